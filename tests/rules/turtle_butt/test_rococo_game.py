"""Rulebook section "The rococo game", plus the content file's rococo rulings."""

from __future__ import annotations

import pytest

from rules.core import Event, IllegalAction
from rules.turtle_butt import CARDS, TurtleButtState
from rules.turtle_butt.deck import BASIC_IDS

from .util import act, kinds, new, snapshot

# Shared: Journey (3: Moons, Waves), Ace of Suns, Huntress (Moons). Seat 1 takes Painter (3: Suns, Knots)
# for a pair of 3s; Leaves and Wyrms stay missing, so Mountain and Bard are safe draws and Savage is not.
SHARED = ["Journey", "Ace of Suns", "Huntress"]


def to_scoring_round(extra: list[str]) -> tuple[TurtleButtState, list[Event]]:
    """Seat 1 holds the best hand (a pair of 3s) and plays the scoring round; `extra` follows in the deck."""
    state = new(2, deck=[*SHARED, "Painter", *extra], variant="rococo", hands=1)
    act(state, "hit")  # seat 1: Painter
    act(state, "stay")  # seat 0: 0 points
    events = act(state, "stay")  # seat 1: 3 points, the best hand
    return state, events


def test_only_the_best_hand_enters_the_scoring_round() -> None:
    """The rococo game: once everyone has stopped, the highest scoring hand plays a scoring round."""
    state, events = to_scoring_round([])
    assert "ScoringRound" in kinds(events)
    assert state.phase == "scoring" and state.to_act() == (1,)
    assert [str(a) for a in state.legal_actions(1)] == ["draw", "take"]
    assert state.legal_actions(0) == []


def test_taking_at_once_scores_one_point_whatever_the_hand_is_worth() -> None:
    """The rococo game: the scoring round, not the card combinations, decides the points."""
    state, _ = to_scoring_round([])
    act(state, "take")
    assert state.is_over() and state.totals == [0, 1]


def test_each_safe_extra_card_adds_a_bonus_point() -> None:
    """The rococo game: one point plus one for each extra card taken in the scoring round."""
    state, _ = to_scoring_round(["Mountain", "Bard"])
    events = act(state, "draw")
    assert events[-1].payload.offer == 2
    act(state, "draw")
    act(state, "take")
    assert state.totals == [0, 3]


def test_turtle_butt_in_the_scoring_round_ends_the_hand_with_nothing() -> None:
    """The rococo game: an extra card that makes Turtle Butt ends the hand without points."""
    state, _ = to_scoring_round(["Mountain", "Savage"])
    act(state, "draw")
    events = act(state, "draw")
    assert "TurtleButtCalled" in kinds(events)
    assert state.is_over() and state.totals == [0, 0]


def test_only_the_winner_of_the_hand_scores() -> None:
    """The rococo game: only the player with the best hand can get points in a round."""
    state = new(3, deck=[*SHARED, "Painter", "Ace of Moons"], variant="rococo", hands=1, dealer=0)
    act(state, "hit")  # seat 1: pair of 3s = 3
    act(state, "hit")  # seat 2: pair of Aces = 1
    act(state, "stay")  # seat 0
    act(state, "stay")
    act(state, "stay")
    assert state.to_act() == (1,)
    act(state, "take")
    assert state.totals == [0, 1, 0]


def test_tied_best_hands_mean_nobody_scores() -> None:
    """Ruling: when two or more players tie for the best hand, nobody scores the hand."""
    state = new(2, deck=SHARED, variant="rococo", hands=1)
    act(state, "stay")
    events = act(state, "stay")
    assert "NoWinner" in kinds(events) and "ScoringRound" not in kinds(events)
    assert state.is_over() and state.totals == [0, 0]


def test_everyone_getting_turtle_butt_means_nobody_scores() -> None:
    """Ruling: if every player got Turtle Butt, nobody scores."""
    # Shared Castle 7, Journey 3, Huntress show Moons, Suns, Waves, Knots; Savage and Cave both complete it.
    state = new(2, deck=["Castle", "Journey", "Huntress", "Savage", "Darkness", "Market"], variant="rococo", hands=1)
    act(state, "hit")  # seat 1: Savage (Leaves, Wyrms) -> Turtle Butt
    act(state, "hit")  # seat 0: Darkness (Waves, Wyrms)
    events = act(state, "hit")  # seat 0: Market (Leaves, Knots) -> Turtle Butt
    assert all(state.butt)
    assert "NoWinner" in kinds(events) and state.is_over() and state.totals == [0, 0]


def test_an_exhausted_deck_in_the_scoring_round_forces_a_stop() -> None:
    """Ruling: with no cards left, the scoring-round player must take their points."""
    shared = ["Ace of Moons", "Ace of Suns", "Bard"]
    knots = [c.name for c in CARDS if c.id in BASIC_IDS and "Knots" in c.suits]
    rest = [c.name for c in CARDS if c.id in BASIC_IDS and "Knots" not in c.suits and c.name not in shared]
    deck = list(shared)
    for a, b in zip(rest[:10], knots, strict=True):
        deck += [a, b]
    deck += rest[10:]
    state = new(2, deck=deck, variant="rococo", hands=1)
    for _ in range(10):
        act(state, "hit")
        act(state, "hit")
    act(state, "hit")
    act(state, "stay")
    for _ in range(12):
        act(state, "hit")
    assert state.phase == "scoring" and not state.deck
    seat = state.to_act()[0]
    assert [str(a) for a in state.legal_actions(seat)] == ["take"]
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="deck is exhausted"):
        state.apply(seat, state.parse("draw"))
    assert snapshot(state) == before
    act(state, "take")
    assert state.totals[seat] == 1


def test_hit_and_stay_are_refused_in_the_scoring_round() -> None:
    state, _ = to_scoring_round([])
    before = snapshot(state)
    for text in ("hit", "stay", "claim 2"):
        with pytest.raises(IllegalAction, match="take your points or draw") as info:
            state.apply(1, state.parse(text))
        assert info.value.rule == "The rococo game"
    assert snapshot(state) == before


def test_the_rococo_match_accumulates_scoring_round_points() -> None:
    state = new(2, deck=[*SHARED, "Painter"], variant="rococo", hands=2, seed=4)
    act(state, "hit")
    act(state, "stay")
    act(state, "stay")
    act(state, "take")
    assert not state.is_over() and state.totals == [0, 1] and state.dealer == 1
