"""Happy Birthday Turtle!!: edge cases of the round and the game's end, one test per rule sentence.

These add to test_rules.py and build their positions the same way: a stacked deal, then the table
set by hand. Section names refer to the rulebook (shared/seeds/000_f9605989927e503b.txt) and the
product's rulings (shared/content/birthday_turtle.md).
"""

from __future__ import annotations

import pytest

from rules.birthday_turtle import data
from rules.birthday_turtle.events import (
    AnimalFailed,
    AnimalPlaced,
    AntCardTurned,
    AntsRested,
    AntsWorked,
    Committed,
    GameEnded,
    HustlePoints,
    Revealed,
    StartPlayerPassed,
    TaskBoxed,
    TaskWon,
)
from rules.core import Event

from .deal import ANTS_2P, ANTS_3P, CELEBRATIONS_3P, kinds, new, of_kind, play_round

#: 2-player Ant deck whose first two cards are Floral: with Check and Polka-dot tables the Ants rest twice.
RESTING_ANTS_2P = ["ant-floral-1", "ant-floral-2", *[a for a in ANTS_2P if a not in ("ant-floral-1", "ant-floral-2")]]


def celebrations_with(*first: str) -> list[str]:
    """The 3-player Celebration deck reordered so `first` are dealt onto the tables left to right."""
    return [*first, *[c for c in CELEBRATIONS_3P if c not in first]]


def split_rounds(events: list[Event]) -> list[list[Event]]:
    """The events of one `apply`, cut at each reveal: one list per round resolved."""
    rounds: list[list[Event]] = []
    for event in events:
        if isinstance(event.payload, Revealed):
            rounds.append([])
        if rounds:
            rounds[-1].append(event)
    return rounds


def attempts(events: list[Event]) -> list[tuple[int, int, int] | tuple[int, str]]:
    """Every Animal card resolution in order: (seat, before, after) if it fits, (seat, "fails") if not."""
    out: list[tuple[int, int, int] | tuple[int, str]] = []
    for event in events:
        if isinstance(event.payload, AnimalPlaced):
            out.append((event.payload.seat, event.payload.before, event.payload.after))
        elif isinstance(event.payload, AnimalFailed):
            out.append((event.payload.seat, "fails"))
    return out


# --- 2-player game: the even round that never comes ---------------------------------


def test_2p_turtle_returns_in_an_odd_round_ends_the_game_before_the_even_pair() -> None:
    """Ending the Game (Turtle Returns ends it at once) with the 2-player change to step 1: when Turtle
    Returns turns up in an odd round, the face-down even-round pair is never revealed nor resolved."""
    others = [a for a in ANTS_2P if a != data.TURTLE_RETURNS]
    # Turtle Returns is the ninth of eleven cards, inside the bottom four the setup allows.
    ants = [*others[:8], data.TURTLE_RETURNS, *others[8:]]
    state = new(2, ants=ants)
    # Eight rounds have used up the Ant cards above it, so round 9 (odd) turns it over; the
    # Start Player card has gone round twice and is back with seat 0.
    state.ant_revealed, state.ant_deck = ants[:8], ants[8:]
    state.round = 9
    assert state.two_pairs

    events = play_round(state, {0: "play 1 check, 3 polka-dot", 1: "play 2 check, 2 polka-dot"})

    assert of_kind(events, Revealed) == [Revealed(9, ((0, 1, "check"), (1, 2, "check")))]
    assert kinds(events)[-3:] == ["Revealed", "AntCardTurned", "GameEnded"]
    assert of_kind(events, AntCardTurned) == [AntCardTurned(data.TURTLE_RETURNS, ())]
    assert events[-1].payload == GameEnded("turtle")
    # No second Ant card is drawn for an even round, and nothing moved.
    assert state.ant_deck == others[8:]
    assert state.round == 9
    assert state.progress == [0, 0] and state.under == [[], []]
    assert state.hands == [[1, 2, 2, 3], [1, 2, 2, 3]]
    assert state.is_over() and state.view(0).ended_by == "turtle"
    # The even-round pairs stay secret from the opponent even now the game is over.
    seat_0_commit, seat_1_commit = (e for e in events if e.is_a(Committed))
    assert seat_0_commit.for_seat(1).payload is None and seat_1_commit.for_seat(0).payload is None


def test_2p_game_ending_on_tasks_in_an_odd_round_skips_the_even_round() -> None:
    """Ending the Game (deck empty, no card on a table at the end of a round) with the 2-player change
    to step 1: an odd round that finishes the last task ends the game, so the even round never happens."""
    state = new(2, ants=RESTING_ANTS_2P)
    state.celebration_deck = []
    state.cards = [None, "pick-flowers"]  # Only Pick Flowers (limit 3) on Polka-dot is left.

    events = play_round(state, {0: "play 3 polka-dot, 1 polka-dot", 1: "play 3 polka-dot, 2 polka-dot"})

    assert of_kind(events, Revealed) == [Revealed(1, ((0, 3, "polka-dot"), (1, 3, "polka-dot")))]
    # Seat 0 is Start Player, so its 3 fills the card first; seat 1's 3 comes too late.
    assert of_kind(events, TaskWon) == [TaskWon(0, "polka-dot", "pick-flowers")]
    assert of_kind(events, AnimalFailed) == [AnimalFailed(1, 3, "polka-dot", "the task there is already completed")]
    assert events[-1].payload == GameEnded("tasks")
    assert state.is_over() and state.ended_by == "tasks"
    # Only one Ant card was turned: the even round with its 1 and 2 was skipped.
    assert state.ant_revealed == ["ant-floral-1"] and state.ant_deck[0] == "ant-floral-2"
    assert not of_kind(events, StartPlayerPassed)
    assert state.hustle == [3, 0] and state.won == [["pick-flowers"], []]
    assert state.hands == [[1, 2, 2, 3], [1, 2, 2, 3]]


# --- The Ants -------------------------------------------------------------------------


def test_two_pattern_ant_card_completing_two_tasks_boxes_both_and_pays_everyone_underneath() -> None:
    """Step 2 (a two-pattern Ant card moves both cubes; Ant completions go to the box), step 4 and the
    ruling that players still score when the Ants complete a task: both tables pay every player with
    cards under them, and later cards aimed at either table fail."""
    state = new(3, ants=["ant-check-floral", *[a for a in ANTS_3P if a != "ant-check-floral"]])
    # Check: Blow Up Balloons (limit 4) at 3; Floral: Decorate the Cake (limit 7) at 6.
    state.progress = [3, 0, 6]
    state.under[0] = [(1, 1), (0, 2)]
    state.under[2] = [(0, 3), (2, 1), (2, 2)]
    state.hands = [[1, 2], [2, 2, 3], [2, 3]]

    events = play_round(state, {0: "play 1 polka-dot", 1: "play 2 check", 2: "play 3 floral"})

    assert of_kind(events, TaskBoxed) == [
        TaskBoxed("check", "blow-up-balloons", None),
        TaskBoxed("floral", "decorate-the-cake", None),
    ]
    assert state.boxed == ["blow-up-balloons", "decorate-the-cake"]
    assert state.won == [[], [], []]
    assert [(f.seat, f.table) for f in of_kind(events, AnimalFailed)] == [(1, "check"), (2, "floral")]
    assert [(h.seat, h.points, h.table) for h in of_kind(events, HustlePoints)] == [
        (0, 2, "check"), (1, 1, "check"), (0, 3, "floral"), (2, 3, "floral")]
    assert state.hustle == [5, 1, 3]
    assert state.hands == [[2, 2, 3], [1, 2, 2, 3], [1, 2, 2, 3]]
    # Both emptied tables are refilled left to right; the Polka-dot 1 stays where it was placed.
    assert state.cards == ["hang-the-bunting", "pick-flowers", "set-the-table"]
    assert state.progress == [0, 1, 0]
    assert state.under == [[], [(0, 1)], []]


def test_ant_card_completing_the_last_celebration_card_ends_the_game() -> None:
    """Ending the Game: with the deck empty, the Ant card finishing the last task still leaves no card
    on any table at the end of the round, so the game ends (the card is boxed, players under it score)."""
    state = new(3)  # The first Ant card is Polka-dot.
    state.celebration_deck = []
    state.cards = [None, "pick-flowers", None]
    state.progress[1] = 2
    state.under[1] = [(2, 2)]
    state.hands[2] = [1, 2, 3]

    events = play_round(state, {0: "play 1 polka-dot", 1: "play 3 polka-dot", 2: "play 1 polka-dot"})

    assert of_kind(events, TaskBoxed) == [TaskBoxed("polka-dot", "pick-flowers", None)]
    assert [f.seat for f in of_kind(events, AnimalFailed)] == [0, 2, 1]
    assert events[-1].payload == GameEnded("tasks")
    assert state.is_over() and state.ended_by == "tasks"
    assert state.won == [[], [], []] and state.boxed == ["pick-flowers"]
    result = state.result()
    assert result.scores == (0, 0, 2)
    assert result.winners == (2,)


def test_pattern_card_alone_completing_the_last_celebration_card_ends_the_game() -> None:
    """Supplementary rules (a Pattern card alone is Ants' work) with Ending the Game: a lone Pattern
    card that finishes the last task boxes it and ends the game. With two players this happens to a
    seat that had a single Animal card in the odd round (Additional Changes, step 1)."""
    state = new(2, ants=RESTING_ANTS_2P, celebrations=celebrations_with("set-the-table", "pick-flowers"))
    state.celebration_deck = []
    # Seat 0 holds only a 2; its other cards lie under Set the Table (limit 6) and Pick Flowers (limit 3).
    state.hands[0] = [2]
    state.under = [[(0, 1), (0, 3)], [(0, 2)]]
    state.progress = [4, 2]

    events = play_round(state, {0: "play 2 check, pattern polka-dot", 1: "play 3 check, 2 polka-dot"})
    odd, even = split_rounds(events)

    # Odd round: seat 0's 2 wins Set the Table, but a task is left on Polka-dot, so play goes on.
    assert of_kind(odd, TaskWon) == [TaskWon(0, "check", "set-the-table")]
    assert not of_kind(odd, GameEnded)
    # Even round: the lone Pattern card moves the last cube as the Ants would, before any Animal card.
    assert of_kind(even, AntsWorked) == [AntsWorked("polka-dot", 2, 3, 0)]
    assert of_kind(even, TaskBoxed) == [TaskBoxed("polka-dot", "pick-flowers", 0)]
    assert of_kind(even, AnimalFailed) == [AnimalFailed(1, 2, "polka-dot", "the task there is already completed")]
    assert events[-1].payload == GameEnded("tasks")
    assert state.won == [["set-the-table"], []] and state.boxed == ["pick-flowers"]
    # 1 + 3 + 2 for Set the Table, then 2 for the card under Pick Flowers; the Pattern card earns nothing.
    assert state.hustle == [8, 0]
    assert state.result().scores == (10, 0)


def test_pattern_card_alone_on_a_task_the_ant_card_completed_this_round_does_nothing() -> None:
    """Supplementary rules (a Pattern card alone is Ants' work, after the Ant card) and the ruling that a
    card aimed at a task completed earlier in the round fails: the lone Pattern card moves no cube,
    not even that of the card refilled onto the table at cleanup, and earns nothing."""
    state = new(3, celebrations=celebrations_with("bake-the-giant-cake", "pick-flowers", "decorate-the-cake"))
    # The first Ant card is Polka-dot, which finishes Pick Flowers (limit 3) from 2.
    state.hands[0] = []
    state.under = [[(0, 1), (0, 2)], [(1, 2)], [(0, 2), (0, 3)]]
    state.progress = [3, 2, 5]
    state.hands[1] = [1, 2, 3]

    events = play_round(state, {0: "play pattern polka-dot", 1: "play 1 check", 2: "play 2 check"})

    assert of_kind(events, AntsWorked) == [AntsWorked("polka-dot", 2, 3, None)]
    assert of_kind(events, TaskBoxed) == [TaskBoxed("polka-dot", "pick-flowers", None)]
    assert of_kind(events, AntsRested) == [AntsRested("polka-dot", 0, "its task is already completed")]
    assert state.boxed == ["pick-flowers"]
    # The next card of the deck, Blow Up Balloons, replaces it with its cube untouched.
    assert state.cards[1] == "blow-up-balloons"
    assert state.progress == [6, 0, 5]
    assert state.hustle == [0, 2, 0]
    assert state.hands[0] == []


# --- Resolution order -------------------------------------------------------------------


def test_2p_even_round_ties_resolve_from_the_start_player_kept_since_the_odd_round() -> None:
    """Step 3 (ties go clockwise from the Start Player) with the 2-player change to step 5 (the card
    passes only after even rounds): in the even round the odd round's Start Player still goes first."""
    state = new(2, start=1, ants=RESTING_ANTS_2P)

    events = play_round(state, {0: "play 1 check, 3 polka-dot", 1: "play 1 check, 3 polka-dot"})
    odd, even = split_rounds(events)

    assert attempts(odd) == [(1, 0, 1), (0, 1, 2)]
    assert not of_kind(odd, StartPlayerPassed)
    # Both 3s aim at Pick Flowers (limit 3): seat 1, still Start Player, takes it.
    assert attempts(even) == [(1, 0, 3), (0, "fails")]
    assert of_kind(even, TaskWon) == [TaskWon(1, "polka-dot", "pick-flowers")]
    assert of_kind(even, StartPlayerPassed) == [StartPlayerPassed(1, 0)]
    assert state.won == [[], ["pick-flowers"]]
    assert state.start_player == 0


@pytest.mark.parametrize(
    ("players", "start", "move", "expected"),
    [
        # Decorate the Cake (limit 7) on Floral: three 2s fit, the fourth does not.
        (4, 2, "play 2 floral", [(2, 0, 2), (3, 2, 4), (0, 4, 6), (1, "fails")]),
        # Pick Flowers (limit 3) on Polka-dot, at 1 after the Ant card: the second 1 completes it.
        (3, 1, "play 1 polka-dot", [(1, 1, 2), (2, 2, 3), (0, "fails")]),
    ],
)
def test_ties_among_three_or_more_players_resolve_clockwise_from_the_start_player(
    players: int, start: int, move: str, expected: list[tuple[int, int, int] | tuple[int, str]]
) -> None:
    """Step 3 (ties): when three or more players play the same number, they resolve one by one going
    clockwise from the Start Player, wrapping past the last seat; whoever comes late may not fit."""
    state = new(players, start=start)  # The first Ant card is Polka-dot in both decks.

    events = play_round(state, dict.fromkeys(range(players), move))

    assert attempts(events) == expected
    placed = [a for a in expected if a[1] != "fails"]
    if players == 3:
        assert of_kind(events, TaskWon) == [TaskWon(placed[-1][0], "polka-dot", "pick-flowers")]
    else:
        assert not of_kind(events, TaskWon)


# --- 2-player game: the single Animal card ------------------------------------------------


def test_2p_single_animal_card_failing_in_the_odd_round_leaves_the_even_pair_a_pattern_card_alone() -> None:
    """Additional Changes for 2-player games, step 1 (a single Animal card goes in the odd-round pair)
    with step 3 (a card that does not fit returns to hand) and the supplementary rule on a Pattern card
    alone: the failed card comes back, but the even pair chosen with it stays a lone Pattern card
    (Ants' work), and the next odd round again forces the card into the odd pair."""
    state = new(2, ants=RESTING_ANTS_2P, celebrations=celebrations_with("bake-the-giant-cake", "pick-flowers"))
    # Bake the Giant Cake (limit 8) on Check at 6: seat 0's 1, 2 and 2 plus one space of Ants' work.
    state.hands[0] = [3]
    state.under[0] = [(0, 1), (0, 2), (0, 2)]
    state.progress[0] = 6
    assert {str(a) for a in state.legal_actions(0)} == {
        f"play 3 {p}, pattern {q}" for p in ("check", "polka-dot") for q in ("check", "polka-dot")}

    events = play_round(state, {0: "play 3 check, pattern check", 1: "play 2 polka-dot, 3 polka-dot"})
    odd, even = split_rounds(events)

    assert AnimalFailed(0, 3, "check", "3 is more than the 2 spaces left") in of_kind(odd, AnimalFailed)
    assert of_kind(even, Revealed)[0].plays[0] == (0, 0, "check")
    assert of_kind(even, AntsWorked) == [AntsWorked("check", 6, 7, 0)]
    assert not [p for p in of_kind(events, AnimalPlaced) if p.seat == 0]
    assert state.hands[0] == [3]
    assert state.under[0] == [(0, 1), (0, 2), (0, 2)] and state.progress[0] == 7
    assert state.hustle[0] == 0

    # Round 3 is odd again and the lone 3 must once more go in the odd-round pair.
    assert state.round == 3 and state.two_pairs
    assert {str(a) for a in state.legal_actions(0)} == {
        f"play 3 {p}, pattern {q}" for p in ("check", "polka-dot") for q in ("check", "polka-dot")}
