"""Turtle Butt's decisions in the basic and rococo games, solved rather than sampled (the `hard` level).

Every card of the basic game is face up, so all a seat does not know is the order
of the unseen cards: the next card is equally likely to be any of them. Whether to
take a card is then a stopping problem small enough to solve by expectimax over the
unseen cards as a set (the order one's cards arrived in never matters), memoised on
the cards taken, `depth` cards ahead.

What a final score is worth comes from the match (`MatchOutlook`): a stopped rival's
score is known; a rival still in is assumed to play like `normal` (take a card while
that raises their expected score; in the match's last hand, the last one in chases the
best total), which gives the distribution of their final score; the seat's chance to
win the match from the totals after the hand, with the hands still to come blurring a
lead, is the utility the seat maximises. Rivals are
modelled as drawing from their own copy of the unseen cards: the few cards they take
barely change the seat's odds.

The rococo game (its section at the end) asks the same take-or-stay question with a
different prize: only the single best hand scores, what its scoring round brings. Its
utility (`rococo_utility`) weighs who ends best and that round's odds (`prize_odds`), and
the scoring round itself is a smaller stopping problem (`solve_prize`).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .deck import ALL_SUITS, MASKS, RANKS
from .scoring import score_counts

#: Cards the seat's own search looks ahead (six ahead changed 1 decision in 397, at seven times the
#: time: docs/benchmarks.md).
DEPTH = 4
#: Spread (standard deviation) of the difference between two players' scores in one basic
#: hand: 5.3, measured over 300 matches of 2-4 players of `normal`.
HAND_DIFF_SD = 5.3
#: Mean score of one basic hand in the same matches (guesses the hands left to a target).
HAND_MEAN = 4.4
#: Before the match's last hand, the share of the decision's utility that is the chance to beat every
#: rival's score in the hand itself: against OpenSpiel's MCTS on 300 hands it won 55.1% of the decided
#: hands with a lead of 0.56 point, against 48.0% and 0.40 without it (docs/benchmarks.md).
HAND_WEIGHT = 0.1
#: Hands dealt to estimate the final score of a rival still taking cards.
RIVAL_HANDS = 200
#: In the last chase a player level with the leader takes a card while fewer than this share of
#: the cards that may come would give Turtle Butt (`normal`'s rule in that position).
CHASE_BUTT_BELOW = 0.3
#: Joint rival outcomes averaged when there are too many to list (3 or more players).
RIVAL_SAMPLES = 96

_SCORES: dict[int, int] = {}
#: What each card (by id) adds to a hand's packed rank counts (`packed_counts`).
RANK_STEP: tuple[int, ...] = tuple(1 << 3 * rank for rank in RANKS)


def packed_counts(cards: Sequence[int]) -> int:
    """The rank counts of `cards` packed three bits per rank: adding a card is one addition."""
    packed = 0
    for c in cards:
        packed += RANK_STEP[c]
    return packed


def _score(packed: int) -> int:
    """The points of a hand (not Turtle Butt) from its packed rank counts."""
    s = _SCORES.get(packed)
    if s is None:
        s = _SCORES[packed] = score_counts([packed >> 3 * r & 7 for r in range(12)])
    return s


def _mask(cards: Sequence[int]) -> int:
    mask = 0
    for c in cards:
        mask |= MASKS[c]
    return mask


@dataclass(frozen=True)
class Choice:
    """What staying now and taking a card (then playing on as well as possible) are worth."""

    stay: float
    take: float

    @property
    def takes(self) -> bool:
        return self.take > self.stay


#: What a stopped hand is worth: a function of its points and its suits (all six: Turtle Butt, 0 points).
Utility = Callable[[int, int], float]


def by_points(value: Callable[[int], float]) -> Utility:
    """A utility that depends on the points alone (the basic game), each score valued once."""
    known: dict[int, float] = {}

    def utility(points: int, mask: int) -> float:
        v = known.get(points)
        if v is None:
            v = known[points] = value(points)
        return v

    return utility


def solve(
    cards: Sequence[int],
    unseen: Sequence[int],
    utility: Utility,
    depth: int = DEPTH,
    report: Utility | None = None,
) -> tuple[Choice, Choice]:
    """Expectimax of the stopping problem: a hand worth `utility(points, suits)` when it stops.

    The seat looks `depth` cards ahead and stops there at the latest. Returns the
    choice by `utility`, and the same play valued by `report` (by `utility` itself
    when None). Hands holding the same suits and ranks share one value: they differ at
    most by which card of a rank is gone from the unseen ones (near enough). Without
    unseen cards, taking is worth nothing.
    """
    k = len(unseen)
    masks = [MASKS[c] for c in unseen]
    incs = [RANK_STEP[c] for c in unseen]
    memo: dict[int, tuple[float, float]] = {}
    values: dict[int, tuple[float, float]] = {}
    scores = _SCORES

    def at(points: int, mask: int) -> tuple[float, float]:
        key = points << 6 | mask
        v = values.get(key)
        if v is None:
            decided = utility(points, mask)
            v = values[key] = (decided, report(points, mask) if report is not None else decided)
        return v

    def points(packed: int) -> int:
        s = scores.get(packed)
        return s if s is not None else _score(packed)

    butt_d, butt_r = at(0, ALL_SUITS)

    def value(taken: int, left: int, mask: int, packed: int, d: int) -> tuple[float, float]:
        """(decision value, reported value) of a hand holding `taken` (a bit per unseen card); `d` more cards."""
        key = packed << 6 | mask
        known = memo.get(key)
        if known is not None:
            return known
        stay = at(points(packed), mask)
        if left:
            td = tr = 0.0
            for i in range(k):
                bit = 1 << i
                if taken & bit:
                    continue
                m = mask | masks[i]
                if m == ALL_SUITS:
                    td += butt_d
                    tr += butt_r
                    continue
                vd, vr = value(taken | bit, left - 1, m, packed + incs[i], d - 1) if d > 1 else at(
                    points(packed + incs[i]), m
                )
                td += vd
                tr += vr
            if td > stay[0] * left:
                stay = (td / left, tr / left)
        memo[key] = stay
        return stay

    mask, packed = _mask(cards), packed_counts(cards)
    stay = at(points(packed), mask) if mask != ALL_SUITS else (butt_d, butt_r)
    if not k or depth < 1:
        return Choice(stay[0], -math.inf), Choice(stay[1], -math.inf)
    td = tr = 0.0
    for i in range(k):
        m = mask | masks[i]
        if m == ALL_SUITS:
            td += butt_d
            tr += butt_r
            continue
        vd, vr = value(1 << i, k - 1, m, packed + incs[i], depth - 1) if depth > 1 else at(points(packed + incs[i]), m)
        td += vd
        tr += vr
    return Choice(stay[0], td / k), Choice(stay[1], tr / k)


def takes_by_expectation(mask: int, packed: int, pool: Sequence[tuple[int, int]]) -> bool:
    """`normal`'s rule: take a card while the expected score after it (Turtle Butt as 0) beats the score now.

    `pool` holds (suit mask, packed rank increment) of each card that may come. With
    nothing scored yet, any card that is not certain Turtle Butt is worth taking.
    """
    if not pool:
        return False
    now = _score(packed)
    total = 0
    safe = False
    for m, inc in pool:
        if mask | m != ALL_SUITS:
            safe = True
            total += _score(packed + inc)
    if now == 0:
        return safe
    return total > now * len(pool)


def chases(mask: int, packed: int, pool: Sequence[tuple[int, int]], bar: int,
           level_below: float = CHASE_BUTT_BELOW) -> bool:
    """A chase for a known score: behind `bar` take a card, ahead stay, level take one while fewer
    than `level_below` of the cards that may come give Turtle Butt (in the basic game's last chase,
    as `normal` does)."""
    if not pool:
        return False
    now = _score(packed)
    if now != bar:
        return now < bar
    butts = sum(1 for m, _ in pool if mask | m == ALL_SUITS)
    return butts < level_below * len(pool)


def final_scores(cards: Sequence[int], unseen: Sequence[int], rng: random.Random,
                 samples: int = RIVAL_HANDS, bar: int | None = None, level_below: float = CHASE_BUTT_BELOW,
                 butt: int = 0) -> dict[int, float]:
    """The distribution of a hand's final score when its player follows `takes_by_expectation` from here.

    With `bar`, the player chases a known score instead (`chases` with `level_below`): in the
    basic game the last one in at the match's last hand, `bar` the hand score that would draw
    level with the best total. Estimated from `samples` hands dealt from the unseen cards
    with `rng` (a careful player may take six or more cards from a low hand: too many sets
    of cards to list). Turtle Butt is counted as the score `butt`; an exhausted pool stops the hand.
    """
    mask, packed = _mask(cards), packed_counts(cards)
    if mask == ALL_SUITS:
        return {butt: 1.0}
    k = len(unseen)
    masks = [MASKS[c] for c in unseen]
    incs = [RANK_STEP[c] for c in unseen]
    # The rule's answer for a hand depends (near enough) only on its suits and ranks.
    takes: dict[tuple[int, int], bool] = {}
    counts: dict[int, int] = {}
    for _ in range(samples):
        pool = list(range(k))
        m, p = mask, packed
        while True:
            hit = takes.get((m, p))
            if hit is None:
                left = [(masks[i], incs[i]) for i in pool]
                hit = takes[(m, p)] = (
                    takes_by_expectation(m, p, left) if bar is None else chases(m, p, left, bar, level_below)
                )
            if not hit:
                points = _score(p)
                break
            j = rng.randrange(len(pool))
            i = pool[j]
            pool[j] = pool[-1]
            pool.pop()
            m |= masks[i]
            if m == ALL_SUITS:
                points = butt
                break
            p += incs[i]
        counts[points] = counts.get(points, 0) + 1
    return {points: n / samples for points, n in counts.items()}


@dataclass(frozen=True)
class MatchOutlook:
    """The match around a hand: totals before it, and when the match will end.

    `hands_after` is the number of hands still to come after this one when the match
    has a hands limit; `target` ends the match after the hand in which someone reaches it.
    """

    totals: tuple[int, ...]
    hands_after: int | None
    target: int | None
    #: One hand's spread of the difference between two players' points, and a player's mean points.
    diff_sd: float = HAND_DIFF_SD
    hand_mean: float = HAND_MEAN
    #: What one hand brings whoever scores it, as (points, chance) with 0 for nobody, when a hand has
    #: a single scorer: then a 2-player match of known length is worked out exactly (`_lead_odds`).
    hand_points: tuple[tuple[int, float], ...] | None = None

    def hands_left(self, final: Sequence[int]) -> int:
        """Hands still to come after the hand ends with these totals: 0 when the match is then over."""
        best = max(final)
        if self.target is not None and best >= self.target:
            return 0
        if self.hands_after is not None:
            return self.hands_after
        if self.target is not None:
            return math.ceil((self.target - best) / self.hand_mean)
        return 0

    def chances(self, final: Sequence[int]) -> list[float]:
        """Each seat's chance to win the match from these totals after the hand (they add up to 1).

        Over: the highest total wins and ties share. Two players with `hand_points` and a
        set number of hands: exactly, hand by hand. Otherwise each rival is beaten with the
        normal probability of the lead over the spread of the hands to come, and the
        products over rivals are shared out in proportion.
        """
        n = len(final)
        left = self.hands_left(final)
        if left <= 0:
            best = max(final)
            winners = [s for s in range(n) if final[s] == best]
            return [1.0 / len(winners) if final[s] == best else 0.0 for s in range(n)]
        if self.hand_points is not None and n == 2 and self.target is None:
            first = _lead_odds(final[0] - final[1], left, self.hand_points)
            return [first, 1.0 - first]
        spread = self.diff_sd * math.sqrt(left) * math.sqrt(2)
        strengths = []
        for s in range(n):
            p = 1.0
            for o in range(n):
                if o != s:
                    p *= 0.5 * (1 + math.erf((final[s] - final[o]) / spread))
            strengths.append(p)
        total = sum(strengths)
        return [x / total for x in strengths] if total > 0 else [1.0 / n] * n


class _SeatOdds:
    """`outlook.chances(final)[seat]` with the rivals' totals in `final` fixed and the seat's own total
    varying: the search asks it of every score the seat may end on, against every rivals' outcome.

    What does not depend on the seat is worked out once for each spread of the hands to come: each
    rival's chances to beat the rivals before the seat and (kept apart, since products are taken in
    turn) those after it. The floats are the very ones `chances` gives (the same products in the same
    order); a test holds them equal.
    """

    __slots__ = ("final", "known", "outlook", "parts", "rivals", "seat")

    def __init__(self, outlook: MatchOutlook, seat: int, final: list[int]) -> None:
        self.outlook, self.seat, self.final = outlook, seat, final
        self.rivals = [o for o in range(len(final)) if o != seat]
        self.parts: dict[float, list[tuple[float, tuple[float, ...]]]] = {}
        self.known: dict[int, float] = {}

    def chance(self, mine: int) -> float:
        known = self.known.get(mine)
        if known is None:
            known = self.known[mine] = self._chance(mine)
        return known

    def _chance(self, mine: int) -> float:
        outlook, seat, final = self.outlook, self.seat, self.final
        final[seat] = mine
        left = outlook.hands_left(final)
        if left <= 0 or (outlook.hand_points is not None and len(final) == 2 and outlook.target is None):
            return outlook.chances(final)[seat]
        spread = outlook.diff_sd * math.sqrt(left) * math.sqrt(2)
        parts = self.parts.get(spread)
        if parts is None:
            parts = self.parts[spread] = [self._rival_part(o, spread) for o in self.rivals]
        erf = math.erf
        strengths = []
        p = 1.0
        for o in self.rivals:
            p *= 0.5 * (1 + erf((mine - final[o]) / spread))
        for o, (before, after) in zip(self.rivals, parts, strict=True):
            if o == seat + 1:
                strengths.append(p)
            q = before * (0.5 * (1 + erf((final[o] - mine) / spread)))
            for factor in after:
                q *= factor
            strengths.append(q)
        if len(strengths) < len(final):
            strengths.append(p)
        total = sum(strengths)
        return p / total if total > 0 else 1.0 / len(final)

    def _rival_part(self, o: int, spread: float) -> tuple[float, tuple[float, ...]]:
        final, seat = self.final, self.seat
        before = 1.0
        for r in range(seat):
            if r != o:
                before *= 0.5 * (1 + math.erf((final[o] - final[r]) / spread))
        after = tuple(
            0.5 * (1 + math.erf((final[o] - final[r]) / spread)) for r in range(seat + 1, len(final)) if r != o
        )
        return before, after


@functools.lru_cache(maxsize=4096)
def _lead_odds(lead: int, left: int, hand_points: tuple[tuple[int, float], ...]) -> float:
    """Two players, `left` hands to go: the chance that a lead of `lead` points ends the match ahead
    (level counts half), when each hand gives either player, equally likely, what `hand_points` says."""
    odds = {lead: 1.0}
    for _ in range(left):
        after: dict[int, float] = {}
        for d, p in odds.items():
            for points, q in hand_points:
                if points:
                    after[d + points] = after.get(d + points, 0.0) + p * q / 2
                    after[d - points] = after.get(d - points, 0.0) + p * q / 2
                else:
                    after[d] = after.get(d, 0.0) + p * q
        odds = after
    return sum(p for d, p in odds.items() if d > 0) + odds.get(0, 0.0) / 2


def outcome_utility(
    seat: int,
    outlook: MatchOutlook,
    rivals: dict[int, dict[int, float]],
    rng: random.Random,
    hand_weight: float = 0.0,
) -> Callable[[int], float]:
    """The seat's chance to win the match as a function of its own final score in this hand.

    `rivals` gives each other seat's distribution of final hand scores. Their joint
    outcomes are listed when few, otherwise `RIVAL_SAMPLES` of them are drawn from `rng`
    once (the same draws for every score, so comparisons between scores stay sharp).
    With `hand_weight`, that share of the utility is the chance to have the best score
    of this hand instead (ties share it).
    """
    joint = joint_outcomes({o: rivals[o] for o in sorted(rivals)}, rng)
    return _averaged(seat, outlook, joint, hand_weight)


def joint_outcomes(
    scores: dict[int, dict[int, float]], rng: random.Random, fixed: dict[int, int] | None = None
) -> list[tuple[float, dict[int, int]]]:
    """Every combination of the seats' final scores (`scores`: each seat's distribution) with its
    weight, beside the `fixed` ones; when there are too many, `RIVAL_SAMPLES` combinations drawn
    from `rng`, each of weight one."""
    known = fixed or {}
    joint: list[tuple[float, dict[int, int]]] = [(1.0, dict(known))]
    for o, dist in scores.items():
        joint = [(w * p, {**outcome, o: points}) for w, outcome in joint for points, p in dist.items() if p > 0]
        if len(joint) > 4 * RIVAL_SAMPLES:
            tables = {o: (list(d), list(d.values())) for o, d in scores.items()}
            return [(1.0, {**known, **{o: rng.choices(*tables[o])[0] for o in scores}}) for _ in range(RIVAL_SAMPLES)]
    return joint


def _averaged(
    seat: int, outlook: MatchOutlook, outcomes: list[tuple[float, dict[int, int]]], weight: float
) -> Callable[[int], float]:
    total = sum(w for w, _ in outcomes)
    base = outlook.totals
    n = len(base)
    # Drawn outcomes repeat: those alike share one _SeatOdds, which keeps each chance it works out.
    alike: dict[tuple[int, ...], _SeatOdds] = {}
    odds = []
    for _, outcome in outcomes:
        final = tuple(base[s] + outcome.get(s, 0) for s in range(n))
        if final not in alike:
            alike[final] = _SeatOdds(outlook, seat, list(final))
        odds.append(alike[final])
    bests = [max(outcome.values(), default=-1) for _, outcome in outcomes]

    def utility(points: int) -> float:
        chance = 0.0
        hand = 0.0
        mine = base[seat] + points
        for (w, outcome), seat_odds, best in zip(outcomes, odds, bests, strict=True):
            chance += w * seat_odds.chance(mine)
            if points >= best:
                hand += w / (1 + sum(1 for v in outcome.values() if v == points))
        return ((1 - weight) * chance + weight * hand) / total

    return utility


# --- the rococo game -----------------------------------------------------------------------------

#: Rococo: one hand's spread of the difference between two players' points, and a player's mean
#: points a hand, over 1,200 hands of 2-player matches of `normal` (60% of hands score, 2.6 points).
ROCOCO_DIFF_SD = 2.1
ROCOCO_MEAN = 0.8
#: What a rococo hand brought its scorer in the same hands (0: nobody scored).
ROCOCO_HAND = ((0, 0.403), (2, 0.304), (3, 0.239), (4, 0.035), (5, 0.009), (6, 0.006), (7, 0.004))
#: A scoring round is followed this many draws at most (each one more point; it never lasts so long).
PRIZE_DRAWS = 12
#: The score a rococo hand in Turtle Butt is counted as: below any hand, even one of no points.
OUT = -1


def prize_odds(mask: int, unseen: Sequence[int], offer: int = 1) -> dict[int, float]:
    """The points a rococo scoring round brings a hand showing the suits `mask`, its player drawing
    while that raises the expected prize (`normal`'s rule): each card is Turtle Butt (no points) or
    one more point. The next card is any unseen one, as they stand now (a few draws barely change that)."""
    masks = [MASKS[c] for c in unseen]
    k = len(masks)
    memo: dict[tuple[int, int], dict[int, float]] = {}

    def odds(mask: int, offer: int, left: int) -> dict[int, float]:
        known = memo.get((mask, offer))
        if known is not None:
            return known
        safe = [m for m in masks if mask | m != ALL_SUITS]
        if not left or (len(safe) / k) * (offer + 1) <= offer:
            out = {offer: 1.0}
        else:
            out = {0: 1 - len(safe) / k} if len(safe) < k else {}
            for m in safe:
                for points, p in odds(mask | m, offer + 1, left - 1).items():
                    out[points] = out.get(points, 0.0) + p / k
        memo[(mask, offer)] = out
        return out

    return odds(mask, offer, min(PRIZE_DRAWS, k)) if k else {offer: 1.0}


def solve_prize(mask: int, unseen: Sequence[int], offer: int, utility: Callable[[int], float]) -> Choice:
    """The rococo scoring round solved: take the prize on offer (stay) or draw a card (take), each then
    played as well as possible for `utility(points)`; Turtle Butt scores nothing. Memoised on the suits
    shown and the prize, the unseen cards as they stand (as in `prize_odds`)."""
    masks = [MASKS[c] for c in unseen]
    k = len(masks)
    memo: dict[tuple[int, int], float] = {}

    def drawn(mask: int, offer: int, left: int) -> float:
        return sum(utility(0) if mask | m == ALL_SUITS else best(mask | m, offer + 1, left - 1) for m in masks) / k

    def best(mask: int, offer: int, left: int) -> float:
        known = memo.get((mask, offer))
        if known is None:
            known = memo[(mask, offer)] = max(utility(offer), drawn(mask, offer, left)) if left else utility(offer)
        return known

    if not k:
        return Choice(utility(offer), -math.inf)
    return Choice(utility(offer), drawn(mask, offer, min(PRIZE_DRAWS, k)))


def rococo_utility(
    seat: int,
    outlook: MatchOutlook,
    stopped: dict[int, int],
    chasers: dict[int, Callable[[int], dict[int, float]]],
    prizes: dict[int, dict[int, float]],
    prize: Callable[[int], dict[int, float]],
    rng: random.Random,
) -> Utility:
    """The seat's chance to win the match by its final points and suits in a rococo hand.

    Only a single best hand scores: its player's scoring round (`prizes` for each rival,
    `prize(suits)` for the seat). `stopped` holds the hands of the rivals who stopped
    (not in Turtle Butt); `chasers` gives, for each rival still in, the distribution of its
    final score (`OUT` for Turtle Butt) when it plays on against the best score it has to
    beat. Joint outcomes are listed when few, else `RIVAL_SAMPLES` are drawn, the same
    draws (by seed) for every score.
    """
    base = outlook.totals
    standing = outlook.chances(base)[seat]
    seed = rng.random()

    def utility(points: int, mask: int) -> float:
        mine = OUT if mask == ALL_SUITS else points
        bar = max([mine, *stopped.values()])
        finals = {o: final(bar) for o, final in chasers.items()}
        joint = joint_outcomes(finals, random.Random(seed), {**stopped, seat: mine})
        chance = weight = 0.0
        for w, hands in joint:
            weight += w
            best = max(hands.values())
            leaders = [s for s, v in hands.items() if v == best]
            if best == OUT or len(leaders) > 1:
                chance += w * standing
                continue
            scorer = leaders[0]
            for gained, p in (prize(mask) if scorer == seat else prizes[scorer]).items():
                final = list(base)
                final[scorer] += gained
                chance += w * p * outlook.chances(final)[seat]
        return chance / weight

    return utility
