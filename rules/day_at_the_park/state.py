"""Rules of Hello Kitty: Day at the Park: setup, the four-step turn, special actions, scoring.

The turn is a state machine. `step` is where the active player is in the turn
(figure, place, move, complete, refill); `subs` is a stack of small pending choices
(an item to pick, a tile to place, a high five to answer …) that must be settled
before the turn goes on. Special actions are offered whenever no choice is pending.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from typing import Any

from rules.core import (
    Event,
    FirstPlayer,
    Game,
    GameState,
    IllegalAction,
    Option,
    Partial,
    Result,
    Text,
    register,
    say,
    say_n,
)
from rules.core import seat_name as P

from . import actions as A
from .actions import ParkAction
from .data import (
    ADVENTURES,
    ALL_TILES,
    ATTRACTION_COUNT,
    ATTRACTIONS,
    BASE_STEPS,
    CHARACTER_SIDES,
    CHARACTERS,
    EASY_BONUS_MAX,
    HAND_SIZE,
    ITEM_SUPPLY,
    ITEMS,
    SIDES,
    TIERS,
    TILE_IDS,
    TILES_REMOVED,
)
from .park import Park, Pos
from .pending import Pending
from .view import CardView, ParkView, PileView, SeatView, Space, TurnView
from .words import (
    A_ITEM,
    A_TOKEN,
    CHARACTER_SIDE,
    ITEM,
    ITEMS_PLURAL,
    SIDE,
    TIER,
    card_words,
    character_words,
    items_words,
    place_words,
    tile_words,
)

Card = tuple[int, str]  # (adventure number, side)

R_PLACE = "1. Place a Park Tile"
R_ITEM = "1. Getting an Item"
R_MOVE = "2. Movement Rules"
R_HIGH_FIVE = "2. Giving a High Five"
R_COMPLETE = "3. Complete Adventures"
R_BONUS = "3. Scoring Bonuses"
R_DRAW = "4. Draw New Tile and Cards"
R_SPECIAL = "Special Actions"
R_CHARACTER = "Character Actions"
R_ATTRACTION = "Attraction Actions"
R_SETUP = "Player Setup"
R_FIRST = "First Turn"


def _count(items: tuple[str, ...]) -> dict[str, int]:
    need: dict[str, int] = {}
    for item in items:
        need[item] = need.get(item, 0) + 1
    return need


class ParkState(GameState[ParkAction, ParkView]):
    """A game of Day at the Park in progress."""

    # --- setup -------------------------------------------------------------------

    def __init__(self, n: int, options: Mapping[str, Any], seed: int, setup: Mapping[str, Any] | None) -> None:
        super().__init__(n, options, seed, setup)
        setup = setup or {}
        unknown = set(setup) - {"removed", "tile_pile", "adventures", "attractions", "characters", "start_player"}
        if unknown:
            raise KeyError(f"unknown setup fields: {', '.join(sorted(unknown))}")
        rng = self.rng
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

        self.literal = _literal(options)
        self.park = Park()
        self.removed: list[int] = removed
        self.boxed: list[int] = []  # tiles taken out of the park during play (public)
        self.pile: list[int] = pile  # top first
        self.hands: list[list[int]] = [[self.pile.pop(0) for _ in range(HAND_SIZE)] for _ in range(n)]
        self.adv_piles: dict[str, list[int]] = piles
        self.open: list[list[Card]] = []
        for _ in range(n):
            dealt = [piles["easy"].pop(0), piles["easy"].pop(0), piles["medium"].pop(0)]
            self.open.append([(c, "standard") for c in dealt])
        self.done: list[list[Card]] = [[] for _ in range(n)]
        self.attr_pile: list[str] = attr
        self.held: list[list[str]] = [[] for _ in range(n)]
        self.supply: dict[str, int] = dict.fromkeys(ITEMS, ITEM_SUPPLY)
        self.items: list[dict[str, int]] = [dict.fromkeys(ITEMS, 0) for _ in range(n)]
        self.characters: list[str] = chars
        self.sides: list[str | None] = [None] * n
        self.asleep: list[bool] = [False] * n  # nap token on Zzz
        self.figures: list[Pos | None] = [None] * n
        self.points: list[dict[str, int]] = [{"adventures": 0, "easy": 0, "character": 0} for _ in range(n)]
        self.step = "setup"
        self.start_player = start
        self.active = start
        self.turn_no = 0
        self.end_at: int | None = None
        self.over = False
        self.subs: list[Pending] = []
        self._reset_turn()
        self._legal: dict[int, list[ParkAction]] = {}

    def _reset_turn(self) -> None:
        self.steps = 0
        self.max_steps = BASE_STEPS
        self.wild_items = 0
        self.choco = False
        self.completed_now = 0
        self.trike: Pos | None = None  # where a Tricycle ride ended: its attraction may not be taken

    # --- protocol ----------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.step == "setup":
            return tuple(s for s in range(self.num_players) if self.sides[s] is None)
        if self.subs:
            return (self.subs[-1].seat,)
        return (self.active,)

    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, seat: int) -> list[ParkAction]:
        cached = self._legal.get(seat)
        if cached is None:
            cached = self._legal[seat] = self._legal_actions(seat)
        return cached

    def _legal_actions(self, seat: int) -> list[ParkAction]:
        if seat not in self.to_act():
            return []
        if self.step == "setup":
            return [A.Start(side, sides) for side in CHARACTER_SIDES for sides in itertools.product(SIDES, repeat=3)]
        if self.subs:
            return self._sub_actions(self.subs[-1])
        step = self.step
        if step == "figure":
            return [A.Figure(p) for p in sorted(self.park.tiles)]
        out: list[ParkAction] = []
        if step == "refill":
            out += [A.Refill(t, s) for t in TIERS if self.adv_piles[t] for s in SIDES]
        elif step == "place":
            for tile in self.hands[seat]:
                out += [A.Place(tile, (x, y), r) for x, y, r in self.park.placements(tile)]
            if not out:
                out.append(A.Skip())
        elif step == "move":
            if self.steps < self.max_steps:
                out += [A.Step(q) for q in self.park.adjacent(self._figure(seat))]
            out.append(A.Stop())
        elif step == "complete":
            for card, _side in self.open[seat]:
                out += self.payments(seat, card)
            out.append(A.Done())
        elif step == "end":
            out.append(A.Done())
        out += self._specials(seat)
        return out

    def _figure(self, seat: int) -> Pos:
        pos = self.figures[seat]
        assert pos is not None
        return pos

    def _sub_actions(self, sub: Pending) -> list[ParkAction]:
        kind, seat = sub.kind, sub.seat
        if kind == "gain":
            return [A.Gain((item,)) for item in sub.items]
        if kind == "place":
            tile = sub.placed_tile()
            return [A.Place(tile, (x, y), r) for x, y, r in self.park.placements(tile)]
        if kind == "hfstep":
            return [A.HighFiveStep(q) for q in self.park.adjacent(self._figure(seat))]
        if kind == "reward":
            return self._rewards(seat)
        if kind == "bonus":
            return self._bonuses(seat, ADVENTURES[sub.bonus_card()].theme)
        if kind == "butterfly":
            out: list[ParkAction] = [A.Take(t) for t in sorted(self.removed) if self.park.placements(t)]
            return out + [A.Gain(pair) for pair in itertools.combinations_with_replacement(ITEMS, 2)]
        if kind == "exchange":
            have = self.items[seat]
            trades: list[ParkAction] = [
                A.Trade(give, get) for give in ITEMS if have[give] for get in ITEMS if get != give and self.supply[get]
            ]
            return [*trades, A.Done()]
        if kind == "discard":
            return [A.Discard(card) for card, _ in self.open[seat]]
        if kind == "kitty":
            lifts: list[ParkAction] = [A.Lift(self.park.tiles[p]) for p in self.movable_tiles()]
            return [*lifts, A.Done()]
        raise AssertionError(kind)

    def _bonuses(self, seat: int, theme: str) -> list[ParkAction]:
        """Ways to turn in up to two more theme items: real ones, Wild tokens and items used as wild."""
        have = self.items[seat][theme]
        if not self.literal:  # early rulings: theme items only
            return [A.Bonus(n) for n in range(min(EASY_BONUS_MAX, have) + 1)]
        tokens = self.held[seat].count("wild")
        spare = {i: n for i, n in self.items[seat].items() if i != theme and n}
        out: list[ParkAction] = []
        for count in range(EASY_BONUS_MAX + 1):
            for wilds in range(min(tokens, count) + 1):
                for k in range(min(self.wild_items, count - wilds) + 1):
                    if count - wilds - k > have:
                        continue
                    for using in itertools.combinations_with_replacement(sorted(spare), k):
                        if all(using.count(i) <= spare[i] for i in set(using)):
                            out.append(A.Bonus(count, wilds, using))
        return out

    def _rewards(self, seat: int) -> list[ParkAction]:
        out: list[ParkAction] = []
        if self.attr_pile:
            out.append(A.Reward("attraction"))
        if self.asleep[seat]:
            out.append(A.Reward("nap"))
        return out

    def _specials(self, seat: int) -> list[ParkAction]:
        out: list[ParkAction] = []
        held = self.held[seat]
        if not held and self.asleep[seat]:
            return out
        if "tricycle" in held:
            here = self.figures[seat]
            out += [A.Tricycle(p) for p in sorted(self.park.tiles) if p != here]
        if "butterfly" in held:
            out.append(A.Butterfly())
        if "exchange" in held and any(self.items[seat].values()):
            out.append(A.Exchange())
        if "attraction" in held:
            out += [A.DrawAdventure(t, s) for t in TIERS if self.adv_piles[t] for s in SIDES]
        if self.asleep[seat]:
            out += [A.Bench(k) for k in ATTRACTIONS if k in held]
        else:
            out += [A.CharacterAction(d) for d in self._character_details(seat)]
        return out

    # --- questions the view, the bots and the tests ask ------------------------------------

    def reachable(self, seat: int) -> dict[Pos, int]:
        """Spaces the seat's figure can reach with the steps left this turn, with the fewest steps to each."""
        start = self.figures[seat]
        if start is None:
            return {}
        left = self.max_steps - self.steps if seat == self.active and self.step == "move" else self.max_steps
        best = {start: 0}
        frontier = [start]
        for dist in range(1, left + 1):
            nxt = []
            for p in frontier:
                for q in self.park.adjacent(p):
                    if q not in best:
                        best[q] = dist
                        nxt.append(q)
            frontier = nxt
        return best

    def space_item(self, pos: Pos) -> str:
        return ALL_TILES[self.park.tiles[pos]].item

    def movable_tiles(self) -> list[Pos]:
        """Tiles that may be moved or removed: not the start tile, no character on it, park stays whole."""
        taken = set(self.figures)
        park = self.park
        cuts = park.cut_spaces()
        return [p for p in sorted(park.tiles) if park.tiles[p] > 0 and p not in taken and p not in cuts]

    def free_item(self, seat: int) -> str | None:
        """The symbol under the seat's figure, which counts once toward each adventure completed."""
        pos = self.figures[seat]
        return self.space_item(pos) if pos is not None and pos in self.park.tiles else None

    def need_of(self, seat: int, card: int, side: str) -> dict[str, int]:
        """Items still to turn in for a card, counting the symbol under the figure once."""
        need = _count(ADVENTURES[card].cost_of(side))
        here = self.free_item(seat)
        if here is not None and need.get(here):
            need[here] -= 1
        return need

    def _exact(self, seat: int, card: int) -> tuple[dict[str, int], int, dict[str, int]]:
        """(items the card's own symbols take from the hand, how many are still missing, items left over)."""
        side = dict(self.open[seat])[card]
        need = self.need_of(seat, card, side)
        have = self.items[seat]
        exact = {i: min(have[i], n) for i, n in need.items() if n}
        short = sum(need.values()) - sum(exact.values())
        spare = {i: have[i] - exact.get(i, 0) for i in ITEMS}
        return exact, short, spare

    def payments(self, seat: int, card: int) -> list[ParkAction]:
        """Every way to pay for an open card: missing items covered by items used as wild (Keroppi)
        and by Wild tokens. Empty when the seat cannot complete it."""
        _exact, short, spare = self._exact(seat, card)
        if not short:
            return [A.Complete(card)]
        tokens = self.held[seat].count("wild")
        most = min(short, self.wild_items, sum(spare.values()))
        out: list[ParkAction] = []
        for k in range(max(0, short - tokens), most + 1):
            for using in itertools.combinations_with_replacement(ITEMS, k):
                if all(using.count(i) <= spare[i] for i in set(using)):
                    out.append(A.Complete(card, short - k, using))
        return out

    def _character_details(self, seat: int) -> list[str]:
        """The ways the seat's face-up character action can be used now ("" = no choice to make)."""
        who, side = self.characters[seat], self.sides[seat]
        tiers = [t for t in TIERS if self.adv_piles[t]]
        if side == "explore":
            if who == "hello-kitty":
                return [""] if self.movable_tiles() else []
            if who == "keroppi":
                return [""]
            if who == "my-melody":
                return [""] if self.pile else []
            if who == "badtz-maru":
                return [f"remove {self.park.tiles[p]}" for p in self.movable_tiles()]
            if who == "chococat":
                here = self.figures[seat]
                if here is None:
                    return []
                near = [self.space_item(q) for q in self.park.adjacent(here)]
                if not near:
                    return []
                combos = {tuple(sorted(c)) for c in itertools.combinations(near, min(2, len(near)))}
                return ["gather " + " ".join(c) for c in sorted(combos)]
            if who == "kuromi":
                return [f"switch {s}" for s in range(self.num_players) if s != seat and self.figures[s] is not None]
        else:
            if who == "hello-kitty":
                return [f"swap {c} for {t} {s}" for c, _ in self.done[seat] for t in tiers for s in SIDES]
            if who == "my-melody":
                return [f"swap {c} for {t} {s}" for c, _ in self.open[seat] for t in tiers for s in SIDES]
            if who in ("keroppi", "chococat"):
                return [""]
            have = self.items[seat]
            tokens = self.held[seat].count("wild") if self.literal else 0
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

    # --- refusals ------------------------------------------------------------------

    def _why_illegal(self, seat: int, action: ParkAction) -> IllegalAction | None:
        if action in self.legal_actions(seat):
            return None
        return IllegalAction(self._reason(seat, action), self._rule(action))

    def why_incomplete(self, seat: int, partial: Partial[ParkAction]) -> IllegalAction:
        """A tile held over the park: why it cannot go there (or anywhere), in the rules' words."""
        if not isinstance(partial, A.PlaceTile):
            return super().why_incomplete(seat, partial)
        tile = partial.tile
        pending = self.subs[-1] if self.subs else None
        placing = pending.tile if pending is not None and pending.kind == "place" else None
        if tile != placing and (pending is not None or self.step != "place"):
            return IllegalAction(self._reason(seat, A.Place(tile, partial.pos or (0, 0), partial.rotation or 0)),
                                 R_PLACE)
        if tile != placing and tile not in self.hands[seat]:
            return IllegalAction(say("{tile} is not in your hand", tile=tile_words(tile)), R_PLACE)
        spots = self.park.placements(tile)
        if not spots:
            return IllegalAction(say("this tile fits nowhere in the park, however it is turned"), R_PLACE)
        if partial.pos is not None:
            turns = [partial.rotation] if partial.rotation is not None else [0, 90, 180, 270]
            problems = [self.park.problem(tile, partial.pos, r) for r in turns]
            return IllegalAction(next((p for p in problems if p is not None), say("the tile cannot go there")),
                                 R_PLACE)
        return IllegalAction(say("turned this way the tile fits nowhere: turn it"), R_PLACE)

    def _rule(self, action: ParkAction) -> str:
        rules: dict[type, str] = {
            A.Start: R_SETUP,
            A.Figure: R_FIRST,
            A.Place: R_PLACE,
            A.Skip: R_PLACE,
            A.Gain: R_ITEM,
            A.Step: R_MOVE,
            A.Stop: R_MOVE,
            A.HighFiveStep: R_HIGH_FIVE,
            A.Reward: R_HIGH_FIVE,
            A.Complete: R_COMPLETE,
            A.Bonus: R_BONUS,
            A.Refill: R_DRAW,
            A.CharacterAction: R_CHARACTER,
        }
        return rules.get(type(action), R_ATTRACTION)

    def _reason(self, seat: int, action: ParkAction) -> Text:
        if self.step == "setup":
            if isinstance(action, A.Start):
                return say("you have already made your setup choices")
            return say("everyone must first choose a character side and adventure sides")
        if isinstance(action, A.Start):
            return say("the setup choices are already made")
        if self.subs:
            return say("first settle the pending choice: {choice}", choice=self._describe_sub(self.subs[-1]))
        if self.step == "figure" and not isinstance(action, A.Figure):
            return say("at the start of your first turn, put your figure on a space of the park")
        if isinstance(action, A.Place):
            if self.step != "place":
                return say("you have already placed a tile this turn")
            if action.tile not in TILE_IDS:
                return say("there is no park tile {tile}; they are numbered {low} to {high}", tile=action.tile,
                           low=min(TILE_IDS), high=max(TILE_IDS))
            if action.tile not in self.hands[seat]:
                return say("{tile} is not in your hand", tile=tile_words(action.tile))
            return self.park.problem(action.tile, action.pos, action.rotation) or say("that placement is not possible")
        if isinstance(action, A.Skip):
            return say("a tile from your hand fits the park, so you must place one")
        if isinstance(action, A.Step):
            if self.step != "move":
                return say("you can only move during the Move step")
            if self.steps >= self.max_steps:
                return say_n(self.steps, "you have already moved {n} space", "you have already moved {n} spaces")
            return say("you may move only to a park space next to yours (never diagonally)")
        if isinstance(action, A.Complete):
            if self.step != "complete":
                return say("adventures are completed in step 3, after moving")
            if action.card not in dict(self.open[seat]):
                return say("that adventure is not one of your open adventures")
            if not self.payments(seat, action.card):
                return say("you do not have the items this adventure needs")
            return say("that is not a way to pay for it")
        if isinstance(action, A.CharacterAction):
            if self.asleep[seat]:
                return say("your nap token shows Zzz: use a Bench action to wake it first")
            return say("your character action cannot be used that way now")
        if isinstance(action, A.Bench) and not self.asleep[seat]:
            return say("your nap token is already on the blank side")
        if isinstance(action, (A.Tricycle, A.Butterfly, A.Exchange, A.DrawAdventure, A.Bench)):
            return say("you have no such attraction token to turn in, or it cannot be used that way")
        return say("that is not possible at this point of the turn")

    def _describe_sub(self, sub: Pending) -> Text:
        kind = sub.kind
        if kind == "place":
            return say("place {tile}", tile=tile_words(sub.placed_tile()))
        return {
            "gain": say("choose the item to gain"),
            "hfstep": say("the high-fived player steps one space"),
            "reward": say("choose a high-five reward"),
            "bonus": say("choose how many bonus items to turn in"),
            "butterfly": say("choose a removed tile or two items"),
            "exchange": say("trade items or say done"),
            "discard": say("discard one adventure"),
            "kitty": say("lift a tile or say done"),
        }[kind]

    # --- applying ------------------------------------------------------------------

    def _apply(self, seat: int, action: ParkAction) -> list[Event]:
        self._legal = {}
        ev: list[Event] = []
        if isinstance(action, A.Start):
            self._do_start(seat, action, ev)
        elif self.subs:
            self._do_sub(seat, action, ev)
        else:
            self._do_step(seat, action, ev)
        self._settle(ev)
        return ev

    def _do_start(self, seat: int, a: A.Start, ev: list[Event]) -> None:
        self.sides[seat] = a.side
        self.open[seat] = [(card, side) for (card, _), side in zip(self.open[seat], a.adventure_sides, strict=True)]
        ev.append(
            Event(
                "setup",
                say("{player} starts with the {side} side of {character}", player=P(seat),
                    side=CHARACTER_SIDE[a.side], character=character_words(self.characters[seat])),
                seat,
                {"side": a.side, "adventures": [list(c) for c in self.open[seat]]},
            )
        )
        if all(self.sides):
            self.step = "figure"
            ev.append(Event("turn", say("{player} begins", player=P(self.active)), self.active, {"turn": 0}))

    def _do_step(self, seat: int, a: ParkAction, ev: list[Event]) -> None:
        if isinstance(a, A.Figure):
            self.figures[seat] = a.pos
            self.step = "place"
            ev.append(Event("figure", say("{player} puts their figure on {tile}", player=P(seat),
                                          tile=tile_words(self.park.tiles[a.pos])), seat, {"to": list(a.pos)}))
        elif isinstance(a, A.Place):
            self.hands[seat].remove(a.tile)
            self.step = "move"
            self._place_new(seat, a, ev)
        elif isinstance(a, A.Skip):
            self.step = "move"
            ev.append(Event("skip", say("{player} has no tile that fits and places none", player=P(seat)), seat))
        elif isinstance(a, A.Step):
            start = self._figure(seat)
            self.figures[seat] = a.pos
            self.steps += 1
            if self.literal:
                self.trike = None  # the Tricycle's ban holds for the ride only: walking on lifts it
            got = self._gain(seat, self.space_item(a.pos))
            tile = tile_words(self.park.tiles[a.pos])
            text = (say("{player} steps onto {tile} and gains {item}", player=P(seat), tile=tile, item=A_ITEM[got])
                    if got else say("{player} steps onto {tile}", player=P(seat), tile=tile))
            ev.append(Event("step", text, seat, {"from": list(start), "to": list(a.pos), "item": got}))
        elif isinstance(a, A.Stop):
            self._stop(seat, ev)
        elif isinstance(a, A.Complete):
            self._complete(seat, a, ev)
        elif isinstance(a, A.Done) and self.step == "end":
            self._end_turn(ev)
        elif isinstance(a, A.Done):
            self._finish_completing(seat, ev)
        elif isinstance(a, A.Refill):
            card = self.adv_piles[a.tier].pop(0)
            self.open[seat].append((card, a.side))
            ev.append(
                Event(
                    "refill",
                    say("{player} draws the {tier} adventure {card} ({side} side)", player=P(seat),
                        tier=TIER[a.tier], card=card_words(card), side=SIDE[a.side]),
                    seat,
                    {"card": card, "tier": a.tier, "side": a.side}, reveals=True,
                )
            )
        else:
            self._special(seat, a, ev)

    def _place_new(self, seat: int, a: A.Place, ev: list[Event]) -> None:
        """A new tile joins the park: an attraction on it, and an item if its symbol matches a neighbour."""
        self.park.add(a.tile, a.pos, a.rotation)
        token = self.attr_pile.pop(0) if self.attr_pile else None
        if token is not None:
            self.park.attractions[a.pos] = token
        ev.append(
            Event(
                "place",
                say("{player} places {tile} {where}", player=P(seat), tile=tile_words(a.tile),
                    where=place_words(self.park.tiles, a.pos)),
                seat,
                {"tile": a.tile, "at": list(a.pos), "rotation": a.rotation, "attraction": token is not None},
            )
        )
        options = self.match_items(a.pos)
        options = tuple(i for i in options if self.supply[i])
        if len(options) == 1:
            got = options[0]
            self._gain(seat, got)
            ev.append(Event("gain", say("{player} gains {item} for the match", player=P(seat), item=A_ITEM[got]),
                            seat, {"item": got, "reason": "match"}))
        elif options:
            self.subs.append(Pending("gain", seat, items=options, origin=a.pos))

    def match_items(self, pos: Pos) -> tuple[str, ...]:
        """Items the tile at `pos` could earn from matching neighbours (same item, or same colour)."""
        mine = ALL_TILES[self.park.tiles[pos]]
        found: set[str] = set()
        for q in self.park.adjacent(pos):
            other = ALL_TILES[self.park.tiles[q]]
            if other.item == mine.item:
                found.add(mine.item)
            elif other.colour == mine.colour:
                found.add(mine.item)
                found.add(other.item)
        return tuple(i for i in ITEMS if i in found)

    def _gain(self, seat: int, item: str, count: int = 1) -> str | None:
        """Take up to `count` of `item` from the supply (an empty supply gives nothing)."""
        got = min(count, self.supply[item])
        self.supply[item] -= got
        self.items[seat][item] += got
        return item if got else None

    def _pay(self, seat: int, item: str, count: int = 1) -> None:
        self.items[seat][item] -= count
        self.supply[item] += count

    def _return_token(self, kind: str) -> None:
        """A used token goes back to the pile bench side up, and the pile is mixed."""
        self.attr_pile.append(kind)
        self.rng.shuffle(self.attr_pile)

    def _use_token(self, seat: int, kind: str) -> None:
        self.held[seat].remove(kind)
        self._return_token(kind)

    def _stop(self, seat: int, ev: list[Event]) -> None:
        pos = self._figure(seat)
        if self.steps == 0:
            got = self._gain(seat, self.space_item(pos))
            ev.append(
                Event(
                    "gain",
                    say("{player} stays put and gains {item}", player=P(seat), item=A_ITEM[got]) if got
                    else say("{player} stays put", player=P(seat)),
                    seat,
                    {"item": got, "reason": "stay"},
                )
            )
        token = self.park.attractions.pop(pos, None) if pos != self.trike else None
        if token is not None:
            self.held[seat].append(token)
            ev.append(
                Event(
                    "attraction",
                    say("{player} takes the attraction here: {token}", player=P(seat), token=A_TOKEN[token]),
                    seat,
                    {"at": list(pos), "kind": token}, reveals=True,
                )
            )
        self.step = "complete"
        order = [(seat + k) % self.num_players for k in range(1, self.num_players)]
        others = [s for s in order if self.figures[s] == pos]
        for target in reversed(others):
            self.subs += [Pending("reward", seat), Pending("reward", target), Pending("hfstep", target)]
        for target in others:
            ev.append(Event("high-five", say("{player} gives {other} a high five", player=P(seat), other=P(target)),
                            seat, {"target": target, "at": list(pos)}))

    def _complete(self, seat: int, a: A.Complete, ev: list[Event]) -> None:
        exact, _short, _spare = self._exact(seat, a.card)
        for item, n in exact.items():
            self._pay(seat, item, n)
        for item in a.using:
            self._pay(seat, item)
        self.wild_items -= len(a.using)
        as_wild, tokens = len(a.using), a.wilds
        for _ in range(tokens):
            self._use_token(seat, "wild")
        side = dict(self.open[seat])[a.card]
        self.open[seat].remove((a.card, side))
        self.done[seat].append((a.card, side))
        card = ADVENTURES[a.card]
        self.points[seat]["adventures"] += card.points
        self.completed_now += 1
        ev.append(
            Event(
                "complete",
                say_n(card.points, "{player} completes {card} for {n} point",
                      "{player} completes {card} for {n} points", player=P(seat), card=card_words(a.card)),
                seat,
                {
                    "card": a.card,
                    "side": side,
                    "points": card.points,
                    "paid": exact,
                    "wild_items": as_wild,
                    "wild_tokens": tokens,
                },
            )
        )
        if self.choco and self.completed_now == 1:
            self._choco_bonus(seat, ev)
        if side == "advanced" and card.tier == "easy":
            self.subs.append(Pending("bonus", seat, card=a.card))  # settled at once if nothing can be turned in

    def _choco_bonus(self, seat: int, ev: list[Event]) -> None:
        self.points[seat]["character"] += 2
        ev.append(Event("score", say_n(2, "{player} scores {n} point with Chococat",
                                       "{player} scores {n} points with Chococat", player=P(seat)),
                        seat, {"points": 2}))

    def _finish_completing(self, seat: int, ev: list[Event]) -> None:
        if len(self.hands[seat]) < HAND_SIZE and self.pile:
            self._draw_tile(seat, ev)
        if self.completed_now and len(self.open[seat]) < 3 and any(self.adv_piles.values()):
            self.step = "refill"
        else:
            self._last_moment(ev)

    def _last_moment(self, ev: list[Event]) -> None:
        """After the draw the turn goes on while special actions are still possible (the player ends it)."""
        if self.literal and self._specials(self.active):
            self.step = "end"
        else:
            self._end_turn(ev)

    def _draw_tile(self, seat: int, ev: list[Event], to_hand: bool = True) -> int:
        tile = self.pile.pop(0)
        if to_hand:
            self.hands[seat].append(tile)
            ev.append(
                Event(
                    "draw",
                    say("{player} draws {tile}", player=P(seat), tile=tile_words(tile)),
                    seat,
                    {"tile": tile},
                    visible_to=frozenset({seat}),
                    public_text=say("{player} draws a park tile", player=P(seat)), reveals=True,
                )
            )
        if not self.pile and self.end_at is None:
            self.end_at = self.turn_no + self.num_players
            ev.append(Event("last-tile", say("The last park tile is drawn: everyone gets one more turn"), seat))
        return tile

    def _end_turn(self, ev: list[Event]) -> None:
        if self.end_at is not None and self.turn_no >= self.end_at:
            self.over = True
            ev.append(Event("end", say("The day at the park is over"), None, self.result().to_dict()))
            return
        self.turn_no += 1
        self.active = (self.active + 1) % self.num_players
        self._reset_turn()
        self.step = "figure" if self.figures[self.active] is None else "place"
        ev.append(Event("turn", say("{player} begins", player=P(self.active)), self.active, {"turn": self.turn_no}))

    def _settle(self, ev: list[Event]) -> None:
        """Clear pending choices that offer nothing to choose, and close a finished refill."""
        while self.subs:
            top = self.subs[-1]
            kind, seat = top.kind, top.seat
            if (
                (kind == "reward" and not self._rewards(seat))
                or (kind == "bonus" and self._sub_actions(top) == [A.Bonus(0)])
                or (kind == "exchange" and top.left == 0)
                or (kind == "kitty" and (top.left == 0 or not self.movable_tiles()))
            ):
                self.subs.pop()
            else:
                break
        finished = len(self.open[self.active]) >= 3 or not any(self.adv_piles.values())
        if not self.subs and self.step == "refill" and not self.over and finished:
            self._last_moment(ev)
        elif not self.subs and self.step == "end" and not self.over and not self._specials(self.active):
            self._end_turn(ev)  # nothing is left to do after the draw

    def _do_sub(self, seat: int, a: ParkAction, ev: list[Event]) -> None:
        top = self.subs.pop()
        kind = top.kind
        if kind in ("gain", "butterfly") and isinstance(a, A.Gain):
            got = [g for g in (self._gain(seat, i) for i in a.items) if g]
            ev.append(Event("gain", say("{player} gains {items}", player=P(seat), items=items_words(got)),
                            seat, {"items": got, "reason": kind}))
        elif kind == "butterfly" and isinstance(a, A.Take):
            self.removed.remove(a.tile)
            self.subs.append(Pending("place", seat, tile=a.tile, mode="new"))
            ev.append(
                Event(
                    "butterfly", say("{player} takes {tile} from the removed tiles", player=P(seat),
                                     tile=tile_words(a.tile)), seat,
                    {"tile": a.tile}, reveals=True,
                )
            )
        elif kind == "place" and isinstance(a, A.Place):
            if top.mode == "new":
                self._place_new(seat, a, ev)
            else:
                self.park.add(a.tile, a.pos, a.rotation)
                if top.token is not None:
                    self.park.attractions[a.pos] = top.token
                assert top.origin is not None
                ev.append(
                    Event(
                        "move-tile",
                        say("{player} moves {tile} {where}", player=P(seat), tile=tile_words(a.tile),
                            where=place_words(self.park.tiles, a.pos)),
                        seat,
                        {"tile": a.tile, "from": list(top.origin), "at": list(a.pos), "rotation": a.rotation},
                    )
                )
        elif kind == "hfstep" and isinstance(a, A.HighFiveStep):
            start = self._figure(seat)
            self.figures[seat] = a.pos
            ev.append(Event("high-five-step", say("{player} steps onto {tile}", player=P(seat),
                                                  tile=tile_words(self.park.tiles[a.pos])),
                            seat, {"from": list(start), "to": list(a.pos)}))
        elif kind == "reward" and isinstance(a, A.Reward):
            if a.kind == "attraction":
                token = self.attr_pile.pop(0)
                self.held[seat].append(token)
                ev.append(
                    Event(
                        "reward",
                        say("{player} draws an attraction: {token}", player=P(seat), token=A_TOKEN[token]),
                        seat,
                        {"kind": token, "reward": "attraction"}, reveals=True,
                    )
                )
            else:
                self.asleep[seat] = False
                ev.append(Event("reward", say("{player} wakes their nap token", player=P(seat)), seat,
                                {"reward": "nap"}))
        elif kind == "bonus" and isinstance(a, A.Bonus):
            theme = ADVENTURES[top.bonus_card()].theme
            if a.count:
                self._pay(seat, theme, a.count - a.wilds - len(a.using))
                for item in a.using:
                    self._pay(seat, item)
                self.wild_items -= len(a.using)
                for _ in range(a.wilds):
                    self._use_token(seat, "wild")
                self.points[seat]["easy"] += a.count
            text = (say_n(a.count, "{player} turns in {n} more {item} for {n} extra point",
                          "{player} turns in {n} more {items} for {n} extra points",
                          player=P(seat), item=ITEM[theme], items=ITEMS_PLURAL[theme])
                    if a.count else say("{player} turns in no extra items", player=P(seat)))
            ev.append(Event("bonus", text, seat, {"card": top.card, "items": a.count, "points": a.count}))
        elif kind == "exchange" and isinstance(a, A.Trade):
            self._pay(seat, a.give)
            self._gain(seat, a.get)
            self.subs.append(Pending("exchange", seat, left=top.left - 1))
            ev.append(Event("trade", say("{player} trades {give} for {get}", player=P(seat), give=A_ITEM[a.give],
                                         get=A_ITEM[a.get]), seat, {"give": a.give, "get": a.get}))
        elif kind == "discard" and isinstance(a, A.Discard):
            side = dict(self.open[seat])[a.card]
            self.open[seat].remove((a.card, side))
            self.adv_piles[ADVENTURES[a.card].tier].append(a.card)
            ev.append(Event("discard", say("{player} puts {card} under its pile", player=P(seat),
                                           card=card_words(a.card)), seat, {"card": a.card}))
        elif kind == "kitty" and isinstance(a, A.Lift):
            pos = self.park.position_of(a.tile)
            assert pos is not None
            self.park.remove(pos)
            riding = self.park.attractions.pop(pos, None)
            self.subs.append(Pending("kitty", seat, left=top.left - 1))
            self.subs.append(Pending("place", seat, tile=a.tile, mode="move", token=riding,
                                     riding=riding is not None, origin=pos))
            ev.append(Event("lift", say("{player} lifts {tile}", player=P(seat), tile=tile_words(a.tile)), seat,
                            {"tile": a.tile, "from": list(pos)}))

    def _special(self, seat: int, a: ParkAction, ev: list[Event]) -> None:
        if isinstance(a, A.Tricycle):
            self._use_token(seat, "tricycle")
            start = self._figure(seat)
            self.figures[seat] = a.pos
            self.trike = a.pos
            got = self._gain(seat, self.space_item(a.pos))
            tile = tile_words(self.park.tiles[a.pos])
            text = (say("{player} rides a tricycle to {tile} and gains {item}", player=P(seat), tile=tile,
                        item=A_ITEM[got]) if got
                    else say("{player} rides a tricycle to {tile}", player=P(seat), tile=tile))
            ev.append(Event("tricycle", text, seat, {"from": list(start), "to": list(a.pos), "item": got}))
        elif isinstance(a, A.Butterfly):
            self._use_token(seat, "butterfly")
            self.subs.append(Pending("butterfly", seat))
            text = say("{player} turns in a butterfly", player=P(seat))
            # the seat may now look through the tiles removed at setup: news to it alone
            ev.append(Event("special", text, seat, {"kind": "butterfly"}, visible_to=frozenset({seat}),
                            public_text=text, reveals=True))
        elif isinstance(a, A.Exchange):
            self._use_token(seat, "exchange")
            self.subs.append(Pending("exchange", seat, left=6))
            ev.append(Event("special", say("{player} turns in an exchange", player=P(seat)), seat,
                            {"kind": "exchange"}))
        elif isinstance(a, A.DrawAdventure):
            self._use_token(seat, "attraction")
            card = self.adv_piles[a.tier].pop(0)
            self.open[seat].append((card, a.side))
            self.subs.append(Pending("discard", seat))
            ev.append(
                Event(
                    "draw-adventure",
                    say("{player} draws {card} ({side} side)", player=P(seat), card=card_words(card),
                        side=SIDE[a.side]),
                    seat,
                    {"card": card, "tier": a.tier, "side": a.side}, reveals=True,
                )
            )
        elif isinstance(a, A.Bench):
            self._use_token(seat, a.kind)
            self.asleep[seat] = False
            ev.append(Event("bench", say("{player} turns in {token} on its bench side and wakes up", player=P(seat),
                                         token=A_TOKEN[a.kind]), seat, {"kind": a.kind}))
        elif isinstance(a, A.CharacterAction):
            self.asleep[seat] = True
            self._character(seat, a.detail, ev)

    def _character(self, seat: int, detail: str, ev: list[Event]) -> None:
        who, side = self.characters[seat], self.sides[seat]
        words = detail.split()
        data: dict[str, Any] = {"character": who, "side": side, "detail": detail}
        character = character_words(who)
        what: Text
        reveals = False
        if side == "explore":
            if who == "hello-kitty":
                self.subs.append(Pending("kitty", seat, left=2))
                what = say("moves up to two tiles")
            elif who == "keroppi":
                self.max_steps += 2
                what = say("two more steps this turn")
            elif who == "my-melody":
                tile = self._draw_tile(seat, ev, to_hand=False)
                data["tile"] = tile
                reveals = True
                if self.park.placements(tile):
                    self.subs.append(Pending("place", seat, tile=tile, mode="new"))
                    what = say("adds {tile} to the park", tile=tile_words(tile))
                else:
                    self.boxed.append(tile)
                    what = say("{tile} fits nowhere and leaves the game", tile=tile_words(tile))
            elif who == "badtz-maru":
                tile = int(words[1])
                pos = self.park.position_of(tile)
                assert pos is not None
                self.park.remove(pos)
                token = self.park.attractions.pop(pos, None)
                if token is not None:
                    self._return_token(token)
                self.boxed.append(tile)
                item = ALL_TILES[tile].item
                got = min(2, self.supply[item])
                self._gain(seat, item, 2)
                data.update(tile=tile, at=list(pos), item=item)
                what = say_n(got, "removes {tile} and gains {n} {item}", "removes {tile} and gains {n} {items}",
                             tile=tile_words(tile), item=ITEM[item], items=ITEMS_PLURAL[item])
            elif who == "chococat":
                got_items = [g for g in (self._gain(seat, item) for item in words[1:]) if g]
                data["items"] = words[1:]
                what = say("gathers {items}", items=items_words(got_items))
            else:  # kuromi
                other = int(words[1])
                mine = self._figure(seat)
                self.figures[seat], self.figures[other] = self.figures[other], mine
                gained = self._gain(seat, self.space_item(self._figure(seat)))
                data.update(other=other, item=gained)
                what = (say("swaps places with {other} and gains {item}", other=P(other), item=A_ITEM[gained])
                        if gained else say("swaps places with {other}", other=P(other)))
        else:
            if who in ("hello-kitty", "my-melody"):
                old, tier, new_side = int(words[1]), words[3], words[4]
                cards = self.done[seat] if who == "hello-kitty" else self.open[seat]
                at = [c for c, _ in cards].index(old)
                card = self.adv_piles[tier].pop(0)
                self.adv_piles[ADVENTURES[old].tier].append(old)
                cards[at] = (card, new_side)
                data.update(old=old, new=card, side=new_side)
                reveals = True  # the next card of that pile shows
                what = say("swaps {old} for {new} ({side} side)", old=card_words(old), new=card_words(card),
                           side=SIDE[new_side])
            elif who == "keroppi":
                self.wild_items += 3
                what = say("may use up to 3 items as wild this turn")
            elif who == "chococat":
                self.choco = True
                what = say("scores 2 points if an adventure is completed this turn")
                if self.completed_now:
                    self._choco_bonus(seat, ev)
            elif who == "badtz-maru":
                wilds = int(words[2]) if len(words) == 3 else 0
                self._pay(seat, words[0], 3 - wilds)
                for _ in range(wilds):
                    self._use_token(seat, "wild")
                self.points[seat]["character"] += 2
                what = say("turns in 3 {items} for 2 points", items=ITEMS_PLURAL[words[0]])
            else:  # kuromi
                stand_in = words[1:]
                for item in ITEMS:
                    if item in stand_in:
                        self._use_token(seat, "wild")
                    else:
                        self._pay(seat, item)
                self.points[seat]["character"] += 3
                what = say("turns in one of each item for 3 points")
        ev.append(Event("character", say("{player} uses {character}'s action: {what}", player=P(seat),
                                         character=character, what=what), seat, data, reveals=reveals))

    # --- scoring -------------------------------------------------------------------

    def card_bonuses(self, seat: int) -> dict[int, int]:
        """What each face-up Medium or Hard completed card adds at the end; each Wild token counts as
        the item that helps most."""
        done = self.done[seat]
        medium = [c for c, s in done if s == "advanced" and ADVENTURES[c].tier == "medium"]
        hard = [c for c, s in done if s == "advanced" and ADVENTURES[c].tier == "hard"]
        out = {c: sum(1 for d, _ in done if ADVENTURES[d].type == ADVENTURES[c].type) for c in hard}
        if not medium:
            return out
        wilds = self.held[seat].count("wild")
        have = self.items[seat]
        best: tuple[int, dict[int, int]] = (-1, {})
        for spread in itertools.combinations_with_replacement(ITEMS, wilds):
            extra = _count(spread)
            values = {c: (have[ADVENTURES[c].theme] + extra.get(ADVENTURES[c].theme, 0)) // 2 for c in medium}
            if sum(values.values()) > best[0]:
                best = (sum(values.values()), values)
        out.update(best[1])
        return out

    def end_bonuses(self, seat: int) -> tuple[int, int]:
        """(Medium bonuses, Hard bonuses) of face-up cards; each Wild token counts as the best item."""
        bonuses = self.card_bonuses(seat)
        medium = sum(v for c, v in bonuses.items() if ADVENTURES[c].tier == "medium")
        return medium, sum(bonuses.values()) - medium

    def breakdown(self, seat: int) -> list[tuple[str | Text, float]]:
        """The parts of the seat's score as a scorepad lists them; they add up to the score."""
        pts = self.points[seat]
        medium, hard = self.end_bonuses(seat)
        return [
            (say("Adventures"), pts["adventures"]),
            (say("Easy bonuses"), pts["easy"]),
            (say("Medium bonuses"), medium),
            (say("Hard bonuses"), hard),
            (say("Character actions"), pts["character"]),
        ]

    def score(self, seat: int) -> int:
        """Points on the score track so far (end-game bonuses come at the end)."""
        pts = self.points[seat]
        return pts["adventures"] + pts["easy"] + pts["character"]

    def result(self) -> Result:
        parts = [self.breakdown(s) for s in range(self.num_players)]
        totals = [int(sum(v for _, v in p)) for p in parts]
        keys = [(totals[s], len(self.done[s]), sum(self.items[s].values())) for s in range(self.num_players)]
        note = Result.tie_note(
            keys,
            [say("tie on score broken by the most completed adventures"),
             say("tie on score and adventures broken by the most items left")],
            say("tied on score, completed adventures and items left: the victory is shared"),
        )
        return Result.ranked(keys, totals, parts, note)

    # --- copies, views, data ---------------------------------------------------------

    def clone(self) -> ParkState:
        o = self._base_copy()
        o.park = self.park.clone()
        o.removed = list(self.removed)
        o.boxed = list(self.boxed)
        o.pile = list(self.pile)
        o.hands = [list(h) for h in self.hands]
        o.adv_piles = {t: list(p) for t, p in self.adv_piles.items()}
        o.open = [list(c) for c in self.open]
        o.done = [list(c) for c in self.done]
        o.attr_pile = list(self.attr_pile)
        o.held = [list(h) for h in self.held]
        o.supply = dict(self.supply)
        o.items = [dict(i) for i in self.items]
        o.characters = self.characters
        o.sides = list(self.sides)
        o.asleep = list(self.asleep)
        o.figures = list(self.figures)
        o.points = [dict(p) for p in self.points]
        o.step, o.active, o.turn_no, o.end_at, o.over = self.step, self.active, self.turn_no, self.end_at, self.over
        o.start_player = self.start_player
        o.literal = self.literal
        o.subs = list(self.subs)
        o.steps, o.max_steps, o.wild_items = self.steps, self.max_steps, self.wild_items
        o.choco, o.completed_now, o.trike = self.choco, self.completed_now, self.trike
        o._legal = {}
        return o

    def to_dict(self) -> dict[str, Any]:
        park = self.park
        return {
            "park": [
                [p[0], p[1], park.tiles[p], park.rotations[p], park.attractions.get(p)] for p in sorted(park.tiles)
            ],
            "removed": list(self.removed),
            "boxed": list(self.boxed),
            "pile": list(self.pile),
            "hands": [list(h) for h in self.hands],
            "adventure_piles": {t: list(p) for t, p in self.adv_piles.items()},
            "open": [[list(c) for c in cards] for cards in self.open],
            "done": [[list(c) for c in cards] for cards in self.done],
            "attraction_pile": list(self.attr_pile),
            "held": [list(h) for h in self.held],
            "supply": dict(self.supply),
            "items": [dict(i) for i in self.items],
            "characters": list(self.characters),
            "sides": list(self.sides),
            "asleep": list(self.asleep),
            "figures": [list(f) if f else None for f in self.figures],
            "points": [dict(p) for p in self.points],
            "step": self.step,
            "active": self.active,
            "start_player": self.start_player,
            "turn": self.turn_no,
            "end_at": self.end_at,
            "over": self.over,
            "subs": [[p.kind, p.seat, list(p.items), p.tile, p.mode, p.token, _as_list(p.origin), p.card, p.left]
                     for p in self.subs],
            "moves": [
                self.steps,
                self.max_steps,
                self.wild_items,
                self.choco,
                self.completed_now,
                _as_list(self.trike),
            ],
            "rng": hash(self.rng.getstate()),
        }

    def view(self, seat: int | None) -> ParkView:
        """What `seat` knows: everything but other hands, the tile pile, the removed tiles (unless a
        Butterfly lets it look), the attraction tokens still face down and the adventures under the
        top of each pile; and the facts a table shows, worked out by the rules."""
        park = self.park
        looking = bool(self.subs and self.subs[-1].kind == "butterfly" and self.subs[-1].seat == seat)
        spaces = tuple(
            Space(p, t, ALL_TILES[t].item, ALL_TILES[t].colour, park.edges[p], park.rotations[p],
                  p in park.attractions)
            for p, t in sorted(park.tiles.items())
        )
        players = tuple(self._seat_view(p) for p in range(self.num_players))
        reach: tuple[tuple[Pos, int], ...] = ()
        if seat is not None and seat == self.active and self.step == "move" and not self.subs:
            reach = tuple(sorted(self.reachable(seat).items()))
        return ParkView(
            seat=seat,
            options=tuple(sorted(self.options.items())),
            acting=self.to_act(),
            step=self.step,
            active=self.active,
            start_player=self.start_player,
            turn=self.turn_no,
            end_at=self.end_at,
            over=self.over,
            park=spaces,
            frontier=tuple(sorted(park.frontier)),
            players=players,
            hand=tuple(self.hands[seat]) if seat is not None else (),
            tile_pile=len(self.pile),
            removed=tuple(sorted(self.removed)) if looking else (),
            removed_count=len(self.removed),
            boxed=tuple(self.boxed),
            piles=tuple(PileView(t, p[0] if p else None, len(p)) for t, p in self.adv_piles.items()),
            attraction_pile=len(self.attr_pile),
            supply=tuple(self.supply[i] for i in ITEMS),
            pending=tuple(Pending(p.kind, p.seat, p.items, p.tile, p.mode, None, p.riding, p.origin, p.card, p.left)
                          for p in self.subs),
            move=TurnView(self.steps, self.max_steps, self.wild_items, self.choco, self.completed_now, self.trike),
            reach=reach,
        )

    def _seat_view(self, p: int) -> SeatView:
        free = self.free_item(p)
        bonuses = self.card_bonuses(p)
        opened = []
        for c, side in self.open[p]:
            need = self.need_of(p, c, side)
            cost = tuple(i for i in ITEMS for _ in range(need.get(i, 0)))
            short = sum(max(0, n - self.items[p][i]) for i, n in need.items())
            opened.append(CardView(c, side, cost, free if free in ADVENTURES[c].cost_of(side) else None, short, 0))
        done = tuple(CardView(c, side, (), None, 0, bonuses.get(c, 0)) for c, side in self.done[p])
        return SeatView(
            character=self.characters[p],
            side=self.sides[p],
            asleep=self.asleep[p],
            figure=self.figures[p],
            items=tuple(self.items[p][i] for i in ITEMS),
            attractions=tuple(sorted(self.held[p])),
            open=tuple(opened),
            done=done,
            score=self.score(p),
            track=(self.points[p]["adventures"], self.points[p]["easy"], self.points[p]["character"]),
            breakdown=tuple((say(str(label)) if isinstance(label, str) else label, int(v))
                            for label, v in self.breakdown(p)),
            hand_size=len(self.hands[p]),
        )

    @classmethod
    def from_view(cls, v: ParkView, rng: random.Random) -> ParkState:
        """A full state that `v`'s seat cannot tell from the true one: what it cannot see is dealt
        again from `rng`, starting from canonical orders so the true hidden order never shows through."""
        n = len(v.players)
        s = cls._blank(n, dict(v.options), random.Random(rng.random()))
        s.literal = _literal(s.options)
        seat = v.seat
        looking = bool(v.removed)
        # tiles: the park, the boxed ones, the own hand and a tile waiting to be placed are known
        s.park = Park()
        for sp in v.park:
            if sp.tile > 0:
                s.park.add(sp.tile, sp.pos, sp.rotation)
        s.boxed = list(v.boxed)
        known = {sp.tile for sp in v.park} | set(v.boxed) | set(v.hand) | set(v.removed)
        known |= {p.tile for p in v.pending if p.tile is not None}
        pool = sorted(t for t in TILE_IDS if t not in known)
        rng.shuffle(pool)
        s.pile = [pool.pop() for _ in range(v.tile_pile)]
        s.removed = list(v.removed) if looking else [pool.pop() for _ in range(v.removed_count)]
        s.hands = [list(v.hand) if p == seat else [pool.pop() for _ in range(v.players[p].hand_size)]
                   for p in range(n)]
        # attraction tokens: those held are face up; the rest (on tiles, riding, in the pile) are dealt again
        tokens = [k for k in ATTRACTIONS for _ in range(ATTRACTION_COUNT)]
        for pl in v.players:
            for k in pl.attractions:
                tokens.remove(k)
        rng.shuffle(tokens)
        for sp in v.park:
            if sp.attraction:
                s.park.attractions[sp.pos] = tokens.pop()
        s.subs = [Pending(p.kind, p.seat, p.items, p.tile, p.mode, tokens.pop() if p.riding else None, p.riding,
                          p.origin, p.card, p.left) for p in v.pending]
        s.attr_pile = tokens
        # adventures: each pile's top card shows; the rest is dealt again
        s.open = [[(c.card, c.side) for c in pl.open] for pl in v.players]
        s.done = [[(c.card, c.side) for c in pl.done] for pl in v.players]
        dealt = {c for cards in s.open + s.done for c, _ in cards}
        s.adv_piles = {}
        for pile in v.piles:
            rest = sorted(c for c, card in ADVENTURES.items() if card.tier == pile.tier and c not in dealt
                          and c != pile.top)
            rng.shuffle(rest)
            s.adv_piles[pile.tier] = ([pile.top] if pile.top is not None else []) + rest
        s.held = [list(pl.attractions) for pl in v.players]
        s.supply = dict(zip(ITEMS, v.supply, strict=True))
        s.items = [dict(zip(ITEMS, pl.items, strict=True)) for pl in v.players]
        s.characters = [pl.character for pl in v.players]
        s.sides = [pl.side for pl in v.players]
        s.asleep = [pl.asleep for pl in v.players]
        s.figures = [pl.figure for pl in v.players]
        s.points = [dict(pl.points()) for pl in v.players]
        s.step, s.active, s.turn_no, s.end_at, s.over = v.step, v.active, v.turn, v.end_at, v.over
        s.start_player = v.start_player
        m = v.move
        s.steps, s.max_steps, s.wild_items = m.steps, m.max_steps, m.wild_items
        s.choco, s.completed_now, s.trike = m.chococat, m.completed, m.trike
        s._legal = {}
        return s


def _literal(options: Mapping[str, object]) -> bool:
    """Whether the rules are read as the rulebook says (not as early records were played)."""
    return not options.get(EARLY_RULINGS.key, False)


#: Records saved before special actions followed the draw, the Tricycle's ban held for the ride only and
#: a Wild token paid for bonuses and character actions lack this key and replay the early way
#: (`record_options`). It is not offered in menus.
EARLY_RULINGS = Option("early_rulings", "The early rulings (turn ends at the draw; narrower Tricycle and Wild)",
                       False)


def _as_list(pos: Pos | None) -> list[int] | None:
    return None if pos is None else [pos[0], pos[1]]


class DayAtTheParkGame(Game):
    id = "day-at-the-park"
    name = "Hello Kitty: Day at the Park"
    state_class = ParkState
    min_players, max_players = 2, 5
    designer = "Roberta Taylor"
    publisher = "Maestro Media"
    options: tuple[Option, ...] = ()
    ruling_options = (EARLY_RULINGS,)
    bench_options: Mapping[str, Any] = {}
    first_player = FirstPlayer(say("Who went on an adventure most recently?"), "start_player")
    setup_fields: Mapping[str, Any] = {
        "tile_pile": [int],
        "removed": [int],
        "adventures": {tier: [int] for tier in TIERS},
        "attractions": [str],
        "characters": [str],
        "start_player": int,
    }

    def parse_action(self, text: str) -> ParkAction:
        return A.parse(text)

    def record_options(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        """A record saved before the rulebook's readings replays as it was played: the early rulings."""
        return {EARLY_RULINGS.key: True, **stored}


register(DayAtTheParkGame())
