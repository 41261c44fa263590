"""What a round of Happy Birthday Turtle!! does, as typed event payloads (the tables animate them).

Tables are named by their pattern ("polka-dot"), cards by their ids, seats by number; a cube's
position is the number of spaces filled on its Celebration card.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Payload


@dataclass(frozen=True)
class Committed(Payload):
    """A player places their pair(s) face down (only they see which: the event is private)."""

    seat: int
    pairs: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class Revealed(Payload):
    """Step 1: every seat's pair turns over; `plays` holds (seat, Animal value, pattern)."""

    begins_round = True
    round: int
    plays: tuple[tuple[int, int, str], ...]


@dataclass(frozen=True)
class AntCardTurned(Payload):
    """Step 2: the Ant card shows one or two patterns (none for Turtle Returns)."""

    card: str
    patterns: tuple[str, ...]


@dataclass(frozen=True)
class AntsRested(Payload):
    """Ants' work that does nothing: no such table, or nothing to work on (`reason`).

    `seat` is the player whose Pattern card alone sent the Ants, None for the Ant card."""

    table: str
    seat: int | None
    reason: str


@dataclass(frozen=True)
class AntsWorked(Payload):
    """The Ants move a table's cube one space (`seat` as in `AntsRested`)."""

    table: str
    before: int
    after: int
    seat: int | None


@dataclass(frozen=True)
class AnimalPlaced(Payload):
    """Step 3: an Animal card fits and moves the table's cube."""

    seat: int
    value: int
    table: str
    before: int
    after: int


@dataclass(frozen=True)
class AnimalFailed(Payload):
    """Step 3: an Animal card does not fit and goes back to its owner's hand."""

    seat: int
    value: int
    table: str
    reason: str


@dataclass(frozen=True)
class TaskWon(Payload):
    """A player's Animal card completes a task: they take the Celebration card."""

    seat: int
    table: str
    card: str


@dataclass(frozen=True)
class TaskBoxed(Payload):
    """The Ants complete a task: its Celebration card goes to the box (`seat` as in `AntsRested`)."""

    table: str
    card: str
    seat: int | None


@dataclass(frozen=True)
class HustlePoints(Payload):
    """Step 4: a player gains Hustle Points for their Animal cards under a completed table."""

    seat: int
    points: int
    table: str


@dataclass(frozen=True)
class AnimalsReturned(Payload):
    """Step 4: the Animal cards under a completed table, (seat, value), go back to their owners."""

    table: str
    cards: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class CleanedUp(Payload):
    """Step 5: Pattern cards go back to their owners."""

    round: int


@dataclass(frozen=True)
class Refilled(Payload):
    """Step 5: a new Celebration card goes on an empty table."""

    table: str
    card: str
    name: str
    limit: int


@dataclass(frozen=True)
class NotRefilled(Payload):
    """Step 5: the Celebration deck is empty, so the table stays empty."""

    table: str


@dataclass(frozen=True)
class StartPlayerPassed(Payload):
    """The Start Player card moves on."""

    before: int
    after: int


@dataclass(frozen=True)
class GameEnded(Payload):
    """Turtle returns ("turtle") or every task is done ("tasks")."""

    reason: str
