"""Information-set Monte Carlo tree search from one seat's view (the `hard` level).

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): every iteration deals
the hidden parts of the root view afresh (`View.determinize`), walks one shared tree
whose edges are action notations, adds one node, plays the rest of the game out
with the game's playout policy and backs the result up. Because the search only
ever holds the view, it cannot use anything the seat does not know.

Selection uses availability-aware UCB: an action's exploration term counts only
the visits in which it was legal, as hidden information changes what is legal.

Simultaneous choices are searched decoupled: where several seats act at once,
each picks from its own statistics at that node, which do not depend on what the
others picked. The tree then branches on the joint choice. A seat's choice in such
a round therefore never conditions on another seat's commitment; at the root the
determinization has already re-dealt any commitment the bot could not see.

Where a game's heuristic gives priors (`Heuristic.prior`) and the settings ask for it, a
node tries its actions in the prior's order and admits more of them the more it is
visited (progressive widening, Coulom 2007; Chaslot et al. 2008): in a game with a
hundred moves a decision, the search then looks deeper along the likely ones instead of
spending its iterations on one visit each.

Where the game can say how likely a deal makes what the rivals were seen to do
(rules/bots/inference.py), each iteration's deal is drawn from several by that weight,
so the search plays against the rivals' likely secrets rather than any.

A game's heuristic may name stages (say, the hands of a match); an iteration then
ends where the root's stage does and `evaluate` judges the rest, so luck still to
come does not blur the difference between the root's choices.

Every node keeps statistics per seat, from that seat's point of view, so each seat
in the tree plays for its own reward, as in max-n search. (Playouts run the game's
playout policy on the full determinized state; a policy should not read another
seat's pending commitment there.)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from rules.core import Action, GameState, View

from .base import Budget, Heuristic, RatedAction
from .inference import Deal, dealer_for

#: UCB exploration constant for rewards in 0..1.
EXPLORATION = 0.7

Policy = Callable[[GameState, int, random.Random], Action]

#: Progressive widening as (coefficient, exponent): a node visited n times by a seat lets
#: that seat choose among its ceil(coefficient × n^exponent) best actions by prior.
Widening = tuple[float, float]


class _Node:
    """One node of the tree: per-seat action statistics and the children by joint choice."""

    __slots__ = ("children", "priors", "seen", "stats")

    def __init__(self) -> None:
        # stats[seat][notation] = [visits, reward sum, availability]
        self.stats: dict[int, dict[str, list[float]]] = {}
        self.children: dict[tuple[str, ...], _Node] = {}
        # With widening: priors[seat][notation] = the heuristic's prior; seen[seat] = the seat's visits here.
        self.priors: dict[int, dict[str, float]] = {}
        self.seen: dict[int, int] = {}


@dataclass(frozen=True)
class SearchResult:
    """What a search found for the root seat: each action's visits and mean reward."""

    seat: int
    iterations: int
    seconds: float
    actions: dict[str, Action]
    visits: dict[str, int]
    values: dict[str, float]
    #: The searched tree, which a later search may continue from (`search(tree=...)`).
    tree: _Node | None = field(default=None, compare=False, repr=False)

    def best(self) -> Action:
        """Most visited action; ties go to the higher mean, then to the earlier legal action."""
        order = list(self.actions)
        key = max(order, key=lambda n: (self.visits.get(n, 0), self.values.get(n, 0.0), -order.index(n)))
        return self.actions[key]

    def rated(self) -> list[RatedAction]:
        """Every legal action with its estimated win chance, the chosen one first."""
        best = str(self.best())
        order = list(self.actions)
        ranked = sorted(
            order,
            key=lambda n: (n != best, -self.visits.get(n, 0), -self.values.get(n, 0.0), order.index(n)),
        )
        return [RatedAction(self.actions[n], *mean_and_error(self.values.get(n, 0.0), self.visits.get(n, 0)))
                for n in ranked]


def mean_and_error(value: float, visits: int) -> tuple[float, float]:
    """A mean reward in 0..1 and its standard error over `visits` playouts.

    The rewards' variance is taken at its largest for their mean (a reward of 0 or 1 each time):
    the search keeps no sums of squares, and a bound errs towards saying less. The mean is first
    pulled towards 1/2 as if by one win and one loss more, so that a move that won every playout
    still has an error, the smaller the more playouts it won.
    """
    v = min(1.0, max(0.0, value))
    pulled = (v * visits + 1) / (visits + 2)
    return v, math.sqrt(pulled * (1 - pulled) / (visits + 2))


def rewards_of(state: GameState, heuristic: Heuristic | None, margin: float = 0.0) -> list[float]:
    """Each seat's reward in 0..1: a shared win splits 1, an unfinished game asks `evaluate`.

    With `margin` > 0 that share of the reward comes from the final scores instead
    (lowest 0, highest 1): it tells a narrow loss from a rout, which steadies the
    search in games decided by luck over many hands.
    """
    n = state.num_players
    if state.is_over():
        result = state.result()
        winners = result.winners
        share = 1.0 / len(winners) if winners else 0.0
        wins = [share if s in winners else 0.0 for s in range(n)]
        if margin <= 0.0:
            return wins
        low, high = min(result.scores), max(result.scores)
        spread = high - low
        scaled = [(x - low) / spread if spread > 0 else 0.5 for x in result.scores]
        return [(1.0 - margin) * w + margin * m for w, m in zip(wins, scaled, strict=True)]
    if heuristic is not None:
        values = heuristic.evaluate_all(state)
        if all(v is not None for v in values):
            return [min(1.0, max(0.0, float(v or 0.0))) for v in values]
    # No evaluation: the current leaders on the scorepad get half a win more than an even share.
    try:
        leaders = state.result().winners
    except Exception:  # a game may not score an unfinished state; then nobody is ahead
        leaders = ()
    even = 1.0 / n
    if not leaders:
        return [even] * n
    return [0.5 * even + (0.5 / len(leaders) if s in leaders else 0.0) for s in range(n)]


def apply_unchecked(state: GameState, seat: int, action: Action) -> None:
    """Apply an action known to be legal without re-checking it (search speed)."""
    state._play(seat, action)
    state.history.append((seat, str(action)))


def deal(view: View, rng: random.Random, inferred: Deal | None = None) -> GameState:
    """A determinization of `view` whose future chance events also come from the bot's own generator.

    A game's determinize may copy the real state's generator; searching with it would
    let the bot foresee the real shuffles and draws still to come. With `inferred` (the game's
    inferred way to deal, `inference.dealer_for`), the deal follows what the rivals were seen to do.
    """
    state = view.determinize(rng) if inferred is None else inferred(rng)
    state.rng = random.Random(rng.getrandbits(64))
    state.quiet = True  # nobody reads a searched state's events
    return state


def _random_policy(state: GameState, seat: int, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions(seat))


def view_policy(heuristic: Heuristic) -> Policy:
    """Playouts that play the heuristic's own `choose` on each seat's view: slower, much stronger."""

    def policy(state: GameState, seat: int, rng: random.Random) -> Action:
        return heuristic.choose(state.view(seat), rng)

    return policy


def search(
    view: View,
    rng: random.Random,
    budget: Budget,
    heuristic: Heuristic | None = None,
    exploration: float = EXPLORATION,
    playouts: str = "playout",
    margin: float = 0.0,
    playout_limit: int | None = None,
    settle: bool = False,
    tree: _Node | None = None,
    widening: Widening | None = None,
) -> SearchResult:
    """Run SO-ISMCTS from `view` until the budget ends; at least one iteration runs on a fresh tree.

    `playouts` is "playout" (the heuristic's cheap policy), "choose" (its full
    `normal` choice on each view) or "random"; `margin` is passed to `rewards_of`;
    `playout_limit` overrides the heuristic's. With `settle` the search also stops
    once the most visited move can no longer be overtaken in the budget left: the
    move is the one the whole budget would have chosen, found sooner. `tree` continues
    an earlier search whose root had the same information as `view` (the child of the
    move played, when playing it revealed nothing); with it, a budget of 0 iterations
    answers from the tree alone. `widening` (with a heuristic that gives priors) widens the
    tree progressively, its root too.
    """
    seat = view.seat
    if seat is None or seat not in view.to_act():
        raise ValueError(f"seat {seat} is not to act in this view")
    start = time.perf_counter()
    legal = view.legal_actions()
    if not legal:
        raise ValueError(f"seat {seat} has no legal action")
    actions = {str(a): a for a in legal}
    if len(actions) == 1:
        only = next(iter(actions))
        return SearchResult(seat, 0, 0.0, actions, {only: 0}, {only: 0.5})

    if heuristic is None or playouts == "random":
        policy: Policy = _random_policy
    elif playouts == "choose":
        policy = view_policy(heuristic)
    else:
        policy = heuristic.playout
    limit = playout_limit if playout_limit is not None else getattr(heuristic, "playout_limit", None)
    max_iterations = budget.iterations
    deadline = start + 0.99 * budget.seconds if budget.seconds is not None else None
    if max_iterations is None and deadline is None:
        deadline = start + 0.99
    root = tree if tree is not None else _Node()
    inferred = dealer_for(view)
    iterations = 0
    if tree is not None and max_iterations is not None and max_iterations <= 0 and root.stats.get(seat):
        return _result(root, seat, actions, 0, time.perf_counter() - start)
    while True:
        _iterate(root, view, seat, rng, policy, heuristic, limit, exploration, margin, widening, inferred)
        iterations += 1
        left = max_iterations - iterations if max_iterations is not None else None
        if left is not None and left <= 0:
            break
        if deadline is not None:
            # Stop while two more iterations of average length would still fit, so that a
            # 1-second decision, with its last iteration and bookkeeping, stays within 1 second.
            now = time.perf_counter()
            per_iteration = (now - start) / iterations
            if now + 2 * per_iteration >= deadline:
                break
            in_time = int((deadline - now) / per_iteration)
            left = in_time if left is None else min(left, in_time)
        if settle and iterations % SETTLE_EVERY == 0 and left is not None and _settled(root.stats.get(seat, {}), left):
            break
    return _result(root, seat, actions, iterations, time.perf_counter() - start)


def _result(root: _Node, seat: int, actions: dict[str, Action], iterations: int, seconds: float) -> SearchResult:
    stats = root.stats.get(seat, {})
    visits = {n: int(stats[n][0]) for n in actions if n in stats}
    values = {n: stats[n][1] / stats[n][0] for n in actions if n in stats and stats[n][0] > 0}
    return SearchResult(seat, iterations, seconds, actions, visits, values, root)


#: How often (in iterations) a settling search checks whether its choice is made.
SETTLE_EVERY = 16


def _settled(stats: dict[str, list[float]], left: int) -> bool:
    """True when the most visited root move leads the next by more than the iterations left.

    Every iteration visits exactly one root move, so such a lead cannot be caught.
    """
    first = second = 0.0
    for entry in stats.values():
        visits = entry[0]
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first - second > left


def _iterate(
    root: _Node,
    view: View,
    root_seat: int,
    rng: random.Random,
    policy: Policy,
    heuristic: Heuristic | None,
    limit: int | None,
    exploration: float,
    margin: float,
    widening: Widening | None = None,
    inferred: Deal | None = None,
) -> None:
    state = deal(view, rng, inferred)
    stage = heuristic.stage if heuristic is not None else None
    root_stage = stage(state) if stage is not None else None

    def going_on() -> bool:
        """Neither the game nor (if the heuristic names stages) the root's stage is over."""
        return not state.is_over() and (root_stage is None or stage is None or stage(state) == root_stage)

    node = root
    trail: list[tuple[list[float], int]] = []
    expanded = False
    first = True
    while not expanded and going_on():
        group = state.to_act()
        if first:
            # The root belongs to the bot's own seat; other seats acting at once come after it.
            group = (root_seat, *(s for s in group if s != root_seat))
            first = False
        key: list[str] = []
        for seat in group:
            if state.is_over() or seat not in state.to_act():
                break
            legal = state.legal_actions(seat)
            widen = False
            if widening is not None and heuristic is not None:
                admitted = _admitted(node, state, seat, legal, heuristic, widening)
                if admitted is not None:
                    legal, widen = admitted, True
            table = node.stats.setdefault(seat, {})
            fresh: list[tuple[str, Action]] = []
            known: list[tuple[str, Action, list[float]]] = []
            for action in legal:
                notation = str(action)
                entry = table.get(notation)
                if entry is None:
                    entry = table[notation] = [0.0, 0.0, 0.0]
                entry[2] += 1.0
                if entry[0] == 0.0:
                    fresh.append((notation, action))
                else:
                    known.append((notation, action, entry))
            if fresh:
                # Widened, the list runs best prior first: the likeliest new move is tried first.
                notation, action = fresh[0] if widen else fresh[rng.randrange(len(fresh))]
                entry = table[notation]
                expanded = True
            else:
                best = -1.0
                notation, action, entry = known[0]
                for n, a, e in known:
                    score = e[1] / e[0] + exploration * math.sqrt(math.log(e[2]) / e[0])
                    if score > best:
                        best, notation, action, entry = score, n, a, e
            apply_unchecked(state, seat, action)
            trail.append((entry, seat))
            key.append(notation)
        child_key = tuple(key)
        child = node.children.get(child_key)
        if child is None:
            child = node.children[child_key] = _Node()
        node = child

    steps = 0
    while going_on() and (limit is None or steps < limit):
        seat = state.to_act()[0]
        apply_unchecked(state, seat, policy(state, seat, rng))
        steps += 1

    rewards = rewards_of(state, heuristic, margin)
    for entry, seat in trail:
        entry[0] += 1.0
        entry[1] += rewards[seat]


def _admitted(
    node: _Node, state: GameState, seat: int, legal: list[Action], heuristic: Heuristic, widening: Widening
) -> list[Action] | None:
    """The seat's actions this visit may choose from, best prior first: as many as its visits allow.
    None when the heuristic gives no priors.

    A node keeps the prior of each action it has met (the first determinization's word on it);
    the heuristic is asked again only when a deal brings actions the node has not met.
    """
    seen = node.seen.get(seat, 0) + 1
    node.seen[seat] = seen
    coefficient, exponent = widening
    allowed = math.ceil(coefficient * seen**exponent)
    priors = node.priors.setdefault(seat, {})
    notations = [str(a) for a in legal]
    if any(n not in priors for n in notations):
        scores = heuristic.prior(state, seat, legal)
        if scores is None:
            return None
        for n, score in zip(notations, scores, strict=True):
            priors.setdefault(n, score)
    order = sorted(range(len(legal)), key=lambda i: -priors[notations[i]])
    return [legal[i] for i in order[:allowed]]
