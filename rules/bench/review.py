"""`bench review`: how often two reviews of one record, with different search seeds, mark a decision alike."""

from __future__ import annotations

import argparse
import dataclasses
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules.bench.runs import run_resumable, terminal_progress
from rules.bots import make_bot
from rules.bots.stats import wilson
from rules.console import at_least_one, game_options
from rules.core import Player, Record, RecordError, clip, get_game
from rules.review import MARKS, SECOND_LOOK, Decision, default_budget, mark_of, review_record
from rules.sim import play

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


def _sound_record(outcome: dict[str, Any], seeds: int) -> bool:
    """Whether a record's reviews read back from a --resume file are ones `review_stability` can compare: one
    review for each seed, each of as many decisions as the others, every one a decision `Decision` reads."""
    reviews = outcome.get("reviews")
    if not (isinstance(reviews, list) and len(reviews) == seeds and all(isinstance(r, list) for r in reviews)):
        return False
    if len({len(r) for r in reviews}) != 1:
        return False
    try:
        for review in reviews:
            for decision in review:
                Decision.from_dict(decision)
    except (RecordError, KeyError, TypeError, ValueError, ArithmeticError, AttributeError):
        return False
    return True


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
    reviews (`run_resumable`), so that a long run stopped part way goes on where it stopped."""
    game = get_game(game_id)
    resolved = game.resolve_options(options)
    game.check_players(players, resolved)
    work = [(game_id, players, resolved, seed + i, tuple(seeds)) for i in range(records)]
    run = {"bench": "review", "game": game_id, "players": players, "options": resolved, "seeds": list(seeds),
           "seed": seed}
    outcomes: list[dict[str, Any]] = run_resumable(_review_record, work, jobs, progress, resume, run,
                                                   lambda job: job[3] - seed,
                                                   lambda outcome: _sound_record(outcome, len(seeds)))
    return {"game": game_id, "players": players, "options": resolved, "seeds": list(seeds),
            "budget": dataclasses.asdict(default_budget(game_id)), **review_stability(outcomes)}


def two_seeds(text: str) -> tuple[int, int]:
    """An argparse type: two different whole numbers, "1,2" (the same seed twice would agree by construction)."""
    parts = text.split(",")
    try:
        seeds = tuple(int(part) for part in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"needs two whole numbers, like 1,2, not {clip(text)}") from None
    if len(seeds) != 2:
        raise argparse.ArgumentTypeError(f"needs two seeds, like 1,2, not {clip(text)}")
    if seeds[0] == seeds[1]:
        raise argparse.ArgumentTypeError(f"needs two different seeds: two reviews with seed {seeds[0]} mark alike "
                                         "by construction")
    return seeds[0], seeds[1]


def cmd_bench_review(args: argparse.Namespace) -> int:
    seeds = args.seeds
    out = bench_review(args.game, args.records, args.players, game_options(args.option), (seeds[0], seeds[1]),
                       args.jobs, args.seed, terminal_progress(args, "records"), args.resume)
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


def add_parser(sub: Any) -> None:
    p = sub.add_parser("review", help="how often two reviews of one record, with different seeds, mark a "
                       "decision alike")
    p.add_argument("game")
    p.add_argument("--records", type=at_least_one, default=20, help="games of normal bots reviewed (default 20)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--jobs", type=at_least_one, default=1, help="records reviewed in parallel processes")
    p.add_argument("--seed", type=int, default=0, help="the first record's game seed")
    p.add_argument("--seeds", type=two_seeds, default=(1, 2), help="the two reviews' different search seeds "
                   "(default 1,2)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--resume", metavar="FILE", help="keep each reviewed record in FILE and review only the "
                   "records it does not hold yet")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_review)
