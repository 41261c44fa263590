"""A push button whose words are cut with "…" to its width (or first wrapped onto a second line), whole in its
tooltip and for screen readers."""

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

    def __init__(self, text: str = "", parent: QWidget | None = None, *, wrap: bool = False) -> None:
        super().__init__(parent)
        self.full_text, self.tip = "", ""
        #: Words too long for one line go onto a second (the button grows taller) before anything is cut.
        self.wrap = wrap
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
        metrics = self.fontMetrics()
        shown = metrics.elidedText(self.full_text, Qt.TextElideMode.ElideRight, room)
        if shown != self.full_text and self.wrap:
            shown = self._two_lines(room) or shown
        if shown != self.text():
            super().setText(shown)
            self.updateGeometry()  # one line or two: the height it asks for changes
        whole = shown.replace("\n", " ") == self.full_text
        self.setToolTip(self.tip or ("" if whole else self.full_text))

    def _two_lines(self, room: int) -> str:
        """The words on two lines of even length where both fit; else as many as fit on the first and the rest,
        cut, on the second; "" if not even the first word fits."""
        metrics, words = self.fontMetrics(), self.full_text.split(" ")
        splits = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
        widths = [(metrics.horizontalAdvance(a), metrics.horizontalAdvance(b)) for a, b in splits]
        whole = [i for i, (a, b) in enumerate(widths) if a <= room and b <= room]
        if whole:
            first, rest = splits[min(whole, key=lambda i: max(widths[i]))]
            return first + "\n" + rest
        fitting = [i for i, (a, _b) in enumerate(widths) if a <= room]
        if not fitting:
            return ""
        first, rest = splits[fitting[-1]]
        return first + "\n" + metrics.elidedText(rest, Qt.TextElideMode.ElideRight, room)
