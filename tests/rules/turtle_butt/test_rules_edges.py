"""Turtle Butt rule tests for edge cases the section-by-section tests leave open.

Sections are the rulebook's (seeds/002_d1226619d9ffe80d.txt); "Table ruling" cites "How Party Table
settles unclear points" in resources/rules/turtle-butt.md. Hand values are worked out by hand in the
comments (suits from the Decktet table in content/turtle_butt.md).
"""

from __future__ import annotations

from rules.core import Event
from rules.turtle_butt import CARDS, TurtleButtState
from rules.turtle_butt.deck import BASIC_IDS
from rules.turtle_butt.events import Challenged, NoWinner, ScoringRound

from .util import act, kinds, new

# Journey (3: Moons, Waves), Painter (3: Suns, Knots), Ace of Moons: a pair of 3s, 3 points, four suits.
THREE_POINTS = ["Journey", "Painter", "Ace of Moons"]


def liars(players: int, deck: list[str]) -> TurtleButtState:
    return new(players, deck=deck, dealer=0, variant="liars")


def challenged(events: list[Event]) -> Challenged:
    (payload,) = [e.payload for e in events if isinstance(e.payload, Challenged)]
    return payload


# --- The liar's game ------------------------------------------------------------------------------


def test_a_challenge_after_accepts_judges_the_last_announcement_and_a_right_challenger_holds_next() -> None:
    """The liar's game: each accepted hand passes on and its new holder must announce more; a challenge
    then shows the hand against the latest announcement, so the last announcer (not the first) is out
    when the hand falls short, and the challenger, whose challenge went well, holds the next hand."""
    state = liars(4, THREE_POINTS)  # seat 1 holds first
    act(state, "claim 1")  # seat 1: true
    act(state, "accept")  # seat 2
    act(state, "claim 2")  # seat 2: still true
    act(state, "accept")  # seat 3
    act(state, "claim 4")  # seat 3: the hand is worth 3
    events = act(state, "challenge")  # seat 0
    shown = challenged(events)
    assert (shown.claimant, shown.claim, shown.challenger, shown.points) == (3, 4, 0, 3)
    assert shown.loser == 3 and state.out_order == [3] and state.alive == [True, True, True, False]
    assert state.holder == 0 and state.to_act() == (0,)


def test_a_failed_challenge_after_an_accept_puts_the_challenger_out_and_the_next_player_holds() -> None:
    """The liar's game: the hand shown is the whole hand, with the cards the last holder drew after
    accepting; if it scores the last announcement, the challenger is out and the player after the
    challenger holds the next hand."""
    # Seat 2 adds Author (2: Moons, Knots): a pair of 3s (3) and the run Ace-2-3 (3) make 6.
    state = liars(5, [*THREE_POINTS, "Author"])
    act(state, "claim 3")  # seat 1
    act(state, "accept")  # seat 2
    act(state, "draw")  # seat 2: Author
    act(state, "claim 6")  # seat 2: worth 6, though the three cards accepted were worth 3
    events = act(state, "challenge")  # seat 3
    shown = challenged(events)
    assert (shown.claimant, shown.claim, shown.points, shown.turtle_butt) == (2, 6, 6, False)
    assert shown.loser == 3 and state.out_order == [3]
    assert state.holder == 4 and state.to_act() == (4,)


# --- The rococo game --------------------------------------------------------------------------------

# Castle (7: Suns, Knots), Journey (3: Moons, Waves), Huntress (Crown: Moons): 0 points, four suits;
# Savage (3: Leaves, Wyrms) completes all six.
BARE_SHARED = ["Castle", "Journey", "Huntress"]


def test_rococo_the_only_player_without_turtle_butt_plays_the_scoring_round_even_on_zero_points() -> None:
    """The rococo game: once everyone has stopped, the best hand goes to the scoring round; a Turtle Butt
    hand scores nothing and is no hand to beat, so the one player left without it has the best hand,
    even at 0 points, and can take a point. (Table ruling: nobody scores only if everybody got Turtle
    Butt or the best hands tie.)"""
    state = new(2, deck=[*BARE_SHARED, "Savage"], variant="rococo", hands=1)
    act(state, "hit")  # seat 1: Savage, Turtle Butt
    assert state.butt[1]
    events = act(state, "stay")  # seat 0: the shared 7, 3 and Crown alone, 0 points
    assert state.hand_score(0) == 0
    assert "NoWinner" not in kinds(events)
    (round_,) = [e.payload for e in events if isinstance(e.payload, ScoringRound)]
    assert (round_.seat, round_.hand_points) == (0, 0)
    assert state.phase == "scoring" and state.to_act() == (0,)
    act(state, "take")
    assert state.is_over() and state.totals == [1, 0]


def test_rococo_a_turtle_butt_hand_is_left_out_of_the_best_hand() -> None:
    """The rococo game: only the player with the highest scoring hand enters the scoring round; a hand
    that went Turtle Butt scores nothing, whatever pairs it held before, so a lower hand without it wins."""
    # Shared Lunatic (6: Moons, Waves), Journey (3: Moons, Waves), Ace of Suns: 0 points.
    state = new(3, deck=["Lunatic", "Journey", "Ace of Suns", "Penitent", "Painter", "Market"],
                variant="rococo", hands=1)
    act(state, "hit")  # seat 1: Penitent (6: Suns, Wyrms), a pair of 6s
    assert state.hand_score(1) == 6
    act(state, "hit")  # seat 2: Painter (3: Suns, Knots), a pair of 3s
    act(state, "stay")  # seat 0: 0 points
    act(state, "hit")  # seat 1: Market (6: Leaves, Knots), all six suits
    assert state.butt[1]
    events = act(state, "stay")  # seat 2: 3 points
    (round_,) = [e.payload for e in events if isinstance(e.payload, ScoringRound)]
    assert (round_.seat, round_.hand_points) == (2, 3)
    assert state.to_act() == (2,) and state.legal_actions(1) == []


def test_rococo_players_without_turtle_butt_all_count_for_the_best_hand_even_at_zero() -> None:
    """The rococo game with the table ruling on ties: only Turtle Butt hands are left out, so two players
    who stayed on 0 points still tie for the best hand, and nobody scores it."""
    state = new(3, deck=[*BARE_SHARED, "Savage"], variant="rococo", hands=1)
    act(state, "hit")  # seat 1: Savage, Turtle Butt
    act(state, "stay")  # seat 2: 0 points
    events = act(state, "stay")  # seat 0: 0 points
    (verdict,) = [e.payload for e in events if isinstance(e.payload, NoWinner)]
    assert verdict == NoWinner("tie", (0, 2), 0)
    assert "ScoringRound" not in kinds(events)
    assert state.is_over() and state.totals == [0, 0, 0]


# Journey (3), Ace of Suns, Huntress shared; seat 1 takes Painter for a pair of 3s, the best hand.
# Mountain (4: Moons, Suns) is a safe extra card in the scoring round.
ROCOCO_DECK = ["Journey", "Ace of Suns", "Huntress", "Painter", "Mountain"]


def rococo_to_scoring_round(target: int) -> TurtleButtState:
    state = new(2, deck=ROCOCO_DECK, variant="rococo", target=target)
    act(state, "hit")  # seat 1: Painter
    act(state, "stay")  # seat 0
    act(state, "stay")  # seat 1: the best hand plays the scoring round
    assert state.phase == "scoring" and state.to_act() == (1,)
    return state


def test_rococo_a_target_score_ends_the_match_after_the_hand_in_which_it_is_reached() -> None:
    """The basic game (play to a target number of points) with the table ruling on match length: with a
    target the match ends after the hand in which someone reaches it; in the rococo game that is the
    hand whose scoring round brings the points, and not a hand earlier."""
    short = rococo_to_scoring_round(target=2)
    act(short, "take")  # 1 point: short of the target
    assert not short.is_over() and short.totals == [0, 1]
    assert short.hand_no == 1 and short.dealer == 1 and short.phase == "offer"

    reached = rococo_to_scoring_round(target=2)
    act(reached, "draw")  # Mountain: safe, the prize is now 2
    act(reached, "take")
    assert reached.is_over() and reached.totals == [0, 2] and reached.hand_no == 1
    assert reached.result().winners == (1,)


# --- The basic game -----------------------------------------------------------------------------------


def test_turtle_butt_on_the_draw_that_empties_the_deck_still_scores_nothing() -> None:
    """The basic game: a player whose cards show all six suits has Turtle Butt and scores no points;
    that the same draw exhausts the deck, which stops everyone still in, does not turn it into a stop
    that scores."""
    shared = ["Ace of Moons", "Ace of Suns", "Bard"]  # Moons and Suns only
    knots = [c.name for c in CARDS if c.id in BASIC_IDS and "Knots" in c.suits]
    rest = [c.name for c in CARDS if c.id in BASIC_IDS and "Knots" not in c.suits and c.name not in shared]
    assert len(knots) == 10 and len(rest) == 23
    deck = list(shared)
    for a, b in zip(rest[:9], knots[:9], strict=True):
        deck += [a, b]
    deck += [*rest[9:], knots[9]]  # the last card of the deck carries Knots
    state = new(2, deck=deck, dealer=0, hands=1)
    for _ in range(9):
        act(state, "hit")  # seat 1: a card without Knots
        act(state, "hit")  # seat 0: a Knots card, never Waves, so never Turtle Butt
    act(state, "hit")
    act(state, "stay")  # seat 0 stops; seat 1 takes every card left
    for _ in range(13):
        act(state, "hit")
    assert len(state.deck) == 1 and not state.butt[1]
    assert state.hand_score(1) > 0  # five suits and plenty of pairs so far
    events = act(state, "hit")  # the last card adds Knots: all six suits
    assert {"TurtleButtCalled", "DeckExhausted"} <= set(kinds(events))
    assert not state.deck and state.butt[1] and state.is_over()
    assert state.hand_points[1] == [0] and state.totals[1] == 0
    assert state.totals[0] > 0
