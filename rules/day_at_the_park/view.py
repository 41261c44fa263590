"""What one seat knows about a game of Day at the Park, as plain immutable values.

A view holds the public state and the seat's own tiles, and the facts a table shows that the
rules work out (where a figure can go and in how many steps, what each open adventure still
takes, what each completed card adds at the end, the parts of every score). It holds no state:
`ParkState.from_view` deals a full state afresh from these values alone.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.core import Text, View, say

from . import actions as A
from .actions import ParkAction
from .data import ADVENTURES, ALL_TILES, ITEMS, adventure_name, tile_name
from .park import Park, neighbours
from .pending import Pending, PendingKind
from .scoring import breakdown, card_bonuses, card_need, score
from .words import effect_words, stand_in_words

if TYPE_CHECKING:
    from .state import ParkState

Pos = tuple[int, int]
OptionValue = bool | int | str | None


@dataclass(frozen=True)
class Space:
    """One space of the park: its tile (negative: a quarter of the start tile), symbol and edges."""

    pos: Pos
    tile: int
    item: str
    colour: str
    edges: str  # N, E, S, W as laid: "G" garden, "F" field ("-" inside the start tile)
    rotation: int
    attraction: bool  # a face-down attraction token lies here


@dataclass(frozen=True)
class CardView:
    """An adventure in front of a player.

    For an open card, `cost` is what completing it turns in from the player's items now (the
    symbol under the figure, `free`, already counted) and `short` how many of those are missing;
    for a completed card, `bonus` is what its face-up Medium or Hard bonus adds at the end.
    """

    card: int
    side: str
    cost: tuple[str, ...] = ()
    free: str | None = None
    short: int = 0
    bonus: int = 0


@dataclass(frozen=True)
class SeatView:
    character: str
    side: str | None  # the character card's face-up side (None before setup)
    asleep: bool  # nap token on Zzz
    figure: Pos | None
    items: tuple[int, ...]  # counts in ITEMS order
    attractions: tuple[str, ...]  # face-up tokens held, sorted
    open: tuple[CardView, ...]
    done: tuple[CardView, ...]
    score: int  # on the score track so far
    track: tuple[int, int, int]  # of that: adventures, Easy bonuses, character actions
    breakdown: tuple[tuple[Text, int], ...]  # the parts of the score if the game ended now
    hand_size: int

    def count(self, item: str) -> int:
        return self.items[ITEMS.index(item)]

    @property
    def total(self) -> int:
        """The score with the end-game bonuses as they stand."""
        return sum(v for _, v in self.breakdown)

    def points(self) -> dict[str, int]:
        """The three kinds of points on the track (adventures, easy bonuses, character actions)."""
        return dict(zip(("adventures", "easy", "character"), self.track, strict=True))

    @staticmethod
    def of(s: ParkState, p: int) -> SeatView:
        """Seat `p` as every seat sees it."""
        free = s.free_item(p)
        bonuses = card_bonuses(s, p)
        have = s.items[p]
        opened = []
        for c, side in s.open[p]:
            cost, need, frees = _card_cost(c, side, free)
            short = sum(max(0, n - have[i]) for i, n in need)
            opened.append(CardView(c, side, cost, free if frees else None, short, 0))
        done = tuple(CardView(c, side, (), None, 0, bonuses.get(c, 0)) for c, side in s.done[p])
        points = s.points[p]
        return SeatView(
            character=s.characters[p],
            side=s.sides[p],
            asleep=s.asleep[p],
            figure=s.figures[p],
            items=tuple(have[i] for i in ITEMS),
            attractions=tuple(sorted(s.held[p])),
            open=tuple(opened),
            done=done,
            score=score(s, p),
            track=(points["adventures"], points["easy"], points["character"]),
            breakdown=tuple((say(str(label)) if isinstance(label, str) else label, int(v))
                            for label, v in breakdown(s, p, bonuses)),
            hand_size=len(s.hands[p]),
        )


@functools.lru_cache(maxsize=1024)
def _card_cost(card: int, side: str, free: str | None) -> tuple[tuple[str, ...], tuple[tuple[str, int], ...], bool]:
    """An open card's cost to turn in (`card_need`) as items in ITEMS order, what it needs by item, and
    whether `free`, the symbol under the figure, counts toward it (kept, as `card_need` is)."""
    need = card_need(card, side, free)
    counts = dict(need)
    return tuple(i for i in ITEMS for _ in range(counts.get(i, 0))), need, free in ADVENTURES[card].cost_of(side)


@dataclass(frozen=True)
class PileView:
    tier: str
    top: int | None  # the top card shows its standard side
    size: int


@dataclass(frozen=True)
class TurnView:
    """The active player's move this turn."""

    steps: int
    max_steps: int
    wild_items: int  # items Keroppi may still use as wild
    chococat: int  # Chococat's uses waiting for an adventure to be completed this turn
    completed: int
    trike: Pos | None


@dataclass(frozen=True)
class Placed:
    """A tile a player placed from their hand, as everyone at the table saw it, with what the table
    showed just before: the choice it was, for a bot that weighs what the player may still hold."""

    seat: int
    tile: int
    turn: int
    hand: int  # tiles the player held just before placing: the others stayed in hand
    park: tuple[tuple[Pos, int, int], ...]  # (space, tile, rotation) of every tile in the park just before
    figure: Pos | None  # the player's figure
    items: tuple[int, ...]  # the player's items, in ITEMS order
    open: tuple[tuple[int, str], ...]  # the player's open adventures (card, side)
    supply: tuple[int, ...]  # the items left in the supply, in ITEMS order

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "tile": tile_name(self.tile), "turn": self.turn, "hand": self.hand}


@dataclass(frozen=True)
class ParkView(View[ParkAction]):
    seat: int | None
    options: tuple[tuple[str, OptionValue], ...]
    acting: tuple[int, ...]
    step: str
    active: int
    start_player: int
    turn: int
    end_at: int | None
    over: bool
    park: tuple[Space, ...]
    frontier: tuple[Pos, ...]  # empty spaces touching the park: where a tile could go
    players: tuple[SeatView, ...]
    hand: tuple[int, ...]  # the seat's own tiles
    tile_pile: int
    removed: tuple[int, ...]  # the tiles removed at setup, while a Butterfly lets this seat look
    removed_count: int
    boxed: tuple[int, ...]
    piles: tuple[PileView, ...]
    attraction_pile: int
    supply: tuple[int, ...]
    pending: tuple[Pending, ...]  # choices waiting to be settled, innermost last
    move: TurnView
    reach: tuple[tuple[Pos, int], ...]  # spaces the seat's figure can reach now, with the fewest steps
    placed: tuple[Placed, ...]  # every tile placed from a hand so far, in order (public)
    game_id: str = "day-at-the-park"

    @staticmethod
    def of(s: ParkState, seat: int | None) -> ParkView:
        """What `seat` knows: everything but other hands, the tile pile, the removed tiles (unless a
        Butterfly lets it look), the attraction tokens still face down and the adventures under the
        top of each pile; and the facts a table shows, worked out by the rules."""
        park = s.park
        looking = bool(s.subs and s.subs[-1].kind == PendingKind.BUTTERFLY and s.subs[-1].seat == seat)
        spaces = tuple(
            Space(p, t, ALL_TILES[t].item, ALL_TILES[t].colour, park.edges[p], park.rotations[p],
                  p in park.attractions)
            for p, t in sorted(park.tiles.items())
        )
        players = tuple(SeatView.of(s, p) for p in range(s.num_players))
        reach: tuple[tuple[Pos, int], ...] = ()
        if seat is not None and seat == s.active and s.step == "move" and not s.subs:
            reach = tuple(sorted(s.reachable(seat).items()))
        return ParkView(
            seat=seat,
            options=tuple(sorted(s.options.items())),
            acting=s.to_act(),
            step=s.step,
            active=s.active,
            start_player=s.start_player,
            turn=s.turn_no,
            end_at=s.end_at,
            over=s.over,
            park=spaces,
            frontier=tuple(sorted(park.frontier)),
            players=players,
            hand=tuple(s.hands[seat]) if seat is not None else (),
            tile_pile=len(s.pile),
            removed=tuple(sorted(s.removed)) if looking else (),
            removed_count=len(s.removed),
            boxed=tuple(s.boxed),
            piles=tuple(PileView(t, p[0] if p else None, len(p)) for t, p in s.adv_piles.items()),
            attraction_pile=len(s.attr_pile),
            supply=tuple(s.supply[i] for i in ITEMS),
            pending=tuple(Pending(p.kind, p.seat, p.items, p.tile, p.mode, None, p.riding, p.origin, p.card, p.left)
                          for p in s.subs),
            move=TurnView(s.steps, s.max_steps, s.wild_items, s.choco, s.completed_now, s.trike),
            reach=reach,
            placed=s.placed,
        )

    # --- the protocol -----------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return self.acting

    def seat_count(self) -> int:
        return len(self.players)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "options": dict(self.options),
            "to_act": list(self.acting),
            "step": self.step,
            "active": self.active,
            "start_player": self.start_player,
            "turn": self.turn,
            "end_at": self.end_at,
            "over": self.over,
            "park": [[s.pos[0], s.pos[1], tile_name(s.tile), s.item, s.colour, s.edges, s.rotation, s.attraction]
                     for s in self.park],
            "frontier": [list(p) for p in self.frontier],
            "players": [_seat_dict(p) for p in self.players],
            "hand": [tile_name(t) for t in self.hand],
            "tile_pile": self.tile_pile,
            "removed": [tile_name(t) for t in self.removed],
            "removed_count": self.removed_count,
            "boxed": [tile_name(t) for t in self.boxed],
            "adventure_piles": {p.tier: {"top": adventure_name(p.top) if p.top is not None else None, "size": p.size}
                                for p in self.piles},
            "attraction_pile": self.attraction_pile,
            "supply": dict(zip(ITEMS, self.supply, strict=True)),
            "pending": [{"kind": str(p.kind), "seat": p.seat, "items": list(p.items),
                         "tile": tile_name(p.tile) if p.tile is not None else None, "mode": str(p.mode or ""),
                         "riding": p.riding,
                         "card": adventure_name(p.card) if p.card is not None else None, "left": p.left}
                        for p in self.pending],
            "move": {"steps": self.move.steps, "max_steps": self.move.max_steps, "wild_items": self.move.wild_items,
                     "chococat": self.move.chococat, "completed": self.move.completed,
                     "trike": list(self.move.trike) if self.move.trike else None},
            "reach": [[p[0], p[1], d] for p, d in self.reach],
            "placed": [p.to_dict() for p in self.placed],
        }

    # --- what a table asks ---------------------------------------------------------------

    @property
    def final_round(self) -> bool:
        return self.end_at is not None

    @property
    def turns_left(self) -> int | None:
        """Turns still to play once the last tile is drawn (this one included)."""
        return None if self.end_at is None else self.end_at - self.turn + 1

    @property
    def steps_left(self) -> int:
        return self.move.max_steps - self.move.steps

    def score_of(self, seat: int) -> int:
        """The score a table shows for `seat`: the score track's during the game; once it is over, the final
        score, with the end-game bonuses the track never holds (what the end screen ranks by)."""
        player = self.players[seat]
        return player.total if self.over else player.score

    def space(self, pos: Pos) -> Space | None:
        for s in self.park:
            if s.pos == pos:
                return s
        return None

    def me(self) -> SeatView | None:
        return self.players[self.seat] if self.seat is not None else None

    def reachable(self) -> dict[Pos, int]:
        """Spaces the seat's figure can reach with the steps left this turn, with the fewest steps to each."""
        return dict(self.reach)

    def path_steps(self, path: tuple[Pos, ...] | list[Pos]) -> tuple[Pos, ...]:
        """Where a move planned along `path` (the spaces entered, in order) may go next: the park spaces
        next to its end, while steps are left; nothing if the path itself cannot be walked."""
        me = self.me()
        if me is None or me.figure is None or not self.reach:
            return ()
        here = me.figure
        cells = {s.pos for s in self.park}
        for q in path:
            if q not in cells or q not in neighbours(here):
                return ()
            here = q
        if len(path) >= self.steps_left:
            return ()
        return tuple(q for q in neighbours(here) if q in cells)

    def path_items(self, path: tuple[Pos, ...] | list[Pos]) -> tuple[str, ...]:
        """The items a move along `path` collects: one for each space entered."""
        items = {s.pos: s.item for s in self.park}
        return tuple(items[p] for p in path if p in items)

    def legal_placements(self, tile: int) -> list[tuple[int, int, int]]:
        """Where a tile could go in the park as it is: (x, y, rotation)."""
        return self._park().placements(tile)

    def _park(self) -> Park:
        return Park.laid((s.pos, s.tile, s.rotation) for s in self.park)

    @staticmethod
    def effect(action: ParkAction) -> Text | None:
        """A move that scores, in the rules' words with the points they award (None if it scores nothing)."""
        return effect_words(action)

    @staticmethod
    def stand_ins(action: ParkAction) -> Text | None:
        """What stands in for items when a payment turns items in (Wild tokens, items used as wild)."""
        if isinstance(action, A.Complete | A.Bonus):
            return stand_in_words(action.wilds, action.using)
        return None


def _seat_dict(p: SeatView) -> dict[str, Any]:
    return {
        "character": p.character,
        "side": p.side,
        "asleep": p.asleep,
        "figure": list(p.figure) if p.figure else None,
        "items": dict(zip(ITEMS, p.items, strict=True)),
        "attractions": list(p.attractions),
        "open": [{"card": adventure_name(c.card), "side": c.side, "cost": list(c.cost), "free": c.free,
                  "short": c.short} for c in p.open],
        "done": [{"card": adventure_name(c.card), "side": c.side, "bonus": c.bonus} for c in p.done],
        "score": p.score,
        "track": list(p.track),
        "breakdown": [[str(label), v] for label, v in p.breakdown],
        "hand_size": p.hand_size,
    }
