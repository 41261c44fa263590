"""The authoritative table server: it alone runs the rules and the bots; clients send only their seats' actions.

One asyncio loop holds every table. A table is a record (the truth), the state replayed
from it, and its seats: a person at the host's computer ("here", played through the host's
own connection), a person joining over the network ("remote"), or a bot. Each connection is
bound to at most one table and to the seats its token proves, and receives only what those
seats may see: their views and their log lines, encoded by net.wire. Every request is checked
(net.protocol) before it is read, every action by the rules before it is applied; a refusal
goes to the sender only. Bots think in worker threads on their seat's view, never the state.

A table itself (its seats, what it sends, its bots, its file) is net/table.py. A desktop host runs this
same server in its network thread; `party-table serve` runs it alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import logging
import os
import random
import secrets
import ssl
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from rules.bots import LEVELS, Budget
from rules.core import (
    BadNotation,
    IllegalAction,
    OptionError,
    Player,
    Record,
    RulesError,
    Text,
    fault,
    get_game,
    same_name,
    say,
    say_n,
)
from rules.core.record import MAX_BYTES as RECORD_BYTES

from . import wire
from .aio import keep
from .protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    MAX_REQUEST,
    PROTOCOL,
    Act,
    Again,
    Create,
    HandOver,
    Hello,
    Join,
    Leave,
    ProtocolError,
    Rejoin,
    Request,
    Start,
    Sync,
    Undo,
    Watch,
    dump,
    parse_request,
)
from .table import Refusal, Seat, Table

log = logging.getLogger(__name__)

#: Requests a connection may send per second on average, and in one burst; after BURST refusals in a row
#: for going too fast the connection is closed (an honest client slows down at the first).
RATE, BURST = 20.0, 40.0
#: Bad requests (malformed, unauthorised, too fast) a connection may send before it is closed.
MAX_STRIKES = 5
#: Wrong codes or tokens one address may send in WRONG_WINDOW seconds before it must wait.
MAX_WRONG, WRONG_WINDOW = 5, 60.0
#: Messages waiting for a client that does not read; beyond this it is let go.
MAX_OUTBOX = 256
#: And at most this much text waiting for it (a few full syncs of the longest game), whatever the count.
MAX_OUTBOX_CHARACTERS = 4 * 1024 * 1024
#: Connections one address may hold at once (a household behind one router plays from one address).
MAX_PER_ADDRESS = 32
#: The largest table file resumed: its record, and a little for its seats.
MAX_TABLE_FILE = RECORD_BYTES + 64 * 1024
#: Seconds a finished table stays after its last request (its players have its record by then).
IDLE_OVER = 600.0
#: Close codes: another protocol or rules, a failed token, abuse, replaced by a newer connection,
#: too many connections from one address, a finished table put away.
CLOSE_VERSION, CLOSE_AUTH, CLOSE_ABUSE, CLOSE_REPLACED, CLOSE_LIMIT, CLOSE_DONE = 4001, 4003, 4008, 4009, 4029, 4010
#: WebSocket's own "going away": the server stops, and may well start again (a client tries to sit down again).
CLOSE_GOING_AWAY = 1001
#: What the people at a table read when its server stops (a host closing the app stops the table's server).
STOPPED = say("its server stopped: perhaps the host closed the app")
#: What they read when the host gives a table up before its game began (the close is final: no retry).
GIVEN_UP = say("the host closed the table before the game began")


def closed_on_purpose(ws: ServerConnection) -> bool:
    """Did the client close the connection itself (its app closed the table), rather than lose it?"""
    received = ws.protocol.close_rcvd
    return received is not None and received.code in (CloseCode.NORMAL_CLOSURE, CloseCode.GOING_AWAY)


def token_hash(token: str) -> str:
    """What the server keeps of a token: a leaked table file gives nobody a seat."""
    return hashlib.sha256(token.encode()).hexdigest()


def same_token(token: str, kept: str) -> bool:
    return bool(kept) and hmac.compare_digest(token_hash(token), kept)


def _held_by(table: Table, token: str) -> tuple[frozenset[int], bool] | None:
    """The seats `token` holds at `table`, and whether it is the host's; None if it holds none."""
    if same_token(token, table.host):
        return frozenset(i for i, s in enumerate(table.seats) if s.kind == "here"), True
    found = frozenset(i for i, s in enumerate(table.seats) if s.kind == "remote" and same_token(token, s.token))
    return (found, False) if found else None


class Connection:
    """One client's WebSocket: who it has proved to be, its allowance of requests, and its outbox."""

    def __init__(self, ws: ServerConnection, peer: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.ws, self.peer, self.clock = ws, peer, clock
        self.greeted = False
        self.table: Table | None = None
        self.seats: frozenset[int] = frozenset()
        self.host = False
        self.last_id = 0
        self.strikes = 0
        self.allowance, self.stamp = BURST, clock()
        self.too_fast = 0
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        #: Characters waiting in the outbox: a full sync of a long game is tens of kilobytes.
        self.queued = 0
        self.gone = False

    def send(self, message: dict[str, Any]) -> None:
        self.send_text(dump(message))

    def send_text(self, text: str) -> None:
        """Queue a message (JSON); a client that stops reading is closed rather than let it hold the table up."""
        if self.gone:
            return
        if self.outbox.qsize() >= MAX_OUTBOX or self.queued + len(text) > MAX_OUTBOX_CHARACTERS:
            self.close(CLOSE_ABUSE, "too many messages waiting: the connection does not read them")
            return
        self.queued += len(text)
        self.outbox.put_nowait(text)

    def close(self, code: int, reason: str) -> None:
        """Send nothing more, ever, and close with a one-line reason."""
        if self.gone:
            return
        self.gone = True
        with contextlib.suppress(asyncio.QueueFull):
            self.outbox.put_nowait(None)
        task = asyncio.get_running_loop().create_task(self.ws.close(code, reason[:120]))
        keep(task)

    def spend(self) -> bool:
        """Take one request from the allowance (refilled at RATE per second); False when none is left."""
        now = self.clock()
        self.allowance = min(BURST, self.allowance + (now - self.stamp) * RATE)
        self.stamp = now
        if self.allowance < 1.0:
            return False
        self.allowance -= 1.0
        return True

    async def write(self) -> None:
        while True:
            text = await self.outbox.get()
            if text is None:
                return
            self.queued -= len(text)
            try:
                await self.ws.send(text)
            except ConnectionClosed:
                return


class Server:
    """Every table of one host or `serve` process, and the WebSocket endpoint they share.

    `seed` makes the deals reproducible (tokens and codes always come from `secrets`); `folder`
    keeps each table's file so that a restart resumes them; `bot_pause` waits before each bot
    move so people can follow. `max_per_address` bounds the connections one address holds at once;
    a finished table is put away `idle_over` seconds after its last request. `clock` (seconds, for
    rates, absences and idleness) can be a test's own.
    """

    def __init__(self, *, seed: int | None = None, folder: str | Path | None = None,
                 bot_budget: Budget | None = None, bot_pause: float = 0.0, max_tables: int = 1000,
                 name: str = "Party Table", executor: Executor | None = None, max_per_address: int = MAX_PER_ADDRESS,
                 idle_over: float = IDLE_OVER, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.max_per_address, self.idle_over = max_per_address, idle_over
        self.per_address: dict[str, int] = {}
        self.rng = random.Random(seed if seed is not None else secrets.randbits(64))
        self.folder = Path(folder) if folder is not None else None
        self.bot_budget = bot_budget or Budget(seconds=1.0)
        self.bot_pause = bot_pause
        self.max_tables = max_tables
        self.name = name
        self.executor = executor or ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1)),
                                                       thread_name_prefix="bot")
        self.tables: dict[str, Table] = {}
        self.wrong: dict[str, list[float]] = {}
        self.closing = False
        self._ws: WsServer | None = None
        self._sweeper: asyncio.Task[None] | None = None
        self.rules = wire.fingerprint()
        #: Called with (event name, details) for the server's log or a window's notifications.
        self.on_event: Callable[[str, dict[str, Any]], None] | None = None
        if self.folder is not None:
            self._resume()

    # --- running ----------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None) -> None:
        # no per-message compression: it doubled an action's round trip for views of a few kilobytes
        self._ws = await serve(self._handle, host, port, ssl=tls, max_size=MAX_REQUEST, max_queue=8,
                               compression=None, ping_interval=20, ping_timeout=20, server_header="party-table")
        self.resume_bots()
        self._sweeper = keep(asyncio.get_running_loop().create_task(self._sweep_now_and_then()))

    async def _sweep_now_and_then(self) -> None:
        while not self.closing:
            await asyncio.sleep(max(1.0, min(60.0, self.idle_over / 4)))
            self.sweep()

    def sweep(self) -> list[str]:
        """Put away the finished tables idle for `idle_over` seconds (and their files); returns their codes."""
        now = self.clock()
        gone = [code for code, table in self.tables.items()
                if table.phase == "over" and now - table.touched >= self.idle_over]
        for code in gone:
            self._put_away(self.tables[code], say("the game is over and its table has been put away"), "put away")
        return gone

    def _put_away(self, table: Table, reason: Text, event: str) -> None:
        """The table goes for good, with its file: everyone still at it is told `reason` and let go (a final close,
        so no app tries to sit down there again)."""
        for conn in list(table.conns):
            self._unbind(conn, quiet=True)
            self._goodbye(conn, CLOSE_DONE, reason)
        self.tables.pop(table.code, None)
        if self.folder is not None:
            with contextlib.suppress(OSError):
                (self.folder / f"{table.code}.json").unlink()
        self._tell(event, code=table.code)

    @property
    def port(self) -> int:
        assert self._ws is not None
        return int(next(iter(self._ws.sockets)).getsockname()[1])

    async def close(self, given_up: bool = False) -> None:
        """Stop listening and drop every connection (the tables' files stay for a resume); the people at
        the tables are told why, so that a host quitting their app reads as that, not as a broken network.
        `given_up`: the host gave its table up before the game began, and nobody need wait for it."""
        self.closing = True
        if self._sweeper is not None:
            self._sweeper.cancel()
        for table in self.tables.values():
            for conn in list(table.conns):
                self._goodbye(conn, *((CLOSE_DONE, GIVEN_UP) if given_up else (CLOSE_GOING_AWAY, STOPPED)))
        await asyncio.sleep(0)  # the writers send the goodbyes before the connections close
        if self._ws is not None:
            self._ws.close()
            await self._ws.wait_closed()
        if isinstance(self.executor, ThreadPoolExecutor):
            self.executor.shutdown(wait=False, cancel_futures=True)

    async def _handle(self, ws: ServerConnection) -> None:
        address = ws.remote_address
        conn = Connection(ws, str(address[0]) if address else "?", self.clock)
        writer = asyncio.get_running_loop().create_task(conn.write())
        held = self.per_address.get(conn.peer, 0)
        self.per_address[conn.peer] = held + 1
        if held >= self.max_per_address:
            self._goodbye(conn, CLOSE_LIMIT, say("too many connections from your address ({n}): close some and try "
                                                 "again", n=held), kind="limit", protocol=PROTOCOL)
        try:
            async for raw in ws:
                if conn.gone:  # being let go: read on and drop what comes until its closing frame
                    continue       # (stopping would leave that frame unread and the socket open 10 s)
                self._receive(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            left = not conn.gone and closed_on_purpose(ws)
            conn.gone = True
            conn.outbox.put_nowait(None)
            self._unbind(conn, left)
            try:
                await writer
                await ws.wait_closed()  # the address's place is free once its socket is
            finally:
                self.per_address[conn.peer] -= 1
                if not self.per_address[conn.peer]:
                    del self.per_address[conn.peer]

    def _receive(self, conn: Connection, raw: str | bytes) -> None:
        """Check, authorise and carry out one request; a refusal goes back to the sender only."""
        rid = 0
        try:
            request = parse_request(raw)
            rid = request.id
            if not conn.spend():
                conn.too_fast += 1
                if conn.too_fast >= BURST:
                    conn.close(CLOSE_ABUSE, "too many messages")
                raise Refusal(say("too many messages: slow down"))
            conn.too_fast = 0
            if request.id <= conn.last_id:
                raise Refusal("a request repeated or out of order (its id is not new)", strike=True)
            conn.last_id = request.id
            if not conn.greeted and not isinstance(request, Hello):
                raise Refusal("say hello first", strike=True)
            self._dispatch(conn, request)
            if conn.table is not None:
                conn.table.touched = self.clock()
        except ProtocolError as exc:
            self._refuse(conn, rid or exc.request_id, Refusal(str(exc), strike=True))
        except Refusal as refusal:
            self._refuse(conn, rid, refusal)
        except Exception:  # a bug of ours must cost one request, never the server
            log.exception("request failed")
            self._refuse(conn, rid, Refusal(say("the server could not carry that out")))

    def _refuse(self, conn: Connection, rid: int, refusal: Refusal) -> None:
        message: dict[str, Any] = {"type": "refused", "re": rid, "reason": refusal.reason}
        if isinstance(refusal.message, Text) or refusal.message != refusal.reason:  # more than the reason says
            message["message"] = wire.encode(refusal.message)
        if refusal.rule:
            message["rule"] = refusal.rule
        conn.send(message)
        if refusal.strike:
            conn.strikes += 1
            if conn.strikes >= MAX_STRIKES:
                conn.close(CLOSE_ABUSE, "too many bad requests")

    def _dispatch(self, conn: Connection, request: Request) -> None:
        handler = {
            Hello: self._hello, Create: self._create, Join: self._join, Watch: self._watch, Rejoin: self._rejoin,
            Act: self._act, Undo: self._undo, Start: self._start, Again: self._again, HandOver: self._hand_over,
            Sync: self._sync, Leave: self._leave,
        }[type(request)]
        if not isinstance(request, Hello | Create | Join | Watch | Rejoin) and conn.table is None:
            raise Refusal("join a table first", strike=True)
        if isinstance(request, Create | Join | Watch | Rejoin) and conn.table is not None:
            raise Refusal("this connection is already at a table", strike=True)
        handler(conn, request)  # type: ignore[operator]

    # --- requests ---------------------------------------------------------------------

    def _hello(self, conn: Connection, hello: Hello) -> None:
        if conn.greeted:
            raise Refusal("hello was already said", strike=True)
        if hello.protocol != PROTOCOL:
            self._fatal(conn, CLOSE_VERSION, hello.id, say(
                "this server speaks protocol {ours}, the app protocol {theirs}: install the same version of "
                "Party Table on both", ours=PROTOCOL, theirs=hello.protocol))
            return
        if hello.rules != self.rules:
            self._fatal(conn, CLOSE_VERSION, hello.id, say("this server plays by another version of the rules: "
                                                           "install the same version of Party Table on both"))
            return
        conn.greeted = True
        conn.send({"type": "welcome", "re": hello.id, "protocol": PROTOCOL, "server": self.name})

    def _fatal(self, conn: Connection, code: int, rid: int, reason: Text) -> None:
        """Turn down a hello or a rejoin for good: the answer to request `rid`, then the connection closes."""
        self._goodbye(conn, code, reason, re=rid, kind="version" if code == CLOSE_VERSION else "auth",
                      protocol=PROTOCOL)

    @staticmethod
    def _goodbye(conn: Connection, code: int, reason: Text, **fields: Any) -> None:
        """Close a connection with an error its player reads in their own language (`message`; `reason` is
        the English, also the WebSocket's close reason)."""
        english = str(reason)
        conn.send({"type": "error", **fields, "reason": english, "message": wire.encode(reason)})
        conn.close(code, english)

    def _room_for_a_table(self, conn: Connection) -> None:
        """Refuse a new table when the server is full, or the sender's address has opened enough unfinished ones."""
        if len(self.tables) >= self.max_tables:
            raise Refusal(say("this server holds as many tables as it can; try again later"))
        opened = sum(1 for t in self.tables.values() if t.creator == conn.peer and t.phase != "over")
        if opened >= self.max_per_address:  # unfinished tables wait for their players: one address cannot fill a server
            raise Refusal(say_n(opened, "your address has opened {n} table whose game is not over: finish it first",
                                "your address has opened {n} tables whose games are not over: finish one first"))

    def _create(self, conn: Connection, create: Create) -> None:
        self._room_for_a_table(conn)
        try:
            game = get_game(create.game)
            options = game.resolve_options(create.options)
            game.check_players(len(create.seats), options)
        except OptionError as exc:
            raise Refusal(str(exc), message=exc.said()) from None  # a client reads it in its player's language
        # each seat's own pick (an animal, a character), None where chance picks; ignored where the game has none
        picks = create.picks if game.seat_choice is not None else None
        if picks is not None and len(picks) != len(create.seats):
            raise Refusal(say("the picks do not match the seats"))
        seats = []
        for i, plan in enumerate(create.seats):
            kind, level = plan["kind"], plan.get("level", "")
            if kind == "bot" and level not in LEVELS:
                raise Refusal(f"seat {i + 1}: a bot's level is one of {', '.join(LEVELS)}")
            name = plan.get("name") or (f"Bot {i + 1}" if kind == "bot" else f"Player {i + 1}")
            seats.append(Seat(kind, name if kind != "remote" else "", plan.get("colour", ""),
                              level if kind == "bot" else "", pick=(picks[i] if picks else None) or ""))
        taken = [s.colour for s in seats if s.colour]
        if len(taken) != len(set(taken)):
            raise Refusal(say("two seats have the same colour"))
        if create.starter is not None and create.starter >= len(seats):
            raise Refusal(say("there is no such seat at this table"))
        table = self._open_table(conn, create.id, game.id, options, seats, create.starter, picks)
        table.changed(since=0)
        self._tell("created", code=table.code, game=game.id)

    def _open_table(self, conn: Connection, rid: int, game_id: str, options: dict[str, Any], seats: list[Seat],
                    starter: int | None, picks: list[str | None] | None) -> Table:
        """A new table of these seats, dealt from the server's own seed, with `conn` its host (answered `rid`)."""
        seed = self.rng.randrange(2**31)
        # who starts and each seat's pick, in the lobby's form: the seed alone deals the game again elsewhere
        try:
            setup = get_game(game_id).lobby_setup(seed, len(seats), starter, picks)
        except ValueError:
            raise Refusal(say("two seats picked the same, or something this game does not have")) from None
        record = Record(game_id, [Player(s.name, s.level or "human") for s in seats], seed, options, setup)
        code = self._new_code()
        table = Table(self, code, record, seats, "")
        table.creator = conn.peer
        self.tables[code] = table
        self._seat_host(conn, rid, table)  # the host of a finished table moves on to its next (`again`)
        return table

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.tables:
                return code

    def _table_for(self, conn: Connection, code: str) -> Table:
        """The table with `code`; a wrong code counts against the sender's address."""
        self._check_wrong(conn)
        table = self.tables.get(code)
        if table is None:
            self._count_wrong(conn)
            raise Refusal(say("there is no table with that code"))
        return table

    def _check_wrong(self, conn: Connection) -> None:
        now = self.clock()
        recent = [t for t in self.wrong.get(conn.peer, []) if now - t < WRONG_WINDOW]
        self.wrong[conn.peer] = recent
        if len(recent) >= MAX_WRONG:
            wait = int(WRONG_WINDOW - (now - recent[0])) + 1
            # a person mistyping a code meets this too, so it is in their words (a wrong token counts alike,
            # but only a stale rejoin sends one, and the player never sees it)
            raise Refusal(say_n(wait, "too many wrong table codes from your address: wait {n} second",
                                "too many wrong table codes from your address: wait {n} seconds"), strike=True)

    def _count_wrong(self, conn: Connection) -> None:
        self.wrong.setdefault(conn.peer, []).append(self.clock())
        if len(self.wrong) > 10_000:  # forget the oldest addresses rather than grow without end
            for peer in list(self.wrong)[:5_000]:
                del self.wrong[peer]

    def _join(self, conn: Connection, join: Join) -> None:
        table = self._table_for(conn, join.code)
        if join.seat >= len(table.seats):
            raise Refusal(say("there is no such seat at this table"))
        seat = table.seats[join.seat]
        if seat.kind != "remote" or seat.token:
            raise Refusal(say("that seat is not open"))
        if table.phase == "over":
            raise Refusal(say("that game is over"))
        if any(s.colour == join.colour for i, s in enumerate(table.seats) if i != join.seat):
            raise Refusal(say("another player has that colour"))
        if any(s.name and same_name(s.name, join.name) for i, s in enumerate(table.seats) if i != join.seat):
            raise Refusal(say("another player at this table has that name: pick another"))
        choice = table.state.game.seat_choice
        pick = join.pick if choice is not None and table.phase == "lobby" else None  # in play, picks are made
        if pick is not None and (pick not in choice.ids if choice is not None else True):
            raise Refusal(say("this game has nothing of that name to pick"))
        if pick is not None and any(s.pick == pick for i, s in enumerate(table.seats) if i != join.seat):
            raise Refusal(say("another player has picked that"))
        token = secrets.token_urlsafe(24)
        seat.token, seat.name, seat.colour, seat.stand_in = token_hash(token), join.name, join.colour, ""
        seat.carried = False  # a newcomer's seat, not the last table's
        table.record.players[join.seat] = Player(join.name, "human")
        if choice is not None and table.phase == "lobby":  # the person's own pick, or chance's: not the host's
            seat.pick = pick or ""
            table.pick_again()
        self._bind(conn, table, frozenset({join.seat}), host=False)
        conn.send({"type": "joined", "re": join.id, "code": table.code, "token": token, "seats": [join.seat],
                   "host": False, "game": table.record.game, "options": table.record.options})
        table.changed(since=None)
        table.send_all(conn)
        self._tell("joined", code=table.code, seat=join.seat, name=join.name)

    def _watch(self, conn: Connection, watch: Watch) -> None:
        table = self._table_for(conn, watch.code)
        self._bind(conn, table, frozenset(), host=False)
        conn.send({"type": "joined", "re": watch.id, "code": table.code, "token": "", "seats": [], "host": False,
                   "game": table.record.game, "options": table.record.options})
        table.send_all(conn)

    def _rejoin(self, conn: Connection, rejoin: Rejoin) -> None:
        # A token that holds a seat sits down at once: the wait after wrong codes meets only a rejoin that proves
        # nothing, so someone mistyping codes behind the same router never keeps a returning player out.
        found = self.tables.get(rejoin.code)
        held = _held_by(found, rejoin.token) if found is not None else None
        if found is None or held is None:
            self._table_for(conn, rejoin.code)  # waits after wrong codes; a wrong code counts
            self._count_wrong(conn)  # and so does a wrong token
            # this connection proved nothing: it is closed and can never receive anything
            self._fatal(conn, CLOSE_AUTH, rejoin.id, say("that token holds no seat at this table "
                                                         "(the seat may have passed to someone else)"))
            return
        table, (seats, host) = found, held
        self._replace(table, conn, seats, host)
        self._bind(conn, table, seats, host)
        conn.send({"type": "joined", "re": rejoin.id, "code": table.code, "token": rejoin.token,
                   "seats": sorted(seats), "host": host, "game": table.record.game, "options": table.record.options})
        table.status()
        table.send_all(conn)
        table.advance()
        self._tell("rejoined", code=table.code, seats=sorted(seats))
        if not host:
            self._follow_on(conn, table, seats)

    def _follow_on(self, conn: Connection, old: Table, seats: frozenset[int]) -> None:
        """A guest back at the finished table is moved to their seat at the next one (`moved`), while the next
        game has not begun: a seat the host's `again` gave them (its news lost on a connection that had died
        unnoticed), or one left open because they were away, while nobody has taken it or their colour, name
        or pick."""
        table = self.tables.get(old.next_code)
        if table is None or table.phase != "lobby" or any(i >= len(table.seats) for i in seats):
            return
        others, played = [s for i, s in enumerate(table.seats) if i not in seats], old.played_picks()
        for i in seats:
            seat, was = table.seats[i], old.seats[i]
            if seat.kind == "remote" and seat.carried:
                continue  # theirs already: the old token proves them
            taken = any(s.colour == was.colour or (s.name and same_name(s.name, was.name))
                        or (played[i] and s.pick == played[i]) for s in others)
            if seat.kind != "remote" or seat.token or taken:
                return
        self._replace(table, conn, seats, host=False)  # a connection given the seat that never heard of it
        for i in seats:
            seat, was = table.seats[i], old.seats[i]
            seat.name, seat.colour, seat.pick, seat.stand_in = was.name, was.colour, played[i], ""
            table.record.players[i] = Player(was.name, "human")
        if table.state.game.seat_choice is not None:
            table.pick_again()
        self._move(conn, table, seats)
        table.changed(since=None)
        table.send_all(conn)
        self._tell("moved on", code=table.code, after=old.code, seats=sorted(seats))

    def _replace(self, table: Table, conn: Connection, seats: frozenset[int], host: bool) -> None:
        """Every other connection at `table` holding any of `seats` (or, with `host`, the host's place) lets go of
        it and is told why: `conn` has just proved it holds them."""
        for other in list(table.conns):
            if other is not conn and (other.seats & seats or (host and other.host)):
                self._unbind(other)
                self._goodbye(other, CLOSE_REPLACED, say("your seat connected again from elsewhere"))

    def _move(self, conn: Connection, table: Table, seats: frozenset[int]) -> None:
        """`conn` goes on from its table to `table`, in `seats` with a new token for them (none: to watch), marked
        as carried from the table before, and is told so by `moved`; the table it leaves tells nobody."""
        token = secrets.token_urlsafe(24) if seats else ""
        for i in seats:
            table.seats[i].token, table.seats[i].carried = token_hash(token), True
        self._unbind(conn, quiet=True)
        self._bind(conn, table, seats, host=False)
        conn.send({"type": "moved", "code": table.code, "token": token, "seats": sorted(seats), "host": False,
                   "game": table.record.game, "options": table.record.options})

    def _seat_host(self, conn: Connection, rid: int, table: Table) -> None:
        """`conn` hosts `table` (playing its seats "here") with a new host token, answered `rid` with `joined`;
        the table it hosted before, finished, tells nobody it is away."""
        host_token = secrets.token_urlsafe(24)
        table.host = token_hash(host_token)
        self._unbind(conn, quiet=True)
        self._bind(conn, table, frozenset(i for i, s in enumerate(table.seats) if s.kind == "here"), host=True)
        conn.send({"type": "joined", "re": rid, "code": table.code, "token": host_token, "seats": sorted(conn.seats),
                   "host": True, "game": table.record.game, "options": table.record.options})

    def _bind(self, conn: Connection, table: Table, seats: frozenset[int], host: bool) -> None:
        conn.table, conn.seats, conn.host = table, seats, host
        table.conns.add(conn)
        for i in seats:
            table.seats[i].conn, table.seats[i].away_since, table.seats[i].left = conn, None, False

    def _unbind(self, conn: Connection, left: bool = False, quiet: bool = False) -> None:
        """The connection no longer holds its seats: they wait for a rejoin, marked `left` when its
        person closed it on purpose (rather than lost it). `quiet`: it moved on to the next table, and the
        finished one tells nobody it is away."""
        table = conn.table
        if table is None:
            return
        table.conns.discard(conn)
        now = self.clock()
        for i in conn.seats:
            if table.seats[i].conn is conn:
                table.seats[i].conn, table.seats[i].away_since, table.seats[i].left = None, now, left
        conn.table, conn.seats, conn.host = None, frozenset(), False
        if not self.closing and not quiet:
            table.status()
            self._tell("left", code=table.code)

    def _own_seat(self, conn: Connection, seat: int) -> Table:
        table = conn.table
        assert table is not None
        if seat not in conn.seats:
            raise Refusal(f"you do not play seat {seat + 1}", strike=True)
        return table

    def _act(self, conn: Connection, act: Act) -> None:
        table = self._own_seat(conn, act.seat)
        if table.phase == "lobby":
            raise Refusal(say("the game has not started"))
        if table.seats[act.seat].bot:
            raise Refusal(say("a bot plays this seat for now"))
        actions = table.record.actions
        if act.at > len(actions):  # made before a move was taken back (or by a client that is no app)
            raise Refusal(say("that request is out of date: the game has moved on"))
        if any(s == act.seat for s, _ in actions[act.at:]):
            raise Refusal(say("that request is out of date: this seat has acted since (or it repeats one)"))
        try:
            table.apply(act.seat, act.action)
        except BadNotation as exc:
            raise Refusal(str(exc)) from None
        except IllegalAction as exc:
            raise Refusal(str(exc), message=exc.message, rule=exc.rule) from None
        conn.send({"type": "ok", "re": act.id, "at": len(table.record.actions)})

    def _undo(self, conn: Connection, undo: Undo) -> None:
        table = self._own_seat(conn, undo.seat)
        if undo.at != len(table.record.actions):
            raise Refusal(say("that request is out of date: the game has moved on"))
        table.undo(undo.seat)
        conn.send({"type": "ok", "re": undo.id, "at": len(table.record.actions)})

    def _host_table(self, conn: Connection) -> Table:
        if not conn.host or conn.table is None:
            raise Refusal("only the host may do that", strike=True)
        return conn.table

    def _start(self, conn: Connection, start: Start) -> None:
        table = self._host_table(conn)
        if table.phase != "lobby":
            raise Refusal(say("the game has already started"))
        open_seats = [i + 1 for i, s in enumerate(table.seats) if s.kind == "remote" and not s.token and not s.bot]
        if open_seats:
            raise Refusal(say("seat {n} is still open: wait for a player or give it to a bot", n=open_seats[0]))
        table.phase = "playing"
        conn.send({"type": "ok", "re": start.id, "at": 0})
        table.changed(since=0)

    def _again(self, conn: Connection, again: Again) -> None:
        """The next game, at a new table with the same seats: the host and everyone still at this table sit down
        at it (each guest in their own seat, with a new token, told by `moved`); a seat whose person has gone
        is open to anyone with the new code. The finished table stays, as any finished table, for its record."""
        old = self._host_table(conn)
        if old.phase != "over":
            raise Refusal(say("the game is not over yet"))
        waiting = self.tables.get(old.next_code)
        if waiting is not None and waiting.phase == "lobby":  # asked again: its answer was lost on the way
            self._host_back(conn, again.id, waiting)
            return
        self._room_for_a_table(conn)
        game = old.state.game
        choice = game.seat_choice
        played = old.played_picks()
        comers = {conn}  # the connections that come along: the host's, every guest's, every spectator's
        seats, picks = [], []
        for i, seat in enumerate(old.seats):
            stays = seat.kind != "remote" or (bool(seat.token) and seat.conn is not None and not seat.conn.gone)
            if seat.kind == "remote" and stays and seat.conn is not None:
                comers.add(seat.conn)
            # each seat plays as it did (its animal, its character); a newcomer picks their own
            pick = played[i] if stays else ""
            seats.append(Seat(seat.kind, seat.name if stays else "", seat.colour if stays else "", seat.level,
                              pick=pick))
            picks.append(pick or None)
        comers |= {c for c in old.conns if not c.seats and not c.host and not c.gone}
        table = self._open_table(conn, again.id, game.id, dict(old.record.options), seats, None,
                                 picks if choice is not None else None)
        for comer in comers - {conn}:  # not away from the finished game: gone on to the next
            self._move(comer, table, frozenset(i for i, s in enumerate(old.seats) if s.conn is comer
                                               and s.kind == "remote"))
        table.changed(since=0)
        old.next_code = table.code
        self.save(old)
        self._tell("again", code=table.code, after=old.code)

    def _host_back(self, conn: Connection, rid: int, table: Table) -> None:
        """The host of a finished game sits down at the next table it opened, with a new host token (the answer
        that held the first never came), and its guests still there: `again` asked twice opens one table."""
        self._replace(table, conn, frozenset(), host=True)
        self._seat_host(conn, rid, table)
        table.changed(since=0)
        self._tell("again", code=table.code, again=True)

    def _hand_over(self, conn: Connection, hand: HandOver) -> None:
        table = self._host_table(conn)
        if hand.seat >= len(table.seats):
            raise Refusal(say("there is no such seat at this table"))
        seat = table.seats[hand.seat]
        if table.phase == "over":
            raise Refusal(say("the game is over"))
        if hand.to in LEVELS:
            if seat.kind == "bot":
                seat.level = hand.to
            else:
                seat.stand_in = hand.to
                if not seat.token and not seat.name:  # an open seat a bot takes: a name to tell it by, on every screen
                    seat.name = f"Bot {hand.seat + 1}"
                    table.record.players[hand.seat] = Player(seat.name, table.record.players[hand.seat].kind)
        elif hand.to == "person":
            if seat.kind == "bot":
                raise Refusal(say("that seat has always been a bot's"))
            seat.stand_in = ""
            if not seat.token:  # open again, for someone to join: the bot's name goes with it
                seat.name = ""
        elif hand.to == "open":
            if seat.kind != "remote":
                raise Refusal(say("only a seat of a person joining can be opened to someone new"))
            self._release(table, hand.seat, say("the host gave your seat to someone else"))
        else:
            raise Refusal(f"a seat can go to a bot ({', '.join(LEVELS)}), to its person, or be opened")
        table.generation += 1
        table.thinking.discard(hand.seat)
        conn.send({"type": "ok", "re": hand.id, "at": len(table.record.actions)})
        table.changed(since=None)

    def _release(self, table: Table, index: int, reason: Text) -> None:
        """The seat's token stops working; whoever held it is let go."""
        seat = table.seats[index]
        holder = seat.conn
        seat.token, seat.carried = "", False
        if holder is not None and holder.table is table:
            self._unbind(holder)
            self._goodbye(holder, CLOSE_REPLACED, reason)
        seat.conn, seat.away_since = None, None

    def _sync(self, conn: Connection, sync: Sync) -> None:
        assert conn.table is not None
        conn.send({"type": "ok", "re": sync.id, "at": len(conn.table.record.actions)})
        conn.table.send_all(conn)

    def _leave(self, conn: Connection, leave: Leave) -> None:
        table = conn.table
        assert table is not None
        conn.send({"type": "ok", "re": leave.id, "at": len(table.record.actions)})
        if conn.host and table.phase == "lobby":  # its host gives it up before it began: nobody need wait for it
            self._unbind(conn, quiet=True)
            conn.close(1000, "you closed the table")
            self._put_away(table, GIVEN_UP, "given up")
            return
        seats = [i for i in conn.seats if table.seats[i].kind == "remote"]
        for i in seats:
            self._release(table, i, say("you left the table"))
        if not seats:
            self._unbind(conn)
            conn.close(1000, "you left the table")
        if table.phase == "lobby":
            for i in seats:
                table.seats[i].name = table.seats[i].colour = table.seats[i].pick = ""
            table.pick_again()
        table.changed(since=None)

    # --- files, events ----------------------------------------------------------------

    def save(self, table: Table) -> None:
        """Write the table's file (atomically), so a restart of the host or server resumes it.

        A file that cannot be written stops nothing: the move stands and the game goes on (as an
        autosave at one computer), and the failure is told once per table, until a write succeeds.
        """
        if self.folder is None:
            return
        path = self.folder / f"{table.code}.json"
        temporary = path.with_suffix(".tmp")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            temporary.write_text(json.dumps(table.to_dict(), ensure_ascii=False), encoding="utf-8")
            os.replace(temporary, path)
        except OSError as exc:
            if table.unsaved is None:
                table.unsaved = fault(exc)
                log.warning("table %s is not being saved in %s: %s", table.code, self.folder, exc)
                self._tell("not saved", code=table.code, why=table.unsaved)
            return
        table.unsaved = None

    def _resume(self) -> None:
        assert self.folder is not None
        for path in sorted(self.folder.glob("*.json")) if self.folder.is_dir() else []:
            try:
                if path.stat().st_size > MAX_TABLE_FILE:
                    raise ValueError(f"the file is larger than a table's ({path.stat().st_size} bytes)")
                table = Table.from_dict(self, json.loads(path.read_bytes()))
                if table.code != path.stem:  # its next save would write another file, or take another's place
                    raise ValueError(f"the file holds table {table.code}, not {path.stem}")
            except (OSError, ValueError, RulesError, RecursionError) as exc:  # a move its rules refuse, too
                log.warning("cannot resume %s: %s", path.name, exc)  # the other tables still resume
                continue
            self.tables[table.code] = table

    def resume_bots(self) -> None:
        """Let bots of resumed tables go on (called once the loop runs)."""
        for table in self.tables.values():
            table.advance()

    def _tell(self, what: str, **details: Any) -> None:
        log.info("%s %s", what, {key: str(value) if isinstance(value, Text) else value  # words, not a repr
                                 for key, value in details.items()})
        if self.on_event is not None:
            self.on_event(what, details)

