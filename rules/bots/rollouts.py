"""The meter's win chance from rollouts: games played out to their end by the game's sensible
player (`Heuristic.rollout`) in every seat, each on a fresh deal of what the seat cannot see (with
inference, as the search deals).

In Day at the Park and Arturo the search's chance ranks positions poorly: its playouts play far
worse than anyone at the table, so its chance says who would win a game of careless moves. Games
played out as a sensible player plays forecast the outcome better (docs/benchmarks.md, issue 35);
`SearchSettings.meter` says which games use them.

Where a search would be misled, `rollout_ratings` rates a decision's moves the same way: the move
played, then the game played out; every move of a decision with a few (answering a claim in the liar's
game), else a handful the game names (`Heuristic.candidates`: its claims).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from rules.core import Action, GameState, View

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
    seat = _seat_of(view)
    inferred = dealer_for(view)
    clock = _Clock(budget)
    total, done = 0.0, 0
    while True:
        total += _played_out(deal(view, rng, inferred), heuristic, rng)[seat]
        done += 1
        if clock.spent(done):
            break
    return RolloutChance(*mean_and_error(total / done, done), done)


def rollout_ratings(view: View, rng: random.Random, budget: Budget, heuristic: Heuristic,
                    actions: Sequence[Action]) -> list[RolloutChance]:
    """The seat's win share after each of `actions`, the game then played out as `rollout_chance` plays
    it, in rounds of one rollout for each action until `budget` ends (a budget's iterations count rounds).

    Within a round every action meets the same deal and the same dice (common random numbers), so
    the differences between actions are not drowned by the luck of the deals.
    """
    seat = _seat_of(view)
    inferred = dealer_for(view)
    clock = _Clock(budget)
    totals, done = [0.0] * len(actions), 0
    while True:
        seed = rng.getrandbits(64)
        for i, action in enumerate(actions):
            dice = random.Random(seed)
            state = deal(view, dice, inferred)
            apply_unchecked(state, seat, action)
            totals[i] += _played_out(state, heuristic, dice)[seat]
        done += 1
        if clock.spent(done):
            break
    return [RolloutChance(*mean_and_error(total / done, done), done) for total in totals]


def _seat_of(view: View) -> int:
    if view.seat is None:
        raise ValueError("a spectator has no chance to win")
    return view.seat


def _played_out(state: GameState, heuristic: Heuristic, rng: random.Random) -> list[float]:
    """Every seat's reward once `state` is played to its end by the game's sensible player."""
    for _ in range(STEP_LIMIT):
        if state.is_over():
            break
        actor = state.to_act()[0]
        apply_unchecked(state, actor, heuristic.rollout(state, actor, rng))
    return rewards_of(state, None)


class _Clock:
    """When a budget of rollouts (or rounds) is spent: its iterations, or with seconds, once one more
    of average length would no longer fit, so that an answer comes within its time."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.start = time.perf_counter()
        self.deadline = self.start + budget.seconds if budget.seconds is not None else None

    def spent(self, done: int) -> bool:
        if self.budget.iterations is not None and done >= self.budget.iterations:
            return True
        if self.deadline is not None:
            now = time.perf_counter()
            return now + (now - self.start) / done >= self.deadline
        return self.budget.iterations is None
