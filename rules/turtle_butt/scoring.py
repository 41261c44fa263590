"""The two questions every Turtle Butt variant asks of a set of cards.

`is_turtle_butt(cards)`: do the cards show all six suits? `score_hand(cards)`: what
are they worth (0 when they are Turtle Butt)? Both accept card names in any case,
`Card` objects or card ids, and are pure.

Scoring (rulebook, "The basic game"): each pair of number cards scores its rank;
Aces and Crowns score as sets, counted separately (2, 3, 4, 5 of a kind = 1, 5, 10,
20); the single longest run of two or more ranks scores one point per card, Ace
before 2, Crown after 9, no wrap-around.

Product rulings where the rulebook is silent:
- A run counts distinct ranks: 6, 6, 7 is a run of two (content file).
- The Excuse has no rank and no suit: it never scores and never adds a suit.
- Pawns (an option the rulebook advises against) are not number cards and have no
  place in a run; matching Pawns score as a set like Aces and Crowns. Any three
  Pawns show all six suits, so in practice a pair of Pawns (1 point) is the most.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .deck import ACE, ALL_SUITS, CARDS, CROWN, MASKS, PAWN, RANK_NAMES, RANK_PLURALS, RANKS, Card, card_id

#: Points for n matching Aces, Crowns or Pawns (n = 0..6; six always show all suits).
SET_POINTS: tuple[int, ...] = (0, 0, 1, 5, 10, 20, 20)
_SET_WORDS = {2: "Pair of", 3: "Three", 4: "Four", 5: "Five", 6: "Six"}

CardLike = str | Card | int


def _ids(cards: Iterable[CardLike]) -> list[int]:
    return [card_id(c) for c in cards]


def is_turtle_butt(cards: Iterable[CardLike]) -> bool:
    """True when the cards together show all six suits."""
    return is_butt_ids(_ids(cards))


def score_hand(cards: Iterable[CardLike]) -> int:
    """The hand's points under the basic-game scoring; 0 for a Turtle Butt hand."""
    return score_ids(_ids(cards))


def score_breakdown(cards: Iterable[CardLike]) -> list[tuple[str, int]]:
    """The scoring combinations as (label, points) pairs, a scorepad's lines.

    Empty for a Turtle Butt hand and for a hand that scores nothing.
    """
    return breakdown_ids(_ids(cards))


def breakdown_ids(ids: list[int]) -> list[tuple[str, int]]:
    """`score_breakdown` over card ids; the points add up to `score_ids(ids)`."""
    if is_butt_ids(ids):
        return []
    counts = rank_counts(ids)
    parts: list[tuple[str, int]] = []
    for rank in range(2, 10):
        for _ in range(counts[rank] // 2):
            parts.append((f"Pair of {RANK_PLURALS[rank]}", rank))
    for rank in (ACE, CROWN, PAWN):
        n = counts[rank]
        if n >= 2:
            parts.append((f"{_SET_WORDS[n]} {RANK_PLURALS[rank]}", SET_POINTS[n]))
    low, length = longest_run(counts)
    if length >= 2:
        high = low + length - 1
        parts.append((f"Run {RANK_NAMES[low]}-{RANK_NAMES[high]}", length))
    return parts


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


def score_counts(counts: Sequence[int]) -> int:
    """Points of a hand given its rank counts (the hand must not be Turtle Butt)."""
    points = SET_POINTS[min(counts[ACE], 6)] + SET_POINTS[min(counts[CROWN], 6)] + SET_POINTS[min(counts[PAWN], 6)]
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


def score_ids(ids: Iterable[int]) -> int:
    """`score_hand` over card ids: 0 for Turtle Butt."""
    mask = 0
    counts = [0] * 12
    for i in ids:
        mask |= MASKS[i]
        counts[RANKS[i]] += 1
    if mask == ALL_SUITS:
        return 0
    return score_counts(counts)


def best_possible_score(pool: Sequence[int]) -> int:
    """The most any hand drawn from `pool` can score.

    Adding a card never lowers the score of a hand that stays clear of Turtle Butt,
    and every such hand misses some suit, so the best hand is "every card without
    suit s" for the best s.
    """
    best = 0
    for bit in range(6):
        hand = [i for i in pool if not MASKS[i] >> bit & 1]
        best = max(best, score_ids(hand))
    return best


__all__ = ["CARDS", "is_turtle_butt", "score_breakdown", "score_hand"]
