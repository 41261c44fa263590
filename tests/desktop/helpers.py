"""Mouse helpers that drive the table view's viewport the way a person would (tech-notes §4)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView


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
