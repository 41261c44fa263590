"""Turtle Butt's refusals: why a move is not allowed in the match's phase, with the rulebook section
(basic, rococo or liar's game) it breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import IllegalAction, say, say_n

from .actions import ACCEPT, CHALLENGE, DRAW, HIT, STAY, TAKE, Claim, Move, TurtleButtAction

if TYPE_CHECKING:
    from .state import TurtleButtState

BASIC_RULES, ROCOCO_RULES, LIARS_RULES = "The basic game", "The rococo game", "The liar's game"


def why_illegal(s: TurtleButtState, action: TurtleButtAction) -> IllegalAction | None:
    """Why the player to act may not make `action` now (None: they may), in the rulebook's words."""
    if not isinstance(action, Move | Claim):
        return IllegalAction(say("{move} is not a Turtle Butt move", move=str(action)))
    phase = s.phase
    if phase == "offer":
        if action in (HIT, STAY):
            return None
        return IllegalAction(say("when offered a card you either take it (hit) or stop (stay)"), BASIC_RULES)
    if phase == "scoring":
        if action == TAKE:
            return None
        if action == DRAW:
            if not s.deck:
                return IllegalAction(say("the deck is exhausted, so you must stop and take your points"),
                                     ROCOCO_RULES)
            return None
        return IllegalAction(say("in the scoring round you take your points or draw another card"), ROCOCO_RULES)
    if phase == "draw":
        if action == DRAW:
            if not s.deck:
                return IllegalAction(say("the deck is exhausted: announce a score with the hand as it is"),
                                     LIARS_RULES)
            return None
        if isinstance(action, Claim):
            if action.points < 1:
                return IllegalAction(say("an announcement must be a score of at least one"), LIARS_RULES)
            if action.points <= s.claim:
                return IllegalAction(
                    say_n(s.claim, "you must announce more than the {n} point already claimed",
                          "you must announce more than the {n} points already claimed"), LIARS_RULES
                )
            if action.points > s.cap:
                return IllegalAction(say_n(s.cap, "no hand can score more than {n} point",
                                           "no hand can score more than {n} points"), LIARS_RULES)
            return None
        return IllegalAction(say("look at the hand, then draw more cards or announce a score"), LIARS_RULES)
    if phase == "respond":
        if action == CHALLENGE:
            return None
        if action == ACCEPT:
            if s.claim >= s.cap:
                return IllegalAction(
                    say_n(s.cap, "you cannot accept: nobody can announce more than {n} point",
                          "you cannot accept: nobody can announce more than {n} points"), LIARS_RULES
                )
            return None
        return IllegalAction(say("you must challenge the announcement of {n} or accept it", n=s.claim),
                             LIARS_RULES)
    return IllegalAction(say("the game is over"))
