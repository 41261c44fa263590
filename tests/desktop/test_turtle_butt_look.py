"""How the Turtle Butt table looks: the last challenge's words and cards keep apart inside their board at
every player count, the keys the buttons show are the keys that play them (in any language), and the
boards' sentences are whole texts wrapped by width."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage
from PySide6.QtTest import QTest

from desktop.games.turtle_butt.decktet_art import name_plate
from desktop.games.turtle_butt.layout import MIN_TEXT
from desktop.games.turtle_butt.table import TurtleButtTable
from desktop.games.turtle_butt.words import button_labels, key_of
from desktop.screens.main_window import MainWindow
from desktop.table import theme
from desktop.table.items import ButtonItem, TableItem
from desktop.table.panels import InfoBoard
from rules.core import Player, Record
from rules.turtle_butt import BASIC, LIARS, ROCOCO, TurtleButtView
from rules.turtle_butt.deck import CARDS, SUITS, card_id
from rules.turtle_butt.outcome import Challenge
from tests.desktop.helpers import shown_window

pytestmark = pytest.mark.gui

#: Names as long as the lobby lets them be (16 letters).
LONG_NAMES = [f"Massimiliana {i:03d}" for i in range(1, 13)]
#: A long hand that is not Turtle Butt (no Knots) and scores many parts: the longest words the board says.
MANY_PARTS = [c.id for c in CARDS if SUITS[-1] not in c.suits and c.suits][:14]
#: A hand of six that is Turtle Butt (the audit's: the verdict says so once).
BUTT = [card_id(n) for n in ("Lunatic", "Merchant", "Penitent", "Huntress", "Forest", "Diplomat")]


def _scene_rect(item: TableItem) -> QRectF:
    return item.mapRectToScene(item.body())


def _words_rect(board: InfoBoard) -> QRectF:
    """Where the board's title and lines are painted (wrapped as `InfoBoard.paint_body` wraps them)."""
    body = _scene_rect(board)
    metrics = QFontMetricsF(theme.text_font(board.text_size))
    width = body.width() - 2 * InfoBoard.PAD_X
    text = metrics.boundingRect(QRectF(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), "\n".join(board.lines))
    return QRectF(body.left() + InfoBoard.PAD_X, body.top() + InfoBoard.PAD_Y, width,
                  InfoBoard.TITLE_H + text.height())


def _check_last_challenge(table: TurtleButtTable, count: int) -> None:
    board = table.items["board"]
    assert isinstance(board, InfoBoard) and board.text_size >= MIN_TEXT
    paper, words = _scene_rect(board), _words_rect(board)
    cards = [_scene_rect(item) for key, item in table.items.items() if key.startswith("revealed:")]
    assert len(cards) == count
    assert table.layout is not None and table.layout.middle.contains(paper)
    beside = [_scene_rect(table.items[key]) for key in ("claim-board", "claim") if key in table.items]
    assert beside and not any(paper.intersects(other) for other in beside)  # the claim's board and token
    for card in cards:
        assert paper.contains(card), (card, paper)
        assert not card.intersects(words), (card, words)
    assert min(card.height() for card in cards) >= 84  # the cards stay large enough to read their ranks


def _liars_at(qtbot: Any, window: MainWindow, players: int) -> TurtleButtTable:
    """A liar's game of `players` with long names, Ana (seat 0) holding the first hand."""
    window.start_game(Record("turtle-butt", [Player(LONG_NAMES[0])] + [Player(n, "random") for n in
                                                                       LONG_NAMES[1:players]],
                             3, {"variant": "liars"}, {"dealer": players - 1}), [])
    qtbot.waitUntil(lambda: window.controller is not None and bool(window.controller.legal_actions())
                    and window.table is not None and "board" in window.table.items, timeout=15_000)
    table = window.table
    assert isinstance(table, TurtleButtTable) and len(table.boxes) == players
    return table


def _table(window: MainWindow) -> TurtleButtTable:
    assert isinstance(window.table, TurtleButtTable)
    return window.table


def _view(window: MainWindow) -> TurtleButtView:
    assert window.controller is not None
    view = window.controller.view()
    assert isinstance(view, TurtleButtView)
    return view


def _board(table: TurtleButtTable) -> InfoBoard:
    board = table.items["board"]
    assert isinstance(board, InfoBoard)
    return board


def _show_challenge(window: MainWindow, table: TurtleButtTable, hand: list[int]) -> Challenge:
    view = _view(window)
    challenger, claimant = (1, 0) if len(view.seats) == 2 else (1, 2)
    challenge = Challenge.decide(challenger, claimant, 3, hand)
    table.rebuild(dataclasses.replace(view, last_challenge=challenge))
    return challenge


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "it"])
def test_the_last_challenges_cards_lie_inside_its_board_clear_of_its_words_for_2_to_12_players(
        qtbot: Any, settings: Any, request: pytest.FixtureRequest, size: tuple[int, int], language: str) -> None:
    """The audit's 8-player laptop table drew the revealed cards over the verdict and out of the board: for
    every player count of the liar's game, long names, the longest parts line and a Turtle Butt hand, the
    cards lie inside the board, under its words and never on them."""
    if language == "it":
        request.getfixturevalue("italian")
    window = shown_window(qtbot, settings, size)
    for players in range(2, 13):
        table = _liars_at(qtbot, window, players)
        for hand in (MANY_PARTS, BUTT):
            _show_challenge(window, table, hand)
            _check_last_challenge(table, len(hand))


def test_the_last_challenge_says_what_the_hand_is_once_in_the_present_tense(qtbot: Any, settings: Any) -> None:
    """A Turtle Butt hand is named once, by the rules' verdict ("The hand is Turtle Butt, so … is out"), not
    also by a line in the past tense; a scored hand's points are said once (by the verdict, last), its parts
    before them."""
    window = shown_window(qtbot, settings, (1280, 720))
    table = _liars_at(qtbot, window, 3)
    _show_challenge(window, table, BUTT)
    lines = _board(table).lines
    assert lines == [f"{LONG_NAMES[1]} challenged {LONG_NAMES[2]}'s claim of 3.",
                     f"The hand is Turtle Butt, so {LONG_NAMES[2]} is out."]
    _show_challenge(window, table, MANY_PARTS)
    lines = _board(table).lines
    assert lines[1].startswith("Scoring: Pair of 2s (2) · ") and "40" not in lines[1]
    assert lines[2] == f"The hand scores 40 points, at least the 3 claimed, so {LONG_NAMES[1]} is out."
    assert not any("was" in line or "scored" in line for line in lines)


# --- the keys the buttons show --------------------------------------------------------


def _move_buttons(table: TurtleButtTable) -> dict[str, ButtonItem]:
    return {key: item for key, item in table.items.items()
            if isinstance(item, ButtonItem) and key in ("hit", "stay", "take", "draw", "challenge", "accept")}


def _press_shown_key(window: MainWindow, button: ButtonItem) -> None:
    letter = key_of(button.text)
    assert len(letter) == 1, button.text
    QTest.keyClick(window.page.view, Qt.Key(ord(letter)))


#: The buttons' labels with the keys Italian would give them (C for "Carta!", F for "Mi fermo"…).
OTHER_KEYS = {"Hit me  [H]": "Carta!  [C]", "I'll stay  [S]": "Mi fermo  [F]",
              "Draw another  [D]": "Pescane un'altra  [P]", "Take {points}  [T]": "Prendi {points}  [R]"}


@pytest.fixture
def other_keys(qapp: Any) -> Iterator[None]:
    """A translation that gives the basic game's buttons other keys ("Carta!  [C]", "Mi fermo  [F]": the
    letters Italian would use) and the rococo game's draw the key the liar's challenge has."""
    from PySide6.QtCore import QTranslator

    class Keys(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None,
                      n: int = -1) -> str | None:  # None: not ours (an empty text would be a translation)
            return OTHER_KEYS.get(source) if context == "TurtleButtTable" else None

    keys = Keys()
    QCoreApplication.installTranslator(keys)
    yield
    QCoreApplication.removeTranslator(keys)


def _two_players(qtbot: Any, settings: Any, variant: str) -> MainWindow:
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Ben")], 5, {"variant": variant, "hands": 2},
                             {"dealer": 1}), [])
    _wait(qtbot, window)
    return window


def _wait(qtbot: Any, window: MainWindow) -> None:
    privacy = window.page.privacy
    qtbot.waitUntil(lambda: privacy.isVisible() or (window.controller is not None
                                                   and bool(window.controller.legal_actions())
                                                   and window.table is not None and bool(window.table.items)))
    if privacy.isVisible():
        QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.table is not None and bool(window.table.items))


@pytest.mark.parametrize("translated", [False, True])
def test_the_key_a_button_shows_is_the_key_that_plays_it(qtbot: Any, settings: Any, request: pytest.FixtureRequest,
                                                         translated: bool) -> None:
    """Hit me and I'll stay (and the rococo scoring round's Take and Draw another) are played by the letter
    their buttons show, whatever letter the translation gives them: English keeps H and S; with "Carta!  [C]"
    and "Mi fermo  [F]" C and F play them and H and S no longer do."""
    if translated:
        request.getfixturevalue("other_keys")
    window = _two_players(qtbot, settings, ROCOCO)
    assert window.controller is not None
    buttons = _move_buttons(_table(window))
    assert {key_of(b.text) for b in buttons.values()} == ({"C", "F"} if translated else {"H", "S"})
    if translated:  # the English letters act no more
        for key in (Qt.Key.Key_H, Qt.Key.Key_S):
            QTest.keyClick(window.page.view, key)
        assert window.controller.record.actions == []
    # Ana takes a card, Ben stays, Ana takes another and stays: Ben's hand ends, Ana's is the best hand.
    for move, seat in (("hit", 0), ("stay", 1), ("hit", 0), ("stay", 0)):
        _wait(qtbot, window)
        before = len(window.controller.record.actions)
        _press_shown_key(window, _move_buttons(_table(window))[move])
        assert window.controller.record.actions[before:] == [(seat, move)]
    _wait(qtbot, window)
    assert _view(window).phase == "scoring"
    buttons = _move_buttons(_table(window))
    assert set(buttons) == {"take", "draw"}
    assert {key_of(b.text) for b in buttons.values()} == ({"R", "P"} if translated else {"T", "D"})
    before = len(window.controller.record.actions)
    _press_shown_key(window, buttons["draw"])
    assert window.controller.record.actions[before:][:1] == [(0, "draw")]


def test_the_liars_buttons_are_played_by_the_keys_they_show(qtbot: Any, settings: Any) -> None:
    """Draw a card [D], then (the next player) Challenge [C]. The claim's "−" and "+" say what they change and
    the claim now (a screen reader heard only "plus")."""
    window = _two_players(qtbot, settings, LIARS)
    assert window.controller is not None
    _press_shown_key(window, _move_buttons(_table(window))["draw"])
    assert window.controller.record.actions == [(0, "draw")]
    _wait(qtbot, window)
    table = _table(window)
    table.claim_value = 1
    table.rebuild(_view(window))
    plus = _table(window).items["claim:plus"]
    assert plus.toolTip() == "Raise: 1 now" and _table(window).items["claim:minus"].toolTip() == "Lower: 1 now"
    plus.pressed.emit()
    assert plus.toolTip() == "Raise: 2 now"
    table = _table(window)
    table.claim_value = 1
    table.rebuild(_view(window))
    table.play(None)  # announce 1
    _wait(qtbot, window)
    _press_shown_key(window, _move_buttons(_table(window))["challenge"])
    assert window.controller.record.actions[2] == (1, "challenge")


@pytest.mark.parametrize("language", ["en", "it"])
def test_no_two_buttons_of_one_game_share_a_key(request: pytest.FixtureRequest, language: str) -> None:
    """A translation may give any letter, but one game's buttons each need their own."""
    if language == "it":
        request.getfixturevalue("italian")
    for variant in (BASIC, ROCOCO, LIARS):
        keys = [key_of(label) for label in button_labels(variant).values()]
        assert all(keys) and len(set(keys)) == len(keys), (variant, keys)


# --- the boards' sentences --------------------------------------------------------------


@pytest.mark.parametrize("variant", [BASIC, LIARS])
def test_how_it_goes_is_one_sentence_wrapped_by_width(qtbot: Any, settings: Any, variant: str) -> None:
    """The "How it goes" board says its rule in one translated text the board wraps, not in two lines split
    mid-sentence (Italian left "comuni;" alone on a line)."""
    window = _two_players(qtbot, settings, variant)
    board = _board(_table(window))
    assert len(board.lines) == 1
    assert board.lines[0].endswith(".") and ";" in board.lines[0]


def test_a_crowded_hand_keeps_every_cards_name_clear_of_the_card_laid_over_it(qtbot: Any, settings: Any) -> None:
    """The audit's liar's hand of a dozen and more cards on a laptop cut names under the next card ("Mercha"):
    a card partly covered fits its name plate into the part left in sight, and a card in full view keeps the
    plate across its whole width."""
    window = _two_players(qtbot, settings, LIARS)
    view = _view(window)
    assert view.holder == 0 and view.sees_hand
    hand = tuple(c.name for c in CARDS[:18])
    table = _table(window)
    table.rebuild(dataclasses.replace(view, hand=hand, hand_size=len(hand)))
    cards = [table.items[f"mine:{i}"] for i in range(len(hand))]
    overlapped = 0
    for card, after in itertools.pairwise(cards):
        body = card.body()
        plate = card.mapRectToScene(name_plate(body, card.data_.get("open_width")))
        covered = card.mapRectToScene(body).intersects(after.mapRectToScene(after.body()))
        overlapped += covered
        assert plate.right() < after.mapRectToScene(after.body()).left(), card.data_["card"]
    assert overlapped == len(hand) - 1  # the row really is crowded at this size
    last = cards[-1]
    assert "open_width" not in last.data_
    assert name_plate(last.body(), None).width() == last.body().width() - 4


def test_once_the_game_is_over_the_scores_name_no_hand_in_play(qtbot: Any, settings: Any) -> None:
    """The panel said "Bot 1: 18 points (hand now 4)" after the last hand: during the game each line adds the
    hand in play ("this hand: 4 points"), once it is over only the totals stand."""
    window = _two_players(qtbot, settings, BASIC)
    table, view = _table(window), _view(window)
    assert all("(this hand: " in line for _, line in table.score_lines(view))
    over = dataclasses.replace(view, phase="over")
    lines = table.score_lines(over)
    assert [seat for seat, _ in lines] == [0, 1]
    assert all("this hand" not in line and "(" not in line for _, line in lines)
    assert lines[0][1].startswith("Ana: ") and lines[1][1].startswith("Ben: ")


def test_the_ring_on_a_button_under_the_open_drawer_closes_the_drawer(qtbot: Any, settings: Any) -> None:
    """At 1280×720 the log is a drawer over the table's right side; Tab still walked to Hit me and I'll stay
    under it, and Enter pressed a button no one could see. The drawer steps aside when the ring goes under it,
    and stays open while the ring is elsewhere."""
    window = _two_players(qtbot, settings, BASIC)
    table = _table(window)
    view = window.page.view
    window.toggle_panel()
    assert window.holder.drawer and window.panel.isVisible()
    panel = window.panel.geometry()
    hit = _move_buttons(table)["hit"]
    assert QRect(view.mapTo(window.holder, view.mapFromScene(hit.sceneBoundingRect()).boundingRect().topLeft()),
                 hit.sceneBoundingRect().size().toSize()).intersects(panel)  # the button is under the drawer
    view.setFocus()
    for _ in range(len(table.focus_chain())):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        focused = _table(window).focus_chain()[_table(window).focus_index]
        if focused is hit:
            break
        assert window.panel.isVisible(), getattr(focused, "key", "")  # a piece in sight leaves the drawer open
    assert _table(window).focus_chain()[_table(window).focus_index] is hit
    assert window.panel.isHidden() and window.focusWidget() is view


def test_the_last_challenges_cards_name_themselves_at_eight_players_on_a_laptop(qtbot: Any, settings: Any) -> None:
    """Eight players on a 1280×720 window left the revealed cards too narrow for a name plate: they showed no
    names at all. A row of six now carries each whole name, at no less than the floor; a row of fourteen,
    each card mostly under the next, names them in their tooltips only, whole."""
    from desktop.devtools.text_audit import AuditPainter
    from desktop.games.turtle_butt.decktet_art import MIN_NAME, card_word

    window = shown_window(qtbot, settings, (1280, 720))
    table = _liars_at(qtbot, window, 8)
    for hand in (MANY_PARTS, BUTT):
        _show_challenge(window, table, hand)
        cards = [item for key, item in table.items.items() if key.startswith("revealed:")]
        assert len(cards) == len(hand)
        for item in cards:
            picture = QImage(400, 400, QImage.Format.Format_ARGB32)
            painter = AuditPainter(picture)
            painter.translate(-item.body().topLeft())
            item.paint_body(painter)
            painter.end()
            name = card_word(str(item.data_["card"]))
            words = [text.replace("\n", " ") for px, text in painter.texts if px >= MIN_NAME]
            assert item.toolTip().startswith(name)
            if hand is BUTT:
                assert name in words, (name, painter.texts)
            else:
                assert not any("…" in text for text in words), painter.texts


def test_the_look_walk_reads_the_claim_a_challenge_depends_on(qtbot: Any, settings: Any) -> None:
    """The liar's game: Ana must challenge Bot 2's claim or accept it. The walk starts on the prompt and reaches
    what the choice depends on, drawn as plain words: the claimant's "claims 4" (with its name, one stop) and
    the board's "Bot 2 announced that the hand scores 4.", each read for a screen reader as shown."""
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Bot 1", "easy"), Player("Bot 2", "easy")],
                             seed=4, options={"variant": LIARS}), [])
    controller, table, view = window.controller, _table(window), window.page.view
    qtbot.waitUntil(lambda: bool(controller.legal_actions()) and controller.idle, timeout=10_000)
    v = _view(window)
    assert v.phase == "respond" and v.claimant is not None
    claimant, claim = table.names()[v.claimant], v.claim
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_I)
    prompt = table.look.current()  # the prompt: challenge or accept
    assert f"{claimant} says the hand scores {claim}" in view.accessibleDescription()
    assert view.accessibleDescription() == prompt.written
    said = []
    for _ in range(len(table.look.things)):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        said.append(view.accessibleDescription())
        assert said[-1] == table.look_words(table.look.current())
    assert any(w.startswith(f"{claimant}\nclaims {claim}") for w in said), said  # the rival's stop
    board = [w for w in said if f"{claimant} announced that the hand scores {claim}." in w]
    assert board and board[0].startswith(f"{claimant} holds the hand"), said
