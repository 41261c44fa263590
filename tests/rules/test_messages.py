"""Every sentence the rules write for players reads as player words (issue 18 item 6).

A few hundred seeded games of every game and variant are played at random; every log line (as each
seat and a spectator read it), every refusal of a move tried at the wrong moment, every score part and
every tie-break sentence is scanned for grid coordinates, rotation codes, singular/plural slips and
unfilled templates; a log line, which stands alone, must begin with a capital.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules.core import Game, GameState, IllegalAction, all_games
from rules.core.text import english
from tests.messages import slips

NAMES = ("Ana", "Ben", "Chiara", "Dev", "Emi")
GAMES_PER_CASE = {"day-at-the-park": 12}  # a park game is long; the others play 30 each


def _cases() -> Iterator[tuple[Game, dict[str, Any]]]:
    for game in all_games():
        variants = next((o.choices for o in game.options if o.key == "variant"), None)
        for variant in variants or [None]:
            yield game, ({} if variant is None else {"variant": variant})


def _sentences(state: GameState, rng: random.Random, names: tuple[str, ...]) -> Iterator[tuple[str, str]]:
    tried: list[str] = []
    while not state.is_over():
        seat = rng.choice(state.to_act())
        actions = state.legal_actions(seat)
        tried.extend(str(a) for a in rng.sample(actions, min(3, len(actions))))
        for text in rng.sample(tried, min(2, len(tried))):
            try:
                state.clone().apply(seat, state.parse(text))
            except IllegalAction as refusal:
                yield "refusal", english(refusal.message, names)
        for event in state.apply(seat, rng.choice(actions)):
            for reader in (None, *range(state.num_players)):
                yield "log", event.describe(names, reader)
    result = state.result()
    for parts in result.breakdown:
        for label, _points in parts:
            yield "score part", english(label, names)
    yield "tie-break", english(result.tiebreak, names)


@pytest.mark.parametrize(("game", "options"), list(_cases()),
                         ids=lambda v: v.id if isinstance(v, Game) else str(v.get("variant", "")))
def test_every_message_of_seeded_games_is_in_player_words(game: Game, options: dict[str, Any]) -> None:
    bad: dict[str, str] = {}
    read = 0
    for seed in range(GAMES_PER_CASE.get(game.id, 30)):
        players = game.min_players + seed % (min(game.max_players, 5) - game.min_players + 1)
        rng = random.Random(f"messages/{game.id}/{seed}")
        state = game.new(players, options, seed, None)
        for kind, text in _sentences(state, rng, NAMES[:players]):
            read += 1
            for slip in slips(text):
                bad.setdefault(f"{kind} with {slip}", text)
            if kind == "log" and text and not (text[:1].isupper() or text[:1].isdigit()):
                bad.setdefault("a log line begun in lower case", text)  # each line of the log stands alone
    assert read > 500
    assert bad == {}


@pytest.mark.parametrize(("text", "slip"), [
    ("Ana places the tile at 2,1", "grid coordinates"),
    ("turned to r90 it fits here", "a rotation code"),
    ("Ben draws 1 tiles", "one with a plural"),
    ("Ana scores 3 point", "many with a singular"),
    ("Ana scores {n} points", "a template left unfilled"),
])
def test_the_scan_catches_each_slip(text: str, slip: str) -> None:
    assert slips(text) == [slip]


@pytest.mark.parametrize("text", ["deck 1 is used up; 5 decks remain", "Ana scores 1 point", "Ben's hand: 12 points",
                                  "Round 2, the cards are revealed: Ana: 3 on Check, Ben: 3 on Floral",
                                  "the top of deck 1 is Mindcat, not Grandpa Ivo", "Ana turns in 1 more bird"])
def test_the_scan_lets_player_words_through(text: str) -> None:
    assert slips(text) == []
