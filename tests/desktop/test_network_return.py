"""Connections drop and games survive, on the desktop (issue #34, "What players get" 5), on 127.0.0.1 only.

A restarted app rejoins its seat with the token it kept; a host that quit resumes its table from
the file its server wrote, and the player who had joined sits down again by themselves; the host
hands an absent player's seat to a bot and back from the side panel. Each window plays Happy
Birthday Turtle!! ("How to Play, step 1": everyone chooses face down), so a choice made before the
drop is still there after it.
"""

from __future__ import annotations

import json
import stat
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from desktop.network import kept_seats
from desktop.network.hand_over import STAND_IN
from desktop.network.kept_seats import KeptSeat
from desktop.screens.main_window import MainWindow
from desktop.table.items import LabelItem
from rules.core import Player, Record
from tests.desktop.helpers import scene_texts, shown_window
from tests.desktop.network_tables import (
    TIMEOUT,
    first_choice,
    host_and_join,
    join_dialog,
    open_host_dialog,
    remote,
)

pytestmark = pytest.mark.gui


def away_marks(window: MainWindow) -> list[str]:
    """The words on the table's "away" markers (a seat whose person is gone for now)."""
    return [item.text for item, _ in window.table.drawn
            if isinstance(item, LabelItem) and item.isVisible() and "away" in item.text]


def test_a_restarted_app_rejoins_its_seat_where_it_was(qtbot: Any, settings: Any) -> None:
    """Ben's app quits mid-game and starts again: Join offers "Rejoin" for the table he sat at, and his
    seat's view is the one he left, with Ana's face-down choice made meanwhile; he plays on from it."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    code, _port = host_and_join(qtbot, ana, ben)
    host = remote(ana)
    assert host.submit(first_choice(host)) is None
    qtbot.waitUntil(lambda: remote(ben).picture.views[1].committed[0], timeout=TIMEOUT)
    left = remote(ben).picture.views[1]
    ben.close()  # the app quits; the seat waits on the server
    qtbot.waitUntil(lambda: not host.picture.seats[1]["connected"], timeout=TIMEOUT)
    assert "Ben has left the table" in host.network_note()  # he closed it: his connection did not drop
    # the game waits for Ben's choice, and the host's table says so and what can be done about it
    assert ana.table.labels["prompt"].text == ("Waiting for Ben, who has left the table: "
                                               "you can let a bot play for them.")
    assert away_marks(ana) == ["away"]  # and Ben's own seat on the table says he is gone, not only the prompt

    again = shown_window(qtbot, settings)  # the app starts again, with the same settings and data folder
    join = join_dialog(again)
    assert len(join.kept_buttons) == 1  # Ana's hosted table is offered by Host, not here
    button = join.kept_buttons[0]
    assert code in button.full_text and "Ana" in button.full_text and "Rejoin" in button.full_text
    button.click()
    qtbot.waitUntil(lambda: again.controller is not None and again.controller.perspective == 1, timeout=TIMEOUT)
    back = remote(again)
    assert back.picture.views[1] == left
    assert back.seat_names() == ["Ana", "Ben"]
    qtbot.waitUntil(lambda: host.picture.seats[1]["connected"], timeout=TIMEOUT)
    assert "left the table" not in host.network_note()
    assert ana.table.labels["prompt"].text == "Your cards are face down. Waiting for the others…"
    assert away_marks(ana) == []
    assert back.submit(first_choice(back)) is None  # and the game goes on from there
    qtbot.waitUntil(lambda: host.picture.at >= 2, timeout=TIMEOUT)


def test_a_host_reads_whether_an_away_player_closed_the_table_or_lost_the_connection(qtbot: Any,
                                                                                      settings: Any) -> None:
    """The server says whether a person closed their table (left) or their connection broke; the host's
    status and prompt (the game waits for Ben's choice) say which, and what can be done."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    host_and_join(qtbot, ana, ben)
    host = remote(ana)
    assert host.submit(first_choice(host)) is None
    qtbot.waitUntil(lambda: host.picture.to_act == (1,), timeout=TIMEOUT)
    prompt = ana.table.labels["prompt"].text
    assert prompt == "Your cards are face down. Waiting for the others…"
    for left, words, asked in (
            (False, "Ben is reconnecting… (away 5 s)", "Waiting for Ben to reconnect…"),
            (True, "Ben has left the table (away 5 s)",
             "Waiting for Ben, who has left the table: you can let a bot play for them.")):
        away = {**host.picture.seats[1], "connected": False, "away": 5, "left": left}
        host._take("status", replace(host.picture, seats=(host.picture.seats[0], away)))
        assert words in host.network_note() and ana.table.labels["prompt"].text == asked
    host._take("status", replace(host.picture, seats=(host.picture.seats[0], {**away, "connected": True,
                                                                             "away": None, "left": False})))
    assert host.network_note().endswith("connected: Ana, Ben") and ana.table.labels["prompt"].text == prompt


def test_an_away_players_time_counts_on_in_the_status_between_updates(qtbot: Any, settings: Any,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The server says how long Ben has been away only when something at the table changes; the host's
    status counts on by itself, every second, and in minutes after the first one."""
    from desktop.network import seat

    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    host_and_join(qtbot, ana, ben)
    host = remote(ana)
    ben.close()
    qtbot.waitUntil(lambda: "Ben has left the table" in ana.panel.status.text(), timeout=TIMEOUT)
    later = seat.monotonic() + 75
    monkeypatch.setattr(seat, "monotonic", lambda: later)
    with qtbot.waitSignal(host.note_changed, timeout=TIMEOUT):
        pass  # no update comes from the server: only the window's own clock
    assert "Ben has left the table (away 1 min)" in ana.panel.status.text()


def test_a_host_that_quit_resumes_its_table_and_the_player_sits_down_again(qtbot: Any, settings: Any) -> None:
    """Ana's app (the host) quits mid-game; Ben's window says it is trying to sit down again. Ana's next
    Host offers the table; resumed on the same port from its file, Ana has her choice back and Ben's
    window rejoins his seat by itself with its token."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    code, port = host_and_join(qtbot, ana, ben)
    host, guest = remote(ana), remote(ben)
    pick = first_choice(host)
    assert host.submit(pick) is None
    qtbot.waitUntil(lambda: guest.picture.views[1].committed[0], timeout=TIMEOUT)
    folder = Path(host.bridge.folder)
    assert (folder / f"{code}.json").is_file()  # the host's game autosaves as it goes
    ana.close()
    qtbot.waitUntil(lambda: guest.picture.closed is not None, timeout=TIMEOUT)
    assert guest.picture.reconnecting and "Trying to sit down again" in guest.network_note()
    assert guest.legal_actions() == []  # Ben still has to choose, but nothing can go out meanwhile
    # the window says so in player words, and not "Your move" while no move can go out; the host's server said
    # why it went (not a bare "the connection closed"), and the table offers nothing to play
    # (the panel's note is short, for the corner of a small window: the table's prompt says why)
    qtbot.waitUntil(lambda: ben.panel.status.text() == "Connection lost. Trying to sit down again…", timeout=TIMEOUT)
    assert ben.table.labels["prompt"].text == ("The table is out of reach (its server stopped: perhaps the host "
                                               "closed the app). You sit down again by yourself once it is back, "
                                               "or Game → New game leaves it.")  # and how to stop waiting
    # and the table dims under those words: it does not look playable while nothing can be played
    assert ben.table.dimmed is not None and ben.table.dimmed.text == ben.table.labels["prompt"].text

    again = shown_window(qtbot, settings)
    dialog = open_host_dialog(again)
    assert len(dialog.kept_buttons) == 1 and code in dialog.kept_buttons[0].full_text
    dialog.kept_buttons[0].click()
    qtbot.waitUntil(lambda: again.controller is not None and again.controller.perspective == 0, timeout=TIMEOUT)
    resumed = remote(again)
    assert resumed.bridge.server is not None and resumed.bridge.server.port == port
    assert resumed.picture.views[0].my_commitment == pick.pairs
    qtbot.waitUntil(lambda: guest.picture.closed is None and resumed.picture.seats[1]["connected"],
                    timeout=TIMEOUT)
    assert guest.picture.views[1].committed[0]
    assert ben.statusBar().currentMessage() == f"Back at table {code}."
    assert ben.table.dimmed is None  # back at the table: it is bright again
    assert guest.submit(first_choice(guest)) is None
    qtbot.waitUntil(lambda: resumed.picture.at >= 2, timeout=TIMEOUT)


def test_a_lost_connection_says_how_long_the_window_has_been_trying(qtbot: Any, settings: Any,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """While the host's table is gone the window keeps trying to sit down again, and its note counts how long,
    every second and in minutes after the first one, so a player can tell it has not frozen."""
    from desktop.network import seat

    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    host_and_join(qtbot, ana, ben)
    guest = remote(ben)
    ana.close()
    qtbot.waitUntil(lambda: guest.picture.reconnecting, timeout=TIMEOUT)
    assert guest.network_note() == "Connection lost. Trying to sit down again…"
    later = seat.monotonic() + 75
    monkeypatch.setattr(seat, "monotonic", lambda: later)
    with qtbot.waitSignal(guest.note_changed, timeout=TIMEOUT):
        pass  # nothing comes from the network: only the window's own clock
    assert ben.panel.status.text() == "Connection lost 1 min ago. Trying to sit down again…"


def test_a_seat_taken_over_from_elsewhere_ends_here_with_why(qtbot: Any, settings: Any) -> None:
    """Ben rejoins his seat from another window: the first one is told it is no longer at the table, and
    why, and does not try to sit down again (the seat is played elsewhere)."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    host_and_join(qtbot, ana, ben)
    first = remote(ben)
    again = shown_window(qtbot, settings)
    join_dialog(again).kept_buttons[0].click()
    qtbot.waitUntil(lambda: first.picture.closed is not None, timeout=TIMEOUT)
    assert not first.picture.reconnecting and first.legal_actions() == []
    assert ben.panel.status.text() == "Connection lost."
    assert ben.table.labels["prompt"].text == ("You are no longer at this table (your seat connected again from "
                                               "elsewhere). Game → New game starts another.")


def test_a_host_whose_table_cannot_be_saved_is_told_once_and_the_game_goes_on(qtbot: Any, settings: Any) -> None:
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    code, _port = host_and_join(qtbot, ana, ben)
    host, guest = remote(ana), remote(ben)
    folder = Path(host.bridge.folder)
    (folder / f"{code}.json").unlink()
    folder.rmdir()
    folder.write_text("a file where the folder was")  # the next write fails, as on a full disk
    assert host.submit(first_choice(host)) is None
    qtbot.waitUntil(lambda: guest.picture.views[1].committed[0], timeout=TIMEOUT)  # the move stands for everyone
    qtbot.waitUntil(lambda: "not being saved" in ana.statusBar().currentMessage(), timeout=TIMEOUT)
    assert ana.statusBar().currentMessage() == (
        "This table is not being saved: something of that name is already there. The game goes on, but if this "
        "app closes it cannot come back to it.")
    assert guest.submit(first_choice(guest)) is None
    qtbot.waitUntil(lambda: host.picture.at >= 2, timeout=TIMEOUT)


def test_the_host_hands_an_absent_seat_to_a_bot_and_back(qtbot: Any, settings: Any) -> None:
    """While Ben is away the host's panel offers "Let a bot play for Ben"; the bot then stands in (the
    note says so), and once Ben is back "Give Ben the seat back" returns it to him."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    code, _port = host_and_join(qtbot, ana, ben)
    host = remote(ana)
    bar = host.hand_over_bar
    assert bar is not None and not bar.isVisible()  # everyone is here: nothing to hand over
    assert remote(ben).hand_over_bar is None  # only the host may
    ben.close()
    qtbot.waitUntil(lambda: bar.isVisible(), timeout=TIMEOUT)
    assert list(bar.buttons) == [1]
    assert bar.buttons[1].accessibleName() == "Let a bot play for Ben"
    bar.buttons[1].click()
    qtbot.waitUntil(lambda: host.picture.seats[1]["bot"] == STAND_IN, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: bar.buttons[1].accessibleName() == "Give Ben the seat back", timeout=TIMEOUT)
    assert "A bot plays for Ben for now" in host.network_note()
    # Ben's seat is still a person's: as at the server, Ana's move cannot be taken back once the bot moved after it
    assert host.submit(first_choice(host)) is None
    qtbot.waitUntil(lambda: host.picture.at >= 2, timeout=TIMEOUT)
    assert host.record.actions[-1][0] == 1 and not host.can_undo() and not ana.panel.undo.isEnabled()

    again = shown_window(qtbot, settings)
    join = join_dialog(again)
    join.kept_buttons[0].click()
    qtbot.waitUntil(lambda: again.controller is not None, timeout=TIMEOUT)
    assert remote(again).picture.my_seats == (1,) and remote(again).perspective == 1  # his seat, on his screen
    assert remote(again).picture.seats[1]["bot"] == STAND_IN  # Ben watches his seat while the bot plays it
    assert remote(again).legal_actions() == []
    qtbot.waitUntil(lambda: "A bot plays your seat for now; the host can give it back to you." in scene_texts(again),
                    timeout=TIMEOUT)  # on the table, not only in a status line a laptop cuts short
    if 1 in remote(again).picture.to_act:  # his seat's turn, played by the bot: not "Your move, Ben"
        assert again.panel.status.text().startswith("A bot plays for you…"), again.panel.status.text()
    # his own seat in the second person, as the table says it
    assert "A bot plays for you for now" in remote(again).network_note()
    assert "Ben" not in remote(again).network_note().split("\n", 1)[-1]
    bar.buttons[1].click()
    qtbot.waitUntil(lambda: host.picture.seats[1]["bot"] == "", timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: remote(again).picture.seats[1]["bot"] == "", timeout=TIMEOUT)
    assert code in host.network_note()
    # the seat is Ben's again, and his table says so at once (not at the next move)
    qtbot.waitUntil(lambda: "A bot plays your seat for now; the host can give it back to you."
                    not in scene_texts(again), timeout=TIMEOUT)


def test_once_the_game_is_over_the_note_no_longer_says_who_plays_for_whom(qtbot: Any, settings: Any) -> None:
    """Ben's end screen still read "A bot plays for Ben for now" under the results: at a finished game
    the note names the table and who is connected, nothing more."""
    from types import SimpleNamespace

    from desktop.network.seat import RemoteController

    seats = ({"seat": 0, "name": "Ana", "kind": "here", "open": False, "connected": True, "bot": ""},
             {"seat": 1, "name": "Ben", "kind": "remote", "open": False, "connected": True, "bot": "normal"})
    for phase, stand_in in (("playing", True), ("over", False)):
        picture = SimpleNamespace(code="ABC234", seats=seats, my_seats=(1,), phase=phase, closed=None,
                                  record=None, reconnecting=False)
        note = RemoteController.network_note(SimpleNamespace(picture=picture, _passed_on=False,  # type: ignore[arg-type]
                                                             tr=lambda text: text))
        assert note.startswith("Table ABC234 · connected: Ana, Ben")
        assert ("A bot plays for you for now" in note) is stand_in


def test_kept_seats_are_private_and_a_damaged_file_holds_none(private_folders: Path) -> None:
    """The tokens are kept readable by the user only; a table is forgotten by its code; a file that is
    not a list of seats (or an entry with a field of the wrong kind) is read as nothing, and left alone."""
    seat = KeptSeat("ws://127.0.0.1:9", "ABCDEF", "t" * 32, "birthday-turtle", False, (1,), ("Ana", "Ben"))
    kept_seats.keep(seat)
    assert [s.code for s in kept_seats.kept_seats()] == ["ABCDEF"]
    assert stat.S_IMODE(kept_seats.kept_file().stat().st_mode) == 0o600
    assert kept_seats.elsewhere_seats()[0].names == ("Ana", "Ben")
    kept_seats.forget("ABCDEF")
    assert kept_seats.kept_seats() == []
    for damaged in ("{", "[1, 2]", json.dumps([{"url": "ws://x", "code": 5}]), '{"a": 1}'):
        kept_seats.kept_file().write_text(damaged)
        assert kept_seats.kept_seats() == []
        assert kept_seats.kept_file().read_text() == damaged
    bad_url = {**seat.__dict__, "url": "file:///etc/passwd", "seats": [1], "names": ["Ana"]}
    kept_seats.kept_file().write_text(json.dumps([bad_url]))
    assert kept_seats.kept_seats() == []


def test_kept_tables_are_named_with_their_players_in_words_under_a_heading_that_counts_them(
        qtbot: Any, settings: Any, private_folders: Path) -> None:
    """"Your place at a table" stood over two tables, each "(with Ana, Chiara)": the heading counts the tables
    and the names read as a sentence, a long table's ending in "others"."""
    from PySide6.QtWidgets import QLabel

    kept_seats.keep(KeptSeat("ws://127.0.0.1:9", "ABCDEF", "t" * 32, "birthday-turtle", False, (1,),
                             ("Ana", "Ben", "Chiara")))
    kept_seats.keep(KeptSeat("ws://127.0.0.1:9", "GHJKLM", "u" * 32, "turtle-butt", False, (1,),
                             tuple(f"P{k}" for k in range(6))))
    window = shown_window(qtbot, settings)
    join = join_dialog(window)
    assert any(label.text() == "Your places at tables" for label in join.findChildren(QLabel))
    named = sorted(button.accessibleName() for button in join.kept_buttons)
    assert named[0].endswith("at table ABCDEF (with Ana, Ben and Chiara)"), named
    assert named[1].endswith("at table GHJKLM (with P0, P1, P2 and others)"), named


def test_a_damaged_kept_seats_file_is_set_aside_not_written_over(private_folders: Path) -> None:
    """Keeping a new seat beside a file that cannot be read moves that file aside whole (its tokens are the
    player's keys to other tables); an entry with a field a newer app added is read, and kept."""
    older = KeptSeat("ws://127.0.0.1:9", "ABCDEF", "t" * 32, "arturo", False, (1,), ("Ana", "Ben"))
    damaged = json.dumps([older.__dict__]) + ","  # one stray comma
    kept_seats.kept_file().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.kept_file().write_text(damaged)
    newer = KeptSeat("ws://127.0.0.1:9", "GHJKLM", "u" * 32, "arturo", False, (2,), ("Ana", "Cleo"))
    kept_seats.keep(newer)
    assert [s.code for s in kept_seats.kept_seats()] == ["GHJKLM"]
    aside = list(kept_seats.kept_file().parent.glob("seats-damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text() == damaged
    kept_seats.kept_file().write_text(json.dumps([{**older.__dict__, "colour": "red"}, {**newer.__dict__}]))
    kept_seats.forget("GHJKLM")
    assert [s.code for s in kept_seats.kept_seats()] == ["ABCDEF"]


def test_one_kept_seat_that_cannot_be_used_hides_only_itself(private_folders: Path) -> None:
    """A time beyond any float (10**400) in one entry hid every Rejoin button, and a port outside 0–65535 reached
    the host as "The table could not open: OverflowError: bind(): port must be 0-65535": each such entry is passed
    over, the good one beside it is offered, and the file is left as it was."""
    good = KeptSeat("ws://127.0.0.1:9", "ABCDEF", "t" * 32, "arturo", False, (1,), ("Ana",), saved=5.0)
    hosted = KeptSeat("ws://127.0.0.1:9", "GHJKLM", "u" * 32, "arturo", True, (0,), ("Ben",))
    text = json.dumps([good.__dict__, {**good.__dict__, "code": "NOPQRS", "saved": 10**400},
                       {**hosted.__dict__, "port": 10**30}, {**hosted.__dict__, "code": "TUVWXY", "port": -5}])
    kept_seats.kept_file().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.kept_file().write_text(text)
    assert kept_seats.kept_seats() == [good]
    assert kept_seats.hosted_tables() == []
    assert kept_seats.kept_file().read_text() == text


def test_keeping_a_seat_beside_one_that_cannot_be_used_keeps_a_copy_of_the_file_first(private_folders: Path) -> None:
    """The next write kept only the seats this app could read: the one passed over (its token a player's key
    to a table) was gone. A private copy of the file, byte for byte, is kept beside it first, once."""
    good = KeptSeat("ws://127.0.0.1:9", "ABCDEF", "t" * 32, "arturo", False, (1,), ("Ana",), saved=5.0)
    text = json.dumps([good.__dict__, {**good.__dict__, "code": "NOPQRS", "port": 10**30}])
    kept_seats.kept_file().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.kept_file().write_text(text)
    kept_seats.kept_file().chmod(0o600)
    newer = KeptSeat("ws://127.0.0.1:9", "GHJKLM", "u" * 32, "arturo", False, (2,), ("Ben",))
    kept_seats.keep(newer)
    [copy] = kept_seats.kept_file().parent.glob("seats-damaged-*.json")
    assert copy.read_text() == text and stat.S_IMODE(copy.stat().st_mode) == 0o600
    assert [s.code for s in kept_seats.kept_seats()] == ["GHJKLM", "ABCDEF"]
    kept_seats.forget("GHJKLM")
    assert len(list(kept_seats.kept_file().parent.glob("seats-damaged-*.json"))) == 1


def test_a_damaged_kept_seats_file_says_why_in_player_words(private_folders: Path) -> None:
    from desktop.storage.files import FileProblem, read_file

    kept_seats.kept_file().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.kept_file().write_text('{"a": 1}')
    found = read_file(kept_seats.kept_file(), kept_seats._parse)
    assert isinstance(found, FileProblem) and found.reason == "it is not a list of network seats"


def test_damaged_kept_seats_files_set_aside_within_one_second_are_all_kept(
        private_folders: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The name set aside had the time to the second only, so a second damaged file replaced the first."""
    import time

    monkeypatch.setattr(time, "strftime", lambda _format: "20261201-170512")
    seat = KeptSeat("ws://127.0.0.1:9", "ABCDEF", "t" * 32, "arturo", False, (1,), ("Ana",))
    kept_seats.kept_file().parent.mkdir(parents=True, exist_ok=True)
    for damaged in ("[{", "[{]"):
        kept_seats.kept_file().write_text(damaged)
        kept_seats.keep(seat)
    aside = sorted(p.name for p in kept_seats.kept_file().parent.glob("seats-damaged-*.json"))
    assert aside == ["seats-damaged-20261201-170512-2.json", "seats-damaged-20261201-170512.json"]
    assert {(kept_seats.kept_file().parent / name).read_text() for name in aside} == {"[{", "[{]"}


def test_a_table_given_up_before_it_began_is_not_offered_for_resuming(qtbot: Any, settings: Any) -> None:
    """The host opens a table and cancels the dialog before the game starts: its file and its kept entry
    go, so the next Host offers nothing to resume."""
    window = shown_window(qtbot, settings)
    host = open_host_dialog(window)
    host.open_button.click()
    qtbot.waitUntil(lambda: host.share.isVisible(), timeout=TIMEOUT)
    assert [t.code for t in kept_seats.hosted_tables()] == [host.bridge.client.code]
    folder = Path(host.bridge.folder)
    assert folder.is_dir()
    host.reject()
    assert kept_seats.hosted_tables() == [] and not folder.exists()
    assert open_host_dialog(window).kept_buttons == []


def seats_menu_entries(window: Any) -> dict[str, Any]:
    """The Game menu's Seats as it opens: each entry's text, and a submenu's level actions by their data."""
    menu = window.menus.seats_menu
    menu.aboutToShow.emit()
    entries: dict[str, Any] = {}
    for act in menu.actions():
        sub = act.menu()
        entries[act.text()] = {a.data(): a for a in sub.actions()} if sub is not None else act
    return entries


def test_in_a_small_window_the_host_hands_a_seat_over_from_the_corner_at_a_level_it_picks(
        qtbot: Any, settings: Any) -> None:
    """At 1280×720 the side panel is a closed drawer, so the corner offers the hand-over: "Ben is away"
    opens the Game menu's Seats, whose "Let a bot play for Ben" lists the levels — the table's own bot's
    (hard) first, in bold — and the host picks easy; then the corner says "A bot plays for Ben" and the
    menu gives the seat back."""
    ana = shown_window(qtbot, settings, (1280, 720))
    ben = shown_window(qtbot, settings)
    host_and_join(qtbot, ana, ben, bots={2: "hard"})
    host = remote(ana)
    corner = ana.corner_bar.seats_button
    assert ana.panel.isHidden() and not corner.isVisible()  # everyone is here
    assert ana.menus.seats_menu.menuAction().isVisible()  # the host's table has a Seats menu
    assert list(seats_menu_entries(ana)) == ["Everyone is at the table"]
    assert not ben.menus.seats_menu.menuAction().isVisible()  # only the host may hand seats over
    ben.close()
    qtbot.waitUntil(lambda: corner.isVisible(), timeout=TIMEOUT)
    assert corner.text() == "Ben is away" and corner.menu() is ana.menus.seats_menu
    status = ana.corner_bar.status  # the turn and the connections, on one line of the menu bar
    assert status.isVisible() and "\n" not in status.text() and "left the table" in ana.panel.status.text()
    assert ana.menuBar().height() <= 2 * status.fontMetrics().height()
    levels = seats_menu_entries(ana)["Let a bot play for Ben"]
    assert list(levels) == ["hard", "easy", "normal"]
    assert levels["hard"].parent().defaultAction() is levels["hard"]
    levels["easy"].trigger()
    qtbot.waitUntil(lambda: host.picture.seats[1]["bot"] == "easy", timeout=TIMEOUT)
    qtbot.waitUntil(lambda: corner.text() == "A bot plays for Ben", timeout=TIMEOUT)
    assert host.picture.seats[2]["bot"] == "hard"  # the table's own bot is as it was
    seats_menu_entries(ana)["Give Ben the seat back"].trigger()
    qtbot.waitUntil(lambda: host.picture.seats[1]["bot"] == "", timeout=TIMEOUT)
    qtbot.waitUntil(lambda: corner.text() == "Ben is away", timeout=TIMEOUT)  # away again, no bot: offered again
    assert corner.isVisible()
    ana.toggle_panel()  # the drawer opens: its bar has the same offer, and the corner button steps aside
    assert not ana.panel.isHidden() and not corner.isVisible()
    assert host.hand_over_bar is not None and host.hand_over_bar.isVisible()


def test_in_a_large_window_the_panel_offers_the_stand_in_at_the_table_bots_level(qtbot: Any, settings: Any) -> None:
    """At 1920×1080 the panel is beside the table: its bar offers the level of the table's own bot (easy)
    by default, and the host's choice (hard) is the level the stand-in plays at; the corner stays quiet."""
    ana = shown_window(qtbot, settings, (1920, 1080))
    ben = shown_window(qtbot, settings)
    host_and_join(qtbot, ana, ben, bots={2: "easy"})
    host = remote(ana)
    bar = host.hand_over_bar
    assert bar is not None
    ben.close()
    qtbot.waitUntil(lambda: bar.isVisible(), timeout=TIMEOUT)
    assert not ana.corner_bar.seats_button.isVisible()
    assert bar.level.isVisible() and bar.level.currentData() == "easy"
    bar.level.setCurrentIndex(bar.level.findData("hard"))
    bar.buttons[1].click()
    qtbot.waitUntil(lambda: host.picture.seats[1]["bot"] == "hard", timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not bar.level.isVisible(), timeout=TIMEOUT)  # nothing more to let a bot play
    assert bar.buttons[1].accessibleName() == "Give Ben the seat back"


def test_a_host_is_asked_before_leaving_a_table_others_are_playing_at(qtbot: Any, settings: Any, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing the window, starting a new game, opening a saved one or a lesson stops a hosted table for
    everyone at it: the host is asked first, and "no" leaves the game as it was. A guest is asked too (the
    game waits for them), but not once a bot plays their seat or the table is gone."""
    from desktop.screens import main_window
    from desktop.storage import saves

    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    host_and_join(qtbot, ana, ben)
    settings.set("confirm_leaving_table", True, persist=False)
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(main_window, "ask", lambda parent, title, text, *buttons: asked.append(text) or answer[0])
    saved = tmp_path / "saved.json"
    saves.save_record(Record("turtle-butt", [Player("Ana"), Player("Bot", "easy")], seed=2), saved)
    ana.close()
    ana.show_lobby()
    assert not ana.files.open_path(saved)
    ana.learn("birthday-turtle")
    assert len(asked) == 4 and all("stops for everyone" in text for text in asked)
    assert ana.isVisible() and ana.on_table_page() and ana.controller is remote(ana)
    assert not remote(ben).picture.closed
    assert not ben.may_leave() and "The game waits for you" in asked[4]
    host = remote(ana)
    host.hand_over(1, "easy")
    qtbot.waitUntil(lambda: remote(ben).picture.seats[1]["bot"] == "easy", timeout=TIMEOUT)
    assert ben.may_leave() and len(asked) == 5  # a bot plays Ben's seat: nobody waits for him
    answer[0] = True
    ana.close()
    qtbot.waitUntil(lambda: bool(remote(ben).picture.closed), timeout=TIMEOUT)
    assert ben.may_leave() and len(asked) == 6  # the table is gone: nothing to ask


def test_a_network_game_is_saved_as_a_file_only_once_it_is_over(qtbot: Any, settings: Any, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Until the end the server keeps the deal and the others' moves: a file written then would not open again,
    so Save record as… is off, and asked anyway it says why and writes nothing."""
    from desktop.screens import record_files

    told: list[str] = []
    monkeypatch.setattr(record_files, "tell", lambda parent, title, text, *icon: told.append(text))
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    host_and_join(qtbot, ana, ben)
    for window in (ana, ben):
        qtbot.waitUntil(lambda w=window: w.on_table_page(), timeout=TIMEOUT)
        assert not window.act_save.isEnabled()
        assert not window.files.save_to(tmp_path / "half.json")
    assert not (tmp_path / "half.json").exists() and len(told) == 2 and "once it is over" in told[0]
