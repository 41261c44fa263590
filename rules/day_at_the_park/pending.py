"""A small choice that interrupts the turn until it is settled (an item to pick, a tile to place …)."""

from __future__ import annotations

from dataclasses import dataclass

Pos = tuple[int, int]


@dataclass(frozen=True)
class Pending:
    """One pending choice of `seat`; only the fields its `kind` uses are set.

    kinds: "gain" (pick one of `items`, earned by the tile placed at `origin`), "place" (put `tile` in
    the park: `mode` "new" for a tile joining the park, "move" for a lifted one coming back from
    `origin`), "hfstep" (a
    high-fived player steps away), "reward" (high-five reward), "bonus" (extra theme items for
    an advanced Easy `card`), "butterfly", "exchange" (`left` trades still allowed),
    "discard" and "kitty" (`left` tiles Hello Kitty may still lift).

    `token` is the face-down attraction riding on a lifted tile: secret to everyone, so a view
    keeps only `riding`.
    """

    kind: str
    seat: int
    items: tuple[str, ...] = ()
    tile: int | None = None
    mode: str = ""
    token: str | None = None
    riding: bool = False
    origin: Pos | None = None
    card: int | None = None
    left: int = 0

    def placed_tile(self) -> int:
        assert self.tile is not None
        return self.tile

    def bonus_card(self) -> int:
        assert self.card is not None
        return self.card
