"""Benchmarks that print figures (never timed tests): `party-table bench rules|bots`."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from typing import Any

from rules.bots import LEVELS, Bot, Budget, RatedAction, make_bot
from rules.bots.stats import percentile, wilson
from rules.core import Action, OptionError, View, all_games, get_game
from rules.sim import play, random_playout


def bench_rules(game_ids: list[str], seconds: float) -> list[dict[str, Any]]:
    """Random playouts per second straight on states, for each game and player count."""
    rows = []
    for game in (get_game(g) for g in game_ids) if game_ids else all_games():
        options = game.resolve_options(game.bench_options)
        low, high = game.player_range(options)
        for players in range(low, high + 1):
            rng = random.Random(players)
            count, start = 0, time.perf_counter()
            while time.perf_counter() - start < seconds:
                random_playout(game.new(players, options, seed=count), rng)
                count += 1
            elapsed = time.perf_counter() - start
            rows.append({
                "game": game.id,
                "players": players,
                "unit": game.bench_unit,
                "playouts": count,
                "playouts_per_second": round(count / elapsed, 1),
            })
    return rows


def cmd_bench_rules(args: argparse.Namespace) -> int:
    rows = bench_rules(args.game or [], args.seconds)
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        for r in rows:
            print(f"{r['game']:18} {r['players']} players  {r['playouts_per_second']:>10,.1f} playouts/s ({r['unit']})")
    return 0


# --- bench bots ---------------------------------------------------------------------

#: The matches `bench bots` plays by default: each level against the one below it.
ADJACENT_PAIRS: tuple[tuple[str, str], ...] = (("random", "easy"), ("easy", "normal"), ("normal", "hard"))


class TimedBot(Bot):
    """Wraps a bot and keeps the wall time of each decision (seconds)."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.level = inner.level
        self.times: list[float] = []

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        start = time.perf_counter()
        action = self.inner.choose(view, rng, budget)
        self.times.append(time.perf_counter() - start)
        return action

    def hint(self, view: View, rng: random.Random, budget: Budget | None = None) -> list[RatedAction]:
        return self.inner.hint(view, rng, budget)


def match_seats(game_index: int, players: int) -> tuple[int, list[bool]]:
    """The deal and the seats of the stronger level for the `game_index`-th game of a match.

    Games come in pairs on the same deal with the seats swapped, so neither the deal
    nor the seat order favours a level.
    """
    swap = game_index % 2
    return game_index // 2, [(s + swap) % 2 == 0 for s in range(players)]


def _play_match_game(job: tuple[str, int, dict[str, Any], str, str, int, Budget | None, int]) -> dict[str, Any]:
    """One game of a match (a process-pool worker): the stronger level's share of the win and timings."""
    game_id, players, options, weak, strong, index, hard_budget, seed = job
    game = get_game(game_id)
    deal, strong_seats = match_seats(index, players)
    bots = [
        TimedBot(make_bot(game_id, strong if is_strong else weak, hard_budget)) for is_strong in strong_seats
    ]
    played = play(game, bots, seed + deal, options)
    winners = played.state.result().winners
    share = sum(1 / len(winners) for s in winners if strong_seats[s])
    times: dict[str, list[float]] = {weak: [], strong: []}
    for b in bots:
        times[b.level].extend(b.times)
    return {"share": share, "strong_seats": sum(strong_seats), "times": times}


def bench_bots(
    game_id: str,
    games: int = 400,
    players: int = 2,
    options: Mapping[str, Any] | None = None,
    pairs: Sequence[tuple[str, str]] = ADJACENT_PAIRS,
    hard_budget: Budget | None = None,
    jobs: int = 1,
    seed: int = 0,
    progress: Any = None,
) -> list[dict[str, Any]]:
    """Seat-swapped matches between pairs of levels: the stronger level's win rate and decision times."""
    game = get_game(game_id)
    resolved = game.resolve_options(options)
    game.check_players(players, resolved)
    rows = []
    for weak, strong in pairs:
        for level in (weak, strong):
            if level not in LEVELS:
                raise OptionError(f"no bot level {level!r}; the levels are: {', '.join(LEVELS)}")
        work = [(game_id, players, resolved, weak, strong, i, hard_budget, seed) for i in range(games)]
        outcomes: list[dict[str, Any]] = []
        if jobs > 1:
            with multiprocessing.get_context("fork").Pool(jobs) as pool:
                for out in pool.imap(_play_match_game, work):
                    outcomes.append(out)
                    if progress:
                        progress(weak, strong, len(outcomes), games)
        else:
            for job in work:
                outcomes.append(_play_match_game(job))
                if progress:
                    progress(weak, strong, len(outcomes), games)
        won = sum(o["share"] for o in outcomes)
        low, high = wilson(won, games)
        ms: dict[str, dict[str, float]] = {}
        for level in (weak, strong):
            times = [t * 1000 for o in outcomes for t in o["times"][level]]
            ms[level] = {
                "decisions": len(times),
                "median": round(statistics.median(times), 2) if times else 0.0,
                "p95": round(percentile(times, 95), 2) if times else 0.0,
            }
        rows.append({
            "game": game_id,
            "players": players,
            "weak": weak,
            "strong": strong,
            "games": games,
            "strong_win_rate": round(won / games, 4) if games else 0.0,
            "wilson95": [round(low, 4), round(high, 4)],
            "fair_share": round(sum(o["strong_seats"] for o in outcomes) / (players * games), 4) if games else 0.0,
            "ms_per_decision": ms,
        })
    return rows


def _parse_pairs(text: str | None) -> list[tuple[str, str]]:
    if not text:
        return list(ADJACENT_PAIRS)
    pairs = []
    for item in text.split(","):
        weak, sep, strong = item.strip().partition("-")
        if not sep:
            raise OptionError(f"--pairs needs items like normal-hard, not {item!r}")
        pairs.append((weak, strong))
    return pairs


def cmd_bench_bots(args: argparse.Namespace) -> int:
    options = {}
    for pair in args.option:
        key, sep, value = pair.partition("=")
        if not sep:
            raise OptionError(f"--option needs key=value, not {pair!r}")
        options[key.strip()] = value
    budget = None
    if args.seconds is not None or args.iterations is not None:
        budget = Budget(seconds=args.seconds, iterations=args.iterations)

    def progress(weak: str, strong: str, done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty():
            sys.stderr.write(f"\r{weak} v {strong}: {done}/{total}")
            sys.stderr.flush()
            if done == total:
                sys.stderr.write("\n")

    rows = bench_bots(
        args.game, args.games, args.players, options, _parse_pairs(args.pairs), budget, args.jobs, args.seed, progress
    )
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    game = get_game(args.game)
    parts = []
    if budget and budget.seconds is not None:
        parts.append(f"{budget.seconds:g} s")
    if budget and budget.iterations is not None:
        parts.append(f"{budget.iterations} iterations")
    hard = f"hard thinks {' or '.join(parts) if parts else '1 s'} per decision"
    print(f"{game.name}: {args.players} players, {args.games} seat-swapped games per pair, {hard}")
    for r in rows:
        low, high = r["wilson95"]
        print(
            f"  {r['strong']:>6} v {r['weak']:<6}  {r['strong']} wins {100 * r['strong_win_rate']:5.1f}%"
            f"  (95% CI {100 * low:.1f}-{100 * high:.1f}%, even share {100 * r['fair_share']:.0f}%)"
        )
        for level in (r["weak"], r["strong"]):
            t = r["ms_per_decision"][level]
            print(
                f"      {level:>6}: median {t['median']:.2f} ms, p95 {t['p95']:.2f} ms"
                f" over {t['decisions']} decisions"
            )
    return 0


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("rules", help="random playouts per second for each game and player count")
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--seconds", type=float, default=1.0, help="time per game and player count")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_rules)

    p = sub.add_parser("bots", help="seat-swapped matches between adjacent bot levels: win rates and ms per decision")
    p.add_argument("game")
    p.add_argument("--games", type=int, default=400, help="games per pair of levels (default 400)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--pairs", help="weak-strong pairs, comma separated (default random-easy,easy-normal,normal-hard)")
    p.add_argument("--seconds", type=float, help="hard's wall-time budget per decision (default 1.0)")
    p.add_argument("--iterations", type=int, help="hard's iteration budget per decision (reproducible)")
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_bots)
