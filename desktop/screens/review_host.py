"""The table's host in a review: it answers the game's table from the position shown and plays no move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from desktop.storage.settings import Settings
from desktop.table.anim import Animator
from desktop.table.text import listed, translate_rules
from desktop.table.theme import SeatColour
from rules.core import Action, Event, GameState, Partial, Record, View


class ReviewHost(QObject):
    """The table's host for a past position: it answers from the position shown and plays no moves."""

    replaying = True

    def __init__(self, record: Record, settings: Settings, colours: list[SeatColour],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.settings = settings
        self.colours = colours
        self.animator = Animator(0.0, self)
        self.thinking_seat: int | None = None
        state = record.new_state()
        game = state.game
        self.states: list[GameState] = [state.clone()]
        self.all_events: list[list[Event]] = []
        for seat, text in record.actions:
            self.all_events.append(state.apply(seat, game.parse_action(text)))
            self.states.append(state.clone())
        self.index = len(self.states) - 1
        self.seat: int | None = 0

    @property
    def perspective(self) -> int | None:
        return self.seat

    @property
    def state(self) -> GameState:
        return self.states[self.index]

    @property
    def events(self) -> list[list[Event]]:
        """What has happened up to the position shown (tables may lay out from it)."""
        return self.all_events[: self.index]

    def view(self) -> View:
        return self.state.view(self.seat)

    def acting(self) -> bool:
        state = self.state
        return self.seat is not None and not state.is_over() and self.seat in state.to_act()

    def legal_actions(self) -> list[Action]:
        """The moves the seat had here, so the table looks as it did when the player chose."""
        return list(self.state.legal_actions(self.seat)) if self.acting() and self.seat is not None else []

    def refusal(self) -> str:
        return self.tr("This is a review: the moves cannot be played again here.")

    def why_illegal(self, action: Action) -> str | None:
        return self.refusal()

    def submit(self, action: Action) -> str | None:
        return self.refusal()

    def submit_sequence(self, actions: list[Action]) -> str | None:
        return self.refusal()

    def completions(self, partial: Partial[Action]) -> list[Action]:
        return self.state.completions(self.seat, partial) if self.acting() and self.seat is not None else []

    def why_not_yet(self, partial: Partial[Action]) -> str | None:
        return self.refusal()

    def seat_names(self) -> list[str]:
        return [p.name for p in self.record.players]

    def seat_colour(self, seat: int) -> SeatColour:
        return self.colours[seat % len(self.colours)]

    def setting(self, key: str) -> Any:
        return self.settings.get(key)

    def prompt(self, line: str) -> str:
        """Whose move it was at the position shown, in place of the table's call to play."""
        state = self.state
        if state.is_over():
            return line
        names = self.seat_names()
        return self.tr("%s to play") % listed([names[s] for s in state.to_act()])

    def lines_of(self, index: int) -> list[str]:
        """The log sentences of record action `index`, as the seat shown may read them."""
        names = self.seat_names()
        return [text for e in self.all_events[index] if (text := e.describe(names, self.seat, translate_rules))]
