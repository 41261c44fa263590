"""Preparation effects on a Family Plan, as pure functions.

A plan is a sequence of the seven member numbers, leftmost (position 1) first.

Every choice is given by positions, never by member, so a move's notation tells the
other players only what they would see at a real table: which face-down cards moved.
The one exception is Shall We Swap Places?, whose card names its two members.

Product ruling: no Preparation effect can leave a plan unchanged (the seven members
are all different and every effect moves at least one of them), so there is no
"no-op" case to refuse.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Sequence
from typing import TypeVar

from .data import (
    ALL_AT_PARTY,
    EXCUSE_ME,
    LIFE_OF_PARTY,
    MY_PLACE,
    PLAN_SIZE,
    REALLY_GOOD,
    STAY_CLOSE,
    SWAP_PLACES,
    WILD_DANCE,
    PrepCard,
)

LEFT, RIGHT = -1, 1
T = TypeVar("T")


def wild_dance_choices() -> list[tuple[int, ...]]:
    """Every set of three disjoint neighbouring pairs, by left positions (1-based)."""
    last = PLAN_SIZE - 1
    return [
        (a, b, c)
        for a in range(1, last + 1)
        for b in range(a + 2, last + 1)
        for c in range(b + 2, last + 1)
    ]


def stay_close_choices() -> list[tuple[int, ...]]:
    """Every two disjoint neighbouring pairs, by left positions (1-based).

    Product ruling: the two pairs need not touch each other; the card only says
    each pair keeps its inner order.
    """
    last = PLAN_SIZE - 1
    return [(a, b) for a in range(1, last + 1) for b in range(a + 2, last + 1)]


def excuse_me_choices(steps: int) -> list[tuple[int, ...]]:
    """Every (position, direction, steps) that keeps the member inside positions 1-7."""
    out: list[tuple[int, ...]] = []
    for pos in range(1, PLAN_SIZE + 1):
        for direction in (LEFT, RIGHT):
            if 1 <= pos + direction * steps <= PLAN_SIZE:
                out.append((pos, direction, steps))
    return out


def preparation_choices(card: PrepCard, seat: int, num_players: int) -> list[tuple[int, ...]]:
    """Every distinct choice `card` allows its taker (the `detail` of a Prepare action)."""
    kind = card.kind
    if kind == WILD_DANCE:
        return wild_dance_choices()
    if kind == STAY_CLOSE:
        return stay_close_choices()
    if kind in (MY_PLACE, SWAP_PLACES):
        return [card.param]
    if kind == EXCUSE_ME:
        return excuse_me_choices(card.param[0])
    if kind == ALL_AT_PARTY:
        return [()]
    if kind == REALLY_GOOD:
        return [(s,) for s in range(num_players) if s != seat]
    if kind == LIFE_OF_PARTY:
        return [(p,) for p in range(1, PLAN_SIZE + 1)]
    raise ValueError(f"unknown Preparation card kind {kind!r}")


def swap_pairs(plan: Sequence[T], lefts: Sequence[int]) -> list[T]:
    """`plan` with each pair of neighbours starting at a position in `lefts` (1-based) swapped."""
    new = list(plan)
    for a in lefts:
        new[a - 1], new[a] = new[a], new[a - 1]
    return new


def apply_preparation(plan: Sequence[int], kind: str, detail: Sequence[int]) -> list[int]:
    """The plan after a Preparation card of `kind` with this choice (a new list).

    Stopwatch cards leave the plan as it is. ValueError if the choice is not one
    the card allows.
    """
    new = list(plan)
    if kind in (WILD_DANCE, STAY_CLOSE):
        lefts = list(detail)
        want = 3 if kind == WILD_DANCE else 2
        if len(lefts) != want or lefts != sorted(lefts) or any(b - a < 2 for a, b in itertools.pairwise(lefts)):
            raise ValueError(f"{kind} needs {want} separate pairs of neighbours, not {detail}")
        if lefts[0] < 1 or lefts[-1] > PLAN_SIZE - 1:
            raise ValueError(f"a pair must lie within positions 1-{PLAN_SIZE}")
        if kind == WILD_DANCE:
            new = swap_pairs(new, lefts)
        else:
            a, b = lefts
            new[a - 1 : a + 1], new[b - 1 : b + 1] = new[b - 1 : b + 1], new[a - 1 : a + 1]
        return new
    if kind == MY_PLACE:
        a, b = detail
        if not (1 <= a <= PLAN_SIZE and 1 <= b <= PLAN_SIZE and a != b):
            raise ValueError(f"cannot swap positions {a} and {b}")
        new[a - 1], new[b - 1] = new[b - 1], new[a - 1]
        return new
    if kind == SWAP_PLACES:
        m1, m2 = detail
        i, j = new.index(m1), new.index(m2)
        new[i], new[j] = new[j], new[i]
        return new
    if kind == EXCUSE_ME:
        pos, direction, steps = detail
        target = pos + direction * steps
        if direction not in (LEFT, RIGHT) or steps < 1 or not 1 <= pos <= PLAN_SIZE or not 1 <= target <= PLAN_SIZE:
            raise ValueError(f"cannot move position {pos} {steps} steps that way")
        member = new.pop(pos - 1)
        new.insert(target - 1, member)
        return new
    if kind in (ALL_AT_PARTY, REALLY_GOOD, LIFE_OF_PARTY):
        return new
    raise ValueError(f"unknown Preparation card kind {kind!r}")


def prepare_all(plans: Sequence[tuple[int, ...]], kind: str, detail: Sequence[int]) -> list[tuple[int, ...]]:
    """`apply_preparation` on each of `plans`, the choice read once (an inference moves thousands of
    candidate plans by every Preparation card a rival plays).

    Every card but Shall We Swap Places? moves positions whatever members hold them, so its effect
    on the plan 1-7 says where each position's member goes; that card swaps two named members.
    """
    if kind == SWAP_PLACES:
        first, second = detail
        relabel = {first: second, second: first}
        return [tuple(relabel.get(m, m) for m in plan) for plan in plans]
    order = apply_preparation(range(PLAN_SIZE), kind, detail)
    if order == list(range(PLAN_SIZE)):
        return list(plans)
    pick = operator.itemgetter(*order)
    return [pick(plan) for plan in plans]


def moved_positions(plan: Sequence[int], kind: str, detail: Sequence[int]) -> list[tuple[int, int]]:
    """(from, to) positions (1-based) of every card the effect moves, for animation."""
    after = apply_preparation(plan, kind, detail)
    where = {m: i for i, m in enumerate(after)}
    return [(i + 1, where[m] + 1) for i, m in enumerate(plan) if where[m] != i]
