"""The `normal` Arturo bot: follow your own Family Plan, deny the others.

Every member's value is shared, so a move is worth how much it raises the members
you count (positions 1-3) and lowers the one you subtract (position 7), minus what
it gives an average opponent, whose plan is unknown: a random plan counts a member
twice as often as it subtracts it, so an opponent gains 2/7 of the change of all
values together. The position bonuses are added as chances: a member beats the
opponents' unknown members in its position as often as it beats random members.

Measured (tests/rules/arturo/test_heuristic.py and seeded runs of 600 games): one
normal seat wins about 76% of 2-player and 50% of 4-player games against random
seats. A Preparation card must gain more than PREP_COST; 1.5 and 4 did no better.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.bots.base import Heuristic
from rules.core import Action, GameState, View

from .data import (
    ALL_AT_PARTY,
    CARD_BACK,
    CARD_COBWEBS,
    CARD_MEMBER,
    IVO,
    LIFE_OF_PARTY,
    PLAN_SIZE,
    REALLY_GOOD,
    STEIN,
    member_values,
)
from .plan import apply_preparation
from .state import Activate, ArturoState, Ivo, Prepare

#: What an opponent with an unknown plan gains per point of every member's value.
OPPONENT_SHARE = 2 / 7
#: A Preparation card also costs a tie-break and one of only three uses.
PREP_COST = 2.5


def plan_score(plan: Sequence[int], values: Sequence[int]) -> float:
    """The points a plan makes with these member values, without bonuses."""
    return values[plan[0]] + values[plan[1]] + values[plan[2]] - values[plan[6]]


def expected_score(plan: Sequence[int], values: Sequence[int], opponents: int) -> float:
    """`plan_score` plus the position bonuses it may expect against opponents' unknown plans."""
    return (
        plan_score(plan, values)
        + 3 * _best_chance(values, plan[0], opponents)
        + 2 * _best_chance(values, plan[1], opponents)
        - _best_chance(values, plan[6], opponents)
    )


def _values_after(state: ArturoState, member: int) -> tuple[int, ...]:
    """Member values if `member` (or Ivo copying it) were activated now."""
    taken = state.takes(member)
    counts = list(state.birthday_counts)
    cobwebs = state.cleaning_cobwebs
    if member == STEIN:
        cobwebs += sum(1 for c in taken if CARD_COBWEBS[c])
    else:
        for c in taken:
            counts[CARD_BACK[c]] += 1
    return member_values(counts, cobwebs)


def _best_chance(values: Sequence[int], member: int, opponents: int) -> float:
    """Chance that `member` is at least as good as random opponents' members in its position."""
    at_most = sum(1 for v in values if v <= values[member]) - 1
    return (at_most / (PLAN_SIZE - 1)) ** opponents


def rate(state: ArturoState, seat: int, action: Action) -> float:
    """How good `action` is for `seat`, in expected points relative to an average opponent."""
    plan = state.plans[seat]
    values = state.member_values()
    opponents = state.num_players - 1
    now = expected_score(plan, values, opponents)
    if isinstance(action, Activate | Ivo):
        card = state.top(action.deck)
        assert card is not None
        member = CARD_MEMBER[card]
        if isinstance(action, Ivo):
            member = IVO if action.copy is None else action.copy
        if member == IVO or not state.takes(member):
            return 0.0
        after = _values_after(state, member)
        mine = expected_score(plan, after, opponents) - now
        theirs = OPPONENT_SHARE * (sum(after) - sum(values))
        return mine - theirs
    assert isinstance(action, Prepare)
    if action.kind == ALL_AT_PARTY:
        middle = [values[m] for m in plan[3:6]]
        gain: float = 2 * max(middle) - sum(middle)
    elif action.kind == REALLY_GOOD:
        gain = -0.5
    elif action.kind == LIFE_OF_PARTY:
        chance = _best_chance(values, plan[action.detail[0] - 1], opponents)
        gain = 3 * chance - 1
    else:
        gain = expected_score(apply_preparation(plan, action.kind, action.detail), values, opponents) - now
    return gain - PREP_COST


class ArturoHeuristic(Heuristic):
    def choose(self, view: View, rng: random.Random) -> Action:
        seat = view.seat
        assert seat is not None
        state = view.determinize(rng)
        assert isinstance(state, ArturoState)
        best: list[Action] = []
        best_value = float("-inf")
        for action in state.legal_actions(seat):
            value = rate(state, seat, action)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value > best_value - 1e-9:
                best.append(action)
        return rng.choice(best)

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        """Random, but an activation four times in five: real players rarely spend turns on cards."""
        actions = state.legal_actions(seat)
        if rng.random() < 0.8:
            activations = [a for a in actions if not isinstance(a, Prepare)]
            if activations:
                return rng.choice(activations)
        return rng.choice(actions)


HEURISTIC = ArturoHeuristic()
