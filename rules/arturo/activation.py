"""What an activation takes and where it goes, as pure functions: the state's rules and the
view's `outcome` (what the table shows an activation would do) share them. Also which copies of an
object a member may choose between, and why a choice of copies is refused."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence

from rules.core import IllegalAction, say

from .actions import RULE_ACTIVATE, RULE_NANNY, Activate, Ivo, Pick
from .data import CARD_BACK, CARD_COBWEBS, CARD_MEMBER, IVO, MEMBERS, NUM_OBJECTS, OBJECT_NAMES, OBJECTS_WANTED, STEIN

#: Where an activation sends what it takes: under the Birthday card, under the Cleaning card, or
#: nowhere, the card itself turning over to join the available objects.
BIRTHDAY, CLEANING, OBJECTS = "birthday", "cleaning", "objects"


def collected(table: Sequence[int], member: int, picks: Sequence[Pick] = ()) -> list[int]:
    """The available objects `member` collects: one copy of each wanted object (the picked kind of
    copy where one is picked, else the one that has waited longest); the Nanny takes everything if
    anything has cobwebs. Grandpa Ivo himself takes nothing."""
    if member == STEIN:
        return list(table) if any(CARD_COBWEBS[c] for c in table) else []
    if member == IVO:
        return []
    chosen = {p.obj: p.cobwebbed for p in picks}
    out = []
    for wanted in MEMBERS[member].desires:
        for card in table:
            if CARD_BACK[card] == wanted and chosen.get(wanted, CARD_COBWEBS[card]) == CARD_COBWEBS[card]:
                out.append(card)
                break
    return out


def acting_member(top: int, action: Activate | Ivo) -> int:
    """Whose ability an activation uses: the card's member, whom Grandpa Ivo copies, or Ivo turned over."""
    if isinstance(action, Ivo):
        return IVO if action.copy is None else action.copy
    return CARD_MEMBER[top]


def copies_on_table(table: Sequence[int]) -> tuple[list[int], list[bool], bool]:
    """Per object, which copies lie on the table (bit 1 a clean one, bit 2 a cobwebbed one) and
    whether the copy that has lain there longest is cobwebbed; and whether anything has cobwebs."""
    kinds = [0] * NUM_OBJECTS
    oldest = [False] * NUM_OBJECTS
    any_webs = False
    for card in table:
        obj = CARD_BACK[card]
        webbed = CARD_COBWEBS[card]
        if not kinds[obj]:
            oldest[obj] = webbed
        if webbed:
            kinds[obj] |= 2
            any_webs = True
        else:
            kinds[obj] |= 1
    return kinds, oldest, any_webs


#: The wanted objects of each member in object order (the order of picks in the notation).
_WANTED: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(m.desires)) for m in MEMBERS)
_PICKS: tuple[tuple[Pick, Pick], ...] = tuple((Pick(o, False), Pick(o, True)) for o in range(NUM_OBJECTS))


def other_picks(member: int, kinds: Sequence[int], oldest: Sequence[bool]) -> tuple[Pick, ...]:
    if member in (STEIN, IVO):
        return ()
    return tuple(_PICKS[obj][not oldest[obj]] for obj in _WANTED[member] if kinds[obj] == 3)


def takes_any(member: int, kinds: Sequence[int], webbed: bool) -> bool:
    """Would `member` collect anything from a table with these `kinds` of copies (`webbed`: any cobwebs)?"""
    if member == STEIN:
        return webbed
    first, second = _WANTED[member]  # every plan member but the Nanny wants two objects
    return bool(kinds[first] or kinds[second])



def would_take(table: Sequence[int], member: int) -> bool:
    kinds, _, webbed = copies_on_table(table)
    return takes_any(member, kinds, webbed)


@functools.cache
def all_picks(others: tuple[Pick, ...]) -> list[tuple[Pick, ...]]:
    """Every choice of copies: the oldest of each object, or the other kind for any of `others`
    (a shared list: do not change it)."""
    return [tuple(p for p, take in zip(others, takes, strict=True) if take)
            for takes in itertools.product((False, True), repeat=len(others))]


def why_picks_illegal(table: Sequence[int], member: int, picks: tuple[Pick, ...]) -> IllegalAction | None:
    """The reason `picks` are not a choice of copies `member` can make now (None: they are).

    A pick names a copy taken instead of the one that waited longest; naming nothing takes the oldest.
    """
    if not picks:
        return None
    name = MEMBERS[member].name
    if member == STEIN:
        return IllegalAction(say("the Nanny takes every available object: there is no copy to choose"), RULE_NANNY)
    kinds, oldest, _ = copies_on_table(table)
    others = other_picks(member, kinds, oldest)
    for pick in picks:
        obj = OBJECT_NAMES[pick.obj]
        if pick.obj not in MEMBERS[member].desires:
            first, second = (OBJECTS_WANTED[o] for o in MEMBERS[member].desires)
            return IllegalAction(say("{member} wants only {first} and {second}", member=name, first=first,
                                     second=second), RULE_ACTIVATE)
        if not kinds[pick.obj] & (2 if pick.cobwebbed else 1):
            template = (say("there is no cobwebbed {object} among the available objects", object=obj)
                        if pick.cobwebbed else
                        say("there is no clean {object} among the available objects", object=obj))
            return IllegalAction(template, RULE_ACTIVATE)
        if pick not in others:
            if kinds[pick.obj] != 3:
                return IllegalAction(say("every available {object} is alike: there is no copy to choose", object=obj),
                                     RULE_ACTIVATE)
            template = (say("the {object} that waited longest is cobwebbed: it is taken unless you name the clean one",
                            object=obj) if pick.cobwebbed else
                        say("the {object} that waited longest is clean: it is taken unless you name the cobwebbed one",
                            object=obj))
            return IllegalAction(template, RULE_ACTIVATE)
    return None
