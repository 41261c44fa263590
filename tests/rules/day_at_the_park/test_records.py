"""Records saved by earlier versions still replay (docs/records.md): the same moves give the same game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.core import BadNotation, Record
from rules.day_at_the_park import actions as A

RECORDS = Path(__file__).parent / "records"
RESULTS = json.loads((RECORDS / "results.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_a_record_saved_before_the_rule_changes_replays_to_the_same_result(name: str) -> None:
    record = Record.load(RECORDS / name)
    state = record.replay()
    assert state.is_over()
    result = state.result()
    assert list(result.scores) == RESULTS[name]["scores"] and list(result.ranks) == RESULTS[name]["ranks"]


@pytest.mark.parametrize(
    ("notation", "use"),
    [
        ("character", A.AsPrinted()),
        ("character remove 43", A.RemoveTile(43)),
        ("character gather bird note", A.Gather(("bird", "note"))),
        ("character switch 2", A.SwitchPlaces(2)),
        ("character swap 12 for hard advanced", A.SwapAdventure(12, "hard", "advanced")),
        ("character flower", A.ThreeOfAKind("flower")),
        ("character flower wild 2", A.ThreeOfAKind("flower", 2)),
        ("character wild note cupcake", A.OneOfEach(("note", "cupcake"))),
    ],
)
def test_a_character_action_reads_back_as_the_use_it_was_written_from(notation: str, use: A.CharacterUse) -> None:
    """Character Actions: each way of using a character is a value of its own, written and read back the same
    (records keep the words "character remove 43" …)."""
    action = A.parse(notation)
    assert action == A.CharacterAction(use)
    assert str(action) == notation


@pytest.mark.parametrize("notation", ["character remove", "character gather pony", "character swap 12 for 3 up",
                                      "character flower wild 0", "character dance"])
def test_a_character_action_that_names_no_use_is_bad_notation(notation: str) -> None:
    with pytest.raises(BadNotation):
        A.parse(notation)


def test_every_move_offered_along_a_record_reads_back_from_its_notation() -> None:
    """The records' games: every move offered on the way (character uses included) survives notation both
    ways, and the record's own words are the moves they were written from."""
    record = Record.load(RECORDS / "main-3p-normal.json")
    state = record.new_state()
    uses: set[type] = set()
    for seat, text in record.actions:
        for a in state.legal_actions(seat):
            assert A.parse(str(a)) == a
            if isinstance(a, A.CharacterAction):
                uses.add(type(a.detail))
        action = A.parse(text)
        assert str(action) == text
        state.apply(seat, action)
    assert len(uses) >= 3  # the game offered several kinds of character use
