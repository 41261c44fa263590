"""`bench bots`: seat-swapped matches between bot levels, their win rates and decision times."""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import random
import statistics
import time
from collections.abc import Mapping, Sequence
from typing import Any

from rules.bench.runs import game_arguments, numbers, run_resumable, terminal_progress
from rules.bots import LEVELS, Bot, Budget, Heuristic, RatedAction, heuristic_for, make_bot
from rules.bots.stats import percentile, wilson
from rules.console import at_least_one, game_options, positive_seconds
from rules.core import Action, OptionError, View, get_game
from rules.sim import play

#: The matches `bench bots` plays by default: each level against the one below it.
ADJACENT_PAIRS: tuple[tuple[str, str], ...] = (("random", "easy"), ("easy", "normal"), ("normal", "hard"))


class TimedBot(Bot):
    """Wraps a bot and keeps the wall time of each decision (seconds), and of each turn when the
    game's heuristic names turns (all of the seat's decisions in one turn, added up)."""

    def __init__(self, inner: Bot, heuristic: Heuristic | None = None) -> None:
        self.inner = inner
        self.level = inner.level
        self.times: list[float] = []
        self.heuristic = heuristic
        self.turns: dict[object, float] = {}
        self.turn_iterations: dict[object, int] = {}

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        start = time.perf_counter()
        action = self.inner.choose(view, rng, budget)
        spent = time.perf_counter() - start
        self.times.append(spent)
        turn = self.heuristic.turn(view) if self.heuristic is not None else None
        if turn is not None:
            self.turns[turn] = self.turns.get(turn, 0.0) + spent
            self.turn_iterations[turn] = self.turn_iterations.get(turn, 0) + self.inner.iterations
        return action

    def hint(self, view: View, rng: random.Random, budget: Budget | None = None,
             include: Action | None = None) -> list[RatedAction]:
        return self.inner.hint(view, rng, budget, include)


#: The levels `bench bots` matches: the bots' own, and `searching`, which is `hard` without its solved and
#: expert answers (what `hard` played before it had them), to measure what those answers are worth.
BENCH_LEVELS: tuple[str, ...] = (*LEVELS, "searching")


def _bench_bot(game_id: str, level: str, budget: Budget | None) -> Bot:
    """A bot of one of `BENCH_LEVELS`; `budget` is `hard`'s and `searching`'s."""
    if level != "searching":
        return make_bot(game_id, level, budget)
    bot = make_bot(game_id, "hard", budget, exact=False)
    bot.level = level
    return bot


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
    heuristic = heuristic_for(game_id)
    bots = [
        TimedBot(_bench_bot(game_id, strong if is_strong else weak, hard_budget), heuristic)
        for is_strong in strong_seats
    ]
    played = play(game, bots, seed + deal, options)
    winners = played.state.result().winners
    share = sum(1 / len(winners) for s in winners if strong_seats[s])
    times: dict[str, list[float]] = {weak: [], strong: []}
    turns: dict[str, list[float]] = {weak: [], strong: []}
    turn_iterations: dict[str, list[int]] = {weak: [], strong: []}
    for b in bots:
        times[b.level].extend(b.times)
        turns[b.level].extend(b.turns.values())
        turn_iterations[b.level].extend(b.turn_iterations.values())
    return {
        "share": share, "strong_seats": sum(strong_seats), "times": times, "turns": turns,
        "turn_iterations": turn_iterations,
    }


def _sound_game(outcome: dict[str, Any], players: int, levels: tuple[str, str]) -> bool:
    """Whether a game read back from a --resume file is one `bench_bots` can add up: a share of the win, the
    stronger level's seats and each level's timings, as `_play_match_game` gives them."""
    share: Any = outcome.get("share")
    seats: Any = outcome.get("strong_seats")
    if not (numbers([share]) and 0 <= share <= 1 and numbers([seats], whole=True) and 0 <= seats <= players):
        return False
    times, turns, iterations = (outcome.get(key) for key in ("times", "turns", "turn_iterations"))
    if not (isinstance(times, dict) and isinstance(turns, dict) and isinstance(iterations, dict)):
        return False
    return all(numbers(times.get(level)) and numbers(turns.get(level)) and numbers(iterations.get(level), whole=True)
               for level in levels)


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
    resume: str | None = None,
) -> list[dict[str, Any]]:
    """Seat-swapped matches between pairs of levels: the stronger level's win rate and decision times.

    With `resume`, a file that keeps each finished game and supplies those it already holds (`run_resumable`).
    """
    game = get_game(game_id)
    resolved = game.resolve_options(options)
    game.check_players(players, resolved)
    rows = []
    for weak, strong in pairs:
        for level in (weak, strong):
            if level not in BENCH_LEVELS:
                raise OptionError(f"no bot level {level!r}; the levels are: {', '.join(BENCH_LEVELS)}")
        work = [(game_id, players, resolved, weak, strong, i, hard_budget, seed) for i in range(games)]
        run = {"game": game_id, "players": players, "options": resolved, "pair": [weak, strong], "seed": seed,
               "budget": dataclasses.asdict(hard_budget) if hard_budget is not None else None}
        pair_progress = progress and (lambda done, total, w=weak, s=strong: progress(w, s, done, total))
        outcomes: list[dict[str, Any]] = run_resumable(
            _play_match_game, work, jobs, pair_progress, resume, run, lambda job: job[5],
            functools.partial(_sound_game, players=players, levels=(weak, strong)))
        won = sum(o["share"] for o in outcomes)
        low, high = wilson(won, games)
        ms: dict[str, dict[str, float]] = {}
        per_turn: dict[str, dict[str, float]] = {}
        for level in (weak, strong):
            times = [t * 1000 for o in outcomes for t in o["times"][level]]
            ms[level] = {
                "decisions": len(times),
                "median": round(statistics.median(times), 2) if times else 0.0,
                "p95": round(percentile(times, 95), 2) if times else 0.0,
            }
            turn_times = [t * 1000 for o in outcomes for t in o["turns"][level]]
            if turn_times:
                per_turn[level] = {
                    "turns": len(turn_times),
                    "median": round(statistics.median(turn_times), 1),
                    "p95": round(percentile(turn_times, 95), 1),
                    "max": round(max(turn_times), 1),
                }
                counts = [n for o in outcomes for n in o["turn_iterations"][level]]
                if any(counts):
                    per_turn[level]["iterations_median"] = statistics.median(counts)
                    per_turn[level]["iterations_p5"] = percentile(counts, 5)
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
            **({"ms_per_turn": per_turn} if per_turn else {}),
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
    options = game_options(args.option)
    budget = None
    if args.seconds is not None or args.iterations is not None:
        budget = Budget(seconds=args.seconds, iterations=args.iterations)

    def progress(weak: str, strong: str, done: int, total: int) -> None:
        terminal_progress(args, f"{weak} v {strong}")(done, total)

    rows = bench_bots(
        args.game, args.games, args.players, options, _parse_pairs(args.pairs), budget, args.jobs, args.seed, progress,
        args.resume,
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
        for level in dict.fromkeys((r["weak"], r["strong"])):  # a level against itself: its figures once
            t = r["ms_per_decision"][level]
            print(
                f"      {level:>6}: median {t['median']:.2f} ms, p95 {t['p95']:.2f} ms"
                f" over {t['decisions']} decisions"
            )
            turn = r.get("ms_per_turn", {}).get(level)
            if turn:
                print(
                    f"      {'':>6}  whole turns: median {_took(turn['median'])}, p95 {_took(turn['p95'])},"
                    f" max {_took(turn['max'])} over {turn['turns']} turns"
                )
                if "iterations_median" in turn:
                    print(
                        f"      {'':>6}  search iterations a turn: median {turn['iterations_median']:,.0f},"
                        f" 5th percentile {turn['iterations_p5']:,.0f}"
                    )
    return 0


def _took(ms: float) -> str:
    """A time in ms as read best: milliseconds under a second (a quick bot's turn is not "0.00 s"), else seconds."""
    return f"{ms:.1f} ms" if ms < 1000 else f"{ms / 1000:.2f} s"


def add_parser(sub: Any) -> None:
    p = sub.add_parser("bots", help="seat-swapped matches between adjacent bot levels: win rates and ms per decision")
    game_arguments(p, "games per pair of levels (default 400)")
    p.add_argument("--pairs", help="weak-strong pairs, comma separated (default random-easy,easy-normal,normal-hard); "
                   "the level 'searching' is hard without its solved and expert answers")
    p.add_argument("--seconds", type=positive_seconds, help="hard's wall-time budget per decision (default 1.0)")
    p.add_argument("--iterations", type=at_least_one, help="hard's iteration budget per decision (reproducible)")
    p.add_argument("--resume", metavar="FILE", help="keep each finished game in FILE and play only the games it "
                   "does not hold yet, so that a long run can be stopped and started again")
    p.set_defaults(func=cmd_bench_bots)
