"""Before the game begins, on 127.0.0.1 only (issue #34, "What players get" 1–3): a player who closes the
Join dialog gives the seat back, and a host whose table is on a `party-table serve` comes back to its
waiting room from Host, where it can still start the game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from desktop.network import kept_seats
from desktop.network.bridge import Answer, NetBridge
from rules.core import Player, Record
from tests.desktop.helpers import shown_window
from tests.desktop.network_tables import GAME, TIMEOUT, join_dialog, open_host_dialog, open_table, remote, sit_down

pytestmark = pytest.mark.gui


@pytest.fixture
def serve(qtbot: Any) -> Iterator[int]:
    """A table server on 127.0.0.1 standing in for `party-table serve` (a bridge that hosts no table); its port."""
    server = NetBridge()
    answers: list[Answer] = []
    server.host("127.0.0.1", 0, answers.append, bot_pause=0.0, bot_seconds=0.05)
    qtbot.waitUntil(lambda: bool(answers), timeout=TIMEOUT)
    assert answers[0].error == ""
    yield int(answers[0].value)
    server.close()


def test_closing_join_before_the_game_begins_gives_the_seat_back(qtbot: Any, settings: Any) -> None:
    """Ben joins Ana's table, then closes the Join dialog: the dialog had said so, his seat is open again on
    the host's screen, which says he left (the game cannot start), his app keeps nothing, and Carl takes the
    same seat."""
    ana, ben, carl = (shown_window(qtbot, settings) for _ in range(3))
    host, code, address = open_table(qtbot, ana)
    join = join_dialog(ben)
    sit_down(qtbot, join, address, code, "Ben")
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=TIMEOUT)
    assert "Closing this window gives your seat back" in join.note.text()
    assert join.cancel_button.text() == "Leave the table"
    assert [s.code for s in kept_seats.elsewhere_seats()] == [code]
    join.cancel_button.click()
    qtbot.waitUntil(lambda: host.states[1].text() == "Ben has left: waiting for someone to join", timeout=TIMEOUT)
    assert not host.start_button.isEnabled()
    assert kept_seats.elsewhere_seats() == []
    assert join_dialog(ben).kept_buttons == []  # nothing to rejoin

    again = join_dialog(carl)
    sit_down(qtbot, again, address, code, "Carl")
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=TIMEOUT)
    assert host.states[1].text() == "Carl has joined"
    host.start_button.click()
    qtbot.waitUntil(lambda: carl.controller is not None and ana.controller is not None, timeout=TIMEOUT)
    assert remote(carl).picture.my_seats == (1,) and remote(ana).seat_names() == ["Ana", "Carl"]


def test_a_host_giving_a_waiting_table_up_frees_those_who_joined(qtbot: Any, settings: Any) -> None:
    """Ana cancels her table before starting it: Ben's Join dialog says the host closed it, keeps nothing to
    rejoin, stops trying, and lets him look for another table."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    host, code, address = open_table(qtbot, ana)
    join = join_dialog(ben)
    sit_down(qtbot, join, address, code, "Ben")
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=TIMEOUT)
    assert host.cancel_button.text() == "Close the table"  # not a "Cancel" that seems to undo only the dialog
    host.cancel_button.click()
    qtbot.waitUntil(lambda: "the host closed the table before the game began" in join.note.text(), timeout=TIMEOUT)
    assert kept_seats.elsewhere_seats() == []
    assert join.find_button.isEnabled() and join.cancel_button.text() == "Cancel"
    latest = join.bridge.latest
    assert latest is not None and not latest.reconnecting


def open_on_server(qtbot: Any, window: Any, address: str) -> tuple[Any, str]:
    """The window's Host dialog with a table opened on the server at `address`, and the table's code."""
    host = open_host_dialog(window)
    host.where.setCurrentIndex(host.where.findData("server"))
    host.server.setText(address)
    host.open_button.click()
    qtbot.waitUntil(lambda: host.share.isVisible(), timeout=TIMEOUT)
    return host, host.bridge.client.code


def test_the_host_dialog_held_where_the_last_table_was_reads_whole(qtbot: Any, settings: Any) -> None:
    """Play again once the last table's connection is gone: the Host dialog offers the server that held it,
    and its choice reads whole beside the address (it was cut to "On a Party Table server (party-ta")."""
    from desktop.screens.network_dialogs import HostDialog

    window = shown_window(qtbot, settings, (1280, 720))
    record = Record("birthday-turtle", [Player("Ana"), Player("Ben")], 1, {})
    dialog = HostDialog(record, ["orange", "sky blue"], window)
    dialog.held_where(server="127.0.0.1:34471")
    dialog.open()
    where = dialog.where
    qtbot.waitUntil(where.isVisible)
    assert where.currentData() == "server" and dialog.server.text() == "127.0.0.1:34471"
    assert where.width() > where.fontMetrics().horizontalAdvance(where.currentText()) + 24
    dialog.reject()


def test_a_host_giving_a_table_on_a_server_up_frees_those_who_joined(qtbot: Any, settings: Any, serve: int) -> None:
    """The same on a `party-table serve`, whose server the host's app does not hold: once Ben has joined, Ana's
    "Close the table" closes it there for good, Ben is told, and Ana's app keeps nothing to resume."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    address = f"127.0.0.1:{serve}"
    host, code = open_on_server(qtbot, ana, address)
    join = join_dialog(ben)
    sit_down(qtbot, join, address, code, "Ben")
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=TIMEOUT)
    host.cancel_button.click()
    qtbot.waitUntil(lambda: "the host closed the table before the game began" in join.note.text(), timeout=TIMEOUT)
    assert kept_seats.kept_seats() == []
    assert open_host_dialog(ana).kept_buttons == []  # nothing to resume


def test_a_friend_who_took_the_seat_first_leaves_the_other_the_seats_still_open(qtbot: Any, settings: Any) -> None:
    """Ben and Carl both found the table with seat 2 offered; Ben sits first. Carl's Join is refused with the
    reason, and his seat list is looked up again: seat 3, the one still open."""
    ana, ben, carl = (shown_window(qtbot, settings) for _ in range(3))
    host, code, address = open_table(qtbot, ana, players=3)
    late = join_dialog(carl)
    late.address.setText(address)
    late.code.setText(code)
    late.find_button.click()
    qtbot.waitUntil(lambda: late.seat.count() == 2, timeout=TIMEOUT)
    sit_down(qtbot, join_dialog(ben), address, code, "Ben")
    qtbot.waitUntil(lambda: "Ben" in host.states[1].text(), timeout=TIMEOUT)
    late.name.setText("Carl")
    late.colour.setCurrentIndex(late.colour.findData("vermillion"))
    late.join_button.click()
    qtbot.waitUntil(lambda: late.seat.count() == 1, timeout=TIMEOUT)
    assert late.seat.currentData() == 2 and "not open" in late.note.text()
    late.join_button.click()
    qtbot.waitUntil(lambda: "Carl" in host.states[2].text(), timeout=TIMEOUT)
    # Ben, seated and waiting, sees Carl come, and what he sat down with is no longer a field to edit
    first = ben.network_dialog
    qtbot.waitUntil(lambda: "Carl" in first.table_line.text(), timeout=TIMEOUT)
    assert not any(f.isEnabled() for f in (first.address, first.code, first.seat, first.name, first.colour))


def test_a_host_comes_back_to_its_waiting_table_on_a_server_from_host(qtbot: Any, settings: Any, serve: int) -> None:
    """Ana opens a table on a server and closes the dialog before anyone joins. Join does not offer it (it
    could not start the game); Host does, as "Resume …" (Enter's button), and lands in the table's waiting
    room: Ben joins, and Ana starts the game."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    address = f"127.0.0.1:{serve}"
    host, code = open_on_server(qtbot, ana, address)
    host.reject()
    assert join_dialog(ana).kept_buttons == []
    ana.network_dialog.reject()

    again = open_host_dialog(ana)
    assert len(again.kept_buttons) == 1 and code in again.kept_buttons[0].text()
    QTest.keyClick(again, Qt.Key.Key_Return)  # Enter resumes it: a second table of the same game is not opened
    qtbot.waitUntil(lambda: again.share.isVisible(), timeout=TIMEOUT)
    assert again.on_server and again.server.text() == address
    assert "You are back at your table" in again.note.text()
    assert again.heading.text() == "Your table of Happy Birthday Turtle!!"
    qtbot.waitUntil(lambda: again.states[1].text() == "waiting for someone to join", timeout=TIMEOUT)
    assert not again.start_button.isEnabled()
    sit_down(qtbot, join_dialog(ben), address, code, "Ben")
    qtbot.waitUntil(lambda: again.start_button.isEnabled(), timeout=TIMEOUT)
    again.start_button.click()
    qtbot.waitUntil(lambda: ana.controller is not None and ben.controller is not None, timeout=TIMEOUT)
    assert remote(ana).picture.host and remote(ana).perspective == 0
    assert remote(ana).seat_names() == ["Ana", "Ben"]
    # leaving, she is told how the table waits for its host (not "unless the host lets a bot play your seat")
    assert remote(ana).leaving_words().startswith("The game waits for you while you are away, and only you can")
    assert "Host a table…" in remote(ana).leaving_words()


def _carl_finds_a_full_table(qtbot: Any, settings: Any) -> tuple[Any, Any, Any, Any]:
    """Ana's two-seat table with Ben seated, and Carl's Join dialog that has found it: Ana's and Carl's windows,
    her Host dialog and his Join dialog."""
    ana, ben, carl = (shown_window(qtbot, settings) for _ in range(3))
    host, code, address = open_table(qtbot, ana)
    sit_down(qtbot, join_dialog(ben), address, code, "Ben")
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=TIMEOUT)
    late = join_dialog(carl)
    late.address.setText(address)
    late.code.setText(code)
    late.find_button.click()
    qtbot.waitUntil(lambda: "Every seat at this table is taken" in late.note.text(), timeout=TIMEOUT)
    return ana, carl, host, late


def test_a_full_table_offers_nothing_to_sit_down_with(qtbot: Any, settings: Any) -> None:
    """Every seat taken: Join says so, and hides the name and colour a seat would be taken with."""
    _ana, _carl, _host, late = _carl_finds_a_full_table(qtbot, settings)
    assert not late.join_button.isEnabled()
    assert not any(late.form.isRowVisible(field) for field in (late.name, late.colour, late.pick))


def test_a_name_already_at_the_table_is_pointed_out_before_join(qtbot: Any, settings: Any) -> None:
    """Two lobbies both start with "Ana": finding Ana's table, the Join dialog says the name is taken there and
    puts the keyboard on it, rather than waiting for the table to refuse the Join."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    _host, code, address = open_table(qtbot, ana)
    join = join_dialog(ben)
    join.name.setText("ana")
    join.address.setText(address)
    join.code.setText(code)
    join.find_button.click()
    qtbot.waitUntil(lambda: join.seat.count() == 1, timeout=TIMEOUT)
    assert join.note.text() == "Ana is already at this table: type your own name."
    assert join.name.selectedText() == "ana"


def test_a_full_table_may_be_watched_and_the_watcher_sees_only_what_everyone_may(qtbot: Any, settings: Any) -> None:
    """Carl finds the table full and watches: once Ana starts, his window shows the game from no seat (the
    public view: the face-down choices as backs), takes no moves, and follows the moves as they come."""
    ana, carl, host, late = _carl_finds_a_full_table(qtbot, settings)
    assert "you can watch the game" in late.note.text() and late.watch_button.isEnabled()
    late.watch_button.click()
    qtbot.waitUntil(lambda: "You are watching" in late.note.text(), timeout=TIMEOUT)
    host.start_button.click()
    qtbot.waitUntil(lambda: carl.controller is not None and ana.controller is not None, timeout=TIMEOUT)
    watcher = remote(carl)
    assert watcher.perspective is None and watcher.picture.my_seats == () and watcher.legal_actions() == []
    assert carl.stats._watched is None and ana.stats._watched is not None  # Carl's statistics are his own games
    player = remote(ana)
    assert player.submit(min(player.legal_actions(), key=str)) is None
    # both windows have taken the move in (either may hear of it first): the watcher sees what anyone may
    qtbot.waitUntil(lambda: watcher.picture.at >= 1 and player.picture.at >= 1, timeout=TIMEOUT)
    view = watcher.state.view(None).to_dict()
    assert view == player.state.view(None).to_dict() and view["committed"] == [True, False]
    assert view["my_commitment"] is None  # that Ana chose, not what
    assert not [k for k in carl.table.items if k.startswith("pending:")]  # no seat's own cards laid out
    assert watcher.network_role() == "watcher"  # its "Play again" watches the next table, it sits nowhere
    carl.page.end.offer_again(watcher.network_role())
    assert carl.page.end.again_button.text() == "Watch the next table…"


def test_enter_opens_a_new_table_when_the_waiting_one_is_another_game(qtbot: Any, settings: Any) -> None:
    """A hosted table of Arturo waits; Ana hosts Birthday Turtle: the waiting table is offered, but Enter is
    still "Open the table", the game she chose."""
    kept_seats.keep(kept_seats.KeptSeat(url="ws://127.0.0.1:9", code="ABCD", token="t" * 24, game="arturo",
                                        host=True))
    host = open_host_dialog(shown_window(qtbot, settings))
    assert len(host.kept_buttons) == 1
    assert host.open_button.isDefault() and not host.kept_buttons[0].isDefault()


def test_forgetting_the_waiting_table_gives_enter_back_to_open_the_table(qtbot: Any, settings: Any) -> None:
    """Enter resumes a waiting table of the same game; once it is forgotten (its button hidden), Enter opens a
    new table again rather than doing nothing."""
    kept_seats.keep(kept_seats.KeptSeat(url="ws://127.0.0.1:9", code="ABCD", token="t" * 24, game=GAME, host=True))
    host = open_host_dialog(shown_window(qtbot, settings))
    host.show()
    assert host.kept_buttons[0].isDefault() and not host.open_button.isDefault()
    forget = next(b for b in host.findChildren(QPushButton) if b.text() == "Forget")
    forget.click()
    assert host.open_button.isDefault()
