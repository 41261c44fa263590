"""Host a table or join one over the network (issue #34): the two dialogs the lobby opens.

Hosting starts a `net.server.Server` in the dialog's network thread (desktop/network/bridge.py),
on this computer only unless the host lets other computers in, and opens the lobby's game there
with each seat a person here, a person joining or a bot. The dialog shows the table code and the
address to share, who has joined, and starts the game once every seat is taken. Joining asks for
the address and the code, shows the open seats, and sits down with a name and a colour. Either
dialog hands its bridge and the table's first picture to the window (`ready`), which plays on.
"""

from __future__ import annotations

import socket
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.network.bridge import Answer, NetBridge, Picture, app_colour, server_url, wire_colour
from desktop.screens.lobby import colour_label, lobby_style
from desktop.screens.stats_window import level_label
from desktop.table import guard, theme
from desktop.table.guard import Guarded
from net.client import Client
from net.protocol import CODE_ALPHABET, CODE_LENGTH
from rules.bots import LEVELS
from rules.core import Record, get_game

#: The port a table listens on unless the host picks another (0: any free port).
DEFAULT_PORT = 8765
#: Everything the loopback address reaches: this computer only.
LOOPBACK = "127.0.0.1"


class NetworkDialog(Guarded, QDialog):
    """What both dialogs share: a network thread, a line that says what is going on, and the hand-over.

    `ready(bridge, picture)`: the game has started and this window has a seat (or watches).
    """

    ready = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.setObjectName("lobby")  # the lobby's look: its colours, fields and buttons
        self.setStyleSheet(lobby_style())
        self.setFont(theme.text_font(15))
        self.setMinimumWidth(560)
        self.bridge = NetBridge(self)
        self.bridge.heard.connect(self._heard)
        self.handed_over = False
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("networkNote")
        self.finished.connect(self._finished)

    def say(self, text: str) -> None:
        self.note.setText(text)

    def _failed(self, answer: Answer) -> bool:
        """Say what went wrong, in one line; True if it did."""
        if answer.error:
            self.say(self.tr("That did not work: %s") % answer.error)
        return bool(answer.error)

    def _heard(self, kind: str, picture: Picture) -> None:
        try:
            self._take(picture)
        except Exception as exc:  # a slot's error must not reach Qt
            guard.report(exc, f"{type(self).__name__}._heard")

    def _take(self, picture: Picture) -> None:
        if picture.closed:
            self.say(self.tr("The connection to the table closed: %s") % picture.closed)
            return
        seat = picture.my_seats[0] if picture.my_seats else None
        if picture.phase != "lobby" and picture.view(seat) is not None and not self.handed_over:
            self.handed_over = True
            self.bridge.heard.disconnect(self._heard)
            self.bridge.setParent(None)  # the window's controller owns it now
            self.ready.emit(self.bridge, picture)
            self.accept()
            return
        self.show_table(picture)

    def show_table(self, picture: Picture) -> None:
        """Show who sits where while the table waits for its players."""

    def _finished(self, _result: int) -> None:
        if not self.handed_over:
            self.bridge.close()


def shareable_addresses(port: int, everywhere: bool) -> list[str]:
    """The addresses other computers can join at (only this computer's loopback unless `everywhere`)."""
    if not everywhere:
        return [f"{LOOPBACK}:{port}"]
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), port, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0])
        if not address.startswith("127.") and f"{address}:{port}" not in found:
            found.append(f"{address}:{port}")
    return found or [f"{LOOPBACK}:{port}"]


class HostDialog(NetworkDialog):
    """Open the lobby's game as a table others can join, and start it when every seat is taken."""

    def __init__(self, record: Record, colours: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record, self.colours = record, colours
        self.addresses: list[str] = []
        self.setWindowTitle(self.tr("Host a table"))
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("Host a table of %s") % get_game(record.game).name)
        heading.setFont(theme.display_font(18))
        layout.addWidget(heading)
        grid = QGridLayout()
        self.kinds: list[QComboBox] = []
        self.states: list[QLabel] = []
        for i, player in enumerate(record.players):
            badge = QLabel()
            badge.setPixmap(theme.badge_icon(theme.colour_by_name(colours[i]), 22).pixmap(22, 22))
            kind = QComboBox()
            kind.addItem(self.tr("A person here"), "here")
            kind.addItem(self.tr("A person joining"), "remote")
            for level in LEVELS:
                kind.addItem(level_label(level), level)
            default = "here" if i == 0 else "remote" if player.kind == "human" else player.kind
            kind.setCurrentIndex(max(0, kind.findData(default)))
            kind.setAccessibleName(self.tr("Who plays seat %d") % (i + 1))
            state = QLabel()
            grid.addWidget(badge, i, 0)
            grid.addWidget(QLabel(player.name), i, 1)
            grid.addWidget(kind, i, 2)
            grid.addWidget(state, i, 3)
            self.kinds.append(kind)
            self.states.append(state)
        layout.addLayout(grid)
        where_row = QHBoxLayout()
        self.where = QComboBox()
        self.where.addItem(self.tr("On this computer"), "here")
        self.where.addItem(self.tr("On a Party Table server (party-table serve)"), "server")
        self.where.setAccessibleName(self.tr("Where the table is held"))
        self.server = QLineEdit(f"{LOOPBACK}:{DEFAULT_PORT}")
        self.server.setPlaceholderText(self.tr("the server's address:port"))
        self.server.setEnabled(False)
        self.where.currentIndexChanged.connect(self._where_changed)
        where_row.addWidget(self.where)
        where_row.addWidget(self.server, 1)
        layout.addLayout(where_row)
        self.everywhere = QCheckBox(self.tr("Let other computers join (listen on every network interface)"))
        self.everywhere.setToolTip(self.tr("Off: only windows on this computer can join. Without a certificate "
                                           "the traffic is not encrypted: play so only on a network you trust."))
        layout.addWidget(self.everywhere)
        port_row = QHBoxLayout()
        port_row.addWidget(QLabel(self.tr("Port")))
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setToolTip(self.tr("0: any free port"))
        port_row.addWidget(self.port)
        port_row.addStretch(1)
        layout.addLayout(port_row)
        self.share = QLabel()
        self.share.setFont(theme.text_font(15, bold=True))
        self.share.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.share.hide()
        layout.addWidget(self.share)
        layout.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        self.open_button = QPushButton(self.tr("Open the table"))
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_table)
        self.start_button = QPushButton(self.tr("Start the game"))
        self.start_button.setEnabled(False)
        self.start_button.clicked.connect(self.start_game)
        for button in (self.cancel_button, self.open_button, self.start_button):
            button.setObjectName("networkButton")
            buttons.addWidget(button)
        layout.addLayout(buttons)

    @property
    def on_server(self) -> bool:
        return self.where.currentData() == "server"

    def _where_changed(self) -> None:
        self.server.setEnabled(self.on_server)
        self.everywhere.setEnabled(not self.on_server)
        self.port.setEnabled(not self.on_server)

    def _set_editable(self, on: bool) -> None:
        for widget in (*self.kinds, self.where, self.open_button):
            widget.setEnabled(on)
        if on:
            self._where_changed()
        else:
            for widget in (self.server, self.everywhere, self.port):
                widget.setEnabled(False)

    def seat_plans(self) -> list[dict[str, Any]]:
        """The seats as `create` asks for them."""
        plans: list[dict[str, Any]] = []
        for i, (player, kind) in enumerate(zip(self.record.players, self.kinds, strict=True)):
            what = str(kind.currentData())
            if what == "remote":
                plans.append({"kind": "remote"})
            elif what == "here":
                plans.append({"kind": "here", "name": player.name[:40], "colour": wire_colour(self.colours[i])})
            else:
                plans.append({"kind": "bot", "level": what, "name": player.name[:40],
                              "colour": wire_colour(self.colours[i])})
        return plans

    def open_table(self) -> None:
        """Start a server here and join it over loopback (or connect to a server), then open the table on it."""
        self._set_editable(False)
        self.say(self.tr("Opening the table…"))
        if self.on_server:
            self.bridge.connect_to(self.server.text(), self._hosting)
        else:
            address = "0.0.0.0" if self.everywhere.isChecked() else LOOPBACK
            self.bridge.host(address, self.port.value(), self._hosting)

    def _hosting(self, answer: Answer) -> None:
        if self._failed(answer):
            self._set_editable(True)
            return
        if self.on_server:
            addresses = [self.server.text().strip()]
        else:
            addresses = shareable_addresses(int(answer.value), self.everywhere.isChecked())
        self.addresses = addresses
        client, record, plans = self.bridge.client, self.record, self.seat_plans()
        self.bridge.call(lambda: client.create(record.game, plans, dict(record.options)), self._created)

    def _created(self, answer: Answer) -> None:
        if self._failed(answer):
            return
        self.share.setText(self.tr("Table code: %s    Address: %s") % (answer.value, ",  ".join(self.addresses)))
        self.share.show()
        self.say(self.tr("Tell the others the address and the code; start when every seat is taken."))

    def show_table(self, picture: Picture) -> None:
        waiting = False
        for state, public in zip(self.states, picture.seats, strict=False):
            if public["open"]:
                state.setText(self.tr("waiting for someone to join"))
                waiting = True
            elif public["kind"] == "remote":
                name = public["name"]
                state.setText(self.tr("%s has joined") % name if public["connected"] else
                              self.tr("%s is away") % name)
            else:
                state.setText("")
        self.start_button.setEnabled(picture.phase == "lobby" and not waiting and bool(picture.code))

    def start_game(self) -> None:
        self.start_button.setEnabled(False)
        client = self.bridge.client
        self.bridge.call(client.start, self._started)

    def _started(self, answer: Answer) -> None:
        if self._failed(answer):
            self.start_button.setEnabled(True)


class JoinDialog(NetworkDialog):
    """Sit down at a table another computer (or `party-table serve`) holds: its address, its code, a seat."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.address = QLineEdit(f"{LOOPBACK}:{DEFAULT_PORT}")
        self.address.setPlaceholderText(self.tr("address:port, as the host shows it"))
        form.addRow(self.tr("Address"), self.address)
        self.code = QLineEdit()
        self.code.setMaxLength(CODE_LENGTH)
        self.code.setPlaceholderText(self.tr("6 letters and digits"))
        form.addRow(self.tr("Table code"), self.code)
        self.find_button = QPushButton(self.tr("Find the table"))
        self.find_button.clicked.connect(self.find_table)
        form.addRow("", self.find_button)
        self.table_line = QLabel()
        self.table_line.setWordWrap(True)
        form.addRow("", self.table_line)
        self.seat = QComboBox()
        self.seat.setEnabled(False)
        form.addRow(self.tr("Seat"), self.seat)
        self.name = QLineEdit(name)
        self.name.setMaxLength(16)
        form.addRow(self.tr("Your name"), self.name)
        self.colour = QComboBox()
        self.colour.setIconSize(QSize(22, 22))
        for c in theme.SEAT_COLOURS:
            self.colour.addItem(theme.badge_icon(c, 22), colour_label(c.name), c.name)
        form.addRow(self.tr("Your colour"), self.colour)
        layout.addLayout(form)
        layout.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        self.join_button = QPushButton(self.tr("Join"))
        self.join_button.setEnabled(False)
        self.join_button.clicked.connect(self.join_table)
        for button in (cancel, self.find_button, self.join_button):
            button.setObjectName("networkButton")
        buttons.addWidget(cancel)
        buttons.addWidget(self.join_button)
        layout.addLayout(buttons)

    def table_code(self) -> str | None:
        """The code as typed (spaces and case forgiven), or None with a message when it cannot be one."""
        code = "".join(self.code.text().split()).upper()
        if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
            self.say(self.tr("A table code is 6 letters and digits, as the host's screen shows it."))
            return None
        return code

    def find_table(self) -> None:
        """Look at the table as a spectator (a connection of its own) to list its open seats."""
        code = self.table_code()
        if code is None:
            return
        self.say(self.tr("Looking for the table…"))
        url = server_url(self.address.text())

        async def look() -> Picture:
            watcher = Client()
            await watcher.connect(url)
            try:
                await watcher.watch(code)
                await watcher.wait_for(lambda c: bool(c.seats))  # the seats come in the update after the answer
                return Picture.of(watcher)
            finally:
                await watcher.close()

        self.bridge.call(look, self._found)

    def _found(self, answer: Answer) -> None:
        if self._failed(answer):
            return
        picture: Picture = answer.value
        self.seat.clear()
        taken = {app_colour(s["colour"]) for s in picture.seats if s["colour"] and not s["open"]}
        for public in picture.seats:
            if public["open"]:
                self.seat.addItem(self.tr("Seat %d") % (public["seat"] + 1), public["seat"])
        people = ", ".join(s["name"] for s in picture.seats if s["name"])
        self.table_line.setText(self.tr("%s — at the table: %s") % (get_game(picture.game).name, people))
        for i in range(self.colour.count()):
            if self.colour.itemData(i) not in taken:
                self.colour.setCurrentIndex(i)
                break
        self.seat.setEnabled(self.seat.count() > 0)
        self.join_button.setEnabled(self.seat.count() > 0)
        self.say("" if self.seat.count() else self.tr("Every seat at this table is taken."))

    def join_table(self) -> None:
        code, seat, name = self.table_code(), self.seat.currentData(), self.name.text().strip()
        if code is None or not isinstance(seat, int):
            return
        if not name or not name.isprintable():
            self.say(self.tr("Write your name (letters, digits and spaces)."))
            return
        self.join_button.setEnabled(False)
        self.find_button.setEnabled(False)
        colour = wire_colour(str(self.colour.currentData()))
        client, url = self.bridge.client, server_url(self.address.text())

        def joined(answer: Answer) -> None:
            if self._failed(answer):
                self.join_button.setEnabled(True)
                self.find_button.setEnabled(True)
                return
            self.say(self.tr("You have joined. The game begins when the host starts it…"))

        async def sit_down() -> str:
            if client.ws is None:  # a second try after a refusal keeps the connection
                await client.connect(url)
            return await client.join(code, seat, name, colour)

        self.bridge.call(sit_down, joined)
