"""The core's property harness on every Turtle Butt variant and player count."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from rules.core import GameState
from rules.turtle_butt.deck import LIARS, NAMES
from rules.turtle_butt.state import TurtleButtState
from tests.rules.harness import GameSpec, Secret, check_fair_game, check_game, scaled, varying


def hidden_tokens(state: GameState, seat: int) -> Iterable[str]:
    """The undealt deck is secret from everyone; the liar's hand from all but its holder, except the
    cards a player saw while it held the hand.

    The cards the last challenge showed everyone are public, though they went back into the deck.
    """
    assert isinstance(state, TurtleButtState)
    tokens = [NAMES[i] for i in state.deck]
    if state.variant == LIARS and seat != state.holder:
        tokens += [NAMES[i] for i in state.hand[state.looked[seat]:]]
    shown = set(state.last_challenge.cards) if state.last_challenge is not None else set()
    return [t for t in tokens if t not in shown]


def seat_secrets(state: GameState) -> dict[int, list[Secret]]:
    """The liar's hand, known to its holder only."""
    assert isinstance(state, TurtleButtState)
    return {state.holder: [NAMES[i] for i in state.hand]} if state.variant == LIARS and state.holder >= 0 else {}


def hidden_parts(state: GameState, seat: int) -> Mapping[str, Any]:
    """The deck's order and (liar's game, not the holder) the cards of the hand the seat never saw:
    one pool of unseen cards."""
    assert isinstance(state, TurtleButtState)
    unseen = {"deck": state.deck}
    if state.variant == LIARS and seat != state.holder:
        unseen["liar's hand"] = state.hand[state.looked[seat]:]
    return varying(unseen, ordered=["deck"])


def conservation(state: GameState) -> None:
    """Every card in play is in exactly one place: deck, shared, set aside, someone's cards or the hand."""
    assert isinstance(state, TurtleButtState)
    places = state.deck + state.shared + state.set_aside + state.hand + [c for own in state.own for c in own]
    assert sorted(places) == sorted(state.pool), "a card was created or lost"


def _spec(players: int, **options: object) -> GameSpec:
    return GameSpec("turtle-butt", players, dict(options), hidden_tokens=hidden_tokens, seat_secrets=seat_secrets,
                    hidden_parts=hidden_parts, conservation=conservation)


@pytest.mark.parametrize("players", range(2, 7))
def test_basic_game_properties(players: int) -> None:
    check_game(_spec(players, variant="basic", hands=2), games=scaled(50))


@pytest.mark.parametrize("players", range(2, 7))
def test_rococo_game_properties(players: int) -> None:
    check_game(_spec(players, variant="rococo", hands=2), games=scaled(50))


@pytest.mark.parametrize("players", range(2, 9))
def test_liars_game_properties(players: int) -> None:
    check_game(_spec(players, variant="liars"), games=scaled(30))


@pytest.mark.parametrize("variant", ["basic", "rococo", "liars"])
def test_extended_deck_properties(variant: str) -> None:
    check_game(_spec(4, variant=variant, excuse=True, pawns=True, hands=2), games=scaled(30))


@pytest.mark.parametrize("variant", ["basic", "rococo", "liars"])
def test_properties_with_bots_in_the_mix(variant: str) -> None:
    check_game(_spec(4, variant=variant, hands=2), games=10, seed=1000, bots=("normal", "easy", "random", "hard"))


@pytest.mark.parametrize("variant", ["basic", "rococo", "liars"])
def test_every_bot_decision_is_the_same_on_a_redealt_twin(variant: str) -> None:
    """Each level's every decision, not a sample: the other hands and the stock re-dealt change nothing."""
    assert check_fair_game(_spec(4, variant=variant, hands=2), games=2, seed=2000) > 0


def test_full_match_and_target_properties() -> None:
    check_game(_spec(3, variant="basic"), games=10)
    check_game(_spec(3, variant="rococo", target=3), games=10)


@pytest.mark.parametrize(("variant", "players"), [("basic", 2), ("basic", 6), ("rococo", 3), ("rococo", 5)])
def test_a_quiet_state_plays_the_same_game_without_its_narration(variant: str, players: int) -> None:
    """A state a bot searches is quiet: it writes no hand scores or outcomes nobody will read, and
    is otherwise the same game, move for move and draw for draw, as the one players see."""
    import random

    from rules.core import get_game

    game = get_game("turtle-butt")
    for seed in range(20):
        told = game.new(players, game.resolve_options({"variant": variant, "hands": 3}), seed)
        quiet = told.clone()
        quiet.quiet = True
        assert isinstance(told, TurtleButtState) and isinstance(quiet, TurtleButtState)
        rng = random.Random(seed)
        narrated = 0
        while not told.is_over():
            seat = told.to_act()[0]
            action = rng.choice(told.legal_actions(seat))
            assert quiet.legal_actions(seat) == told.legal_actions(seat)
            kinds = {e.kind for e in told.apply(seat, action)}
            narrated += "HandScored" in kinds
            assert not {"HandScored", "HandEnded", "Hit"} & {e.kind for e in quiet.apply(seat, action)}
            assert quiet.to_dict() | {"last_hand": None} == told.to_dict() | {"last_hand": None}
            assert quiet.rng.getstate() == told.rng.getstate()
        assert narrated and quiet.result() == told.result()
