"""Happy Birthday Turtle!! bot knowledge: time exact completions, feed your own tables, keep 1s.

`choose` (the `normal` level) rates each commitment by what it is worth under the
two outcomes of the Ant card (the table's cube moves one space or not), discounted by
the chance that an opponent who resolves earlier spoils the fit. Everything comes
from the seat's view: the Ant cards still unseen give the odds, the public hands
give the opponents' possible cards.
"""

from __future__ import annotations

import random

from rules.bots.base import Heuristic
from rules.core import Action, GameState, View

from . import data
from .actions import NO_ANIMAL, Commit
from .state import TurtleState
from .view import TurtleView

#: Average limit of a Celebration card, for a table that will be refilled before a 2-player even pair lands.
_MEAN_LIMIT = sum(c.limit for c in data.CELEBRATIONS) / len(data.CELEBRATIONS)


class _Table:
    """What the heuristic needs to know about one table."""

    __slots__ = ("limit", "mine", "others", "pattern", "progress")

    def __init__(self, pattern: str, limit: int, progress: int, mine: int, others: int) -> None:
        self.pattern = pattern
        self.limit = limit
        self.progress = progress
        self.mine = mine
        self.others = others


class BirthdayTurtleHeuristic(Heuristic):
    def choose(self, view: View, rng: random.Random) -> Action:
        assert isinstance(view, TurtleView) and view.seat is not None
        rated = rate_commits(view, view.seat, view.legal_actions())
        best_value = max(value for _, value in rated)
        return rng.choice([action for action, value in rated if value >= best_value - 1e-9])

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        """Cheap policy: an exact fit if there is one, else a card that fits, else anything."""
        assert isinstance(state, TurtleState)
        actions = state.legal_actions(seat)
        exact: list[Action] = []
        fits: list[Action] = []
        for action in actions:
            value, pattern = action.pairs[0]
            t = state.tables.index(pattern)
            card = state.cards[t]
            left = data.CELEBRATION_BY_ID[card].limit - state.progress[t] if card else 0
            if value == left:
                exact.append(action)
            elif value < left:
                fits.append(action)
        return rng.choice(exact or fits or actions)


def rate_commits(view: TurtleView, seat: int, actions: list[Commit]) -> list[tuple[Commit, float]]:
    """Each of `actions` with its worth to `seat`, judged from the public part of the view.

    Any seat can be rated, not only the view's own: rules/birthday_turtle/inference.py rates a
    rival's possible face-down choices the way `choose` would rate them in the rival's place.
    """
    n = view.num_players
    tables: dict[str, _Table] = {}
    for t in view.tables:
        if t.limit is None:
            continue
        mine = sum(v for s, v in t.under if s == seat)
        others = sum(v for s, v in t.under if s != seat)
        tables[t.pattern] = _Table(t.pattern, t.limit, t.progress, mine, others)
    order = [(view.start_player + i) % n for i in range(n)]
    hand = list(view.cards_left[seat])
    rivals = [(order.index(s), set(view.cards_left[s])) for s in range(n) if s != seat]
    ctx = _Context(tables, _ant_odds(view), _end_risk(view), order.index(seat), rivals, hand, n)
    rated: list[tuple[Commit, float]] = []
    for action in actions:
        value = ctx.rate(action.pairs[0], hand)
        if len(action.pairs) == 2:
            rest = list(hand)
            if action.pairs[0][0]:
                rest.remove(action.pairs[0][0])
            value += 0.8 * ctx.rate_later(action.pairs[0], action.pairs[1], rest)
        rated.append((action, value))
    return rated


class _Context:
    """The round's situation as one seat sees it, with the rating of a single pair."""

    def __init__(
        self,
        tables: dict[str, _Table],
        ant_odds: dict[str, float],
        ending: float,
        my_place: int,
        rivals: list[tuple[int, set[int]]],
        hand: list[int],
        players: int,
    ) -> None:
        self.tables = tables
        self.ant_odds = ant_odds
        self.ending = ending
        self.my_place = my_place
        self.rivals = rivals
        self.hand = hand
        self.share = 1.0 / len(tables) if tables else 1.0
        self.others_weight = 0.6 / max(players - 1, 1)

    def _spoil(self, value: int, pattern: str, left: int) -> float:
        """Chance an opponent resolving before this card changes the spaces left on the table."""
        keep = 1.0
        for place, values in self.rivals:
            earlier = [w for w in values if w < value or (w == value and place < self.my_place)]
            if earlier and any(w <= left for w in earlier):
                keep *= 1.0 - self.share * len(earlier) / max(len(values), 1)
        return 1.0 - keep

    def _outcome(self, value: int, table: _Table, left: int, hand: list[int]) -> float:
        """Worth of playing `value` when `left` spaces remain at the moment it resolves."""
        if value > left:
            return -0.4
        if value == left:
            return 2.0 + value + table.mine - self.others_weight * table.others
        after = left - value
        worth = value * (0.55 - 0.35 * self.ending) + 0.15 * table.mine
        if value == 1 and any(v > 1 for v in hand):
            worth -= 0.6  # a 1 is the card that finishes tasks: keep it
        if after <= 3:
            worth -= 0.3  # opens an easy finish for someone else
            if after in hand and after != value:
                worth += 0.5
        return worth

    def rate(self, pair: tuple[int, str], hand: list[int]) -> float:
        value, pattern = pair
        table = self.tables.get(pattern)
        if table is None:
            return -1.0
        left = table.limit - table.progress
        hit = self.ant_odds.get(pattern, 0.0)
        if value == NO_ANIMAL:
            return _lone_pattern(table, left, hit, self.others_weight)
        spoil = self._spoil(value, pattern, left)
        total = 0.0
        for chance, spaces in ((hit, left - 1), (1.0 - hit, left)):
            if chance <= 0.0:
                continue
            if spaces == 0:
                total += chance * -0.4  # the Ants finish it first: the card comes back
                continue
            clean = self._outcome(value, table, spaces, hand)
            total += chance * ((1.0 - spoil) * clean + spoil * min(clean, 0.3))
        return total

    def rate_later(self, first: tuple[int, str], pair: tuple[int, str], hand: list[int]) -> float:
        """A 2-player even-round pair, judged on the table as the odd-round pair probably leaves it."""
        value, pattern = pair
        table = self.tables.get(pattern)
        if table is None:
            return -1.0
        progress = table.progress + self.ant_odds.get(pattern, 0.0)
        mine = table.mine
        if first[1] == pattern and first[0]:
            if first[0] >= table.limit - table.progress - 0.5:
                guess = _Table(pattern, round(_MEAN_LIMIT), 0, 0, 0)
                return self._outcome(value, guess, guess.limit, hand) if value else 0.0
            progress += first[0]
            mine += first[0]
        shadow = _Table(pattern, table.limit, min(round(progress), table.limit - 1), mine, table.others)
        if value == NO_ANIMAL:
            return _lone_pattern(shadow, shadow.limit - shadow.progress, 0.0, self.others_weight)
        return 0.7 * self._outcome(value, shadow, shadow.limit - shadow.progress, hand)


def _lone_pattern(table: _Table, left: int, hit: float, others_weight: float) -> float:
    """A Pattern card alone is one step of Ants' work: good when it finishes a table full of my cards."""
    finishes = (1.0 - hit) * (left == 1) + hit * (left == 2)
    balance = table.mine - others_weight * table.others * 1.5
    return finishes * balance + 0.05 * balance


def _ant_odds(view: TurtleView) -> dict[str, float]:
    """Chance the next Ant card moves each table's cube, from the Ant cards not yet seen."""
    seen = set(view.ants_revealed)
    pool = [a for a in data.ants_for(view.num_players) if a.id not in seen]
    size = view.ant_deck_size
    turtle_next = 1.0 / size if 0 < size <= data.ANTS_UNDER_TURTLE + 1 else 0.0
    odds: dict[str, float] = {}
    if not pool:
        return odds
    for pattern in data.PATTERNS:
        hits = sum(1 for a in pool if pattern in a.patterns)
        odds[pattern] = (1.0 - turtle_next) * hits / len(pool)
    return odds


def _end_risk(view: TurtleView) -> float:
    """How close Turtle is to coming home (0 early, towards 1 when the last cards remain)."""
    size = view.ant_deck_size
    if size > data.ANTS_UNDER_TURTLE + 1:
        return 0.0
    return 1.0 - (size - 1) / (data.ANTS_UNDER_TURTLE + 1)


HEURISTIC = BirthdayTurtleHeuristic()
