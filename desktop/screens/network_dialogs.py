"""Host a table or join one over the network (issue #34): the two dialogs the lobby opens.

Hosting starts a `net.server.Server` in the dialog's network thread (desktop/network/bridge.py),
on this computer only unless the host lets other computers in (then the table is announced on the
local network), and opens the lobby's game there with each seat a person here, a person joining
or a bot. The server writes the table's file to a folder of the app's, so a host that quit can
resume it here. The dialog shows the table code and the address to share, who has joined, and
starts the game once every seat is taken. Joining lists the tables found on the local network, or
takes an address and a code, shows the open seats, and sits down with a name and a colour, or watches
without a seat; a seat kept from before (desktop/network/kept_seats.py) is one click away. Either dialog
hands its bridge and the table's first picture to the window (`ready`), which plays on.
"""

from __future__ import annotations

import functools
import socket
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QStandardItemModel
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.network import kept_seats
from desktop.network.bridge import (
    Answer,
    NetBridge,
    Picture,
    address_problem,
    app_colour,
    server_url,
    wire_colour,
)
from desktop.network.kept_seats import KeptSeat
from desktop.network.lan import FoundTables, TableAnnouncer, announce_tables, search_tables
from desktop.screens.lobby import colour_label, lobby_style
from desktop.screens.lobby_panel import pick_icons
from desktop.screens.stats_window import level_label
from desktop.storage.stats import game_label
from desktop.table import guard, theme
from desktop.table.guard import Guarded
from desktop.table.painting import cut_names
from desktop.table.text import listed, shown, translator
from desktop.widgets.elided_button import ElidedButton
from desktop.widgets.plain import plain_label, printable_only, show_name
from desktop.widgets.sizing import keep_accent_room
from net.client import Client
from net.discovery import TableAd
from net.protocol import CODE_ALPHABET, CODE_LENGTH, NAME_LENGTH
from rules.bots import LEVELS
from rules.core import Record, RulesError, get_game, same_name, say_n

#: The port a table listens on unless the host picks another (0: any free port).
DEFAULT_PORT = 8765
#: Everything the loopback address reaches: this computer only.
LOOPBACK = "127.0.0.1"
#: How wide a player's name may be in a seat's news ("Ana has joined"), in pixels; a longer one is cut.
NEWS_WIDTH = 160

_tr = translator("NetworkDialog")


class NetworkDialog(Guarded, QDialog):
    """What both dialogs share: a network thread, a line that says what is going on, and the hand-over.

    `ready(bridge, picture)`: the game has started and this window has a seat (or watches).
    """

    ready = Signal(object, object)

    #: The narrowest the dialogs are.
    WIDTH = 560

    def __init__(self, parent: QWidget | None = None, bridge: NetBridge | None = None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.setObjectName("lobby")  # the lobby's look: its colours, fields and buttons
        self.setStyleSheet(lobby_style())
        self.setFont(theme.text_font(15))
        self.setMinimumWidth(self.WIDTH)
        #: A bridge of its own, or the one a finished game passed on (its host opened the next table).
        self.bridge = bridge or NetBridge(self)
        self.bridge.setParent(self)
        self.bridge.heard.connect(self._heard)
        self.handed_over = False
        #: The seat this dialog sat down at, kept for a rejoin after the app restarts.
        self.kept: KeptSeat | None = None
        self.kept_buttons: list[QPushButton] = []
        self.note = plain_label()
        self.note.setWordWrap(True)
        keep_accent_room(self.note, self.font())
        self.note.setObjectName("networkNote")
        self.finished.connect(self._finished)

    def say(self, text: str) -> None:
        self.note.setText(text)

    def widen(self) -> None:
        """As wide as what it shows now needs (a long name, say), and never narrower than it was made.

        The set minimum width would otherwise stand in for the layout's, and the words would be cut."""
        layout = self.layout()
        if layout is not None:
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the new words measured first
            layout.invalidate()  # and rows shown or hidden before the dialog is (no request is posted for those)
            self.setMinimumWidth(max(self.WIDTH, layout.minimumSize().width()))
        self.adjustSize()

    def button_row(self, *buttons: QPushButton) -> QHBoxLayout:
        """The dialog's buttons at its bottom right, Cancel first (`cancel_button`), in the network look."""
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        for button in (self.cancel_button, *buttons):
            button.setObjectName("networkButton")
            row.addWidget(button)
        return row

    def url_of(self, address: str) -> str | None:
        """The server's URL from an address as typed, or None with a message saying what to type instead."""
        problem = address_problem(address)
        if problem == "empty":
            self.say(self.tr("Type the address the host's screen shows, like 192.168.1.20:8765."))
        elif problem == "spaces":
            self.say(self.tr("An address has no spaces: a colon goes before the port, like 192.168.1.20:8765."))
        elif problem == "port":
            self.say(self.tr("The number after the colon is the port: a number from 1 to 65535, like 8765."))
        return None if problem else server_url(address)

    def _failed(self, answer: Answer, what: str) -> bool:
        """Say what went wrong, in one line: `what` failed ("… could not start: %s"), and why; True if it did."""
        if answer.error:
            self.say(what % answer.words())
        return bool(answer.error)

    def _heard(self, kind: str, picture: Picture) -> None:
        try:
            self._take(picture)
        except Exception as exc:  # a slot's error must not reach Qt
            guard.report(exc, f"{type(self).__name__}._heard")

    def _take(self, picture: Picture) -> None:
        if picture.closed:
            if picture.reconnecting:
                self.say(self.tr("The table is out of reach (%s). Trying to sit down again…") % picture.closed_words())
            else:
                self.say(self.tr("You are no longer at this table (%s).") % picture.closed_words())
                self.table_gone()
            return
        seat = picture.my_seats[0] if picture.my_seats else None
        if picture.phase != "lobby" and picture.view(seat) is not None and not self.handed_over:
            self.handed_over = True
            if self.kept is not None:  # who sits where, for the "Rejoin" and "Resume" buttons
                kept_seats.keep(replace(self.kept, names=tuple(s["name"] for s in picture.seats if s["name"])))
            self.bridge.heard.disconnect(self._heard)
            self.bridge.setParent(None)  # the window's controller owns it now
            self.ready.emit(self.bridge, picture)
            self.accept()
            return
        self.show_table(picture)

    def show_table(self, picture: Picture) -> None:
        """Show who sits where while the table waits for its players."""

    def table_gone(self) -> None:
        """The table closed for good while this dialog waited at it."""

    def forget_kept(self) -> None:
        """This app keeps nothing of the seat it sat down at (its table is gone)."""
        if self.kept is not None:
            kept_seats.forget(self.kept.code)
            self.kept = None

    def _finished(self, _result: int) -> None:
        if not self.handed_over:
            self.bridge.close()

    def give_seat_back(self) -> None:
        """Closed before the game began: the seat goes back to the table, and this app forgets it."""
        latest = self.bridge.latest
        if not self.handed_over and self.kept is not None and (latest is None or latest.phase in ("", "lobby")):
            self.forget_kept()
            self.bridge.close(leave=True)

    def table_words(self, picture: Picture, label: QLabel, seated: bool) -> str:
        """Which game the table plays and who sits there (as whom, where the game has a pick); `seated`: and how
        many seats the start still waits for."""
        choice = get_game(picture.game).seat_choice
        picked = dict(choice.choices) if choice is not None else {}
        sitting = [s for s in picture.seats if s["name"]]
        names = zip(cut_names([s["name"] for s in sitting], label.fontMetrics(), NEWS_WIDTH), sitting, strict=True)
        people = ", ".join(self.tr("%s as %s") % (name, shown(picked[s["pick"]])) if s.get("pick") in picked
                           else name for name, s in names)
        variant = picture.options.get("variant")  # which Turtle Butt: the basic, rococo or liar's game
        title = game_label(picture.game, str(variant) if variant is not None else None)
        line = self.tr("%s — at the table: %s") % (title, people)
        still_open = sum(1 for s in picture.seats if s["open"])
        if seated and still_open:
            line += " · " + shown(say_n(still_open, "{n} seat still open", "{n} seats still open"))
        return line

    def kept_rows(self, entries: list[KeptSeat], heading: Callable[[int], str], action: str,
                  pick: Callable[[KeptSeat], None]) -> QVBoxLayout:
        """A button per kept table (`action` % what it is), each with its Forget button, under the `heading` for
        as many as are shown."""
        rows = QVBoxLayout()
        if not entries:
            return rows
        title = QLabel(heading(len(entries[:3])))
        title.setFont(theme.text_font(15, bold=True))
        rows.addWidget(title)
        for entry in entries[:3]:
            row = QHBoxLayout()
            button = ElidedButton(action % describe(entry))
            button.setObjectName("networkButton")
            button.clicked.connect(lambda _=False, entry=entry: pick(entry))
            forget = QPushButton(self.tr("Forget"))
            forget.setObjectName("networkButton")
            forget.setToolTip(self.tr("This app stops keeping its place at that table"))
            forget.clicked.connect(lambda _=False, entry=entry, button=button, forget=forget:
                                   self._forget(entry, button, forget))
            row.addWidget(button, 1)
            row.addWidget(forget)
            rows.addLayout(row)
            self.kept_buttons.append(button)
        return rows

    def _forget(self, entry: KeptSeat, *buttons: QPushButton) -> None:
        kept_seats.forget(entry.code)
        for button in buttons:
            button.hide()
        self.say(self.tr("Forgotten: table %s.") % entry.code)


def _beside(text: str, field: QWidget) -> QLabel:
    """A form's label as tall as its row, its words level with the words in the field beside it (whose
    label it is to a screen reader)."""
    label = QLabel(text)
    label.setBuddy(field)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
    return label


def describe(entry: KeptSeat) -> str:
    """A kept table as a button names it: the game, the code, who was there."""
    try:
        game = get_game(entry.game).name
    except RulesError:
        game = entry.game
    if entry.names:
        shown_names = [*entry.names[:3], _tr("others")] if len(entry.names) > 4 else list(entry.names)
        return _tr("%s at table %s (with %s)") % (game, entry.code, listed(shown_names))
    return _tr("%s at table %s") % (game, entry.code)


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

    def __init__(self, record: Record, colours: list[str], parent: QWidget | None = None,
                 announcer_factory: Callable[[], Any] | None = None, code_typed: bool = False,
                 bridge: NetBridge | None = None) -> None:
        super().__init__(parent, bridge)
        self.record, self.colours = record, colours
        self.addresses: list[str] = []
        self.port_used = 0
        self.announcer_factory = announcer_factory
        self.announcer: TableAnnouncer | None = None
        self.resuming: KeptSeat | None = None
        #: Called with the port just before the server starts there: "Play again", its connection gone, closes the
        #: finished table this window still holds on that port (`MainWindow._held_where_last`), so the new one can
        #: open.
        self.make_room: Callable[[int], None] | None = None
        #: Who last sat at each joining seat: a seat open again says who left it.
        self.left_seat: dict[int, str] = {}
        #: The table is the next one after a finished game ("Play again", `take_next`).
        self.next_table = False
        self.setWindowTitle(self.tr("Host a table"))
        layout = QVBoxLayout(self)
        variant = record.options.get("variant")  # which Turtle Butt, as the Join dialog names it
        self.heading_game = game_label(record.game, str(variant) if variant is not None else None)
        self.heading = QLabel(self.tr("Host a table of %s") % self.heading_game)
        self.heading.setFont(theme.display_font(18))
        layout.addWidget(self.heading)
        waiting = kept_seats.hosted_tables() if bridge is None else []  # a bridge passed on holds the next table
        layout.addLayout(self.kept_rows(waiting, lambda n: self.tr("A table you hosted is waiting") if n == 1
                                        else self.tr("Tables you hosted are waiting"),
                                        self.tr("Resume %s"),
                                        self.resume))
        self.grid = QGridLayout()
        self.kinds: list[QComboBox] = []
        self.states: list[QLabel] = []
        self.rows: list[tuple[QLabel, QLabel]] = []  # each seat's colour badge and name
        for i, player in enumerate(record.players):
            self._add_row(player.name, colours[i],
                          "here" if i == 0 else "remote" if player.kind == "human" else player.kind)
        self.grid.setColumnStretch(3, 1)  # the room goes to the seats' news, not between a badge and its name
        self.grid.setHorizontalSpacing(12)
        if len(record.players) > 6:  # the liar's game seats twelve: the dialog stays within a 720-pixel screen
            self.grid.setVerticalSpacing(1)
        layout.addLayout(self.grid)
        self._build_where(layout)
        self.share = plain_label()
        self.share.setFont(theme.text_font(15, bold=True))
        self.share.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.share.hide()
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.setObjectName("networkButton")
        self.copy_button.setToolTip(self.tr("Copy the code and the address, to paste them into a message"))
        self.copy_button.clicked.connect(self.copy_share)
        self.copy_button.hide()
        share_row = QHBoxLayout()
        share_row.addWidget(self.share, 1)
        share_row.addWidget(self.copy_button)
        layout.addLayout(share_row)
        layout.addWidget(self.note)
        self.open_button = QPushButton(self.tr("Open the table"))
        # Enter resumes a waiting table of this game rather than opening a second one beside it
        same_game = (b for entry, b in zip(waiting, self.kept_buttons, strict=False) if entry.game == record.game)
        next(same_game, self.open_button).setDefault(True)
        self.open_button.clicked.connect(self.open_table)
        self.start_button = QPushButton(self.tr("Start the game"))
        self.start_button.setEnabled(False)
        self.start_button.clicked.connect(self.start_game)
        layout.addLayout(self.button_row(self.open_button, self.start_button))
        if code_typed:  # a code the host knows would tell them every card the others hold
            self.say(self.tr("The table deals its own game, not the deal code's: "
                             "its code appears on the end screen once the game is over."))

    def _build_where(self, layout: QVBoxLayout) -> None:
        """Where the table is held: this computer (which interfaces, which port) or a `party-table serve`."""
        where_row = QHBoxLayout()
        self.where = QComboBox()
        self.where.addItem(self.tr("On this computer"), "here")
        self.where.addItem(self.tr("On a Party Table server (another computer holds the table)"), "server")
        self.where.setAccessibleName(self.tr("Where the table is held"))
        self.where.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # its choices read whole
        self.server = QLineEdit(f"{LOOPBACK}:{DEFAULT_PORT}")
        self.server.setPlaceholderText(self.tr("the server's address:port"))
        # a whole address shows, not its last digits
        self.server.setMinimumWidth(self.server.fontMetrics().horizontalAdvance("000.000.000.000:00000") + 24)
        self.where.currentIndexChanged.connect(self._where_changed)
        where_label = QLabel(self.tr("Where the table is held"))
        where_label.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        where_row.addWidget(where_label)
        where_row.addWidget(self.where)
        where_row.addWidget(self.server, 1)
        layout.addLayout(where_row)
        self.everywhere = QCheckBox(self.tr("Let other computers join"))
        self.everywhere.setToolTip(self.tr("Off: only windows on this computer can join. Without a certificate "
                                           "the traffic is not encrypted: play so only on a network you trust."))
        layout.addWidget(self.everywhere)
        port_row = QHBoxLayout()
        self.port_label = QLabel(self.tr("Port"))
        port_row.addWidget(self.port_label)
        self.port = QSpinBox()
        self.port_label.setBuddy(self.port)
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setToolTip(self.tr("0: any free port"))
        port_row.addWidget(self.port)
        port_row.addStretch(1)
        layout.addLayout(port_row)
        self._where_changed()

    def _add_row(self, name: str, colour: str, kind_data: str) -> None:
        """One seat's row: its colour, its name, who plays it, and (once the table is open) whether they came."""
        i = len(self.kinds)
        badge = QLabel()
        badge.setPixmap(theme.badge_icon(theme.colour_by_name(colour), 22).pixmap(22, 22))
        kind = QComboBox()
        kind.addItem(self.tr("A person here"), "here")
        kind.addItem(self.tr("A person joining"), "remote")
        for level in LEVELS:
            kind.addItem(level_label(level), level)
        kind.setCurrentIndex(max(0, kind.findData(kind_data)))
        kind.setAccessibleName(self.tr("Who plays seat %d") % (i + 1))
        label, state = plain_label(), plain_label()
        show_name(label, name)
        for column, widget in enumerate((badge, label, kind, state)):
            self.grid.addWidget(widget, i, column)
        self.kinds.append(kind)
        self.states.append(state)
        self.rows.append((badge, label))

    def take_next(self, picture: Picture, last_names: list[str]) -> None:
        """The next table, already open on the bridge the finished game passed on ("Play again"): held where the
        last one was, its seats those the server kept, and everyone still at the last table sitting down. A seat
        whose person has gone says who (`last_names`: the finished table's), and may be given to a bot."""
        picture = self.bridge.latest or picture  # the table's seats may have come in after its code
        own = self.bridge.server
        self.where.setCurrentIndex(self.where.findData("here" if own is not None else "server"))
        if own is not None:
            self.everywhere.setChecked(self.bridge.listening != LOOPBACK)
            self.port_used = self.bridge.hosted_port
            self.port.setValue(self.port_used)
            self.addresses = shareable_addresses(self.port_used, self.everywhere.isChecked())
        else:
            self.server.setText(self.bridge.url.removeprefix("ws://"))
            self.addresses = [self.server.text().strip()]
        for i, (kind, public) in enumerate(zip(self.kinds, picture.seats, strict=False)):
            kind.setCurrentIndex(max(0, kind.findData(public["bot"] if public["kind"] == "bot" else public["kind"])))
            if public["kind"] == "remote":
                if i < len(last_names) and last_names[i]:
                    self.left_seat[i] = last_names[i]
                here = kind.model()
                if isinstance(here, QStandardItemModel):  # a joining seat cannot become one at this computer
                    item = here.item(kind.findData("here"))
                    if item is not None:
                        item.setEnabled(False)
                kind.activated.connect(functools.partial(self._hand_seat, i))
        self.heading.setText(self.tr("The next table of %s") % self.heading_game)
        self.next_table = True
        self._set_editable(False)
        self.open_button.hide()  # it is open
        self._created(Answer(picture))

    def _hand_seat(self, seat: int, _index: int) -> None:
        """A seat of the next table whose person has gone, given to a bot (or back to whoever joins)."""
        chosen = str(self.kinds[seat].currentData())
        to = "person" if chosen == "remote" else chosen
        client = self.bridge.client
        self.kinds[seat].setEnabled(False)  # until the table says how the seat is now
        self.bridge.call(lambda: client.hand_over(seat, to), self._handed)

    def _handed(self, answer: Answer) -> None:
        if self._failed(answer, self.tr("The seat could not change: %s")):
            latest = self.bridge.latest
            if latest is not None:
                self.show_table(latest)

    def _show_resumed_seats(self, picture: Picture) -> None:
        """A resumed table's own seats (its game and players may not be the lobby's)."""
        self.heading.setText(self.tr("Your table of %s") % get_game(picture.game).name)
        while len(self.kinds) < len(picture.seats):
            self._add_row("", theme.SEAT_COLOURS[len(self.kinds) % len(theme.SEAT_COLOURS)].name, "remote")
        for i, (kind, state, (badge, label)) in enumerate(zip(self.kinds, self.states, self.rows, strict=True)):
            shown = i < len(picture.seats)
            for widget in (kind, state, badge, label):
                widget.setVisible(shown)
            if not shown:
                continue
            public = picture.seats[i]
            self._show_seat(i, public)
            kind.setCurrentIndex(max(0, kind.findData(public["bot"] if public["kind"] == "bot" else public["kind"])))
            kind.setEnabled(False)

    def _forget(self, entry: KeptSeat, *buttons: QPushButton) -> None:
        super()._forget(entry, *buttons)
        if not any(b.isDefault() and b.isVisible() for b in self.kept_buttons):  # Enter still does something
            self.open_button.setDefault(True)

    @property
    def on_server(self) -> bool:
        return self.where.currentData() == "server"

    def held_where(self, server: str = "", port: int = 0) -> None:
        """Where the last table was held, for "Play again" once its connection is gone: on the server at `server`,
        or on this computer at `port` (the one the others joined)."""
        if server:
            self.where.setCurrentIndex(self.where.findData("server"))
            self.server.setText(server)
            self.widen()
        elif port:
            self.port.setValue(port)

    def _where_changed(self) -> None:
        """Only what applies where the table is held: a server's address, or this computer's port."""
        here: list[QWidget] = [self.everywhere, self.port_label, self.port]
        self.server.setVisible(self.on_server)
        for widget in here:
            widget.setVisible(not self.on_server)
        for field in (self.server, self.everywhere, self.port):
            field.setEnabled(True)
        self.widen()  # no gap where the other choice's rows were, and the choice and the address read whole

    def _set_editable(self, on: bool) -> None:
        for widget in (*self.kinds, self.where, self.open_button, *self.kept_buttons):
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
                plans.append({"kind": "here", "name": player.name[:NAME_LENGTH],
                              "colour": wire_colour(self.colours[i])})
            else:
                plans.append({"kind": "bot", "level": what, "name": player.name[:NAME_LENGTH],
                              "colour": wire_colour(self.colours[i])})
        return plans

    def open_table(self) -> None:
        """Start a server here and join it over loopback (or connect to a server), then open the table on it."""
        if self.on_server and self.url_of(self.server.text()) is None:
            return
        self._set_editable(False)
        self.say(self.tr("Opening the table…"))
        if self.on_server:
            self.bridge.connect_to(self.server.text(), self._hosting)
        else:
            self._listen(self.port.value(), str(kept_seats.hosted_folder()))

    def _listen(self, port: int, folder: str) -> None:
        """Start the server here; it writes the table's file to `folder` (and resumes what it finds there)."""
        address = "0.0.0.0" if self.everywhere.isChecked() else LOOPBACK
        if self.make_room is not None:
            self.make_room(port)
        self.bridge.host(address, port, self._hosting, folder=folder)

    def resume(self, entry: KeptSeat) -> None:
        """Open a table this computer hosted again, where it was: its file, its port, its code and tokens; or
        sit down again as the host of a table opened on a `party-table serve` (it may still wait to start)."""
        self.resuming = entry
        self.where.setCurrentIndex(self.where.findData("server" if not entry.folder else "here"))
        self.everywhere.setChecked(entry.everywhere)
        self._set_editable(False)
        self.say(self.tr("Opening table %s again…") % entry.code)
        if entry.folder:
            self._listen(entry.port, entry.folder)
        else:
            self.server.setText(entry.url.removeprefix("ws://"))
            self.bridge.connect_to(self.server.text(), self._hosting)

    def _hosting(self, answer: Answer) -> None:
        if self._failed(answer, self.tr("The table could not open: %s")):
            self.resuming = None
            self._set_editable(True)
            return
        if self.on_server:
            addresses = [self.server.text().strip()]
        else:
            self.port_used = int(answer.value)
            self.port.setValue(self.port_used)  # "any free port" (0) found one: the box says which
            addresses = shareable_addresses(self.port_used, self.everywhere.isChecked())
        self.addresses = addresses
        client, record, plans = self.bridge.client, self.record, self.seat_plans()
        game, chosen = get_game(record.game), record.setup or {}
        starter = chosen.get(game.first_player.setup_field) if game.first_player is not None else None
        picks = chosen.get(game.seat_choice.setup_field) if game.seat_choice is not None else None
        entry = self.resuming

        async def open_it() -> Picture:
            if entry is not None:
                await client.rejoin(entry.code, entry.token)
                await client.wait_for(lambda c: bool(c.phase and c.seats))  # a table waiting, or one in play
            else:
                await client.create(record.game, plans, dict(record.options), starter, picks)
            return Picture.of(client)

        self.bridge.call(open_it, self._created)

    def _created(self, answer: Answer) -> None:
        if self._failed(answer, self.tr("The table could not open: %s")):
            return
        picture: Picture = answer.value
        self.kept = self.resuming or KeptSeat(
            self.bridge.url, picture.code, picture.token, picture.game, True, picture.my_seats,
            tuple(s["name"] for s in picture.seats if s["name"]), self.bridge.folder, self.port_used,
            self.everywhere.isChecked() and not self.on_server)
        kept_seats.keep(self.kept)
        self.share.setText(self.tr("Table code: %s    Address: %s") % (picture.code, ",  ".join(self.addresses)))
        self.share.show()
        self.copy_button.show()
        if self.resuming is not None and picture.phase == "lobby":
            self.say(self.tr("You are back at your table: start when every seat is taken."))
        elif self.resuming is not None:
            self.say(self.tr("The table is open again: the others sit down again by themselves."))
        elif self.on_server or self.kept.everywhere:
            self.say(self.tr("Tell the others the address and the code; start when every seat is taken."))
        else:  # 127.0.0.1: a friend at another computer could not use it
            self.say(self.tr("Only windows on this computer can join this table, with the address and the code; "
                             "start when every seat is taken. To play with other computers, open a table with "
                             "“Let other computers join” ticked."))
        if self.resuming is None:  # giving up a new table before it starts closes it for those who joined
            self.cancel_button.setText(self.tr("Close the table"))
            self.cancel_button.setToolTip(self.tr("Nobody can play at it any more: those who joined are told"))
        if self.kept.everywhere:
            self.announcer = announce_tables(self.announcer_factory)
        self.show_table(picture)

    def host_name(self) -> str:
        """The name the table is announced under: the first person here."""
        here = [p.name for p, k in zip(self.record.players, self.kinds, strict=True) if k.currentData() == "here"]
        return here[0] if here else self.tr("Party Table")

    def _finished(self, result: int) -> None:
        if self.announcer is not None:  # the table is no longer looking for players
            self.announcer.close()
            self.announcer = None
        given_up = not self.handed_over and self.resuming is None and self.kept is not None
        # a new table the host gave up before it began closes for good, so those who joined need not wait; on a
        # `party-table serve` one nobody has joined yet waits there instead, for its host to resume it
        latest = self.bridge.latest
        joined = latest is not None and any(s["kind"] == "remote" and not s["open"] for s in latest.seats)
        for_good = given_up and (self.bridge.server is not None or joined)
        if given_up:
            self.bridge.close(leave=for_good, given_up=True)
        super()._finished(result)
        if for_good and self.kept is not None:  # and there is nothing to resume
            kept_seats.forget(self.kept.code)
            if self.kept.folder:
                kept_seats.discard_folder(self.kept.folder)

    def show_table(self, picture: Picture) -> None:
        if self.announcer is not None:
            self.announcer.show(picture, self.host_name(), self.addresses, self.port_used)
        if self.resuming is not None and picture.seats:
            self._show_resumed_seats(picture)
        waiting = False
        choice = get_game(picture.game).seat_choice if picture.game else None
        picked = dict(choice.choices) if choice is not None else {}
        for i, (state, public) in enumerate(zip(self.states, picture.seats, strict=False)):
            news = ""
            if public["kind"] == "remote":  # the row names whoever sat down there, in the colour they chose
                self._show_seat(i, public)
            if self.next_table and public["kind"] == "remote" and i < len(self.kinds):
                kind = self.kinds[i]  # a seat whose person has gone may go to a bot, and back
                kind.setEnabled(picture.phase == "lobby" and (public["open"] or bool(public["bot"])))
                kind.setCurrentIndex(max(0, kind.findData(public["bot"] or "remote")))
            if public["open"] and public["bot"]:
                news = self.tr("a bot plays this seat")
            elif public["open"]:
                left = self.left_seat.get(i)
                news = (self.tr("%s has left: waiting for someone to join") % left if left
                        else self.tr("waiting for someone to join"))
                waiting = True
            elif public["kind"] == "remote":
                name = state.fontMetrics().elidedText(public["name"], Qt.TextElideMode.ElideRight, NEWS_WIDTH)
                self.left_seat[i] = name  # said if the seat opens again before the game starts
                pick = picked.get(public.get("pick", ""))
                if not public["connected"]:
                    news = self.tr("%s is away") % name
                elif pick is not None:  # and as whom they play: their animal, their character
                    news = self.tr("%s has joined as %s") % (name, shown(pick))
                else:
                    news = self.tr("%s has joined") % name
            state.setText(news)
        self.start_button.setEnabled(picture.phase == "lobby" and not waiting and bool(picture.code))
        if self.next_table and picture.seats:
            stood_in = any(p["open"] and p["bot"] for p in picture.seats)
            self.say(self.tr("Those still at the last table sit down here by themselves. Give the new code to whoever "
                             "takes an open seat; start when every seat is taken.") if waiting else
                     self.tr("Every seat is taken: start when you are ready.") if stood_in else
                     self.tr("Everyone from the last table is here: start when you are ready."))
            if not waiting:
                self.start_button.setFocus()
        self.widen()

    def _show_seat(self, i: int, public: dict[str, Any]) -> None:
        """Seat `i`'s row as the table has it: its person's name and colour ("Seat 2" while nobody sits there)."""
        badge, label = self.rows[i]
        show_name(label, public["name"] or self.tr("Seat %d") % (i + 1))
        colour = app_colour(public["colour"]) or theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)].name
        badge.setPixmap(theme.badge_icon(theme.colour_by_name(colour), 22).pixmap(22, 22))

    def copy_share(self) -> None:
        """The code and the address on the clipboard, one per line, as a friend would paste them."""
        QGuiApplication.clipboard().setText(self.share.text().replace("    ", "\n"))
        self.copy_button.setText(self.tr("Copied"))  # the note keeps its advice; the button says it is done

    def start_game(self) -> None:
        self.start_button.setEnabled(False)
        client = self.bridge.client
        self.bridge.call(client.start, self._started)

    def _started(self, answer: Answer) -> None:
        if self._failed(answer, self.tr("The game could not start: %s")):
            self.start_button.setEnabled(True)


class NextTableDialog(NetworkDialog):
    """A guest's seat (or a watcher's place) at the next table its host opened after the game ("Play again"):
    who sits there, until the host starts the game. Closing it gives the seat back."""

    def __init__(self, bridge: NetBridge, picture: Picture, host: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, bridge)
        self.setWindowTitle(self.tr("Play again"))
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("%s has opened the next table") % host)
        self.heading.setFont(theme.display_font(18))
        layout.addWidget(self.heading)
        self.table_line = plain_label()
        self.table_line.setWordWrap(True)
        layout.addWidget(self.table_line)
        layout.addWidget(self.note)
        layout.addLayout(self.button_row())
        if picture.my_seats:
            self.kept = KeptSeat(bridge.url, picture.code, picture.token, picture.game, False, picture.my_seats)
            kept_seats.keep(self.kept)  # a restart sits down here again, as after a Join
            self.say(self.tr("Your seat is kept for you. The game begins when %s starts it… Closing this window "
                             "gives your seat back.") % host)
            self.cancel_button.setText(self.tr("Leave the table"))
            self.cancel_button.setToolTip(self.tr("Give your seat back: someone else may take it"))
        else:
            self.say(self.tr("You watch this table too. It shows once the game begins…"))
            self.cancel_button.setText(self.tr("Stop watching"))
        self._take(bridge.latest or picture)

    def show_table(self, picture: Picture) -> None:
        if picture.seats and picture.game:  # and its code, should the seat be given back by mistake
            self.table_line.setText(self.table_words(picture, self.table_line, self.kept is not None) + "\n"
                                    + self.tr("Table code: %s") % picture.code)
            self.widen()

    def table_gone(self) -> None:
        """The host gave the next table up (or the server stopped for good)."""
        self.forget_kept()
        self.heading.setText(self.tr("The next table has closed"))
        self.cancel_button.setText(self.tr("Close"))
        self.cancel_button.setToolTip("")

    def _finished(self, result: int) -> None:
        self.give_seat_back()
        super()._finished(result)


class JoinDialog(NetworkDialog):
    """Sit down at a table another computer (or `party-table serve`) holds: its address, its code, a seat."""

    def __init__(self, name: str = "", parent: QWidget | None = None,
                 browser_factory: Callable[[Callable[[list[TableAd]], None]], Any] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("Join a table"))
        self.heading.setFont(theme.display_font(18))
        layout.addWidget(self.heading)
        layout.addLayout(self.kept_rows(kept_seats.elsewhere_seats(), lambda n: self.tr("Your place at a table")
                                        if n == 1 else self.tr("Your places at tables"), self.tr("Rejoin %s"),
                                        self.rejoin))
        nearby = QLabel(self.tr("Tables on this network"))
        nearby.setFont(theme.text_font(15, bold=True))
        layout.addWidget(nearby)
        self.found = QListWidget()
        self.found.setObjectName("foundTables")
        self.found.setMaximumHeight(110)
        self.found.setAccessibleName(self.tr("Tables found on the local network"))
        self.found.itemClicked.connect(self.pick_found)
        self.lan_line = plain_label()
        self.lan_line.setWordWrap(True)
        keep_accent_room(self.lan_line, self.font())  # the top of "host's"
        layout.addWidget(self.found)
        layout.addWidget(self.lan_line)
        self.search: FoundTables | None = search_tables(browser_factory, self)
        if self.search is None:  # no list of tables found, so no heading over it
            nearby.hide()
            self.found.hide()
            self.lan_line.setText(self.tr("Type the address and the table code the host gives you (this app does "
                                          "not look for tables on your network)."))
        else:
            self.search.changed.connect(self.show_found)
            self.lan_line.setText(self.tr("Looking for tables on this network…"))
        layout.addLayout(self._build_form(name))
        layout.addWidget(self.note)
        self.join_button = QPushButton(self.tr("Join"))
        self.join_button.setEnabled(False)
        self.join_button.clicked.connect(self.join_table)
        self.watch_button = QPushButton(self.tr("Watch"))
        self.watch_button.setToolTip(self.tr("Watch the game without a seat: you see what every player may see"))
        self.watch_button.setEnabled(False)
        self.watch_button.clicked.connect(self.watch_table)
        self.find_button.setObjectName("networkButton")  # in the form, but in the dialogs' button look
        layout.addLayout(self.button_row(self.watch_button, self.join_button))
        for field in (self.address, self.code):
            field.textEdited.connect(self._forget_found)

    def _build_form(self, name: str) -> QFormLayout:
        """Where the table is (address and code), then the seat, the name, the colour and any pick."""
        form = QFormLayout()
        self.address = QLineEdit(f"{LOOPBACK}:{DEFAULT_PORT}")
        self.address.setPlaceholderText(self.tr("address:port, as the host shows it"))
        form.addRow(_beside(self.tr("Address"), self.address), self.address)
        self.code = QLineEdit()
        self.code.setMaxLength(CODE_LENGTH)
        self.code.setPlaceholderText(self.tr("6 letters and digits"))
        form.addRow(_beside(self.tr("Table code"), self.code), self.code)
        self.find_button = QPushButton(self.tr("Find the table"))
        self.find_button.clicked.connect(self.find_table)
        form.addRow("", self.find_button)
        self.table_line = plain_label()
        self.table_line.setWordWrap(True)
        form.addRow("", self.table_line)
        self.form = form
        form.setRowVisible(self.table_line, False)  # until a table is found: no empty row in the form
        self.seat = QComboBox()
        self.seat.setPlaceholderText(self.tr("once the table is found"))  # not an empty box
        self.seat.setEnabled(False)
        self.seat.currentIndexChanged.connect(self._seat_changed)
        form.addRow(_beside(self.tr("Seat"), self.seat), self.seat)
        #: The table as found (its seats and their picks), until the address or the code changes.
        self.found_picture: Picture | None = None
        self.name = printable_only(QLineEdit(name))
        form.addRow(_beside(self.tr("Your name"), self.name), self.name)
        self.colour = QComboBox()
        self.colour.setIconSize(QSize(22, 22))
        for c in theme.SEAT_COLOURS:
            self.colour.addItem(theme.badge_icon(c, 22), colour_label(c.name), c.name)
        form.addRow(_beside(self.tr("Your colour"), self.colour), self.colour)
        # what the seat picks for itself before the game (an animal, a character), where the game asks
        self.pick = QComboBox()
        self.pick_label = _beside("", self.pick)
        self.pick.setIconSize(QSize(22, 22))
        form.addRow(self.pick_label, self.pick)
        form.setRowVisible(self.pick, False)
        return form

    def _forget_found(self) -> None:
        """The address or the code changed: the table found before is not the one they now name, so its seats
        go (Join would otherwise sit down at the new address with the old table's seat)."""
        self.table_line.clear()
        self.form.setRowVisible(self.table_line, False)
        self.seat.clear()
        self.seat.setEnabled(False)
        self.join_button.setEnabled(False)
        self.pick.clear()
        self.form.setRowVisible(self.pick, False)
        self.found_picture = None

    def _seat_changed(self) -> None:
        if self.found_picture is not None and self.form.isRowVisible(self.pick):
            self._offer_picks(self.found_picture)

    def _finished(self, result: int) -> None:
        if self.search is not None:
            self.search.close()
            self.search = None
        self.give_seat_back()
        super()._finished(result)

    def show_found(self, tables: list[TableAd]) -> None:
        """List the tables the local network search found (each: its game, its host, its open seats)."""
        self.found.clear()
        for ad in tables:
            try:
                game = get_game(ad.game).name
            except RulesError:
                continue  # a game this app does not have
            item = QListWidgetItem(self.tr("%s — hosted by %s — open seats: %d (table %s)")
                                   % (game, ad.host, ad.open_seats, ad.code))
            item.setData(Qt.ItemDataRole.UserRole, ad)
            self.found.addItem(item)
        self.lan_line.setText(self.tr("Pick a table to see its seats.") if self.found.count() else
                              self.tr("No table found on this network yet."))

    def pick_found(self, item: QListWidgetItem) -> None:
        """A found table fills in its address and code, and its open seats are looked up."""
        ad = item.data(Qt.ItemDataRole.UserRole)
        if not isinstance(ad, TableAd) or not ad.addresses:
            return
        host = ad.addresses[0]
        self.address.setText(f"[{host}]:{ad.port}" if ":" in host else f"{host}:{ad.port}")
        self.code.setText(ad.code)
        self.find_table()

    def rejoin(self, entry: KeptSeat) -> None:
        """Sit down again where this app sat before, with the seat's kept token."""
        for button in self.kept_buttons:
            button.setEnabled(False)
        self.say(self.tr("Sitting down again at table %s…") % entry.code)

        def back(answer: Answer) -> None:
            if self._failed(answer, self.tr("You could not sit down again: %s")):
                for button in self.kept_buttons:
                    button.setEnabled(True)
                return
            self.kept = entry
            self.seated(self.tr("You are back at the table. The game begins when the host starts it…"))

        self.bridge.rejoin(entry.url, entry.code, entry.token, back)

    def table_gone(self) -> None:
        """The table this dialog sat at closed for good (its host gave it up): nothing is kept of it, and
        Find and Join work again for another table."""
        self.forget_kept()
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip("")
        self.seat.clear()
        self.form.setRowVisible(self.table_line, False)
        self._set_fields(True)
        self.seat.setEnabled(False)  # until a table is found
        self.find_button.setEnabled(True)
        self.join_button.setEnabled(False)

    def seated(self, text: str) -> None:
        """Sitting at a table that waits for its host: closing the dialog now gives the seat back (say so)."""
        self.say(text + " " + self.tr("Closing this window gives your seat back."))
        self.cancel_button.setText(self.tr("Leave the table"))
        self.cancel_button.setToolTip(self.tr("Give your seat back: someone else may take it"))
        for button in (self.find_button, self.join_button, *self.kept_buttons):
            button.setEnabled(False)
        self._set_fields(False)  # what the seat was taken with cannot change now

    def _set_fields(self, on: bool) -> None:
        for field in (self.address, self.code, self.seat, self.name, self.colour, self.pick):
            field.setEnabled(on)

    def table_code(self) -> str | None:
        """The code as typed (spaces and case forgiven), or None with a message when it cannot be one."""
        code = "".join(self.code.text().split()).upper()
        if len(code) == CODE_LENGTH and any(ch in "0O1I" for ch in code):
            self.say(self.tr("A table code never holds O, 0, I or 1, which are easy to misread: "
                             "look at the host's screen again."))
            return None
        if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
            self.say(self.tr("A table code is 6 letters and digits, as the host's screen shows it."))
            return None
        return code

    def _table_typed(self) -> tuple[str, str] | None:
        """The table's code and its server's URL as typed, or None with a message saying what to type instead."""
        code = self.table_code()
        url = self.url_of(self.address.text()) if code is not None else None
        return (code, url) if code is not None and url is not None else None

    def find_table(self, refresh: bool = False) -> None:
        """Look at the table as a spectator (a connection of its own) to list its open seats; `refresh`: again,
        after a refusal, keeping what the dialog said (a friend took that seat, say)."""
        typed = self._table_typed()
        if typed is None:
            return
        code, url = typed
        if not refresh:
            self._forget_found()
            self.say(self.tr("Looking for the table…"))

        async def look() -> Picture:
            watcher = Client()
            await watcher.connect(url)
            try:
                await watcher.watch(code)
                await watcher.wait_for(lambda c: bool(c.seats))  # the seats come in the update after the answer
                return Picture.of(watcher)
            finally:
                await watcher.close()

        self.bridge.call(look, functools.partial(self._found, refresh=refresh))

    def _found(self, answer: Answer, refresh: bool = False) -> None:
        if refresh and answer.error:
            return  # the refusal already said stays in sight
        if self._failed(answer, self.tr("Cannot find the table: %s")):
            return
        picture: Picture = answer.value
        self.seat.clear()
        taken = {app_colour(s["colour"]) for s in picture.seats if s["colour"] and not s["open"]}
        for public in picture.seats:
            if public["open"]:
                self.seat.addItem(self.tr("Seat %d") % (public["seat"] + 1), public["seat"])
        if self.seat.count():
            self.seat.setCurrentIndex(0)  # a box with a placeholder picks nothing by itself
        self._show_table_line(picture)
        if self.colour.currentData() in taken:  # the colour offered (the one last played in) if it is free
            for i in range(self.colour.count()):
                if self.colour.itemData(i) not in taken:
                    self.colour.setCurrentIndex(i)
                    break
        self._offer_picks(picture)
        open_seat = self.seat.count() > 0
        self.seat.setEnabled(open_seat)
        self.join_button.setEnabled(open_seat)
        self.watch_button.setEnabled(True)
        for field in (self.name, self.colour):  # a full table: nothing to sit down with
            self.form.setRowVisible(field, open_seat)
        taken_name = next((s["name"] for s in picture.seats if s["name"] and same_name(s["name"], self.name.text())),
                          None)
        if not open_seat:
            self.form.setRowVisible(self.pick, False)
            self.say(self.tr("Every seat at this table is taken: you can watch the game."))
        elif taken_name is not None:  # the table would refuse it: say so before Join (a lobby's default "Ana")
            self.say(self.tr("%s is already at this table: type your own name.") % taken_name)
            self.name.selectAll()
            self.name.setFocus()
        elif not refresh:
            self.say("")

    def _show_table_line(self, picture: Picture) -> None:
        """Which game the table plays and who sits there (and, once seated, how many seats the start waits for)."""
        line = self.table_words(picture, self.table_line, self.kept is not None)
        # wrapped only when it must: a wrapped label is measured for a narrower width, and its row left tall
        self.table_line.setWordWrap(self.table_line.fontMetrics().horizontalAdvance(line) > self.address.width())
        self.table_line.setText(line)
        self.form.setRowVisible(self.table_line, True)
        self.widen()  # the line may need another line's height

    def show_table(self, picture: Picture) -> None:
        """Seated and waiting for the host to start: the line follows who else sits down (or leaves)."""
        if self.kept is not None and picture.seats and picture.game:
            self._show_table_line(picture)

    def _offer_picks(self, picture: Picture) -> None:
        """Before the game, the seat's own pick (an animal, a character): chance, or one no other seat holds;
        what the host picked for the seat comes first."""
        self.found_picture = picture
        game = get_game(picture.game)
        choice = game.seat_choice
        self.pick.clear()
        shown_now = choice is not None and picture.phase == "lobby"
        self.form.setRowVisible(self.pick, shown_now)
        if choice is None or not shown_now:
            return
        self.pick_label.setText(shown(choice.label))
        self.pick.setAccessibleName(shown(choice.label))
        icons = pick_icons(game)
        self.pick.addItem(self.tr("At random"), None)
        seat = self.seat.currentData()
        held = {s["pick"] for s in picture.seats if s.get("pick") and s["seat"] != seat}
        model = self.pick.model()
        for key, name in choice.choices:
            if key in icons:
                self.pick.addItem(icons[key], shown(name), key)
            else:
                self.pick.addItem(shown(name), key)
            item = model.item(self.pick.count() - 1) if isinstance(model, QStandardItemModel) else None
            if item is not None and key in held:
                item.setEnabled(False)  # another seat's
        preset = next((s.get("pick") for s in picture.seats if s["seat"] == seat), None)
        self.pick.setCurrentIndex(max(0, self.pick.findData(preset)))

    def watch_table(self) -> None:
        """Sit by the table without a seat: the window shows what every player may see (the server sends the
        public view alone), from the start of the game or from where it is."""
        typed = self._table_typed()
        if typed is None:
            return
        code, url = typed
        for button in (self.join_button, self.find_button, self.watch_button):
            button.setEnabled(False)
        bridge = self.bridge
        bridge.keep_trying = False  # a watcher has no seat to sit down at again

        async def sit_by() -> Picture:
            client = await bridge.connected(url)
            await client.watch(code)
            return Picture.of(client)

        def watching(answer: Answer) -> None:
            if self._failed(answer, self.tr("You could not watch: %s")):
                self.find_button.setEnabled(True)
                self.watch_button.setEnabled(True)
                return
            self.say(self.tr("You are watching. The table shows once the game begins…"))
            self.cancel_button.setText(self.tr("Stop watching"))
            self._set_fields(False)
            for field in (self.seat, self.name, self.colour, self.pick):  # nothing to sit down with
                self.form.setRowVisible(field, False)
            self.widen()
            self._take(self.bridge.latest or answer.value)

        bridge.call(sit_by, watching)

    def join_table(self) -> None:
        typed, seat, name = self._table_typed(), self.seat.currentData(), self.name.text().strip()
        if typed is None or not isinstance(seat, int):
            return
        code, url = typed
        if not name or not name.isprintable():
            self.say(self.tr("Write your name (letters, digits and spaces)."))
            return
        self.join_button.setEnabled(False)
        self.find_button.setEnabled(False)
        colour = wire_colour(str(self.colour.currentData()))
        bridge = self.bridge

        def joined(answer: Answer) -> None:
            if self._failed(answer, self.tr("You could not sit down: %s")):
                self.join_button.setEnabled(True)
                self.find_button.setEnabled(True)
                self.find_table(refresh=True)  # the seats as they are now (a friend may have taken this one)
                return
            picture: Picture = answer.value
            self.kept = KeptSeat(url, picture.code, picture.token, picture.game, False, picture.my_seats,
                                 tuple(s["name"] for s in picture.seats if s["name"]))
            kept_seats.keep(self.kept)
            self.seated(self.tr("You have joined. The game begins when the host starts it…"))
            # the table's news of this seat may have come before the answer, while the line waited for it
            self.show_table(self.bridge.latest or picture)

        pick = self.pick.currentData() if self.form.isRowVisible(self.pick) else None

        async def sit_down() -> Picture:
            client = await bridge.connected(url)  # a second try after a refusal keeps the connection
            await client.join(code, seat, name, colour, pick if isinstance(pick, str) else None)
            return Picture.of(client)

        self.bridge.call(sit_down, joined)
