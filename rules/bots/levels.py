"""The bot levels above `random`: easy, normal and hard.

`normal` plays the game's heuristic. `easy` plays it too but slips now and then
(a random legal move or the heuristic's second choice), so a beginner can win.
`hard` searches with ISMCTS from the seat's view, its playouts guided by the
heuristic; where the game can work a decision out instead (`Heuristic.solve`:
Turtle Butt's basic and rococo games), it plays the solved move, and where searching is
measured to mislead (`Heuristic.search_misleads`: the liar's game), it plays each move out when
the decision has only a few (answering a claim: `PLAYED_OUT_MOVES`), the game's candidates when it
has more (`Heuristic.candidates`: a handful of claims), and failing those the heuristic's `expert`
move. In a game whose heuristic names turns and whose search settings give a turn budget (Day at
the Park), `hard` spends its budget per turn and carries its tree from one of its decisions to the
next. A game without a heuristic gets random play
for easy and normal and random playouts for hard.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass

from rules.core import Action, View

from .base import Advice, Bot, Budget, Heuristic, RandomBot, RatedAction, acting_actions
from .ismcts import SearchResult, _Node, deal, search
from .rollouts import rollout_chance, rollout_ratings
from .tuning import DEFAULT, SearchSettings

#: Default thinking time of `hard` per decision.
HARD_BUDGET = Budget(seconds=1.0)
#: The short search behind a `normal`/`easy` hint when the game cannot rate moves itself.
HINT_BUDGET = Budget(seconds=0.3, iterations=400)
#: Where a search would be misled, a decision of at most this many moves has each move played out
#: (`rollouts.rollout_ratings`) instead of the expert's answer: answering a claim has two.
PLAYED_OUT_MOVES = 4


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

    def hint(self, view: View, rng: random.Random, budget: Budget | None = None,
             include: Action | None = None) -> list[RatedAction]:
        """The heuristic's move first; values from its own ratings or from a short search."""
        best = self.choose(view, rng, budget)
        rated = _rated_by_heuristic(self.heuristic, view, rng) if self.heuristic is not None else None
        if rated is None:
            rated = search(view, rng, budget or HINT_BUDGET, self.heuristic).rated()
        first = [r for r in rated if r.action == best]
        return first + [r for r in rated if r.action != best]


#: An `easy` slip where the heuristic rates the moves: one of this many after its best.
SLIP_CHOICES = 5


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
        rated = _rated_by_heuristic(self.heuristic, view, rng)
        worse = rated[1:min(SLIP_CHOICES + 1, max(2, len(rated) // 2))] if rated is not None else []
        if rng.random() < 0.5 and worse:
            return worse[0].action
        # a worse move, but one a beginner might make: among the few after the best where the game rates them
        return rng.choice(worse).action if worse else rng.choice(actions)


@dataclass
class _Turn:
    """What `hard` spent so far in one turn of one seat, and the tree of its last decision."""

    name: object
    seconds: float = 0.0
    iterations: int = 0
    view: View | None = None
    action: Action | None = None
    tree: _Node | None = None

    def follow(self, view: View, rng: random.Random) -> _Node | None:
        """The last tree's child for the move played, if `view` is exactly where that move led.

        Nothing may have been revealed in between: the move, played on two fresh
        determinizations of the last view, must give this very view both times.
        """
        seat = view.seat
        if self.view is None or self.action is None or self.tree is None or seat is None or seat != self.view.seat:
            return None
        child = self.tree.children.get((str(self.action),))
        if child is None:
            return None
        for _ in range(2):
            state = deal(self.view, rng)
            state.apply(seat, self.action)
            if state.view(seat) != view:
                return None
        return child


#: The turn in progress of each (game, seat), shared by every `hard` bot of the process: the app
#: makes a new bot for each decision.
_TURNS: dict[tuple[str, int], _Turn] = {}
_TURNS_LOCK = threading.Lock()


def forget_turns() -> None:
    """Drop what `hard` remembers of the turns in progress: its next decisions start afresh."""
    with _TURNS_LOCK:
        _TURNS.clear()


class HardBot(Bot):
    """ISMCTS over determinizations of the view, playouts guided by the heuristic."""

    level = "hard"

    def __init__(
        self,
        heuristic: Heuristic | None,
        budget: Budget = HARD_BUDGET,
        settings: SearchSettings = DEFAULT,
        *,
        exact: bool = True,
    ) -> None:
        """`exact=False` leaves out the heuristic's solved and expert answers, so that the bot searches
        every decision as `hard` did before it had them (benchmarks measure one against the other)."""
        self.heuristic = heuristic
        self.budget = budget
        self.settings = settings
        self.exact = exact

    def _search(
        self,
        view: View,
        rng: random.Random,
        budget: Budget | None,
        settle: bool,
        tree: _Node | None = None,
        widen: bool = True,
    ) -> SearchResult:
        """`widen`: widen the tree as the settings say; a hint does not (see `hint`)."""
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
            settle=settle,
            tree=tree,
            widening=s.widening if widen else None,
        )

    def _solved(self, view: View, rng: random.Random) -> list[RatedAction] | None:
        """The heuristic's exact answer, best first, when the decision is small enough to solve."""
        if self.heuristic is None or not self.exact or len(acting_actions(view)) < 2:
            return None
        solved = self.heuristic.solve(view, rng)
        if solved is None:
            return None
        players = view.seat_count()
        return [RatedAction(action, self.settings.solved_chance(min(1.0, max(0.0, value)), players), 0.0)
                for action, value in solved]

    def _misled(self, view: View) -> bool:
        """The game's expert answers this decision, because a search would be misled by its deals."""
        return self.exact and self.heuristic is not None and self.heuristic.search_misleads(view)

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        """The solved move if the game can solve it; else the search's, which ends once no other move can catch up."""
        self.iterations = 0
        solved = self._solved(view, rng)
        if solved is not None:
            return solved[0].action
        if self._misled(view):
            assert self.heuristic is not None
            moves = self._played_out_moves(view)
            if moves is not None:
                return self._rated_by_rollouts(view, rng, budget or self.budget, moves)[0].action
            return self.heuristic.expert(view, rng)
        turn = self.heuristic.turn(view) if self.heuristic is not None else None
        if turn is not None and self.settings.turn_budget is not None:
            return self._turn_choose(view, rng, budget or self.budget, turn)
        result = self._search(view, rng, budget, settle=True)
        self.iterations = result.iterations
        return result.best()

    def _turn_choose(self, view: View, rng: random.Random, budget: Budget, name: object) -> Action:
        """A decision within a turn: a share of what the turn's budget has left, the last tree continued."""
        start = time.perf_counter()
        seat = view.seat
        assert seat is not None
        key = (view.game_id, seat)
        with _TURNS_LOCK:
            turn = _TURNS.get(key)
        if turn is None or turn.name != name:
            turn = _Turn(name)
        elif turn.action is not None and turn.view == view:
            return turn.action  # the same decision asked again: the same answer
        tree = turn.follow(view, rng)
        whole, split = self.settings.turn_budget or 1.0, self.settings.turn_split
        seconds = iterations = None
        if budget.seconds is not None:
            seconds = max(0.0, whole * budget.seconds - turn.seconds) * split
        if budget.iterations is not None:
            iterations = math.ceil(max(0, round(whole * budget.iterations) - turn.iterations) * split)
        if seconds is None and iterations is None:
            seconds = max(0.0, whole - turn.seconds) * split
        spent = (seconds is not None and seconds < 0.005) or iterations == 0
        if spent and tree is None:
            action = self.heuristic.choose(view, rng) if self.heuristic is not None else acting_actions(view)[0]
            result = None
        else:
            result = self._search(view, rng, Budget(0 if spent else seconds, 0 if spent else iterations), True, tree)
            action = result.best()
        turn.seconds += time.perf_counter() - start
        self.iterations = result.iterations if result is not None else 0
        turn.iterations += self.iterations
        turn.view, turn.action, turn.tree = view, action, result.tree if result is not None else None
        with _TURNS_LOCK:
            _TURNS[key] = turn
        return action

    def hint(self, view: View, rng: random.Random, budget: Budget | None = None,
             include: Action | None = None) -> list[RatedAction]:
        """Every legal action with its win chance, the best first: what `choose` plays, unless the
        game's settings have `choose` spend a turn's budget or widen its tree. Where each move is played
        out and the decision has too many, only the game's candidates and `include` are rated.

        A hint that searches spends its whole budget, so that the moves it did not choose are rated too,
        and reports the searched chances calibrated (`SearchSettings.calibration`). It does not widen
        its tree: every move it rates is searched, and its chances are those the maps were fitted to.
        """
        solved = self._solved(view, rng)
        return solved if solved is not None else self._searched_hint(view, rng, budget, include)

    def _played_out_moves(self, view: View) -> list[Action] | None:
        """The moves of this decision rated by games played out after them: every move of a decision with
        a few, else the game's candidates (`Heuristic.candidates`); None where the search rates them."""
        if not self._misled(view):
            return None
        actions = acting_actions(view)
        if len(actions) <= PLAYED_OUT_MOVES:
            return actions
        assert self.heuristic is not None
        return self.heuristic.candidates(view)

    def _rated_by_rollouts(self, view: View, rng: random.Random, budget: Budget,
                           actions: list[Action]) -> list[RatedAction]:
        """`actions` with the seat's chance once each is played and the game played out, best first,
        through the meter's map of played-out chances (`SearchSettings.rollout_forecast`)."""
        assert self.heuristic is not None
        s = self.settings
        rounds = None
        if budget.iterations is not None:
            rounds = max(1, budget.iterations // (s.rollout_iterations * len(actions)))
        found = rollout_ratings(view, rng, Budget(budget.seconds, rounds), self.heuristic, actions)
        players = view.seat_count()
        rated = [RatedAction(a, *s.rollout_forecast(r.chance, r.error, players))
                 for a, r in zip(actions, found, strict=True)]
        return sorted(rated, key=lambda r: -r.value)

    def _searched_hint(self, view: View, rng: random.Random, budget: Budget | None,
                       include: Action | None = None) -> list[RatedAction]:
        """`hint` where the game does not solve the decision."""
        moves = self._played_out_moves(view)
        if moves is not None:
            if include is not None and include not in moves:
                moves = [*moves, include]
            return self._rated_by_rollouts(view, rng, budget or self.budget, moves)
        # Chosen before the search draws from `rng`, as `choose` chooses it.
        best = self.heuristic.expert(view, rng) if self.heuristic is not None and self._misled(view) else None
        result = self._search(view, rng, budget, settle=False, widen=False)
        self.iterations = result.iterations
        players = view.seat_count()
        rated = [RatedAction(r.action, *self.settings.forecast(r.value, r.error, result.iterations, players))
                 for r in result.rated()]
        if best is not None:
            rated = [r for r in rated if r.action == best] + [r for r in rated if r.action != best]
        return rated

    def advise(self, view: View, rng: random.Random, budget: Budget | None = None) -> Advice:
        """The hint and the meter's chance within `budget`: the solver's chance where the game solves the
        decision; else the hint's search's, or, where the game's meter plays rollouts
        (`SearchSettings.meter`) or its search would be misled (`Heuristic.search_misleads`), that of
        games played out in a share of the budget. The chance's error joins the calibration's own
        (`SearchSettings.meter_error`)."""
        s, budget = self.settings, budget or self.budget
        self.iterations = 0
        solved = self._solved(view, rng)
        if solved is not None:
            return Advice(solved, solved[0].value, s.meter_error(0.0), source="solved")
        if not self._plays_out(view):
            rated = self._searched_hint(view, rng, budget)
            if len(rated) < 2:
                return Advice(rated, None)
            return Advice(rated, rated[0].value, s.meter_error(rated[0].error))
        seconds = budget.seconds
        rated = self._searched_hint(view, rng, Budget(seconds * (1 - s.meter_share) if seconds is not None
                                                      else None, budget.iterations))
        if len(rated) < 2:
            return Advice(rated, None)
        chance, error = self._meter_rollouts(view, rng, budget)
        return Advice(rated, chance, s.meter_error(error), source="rollouts")

    def _plays_out(self, view: View) -> bool:
        """Whether the meter's chance of this searched decision comes from games played out."""
        return self.heuristic is not None and (self.settings.meter == "rollouts" or self._misled(view))

    def _meter_rollouts(self, view: View, rng: random.Random, budget: Budget) -> tuple[float, float]:
        """The rollouts' chance and its error, mapped, in the meter's share of `budget`."""
        s, seconds = self.settings, budget.seconds
        assert self.heuristic is not None
        played = rollout_chance(view, rng, Budget(seconds * s.meter_share if seconds is not None else None,
                                                  s.meter_rollouts if budget.iterations is not None else None),
                                self.heuristic)
        return s.rollout_forecast(played.chance, played.error, view.seat_count())

    def played_out(self, view: View, rng: random.Random, budget: Budget | None = None) -> float | None:
        """The meter's chance as `advise` has it where it plays the position out, without the hint's
        search: a review rates the moves once or twice and the position once. None elsewhere: a solved
        decision, a game whose meter reads the search, or a decision whose moves are each played out
        (a review shows their own chances there: the meter's plays the seat's first move as `normal`
        would, where the review's chance before a move is that of the move the bot prefers)."""
        if (not self._plays_out(view) or len(acting_actions(view)) < 2 or self._played_out_moves(view) is not None
                or self._solved(view, rng) is not None):
            return None
        return self._meter_rollouts(view, rng, budget or self.budget)[0]
