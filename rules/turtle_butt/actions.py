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


def parse_action(text: str) -> TurtleButtAction:
    """Read a move from its notation (case and spacing do not matter)."""
    words = text.lower().split()
    if len(words) == 1 and words[0] in WORDS:
        return WORDS[words[0]]
    if len(words) == 2 and words[0] == "claim" and words[1].isascii() and words[1].isdigit() and len(words[1]) <= 4:
        return Claim(int(words[1]))
    raise BadNotation(text, EXPECTED)
