"""Inference about rivals' face-down choices (rules/birthday_turtle/inference.py): fair, and pointing the right way."""

from __future__ import annotations

import random
from collections import Counter

from rules.birthday_turtle.inference import dealer, likely_choices, weigher
from rules.birthday_turtle.state import TurtleState
from rules.bots import Budget, make_bot
from rules.bots.inference import dealer_for
from rules.core import get_game
from tests.rules.birthday_turtle.scenes import pick_flowers_on_polka_dot
from tests.rules.bots.twins import assert_same_inference
from tests.rules.harness import canonical

GAME = get_game("birthday-turtle")


def _new(players: int, seed: int) -> TurtleState:
    state = GAME.new(players, {}, seed)
    assert isinstance(state, TurtleState)
    return state


def _one_space_left_on_polka_dot(seat_commits: int) -> TurtleState:
    """Three players; Pick Flowers (limit 3) on Polka-dot has two spaces filled by seat 2, and no
    Polka-dot Ant card is left to fill the last one; `seat_commits` has chosen face down."""
    state = _new(3, 4)
    t = pick_flowers_on_polka_dot(state)
    state.progress[t] = 2
    state.under[t] = [(2, 2)]
    state.hands[2] = [1, 2, 3]
    state.apply(seat_commits, state.legal_actions(seat_commits)[-1])
    return state


def test_a_rival_who_committed_is_dealt_the_card_that_completes_a_task() -> None:
    """How to Play, step 3: a card that fills the last spaces exactly completes the task and takes
    its Celebration card. A rival who has chosen while a 1 finishes Pick Flowers is dealt that 1
    far more often than a plain deal (one in nine legal choices) would deal it."""
    view = _one_space_left_on_polka_dot(1).view(0)
    deal = dealer_for(view)
    assert deal is not None
    rng = random.Random(7)
    plain: Counter[str] = Counter()
    inferred: Counter[str] = Counter()
    for _ in range(1200):
        plain[str(view.determinize(rng).commits[1])] += 1
        state = deal(rng)
        assert isinstance(state, TurtleState)
        inferred[str(state.commits[1])] += 1
    assert abs(plain["play 1 polka-dot"] - 1200 / 9) < 40, plain
    assert inferred["play 1 polka-dot"] > 2.5 * plain["play 1 polka-dot"], (plain, inferred)
    assert inferred.most_common(1)[0][0] == "play 1 polka-dot"
    assert len(inferred) == len(plain) == 9, "every legal choice can still be dealt"


def test_the_exact_deals_follow_the_weights() -> None:
    """`dealer` draws each choice with the chance `weigher` gives it: deal frequencies and weights agree."""
    view = _one_space_left_on_polka_dot(1).view(0)
    weight, deal = weigher(view), dealer(view)
    assert weight is not None and deal is not None
    options, odds = likely_choices(view)[1]
    assert abs(sum(odds) - 1.0) < 1e-9
    rng = random.Random(3)
    counts: Counter[str] = Counter()
    for _ in range(3000):
        state = deal(rng)
        assert isinstance(state, TurtleState)
        counts[str(state.commits[1])] += 1
        assert abs(weight(state) - odds[options.index(state.commits[1])] * len(options)) < 1e-9
    for option, chance in zip(options, odds, strict=True):
        assert abs(counts[str(option)] / 3000 - chance) < 0.03, (option, chance, counts)


def test_nothing_hidden_nothing_inferred() -> None:
    """No rival has chosen yet, or only the seat itself has: the deals stay plain."""
    assert weigher(_new(3, 4).view(0)) is None
    assert dealer_for(_one_space_left_on_polka_dot(0).view(0)) is None
    assert dealer_for(_one_space_left_on_polka_dot(1).view(None)) is None


def _played(players: int, seed: int, moves: int) -> TurtleState:
    """A game of `normal` bots stopped after `moves` commitments, seat 0 having just chosen."""
    state = _new(players, seed)
    bot = make_bot("birthday-turtle", "normal")
    rng = random.Random(seed)
    for _ in range(moves):
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.view(seat), rng))
    return state


def test_inference_is_identical_on_a_state_and_its_twin() -> None:
    """A twin with the rivals' face-down choices and both decks re-dealt gives the seat the same view,
    and so the same weights, the same inferred deals and the same searched choice."""
    checked = 0
    for players, seed, moves in ((2, 1, 3), (3, 2, 4), (4, 3, 6), (4, 5, 10)):
        state = _played(players, seed, moves)
        assert not state.is_over()
        seat = state.to_act()[-1]
        twin = state.determinize(seat, random.Random(seed))
        assert canonical(twin.to_dict()) != canonical(state.to_dict())
        assert assert_same_inference(state.view(seat), twin.view(seat), seed, 60)
        checked += 1
    assert checked == 4


def test_every_decision_of_hard_is_the_same_on_a_re_dealt_twin() -> None:
    """Fairness at every decision, not a sample: through three seeded games, each `hard` choice is
    compared with the choice on a twin whose rivals' face-down choices and decks are re-dealt."""
    hard = make_bot("birthday-turtle", "hard")
    budget = Budget(iterations=30)
    compared = inferred = 0
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        state = _new(players, seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[-1]
            view = state.view(seat)
            twin = state.determinize(seat, random.Random(compared)).view(seat)
            mine = hard.choose(view, random.Random(compared), budget)
            assert mine == hard.choose(twin, random.Random(compared), budget), f"seed {seed}, round {state.round}"
            compared += 1
            inferred += dealer_for(view) is not None
            state.apply(seat, mine if rng.random() < 0.5 else state.legal_actions(seat)[0])
    assert compared > 30 and inferred > 15, (compared, inferred)
