"""The end of an Arturo game drawn like the printed scorepad, filled in one step at a time.

Left half: the objects collected (Birthday card counts, cobwebs under the Cleaning card)
carried across to each family member's column, each line as the rules' view gives it
(count × points = points), and each member's value. Right half: one row per player with
the members in the scoring positions, the position bonuses, the subtotal, the stopwatch
cards and the total with the place. Every number comes from the finished game's view;
`set_step` reveals the columns in the order players fill them in.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen

from desktop.games.arturo.art import (
    BONE,
    CANDLE,
    NIGHT_INK,
    PURPLE,
    Names,
    paint_cobwebs,
    paint_object,
    paint_portrait,
)
from desktop.games.arturo.pieces import SMALL
from desktop.table import theme
from desktop.table.items import TableItem
from desktop.table.painting import MIN_TEXT, FittedText, cut_names, draw_fitted, fit_text
from desktop.table.text import ordinal, shown, translator
from rules.arturo import ArturoView
from rules.arturo.data import MEMBER_IDS, NUM_OBJECTS, PAIR, PLAN_MEMBERS, POSITION_SIGNS, PREP_CARDS, PREP_INDEX
from rules.arturo.scoring import (
    COBWEBS,
    FIRST_BONUS,
    LAST_PENALTY,
    OBJECT,
    PAIRS,
    SECOND_BONUS,
    SeatScore,
    ValueLine,
)

_tr = translator("ArturoTable")

#: Steps: 1 the object counts, 2-8 the seven member columns, then one per scoring position,
#: bonuses, subtotal, stopwatch cards, totals and places.
COUNTS_STEP = 1
MEMBERS_DONE = COUNTS_STEP + len(PLAN_MEMBERS)
SCORING_POSITIONS: tuple[int, ...] = tuple(i for i, sign in enumerate(POSITION_SIGNS) if sign)
POSITION_STEPS: tuple[int, ...] = tuple(MEMBERS_DONE + 1 + k for k in range(len(SCORING_POSITIONS)))
BONUS_STEP = POSITION_STEPS[-1] + 1
SUBTOTAL_STEP = BONUS_STEP + 1
STOPWATCH_STEP = SUBTOTAL_STEP + 1
TOTAL_STEP = STOPWATCH_STEP + 1
LAST_STEP = TOTAL_STEP

#: The members' grid: the first column (the objects and their counts), the heading's height (portrait and
#: name) and the room kept on each side of a name, so neighbouring names never touch.
COUNTS_W = 80.0
HEADING_H = 100.0
NAME_MARGIN = 4.0
HEADING_FILL = QColor("#efe3c8")
#: The widest a player's name is written in the notes under the pad ("Winner: …"); a longer one is cut.
NOTE_NAME_WIDTH = 220.0


@dataclass(frozen=True)
class PadFigures:
    """Everything the scorepad shows, read from a finished game's view."""

    birthday: tuple[int, ...]
    cobwebs: int
    #: Each plan member's value lines and value (indexed by member).
    lines: tuple[tuple[ValueLine, ...], ...]
    values: tuple[int, ...]
    seats: tuple[SeatScore, ...]
    ranks: tuple[int, ...]
    tiebreak: str


def pad_figures(view: ArturoView) -> PadFigures:
    """The scorepad's figures from the view of a finished game (None-safe only at the end)."""
    scores, ranks = view.scores, view.ranks
    if scores is None or ranks is None:
        raise ValueError("the scorepad is filled in only once the party is over")
    values = view.member_values
    return PadFigures(
        view.birthday_counts, view.cleaning_cobwebs,
        tuple(view.value_lines(MEMBER_IDS[m]) for m in PLAN_MEMBERS),
        tuple(values[MEMBER_IDS[m]] for m in PLAN_MEMBERS),
        scores, ranks, shown(view.tiebreak),
    )


class Scorepad(TableItem):
    """The printed scorepad, on bone-white paper; `step` says how much is filled in."""

    parts = ("values", "plans")

    def __init__(self, figures: PadFigures, names: list[str], colours: list[theme.SeatColour],
                 language: Names, width: float = 1800.0, height: float = 700.0) -> None:
        super().__init__(width, height, "scorepad")
        self.figures = figures
        self.names = names
        self.colours = colours
        self.lang = language
        self.step = LAST_STEP
        #: The texts of the last paint, in drawing order (what a player can read on the pad).
        self.drawn: list[str] = []
        self.setZValue(40)

    def set_step(self, step: int) -> None:
        self.step = step
        self.update()

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.body(), 22, 22)
        return path

    # --- painting -----------------------------------------------------------------------

    def shown_texts(self) -> list[str]:
        """Every text the pad shows at its current step (painted into a scratch image to find out)."""
        image = QImage(8, 8, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        try:
            self.paint_body(painter)
        finally:
            painter.end()
        return list(self.drawn)

    def paint_body(self, p: QPainter) -> None:
        self.drawn = []
        body = self.body()
        path = self.outline()
        theme.soft_shadow(p, path, 6, 6)
        p.setPen(QPen(CANDLE, 4))
        p.setBrush(BONE)
        p.drawPath(path)
        p.setPen(PURPLE)
        p.setFont(theme.display_font(30))
        self._draw(p, QRectF(body.left(), body.top() + 8, body.width(), 44), int(Qt.AlignmentFlag.AlignCenter),
                   _tr("Scorepad — Arturo"))
        members, players = self._grids()
        self._members_grid(p, members)
        self._players_grid(p, players)

    def _grids(self) -> tuple[QRectF, QRectF]:
        """Where the members' grid (objects and values) and the players' grid lie on the pad."""
        body = self.body()
        # the members' columns are as wide as their names' longest word needs (some languages' names are longer)
        words = max(len(PLAN_MEMBERS) * (self._longest_word() + 2 * NAME_MARGIN + 2) + COUNTS_W, body.width() * 0.42)
        left_w = min(words, body.width() * 0.5)
        return (QRectF(body.left() + 20, body.top() + 60, left_w, body.height() - 76),
                QRectF(body.left() + left_w + 40, body.top() + 60, body.width() - left_w - 60, body.height() - 76))

    def _longest_word(self) -> float:
        """How wide the longest word of the members' names is, in the font of the names."""
        metrics = QFontMetricsF(theme.text_font(SMALL, bold=True))
        return max(metrics.horizontalAdvance(word) for m in PLAN_MEMBERS for word in self.lang.member(m).split())

    def _rows(self, area: QRectF) -> tuple[float, float]:
        """The players' grid: its heading's height and each player's row height."""
        return 46.0, min(100.0, (area.height() - 46.0 - 96) / max(1, len(self.figures.seats)))

    def part(self, name: str) -> QRectF | None:
        """"values": the members' grid; "plans": the players' rows with the notes under them."""
        members, players = self._grids()
        if name == "values":
            return members
        if name == "plans":
            head_h, row_h = self._rows(players)
            return QRectF(players.left(), players.top(), players.width(), head_h + len(self.figures.seats) * row_h + 64)
        return None

    def _draw(self, p: QPainter, rect: QRectF, flags: int, text: str) -> None:
        """Draw a text on the pad and keep it in `drawn`."""
        if text:
            self.drawn.append(text)
        p.drawText(rect, flags, text)

    def _draw_fitted(self, p: QPainter, rect: QRectF, text: str, font: QFont, align: Qt.AlignmentFlag,
                     floor: int = MIN_TEXT) -> None:
        """`draw_fitted` on the pad (smaller, or cut, to stay in `rect`), the whole text kept in `drawn`."""
        if text:
            self.drawn.append(text)
        draw_fitted(p, rect, text, font, align, floor=floor)

    def _cell(self, p: QPainter, rect: QRectF, text: str, shown_: bool, bold: bool = False, size: int = SMALL,
              colour: QColor | None = None, fill: QColor | None = None) -> None:
        p.setPen(QPen(QColor(NIGHT_INK.red(), NIGHT_INK.green(), NIGHT_INK.blue(), 90), 1))
        p.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
        p.drawRect(rect)
        if shown_ and text:
            p.setPen(colour or NIGHT_INK)
            p.setFont(theme.text_font(max(SMALL, size), bold))
            flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
            self._draw(p, rect.adjusted(3, 2, -3, -2), flags, text)

    def _members_grid(self, p: QPainter, area: QRectF) -> None:
        f = self.figures
        first_w, col_w = self._columns(area)
        head_h = HEADING_H
        rows: list[tuple[str, int]] = [(OBJECT, o) for o in range(NUM_OBJECTS)]
        rows += [(PAIRS, -1), (COBWEBS, -1), ("value", -1)]
        row_h = min(52.0, (area.height() - head_h) / len(rows))
        names = self.name_boxes()
        for j, m in enumerate(PLAN_MEMBERS):  # header: a boxed heading per member, portrait over name
            x = area.left() + first_w + j * col_w
            self._cell(p, QRectF(x, area.top(), col_w, head_h), "", False, fill=HEADING_FILL)
            paint_portrait(p, QPointF(x + col_w / 2, area.top() + 31), min(27.0, col_w * 0.34), MEMBER_IDS[m])
            box, fitted = names[j]
            p.setPen(NIGHT_INK)
            p.setFont(fitted.font)
            self.drawn.append(self.lang.member(m))
            p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), fitted.text)
        shown_counts = self.step >= COUNTS_STEP
        for i, (kind, obj) in enumerate(rows):
            y = area.top() + head_h + i * row_h
            head = QRectF(area.left(), y, first_w, row_h)
            fill = QColor("#efe3c8") if kind == "value" else None
            self._cell(p, head, "", False, fill=fill)
            if kind == OBJECT:
                paint_object(p, QPointF(head.left() + 24, head.center().y()), row_h * 0.34, obj)
                self._count_text(p, head, str(f.birthday[obj]) if shown_counts else "")
            elif kind == PAIRS:
                paint_object(p, QPointF(head.left() + 16, head.center().y()), row_h * 0.26, PAIR[0])
                paint_object(p, QPointF(head.left() + 38, head.center().y()), row_h * 0.26, PAIR[1])
                pairs = next((ln.count for m_lines in f.lines for ln in m_lines if ln.kind == PAIRS), 0)
                self._count_text(p, head, str(pairs) if shown_counts else "")
            elif kind == COBWEBS:
                web = QRectF(head.left() + 8, head.top() + 6, row_h - 12, row_h - 12)
                p.setBrush(QColor("#6a6a7a"))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawRoundedRect(web, 4, 4)
                paint_cobwebs(p, web)
                self._count_text(p, head, str(f.cobwebs) if shown_counts else "")
            else:
                p.setPen(NIGHT_INK)
                p.setFont(theme.text_font(SMALL + 1, True))
                self._draw(p, head, int(Qt.AlignmentFlag.AlignCenter), _tr("value"))
            for j in range(len(PLAN_MEMBERS)):
                cell = QRectF(area.left() + first_w + j * col_w, y, col_w, row_h)
                text = ""
                if kind == "value":
                    text = str(f.values[j])
                else:
                    line = next((ln for ln in f.lines[j] if ln.kind == kind and (kind != OBJECT or ln.obj == obj)),
                                None)
                    if line is not None:
                        text = f"{line.count}×{line.each} = {line.points}"
                self._cell(p, cell, text, self.step >= COUNTS_STEP + 1 + j, bold=kind == "value",
                           size=20 if kind == "value" else SMALL, fill=fill)

    def _columns(self, area: QRectF) -> tuple[float, float]:
        """The members' grid: the width of its first column (objects and counts) and of each member's."""
        first_w = min(COUNTS_W, area.width() * 0.16)
        return first_w, (area.width() - first_w) / len(PLAN_MEMBERS)

    def name_boxes(self) -> list[tuple[QRectF, FittedText]]:
        """Each member's name under its portrait, in pad coordinates: the box it is drawn in (its column
        less a margin on each side) and how it fits there (wrapped onto two lines where a line is too long)."""
        area = self._grids()[0]
        first_w, col_w = self._columns(area)
        font = theme.text_font(SMALL, bold=True)
        boxes = []
        for j, m in enumerate(PLAN_MEMBERS):
            box = QRectF(area.left() + first_w + j * col_w + NAME_MARGIN, area.top() + 60,
                         col_w - 2 * NAME_MARGIN, HEADING_H - 62)
            boxes.append((box, fit_text(self.lang.member(m), box, font)))
        return boxes

    def _count_text(self, p: QPainter, head: QRectF, text: str) -> None:
        p.setPen(NIGHT_INK)
        p.setFont(theme.text_font(20, True))
        self._draw(p, head.adjusted(48, 0, -6, 0), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                   text)

    def _players_grid(self, p: QPainter, area: QRectF) -> None:
        f = self.figures
        place_heads = [(ordinal(pos + 1), 96) for pos in SCORING_POSITIONS]
        bonus_heads = [(self._signed(points), 50) for points in (FIRST_BONUS, SECOND_BONUS, -LAST_PENALTY)]
        heads = [("", 150), *place_heads, *bonus_heads, (_tr("subtotal"), 86), (_tr("stopwatch"), 170),
                 (_tr("total"), 70), (_tr("place"), 66)]
        scale = area.width() / sum(w for _, w in heads)
        widths = [w * scale for _, w in heads]
        xs = [area.left() + sum(widths[:i]) for i in range(len(widths))]
        head_h, row_h = self._rows(area)
        for (label, _), x, w in zip(heads, xs, widths, strict=True):
            self._cell(p, QRectF(x, area.top(), w, head_h), label, True, True, SMALL + 1, fill=QColor("#efe3c8"))
        after = len(place_heads) + 1
        for seat, score in enumerate(f.seats):
            y = area.top() + head_h + seat * row_h
            name_cell = QRectF(xs[0], y, widths[0], row_h)
            self._cell(p, name_cell, "", False)
            theme.draw_seat_badge(p, QPointF(name_cell.left() + 16, name_cell.center().y()), 10, self.colours[seat])
            p.setPen(NIGHT_INK)
            # a long name goes onto two lines, or a size smaller, or is cut short
            self._draw_fitted(p, name_cell.adjusted(30, 2, -4, -2), self.names[seat], theme.text_font(SMALL + 2, True),
                              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            scored = score.breakdown()  # the rules' lines: the scoring positions' signed points come first
            for col, pos in enumerate(SCORING_POSITIONS):
                cell = QRectF(xs[1 + col], y, widths[1 + col], row_h)
                self._cell(p, cell, "", False)
                if self.step >= POSITION_STEPS[col]:
                    paint_portrait(p, QPointF(cell.left() + 18, cell.center().y()), min(15.0, row_h * 0.3),
                                   MEMBER_IDS[score.plan[pos]])
                    points = int(scored[col][1])
                    p.setPen(QColor("#8b1e1e") if points < 0 else NIGHT_INK)
                    p.setFont(theme.text_font(20, True))
                    self._draw(p, cell.adjusted(34, 0, -2, 0), int(Qt.AlignmentFlag.AlignCenter), self._points(points))
            bonuses = (score.first_bonus, score.second_bonus, -score.last_penalty)
            for k, bonus in enumerate(bonuses):
                cell = QRectF(xs[after + k], y, widths[after + k], row_h)
                self._cell(p, cell, self._signed(bonus) if bonus else "·", self.step >= BONUS_STEP, True, 18,
                           QColor("#8b1e1e") if bonus < 0 else QColor("#1f6b3a"))
            sub = after + 3
            self._cell(p, QRectF(xs[sub], y, widths[sub], row_h), str(score.subtotal), self.step >= SUBTOTAL_STEP,
                       True, 20)
            watch = QRectF(xs[sub + 1], y, widths[sub + 1], row_h)
            lines = [f"{self._signed(pts)} {self._prep_short(cid)}" for cid, pts in score.stopwatch]
            self._cell(p, watch, "\n".join(lines) if lines else "·", self.step >= STOPWATCH_STEP, True,
                       SMALL if lines else 18)
            top = f.ranks[seat] == 1 and self.step >= TOTAL_STEP
            self._cell(p, QRectF(xs[sub + 2], y, widths[sub + 2], row_h), str(score.total), self.step >= TOTAL_STEP,
                       True, 24, fill=QColor("#fbe3c4") if top else None)
            self._cell(p, QRectF(xs[sub + 3], y, widths[sub + 3], row_h), ordinal(f.ranks[seat]),
                       self.step >= TOTAL_STEP, True, 20,
                       theme.deepened(CANDLE, BONE) if f.ranks[seat] == 1 else NIGHT_INK)
        notes = []
        font = theme.text_font(SMALL + 2, True)
        names = cut_names(self.names, QFontMetricsF(font), NOTE_NAME_WIDTH)
        if self.step >= TOTAL_STEP:
            winners = [names[i] for i, r in enumerate(f.ranks) if r == 1]
            if len(winners) == 1:
                notes.append(_tr("Winner: {name}").format(name=winners[0]))
            else:
                notes.append(_tr("Shared victory: {names}").format(names=", ".join(winners)))
            if f.tiebreak:
                notes.append(f.tiebreak)
            counts = ", ".join(f"{names[i]} {sc.prep_cards}" for i, sc in enumerate(f.seats))
            notes.append(_tr("Preparation cards taken: {counts}").format(counts=counts))
        p.setPen(PURPLE)
        top_y = area.top() + head_h + len(f.seats) * row_h + 8
        self._draw_fitted(p, QRectF(area.left(), top_y, area.width(), area.bottom() - top_y), "\n".join(notes), font,
                          Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, floor=SMALL)

    @staticmethod
    def _signed(points: int) -> str:
        return f"+{points}" if points > 0 else (f"−{-points}" if points < 0 else "0")

    @staticmethod
    def _points(points: int) -> str:
        return f"−{-points}" if points < 0 else str(points)

    def _prep_short(self, card_id: str) -> str:
        return self.lang.prep(PREP_CARDS[PREP_INDEX[card_id]].kind)

