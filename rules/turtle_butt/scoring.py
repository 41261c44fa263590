"""The two questions every Turtle Butt variant asks of a set of cards.

`is_turtle_butt(cards)`: do the cards show all six suits? `score_hand(cards)`: what
are they worth (0 when they are Turtle Butt)? Both accept card names in any case,
`Card` objects or card ids, and are pure.

Scoring (rulebook, "The basic game"): each pair of number cards scores its rank;
Aces and Crowns score as sets, counted separately (2, 3, 4, 5 of a kind = 1, 5, 10,
20); the single longest run of two or more ranks scores one point per card, Ace
before 2, Crown after 9, no wrap-around.

Rulings where the rulebook is silent:
- A run counts distinct ranks: 6, 6, 7 is a run of two (content file).
- The Excuse has no rank and no suit: it never scores and never adds a suit.
- Pawns (an option the rulebook advises against) are neither number cards nor Aces
  or Crowns, and a run goes from Ace to Crown: the rulebook gives them no points, so
  they score nothing themselves. Their three suits still count towards Turtle Butt.
  (`pawn_sets=True` is the older ruling, matching Pawns scoring as a set like Aces:
  records saved under it replay with it.)

Score labels are translatable sentences (`rules.core.text`); `score_breakdown` gives
them in English for the CLI and tests.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from rules.core import Text, say
from rules.core.text import unwritten

from .deck import ACE, ALL_SUITS, CARDS, CROWN, MASKS, PAWN, RANKS, Card, card_id, rank_plural, rank_text

#: Points for n matching Aces or Crowns (n = 0..6; six always show all suits); Pawns too under the older ruling.
SET_POINTS: tuple[int, ...] = (0, 0, 1, 5, 10, 20, 20)

CardLike = str | Card | int
#: One scorepad line: what scored, and its points.
Part = tuple[Text, int]


def _set_label(count: int, rank: int) -> Text:
    """"Pair of 6s", "Three Aces": each size its own fixed template, so a translation can reorder words."""
    plural = rank_plural(rank)
    if count == 2:
        return say("Pair of {rank}", rank=plural)
    if count == 3:
        return say("Three {rank}", rank=plural)
    if count == 4:
        return say("Four {rank}", rank=plural)
    if count == 5:
        return say("Five {rank}", rank=plural)
    return say("Six {rank}", rank=plural)


def _ids(cards: Iterable[CardLike]) -> list[int]:
    return [card_id(c) for c in cards]


def is_turtle_butt(cards: Iterable[CardLike]) -> bool:
    """True when the cards together show all six suits."""
    return is_butt_ids(_ids(cards))


def score_hand(cards: Iterable[CardLike]) -> int:
    """The hand's points under the basic-game scoring; 0 for a Turtle Butt hand."""
    return score_ids(_ids(cards))


def score_breakdown(cards: Iterable[CardLike]) -> list[tuple[str, int]]:
    """The scoring combinations as (label, points) pairs in English, a scorepad's lines.

    Empty for a Turtle Butt hand and for a hand that scores nothing.
    """
    return [(str(label), points) for label, points in breakdown_ids(_ids(cards))]


def breakdown_ids(ids: Iterable[int], pawn_sets: bool = False) -> list[Part]:
    """The scorepad lines of a hand of card ids; the points add up to `score_ids(ids, pawn_sets)`."""
    ids = list(ids)
    if is_butt_ids(ids):
        return []
    return list(_breakdown_counts(tuple(rank_counts(ids)), pawn_sets, unwritten.depth > 0))


@functools.lru_cache(maxsize=4096)
def _breakdown_counts(counts: tuple[int, ...], pawn_sets: bool, quiet: bool) -> tuple[Part, ...]:
    """The lines by rank counts alone, kept: every view words every seat's hand, and hands repeat.
    `quiet` keeps apart the lines made while sentences go unwritten (`rules.core.text.unwritten`)."""
    parts: list[Part] = []
    for rank in range(2, 10):
        for _ in range(counts[rank] // 2):
            parts.append((_set_label(2, rank), rank))
    for rank in (ACE, CROWN, PAWN) if pawn_sets else (ACE, CROWN):
        n = counts[rank]
        if n >= 2:
            parts.append((_set_label(n, rank), SET_POINTS[n]))
    low, length = longest_run(counts)
    if length >= 2:
        parts.append((say("Run {low}-{high}", low=rank_text(low), high=rank_text(low + length - 1)), length))
    return tuple(parts)


# --- fast paths over card ids (states and bots call these) -----------------------


def is_butt_ids(ids: Iterable[int]) -> bool:
    mask = 0
    for i in ids:
        mask |= MASKS[i]
    return mask == ALL_SUITS


def rank_counts(ids: Iterable[int]) -> list[int]:
    """How many cards of each rank code (index 0..11) the ids hold."""
    counts = [0] * 12
    for i in ids:
        counts[RANKS[i]] += 1
    return counts


def longest_run(counts: Sequence[int]) -> tuple[int, int]:
    """(lowest rank, length) of the longest run of distinct ranks Ace..Crown; the lowest such run wins ties."""
    best_low, best, run = 0, 0, 0
    for rank in range(ACE, CROWN + 1):
        if counts[rank]:
            run += 1
            if run > best:
                best, best_low = run, rank - run + 1
        else:
            run = 0
    return best_low, best


def score_counts(counts: Sequence[int], pawn_sets: bool = False) -> int:
    """Points of a hand given its rank counts (the hand must not be Turtle Butt)."""
    points = SET_POINTS[min(counts[ACE], 6)] + SET_POINTS[min(counts[CROWN], 6)]
    if pawn_sets:
        points += SET_POINTS[min(counts[PAWN], 6)]
    for rank in range(2, 10):
        points += counts[rank] // 2 * rank
    best = run = 0
    for rank in range(ACE, CROWN + 1):
        if counts[rank]:
            run += 1
            if run > best:
                best = run
        else:
            run = 0
    return points + best if best >= 2 else points


def score_ids(ids: Iterable[int], pawn_sets: bool = False) -> int:
    """`score_hand` over card ids: 0 for Turtle Butt."""
    mask = 0
    counts = [0] * 12
    for i in ids:
        mask |= MASKS[i]
        counts[RANKS[i]] += 1
    if mask == ALL_SUITS:
        return 0
    return score_counts(counts, pawn_sets)


def best_possible_score(pool: Sequence[int], pawn_sets: bool = False) -> int:
    """The most any hand drawn from `pool` can score.

    Adding a card never lowers the score of a hand that stays clear of Turtle Butt,
    and every such hand misses some suit, so the best hand is "every card without
    suit s" for the best s.
    """
    best = 0
    for bit in range(6):
        hand = [i for i in pool if not MASKS[i] >> bit & 1]
        best = max(best, score_ids(hand, pawn_sets))
    return best


__all__ = ["CARDS", "is_turtle_butt", "score_breakdown", "score_hand"]
