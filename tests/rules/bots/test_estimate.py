"""How sure a win chance is: the search's error, the calibration's, and the meter's reading (issue 35, item 4)."""

from __future__ import annotations

import json
import random

import pytest

from rules.bench import bench_calibration, bench_hint, calibration_from, calibration_table, systematic_error
from rules.bots import Budget, HardBot, tuning
from rules.bots.estimate import read_chance
from rules.bots.tuning import SearchSettings
from rules.core import OptionError, get_game
from tests.rules import toy_game  # noqa: F401  (registers the test game)

TOY = "toy-high-card"


def test_a_longer_search_reports_a_smaller_error():
    """The chance's standard error comes from how often the search tried the move: four times the
    iterations give about half the error."""
    state = get_game(TOY).new(2, seed=3)
    short = HardBot(None).hint(state.view(0), random.Random(1), Budget(iterations=100))[0]
    long = HardBot(None).hint(state.view(0), random.Random(1), Budget(iterations=1600))[0]
    assert 0.0 < long.error < short.error
    assert long.error == pytest.approx(short.error / 4, rel=0.3)


def test_the_error_goes_through_the_map_and_the_meter_adds_the_calibrations_own():
    """A map that flattens chances flattens their error too; the meter adds the calibration's measured
    error as an independent one, so even an exact (solved) chance is not shown as certain."""
    flat = SearchSettings(calibration=((300, 0.5, 0.0),))
    chance, error = flat.forecast(0.8, 0.04, 300)
    assert chance == pytest.approx(flat.calibrated(0.8, 300))
    assert 0.0 < error < 0.04
    assert SearchSettings().forecast(0.8, 0.04, 300) == (0.8, pytest.approx(0.04))
    unsure = SearchSettings(calibration_error=0.03)
    assert unsure.meter_error(0.0) == pytest.approx(0.03)
    assert unsure.meter_error(0.04) == pytest.approx(0.05)
    assert SearchSettings().meter_error(0.04) == pytest.approx(0.04)


def test_the_meter_reads_a_narrow_estimate_as_one_number():
    reading = read_chance(0.73, 0.01, 2)
    assert (reading.kind, reading.percent, reading.even) == ("about", 73, 50)
    assert reading.low <= 73 <= reading.high and reading.high - reading.low <= 10


def test_the_meter_reads_a_wide_estimate_as_a_band_rounded_outwards():
    """73% ± 1.96 × 6 points is 61-85%; its ends go out to 60% and 85%, so they do not look precise."""
    reading = read_chance(0.73, 0.06, 2)
    assert (reading.kind, reading.low, reading.high) == ("between", 60, 85)
    assert read_chance(0.95, 0.06, 2).high == 100


def test_the_meter_says_about_even_when_the_band_holds_an_even_share():
    assert read_chance(0.55, 0.06, 2).kind == "even"
    assert read_chance(0.30, 0.05, 4).kind == "even"  # four players: an even share is 25%
    assert read_chance(0.30, 0.05, 4).even == 25
    # Far from even, a band that reaches an even share is still a band, not "about even".
    assert read_chance(0.70, 0.12, 2).kind == "between"
    # Near even but sure of it: one number.
    assert read_chance(0.56, 0.005, 2).kind == "about"


def test_systematic_error_is_what_the_buckets_miss_beyond_their_sampling():
    """Outcomes that match their estimates have no systematic error, even though each bucket's share
    of wins differs a little from its estimate by sampling; a bucket 20 points off has one."""
    right = [{"positions": 100, "mean_estimate": p, "won": p + 0.04} for p in (0.3, 0.5, 0.7)]
    assert systematic_error(right) == 0.0  # 4 points is within a 100-position bucket's sampling
    wrong = [{"positions": 400, "mean_estimate": 0.7, "won": 0.5}]
    assert systematic_error(wrong) == pytest.approx(0.2, abs=0.01)
    samples = [{"estimate": 0.7, "won": 1.0 if i % 2 else 0.0} for i in range(400)]
    assert calibration_table(samples, 2)["systematic_error"] == pytest.approx(0.2, abs=0.01)


def test_saved_calibration_positions_give_the_same_table_and_fit_when_read_back(tmp_path):
    """`bench calibration --save` keeps each position's searched chance and outcome, so a map can be
    fitted again on pooled runs without searching; a file that is not such a run is refused by name."""
    saved = tmp_path / "run.json"
    searched = bench_calibration(TOY, games=6, samples=2, budget=Budget(iterations=60), fit=True, save=str(saved))
    again = calibration_from(TOY, [str(saved)], fit=True)
    assert again["brier"] == searched["brier"] and again["fit"] == searched["fit"]
    pooled = calibration_from(TOY, [str(saved), str(saved)], fit=True)
    assert pooled["positions"] == 2 * searched["positions"] and pooled["games"] == 12
    assert pooled["fit"]["slope"] == pytest.approx(searched["fit"]["slope"], abs=1e-3)
    assert searched["fit"]["brier"] <= searched["brier"] + 1e-9  # the fitted map does no worse on its own data
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(OptionError, match=r"broken\.json"):
        calibration_from(TOY, [str(broken)])
    with pytest.raises(OptionError, match="arturo"):
        calibration_from("arturo", [str(saved)])


def test_bench_hint_times_each_hint_from_asking_to_the_rated_moves():
    """`bench hint` times hints of `hard` at its budget: a searched hint spends about all of it."""
    row = bench_hint([TOY], games=2, samples=2, seconds=0.02)[0]
    assert row["hints"] == 4 and row["budget_seconds"] == 0.02
    assert 15 <= row["median_ms"] <= row["p95_ms"] <= row["max_ms"]


def test_saved_searched_chances_read_without_fit_go_through_the_games_map(tmp_path, monkeypatch):
    """A map fitted on one run is checked on another saved run without searching again: read back
    without --fit, the searched chances are shown through the game's map as it is now."""
    saved = tmp_path / "check.json"
    searched = bench_calibration(TOY, games=6, samples=2, budget=Budget(iterations=60), fit=True, save=str(saved))
    flat = SearchSettings(calibration=((60, 0.5, 0.0),))
    monkeypatch.setitem(tuning.SETTINGS, TOY, flat)
    mapped = calibration_from(TOY, [str(saved)])
    assert mapped["calibrated"] and mapped["positions"] == searched["positions"]
    raw = json.loads(saved.read_text(encoding="utf-8"))["samples"]
    expected = calibration_table([{**x, "estimate": flat.calibrated(x["estimate"], 60)} for x in raw], 2)
    assert mapped["brier"] == expected["brier"] != searched["brier"]
    timed = tmp_path / "timed.json"
    bench_calibration(TOY, games=2, samples=1, budget=Budget(seconds=0.01), fit=True, save=str(timed))
    with pytest.raises(OptionError, match="iteration budget"):
        calibration_from(TOY, [str(timed)])
