"""The core's property harness on Happy Birthday Turtle!! for every player count and table option."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from rules.birthday_turtle import data
from rules.birthday_turtle.state import Commit, LaidOut, TurtleState
from rules.core import GameState, get_game
from tests.rules.harness import GameSpec, Secret, check_fair_game, check_game, scaled, varying


def hidden_tokens(state: GameState, seat: int) -> Iterable[str]:
    """Other seats' face-down choices, both decks' undrawn cards and the Ant cards set aside unseen."""
    assert isinstance(state, TurtleState)
    for other, commit in enumerate(state.commits):
        if other != seat and commit is not None:
            yield str(commit)
    for card in state.celebration_deck:
        yield card
        yield str(data.CELEBRATION_BY_ID[card].name)
    yield from state.ant_deck
    if state.num_players == 4:
        yield from state.ant_removed


def seat_secrets(state: GameState) -> dict[int, list[Secret]]:
    """Each seat's face-down choice."""
    assert isinstance(state, TurtleState)
    return {seat: [str(c)] for seat, c in enumerate(state.commits) if c is not None}


def hidden_parts(state: GameState, seat: int) -> Mapping[str, Any]:
    """The Celebration deck's order; the Ant cards (deck order, and which were set aside with 4 players;
    Turtle Returns is never set aside); each other seat's face-down choice when it had two or more."""
    assert isinstance(state, TurtleState)
    parts = varying({"Celebration deck": state.celebration_deck}, ordered=["Celebration deck"])
    if len(state.ant_deck) > 1:
        parts["Ant deck"] = list(state.ant_deck)
    if state.num_players == 4 and any(a != data.TURTLE_RETURNS for a in state.ant_deck):
        parts["Ant cards set aside"] = sorted(state.ant_removed)
    for other, commit in enumerate(state.commits):
        if other != seat and commit is not None and len(state.commit_options(other)) > 1:
            parts[f"seat {other}'s face-down choice"] = str(commit)
    return parts


def conservation(state: GameState) -> None:
    """Animal cards are in a hand or under a table; every Celebration and Ant card is somewhere, once."""
    assert isinstance(state, TurtleState)
    for seat in range(state.num_players):
        mine = list(state.hands[seat]) + [v for u in state.under for s, v in u if s == seat]
        assert sorted(mine) == sorted(data.ANIMAL_VALUES), f"seat {seat}'s Animal cards: {mine}"
    placed = [c for c in state.cards if c is not None]
    everywhere = state.celebration_deck + placed + [c for w in state.won for c in w] + state.boxed
    assert sorted(everywhere) == sorted(c.id for c in data.celebrations_for(state.num_players)), everywhere
    ants = state.ant_deck + state.ant_removed + state.ant_revealed
    assert sorted(ants) == sorted([a.id for a in data.ANT_CARDS] + [data.TURTLE_RETURNS])
    for t, card in enumerate(state.cards):
        limit = data.CELEBRATION_BY_ID[card].limit if card else 0
        assert 0 <= state.progress[t] < max(limit, 1), "a cube stands past its task's limit"
        assert state.progress[t] >= sum(v for _, v in state.under[t]), "cards under a table outrun its cube"


def spec(players: int, options: dict[str, str]) -> GameSpec:
    return GameSpec("birthday-turtle", players, options, hidden_tokens=hidden_tokens, seat_secrets=seat_secrets,
                    hidden_parts=hidden_parts, conservation=conservation)


@pytest.mark.parametrize(
    ("players", "options", "games"),
    [
        (2, {}, 150),
        (2, {"tables_2p": "check+floral"}, 75),
        (3, {}, 75),
        (4, {}, 50),
    ],
)
def test_property_harness(players: int, options: dict[str, str], games: int) -> None:
    check_game(spec(players, options), games=scaled(games))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_property_harness_with_bots_in_the_mix(players: int) -> None:
    check_game(spec(players, {}), games=20, seed=1000, bots=("normal", "easy", "random", "hard"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_bot_decision_is_the_same_on_a_redealt_twin(players: int) -> None:
    """Each level's every decision, not a sample: the rivals' hands and face-down choices re-dealt change nothing."""
    assert check_fair_game(spec(players, {}), games=3, seed=2000) > 0


def _random_laid_out(rng: random.Random, pairs: int) -> LaidOut:
    values: list[int | None] = [None, 0, 1, 2, 3]
    patterns: list[str | None] = [None, *data.PATTERNS]
    return LaidOut(tuple((rng.choice(values), rng.choice(patterns)) for _ in range(pairs)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_laid_out_are_refused_exactly_when_no_legal_commitment_admits_them(players: int) -> None:
    """How to Play, step 1 (and the 2-player pairs): a half-laid choice gets a reason only when it can no
    longer become legal, the seat's view gives the same answer as the state, and a laid-out choice
    with everything chosen is refused for the same rule as the commitment itself."""
    game = get_game("birthday-turtle")
    rng = random.Random(players)
    for seed in range(25):
        state = game.new(players, {}, seed=seed)
        while not state.is_over():
            assert isinstance(state, TurtleState)
            for seat in state.to_act():
                view = state.view(seat)
                for _ in range(6):
                    laid = _random_laid_out(rng, rng.choice((1, 2)))
                    refusal = state.why_not_yet(seat, laid)
                    assert (refusal is None) == bool(state.completions(seat, laid)), laid
                    from_view = view.why_not_yet(laid)
                    assert (from_view is None) == (refusal is None) and str(from_view) == str(refusal)
                    if refusal is not None:
                        assert refusal.reason != "that is not a legal choice now", laid
                    if all(v is not None and p is not None for v, p in laid.pairs):
                        whole = Commit(tuple((v or 0, p or "") for v, p in laid.pairs))
                        illegal = state.why_illegal(seat, whole)
                        assert str(illegal) == str(refusal) or (illegal is None and refusal is None)
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
