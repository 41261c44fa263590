"""Happy Birthday Turtle!!: one test per rule sentence and ruling, named after the rule.

Section names refer to the rulebook (shared/seeds/000_f9605989927e503b.txt) and the
product's rulings (shared/content/birthday_turtle.md, "Rulings").
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from rules.birthday_turtle import data
from rules.birthday_turtle.events import (
    AnimalFailed,
    AnimalPlaced,
    AnimalsReturned,
    AntCardTurned,
    AntsRested,
    AntsWorked,
    CleanedUp,
    Committed,
    GameEnded,
    HustlePoints,
    NotRefilled,
    Refilled,
    Revealed,
    StartPlayerPassed,
    TaskBoxed,
    TaskWon,
)
from rules.birthday_turtle.state import Commit, LaidOut, TurtleState
from rules.core import BadNotation, IllegalAction, Player, Record

from .deal import ANTS_2P, ANTS_3P, ANTS_4P, CELEBRATIONS_3P, CELEBRATIONS_4P, GAME, kinds, new, of_kind, play_round


def refusal(state: TurtleState, seat: int, text: str) -> IllegalAction:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, state.parse(text))
    assert state.to_dict() == before, "a refused action changed the state"
    return caught.value


# --- Components and Setup ----------------------------------------------------------


def test_components_animal_cards_are_1_2_2_3_for_each_of_four_animals() -> None:
    """Components: 16 Animal cards, 4 animals × (1, 2, 2, 3); every hand starts with them."""
    assert len(data.ANIMALS) == 4 and data.ANIMAL_VALUES == (1, 2, 2, 3)
    state = new(4)
    assert state.hands == [[1, 2, 2, 3]] * 4


def test_components_counts_celebration_ant_and_turtle_returns() -> None:
    """Components: 11 Celebration cards (2 for 4 players), 10 Ant cards (2 not for 3 players), Turtle Returns."""
    assert len(data.CELEBRATIONS) == 11
    assert sum(c.four_players_only for c in data.CELEBRATIONS) == 2
    assert len(data.ANT_CARDS) == 10
    assert sum(a.not_for_three_players for a in data.ANT_CARDS) == 2
    assert all(1 <= len(a.patterns) <= 2 for a in data.ANT_CARDS)
    assert data.TURTLE_RETURNS not in data.ANT_BY_ID


@pytest.mark.parametrize(
    ("players", "options", "tables"),
    [
        (4, {}, ("check", "polka-dot", "floral", "stripe")),
        (3, {}, ("check", "polka-dot", "floral")),
        (2, {}, ("check", "polka-dot")),
        (2, {"tables_2p": "check+floral"}, ("check", "floral")),
    ],
)
def test_setup_tables_by_player_count_and_2_player_table_option(
    players: int, options: dict[str, str], tables: tuple[str, ...]
) -> None:
    """Setup 1 (and the 2-player table ruling): which tables stand, each with its cube at 0."""
    state = GAME.new(players, options, seed=5)
    assert isinstance(state, TurtleState)
    assert state.tables == tables
    assert state.progress == [0] * len(tables)


def test_setup_pattern_cards_one_per_table_two_of_each_with_two_players() -> None:
    """Setup 2: a player holds the Pattern cards of the tables in use, two of each in a 2-player game."""
    assert new(3).view(0).pattern_cards == ("check", "polka-dot", "floral")
    assert Counter(new(2).view(1).pattern_cards) == {"check": 2, "polka-dot": 2}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_celebration_deck_by_player_count_one_face_up_per_table(players: int) -> None:
    """Setup 3: all 11 cards with 4 players, the 4-player cards removed otherwise; one card on each table."""
    for seed in range(20):
        state = GAME.new(players, {}, seed=seed)
        assert isinstance(state, TurtleState)
        dealt = [c for c in state.cards if c is not None]
        assert len(dealt) == len(state.tables)
        cards = dealt + state.celebration_deck
        expected = [c.id for c in data.CELEBRATIONS if players == 4 or not c.four_players_only]
        assert sorted(cards) == sorted(expected)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_ant_deck_turtle_returns_among_bottom_four(players: int) -> None:
    """Setup 4: three Ant cards and Turtle Returns are shuffled under the rest of the Ant deck."""
    positions: Counter[int] = Counter()
    for seed in range(200):
        state = GAME.new(players, {}, seed=seed)
        assert isinstance(state, TurtleState)
        deck = state.ant_deck
        assert deck.count(data.TURTLE_RETURNS) == 1
        positions[len(deck) - deck.index(data.TURTLE_RETURNS)] += 1
    assert set(positions) == {1, 2, 3, 4}, "Turtle Returns can be any of the bottom four cards, no other"


def test_setup_ant_deck_4_players_removes_two_random_cards() -> None:
    """Setup 4: with 4 players two random Ant cards leave the game (8 Ants + Turtle Returns)."""
    removed = set()
    for seed in range(60):
        state = GAME.new(4, {}, seed=seed)
        assert isinstance(state, TurtleState)
        assert len(state.ant_deck) == 9 and len(state.ant_removed) == 2
        removed.add(tuple(state.ant_removed))
    assert len(removed) > 10, "the removed pair must vary from deal to deal"


def test_setup_ant_deck_3_players_removes_the_two_marked_cards() -> None:
    """Setup 4: with 3 players exactly the two cards marked 'not used for 3 players' leave."""
    for seed in range(20):
        state = GAME.new(3, {}, seed=seed)
        assert isinstance(state, TurtleState)
        assert state.ant_removed == ["ant-stripe-1", "ant-stripe-2"]
        assert len(state.ant_deck) == 9


def test_setup_ant_deck_2_players_uses_all_ten() -> None:
    """Setup 4: a 2-player game uses all 10 Ant cards."""
    state = GAME.new(2, {}, seed=3)
    assert isinstance(state, TurtleState)
    assert len(state.ant_deck) == 11 and state.ant_removed == []


def test_setup_fields_fix_the_deal() -> None:
    """Records: the setup fixes the Celebration deck, the Ant deck and the Start Player."""
    state = new(3, start=2)
    assert state.cards == CELEBRATIONS_3P[:3]
    assert state.celebration_deck == CELEBRATIONS_3P[3:]
    assert state.ant_deck == ANTS_3P
    assert state.start_player == 2


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"ant_deck": [data.TURTLE_RETURNS, *ANTS_3P[:-1]]}, "bottom four"),
        ({"ant_deck": [*ANTS_3P[:-2], "ant-stripe-1", data.TURTLE_RETURNS]}, "not an Ant card of a 3-player"),
        ({"ant_deck": ANTS_3P[1:]}, "must hold 9"),
        ({"celebration_deck": CELEBRATIONS_4P}, "Celebration cards"),
        ({"start_player": 3}, "start_player"),
        ({"animals": ["frog", "frog", "duck"]}, "different animals"),
        ({"animals": ["frog", "duck"]}, "different animals"),
        ({"deck": []}, "unknown setup field"),
    ],
)
def test_setup_fields_are_validated(setup: dict[str, Any], message: str) -> None:
    """A setup that no real deal could produce is refused with a clear reason."""
    with pytest.raises(ValueError, match=message):
        GAME.new(3, {}, seed=0, setup=setup)


def test_setup_each_player_chooses_an_animal() -> None:
    """Setup: each player chooses an animal and takes its four cards; the record keeps the choice, and every
    view shows each seat's animal. A record without it gives the animals in seat order, as records did."""
    state = GAME.new(3, {}, seed=0, setup={"animals": ["duck", "squirrel", "frog"]})
    assert isinstance(state, TurtleState)
    assert all(state.view(seat).animals == ("duck", "squirrel", "frog") for seat in (None, 0, 1, 2))
    assert state.hands == [list(data.ANIMAL_VALUES)] * 3
    plain = GAME.new(3, {}, seed=0)
    assert plain.view(None).animals == data.ANIMALS[:3]  # type: ignore[attr-defined]
    # the choice changes nothing else of the deal
    assert {k: v for k, v in state.to_dict().items() if k != "animals"} == {
        k: v for k, v in plain.to_dict().items() if k != "animals"}


def test_setup_start_player_random_without_setup() -> None:
    """How to Play: someone starts; without a setup the deal picks the Start Player at random."""
    starts = set()
    for seed in range(30):
        state = GAME.new(4, {}, seed=seed)
        assert isinstance(state, TurtleState)
        starts.add(state.start_player)
    assert starts == {0, 1, 2, 3}


def test_how_to_play_whoever_celebrated_a_birthday_most_recently_is_the_start_player() -> None:
    """How to Play: the most recent birthday takes the first Start Player card. The game asks that question
    (for the lobby) and reads the answer from the record's setup; the rest of the deal stays the seed's, and a
    record without the field draws the Start Player as records always did."""
    question = GAME.first_player
    assert question is not None and question.setup_field == "start_player"
    assert str(question.question) == "Who celebrated a birthday most recently?"
    plain = GAME.new(4, {}, seed=3)
    assert isinstance(plain, TurtleState)
    for seat in range(4):
        chosen = GAME.new(4, {}, seed=3, setup={question.setup_field: seat})
        assert isinstance(chosen, TurtleState)
        assert chosen.start_player == seat
        assert (chosen.cards, chosen.celebration_deck, chosen.ant_deck) == (
            plain.cards, plain.celebration_deck, plain.ant_deck)
        events = play_round(chosen, {s: "play 1 check" for s in range(4)})
        assert of_kind(events, AnimalPlaced)[0].seat == seat, "the Start Player's 1 goes first"
    record = Record("birthday-turtle", [Player("Ana"), Player("Ben")], 3, {}, {"start_player": 1}, [])
    assert Record.from_json(record.to_json()).replay().view(0).start_player == 1


# --- Step 1: the secret choice ---------------------------------------------------


def test_choose_cards_secretly_commitment_hidden_until_all_committed() -> None:
    """Step 1: choices are face down until everyone is ready; others see only that a seat has chosen."""
    state = new(3)
    assert state.to_act() == (0, 1, 2)
    events = state.apply(1, state.parse("play 3 floral"))
    assert kinds(events) == ["Committed"]
    commit = events[0]
    assert commit.visible_to == frozenset({1})
    assert commit.describe(["A", "B", "C"], seat=0) == "B places cards face down"
    assert commit.payload == Committed(1, ((3, "floral"),))
    assert commit.for_seat(0).payload is None and commit.for_seat(0).is_a(Committed)
    assert state.to_act() == (0, 2)
    other = state.view(0).to_dict()
    assert other["committed"] == [False, True, False]
    assert other["my_commitment"] is None
    for viewer in (0, 2, None):
        text = str(state.view(viewer).to_dict())
        assert "play 3 floral" not in text and "[3, 'floral']" not in text
    assert state.view(1).my_commitment == ((3, "floral"),)
    # Nothing has moved yet.
    assert state.progress == [0, 0, 0] and state.ant_revealed == []


def test_choose_one_animal_and_one_pattern_card() -> None:
    """Step 1: the legal choices are every Animal value in hand with every table that has a card."""
    state = new(4)
    legal = {str(a) for a in state.legal_actions(0)}
    assert legal == {f"play {v} {p}" for v in (1, 2, 3) for p in data.PATTERNS}
    assert refusal(state, 0, "play 1 check, 2 floral").rule == "How to Play, step 1"


def test_choose_you_have_no_3_left() -> None:
    """Step 1: only an Animal card still in hand can be chosen."""
    state = new(3)
    state.hands[0] = [1, 2, 2]
    assert refusal(state, 0, "play 3 check").reason == "you have no 3 left"


def test_pattern_cards_only_for_tables_in_play() -> None:
    """Setup 1: a 3-player game has no Stripe table, so no Stripe Pattern card."""
    state = new(3)
    reason = refusal(state, 0, "play 2 stripe").reason
    assert reason.startswith("Pattern cards only for tables in play")


def test_no_pattern_card_for_a_table_without_celebration_card() -> None:
    """Supplementary rules: a table with no Celebration card cannot be chosen."""
    state = new(3)
    state.cards[2] = None
    error = refusal(state, 0, "play 2 floral")
    assert error.reason == "the Floral table has no Celebration card"
    assert error.rule == "Supplementary Rules for Play"
    assert "floral" not in state.view(0).legal_tables()


def test_pattern_card_alone_only_without_animal_cards() -> None:
    """Supplementary rules: the Pattern card goes out alone only when no Animal card is left."""
    state = new(3)
    assert "you still have Animal cards" in refusal(state, 0, "play pattern check").reason
    state.hands[0] = []
    assert {str(a) for a in state.legal_actions(0)} == {
        "play pattern check",
        "play pattern polka-dot",
        "play pattern floral",
    }
    assert state.view(0).playable_animals() == []


def test_notation_round_trips_and_junk_is_refused() -> None:
    """Every commitment reads back from its notation; anything else is not a move."""
    for text in ("play 2 polka-dot", "play pattern floral", "play 1 check, 3 polka-dot", "play 2 check, pattern check"):
        assert str(GAME.parse_action(text)) == text
    for junk in ("play 4 check", "play 2 plaid", "play", "hit", "play 1 check, 2 check, 3 check"):
        with pytest.raises(BadNotation):
            GAME.parse_action(junk)


# --- The rulebook's example round -----------------------------------------------------


def test_rulebook_example_round_3_players() -> None:
    """Example of a Round (3-Player Game), reproduced with a stacked deal.

    Round 1 (Start Player C) prepares the tables: Check at 1 of 4, Polka-dot at 3 of 4,
    Floral at 2 of 7. Round 2 is the example: A is Start Player, the Ants show Check
    and Floral, B finishes Polka-dot with a 1, A plays 3 on Floral, C's 3 on Check fails.
    """
    celebrations = ["write-the-birthday-card", "blow-up-balloons", "decorate-the-cake", "pick-flowers"]
    celebrations += [c for c in CELEBRATIONS_3P if c not in celebrations]
    state = new(3, start=2, celebrations=celebrations)
    a, b, c = 0, 1, 2
    play_round(state, {a: "play 1 check", b: "play 2 polka-dot", c: "play 2 floral"})
    assert state.progress == [1, 3, 2]
    assert state.start_player == a

    events = play_round(state, {a: "play 3 floral", b: "play 1 polka-dot", c: "play 3 check"})
    assert kinds(events) == [
        "Committed",
        "Committed",
        "Committed",
        "Revealed",
        "AntCardTurned",
        "AntsWorked",
        "AntsWorked",
        "AnimalPlaced",
        "TaskWon",
        "AnimalPlaced",
        "AnimalFailed",
        "HustlePoints",
        "AnimalsReturned",
        "CleanedUp",
        "Refilled",
        "StartPlayerPassed",
    ]
    reveal, ant, cube_check, cube_floral, b_place, b_done, a_place, c_fail, points, returned = events[3:13]
    assert reveal.payload == Revealed(2, ((a, 3, "floral"), (b, 1, "polka-dot"), (c, 3, "check")))
    assert ant.payload == AntCardTurned("ant-check-floral", ("check", "floral"))
    assert cube_check.payload == AntsWorked("check", 1, 2, None)
    assert cube_floral.payload == AntsWorked("floral", 2, 3, None)
    assert b_place.payload == AnimalPlaced(b, 1, "polka-dot", 3, 4)
    assert b_done.payload == TaskWon(b, "polka-dot", "blow-up-balloons")
    assert a_place.payload == AnimalPlaced(a, 3, "floral", 3, 6)
    assert c_fail.payload == AnimalFailed(c, 3, "check", "3 is more than the 2 spaces left")
    assert points.payload == HustlePoints(b, 3, "polka-dot")
    assert returned.payload == AnimalsReturned("polka-dot", ((b, 2), (b, 1)))
    refill = events[14].payload
    assert isinstance(refill, Refilled) and (refill.table, refill.card) == ("polka-dot", "pick-flowers")
    assert events[15].payload == StartPlayerPassed(a, b)

    assert state.won == [[], ["blow-up-balloons"], []]
    assert state.hustle == [0, 3, 0]
    assert state.hands == [[2, 2], [1, 2, 2, 3], [1, 2, 3]]
    assert state.progress == [2, 0, 6]
    names = ["Player A", "Player B", "Player C"]
    expected = "Player C's 3 on Check fails (3 is more than the 2 spaces left) and returns to hand"
    assert c_fail.describe(names) == expected
    assert reveal.describe(names) == (
        "Round 2, the cards are revealed: Player A: 3 on Floral, Player B: 1 on Polka-dot, Player C: 3 on Check"
    )
    assert ant.describe(names) == "The Ant card shows Check and Floral"


# --- Steps 2 to 5 ------------------------------------------------------------------


def test_ant_card_moves_the_cube_of_each_pattern_it_shows() -> None:
    """Step 2: the Ant card moves each shown table's cube one space (both for a two-pattern card)."""
    state = new(3, ants=["ant-check-floral", *[x for x in ANTS_3P if x != "ant-check-floral"]])
    events = play_round(state, {0: "play 1 floral", 1: "play 1 floral", 2: "play 2 check"})
    cubes = of_kind(events, AntsWorked)
    assert [(e.table, e.seat) for e in cubes] == [("check", None), ("floral", None)]
    assert state.progress == [3, 0, 3]


def test_ants_completing_a_task_send_it_to_the_box_and_players_still_score() -> None:
    """Step 2 and the ruling: an Ant completion boxes the card; cards under it still score."""
    state = new(3, start=0)
    state.progress[1] = 2
    state.under[1] = [(2, 2)]
    state.hands[2] = [1, 2, 3]
    events = play_round(state, {0: "play 1 polka-dot", 1: "play 2 check", 2: "play 1 floral"})
    assert not of_kind(events, TaskWon)
    assert of_kind(events, TaskBoxed) == [TaskBoxed("polka-dot", "pick-flowers", None)]
    assert state.boxed == ["pick-flowers"]
    assert all(w == [] for w in state.won)
    fail = next(e for e in of_kind(events, AnimalFailed) if e.seat == 0)
    assert fail.reason == "the task there is already completed"
    assert state.hustle == [0, 0, 2]
    assert state.hands[0] == [1, 2, 2, 3]
    assert state.hands[2] == [2, 2, 3]


def test_ants_complete_before_any_player_card() -> None:
    """Ruling: the Ants work first, so a player's exact fit measured before the Ants fails."""
    state = new(3)
    state.progress[1] = 1  # Pick Flowers: 2 left before the Ants, 1 after.
    events = play_round(state, {0: "play 2 polka-dot", 1: "play 1 check", 2: "play 1 check"})
    assert of_kind(events, AnimalFailed)[0].reason == "2 is more than the 1 space left"


def test_resolve_smallest_numbers_first_ties_clockwise_from_start_player() -> None:
    """Step 3: 1s, then 2s, then 3s; equal numbers go clockwise starting with the Start Player."""
    state = new(4, start=2, ants=["ant-stripe-1", *[x for x in ANTS_4P if x != "ant-stripe-1"]])
    events = play_round(state, {0: "play 2 floral", 1: "play 1 floral", 2: "play 2 check", 3: "play 1 check"})
    order = [(e.seat, e.value) for e in of_kind(events, AnimalPlaced)]
    assert order == [(3, 1), (1, 1), (2, 2), (0, 2)]


def test_exact_hit_completes_the_task_and_takes_the_celebration_card() -> None:
    """Step 3: reaching the card's limit exactly finishes the task; the player keeps the card."""
    state = new(3, ants=["ant-floral-1", *[x for x in ANTS_3P if x != "ant-floral-1"]])
    events = play_round(state, {0: "play 3 polka-dot", 1: "play 1 check", 2: "play 1 check"})
    assert of_kind(events, TaskWon)[0].seat == 0
    assert state.won[0] == ["pick-flowers"]
    assert state.hustle[0] == 3


def test_card_larger_than_the_spaces_left_fails_and_returns_to_hand() -> None:
    """Step 3 (Failed Preparation): the cube does not move and the card stays in hand."""
    state = new(3, ants=["ant-floral-1", *[x for x in ANTS_3P if x != "ant-floral-1"]])
    state.progress[0] = 2  # Blow Up Balloons: 2 left.
    events = play_round(state, {0: "play 3 check", 1: "play 1 floral", 2: "play 1 floral"})
    assert of_kind(events, AnimalFailed) == [AnimalFailed(0, 3, "check", "3 is more than the 2 spaces left")]
    assert state.progress[0] == 2
    assert state.hands[0] == [1, 2, 2, 3]
    assert state.under[0] == []


def test_card_aimed_at_a_task_completed_this_round_fails() -> None:
    """Step 3 and the ruling: once a task is completed, later cards there go back to hand."""
    state = new(3, ants=["ant-floral-1", *[x for x in ANTS_3P if x != "ant-floral-1"]])
    events = play_round(state, {0: "play 3 polka-dot", 1: "play 3 polka-dot", 2: "play 1 check"})
    assert of_kind(events, TaskWon)[0].seat == 0
    assert of_kind(events, AnimalFailed) == [AnimalFailed(1, 3, "polka-dot", "the task there is already completed")]
    assert state.hands[1] == [1, 2, 2, 3]


def test_hustle_points_count_cards_from_earlier_rounds() -> None:
    """Step 4 and the ruling: every Animal card under the completed table scores, whatever its round."""
    state = new(3, start=0, ants=["ant-floral-1", "ant-floral-2", *[x for x in ANTS_3P if "floral-" not in x]])
    play_round(state, {0: "play 2 check", 1: "play 1 check", 2: "play 1 polka-dot"})
    assert state.progress[0] == 3 and state.under[0] == [(1, 1), (0, 2)]
    events = play_round(state, {0: "play 1 check", 1: "play 2 floral", 2: "play 2 floral"})
    assert state.won[0] == ["blow-up-balloons"]
    assert [(e.seat, e.points) for e in of_kind(events, HustlePoints)] == [(0, 3), (1, 1)]
    assert state.hustle == [3, 1, 0]
    assert state.hands[0] == [1, 2, 2, 3] and state.hands[1] == [1, 2, 3]


def test_unfinished_tables_keep_their_cards() -> None:
    """Step 5: Animal cards under a table whose task is not finished stay for the next round."""
    state = new(3, ants=["ant-floral-1", *[x for x in ANTS_3P if x != "ant-floral-1"]])
    play_round(state, {0: "play 2 floral", 1: "play 1 check", 2: "play 2 check"})
    assert state.under[2] == [(0, 2)] and state.under[0] == [(1, 1), (2, 2)]
    assert state.hands[0] == [1, 2, 3]
    view = state.view(1)
    assert view.tables[0].under == ((1, 1), (2, 2))
    assert view.cards_left[0] == (1, 2, 3)


def test_replenish_empty_tables_left_to_right() -> None:
    """Step 5: completed tables get new Celebration cards from the deck, leftmost table first."""
    state = new(3, ants=["ant-floral-1", *[x for x in ANTS_3P if x != "ant-floral-1"]])
    state.progress[0] = 3
    events = play_round(state, {0: "play 3 polka-dot", 1: "play 1 check", 2: "play 1 floral"})
    refills = [(e.table, e.card) for e in of_kind(events, Refilled)]
    assert refills == [("check", "hang-the-bunting"), ("polka-dot", "set-the-table")]
    assert state.progress[:2] == [0, 0]


def test_pattern_cards_return_to_hand_at_cleanup() -> None:
    """Step 5: used Pattern cards come back, so the same table can be chosen again next round."""
    state = new(3)
    events = play_round(state, {0: "play 1 check", 1: "play 1 check", 2: "play 1 check"})
    assert "CleanedUp" in kinds(events)
    assert "play 2 check" in {str(a) for a in state.legal_actions(0)}


def test_start_player_card_passes_to_the_left() -> None:
    """Step 5: the Start Player card moves one seat clockwise after each round."""
    state = new(4, start=3)
    events = play_round(state, {s: "play 1 floral" for s in range(4)})
    assert of_kind(events, StartPlayerPassed)[0] == StartPlayerPassed(3, 0)
    assert state.start_player == 0


# --- Supplementary rules ------------------------------------------------------------


def test_no_animal_card_pattern_alone_is_ants_work_after_the_ant_card() -> None:
    """Supplementary rules and ruling: a lone Pattern card moves its cube 1 after the Ant card and
    before the 1s, earning nothing itself; a task it completes goes to the box."""
    first = ["ant-floral-1", "ant-floral-2"]
    state = new(3, start=1, ants=[*first, *[x for x in ANTS_3P if x not in first]])
    state.hands[0] = []
    state.cards[:2] = ["bake-the-giant-cake", "decorate-the-cake"]  # limits 8 and 7
    state.under[0] = [(0, 1), (0, 2)]
    state.under[1] = [(0, 2), (0, 3)]
    state.progress[:2] = [3, 5]
    events = play_round(state, {0: "play pattern check", 1: "play 1 check", 2: "play 1 polka-dot"})
    moved = [e.payload for e in events if isinstance(e.payload, AntsWorked | AnimalPlaced)]
    steps = [(type(p).__name__, p.table, p.seat) for p in moved]
    assert steps == [("AntsWorked", "floral", None), ("AntsWorked", "check", 0), ("AnimalPlaced", "check", 1),
                     ("AnimalPlaced", "polka-dot", 2)]
    assert state.progress == [5, 6, 1]
    assert state.under[0] == [(0, 1), (0, 2), (1, 1)]

    events = play_round(state, {0: "play pattern polka-dot", 1: "play 2 floral", 2: "play 2 floral"})
    assert of_kind(events, TaskBoxed) == [TaskBoxed("polka-dot", "decorate-the-cake", 0)]
    assert state.won == [[], [], []] and state.boxed == ["decorate-the-cake"]
    # Only the cards already under the table score: seat 0's 2 + 3 and seat 2's 1.
    assert state.hustle == [5, 0, 1]
    assert state.hands[0] == [2, 3]


def test_empty_celebration_deck_stops_replenishing() -> None:
    """Supplementary rules: with the Celebration deck empty, completed tables stay empty."""
    state = new(3, ants=["ant-floral-1", *[x for x in ANTS_3P if x != "ant-floral-1"]])
    state.celebration_deck = []
    events = play_round(state, {0: "play 3 polka-dot", 1: "play 1 check", 2: "play 1 floral"})
    assert of_kind(events, NotRefilled) == [NotRefilled("polka-dot")]
    assert state.cards[1] is None
    assert not state.is_over()
    assert refusal(state, 0, "play 2 polka-dot").reason == "the Polka-dot table has no Celebration card"


# --- End of the game ------------------------------------------------------------------


def test_turtle_returns_ends_the_game_at_once() -> None:
    """Ending the Game and ruling: Turtle Returns ends it the moment it shows; no card resolves."""
    ants = [data.TURTLE_RETURNS, *ANTS_3P[:-1]]
    state = GAME.new(3, {}, seed=0, setup={"celebration_deck": CELEBRATIONS_3P, "start_player": 0})
    assert isinstance(state, TurtleState)
    state.ant_deck = ants  # Only possible once the deck above it is used up; force it for the test.
    events = play_round(state, {0: "play 3 polka-dot", 1: "play 1 check", 2: "play 1 floral"})
    assert kinds(events)[-3:] == ["Revealed", "AntCardTurned", "GameEnded"]
    assert events[-1].payload == GameEnded("turtle")
    assert state.is_over() and state.to_act() == ()
    assert state.progress == [0, 0, 0] and state.won == [[], [], []]
    assert state.hands == [[1, 2, 2, 3]] * 3
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, state.parse("play 1 check"))


def test_game_ends_when_deck_empty_and_no_task_remains() -> None:
    """Ending the Game: at the end of a round with no Celebration card left anywhere, the game ends."""
    state = new(3, ants=["ant-floral-1", *[x for x in ANTS_3P if x != "ant-floral-1"]])
    state.celebration_deck = []
    state.cards = [None, "pick-flowers", None]
    events = play_round(state, {0: "play 3 polka-dot", 1: "play 1 polka-dot", 2: "play 2 polka-dot"})
    assert events[-1].payload == GameEnded("tasks")
    assert state.is_over()


def test_final_score_hustle_points_plus_two_per_celebration_card() -> None:
    """Final Scoring: Hustle Points plus 2 for each Celebration card; breakdown like a scorepad."""
    state = new(3)
    state.hustle = [5, 3, 9]
    state.won = [["pick-flowers", "set-the-table"], [], []]
    state.over = True
    result = state.result()
    assert result.scores == (9, 3, 9)
    assert [(str(label), points) for label, points in result.breakdown[0]] == [
        ("Hustle Points", 5), ("Celebration cards (2 each)", 4)]
    assert all(sum(p for _, p in parts) == score for parts, score in zip(result.breakdown, result.scores, strict=True))
    assert result.ranks == (1, 3, 2)
    assert str(result.tiebreak) == "tied on points: more Celebration cards wins"


def test_final_score_full_tie_is_a_shared_victory() -> None:
    """Final Scoring: equal points and equal Celebration cards share the victory."""
    state = new(3)
    state.hustle = [4, 4, 1]
    state.won = [["pick-flowers"], ["set-the-table"], []]
    result = state.result()
    assert result.ranks == (1, 1, 3) and result.winners == (0, 1)
    assert "shared" in str(result.tiebreak)


# --- 2-player game ------------------------------------------------------------------


def test_2p_odd_round_commits_two_pairs_revealed_one_round_apart() -> None:
    """2-player Step 1: in odd rounds both pairs are chosen; the second is revealed in the even round."""
    state = new(2, start=0, ants=["ant-floral-1", "ant-floral-2", *[x for x in ANTS_2P if "floral-" not in x]])
    assert state.two_pairs
    assert "choose two pairs" in refusal(state, 0, "play 1 check").reason
    events = play_round(state, {0: "play 1 check, 3 polka-dot", 1: "play 2 check, 2 check"})
    assert of_kind(events, Revealed) == [
        Revealed(1, ((0, 1, "check"), (1, 2, "check"))),
        Revealed(2, ((0, 3, "polka-dot"), (1, 2, "check"))),
    ]
    assert state.won[0] == ["pick-flowers"]
    assert state.progress[0] == 3 and state.under[0] == [(0, 1), (1, 2)]
    assert [e.seat for e in of_kind(events, AnimalFailed)] == [1]
    assert state.round == 3 and state.two_pairs


def test_2p_even_pair_hidden_from_the_opponent_until_revealed() -> None:
    """2-player Step 1: the whole face-down choice stays secret while the opponent chooses."""
    state = new(2)
    state.apply(0, state.parse("play 1 check, 3 polka-dot"))
    view = state.view(1).to_dict()
    assert view["my_commitment"] is None and view["committed"] == [True, False]
    assert "play 1 check, 3 polka-dot" not in str(view)


def test_2p_single_animal_card_must_go_in_the_odd_round_pair() -> None:
    """2-player Step 1: with one Animal card left it is played now, the even pair is a Pattern card alone."""
    state = new(2)
    state.hands[0] = [2]
    legal = {str(a) for a in state.legal_actions(0)}
    assert legal == {f"play 2 {p}, pattern {q}" for p in ("check", "polka-dot") for q in ("check", "polka-dot")}
    error = refusal(state, 0, "play pattern check, 2 polka-dot")
    assert error.reason == "with a single Animal card left, it must go in this round's (odd-round) pair"
    assert error.rule == "Additional Changes for 2-Player Games, step 1"


def test_2p_two_different_animal_cards_for_the_two_pairs() -> None:
    """2-player Step 1: the two pairs use two cards from the hand, so one 3 cannot be played twice."""
    state = new(2)
    assert state.view(0).playable_animals(chosen=(3,)) == [1, 2]
    assert state.playable_animals(0, chosen=(2,)) == [1, 2, 3]
    assert refusal(state, 0, "play 3 check, 3 check").reason == "you have no more 3 left"
    assert "play 2 check, 2 check" in {str(a) for a in state.legal_actions(0)}


def test_2p_either_pair_may_be_laid_out_first() -> None:
    """2-player Step 1: both pairs are chosen together, so the next round's pair may go down before this round's."""
    state = new(2)
    laid = LaidOut(((None, None), (3, "polka-dot")))
    assert state.why_not_yet(0, laid) is None
    completions = state.completions(0, laid)
    assert completions and all(c.pairs[1] == (3, "polka-dot") for c in completions)
    assert {c.pairs[0][0] for c in completions} == {1, 2}
    assert state.view(0).why_not_yet(laid) is None


def test_2p_single_animal_card_laid_in_the_next_rounds_pair_is_refused() -> None:
    """2-player Step 1: with one Animal card left, laying it in the even-round pair can never become legal."""
    state = new(2)
    state.hands[0] = [2]
    refusal = state.why_not_yet(0, LaidOut(((None, None), (2, "check"))))
    assert refusal is not None and refusal.rule == "Additional Changes for 2-Player Games, step 1"
    assert refusal.reason == "with a single Animal card left, it must go in this round's (odd-round) pair"
    assert state.why_not_yet(0, LaidOut(((2, None), (None, "check")))) is None
    assert {str(c) for c in state.completions(0, LaidOut(((None, None), (None, "check"))))} == {
        "play 2 check, pattern check", "play 2 polka-dot, pattern check"}


def test_laid_out_cards_on_a_table_without_celebration_card_are_refused() -> None:
    """Supplementary Rules: a half-chosen pair already aimed at a table with no Celebration card is refused."""
    state = new(3)
    state.cards[1] = None
    refusal = state.why_not_yet(0, LaidOut(((None, "polka-dot"),)))
    assert refusal is not None and refusal.reason == "the Polka-dot table has no Celebration card"
    assert refusal.rule == "Supplementary Rules for Play"
    assert str(state.view(0).why_not_yet(LaidOut(((None, "polka-dot"),)))) == str(refusal)
    assert state.why_not_yet(0, LaidOut(((3, None),))) is None


def test_laid_out_second_copy_of_a_card_is_refused() -> None:
    """2-player Step 1: one 3 in hand cannot lie in both pairs."""
    state = new(2)
    refusal = state.why_not_yet(0, LaidOut(((3, None), (3, None))))
    assert refusal is not None and refusal.reason == "you have no more 3 left"


def test_2p_start_player_card_passes_only_after_even_rounds() -> None:
    """2-player Step 5: no pass after the odd round, one pass after the even round."""
    state = new(2, start=1)
    events = play_round(state, {0: "play 1 check, 2 check", 1: "play 1 check, 2 check"})
    passes = [e for e in events if e.is_a(StartPlayerPassed)]
    assert len(passes) == 1 and passes[0].payload == StartPlayerPassed(1, 0)
    cleanups = [i for i, e in enumerate(events) if e.is_a(CleanedUp)]
    assert len(cleanups) == 2 and events.index(passes[0]) > cleanups[1]


def test_2p_ant_patterns_without_a_table_rest() -> None:
    """2-player Step 2: Ant cards for tables not in play do nothing."""
    first = ["ant-stripe-1", "ant-floral-1"]
    state = new(2, ants=[*first, *[x for x in ANTS_2P if x not in first]])
    events = play_round(state, {0: "play 1 check, 2 check", 1: "play 1 polka-dot, 2 polka-dot"})
    assert [e.table for e in of_kind(events, AntsRested)] == ["stripe", "floral"]
    assert not of_kind(events, AntsWorked)


def test_2p_check_floral_option_uses_floral_ant_cards() -> None:
    """2-player table ruling: with Check + Floral, Floral Ant cards work and Polka-dot ones rest."""
    ants = ["ant-floral-1", "ant-polka-dot-1", *[x for x in ANTS_2P if x not in ("ant-floral-1", "ant-polka-dot-1")]]
    state = new(2, ants=ants, tables_2p="check+floral")
    events = play_round(state, {0: "play 1 check, 2 check", 1: "play 1 check, 2 check"})
    assert [e.table for e in of_kind(events, AntsWorked)][:1] == ["floral"]
    assert [e.table for e in of_kind(events, AntsRested)] == ["polka-dot"]


def test_2p_even_pair_aimed_at_a_table_without_celebration_card_fails() -> None:
    """2-player ruling: if the deck ran out, an even pair aimed at the emptied table fails and goes home."""
    first = ["ant-check-1", "ant-check-2"]
    state = new(2, ants=[*first, *[x for x in ANTS_2P if x not in first]])
    state.celebration_deck = []
    events = play_round(state, {0: "play 3 polka-dot, 2 polka-dot", 1: "play 1 check, 2 check"})
    assert AnimalFailed(0, 2, "polka-dot", "the table has no Celebration card") in of_kind(events, AnimalFailed)
    assert state.cards[1] is None and not state.is_over()
    assert state.hands[0] == [1, 2, 2, 3]


# --- Views and bots' fairness -----------------------------------------------------------


def test_view_hides_deck_orders_and_shows_cards_left_per_seat() -> None:
    """Views: both deck orders are secret; every seat's remaining Animal cards are public."""
    state = new(4)
    text = str(state.view(0).to_dict())
    for card in state.celebration_deck:
        assert card not in text
    for ant in state.ant_deck + state.ant_removed:
        assert ant not in text
    assert state.view(0).cards_left == ((1, 2, 2, 3),) * 4


def test_determinize_redeals_other_seats_commitments() -> None:
    """Fair bots: from seat 0's view an opponent's real face-down choice is not known."""
    state = new(3)
    state.apply(1, state.parse("play 3 floral"))
    seen = Counter(str(state.view(0).determinize(random.Random(i)).commits[1]) for i in range(200))
    assert len(seen) > 5
    assert seen["play 3 floral"] < 60
    assert isinstance(state.view(0).determinize(random.Random(1)).commits[1], Commit)
    assert state.view(1).determinize(random.Random(2)).commits[1] == state.commits[1], "a seat keeps its own choice"


def test_determinize_keeps_turtle_returns_among_the_bottom_four() -> None:
    """Fair bots: re-dealt Ant decks still follow Setup 4."""
    state = new(4)
    for i in range(100):
        deck = state.view(2).determinize(random.Random(i)).ant_deck
        assert data.TURTLE_RETURNS in deck[-4:]
        assert sorted(deck + state.view(2).determinize(random.Random(i)).ant_removed) == sorted(
            state.ant_deck + state.ant_removed
        )
