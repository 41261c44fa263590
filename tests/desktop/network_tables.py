"""Two windows at one table through the lobby's Host and Join dialogs, on 127.0.0.1 only (issue #34 tests)."""

from __future__ import annotations

from typing import Any

from desktop.network.seat import RemoteController
from desktop.screens.main_window import MainWindow
from desktop.screens.network_dialogs import HostDialog, JoinDialog
from rules.birthday_turtle.actions import Commit

GAME = "birthday-turtle"
TIMEOUT = 30_000


def open_host_dialog(window: MainWindow, players: int = 2, bots: dict[int, str] | None = None) -> HostDialog:
    """The lobby's Host a table… for Happy Birthday Turtle!!, seat 1 a person here, the others joining (or a
    bot of `bots[seat]`)."""
    lobby = window.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.game is not None and b.game.id == GAME))
    lobby.count.setValue(players)
    lobby.host_button.click()
    host = window.network_dialog
    assert isinstance(host, HostDialog)
    for seat, kind in enumerate(host.kinds[1:], start=1):
        kind.setCurrentIndex(kind.findData((bots or {}).get(seat, "remote")))
    host.port.setValue(0)  # any free port (the dialog keeps the one it got, for a resume)
    return host


def open_table(qtbot: Any, window: MainWindow, players: int = 2) -> tuple[HostDialog, str, str]:
    """`open_host_dialog` and Open the table: the dialog, the table's code and its address on loopback."""
    host = open_host_dialog(window, players)
    host.open_button.click()
    qtbot.waitUntil(lambda: host.share.isVisible(), timeout=TIMEOUT)
    return host, host.bridge.client.code, f"127.0.0.1:{host.port_used}"


def join_dialog(window: MainWindow) -> JoinDialog:
    window.lobby.join_button.click()
    join = window.network_dialog
    assert isinstance(join, JoinDialog)
    return join


def sit_down(qtbot: Any, join: JoinDialog, address: str, code: str, name: str) -> None:
    """Find the table by address and code and take its first open seat."""
    join.address.setText(address)
    join.code.setText(code)
    join.find_button.click()
    qtbot.waitUntil(lambda: join.seat.count() >= 1, timeout=TIMEOUT)
    join.name.setText(name)
    join.join_button.click()


def host_and_join(qtbot: Any, ana: MainWindow, ben: MainWindow, bots: dict[int, str] | None = None) -> tuple[str, int]:
    """Ana hosts a table on loopback (two players, or more with `bots`), Ben joins it, Ana starts; the table's
    code and port."""
    host = open_host_dialog(ana, 2 + len(bots or {}), bots)
    host.open_button.click()
    qtbot.waitUntil(lambda: host.share.isVisible(), timeout=TIMEOUT)
    code, port = host.bridge.client.code, host.port_used
    assert host.port.value() == port != 0  # asked for any free port, the box shows the one found
    sit_down(qtbot, join_dialog(ben), f"127.0.0.1:{port}", code, "Ben")
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=TIMEOUT)
    host.start_button.click()
    qtbot.waitUntil(lambda: isinstance(ana.controller, RemoteController)
                    and isinstance(ben.controller, RemoteController), timeout=TIMEOUT)
    return code, port


def remote(window: MainWindow) -> RemoteController:
    assert isinstance(window.controller, RemoteController)
    return window.controller


def first_choice(controller: RemoteController) -> Commit:
    actions = controller.legal_actions()
    assert actions, "this window's seat should be choosing"
    choice = min(actions, key=str)
    assert isinstance(choice, Commit)
    return choice
