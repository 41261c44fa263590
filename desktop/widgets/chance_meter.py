"""The side panel's win-chance meter: the hint's estimate with how sure it is.

The words come from `rules.bots.estimate.read_chance`: "level with the others", a band ("between 60% and 85%")
or, only when the estimate is narrow, one number. The bar draws the same band, a mark at the
estimate and a tick at an even share, so a wide band looks as unsure as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.table import theme
from desktop.table.guard import Guarded
from rules.bots.estimate import Reading, read_chance

TRACK, EDGE = QColor("#fffaf2"), QColor("#e2cdb5")
BAND, MARK, EVEN = QColor("#edc766"), QColor("#8a5f14"), QColor("#7a5c43")


class BandBar(Guarded, QWidget):
    """A bar from 0 to 100%: the band of likely chances, the estimate's mark and an even share's tick."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reading: Reading | None = None
        self.setFixedHeight(16)

    def set_reading(self, reading: Reading | None) -> None:
        self.reading = reading
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        track = QRectF(self.rect()).adjusted(1, 2, -1, -2)
        p.setPen(QPen(EDGE, 1))
        p.setBrush(TRACK)
        p.drawRoundedRect(track, 5, 5)
        r = self.reading
        if r is None:
            return
        inner = track.adjusted(1, 1, -1, -1)

        def x(percent: int) -> float:
            return inner.left() + inner.width() * min(100, max(0, percent)) / 100

        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(BAND)
        p.drawRoundedRect(QRectF(x(r.low), inner.top(), max(3.0, x(r.high) - x(r.low)), inner.height()), 4, 4)
        p.setPen(QPen(EVEN, 1.5))
        p.drawLine(QPointF(x(r.even), track.top() - 2), QPointF(x(r.even), track.bottom() + 2))
        p.setPen(QPen(MARK, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(x(r.percent), inner.top() + 1), QPointF(x(r.percent), inner.bottom() - 1))


class ChanceMeter(Guarded, QWidget):
    """The shown player's chance of winning in words and as a band; hidden until a hint fills it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reading: Reading | None = None
        self.players = 0
        self.label = QLabel(wordWrap=True)
        self.label.setObjectName("chance")
        self.label.setFont(theme.text_font(14))
        self.label.setToolTip(self.tr("The hard bot's estimate from your view of the table: it knows only what "
                                      "you know. The shaded band is how sure it is: a short search or a game "
                                      "still wide open gives a wide band."))
        self.bar = BandBar()
        self.bar.setAccessibleName(self.tr("Your chance of winning"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        self.hide()

    def show_estimate(self, chance: float, error: float, players: int) -> None:
        """Show `chance` (0..1) with its standard `error` among `players` seats."""
        self.reading, self.players = read_chance(chance, error, players), players
        self.label.setText(
            self.tr("<b>%s</b><br><span style='color:#7a5c43'>with %d players, level is %d%% each</span>")
            % (self.headline(), players, self.reading.even))
        self.bar.set_reading(self.reading)
        self.bar.setAccessibleDescription(self.words())
        self.show()

    def headline(self) -> str:
        """The reading in a few words: about even, a band, or one number."""
        r = self.reading
        if r is None:
            return ""
        if r.kind == "even":
            return self.tr("Your chance of winning: level with the others")
        if r.kind == "between":
            return self.tr("Your chance of winning: between %d%% and %d%%") % (r.low, r.high)
        return self.tr("Your chance of winning: about %d%%") % r.percent

    def words(self) -> str:
        """The meter on one line, for the status bar."""
        if self.reading is None:
            return ""
        return self.tr("%s (with %d players, level is %d%% each)") % (self.headline(), self.players, self.reading.even)

    def clear(self) -> None:
        self.reading = None
        self.bar.set_reading(None)
        self.hide()
