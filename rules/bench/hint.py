"""`bench hint`: how long `hard`'s hint takes to answer at its budget."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Mapping, Sequence
from typing import Any

from rules.bench.runs import played_positions, run_all
from rules.bots import Budget, make_bot
from rules.bots.inference import prepare
from rules.bots.stats import percentile
from rules.console import at_least_one, game_options, positive_seconds
from rules.core import OptionError, all_games, get_game


def _hint_times(job: tuple[str, int, Mapping[str, Any] | None, int, int, float]) -> list[tuple[float, int]]:
    """One game of `normal` bots; the wall time of `hard`'s advice (the hint and the meter's chance, what
    the Hint button asks for) at `samples` of its decisions, in seconds, with the iterations its search
    ran (0 where it did not search) (a process-pool worker)."""
    game_id, players, options, game_seed, samples, seconds = job
    positions, _ = played_positions(game_id, players, options, game_seed, "normal")
    picker = random.Random(f"hint/{game_seed}")
    times = []
    for i in sorted(picker.sample(range(len(positions)), min(samples, len(positions)))):
        seat, position = positions[i]
        view = position.view(seat)
        # The table takes in every move for the hints as it is played (`inference.prepare`), so a hint
        # finds the record already read, as here; what is timed is the hint itself.
        prepare(view)
        hinter = make_bot(game_id, "hard")  # as the app makes one for each hint
        start = time.perf_counter()
        hinter.advise(view, random.Random(i), Budget(seconds=seconds))
        times.append((time.perf_counter() - start, hinter.iterations))
    return times


def bench_hint(game_ids: Sequence[str], games: int = 10, samples: int = 3, players: int = 2,
               seconds: float = 0.5, seed: int = 0, jobs: int = 1,
               options: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
    """How long `hard`'s hint takes to answer at its budget, from asking to the rated moves, per game
    (with `options`, every game is played with them: give them with one game)."""
    rows = []
    for game_id in game_ids:
        work = [(game_id, players, options, seed + g, samples, seconds) for g in range(games)]
        hints = [hint for out in run_all(_hint_times, work, jobs) for hint in out]
        times = sorted(t for t, _ in hints)
        searched = [n for _, n in hints if n]
        rows.append({"game": game_id, "hints": len(times), "budget_seconds": seconds,
                     "median_ms": round(1000 * statistics.median(times), 1),
                     "p95_ms": round(1000 * percentile(times, 95), 1), "max_ms": round(1000 * times[-1], 1),
                     "searched": len(searched),
                     "median_iterations": round(statistics.median(searched)) if searched else 0})
    return rows


def cmd_bench_hint(args: argparse.Namespace) -> int:
    if args.option and len(args.game or []) != 1:
        raise OptionError("--option needs one --game: options belong to a game")
    rows = bench_hint(args.game or [g.id for g in all_games()], args.games, args.samples, args.players,
                      args.seconds, args.seed, args.jobs, game_options(args.option) or None)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    for r in rows:
        n = r["median_iterations"]
        searched = (f"; {r['searched']} searched, median {n} iteration{'' if n == 1 else 's'}" if r["searched"]
                    else "; none searched")
        print(f"{get_game(r['game']).name}: {r['hints']} hints at {r['budget_seconds']} s:"
              f" median {r['median_ms']:.0f} ms, p95 {r['p95_ms']:.0f} ms, longest {r['max_ms']:.0f} ms{searched}")
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("hint", help="how long hard's hint (the meter and the Hint button) takes to answer")
    p.add_argument("--game", action="append", help="only this game (repeatable; default every game)")
    p.add_argument("--games", type=at_least_one, default=10, help="games of normal bots per game (default 10)")
    p.add_argument("--samples", type=at_least_one, default=3, help="hints timed per game played (default 3)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seconds", type=positive_seconds, default=0.5,
                   help="the hint's budget (default 0.5, as the app's)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=at_least_one, default=1,
                   help="games played in parallel processes (times then share cores)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option, such as variant=liars (with one --game)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_hint)
