"""What a rival's activations tell of their Family Plan, for the search's deals (rules/bots/inference.py).

A rival chooses each activation for what it does to their plan, and every activation is public. So
a plan for that rival is the likelier the better `normal`'s own judgement, holding that plan, rates
the activations the rival really chose against the others they could have chosen: each choice
counts exp(BELIEF × its worth) over the sum of the same for every activation open to them then.
The worth of a move is `heuristic.judge`'s (the tables the next player's replies leave, blended),
taken for all 840 choices of the members in positions 1-3 and 7 at once from `heuristic.Standing`.

The view's record (`moves`, `shown`) replays the game as the table saw it, from an opening that holds
only what was public (`ArturoState.opening`): the cards under the tops were hidden then and lie in a
fixed order, so what the rival could not know does not enter either. Each rival's belief runs over
all 5,040 plans; a Preparation card they take moves every candidate plan as it moved theirs, and
tells nothing more (taking one is judged against the plan change, which this model leaves out).

Measured (2026-12-04, `normal` in both seats of 100 two-player games, 200 positions of `--seed
5000`, a one-off script): the rival's true scoring places get 16% of the weight on average (6% with
BELIEF 1, against a uniform 0.12% and 1.3-2.1% under `rate` alone). Dealing from it, the search's
chance at the app's 600 iterations scores Brier 0.187 after a cross-validated map, against 0.230
dealing plainly; rollouts of `normal` score 0.170 (0.206 before).

A rival decision costs about 6 ms to weigh (11 ms at the 95th percentile) and a whole game 0.2-0.3 s,
so each game's beliefs are kept (`_kept`) and a later view of the same game only replays the moves
that are new to them.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

from rules.bots.inference import Deal, Weight
from rules.core import GameState, RulesError, View

from .actions import ArturoAction, Prepare
from .data import PLAN_MEMBERS
from .heuristic import Standing, activations, after, blend, replies, standing_terms
from .plan import prepare_all
from .state import ArturoState
from .view import ArturoView

#: How closely a rival is taken to play as `normal` would: an activation worth a point less than another
#: is e^-3 (about a twentieth) as likely to be chosen. Sharper than 1 forecasts better (Brier above).
BELIEF = 3.0
#: Deals drawn for each one a search keeps, where `weigher` is used instead of `dealer`.
CANDIDATES = 8
#: Games whose replayed beliefs are kept (a table, its hints and its bots look at one game at a time).
KEPT = 8

#: Every ordered choice of the members in positions 1, 2, 3 and 7 (the positions that score).
SCORING_HEADS: tuple[tuple[int, ...], ...] = tuple(itertools.permutations(PLAN_MEMBERS, 4))
#: Every Family Plan.
PLANS: tuple[tuple[int, ...], ...] = tuple(itertools.permutations(PLAN_MEMBERS))
#: Each plan's place in SCORING_HEADS.
_PLAN_HEAD = {plan: SCORING_HEADS.index((plan[0], plan[1], plan[2], plan[6])) for plan in PLANS}
_MEMBERS = max(PLAN_MEMBERS) + 1
#: Each head as its first two members in one index, its third and its last: a table's standing for
#: all heads is then two sums per head, over pairs worked out once (`_head_standings`).
_HEAD_PARTS = tuple((first * _MEMBERS + second, third, last) for first, second, third, last in SCORING_HEADS)


@functools.lru_cache(maxsize=256)  # at most 256 x 840 numbers: about 7 MB
def _head_standings(terms: Standing) -> tuple[float, ...]:
    """`terms.of_head` for every one of SCORING_HEADS, added in the same order (kept: most replies
    leave a table whose terms were met before)."""
    firsts = [terms.base + terms.first[f] + terms.second[s] for f in range(_MEMBERS) for s in range(_MEMBERS)]
    third, last = terms.third, terms.last
    return tuple([firsts[pair] + third[t] + last[z] for pair, t, z in _HEAD_PARTS])


def head_worths(state: ArturoState, seat: int, actions: Sequence[ArturoAction]) -> list[list[float]]:
    """`judge`'s worth of each activation for `seat`, for every one of SCORING_HEADS as its plan's
    scoring places: [action][head]: `blend` over each reply's standing, head by head."""
    out = []
    for action in actions:
        by_reply = [_head_standings(standing_terms(s)) for s in replies(after(state, seat, action), seat)]
        out.append(list(map(blend, zip(*by_reply, strict=True))))
    return out


def choice_loglikelihoods(state: ArturoState, seat: int, chosen: ArturoAction) -> list[float] | None:
    """For each of SCORING_HEADS, the log-chance that `seat` holding it picks `chosen` among its
    activations; None when the choice says nothing (a Preparation card, or nothing else to pick)."""
    actions = activations(state, seat)
    if isinstance(chosen, Prepare) or len(actions) < 2 or chosen not in actions:
        return None
    picked = actions.index(chosen)
    out = []
    for column in zip(*head_worths(state, seat, actions), strict=True):
        top = max(column)
        total = sum(math.exp(BELIEF * (w - top)) for w in column)
        out.append(BELIEF * (column[picked] - top) - math.log(total))
    return out


@dataclass
class Belief:
    """What the record says of one rival's plan: every plan as it stands now, with its log-weight."""

    plans: list[tuple[int, ...]]
    logw: list[float]
    #: Whether any choice has weighed it (until then every plan is as likely).
    informed: bool = False

    def learn(self, state: ArturoState, seat: int, action: ArturoAction) -> None:
        """Take in `seat`'s move, made on `state` before it is applied."""
        if isinstance(action, Prepare):
            self.plans = prepare_all(self.plans, action.kind, action.detail)
            return
        heads = choice_loglikelihoods(state, seat, action)
        if heads is None:
            return
        self.informed = True
        self.logw = [w + heads[_PLAN_HEAD[p]] for p, w in zip(self.plans, self.logw, strict=True)]

    def weights(self) -> list[float]:
        top = max(self.logw)
        return [math.exp(w - top) for w in self.logw]


@dataclass
class _Replay:
    """One rival's belief after the first `len(moves)` moves of a game, and the table they left."""

    state: ArturoState
    moves: tuple[tuple[int, str], ...]
    #: By deck: the cards turned up by those moves (ids), as the view told them.
    shown: tuple[tuple[str, ...], ...]
    belief: Belief

    def fits(self, view: ArturoView) -> bool:
        """Whether `view` continues this replay: the same moves so far, the same cards turned up."""
        return view.moves[:len(self.moves)] == self.moves and len(view.shown) == len(self.shown) and all(
            view.shown[d][:len(cards)] == cards for d, cards in enumerate(self.shown))


_kept: OrderedDict[tuple[object, ...], _Replay] = OrderedDict()
#: Bots of several seats may think at once in worker threads.
_kept_lock = threading.Lock()


def _opening_key(view: ArturoView, seat: int) -> tuple[object, ...]:
    row = ArturoState.opening_row(view)
    return (view.num_players, view.dealer, tuple(cards[0] for cards in view.shown), tuple(row), seat)


def belief(view: ArturoView, seat: int) -> Belief:
    """`seat`'s plan as the view's record tells it, replaying only what earlier calls have not (RulesError,
    ValueError or LookupError if the record does not replay: a damaged view)."""
    key = _opening_key(view, seat)
    with _kept_lock:
        kept = _kept.get(key)
    if kept is not None and kept.fits(view):
        state = kept.state.clone()
        known = Belief(list(kept.belief.plans), list(kept.belief.logw), kept.belief.informed)
        done = len(kept.moves)
    else:
        state, known, done = ArturoState.opening(view), Belief(list(PLANS), [0.0] * len(PLANS)), 0
        state.quiet = True  # replayed and tried moves: nobody reads their sentences
    for mover, text in view.moves[done:]:
        action = state.parse(text)
        if mover == seat:
            known.learn(state, seat, action)
        state.replay(mover, action, view.shown)
    shown = tuple(view.shown[d][:len(cards)] for d, cards in enumerate(state.shown))
    with _kept_lock:
        _kept[key] = _Replay(state, view.moves, shown, known)
        _kept.move_to_end(key)
        while len(_kept) > KEPT * view.num_players:
            _kept.popitem(last=False)
    return known


def beliefs(view: View) -> dict[int, Belief] | None:
    """By rival whose plan the view hides: what their choices say of it; None when they say nothing
    (no rival has chosen between activations yet, the game is over, or the record does not replay)."""
    if not isinstance(view, ArturoView) or view.over or view.seat is None or not view.shown:
        return None
    try:
        found = {seat: belief(view, seat) for seat, player in enumerate(view.players) if player.plan is None}
    except (RulesError, ValueError, LookupError, StopIteration):
        return None
    return found if any(b.informed for b in found.values()) else None


def prepare(view: View) -> None:
    """Replay what is new in the view's record into the kept beliefs (see `rules.bots.inference.prepare`)."""
    beliefs(view)


def weigher(view: View) -> Weight | None:
    """How likely a deal makes what the view's rivals were seen to choose; None when there is nothing to go on."""
    found = beliefs(view)
    if found is None:
        return None
    by_plan = {seat: dict(zip(b.plans, b.logw, strict=True)) for seat, b in found.items()}
    top = sum(max(b.logw) for b in found.values())

    def weight(state: GameState) -> float:
        assert isinstance(state, ArturoState)
        return math.exp(sum(by_plan[seat][tuple(state.plans[seat])] for seat in by_plan) - top)

    return weight


def dealer(view: View) -> Deal | None:
    """Deals of `view` whose rivals' plans follow `weigher` exactly: each rival's plan drawn from their
    belief; None when there is nothing to go on."""
    found = beliefs(view)
    if found is None:
        return None
    assert isinstance(view, ArturoView)
    drawn = [(seat, view.players[seat].crown_position, b.plans, list(itertools.accumulate(b.weights())))
             for seat, b in sorted(found.items())]

    def deal(rng: random.Random) -> GameState:
        state = view.determinize(rng)
        assert isinstance(state, ArturoState)
        for seat, crown_position, plans, cumulative in drawn:
            plan = list(rng.choices(plans, cum_weights=cumulative)[0])
            state.plans[seat] = plan
            state.crowns[seat] = plan[crown_position - 1] if crown_position is not None else None
        return state

    return deal
