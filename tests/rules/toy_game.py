"""A tiny game that exercises the core without any real game's rules.

High Card: each player is dealt two hidden cards from 1..9; first every player
secretly commits one card at once (a simultaneous choice), then in turn order each
plays their other card face up or passes. Highest total of revealed cards wins.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.core import BadNotation, Event, Game, GameState, IllegalAction, Option, Payload, Result, View, register


@dataclass(frozen=True)
class Play:
    card: int | None  # None: pass

    def __str__(self) -> str:
        return "pass" if self.card is None else f"play {self.card}"


@dataclass(frozen=True)
class Committed(Payload):
    """A player commits a card face down (which one is not said)."""

    seat: int


@dataclass(frozen=True)
class Revealed(Payload):
    """Every committed card turns up, by seat."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class Played(Payload):
    """A player plays their other card face up, or passes (the sentence says which)."""

    seat: int


class ToyView(View):
    def __init__(self, state: ToyState, seat: int | None) -> None:
        self.game_id, self.seat = "toy-high-card", seat
        self._data = {
            "to_act": list(state.to_act()),
            "phase": state.phase,
            "hand": list(state.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in state.hands],
            "committed": [c is not None for c in state.commits],
            "shown": list(state.shown),
            "deck_size": len(state.deck),
            "turn": state.turn,
        }
        #: A copy of the state, which a real view never holds: planted faults in the harness's own tests
        #: read it. A copy, because a view outlives its moment (a review keeps one per decision).
        self._base = state.clone()

    def to_dict(self) -> dict[str, Any]:
        return self._data

class ToyState(GameState):
    def __init__(self, n: int, options: Mapping[str, Any], seed: int, setup: Mapping[str, Any] | None) -> None:
        super().__init__(n, options, seed, setup)
        deck = list(range(1, 10))
        self.rng.shuffle(deck)
        self.hands = [[deck.pop(), deck.pop()] for _ in range(n)]
        self.deck = deck
        self.commits: list[int | None] = [None] * n
        self.shown: list[int] = []
        self.scores = [0] * n
        self.phase = "commit"
        self.turn = 0

    def to_act(self) -> tuple[int, ...]:
        if self.phase == "commit":
            return tuple(s for s in range(self.num_players) if self.commits[s] is None)
        return () if self.phase == "over" else (self.turn,)

    def legal_actions(self, seat: int) -> list[Any]:
        if seat not in self.to_act():
            return []
        plays = [Play(c) for c in self.hands[seat]]
        return plays if self.phase == "commit" else [*plays, Play(None)]

    def _why_illegal(self, seat: int, action: Any) -> IllegalAction | None:
        if not isinstance(action, Play):
            return IllegalAction("not a High Card move")
        if action.card is None and self.phase == "commit":
            return IllegalAction("everyone must commit a card first", "High Card 1")
        if action.card is not None and action.card not in self.hands[seat]:
            return IllegalAction(f"you do not hold a {action.card}", "High Card 1")
        return None

    def _apply(self, seat: int, action: Any) -> list[Event]:
        if self.phase == "commit":
            self.hands[seat].remove(action.card)
            self.commits[seat] = action.card
            events = [Event.of(Committed(seat), f"{{P{seat}}} commits a card", seat)]
            if all(c is not None for c in self.commits):
                for p, c in enumerate(self.commits):
                    self.scores[p] += c or 0
                    self.shown.append(c or 0)
                shown = tuple(c for c in self.commits if c is not None)
                events.append(Event.of(Revealed(shown), "Cards revealed", reveals=True))
                self.phase = "play"
            return events
        if action.card is not None:
            self.hands[seat].remove(action.card)
            self.scores[seat] += action.card
            self.shown.append(action.card)
        self.turn += 1
        if self.turn == self.num_players:
            self.phase = "over"
        return [Event.of(Played(seat), f"{{P{seat}}} {action}", seat)]

    def view(self, seat: int | None) -> View:
        return ToyView(self, seat)

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        return Result.ranked([(s,) for s in self.scores], self.scores, [(("cards", s),) for s in self.scores])

    @classmethod
    def from_view(cls, view: ToyView, rng: random.Random) -> ToyState:
        s = view._base.clone()
        known = set(s.shown)
        if view.seat is not None:
            known |= set(s.hands[view.seat]) | {s.commits[view.seat]}
        hidden = [c for c in range(1, 10) if c not in known]
        # other seats' unrevealed cards and the deck come from what this seat has not seen
        rng.shuffle(hidden)
        for p in range(s.num_players):
            if p == view.seat:
                continue
            s.hands[p] = [hidden.pop() for _ in s.hands[p]]
            if s.commits[p] is not None and s.phase == "commit":
                s.commits[p] = hidden.pop()
        s.deck = hidden
        return s

    def clone(self) -> ToyState:
        other = self._base_copy()
        other.hands = [list(h) for h in self.hands]
        other.deck = list(self.deck)
        other.commits = list(self.commits)
        other.shown = list(self.shown)
        other.scores = list(self.scores)
        other.phase, other.turn = self.phase, self.turn
        return other

    def to_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in ("hands", "deck", "commits", "shown", "scores", "phase", "turn")}


class ToyGame(Game):
    id = "toy-high-card"
    name = "High Card (test game)"
    state_class = ToyState
    min_players, max_players = 2, 4
    options = (
        Option("fast", "Fast", False),
        Option("target", "Target", None, low=1, high=50, optional=True),
        Option("colour", "Colour", "red", choices=("red", "blue")),
    )

    def parse_action(self, text: str) -> Any:
        words = text.split()
        if words == ["pass"]:
            return Play(None)
        if len(words) == 2 and words[0] == "play" and words[1].isdigit() and 1 <= int(words[1]) <= 9:
            return Play(int(words[1]))
        raise BadNotation(text, "'play N' or 'pass'")


register(ToyGame())
