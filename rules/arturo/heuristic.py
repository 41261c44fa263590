"""The `normal` Arturo bot: follow your own Family Plan, deny the others.

Every member's value is shared, so a position is worth your plan's score (positions
1-3 added, 7 subtracted) minus what an average opponent makes of the same values:
a random plan counts a member twice as often as it subtracts it, so an opponent
gains 2/7 of all values together. Position bonuses count as the difference between
how often your member and an opponent's unknown one is the best in its position.

A move is judged one reply deep: the next player's activations (half their average,
half the one worst for you), since a member who takes nothing leaves an object for
them. A Preparation card is worth the plan change it makes, against doing nothing.
Cobwebbed objects left lying on the table count as points the Nanny may sweep up later
(`SWEEP_CHANCE`), so where a member may take a clean or a cobwebbed copy the bot takes
the cobwebbed one unless it is counting on the Nanny.

Measured with `party-table bench bots arturo --games 1000 --pairs random-normal`:
normal beats random in about 90% of 2-player seat-swapped games (89-92%); one normal
seat wins about 74% of 3-player and 65% of 4-player games against random seats
(600 seeded games each). Weighing the worst reply 0, 0.25, 0.5 or 1, and Preparation
penalties 0.5-3, all land within the noise except worst-only (86%); averaging over
three deals of the unseen cards (SAMPLES = 3) gave 90.7% at five times the time.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from rules.bots.base import Heuristic
from rules.bots.ismcts import apply_unchecked
from rules.core import Action, GameState, View

from .actions import Activate, ArturoAction, Ivo, Prepare
from .data import (
    ALL_AT_PARTY,
    CARD_BACK,
    CARD_COBWEBS,
    CARD_MEMBER,
    IVO,
    LIFE_OF_PARTY,
    PLAN_SIZE,
    REALLY_GOOD,
    SCORING,
    STEIN,
    member_values,
)
from .plan import apply_preparation
from .scoring import REALLY_GOOD_LOSS, REALLY_GOOD_WIN
from .state import ArturoState
from .view import ArturoView

#: What an opponent with an unknown plan gains per point of every member's value.
OPPONENT_SHARE = 2 / 7
#: A Preparation card also costs a tie-break and one of only three uses.
PREP_COST = 2.5
#: What a Preparation card costs in the look-ahead (a tie-break and one of three uses).
PREP_PENALTY = 1.5
#: How much the look-ahead fears the next player's best reply, against their average one.
WORST_WEIGHT = 0.5
#: Deals of the unseen cards each decision is averaged over.
SAMPLES = 1
#: How likely a cobwebbed object lying on the table ends under the Cleaning card.
SWEEP_CHANCE = 0.5
#: Points of lead that make an opponent finishing ahead of you about 27% likely (1 / (1 + e)).
LEAD_SPREAD = 6.0


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


def rate(state: ArturoState, seat: int, action: ArturoAction) -> float:
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
        # A bet that the named opponent finishes ahead: worth taking only when you are behind.
        behind = 1 / (1 + math.exp(standing(state, seat) / LEAD_SPREAD))
        gain = (REALLY_GOOD_WIN - REALLY_GOOD_LOSS) * behind + REALLY_GOOD_LOSS
    elif action.kind == LIFE_OF_PARTY:
        chance = _best_chance(values, plan[action.detail[0] - 1], opponents)
        gain = 3 * chance - 1
    else:
        gain = expected_score(apply_preparation(plan, action.kind, action.detail), values, opponents) - now
    return gain - PREP_COST


def position_edge(values: Sequence[int], member: int, opponents: int) -> float:
    """How much more often `member` is the best in its position than an opponent's unknown member is.

    Positive when the member beats most others; it weighs a position bonus (or, negated, the
    position-7 penalty) as a difference between you and an average opponent.
    """
    mine = values[member]
    lower = sum(1 for v in values if v < mine) / PLAN_SIZE
    higher = sum(1 for v in values if v > mine) / PLAN_SIZE
    if opponents == 1:
        return lower - higher
    return (1 - higher) ** opponents - (1 - lower) / (opponents + 1)


@dataclass(frozen=True)
class Standing:
    """`standing` for any plan at once: what each member adds in positions 1, 2, 3 and 7, and what
    every plan pays. A plan's standing is `base` plus its four members' terms (positions 4-6 count
    for nothing), so the inference can weigh all 840 such choices from one reckoning of the table."""

    base: float
    #: Indexed by member: its worth in position 1, 2, 3 and 7 (position 7 counts against the plan).
    first: tuple[float, ...]
    second: tuple[float, ...]
    third: tuple[float, ...]
    last: tuple[float, ...]

    def of(self, plan: Sequence[int]) -> float:
        return self.of_head(plan[0], plan[1], plan[2], plan[6])

    def of_head(self, first: int, second: int, third: int, last: int) -> float:
        """The standing of any plan with these members in positions 1, 2, 3 and 7."""
        return self.base + self.first[first] + self.second[second] + self.third[third] + self.last[last]


def standing_terms(state: ArturoState) -> Standing:
    """The terms of `standing` for every plan on this table."""
    cobwebs = sum(1 for c in state.table if CARD_COBWEBS[c])
    return _standing_terms(state.member_values(), cobwebs, state.num_players - 1)


@functools.lru_cache(maxsize=4096)
def _standing_terms(values: tuple[int, ...], cobwebs: int, opponents: int) -> Standing:
    """`standing_terms` of a table whose members are worth `values` with `cobwebs` cobwebbed cards on
    it: kept, since `normal` and the inference reckon the same few tables thousands of times a game."""
    # Each cobweb on the table may be swept up later: the Nanny's value may rise by this much.
    nanny = SWEEP_CHANCE * SCORING[STEIN].per_cobweb * cobwebs
    edges = [position_edge(values, m, opponents) for m in range(len(values))]
    scoring = [nanny if m == STEIN else 0.0 for m in range(len(values))]
    return Standing(
        base=-OPPONENT_SHARE * (sum(values) + nanny),
        first=tuple(values[m] + 3 * edges[m] + scoring[m] for m in range(len(values))),
        second=tuple(values[m] + 2 * edges[m] + scoring[m] for m in range(len(values))),
        third=tuple(values[m] + scoring[m] for m in range(len(values))),
        last=tuple(-values[m] - edges[m] - scoring[m] for m in range(len(values))),
    )


def standing(state: ArturoState, seat: int) -> float:
    """`seat`'s expected lead over an average opponent, whose plan is unknown, in points."""
    return standing_terms(state).of(state.plans[seat])


def activations(state: ArturoState, seat: int) -> list[ArturoAction]:
    """`seat`'s legal moves but the Preparation cards."""
    return [a for a in state.legal_actions(seat) if not isinstance(a, Prepare)]


def after(state: ArturoState, seat: int, action: ArturoAction) -> ArturoState:
    """A copy of `state` with `seat`'s move made (a legal one: it comes from the legal moves)."""
    s = state.clone()
    apply_unchecked(s, seat, action)
    return s


def replies(state: ArturoState, seat: int) -> list[ArturoState]:
    """The tables after each activation the next player may choose, or only this one when `seat`
    is to act again or the party is over."""
    if state.is_over() or state.turn == seat:
        return [state]
    nxt = state.turn
    return [after(state, nxt, a) for a in activations(state, nxt)] or [state]


def blend(outcomes: Sequence[float]) -> float:
    """A move's worth from the standings its replies leave: their average, weighed with the worst."""
    return (1 - WORST_WEIGHT) * sum(outcomes) / len(outcomes) + WORST_WEIGHT * min(outcomes)


def reply_value(state: ArturoState, seat: int) -> float:
    """`seat`'s standing after the next player's activation: a blend of their average and their best.

    The next player's plan is unknown, so their best reply is the one that most raises every
    value together minus what it gives `seat`.
    """
    return blend([standing(s, seat) for s in replies(state, seat)])


def judge(state: ArturoState, seat: int, actions: Sequence[ArturoAction]) -> list[float]:
    """Each action's look-ahead value for `seat` in one full state (see the module docstring)."""
    values = []
    passing: float | None = None
    for action in actions:
        if isinstance(action, Prepare):
            if passing is None:
                skip = state.clone()
                skip.turn = (seat + 1) % state.num_players
                passing = reply_value(skip, seat)
            values.append(passing + rate(state, seat, action) + PREP_COST - PREP_PENALTY)
        else:
            values.append(reply_value(after(state, seat, action), seat))
    return values


def _best(actions: Sequence[Action], values: Sequence[float], rng: random.Random) -> Action:
    """The best valued of `actions`, ties drawn from `rng`."""
    top = max(values)
    return rng.choice([a for a, v in zip(actions, values, strict=True) if v > top - 1e-9])


class ArturoHeuristic(Heuristic):
    def choose(self, view: View, rng: random.Random) -> Action:
        """The best action summed over a few deals of the unseen cards (the next deck tops matter)."""
        assert isinstance(view, ArturoView)
        seat = view.seat
        assert seat is not None
        actions = view.legal_actions()
        totals = [0.0] * len(actions)
        for _ in range(SAMPLES):
            state = view.determinize(rng)
            assert isinstance(state, ArturoState)
            for i, value in enumerate(judge(state, seat, actions)):
                totals[i] += value
        return _best(actions, totals, rng)

    def rollout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        """The meter's rollouts play each move by its `rate` on the dealt world, one step deep: a game
        played out so costs about 9 ms and forecasts as well as one played by `judge`'s look-ahead, at
        a tenth of the cost (docs/benchmarks.md, "Arturo's meter plays out")."""
        assert isinstance(state, ArturoState)
        actions = state.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        return _best(actions, [rate(state, seat, a) for a in actions], rng)

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        """Random, but an activation four times in five: real players rarely spend turns on cards."""
        actions = state.legal_actions(seat)
        if rng.random() < 0.8:
            activations = [a for a in actions if not isinstance(a, Prepare)]
            if activations:
                return rng.choice(activations)
        return rng.choice(actions)


HEURISTIC = ArturoHeuristic()
