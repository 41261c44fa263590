"""Small helpers for the Turtle Butt rule tests."""

from __future__ import annotations

from typing import Any

from rules.core import Event, get_game
from rules.turtle_butt import TurtleButtState
from rules.turtle_butt.deck import NAMES
from tests.rules.harness import canonical


def new(players: int, deck: list[str] | None = None, dealer: int = 0, seed: int = 1, **options: Any) -> TurtleButtState:
    """A match whose first deal is fixed: `deck` top first (rest shuffled), `dealer` a seat."""
    setup: dict[str, Any] = {"dealer": dealer}
    if deck is not None:
        setup["deck"] = deck
    state = get_game("turtle-butt").new(players, options, seed, setup)
    assert isinstance(state, TurtleButtState)
    return state


def act(state: TurtleButtState, text: str) -> list[Event]:
    """The seat to act plays `text`."""
    return state.apply(state.to_act()[0], state.parse(text))


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def names(ids: list[int]) -> list[str]:
    return [NAMES[i] for i in ids]


def snapshot(state: TurtleButtState) -> str:
    return canonical(state.to_dict())
