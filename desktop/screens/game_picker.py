"""The lobby's game picker: each game as its box cover, with the player's record in it under the box.

In a window too short for the boxes, the covers become strips (the motif and the title side by side).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from desktop.games import GameEntry, cover_available, game_for_cover, has_table
from desktop.screens.stats_window import RECORD_LINE_HEIGHT, paint_record_line
from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.widgets.covers import paint_cover, paint_cover_strip
from rules.core import Game

#: The dashed ring around the game box that has the keyboard focus.
FOCUS_PEN = QPen(theme.INK, 2, Qt.PenStyle.DashLine)


def _ring(p: QPainter, rect: QRectF, pen: QPen, radius: float) -> None:
    """An unfilled rounded outline around a game's box: its selected glow or its focus ring."""
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect, radius, radius)


class CoverButton(Guarded, QAbstractButton):
    """A game's box cover; checkable so the chosen game stays highlighted."""

    def __init__(self, cover: GameEntry, game: Game | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cover = cover
        self._game = game
        self.available = cover_available(cover) if game is None else has_table(game)
        self.setCheckable(True)
        self.setMinimumSize(QSize(165, 220))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(cover.title if self.available else self.tr("%s — table coming soon") % cover.title)
        self.setAccessibleName(cover.title)
        #: The player's record in this game, one short line across the box's bottom (screens/stats_window.py).
        self.record_line = ""
        #: The same against everyone at once, shown where the line is too long (stats.cover_total).
        self.record_short = ""
        self.strip = False

    @property
    def game(self) -> Game | None:
        """The rules behind the cover, loaded the first time the cover is chosen."""
        if self._game is None and self.available:
            self._game = game_for_cover(self.cover)
        return self._game

    #: A cover as a short strip (motif and title side by side), for windows too short for the boxes.
    STRIP_HEIGHT = 64

    def set_strip(self, strip: bool) -> None:
        self.strip = strip
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(250, self.STRIP_HEIGHT + 12) if self.strip else QSize(225, 300)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        if self.strip:
            self._paint_strip(p)
            p.end()
            return
        area = QRectF(self.rect()).adjusted(10, 10, -12, -14)
        if self.record_line:  # the player's record goes under the box
            area.adjust(0, 0, 0, -RECORD_LINE_HEIGHT)
        # keep the box's 3:4 shape whatever room the layout gives
        w = min(area.width(), area.height() * 0.75)
        rect = QRectF(0, 0, w, w / 0.75)
        rect.moveCenter(area.center())
        if self.isChecked():
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            _ring(p, rect.adjusted(-5, -5, 5, 5), QPen(theme.GLOW_HOVER, 7), 22)
        paint_cover(p, rect, self.cover, self.available)
        paint_record_line(p, QRectF(area.left(), rect.bottom() + 8, area.width(), RECORD_LINE_HEIGHT), self.record_line,
                          self.record_short)
        if self.hasFocus():
            _ring(p, rect.adjusted(-8, -8, 8, 8), FOCUS_PEN, 24)
        p.end()

    def strip_rect(self) -> QRectF:
        """The strip inside the button, with room around it for the choice ring and the shadow."""
        return QRectF(self.rect()).adjusted(6, 5, -8, -7)

    def _paint_strip(self, p: QPainter) -> None:
        rect = self.strip_rect()
        if self.isChecked():
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            _ring(p, rect.adjusted(-3, -3, 3, 3), QPen(theme.GLOW_HOVER, 5), 16)
        paint_cover_strip(p, rect, self.cover, self.available, self.record_line, self.record_short)
        if self.hasFocus():
            _ring(p, rect.adjusted(-5, -5, 5, 5), FOCUS_PEN, 18)
