"""What a move of Turtle Butt does, as typed event payloads (the tables animate them).

Cards are named by their ids, suits by name; `deck_size` and `hand_size` count the cards left
after the event.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Payload

# --- the basic and rococo games ---------------------------------------------------------


@dataclass(frozen=True)
class SharedDealt(Payload):
    """The dealer turns up the three shared cards (with the suits they show)."""

    cards: tuple[str, ...]
    suits: tuple[str, ...]


@dataclass(frozen=True)
class SharedSetAside(Payload):
    """The shared cards showed all six suits: they are set aside and three more are dealt."""

    cards: tuple[str, ...]


@dataclass(frozen=True)
class Hit(Payload):
    """A player takes a card from the deck into their row."""

    seat: int
    card: str
    suits: tuple[str, ...]
    deck_size: int


@dataclass(frozen=True)
class TurtleButtCalled(Payload):
    """A player shows all six suits."""

    seat: int


@dataclass(frozen=True)
class DeckExhausted(Payload):
    """The deck ran out: the players still in stop."""

    stopped: tuple[int, ...]


@dataclass(frozen=True)
class Stayed(Payload):
    """A player stays with the hand worth `points`."""

    seat: int
    points: int


@dataclass(frozen=True)
class HandScored(Payload):
    """A player's hand as it scores when the offers end, part by part (label, points)."""

    seat: int
    points: int
    turtle_butt: bool
    parts: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class NoWinner(Payload):
    """Rococo: nobody scores this hand, because everyone got Turtle Butt ("all turtle butt") or the
    best hands tie ("tie": `seats` hold `points` each)."""

    reason: str
    seats: tuple[int, ...] = ()
    points: int = 0


@dataclass(frozen=True)
class ScoringRound(Payload):
    """Rococo: the best hand plays the scoring round for a prize of `offer`."""

    seat: int
    hand_points: int
    offer: int


@dataclass(frozen=True)
class ScoringDraw(Payload):
    """Rococo: the scorer presses their luck; `offer` is the prize now (0: Turtle Butt, it is lost)."""

    seat: int
    card: str
    suits: tuple[str, ...]
    deck_size: int
    offer: int


@dataclass(frozen=True)
class Took(Payload):
    """Rococo: the scorer stops and takes the prize (1 and `bonus`)."""

    seat: int
    points: int
    bonus: int


@dataclass(frozen=True)
class PointsScored(Payload):
    """A player scores for the hand; `total` is their match total after it."""

    seat: int
    points: int
    total: int


@dataclass(frozen=True)
class HandEnded(Payload):
    """A hand is over: each seat's points for it and the match totals."""

    hand: int
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class MatchOver(Payload):
    """The match reached its length or target score."""

    totals: tuple[int, ...]


@dataclass(frozen=True)
class NewDealer(Payload):
    """The deal passes on."""

    dealer: int


# --- the liar's game --------------------------------------------------------------------


@dataclass(frozen=True)
class Drew(Payload):
    """The holder draws a card (private to them: the others learn only that a card was drawn)."""

    seat: int
    card: str
    hand_size: int
    deck_size: int


@dataclass(frozen=True)
class Claimed(Payload):
    """The holder announces what the hand scores; `responder` must accept or challenge."""

    seat: int
    claim: int
    hand_size: int
    responder: int


@dataclass(frozen=True)
class Accepted(Payload):
    """A player accepts the claim and takes the hand from `giver`."""

    seat: int
    giver: int
    claim: int
    hand_size: int


@dataclass(frozen=True)
class SawHand(Payload):
    """The new holder looks at the hand (private to them)."""

    cards: tuple[str, ...]
    points: int


@dataclass(frozen=True)
class Challenged(Payload):
    """A claim is challenged and the hand shown, part by part (label, points)."""

    cards: tuple[str, ...]
    points: int
    turtle_butt: bool
    claim: int
    parts: tuple[tuple[str, int], ...]
    challenger: int
    claimant: int
    loser: int


@dataclass(frozen=True)
class PlayerOut(Payload):
    """The loser of a challenge is out; `claim_held` says whether the hand was worth the claim."""

    seat: int
    claim_held: bool


@dataclass(frozen=True)
class LastStanding(Payload):
    """One player is left: they win the liar's game."""

    winner: int


@dataclass(frozen=True)
class Reshuffled(Payload):
    """Every card is shuffled into a new deck for the next hand."""
