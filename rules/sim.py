"""Headless play: whole games between bots, seeded and reproducible."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.bots import Bot, Budget
from rules.core import Game, GameState


def seat_rng(seed: int, seat: int) -> random.Random:
    """The generator a seat's bot uses in game `seed`: independent of the deal."""
    return random.Random(f"bot/{seed}/{seat}")


@dataclass(frozen=True)
class Played:
    state: GameState
    decisions: int


def play(
    game: Game,
    bots: Sequence[Bot],
    seed: int,
    options: Mapping[str, Any] | None = None,
    budget: Budget | None = None,
    max_decisions: int = 100_000,
) -> Played:
    """Play one game to the end with one bot per seat."""
    state = game.new(len(bots), options, seed)
    rngs = [seat_rng(seed, s) for s in range(len(bots))]
    decisions = 0
    while not state.is_over():
        seat = state.to_act()[0]
        action = bots[seat].choose(state.view(seat), rngs[seat], budget)
        state.apply(seat, action)
        decisions += 1
        if decisions > max_decisions:
            raise RuntimeError(f"{game.id} seed {seed}: no end after {max_decisions} decisions")
    return Played(state, decisions)


def random_playout(state: GameState, rng: random.Random) -> GameState:
    """Play random legal actions straight on a state (no views): the engine's raw speed."""
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state
