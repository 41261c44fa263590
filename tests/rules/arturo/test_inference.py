"""Inference about the rivals' Family Plans (rules/arturo/inference.py): fair, and pointing the right way."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable

from rules.arturo.data import CAKE, FESTOON, MEMBER_INDEX, PLAN_MEMBERS
from rules.arturo.inference import dealer, weigher
from rules.arturo.state import ArturoState
from rules.bots import make_bot
from rules.bots.inference import dealer_for, weigher_for, weighted_deal
from rules.core import GameState, get_game
from tests.rules.arturo.stack import stacked
from tests.rules.bots.twins import assert_same_inference
from tests.rules.harness import canonical

NONNA = MEMBER_INDEX["nonna"]


def _fed_grandma(festoons: int, cakes: int) -> ArturoState:
    """Three players; seat 1's activations have put festoons and cakes under the Birthday card."""
    state = stacked(3)
    for obj, count in ((FESTOON, festoons), (CAKE, cakes)):
        state.sent[1][obj] += count
        state.birthday_counts[obj] += count
    return state


def _positions(draw: Callable[[random.Random], GameState], rng: random.Random, times: int) -> Counter[int]:
    """Where Grandma Melma lies in seat 1's dealt plan, over `times` deals (1 leftmost)."""
    positions: Counter[int] = Counter()
    for _ in range(times):
        state = draw(rng)
        assert isinstance(state, ArturoState)
        positions[state.plans[1].index(NONNA) + 1] += 1
    return positions


def test_a_rival_who_sends_festoons_and_cakes_is_dealt_grandma_melma_near_the_left() -> None:
    """Grandma Melma counts festoons (2 each) and cakes (1 each): a rival who keeps sending them
    probably holds her in positions 1-3, and seldom in position 7 where her points count against them."""
    view = _fed_grandma(4, 3).view(0)
    inferred = weigher_for(view)
    assert inferred is not None
    plain = _positions(view.determinize, random.Random(5), 1400)
    weighed = _positions(lambda rng: weighted_deal(view, rng, *inferred), random.Random(5), 1400)
    left = [sum(c[p] for p in (1, 2, 3)) / 1400 for c in (plain, weighed)]
    last = [c[7] / 1400 for c in (plain, weighed)]
    assert abs(left[0] - 3 / 7) < 0.05 and left[1] > left[0] + 0.25, (plain, weighed)
    assert last[1] < last[0] / 3, (plain, weighed)


def test_the_exact_deals_follow_the_weights() -> None:
    """`dealer` draws a rival's plan with the chance `weigher` gives it: where Grandma Melma lies in
    seat 1's dealt plans matches the chances summed over all 5,040 plans by their weights, and every
    deal keeps what the seat sees (The Life of the Party stays in its public position)."""
    fed = _fed_grandma(4, 3)
    fed.crowns[1] = fed.plans[1][2]
    view = fed.view(0)
    weight, deal = weigher(view), dealer(view)
    assert weight is not None and deal is not None
    assert dealer_for(view) is not None
    probe = view.determinize(random.Random(0))
    assert isinstance(probe, ArturoState)
    exact: Counter[int] = Counter()
    for plan in itertools.permutations(PLAN_MEMBERS):
        probe.plans[1] = list(plan)
        exact[plan.index(NONNA) + 1] += weight(probe)
    total = sum(exact.values())
    rng = random.Random(3)
    dealt = _positions(deal, rng, 3000)
    for position in range(1, 8):
        assert abs(dealt[position] / 3000 - exact[position] / total) < 0.03, (position, dealt, exact)
    assert exact[1] > 3 * exact[7], "the scene should make the weights matter"
    for _ in range(50):
        state = deal(rng)
        assert canonical(state.view(0).to_dict()) == canonical(view.to_dict())


def test_nothing_seen_nothing_inferred() -> None:
    """At the start nobody has sent anything, and at the end every plan is shown: the deals stay plain."""
    state = stacked(3)
    assert weigher_for(state.view(0)) is None
    fed = _fed_grandma(4, 3)
    assert weigher_for(fed.view(1)) is None, "seat 1's own sending says nothing about the plans it cannot see"
    assert dealer_for(state.view(0)) is None and dealer_for(fed.view(1)) is None


def _played(seed: int, moves: int) -> ArturoState:
    state = get_game("arturo").new(3, seed=seed)
    bot = make_bot("arturo", "normal")
    rng = random.Random(seed)
    for _ in range(moves):
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.view(seat), rng))
    assert isinstance(state, ArturoState)
    return state


def test_inference_is_identical_on_a_state_and_its_twin() -> None:
    """A twin with the hidden parts re-dealt gives the seat the same view, and so the same weights,
    the same inferred deals and the same searched choice: the inference reads only the view."""
    checked = 0
    for seed, moves in ((1, 9), (2, 14), (3, 20)):
        state = _played(seed, moves)
        for seat in range(3):
            twin = state.determinize(seat, random.Random(seed * 10 + seat))
            assert canonical(twin.to_dict()) != canonical(state.to_dict())
            if not assert_same_inference(state.view(seat), twin.view(seat), seed):
                continue
            checked += 1
    assert checked >= 4
