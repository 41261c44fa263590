"""The core's property harness on Happy Birthday Turtle!! for every player count and table option."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from rules.birthday_turtle import data
from rules.birthday_turtle.state import TurtleState
from rules.core import GameState
from tests.rules.harness import GameSpec, Secret, check_game, varying


def hidden_tokens(state: GameState, seat: int) -> Iterable[str]:
    """Other seats' face-down choices, both decks' undrawn cards and the Ant cards set aside unseen."""
    assert isinstance(state, TurtleState)
    for other, commit in enumerate(state.commits):
        if other != seat and commit is not None:
            yield str(commit)
    for card in state.celebration_deck:
        yield card
        yield data.CELEBRATION_BY_ID[card].name
    yield from state.ant_deck
    if state.num_players == 4:
        yield from state.ant_removed


def seat_secrets(state: GameState) -> dict[int, list[Secret]]:
    """Each seat's face-down choice."""
    assert isinstance(state, TurtleState)
    return {seat: [str(c)] for seat, c in enumerate(state.commits) if c is not None}


def hidden_parts(state: GameState, seat: int) -> Mapping[str, Any]:
    """The Celebration deck's order; the Ant cards (deck order, and which were set aside with 4 players;
    Turtle Returns is never set aside); each other seat's face-down choice when it had two or more."""
    assert isinstance(state, TurtleState)
    parts = varying({"Celebration deck": state.celebration_deck}, ordered=["Celebration deck"])
    if len(state.ant_deck) > 1:
        parts["Ant deck"] = list(state.ant_deck)
    if state.num_players == 4 and any(a != data.TURTLE_RETURNS for a in state.ant_deck):
        parts["Ant cards set aside"] = sorted(state.ant_removed)
    for other, commit in enumerate(state.commits):
        if other != seat and commit is not None and len(state.commit_options(other)) > 1:
            parts[f"seat {other}'s face-down choice"] = str(commit)
    return parts


def conservation(state: GameState) -> None:
    """Animal cards are in a hand or under a table; every Celebration and Ant card is somewhere, once."""
    assert isinstance(state, TurtleState)
    for seat in range(state.num_players):
        mine = list(state.hands[seat]) + [v for u in state.under for s, v in u if s == seat]
        assert sorted(mine) == sorted(data.ANIMAL_VALUES), f"seat {seat}'s Animal cards: {mine}"
    placed = [c for c in state.cards if c is not None]
    everywhere = state.celebration_deck + placed + [c for w in state.won for c in w] + state.boxed
    assert sorted(everywhere) == sorted(c.id for c in data.celebrations_for(state.num_players)), everywhere
    ants = state.ant_deck + state.ant_removed + state.ant_revealed
    assert sorted(ants) == sorted([a.id for a in data.ANT_CARDS] + [data.TURTLE_RETURNS])
    for t, card in enumerate(state.cards):
        limit = data.CELEBRATION_BY_ID[card].limit if card else 0
        assert 0 <= state.progress[t] < max(limit, 1), "a cube stands past its task's limit"
        assert state.progress[t] >= sum(v for _, v in state.under[t]), "cards under a table outrun its cube"


def spec(players: int, options: dict[str, str]) -> GameSpec:
    return GameSpec("birthday-turtle", players, options, hidden_tokens=hidden_tokens, seat_secrets=seat_secrets,
                    hidden_parts=hidden_parts, conservation=conservation)


@pytest.mark.parametrize(
    ("players", "options", "games"),
    [
        (2, {}, 300),
        (2, {"tables_2p": "check+floral"}, 150),
        (3, {}, 150),
        (4, {}, 100),
    ],
)
def test_property_harness(players: int, options: dict[str, str], games: int) -> None:
    check_game(spec(players, options), games=games)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_property_harness_with_bots_in_the_mix(players: int) -> None:
    check_game(spec(players, {}), games=20, seed=1000, bots=("normal", "easy", "random", "hard"))
