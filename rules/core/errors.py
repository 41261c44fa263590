"""Typed errors of the rules layer.

Every refusal carries a sentence a player can read and, where one applies, the
rulebook section it comes from, so the GUI can show it next to the pointer and the
CLI can print it on one line.
"""

from __future__ import annotations

from .text import Text

#: How much of a piece of user input a message repeats: enough to recognise it, never a flood.
ECHO_LIMIT = 80


def clip(text: object, limit: int = ECHO_LIMIT, quoted: bool = True) -> str:
    """`text` as a message may quote it: its repr (or the text itself if not `quoted`), cut
    to about `limit` characters with "…".

    Whatever a user typed or a file held can be megabytes long; a message repeats only its start.
    """
    if isinstance(text, str):
        if not quoted:
            return text if len(text) <= limit else text[: limit - 1] + "…"
        shown = repr(text[:limit])  # repr of the head only: the rest may be megabytes
        if len(text) > limit:
            shown = shown[:-1] + "…" + shown[-1]
    else:
        try:
            shown = str(text)
        except ValueError:  # an int too long to print at all
            return "a number too long to show"
        except RecursionError:  # lists nested deeper than Python prints
            return "a value nested too deeply to show"
    return shown if len(shown) <= limit + 3 else shown[: limit - 1] + "…"


class RulesError(Exception):
    """Base of every error the rules layer raises on purpose."""


class IllegalAction(RulesError):
    """An action the rules refuse. The state it was applied to is unchanged.

    `message` is the reason as the rules wrote it (a translatable `Text`, or plain text);
    `reason` is the same in English.
    """

    def __init__(self, reason: str | Text, rule: str | None = None) -> None:
        super().__init__(str(reason))
        self.message: str | Text = reason
        self.reason = str(reason)
        self.rule = rule

    def __str__(self) -> str:
        return f"{self.reason} ({self.rule})" if self.rule else self.reason


class BadNotation(RulesError):
    """Text that does not read as an action of the game: no move at all, so no rule refused it.

    `message` and `reason` say so in English, as an IllegalAction's do; `text` is what was read.
    """

    def __init__(self, text: str, expected: str = "") -> None:
        hint = f"; expected {expected}" if expected else ""
        self.reason = f"cannot read {clip(text)} as a move{hint}"
        super().__init__(self.reason)
        self.message = self.reason
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
