"""The Arturo `normal` heuristic: legal, fair (view only), and clearly better than random."""

from __future__ import annotations

import random

import pytest

from rules.arturo.data import MEMBER_INDEX, PARTY_INDEX
from rules.arturo.heuristic import HEURISTIC, judge, rate, reply_value
from rules.arturo.state import Activate, ArturoState
from rules.bots.base import Bot, Budget, RandomBot
from rules.core import Action, View, get_game
from rules.sim import play

from .stack import stacked

GAME = get_game("arturo")


class Normal(Bot):
    level = "normal"

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        return HEURISTIC.choose(view, rng)


def test_heuristic_plays_legal_moves_from_the_view_and_in_playouts() -> None:
    state = GAME.new(4, seed=2)
    rng = random.Random(0)
    while not state.is_over():
        seat = state.turn
        action = HEURISTIC.choose(state.view(seat), rng)
        assert action in state.legal_actions(seat)
        assert HEURISTIC.playout(state, seat, rng) in state.legal_actions(seat)
        state.apply(seat, action)


def test_the_meters_rollouts_play_the_move_rate_values_most() -> None:
    """The meter plays games out one step deep (`rate` on the dealt world), for speed; ties are drawn."""
    state = GAME.new(3, seed=5)
    rng = random.Random(1)
    checked = 0
    while not state.is_over():
        seat = state.turn
        legal = state.legal_actions(seat)
        move = HEURISTIC.rollout(state, seat, rng)
        assert move in legal
        if len(legal) > 1:
            assert rate(state, seat, move) > max(rate(state, seat, a) for a in legal) - 1e-9
            checked += 1
        state.apply(seat, move)
    assert checked > 20


def test_heuristic_ignores_hidden_information() -> None:
    """The choice depends on the view only: two states with the same view give the same move."""
    state = GAME.new(3, seed=9)
    assert isinstance(state, ArturoState)
    other = state.view(0).determinize(random.Random(4))
    assert other.view(0).to_dict() == state.view(0).to_dict()
    assert HEURISTIC.choose(state.view(0), random.Random(1)) == HEURISTIC.choose(other.view(0), random.Random(1))


def test_heuristic_collects_for_its_own_first_position() -> None:
    """Taking a cake when Grandma (2 per festoon, 1 per cake) leads your plan beats turning a card over."""
    plan = ["nonna", "papa", "mamma", "tut", "mentegatto", "arturo", "stein"]
    state = stacked(2, {1: ["mamma-5"], 2: ["nonna-5"], 3: ["tut-3"]}, [plan, plan])
    state.apply(0, state.parse("activate 1"))
    assert rate(state, 1, Activate(2)) > rate(state, 1, Activate(3))
    chosen = HEURISTIC.choose(state.view(1), random.Random(0))
    assert rate(state, 1, chosen) == max(rate(state, 1, a) for a in state.legal_actions(1)) > 0


def test_heuristic_does_not_turn_over_an_object_the_next_player_can_take() -> None:
    """Playing the Game, 1. Activate a Party Card: a member who takes nothing turns into an object
    that the next player may collect. With the takers in the uncounted middle of the plan, turning over
    the cake (Grandma takes it), a festoon (Grandma or Mom takes it) is worse than the spring toy nobody
    on top wants."""
    plan = ["arturo", "mentegatto", "stein", "nonna", "papa", "mamma", "tut"]
    tops = {1: ["mamma-5"], 2: ["nonna-5"], 3: ["tut-3"], 4: ["tut-4"], 5: ["papa-5"], 6: ["papa-6"]}
    state = stacked(2, tops, [plan, plan])

    def after(deck: int) -> float:
        s = state.clone()
        s.apply(0, Activate(deck))
        return reply_value(s, 0)

    safe = after(2)
    assert after(1) < safe
    assert after(3) < safe
    assert after(4) < safe


@pytest.mark.parametrize(("plan", "taken"), [
    (["nonna", "papa", "mamma", "tut", "mentegatto", "arturo", "stein"], "cobwebbed"),
    (["stein", "nonna", "mamma", "tut", "mentegatto", "arturo", "papa"], "clean"),
])
def test_heuristic_chooses_which_copy_by_what_the_nanny_is_worth_to_it(plan: list[str], taken: str) -> None:
    """1. Activate a Party Card (which copy): a cobwebbed cake left lying may end under the Cleaning card,
    where it scores for the Nanny. With the Nanny last in its plan the bot takes the cobwebbed cake itself;
    with the Nanny first it takes the clean one and leaves the cobweb to be swept."""
    tops = {1: ["nonna-6"], 2: ["tut-3"], 3: ["tut-4"], 4: ["papa-5"], 5: ["papa-6"], 6: ["arturo-5"]}
    state = stacked(2, tops, [plan, plan])
    state.table = [PARTY_INDEX["mamma-1"], PARTY_INDEX["mamma-5"]]  # a cobwebbed cake and a clean one
    for deck in state.decks:
        for card in state.table:
            if card in deck:
                deck.remove(card)
    actions = [a for a in state.legal_actions(0) if isinstance(a, Activate) and a.deck == 1]
    assert len(actions) == 2  # the oldest copy (cobwebbed) or the clean one
    values = dict(zip(actions, judge(state, 0, actions), strict=True))
    best = max(values, key=lambda a: values[a])
    cake = state.takes(MEMBER_INDEX["nonna"], best.picks)
    assert cake == [PARTY_INDEX["mamma-1" if taken == "cobwebbed" else "mamma-5"]]


@pytest.mark.parametrize(("players", "games", "at_least"), [(2, 80, 0.80), (4, 80, 0.50)])
def test_heuristic_beats_random_players(players: int, games: int, at_least: float) -> None:
    """One normal seat (rotating) against random seats wins far more than its fair share."""
    wins = 0.0
    for seed in range(games):
        hero = seed % players
        bots: list[Bot] = [Normal() if s == hero else RandomBot() for s in range(players)]
        result = play(GAME, bots, seed).state.result()
        if hero in result.winners:
            wins += 1 / len(result.winners)
    assert wins / games >= at_least, f"won {wins / games:.2f} of games; a fair share is {1 / players:.2f}"
