"""The one interface every bot level implements.

A bot is handed a seat's view (never the state), a seeded generator and a budget,
and returns an action. The GUI, the CLI and the tests all call bots this way.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from rules.core import Action, GameState, OptionError, View


@dataclass(frozen=True)
class Budget:
    """How long a bot may think: wall seconds, iterations, or both (whichever ends first).

    An iteration budget alone makes a seeded decision reproducible.
    """

    seconds: float | None = None
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is not None and self.seconds < 0:
            raise OptionError(f"a budget cannot have negative seconds ({self.seconds})")
        if self.iterations is not None and self.iterations < 0:
            raise OptionError(f"a budget cannot have negative iterations ({self.iterations})")


@dataclass(frozen=True)
class RatedAction:
    """One candidate in a hint: the action and how good the bot thinks it is (0..1).

    `error`: the search's standard error of `value` (0 for an exact answer, such as a solved one);
    with the calibration's own error (`SearchSettings.meter_error`) the meter shows a band from it.
    """

    action: Action
    value: float
    error: float = 0.0


#: Where a meter's chance came from, which says the map it goes through (`SearchSettings.meter_chance`).
ChanceSource = Literal["search", "rollouts", "solved"]


@dataclass(frozen=True)
class Advice:
    """A hint with the meter's reading: the rated moves, best first, and the seat's chance of winning
    with its standard error (`chance` is None where a forced move has no estimate), and where that
    chance came from."""

    rated: list[RatedAction]
    chance: float | None
    error: float = 0.0
    source: ChanceSource = "search"


class Bot(ABC):
    level: str = ""
    #: Search iterations spent on the last `choose` (0 for a bot that does not search): the
    #: benchmarks report them, since a time budget buys fewer of them on a busier machine.
    iterations: int = 0

    @abstractmethod
    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        """The action this bot plays for `view.seat`."""

    def hint(self, view: View, rng: random.Random, budget: Budget | None = None,
             include: Action | None = None) -> list[RatedAction]:
        """Every legal action with a value, best first. Bots that cannot rate moves rate them equally.

        A bot may rate only some moves of a wide decision; `include` is one it must rate whatever it
        thinks of it (a review's move played)."""
        best = self.choose(view, rng, budget)
        others = [a for a in view.legal_actions() if a != best]
        return [RatedAction(best, 1.0)] + [RatedAction(a, 0.0) for a in others]

    def advise(self, view: View, rng: random.Random, budget: Budget | None = None) -> Advice:
        """The hint and the meter's chance within one budget: here the hint's rating of its first move."""
        rated = self.hint(view, rng, budget)
        if len(rated) < 2:
            return Advice(rated, None)
        return Advice(rated, rated[0].value, rated[0].error)


def acting_actions(view: View) -> list[Action]:
    """The legal actions of the view's seat, or a clear error when it has none to take."""
    actions = view.legal_actions()
    if not actions:
        raise ValueError(f"seat {view.seat} has no legal action")
    return actions


class RandomBot(Bot):
    """Plays a uniformly random legal action."""

    level = "random"

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        return rng.choice(acting_actions(view))

    def hint(self, view: View, rng: random.Random, budget: Budget | None = None,
             include: Action | None = None) -> list[RatedAction]:
        actions = acting_actions(view)
        return [RatedAction(a, 1.0 / len(actions)) for a in actions]


class Heuristic(ABC):
    """A game's own knowledge for bots, in `rules/<game>/heuristic.py` as `HEURISTIC`.

    `choose` is the `normal` level (fast: a few milliseconds, from the seat's view
    only). `playout` picks moves inside search playouts on a determinized state and
    should be cheaper still; `rollout` plays as `normal` does, on such a state, for the
    meter. `evaluate` may estimate a seat's winning chances in a state (0..1) so a search
    can stop a playout early; None means "play it out".

    Optional extras a game may provide:
    `solve(view, rng)` answers a decision small enough to be worked out rather than
    searched: every legal action with the seat's chance to win after it, best first;
    `hard` then plays the first instead of searching. `turn(view)` names the turn a decision
    belongs to, so `hard` may spend its budget per turn. `prior(state, seat, legal)` orders a
    decision's moves for a search that widens its tree (`SearchSettings.widening`). `rate_actions(view, rng)` scores
    every legal action (higher is better) so `easy` can pick the second-best move and
    hints need no search; `playout_limit` caps the
    number of playout steps before `evaluate` is asked (long games need it to keep
    a `hard` decision within its second); `stage` names the part of the game a state
    is in (say, the hand of a match), and a search then ends each iteration where the
    stage changes and asks `evaluate`, which must then answer for that state.
    """

    #: Playout steps before the search stops and asks `evaluate` (None: play to the end).
    playout_limit: int | None = None

    @abstractmethod
    def choose(self, view: View, rng: random.Random) -> Action: ...

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return rng.choice(state.legal_actions(seat))

    def rollout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        """The `normal` bot's move in a dealt world, for the meter's rollouts (`rollouts.rollout_chance`).

        By default its `choose` on the seat's view of `state`. A game may answer from the state itself,
        much faster: a dealt world's hidden parts are the deal's, never the real game's. Or it may play
        a cheaper sensible move, where that forecasts as well (Arturo's).
        """
        return self.choose(state.view(seat), rng)

    def evaluate(self, state: GameState, seat: int) -> float | None:
        return None

    def evaluate_all(self, state: GameState) -> list[float | None]:
        """Every seat's `evaluate` (a search asks for all of them at every iteration's end): a game that
        works the chances out for all seats at once answers them in one go."""
        return [self.evaluate(state, s) for s in range(state.num_players)]

    def stage(self, state: GameState) -> object | None:
        """None: searches play on to the end (or `playout_limit`)."""
        return None

    def turn(self, view: View) -> object | None:
        """A name for the turn the view's decision belongs to (say, the turn number and the
        active seat); `hard` then spends its budget per turn. None: per decision."""
        return None

    def solve(self, view: View, rng: random.Random) -> list[tuple[Action, float]] | None:
        """Every legal action with its win chance (0..1), best first, when the decision can be solved; None: search."""
        return None

    def search_misleads(self, view: View) -> bool:
        """True where a search over random deals is measured to play worse than `choose` (a bluff
        deals nothing away: the deals ignore what a rival's claim says); `hard` then plays each move out
        (a decision's few moves, or the game's `candidates`), and `expert` where it has neither."""
        return False

    def candidates(self, view: View) -> list[Action] | None:
        """Where a search misleads and the decision has too many moves to play each out, a handful of
        them worth playing out (every move `choose` might play among them): `hard` plays the best.
        None: `hard` plays `expert`."""
        return None

    def expert(self, view: View, rng: random.Random) -> Action:
        """`hard`'s move where a search misleads: `choose`'s unless the game reads more of the view."""
        return self.choose(view, rng)

    def prior(self, state: GameState, seat: int, legal: Sequence[Action]) -> list[float] | None:
        """A score for each of `legal` (higher: worth searching sooner) on a determinized state, or None.

        With scores and `SearchSettings.widening`, a search tries a node's actions in this order
        and admits more of them as the node is visited more (progressive widening).
        """
        return None

    def rate_actions(self, view: View, rng: random.Random) -> list[tuple[Action, float]] | None:
        """Every legal action with a score (higher is better), or None if the game cannot rate."""
        return None
