"""How `hard` searches each game: the settings measured to play best within its second.

Kept here, apart from the games' heuristics, because they tune the search, not the
game knowledge; `party-table bench bots` is how they were chosen (docs/benchmarks.md).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from .ismcts import EXPLORATION, Widening


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
    for the search length it was fitted at: searches over determinizations are too sure of the
    seat to act, whose hidden cards are real while the rivals' are dealt at random, and how much
    too sure depends on how long they search. Between two fitted lengths the map's slope and
    intercept are interpolated on the logarithm of the iterations; beyond them the nearest one
    holds. Empty: reported as searched.
    """

    playouts: str = "playout"
    margin: float = 0.0
    exploration: float = EXPLORATION
    playout_limit: int | None = None
    turn_budget: float | None = None
    turn_split: float = 0.25
    widening: Widening | None = None
    calibration: tuple[tuple[int, float, float], ...] = ()

    def calibrated(self, chance: float, iterations: int) -> float:
        """The `chance` a search of `iterations` found, mapped by `calibration`; the order of chances stays."""
        if not self.calibration:
            return chance
        slope, intercept = self._map_at(iterations)
        return 1 / (1 + math.exp(-(slope * logit(chance) + intercept)))

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


DEFAULT = SearchSettings()

#: Per game; a game not listed uses DEFAULT.
SETTINGS: dict[str, SearchSettings] = {
    # A whole park game is hundreds of steps: playouts of 40 steps scored by the
    # heuristic's evaluate give about five times the iterations in the same second.
    # A park turn is about nine decisions of one's own: the turn as a whole gets 2.1
    # decision budgets (2.1 s by default), and each decision continues the tree of the last.
    # Each decision spends a quarter of what is left, so a turn spends about 85% of it: the
    # median turn stays under 2 s. Shorter playouts (20 steps) fit 1.7 times the iterations
    # but lose strength: 74% against normal where 40 steps win 90% (docs/benchmarks.md).
    # Progressive widening (a node visited n times chooses among its 1.5 × √n likeliest moves):
    # a placement has about 60 moves and most decisions 30 more ways to spend tokens, too many
    # to try each once in a 2 s turn. Widened, the 2 s turn beats normal in 97.8% of 400 games,
    # against 85.8% unwidened (docs/benchmarks.md, issue 19).
    # Calibrations: each fitted on 400 games of `normal` (bench calibration), at 200 iterations
    # (the park's at 100) and at about the side panel's meter budget (0.5 s: Birthday Turtle
    # 1,000, Arturo 750, Day at the Park 250 iterations), 2026-12-01; docs/benchmarks.md has
    # the tables before and after.
    "day-at-the-park": SearchSettings(
        playout_limit=40,
        turn_budget=2.1,
        widening=(1.5, 0.5),
        calibration=((100, 0.529, -0.283), (250, 0.578, -0.319)),
    ),
    "birthday-turtle": SearchSettings(calibration=((200, 0.670, -0.766), (1000, 0.780, -0.555))),
    "arturo": SearchSettings(calibration=((200, 0.340, -0.653), (750, 0.395, -0.679))),
}


def settings_for(game_id: str) -> SearchSettings:
    return SETTINGS.get(game_id, DEFAULT)
