"""User-visible text on the tables, ready for translation (one helper for every game's table)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import Qt

from rules.core.text import Text, points_text, render

#: How many times the app's language has changed (`startup.i18n.install` counts them): words kept
#: from before a change are in the old language.
_language_changes = 0


def language_changed() -> None:
    """The app now speaks another language: whatever was worded before is stale."""
    global _language_changes
    _language_changes += 1


def language_generation() -> int:
    """A number that changes whenever the app's language does (a key for kept words)."""
    return _language_changes


def translator(context: str) -> Callable[[str], str]:
    """A ``_tr(text)`` for one table: Qt looks the text up under ``context`` (the table's class name)."""

    def tr(text: str) -> str:
        return QCoreApplication.translate(context, text)

    tr.__doc__ = f"User-visible text of {context}, ready for translation."
    return tr


def listed(names: Sequence[str]) -> str:
    """Names in a row as a sentence lists them, in the app's language: "Ana", "Ana and Ben",
    "Ana, Ben and Cleo" ("Ana, Ben e Cleo")."""
    if len(names) <= 1:
        return "".join(names)
    return QCoreApplication.translate("Lists", "{rest} and {last}").format(rest=", ".join(names[:-1]),
                                                                        last=names[-1])


def your_move(name: str, what: str) -> str:
    """The line that opens a seat's move, worded alike on every table: who is to move, then what to do."""
    return QCoreApplication.translate("Tables", "{name} — your move: {what}").format(name=name, what=what)


def ordinal(n: int) -> str:
    """A place in words as a table writes it ("1st", "12th"; "1°" in Italian)."""
    if n == 1:
        return QCoreApplication.translate("Tables", "1st")
    if n == 2:
        return QCoreApplication.translate("Tables", "2nd")
    if n == 3:
        return QCoreApplication.translate("Tables", "3rd")
    return QCoreApplication.translate("Tables", "{n}th").format(n=n)


class Nudge(str):
    """Not a refusal: a legal move the lesson would like made another way (shown kindly, like a hint)."""


def translate_rules(template: str, count: int | None) -> str:
    """Qt's translation of a template the rules wrote (see rules/core/text.py)."""
    return QCoreApplication.translate("rules", template, None, -1 if count is None else count)


def shown(text: Text | str, names: Sequence[str] = ()) -> str:
    """A sentence from the rules (a reason, a log line, a score label) in the app's language."""
    return render(text, names, translate_rules)


def points(n: int) -> str:
    """A score in the app's language: "1 point", "12 points"."""
    return shown(points_text(n))


#: Marks that end a name on their own: no colon goes after them.
_OWN_STOP = "!?"  # not "…": a name cut short keeps its colon ("Bartholomew…: 12 points")


def tidy_colon(line: str, name: str, new_sentence: bool = False) -> str:
    """`line` with the colon after `name` dropped when the name ends in its own "!" or "?".

    Score lines put a colon after a name ("Hand 2: 2 points"); after "All at the Party!" it would
    read "All at the Party!: −3 points", so it becomes "All at the Party! −3 points" (and
    "Tutti alla festa! −3 punti"): whatever the language, the template's colon follows the name.
    With `new_sentence`, what follows the name becomes a sentence of its own ("Excuse Me! Drag a
    member…"), as an instruction after a card's name reads.
    """
    at = line.find(name + ":")
    if at < 0 or not name.endswith(tuple(_OWN_STOP)):
        return line
    rest = line[at + len(name) + 1:]
    if new_sentence:
        rest = " " + sentence(rest.lstrip())
    return line[:at] + name + rest


def sentence(text: str) -> str:
    """`text` begun with a capital, to stand as a sentence of its own (a clause the rules or a template made)."""
    return text[:1].upper() + text[1:]


def full_sentence(text: str) -> str:
    """`text` as a whole sentence among others: begun with a capital and ended with a stop (unless it has one)."""
    text = sentence(text.rstrip())
    return text if not text or text[-1] in ".!?…" else text + "."


__all__ = ["Nudge", "full_sentence", "listed", "ordinal", "points", "sentence", "shown", "tidy_colon",
           "translate_rules", "translator"]


def plain_tip(text: str) -> str:
    """A tooltip that shows its words as written: Qt reads a tooltip that looks like markup ("<u>Zed</u>", a
    player's name) as rich text, so such a one is escaped and set as rich text that says just those words."""
    if not Qt.mightBeRichText(text):
        return text
    return _PLAIN_TIP + html.escape(text, quote=False) + "</p>"


_PLAIN_TIP = "<p style='white-space:pre-wrap'>"


def tip_words(tip: str) -> str:
    """The words of a tooltip `plain_tip` made, as written."""
    return html.unescape(tip[len(_PLAIN_TIP):-len("</p>")]) if tip.startswith(_PLAIN_TIP) else tip
