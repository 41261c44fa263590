"""What the Turtle Butt table says: seat states, prompts, the scored hand, the hint for a move.

Every sentence is built from the rules' view and its texts (the scorepad lines, verdicts); the
table only places them. Kept apart from the drawing so the table reads as layout.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtGui import QColor

from desktop.table import theme
from desktop.table.text import ordinal, points, shown, tidy_colon, translator, your_move
from rules.core import Action, Text
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


def parts_text(parts: Sequence[tuple[Text, int]]) -> str:
    """Scorepad lines in one row: "Pair of 6s (6) · Run 6-7 (2)" (labels are the rules' texts; the
    brackets keep a label's own number apart from what it scores)."""
    return " · ".join(_tr("{label} ({points})").format(label=shown(label), points=worth) for label, worth in parts)


def hand_text(n: int, parts: Sequence[tuple[Text, int]], turtle_butt: bool, nothing: str) -> str:
    """What a hand scores and how, in the one style of the mats and the board: "11 points — Pair of 6s (6) ·
    Run 2-3 (2)", "0 points — Turtle Butt"; `nothing` says how when no combination scores."""
    how = _tr("Turtle Butt") if turtle_butt else parts_text(parts) if parts else nothing
    return _tr("{points} — {how}").format(points=points(n), how=how)


def hand_now(p: SeatView, short: bool = False) -> str:
    """A seat's hand as it would score now, for its mat ("This hand: 11 points — Pair of 6s (6)"); `short`:
    the points alone, for a mat too narrow for the parts (they go to its tooltip)."""
    n = 0 if p.turtle_butt or p.hand_score is None else p.hand_score
    if short and not p.turtle_butt:
        return _tr("This hand: {points}").format(points=points(n))
    return _tr("This hand: {score}").format(score=hand_text(n, p.parts, p.turtle_butt, _tr("nothing scores yet")))


def variant_title(variant: str) -> str:
    if variant == ROCOCO:
        return _tr("the rococo game")
    if variant == LIARS:
        return _tr("the liar's game")
    return _tr("the basic game")


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
        score = hand_text(c.points, c.parts, c.turtle_butt, _tr("nothing scores"))
        lines.append(tidy_colon(_tr("{name}: {total}").format(name=names[c.seat], total=score), names[c.seat]))
    if outcome.verdict is not None:
        lines.append(_tr("→ {verdict}").format(verdict=shown(outcome.verdict, names)))
    totals = ", ".join(_tr("{name} {total}").format(name=names[s], total=t) for s, t in enumerate(outcome.totals))
    lines.append(_tr("Match: {totals}").format(totals=totals))
    return lines


def challenge_lines(challenge: Challenge, names: Sequence[str]) -> list[str]:
    """The last challenge, each fact once and the hand in the present tense: who challenged which claim, the
    combinations the hand scores with, and last the rules' verdict (what the hand scores, or that it is
    Turtle Butt, and who is out)."""
    lines = [_tr("{a} challenged {b}'s claim of {n}.").format(a=names[challenge.challenger],
                                                             b=names[challenge.claimant], n=challenge.claim)]
    if challenge.parts and not challenge.turtle_butt:
        lines.append(_tr("Scoring: {parts}.").format(parts=parts_text(challenge.parts)))
    lines.append(_tr("{verdict}.").format(verdict=shown(challenge.verdict, names)))
    return lines


def button_labels(variant: str) -> dict[Move, str]:
    """The move buttons' labels in the app's language (templates: "{points}", "{n}" are filled in where
    shown). Each ends in the key that plays its move, in brackets, as the translation writes it: the
    key shown is the key that acts (`move_keys`)."""
    if variant == LIARS:
        return {DRAW: _tr("Draw a card  [D]"), CHALLENGE: _tr("Challenge  [C]"), ACCEPT: _tr("Accept {n}  [A]")}
    return {HIT: _tr("Hit me  [H]"), STAY: _tr("I'll stay  [S]"), TAKE: _tr("Take {points}  [T]"),
            DRAW: _tr("Draw another  [D]")}


def announce_label(claim: int) -> str:
    """The liar's game: the button that announces the claim set on the spinner, naming it."""
    return _tr("Announce {n}").format(n=claim)


#: A key in a button's label: one letter or digit in brackets, "[H]".
_KEY = re.compile(r"\[\s*([^\W_])\s*\]")


def key_of(label: str) -> str:
    """The key a button's label shows ("Carta!  [C]" → "C"), upper-case; "" when it shows none."""
    found = _KEY.findall(label)
    return found[-1].upper() if found else ""


def move_keys(variant: str) -> list[tuple[str, Move]]:
    """Each move's key as its button shows it, `variant`'s own buttons first (so where a translation
    gives two games' moves one letter, the game being played has it); the other game's moves keep
    their keys too, so pressing one says why it is not possible."""
    other = ROCOCO if variant == LIARS else LIARS
    keys = [(key_of(label), move) for v in (variant, other) for move, label in button_labels(v).items()]
    return [(key, move) for key, move in keys if key]


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
    return your_move(names[me], what)


def move_words(action: Action) -> str:
    """A suggested move in player words."""
    if isinstance(action, Claim):
        return _tr("Announce a claim of {n}").format(n=action.points)
    words = {
        HIT: _tr("Take a card (Hit me)"),
        STAY: _tr("Stay with what you have"),
        DRAW: _tr("Draw a card"),
        TAKE: _tr("Take the prize"),
        CHALLENGE: _tr("Challenge the claim"),
        ACCEPT: _tr("Accept the claim"),
    }
    return words[action] if isinstance(action, Move) and action in words else str(action)
