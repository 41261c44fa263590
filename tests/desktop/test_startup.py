"""What the app does before its first screen (issue 36): nothing the lobby does not show."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.table import theme
from desktop.table.view import DESIGN_H, DESIGN_W, TableScene
from tests.desktop.helpers import shown_window

ROOT = Path(__file__).resolve().parents[2]


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


#: What the lobby does not show, and what the main window therefore imports only once the lobby is on screen.
NOT_FOR_THE_LOBBY = ("desktop.controller", "desktop.network.bridge", "desktop.screens.review_page",
                     "desktop.screens.table_page", "desktop.screens.lesson", "desktop.table.base",
                     "resources.art.textures")


def test_the_main_window_imports_nothing_of_a_game_table_before_the_lobby_is_painted(tmp_path: Path) -> None:
    """A fresh interpreter (this one has imported everything already): build the window as the app does."""
    script = ("import sys\n"
              "from desktop.startup.app import make_app\n"
              "app = make_app([])\n"
              "from desktop.screens.main_window import MainWindow\n"
              "window = MainWindow()\n"
              f"print(sorted(m for m in {NOT_FOR_THE_LOBBY!r} if m in sys.modules))\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path), "PARTY_TABLE_NO_LAN": "1"}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_the_table_page_is_built_once_the_lobby_has_been_painted(qtbot: Any, settings: Any) -> None:
    from desktop.screens.main_window import TABLE, MainWindow

    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window._holder is None and window._review_page is None  # the lobby alone, at first
    window.show()
    qtbot.waitUntil(lambda: window._holder is not None, timeout=10_000)
    assert window.stack.widget(TABLE) is window.holder and window.stack.currentWidget() is window.lobby_page
    qtbot.waitUntil(_wood_painted, timeout=10_000)  # and the table's wood after it


def test_the_review_page_takes_its_own_place_when_opened_before_any_game(qtbot: Any, settings: Any) -> None:
    from desktop.screens.main_window import LOBBY, REVIEW, MainWindow

    window = MainWindow(settings)
    qtbot.addWidget(window)
    page = window.review_page  # the first use builds it, before the table page
    assert window.stack.widget(REVIEW) is page and window.stack.count() == 3
    page.closed.emit()
    assert window.stack.currentIndex() == LOBBY
