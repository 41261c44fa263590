"""What a turn of Day at the Park does, as typed event payloads (the table animates them).

Park tiles and adventure cards are named by their numbers, items, attraction tokens, characters,
tiers and sides by the words the rules use ("cupcake", "tricycle", "keroppi", "easy", "advanced");
a place in the park is its (column, row). `start` is where a figure or tile was, `to` where a figure
went, `at` where a tile or token is. A field named `tile` always holds a tile's number (the tests
look for a hidden hand's tiles under that name).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from rules.core import Payload, Result

from .actions import CharacterUse, Pos

# --- setting up and taking turns ------------------------------------------------------------


@dataclass(frozen=True)
class SetUp(Payload):
    """Player Setup: the side of the character card that starts face up, and the three adventures
    with the side each shows, (card, side)."""

    seat: int
    side: str
    adventures: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class TurnBegun(Payload):
    """A player's turn begins (`turn` counts from 0 for the first one)."""

    seat: int
    turn: int


@dataclass(frozen=True)
class FigurePlaced(Payload):
    """First turn: the player puts their figure on a space of the park."""

    seat: int
    at: Pos


@dataclass(frozen=True)
class TilePlaced(Payload):
    """A new tile joins the park (from the hand, a Butterfly or My Melody); `attraction` says whether
    an attraction token went onto it, bench side up."""

    seat: int
    tile: int
    at: Pos
    rotation: int
    attraction: bool


@dataclass(frozen=True)
class NoTileFits(Payload):
    """Neither tile in the hand fits anywhere: the player places none."""

    seat: int


@dataclass(frozen=True)
class MatchGained(Payload):
    """Getting an Item: the placed tile's symbol matched a touching tile's; `items` is what the supply
    gave (empty when it had none left)."""

    seat: int
    items: tuple[str, ...]


@dataclass(frozen=True)
class Stepped(Payload):
    """Moving Through the Park: one space, and the item gained there (None when the supply had none)."""

    seat: int
    start: Pos
    to: Pos
    item: str | None


@dataclass(frozen=True)
class StayedPut(Payload):
    """The player chose not to move and gains the item of their space (None when the supply had none)."""

    seat: int
    item: str | None


@dataclass(frozen=True)
class AttractionTaken(Payload):
    """Taking an Attraction: the token where the move ended is taken and turned over."""

    seat: int
    at: Pos
    token: str


@dataclass(frozen=True)
class HighFive(Payload):
    """Giving a High Five: the move ended on `other`'s space."""

    seat: int
    other: int
    at: Pos


@dataclass(frozen=True)
class HighFiveStep(Payload):
    """The player given a high five moves one space away."""

    seat: int
    start: Pos
    to: Pos


@dataclass(frozen=True)
class AttractionDrawn(Payload):
    """A high five's reward: one attraction token from the pile."""

    seat: int
    token: str


@dataclass(frozen=True)
class NapTokenWoken(Payload):
    """A high five's reward: the nap token flips back to its blank side."""

    seat: int


# --- completing adventures, drawing ----------------------------------------------------------


@dataclass(frozen=True)
class AdventureCompleted(Payload):
    """Complete Adventures: the card (on `side`) scores `points`. `paid` is what its own symbols took
    from the items, (item, count); `wild_items` items stood in as wild, `wild_tokens` Wild tokens."""

    seat: int
    card: int
    side: str
    points: int
    paid: tuple[tuple[str, int], ...]
    wild_items: int
    wild_tokens: int


@dataclass(frozen=True)
class EasyBonus(Payload):
    """An easy adventure's scoring bonus: `items` more theme items turned in for as many `points`."""

    seat: int
    card: int
    items: int
    points: int


@dataclass(frozen=True)
class ChococatScored(Payload):
    """Chococat's scoring side pays once an adventure is completed this turn."""

    seat: int
    points: int


@dataclass(frozen=True)
class TileDrawn(Payload):
    """Draw New Tile: the tile goes to the player's hand (only they see which)."""

    seat: int
    tile: int


@dataclass(frozen=True)
class LastTileDrawn(Payload):
    """Game End: the last park tile is drawn, and everyone gets one more turn."""

    seat: int


@dataclass(frozen=True)
class AdventureDrawn(Payload):
    """Draw New Cards: an adventure from the `tier` pile, placed `side` up."""

    seat: int
    card: int
    tier: str
    side: str


@dataclass(frozen=True)
class DayOver(Payload):
    """The game ends, with the final standings."""

    result: Result


# --- attraction actions ----------------------------------------------------------------------


@dataclass(frozen=True)
class TricycleRidden(Payload):
    """Tricycle: the figure moves to any space and gains its item (None when the supply had none)."""

    seat: int
    start: Pos
    to: Pos
    item: str | None


@dataclass(frozen=True)
class ButterflyTurnedIn(Payload):
    """Butterfly: the player may now look through the tiles removed at setup (news to them alone)."""

    seat: int


@dataclass(frozen=True)
class RemovedTileTaken(Payload):
    """Butterfly: a tile removed at setup is taken to be placed."""

    seat: int
    tile: int


@dataclass(frozen=True)
class ButterflyGained(Payload):
    """Butterfly: any two items instead of a tile (`items` is what the supply gave)."""

    seat: int
    items: tuple[str, ...]


@dataclass(frozen=True)
class ExchangeTurnedIn(Payload):
    """Exchange: up to six trades follow."""

    seat: int


@dataclass(frozen=True)
class Traded(Payload):
    """Exchange: one item traded in for another."""

    seat: int
    give: str
    get: str


@dataclass(frozen=True)
class ExtraAdventureDrawn(Payload):
    """Attraction: one more adventure from the `tier` pile, placed `side` up (a discard follows)."""

    seat: int
    card: int
    tier: str
    side: str


@dataclass(frozen=True)
class AdventureDiscarded(Payload):
    """Attraction: an open adventure goes to the bottom of its pile."""

    seat: int
    card: int


@dataclass(frozen=True)
class BenchTurnedIn(Payload):
    """Bench: a token turned in on its bench side flips the nap token back to blank."""

    seat: int
    token: str


@dataclass(frozen=True)
class TileLifted(Payload):
    """Hello Kitty (explore): a tile is lifted from `at` to be moved (up to two)."""

    seat: int
    tile: int
    at: Pos


@dataclass(frozen=True)
class TileMoved(Payload):
    """Hello Kitty (explore): the lifted tile is placed again, from `start` to `at`."""

    seat: int
    tile: int
    start: Pos
    at: Pos
    rotation: int


# --- character actions -----------------------------------------------------------------------


@dataclass(frozen=True)
class TileAdded:
    """My Melody (explore): the top park tile is drawn for the park; `fits` says whether it can be
    placed (if not, it leaves the game)."""

    tile: int
    fits: bool


@dataclass(frozen=True)
class TileRemoved:
    """Badtz-maru (explore): the tile leaves the park from `at` and its item is gained twice."""

    tile: int
    at: Pos
    item: str


@dataclass(frozen=True)
class ItemsGathered:
    """Chococat (explore): the items of two spaces next to the figure, as chosen."""

    items: tuple[str, ...]


@dataclass(frozen=True)
class PlacesSwitched:
    """Kuromi (explore): the figures of the player and `other` swap spaces; the item gained there
    (None when the supply had none)."""

    other: int
    item: str | None


@dataclass(frozen=True)
class AdventureSwapped:
    """Hello Kitty or My Melody (scoring): `old` goes to the bottom of its pile for `new`, placed `side` up."""

    old: int
    new: int
    side: str


#: What a character action did beyond its card's words, when it did something the table can show.
CharacterEffect: TypeAlias = TileAdded | TileRemoved | ItemsGathered | PlacesSwitched | AdventureSwapped


@dataclass(frozen=True)
class CharacterUsed(Payload):
    """Character Actions: the face-up `side` of the character card, used as `use` says; `effect` is
    what it changed that a table can show (None for a lasting power: more steps, wild items …)."""

    seat: int
    character: str
    side: str
    use: CharacterUse
    effect: CharacterEffect | None
