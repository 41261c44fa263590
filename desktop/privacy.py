"""The privacy screen of hot-seat play: it covers the table until the next player is ready."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from desktop.table import theme


class PrivacyScreen(QWidget):
    """"Pass to Ana — click when ready". Emits `ready` on a click or Enter/Space."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.colour: theme.SeatColour | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.tr("Privacy screen"))
        self.hide()

    def ask(self, name: str, colour: theme.SeatColour | None = None) -> None:
        self.name, self.colour = name, colour
        self.setAccessibleDescription(self.message())
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def message(self) -> str:
        return self.tr("Pass to %s — click when ready") % self.name

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#3d2b22"))
        p.fillRect(self.rect(), theme.texture("wood", 640, 360, seed=7).scaled(self.size()).toImage())
        p.fillRect(self.rect(), QColor(20, 12, 8, 150))
        card = QRectF(0, 0, min(640, self.width() - 40), 220)
        card.moveCenter(QRectF(self.rect()).center())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.PAPER)
        p.drawRoundedRect(card, 24, 24)
        if self.colour is not None:
            theme.draw_seat_badge(p, card.topLeft() + QPointF(44, 44), 24, self.colour)
        p.setPen(theme.INK)
        p.setFont(theme.display_font(34))
        p.drawText(card.adjusted(20, 20, -20, -90), Qt.AlignmentFlag.AlignCenter, self.tr("Pass to %s") % self.name)
        p.setFont(theme.text_font(20))
        p.drawText(card.adjusted(20, 110, -20, -20), int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                   self.tr("Everyone else, look away. %s, click when ready.") % self.name)
        p.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._done()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._done()
        else:
            super().keyPressEvent(event)

    def _done(self) -> None:
        if self.isVisible():
            self.hide()
            self.ready.emit()
