"""What a rival's placements tell of the tiles in their hand, for the search's deals (rules/bots/inference.py).

A player holds two park tiles and places one each turn, keeping the other; the table sees which tile
went down, and that a tile was drawn after, never which. A plain deal gives a rival any two unseen
tiles alike, as if what they placed said nothing. Players do not place like that: a rival who put
down a tile that earned them nothing was unlikely to be holding one that would have earned the very
item their adventure lacked. So a rival's choice at each placement is rated the way the `normal`
heuristic rates a tile (its best place in the park as it was, for the items the rival wanted then)
as a choice between the two tiles held, with BELIEF per point of rating, and a share STRAY of plain
chance for the rival who saw it otherwise.

Which tile was kept at a placement is itself hidden: it is either a tile still in the rival's hand
now or one placed later (the tile drawn in between was then the one placed). Summing over those
paths, the chance of the rival's placements given a tile T in hand is a short chain over the last
WINDOW placements, `held[T]`, and a hand {A, B} dealt after the last placement weighs
held[A] + held[B] (one of them was kept, the other drawn after). So the deals can be drawn exactly
for one rival (`dealer`): the kept tile by `held`, the other plainly; with several rivals, one after
the other from what is left.

Only the view is read (its public record of placements, `ParkView.placed`, and what the seat has
seen), never the state a view was taken from.

Cost (2026-12-04, CPU time of `search` at 250 iterations on six mid-game positions of 2-5 players,
the shared machine under load): 117 iterations a second with `dealer` against 118 with plain deals
in the same run (the ratings of a placement are worked out once, about 5-16 ms a search at first,
and kept); beside the code before the record was kept, 111-114 against 114-118.

Calibration (2026-12-04, `bench calibration day-at-the-park --games 60 --samples 4 --iterations 250
--fit --jobs 1`, seeds 5000 and 6000, the same games of `normal` bots without and with this module):
Brier score 0.2212 against 0.2219 over the 480 positions (fitted map 0.2108 against 0.2124), paired
by game +0.0007 ± 0.0030: two tiles in a rival's hand move the win chance too little to show at
this size.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable

from rules.bots.inference import Deal, Weight
from rules.core import GameState, View

from .data import ITEMS, TILE_IDS
from .heuristic import place_values, wants_of
from .park import Park
from .state import ParkState
from .view import ParkView, Placed

#: How much a point of the heuristic's rating makes a tile likelier to be placed (e^3: about 20
#: times). A tile that earns a wanted item rates about the item's worth (1-3 points) above one that
#: earns nothing. Over 185 positions of twelve games of `normal` bots (2-4 players, from turn 5), the
#: tiles truly in a rival's hand weighed 1.36 times the average unseen tile (geometric mean 1.25)
#: with 3 and STRAY 0.1; 1.20 (1.16) with 1.5 and 0.15; 1.51 (1.32) with 5 and 0.05.
BELIEF = 3.0
#: The share of placements that ignore the ratings: a rival may well see the park otherwise.
STRAY = 0.1
#: How many of a rival's last placements are weighed: older ones seldom still bear on the hand.
WINDOW = 3
#: The rating of a tile with no place in the park (the other tile had to be placed).
NO_PLACE = -10.0


@functools.lru_cache(maxsize=256)
def _rater(entry: Placed) -> Callable[[int], float]:
    """How the rival who made `entry` rated each tile then: its best place's worth by `normal`."""
    park = Park.laid(entry.park)
    want = wants_of(dict(zip(ITEMS, entry.items, strict=True)), entry.open)
    value = place_values(park.tiles, dict(zip(ITEMS, entry.supply, strict=True)), entry.figure, want)
    known: dict[int, float] = {}

    def rate(tile: int) -> float:
        found = known.get(tile)
        if found is None:
            found = known[tile] = max((value(tile, (x, y)) for x, y, _ in park.placements(tile)), default=NO_PLACE)
        return found

    return rate


def placed_over(rate: Callable[[int], float], placed: int, other: int) -> float:
    """The chance a rival who rated tiles by `rate` placed `placed` rather than `other`, the tile they kept."""
    lead = BELIEF * (rate(placed) - rate(other))
    return (1.0 - STRAY) / (1.0 + math.exp(-max(-50.0, min(50.0, lead)))) + STRAY / 2.0


def unseen(view: ParkView) -> list[int]:
    """The tiles the seat has not seen (those `ParkState.from_view` deals): the pile, removed tiles, rivals' hands."""
    known = {sp.tile for sp in view.park} | set(view.boxed) | set(view.hand) | set(view.removed)
    known |= {p.tile for p in view.pending if p.tile is not None}
    return [t for t in TILE_IDS if t not in known]


def held_odds(view: ParkView, seat: int, tiles: list[int]) -> dict[int, float] | None:
    """For a rival, how likely their last placements are if each tile was the one they kept at the
    last (a chain over the paths the kept tile can have taken); None when the record tells nothing:
    no placement yet, or none kept at the last one."""
    record = [e for e in view.placed if e.seat == seat][-WINDOW:]
    while record and record[0].hand < 2:
        record.pop(0)
    if not record or record[-1].hand < 2:
        return None
    rates = [_rater(entry) for entry in record]
    # through[k]: the chance of the placements before k, if the tile placed at k was kept before it
    through: list[float] = []
    for k, entry in enumerate(record):
        chance = 1.0
        for j in range(k):
            chance = placed_over(rates[j], record[j].tile, entry.tile) * (chance + through[j])
        through.append(chance)
    out: dict[int, float] = {}
    for tile in tiles:
        chance = 1.0
        for rate, entry, before in zip(rates, record, through, strict=True):
            chance = placed_over(rate, entry.tile, tile) * (chance + before)
        out[tile] = chance
    return out


def evidence(view: View) -> dict[int, tuple[dict[int, float], bool]] | None:
    """By rival with a placement to go on: `held_odds` over the unseen tiles, and whether they drew a
    tile after it (then one tile of the hand is the kept one, the other new)."""
    if not isinstance(view, ParkView) or view.over or view.seat is None:
        return None
    tiles = unseen(view)
    out: dict[int, tuple[dict[int, float], bool]] = {}
    for seat, player in enumerate(view.players):
        if seat == view.seat or not player.hand_size:
            continue
        odds = held_odds(view, seat, tiles)
        if odds is not None:
            last = next(e for e in reversed(view.placed) if e.seat == seat)
            out[seat] = (odds, player.hand_size > last.hand - 1)
    return out or None


def weigher(view: View) -> Weight | None:
    """How likely a deal makes the rivals' placements; None when no rival's placement tells anything."""
    found = evidence(view)
    if found is None:
        return None

    def weight(state: GameState) -> float:
        assert isinstance(state, ParkState)
        product = 1.0
        for seat, (odds, drew) in found.items():
            hand = state.hands[seat]
            product *= sum(odds[t] for t in hand) if drew else odds[hand[0]]
        return product

    return weight


def dealer(view: View) -> Deal | None:
    """Deals of `view` whose rivals' kept tiles follow `held_odds`: for each rival in turn, the kept
    tile is drawn by its odds from the unseen tiles not yet given, and swapped into the hand."""
    found = evidence(view)
    if found is None:
        return None
    assert isinstance(view, ParkView)
    looking = bool(view.removed)

    def deal(rng: random.Random) -> GameState:
        state = view.determinize(rng)
        assert isinstance(state, ParkState)
        places: list[list[int]] = [state.pile, *([] if looking else [state.removed])]
        places += [state.hands[seat] for seat in range(len(state.hands)) if seat != view.seat]
        fixed: set[int] = set()
        for seat, (odds, _drew) in sorted(found.items()):
            free = [t for t in odds if t not in fixed]
            kept = rng.choices(free, [odds[t] for t in free])[0]
            hand = state.hands[seat]
            if kept not in hand[:1]:
                where = next(p for p in places if kept in p)
                where[where.index(kept)] = hand[0]
                hand[0] = kept
            fixed.add(kept)
            fixed.update(hand[1:])
        return state

    return deal
