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
    """"Pass to Ana — click when ready". Emits `ready` on a click or Enter/Space.

    Only a whole gesture made on the screen itself counts: a click whose press it saw, a key pressed and
    let go on it. The screen comes up under the pointer and with the keyboard the moment the last player
    moves, so the second click of their double-click, or the Enter they still hold, would otherwise show
    the next player's table to the one who just left it.
    """

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.colour: theme.SeatColour | None = None
        self._pressed = False  # a press of the left button began on the screen
        self._key: int | None = None  # the Enter, Return or Space key pressed (not repeated) on the screen
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.tr("Privacy screen"))
        self.hide()

    def ask(self, name: str, colour: theme.SeatColour | None = None) -> None:
        self.name, self.colour = name, colour
        self._pressed, self._key = False, None
        self.setAccessibleDescription(self.message())
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def message(self) -> str:
        return self.tr("Pass to %s — click or press Enter when ready") % self.name

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

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pressed = event.button() == Qt.MouseButton.LeftButton

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self._pressed = False  # the second click of a double-click begun on the Commit button underneath

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._pressed:
            self._done()
        self._pressed = False

    def focusNextPrevChild(self, next: bool) -> bool:
        return True  # Tab stays here: nothing under the screen is for the keyboard while it is up

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not event.isAutoRepeat():  # a key held down since the last move repeats: not this player's
                self._key = event.key()
        else:
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.isAutoRepeat() or self._key is None or event.key() != self._key:
            super().keyReleaseEvent(event)
            return
        self._done()

    def _done(self) -> None:
        self._pressed, self._key = False, None
        if self.isVisible():
            self.hide()
            self.ready.emit()
