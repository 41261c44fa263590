"""Records saved before this version still replay, to the same result (docs/records.md).

The files in records/ were written by main at 4340e31 (bot games of every variant, and with the
extended deck), before the view became a value, Pawns stopped scoring and the liar's game grew
to twelve. The scores are what that version's replay printed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.cli import main
from rules.core import Record, RecordError

RECORDS = Path(__file__).parent / "records"
#: Final scores of each record as main at 4340e31 replayed it.
SCORES: dict[str, list[int]] = {
    "basic.json": [35, 40, 30],
    "rococo.json": [0, 2, 0, 5],
    "liars.json": [4, 0, 1, 3, 2],
    "target.json": [19, 7],
    "extended-rococo.json": [4, 0, 0],
    "extended-liars.json": [1, 0, 2, 3],
    "pawns-basic.json": [12, 12],
    "pawns-rococo.json": [2, 2, 2],
    "pawns-liars.json": [1, 2, 0],
}


@pytest.mark.parametrize("name", sorted(SCORES))
def test_a_record_saved_by_the_previous_version_replays_to_the_same_scores(name: str) -> None:
    record = Record.load(RECORDS / name)
    state = record.replay()
    assert state.is_over() and list(state.result().scores) == SCORES[name]


def test_records_saved_with_the_pawns_before_they_stopped_scoring_replay_with_pawn_sets() -> None:
    """Pawns score nothing now; a record saved when a pair of Pawns scored 1 is read with that ruling,
    without which these records would not replay as they were played."""
    for name, differs in (("pawns-rococo.json", "refused"), ("pawns-liars.json", "refused"),
                          ("pawns-basic.json", "scores")):
        data = json.loads((RECORDS / name).read_text(encoding="utf-8"))
        assert "pawn_sets" not in data["options"] and data["options"]["pawns"] is True
        assert Record.from_dict(data).options["pawn_sets"] is True
        data["options"]["pawn_sets"] = False  # as if read with today's ruling
        try:
            scores = list(Record.from_dict(data).replay().result().scores)
        except RecordError:
            assert differs == "refused"
        else:
            assert differs == "scores" and scores != SCORES[name]


def test_new_records_say_which_pawn_ruling_they_were_played_with() -> None:
    from rules.core import get_game

    state = get_game("turtle-butt").new(2, {"pawns": True}, seed=3)
    data = json.loads(Record.of(state).to_json())
    assert data["options"]["pawn_sets"] is False
    assert Record.from_dict(data).options["pawn_sets"] is False


def test_the_replay_command_reads_an_old_record(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(RECORDS / "pawns-rococo.json")]) == 0
    assert "P1: 2" in capsys.readouterr().out
