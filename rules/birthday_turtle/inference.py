"""What a rival's face-down choice probably is, for the search's deals (rules/bots/inference.py).

Every hand of Animal cards lies open in this game, so the only secrets a seat could reason about
are the choices its rivals have already placed face down this round (the decks' order nobody has
seen, so nothing anyone did tells of it). A plain deal gives a rival who has committed any legal
choice alike, a 3 on a table with one space left as often as the 1 that completes it. Players do
not choose like that: they play the card that fits. So a rival's choice is dealt by how good it
looks in the rival's place, rated the way the `normal` heuristic rates its own (from the public
tables, hands and Ant cards), as a softmax with BELIEF per point of rating, mixed with a share
STRAY of plain chance for the rival who sees the table otherwise.

Only the view is read (the public tables and hands, and who has committed), never the state a view
was taken from. The deals can be drawn exactly (`dealer`: each rival's choice from its own short
list), so the search pays for one deal an iteration, not for several candidates: a search runs
as many iterations a second with it as without.

Measured (2026-12-04, 2 players, 400 seat-swapped games, `hard` at its default 1 s under a load of
7-12 on the shared machine): `party-table bench bots birthday-turtle --games 400 --pairs normal-hard
--jobs 1 --json` gave `hard` 59.5% (54.6-64.2) without this module and 69.5% (64.8-73.8) with it,
run side by side on the same deals (paired difference +10.0 ± 6.0 points). Run again later beside a
copy with BELIEF 3 and STRAY 0.1: 74.6% (70.1-78.6) against 75.8% (71.3-79.7), +1.1 ± 4.9 points, so
the milder belief stays.
"""

from __future__ import annotations

import math
import random

from rules.bots.inference import Deal, Weight
from rules.core import GameState, View

from .actions import Commit, legal_commits
from .heuristic import rate_commits
from .state import TurtleState
from .view import TurtleView

#: How much a point of the heuristic's rating makes a choice likelier (e^1.5: about 4.5 times).
#: A completing card rates about 2 + its value above a card that merely fits, so a rival is dealt
#: the completing card most of the time, yet not always.
BELIEF = 1.5
#: The share of the deals that keep every legal choice alike: a rival may well see it differently.
STRAY = 0.15


def likely_choices(view: TurtleView) -> dict[int, tuple[list[Commit], list[float]]]:
    """By rival who has committed unseen: each legal choice and its chance, from the rival's place."""
    out: dict[int, tuple[list[Commit], list[float]]] = {}
    for seat, done in enumerate(view.committed):
        if not done or seat == view.seat:
            continue
        options = legal_commits(view.two_pairs, view.cards_left[seat], view.legal_tables())[0]
        if not options:
            continue
        rated = rate_commits(view, seat, options)
        top = max(value for _, value in rated)
        raw = [math.exp(BELIEF * (value - top)) for _, value in rated]
        total = sum(raw)
        even = STRAY / len(options)
        out[seat] = (list(options), [(1.0 - STRAY) * r / total + even for r in raw])
    return out


def _inferred(view: View) -> dict[int, tuple[list[Commit], list[float]]] | None:
    if not isinstance(view, TurtleView) or view.over or view.seat is None:
        return None
    return likely_choices(view) or None


def weigher(view: View) -> Weight | None:
    """How likely a deal makes the rivals' face-down choices; None when no rival has committed unseen."""
    chances = _inferred(view)
    if chances is None:
        return None
    tables = {seat: dict(zip(options, odds, strict=True)) for seat, (options, odds) in chances.items()}

    def weight(state: GameState) -> float:
        assert isinstance(state, TurtleState)
        product = 1.0
        for seat, odds in tables.items():
            commit = state.commits[seat]
            product *= odds.get(commit, 0.0) * len(odds) if commit is not None else 0.0
        return product

    return weight


def dealer(view: View) -> Deal | None:
    """Deals of `view` whose rivals' face-down choices follow `likely_choices` exactly."""
    chances = _inferred(view)
    if chances is None:
        return None

    def deal(rng: random.Random) -> GameState:
        state = view.determinize(rng)
        assert isinstance(state, TurtleState)
        for seat, (options, odds) in chances.items():
            state.commits[seat] = rng.choices(options, odds)[0]
        return state

    return deal
