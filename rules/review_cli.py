"""`party-table review RECORD.json`: the hard bot's move-by-move judgement of a game, headless."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from rules.bots import Budget
from rules.console import Progress, UsageError, at_least_one, positive_seconds
from rules.core import Record, clip, get_game
from rules.review import BLUNDER, INACCURACY, MARKS, MISTAKE, Review, default_budget, review_record


def _percent(value: float) -> str:
    return f"{round(100 * value)}%"


def _plural(mark: str, count: int) -> str:
    word = {"good": "good", "inaccuracy": "inaccuracies"}.get(mark, mark + "s") if count != 1 else mark
    return f"{count} {word}"


def print_review(review: Review, record: Record, seat: int | None) -> None:
    """The review as lines a player can read: a summary per seat, then each rated move."""
    game = get_game(review.game)
    names = [clip(name, quoted=False) for name in review.players]
    budget = review.budget
    effort = f"{budget.iterations} iterations" if budget.iterations is not None else f"{budget.seconds:g} s"
    print(f"{game.name}: {len(record.actions)} moves, judged by the hard bot ({effort} per decision)")
    print(f"  marks by the loss of winning chance: inaccuracy from {_percent(INACCURACY)}, "
          f"mistake from {_percent(MISTAKE)}, blunder from {_percent(BLUNDER)}")
    seats = [seat] if seat is not None else list(range(len(names)))
    for s in seats:
        counts = review.counts(s)
        rated = sum(counts.values())
        marks = ", ".join(_plural(mark, counts[mark]) for mark in MARKS)
        print(f"  {names[s]}: {rated} decisions: {marks}")
    width = max(len(n) for n in names)
    for d in review.of_seat(seat):
        line = (f"  move {d.index + 1:>3}  {names[d.seat]:<{width}}  {d.played:<24} "
                f"{_percent(d.chance_before):>4} -> {_percent(d.chance_after):>4}  {d.mark}")
        if d.too_close is not None:
            line += f" (nearly {d.too_close}: within the search's error)"
        if d.played != d.best and d.mark != "good":
            line += f"; better: {d.best}"
        print(line)
    if review.over:
        won = ", ".join(names[s] for s in review.winners) or "nobody"
        print(f"  winner: {won}")
    else:  # as replay says it: the record stops part-way
        print(f"  the game is not over: the record stops after move {len(record.actions)}")


def cmd_review(args: argparse.Namespace) -> int:
    record = Record.load(args.file)
    players = len(record.players)
    seat = None
    if args.seat is not None:
        if not 1 <= args.seat <= players:
            raise UsageError(f"--seat must be a player from 1 to {players}, not {args.seat}")
        seat = args.seat - 1
    if args.seconds is not None or args.iterations is not None:
        budget = Budget(seconds=args.seconds, iterations=args.iterations)
    else:
        budget = default_budget(record.game)
    bar: Progress | None = None

    def progress(done: int, total: int) -> None:
        nonlocal bar
        if bar is None and sys.stderr.isatty():
            bar = Progress(total, f"reviewing {record.game}")
        if bar is not None:
            bar.update(done)

    review = review_record(record, budget, args.seed, args.jobs, progress)
    if bar is not None:
        bar.close()
    assert review is not None  # nothing asks it to stop
    if args.json:
        print(json.dumps(review.to_dict(seat), indent=1, ensure_ascii=False))
    else:
        print_review(review, record, seat)
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "review",
        help="the hard bot's judgement of every decision in a record",
        description="Replay a record; the hard bot rates every decision from what its player could see, "
        "marks each move good, inaccuracy, mistake or blunder by the winning chance it gave up, and names "
        "the move it preferred.",
    )
    p.add_argument("file")
    p.add_argument("--seat", type=at_least_one, help="list only this player's decisions (counted from 1)")
    p.add_argument("--json", action="store_true")
    effort = p.add_mutually_exclusive_group()
    effort.add_argument("--seconds", type=positive_seconds, help="the hard bot's thinking time per decision")
    effort.add_argument("--iterations", type=at_least_one,
                        help="search iterations per decision (the default, per game, is reproducible)")
    p.add_argument("--seed", type=int, default=0, help="seed of the bot's search (default 0)")
    p.add_argument("--jobs", type=at_least_one, default=1, help="positions rated in parallel processes")
    p.set_defaults(func=cmd_review)
