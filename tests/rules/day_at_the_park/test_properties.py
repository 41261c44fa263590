"""The core's property harness on Day at the Park, 2 to 5 players, random play and bots in the mix."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from rules.core import GameState
from rules.day_at_the_park.data import ADVENTURES, ATTRACTION_COUNT, ATTRACTIONS, ITEM_SUPPLY, ITEMS, TILE_IDS
from rules.day_at_the_park.pending import PendingKind
from rules.day_at_the_park.state import ParkState
from tests.rules.harness import GameSpec, Secret, check_fair_game, check_game, scaled, varying


def _looking(state: ParkState, seat: int) -> bool:
    """Butterfly: the seat is choosing among the removed tiles, so it sees them."""
    return bool(state.subs and state.subs[-1].kind == PendingKind.BUTTERFLY and state.subs[-1].seat == seat)


def hidden_tokens(state: GameState, seat: int) -> Iterable[str]:
    """Other hands, the tile pile, the removed tiles (unless Butterfly lets the seat look) and
    the adventures under the top of each pile."""
    assert isinstance(state, ParkState)
    hidden = list(state.pile)
    if not _looking(state, seat):
        hidden += state.removed
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden += hand
    tokens = [f"tile-{t}" for t in hidden]
    tokens += [f"adv-{c}" for pile in state.adv_piles.values() for c in pile[1:]]
    return tokens


def seat_secrets(state: GameState) -> dict[int, list[Secret]]:
    """The tiles in each player's hand (events name a tile by number)."""
    assert isinstance(state, ParkState)
    return {seat: [("tile", t) for t in hand] + [f"tile-{t}" for t in hand] for seat, hand in enumerate(state.hands)}


def hidden_parts(state: GameState, seat: int) -> Mapping[str, Any]:
    """Unseen park tiles (pile, removed, other hands: one pool), face-down attraction tokens (pile and
    park: one pool) and each adventure pile under its top card."""
    assert isinstance(state, ParkState)
    tiles: dict[str, list[Any]] = {"tile pile": state.pile}
    if not _looking(state, seat):
        tiles["removed tiles"] = state.removed
    for other, hand in enumerate(state.hands):
        if other != seat:
            tiles[f"seat {other}'s hand"] = hand
    parts = varying(tiles, ordered=["tile pile"])
    face_down = [kind for _, kind in sorted(state.park.attractions.items())]
    parts |= varying({"attraction pile": state.attr_pile, "face-down attractions": face_down},
                     ordered=["attraction pile", "face-down attractions"])
    for tier, pile in state.adv_piles.items():
        parts |= varying({f"{tier} adventures": pile[1:]}, ordered=[f"{tier} adventures"])
    return parts


def spec(players: int) -> GameSpec:
    return GameSpec("day-at-the-park", players, hidden_tokens=hidden_tokens, seat_secrets=seat_secrets,
                    hidden_parts=hidden_parts, conservation=conservation, view_checks=0.35, fair_checks=0.01,
                    hard_iterations=3)


def conservation(state: GameState) -> None:
    """Tiles, items, attraction tokens and adventure cards are never created or lost."""
    assert isinstance(state, ParkState)
    pending = [sub.placed_tile() for sub in state.subs if sub.kind == PendingKind.PLACE]
    tiles = [t for t in state.park.tiles.values() if t > 0] + state.pile + state.removed + state.boxed + pending
    tiles += [t for hand in state.hands for t in hand]
    assert sorted(tiles) == list(TILE_IDS), "park tiles created or lost"
    for item in ITEMS:
        held = state.supply[item] + sum(items[item] for items in state.items)
        assert held == ITEM_SUPPLY, f"{item} tokens: {held}"
        assert state.supply[item] >= 0 and all(items[item] >= 0 for items in state.items)
    kinds = Counter(state.attr_pile) + Counter(state.park.attractions.values())
    # riding on a lifted tile
    kinds += Counter(sub.token for sub in state.subs if sub.kind == PendingKind.PLACE and sub.token)
    for held_tokens in state.held:
        kinds += Counter(held_tokens)
    assert kinds == Counter({k: ATTRACTION_COUNT for k in ATTRACTIONS}), f"attraction tokens: {kinds}"
    cards = [c for pile in state.adv_piles.values() for c in pile]
    cards += [c for cards_ in state.open for c, _ in cards_] + [c for cards_ in state.done for c, _ in cards_]
    assert sorted(cards) == sorted(ADVENTURES), "adventure cards created or lost"
    assert all(len(cards_) <= 4 for cards_ in state.open)


@pytest.mark.parametrize(("players", "games"), [(2, 16), (3, 10), (4, 8), (5, 6)])
def test_property_harness(players: int, games: int) -> None:
    check_game(spec(players), games=scaled(games))


@pytest.mark.parametrize(("players", "games"), [(2, 6), (3, 4), (4, 3), (5, 3)])
def test_property_harness_with_bots_in_the_mix(players: int, games: int) -> None:
    check_game(spec(players), games=games, seed=500, bots=("normal", "easy", "random"))


@pytest.mark.parametrize("players", [2, 4])
def test_every_bot_decision_is_the_same_on_a_redealt_twin(players: int) -> None:
    """Each level's every decision, not a sample: the tiles in other hands and the piles re-dealt change
    nothing (a peek that bends one placement in ten is caught: tests/rules/test_harness_catches.py)."""
    assert check_fair_game(spec(players), games=1, seed=2000) > 0
