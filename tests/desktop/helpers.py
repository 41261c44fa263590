"""Mouse helpers that drive the table view's viewport the way a person would (tech-notes §4)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from desktop.main_window import MainWindow


def _vp(view: QGraphicsView, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def drag(view: QGraphicsView, src: QPointF, dst: QPointF, steps: int = 6) -> None:
    vp = view.viewport()
    p0, p1 = _vp(view, src), _vp(view, dst)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, p0 + (p1 - p0) * i / steps)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p1)


def click(view: QGraphicsView, at: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, at))


def shown_window(qtbot: Any, settings: Any, size: tuple[int, int] | None = (1600, 900)) -> MainWindow:
    """A main window on screen at `size` (None: its own default), closed when the test ends."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def monkey(window: Any, rng: random.Random, gestures: int, keys: list[Qt.Key], drag_share: float = 0.3,
           privacy_click: float = 1.0) -> None:
    """Random clicks, drags and key presses on the table until the game ends or `gestures` run out.

    A raised exception in any slot fails the calling pytest-qt test. `privacy_click` is the chance of
    clicking through a privacy screen when one is up (else the gesture goes to the covered table).
    """
    from PySide6.QtWidgets import QApplication

    view = window.page.view
    vp = view.viewport()
    for i in range(gestures):
        if window.page.privacy.isVisible() and rng.random() < privacy_click:
            QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
            continue
        w, h = vp.width(), vp.height()
        pt = QPointF(rng.uniform(0, w), rng.uniform(0, h)).toPoint()
        roll = rng.random()
        if roll < 0.4:
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt)
        elif roll < 0.4 + drag_share:
            far = QPointF(rng.uniform(0, w), rng.uniform(0, h)).toPoint()
            drag(view, view.mapToScene(pt), view.mapToScene(far), steps=3)
        else:
            QTest.keyClick(view, rng.choice(keys))
        if i % 50 == 0:
            QApplication.processEvents()  # let queued bot results and animations run
        if window.controller is not None and window.controller.state.is_over():
            break
