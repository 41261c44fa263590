"""Records saved by earlier versions still replay (docs/records.md): the files in records/ were written by
`party-table simulate --records` on main at 080848b, before the views became plain values."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.core import Record

HERE = Path(__file__).parent / "records"

#: Final scores `party-table replay` printed for each record on that version.
SCORES = {
    "2-players.json": (14, 11),
    "2-players-check-floral.json": (13, 12),
    "3-players.json": (12, 17, 8),
    "4-players.json": (6, 15, 6, 4),
}


@pytest.mark.parametrize(("name", "scores"), sorted(SCORES.items()))
def test_a_record_of_the_previous_version_replays_to_the_same_scores(name: str, scores: tuple[int, ...]) -> None:
    record = Record.load(HERE / name)
    state = record.replay()
    assert state.is_over()
    assert state.result().scores == scores
    for upto in range(0, len(record.actions), 5):  # every autosave along the way loads too
        partial = record.replay(upto)
        assert len(partial.history) == upto and not partial.is_over()
