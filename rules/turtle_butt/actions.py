"""Turtle Butt moves and their notation.

Basic and rococo offers: "hit", "stay". Rococo scoring round: "draw", "take".
Liar's game: "draw", "claim N", "challenge", "accept".
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import BadNotation


@dataclass(frozen=True)
class Move:
    """A one-word move; the word is the notation."""

    word: str

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True)
class Claim:
    """The liar's game announcement of a score."""

    points: int

    def __str__(self) -> str:
        return f"claim {self.points}"


HIT = Move("hit")
STAY = Move("stay")
DRAW = Move("draw")
TAKE = Move("take")
CHALLENGE = Move("challenge")
ACCEPT = Move("accept")

WORDS: dict[str, Move] = {m.word: m for m in (HIT, STAY, DRAW, TAKE, CHALLENGE, ACCEPT)}
EXPECTED = "hit, stay, draw, take, claim N, challenge or accept"

TurtleButtAction = Move | Claim

_OFFER_MOVES: list[TurtleButtAction] = [HIT, STAY]
_SCORING_MOVES: list[TurtleButtAction] = [DRAW, TAKE]
_TAKE_ONLY: list[TurtleButtAction] = [TAKE]
_RESPONSES: list[TurtleButtAction] = [CHALLENGE, ACCEPT]
_CHALLENGE_ONLY: list[TurtleButtAction] = [CHALLENGE]
_CLAIMS: list[Claim] = [Claim(n) for n in range(200)]


def legal_moves(phase: str, deck_size: int, claim: int, cap: int) -> list[TurtleButtAction]:
    """The moves of the seat to act; they depend on public facts only, so states and views share this."""
    if phase == "offer":
        return list(_OFFER_MOVES)
    if phase == "scoring":
        return list(_SCORING_MOVES) if deck_size else list(_TAKE_ONLY)
    if phase == "draw":
        claims: list[TurtleButtAction] = list(_CLAIMS[max(1, claim + 1): cap + 1])
        return [DRAW, *claims] if deck_size else claims
    if phase == "respond":
        return list(_RESPONSES) if claim < cap else list(_CHALLENGE_ONLY)
    return []


def parse_action(text: str) -> TurtleButtAction:
    """Read a move from its notation (case and spacing do not matter)."""
    words = text.lower().split()
    if len(words) == 1 and words[0] in WORDS:
        return WORDS[words[0]]
    if len(words) == 2 and words[0] == "claim" and words[1].isascii() and words[1].isdigit() and len(words[1]) <= 4:
        return Claim(int(words[1]))
    raise BadNotation(text, EXPECTED)
