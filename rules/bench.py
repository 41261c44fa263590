"""Benchmarks that print figures (never timed tests): `party-table bench rules|bots`."""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules import parallel
from rules.bots import LEVELS, Bot, Budget, HardBot, Heuristic, RatedAction, heuristic_for, make_bot, settings_for
from rules.bots.inference import prepare
from rules.bots.outside import Peer, PeerMissing, peer_for, peer_games
from rules.bots.stats import percentile, wilson
from rules.bots.tuning import METERS, logit, mapped
from rules.core import Action, Game, GameState, OptionError, Player, Record, View, all_games, get_game
from rules.review import MARKS, SECOND_LOOK, Decision, default_budget, mark_of, review_record
from rules.sim import play, random_playout, seat_rng


def bench_rules(game_ids: list[str], seconds: float) -> list[dict[str, Any]]:
    """Random playouts per second straight on states, for each game and player count, twice: as the bots'
    search plays them (`quiet` states: no log lines are written) and as a table's game does, each event
    with its sentence (`logged_per_second`); `seconds` is each one's time."""
    rows = []
    for game in (get_game(g) for g in game_ids) if game_ids else all_games():
        options = game.resolve_options(game.bench_options)
        low, high = game.player_range(options)
        for players in range(low, high + 1):
            quiet = _playouts(game, players, options, seconds, quiet=True)
            logged = _playouts(game, players, options, seconds, quiet=False)
            rows.append({
                "game": game.id,
                "players": players,
                "unit": game.bench_unit,
                "playouts": quiet[0],
                "playouts_per_second": quiet[1],
                "logged_per_second": logged[1],
            })
    return rows


def _playouts(game: Game, players: int, options: dict[str, Any], seconds: float, quiet: bool) -> tuple[int, float]:
    """How many random playouts ran in `seconds`, and how many a second."""
    rng = random.Random(players)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new(players, options, seed=count)
        state.quiet = quiet
        random_playout(state, rng)
        count += 1
    return count, round(count / (time.perf_counter() - start), 1)


def cmd_bench_rules(args: argparse.Namespace) -> int:
    rows = bench_rules(args.game or [], args.seconds)
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        for r in rows:
            print(f"{r['game']:18} {r['players']} players  {r['playouts_per_second']:>10,.1f} playouts/s as searched, "
                  f"{r['logged_per_second']:>10,.1f} with the log ({r['unit']})")
    return 0


# --- bench bots ---------------------------------------------------------------------


def _run_all(worker: Callable[[Any], Any], work: Sequence[Any], jobs: int, progress: Any = None,
             each: Callable[[Any, Any], None] | None = None) -> list[Any]:
    """Each job's result, in order: in `jobs` processes when more than one; `progress(done, total)` and
    `each(job, result)` after each."""
    results: list[Any] = []

    def record(out: Any) -> None:
        results.append(out)
        if each:
            each(work[len(results) - 1], out)
        if progress:
            progress(len(results), len(work))

    if jobs > 1:
        with parallel.pool(jobs) as pool:
            for out in pool.imap(worker, work):
                record(out)
    else:
        for job in work:
            record(worker(job))
    return results


def _progress(args: argparse.Namespace, unit: str) -> Callable[[int, int], None]:
    """Counts done/total on a terminal's stderr (never into --json output)."""

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty():
            sys.stderr.write(f"\r{unit}: {done}/{total}")
            sys.stderr.flush()
            if done == total:
                sys.stderr.write("\n")

    return progress


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


class MatchLog:
    """A file of the games `bench bots` has finished, one JSON line each, so that a long run stopped
    part way (hours of searching bots) goes on where it stopped: games already in it are not played again."""

    def __init__(self, path: str, run: dict[str, Any]) -> None:
        self.path, self.run = path, json.loads(json.dumps(run))  # as it reads back from the file
        self.done: dict[int, dict[str, Any]] = {}
        try:
            with open(path, encoding="utf-8") as f:
                lines = f.readlines()
        except FileNotFoundError:
            return
        except OSError as e:
            raise OptionError(f"cannot read {path}: {e.strerror}") from None
        for n, line in enumerate(lines, 1):
            try:
                entry = json.loads(line)
                if entry["run"] == run:
                    self.done[int(entry["index"])] = dict(entry["outcome"])
            except (ValueError, KeyError, TypeError):
                raise OptionError(f"{path}, line {n}: not a game of this bench; the file is left as it is") from None

    def add_job(self, job: tuple[Any, ...], outcome: dict[str, Any]) -> None:
        """Keep the outcome of a `bench_bots` job (its game index is the job's sixth part)."""
        self.add(job[5], outcome)

    def add(self, index: int, outcome: dict[str, Any]) -> None:
        """Keep the outcome of game `index`."""
        self.done[index] = outcome
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps({"run": self.run, "index": index, "outcome": outcome}) + "\n")


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

    With `resume`, a file (`MatchLog`) that keeps each finished game and supplies those it already holds.
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
        log = MatchLog(resume, {
            "game": game_id, "players": players, "options": resolved, "pair": [weak, strong], "seed": seed,
            "budget": dataclasses.asdict(hard_budget) if hard_budget is not None else None,
        }) if resume else None
        if log:
            work = [job for job in work if job[5] not in log.done]
        pair_progress = progress and (lambda done, total, w=weak, s=strong: progress(w, s, done, total))
        played: list[dict[str, Any]] = _run_all(_play_match_game, work, jobs, pair_progress,
                                                log.add_job if log else None)
        outcomes = [log.done[i] for i in range(games)] if log else played
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


def _options(pairs: Sequence[str]) -> dict[str, Any]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise OptionError(f"--option needs key=value, not {pair!r}")
        options[key.strip()] = value
    return options


def cmd_bench_bots(args: argparse.Namespace) -> int:
    options = _options(args.option)
    budget = None
    if args.seconds is not None or args.iterations is not None:
        budget = Budget(seconds=args.seconds, iterations=args.iterations)

    def progress(weak: str, strong: str, done: int, total: int) -> None:
        _progress(args, f"{weak} v {strong}")(done, total)

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
        for level in (r["weak"], r["strong"]):
            t = r["ms_per_decision"][level]
            print(
                f"      {level:>6}: median {t['median']:.2f} ms, p95 {t['p95']:.2f} ms"
                f" over {t['decisions']} decisions"
            )
            turn = r.get("ms_per_turn", {}).get(level)
            if turn:
                print(
                    f"      {'':>6}  whole turns: median {turn['median'] / 1000:.2f} s, p95 {turn['p95'] / 1000:.2f} s,"
                    f" max {turn['max'] / 1000:.2f} s over {turn['turns']} turns"
                )
                if "iterations_median" in turn:
                    print(
                        f"      {'':>6}  search iterations a turn: median {turn['iterations_median']:,.0f},"
                        f" 5th percentile {turn['iterations_p5']:,.0f}"
                    )
    return 0


# --- bench peer -------------------------------------------------------------------


def _play_peer_hand(job: tuple[str, str, str, int, float, int, int]) -> dict[str, Any]:
    """One measured stretch (a hand) of ours against the game's outside peer (a process-pool worker)."""
    game_id, level, context, simulations, uct_c, deck, ours = job
    peer = peer_for(game_id)
    assert peer is not None
    bots: list[TimedBot] = [TimedBot(peer.bot(simulations, uct_c)), TimedBot(make_bot(game_id, level))]
    if ours == 0:
        bots.reverse()
    state = peer.deal(context, deck)
    rngs = [seat_rng(deck, s) for s in range(2)]
    while not peer.finished(state):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.view(seat), rngs[seat]))
    points = peer.points(state)
    return {"deck": deck, "ours": points[ours], "peer": points[1 - ours],
            "ours_ms": [t * 1000 for t in bots[ours].times], "peer_ms": [t * 1000 for t in bots[1 - ours].times]}


def _peer(game_id: str | None) -> tuple[str, Peer]:
    """The game whose outside peer `bench peer` plays (the first game that has one when none is named)."""
    games = peer_games()
    if game_id is None and games:
        game_id = games[0]
    peer = peer_for(game_id) if game_id is not None else None
    if game_id is None or peer is None:
        raise OptionError(f"no outside peer for {game_id or 'any game'}; games with one: {', '.join(games) or 'none'}")
    return game_id, peer


def bench_peer(
    decks: int = 300,
    level: str = "hard",
    context: str | None = None,
    simulations: int = 2500,
    uct_c: float = 2.0,
    jobs: int = 1,
    seed: int = 0,
    progress: Any = None,
    game: str | None = None,
) -> dict[str, Any]:
    """Our `level` against the game's outside peer (see rules/bots/outside.py), each deck played twice with
    the seats swapped; `game` None: the first game that has a peer, `context` None: its first framing.

    Raises PeerMissing (with how to install it) when the peer's library is not installed.
    """
    game_id, peer = _peer(game)
    peer.check()  # fail now, with the installation hint, rather than in a worker
    if level not in LEVELS:
        raise OptionError(f"no bot level {level!r}; the levels are: {', '.join(LEVELS)}")
    context = context or next(iter(peer.contexts))
    if context not in peer.contexts:
        raise OptionError(f"no context {context!r}; the contexts are: {', '.join(peer.contexts)}")
    work = [(game_id, level, context, simulations, uct_c, seed + d, ours) for d in range(decks) for ours in (0, 1)]
    hands: list[dict[str, Any]] = _run_all(_play_peer_hand, work, jobs, progress)
    n = len(hands)
    leads = [h["ours"] - h["peer"] for h in hands]
    # Each deck's two hands (one per seat) form one observation of the lead: the deal's luck cancels.
    per_deck = [(leads[i] + leads[i + 1]) / 2 for i in range(0, n, 2)]
    spread = statistics.stdev(per_deck) if len(per_deck) > 1 else 0.0
    half = 1.96 * spread / len(per_deck) ** 0.5 if per_deck else 0.0
    won = sum(1 for x in leads if x > 0)
    lost = sum(1 for x in leads if x < 0)
    low, high = wilson(won, won + lost)
    ours_ms = [t for h in hands for t in h["ours_ms"]]
    peer_ms = [t for h in hands for t in h["peer_ms"]]
    lead = statistics.fmean(leads) if leads else 0.0
    return {
        "game": game_id,
        "title": peer.title,
        "level": level,
        "context": context,
        "framing": peer.contexts[context],
        "peer": peer.describe(simulations, uct_c),
        "decks": decks,
        "hands": n,
        "ours_points": round(statistics.fmean(h["ours"] for h in hands), 3) if hands else 0.0,
        "peer_points": round(statistics.fmean(h["peer"] for h in hands), 3) if hands else 0.0,
        "lead": round(lead, 3),
        "lead95": [round(lead - half, 3), round(lead + half, 3)],
        "decided": won + lost,
        "decided_won": round(won / (won + lost), 4) if won + lost else 0.0,
        "wilson95": [round(low, 4), round(high, 4)],
        "ms_per_decision": {
            who: {"decisions": len(ts), "median": round(statistics.median(ts), 2) if ts else 0.0,
                  "p95": round(percentile(ts, 95), 2) if ts else 0.0}
            for who, ts in (("ours", ours_ms), ("peer", peer_ms))
        },
    }


def cmd_bench_peer(args: argparse.Namespace) -> int:
    try:
        row = bench_peer(args.decks, args.level, args.context, args.simulations, args.uct, args.jobs, args.seed,
                         _progress(args, "hands"), args.game)
    except PeerMissing as exc:
        print(f"party-table: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(row, indent=1))
        return 0
    print(f"{row['title']} as {row['framing']}: {row['hands']} hands ({row['decks']} decks, seats swapped)")
    print(f"  {row['level']} v {row['peer']}")
    low, high = row["lead95"]
    print(f"  points per hand {row['ours_points']:.2f} v {row['peer_points']:.2f}:"
          f" lead {row['lead']:+.2f} (95% CI {low:+.2f} to {high:+.2f})")
    wl, wh = row["wilson95"]
    print(f"  decided hands won {100 * row['decided_won']:.1f}% of {row['decided']}"
          f" (95% CI {100 * wl:.1f}-{100 * wh:.1f}%)")
    for who in ("ours", "peer"):
        t = row["ms_per_decision"][who]
        print(f"  {who:>4}: median {t['median']:.2f} ms, p95 {t['p95']:.2f} ms over {t['decisions']} decisions")
    return 0


# --- bench calibration --------------------------------------------------------------

#: The win-chance buckets of `bench calibration`: 0-10%, 10-20%, ..., 90-100%.
BUCKETS = 10


def _played_positions(
    game_id: str, players: int, options: Mapping[str, Any] | None, game_seed: int, level: str,
) -> tuple[list[tuple[int, GameState]], GameState]:
    """One game of `level` bots: each decision with a choice (a forced move shows no estimate and asks
    no hint), as (seat to act, a copy of the state), and the finished game."""
    player = make_bot(game_id, level)
    state = get_game(game_id).new(players, options, game_seed)
    rngs = [seat_rng(game_seed, s) for s in range(players)]
    positions: list[tuple[int, GameState]] = []
    while not state.is_over():
        seat = state.to_act()[0]
        view = state.view(seat)
        if len(view.legal_actions()) > 1:
            positions.append((seat, state.clone()))
        state.apply(seat, player.choose(view, rngs[seat]))
    return positions, state


def _calibration_game(
    job: tuple[str, int, dict[str, Any], int, int, Budget, str, bool, str | None],
) -> list[dict[str, Any]]:
    """One game of `level` bots; the meter's win chance (`HardBot.advise`) for the seat to act at
    `samples` random decisions (a process-pool worker). Each sample: the estimate, the seat and that
    seat's share of the win. With `raw` the estimate is the chance before the game's map; `meter`, if
    given, replaces the game's own (`SearchSettings.meter`)."""
    game_id, players, options, game_seed, samples, budget, level, raw, meter = job
    positions, state = _played_positions(game_id, players, options, game_seed, level)
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
    found = [sample for out in _run_all(_calibration_game, work, jobs, progress) for sample in out]
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
        out = bench_calibration(args.game, args.games, args.players, _options(args.option), args.samples, budget,
                                args.jobs, args.seed, _progress(args, "games"), args.level, args.fit, args.save,
                                args.meter)
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


# --- bench hint ---------------------------------------------------------------------


def _hint_times(job: tuple[str, int, Mapping[str, Any] | None, int, int, float]) -> list[tuple[float, int]]:
    """One game of `normal` bots; the wall time of `hard`'s advice (the hint and the meter's chance, what
    the Hint button asks for) at `samples` of its decisions, in seconds, with the iterations its search
    ran (0 where it did not search) (a process-pool worker)."""
    game_id, players, options, game_seed, samples, seconds = job
    positions, _ = _played_positions(game_id, players, options, game_seed, "normal")
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
        hints = [hint for out in _run_all(_hint_times, work, jobs) for hint in out]
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
                      args.seconds, args.seed, args.jobs, _options(args.option) or None)
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


# --- bench review -------------------------------------------------------------------

#: Ways to mark a decision from its looks (`Decision`), compared by `bench review`: the second look
#: decides; the milder of the two looks' marks; their mean loss, each look weighted by its
#: iterations; the milder mark near a threshold (`Decision.mark`, see NEAR); and that, unless both
#: looks agree on the mark.
MARK_RULES: dict[str, Callable[[Decision], str]] = {
    "second look": lambda d: mark_of(d.loss),
    "milder": lambda d: mark_of(d.loss if d.first_loss is None else min(d.loss, d.first_loss)),
    "mean": lambda d: mark_of(d.loss if d.first_loss is None
                              else (d.first_loss + SECOND_LOOK * d.loss) / (1 + SECOND_LOOK)),
    "near": lambda d: d.mark,
    "near, unless both agree": lambda d: mark_of(d.loss) if d.first_loss is not None
    and mark_of(d.first_loss) == mark_of(d.loss) else d.mark,
}


def _review_record(job: tuple[str, int, dict[str, Any], int, tuple[int, ...]]) -> dict[str, Any]:
    """One game of `normal` bots, reviewed once with each seed (the looks of each decision kept)."""
    game_id, players, options, game_seed, seeds = job
    game = get_game(game_id)
    played = play(game, [make_bot(game_id, "normal") for _ in range(players)], game_seed, options)
    record = Record.of(played.state, [Player(f"Bot {s + 1}", "normal") for s in range(players)])
    reviews = []
    for seed in seeds:
        review = review_record(record, seed=seed)
        assert review is not None
        reviews.append([d.to_dict() for d in review.decisions])
    return {"game": game_seed, "reviews": reviews}


def review_stability(outcomes: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """How often the reviews of one record agree on a decision's mark, under each of MARK_RULES."""
    out: dict[str, Any] = {"records": len(outcomes), "rules": {}}
    pairs = [(Decision.from_dict(a), Decision.from_dict(b))
             for o in outcomes for a, b in zip(o["reviews"][0], o["reviews"][1], strict=True)]
    out["decisions"] = len(pairs)
    out["checked"] = sum(a.checked or b.checked for a, b in pairs)
    for name, rule in MARK_RULES.items():
        same = sum(rule(a) == rule(b) for a, b in pairs)
        low, high = wilson(same, len(pairs))
        marks = {m: sum(rule(d) == m for pair in pairs for d in pair) for m in MARKS}
        out["rules"][name] = {"same": same, "share": round(same / len(pairs), 4) if pairs else 0.0,
                              "wilson95": [round(low, 4), round(high, 4)], "marks": marks}
    return out


def bench_review(
    game_id: str,
    records: int = 20,
    players: int = 2,
    options: Mapping[str, Any] | None = None,
    seeds: tuple[int, int] = (1, 2),
    jobs: int = 1,
    seed: int = 0,
    progress: Any = None,
    resume: str | None = None,
) -> dict[str, Any]:
    """Review each of `records` games of `normal` bots twice, with two search seeds at the review's default
    budget, and count the decisions both reviews mark alike. With `resume`, a file that keeps each record's
    reviews (`MatchLog`), so that a long run stopped part way goes on where it stopped."""
    game = get_game(game_id)
    resolved = game.resolve_options(options)
    game.check_players(players, resolved)
    work = [(game_id, players, resolved, seed + i, tuple(seeds)) for i in range(records)]
    log = MatchLog(resume, {"bench": "review", "game": game_id, "players": players, "options": resolved,
                            "seeds": list(seeds), "seed": seed}) if resume else None
    if log:
        work = [job for job in work if job[3] - seed not in log.done]
    done: list[dict[str, Any]] = _run_all(_review_record, work, jobs, progress,
                                          (lambda job, out: log.add(job[3] - seed, out)) if log else None)
    outcomes = [log.done[i] for i in range(records)] if log else done
    return {"game": game_id, "players": players, "options": resolved, "seeds": list(seeds),
            "budget": dataclasses.asdict(default_budget(game_id)), **review_stability(outcomes)}


def cmd_bench_review(args: argparse.Namespace) -> int:
    seeds = tuple(int(x) for x in args.seeds.split(","))
    if len(seeds) != 2:
        raise OptionError(f"--seeds needs two seeds, like 1,2, not {args.seeds!r}")
    out = bench_review(args.game, args.records, args.players, _options(args.option), (seeds[0], seeds[1]),
                       args.jobs, args.seed, _progress(args, "records"), args.resume)
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    print(f"{get_game(args.game).name}: {out['decisions']} decisions of {out['records']} records reviewed with"
          f" seeds {seeds[0]} and {seeds[1]} ({out['budget']['iterations']} iterations; {out['checked']} looked at"
          f" twice in either review)")
    for name, r in out["rules"].items():
        low, high = r["wilson95"]
        counts = ", ".join(f"{m} {n}" for m, n in r["marks"].items())
        print(f"  {name:>23}: same mark {100 * r['share']:.1f}% ({100 * low:.1f}-{100 * high:.1f}%)  [{counts}]")
    return 0


def _game_arguments(p: argparse.ArgumentParser, games_help: str) -> None:
    """The arguments every bench that plays whole games takes."""
    p.add_argument("game")
    p.add_argument("--games", type=int, default=400, help=games_help)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--json", action="store_true")


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("rules", help="random playouts per second for each game and player count")
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--seconds", type=float, default=1.0, help="time per game, player count and way")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_rules)

    p = sub.add_parser("bots", help="seat-swapped matches between adjacent bot levels: win rates and ms per decision")
    _game_arguments(p, "games per pair of levels (default 400)")
    p.add_argument("--pairs", help="weak-strong pairs, comma separated (default random-easy,easy-normal,normal-hard); "
                   "the level 'searching' is hard without its solved and expert answers")
    p.add_argument("--seconds", type=float, help="hard's wall-time budget per decision (default 1.0)")
    p.add_argument("--iterations", type=int, help="hard's iteration budget per decision (reproducible)")
    p.add_argument("--resume", metavar="FILE", help="keep each finished game in FILE and play only the games it "
                   "does not hold yet, so that a long run can be stopped and started again")
    p.set_defaults(func=cmd_bench_bots)

    p = sub.add_parser("peer", help="a bot level against a game's outside searcher, such as OpenSpiel's MCTS "
                       "(an optional extra)")
    p.add_argument("--game", help="the game (default: the first that has an outside searcher)")
    p.add_argument("--decks", type=int, default=300, help="decks, each played twice with the seats swapped")
    p.add_argument("--level", default="hard", help="our bot level (default hard)")
    p.add_argument("--context", help="how the game's peer frames the hand for our bot (default: its first; "
                   "an unknown one lists them)")
    p.add_argument("--simulations", type=int, default=2500, help="the peer's MCTS simulations per decision")
    p.add_argument("--uct", type=float, default=2.0, help="the peer's UCT exploration constant")
    p.add_argument("--jobs", type=int, default=1, help="hands played in parallel processes")
    p.add_argument("--seed", type=int, default=0, help="the first deck's seed")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_peer)

    p = sub.add_parser("calibration", help="hard's win-chance estimates against outcomes: buckets and Brier score")
    _game_arguments(p, "games (default 400)")
    p.add_argument("--level", default="normal", help="the bot level playing every seat of the games (default normal)")
    p.add_argument("--samples", type=int, default=4, help="positions estimated per game (default 4)")
    p.add_argument("--seconds", type=float, help="hard's thinking time per estimate (default 0.5, as the app's hint)")
    p.add_argument("--iterations", type=int, help="hard's search iterations per estimate (reproducible; where the "
                   "game's meter plays rollouts, it plays the game's meter_rollouts of them)")
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

    p = sub.add_parser("hint", help="how long hard's hint (the meter and the Hint button) takes to answer")
    p.add_argument("--game", action="append", help="only this game (repeatable; default every game)")
    p.add_argument("--games", type=int, default=10, help="games of normal bots per game (default 10)")
    p.add_argument("--samples", type=int, default=3, help="hints timed per game played (default 3)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seconds", type=float, default=0.5, help="the hint's budget (default 0.5, as the app's)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes (times then share cores)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option, such as variant=liars (with one --game)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_hint)

    p = sub.add_parser("review", help="how often two reviews of one record, with different seeds, mark a "
                       "decision alike")
    p.add_argument("game")
    p.add_argument("--records", type=int, default=20, help="games of normal bots reviewed (default 20)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--jobs", type=int, default=1, help="records reviewed in parallel processes")
    p.add_argument("--seed", type=int, default=0, help="the first record's game seed")
    p.add_argument("--seeds", default="1,2", help="the two reviews' search seeds (default 1,2)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--resume", metavar="FILE", help="keep each reviewed record in FILE and review only the "
                   "records it does not hold yet")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_review)
