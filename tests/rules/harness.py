"""The property-test harness every game plugs into.

`check_game` plays seeded random games straight on states and, along the way,
checks what must hold for any game on the core: notation round-trips, every legal
action applies, illegal input is refused without a trace, views keep secrets,
determinizing keeps the seat's view, records replay to the identical state, and the
game's own conservation invariant.

A game plugs in with a `GameSpec`: which tokens are secret from a seat (checked
against the JSON of that seat's view) and what "nothing created or lost" means.
"""

from __future__ import annotations

import json
import random
import string
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from rules.core import GameState, IllegalAction, Record, get_game


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, default=str)


@dataclass
class GameSpec:
    game_id: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    #: Strings that must not appear in the JSON of `seat`'s view (other seats' hidden cards…).
    hidden_tokens: Callable[[GameState, int], Iterable[str]] = lambda state, seat: ()
    #: Raises AssertionError when something was created or lost.
    conservation: Callable[[GameState], None] = lambda state: None
    #: At most this many legal actions per step are applied to clones to prove they apply.
    try_actions: int = 4
    #: Probability of running the (slower) per-seat view checks on a step.
    view_checks: float = 0.5


def _junk(rng: random.Random) -> str:
    alphabet = string.ascii_letters + string.digits + " -,.:_@"
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))


def _hidden_token_found(view_json: str, tokens: Iterable[str]) -> str | None:
    lowered = view_json.lower()
    for token in tokens:
        if f'"{token.lower()}"' in lowered:
            return token
    return None


def check_step(spec: GameSpec, state: GameState, rng: random.Random) -> None:
    game = state.game
    before = canonical(state.to_dict())
    acting = state.to_act()
    assert acting, "a game that is not over must have someone to act"

    for seat in acting:
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} must act but has no legal action"
        assert len(set(legal)) == len(legal), "legal actions must be distinct"
        for action in legal:
            text = str(action)
            assert game.parse_action(text) == action, f"notation does not round-trip: {text!r}"
        for action in rng.sample(legal, min(spec.try_actions, len(legal))):
            trial = state.clone()
            trial.apply(seat, action)
        assert canonical(state.to_dict()) == before, "applying to a clone changed the original"

    # Illegal input: junk text, a seat that is not to act, a seat that does not exist.
    for _ in range(3):
        text = _junk(rng)
        try:
            action = game.parse_action(text)
        except IllegalAction:
            continue
        seat = rng.choice(acting)
        if action in state.legal_actions(seat):
            continue
        try:
            state.apply(seat, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"junk {text!r} was accepted as {action!r}")
    idle = [s for s in range(state.num_players) if s not in acting]
    if idle:
        some = state.legal_actions(acting[0])[0]
        try:
            state.apply(rng.choice(idle), some)
        except IllegalAction:
            pass
        else:
            raise AssertionError("a seat that was not to act was allowed to act")
    try:
        state.apply(state.num_players, state.legal_actions(acting[0])[0])
    except IllegalAction:
        pass
    else:
        raise AssertionError("a seat that does not exist was allowed to act")
    assert canonical(state.to_dict()) == before, "a refused action changed the state"

    if rng.random() < spec.view_checks:
        for seat in [*range(state.num_players), None]:
            view = state.view(seat)
            vjson = canonical(view.to_dict())
            if seat is not None:
                leak = _hidden_token_found(vjson, spec.hidden_tokens(state, seat))
                assert leak is None, f"seat {seat}'s view shows the hidden {leak!r}"
                det = state.determinize(seat, random.Random(rng.random()))
                assert canonical(det.view(seat).to_dict()) == vjson, "determinize changed the seat's view"
                assert det.to_act() == state.to_act()
                if seat in acting:
                    assert set(map(str, det.legal_actions(seat))) == set(map(str, state.legal_actions(seat)))
                    assert set(map(str, view.legal_actions())) == set(map(str, state.legal_actions(seat)))
    spec.conservation(state)


def check_game(spec: GameSpec, games: int, seed: int = 0) -> None:
    """Play `games` seeded random games, checking every property on the way."""
    game = get_game(spec.game_id)
    for g in range(games):
        game_seed = seed + g
        rng = random.Random(f"harness/{spec.game_id}/{game_seed}")
        state = game.new(spec.players, spec.options, game_seed)
        spec.conservation(state)
        snapshots: list[str] = [canonical(state.to_dict())]
        steps = 0
        while not state.is_over():
            check_step(spec, state, rng)
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            snapshots.append(canonical(state.to_dict()))
            steps += 1
            assert steps < 20_000, "the game does not end"
        spec.conservation(state)

        # After the end nothing is accepted.
        final = canonical(state.to_dict())
        for seat in range(state.num_players):
            try:
                state.apply(seat, game.parse_action(state.history[-1][1]))
            except IllegalAction:
                pass
            else:
                raise AssertionError("an action was accepted after the end")
        assert canonical(state.to_dict()) == final
        result = state.result()
        assert len(result.scores) == spec.players and min(result.ranks) == 1

        # Records: the same record gives the same state, at the end and at any point.
        record = Record.from_json(Record.of(state).to_json())
        assert canonical(record.replay().to_dict()) == final, "replaying the record gave another state"
        k = rng.randrange(len(snapshots))
        assert canonical(record.replay(upto=k).to_dict()) == snapshots[k], f"replay of the first {k} moves differs"
