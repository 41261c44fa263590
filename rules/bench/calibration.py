"""`bench calibration`: `hard`'s win chance (the meter) against outcomes, and the maps fitted to them."""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import statistics
from collections.abc import Mapping, Sequence
from typing import Any

from rules.bench.runs import game_arguments, played_positions, run_all, terminal_progress
from rules.bots import LEVELS, Budget, HardBot, heuristic_for, settings_for
from rules.bots.stats import wilson
from rules.bots.tuning import METERS, logit, mapped
from rules.console import at_least_one, game_options, positive_seconds
from rules.core import OptionError, get_game

#: The win-chance buckets of `bench calibration`: 0-10%, 10-20%, ..., 90-100%.
BUCKETS = 10


def _calibration_game(
    job: tuple[str, int, dict[str, Any], int, int, Budget, str, bool, str | None],
) -> list[dict[str, Any]]:
    """One game of `level` bots; the meter's win chance (`HardBot.advise`) for the seat to act at
    `samples` random decisions (a process-pool worker). Each sample: the estimate, the seat and that
    seat's share of the win. With `raw` the estimate is the chance before the game's map; `meter`, if
    given, replaces the game's own (`SearchSettings.meter`)."""
    game_id, players, options, game_seed, samples, budget, level, raw, meter = job
    positions, state = played_positions(game_id, players, options, game_seed, level)
    winners = state.result().winners
    picker = random.Random(f"calibration/{game_seed}")
    chosen = sorted(picker.sample(range(len(positions)), min(samples, len(positions))))
    out = []
    settings = settings_for(game_id)
    if meter is not None:
        settings = dataclasses.replace(settings, meter=meter)
    if raw:
        settings = dataclasses.replace(settings, calibration=(), meter_calibration=None, players_calibration=())
    hard = HardBot(heuristic_for(game_id), settings=settings)
    for i in chosen:
        seat, position = positions[i]
        advice = hard.advise(position.view(seat), random.Random(f"hint/{game_seed}/{i}"), budget)
        assert advice.chance is not None  # the positions are those with a choice
        out.append({"estimate": advice.chance, "seat": seat, "players": players, "source": advice.source,
                    "won": 1 / len(winners) if seat in winners else 0.0, "game": game_seed})
    return out


def calibration_table(samples: Sequence[dict[str, Any]], players: int) -> dict[str, Any]:
    """Buckets of estimates with the share of wins in each, and the Brier score (with the no-skill one:
    an even share, 1 over the sample's own "players", else over `players`)."""
    buckets = []
    for b in range(BUCKETS):
        low, high = b / BUCKETS, (b + 1) / BUCKETS
        inside = [x for x in samples if low <= x["estimate"] < high or (b == BUCKETS - 1 and x["estimate"] == 1.0)]
        won = sum(x["won"] for x in inside)
        wl, wh = wilson(won, len(inside))
        buckets.append({
            "bucket": [low, high],
            "positions": len(inside),
            "mean_estimate": round(statistics.fmean(x["estimate"] for x in inside), 4) if inside else None,
            "won": round(won / len(inside), 4) if inside else None,
            "wilson95": [round(wl, 4), round(wh, 4)] if inside else None,
        })
    n = len(samples)
    brier = sum((x["estimate"] - x["won"]) ** 2 for x in samples) / n if n else 0.0
    even = sum((1 / x.get("players", players) - x["won"]) ** 2 for x in samples) / n if n else 0.0
    return {"positions": n, "brier": round(brier, 4), "brier_even_chance": round(even, 4),
            "systematic_error": round(systematic_error(buckets), 4), "buckets": buckets}


def systematic_error(buckets: Sequence[Mapping[str, Any]]) -> float:
    """How far the buckets' outcomes stray from their estimates beyond their sampling (one standard
    deviation, in chance): `SearchSettings.calibration_error`.

    A bucket of n positions estimated at p would miss its outcome by p(1 - p) / n squared on average
    even if every estimate were right; what the squared misses hold beyond that, weighted by
    positions, is the calibration's own error.
    """
    total = excess = 0.0
    for b in buckets:
        n, p, won = b["positions"], b["mean_estimate"], b["won"]
        if n:
            total += n
            excess += n * ((won - p) ** 2 - p * (1 - p) / n)
    return math.sqrt(max(0.0, excess / total)) if total else 0.0


def bench_calibration(
    game_id: str,
    games: int = 400,
    players: int = 2,
    options: Mapping[str, Any] | None = None,
    samples: int = 4,
    budget: Budget | None = None,
    jobs: int = 1,
    seed: int = 0,
    progress: Any = None,
    level: str = "normal",
    fit: bool = False,
    save: str | None = None,
    meter: str | None = None,
) -> dict[str, Any]:
    """How well `hard`'s win chance (the side panel's meter) matches outcomes, over games between `level` bots.

    With `fit` the chances are the searched ones, before the game's calibration, and the result
    also holds the logistic map fitted to them (`fit_calibration`), for `SearchSettings.calibration`.
    With `save`, the positions' estimates and outcomes are also written to that file, so that maps
    can be fitted and checked again without searching (`calibration_from`).
    """
    game = get_game(game_id)
    resolved = game.resolve_options(options)
    game.check_players(players, resolved)
    if level not in LEVELS:
        raise OptionError(f"no bot level {level!r}; the levels are: {', '.join(LEVELS)}")
    hint_budget = budget or Budget(seconds=0.5)
    if meter is not None and meter not in METERS:
        raise OptionError(f"no meter {meter!r}; the meters are: {', '.join(METERS)}")
    work = [(game_id, players, resolved, seed + g, samples, hint_budget, level, fit, meter) for g in range(games)]
    found = [sample for out in run_all(_calibration_game, work, jobs, progress) for sample in out]
    run = {"game": game_id, "players": players, "games": games, "seed": seed, "options": resolved, "level": level,
           "meter": meter or settings_for(game_id).meter,
           "hint_budget": {"seconds": hint_budget.seconds, "iterations": hint_budget.iterations},
           "calibrated": not fit}
    if save:
        with open(save, "w", encoding="utf-8") as f:
            json.dump({"run": run, "samples": found}, f)
    return _calibration_result(run, found, fit)


def _calibration_result(run: dict[str, Any], found: Sequence[dict[str, Any]], fit: bool) -> dict[str, Any]:
    """The buckets and Brier score of `found`, with the fitted map and its Brier score on them if `fit`."""
    out = {**run, **calibration_table(found, run["players"])}
    if fit:
        slope, intercept = fit_calibration(found)
        through = [{**x, "estimate": mapped(x["estimate"], slope, intercept, x["players"])} for x in found]
        out["fit"] = {"slope": round(slope, 3), "intercept": round(intercept, 3),
                      "brier": calibration_table(through, run["players"])["brier"]}
    return out


def calibration_from(game_id: str, paths: Sequence[str], fit: bool = False) -> dict[str, Any]:
    """The calibration of positions saved by `bench calibration --save` (several runs of one game
    pooled), without searching again: to fit a map on more positions (`fit`), or to check the game's
    map as it is now on searched chances saved with --fit. Runs of different numbers of players pool:
    every map is centred on each position's own even share (`mapped`)."""
    runs: list[dict[str, Any]] = []
    found: list[dict[str, Any]] = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                saved = json.load(f)
            runs.append(saved["run"])
            # runs saved before the samples said their players
            found.extend({"players": saved["run"]["players"], **x} for x in saved["samples"])
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise OptionError(f"{path}: not a file saved by bench calibration --save ({e})") from e
    if any(r["game"] != game_id for r in runs):
        raise OptionError(f"the saved runs are not all of {game_id}")
    # runs saved before the meter could play rollouts read the search
    if len({(r["calibrated"], r.get("meter", "search")) for r in runs}) > 1:
        raise OptionError("the saved runs differ in meter or calibration; pool only like runs")
    if fit and runs[0]["calibrated"]:
        raise OptionError("--fit needs searched chances: runs saved with --fit")
    counts = sorted({r["players"] for r in runs})
    run = {**runs[0], "games": sum(r["games"] for r in runs), "seed": [r["seed"] for r in runs],
           "players": counts[0] if len(counts) == 1 else counts}
    if not fit and not run["calibrated"]:
        # searched chances read without --fit: shown through the game's map as it is now
        settings = dataclasses.replace(settings_for(game_id), meter=runs[0].get("meter", "search"))
        lengths = {r["hint_budget"]["iterations"] for r in runs}
        if any("source" not in x for x in found):
            # saved before positions said where their chance came from: the run's meter, unless the
            # game solves some of its positions, which then cannot be told apart
            if any(source == "solved" for source, *_ in settings.players_calibration):
                raise OptionError("these runs were saved before positions said where their chance came from; "
                                  "to map them, play them again")
            found = [{"source": settings.meter, **x} for x in found]
        searched = any(x["source"] == "search" for x in found)
        if settings.calibration and searched and (None in lengths or len(lengths) > 1):
            raise OptionError("to map saved searched chances, the runs need one iteration budget (--iterations)")
        # rollouts and solved chances are mapped whatever the search's length
        iterations = next(iter(lengths)) or 0
        found = [{**x, "estimate": settings.meter_chance(x["estimate"], iterations, x["players"], x["source"])}
                 for x in found]
        run["calibrated"] = True
    return _calibration_result(run, found, fit)


def fit_calibration(samples: Sequence[dict[str, Any]]) -> tuple[float, float]:
    """(slope, intercept) of the map `SearchSettings.calibrated` applies, fitted to `samples` by
    maximum likelihood (Newton's method, each step halved until the likelihood does not fall).

    A seat's share of a shared win counts as that fraction of a win. Each sample's log-odds are
    taken from its even share (1 over its "players"), which is added back after the slope, as
    `mapped` does.
    """
    evens = [logit(1 / x["players"]) for x in samples]
    xs = [logit(x["estimate"]) - even for x, even in zip(samples, evens, strict=True)]
    ys = [x["won"] for x in samples]

    def log_likelihood(a: float, b: float) -> float:
        total = 0.0
        for x, y, even in zip(xs, ys, evens, strict=True):
            z = a * x + even + b
            total += y * z - (z + math.log1p(math.exp(-z)) if z > 0 else math.log1p(math.exp(z)))
        return total

    a, b = 0.5, 0.0
    for _ in range(100):
        ga = gb = haa = hab = hbb = 0.0
        for x, y, even in zip(xs, ys, evens, strict=True):
            q = 0.5 * (1 + math.tanh((a * x + even + b) / 2))  # the logistic function, safe for any size
            w = q * (1 - q)
            ga, gb = ga + (y - q) * x, gb + (y - q)
            haa, hab, hbb = haa + w * x * x, hab + w * x, hbb + w
        det = haa * hbb - hab * hab
        if det <= 0:
            break
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        step, base = 1.0, log_likelihood(a, b)
        while step > 1e-6 and log_likelihood(a + step * da, b + step * db) < base:
            step /= 2
        a, b = a + step * da, b + step * db
        if abs(step * da) + abs(step * db) < 1e-9:
            break
    return a, b


def _players_text(players: int | list[int]) -> str:
    """A run's players, or a pooled run's several counts ("2, 3 or 4")."""
    if isinstance(players, int):
        return str(players)
    return ", ".join(map(str, players[:-1])) + f" or {players[-1]}"


def cmd_bench_calibration(args: argparse.Namespace) -> int:
    budget = None
    if args.seconds is not None or args.iterations is not None:
        budget = Budget(seconds=args.seconds, iterations=args.iterations)

    if args.saved:
        out = calibration_from(args.game, args.saved, args.fit)
    else:
        out = bench_calibration(args.game, args.games, args.players, game_options(args.option), args.samples, budget,
                                args.jobs, args.seed, terminal_progress(args, "games"), args.level, args.fit,
                                args.save, args.meter)
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    chance = "win chance" if out["calibrated"] else "searched win chance (before calibration)"
    print(f"{get_game(args.game).name}: hard's {chance} at {out['positions']} positions of {out['games']}"
          f" games of {out['level']} bots ({_players_text(out['players'])} players)")
    print("  estimate   positions  mean estimate  won (95% CI)")
    for b in out["buckets"]:
        low, high = b["bucket"]
        if not b["positions"]:
            print(f"  {100 * low:3.0f}-{100 * high:3.0f}%   {0:>9}")
            continue
        wl, wh = b["wilson95"]
        print(f"  {100 * low:3.0f}-{100 * high:3.0f}%   {b['positions']:>9}  {100 * b['mean_estimate']:12.1f}%"
              f"  {100 * b['won']:5.1f}% ({100 * wl:.1f}-{100 * wh:.1f}%)")
    print(f"  Brier score {out['brier']:.4f} (an even chance for everyone: {out['brier_even_chance']:.4f});"
          f" systematic error {100 * out['systematic_error']:.1f} points")
    if "fit" in out:
        print(f"  fitted map: slope {out['fit']['slope']:.3f}, intercept {out['fit']['intercept']:.3f};"
              f" Brier score with it {out['fit']['brier']:.4f}")
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("calibration", help="hard's win-chance estimates against outcomes: buckets and Brier score")
    game_arguments(p, "games (default 400)")
    p.add_argument("--level", default="normal", help="the bot level playing every seat of the games (default normal)")
    p.add_argument("--samples", type=at_least_one, default=4, help="positions estimated per game (default 4)")
    p.add_argument("--seconds", type=positive_seconds,
                   help="hard's thinking time per estimate (default 0.5, as the app's hint)")
    p.add_argument("--iterations", type=at_least_one,
                   help="hard's search iterations per estimate (reproducible; where the game's meter plays rollouts, "
                        "it plays the game's meter_rollouts of them)")
    p.add_argument("--fit", action="store_true",
                   help="estimate before the game's calibration and fit the map to the outcomes")
    p.add_argument("--meter", choices=METERS, help="where the chance comes from, instead of the game's own meter: "
                   "the hint's search or rollouts by normal (with --fit, to compare them on the same games); "
                   "solved decisions stay solved, and those a search would misread play rollouts")
    p.add_argument("--save", metavar="FILE", help="also write each position's estimate and outcome to FILE")
    p.add_argument("--from", dest="saved", action="append", metavar="FILE",
                   help="read positions saved by --save instead of playing (repeatable: runs are pooled, "
                   "of any numbers of players)")
    p.set_defaults(func=cmd_bench_calibration)
