"""Inference about the rivals' Family Plans (rules/arturo/inference.py): fair, and pointing the right way."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter

from rules.arturo import inference
from rules.arturo.actions import Prepare
from rules.arturo.data import MEMBER_INDEX, PLAN_MEMBERS
from rules.arturo.heuristic import standing_terms
from rules.arturo.inference import SCORING_HEADS, beliefs, dealer, weigher
from rules.arturo.plan import apply_preparation
from rules.arturo.state import ArturoState
from rules.bots import make_bot
from rules.bots.inference import dealer_for, weigher_for
from rules.core import get_game
from tests.rules.bots.twins import assert_same_inference
from tests.rules.harness import canonical

NONNA = MEMBER_INDEX["nonna"]


def _played(seed: int, moves: int, level: str = "normal", players: int = 3) -> ArturoState:
    state = get_game("arturo").new(players, seed=seed)
    bot = make_bot("arturo", level)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.view(seat), rng))
    assert isinstance(state, ArturoState)
    return state


def _head_share(state: ArturoState, seat: int, rival: int) -> float:
    """The weight `seat`'s view gives the scoring places (positions 1-3 and 7) of `rival`'s true plan."""
    found = beliefs(state.view(seat))
    assert found is not None
    belief = found[rival]
    plan = state.plans[rival]
    truth = (plan[0], plan[1], plan[2], plan[6])
    weights = belief.weights()
    held = sum(w for p, w in zip(belief.plans, weights, strict=True) if (p[0], p[1], p[2], p[6]) == truth)
    return held / sum(weights)


def test_the_rivals_choices_point_to_their_plans() -> None:
    """Mid-game, after the rivals have chosen about ten moves each, the true scoring places of their
    plans carry many times the weight a uniform deal gives them (1 in 840). Not always: a rival who
    took Preparation cards to mend a poor plan plays it less plainly than the model expects."""
    shares = [_head_share(state, 0, rival)
              for state in (_played(seed, 30) for seed in (11, 12, 13)) for rival in (1, 2)]
    uniform = 1 / len(SCORING_HEADS)
    assert sum(share > 10 * uniform for share in shares) >= 4, shares
    assert sum(shares) / len(shares) > 20 * uniform, shares


def test_the_standing_of_every_scoring_place_at_once_is_each_ones_own_standing() -> None:
    """The inference sums all 840 choices of positions 1-3 and 7 from pairs; every one must be exactly
    what `Standing.of_head` gives that choice, so the inference weighs moves as `normal` judges them."""
    state = _played(4, 20)
    terms = standing_terms(state)
    assert list(inference._head_standings(terms)) == [terms.of_head(*head) for head in SCORING_HEADS]


def test_the_exact_deals_follow_the_weights() -> None:
    """`dealer` draws a rival's plan with the chance `weigher` gives it: where Grandma Melma lies in
    seat 1's dealt plans matches the chances summed over all 5,040 plans by their weights, and every
    deal keeps what the seat sees."""
    state = _played(4, 24)
    view = state.view(0)
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
    assert max(exact.values()) > 2 * min(exact.values()), "the record should make the weights matter"
    rng = random.Random(3)
    dealt: Counter[int] = Counter()
    for _ in range(3000):
        dealt_state = deal(rng)
        assert isinstance(dealt_state, ArturoState)
        dealt[dealt_state.plans[1].index(NONNA) + 1] += 1
    for position in range(1, 8):
        assert abs(dealt[position] / 3000 - exact[position] / total) < 0.03, (position, dealt, exact)
    for _ in range(50):
        assert canonical(deal(rng).view(0).to_dict()) == canonical(view.to_dict())


def test_a_preparation_card_moves_every_candidate_plan_as_it_moved_the_rivals() -> None:
    """Taking a Preparation card that rearranges the plan says nothing new of it, but the belief must
    follow the move: each plan's weight before is the rearranged plan's weight after."""
    state = get_game("arturo").new(2, seed=7)
    assert isinstance(state, ArturoState)
    bot, rng = make_bot("arturo", "random"), random.Random(7)
    checked = 0
    while not state.is_over() and checked < 2:
        seat = state.to_act()[0]
        action = bot.choose(state.view(seat), rng)
        before = beliefs(state.view(0)) if seat == 1 else None
        state.apply(seat, action)
        if before is None or not isinstance(action, Prepare) or state.is_over():
            continue
        after = beliefs(state.view(0))
        assert after is not None
        moved = dict(zip(after[1].plans, after[1].logw, strict=True))
        for plan, logw in zip(before[1].plans, before[1].logw, strict=True):
            assert moved[tuple(apply_preparation(plan, action.kind, action.detail))] == logw
        checked += 1
    assert checked == 2


def test_a_later_view_continues_the_kept_replay_exactly() -> None:
    """The beliefs kept from earlier views of a game, carried on move by move, are those a fresh replay of
    the whole record gives."""
    state = get_game("arturo").new(3, seed=5)
    bot, rng = make_bot("arturo", "normal"), random.Random(5)
    inference._kept.clear()
    for _ in range(26):
        beliefs(state.view(0))
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.view(seat), rng))
    carried = beliefs(state.view(0))
    inference._kept.clear()
    fresh = beliefs(state.view(0))
    assert carried is not None and fresh is not None
    for rival in (1, 2):
        assert carried[rival].plans == fresh[rival].plans and carried[rival].logw == fresh[rival].logw


def test_nothing_seen_nothing_inferred() -> None:
    """At the start nobody has chosen anything, at the end every plan is shown, and a record that does
    not replay (a damaged view from elsewhere) is not believed: the deals stay plain, nothing breaks."""
    start = get_game("arturo").new(3, seed=1)
    assert weigher_for(start.view(0)) is None and dealer_for(start.view(0)) is None
    played = _played(1, 30)
    view = played.view(0)
    assert weigher_for(view) is not None
    damaged = dataclasses.replace(view, moves=(*view.moves[:-1], (view.moves[-1][0], "activate 9")))
    assert weigher_for(damaged) is None and dealer_for(damaged) is None
    finished = _played(1, 400)
    assert finished.is_over() and weigher_for(finished.view(0)) is None


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
