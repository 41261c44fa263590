"""The measured text floor and contrast: no table draws text under 12 px (11 px on a 1280×720 screen), or
fainter than ART.md's 4.5:1 against what lies under it (3:1 for large text)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from desktop.devtools.text_audit import STAGES, AuditPainter, audit_view, run_audit
from desktop.table.items import ButtonItem, LabelItem, TileItem
from desktop.table.view import TableScene, TableView
from rules.core import get_game

pytestmark = pytest.mark.gui


def test_the_audit_measures_text_as_it_appears_on_screen(qtbot: Any, settings: Any) -> None:
    scene = TableScene()
    scene.addItem(LabelItem("Ana's turn", 15))
    view = TableView(scene)
    qtbot.addWidget(view)
    view.table = SimpleNamespace(set_area=lambda area: None)
    view.resize(1280, 690)  # a laptop's table: units are drawn at 0.8 px
    view.show()
    view.fit()
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = AuditPainter(image)
    view.render(painter)
    painter.end()
    assert [round(px, 1) for px, text in painter.texts if text == "Ana's turn"] == [12.0]
    assert view.sceneRect() == QRectF(0, 0, 1600, 862)


@pytest.mark.parametrize("game_id", ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"])
def test_no_table_draws_text_under_the_floor(qtbot: Any, settings: Any, game_id: str) -> None:
    findings = run_audit([get_game(game_id)], sizes=((1366, 768), (1280, 720)), stages=("mid",), every_variant=False)
    assert [(f.size, f.smallest) for f in findings if f.under_floor] == []
    assert [(f.size, f.faintest) for f in findings if f.faint] == []


@pytest.mark.parametrize("game_id", ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"])
def test_no_table_draws_text_fainter_than_art_md_allows(qtbot: Any, settings: Any, game_id: str) -> None:
    """ART.md: text contrast at least 4.5:1, at the start, in the middle and at the end of a game."""
    findings = run_audit([get_game(game_id)], sizes=((1920, 1080),), stages=STAGES, every_variant=False)
    assert [(f.stage, f.faintest) for f in findings if f.faint] == []


def _audited(qtbot: Any, *items: Any) -> list[str]:
    scene = TableScene()
    for item in items:
        scene.addItem(item)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.table = SimpleNamespace(set_area=lambda area: None)
    view.resize(1280, 690)
    view.show()
    view.fit()
    for item in scene.items():  # as the audit's own windows do: a cached piece hands over a picture, not its words
        item.setCacheMode(item.CacheMode.NoCache)
    return [f.text for f in audit_view(view)[1]]


def test_the_audit_finds_faint_words_but_not_covered_ones_nor_an_off_buttons(qtbot: Any, settings: Any) -> None:
    """Grey on the wood is found; the same words under a tile, and a greyed button's label, are not; dark
    words on a pale backdrop pass."""
    faint = LabelItem("grey on wood", 20, colour=QColor("#8a6b4f"))
    faint.setPos(300, 200)
    hidden = LabelItem("under a tile", 20, colour=QColor("#8a6b4f"))
    hidden.setPos(300, 400)
    tile = TileItem(260, 80)
    tile.setPos(300, 400)
    tile.setZValue(5)
    legible = LabelItem("ink on paper", 20, backdrop=QColor("#fffaf0"))
    legible.setPos(300, 600)
    off = ButtonItem("Commit", 200, 56)
    off.set_enabled(False)
    off.setPos(800, 300)
    assert _audited(qtbot, faint, hidden, tile, legible, off) == ["grey on wood"]
