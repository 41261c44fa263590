"""The privacy screen of hot-seat play: it covers the table until the next player is ready."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.painting import draw_fitted


def _button_font() -> QFont:
    return theme.display_font(18)


class PrivacyScreen(Guarded, QWidget):
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

    def card(self) -> QRectF:
        card = QRectF(0, 0, min(640, self.width() - 40), 250)
        card.moveCenter(QRectF(self.rect()).center())
        return card

    def pill(self) -> QRectF:
        """The "Ana is ready" button, widened for a long name up to the card's margins."""
        card = self.card()
        wide = QFontMetricsF(_button_font()).horizontalAdvance(self.button_text()) + 2 * 23 + 36
        pill = QRectF(0, 0, min(card.width() - 60, max(300.0, wide)), 46)
        pill.moveCenter(QPointF(card.center().x(), card.bottom() - 48))
        return pill

    def button_text(self) -> str:
        return self.tr("%s is ready") % self.name

    def texts(self) -> list[tuple[QRectF, str, QFont, bool]]:
        """Each text of the card: its box, words, largest font and whether it may wrap."""
        card = self.card()
        return [(card.adjusted(20, 40, -20, -130), self.tr("Pass to %s") % self.name, theme.display_font(36), True),
                (card.adjusted(30, 118, -30, -76), self.tr("Everyone else, look away."), theme.text_font(19), True),
                (self.pill().adjusted(18 + 23, 4, -18 - 23, -4), self.button_text(), _button_font(), False)]

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#3d2b22"))
        p.fillRect(self.rect(), theme.texture("wood", 640, 360, seed=7).scaled(self.size()).toImage())
        p.fillRect(self.rect(), QColor(20, 12, 8, 150))
        card = self.card()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(card.translated(4, 6), 24, 24)
        p.setBrush(theme.PAPER)
        edge = self.colour.qcolor if self.colour is not None else theme.GLOW_HOVER
        p.setPen(QPen(edge, 5))
        p.drawRoundedRect(card, 24, 24)
        if self.colour is not None:  # the seat's badge sits on the card's top edge
            theme.draw_seat_badge(p, QPointF(card.center().x(), card.top()), 30, self.colour)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.GO))
        p.drawRoundedRect(self.pill(), 23, 23)
        heading, note, button = self.texts()
        for (box, text, font, wrap), ink in ((heading, theme.INK), (note, theme.INK), (button, QColor("white"))):
            p.setPen(ink)
            draw_fitted(p, box, text, font, wrap=wrap)
        p.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._done()

    def focusNextPrevChild(self, next: bool) -> bool:
        return True  # Tab stays here: nothing under the screen is for the keyboard while it is up

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._done()
        else:
            super().keyPressEvent(event)

    def _done(self) -> None:
        if self.isVisible():
            self.hide()
            self.ready.emit()
