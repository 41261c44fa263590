"""Typed errors of the rules layer.

Every refusal carries a sentence a player can read and, where one applies, the
rulebook section it comes from, so the GUI can show it next to the pointer and the
CLI can print it on one line.
"""

from __future__ import annotations

import re

from .text import Text, say

#: How much of a piece of user input a message repeats: enough to recognise it, never a flood.
ECHO_LIMIT = 80

#: Characters a terminal or a one-line message would obey rather than show (a name in a file can hold them).
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def clip(text: object, limit: int = ECHO_LIMIT, quoted: bool = True) -> str:
    """`text` as a message may quote it: its repr (or the text itself if not `quoted`), cut
    to about `limit` characters with "…".

    Whatever a user typed or a file held can be megabytes long; a message repeats only its start.
    """
    if isinstance(text, str):
        if not quoted:  # as it reads, but its control characters spelt out, as a repr would
            head = text if len(text) <= limit else text[: limit - 1] + "…"
            return _CONTROL.sub(lambda m: repr(m.group())[1:-1], head)
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


class Said(Exception):
    """An error with a sentence for the player, wherever it is raised (the rules, a file, the network).

    `message` is the reason as written: a translatable `Text` where the writer made one, else plain text;
    `reason` is it in English, one line (logs, the console, the wire).
    """

    def __init__(self, reason: str | Text, message: Text | str | None = None) -> None:
        self.message: Text | str = reason if message is None else message
        self.reason = str(reason)
        super().__init__(self.reason)

    def said(self) -> Text | str:
        """The reason as a player reads it (`desktop.table.text.shown` puts a `Text` in their language)."""
        return self.message


class RulesError(Said):
    """Base of every error the rules layer raises on purpose."""


class IllegalAction(RulesError):
    """An action the rules refuse. The state it was applied to is unchanged.

    `message` is the reason as the rules wrote it (a translatable `Text`, or plain text);
    `reason` is the same in English.
    """

    def __init__(self, reason: str | Text, rule: str | None = None) -> None:
        super().__init__(reason)
        self.rule = rule

    def __str__(self) -> str:
        return f"{self.reason} ({self.rule})" if self.rule else self.reason


class BadNotation(RulesError):
    """Text that does not read as an action of the game: no move at all, so no rule refused it.

    `message` says so for a player (translatable, as an IllegalAction's); `reason` is it in English with the
    notation's forms expected, for the console; `text` is what was read.
    """

    def __init__(self, text: str, expected: str = "") -> None:
        message = say("cannot read {text} as a move", text=clip(text))
        super().__init__(f"{message}; expected {expected}" if expected else str(message), message)
        self.text = text


class OptionError(RulesError, ValueError):
    """A game option that does not exist or has a value outside its allowed set."""


class RecordError(RulesError):
    """A game record that cannot be read or does not replay.

    `move` is the 1-based number of the offending action, or None when the record
    itself (its JSON, version, game or options) is at fault. `message` is the reason as
    written (a translatable `Text` for the app's own sentences); `reason` is it in English.
    """

    def __init__(self, reason: str | Text, move: int | None = None, player: str | None = None) -> None:
        super().__init__(reason)
        self.move = move
        #: Who made the offending move, as the message names them.
        self.player = player

    def __str__(self) -> str:
        return str(self.said())

    def said(self) -> Text | str:
        if self.move is None:
            return self.message
        if self.player is None:
            return say("move {n}: {reason}", n=self.move, reason=self.message)
        return say("move {n}, by {player}: {reason}", n=self.move, player=self.player, reason=self.message)
