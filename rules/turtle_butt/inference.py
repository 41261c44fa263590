"""What the claim says about the hand, in the liar's game (rules/bots/inference.py).

The seat asked to answer a claim has not seen some of the hand. A plain deal fills those cards in
at random, and a random hand usually falls well short of a claim, so a search or a rollout from
plain deals finds most claims false and a challenge nearly always right. Players do not claim
like that: a claim is backed more often than random hands would back it, and when it is a bluff it
is mostly a bluff by one point. So a deal is weighted by how far its hand falls short of the claim,
by the odds `normal` was seen to claim so, against those of random deals.

Measured on 300 games of `normal` at two and at four players (2026-12-05, a throwaway script over
the respond decisions): of its claims, 52-54% were backed, 16% one point short and 30-32% two or
more short; random deals of the same views gave 31-35%, 11% and 54-58%. The odds of a short hand
against a backed one, relative to random deals, came out 0.86-0.95 for one point short and
0.31-0.41 for more: SHORT_BY_ONE and SHORT_BY_MORE below.
"""

from __future__ import annotations

from rules.bots.inference import Weight
from rules.core import GameState, View

from .deck import LIARS
from .scoring import score_ids
from .state import TurtleButtState
from .view import TurtleButtView

#: How likely a hand one point short of its claim is, against a backed one (relative to random deals).
SHORT_BY_ONE = 0.9
#: The same for a hand two or more points short.
SHORT_BY_MORE = 0.35


def weigher(view: View) -> Weight | None:
    """Deals weighted by the claim a rival made on a hand this seat has not wholly seen; None when
    no rival's claim stands over such a hand (every other game and phase)."""
    assert isinstance(view, TurtleButtView)
    if (view.variant != LIARS or view.phase != "respond" or view.claimant is None
            or view.claimant == view.seat or view.sees_hand or len(view.seen_in_hand) >= view.hand_size):
        return None
    claim = view.claim

    def weight(state: GameState) -> float:
        assert isinstance(state, TurtleButtState)
        short = claim - score_ids(state.hand, state.pawn_sets)
        return 1.0 if short <= 0 else SHORT_BY_ONE if short == 1 else SHORT_BY_MORE

    return weight
