"""Turtle Butt: the Decktet push-your-luck game (basic, rococo and liar's game)."""

from rules.core import register

from .actions import ACCEPT, CHALLENGE, DRAW, HIT, STAY, TAKE, Claim, Move
from .deck import CARDS, SUITS, Card, card
from .game import TurtleButtGame
from .scoring import is_turtle_butt, score_breakdown, score_hand
from .state import TurtleButtState, TurtleButtView

TurtleButtState.game = register(TurtleButtGame())

__all__ = [
    "ACCEPT",
    "CARDS",
    "CHALLENGE",
    "DRAW",
    "HIT",
    "STAY",
    "SUITS",
    "TAKE",
    "Card",
    "Claim",
    "Move",
    "TurtleButtGame",
    "TurtleButtState",
    "TurtleButtView",
    "card",
    "is_turtle_butt",
    "score_breakdown",
    "score_hand",
]
