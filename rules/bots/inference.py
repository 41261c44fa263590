"""Inference about rivals' hidden information: deals weighted by what the rivals were seen to do.

A plain determinization deals what the seat cannot see uniformly, as if the rivals' moves told
nothing. A game that can say how likely a deal makes its rivals' observed actions (a rival who
keeps feeding the Birthday card festoons probably ranks the members who count them high) provides
``rules/<game>/inference.py`` with

    weigher(view) -> Callable[[GameState], float] | None

which reads the view once (its public record of who did what) and returns how likely a dealt state
makes that record, up to a constant; None when the view tells nothing to weigh by. The search then
draws `candidates` deals and keeps one with chance proportional to its weight (sampling-importance
resampling): the kept deals follow the rivals' likely secrets the more candidates it draws.

A game that keeps what it inferred between searches (Arturo replays the record once, then extends
it move by move) may provide

    prepare(view) -> None

which takes in the view's record now: a table calls `prepare` after each move, off its own
thread, so that a hint asked for later spends its time searching instead of catching up.

A game whose hidden part can be drawn from the inferred chances directly (each rival's secret on
its own, from a short list) may also provide

    dealer(view) -> Callable[[random.Random], GameState] | None

which deals exactly by those chances, and costs one deal instead of `candidates`; the search then
uses it (`dealer_for`). Its weigher still states the model, and tests compare the two.

Fair by construction: the candidates are dealt from the view and the weights read the view and
the dealt state only, so a state and any twin that gives the seat the same view get the same deals.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from types import ModuleType

from rules.core import GameState, View, game_module

#: How likely a dealt state makes what the rivals were seen to do (any positive scale).
Weight = Callable[[GameState], float]

#: A way to deal the view's hidden parts: a generator in, a full state out.
Deal = Callable[[random.Random], GameState]

#: Deals drawn for each one kept, unless the game's module says otherwise (`CANDIDATES`).
CANDIDATES = 8


@functools.cache
def _inference(game_id: str) -> ModuleType | None:
    """The game's inference module, looked for once (a search asks at every decision)."""
    return game_module(game_id, "inference")


def weigher_for(view: View) -> tuple[Weight, int] | None:
    """The game's weight for deals of `view` and how many candidates to draw, or None (no inference)."""
    module = _inference(view.game_id)
    if module is None:
        return None
    weight: Weight | None = module.weigher(view)
    if weight is None:
        return None
    return weight, int(getattr(module, "CANDIDATES", CANDIDATES))


def weighted_deal(view: View, rng: random.Random, weight: Weight, candidates: int) -> GameState:
    """One of `candidates` determinizations of `view`, drawn with chance proportional to `weight`."""
    deals = [view.determinize(rng) for _ in range(max(1, candidates))]
    weights = [max(0.0, weight(d)) for d in deals]
    total = sum(weights)
    if total <= 0.0:
        return deals[0]
    point = rng.random() * total
    for state, w in zip(deals, weights, strict=True):
        point -= w
        if point < 0.0:
            return state
    return deals[-1]


def dealer_for(view: View) -> Deal | None:
    """How a search deals `view` with inference: the game's own `dealer` if it gives one, else
    `weighted_deal` by its weigher; None when nothing is inferred (deal plainly)."""
    module = _inference(view.game_id)
    if module is None:
        return None
    own = getattr(module, "dealer", None)
    if own is not None:
        found: Deal | None = own(view)
        return found
    inferred = weigher_for(view)
    if inferred is None:
        return None
    weight, candidates = inferred
    return lambda rng: weighted_deal(view, rng, weight, candidates)


def _own_prepare(game_id: str) -> Callable[[View], None] | None:
    prepare_: Callable[[View], None] | None = getattr(_inference(game_id), "prepare", None)
    return prepare_


def prepares(game_id: str) -> bool:
    """Whether the game keeps what it inferred between searches, so that `prepare` is worth calling."""
    return _own_prepare(game_id) is not None


def prepare(view: View) -> None:
    """Let the game take in `view`'s record now, if it keeps what it inferred (its `prepare`)."""
    own = _own_prepare(view.game_id)
    if own is not None:
        own(view)
