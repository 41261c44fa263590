"""Day at the Park's special actions, open whenever no choice is pending: turning in an attraction
token (Tricycle, Butterfly, Exchange, Attraction, or any on its bench side to wake up) and the
character action (rulebook "Special Actions")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Event, say
from rules.core import seat_name as P

from . import actions as A
from . import characters
from .actions import ParkAction
from .data import ATTRACTIONS, SIDES, TIERS
from .events import BenchTurnedIn, ButterflyTurnedIn, ExchangeTurnedIn, ExtraAdventureDrawn, TricycleRidden
from .pending import Pending, PendingKind
from .words import A_ITEM, A_TOKEN, SIDE, card_words, tile_words

if TYPE_CHECKING:
    from .state import ParkState


def offered(s: ParkState, seat: int) -> list[ParkAction]:
    """The special actions open to the seat: its attraction tokens and its character action."""
    out: list[ParkAction] = []
    held = s.held[seat]
    if not held and s.asleep[seat]:
        return out
    if "tricycle" in held:
        here = s.figures[seat]
        out += [A.Tricycle(p) for p in sorted(s.park.tiles) if p != here]
    if "butterfly" in held:
        out.append(A.Butterfly())
    if "exchange" in held and any(s.items[seat].values()):
        out.append(A.Exchange())
    if "attraction" in held:
        out += [A.DrawAdventure(t, side) for t in TIERS if s.adv_piles[t] for side in SIDES]
    if s.asleep[seat]:
        out += [A.Bench(k) for k in ATTRACTIONS if k in held]
    else:
        out += [A.CharacterAction(d) for d in characters.details(s, seat)]
    return out


def use(s: ParkState, seat: int, a: ParkAction, ev: list[Event]) -> None:
    """Turn in an attraction token, or use the character action (which puts the character to sleep)."""
    if isinstance(a, A.Tricycle):
        s._use_token(seat, "tricycle")
        start = s._figure(seat)
        s.figures[seat] = a.pos
        s.trike = a.pos
        got = s._gain(seat, s.space_item(a.pos))
        tile = tile_words(s.park.tiles[a.pos])
        text = (say("{player} rides a tricycle to {tile} and gains {item}", player=P(seat), tile=tile,
                    item=A_ITEM[got]) if got
                else say("{player} rides a tricycle to {tile}", player=P(seat), tile=tile))
        ev.append(Event.of(TricycleRidden(seat, start, a.pos, got), text, seat))
    elif isinstance(a, A.Butterfly):
        s._use_token(seat, "butterfly")
        s.subs.append(Pending(PendingKind.BUTTERFLY, seat))
        text = say("{player} turns in a butterfly", player=P(seat))
        # the seat may now look through the tiles removed at setup: news to it alone
        ev.append(Event.of(ButterflyTurnedIn(seat), text, seat, visible_to=frozenset({seat}), public_text=text,
                           reveals=True))
    elif isinstance(a, A.Exchange):
        s._use_token(seat, "exchange")
        s.subs.append(Pending(PendingKind.EXCHANGE, seat, left=6))
        ev.append(Event.of(ExchangeTurnedIn(seat), say("{player} turns in an exchange", player=P(seat)), seat))
    elif isinstance(a, A.DrawAdventure):
        s._use_token(seat, "attraction")
        card = s.adv_piles[a.tier].pop(0)
        s.open[seat].append((card, a.side))
        s.subs.append(Pending(PendingKind.DISCARD, seat))
        ev.append(
            Event.of(
                ExtraAdventureDrawn(seat, card, a.tier, a.side),
                say("{player} draws {card} ({side} side)", player=P(seat), card=card_words(card),
                    side=SIDE[a.side]),
                seat,
                reveals=True,
            )
        )
    elif isinstance(a, A.Bench):
        s._use_token(seat, a.kind)
        s.asleep[seat] = False
        ev.append(Event.of(BenchTurnedIn(seat, a.kind), say("{player} turns in {token} on its bench side and wakes up",
                                                            player=P(seat), token=A_TOKEN[a.kind]), seat))
    elif isinstance(a, A.CharacterAction):
        s.asleep[seat] = True
        characters.use(s, seat, a.detail, ev)
