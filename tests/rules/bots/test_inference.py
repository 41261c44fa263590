"""The core's inference hook (rules/bots/inference.py), checked on the tiny test game (tests/rules/toy_game.py)."""

from __future__ import annotations

import random

from rules.bots.inference import prepares, weigher_for, weighted_deal
from rules.core import GameState, get_game
from tests.rules import toy_game


def _rival_holds_a_high_card(state: GameState) -> bool:
    assert isinstance(state, toy_game.ToyState)
    return max(state.hands[1]) >= 7


def _tenfold(state: GameState) -> float:
    return 10.0 if _rival_holds_a_high_card(state) else 1.0


def test_deals_are_kept_by_their_weight() -> None:
    """Deals a weight favours are kept more often, a deal weighed 0 never while another weighs more,
    and when every candidate weighs 0 the first is kept (a plain deal)."""
    view = get_game("toy-high-card").new(2, seed=4).view(0)
    rng = random.Random(1)
    plain = sum(_rival_holds_a_high_card(view.determinize(rng)) for _ in range(400))
    favoured = sum(_rival_holds_a_high_card(weighted_deal(view, rng, _tenfold, 6)) for _ in range(400))
    assert favoured > plain + 60, (plain, favoured)
    for seed in range(60):
        candidates = [view.determinize(r) for r in [random.Random(seed)] for _ in range(6)]
        kept = weighted_deal(view, random.Random(seed), lambda s: float(_rival_holds_a_high_card(s)), 6)
        assert _rival_holds_a_high_card(kept) == any(map(_rival_holds_a_high_card, candidates))
    nothing = weighted_deal(view, random.Random(3), lambda s: 0.0, 6)
    assert nothing.to_dict() == view.determinize(random.Random(3)).to_dict()


def test_a_game_without_an_inference_module_deals_plainly() -> None:
    assert weigher_for(get_game("toy-high-card").new(2, seed=4).view(0)) is None


def test_only_a_game_that_keeps_what_it_inferred_is_asked_to_take_in_each_move() -> None:
    """A table calls `prepare` after each move only where it pays (Arturo replays its record once and keeps
    it); for the other games it would be work on every move for nothing."""
    assert {g: prepares(g) for g in ("arturo", "birthday-turtle", "day-at-the-park", "turtle-butt")} == {
        "arturo": True, "birthday-turtle": False, "day-at-the-park": False, "turtle-butt": False}
