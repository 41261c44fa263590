"""How the Arturo table reads on a laptop and a full-HD screen, in English and Italian: the scorepad's
member names, the scorepad under the results at the end, the cobwebs on an object card; and the
English rules page naming the family as the English table does."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QImage, QPainter

from desktop.games.arturo.art import Names, object_card_parts, paint_object_card
from desktop.games.arturo.layout import layout_for
from desktop.games.arturo.scorepad import NAME_MARGIN, Scorepad
from desktop.screens.main_window import MainWindow
from rules.arturo.data import MEMBERS, NUM_OBJECTS
from rules.arturo.state import Activate, Ivo
from rules.core import Player
from tests.desktop.test_arturo_table import PLAN, ROW, open_game, rigged_end, table

pytestmark = pytest.mark.gui

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"
SCREENS = [(1280, 720), (1920, 1080)]


def test_the_english_rules_call_the_family_by_the_english_tables_names() -> None:
    """The English page names each relative as the English table does (Moody Dad, not Papà Lunatico); only
    the game's own title stays Italian."""
    text = (RULES / "arturo.md").read_text(encoding="utf-8")
    for member in MEMBERS:
        assert member.english in text, member.english
        if member.italian != member.english:
            assert member.italian not in text, member.italian
    assert text.splitlines()[2] == "# Arturo: un compleanno da paura"


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", SCREENS)
def test_scorepad_member_names_are_whole_and_apart(qtbot: Any, settings: Any, size: tuple[int, int],
                                                   language: str) -> None:
    """Each member's name on the scorepad fits its own column, wrapped rather than cut, with room between it
    and its neighbours' (they used to run together: "Moody DadMom Vamp", "Nonno TutMentegatto")."""
    settings.set("language", language)
    window = open_game(qtbot, settings, [Player("Ana"), Player("Bot", "normal")],
                       setup={"plans": [PLAN, PLAN[::-1]], "preparation": ROW}, size=size)
    qtbot.waitUntil(lambda: window.controller is not None and not window.controller.animator.busy
                    and any(k.startswith("deck:") for k in table(window).items), timeout=20_000)
    rigged_end(window)
    pad = table(window).items["scorepad"]
    assert isinstance(pad, Scorepad)
    names = pad.name_boxes()
    inked = [fitted.inked(box) for box, fitted in names]
    for (box, fitted), ink in zip(names, inked, strict=True):
        assert not fitted.cut, fitted.lines
        assert len(fitted.lines) <= 2
        assert box.adjusted(-0.5, -0.5, 0.5, 0.5).contains(ink), (fitted.lines, box, ink)
        assert pad.body().contains(ink)
    for left, right in pairwise(inked):
        assert right.left() - left.right() >= 2 * NAME_MARGIN, (left, right)


def _play_to_the_end(qtbot: Any, window: MainWindow) -> None:
    """Activate the smallest deck every turn until the party is over (a few dozen quick moves)."""
    controller = window.controller
    assert controller is not None
    while not controller.state.is_over():
        qtbot.waitUntil(lambda: controller.state.is_over() or (bool(controller.legal_actions())
                                                               and not controller.animator.busy), timeout=20_000)
        if controller.state.is_over():
            break
        state = controller.state
        actions = [a for a in controller.legal_actions() if isinstance(a, Activate | Ivo)]
        actions.sort(key=lambda a: len(state.decks[a.deck - 1]))
        assert controller.submit(actions[0]) is None
    qtbot.waitUntil(lambda: window.page.end.isVisible() and not controller.animator.busy, timeout=20_000)


def _sticks_out(window: MainWindow) -> bool:
    """Does any of the scorepad show on screen outside the results' card?"""
    pad = table(window).items["scorepad"]
    if not pad.isVisible():
        return False
    view = window.page.view
    shown = view.mapFromScene(pad.mapRectToScene(pad.body())).boundingRect()
    on_page = QRectF(shown.translated(view.mapTo(window.page, QPoint(0, 0))))
    return not window.page.end.card_rect().contains(on_page)


@pytest.mark.parametrize("size", SCREENS)
def test_the_scorepad_waits_behind_the_results_and_shows_when_the_player_looks_at_the_table(
        qtbot: Any, settings: Any, size: tuple[int, int]) -> None:
    """The results card is smaller than the scorepad: the scorepad used to peek out around it. It is put away
    while the card covers the table, and is there when the player looks at the table (and away again)."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Bot", "random")], size=size)
    _play_to_the_end(qtbot, window)
    pad = table(window).items["scorepad"]
    assert window.page.end.isVisible() and not pad.isVisible() and not _sticks_out(window)
    window.page.end.look_at_table()
    assert pad.isVisible()
    window.page.show_results_again()
    assert window.page.end.isVisible() and not pad.isVisible()


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("compact", [True, False])
def test_cobwebs_on_an_object_card_keep_clear_of_its_name(qapp: Any, language: str, compact: bool) -> None:
    """A cobwebbed object card's name reads as a clean one's: the webs stay above it (on the festoon card
    they used to cross the word)."""
    names = Names(language)
    w, h = layout_for(QRectF(0, 0, 1920, 1080), compact).object_card
    rect = QRectF(0, 0, w, h)

    def drawn(obj: int, cobwebs: bool) -> QImage:
        image = QImage(int(w), int(h), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_object_card(painter, rect, obj, cobwebs, names)
        painter.end()
        return image

    for obj in range(NUM_OBJECTS):
        name_box, webs = object_card_parts(rect, obj, names)
        assert rect.contains(webs) and webs.bottom() < name_box.top()
        clean, webbed = drawn(obj, False), drawn(obj, True)
        label = name_box.toAlignedRect()
        assert clean.copy(label) == webbed.copy(label), names.object(obj)
        assert clean != webbed



@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", SCREENS)
def test_the_discard_piles_card_shows_its_whole_name(qtbot: Any, settings: Any, size: tuple[int, int],
                                                     language: str) -> None:
    """The laptop's discard card drew "Menteg…" for Mentegatto: every member's name on it is whole, at no
    less than the floor, and its tooltip names the card too."""
    from desktop.devtools.text_audit import AuditPainter
    from desktop.games.arturo.pieces import PartyCardItem
    from desktop.table.painting import MIN_TEXT
    from rules.arturo.data import CARD_MEMBER, PARTY_INDEX

    settings.set("language", language)
    window = open_game(qtbot, settings, [Player("Ana"), Player("Bot", "normal")], size=size)
    qtbot.waitUntil(lambda: window.controller is not None and not window.controller.animator.busy
                    and any(k.startswith("deck:") for k in table(window).items), timeout=20_000)
    controller = window.controller
    assert controller is not None
    names = Names(language)
    for member in range(len(MEMBERS)):
        card_id = next(c for c, i in PARTY_INDEX.items() if CARD_MEMBER[i] == member)
        controller.state.discard = [PARTY_INDEX[card_id]]
        table(window).rebuild(controller.view())
        item = table(window).items["discard"]
        assert isinstance(item, PartyCardItem)
        picture = QImage(200, 200, QImage.Format.Format_ARGB32)
        painter = AuditPainter(picture)
        painter.translate(-item.body().topLeft())
        item.paint_body(painter)
        painter.end()
        assert [text for _, text in painter.texts if text.replace("\n", " ") == names.member(member)], \
            painter.texts
        assert all(px >= MIN_TEXT for px, _ in painter.texts)
        assert names.member(member) in item.toolTip().split("\n")
