"""What the Turtle Butt table says: seat states, prompts, the scored hand, the hint for a move.

Every sentence is built from the rules' view and its texts (the scorepad lines, verdicts); the
table only places them. Kept apart from the drawing so the table reads as layout.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor

from desktop.table import theme
from desktop.table.text import shown, tidy_colon, translator
from rules.core import Action, Text, say_n
from rules.turtle_butt import (
    ACCEPT,
    CHALLENGE,
    DRAW,
    HIT,
    LIARS,
    ROCOCO,
    STAY,
    TAKE,
    Challenge,
    Claim,
    HandOutcome,
    Move,
    SeatView,
    TurtleButtView,
)

from .pieces import BUTT_RED, CALM_BLUE, STAYED_GREEN

_tr = translator("TurtleButtTable")

#: The on-table button that plays each move (a claim is announced with "announce").
MOVE_BUTTONS: dict[Move, str] = {HIT: "hit", STAY: "stay", DRAW: "draw", TAKE: "take", CHALLENGE: "challenge",
                                 ACCEPT: "accept"}


def points(n: int) -> str:
    return shown(say_n(n, "{n} point", "{n} points"))


def parts_text(parts: Sequence[tuple[Text, int]]) -> str:
    """Scorepad lines in one row: "Pair of 6s (6) · Run 6-7 (2)" (labels are the rules' texts; the
    brackets keep a label's own number apart from what it scores)."""
    return " · ".join(_tr("{label} ({points})").format(label=shown(label), points=worth) for label, worth in parts)


def variant_title(variant: str) -> str:
    if variant == ROCOCO:
        return _tr("the rococo game")
    if variant == LIARS:
        return _tr("the liar's game")
    return _tr("the basic game")


def ordinal(n: int) -> str:
    return {1: _tr("1st"), 2: _tr("2nd"), 3: _tr("3rd")}.get(n, _tr("{n}th").format(n=n))


def seat_status(v: TurtleButtView, p: SeatView) -> tuple[str, QColor]:
    """A seat's state in a word or two, and the colour it is said in."""
    if v.variant == LIARS:
        if p.out:
            place = v.out_order.index(p.seat) + 1 if p.seat in v.out_order else 0
            return (_tr("{place} out").format(place=ordinal(place)), QColor("#505050"))  # 4.5:1 on a faded mat
        if v.winner == p.seat:
            return (_tr("the last player standing"), CALM_BLUE)
        if v.claimant == p.seat and v.phase == "respond":
            return (_tr("claims {n}").format(n=v.claim), CALM_BLUE)
        if v.holder == p.seat:
            return (_tr("holds the hand"), CALM_BLUE)
        return (_tr("in"), theme.INK)
    if p.turtle_butt:
        return (_tr("Turtle Butt!"), BUTT_RED)
    if v.phase == "scoring" and v.scorer == p.seat:
        return (_tr("scoring round"), CALM_BLUE)
    if p.stopped:
        return (_tr("stayed"), STAYED_GREEN)
    return (_tr("still in"), theme.INK)


def deck_extras(v: TurtleButtView) -> str:
    """A note on the extended-deck cards in play (the Pawns with the rulebook's warning)."""
    parts = []
    if v.excuse:
        parts.append(_tr("the Excuse is in"))
    if v.pawns:
        parts.append(_tr("the Pawns are in: risky!"))
    return "; ".join(parts)


def outcome_lines(outcome: HandOutcome, names: Sequence[str]) -> list[str]:
    """One line per player (what their cards scored and how), the rococo verdict, the match totals."""
    lines = []
    for c in outcome.cards:
        if c.turtle_butt:
            lines.append(tidy_colon(_tr("{name}: Turtle Butt — 0").format(name=names[c.seat]), names[c.seat]))
        else:
            lines.append(tidy_colon(_tr("{name}: {parts} = {n}").format(
                name=names[c.seat], parts=parts_text(c.parts) or _tr("nothing scores"), n=c.points), names[c.seat]))
    if outcome.verdict is not None:
        lines.append(_tr("→ {verdict}").format(verdict=shown(outcome.verdict, names)))
    totals = ", ".join(_tr("{name} {total}").format(name=names[s], total=t) for s, t in enumerate(outcome.totals))
    lines.append(_tr("Match: {totals}").format(totals=totals))
    return lines


def challenge_parts(challenge: Challenge) -> str:
    """What the shown hand scores, with its parts."""
    if challenge.turtle_butt:
        return _tr("The hand was Turtle Butt!")
    if challenge.parts:
        return _tr("The hand scored {points}: {parts}.").format(points=points(challenge.points),
                                                                parts=parts_text(challenge.parts))
    return _tr("The hand scored {points}.").format(points=points(challenge.points))


def move_prompt(v: TurtleButtView, me: int, legal: Sequence[Action], names: Sequence[str]) -> str:
    """What the shown seat can do now, naming it (hot-seat players share the screen)."""
    if v.phase == "over":
        return _tr("The game is over.")
    if not legal:
        acting = v.to_act()
        return _tr("Waiting for {name}…").format(name=names[acting[0]]) if acting else _tr("Waiting…")
    if v.variant == LIARS:
        if v.phase == "respond":
            what = _tr("{name} says the hand scores {n}: challenge, or accept it and take the hand.").format(
                name=names[v.claimant] if v.claimant is not None else "?", n=v.claim)
        else:
            what = _tr("draw more cards, or set a claim and announce it.")
    elif v.phase == "scoring":
        what = _tr("take {points}, or draw for one more.").format(points=points(v.prize))
    else:
        what = _tr("take a card (Hit me) or stop for this hand (I'll stay).")
    return _tr("{name} — your move: {what}").format(name=names[me], what=what)


def move_words(action: Action) -> str:
    """A suggested move in player words."""
    if isinstance(action, Claim):
        return _tr("Announce a claim of {n}").format(n=action.points)
    words = {
        HIT: _tr("Take another card (Hit me)"),
        STAY: _tr("Stay with what you have"),
        DRAW: _tr("Draw a card"),
        TAKE: _tr("Take the prize"),
        CHALLENGE: _tr("Challenge the claim"),
        ACCEPT: _tr("Accept the claim"),
    }
    return words[action] if isinstance(action, Move) and action in words else str(action)
