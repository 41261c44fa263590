"""Day at the Park's pending choices: the small questions (an item to pick, a tile to place, a high
five to answer …) stacked in `ParkState.subs` that must be settled before the turn goes on: what
each offers, how each answer is carried out, and which ones offer nothing and go away."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from rules.core import Event, Text, say, say_n
from rules.core import seat_name as P

from . import actions as A
from .actions import ParkAction
from .data import ADVENTURES, EASY_BONUS_MAX, ITEMS
from .events import (
    AdventureDiscarded,
    AttractionDrawn,
    ButterflyGained,
    EasyBonus,
    HighFiveStep,
    MatchGained,
    NapTokenWoken,
    RemovedTileTaken,
    TileLifted,
    TileMoved,
    Traded,
)
from .pending import Pending, PendingKind, PlaceMode
from .words import A_ITEM, A_TOKEN, ITEM, ITEMS_PLURAL, card_words, items_words, place_words, tile_words

if TYPE_CHECKING:
    from .state import ParkState


def offered(s: ParkState, sub: Pending) -> list[ParkAction]:
    """The answers to a pending choice."""
    seat = sub.seat
    match sub.kind:
        case PendingKind.GAIN:
            return [A.Gain((item,)) for item in sub.items]
        case PendingKind.PLACE:
            tile = sub.placed_tile()
            return [A.Place(tile, (x, y), r) for x, y, r in s.park.placements(tile)]
        case PendingKind.HIGH_FIVE_STEP:
            return [A.HighFiveStep(q) for q in s.park.adjacent(s._figure(seat))]
        case PendingKind.REWARD:
            return _rewards(s, seat)
        case PendingKind.BONUS:
            return _bonuses(s, seat, ADVENTURES[sub.bonus_card()].theme)
        case PendingKind.BUTTERFLY:
            out: list[ParkAction] = [A.Take(t) for t in sorted(s.removed) if s.park.placements(t)]
            return out + [A.Gain(pair) for pair in itertools.combinations_with_replacement(ITEMS, 2)]
        case PendingKind.EXCHANGE:
            have = s.items[seat]
            trades: list[ParkAction] = [
                A.Trade(give, get) for give in ITEMS if have[give] for get in ITEMS if get != give and s.supply[get]
            ]
            return [*trades, A.Done()]
        case PendingKind.DISCARD:
            return [A.Discard(card) for card, _ in s.open[seat]]
        case PendingKind.KITTY:
            lifts: list[ParkAction] = [A.Lift(s.park.tiles[p]) for p in s.movable_tiles()]
            return [*lifts, A.Done()]


def _bonuses(s: ParkState, seat: int, theme: str) -> list[ParkAction]:
    """Ways to turn in up to two more theme items: real ones, Wild tokens and items used as wild."""
    have = s.items[seat][theme]
    if not s.literal:  # early rulings: theme items only
        return [A.Bonus(n) for n in range(min(EASY_BONUS_MAX, have) + 1)]
    tokens = s.held[seat].count("wild")
    spare = {i: n for i, n in s.items[seat].items() if i != theme and n}
    out: list[ParkAction] = []
    for count in range(EASY_BONUS_MAX + 1):
        for wilds in range(min(tokens, count) + 1):
            for k in range(min(s.wild_items, count - wilds) + 1):
                if count - wilds - k > have:
                    continue
                for using in itertools.combinations_with_replacement(sorted(spare), k):
                    if all(using.count(i) <= spare[i] for i in set(using)):
                        out.append(A.Bonus(count, wilds, using))
    return out


def _rewards(s: ParkState, seat: int) -> list[ParkAction]:
    """A high five's rewards: an attraction from the pile, or waking the nap token."""
    out: list[ParkAction] = []
    if s.attr_pile:
        out.append(A.Reward("attraction"))
    if s.asleep[seat]:
        out.append(A.Reward("nap"))
    return out


def drop_settled(s: ParkState) -> None:
    """Clear pending choices that offer nothing to choose."""
    while s.subs:
        top = s.subs[-1]
        kind, seat = top.kind, top.seat
        if (
            (kind == PendingKind.REWARD and not _rewards(s, seat))
            or (kind == PendingKind.BONUS and offered(s, top) == [A.Bonus(0)])
            or (kind == PendingKind.EXCHANGE and top.left == 0)
            or (kind == PendingKind.KITTY and (top.left == 0 or not s.movable_tiles()))
        ):
            s.subs.pop()
        else:
            break


def describe(sub: Pending) -> Text:
    """The pending choice in a few words, for a refusal."""
    kind = sub.kind
    if kind == PendingKind.PLACE:
        return say("place {tile}", tile=tile_words(sub.placed_tile()))
    return {
        PendingKind.GAIN: say("choose the item to gain"),
        PendingKind.HIGH_FIVE_STEP: say("the high-fived player steps one space"),
        PendingKind.REWARD: say("choose a high-five reward"),
        PendingKind.BONUS: say("choose how many bonus items to turn in"),
        PendingKind.BUTTERFLY: say("choose a removed tile or two items"),
        PendingKind.EXCHANGE: say("trade items or say done"),
        PendingKind.DISCARD: say("discard one adventure"),
        PendingKind.KITTY: say("lift a tile or say done"),
    }[kind]


def resolve(s: ParkState, seat: int, a: ParkAction, ev: list[Event]) -> None:
    """Settle the pending choice on top with the answer `a`."""
    top = s.subs.pop()
    kind = top.kind
    if kind in (PendingKind.GAIN, PendingKind.BUTTERFLY) and isinstance(a, A.Gain):
        _gain_items(s, seat, kind, a, ev)
    elif kind == PendingKind.BUTTERFLY and isinstance(a, A.Take):
        _take_removed(s, seat, a, ev)
    elif kind == PendingKind.PLACE and isinstance(a, A.Place):
        _place(s, seat, top, a, ev)
    elif kind == PendingKind.HIGH_FIVE_STEP and isinstance(a, A.HighFiveStep):
        _high_five_step(s, seat, a, ev)
    elif kind == PendingKind.REWARD and isinstance(a, A.Reward):
        _reward(s, seat, a, ev)
    elif kind == PendingKind.BONUS and isinstance(a, A.Bonus):
        _bonus(s, seat, top, a, ev)
    elif kind == PendingKind.EXCHANGE and isinstance(a, A.Trade):
        _trade(s, seat, top, a, ev)
    elif kind == PendingKind.DISCARD and isinstance(a, A.Discard):
        _discard(s, seat, a, ev)
    elif kind == PendingKind.KITTY and isinstance(a, A.Lift):
        _lift(s, seat, top, a, ev)


def _gain_items(s: ParkState, seat: int, kind: PendingKind, a: A.Gain, ev: list[Event]) -> None:
    """An item chosen for a match, or two items from a Butterfly."""
    got = [g for g in (s._gain(seat, i) for i in a.items) if g]
    gained = (ButterflyGained if kind == PendingKind.BUTTERFLY else MatchGained)(seat, tuple(got))
    ev.append(Event.of(gained, say("{player} gains {items}", player=P(seat), items=items_words(got)), seat))


def _take_removed(s: ParkState, seat: int, a: A.Take, ev: list[Event]) -> None:
    """A Butterfly takes back a tile removed at setup; it is placed next."""
    s.removed.remove(a.tile)
    s.subs.append(Pending(PendingKind.PLACE, seat, tile=a.tile, mode=PlaceMode.NEW))
    ev.append(
        Event.of(
            RemovedTileTaken(seat, a.tile), say("{player} takes {tile} from the removed tiles", player=P(seat),
                                                tile=tile_words(a.tile)), seat,
            reveals=True,
        )
    )


def _place(s: ParkState, seat: int, top: Pending, a: A.Place, ev: list[Event]) -> None:
    """A tile placed by a Butterfly or My Melody (new to the park) or moved by Hello Kitty."""
    if top.mode is PlaceMode.NEW:
        s._place_new(seat, a, ev)
    else:
        s.park.add(a.tile, a.pos, a.rotation)
        if top.token is not None:
            s.park.attractions[a.pos] = top.token
        assert top.origin is not None
        ev.append(
            Event.of(
                TileMoved(seat, a.tile, top.origin, a.pos, a.rotation),
                say("{player} moves {tile} {where}", player=P(seat), tile=tile_words(a.tile),
                    where=place_words(s.park.tiles, a.pos, a.tile)),
                seat,
            )
        )


def _high_five_step(s: ParkState, seat: int, a: A.HighFiveStep, ev: list[Event]) -> None:
    """The high-fived player steps one space."""
    start = s._figure(seat)
    s.figures[seat] = a.pos
    ev.append(Event.of(HighFiveStep(seat, start, a.pos), say("{player} steps onto {tile}", player=P(seat),
                                                              tile=tile_words(s.park.tiles[a.pos])), seat))


def _reward(s: ParkState, seat: int, a: A.Reward, ev: list[Event]) -> None:
    """The high five's reward: an attraction token or waking the nap token."""
    if a.kind == "attraction":
        token = s.attr_pile.pop(0)
        s.held[seat].append(token)
        ev.append(
            Event.of(
                AttractionDrawn(seat, token),
                say("{player} draws a token: {token}", player=P(seat), token=A_TOKEN[token]),
                seat,
                reveals=True,
            )
        )
    else:
        s.asleep[seat] = False
        ev.append(Event.of(NapTokenWoken(seat), say("{player} wakes their nap token", player=P(seat)), seat))


def _bonus(s: ParkState, seat: int, top: Pending, a: A.Bonus, ev: list[Event]) -> None:
    """An Easy card completed on its advanced side: more theme items for extra points."""
    theme = ADVENTURES[top.bonus_card()].theme
    if a.count:
        s._pay(seat, theme, a.count - a.wilds - len(a.using))
        for item in a.using:
            s._pay(seat, item)
        s.wild_items -= len(a.using)
        for _ in range(a.wilds):
            s._use_token(seat, "wild")
        s.points[seat]["easy"] += a.count
    text = (say_n(a.count, "{player} turns in {n} more {item} for {n} extra point",
                  "{player} turns in {n} more {items} for {n} extra points",
                  player=P(seat), item=ITEM[theme], items=ITEMS_PLURAL[theme])
            if a.count else say("{player} turns in no extra items", player=P(seat)))
    ev.append(Event.of(EasyBonus(seat, top.bonus_card(), a.count, a.count), text, seat))


def _trade(s: ParkState, seat: int, top: Pending, a: A.Trade, ev: list[Event]) -> None:
    """One trade of an Exchange; up to six."""
    s._pay(seat, a.give)
    s._gain(seat, a.get)
    s.subs.append(Pending(PendingKind.EXCHANGE, seat, left=top.left - 1))
    ev.append(Event.of(Traded(seat, a.give, a.get), say("{player} trades {give} for {get}", player=P(seat),
                                                         give=A_ITEM[a.give], get=A_ITEM[a.get]), seat))


def _discard(s: ParkState, seat: int, a: A.Discard, ev: list[Event]) -> None:
    """After an Attraction's extra adventure: one open adventure goes under its pile."""
    side = dict(s.open[seat])[a.card]
    s.open[seat].remove((a.card, side))
    s.adv_piles[ADVENTURES[a.card].tier].append(a.card)
    ev.append(Event.of(AdventureDiscarded(seat, a.card), say("{player} puts {card} under its pile", player=P(seat),
                                                             card=card_words(a.card)), seat))


def _lift(s: ParkState, seat: int, top: Pending, a: A.Lift, ev: list[Event]) -> None:
    """Hello Kitty lifts a tile to move it; up to two."""
    pos = s.park.position_of(a.tile)
    assert pos is not None
    s.park.remove(pos)
    riding = s.park.attractions.pop(pos, None)
    s.subs.append(Pending(PendingKind.KITTY, seat, left=top.left - 1))
    s.subs.append(Pending(PendingKind.PLACE, seat, tile=a.tile, mode=PlaceMode.MOVE, token=riding,
                         riding=riding is not None, origin=pos))
    ev.append(Event.of(TileLifted(seat, a.tile, pos), say("{player} lifts {tile}", player=P(seat),
                                                          tile=tile_words(a.tile)), seat))
