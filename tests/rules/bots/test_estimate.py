"""How sure a win chance is: the search's error, the calibration's, and the meter's reading (issue 35, item 4)."""

from __future__ import annotations

import json
import math
import random

import pytest

from rules.bench.calibration import bench_calibration, calibration_from, calibration_table, systematic_error
from rules.bench.hint import bench_hint
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
    chance, error = flat.forecast(0.8, 0.04, 300, 2)
    assert chance == pytest.approx(flat.calibrated(0.8, 300, 2))
    assert 0.0 < error < 0.04
    assert SearchSettings().forecast(0.8, 0.04, 300, 2) == (0.8, pytest.approx(0.04))
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
    assert row["searched"] == 4 and row["median_iterations"] > 0, "what the budget bought is reported"


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
    expected = calibration_table([{**x, "estimate": flat.calibrated(x["estimate"], 60, 2)} for x in raw], 2)
    assert mapped["brier"] == expected["brier"] != searched["brier"]
    timed = tmp_path / "timed.json"
    bench_calibration(TOY, games=2, samples=1, budget=Budget(seconds=0.01), fit=True, save=str(timed))
    with pytest.raises(OptionError, match="iteration budget"):
        calibration_from(TOY, [str(timed)])


def test_every_map_is_centred_on_the_even_share_of_its_table():
    """A map tempers chances towards an even share of the table it is read at: at an even share it
    changes nothing whatever its slope, with two players it is the plain logistic map of the log-odds,
    and with three a tempering map pulls a 20% chance up less than it would towards a half."""
    for players in range(2, 7):
        for slope in (0.5, 0.8, 1.3):
            assert tuning.mapped(1 / players, slope, 0.0, players) == pytest.approx(1 / players)
    for p in (0.1, 0.4, 0.85):
        plain = 1 / (1 + math.exp(-(0.7 * math.log(p / (1 - p)) - 0.2)))
        assert tuning.mapped(p, 0.7, -0.2, 2) == pytest.approx(plain)
    assert tuning.mapped(0.2, 0.5, 0.0, 3) == pytest.approx(0.261, abs=1e-3)
    assert tuning.mapped(0.2, 0.5, 0.0, 2) == pytest.approx(1 / 3, abs=1e-3)


def test_the_hint_maps_its_chances_at_the_number_of_players_at_the_table(monkeypatch):
    """Three players: the hint's chances go through the game's map centred on a third, not a half."""
    state = get_game(TOY).new(3, seed=3)
    budget = Budget(iterations=200)
    raw = HardBot(None).hint(state.view(0), random.Random(1), budget)
    flat = SearchSettings(calibration=((200, 0.5, 0.0),))
    mapped = HardBot(None, settings=flat).hint(state.view(0), random.Random(1), budget)
    assert [r.value for r in mapped] == [pytest.approx(flat.calibrated(r.value, 200, 3)) for r in raw]
    assert any(flat.calibrated(r.value, 200, 3) != pytest.approx(flat.calibrated(r.value, 200, 2)) for r in raw)


def test_fit_calibration_finds_one_map_behind_tables_of_different_sizes():
    """Outcomes drawn as a known map gives them at 2, 3 and 4 players: pooled, the fit finds that map."""
    from rules.bench.calibration import fit_calibration

    truth = SearchSettings(calibration=((100, 0.6, -0.3),))
    samples = [{"estimate": p, "won": truth.calibrated(p, 100, n), "players": n}
               for n in (2, 3, 4) for p in (i / 50 for i in range(1, 50))]
    slope, intercept = fit_calibration(samples)
    assert slope == pytest.approx(0.6, abs=1e-4) and intercept == pytest.approx(-0.3, abs=1e-4)


def test_saved_runs_of_different_sizes_pool_each_position_at_its_own_table(tmp_path, monkeypatch):
    """Runs of 2 and of 3 players read back together: each position goes through the map at its own
    number of players and is judged against its own even share; a run saved before positions said
    their players takes its run's."""
    two, three = tmp_path / "two.json", tmp_path / "three.json"
    bench_calibration(TOY, games=4, samples=2, budget=Budget(iterations=60), fit=True, save=str(two))
    bench_calibration(TOY, games=4, players=3, samples=2, budget=Budget(iterations=60), fit=True, save=str(three))
    old = json.loads(three.read_text(encoding="utf-8"))
    old["samples"] = [{k: v for k, v in x.items() if k != "players"} for x in old["samples"]]
    three.write_text(json.dumps(old), encoding="utf-8")
    flat = SearchSettings(calibration=((60, 0.5, 0.0),))
    monkeypatch.setitem(tuning.SETTINGS, TOY, flat)
    pooled = calibration_from(TOY, [str(two), str(three)])
    assert pooled["players"] == [2, 3] and pooled["games"] == 8
    raw = [{**x, "players": n} for path, n in ((two, 2), (three, 3))
           for x in json.loads(path.read_text(encoding="utf-8"))["samples"]]
    expected = calibration_table([{**x, "estimate": flat.calibrated(x["estimate"], 60, x["players"])} for x in raw], 2)
    assert pooled["brier"] == expected["brier"]
    assert pooled["brier_even_chance"] == pytest.approx(
        sum((1 / x["players"] - x["won"]) ** 2 for x in raw) / len(raw), abs=1e-4)
    assert "slope" in calibration_from(TOY, [str(two), str(three)], fit=True)["fit"]


def test_a_map_fitted_at_a_number_of_players_serves_from_there_up_to_the_next():
    """Maps fitted on games of 3 and of 5 players: two players read the map fitted on two, three and
    four the one of three, five and more the one of five; each serves the chances of its own source
    (the search's or the rollouts'), whichever the meter reads."""
    searched = SearchSettings(calibration=((300, 0.8, -0.4),),
                              players_calibration=(("search", 5, 0.6, -0.4), ("search", 3, 1.1, -0.3)))
    assert searched.calibrated(0.7, 300, 2) == pytest.approx(tuning.mapped(0.7, 0.8, -0.4, 2))
    for players, (slope, intercept) in ((3, (1.1, -0.3)), (4, (1.1, -0.3)), (5, (0.6, -0.4)), (6, (0.6, -0.4))):
        assert searched.calibrated(0.7, 300, players) == pytest.approx(tuning.mapped(0.7, slope, intercept, players))
        assert searched.meter_chance(0.7, 300, players) == searched.calibrated(0.7, 300, players)
    rolled = SearchSettings(calibration=((300, 0.8, -0.4),), meter="rollouts", meter_calibration=(0.7, -0.1),
                            players_calibration=(("rollouts", 5, 0.6, -0.4), ("search", 3, 1.1, -0.3)))
    assert rolled.rollout_forecast(0.7, 0.0, 4)[0] == pytest.approx(tuning.mapped(0.7, 0.7, -0.1, 4))
    assert rolled.rollout_forecast(0.7, 0.0, 5)[0] == pytest.approx(tuning.mapped(0.7, 0.6, -0.4, 5))
    # Where the meter plays out, the hint's moves still read the search's own maps by table.
    assert rolled.calibrated(0.7, 300, 2) == pytest.approx(tuning.mapped(0.7, 0.8, -0.4, 2))
    assert rolled.calibrated(0.7, 300, 5) == pytest.approx(tuning.mapped(0.7, 1.1, -0.3, 5))
    assert rolled.meter_chance(0.7, 300, 5, "search") == rolled.calibrated(0.7, 300, 5)


def _first_choice(game_id: str, players: int, options: dict[str, str], seed: int):
    state = get_game(game_id).new(players, options, seed=seed)
    while len(state.view(state.to_act()[0]).legal_actions()) < 2:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    return state.view(state.to_act()[0])


def test_a_solved_chance_goes_through_the_map_of_its_table_and_keeps_its_order():
    """Turtle Butt solves its basic game; from four players its chances read through the solved
    chances' map of the table (`players_calibration` for "solved"), with two they stay as solved. The moves keep
    their order either way, and a map of searched chances leaves them alone."""
    from rules.bots import heuristic_for

    solver = heuristic_for("turtle-butt")
    tables = SearchSettings(players_calibration=(("solved", 4, 0.8, 0.0), ("search", 2, 0.5, 0.3)))
    for players, mapped in ((2, False), (4, True), (6, True)):
        view = _first_choice("turtle-butt", players, {"variant": "basic"}, 5)
        raw = HardBot(solver).hint(view, random.Random(1))
        read = HardBot(solver, settings=tables).hint(view, random.Random(1))
        assert [r.action for r in read] == [r.action for r in raw]
        expected = [tuning.mapped(r.value, 0.8, 0.0, players) if mapped else r.value for r in raw]
        assert [r.value for r in read] == pytest.approx(expected)
        assert ([r.value for r in read] != pytest.approx([r.value for r in raw])) == mapped
        assert all(r.error == 0.0 for r in read)


def test_the_meter_says_a_chance_was_solved_and_only_solved_chances_take_the_solved_map():
    """Turtle Butt at four players: a basic offer is solved and its chance goes through the solved
    map; a rococo decision with four players is searched and does not (the two stray differently,
    docs/benchmarks.md); a saved run maps each position as it was found."""
    from rules.bots import heuristic_for

    solver = heuristic_for("turtle-butt")
    settings = SearchSettings(players_calibration=(("solved", 4, 0.8, 0.3),))
    budget = Budget(iterations=40)
    offer = _first_choice("turtle-butt", 4, {"variant": "basic"}, 5)
    rococo = _first_choice("turtle-butt", 4, {"variant": "rococo"}, 5)
    for view, solved in ((offer, True), (rococo, False)):
        raw = HardBot(solver).advise(view, random.Random(2), budget)
        read = HardBot(solver, settings=settings).advise(view, random.Random(2), budget)
        assert raw.source == read.source == ("solved" if solved else "search")
        assert raw.chance is not None and read.chance is not None
        expected = tuning.mapped(raw.chance, 0.8, 0.3, 4) if solved else raw.chance
        assert read.chance == pytest.approx(expected)
        assert settings.meter_chance(raw.chance, 40, 4, raw.source) == pytest.approx(expected)


def test_a_saved_run_reads_its_solved_chances_back_through_the_solved_map(tmp_path, monkeypatch):
    """Each saved position says where its chance came from, so a run read back goes through the map
    its chances took in play; a run saved before positions said so is refused for a game that solves,
    not misread."""
    saved = tmp_path / "tb.json"
    bench_calibration("turtle-butt", games=3, players=4, samples=2, fit=True, save=str(saved))
    raw = json.loads(saved.read_text(encoding="utf-8"))["samples"]
    assert raw and all(x["source"] == "solved" for x in raw)  # the basic game's offers are all solved
    settings = SearchSettings(players_calibration=(("solved", 4, 0.8, 0.3),))
    monkeypatch.setitem(tuning.SETTINGS, "turtle-butt", settings)
    mapped = calibration_from("turtle-butt", [str(saved)])
    expected = calibration_table([{**x, "estimate": tuning.mapped(x["estimate"], 0.8, 0.3, 4)} for x in raw], 4)
    assert mapped["brier"] == expected["brier"]
    old = json.loads(saved.read_text(encoding="utf-8"))
    old["samples"] = [{k: v for k, v in x.items() if k != "source"} for x in old["samples"]]
    older = tmp_path / "older.json"
    older.write_text(json.dumps(old), encoding="utf-8")
    with pytest.raises(OptionError, match="where their chance came from"):
        calibration_from("turtle-butt", [str(older)])


def test_where_a_search_would_be_misled_the_meter_plays_the_game_out_instead():
    """The liar's game: the search deals the hidden hand without reading the claims, so its chance is
    no forecast (docs/benchmarks.md: Brier worse than an even share), and the meter plays games out
    by `normal` instead, mapped as rollouts are (`meter_calibration`), not by the searched map."""
    from rules.bots import heuristic_for

    expert = heuristic_for("turtle-butt")
    view = _first_choice("turtle-butt", 4, {"variant": "liars"}, 5)
    assert expert.search_misleads(view)
    budget = Budget(iterations=40)
    raw = HardBot(expert).advise(view, random.Random(3), budget)
    rolled = SearchSettings(meter_calibration=(0.5, 0.2), players_calibration=(("search", 3, 0.9, 0.4),))
    read = HardBot(expert, settings=rolled).advise(view, random.Random(3), budget)
    assert raw.source == read.source == "rollouts"
    assert raw.chance is not None and read.chance is not None
    assert read.chance == pytest.approx(tuning.mapped(raw.chance, 0.5, 0.2, 4))
    assert rolled.meter_chance(raw.chance, 40, 4, "rollouts") == pytest.approx(read.chance)
    assert read.rated[0].action == expert.expert(view, random.Random(3))  # the hint still leads with the expert's move


def test_where_a_search_would_be_misled_a_claim_is_answered_by_playing_each_answer_out():
    """The liar's game: challenging or accepting a claim ("The liar's game") is rated by games played out
    after each answer, on deals weighted by the claim, through the meter's map of played-out chances;
    `hard` plays the better answer."""
    from rules.bots import heuristic_for
    from rules.bots.rollouts import rollout_ratings

    expert = heuristic_for("turtle-butt")
    state = get_game("turtle-butt").new(2, {"variant": "liars"}, seed=5)
    claimant = state.to_act()[0]
    state.apply(claimant, state.parse("claim 3"))
    view = state.view(state.to_act()[0])
    assert view.phase == "respond" and expert.search_misleads(view)
    settings = SearchSettings(meter_calibration=(0.5, 0.2), rollout_iterations=4)
    hard = HardBot(expert, settings=settings)
    rated = hard.hint(view, random.Random(4), Budget(iterations=80))
    answers = view.legal_actions()
    found = rollout_ratings(view, random.Random(4), Budget(iterations=80 // (4 * len(answers))), expert, answers)
    expected = sorted(((a, tuning.mapped(r.chance, 0.5, 0.2, 2)) for a, r in zip(answers, found, strict=True)),
                      key=lambda pair: -pair[1])
    assert [(r.action, r.value) for r in rated] == [(a, pytest.approx(v)) for a, v in expected]
    assert {r.rollouts for r in found} == {10}
    assert hard.choose(view, random.Random(4), Budget(iterations=80)) == rated[0].action


def test_a_claim_of_ones_own_is_chosen_among_a_handful_played_out():
    """The liar's game, announcing ("The liar's game": draw, or claim more than the last claim): some ninety
    moves are too many to play each out, so `hard` plays out the game's candidates (drawing, the least claim,
    the hand's score and one or two above it), which hold every move `normal` makes; a review's move played
    is rated with them."""
    from rules.bots import heuristic_for
    from rules.bots.rollouts import rollout_ratings
    from rules.turtle_butt import DRAW, Claim

    expert = heuristic_for("turtle-butt")
    settings = SearchSettings(meter_calibration=(0.5, 0.2), rollout_iterations=4)
    hard = HardBot(expert, settings=settings)
    for seed in range(5, 25):
        claim = _first_choice("turtle-butt", 2, {"variant": "liars"}, seed)
        if claim.phase == "draw" and claim.hand is not None and len(claim.legal_actions()) > 4:
            break
    legal = claim.legal_actions()
    moves = expert.candidates(claim)
    assert moves is not None and 2 <= len(moves) <= 5 < len(legal) and set(moves) <= set(legal)
    assert DRAW in moves and Claim(claim.claim + 1) in moves
    assert {expert.choose(claim, random.Random(i)) for i in range(200)} <= set(moves)
    rated = hard.hint(claim, random.Random(4), Budget(iterations=80))
    found = rollout_ratings(claim, random.Random(4), Budget(iterations=80 // (4 * len(moves))), expert, moves)
    expected = sorted(((a, tuning.mapped(r.chance, 0.5, 0.2, 2)) for a, r in zip(moves, found, strict=True)),
                      key=lambda pair: -pair[1])
    assert [(r.action, r.value) for r in rated] == [(a, pytest.approx(v)) for a, v in expected]
    assert hard.choose(claim, random.Random(4), Budget(iterations=80)) == rated[0].action
    wild = next(a for a in reversed(legal) if a not in moves)
    assert wild in {r.action for r in hard.hint(claim, random.Random(4), Budget(iterations=80), include=wild)}
