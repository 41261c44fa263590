"""net.wire carries a seat's view exactly: the client rebuilds the very value the server's rules built,
down to each value's type (a True is not sent as 1, nor a tuple rebuilt as a list), for every game."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from net import wire
from net.protocol import dump
from rules.bots import RandomBot
from rules.core import Player, Record, all_games

GAMES = [g.id for g in all_games() if type(g).__module__.startswith("rules.")]


def same_shape(a: Any, b: Any, where: str = "view") -> None:
    """`a` and `b` are equal and built of the same types all the way down."""
    assert type(a) is type(b), f"{where}: {type(a).__name__} is not {type(b).__name__}"
    if dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            same_shape(getattr(a, f.name), getattr(b, f.name), f"{where}.{f.name}")
    elif isinstance(a, tuple | list):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            same_shape(x, y, f"{where}[{i}]")
    elif isinstance(a, dict):
        assert list(a) == list(b), where
        for key in a:
            same_shape(a[key], b[key], f"{where}[{key!r}]")
    else:
        assert a == b, where


@pytest.mark.parametrize("game_id", GAMES)
def test_every_seats_view_and_event_crosses_the_wire_unchanged(game_id: str) -> None:
    game = next(g for g in all_games() if g.id == game_id)
    record = Record(game.id, [Player(f"P{i}", "human") for i in range(3)], 11, game.resolve_options({}))
    state = record.new_state()
    bot, rng = RandomBot(), random.Random(2)
    for _step in range(40):
        if state.is_over():
            break
        mover = state.to_act()[0]
        events = state.apply(mover, bot.choose(state.view(mover), rng))
        for seat in (0, 1, 2, None):
            view = state.view(seat)
            same_shape(wire.decode(json.loads(dump(wire.encode(view)))), view)
            for event in events:
                stripped = event.for_seat(seat)
                same_shape(wire.decode(json.loads(dump(wire.encode(stripped)))), stripped, "event")


def test_a_value_the_rules_do_not_send_is_refused() -> None:
    @dataclasses.dataclass(frozen=True)
    class Stranger:
        secret: int

    with pytest.raises(wire.WireError):
        wire.encode(Stranger(1))
    with pytest.raises(wire.WireError):
        wire.encode(float("nan"))
