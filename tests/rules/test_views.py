"""Views are values: what a seat may see and nothing else, with no way back to the state (issue 17).

Bots decide from views and tables draw from them, so "a bot sees only what its seat may
see" must hold by construction: a view holds no state (not even privately), cannot be
changed, and is the same for every state its seat cannot tell apart from the true one.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules.core import GameState, View, get_game

CASES = [
    ("birthday-turtle", 2, {}),
    ("birthday-turtle", 4, {}),
    ("day-at-the-park", 3, {}),
    ("turtle-butt", 3, {"variant": "basic"}),
    ("turtle-butt", 3, {"variant": "liars"}),
    ("turtle-butt", 2, {"variant": "rococo"}),
    ("arturo", 3, {}),
]


def _states(game_id: str, players: int, options: dict[str, Any], seed: int, every: int = 5) -> Iterator[GameState]:
    """Every `every`-th state of a seeded random game."""
    rng = random.Random(seed)
    state = get_game(game_id).new(players, options, seed=seed)
    step = 0
    while not state.is_over() and step < 400:
        if step % every == 0:
            yield state
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    yield state


def _reachable(obj: Any, seen: set[int] | None = None, depth: int = 0) -> Iterator[Any]:
    """Every object reachable from `obj` through attributes and containers."""
    seen = set() if seen is None else seen
    if id(obj) in seen or depth > 12 or isinstance(obj, str | bytes | int | float | bool | type(None)):
        return
    seen.add(id(obj))
    yield obj
    children: list[Any] = []
    if isinstance(obj, dict):
        children = [*obj.keys(), *obj.values()]
    elif isinstance(obj, list | tuple | set | frozenset):
        children = list(obj)
    else:
        if hasattr(obj, "__dict__"):
            children += list(vars(obj).values())
        for klass in type(obj).__mro__:
            for slot in getattr(klass, "__slots__", ()):
                if hasattr(obj, slot):
                    children.append(getattr(obj, slot))
    for child in children:
        yield from _reachable(child, seen, depth + 1)


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_a_view_holds_no_state_and_cannot_be_changed(game_id: str, players: int, options: dict[str, Any]) -> None:
    for state in _states(game_id, players, options, seed=11):
        for seat in [None, *range(players)]:
            view = state.view(seat)
            found = [type(o).__name__ for o in _reachable(view) if isinstance(o, GameState)]
            assert found == [], f"a view of {game_id} reaches a state"
            assert dataclasses.is_dataclass(view) and type(view).__dataclass_params__.frozen  # type: ignore[attr-defined]


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_states_a_seat_cannot_tell_apart_give_it_equal_views(game_id: str, players: int,
                                                             options: dict[str, Any]) -> None:
    """Re-dealing what a seat cannot see (other hands, face-down choices, deck order) leaves its view as it was."""
    rng = random.Random(5)
    for state in _states(game_id, players, options, seed=12, every=7):
        for seat in range(players):
            view: View[Any] = state.view(seat)
            for _ in range(2):
                twin = view.determinize(rng)
                assert twin.view(seat) == view
                assert twin.view(seat).to_dict() == view.to_dict()


@pytest.mark.parametrize("game_id, players, options", CASES)
def test_a_view_counts_the_seats_at_its_table(game_id: str, players: int, options: dict[str, Any]) -> None:
    """A win chance is read against an even share (1 over the seats), so every view, a spectator's too,
    says how many play; the game's own count agrees with the count the core would deal."""
    state = get_game(game_id).new(players, options, seed=1)
    for seat in (*range(players), None):
        view = state.view(seat)
        assert view.seat_count() == players == View.seat_count(view)
