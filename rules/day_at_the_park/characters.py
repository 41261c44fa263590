"""Day at the Park's characters: what each face-up character action can do now, and doing it
(rulebook "Character Actions"). Each character has an explore side and an advanced side."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from rules.core import Event, Text, say, say_n
from rules.core import seat_name as P

from . import actions as A
from .data import ADVENTURES, ALL_TILES, ITEMS, ONE_OF_EACH_POINTS, SIDES, THREE_OF_A_KIND_POINTS, TIERS
from .events import (
    AdventureSwapped,
    CharacterEffect,
    CharacterUsed,
    ChococatScored,
    ItemsGathered,
    PlacesSwitched,
    TileAdded,
    TileRemoved,
)
from .pending import Pending, PendingKind, PlaceMode
from .words import A_ITEM, ITEM, ITEMS_PLURAL, SIDE, card_words, character_words, items_words, tile_words

if TYPE_CHECKING:
    from .state import ParkState


def details(s: ParkState, seat: int) -> list[A.CharacterUse]:
    """The ways the seat's face-up character action can be used now (`AsPrinted`: no choice to make)."""
    who, side = s.characters[seat], s.sides[seat]
    if side == "explore":
        return _explore_uses(s, seat, who)
    if side == "scoring":
        return _scoring_uses(s, seat, who)
    return []


def _explore_uses(s: ParkState, seat: int, who: str) -> list[A.CharacterUse]:
    plain: list[A.CharacterUse] = [A.AsPrinted()]
    if who == "hello-kitty":
        return plain if s.movable_tiles() else []
    if who == "keroppi":
        return plain
    if who == "my-melody":
        return plain if s.pile else []
    if who == "badtz-maru":
        return [A.RemoveTile(s.park.tiles[p]) for p in s.movable_tiles()]
    if who == "chococat":
        here = s.figures[seat]
        if here is None:
            return []
        near = [s.space_item(q) for q in s.park.adjacent(here)]
        if not near:
            return []
        combos = {tuple(sorted(c)) for c in itertools.combinations(near, min(2, len(near)))}
        return [A.Gather(c) for c in sorted(combos)]
    # kuromi
    return [A.SwitchPlaces(o) for o in range(s.num_players) if o != seat and s.figures[o] is not None]


def _scoring_uses(s: ParkState, seat: int, who: str) -> list[A.CharacterUse]:
    tiers = [t for t in TIERS if s.adv_piles[t]]
    if who in ("hello-kitty", "my-melody"):
        cards = s.done[seat] if who == "hello-kitty" else s.open[seat]
        return [A.SwapAdventure(c, t, face) for c, _ in cards for t in tiers for face in SIDES]
    if who in ("keroppi", "chococat"):
        return [A.AsPrinted()]
    have = s.items[seat]
    tokens = s.held[seat].count("wild") if s.literal else 0
    if who == "badtz-maru":  # three of a kind; Wild tokens may stand in for all but one
        return [A.ThreeOfAKind(item, w) for item in ITEMS for w in range(min(tokens, 2) + 1) if have[item] >= 3 - w]
    # kuromi: one of each item; a Wild token may stand in for any of them
    out: list[A.CharacterUse] = []
    for k in range(min(tokens, len(ITEMS)) + 1):
        for stand_in in itertools.combinations(ITEMS, k):
            if all(have[i] for i in ITEMS if i not in stand_in):
                out.append(A.OneOfEach(stand_in) if stand_in else A.AsPrinted())
    return out


def use(s: ParkState, seat: int, detail: A.CharacterUse, ev: list[Event]) -> None:
    """Do the seat's face-up character action as `detail` says (one of `details`)."""
    who, side = s.characters[seat], s.sides[seat]
    assert side is not None
    act = _explore if side == "explore" else _advanced
    what, effect = act(s, seat, who, detail, ev)
    # a tile drawn for the park, or the next card of an adventure pile, shows something hidden
    reveals = isinstance(effect, TileAdded | AdventureSwapped)
    ev.append(Event.of(CharacterUsed(seat, who, side, detail, effect),
                       say("{player} uses {character}'s action: {what}", player=P(seat),
                           character=character_words(who), what=what), seat, reveals=reveals))


def _explore(s: ParkState, seat: int, who: str, detail: A.CharacterUse,
             ev: list[Event]) -> tuple[Text, CharacterEffect | None]:
    """The explore side: (what it did, what it changed that a table shows)."""
    what: Text
    effect: CharacterEffect | None = None
    if who == "hello-kitty":
        s.subs.append(Pending(PendingKind.KITTY, seat, left=2))
        what = say("moves up to two tiles")
    elif who == "keroppi":
        s.max_steps += 2
        what = say("two more steps this turn")
    elif who == "my-melody":
        tile = s._draw_tile(seat, ev, to_hand=False)
        fits = bool(s.park.placements(tile))
        effect = TileAdded(tile, fits)
        if fits:
            s.subs.append(Pending(PendingKind.PLACE, seat, tile=tile, mode=PlaceMode.NEW))
            what = say("adds {tile} to the park", tile=tile_words(tile))
        else:
            s.boxed.append(tile)
            what = say("{tile} fits nowhere and leaves the game", tile=tile_words(tile))
    elif isinstance(detail, A.RemoveTile):  # badtz-maru
        what, effect = _remove_tile(s, seat, detail.tile)
    elif isinstance(detail, A.Gather):  # chococat
        got_items = [g for g in (s._gain(seat, item) for item in detail.items) if g]
        effect = ItemsGathered(detail.items)
        what = say("gathers {items}", items=items_words(got_items))
    else:  # kuromi
        assert isinstance(detail, A.SwitchPlaces)
        other = detail.seat
        mine = s._figure(seat)
        s.figures[seat], s.figures[other] = s.figures[other], mine
        gained = s._gain(seat, s.space_item(s._figure(seat)))
        effect = PlacesSwitched(other, gained)
        what = (say("swaps places with {other} and gains {item}", other=P(other), item=A_ITEM[gained])
                if gained else say("swaps places with {other}", other=P(other)))
    return what, effect


def _remove_tile(s: ParkState, seat: int, tile: int) -> tuple[Text, TileRemoved]:
    """Badtz-maru's explore side: the tile leaves the park and its item is gained twice."""
    pos = s.park.position_of(tile)
    assert pos is not None
    s.park.remove(pos)
    token = s.park.attractions.pop(pos, None)
    if token is not None:
        s._return_token(token)
    s.boxed.append(tile)
    item = ALL_TILES[tile].item
    got = min(2, s.supply[item])
    s._gain(seat, item, 2)
    return (say_n(got, "removes {tile} and gains {n} {item}", "removes {tile} and gains {n} {items}",
                  tile=tile_words(tile), item=ITEM[item], items=ITEMS_PLURAL[item]),
            TileRemoved(tile, pos, item))


def _advanced(s: ParkState, seat: int, who: str, detail: A.CharacterUse,
              ev: list[Event]) -> tuple[Text, CharacterEffect | None]:
    """The advanced side: (what it did, what it changed that a table shows)."""
    what: Text
    effect: CharacterEffect | None = None
    if isinstance(detail, A.SwapAdventure):  # hello-kitty, my-melody
        old, tier, new_side = detail.card, detail.tier, detail.side
        cards = s.done[seat] if who == "hello-kitty" else s.open[seat]
        at = [c for c, _ in cards].index(old)
        card = s.adv_piles[tier].pop(0)
        s.adv_piles[ADVENTURES[old].tier].append(old)
        cards[at] = (card, new_side)
        effect = AdventureSwapped(old, card, new_side)
        what = say("swaps {old} for {new} ({side} side)", old=card_words(old), new=card_words(card),
                   side=SIDE[new_side])
    elif who == "keroppi":
        s.wild_items += 3
        what = say("may use up to 3 items as wild this turn")
    elif who == "chococat":
        what = say("scores 2 points if an adventure is completed this turn")
        if s.completed_now:
            chococat_bonus(s, seat, ev)
        else:  # each use (a Bench wakes the nap token for another) pays at the turn's first completion
            s.choco += 1
    elif isinstance(detail, A.ThreeOfAKind):  # badtz-maru
        s._pay(seat, detail.item, 3 - detail.wilds)
        for _ in range(detail.wilds):
            s._use_token(seat, "wild")
        s.points[seat]["character"] += THREE_OF_A_KIND_POINTS
        what = say("turns in 3 {items} for 2 points", items=ITEMS_PLURAL[detail.item])
    else:  # kuromi
        stand_in = detail.stand_in if isinstance(detail, A.OneOfEach) else ()
        for item in ITEMS:
            if item in stand_in:
                s._use_token(seat, "wild")
            else:
                s._pay(seat, item)
        s.points[seat]["character"] += ONE_OF_EACH_POINTS
        what = say("turns in one of each item for 3 points")
    return what, effect


def chococat_bonus(s: ParkState, seat: int, ev: list[Event]) -> None:
    """One use of Chococat's advanced side pays 2 points once an adventure is completed this turn."""
    s.points[seat]["character"] += 2
    ev.append(Event.of(ChococatScored(seat, 2), say_n(2, "{player} scores {n} point with Chococat",
                                                      "{player} scores {n} points with Chococat", player=P(seat)),
                       seat))
