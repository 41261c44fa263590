"""End-of-game scoring, as pure functions of the final positions (rulebook "Scoring").

Every member's value is shared by all players (it counts the objects everyone
collected); what differs is where each player put the members in their plan.
The scorepad a table draws is read from here: the value lines of each member
(`value_lines`) and each seat's row (`SeatScore`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.core import Result, Text
from rules.core.text import say, say_n

from .data import (
    ALL_AT_PARTY,
    FIRST_BONUS,
    LAST_PENALTY,
    LIFE_LOSS,
    LIFE_OF_PARTY,
    LIFE_WIN,
    MEMBERS,
    POSITION_SIGNS,
    PREP_CARDS,
    PREP_KINDS,
    REALLY_GOOD,
    REALLY_GOOD_LOSS,
    REALLY_GOOD_WIN,
    SCORING,
    SECOND_BONUS,
    STEIN,
    member_values,
    object_count,
    pairs,
)

__all__ = [
    "FIRST_BONUS", "LAST_PENALTY", "LIFE_LOSS", "LIFE_WIN", "ORDINALS", "REALLY_GOOD_LOSS", "REALLY_GOOD_WIN",
    "SECOND_BONUS", "SeatScore", "ValueLine", "score_seats", "tiebreak_note", "value_lines",
]

#: Positions as players say them ("1st" … "7th").
ORDINALS: tuple[Text, ...] = (
    say("1st"), say("2nd"), say("3rd"), say("4th"), say("5th"), say("6th"), say("7th"),
)

#: What a value line counts: an object under the Birthday card, Arturo's pairs, or the Nanny's cobwebs.
OBJECT, PAIRS, COBWEBS = "object", "pairs", "cobwebs"


@dataclass(frozen=True)
class ValueLine:
    """One line of a member's scorepad column: `count` things at `each` points make `points`."""

    kind: str
    #: The object counted (for `OBJECT` lines; -1 otherwise).
    obj: int
    count: int
    each: int
    points: int


def value_lines(member: int, birthday: Sequence[int], cobwebs: int) -> tuple[ValueLine, ...]:
    """How a plan member's value is made up, line by line as the scorepad lists it (they add up to it)."""
    rule = SCORING[member]
    lines = [ValueLine(OBJECT, obj, birthday[obj], each, each * birthday[obj]) for obj, each in rule.per_object]
    if rule.per_pair:
        n = pairs(birthday)
        lines.append(ValueLine(PAIRS, -1, n, rule.per_pair, n * rule.per_pair))
    if rule.per_cobweb:
        lines.append(ValueLine(COBWEBS, -1, cobwebs, rule.per_cobweb, cobwebs * rule.per_cobweb))
    return tuple(lines)


def value_counts(member: int, birthday: Sequence[int], cobwebs: int) -> Text:
    """The objects behind a member's value, for players ("3 festoons, 2 cakes")."""
    if member == STEIN:
        return say_n(cobwebs, "{n} cobwebbed object cleaned", "{n} cobwebbed objects cleaned")
    first, second = (object_count(obj, birthday[obj]) for obj, _ in SCORING[member].per_object)
    return say("{first}, {second}", first=first, second=second)


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
    #: The objects collected (per object, under the Birthday card) and the cobwebs cleaned: what the
    #: values count, for the labels of the breakdown.
    birthday: tuple[int, ...] = ()
    cobwebs: int = 0

    @property
    def counts(self) -> tuple[Text, ...]:
        """The objects behind each position's value ("3 festoons, 2 cakes"), for the scorepad."""
        if not self.birthday:
            return ()
        return tuple(value_counts(m, self.birthday, self.cobwebs) for m in self.plan)

    def key(self) -> tuple[int, ...]:
        """Sort key, higher is better: total, then fewer Preparation cards, then positions 4, 5, 6."""
        return (self.total, -self.prep_cards, self.values[3], self.values[4], self.values[5])

    def breakdown(self) -> tuple[tuple[Text, float], ...]:
        """(label, points) lines as the scorepad lists them; they add up to the total."""
        name: list[Text] = [MEMBERS[m].name for m in self.plan]
        counts = self.counts
        if counts:
            name = [say("{member} ({counts})", member=n, counts=c) for n, c in zip(name, counts, strict=True)]
        lines: list[tuple[Text, float]] = [
            (say("{place}: {member}", place=ORDINALS[i], member=name[i]), sign * self.values[i])
            for i, sign in enumerate(POSITION_SIGNS) if sign
        ]
        lines.append((say("1st-position bonus"), self.first_bonus))
        lines.append((say("2nd-position bonus"), self.second_bonus))
        lines.append((say("last-position penalty"), -self.last_penalty))
        for card_id, points in self.stopwatch:
            lines.append((PREP_KINDS[PREP_CARDS_BY_ID[card_id].kind].name, points))
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
        subtotal = sum(sign * value for sign, value in zip(POSITION_SIGNS, row, strict=True)) + first + second - last
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
            tuple(birthday), cobwebs,
        ))
    return out


def ranks(seats: Sequence[SeatScore]) -> tuple[int, ...]:
    """Each seat's place (1 is best; seats tied after every tie-break share it)."""
    keys = [s.key() for s in seats]
    return tuple(1 + sum(1 for k in keys if k > mine) for mine in keys)


def tiebreak_note(seats: Sequence[SeatScore]) -> str | Text:
    """The sentence saying how a tie for first place was settled ("" when there was none)."""
    by_positions = say("Tied on points and Preparation cards: the members in positions 4, 5, 6 decide.")
    return Result.tie_note([s.key() for s in seats],
                           [say("Tied on points: fewer Preparation cards wins."), by_positions, by_positions,
                            by_positions],
                           say("A complete tie: the victory is shared."))
