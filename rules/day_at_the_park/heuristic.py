"""The `normal` bot's knowledge of Day at the Park.

It plays toward its open adventures: tiles placed to earn wanted items, moves
routed through wanted items (ending on a useful symbol), adventures completed as
soon as they can be, and new adventures chosen by how few items they still need.
It rarely spends attraction tokens except the Wild ones payment uses by itself.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar, cast

from rules.bots.base import Heuristic
from rules.core import Action, GameState, View

from . import actions as A
from .data import ADVENTURES, ALL_TILES, ITEMS
from .park import Pos, neighbours
from .state import ParkState


def wants(state: ParkState, seat: int) -> dict[str, float]:
    """How much one more of each item is worth to the seat: missing items of open adventures, by value."""
    return wants_of(state.items[seat], state.open[seat])


def wants_of(have: Mapping[str, int], open_cards: Iterable[tuple[int, str]]) -> dict[str, float]:
    """`wants` of a player holding the items `have` with these open adventures."""
    value = dict.fromkeys(ITEMS, 0.05)
    for card, side in open_cards:
        cost = ADVENTURES[card].cost_of(side)
        per_item = ADVENTURES[card].points / len(cost)
        for item in ITEMS:
            missing = cost.count(item) - have[item]
            if missing > 0:
                value[item] += per_item * (1.0 + 0.2 * missing)
    return value


def missing_for(state: ParkState, seat: int, card: int, side: str) -> int:
    """Items still lacking for a card, given what the seat holds."""
    have = state.items[seat]
    cost = ADVENTURES[card].cost_of(side)
    return sum(max(0, cost.count(i) - have[i]) for i in ITEMS)


def place_values(tiles: Mapping[Pos, int], supply: Mapping[str, int], here: Pos | None,
                 want: Mapping[str, float]) -> Callable[[int, Pos], float]:
    """The worth of placing a tile at a space (its turn does not matter), each worked out once.

    A tile earns its own item from a touching tile of the same item, and both items from a
    touching tile of the same colour; a placement near the player's figure (`here`) is worth a
    little more.
    """
    known: dict[tuple[int, Pos], float] = {}

    def value(tile: int, pos: Pos) -> float:
        found = known.get((tile, pos))
        if found is not None:
            return found
        mine = ALL_TILES[tile]
        gain: set[str] = set()
        for q in neighbours(pos):
            t = tiles.get(q)
            if t is None:
                continue
            other = ALL_TILES[t]
            if other.item == mine.item:
                gain.add(mine.item)
            elif other.colour == mine.colour:
                gain |= {mine.item, other.item}
        worth = max((want[i] for i in gain if supply[i]), default=0.0)
        if here is not None and abs(here[0] - pos[0]) + abs(here[1] - pos[1]) <= 2:
            worth += 0.3 * want[mine.item]
        known[(tile, pos)] = worth
        return worth

    return value


_K = TypeVar("_K")


class _ByKind:
    """Legal actions grouped by their class; a group reads as a list of that class (empty if none)."""

    def __init__(self, legal: Sequence[A.ParkAction]) -> None:
        self._groups: dict[type, list[A.ParkAction]] = {}
        for action in legal:
            self._groups.setdefault(type(action), []).append(action)

    def __contains__(self, kind: type) -> bool:
        return kind in self._groups

    def __getitem__(self, kind: type[_K]) -> list[_K]:
        return cast(list[_K], self._groups.get(kind, []))

    def first(self, *kinds: type) -> list[A.ParkAction]:
        """The group of the first of `kinds` that has legal actions (empty if none has)."""
        return next((self._groups[k] for k in kinds if k in self._groups), [])


class ParkHeuristic(Heuristic):
    def choose(self, view: View, rng: random.Random) -> Action:
        state = view.determinize(rng)
        assert isinstance(state, ParkState) and view.seat is not None
        return self.pick(state, view.seat, view.legal_actions(), rng)

    def turn(self, view: View) -> object | None:
        """The turn number, while the seat plays its own turn: `hard` spends its budget per turn.

        None at setup and for a reply in another player's turn (a high five): one decision each.
        """
        data = view.to_dict()
        if data["step"] == "setup" or data["over"] or data["active"] != view.seat:
            return None
        return data["turn"]

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, ParkState)
        legal = state.legal_actions(seat)
        if rng.random() < 0.2:
            return rng.choice(legal)
        return self.pick(state, seat, legal, rng)

    def rollout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        """`choose`'s own pick, on the dealt world itself rather than on a deal of its view."""
        assert isinstance(state, ParkState)
        return self.pick(state, seat, state.legal_actions(seat), rng)

    def prior(self, state: GameState, seat: int, legal: Sequence[Action]) -> list[float]:
        """The move `normal` would play first, then each move by its kind's own worth (`_worth`)."""
        assert isinstance(state, ParkState)
        moves = cast(Sequence[A.ParkAction], legal)
        # A fixed generator: only ties between equal moves draw from it, and the order must not
        # depend on the search's own draws.
        choice = self.pick(state, seat, moves, random.Random(0))
        worth = self._worth(state, seat, wants(state, seat))
        return [100.0 if a == choice else worth(a) for a in moves]

    def _worth(self, s: ParkState, seat: int, want: dict[str, float]) -> Callable[[A.ParkAction], float]:
        """What a move is worth to the seat by its kind: `pick` plays the best move of a kind by it, and
        `prior` orders the search's moves by it. Completing and bonuses rank above any gain; spending
        tokens and character actions, which `normal` seldom does, rank last."""
        place: Callable[[int, Pos], float] | None = None

        def worth(a: A.ParkAction) -> float:
            nonlocal place
            if isinstance(a, A.Place):
                place = place or self._place_values(s, seat, want)
                return place(a.tile, a.pos)
            if isinstance(a, A.Complete):
                return 10.0 + ADVENTURES[a.card].points
            if isinstance(a, A.Bonus):
                return 10.0 + a.count
            if isinstance(a, A.Gain):
                return sum(want[i] for i in a.items)
            if isinstance(a, (A.Step, A.HighFiveStep)):
                return want[s.space_item(a.pos)]
            if isinstance(a, A.Figure):
                return self._around(s, a.pos, want)
            if isinstance(a, A.Refill):
                return self._card_value(s, seat, s.adv_piles[a.tier][0], a.side)
            if isinstance(a, A.Discard):
                return -self._card_value(s, seat, a.card, dict(s.open[seat])[a.card])
            if isinstance(a, (A.Stop, A.Done, A.Skip, A.Take, A.Reward)):
                return 0.0
            return -1.0

        return worth

    def pick(self, s: ParkState, seat: int, legal: Sequence[A.ParkAction], rng: random.Random) -> Action:
        kinds = _ByKind(legal)
        if A.Start in kinds:
            return A.Start("explore", ("standard", "standard", "standard"))
        character = self._character_move(s, seat, kinds)
        if character is not None:
            return character
        if A.Bonus in kinds:  # the most points, paying with real theme items before wilds
            return max(kinds[A.Bonus], key=lambda a: (a.count, -a.wilds, -len(a.using)))
        want = wants(s, seat)
        if A.Complete in kinds:
            return max(
                kinds[A.Complete],
                key=lambda a: (ADVENTURES[a.card].points, -a.wilds, -sum(want[i] for i in a.using)),
            )
        worth = self._worth(s, seat, want)
        if group := kinds.first(A.Gain, A.Figure, A.Place):
            return max(group, key=lambda a: worth(a) + rng.random() * 1e-3)
        if A.Step in kinds or (A.Stop in kinds and s.step == "move" and not s.subs):
            return self._move(s, seat, kinds, want)
        if A.HighFiveStep in kinds:
            return max(kinds[A.HighFiveStep], key=lambda a: worth(a) + rng.random() * 1e-3)
        if A.Reward in kinds:
            return kinds[A.Reward][0]
        if group := kinds.first(A.Refill, A.Discard):
            return max(group, key=worth)
        if A.Trade in kinds:
            have = s.items[seat]
            useful = [a for a in kinds[A.Trade] if want[a.get] > 1.0 and want[a.give] < 0.5 and have[a.give] > 1]
            if useful:
                return max(useful, key=lambda a: want[a.get] - want[a.give])
        if A.Done in kinds:
            return kinds[A.Done][0]
        if A.Skip in kinds:
            return kinds[A.Skip][0]
        if A.Take in kinds:
            return kinds[A.Take][0]
        return legal[0]

    @staticmethod
    def _character_move(s: ParkState, seat: int, kinds: _ByKind) -> Action | None:
        """Character actions worth using without looking ahead: more steps before a move (Keroppi),
        +2 before completing (Chococat), and items straight into points when nothing can be completed."""
        choices = {a.detail: a for a in kinds[A.CharacterAction]}
        if not choices or s.subs:
            return None
        who, side = s.characters[seat], s.sides[seat]
        if side == "explore" and who == "keroppi" and s.step == "move" and s.steps == 0 and A.AsPrinted() in choices:
            return choices[A.AsPrinted()]
        if side == "scoring" and s.step in ("complete", "end"):
            if who == "chococat" and A.Complete in kinds and A.AsPrinted() in choices:
                return choices[A.AsPrinted()]
            if who in ("kuromi", "badtz-maru") and A.Complete not in kinds:
                return next(iter(choices.values()))
        return None

    def evaluate(self, state: GameState, seat: int) -> float | None:
        """Winning chances from points so far plus progress toward open adventures, against the best rival."""
        assert isinstance(state, ParkState)
        if state.is_over():
            result = state.result()
            return 1.0 if result.ranks[seat] == 1 else 0.0

        def worth(p: int) -> float:
            progress = sum(
                ADVENTURES[c].points * 0.5 / (1 + missing_for(state, p, c, side)) for c, side in state.open[p]
            )
            return state.score(p) + sum(state.end_bonuses(p)) + progress

        mine = worth(seat)
        rival = max(worth(p) for p in range(state.num_players) if p != seat)
        return 1.0 / (1.0 + math.exp(-(mine - rival) / 4.0))

    @staticmethod
    def _around(s: ParkState, pos: Pos, want: dict[str, float]) -> float:
        value = want[s.space_item(pos)]
        return value + 0.5 * sum(want[s.space_item(q)] for q in s.park.adjacent(pos))

    @staticmethod
    def _place_values(s: ParkState, seat: int, want: dict[str, float]) -> Callable[[int, Pos], float]:
        return place_values(s.park.tiles, s.supply, s.figures[seat], want)

    def _move(self, s: ParkState, seat: int, kinds: _ByKind, want: dict[str, float]) -> Action:
        start = s.figures[seat]
        assert start is not None
        left = s.max_steps - s.steps
        best_value, best_first = self._end_value(s, start, want, s.steps == 0), None
        tiles = s.park.tiles
        stack: list[tuple[Pos, int, float, Pos | None, dict[str, float]]] = [(start, 0, 0.0, None, want)]
        while stack:
            pos, depth, value, first, w = stack.pop()
            if depth and value + self._end_value(s, pos, w, False) > best_value:
                best_value, best_first = value + self._end_value(s, pos, w, False), first
            if depth == left:
                continue
            for q in neighbours(pos):
                if q in tiles:
                    item = ALL_TILES[tiles[q]].item
                    w2 = dict(w)
                    w2[item] = w[item] * 0.6
                    stack.append((q, depth + 1, value + w[item], first or q, w2))
        if best_first is None or A.Step not in kinds:
            return A.Stop()
        return A.Step(best_first)

    @staticmethod
    def _end_value(s: ParkState, pos: Pos, want: dict[str, float], staying: bool) -> float:
        value = 0.6 * want[s.space_item(pos)]  # the symbol underfoot counts toward completions
        if staying:
            value += want[s.space_item(pos)]
        if pos in s.park.attractions:
            value += 0.4
        return value

    @staticmethod
    def _card_value(s: ParkState, seat: int, card: int, side: str) -> float:
        return ADVENTURES[card].points / (1.0 + missing_for(s, seat, card, side)) ** 1.5


HEURISTIC = ParkHeuristic()
