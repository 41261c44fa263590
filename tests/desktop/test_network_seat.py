"""Two windows play Happy Birthday Turtle!! against each other through a server on 127.0.0.1 (issue #34).

Each window's controller is a `RemoteController` over its own network thread; the tests check
that each table draws only its own seat's face-down choice until the reveal ("How to Play,
step 1": everyone chooses face down, then all are revealed together), that a move the server
refuses comes back as a reason on the table, and that a whole game ends the same in both windows.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from desktop.network import kept_seats
from desktop.network.bridge import Answer, NetBridge, Picture, address_problem, app_colour, server_url
from desktop.network.seat import RemoteController
from desktop.screens.main_window import MainWindow
from desktop.screens.network_dialogs import HostDialog, JoinDialog, NextTableDialog
from desktop.table import theme
from rules.birthday_turtle.actions import Commit
from rules.bots import Budget
from rules.core import Record
from tests.desktop.helpers import shown_window

pytestmark = pytest.mark.gui

GAME = "birthday-turtle"


def wait_answer(qtbot: Any, call: Any) -> Answer:
    """Run a bridge call and wait (processing Qt events) for its answer."""
    answers: list[Answer] = []
    call(answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    return answers[0]


class Tables:
    """A host window with its server (bound to 127.0.0.1 only) and a guest window joined over loopback."""

    def __init__(self, qtbot: Any, settings: Any, bot_pause: float) -> None:
        self.qtbot = qtbot
        self.ana, self.ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
        self.host, self.guest = NetBridge(), NetBridge()
        answer = wait_answer(qtbot, lambda done: self.host.host("127.0.0.1", 0, done, bot_pause=bot_pause,
                                                                  bot_seconds=0.05))
        assert answer.error == ""
        self.port = int(answer.value)

    def open(self, seats: list[dict[str, Any]], game: str = GAME, options: dict[str, Any] | None = None) -> str:
        client = self.host.client
        code: str = self.host.run(lambda: client.create(game, seats, options))
        answer = wait_answer(self.qtbot, lambda done: self.guest.connect_to(f"127.0.0.1:{self.port}", done))
        assert answer.error == ""
        guest = self.guest.client
        self.guest.run(lambda: guest.join(code, 1, "Ben", "sky-blue"))
        self.host.run(client.start)
        for bridge, seat in ((self.host, 0), (self.guest, 1)):
            c = bridge.client
            bridge.run(lambda c=c, seat=seat: c.wait_for(lambda c: c.views.get(seat) is not None))
        self.ana.start_network_game(self.host, Picture.of(self.host.client))
        self.ben.start_network_game(self.guest, Picture.of(self.guest.client))
        return code

    def controller(self, window: MainWindow) -> RemoteController:
        assert isinstance(window.controller, RemoteController)
        return window.controller

    def close(self) -> None:
        for window in (self.ana, self.ben):
            window.close()
        self.host.close()
        self.guest.close()


@pytest.fixture
def tables(qtbot: Any, settings: Any) -> Iterator[Tables]:
    made = Tables(qtbot, settings, bot_pause=3600.0)  # the bot seat never chooses: no reveal during the test
    yield made
    made.close()


def first_choice(controller: RemoteController) -> Commit:
    actions = controller.legal_actions()
    assert actions, "this window's seat should be choosing"
    return min(actions, key=str)


def pending_cards(window: MainWindow) -> tuple[set[Any], set[Any]]:
    """The Animal card values and patterns this window's table shows laid out (face up, for its own seat)."""
    assert window.table is not None
    items = {key: item.data_ for key, item in window.table.items.items() if key.startswith("pending:")}
    return ({d["value"] for k, d in items.items() if k.startswith("pending:animal:")},
            {d["pattern"] for k, d in items.items() if k.startswith("pending:pattern:")})


def test_the_wire_knows_every_seat_colour_the_app_draws_and_no_other() -> None:
    """A raw client joined as "purple", which the app drew as the first colour: two seats alike. The server
    takes only the app's twelve colours, written as the bridge writes them."""
    from desktop.network.bridge import wire_colour
    from net.protocol import COLOUR, COLOURS, ProtocolError

    assert [wire_colour(c.name) for c in theme.SEAT_COLOURS] == list(COLOURS)
    assert [app_colour(c) for c in COLOURS] == [c.name for c in theme.SEAT_COLOURS]
    with pytest.raises(ProtocolError):
        COLOUR("purple", "join.colour")


def test_each_window_shows_only_its_own_face_down_choice(tables: Tables) -> None:
    """Both people commit; each table shows its own pair face up and the other's as card backs, and the
    other's choice is in neither the view nor the table items (How to Play, step 1: chosen face down)."""
    code = tables.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"},
                        {"kind": "bot", "level": "random", "name": "Cleo", "colour": "bluish-green"}])
    ana, ben = tables.controller(tables.ana), tables.controller(tables.ben)
    assert (ana.perspective, ben.perspective) == (0, 1)
    assert ana.seat_names() == ben.seat_names() == ["Ana", "Ben", "Cleo"]
    picks = {0: first_choice(ana), 1: first_choice(ben)}
    assert ana.submit(picks[0]) is None and ben.submit(picks[1]) is None
    tables.qtbot.waitUntil(lambda: all(c.picture.views[c.perspective].committed[:2] == (True, True)
                                       for c in (ana, ben)), timeout=30_000)
    tables.qtbot.waitUntil(lambda: all(w.table is not None and w.table.view is not None
                                       and w.table.view.committed[:2] == (True, True)
                                       for w in (tables.ana, tables.ben)), timeout=30_000)
    for window, me, other in ((tables.ana, 0, 1), (tables.ben, 1, 0)):
        assert window.table is not None
        view = window.table.view
        assert view.my_commitment == picks[me].pairs
        assert pending_cards(window) == ({v for v, _ in picks[me].pairs if v}, {p for _, p in picks[me].pairs})
        assert f"committed:{other}:0" in window.table.items  # the other's choice: a card back
        assert f"committed:{me}:0" not in window.table.items
    for c in (ana, ben):
        assert code in c.network_note() and "Ana" in c.network_note() and "Ben" in c.network_note()
        assert c.thinking_seat == 2  # the server's bot is thinking, shown in both windows


def test_a_move_the_server_refuses_is_shown_on_the_table(tables: Tables, qtbot: Any) -> None:
    """A move the rules allow on this window's picture but the server turns down (the seat has acted
    meanwhile) comes back as a one-line reason in the table's bubble, and the table is drawn again."""
    tables.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"},
                 {"kind": "bot", "level": "random", "name": "Cleo", "colour": "bluish-green"}])
    ana = tables.controller(tables.ana)
    pick = first_choice(ana)
    client = tables.host.client
    tables.host.run(lambda: client.act(0, pick))  # behind the window's back: the seat has now chosen
    # the window has not taken that update in yet (its thread was waiting), so its rules let the move go
    assert ana.submit(pick) is None
    assert ana.legal_actions() == []  # nothing more goes out while the move is on its way
    table = tables.ana.table
    assert table is not None
    qtbot.waitUntil(lambda: not ana._sending, timeout=30_000)
    assert table.bubble.isVisible() and table.bubble.text
    assert ana.picture.views[0].my_commitment == pick.pairs  # the table shows what the server holds


def play_to_the_end(qtbot: Any, controllers: list[RemoteController]) -> None:
    """Each window plays its seat's first legal move until the game is over and its whole record is in."""
    def step() -> bool:
        for c in controllers:
            if not c._sending and c.legal_actions():
                assert c.submit(min(c.legal_actions(), key=str)) is None
        # the end can be drawn from the last update a moment before the record that follows it
        return all(c.result() is not None and c.record.actions and all(text for _, text in c.record.actions)
                   for c in controllers)

    qtbot.waitUntil(step, timeout=60_000)


def test_a_whole_game_between_two_windows_ends_the_same_in_both(qtbot: Any, settings: Any) -> None:
    """Two people play a two-player game to its end by their tables' controllers; both windows reach the
    end screen with the same result, and the record the server sends holds every move. The guest may join a
    next table at the same address with its code; when the host plays again, the server opens the next table
    with the same seats, the guest's window sits down at it by itself and waits, and both play on once the
    host starts it."""
    made = Tables(qtbot, settings, bot_pause=0.0)
    try:
        made.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"}])
        controllers = [made.controller(made.ana), made.controller(made.ben)]
        play_to_the_end(qtbot, controllers)
        results = [c.result() for c in controllers]
        assert results[0] is not None and results[1] is not None
        assert results[0].scores == results[1].scores
        assert controllers[0].record.actions == controllers[1].record.actions
        assert all(text for _, text in controllers[0].record.actions)
        qtbot.waitUntil(lambda: made.ana.page.end.isVisible() and made.ben.page.end.isVisible(), timeout=30_000)
        for window in (made.ana, made.ben):  # each player keeps the whole record: saved, counted, reviewable
            kept = window.stats.last_record
            assert kept is not None and kept.is_file()
            assert Record.load(kept).replay().result() == results[0]
        # "Play again" at a networked table: the host opens a new table with the same seats, the guest joins
        # where this one was
        assert made.ana.page.end.again_button.text() == "Play again"
        # the server's seed, kept from everyone until the end, is the deal code that deals this game again
        seed = controllers[0].record.seed
        for window in (made.ana, made.ben):
            code = window.page.end.deal_code
            assert code.isVisible() and re.findall(r"\d+", code.text()) == [str(seed)]
            assert "a table on the network always deals a fresh game" in code.text()  # a rematch there would not
        assert made.ben.page.end.again_button.text() == "Join the next table…"
        made.ben.page.end.again_button.click()
        join = made.ben.network_dialog
        assert isinstance(join, JoinDialog) and join.address.text() == f"127.0.0.1:{made.port}"
        assert join.isVisible()
        assert join.name.text() == made.ben.controller.seat_names()[1]
        played_in = app_colour(controllers[1].picture.seats[1]["colour"])
        assert played_in and join.colour.currentData() == played_in  # the colour he played in, not the first
        for window in (made.ana, made.ben):
            assert window.act_save.isEnabled()  # the whole record is in: it may be kept as a file now
        for seat, window in enumerate((made.ana, made.ben)):  # each reviews their own decisions, not the other's
            window.review_page.budget = Budget(iterations=10)  # the marks are not what this test looks at
            window.files.review_finished()
            assert window.review_page.seat_box.currentData() == seat
            window.review_page.stop()
        # the host plays again: the server opens the next table, and Ben sits down at it by himself
        old_code = controllers[0].picture.code
        made.ana.page.end.again_button.click()
        qtbot.waitUntil(lambda: isinstance(getattr(made.ana, "network_dialog", None), HostDialog)
                        and isinstance(made.ben.network_dialog, NextTableDialog), timeout=30_000)
        host, waiting = made.ana.network_dialog, made.ben.network_dialog
        assert isinstance(host, HostDialog) and isinstance(waiting, NextTableDialog)
        code = host.bridge.client.code
        assert code != old_code and code in host.share.text() and f"{made.port}" in host.share.text()
        assert [k.currentData() for k in host.kinds] == ["here", "remote"] and not host.kinds[1].isEnabled()
        qtbot.waitUntil(host.start_button.isEnabled, timeout=30_000)  # Ben is in his seat: nothing waits
        assert "Ben has joined" in host.states[1].text()
        assert not join.isVisible()  # the Join dialog Ben left open has no table left to find
        assert waiting.heading.text() == "Ana has opened the next table"
        qtbot.waitUntil(lambda: "at the table: Ana as " in waiting.table_line.text(), timeout=30_000)
        assert f"Table code: {code}" in waiting.table_line.text()
        assert ", Ben as " in waiting.table_line.text()  # each plays as the same animal again
        assert waiting.cancel_button.text() == "Leave the table"
        assert [(s.code, s.seats) for s in kept_seats.kept_seats() if not s.host] == [(code, (1,))]
        # the finished games stay on both screens until the next begins
        assert all(c.picture.code == old_code and c.record.replay().is_over() for c in controllers)
        host.start_button.click()
        qtbot.waitUntil(lambda: all(isinstance(w.controller, RemoteController) and w.controller.picture.code == code
                                    and w.controller.picture.phase == "playing" for w in (made.ana, made.ben)),
                        timeout=30_000)
        assert [made.ana.controller.perspective, made.ben.controller.perspective] == [0, 1]
        assert not host.bridge.closed  # the finished games' controllers let go of the bridges, not closed them
    finally:
        made.close()


def played_again(qtbot: Any, made: Tables) -> tuple[list[RemoteController], HostDialog, NextTableDialog]:
    """Ana and Ben play a game to its end and Ana plays again: both windows' finished games' controllers, Ana's
    dialog at the next table and Ben's."""
    made.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"}])
    controllers = [made.controller(made.ana), made.controller(made.ben)]
    play_to_the_end(qtbot, controllers)
    qtbot.waitUntil(lambda: made.ana.page.end.isVisible() and made.ben.page.end.isVisible(), timeout=30_000)
    made.ana.page.end.again_button.click()
    qtbot.waitUntil(lambda: isinstance(getattr(made.ana, "network_dialog", None), HostDialog)
                    and isinstance(made.ben.network_dialog, NextTableDialog), timeout=30_000)
    host, waiting = made.ana.network_dialog, made.ben.network_dialog
    assert isinstance(host, HostDialog) and isinstance(waiting, NextTableDialog)
    return controllers, host, waiting


def test_a_guest_waiting_at_the_next_table_is_told_when_the_host_gives_it_up(qtbot: Any, settings: Any) -> None:
    """The host plays again and then closes the next table before it starts: the guest's window says so and
    keeps nothing of it to rejoin, and the finished game stays on its screen."""
    made = Tables(qtbot, settings, bot_pause=0.0)
    try:
        controllers, host, waiting = played_again(qtbot, made)
        assert waiting.kept is not None
        code = waiting.kept.code
        host.reject()
        qtbot.waitUntil(lambda: "no longer at this table" in waiting.note.text(), timeout=30_000)
        assert "closed the table before the game began" in waiting.note.text()
        assert code not in [s.code for s in kept_seats.kept_seats()] and waiting.cancel_button.text() == "Close"
        assert waiting.heading.text() == "The next table has closed"
        assert made.ben.controller is controllers[1] and made.ben.page.end.isVisible()
        # Ben's finished game does not count anyone away, and its note says where the next table was
        assert controllers[1].away_seats() == [] and code in controllers[1].network_note()
        # Play again once more: that table's server has stopped, so a new one opens where the others joined
        made.ana.page.end.again_button.click()
        again = made.ana.network_dialog
        assert isinstance(again, HostDialog) and again is not host and again.port.value() == made.port
        again.reject()
    finally:
        made.close()


def test_the_host_gives_the_seat_of_a_guest_who_left_the_next_table_to_a_bot(qtbot: Any, settings: Any) -> None:
    """Ben gives his seat at the next table back: the host's row says he left, and its choice, greyed for the
    seats that came along, now offers the bots; the seat goes to one, and the game starts with it."""
    made = Tables(qtbot, settings, bot_pause=0.0)
    try:
        _finished, host, waiting = played_again(qtbot, made)
        qtbot.waitUntil(host.start_button.isEnabled, timeout=30_000)
        seat = host.kinds[1]
        assert not seat.isEnabled()  # Ben's, while he is there
        waiting.reject()  # "Leave the table"
        qtbot.waitUntil(lambda: "Ben has left" in host.states[1].text(), timeout=30_000)
        assert seat.isEnabled() and not host.start_button.isEnabled()
        seat.setCurrentIndex(seat.findData("easy"))
        seat.activated.emit(seat.currentIndex())
        qtbot.waitUntil(host.start_button.isEnabled, timeout=30_000)
        assert host.states[1].text() == "a bot plays this seat"
        assert host.note.text() == "Every seat is taken: start when you are ready."
        host.start_button.click()
        qtbot.waitUntil(lambda: isinstance(made.ana.controller, RemoteController)
                        and made.ana.controller.picture.phase == "playing", timeout=30_000)
        assert made.ana.controller.picture.seats[1]["bot"] == "easy"
        # the bot's seat has a name to be told by, and is not called open
        assert made.ana.controller.seat_names()[1] == "Bot 2"
        note = made.ana.controller.network_note()
        assert "Seat 2 is open" not in note and "Bot 2 plays seat 2 until someone joins" in note
    finally:
        made.close()


def test_a_guest_whose_connection_drops_as_the_host_plays_again_is_seated_at_the_next_table(
        qtbot: Any, settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ben's network goes just after the game ends, and Ana plays again while he is away: his window comes back
    by itself after the game too, and the server seats him at the next table, as if he had been there."""
    from desktop.network import bridge

    monkeypatch.setattr(bridge, "RETRY_SECONDS", (5.0,) * len(bridge.RETRY_SECONDS))  # away while Ana plays again
    made = Tables(qtbot, settings, bot_pause=0.0)
    try:
        made.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"}])
        controllers = [made.controller(made.ana), made.controller(made.ben)]
        play_to_the_end(qtbot, controllers)
        qtbot.waitUntil(lambda: made.ana.page.end.isVisible() and made.ben.page.end.isVisible(), timeout=30_000)
        server = made.host.server
        assert server is not None

        async def cut() -> None:  # no closing frame: Ben's Wi-Fi, not Ben
            for table in server.tables.values():
                for conn in table.conns:
                    if 1 in conn.seats:
                        conn.ws.transport.abort()
        made.host.run(cut)
        qtbot.waitUntil(lambda: controllers[1].picture.reconnecting
                        and not controllers[0].picture.seats[1]["connected"], timeout=30_000)
        assert controllers[1].network_note() == "Connection lost. Trying to sit down again…"  # not "closed"
        made.ana.page.end.again_button.click()
        qtbot.waitUntil(lambda: isinstance(getattr(made.ana, "network_dialog", None), HostDialog), timeout=30_000)
        host = made.ana.network_dialog
        assert isinstance(host, HostDialog) and "Ben has joined" not in host.states[1].text()  # he was away
        qtbot.waitUntil(lambda: isinstance(getattr(made.ben, "network_dialog", None), NextTableDialog), timeout=30_000)
        waiting = made.ben.network_dialog
        assert isinstance(waiting, NextTableDialog) and waiting.heading.text() == "Ana has opened the next table"
        qtbot.waitUntil(lambda: "Ben has joined" in host.states[1].text() and host.start_button.isEnabled(),
                        timeout=30_000)
        code = host.bridge.client.code
        assert [(s.code, s.seats) for s in kept_seats.kept_seats() if not s.host] == [(code, (1,))]
        host.start_button.click()
        qtbot.waitUntil(lambda: isinstance(made.ben.controller, RemoteController)
                        and made.ben.controller.picture.code == code
                        and made.ben.controller.picture.phase == "playing", timeout=30_000)
        assert made.ben.controller.perspective == 1
    finally:
        made.close()


def test_after_the_game_a_window_tries_a_little_while_to_come_back_and_then_says_the_table_has_closed(
        qtbot: Any, settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The host's app quits once the game is over: the guest's window tries to sit down again for a few tries
    only (nothing but a next table is left to come back for), then says the table has closed, once."""
    from desktop.network import bridge

    monkeypatch.setattr(bridge, "RETRY_SECONDS", (0.05,) * len(bridge.RETRY_SECONDS))
    made = Tables(qtbot, settings, bot_pause=0.0)
    try:
        code = made.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"}])
        controllers = [made.controller(made.ana), made.controller(made.ben)]
        play_to_the_end(qtbot, controllers)
        qtbot.waitUntil(lambda: made.ben.page.end.isVisible(), timeout=30_000)
        said: list[str] = []
        controllers[1].failed.connect(said.append)
        made.ana.close()
        made.host.close()
        qtbot.waitUntil(lambda: controllers[1].picture.closed is not None
                        and not controllers[1].picture.reconnecting, timeout=30_000)
        assert said == [f"Table {code} has closed."] and controllers[1].network_note() == f"Table {code} has closed."
        assert made.ben.page.end.isVisible() and controllers[1].record.replay().is_over()
    finally:
        made.close()


def test_a_window_in_the_background_asks_for_attention_on_its_turn(tables: Tables, qtbot: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """When an update makes it this window's turn and the window is not active, it asks for attention."""
    alerted: list[object] = []
    monkeypatch.setattr("desktop.network.seat.QApplication.alert", lambda widget, ms=0: alerted.append(widget))
    tables.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"},
                 {"kind": "bot", "level": "random", "name": "Cleo", "colour": "bluish-green"}])
    ana = tables.controller(tables.ana)
    before = Picture(to_act=(), my_seats=(0,))
    ana.window = tables.ana
    monkeypatch.setattr(tables.ana, "isActiveWindow", lambda: False)
    ana._ask_attention(before)
    assert alerted == [tables.ana]
    monkeypatch.setattr(tables.ana, "isActiveWindow", lambda: True)
    ana._ask_attention(before)
    assert alerted == [tables.ana]


@pytest.mark.parametrize(("typed", "url"), [("127.0.0.1:9000", "ws://127.0.0.1:9000"), ("127.0.0.1", "ws://127.0.0.1:8765"),
                                            ("[::1]:9000", "ws://[::1]:9000"), ("::1", "ws://[::1]:8765"),
                                            ("wss://127.0.0.1:1", "wss://127.0.0.1:1"),
                                            ("http://127.0.0.1:9000/", "ws://127.0.0.1:9000"),
                                            ("127.0.0.1:", "ws://127.0.0.1:8765"), ("[::1]:", "ws://[::1]:8765")])
def test_what_a_person_types_becomes_a_server_address(typed: str, url: str) -> None:
    """A web address pasted whole and a colon left without its port are read as meant (port 80 was tried)."""
    assert server_url(typed) == url
    assert address_problem(typed) is None


@pytest.mark.parametrize(("typed", "problem", "words"), [
    ("", "empty", "Type the address"), ("   ", "empty", "Type the address"), ("ws://", "empty", "Type the address"),
    ("127.0.0.1 8765", "spaces", "no spaces"), ("127.0.0.1:0", "port", "from 1 to 65535"),
    ("127.0.0.1:99999", "port", "from 1 to 65535"), ("127.0.0.1:abc", "port", "from 1 to 65535")])
def test_an_address_that_cannot_be_one_is_refused_in_player_words_before_anything_is_sent(
        qtbot: Any, settings: Any, typed: str, problem: str, words: str) -> None:
    """A blank address showed "InvalidURI: ws://:8765 isn't a valid URI", in English in the Italian app too."""
    from desktop.screens.network_dialogs import JoinDialog

    assert address_problem(typed) == problem
    join = JoinDialog("Ben")
    qtbot.addWidget(join)
    join.address.setText(typed)
    join.code.setText("ABCDEF")
    join.find_button.click()
    assert words in join.note.text() and "URI" not in join.note.text()
    assert join.bridge.client.ws is None
    join.reject()


def test_a_hosted_table_starts_with_the_lobbys_chosen_first_player_but_deals_its_own_game(
        qtbot: Any, settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Who starts" chosen in the lobby goes to the table; a deal code typed there does not (it would tell the
    host every card the others hold), and the host dialog says so. Left to chance, the table draws the first
    player from its own deal."""
    from desktop.screens.network_dialogs import HostDialog
    from net.client import Client
    from rules.core import get_game

    asked: list[int | None] = []  # what each `create` asked of the table: its chance draw may match a choice
    picked: list[list[str | None] | None] = []
    opened = Client.create

    async def create(client: Client, *args: Any) -> str:
        asked.append(args[3] if len(args) > 3 else None)
        picked.append(args[4] if len(args) > 4 else None)
        return await opened(client, *args)

    monkeypatch.setattr(Client, "create", create)
    first = get_game(GAME).first_player
    assert first is not None
    for chosen in (1, -1):
        window = shown_window(qtbot, settings)
        lobby = window.lobby
        lobby.choose(next(b for b in lobby.cover_buttons if b.game is not None and b.game.id == GAME))
        lobby.count.setValue(2)
        lobby.seed.setText("4242" if chosen == 1 else "")
        lobby.starter.setCurrentIndex(lobby.starter.findData(chosen))
        lobby.seat_rows[1].pick.setCurrentIndex(2 if chosen == 1 else 0)  # Mole for Ben, or chance for all
        lobby.host_button.click()
        host = window.network_dialog
        assert isinstance(host, HostDialog)
        assert ("deal code" in host.note.text()) == (chosen == 1)
        host.kinds[1].setCurrentIndex(host.kinds[1].findData("remote"))
        host.port.setValue(0)
        host.open_button.click()
        qtbot.waitUntil(lambda host=host: host.share.isVisible(), timeout=30_000)
        server = host.bridge.server
        assert server is not None
        record = server.tables[host.bridge.client.code].record
        assert record.seed != 4242
        starter = chosen if chosen >= 0 else first.drawn(record.seed, 2)
        assert record.setup is not None and record.setup[first.setup_field] == starter
        assert asked[-1] == (chosen if chosen >= 0 else None)
        assert picked[-1] == ([None, "mole"] if chosen == 1 else None)
        animals = record.setup["animals"]
        assert len(set(animals)) == 2 and (animals[1] == "mole" or chosen != 1)
        host.reject()
        window.close()


def test_host_and_join_through_the_lobby_dialogs(qtbot: Any, settings: Any) -> None:
    """The lobby's Host a table… opens the chosen game on 127.0.0.1 with a code; Join a table… finds it by
    address and code, lists the open seat and sits down; the host starts and both windows play their seat."""
    from desktop.screens.network_dialogs import HostDialog, JoinDialog

    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    lobby = ana.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.game is not None and b.game.id == GAME))
    lobby.count.setValue(2)
    lobby.host_button.click()
    host = ana.network_dialog
    assert isinstance(host, HostDialog)
    assert not host.everywhere.isChecked()  # this computer only unless the host says otherwise
    host.kinds[1].setCurrentIndex(host.kinds[1].findData("remote"))
    host.port.setValue(0)
    host.open_button.click()
    qtbot.waitUntil(lambda: host.share.isVisible(), timeout=30_000)
    code, port = host.bridge.client.code, host.bridge.server.port if host.bridge.server else 0
    assert code in host.share.text() and f"127.0.0.1:{port}" in host.share.text()
    assert host.note.text().startswith("Only windows on this computer can join")  # 127.0.0.1 is no use elsewhere
    host.copy_button.click()  # to paste into a message: the code and the address, each on its line
    assert QGuiApplication.clipboard().text().splitlines() == [f"Table code: {code}", f"Address: 127.0.0.1:{port}"]
    assert host.copy_button.text() == "Copied" and host.note.text().startswith("Only windows")  # advice kept
    assert not host.start_button.isEnabled()  # seat 2 is still open
    assert host.rows[1][1].text() == "Seat 2"  # nobody's name yet: the lobby's second name is not the joiner's

    ben.lobby.join_button.click()
    join = ben.network_dialog
    assert isinstance(join, JoinDialog)
    join.address.setText(f"127.0.0.1:{port}")
    join.code.setText(code.lower())  # the case is forgiven
    join.find_button.click()
    qtbot.waitUntil(lambda: join.seat.count() == 1, timeout=30_000)
    assert join.table_line.text() and join.join_button.isEnabled()
    qtbot.keyClick(join.code, Qt.Key.Key_Backspace)  # the code edited after the find: that table's seats go
    assert join.seat.count() == 0 and not join.join_button.isEnabled() and join.table_line.text() == ""
    join.code.setText(code)
    join.find_button.click()
    qtbot.waitUntil(lambda: join.seat.count() == 1, timeout=30_000)
    assert join.seat.currentData() == 1
    assert join.colour.currentData() != ana.lobby.seat_rows[0].colour.currentData()  # a colour still free
    join.name.setText("Bea")
    join.colour.setCurrentIndex(join.colour.findData("vermillion"))
    join.join_button.click()
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=30_000)
    assert "Bea" in host.states[1].text()
    badge = theme.badge_icon(theme.colour_by_name("vermillion"), 22).pixmap(22, 22).toImage()
    assert host.rows[1][1].text() == "Bea" and host.rows[1][0].pixmap().toImage() == badge  # as she sat down
    host.start_button.click()
    qtbot.waitUntil(lambda: isinstance(ana.controller, RemoteController)
                    and isinstance(ben.controller, RemoteController), timeout=30_000)
    assert isinstance(ana.controller, RemoteController) and isinstance(ben.controller, RemoteController)
    assert (ana.controller.perspective, ben.controller.perspective) == (0, 1)
    assert ben.controller.seat_names()[1] == "Bea"
    assert not host.isVisible() and not join.isVisible()
    ben.join_table()  # the next Join offers the name Bea sat down with, not the lobby's first seat's ("Ana")
    again = ben.network_dialog
    assert isinstance(again, JoinDialog) and again.name.text() == "Bea"
    again.reject()
    ana.close()
    ben.close()


def test_a_code_that_cannot_be_one_is_refused_before_anything_is_sent(qtbot: Any, settings: Any) -> None:
    from desktop.screens.network_dialogs import JoinDialog

    join = JoinDialog("Ben")
    qtbot.addWidget(join)
    join.code.setText("O0I1")
    join.find_button.click()
    assert "6 letters and digits" in join.note.text()
    join.code.setText("ABCDEO")  # six, but one the codes never use: that is what to look at again
    join.find_button.click()
    assert "never holds O, 0, I or 1" in join.note.text()
    assert join.bridge.client.ws is None
    join.reject()


def test_a_guest_picks_an_animal_on_joining_and_cannot_take_one_another_seat_holds(
        qtbot: Any, settings: Any) -> None:
    """Setup (each player chooses an animal), over the network: the Join dialog asks the guest before the game,
    greys out what another seat holds, and the table deals the guest's pick."""
    from PySide6.QtGui import QStandardItemModel

    from desktop.screens.network_dialogs import HostDialog, JoinDialog

    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    lobby = ana.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.game is not None and b.game.id == GAME))
    lobby.count.setValue(2)
    lobby.seat_rows[0].pick.setCurrentIndex(lobby.seat_rows[0].pick.findData("frog"))
    lobby.host_button.click()
    host = ana.network_dialog
    assert isinstance(host, HostDialog)
    host.kinds[1].setCurrentIndex(host.kinds[1].findData("remote"))
    host.port.setValue(0)
    host.open_button.click()
    qtbot.waitUntil(lambda: host.share.isVisible(), timeout=30_000)
    ben.lobby.join_button.click()
    join = ben.network_dialog
    assert isinstance(join, JoinDialog)
    assert not join.form.isRowVisible(join.pick)  # nothing to pick before a table is found
    join.address.setText(f"127.0.0.1:{host.port_used}")
    join.code.setText(host.bridge.client.code)
    join.find_button.click()
    qtbot.waitUntil(lambda: join.seat.count() == 1, timeout=30_000)
    assert join.form.isRowVisible(join.pick) and join.pick_label.text() == "Animal"
    assert join.table_line.text().endswith("at the table: Ana as Frog")  # who is there, and as what
    model = join.pick.model()
    assert isinstance(model, QStandardItemModel)
    assert not model.item(join.pick.findData("frog")).isEnabled() and model.item(join.pick.findData("duck")).isEnabled()
    join.pick.setCurrentIndex(join.pick.findData("duck"))
    join.name.setText("Ben")
    join.join_button.click()
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=30_000)
    server = host.bridge.server
    assert server is not None
    record = server.tables[host.bridge.client.code].record
    assert record.setup is not None and record.setup["animals"] == ["frog", "duck"]
    assert host.states[1].text() == "Ben has joined as Duck"  # the host sees who joined, and as what
    host.reject()
    join.reject()
    ana.close()
    ben.close()


def test_an_update_that_comes_before_the_answer_to_a_move_is_drawn_again_with_the_seats_moves(
        tables: Tables, qtbot: Any) -> None:
    """The server tells everyone of a move before it answers the mover. A table drawn from that update had no
    moves to offer (the move was still on its way), and where nothing animated it stayed so: "Your move",
    but grey buttons. Once the answer is in, the table is drawn again and offers the seat's moves."""
    tables.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"},
                 {"kind": "bot", "level": "random", "name": "Cleo", "colour": "bluish-green"}])
    ana = tables.controller(tables.ana)
    qtbot.waitUntil(lambda: bool(ana.legal_actions()) and ana.idle, timeout=30_000)
    drawn: list[bool] = []
    ana.rebuilt.connect(lambda: drawn.append(bool(ana.legal_actions())))
    ana._sending = True  # a move on its way, and the server's update arriving before its answer
    ana._take("update", ana.picture)
    assert drawn == [False]
    ana._answered(Answer())
    qtbot.waitUntil(lambda: ana.idle, timeout=30_000)
    assert drawn[-1] is True


def test_the_join_dialog_names_which_game_of_turtle_butt_the_table_plays(qtbot: Any, settings: Any) -> None:
    """A liar's table read "Turtle Butt — at the table: …" like a basic one: the variant is named too."""
    from desktop.screens.network_dialogs import JoinDialog

    join = JoinDialog("Ben")
    qtbot.addWidget(join)
    seats = [{"seat": 0, "name": "Ana", "kind": "here", "open": False, "connected": True, "colour": "orange",
              "bot": "", "away": 0},
             {"seat": 1, "name": "", "kind": "remote", "open": True, "connected": False, "colour": "", "bot": "",
              "away": 0}]
    join._found(Answer(Picture(code="ABCDEF", game="turtle-butt", options={"variant": "liars"}, seats=seats)))
    assert join.table_line.text().startswith("Turtle Butt (Liar") and "Ana" in join.table_line.text()
    join.reject()


def test_drawing_in_the_liars_game_leaves_the_draw_button_live_for_the_next_draw(qtbot: Any, settings: Any) -> None:
    """The liar's game: the holder draws, and draws again. With no animation the update of the first draw was
    drawn before its answer came, and the Draw button stayed grey (the window froze on "Your move")."""
    settings.set("animation_speed", 0.0, persist=False)
    made = Tables(qtbot, settings, bot_pause=0.0)
    try:
        made.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"}], "turtle-butt",
                   {"variant": "liars"})
        again = 0
        for _ in range(30):
            for window in (made.ana, made.ben):
                c = made.controller(window)
                qtbot.waitUntil(lambda c=c: c.idle and not c._sending, timeout=30_000)
                draw = [a for a in c.legal_actions() if str(a) == "draw"]
                if not draw:
                    continue
                assert c.submit(draw[0]) is None
                qtbot.waitUntil(lambda c=c: c.idle and not c._sending, timeout=30_000)
                if any(str(a) == "draw" for a in c.legal_actions()):  # the same seat may draw again
                    again += 1
                    assert window.table is not None and window.table.items["draw"].enabled_
        assert again >= 3
    finally:
        made.close()
