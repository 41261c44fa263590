"""The measured text floor and contrast: no table draws text under 12 px (11 px on a 1280×720 screen), or
fainter than ART.md's 4.5:1 against what lies under it (3:1 for large text); nor does any label or button
of the shell."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QIcon, QImage, QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.devtools.text_audit import STAGES, AuditPainter, audit_view, faint_widgets, run_audit, run_shell_audit
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


@pytest.mark.parametrize("game_id", ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"])
def test_no_variant_of_a_table_draws_text_fainter_or_smaller_than_art_md_allows(qtbot: Any, settings: Any,
                                                                                 game_id: str) -> None:
    """Every variant in the middle of a game (the liar's game once drew its "claimed" white on bare wood)."""
    findings = run_audit([get_game(game_id)], sizes=((1920, 1080),), stages=("mid",), every_variant=True)
    assert [(f.variant, f.faintest) for f in findings if f.faint] == []
    assert [(f.variant, f.smallest) for f in findings if f.under_floor] == []


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


def _faint_words(root: Any) -> list[str]:
    return [f.text for f in faint_widgets(root)]


def test_the_shell_audit_finds_faint_words_but_not_an_off_buttons(qtbot: Any) -> None:
    """Grey on cream is found, in a label, on a button and beside a dark icon (which must not pass for the
    words); ink passes; a greyed button is left out."""
    root = QWidget()
    qtbot.addWidget(root)
    root.setStyleSheet("QWidget { background: #fffaf2; }")
    layout = QVBoxLayout(root)
    faint = QLabel("grey words")
    faint.setObjectName("faint")
    faint.setStyleSheet("color: #a89886;")  # 2.7:1
    ink = QLabel("ink words")
    ink.setStyleSheet("color: #3b2f25;")
    pale = QPushButton("pale button")
    off = QPushButton("off button")
    off.setEnabled(False)
    iconed = QPushButton("pale beside an icon")
    for button in (pale, off, iconed):
        button.setStyleSheet("color: #b0a090; background: #fffaf2;")
    picture = QPixmap(16, 16)
    picture.fill(QColor("#1d1a17"))
    iconed.setIcon(QIcon(picture))
    for widget in (faint, ink, pale, off, iconed):
        layout.addWidget(widget)
    root.resize(300, 260)
    root.show()
    qtbot.waitExposed(root)
    assert _faint_words(root) == ["QLabel faint grey words", "QPushButton pale button",
                                  "QPushButton pale beside an icon"]
    assert [w.text() for w in (faint, pale, iconed)] == ["grey words", "pale button", "pale beside an icon"]
    assert not iconed.icon().isNull()  # the audit put back what it took out


def test_no_word_of_the_shell_is_fainter_than_art_md_allows(qtbot: Any, settings: Any) -> None:
    """Every label and button of the lobby (each game) and each game's window with the side panel (as
    `bench gui --text-audit` reads them), a lesson, the review, the end screen, the statistics and the join
    dialog, on a laptop screen (and the lobby on a full-HD one)."""
    from desktop.storage import stats
    from rules.core import Player, Record
    from tests.desktop.helpers import shown_window

    shell = run_shell_audit(((1280, 720),))
    assert len(shell) == 8 and [f for f in shell if f.faint] == []
    window = shown_window(qtbot, settings, (1920, 1080))
    assert _faint_words(window) == []  # the lobby's tagline shows at this size only
    window.resize(1280, 720)
    window.start_lesson("arturo")
    QApplication.processEvents()
    assert _faint_words(window) == []
    window.stack.setCurrentWidget(window.review_page)
    QApplication.processEvents()
    assert _faint_words(window.review_page) == []
    window.start_game(Record("turtle-butt", [Player(f"Bot {i}", "random") for i in range(3)], 3,
                             {"variant": "basic"}), [])
    qtbot.waitUntil(window.page.end.isVisible, timeout=20_000)
    assert _faint_words(window) == []
    assert stats.load()  # the game just played is counted, so the window shows its table and chart
    window.show_statistics()
    qtbot.waitExposed(window.stats_window)
    assert _faint_words(window.stats_window) == []
    window.stats_window.close()
    window.join_table()
    qtbot.waitExposed(window.network_dialog)
    assert _faint_words(window.network_dialog) == []
    window.network_dialog.reject()


def test_a_message_box_is_in_the_house_look_and_reads_whole(qtbot: Any, settings: Any, tmp_path: Any) -> None:
    """A damaged file's message: the app's cream page and cream buttons (no system pictures on them), words
    that read at ART.md's contrast and that nothing cuts off."""
    from PySide6.QtWidgets import QMessageBox

    from desktop.widgets.messages import MESSAGE_STYLE
    from tests.desktop.helpers import letters_cut_off, shown_window

    window = shown_window(qtbot, settings, (1280, 720))
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x00\xff\xfe garbage")
    assert not window.files.open_path(bad)
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert len(boxes) == 1
    box = boxes[0]
    qtbot.waitExposed(box)
    assert box.styleSheet() == MESSAGE_STYLE and box.informativeText().startswith(str(bad))
    assert all(button.icon().isNull() for button in box.buttons())
    assert _faint_words(box) == [] and letters_cut_off(box) == []
    box.close()
