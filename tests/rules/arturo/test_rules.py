"""Arturo rule tests: one per rule sentence or product ruling, each citing its section.

Sections named in docstrings are those of the rulebook (seeds/004_23e2294c33782b0d.txt);
"Ruling" marks a product decision written down in rules/arturo/state.py or plan.py.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest

from rules.arturo.actions import parse_action
from rules.arturo.data import (
    CARD_MEMBER,
    IVO,
    MEMBER_IDS,
    MEMBERS,
    PARTY_CARDS,
    PLAN_MEMBERS,
    PLAN_SIZE,
    PREP_CARDS,
    PREP_DEALT,
    PREP_INDEX,
)
from rules.arturo.events import Collected, Flipped, PlanChanged, Prepared, TopRevealed
from rules.arturo.plan import (
    apply_preparation,
    moved_positions,
    preparation_choices,
    prepare_all,
    stay_close_choices,
    wild_dance_choices,
)
from rules.arturo.state import Activate, ArturoState, Ivo, Prepare
from rules.core import BadNotation, Event, IllegalAction, Record, get_game

from .stack import DEFAULT_PLAN, ids, stacked

GAME = get_game("arturo")


def act(state: ArturoState, text: str) -> list[Event]:
    return state.apply(state.turn, GAME.parse_action(text))


def refusal(state: ArturoState, text: str) -> str:
    before = json.dumps(state.to_dict())
    with pytest.raises(IllegalAction) as caught:
        act(state, text)
    assert json.dumps(state.to_dict()) == before, "a refused action changed the state"
    return caught.value.reason


def empty_deck(state: ArturoState, deck: int) -> None:
    """Activate deck `deck` until it is gone (Grandpa Ivo is turned over)."""
    while state.decks[deck - 1] and not state.over:
        top = state.top(deck)
        assert top is not None
        act(state, f"ivo {deck} flip" if CARD_MEMBER[top] == IVO else f"activate {deck}")


# --- Components and setup --------------------------------------------------------------


def test_components_sixty_party_cards_and_eighteen_preparation_cards() -> None:
    """Components: 60 Party cards, 18 Preparation cards, 3 of them with the stopwatch; 7 plan members."""
    assert len(PARTY_CARDS) == 60
    assert len(PREP_CARDS) == 18
    assert sum(c.stopwatch for c in PREP_CARDS) == 3
    assert len(PLAN_MEMBERS) == 7 and IVO not in PLAN_MEMBERS
    assert all(m.italian and m.english for m in MEMBERS)


def test_setup_six_face_down_decks_of_ten() -> None:
    """Game Setup: the Party cards are shuffled into six decks of 10."""
    state = GAME.new(4, seed=3)
    assert [len(d) for d in state.decks] == [10] * 6
    assert sorted(c for d in state.decks for c in d) == list(range(60))


def test_setup_family_plan_is_a_random_secret_order_of_the_seven_members() -> None:
    """Game Setup: each player shuffles their 7 Family cards into a face-down row."""
    orders = set()
    for seed in range(20):
        state = GAME.new(5, seed=seed)
        for plan in state.plans:
            assert sorted(plan) == sorted(PLAN_MEMBERS)
            orders.add(tuple(plan))
    assert len(orders) > 50


@pytest.mark.parametrize(("players", "dealt"), [(2, 5), (3, 8), (4, 11), (5, 14)])
def test_setup_preparation_cards_dealt_face_up_by_player_count(players: int, dealt: int) -> None:
    """Game Setup: 5 / 8 / 11 / 14 Preparation cards face up for 2 / 3 / 4 / 5 players."""
    state = GAME.new(players, seed=1)
    assert len(state.row) == len(set(state.row)) == dealt == PREP_DEALT[players]
    assert len(state.view(None).row) == dealt


def test_setup_fields_fix_the_deal() -> None:
    """Records: the decks (top first), the plans and the dealt Preparation cards are fixed by `setup`."""
    plans = [list(reversed(DEFAULT_PLAN)), DEFAULT_PLAN]
    state = stacked(2, {3: ["ivo-2", "papa-1"]}, plans, ["excuse-me-3", "all-at-the-party", "a-wild-dance-1",
                                                          "that-s-my-place-2-6", "you-are-really-good"])
    assert ids([state.top(3) or 0]) == ["ivo-2"]
    assert state.to_dict()["decks"][2][:2] == ["ivo-2", "papa-1"]
    assert state.to_dict()["plans"] == plans
    assert state.to_dict()["row"][0] == "excuse-me-3"


@pytest.mark.parametrize(
    "setup",
    [
        {"decks": [["papa-1"] * 10] * 6},
        {"decks": [[c.id for c in PARTY_CARDS[:10]]] * 5},
        {"plans": [DEFAULT_PLAN, [*DEFAULT_PLAN[:6], "ivo"]]},
        {"plans": [DEFAULT_PLAN]},
        {"preparation": ["excuse-me-3"] * 5},
        {"preparation": ["no-such-card", "a", "b", "c", "d"]},
        {"shuffle": True},
    ],
)
def test_setup_fields_are_validated(setup: dict) -> None:
    """Records: a setup that cannot be a real deal is refused with a clear message."""
    with pytest.raises((ValueError, KeyError)):
        GAME.new(2, setup=setup)


def test_turns_go_clockwise_from_seat_zero() -> None:
    """Playing the Game: players take turns in clockwise order."""
    state = stacked(3)
    seen = []
    for _ in range(6):
        seen.append(state.turn)
        act(state, f"activate {1 + len(seen) % 3}")
    assert seen == [0, 1, 2, 0, 1, 2]


# --- 1. Activate a Party card ----------------------------------------------------------


def test_activate_member_with_nothing_wanted_turns_into_an_object() -> None:
    """1. Activate: if none of the wanted objects is available, the card is turned over onto the table."""
    state = stacked(3, {1: ["papa-5"]})
    events = act(state, "activate 1")
    assert ids(state.table) == ["papa-5"]
    assert isinstance(events[0].payload, Flipped) and events[0].payload.obj == "gift"


def test_activate_takes_one_copy_of_each_wanted_object() -> None:
    """1. Activate: one copy (only one) of each wanted object goes under the Birthday card."""
    # Grandma wants festoon and cake; two cakes and a festoon are available.
    state = stacked(3, {1: ["mamma-5"], 2: ["mamma-6"], 3: ["stein-3"], 4: ["nonna-5"]})
    for d in (1, 2, 3):
        act(state, f"activate {d}")
    assert ids(state.table) == ["mamma-5", "mamma-6", "stein-3"]
    act(state, "activate 4")
    assert ids(state.birthday) == ["stein-3", "mamma-5"]
    assert ids(state.table) == ["mamma-6"]
    assert state.birthday_counts[0] == 1 and state.birthday_counts[1] == 1


def test_activated_member_that_collects_is_discarded() -> None:
    """1. Activate: after taking objects the member card is discarded."""
    state = stacked(3, {1: ["mamma-5"], 2: ["nonna-5"]})
    act(state, "activate 1")
    events = act(state, "activate 2")
    assert ids(state.discard) == ["nonna-5"]
    assert [e.kind for e in events[:2]] == ["Collected", "Discarded"]


def test_ruling_the_longest_available_copy_is_taken_first() -> None:
    """Ruling (1. Activate): among several copies of a wanted object, the oldest on the table goes."""
    state = stacked(3, {1: ["mamma-5"], 2: ["mamma-1"], 3: ["nonna-5"]})
    act(state, "activate 1")
    act(state, "activate 2")
    act(state, "activate 3")
    assert ids(state.birthday) == ["mamma-5"]


def test_revealed_card_under_an_activated_one_is_the_new_public_top() -> None:
    """1. Activate (note): taking a card commits you to it; the card beneath becomes the top."""
    state = stacked(3, {1: ["papa-5", "tut-1"]})
    events = act(state, "activate 1")
    assert ids([state.top(1) or 0]) == ["tut-1"]
    assert TopRevealed(1, "tut-1") in [e.payload for e in events]
    assert "papa-5" not in ids(state.decks[0])


def test_nanny_collects_every_available_object_when_one_has_cobwebs() -> None:
    """1. Activate, the Nanny: with a cobwebbed object available she takes them all to Cleaning."""
    state = stacked(3, {1: ["papa-5"], 2: ["nonna-1"], 3: ["stein-3"]})
    act(state, "activate 1")
    act(state, "activate 2")
    act(state, "activate 3")
    assert ids(state.cleaning) == ["papa-5", "nonna-1"]
    assert state.cleaning_cobwebs == 1 and not state.table
    assert ids(state.discard) == ["stein-3"]


def test_nanny_without_cobwebs_turns_into_an_object() -> None:
    """Ruling (1. Activate, the Nanny): with no cobwebs available she flips like anyone else."""
    state = stacked(3, {1: ["papa-5"], 2: ["stein-3"]})
    act(state, "activate 1")
    act(state, "activate 2")
    assert ids(state.table) == ["papa-5", "stein-3"]
    assert not state.cleaning


def test_ivo_copies_a_member_to_take_their_objects() -> None:
    """1. Activate, Grandpa Ivo: declare a member to copy; the objects go under Birthday."""
    state = stacked(3, {1: ["mamma-5"], 2: ["ivo-3"]})
    act(state, "activate 1")
    events = act(state, "ivo 2 copy nonna")
    assert ids(state.birthday) == ["mamma-5"] and ids(state.discard) == ["ivo-3"]
    assert isinstance(events[0].payload, Collected) and events[0].payload.copied == "nonna"


def test_ivo_copying_the_nanny_sends_objects_under_cleaning() -> None:
    """1. Activate, Grandpa Ivo: copying the Nanny places the haul under the Cleaning card."""
    state = stacked(3, {1: ["nonna-1"], 2: ["papa-5"], 3: ["ivo-3"]})
    act(state, "activate 1")
    act(state, "activate 2")
    act(state, "ivo 3 copy stein")
    assert ids(state.cleaning) == ["nonna-1", "papa-5"] and state.cleaning_cobwebs == 1


def test_ivo_may_always_be_turned_over_instead() -> None:
    """1. Activate, Grandpa Ivo: a player who does not want his ability turns him into an object."""
    state = stacked(3, {1: ["mamma-5"], 2: ["ivo-3"]})
    act(state, "activate 1")
    assert Ivo(2, None) in state.legal_actions(state.turn)
    act(state, "ivo 2 flip")
    assert ids(state.table) == ["mamma-5", "ivo-3"]


def test_ruling_ivo_cannot_copy_a_member_who_would_take_nothing() -> None:
    """Ruling (Grandpa Ivo): a copy that takes nothing is refused; he must be turned over."""
    state = stacked(3, {1: ["mamma-5"], 2: ["ivo-3"]})
    act(state, "activate 1")
    assert "takes nothing" in refusal(state, "ivo 2 copy arturo")
    assert "cobwebs" in refusal(state, "ivo 2 copy stein")
    assert Ivo(2, 2) not in state.legal_actions(state.turn)


def test_ivo_needs_a_declaration_and_only_ivo_takes_one() -> None:
    """1. Activate, Grandpa Ivo: choosing him means declaring whom he copies (or flipping him)."""
    state = stacked(3, {1: ["mamma-5"], 2: ["ivo-3"]})
    assert "Grandpa Ivo" in refusal(state, "activate 2")
    assert "not Grandpa Ivo" in refusal(state, "ivo 1 flip")
    with pytest.raises(BadNotation):
        GAME.parse_action("ivo 2 copy ivo")


def test_a_used_up_deck_cannot_be_activated() -> None:
    """1. Activate: only the top of a deck still on the table can be chosen."""
    state = stacked(3)
    empty_deck(state, 1)
    assert "used up" in refusal(state, "activate 1")
    assert all(a.deck != 1 for a in state.legal_actions(state.turn) if isinstance(a, Activate | Ivo))


# --- 2. Take a Preparation card ----------------------------------------------------------


def test_preparation_card_is_placed_before_its_taker_and_leaves_the_row() -> None:
    """2. Take a Preparation card: the card goes in front of you and its effect applies."""
    state = stacked(2, preparation=["that-s-my-place-1-2", "excuse-me-3", "a-wild-dance-1",
                                    "can-we-stay-close-1", "all-at-the-party"])
    act(state, "prep that-s-my-place swap 1-2")
    assert [PREP_CARDS[i].id for i in state.taken[0]] == ["that-s-my-place-1-2"]
    assert "that-s-my-place-1-2" not in state.view(1).row
    assert [MEMBER_IDS[m] for m in state.plans[0]][:2] == ["mamma", "papa"]


def test_at_most_three_preparation_cards_per_player() -> None:
    """2. Take a Preparation card: a player may do so at most three times."""
    state = stacked(2, preparation=["that-s-my-place-1-2", "that-s-my-place-3-4", "that-s-my-place-6-7",
                                    "that-s-my-place-2-6", "all-at-the-party"])
    for text in ("that-s-my-place swap 1-2", "that-s-my-place swap 3-4", "that-s-my-place swap 6-7"):
        act(state, f"prep {text}")
        act(state, "activate 1")
    assert refusal(state, "prep all-at-the-party") == "you already hold 3 Preparation cards"
    assert not any(isinstance(a, Prepare) for a in state.legal_actions(0))


def test_only_face_up_preparation_cards_can_be_taken() -> None:
    """Game Setup / 2.: only the Preparation cards dealt face up are available."""
    state = stacked(2, preparation=["that-s-my-place-1-2", "excuse-me-2a", "a-wild-dance-1",
                                    "can-we-stay-close-1", "all-at-the-party"])
    assert "no That's My Place!" not in refusal(state, "prep that-s-my-place swap 3-4")
    assert "says positions 1 and 2" in refusal(state, "prep that-s-my-place swap 3-4")
    assert "no “The Life of the Party” card is face up" in refusal(state, "prep the-life-of-the-party crown 1")


def test_a_wild_dance_reverses_three_separate_pairs() -> None:
    """Preparation Cards, A Wild Dance: three pairs reversed, no card in two swaps."""
    assert len(wild_dance_choices()) == 4
    plan = list(range(7))
    assert apply_preparation(plan, "a-wild-dance", (1, 3, 6)) == [1, 0, 3, 2, 4, 6, 5]
    with pytest.raises(ValueError):
        apply_preparation(plan, "a-wild-dance", (1, 2, 5))
    state = stacked(2, preparation=["a-wild-dance-1", "a-wild-dance-2", "excuse-me-3", "all-at-the-party",
                                    "can-we-stay-close-1"])
    assert "separate pairs" in refusal(state, "prep a-wild-dance 1-2,2-3,5-6")
    act(state, "prep a-wild-dance 2-3,4-5,6-7")
    assert [MEMBER_IDS[m] for m in state.plans[0]] == ["papa", "arturo", "mamma", "tut", "nonna", "stein",
                                                       "mentegatto"]


def test_can_we_stay_close_swaps_two_pairs_keeping_each_pair_in_order() -> None:
    """Preparation Cards, Can We Stay Close?: two pairs change places; inside a pair nothing moves.

    Ruling: the two pairs need not be next to each other.
    """
    assert len(stay_close_choices()) == 10
    assert apply_preparation(list(range(7)), "can-we-stay-close", (1, 5)) == [4, 5, 2, 3, 0, 1, 6]
    assert apply_preparation(list(range(7)), "can-we-stay-close", (2, 4)) == [0, 3, 4, 1, 2, 5, 6]


def test_that_s_my_place_swaps_exactly_the_printed_positions() -> None:
    """Preparation Cards, That's My Place!: swap the two positions printed on the card."""
    state = stacked(2, preparation=["that-s-my-place-2-6", "excuse-me-3", "a-wild-dance-1",
                                    "can-we-stay-close-1", "all-at-the-party"])
    assert [Prepare("that-s-my-place", (2, 6))] == [a for a in state.legal_actions(0)
                                                     if isinstance(a, Prepare) and a.kind == "that-s-my-place"]
    assert parse_action("prep that-s-my-place swap 6-2") == Prepare("that-s-my-place", (2, 6))  # either way
    with pytest.raises(BadNotation):
        parse_action("prep that-s-my-place swap 2-2")
    act(state, "prep that-s-my-place swap 2-6")
    assert [MEMBER_IDS[m] for m in state.plans[0]] == ["papa", "mentegatto", "arturo", "nonna", "tut", "mamma",
                                                       "stein"]


def test_shall_we_swap_places_swaps_the_printed_members_wherever_they_are() -> None:
    """Preparation Cards, Shall We Swap Places?: the two members named on the card change places."""
    plan = ["stein", "nonna", "mamma", "arturo", "papa", "tut", "mentegatto"]
    state = stacked(2, plans=[plan, DEFAULT_PLAN], preparation=[
        "shall-we-swap-places-nonna-tut", "excuse-me-3", "a-wild-dance-1", "can-we-stay-close-1",
        "all-at-the-party"])
    events = act(state, "prep shall-we-swap-places swap nonna-tut")
    assert [MEMBER_IDS[m] for m in state.plans[0]] == ["stein", "tut", "mamma", "arturo", "papa", "nonna",
                                                       "mentegatto"]
    assert isinstance(events[0].payload, Prepared) and events[0].payload.moves == ((2, 6), (6, 2))
    assert GAME.parse_action("prep shall-we-swap-places swap tut-nonna") == Prepare(
        "shall-we-swap-places", (3, 4))


def test_excuse_me_moves_a_member_exactly_the_printed_steps() -> None:
    """Preparation Cards, Excuse Me!: move one member left or right by exactly the printed number."""
    state = stacked(2, preparation=["excuse-me-2a", "excuse-me-2b", "a-wild-dance-1", "can-we-stay-close-1",
                                    "all-at-the-party"])
    assert refusal(state, "prep excuse-me move 3 left 3") == "“Excuse Me!” moves a member 2 steps, not 3"
    assert "past either end" in refusal(state, "prep excuse-me move 1 left 2")
    act(state, "prep excuse-me move 3 right 2")
    assert [MEMBER_IDS[m] for m in state.plans[0]] == ["papa", "mamma", "nonna", "tut", "arturo", "mentegatto",
                                                       "stein"]


def test_two_copies_of_one_card_offer_each_move_once() -> None:
    """Ruling: identical copies (Excuse Me! 2, A Wild Dance) give one action per distinct choice."""
    state = stacked(2, preparation=["excuse-me-2a", "excuse-me-2b", "a-wild-dance-1", "a-wild-dance-2",
                                    "all-at-the-party"])
    preps = [a for a in state.legal_actions(0) if isinstance(a, Prepare)]
    assert len(preps) == len(set(preps)) == 10 + 4 + 1
    act(state, "prep excuse-me move 1 right 2")
    assert sum(PREP_CARDS[i].id.startswith("excuse-me") for i in state.row) == 1


def test_every_preparation_effect_changes_the_plan() -> None:
    """Ruling: no plan-changing Preparation choice leaves the plan unchanged (so none is refused as a no-op)."""
    plan = list(PLAN_MEMBERS)
    for card in PREP_CARDS:
        if not card.stopwatch:
            for detail in preparation_choices(card, 0, 2):
                assert apply_preparation(plan, card.kind, detail) != plan


def test_you_are_really_good_names_an_opponent() -> None:
    """Preparation Cards, You Are Really Good!: the card points at an opponent, never yourself."""
    state = stacked(3, preparation=["you-are-really-good", "excuse-me-3", "a-wild-dance-1",
                                    "can-we-stay-close-1", "all-at-the-party", "excuse-me-4", "a-wild-dance-2",
                                    "that-s-my-place-1-2"])
    assert "opponents" in refusal(state, "prep you-are-really-good seat 0")
    act(state, "prep you-are-really-good seat 2")
    assert state.targets[0] == 2 and state.view(1).to_dict()["players"][0]["target"] == 2


def test_the_life_of_the_party_travels_with_its_member() -> None:
    """Preparation Cards, The Life of the Party: the crown stays on its member when the plan changes."""
    state = stacked(2, preparation=["the-life-of-the-party", "that-s-my-place-1-2", "a-wild-dance-1",
                                    "can-we-stay-close-1", "all-at-the-party"])
    act(state, "prep the-life-of-the-party crown 2")
    assert state.crowns[0] == PLAN_MEMBERS[1]
    act(state, "activate 1")
    act(state, "prep that-s-my-place swap 1-2")
    assert state.crowns[0] == PLAN_MEMBERS[1]
    assert state.view(1).crown_position(0) == 1
    assert state.view(1).to_dict()["players"][0]["crown"] is None
    assert state.view(0).to_dict()["players"][0]["crown"] == "mamma"


# --- End of the game -----------------------------------------------------------------------


def test_game_ends_the_moment_only_three_decks_remain() -> None:
    """End of the Game: the game ends immediately when only three decks are left."""
    state = stacked(2)
    empty_deck(state, 1)
    empty_deck(state, 2)
    assert not state.over
    empty_deck(state, 3)
    assert state.over and state.to_act() == ()
    with pytest.raises(IllegalAction):
        state.apply(state.turn, Activate(4))


def test_leftover_objects_and_deck_cards_are_discarded_at_the_end() -> None:
    """End of the Game: objects still on the table and undrawn deck cards join the discard pile."""
    state = stacked(2, {4: ["papa-5"]})
    act(state, "activate 4")
    empty_deck(state, 1)
    empty_deck(state, 2)
    while len(state.decks[2]) > 1:
        act(state, "activate 3")
    leftover = state.table + [c for d in state.decks[3:] for c in d]
    discarded = len(state.discard)
    act(state, "activate 3")
    assert state.over and not state.table and not any(state.decks)
    assert leftover and set(leftover) <= set(state.discard[discarded:])
    assert len(state.discard) + len(state.birthday) + len(state.cleaning) == 60


# --- Views ------------------------------------------------------------------------------------


def test_family_plan_is_secret_to_its_owner_until_the_end() -> None:
    """Game Setup: you may always look at your own plan; the others' stay face down until scoring."""
    state = GAME.new(3, seed=11)
    assert isinstance(state, ArturoState)
    for seat in range(3):
        view = state.view(seat)
        text = json.dumps(view.to_dict())
        for other in range(3):
            plan = [MEMBER_IDS[m] for m in state.plans[other]]
            if other == seat:
                assert view.plan == tuple(plan) and json.dumps(plan) in text
            else:
                assert view.plan_of(other) is None and json.dumps(plan) not in text
    rng = random.Random(2)
    while not state.over:
        state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
    assert state.view(None).plan_of(1) == tuple(MEMBER_IDS[m] for m in state.plans[1])


def test_deck_tops_are_public_and_cards_below_are_hidden() -> None:
    """Game Setup / ruling: decks lie family side up, top known front and back; the rest is secret."""
    state = stacked(3, {2: ["ivo-1", "nonna-9"]})
    view = state.view(0)
    assert view.deck_top(2) == "ivo-1"
    text = json.dumps(view.to_dict())
    assert '"ivo-1"' in text and '"nonna-9"' not in text
    det = view.determinize(random.Random(5))
    assert det.top(2) == state.top(2)
    assert det.view(0).to_dict() == view.to_dict()


def test_view_legal_actions_match_the_state() -> None:
    """Views: the moves a seat may make never depend on what it cannot see."""
    state = GAME.new(4, seed=8)
    view = state.view(0)
    assert set(map(str, view.legal_actions())) == set(map(str, state.legal_actions(0)))
    assert state.view(1).legal_actions() == []


# --- Notation -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "activate 3",
        "ivo 2 copy nonna",
        "ivo 2 flip",
        "prep that-s-my-place swap 1-2",
        "prep excuse-me move 4 left 2",
        "prep a-wild-dance 1-2,4-5,6-7",
        "prep can-we-stay-close 1-2,5-6",
        "prep shall-we-swap-places swap papa-mamma",
        "prep all-at-the-party",
        "prep you-are-really-good seat 1",
        "prep the-life-of-the-party crown 3",
    ],
)
def test_notation_round_trips(text: str) -> None:
    """Actions read back from their own notation."""
    assert str(GAME.parse_action(text)) == text


@pytest.mark.parametrize("text", ["", "activate", "activate 7", "ivo 2", "ivo 2 copy", "prep", "prep nope",
                                  "prep a-wild-dance 1-3", "prep excuse-me move 8 left 2", "prep all-at-the-party 1"])
def test_unreadable_notation_is_refused(text: str) -> None:
    with pytest.raises(BadNotation):
        GAME.parse_action(text)


# --- The rulebook's narrated example ----------------------------------------------------------


def test_rulebook_example_turns() -> None:
    """Playing the Game, Example: Dad flips, Grandma flips with cobwebs, the Nanny cleans both,
    Mom flips, Grandpa Ivo copies Grandma to take the Cake, then a Preparation card swaps two
    neighbours."""
    mario, daniele, roberto = 0, 1, 2
    plans = [DEFAULT_PLAN, DEFAULT_PLAN, ["papa", "tut", "mentegatto", "arturo", "nonna", "mamma", "stein"]]
    state = stacked(3, {1: ["papa-5"], 2: ["nonna-1"], 3: ["stein-3"], 4: ["mamma-5"], 5: ["ivo-3"]}, plans,
                    ["that-s-my-place-1-2", "that-s-my-place-6-7", "excuse-me-3", "a-wild-dance-1",
                     "can-we-stay-close-1", "all-at-the-party", "you-are-really-good", "the-life-of-the-party"])
    assert state.turn == mario
    act(state, "activate 1")  # Dad: nothing available, turned over
    assert ids(state.table) == ["papa-5"] and not PARTY_CARDS[state.table[0]].cobwebs
    assert state.turn == daniele
    act(state, "activate 2")  # Grandma: nothing she wants, turned over, cobwebbed
    assert PARTY_CARDS[state.table[1]].cobwebs
    assert state.turn == roberto
    act(state, "activate 3")  # the Nanny cleans up both
    assert ids(state.cleaning) == ["papa-5", "nonna-1"] and not state.table
    assert ids(state.discard) == ["stein-3"]
    act(state, "activate 4")  # Mario: Mom is turned over into a cake
    assert ids(state.table) == ["mamma-5"] and PARTY_CARDS[state.table[0]].back == 1
    act(state, "ivo 5 copy nonna")  # Daniele: Grandpa Ivo copies Grandma and takes the Cake
    assert ids(state.birthday) == ["mamma-5"] and ids(state.discard) == ["stein-3", "ivo-3"]
    assert state.turn == roberto
    act(state, "prep that-s-my-place swap 6-7")  # Roberto swaps two neighbouring members
    assert [MEMBER_IDS[m] for m in state.plans[roberto]] == ["papa", "tut", "mentegatto", "arturo", "nonna",
                                                             "stein", "mamma"]
    record = Record.of(state)
    assert [t for _, t in record.actions] == ["activate 1", "activate 2", "activate 3", "activate 4",
                                             "ivo 5 copy nonna", "prep that-s-my-place swap 6-7"]


def test_plan_order_changes_only_through_preparation_cards() -> None:
    """Game Setup (Remember): the plan's order never changes except by a Preparation card."""
    state = GAME.new(3, seed=21)
    assert isinstance(state, ArturoState)
    rng = random.Random(3)
    while not state.over:
        seat = state.turn
        before = [list(p) for p in state.plans]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        changed = [p for p in range(3) if state.plans[p] != before[p]]
        if isinstance(action, Prepare) and not PREP_CARDS[state.taken[seat][-1]].stopwatch:
            assert changed == [seat]
        else:
            assert changed == []


def test_plan_changes_are_told_only_to_their_owner() -> None:
    """Game Setup: a plan is secret, so the event naming its new order reaches only its owner."""
    state = stacked(2, preparation=["excuse-me-3", "a-wild-dance-1", "can-we-stay-close-1",
                                    "that-s-my-place-1-2", "all-at-the-party"])
    events = act(state, "prep excuse-me move 1 right 3")
    public, private = events
    assert public.visible_to is None and isinstance(public.payload, Prepared)
    assert public.payload.moves == ((1, 4), (2, 1), (3, 2), (4, 3))
    assert private.visible_to == frozenset({0}) and isinstance(private.payload, PlanChanged)
    assert private.payload.plan[3] == "papa"
    assert private.for_seat(1).payload is None and "papa" not in private.describe(["Ann", "Bo"], 1).lower()


@pytest.mark.parametrize(
    ("card_id", "choices"),
    [
        ("a-wild-dance-1", 4),
        ("can-we-stay-close-2", 10),
        ("that-s-my-place-2-6", 1),
        ("shall-we-swap-places-papa-mamma", 1),
        ("excuse-me-2a", 10),
        ("excuse-me-3", 8),
        ("excuse-me-4", 6),
        ("all-at-the-party", 1),
        ("you-are-really-good", 3),
        ("the-life-of-the-party", 7),
    ],
)
def test_every_choice_a_preparation_card_allows_is_its_own_action(card_id: str, choices: int) -> None:
    """Preparation Cards: which pairs, which member, which direction are all part of the move."""
    card = PREP_CARDS[PREP_INDEX[card_id]]
    details = preparation_choices(card, 0, 4)
    assert len(details) == len(set(details)) == choices
    plan = list(PLAN_MEMBERS)
    for detail in details:
        after = apply_preparation(plan, card.kind, detail)
        for start, end in moved_positions(plan, card.kind, detail):
            assert after[end - 1] == plan[start - 1]
        state = stacked(4, preparation=[card_id, *[c.id for c in PREP_CARDS if c.id != card_id][:10]])
        action = Prepare(card.kind, tuple(detail))
        assert GAME.parse_action(str(action)) == action
        assert action in state.legal_actions(0)


def test_record_with_a_stacked_setup_replays_to_the_same_state() -> None:
    """Records: the setup fields travel with the record and reproduce the deal exactly."""
    state = stacked(3, {2: ["ivo-1"], 5: ["stein-2", "nonna-1"]})
    rng = random.Random(6)
    for _ in range(25):
        state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
    record = Record.from_json(Record.of(state).to_json())
    assert record.setup is not None and record.setup["decks"][1][0] == "ivo-1"
    assert record.replay().to_dict() == state.to_dict()


def test_a_preparation_moves_every_candidate_plan_as_it_moves_one() -> None:
    """Preparation Cards: the inference moves all 5,040 orders of the members at once by each card a
    rival plays (`prepare_all`); each must land where `apply_preparation` puts it, for every card and
    choice, the swap of two named members included."""
    plans = list(itertools.permutations(range(PLAN_SIZE)))
    for card in PREP_CARDS:
        for detail in preparation_choices(card, 0, 3):
            moved = prepare_all(plans, card.kind, detail)
            assert moved == [tuple(apply_preparation(p, card.kind, detail)) for p in plans], (card.id, detail)
