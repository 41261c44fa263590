"""The core's property harness on Arturo for 2-5 players, plus its conservation law."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from rules.arturo.data import MEMBER_IDS, NUM_PARTY_CARDS, PARTY_CARDS, PREP_DEALT
from rules.arturo.state import ArturoState
from rules.core import GameState
from tests.rules.harness import GameSpec, Secret, check_fair_game, check_game, scaled, varying


def hidden_tokens(state: GameState, seat: int) -> Iterable[str]:
    """Cards under the deck tops, and (until the end) every other seat's plan order."""
    assert isinstance(state, ArturoState)
    for deck in state.decks:
        for card in deck[:-1]:
            yield PARTY_CARDS[card].id
    if not state.over:
        for other, plan in enumerate(state.plans):
            if other != seat:
                yield ",".join(MEMBER_IDS[m] for m in plan)


def seat_secrets(state: GameState) -> dict[int, list[Secret]]:
    """Each seat's Family Plan, until the end."""
    assert isinstance(state, ArturoState)
    if state.over:
        return {}
    return {seat: [",".join(MEMBER_IDS[m] for m in plan)] for seat, plan in enumerate(state.plans)}


def hidden_parts(state: GameState, seat: int) -> Mapping[str, Any]:
    """The Party cards under the six deck tops (one pool) and, until the end, each other seat's plan."""
    assert isinstance(state, ArturoState)
    decks = {f"deck {d + 1}": deck[:-1] for d, deck in enumerate(state.decks)}
    parts = varying(decks, ordered=list(decks))
    if not state.over:
        for other, plan in enumerate(state.plans):
            if other != seat:
                parts[f"seat {other}'s plan"] = list(plan)
    return parts


def conservation(state: GameState) -> None:
    """All 60 Party cards are in a deck, on the table, under Birthday or Cleaning, or discarded."""
    assert isinstance(state, ArturoState)
    places = [c for d in state.decks for c in d] + state.table + state.birthday + state.cleaning + state.discard
    assert sorted(places) == list(range(NUM_PARTY_CARDS)), "a Party card was created or lost"
    prep = state.row + [c for t in state.taken for c in t]
    assert len(prep) == len(set(prep)) == PREP_DEALT[state.num_players], "a Preparation card was created or lost"
    assert all(len(t) <= 3 for t in state.taken)
    assert sum(state.birthday_counts) == len(state.birthday)
    for plan in state.plans:
        assert sorted(plan) == list(range(7))


def spec(players: int) -> GameSpec:
    # Bot fairness on the random walks' positions is sampled at 1% of steps, as in Day at the Park: each
    # sampled check replays the rivals' moves into `hard`'s inference (most of its cost), and every
    # decision of real bot games is checked below for less per decision.
    return GameSpec("arturo", players, hidden_tokens=hidden_tokens, seat_secrets=seat_secrets,
                    hidden_parts=hidden_parts, conservation=conservation, fair_checks=0.01)


@pytest.mark.parametrize(("players", "games"), [(2, 50), (3, 40), (4, 30), (5, 25)])
def test_arturo_properties(players: int, games: int) -> None:
    check_game(spec(players), games=scaled(games))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_arturo_properties_with_bots_in_the_mix(players: int) -> None:
    check_game(spec(players), games=8, seed=1000, bots=("normal", "easy", "random", "hard"))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_bot_decision_is_the_same_on_a_redealt_twin(players: int) -> None:
    """Each level's every decision, not a sample: the rivals' Family Plans and the deck re-dealt change nothing."""
    assert check_fair_game(spec(players), games=1, seed=2000 + players) > 0
