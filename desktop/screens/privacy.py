"""The privacy screen of hot-seat play: it covers the table until the next player is ready."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.painting import draw_fitted


def _button_font() -> QFont:
    return theme.display_font(18)


def _recap_font() -> QFont:
    return theme.text_font(15)


#: Room between the card and the recap below it, and around the recap's lines.
RECAP_GAP, RECAP_PAD = 18.0, 16.0
#: The recap's heading line, and the room between one move's lines and the next move's (a hairline at its middle).
RECAP_HEAD, MOVE_GAP = 26.0, 11.0


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
        #: What the others did since this player last moved, in the words every seat may read: each move's lines.
        self.recap: list[list[str]] = []
        self.moved_before = False
        self._pressed = False  # a press of the left button began on the screen
        self._key: int | None = None  # the Enter, Return or Space key pressed (not repeated) on the screen
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.tr("Privacy screen"))
        self.hide()

    def ask(self, name: str, colour: theme.SeatColour | None = None, recap: Sequence[Sequence[str]] = (),
            moved_before: bool = True) -> None:
        """Cover the table for `name`; `recap` is the public log since their last move (`moved_before`:
        they have moved in this game, so the recap is what they missed, not the game so far)."""
        self.name, self.colour = name, colour
        self.recap, self.moved_before = self._runs_told_once([list(lines) for lines in recap if lines]), moved_before
        self._pressed, self._key = False, None
        self.setAccessibleDescription("\n".join([self.message(), *self._recap_heading(),
                                                  *(line for lines in self.recap for line in lines)]))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def _runs_told_once(self, moves: list[list[str]]) -> list[list[str]]:
        """The same move made again and again ("Chiara draws a card", three times over) is one move, counted."""
        runs: list[tuple[list[str], int]] = []
        for lines in moves:
            if runs and runs[-1][0] == lines:
                runs[-1] = (lines, runs[-1][1] + 1)
            else:
                runs.append((lines, 1))
        return [lines if n == 1 else [*lines[:-1], f"{lines[-1]} ({self.tr('%n times', '', n)})"]
                for lines, n in runs]

    def message(self) -> str:
        return self.tr("Pass to %s — click or press Enter when ready") % self.name

    def card(self) -> QRectF:
        """The card asking for the next player, centred with the recap below it (when there is one)."""
        card = QRectF(0, 0, min(640, self.width() - 40), 250)
        card.moveCenter(QRectF(self.rect()).center())
        recap = self._recap_height(card.width())
        if recap:
            card.moveTop(max(20.0, (self.height() - card.height() - RECAP_GAP - recap) / 2))
        return card

    def _recap_heading(self) -> list[str]:
        if not self.recap:
            return []
        return [self.tr("Since your last move:") if self.moved_before else self.tr("So far:")]

    def _recap_room(self) -> float:
        """The most height the recap may take: what the window has below the card, margins kept."""
        return max(0.0, self.height() - 250 - RECAP_GAP - 40)

    def recap_lines(self, width: float) -> tuple[list[tuple[str, float, float]], int]:
        """The recap's lines that fit, each with the room above it (a new move's gap) and its wrapped height,
        and how many lines are left for the log."""
        metrics = QFontMetricsF(_recap_font())
        inner = width - 2 * RECAP_PAD
        room = self._recap_room() - RECAP_HEAD - 2 * RECAP_PAD - metrics.lineSpacing()  # the "more" line
        lines = [(line, MOVE_GAP if i and not j else 0.0) for i, move in enumerate(self.recap)
                 for j, line in enumerate(move)]
        shown: list[tuple[str, float, float]] = []
        used = 0.0
        for i, (line, gap) in enumerate(lines):
            height = metrics.boundingRect(QRectF(0, 0, inner, 10_000), int(Qt.TextFlag.TextWordWrap), line).height()
            last = i == len(lines) - 1
            if used + gap + height > room + (metrics.lineSpacing() if last else 0):
                return shown, len(lines) - i
            shown.append((line, gap, height))
            used += gap + height
        return shown, 0

    def _recap_height(self, width: float) -> float:
        if not self.recap or self._recap_room() < RECAP_HEAD + 2 * RECAP_PAD + 40:
            return 0.0
        lines, more = self.recap_lines(width)
        if not lines:
            return 0.0
        extra = QFontMetricsF(_recap_font()).lineSpacing() if more else 0.0
        return RECAP_HEAD + 2 * RECAP_PAD + sum(gap + h for _, gap, h in lines) + extra

    def recap_box(self) -> QRectF:
        """Where the recap sits, below the card (an empty box when there is none or no room for it)."""
        card = self.card()
        height = self._recap_height(card.width())
        return QRectF(card.left(), card.bottom() + RECAP_GAP, card.width(), height) if height else QRectF()

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
        self._paint_recap(p)
        p.end()

    def _paint_recap(self, p: QPainter) -> None:
        box = self.recap_box()
        if box.isEmpty():
            return
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.PAPER)
        p.drawRoundedRect(box, 16, 16)
        inner = box.adjusted(RECAP_PAD, RECAP_PAD, -RECAP_PAD, -RECAP_PAD)
        p.setPen(theme.INK)
        p.setFont(theme.display_font(16))
        p.drawText(QRectF(inner.left(), inner.top(), inner.width(), RECAP_HEAD),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), self._recap_heading()[0])
        p.setFont(_recap_font())
        y = inner.top() + RECAP_HEAD
        lines, more = self.recap_lines(box.width())
        rule = QColor(theme.INK)
        rule.setAlpha(45)
        for line, gap, height in lines:
            if gap:  # a new move, or a new round of one
                p.setPen(QPen(rule, 1))
                p.drawLine(QPointF(inner.left(), y + gap / 2), QPointF(inner.right(), y + gap / 2))
                p.setPen(theme.INK)
            y += gap
            p.drawText(QRectF(inner.left(), y, inner.width(), height),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), line)
            y += height
        if more:
            p.drawText(QRectF(inner.left(), y, inner.width(), inner.bottom() - y),
                       int(Qt.AlignmentFlag.AlignLeft), self.tr("…and %n more in the log", "", more))

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
