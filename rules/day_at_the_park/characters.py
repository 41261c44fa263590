"""Day at the Park's characters: what each face-up character action can do now, and doing it
(rulebook "Character Actions"). Each character has an explore side and an advanced side."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from rules.core import Event, Text, say, say_n
from rules.core import seat_name as P

from .data import ADVENTURES, ALL_TILES, ITEMS, SIDES, TIERS
from .pending import Pending
from .words import A_ITEM, ITEM, ITEMS_PLURAL, SIDE, card_words, character_words, items_words, tile_words

if TYPE_CHECKING:
    from .state import ParkState


def details(s: ParkState, seat: int) -> list[str]:
    """The ways the seat's face-up character action can be used now ("" = no choice to make)."""
    who, side = s.characters[seat], s.sides[seat]
    tiers = [t for t in TIERS if s.adv_piles[t]]
    if side == "explore":
        if who == "hello-kitty":
            return [""] if s.movable_tiles() else []
        if who == "keroppi":
            return [""]
        if who == "my-melody":
            return [""] if s.pile else []
        if who == "badtz-maru":
            return [f"remove {s.park.tiles[p]}" for p in s.movable_tiles()]
        if who == "chococat":
            here = s.figures[seat]
            if here is None:
                return []
            near = [s.space_item(q) for q in s.park.adjacent(here)]
            if not near:
                return []
            combos = {tuple(sorted(c)) for c in itertools.combinations(near, min(2, len(near)))}
            return ["gather " + " ".join(c) for c in sorted(combos)]
        if who == "kuromi":
            return [f"switch {o}" for o in range(s.num_players) if o != seat and s.figures[o] is not None]
    else:
        if who == "hello-kitty":
            return [f"swap {c} for {t} {face}" for c, _ in s.done[seat] for t in tiers for face in SIDES]
        if who == "my-melody":
            return [f"swap {c} for {t} {face}" for c, _ in s.open[seat] for t in tiers for face in SIDES]
        if who in ("keroppi", "chococat"):
            return [""]
        have = s.items[seat]
        tokens = s.held[seat].count("wild") if s.literal else 0
        if who == "badtz-maru":  # three of a kind; Wild tokens may stand in for all but one
            return [item if w == 0 else f"{item} wild {w}" for item in ITEMS for w in range(min(tokens, 2) + 1)
                    if have[item] >= 3 - w]
        if who == "kuromi":  # one of each item; a Wild token may stand in for any of them
            out = []
            for k in range(min(tokens, len(ITEMS)) + 1):
                for stand_in in itertools.combinations(ITEMS, k):
                    if all(have[i] for i in ITEMS if i not in stand_in):
                        out.append("wild " + " ".join(stand_in) if stand_in else "")
            return out
    return []


def use(s: ParkState, seat: int, detail: str, ev: list[Event]) -> None:
    """Do the seat's face-up character action as `detail` says (one of `details`)."""
    who, side = s.characters[seat], s.sides[seat]
    words = detail.split()
    data: dict[str, Any] = {"character": who, "side": side, "detail": detail}
    character = character_words(who)
    act = _explore if side == "explore" else _advanced
    what, reveals = act(s, seat, who, words, data, ev)
    ev.append(Event("character", say("{player} uses {character}'s action: {what}", player=P(seat),
                                     character=character, what=what), seat, data, reveals=reveals))


def _explore(s: ParkState, seat: int, who: str, words: list[str], data: dict[str, Any],
             ev: list[Event]) -> tuple[Text, bool]:
    """The explore side: (what it did, whether it showed something hidden)."""
    what: Text
    reveals = False
    if who == "hello-kitty":
        s.subs.append(Pending("kitty", seat, left=2))
        what = say("moves up to two tiles")
    elif who == "keroppi":
        s.max_steps += 2
        what = say("two more steps this turn")
    elif who == "my-melody":
        tile = s._draw_tile(seat, ev, to_hand=False)
        data["tile"] = tile
        reveals = True
        if s.park.placements(tile):
            s.subs.append(Pending("place", seat, tile=tile, mode="new"))
            what = say("adds {tile} to the park", tile=tile_words(tile))
        else:
            s.boxed.append(tile)
            what = say("{tile} fits nowhere and leaves the game", tile=tile_words(tile))
    elif who == "badtz-maru":
        tile = int(words[1])
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
        data.update(tile=tile, at=list(pos), item=item)
        what = say_n(got, "removes {tile} and gains {n} {item}", "removes {tile} and gains {n} {items}",
                     tile=tile_words(tile), item=ITEM[item], items=ITEMS_PLURAL[item])
    elif who == "chococat":
        got_items = [g for g in (s._gain(seat, item) for item in words[1:]) if g]
        data["items"] = words[1:]
        what = say("gathers {items}", items=items_words(got_items))
    else:  # kuromi
        other = int(words[1])
        mine = s._figure(seat)
        s.figures[seat], s.figures[other] = s.figures[other], mine
        gained = s._gain(seat, s.space_item(s._figure(seat)))
        data.update(other=other, item=gained)
        what = (say("swaps places with {other} and gains {item}", other=P(other), item=A_ITEM[gained])
                if gained else say("swaps places with {other}", other=P(other)))
    return what, reveals


def _advanced(s: ParkState, seat: int, who: str, words: list[str], data: dict[str, Any],
              ev: list[Event]) -> tuple[Text, bool]:
    """The advanced side: (what it did, whether it showed something hidden)."""
    what: Text
    reveals = False
    if who in ("hello-kitty", "my-melody"):
        old, tier, new_side = int(words[1]), words[3], words[4]
        cards = s.done[seat] if who == "hello-kitty" else s.open[seat]
        at = [c for c, _ in cards].index(old)
        card = s.adv_piles[tier].pop(0)
        s.adv_piles[ADVENTURES[old].tier].append(old)
        cards[at] = (card, new_side)
        data.update(old=old, new=card, side=new_side)
        reveals = True  # the next card of that pile shows
        what = say("swaps {old} for {new} ({side} side)", old=card_words(old), new=card_words(card),
                   side=SIDE[new_side])
    elif who == "keroppi":
        s.wild_items += 3
        what = say("may use up to 3 items as wild this turn")
    elif who == "chococat":
        s.choco = True
        what = say("scores 2 points if an adventure is completed this turn")
        if s.completed_now:
            chococat_bonus(s, seat, ev)
    elif who == "badtz-maru":
        wilds = int(words[2]) if len(words) == 3 else 0
        s._pay(seat, words[0], 3 - wilds)
        for _ in range(wilds):
            s._use_token(seat, "wild")
        s.points[seat]["character"] += 2
        what = say("turns in 3 {items} for 2 points", items=ITEMS_PLURAL[words[0]])
    else:  # kuromi
        stand_in = words[1:]
        for item in ITEMS:
            if item in stand_in:
                s._use_token(seat, "wild")
            else:
                s._pay(seat, item)
        s.points[seat]["character"] += 3
        what = say("turns in one of each item for 3 points")
    return what, reveals


def chococat_bonus(s: ParkState, seat: int, ev: list[Event]) -> None:
    """Chococat's advanced side pays 2 points once an adventure is completed this turn."""
    s.points[seat]["character"] += 2
    ev.append(Event("score", say_n(2, "{player} scores {n} point with Chococat",
                                   "{player} scores {n} points with Chococat", player=P(seat)),
                    seat, {"points": 2}))
