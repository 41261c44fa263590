"""A server holds up under many connections and many tables: one address cannot hold more than its share
of connections, and finished tables left idle are put away (issue 34, "Hostile peers"; docs/network.md)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from pathlib import Path

import pytest

from net import server as server_mod
from net.client import NetError, Refused
from rules.core import say

from .tables import client, close_all, play_out, run, seated, served


async def settled(condition: Callable[[], bool]) -> None:
    """Wait until the server has taken in a connection's end (it runs in the same loop)."""
    for _ in range(500):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the server did not get there")


def test_a_flood_of_connections_from_one_address_is_refused_with_a_reason() -> None:
    async def go() -> None:
        async with served(max_per_address=3) as server:
            held = [await client(server) for _ in range(3)]
            with pytest.raises(NetError, match="too many connections from your address"):
                await client(server)
            await settled(lambda: server.per_address == {"127.0.0.1": 3})  # the refused one is not counted
            # the connections already held carry on
            code = await held[0].create("turtle-butt", [{"kind": "here", "name": "Ann", "colour": "wine"},
                                                         {"kind": "bot", "level": "random"}])
            await held[1].watch(code)
            await held[0].start()
            # a connection closed frees a place for a new one
            await held[2].close()
            await settled(lambda: server.per_address == {"127.0.0.1": 2})
            again = await client(server)
            await again.watch(code)
            await play_out([held[0]], [0])
            await close_all([*held[:2], again])
    run(go())


def test_a_refused_connection_is_closed_with_the_limit_code() -> None:
    from websockets.asyncio.client import connect

    async def go() -> None:
        async with served(max_per_address=1) as server:
            first = await client(server)
            async with connect(f"ws://127.0.0.1:{server.port}") as ws:
                message = await ws.recv()
                assert '"kind":"limit"' in message and "too many connections" in message
                await ws.wait_closed()
                assert ws.close_code == server_mod.CLOSE_LIMIT
            await close_all([first])
    run(go())


class Clock:
    """A clock the test moves by hand: no sleeping."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_finished_table_idle_past_the_timeout_is_put_away(tmp_path: Path) -> None:
    clock = Clock()

    async def go() -> None:
        async with served(folder=tmp_path, clock=clock, idle_over=100.0) as server:
            clients, seats = await seated(server, "turtle-butt", ["here", "remote", "bot"])
            host, ben = clients
            code = host.code
            await play_out(clients, seats)
            assert server.tables[code].phase == "over" and (tmp_path / f"{code}.json").is_file()
            clock.now += 99.0
            assert server.sweep() == []
            await ben.sync()  # a request keeps the table a while longer
            clock.now += 99.0
            assert server.sweep() == []
            clock.now += 1.0
            assert server.sweep() == [code]
            assert code not in server.tables and not (tmp_path / f"{code}.json").exists()
            await host.wait_for(lambda c: c.closed is not None)
            assert host.closed == "the game is over and its table has been put away"
            late = await client(server)
            with pytest.raises(Refused, match="there is no table with that code") as refused:
                await late.watch(code)
            # the server's own reason travels as a sentence the player's app can put in their language
            assert refused.value.message == say("there is no table with that code")
            await close_all([host, ben, late])
    run(go())


def test_a_table_in_play_or_in_its_lobby_is_never_put_away_for_idling() -> None:
    clock = Clock()

    async def go() -> None:
        async with served(clock=clock, idle_over=100.0) as server:
            playing, _ = await seated(server, "arturo", ["here", "remote"])
            waiting, _ = await seated(server, "arturo", ["here", "remote"], start=False)
            clock.now += 1e6
            assert server.sweep() == []
            assert {playing[0].code, waiting[0].code} <= set(server.tables)
            await close_all([*playing, *waiting])
    run(go())


def test_a_connection_closed_for_abuse_frees_its_place_at_once() -> None:
    """The server reads on past the abuse to the peer's closing frame, rather than leave the socket open
    until the closing handshake times out (10 s), holding one of the address's places meanwhile."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    from net import wire
    from net.protocol import PROTOCOL, dump

    async def go() -> None:
        async with served(max_per_address=3) as server:
            clients, _seats = await seated(server, "arturo", ["here", "remote", "bot"])
            ws = await connect(f"ws://127.0.0.1:{server.port}", max_size=None)
            await ws.send(dump({"type": "hello", "id": 1, "protocol": PROTOCOL, "rules": wire.fingerprint(),
                                "app": "flood"}))
            await ws.send(dump({"type": "watch", "id": 2, "code": clients[0].code}))
            for i in range(200):  # each sync asks for the whole table again: far too many, far too fast
                await ws.send(dump({"type": "sync", "id": i + 3}))

            async def until_closed() -> None:
                with contextlib.suppress(ConnectionClosed):
                    while True:
                        await ws.recv()
            # not a measure of speed: a server that stopped reading kept the socket open for its whole
            # closing timeout (10 s); one that reads on closes as soon as the frames in flight are read
            await asyncio.wait_for(until_closed(), 5.0)
            assert ws.close_code == server_mod.CLOSE_ABUSE
            await settled(lambda: server.per_address == {"127.0.0.1": 2})
            again = await client(server)
            await close_all([*clients, again])
    run(go())


def test_one_address_cannot_fill_a_server_with_tables_nobody_plays() -> None:
    """Tables in their lobby or in play are kept for their players, so one address may hold only as many
    unfinished ones as it may hold connections; a finished one no longer counts."""
    async def go() -> None:
        async with served(max_per_address=2) as server:
            seats = [{"kind": "here", "name": "Ann", "colour": "wine"}, {"kind": "remote"}]
            codes = []
            for _ in range(2):  # opened, then left: the tables wait
                c = await client(server)
                codes.append(await c.create("turtle-butt", seats))
                await c.close()
            third = await client(server)
            with pytest.raises(Refused, match="has opened 2 tables whose games are not over"):
                await third.create("turtle-butt", seats)
            assert len(server.tables) == 2
            server.tables[codes[0]].phase = "over"  # one of them ends
            await third.create("turtle-butt", seats)
            assert len(server.tables) == 3
            await third.close()
    run(go())


def test_a_connection_that_does_not_read_is_let_go_once_the_text_waiting_for_it_is_too_long() -> None:
    """A watcher asking for full syncs of a long game and reading none would hold tens of kilobytes a request:
    what waits for one connection is bounded by its size as well as by the number of messages."""
    async def go() -> None:
        closed: list[int] = []

        class Unread:  # a socket whose reader never reads
            async def close(self, code: int, reason: str) -> None:
                closed.append(code)

        conn = server_mod.Connection(Unread(), "127.0.0.1")  # type: ignore[arg-type]
        sync = "x" * 100_000
        fits = server_mod.MAX_OUTBOX_CHARACTERS // len(sync)
        assert fits < server_mod.MAX_OUTBOX  # the count alone would let all of them wait
        for _ in range(fits):
            conn.send_text(sync)
        assert not conn.gone and conn.queued == fits * len(sync)
        conn.send_text(sync)
        assert conn.gone
        await asyncio.sleep(0)
        assert closed == [server_mod.CLOSE_ABUSE]
    run(go())
