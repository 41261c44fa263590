"""A stacked Birthday Turtle deal and the helpers the rule tests share to play it and read its events."""

from __future__ import annotations

from typing import Any, TypeVar

from rules.birthday_turtle import data
from rules.birthday_turtle.state import TurtleState
from rules.core import Event, Payload, get_game

P = TypeVar("P", bound=Payload)

GAME = get_game("birthday-turtle")

#: A 3-player Ant deck with Turtle Returns at the very bottom, the rest in a fixed order.
ANTS_3P = [
    "ant-polka-dot-1",
    "ant-check-floral",
    "ant-check-1",
    "ant-floral-1",
    "ant-polka-dot-2",
    "ant-check-2",
    "ant-floral-2",
    "ant-polka-dot-stripe",
    data.TURTLE_RETURNS,
]
ANTS_2P = [*ANTS_3P[:-1], "ant-stripe-1", "ant-stripe-2", data.TURTLE_RETURNS]
ANTS_4P = [*ANTS_3P[:-4], "ant-stripe-1", "ant-stripe-2", "ant-polka-dot-stripe", data.TURTLE_RETURNS]
CELEBRATIONS_3P = [
    "blow-up-balloons",  # check, limit 4
    "pick-flowers",  # polka-dot, limit 3
    "decorate-the-cake",  # floral, limit 7
    "hang-the-bunting",
    "set-the-table",
    "write-the-birthday-card",
    "wrap-the-present",
    "squeeze-lemonade",
    "bake-the-giant-cake",
]
CELEBRATIONS_4P = [*CELEBRATIONS_3P[:3], "light-the-lanterns", *CELEBRATIONS_3P[3:], "practise-the-song"]


def new(
    players: int,
    *,
    ants: list[str] | None = None,
    celebrations: list[str] | None = None,
    start: int = 0,
    **options: Any,
) -> TurtleState:
    default_ants = {2: ANTS_2P, 3: ANTS_3P, 4: ANTS_4P}[players]
    default_celebrations = CELEBRATIONS_4P if players == 4 else CELEBRATIONS_3P
    setup = {
        "ant_deck": ants or default_ants,
        "celebration_deck": celebrations or default_celebrations,
        "start_player": start,
    }
    state = GAME.new(players, options, seed=1, setup=setup)
    assert isinstance(state, TurtleState)
    return state


def play_round(state: TurtleState, moves: dict[int, str]) -> list[Event]:
    """Every seat commits (in seat order); the events of the last commit include the resolution."""
    events: list[Event] = []
    for seat in sorted(moves):
        events += state.apply(seat, state.parse(moves[seat]))
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: list[Event], kind: type[P]) -> list[P]:
    """The payloads of the events of `kind`, in order."""
    return [e.payload for e in events if isinstance(e.payload, kind)]
