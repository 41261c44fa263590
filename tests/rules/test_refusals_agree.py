"""`why_illegal` and `apply` never disagree (issue 37).

The core's contract: whatever `apply(seat, action)` refuses, `why_illegal(seat, action)` refuses
too, with the same reason, and whatever it accepts `apply` carries out. The checks before any
rule (the game is over, no such seat, not this seat's turn) live in one place both go through,
so an out-of-turn move is never reported legal to a drop verdict, a hint, a bot harness or a
server checking a client's move.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.core import GameState, IllegalAction, get_game

#: Every game and variant, with the player counts tried.
CASES: list[tuple[str, dict[str, Any], int]] = [
    ("birthday-turtle", {}, 2), ("birthday-turtle", {}, 4),
    ("birthday-turtle", {"tables_2p": "check+floral"}, 2),
    ("day-at-the-park", {}, 2), ("day-at-the-park", {}, 4),
    ("turtle-butt", {"variant": "basic"}, 3), ("turtle-butt", {"variant": "rococo"}, 4),
    ("turtle-butt", {"variant": "liars"}, 3),
    ("arturo", {}, 3), ("arturo", {}, 5),
]


def _verdict(state: GameState[Any, Any], seat: int, action: Any) -> str | None:
    refusal = state.why_illegal(seat, action)
    return None if refusal is None else str(refusal)


def _applied(state: GameState[Any, Any], seat: int, action: Any) -> str | None:
    trial = state.clone()
    try:
        trial.apply(seat, action)
    except IllegalAction as refusal:
        assert trial.to_dict() == state.to_dict(), "a refused move changed the state"
        return str(refusal)
    return None


def _positions(game_id: str, options: dict[str, Any], players: int, seed: int) -> list[GameState[Any, Any]]:
    """Positions along one random game, the finished one included."""
    game = get_game(game_id)
    state = game.new(players, game.resolve_options(options), seed)
    rng = random.Random(seed)
    seen = [state.clone()]
    while not state.is_over() and len(state.history) < 400:
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if rng.random() < 0.25:
            seen.append(state.clone())
    seen.append(state.clone())
    return seen


@pytest.mark.parametrize(("game_id", "options", "players"), CASES,
                         ids=[f"{g}-{'-'.join(map(str, o.values())) or 'default'}-{n}p" for g, o, n in CASES])
def test_why_illegal_refuses_exactly_what_apply_refuses_with_the_same_reason(
        game_id: str, options: dict[str, Any], players: int) -> None:
    rng = random.Random(37)
    positions = _positions(game_id, options, players, seed=37) + _positions(game_id, options, players, seed=38)
    assert positions[-1].is_over()
    # Moves taken from other positions: legal once, mostly not now.
    elsewhere = [a for p in positions for s in range(players) for a in p.legal_actions(s)[:3]]
    checked = refused = 0
    for state in positions:
        legal_by_seat = {s: state.legal_actions(s) for s in range(players)}
        for seat in range(-1, players + 1):
            sample = [a for s in range(players) for a in rng.sample(legal_by_seat[s], min(3, len(legal_by_seat[s])))]
            sample += rng.sample(elsewhere, min(4, len(elsewhere)))
            for action in sample:
                said = _verdict(state, seat, action)
                assert said == _applied(state, seat, action), (seat, str(action), len(state.history))
                checked += 1
                refused += said is not None
    assert refused and checked - refused, "the sample must hold both legal and illegal moves"


@pytest.mark.parametrize("game_id", ["turtle-butt", "arturo", "birthday-turtle", "day-at-the-park"])
def test_a_move_out_of_turn_is_refused_as_not_your_turn(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new(3, game.resolve_options({}), 2)
    waiting = [s for s in range(3) if s not in state.to_act()]
    if not waiting:  # a simultaneous first round: play until someone has chosen
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
        waiting = [s for s in range(3) if s not in state.to_act()]
    acting = state.to_act()[0]
    move = state.legal_actions(acting)[0]
    for seat in waiting:
        assert str(state.why_illegal(seat, move)) == "it is not your turn"
        assert str(state.view(seat).why_illegal(move)) == "it is not your turn"


@pytest.mark.parametrize("game_id", ["turtle-butt", "arturo", "birthday-turtle", "day-at-the-park"])
def test_a_view_and_its_state_give_the_same_verdict(game_id: str) -> None:
    for state in _positions(game_id, {}, 3, seed=5)[::3]:
        for seat in range(3):
            view = state.view(seat)
            moves = [a for s in range(3) for a in state.legal_actions(s)[:2]]
            for action in moves:
                assert (view.why_illegal(action) is None) == (state.why_illegal(seat, action) is None)


def test_no_seat_and_a_finished_game_are_refused_before_any_rule() -> None:
    game = get_game("turtle-butt")
    state = game.new(2, game.resolve_options({}), 1)
    move = state.legal_actions(state.to_act()[0])[0]
    assert str(state.why_illegal(10 ** 5000, move)) == "there is no such seat at this table"
    assert str(state.why_illegal(-1, move)) == "there is no such seat at this table"
    finished = _positions("turtle-butt", {}, 2, seed=1)[-1]
    assert str(finished.why_illegal(0, move)) == "the game is over"
