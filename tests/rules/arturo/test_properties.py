"""The core's property harness on Arturo for 2-5 players, plus its conservation law."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from rules.arturo.data import MEMBER_IDS, NUM_PARTY_CARDS, PARTY_CARDS, PREP_DEALT
from rules.arturo.state import ArturoState
from rules.core import GameState
from tests.rules.harness import GameSpec, check_game


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


@pytest.mark.parametrize(("players", "games"), [(2, 200), (3, 150), (4, 120), (5, 100)])
def test_arturo_properties(players: int, games: int) -> None:
    check_game(GameSpec("arturo", players, hidden_tokens=hidden_tokens, conservation=conservation), games=games)
