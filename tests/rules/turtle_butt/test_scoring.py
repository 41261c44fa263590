"""The Decktet data, `is_turtle_butt` and `score_hand` (rulebook: introduction and "The basic game")."""

from __future__ import annotations

import itertools
import random

import pytest

from rules.turtle_butt import CARDS, SUITS, card, is_turtle_butt, score_breakdown, score_hand
from rules.turtle_butt.deck import BASIC_IDS, EXCUSE_ID, PAWN_IDS, deck_ids

BASIC = [CARDS[i] for i in BASIC_IDS]
NUMBER_RANKS = range(2, 10)


def of_rank(rank_name: str) -> list[str]:
    return [c.name for c in BASIC if c.rank_name == rank_name]


# --- the deck (content file: the Decktet) ------------------------------------------------


def test_the_decktet_has_36_basic_cards_with_unique_names() -> None:
    assert len(BASIC) == 36
    assert len({c.name for c in CARDS}) == len(CARDS)


def test_each_suit_is_on_exactly_ten_basic_cards() -> None:
    for suit in SUITS:
        assert sum(suit in c.suits for c in BASIC) == 10, suit


def test_number_cards_have_two_suits_and_aces_and_crowns_one() -> None:
    """Introduction: the numbered cards carry two suits each."""
    for c in BASIC:
        assert len(c.suits) == (2 if c.is_number else 1), c.name
    assert [len(of_rank(r)) for r in ("Ace", "Crown")] == [6, 6]
    assert all(len(of_rank(str(r))) == 3 for r in NUMBER_RANKS)


def test_cards_are_found_by_name_in_any_case() -> None:
    assert card("chance  MEETING").name == "Chance Meeting"
    assert card("ace of knots").suits == ("Knots",)
    with pytest.raises(KeyError):
        card("Joker")


# --- Turtle Butt (introduction) --------------------------------------------------------


def test_turtle_butt_is_every_one_of_the_six_suits() -> None:
    """Introduction: a hand is Turtle Butt when it includes each of the six suits at least once."""
    assert is_turtle_butt([f"Ace of {s}" for s in SUITS])
    assert not is_turtle_butt([f"Ace of {s}" for s in SUITS[:5]])


def test_turtle_butt_is_possible_with_three_cards() -> None:
    """Introduction: two suits per number card make three cards enough."""
    assert is_turtle_butt(["Author", "Desert", "Origin"])


def test_three_of_a_number_rank_is_always_turtle_butt() -> None:
    """Content file, handy fact."""
    for rank in NUMBER_RANKS:
        assert is_turtle_butt(of_rank(str(rank))), rank


def test_twenty_six_cards_can_be_held_without_turtle_butt() -> None:
    """Introduction: it is possible to take twenty-six cards without getting Turtle Butt."""
    for suit in SUITS:
        without = [c for c in BASIC if suit not in c.suits]
        assert len(without) == 26 and not is_turtle_butt(without)


def test_any_twenty_seven_basic_cards_are_turtle_butt() -> None:
    rng = random.Random(3)
    for _ in range(300):
        assert is_turtle_butt(rng.sample(BASIC, 27))


def test_six_aces_or_six_crowns_are_turtle_butt() -> None:
    """Content file: so Aces and Crowns score at most five of a kind."""
    assert is_turtle_butt(of_rank("Ace")) and is_turtle_butt(of_rank("Crown"))


def test_two_cards_are_never_turtle_butt() -> None:
    for a, b in itertools.combinations(CARDS, 2):
        assert not is_turtle_butt([a, b]), (a.name, b.name)


def test_a_turtle_butt_hand_scores_nothing() -> None:
    """The basic game: players who got Turtle Butt score no points."""
    hand = ["Castle", "Journey", "Chance Meeting", "Lunatic", "Penitent", "Cave"]
    assert is_turtle_butt(hand)
    assert score_hand(hand) == 0 and score_breakdown(hand) == []


# --- scoring (the basic game) ----------------------------------------------------------


def test_a_pair_of_number_cards_scores_its_rank() -> None:
    """The basic game, number cards: a pair of 3s is worth 3 points."""
    assert score_hand(["Journey", "Painter"]) == 3
    assert score_hand(["Market", "Penitent"]) == 6


def test_matching_aces_or_crowns_score_as_sets() -> None:
    """The basic game, Aces and Crowns: pair 1, three 5, four 10, five 20."""
    aces, crowns = of_rank("Ace"), of_rank("Crown")
    assert [score_hand(aces[:n]) for n in range(1, 6)] == [0, 1, 5, 10, 20]
    assert [score_hand(crowns[:n]) for n in range(1, 6)] == [0, 1, 5, 10, 20]


def test_a_scorepad_names_a_set_of_aces_or_crowns_by_its_size() -> None:
    """The basic game, Aces and Crowns: each size of set is its own line on the scorepad, with its points."""
    for rank in ("Ace", "Crown"):
        cards = of_rank(rank)
        assert [score_breakdown(cards[:n]) for n in range(2, 6)] == [
            [(f"Pair of {rank}s", 1)], [(f"Three {rank}s", 5)], [(f"Four {rank}s", 10)], [(f"Five {rank}s", 20)]]


def test_a_pair_of_aces_and_a_pair_of_crowns_count_separately() -> None:
    """The basic game: a pair of Aces and a pair of Crowns are 1 point each."""
    assert score_hand(["Ace of Moons", "Ace of Suns", "Huntress", "Bard"]) == 2


def test_the_longest_run_scores_one_point_per_card() -> None:
    """The basic game, longest run: one point for each card of the longest straight."""
    assert score_hand(["Author", "Journey", "Battle"]) == 3  # 2-3-4
    assert score_hand(["Author", "Journey"]) == 2


def test_a_single_card_is_not_a_run() -> None:
    assert score_hand(["Author"]) == 0
    assert score_hand(["Author", "Battle"]) == 0  # 2 and 4 are not in sequence


def test_aces_come_before_twos_in_a_run() -> None:
    assert score_hand(["Ace of Moons", "Author"]) == 2


def test_crowns_come_after_nines_in_a_run() -> None:
    assert score_hand(["Pact", "Huntress"]) == 2


def test_runs_do_not_wrap_around() -> None:
    assert score_hand(["Huntress", "Ace of Suns"]) == 0
    assert score_hand(["Pact", "Huntress", "Ace of Suns", "Author"]) == 2 + 0  # 9-Crown and Ace-2 are separate


def test_run_cards_may_be_rearranged_in_any_order() -> None:
    """The basic game: the cards of a run need not have been dealt in sequence."""
    hand = ["Battle", "Author", "Journey"]
    assert all(score_hand(list(p)) == 3 for p in itertools.permutations(hand))


def test_only_one_run_scores_even_when_two_are_longest() -> None:
    """The basic game: only one run counts in a hand, even with two equally long."""
    assert score_hand(["Author", "Journey", "Lunatic", "Castle"]) == 2


def test_a_run_counts_distinct_ranks() -> None:
    """Ruling (content file): 6, 6, 7 is a run of two."""
    assert score_hand(["Lunatic", "Penitent", "Castle"]) == 6 + 2


def test_rulebook_worked_example_scores_nine() -> None:
    """The basic game example: shared 7, 3, Crown; own 6, 6, Crown -> 6 + 2 + 1 = 9."""
    hand = ["Castle", "Journey", "Huntress", "Lunatic", "Penitent", "Bard"]
    assert score_hand(hand) == 9
    assert sorted(score_breakdown(hand)) == sorted([("Pair of 6s", 6), ("Run 6-7", 2), ("Pair of Crowns", 1)])


def test_scoring_accepts_names_cards_and_mixed_case() -> None:
    assert score_hand([card("Journey"), "PAINTER"]) == 3
    assert is_turtle_butt(("author", "desert", card("Origin")))


# --- extended deck (rulebook: the extended deck) -------------------------------------------


def test_the_excuse_has_no_rank_and_no_suit() -> None:
    """The extended deck: the Excuse never scores and never adds to Turtle Butt."""
    excuse = CARDS[EXCUSE_ID]
    assert excuse.name == "Excuse" and excuse.suits == ()
    assert score_hand(["Excuse", "Journey", "Painter"]) == score_hand(["Journey", "Painter"])
    five = [f"Ace of {s}" for s in SUITS[:5]]
    assert not is_turtle_butt([*five, "Excuse"])


def test_each_pawn_has_three_suits() -> None:
    """The extended deck: one Pawn can take a three-suit hand to Turtle Butt."""
    assert all(len(CARDS[i].suits) == 3 for i in PAWN_IDS)
    assert is_turtle_butt(["Ace of Suns", "Ace of Waves", "Ace of Leaves", "Watchman"])


def test_pawns_are_neither_number_cards_nor_aces_or_crowns_so_they_score_nothing() -> None:
    """The basic game scores pairs of number cards, sets of Aces and Crowns and a run from Ace to Crown;
    a Pawn of the extended deck is none of these, so it scores nothing itself (a pair of Pawns is 0)
    and neither joins nor breaks a run, while its three suits still count towards Turtle Butt."""
    assert score_hand(["Watchman", "Harvest"]) == 0 and score_breakdown(["Watchman", "Harvest"]) == []
    assert score_hand(["Pact", "Watchman", "Huntress"]) == score_hand(["Pact", "Huntress"]) == 2  # run 9-Crown
    assert score_hand(["Journey", "Painter", "Light Keeper"]) == 3  # the pair of 3s alone
    assert is_turtle_butt(["Journey", "Painter", "Borderland"])  # Moons, Waves, Suns, Knots + Leaves, Wyrms


def test_the_older_ruling_scored_matching_pawns_as_a_set_for_records_saved_under_it() -> None:
    from rules.turtle_butt.deck import card_id
    from rules.turtle_butt.scoring import breakdown_ids, score_ids

    pair = [card_id("Watchman"), card_id("Harvest")]
    assert score_ids(pair, pawn_sets=True) == 1 and score_ids(pair) == 0
    assert [(str(label), p) for label, p in breakdown_ids(pair, pawn_sets=True)] == [("Pair of Pawns", 1)]


def test_score_hand_matches_brute_force_with_the_extended_deck() -> None:
    """The brute force knows only number pairs, Ace and Crown sets and runs: Pawns and the Excuse add nothing."""
    rng = random.Random(40)
    names = [c.name for c in CARDS]
    for _ in range(3000):
        hand = rng.sample(names, rng.randint(1, 8))
        assert score_hand(hand) == brute_force_score(hand), hand


def test_deck_options_add_the_excuse_and_pawns() -> None:
    assert len(deck_ids()) == 36
    assert len(deck_ids(excuse=True)) == 37 and len(deck_ids(pawns=True)) == 40


# --- score_hand against an independent brute force -----------------------------------------


def brute_force_score(names: list[str]) -> int:
    """Scoring by enumerating every pair, set and sequence of the cards themselves."""
    cards = [card(n) for n in names]
    suits = {s for c in cards for s in c.suits}
    if len(suits) == 6:
        return 0
    points = 0
    for a, b in itertools.combinations(cards, 2):
        if a.is_number and a.rank == b.rank:
            points += a.rank  # at most two of a number rank in a hand that is not Turtle Butt
    for rank_name in ("Ace", "Crown"):
        same = [c for c in cards if c.rank_name == rank_name]
        points += {0: 0, 1: 0, 2: 1, 3: 5, 4: 10, 5: 20}[len(same)]
    order = ["Ace", "2", "3", "4", "5", "6", "7", "8", "9", "Crown"]
    best = 0
    for size in range(len(cards), 1, -1):
        for combo in itertools.combinations(cards, size):
            positions = sorted(order.index(c.rank_name) for c in combo if c.rank_name in order)
            if len(positions) == size and positions == list(range(positions[0], positions[0] + size)):
                best = size
                break
        if best:
            break
    return points + best


def test_score_hand_matches_brute_force_on_random_hands() -> None:
    rng = random.Random(2026)
    names = [c.name for c in BASIC]
    for _ in range(4000):
        hand = rng.sample(names, rng.randint(1, 9))
        assert score_hand(hand) == brute_force_score(hand), hand


def test_score_hand_matches_brute_force_on_safe_large_hands() -> None:
    rng = random.Random(7)
    for _ in range(300):
        suit = rng.choice(SUITS)
        pool = [c.name for c in BASIC if suit not in c.suits]
        hand = rng.sample(pool, rng.randint(8, 12))
        assert score_hand(hand) == brute_force_score(hand), hand


def test_a_hands_scorepad_lines_keep_their_words_after_a_quiet_search_scored_it() -> None:
    """The lines of a hand are kept by its ranks; one worked out while a search leaves sentences unwritten
    must not come back, wordless, on the table's scorepad."""
    from rules.core.text import unwritten

    hand = ["Journey", "Painter", "Ace of Moons", "Ace of Suns"]
    unwritten.depth += 1
    try:
        quiet = score_breakdown(hand)
    finally:
        unwritten.depth -= 1
    assert [label for label, _ in quiet] == ["", ""]
    assert score_breakdown(hand) == [("Pair of 3s", 3), ("Pair of Aces", 1)]
