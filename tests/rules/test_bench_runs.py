"""What the benchmarks share (rules/bench/runs.py): a long run kept job by job, so that it can stop and go on."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rules.bench.runs import run_resumable
from rules.cli import main
from rules.core import OptionError
from tests.posix import needs_pipes

RUN = {"bench": "squares", "seed": 0}


def _square(outcome: dict[str, object]) -> bool:
    return isinstance(outcome.get("square"), int)


class Squares:
    """A worker that squares its job's number, and fails on `fail_at` as a run killed there would stop."""

    def __init__(self, fail_at: int | None = None) -> None:
        self.fail_at = fail_at
        self.ran: list[int] = []

    def __call__(self, job: tuple[str, int]) -> dict[str, int]:
        if job[1] == self.fail_at:
            raise KeyboardInterrupt
        self.ran.append(job[1])
        return {"square": job[1] ** 2}


def _work(n: int) -> list[tuple[str, int]]:
    return [("job", i) for i in range(n)]


def test_a_run_stopped_part_way_goes_on_with_only_the_jobs_it_had_not_finished(tmp_path: Path) -> None:
    kept = tmp_path / "kept.jsonl"
    stopped = Squares(fail_at=3)
    with pytest.raises(KeyboardInterrupt):
        run_resumable(stopped, _work(5), 1, None, str(kept), RUN, lambda job: job[1], _square)
    assert stopped.ran == [0, 1, 2] and len(kept.read_text().splitlines()) == 3

    again = Squares()
    results = run_resumable(again, _work(5), 1, None, str(kept), RUN, lambda job: job[1], _square)
    assert again.ran == [3, 4]
    assert results == [{"square": i * i} for i in range(5)]  # in the order of the work, read back or not


def test_another_run_in_the_same_file_starts_afresh_and_a_run_without_a_file_keeps_nothing(tmp_path: Path) -> None:
    kept = tmp_path / "kept.jsonl"
    run_resumable(Squares(), _work(2), 1, None, str(kept), RUN, lambda job: job[1], _square)
    other = Squares()
    run_resumable(other, _work(2), 1, None, str(kept), {**RUN, "seed": 1}, lambda job: job[1], _square)
    assert other.ran == [0, 1] and len(kept.read_text().splitlines()) == 4

    plain = Squares()
    results = run_resumable(plain, _work(2), 1, None, None, RUN, lambda job: job[1], _square)
    assert results == [{"square": 0}, {"square": 1}]
    assert plain.ran == [0, 1]


def _kept_line(**changes: object) -> str:
    return json.dumps({"run": RUN, "index": 0, "outcome": {"square": 0}, **changes}) + "\n"


@pytest.mark.parametrize("damage", [
    b"\xa1\xe6\x9c\xb4-\xe7=\x8c5\xeaC)\n",  # binary: not UTF-8 text
    _kept_line(index=0.5).replace("0.5", "1e400").encode(),  # an index too large to be a job's
    _kept_line(index=True).encode(),
    _kept_line(outcome={"square": "x"}).encode(),  # not what the bench adds up
    _kept_line(outcome=[1]).encode(),
    b"[" * 100_000 + b"]" * 100_000 + b"\n",
])
def test_a_damaged_line_is_refused_by_its_number_before_any_job_runs_and_the_file_is_kept(
        tmp_path: Path, damage: bytes) -> None:
    kept = tmp_path / "kept.jsonl"
    kept.write_bytes(_kept_line().encode() + damage)
    ran = Squares()
    with pytest.raises(OptionError, match=r"kept\.jsonl, line 2: not a result of this bench; the file is left as it"):
        run_resumable(ran, _work(3), 1, None, str(kept), RUN, lambda job: job[1], _square)
    assert ran.ran == [] and kept.read_bytes() == _kept_line().encode() + damage


@needs_pipes
def test_a_named_pipe_or_a_folder_is_refused_instead_of_waiting_or_failing_after_a_job(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    for path, kind in ((pipe, "not an ordinary file"), (tmp_path, "a folder")):
        ran = Squares()
        with pytest.raises(OptionError, match=f"cannot keep results in .*: it is {kind}"):
            run_resumable(ran, _work(2), 1, None, str(path), RUN, lambda job: job[1], _square)
        assert ran.ran == []


def test_a_kept_game_bench_bots_cannot_add_up_is_one_line_and_nothing_is_added(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A share of the win that is not a number used to stop the run with a TypeError once the
    new game had been added to the file."""
    kept = tmp_path / "kept.jsonl"
    bench = ["bench", "bots", "turtle-butt", "--pairs", "random-easy", "--resume", str(kept), "--json"]
    assert main([*bench, "--games", "1"]) == 0
    capsys.readouterr()
    entry = json.loads(kept.read_text())
    entry["outcome"]["share"] = "x"
    kept.write_text(json.dumps(entry) + "\n")
    before = kept.read_bytes()
    assert main([*bench, "--games", "2"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"party-table: {kept}, line 1: not a result of this bench; the file is left as it is\n"
    assert kept.read_bytes() == before


def test_a_kept_review_bench_review_cannot_compare_is_refused_before_anything_is_reviewed(tmp_path: Path) -> None:
    from rules.bench.review import bench_review
    from rules.core import get_game

    run = {"bench": "review", "game": "turtle-butt", "players": 2,
           "options": get_game("turtle-butt").resolve_options({}), "seeds": [1, 2], "seed": 0}
    kept = tmp_path / "kept.jsonl"
    for reviews in ([[{"move": "x"}], [{"move": 1}]], [[], [{"move": 1}]], [[]]):
        kept.write_text(json.dumps({"run": run, "index": 0, "outcome": {"game": 0, "reviews": reviews}}) + "\n")
        with pytest.raises(OptionError, match="line 1: not a result of this bench"):
            bench_review("turtle-butt", records=1, resume=str(kept))
