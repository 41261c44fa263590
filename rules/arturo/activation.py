"""What an activation takes and where it goes, as pure functions: the state's rules and the
view's `outcome` (what the table shows an activation would do) share them."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Activate, Ivo, Pick
from .data import CARD_BACK, CARD_COBWEBS, CARD_MEMBER, IVO, MEMBERS, STEIN

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
