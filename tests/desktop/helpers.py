"""Mouse helpers that drive the table view's viewport the way a person would (tech-notes §4), and what the
window shows a person as text."""

from __future__ import annotations

import random
from typing import Any, Protocol

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QTextLayout
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QListWidget,
    QWidget,
)

from desktop.screens.main_window import MainWindow
from desktop.table.items import LabelItem, TableItem
from rules.core import Player, Record


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


class OpenGame(Protocol):
    def __call__(self, qtbot: Any, settings: Any, players: list[Player], options: dict[str, Any] | None = None, *,
                 seed: int = 5, setup: dict[str, Any] | None = None,
                 size: tuple[int, int] = (1600, 900)) -> MainWindow: ...


def lesson_in(qtbot: Any, settings: Any, game_id: str, size: tuple[int, int] = (1280, 720)) -> tuple[Any, Any, Any]:
    """A window of `size` in `game_id`'s lesson (as Learn to play opens it): the window, the lesson's controller
    and the driver that shows its card."""
    from desktop.screens.lesson import LessonController, LessonDriver

    window = shown_window(qtbot, settings, size)
    window.start_lesson(game_id)
    controller = window.controller
    assert isinstance(controller, LessonController)
    driver = controller.findChild(LessonDriver)
    assert driver is not None
    return window, controller, driver


def game_opener(game: str) -> OpenGame:
    """`open_game` for one game's table tests: a new game of `game` on a shown window (see shown_window)."""

    def open_game(qtbot: Any, settings: Any, players: list[Player], options: dict[str, Any] | None = None, *,
                  seed: int = 5, setup: dict[str, Any] | None = None,
                  size: tuple[int, int] = (1600, 900)) -> MainWindow:
        window = shown_window(qtbot, settings, size)
        window.start_game(Record(game, players, seed, options or {}, setup), [])
        return window

    return open_game


def toy_game(qtbot: Any, settings: Any) -> MainWindow:
    """The toy high-card game (A against a random bot; needs the `toy_registered` fixture) on a 1280×720
    window, at A's first move."""
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record("toy-high-card", [Player("A"), Player("B", "random")], seed=1), [])
    qtbot.waitUntil(lambda: bool(window.controller.legal_actions()) and "hand:0" in window.table.items)
    return window


def _monkey_spot(window: Any, rng: random.Random, aim: float) -> QPoint:
    """A point of the view's viewport: on a visible piece or zone of the table `aim` of the time (where a
    gesture can do something), else anywhere."""
    view = window.page.view
    things = [i for i in (*window.table.items.values(), *window.table.zones.values()) if i.isVisible()]
    if things and rng.random() < aim:
        r = rng.choice(things).sceneBoundingRect()
        return _vp(view, QPointF(rng.uniform(r.left(), r.right()), rng.uniform(r.top(), r.bottom())))
    vp = view.viewport()
    return QPointF(rng.uniform(0, vp.width()), rng.uniform(0, vp.height())).toPoint()


def monkey(window: Any, rng: random.Random, gestures: int, keys: list[Qt.Key], drag_share: float = 0.3,
           privacy_click: float = 1.0, aim: float = 0.8) -> None:
    """Random clicks, double and right clicks, drags and key presses on the table until the game ends or
    `gestures` run out, most of them on its pieces (`aim`, see _monkey_spot).

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
        pt = _monkey_spot(window, rng, aim)
        roll = rng.random()
        if roll < 0.35:
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt)
        elif roll < 0.35 + drag_share:
            far = _monkey_spot(window, rng, aim)
            drag(view, view.mapToScene(pt), view.mapToScene(far), steps=3)
        elif roll < 0.4 + drag_share:
            QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt)
        elif roll < 0.45 + drag_share:
            QTest.mouseClick(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pt)
        else:
            QTest.keyClick(view, rng.choice(keys))
        if i % 50 == 0:
            QApplication.processEvents()  # let queued bot results and animations run
        if window.controller is not None and window.controller.state.is_over():
            break


def left_whole_by_the_monkey(qtbot: Any, window: MainWindow) -> None:
    """What random gestures must leave behind, once everything under way has settled: moves made only by
    the rules (the record replays to the very same game) and a table that shows what a fresh build of the
    view shows."""
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.idle, timeout=20_000)
    assert controller.record.replay().to_dict() == controller.state.to_dict()
    if not window.page.privacy.isVisible():
        shown = {key: item.pos() for key, item in window.table.items.items()}
        window.table.rebuild(controller.view())
        assert {key: item.pos() for key, item in window.table.items.items()} == shown


# --- what the window shows as text ------------------------------------------------------------------

#: Attributes of table items that hold text drawn on the table (labels, buttons, boards, zones).
TEXT_ATTRIBUTES = ("text", "title", "label", "lines")


def scene_texts(window: MainWindow, hidden: bool = False) -> list[str]:
    """The text of every visible item on the table, with its tooltip; with `hidden`, of the items hidden
    for now as well (to show that a secret is nowhere on the table)."""
    return texts_on(window.page.scene, hidden)


def texts_on(scene: QGraphicsScene, hidden: bool = False) -> list[str]:
    """`scene_texts` of any scene (a review's table)."""
    out = []
    for item in scene.items():
        if not (hidden or item.isVisible()):
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
        for name in TEXT_ATTRIBUTES:
            value = getattr(item, name, None)
            if isinstance(value, str):
                out.append(value)
            elif isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
                out.extend(value)
        if item.toolTip():
            out.append("tip: " + item.toolTip())
    return sorted(out)  # the order items were put on the table is nothing anyone sees


def widget_texts(window: MainWindow) -> list[str]:
    """The text of every visible widget of the window (labels, buttons, lists, tooltips), its
    game actions, its status bar and its title."""
    out = [f"title: {window.windowTitle()}", f"status bar: {window.statusBar().currentMessage()}"]
    panel = window.panel
    for widget in window.findChildren(QWidget):
        # the side panel counts even when it is folded away: one click brings it back
        if not (widget.isVisible() or (panel.isAncestorOf(widget) and widget.isVisibleTo(panel))):
            continue
        if isinstance(widget, QLabel):
            out.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            out.append(f"{widget.text()} ({'on' if widget.isEnabled() else 'off'})")
        elif isinstance(widget, QLineEdit):
            out.append(widget.text())
        elif isinstance(widget, QComboBox):
            out.append(widget.currentText())
        elif isinstance(widget, QListWidget):
            for row in range(widget.count()):
                entry = widget.item(row)
                out.append(entry.text())
                if entry.toolTip():
                    out.append("tip: " + entry.toolTip())
        if widget.toolTip():
            out.append("tip: " + widget.toolTip())
        if widget.accessibleDescription():
            out.append("described: " + widget.accessibleDescription())
    for act in (window.act_undo, window.act_hint, window.act_save):
        out.append(f"menu {act.text()} ({'on' if act.isEnabled() else 'off'}) {act.toolTip()}")
    return out


def letters_cut_off(root: QWidget) -> list[str]:
    """The visible plain-text labels under `root` whose letters reach past their own edges: an accent over
    a capital on the first line, a descender or a whole line at the foot. Laid out as QLabel lays them
    out: wrapped or not, by the label's alignment inside its contents."""
    out = []
    for label in root.findChildren(QLabel):
        text = label.text()
        rich = label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and "<" in text)
        if not label.isVisible() or not text.strip() or rich:
            continue
        metrics, inside = label.fontMetrics(), label.contentsRect()
        flags = int(label.alignment()) | (int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0)
        block = metrics.boundingRect(inside, flags, text)
        layout = QTextLayout(text.split("\n")[0], label.font())
        layout.beginLayout()
        line = layout.createLine()
        line.setLineWidth(inside.width() if label.wordWrap() else 1e6)
        layout.endLayout()
        first = text[line.textStart():line.textStart() + line.textLength()]
        ink_top = block.top() + metrics.ascent() + metrics.boundingRect(first).top()
        if ink_top < 0 or block.bottom() >= label.height():
            out.append(f"{text[:40]!r}: letters from {ink_top} to {block.bottom()} px, the label {label.height()} px")
    return out


def covered(item: Any, *beneath: type) -> list[Any]:
    """The visible table pieces that `item` lies over, leaving out its own parts and pieces of the
    `beneath` types (the mat it is meant to sit on, drop zones)."""
    scene = item.scene()
    own = {item, *item.childItems()}
    parent = item.parentItem()
    while parent is not None:
        own.add(parent)
        parent = parent.parentItem()
    area = painted(item)
    return [i for i in scene.items(item.sceneBoundingRect())
            if i not in own and i.isVisible() and not isinstance(i, beneath)
            and i.parentItem() not in own and painted(i).intersects(area)]


def painted(item: Any) -> Any:
    """Where an item draws, in scene coordinates: a table piece's body (not the margin kept for
    its glow), a label's words or backdrop (not its margin)."""
    if isinstance(item, TableItem):
        return item.mapRectToScene(item.body())
    if isinstance(item, LabelItem):
        return item.mapRectToScene(item.painted_rect())
    return item.sceneBoundingRect()


def words_cut_by_the_spotlight(table: Any) -> list[str]:
    """The words on the table (in sight: no piece above covers them) that the lesson's spotlight edge runs
    across, neither inside the lit place nor outside it."""
    spotlight = table.spotlight
    items = [i for i in table.scene.items() if i.isVisible() and i.zValue() < spotlight.zValue()]
    words = [i for i in items if isinstance(i, LabelItem)
             and not any(o.zValue() > i.zValue() and o.sceneBoundingRect().contains(i.sceneBoundingRect())
                         for o in items)]
    lit = spotlight.target
    return [w.text for w in words if w.sceneBoundingRect().intersects(lit) and not lit.contains(w.sceneBoundingRect())]


def crash_without_a_window(monkeypatch: Any, message: str) -> list[QWidget]:
    """Raise an error with no window up to report it, through the app's crash hook (the test's own hook is
    put back after it), and return the crash dialogs showing."""
    import sys

    from PySide6.QtWidgets import QApplication

    from desktop.startup import app
    from desktop.table import guard

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    guard.set_handler(None)
    app.setup_logging()
    app.install_crash_hook()
    try:
        raise RuntimeError(message)
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    return [w for w in QApplication.topLevelWidgets() if w.objectName() == "crashDialog" and w.isVisible()]

