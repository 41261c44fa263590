"""`hard` in Day at the Park spends one budget per turn and continues its tree between its own decisions.

A park turn is about nine decisions of one player in a row (place, gain, steps, stop, complete,
done, refill: the rulebook's "Taking Turns"), so the park's search settings give a whole turn
2.1 decision budgets, each decision spending a share of what the turn has left. Checked with
iteration budgets, which count the same on any machine.
"""

from __future__ import annotations

import math
import random
from collections import defaultdict
from typing import Any

import pytest

from rules.bench.matches import TimedBot
from rules.bots import Budget, make_bot, settings_for
from rules.bots import levels as levels_module
from rules.bots.levels import forget_turns
from rules.core import get_game
from rules.day_at_the_park.heuristic import HEURISTIC

GAME = "day-at-the-park"


def play_turns(
    monkeypatch: pytest.MonkeyPatch, per_decision: int, turns: int, timed: TimedBot | None = None
) -> list[dict[str, Any]]:
    """Seat 0 plays `hard` (or `timed`, wrapping it), seat 1 `normal`, for the first `turns` turns;
    every search `hard` ran, recorded."""
    searches: list[dict[str, Any]] = []
    real = levels_module.search

    def recording(view: Any, rng: random.Random, budget: Budget, *args: Any, **kwargs: Any) -> Any:
        tree = kwargs.get("tree")
        result = real(view, rng, budget, *args, **kwargs)
        searches.append({"turn": HEURISTIC.turn(view), "iterations": result.iterations, "continued": tree is not None})
        return result

    monkeypatch.setattr(levels_module, "search", recording)
    forget_turns()
    state = get_game(GAME).new(2, seed=4)
    hard, normal = timed or make_bot(GAME, "hard"), make_bot(GAME, "normal")
    rngs = [random.Random(1), random.Random(2)]
    while not state.is_over() and state.to_dict()["turn"] <= turns:
        seat = state.to_act()[0]
        bot = hard if seat == 0 else normal
        state.apply(seat, bot.choose(state.view(seat), rngs[seat], Budget(iterations=per_decision)))
    return searches


def test_a_park_turn_of_hard_stays_within_its_iteration_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    per_decision = 60
    searches = play_turns(monkeypatch, per_decision, turns=12)
    share = settings_for(GAME).turn_budget
    assert share is not None
    whole = round(share * per_decision)
    by_turn: dict[object, list[int]] = defaultdict(list)
    for s in searches:
        if s["turn"] is not None:
            by_turn[s["turn"]].append(s["iterations"])
    assert len(by_turn) >= 5
    for turn, spent in by_turn.items():
        assert sum(spent) <= whole, f"turn {turn}: {spent} iterations against a budget of {whole}"
    # A turn is several decisions; the first gets a share of the whole, not all of it.
    assert max(len(v) for v in by_turn.values()) >= 4
    first_share = settings_for(GAME).turn_split
    assert all(v[0] <= math.ceil(whole * first_share) for v in by_turn.values())
    # Nothing is revealed between most of one's own decisions: their search continues the last tree.
    assert sum(1 for s in searches if s["continued"]) >= len(by_turn)


def test_bench_counts_the_search_iterations_of_each_park_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """`bench bots` reports iterations a turn, since a time budget buys fewer on a busy machine."""
    timed = TimedBot(make_bot(GAME, "hard"), HEURISTIC)
    searches = play_turns(monkeypatch, 40, turns=4, timed=timed)
    by_turn: dict[object, int] = defaultdict(int)
    for s in searches:
        if s["turn"] is not None:
            by_turn[s["turn"]] += s["iterations"]
    assert timed.turn_iterations == dict(by_turn)
    assert all(n > 0 for n in by_turn.values())


def test_the_same_park_decision_asked_again_gets_the_same_answer() -> None:
    """The app may ask again for a decision it could not use (a stale answer): the turn's budget is
    not spent twice, and the answer does not change."""
    forget_turns()
    state = get_game(GAME).new(2, seed=6)
    normal = make_bot(GAME, "normal")
    while HEURISTIC.turn(state.view(state.to_act()[0])) is None:
        seat = state.to_act()[0]
        state.apply(seat, normal.choose(state.view(seat), random.Random(seat)))
    seat = state.to_act()[0]
    first = make_bot(GAME, "hard").choose(state.view(seat), random.Random(3), Budget(iterations=40))
    again = make_bot(GAME, "hard").choose(state.view(seat), random.Random(99), Budget(iterations=40))
    assert first == again
