"""The moves of Day at the Park and their notation.

A turn is a sequence of small actions, each a frozen dataclass whose `str()` is
its notation and which `parse` reads back. Positions are "x,y" (y grows downward),
rotations r0/r90/r180/r270 clockwise, tiles and adventures by number.

    start explore standard advanced standard   setup: character side, then the 3 adventure sides
    figure at 1,0                               first turn: put the figure on a space
    place 17 at 3,-1 r90 | skip                 step 1 (skip only when no hand tile fits)
    gain bird | gain bird note                  pick the item(s) to gain
    step 2,0 | stop                             step 2, one space at a time
    high-five step 1,1 | reward attraction|nap  answering a high five
    complete 12 [using bird,note] [wild 1] | bonus 2 [using note] [wild 1] | done     step 3
    refill easy advanced | done                 step 4 (done: end the turn after special actions)
    tricycle 2,0 | butterfly | take 5 | exchange | trade note for bird
    attraction hard standard | discard 12 | bench wild
    character [remove 17 | gather bird note | switch 1 | swap 12 for easy advanced | bird [wild 1]
               | wild note bird] | lift 17                the face-up character action (`CharacterUse`)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from rules.core import Action, BadNotation

from .data import ATTRACTIONS, CHARACTER_SIDES, ITEMS, SIDES, TIERS

Pos = tuple[int, int]


def _pos(p: Pos) -> str:
    return f"{p[0]},{p[1]}"


@dataclass(frozen=True)
class Start:
    """Setup choices: the character side that starts face up and the side of each starting adventure."""

    side: str
    adventure_sides: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join(("start", self.side, *self.adventure_sides))


@dataclass(frozen=True)
class Figure:
    """First turn: put the character figure on any space."""

    pos: Pos

    def __str__(self) -> str:
        return f"figure at {_pos(self.pos)}"


@dataclass(frozen=True)
class Place:
    tile: int
    pos: Pos
    rotation: int

    def __str__(self) -> str:
        return f"place {self.tile} at {_pos(self.pos)} r{self.rotation}"


@dataclass(frozen=True)
class Skip:
    """Step 1 when no tile in hand fits anywhere."""

    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True)
class Gain:
    """Choose the item(s) to gain (placement match, Butterfly)."""

    items: tuple[str, ...]

    def __str__(self) -> str:
        return "gain " + " ".join(self.items)


@dataclass(frozen=True)
class Step:
    pos: Pos

    def __str__(self) -> str:
        return f"step {_pos(self.pos)}"


@dataclass(frozen=True)
class Stop:
    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class HighFiveStep:
    pos: Pos

    def __str__(self) -> str:
        return f"high-five step {_pos(self.pos)}"


@dataclass(frozen=True)
class Reward:
    """After a high five: draw an attraction or wake the nap token."""

    kind: str  # "attraction" or "nap"

    def __str__(self) -> str:
        return f"reward {self.kind}"


@dataclass(frozen=True)
class Complete:
    """Complete an adventure. `using` names items turned in as wild (Keroppi's action), `wilds` the Wild
    attraction tokens turned in; the rest is paid with exactly the items the card shows."""

    card: int
    wilds: int = 0
    using: tuple[str, ...] = ()

    def __str__(self) -> str:
        text = f"complete {self.card}"
        if self.using:
            text += " using " + ",".join(self.using)
        return text + (f" wild {self.wilds}" if self.wilds else "")


@dataclass(frozen=True)
class Bonus:
    """Advanced Easy card: turn in this many extra theme items for +1 each. Of them, `wilds` may be
    Wild tokens and `using` items used as wild (Keroppi's scoring side), each standing for one theme item."""

    count: int
    wilds: int = 0
    using: tuple[str, ...] = ()

    def __str__(self) -> str:
        text = f"bonus {self.count}"
        if self.using:
            text += " using " + ",".join(self.using)
        return text + (f" wild {self.wilds}" if self.wilds else "")


@dataclass(frozen=True)
class Done:
    """End the current step (Complete Adventures, Exchange, Hello Kitty's tile moves)."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Refill:
    tier: str
    side: str

    def __str__(self) -> str:
        return f"refill {self.tier} {self.side}"


@dataclass(frozen=True)
class Tricycle:
    pos: Pos

    def __str__(self) -> str:
        return f"tricycle {_pos(self.pos)}"


@dataclass(frozen=True)
class Butterfly:
    def __str__(self) -> str:
        return "butterfly"


@dataclass(frozen=True)
class Take:
    """Butterfly: take one of the tiles removed at setup to place it."""

    tile: int

    def __str__(self) -> str:
        return f"take {self.tile}"


@dataclass(frozen=True)
class Exchange:
    def __str__(self) -> str:
        return "exchange"


@dataclass(frozen=True)
class Trade:
    give: str
    get: str

    def __str__(self) -> str:
        return f"trade {self.give} for {self.get}"


@dataclass(frozen=True)
class DrawAdventure:
    """The Attraction attraction: draw an adventure from a pile, choosing its side."""

    tier: str
    side: str

    def __str__(self) -> str:
        return f"attraction {self.tier} {self.side}"


@dataclass(frozen=True)
class Discard:
    card: int

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Bench:
    """Turn in any attraction token on its bench side: wake the nap token."""

    kind: str

    def __str__(self) -> str:
        return f"bench {self.kind}"


@dataclass(frozen=True)
class Lift:
    """Hello Kitty: pick up an unoccupied tile to move it."""

    tile: int

    def __str__(self) -> str:
        return f"lift {self.tile}"


# --- how the face-up character action is used (its `detail`) ------------------------------


@dataclass(frozen=True)
class AsPrinted:
    """Nothing to choose: the action does what the card says."""

    def __str__(self) -> str:
        return ""


@dataclass(frozen=True)
class RemoveTile:
    """Badtz-maru (explore): remove this tile from the park and gain 2 of its item."""

    tile: int

    def __str__(self) -> str:
        return f"remove {self.tile}"


@dataclass(frozen=True)
class Gather:
    """Chococat (explore): gain the items of (up to) two spaces next to the figure."""

    items: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join(("gather", *self.items))


@dataclass(frozen=True)
class SwitchPlaces:
    """Kuromi (explore): swap places with the figure of `seat`."""

    seat: int

    def __str__(self) -> str:
        return f"switch {self.seat}"


@dataclass(frozen=True)
class SwapAdventure:
    """Hello Kitty or My Melody (scoring): `card` goes under its pile for the top `tier` card, `side` up."""

    card: int
    tier: str
    side: str

    def __str__(self) -> str:
        return f"swap {self.card} for {self.tier} {self.side}"


@dataclass(frozen=True)
class ThreeOfAKind:
    """Badtz-maru (scoring): turn in 3 of `item` for points, `wilds` of them Wild tokens."""

    item: str
    wilds: int = 0

    def __str__(self) -> str:
        return f"{self.item} wild {self.wilds}" if self.wilds else self.item


@dataclass(frozen=True)
class OneOfEach:
    """Kuromi (scoring): turn in one of each item for points, a Wild token standing in for each of
    `stand_in` (with no stand-in the action is `AsPrinted`)."""

    stand_in: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join(("wild", *self.stand_in))


#: The ways a character action is used; `str()` is the notation after "character".
CharacterUse: TypeAlias = AsPrinted | RemoveTile | Gather | SwitchPlaces | SwapAdventure | ThreeOfAKind | OneOfEach


@dataclass(frozen=True)
class CharacterAction:
    """The character card's face-up action; `detail` says how it is used (`AsPrinted` when nothing to choose)."""

    detail: CharacterUse = AsPrinted()

    def __str__(self) -> str:
        words = str(self.detail)
        return f"character {words}" if words else "character"


#: Every move of the game.
ParkAction: TypeAlias = (
    Start | Figure | Place | Skip | Gain | Step | Stop | HighFiveStep | Reward | Complete | Bonus | Done | Refill
    | Tricycle | Butterfly | Take | Exchange | Trade | DrawAdventure | Discard | Bench | Lift | CharacterAction
)


@dataclass(frozen=True)
class PlaceTile:
    """A tile being placed on the table, not yet put down: picked up, perhaps turned, perhaps over a space.

    The rules answer for it (`GameState.completions`, `why_not_yet`): where it can still go.
    """

    tile: int
    rotation: int | None = None
    pos: Pos | None = None

    def admits(self, action: Action) -> bool:
        return (
            isinstance(action, Place)
            and action.tile == self.tile
            and (self.rotation is None or action.rotation == self.rotation)
            and (self.pos is None or action.pos == self.pos)
        )


_SIMPLE: dict[str, ParkAction] = {
    "skip": Skip(), "stop": Stop(), "done": Done(), "butterfly": Butterfly(), "exchange": Exchange(),
}


def _read_pos(text: str) -> Pos:
    x, y = text.split(",")
    return int(x), int(y)


def _read_wilds(more: list[str]) -> tuple[tuple[str, ...], int]:
    """The optional "using a,b" and "wild n" that follow a payment."""
    using: tuple[str, ...] = ()
    wilds = 0
    if more[:1] == ["using"] and len(more) >= 2:
        using = tuple(more[1].split(","))
        if not all(i in ITEMS for i in using):
            raise ValueError(more[1])
        more = more[2:]
    if more[:1] == ["wild"] and len(more) == 2 and int(more[1]) > 0:
        wilds = int(more[1])
        more = []
    if more:
        raise ValueError(" ".join(more))
    return using, wilds


def _read_complete(rest: list[str]) -> Complete:
    using, wilds = _read_wilds(rest[1:])
    return Complete(int(rest[0]), wilds, using)


def _read_bonus(rest: list[str]) -> Bonus:
    using, wilds = _read_wilds(rest[1:])
    return Bonus(int(rest[0]), wilds, using)


def _read_character_use(rest: list[str]) -> CharacterUse:
    """What follows "character" (see `CharacterUse`); ValueError when it is none of them."""
    head, more = (rest[0], rest[1:]) if rest else ("", [])
    if not rest:
        return AsPrinted()
    if head == "remove" and len(more) == 1:
        return RemoveTile(int(more[0]))
    if head == "gather" and 1 <= len(more) <= 2 and all(i in ITEMS for i in more):
        return Gather(tuple(more))
    if head == "switch" and len(more) == 1:
        return SwitchPlaces(int(more[0]))
    if head == "swap" and len(more) == 4 and more[1] == "for" and more[2] in TIERS and more[3] in SIDES:
        return SwapAdventure(int(more[0]), more[2], more[3])
    if head in ITEMS and (not more or (len(more) == 2 and more[0] == "wild" and int(more[1]) > 0)):
        return ThreeOfAKind(head, int(more[1]) if more else 0)
    if head == "wild" and all(i in ITEMS for i in more):
        return OneOfEach(tuple(more))
    raise ValueError(" ".join(rest))


def parse(text: str) -> ParkAction:
    """Read one action from its notation; BadNotation when it is not one."""
    words = text.strip().lower().split()
    if not words:
        raise BadNotation(text, "a move such as 'place 17 at 2,0 r90' or 'stop'")
    head, rest = words[0], words[1:]
    try:
        if len(words) == 1 and head in _SIMPLE:
            return _SIMPLE[head]
        if head == "start" and len(rest) == 4 and rest[0] in CHARACTER_SIDES and all(s in SIDES for s in rest[1:]):
            return Start(rest[0], tuple(rest[1:]))
        if head == "figure" and len(rest) == 2 and rest[0] == "at":
            return Figure(_read_pos(rest[1]))
        if head == "place" and len(rest) == 4 and rest[1] == "at" and rest[3][:1] == "r":
            return Place(int(rest[0]), _read_pos(rest[2]), int(rest[3][1:]))
        if head == "gain" and 1 <= len(rest) <= 2 and all(i in ITEMS for i in rest):
            return Gain(tuple(rest))
        if head == "step" and len(rest) == 1:
            return Step(_read_pos(rest[0]))
        if head == "high-five" and len(rest) == 2 and rest[0] == "step":
            return HighFiveStep(_read_pos(rest[1]))
        if head == "reward" and rest in (["attraction"], ["nap"]):
            return Reward(rest[0])
        if head == "complete" and rest:
            return _read_complete(rest)
        if head == "bonus" and rest:
            return _read_bonus(rest)
        if head == "refill" and len(rest) == 2 and rest[0] in TIERS and rest[1] in SIDES:
            return Refill(rest[0], rest[1])
        if head == "tricycle" and len(rest) == 1:
            return Tricycle(_read_pos(rest[0]))
        if head == "take" and len(rest) == 1:
            return Take(int(rest[0]))
        if head == "trade" and len(rest) == 3 and rest[1] == "for" and rest[0] in ITEMS and rest[2] in ITEMS:
            return Trade(rest[0], rest[2])
        if head == "attraction" and len(rest) == 2 and rest[0] in TIERS and rest[1] in SIDES:
            return DrawAdventure(rest[0], rest[1])
        if head == "discard" and len(rest) == 1:
            return Discard(int(rest[0]))
        if head == "bench" and len(rest) == 1 and rest[0] in ATTRACTIONS:
            return Bench(rest[0])
        if head == "lift" and len(rest) == 1:
            return Lift(int(rest[0]))
        if head == "character":
            return CharacterAction(_read_character_use(rest))
    except ValueError:
        pass
    raise BadNotation(text, "a Day at the Park move such as 'place 17 at 2,0 r90', 'step 1,0' or 'stop'")
