"""Every bot level on every real game: legal moves only, fair, and stronger than random.

These run on whatever games are registered (rules.core.registry.GAME_PACKAGES), so a
game joins them as soon as its package exists. Sizes are per game: the Turtle
Butt hand is quick, a Day at the Park game is long.
"""

from __future__ import annotations

import json
import random

import pytest

from rules.bots import LEVELS, Budget, RandomBot, heuristic_for, make_bot
from rules.bots.levels import forget_turns
from rules.bots.stats import wilson
from rules.core import GameState, all_games, get_game
from rules.sim import play
from tests.rules.harness import scaled

GAMES = [g.id for g in all_games() if not g.id.startswith("toy-")]

#: Seeded games per player count in which random, easy and normal must only play legal moves (times
#: PARTY_TABLE_GAMES_SCALE, as the next).
LEGAL_GAMES = {"turtle-butt": 80, "birthday-turtle": 150, "arturo": 60, "day-at-the-park": 4}
#: Seeded games with the fewest and the most players for hard (small iteration budget).
HARD_GAMES = {"turtle-butt": 8, "birthday-turtle": 8, "arturo": 4, "day-at-the-park": 1}
#: Park playouts are long: fewer search iterations there.
HARD_SEARCH = {"day-at-the-park": Budget(iterations=3)}
#: Two-player seat-swapped games for "normal beats random" in CI.
STRENGTH_GAMES = {"turtle-butt": 100, "birthday-turtle": 60, "arturo": 40, "day-at-the-park": 10}

SEARCH = Budget(iterations=12)

#: Games whose View.determinize still depends on the true hidden values (reported to their authors):
#: the re-deal shuffles the real order of the unseen cards, so it is a fair sample but not the same
#: sample when the hidden cards differ. Remove an entry once the game shuffles a canonical order.
KNOWN_ORDER_DEPENDENT_DEALS: dict[str, str] = {}


def player_counts(game_id: str) -> list[int]:
    game = get_game(game_id)
    low, high = game.player_range(game.resolve_options())
    return list(range(low, high + 1))


def play_checked(game_id: str, levels: list[str], seed: int, search: Budget = SEARCH) -> GameState:
    """One seeded game in which each seat's bot must return a legal action every time."""
    game = get_game(game_id)
    state = game.new(len(levels), seed=seed)
    bots = [make_bot(game_id, lv, search) for lv in levels]
    rngs = [random.Random(f"{game_id}/{seed}/{s}") for s in range(len(levels))]
    steps = 0
    while not state.is_over():
        seat = state.to_act()[steps % len(state.to_act())]
        action = bots[seat].choose(state.view(seat), rngs[seat])
        legal = state.legal_actions(seat)
        assert action in legal, f"{levels[seat]} played {action} for seat {seat}, not legal at move {steps}"
        state.apply(seat, action)
        steps += 1
        assert steps < 50_000, "the game does not end"
    return state


def mid_game(game_id: str, seed: int) -> GameState:
    """A seeded random game stopped at a random move before its end."""
    game = get_game(game_id)
    counts = player_counts(game_id)
    players = counts[seed % len(counts)]
    rng = random.Random(f"mid/{seed}")
    state = game.new(players, seed=seed)
    moves = []
    while not state.is_over():
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        moves.append((seat, action))
    state = game.new(players, seed=seed)
    for seat, action in moves[: rng.randrange(len(moves))]:
        state.apply(seat, action)
    return state


@pytest.mark.parametrize(("game_id", "players"), [(g, n) for g in GAMES for n in player_counts(g)])
def test_random_easy_and_normal_play_only_legal_actions(game_id, players):
    for seed in range(scaled(LEGAL_GAMES.get(game_id, 20))):
        levels = [("random", "easy", "normal")[(seed + s) % 3] for s in range(players)]
        play_checked(game_id, levels, seed)


@pytest.mark.parametrize(("game_id", "players"),
                         [(g, n) for g in GAMES for n in sorted({player_counts(g)[0], player_counts(g)[-1]})])
def test_hard_plays_only_legal_actions(game_id, players):
    for seed in range(scaled(HARD_GAMES.get(game_id, 2))):
        levels = ["normal"] * players
        levels[seed % players] = "hard"
        play_checked(game_id, levels, 1000 + seed, HARD_SEARCH.get(game_id, SEARCH))


@pytest.mark.parametrize("game_id", GAMES)
def test_game_has_a_heuristic_for_normal_play(game_id):
    """The issue asks for a game heuristic behind easy/normal in every game."""
    heuristic = heuristic_for(game_id)
    assert heuristic is not None, f"rules/{game_id.replace('-', '_')}/heuristic.py has no HEURISTIC"


def fairness_cases() -> list[object]:
    cases = []
    for game_id in GAMES:
        for level in LEVELS:
            reason = KNOWN_ORDER_DEPENDENT_DEALS.get(game_id) if level == "hard" else None
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            cases.append(pytest.param(game_id, level, marks=marks, id=f"{game_id}-{level}"))
    return cases


@pytest.mark.parametrize(("game_id", "level"), fairness_cases())
def test_decision_does_not_change_when_hidden_information_is_reshuffled(game_id, level):
    """Fairness: re-dealing what the seat cannot see leaves its bot's decision unchanged."""
    budget = Budget(iterations=25)
    checked = 0
    for seed in range(12):
        state = mid_game(game_id, seed)
        seat = state.to_act()[-1]
        view = state.view(seat)
        other = state.determinize(seat, random.Random(seed + 500))
        assert json.dumps(other.view(seat).to_dict(), sort_keys=True) == json.dumps(view.to_dict(), sort_keys=True)
        forget_turns()  # `hard` spends a budget per turn in some games: both decisions start afresh
        mine = make_bot(game_id, level).choose(view, random.Random(7), budget)
        forget_turns()
        theirs = make_bot(game_id, level).choose(other.view(seat), random.Random(7), budget)
        assert mine == theirs, f"seed {seed}: {level} played {mine} but {theirs} after hidden cards were re-dealt"
        checked += 1
    assert checked == 12


@pytest.mark.parametrize("game_id", GAMES)
def test_normal_beats_random_two_players_seat_swapped(game_id):
    """A small CI version of the strength table: normal's win share has its Wilson low bound above 50%."""
    game = get_game(game_id)
    games = STRENGTH_GAMES.get(game_id, 20)
    normal = make_bot(game_id, "normal")
    rand = RandomBot()
    won = 0.0
    for i in range(games):
        normal_seat = i % 2
        bots = [normal, rand] if normal_seat == 0 else [rand, normal]
        winners = play(game, bots, seed=i // 2).state.result().winners
        if normal_seat in winners:
            won += 1 / len(winners)
    low, _ = wilson(won, games)
    assert low > 0.5, f"normal won {won:g} of {games} against random"
