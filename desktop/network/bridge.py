"""The network thread: one asyncio loop running a `net.client.Client` (and, for a host, a `net.server.Server`).

The window never touches the client from its own thread. What the server sends reaches the
window as a `Picture` (an immutable copy of what the client knows, taken in the network thread)
through the `heard` signal, which Qt queues to the window's thread; a request is started with
`call`, and its answer comes back the same way. So a slow network never blocks a frame, and the
client stays the Qt-free one the tests and benchmarks use (docs/network.md, "The desktop side").
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import math
import threading
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, Signal, Slot

from desktop.table.text import shown
from net.client import NO_REASON, Client, NetError, Refused, VersionMismatch
from net.server import CLOSE_AUTH, CLOSE_DONE, CLOSE_REPLACED, CLOSE_VERSION, Server
from rules.bots import Budget
from rules.core import Event, Record, Result, Text, View, fault, say

log = logging.getLogger(__name__)

#: How long closing waits for the network thread to let go of its connections.
CLOSE_SECONDS = 5.0
#: The pauses between tries to sit down again after a connection dropped (the last one repeats).
RETRY_SECONDS = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0)
#: Closes after which trying again is pointless: the player left, the token holds nothing any more,
#: the seat connected from elsewhere, the server speaks another protocol, or the table is gone for good.
FINAL_CLOSES = frozenset({1000, CLOSE_AUTH, CLOSE_REPLACED, CLOSE_VERSION, CLOSE_DONE})
#: `net.client.NO_REASON` as the player reads it: the other end went away without a word.
_GONE = say("the connection closed")


@dataclass(frozen=True)
class Picture:
    """Everything the client knows of its table at one moment, safe to read from the window's thread."""

    code: str = ""
    game: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    host: bool = False
    my_seats: tuple[int, ...] = ()
    phase: str = ""
    at: int = 0
    seats: tuple[dict[str, Any], ...] = ()
    to_act: tuple[int, ...] = ()
    thinking: tuple[int, ...] = ()
    views: dict[int | None, View] = field(default_factory=dict)
    logs: dict[int | None, tuple[tuple[Event, ...], ...]] = field(default_factory=dict)
    record: Record | None = None
    result: Result | None = None
    closed: str | None = None
    token: str = ""
    #: The connection dropped and the bridge is trying to sit down again with the seat's token.
    reconnecting: bool = False
    #: `closed` as a sentence to translate, where the server or the client made one.
    closed_message: Text | str | None = None

    @staticmethod
    def of(client: Client, reconnecting: bool = False) -> Picture:
        return Picture(client.code, client.game, dict(client.options), client.host, tuple(client.my_seats),
                       client.phase, client.at, tuple(dict(s) for s in client.seats), tuple(client.to_act),
                       tuple(client.thinking), dict(client.views),
                       {seat: tuple(tuple(events) for events in log) for seat, log in client.logs.items()},
                       client.record, client.result, client.closed, client.token, reconnecting,
                       client.closed_message)

    def view(self, seat: int | None) -> View | None:
        return self.views.get(seat)

    def closed_words(self) -> str:
        """Why the connection closed, in the player's language where it was said as a sentence."""
        if self.closed_message is None and self.closed == NO_REASON:
            return shown(_GONE)
        return shown(self.closed_message) if self.closed_message is not None else self.closed or ""


@dataclass(frozen=True)
class Answer:
    """How a request ended: its value, or `error` in one line (and the rules' reason as a Text, if any)."""

    value: Any = None
    error: str = ""
    message: Any = None

    def words(self, names: Sequence[str] = ()) -> str:
        """The error as the player reads it: in their language where the server, the client or the rules
        wrote it as a sentence to translate."""
        return shown(self.message, names) if self.message is not None else self.error


class NetBridge(QObject):
    """Runs the network in its own thread and speaks to the window only through signals.

    `heard(kind, picture)`: a message from the server was taken in (kinds as `Client.listeners`).
    `unsaved(why)`: the table this bridge hosts cannot write its file (told once, until a write succeeds).
    """

    heard = Signal(str, object)
    unsaved = Signal(object)
    _answered = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = Client()
        self.server: Server | None = None
        self.url = ""
        #: Where a hosted table's file is written (the host's autosave), if this bridge hosts.
        self.folder: str = ""
        #: The interface and the port this bridge's own server listens (or listened) on, if it hosts ("0.0.0.0":
        #: every interface); the port stays known once the server has stopped, for the next table to open there.
        self.listening, self.hosted_port = "", 0
        #: Try to sit down again with the seat's token when the connection drops (a Wi-Fi drop, a host restart).
        self.keep_trying = True
        self._retry: asyncio.Task[None] | None = None
        #: The last picture sent to the window: whoever starts listening late begins from it.
        self.latest: Picture | None = None
        self._loop = asyncio.new_event_loop()
        self._tickets = itertools.count(1)
        self._waiting: dict[int, Callable[[Answer], None]] = {}
        self._closed = False
        self._answered.connect(self._answer)
        self._listen_to(self.client)
        self._thread = threading.Thread(target=self._run, name="party-table-network", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_forever()
        finally:
            self._loop.close()

    # --- the network thread's side -------------------------------------------------------

    def _listen_to(self, client: Client) -> None:
        client.listeners.append(lambda kind, message: self._listen(client, kind, message))

    def _listen(self, client: Client, kind: str, _message: dict[str, Any]) -> None:
        """(network thread) Copy what the client knows now and hand it to the window's thread."""
        if client is not self.client:
            return  # a new connection still sitting down: the window hears of it once it has
        retry = kind == "closed" and self._may_retry(client)
        self._emit(kind, Picture.of(client, reconnecting=retry))
        if retry:
            self._retry = self._loop.create_task(self._sit_down_again(client))

    def _emit(self, kind: str, picture: Picture) -> None:
        self.latest = picture
        try:
            self.heard.emit(kind, picture)
        except RuntimeError:  # the window is gone; nobody is listening any more
            log.info("network message dropped: the window closed")

    def _may_retry(self, client: Client) -> bool:
        """Whether to sit down again. Also once the game is over: the host may have played again meanwhile, and
        the server seats a guest who comes back to the finished table at the next one."""
        close = client.ws.close_code if client.ws is not None else None
        return (self.keep_trying and not self._closed and bool(client.code and client.token and self.url)
                and close not in FINAL_CLOSES)

    async def _sit_down_again(self, old: Client) -> None:
        """(network thread) Rejoin with the seat's token until it works, or until it never can. After the game,
        only for a while: what is left to come back for is a next table, which a host opens at once."""
        over = old.record is not None
        for attempt in itertools.count():
            if over and attempt == len(RETRY_SECONDS):
                self._emit("closed", Picture.of(old))
                return
            await asyncio.sleep(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)])
            if self._closed or self.client is not old:
                return
            fresh = Client(old.app)
            self._listen_to(fresh)
            try:
                await fresh.connect(self.url)
                await fresh.rejoin(old.code, old.token)
                # the table's views; or, moved on to the next table (its lobby shows no views), its seats
                await fresh.wait_for(lambda c: bool(c.views) or (c.code != old.code and bool(c.seats)))
            except (NetError, OSError, TimeoutError) as exc:
                log.info("cannot sit down again at table %s yet: %s", old.code, exc)
                with contextlib.suppress(Exception):
                    await fresh.close()
                final = fresh.ws is not None and fresh.ws.close_code in FINAL_CLOSES
                if isinstance(exc, Refused | VersionMismatch) or final:  # no more tries: the seat is gone
                    self._emit("closed", replace(Picture.of(old), closed=str(exc) or old.closed,
                                                 closed_message=exc.message if isinstance(exc, NetError) else None))
                    return
                continue
            if self._closed:
                await fresh.close()
                return
            self.client = fresh
            self._emit("update", Picture.of(fresh))
            return

    async def _carry_out(self, ticket: int, work: Callable[[], Awaitable[Any]]) -> None:
        try:
            answer = Answer(await work())
        except Refused as exc:
            answer = Answer(None, exc.reason, exc.message)
        except (NetError, TimeoutError) as exc:
            said = getattr(exc, "message", None) or say("the server did not answer")  # a bare timeout says nothing
            said = _GONE if said == NO_REASON else said
            answer = Answer(None, str(exc) or str(said), said)
        except OSError as exc:
            why = fault(exc)
            answer = Answer(None, str(why), why)
        except Exception as exc:  # a bug of ours costs this request, never the thread
            log.exception("network request failed")
            answer = Answer(None, f"{type(exc).__name__}: {exc}")
        with contextlib.suppress(RuntimeError):
            self._answered.emit(ticket, answer)

    # --- the window's side ---------------------------------------------------------------

    def call(self, work: Callable[[], Awaitable[Any]], done: Callable[[Answer], None] | None = None) -> None:
        """Run `work()` in the network thread; `done(answer)` is called in the window's thread."""
        if self._closed:
            if done is not None:
                done(Answer(None, "the connection is closed", say("the connection is closed")))
            return
        ticket = next(self._tickets)
        if done is not None:
            self._waiting[ticket] = done
        asyncio.run_coroutine_threadsafe(self._carry_out(ticket, work), self._loop)

    def run(self, work: Callable[[], Coroutine[Any, Any, Any]], seconds: float = 30.0) -> Any:
        """Run `work()` in the network thread and wait for its value (scripts and tests; errors raise)."""
        return asyncio.run_coroutine_threadsafe(work(), self._loop).result(seconds)

    @Slot(int, object)
    def _answer(self, ticket: int, answer: Answer) -> None:
        done = self._waiting.pop(ticket, None)
        if done is None:
            return
        try:
            done(answer)
        except Exception as exc:  # a slot's error must not reach Qt
            from desktop.table import guard

            guard.report(exc, "NetBridge answer")

    def connect_to(self, address: str, done: Callable[[Answer], None]) -> None:
        """Open the connection to a table server at `address` (host:port or a ws:// URL)."""
        self.url = server_url(address)
        self.call(lambda: self.client.connect(self.url), done)

    async def connected(self, url: str) -> Client:
        """(network thread) The client, connected to `url`: the open connection, or a new one if the last closed."""
        if self.client.closed is not None:
            self.client = Client(self.client.app)
            self._listen_to(self.client)
        if self.client.ws is None:
            self.url = url
            await self.client.connect(url)
        return self.client

    def rejoin(self, url: str, code: str, token: str, done: Callable[[Answer], None]) -> None:
        """Sit down again at table `code` with a kept token (after the app restarted)."""
        async def sit_down() -> None:
            client = await self.connected(url)
            await client.rejoin(code, token)

        self.call(sit_down, done)

    def host(self, address: str, port: int, done: Callable[[Answer], None], bot_pause: float = 0.6,
             bot_seconds: float = 1.0, folder: str | None = None) -> None:
        """Start a server in the network thread on `address`, then join it over loopback (answer: the port).

        With `folder` the server writes each table's file there after every change, and resumes the
        tables it finds there (a host that quit comes back to its game).
        """
        self.folder, self.listening = folder or "", address

        async def start() -> int:
            # the host's own table stays while its window does: a finished game is still on the end screen
            server = Server(bot_budget=Budget(seconds=bot_seconds), bot_pause=bot_pause, folder=folder,
                            idle_over=math.inf)
            server.on_event = self._server_told
            await server.start(address, port)
            self.server, self.hosted_port = server, server.port
            self.url = f"ws://127.0.0.1:{server.port}"
            await self.client.connect(self.url)
            return server.port

        self.call(start, done)

    def _server_told(self, what: str, details: dict[str, Any]) -> None:
        """In the network thread: what the hosted server tells its host's window."""
        if what == "not saved":
            with contextlib.suppress(RuntimeError):  # the window is gone
                self.unsaved.emit(details["why"])

    @property
    def closed(self) -> bool:
        """Whether this bridge has let go of its table (its thread is ending or has ended)."""
        return self._closed

    def close(self, leave: bool = False, given_up: bool = False) -> None:
        """Go away from the table, stop any server, end the thread. The seat waits on the server for a rejoin,
        unless `leave`: then it is given back (its token stops working, and someone else may take it).
        `given_up`: this app's server closes its table for good (the people at it are told so)."""
        if self._closed:
            return
        self._closed = True
        self._waiting.clear()
        with contextlib.suppress(RuntimeError):
            self._answered.disconnect()

        async def shut() -> None:
            if self._retry is not None:
                self._retry.cancel()
            if leave and self.client.ws is not None and self.client.closed is None:
                with contextlib.suppress(Exception):
                    await self.client.leave()
            with contextlib.suppress(Exception):
                await self.client.close()
            if self.server is not None:
                with contextlib.suppress(Exception):
                    await self.server.close(given_up)

        if self._loop.is_running():
            try:
                asyncio.run_coroutine_threadsafe(shut(), self._loop).result(CLOSE_SECONDS)
            except Exception:  # a connection that will not close: the thread is a daemon and goes with the app
                log.warning("the network did not close in time")
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(CLOSE_SECONDS)


#: The port a table is at when an address names none.
DEFAULT_PORT = 8765


def server_url(address: str) -> str:
    """A WebSocket URL from what a person types: `host:port`, `host` (port 8765) or a ws:// or wss:// URL; a web
    address pasted whole (http://…) and a colon with no port after it are taken as meant."""
    text = address.strip()
    for web, socket in (("http://", "ws://"), ("https://", "wss://")):
        if text.lower().startswith(web):
            text = socket + text[len(web):]
    scheme, _, rest = text.rpartition("://")
    rest = rest.rstrip("/")
    if rest.endswith(":") and not rest.endswith("::"):  # "192.168.1.20:": the port was left out
        rest += str(DEFAULT_PORT)
    if scheme:
        return f"{scheme}://{rest}"
    text = rest
    if text.startswith("[") or text.count(":") == 1:  # [::1]:8765, or host:port
        return f"ws://{text}"
    if ":" in text:  # a bare IPv6 address
        return f"ws://[{text}]:{DEFAULT_PORT}"
    return f"ws://{text}:{DEFAULT_PORT}"


def address_problem(address: str) -> str | None:
    """Why what a person typed cannot be a table's address, before anything is sent: "empty" (no computer
    named), "spaces" (a space inside it) or "port" (no port from 1 to 65535); None when it may be one."""
    if any(ch.isspace() for ch in address.strip()):
        return "spaces"
    parts = urlsplit(server_url(address))
    if not parts.hostname:
        return "empty"
    try:
        port = parts.port
    except ValueError:  # not a number, or past 65535
        return "port"
    return "port" if port is not None and not 1 <= port <= 65535 else None


def wire_colour(name: str) -> str:
    """A seat colour as the protocol spells it (lower-case words joined by dashes: "sky blue" → "sky-blue")."""
    return "-".join(name.lower().split())


def app_colour(wire: str) -> str:
    """The app's name of a colour the server sent ("" stays "": the seat has none yet)."""
    return wire.replace("-", " ")
