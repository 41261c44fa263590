"""Stacked deals for Arturo rule tests, built through the record `setup` fields."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.arturo.data import MEMBER_IDS, PARTY_CARDS, PLAN_MEMBERS, PREP_CARDS, PREP_DEALT
from rules.arturo.state import ArturoState
from rules.core import get_game

DEFAULT_PLAN = [MEMBER_IDS[m] for m in PLAN_MEMBERS]  # papa, mamma, arturo, nonna, tut, mentegatto, stein


def stacked(
    players: int = 3,
    tops: Mapping[int, Sequence[str]] | None = None,
    plans: Sequence[Sequence[str]] | None = None,
    preparation: Sequence[str] | None = None,
) -> ArturoState:
    """A fresh game whose deck `d` (1-6) starts with `tops[d]` (top first), the rest filled in card order."""
    tops = tops or {}
    named = [c for cards in tops.values() for c in cards]
    rest = [c.id for c in PARTY_CARDS if c.id not in named]
    decks = []
    for d in range(1, 7):
        deck = list(tops.get(d, ()))
        while len(deck) < 10:
            deck.append(rest.pop(0))
        decks.append(deck)
    setup = {
        "decks": decks,
        "plans": [list(p) for p in plans] if plans else [list(DEFAULT_PLAN) for _ in range(players)],
        "preparation": list(preparation) if preparation else [c.id for c in PREP_CARDS[: PREP_DEALT[players]]],
    }
    state = get_game("arturo").new(players, setup=setup)
    assert isinstance(state, ArturoState)
    return state


def ids(cards: Sequence[int]) -> list[str]:
    return [PARTY_CARDS[c].id for c in cards]
