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
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from desktop.games.turtle_butt import table as turtle_butt_table
from desktop.games.turtle_butt.decktet_art import card_item, glyph_path, paint_suit
from desktop.games.turtle_butt.layout import MIN_TEXT, rows_of_cards
from desktop.games.turtle_butt.pieces import SuitTracker, TurtleBanner
from desktop.games.turtle_butt.table import TurtleButtTable
from desktop.screens.main_window import MainWindow
from desktop.table.items import ButtonItem, CardItem, LabelItem
from desktop.table.panels import InfoBoard, SeatPanel
from desktop.table.text import shown
from desktop.table.zones import DropZone
from rules.bots import make_bot
from rules.bots.estimate import read_chance
from rules.core import Player, Record
from rules.turtle_butt import CARDS, SUITS, TurtleButtView
from rules.turtle_butt.actions import HIT, STAY
from tests.desktop.helpers import (
    click,
    covered,
    drag,
    game_opener,
    left_whole_by_the_monkey,
    monkey,
    scene_texts,
    shown_window,
)

pytestmark = pytest.mark.gui

# The rulebook's worked example (The basic game, "Longest Run"): shared 7, 3 and a Crown; the player
# takes a 6, another 6 and another Crown and scores 6 + 2 + 1 = 9.
EXAMPLE_DECK = ["Cave", "Journey", "Huntress", "Lunatic", "Penitent", "Bard"]


open_game = game_opener("turtle-butt")


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


# --- the table shows what the view says ---------------------------------------------


def labels(window: MainWindow) -> list[LabelItem]:
    return [i for i in window.page.scene.items() if isinstance(i, LabelItem) and i.isVisible()]


def check_table_against_view(window: MainWindow) -> int:
    """Every number and outcome the table shows equals the view's; returns how many facts were compared."""
    controller = window.controller
    table = window.table
    assert controller is not None and isinstance(table, TurtleButtTable)
    view = controller.view()
    assert isinstance(view, TurtleButtView)
    texts = [label.text for label in labels(window)]
    names = controller.seat_names()
    checked = 0
    for p in view.seats:
        box = table.boxes[p.seat]
        inside = [label.text for label in labels(window) if box.contains(label.scenePos())]
        if view.variant != "liars":
            assert (f"{p.total} points" if p.total != 1 else "1 point") in inside, (p.seat, inside)
            tracker = table.items[f"tracker:{p.seat}"]
            assert isinstance(tracker, SuitTracker) and tracker.shown == set(p.suits)
            assert (tracker.count == 6) == p.turtle_butt
            if p.turtle_butt:
                assert "This hand: 0 points — Turtle Butt" in inside
            else:
                now = [label for label in labels(window) if box.contains(label.scenePos())
                       and label.text.startswith("This hand: ")]
                score = f"This hand: {p.hand_score} point" + ("" if p.hand_score == 1 else "s")
                assert now and now[0].text.startswith(score), [n.text for n in now]
                short = now[0].text == score  # a narrow place: the parts are in its tooltip
                assert "…" not in now[0].text  # shortened to the score, never cut
                for label, points in p.parts:
                    assert f"{shown(label)} ({points})" in (now[0].toolTip() if short else now[0].text)
            checked += 4
        cards = sorted(str(i.data_["card"]) for k, i in table.items.items()
                       if k.startswith(f"own:{p.seat}:") and isinstance(i, CardItem))
        assert cards == sorted(p.own)
    panels = [i for i in window.page.scene.items() if isinstance(i, SeatPanel)]
    glowing = {s for s, box in table.boxes.items() for panel in panels
               if panel.active and panel.sceneBoundingRect().contains(box.center())}
    assert glowing == set(view.to_act())
    assert f"Deck: {view.deck_size}" in texts
    board = table.items.get("board")
    assert isinstance(board, InfoBoard)
    if view.variant == "liars":
        recalled = [str(i.data_["card"]) for k, i in sorted(table.items.items()) if k.startswith("seen:")]
        assert sorted(recalled) == sorted(view.seen_in_hand)
        challenge = view.last_challenge
        if challenge is not None:
            assert board.title == "Last challenge"
            assert board.lines[-1] == shown(challenge.verdict, names) + "."
            assert f"so {names[challenge.loser]} is out" in board.lines[-1]
            shown_cards = [str(i.data_["card"]) for k, i in sorted(table.items.items()) if k.startswith("revealed:")]
            assert sorted(shown_cards) == sorted(challenge.cards)
            checked += 2
    elif view.phase == "scoring":
        assert board.title == "Scoring round"
        assert len([k for k in table.items if k.startswith("prize:")]) == view.prize
        assert table.items["take"].text.startswith(f"Take {view.prize} point")
        checked += 2
    elif view.last_hand is not None:
        outcome = view.last_hand
        assert board.title == f"Hand {outcome.number} scored"
        for c in outcome.cards:
            line = next(t for t in board.lines if t.startswith(f"{names[c.seat]}:"))
            said = f"{c.points} point" + ("" if c.points == 1 else "s")
            assert line.startswith(f"{names[c.seat]}: {said} — "), line
            assert line.endswith("— Turtle Butt") == c.turtle_butt, line
        if outcome.verdict is not None:
            assert "→ " + shown(outcome.verdict, names) in board.lines
        assert board.lines[-1] == "Match: " + ", ".join(f"{names[s]} {t}" for s, t in enumerate(outcome.totals))
        checked += 3
    return checked


@pytest.mark.parametrize(("variant", "players"), [("basic", 4), ("basic", 6), ("rococo", 3), ("liars", 5)])
def test_what_the_table_shows_is_what_the_view_says_all_game_long(qtbot: Any, settings: Any, variant: str,
                                                                  players: int) -> None:
    """Totals, suit trackers, each hand's score and its parts, the glowing seat, the deck, the last hand's
    outcome, the scoring round's prize and the last challenge's loser: all read off the seat's view."""
    seats = [Player("Ana", "normal")] + [Player(f"Bot {i}", ("normal", "easy", "random")[i % 3])
                                         for i in range(1, players)]
    window = open_game(qtbot, settings, seats, {"variant": variant, "hands": 2}, seed=3)
    controller = window.controller
    assert controller is not None
    moves = facts = 0

    def check() -> None:
        nonlocal moves, facts
        if window.table is not None and window.table.items and not controller.hidden:
            moves += 1
            facts += check_table_against_view(window)

    controller.played.connect(lambda _events: check())
    qtbot.waitUntil(lambda: controller.state.is_over(), timeout=60_000)
    assert moves > 10 and facts > 5


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
    assert window.table.bubble.text == "In the scoring round you take your points or draw another card"


# --- scoring, Turtle Butt, the dealer button -------------------------------------------


def test_hand_scoring_shows_the_combinations_then_match_totals(qtbot: Any, settings: Any) -> None:
    """The basic game, worked example: 7, 3, Crown shared; 6, 6, Crown own = pair of 6s 6, run 6-7 2, Crowns 1."""
    window = two_humans(qtbot, settings, "basic")
    view = window.page.view
    for key in (Qt.Key.Key_H, Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_H):
        my_turn(qtbot, window)
        QTest.keyClick(view, key)
    my_turn(qtbot, window)
    line = [t for t in scene_texts(window) if t.startswith("This hand: ")]
    assert any("Pair of 6s (6)" in t and "Pair of Crowns (1)" in t and "Run 6-7 (2)" in t for t in line), line
    QTest.keyClick(view, Qt.Key.Key_S)
    my_turn(qtbot, window)
    board = window.table.items["board"]
    assert isinstance(board, InfoBoard) and board.title == "Hand 1 scored"
    assert "Ana: 9 points — Pair of 6s (6) · Pair of Crowns (1) · Run 6-7 (2)" in board.lines
    assert "Ben: 0 points — nothing scores" in board.lines
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
    assert "Ana: 0 points — Turtle Butt" in window.table.items["board"].lines


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
    # The board's offer is the rules' own: what a safe draw makes the prize, as the view says.
    promised = table.view.prize_if_safe
    assert promised == 2 and f"the prize grows to {promised};" in " ".join(table.items["board"].lines)
    press(window, "draw")  # the Bard: no Turtle Butt, the prize grows
    my_turn(qtbot, window)
    table = window.table
    assert table.view.prize == promised
    assert sorted(k for k in table.items if k.startswith("prize:")) == ["prize:0", "prize:1"]
    assert table.items["take"].text.startswith("Take 2 points")
    assert "the prize grows to 3;" in " ".join(table.items["board"].lines)
    press(window, "take")
    my_turn(qtbot, window)
    assert window.controller.state.totals == [2, 0]


def test_the_scoring_round_seen_by_a_player_who_does_not_play_it_names_who_chooses_and_offers_no_buttons(
        qtbot: Any, settings: Any) -> None:
    """The rococo game: only the best hand plays the scoring round. Its board speaks to that player ("Take…");
    another seat watching it (beside a bot, over the network, in a review) reads who may take the points, and
    is offered no Take or Draw of its own, greyed or not."""
    from desktop.screens.review_host import ReviewHost
    from desktop.table import theme
    from desktop.table.view import TableScene

    window = two_humans(qtbot, settings, "rococo")
    for key in (Qt.Key.Key_H, Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_S):
        my_turn(qtbot, window)
        QTest.keyClick(window.page.view, key)
    my_turn(qtbot, window)
    assert window.controller.state.view(0).scorer == 0
    host = ReviewHost(window.controller.record, settings, list(theme.SEAT_COLOURS[:2]))
    table = TurtleButtTable(host, TableScene())
    for seat, speaks_to_me in ((0, True), (1, False)):
        host.seat = seat
        table.rebuild(host.view())
        board = " ".join(table.items["board"].lines)
        assert ("Take 1 point now, or draw" in board) is speaks_to_me
        assert ("Ana may take 1 point now, or draw" in board) is not speaks_to_me
        assert ("take" in table.items and "draw" in table.items) is speaks_to_me


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


def test_the_announce_button_names_the_claim_the_spinner_sets(qtbot: Any, settings: Any) -> None:
    """The audit: "Announce" said no value while the spinner beside it did ("Raise: 4 now"); the button says the
    claim it will announce, and follows the spinner's steps."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], {"variant": "liars"},
                       setup={"dealer": 1})
    my_turn(qtbot, window)
    announce = window.table.items["announce"]
    assert isinstance(announce, ButtonItem) and announce.text == "Announce 1"
    press(window, "claim:plus")
    press(window, "claim:plus")
    assert window.table.claim_value == 3 and window.table.items["announce"].text == "Announce 3"
    QTest.keyClick(window.page.view, Qt.Key.Key_Minus)
    assert window.table.items["announce"].text == "Announce 2"
    press(window, "announce")
    assert window.controller.record.actions[-1] == (0, "claim 2")


def test_challenge_and_accept_say_their_stakes_in_the_rules_words(qtbot: Any, settings: Any) -> None:
    """The audit: Challenge and Accept gave no stakes. Their tooltips say what each decides, as the rules'
    view words it (never the table's own restatement of the rule)."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben")], {"variant": "liars"},
                       setup={"deck": CROWN_PAIR, "dealer": 1})
    privacy = window.page.privacy
    for step in ("announce", "respond"):
        qtbot.waitUntil(lambda: privacy.isVisible() or bool(window.controller.legal_actions()))
        if privacy.isVisible():
            QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
        my_turn(qtbot, window)
        if step == "announce":
            window.table.claim_value = 2
            press(window, step)
    view = window.controller.view()
    assert view.phase == "respond" and view.seat == 1
    names = window.controller.seat_names()
    challenge, accept = window.table.items["challenge"], window.table.items["accept"]
    assert challenge.toolTip() == shown(view.challenge_words(), names) == (
        "Ana shows the hand: if it is Turtle Butt or scores less than 2 points, Ana is out; if it scores 2 points "
        "or more, Ben is out")
    assert accept.toolTip() == shown(view.accept_words(), names) == (
        "Ben takes the hand from Ana, may draw more cards, and must then announce more than 2 points")


def test_the_dealer_token_says_what_dealing_means(qtbot: Any, settings: Any) -> None:
    """The audit: "The dealer: offered a card last; …" was unclear. The token says, from the rules' view, who
    deals, where each round of offers starts and ends, and where the deal goes next."""
    window = two_humans(qtbot, settings, "basic")
    view = window.controller.view()
    tip = window.table.items["dealer"].toolTip()
    assert tip == shown(view.dealer_words(), window.controller.seat_names())
    assert tip == ("Ben deals this hand: each round, the offer of a card starts on their left and ends with them. "
                   "Next hand, the deal passes to their left.")


def test_a_cards_tooltip_says_its_name_and_only_what_the_name_does_not(qapp: Any) -> None:
    """The audit: "Ace of Leaves — Ace; Leaves" said the rank and suit twice. An Ace's name says both; the
    other cards' names say neither, so their rank and suits follow."""
    from desktop.games.turtle_butt.decktet_art import card_tip

    assert card_tip("Ace of Leaves") == "Ace of Leaves"
    assert card_item("Ace of Moons", 100, 140).toolTip() == "Ace of Moons"
    assert card_tip("Sailor") == "Sailor — 4; Waves, Leaves"
    assert card_tip("Sea") == "Sea — Crown; Waves"
    assert card_tip("Excuse") == "Excuse — no rank; no suit"
    assert card_tip("Watchman") == "Watchman — Pawn; Moons, Wyrms, Knots"


def test_a_hands_score_reads_one_way_on_the_mats_the_board_and_the_panel(qtbot: Any, settings: Any) -> None:
    """The audit: "Hand now 0 (nothing scores yet)" beside "Hand now 11: …", and a board mixing "Ana: nothing
    scores = 0" with "Ben: Turtle Butt — 0". Every place says the points first, then how they come."""
    window = two_humans(qtbot, settings, "basic")
    texts = scene_texts(window)
    assert "This hand: 0 points — nothing scores yet" in texts, texts
    assert dict(window.table.score_lines(window.controller.view()))[0] == "Ana: 0 points (this hand: 0 points)"
    for key in (Qt.Key.Key_H, Qt.Key.Key_S, Qt.Key.Key_H, Qt.Key.Key_H):
        my_turn(qtbot, window)
        QTest.keyClick(window.page.view, key)
    my_turn(qtbot, window)
    assert "This hand: 9 points — Pair of 6s (6) · Pair of Crowns (1) · Run 6-7 (2)" in scene_texts(window)


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
    texts = " ".join(scene_texts(window, hidden=True)) + " ".join(controller.log_lines())
    assert not [name for name in hand if name in texts]
    assert controller.view().hand is None
    claim = controller.view().claim
    press(window, "accept")
    my_turn(qtbot, window)
    assert controller.perspective == 1
    assert sorted(face_up_cards(window)) == sorted(hand)
    # "they must announce a score greater than the score claimed": the spinner starts above the accepted claim
    assert window.table.claim_value == claim + 1 == window.table.claims()[0]
    assert not window.table.items["claim:minus"].enabled_


def test_a_liars_hand_passed_on_stays_on_the_table_faded_as_you_saw_it(qtbot: Any, settings: Any) -> None:
    """Whoever held the liar's hand saw its cards (our table ruling): once Ben has taken it and drawn a
    card, Ana's row still shows the three cards she looked at, faded, and says one was drawn since."""
    players = [Player("Ana"), Player("Ben", "normal")]
    record = Record("turtle-butt", players, 7, {"variant": "liars"}, {"dealer": 1},
                    actions=[(0, "claim 3"), (1, "accept"), (1, "draw"), (1, "claim 6")])
    window = shown_window(qtbot, settings)
    window.start_game(record, [])
    my_turn(qtbot, window)
    controller = window.controller
    assert controller is not None and controller.perspective == 0
    first_three = [CARDS[i].name for i in controller.state.hand[:3]]
    recalled = {k: i for k, i in window.table.items.items() if k.startswith("seen:")}
    assert [str(recalled[f"seen:{n}"].data_["card"]) for n in range(3)] == first_three
    assert all(i.opacity() < 1 for i in recalled.values())
    assert "The hand as you saw it; 1 card drawn since" in scene_texts(window)
    assert CARDS[controller.state.hand[3]].name not in face_up_cards(window)


# Ace, Crown, Crown: a pair of Crowns scores 1.
CROWN_PAIR = ["Ace of Moons", "Huntress", "Bard"]


def claim_and_challenge(qtbot: Any, settings: Any, claim: int) -> MainWindow:
    """Hot-seat liar's game: Ana draws a pair of Crowns, claims `claim`, Ben challenges (by button)."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben"), Player("Cy")], {"variant": "liars"},
                       setup={"deck": CROWN_PAIR, "dealer": 2})
    privacy = window.page.privacy
    for step in ("announce", "challenge", "look"):
        qtbot.waitUntil(lambda: privacy.isVisible() or bool(window.controller.legal_actions()))
        if privacy.isVisible():
            QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
        my_turn(qtbot, window)
        if step == "announce":
            window.table.claim_value = claim
        if step != "look":
            press(window, step)
    return window


def test_challenge_reveals_the_hand_with_its_score_and_the_loser_is_shown_out(qtbot: Any, settings: Any) -> None:
    """The liar's game: a challenged hand is shown; a true claim puts the challenger out, else the claimant."""
    window = claim_and_challenge(qtbot, settings, 2)  # a bluff: the hand scores 1
    board = window.table.items["board"]
    assert isinstance(board, InfoBoard) and board.title == "Last challenge"
    assert board.lines == ["Ben challenged Ana's claim of 2.", "Scoring: Pair of Crowns (1).",
                           "The hand scores 1 point, less than the 2 claimed, so Ana is out."]
    assert sorted(i.data_["card"] for k, i in window.table.items.items() if k.startswith("revealed:")) == \
        sorted(CROWN_PAIR)
    ana = [label.text for label in labels(window) if window.table.boxes[0].contains(label.scenePos())]
    assert "1st out" in ana and "OUT" in ana  # her status and the stamp over her place
    panels = [i for i in window.page.scene.items() if isinstance(i, SeatPanel)]
    assert [p.out for p in panels].count(True) == 1
    assert window.table.boxes[0].contains(next(p for p in panels if p.out).sceneBoundingRect().center())


def test_a_claim_the_hand_meets_exactly_is_true_and_the_challenger_is_shown_out(qtbot: Any, settings: Any) -> None:
    """The liar's game: "If the cards score as many points as the player announced and are not Turtle Butt,
    then the challenger is out": a claim of 1 on a pair of Crowns (1 point) holds."""
    window = claim_and_challenge(qtbot, settings, 1)
    board = window.table.items["board"]
    assert board.lines[-1] == "The hand scores 1 point, at least the 1 claimed, so Ben is out."
    panels = [i for i in window.page.scene.items() if isinstance(i, SeatPanel) and i.out]
    assert len(panels) == 1 and window.table.boxes[1].contains(panels[0].sceneBoundingRect().center())
    assert "1st out" in [label.text for label in labels(window) if window.table.boxes[1].contains(label.scenePos())]


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
    assert [str(f.option.label) for f in lobby.option_fields][:3] == ["Game", "Add the Excuse", "Add the Pawns"]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1280, 720)])
def test_labels_are_never_under_the_floor_and_everything_lies_in_the_area(qtbot: Any, settings: Any,
                                                                       size: tuple[int, int]) -> None:
    """Issue 18: no text under 15 units (12 px on a laptop); the table reflows into the window's area."""
    window = shown_window(qtbot, settings, size)
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal"),
                                             Player("Dee", "normal")], 5, {"variant": "basic"}), [])
    my_turn(qtbot, window)
    table = window.table
    assert isinstance(table, TurtleButtTable) and table.compact == (size[1] < 1000)
    for item in window.page.scene.items():
        if isinstance(item, LabelItem) and item.text:
            assert item.font.pixelSize() >= MIN_TEXT, item.text
    area = table.area
    assert all(area.contains(i.sceneBoundingRect()) for i in table.items.values()), \
        [k for k, i in table.items.items() if not area.contains(i.sceneBoundingRect())]
    boxes = list(table.boxes.values())
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_the_liars_game_seats_twelve_legibly(qtbot: Any, settings: Any) -> None:
    """The liar's game is for groups of any size: twelve places on a laptop, none overlapping, names whole."""
    names = ["Ana", "Ben", "Chiara", "Dev", "Emi", "Femi", "Gus", "Hana", "Ivo", "Jo", "Kai", "Lea"]
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record("turtle-butt", [Player(names[0])] + [Player(n, "random") for n in names[1:]], 4,
                             {"variant": "liars"}), [])
    my_turn(qtbot, window, timeout=30_000)
    table = window.table
    assert isinstance(table, TurtleButtTable) and len(table.boxes) == 12
    boxes = list(table.boxes.values())
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    assert all(table.area.contains(b) for b in boxes)
    for seat, box in table.boxes.items():
        name = [label for label in labels(window) if label.text.startswith(names[seat])
                and box.contains(label.sceneBoundingRect().center())]
        assert name and box.contains(name[0].sceneBoundingRect()), names[seat]
        assert not name[0].text.endswith("…")
        assert name[0].font.pixelSize() >= MIN_TEXT


def test_the_prompt_names_the_player_whose_move_it_is(qtbot: Any, settings: Any) -> None:
    """Issue 18: in hot-seat the table says whose move it is ("Ben — your move: …") and that seat glows."""
    window = two_humans(qtbot, settings, "basic")
    assert any(t.startswith("Ana — your move:") for t in scene_texts(window))
    QTest.keyClick(window.page.view, Qt.Key.Key_S)
    my_turn(qtbot, window)
    assert window.controller.perspective == 1
    assert any(t.startswith("Ben — your move:") for t in scene_texts(window))
    glowing = [p for p in window.page.scene.items() if isinstance(p, SeatPanel) and p.active]
    assert len(glowing) == 1 and glowing[0].sceneBoundingRect().contains(window.table.boxes[1].center())


def test_hint_lights_the_suggested_button(qtbot: Any, settings: Any) -> None:
    """The hint (a bot's suggestion) glows on the button that plays it."""
    window = two_humans(qtbot, settings, "basic")
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.controller.request_hint()
    suggested = str(blocker.args[0])
    assert suggested in ("hit", "stay")
    assert window.table.items[suggested].hint_glow
    words = {"hit": "Take a card (Hit me)", "stay": "Stay with what you have"}
    bubble = window.table.hint_bubble
    assert bubble.isVisible() and bubble.text == words[suggested]
    near = window.table.items["deck:top" if suggested == "hit" else "stay"].sceneBoundingRect()
    assert abs(bubble.sceneBoundingRect().center().x() - near.center().x()) < 300
    # A button's hint sits beside it, level with it, and leaves the prompt above the buttons readable.
    window.table.show_hint(STAY)
    stay, placed = window.table.items["stay"].sceneBoundingRect(), bubble.mapRectToScene(bubble._rect)
    assert placed.right() <= stay.left() and abs(placed.center().y() - stay.center().y()) < 1
    prompt = [i for i in window.page.scene.items() if isinstance(i, LabelItem) and i.isVisible()
              and i.text.startswith("Ana — your move:")]
    assert len(prompt) == 1 and not placed.intersects(prompt[0].sceneBoundingRect())


def test_a_hint_to_take_a_card_points_where_the_card_would_go_clear_of_the_rows_words(
        qtbot: Any, settings: Any) -> None:
    """The arrow runs from the deck's edge (not across the deck) to the free place for the next card, not to
    the words that say the row takes cards."""
    window = two_humans(qtbot, settings, "basic")
    table = window.table
    table.show_hint(HIT)
    bubble = table.hint_bubble
    assert bubble.isVisible() and bubble._arrow is not None
    tip = bubble.mapToScene(bubble._arrow[1])
    words = [i.sceneBoundingRect() for i in window.page.scene.items() if isinstance(i, LabelItem)
             and i.isVisible() and i.text == "Drag the deck's top card here to take a card"]
    assert len(words) == 1 and not words[0].adjusted(-10, -10, 10, 10).contains(tip)
    assert table.zones["row:me"].sceneBoundingRect().contains(tip)
    assert not any(table.items[key].sceneBoundingRect().contains(tip) for key in table.items
                   if key.startswith("own:0:"))
    deck, start = table.items["deck:top"].sceneBoundingRect(), bubble.mapToScene(bubble._arrow[0])
    inside = deck.adjusted(2, 2, -2, -2)
    assert not any(inside.contains(start + (tip - start) * (k / 50)) for k in range(51))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_arrow_to_the_next_card_crosses_no_words_nor_the_suit_tracker(qtbot: Any, settings: Any,
                                                                           size: tuple[int, int]) -> None:
    """From the deck to each of the first places of the row (no card yet, one, two, three), the hint's arrow,
    straight or bent, runs across no label and no piece that keeps clear (the suit tracker above the row)."""
    window = two_humans(qtbot, settings, "basic", hands=4)
    window.resize(*size)
    table, c = window.table, window.controller
    for cards in range(4):
        qtbot.waitUntil(lambda: window.controller.perspective == 0 and HIT in window.controller.legal_actions())
        qtbot.waitUntil(lambda n=cards: len(table.view.seats[0].own) == n and table.next_card_at is not None)
        table.show_hint(HIT)
        bubble = table.hint_bubble
        assert bubble._arrow is not None
        start, tip = (bubble.mapToScene(p) for p in bubble._arrow)
        bend = bubble.mapToScene(bubble._bend) if bubble._bend is not None else None
        path = [start + (tip - start) * (k / 40) for k in range(41)] if bend is None else \
            [start * (1 - t) ** 2 + bend * (2 * (1 - t) * t) + tip * t ** 2 for t in (k / 40 for k in range(41))]
        pieces = [r for r in table._pieces_shown() if not r.contains(start) and not r.contains(tip)]
        crossed = [r for r in pieces if any(r.contains(p) for p in path)]
        assert not crossed, f"with {cards} cards the arrow crosses {crossed}"
        assert c.submit(HIT) is None
        while cards < 3:  # on to Ana's next offer; Ben stays, so the hand goes on
            qtbot.waitUntil(lambda: c.perspective is None or bool(c.legal_actions()))
            if c.perspective is None:
                c.privacy_done()
            elif c.perspective == 1:
                assert c.submit(STAY) is None
            else:
                break


def test_a_hint_shown_as_the_table_is_laid_out_anew_moves_with_its_button(qtbot: Any, settings: Any) -> None:
    """A hint asked for while the window is still settling keeps to its button once the table has its
    final size, lit and with its bubble beside it."""
    window = two_humans(qtbot, settings, "basic")
    table = window.table
    area = QRectF(table.area)
    table.set_area(QRectF(area.x(), area.y(), area.width() * 0.8, area.height() * 0.7))
    table.suggest(STAY)
    early = table.items["stay"].sceneBoundingRect()
    table.set_area(area)
    stay, bubble = table.items["stay"].sceneBoundingRect(), table.hint_bubble
    placed = bubble.mapRectToScene(bubble._rect)
    assert stay.center() != early.center()
    assert bubble.isVisible() and table.items["stay"].hint_glow
    assert placed.right() <= stay.left() and abs(placed.center().y() - stay.center().y()) < 1


def eleven_cards_each(qtbot: Any, settings: Any, size: tuple[int, int] = (1600, 900),
                      cleo: bool = False) -> MainWindow:
    """Ana and Ben each with eleven cards (a deck without Knots never makes Turtle Butt), Ana to move; with
    `cleo`, a third player who stays at once."""
    no_knots = [c.name for c in CARDS[:36] if "Knots" not in c.suits]
    players = [Player("Ana"), Player("Ben"), Player("Cleo")] if cleo else [Player("Ana"), Player("Ben")]
    window = open_game(qtbot, settings, players, {"variant": "basic"},
                       setup={"deck": no_knots, "dealer": 1}, size=size)
    for _ in range(23 if cleo else 22):
        my_turn(qtbot, window)
        seat = window.controller.state.to_act()[0]
        assert window.controller.submit(STAY if seat == 2 else HIT) is None
    my_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.perspective == 0 and "own:1:10" in window.table.items)
    return window


def test_a_buttons_hint_beside_a_long_hand_moves_clear_of_its_cards(qtbot: Any, settings: Any) -> None:
    """With a hand that reaches the buttons, the bubble that would sit left of "I'll stay" goes where it
    covers no card, no button and no words."""
    window = eleven_cards_each(qtbot, settings)
    table = window.table
    table.suggest(STAY)
    bubble = table.hint_bubble
    placed = bubble.mapRectToScene(bubble._rect)
    kept_clear = [i.sceneBoundingRect() for i in window.page.scene.items()
                  if isinstance(i, (CardItem, ButtonItem, LabelItem)) and i.isVisible()]
    assert bubble.isVisible() and table.items["stay"].hint_glow
    assert not any(placed.intersects(rect) for rect in kept_clear)
    assert window.page.scene.sceneRect().contains(placed)
    stay = table.items["stay"].sceneBoundingRect()
    assert abs(placed.center().x() - stay.center().x()) < stay.width()  # still beside its button


def test_the_one_rivals_place_is_as_wide_as_the_table_and_holds_a_long_hand_in_one_row(
        qtbot: Any, settings: Any) -> None:
    """Two players on a large screen: Ben's place mirrors Ana's, as wide as the table and one row high, so his
    eleven cards sit whole, full size, in one row, and the middle band has the height a second row would take."""
    window = eleven_cards_each(qtbot, settings, (1920, 1080))
    table = window.table
    cards = [item.mapRectToScene(item.body()) for item in (table.items[f"own:1:{i}"] for i in range(11))]
    place, mine = table.boxes[1], table.layout.me
    assert all(place.contains(card) for card in cards)
    assert not any(a.intersects(b) for i, a in enumerate(cards) for b in cards[i + 1:])
    assert len({round(card.top()) for card in cards}) == 1
    assert cards[0].height() == table.items["own:0:0"].body().height()
    assert place.width() == mine.width() and place.height() < mine.height()


def test_the_information_board_is_as_tall_as_its_words_not_the_whole_middle(qtbot: Any, settings: Any) -> None:
    """Two players at full HD give the middle the height a second row of the rival's cards would take; the
    board there ("How it goes") grows to what its words need, no shorter than the shared cards, centred on
    the middle, instead of a tall, mostly empty sheet."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], {"variant": "basic"},
                       size=(1920, 1080))
    my_turn(qtbot, window)
    table = window.table
    board = table.items["board"]
    assert isinstance(board, InfoBoard)
    middle, big = table.layout.middle, table.layout.big
    needed = InfoBoard.height_for(board.w, board.lines, board.text_size)
    assert board.h < middle.height() - 100
    assert board.h >= max(needed, big.height())
    assert abs(board.sceneBoundingRect().center().y() - middle.center().y()) < 8


def test_many_cards_in_a_narrow_place_take_two_smaller_rows_that_show_more_of_each() -> None:
    """Nine cards in a place two cards wide (six players): two rows of slightly smaller cards show each card
    twice as wide as one row would; where two rows would have to shrink too far, one row stays."""
    card = QSizeF(80, 114)
    places, size = rows_of_cards(0, 200, 0, 220, 9, card)
    assert size.height() < card.height() and len({round(p.y()) for p in places}) == 2
    rows = [sorted(p.x() for p in places if round(p.y()) == y) for y in sorted({round(p.y()) for p in places})]
    assert [len(row) for row in rows] == [5, 4] and rows[0][1] - rows[0][0] > 2 * (200 - 80) / 8
    places, size = rows_of_cards(0, 200, 0, 120, 9, card)
    assert size == card and len({round(p.y()) for p in places}) == 1


def test_a_rivals_long_row_shrinks_to_two_rows_of_whole_cards_where_full_size_rows_do_not_fit(
        qtbot: Any, settings: Any) -> None:
    """Three players on a slightly shorter table (as the review page's, above its graph): Ben's place, half
    the table wide, has no room for two rows of full-size cards, so his eleven cards shrink a little to two
    rows rather than overlap in one."""
    window = eleven_cards_each(qtbot, settings, (1920, 1080), cleo=True)
    table = window.table
    full = table.items["own:1:0"].body().height()
    area = QRectF(table.area)
    table.set_area(QRectF(area.x(), area.y(), area.width(), area.height() * 0.9))
    items = [table.items[f"own:1:{i}"] for i in range(11)]
    cards = [item.mapRectToScene(item.body()) for item in items]
    assert all(table.boxes[1].contains(card) for card in cards)
    assert not any(a.intersects(b) for i, a in enumerate(cards) for b in cards[i + 1:])
    assert len({round(card.top()) for card in cards}) == 2
    assert 0.6 * full <= items[0].body().height() < full


def test_a_long_status_in_a_narrow_place_leaves_the_name_readable(qtbot: Any, settings: Any) -> None:
    """The liar's game with twelve players ends: in a place a sixth of the table wide, the winner's "the last
    player standing" takes two lines beside the name instead of running over it."""
    players = [Player("Ana")] + [Player(f"Bot {k}", "normal") for k in range(2, 13)]
    record = Record("turtle-butt", players, seed=5, options={"variant": "liars"})
    state, bot, rng = record.new_state(), make_bot("turtle-butt", "normal"), random.Random(5)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.view(seat), rng))
    record.actions = list(state.history)
    window = shown_window(qtbot, settings, (1920, 1080))
    window.start_game(record, [])
    qtbot.waitUntil(lambda: window.table is not None and len(window.table.boxes) == 12)
    winner = state.view(0).winner
    assert winner is not None and winner != 0  # a rival's narrow place, not Ana's wide one
    area = QRectF(window.table.area)
    window.table.set_area(QRectF(area.x(), area.y(), 1700, area.height()))  # places 268 units wide
    box = window.table.boxes[winner]
    header = [i for i in window.page.scene.items() if isinstance(i, LabelItem) and i.isVisible()
              and box.contains(i.sceneBoundingRect().center()) and i.sceneBoundingRect().center().y() < box.top() + 50]
    texts = sorted(i.text.replace("\n", " ") for i in header)
    assert texts == sorted([players[winner].name, "the last player standing"])
    name, status = sorted(header, key=lambda i: i.sceneBoundingRect().left())
    assert name.sceneBoundingRect().right() <= status.sceneBoundingRect().left()
    assert name.text == players[winner].name  # whole, not cut
    assert all(box.contains(i.sceneBoundingRect()) for i in header)


def test_hint_fills_the_win_chance_meter_until_somebody_moves(qtbot: Any, settings: Any) -> None:
    window = two_humans(qtbot, settings, "basic")
    panel = window.panel
    assert not panel.chance.isVisible()
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.hint()
    action, chance, error = blocker.args
    reading = read_chance(chance, error, 2)
    said = {"even": "level with the others", "between": f"between {reading.low}% and {reading.high}%",
            "about": f"about {reading.percent}%"}[reading.kind]
    assert panel.chance.isVisible() and panel.chance.bar.isVisible()
    assert f"Your chance of winning: {said}" in panel.chance.label.text()
    assert "with 2 players, level is 50% each" in panel.chance.label.text()
    assert panel.chance.bar.reading == reading
    assert window.controller.submit(action) is None
    assert not panel.chance.isVisible()


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
    """Random gestures over a hot-seat game with a bot: nothing raises, and they leave the game whole."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben"), Player("Cy", "random")],
                       {"variant": variant}, seed=9)
    keys = [Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_H, Qt.Key.Key_S,
            Qt.Key.Key_D, Qt.Key.Key_T, Qt.Key.Key_C, Qt.Key.Key_A, Qt.Key.Key_Plus, Qt.Key.Key_Minus]
    monkey(window, random.Random(2), 1500, keys, drag_share=0.2)
    controller = window.controller
    # the gestures played the game: on, or to its end (two challenges can end a liar's game in five moves)
    assert controller is not None and (len(controller.record.actions) > 5 or controller.state.is_over())
    left_whole_by_the_monkey(qtbot, window)


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
    from desktop.screens.rules_help import load_pictures, picture

    load_pictures("turtle-butt")
    image = picture("decktet-card")
    assert (image.width(), image.height()) == (150, 210)
    colours = {image.pixel(x, y) for x in range(0, 150, 7) for y in range(0, 210, 7)}
    assert len(colours) > 20


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_thinking_rival_shows_thinking_in_place_of_its_status(qtbot: Any, settings: Any,
                                                                 size: tuple[int, int]) -> None:
    """Six players give each rival a narrow mat, with cards on it here: the marker stands where
    "still in" stood (hidden meanwhile), over none of the rival's cards, suits or words."""
    window = shown_window(qtbot, settings, size)
    players = [Player("Ana")] + [Player(name, "normal") for name in ("Ben", "Cy", "Dee", "Eve", "Flo")]
    window.start_game(Record("turtle-butt", players, 5, {}), [])
    for _ in range(3):  # Ana takes cards, and the rivals with her
        my_turn(qtbot, window)
        press(window, "hit")
    my_turn(qtbot, window)
    table = window.table
    assert isinstance(table, TurtleButtTable)
    assert isinstance(table.view, TurtleButtView) and sum(len(p.own) for p in table.view.seats[1:]) >= 4
    for seat in range(1, 6):
        status = table.statuses[seat]
        table.show_thinking(seat, True)
        label = table.thinking_label
        assert label is not None and label.isVisible() and label.text == "thinking…"
        assert not status.isVisible() and table.boxes[seat].contains(label.sceneBoundingRect())
        assert covered(label, SeatPanel, DropZone) == []
        table.show_thinking(seat, False)
        assert status.isVisible() and not label.isVisible()
    # The dealer's token, in the corner of a rival's narrow mat, leaves that mat's score line whole.
    dealer = table.items["dealer"]
    assert table.view.dealer != 0 and covered(dealer, SeatPanel, DropZone, CardItem) == []


@pytest.mark.parametrize("status", ["still in", "stayed", "Turtle Butt!", "scoring round", "giro del premio"])
def test_a_rivals_status_lies_whole_beside_its_suits_on_a_six_player_laptop_mat(
        qtbot: Any, settings: Any, monkeypatch: pytest.MonkeyPatch, status: str) -> None:
    """Six players at 1280×720 leave a rival's status only the end of the suits' line: a long one
    (the scoring round's, or in Italian) takes two lines or a smaller size there, never the suits."""
    monkeypatch.setattr(turtle_butt_table, "seat_status", lambda v, p: (status, QColor("#222222")))
    window = shown_window(qtbot, settings, (1280, 720))
    players = [Player(name) for name in ("Ana", "Ben", "Cy", "Dee", "Eve", "Flo")]
    window.start_game(Record("turtle-butt", players, 5, {}), [])
    my_turn(qtbot, window)
    table = window.table
    assert isinstance(table, TurtleButtTable) and len(table.statuses) == 5
    for seat, label in table.statuses.items():
        assert label.text.replace("\n", " ") == status
        assert table.boxes[seat].contains(label.sceneBoundingRect())
        assert covered(label, SeatPanel, DropZone) == []


@pytest.mark.parametrize("size", [(1280, 720), (1280, 700), (1920, 1080)])
def test_the_words_over_and_under_the_shared_cards_are_clear_of_them(qtbot: Any, settings: Any,
                                                                       size: tuple[int, int]) -> None:
    """The heading over the shared cards and the caption under them ("Turtle Butt — the basic game · Hand 1 of
    4") touch no card, however short the middle band: at 1280×720, with the line for messages under the table,
    the caption was 3 units into the cards, and the lesson's spotlight cut through it."""
    for players in (2, 4):
        window = shown_window(qtbot, settings, size)
        seats = [Player("Ana")] + [Player(f"Bot {i}", "normal") for i in range(1, players)]
        window.start_game(Record("turtle-butt", seats, 5, {"variant": "basic"}), [])
        my_turn(qtbot, window)
        table = window.table
        cards = [item.mapRectToScene(item.body()) for key, item in table.items.items() if key.startswith("shared:")]
        words = [item.sceneBoundingRect() for item in table.scene.items() if isinstance(item, LabelItem)
                 and ("Hand 1 of" in item.text or item.text.startswith("Shared cards"))]
        assert len(cards) == 3 and len(words) == 2
        assert not any(w.intersects(c) for w in words for c in cards), (size, players, words, cards)


def test_the_rings_words_follow_the_announce_button_as_the_claim_changes(qtbot: Any, settings: Any) -> None:
    """The liar's game: with the ring on Announce, + raises the claim: the button and what the ring says (the
    screen reader's words) both name the new claim."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], {"variant": "liars"},
                       setup={"dealer": 1})
    my_turn(qtbot, window)
    table, view = window.table, window.page.view
    view.setFocus()
    chain = table.focus_chain()
    table._set_focus(chain, chain.index(table.items["announce"]))
    QTest.keyClick(view, Qt.Key.Key_Plus)
    assert view.accessibleDescription() == table.items["announce"].text != "Announce 1"
