"""Servers and tables for the network tests: loopback only (127.0.0.1, a free port)."""

from __future__ import annotations

import asyncio
import contextlib
import random
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from net.client import Client, play_seat
from net.server import Server
from rules.bots import Budget, RandomBot
from rules.core import Action, View

T = TypeVar("T")
COLOURS = ["vermillion", "blue", "bluish-green", "yellow", "reddish-purple", "orange"] * 2


def run(coroutine: Awaitable[T], seconds: float = 60.0) -> T:
    """Run a test's coroutine in a fresh loop, failing rather than hanging."""
    async def bounded() -> T:
        return await asyncio.wait_for(coroutine, seconds)
    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def served(folder: Path | None = None, seed: int = 7, tls: ssl.SSLContext | None = None,
                 **options: Any) -> AsyncIterator[Server]:
    """A server on 127.0.0.1 (a free port); `options` go to `Server` (limits, a test's clock)."""
    server = Server(seed=seed, folder=folder, bot_budget=Budget(iterations=20), **options)
    await server.start("127.0.0.1", 0, tls)
    try:
        yield server
    finally:
        await server.close()


def url(server: Server) -> str:
    return f"ws://127.0.0.1:{server.port}"


async def client(server: Server) -> Client:
    c = Client()
    await c.connect(url(server))
    return c


async def seated(server: Server, game: str, plan: list[str], options: dict[str, Any] | None = None,
                 start: bool = True) -> tuple[list[Client], list[int]]:
    """A table of `plan` (here/remote/bot seats): the host's client first, then one client per remote seat,
    and the seat each plays."""
    host = await client(server)
    seats: list[dict[str, Any]] = []
    for i, kind in enumerate(plan):
        seats.append({"kind": kind, "level": "random"} if kind == "bot" else {"kind": kind})
        if kind == "here":
            seats[-1].update(name=f"Host {i + 1}", colour=COLOURS[i])
    code = await host.create(game, seats, options)
    clients, played = [host], [plan.index("here")]
    for i, kind in enumerate(plan):
        if kind == "remote":
            joiner = await client(server)
            await joiner.join(code, i, f"Guest {i + 1}", COLOURS[i])
            clients.append(joiner)
            played.append(i)
    if start:
        await host.start()
    return clients, played


def random_player(seed: int) -> Callable[[View], Action]:
    bot, rng = RandomBot(), random.Random(seed)
    return lambda view: bot.choose(view, rng)


async def play_out(clients: list[Client], seats: list[int]) -> None:
    """Every client plays its seat with the random bot until the game is over and the record is in."""
    await asyncio.gather(*(play_seat(c, s, random_player(s)) for c, s in zip(clients, seats, strict=True)))
    for c in clients:
        await c.wait_for(lambda c: c.record is not None)


async def finished(server: Server, game: str, plan: list[str]) -> list[Client]:
    """A table of `plan` (see `seated`) played to its end, the record in: its clients, the host's first."""
    clients, seats = await seated(server, game, plan)
    await play_out(clients, seats)
    return clients


async def close_all(clients: list[Client]) -> None:
    for c in clients:
        await c.close()
