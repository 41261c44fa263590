"""The table's area follows the window: reflow instead of shrinking, and a fit that never chases itself."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication

from desktop.table.view import MIN_UNIT_PX, table_area
from rules.core import Player, Record
from tests.desktop.helpers import shown_window

pytestmark = pytest.mark.gui


@pytest.mark.parametrize(("viewport", "expected"), [
    ((1920, 1080), (1920, 1080)),  # the reference screen, nothing in the way
    ((2560, 1440), (1920, 1080)),  # a larger screen draws the same area larger
    ((3840, 2160), (1920, 1080)),  # a 4K screen at 100%: the same area, each unit two pixels
    ((1280, 690), (1600, 862)),  # a 1280×720 laptop: a smaller area, units at 0.8 px
    ((1366, 740), (1708, 925)),
])
def test_the_area_keeps_units_at_readable_size_and_the_windows_shape(viewport: tuple[int, int],
                                                                      expected: tuple[int, int]) -> None:
    area, scale = table_area(*viewport)
    assert (round(area.width()), round(area.height())) == pytest.approx(expected, abs=1)
    assert scale >= MIN_UNIT_PX
    assert area.width() * scale == pytest.approx(viewport[0]) and area.height() * scale == pytest.approx(viewport[1])


def test_a_tiny_window_still_gets_the_smallest_area() -> None:
    area, scale = table_area(833, 404)
    assert area.width() >= 1500 - 1e-6 and area.height() >= 840 - 1e-6 and scale < MIN_UNIT_PX


class _CountResizes(QObject):
    """Counts the view's resizes; after far too many it takes the scroll bars away to end a runaway loop."""

    def __init__(self, view: Any) -> None:
        super().__init__()
        self.view, self.count = view, 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.count += 1
            if self.count == 500:
                self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
                self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return False


@pytest.mark.parametrize("game", ["turtle-butt", "day-at-the-park", "arturo"])
def test_no_window_size_and_zoom_sends_the_fit_into_a_loop(qtbot: Any, settings: Any, game: str) -> None:
    """Issue 23.1: one Ctrl++ at 1343×984 used to resize the view 77,000 times without returning."""
    from PySide6.QtTest import QTest

    window = shown_window(qtbot, settings, (1343, 984))
    window.start_game(Record(game, [Player("Ana"), Player("Bot", "random")], seed=1), [])
    view = window.page.view
    counter = _CountResizes(view)
    view.viewport().installEventFilter(counter)  # the viewport is what the scroll bars resize
    for size in ((1343, 984), (833, 404), (1280, 720), (1366, 768), (1920, 1080), (1001, 777)):
        window.resize(*size)
        QApplication.processEvents()
        for key in (Qt.Key.Key_Plus, Qt.Key.Key_Plus, Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_0):
            QTest.keyClick(view, key, Qt.KeyboardModifier.ControlModifier)
            for _ in range(3):
                QApplication.processEvents()
    view.viewport().removeEventFilter(counter)
    assert counter.count < 100


def test_a_reflowing_table_is_laid_out_again_in_its_new_area(qtbot: Any, settings: Any, toy_registered: None,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.desktop.toy_table import ToyTable

    window = shown_window(qtbot, settings, (1920, 1080))
    window.start_game(Record("toy-high-card", [Player("A"), Player("B", "random")], seed=1), [])
    built: list[QRectF] = []
    original = ToyTable.build

    def recording_build(self: ToyTable, view: Any) -> None:
        built.append(QRectF(self.area))
        original(self, view)

    monkeypatch.setattr(ToyTable, "build", recording_build)
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: bool(built) and built[-1].height() < 1000)
    area = window.table.area
    assert area == window.page.view.sceneRect()
    assert window.page.view.transform().m11() >= MIN_UNIT_PX - 1e-6


@pytest.mark.parametrize("size", [(1600, 900), (1680, 1050), (1900, 880)])
@pytest.mark.parametrize(("game", "players", "options"), [
    ("birthday-turtle", 4, {}), ("day-at-the-park", 5, {}), ("turtle-butt", 6, {}),
    ("turtle-butt", 12, {"variant": "liars"}), ("arturo", 5, {}),
])
def test_every_piece_lies_inside_the_table_between_laptop_and_full_hd(
        qtbot: Any, settings: Any, size: tuple[int, int], game: str, players: int, options: dict[str, Any]) -> None:
    """A window wider than a laptop's keeps the side panel open, and its table area is taller than full HD's
    but narrower (1650 × 1102 units at 1600 × 900), or wider but shorter (2025 × 1050 at 1900 × 880, as a
    review's table under its chart on a full-HD screen): every piece of the most crowded table is inside it."""
    window = shown_window(qtbot, settings, size)
    window.start_game(Record(game, [Player("Ana")] + [Player(f"Bot {k}", "random") for k in range(2, players + 1)],
                             seed=3, options=options), [])
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.items))
    table = window.table
    assert table is not None and (table.area.width() < 1920 or table.area.height() < 1080)
    inside = table.area.adjusted(-1, -1, 1, 1)
    outside = [key for key, item in table.items.items()
               if item.isVisible() and not inside.contains(item.mapRectToScene(item.body()))]
    assert outside == []


@pytest.mark.parametrize(("game", "players", "options"), [
    ("day-at-the-park", 5, {}), ("turtle-butt", 12, {"variant": "liars"}), ("arturo", 5, {}),
])
def test_on_a_4k_screen_at_100_percent_the_table_is_full_hd_drawn_twice_as_large(
        qtbot: Any, settings: Any, game: str, players: int, options: dict[str, Any]) -> None:
    """ART.md: nothing overlaps at 3840×2160. The panel stands beside the table, not over it, and every piece
    of the most crowded tables lies inside the reference area, drawn at two pixels a unit or more."""
    window = shown_window(qtbot, settings, (3840, 2160))
    window.start_game(Record(game, [Player("Ana")] + [Player(f"Bot {k}", "random") for k in range(2, players + 1)],
                             seed=3, options=options), [])
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.items))
    table, view = window.table, window.page.view
    assert table is not None
    assert view.transform().m11() >= 1.75 and table.area.width() <= 1920 + 1
    assert window.panel.isVisible()
    panel = QRect(window.panel.mapTo(window, QPoint(0, 0)), window.panel.size())
    assert not panel.intersects(QRect(view.mapTo(window, QPoint(0, 0)), view.size()))
    inside = table.area.adjusted(-1, -1, 1, 1)
    assert [key for key, item in table.items.items()
            if item.isVisible() and not inside.contains(item.mapRectToScene(item.body()))] == []
