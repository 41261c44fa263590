"""The check that a game's inference reads only the view: a state and its re-dealt twin infer alike."""

from __future__ import annotations

import random

from rules.bots import Budget, heuristic_for, search
from rules.bots.inference import dealer_for, weigher_for
from rules.bots.rollouts import rollout_chance
from rules.core import View
from tests.rules.harness import canonical


def assert_same_inference(view: View, twin: View, seed: int, iterations: int = 40) -> bool:
    """The two views (of a state and of its twin) get the same weights, the same inferred deals and,
    where the seat is to act, the same searched statistics and rollout chances. False when neither infers anything."""
    assert canonical(view.to_dict()) == canonical(twin.to_dict())
    mine, theirs = weigher_for(view), weigher_for(twin)
    assert (mine is None) == (theirs is None)
    if mine is None or theirs is None:
        return False
    deals = [view.determinize(random.Random(i)) for i in range(8)]
    assert [mine[0](d) for d in deals] == [theirs[0](d) for d in deals]
    assert len({mine[0](d) for d in deals}) > 1, "the weights should tell these deals apart"
    ours, twins = dealer_for(view), dealer_for(twin)
    assert ours is not None and twins is not None
    for i in range(4):
        assert canonical(ours(random.Random(i)).to_dict()) == canonical(twins(random.Random(i)).to_dict())
    if view.seat in view.to_act():
        budget = Budget(iterations=iterations)
        heuristic = heuristic_for(view.game_id)
        a = search(view, random.Random(seed), budget, heuristic)
        b = search(twin, random.Random(seed), budget, heuristic)
        assert a.visits == b.visits and a.values == b.values
        if heuristic is not None:  # the meter's rollouts deal as the search does
            rolled = [rollout_chance(v, random.Random(seed), Budget(iterations=2), heuristic) for v in (view, twin)]
            assert rolled[0] == rolled[1]
    return True
