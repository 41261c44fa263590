"""Records saved by earlier versions still replay (docs/records.md): the same moves give the same game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.core import Record

RECORDS = Path(__file__).parent / "records"
RESULTS = json.loads((RECORDS / "results.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_a_record_saved_before_the_rule_changes_replays_to_the_same_result(name: str) -> None:
    record = Record.load(RECORDS / name)
    state = record.replay()
    assert state.is_over()
    result = state.result()
    assert list(result.scores) == RESULTS[name]["scores"] and list(result.ranks) == RESULTS[name]["ranks"]
