"""The meter's chance from rollouts: games played out by the `normal` bot on fresh deals (issue 35)."""

from __future__ import annotations

import json
import random

import pytest

from rules.bench import calibration
from rules.bench.calibration import bench_calibration, calibration_from, calibration_table
from rules.bots import Budget, HardBot, Heuristic, tuning
from rules.bots.ismcts import mean_and_error
from rules.bots.rollouts import rollout_chance, rollout_ratings
from rules.bots.tuning import SearchSettings
from rules.core import Action, GameState, OptionError, View, get_game
from tests.rules import toy_game  # noqa: F401  (registers the test game)
from tests.rules.toy_game import Play

TOY = "toy-high-card"


class HighestFirst(Heuristic):
    """Plays its highest card, never passes: in the toy game the two highest cards always win."""

    def choose(self, view: View, rng: random.Random) -> Action:
        return max(view.legal_actions(), key=lambda a: a.card or 0)

    def rollout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return max(state.legal_actions(seat), key=lambda a: a.card or 0)


def _dealt(hand: set[int]) -> GameState:
    """A two-player toy game whose seat 0 holds `hand`."""
    game = get_game(TOY)
    return next(s for s in (game.new(2, seed=n) for n in range(500)) if set(s.hands[0]) == hand)


def test_a_rollout_budget_counts_games_played_out_and_a_seed_repeats_them():
    view = get_game(TOY).new(2, seed=3).view(0)
    first = rollout_chance(view, random.Random(7), Budget(iterations=12), HighestFirst())
    again = rollout_chance(view, random.Random(7), Budget(iterations=12), HighestFirst())
    assert first == again
    assert first.rollouts == 12
    assert (first.chance * 24) == pytest.approx(round(first.chance * 24))  # win shares of 0, 1/2 or 1 each
    assert first.error == pytest.approx(mean_and_error(first.chance, 12)[1])


def test_moves_rated_by_rollouts_meet_the_same_deals_and_dice():
    """Committing the 5 or the 4 of a 5 and 4 ends with the same total (the other card is played), so
    on the same deals and dice the two moves win exactly as often, though not every game: each round
    plays every move once, and the luck of the deals does not tell moves apart that do not differ."""
    view = _dealt({5, 4}).view(0)
    five, four = Play(5), Play(4)
    rated = rollout_ratings(view, random.Random(3), Budget(iterations=30), HighestFirst(), [five, four])
    assert [r.rollouts for r in rated] == [30, 30]
    assert rated[0] == rated[1] and 0.0 < rated[0].chance < 1.0
    assert rollout_ratings(view, random.Random(3), Budget(iterations=30), HighestFirst(), [five, four]) == rated


def test_rollouts_play_to_the_end_as_the_normal_bot_plays():
    """Holding 9 and 8 wins every game the rival cannot beat, whatever it was dealt; holding 1 and 2 none."""
    strong = rollout_chance(_dealt({9, 8}).view(0), random.Random(1), Budget(iterations=20), HighestFirst())
    weak = rollout_chance(_dealt({1, 2}).view(0), random.Random(1), Budget(iterations=20), HighestFirst())
    assert (strong.chance, weak.chance) == (1.0, 0.0)
    assert 0.0 < strong.error < 0.1


def test_the_meter_reads_rollouts_where_the_game_says_so(monkeypatch):
    """With `meter="rollouts"` the advice's chance is the rollouts' (through their map), its move the search's."""
    view = _dealt({9, 8}).view(0)
    settings = SearchSettings(meter="rollouts", meter_rollouts=10)
    monkeypatch.setitem(tuning.SETTINGS, TOY, settings)
    advice = HardBot(HighestFirst(), settings=settings).advise(view, random.Random(2), Budget(iterations=60))
    assert advice.chance == 1.0
    assert advice.error == pytest.approx(mean_and_error(1.0, 10)[1])
    assert {r.action for r in advice.rated} == set(view.legal_actions())
    mapped = SearchSettings(meter="rollouts", meter_rollouts=10, meter_calibration=(0.5, 0.0))
    flat = HardBot(HighestFirst(), settings=mapped).advise(view, random.Random(2), Budget(iterations=60))
    assert flat.chance == pytest.approx(mapped.rollout_forecast(1.0, 0.0, 2)[0])
    assert 0.5 < flat.chance < 1.0


def test_the_search_meter_reads_the_hints_first_chance():
    view = get_game(TOY).new(2, seed=3).view(0)
    bot = HardBot(HighestFirst())
    advice = bot.advise(view, random.Random(4), Budget(iterations=80))
    rated = bot.hint(view, random.Random(4), Budget(iterations=80))
    assert advice.rated == rated
    assert advice.chance == rated[0].value


def test_a_meter_is_search_or_rollouts():
    with pytest.raises(OptionError):
        SearchSettings(meter="oracle")


def test_a_rollout_map_flattens_the_error_with_the_chance():
    settings = SearchSettings(meter="rollouts", meter_calibration=(0.5, 0.0))
    chance, error = settings.rollout_forecast(0.8, 0.04, 2)
    assert chance == pytest.approx(settings.meter_chance(0.8, 0, 2))
    assert 0.5 < chance < 0.8 and 0.0 < error < 0.04
    assert SearchSettings().rollout_forecast(0.8, 0.04, 2) == (0.8, 0.04)


def test_a_calibration_run_keeps_its_meter_and_is_read_back_through_that_meters_map(tmp_path, monkeypatch):
    """`bench calibration --meter` compares the two meters on the same games; a saved run remembers which
    meter it read, is mapped by that meter's map when read back, and is never pooled with the other's."""
    monkeypatch.setattr(calibration, "heuristic_for", lambda game_id: HighestFirst())
    settings = SearchSettings(meter="rollouts", meter_rollouts=6, calibration=((40, 0.5, 0.0),),
                              meter_calibration=(2.0, 0.1))
    monkeypatch.setitem(tuning.SETTINGS, TOY, settings)
    rolled, searched = tmp_path / "rolled.json", tmp_path / "searched.json"
    budget = Budget(iterations=40)
    by_rollouts = bench_calibration(TOY, games=4, samples=2, budget=budget, fit=True, save=str(rolled))
    by_search = bench_calibration(TOY, games=4, samples=2, budget=budget, fit=True, save=str(searched), meter="search")
    assert (by_rollouts["meter"], by_search["meter"]) == ("rollouts", "search")
    raw = json.loads(rolled.read_text(encoding="utf-8"))["samples"]
    assert all(x["estimate"] * 12 == pytest.approx(round(x["estimate"] * 12)) for x in raw)  # shares of 6 games
    read = calibration_from(TOY, [str(rolled)])
    expected = calibration_table(
        [{**x, "estimate": settings.rollout_forecast(x["estimate"], 0.0, 2)[0]} for x in raw], 2)
    assert read["brier"] == expected["brier"]
    raw = json.loads(searched.read_text(encoding="utf-8"))["samples"]
    expected = calibration_table([{**x, "estimate": settings.calibrated(x["estimate"], 40, 2)} for x in raw], 2)
    assert calibration_from(TOY, [str(searched)])["brier"] == expected["brier"]
    with pytest.raises(OptionError, match="meter"):
        calibration_from(TOY, [str(rolled), str(searched)])
    with pytest.raises(OptionError, match="meter"):
        bench_calibration(TOY, games=1, meter="oracle")
