"""A push button whose words are cut with "…" to its width, whole in its tooltip and for screen readers."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPushButton, QWidget

from desktop.table.guard import Guarded

#: The room a button's frame and padding take from its text, and the most a button asks for, in pixels.
FRAME = 28
WIDEST = 560


class ElidedButton(Guarded, QPushButton):
    """For a label that may be longer than the room a layout gives it (a kept table's name, a player's)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text, self.tip = "", ""
        self.set_full_text(text)

    def set_full_text(self, text: str, tip: str = "") -> None:
        """Show `text`, cut if need be; the tooltip is `tip`, or the whole text while it is cut."""
        self.full_text, self.tip = text, tip
        self.setAccessibleName(text)
        self._elide()

    def sizeHint(self) -> QSize:
        """The whole text's width, up to `WIDEST`: a longer one is cut rather than widen its window."""
        full = self.fontMetrics().horizontalAdvance(self.full_text) + FRAME
        return QSize(min(full, WIDEST), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(120, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = max(40, self.width() - FRAME)
        shown = self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room)
        super().setText(shown)
        self.setToolTip(self.tip or (self.full_text if shown != self.full_text else ""))
