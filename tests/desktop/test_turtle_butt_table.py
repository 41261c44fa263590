"""The Turtle Butt table driven through the real window: drag, buttons, keys, whole games, hot-seat privacy.

Rule references are to the rulebook (seeds/002): "The basic game" (hit or stay, Turtle Butt
stops you, scoring of pairs, sets and the longest run, the deal passes left), "The rococo
game" (the scoring round and its growing prize), "The liar's game" (one hidden hand, claims,
challenge or accept), "The extended deck" (the Excuse and the Pawns).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from desktop.games.turtle_butt.decktet_art import card_item, glyph_path, paint_suit
from desktop.games.turtle_butt.table import SuitTracker, TurtleBanner, seat_cards, tracked_suits
from desktop.main_window import MainWindow
from desktop.table.items import ButtonItem, CardItem, LabelItem
from desktop.table.panels import InfoBoard, SeatPanel
from rules.core import Player, Record, get_game
from rules.turtle_butt import CARDS, SUITS, is_turtle_butt
from rules.turtle_butt.heuristic import HEURISTIC
from tests.desktop.helpers import click, drag, monkey, shown_window

pytestmark = pytest.mark.gui

# The rulebook's worked example (The basic game, "Longest Run"): shared 7, 3 and a Crown; the player
# takes a 6, another 6 and another Crown and scores 6 + 2 + 1 = 9.
EXAMPLE_DECK = ["Cave", "Journey", "Huntress", "Lunatic", "Penitent", "Bard"]


def open_game(qtbot: Any, settings: Any, players: list[Player], options: dict[str, Any], seed: int = 5,
              setup: dict[str, Any] | None = None) -> MainWindow:
    window = shown_window(qtbot, settings)
    window.start_game(Record("turtle-butt", players, seed, options, setup), [])
    return window


def my_turn(qtbot: Any, window: MainWindow, timeout: int = 15_000) -> None:
    qtbot.waitUntil(lambda: window.controller is not None and (
        window.controller.state.is_over() or (bool(window.controller.legal_actions()) and window.table is not None
                                              and bool(window.table.items))), timeout=timeout)


def centre(window: MainWindow, key: str) -> QPointF:
    assert window.table is not None
    return window.table.items[key].sceneBoundingRect().center()


def press(window: MainWindow, key: str) -> None:
    """Click an on-table button with the mouse."""
    assert window.table is not None
    button = window.table.items[key]
    assert isinstance(button, ButtonItem) and button.enabled_, f"{key} is not enabled"
    click(window.page.view, button.sceneBoundingRect().center())


def scene_texts(window: MainWindow) -> list[str]:
    texts = []
    for item in window.page.scene.items():
        for attr in ("text", "title"):
            value = getattr(item, attr, None)
            if isinstance(value, str):
                texts.append(value)
        lines = getattr(item, "lines", None)
        if isinstance(lines, list):
            texts.extend(str(line) for line in lines)
    return texts


def face_up_cards(window: MainWindow) -> list[str]:
    return [i.data_["card"] for i in window.page.scene.items()
            if isinstance(i, CardItem) and i.face_up and "card" in i.data_]


def two_humans(qtbot: Any, settings: Any, variant: str, hands: int = 2) -> MainWindow:
    """Ana and Ben in hot-seat with the rulebook's example deck; Ben deals, so Ana is offered first."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben")], {"variant": variant, "hands": hands},
                       setup={"deck": EXAMPLE_DECK, "dealer": 1})
    my_turn(qtbot, window)
    return window


# --- the card art -------------------------------------------------------------------


def _glyph_mask(suit: str) -> set[tuple[int, int]]:
    image = QImage(48, 48, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    paint_suit(p, suit, QPointF(24, 24), 20, colour=QColor("black"))
    p.end()
    return {(x, y) for x in range(48) for y in range(48) if QColor(image.pixel(x, y)).lightness() < 128}


def test_six_suit_glyphs_differ_in_shape_so_suits_read_in_grey_scale() -> None:
    """The six suits of the Decktet must be told apart without colour: every pair of glyphs differs a lot."""
    masks = {s: _glyph_mask(s) for s in SUITS}
    for a in SUITS:
        assert len(masks[a]) > 60, f"the {a} glyph is nearly empty"
        for b in SUITS:
            if a < b:
                overlap = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
                assert overlap < 0.6, f"{a} and {b} look alike ({overlap:.2f})"
    assert len({glyph_path(s).boundingRect().getRect() for s in SUITS}) == 6


def test_every_card_of_the_extended_deck_has_a_painted_face_and_back(qapp: Any) -> None:
    """All 36 basic cards, the Excuse and the four Pawns draw (rank, name, suits) without error."""
    image = QImage(140, 200, QImage.Format.Format_ARGB32)
    for c in CARDS:
        item = card_item(c.name, 120, 170)
        image.fill(0)
        p = QPainter(image)
        p.translate(70, 100)
        item.paint(p, None, None)  # type: ignore[arg-type]
        p.end()
        assert QColor(image.pixel(70, 100)).alpha() > 0
        assert c.name in item.toolTip()


# --- the suit tracker ---------------------------------------------------------------


def _bot_step(state: Any, rng: random.Random) -> None:
    seat = state.to_act()[0]
    thoughtful = rng.random() < 0.3
    action = HEURISTIC.choose(state.view(seat), rng) if thoughtful else HEURISTIC.playout(state, seat, rng)
    state.apply(seat, action)


@pytest.mark.parametrize("variant", ["basic", "rococo", "liars"])
def test_suit_tracker_matches_is_turtle_butt_on_every_step_of_bot_games(variant: str) -> None:
    """The basic game: Turtle Butt is all six suits over the shared and own cards; the tracker counts them.

    On every step of 150 bot games per variant, for every seat, six lit suits on the tracker is
    exactly `is_turtle_butt` of that seat's cards (the held hand in the liar's game).
    """
    game = get_game("turtle-butt")
    rng = random.Random(42)
    checked = butts = 0
    for g in range(150):
        players = 2 + g % 4
        state = game.new(players, {"variant": variant, "hands": 1, "excuse": g % 3 == 0, "pawns": g % 5 == 0},
                         seed=g)
        while not state.is_over():
            for seat in range(players):
                view = state.view(seat)
                shown = tracked_suits(seat_cards(view, seat))
                if variant == "liars":
                    truth = seat == state.holder and is_turtle_butt(state.hand)
                    assert shown == (tracked_suits([CARDS[i].name for i in state.hand])
                                     if seat == state.holder else frozenset())
                else:
                    truth = is_turtle_butt(state.shared + state.own[seat])
                    assert truth == state.butt[seat]
                assert (len(shown) == 6) == truth
                assert set(view.seats[seat].suits) == set(shown)
                checked += 1
                butts += truth
            _bot_step(state, rng)
    assert checked > 1000 and butts > 10


def test_suit_tracker_items_on_the_table_follow_a_whole_game(qtbot: Any, settings: Any) -> None:
    """The trackers drawn on the table light one glyph per shown suit, for every seat, all game long."""
    window = open_game(qtbot, settings, [Player("Ana", "normal"), Player("Ben", "normal"), Player("Cy", "easy"),
                                         Player("Dee", "random")], {"variant": "basic", "hands": 2}, seed=3)
    controller = window.controller
    assert controller is not None
    seen = 0

    def check() -> None:
        nonlocal seen
        table = window.table
        if table is None or not table.items or controller.hidden:
            return
        state = controller.state
        if state.is_over():
            return
        for seat in range(4):
            tracker = table.items.get(f"tracker:{seat}")
            assert isinstance(tracker, SuitTracker)
            truth = is_turtle_butt(state.shared + state.own[seat])
            assert (tracker.count == 6) == truth
            seen += 1

    controller.played.connect(lambda _events: check())
    qtbot.waitUntil(lambda: controller.state.is_over(), timeout=30_000)
    assert seen > 20


# --- hit me and I'll stay -------------------------------------------------------------


def test_dragging_the_top_card_to_your_row_is_hit_me(qtbot: Any, settings: Any) -> None:
    """The basic game: the player offered a card takes it ("Hit me"); here by dragging the deck's top card."""
    window = two_humans(qtbot, settings, "basic")
    drag(window.page.view, centre(window, "deck:top"), window.table.zones["row:me"].sceneBoundingRect().center())
    assert window.controller.record.actions == [(0, "hit")]
    assert "Lunatic" in window.controller.view().seats[0].own


def test_dropping_the_top_card_elsewhere_is_refused_and_it_slides_back(qtbot: Any, settings: Any) -> None:
    window = two_humans(qtbot, settings, "basic")
    card = window.table.items["deck:top"]
    origin = card.pos()
    drag(window.page.view, card.sceneBoundingRect().center(), QPointF(960, 120))
    assert card.pos() == origin
    assert window.controller.record.actions == []


def test_hit_me_button_and_h_key_and_i_will_stay_by_s_key(qtbot: Any, settings: Any) -> None:
    """Hit me and I'll stay by button and by key; a player who stays is stopped for the hand."""
    window = two_humans(qtbot, settings, "basic")
    press(window, "hit")
    my_turn(qtbot, window)
    assert window.controller.perspective == 1
    QTest.keyClick(window.page.view, Qt.Key.Key_S)  # Ben stays
    my_turn(qtbot, window)
    QTest.keyClick(window.page.view, Qt.Key.Key_H)  # Ana takes another
    assert window.controller.record.actions == [(0, "hit"), (1, "stay"), (0, "hit")]
    view = window.controller.view()
    assert view.seats[1].stopped and not view.seats[0].stopped


def test_a_key_for_a_move_that_is_not_legal_shows_the_rules_reason(qtbot: Any, settings: Any) -> None:
    """The rococo game: in the scoring round one may only take the points or draw; "hit" is refused."""
    window = two_humans(qtbot, settings, "rococo")
    for key in (Qt.Key.Key_H, Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_S):
        my_turn(qtbot, window)
        QTest.keyClick(window.page.view, key)
    my_turn(qtbot, window)
    assert window.controller.state.phase == "scoring"
    before = list(window.controller.record.actions)
    QTest.keyClick(window.page.view, Qt.Key.Key_H)
    assert window.controller.record.actions == before
    assert window.table.bubble.isVisible()
    assert window.table.bubble.text == "in the scoring round you take your points or draw another card"


# --- scoring, Turtle Butt, the dealer button -------------------------------------------


def test_hand_scoring_shows_the_combinations_then_match_totals(qtbot: Any, settings: Any) -> None:
    """The basic game, worked example: 7, 3, Crown shared; 6, 6, Crown own = pair of 6s 6, run 6-7 2, Crowns 1."""
    window = two_humans(qtbot, settings, "basic")
    view = window.page.view
    for key in (Qt.Key.Key_H, Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_H):
        my_turn(qtbot, window)
        QTest.keyClick(view, key)
    my_turn(qtbot, window)
    line = [t for t in scene_texts(window) if t.startswith("Hand now")]
    assert any("Pair of 6s 6" in t and "Pair of Crowns 1" in t and "Run 6-7 2" in t for t in line), line
    QTest.keyClick(view, Qt.Key.Key_S)
    my_turn(qtbot, window)
    board = window.table.items["board"]
    assert isinstance(board, InfoBoard) and board.title == "Hand 1 scored"
    assert "Ana: Pair of 6s 6 · Pair of Crowns 1 · Run 6-7 2 = 9" in board.lines
    assert "Ben: nothing scores = 0" in board.lines
    assert board.lines[-1] == "Match: Ana 9, Ben 0"
    assert window.controller.state.totals == [9, 0]


def test_dealer_button_moves_left_after_the_hand(qtbot: Any, settings: Any) -> None:
    """The basic game: after scoring, the player to the dealer's left deals the next hand."""
    window = two_humans(qtbot, settings, "basic")
    dealer_before = window.controller.view().dealer
    assert window.table.boxes[dealer_before].contains(window.table.items["dealer"].scenePos())
    for key in (Qt.Key.Key_S, Qt.Key.Key_S):
        my_turn(qtbot, window)
        QTest.keyClick(window.page.view, key)
    my_turn(qtbot, window)
    view = window.controller.view()
    assert view.dealer == (dealer_before + 1) % 2
    box = window.table.boxes[view.dealer]
    assert box.contains(window.table.items["dealer"].scenePos())


def test_turtle_butt_is_announced_with_a_flourish(qtbot: Any, settings: Any) -> None:
    """The basic game: a player whose cards show all six suits has Turtle Butt, must stop, scores nothing."""
    deck = ["Cave", "Journey", "Huntress", "Market"]  # Waves, Wyrms, Moons + Leaves, Knots: five suits …
    deck += ["Bard"]  # … and the Suns make six
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben")], {"variant": "basic", "hands": 2},
                       setup={"deck": deck, "dealer": 1})
    my_turn(qtbot, window)
    QTest.keyClick(window.page.view, Qt.Key.Key_H)  # Market: five suits
    my_turn(qtbot, window)
    QTest.keyClick(window.page.view, Qt.Key.Key_S)  # Ben stays
    my_turn(qtbot, window)
    window.controller.animator.speed = 4.0  # animations on, so the announcement can be seen on the table
    QTest.keyClick(window.page.view, Qt.Key.Key_H)  # Bard: Turtle Butt!
    banners = [i for i in window.page.scene.items() if isinstance(i, TurtleBanner)]
    assert [b.name for b in banners] == ["Ana"]
    qtbot.waitUntil(lambda: banners[0].opacity() > 0.5, timeout=5_000)
    qtbot.waitUntil(lambda: not window.controller.animator.busy, timeout=10_000)
    my_turn(qtbot, window)
    assert window.controller.state.totals[0] == 0
    assert "Ana: Turtle Butt — 0" in window.table.items["board"].lines


def test_rococo_scoring_round_is_its_own_step_with_a_growing_prize(qtbot: Any, settings: Any) -> None:
    """The rococo game: the best hand plays the scoring round: take 1, or draw; each safe draw adds a point."""
    window = two_humans(qtbot, settings, "rococo")
    for key in (Qt.Key.Key_H, Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_S):
        my_turn(qtbot, window)
        QTest.keyClick(window.page.view, key)
    my_turn(qtbot, window)
    table = window.table
    assert table.items["board"].title == "Scoring round"
    assert [k for k in table.items if k.startswith("prize:")] == ["prize:0"]
    assert table.items["take"].text.startswith("Take 1 point ")
    press(window, "draw")  # the Bard: no Turtle Butt, the prize grows
    my_turn(qtbot, window)
    table = window.table
    assert sorted(k for k in table.items if k.startswith("prize:")) == ["prize:0", "prize:1"]
    assert table.items["take"].text.startswith("Take 2 points")
    press(window, "take")
    my_turn(qtbot, window)
    assert window.controller.state.totals == [2, 0]


# --- the liar's game ------------------------------------------------------------------


def test_claim_spin_control_only_offers_legal_claims(qtbot: Any, settings: Any) -> None:
    """The liar's game: an announcement is one or more, and more than the claim before it."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], {"variant": "liars"},
                       setup={"dealer": 1})
    my_turn(qtbot, window)
    table = window.table
    assert table.claim_value == 1
    assert not table.items["claim:minus"].enabled_
    QTest.keyClick(window.page.view, Qt.Key.Key_Minus)
    assert window.table.claim_value == 1
    press(window, "claim:plus")
    press(window, "claim:plus")
    QTest.keyClick(window.page.view, Qt.Key.Key_Minus)
    assert window.table.claim_value == 2
    cap = window.controller.view().claim_cap
    for _ in range(cap + 5):
        QTest.keyClick(window.page.view, Qt.Key.Key_Plus)
    assert window.table.claim_value == cap
    assert not window.table.items["claim:plus"].enabled_
    window.table.claim_value = 3
    window.table.rebuild(window.controller.view())
    press(window, "announce")
    assert window.controller.record.actions[-1] == (0, "claim 3")


def test_hot_seat_liars_game_the_second_player_never_sees_the_hand_before_accepting(qtbot: Any,
                                                                                    settings: Any) -> None:
    """The liar's game: only one player can see the hand at a time; the next sees it only after accepting."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben"), Player("Cy", "normal")],
                       {"variant": "liars"}, seed=8, setup={"dealer": 2})
    privacy = window.page.privacy
    qtbot.waitUntil(lambda: privacy.isVisible())
    assert "Ana" in privacy.message()
    QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
    my_turn(qtbot, window)
    controller = window.controller
    hand = [CARDS[i].name for i in controller.state.hand]
    assert sorted(face_up_cards(window)) == sorted(hand)  # the holder sees it
    press(window, "draw")
    my_turn(qtbot, window)
    hand = [CARDS[i].name for i in controller.state.hand]
    assert len(hand) == 4
    press(window, "announce")
    qtbot.waitUntil(lambda: privacy.isVisible())
    assert "Ben" in privacy.message()
    assert window.table.items == {}
    QTest.keyClick(privacy, Qt.Key.Key_Return)
    my_turn(qtbot, window)
    assert controller.perspective == 1
    # Ben must answer Ana's claim without any trace of her cards on the table or in the log.
    assert not set(face_up_cards(window)) & set(hand)
    assert sum(1 for k in window.table.items if k.startswith("hand:0:")) == 4
    texts = " ".join(scene_texts(window)) + " ".join(controller.log_lines())
    assert not [name for name in hand if name in texts]
    assert controller.view().hand is None
    press(window, "accept")
    my_turn(qtbot, window)
    assert controller.perspective == 1
    assert sorted(face_up_cards(window)) == sorted(hand)


def test_challenge_reveals_the_hand_with_its_score_and_the_loser_is_shown_out(qtbot: Any, settings: Any) -> None:
    """The liar's game: a challenged hand is shown; a true claim puts the challenger out, else the claimant."""
    deck = ["Ace of Moons", "Huntress", "Bard"]  # Ace, Crown, Crown: a pair of Crowns scores 1
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben"), Player("Cy")], {"variant": "liars"},
                       setup={"deck": deck, "dealer": 2})
    privacy = window.page.privacy
    qtbot.waitUntil(lambda: privacy.isVisible())
    QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
    my_turn(qtbot, window)
    window.table.claim_value = 2  # a bluff: the hand scores 1
    press(window, "announce")
    qtbot.waitUntil(lambda: privacy.isVisible())
    QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
    my_turn(qtbot, window)
    QTest.keyClick(window.page.view, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: privacy.isVisible() or bool(window.controller.legal_actions()))
    if privacy.isVisible():
        QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
    my_turn(qtbot, window)
    board = window.table.items["board"]
    assert isinstance(board, InfoBoard) and board.title == "Last challenge"
    assert "Ben challenged Ana's claim of 2." in board.lines
    assert "The hand scored 1 point:  Pair of Crowns 1." in board.lines
    assert "Ana is out." in board.lines
    assert sorted(i.data_["card"] for k, i in window.table.items.items() if k.startswith("revealed:")) == sorted(deck)
    statuses = [t for t in scene_texts(window) if t.startswith("OUT")]
    assert sorted(statuses) == ["OUT", "OUT (1st out)"]  # Ana's status and the stamp over her area
    panels = [i for i in window.page.scene.items() if isinstance(i, SeatPanel)]
    assert [p.out for p in panels].count(True) == 1


# --- whole games against bots -------------------------------------------------------------


def _play_as_human(window: MainWindow, rng: random.Random) -> None:
    """One move for the shown human, through a button, a key or a drag."""
    controller = window.controller
    assert controller is not None and window.table is not None
    legal = controller.legal_actions()
    words = {str(a).split()[0] for a in legal}
    before = len(controller.record.actions)
    roll = rng.random()
    if "claim" in words and ("draw" not in words or roll < 0.5):
        window.table.claim_value = min(a.points for a in legal if str(a).startswith("claim"))
        window.table.rebuild(controller.view())
        press(window, "announce")
    elif "hit" in words or "draw" in words:
        if roll < 0.3 and "deck:top" in window.table.items:
            drag(window.page.view, centre(window, "deck:top"),
                 window.table.zones["row:me"].sceneBoundingRect().center())
        elif roll < 0.55:
            press(window, "hit" if "hit" in words else ("take" if "take" in words else "draw"))
        else:
            press(window, "stay" if "stay" in words else ("take" if "take" in words else "draw"))
    elif "challenge" in words:
        QTest.keyClick(window.page.view, Qt.Key.Key_C if roll < 0.5 or "accept" not in words else Qt.Key.Key_A)
    else:
        press(window, "take")
    assert len(controller.record.actions) == before + 1, window.table.bubble.text


@pytest.mark.parametrize("variant,players", [("basic", 4), ("rococo", 3), ("liars", 4)])
def test_whole_game_against_bots_through_the_gui(qtbot: Any, settings: Any, variant: str, players: int) -> None:
    seats = [Player("Ana")] + [Player(f"Bot {i}", ("normal", "easy", "random")[i % 3]) for i in range(1, players)]
    window = open_game(qtbot, settings, seats, {"variant": variant, "hands": 3, "excuse": True}, seed=21)
    controller = window.controller
    assert controller is not None
    rng = random.Random(4)
    moves = 0
    while not controller.state.is_over():
        my_turn(qtbot, window, timeout=30_000)
        if controller.state.is_over():
            break
        _play_as_human(window, rng)
        moves += 1
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=5_000)
    assert moves >= 1
    assert window.page.end.bars.result == controller.state.result()


def test_excuse_and_pawns_are_dealt_and_drawn_when_the_options_are_on(qtbot: Any, settings: Any) -> None:
    """The extended deck: the Excuse (no rank, no suit) and the Pawns (three suits each) join the deck."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben")],
                       {"variant": "basic", "excuse": True, "pawns": True},
                       setup={"deck": ["Excuse", "Watchman", "Ace of Suns"], "dealer": 1})
    my_turn(qtbot, window)
    assert sorted(face_up_cards(window)) == ["Ace of Suns", "Excuse", "Watchman"]
    tracker = window.table.items["tracker:0"]
    assert isinstance(tracker, SuitTracker) and tracker.shown == {"Moons", "Wyrms", "Knots", "Suns"}


def test_lobby_offers_the_options_with_plain_labels_and_the_pawn_warning(qtbot: Any, settings: Any) -> None:
    """The extended deck: the rulebook advises leaving the Pawns out; the lobby says so next to the option."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    lobby = window.lobby
    button = next(b for b in lobby.cover_buttons if b.cover.package == "turtle_butt")
    lobby.choose(button)
    labels = {f.option.key: f for f in lobby.option_fields}
    assert set(labels) >= {"variant", "excuse", "pawns", "hands", "target"}
    assert "Not recommended" in labels["pawns"].widget.toolTip()
    assert [f.option.label for f in lobby.option_fields][:3] == ["Game", "Add the Excuse", "Add the Pawns"]


def test_labels_are_never_smaller_than_twelve_pixels(qtbot: Any, settings: Any) -> None:
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal")],
                       {"variant": "basic"})
    my_turn(qtbot, window)
    for item in window.page.scene.items():
        if isinstance(item, LabelItem):
            assert item.font.pixelSize() >= 12
    rect = QRectF(0, 0, 1920, 1080)
    assert all(rect.contains(i.sceneBoundingRect().center()) for i in window.table.items.values())


def test_hint_lights_the_suggested_button(qtbot: Any, settings: Any) -> None:
    """The hint (a bot's suggestion) glows on the button that plays it."""
    window = two_humans(qtbot, settings, "basic")
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.controller.request_hint()
    suggested = str(blocker.args[0])
    assert suggested in ("hit", "stay")
    assert window.table.items[suggested].hint_glow
    words = {"hit": "Hint: take another card (Hit me)", "stay": "Hint: stay with what you have"}
    assert window.table.bubble.text == words[suggested]


def test_hint_fills_the_win_chance_meter_until_somebody_moves(qtbot: Any, settings: Any) -> None:
    window = two_humans(qtbot, settings, "basic")
    panel = window.panel
    assert not panel.chance.isVisible()
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.hint()
    action, chance = blocker.args
    percent = round(100 * chance)
    assert panel.chance.isVisible() and panel.chance_bar.isVisible()
    assert f"Your chance of winning: {percent}%" in panel.chance.text()
    assert "an even share is 50%" in panel.chance.text()
    assert panel.chance_bar.value() == percent
    assert window.controller.submit(action) is None
    assert not panel.chance.isVisible() and not panel.chance_bar.isVisible()


def _tab_to(window: MainWindow, key: str, limit: int = 40) -> None:
    for _ in range(limit):
        QTest.keyClick(window.page.view, Qt.Key.Key_Tab)
        focused = window.table.focused()
        if focused is not None and getattr(focused, "key", "") == key:
            return
    raise AssertionError(f"focus never reached {key}")


def test_keyboard_focus_ring_plays_hit_me_and_the_deck_drag(qtbot: Any, settings: Any) -> None:
    """Tab to the Hit me button and press Enter; Tab to the deck, Enter, Tab to your row, Enter."""
    window = two_humans(qtbot, settings, "basic")
    window.page.view.setFocus()
    _tab_to(window, "hit")
    QTest.keyClick(window.page.view, Qt.Key.Key_Return)
    assert window.controller.record.actions == [(0, "hit")]
    my_turn(qtbot, window)
    QTest.keyClick(window.page.view, Qt.Key.Key_S)  # Ben stays
    my_turn(qtbot, window)
    _tab_to(window, "deck:top")
    QTest.keyClick(window.page.view, Qt.Key.Key_Return)
    assert window.table.zones["row:me"].glow == "legal"
    _tab_to(window, "row:me")
    QTest.keyClick(window.page.view, Qt.Key.Key_Return)
    assert window.controller.record.actions == [(0, "hit"), (1, "stay"), (0, "hit")]


@pytest.mark.parametrize("variant", ["rococo", "liars"])
def test_monkey_random_clicks_drags_and_keys_raise_nothing(qtbot: Any, settings: Any, variant: str) -> None:
    """Random gestures over a hot-seat game with a bot; pytest-qt fails the test if any slot raises."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben"), Player("Cy", "random")],
                       {"variant": variant}, seed=9)
    keys = [Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_H, Qt.Key.Key_S,
            Qt.Key.Key_D, Qt.Key.Key_T, Qt.Key.Key_C, Qt.Key.Key_A, Qt.Key.Key_Plus, Qt.Key.Key_Minus]
    monkey(window, random.Random(2), 1500, keys, drag_share=0.2)
    assert window.controller is not None and len(window.controller.record.actions) > 5


def test_table_notes_the_extended_deck_and_warns_about_pawns(qtbot: Any, settings: Any) -> None:
    """The extended deck: with the Pawns in, the table says so and carries the rulebook's warning."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")],
                       {"variant": "liars", "excuse": True, "pawns": True})
    my_turn(qtbot, window)
    notes = [i for i in window.page.scene.items() if isinstance(i, LabelItem) and "Pawns" in i.text]
    assert len(notes) == 1 and "Excuse" in notes[0].text
    assert "Not recommended" in notes[0].toolTip()


def test_open_variants_need_no_privacy_screen_but_the_liars_game_does(qtbot: Any, settings: Any) -> None:
    """Basic and rococo deal every card face up, so hot-seat players pass without a privacy screen."""
    window = two_humans(qtbot, settings, "rococo")
    QTest.keyClick(window.page.view, Qt.Key.Key_H)
    my_turn(qtbot, window)
    assert window.controller.perspective == 1 and not window.page.privacy.isVisible()
    assert window.controller.hidden_information is False
    liars = open_game(qtbot, settings, [Player("Ana"), Player("Ben")], {"variant": "liars"})
    qtbot.waitUntil(lambda: liars.page.privacy.isVisible())
    assert liars.controller.hidden_information is True


def test_rules_viewer_shows_a_decktet_card_drawn_by_the_table(qapp: Any) -> None:
    """The in-app rules picture `component:decktet-card` is painted by the table's card painter."""
    from desktop.rules_help import load_pictures, picture

    load_pictures("turtle-butt")
    image = picture("decktet-card")
    assert (image.width(), image.height()) == (150, 210)
    colours = {image.pixel(x, y) for x in range(0, 150, 7) for y in range(0, 210, 7)}
    assert len(colours) > 20
