"""Words in a box as tall as they need, up to a cap; a longer text scrolls inside the box.

A word-wrapped label asks its layout for the height of all its lines. In a short window that
can make the window taller than the screen (a long judgement on the review page at 1280×720);
this box asks for its lines only up to `most` pixels and lets the rest scroll.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

from desktop.table.guard import Guarded


class CappedText(Guarded, QScrollArea):
    """A rich-text label in a frameless scroll area that grows with its words up to `most` pixels."""

    def __init__(self, most: int = 10_000, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.most = most
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.label.setContentsMargins(0, 0, 6, 0)  # the words keep clear of the scroll bar
        self.setWidget(self.label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.verticalScrollBar().setValue(0)
        self.updateGeometry()

    def text(self) -> str:
        return self.label.text()

    def set_most(self, most: int) -> None:
        if most != self.most:
            self.most = most
            self.updateGeometry()

    def _words_height(self) -> int:
        """The height of every line of the words at the box's width (its frame and margins included)."""
        width = max(1, self.viewport().width() if self.isVisible() else self.width())
        margins = self.contentsMargins()
        return self.label.heightForWidth(width) + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        # No width of its own: the words wrap to the width they are given. (QScrollArea's hint keeps the label's
        # first hint for good, so the panel's width depended on the words shown when the layout first asked.)
        return QSize(0, min(self._words_height(), self.most))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, min(self._words_height(), self.most))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.updateGeometry()  # a new width wraps the words anew
