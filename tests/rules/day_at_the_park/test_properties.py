"""The core's property harness on Day at the Park, 2 to 5 players."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import pytest

from rules.core import GameState
from rules.day_at_the_park.data import ADVENTURES, ATTRACTION_COUNT, ATTRACTIONS, ITEM_SUPPLY, ITEMS, TILE_IDS
from rules.day_at_the_park.state import ParkState
from tests.rules.harness import GameSpec, check_game


def hidden_tokens(state: GameState, seat: int) -> Iterable[str]:
    """Other hands, the tile pile, the removed tiles (unless Butterfly lets the seat look) and
    the adventures under the top of each pile."""
    assert isinstance(state, ParkState)
    hidden = list(state.pile)
    looking = bool(state.subs and state.subs[-1][0] == "butterfly" and state.subs[-1][1] == seat)
    if not looking:
        hidden += state.removed
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden += hand
    tokens = [f"tile-{t}" for t in hidden]
    tokens += [f"adv-{c}" for pile in state.adv_piles.values() for c in pile[1:]]
    return tokens


def conservation(state: GameState) -> None:
    """Tiles, items, attraction tokens and adventure cards are never created or lost."""
    assert isinstance(state, ParkState)
    pending = [sub[2] for sub in state.subs if sub[0] == "place"]
    tiles = [t for t in state.park.tiles.values() if t > 0] + state.pile + state.removed + state.boxed + pending
    tiles += [t for hand in state.hands for t in hand]
    assert sorted(tiles) == list(TILE_IDS), "park tiles created or lost"
    for item in ITEMS:
        held = state.supply[item] + sum(items[item] for items in state.items)
        assert held == ITEM_SUPPLY, f"{item} tokens: {held}"
        assert state.supply[item] >= 0 and all(items[item] >= 0 for items in state.items)
    kinds = Counter(state.attr_pile) + Counter(state.park.attractions.values())
    kinds += Counter(sub[4] for sub in state.subs if sub[0] == "place" and sub[4])  # riding on a lifted tile
    for held_tokens in state.held:
        kinds += Counter(held_tokens)
    assert kinds == Counter({k: ATTRACTION_COUNT for k in ATTRACTIONS}), f"attraction tokens: {kinds}"
    cards = [c for pile in state.adv_piles.values() for c in pile]
    cards += [c for cards_ in state.open for c, _ in cards_] + [c for cards_ in state.done for c, _ in cards_]
    assert sorted(cards) == sorted(ADVENTURES), "adventure cards created or lost"
    assert all(len(cards_) <= 4 for cards_ in state.open)


@pytest.mark.parametrize(("players", "games"), [(2, 24), (3, 14), (4, 10), (5, 8)])
def test_property_harness(players: int, games: int) -> None:
    check_game(
        GameSpec("day-at-the-park", players, hidden_tokens=hidden_tokens, conservation=conservation),
        games=games,
    )
