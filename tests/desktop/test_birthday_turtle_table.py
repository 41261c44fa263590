"""The Happy Birthday Turtle!! table driven through the real window: drag, click, keyboard, whole games.

Rule references are to the rulebook's sections (seeds/000): "How to Play, step 1" (choose an
Animal card and a Pattern card), "Supplementary Rules for Play" (no Pattern card for a table
without a Celebration card), "Additional Changes for 2-Player Games".
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from desktop.screens.main_window import MainWindow
from desktop.table.panels import SeatPanel
from desktop.table.zones import DropZone
from rules.birthday_turtle.data import PATTERN_NAMES
from rules.core import Player, Record
from tests.desktop.helpers import click, covered, drag, game_opener, left_whole_by_the_monkey, monkey, shown_window

pytestmark = pytest.mark.gui


open_game = game_opener("birthday-turtle")


def bots_done(window: MainWindow) -> bool:
    c = window.controller
    return c is not None and all(c.seats[s].is_human for s in c.state.to_act())


def human_turn(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.controller is not None and bool(window.controller.legal_actions())
                    and bots_done(window) and window.table is not None and "hand:pattern:0" in window.table.items,
                    timeout=10_000)


def centre(window: MainWindow, key: str) -> QPointF:
    assert window.table is not None
    return window.table.items[key].sceneBoundingRect().center()


def zone_centre(window: MainWindow, pattern: str) -> QPointF:
    assert window.table is not None
    return window.table.zones[f"table:{pattern}"].sceneBoundingRect().center()


def hand_key(window: MainWindow, kind: str, want: Any) -> str:
    assert window.table is not None
    field = "value" if kind == "animal" else "pattern"
    for key, item in window.table.items.items():
        if key.startswith(f"hand:{kind}:") and item.data_.get(field) == want:
            return key
    raise AssertionError(f"no {kind} card {want} in hand")


def solo(qtbot: Any, settings: Any) -> MainWindow:
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal"),
                                         Player("Dee", "normal")])
    human_turn(qtbot, window)
    return window


def test_legal_drag_of_animal_and_pattern_card_becomes_the_commitment(qtbot: Any, settings: Any) -> None:
    """How to Play, step 1: one Animal card and one Pattern card, placed face down, then committed."""
    window = solo(qtbot, settings)
    view = window.page.view
    drag(view, centre(window, hand_key(window, "animal", 2)), zone_centre(window, "floral"))
    drag(view, centre(window, hand_key(window, "pattern", "floral")), zone_centre(window, "floral"))
    assert "pending:animal:0" in window.table.items and "pending:pattern:0" in window.table.items
    click(view, centre(window, "commit"))
    assert window.controller is not None
    assert (0, "play 2 floral") in window.controller.record.actions


def test_committed_cards_lie_face_down_on_their_table_and_leave_the_hand(qtbot: Any, settings: Any) -> None:
    """How to Play, step 1: the cards placed face down are on the table while the others choose, not also still
    in hand (the view keeps them in hand until the reveal, so the table takes them out)."""
    settings.set("bot_delay_ms", 10_000, persist=False)  # the bots choose after Ana: the round is not revealed yet
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal")])
    qtbot.waitUntil(lambda: bool(window.controller.legal_actions()) and "hand:pattern:0" in window.table.items)
    table = window.table
    hand = sorted(item.data_["value"] for key, item in table.items.items() if key.startswith("hand:animal:"))
    patterns = sorted(item.data_["pattern"] for key, item in table.items.items() if key.startswith("hand:pattern:"))
    view = window.page.view
    drag(view, centre(window, hand_key(window, "animal", hand[0])), zone_centre(window, patterns[0]))
    drag(view, centre(window, hand_key(window, "pattern", patterns[0])), zone_centre(window, patterns[0]))
    click(view, centre(window, "commit"))
    qtbot.waitUntil(lambda: window.controller.view().my_commitment is not None and "commit" in table.items)
    left = sorted(item.data_["value"] for key, item in table.items.items() if key.startswith("hand:animal:"))
    left_patterns = sorted(item.data_["pattern"] for key, item in table.items.items()
                           if key.startswith("hand:pattern:"))
    assert left == hand[1:] and left_patterns == patterns[1:]
    assert "pending:animal:0" in table.items and "pending:pattern:0" in table.items


def test_pattern_card_dropped_on_another_table_slides_back_with_the_reason(qtbot: Any, settings: Any) -> None:
    """A Pattern card names its table (How to Play, step 1): the drop is refused and the card goes home."""
    window = solo(qtbot, settings)
    key = hand_key(window, "pattern", "check")
    card = window.table.items[key]
    origin = card.pos()
    drag(window.page.view, card.sceneBoundingRect().center(), zone_centre(window, "stripe"))
    assert card.pos() == origin
    assert window.table.bubble.isVisible()
    assert "Check Pattern card" in window.table.bubble.text
    assert "pending:pattern:0" not in window.table.items


def test_no_pattern_card_for_a_table_without_celebration_card_reason_from_rules(qtbot: Any, settings: Any) -> None:
    """Supplementary Rules: a table with no Celebration card takes no Pattern card; the rules say why."""
    window = solo(qtbot, settings)
    controller = window.controller
    assert controller is not None
    controller.state.cards[1] = None  # the Polka-dot task was completed and the deck ran dry
    window.table.rebuild(controller.view())
    card = window.table.items[hand_key(window, "animal", 1)]
    origin = card.pos()
    drag(window.page.view, card.sceneBoundingRect().center(), zone_centre(window, "polka-dot"))
    assert card.pos() == origin
    assert window.table.bubble.text == "The Polka-dot table has no Celebration card"
    assert window.table.zones["table:polka-dot"].glow == "off"
    assert all(seat != 0 for seat, _ in controller.record.actions)


def test_legal_targets_glow_while_a_card_is_picked_up(qtbot: Any, settings: Any) -> None:
    """Selecting an Animal card lights the tables it may go to."""
    window = solo(qtbot, settings)
    click(window.page.view, centre(window, hand_key(window, "animal", 3)))
    glows = {k: z.glow for k, z in window.table.zones.items()}
    assert set(glows.values()) == {"legal"}
    click(window.page.view, centre(window, hand_key(window, "animal", 3)))
    assert {z.glow for z in window.table.zones.values()} == {"off"}


def test_click_path_select_then_target_makes_the_same_commitment(qtbot: Any, settings: Any) -> None:
    window = solo(qtbot, settings)
    view = window.page.view
    click(view, centre(window, hand_key(window, "animal", 3)))
    click(view, zone_centre(window, "check"))
    click(view, centre(window, hand_key(window, "pattern", "check")))
    click(view, zone_centre(window, "check"))
    click(view, centre(window, "commit"))
    assert (0, "play 3 check") in window.controller.record.actions


def test_click_path_wrong_table_is_refused_with_the_reason(qtbot: Any, settings: Any) -> None:
    window = solo(qtbot, settings)
    view = window.page.view
    click(view, centre(window, hand_key(window, "pattern", "floral")))
    click(view, zone_centre(window, "check"))
    assert "Floral Pattern card" in window.table.bubble.text
    assert "pending:pattern:0" not in window.table.items


def _tab_to(qtbot: Any, window: MainWindow, predicate: Any, limit: int = 40) -> None:
    view = window.page.view
    for _ in range(limit):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        focused = window.table.focused()
        if focused is not None and predicate(focused):
            return
    raise AssertionError("focus never reached the wanted piece")


def test_keyboard_path_tab_enter_makes_the_commitment(qtbot: Any, settings: Any) -> None:
    window = solo(qtbot, settings)
    view = window.page.view
    view.setFocus()
    _tab_to(qtbot, window, lambda f: getattr(f, "data_", {}).get("value") == 1 and f.key.startswith("hand:"))
    QTest.keyClick(view, Qt.Key.Key_Return)
    _tab_to(qtbot, window, lambda f: getattr(f, "key", "") == "table:polka-dot")
    QTest.keyClick(view, Qt.Key.Key_Return)
    _tab_to(qtbot, window, lambda f: getattr(f, "data_", {}).get("pattern") == "polka-dot"
            and f.key.startswith("hand:"))
    QTest.keyClick(view, Qt.Key.Key_Space)
    _tab_to(qtbot, window, lambda f: getattr(f, "key", "") == "table:polka-dot")
    QTest.keyClick(view, Qt.Key.Key_Return)
    _tab_to(qtbot, window, lambda f: getattr(f, "key", "") == "commit")
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert (0, "play 1 polka-dot") in window.controller.record.actions


def test_a_card_laid_by_the_keys_says_where_it_lies_and_the_ring_goes_on_to_the_pairs_other_card(
        qtbot: Any, settings: Any) -> None:
    """Enter laid the card and the ring went onto it: a card that said nothing, where the next Enter took it back.
    Laid, it says what it is, on which table, and that Enter takes it back; the ring goes on to the Pattern card
    the pair still lacks, then (the pair complete) to Commit, so Enter, Enter, Enter plays the pair."""
    window = solo(qtbot, settings)
    view, table = window.page.view, window.table
    view.setFocus()
    _tab_to(qtbot, window, lambda f: getattr(f, "data_", {}).get("value") == 1 and f.key.startswith("hand:"))
    QTest.keyClick(view, Qt.Key.Key_Return)
    _tab_to(qtbot, window, lambda f: getattr(f, "key", "") == "table:polka-dot")
    QTest.keyClick(view, Qt.Key.Key_Return)
    laid = window.table.items["pending:animal:0"]
    assert table.focus_words(laid) == "Animal card 1 on the Polka-dot table\nPress Enter to take it back to your hand."
    assert laid.toolTip() == "Animal card 1 on the Polka-dot table\nClick it to take it back to your hand."
    assert table.focused().key == hand_key(window, "pattern", "polka-dot")
    assert view.accessibleDescription() == "Polka-dot Pattern card\nPress Enter, then choose where it goes."
    # the card laid, in the ring: its words, and Enter there takes it back to the hand
    _tab_to(qtbot, window, lambda f: getattr(f, "key", "") == "pending:animal:0")
    assert view.accessibleDescription() == table.focus_words(laid)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert "pending:animal:0" not in table.items and len([k for k in table.items if k.startswith("hand:animal:")]) == 4
    # laid again: Enter on the Pattern card, Enter on its table (the first place in the ring), Enter on Commit
    _tab_to(qtbot, window, lambda f: getattr(f, "data_", {}).get("value") == 1 and f.key.startswith("hand:"))
    QTest.keyClick(view, Qt.Key.Key_Return)
    _tab_to(qtbot, window, lambda f: getattr(f, "key", "") == "table:polka-dot")
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert table.focused().key == "table:polka-dot"
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert table.focused().key == "commit" and view.accessibleDescription() == "Commit"
    pattern_laid = table.focus_words(table.items["pending:pattern:0"])
    assert pattern_laid.startswith("Polka-dot Pattern card on the Polka-dot table")
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert (0, "play 1 polka-dot") in window.controller.record.actions


def test_two_pairs_are_laid_out_and_committed_with_enter_alone(qtbot: Any, settings: Any) -> None:
    """A two-player odd round: after each card laid the ring goes to the next card to lay (never onto the card
    just laid, where Enter took it back), and once both pairs are down to Commit; the laid cards say their round."""
    window = two_player_game(qtbot, settings)
    view, table = window.page.view, window.table
    view.setFocus()
    _tab_to(qtbot, window, lambda f: f.key.startswith("hand:animal"))
    ringed = []
    for _ in range(12):
        ringed.append(table.focused().key)
        if ringed[-1] == "commit":
            words = {key: table.focus_words(item) for key, item in table.items.items() if key.startswith("pending:")}
            assert len(words) == 4 and all(w.split("\n")[0].endswith(("(this round)", "(next round)"))
                                           for w in words.values()), words
        QTest.keyClick(view, Qt.Key.Key_Return)
        if any(seat == 0 for seat, _ in window.controller.record.actions):
            break
    assert not [key for key in ringed if key.startswith("pending:")]
    assert ringed[-1] == "commit" and len(ringed) == 9  # four cards, each picked up and put down, then Commit
    assert any(seat == 0 for seat, _ in window.controller.record.actions)


def play_human_turn_by_clicks(window: MainWindow) -> None:
    """Play the first legal commitment through the click path."""
    controller = window.controller
    assert controller is not None
    action = controller.legal_actions()[0]
    view = window.page.view
    for slot, (value, pattern) in enumerate(action.pairs):
        if len(action.pairs) == 2:
            window.table.choose_slot(slot)
        if value:
            click(view, centre(window, hand_key(window, "animal", value)))
            click(view, zone_centre(window, pattern))
        click(view, centre(window, hand_key(window, "pattern", pattern)))
        click(view, zone_centre(window, pattern))
    before = len(controller.record.actions)
    click(view, centre(window, "commit"))
    assert len(controller.record.actions) == before + 1, window.table.bubble.text


def test_whole_game_human_and_three_bots_through_the_gui(qtbot: Any, settings: Any) -> None:
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal"), Player("Cy", "easy"),
                                         Player("Dee", "random")], seed=11)
    controller = window.controller
    assert controller is not None
    turns = 0
    while not controller.state.is_over():
        qtbot.waitUntil(lambda: controller.state.is_over() or (bool(controller.legal_actions()) and bots_done(window)
                                                               and "commit" in window.table.items), timeout=20_000)
        if controller.state.is_over():
            break
        play_human_turn_by_clicks(window)
        turns += 1
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=5_000)
    assert turns >= 3
    result = controller.state.result()
    assert window.page.end.bars.result == result
    assert len(window.panel.log.findItems("Round 1", Qt.MatchFlag.MatchContains)) == 1


def test_two_player_odd_round_asks_for_two_pairs(qtbot: Any, settings: Any) -> None:
    """Additional Changes for 2-Player Games, step 1: odd rounds choose this round's and next round's pair."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")])
    human_turn(qtbot, window)
    view = window.page.view
    drag(view, centre(window, hand_key(window, "animal", 1)), zone_centre(window, "check"))
    drag(view, centre(window, hand_key(window, "pattern", "check")), zone_centre(window, "check"))
    assert not window.table.items["commit"].enabled_  # the next round's pair is still missing
    drag(view, centre(window, hand_key(window, "animal", 3)), zone_centre(window, "polka-dot"))
    drag(view, centre(window, hand_key(window, "pattern", "polka-dot")), zone_centre(window, "polka-dot"))
    click(view, centre(window, "commit"))
    assert (0, "play 1 check, 3 polka-dot") in window.controller.record.actions


def test_hot_seat_privacy_screen_hides_the_first_commitment(qtbot: Any, settings: Any) -> None:
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben")], seed=3)
    qtbot.waitUntil(lambda: window.page.privacy.isVisible())
    assert "Ana" in window.page.privacy.message()
    window.page.privacy.ready.emit() if False else QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
    human_turn(qtbot, window)
    play_human_turn_by_clicks(window)
    secret = window.controller.record.actions[-1][1]
    qtbot.waitUntil(lambda: window.page.privacy.isVisible())
    assert "Ben" in window.page.privacy.message()
    # While the screen is up nothing of the table is drawn, and the log keeps Ana's cards secret.
    assert window.table.items == {} and window.table.zones == {}
    assert all(secret.split("play ")[1] not in line for line in window.controller.log_lines())
    QTest.keyClick(window.page.privacy, Qt.Key.Key_Return)
    human_turn(qtbot, window)
    assert window.controller.perspective == 1
    assert not any(k.startswith("pending:") for k in window.table.items)
    backs = [i for k, i in window.table.items.items() if k.startswith("committed:0:")]
    assert backs and all(not b.face_up and "value" not in b.data_ for b in backs)
    assert all("face down:" not in line for line in window.controller.log_lines())


def test_monkey_random_clicks_drags_and_keys_raise_nothing(qtbot: Any, settings: Any) -> None:
    """Thousands of random gestures on the table; pytest-qt fails the test if any slot raises, and the
    toolkit's guard if it caught an error. What they leave behind: moves made only by the rules (the
    record replays to the very same game) and a table that shows what a fresh build of the view shows."""
    import random

    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "random"), Player("Cy")], seed=9)
    keys = [Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape,
            Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down]
    monkey(window, random.Random(1), 2500, keys, drag_share=0.3, privacy_click=0.5)
    controller = window.controller
    assert controller is not None
    assert any(seat == 0 for seat, _ in controller.record.actions), "the gestures never played Ana's cards"
    left_whole_by_the_monkey(qtbot, window)


def test_hint_lights_the_suggested_table_and_cards(qtbot: Any, settings: Any) -> None:
    window = solo(qtbot, settings)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.hint()
    action = blocker.args[0]
    _value, pattern = action.pairs[0]
    assert window.table.zones[f"table:{pattern}"].glow == "hint"
    lit = [i for i in window.table.items.values() if i.hint_glow]
    assert {i.data_.get("pattern") for i in lit if "pattern" in i.data_} == {pattern}
    assert action in window.controller.legal_actions()
    assert window.table.hint_bubble.isVisible() and not window.table.bubble.isVisible()
    assert window.table.hint_bubble.text == f"Play your {_value} with the {PATTERN_NAMES[pattern]} Pattern card"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_thinking_marker_sits_on_the_bots_mat_clear_of_its_pieces(qtbot: Any, settings: Any,
                                                                   size: tuple[int, int]) -> None:
    """Four players leave each rival a narrow mat: the marker takes the place its face-down pair will
    take, under the mat's title, and covers none of the mat's cubes, cards or words."""
    window = shown_window(qtbot, settings, size)
    players = [Player("Ana"), Player("Ben", "normal"), Player("Cy"), Player("Dee", "normal")]
    window.start_game(Record("birthday-turtle", players, 5, {}), [])
    qtbot.waitUntil(lambda: window.page.privacy.isVisible())
    QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
    human_turn(qtbot, window)
    table = window.table
    assert not table.view.committed[2]  # Cy has not chosen yet: the place of its pair is empty
    window.controller.thinking.emit(2, True)
    label = table.thinking_label
    assert label is not None and label.isVisible() and label.text == "thinking…"
    assert table.seat_boxes[2].contains(label.sceneBoundingRect())
    assert covered(label, SeatPanel, DropZone) == []
    window.controller.thinking.emit(2, False)
    assert not label.isVisible()


def test_confirm_before_commit_asks_for_a_second_click(qtbot: Any, settings: Any) -> None:
    settings.set("confirm_before_commit", True)
    window = solo(qtbot, settings)
    view = window.page.view
    drag(view, centre(window, hand_key(window, "animal", 2)), zone_centre(window, "check"))
    drag(view, centre(window, hand_key(window, "pattern", "check")), zone_centre(window, "check"))
    click(view, centre(window, "commit"))
    assert all(seat != 0 for seat, _ in window.controller.record.actions)
    assert window.table.items["commit"].text == "Sure? Commit"
    click(view, centre(window, "commit"))
    assert (0, "play 2 check") in window.controller.record.actions


def test_clicking_a_waiting_card_takes_it_back(qtbot: Any, settings: Any) -> None:
    window = solo(qtbot, settings)
    view = window.page.view
    drag(view, centre(window, hand_key(window, "animal", 3)), zone_centre(window, "stripe"))
    assert len([k for k in window.table.items if k.startswith("hand:animal:")]) == 3
    click(view, centre(window, "pending:animal:0"))
    assert "pending:animal:0" not in window.table.items
    assert len([k for k in window.table.items if k.startswith("hand:animal:")]) == 4


def test_a_new_view_arriving_mid_drag_waits_until_the_drop(qtbot: Any, settings: Any) -> None:
    """Another player's move must not yank the card from under the pointer."""
    from PySide6.QtTest import QTest as T

    window = solo(qtbot, settings)
    view = window.page.view
    key = hand_key(window, "animal", 2)
    card = window.table.items[key]
    start = view.mapFromScene(card.sceneBoundingRect().center())
    target = view.mapFromScene(zone_centre(window, "check"))
    T.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    T.mouseMove(view.viewport(), start + (target - start) / 2)
    T.mouseMove(view.viewport(), target)
    window.table.rebuild(window.controller.view())  # e.g. a bot's commitment arrives now
    assert window.table.items[key] is card
    T.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    assert "pending:animal:0" in window.table.items


@pytest.mark.parametrize("count", [2, 3])
def test_any_legal_commitment_can_be_made_through_the_gui(qtbot: Any, settings: Any, count: int) -> None:
    """Whole games where the human picks a random legal commitment each round (drag or click), including
    the 2-player double pairs and a Pattern card alone once the hand is empty (Supplementary Rules)."""
    import random

    rng = random.Random(count)
    window = open_game(qtbot, settings, [Player("Ana")] + [Player(f"Bot {i}", "random") for i in range(count - 1)],
                       seed=count)
    controller = window.controller
    view = window.page.view
    while not controller.state.is_over():
        qtbot.waitUntil(lambda: controller.state.is_over() or (bool(controller.legal_actions()) and bots_done(window)
                                                               and "commit" in window.table.items), timeout=20_000)
        if controller.state.is_over():
            break
        action = rng.choice(controller.legal_actions())
        for slot, (value, pattern) in enumerate(action.pairs):
            if len(action.pairs) == 2:
                window.table.choose_slot(slot)
            if value and rng.random() < 0.5:
                drag(view, centre(window, hand_key(window, "animal", value)), zone_centre(window, pattern))
            elif value:
                click(view, centre(window, hand_key(window, "animal", value)))
                click(view, zone_centre(window, pattern))
            drag(view, centre(window, hand_key(window, "pattern", pattern)), zone_centre(window, pattern))
        click(view, centre(window, "commit"))
        assert controller.record.actions[-1] == (0, str(action)), window.table.bubble.text


# --- moves in the making: the rules answer for the cards laid out so far (issues 16 and 17) ---------------


def two_player_game(qtbot: Any, settings: Any) -> MainWindow:
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")])
    human_turn(qtbot, window)
    return window


def test_2p_next_rounds_pair_may_be_laid_out_first(qtbot: Any, settings: Any) -> None:
    """Additional Changes for 2-Player Games, step 1: both pairs are chosen together, in either order.

    The gesture that used to kill the app: "Next round" first, then pick up and drag an Animal card.
    """
    window = two_player_game(qtbot, settings)
    view = window.page.view
    click(view, centre(window, "slot:1"))
    click(view, centre(window, hand_key(window, "animal", 3)))  # pick it up: every table is asked
    assert {z.glow for z in window.table.zones.values()} == {"legal"}
    click(view, centre(window, hand_key(window, "animal", 3)))  # put it down again
    drag(view, centre(window, hand_key(window, "animal", 3)), zone_centre(window, "polka-dot"))
    assert "pending:animal:1" in window.table.items and "pending:animal:0" not in window.table.items
    drag(view, centre(window, hand_key(window, "pattern", "polka-dot")), zone_centre(window, "polka-dot"))
    assert window.table.active_slot == 0  # the laid-out pair is complete: this round's pair is next
    assert not window.table.items["commit"].enabled_
    drag(view, centre(window, hand_key(window, "animal", 1)), zone_centre(window, "check"))
    drag(view, centre(window, hand_key(window, "pattern", "check")), zone_centre(window, "check"))
    click(view, centre(window, "commit"))
    assert (0, "play 1 check, 3 polka-dot") in window.controller.record.actions


def test_2p_last_animal_card_in_the_next_rounds_pair_is_refused_with_the_rule(qtbot: Any, settings: Any) -> None:
    """Additional Changes for 2-Player Games, step 1: a single Animal card must go in this round's pair."""
    window = two_player_game(qtbot, settings)
    controller = window.controller
    controller.state.hands[0] = [2]
    window.table.rebuild(controller.view())
    view = window.page.view
    click(view, centre(window, "slot:1"))
    card = window.table.items[hand_key(window, "animal", 2)]
    origin = card.pos()
    drag(view, card.sceneBoundingRect().center(), zone_centre(window, "check"))
    assert card.pos() == origin and "pending:animal:1" not in window.table.items
    assert window.table.bubble.text == "With a single Animal card left, it must go in this round's (odd-round) pair"
    # This round's pair takes it; the next round's pair is then a Pattern card alone, as the prompt says.
    click(view, centre(window, "slot:0"))
    drag(view, centre(window, hand_key(window, "animal", 2)), zone_centre(window, "check"))
    drag(view, centre(window, hand_key(window, "pattern", "check")), zone_centre(window, "check"))
    assert window.table.active_slot == 1
    assert window.table.labels["prompt"].text.startswith("Ana — your move: no Animal card for this pair")
    drag(view, centre(window, hand_key(window, "pattern", "polka-dot")), zone_centre(window, "polka-dot"))
    click(view, centre(window, "commit"))
    assert (0, "play 2 check, pattern polka-dot") in controller.record.actions


def test_tables_that_glow_are_the_tables_the_rules_accept(qtbot: Any, settings: Any) -> None:
    """Supplementary Rules for Play: picking up a card lights exactly the tables the rules would take it at."""
    window = solo(qtbot, settings)
    controller = window.controller
    controller.state.cards[2] = None  # Floral's task is done and not refilled
    window.table.rebuild(controller.view())
    click(window.page.view, centre(window, hand_key(window, "animal", 2)))
    lit = {k.split(":")[1] for k, z in window.table.zones.items() if z.glow == "legal"}
    assert lit == set(controller.view().legal_tables()) == {"check", "polka-dot", "stripe"}


# --- what the table shows is what the rules say (issue 17) ---------------------------------------------

#: A 3-player deal: Check holds Blow Up Balloons (4), Polka-dot Pick Flowers (3), Floral Decorate the
#: Cake (7); the first Ant card shows Floral.
SETUP_3P = {
    "celebration_deck": ["blow-up-balloons", "pick-flowers", "decorate-the-cake", "hang-the-bunting",
                         "set-the-table", "write-the-birthday-card", "wrap-the-present", "squeeze-lemonade",
                         "bake-the-giant-cake"],
    "ant_deck": ["ant-floral-1", "ant-polka-dot-1", "ant-check-floral", "ant-check-1", "ant-polka-dot-2",
                 "ant-check-2", "ant-floral-2", "ant-polka-dot-stripe", "turtle-returns"],
    "start_player": 0,
}


def test_scores_shown_follow_final_scoring_and_equal_the_view(qtbot: Any, settings: Any) -> None:
    """Final Scoring: Ana finishes Pick Flowers with her 3 (3 Hustle Points) and holds its card (2 points)."""
    record = Record("birthday-turtle", [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal")], 1, {},
                    SETUP_3P, [(0, "play 3 polka-dot"), (1, "play 1 check"), (2, "play 1 floral")])
    window = shown_window(qtbot, settings)
    window.start_game(record, [])
    human_turn(qtbot, window)
    table = window.table
    view = window.controller.view()
    assert view.scores == (5, 0, 0)
    for seat in range(3):
        assert table.labels[f"score:{seat}"].text == f"score {view.scores[seat]}"
    assert table.labels["hustle:0"].text == "3 Hustle Points"
    assert [k for k in table.items if k.startswith("won:0:")] == ["won:0:0"]
    assert table.score_lines(view)[0] == (0, "Ana: 5 (3 Hustle Points, 1 Celebration card)")
    assert sum(p for _, p in view.breakdown[0]) == view.scores[0]


def test_a_whole_commitment_can_be_laid_out_at_once_for_screenshots(qtbot: Any, settings: Any) -> None:
    """The README screenshot lays a legal commitment on the tables; Commit then plays exactly it."""
    window = solo(qtbot, settings)
    action = window.controller.legal_actions()[5]
    window.table.lay_out(action)
    assert "pending:animal:0" in window.table.items and "pending:pattern:0" in window.table.items
    click(window.page.view, centre(window, "commit"))
    assert (0, str(action)) in window.controller.record.actions


# --- readable on a laptop (issue 18) -------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_table_reflows_into_the_window_without_overlaps(qtbot: Any, settings: Any, size: tuple[int, int]) -> None:
    """Every piece lies inside the area the window gives the table; mats, tables, cards and buttons never overlap."""
    window = shown_window(qtbot, settings, size)
    window.start_game(Record("birthday-turtle", [Player("Ana")] + [Player(n, "normal") for n in ("Ben", "Cy", "Dee")],
                             5), [])
    human_turn(qtbot, window)
    table = window.table
    qtbot.waitUntil(lambda: table.area == window.page.view.sceneRect())
    assert table.compact == (size[1] < 1000)
    area = table.area.adjusted(-1, -1, 1, 1)
    for key, item in table.items.items():
        assert area.contains(item.sceneBoundingRect()), key
    layout = table.layout
    blocks = [*layout.opponents, layout.decks, *(t.whole for t in layout.tables), layout.prompt, layout.me,
              layout.hand, layout.buttons]
    for i, a in enumerate(blocks):
        for b in blocks[i + 1:]:
            assert not a.intersects(b), (a, b)
    hand = [i.mapRectToScene(i.body()) for k, i in table.items.items() if k.startswith("hand:")]
    assert len(hand) == 8 and all(layout.hand.contains(r) for r in hand)


def test_the_seats_still_to_choose_glow_and_the_prompt_names_the_player(qtbot: Any, settings: Any) -> None:
    """Hot-seat: the mats of the seats still to choose glow, and the prompt says whose move it is."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben"), Player("Cy", "normal")], seed=4)
    qtbot.waitUntil(lambda: window.page.privacy.isVisible())
    QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
    human_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.state.commits[2] is not None)
    window.table.rebuild(window.controller.view())
    from desktop.table.panels import SeatPanel

    view = window.controller.view()
    glowing = {seat for seat, box in window.table.seat_boxes.items()
               for p in window.page.view.scene().items(box.center()) if isinstance(p, SeatPanel) and p.active}
    assert glowing == set(view.acting) == {0, 1}
    assert window.table.labels["prompt"].text.startswith("Ana — your move:")
    assert window.table.labels["ready:2"].text == "ready"


def test_a_won_celebration_card_in_a_seat_shows_its_task_not_a_seats_shape(qapp: Any) -> None:
    """Won Celebration cards lie fanned on the winner's mat: each shows its task's picture beside its limit, so
    two cards of the same limit tell themselves apart (a plain triangle on each read as a seat's badge)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from desktop.games.birthday_turtle.art import celebration_face
    from desktop.table.items import CardItem
    from rules.birthday_turtle.data import CELEBRATION_BY_ID

    def small_face(card_id: str) -> QImage:
        card = CardItem(70, 46, "won", celebration_face)
        card.data_["card"] = card_id
        image = QImage(70, 46, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        try:
            celebration_face(painter, QRectF(0, 0, 70, 46), card)
        finally:
            painter.end()
        return image

    limits: dict[int, list[str]] = {}
    for card_id, info in CELEBRATION_BY_ID.items():
        limits.setdefault(info.limit, []).append(card_id)
    alike = next(ids for ids in limits.values() if len(ids) > 1)
    assert small_face(alike[0]) != small_face(alike[1])


def test_a_deck_that_ran_out_keeps_its_place_outlined(qtbot: Any, settings: Any) -> None:
    """When the Ant deck or the Celebration deck is used up, its place stays outlined under its name and its
    "0 cards left", so the revealed Ant card below is not taken for the empty deck."""
    from desktop.devtools.text_audit import _played_record
    from rules.core import get_game

    game = get_game("birthday-turtle")
    full = _played_record(game, game.resolve_options({}), 3, seed=7)
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record(full.game, [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal")], full.seed,
                             dict(full.options), full.setup, full.actions), [])
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=10_000)
    table, view = window.table, window.controller.view()
    assert view.ant_deck_size == 0 and view.celebration_deck_size == 0  # this deal plays both decks out
    assert table.items["ant:empty"].pos() == table.ant_deck_spot
    assert "celebration:empty" in table.items and not any(k.startswith("celebration:deck:") for k in table.items)
