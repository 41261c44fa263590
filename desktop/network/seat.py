"""A table played over the network, as one more kind of seat for the window.

`RemoteController` is a `GameController` whose truth is the server: its view is what the
client was sent for this window's seat, its log the client's events, a move the table submits
goes to `client.act` (a refusal comes back and is shown like a local one), and the table is
drawn afresh or animated from each update. The rules still answer the table's questions (what
is legal, why not) on a state dealt from the seat's own view, as a bot would search it, so a
wrong move is refused at once without a round trip. Bots run on the server, never here.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable
from time import monotonic
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QApplication, QBoxLayout, QMenu, QPushButton, QSystemTrayIcon, QWidget

from desktop.controller import GameController, Seat
from desktop.network import kept_seats
from desktop.network.bridge import Answer, NetBridge, Picture, app_colour
from desktop.network.hand_over import HandOverBar, SeatsOffer
from desktop.storage.settings import Settings
from desktop.table import guard
from desktop.table.text import shown
from desktop.table.theme import SEAT_COLOURS
from net.client import NO_REASON
from rules.core import Action, Event, GameState, Player, Record, Text, View

log = logging.getLogger(__name__)


class RemoteController(GameController):
    """This window's seats at a table on a server (`bridge`), played like seats at one computer.

    `refused(reason)`: the server turned down a move this window sent (already translated).
    """

    refused = Signal(str)
    #: The host opened the next table and this window sits there now (`again`): (bridge, its first picture).
    #: The controller has let go of the bridge; the finished game stays on screen.
    moved_on = Signal(object, object)

    def __init__(self, bridge: NetBridge, picture: Picture, settings: Settings | None = None,
                 window: QWidget | None = None, parent: QObject | None = None) -> None:
        self.bridge, self.picture, self.window = bridge, picture, window
        self._final: GameState | None = None
        self._dealt: tuple[int, GameState] | None = None  # (id of the view, the state dealt from it)
        self._sending = False
        #: An update was drawn while a move was on its way (so with no moves to make): draw again on the answer.
        self._drawn_while_sending = False
        self._batch: list[Action] | None = None
        self._tray: QSystemTrayIcon | None = None
        #: The bridge went on to the next table (`moved_on`, its code): stopping leaves it open.
        self._passed_on, self._next_code = False, ""
        #: "Table … has closed" was said: after the game it is said once, when the window stops trying.
        self._said_closed = False
        self.hand_over_bar: HandOverBar | None = None
        self.seats_offer: SeatsOffer | None = None
        players = [Player(s["name"] or f"{i + 1}", s["bot"] or "human") for i, s in enumerate(picture.seats)]
        super().__init__(Record(picture.game, players, 0, dict(picture.options)), settings, None, parent)
        self._final = None  # the deal GameController made from the empty record is not this table's
        # seat → when its person went away, on this computer's clock: the note counts on between updates
        self._away_since: dict[int, float] = {}
        self._lost_since: float | None = None  # when the connection dropped, while the window tries to sit down again
        self._away_clock = QTimer(self)
        self._away_clock.setInterval(1000)
        self._away_clock.timeout.connect(self.note_changed.emit)
        self.hidden_information = self.state.game.has_hidden_information(picture.options)
        self._take_seats(picture)
        self._take_log(picture)
        bridge.heard.connect(self._heard)
        bridge.unsaved.connect(self._unsaved)
        latest = bridge.latest  # what was heard after `picture` and before this controller listened
        if latest is not None and latest is not picture:
            self._take("over" if latest.record is not None else "update", latest)

    # --- the state the table's questions are answered on --------------------------------------

    @property
    def state(self) -> GameState:
        """The true state once the game is over (the record is in); until then one dealt from the seat's view."""
        if self._final is not None:
            return self._final
        view = self._seat_view()
        if view is None:
            return self._fallback
        if self._dealt is None or self._dealt[0] != id(view):
            self._dealt = (id(view), view.determinize(random.Random(0)))
        return self._dealt[1]

    @state.setter
    def state(self, value: GameState) -> None:
        self._fallback = value
        self._final = value if getattr(self, "picture", None) is not None and self.picture.record else None

    def _seat_view(self) -> View | None:
        seat = self._perspective if self._perspective is not None else (
            self.picture.my_seats[0] if self.picture.my_seats else None)
        return self.picture.view(seat)

    def view(self) -> View:
        if self._final is None and self.perspective is not None:
            mine = self.picture.view(self.perspective)
            if mine is not None:
                return mine
        return super().view()

    # --- what the server sends ------------------------------------------------------------

    @Slot(str, object)
    def _heard(self, kind: str, picture: Picture) -> None:
        try:
            self._take(kind, picture)
        except Exception as exc:  # a slot's error must not reach Qt: the window repairs itself
            guard.report(exc, "RemoteController._heard")

    @Slot(object)
    def _unsaved(self, why: Text | str) -> None:
        """The host's own table cannot be written: the game goes on, but a restart could not come back to it."""
        try:
            self.failed.emit(self.tr("This table is not being saved: %s. The game goes on, but if this app closes "
                                     "it cannot come back to it.") % shown(why))
        except Exception as exc:  # a slot's error must not reach Qt
            guard.report(exc, "RemoteController._unsaved")

    def _take(self, kind: str, picture: Picture) -> None:
        if self._passed_on:  # heard before it let go, delivered after: the next table's, not this game's
            return
        before = self.picture
        if before.code and picture.code and picture.code != before.code:  # the host's next table: not this game
            self._pass_on(picture)
            return
        self.picture = picture
        self._take_seats(picture)
        if picture.closed and picture.record is not None:  # after the game: nothing lost, and said once tries end
            if kind == "closed" and not picture.reconnecting and not self._said_closed:
                self._said_closed = True
                self.failed.emit(self.tr("Table %s has closed.") % picture.code)
        elif picture.closed and not before.closed:  # the table's prompt says why, and what happens next
            self.failed.emit(self.tr("The connection to the table was lost."))
        elif before.closed and not picture.closed:  # the bridge sat down again
            self.failed.emit(self.tr("Back at table %s.") % picture.code)
        redraw = (bool(before.closed) != bool(picture.closed) or before.reconnecting != picture.reconnecting
                  or _awaited(before) != _awaited(picture) or _away(before) != _away(picture)
                  or _stood_in(before) != _stood_in(picture))
        if redraw and kind != "update" and self._awaiting_privacy is None:
            # the table's moves go (or come back) with the connection or with a seat a bot played for its person;
            # its prompt says who is away
            self.rebuilt.emit()
        for seat in set(_thinking(before)) ^ set(_thinking(picture)):
            self.thinking.emit(seat, seat in _thinking(picture))
        if self.hand_over_bar is not None:
            self.hand_over_bar.show_seats(picture)
        if self.seats_offer is not None:
            self.seats_offer.show_seats(picture)
        if kind == "over" and picture.record is not None and self._final is None:
            kept_seats.forget(picture.code)  # nothing to come back to: the record is in
            self.record = Record.from_dict(picture.record.to_dict())
            self._replay_all()  # the whole game, now that nothing is secret
            self.rebuilt.emit()
        elif kind == "update" and self._final is None:
            self._drawn_while_sending |= self._sending
            self._show_update()
        self._show_own_seat()
        self.log_changed.emit()
        self._ask_attention(before)
        self._schedule_after_animation()
        self._take_in()

    def _pass_on(self, picture: Picture) -> None:
        """Let go of the bridge, which sits at the next table now, and hand it on; this game stays as it ended."""
        self._passed_on, self._next_code = True, picture.code
        self._away_clock.stop()
        self.bridge.heard.disconnect(self._heard)
        self.bridge.unsaved.disconnect(self._unsaved)
        self.note_changed.emit()
        self.moved_on.emit(self.bridge, picture)

    def left_next_table(self) -> None:
        """The window did not sit down at the next table after all (left it, or it closed): say only that this
        game is over."""
        self._next_code = ""
        self.note_changed.emit()

    def start(self, seat: int | None = None) -> None:
        super().start(seat)
        self._show_own_seat()

    def _show_own_seat(self) -> None:
        """A window with one seat always shows it, also while a bot plays it for now (its person watches)."""
        if self._perspective is None and self._awaiting_privacy is None and len(self.picture.my_seats) == 1:
            self._perspective = self.picture.my_seats[0]
            self.rebuilt.emit()

    def _show_update(self) -> None:
        """Animate what is new since the last update, or draw afresh when the log started over (an undo)."""
        known = [list(events) for events in self.events]
        self._take_log(self.picture)
        if known and len(self.events) > len(known) and self.events[:len(known)] == known:
            seat = self.perspective
            self.played.emit([e.for_seat(seat) for events in self.events[len(known):] for e in events])
        else:  # the first view, a log that started over, or the same log with a new view (a sync)
            self.rebuilt.emit()

    def _take_seats(self, picture: Picture) -> None:
        now = monotonic()
        for i, public in enumerate(picture.seats):
            if _reconnecting(public):
                self._away_since.setdefault(public["seat"], now - (public["away"] or 0))
            else:
                self._away_since.pop(public["seat"], None)
            colour = app_colour(public["colour"]) or SEAT_COLOURS[i % len(SEAT_COLOURS)].name
            seat = Seat(public["name"] or self.tr("Seat %d") % (i + 1), public["bot"] or "human", colour)
            if i < len(self.seats):
                self.seats[i] = seat
            else:
                self.seats.append(seat)
            self.record.players[i] = Player(seat.name, seat.kind)
        if not picture.closed:
            self._lost_since = None
        elif self._lost_since is None:
            self._lost_since = now
        if (self._away_since and not picture.closed) or picture.reconnecting:
            if not self._away_clock.isActive():
                self._away_clock.start()
        else:
            self._away_clock.stop()

    def _take_log(self, picture: Picture) -> None:
        """The seat's log, and one entry per action on the record (who acted, if the log says; nothing secret)."""
        seat = self._perspective if self._perspective is not None else (
            picture.my_seats[0] if picture.my_seats else None)
        known = self.events
        # a move already on the log keeps its list, and with it the words `log_lines` keeps for it
        self.events = [known[i] if i < len(known) and known[i] == list(events) else list(events)
                       for i, events in enumerate(picture.logs.get(seat, ()))]
        self.record.actions = [(_actor(events), "") for events in self.events]
        self._undoable = [_actor(events) in picture.my_seats and not any(e.reveals for e in events)
                          for events in self.events]

    def _ask_attention(self, before: Picture) -> None:
        """A window in the background asks for attention when one of its seats must act."""
        now = [s for s in self.picture.to_act if s in self._people_here(self.picture.my_seats)]
        if not now or set(now) <= set(before.to_act) or self.window is None:
            return
        if not self.window.isActiveWindow():
            QApplication.alert(self.window)
            self._notify(self.tr("Your turn, %s") % self.seats[now[0]].name)

    def _notify(self, text: str) -> None:
        """A desktop notification, where the platform shows them (a tray icon's message)."""
        if not QSystemTrayIcon.isSystemTrayAvailable() or not QSystemTrayIcon.supportsMessages():
            return
        if self._tray is None:
            icon = self.window.windowIcon() if self.window is not None else QApplication.windowIcon()
            self._tray = QSystemTrayIcon(icon, self)
            self._tray.setToolTip(self.tr("Party Table"))
        self._tray.show()
        self._tray.showMessage(self.tr("Party Table — table %s") % self.picture.code, text,
                               QSystemTrayIcon.MessageIcon.Information, 8000)

    # --- seats ------------------------------------------------------------------------------

    def _people_here(self, seats: Iterable[int]) -> list[int]:
        return [s for s in seats if s in self.picture.my_seats and self.seats[s].is_human]

    def _bots_here(self, seats: Iterable[int]) -> list[int]:
        return []  # the server runs every bot

    @property
    def solo(self) -> bool:
        """One person at the table, as the server counts them: a person's seat a bot plays for now is still
        theirs (so the server's undo rule for several people holds, and Undo is offered by it)."""
        return sum(public["kind"] != "bot" for public in self.picture.seats) == 1

    @property
    def hot_seat(self) -> bool:
        return self.hidden_information and len(self._people_here(range(len(self.seats)))) > 1

    @property
    def thinking_seat(self) -> int | None:
        thinking = _thinking(self.picture)
        return thinking[0] if thinking else None

    def network_note(self) -> str:
        """The table's code, who is connected, who is away and for how long, who plays for whom."""
        picture = self.picture
        if self._passed_on:  # this game's table is behind this window: it sits at the next one, or sat there
            return (self.tr("This game is over: the next one is at table %s.") % self._next_code if self._next_code
                    else self.tr("This game is over."))
        if picture.closed and picture.record is not None and not picture.reconnecting:
            return self.tr("Table %s has closed.") % picture.code
        if picture.closed and picture.reconnecting:  # why is on the table (or after a game: a next table may come)
            lost = round(monotonic() - self._lost_since) if self._lost_since is not None else 0
            if lost < 10:
                return self.tr("Connection lost. Trying to sit down again…")
            if lost < 60:
                return self.tr("Connection lost %d s ago. Trying to sit down again…") % lost
            return self.tr("Connection lost %d min ago. Trying to sit down again…") % (lost // 60)
        if picture.closed:
            return self.tr("Connection lost.")
        lines = []
        here = [s["name"] for s in picture.seats if s["connected"] and s["kind"] != "bot" and s["name"]]
        lines.append(self.tr("Table %s · connected: %s") % (picture.code, ", ".join(here)))
        if picture.phase == "over":  # who plays for whom no longer matters
            return "\n".join(lines)
        for public in picture.seats:
            name = public["name"]
            if public["seat"] in picture.my_seats and public["bot"] and public["kind"] != "bot":
                lines.append(self.tr("A bot plays for you for now"))  # this window's own seat, not in the third person
            elif public["open"] and public["bot"]:  # given to a bot before anyone came: a person may still take it
                lines.append(self.tr("%s plays seat %d until someone joins") % (name, public["seat"] + 1))
            elif public["open"]:
                lines.append(self.tr("Seat %d is open") % (public["seat"] + 1))
            elif public["kind"] != "bot" and public["bot"]:  # away or back, the bot plays until handed back
                lines.append(self.tr("A bot plays for %s for now") % name)
            elif _reconnecting(public):
                lines.append(self._away_words(name, public))
        return "\n".join(lines)

    @property
    def cut_off(self) -> bool:
        return bool(self.picture.closed)

    def away_seats(self) -> list[int]:
        """The people away from the table for now (their seats kept for them; none while this window is)."""
        return [] if self.picture.closed else _away(self.picture)

    def leaving_words(self) -> str:
        """What leaving the table now would do to the others, for the question asked first ("" when it keeps
        nobody waiting: the game is over, the connection is down, or a bot plays this window's seats)."""
        picture = self.picture
        if picture.closed or picture.phase != "playing" or self.state.is_over():
            return ""
        if self.bridge.server is not None and picture.host:
            if any(s["kind"] == "remote" and s["connected"] for i, s in enumerate(picture.seats)
                   if i not in picture.my_seats):
                return self.tr("You host this table: if you leave, the game stops for everyone at it until you "
                               "open it again (Host a table… offers it).")
            return ""
        if not any(not picture.seats[s]["bot"] for s in picture.my_seats if s < len(picture.seats)):
            return ""
        if picture.host:  # a table this window opened on a `party-table serve`: it waits for its host too
            return self.tr("The game waits for you while you are away, and only you can let a bot play a seat. "
                           "Host a table… offers this table to sit down again.")
        return self.tr("The game waits for you while you are away, unless the host lets a bot play your seat. "
                       "Join a table… offers this table to sit down again.")

    def network_role(self) -> str:
        return "host" if self.picture.host else "guest" if self.picture.my_seats else "watcher"

    def stood_in(self, seat: int) -> bool:
        return 0 <= seat < len(self.picture.seats) and _stood_in(self.picture)[seat] != ""

    @property
    def record_whole(self) -> bool:
        """Only once the game is over: until then the server keeps the deal and others' moves to itself."""
        return self._final is not None

    def table_address(self) -> str:
        return self.bridge.url.removeprefix("ws://")

    def deal_code(self) -> int | None:
        """The table's seed once the game is over and its record is in: the server deals, and keeps its
        seed to itself until then (it tells every card)."""
        return super().deal_code() if self._final is not None else None

    def _away_words(self, name: str, public: dict[str, Any]) -> str:
        """How long a person has been away, and whether they closed the table or lost their connection."""
        since = self._away_since.get(public["seat"])
        away = round(monotonic() - since) if since is not None else public["away"] or 0
        if public.get("left"):
            if away < 60:
                return self.tr("%s has left the table (away %d s)") % (name, away)
            return self.tr("%s has left the table (away %d min)") % (name, away // 60)
        if away < 60:
            return self.tr("%s is reconnecting… (away %d s)") % (name, away)
        return self.tr("%s is reconnecting… (away %d min)") % (name, away // 60)

    # --- the host's say over seats ------------------------------------------------------------

    def place_hand_over(self, panel: QWidget, menu: QMenu | None = None, button: QPushButton | None = None,
                        index: int = 1) -> None:
        """(Host) Offer to hand an absent person's seat to a bot, and back: a bar in `panel` (below its first
        row: the status), the Game menu's Seats (`menu`) and the corner's `button` for when the panel is away."""
        layout = panel.layout()
        if not self.picture.host or self.hand_over_bar is not None or not isinstance(layout, QBoxLayout):
            return
        self.hand_over_bar = HandOverBar(self.hand_over)
        layout.insertWidget(index, self.hand_over_bar)
        self.hand_over_bar.show_seats(self.picture)
        if menu is not None and button is not None:
            self.seats_offer = SeatsOffer(self.hand_over, menu, button, panel)
            self.seats_offer.show_seats(self.picture)

    def hand_over(self, seat: int, to: str) -> None:
        """(Host) Seat `seat` to a bot level, or back to its person ("person"); a refusal is said on the table."""
        client = self.bridge.client
        self.bridge.call(lambda: client.hand_over(seat, to), self._handed)

    def _handed(self, answer: Answer) -> None:
        if answer.error:
            if self.hand_over_bar is not None:
                self.hand_over_bar.show_seats(self.picture)
            self.refused.emit(answer.words(self.seat_names()))

    # --- moves go to the server -------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Nothing while a move is on its way or the connection is down (it would only be refused)."""
        return [] if self._sending or self.picture.closed else super().legal_actions()

    def prompt(self, line: str) -> str:
        """While the connection is down the table says so, not whose move it would be; and a person whose seat
        a bot plays for now reads that on the table, not only in the status line."""
        if self._final is not None:
            return line
        if self.picture.closed:
            return self._lost_words(self.picture)
        mine = self.picture.my_seats
        if len(mine) == 1 and mine[0] < len(self.picture.seats) and self.picture.seats[mine[0]]["bot"]:
            return self.tr("A bot plays your seat for now; the host can give it back to you.")
        away = _awaited(self.picture)
        if away and not any(s in self.picture.to_act for s in mine):
            return self._waiting_words(self.picture.seats[away[0][0]])
        return line

    def _lost_words(self, picture: Picture) -> str:
        """Why the table is out of reach, and whether it can come back (the window sits down again by itself)."""
        why = "" if picture.closed == NO_REASON and picture.closed_message is None else picture.closed_words()
        if picture.reconnecting:
            return (self.tr("The table is out of reach (%s). You sit down again by yourself once it is back, "
                            "or Game → New game leaves it.") % why
                    if why else self.tr("The table is out of reach. You sit down again by yourself once it is back, "
                                        "or Game → New game leaves it."))
        return (self.tr("You are no longer at this table (%s). Game → New game starts another.") % why
                if why else self.tr("You are no longer at this table. Game → New game starts another."))

    def _waiting_words(self, public: dict[str, Any]) -> str:
        """The game waits for a person who is away: the host is told what they can do about it."""
        name = public["name"]
        if public.get("left"):
            if self.picture.host:
                return self.tr("Waiting for %s, who has left the table: you can let a bot play for them.") % name
            return self.tr("Waiting for %s, who has left the table: the host can let a bot play for them.") % name
        return self.tr("Waiting for %s to reconnect…") % name

    def _apply(self, seat: int, action: Action) -> str | None:
        if self._batch is not None:  # part of a sequence the rules have already checked as a whole
            self._batch.append(action)
            return None
        if self._sending:
            return self.tr("wait a moment: your last move is still on its way")
        refusal = self.state.why_illegal(seat, action)
        if refusal is not None:
            return shown(refusal.message, self.seat_names())
        self._send(seat, [action])
        return None

    def submit_sequence(self, actions: list[Action]) -> str | None:
        seat, self._batch = self.perspective, []
        try:
            reason = super().submit_sequence(actions)
        finally:
            batch, self._batch = self._batch, None
        if reason is None and batch and seat is not None:
            self._send(seat, batch)
        return reason

    def _send(self, seat: int, actions: list[Action]) -> None:
        self._sending = True
        client = self.bridge.client

        async def act() -> None:
            for action in actions:
                await client.act(seat, action)

        self.bridge.call(act, self._answered)

    def _answered(self, answer: Answer) -> None:
        self._sending = False
        stale, self._drawn_while_sending = self._drawn_while_sending, False
        if answer.error:
            reason = answer.words(self.seat_names())
            self.rebuilt.emit()  # whatever the gesture moved goes back to where the server has it
            self.refused.emit(reason)
        elif stale:
            # the server's update came before its answer and was drawn with nothing to play (a move was on its
            # way): once what is animating has played, the table is drawn again with this seat's moves
            self.animator.call(self.rebuilt.emit)

    def undo(self) -> bool:
        """Ask the server to take back this seat's last move (it decides, by the same rule as at one computer)."""
        seat = self.perspective
        if seat is None or self._sending or not self.can_undo():
            return False
        self._sending = True
        client = self.bridge.client
        self.bridge.call(lambda: client.undo(seat), self._answered)
        return True

    def _advance(self) -> None:
        if self._final is None and self.state.is_over():
            return  # the end is announced once the whole record is in
        super()._advance()

    def stop(self) -> None:
        super().stop()
        if not self._passed_on:  # else the next table plays on with it
            self.bridge.close()
            if self.picture.phase == "over" and self.bridge.folder:
                kept_seats.discard_folder(self.bridge.folder)  # a finished game is not resumed
        if self._tray is not None:
            self._tray.hide()
        if self.hand_over_bar is not None:
            self.hand_over_bar.deleteLater()
            self.hand_over_bar = None
        if self.seats_offer is not None:
            self.seats_offer.release()
            self.seats_offer.deleteLater()
            self.seats_offer = None


def _reconnecting(public: dict[str, Any]) -> bool:
    """A person's seat whose person is gone for now (the seat is kept for them; no bot stands in)."""
    return not public["open"] and public["kind"] != "bot" and not public["bot"] and not public["connected"]


def _away(picture: Picture) -> list[int]:
    """The seats whose person is gone for now."""
    return [s["seat"] for s in picture.seats if _reconnecting(s)]


def _awaited(picture: Picture) -> list[tuple[int, bool]]:
    """The seats the game waits for whose person is away, and whether each left on purpose."""
    return [(s["seat"], bool(s.get("left"))) for s in picture.seats if s["seat"] in picture.to_act and _reconnecting(s)]


def _stood_in(picture: Picture) -> list[str]:
    """Each seat's stand-in bot ("" where its person plays, or it is a bot's own seat)."""
    return [s["bot"] if s["kind"] != "bot" else "" for s in picture.seats]


def _thinking(picture: Picture) -> tuple[int, ...]:
    """The seats whose bot is thinking, as far as this window can know (nobody, once the connection is down)."""
    return () if picture.closed else picture.thinking


def _actor(events: Iterable[Event]) -> int:
    """The seat whose action these events are (-1 if none of them says)."""
    return next((e.seat for e in events if e.seat is not None), -1)
