"""Labels that show words as they were typed: players' names, file names, what a server said.

A QLabel takes text that looks like HTML for rich text, so a player named "<u>Zed</u>" would be drawn
underlined and a name holding an image tag would be drawn as that image. Every label that can show such
words is made here.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from net.protocol import NAME_LENGTH


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows `text` (and whatever is set later) letter for letter, never as markup."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


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


#: The longest name a player types, in the lobby or to join a table: what a seat's label shows whole, and
#: what the network carries.
NAME_LIMIT = NAME_LENGTH


def printable_only(field: QLineEdit) -> QLineEdit:
    """A name field (at most `NAME_LIMIT` letters) that keeps only what `printable` keeps, however the text came
    in (typed or pasted)."""
    def clean(text: str) -> None:
        kept = printable(text)
        if kept != text:
            at = field.cursorPosition() - (len(text) - len(kept))
            field.setText(kept)
            field.setCursorPosition(max(0, at))

    field.setMaxLength(NAME_LIMIT)
    field.textEdited.connect(clean)
    return field
