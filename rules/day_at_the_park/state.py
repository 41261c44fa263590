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

from rules.core import Event, Game, GameState, IllegalAction, Option, Result, View, register

from . import actions as A
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
    adventure_name,
    tile_name,
)
from .park import Park, Pos

Card = tuple[int, str]  # (adventure number, side)
Sub = tuple[Any, ...]

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


def _a(word: str) -> str:
    """The word with its indefinite article, for log sentences."""
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _tile_words(tile: int) -> str:
    """A tile as a player would name it: "the yellow flower tile"."""
    t = ALL_TILES[tile]
    return f"the {t.colour} {t.item} tile"


def _as_list(pos: Pos | None) -> list[int] | None:
    return None if pos is None else [pos[0], pos[1]]


def _count(items: tuple[str, ...]) -> dict[str, int]:
    need: dict[str, int] = {}
    for item in items:
        need[item] = need.get(item, 0) + 1
    return need


class ParkState(GameState):
    """A game of Day at the Park in progress."""

    # --- setup -------------------------------------------------------------------

    def __init__(self, n: int, options: Mapping[str, Any], seed: int, setup: Mapping[str, Any] | None) -> None:
        super().__init__(n, options, seed, setup)
        setup = setup or {}
        unknown = set(setup) - {"removed", "tile_pile", "adventures", "attractions", "characters"}
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
        self.active = 0
        self.turn_no = 0
        self.end_at: int | None = None
        self.over = False
        self.subs: list[Sub] = []
        self._reset_turn()
        self._legal: dict[int, list[Any]] = {}

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
            return (self.subs[-1][1],)
        return (self.active,)

    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, seat: int) -> list[Any]:
        cached = self._legal.get(seat)
        if cached is None:
            cached = self._legal[seat] = self._legal_actions(seat)
        return cached

    def _legal_actions(self, seat: int) -> list[Any]:
        if seat not in self.to_act():
            return []
        if self.step == "setup":
            return [A.Start(side, sides) for side in CHARACTER_SIDES for sides in itertools.product(SIDES, repeat=3)]
        if self.subs:
            return self._sub_actions(self.subs[-1])
        step = self.step
        if step == "figure":
            return [A.Figure(p) for p in sorted(self.park.tiles)]
        out: list[Any] = []
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
        out += self._specials(seat)
        return out

    def _figure(self, seat: int) -> Pos:
        pos = self.figures[seat]
        assert pos is not None
        return pos

    def _sub_actions(self, sub: Sub) -> list[Any]:
        kind, seat = sub[0], sub[1]
        if kind == "gain":
            return [A.Gain((item,)) for item in sub[2]]
        if kind == "place":
            return [A.Place(sub[2], (x, y), r) for x, y, r in self.park.placements(sub[2])]
        if kind == "hfstep":
            return [A.HighFiveStep(q) for q in self.park.adjacent(self._figure(seat))]
        if kind == "reward":
            return self._rewards(seat)
        if kind == "bonus":
            theme = ADVENTURES[sub[2]].theme
            return [A.Bonus(n) for n in range(min(EASY_BONUS_MAX, self.items[seat][theme]) + 1)]
        if kind == "butterfly":
            out: list[Any] = [A.Take(t) for t in sorted(self.removed) if self.park.placements(t)]
            return out + [A.Gain(pair) for pair in itertools.combinations_with_replacement(ITEMS, 2)]
        if kind == "exchange":
            have = self.items[seat]
            return [
                A.Trade(give, get) for give in ITEMS if have[give] for get in ITEMS if get != give and self.supply[get]
            ] + [A.Done()]
        if kind == "discard":
            return [A.Discard(card) for card, _ in self.open[seat]]
        if kind == "kitty":
            return [A.Lift(self.park.tiles[p]) for p in self.movable_tiles()] + [A.Done()]
        raise AssertionError(kind)

    def _rewards(self, seat: int) -> list[Any]:
        out: list[Any] = []
        if self.attr_pile:
            out.append(A.Reward("attraction"))
        if self.asleep[seat]:
            out.append(A.Reward("nap"))
        return out

    def _specials(self, seat: int) -> list[Any]:
        out: list[Any] = []
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

    # --- helpers the GUI and bots use ----------------------------------------------

    def legal_placements(self, seat: int, tile: int) -> list[tuple[int, int, int]]:
        """Where `tile` could go now: (x, y, rotation) triples."""
        return self.park.placements(tile)

    def placement_problem(self, tile: int, pos: Pos, rotation: int) -> str | None:
        """Why `tile` cannot go at `pos` turned `rotation` (None: it can)."""
        return self.park.problem(tile, pos, rotation)

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

    def path_items(self, path: list[Pos]) -> list[str]:
        """The items a move along `path` (the spaces entered, in order) would collect."""
        return [ALL_TILES[self.park.tiles[p]].item for p in path]

    def space_item(self, pos: Pos) -> str:
        return ALL_TILES[self.park.tiles[pos]].item

    def movable_tiles(self) -> list[Pos]:
        """Tiles that may be moved or removed: not the start tile, no character on it, park stays whole."""
        taken = set(self.figures)
        park = self.park
        cuts = park.cut_spaces()
        return [p for p in sorted(park.tiles) if park.tiles[p] > 0 and p not in taken and p not in cuts]

    def need_of(self, seat: int, card: int, side: str) -> dict[str, int]:
        """Items still to turn in for a card, counting the symbol under the figure once."""
        need = _count(ADVENTURES[card].cost_of(side))
        pos = self.figures[seat]
        if pos is not None and pos in self.park.tiles:
            here = self.space_item(pos)
            if need.get(here):
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

    def payments(self, seat: int, card: int) -> list[A.Complete]:
        """Every way to pay for an open card: missing items covered by items used as wild (Keroppi)
        and by Wild tokens. Empty when the seat cannot complete it."""
        _exact, short, spare = self._exact(seat, card)
        if not short:
            return [A.Complete(card)]
        tokens = self.held[seat].count("wild")
        most = min(short, self.wild_items, sum(spare.values()))
        out = []
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
            if who in ("keroppi",):
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
            if who == "badtz-maru":
                return [i for i in ITEMS if self.items[seat][i] >= 3]
            if who == "kuromi":
                return [""] if all(self.items[seat].values()) else []
        return []

    # --- refusals ------------------------------------------------------------------

    def why_illegal(self, seat: int, action: Any) -> IllegalAction | None:
        if action in self.legal_actions(seat):
            return None
        return IllegalAction(self._reason(seat, action), self._rule(action))

    def _rule(self, action: Any) -> str:
        rules = {
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

    def _reason(self, seat: int, action: Any) -> str:
        if self.step == "setup":
            if isinstance(action, A.Start):
                return "you have already made your setup choices"
            return "everyone must first choose a character side and adventure sides"
        if isinstance(action, A.Start):
            return "the setup choices are already made"
        if self.subs:
            return "first settle the pending choice: " + self._describe_sub(self.subs[-1])
        if self.step == "figure" and not isinstance(action, A.Figure):
            return "at the start of your first turn, put your figure on a space of the park"
        if isinstance(action, A.Place):
            if self.step != "place":
                return "you have already placed a tile this turn"
            if action.tile not in TILE_IDS:
                return f"there is no park tile {action.tile}; they are numbered {min(TILE_IDS)} to {max(TILE_IDS)}"
            if action.tile not in self.hands[seat]:
                return f"{tile_name(action.tile)} is not in your hand"
            return self.park.problem(action.tile, action.pos, action.rotation) or "that placement is not possible"
        if isinstance(action, A.Skip):
            return "a tile from your hand fits the park, so you must place one"
        if isinstance(action, A.Step):
            if self.step != "move":
                return "you can only move during the Move step"
            if self.steps >= self.max_steps:
                return f"you have already moved {self.steps} spaces"
            return "you may move only to a park space next to yours (never diagonally)"
        if isinstance(action, A.Complete):
            if self.step != "complete":
                return "adventures are completed in step 3, after moving"
            if action.card not in dict(self.open[seat]):
                return f"{adventure_name(action.card)} is not one of your open adventures"
            ways = self.payments(seat, action.card)
            if not ways:
                return "you do not have the items this adventure needs"
            return "that is not a way to pay for it; you could: " + "; ".join(str(w) for w in ways[:4])
        if isinstance(action, A.CharacterAction):
            if self.asleep[seat]:
                return "your nap token shows Zzz: use a Bench action to wake it first"
            return "your character action cannot be used that way now"
        if isinstance(action, A.Bench) and not self.asleep[seat]:
            return "your nap token is already on the blank side"
        if isinstance(action, (A.Tricycle, A.Butterfly, A.Exchange, A.DrawAdventure, A.Bench)):
            return "you have no such attraction token to turn in, or it cannot be used that way"
        return f"{action} is not possible at this point of the turn"

    def _describe_sub(self, sub: Sub) -> str:
        return {
            "gain": "choose the item to gain",
            "place": f"place {tile_name(sub[2])}" if sub[0] == "place" else "",
            "hfstep": "the high-fived player steps one space",
            "reward": "choose a high-five reward",
            "bonus": "choose how many bonus items to turn in",
            "butterfly": "choose a removed tile or two items",
            "exchange": "trade items or say done",
            "discard": "discard one adventure",
            "kitty": "lift a tile or say done",
        }[sub[0]]

    # --- applying ------------------------------------------------------------------

    def _apply(self, seat: int, action: Any) -> list[Event]:
        self._legal = {}
        ev: list[Event] = []
        if self.step == "setup":
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
                f"{{P{seat}}} starts with the {a.side} side of {CHARACTERS[self.characters[seat]].name}",
                seat,
                {"side": a.side, "adventures": [list(c) for c in self.open[seat]]},
            )
        )
        if all(self.sides):
            self.step = "figure"
            ev.append(Event("turn", "{P0} begins", 0, {"turn": 0}))

    def _do_step(self, seat: int, a: Any, ev: list[Event]) -> None:
        if isinstance(a, A.Figure):
            self.figures[seat] = a.pos
            self.step = "place"
            ev.append(
                Event("figure", f"{{P{seat}}} puts their figure at {a.pos[0]},{a.pos[1]}", seat, {"to": list(a.pos)})
            )
        elif isinstance(a, A.Place):
            self.hands[seat].remove(a.tile)
            self.step = "move"
            self._place_new(seat, a, ev)
        elif isinstance(a, A.Skip):
            self.step = "move"
            ev.append(Event("skip", f"{{P{seat}}} has no tile that fits and places none", seat))
        elif isinstance(a, A.Step):
            start = self._figure(seat)
            self.figures[seat] = a.pos
            self.steps += 1
            got = self._gain(seat, self.space_item(a.pos))
            ev.append(
                Event(
                    "step",
                    f"{{P{seat}}} steps to {a.pos[0]},{a.pos[1]}" + (f" and gains {_a(got)}" if got else ""),
                    seat,
                    {"from": list(start), "to": list(a.pos), "item": got},
                )
            )
        elif isinstance(a, A.Stop):
            self._stop(seat, ev)
        elif isinstance(a, A.Complete):
            self._complete(seat, a, ev)
        elif isinstance(a, A.Done):
            self._finish_completing(seat, ev)
        elif isinstance(a, A.Refill):
            card = self.adv_piles[a.tier].pop(0)
            self.open[seat].append((card, a.side))
            ev.append(
                Event(
                    "refill",
                    f"{{P{seat}}} draws the {a.tier} adventure {ADVENTURES[card].name} ({a.side} side)",
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
                f"{{P{seat}}} places {_tile_words(a.tile)} at {a.pos[0]},{a.pos[1]}",
                seat,
                {"tile": a.tile, "at": list(a.pos), "rotation": a.rotation, "attraction": token is not None},
            )
        )
        options = self.match_items(a.pos)
        options = tuple(i for i in options if self.supply[i])
        if len(options) == 1:
            got = options[0]
            self._gain(seat, got)
            ev.append(
                Event("gain", f"{{P{seat}}} gains {_a(got)} for the match", seat, {"item": got, "reason": "match"})
            )
        elif options:
            self.subs.append(("gain", seat, options))

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
                    f"{{P{seat}}} stays put and gains {_a(got)}" if got else f"{{P{seat}}} stays put",
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
                    f"{{P{seat}}} takes the attraction here: {_a(token)}",
                    seat,
                    {"at": list(pos), "kind": token}, reveals=True,
                )
            )
        self.step = "complete"
        order = [(seat + k) % self.num_players for k in range(1, self.num_players)]
        others = [s for s in order if self.figures[s] == pos]
        for target in reversed(others):
            self.subs += [("reward", seat), ("reward", target), ("hfstep", target)]
        for target in others:
            ev.append(
                Event(
                    "high-five",
                    f"{{P{seat}}} gives {{P{target}}} a high five",
                    seat,
                    {"target": target, "at": list(pos)},
                )
            )

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
                f"{{P{seat}}} completes {card.name} for {card.points} points",
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
        if side == "advanced" and card.tier == "easy" and self.items[seat][card.theme]:
            self.subs.append(("bonus", seat, a.card))

    def _choco_bonus(self, seat: int, ev: list[Event]) -> None:
        self.points[seat]["character"] += 2
        ev.append(Event("score", f"{{P{seat}}} scores 2 points with Chococat", seat, {"points": 2}))

    def _finish_completing(self, seat: int, ev: list[Event]) -> None:
        if len(self.hands[seat]) < HAND_SIZE and self.pile:
            self._draw_tile(seat, ev)
        if self.completed_now and len(self.open[seat]) < 3 and any(self.adv_piles.values()):
            self.step = "refill"
        else:
            self._end_turn(ev)

    def _draw_tile(self, seat: int, ev: list[Event], to_hand: bool = True) -> int:
        tile = self.pile.pop(0)
        if to_hand:
            self.hands[seat].append(tile)
            ev.append(
                Event(
                    "draw",
                    f"{{P{seat}}} draws {_tile_words(tile)}",
                    seat,
                    {"tile": tile},
                    visible_to=frozenset({seat}),
                    public_text=f"{{P{seat}}} draws a park tile", reveals=True,
                )
            )
        if not self.pile and self.end_at is None:
            self.end_at = self.turn_no + self.num_players
            ev.append(Event("last-tile", "The last park tile is drawn: everyone gets one more turn", seat))
        return tile

    def _end_turn(self, ev: list[Event]) -> None:
        if self.end_at is not None and self.turn_no >= self.end_at:
            self.over = True
            ev.append(Event("end", "The day at the park is over", None, self.result().to_dict()))
            return
        self.turn_no += 1
        self.active = (self.active + 1) % self.num_players
        self._reset_turn()
        self.step = "figure" if self.figures[self.active] is None else "place"
        ev.append(Event("turn", f"{{P{self.active}}} begins", self.active, {"turn": self.turn_no}))

    def _settle(self, ev: list[Event]) -> None:
        """Clear pending choices that offer nothing to choose, and close a finished refill."""
        while self.subs:
            top = self.subs[-1]
            kind, seat = top[0], top[1]
            if (
                (kind == "reward" and not self._rewards(seat))
                or (kind == "bonus" and not self.items[seat][ADVENTURES[top[2]].theme])
                or (kind == "exchange" and top[2] == 0)
                or (kind == "kitty" and (top[2] == 0 or not self.movable_tiles()))
            ):
                self.subs.pop()
            else:
                break
        finished = len(self.open[self.active]) >= 3 or not any(self.adv_piles.values())
        if not self.subs and self.step == "refill" and not self.over and finished:
            self._end_turn(ev)

    def _do_sub(self, seat: int, a: Any, ev: list[Event]) -> None:
        top = self.subs.pop()
        kind = top[0]
        if kind in ("gain", "butterfly") and isinstance(a, A.Gain):
            got = [g for g in (self._gain(seat, i) for i in a.items) if g]
            ev.append(
                Event(
                    "gain",
                    f"{{P{seat}}} gains " + (" and ".join(_a(g) for g in got) or "nothing"),
                    seat,
                    {"items": got, "reason": kind},
                )
            )
        elif kind == "butterfly":
            self.removed.remove(a.tile)
            self.subs.append(("place", seat, a.tile, "new", None))
            ev.append(
                Event(
                    "butterfly", f"{{P{seat}}} takes {tile_name(a.tile)} from the removed tiles", seat,
                    {"tile": a.tile}, reveals=True,
                )
            )
        elif kind == "place":
            if top[3] == "new":
                self._place_new(seat, a, ev)
            else:
                self.park.add(a.tile, a.pos, a.rotation)
                if top[4] is not None:
                    self.park.attractions[a.pos] = top[4]
                ev.append(
                    Event(
                        "move-tile",
                        f"{{P{seat}}} moves {_tile_words(a.tile)} to {a.pos[0]},{a.pos[1]}",
                        seat,
                        {"tile": a.tile, "from": list(top[5]), "at": list(a.pos), "rotation": a.rotation},
                    )
                )
        elif kind == "hfstep":
            start = self._figure(seat)
            self.figures[seat] = a.pos
            ev.append(
                Event(
                    "high-five-step",
                    f"{{P{seat}}} steps to {a.pos[0]},{a.pos[1]}",
                    seat,
                    {"from": list(start), "to": list(a.pos)},
                )
            )
        elif kind == "reward":
            if a.kind == "attraction":
                token = self.attr_pile.pop(0)
                self.held[seat].append(token)
                ev.append(
                    Event(
                        "reward",
                        f"{{P{seat}}} draws an attraction: {_a(token)}",
                        seat,
                        {"kind": token, "reward": "attraction"}, reveals=True,
                    )
                )
            else:
                self.asleep[seat] = False
                ev.append(Event("reward", f"{{P{seat}}} wakes their nap token", seat, {"reward": "nap"}, reveals=True))
        elif kind == "bonus":
            theme = ADVENTURES[top[2]].theme
            if a.count:
                self._pay(seat, theme, a.count)
                self.points[seat]["easy"] += a.count
            ev.append(
                Event(
                    "bonus",
                    f"{{P{seat}}} turns in {a.count} more {theme} for +{a.count}",
                    seat,
                    {"card": top[2], "items": a.count, "points": a.count},
                )
            )
        elif kind == "exchange":
            if isinstance(a, A.Trade):
                self._pay(seat, a.give)
                self._gain(seat, a.get)
                self.subs.append(("exchange", seat, top[2] - 1))
                ev.append(
                    Event(
                        "trade",
                        f"{{P{seat}}} trades {_a(a.give)} for {_a(a.get)}",
                        seat,
                        {"give": a.give, "get": a.get},
                    )
                )
        elif kind == "discard":
            side = dict(self.open[seat])[a.card]
            self.open[seat].remove((a.card, side))
            self.adv_piles[ADVENTURES[a.card].tier].append(a.card)
            ev.append(
                Event("discard", f"{{P{seat}}} puts {ADVENTURES[a.card].name} under its pile", seat, {"card": a.card})
            )
        elif kind == "kitty" and isinstance(a, A.Lift):
            pos = self.park.position_of(a.tile)
            assert pos is not None
            self.park.remove(pos)
            riding = self.park.attractions.pop(pos, None)
            self.subs.append(("kitty", seat, top[2] - 1))
            self.subs.append(("place", seat, a.tile, "move", riding, pos))
            ev.append(
                Event("lift", f"{{P{seat}}} lifts {_tile_words(a.tile)}", seat, {"tile": a.tile, "from": list(pos)})
            )

    def _special(self, seat: int, a: Any, ev: list[Event]) -> None:
        if isinstance(a, A.Tricycle):
            self._use_token(seat, "tricycle")
            start = self._figure(seat)
            self.figures[seat] = a.pos
            self.trike = a.pos
            got = self._gain(seat, self.space_item(a.pos))
            ev.append(
                Event(
                    "tricycle",
                    f"{{P{seat}}} rides a tricycle to {a.pos[0]},{a.pos[1]}",
                    seat,
                    {"from": list(start), "to": list(a.pos), "item": got},
                )
            )
        elif isinstance(a, A.Butterfly):
            self._use_token(seat, "butterfly")
            self.subs.append(("butterfly", seat))
            ev.append(Event("special", f"{{P{seat}}} turns in a butterfly", seat, {"kind": "butterfly"}))
        elif isinstance(a, A.Exchange):
            self._use_token(seat, "exchange")
            self.subs.append(("exchange", seat, 6))
            ev.append(Event("special", f"{{P{seat}}} turns in an exchange", seat, {"kind": "exchange"}))
        elif isinstance(a, A.DrawAdventure):
            self._use_token(seat, "attraction")
            card = self.adv_piles[a.tier].pop(0)
            self.open[seat].append((card, a.side))
            self.subs.append(("discard", seat))
            ev.append(
                Event(
                    "draw-adventure",
                    f"{{P{seat}}} draws {ADVENTURES[card].name} ({a.side} side)",
                    seat,
                    {"card": card, "tier": a.tier, "side": a.side}, reveals=True,
                )
            )
        elif isinstance(a, A.Bench):
            self._use_token(seat, a.kind)
            self.asleep[seat] = False
            ev.append(
                Event(
                    "bench", f"{{P{seat}}} turns in {_a(a.kind)} on its bench side and wakes up", seat, {"kind": a.kind}
                )
            )
        elif isinstance(a, A.CharacterAction):
            self.asleep[seat] = True
            self._character(seat, a.detail, ev)

    def _character(self, seat: int, detail: str, ev: list[Event]) -> None:
        who, side = self.characters[seat], self.sides[seat]
        name = CHARACTERS[who].name
        words = detail.split()
        data: dict[str, Any] = {"character": who, "side": side, "detail": detail}
        text = f"{{P{seat}}} uses {name}'s action" + (f" ({detail})" if detail else "")
        if side == "explore":
            if who == "hello-kitty":
                self.subs.append(("kitty", seat, 2))
            elif who == "keroppi":
                self.max_steps += 2
            elif who == "my-melody":
                tile = self._draw_tile(seat, ev, to_hand=False)
                data["tile"] = tile
                if self.park.placements(tile):
                    self.subs.append(("place", seat, tile, "new", None))
                else:
                    self.boxed.append(tile)
                    text += f": {_tile_words(tile)} fits nowhere and leaves the game"
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
                self._gain(seat, item, 2)
                data.update(tile=tile, at=list(pos), item=item)
            elif who == "chococat":
                for item in words[1:]:
                    self._gain(seat, item)
                data["items"] = words[1:]
            elif who == "kuromi":
                other = int(words[1])
                mine = self._figure(seat)
                self.figures[seat], self.figures[other] = self.figures[other], mine
                data.update(other=other, item=self._gain(seat, self.space_item(self._figure(seat))))
        else:
            if who in ("hello-kitty", "my-melody"):
                old, tier, new_side = int(words[1]), words[3], words[4]
                cards = self.done[seat] if who == "hello-kitty" else self.open[seat]
                at = [c for c, _ in cards].index(old)
                card = self.adv_piles[tier].pop(0)
                self.adv_piles[ADVENTURES[old].tier].append(old)
                cards[at] = (card, new_side)
                data.update(old=old, new=card, side=new_side)
            elif who == "keroppi":
                self.wild_items += 3
            elif who == "chococat":
                self.choco = True
                if self.completed_now:
                    self._choco_bonus(seat, ev)
            elif who == "badtz-maru":
                self._pay(seat, words[0], 3)
                self.points[seat]["character"] += 2
            elif who == "kuromi":
                for item in ITEMS:
                    self._pay(seat, item)
                self.points[seat]["character"] += 3
        ev.append(Event("character", text, seat, data, reveals=True))

    # --- scoring -------------------------------------------------------------------

    def end_bonuses(self, seat: int) -> tuple[int, int]:
        """(Medium bonuses, Hard bonuses) of face-up cards; each Wild token counts as the best item."""
        done = self.done[seat]
        medium = _count(
            tuple(ADVENTURES[c].theme for c, s in done if s == "advanced" and ADVENTURES[c].tier == "medium")
        )
        hard = sum(
            sum(1 for d, _ in done if ADVENTURES[d].type == ADVENTURES[c].type)
            for c, s in done
            if s == "advanced" and ADVENTURES[c].tier == "hard"
        )
        wilds = self.held[seat].count("wild")
        have = self.items[seat]
        best = 0
        for spread in itertools.combinations_with_replacement(ITEMS, wilds):
            extra = _count(spread)
            best = max(best, sum(n * ((have[t] + extra.get(t, 0)) // 2) for t, n in medium.items()))
            if not medium:
                break
        return best, hard

    def breakdown(self, seat: int) -> list[tuple[str, float]]:
        pts = self.points[seat]
        medium, hard = self.end_bonuses(seat)
        total = pts["adventures"] + pts["easy"] + pts["character"] + medium + hard
        return [
            ("Adventures", pts["adventures"]),
            ("Easy bonuses", pts["easy"]),
            ("Medium bonuses", medium),
            ("Hard bonuses", hard),
            ("Character actions", pts["character"]),
            ("Total", total),
        ]

    def score(self, seat: int) -> int:
        pts = self.points[seat]
        return pts["adventures"] + pts["easy"] + pts["character"]

    def result(self) -> Result:
        parts = [self.breakdown(s) for s in range(self.num_players)]
        totals = [p[-1][1] for p in parts]
        keys = [(totals[s], len(self.done[s]), sum(self.items[s].values())) for s in range(self.num_players)]
        note = Result.tie_note(
            keys,
            ["tie on score broken by the most completed adventures",
             "tie on score and adventures broken by the most items left"],
            "tied on score, completed adventures and items left: the victory is shared",
        )
        return Result.ranked(keys, totals, parts, note)

    # --- copies, views, data ---------------------------------------------------------

    def clone(self) -> ParkState:
        o = ParkState.__new__(ParkState)
        self._copy_base(o)
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
            "turn": self.turn_no,
            "end_at": self.end_at,
            "over": self.over,
            "subs": [list(s) for s in self.subs],
            "moves": [
                self.steps,
                self.max_steps,
                self.wild_items,
                self.choco,
                self.completed_now,
                list(self.trike) if self.trike else None,
            ],
            "rng": hash(self.rng.getstate()),
        }

    def view(self, seat: int | None) -> ParkView:
        return ParkView(self, seat)


class ParkView(View):
    """What one seat knows: everything but other hands, the tile pile, the removed tiles,
    the attraction tokens still face down, and the adventures under the top of each pile."""

    def __init__(self, state: ParkState, seat: int | None) -> None:
        self.game_id, self.seat = DayAtTheParkGame.id, seat
        self._base = state.clone()
        s = self._base
        park = s.park
        self.looking_at_removed = bool(s.subs and s.subs[-1][0] == "butterfly" and s.subs[-1][1] == seat)
        self.park = [
            {
                "x": p[0],
                "y": p[1],
                "tile": tile_name(t),
                "item": ALL_TILES[t].item,
                "colour": ALL_TILES[t].colour,
                "edges": park.edges[p],
                "rotation": park.rotations[p],
                "attraction": p in park.attractions,
            }
            for p, t in sorted(park.tiles.items())
        ]
        self.players = [
            {
                "character": s.characters[p],
                "side": s.sides[p],
                "asleep": s.asleep[p],
                "figure": _as_list(s.figures[p]),
                "items": dict(s.items[p]),
                "attractions": sorted(s.held[p]),
                "open": [{"card": adventure_name(c), "side": side} for c, side in s.open[p]],
                "done": [{"card": adventure_name(c), "side": side} for c, side in s.done[p]],
                "score": s.score(p),
                "hand_size": len(s.hands[p]),
            }
            for p in range(s.num_players)
        ]
        self.hand = [tile_name(t) for t in s.hands[seat]] if seat is not None else []
        self.pile_tops = {t: adventure_name(p[0]) if p else None for t, p in s.adv_piles.items()}
        self._data: dict[str, Any] = {
            "to_act": list(s.to_act()),
            "step": s.step,
            "active": s.active,
            "turn": s.turn_no,
            "final_round": s.end_at is not None,
            "turns_left": (s.end_at - s.turn_no + 1) if s.end_at is not None else None,
            "over": s.over,
            "park": self.park,
            "players": self.players,
            "hand": self.hand,
            "tile_pile": len(s.pile),
            "removed": [tile_name(t) for t in sorted(s.removed)] if self.looking_at_removed else len(s.removed),
            "boxed": [tile_name(t) for t in s.boxed],
            "adventure_piles": {t: {"top": self.pile_tops[t], "size": len(p)} for t, p in s.adv_piles.items()},
            "attraction_pile": len(s.attr_pile),
            "supply": dict(s.supply),
            "pending": [self._sub_data(sub) for sub in s.subs],
            "move": {
                "steps": s.steps,
                "max_steps": s.max_steps,
                "wild_items": s.wild_items,
                "chococat": s.choco,
                "completed": s.completed_now,
            },
        }

    # Typed reading for the GUI; everything here is public or the seat's own.

    @property
    def step(self) -> str:
        return str(self._data["step"])

    @property
    def active(self) -> int:
        return int(self._data["active"])

    @property
    def pending(self) -> list[dict[str, Any]]:
        """Choices waiting to be settled, innermost last."""
        return list(self._data["pending"])

    def legal_placements(self, tile: int) -> list[tuple[int, int, int]]:
        """Where a tile could go now: (x, y, rotation)."""
        return self._base.park.placements(tile)

    def placement_problem(self, tile: int, pos: Pos, rotation: int) -> str | None:
        """Why a tile cannot go at `pos` turned `rotation`, or None."""
        return self._base.park.problem(tile, pos, rotation)

    def reachable(self, seat: int) -> dict[Pos, int]:
        """Spaces a figure can reach with the steps left, with the fewest steps to each."""
        return self._base.reachable(seat)

    def path_items(self, path: list[Pos]) -> list[str]:
        """Items a move through `path` would collect."""
        return self._base.path_items(path)

    @staticmethod
    def _sub_data(sub: Sub) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": sub[0], "seat": sub[1]}
        if sub[0] == "gain":
            data["items"] = list(sub[2])
        elif sub[0] == "place":
            data.update(tile=tile_name(sub[2]), mode=sub[3])
        elif sub[0] in ("bonus",):
            data["card"] = adventure_name(sub[2])
        elif sub[0] in ("exchange", "kitty"):
            data["left"] = sub[2]
        return data

    def to_dict(self) -> dict[str, Any]:
        return self._data

    def legal_actions(self) -> list[Any]:
        return [] if self.seat is None else self._base.legal_actions(self.seat)

    def determinize(self, rng: random.Random) -> GameState:
        s = self._base.clone()
        seat = self.seat
        # Park tiles nobody (or not this seat) has seen are dealt again from one pool.
        pool = list(s.pile)
        if not self.looking_at_removed:
            pool += s.removed
        others = [p for p in range(s.num_players) if p != seat]
        for p in others:
            pool += s.hands[p]
        # Shuffle from canonical orders, so the result never depends on the true hidden order.
        pool.sort(key=str)
        rng.shuffle(pool)
        s.pile = [pool.pop() for _ in s.pile]
        if not self.looking_at_removed:
            s.removed = [pool.pop() for _ in s.removed]
        for p in others:
            s.hands[p] = [pool.pop() for _ in s.hands[p]]
        # Face-down attractions on tiles and in the pile.
        tokens = sorted(list(s.attr_pile) + list(s.park.attractions.values()), key=str)
        rng.shuffle(tokens)
        for pos in sorted(s.park.attractions):
            s.park.attractions[pos] = tokens.pop()
        s.attr_pile = tokens
        # Adventures under the top card of each pile.
        for tier, cards in s.adv_piles.items():
            rest = sorted(cards[1:], key=str)
            rng.shuffle(rest)
            s.adv_piles[tier] = cards[:1] + rest
        s.rng = random.Random(rng.random())
        s._legal = {}
        return s


class DayAtTheParkGame(Game):
    id = "day-at-the-park"
    name = "Hello Kitty: Day at the Park"
    min_players, max_players = 2, 5
    designer = "Roberta Taylor"
    publisher = "Maestro Media"
    options: tuple[Option, ...] = ()
    bench_options: Mapping[str, Any] = {}
    setup_fields: Mapping[str, Any] = {
        "tile_pile": [int],
        "removed": [int],
        "adventures": {tier: [int] for tier in TIERS},
        "attractions": [str],
        "characters": [str],
    }

    def _new(self, n: int, options: dict[str, Any], seed: int, setup: Mapping[str, Any] | None) -> GameState:
        return ParkState(n, options, seed, setup)

    def parse_action(self, text: str) -> Any:
        return A.parse(text)


ParkState.game = register(DayAtTheParkGame())
