"""Rules of Hello Kitty: Day at the Park: setup, the four-step turn, special actions, scoring.

The turn is a state machine. `step` is where the active player is in the turn
(figure, place, move, complete, refill); `subs` is a stack of small pending choices
(an item to pick, a tile to place, a high five to answer …) that must be settled
before the turn goes on. Special actions are offered whenever no choice is pending.

`ParkState` holds the game and plays the turn's steps; its parts live beside it, as functions of
the state: the deal (`dealing`), the pending choices (`choices`), the special actions (`specials`)
and the characters' actions (`characters`), the scoring (`scoring`), the refusals (`refusals`),
and what a seat sees (`ParkView.of`).
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
    SeatChoice,
    Text,
    register,
    say,
    say_n,
)
from rules.core import seat_name as P

from . import actions as A
from . import characters, choices, refusals, scoring, specials
from .actions import ParkAction
from .data import (
    ADVENTURES,
    ALL_TILES,
    ATTRACTION_COUNT,
    ATTRACTIONS,
    BASE_STEPS,
    CHARACTER_SIDES,
    CHARACTERS,
    HAND_SIZE,
    ITEM_SUPPLY,
    ITEMS,
    SIDES,
    TIERS,
    TILE_IDS,
)
from .dealing import deal
from .events import (
    AdventureCompleted,
    AdventureDrawn,
    AttractionTaken,
    DayOver,
    FigurePlaced,
    HighFive,
    LastTileDrawn,
    MatchGained,
    NoTileFits,
    SetUp,
    StayedPut,
    Stepped,
    TileDrawn,
    TilePlaced,
    TurnBegun,
)
from .park import Park, Pos
from .pending import Pending, PendingKind
from .scoring import card_need
from .view import ParkView, Placed
from .words import (
    A_ITEM,
    A_TOKEN,
    CHARACTER_SIDE,
    SIDE,
    TIER,
    card_words,
    character_words,
    place_words,
    tile_words,
)

Card = tuple[int, str]  # (adventure number, side)


class ParkState(GameState[ParkAction, ParkView]):
    """A game of Day at the Park in progress."""

    # --- setup -------------------------------------------------------------------

    def __init__(self, n: int, options: Mapping[str, Any], seed: int, setup: Mapping[str, Any] | None) -> None:
        super().__init__(n, options, seed, setup)
        removed, pile, piles, attr, chars, start = deal(n, setup or {}, self.rng)
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
        #: Every tile placed from a hand, in order, with the table as it was (public; shared by clones).
        self.placed: tuple[Placed, ...] = ()
        self._reset_turn()
        self._legal: dict[int, list[ParkAction]] = {}

    def _reset_turn(self) -> None:
        self.steps = 0
        self.max_steps = BASE_STEPS
        self.wild_items = 0
        self.choco = 0  # Chococat's uses waiting for the turn's first completion to pay
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
            return choices.offered(self, self.subs[-1])
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
        out += specials.offered(self, seat)
        return out

    def _figure(self, seat: int) -> Pos:
        pos = self.figures[seat]
        assert pos is not None
        return pos

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
        return dict(card_need(card, side, self.free_item(seat)))

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

    # --- refusals ------------------------------------------------------------------

    def _why_illegal(self, seat: int, action: ParkAction) -> IllegalAction | None:
        if action in self.legal_actions(seat):
            return None
        return IllegalAction(refusals.reason(self, seat, action), refusals.rule_of(action))

    def why_incomplete(self, seat: int, partial: Partial[ParkAction]) -> IllegalAction:
        """A tile held over the park: why it cannot go there (or anywhere), in the rules' words."""
        if not isinstance(partial, A.PlaceTile):
            return super().why_incomplete(seat, partial)
        return refusals.misplaced(self, seat, partial)

    # --- applying ------------------------------------------------------------------

    def _apply(self, seat: int, action: ParkAction) -> list[Event]:
        self._legal = {}
        ev: list[Event] = []
        if isinstance(action, A.Start):
            self._do_start(seat, action, ev)
        elif self.subs:
            choices.resolve(self, seat, action, ev)
        else:
            self._do_step(seat, action, ev)
        self._settle(ev)
        return ev

    def _do_start(self, seat: int, a: A.Start, ev: list[Event]) -> None:
        self.sides[seat] = a.side
        self.open[seat] = [(card, side) for (card, _), side in zip(self.open[seat], a.adventure_sides, strict=True)]
        ev.append(
            Event.of(
                SetUp(seat, a.side, tuple(self.open[seat])),
                say("{player} starts with the {side} side of {character}", player=P(seat),
                    side=CHARACTER_SIDE[a.side], character=character_words(self.characters[seat])),
                seat,
            )
        )
        if all(self.sides):
            self.step = "figure"
            ev.append(Event.of(TurnBegun(self.active, 0), say("{player}'s turn", player=P(self.active)), self.active))

    def _do_step(self, seat: int, a: ParkAction, ev: list[Event]) -> None:
        if isinstance(a, A.Figure):
            self.figures[seat] = a.pos
            self.step = "place"
            ev.append(Event.of(FigurePlaced(seat, a.pos), say("{player} puts their figure on {tile}", player=P(seat),
                                                               tile=tile_words(self.park.tiles[a.pos])), seat))
        elif isinstance(a, A.Place):
            self._note_placed(seat, a.tile)
            self.hands[seat].remove(a.tile)
            self.step = "move"
            self._place_new(seat, a, ev)
        elif isinstance(a, A.Skip):
            self.step = "move"
            ev.append(Event.of(NoTileFits(seat), say("{player} has no tile that fits and places none",
                                                     player=P(seat)), seat))
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
            ev.append(Event.of(Stepped(seat, start, a.pos, got), text, seat))
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
                Event.of(
                    AdventureDrawn(seat, card, a.tier, a.side),
                    say("{player} draws the {tier} adventure {card} ({side} side)", player=P(seat),
                        tier=TIER[a.tier], card=card_words(card), side=SIDE[a.side]),
                    seat,
                    reveals=True,
                )
            )
        else:
            specials.use(self, seat, a, ev)

    def _note_placed(self, seat: int, tile: int) -> None:
        """Keep the public record of a tile placed from the hand, before the park changes."""
        park = self.park
        self.placed = (*self.placed, Placed(
            seat, tile, self.turn_no, len(self.hands[seat]),
            tuple((pos, t, r) for (pos, t), r in zip(park.tiles.items(), park.rotations.values(), strict=True)),
            self.figures[seat], tuple(self.items[seat][i] for i in ITEMS), tuple(self.open[seat]),
            tuple(self.supply[i] for i in ITEMS),
        ))

    def _place_new(self, seat: int, a: A.Place, ev: list[Event]) -> None:
        """A new tile joins the park: an attraction on it, and an item if its symbol matches a neighbour."""
        self.park.add(a.tile, a.pos, a.rotation)
        token = self.attr_pile.pop(0) if self.attr_pile else None
        if token is not None:
            self.park.attractions[a.pos] = token
        ev.append(
            Event.of(
                TilePlaced(seat, a.tile, a.pos, a.rotation, token is not None),
                say("{player} places {tile} {where}", player=P(seat), tile=tile_words(a.tile),
                    where=place_words(self.park.tiles, a.pos, a.tile)),
                seat,
            )
        )
        options = self.match_items(a.pos)
        options = tuple(i for i in options if self.supply[i])
        if len(options) == 1:
            got = options[0]
            self._gain(seat, got)
            ev.append(Event.of(MatchGained(seat, (got,)), say("{player} gains {item} for the match", player=P(seat),
                                                               item=A_ITEM[got]), seat))
        elif options:
            self.subs.append(Pending(PendingKind.GAIN, seat, items=options, origin=a.pos))

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
                Event.of(
                    StayedPut(seat, got),
                    say("{player} stays put and gains {item}", player=P(seat), item=A_ITEM[got]) if got
                    else say("{player} stays put", player=P(seat)),
                    seat,
                )
            )
        token = self.park.attractions.pop(pos, None) if pos != self.trike else None
        if token is not None:
            self.held[seat].append(token)
            ev.append(
                Event.of(
                    AttractionTaken(seat, pos, token),
                    say("{player} takes the token here: {token}", player=P(seat), token=A_TOKEN[token]),
                    seat,
                    reveals=True,
                )
            )
        self.step = "complete"
        order = [(seat + k) % self.num_players for k in range(1, self.num_players)]
        others = [s for s in order if self.figures[s] == pos]
        for target in reversed(others):
            self.subs += [Pending(PendingKind.REWARD, seat), Pending(PendingKind.REWARD, target),
                          Pending(PendingKind.HIGH_FIVE_STEP, target)]
        for target in others:
            ev.append(Event.of(HighFive(seat, target, pos), say("{player} gives {other} a high five", player=P(seat),
                                                                 other=P(target)), seat))

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
            Event.of(
                AdventureCompleted(seat, a.card, side, card.points, tuple(exact.items()), as_wild, tokens),
                say_n(card.points, "{player} completes {card} for {n} point",
                      "{player} completes {card} for {n} points", player=P(seat), card=card_words(a.card)),
                seat,
            )
        )
        if self.completed_now == 1:
            for _ in range(self.choco):
                characters.chococat_bonus(self, seat, ev)
            self.choco = 0
        if side == "advanced" and card.tier == "easy":
            # settled at once if nothing can be turned in
            self.subs.append(Pending(PendingKind.BONUS, seat, card=a.card))

    def _finish_completing(self, seat: int, ev: list[Event]) -> None:
        if len(self.hands[seat]) < HAND_SIZE and self.pile:
            self._draw_tile(seat, ev)
        if self.completed_now and len(self.open[seat]) < 3 and any(self.adv_piles.values()):
            self.step = "refill"
        else:
            self._last_moment(ev)

    def _last_moment(self, ev: list[Event]) -> None:
        """After the draw the turn goes on while special actions are still possible (the player ends it)."""
        if self.literal and specials.offered(self, self.active):
            self.step = "end"
        else:
            self._end_turn(ev)

    def _draw_tile(self, seat: int, ev: list[Event], to_hand: bool = True) -> int:
        tile = self.pile.pop(0)
        if to_hand:
            self.hands[seat].append(tile)
            ev.append(
                Event.of(
                    TileDrawn(seat, tile),
                    say("{player} draws {tile}", player=P(seat), tile=tile_words(tile)),
                    seat,
                    visible_to=frozenset({seat}),
                    public_text=say("{player} draws a park tile", player=P(seat)), reveals=True,
                )
            )
        if not self.pile and self.end_at is None:
            self.end_at = self.turn_no + self.num_players
            ev.append(Event.of(LastTileDrawn(seat), say("The last park tile is drawn: everyone gets one more turn"),
                               seat))
        return tile

    def _end_turn(self, ev: list[Event]) -> None:
        if self.end_at is not None and self.turn_no >= self.end_at:
            self.over = True
            ev.append(Event.of(DayOver(self.result()), say("The day at the park is over")))
            return
        self.turn_no += 1
        self.active = (self.active + 1) % self.num_players
        self._reset_turn()
        self.step = "figure" if self.figures[self.active] is None else "place"
        ev.append(Event.of(TurnBegun(self.active, self.turn_no), say("{player}'s turn", player=P(self.active)),
                           self.active))

    def _settle(self, ev: list[Event]) -> None:
        """Clear pending choices that offer nothing to choose, and close a finished refill."""
        choices.drop_settled(self)
        finished = len(self.open[self.active]) >= 3 or not any(self.adv_piles.values())
        if not self.subs and self.step == "refill" and not self.over and finished:
            self._last_moment(ev)
        elif not self.subs and self.step == "end" and not self.over and not specials.offered(self, self.active):
            self._end_turn(ev)  # nothing is left to do after the draw

    # --- scoring -------------------------------------------------------------------

    def end_bonuses(self, seat: int) -> tuple[int, int]:
        """(Medium bonuses, Hard bonuses) of face-up cards; each Wild token counts as the best item."""
        return scoring.end_bonuses(self, seat)

    def breakdown(self, seat: int) -> list[tuple[str | Text, float]]:
        """The parts of the seat's score as a scorepad lists them; they add up to the score."""
        return scoring.breakdown(self, seat)

    def score(self, seat: int) -> int:
        """Points on the score track so far (end-game bonuses come at the end)."""
        return scoring.score(self, seat)

    def result(self) -> Result:
        return scoring.result(self)

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
        o.placed = self.placed
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
            "subs": [[str(p.kind), p.seat, list(p.items), p.tile, str(p.mode or ""), p.token, _as_list(p.origin),
                      p.card, p.left] for p in self.subs],
            "moves": [
                self.steps,
                self.max_steps,
                self.wild_items,
                self.choco,
                self.completed_now,
                _as_list(self.trike),
            ],
            "placed": [p.to_dict() for p in self.placed],
            "rng": hash(self.rng.getstate()),
        }

    def view(self, seat: int | None) -> ParkView:
        """What `seat` knows: everything but other hands, the tile pile, the removed tiles (unless a
        Butterfly lets it look), the attraction tokens still face down and the adventures under the
        top of each pile; and the facts a table shows, worked out by the rules."""
        return ParkView.of(self, seat)

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
        s.park = Park.laid((sp.pos, sp.tile, sp.rotation) for sp in v.park)
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
        s.placed = v.placed
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
    #: Player Setup: each player picks a character.
    seat_choice = SeatChoice(say("Character"), "characters", tuple((k, c.name) for k, c in CHARACTERS.items()))
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
