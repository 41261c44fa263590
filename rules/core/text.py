"""Sentences for players that the desktop can translate, without the rules knowing any language.

The rules write English templates with named fields — ``say("{player} draws {card}",
player=seat_name(2), card=say("Penitent"))`` — and keep the template apart from what fills
it. `str()` gives the English sentence (the CLI, records and logs use it); the desktop
renders the same `Text` through Qt's translator, which looks the *template* up, so every
template is one entry of the translation file (`say` calls are collected by
packaging/i18n.py). Names of cards, tables and members are `Text` too, so they follow the
language. Counts use `say_n`, which picks the English singular or plural and lets the
translation give every plural form of its own language.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar, Union

#: Looks a template up: (template, count or None) -> translated template. English: the identity.
Translate = Callable[[str, "int | None"], str]


@dataclass(frozen=True)
class SeatName:
    """Stands for the name of the player at `seat`, filled in when the sentence is shown."""

    seat: int


Field = Union["Text", SeatName, str, int, float]


@dataclass(frozen=True)
class Text:
    """An English template and the values of its fields (which may be `Text` themselves)."""

    template: str
    fields: tuple[tuple[str, Field], ...] = ()
    #: For `say_n`: the English plural template and the count that chooses between the two.
    plural: str | None = None
    count: int | None = None
    #: Where a translator looks the template up ("rules" unless a game groups its own texts).
    context: str = field(default="rules", compare=False)

    def render(self, names: Sequence[str] = (), translate: Translate | None = None) -> str:
        """The sentence with seat names and fields filled in, translated if a translator is given."""
        template = self.template
        if self.plural is not None and self.count != 1:
            template = self.plural
        if translate is not None:
            found = translate(self.template, self.count)
            if found != self.template:  # a translation exists (for counts, it holds every plural form)
                template = found
        values: dict[str, str] = {}
        for key, value in self.fields:
            values[key] = _render_field(value, names, translate)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):  # a broken translation must not hide the sentence
            return self.template.format(**values) if translate is not None else template

    def __str__(self) -> str:
        return self.render()


def _render_field(value: Field, names: Sequence[str], translate: Translate | None) -> str:
    if isinstance(value, Text):
        return value.render(names, translate)
    if isinstance(value, SeatName):
        return names[value.seat] if 0 <= value.seat < len(names) else f"Player {value.seat + 1}"
    return str(value)


#: What `say` gives while sentences go unwritten (`unwritten`).
UNWRITTEN = Text("")


class Unwritten(threading.local):
    """While `depth` is above 0, this thread's `say` and `say_n` give `UNWRITTEN`: the thread is playing
    a quiet state (`GameState.quiet`), whose sentences nobody reads and which would cost a third of a
    searched move. Per thread: a bot searches in a thread of its own while the table's thread writes the
    log of the move just made."""

    depth = 0


unwritten = Unwritten()


def say(template: str, **fields: Field) -> Text:
    """A translatable sentence: `template` in English with ``{field}`` places filled from `fields`."""
    if unwritten.depth:
        return UNWRITTEN
    return Text(template, tuple(fields.items()))


def say_n(count: int, singular: str, plural: str, **fields: Field) -> Text:
    """A sentence about `count` things: ``say_n(n, "{n} tile", "{n} tiles")``; `n` is filled in."""
    if unwritten.depth:
        return UNWRITTEN
    return Text(singular, (("n", count), *fields.items()), plural=plural, count=count)


def points_text(points: int) -> Text:
    """"1 point", "5 points": a score, as every game says one."""
    return say_n(points, "{n} point", "{n} points")


_Phrase = TypeVar("_Phrase", Text, SeatName)


def listing(items: Sequence[_Phrase]) -> _Phrase | Text:
    """Several phrases as one: "a", "a and b", "a, b and c" (each a `Text`, so each is translated, or a seat's
    name)."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return say("{first} and {last}", first=items[0], last=items[1])
    return say("{first}, {rest}", first=items[0], rest=listing(items[1:]))


@functools.cache  # asked for at every event: each seat's is made once
def seat_name(seat: int) -> SeatName:
    return SeatName(seat)


def render(text: Text | str, names: Sequence[str] = (), translate: Translate | None = None) -> str:
    """A `Text` or a plain string (older code, player input) as a sentence."""
    if isinstance(text, Text):
        return text.render(names, translate)
    return text


def english(text: Text | str, names: Sequence[str] | Mapping[int, str] = ()) -> str:
    """The English sentence (for the CLI and records)."""
    if isinstance(names, Mapping):
        names = [names[i] for i in sorted(names)]
    return render(text, names)
