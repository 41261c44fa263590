"""The Arturo table driven through the real window: drags, clicks, Grandpa Ivo, Preparation cards, whole games.

Rule references are to the rulebook's sections (seeds/004): "Playing the Game: 1. Activate a Party
Card" (and its notes on the Nanny and Grandpa Ivo), "2. Take a Preparation Card", "Preparation
Cards", "End of the Game", "Scoring", "Winning the Game"; and to the product rulings in
rules/arturo/state.py.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.games.arturo.pieces import ChoiceItem, CountsItem, FamilyCardItem, PartyCardItem, PrepCardItem
from desktop.games.arturo.scorepad import LAST_STEP, Scorepad
from desktop.games.arturo.table import ArturoTable
from desktop.screens.main_window import MainWindow
from desktop.table.items import LabelItem
from desktop.table.panels import SeatPanel
from desktop.table.text import sentence
from desktop.table.zones import DropZone
from rules.arturo.data import MEMBER_INDEX, PARTY_CARDS, PARTY_INDEX, PREP_INDEX
from rules.arturo.state import Activate, Ivo, Prepare
from rules.core import Player, Record
from tests.desktop.helpers import click, covered, drag, game_opener, left_whole_by_the_monkey, monkey, shown_window

pytestmark = pytest.mark.gui

PLAN = ["papa", "mamma", "arturo", "nonna", "tut", "mentegatto", "stein"]
ROW = ["that-s-my-place-1-2", "excuse-me-2a", "a-wild-dance-1", "the-life-of-the-party", "you-are-really-good"]


def decks_with(tops: dict[int, list[str]]) -> list[list[str]]:
    """Six decks of ten (top first) whose first cards are the ones given; the rest in catalogue order."""
    chosen = {c for cards in tops.values() for c in cards}
    rest = [c.id for c in PARTY_CARDS if c.id not in chosen]
    decks = []
    for d in range(1, 7):
        deck = list(tops.get(d, []))
        while len(deck) < 10:
            deck.append(rest.pop(0))
        decks.append(deck)
    return decks


open_game = game_opener("arturo")


def table(window: MainWindow) -> ArturoTable:
    assert isinstance(window.table, ArturoTable)
    return window.table


def human_turn(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.controller is not None and bool(window.controller.legal_actions())
                    and window.table is not None and any(k.startswith("deck:") for k in window.table.items)
                    and not window.controller.animator.busy, timeout=20_000)


def centre(window: MainWindow, key: str) -> QPointF:
    return table(window).items[key].sceneBoundingRect().center()


def zone_centre(window: MainWindow, key: str) -> QPointF:
    return table(window).zones[key].sceneBoundingRect().center()


def my_actions(window: MainWindow, seat: int = 0) -> list[str]:
    assert window.controller is not None
    return [text for s, text in window.controller.record.actions if s == seat]


def duel(qtbot: Any, settings: Any, setup: dict[str, Any] | None = None) -> MainWindow:
    setup = setup if setup is not None else {"plans": [PLAN, PLAN[::-1]], "preparation": ROW}
    window = open_game(qtbot, settings, [Player("Ana"), Player("Bot", "normal")], setup=setup)
    human_turn(qtbot, window)
    return window


def test_a_preparation_cards_tooltip_puts_no_colon_after_a_name_ending_in_its_own_mark(qtbot: Any,
                                                                                        settings: Any) -> None:
    """"Excuse Me! Move a member…", not "Excuse Me!: move…" (the end screen's rule, issue 32)."""
    words = table(duel(qtbot, settings)).words
    tips = [words.prep_tooltip(card_id) for card_id in PREP_INDEX]
    assert not [tip for tip in tips if "!:" in tip or "?:" in tip]
    assert any(tip.startswith("Excuse Me! ") for tip in tips)


# --- activating Party cards ------------------------------------------------------------------


def test_activate_by_dragging_a_deck_top_onto_the_birthday_card(qtbot: Any, settings: Any) -> None:
    """1. Activate a Party Card: choose the top card of a deck; on the first turn nothing is available,
    so the member turns over into an object."""
    window = duel(qtbot, settings, {"decks": decks_with({2: ["papa-1"]}), "preparation": ROW})
    drag(window.page.view, centre(window, "deck:2"), zone_centre(window, "birthday"))
    assert my_actions(window) == ["activate 2"]
    assert window.controller is not None
    assert window.controller.state.view(0).table == ("papa-1",)


def test_click_path_deck_top_then_birthday_card_activates_it(qtbot: Any, settings: Any) -> None:
    """The click path mirrors the drag: pick the deck's top card, the Birthday card glows, click it."""
    window = duel(qtbot, settings)
    click(window.page.view, centre(window, "deck:4"))
    assert table(window).zones["birthday"].glow == "legal"
    click(window.page.view, zone_centre(window, "birthday"))
    assert my_actions(window) == ["activate 4"]


def test_grandpa_ivo_asks_whom_to_copy_and_refuses_a_copy_that_takes_nothing(qtbot: Any, settings: Any) -> None:
    """Grandpa Ivo: declare whom he copies, or turn him over. Ruling: a copy must take something,
    so on an empty table only turning him over is allowed — the rules' reason is shown."""
    window = duel(qtbot, settings, {"decks": decks_with({1: ["ivo-1"]}), "preparation": ROW})
    drag(window.page.view, centre(window, "deck:1"), zone_centre(window, "birthday"))
    t = table(window)
    assert "ivo:papa" in t.items and "ivo:flip" in t.items
    assert not t.items["ivo:papa"].legal and t.items["ivo:flip"].legal
    click(window.page.view, centre(window, "ivo:papa"))
    assert window.controller is not None
    expected = window.controller.state.why_illegal(0, Ivo(1, 0))
    assert expected is not None and t.bubble.text == sentence(expected.reason)
    assert my_actions(window) == []
    click(window.page.view, centre(window, "ivo:flip"))
    assert my_actions(window) == ["ivo 1 flip"]


def test_grandpa_ivo_copies_a_member_from_the_chooser(qtbot: Any, settings: Any) -> None:
    """Grandpa Ivo copying Grandma takes the cake under the Birthday card (the rulebook's example)."""
    # a cake is available
    window = with_objects_out(qtbot, settings, {1: ["ivo-1"]}, ["mamma-5"])
    controller = window.controller
    assert controller is not None
    drag(window.page.view, centre(window, "deck:1"), zone_centre(window, "birthday"))
    assert table(window).items["ivo:nonna"].legal
    click(window.page.view, centre(window, "ivo:nonna"))
    assert my_actions(window) == ["ivo 1 copy nonna"]
    assert controller.state.birthday == [PARTY_INDEX["mamma-5"]]


def test_nanny_sweeps_every_object_under_the_cleaning_card_animated(qtbot: Any, settings: Any) -> None:
    """The Nanny collects all available objects if one has cobwebs; the sweep plays as an animation."""
    settings.set("animation_speed", 4.0)
    window = duel(qtbot, settings, {"decks": decks_with({3: ["stein-1"]}), "preparation": ROW})
    controller = window.controller
    assert controller is not None
    objects = [PARTY_INDEX["mamma-1"], PARTY_INDEX["arturo-9"], PARTY_INDEX["nonna-10"]]  # one cobwebbed
    controller.state.table = list(objects)
    table(window).rebuild(controller.view())
    drag(window.page.view, centre(window, "deck:3"), zone_centre(window, "cleaning"))
    assert my_actions(window) == ["activate 3"]
    assert controller.animator.busy  # the sweep is playing
    qtbot.waitUntil(lambda: not controller.animator.busy, timeout=10_000)
    assert controller.state.cleaning == objects
    # the swept objects left the table (Ben, a bot, may have turned up a new object since)
    assert not {"obj:mamma-1", "obj:arturo-9", "obj:nonna-10"} & set(table(window).items)


def test_a_member_that_takes_nothing_cannot_be_dropped_on_the_cleaning_card(qtbot: Any, settings: Any) -> None:
    """Only the Nanny (or Grandpa Ivo copying her) feeds the Cleaning card."""
    window = duel(qtbot, settings, {"decks": decks_with({2: ["papa-1"]}), "preparation": ROW})
    card = table(window).items["deck:2"]
    origin = card.pos()
    drag(window.page.view, centre(window, "deck:2"), zone_centre(window, "cleaning"))
    assert card.pos() == origin
    assert "Birthday card" in table(window).bubble.text
    assert my_actions(window) == []


# --- Preparation cards --------------------------------------------------------------------------


def test_preparation_card_applied_by_dragging_members_on_the_plan(qtbot: Any, settings: Any) -> None:
    """That's My Place!: swap the two printed positions. The card goes onto the plan, then the member
    is dragged; only the move the card allows lights up."""
    window = duel(qtbot, settings)
    view = window.page.view
    drag(view, centre(window, "prep:that-s-my-place-1-2"), zone_centre(window, "slot:4"))
    t = table(window)
    assert t.preparing is not None and "using" in t.items
    click(view, centre(window, "mine:1"))  # pick the member up: legal targets glow
    glows = {k: z.glow for k, z in t.zones.items() if k.startswith("slot:")}
    assert glows["slot:2"] == "legal" and all(g == "dim" for k, g in glows.items() if k not in ("slot:2",))
    click(view, centre(window, "mine:1"))
    drag(view, centre(window, "mine:1"), zone_centre(window, "slot:2"))
    assert my_actions(window) == ["prep that-s-my-place swap 1-2"]
    assert window.controller is not None
    assert window.controller.state.view(0).plan[:2] == ("mamma", "papa")
    assert "held:0" in table(window).items


def test_illegal_rearrangement_is_refused_with_the_rules_reason(qtbot: Any, settings: Any) -> None:
    """Excuse Me!: a member moves exactly the printed number of steps (2); three is refused with the
    rules' reason, the card slides back and nothing changes."""
    window = duel(qtbot, settings)
    view = window.page.view
    drag(view, centre(window, "prep:excuse-me-2a"), zone_centre(window, "slot:1"))
    prompt = table(window).prompt_label
    assert prompt is not None  # the card's name keeps its own "!", and what to do is a sentence of its own
    assert prompt.text.endswith("“Excuse Me!”: drag a member exactly 2 places left or right.")
    card = table(window).items["mine:1"]
    origin = card.pos()
    drag(view, centre(window, "mine:1"), zone_centre(window, "slot:4"))
    assert window.controller is not None
    reason = window.controller.state.why_illegal(0, Prepare("excuse-me", (1, 1, 3)))
    assert reason is not None and table(window).bubble.text == reason.reason == \
        "“Excuse Me!” moves a member 2 steps, not 3"
    assert card.pos() == origin
    assert my_actions(window) == []
    drag(view, centre(window, "mine:1"), zone_centre(window, "slot:3"))
    assert my_actions(window) == ["prep excuse-me move 1 right 2"]
    assert window.controller.state.view(0).plan[:3] == ("mamma", "arturo", "papa")


def test_wild_dance_collects_three_separate_swaps_before_it_is_played(qtbot: Any, settings: Any) -> None:
    """A Wild Dance reverses three pairs; no card in two swaps. A pick that leaves no third pair is refused."""
    window = duel(qtbot, settings)
    view = window.page.view
    drag(view, centre(window, "prep:a-wild-dance-1"), zone_centre(window, "slot:1"))
    drag(view, centre(window, "mine:2"), zone_centre(window, "slot:3"))
    assert table(window).preparing is not None and table(window).preparing.drags == ((2, 3),)
    drag(view, centre(window, "mine:5"), zone_centre(window, "slot:6"))  # 2-3 and 5-6 leave no third pair
    assert "3 separate pairs" in table(window).bubble.text
    drag(view, centre(window, "mine:3"), zone_centre(window, "slot:4"))  # 3 is already dancing
    assert "3 separate pairs" in table(window).bubble.text
    assert my_actions(window) == []
    drag(view, centre(window, "mine:4"), zone_centre(window, "slot:5"))
    drag(view, centre(window, "mine:7"), zone_centre(window, "slot:6"))
    assert my_actions(window) == ["prep a-wild-dance 2-3,4-5,6-7"]


def test_cancel_puts_the_preparation_card_back(qtbot: Any, settings: Any) -> None:
    window = duel(qtbot, settings)
    drag(window.page.view, centre(window, "prep:a-wild-dance-1"), zone_centre(window, "slot:1"))
    assert "prep:a-wild-dance-1" not in table(window).items
    click(window.page.view, centre(window, "cancel-prep"))
    assert table(window).preparing is None and "prep:a-wild-dance-1" in table(window).items


def test_life_of_the_party_crowns_the_member_it_is_dropped_on(qtbot: Any, settings: Any) -> None:
    """The Life of the Party lies on a member of your plan and moves with it."""
    window = duel(qtbot, settings)
    drag(window.page.view, centre(window, "prep:the-life-of-the-party"), zone_centre(window, "slot:5"))
    assert my_actions(window) == ["prep the-life-of-the-party crown 5"]
    item = table(window).items["mine:5"]
    assert isinstance(item, FamilyCardItem) and item.crowned


def test_you_are_really_good_is_dropped_on_an_opponent(qtbot: Any, settings: Any) -> None:
    """You Are Really Good!: indicate an opponent — drop the card on their place; not on your plan."""
    window = duel(qtbot, settings)
    drag(window.page.view, centre(window, "prep:you-are-really-good"), zone_centre(window, "slot:2"))
    assert "opponent" in table(window).bubble.text and my_actions(window) == []
    drag(window.page.view, centre(window, "prep:you-are-really-good"), zone_centre(window, "seat:1"))
    assert my_actions(window) == ["prep you-are-really-good seat 1"]


def test_three_preparation_cards_at_most_refused_with_the_reason(qtbot: Any, settings: Any) -> None:
    """2. Take a Preparation Card: at most three times in a game; the three slots show the limit."""
    window = duel(qtbot, settings)
    controller = window.controller
    assert controller is not None
    controller.state.taken[0] = [PREP_INDEX["excuse-me-3"], PREP_INDEX["excuse-me-4"], PREP_INDEX["a-wild-dance-2"]]
    table(window).rebuild(controller.view())
    assert all(f"held:{k}" in table(window).items for k in range(3))
    drag(window.page.view, centre(window, "prep:excuse-me-2a"), zone_centre(window, "slot:1"))
    assert table(window).bubble.text == "You already hold 3 Preparation cards"
    assert table(window).preparing is None and my_actions(window) == []


# --- whole games, privacy, the scorepad, language ---------------------------------------------------


def play_my_turn_by_gesture(window: MainWindow, turn: int) -> None:
    """One human turn through the GUI: mostly deck tops onto the Birthday card, sometimes Grandpa Ivo."""
    t = table(window)
    view = window.page.view
    decks = sorted(k for k in t.items if k.startswith("deck:"))
    key = decks[turn % len(decks)]
    drag(view, centre(window, key), zone_centre(window, "birthday"))
    for question in ("ivo:", "copy:"):  # whom Grandpa Ivo copies, then which copies are taken
        if t.activating is not None:
            legal = [k for k, item in t.items.items()
                     if k.startswith(question) and isinstance(item, ChoiceItem) and item.legal]
            if legal:
                click(view, centre(window, sorted(legal)[0]))


def test_full_game_human_and_bots_through_the_gui_ends_on_the_scorepad(qtbot: Any, settings: Any) -> None:
    """A whole 3-player game: the human plays every turn by dragging; the game ends when only three
    decks remain (End of the Game) and the scorepad is filled in completely."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal")], seed=11)
    controller = window.controller
    assert controller is not None
    turn = 0
    while not controller.state.is_over():
        qtbot.waitUntil(lambda: controller.state.is_over() or (bool(controller.legal_actions())
                                                               and not controller.animator.busy), timeout=20_000)
        if controller.state.is_over():
            break
        before = len(controller.record.actions)
        play_my_turn_by_gesture(window, turn)
        assert len(controller.record.actions) == before + 1
        turn += 1
    assert turn >= 8
    assert sum(1 for size in controller.state.view(0).deck_sizes if size) == 3 or controller.state.is_over()
    pad = table(window).items.get("scorepad")
    assert isinstance(pad, Scorepad) and pad.step == LAST_STEP
    result = controller.state.result()
    assert [s.total for s in pad.figures.seats] == list(result.scores)
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=5_000)


def test_scorepad_is_filled_in_step_by_step_and_shown_from_the_end_screen(qtbot: Any, settings: Any) -> None:
    """Scoring: the scorepad columns appear in the order players fill them in; the end screen offers it."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=3)
    controller = window.controller
    assert controller is not None
    while True:
        qtbot.waitUntil(lambda: bool(controller.legal_actions()) and not controller.animator.busy, timeout=20_000)
        state = controller.state
        decks = [d for d in range(1, 7) if state.decks[d - 1]]
        last = len(decks) == 4 and any(len(state.decks[d - 1]) == 1 for d in decks)
        if last:
            break
        actions = [a for a in controller.legal_actions() if isinstance(a, Activate | Ivo)]
        # empty the smallest deck first so the end comes quickly
        actions.sort(key=lambda a: len(state.decks[a.deck - 1]))
        assert controller.submit(actions[0]) is None
    settings.set("animation_speed", 8.0)
    state = controller.state
    deck = next(d for d in range(1, 7) if len(state.decks[d - 1]) == 1)
    top = state.decks[deck - 1][-1]
    action = Ivo(deck, None) if PARTY_CARDS[top].member == 7 else Activate(deck)
    assert controller.submit(action) is None
    assert controller.state.is_over()
    qtbot.waitUntil(lambda: isinstance(table(window).items.get("scorepad"), Scorepad), timeout=10_000)
    pad = table(window).items["scorepad"]
    assert pad.step < LAST_STEP
    qtbot.waitUntil(lambda: table(window).items["scorepad"].step == LAST_STEP, timeout=20_000)
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=5_000)
    window.page.end.look_button.click()  # the shell's "Look at the table" uncovers the scorepad
    assert not window.page.end.isVisible()
    assert window.page.results_button.isVisible()
    window.page.results_button.click()
    assert window.page.end.isVisible()


def test_hot_seat_no_human_sees_another_family_plan_before_the_end(qtbot: Any, settings: Any) -> None:
    """You can always look at your own Family Plan; the others' stay face down until the scoring."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben")], seed=8)
    controller = window.controller
    assert controller is not None
    seen_turns = 0
    screens = 0
    while not controller.state.is_over():
        qtbot.waitUntil(lambda: window.page.privacy.isVisible() or bool(controller.legal_actions()), timeout=5_000)
        if window.page.privacy.isVisible():
            assert not table(window).items  # the table is cleared behind the screen
            screens += 1
            window.page.privacy.ready.emit()
            qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=5_000)
        me = controller.perspective
        assert me is not None
        other = 1 - me
        t = table(window)
        for pos in range(1, 8):
            theirs = t.items[f"opp:{other}:{pos}"]
            mine = t.items[f"mine:{pos}"]
            assert isinstance(theirs, FamilyCardItem) and theirs.member is None and not theirs.face_up
            assert isinstance(mine, FamilyCardItem) and mine.member is not None
        other_plan = controller.state.plans[other]
        assert all(t.items[f"mine:{p}"].member == controller.state.plans[me][p - 1] for p in range(1, 8))
        assert other_plan is not None
        seen_turns += 1
        actions = controller.legal_actions()
        assert controller.submit(actions[seen_turns % len(actions)]) is None
    assert seen_turns > 10 and screens >= seen_turns - 1
    t = table(window)
    me = controller.perspective if controller.perspective is not None else 0
    assert all(t.items[f"opp:{1 - me}:{p}"].member is not None for p in range(1, 8))  # revealed at the end


def test_member_and_object_names_follow_the_language_setting(qtbot: Any, settings: Any) -> None:
    """Member and object names in Italian when the language setting says so (English by default)."""
    window = duel(qtbot, settings)
    t = table(window)
    assert t.names.member(0) == "Moody Dad" and t.names.object(3) == "spring toy"
    settings.set("language", "it")
    assert window.controller is not None
    t.rebuild(window.controller.view())
    assert t.names.member(0) == "Papà Lunatico" and t.names.object(3) == "pupazzo a molla"
    tips = [item.toolTip() for item in t.items.values()]
    assert any("Papà Lunatico" in tip or "Mamma Vamp" in tip or "Nonna Melma" in tip for tip in tips)


def test_grandpa_ivo_dropped_on_the_cleaning_card_copies_the_nanny(qtbot: Any, settings: Any) -> None:
    """Grandpa Ivo copying the Nanny puts his haul under the Cleaning card (ruling)."""
    # mamma-1 has cobwebs
    window = with_objects_out(qtbot, settings, {5: ["ivo-1"]}, ["mamma-1", "papa-6"])
    controller = window.controller
    assert controller is not None
    drag(window.page.view, centre(window, "deck:5"), zone_centre(window, "cleaning"))
    assert my_actions(window) == ["ivo 5 copy stein"]
    assert controller.state.cleaning == [PARTY_INDEX["mamma-1"], PARTY_INDEX["papa-6"]]


def test_grandpa_ivo_dropped_on_the_objects_turns_over(qtbot: Any, settings: Any) -> None:
    """If you do not use Grandpa Ivo's ability he turns over and joins the available objects."""
    window = duel(qtbot, settings, {"decks": decks_with({6: ["ivo-3"]}), "preparation": ROW})
    drag(window.page.view, centre(window, "deck:6"), zone_centre(window, "objects"))
    assert my_actions(window) == ["ivo 6 flip"]
    assert "obj:ivo-3" in table(window).items


def test_keyboard_path_tab_to_a_deck_enter_then_enter_on_the_birthday_card(qtbot: Any, settings: Any) -> None:
    """Every gesture has a keyboard path: Tab to a deck's top card, Enter, Tab to the lit card, Enter."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = duel(qtbot, settings)
    t = table(window)
    view = window.page.view
    view.setFocus()
    for _ in range(40):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        focused = t.focused()
        if focused is not None and getattr(focused, "key", "").startswith("deck:"):
            break
    deck = t.focused().key
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert t.selected is not None and t.selected.key == deck
    # picked up, the keyboard lands on a place the card may go (the dimmed ones come after them)
    landed = next(key for key, zone in t.zones.items() if zone is t.focused())
    assert t.verdicts[landed] is None
    for _ in range(40):
        if t.focused() is t.zones["birthday"]:
            break
        QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert my_actions(window) == [f"activate {deck.split(':')[1]}"]


def test_escape_closes_grandpa_ivos_question(qtbot: Any, settings: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = duel(qtbot, settings, {"decks": decks_with({1: ["ivo-1"]}), "preparation": ROW})
    drag(window.page.view, centre(window, "deck:1"), zone_centre(window, "birthday"))
    assert "ivo:flip" in table(window).items
    QTest.keyClick(window.page.view, Qt.Key.Key_Escape)
    assert "ivo:flip" not in table(window).items and my_actions(window) == []


def test_a_bots_only_table_shows_no_family_plan_face_up_until_the_end(qtbot: Any, settings: Any) -> None:
    """Watching bots play (no human seat), every Family Plan stays face down until the scoring."""
    window = open_game(qtbot, settings, [Player("Ben", "normal"), Player("Cy", "normal")], seed=4)
    controller = window.controller
    assert controller is not None
    checks = 0
    while not controller.state.is_over() and checks < 15:
        qtbot.waitUntil(lambda seen=checks: len(controller.record.actions) > seen or controller.state.is_over(),
                        timeout=10_000)
        t = table(window)
        cards = [item for key, item in t.items.items() if key.startswith(("opp:", "mine:"))]
        if not controller.state.is_over():
            assert cards and all(isinstance(c, FamilyCardItem) and c.member is None for c in cards)
        checks += 1
    assert checks >= 10


def test_whole_game_with_animations_on_ends_in_the_picture_a_rebuild_draws(qtbot: Any, settings: Any) -> None:
    """Every event kind animates (flip, collect, the Nanny's sweep, discard, Preparation moves, the end)
    and each animation ends in exactly the table a fresh build would draw."""
    settings.set("animation_speed", 10.0)  # the fastest setting (outside 0-10 reads as the default)
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal")], seed=21)
    controller = window.controller
    assert controller is not None
    turn = 0
    while not controller.state.is_over():
        qtbot.waitUntil(lambda: controller.state.is_over() or (bool(controller.legal_actions())
                                                               and not controller.animator.busy), timeout=30_000)
        if controller.state.is_over():
            break
        t = table(window)
        shown = sorted(t.items)
        t.rebuild(controller.view())
        assert sorted(t.items) == shown
        actions = controller.legal_actions()
        preps = [a for a in actions if isinstance(a, Prepare)]
        action = preps[0] if preps and turn % 4 == 1 else actions[turn % len(actions)]
        assert controller.submit(action) is None
        turn += 1
    qtbot.waitUntil(lambda: not controller.animator.busy, timeout=30_000)
    pad = table(window).items.get("scorepad")
    assert isinstance(pad, Scorepad) and pad.step == LAST_STEP


def test_hint_lights_the_suggested_deck_and_the_birthday_card(qtbot: Any, settings: Any) -> None:
    window = duel(qtbot, settings)
    t = table(window)
    t.show_hint(Activate(3))
    assert t.items["deck:3"].hint_glow and t.zones["birthday"].glow == "hint"
    card = t.items["deck:3"]
    assert isinstance(card, PartyCardItem)
    who = t.names.member(card.member)
    bubble = t.hint_bubble
    assert bubble.isVisible() and bubble.text == f"Activate {who} (the lit card)"
    # A suggestion's bubble, not a refusal's, and it covers no piece.
    placed = bubble.mapRectToScene(bubble._rect)
    pieces = [i.sceneBoundingRect() for i in t.items.values() if i.isVisible() and not i.hint_glow]
    assert not t.bubble.isVisible() and not any(placed.intersects(r) for r in pieces)


def test_a_preparation_hint_lights_the_card_that_allows_the_choice(qtbot: Any, settings: Any) -> None:
    """Of two Excuse Me! cards (or two That's My Place! cards) the hint lights the one whose printed number
    (or positions) the suggested choice needs, not the first of its kind."""
    from rules.arturo.data import EXCUSE_ME, MY_PLACE
    from rules.arturo.plan import LEFT

    row = ["excuse-me-2a", "that-s-my-place-1-2", "excuse-me-4", "that-s-my-place-6-7", "a-wild-dance-1"]
    t = table(duel(qtbot, settings, {"plans": [PLAN, PLAN[::-1]], "preparation": row}))

    def lit() -> list[str]:
        return [item.card_id for item in t.items.values() if isinstance(item, PrepCardItem) and item.hint_glow]

    t.show_hint(Prepare(EXCUSE_ME, (5, LEFT, 4)))
    assert lit() == ["excuse-me-4"]
    t.show_hint(Prepare(MY_PLACE, (6, 7)))
    assert lit() == ["that-s-my-place-6-7"]


def test_an_italian_hint_sets_the_card_apart_once(qtbot: Any, italian: Any) -> None:
    """The Italian sets a card's name in «»: the hint's verb and its choice each quote it, only once between them."""
    from rules.arturo.data import STAY_CLOSE

    t = table(duel(qtbot, italian))
    t.show_hint(Prepare(STAY_CLOSE, (1, 4)))
    assert t.hint_bubble.text == "Prendi «Possiamo stare vicini?» e scambia la coppia 1–2 con la coppia 4–5"


def test_preparation_hints_say_the_card_and_the_choice_in_words(qtbot: Any, settings: Any) -> None:
    """Stay Close moves two pairs as blocks, Excuse Me one member: the words say which (plan.py rules)."""
    from rules.arturo.data import EXCUSE_ME, MEMBER_INDEX, STAY_CLOSE
    from rules.arturo.plan import LEFT

    t = table(duel(qtbot, settings))
    t.show_hint(Prepare(STAY_CLOSE, (1, 4)))
    # the card's name is set apart in quotes: "A…"/"The…" titles and their "?" would run into the sentence
    assert t.hint_bubble.text == "Take “Can We Stay Close?” and swap the pair 1–2 with the pair 4–5"
    t.show_hint(Prepare(EXCUSE_ME, (5, LEFT, 2)))
    plan = t.view.players[t.me(t.view)].plan
    assert plan is not None  # the hint is for the seat on screen, who knows their own plan: it names the relative
    moved = t.names.member(MEMBER_INDEX[plan[4]])
    assert t.hint_bubble.text == f"Take “Excuse Me!” and move {moved} from 5th to 3rd place"



# --- what the table shows is what the rules' view says (issue 17) --------------------------------


def rigged_end(window: MainWindow) -> None:
    """End the game of `window` with known objects: under the Birthday card a cake, two teddy bears,
    a spring toy and a balloon (all clean); under the Cleaning card two gifts, one of them cobwebbed.
    Member values: Dad 3, Mom 0, Arturo 4, Grandma 1, Tut 5, Mindcat 2, the Nanny 3."""
    controller = window.controller
    assert controller is not None
    state = controller.state
    birthday = ["mamma-5", "mentegatto-5", "mentegatto-6", "nonna-5", "arturo-5"]
    cleaning = ["papa-1", "papa-3"]
    for card_id in birthday + cleaning:
        index = PARTY_INDEX[card_id]
        for deck in state.decks:
            if index in deck:
                deck.remove(index)
    state.birthday = [PARTY_INDEX[c] for c in birthday]
    state.birthday_counts = [0, 1, 2, 1, 1, 0]
    state.cleaning = [PARTY_INDEX[c] for c in cleaning]
    state.cleaning_cobwebs = 1
    state.discard = [c for deck in state.decks for c in deck]
    for deck in state.decks:
        deck.clear()
    state.over = True
    table(window).rebuild(controller.view())


def test_scorepad_fills_in_the_rulebook_scoring_from_the_view(qtbot: Any, settings: Any) -> None:
    """Scoring: positions 1-3 add, 7 subtracts; the best 1st and 2nd members earn +3 and +2 and the best
    7th costs 1 more, ties included; the Nanny's column counts cobwebbed objects only (3 each); Arturo
    scores 1 more per teddy-and-spring pair. Ana (Dad 3, Mom 0, Arturo 4, … Nanny 3) makes
    3 + 0 + 4 - 3 + 3 - 1 = 6; Bot (Nanny 3, Mindcat 2, Tut 5, … Dad 3) 3 + 2 + 5 - 3 + 3 + 2 - 1 = 11."""
    window = duel(qtbot, settings)
    rigged_end(window)
    pad = table(window).items["scorepad"]
    assert isinstance(pad, Scorepad)
    texts = pad.shown_texts()
    for cell in ("1×3 = 3", "1×1 = 1", "2×2 = 4", "1×2 = 2"):
        assert cell in texts, cell
    assert any(text.startswith("Winner: Bot") for text in texts)
    assert texts.count("+3") >= 2 and texts.count("−1") >= 2 and "+2" in texts  # ties share the bonus
    assert [s.total for s in pad.figures.seats] == [6, 11]
    assert "6" in texts and "11" in texts
    assert window.controller is not None
    view = window.controller.state.view(0)
    assert pad.figures.seats == view.scores and pad.figures.ranks == view.ranks == (2, 1)


def test_side_panel_scores_are_the_views(qtbot: Any, settings: Any) -> None:
    """The side panel's "plan +N" is what the view says the shown plan makes now (positions 1-3 added,
    7 subtracted); at the end it lists each player's total."""
    window = duel(qtbot, settings)
    controller = window.controller
    assert controller is not None
    controller.state.birthday = [PARTY_INDEX["arturo-5"], PARTY_INDEX["mamma-5"]]
    controller.state.birthday_counts = [0, 1, 0, 0, 1, 0]  # Dad 3, Grandma 1, Tut 1
    view = controller.view()
    lines = dict(table(window).score_lines(view))
    assert view.plan_points(0) == 3 + 0 + 0 - 0
    assert lines[0] == "Ana: 0/3 Preparation cards · plan +3" and "plan" not in lines[1]
    rigged_end(window)
    assert dict(table(window).score_lines(controller.view())) == {0: "Ana: 6 points", 1: "Bot: 11 points"}


def test_counts_beside_the_piles_and_member_values_follow_the_view(qtbot: Any, settings: Any) -> None:
    """End of the Game: objects under the Birthday card are counted per object; under the Cleaning card
    only the cobwebbed ones count. The Nanny sweeps a clean gift and a cobwebbed spring toy: the table
    counts 1 cobweb of 2 cleaned, and the Nanny's card on the plan is worth 3."""
    window = with_objects_out(qtbot, settings, {1: ["papa-5"], 3: ["stein-3"]}, ["papa-5", "nonna-1"])
    controller = window.controller
    assert controller is not None
    drag(window.page.view, centre(window, "deck:3"), zone_centre(window, "cleaning"))
    assert my_actions(window) == ["activate 3"]
    qtbot.waitUntil(lambda: not controller.animator.busy and "counts:cleaning" in table(window).items,
                    timeout=10_000)
    t = table(window)
    view = controller.state.view(0)
    cleaning = t.items["counts:cleaning"]
    birthday = t.items["counts:birthday"]
    assert isinstance(cleaning, CountsItem) and isinstance(birthday, CountsItem)
    assert cleaning.counts == [(-1, view.cleaning_cobwebs)] == [(-1, 1)] and "2 cleaned" in cleaning.extra
    assert [n for _, n in birthday.counts] == list(view.birthday_counts)
    nanny = next(item for item in t.items.values() if isinstance(item, FamilyCardItem)
                 and item.key.startswith("mine:") and item.member == MEMBER_INDEX["stein"])
    assert nanny.value == view.member_values["stein"] == 3


def test_the_player_to_act_glows_and_the_prompt_names_them(qtbot: Any, settings: Any) -> None:
    """Whose turn it is shows on the table itself: that seat's mat glows and the prompt names them."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben")], seed=8)
    controller = window.controller
    assert controller is not None
    if window.page.privacy.isVisible():
        window.page.privacy.ready.emit()
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=5_000)
    t = table(window)
    me = controller.perspective
    assert me is not None
    mine, theirs = t.items[f"mat:{me}"], t.items[f"mat:{1 - me}"]
    assert isinstance(mine, SeatPanel) and isinstance(theirs, SeatPanel) and mine.active and not theirs.active
    assert t.prompt_label is not None and t.prompt_label.text.startswith(f"{controller.seat_names()[me]} — your move")


# --- which copy (issue 22) --------------------------------------------------------------------


def with_objects_out(qtbot: Any, settings: Any, tops: dict[int, list[str]], out: list[str]) -> MainWindow:
    """A duel (Ana's plan `PLAN`, the bot's its reverse) with `tops` on top of their decks and the Party cards
    `out` lying out as the available objects, oldest first."""
    window = duel(qtbot, settings, {"decks": decks_with(tops), "plans": [PLAN, PLAN[::-1]], "preparation": ROW})
    controller = window.controller
    assert controller is not None
    controller.state.table = [PARTY_INDEX[card] for card in out]
    table(window).rebuild(controller.view())
    return window


def test_which_copy_the_table_asks_when_clean_and_cobwebbed_copies_lie_there(qtbot: Any, settings: Any) -> None:
    """1. Activate a Party Card: take one copy of each wanted object — when a cake lies there clean and
    cobwebbed, the player chooses which (table ruling), and the clean one goes under the Birthday card."""
    # Grandma on deck 4, and a cobwebbed and a clean cake out
    window = with_objects_out(qtbot, settings, {4: ["nonna-6"]}, ["mamma-1", "mamma-5"])
    controller = window.controller
    assert controller is not None
    drag(window.page.view, centre(window, "deck:4"), zone_centre(window, "birthday"))
    t = table(window)
    choices = {k: item for k, item in t.items.items() if k.startswith("copy:")}
    assert my_actions(window) == [] and len(choices) == 2
    labels = sorted(item.label for item in choices.values() if isinstance(item, ChoiceItem))
    assert labels == ["clean cake", "cobwebbed cake"]
    clean = next(k for k, item in choices.items() if isinstance(item, ChoiceItem) and item.label == "clean cake")
    click(window.page.view, centre(window, clean))
    assert my_actions(window) == ["activate 4 clean cake"]
    assert controller.state.birthday == [PARTY_INDEX["mamma-5"]]


def test_no_question_when_every_copy_is_alike(qtbot: Any, settings: Any) -> None:
    """Two clean cakes are alike: the activation is played at once, with no question."""
    window = with_objects_out(qtbot, settings, {4: ["nonna-6"]}, ["mamma-5", "mamma-6"])
    controller = window.controller
    assert controller is not None
    drag(window.page.view, centre(window, "deck:4"), zone_centre(window, "birthday"))
    assert my_actions(window) == ["activate 4"] and table(window).activating is None


def test_grandpa_ivo_copying_asks_which_copy_next(qtbot: Any, settings: Any) -> None:
    """Grandpa Ivo copying Grandma takes what she would: here too the player picks the cobwebbed cake."""
    window = with_objects_out(qtbot, settings, {1: ["ivo-1"]}, ["mamma-5", "mamma-1"])
    controller = window.controller
    assert controller is not None
    drag(window.page.view, centre(window, "deck:1"), zone_centre(window, "birthday"))
    click(window.page.view, centre(window, "ivo:nonna"))
    t = table(window)
    webbed = next(k for k, item in t.items.items() if isinstance(item, ChoiceItem) and item.label == "cobwebbed cake")
    click(window.page.view, centre(window, webbed))
    assert my_actions(window) == ["ivo 1 copy nonna cobwebbed cake"]
    assert controller.state.birthday == [PARTY_INDEX["mamma-1"]]


# --- laptop screens and language (issues 18 and 21) -------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_text_is_at_least_15_units_and_every_piece_inside_the_table(qtbot: Any, settings: Any,
                                                                          size: tuple[int, int]) -> None:
    """Readable on a laptop: no label under 15 units (12 px at the smallest scale), nothing off the area."""
    window = shown_window(qtbot, settings, size)
    window.start_game(Record("arturo", [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal"),
                                        Player("Dee", "normal"), Player("Eve", "normal")], 5, {}), [])
    human_turn(qtbot, window)
    t = table(window)
    qtbot.waitUntil(lambda: t.compact == (size == (1280, 720)), timeout=5_000)
    area = t.area
    labels = [i for i in window.page.scene.items() if isinstance(i, LabelItem) and i.text]
    assert labels and min(label.font.pixelSize() for label in labels) >= 15
    for key, item in t.items.items():
        if item.isVisible():
            rect = item.sceneBoundingRect()
            assert area.adjusted(-12, -12, 12, 12).contains(rect), key


def test_member_and_card_names_are_italian_when_the_app_is(qtbot: Any, settings: Any) -> None:
    """Arturo's member, object and Preparation card names follow the language (the product's Italian names)."""
    settings.set("language", "it")
    window = duel(qtbot, settings)
    t = table(window)
    assert t.names.member(MEMBER_INDEX["papa"]) == "Papà Lunatico" and t.names.prep("excuse-me") == "Permesso!"
    cards = [item for item in t.items.values() if isinstance(item, FamilyCardItem) and item.key.startswith("mine:")]
    assert cards and all(c.names.italian for c in cards)


def rivals_with_chips(qtbot: Any, settings: Any, size: tuple[int, int], players: int = 3, seed: int = 5,
                      moves: int = 45, language: str = "en") -> tuple[MainWindow, list[str], set[str]]:
    """`players` players, `moves` moves in, shown to Ana at `size`: a rival holds the Preparation card
    with the longest name. Returns the window, the rivals' cards' names and the texts the table draws."""
    from desktop.devtools.text_audit import audit_table
    from desktop.games.arturo.art import Names
    from rules.arturo.data import PREP_CARDS
    from rules.bots import make_bot
    from rules.core import get_game

    game = get_game("arturo")
    state = game.new(players, game.resolve_options({}), seed)
    bot, rng = make_bot("arturo", "normal"), random.Random(3)
    while len(state.history) < moves or state.to_act()[0] != 0:
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.view(seat), rng))
    kinds = [PREP_CARDS[PREP_INDEX[c]].kind for seat in range(1, players)
             for c in state.view(0).players[seat].preparation]
    assert "shall-we-swap-places" in kinds  # the deal gives a rival the longest name
    settings.set("language", language)
    names = [Names(language).prep(kind) for kind in kinds]
    window = shown_window(qtbot, settings, size)
    seats = [Player(n, "normal" if i else "human") for i, n in enumerate(["Ana", "Ben", "Cy", "Dee", "Eve"][:players])]
    drawn = {text for _, text in audit_table(window, Record.of(state, seats), size)}
    return window, names, drawn


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_rivals_preparation_chips_show_their_names_whole(qtbot: Any, settings: Any, size: tuple[int, int]) -> None:
    """A rival's Preparation cards sit on its mat as chips; with two rivals the chips take the room the
    Family Plan can spare, so even the longest names ("Shall We Swap Places?") read whole, not cut."""
    _window, names, drawn = rivals_with_chips(qtbot, settings, size)
    assert [n for n in names if n not in drawn] == []


@pytest.mark.parametrize(("players", "seed", "moves", "size", "language"), [
    (4, 2, 60, (1280, 720), "en"), (4, 2, 60, (1920, 1080), "en"), (4, 2, 60, (1280, 720), "it"),
    (5, 1, 40, (1280, 720), "en"), (5, 1, 40, (1920, 1080), "it")])
def test_crowded_rivals_chips_still_read_whole(qtbot: Any, settings: Any, players: int, seed: int, moves: int,
                                               size: tuple[int, int], language: str) -> None:
    """Three or four rivals on a narrow band: the face-down Family Plans close up (their cards are all
    alike) so that every chip still names its card whole, "Shall We Swap Places?" and
    "Ci scambiamo di posto?" included (issue 32: they read "Can We Stay Clo…")."""
    window, names, drawn = rivals_with_chips(qtbot, settings, size, players, seed, moves, language)
    assert [n for n in names if n not in drawn] == []
    t = table(window)
    for seat in range(1, players):  # the chips cover none of the plan's cards
        chips = [i for k, i in t.items.items() if k.startswith(f"taken:{seat}:")]
        for card in (t.items[f"opp:{seat}:{pos}"] for pos in range(1, 8)):
            body = card.mapRectToScene(card.body())
            assert not any(body.intersects(c.mapRectToScene(c.body())) for c in chips)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_thinking_marker_covers_no_rivals_chips_or_words(qtbot: Any, settings: Any, size: tuple[int, int]) -> None:
    """A bot's marker reads "thinking…" on its face-down Family Plan, clear of its name, its count of
    Preparation cards and their chips."""
    window, _names, _drawn = rivals_with_chips(qtbot, settings, size)
    t = table(window)
    for seat in (1, 2):
        t.show_thinking(seat, True)
        label = t.thinking_label
        assert label is not None and label.isVisible() and label.text == "thinking…"
        assert covered(label, SeatPanel, DropZone, FamilyCardItem) == []


def test_monkey_random_clicks_drags_and_keys_raise_nothing(qtbot: Any, settings: Any) -> None:
    """Random gestures, most of them on the pieces, over a hot-seat game with a bot (a privacy screen
    between the two people): nothing raises, moves are made only by the rules, and the table shows what a
    fresh build of the view shows."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben"), Player("Cy", "random")], seed=25,
                       size=(1280, 720))
    keys = [Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape,
            Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down]
    monkey(window, random.Random(3), 1200, keys, drag_share=0.4)
    controller = window.controller
    assert controller is not None and len(controller.record.actions) >= 3, "the gestures played no move"
    left_whole_by_the_monkey(qtbot, window)
