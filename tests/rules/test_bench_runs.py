"""What the benchmarks share (rules/bench/runs.py): a long run kept job by job, so that it can stop and go on."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.bench.runs import run_resumable

RUN = {"bench": "squares", "seed": 0}


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
        run_resumable(stopped, _work(5), 1, None, str(kept), RUN, lambda job: job[1])
    assert stopped.ran == [0, 1, 2] and len(kept.read_text().splitlines()) == 3

    again = Squares()
    results = run_resumable(again, _work(5), 1, None, str(kept), RUN, lambda job: job[1])
    assert again.ran == [3, 4]
    assert results == [{"square": i * i} for i in range(5)]  # in the order of the work, read back or not


def test_another_run_in_the_same_file_starts_afresh_and_a_run_without_a_file_keeps_nothing(tmp_path: Path) -> None:
    kept = tmp_path / "kept.jsonl"
    run_resumable(Squares(), _work(2), 1, None, str(kept), RUN, lambda job: job[1])
    other = Squares()
    run_resumable(other, _work(2), 1, None, str(kept), {**RUN, "seed": 1}, lambda job: job[1])
    assert other.ran == [0, 1] and len(kept.read_text().splitlines()) == 4

    plain = Squares()
    assert run_resumable(plain, _work(2), 1, None, None, RUN, lambda job: job[1]) == [{"square": 0}, {"square": 1}]
    assert plain.ran == [0, 1]
