"""Typed errors of the rules layer.

Every refusal carries a sentence a player can read and, where one applies, the
rulebook section it comes from, so the GUI can show it next to the pointer and the
CLI can print it on one line.
"""

from __future__ import annotations


class RulesError(Exception):
    """Base of every error the rules layer raises on purpose."""


class IllegalAction(RulesError):
    """An action the rules refuse. The state it was applied to is unchanged."""

    def __init__(self, reason: str, rule: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.rule = rule

    def __str__(self) -> str:
        return f"{self.reason} ({self.rule})" if self.rule else self.reason


class BadNotation(IllegalAction):
    """Text that does not parse as an action of the game."""

    def __init__(self, text: str, expected: str = "") -> None:
        hint = f"; expected {expected}" if expected else ""
        super().__init__(f"cannot read {text!r} as a move{hint}")
        self.text = text


class OptionError(RulesError, ValueError):
    """A game option that does not exist or has a value outside its allowed set."""


class RecordError(RulesError):
    """A game record that cannot be read or does not replay.

    `move` is the 1-based number of the offending action, or None when the record
    itself (its JSON, version, game or options) is at fault.
    """

    def __init__(self, reason: str, move: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.move = move

    def __str__(self) -> str:
        return f"move {self.move}: {self.reason}" if self.move is not None else self.reason
