"""End-of-game scoring, as pure functions of the final positions (rulebook "Scoring").

Every member's value is shared by all players (it counts the objects everyone
collected); what differs is where each player put the members in their plan.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.core import Result, Text

from .data import (
    ALL_AT_PARTY,
    LIFE_OF_PARTY,
    MEMBERS,
    PREP_CARDS,
    PREP_KINDS,
    REALLY_GOOD,
    member_values,
    value_counts,
)

FIRST_BONUS = 3
SECOND_BONUS = 2
LAST_PENALTY = 1
REALLY_GOOD_WIN, REALLY_GOOD_LOSS = 4, -2
LIFE_WIN, LIFE_LOSS = 2, -1
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th")


@dataclass(frozen=True)
class SeatScore:
    """One scorepad row: the member values by position, bonuses, stopwatch points."""

    plan: tuple[int, ...]
    #: Value of the member in each position, leftmost first.
    values: tuple[int, ...]
    first_bonus: int
    second_bonus: int
    last_penalty: int
    #: Score before any stopwatch card.
    subtotal: int
    #: (Preparation card id, points) for each stopwatch card held.
    stopwatch: tuple[tuple[str, int], ...]
    total: int
    prep_cards: int
    #: The objects behind each position's value ("3 festoons, 2 cakes"), for the scorepad.
    counts: tuple[str, ...] = ()

    def key(self) -> tuple[int, ...]:
        """Sort key, higher is better: total, then fewer Preparation cards, then positions 4, 5, 6."""
        return (self.total, -self.prep_cards, self.values[3], self.values[4], self.values[5])

    def breakdown(self) -> tuple[tuple[str, float], ...]:
        """(label, points) lines as the scorepad lists them; they add up to the total."""
        name = [MEMBERS[m].english for m in self.plan]
        if self.counts:
            name = [f"{n} ({c})" for n, c in zip(name, self.counts, strict=True)]
        lines: list[tuple[str, float]] = [(f"{ORDINALS[i]}: {name[i]}", self.values[i]) for i in range(3)]
        lines.append((f"7th: {name[6]}", -self.values[6]))
        lines.append(("1st-position bonus", self.first_bonus))
        lines.append(("2nd-position bonus", self.second_bonus))
        lines.append(("last-position penalty", -self.last_penalty))
        for card_id, points in self.stopwatch:
            lines.append((PREP_KINDS[PREP_CARDS_BY_ID[card_id].kind].english, points))
        return tuple(lines)


PREP_CARDS_BY_ID = {c.id: c for c in PREP_CARDS}


def best_in_position(plans: Sequence[Sequence[int]], values: Sequence[int], position: int) -> int:
    """The highest member value any player has in `position` (0-based)."""
    return max(values[plan[position]] for plan in plans)


def score_seats(
    plans: Sequence[Sequence[int]],
    birthday: Sequence[int],
    cobwebs: int,
    taken: Sequence[Sequence[str]],
    targets: Sequence[int | None],
    crowns: Sequence[int | None],
) -> list[SeatScore]:
    """Score every seat.

    `taken[s]`: ids of seat s's Preparation cards; `targets[s]`: the opponent named
    with You Are Really Good!; `crowns[s]`: the member crowned by The Life of the Party.
    """
    member_value = member_values(birthday, cobwebs)
    rows = [tuple(member_value[m] for m in plan) for plan in plans]
    best_first = max(r[0] for r in rows)
    best_second = max(r[1] for r in rows)
    worst_last = max(r[6] for r in rows)
    subtotals = []
    partial = []
    for row in rows:
        first = FIRST_BONUS if row[0] == best_first else 0
        second = SECOND_BONUS if row[1] == best_second else 0
        last = LAST_PENALTY if row[6] == worst_last else 0
        subtotal = row[0] + row[1] + row[2] - row[6] + first + second - last
        subtotals.append(subtotal)
        partial.append((first, second, last))
    out = []
    for seat, (plan, row) in enumerate(zip(plans, rows, strict=True)):
        stopwatch: list[tuple[str, int]] = []
        for card_id in taken[seat]:
            kind = PREP_CARDS_BY_ID[card_id].kind
            if kind == ALL_AT_PARTY:
                middle = row[3:6]
                stopwatch.append((card_id, max(middle) - (sum(middle) - max(middle))))
            elif kind == REALLY_GOOD:
                target = targets[seat]
                ahead = target is not None and subtotals[target] > subtotals[seat]
                stopwatch.append((card_id, REALLY_GOOD_WIN if ahead else REALLY_GOOD_LOSS))
            elif kind == LIFE_OF_PARTY:
                crowned = crowns[seat]
                pos = list(plan).index(crowned) if crowned is not None else 0
                best = row[pos] == best_in_position(plans, member_value, pos)
                stopwatch.append((card_id, LIFE_WIN if best else LIFE_LOSS))
        first, second, last = partial[seat]
        total = subtotals[seat] + sum(p for _, p in stopwatch)
        out.append(SeatScore(
            tuple(plan), row, first, second, last, subtotals[seat], tuple(stopwatch), total, len(taken[seat]),
            tuple(value_counts(m, birthday, cobwebs) for m in plan),
        ))
    return out


def tiebreak_note(seats: Sequence[SeatScore]) -> str | Text:
    """The sentence saying how a tie for first place was settled ("" when there was none)."""
    by_positions = "Tied on points and Preparation cards: the members in positions 4, 5, 6 decide."
    return Result.tie_note([s.key() for s in seats],
                           ["Tied on points: fewer Preparation cards wins.", by_positions, by_positions, by_positions],
                           "A complete tie: the victory is shared.")
