"""The game review (rules/review.py, `party-table review`): fair, reproducible, and it finds a planted blunder."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rules.bots import Budget
from rules.cli import main
from rules.core import Player, Record, RecordError
from rules.review import (
    BLUNDER,
    INACCURACY,
    MARKS,
    MISTAKE,
    NEAR,
    SECOND_LOOK,
    Decision,
    Review,
    chance_lines,
    mark_of,
    review_record,
)

SHARED = ["Ace of Moons", "Ace of Suns", "Ace of Waves"]
#: Ben (seat 1) collects Moons, Suns, Waves and Leaves; Ana (seat 0) Moons, Suns, Waves and Wyrms,
#: then Leaves with her last card. Between them they turn up every card without a Knot but one.
BEN = ["Journey", "Mountain", "Discovery", "Lunatic", "Diplomat", "Origin", "Forest", "Chance Meeting",
       "Sailor", "Mill", "End"]
ANA = ["Pact", "Huntress", "Bard", "Sea", "Penitent", "Cave", "Darkness", "Calamity", "Ace of Wyrms",
       "Desert", "Savage"]


def planted_record() -> Record:
    """A one-hand basic game of Turtle Butt whose last move is a planted blunder.

    Ben stays; Ana shows five suits (every one but Knots) and leads 32 to 30. Of the eleven
    cards she has not seen, ten carry a Knot and would give her Turtle Butt, and staying wins
    the match outright — she takes another card anyway (rulebook, "The basic game").
    """
    draws = [card for pair in zip(BEN, ANA, strict=True) for card in pair]
    actions = [(seat, "hit") for _ in BEN for seat in (1, 0)] + [(1, "stay"), (0, "hit")]
    return Record("turtle-butt", [Player("Ana"), Player("Ben", "normal")], seed=7, options={"hands": 1},
                  setup={"deck": [*SHARED, *draws, "Windfall"], "dealer": 0}, actions=actions)


def test_the_planted_position_is_what_the_test_says() -> None:
    record = planted_record()
    state = record.replay(len(record.actions) - 1)
    assert state.to_act() == (0,)
    assert state.hand_score(0) > state.hand_score(1)
    unseen = state.view(0).unseen()
    knots = [c for c in unseen if state.masks[0] | _mask(c) == 0b111111]
    assert len(unseen) == 11 and len(knots) == 10


def _mask(card: int) -> int:
    from rules.turtle_butt.deck import MASKS

    return MASKS[card]


def test_taking_a_card_when_almost_every_card_left_completes_the_sixth_suit_is_marked_a_mistake() -> None:
    review = review_record(planted_record(), Budget(iterations=600), seed=0)
    assert review is not None
    last = review.of_seat(0)[-1]
    assert last.index == len(planted_record().actions) - 1
    assert last.played == "hit" and last.best == "stay"
    assert MARKS.index(last.mark) >= MARKS.index("mistake"), last
    assert last.before > 0.9 and last.after < 0.3
    assert last.checked  # a longer second search confirmed it
    assert not any(d.checked for d in review.decisions if d.mark == "good" and d.best == d.played)


def test_the_same_record_iterations_and_seed_give_the_same_json_in_one_process_or_two() -> None:
    record = planted_record()
    one = review_record(record, Budget(iterations=150), seed=3)
    again = review_record(record, Budget(iterations=150), seed=3)
    two = review_record(record, Budget(iterations=150), seed=3, jobs=2)
    assert one is not None and again is not None and two is not None
    text = json.dumps(one.to_dict())
    assert json.dumps(again.to_dict()) == text
    assert json.dumps(two.to_dict()) == text
    other = review_record(record, Budget(iterations=150), seed=4)
    assert other is not None and json.dumps(other.to_dict()) != text  # the seed is really used


def test_a_review_reads_back_from_its_json() -> None:
    review = review_record(planted_record(), Budget(iterations=100), seed=0)
    assert review is not None
    assert Review.from_dict(json.loads(json.dumps(review.to_dict())), planted_record()) == review


@functools.cache
def planted_review_data() -> str:
    review = review_record(planted_record(), Budget(iterations=60), seed=0)
    assert review is not None
    return json.dumps(review.to_dict())


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        place = data
        for key in path[:-1]:
            place = place[key]
        place[path[-1]] = value
    return change


BLUNDER_DECISION = -1  # the planted blunder is the last decision rated


@pytest.mark.parametrize("change, words", [
    (_set(("decisions", 0, "before"), float("nan")), "not a number from 0 to 1"),
    (_set(("decisions", 0, "before"), float("inf")), "not a number from 0 to 1"),
    (_set(("decisions", 0, "before"), 1e308), "not a number from 0 to 1"),
    (_set(("decisions", 0, "after"), -50), "not a number from 0 to 1"),
    (_set(("decisions", 0, "top", 0, 1), 2.5), "not a number from 0 to 1"),
    (_set(("chances", 3, 0), float("nan")), "not a number from 0 to 1"),
    (_set(("decisions", BLUNDER_DECISION, "best"), "fly to the moon"), "does not fit the game"),
    (_set(("decisions", BLUNDER_DECISION, "top", 1, 0), "fly"), "does not fit the game"),
    (_set(("decisions", 0, "move"), 999), "what it says of move 999 does not fit the game"),
    (_set(("decisions", 0, "move"), 0), "what it says of move 0 does not fit the game"),
    (_set(("decisions", 0, "seat"), 7), "does not fit the game"),
    (_set(("decisions", 0, "played"), "stay"), "does not fit the game"),
    (_set(("decisions", 0, "choices"), 10**30), "does not fit the game"),
    (lambda data: data["decisions"].append(data["decisions"][0]), "does not fit the game"),
    (lambda data: data.update(chances=data["chances"][:2]), "its chances of winning do not fit the game"),
    (_set(("chances",), []), "its chances of winning do not fit the game"),
    (_set(("chances", 2), [0.5]), "its chances of winning do not fit the game"),
    (_set(("winners",), [99]), "its result is not the game's"),
    (_set(("over",), False), "its result is not the game's"),
    (lambda data: data["players"].append("Cleo"), "it is not the review of this game"),
    (_set(("decisions", 0, "move"), "1"), "a value of the wrong kind"),
    (_set(("seed",), "x"), "a value of the wrong kind"),
    (_set(("decisions",), 5), "a value of the wrong kind"),
    (_set(("decisions", 0, "top"), [["x"]]), "a value of the wrong kind"),
    (lambda data: data["decisions"][0].pop("best"), "it lacks the field 'best'"),
])
def test_a_review_that_does_not_fit_its_game_is_refused_as_damaged(change: Callable[[dict[str, Any]], None],
                                                                   words: str) -> None:
    """A saved review is read back before its page trusts it: a chance that is no chance (the page showed
    NaN and crashed), a move, a player or a suggestion the game does not have, a graph of the wrong shape."""
    data = json.loads(planted_review_data())
    assert Review.from_dict(data, planted_record()).decisions[BLUNDER_DECISION].best == "stay"
    change(data)
    with pytest.raises(RecordError) as refused:
        Review.from_dict(json.loads(json.dumps(data)), planted_record())
    assert str(refused.value).startswith("the review is damaged: ") and words in str(refused.value)


def test_marks_follow_the_documented_thresholds() -> None:
    assert mark_of(0.0) == "good"
    assert mark_of(INACCURACY - 0.001) == "good"
    assert mark_of(INACCURACY) == "inaccuracy"
    assert mark_of(MISTAKE) == "mistake"
    assert mark_of(BLUNDER) == "blunder"
    assert mark_of(1.0) == "blunder"


def test_a_loss_just_past_a_threshold_keeps_the_milder_mark_and_says_which_it_nearly_was() -> None:
    """docs/review.md: a searched loss within the search's error of a threshold is too close to call."""
    close = Decision(index=0, seat=0, played="stay", best="hit", before=0.40, after=0.40 - (INACCURACY + 0.03),
                     choices=2, error=0.01)
    assert close.margin == pytest.approx(NEAR) and close.mark == "good" and close.too_close == "inaccuracy"
    clear = Decision(index=0, seat=0, played="stay", best="hit", before=0.40, after=0.40 - (MISTAKE + NEAR + 0.01),
                     choices=2, error=0.01)
    assert clear.mark == "mistake" and clear.too_close is None
    exact = Decision(index=0, seat=0, played="stay", best="hit", before=0.40, after=0.40 - (INACCURACY + 0.01),
                     choices=2, error=0.0)  # a solved game's loss is exact: nothing is too close to call
    assert exact.mark == "inaccuracy" and exact.too_close is None
    # a short search's wide margin makes a mark one step milder, never two: 25 points is not "good"
    wide = Decision(index=0, seat=0, played="stay", best="hit", before=0.58, after=0.33, choices=2, error=0.09)
    assert wide.margin == pytest.approx(0.18) and wide.mark == "inaccuracy" and wide.too_close == "mistake"


def test_each_seats_line_moves_at_its_own_decisions_and_ends_on_the_result() -> None:
    review = review_record(planted_record(), Budget(iterations=100), seed=0)
    assert review is not None
    n = len(planted_record().actions)
    assert len(review.chances) == n + 1
    assert review.chances[-1] == (0.0, 1.0)  # Ana's Turtle Butt hands the match to Ben
    for d in review.decisions:
        assert review.chances[d.index][d.seat] == pytest.approx(d.before)
    lines = chance_lines(2, 3, [], winners=None)
    assert lines == ((0.5, 0.5),) * 4  # nobody decided anything: an even share throughout


def normal_record(game: str, moves: int, options: dict[str, object] | None = None) -> Record:
    """The first `moves` actions (all, if fewer) of a two-player game of `normal` bots."""
    import random

    from rules.bots import make_bot

    record = Record(game, [Player("Ana", "normal"), Player("Ben", "normal")], seed=5, options=options or {})
    state, bot, rng = record.new_state(), make_bot(game, "normal"), random.Random(5)
    while len(record.actions) < moves and not state.is_over():
        seat = state.to_act()[0]
        action = bot.choose(state.view(seat), rng)
        record.actions.append((seat, str(action)))
        state.apply(seat, action)
    return record


def _hint_for(decision: Decision, view: Any, seed: int, budget: Budget) -> dict[str, float]:
    """The hard bot's values as the review asked for them (the second look's, if it took one)."""
    import random

    from rules.bots import make_bot

    hard = make_bot(view.game_id, "hard")
    assert budget.iterations is not None
    longer = Budget(iterations=budget.iterations * SECOND_LOOK)
    purpose, longer = ("second look", longer) if decision.checked else ("review", budget)
    played = next(a for a in view.legal_actions() if str(a) == decision.played)
    rated = hard.hint(view, random.Random(f"{purpose}:{seed}:{decision.index}:{decision.seat}"), longer, include=played)
    assert decision.best == str(rated[0].action)
    return {str(r.action): r.value for r in rated}


def test_where_the_meter_plays_games_out_the_review_shows_its_chance_and_marks_by_the_search() -> None:
    """Day at the Park's meter plays games out (docs/benchmarks.md, "The meter plays Day at the Park
    out"): a review shows the meter's chance of the position, as the side panel's meter finds it with
    that budget, and the chance after the move is it less what the move gave up, the mark still coming
    from the search's difference between the moves, as a hint rates them (docs/review.md)."""
    import random

    from rules.bots import HardBot, make_bot

    record = normal_record("day-at-the-park", 4)
    budget = Budget(iterations=60)
    review = review_record(record, budget, seed=2)
    assert review is not None and review.decisions
    state = record.new_state()
    for index, (seat, text) in enumerate(record.actions):
        for d in review.at(index):
            hard = make_bot("day-at-the-park", "hard")
            assert isinstance(hard, HardBot)
            view = state.view(seat)
            played_out = hard.played_out(view, random.Random(f"meter:2:{index}:{seat}"), budget)
            assert played_out is not None and d.chance == pytest.approx(played_out, abs=1e-4)
            assert d.chance_before == d.chance and d.chance_after == pytest.approx(max(0.0, d.chance - d.loss))
            values = _hint_for(d, view, 2, budget)
            assert d.loss == pytest.approx(max(0.0, values[d.best] - values[d.played]), abs=2e-4)
            assert review.chances[index][seat] == pytest.approx(d.chance_before, abs=1e-4)
        state.apply(seat, state.parse(text))
    assert any(d.chance != d.before for d in review.decisions)
    assert Review.from_dict(json.loads(json.dumps(review.to_dict())), record) == review
    solved = review_record(planted_record(), Budget(iterations=60), seed=2)  # the basic game's meter reads the solver
    assert solved is not None and all(d.chance is None for d in solved.decisions)


def test_where_every_move_is_played_out_the_review_shows_the_moves_own_chances() -> None:
    """The liar's game: answering a claim and announcing one are both rated by games played out after
    each move (docs/benchmarks.md, "The liar's claims played out"), so a review shows those chances: the
    chance before is the preferred move's, the chance after the played move's."""
    record = normal_record("turtle-butt", 14, {"variant": "liars"})
    budget = Budget(iterations=60)
    review = review_record(record, budget, seed=2)
    assert review is not None
    state, phases = record.new_state(), set()
    for index, (seat, text) in enumerate(record.actions):
        for d in review.at(index):
            view = state.view(seat)
            phases.add(view.phase)
            values = _hint_for(d, view, 2, budget)
            assert d.chance is None and d.chance_before == d.before == pytest.approx(values[d.best], abs=1e-4)
            assert d.chance_after == pytest.approx(values[d.played], abs=1e-4)
        state.apply(seat, state.parse(text))
    assert phases == {"draw", "respond"}


def test_forced_moves_are_not_rated() -> None:
    record = planted_record()
    review = review_record(record, Budget(iterations=50), seed=0)
    assert review is not None
    state = record.new_state()
    for index, (seat, text) in enumerate(record.actions):
        assert bool(review.at(index)) == (len(state.legal_actions(seat)) > 1)
        state.apply(seat, state.parse(text))


def _write(tmp_path: Path) -> str:
    path = tmp_path / "planted.json"
    path.write_text(planted_record().to_json(), encoding="utf-8")
    return str(path)


def test_cli_review_prints_the_marked_move_and_the_better_one(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", _write(tmp_path), "--iterations", "400", "--seat", "1"]) == 0
    out = capsys.readouterr().out
    assert "Ana: 12 decisions" in out
    last = out.strip().splitlines()[-2]
    assert "move  24" in last and "better: stay" in last and ("mistake" in last or "blunder" in last)
    assert "Ben" not in out.split("decisions")[1].split("winner")[0]  # only the chosen seat's moves


def test_cli_review_of_a_record_that_stops_part_way_says_so(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    record = planted_record()
    record.actions = record.actions[:10]
    path = tmp_path / "part.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main(["review", str(path), "--iterations", "20"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == "  the game is not over: the record stops after move 10" and not any("winner" in x for x in out)


def test_cli_review_json_is_reproducible(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path)
    assert main(["review", path, "--iterations", "100", "--json", "--jobs", "2"]) == 0
    first = capsys.readouterr().out
    assert main(["review", path, "--iterations", "100", "--json"]) == 0
    assert capsys.readouterr().out == first
    data = json.loads(first)
    assert data["format"] == "party-table-review" and data["budget"] == {"iterations": 100}


@pytest.mark.parametrize("args, words", [
    (["--seat", "3"], "--seat must be a player from 1 to 2"),
    (["--seconds", "1", "--iterations", "5"], "not allowed with"),
])
def test_cli_review_refuses_bad_arguments_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       args: list[str], words: str) -> None:
    try:
        code = main(["review", _write(tmp_path), *args])
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code == 2 and words in err and "Traceback" not in err


def test_cli_review_of_a_record_that_does_not_replay_names_the_move(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    record = planted_record()
    record.actions.append((1, "hit"))  # the match is over
    path = tmp_path / "bad.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("party-table: move 25, by Ben:") and "Traceback" not in err


def test_review_is_a_headless_command() -> None:
    from desktop.launcher import is_headless

    assert is_headless(["review", "game.json"])
