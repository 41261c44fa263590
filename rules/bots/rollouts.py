"""The meter's win chance from rollouts: games played out to their end by the game's sensible
player (`Heuristic.rollout`) in every seat, each on a fresh deal of what the seat cannot see (with
inference, as the search deals).

In Day at the Park and Arturo the search's chance ranks positions poorly: its playouts play far
worse than anyone at the table, so its chance says who would win a game of careless moves. Games
played out as a sensible player plays forecast the outcome better (docs/benchmarks.md, issue 35);
`SearchSettings.meter` says which games use them.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from rules.core import View

from .base import Budget, Heuristic
from .inference import dealer_for
from .ismcts import apply_unchecked, deal, mean_and_error, rewards_of

#: A rollout still going after this many steps is scored as it stands: no game comes near it.
STEP_LIMIT = 5000


@dataclass(frozen=True)
class RolloutChance:
    """The seat's share of wins over `rollouts` games played out, with its standard error."""

    chance: float
    error: float
    rollouts: int


def rollout_chance(view: View, rng: random.Random, budget: Budget, heuristic: Heuristic) -> RolloutChance:
    """Play `view` out from fresh deals until `budget` ends (at least one rollout): the seat's win share.

    A budget's iterations count rollouts. With seconds, a rollout starts only while one more of average
    length still fits, so that the meter answers within its time.
    """
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator has no chance to win")
    start = time.perf_counter()
    deadline = start + budget.seconds if budget.seconds is not None else None
    inferred = dealer_for(view)
    total, done = 0.0, 0
    while True:
        state = deal(view, rng, inferred)
        for _ in range(STEP_LIMIT):
            if state.is_over():
                break
            actor = state.to_act()[0]
            apply_unchecked(state, actor, heuristic.rollout(state, actor, rng))
        total += rewards_of(state, None)[seat]
        done += 1
        if budget.iterations is not None and done >= budget.iterations:
            break
        if deadline is not None:
            now = time.perf_counter()
            if now + (now - start) / done >= deadline:
                break
        if budget.iterations is None and deadline is None:
            break
    return RolloutChance(*mean_and_error(total / done, done), done)
