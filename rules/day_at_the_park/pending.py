"""A small choice that interrupts the turn until it is settled (an item to pick, a tile to place …)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

Pos = tuple[int, int]


class PendingKind(StrEnum):
    """What a pending choice asks; its value is the word the state's dictionary keeps."""

    GAIN = "gain"  # pick one of `items`, earned by the tile placed at `origin`
    PLACE = "place"  # put `tile` in the park (`mode` says whether it is new or moved)
    HIGH_FIVE_STEP = "hfstep"  # a high-fived player steps away
    REWARD = "reward"  # the high five's reward
    BONUS = "bonus"  # extra theme items for an advanced Easy `card`
    BUTTERFLY = "butterfly"  # a removed tile or two items
    EXCHANGE = "exchange"  # `left` trades still allowed
    DISCARD = "discard"  # one open adventure goes back
    KITTY = "kitty"  # `left` tiles Hello Kitty may still lift


class PlaceMode(StrEnum):
    """Where a tile being placed comes from."""

    NEW = "new"  # joining the park (a Butterfly, My Melody)
    MOVE = "move"  # lifted by Hello Kitty from `origin`


@dataclass(frozen=True)
class Pending:
    """One pending choice of `seat`; only the fields its `kind` uses are set.

    `token` is the face-down attraction riding on a lifted tile: secret to everyone, so a view
    keeps only `riding`.
    """

    kind: PendingKind
    seat: int
    items: tuple[str, ...] = ()
    tile: int | None = None
    mode: PlaceMode | None = None
    token: str | None = None
    riding: bool = False
    origin: Pos | None = None
    card: int | None = None
    left: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", PendingKind(self.kind))  # a word from a saved state reads as its kind
        if self.mode is not None:
            object.__setattr__(self, "mode", PlaceMode(self.mode))

    def placed_tile(self) -> int:
        assert self.tile is not None
        return self.tile

    def bonus_card(self) -> int:
        assert self.card is not None
        return self.card
