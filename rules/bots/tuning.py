"""How `hard` searches a game: the settings measured to play best within its second.

Each game keeps its own in ``rules/<game>/tuning.py`` (``SEARCH``), apart from its heuristic
because they tune the search, not the game knowledge; `party-table bench bots` is how they
were chosen (docs/benchmarks.md). A game without one searches with `DEFAULT`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass

from rules.core import OptionError, game_module

from .base import ChanceSource
from .ismcts import EXPLORATION, Widening

#: Where the meter's chance may come from (`SearchSettings.meter`).
METERS = ("search", "rollouts")

#: A map of the chances from one source fitted on games of a number of players:
#: (source, players, slope, intercept) (`SearchSettings.players_calibration`).
TableMap = tuple[ChanceSource, int, float, float]


@dataclass(frozen=True)
class SearchSettings:
    """`playouts`: "playout", "choose" or "random" (see `search`); `margin`: score share of the reward;
    `playout_limit`: steps before a playout is scored as it stands (None: the heuristic's own limit).

    `turn_budget`: in a game whose heuristic names turns, a whole turn of one's own
    decisions gets this many decision budgets in all (None: every decision gets one);
    each decision spends `turn_split` of what the turn has left.

    `widening`: progressive widening of the tree by the heuristic's priors, as (coefficient,
    exponent) (see `ismcts.Widening`); None: every legal action is tried at once.

    `calibration`: logistic maps from the searched win chance to the chance that `hint` reports,
    fitted to `bench calibration` (docs/benchmarks.md), each as (iterations, slope, intercept)
    for the search length it was fitted at, centred on the table's even share (`mapped`):
    searches over determinizations are too sure of the seat to act, whose hidden cards are real
    while the rivals' are dealt at random, and how much too sure depends on how long they search.
    Between two fitted lengths the map's slope and intercept are interpolated on the logarithm of
    the iterations; beyond them the nearest one holds. Empty: reported as searched.

    `calibration_error`: how far calibrated chances still stray from the outcomes at the meter's
    budget, one standard deviation in chance: `bench calibration`'s systematic error (the buckets'
    spread from their outcomes beyond what their sampling explains). The meter's error
    (`meter_error`) is this and the search's own error together.

    `meter`: where the side panel's win chance comes from: "search" (the hint's chance of its best move)
    or "rollouts" (`rollouts.rollout_chance`: games played out by `normal`, which forecast better where
    the search's playouts play carelessly). Where a search would be misled (`Heuristic.search_misleads`)
    the meter plays rollouts whatever this says. With rollouts the hint's search gets `1 - meter_share` of the
    hint's time and the rollouts the rest; a budget of iterations gives them `meter_rollouts` rollouts.
    `meter_calibration` is the (slope, intercept) map of rollout chances, fitted as `calibration` is
    (None: reported as played out).

    `rollout_iterations`: about how many search iterations one rollout costs, so that a budget of
    iterations buys moves rated by rollouts (`rollouts.rollout_ratings`) about the time a search of
    that length takes.

    `players_calibration`: (source, players, slope, intercept) maps of the chances from one source
    (`ChanceSource`: "search", "rollouts" or "solved") fitted on games of that many players, for tables
    where the map fitted on two players' games does not hold. Each serves its source from its number of
    players up to the next one listed for that source: a searched chance's in place of `calibration`, a
    played-out one's in place of `meter_calibration`, a solved one's where solved chances are otherwise
    reported as solved. How sure a game's chances are changes with the number of players, by a
    different amount in each game and for each source (docs/benchmarks.md, "One map for each number of
    players"): a solver's model of its rivals strays at large tables, a search's deals differently, and
    a game that solves some decisions searches the others.

    `review_iterations`: search iterations per position when a review is given no budget: about one
    second of the hard bot's thinking per decision on an unloaded machine of the project
    (docs/benchmarks.md), and reproducible, unlike a time budget.
    """

    playouts: str = "playout"
    margin: float = 0.0
    exploration: float = EXPLORATION
    playout_limit: int | None = None
    turn_budget: float | None = None
    turn_split: float = 0.25
    widening: Widening | None = None
    calibration: tuple[tuple[int, float, float], ...] = ()
    calibration_error: float = 0.0
    meter: str = "search"
    meter_share: float = 0.4
    meter_rollouts: int = 24
    meter_calibration: tuple[float, float] | None = None
    rollout_iterations: int = 5
    players_calibration: tuple[TableMap, ...] = ()
    review_iterations: int = 1000

    def __post_init__(self) -> None:
        if self.meter not in METERS:
            raise OptionError(f"no meter {self.meter!r}; the meters are: {', '.join(METERS)}")

    def calibrated(self, chance: float, iterations: int, players: int) -> float:
        """The `chance` a search of `iterations` found in a game of `players`, mapped by `calibration`;
        the order of chances stays."""
        at_table = self.table_map("search", players)
        if at_table is not None:
            return mapped(chance, *at_table, players)
        if not self.calibration:
            return chance
        return mapped(chance, *self._map_at(iterations), players)

    def forecast(self, chance: float, error: float, iterations: int, players: int) -> tuple[float, float]:
        """A searched `chance` with its search's standard `error`, both calibrated."""
        return _with_error(lambda p: self.calibrated(p, iterations, players), chance, error)

    def solved_chance(self, chance: float, players: int) -> float:
        """An exact chance from the game's solver at a table of `players`: through the map of
        `players_calibration` that serves solved chances at that table, if one does; solved chances take
        no search map."""
        at_table = self.table_map("solved", players)
        return chance if at_table is None else mapped(chance, *at_table, players)

    def rollout_forecast(self, chance: float, error: float, players: int) -> tuple[float, float]:
        """A rollout chance with its standard error, both through the meter's map at a table of `players`
        (the rollouts' map of `players_calibration` that serves the table, else `meter_calibration`), as
        `forecast` maps a searched one."""
        at_table = self.table_map("rollouts", players) or self.meter_calibration
        if at_table is None:
            return chance, error
        slope, intercept = at_table
        return _with_error(lambda p: mapped(p, slope, intercept, players), chance, error)

    def meter_chance(self, chance: float, iterations: int, players: int, source: ChanceSource | None = None) -> float:
        """A chance the meter found before any map (`bench calibration --fit`), mapped as the meter maps a
        chance from its `source` (`Advice.source`; None: the meter's own): `iterations` is the search's
        length, for a searched one."""
        kind = source or self.meter
        if kind == "solved":
            return self.solved_chance(chance, players)
        if kind == "rollouts":
            return self.rollout_forecast(chance, 0.0, players)[0]
        return self.calibrated(chance, iterations, players)

    def meter_error(self, error: float) -> float:
        """How far a hint's chance may be off as a forecast of the outcome: the search's `error` and
        `calibration_error` joined, as independent errors are."""
        return math.hypot(error, self.calibration_error)

    def table_map(self, source: ChanceSource, players: int) -> tuple[float, float] | None:
        """The (slope, intercept) of `players_calibration` that serves chances from `source` at a table of
        `players`: the one fitted on the most players up to that many, if any is."""
        serving = sorted((n, slope, intercept) for kind, n, slope, intercept in self.players_calibration
                         if kind == source and n <= players)
        return serving[-1][1:] if serving else None

    def _map_at(self, iterations: int) -> tuple[float, float]:
        fitted = sorted(self.calibration)
        if iterations <= fitted[0][0]:
            return fitted[0][1:]
        for (n0, s0, i0), (n1, s1, i1) in itertools.pairwise(fitted):
            if iterations <= n1:
                w = math.log(iterations / n0) / math.log(n1 / n0)
                return s0 + w * (s1 - s0), i0 + w * (i1 - i0)
        return fitted[-1][1:]


#: Searched chances are kept this far from 0 and 1 before they are calibrated (a logit needs it).
CALIBRATION_EDGE = 0.005


def logit(chance: float) -> float:
    """The log-odds of `chance`, kept within CALIBRATION_EDGE of 0 and 1: what the maps act on."""
    p = min(1 - CALIBRATION_EDGE, max(CALIBRATION_EDGE, chance))
    return math.log(p / (1 - p))


def mapped(chance: float, slope: float, intercept: float, players: int) -> float:
    """`chance` through a logistic map of its log-odds, centred on the even share 1/`players`: the form
    of every calibration map.

    The slope scales the log-odds' distance from the even share, so that a map which tempers an
    overconfident chance tempers it towards an even share at that table, not towards a half: read so,
    Arturo's map fitted on two players holds at three and four (docs/benchmarks.md, "One map for each
    number of players"). With two players the centre is log-odds 0.
    """
    even = logit(1 / players)
    # the logistic function in a form that cannot overflow, whatever slope a small sample fitted
    return 0.5 * (1 + math.tanh((slope * (logit(chance) - even) + even + intercept) / 2))


def _with_error(mapping: Callable[[float], float], chance: float, error: float) -> tuple[float, float]:
    """`chance` and its standard `error` through `mapping`: the error carried as half the mapped width
    of chance ± error, so that a map that flattens chances flattens their error too."""
    low, high = mapping(max(0.0, chance - error)), mapping(min(1.0, chance + error))
    return mapping(chance), (high - low) / 2


DEFAULT = SearchSettings()

#: Settings given at run time, ahead of a game's own (tests use this for the toy game).
SETTINGS: dict[str, SearchSettings] = {}


def settings_for(game_id: str) -> SearchSettings:
    """The game's SEARCH from rules/<game>/tuning.py, else DEFAULT (also for a game not installed)."""
    if game_id in SETTINGS:
        return SETTINGS[game_id]
    try:
        module = game_module(game_id, "tuning")
    except OptionError:
        return DEFAULT
    found: SearchSettings = getattr(module, "SEARCH", DEFAULT)
    return found
