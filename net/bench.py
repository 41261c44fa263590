"""`party-table bench net`: an action's round trip, and one serve process holding many tables.

The server runs as its own `serve` process on 127.0.0.1 (pinned to one core where the system
allows), the clients in other processes on the other cores; nothing leaves the machine. Clients
play their seats with the random bot, so the figures measure the protocol and the server, not
bot thinking. Each figure comes with the CPU time the server and the clients used and the load
average, so a reader can tell a busy server from busy clients or a busy machine.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from rules.bots import LEVELS, RandomBot
from rules.console import at_least_one, positive_seconds
from rules.core import Action, View, registry

from . import wire
from .client import Client, NetError, play_seat
from .protocol import dump

ROOT = Path(__file__).resolve().parent.parent


def add_parser(bsub: Any) -> None:
    p = bsub.add_parser("net", help="an action's round trip on loopback; one serve process holding many tables")
    p.add_argument("--actions", type=at_least_one, default=2000, help="actions timed for the round trip (default 2000)")
    p.add_argument("--tables", type=at_least_one, default=100, help="tables held at once for the load (default 100)")
    p.add_argument("--think", type=float, default=0.5,
                   help="seconds a client waits before each action under load (default 0.5)")
    p.add_argument("--seconds", type=positive_seconds, default=30.0, help="how long the load runs (default 30)")
    p.add_argument("--bot", default="random", help="the level of the bot at each load table (default random)")
    p.add_argument("--bot-processes", type=int, default=0,
                   help="the server's bots think in this many processes (default 0: in threads)")
    p.add_argument("--client-processes", type=at_least_one, default=2,
                   help="processes the load's clients are spread over (default 2)")
    p.add_argument("--only", choices=("rtt", "load"), help="run one of the two")
    p.add_argument("--game", help="the game played at every table (default: the one whose views are largest)")
    p.set_defaults(func=cmd_bench_net)


class ServeProcess:
    """A `party-table serve` child on 127.0.0.1 with a free port, pinned to one core."""

    def __init__(self, core: int | None, bot_processes: int = 0) -> None:
        env = dict(os.environ, PARTY_TABLE_NO_LAN="1", PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "net.cli", "serve", "--host", "127.0.0.1", "--port", "0", "--bot-pause", "0",
             "--bot-seconds", "0.05", "--max-tables", "100000",
             "--max-per-address", "100000", "--bot-processes", str(bot_processes), "--quiet"],
            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        if core is not None and hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(self.proc.pid, {core})
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line.startswith("serving on "):
            raise RuntimeError(f"serve did not start: {line!r}")
        self.url = line.split()[2]

    def cpu(self) -> float:
        """CPU seconds the server has used so far (Linux; 0 elsewhere)."""
        try:
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return 0.0

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


class LazyViews(dict[int | None, View]):
    """A load client's views: each kept as the server sent it and decoded only when read."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: dict[int | None, Any] = {}

    def __missing__(self, seat: int | None) -> View:
        view: View = wire.decode(self.sent[seat])
        self[seat] = view
        return view

    def __contains__(self, seat: object) -> bool:
        return seat in self.sent

    def clear(self) -> None:
        super().clear()
        self.sent.clear()


class LoadClient(Client):
    """A client for the load, lighter than an app: it reads its seat's view only when it is to act, and
    no log. Four hundred of them share two cores with the server, and the figure is the server's."""

    def __init__(self) -> None:
        super().__init__()
        self.views = self.lazy = LazyViews()

    def _views(self, message: dict[str, Any]) -> None:
        for part in message["views"]:
            self.lazy.sent[part["seat"]] = part["view"]
            self.lazy.pop(part["seat"], None)


async def table_of(url: str, game: str, plan: list[str], colours: list[str], bot: str = "random",
                   light: bool = False) -> list[Client]:
    """A started table: the host plays the "here" seat, one client joins each "remote" seat, bots are `bot`;
    `light`: LoadClients."""
    make: type[Client] = LoadClient if light else Client
    host = make()
    await host.connect(url)
    seats: list[dict[str, Any]] = [{"kind": k, "level": bot} if k == "bot" else {"kind": k} for k in plan]
    seats[0].update(name="Host", colour=colours[0])
    code = await host.create(game, seats)
    clients = [host]
    for i, kind in enumerate(plan):
        if kind == "remote":
            joiner = make()
            await joiner.connect(url)
            await joiner.join(code, i, f"P{i + 1}", colours[i])
            clients.append(joiner)
    await host.start()
    return clients


COLOURS = ["vermillion", "blue", "bluish-green", "yellow", "reddish-purple", "orange"]


async def play_tables(url: str, game: str, plan: list[str], until: float, think: float, timings: list[float],
                      number: int, enough: int = 0, first: list[Client] | None = None, bot: str = "random",
                      light: bool = False) -> int:
    """Play tables one after another until `until` (or `enough` timings), beginning with the table of `first`
    if given; returns the games finished."""
    finished = 0
    while time.perf_counter() < until and not (enough and len(timings) >= enough):
        clients = first or await table_of(url, game, plan, COLOURS, bot, light)
        first = None
        seats = [0] + [i for i, k in enumerate(plan) if k == "remote"]
        tasks = [asyncio.ensure_future(play_seat(c, s, chooser(number * 100 + s), think, timings))
                 for c, s in zip(clients, seats, strict=True)]
        done, _ = await asyncio.wait(tasks, timeout=max(0.1, until - time.perf_counter()))
        finished += len(done) == len(tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)  # a game cut off by the clock ends in NetError
        for client in clients:
            await client.close()
    return finished


def _ms(values: list[float], q: float) -> float:
    if len(values) < 2:
        return values[0] * 1000 if values else float("nan")
    return statistics.quantiles(values, n=100)[int(q) - 1] * 1000


def cmd_bench_net(args: argparse.Namespace) -> int:
    if args.actions < 1 or args.tables < 1 or args.seconds <= 0 or args.think < 0 or args.client_processes < 1:
        raise ValueError("--actions, --tables and --client-processes must be at least 1, --seconds positive, "
                         "--think not negative")
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    server_core = cores[0] if cores else None
    client_cores = set(cores[1:] or cores)
    if len(cores) > 1 and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, client_cores)
    print(f"serve on core {server_core}, clients on cores {sorted(client_cores)}; loopback 127.0.0.1 only; "
          f"load average {_load_average()}")
    if args.bot not in LEVELS:
        raise ValueError(f"--bot is one of {', '.join(LEVELS)}")
    games = [g.id for g in shipped_games()]
    if args.game is not None and args.game not in games:
        raise ValueError(f"--game is one of {', '.join(games)}")
    game = args.game or heaviest_game()
    print(f"every table plays {game}" + ("" if args.game else " (the game whose views are largest)"))
    serve = ServeProcess(server_core, args.bot_processes)
    try:
        if args.only in (None, "rtt"):
            asyncio.run(_round_trip(serve.url, game, args.actions))
        if args.only in (None, "load"):
            _load(serve, game, args.tables, args.think, args.seconds, args.client_processes, args.bot)
    except NetError as exc:
        raise ValueError(str(exc)) from None
    finally:
        serve.stop()
    print(f"load average afterwards {_load_average()}")
    return 0


def _load_average() -> str:
    with contextlib.suppress(OSError, AttributeError):
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    return "unknown"


def shipped_games() -> list[Any]:
    """The games the app ships, in the registry's order (a test may have registered a toy of its own)."""
    found = (registry.game_in_package(package.rpartition(".")[2]) for package in registry.GAME_PACKAGES)
    return [game for game in found if game is not None]


def heaviest_game() -> str:
    """The game whose seat views at the start of a full load table are largest on the wire: what every
    action sends grows with them, so the figures are the server's worst case."""
    def start_view(game: Any) -> int:
        return len(dump(wire.encode(game.new(min(len(LOAD_PLAN), game.max_players), seed=1).view(0))))
    return max(shipped_games(), key=start_view).id


def load_plan(game: str) -> list[str]:
    """The load's seats cut to what `game` seats: the host, people joining, and the bot last."""
    seats = min(len(LOAD_PLAN), registry.get_game(game).max_players)
    return LOAD_PLAN[:seats - 1] + LOAD_PLAN[-1:]


async def _round_trip(url: str, game: str, actions: int) -> None:
    """Two clients at one table, acting as soon as it is their turn; no bot thinks on the server."""
    timings: list[float] = []
    games = await play_tables(url, game, ["here", "remote"], time.perf_counter() + 3600, 0.0, timings, 0, actions)
    timings = timings[:actions]
    print(f"round trip of an action (act to answer, 2 clients, {game}, {len(timings)} actions, {games} games): "
          f"p50 {_ms(timings, 50):.2f} ms, p95 {_ms(timings, 95):.2f} ms, p99 {_ms(timings, 99):.2f} ms")


#: The load's tables: the host plays the first seat, three people join, a random bot plays the last (fewer
#: people join where the game seats fewer).
LOAD_PLAN = ["here", "remote", "remote", "remote", "bot"]


def _load(serve: ServeProcess, game: str, tables: int, think: float, seconds: float, processes: int,
          bot: str) -> None:
    """`tables` tables of `game` at once, each with up to 4 clients and a `bot` bot, the clients spread over
    `processes` processes; the clock starts in each process once all its tables are seated, and the
    server's CPU is read while every process plays."""
    processes = min(processes, tables)
    shares = [list(range(tables))[k::processes] for k in range(processes)]
    base = serve.rss()
    peak, samples = base, [(time.perf_counter(), serve.cpu())]
    with ProcessPoolExecutor(processes) as pool:
        futures = [pool.submit(_load_process, serve.url, game, share, think, seconds, bot) for share in shares]
        while not all(f.done() for f in futures):
            time.sleep(0.25)
            peak = max(peak, serve.rss())
            samples.append((time.perf_counter(), serve.cpu()))
        parts = [f.result() for f in futures]
    timings = [t for part in parts for t in part[0]]
    if not timings:
        raise ValueError("under load no client had a turn in time, so there is nothing to report")
    finished = sum(part[1] for part in parts)
    client_cpu = sum(part[3] for part in parts)
    # the window in which every client process was playing
    first, last = max(part[2] for part in parts), min(part[2] for part in parts) + seconds
    inside = [(t, cpu) for t, cpu in samples if first <= t <= last] or samples[-2:]
    window = max(1e-9, inside[-1][0] - inside[0][0])
    busy = (inside[-1][1] - inside[0][1]) / window
    rate = len(timings) / seconds
    per_table = (peak - base) / tables
    people = len(load_plan(game)) - 1
    print(f"{tables} {game} tables x {people} clients + 1 {bot} bot, think {think} s, {seconds:.0f} s of play, "
          f"clients in {processes} processes: {len(timings)} actions ({rate:.0f}/s), {finished} games finished; action "
          f"latency p50 {_ms(timings, 50):.1f} ms, p95 {_ms(timings, 95):.1f} ms, p99 {_ms(timings, 99):.1f} ms")
    print(f"  while all played, the server used {100 * busy:.0f}% of its core ({1000 * busy / max(rate, 1e-9):.2f} ms "
          f"CPU per action, its bots included); the clients used {client_cpu:.1f} s CPU in all while playing; "
          f"server memory {base / 2**20:.0f} MB idle, {peak / 2**20:.0f} MB at peak, {per_table / 1024:.0f} kB "
          "per table")


def _load_process(url: str, game: str, numbers: list[int], think: float, seconds: float,
                  bot: str) -> tuple[list[float], int, float, float]:
    """One client process of the load: its timings, the games it finished, when its play began, and the
    CPU seconds it used while playing."""
    return asyncio.run(_load_tables(url, game, numbers, think, seconds, bot))


async def _load_tables(url: str, game: str, numbers: list[int], think: float, seconds: float,
                       bot: str) -> tuple[list[float], int, float, float]:
    plan = load_plan(game)
    first = await asyncio.gather(*(table_of(url, game, plan, COLOURS, bot, light=True) for _ in numbers))
    cpu = time.process_time()
    until = time.perf_counter() + seconds
    timings: list[float] = []
    finished = await asyncio.gather(*(play_tables(url, game, plan, until, think, timings, n, first=clients,
                                                  bot=bot, light=True)
                                      for n, clients in zip(numbers, first, strict=True)))
    return timings, sum(finished), until - seconds, time.process_time() - cpu
