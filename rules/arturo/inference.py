"""What a rival's activations tell of their Family Plan, for the search's deals (rules/bots/inference.py).

A player feeds the members their plan counts: the objects a rival's activations put under the
Birthday card (and the cobwebs under the Cleaning card) raised members' values, and the rival
gains those points for the members in positions 1-3 and loses them for the one in position 7. So a
dealt plan for that rival is the likelier the more points it makes of what the rival sent: its
weight is exp(BELIEF × those points), rivals multiplied. A rival who keeps sending festoons and
cakes probably has Grandma Melma near the left of their plan, and seldom in position 7.

Only the view is read (each seat's `sent`, public), never a state the view was taken from. The
model is rough on purpose: an activation is often the least bad one, Preparation cards move the
plan after the evidence was given, and plans are not scored against what else the rival could have
done; BELIEF keeps it mild.

The weight of a plan depends only on its positions 1-3 and 7, so the deals can be drawn exactly
(`dealer`): for each rival, the four members in those positions are drawn from the 840 ordered
choices by their weights, and the other three are shuffled into positions 4-6. That costs about
one plain deal an iteration, where keeping one of CANDIDATES weighed deals cost about half as
much time again per iteration of the search.

Measured (2026-12-04, 3 players, 8 positions of `normal` games, CPU time of `hard` at 200
iterations, the three ways interleaved in one run): 149 ms with plain deals, 188 ms keeping one of
8 weighed deals, 150 ms with `dealer`. Strength beside the weighed pick, side by side under the
shared machine's load (`bench bots arturo --pairs normal-hard --jobs 1`, 1 s a decision, stopped
early): `hard` 66.1% (53.4-76.9) of 59 games with the weighed pick, 67.2% (54.4-77.9) of 58 with
`dealer`, paired +1.7 ± 16.3 points: no difference shown at that size.
"""

from __future__ import annotations

import itertools
import math
import random

from rules.bots.inference import Deal, Weight
from rules.core import GameState, View

from .data import NUM_OBJECTS, PLAN_MEMBERS, member_values
from .heuristic import plan_score
from .state import ArturoState
from .view import ArturoView

#: How strongly a point a rival fed their plan's member speaks for that plan (a guess: a point makes
#: a plan about 1.2 times as likely; twenty points, about a hundred and fifty times).
BELIEF = 0.25
#: Deals drawn for each one a search keeps.
CANDIDATES = 8


def evidence(view: ArturoView) -> dict[int, tuple[int, ...]]:
    """By rival whose plan the view hides and who sent anything: each member's value in what they sent."""
    out: dict[int, tuple[int, ...]] = {}
    for seat, player in enumerate(view.players):
        if player.plan is None and any(player.sent):
            out[seat] = member_values(player.sent[:NUM_OBJECTS], player.sent[NUM_OBJECTS])
    return out


#: Every ordered choice of the members in positions 1, 2, 3 and 7 (the positions that score).
SCORING_HEADS: tuple[tuple[int, ...], ...] = tuple(itertools.permutations(PLAN_MEMBERS, 4))


def _evidence(view: View) -> dict[int, tuple[int, ...]] | None:
    if not isinstance(view, ArturoView) or view.over or view.seat is None:
        return None
    return evidence(view) or None


def head_weights(values: tuple[int, ...]) -> list[float]:
    """The weight of each of SCORING_HEADS for a rival who sent these member values (the plan's
    weight, which the three members in positions 4-6 do not change)."""
    points = [values[a] + values[b] + values[c] - values[d] for a, b, c, d in SCORING_HEADS]
    top = max(points)
    return [math.exp(BELIEF * (p - top)) for p in points]


def weigher(view: View) -> Weight | None:
    """How likely a deal makes what the view's rivals were seen to send; None when there is nothing to go on."""
    fed = _evidence(view)
    if fed is None:
        return None

    def weight(state: GameState) -> float:
        assert isinstance(state, ArturoState)
        return math.exp(BELIEF * sum(plan_score(state.plans[seat], values) for seat, values in fed.items()))

    return weight


def dealer(view: View) -> Deal | None:
    """Deals of `view` whose rivals' plans follow `weigher` exactly: each rival's positions 1-3 and 7
    drawn by their weights, positions 4-6 shuffled; None when there is nothing to go on."""
    fed = _evidence(view)
    if fed is None:
        return None
    assert isinstance(view, ArturoView)
    drawn = [
        (seat, view.players[seat].crown_position, list(itertools.accumulate(head_weights(values))))
        for seat, values in sorted(fed.items())
    ]

    def deal(rng: random.Random) -> GameState:
        state = view.determinize(rng)
        assert isinstance(state, ArturoState)
        for seat, crown_position, cumulative in drawn:
            a, b, c, d = rng.choices(SCORING_HEADS, cum_weights=cumulative)[0]
            middle = [m for m in PLAN_MEMBERS if m not in (a, b, c, d)]
            rng.shuffle(middle)
            plan = [a, b, c, *middle, d]
            state.plans[seat] = plan
            state.crowns[seat] = plan[crown_position - 1] if crown_position is not None else None
        return state

    return deal
