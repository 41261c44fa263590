"""Game review: replay a record and let the hard bot judge every decision.

For every position where a seat had a real choice, the hard bot rates that seat's
legal actions from the seat's own view — what the player knew at that moment, never
the cards still hidden — so each estimate is fair to the player. From the ratings:

- the seat's chance of winning before the move (the value of the bot's preferred
  action) and after it (the value of the action played);
- the estimated loss of the move played and a mark (see `mark_of` and docs/review.md);
- where the game's meter reads its chance elsewhere than in the search (games played out,
  `SearchSettings.meter`), the meter's chance of the position, which the review then shows:
  the search tells moves apart, the meter forecasts better who wins.

Every seat's decisions are rated, so one review serves any seat (and the win-chance
graph, which has a line per seat). A seat's line changes at its own decisions and is
carried between them; once the game is over it ends on the real outcome.

A review is deterministic: with an iteration budget, the same record and seed give the
same review, whether it runs in one process or several (each position has its own
generator, seeded from the review's seed and the position).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules import parallel
from rules.bots import Budget, HardBot, make_bot, settings_for
from rules.core import OptionError, Record, RecordError, Text, View, clip, json_value, say

FORMAT = "party-table-review"
#: 2: decisions that seemed to give ground are decided by a second, longer search (`checked`).
#: 3: a decision keeps its loss's search error and its first look's loss; a searched loss just past a
#: threshold gets the milder mark (`Decision.mark`).
#: 4: a decision keeps the meter's chance where the meter plays games out (`Decision.chance`).
VERSION = 4

#: The marks, best first.
MARKS: tuple[str, ...] = ("good", "inaccuracy", "mistake", "blunder")
#: Loss of winning chance (0..1) from which a move is an inaccuracy, a mistake, a blunder.
#: The steps of 10, 20 and 30 points of winning chance follow what chess sites use on the same
#: scale; smaller differences are within what one search can tell apart.
INACCURACY, MISTAKE, BLUNDER = 0.10, 0.20, 0.30

#: How many times the budget a second search gets when a move seems to give ground (see `_rate`).
SECOND_LOOK = 4
#: A searched loss less than this past a threshold is too close to call, and gets the milder mark: two
#: searches of one position with different seeds differ on a loss by about this much (docs/benchmarks.md,
#: `bench review`). Twice the loss's standard error, when that is more; nothing for an exact answer.
NEAR = 0.05

#: How many of the bot's top-rated actions a decision keeps (for the app's list of alternatives).
KEEP_CHOICES = 3


def default_budget(game_id: str) -> Budget:
    """The review's budget when none is given: the game's `SearchSettings.review_iterations` per position."""
    return Budget(iterations=settings_for(game_id).review_iterations)


def mark_of(loss: float) -> str:
    """The mark of a move that gave up `loss` of the seat's chance of winning."""
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return "good"


@dataclass(frozen=True)
class Decision:
    """One rated decision: `index` is the action's place in the record (from 0)."""

    index: int
    seat: int
    played: str
    best: str
    #: The seat's chance of winning before the move (with the bot's preferred action) and after the move played.
    before: float
    after: float
    #: How many legal actions the seat had.
    choices: int
    #: The bot's top-rated actions and their values, best first.
    top: tuple[tuple[str, float], ...] = ()
    #: Whether the move seemed to give ground at first and a longer search decided (see `_rate`).
    checked: bool = False
    #: When `checked`: the loss the first, shorter search found.
    first_loss: float | None = None
    #: The search's standard error of `loss` (0: exact, as a solved game's; None: not recorded).
    error: float | None = None
    #: The meter's chance of the position where it plays games out (`HardBot.played_out`), which
    #: forecasts the outcome better than the search's `before`; None: the meter reads `before` too.
    chance: float | None = None

    @property
    def loss(self) -> float:
        """What the move played gave up: the search's difference between the two moves."""
        return max(0.0, self.before - self.after)

    @property
    def chance_before(self) -> float:
        """The seat's chance of winning before the move, as the review shows it: the meter's."""
        return self.before if self.chance is None else self.chance

    @property
    def chance_after(self) -> float:
        """The chance the review shows after the move: the chance before, less what the move gave up."""
        return self.after if self.chance is None else max(0.0, self.chance - self.loss)

    @property
    def loss_beyond_chance(self) -> bool:
        """Whether the search's loss is more than the meter's chance before the move, so that the chance
        shown after it stops at 0 and the two disagree on the position."""
        return self.chance is not None and self.loss > self.chance

    @property
    def margin(self) -> float:
        """How far past a threshold the loss must be for the harsher mark (see NEAR)."""
        if self.error == 0.0:
            return 0.0
        return max(NEAR, 2 * (self.error or 0.0))

    @property
    def mark(self) -> str:
        """The mark of the loss, the milder one when the loss is within `margin` of a threshold: one step milder
        at most, however wide a short search's margin (a 25-point loss is never called good)."""
        harsher = MARKS.index(mark_of(self.loss))
        return MARKS[max(MARKS.index(mark_of(self.loss - self.margin)), harsher - 1)]

    @property
    def too_close(self) -> str | None:
        """The harsher mark the loss alone would get, where it is too close to call and `mark` is milder."""
        harsher = mark_of(self.loss)
        return harsher if harsher != self.mark else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "move": self.index + 1,
            "seat": self.seat,
            "played": self.played,
            "best": self.best,
            "before": self.before,
            "after": self.after,
            "loss": _round(self.loss),
            "mark": self.mark,
            "choices": self.choices,
            "top": [[notation, value] for notation, value in self.top],
            "checked": self.checked,
            **({"first_loss": self.first_loss} if self.first_loss is not None else {}),
            **({"error": self.error} if self.error is not None else {}),
            **({"chance": self.chance} if self.chance is not None else {}),
        }

    @staticmethod
    def from_dict(data: Any) -> Decision:
        """Read a decision written by `to_dict`; RecordError if it is not one (`Review.from_dict` checks that
        it fits its game)."""
        try:
            if not isinstance(data, Mapping):
                raise TypeError("a decision is not an object")
            optional = {key: None if data.get(key) is None else _chance(data[key])
                        for key in ("first_loss", "error", "chance")}
            return Decision(
                index=json_value(data["move"], int) - 1,
                seat=json_value(data["seat"], int),
                played=json_value(data["played"], str),
                best=json_value(data["best"], str),
                before=_chance(data["before"]),
                after=_chance(data["after"]),
                choices=json_value(data["choices"], int),
                top=tuple((json_value(n, str), _chance(v)) for n, v in json_value(data.get("top", []), list)),
                checked=json_value(data.get("checked", False), bool),
                first_loss=optional["first_loss"],
                error=optional["error"],
                chance=optional["chance"],
            )
        except KeyError as exc:
            raise _damaged(say("it lacks the field {field}", field=clip(exc.args[0]))) from None
        except (TypeError, ValueError, AttributeError):
            raise _damaged(say("it holds a value of the wrong kind")) from None


def _damaged(detail: Text) -> RecordError:
    return RecordError(say("the review is damaged: {detail}", detail=detail))


def _chance(value: Any) -> float:
    """A chance of winning (or a share of one) as the review wrote it: a number from 0 to 1. A NaN, an infinity
    or a huge number would stop the page that shows it as a percentage."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0.0 <= value <= 1.0:
        raise _damaged(say("a chance of winning in it is not a number from 0 to 1"))
    return float(value)


@dataclass(frozen=True)
class Review:
    """The hard bot's judgement of a whole game.

    `chances[k][s]` is seat s's chance of winning, as s could estimate it, at position k
    (before the record's action k; the last position is the end).
    """

    game: str
    players: tuple[str, ...]
    budget: Budget
    seed: int
    chances: tuple[tuple[float, ...], ...]
    decisions: tuple[Decision, ...]
    over: bool
    winners: tuple[int, ...] = ()

    def of_seat(self, seat: int | None) -> list[Decision]:
        """The decisions of `seat` (every seat's when None), in game order."""
        return [d for d in self.decisions if seat is None or d.seat == seat]

    def at(self, index: int) -> list[Decision]:
        """The decisions rated at record action `index` (none when the move was forced)."""
        return [d for d in self.decisions if d.index == index]

    def counts(self, seat: int) -> dict[str, int]:
        """How many of the seat's decisions got each mark."""
        found = dict.fromkeys(MARKS, 0)
        for d in self.of_seat(seat):
            found[d.mark] += 1
        return found

    def to_dict(self, seat: int | None = None) -> dict[str, Any]:
        """The review as JSON data; with `seat`, only that seat's decisions are listed."""
        budget: dict[str, Any] = {}
        if self.budget.iterations is not None:
            budget["iterations"] = self.budget.iterations
        if self.budget.seconds is not None:
            budget["seconds"] = self.budget.seconds
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "players": list(self.players),
            "budget": budget,
            "seed": self.seed,
            "thresholds": {"inaccuracy": INACCURACY, "mistake": MISTAKE, "blunder": BLUNDER},
            "over": self.over,
            "winners": list(self.winners),
            "seat": seat,
            "chances": [list(row) for row in self.chances],
            "decisions": [d.to_dict() for d in self.of_seat(seat)],
        }

    @staticmethod
    def from_dict(data: Any, record: Record) -> Review:
        """Read the review of `record` written by `to_dict` (of every seat); RecordError if it is not one, or if
        it does not fit the record (see `_check_fits`)."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise RecordError(say("not a Party Table review"))
        if data.get("version") != VERSION:
            raise RecordError(say("review version {version} is not supported (this app reads {supported})",
                                  version=clip(data.get("version")), supported=VERSION))
        if data.get("seat") is not None:
            raise RecordError(say("the review lists only one seat's decisions"))
        try:
            budget = data["budget"]
            if not isinstance(budget, Mapping):
                raise TypeError("the budget is not an object")
            seconds, iterations = budget.get("seconds"), budget.get("iterations")
            if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, int | float)
                                        or not math.isfinite(seconds)):
                raise TypeError("the budget's seconds are not a number")
            review = Review(
                game=json_value(data["game"], str),
                players=tuple(json_value(p, str) for p in json_value(data["players"], list)),
                budget=Budget(seconds=seconds, iterations=None if iterations is None else json_value(iterations, int)),
                seed=json_value(data["seed"], int),
                chances=tuple(tuple(_chance(c) for c in json_value(row, list))
                              for row in json_value(data["chances"], list)),
                decisions=tuple(Decision.from_dict(d) for d in json_value(data["decisions"], list)),
                over=json_value(data["over"], bool),
                winners=tuple(json_value(s, int) for s in json_value(data["winners"], list)),
            )
        except KeyError as exc:
            raise _damaged(say("it lacks the field {field}", field=clip(exc.args[0]))) from None
        except (TypeError, ValueError, AttributeError, OptionError):
            raise _damaged(say("it holds a value of the wrong kind")) from None
        _check_fits(review, record)
        return review


def _check_fits(review: Review, record: Record) -> None:
    """RecordError unless `review` could have been made of `record`: its players and result are the game's, it
    has a chance per player at every position, and each decision is a move of the record by its player, with
    the hard bot's choices among that position's legal moves — what the page shows and lights on the table."""
    if review.game != record.game or len(review.players) != len(record.players):
        raise _damaged(say("it is not the review of this game"))
    if len(review.chances) != len(record.actions) + 1 or any(len(row) != len(record.players)
                                                             for row in review.chances):
        raise _damaged(say("its chances of winning do not fit the game"))
    at: dict[int, Decision] = {}
    for d in review.decisions:
        if not 0 <= d.index < len(record.actions) or tuple(record.actions[d.index]) != (d.seat, d.played) \
                or d.index in at:
            raise _misfit(d)
        at[d.index] = d
    state = record.new_state()
    for index, (seat, text) in enumerate(record.actions):
        if index in at:
            rated = at[index]
            legal = {str(a) for a in state.legal_actions(seat)}
            if not 1 <= rated.choices <= len(legal) or rated.best not in legal \
                    or any(n not in legal for n, _ in rated.top):
                raise _misfit(rated)
        state.apply(seat, state.parse(text))
    if review.over != state.is_over() or review.winners != (tuple(state.result().winners) if review.over else ()):
        raise _damaged(say("its result is not the game's"))


def _misfit(decision: Decision) -> RecordError:
    return _damaged(say("what it says of move {move} does not fit the game", move=clip(decision.index + 1)))


def _round(value: float) -> float:
    """Four decimals: finer than any search can tell, and the JSON reads back to the same review."""
    return round(float(value), 4)


@dataclass(frozen=True)
class _Task:
    """One position to rate: what the seat saw, and what it played."""

    game: str
    index: int
    seat: int
    view: View
    played: str
    budget: Budget
    seed: int


def _rate(task: _Task) -> Decision:
    """Ask the hard bot about one position (runs in a worker process with --jobs).

    A search spends few iterations on a move it soon finds weak, and its estimate for such a
    move is too pessimistic: a move that seems to give up INACCURACY or more is searched again
    with SECOND_LOOK times the budget, and that search decides.
    """
    decided = first = _judge(task, task.budget, "review")
    if first.best != first.played and first.loss >= INACCURACY:
        budget = Budget(
            seconds=None if task.budget.seconds is None else task.budget.seconds * SECOND_LOOK,
            iterations=None if task.budget.iterations is None else task.budget.iterations * SECOND_LOOK,
        )
        second = _judge(task, budget, "second look", checked=True)
        decided = dataclasses.replace(second, first_loss=_round(first.loss))
    # Where the side panel's meter plays games out, so does the review, once for the position: its
    # chance forecasts the outcome better than the search's, which tells the moves apart.
    hard = make_bot(task.game, "hard")
    chance = hard.played_out(task.view, random.Random(f"meter:{task.seed}:{task.index}:{task.seat}"),
                             task.budget) if isinstance(hard, HardBot) else None
    return decided if chance is None else dataclasses.replace(decided, chance=_round(chance))


def _judge(task: _Task, budget: Budget, purpose: str, checked: bool = False) -> Decision:
    bot = make_bot(task.game, "hard")
    rng = random.Random(f"{purpose}:{task.seed}:{task.index}:{task.seat}")
    played = next((a for a in task.view.legal_actions() if str(a) == task.played), None)
    rated = bot.hint(task.view, rng, budget, include=played)
    values = {str(r.action): _round(r.value) for r in rated}
    errors = {str(r.action): r.error for r in rated}
    best = str(rated[0].action)
    return Decision(
        index=task.index,
        seat=task.seat,
        played=task.played,
        best=best,
        before=values[best],
        after=values.get(task.played, 0.0),
        choices=len(rated),
        top=tuple((str(r.action), values[str(r.action)]) for r in rated[:KEEP_CHOICES]),
        checked=checked,
        error=_round(math.hypot(errors[best], errors.get(task.played, 0.0)) if task.played != best else 0.0),
    )


def tasks_of(record: Record, budget: Budget, seed: int) -> tuple[list[_Task], Any]:
    """Every real decision of the record (forced moves are skipped) and the final state.

    The record must replay (`Record.replay` says which move does not).
    """
    state = record.new_state()
    game = state.game
    work: list[_Task] = []
    for index, (seat, text) in enumerate(record.actions):
        if len(state.legal_actions(seat)) > 1:
            work.append(_Task(record.game, index, seat, state.view(seat), text, budget, seed))
        state.apply(seat, game.parse_action(text))
    return work, state


Progress = Callable[[int, int], None]


def review_record(
    record: Record,
    budget: Budget | None = None,
    seed: int = 0,
    jobs: int = 1,
    progress: Progress | None = None,
    stop: Callable[[], bool] | None = None,
    rated: Callable[[Decision], None] | None = None,
) -> Review | None:
    """Rate every decision of `record` with the hard bot; None if `stop()` said to give up.

    `progress(done, total)` is called after each rated position and `rated(decision)` with
    each decision as it comes (in game order); `jobs` > 1 rates positions in that many
    processes (the result is the same).
    """
    record.replay()  # a record that does not replay is refused here, with the bad move
    budget = budget or default_budget(record.game)
    work, final = tasks_of(record, budget, seed)
    total = len(work)
    decisions: list[Decision] = []
    if progress:
        progress(0, total)
    if jobs > 1 and total > 1:
        with parallel.pool(min(jobs, total)) as pool:
            for decision in pool.imap(_rate, work):
                decisions.append(decision)
                if rated:
                    rated(decision)
                if progress:
                    progress(len(decisions), total)
                if stop is not None and stop():
                    pool.terminate()
                    return None
    else:
        for task in work:
            if stop is not None and stop():
                return None
            decisions.append(_rate(task))
            if rated:
                rated(decisions[-1])
            if progress:
                progress(len(decisions), total)
    n = len(record.players)
    winners = final.result().winners if final.is_over() else ()
    return Review(
        game=record.game,
        players=tuple(p.name for p in record.players),
        budget=budget,
        seed=seed,
        chances=chance_lines(n, len(record.actions), decisions, winners if final.is_over() else None),
        decisions=tuple(decisions),
        over=final.is_over(),
        winners=tuple(winners),
    )


def chance_lines(
    seats: int, actions: int, decisions: Sequence[Decision], winners: Sequence[int] | None
) -> tuple[tuple[float, ...], ...]:
    """Each seat's chance of winning at every position, from its own decisions.

    Before its first decision a seat has an even share; at each of its decisions its line
    takes its chance before the move (`Decision.chance_before`), and after it its chance after the
    move played, until its next decision. At the end of a finished game each seat gets its real
    share of the win.
    """
    current = [1.0 / seats] * seats
    by_index: dict[int, list[Decision]] = {}
    for d in decisions:
        by_index.setdefault(d.index, []).append(d)
    rows: list[tuple[float, ...]] = []
    for index in range(actions + 1):
        for d in by_index.get(index, []):
            current[d.seat] = d.chance_before
        if index == actions and winners is not None:
            share = 1.0 / len(winners) if winners else 0.0
            current = [share if s in winners else 0.0 for s in range(seats)]
        rows.append(tuple(_round(c) for c in current))
        for d in by_index.get(index, []):
            current[d.seat] = d.chance_after
    return tuple(rows)


def record_digest(record: Record) -> str:
    """A fingerprint of the record (game, players, deal and moves): a saved review belongs to exactly one."""
    text = json.dumps(record.to_dict(), sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()
