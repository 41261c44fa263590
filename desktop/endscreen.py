"""The end-of-game screen: places, each score as stacked bars of its parts, play again."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.table import theme
from rules.core import Result

PART_COLOURS = ("#e07a5f", "#81b29a", "#f2cc8f", "#3d85c6", "#b388eb", "#f4a261", "#8ecae6")


class ScoreBars(QWidget):
    """One row per player: name, a bar made of the score's parts, the numbers beside it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: Result | None = None
        self.names: list[str] = []
        self.colours: list[theme.SeatColour] = []
        self.setMinimumHeight(260)

    def set_result(self, result: Result, names: list[str], colours: list[theme.SeatColour]) -> None:
        self.result, self.names, self.colours = result, names, colours
        self.setMinimumHeight(70 + 64 * len(names))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.result is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        result = self.result
        order = sorted(range(len(self.names)), key=lambda s: (result.ranks[s], s))
        top = max([sum(max(0.0, v) for _, v in parts) for parts in result.breakdown] + [1.0])
        name_w, num_w = 220.0, 380.0
        bar_w = max(50.0, self.width() - name_w - num_w - 40)
        labels = []
        for parts in result.breakdown:
            for label, _ in parts:
                if label not in labels:
                    labels.append(label)
        y = 10.0
        for seat in order:
            theme.draw_seat_badge(p, QPointF(22, y + 22), 14, self.colours[seat])
            p.setPen(theme.INK)
            p.setFont(theme.display_font(20))
            place = f"{result.ranks[seat]}. {self.names[seat]}"
            p.drawText(QRectF(44, y, name_w - 44, 44), int(Qt.AlignmentFlag.AlignVCenter), place)
            x = name_w
            texts = []
            for label, value in result.breakdown[seat]:
                w = bar_w * max(0.0, value) / top
                colour = QColor(PART_COLOURS[labels.index(label) % len(PART_COLOURS)])
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
                p.drawRoundedRect(QRectF(x, y + 6, w, 32), 6, 6)
                x += w
                texts.append(f"{value:g} {label}")
            p.setPen(theme.INK)
            p.setFont(theme.text_font(16))
            p.drawText(QRectF(name_w + bar_w + 16, y, num_w, 44), int(Qt.AlignmentFlag.AlignVCenter)
                       | int(Qt.TextFlag.TextWordWrap), f"{result.scores[seat]:g}  =  " + " + ".join(texts))
            y += 58
        # legend
        x = 44.0
        p.setFont(theme.text_font(14))
        for i, label in enumerate(labels):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(PART_COLOURS[i % len(PART_COLOURS)]))
            p.drawRoundedRect(QRectF(x, y + 8, 18, 18), 4, 4)
            p.setPen(theme.INK)
            p.drawText(QPointF(x + 24, y + 22), label)
            x += 40 + p.fontMetrics().horizontalAdvance(label)
        p.end()


class EndScreen(QWidget):
    """Covers the table when the game ends; `play_again` / `to_lobby` say what next."""

    play_again = Signal()
    to_lobby = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(80, 60, 80, 60)
        self.title = QPushButton()
        self.title.setFlat(True)
        self.title.setFont(theme.display_font(34))
        self.title.setEnabled(False)
        self.title.setStyleSheet("color: #3b2f2a; border: none;")
        layout.addWidget(self.title)
        self.bars = ScoreBars()
        layout.addWidget(self.bars, 1)
        buttons = QHBoxLayout()
        again = QPushButton(self.tr("Play again"))
        lobby = QPushButton(self.tr("Back to the lobby"))
        for b in (again, lobby):
            b.setFont(theme.display_font(18))
            b.setMinimumHeight(44)
            buttons.addWidget(b)
        again.clicked.connect(self.play_again)
        lobby.clicked.connect(self.to_lobby)
        self.again_button, self.lobby_button = again, lobby
        layout.addLayout(buttons)
        self.hide()

    def show_result(self, result: Result, names: list[str], colours: list[theme.SeatColour]) -> None:
        winners = [names[s] for s in result.winners]
        title = self.tr("%s wins!") % winners[0] if len(winners) == 1 else self.tr("Shared victory: %s") % ", ".join(
            winners)
        if result.tiebreak:
            title += f"  ({result.tiebreak})"
        self.title.setText(title)
        self.bars.set_result(result, names, colours)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(30, 20, 14, 150))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.PAPER)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(50, 40, -50, -40), 24, 24)
        p.end()
