"""The bot levels above `random`: easy, normal and hard.

`normal` plays the game's heuristic. `easy` plays it too but slips now and then
(a random legal move or the heuristic's second choice), so a beginner can win.
`hard` searches with ISMCTS from the seat's view, its playouts guided by the
heuristic. A game without a heuristic gets random play for easy and normal and
random playouts for hard.
"""

from __future__ import annotations

import random

from rules.core import Action, View

from .base import Bot, Budget, Heuristic, RandomBot, RatedAction, acting_actions
from .ismcts import SearchResult, search
from .tuning import DEFAULT, SearchSettings

#: Default thinking time of `hard` per decision.
HARD_BUDGET = Budget(seconds=1.0)
#: The short search behind a `normal`/`easy` hint when the game cannot rate moves itself.
HINT_BUDGET = Budget(seconds=0.3, iterations=400)


def _rated_by_heuristic(heuristic: Heuristic, view: View, rng: random.Random) -> list[RatedAction] | None:
    """The heuristic's own ratings as 0..1 values, best first, or None if it has none."""
    rated = heuristic.rate_actions(view, rng)
    if not rated:
        return None
    scores = [s for _, s in rated]
    low, high = min(scores), max(scores)
    span = high - low
    ordered = sorted(range(len(rated)), key=lambda i: (-rated[i][1], i))
    return [RatedAction(rated[i][0], (rated[i][1] - low) / span if span > 0 else 1.0) for i in ordered]


class NormalBot(Bot):
    """The game's heuristic: sensible play from the view alone, in milliseconds."""

    level = "normal"

    def __init__(self, heuristic: Heuristic | None) -> None:
        self.heuristic = heuristic
        self._fallback = RandomBot()

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        if self.heuristic is None:
            return self._fallback.choose(view, rng, budget)
        actions = acting_actions(view)
        if len(actions) == 1:
            return actions[0]
        return self.heuristic.choose(view, rng)

    def hint(self, view: View, rng: random.Random, budget: Budget | None = None) -> list[RatedAction]:
        """The heuristic's move first; values from its own ratings or from a short search."""
        best = self.choose(view, rng, budget)
        rated = _rated_by_heuristic(self.heuristic, view, rng) if self.heuristic is not None else None
        if rated is None:
            rated = search(view, rng, budget or HINT_BUDGET, self.heuristic).rated()
        first = [r for r in rated if r.action == best]
        return first + [r for r in rated if r.action != best]


class EasyBot(NormalBot):
    """The heuristic with deliberate mistakes: with probability `slip`, a worse move."""

    level = "easy"

    def __init__(self, heuristic: Heuristic | None, slip: float = 0.3) -> None:
        super().__init__(heuristic)
        self.slip = slip

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        actions = acting_actions(view)
        if self.heuristic is None or len(actions) == 1:
            return rng.choice(actions)
        if rng.random() >= self.slip:
            return self.heuristic.choose(view, rng)
        if rng.random() < 0.5:
            rated = _rated_by_heuristic(self.heuristic, view, rng)
            if rated is not None and len(rated) > 1:
                return rated[1].action
        return rng.choice(actions)


class HardBot(Bot):
    """ISMCTS over determinizations of the view, playouts guided by the heuristic."""

    level = "hard"

    def __init__(
        self, heuristic: Heuristic | None, budget: Budget = HARD_BUDGET, settings: SearchSettings = DEFAULT
    ) -> None:
        self.heuristic = heuristic
        self.budget = budget
        self.settings = settings

    def _search(self, view: View, rng: random.Random, budget: Budget | None, settle: bool) -> SearchResult:
        s = self.settings
        return search(
            view,
            rng,
            budget or self.budget,
            self.heuristic,
            s.exploration,
            s.playouts,
            s.margin,
            s.playout_limit,
            settle,
        )

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        """The search's move; the search ends early once no other move can catch up with it."""
        return self._search(view, rng, budget, settle=True).best()

    def hint(self, view: View, rng: random.Random, budget: Budget | None = None) -> list[RatedAction]:
        """Every legal action with its searched win chance; the first is what `choose` plays.

        The hint searches its whole budget, so that the moves it did not choose are rated too.
        """
        return self._search(view, rng, budget, settle=False).rated()
