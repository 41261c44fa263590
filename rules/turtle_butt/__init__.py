"""Turtle Butt: the Decktet push-your-luck game (basic, rococo and liar's game)."""

from rules.core import register

from .actions import ACCEPT, CHALLENGE, DRAW, HIT, STAY, TAKE, Claim, Move, TurtleButtAction
from .deck import ACE, BASIC, CARD_NAMES, CARDS, CROWN, LIARS, NO_RANK, PAWN, ROCOCO, SUITS, Card, card
from .game import PAWN_WARNING, PAWN_WARNING_TEXT, TurtleButtGame
from .outcome import Challenge, HandOutcome, SeatScore
from .scoring import is_turtle_butt, score_breakdown, score_hand
from .state import TurtleButtState
from .view import SeatView, TurtleButtView

register(TurtleButtGame())

__all__ = [
    "ACCEPT",
    "ACE",
    "BASIC",
    "CARDS",
    "CARD_NAMES",
    "CHALLENGE",
    "CROWN",
    "DRAW",
    "HIT",
    "LIARS",
    "NO_RANK",
    "PAWN",
    "PAWN_WARNING",
    "PAWN_WARNING_TEXT",
    "ROCOCO",
    "STAY",
    "SUITS",
    "TAKE",
    "Card",
    "Challenge",
    "Claim",
    "HandOutcome",
    "Move",
    "SeatScore",
    "SeatView",
    "TurtleButtAction",
    "TurtleButtGame",
    "TurtleButtState",
    "TurtleButtView",
    "card",
    "is_turtle_butt",
    "score_breakdown",
    "score_hand",
]
