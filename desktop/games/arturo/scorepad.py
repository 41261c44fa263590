"""The end of an Arturo game drawn like the printed scorepad, filled in one step at a time.

Left half: the objects collected (Birthday card counts, cobwebs under the Cleaning
card) carried across to each family member's column and multiplied, giving each
member's value. Right half: one row per player with the members in positions 1-3
and 7, the position bonuses, the subtotal, the stopwatch cards and the total with
the place. `set_step` reveals the columns in the order players fill them in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.games.arturo.art import (
    BONE,
    CANDLE,
    NIGHT_INK,
    PURPLE,
    Names,
    multipliers,
    paint_cobwebs,
    paint_object,
    paint_portrait,
)
from desktop.table import theme
from desktop.table.items import TableItem
from rules.arturo.data import (
    ARTURO,
    CARD_BACK,
    CARD_COBWEBS,
    MEMBER_IDS,
    MEMBER_INDEX,
    NUM_OBJECTS,
    PARTY_INDEX,
    PLAN_MEMBERS,
    PREP_CARDS,
    PREP_INDEX,
    SCORED_OBJECTS,
    SPRING,
    STEIN,
    TEDDY,
    member_values,
)
from rules.arturo.scoring import SeatScore, score_seats, tiebreak_note

#: Steps: 1 the object counts, 2-8 the seven member columns, then 1st, 2nd, 3rd, 7th,
#: bonuses, subtotal, stopwatch cards, totals and places.
COUNTS_STEP = 1
MEMBERS_DONE = COUNTS_STEP + len(PLAN_MEMBERS)
POSITION_STEPS = (MEMBERS_DONE + 1, MEMBERS_DONE + 2, MEMBERS_DONE + 3, MEMBERS_DONE + 4)
BONUS_STEP = MEMBERS_DONE + 5
SUBTOTAL_STEP = BONUS_STEP + 1
STOPWATCH_STEP = SUBTOTAL_STEP + 1
TOTAL_STEP = STOPWATCH_STEP + 1
LAST_STEP = TOTAL_STEP


@dataclass(frozen=True)
class FinalScores:
    """Everything the scorepad shows, computed from a finished game's view."""

    birthday: tuple[int, ...]
    cobwebs: int
    values: tuple[int, ...]
    seats: tuple[SeatScore, ...]
    ranks: tuple[int, ...]
    tiebreak: str


def final_scores(view: Any) -> FinalScores:
    """Score a finished game from what the view shows (every plan is public at the end)."""
    d = view.to_dict()
    birthday = [0] * NUM_OBJECTS
    for card_id in d["birthday"]:
        birthday[CARD_BACK[PARTY_INDEX[card_id]]] += 1
    cobwebs = sum(1 for card_id in d["cleaning"] if CARD_COBWEBS[PARTY_INDEX[card_id]])
    players = d["players"]
    plans = [[MEMBER_INDEX[m] for m in p["plan"]] for p in players]
    taken = [list(p["preparation"]) for p in players]
    targets = [p["target"] for p in players]
    crowns = [MEMBER_INDEX[p["crown"]] if p.get("crown") else None for p in players]
    seats = score_seats(plans, birthday, cobwebs, taken, targets, crowns)
    keys = [s.key() for s in seats]
    ranks = tuple(1 + sum(1 for k in keys if k > mine) for mine in keys)
    tiebreak = str(tiebreak_note(seats))
    return FinalScores(tuple(birthday), cobwebs, member_values(birthday, cobwebs), tuple(seats), ranks, tiebreak)


class Scorepad(TableItem):
    """The printed scorepad, on bone-white paper; `step` says how much is filled in."""

    W, H = 1800.0, 700.0

    def __init__(self, scores: FinalScores, names: list[str], colours: list[theme.SeatColour],
                 language: Names) -> None:
        super().__init__(self.W, self.H, "scorepad")
        self.scores = scores
        self.names = names
        self.colours = colours
        self.lang = language
        self.step = LAST_STEP
        self.setZValue(40)

    def set_step(self, step: int) -> None:
        self.step = step
        self.update()

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.body(), 22, 22)
        return path

    # --- painting -----------------------------------------------------------------------

    def paint_body(self, p: QPainter) -> None:
        body = self.body()
        path = self.outline()
        theme.soft_shadow(p, path, 6, 6)
        p.setPen(QPen(CANDLE, 4))
        p.setBrush(BONE)
        p.drawPath(path)
        p.setPen(PURPLE)
        p.setFont(theme.display_font(30))
        title = "Segnapunti" if self.lang.italian else "Scorepad"
        p.drawText(QRectF(body.left(), body.top() + 10, body.width(), 44), int(Qt.AlignmentFlag.AlignCenter),
                   f"{title} — Arturo")
        self._members_grid(p, QRectF(body.left() + 24, body.top() + 70, 760, body.height() - 90))
        self._players_grid(p, QRectF(body.left() + 810, body.top() + 70, body.width() - 834, body.height() - 90))

    def _cell(self, p: QPainter, rect: QRectF, text: str, shown: bool, bold: bool = False, size: int = 16,
              colour: QColor | None = None, fill: QColor | None = None) -> None:
        p.setPen(QPen(QColor(NIGHT_INK.red(), NIGHT_INK.green(), NIGHT_INK.blue(), 90), 1))
        p.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
        p.drawRect(rect)
        if shown and text:
            p.setPen(colour or NIGHT_INK)
            p.setFont(theme.text_font(size, bold))
            p.drawText(rect.adjusted(3, 2, -3, -2), int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                       text)

    def _members_grid(self, p: QPainter, area: QRectF) -> None:
        s = self.scores
        first_w, col_w, head_h = 120.0, (area.width() - 120.0) / len(PLAN_MEMBERS), 92.0
        rows: list[tuple[str, int]] = [("object", o) for o in range(NUM_OBJECTS)]
        rows += [("pairs", -1), ("cobwebs", -1), ("value", -1)]
        row_h = min(52.0, (area.height() - head_h) / len(rows))
        # header: portraits and names
        for j, m in enumerate(PLAN_MEMBERS):
            x = area.left() + first_w + j * col_w
            paint_portrait(p, QPointF(x + col_w / 2, area.top() + 32), 30, MEMBER_IDS[m])
            p.setPen(NIGHT_INK)
            p.setFont(theme.text_font(12, bold=True))
            p.drawText(QRectF(x, area.top() + 64, col_w, 26), int(Qt.AlignmentFlag.AlignCenter)
                       | int(Qt.TextFlag.TextWordWrap), self.lang.member(m))
        for i, (kind, obj) in enumerate(rows):
            y = area.top() + head_h + i * row_h
            head = QRectF(area.left(), y, first_w, row_h)
            fill = QColor("#efe3c8") if kind == "value" else None
            self._cell(p, head, "", False, fill=fill)
            shown_counts = self.step >= COUNTS_STEP
            if kind == "object":
                paint_object(p, QPointF(head.left() + 26, head.center().y()), row_h * 0.34, obj)
                self._count_text(p, head, str(s.birthday[obj]) if shown_counts else "")
            elif kind == "pairs":
                paint_object(p, QPointF(head.left() + 18, head.center().y()), row_h * 0.26, TEDDY)
                paint_object(p, QPointF(head.left() + 42, head.center().y()), row_h * 0.26, SPRING)
                self._count_text(p, head, str(min(s.birthday[TEDDY], s.birthday[SPRING])) if shown_counts else "")
            elif kind == "cobwebs":
                web = QRectF(head.left() + 8, head.top() + 6, row_h - 12, row_h - 12)
                p.setBrush(QColor("#6a6a7a"))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawRoundedRect(web, 4, 4)
                paint_cobwebs(p, web)
                self._count_text(p, head, str(s.cobwebs) if shown_counts else "")
            else:
                p.setPen(NIGHT_INK)
                p.setFont(theme.text_font(16, True))
                p.drawText(head, int(Qt.AlignmentFlag.AlignCenter), "value" if not self.lang.italian else "valore")
            for j, m in enumerate(PLAN_MEMBERS):
                cell = QRectF(area.left() + first_w + j * col_w, y, col_w, row_h)
                shown = self.step >= COUNTS_STEP + 1 + j
                text = ""
                if kind == "object" and obj in SCORED_OBJECTS[m]:
                    k = multipliers(m)[SCORED_OBJECTS[m].index(obj)]
                    text = f"{s.birthday[obj]}×{k} = {s.birthday[obj] * k}"
                elif kind == "pairs" and m == ARTURO:
                    pairs = min(s.birthday[TEDDY], s.birthday[SPRING])
                    text = f"{pairs}×1 = {pairs}"
                elif kind == "cobwebs" and m == STEIN:
                    text = f"{s.cobwebs}×3 = {s.cobwebs * 3}"
                elif kind == "value":
                    text = str(s.values[m])
                self._cell(p, cell, text, shown, bold=kind == "value", size=20 if kind == "value" else 14,
                           fill=fill)

    def _count_text(self, p: QPainter, head: QRectF, text: str) -> None:
        p.setPen(NIGHT_INK)
        p.setFont(theme.text_font(20, True))
        p.drawText(head.adjusted(50, 0, -6, 0), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                   text)

    def _players_grid(self, p: QPainter, area: QRectF) -> None:
        s = self.scores
        it = self.lang.italian
        heads = [("", 170), ("1°" if it else "1st", 92), ("2°" if it else "2nd", 92), ("3°" if it else "3rd", 92),
                 ("7°" if it else "7th", 92), ("+3", 52), ("+2", 52), ("−1", 52),
                 ("parziale" if it else "subtotal", 92), ("cronometro" if it else "stopwatch", 150),
                 ("totale" if it else "total", 82), ("posto" if it else "place", 70)]
        scale = area.width() / sum(w for _, w in heads)
        widths = [w * scale for _, w in heads]
        xs = [area.left() + sum(widths[:i]) for i in range(len(widths))]
        head_h = 50.0
        row_h = min(96.0, (area.height() - head_h - 90) / max(1, len(s.seats)))
        for (label, _), x, w in zip(heads, xs, widths, strict=True):
            self._cell(p, QRectF(x, area.top(), w, head_h), label, True, True, 15, fill=QColor("#efe3c8"))
        for seat, score in enumerate(s.seats):
            y = area.top() + head_h + seat * row_h
            name_cell = QRectF(xs[0], y, widths[0], row_h)
            self._cell(p, name_cell, "", False)
            theme.draw_seat_badge(p, QPointF(name_cell.left() + 18, name_cell.center().y()), 11, self.colours[seat])
            p.setPen(NIGHT_INK)
            p.setFont(theme.text_font(16, True))
            p.drawText(name_cell.adjusted(34, 0, -4, 0), int(Qt.AlignmentFlag.AlignVCenter)
                       | int(Qt.TextFlag.TextWordWrap), self.names[seat])
            for col, pos in enumerate((0, 1, 2, 6)):
                cell = QRectF(xs[1 + col], y, widths[1 + col], row_h)
                shown = self.step >= POSITION_STEPS[col]
                self._cell(p, cell, "", False)
                if shown:
                    member = score.plan[pos]
                    paint_portrait(p, QPointF(cell.left() + 22, cell.center().y()), min(18.0, row_h * 0.3),
                                   MEMBER_IDS[member])
                    value = score.values[pos]
                    p.setPen(QColor("#8b1e1e") if pos == 6 else NIGHT_INK)
                    p.setFont(theme.text_font(20, True))
                    p.drawText(cell.adjusted(40, 0, -4, 0), int(Qt.AlignmentFlag.AlignCenter),
                               f"−{value}" if pos == 6 and value else str(value))
            bonuses = (score.first_bonus, score.second_bonus, -score.last_penalty)
            for k, bonus in enumerate(bonuses):
                cell = QRectF(xs[5 + k], y, widths[5 + k], row_h)
                text = (f"+{bonus}" if bonus > 0 else f"−{-bonus}") if bonus else "·"
                self._cell(p, cell, text, self.step >= BONUS_STEP, True, 18,
                           QColor("#8b1e1e") if bonus < 0 else QColor("#1f6b3a"))
            self._cell(p, QRectF(xs[8], y, widths[8], row_h), str(score.subtotal), self.step >= SUBTOTAL_STEP,
                       True, 20)
            watch = QRectF(xs[9], y, widths[9], row_h)
            lines = [f"{'+' if pts > 0 else '−'}{abs(pts)} {self._prep_short(cid)}" for cid, pts in score.stopwatch]
            self._cell(p, watch, "\n".join(lines) if lines else "·", self.step >= STOPWATCH_STEP, True,
                       13 if lines else 18)
            self._cell(p, QRectF(xs[10], y, widths[10], row_h), str(score.total), self.step >= TOTAL_STEP, True, 24,
                       fill=QColor("#fbe3c4") if s.ranks[seat] == 1 and self.step >= TOTAL_STEP else None)
            place = self._place(s.ranks[seat])
            self._cell(p, QRectF(xs[11], y, widths[11], row_h), place, self.step >= TOTAL_STEP, True, 20,
                       CANDLE.darker(130) if s.ranks[seat] == 1 else NIGHT_INK)
        # notes under the grid
        notes = []
        it = self.lang.italian
        if self.step >= TOTAL_STEP:
            winners = [self.names[i] for i, r in enumerate(s.ranks) if r == 1]
            if len(winners) == 1:
                notes.append(("Vince: " if it else "Winner: ") + winners[0])
            else:
                notes.append(("Vittoria condivisa: " if it else "Shared victory: ") + ", ".join(winners))
            if s.tiebreak:
                notes.append(s.tiebreak)
            prep_counts = ", ".join(f"{self.names[i]} {sc.prep_cards}" for i, sc in enumerate(s.seats))
            notes.append(("Carte Preparazione prese: " if it else "Preparation cards taken: ") + prep_counts)
        p.setPen(PURPLE)
        p.setFont(theme.text_font(17, True))
        top = area.top() + head_h + len(s.seats) * row_h + 10
        p.drawText(QRectF(area.left(), top, area.width(), area.bottom() - top), int(Qt.AlignmentFlag.AlignLeft)
                   | int(Qt.TextFlag.TextWordWrap), "\n".join(notes))

    def _prep_short(self, card_id: str) -> str:
        kind = PREP_CARDS[PREP_INDEX[card_id]].kind
        return self.lang.prep(kind)

    def _place(self, rank: int) -> str:
        if self.lang.italian:
            return f"{rank}°"
        return {1: "1st", 2: "2nd", 3: "3rd"}.get(rank, f"{rank}th")
