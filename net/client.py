"""A Qt-free client of the table protocol: tests, benchmarks and (wrapped) the desktop use it.

It keeps what the server has sent for its seats: the public status of the table, each
seat's view (a real `View`, rebuilt by net.wire, that a table can draw and a bot can search
for a hint) and each seat's log (the `Event`s that seat may read). Requests are coroutines
that return when the server has answered, with the client's picture already brought up to
date; a refusal raises `Refused` with the rules' reason.

The desktop runs one Client in an asyncio loop on a network thread and turns `listeners`
calls into Qt signals (docs/network.md, "The desktop side").
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from rules.core import Action, Event, Record, RecordError, Result, Said, Text, View, fault, say

from . import protocol as p
from . import wire
from .aio import keep
from .protocol import MAX_MESSAGE, PROTOCOL, ProtocolError, Request, dump, parse_server_message

#: How long a request waits for its answer before the client gives up on the connection.
ANSWER_SECONDS = 30.0
#: Why a connection closed when the other end gave no reason (it went away: a host quit, a network dropped).
NO_REASON = "the connection closed"
#: What a close the server sends with no message of its own means, by its code (its reason is English only).
CLOSED_WITHOUT_A_WORD: dict[int, Text] = {
    4008: say("the server let this connection go: it received too much from this app, or too fast"),
    1009: say("the server let this connection go: this app sent it a message too large to read"),
}


class NetError(Said):
    """Something about the connection, in one line for the player (`message`: as the client or the server
    wrote it, a translatable Text where they made one)."""


class Refused(NetError):
    """The server turned a request down, and the rule it cites, if any."""

    def __init__(self, reason: str, message: Text | str | None = None, rule: str | None = None) -> None:
        super().__init__(reason, message)
        self.rule = rule


class VersionMismatch(NetError):
    """The server speaks another protocol or plays other rules."""


class Client:
    """One connection to a table server and everything it has been shown.

    `listeners` are called as listener(kind, message) after each message from the server
    has been taken in (kinds: update, status, over, error, closed, moved).
    """

    def __init__(self, app: str = "party-table") -> None:
        self.app = app
        self.ws: ClientConnection | None = None
        self.listeners: list[Callable[[str, dict[str, Any]], None]] = []
        self._next_id = 0
        self._pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._waiters: list[tuple[Callable[[Client], bool], asyncio.Future[None]]] = []
        self._reader: asyncio.Task[None] | None = None
        self.server_name = ""
        # the table as this connection knows it
        self.code = ""
        self.token = ""
        self.host = False
        self.my_seats: list[int] = []
        self.game = ""
        self.options: dict[str, Any] = {}
        self.phase = ""
        self.at = 0
        self.seats: list[dict[str, Any]] = []
        self.to_act: list[int] = []
        self.thinking: list[int] = []
        self.views: dict[int | None, View] = {}
        self.logs: dict[int | None, list[list[Event]]] = {}
        self.record: Record | None = None
        self.result: Result | None = None
        self.closed: str | None = None
        #: Why the server closed the connection, as a sentence to translate (None: it sent only `closed`).
        self.closed_message: Text | str | None = None
        self.messages = 0
        #: Set to a list to keep every frame as it arrived (tests compare them byte for byte).
        self.frames: list[str] | None = None

    # --- the connection ----------------------------------------------------------------

    async def connect(self, url: str, tls: ssl.SSLContext | None = None) -> None:
        """Open the connection and greet the server; VersionMismatch or NetError in one line."""
        where = url.removeprefix("ws://")  # as a player typed it ("127.0.0.1:8765"); wss:// stays, it says more
        try:
            self.ws = await connect(url, ssl=tls, max_size=MAX_MESSAGE, open_timeout=10, ping_interval=20,
                                    compression=None)
        except InvalidHandshake:  # something answers there, but not in WebSocket: a web server, another program
            raise NetError(say("cannot reach {url}: what answers there is not a Party Table server",
                               url=where)) from None
        except (OSError, InvalidURI, TimeoutError) as exc:
            raise NetError(say("cannot reach {url}: {why}", url=where, why=fault(exc))) from None
        except ValueError:  # what the URL parser says of a port past 65535 or a broken [IPv6] address
            raise NetError(say("{url} is not an address a table can be at: a port is a number from 1 to 65535, "
                               "an IPv6 address goes in brackets", url=where)) from None
        self._reader = asyncio.get_running_loop().create_task(self._read())
        try:
            welcome = await self._ask(p.Hello(0, PROTOCOL, wire.fingerprint(), self.app))
        except Refused as exc:
            raise NetError(exc.reason, exc.message) from None
        self.server_name = str(welcome.get("server", ""))

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader

    async def _read(self) -> None:
        assert self.ws is not None
        unreadable: Text | None = None
        try:
            async for raw in self.ws:
                if self.frames is not None and isinstance(raw, str):
                    self.frames.append(raw)
                try:
                    message = parse_server_message(raw)
                    self._take(message)
                except (ProtocolError, wire.WireError, RecordError) as exc:
                    unreadable = say("the server sent something this app cannot read ({why})", why=str(exc))
                    await self.ws.close(1002, "unreadable message")
                    break
        except ConnectionClosed:
            pass
        if self.closed is None:  # no error message came first: say why in words the player's language has
            self.closed_message = unreadable or CLOSED_WITHOUT_A_WORD.get(self.ws.close_code or 0)
        self.closed = self.closed or (str(unreadable) if unreadable else "") or self.ws.close_reason or NO_REASON
        for future in self._pending.values():
            if not future.done():
                future.set_exception(NetError(self.closed, self.closed_message))
        self._pending.clear()
        self._notify("closed", {"reason": self.closed})

    def _take(self, message: dict[str, Any]) -> None:
        """Bring the client's picture up to date with one message, then answer whoever waits for it."""
        self.messages += 1
        kind = message["type"]
        if kind in ("update", "status"):
            self._status(message)
            if kind == "update":
                self._views(message)
        elif kind in ("joined", "moved"):
            if message["code"] != self.code:  # another table (the host's next, after `again`): nothing of the last
                self._new_table()
            self.code, self.token, self.host = message["code"], message["token"], bool(message["host"])
            self.my_seats = list(message["seats"])
            self.game, self.options = str(message.get("game", "")), dict(message.get("options", {}))
        elif kind == "over":
            self.record = Record.from_dict(message["record"])
            self.result = _decoded(message["result"], Result, "the game's result")
        elif kind == "error":
            self.closed = str(message["reason"])
            self.closed_message = _maybe(message.get("message"))
        self._check_seats(message)
        future = self._pending.pop(message.get("re", -1), None) if "re" in message else None
        if future is not None and not future.done():
            if kind == "refused":
                rule = message.get("rule")
                future.set_exception(Refused(str(message["reason"]), _maybe(message.get("message")),
                                             rule if isinstance(rule, str) else None))
            elif kind == "error":
                failure = VersionMismatch if message.get("kind") == "version" else NetError
                future.set_exception(failure(str(message["reason"]), self.closed_message))
            else:
                future.set_result(message)
        self._notify(kind, message)
        self._check_waiters()

    def _new_table(self) -> None:
        self.phase, self.at, self.seats, self.to_act, self.thinking = "", 0, [], [], []
        self.record, self.result = None, None
        self.views.clear()  # in place: a subclass may keep its views in a mapping of its own
        self.logs.clear()

    def _check_seats(self, message: dict[str, Any]) -> None:
        """Every seat a message names is one of the table's (once the table's seats are known): a server
        that names another would have the desktop look up a seat nobody has."""
        if not self.seats:
            return
        named = [*self.my_seats, *self.to_act, *self.thinking,
                 *(part["seat"] for part in message.get("views", ()) if part["seat"] is not None)]
        beyond = [seat for seat in named if seat >= len(self.seats)]
        if beyond:
            raise ProtocolError(f"seat {beyond[0]} is not one of the table's {len(self.seats)}")

    def _status(self, message: dict[str, Any]) -> None:
        self.phase, self.at = message["phase"], int(message["at"])
        self.seats, self.to_act = list(message["seats"]), list(message["to_act"])
        self.thinking = list(message.get("thinking", []))

    def _views(self, message: dict[str, Any]) -> None:
        since = int(message["since"])
        for part in message["views"]:
            seat = part["seat"]
            self.views[seat] = _decoded(part["view"], View, "a seat's view")
            lines = [_events(events) for events in part["log"]]
            log = self.logs.setdefault(seat, [])
            if since == 0:
                log[:] = lines
            elif since == len(log):
                log.extend(lines)
            else:  # a gap: ask for everything again
                keep(asyncio.get_running_loop().create_task(self._resync()))

    async def _resync(self) -> None:
        with contextlib.suppress(NetError):
            await self.sync()

    def _notify(self, kind: str, message: dict[str, Any]) -> None:
        for listener in list(self.listeners):
            listener(kind, message)

    def _check_waiters(self) -> None:
        for waiter in list(self._waiters):
            predicate, future = waiter
            if not future.done() and predicate(self):
                future.set_result(None)
                self._waiters.remove(waiter)

    async def wait_for(self, predicate: Callable[[Client], bool], timeout: float = ANSWER_SECONDS) -> None:
        """Wait until `predicate(client)` holds (checked after each message); NetError if the connection ends first."""
        if predicate(self):
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        waiter = (predicate, future)
        self._waiters.append(waiter)
        try:
            while not future.done():
                if self.closed is not None:
                    raise NetError(self.closed)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(future), min(timeout, 0.5))
                    break
                timeout -= 0.5
                if timeout <= 0:
                    raise TimeoutError("the table did not get there in time")
        finally:
            if waiter in self._waiters:
                self._waiters.remove(waiter)

    async def _ask(self, request: Request) -> dict[str, Any]:
        """Send a request (its id filled in) and wait for the answer to it."""
        if self.ws is None or self.closed is not None:
            raise NetError(self.closed or say("not connected"))
        self._next_id += 1
        data = request.to_wire()
        data["id"] = self._next_id
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[self._next_id] = future
        try:
            await self.ws.send(dump(data))
        except ConnectionClosed:
            self._pending.pop(self._next_id, None)
            if future.done():
                future.exception()  # the reader failed it already: it has been seen
            raise NetError(self.closed or NO_REASON) from None
        try:
            return await asyncio.wait_for(future, ANSWER_SECONDS)
        except TimeoutError:
            raise NetError(say("the server did not answer")) from None

    # --- requests ------------------------------------------------------------------------

    async def create(self, game: str, seats: list[dict[str, Any]], options: dict[str, Any] | None = None,
                     starter: int | None = None, picks: list[str | None] | None = None) -> str:
        """Open a table and host it; returns its code. `seats`: {"kind": here|remote|bot, name, colour, level};
        `starter`: the seat that goes first, if the players chose it; `picks`: each seat's animal or character
        (None: chance's), where the game asks for one. The table draws what is not chosen."""
        await self._ask(p.Create(0, game, dict(options or {}), seats, starter, picks))
        return self.code

    async def join(self, code: str, seat: int, name: str, colour: str, pick: str | None = None) -> str:
        """Take an open seat (with `pick`, its animal or character, if the game has not begun); returns the
        seat's token (keep it to come back)."""
        await self._ask(p.Join(0, code, seat, name, colour, pick))
        return self.token

    async def watch(self, code: str) -> None:
        await self._ask(p.Watch(0, code))

    async def rejoin(self, code: str, token: str) -> None:
        await self._ask(p.Rejoin(0, code, token))

    async def act(self, seat: int, action: Action | str) -> None:
        await self._ask(p.Act(0, seat, str(action), self.at))

    async def undo(self, seat: int) -> None:
        await self._ask(p.Undo(0, seat, self.at))

    async def start(self) -> None:
        await self._ask(p.Start(0))

    async def again(self) -> str:
        """(Host, once the game is over) open the next table with the same seats; returns its code. Everyone
        still at this table sits down at the new one (their client hears `moved`)."""
        await self._ask(p.Again(0))
        return self.code

    async def hand_over(self, seat: int, to: str) -> None:
        """(Host) a bot level, "person" to give the seat back, or "open" for someone new."""
        await self._ask(p.HandOver(0, seat, to))

    async def sync(self) -> None:
        await self._ask(p.Sync(0))

    async def leave(self) -> None:
        await self._ask(p.Leave(0))

    # --- what the seats see ------------------------------------------------------------------

    def view(self, seat: int | None = None) -> View:
        """The latest view of `seat` (one of mine), or the public view for a spectator."""
        if seat is None and self.my_seats:
            seat = self.my_seats[0]
        return self.views[seat]

    def log_lines(self, seat: int | None, names: list[str] | None = None) -> list[str]:
        """The log as `seat` reads it, in English (the desktop renders the same events translated)."""
        names = names or [s["name"] for s in self.seats]
        return [line for events in self.logs.get(seat, []) for e in events if (line := e.describe(names, seat))]


def _decoded(data: Any, kind: type, what: str) -> Any:
    """A value from the server that must be of `kind`: anything else is a protocol error, not a crash later."""
    value = wire.decode(data)
    if not isinstance(value, kind):
        raise ProtocolError(f"{what} is not one")
    return value


def _events(data: Any) -> list[Event]:
    """One move's events on a log, each checked to be an event."""
    events = wire.decode(data)
    if not isinstance(events, (list, tuple)) or not all(isinstance(e, Event) for e in events):
        raise ProtocolError("a log entry is not a list of events")
    return list(events)


def _maybe(data: Any) -> Any:
    if data is None:
        return None
    try:
        return wire.decode(data)
    except wire.WireError:
        return None


async def play_seat(client: Client, seat: int, choose: Callable[[View], Action], think: float = 0.0,
                    timings: list[float] | None = None) -> None:
    """Play `seat` until the game ends: whenever its view says it must act (and no bot stands in), act
    with `choose(view)` after `think` seconds. Each action's round trip is added to `timings`."""
    def my_turn(c: Client) -> bool:  # from the public status, which comes with the view: no view is read
        if c.phase == "over":
            return True
        return c.phase == "playing" and seat in c.to_act and seat in c.views and not c.seats[seat]["bot"]

    while True:
        await client.wait_for(my_turn)
        if client.phase == "over":
            return
        if think:
            await asyncio.sleep(think)
            if not my_turn(client) or client.phase == "over":
                continue
        action = choose(client.views[seat])
        began = time.perf_counter()
        try:
            await client.act(seat, action)
        except Refused as refused:
            if "slow down" in refused.reason:
                await asyncio.sleep(0.1)
            continue  # the position moved on meanwhile (an undo, a seat handed over): look again
        if timings is not None:
            timings.append(time.perf_counter() - began)
