"""One table of the server: its seats, the record that is its truth, what each connection is sent of it,
its bots, and the file that lets it be resumed.

The server (net/server.py) holds the tables and their connections; a table answers to it for the
clock, the bots' worker pool and where it is saved.
"""

from __future__ import annotations

import asyncio
import logging
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.bots import LEVELS, Budget, make_bot
from rules.core import BadNotation, Event, GameState, IllegalAction, Record, RecordError, Said, Text, View, say

from . import wire
from .aio import keep
from .protocol import (
    CODE,
    KEPT_NAME_LENGTH,
    MAX_SEATS,
    SEAT_KINDS,
    ProtocolError,
    array,
    dump,
    flag,
    one_of,
    shaped,
    text,
)

if TYPE_CHECKING:
    from .server import Connection, Server

log = logging.getLogger(__name__)

#: What a saved table file says it is (`Table.to_dict`).
TABLE_FORMAT = "party-table-net-table"


class Refusal(Said):
    """A request the server turns down; the reason goes back to the sender in one line, and its sentence
    (`message`) with it where it is a `Text` a client can translate or differs from the reason (the rules'
    words without the rule's section).

    `strike` marks a request no honest client sends (it counts toward closing the connection).
    """

    def __init__(self, reason: str | Text, strike: bool = False, message: Text | str | None = None,
                 rule: str | None = None) -> None:
        super().__init__(reason, message)
        self.strike, self.rule = strike, rule


@dataclass
class Seat:
    """One place at a table.

    `level` is the bot's level for a bot seat; `stand_in` a bot level playing for an absent
    person until the host hands the seat back. `token` is the hash of the token of the person
    who holds a remote seat ("" while it is open). `pick` is what the seat picked for itself
    before the game (its animal, its character: `SeatChoice`), "" where chance picks.
    """

    kind: str
    name: str
    colour: str = ""
    level: str = ""
    token: str = ""
    stand_in: str = ""
    pick: str = ""
    conn: Connection | None = field(default=None, repr=False)
    away_since: float | None = None
    #: Its person closed the connection on purpose (rather than lost it); they may still come back.
    left: bool = False
    #: Its token went to whoever held this seat at the table before (`again`): their token there still proves
    #: them, should the news of this seat never have reached them (a connection that died unnoticed).
    carried: bool = False

    @property
    def bot(self) -> str:
        """The level of the bot that plays this seat now ("" when a person does)."""
        return self.level if self.kind == "bot" else self.stand_in

    @property
    def person(self) -> bool:
        return self.kind != "bot"

    def public(self, index: int, now: float) -> dict[str, Any]:
        connected = self.kind == "bot" or self.conn is not None
        return {"seat": index, "kind": self.kind, "name": self.name, "colour": self.colour, "bot": self.bot,
                "pick": self.pick,
                "open": self.kind == "remote" and not self.token, "connected": connected,
                "away": None if connected or self.away_since is None else round(now - self.away_since),
                "left": not connected and self.left}

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "colour": self.colour, "level": self.level,
                "token_sha256": self.token, "stand_in": self.stand_in, "pick": self.pick, "carried": self.carried}


def choose_notation(game_id: str, level: str, view: View, seed: int, budget: Budget) -> str:
    """A bot's decision for the view's seat, as notation (run in a worker thread)."""
    return str(make_bot(game_id, level).choose(view, random.Random(seed), budget))


#: A seat as a table's file keeps it, checked before a resumed table trusts it (the file may be damaged).
#: A token as the server keeps it (`token_hash`), or none.
_HASH = text(64, r"(?:[0-9a-f]{64})?", empty=True)
_SAVED_SEATS = array(shaped({
    "kind": one_of(*SEAT_KINDS), "name": text(KEPT_NAME_LENGTH, empty=True), "colour": text(20, empty=True),
    "level": one_of("", *LEVELS), "token_sha256": _HASH, "stand_in": one_of("", *LEVELS)},
    {"pick": text(24, empty=True), "carried": flag}, others=True), MAX_SEATS, 1)


class Table:
    """One game and its seats: the lobby, the play, the end; the record is the truth."""

    def __init__(self, server: Server, code: str, record: Record, seats: list[Seat], host: str) -> None:
        self.server, self.code, self.record, self.seats, self.host = server, code, record, seats, host
        self.phase = "lobby"
        #: When the table last changed or heard a request (the server's clock): a finished table idle
        #: for the server's `idle_over` seconds is put away.
        self.touched = server.clock()
        #: The address that opened it ("" for a table resumed from its file): one address's unfinished
        #: tables are bounded.
        self.creator = ""
        self.conns: set[Connection] = set()
        #: The code of the table the host opened after this game (`again`): a guest away at that moment
        #: who comes back here is seated there, while their seat waits.
        self.next_code = ""
        self.thinking: set[int] = set()
        self.generation = 0
        #: Why the table's file could not be written the last time (None: it is saved, or needs no file).
        self.unsaved: Text | str | None = None
        self.state: GameState = record.new_state()
        self.events: list[list[Event]] = []
        self.undoable: list[bool] = []
        #: What is sent, encoded once: each perspective's view at action `_views_at`, and each action's
        #: events as a seat reads them (keyed by which of them that seat may see) — see `_seat_text`.
        self._views_at = -1
        self._views: dict[int | None, str] = {}
        self._logs: dict[tuple[int, tuple[bool, ...]], str] = {}

    # --- the game ---------------------------------------------------------------------

    def replay(self) -> None:
        """Rebuild the state, the log and what may be taken back from the record."""
        state = self.record.new_state()
        self.events, self.undoable = [], []
        self.forget_encodings()
        for seat, notation in self.record.actions:
            rng_before = state.rng.getstate()
            events = state.apply(seat, state.game.parse_action(notation))
            self.events.append(events)
            self.undoable.append(self._takes_back(seat, events, state.rng.getstate() != rng_before))
        self.state = state

    def pick_again(self) -> None:
        """Before the game: the seats' picks into the record, chance drawing for the seats without one, and
        the state dealt again (the picks never change the rest of the deal)."""
        choice = self.state.game.seat_choice
        if choice is None or self.record.actions:
            return
        picks = [s.pick or None for s in self.seats]
        self.record.setup = {**(self.record.setup or {}), **choice.setup(self.record.seed, picks)}
        self.replay()

    def played_picks(self) -> list[str]:
        """What each seat played as (its animal, its character: "" in a game without such a choice), chance's
        draws included."""
        choice = self.state.game.seat_choice
        played = list((self.record.setup or {}).get(choice.setup_field) or []) if choice is not None else []
        return [str(played[i]) if i < len(played) and played[i] else "" for i in range(len(self.seats))]

    def _takes_back(self, seat: int, events: list[Event], dealt: bool) -> bool:
        """The undo rule among people: one's own action, nothing dealt or revealed by it."""
        return self.seats[seat].person and not dealt and not any(e.reveals for e in events)

    def apply(self, seat: int, notation: str) -> None:
        """Apply an action (IllegalAction, BadNotation if refused); tell everyone; let the bots go on."""
        state = self.state
        action = state.game.parse_action(notation)
        refusal = state.why_illegal(seat, action)
        if refusal is not None:
            raise refusal
        rng_before = state.rng.getstate()
        events = state.apply(seat, action)
        self.record.actions.append((seat, str(action)))
        self.events.append(events)
        self.undoable.append(self._takes_back(seat, events, state.rng.getstate() != rng_before))
        if state.is_over():
            self.phase = "over"
        self.changed(since=len(self.record.actions) - 1)

    def undo_point(self, seat: int) -> int | None:
        """How many actions stay if `seat` undoes now (None: nothing to take back).

        As at one computer: against bots only, back to the person's last decision; among
        several people only one's own last action, and only if it revealed nothing.
        """
        actions = self.record.actions
        if self.phase != "playing" or not actions or not self.seats[seat].person or self.seats[seat].bot:
            return None
        if sum(s.person for s in self.seats) == 1:
            return next((i for i in range(len(actions) - 1, -1, -1) if actions[i][0] == seat), None)
        return len(actions) - 1 if actions[-1][0] == seat and self.undoable[-1] else None

    def undo(self, seat: int) -> None:
        keep = self.undo_point(seat)
        if keep is None:
            raise Refusal(say("there is nothing you may take back now"))
        self.generation += 1
        self.thinking.clear()
        self.record.taken_back += len(self.record.actions) - keep
        del self.record.actions[keep:]
        self.replay()
        self.changed(since=0)

    def changed(self, since: int | None = None) -> None:
        """Save, send each connection what changed for its seats (`since`: the first new action), let bots act."""
        self.server.save(self)
        self.touched = self.server.clock()
        self.wake_bots()  # before the update, which then says who is thinking: no status of its own
        head = self._head(since)
        for conn in list(self.conns):
            self.send_to(conn, since, head)
        if self.phase == "over" and since is not None:
            for conn in list(self.conns):
                self.send_over(conn)

    # --- what each connection receives ------------------------------------------------

    def watched(self, conn: Connection) -> list[int | None]:
        """The perspectives a connection receives: its seats, or the public view."""
        if not conn.seats:
            return [None]
        return [*sorted(conn.seats)]

    def public(self) -> dict[str, Any]:
        now = self.server.clock()
        return {"code": self.code, "phase": self.phase, "at": len(self.record.actions),
                "seats": [s.public(i, now) for i, s in enumerate(self.seats)],
                "to_act": list(self.state.to_act()) if self.phase == "playing" else [],
                "thinking": sorted(self.thinking)}

    def _head(self, since: int | None) -> str:
        """The part of an update (or a status) that is the same for every connection, as JSON."""
        message: dict[str, Any] = {"type": "update" if since is not None else "status", **self.public()}
        if since is not None:
            message["since"] = since
        return dump(message)

    def send_to(self, conn: Connection, since: int | None, head: str | None = None) -> None:
        """An update: the public status and, once playing, each watched seat's view and its log lines
        from action `since` on (0: the whole log; None: the status only).

        Written as text from parts encoded once (`head` for every connection, `_seat_text` per seat)
        rather than a dict dumped per connection: on a busy server encoding is most of the work.
        """
        head = head or self._head(since)
        if since is None:
            conn.send_text(head)
            return
        parts = [self._seat_text(seat, since) for seat in self.watched(conn)] if self.phase != "lobby" else []
        conn.send_text(f'{head[:-1]},"views":[{",".join(parts)}]}}')

    def _seat_text(self, seat: int | None, since: int) -> str:
        """One perspective's part of an update as JSON: {"seat", "view", "log"} (the log from `since` on)."""
        at = len(self.record.actions)
        if self._views_at != at:
            self._views_at, self._views = at, {}
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = dump(wire.encode(self.state.view(seat)))
        lines = ",".join(self._log_text(index, seat) for index in range(since, at))
        return f'{{"seat":{dump(seat)},"view":{view},"log":[{lines}]}}'

    def _log_text(self, index: int, seat: int | None) -> str:
        """Action `index`'s events as `seat` may read them, as JSON.

        An event a seat may not see is stripped to the same public form for every such seat
        (`Event.for_seat`), so seats that may see the same events share one encoding.
        """
        events = self.events[index]
        seen = tuple(e.visible(seat) for e in events)
        key = (index, seen)
        text = self._logs.get(key)
        if text is None:
            if len(self._logs) > 256:
                self._logs.clear()
            text = self._logs[key] = dump([wire.encode(e if v else e.for_seat(seat))
                                           for e, v in zip(events, seen, strict=True)])
        return text

    def forget_encodings(self) -> None:
        """Encode everything afresh (after an undo rebuilt the log, or a test swapped the state)."""
        self._views_at, self._views, self._logs = -1, {}, {}

    def send_over(self, conn: Connection) -> None:
        """The whole record: nothing is secret once the game is over."""
        conn.send({"type": "over", "code": self.code, "record": self.record.to_dict(),
                   "result": wire.encode(self.state.result())})

    def send_all(self, conn: Connection) -> None:
        self.send_to(conn, 0)
        if self.phase == "over":
            self.send_over(conn)

    def status(self) -> None:
        head = self._head(None)
        for conn in list(self.conns):
            conn.send_text(head)

    # --- bots -------------------------------------------------------------------------

    def advance(self) -> None:
        """Start a bot for every seat a bot plays that must act and is not thinking yet, and say so."""
        if self.wake_bots():
            self.status()

    def wake_bots(self) -> bool:
        """Start the bots that must act and are not thinking yet; True if any started."""
        if self.phase != "playing":
            return False
        started = False
        for seat in self.state.to_act():
            level = self.seats[seat].bot
            if level and seat not in self.thinking:
                self.thinking.add(seat)
                started = True
                keep(asyncio.get_running_loop().create_task(self._think(seat, level)))
        return started

    async def _think(self, seat: int, level: str) -> None:
        generation, at = self.generation, len(self.record.actions)
        view = self.state.view(seat)  # a value: the worker never sees the state
        seed = (self.record.seed * 1_000_003 + at * 7919 + seat) & 0xFFFFFFFF
        server = self.server
        try:
            if server.bot_pause:
                await asyncio.sleep(server.bot_pause)
            if generation == self.generation and len(self.record.actions) == at:
                notation: str | None = await asyncio.get_running_loop().run_in_executor(
                    server.executor, choose_notation, self.record.game, level, view, seed, server.bot_budget)
            else:
                notation = None
        except Exception:  # a broken bot must not stall the game
            log.exception("bot failed at table %s", self.code)
            notation = ""
        if generation != self.generation or server.closing:
            return
        self.thinking.discard(seat)
        if notation is None or len(self.record.actions) != at:
            self.advance()  # the position moved on while it thought: it thinks again
            return
        try:
            self.apply(seat, notation)
        except (IllegalAction, BadNotation):  # "" from a bot that failed, too
            if notation:
                log.warning("bot %s at table %s chose an illegal move: %s", level, self.code, notation)
            fallback = random.Random(at).choice(self.state.legal_actions(seat))
            self.apply(seat, str(fallback))

    # --- the file that lets a host or server resume ------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"format": TABLE_FORMAT, "version": 1, "code": self.code, "phase": self.phase,
                "host_sha256": self.host, "seats": [s.to_dict() for s in self.seats],
                "record": self.record.to_dict(), "next": self.next_code}

    @staticmethod
    def from_dict(server: Server, data: Any) -> Table:
        if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT or data.get("version") != 1:
            raise RecordError("not a saved network table")
        try:
            record = Record.from_dict(data["record"])
            # tables saved before seats picked had no picks
            seats = [Seat(s["kind"], s["name"], s["colour"], s["level"], s["token_sha256"], s["stand_in"],
                          s.get("pick", ""), carried=s.get("carried", False))
                     for s in _SAVED_SEATS(data["seats"], "the saved table's seats")]
            # the code names the table's file: only a code's letters, so a file can never name one elsewhere
            code = CODE(data["code"], "the saved table's code")
            phase, host = data["phase"], _HASH(data["host_sha256"], "the saved table's host")
            next_code = CODE(data["next"], "the next table's code") if data.get("next") else ""  # none before 2
        except (KeyError, TypeError, ProtocolError) as exc:
            raise RecordError(f"the saved table is damaged ({exc})") from None
        if len(seats) != len(record.players) or phase not in ("lobby", "playing", "over"):
            raise RecordError("the saved table is damaged")
        table = Table(server, code, record, seats, host)
        table.next_code = next_code
        table.replay()
        table.phase = "over" if table.state.is_over() else phase
        now = server.clock()
        for seat in seats:
            seat.away_since = now
        return table
