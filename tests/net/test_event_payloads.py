"""Typed event payloads cross the wire as the rules made them, and a seat's copy carries only what it may see."""

from __future__ import annotations

import dataclasses
import importlib
import random

import pytest

from net import wire
from rules.core import Event, Payload, get_game

#: The games whose events carry typed payloads, each declared in its `events` module.
TYPED = ["birthday-turtle", "arturo", "turtle-butt", "day-at-the-park"]


def _payload_classes(game_id: str) -> list[type[Payload]]:
    module = importlib.import_module(f"{type(get_game(game_id)).__module__.rsplit('.', 1)[0]}.events")
    return [v for v in vars(module).values()
            if isinstance(v, type) and issubclass(v, Payload) and v is not Payload and v.__module__ == module.__name__]


@pytest.mark.parametrize("game_id", TYPED)
def test_every_payload_class_of_a_game_may_be_sent(game_id: str) -> None:
    sendable = set(wire.classes().values())
    classes = _payload_classes(game_id)
    assert classes and all(dataclasses.is_dataclass(c) for c in classes)
    assert set(classes) <= sendable


@pytest.mark.parametrize("game_id", TYPED)
def test_each_seats_events_come_back_from_the_wire_equal_and_typed(game_id: str) -> None:
    game = get_game(game_id)
    rng = random.Random(5)
    state = game.new(3, {}, 11)
    kinds: set[str] = set()
    for _ in range(60):
        if state.is_over():
            break
        seat = state.to_act()[0]
        events: list[Event] = state.apply(seat, rng.choice(state.legal_actions(seat)))
        for event in events:
            assert event.payload is not None, f"{game_id}'s {event.kind} event has no typed payload"
            kinds.add(event.kind)
            for viewer in (None, 0, 1, 2):
                mine = event.for_seat(viewer)
                back = wire.decode(wire.encode(mine))
                assert back == mine and type(back.payload) is type(mine.payload)
                assert (mine.payload is None) == (not event.visible(viewer))
    assert len(kinds) >= 3
