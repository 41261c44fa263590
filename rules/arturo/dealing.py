"""Arturo's deal as a record's `setup` fixes it: the six decks, the Family Plans, the Preparation cards
dealt face up and the dealer, each checked here so that a bad record is refused in one line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeGuard

from .data import DECK_SIZE, MEMBER_IDS, MEMBER_INDEX, NUM_DECKS, PARTY_INDEX, PLAN_MEMBERS, PREP_DEALT, PREP_INDEX


def _is_list(value: object) -> TypeGuard[Sequence[object]]:
    """A list as a record's JSON gives one (a string is a sequence too, but not a list of ids)."""
    return isinstance(value, Sequence) and not isinstance(value, str)


def read_decks(decks: object) -> list[list[int]]:
    """Setup "decks": six lists of ten Party card ids, top first, using every card once."""
    if not _is_list(decks) or len(decks) != NUM_DECKS:
        raise ValueError(f"setup 'decks' must be {NUM_DECKS} lists of Party card ids")
    out = []
    seen: set[int] = set()
    for number, deck in enumerate(decks, start=1):
        if not _is_list(deck) or len(deck) != DECK_SIZE:
            raise ValueError(f"setup deck {number} must list {DECK_SIZE} Party card ids, top first")
        cards = []
        for card_id in deck:
            if not isinstance(card_id, str) or card_id not in PARTY_INDEX:
                raise ValueError(f"setup deck {number}: no Party card {card_id!r}")
            index = PARTY_INDEX[card_id]
            if index in seen:
                raise ValueError(f"setup decks: Party card {card_id!r} appears twice")
            seen.add(index)
            cards.append(index)
        out.append(cards[::-1])
    return out


def read_plans(plans: object, n: int) -> list[list[int]]:
    """Setup "plans": one list of the seven member ids per player, leftmost first."""
    if not _is_list(plans) or len(plans) != n:
        raise ValueError(f"setup 'plans' must give one Family Plan for each of the {n} players")
    out = []
    for seat, plan in enumerate(plans):
        if not _is_list(plan):
            raise ValueError(f"setup plan {seat} must be a list of member ids")
        members = [MEMBER_INDEX.get(m, -1) if isinstance(m, str) else -1 for m in plan]
        if sorted(members) != list(PLAN_MEMBERS):
            names = ", ".join(MEMBER_IDS[m] for m in PLAN_MEMBERS)
            raise ValueError(f"setup plan {seat} must order each of {names} exactly once")
        out.append(members)
    return out


def read_preparation(cards: object, n: int) -> list[int]:
    """Setup "preparation": the ids of the Preparation cards dealt face up."""
    want = PREP_DEALT[n]
    if not _is_list(cards) or len(cards) != want:
        raise ValueError(f"setup 'preparation' must list {want} Preparation card ids for {n} players")
    out = []
    for card_id in cards:
        if not isinstance(card_id, str) or card_id not in PREP_INDEX:
            raise ValueError(f"setup preparation: no Preparation card {card_id!r}")
        if PREP_INDEX[card_id] in out:
            raise ValueError(f"setup preparation: {card_id!r} appears twice")
        out.append(PREP_INDEX[card_id])
    return out


def read_dealer(dealer: object, n: int) -> int:
    """Setup "dealer": the seat that deals; the seat to its left (the next one) starts."""
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
        raise ValueError(f"setup dealer must be a seat from 0 to {n - 1}, not {dealer!r}")
    return dealer
