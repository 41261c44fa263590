"""The longest names the lobby takes (16 wide letters) on every table, its side panel and the dialogs around it.

A name is text nobody lays out in advance: on a rival's mat, in a prompt, in the log, it must end where its
room ends (smaller, then cut with "…", whole in the tooltip), never run under a score, a card or a button.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QGraphicsItem, QLabel, QWidget

from desktop.screens.network_dialogs import HostDialog
from desktop.table import theme
from desktop.table.items import ButtonItem, CardItem, LabelItem, TableItem
from desktop.table.painting import SOFT_BREAK, breakable
from desktop.table.panels import InfoBoard, SeatPanel
from rules.core import Player, Record, get_game
from tests.desktop.helpers import painted, shown_window

pytestmark = pytest.mark.gui

WIDE = "W" * 16


def _pieces_under(label: LabelItem) -> list[str]:
    """What a name's words lie over: other words, buttons, cards (not the mat or board they sit on)."""
    area = painted(label)
    out = []
    for item in label.scene().items(area):
        if item is label or not item.isVisible() or not isinstance(item, (LabelItem, TableItem)):
            continue
        if isinstance(item, (SeatPanel, InfoBoard)) or not painted(item).intersects(area.adjusted(2, 2, -2, -2)):
            continue
        if isinstance(item, TableItem) and not isinstance(item, (ButtonItem, CardItem)) and \
                item.body().width() * item.body().height() > 4 * area.width() * area.height():
            continue  # a large board under the words (a mat, a track)
        out.append(getattr(item, "text", "") or type(item).__name__)
    return out


def _named(items: list[QGraphicsItem]) -> list[LabelItem]:
    return [i for i in items if isinstance(i, LabelItem) and i.isVisible() and "WWW" in i.text]


@pytest.mark.parametrize(("game", "players", "options"), [
    ("birthday-turtle", 4, {}), ("day-at-the-park", 5, {}), ("turtle-butt", 6, {}),
    ("turtle-butt", 12, {"variant": "liars"}), ("arturo", 5, {}),
])
def test_a_sixteen_letter_name_stays_in_its_room_on_every_table(qtbot: Any, settings: Any, game: str, players: int,
                                                                options: dict[str, Any]) -> None:
    window = shown_window(qtbot, settings, (1280, 720))
    names = [Player(WIDE)] + [Player(WIDE if k % 2 else f"Bot {k}", "random") for k in range(1, players)]
    window.start_game(Record(game, names, seed=3, options=options), [])
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.items))
    table = window.table
    assert table is not None
    labels = _named(table.scene.items())
    assert labels, "no name on the table"
    area = QRectF(table.area).adjusted(-1, -1, 1, 1)
    for label in labels:
        assert area.contains(painted(label)), label.text
        assert _pieces_under(label) == [], label.text


def _liars_record_at_a_challenge(players: int) -> Record:
    """A liar's game of `players` wide-named seats, played by random bots up to a claim seat 0 must answer."""
    game = get_game("turtle-butt")
    names = [Player(WIDE)] + [Player(WIDE, "random") for _ in range(1, players)]
    for seed in range(50):
        options = game.resolve_options({"variant": "liars"})
        state = game.new(players, options, seed, None)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            if seat == 0 and state.view(0).phase == "respond":
                return Record("turtle-butt", names, seed, options, actions=list(state.history))
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no challenge for seat 0 in 50 deals")


def test_a_long_prompt_to_answer_a_claim_ends_above_the_buttons(qtbot: Any, settings: Any) -> None:
    """"WWW… — your move: WWW… says the hand scores 3: challenge, or accept it and take the hand." is four lines
    at full size: it is drawn smaller, under the top of its column and above the Challenge button."""
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(_liars_record_at_a_challenge(12), [])
    qtbot.waitUntil(lambda: window.table is not None and "challenge" in window.table.items)
    table = window.table
    assert table is not None and table.layout is not None
    prompt = next(i for i in _named(table.scene.items()) if "your move" in i.text.replace("\n", " "))
    words, column = painted(prompt), table.layout.controls
    assert words.top() >= column.top() and words.bottom() < painted(table.items["challenge"]).top()


def _cut_across(root: QWidget) -> list[str]:
    """Visible plain labels under `root` whose words are wider than the label (cut at its right edge)."""
    out = []
    for label in root.findChildren(QLabel):
        if not label.isVisible() or not label.text().strip() or label.textFormat() == Qt.TextFormat.RichText:
            continue
        inside = label.contentsRect()
        flags = int(label.alignment()) | (int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0)
        if label.fontMetrics().boundingRect(inside, flags, label.text()).width() > inside.width() + 1:
            out.append(label.text())
    return out


def test_the_side_panel_breaks_a_long_name_rather_than_cutting_it(qtbot: Any, settings: Any) -> None:
    """Full HD keeps the narrow panel beside the table: "Your move, WWW…" and the log lines wrap inside it."""
    window = shown_window(qtbot, settings, (1920, 1080))
    record = Record("arturo", [Player(WIDE), Player(WIDE, "random"), Player("Al", "random")], seed=3)
    state = record.new_state()
    while state.to_act() != (0,) or len(state.history) < 6:  # a few moves, so the log holds the names
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    record.actions = list(state.history)
    window.start_game(record, [])
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.idle and window.panel.log.count() > 2)
    assert WIDE in window.panel.status.text().replace(SOFT_BREAK, "")
    assert _cut_across(window.panel) == []
    log = window.panel.log
    delegate = log.itemDelegate()
    for row in range(log.count()):
        index = log.model().index(row, 0)
        shown = breakable(index.data(), log.fontMetrics(), log.viewport().width() - 2 * delegate.PAD)
        lines = log.fontMetrics().boundingRect(QRect(0, 0, log.viewport().width() - 2 * delegate.PAD, 10_000),
                                               int(Qt.TextFlag.TextWordWrap), shown)
        assert lines.width() <= log.viewport().width() - 2 * delegate.PAD, index.data()


@pytest.mark.parametrize("game_id", ["arturo", "birthday-turtle"])
def test_the_drawers_scores_show_every_player_when_a_long_name_wraps(qtbot: Any, settings: Any,
                                                                    game_id: str) -> None:
    """On a laptop the panel is a drawer; there a long name breaks onto two lines, and the scores list grows
    for it rather than scroll the first player (this window's own) out of sight."""
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record(game_id, [Player(WIDE), Player("Bartholomew-Anne", "random"),
                                       Player("Al", "random")], seed=3), [])
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.idle)
    window.toggle_panel()
    scores = window.panel.scores
    qtbot.waitUntil(lambda: scores.isVisible() and scores.count() == 3)
    QApplication.processEvents()
    assert scores.verticalScrollBar().maximum() == 0
    assert scores.visualItemRect(scores.item(0)).top() >= 0


def test_a_break_is_offered_only_inside_a_word_too_wide_for_the_line(qapp: Any) -> None:
    """The wide name breaks into pieces that each fit the line and are of even width ("WWWWWW / WWWWW /
    WWWWW", never a full line and a one-letter scrap); nothing else gets a break."""
    metrics = QFontMetrics(QFont())
    text = f"Ana and {WIDE} move\u0301d"
    line = metrics.horizontalAdvance("WWWWWWW")
    loosened = breakable(text, metrics, line)
    assert loosened.replace(SOFT_BREAK, "") == text
    assert loosened.startswith("Ana and W") and loosened.endswith(" move\u0301d")
    pieces = loosened.split(" ")[2].split(SOFT_BREAK)
    assert "".join(pieces) == WIDE and len(pieces) == 3  # 16 letters on lines of 7: 6, 5 and 5
    assert max(len(p) for p in pieces) - min(len(p) for p in pieces) <= 1
    assert all(metrics.horizontalAdvance(p) <= line for p in pieces)
    assert breakable(text, metrics, 10_000) == text


def test_the_resume_bar_names_as_many_players_as_fit(qtbot: Any, settings: Any) -> None:
    """Five 16-letter names do not fit a laptop's bar: the first ones are named, then "and 1 more"."""
    window = shown_window(qtbot, settings, (1280, 720))
    page = window.lobby_page
    record = Record("arturo", [Player(WIDE), *(Player(f"Bartholomew-An{k:02}", "random") for k in range(4))], seed=3)
    page.offer(record)
    bar = page.resume_bar
    text = bar.text()
    assert text.endswith("— not started yet") and "more" in text and "…" not in text
    assert bar.fontMetrics().horizontalAdvance(text) <= bar.width() - 2 * 28
    assert "Bartholomew-An03" in bar.toolTip()


def test_the_host_dialog_widens_for_the_names_at_its_table(qtbot: Any, settings: Any) -> None:
    """A joiner's name may be 40 letters: it is cut with "…" in the seat's news, and the dialog grows for what
    is left instead of cutting the lines at its right edge."""
    record = Record("birthday-turtle", [Player(WIDE), Player(WIDE), Player("Al", "normal")], seed=7)
    dialog = HostDialog(record, [c.name for c in theme.SEAT_COLOURS[:3]])
    qtbot.addWidget(dialog)
    dialog.show()
    seats = [dict(seat=0, name=WIDE, kind="here", open=False, connected=True, colour="orange", bot=None),
             dict(seat=1, name="W" * 40, kind="remote", open=False, connected=False, colour="blue", bot=None),
             dict(seat=2, name="Al", kind="bot", open=False, connected=True, colour="green", bot="normal")]
    dialog.show_table(SimpleNamespace(seats=seats, game="birthday-turtle", phase="lobby", code="ABC123",
                                      closed=False, my_seats=[0]))
    qapp = QApplication.instance()
    assert qapp is not None
    qapp.processEvents()
    assert any("…" in state.text() and "away" in state.text() for state in dialog.states)
    assert _cut_across(dialog) == []


def test_a_scored_hands_board_holds_every_line_with_names_from_a_loaded_record(qtbot: Any, settings: Any) -> None:
    """A record may bring 40-letter names: the "Hand n scored" board cuts each to a third of its width and
    takes a smaller size before a line would fall off its foot (the match totals did)."""
    game = get_game("turtle-butt")
    players = [Player("Ana")] + [Player("W" * 40 if k % 2 else f"Bartholomew-Anne Featherstonehaugh-{k}", "random")
                                 for k in range(1, 6)]
    state = game.new(6, game.resolve_options({}), 3)
    rng = random.Random(3)
    while state.view(0).last_hand is None or state.to_act() != (0,):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record.of(state, players), [])
    qtbot.waitUntil(lambda: window.table is not None and "board" in window.table.items)
    board = window.table.items["board"]
    assert isinstance(board, InfoBoard) and any("…" in line for line in board.lines)
    assert InfoBoard.height_for(board.w, board.lines, board.text_size) <= board.h + 1
