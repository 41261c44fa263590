"""What a turn of Arturo does, as typed event payloads (the tables animate them).

Party cards and Preparation cards are named by their ids, family members by theirs, decks by
number (1 to 6), plan positions from 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Payload


@dataclass(frozen=True)
class Flipped(Payload):
    """An activated member finds nothing to collect: the deck's top card goes to the table as its object."""

    deck: int
    card: str
    member: str
    obj: str
    cobwebs: bool


@dataclass(frozen=True)
class Collected(Payload):
    """An activated member collects objects from the table onto a pile (`BIRTHDAY` or `CLEANING`);
    `copied` is the member Ivo copied, if it was Ivo."""

    deck: int
    card: str
    member: str
    copied: str | None
    taken: tuple[str, ...]
    pile: str


@dataclass(frozen=True)
class Discarded(Payload):
    """The activated card goes from its deck to the discard pile."""

    card: str
    deck: int


@dataclass(frozen=True)
class TopRevealed(Payload):
    """A deck's new top card shows which member it holds."""

    deck: int
    card: str


@dataclass(frozen=True)
class DeckUsedUp(Payload):
    """A deck has run out; `decks_left` still hold cards."""

    deck: int
    decks_left: int


@dataclass(frozen=True)
class PartyOver(Payload):
    """The game ends: what was left is discarded, and every plan is shown with the scores."""

    discarded: tuple[str, ...]
    scores: tuple[int, ...]
    plans: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Prepared(Payload):
    """A player takes a Preparation card: the plan positions it swapped, and whom or what it named."""

    card: str
    moves: tuple[tuple[int, int], ...]
    target: int | None = None
    crown_position: int | None = None


@dataclass(frozen=True)
class PlanChanged(Payload):
    """A player's Family Plan after a Preparation card, top to bottom (private to that player)."""

    plan: tuple[str, ...]
    crown: str | None
