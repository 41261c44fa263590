"""The game-agnostic core, exercised through a tiny test game (tests/rules/toy_game.py)."""

from __future__ import annotations

import errno
import json
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from rules.core import (
    Event,
    IllegalAction,
    OptionError,
    Payload,
    Player,
    Record,
    RecordError,
    Result,
    Text,
    fault,
    get_game,
)
from tests.rules import toy_game  # noqa: F401  (registers the test game)
from tests.rules.harness import GameSpec, canonical, check_game

ROOT = Path(__file__).resolve().parents[2]


def toy_hidden(state, seat):
    return [f"play {c}" for p, h in enumerate(state.hands) if p != seat for c in h]


def test_harness_passes_on_the_test_game():
    check_game(GameSpec("toy-high-card", 3, hidden_tokens=toy_hidden), games=40)


def test_harness_catches_a_leaking_view(monkeypatch):
    from tests.rules.toy_game import ToyView

    original = ToyView.to_dict

    def leaky(self):
        data = dict(original(self))
        data["spy"] = [f"play {c}" for h in self._base.hands for c in h]
        return data

    monkeypatch.setattr(ToyView, "to_dict", leaky)
    with pytest.raises(AssertionError, match="hidden"):
        check_game(GameSpec("toy-high-card", 2, hidden_tokens=toy_hidden, view_checks=1.0), games=3)


def test_unknown_option_is_refused_with_the_options_named():
    with pytest.raises(OptionError, match="colour"):
        get_game("toy-high-card").new(2, {"flavour": 1})


def test_bad_option_value_names_the_allowed_values():
    with pytest.raises(OptionError, match="red, blue"):
        get_game("toy-high-card").new(2, {"colour": "green"})
    with pytest.raises(OptionError, match="1 up to 50"):
        get_game("toy-high-card").resolve_options({"target": "99"})


def test_option_text_is_coerced():
    game = get_game("toy-high-card")
    opts = game.resolve_options({"fast": "yes", "target": "none", "colour": "blue"})
    assert opts == {"fast": True, "target": None, "colour": "blue"}


def test_player_count_outside_range_is_refused():
    with pytest.raises(OptionError, match="2 to 4 players"):
        get_game("toy-high-card").new(5)


def test_illegal_action_leaves_state_untouched():
    state = get_game("toy-high-card").new(2, seed=4)
    before = canonical(state.to_dict())
    missing = next(c for c in range(1, 10) if c not in state.hands[0])
    with pytest.raises(IllegalAction, match="do not hold"):
        state.apply(0, state.parse(f"play {missing}"))
    assert canonical(state.to_dict()) == before and state.history == []


def test_simultaneous_commitment_is_hidden_until_all_commit():
    state = get_game("toy-high-card").new(2, seed=1)
    card = state.hands[0][0]
    events = state.apply(0, state.parse(f"play {card}"))
    assert [e.kind for e in events] == ["Committed"]
    assert state.to_act() == (1,)
    assert f"play {card}" not in json.dumps(state.view(1).to_dict())


@dataclass(frozen=True)
class _Drawn(Payload):
    seat: int
    card: str


def test_event_text_names_players_and_hides_secrets():
    e = Event.of(_Drawn(1, "Bard"), "{P1} draws the Bard", 1, visible_to=frozenset({1}),
                 public_text="{P1} draws a card")
    assert e.describe(["Ana", "Ben"], seat=1) == "Ben draws the Bard"
    assert e.describe(["Ana", "Ben"], seat=0) == "Ben draws a card"
    assert e.describe(["Ana", "Ben"]) == "Ben draws a card"  # a spectator is no seat that may see it


def test_an_event_of_nobodys_doing_has_no_actor_instead_of_seat_0():
    assert Event.of(_Drawn(1, "Bard"), "{P1} draws the Bard", 1).actor == 1
    with pytest.raises(LookupError, match="'reveal' event belongs to no seat"):
        _ = Event("reveal", "a card turns up").actor


def test_a_typed_event_is_named_by_its_payload_and_a_stripped_one_keeps_only_its_kind():
    """A payload's class is the event's kind; another seat gets neither the payload nor the card, only
    that a card was drawn."""
    e = Event.of(_Drawn(1, "Bard"), "{P1} draws the Bard", 1, visible_to=frozenset({1}),
                 public_text="{P1} draws a card")
    assert e.kind == "_Drawn" and e.is_a(_Drawn) and e.payload == _Drawn(1, "Bard")
    hidden = e.for_seat(0)
    assert hidden.payload is None and hidden.is_a(_Drawn)
    assert hidden.describe(["Ana", "Ben"], seat=0) == "Ben draws a card"
    assert e.for_seat(1) is e
    match e.payload:
        case _Drawn(seat=seat, card=card):
            assert (seat, card) == (1, "Bard")
        case _:
            raise AssertionError("the payload's class is matched")


def test_a_typed_event_cannot_lack_a_field_or_disagree_with_its_kind():
    """A seat the rules forgot fails where the event is made, never reads as seat 0."""
    with pytest.raises(TypeError):
        _Drawn(card="Bard")  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="_Drawn"):
        Event("draw", "", 1, payload=_Drawn(1, "Bard"))


def test_result_ranks_share_places_on_ties():
    res = Result.ranked([(5, 1), (5, 1), (7, 0), (5, 0)], [5, 5, 7, 5], [(), (), (), ()])
    assert res.ranks == (2, 2, 1, 4) and res.winners == (2,)


def test_tie_note_names_the_tie_break_that_settled_first_place():
    reasons, shared = ["more cards", "more coins"], "shared"
    assert Result.tie_note([(9, 1, 0), (5, 3, 3)], reasons, shared) == ""
    assert Result.tie_note([(9, 1, 0), (9, 3, 0)], reasons, shared) == "more cards"
    assert Result.tie_note([(9, 3, 0), (9, 3, 2), (4, 9, 9)], reasons, shared) == "more coins"
    # two seats still level after every tie-break share the win, even if a third was beaten
    assert Result.tie_note([(9, 3, 2), (9, 3, 2), (9, 1, 5)], reasons, shared) == "shared"


def test_record_replays_to_the_same_state_and_rejects_a_bad_move():
    state = get_game("toy-high-card").new(2, seed=9)
    rng = random.Random(2)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    record = Record.of(state, [Player("Ana"), Player("Bot", "random")])
    again = Record.from_json(record.to_json())
    assert canonical(again.replay().to_dict()) == canonical(state.to_dict())
    again.actions[1] = (again.actions[1][0], "play 0")
    with pytest.raises(RecordError) as err:
        again.replay()
    assert err.value.move == 2


def test_a_record_made_without_its_ruling_options_saves_the_rules_it_was_played_by():
    """A record read back without a ruling option is taken for one from before that ruling (the park's early
    rulings). A new record built with no options (a lesson's, say) was dealt by today's rules, so its file
    must say so, or it would replay by the old ones and be refused part way."""
    record = Record("day-at-the-park", [Player("Ana"), Player("Ben")], seed=11)
    state = record.new_state()
    rng = random.Random(3)
    while len(state.history) < 60 and not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    record.actions = list(state.history)
    again = Record.from_json(record.to_json())
    assert again.options == dict(state.options)
    assert canonical(again.replay().to_dict()) == canonical(state.to_dict())


@pytest.mark.parametrize(
    "text, message",
    [
        ("{not json", "garbled at line 1"),
        ("[]", "not a game saved by Party Table"),
        ('{"format": "party-table-record", "version": 99}', "version 99"),
        ('{"format": "party-table-record", "version": 1, "game": "toy-high-card"}', "damaged"),
    ],
)
def test_damaged_records_are_rejected_with_a_reason(text, message):
    with pytest.raises(RecordError, match=message):
        Record.from_json(text)


@pytest.mark.parametrize(
    "error, words",
    [
        (OSError(errno.ENOSPC, "No space left on device"), "the disk is full"),
        (PermissionError(errno.EACCES, "Permission denied"), "you do not have permission"),
        (OSError(errno.EROFS, "Read-only file system"), "the disk can only be read"),
        (ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused"), "nothing answers there"),
        (OSError(errno.EXDEV, "Invalid cross-device link"), "invalid cross-device link"),
    ],
)
def test_a_system_failure_is_told_in_player_words(error: OSError, words: str) -> None:
    """The failures a player can meet with a file or a connection are the app's sentences (so they can be
    translated); any other keeps the system's own words."""
    said = fault(error)
    assert str(said) == words
    assert isinstance(said, Text) == (error.errno != errno.EXDEV)


def test_a_file_cut_short_and_a_garbled_one_are_told_apart() -> None:
    """A record that stops part-way (a copy or a disk that failed) and one whose text is spoilt say which."""
    whole = Record("toy-high-card", [Player("Ana"), Player("Ben")], seed=1).to_json()
    with pytest.raises(RecordError, match="cut short"):
        Record.from_json(whole[: len(whole) // 2])
    with pytest.raises(RecordError, match="garbled at line 20"):
        Record.from_json(whole.replace('"seed"', "seed"))
    for empty in ("", " \n"):  # nothing at all was written: it is not cut short, it is empty
        with pytest.raises(RecordError, match="the file is empty"):
            Record.from_json(empty)


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop.launcher", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_cli_headless_commands_do_not_import_qt():
    code = "import sys; from desktop.launcher import main; main(['games']); assert 'PySide6' not in sys.modules"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_cli_replay_of_a_damaged_file_exits_2_with_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "party-table-record", "version": 1, "game": "x", "players": [', encoding="utf-8")
    out = run_cli("replay", str(bad))
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and "damaged" in out.stderr and "Traceback" not in out.stderr


def test_cli_replay_of_a_missing_file_exits_2(tmp_path):
    out = run_cli("replay", str(tmp_path / "nope.json"))
    assert out.returncode == 2 and "cannot read" in out.stderr


def test_cli_unknown_game_exits_2():
    out = run_cli("simulate", "chess", "--players", "2")
    assert out.returncode == 2 and "no game 'chess'" in out.stderr


def test_option_choice_labels_read_in_menus():
    from rules.core import Option

    opt = Option("variant", "Game", "a", choices=("a", "b"), choice_labels=("Alpha", "Beta"))
    assert [opt.label_of(c) for c in opt.choices] == ["Alpha", "Beta"]
    assert Option("fast", "Fast", False).label_of(True) == "true"


def test_game_in_package_finds_one_game_or_none():
    from rules.core import game_in_package

    assert game_in_package("turtle_butt").id == "turtle-butt"  # type: ignore[union-attr]
    assert game_in_package("no_such_game") is None


# --- moves in the making and paths -------------------------------------------------------------


class _AtLeast:
    """A half-made toy move: "some card of at least `low`"."""

    def __init__(self, low: int) -> None:
        self.low = low

    def admits(self, action: Any) -> bool:
        return action.card is not None and action.card >= self.low


def test_completions_are_the_legal_actions_a_partial_move_can_still_become() -> None:
    from tests.rules.toy_game import ToyGame

    state = ToyGame().new(2, seed=4)
    hand = sorted(state.hands[0])
    assert [a.card for a in state.completions(0, _AtLeast(hand[1]))] == [hand[1]]
    assert state.why_not_yet(0, _AtLeast(hand[0])) is None
    refusal = state.why_not_yet(0, _AtLeast(10))
    assert refusal is not None and "cannot become a legal move" in refusal.reason


def test_a_sequence_is_checked_as_a_whole_on_a_copy() -> None:
    from tests.rules.toy_game import Play, ToyGame

    state = ToyGame().new(2, seed=4)
    before = state.to_dict()
    first, second = state.hands[0]
    # a seat commits once per round: the second card of the sequence is refused, nothing is applied
    refusal = state.why_illegal_sequence(0, [Play(first), Play(second)])
    assert refusal is not None and refusal.reason == "it is not your turn"
    assert state.why_illegal_sequence(0, [Play(first)]) is None
    assert state.to_dict() == before


def test_a_clone_draws_what_its_original_would_and_neither_moves_the_other():
    """A clone shares its original's generator until one of them draws (the search clones far more
    states than ever draw); whichever draws first, the other's future is untouched."""
    original = get_game("toy-high-card").new(2, seed=7)
    twin = original.clone()
    future = [twin.rng.random() for _ in range(3)]
    assert [original.rng.random() for _ in range(3)] == future
    later = original.clone()
    drawn = [original.rng.random() for _ in range(3)]
    assert [later.rng.random() for _ in range(3)] == drawn
    assert later.clone().rng.getstate() == later.rng.getstate() == original.rng.getstate()


def test_a_seat_choice_keeps_each_pick_and_chance_fills_the_rest_alike_for_a_seed() -> None:
    """Picks before the game (an animal, a character): the chosen ones stand, chance fills the others with
    what is left, the same way for the same seed, and no pick is taken twice."""
    from rules.core import SeatChoice

    choice = SeatChoice(Text("Animal"), "animals", (("cat", "Cat"), ("dog", "Dog"), ("owl", "Owl"), ("elk", "Elk")))
    picked = choice.setup(7, ["owl", None, None])["animals"]
    assert picked[0] == "owl" and len(set(picked)) == 3 and set(picked) <= set(choice.ids)
    assert choice.setup(7, ["owl", None, None]) == {"animals": picked}
    assert len({tuple(choice.setup(seed, [None, None])["animals"]) for seed in range(30)}) > 1  # chance varies
    for wrong in (["owl", "owl"], ["emu", None], [None] * 5):
        with pytest.raises(ValueError, match="different"):
            choice.setup(7, wrong)

