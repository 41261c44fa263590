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
"""

from __future__ import annotations

import math

from rules.bots.inference import Weight
from rules.core import GameState, View

from .data import NUM_OBJECTS, member_values
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


def weigher(view: View) -> Weight | None:
    """How likely a deal makes what the view's rivals were seen to send; None when there is nothing to go on."""
    if not isinstance(view, ArturoView) or view.over or view.seat is None:
        return None
    fed = evidence(view)
    if not fed:
        return None

    def weight(state: GameState) -> float:
        assert isinstance(state, ArturoState)
        return math.exp(BELIEF * sum(plan_score(state.plans[seat], values) for seat, values in fed.items()))

    return weight
