"""What a finished hand and a challenge came to, as the rules decided it.

These are immutable records a state keeps and every seat's view shows (they are
public): a table or a log reads who scored what, who lost a challenge and why from
here and never works it out again.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Text, points_text, say, say_n, seat_name

from .deck import CARD_NAMES, NAMES
from .scoring import Part, breakdown_ids, is_butt_ids, score_ids


def card_list(ids: list[int] | tuple[int, ...]) -> Text | str:
    """Card names in a sentence, "Bard, Sea, End" (each name translatable)."""
    if not ids:
        return ""
    text: Text = CARD_NAMES[ids[-1]]
    for i in reversed(ids[:-1]):
        text = say("{card}, {more}", card=CARD_NAMES[i], more=text)
    return text


def _parts_dict(parts: tuple[Part, ...]) -> list[list[str | int]]:
    return [[str(label), points] for label, points in parts]


@dataclass(frozen=True)
class SeatScore:
    """One seat's cards at the end of a hand: what they score (0 for Turtle Butt) and how."""

    seat: int
    points: int
    turtle_butt: bool
    parts: tuple[Part, ...]

    @staticmethod
    def of(seat: int, ids: list[int], butt: bool, pawn_sets: bool = False) -> SeatScore:
        parts = () if butt else tuple(breakdown_ids(ids, pawn_sets))
        return SeatScore(seat, sum(p for _, p in parts), butt, parts)

    def to_dict(self) -> dict[str, object]:
        return {"seat": self.seat, "points": self.points, "turtle_butt": self.turtle_butt,
                "parts": _parts_dict(self.parts)}


@dataclass(frozen=True)
class HandOutcome:
    """A scored hand of the basic or rococo game.

    `cards` is each seat's hand as it scored; `won` the points each seat got for the hand
    (the same in the basic game; in the rococo game only the scoring round's prize);
    `totals` the match totals after it; `verdict` the rococo game's sentence on who
    scored (None in the basic game).
    """

    number: int
    cards: tuple[SeatScore, ...]
    won: tuple[int, ...]
    totals: tuple[int, ...]
    verdict: Text | None = None

    def to_dict(self) -> dict[str, object]:
        return {"number": self.number, "cards": [c.to_dict() for c in self.cards], "won": list(self.won),
                "totals": list(self.totals), "verdict": None if self.verdict is None else str(self.verdict)}


@dataclass(frozen=True)
class Challenge:
    """A challenge of the liar's game: the hand shown, what it scores, and who is out because of it.

    The claimant is out when the hand is Turtle Butt or scores less than the claim; otherwise
    the challenger is (the liar's game, "If the next player challenges").
    """

    challenger: int
    claimant: int
    claim: int
    cards: tuple[str, ...]
    points: int
    turtle_butt: bool
    parts: tuple[Part, ...]
    loser: int

    @staticmethod
    def decide(challenger: int, claimant: int, claim: int, hand: list[int], pawn_sets: bool = False) -> Challenge:
        butt = is_butt_ids(hand)
        points = score_ids(hand, pawn_sets)
        loser = claimant if butt or points < claim else challenger
        parts = () if butt else tuple(breakdown_ids(hand, pawn_sets))
        return Challenge(challenger, claimant, claim, tuple(NAMES[i] for i in hand), points, butt, parts, loser)

    @staticmethod
    def stakes(challenger: int, claimant: int, claim: int) -> Text:
        """What a challenge of `claim` would decide, before it is made (the rule `decide` applies)."""
        return say_n(claim,
                     "{claimant} shows the hand: if it is Turtle Butt or scores less than {n} point, {claimant} is "
                     "out; if it scores {n} point or more, {challenger} is out",
                     "{claimant} shows the hand: if it is Turtle Butt or scores less than {n} points, {claimant} is "
                     "out; if it scores {n} points or more, {challenger} is out",
                     claimant=seat_name(claimant), challenger=seat_name(challenger))

    @property
    def claim_held(self) -> bool:
        return self.loser == self.challenger

    @property
    def verdict(self) -> Text:
        """Why the loser is out, in a player's words."""
        loser = seat_name(self.loser)
        if self.turtle_butt:
            return say("The hand is Turtle Butt, so {player} is out", player=loser)
        if self.claim_held:
            return say("The hand scores {points}, at least the {claim} claimed, so {player} is out",
                       points=points_text(self.points), claim=self.claim, player=loser)
        return say("The hand scores {points}, less than the {claim} claimed, so {player} is out",
                   points=points_text(self.points), claim=self.claim, player=loser)

    def to_dict(self) -> dict[str, object]:
        return {"challenger": self.challenger, "claimant": self.claimant, "claim": self.claim,
                "cards": list(self.cards), "points": self.points, "turtle_butt": self.turtle_butt,
                "parts": _parts_dict(self.parts), "loser": self.loser}
