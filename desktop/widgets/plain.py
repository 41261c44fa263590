"""Labels that show words as they were typed: players' names, file names, what a server said.

A QLabel takes text that looks like HTML for rich text, so a player named "<u>Zed</u>" would be drawn
underlined and a name holding an image tag would be drawn as that image. Every label that can show such
words is made here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows `text` (and whatever is set later) letter for letter, never as markup."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label
