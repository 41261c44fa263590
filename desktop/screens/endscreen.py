"""The end-of-game screen: places, each score as stacked bars of its parts, look at the table, play again."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QHideEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.painting import cut_names
from desktop.table.text import full_sentence, listed, shown, tidy_colon
from desktop.widgets.plain import plain_label
from desktop.widgets.style import SLIM_SCROLLBAR, cream_buttons, go_buttons
from rules.core import Result

#: The parts' colours, in order: Paul Tol's "muted" scheme, whose colours stay apart for colour-blind eyes
#: (nine of them, so eight hands and a bonus never share one).
PART_COLOURS = ("#cc6677", "#332288", "#ddcc77", "#117733", "#88ccee", "#882255", "#44aa99", "#999933",
                "#aa4499")


LOSS = -1  # the legend's entry for points taken away
LOSS_INK = QColor("#a23b2a")


def _paint_loss(p: QPainter, rect: QRectF) -> None:
    """Points taken away: red hatching on pale paper."""
    p.save()
    p.setPen(QPen(LOSS_INK, 1.2))
    p.setBrush(QColor(255, 250, 240))
    p.drawRoundedRect(rect, 3, 3)
    p.setBrush(QBrush(LOSS_INK, Qt.BrushStyle.BDiagPattern))
    p.drawRoundedRect(rect, 3, 3)
    p.restore()


def lower_ties(result: Result) -> list[list[int]]:
    """Seats level on points below first place that the tie-break put in different places, in place order
    (a group per score); seats sharing a place, or the first place's tie the rules explain, are left out."""
    groups: dict[float, list[int]] = {}
    for seat, score in enumerate(result.scores):
        groups.setdefault(score, []).append(seat)
    return [sorted(seats, key=lambda s: result.ranks[s]) for seats in groups.values()
            if len({result.ranks[s] for s in seats}) > 1 and min(result.ranks[s] for s in seats) > 1]


def part_group(label: str) -> str:
    """The legend entry a score part belongs to: the label before any detail in brackets or after a colon.

    "1st: Papa (3 cakes)" and "1st: Nonna (2 hats)" share the colour of "1st", so a legend stays short
    even when each player's labels carry their own counts.
    """
    head = label.split(" (", 1)[0]
    return head.split(":", 1)[0].strip() or label


@dataclass(frozen=True)
class Segment:
    """One coloured piece of a score bar: the points of one part."""

    rect: QRectF
    group: int  # index into the legend (and the colours)
    label: str
    points: float


@dataclass(frozen=True)
class Bar:
    """A player's bar: the parts that add points side by side, what was taken away in a hatched strip under
    the end of them, and a mark where the total stands."""

    segments: tuple[Segment, ...]
    loss: QRectF | None
    total_x: float


class ScoreBars(Guarded, QWidget):
    """One row per player: place and name, a bar made of the score's parts, the total, then the parts in words.
    Its legend (`ScoreLegend`) goes under it, outside the rows' scroll area."""

    #: The rows were laid out afresh (a new result, a new width): the legend follows.
    laid_out = Signal()

    ROW_H = 44.0
    #: Where the bars start: room for "1. Ana" and the like, more for a long name (up to `NAME_MOST`).
    NAME_W, NAME_MOST = 230.0, 380.0
    TOTAL_W = 90.0
    BAR_TOP, BAR_H, LOSS_H = 4.0, 28.0, 8.0
    NAME_LEFT = 44.0  # where the name starts, right of the seat's badge
    DETAIL_FLAGS = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: Result | None = None
        self.names: list[str] = []
        self.colours: list[theme.SeatColour] = []
        self.name_w = self.NAME_W
        #: The size of the parts in words: smaller on a laptop, so a long breakdown fits without scrolling.
        self.detail_px = 15
        self.setMinimumHeight(200)

    def set_result(self, result: Result, names: list[str], colours: list[theme.SeatColour]) -> None:
        self.result, self.names, self.colours = result, names, colours
        metrics = QFontMetricsF(theme.display_font(20))
        widest = max((metrics.horizontalAdvance(f"{result.ranks[s]}. {name}") for s, name in enumerate(names)),
                     default=0.0)
        self.name_w = min(self.NAME_MOST, max(self.NAME_W, widest + 58))  # the name box ends 10 px before
        self.setMinimumHeight(int(self.layout_height(max(600, self.width()))))
        self.update()
        self.laid_out.emit()

    def parts(self, seat: int) -> list[tuple[str, float]]:
        """A player's score parts as shown: (label in the app's language, points)."""
        assert self.result is not None
        return [(shown(label, self.names), float(value)) for label, value in self.result.breakdown[seat]]

    def groups(self) -> list[str]:
        """The coloured legend entries (parts that add points), in the order the scorepads list them.

        Each player's parts keep their order; a part missing or worth nothing for one player still goes
        where the others list it (Hand 3 between Hand 2 and Hand 4, whoever scored it).
        """
        order: list[str] = []
        scoring: set[str] = set()
        for seat in range(len(self.names) if self.result is not None else 0):
            previous = -1
            for label, value in self.parts(seat):
                group = part_group(label)
                if value > 0:
                    scoring.add(group)
                if value < 0:
                    continue
                if group in order:
                    previous = max(previous, order.index(group))
                else:
                    previous += 1
                    order.insert(previous, group)
        return [g for g in order if g in scoring]

    def has_losses(self) -> bool:
        """Does any score include points taken away (a hatched strip under the end of the bar)?"""
        return self.result is not None and any(v < 0 for parts in self.result.breakdown for _, v in parts)

    def detail_text(self, seat: int, width: float | None = None) -> str:
        """The parts in words, each with its points after a colon ("Hand 2: 2 points"), so no number runs into a
        label; each part that fits a line `width` long (under the bar if None) is kept on one line, so
        lines break between parts ("1st-position bonus" is never cut at its hyphen). Empty for a score of one
        part: the legend names it and the total says it. Parts worth nothing are left out: a row of
        "Hard bonuses: 0 points" tells the player nothing the total does not."""
        parts = self.parts(seat)
        if len(parts) == 1:
            return ""
        metrics = QFontMetricsF(theme.text_font(self.detail_px))
        line = width if width is not None else self._detail_rect(max(600.0, self.width())).width()
        words = []
        for label, value in parts:
            if value == 0:
                continue
            number = f"{value:g}".replace("-", "\u2212")
            label = label.replace("-", "\u2011")
            one = abs(value) == 1  # "−1 point", as "1 point": the singular goes by the size, not the sign
            points = tidy_colon((self.tr("%s: %s point") if one else self.tr("%s: %s points")) % (label, number), label)
            whole = points.replace(" ", "\u00a0")
            words.append(whole if metrics.horizontalAdvance(whole) <= line else points)
        return "   ·   ".join(words)

    def bar(self, seat: int, width: float, y: float = 0.0) -> Bar:
        """Where a player's bar and its parts are drawn in a row that starts at `y`."""
        assert self.result is not None
        top = max([sum(max(0.0, v) for _, v in parts) for parts in self.result.breakdown] + [1.0])
        bar_w = self.bar_width(width)
        groups = self.groups()
        segments = []
        x = self.name_w
        for label, value in self.parts(seat):
            w = bar_w * max(0.0, value) / top
            if w <= 0:
                continue
            segments.append(Segment(QRectF(x, y + self.BAR_TOP, w, self.BAR_H), groups.index(part_group(label)),
                                    label, value))
            x += w
        lost = sum(-v for _, v in self.parts(seat) if v < 0)
        loss = None
        if lost > 0:
            w = min(x - self.name_w, bar_w * lost / top)
            loss = QRectF(x - w, y + self.BAR_TOP + self.BAR_H + 2, w, self.LOSS_H)
        total_x = self.name_w + bar_w * max(0.0, self.result.scores[seat]) / top
        return Bar(tuple(segments), loss, total_x)

    def bar_width(self, width: float) -> float:
        return max(80.0, width - self.name_w - self.TOTAL_W - 20)

    def _detail_rect(self, width: float, wide: bool = False) -> QRectF:
        left = self.NAME_LEFT if wide else self.name_w
        return QRectF(left, 0, max(200.0, width - left - 12), 2000)

    def _detail(self, seat: int, width: float, wide: bool) -> tuple[QRectF, str]:
        """Where a player's parts in words go under the row (at y 0, as tall as they need) and the words: under
        the bar, or (`wide`) from under the name across the row."""
        metrics = QFontMetricsF(theme.text_font(self.detail_px))
        rect = self._detail_rect(width, wide)
        text = self.detail_text(seat, rect.width())
        rect.setHeight(metrics.boundingRect(rect, self.DETAIL_FLAGS, text).height() if text else 0.0)
        return rect, text

    def details(self, width: float) -> list[tuple[QRectF, str]]:
        """Every player's `_detail`, all placed alike so that they line up: under the bars, unless one of them
        would take more than two lines there; then all from under the names."""
        limit = 2 * QFontMetricsF(theme.text_font(self.detail_px)).lineSpacing() + 1
        seats = range(len(self.names))
        narrow = [self._detail(seat, width, False) for seat in seats]
        if all(rect.height() <= limit for rect, _ in narrow):
            return narrow
        return [self._detail(seat, width, True) for seat in seats]

    def _row_heights(self, width: float) -> list[float]:
        """Each row's height with the gap under it (a row with its parts in words takes more)."""
        return [self.ROW_H + (8 + rect.height() + 14 if text else 8) for rect, text in self.details(width)]

    def legend_lines(self, width: float) -> list[list[tuple[str, int]]]:
        """The legend wrapped into lines that fit ``width``: (label, colour index) entries."""
        metrics = QFontMetricsF(theme.text_font(15))
        lines: list[list[tuple[str, int]]] = [[]]
        x = 0.0
        entries = list(enumerate(self.groups()))
        if self.has_losses():
            entries.append((LOSS, self.tr("points taken away")))
        for i, label in entries:
            w = 34 + metrics.horizontalAdvance(label)
            if lines[-1] and x + w > width - self.name_w:
                lines.append([])
                x = 0.0
            lines[-1].append((label, i))
            x += w
        return lines

    def layout_height(self, width: float) -> float:
        """The rows' height at `width` (the legend's is `legend_height`)."""
        if self.result is None:
            return 200.0
        return 10 + sum(self._row_heights(width))

    def legend_height(self, width: float) -> float:
        return LEGEND_LINE * len(self.legend_lines(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.result is not None:
            self.setMinimumHeight(int(self.layout_height(self.width())))
            self.laid_out.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.result is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        result = self.result
        width = float(self.width())
        order = sorted(range(len(self.names)), key=lambda s: (result.ranks[s], s))
        bar_w = self.bar_width(width)
        heights = self._row_heights(width)
        details = self.details(width)
        y = 10.0
        for seat in order:
            theme.draw_seat_badge(p, QPointF(22, y + self.ROW_H / 2), 14, self.colours[seat])
            p.setPen(theme.INK)
            p.setFont(theme.display_font(20))
            place = f"{result.ranks[seat]}. {self.names[seat]}"
            name_box = QRectF(self.NAME_LEFT, y, self.name_w - 54, self.ROW_H)
            place = p.fontMetrics().elidedText(place, Qt.TextElideMode.ElideRight, int(name_box.width()))
            p.drawText(name_box, int(Qt.AlignmentFlag.AlignVCenter), place)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 18))
            p.drawRoundedRect(QRectF(self.name_w, y + self.BAR_TOP, bar_w, self.BAR_H), 8, 8)
            bar = self.bar(seat, width, y)
            for segment in bar.segments:
                p.setBrush(QColor(PART_COLOURS[segment.group % len(PART_COLOURS)]))
                p.setPen(QPen(theme.PAPER, 1.5))
                p.drawRoundedRect(segment.rect, 6, 6)
            if bar.loss is not None:  # under the end of the bar, so every part stays in sight
                _paint_loss(p, bar.loss)
                p.setPen(QPen(theme.INK, 2.5))
                p.drawLine(QPointF(bar.total_x, y + self.BAR_TOP - 3),
                           QPointF(bar.total_x, bar.loss.bottom() + 2))
            p.setPen(theme.INK)
            p.setFont(theme.display_font(24))
            p.drawText(QRectF(self.name_w + bar_w + 8, y, self.TOTAL_W, self.ROW_H),
                       int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight), f"{result.scores[seat]:g}")
            p.setFont(theme.text_font(self.detail_px))
            p.setPen(QColor("#6b5a44"))
            detail, text = details[seat]
            detail.moveTop(y + self.ROW_H + 2)
            p.drawText(detail, self.DETAIL_FLAGS, text)
            y += heights[seat]
        p.end()


#: The height of one line of the legend.
LEGEND_LINE = 30


class ScoreLegend(Guarded, QWidget):
    """What the bars' colours stand for, under the rows and lined up with their bars; outside the rows' scroll
    area, so it stays in sight when there are more rows than room (Arturo's five players on a laptop showed
    only the tops of its swatches over the buttons)."""

    def __init__(self, bars: ScoreBars, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars = bars
        bars.laid_out.connect(self.follow)
        self.follow()

    def width_of_rows(self) -> float:
        """The width the bars are laid out at (the rows' scroll area may take a scroll bar's width off ours)."""
        return float(max(600, self.bars.width()))

    def follow(self) -> None:
        """As tall as the legend's lines at the rows' width."""
        self.setFixedHeight(int(self.bars.legend_height(self.width_of_rows())))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.bars.result is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(theme.text_font(15))
        y = 0.0
        for line in self.bars.legend_lines(self.width_of_rows()):
            x = self.bars.name_w
            for label, i in line:
                swatch = QRectF(x, y + 6, 18, 18)
                if i == LOSS:
                    _paint_loss(p, swatch)
                else:
                    p.setPen(Qt.PenStyle.NoPen)
                    p.setBrush(QColor(PART_COLOURS[i % len(PART_COLOURS)]))
                    p.drawRoundedRect(swatch, 4, 4)
                p.setPen(theme.INK)
                p.drawText(QPointF(x + 24, y + 21), label)
                x += 34 + p.fontMetrics().horizontalAdvance(label)
            y += LEGEND_LINE
        p.end()


END_STYLE = """
QLabel#endTitle { color: #3b2f2a; }
QLabel#endNote, QLabel#dealCode { color: #6b5a44; }
QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; border: none; }
""" + cream_buttons(radius=22, padding="6px 26px") + go_buttons("QPushButton#againButton") + SLIM_SCROLLBAR


class EndScreen(Guarded, QWidget):
    """Covers the table when the game ends.

    `play_again` / `to_lobby` say what next; "Look at the table" hides the screen (and emits
    `table_requested`) so a table's own scoring display, such as a scorepad, can be studied.
    """

    #: The least room a winner's name has in the title, in pixels (the title's width, when wider, less its words).
    NAME_WIDTH = 420

    play_again = Signal()
    to_lobby = Signal()
    table_requested = Signal()
    review_requested = Signal()
    #: The card covers the table (True) or has gone (False): the table may put away what would peek out.
    covering = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(False)
        self.setStyleSheet(END_STYLE)
        layout = self.box = QVBoxLayout(self)
        layout.setContentsMargins(self.SIDE + self.PAD_X, 64, self.SIDE + self.PAD_X, 64)
        layout.setSpacing(10)
        self.title = plain_label()
        self.title.setObjectName("endTitle")
        self.title.setFont(theme.display_font(34))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.note = plain_label()
        self.note.setObjectName("endNote")
        self.note.setFont(theme.text_font(17))
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.bars = ScoreBars()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.bars)
        layout.addWidget(scroll, 1)
        self.legend = ScoreLegend(self.bars)
        layout.addWidget(self.legend)
        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        look = QPushButton(self.tr("Look at the table"))
        again = QPushButton(self.tr("Play again"))
        again.setObjectName("againButton")
        lobby = QPushButton(self.tr("Back to the lobby"))
        look.setToolTip(self.tr("Hide this screen to study the final table (Esc)"))
        review = QPushButton(self.tr("Review the game"))
        review.setToolTip(self.tr("Step through the game with the hard bot's judgement of every decision"))
        review.clicked.connect(self.review_requested)
        buttons.addStretch(1)
        for b in (look, review, again, lobby):
            b.setFont(theme.display_font(18))
            b.setMinimumHeight(46)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            buttons.addWidget(b)
        buttons.addStretch(1)
        look.clicked.connect(self.look_at_table)
        again.clicked.connect(self.play_again)
        lobby.clicked.connect(self.to_lobby)
        self.look_button, self.again_button, self.lobby_button = look, again, lobby
        self._networked = False  # the game was played at a table on the network (`offer_again`)
        #: What Tab goes round, in the row's order (the table under the screen is out of the keyboard's reach).
        self.buttons = (look, review, again, lobby)
        layout.addLayout(buttons)
        self.deal_code = plain_label()  # under the buttons: what deals this game again, for whoever wants a rematch
        self.deal_code.setObjectName("dealCode")
        self.deal_code.setFont(theme.text_font(13))
        self.deal_code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deal_code.setWordWrap(True)
        self.deal_code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.deal_code.hide()
        layout.addWidget(self.deal_code)
        self.hide()

    def offer_again(self, role: str) -> None:
        """"Play again" at one computer; at a networked table the host opens a new one and a guest joins it."""
        texts = {"host": (self.tr("Play again"), self.tr("A new table with the same seats: everyone still at this "
                                                         "one sits down at it by themselves")),
                 "guest": (self.tr("Join the next table…"), self.tr("When the host plays again you sit down at the "
                                                                   "next table by yourself; this joins one with "
                                                                   "its code")),
                 "watcher": (self.tr("Watch the next table…"), self.tr("When the host plays again you watch the next "
                                                                      "table by yourself; this finds one with its "
                                                                      "code"))}
        text, tip = texts.get(role, (self.tr("Play again"), ""))
        self._networked = role != ""  # its deal code deals the game again at one computer only
        self.again_button.setText(text)
        self.again_button.setToolTip(tip)

    def show_result(self, result: Result, names: list[str], colours: list[theme.SeatColour],
                    taken_back: int = 0, deal_code: int | None = None, starter: str = "") -> None:
        """The places and scores; `taken_back`: how many moves Undo took back during the game; `deal_code`:
        the lobby's code that deals this game again (None: say nothing of it), with `starter` chosen under
        "who starts" ("": left to chance)."""
        metrics = self.title.fontMetrics()  # a winner's name too long for the card is cut, not the card's title
        widest = max(self.NAME_WIDTH, self.title.width() - metrics.horizontalAdvance(self.tr("%s wins!") % ""))
        winners = cut_names([names[s] for s in result.winners], metrics, widest)
        title = self.tr("%s wins!") % winners[0] if len(winners) == 1 else self.tr("Shared victory: %s") % listed(
            winners)
        self.title.setText(title)
        tiebreak = shown(result.tiebreak, names)
        notes = [full_sentence(tiebreak)] if tiebreak else []  # the rules' tie-breaks are clauses
        for tied in lower_ties(result):  # the rules explain a tie for first; one further down is said here
            notes.append(self.tr("%s: equal on points, placed in this order by the game's tie-break.")
                         % listed(cut_names([names[s] for s in tied], self.note.fontMetrics(), self.NAME_WIDTH)))
        if taken_back:
            notes.append(self.tr("1 move was taken back during this game.") if taken_back == 1
                         else self.tr("%d moves were taken back during this game.") % taken_back)
        self.note.setText(" ".join(notes))  # one paragraph: two short notes share a line a laptop needs
        self.note.setVisible(bool(notes))
        if deal_code is None:
            self.deal_code.setText("")
        elif starter:
            self.deal_code.setText(self.tr(
                "Deal code %d: type it in the lobby, with the same game, players and options and “Who starts” "
                "set to %s, to deal this game again.") % (deal_code, starter))
        else:
            self.deal_code.setText(self.tr(
                "Deal code %d: type it in the lobby, with the same game, players and options, to deal this game "
                "again.") % deal_code)
        if deal_code is not None and self._networked:
            self.deal_code.setText(self.deal_code.text() + " " + self.tr(
                "That works at one computer; a table on the network always deals a fresh game."))
        self.deal_code.setVisible(deal_code is not None)
        self.bars.set_result(result, names, colours)
        self.reopen()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the screen's buttons, never on to the table it covers."""
        usable = [b for b in self.buttons if b.isVisible() and b.isEnabled()]
        if not usable:
            return False
        at = [k for k, b in enumerate(usable) if b.hasFocus()]
        start = at[0] if at else (-1 if next else 0)
        usable[(start + (1 if next else -1)) % len(usable)].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def reopen(self) -> None:
        """Cover the table again (after "Look at the table")."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self._fit()
        self.show()
        self.raise_()
        self.again_button.setFocus()

    SIDE, PAD_X, PAD_Y = 50, 40, 24

    def card_rect(self) -> QRectF:
        """The paper card: as tall as its content needs (centred), never taller than the screen allows."""
        margins = self.box.contentsMargins()
        side = margins.left() - self.PAD_X
        return QRectF(self.rect()).adjusted(side, margins.top() - self.PAD_Y, -side, -margins.bottom() + self.PAD_Y)

    def _fit(self) -> None:
        detail_px = 15 if self.height() >= 800 else 13
        if detail_px != self.bars.detail_px:
            self.bars.detail_px = detail_px
            self.bars.setMinimumHeight(int(self.bars.layout_height(max(600, self.bars.width()))))
            self.bars.update()
        side = max(self.SIDE, (self.width() - 1400) // 2)  # a readable width on a wide screen
        width = self.width() - 2 * (side + self.PAD_X)
        title_h = self.title.heightForWidth(width) if self.title.text() else 0
        note_h = self.note.heightForWidth(width) if self.note.isVisibleTo(self) else 0
        code_h = self.deal_code.heightForWidth(width) if self.deal_code.isVisibleTo(self) else 0
        # between title, note, chart, legend, buttons and the deal code
        gaps = self.box.spacing() * (3 + bool(note_h) + bool(code_h))
        content = (title_h + note_h + self.bars.layout_height(width) + self.bars.legend_height(width)
                   + self.look_button.minimumHeight() + code_h + gaps)
        spare = max(0.0, self.height() - content - 8)  # the margins hold the card's padding; 8 px to spare
        vertical = int(max(64 if self.height() >= 800 else 32, spare / 2))  # a laptop needs the height
        self.box.setContentsMargins(side + self.PAD_X, vertical, side + self.PAD_X, vertical)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.covering.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.covering.emit(False)

    def look_at_table(self) -> None:
        self.table_requested.emit()  # first: the page gives the keyboard to the table, or a hidden button keeps it
        self.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.look_at_table()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(30, 20, 14, 150))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.PAPER)
        p.drawRoundedRect(self.card_rect(), 24, 24)
        p.end()
