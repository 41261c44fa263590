"""Day at the Park's deal: the tiles removed for the player count, the tile pile,
the adventure piles, the attraction tokens and the characters, shuffled from the game's seed or
fixed by a record's `setup` (checked here, so that a bad record is refused in one line)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, NamedTuple

from .data import ADVENTURES, ATTRACTION_COUNT, ATTRACTIONS, CHARACTERS, TIERS, TILE_IDS, TILES_REMOVED


class Deal(NamedTuple):
    removed: list[int]
    pile: list[int]  # top first
    adventures: dict[str, list[int]]  # each tier's pile, top first
    attractions: list[str]
    characters: list[str]
    start_player: int


def deal(n: int, setup: Mapping[str, Any], rng: random.Random) -> Deal:
    """The deal for `n` players: what `setup` fixes, the rest shuffled with `rng`."""
    unknown = set(setup) - {"removed", "tile_pile", "adventures", "attractions", "characters", "start_player"}
    if unknown:
        raise KeyError(f"unknown setup fields: {', '.join(sorted(unknown))}")
    tiles = list(TILE_IDS)
    rng.shuffle(tiles)
    removed = [int(t) for t in setup.get("removed", tiles[: TILES_REMOVED[n]])]
    pile = [int(t) for t in setup.get("tile_pile", [t for t in tiles if t not in removed])]
    if len(removed) != TILES_REMOVED[n]:
        raise ValueError(f"{n} players remove {TILES_REMOVED[n]} tiles, not {len(removed)}")
    if sorted(removed + pile) != list(TILE_IDS):
        raise ValueError("removed tiles and tile_pile together must hold each of tiles 1-48 once")
    piles: dict[str, list[int]] = {}
    given = setup.get("adventures", {})
    for tier in TIERS:
        cards = [c for c, card in ADVENTURES.items() if card.tier == tier]
        if tier in given:
            order = [int(c) for c in given[tier]]
            if sorted(order) != sorted(cards):
                raise ValueError(f"adventures.{tier} must hold each {tier} card ({min(cards)}-{max(cards)}) once")
        else:
            order = list(cards)
            rng.shuffle(order)
        piles[tier] = order
    if "attractions" in setup:
        attr = [str(k) for k in setup["attractions"]]
        if sorted(attr) != sorted(ATTRACTIONS * ATTRACTION_COUNT):
            raise ValueError(f"attractions must hold {ATTRACTION_COUNT} of each of {', '.join(ATTRACTIONS)}")
    else:
        attr = [k for k in ATTRACTIONS for _ in range(ATTRACTION_COUNT)]
        rng.shuffle(attr)
    if "characters" in setup:
        chars = [str(c) for c in setup["characters"]]
        if len(chars) != n or len(set(chars)) != n or not set(chars) <= set(CHARACTERS):
            raise ValueError(f"characters must name {n} different characters of: {', '.join(CHARACTERS)}")
    else:
        chars = rng.sample(list(CHARACTERS), n)
    start = setup.get("start_player", 0)
    if not isinstance(start, int) or isinstance(start, bool) or not 0 <= start < n:
        raise ValueError(f"start_player must be a seat number from 0 to {n - 1}, not {start!r}")
    return Deal(removed, pile, piles, attr, chars, start)
