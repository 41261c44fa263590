"""What the app does before its first screen (issue 36): nothing the lobby does not show."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.table import theme
from desktop.table.view import DESIGN_H, DESIGN_W, TableScene
from tests.desktop.helpers import shown_window


def _wood_painted() -> bool:
    return any(key[0] == "wood" and key[1:3] == (DESIGN_W, DESIGN_H) for key in theme._texture_cache)


def test_a_new_table_scene_leaves_the_wood_unpainted_until_the_event_loop_is_idle(qtbot: Any, settings: Any) -> None:
    theme._texture_cache.clear()
    scene = TableScene()
    assert not _wood_painted()  # making the scene (so the main window) paints no texture
    qtbot.waitUntil(_wood_painted, timeout=10_000)  # the idle timer paints it once the first screen is up
    assert scene.background().width() >= DESIGN_W


def test_a_scene_drawn_before_the_idle_paint_paints_its_wood_then(qtbot: Any, settings: Any) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    theme._texture_cache.clear()
    scene = TableScene()
    scene._prepare.stop()
    image = QImage(192, 108, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 192, 108), scene.sceneRect())
    painter.end()
    assert _wood_painted()
    assert image.pixelColor(96, 54).alpha() == 255 and image.pixelColor(96, 54).red() > image.pixelColor(96, 54).blue()


def test_a_lobby_with_no_games_on_record_imports_no_game_rules(qtbot: Any, settings: Any,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import desktop.screens.stats_window as stats_window

    def refuse() -> list[Any]:
        raise AssertionError("the lobby asked for every game's rules with no game on record")

    monkeypatch.setattr(stats_window, "all_games", refuse)
    window = shown_window(qtbot, settings)
    assert all(not button.record_line for button in window.lobby.cover_buttons)
