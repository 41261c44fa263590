"""Labels that show words as they were typed: players' names, file names, what a server said.

A QLabel takes text that looks like HTML for rich text, so a player named "<u>Zed</u>" would be drawn
underlined and a name holding an image tag would be drawn as that image. Every label that can show such
words is made here.
"""

from __future__ import annotations

import itertools
import unicodedata

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows `text` (and whatever is set later) letter for letter, never as markup."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


_BREAK = "\u200b"  # a zero-width space: a place a line may break, drawn as nothing


def breakable(text: str, metrics: QFontMetrics, width: int) -> str:
    """`text` with a line break allowed between the letters of any word wider than `width` (a long name),
    so that word wrapping breaks it rather than cutting it at the edge. Combining marks and joined emoji
    stay with their letter."""
    if metrics.horizontalAdvance(text) <= width:
        return text

    def loosened(word: str) -> str:
        if metrics.horizontalAdvance(word) <= width:
            return word
        out = word[:1]
        for before, letter in itertools.pairwise(word):
            if unicodedata.category(before)[0] in "LNP" and unicodedata.category(letter)[0] in "LNP":
                out += _BREAK
            out += letter
        return out

    return " ".join(loosened(word) for word in text.split(" "))


def show_name(label: QLabel, name: str, widest: int = 220) -> None:
    """`name` in `label`, cut with "…" past `widest` pixels (then whole in the tooltip)."""
    cut = label.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, widest)
    label.setText(cut)
    label.setToolTip(name if cut != name else "")


def printable(text: str) -> str:
    """`text` without control or formatting characters: a line break or tab becomes a space, and what a name
    would only carry invisibly (a right-to-left override, a zero-width space, NUL) is left out."""
    return "".join(" " if ch in "\t\n\r" else ch for ch in text
                   if ch in "\t\n\r" or not unicodedata.category(ch).startswith("C"))


def printable_only(field: QLineEdit) -> QLineEdit:
    """A name field that keeps only what `printable` keeps, however the text came in (typed or pasted)."""
    def clean(text: str) -> None:
        kept = printable(text)
        if kept != text:
            at = field.cursorPosition() - (len(text) - len(kept))
            field.setText(kept)
            field.setCursorPosition(max(0, at))

    field.textEdited.connect(clean)
    return field
