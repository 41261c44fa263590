"""The `normal` heuristic plays Day at the Park sensibly: it clearly beats random play."""

from __future__ import annotations

import random

from rules.bots.base import Bot, Budget, RandomBot
from rules.core import Action, View, get_game
from rules.day_at_the_park.heuristic import HEURISTIC
from rules.sim import play


class HeuristicBot(Bot):
    level = "normal"

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        return HEURISTIC.choose(view, rng)


def test_heuristic_beats_random_play_clearly() -> None:
    """Over 12 two-player games, seats alternating, the heuristic wins at least 10."""
    game = get_game("day-at-the-park")
    wins = 0
    for seed in range(12):
        seat = seed % 2
        bots: list[Bot] = [RandomBot(), RandomBot()]
        bots[seat] = HeuristicBot()
        result = play(game, bots, seed).state.result()
        wins += result.winners == (seat,)
    assert wins >= 10


def test_heuristic_choices_are_always_legal_in_four_player_games() -> None:
    """Every action the heuristic picks, in choose and in playout, is legal for its seat."""
    game = get_game("day-at-the-park")
    rng = random.Random(7)
    state = game.new(4, seed=7)
    while not state.is_over():
        seat = state.to_act()[0]
        view = state.view(seat)
        action = HEURISTIC.choose(view, rng) if seat % 2 else HEURISTIC.playout(state, seat, rng)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)


def test_evaluate_prefers_the_seat_that_is_ahead() -> None:
    """The search estimate grows with a lead in points and stays within 0..1."""
    state = get_game("day-at-the-park").new(2, seed=3)
    even = HEURISTIC.evaluate(state, 0)
    state.points[0]["adventures"] = 12  # type: ignore[attr-defined]
    ahead = HEURISTIC.evaluate(state, 0)
    behind = HEURISTIC.evaluate(state, 1)
    assert even is not None and ahead is not None and behind is not None
    assert 0.0 < behind < even < ahead < 1.0


def test_search_priors_put_normals_move_first_and_token_spending_after_placements() -> None:
    """`hard` widens its tree in the order of `prior`: the move `normal` would play comes first, and
    the attraction tokens `normal` seldom spends (a Tricycle ride) come after every tile placement."""
    from rules.day_at_the_park import actions as A

    game = get_game("day-at-the-park")
    rng = random.Random(3)
    state = game.new(2, seed=3)
    checked = placements_against_tokens = 0
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 1:
            scores = HEURISTIC.prior(state, seat, legal)
            assert len(scores) == len(legal)
            first = legal[max(range(len(legal)), key=lambda i: scores[i])]
            assert first == HEURISTIC.pick(state, seat, legal, random.Random(0))
            places = [sc for a, sc in zip(legal, scores, strict=True) if isinstance(a, A.Place) and a != first]
            rides = [sc for a, sc in zip(legal, scores, strict=True) if isinstance(a, A.Tricycle) and a != first]
            if places and rides:
                assert min(places) > max(rides)
                placements_against_tokens += 1
            checked += 1
        state.apply(seat, HEURISTIC.choose(state.view(seat), rng))
    assert checked > 100 and placements_against_tokens > 0
