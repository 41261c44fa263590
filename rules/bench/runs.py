"""What the benchmarks share: running their games in processes, keeping a long run's results as they come,
a terminal's progress, the arguments of a game's bench and the positions of a played game."""

from __future__ import annotations

import argparse
import json
import math
import os
import stat
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules import parallel
from rules.bots import make_bot
from rules.console import at_least_one
from rules.core import GameState, OptionError, get_game
from rules.sim import seat_rng


def run_all(worker: Callable[[Any], Any], work: Sequence[Any], jobs: int, progress: Any = None,
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


def terminal_progress(args: argparse.Namespace, unit: str) -> Callable[[int, int], None]:
    """Counts done/total on a terminal's stderr (never into --json output)."""

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty():
            sys.stderr.write(f"\r{unit}: {done}/{total}")
            sys.stderr.flush()
            if done == total:
                sys.stderr.write("\n")

    return progress


def played_positions(
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


def game_arguments(p: argparse.ArgumentParser, games_help: str) -> None:
    """The arguments every bench that plays whole games takes."""
    p.add_argument("game")
    p.add_argument("--games", type=at_least_one, default=400, help=games_help)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--jobs", type=at_least_one, default=1, help="games played in parallel processes")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--json", action="store_true")


def run_resumable(worker: Callable[[Any], Any], work: Sequence[Any], jobs: int, progress: Any,
                  resume: str | None, run: dict[str, Any], index: Callable[[Any], int],
                  sound: Callable[[Any], bool]) -> list[Any]:
    """`run_all`, keeping each job's result in the file `resume` (when given) as it comes: a run stopped part
    way goes on where it stopped, since jobs whose `index` the file holds for the same `run` are not run again.
    `sound(outcome)` says whether a result read back is one the bench can add up (a damaged file's would stop
    the run after its new results were kept). The results are in the order of `work`, those read back and those
    run alike."""
    if not resume:
        return run_all(worker, work, jobs, progress)
    kept = KeptResults(resume, run, sound)
    pending = [job for job in work if index(job) not in kept.done]
    run_all(worker, pending, jobs, progress, lambda job, out: kept.add(index(job), out))
    return [kept.done[index(job)] for job in work]


def numbers(value: Any, whole: bool = False) -> bool:
    """Whether `value`, read back from JSON, is a list of finite numbers (whole numbers if `whole`)."""
    kinds = int if whole else (int, float)
    return isinstance(value, list) and all(
        isinstance(v, kinds) and not isinstance(v, bool) and math.isfinite(v) for v in value)


class KeptResults:
    """A file of the jobs a long bench has finished (hours of searching bots), one JSON line each with the
    run it belongs to, read back by `run_resumable`.

    Every line is read and checked before any job runs: a file that is not the bench's own is refused as it
    is, never added to, and a named pipe or a device is refused before it is opened (reading one would wait
    forever).
    """

    def __init__(self, path: str, run: dict[str, Any], sound: Callable[[Any], bool]) -> None:
        self.path, self.run = path, json.loads(json.dumps(run))  # as it reads back from the file
        self.done: dict[int, dict[str, Any]] = {}
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            mode = None
        except OSError as e:
            raise OptionError(f"cannot read {path}: {e.strerror}") from None
        if mode is not None and not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "not an ordinary file"
            raise OptionError(f"cannot keep results in {path}: it is {kind}")
        try:
            with open(path, "rb") as f:
                lines = f.read().splitlines()
        except FileNotFoundError:
            lines = []
        except OSError as e:
            raise OptionError(f"cannot read {path}: {e.strerror}") from None
        for n, line in enumerate(lines, 1):
            try:
                entry = json.loads(line.decode("utf-8"))
                if entry["run"] != self.run:
                    continue
                number, outcome = entry["index"], entry["outcome"]
                if isinstance(number, bool) or not isinstance(number, int) or not isinstance(outcome, dict):
                    raise ValueError(number)
                if not sound(outcome):
                    raise ValueError(outcome)
                self.done[number] = outcome
            except (ValueError, KeyError, TypeError, RecursionError):  # a UnicodeDecodeError is a ValueError
                raise OptionError(f"{path}, line {n}: not a result of this bench; the file is left as it is") from None
        try:
            with open(path, "a", encoding="utf-8"):  # a file it cannot add to would fail after the first job
                pass
        except OSError as e:
            raise OptionError(f"cannot write {path}: {e.strerror}") from None

    def add(self, index: int, outcome: dict[str, Any]) -> None:
        """Keep the outcome of job `index`."""
        self.done[index] = outcome
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps({"run": self.run, "index": index, "outcome": outcome}) + "\n")
