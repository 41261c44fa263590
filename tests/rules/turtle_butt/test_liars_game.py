"""Rulebook section "The liar's game", plus the content file's liar's-game rulings."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.core import IllegalAction, OptionError, get_game
from rules.turtle_butt import TurtleButtState
from rules.turtle_butt.events import Drew

from .util import act, kinds, names, new, snapshot

GAME = get_game("turtle-butt")
# Journey and Painter (a pair of 3s) with the Ace of Moons: 3 points, suits Moons, Waves, Suns, Knots.
THREE_POINTS = ["Journey", "Painter", "Ace of Moons"]


def liars(deck: list[str] | None = None, players: int = 3, **options: Any) -> TurtleButtState:
    return new(players, deck=deck, dealer=0, variant="liars", **options)


def test_the_first_player_draws_a_hand_of_three() -> None:
    """The liar's game: the first player (left of the dealer) draws three cards and looks at them."""
    state = liars(THREE_POINTS)
    assert state.holder == 1 and state.to_act() == (1,)
    assert names(state.hand) == THREE_POINTS and len(state.deck) == 33
    assert state.shared == []


def test_only_the_holder_sees_the_hand() -> None:
    """The liar's game: one hand, and only one player can see it at a time."""
    state = liars(THREE_POINTS)
    assert state.view(1).hand == tuple(THREE_POINTS)
    for seat in (0, 2, None):
        view = state.view(seat)
        assert view.hand is None and view.hand_size == 3
        text = json.dumps(view.to_dict())
        assert not any(name in text for name in THREE_POINTS)


def test_further_cards_are_drawn_one_at_a_time_and_seen_only_by_the_holder() -> None:
    """The liar's game: the player may draw more cards, one at a time, looking at each."""
    state = liars([*THREE_POINTS, "Bard"])
    events = act(state, "draw")
    assert names(state.hand) == [*THREE_POINTS, "Bard"]
    (draw,) = events
    assert draw.visible_to == frozenset({1}) and draw.payload == Drew(1, "Bard", 4, len(state.deck))
    assert "Bard" not in draw.describe(["A", "B", "C"], seat=0)
    assert draw.for_seat(2).payload is None and draw.for_seat(2).is_a(Drew)
    assert state.to_act() == (1,)


def test_an_announcement_must_be_at_least_one() -> None:
    """The liar's game: the holder announces a score of one or more."""
    state = liars(THREE_POINTS)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="at least one") as info:
        state.apply(1, state.parse("claim 0"))
    assert info.value.rule == "The liar's game" and snapshot(state) == before
    assert str(state.legal_actions(1)[1]) == "claim 1"


def test_the_next_player_must_challenge_or_accept() -> None:
    """The liar's game: after an announcement the next player challenges or accepts."""
    state = liars(THREE_POINTS)
    events = act(state, "claim 3")
    assert events[0].kind == "Claimed" and events[0].visible_to is None  # every claim is public
    assert state.to_act() == (2,)
    assert [str(a) for a in state.legal_actions(2)] == ["challenge", "accept"]
    before = snapshot(state)
    for text in ("draw", "claim 4", "hit"):
        with pytest.raises(IllegalAction, match="challenge the announcement of 3 or accept"):
            state.apply(2, state.parse(text))
    assert snapshot(state) == before
    assert state.view(0).claim == 3 and state.view(0).claimant == 1


def test_a_challenge_reveals_the_whole_hand() -> None:
    """The liar's game: when challenged, the holder shows the entire hand."""
    state = liars(THREE_POINTS)
    act(state, "claim 3")
    events = act(state, "challenge")
    reveal = next(e for e in events if e.kind == "Challenged")
    assert reveal.visible_to is None and reveal.payload.cards == tuple(THREE_POINTS) and reveal.payload.points == 3


def test_a_true_claim_puts_the_challenger_out() -> None:
    """The liar's game: a hand worth at least the claim, not Turtle Butt, puts the challenger out."""
    state = liars(THREE_POINTS)
    act(state, "claim 3")
    events = act(state, "challenge")
    assert "PlayerOut" in kinds(events)
    assert state.alive == [True, True, False] and state.out_order == [2]


def test_after_a_failed_challenge_the_player_after_the_challenger_holds_the_next_hand() -> None:
    """The liar's game: the next hand goes to the player after the challenger if the challenge failed."""
    state = liars(THREE_POINTS)
    act(state, "claim 3")
    act(state, "challenge")  # seat 2 was wrong and is out
    assert state.holder == 0 and state.to_act() == (0,)


def test_an_overclaim_puts_the_claimant_out_and_the_challenger_holds_next() -> None:
    """The liar's game: a hand scoring less than announced puts the announcer out."""
    state = liars(THREE_POINTS)
    act(state, "claim 4")
    act(state, "challenge")
    assert state.out_order == [1]
    assert state.holder == 2 and state.to_act() == (2,)


def test_a_turtle_butt_hand_puts_the_claimant_out_whatever_the_claim() -> None:
    """The liar's game: challenged on a Turtle Butt hand, you are out."""
    state = liars(["Author", "Desert", "Origin"])
    act(state, "claim 1")
    events = act(state, "challenge")
    reveal = next(e for e in events if e.kind == "Challenged")
    assert reveal.payload.turtle_butt
    assert state.out_order == [1]


def test_the_deck_is_shuffled_and_a_new_hand_drawn_after_a_challenge() -> None:
    """The liar's game: after a challenge the deck is shuffled and the next player draws a new hand."""
    state = liars(THREE_POINTS)
    act(state, "claim 3")
    events = act(state, "challenge")
    assert "Reshuffled" in kinds(events)
    draws = [e for e in events if e.kind == "Drew"]
    assert len(draws) == 3 and all(e.visible_to == frozenset({0}) for e in draws)
    assert len(state.hand) == 3 and len(state.deck) == 33
    assert sorted(state.hand + state.deck) == sorted(state.pool)
    assert state.claim == 0 and state.claimant == -1


def test_accepting_passes_the_hand_to_the_next_player() -> None:
    """The liar's game: on acceptance the hand goes to the second player, who looks at it."""
    state = liars([*THREE_POINTS, "Bard"])
    act(state, "claim 2")
    events = act(state, "accept")
    assert state.holder == 2 and state.to_act() == (2,)
    see = next(e for e in events if e.kind == "SawHand")
    assert see.visible_to == frozenset({2}) and see.payload.cards == tuple(THREE_POINTS)
    assert state.view(2).hand == tuple(THREE_POINTS) and state.view(1).hand is None


def test_after_accepting_the_new_holder_may_draw_further_cards() -> None:
    state = liars([*THREE_POINTS, "Bard"])
    act(state, "claim 2")
    act(state, "accept")
    act(state, "draw")
    assert names(state.hand) == [*THREE_POINTS, "Bard"] and state.to_act() == (2,)


def test_after_accepting_the_announcement_must_exceed_the_previous_claim() -> None:
    """The liar's game: the new holder must announce more than the previous claim."""
    state = liars(THREE_POINTS)
    act(state, "claim 3")
    act(state, "accept")
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="more than the 3 points"):
        state.apply(2, state.parse("claim 3"))
    assert snapshot(state) == before
    assert [str(a) for a in state.legal_actions(2)][:2] == ["draw", "claim 4"]
    act(state, "claim 4")
    assert state.to_act() == (0,) and state.claimant == 2


def test_play_continues_until_one_player_remains() -> None:
    """The liar's game: the last player standing wins; the others rank by when they went out."""
    state = liars(THREE_POINTS)
    act(state, "claim 3")
    act(state, "challenge")  # seat 2 out; seat 0 holds
    assert not state.is_over()
    act(state, "claim 90")
    assert state.to_act() == (1,)  # seat 2 is skipped
    events = act(state, "challenge")
    assert state.is_over() and state.out_order == [2, 0]
    assert "LastStanding" in kinds(events)
    result = state.result()
    assert result.ranks == (2, 1, 3) and result.winners == (1,)


def test_with_an_empty_deck_the_holder_must_announce() -> None:
    """Ruling: if the deck runs out, the holder announces with the hand as it is."""
    state = liars(players=2)
    while state.deck:
        act(state, "draw")
    assert all(str(a).startswith("claim") for a in state.legal_actions(1))
    with pytest.raises(IllegalAction, match="deck is exhausted"):
        state.apply(1, state.parse("draw"))


def test_no_announcement_can_exceed_the_best_possible_hand() -> None:
    """Ruling: no basic-deck hand scores more than 94, so claims stop there and cannot then be accepted."""
    state = liars(THREE_POINTS)
    assert state.cap == 94
    with pytest.raises(IllegalAction, match="more than 94"):
        state.apply(1, state.parse("claim 95"))
    act(state, "claim 94")
    assert [str(a) for a in state.legal_actions(2)] == ["challenge"]
    with pytest.raises(IllegalAction, match="cannot accept"):
        state.apply(2, state.parse("accept"))


def test_a_challenge_before_any_announcement_is_refused() -> None:
    state = liars(THREE_POINTS)
    with pytest.raises(IllegalAction, match="draw more cards or announce"):
        state.apply(1, state.parse("challenge"))


def test_the_liars_game_can_be_played_with_groups_of_any_size_up_to_twelve() -> None:
    """The liar's game "can be played with groups of any size"; the product seats 2 to 12 (the others 2 to 6)."""
    state = GAME.new(12, {"variant": "liars"})
    assert state.to_act() == (1,) and len(state.view(None).seats) == 12
    assert GAME.player_range({"variant": "liars"}) == (2, 12)
    assert GAME.player_range({"variant": "basic"}) == (2, 6)
    with pytest.raises(OptionError):
        GAME.new(13, {"variant": "liars"})
    with pytest.raises(OptionError):
        GAME.new(7, {"variant": "basic"})


def test_the_liars_game_may_use_the_excuse_and_pawns() -> None:
    state = liars(["Excuse", "Watchman", "Ace of Suns"], excuse=True, pawns=True)
    assert state.cap >= 94 and len(state.hand) == 3 and len(state.pool) == 41


def test_a_hand_worth_more_than_the_claim_also_puts_the_challenger_out() -> None:
    """The liar's game: the hand needs as many points as announced, or more."""
    state = liars(THREE_POINTS)
    act(state, "claim 2")
    act(state, "challenge")
    assert state.out_order == [2]


def test_the_opening_hand_is_drawn_in_secret() -> None:
    state = liars(THREE_POINTS)
    assert [e.kind for e in state.opening_events] == ["Drew"] * 3
    assert all(e.visible_to == frozenset({1}) for e in state.opening_events)


def test_match_length_options_do_not_apply_to_the_liars_game() -> None:
    """Ruling: the liar's game always runs until one player remains."""
    state = liars(THREE_POINTS, hands=1, target=1)
    assert state.hands_limit is None and state.target is None
    act(state, "claim 3")
    act(state, "challenge")
    assert not state.is_over()
