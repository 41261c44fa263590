"""Arturo scoring tests (rulebook "End of the Game", "Scoring", "Winning the Game", "Preparation Cards").

One shared set of collected objects is used throughout; it gives these member values:
Papà 2, Mamma 7, Arturo 5, Nonna 4, Tut 6, Mentegatto 4, Fräulein Stein 3.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.arturo.data import (
    ARTURO,
    BALLOON,
    CAKE,
    FESTOON,
    GIFT,
    MEMBER_INDEX,
    NONNA,
    PREP_INDEX,
    SPRING,
    STEIN,
    TEDDY,
    member_value,
    member_values,
)
from rules.arturo.scoring import SeatScore, score_seats
from rules.arturo.state import ArturoState
from rules.core import get_game

from .stack import stacked

COUNTS = [0] * 6
COUNTS[FESTOON], COUNTS[CAKE], COUNTS[TEDDY], COUNTS[SPRING], COUNTS[BALLOON], COUNTS[GIFT] = 1, 2, 3, 1, 0, 2
COBWEBS = 1
VALUE = {"papa": 2, "mamma": 7, "arturo": 5, "nonna": 4, "tut": 6, "mentegatto": 4, "stein": 3}


def plan(text: str) -> list[int]:
    return [MEMBER_INDEX[m] for m in text.split()]


def score(
    plans: Sequence[str],
    taken: Sequence[Sequence[str]] | None = None,
    targets: Sequence[int | None] | None = None,
    crowns: Sequence[str | None] | None = None,
) -> list[SeatScore]:
    n = len(plans)
    return score_seats(
        [plan(p) for p in plans],
        COUNTS,
        COBWEBS,
        taken or [[] for _ in range(n)],
        targets or [None] * n,
        [MEMBER_INDEX[c] if c else None for c in crowns] if crowns else [None] * n,
    )


A = "mamma tut arturo nonna mentegatto stein papa"  # 7 + 6 + 5 - 2
B = "tut mamma nonna papa stein arturo mentegatto"  # 6 + 7 + 4 - 4
C = "nonna mentegatto papa tut arturo mamma stein"  # 4 + 4 + 2 - 3


def test_member_values_follow_the_scorepad() -> None:
    """Scoring: each member scores from the objects everyone collected (shared values)."""
    assert dict(zip(VALUE, member_values(COUNTS, COBWEBS), strict=True)) == VALUE


def test_grandma_scores_two_per_festoon_and_one_per_cake() -> None:
    """Game Setup (Grandma Melma's example): 2 points per festoon and 1 per cake."""
    counts = [0] * 6
    counts[FESTOON], counts[CAKE], counts[TEDDY] = 3, 2, 5
    assert member_value(NONNA, counts, 0) == 8


def test_arturo_scores_each_toy_and_each_teddy_spring_pair() -> None:
    """Scoring (speech bubble): 4 teddy bears and 3 spring toys make 7 + 3 pairs = 10."""
    counts = [0] * 6
    counts[TEDDY], counts[SPRING] = 4, 3
    assert member_value(ARTURO, counts, 0) == 10


def test_nanny_counts_only_cobwebbed_objects_under_the_cleaning_card() -> None:
    """End of the Game: in the Nanny's column only cobwebbed objects under Cleaning count."""
    state = stacked(2, {1: ["papa-5"], 2: ["nonna-1"], 3: ["stein-3"]})
    for d in (1, 2, 3):
        state.apply(state.turn, state.parse(f"activate {d}"))
    assert len(state.cleaning) == 2 and state.cleaning_cobwebs == 1
    assert state.member_values()[MEMBER_INDEX["stein"]] == member_value(STEIN, [0] * 6, 1) == 3


def test_positions_one_to_three_are_added_and_seven_subtracted() -> None:
    """Scoring: the first three members from the left add, the last on the right subtracts."""
    a, b, c = score([A, B, C])
    assert (a.subtotal - a.first_bonus - a.second_bonus + a.last_penalty) == 7 + 6 + 5 - 2
    assert (b.subtotal - b.first_bonus - b.second_bonus + b.last_penalty) == 6 + 7 + 4 - 4
    assert (c.subtotal - c.first_bonus - c.second_bonus + c.last_penalty) == 4 + 4 + 2 - 3
    assert a.values == tuple(VALUE[m] for m in A.split())


def test_first_position_bonus_goes_to_the_best_member() -> None:
    """Scoring: the highest-valued member in first position gets 3 bonus points."""
    a, b, c = score([A, B, C])
    assert (a.first_bonus, b.first_bonus, c.first_bonus) == (3, 0, 0)


def test_first_position_bonus_is_shared_on_a_tie() -> None:
    """Scoring: first-position ties all take the 3 points, even with different members of equal value."""
    a, b, c = score([C, "mentegatto nonna papa tut arturo mamma stein", "papa mentegatto nonna tut arturo mamma stein"])
    assert (a.first_bonus, b.first_bonus, c.first_bonus) == (3, 3, 0)


def test_second_position_bonus_goes_to_the_best_and_ties_share() -> None:
    """Scoring: the highest-valued member in second position gets 2, ties included."""
    a, b, c = score([A, B, C])
    assert (a.second_bonus, b.second_bonus, c.second_bonus) == (0, 2, 0)
    a, b = score([A, "tut mamma arturo nonna mentegatto stein papa"])
    assert (a.second_bonus, b.second_bonus) == (0, 2)
    a, b = score(["mamma tut arturo nonna mentegatto stein papa", "mamma tut nonna arturo mentegatto stein papa"])
    assert (a.second_bonus, b.second_bonus) == (2, 2)


def test_last_position_penalty_hits_the_best_member_and_ties_share() -> None:
    """Scoring: the highest-valued member in seventh loses 1 more; in the rulebook's example two share it."""
    a, b, c = score([A, B, C])
    assert (a.last_penalty, b.last_penalty, c.last_penalty) == (0, 1, 0)
    a, b, c = score([A, "tut mamma arturo nonna mentegatto stein papa", C])
    assert (a.last_penalty, b.last_penalty, c.last_penalty) == (0, 0, 1)
    a, b = score(["mamma tut arturo nonna stein papa mentegatto", "mamma tut arturo mentegatto stein papa nonna"])
    assert (a.last_penalty, b.last_penalty) == (1, 1)
    assert a.subtotal == 7 + 6 + 5 - 4 + 3 + 2 - 1


def test_all_at_the_party_adds_the_best_of_positions_four_to_six_and_subtracts_the_others() -> None:
    """Preparation Cards, All at the Party!: best of 4th-6th added, the other two subtracted (gain)."""
    (a,) = score(["mamma arturo nonna tut papa stein mentegatto"], [["all-at-the-party"]])
    assert a.stopwatch == (("all-at-the-party", 6 - 2 - 3),)
    assert a.total == a.subtotal + 1


def test_all_at_the_party_can_lose_points() -> None:
    """Preparation Cards, All at the Party!: careless players lose points with it."""
    (a,) = score(["mamma arturo tut nonna mentegatto stein papa"], [["all-at-the-party"]])
    assert a.stopwatch == (("all-at-the-party", 4 - 4 - 3),)
    assert a.total == a.subtotal - 3


def test_you_are_really_good_gains_four_if_the_opponent_is_ahead_before_stopwatch_points() -> None:
    """Preparation Cards, You Are Really Good!: +4 when the named opponent has more points."""
    _a, _b, c = score([A, B, C], [[], [], ["you-are-really-good"]], [None, None, 0])
    assert c.stopwatch == (("you-are-really-good", 4),)


def test_you_are_really_good_loses_two_if_the_opponent_is_not_ahead() -> None:
    """Preparation Cards, You Are Really Good!: -2 when the opponent has equal or fewer points."""
    a, b, _c = score([A, B, C], [["you-are-really-good"], [], []], [2, None, None])
    assert a.stopwatch == (("you-are-really-good", -2),)
    a, b = score([A, A], [["you-are-really-good"], []], [1, None])
    assert a.subtotal == b.subtotal and a.stopwatch == (("you-are-really-good", -2),)


def test_you_are_really_good_ignores_the_opponents_stopwatch_points() -> None:
    """Preparation Cards, You Are Really Good!: compare scores before stopwatch points are given."""
    # The opponent is ahead before stopwatch points but behind after its own All at the Party!.
    a, b = score(["mamma tut nonna arturo mentegatto stein papa", A], [["you-are-really-good"],
                                                                       ["all-at-the-party"]], [1, None])
    assert b.subtotal > a.subtotal and b.total < a.subtotal
    assert a.stopwatch == (("you-are-really-good", 4),)


def test_the_life_of_the_party_gains_two_if_its_member_is_best_in_position_even_tied() -> None:
    """Preparation Cards, The Life of the Party: +2 for the best member in its position, ties included."""
    a, _b = score([A, "mamma nonna arturo tut mentegatto stein papa"], [["the-life-of-the-party"], []],
                 crowns=["mamma", None])
    assert a.stopwatch == (("the-life-of-the-party", 2),)


def test_the_life_of_the_party_loses_one_otherwise() -> None:
    """Preparation Cards, The Life of the Party: -1 when another player has a better member there."""
    a, _b = score([A, B], [["the-life-of-the-party"], []], crowns=["tut", None])
    assert a.stopwatch == (("the-life-of-the-party", -1),)


# --- whole results ----------------------------------------------------------------------


def finished(plans: Sequence[str], taken: Sequence[Sequence[str]]) -> ArturoState:
    """An ended game with the shared objects above and these plans and Preparation cards."""
    state = stacked(len(plans))
    state.plans = [plan(p) for p in plans]
    state.birthday_counts = list(COUNTS)
    state.cleaning_cobwebs = COBWEBS
    state.taken = [[PREP_INDEX[c] for c in t] for t in taken]
    state.over = True
    return state


def test_winner_has_the_highest_score_and_breakdown_adds_up() -> None:
    """Winning the Game: the highest score wins; the breakdown lines add up to each total."""
    result = finished([A, B, C], [[], [], []]).result()
    assert result.scores[0] == 7 + 6 + 5 - 2 + 3
    assert result.winners == (0,)
    for parts, total in zip(result.breakdown, result.scores, strict=True):
        assert sum(p for _, p in parts) == total
    lines = [(str(label), points) for label, points in result.breakdown[0]]
    assert lines[0] == ("1st: Mom Vamp (2 gifts, 1 festoon)", 7)
    assert lines[3] == ("7th: Moody Dad (0 balloons, 2 cakes)", -2)
    assert [label for label, _ in lines[4:]] == [
        "1st-position bonus", "2nd-position bonus", "last-position penalty"]


def test_tie_broken_by_fewer_preparation_cards() -> None:
    """Winning the Game: on a tie, the player with fewer Preparation cards wins."""
    result = finished([A, A], [["that-s-my-place-1-2"], []]).result()
    assert result.scores[0] == result.scores[1]
    assert result.ranks == (2, 1) and "Preparation" in str(result.tiebreak)


def test_tie_broken_by_fourth_then_fifth_position() -> None:
    """Winning the Game: then the members in 4th, then in 5th position compare."""
    fourth = finished([A, "mamma tut arturo stein mentegatto nonna papa"], [[], []]).result()
    assert fourth.scores[0] == fourth.scores[1] and fourth.ranks == (1, 2)
    fifth = finished([A, "mamma tut arturo nonna stein mentegatto papa"], [[], []]).result()
    assert fifth.scores[0] == fifth.scores[1] and fifth.ranks == (1, 2)
    assert "positions 4, 5, 6" in str(fifth.tiebreak)
    swapped = finished(["mamma tut arturo nonna stein mentegatto papa", A], [[], []]).result()
    assert swapped.ranks == (2, 1)


def test_tie_broken_by_sixth_position_last() -> None:
    """Winning the Game: when 4th and 5th are equal too, the 6th-position members decide."""

    def row(sixth: int) -> SeatScore:
        return SeatScore((0, 1, 2, 3, 4, 5, 6), (7, 6, 5, 4, 4, sixth, 2), 3, 2, 0, 21, (), 21, 1)

    assert row(3).key() > row(2).key()
    assert row(3).key()[:5] == row(3).key()


def test_a_complete_tie_is_a_shared_victory() -> None:
    """Winning the Game: if every tie-break is equal the victory is shared."""
    result = finished([A, A, C], [[], [], []]).result()
    assert result.ranks == (1, 1, 3) and result.winners == (0, 1)


def test_score_rows_are_public_at_the_end() -> None:
    """End of the Game: plans are revealed for scoring. In a game played to its end, each Family Plan is
    seen only by its owner until then, and afterwards by every seat, exactly as it was played."""
    state = get_game("arturo").new(2, seed=4)
    assert isinstance(state, ArturoState)
    rng = random.Random(4)
    while not state.is_over():
        assert state.view(1).plan_of(0) is None and state.view(0).plan_of(1) is None
        assert [MEMBER_INDEX[m] for m in state.view(0).plan_of(0) or ()] == state.plans[0]
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for seat in (0, 1, None):
        for owner in (0, 1):
            assert [MEMBER_INDEX[m] for m in state.view(seat).plan_of(owner) or ()] == state.plans[owner]


def test_rulebook_scoring_example_shared_worst_seventh() -> None:
    """Example of Scoring: Roberto and Daniele tie with the worst seventh member (worth 2): each
    subtracts 2 and loses 1 more; Mario, whose seventh is worth less, loses nothing extra."""
    counts = list(COUNTS)
    counts[CAKE] = 0  # Dad now scores 0 and Grandma 2
    plans = [plan("mamma tut arturo papa mentegatto stein nonna"),
             plan("tut arturo mamma nonna mentegatto stein papa"),
             plan("mentegatto arturo mamma tut papa stein nonna")]
    roberto, mario, daniele = score_seats(plans, counts, COBWEBS, [[], [], []], [None] * 3, [None] * 3)
    assert (roberto.values[6], mario.values[6], daniele.values[6]) == (2, 0, 2)
    assert (roberto.last_penalty, mario.last_penalty, daniele.last_penalty) == (1, 0, 1)
    lines = [(str(label), points) for label, points in roberto.breakdown()]
    assert lines[3] == ("7th: Grandma Melma (1 festoon, 0 cakes)", -2)
    assert ("last-position penalty", -1) in lines
