"""The Arturo: un compleanno da paura table.

Layout (design space 1920×1080): the other players along the top, each with their
Family Plan face down and their Preparation cards; the six Party decks on the
left with their top card's family member, comic bubble and back-object icon; the
Birthday and Cleaning cards with their piles and running counts on the right; the
available objects and the face-up Preparation cards across the middle; and the
shown player's Family Plan at the bottom: seven cards, each with how the member
scores and what it is worth now.

Gestures: drag the top card of a deck onto the Birthday card (or click it, then the
card) to activate it; Grandpa Ivo then asks whom to copy, or drop him on the
Cleaning card to copy the Nanny, or on the objects to turn him over. Drag a
Preparation card onto your plan to take it: its effect becomes direct
manipulation, with only the moves the card allows lit up (Wild Dance collects its
three swaps before it is played).
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.games.arturo.art import (
    BONE,
    CANDLE,
    MIDNIGHT,
    NIGHT_INK,
    PURPLE,
    Names,
    paint_cobwebs,
    paint_family_back,
    paint_object,
    paint_object_card,
    paint_party_back_pattern,
    paint_party_front,
    paint_portrait,
    scoring_icons,
)
from desktop.games.arturo.scorepad import LAST_STEP, Scorepad, final_scores
from desktop.table import theme
from desktop.table.base import GameTable
from desktop.table.items import ButtonItem, CardItem, LabelItem, TableItem
from desktop.table.panels import SeatPanel
from desktop.table.zones import DropZone, row_positions
from rules.arturo.data import (
    ALL_AT_PARTY,
    CARD_BACK,
    CARD_COBWEBS,
    CARD_MEMBER,
    EXCUSE_ME,
    IVO,
    LIFE_OF_PARTY,
    MAX_PREP_PER_PLAYER,
    MEMBER_IDS,
    MEMBER_INDEX,
    MEMBERS,
    MY_PLACE,
    NUM_DECKS,
    NUM_OBJECTS,
    PARTY_CARDS,
    PARTY_INDEX,
    PLAN_MEMBERS,
    PLAN_SIZE,
    PREP_CARDS,
    PREP_INDEX,
    REALLY_GOOD,
    STAY_CLOSE,
    STEIN,
    SWAP_PLACES,
    WILD_DANCE,
)
from rules.arturo.plan import LEFT, RIGHT, apply_preparation, preparation_choices, wild_dance_choices
from rules.arturo.state import Activate, Ivo, Prepare
from rules.core import Action, Event, View

DECK_W, DECK_H = 128, 182
OBJ_W, OBJ_H = 78, 106
PREP_W, PREP_H = 100, 92
PLAN_W, PLAN_H = 166, 246
OPP_W, OPP_H = 38, 56
BIRTHDAY_AT = QPointF(1010, 292)
CLEANING_AT = QPointF(1420, 292)
DISCARD_AT = QPointF(1800, 292)
OBJECTS_CENTRE = QPointF(590, 545)
PLAN_Y = 882
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th")


def deck_x(deck: int) -> float:
    return 92 + (deck - 1) * 150


def plan_x(position: int) -> float:
    return 112 + (position - 1) * 180


def object_positions(count: int) -> list[QPointF]:
    """Where the available objects lie: one row, two rows once crowded (overlapping after that)."""
    if count <= 12:
        return row_positions(OBJECTS_CENTRE, count, OBJ_W, 10, 1080)
    first = (count + 1) // 2
    top = row_positions(QPointF(OBJECTS_CENTRE.x(), 492), first, OBJ_W, 10, 1080)
    return top + row_positions(QPointF(OBJECTS_CENTRE.x(), 604), count - first, OBJ_W, 10, 1080)


def prep_positions(count: int) -> list[QPointF]:
    per_row = 7
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        out.append(QPointF(1226 + col * 106, 508 + row * 100))
    return out


def prep_label(card_id: str, names: Names) -> tuple[str, str]:
    """A Preparation card's title and its printed parameter in words."""
    card = PREP_CARDS[PREP_INDEX[card_id]]
    title = names.prep(card.kind)
    if card.kind == MY_PLACE:
        detail = f"{card.param[0]} ↔ {card.param[1]}"
    elif card.kind == SWAP_PLACES:
        detail = f"{names.member(card.param[0])} ↔ {names.member(card.param[1])}"
    elif card.kind == EXCUSE_ME:
        detail = f"move {card.param[0]}" if not names.italian else f"sposta di {card.param[0]}"
    elif card.kind == WILD_DANCE:
        detail = "3 swaps" if not names.italian else "3 scambi"
    elif card.kind == STAY_CLOSE:
        detail = "2 pairs" if not names.italian else "2 coppie"
    else:
        detail = "stopwatch" if not names.italian else "cronometro"
    return title, detail


# --- pieces -----------------------------------------------------------------------------


class PartyCardItem(CardItem):
    """A Party card: the family member side is the face, the object side the back."""

    def __init__(self, card_id: str, names: Names, width: float = DECK_W, height: float = DECK_H,
                 key: str = "", face_up: bool = True) -> None:
        super().__init__(width, height, key, self._front, self._back, face_up, QColor("#e9dcc0"))
        index = PARTY_INDEX[card_id]
        self.data_.update(card=card_id, member=CARD_MEMBER[index], object=CARD_BACK[index],
                          cobwebs=CARD_COBWEBS[index])
        self.names = names

    def _front(self, p: QPainter, rect: QRectF, card: CardItem) -> None:
        paint_party_front(p, rect, self.data_["member"], self.data_["object"], self.data_["cobwebs"], self.names)

    def _back(self, p: QPainter, rect: QRectF, card: CardItem) -> None:
        paint_object_card(p, rect, self.data_["object"], self.data_["cobwebs"], self.names)


class DeckBackItem(TableItem):
    """The cards under a deck's top card (their fronts are secret)."""

    def __init__(self, count: int) -> None:
        super().__init__(DECK_W, DECK_H)
        self.count = count
        self.setZValue(-2)

    def paint_body(self, p: QPainter) -> None:
        for k in range(min(3, self.count), 0, -1):
            r = self.body().translated(k * 3, k * 3)
            path = QPainterPath()
            path.addRoundedRect(r, 10, 10)
            p.setPen(QPen(QColor("#0b0f1f"), 1.2))
            p.setBrush(MIDNIGHT)
            p.drawPath(path)
            p.save()
            p.setClipPath(path)
            paint_party_back_pattern(p, r.adjusted(4, 4, -4, -4))
            p.restore()


class PileCardItem(TableItem):
    """The Birthday card or the Cleaning card: a big emblem card with its pile under it."""

    def __init__(self, kind: str, pile: int, names: Names) -> None:
        super().__init__(150, 200, f"pile:{kind}")
        self.kind = kind
        self.pile = pile
        self.names = names

    def paint_body(self, p: QPainter) -> None:
        body = self.body()
        for k in range(min(4, self.pile), 0, -1):
            p.setPen(QPen(QColor("#2a1d40"), 1))
            p.setBrush(QColor("#4a3670"))
            p.drawRoundedRect(body.translated(-k * 3, k * 4), 12, 12)
        path = QPainterPath()
        path.addRoundedRect(body, 12, 12)
        theme.soft_shadow(p, path, 4, 4)
        birthday = self.kind == "birthday"
        p.setPen(QPen(CANDLE, 3))
        p.setBrush(theme.gradient_brush(QColor("#5a3c8a") if birthday else QColor("#3b4a66"), PURPLE, body))
        p.drawPath(path)
        c = QPointF(0, -10)
        if birthday:  # a big cake with three candles
            p.setPen(QPen(NIGHT_INK, 2))
            p.setBrush(QColor("#f2c14e"))
            p.drawRoundedRect(QRectF(-50, c.y(), 100, 50), 8, 8)
            p.setBrush(QColor("#fff0f5"))
            p.drawRoundedRect(QRectF(-50, c.y() - 12, 100, 22), 10, 10)
            for dx in (-25, 0, 25):
                p.setBrush(BONE)
                p.drawRect(QRectF(dx - 4, c.y() - 40, 8, 28))
                p.setBrush(CANDLE)
                p.setPen(Qt.PenStyle.NoPen)
                p.drawEllipse(QPointF(dx, c.y() - 48), 5, 8)
                p.setPen(QPen(NIGHT_INK, 2))
        else:
            paint_broom(p, 1.0)
            paint_cobwebs(p, QRectF(-70, -95, 80, 80), 0.8)
        p.setPen(BONE)
        p.setFont(theme.display_font(18))
        if birthday:
            title = "Compleanno" if self.names.italian else "Birthday"
        else:
            title = "Pulizie" if self.names.italian else "Cleaning"
        p.drawText(QRectF(body.left(), body.bottom() - 48, body.width(), 40), int(Qt.AlignmentFlag.AlignCenter),
                   title)


class CountsItem(TableItem):
    """Running counts beside a pile: one object icon and number per line."""

    def __init__(self, counts: list[tuple[int, int]], extra: str = "") -> None:
        rows = (len(counts) + 1) // 2
        super().__init__(190, max(60, rows * 44 + (30 if extra else 0)))
        self.counts = counts
        self.extra = extra

    def paint_body(self, p: QPainter) -> None:
        body = self.body()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 12, 35, 170))
        p.drawRoundedRect(body, 12, 12)
        for i, (obj, n) in enumerate(self.counts):
            row, col = divmod(i, 2)
            x = body.left() + 30 + col * 92
            y = body.top() + 24 + row * 44
            if obj >= 0:
                paint_object(p, QPointF(x, y), 15, obj)
            else:
                web = QRectF(x - 15, y - 15, 30, 30)
                p.setBrush(QColor("#6a6a7a"))
                p.setPen(Qt.PenStyle.NoPen)
                p.drawRoundedRect(web, 4, 4)
                paint_cobwebs(p, web)
            p.setPen(BONE)
            p.setFont(theme.text_font(22, bold=True))
            p.drawText(QRectF(x + 20, y - 16, 44, 32), int(Qt.AlignmentFlag.AlignVCenter), str(n))
        if self.extra:
            p.setPen(BONE)
            p.setFont(theme.text_font(14))
            p.drawText(QRectF(body.left(), body.bottom() - 28, body.width(), 24), int(Qt.AlignmentFlag.AlignCenter),
                       self.extra)


class FamilyCardItem(CardItem):
    """A Family card: portrait, name, how it scores and its value now (or face down)."""

    def __init__(self, member: int | None, value: int, names: Names, colour: QColor, key: str,
                 width: float = PLAN_W, height: float = PLAN_H) -> None:
        super().__init__(width, height, key, self._face, self._back_face, member is not None, BONE)
        self.member = member
        self.value = value
        self.names = names
        self.seat_colour = colour
        self.crowned = False
        self.marker = ""  # "swapped" pairs in a Wild Dance preview

    def _face(self, p: QPainter, rect: QRectF, card: CardItem) -> None:
        if self.member is None:
            return
        m = self.member
        p.fillRect(rect, theme.gradient_brush(QColor("#3b2963"), MIDNIGHT, rect))
        w, h = rect.width(), rect.height()
        if w < 80:  # a small card on an opponent's mat: portrait and value
            paint_portrait(p, QPointF(rect.center().x(), rect.top() + w * 0.5), w * 0.46, MEMBER_IDS[m])
            p.setPen(BONE)
            p.setFont(theme.text_font(14, bold=True))
            p.drawText(QRectF(rect.left(), rect.bottom() - 20, w, 20), int(Qt.AlignmentFlag.AlignCenter),
                       str(self.value))
            return
        paint_portrait(p, QPointF(rect.center().x(), rect.top() + h * 0.27), w * 0.3, MEMBER_IDS[m])
        p.setPen(BONE)
        p.setFont(theme.display_font(max(12, int(w * 0.105))))
        p.drawText(QRectF(rect.left(), rect.top() + h * 0.47, w, h * 0.14), int(Qt.AlignmentFlag.AlignCenter)
                   | int(Qt.TextFlag.TextWordWrap), self.names.member(m))
        strip = QRectF(rect.left() + 4, rect.top() + h * 0.62, w - 8, h * 0.2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(BONE)
        p.drawRoundedRect(strip, 6, 6)
        scoring_icons(p, strip.adjusted(4, 4, -4, -12 if m == 2 else -4), m, self.names)
        badge = QPointF(rect.center().x(), rect.bottom() - h * 0.08)
        p.setPen(QPen(NIGHT_INK, 2))
        p.setBrush(CANDLE)
        p.drawEllipse(badge, h * 0.075, h * 0.075)
        p.setPen(NIGHT_INK)
        p.setFont(theme.text_font(int(h * 0.085), bold=True))
        p.drawText(QRectF(badge.x() - 30, badge.y() - 20, 60, 40), int(Qt.AlignmentFlag.AlignCenter),
                   str(self.value))
        if self.crowned:
            self._crown(p, QPointF(rect.right() - 18, rect.top() + 16), 14)

    def _back_face(self, p: QPainter, rect: QRectF, card: CardItem) -> None:
        paint_family_back(p, rect, self.seat_colour)
        if self.crowned:
            self._crown(p, QPointF(rect.center().x(), rect.top() + rect.height() * 0.18), rect.width() * 0.22)

    @staticmethod
    def _crown(p: QPainter, c: QPointF, r: float) -> None:
        crown = theme.crown_path(c, r)
        p.setPen(QPen(NIGHT_INK, 1.5))
        p.setBrush(QColor("#ffd23f"))
        p.drawPath(crown)


class PrepCardItem(CardItem):
    """A Preparation card: its title, printed parameter and a stopwatch if it scores at the end."""

    def __init__(self, card_id: str, names: Names, key: str, width: float = PREP_W, height: float = PREP_H) -> None:
        super().__init__(width, height, key, self._face, None, True, QColor("#f7efe0"))
        self.data_.update(kind="prep", card=card_id)
        self.names = names
        self.card = PREP_CARDS[PREP_INDEX[card_id]]

    def _face(self, p: QPainter, rect: QRectF, card: CardItem) -> None:
        stopwatch = self.card.stopwatch
        p.fillRect(rect, QColor("#f4e3c3") if stopwatch else QColor("#e8dcf5"))
        title, detail = prep_label(self.data_["card"], self.names)
        if rect.height() < 40:  # a chip on an opponent's mat: the title on one line
            p.fillRect(rect, QColor("#f4e3c3") if stopwatch else QColor("#e8dcf5"))
            p.setPen(PURPLE)
            p.setFont(theme.text_font(12, bold=True))
            text = p.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight, int(rect.width() - 18))
            p.drawText(rect.adjusted(3, 0, -16, 0), int(Qt.AlignmentFlag.AlignVCenter), text)
            if stopwatch:
                c = QPointF(rect.right() - 8, rect.center().y())
                p.setPen(QPen(NIGHT_INK, 1.2))
                p.setBrush(QColor("#ffd23f"))
                p.drawEllipse(c, 6, 6)
            return
        small = rect.width() < 90
        p.setPen(PURPLE)
        p.setFont(theme.display_font(12 if small else 13))
        pad = 12 if stopwatch else 2
        p.drawText(rect.adjusted(pad, 2, -pad, -rect.height() * 0.38), int(Qt.AlignmentFlag.AlignCenter)
                   | int(Qt.TextFlag.TextWordWrap), title)
        band = QRectF(rect.left(), rect.bottom() - rect.height() * 0.36, rect.width(), rect.height() * 0.36)
        p.fillRect(band, PURPLE)
        if self.card.kind == SWAP_PLACES:  # the two members printed on the card, as portraits
            r = band.height() * 0.4
            for k, m in enumerate(self.card.param):
                paint_portrait(p, QPointF(band.center().x() + (k * 2 - 1) * r * 1.5, band.center().y()), r,
                               MEMBER_IDS[m])
            p.setPen(BONE)
            p.setFont(theme.text_font(12, bold=True))
            p.drawText(band, int(Qt.AlignmentFlag.AlignCenter), "↔")
            return
        p.setPen(BONE)
        p.setFont(theme.text_font(12, bold=True))
        p.drawText(band.adjusted(2, 0, -2, 0), int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                   detail)
        if stopwatch:  # the pocket watch
            c = QPointF(rect.right() - 11, rect.top() + 11)
            p.setPen(QPen(NIGHT_INK, 1.5))
            p.setBrush(QColor("#ffd23f"))
            p.drawEllipse(c, 8, 8)
            p.drawLine(c, QPointF(c.x(), c.y() - 5))
            p.drawLine(c, QPointF(c.x() + 4, c.y()))


class ChoiceItem(TableItem):
    """A round button with a portrait (Grandpa Ivo's choice), dimmed when the rules refuse it."""

    def __init__(self, key: str, member: int | None, label: str, legal: bool) -> None:
        super().__init__(104, 128, key)
        self.member = member
        self.label = label
        self.legal = legal
        self.set_interactive(clickable=True)

    def paint_body(self, p: QPainter) -> None:
        body = self.body()
        p.setOpacity(1.0 if self.legal else 0.45)
        path = QPainterPath()
        path.addRoundedRect(body, 14, 14)
        p.setPen(QPen(theme.GLOW_LEGAL if self.legal else QColor("#777"), 3))
        p.setBrush(QColor("#2a1f45"))
        p.drawPath(path)
        if self.member is not None:
            paint_portrait(p, QPointF(0, -18), 38, MEMBER_IDS[self.member])
        else:
            paint_object(p, QPointF(0, -18), 30, MEMBERS[IVO].back)
        p.setPen(BONE)
        p.setFont(theme.text_font(13, bold=True))
        p.drawText(QRectF(body.left() + 2, body.bottom() - 44, body.width() - 4, 42),
                   int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), self.label)


def night_mat(rect: QRectF, colour: theme.SeatColour | None, alpha: int = 215, edge: QColor | None = None,
              z: float = -6) -> SeatPanel:
    """A mat on the table: night-purple, edged in a seat's colour (with its badge) or in candle orange."""
    fill = QColor(PURPLE)
    fill.setAlpha(alpha)
    return SeatPanel(rect, colour, badge=colour is not None, fill=fill, edge=edge, z=z)


def paint_broom(p: QPainter, scale: float) -> None:
    """The Nanny's broom, handle up-left, bristles down-right, about 100 units tall at scale 1."""
    p.save()
    p.scale(scale, scale)
    p.setPen(QPen(QColor("#8a5c38"), 7 / scale ** 0.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(-40, -60), QPointF(20, 20))
    p.setPen(QPen(NIGHT_INK, 1.5 / scale))
    p.setBrush(QColor("#e0b64a"))
    bristles = QPainterPath(QPointF(10, 10))
    for x, y in ((45, 20), (40, 55), (0, 45)):
        bristles.lineTo(x, y)
    bristles.closeSubpath()
    p.drawPath(bristles)
    p.restore()


class BroomItem(TableItem):
    """The Nanny's broom, swept across the available objects."""

    def __init__(self) -> None:
        super().__init__(90, 90)
        self.setZValue(70)

    def paint_body(self, p: QPainter) -> None:
        p.translate(-6, -4)
        paint_broom(p, 0.75)


# --- the table --------------------------------------------------------------------------


class ArturoTable(GameTable):
    """Draws an Arturo view and turns drags on decks, Preparation cards and the plan into actions."""

    def __init__(self, host: Any, scene: Any) -> None:
        super().__init__(host, scene)
        self.names = Names("en")
        #: The Preparation card being applied: {"card", "kind", "picks"} (Wild Dance picks are left positions).
        self.prep: dict[str, Any] | None = None
        #: The deck whose Grandpa Ivo is asking whom to copy.
        self.ivo_deck: int | None = None
        self.seat_anchor: dict[int, QPointF] = {}

    # --- helpers -----------------------------------------------------------------------

    def me(self, view: Any) -> int:
        return view.seat if view.seat is not None else 0

    def _language(self) -> Names:
        try:
            language = self.host.setting("language")
        except KeyError:
            language = "en"
        return Names(language or "en")

    def _legal(self) -> list[Action]:
        return list(self.host.legal_actions())

    # --- building ----------------------------------------------------------------------

    def build(self, view: Any) -> None:
        self.view = view
        self.names = self._language()
        legal = self._legal()
        can_act = bool(legal)
        if not can_act:
            self.prep, self.ivo_deck = None, None
        me = self.me(view)
        self._build_opponents(view, me)
        self._build_decks(view, can_act)
        self._build_piles(view)
        self._build_objects(view)
        self._build_prep_row(view, can_act)
        self._build_plan(view, me, can_act)
        if self.ivo_deck is not None:
            self._build_ivo_chooser(view, self.ivo_deck)
        if view.is_over:
            self._build_scorepad(view)
        self.add_thinking_label(colour=NIGHT_INK, backdrop=QColor(244, 236, 216, 240), z=90)

    def _build_opponents(self, view: Any, me: int) -> None:
        n = len(view.to_dict()["players"])
        others = [(me + k) % n for k in range(1, n)]
        if not others:
            return
        names = self.host.seat_names()
        players = view.to_dict()["players"]
        slot = 1880 / len(others)
        width = min(520.0, slot - 16)
        for i, seat in enumerate(others):
            cx = 20 + slot * (i + 0.5)
            rect = QRectF(cx - width / 2, 8, width, 150)
            colour = self.host.seat_colour(seat)
            self.add(night_mat(rect, colour))
            self.seat_anchor[seat] = QPointF(cx, rect.bottom())
            title = self.add(LabelItem(names[seat], 18, display=True, colour=BONE))
            title.setPos(rect.left() + 40 + title.boundingRect().width() / 2, rect.top() + 20)
            zone = self.add(DropZone(rect, f"seat:{seat}"))
            zone.data_["seat"] = seat
            plan = view.plan_of(seat)
            crown = view.crown_position(seat)
            step = min(OPP_W + 6.0, (width - 170 - OPP_W) / 6)
            values = view.member_values
            for pos in range(1, PLAN_SIZE + 1):
                member = MEMBER_INDEX[plan[pos - 1]] if plan is not None else None
                value = values[MEMBER_IDS[member]] if member is not None else 0
                card = self.add(FamilyCardItem(member, value, self.names, colour.qcolor, f"opp:{seat}:{pos}",
                                               OPP_W, OPP_H), f"opp:{seat}:{pos}")
                card.crowned = crown == pos
                card.setPos(rect.left() + 30 + (pos - 1) * step, rect.top() + 84)
                if member is not None:
                    card.setToolTip(f"{self.names.member(member)}: {value}")
                else:
                    card.setToolTip(f"{names[seat]}'s Family Plan, position {pos} (face down)")
            taken = players[seat]["preparation"]
            for k, card_id in enumerate(taken):
                prep = self.add(PrepCardItem(card_id, self.names, f"taken:{seat}:{k}", 124, 32))
                prep.setPos(rect.right() - 72, rect.top() + 56 + k * 36)
                prep.setToolTip(self._prep_tooltip(card_id))
            left = self.add(LabelItem(f"{len(taken)}/{MAX_PREP_PER_PLAYER}", 14, bold=True, colour=BONE))
            left.setPos(rect.right() - 30, rect.top() + 20)
            left.setToolTip("Preparation cards taken (three at most)")
            target = players[seat]["target"]
            if target is not None:
                note = self.add(LabelItem(f"You Are Really Good! names {names[target]}", 13, colour=BONE))
                note.setPos(rect.left() + 20 + note.boundingRect().width() / 2, rect.bottom() - 16)

    def _build_decks(self, view: Any, can_act: bool) -> None:
        title = self.add(LabelItem("Feste" if self.names.italian else "Party decks", 18, display=True,
                                   colour=BONE))
        title.setPos(470, 178)
        sizes = view.deck_sizes
        for d in range(1, NUM_DECKS + 1):
            x = deck_x(d)
            size = sizes[d - 1]
            if size == 0:
                gone = self.add(LabelItem("(gone)" if not self.names.italian else "(finito)", 14, colour=BONE))
                gone.setPos(x, 292)
                continue
            if size > 1:
                self.add(DeckBackItem(size - 1)).setPos(x, 292)
            top = view.deck_top(d)
            card = self.add(PartyCardItem(top, self.names, key=f"deck:{d}"))
            card.data_.update(kind="deck", deck=d)
            card.setPos(x, 292)
            card.set_interactive(draggable=can_act)
            member = card.data_["member"]
            wants = ", ".join(self.names.object(o) for o in MEMBERS[member].desires) or (
                "every object, if one has cobwebs" if member == STEIN else "copies another member")
            back = ("a cobwebbed " if card.data_["cobwebs"] else "a ") + self.names.object(card.data_["object"])
            card.setToolTip(f"Deck {d}: {self.names.member(member)} wants {wants}; the back is {back}")
            word = "mazzo" if self.names.italian else "deck"
            cards = "carte" if self.names.italian else "cards"
            label = self.add(LabelItem(f"{word} {d}: {size} {cards}", 14, bold=True, colour=BONE))
            label.setPos(x, 400)
            label.setToolTip(f"Deck {d}: {size} card{'s' * (size != 1)}")

    def _build_piles(self, view: Any) -> None:
        d = view.to_dict()
        counts = [0] * NUM_OBJECTS
        for card_id in d["birthday"]:
            counts[CARD_BACK[PARTY_INDEX[card_id]]] += 1
        cleaned = d["cleaning"]
        cobwebs = sum(1 for c in cleaned if CARD_COBWEBS[PARTY_INDEX[c]])
        birthday = self.add(PileCardItem("birthday", len(d["birthday"]), self.names))
        birthday.setPos(BIRTHDAY_AT)
        birthday.setToolTip("The Birthday card: objects taken for the party go under it and score at the end")
        zone = self.add(DropZone(QRectF(BIRTHDAY_AT.x() - 85, BIRTHDAY_AT.y() - 110, 170, 220), "birthday"))
        zone.setToolTip("Drop a deck's top card here to activate it")
        box = self.add(CountsItem([(o, counts[o]) for o in range(NUM_OBJECTS)]))
        box.setPos(BIRTHDAY_AT.x() + 190, BIRTHDAY_AT.y())
        cleaning = self.add(PileCardItem("cleaning", len(cleaned), self.names))
        cleaning.setPos(CLEANING_AT)
        cleaning.setToolTip("The Cleaning card: the Nanny's haul; only cobwebbed objects count")
        self.add(DropZone(QRectF(CLEANING_AT.x() - 85, CLEANING_AT.y() - 110, 170, 220), "cleaning"))
        extra = f"{len(cleaned)} cleaned in all" if not self.names.italian else f"{len(cleaned)} pulite in tutto"
        cbox = self.add(CountsItem([(-1, cobwebs)], extra))
        cbox.setPos(CLEANING_AT.x() + 180, CLEANING_AT.y() - 40)
        discard = d["discard"]
        if discard:
            last = self.add(PartyCardItem(discard[-1], self.names, 92, 132, "discard"))
            last.setPos(DISCARD_AT.x() + 10, DISCARD_AT.y() + 60)
            last.setOpacity(0.85)
            last.setToolTip(f"Discard pile: {len(discard)} cards")
            self.add(LabelItem(f"discard: {len(discard)}", 13, colour=BONE)).setPos(DISCARD_AT.x() + 10,
                                                                                  DISCARD_AT.y() + 140)

    def _build_objects(self, view: Any) -> None:
        table = view.table
        label = "Oggetti disponibili" if self.names.italian else "Available objects"
        self.add(LabelItem(f"{label}: {len(table)}", 16, bold=True, colour=BONE)).setPos(OBJECTS_CENTRE.x(), 432)
        ivo_on_top = any(view.deck_top(d) is not None and CARD_MEMBER[PARTY_INDEX[view.deck_top(d)]] == IVO
                         for d in range(1, NUM_DECKS + 1))
        if ivo_on_top:  # only Grandpa Ivo can be sent here by hand (turned over instead of copying)
            zone = self.add(DropZone(QRectF(40, 440, 1100, 220), "objects"))
            zone.setToolTip("Grandpa Ivo dropped here turns over into an object")
        for i, (card_id, pos) in enumerate(zip(table, object_positions(len(table)), strict=True)):
            card = self.add(PartyCardItem(card_id, self.names, OBJ_W, OBJ_H, f"obj:{card_id}", face_up=False))
            card.setPos(pos)
            card.setZValue(i * 0.01)
            cob = " (cobwebs)" if card.data_["cobwebs"] else ""
            card.setToolTip(f"{self.names.object(card.data_['object'])}{cob}")

    def _build_prep_row(self, view: Any, can_act: bool) -> None:
        row = [c for c in view.row if self.prep is None or c != self.prep["card"]]
        label = "Carte Preparazione" if self.names.italian else "Preparation cards"
        self.add(LabelItem(label, 16, bold=True, colour=BONE)).setPos(1540, 432)
        for i, (card_id, pos) in enumerate(zip(row, prep_positions(len(row)), strict=True)):
            card = self.add(PrepCardItem(card_id, self.names, f"prep:{card_id}"))
            card.setPos(pos)
            card.setZValue(i * 0.01)
            card.set_interactive(draggable=can_act and self.prep is None)
            card.setToolTip(self._prep_tooltip(card_id) + " — drag onto your Family Plan to take it")

    def _prep_tooltip(self, card_id: str) -> str:
        from rules.arturo.data import PREP_KINDS

        card = PREP_CARDS[PREP_INDEX[card_id]]
        return f"{self.names.prep(card.kind)}: {PREP_KINDS[card.kind].effect}"

    def _shown_plan(self, view: Any, me: int) -> list[int] | None:
        """My plan as drawn: with the Wild Dance swaps picked so far applied."""
        plan = view.plan_of(me) if view.seat is not None else None
        if plan is None:
            return None
        members = [MEMBER_INDEX[m] for m in plan]
        if self.prep is not None and self.prep["picks"]:
            for a in self.prep["picks"]:
                members[a - 1], members[a] = members[a], members[a - 1]
        return members

    def _build_plan(self, view: Any, me: int, can_act: bool) -> None:
        colour = self.host.seat_colour(me)
        names = self.host.seat_names()
        area = QRectF(10, 676, 1900, 398)
        self.add(night_mat(area, colour, 230))
        self.seat_anchor[me] = QPointF(640, 690)
        spectator = view.seat is None
        heading = "Family Plan" if not self.names.italian else "Piano di Famiglia"
        watching = " (face down: you are watching)" if spectator and not view.is_over else ""
        title = self.add(LabelItem(f"{names[me]} — {heading}{watching}", 20, display=True, colour=BONE))
        title.setPos(area.left() + 44 + title.boundingRect().width() / 2, area.top() + 22)
        members = self._shown_plan(view, me)
        values = view.member_values
        crown = view.crown_position(me)
        for pos in range(1, PLAN_SIZE + 1):
            x = plan_x(pos)
            tag = ORDINALS[pos - 1] + (" +" if pos <= 3 else (" −" if pos == 7 else ""))
            colour_tag = BONE if pos <= 3 or pos == 7 else QColor(244, 236, 216, 140)
            self.add(LabelItem(tag, 15, bold=True, colour=colour_tag)).setPos(x, 738)
            zone = self.add(DropZone(QRectF(x - PLAN_W / 2 - 6, PLAN_Y - PLAN_H / 2 - 6, PLAN_W + 12, PLAN_H + 12),
                                     f"slot:{pos}"))
            zone.data_["pos"] = pos
            member = members[pos - 1] if members is not None else None
            value = values[MEMBER_IDS[member]] if member is not None else 0
            card = self.add(FamilyCardItem(member, value, self.names, colour.qcolor, f"mine:{pos}"))
            card.data_.update(kind="member", pos=pos, member=member)
            card.crowned = crown == pos
            card.setPos(x, PLAN_Y)
            if member is not None:
                card.setToolTip(f"{self.names.member(member)}: {MEMBERS[member].scoring}; now worth {value}")
            if self.prep is not None and any(a in (pos, pos - 1) for a in self.prep["picks"]):
                card.set_hint(True)
        for a in self.prep["picks"] if self.prep is not None else []:  # the Wild Dance swaps chosen so far
            word = "scambiati" if self.names.italian else "swapped"
            mark = self.add(LabelItem(f"↔ {word}", 15, bold=True, colour=NIGHT_INK, backdrop=CANDLE))
            mark.setPos((plan_x(a) + plan_x(a + 1)) / 2, PLAN_Y + PLAN_H / 2 + 22)
            mark.setZValue(8)
        # Preparation cards held: three slots
        held = view.to_dict()["players"][me]["preparation"]
        label = "Preparation cards" if not self.names.italian else "Carte Preparazione"
        self.add(LabelItem(f"{label}: {len(held)}/{MAX_PREP_PER_PLAYER}", 16, bold=True, colour=BONE)).setPos(
            1500, 738)
        for k in range(MAX_PREP_PER_PLAYER):
            x = 1390 + k * 110
            if k < len(held):
                card = self.add(PrepCardItem(held[k], self.names, f"held:{k}"))
                card.setPos(x, 815)
                card.setToolTip(self._prep_tooltip(held[k]))
            else:
                self.add(_SlotItem(PREP_W, PREP_H)).setPos(x, 815)
        if self.prep is not None:
            using = self.add(PrepCardItem(self.prep["card"], self.names, "using", 120, 110))
            using.setPos(1790, 815)
            using.set_hint(True)
            cancel = self.add(ButtonItem("Cancel", 150, 48, key="cancel-prep"))
            cancel.setPos(1610, 1035)
            cancel.pressed.connect(self.cancel)
            self._light_movable()
        prompt = self.add(LabelItem(self._prompt(view, can_act), 17, bold=True, colour=NIGHT_INK, width=540,
                                    backdrop=QColor(244, 236, 216, 235)))
        prompt.setPos(1610, 950)

    def _light_movable(self) -> None:
        """In a Preparation effect, the members that have at least one allowed move glow."""
        for pos in range(1, PLAN_SIZE + 1):
            item = self.items.get(f"mine:{pos}")
            if item is None:
                continue
            movable = any(self._member_verdict(pos, t) is None for t in range(1, PLAN_SIZE + 1) if t != pos)
            item.set_interactive(draggable=movable)
            if movable:
                item.set_hint(True)

    def _prompt(self, view: Any, can_act: bool) -> str:
        """What the shown player can do now, in the chosen language."""
        it = self.names.italian

        def say(english: str, italian: str) -> str:
            return italian if it else english

        if view.is_over:
            return say("The party is over!", "La festa è finita!")
        if not can_act:
            return say("Waiting for the others…", "Attendi gli altri…")
        if self.ivo_deck is not None:
            return say("Grandpa Ivo: pick whom he copies, or turn him over.",
                       "Nonno Ivo: scegli chi copia, oppure giralo.")
        if self.prep is not None:
            kind = self.prep["kind"]
            card = PREP_CARDS[PREP_INDEX[self.prep["card"]]]
            title = self.names.prep(kind)
            done = len(self.prep["picks"])
            if kind == WILD_DANCE:
                return say(f"{title}: drag a member onto a neighbour to swap them ({done}/3 swaps).",
                           f"{title}: trascina un membro sul vicino per scambiarli ({done}/3 scambi).")
            if kind == STAY_CLOSE:
                return say(f"{title}: drag the first card of one pair onto the first card of the other pair.",
                           f"{title}: trascina la prima carta di una coppia sulla prima dell'altra coppia.")
            if kind == MY_PLACE:
                a, b = card.param
                return say(f"{title}: drag position {a} onto position {b}.",
                           f"{title}: trascina la posizione {a} sulla posizione {b}.")
            if kind == SWAP_PLACES:
                a_name, b_name = (self.names.member(m) for m in card.param)
                return say(f"{title}: drag {a_name} onto {b_name}.", f"{title}: trascina {a_name} su {b_name}.")
            if kind == EXCUSE_ME:
                steps = card.param[0]
                return say(f"{title}: drag a member exactly {steps} places left or right.",
                           f"{title}: sposta un membro di esattamente {steps} posti a sinistra o a destra.")
        return say("Your turn: drag a deck's top card onto the Birthday card, or a Preparation card onto your plan.",
                   "Tocca a te: trascina la carta in cima a un mazzo sulla carta Compleanno, oppure una carta "
                   "Preparazione sul tuo Piano.")

    def _build_ivo_chooser(self, view: Any, deck: int) -> None:
        area = QRectF(330, 400, 1260, 250)
        self.add(night_mat(area, None, 245, edge=CANDLE, z=80))
        title = self.add(LabelItem("Grandpa Ivo copies… (or turns over into a gift)" if not self.names.italian
                                   else "Nonno Ivo copia… (o si gira)", 20, display=True, colour=BONE))
        title.setPos(area.center().x(), area.top() + 26)
        title.setZValue(81)
        legal = set(self._legal())
        options: list[tuple[str, int | None, Action]] = [
            (self.names.member(m), m, Ivo(deck, m)) for m in PLAN_MEMBERS
        ]
        flip_label = "Turn him over" if not self.names.italian else "Giralo"
        options.append((flip_label, None, Ivo(deck, None)))
        for i, (label, member, action) in enumerate(options):
            item = self.add(ChoiceItem(f"ivo:{MEMBER_IDS[member] if member is not None else 'flip'}", member, label,
                                       action in legal))
            item.data_["action"] = action
            item.setPos(area.left() + 80 + i * 137, area.top() + 140)
            item.setZValue(82)
        cancel = self.add(ButtonItem("Cancel", 130, 40, key="cancel-ivo"))
        cancel.setPos(area.right() - 80, area.top() + 26)
        cancel.setZValue(82)
        cancel.pressed.connect(self.cancel)

    def _build_scorepad(self, view: Any, step: int = LAST_STEP) -> None:
        scores = final_scores(view)
        n = len(scores.seats)
        pad = self.add(Scorepad(scores, self.host.seat_names(), [self.host.seat_colour(s) for s in range(n)],
                                self.names))
        pad.setPos(960, 560)
        pad.set_step(step)

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        return self.seat_anchor.get(seat, QPointF(960, 180)) + QPointF(0, 22)

    # --- gestures: what is legal where -----------------------------------------------------

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        kind = item.data_.get("kind")
        if kind == "deck":
            return self._deck_verdict(item.data_["deck"], item.data_["member"], zone.key)
        if kind == "prep":
            return self._prep_verdict(item.data_["card"], zone)
        if kind == "member" and self.prep is not None and zone.key.startswith("slot:"):
            return self._member_verdict(item.data_["pos"], zone.data_["pos"])
        if kind == "member":
            return "your Family Plan changes only through a Preparation card"
        return "that cannot go there"

    def _deck_verdict(self, deck: int, member: int, key: str) -> str | None:
        if self.prep is not None:
            return "finish (or cancel) the Preparation card first"
        is_ivo = member == IVO
        if key == "birthday":
            return self.host.why_illegal(Ivo(deck, None) if is_ivo else Activate(deck))
        if key == "cleaning":
            if is_ivo:
                return self.host.why_illegal(Ivo(deck, STEIN))
            if member != STEIN:
                return f"{MEMBERS[member].english} takes objects for the Birthday card: drop the card there"
            return self.host.why_illegal(Activate(deck))
        if key == "objects":
            if is_ivo:
                return self.host.why_illegal(Ivo(deck, None))
            return "drop the card on the Birthday card: the rules decide whether it takes objects or turns over"
        return "drag the card onto the Birthday card to activate it"

    def _first_choice(self, card_id: str) -> Prepare:
        card = PREP_CARDS[PREP_INDEX[card_id]]
        n = len(self.host.seat_names())
        me = self.me(self.view)
        choices = preparation_choices(card, me, n)
        return Prepare(card.kind, tuple(choices[0]) if choices else ())

    def _prep_verdict(self, card_id: str, zone: DropZone) -> str | None:
        card = PREP_CARDS[PREP_INDEX[card_id]]
        if self.prep is not None:
            return "finish (or cancel) the Preparation card in use first"
        general = self.host.why_illegal(self._first_choice(card_id))
        if zone.key.startswith("seat:"):
            if card.kind != REALLY_GOOD:
                return "this card works on your own Family Plan: drop it on your plan"
            return general or self.host.why_illegal(Prepare(REALLY_GOOD, (zone.data_["seat"],)))
        if zone.key.startswith("slot:"):
            if card.kind == REALLY_GOOD:
                return general or "You Are Really Good! names an opponent: drop it on their place at the table"
            if card.kind == LIFE_OF_PARTY:
                return general or self.host.why_illegal(Prepare(LIFE_OF_PARTY, (zone.data_["pos"],)))
            return general
        return "Preparation cards go on your Family Plan"

    def _member_verdict(self, pos: int, target: int) -> str | None:
        """Is moving the member at `pos` onto `target` an allowed step of the card in use?"""
        prep = self.prep
        if prep is None:
            return "your Family Plan changes only through a Preparation card"
        if pos == target:
            return "drop it on another position"
        candidate = self._candidate(pos, target)
        if candidate is None:
            return "that move is not part of this card"
        if prep["kind"] == WILD_DANCE:
            lefts = tuple(sorted(prep["picks"] + [min(pos, target)]))
            if abs(pos - target) != 1 or not any(set(lefts) <= set(c) for c in wild_dance_choices()):
                reason = self.host.why_illegal(candidate)
                return reason or "A Wild Dance takes 3 separate pairs of neighbours"
            return None
        return self.host.why_illegal(candidate)

    def _candidate(self, pos: int, target: int) -> Prepare | None:
        """The Prepare action that dragging `pos` onto `target` stands for (for Wild Dance, a full
        action made of the picks so far, this pair, and fillers — used to ask the rules why not)."""
        prep = self.prep
        if prep is None:
            return None
        kind = prep["kind"]
        plan = self._shown_plan(self.view, self.me(self.view)) or list(PLAN_MEMBERS)
        if kind == MY_PLACE:
            return Prepare(kind, (min(pos, target), max(pos, target)))
        if kind == SWAP_PLACES:
            a, b = sorted((plan[pos - 1], plan[target - 1]))
            return Prepare(kind, (a, b))
        if kind == EXCUSE_ME:
            return Prepare(kind, (pos, RIGHT if target > pos else LEFT, abs(target - pos)))
        if kind == STAY_CLOSE:
            a, b = sorted((min(pos, PLAN_SIZE - 1), min(target, PLAN_SIZE - 1)))
            return Prepare(kind, (a, b))
        if kind == WILD_DANCE:
            if abs(pos - target) != 1:
                return Prepare(kind, (min(pos, target), max(pos, target), PLAN_SIZE))
            lefts = sorted(prep["picks"] + [min(pos, target)])
            if len(lefts) < 3:
                for choice in wild_dance_choices():
                    if set(lefts) <= set(choice):
                        return Prepare(kind, tuple(choice))
                return Prepare(kind, tuple(lefts))
            return Prepare(kind, tuple(lefts))
        return None

    # --- gestures: carrying them out ----------------------------------------------------------

    def drop(self, item: TableItem, zone: DropZone) -> None:
        kind = item.data_.get("kind")
        if kind == "deck":
            deck, member = item.data_["deck"], item.data_["member"]
            if member == IVO:
                if zone.key == "cleaning":
                    self._submit(Ivo(deck, STEIN))
                elif zone.key == "objects":
                    self._submit(Ivo(deck, None))
                else:
                    self.ivo_deck = deck
                    self._refresh()
                return
            self._submit(Activate(deck))
        elif kind == "prep":
            card = PREP_CARDS[PREP_INDEX[item.data_["card"]]]
            if card.kind == REALLY_GOOD:
                self._submit(Prepare(REALLY_GOOD, (zone.data_["seat"],)))
            elif card.kind == LIFE_OF_PARTY:
                self._submit(Prepare(LIFE_OF_PARTY, (zone.data_["pos"],)))
            elif card.kind == ALL_AT_PARTY:
                self._submit(Prepare(ALL_AT_PARTY, ()))
            else:
                self.prep = {"card": card.id, "kind": card.kind, "picks": []}
                self._refresh()
        elif kind == "member" and self.prep is not None:
            pos, target = item.data_["pos"], zone.data_["pos"]
            if self.prep["kind"] == WILD_DANCE:
                self.prep["picks"].append(min(pos, target))
                if len(self.prep["picks"]) < 3:
                    self._refresh()
                    return
                action: Prepare | None = Prepare(WILD_DANCE, tuple(sorted(self.prep["picks"])))
            else:
                action = self._candidate(pos, target)
            if action is not None:
                self._submit(action)

    def _refresh(self) -> None:
        if self.view is not None:
            self.rebuild(self.view)

    def _submit(self, action: Action) -> None:
        kept_prep, kept_ivo = self.prep, self.ivo_deck
        self.prep, self.ivo_deck = None, None
        reason = self.host.submit(action)
        if reason is not None:
            self.prep, self.ivo_deck = kept_prep, kept_ivo
            self.reason(reason)
            if self.view is not None:
                self.rebuild(self.view)

    def item_activated(self, item: TableItem) -> None:
        if isinstance(item, ChoiceItem):
            action = item.data_["action"]
            reason = self.host.why_illegal(action)
            if reason is not None:
                self.reason(reason, item.sceneBoundingRect().center())
                return
            self._submit(action)

    def select(self, item: TableItem | None) -> None:
        """While a member is picked up only its allowed targets glow; the movable-member hints rest."""
        super().select(item)
        if self.prep is None:
            return
        picked = item is not None and item.data_.get("kind") == "member"
        for pos in range(1, PLAN_SIZE + 1):
            card = self.items.get(f"mine:{pos}")
            if card is not None:
                card.set_hint(not picked and card.draggable)

    def cancel(self) -> None:
        """Put the Preparation card back / close Grandpa Ivo's question."""
        self.prep, self.ivo_deck = None, None
        if self.view is not None:
            self.rebuild(self.view)

    def key_pressed(self, event: Any) -> bool:
        if event.key() == Qt.Key.Key_Escape and (self.prep is not None or self.ivo_deck is not None):
            self.cancel()
            return True
        return super().key_pressed(event)

    # --- hints and scores -------------------------------------------------------------------

    def show_hint(self, action: Action) -> None:
        for item in self.items.values():
            item.set_hint(False)
        target: QPointF | None = None
        if isinstance(action, Activate | Ivo):
            card = self.items.get(f"deck:{action.deck}")
            if card is not None:
                card.set_hint(True)
                target = card.sceneBoundingRect().center()
            zone = self.zones.get("birthday")
            if zone is not None:
                zone.set_glow("hint")
        elif isinstance(action, Prepare):
            for key, item in self.items.items():
                if key.startswith("prep:") and PREP_CARDS[PREP_INDEX[item.data_["card"]]].kind == action.kind:
                    item.set_hint(True)
                    target = item.sceneBoundingRect().center()
                    break
        self.reason(self._hint_words(action), target)

    def _hint_words(self, action: Action) -> str:
        """The suggestion in the chosen language: whom to activate, or which Preparation and how."""
        it = self.names.italian

        def say(english: str, italian: str) -> str:
            return ("Suggerimento: " + italian) if it else ("Hint: " + english)

        if isinstance(action, Activate):
            card = self.items.get(f"deck:{action.deck}")
            who = self.names.member(card.data_["member"]) if card is not None else ""
            return say(f"activate {who} (the lit card)", f"attiva {who} (la carta illuminata)")
        if isinstance(action, Ivo):
            if action.copy is None:
                return say("Grandpa Ivo: turn him over", "Nonno Ivo: giralo")
            who = self.names.member(action.copy)
            return say(f"Grandpa Ivo: copy {who}", f"Nonno Ivo: copia {who}")
        if not isinstance(action, Prepare):
            return say(str(action), str(action))
        title, d = self.names.prep(action.kind), action.detail
        if action.kind == WILD_DANCE:
            pairs = ", ".join(f"{a} ↔ {a + 1}" for a in d)
            return say(f"{title}, swapping {pairs}", f"{title}, scambiando {pairs}")
        if action.kind == STAY_CLOSE:
            a, b = d
            return say(f"{title}, swapping the pair {a}–{a + 1} with the pair {b}–{b + 1}",
                       f"{title}, scambiando la coppia {a}–{a + 1} con la coppia {b}–{b + 1}")
        if action.kind == MY_PLACE:
            return say(f"{title}, swapping positions {d[0]} ↔ {d[1]}",
                       f"{title}, scambiando le posizioni {d[0]} ↔ {d[1]}")
        if action.kind == SWAP_PLACES:
            first, second = self.names.member(d[0]), self.names.member(d[1])
            return say(f"{title}, swapping {first} ↔ {second}", f"{title}, scambiando {first} ↔ {second}")
        if action.kind == EXCUSE_ME:
            right = d[1] == RIGHT
            places = "place" if d[2] == 1 else "places"
            posti = "posto" if d[2] == 1 else "posti"
            return say(f"{title}, moving the member at position {d[0]} {d[2]} {places} "
                       f"{'right' if right else 'left'}",
                       f"{title}, spostando il membro in posizione {d[0]} di {d[2]} {posti} "
                       f"a {'destra' if right else 'sinistra'}")
        if action.kind == REALLY_GOOD:
            who = self.host.seat_names()[d[0]]
            return say(f"{title}, on {who}", f"{title}, su {who}")
        if action.kind == LIFE_OF_PARTY:
            return say(f"{title}, crowning position {d[0]}", f"{title}, incoronando la posizione {d[0]}")
        return say(f"take {title}", f"prendi {title}")

    def score_lines(self, view: View) -> list[tuple[int, str]]:
        v: Any = view
        names = self.host.seat_names()
        players = v.to_dict()["players"]
        if v.is_over:
            scores = final_scores(v)
            return [(s, f"{names[s]}: {scores.seats[s].total} points") for s in range(len(players))]
        lines = []
        values = v.member_values
        for s, player in enumerate(players):
            text = f"{names[s]}: {len(player['preparation'])}/3 Prep."
            plan = player["plan"]
            if plan is not None:
                now = sum(values[m] for m in plan[:3]) - values[plan[6]]
                text += f" · plan {now:+d}"
            lines.append((s, text))
        return lines

    # --- animation of events ------------------------------------------------------------------

    def animate(self, events: list[Event], view: View) -> None:
        a = self.animator
        ended = False
        for event in events:
            data = event.data
            kind = event.kind
            if kind == "flip":
                self._animate_flip(data)
            elif kind == "collect":
                self._animate_collect(data)
            elif kind == "discard":
                card = self.items.get(f"deck:{data.get('deck', 0)}") or self.items.get("flying-member")
                if card is not None:
                    with a.beat():
                        a.move(card, QPointF(DISCARD_AT.x() + 10, DISCARD_AT.y() + 60), ms=280)
                        a.fade(card, 0.0, 280)
            elif kind == "prepare":
                self._animate_prepare(event)
            elif kind == "plan":
                self._animate_my_plan(data.get("plan", []))
            elif kind == "game-end":
                ended = True
        if ended:  # the scorepad goes on the table empty and is filled in; a rebuild would skip the steps
            a.call(functools.partial(self._build_scorepad, view, 0))
            for step in range(1, LAST_STEP + 1):
                a.pause(260)
                a.call(functools.partial(self._pad_step, step))
        a.call(lambda: self.rebuild(view))

    def _pad_step(self, step: int) -> None:
        pad = self.items.get("scorepad")
        if isinstance(pad, Scorepad):
            with contextlib.suppress(RuntimeError):
                pad.set_step(step)

    def _animate_flip(self, data: Mapping[str, Any]) -> None:
        card = self.items.get(f"deck:{data.get('deck', 0)}")
        if not isinstance(card, PartyCardItem) or self.view is None:
            return
        count = len([k for k in self.items if k.startswith("obj:")]) + 1
        target = object_positions(count)[-1]
        with self.animator.beat():
            card.setZValue(60)
            self.animator.move(card, target, ms=320)
        self.animator.flip(card, False)
        self.animator.pause(120)

    def _animate_collect(self, data: Mapping[str, Any]) -> None:
        a = self.animator
        card = self.items.get(f"deck:{data.get('deck', 0)}")
        to_cleaning = data.get("to") == "cleaning"
        pile = CLEANING_AT if to_cleaning else BIRTHDAY_AT
        if card is not None:
            card.setZValue(60)
            with a.beat():
                a.move(card, QPointF(pile.x() - 120, pile.y() - 10), ms=280)
        taken = [self.items.get(f"obj:{c}") for c in data.get("taken", [])]
        movers = [t for t in taken if t is not None]
        if to_cleaning and movers:
            broom = self.add(BroomItem())
            broom.setPos(min(m.x() for m in movers) - 60, OBJECTS_CENTRE.y())
            for m in movers:  # the sweep: one object after another, the broom following
                m.setZValue(65)
                with a.beat():
                    a.move(broom, QPointF(m.x(), m.y()), ms=140)
                    a.move(m, pile, ms=360)
            a.fade(broom, 0.0, 160)
        else:
            with a.beat():
                for m in movers:
                    m.setZValue(65)
                    a.move(m, pile, ms=380)
        a.pause(100)

    def _animate_prepare(self, event: Event) -> None:
        a = self.animator
        data = event.data
        seat = event.seat
        card = self.items.get(f"prep:{data.get('card', '')}")
        if card is None and seat == self.me(self.view):
            card = self.items.get("using")  # the card that was being applied on my plan
        if card is not None and seat is not None:
            anchor = self.seat_anchor.get(seat, QPointF(960, 540))
            card.setZValue(60)
            with a.beat():
                a.move(card, QPointF(1500, 815) if seat == self.me(self.view) else anchor, ms=320)
        if seat is not None and seat != self.me(self.view):
            moves = data.get("moves", [])
            with a.beat():
                for src, dst in moves:
                    item = self.items.get(f"opp:{seat}:{src}")
                    goal = self.items.get(f"opp:{seat}:{dst}")
                    if item is not None and goal is not None:
                        a.move(item, QPointF(goal.x(), goal.y() - 18), ms=300)
            if moves:  # lifted cards settle into their new places
                home = {src: self.items[f"opp:{seat}:{dst}"].pos() for src, dst in moves
                        if f"opp:{seat}:{dst}" in self.items}
                with a.beat():
                    for src, pos in home.items():
                        item = self.items.get(f"opp:{seat}:{src}")
                        if item is not None:
                            a.move(item, pos, ms=200)

    def _animate_my_plan(self, plan: list[str]) -> None:
        """Slide my Family cards to their new positions (the event is private to me)."""
        where = {MEMBER_INDEX[m]: i + 1 for i, m in enumerate(plan)}
        with self.animator.beat():
            for pos in range(1, PLAN_SIZE + 1):
                item = self.items.get(f"mine:{pos}")
                member = item.data_.get("member") if item is not None else None
                if item is None or member is None or member not in where:
                    continue
                item.set_hint(False)
                self.animator.move(item, QPointF(plan_x(where[member]), PLAN_Y), ms=380)


class _SlotItem(TableItem):
    """An empty place for a Preparation card (the three-card limit made visible)."""

    def paint_body(self, p: QPainter) -> None:
        p.setPen(QPen(QColor(244, 236, 216, 140), 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(self.body(), 8, 8)


def rules_pictures() -> dict[str, tuple[Any, tuple[int, int]]]:
    """The cards the in-app rules show, drawn by the table's own pieces (see desktop.games.PICTURES)."""
    from desktop.rules_help import item_painter

    names = Names("en")
    party = next(c.id for c in PARTY_CARDS if c.member == 2)
    return {
        "party-card": (item_painter(lambda: PartyCardItem(party, names)), (160, 224)),
        "family-card": (item_painter(lambda: FamilyCardItem(0, 4, names, QColor(theme.SEAT_COLOURS[0].hex), "")),
                        (160, 236)),
        "preparation-card": (item_painter(lambda: PrepCardItem("a-wild-dance-1", names, "")), (170, 200)),
        "birthday-card": (item_painter(lambda: PileCardItem("birthday", 0, names)), (160, 212)),
        "cleaning-card": (item_painter(lambda: PileCardItem("cleaning", 0, names)), (160, 212)),
    }


__all__ = ["ArturoTable", "apply_preparation", "rules_pictures"]
