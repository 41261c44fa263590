"""Turtle Butt's inference (rules/turtle_butt/inference.py): a rival's claim in the liar's game
makes deals where the hand backs it likelier, read from the view alone."""

from __future__ import annotations

import random

from rules.bots import make_bot
from rules.bots.inference import dealer_for, weigher_for
from rules.core import get_game
from rules.turtle_butt.scoring import score_ids
from rules.turtle_butt.state import TurtleButtState
from tests.rules.bots.twins import assert_same_inference
from tests.rules.harness import canonical


def _at_respond(players: int, seed: int) -> TurtleButtState:
    """A liar's game of `normal` bots stopped at the first claim to be answered that some deals of
    the unseen cards back and others do not (a low claim is backed by every deal)."""
    state = get_game("turtle-butt").new(players, {"variant": "liars"}, seed)
    assert isinstance(state, TurtleButtState)
    bot, rng = make_bot("turtle-butt", "normal"), random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        view = state.view(seat)
        if state.phase == "respond" and not view.sees_hand:
            deals = [view.determinize(random.Random(i)) for i in range(8)]
            if len({score_ids(d.hand) >= view.claim for d in deals if isinstance(d, TurtleButtState)}) > 1:
                return state
        state.apply(seat, bot.choose(view, rng))
    raise AssertionError(f"no claim in doubt in game {seed}")


def test_inference_is_identical_on_a_state_and_its_twin() -> None:
    """A twin with the hand's unseen cards and the deck re-dealt gives the answering seat the same
    view, and so the same weights, the same inferred deals, searches and rollouts."""
    for players, seed in ((2, 1), (3, 2), (4, 3), (6, 4)):
        state = _at_respond(players, seed)
        seat = state.to_act()[0]
        twin = state.determinize(seat, random.Random(seed))
        assert canonical(twin.to_dict()) != canonical(state.to_dict())
        assert assert_same_inference(state.view(seat), twin.view(seat), seed)


def test_a_rivals_claim_makes_the_hands_that_back_it_likelier() -> None:
    """Plain deals fill the unseen cards at random and mostly fall short of a claim; the inferred
    deals back it more often, and fall short by two or more less often."""
    backed = {"plain": 0, "inferred": 0}
    far_short = {"plain": 0, "inferred": 0}
    for seed in range(6):
        state = _at_respond(2, 100 + seed)
        view = state.view(state.to_act()[0])
        dealer = dealer_for(view)
        assert dealer is not None
        for i in range(400):
            for kind, deal in (("plain", view.determinize(random.Random(i))), ("inferred", dealer(random.Random(i)))):
                assert isinstance(deal, TurtleButtState)
                short = view.claim - score_ids(deal.hand, deal.pawn_sets)
                backed[kind] += short <= 0
                far_short[kind] += short >= 2
    assert backed["inferred"] > backed["plain"] * 1.08
    assert far_short["inferred"] < far_short["plain"] * 0.8


def test_only_a_rivals_standing_claim_over_an_unseen_hand_is_weighed() -> None:
    """Nothing is inferred in the basic game, by the holder who sees the hand, or by the claimant."""
    basic = get_game("turtle-butt").new(2, {"variant": "basic"}, 1)
    assert weigher_for(basic.view(basic.to_act()[0])) is None
    state = _at_respond(3, 5)
    answering = state.to_act()[0]
    assert weigher_for(state.view(answering)) is not None
    assert weigher_for(state.view(state.claimant)) is None
    drawing = get_game("turtle-butt").new(2, {"variant": "liars"}, 1)
    assert drawing.phase == "draw" and weigher_for(drawing.view(drawing.to_act()[0])) is None
