"""The pieces of the Arturo table: Party, Family and Preparation cards, the piles, choices and the broom.

Every piece draws what a card or pile shows (names through `Names`, so they follow the language);
none of them decides anything: what is legal and what a move does comes from the rules' view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen

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
from desktop.table import theme
from desktop.table.items import CardItem, TableItem
from desktop.table.painting import MIN_TEXT, draw_fitted
from desktop.table.panels import SeatPanel
from desktop.table.text import translator
from rules.arturo import Activating, ArturoAction
from rules.arturo.data import (
    CARD_BACK,
    CARD_COBWEBS,
    CARD_MEMBER,
    EXCUSE_ME,
    IVO,
    MEMBER_IDS,
    MEMBERS,
    MY_PLACE,
    PARTY_INDEX,
    PREP_CARDS,
    PREP_INDEX,
    PREP_KINDS,
    STAY_CLOSE,
    SWAP_PLACES,
    WILD_DANCE,
    PrepCard,
)

_tr = translator("ArturoTable")

#: The smallest text on the table, in scene units (the toolkit's floor).
SMALL = MIN_TEXT


#: What a Preparation card prints besides its title, in words, by kind (the stopwatch cards: "stopwatch").
_PRINTED: dict[str, Callable[[PrepCard, Names], str]] = {
    MY_PLACE: lambda card, names: f"{card.param[0]} ↔ {card.param[1]}",
    SWAP_PLACES: lambda card, names: f"{names.member(card.param[0])} ↔ {names.member(card.param[1])}",
    EXCUSE_ME: lambda card, names: _tr("move {n}").format(n=card.param[0]),
    WILD_DANCE: lambda card, names: _tr("3 swaps"),
    STAY_CLOSE: lambda card, names: _tr("2 pairs"),
}


def prep_label(card_id: str, names: Names) -> tuple[str, str]:
    """A Preparation card's title and its printed parameter in words."""
    card = PREP_CARDS[PREP_INDEX[card_id]]
    printed = _PRINTED.get(card.kind)
    return names.prep(card.kind), printed(card, names) if printed is not None else _tr("stopwatch")


class PartyCardItem(CardItem):
    """A Party card: the family member side is the face, the object side the back."""

    def __init__(self, card_id: str, names: Names, width: float, height: float, key: str = "",
                 face_up: bool = True) -> None:
        super().__init__(width, height, key, self._front, self._back, face_up, QColor("#e9dcc0"))
        index = PARTY_INDEX[card_id]
        self.card_id = card_id
        self.member = CARD_MEMBER[index]
        self.object = CARD_BACK[index]
        self.cobwebs = CARD_COBWEBS[index]
        self.data_.update(card=card_id)
        self.names = names
        self.shows = (card_id, names.italian)

    def _front(self, p: QPainter, rect: QRectF, card: CardItem) -> None:
        paint_party_front(p, rect, self.member, self.object, self.cobwebs, self.names)

    def _back(self, p: QPainter, rect: QRectF, card: CardItem) -> None:
        paint_object_card(p, rect, self.object, self.cobwebs, self.names)


class DeckBackItem(TableItem):
    """The cards under a deck's top card (their fronts are secret)."""

    keeps_clear = True

    def __init__(self, count: int, width: float, height: float) -> None:
        super().__init__(width, height)
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

    keeps_clear = True

    def __init__(self, kind: str, pile: int, width: float = 150, height: float = 200) -> None:
        super().__init__(width, height, f"pile:{kind}")
        self.kind = kind
        self.pile = pile

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
        s = body.width() / 150
        p.save()
        p.scale(s, s)
        if birthday:  # a big cake with three candles
            top = -10.0
            p.setPen(QPen(NIGHT_INK, 2))
            p.setBrush(QColor("#f2c14e"))
            p.drawRoundedRect(QRectF(-50, top, 100, 50), 8, 8)
            p.setBrush(QColor("#fff0f5"))
            p.drawRoundedRect(QRectF(-50, top - 12, 100, 22), 10, 10)
            for dx in (-25, 0, 25):
                p.setBrush(BONE)
                p.drawRect(QRectF(dx - 4, top - 40, 8, 28))
                p.setBrush(CANDLE)
                p.setPen(Qt.PenStyle.NoPen)
                p.drawEllipse(QPointF(dx, top - 48), 5, 8)
                p.setPen(QPen(NIGHT_INK, 2))
        else:
            paint_broom(p, 1.0)
            paint_cobwebs(p, QRectF(-70, -95, 80, 80), 0.8)
        p.restore()
        p.setPen(BONE)
        p.setFont(theme.display_font(max(SMALL + 1, int(18 * s))))
        title = _tr("Birthday") if birthday else _tr("Cleaning")
        p.drawText(QRectF(body.left(), body.bottom() - 44 * s, body.width(), 40 * s),
                   int(Qt.AlignmentFlag.AlignCenter), title)


class CountsItem(TableItem):
    """Running counts beside a pile: one object icon and number per entry (-1: cobwebs), two per line."""

    keeps_clear = True

    def __init__(self, counts: list[tuple[int, int]], extra: str = "", columns: int = 2, key: str = "") -> None:
        rows = (len(counts) + columns - 1) // columns
        # the line under the counts sets the width when it is the longer (as "0 cleaned in all" is)
        width = max(30 + columns * 86, QFontMetrics(theme.text_font(SMALL)).horizontalAdvance(extra) + 20)
        super().__init__(width, max(56, rows * 42 + (30 if extra else 0) + 6), key)
        self.counts = counts
        self.extra = extra
        self.columns = columns

    def paint_body(self, p: QPainter) -> None:
        body = self.body()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 12, 35, 170))
        p.drawRoundedRect(body, 12, 12)
        for i, (obj, n) in enumerate(self.counts):
            row, col = divmod(i, self.columns)
            x = body.left() + 30 + col * 86
            y = body.top() + 24 + row * 42
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
            p.setFont(theme.text_font(SMALL))
            p.drawText(QRectF(body.left() + 4, body.bottom() - 30, body.width() - 8, 26),
                       int(Qt.AlignmentFlag.AlignCenter), self.extra)


class FamilyCardItem(CardItem):
    """A Family card: portrait, name, how it scores and its value now (or face down)."""

    def __init__(self, member: int | None, value: int, names: Names, colour: QColor, key: str,
                 width: float, height: float) -> None:
        super().__init__(width, height, key, self._face, self._back_face, member is not None, BONE)
        self.member = member
        self.value = value
        self.names = names
        self.seat_colour = colour
        self.crowned = False

    def face_look(self) -> tuple[int | None, int, int, bool, bool]:
        return self.member, self.value, self.seat_colour.rgba(), self.crowned, self.names.italian

    def _face(self, p: QPainter, rect: QRectF, card: CardItem) -> None:
        if self.member is None:
            return
        m = self.member
        p.fillRect(rect, theme.gradient_brush(QColor("#3b2963"), MIDNIGHT, rect))
        w, h = rect.width(), rect.height()
        if w < 80:  # a small card on an opponent's mat: portrait and value
            paint_portrait(p, QPointF(rect.center().x(), rect.top() + w * 0.5), w * 0.44, MEMBER_IDS[m])
            p.setPen(BONE)
            p.setFont(theme.text_font(SMALL + 1, bold=True))
            p.drawText(QRectF(rect.left(), rect.bottom() - 22, w, 22), int(Qt.AlignmentFlag.AlignCenter),
                       str(self.value))
            return
        paint_portrait(p, QPointF(rect.center().x(), rect.top() + h * 0.24), w * 0.27, MEMBER_IDS[m])
        p.setPen(BONE)
        draw_fitted(p, QRectF(rect.left() + 2, rect.top() + h * 0.42, w - 4, h * 0.2), self.names.member(m),
                    theme.display_font(max(SMALL, int(w * 0.1))))
        strip = QRectF(rect.left() + 4, rect.top() + h * 0.62, w - 8, h * 0.2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(BONE)
        p.drawRoundedRect(strip, 6, 6)
        pair_room = 19 if MEMBER_IDS[m] == "arturo" else 0
        scoring_icons(p, strip.adjusted(4, 3, -4, -3 - pair_room), m, self.names)
        badge = QPointF(rect.center().x(), rect.bottom() - h * 0.085)
        p.setPen(QPen(NIGHT_INK, 2))
        p.setBrush(CANDLE)
        p.drawEllipse(badge, h * 0.07, h * 0.07)
        p.setPen(NIGHT_INK)
        p.setFont(theme.text_font(max(SMALL + 3, int(h * 0.08)), bold=True))
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


def paint_stopwatch(p: QPainter, c: QPointF, r: float) -> None:
    """The pocket watch of the three Preparation cards that score at the end."""
    p.setPen(QPen(NIGHT_INK, 1.5))
    p.setBrush(QColor("#ffd23f"))
    p.drawEllipse(c, r, r)
    p.drawLine(c, QPointF(c.x(), c.y() - r * 0.62))
    p.drawLine(c, QPointF(c.x() + r * 0.5, c.y()))


#: A chip's margins around its title: a little on the left, the stopwatch's room on the right.
CHIP_PADDING = (3.0, 16.0)


def chip_width(names: Names) -> float:
    """How wide a Preparation chip must be for every card's name in this language to read whole."""
    metrics = QFontMetrics(theme.text_font(SMALL, bold=True))
    widest = max(metrics.horizontalAdvance(names.prep(kind)) for kind in PREP_KINDS)
    return widest + sum(CHIP_PADDING) + 8.0 + 2.0  # the card's border: its face is painted 4 units in


class PrepCardItem(CardItem):
    """A Preparation card: its title, printed parameter and a stopwatch if it scores at the end.

    Below 40 units tall it is a chip on an opponent's mat: the title on one line if it fits, else
    only its colour and stopwatch (the tooltip names it).
    """

    def __init__(self, card_id: str, names: Names, key: str, width: float, height: float) -> None:
        super().__init__(width, height, key, self._face, None, True, QColor("#f7efe0"))
        self.data_.update(kind="prep", card=card_id)
        self.card_id = card_id
        self.names = names
        self.card = PREP_CARDS[PREP_INDEX[card_id]]
        self.shows = (card_id, names.italian)

    def _face(self, p: QPainter, rect: QRectF, card: CardItem) -> None:
        stopwatch = self.card.stopwatch
        p.fillRect(rect, QColor("#f4e3c3") if stopwatch else QColor("#e8dcf5"))
        title, detail = prep_label(self.card_id, self.names)
        if rect.height() < 40:
            if rect.width() >= 90:
                p.setPen(PURPLE)
                draw_fitted(p, rect.adjusted(CHIP_PADDING[0], 0, -CHIP_PADDING[1], 0), title,
                            theme.text_font(SMALL, bold=True),
                            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, wrap=False)
            if stopwatch:
                paint_stopwatch(p, QPointF(rect.right() - 9, rect.center().y()), 6)
            return
        p.setPen(PURPLE)
        title_font = theme.display_font(SMALL) if rect.width() >= 100 else theme.text_font(SMALL, bold=True)
        draw_fitted(p, rect.adjusted(3, 2, -3, -rect.height() * 0.34), title, title_font)
        band = QRectF(rect.left(), rect.bottom() - rect.height() * 0.34, rect.width(), rect.height() * 0.34)
        p.fillRect(band, PURPLE)
        if self.card.kind == SWAP_PLACES:  # the two members printed on the card, as portraits
            r = band.height() * 0.4
            for k, m in enumerate(self.card.param):
                paint_portrait(p, QPointF(band.center().x() + (k * 2 - 1) * r * 1.5, band.center().y()), r,
                               MEMBER_IDS[m])
            p.setPen(BONE)
            p.setFont(theme.text_font(SMALL, bold=True))
            p.drawText(band, int(Qt.AlignmentFlag.AlignCenter), "↔")
            return
        p.setPen(BONE)
        p.setFont(theme.text_font(SMALL, bold=True))
        if stopwatch:  # the watch, with its name where there is room for both
            room = band.width() - 28
            if p.fontMetrics().horizontalAdvance(detail) <= room:
                p.drawText(band.adjusted(2, 0, -24, 0), int(Qt.AlignmentFlag.AlignCenter), detail)
                paint_stopwatch(p, QPointF(band.right() - 13, band.center().y()), 8)
            else:
                paint_stopwatch(p, band.center(), 9)
            return
        draw_fitted(p, band.adjusted(2, 0, -2, 0), detail, theme.text_font(SMALL, bold=True))


class ChoiceItem(TableItem):
    """A round button with a picture (whom Grandpa Ivo copies, which copy to take), dimmed when refused."""

    def __init__(self, key: str, label: str, legal: bool, member: int | None = None,
                 objects: tuple[tuple[int, bool], ...] = (), width: float = 112, height: float = 136) -> None:
        super().__init__(width, height, key)
        self.member = member
        self.objects = objects
        self.label = label
        self.legal = legal
        #: What choosing it does: a further question of the activation, or the whole action.
        self.partial: Activating | None = None
        self.action: ArturoAction | None = None
        self.set_interactive(clickable=True)

    def paint_body(self, p: QPainter) -> None:
        body = self.body()
        p.setOpacity(1.0 if self.legal else 0.45)
        path = QPainterPath()
        path.addRoundedRect(body, 14, 14)
        p.setPen(QPen(theme.GLOW_LEGAL if self.legal else QColor("#777"), 3))
        p.setBrush(QColor("#2a1f45"))
        p.drawPath(path)
        centre = QPointF(0, body.top() + body.height() * 0.34)
        label = QRectF(body.left() + 3, body.top() + body.height() * 0.6, body.width() - 6, body.height() * 0.4)
        if self.member is not None and self.objects:  # a relative, and under the name what copying them takes
            centre.setY(body.top() + body.height() * 0.22)
            paint_portrait(p, centre, body.width() * 0.22, MEMBER_IDS[self.member])
            label = QRectF(label.left(), body.top() + body.height() * 0.4, label.width(), body.height() * 0.22)
            strip = QRectF(body.left() + 6, body.top() + body.height() * 0.63, body.width() - 12, body.height() * 0.33)
            self._paint_objects(p, strip)
        elif self.member is not None:
            paint_portrait(p, centre, body.width() * 0.33, MEMBER_IDS[self.member])
        elif self.objects:
            self._paint_objects(p, QRectF(body.left(), centre.y() - 30, body.width(), 60))
        else:
            paint_object(p, centre, body.width() * 0.27, MEMBERS[IVO].back)
        p.setPen(BONE)
        draw_fitted(p, label, self.label, theme.text_font(SMALL, bold=True))

    def _paint_objects(self, p: QPainter, strip: QRectF) -> None:
        """The objects side by side across `strip`, each on a light tile, cobwebs drawn over."""
        n = len(self.objects)
        for i, (obj, cobwebbed) in enumerate(self.objects):
            c = QPointF(strip.left() + strip.width() * (i + 0.5) / n, strip.center().y())
            r = min(strip.height() / 2, strip.width() / (n * 2.3))
            tile = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 220, 160, 50))
            p.drawRoundedRect(tile, min(6.0, r / 2), min(6.0, r / 2))
            paint_object(p, c, r * 0.8, obj)
            if cobwebbed:
                paint_cobwebs(p, tile, 1.0)


def night_mat(rect: QRectF, colour: theme.SeatColour | None, alpha: int = 215, edge: QColor | None = None,
              z: float = -6, active: bool = False) -> SeatPanel:
    """A mat on the table: night-purple, edged in a seat's colour (with its badge) or in candle orange."""
    fill = QColor(PURPLE)
    fill.setAlpha(alpha)
    return SeatPanel(rect, colour, active=active, badge=colour is not None, fill=fill, edge=edge, z=z)


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


class SlotItem(TableItem):
    """An empty place for a Preparation card (the three-card limit made visible)."""

    def paint_body(self, p: QPainter) -> None:
        p.setPen(QPen(QColor(244, 236, 216, 140), 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(self.body(), 8, 8)
