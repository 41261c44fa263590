"""Tables on the local network in the lobby's dialogs, and the call for attention on one's turn (issue #34).

Announcing and browsing send multicast, so they never run here: PARTY_TABLE_NO_LAN is set for the
whole suite (tests/conftest.py). With it, the dialogs make no discovery object at all and say so;
the list and the announcement are tested with a fake browser and a fake announcer, and every
table lives on 127.0.0.1.
"""

from __future__ import annotations

import threading
from typing import Any, ClassVar

import pytest

from desktop.devtools.text_audit import faint_widgets
from desktop.network import lan
from desktop.network.bridge import Picture
from desktop.screens.network_dialogs import LOOPBACK, HostDialog, JoinDialog
from net import discovery
from net.discovery import TableAd
from tests.desktop.helpers import letters_cut_off, shown_window
from tests.desktop.network_tables import GAME, TIMEOUT, first_choice, open_host_dialog, remote
from tests.desktop.test_network_seat import Tables

pytestmark = pytest.mark.gui


class FakeBrowser:
    """Stands in for net.discovery.Browser: the test says what it "found"; nothing is sent."""

    made: ClassVar[list[FakeBrowser]] = []

    def __init__(self, on_change: Any) -> None:
        self.on_change, self.closed = on_change, False
        FakeBrowser.made.append(self)

    def close(self) -> None:
        self.closed = True


class FakeAnnouncer:
    """Stands in for net.discovery.Announcer: keeps what would have been announced."""

    def __init__(self) -> None:
        self.ads: list[TableAd] = []
        self.closed = threading.Event()

    def announce(self, ad: TableAd) -> None:
        self.ads.append(ad)

    def close(self) -> None:
        self.closed.set()


@pytest.fixture
def nothing_multicasts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Making a real browser or announcer is recorded and fails the dialog loudly."""
    made: list[str] = []

    def refuse(what: str) -> Any:
        def make(*_args: Any, **_kwargs: Any) -> None:
            made.append(what)
            raise AssertionError(f"a {what} was made with the switch set")
        return make

    for module in (discovery, lan):
        monkeypatch.setattr(module, "Browser", refuse("Browser"))
        monkeypatch.setattr(module, "Announcer", refuse("Announcer"))
    return made


def test_with_the_switch_set_join_makes_no_search_and_says_so(qtbot: Any, settings: Any,
                                                             nothing_multicasts: list[str]) -> None:
    assert not discovery.lan_allowed()
    join = JoinDialog("Ben")
    qtbot.addWidget(join)
    assert join.search is None and nothing_multicasts == []
    assert "does not look for tables on your network" in join.lan_line.text()
    assert join.found.isHidden()
    assert lan.announce_tables() is None and nothing_multicasts == []
    join.reject()


def test_a_table_found_on_the_network_is_listed_and_joined_from_the_list(qtbot: Any, settings: Any) -> None:
    """The fake browser reports Ana's table (from another thread, as zeroconf does); the list shows its
    game, host and open seats; picking it fills in the address and code and lists the open seat, and
    Ben sits down and plays. An announcement of a game this app does not have is not listed."""
    ana, ben = shown_window(qtbot, settings), shown_window(qtbot, settings)
    host = open_host_dialog(ana)
    host.open_button.click()
    qtbot.waitUntil(lambda: host.share.isVisible(), timeout=TIMEOUT)
    code, port = host.bridge.client.code, host.port_used
    FakeBrowser.made.clear()
    join = JoinDialog("Ben", ben, browser_factory=FakeBrowser)
    join.ready.connect(ben.start_network_game)
    join.show()
    [browser] = FakeBrowser.made
    assert "Looking for tables" in join.lan_line.text()
    found = [TableAd("Ana " + code, (LOOPBACK,), port, code, GAME, "Ana", 1),
             TableAd("odd", (LOOPBACK,), port, "ZZZZZZ", "no-such-game", "Zed", 3)]
    zeroconf_thread = threading.Thread(target=browser.on_change, args=(found,))
    zeroconf_thread.start()
    zeroconf_thread.join()
    qtbot.waitUntil(lambda: join.found.count() == 1, timeout=TIMEOUT)
    line = join.found.item(0).text()
    assert "Happy Birthday Turtle" in line and "Ana" in line and code in line and "1" in line
    join.found.itemClicked.emit(join.found.item(0))
    assert join.address.text() == f"{LOOPBACK}:{port}" and join.code.text() == code
    qtbot.waitUntil(lambda: join.seat.count() == 1, timeout=TIMEOUT)
    join.join_button.click()
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=TIMEOUT)
    host.start_button.click()
    qtbot.waitUntil(lambda: ben.controller is not None and ben.controller.perspective == 1, timeout=TIMEOUT)
    assert remote(ben).seat_names()[1] == "Ben"
    assert browser.closed  # the search stops with the dialog


def open_to_everyone(qtbot: Any, window: Any, factory: Any, monkeypatch: pytest.MonkeyPatch) -> HostDialog:
    """Host with "Let other computers join" ticked; the server is moved to 127.0.0.1 after the ask is seen."""
    host = open_host_dialog(window)
    host.announcer_factory = factory
    asked: list[str] = []
    real_host = host.bridge.host
    monkeypatch.setattr(host.bridge, "host", lambda address, *args, **kw: (asked.append(address),
                                                                          real_host(LOOPBACK, *args, **kw)))
    # the addresses to share, without asking the system's resolver (a documentation address: never contacted)
    monkeypatch.setattr("desktop.screens.network_dialogs.shareable_addresses",
                        lambda port, everywhere: [f"192.0.2.7:{port}"] if everywhere else [f"{LOOPBACK}:{port}"])
    host.everywhere.setChecked(True)
    host.open_button.click()
    qtbot.waitUntil(lambda: host.share.isVisible(), timeout=TIMEOUT)
    assert asked == ["0.0.0.0"]  # what the host asked for: every interface
    return host


def test_a_table_open_to_other_computers_is_announced_until_it_starts(qtbot: Any, settings: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """With "Let other computers join" the host announces its code, game and open seats (here through a
    fake, and the server is moved to 127.0.0.1: nothing leaves this computer); the announcement follows
    the open seats, and stops when the dialog closes. Without a fake, the switch leaves it unmade."""
    announcer = FakeAnnouncer()
    window = shown_window(qtbot, settings)
    for factory, expected in ((None, None), (lambda: announcer, announcer)):
        host = open_to_everyone(qtbot, window, factory, monkeypatch)
        made = host.announcer.announcer if host.announcer is not None else None
        assert made is expected
        host.reject()
    assert announcer.ads and announcer.ads[-1].open_seats == 1 and announcer.ads[-1].game == GAME
    assert announcer.ads[-1].code and announcer.ads[-1].port > 0 and announcer.ads[-1].addresses == ("192.0.2.7",)
    assert announcer.closed.wait(10)


def test_a_window_in_the_background_is_alerted_and_notified_on_its_turn(qtbot: Any, settings: Any,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """When an update makes it this window's turn while the window is in the background, it asks for
    attention (the taskbar) and shows a desktop notification where the platform has a tray; in front,
    neither."""
    alerted: list[object] = []
    messages: list[tuple[str, str]] = []

    class FakeTray:
        MessageIcon = pytest.importorskip("PySide6.QtWidgets").QSystemTrayIcon.MessageIcon

        def __init__(self, *_args: Any) -> None:
            pass

        @staticmethod
        def isSystemTrayAvailable() -> bool:
            return True

        @staticmethod
        def supportsMessages() -> bool:
            return True

        def setToolTip(self, _text: str) -> None:
            pass

        def show(self) -> None:
            pass

        def hide(self) -> None:
            pass

        def showMessage(self, title: str, text: str, *_args: Any) -> None:
            messages.append((title, text))

    monkeypatch.setattr("desktop.network.seat.QApplication.alert", lambda widget, ms=0: alerted.append(widget))
    monkeypatch.setattr("desktop.network.seat.QSystemTrayIcon", FakeTray)
    tables = Tables(qtbot, settings, bot_pause=3600.0)
    try:
        code = tables.open([{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"}])
        ben = tables.controller(tables.ben)
        monkeypatch.setattr(tables.ben, "isActiveWindow", lambda: False)
        ben._ask_attention(Picture(to_act=(), my_seats=(1,)))
        assert alerted == [tables.ben]
        assert messages == [(f"Party Table — table {code}", "Your turn, Ben")]
        monkeypatch.setattr(tables.ben, "isActiveWindow", lambda: True)
        ben._ask_attention(Picture(to_act=(), my_seats=(1,)))
        assert len(alerted) == 1 and len(messages) == 1
        assert first_choice(ben)  # it really is Ben's turn
    finally:
        tables.close()


def test_the_dialogs_buttons_are_tall_enough_for_their_round_corners(qtbot: Any, settings: Any) -> None:
    """Qt draws a style sheet's 16 px corners only on a button at least 32 px tall; below that the host's and
    the joiner's buttons came out square, unlike the lobby's that open them. (Both dialogs' words read whole,
    and at ART.md's contrast.)"""
    from PySide6.QtWidgets import QApplication, QPushButton

    window = shown_window(qtbot, settings, (1280, 720))
    host = open_host_dialog(window)
    join = JoinDialog("Ben")
    qtbot.addWidget(join)
    join.show()
    QApplication.processEvents()
    for dialog in (host, join):
        assert letters_cut_off(dialog) == [] and faint_widgets(dialog) == []
        buttons = [b for b in dialog.findChildren(QPushButton) if b.objectName() == "networkButton" and b.isVisible()]
        assert len(buttons) >= 3 and all(b.height() >= 32 for b in buttons), [(b.text(), b.height()) for b in buttons]
    for button in (window.lobby.host_button, window.lobby.join_button):
        assert button.height() >= 32
    host.reject()
    join.reject()


def test_each_label_of_the_join_form_is_level_with_its_field(qtbot: Any, settings: Any) -> None:
    """The words "Address", "Seat", "Your name"… sit across from the words in their fields, not above them."""
    from PySide6.QtWidgets import QApplication, QFormLayout

    join = JoinDialog("Ben")
    qtbot.addWidget(join)
    join.show()
    QApplication.processEvents()
    levels = []
    for row in range(join.form.rowCount()):
        label = join.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = join.form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label is None or field is None or not label.widget().text() or not field.widget().isVisible():
            continue
        levels.append((label.widget().text(), label.geometry().center().y() - field.geometry().center().y()))
    assert len(levels) == 5 and all(abs(off) <= 1 for _, off in levels), levels
    assert letters_cut_off(join) == []  # Lato's apostrophe and accents stand above its line
    join.reject()
