"""Arturo choices the rulebook leaves to the players, and moves a table builds in parts (issues 17 and 22).

Sections are the rulebook's (seeds/004_23e2294c33782b0d.txt): "1. Activate a Party Card" (take one copy,
and only one, of each desired object), "Playing the Game" (clockwise turns; the content notes give the
first turn to the dealer's left) and "Preparation Cards". Records written before a choice existed keep
replaying (docs/records.md).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rules.arturo import Activate, Activating, Ivo, Pick, Prepare, Preparing
from rules.arturo.data import CAKE, FESTOON, MEMBER_INDEX, PARTY_INDEX
from rules.arturo.state import ArturoState
from rules.core import BadNotation, IllegalAction, Record, get_game

from .stack import DEFAULT_PLAN, ids, stacked

GAME = get_game("arturo")
RECORDS = Path(__file__).parent / "records"


def on_table(state: ArturoState, *cards: str) -> ArturoState:
    """Put these Party cards out as available objects, oldest first (taken out of their decks)."""
    for card_id in cards:
        index = PARTY_INDEX[card_id]
        for deck in state.decks:
            if index in deck[:-1]:
                deck.remove(index)
    state.table = [PARTY_INDEX[c] for c in cards]
    return state


def refused(state: ArturoState, text: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        state.apply(state.turn, state.parse(text))
    return caught.value.reason


# --- which copy -------------------------------------------------------------------------------


def test_take_one_copy_the_player_chooses_the_clean_or_the_cobwebbed_one() -> None:
    """1. Activate a Party Card: one copy of each desired object. With a cobwebbed cake (mamma-1, the
    oldest) and a clean one (mamma-5) on the table, Grandma may take either: "activate 1" takes the
    oldest, "activate 1 clean cake" the other (each choice has one notation)."""
    state = on_table(stacked(2, {1: ["nonna-6"]}), "mamma-1", "mamma-5")
    legal = [a for a in state.legal_actions(0) if isinstance(a, Activate) and a.deck == 1]
    assert legal == [Activate(1), Activate(1, (Pick(CAKE, False),))]
    state.apply(0, state.parse("activate 1 clean cake"))
    assert ids(state.birthday) == ["mamma-5"] and ids(state.table) == ["mamma-1"]


def test_take_one_copy_of_each_object_each_with_its_own_choice() -> None:
    """1. Activate: Grandma wants a festoon and a cake; both lie there clean and cobwebbed: four moves."""
    state = on_table(stacked(2, {1: ["nonna-6"]}), "mamma-1", "tut-1", "mamma-5", "tut-3")
    legal = [str(a) for a in state.legal_actions(0) if isinstance(a, Activate) and a.deck == 1]
    assert legal == ["activate 1", "activate 1 clean cake", "activate 1 clean festoon",
                     "activate 1 clean festoon clean cake"]
    state.apply(0, state.parse("activate 1 clean festoon"))
    assert sorted(ids(state.birthday)) == ["mamma-1", "tut-3"]


def test_take_one_copy_no_choice_when_the_copies_are_alike() -> None:
    """Ruling (which copy): copies that are all clean (or all cobwebbed) are alike; nothing to choose."""
    state = on_table(stacked(2, {1: ["nonna-6"]}), "mamma-5", "mamma-6")
    assert [a for a in state.legal_actions(0) if isinstance(a, Activate) and a.deck == 1] == [Activate(1)]
    assert "alike" in refused(state, "activate 1 clean cake")


def test_take_one_copy_records_without_a_choice_take_the_copy_that_waited_longest() -> None:
    """Ruling (which copy), old records: "activate 1" names no copy and takes the oldest one, as the game
    did before the choice existed; naming the oldest copy's kind is refused as saying nothing."""
    state = on_table(stacked(2, {1: ["nonna-6"]}), "mamma-1", "mamma-5")
    assert "unless you name the clean one" in refused(state, "activate 1 cobwebbed cake")
    state.apply(0, state.parse("activate 1"))
    assert ids(state.birthday) == ["mamma-1"]


def test_take_one_copy_refuses_copies_that_are_not_there_or_not_wanted() -> None:
    """1. Activate: a copy named must be an available one of an object the member desires."""
    state = on_table(stacked(2, {1: ["nonna-6"]}), "mamma-1", "mamma-5", "tut-1", "tut-3")
    before = json.dumps(state.to_dict())
    assert "wants only festoons and cakes" in refused(state, "activate 1 clean gift")
    assert json.dumps(state.to_dict()) == before
    on_table(state, "mamma-1", "mamma-5", "tut-1")
    assert "no clean festoon" in refused(state, "activate 1 clean festoon clean cake")


def test_grandpa_ivo_copying_chooses_copies_too_and_the_nanny_never_does() -> None:
    """Grandpa Ivo takes what the member he copies would, so the same choice is his; the Nanny takes all."""
    state = on_table(stacked(2, {1: ["ivo-1"], 2: ["stein-3"]}), "mamma-5", "mamma-1")
    assert Ivo(1, MEMBER_INDEX["nonna"], (Pick(CAKE, True),)) in state.legal_actions(0)
    assert "no copy to choose" in refused(state, "activate 2 clean cake")
    state.apply(0, state.parse("ivo 1 copy nonna cobwebbed cake"))
    assert ids(state.birthday) == ["mamma-1"]


@pytest.mark.parametrize("text", ["activate 3 clean cake", "activate 3 cobwebbed festoon clean cake",
                                  "ivo 2 copy nonna cobwebbed cake"])
def test_take_one_copy_notation_round_trips(text: str) -> None:
    assert str(GAME.parse_action(text)) == text


@pytest.mark.parametrize("text", ["activate 3 clean", "activate 3 dusty cake", "activate 3 clean cake clean cake",
                                  "ivo 2 flip clean cake", "activate 3 clean pony"])
def test_take_one_copy_unreadable_notation_is_refused(text: str) -> None:
    with pytest.raises(BadNotation):
        GAME.parse_action(text)


def test_take_one_copy_objects_in_object_order_whatever_order_they_are_written() -> None:
    assert GAME.parse_action("activate 1 clean cake cobwebbed festoon") == \
        Activate(1, (Pick(FESTOON, True), Pick(CAKE, False)))


# --- who starts -------------------------------------------------------------------------------


def test_who_starts_the_player_to_the_dealers_left() -> None:
    """Playing the Game: turns go clockwise; the first is the dealer's left, the next seat after the
    dealer (seats are numbered clockwise)."""
    state = GAME.new(4, seed=3, setup={"dealer": 1})
    assert isinstance(state, ArturoState)
    assert state.to_act() == (2,) and state.view(0).dealer == 1
    state.apply(2, state.legal_actions(2)[0])
    assert state.to_act() == (3,)
    assert state.view(3).determinize(random.Random(1)).to_act() == (3,)


def test_who_starts_is_asked_as_the_rulebook_does_who_deals() -> None:
    """The lobby asks the game's own question; the answer (a seat) goes into the setup field it names."""
    first = GAME.first_player
    assert first is not None and first.setup_field == "dealer" and "dealer" in str(first.question)
    assert "dealer" in GAME.setup_fields


def test_who_starts_records_without_a_dealer_start_with_seat_zero() -> None:
    """Records written before the choice: the last seat dealt, so seat 0 starts."""
    state = GAME.new(3, seed=3)
    assert isinstance(state, ArturoState)
    assert state.dealer == 2 and state.to_act() == (0,)


@pytest.mark.parametrize("dealer", [-1, 5, "1", True])
def test_who_starts_a_dealer_that_is_no_seat_is_refused(dealer: object) -> None:
    with pytest.raises(ValueError):
        GAME.new(5, setup={"dealer": dealer})


# --- moves in the making ------------------------------------------------------------------------


def test_activating_completions_are_the_open_choices_of_that_deck() -> None:
    """A table asks about a deck top before the copies are chosen: the rules list the whole moves."""
    state = on_table(stacked(2, {1: ["nonna-6"], 2: ["ivo-1"]}), "mamma-1", "mamma-5")
    assert state.completions(0, Activating(1)) == [Activate(1), Activate(1, (Pick(CAKE, False),))]
    assert state.completions(0, Activating(2, flip=True)) == [Ivo(2, None)]
    assert len(state.completions(0, Activating(2, copy=MEMBER_INDEX["nonna"]))) == 2
    assert state.why_not_yet(0, Activating(2, copy=MEMBER_INDEX["stein"])) is None  # mamma-1 has cobwebs
    assert state.completions(0, Activating(2, copy=MEMBER_INDEX["stein"])) == [Ivo(2, MEMBER_INDEX["stein"])]


def test_activating_why_not_yet_gives_the_rules_reason() -> None:
    """Grandpa Ivo copying someone who would take nothing: the same reason as for the whole move."""
    state = stacked(2, {2: ["ivo-1"]})
    reason = state.why_not_yet(0, Activating(2, copy=MEMBER_INDEX["arturo"]))
    assert reason is not None and "takes nothing" in reason.reason


def test_preparing_a_wild_dance_three_separate_pairs_one_drag_at_a_time() -> None:
    """A Wild Dance: reverse 3 pairs of neighbours, no card in two swaps — built one drag at a time."""
    state = stacked(2, preparation=["a-wild-dance-1", "excuse-me-2a", "that-s-my-place-1-2", "all-at-the-party",
                                    "you-are-really-good"])
    move = Preparing("a-wild-dance-1", tuple(DEFAULT_PLAN))
    assert state.why_not_yet(0, move) is None
    move = move.dragged(2, 3)
    assert move.shown_plan()[1:3] == ("arturo", "mamma")
    assert state.why_not_yet(0, move.dragged(3, 4)) is not None  # card 3 already dances
    refusal = state.why_not_yet(0, move.dragged(5, 6))  # 2-3 and 5-6 leave no third separate pair
    assert refusal is not None and "3 separate pairs" in refusal.reason
    far = state.why_not_yet(0, move.dragged(4, 6))
    assert far is not None and "beside it" in far.reason
    move = move.dragged(4, 5).dragged(7, 6)
    assert move.complete and state.completions(0, move) == [Prepare("a-wild-dance", (2, 4, 6))]


def test_preparing_excuse_me_moves_exactly_the_printed_steps() -> None:
    """Excuse Me!: a member moves exactly the printed number of steps; the rules say why not otherwise."""
    state = stacked(2, preparation=["excuse-me-2a", "a-wild-dance-1", "that-s-my-place-1-2", "all-at-the-party",
                                    "you-are-really-good"])
    move = Preparing("excuse-me-2a", tuple(DEFAULT_PLAN))
    assert state.completions(0, move.dragged(1, 3)) == [Prepare("excuse-me", (1, 1, 2))]
    refusal = state.why_not_yet(0, move.dragged(1, 4))
    assert refusal is not None and refusal.reason == "“Excuse Me!” moves a member 2 steps, not 3"


def test_preparing_excuse_me_is_logged_as_where_the_member_goes() -> None:
    """Excuse Me! (Preparation cards): the log says the member's move from one position to another, not every
    position the members it passes shift to; the player's own plan after it is told to them alone."""
    state = stacked(2, preparation=["excuse-me-2a", "a-wild-dance-1", "that-s-my-place-1-2", "all-at-the-party",
                                    "you-are-really-good"])
    events = state.apply(0, Prepare("excuse-me", (1, 1, 2)))
    names = ["Ana", "Ben"]
    assert events[0].describe(names, 1) == "Ana takes “Excuse Me!” and moves the member at position 1 to position 3"
    # named, not "your": once the game is over, everyone reads each player's own lines (the log of the end)
    assert events[1].describe(names, 0).startswith("Ana's Family Plan is now ")
    assert events[1].describe(names, 1) == ""  # Ben does not learn Ana's plan


def test_preparing_a_card_that_trades_positions_is_logged_as_a_swap() -> None:
    """That's My Place! (Preparation cards): the two positions trade members; the log says so in one swap, not
    as two moves ("position 1 to 2 and position 2 to 1"), and names positions only (the members are secret)."""
    state = stacked(2, preparation=["that-s-my-place-1-2", "excuse-me-2a", "a-wild-dance-1", "all-at-the-party",
                                    "you-are-really-good"])
    swap = next(a for a in state.legal_actions(0) if isinstance(a, Prepare) and a.kind == "that-s-my-place")
    events = state.apply(0, swap)
    assert events[0].describe(["Ana", "Ben"], 1) == "Ana takes “That's My Place!” and swaps position 1 with 2"


def test_preparing_put_down_on_a_seat_or_a_position() -> None:
    """You Are Really Good! names an opponent; The Life of the Party lies on a member of your own plan."""
    state = stacked(3, preparation=["you-are-really-good", "the-life-of-the-party", "all-at-the-party",
                                    "a-wild-dance-1", "excuse-me-3", "excuse-me-4", "that-s-my-place-1-2",
                                    "can-we-stay-close-1"])
    assert state.completions(0, Preparing("you-are-really-good", onto_seat=2)) == [Prepare("you-are-really-good", (2,))]
    mine = state.why_not_yet(0, Preparing("you-are-really-good", onto_position=3))
    assert mine is not None and "opponents" in mine.reason
    assert state.completions(0, Preparing("the-life-of-the-party", onto_position=4)) == \
        [Prepare("the-life-of-the-party", (4,))]
    wrong = state.why_not_yet(0, Preparing("all-at-the-party", onto_seat=1))
    assert wrong is not None and "your own Family Plan" in wrong.reason


def test_preparing_a_fourth_card_is_refused_with_the_rule() -> None:
    """2. Take a Preparation Card: at most three times in a game."""
    state = stacked(2, preparation=["that-s-my-place-1-2", "that-s-my-place-3-4", "that-s-my-place-6-7",
                                    "all-at-the-party", "excuse-me-3"])
    state.taken[0] = [0, 1, 2]
    refusal = state.why_not_yet(0, Preparing("all-at-the-party"))
    assert refusal is not None and refusal.reason == "you already hold 3 Preparation cards"


# --- old records ------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["three-random-players", "four-mixed-players", "two-normal-bots"])
def test_records_written_before_the_choices_replay_to_the_same_end(name: str) -> None:
    """Records saved by the version before "which copy" and "who starts" (several with a copy choice
    that arose and was settled by the oldest copy) replay to the same final state and scores."""
    saved = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    state = Record.from_json(json.dumps(saved["record"])).replay()
    final = state.to_dict()
    assert final.pop("dealer") == state.num_players - 1
    final.pop("shown")  # every card turned up, kept since (#35): the saved states have none
    assert final == saved["final_state"]
    assert list(state.result().scores) == saved["scores"]


def test_the_log_counts_the_same_objects_taken_at_once() -> None:
    """1. Activate a Party Card: the Nanny sweeps every cobwebbed object at once; the log counts the same ones
    ("2 gifts", "3 spring toys with cobwebs"), not "a gift, a gift"."""
    from rules.arturo.data import CARD_BACK, CARD_COBWEBS
    from rules.arturo.words import collect_text

    def cards(obj: int, cobwebs: bool, n: int) -> list[int]:
        return [c for c in range(len(CARD_BACK)) if CARD_BACK[c] == obj and bool(CARD_COBWEBS[c]) == cobwebs][:n]

    taken = tuple(cards(2, False, 1) + cards(5, False, 2) + cards(3, True, 2) + cards(3, False, 1))
    text = str(collect_text(0, 6, 1, None, taken, "cleaning"))
    assert "puts a teddy bear, 2 gifts, 2 spring toys with cobwebs and a spring toy under" in text
