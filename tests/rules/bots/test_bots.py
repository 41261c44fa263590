"""The bot machinery, checked on the tiny test game (tests/rules/toy_game.py).

The toy game has a simultaneous commitment followed by turns, so it exercises both
kinds of decision the real games have. Its heuristic lives here: the toy game has
no rules/<game>/heuristic.py.
"""

from __future__ import annotations

import json
import random

import pytest

from rules.bots import LEVELS, Budget, EasyBot, HardBot, Heuristic, NormalBot, RandomBot, make_bot, search
from rules.bots.stats import wilson
from rules.core import Action, GameState, OptionError, View, get_game
from rules.sim import play
from tests.rules import toy_game  # noqa: F401  (registers the test game)
from tests.rules.toy_game import Play

TOY = "toy-high-card"


class ToyHeuristic(Heuristic):
    """Commit the higher card, then always play the other one (passing never helps)."""

    def choose(self, view: View, rng: random.Random) -> Action:
        hand = view.to_dict()["hand"]
        return Play(max(hand))

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return Play(max(state.hands[seat]))  # type: ignore[attr-defined]

    def rate_actions(self, view: View, rng: random.Random) -> list[tuple[Action, float]]:
        return [(a, -1.0 if a.card is None else float(a.card)) for a in view.legal_actions()]  # type: ignore[attr-defined]


HEURISTIC = ToyHeuristic()


def bot(level: str, **kw: object) -> object:
    return make_bot(TOY, level, heuristic=HEURISTIC, **kw)  # type: ignore[arg-type]


def mid_game_states(count: int, players: int = 2) -> list[GameState]:
    """Seeded toy states at random points of a game, some in the commit round, some after."""
    game = get_game(TOY)
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        state = game.new(players, seed=seed)
        for _ in range(rng.randrange(players + 1)):
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        out.append(state)
    return out


# --- construction ------------------------------------------------------------------


def test_make_bot_knows_every_level_and_refuses_others():
    assert LEVELS == ("random", "easy", "normal", "hard")
    kinds = {lv: type(make_bot(TOY, lv)) for lv in LEVELS}
    assert kinds == {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
    with pytest.raises(OptionError, match="random, easy, normal, hard"):
        make_bot(TOY, "grandmaster")


def test_hard_defaults_to_one_second_and_takes_a_given_budget():
    assert make_bot(TOY, "hard").budget == Budget(seconds=1.0)  # type: ignore[attr-defined]
    assert make_bot(TOY, "hard", iterations=50).budget == Budget(iterations=50)  # type: ignore[attr-defined]
    assert make_bot(TOY, "hard", Budget(seconds=3.0)).budget == Budget(seconds=3.0)  # type: ignore[attr-defined]


def test_negative_budgets_are_refused():
    with pytest.raises(ValueError, match="negative"):
        Budget(seconds=-1)
    with pytest.raises(ValueError, match="negative"):
        Budget(iterations=-5)


def test_game_without_heuristic_falls_back_to_random_play():
    """The toy game has no heuristic module: easy and normal still play legal moves."""
    state = get_game(TOY).new(2, seed=5)
    view = state.view(0)
    for level in ("easy", "normal"):
        b = make_bot(TOY, level)
        assert b.heuristic is None  # type: ignore[attr-defined]
        assert b.choose(view, random.Random(1)) in state.legal_actions(0)


# --- legality and reproducibility ------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_only_legal_actions(level):
    game = get_game(TOY)
    budget = Budget(iterations=20)
    for seed in range(150):
        players = 2 + seed % 3
        state = game.new(players, seed=seed)
        bots = [bot(level)] * players
        rngs = [random.Random(f"{seed}/{s}") for s in range(players)]
        while not state.is_over():
            seat = state.to_act()[0]
            action = bots[seat].choose(state.view(seat), rngs[seat], budget)  # type: ignore[attr-defined]
            assert action in state.legal_actions(seat)
            state.apply(seat, action)


@pytest.mark.parametrize("level", LEVELS)
def test_seeded_decision_with_iteration_budget_is_reproducible(level):
    budget = Budget(iterations=200)
    for state in mid_game_states(20):
        seat = state.to_act()[0]
        first = bot(level).choose(state.view(seat), random.Random(11), budget)  # type: ignore[attr-defined]
        again = bot(level).choose(state.view(seat), random.Random(11), budget)  # type: ignore[attr-defined]
        assert first == again


def test_iteration_budget_runs_exactly_that_many_iterations():
    state = get_game(TOY).new(3, seed=2)
    result = search(state.view(0), random.Random(0), Budget(iterations=123), HEURISTIC)
    assert result.iterations == 123
    assert sum(result.visits.values()) == 123


def test_a_settling_search_stops_once_no_move_can_catch_the_leader():
    """`settle` (what `hard` plays with) changes only the time spent, never the move chosen."""
    game = get_game(TOY)
    budget = Budget(iterations=2000)
    stopped_early = 0
    for seed in range(10):
        state = game.new(2, seed=seed)
        state.apply(0, Play(state.hands[0][0]))
        state.apply(1, Play(state.hands[1][0]))
        settled = search(state.view(0), random.Random(seed), budget, HEURISTIC, settle=True)
        whole = search(state.view(0), random.Random(seed), budget, HEURISTIC)
        assert whole.iterations == 2000
        assert settled.best() == whole.best()
        if settled.iterations < 2000:
            stopped_early += 1
            first, second = sorted(settled.visits.values(), reverse=True)
            assert first - second > 2000 - settled.iterations
    assert stopped_early >= 3


class OneMoveView(View):
    """A view with a single legal action whose hidden parts cannot be dealt."""

    game_id, seat = TOY, 0

    def to_dict(self) -> dict[str, object]:
        return {"to_act": [0]}

    def legal_actions(self) -> list[Action]:
        return [Play(None)]

    def determinize(self, rng: random.Random) -> GameState:
        raise AssertionError("a forced move needs no search")


@pytest.mark.parametrize("level", LEVELS)
def test_a_forced_move_is_played_without_searching(level):
    assert bot(level).choose(OneMoveView(), random.Random(0)) == Play(None)  # type: ignore[attr-defined]
    assert search(OneMoveView(), random.Random(0), Budget(iterations=50)).iterations == 0


def test_search_refuses_a_seat_that_is_not_to_act():
    state = get_game(TOY).new(2, seed=2)
    state.apply(0, state.legal_actions(0)[0])
    with pytest.raises(ValueError, match="not to act"):
        search(state.view(0), random.Random(0), Budget(iterations=5))


class SolvingHeuristic(ToyHeuristic):
    """Answers every decision itself: the last legal action first, then the others."""

    def solve(self, view: View, rng: random.Random) -> list[tuple[Action, float]]:
        legal = view.legal_actions()
        return [(a, 1.0 - i / len(legal)) for i, a in enumerate(reversed(legal))]


def test_hard_plays_a_solved_decision_without_searching(monkeypatch):
    """A game that can work a decision out (Turtle Butt's offers) spares `hard` the search."""
    from rules.bots import levels

    def no_search(*args: object, **kwargs: object) -> None:
        raise AssertionError("a solved decision needs no search")

    monkeypatch.setattr(levels, "search", no_search)
    hard = make_bot(TOY, "hard", heuristic=SolvingHeuristic())
    for state in mid_game_states(10):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if len(legal) < 2:
            continue
        assert hard.choose(state.view(seat), random.Random(0)) == legal[-1]
        rated = hard.hint(state.view(seat), random.Random(0))
        assert [r.action for r in rated] == legal[::-1] and rated[0].value == 1.0


# --- fairness ------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_decision_does_not_change_when_hidden_information_is_reshuffled(level):
    """A bot sees only its view: re-dealing what the seat cannot see changes nothing it does."""
    budget = Budget(iterations=150)
    checked = 0
    for state in mid_game_states(40, players=3):
        seat = state.to_act()[-1]
        view = state.view(seat)
        other = state.determinize(seat, random.Random(99))
        assert json.dumps(other.to_dict(), sort_keys=True) != json.dumps(state.to_dict(), sort_keys=True)
        mine = bot(level).choose(view, random.Random(5), budget)  # type: ignore[attr-defined]
        theirs = bot(level).choose(other.view(seat), random.Random(5), budget)  # type: ignore[attr-defined]
        assert mine == theirs
        hint_a = bot(level).hint(view, random.Random(6), budget)  # type: ignore[attr-defined]
        hint_b = bot(level).hint(other.view(seat), random.Random(6), budget)  # type: ignore[attr-defined]
        assert hint_a == hint_b
        checked += 1
    assert checked == 40


def test_search_never_learns_an_opponent_commitment():
    """Toy rule 1: commitments are secret until all are in; the search only has the view.

    Seat 0 commits its high or its low card; seat 1's search result must be identical
    either way, because nothing seat 1 may see differs.
    """
    game = get_game(TOY)
    for seed in range(15):
        results = []
        for pick in (min, max):
            state = game.new(2, seed=seed)
            state.apply(0, Play(pick(state.hands[0])))
            r = search(state.view(1), random.Random(3), Budget(iterations=300), HEURISTIC)
            results.append((r.visits, r.values))
        assert results[0] == results[1]


def test_search_does_not_inherit_the_real_generator():
    """Future shuffles and draws must not be foreseeable: each deal gets a generator of the bot's own."""
    from rules.bots.ismcts import deal

    state = get_game(TOY).new(2, seed=4)
    real_next = state.clone().rng.random()
    dealt = [deal(state.view(0), random.Random(i)).rng.random() for i in range(5)]
    assert real_next not in dealt and len(set(dealt)) == 5


# --- hints ---------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_hint_rates_every_legal_action_in_0_to_1_with_the_choice_first(level):
    budget = Budget(iterations=200)
    for state in mid_game_states(20):
        seat = state.to_act()[0]
        view = state.view(seat)
        rated = bot(level).hint(view, random.Random(4), budget)  # type: ignore[attr-defined]
        assert sorted(map(str, (r.action for r in rated))) == sorted(map(str, state.legal_actions(seat)))
        assert all(0.0 <= r.value <= 1.0 for r in rated)
        if level in ("normal", "hard"):
            assert rated[0].action == bot(level).choose(view, random.Random(4), budget)  # type: ignore[attr-defined]


def test_hard_hint_values_are_win_chances_that_prefer_playing_to_passing():
    """Toy rule 2: a played card adds to the total, so passing can only lose ground."""
    game = get_game(TOY)
    for seed in range(10):
        state = game.new(2, seed=seed)
        state.apply(0, Play(state.hands[0][0]))
        state.apply(1, Play(state.hands[1][0]))
        rated = HardBot(HEURISTIC).hint(state.view(0), random.Random(1), Budget(iterations=400))
        values = {str(r.action): r.value for r in rated}
        assert values["pass"] <= max(v for n, v in values.items() if n != "pass")


def test_hard_hint_reports_the_searched_chances_calibrated_in_the_same_order():
    """A game's calibration (bench calibration: searches are too sure of the seat to act) maps each
    searched chance through one increasing curve: the ranking and the move played stay the same."""
    from rules.bots.tuning import SearchSettings

    state = get_game(TOY).new(2, seed=3)
    budget = Budget(iterations=300)
    raw = HardBot(HEURISTIC).hint(state.view(0), random.Random(1), budget)
    settings = SearchSettings(calibration=((300, 0.5, -0.3),))
    calibrated = HardBot(HEURISTIC, settings=settings).hint(state.view(0), random.Random(1), budget)
    assert [r.action for r in calibrated] == [r.action for r in raw]
    assert [r.value for r in calibrated] == [pytest.approx(settings.calibrated(r.value, 300, 2)) for r in raw]
    chances = [i / 20 for i in range(21)]
    mapped = [settings.calibrated(p, 300, 2) for p in chances]
    assert mapped == sorted(mapped) and all(0.0 < m < 1.0 for m in mapped)
    assert settings.calibrated(0.9, 300, 2) < 0.9  # a slope below 1 and a negative intercept: less sure
    assert SearchSettings().calibrated(0.9, 300, 2) == 0.9


def test_calibration_follows_the_length_of_the_search():
    """Maps fitted at two search lengths: each holds at its own length and beyond, and between them
    the map moves steadily from one to the other (a longer search is less over-sure)."""
    from rules.bots.tuning import SearchSettings

    settings = SearchSettings(calibration=((2000, 0.8, -0.1), (200, 0.5, -0.4)))
    short, long = SearchSettings(calibration=((200, 0.5, -0.4),)), SearchSettings(calibration=((2000, 0.8, -0.1),))
    for chance in (0.2, 0.5, 0.9):
        assert settings.calibrated(chance, 50, 2) == short.calibrated(chance, 50, 2)
        assert settings.calibrated(chance, 200, 2) == pytest.approx(short.calibrated(chance, 200, 2))
        assert settings.calibrated(chance, 2000, 2) == pytest.approx(long.calibrated(chance, 2000, 2))
        assert settings.calibrated(chance, 9000, 2) == long.calibrated(chance, 9000, 2)
    between = [settings.calibrated(0.9, n, 2) for n in (200, 400, 632, 1000, 2000)]
    assert between == sorted(between)
    # Halfway on the logarithm of the iterations (632 ≈ √(200 · 2000)) is halfway between the maps.
    assert settings._map_at(632) == (pytest.approx(0.65, abs=1e-3), pytest.approx(-0.25, abs=1e-3))


def test_normal_hint_without_ratings_uses_a_short_search():
    class NoRatings(ToyHeuristic):
        def rate_actions(self, view: View, rng: random.Random) -> None:  # type: ignore[override]
            return None

    state = get_game(TOY).new(2, seed=8)
    rated = NormalBot(NoRatings()).hint(state.view(0), random.Random(2), Budget(iterations=100))
    assert rated[0].action == Play(max(state.hands[0]))
    assert len(rated) == 2 and all(0.0 <= r.value <= 1.0 for r in rated)


# --- levels differ -----------------------------------------------------------------------


def test_easy_slips_sometimes_but_mostly_follows_the_heuristic():
    easy = EasyBot(HEURISTIC)
    rng = random.Random(0)
    same = total = 0
    for state in mid_game_states(300):
        seat = state.to_act()[0]
        view = state.view(seat)
        total += 1
        same += easy.choose(view, rng) == HEURISTIC.choose(view, rng)
    assert 0.6 * total < same < 0.98 * total


def seat_swapped_share(strong: object, weak: object, games: int) -> float:
    """Share of wins of `strong` over `games` two-player toy games, seats alternating."""
    game = get_game(TOY)
    won = 0.0
    for seed in range(games):
        bots = [strong, weak] if seed % 2 == 0 else [weak, strong]
        result = play(game, bots, seed, budget=Budget(iterations=60)).state.result()  # type: ignore[arg-type]
        strong_seat = seed % 2
        if strong_seat in result.winners:
            won += 1 / len(result.winners)
    return won / games


def test_normal_beats_random_in_the_toy_game():
    share = seat_swapped_share(NormalBot(HEURISTIC), RandomBot(), 200)
    assert wilson(share * 200, 200)[0] > 0.5


def test_hard_beats_random_in_the_toy_game():
    share = seat_swapped_share(HardBot(HEURISTIC), RandomBot(), 100)
    assert wilson(share * 100, 100)[0] > 0.5


# --- statistics ------------------------------------------------------------------------


def test_wilson_interval_matches_known_values():
    low, high = wilson(50, 100)
    assert round(low, 4) == 0.4038 and round(high, 4) == 0.5962
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 4) == 0.2775
    assert wilson(0, 0) == (0.0, 1.0)


# --- bench bots ------------------------------------------------------------------------


def test_bench_matches_swap_seats_on_the_same_deal():
    from rules.bench.matches import match_seats

    assert match_seats(0, 2) == (0, [True, False])
    assert match_seats(1, 2) == (0, [False, True])
    assert match_seats(2, 2) == (1, [True, False])
    assert match_seats(1, 3) == (0, [False, True, False])


def test_bench_bots_reports_win_rates_with_wilson_intervals_and_times():
    from rules.bench.matches import bench_bots

    rows = bench_bots(TOY, games=12, players=2, pairs=[("random", "hard")], hard_budget=Budget(iterations=30))
    (row,) = rows
    assert (row["weak"], row["strong"], row["games"]) == ("random", "hard", 12)
    low, high = row["wilson95"]
    assert low <= row["strong_win_rate"] <= high
    assert row["fair_share"] == 0.5
    assert row["ms_per_decision"]["hard"]["decisions"] == 12 * 2
    assert row["ms_per_decision"]["hard"]["p95"] >= row["ms_per_decision"]["hard"]["median"] > 0


def test_calibration_table_buckets_estimates_against_outcomes():
    """Each estimate falls in its tenth; a bucket reports its mean estimate and how often the seat won."""
    from rules.bench.calibration import calibration_table

    samples = [{"estimate": 0.05, "won": 0.0}] * 3 + [{"estimate": 0.95, "won": 1.0}] * 2 + [
        {"estimate": 1.0, "won": 0.0},
        {"estimate": 0.5, "won": 0.5},
    ]
    table = calibration_table(samples, players=2)
    assert [b["positions"] for b in table["buckets"]] == [3, 0, 0, 0, 0, 1, 0, 0, 0, 3]
    assert table["buckets"][9]["won"] == pytest.approx(2 / 3, abs=1e-4)
    assert table["buckets"][9]["mean_estimate"] == pytest.approx((0.95 + 0.95 + 1.0) / 3, abs=1e-4)
    assert table["brier"] == pytest.approx((3 * 0.05**2 + 2 * 0.05**2 + 1.0) / 7, abs=1e-4)
    assert table["brier_even_chance"] == pytest.approx((5 * 0.25 + 0.25 + 0.0) / 7, abs=1e-4)


def test_fit_calibration_recovers_the_map_that_made_the_outcomes():
    """Outcomes drawn as the chance a known map gives (shares of a win): the fit finds that map."""
    from rules.bench.calibration import fit_calibration
    from rules.bots.tuning import SearchSettings

    truth = SearchSettings(calibration=((100, 0.6, -0.3),))
    samples = [{"estimate": p, "won": truth.calibrated(p, 100, 2), "players": 2}
               for p in (i / 50 for i in range(1, 50))]
    slope, intercept = fit_calibration(samples)
    assert slope == pytest.approx(0.6, abs=1e-4) and intercept == pytest.approx(-0.3, abs=1e-4)
    # A search that is right as it stands needs no map: slope 1, intercept 0.
    assert fit_calibration([{"estimate": p, "won": p, "players": 2} for p in (i / 50 for i in range(1, 50))]) == (
        pytest.approx(1.0, abs=1e-4), pytest.approx(0.0, abs=1e-4))


def test_bench_calibration_fit_reads_the_searched_chances_before_the_map(monkeypatch):
    """`--fit` measures the search itself: a game's own map does not touch the estimates it fits."""
    from rules.bench.calibration import bench_calibration
    from rules.bots import tuning
    from rules.bots.tuning import SearchSettings

    budget = Budget(iterations=40)
    raw = bench_calibration(TOY, games=4, samples=2, budget=budget, fit=True)
    monkeypatch.setitem(tuning.SETTINGS, TOY, SearchSettings(calibration=((40, 0.2, -1.0),)))
    again = bench_calibration(TOY, games=4, samples=2, budget=budget, fit=True)
    mapped = bench_calibration(TOY, games=4, samples=2, budget=budget)
    assert raw["calibrated"] is False and mapped["calibrated"] is True
    assert again["buckets"] == raw["buckets"] and again["fit"] == raw["fit"]
    assert mapped["buckets"] != raw["buckets"]


def test_bench_calibration_estimates_sampled_positions_of_whole_games():
    from rules.bench.calibration import bench_calibration

    out = bench_calibration(TOY, games=6, samples=2, budget=Budget(iterations=40))
    assert out["positions"] == sum(b["positions"] for b in out["buckets"]) > 0
    assert 0.0 <= out["brier"] <= 1.0


def test_bench_bots_cli_refuses_an_unknown_level_in_one_line(capsys):
    from rules.cli import main

    assert main(["bench", "bots", TOY, "--pairs", "random-wizard", "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no bot level 'wizard'" in err


def test_bench_bots_cli_prints_json_rows(capsys):
    from rules.cli import main

    assert main(["bench", "bots", TOY, "--pairs", "easy-normal", "--games", "4", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["weak"], r["strong"], r["games"]) for r in rows] == [("easy", "normal", 4)]


def test_bench_bots_cli_tells_a_level_against_itself_once_and_quick_turns_in_milliseconds(capsys):
    from rules.cli import main

    assert main(["bench", "bots", TOY, "--pairs", "easy-easy", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert sum(line.strip().startswith("easy: median") for line in out.splitlines()) == 1
    from rules.bench.matches import _took

    assert (_took(2.94), _took(1500.0)) == ("2.9 ms", "1.50 s")  # a park bot's turn is not "0.00 s"


def test_simulate_cli_refuses_a_negative_budget_in_one_line(capsys):
    from rules.cli import main

    with pytest.raises(SystemExit) as exited:  # argparse's refusal: the usage, then one line
        main(["simulate", TOY, "--players", "2", "--bots", "hard", "--seconds", "-1"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "argument --seconds: must be more than 0 seconds" in err.strip().splitlines()[-1]


def test_cut_off_playout_without_evaluation_favours_the_current_leader():
    """A playout stopped early scores the unfinished game: leaders above an even share, the sum still 1."""
    from rules.bots.ismcts import rewards_of

    state = get_game(TOY).new(2, seed=1)
    state.apply(0, Play(max(state.hands[0])))
    state.apply(1, Play(min(state.hands[1])))
    leader = 0 if state.scores[0] > state.scores[1] else 1  # type: ignore[attr-defined]
    rewards = rewards_of(state, None)
    assert rewards[leader] > 0.5 > rewards[1 - leader]
    assert abs(sum(rewards) - 1.0) < 1e-9


def test_cut_off_playout_asks_the_heuristic_evaluation_first():
    from rules.bots.ismcts import rewards_of

    class Judge(ToyHeuristic):
        def evaluate(self, state: GameState, seat: int) -> float | None:
            return 0.9 if seat == 1 else 0.1

    state = get_game(TOY).new(2, seed=1)
    assert rewards_of(state, Judge()) == [0.1, 0.9]


def test_margin_mixes_the_final_scores_into_the_reward():
    """With a margin weight the winner still gets the most, and a loser's reward grows with its score."""
    from rules.bots.ismcts import rewards_of

    game = get_game(TOY)
    for seed in range(20):
        state = game.new(3, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        plain = rewards_of(state, None)
        mixed = rewards_of(state, None, margin=0.3)
        scores = state.scores  # type: ignore[attr-defined]
        winners = state.result().winners
        assert plain == [1 / len(winners) if s in winners else 0.0 for s in range(3)]
        assert max(range(3), key=lambda s: mixed[s]) in winners
        losers = sorted((s for s in range(3) if s not in winners), key=lambda s: scores[s])
        if len(losers) == 2 and scores[losers[0]] < scores[losers[1]]:
            assert mixed[losers[0]] < mixed[losers[1]]


@pytest.mark.parametrize("playouts", ["playout", "choose", "random"])
def test_every_playout_policy_searches_to_legal_reproducible_choices(playouts):
    for state in mid_game_states(10):
        seat = state.to_act()[0]
        a = search(state.view(seat), random.Random(1), Budget(iterations=40), HEURISTIC, playouts=playouts)
        b = search(state.view(seat), random.Random(1), Budget(iterations=40), HEURISTIC, playouts=playouts)
        assert a.best() in state.legal_actions(seat) and (a.visits, a.values) == (b.visits, b.values)


class LowFirst(ToyHeuristic):
    """Priors that rate the lower card first (the opposite of what wins), and passing last."""

    def prior(self, state: GameState, seat: int, legal: list[Action]) -> list[float]:  # type: ignore[override]
        return [-100.0 if a.card is None else -float(a.card) for a in legal]  # type: ignore[attr-defined]


def committed_toy(seed: int) -> GameState:
    """A toy state at seat 0's turn to play, its commitment made: its card or a pass."""
    state = get_game(TOY).new(2, seed=seed)
    state.apply(0, Play(state.hands[0][0]))
    state.apply(1, Play(state.hands[1][0]))
    return state


def test_a_widened_search_tries_only_the_best_rated_move_until_visits_admit_more():
    """Progressive widening: a node visited n times chooses among its ceil(c × n^e) best moves by prior."""
    low_first = LowFirst()
    for seed in range(5):
        state = get_game(TOY).new(2, seed=seed)
        view = state.view(0)
        lowest = min(state.hands[0])
        # Exponent 0: one move is ever admitted, the prior's favourite, however long the search.
        narrow = search(view, random.Random(seed), Budget(iterations=50), low_first, widening=(1.0, 0.0))
        assert narrow.visits == {str(Play(lowest)): 50}
        # Square-root widening: the first visit admits one move, the second a second one.
        one = search(view, random.Random(seed), Budget(iterations=1), low_first, widening=(1.0, 0.5))
        assert one.visits == {str(Play(lowest)): 1}
        two = search(view, random.Random(seed), Budget(iterations=2), low_first, widening=(1.0, 0.5))
        assert sorted(two.visits.values()) == [1, 1]


def test_hard_widens_the_tree_it_plays_from_but_not_the_one_it_hints_from():
    """A hint rates every move by searching it, with the chances the calibration was fitted to."""
    from rules.bots import SearchSettings

    state = get_game(TOY).new(2, seed=0)
    view = state.view(0)
    low, high = sorted(state.hands[0])  # 7 and 9: the 9 wins more often
    hard = HardBot(LowFirst(), Budget(iterations=60), SearchSettings(widening=(1.0, 0.0)))
    assert hard.choose(view, random.Random(0)) == Play(low)  # the only move its widened root admits
    rated = hard.hint(view, random.Random(0))
    assert rated[0].action == Play(high) and rated[0].value > rated[1].value > 0.0


def test_a_heuristic_without_priors_leaves_the_search_unwidened():
    for seed in range(3):
        view = committed_toy(seed).view(0)
        plain = search(view, random.Random(seed), Budget(iterations=30), HEURISTIC)
        widened = search(view, random.Random(seed), Budget(iterations=30), HEURISTIC, widening=(1.0, 0.0))
        assert (plain.visits, plain.values) == (widened.visits, widened.values)


def test_hard_uses_the_game_settings():
    """Each game's own rules/<game>/tuning.py sets how its hard bot searches; a game without one gets the default."""
    from rules.bots import SearchSettings, settings_for
    from rules.core import all_games, game_module

    assert settings_for(TOY) == SearchSettings()
    tuned = [game.id for game in all_games() if game_module(game.id, "tuning") is not None]
    assert tuned
    for game_id in tuned:
        settings = game_module(game_id, "tuning").SEARCH  # type: ignore[union-attr]
        assert make_bot(game_id, "hard").settings == settings  # type: ignore[attr-defined]
        assert settings.playouts in ("playout", "choose", "random") and 0 <= settings.margin < 1
        assert settings.review_iterations > 0


def test_playout_limit_stops_playouts_and_asks_evaluate():
    """With a limit of 0 steps no playout move is made: every leaf is scored by `evaluate`."""

    class Counting(ToyHeuristic):
        def __init__(self) -> None:
            self.playouts = 0
            self.evaluations = 0

        def playout(self, state: GameState, seat: int, rng: random.Random) -> Action:
            self.playouts += 1
            return super().playout(state, seat, rng)

        def evaluate(self, state: GameState, seat: int) -> float | None:
            self.evaluations += 1
            return 0.5

    counting = Counting()
    state = get_game(TOY).new(2, seed=3)
    search(state.view(0), random.Random(0), Budget(iterations=30), counting, playout_limit=0)
    assert counting.playouts == 0 and counting.evaluations > 0
    counting = Counting()
    search(state.view(0), random.Random(0), Budget(iterations=30), counting)
    assert counting.playouts > 0 and counting.evaluations == 0


def test_a_spent_time_budget_still_searches_one_iteration():
    state = get_game(TOY).new(2, seed=6)
    result = search(state.view(0), random.Random(0), Budget(seconds=0.0), HEURISTIC)
    assert result.iterations == 1 and sum(result.visits.values()) == 1


def test_a_named_stage_ends_each_iteration_where_the_stage_changes():
    """A heuristic that names stages (here the toy game's phase) has the search stop at the
    first state of a new stage and score it with `evaluate`; no move of the next stage is made."""

    class Staged(ToyHeuristic):
        def __init__(self) -> None:
            self.phases_played: set[str] = set()
            self.evaluated_phases: set[str] = set()

        def stage(self, state: GameState) -> object | None:
            return state.phase  # type: ignore[attr-defined]

        def playout(self, state: GameState, seat: int, rng: random.Random) -> Action:
            self.phases_played.add(state.phase)  # type: ignore[attr-defined]
            return super().playout(state, seat, rng)

        def evaluate(self, state: GameState, seat: int) -> float | None:
            self.evaluated_phases.add(state.phase)  # type: ignore[attr-defined]
            return 0.5

    staged = Staged()
    state = get_game(TOY).new(3, seed=4)
    result = search(state.view(0), random.Random(0), Budget(iterations=60), staged)
    assert result.iterations == 60
    assert staged.phases_played <= {"commit"} and staged.evaluated_phases == {"play"}


def test_bench_bots_resumes_a_stopped_run_without_playing_its_games_again(tmp_path):
    """A run stopped after four games and started again for six plays only the last two, and reports
    what one uninterrupted run of six reports."""
    from rules.bench.matches import bench_bots

    log = tmp_path / "games.jsonl"
    budget = Budget(iterations=30)
    bench_bots(TOY, games=4, pairs=[("random", "hard")], hard_budget=budget, resume=str(log))
    assert len(log.read_text().splitlines()) == 4
    (resumed,) = bench_bots(TOY, games=6, pairs=[("random", "hard")], hard_budget=budget, resume=str(log))
    assert len(log.read_text().splitlines()) == 6
    (whole,) = bench_bots(TOY, games=6, pairs=[("random", "hard")], hard_budget=budget)
    assert (resumed["strong_win_rate"], resumed["wilson95"]) == (whole["strong_win_rate"], whole["wilson95"])
    assert resumed["ms_per_decision"]["hard"]["decisions"] == whole["ms_per_decision"]["hard"]["decisions"]
    # Another pair, budget or seed is another run: the file's games do not count for it.
    (other,) = bench_bots(TOY, games=2, pairs=[("random", "hard")], hard_budget=budget, seed=9, resume=str(log))
    assert other["games"] == 2 and len(log.read_text().splitlines()) == 8


def test_bench_bots_refuses_a_damaged_resume_file_and_leaves_it_as_it_was(tmp_path):
    from rules.bench.matches import bench_bots
    from rules.core import OptionError

    log = tmp_path / "games.jsonl"
    log.write_text('{"run": {}, "index": 0, "outcome": {}}\nnot json\n')
    before = log.read_text()
    with pytest.raises(OptionError, match="line 2"):
        bench_bots(TOY, games=2, pairs=[("random", "easy")], resume=str(log))
    assert log.read_text() == before
