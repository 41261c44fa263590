"""`party-table bench net`: an action's round trip, and one serve process holding many tables.

The server runs as its own `serve` process on 127.0.0.1 (pinned to one core where the system
allows), the clients in this process; nothing leaves the machine. Clients play their seats
with the random bot, so the figures measure the protocol and the server, not bot thinking.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from rules.bots import RandomBot
from rules.core import Action, View

from .client import Client, NetError, play_seat

ROOT = Path(__file__).resolve().parent.parent


def add_parser(bsub: Any) -> None:
    p = bsub.add_parser("net", help="an action's round trip on loopback; one serve process holding many tables")
    p.add_argument("--actions", type=int, default=2000, help="actions timed for the round trip (default 2000)")
    p.add_argument("--tables", type=int, default=100, help="tables held at once for the load (default 100)")
    p.add_argument("--think", type=float, default=0.5,
                   help="seconds a client waits before each action under load (default 0.5)")
    p.add_argument("--seconds", type=float, default=30.0, help="how long the load runs (default 30)")
    p.add_argument("--only", choices=("rtt", "load"), help="run one of the two")
    p.set_defaults(func=cmd_bench_net)


class ServeProcess:
    """A `party-table serve` child on 127.0.0.1 with a free port, pinned to one core."""

    def __init__(self, core: int | None) -> None:
        env = dict(os.environ, PARTY_TABLE_NO_LAN="1", PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "net.cli", "serve", "--host", "127.0.0.1", "--port", "0", "--bot-pause", "0",
             "--bot-seconds", "0.05", "--max-tables", "100000", "--quiet"],
            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        if core is not None and hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(self.proc.pid, {core})
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line.startswith("serving on "):
            raise RuntimeError(f"serve did not start: {line!r}")
        self.url = line.split()[2]

    def rss(self) -> int:
        """The server's resident memory in bytes (Linux)."""
        try:
            for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        except OSError:
            pass
        return 0

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def chooser(seed: int) -> Any:
    bot, rng = RandomBot(), random.Random(seed)

    def choose(view: View) -> Action:
        return bot.choose(view, rng)
    return choose


async def table_of(url: str, game: str, plan: list[str], colours: list[str]) -> list[Client]:
    """A started table: the host plays the "here" seat, one client joins each "remote" seat."""
    host = Client()
    await host.connect(url)
    seats: list[dict[str, Any]] = [{"kind": k, "level": "random"} if k == "bot" else {"kind": k} for k in plan]
    seats[0].update(name="Host", colour=colours[0])
    code = await host.create(game, seats)
    clients = [host]
    for i, kind in enumerate(plan):
        if kind == "remote":
            joiner = Client()
            await joiner.connect(url)
            await joiner.join(code, i, f"P{i + 1}", colours[i])
            clients.append(joiner)
    await host.start()
    return clients


async def play_tables(url: str, game: str, plan: list[str], until: float, think: float, timings: list[float],
                      number: int, enough: int = 0) -> int:
    """Play tables one after another until `until` (or `enough` timings); returns the games finished."""
    colours = ["red", "blue", "green", "yellow", "purple", "orange"]
    finished = 0
    while time.perf_counter() < until and not (enough and len(timings) >= enough):
        clients = await table_of(url, game, plan, colours)
        seats = [0] + [i for i, k in enumerate(plan) if k == "remote"]
        tasks = [asyncio.ensure_future(play_seat(c, s, chooser(number * 100 + s), think, timings))
                 for c, s in zip(clients, seats, strict=True)]
        done, _ = await asyncio.wait(tasks, timeout=max(0.1, until - time.perf_counter()))
        finished += len(done) == len(tasks)
        for task in tasks:
            task.cancel()
        for client in clients:
            await client.close()
    return finished


def _ms(values: list[float], q: float) -> float:
    if len(values) < 2:
        return values[0] * 1000 if values else float("nan")
    return statistics.quantiles(values, n=100)[int(q) - 1] * 1000


def cmd_bench_net(args: argparse.Namespace) -> int:
    if args.actions < 1 or args.tables < 1 or args.seconds <= 0 or args.think < 0:
        raise ValueError("--actions and --tables must be at least 1, --seconds positive, --think not negative")
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    server_core = cores[0] if cores else None
    if len(cores) > 1 and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, set(cores[1:]))
    print(f"serve on core {server_core}, clients on cores {cores[1:] or cores}; loopback 127.0.0.1 only")
    serve = ServeProcess(server_core)
    try:
        if args.only in (None, "rtt"):
            asyncio.run(_round_trip(serve.url, args.actions))
        if args.only in (None, "load"):
            asyncio.run(_load(serve, args.tables, args.think, args.seconds))
    except NetError as exc:
        raise ValueError(str(exc)) from None
    finally:
        serve.stop()
    return 0


async def _round_trip(url: str, actions: int) -> None:
    """Two clients at one Arturo table, acting as soon as it is their turn; no bot thinks on the server."""
    timings: list[float] = []
    games = await play_tables(url, "arturo", ["here", "remote"], time.perf_counter() + 3600, 0.0, timings, 0, actions)
    timings = timings[:actions]
    print(f"round trip of an action (act to answer, 2 clients, arturo, {len(timings)} actions, {games} games): "
          f"p50 {_ms(timings, 50):.2f} ms, p95 {_ms(timings, 95):.2f} ms, p99 {_ms(timings, 99):.2f} ms")


async def _load(serve: ServeProcess, tables: int, think: float, seconds: float) -> None:
    """`tables` Arturo tables at once, each with 4 clients (the host and three joiners) and a random bot."""
    base = serve.rss()
    timings: list[float] = []
    until = time.perf_counter() + seconds
    plan = ["here", "remote", "remote", "remote", "bot"]
    peak = [base]

    async def sample() -> None:
        while time.perf_counter() < until:
            peak[0] = max(peak[0], serve.rss())
            await asyncio.sleep(1.0)

    sampler = asyncio.ensure_future(sample())
    finished = await asyncio.gather(*(play_tables(serve.url, "arturo", plan, until, think, timings, n)
                                      for n in range(tables)))
    await sampler
    per_table = (peak[0] - base) / tables
    print(f"{tables} tables x 4 clients + 1 random bot, think {think} s, {seconds:.0f} s: {len(timings)} actions "
          f"({len(timings) / seconds:.0f}/s), {sum(finished)} games finished; action latency "
          f"p50 {_ms(timings, 50):.1f} ms, p95 {_ms(timings, 95):.1f} ms; server memory {base / 2**20:.0f} MB "
          f"idle, {peak[0] / 2**20:.0f} MB at peak, {per_table / 1024:.0f} kB per table")
