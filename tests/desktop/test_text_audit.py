"""The measured text floor: no table draws text under 12 px (11 px on a 1280×720 screen)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from desktop.devtools.text_audit import AuditPainter, run_audit
from desktop.table.items import LabelItem
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
