"""Turning a piece a quarter at a time while it is held or dragged (tiles that must fit their neighbours).

The player turns the piece they hold with the wheel, a right-click or R (Shift+R turns it
back); the turn each piece was given is remembered until it is put down. A table calls these
from its `wheel`, `right_press` and `key_pressed` hooks with the piece it holds, and shows the
new turn (and what it changes, e.g. which places now fit) in `on_turn`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent


class QuarterTurns:
    """The quarter turns given to held pieces, by the pieces' keys (degrees clockwise: 0, 90, 180, 270)."""

    def __init__(self, on_turn: Callable[[Hashable, int], None]) -> None:
        self.turns: dict[Hashable, int] = {}
        self.on_turn = on_turn

    def of(self, key: Hashable) -> int:
        return self.turns.get(key, 0)

    def set(self, key: Hashable, degrees: int) -> None:
        self.turns[key] = degrees % 360

    def take(self, key: Hashable) -> int:
        """The piece is put down: its turn, forgotten."""
        return self.turns.pop(key, 0)

    def turn(self, key: Hashable, degrees: int) -> int:
        turn = (self.of(key) + degrees) % 360
        self.turns[key] = turn
        self.on_turn(key, turn)
        return turn

    # --- the gestures (each returns True when it turned the held piece) ---------------------

    def wheel(self, key: Hashable | None, event: QWheelEvent) -> bool:
        delta = event.angleDelta().y()
        if key is None or not delta:
            return False
        self.turn(key, 90 if delta < 0 else -90)
        return True

    def right_press(self, key: Hashable | None) -> bool:
        if key is None:
            return False
        self.turn(key, 90)
        return True

    def key(self, key: Hashable | None, event: QKeyEvent) -> bool:
        if key is None or event.key() != Qt.Key.Key_R:
            return False
        back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self.turn(key, -90 if back else 90)
        return True


def quarter_turns_to(current: int, wanted: set[int]) -> int:
    """The fewest quarter turns to the right (-1..2, negative: to the left) from `current` to one of `wanted`."""
    best: int | None = None
    for target in wanted:
        k = ((target - current) // 90) % 4
        k = k - 4 if k == 3 else k
        if best is None or abs(k) < abs(best) or (abs(k) == abs(best) and k > best):
            best = k
    return 0 if best is None else best
