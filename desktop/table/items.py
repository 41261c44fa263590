"""Things on the table: cards, tiles, cubes, tokens, figures, buttons and labels.

Every item is a QGraphicsObject painted with QPainter, so it can be animated
through its ``pos``/``opacity``/``scale`` properties. Items that may be dragged move
themselves (no QDrag, which offscreen tests cannot drive): a press remembers where
the item was, moving drags it, and the release asks the item's `interaction`
(the game table) whether the drop is taken; if not the item slides back.
A press and release without movement is a click, which the table turns into
"select this" — the click path that mirrors every drag.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, ClassVar, Protocol

from PySide6.QtCore import Property, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.table import picture_cache, theme
from desktop.table.guard import Guarded
from desktop.table.painting import MIN_TEXT, FittedText, balanced_width, fit_text, fit_words, kept_together
from desktop.table.text import plain_tip, tip_words, translator

DRAG_THRESHOLD = 5.0


class Interaction(Protocol):
    """What items report to: the game table (see `desktop.table.base.GameTable`)."""

    def drag_started(self, item: TableItem) -> None: ...

    def drag_moved(self, item: TableItem, scene_pos: QPointF) -> None: ...

    def drag_released(self, item: TableItem, scene_pos: QPointF) -> bool: ...

    def item_clicked(self, item: TableItem) -> None: ...


_tr = translator("TableItem")


class PlainTips:
    """For graphics items: a tooltip shows its words as written, never as markup (a player's name may look
    like it)."""

    #: What the keyboard's ring and look walk say of the item (`TableItem.set_words`); None: its tooltip.
    words_for_keys: str | None = None

    def setToolTip(self, text: str) -> None:
        super().setToolTip(plain_tip(text))  # type: ignore[misc]
        self.words_for_keys = None  # new words for the pointer: the keys' are no longer for the same thing


class ReadAloud:
    """Words drawn on the table that the look walk (`I`) reads as they are shown: a prompt, a seat's status, a
    board. They have no tooltip (hovering would only pop up a copy of what is in sight); `GameTable.speak`
    marks them, and marks words that are one stop together (a seat's name and its status words)."""

    #: A stop of the look walk that reads `shown_words` (False: only a tooltip makes it one).
    speaks: bool = False
    #: The words read as one stop with these (itself among them), shared by all: the first in reading order
    #: is the stop and reads them all, the others are none (see `desktop.table.look.words_of`).
    chorus: list[ReadAloud] | None = None

    def shown_words(self) -> str:
        """The words it shows, whole (a label cut or wrapped to fit reads as written)."""
        return ""


class TableItem(PlainTips, Guarded, QGraphicsObject):
    """Base of every table piece: size, identity, hover lift, drag and click.

    ``key`` names the piece for the game table (e.g. "hand:animal:2a");
    ``draggable`` lets the user drag it, ``clickable`` lets them click it.
    """

    #: Whether a hint's bubble keeps clear of it: a piece, yes; a mat or a place that pieces lie on, no.
    keeps_clear = False
    #: Whether it only changes how the table is seen (a zoom button): Tab reaches it after the pieces that play,
    #: and a review keeps it working while it greys the buttons that would play.
    view_control = False

    def __init__(self, width: float, height: float, key: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w, self.h = float(width), float(height)
        self.key = key
        self.data_: dict[str, Any] = {}
        self.interaction: Interaction | None = None
        self.draggable = False
        self.clickable = False
        self.selected_ = False
        self.focused = False
        self.hint_glow = False
        self._hover = False
        self._press_scene: QPointF | None = None
        self._grab_offset = QPointF()
        self.origin = QPointF()
        self.dragging = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_words(self, what: str, by_pointer: str = "", by_key: str = "") -> None:
        """What the piece is and what to do with it: its tooltip tells the pointer (`by_pointer`: drag it …), the
        keyboard's ring and look walk tell the keys (`by_key`; by default Enter, then a place, as for any piece)."""
        self.setToolTip("\n".join(t for t in (what, by_pointer) if t))
        keys = by_key or (_tr("Press Enter, then choose where it goes.") if by_pointer else "")
        self.words_for_keys = "\n".join(t for t in (what, keys) if t)

    # geometry: items are drawn centred on their position
    def boundingRect(self) -> QRectF:
        m = 8.0
        return QRectF(-self.w / 2 - m, -self.h / 2 - m, self.w + 2 * m, self.h + 2 * m + 4)

    def body(self) -> QRectF:
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h)

    #: The names `part` knows: areas of words inside the piece (a lesson's card keeps off those it does not light).
    parts: ClassVar[tuple[str, ...]] = ()

    def part(self, name: str) -> QRectF | None:
        """A named area of the item (item coordinates) that a lesson may point at; None: no such part."""
        return None

    def set_interactive(self, draggable: bool = False, clickable: bool = False) -> None:
        self.draggable, self.clickable = draggable, clickable
        self.setCursor(Qt.CursorShape.OpenHandCursor if draggable else (
            Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor))

    def set_selected(self, on: bool) -> None:
        if on != self.selected_:
            self.selected_ = on
            self.update()

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self.update()

    def set_hint(self, on: bool) -> None:
        if on != self.hint_glow:
            self.hint_glow = on
            self.update()

    @property
    def lifted(self) -> bool:
        return (self._hover and (self.draggable or self.clickable)) or self.dragging or self.selected_

    # --- painting ---------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = -3.0 if self.lifted else 0.0
        painter.translate(0, lift)
        look = self.look()
        if look is None:
            self.paint_body(painter)
        else:
            picture_cache.draw(painter, self.boundingRect(), (type(self), self.w, self.h, self.lifted, look),
                               self.paint_body)
        self.paint_marks(painter)

    def look(self) -> Hashable | None:
        """Everything `paint_body` draws, as a value, or None (the default) to paint it afresh every time.

        Pieces of one class, size and look share one picture, kept across rebuilds (`kept`): a piece
        whose body depends on anything else must leave it out of its look, or return None.
        """
        return None

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        r = self.w * 0.08
        path.addRoundedRect(self.body(), r, r)
        return path

    def paint_body(self, painter: QPainter) -> None:
        """Subclasses draw the piece here (centred on 0,0, size w×h)."""

    def paint_marks(self, painter: QPainter) -> None:
        """Selection, keyboard focus and hint rings drawn over the piece."""
        if not (self.selected_ or self.focused or self.hint_glow):
            return
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = self.outline()
        if self.hint_glow:
            painter.setPen(QPen(theme.GLOW_HINT, 6))
            painter.drawPath(path)
        if self.selected_:
            painter.setPen(QPen(theme.GLOW_HOVER, 5))
            painter.drawPath(path)
        if self.focused:
            ring = QPainterPath()
            m = 6.0
            ring.addRoundedRect(self.body().adjusted(-m, -m, m, m), 10, 10)
            theme.draw_focus_ring(painter, ring)
        painter.restore()

    # --- hover ------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()
        super().hoverLeaveEvent(event)

    # --- drag and click ---------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not (self.draggable or self.clickable):
            event.ignore()
            return
        self._press_scene = event.scenePos()
        self.origin = self.pos()
        self._grab_offset = event.scenePos() - self.scenePos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None:
            return
        if not self.dragging:
            if not self.draggable:
                return
            delta = event.scenePos() - self._press_scene
            if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
                return
            self.dragging = True
            self._drag_z = self.zValue()
            self.setZValue(10_000)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            if self.interaction is not None:
                self.interaction.drag_started(self)
        parent = self.parentItem()
        target = event.scenePos() - self._grab_offset
        self.setPos(parent.mapFromScene(target) if parent is not None else target)
        if self.interaction is not None:
            self.interaction.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None:
            return
        self._press_scene = None
        if self.dragging:
            self.dragging = False
            self.setZValue(self._drag_z)
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            taken = self.interaction.drag_released(self, event.scenePos()) if self.interaction else False
            if not taken:
                self.slide_home()
            self.update()
            return
        if self.interaction is not None:
            self.interaction.item_clicked(self)

    def slide_home(self) -> None:
        """Go back to where the drag started (animated when the table has an animator)."""
        animator = getattr(self.interaction, "animator", None)
        if animator is not None:
            animator.move(self, self.origin, ms=200, queue=False)
        else:
            self.setPos(self.origin)


class CardItem(TableItem):
    """A card with a face and a back, each painted by a callback or a subclass.

    ``face_painter(painter, rect, card)`` draws the face inside ``rect``; the card
    frame (rounded paper, border, shadow) is drawn here. `flip` is done by the
    animator by scaling the width through zero and switching ``face_up`` midway.

    ``shows``, when given, names everything the face and back painters draw (a card's name, say), so
    the card's picture is kept across rebuilds (`TableItem.look`); a subclass whose face changes after
    it is made says so in `face_look`.
    """

    keeps_clear = True

    def __init__(
        self,
        width: float,
        height: float,
        key: str = "",
        face_painter: Callable[[QPainter, QRectF, CardItem], None] | None = None,
        back_painter: Callable[[QPainter, QRectF, CardItem], None] | None = None,
        face_up: bool = True,
        colour: QColor | None = None,
        shows: Hashable | None = None,
    ) -> None:
        super().__init__(width, height, key)
        self.face_painter = face_painter
        self.back_painter = back_painter
        self.face_up = face_up
        self.colour = colour or theme.PAPER
        self.shows = shows
        self._flip = 1.0

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.prepareGeometryChange()
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def set_face_up(self, up: bool) -> None:
        if up != self.face_up:
            self.face_up = up
            self.update()

    def paint_body(self, painter: QPainter) -> None:
        if self._flip != 1.0:
            painter.scale(max(0.02, abs(self._flip)), 1.0)
        path = self.outline()
        theme.soft_shadow(painter, path, 4.0 if self.lifted else 2.5)
        painter.setPen(QPen(self.colour.darker(160), 1.6))
        painter.setBrush(self.colour)
        painter.drawPath(path)
        inner = self.body().adjusted(4, 4, -4, -4)
        painter.save()
        painter.setClipPath(path)
        if self.face_up and self.face_painter is not None:
            self.face_painter(painter, inner, self)
        elif not self.face_up:
            (self.back_painter or _plain_back)(painter, inner, self)
        painter.restore()

    def face_look(self) -> Hashable | None:
        """Everything the face and back painters draw, as a value (None: paint the card afresh every time)."""
        return self.shows

    def look(self) -> Hashable | None:
        shows = self.face_look()
        if shows is None or self._flip != 1.0:
            return None
        return (self.colour.rgba(), self.face_up, _drawn_by(self.face_painter), _drawn_by(self.back_painter), shows)


def _drawn_by(painter: Callable[..., None] | None) -> object:
    """A card painter as part of a look: a method stands for its function, not for the card it is bound to."""
    return getattr(painter, "__func__", painter)


def _plain_back(painter: QPainter, rect: QRectF, card: CardItem) -> None:
    painter.setBrush(QColor("#8fb8de"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(rect, 8, 8)


class TileItem(CardItem):
    """A square-ish tile; the same face/back callbacks as a card, smaller corners."""

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.body(), self.w * 0.04, self.w * 0.04)
        return path


class CubeItem(TableItem):
    """A small wooden cube with an optional label (its value) and symbol."""

    keeps_clear = True

    def __init__(self, size: float, colour: QColor, key: str = "", label: str = "", symbol: str = "") -> None:
        super().__init__(size, size, key)
        self.colour = QColor(colour)
        self.label = label
        self.symbol = symbol

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.body(), self.w * 0.18, self.w * 0.18)
        return path

    def paint_body(self, painter: QPainter) -> None:
        path = self.outline()
        theme.soft_shadow(painter, path, 2.0, 3)
        colour, ink = self.colour, theme.INK
        if self.label:
            colour, ink = theme.ink_on(self.colour)
            if ink != theme.INK:  # white words: deep enough that the cube's lighter top reads too
                colour = theme.deepened(colour, ink, 6.5)
        painter.setPen(QPen(colour.darker(170), 1.4))
        painter.setBrush(theme.gradient_brush(colour.lighter(125), colour.darker(115), self.body()))
        painter.drawPath(path)
        # the sheen: over a label, only above its figures
        top = QRectF(-self.w / 2 + 3, -self.h / 2 + 3, self.w - 6, self.h * (0.2 if self.label else 0.35))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 60))
        painter.drawRoundedRect(top, 3, 3)
        if self.label:
            painter.setPen(ink)
            painter.setFont(theme.text_font(int(self.h * 0.55), bold=True))
            painter.drawText(self.body(), Qt.AlignmentFlag.AlignCenter, self.label)


class EmptySpotItem(TableItem):
    """Where a pile lay once it has run out: a faint dashed outline, so the words beside it (its name, "0 cards
    left") still point at a place rather than at the next thing down."""

    def paint_body(self, painter: QPainter) -> None:
        painter.setPen(theme.empty_place_pen())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.outline())


class TokenItem(TableItem):
    """A round token: a coloured disc with a short text and/or the seat's shape."""

    keeps_clear = True

    def __init__(self, diameter: float, colour: QColor, key: str = "", text: str = "", symbol: str = "") -> None:
        super().__init__(diameter, diameter, key)
        self.colour = QColor(colour)
        self.text = text
        self.symbol = symbol  # a seat shape name (see theme.shape_path)

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.body())
        return path

    def paint_body(self, painter: QPainter) -> None:
        path = self.outline()
        theme.soft_shadow(painter, path, 2.5, 3)
        painter.setPen(QPen(self.colour.darker(170), 2))
        painter.setBrush(theme.gradient_brush(self.colour.lighter(120), self.colour, self.body()))
        painter.drawPath(path)
        if self.symbol:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 230))
            painter.drawPath(theme.shape_path(self.symbol, QPointF(0, 0), self.w * 0.28))
        if self.text:
            painter.setPen(theme.ink_on(self.colour)[1])
            painter.setFont(theme.display_font(int(self.h * 0.32)))
            painter.drawText(self.body(), Qt.AlignmentFlag.AlignCenter, self.text)


class FigureItem(TableItem):
    """A standee: a round-topped figure on a base, painted by an optional callback."""

    keeps_clear = True

    def __init__(
        self,
        width: float,
        height: float,
        colour: QColor,
        key: str = "",
        monogram: str = "",
        painter_fn: Callable[[QPainter, QRectF, FigureItem], None] | None = None,
    ) -> None:
        super().__init__(width, height, key)
        self.colour = QColor(colour)
        self.monogram = monogram
        self.painter_fn = painter_fn

    def outline(self) -> QPainterPath:
        r = self.body()
        path = QPainterPath()
        path.addEllipse(QRectF(r.left(), r.top(), r.width(), r.width()))
        path.addRoundedRect(QRectF(r.left() + r.width() * 0.2, r.top() + r.width() * 0.6,
                                   r.width() * 0.6, r.height() - r.width() * 0.6), 4, 4)
        path.setFillRule(Qt.FillRule.WindingFill)
        return path.simplified()

    def paint_body(self, painter: QPainter) -> None:
        path = self.outline()
        theme.soft_shadow(painter, path)
        painter.setPen(QPen(self.colour.darker(170), 2))
        painter.setBrush(self.colour)
        painter.drawPath(path)
        r = self.body()
        head = QRectF(r.left() + 4, r.top() + 4, r.width() - 8, r.width() - 8)
        if self.painter_fn is not None:
            self.painter_fn(painter, head, self)
        elif self.monogram:
            painter.setPen(QColor("white"))
            painter.setFont(theme.display_font(int(head.height() * 0.5)))
            painter.drawText(head, Qt.AlignmentFlag.AlignCenter, self.monogram)


class ButtonItem(TableItem):
    """A pill-shaped button on the table (e.g. "Commit"); emits `pressed` on click or Enter."""

    keeps_clear = True

    pressed = Signal()
    #: The smallest font size a long label shrinks to before it is cut with an ellipsis.
    MIN_TEXT_PX = MIN_TEXT

    def __init__(self, text: str, width: float = 200, height: float = 56, key: str = "") -> None:
        super().__init__(width, height, key or f"button:{text}")
        self.text = text
        self.enabled_ = True
        self._auto_tip = ""
        self._fit: tuple[tuple[str, float, float], FittedText] | None = None  # painting measures once
        self.set_interactive(clickable=True)
        self._tooltip_if_cut()

    def set_enabled(self, on: bool) -> None:
        self.enabled_ = on
        self.set_interactive(clickable=on)
        self.update()

    def set_text(self, text: str) -> None:
        self.text = text
        self._tooltip_if_cut()
        self.update()

    def _tooltip_if_cut(self) -> None:
        """A label cut with an ellipsis shows in full as the tooltip (unless the table set its own)."""
        if self.toolTip() and self.toolTip() != self._auto_tip:
            return
        self._auto_tip = self.text if self._fitted().cut else ""
        self.setToolTip(self._auto_tip)

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.body(), self.h / 2, self.h / 2)
        return path

    def paint_body(self, painter: QPainter) -> None:
        path = self.outline()
        theme.soft_shadow(painter, path)
        # a green deep enough for white words at its lightest (ART.md's 4.5:1); greyed when off
        base = QColor(theme.GO) if self.enabled_ else QColor("#9c9c9c")
        painter.setPen(QPen(base.darker(150), 2))
        painter.setBrush(theme.gradient_brush(base.lighter(115), base, self.body()))
        painter.drawPath(path)
        painter.setPen(QColor("white"))
        font, text = self.fitted_text()
        painter.setFont(font)
        painter.drawText(self.body(), Qt.AlignmentFlag.AlignCenter, text)

    def fitted_text(self) -> tuple[QFont, str]:
        """The label's font and its text as drawn (lines, an ellipsis) inside the pill."""
        fitted = self._fitted()
        return fitted.font, fitted.text

    def _fitted(self) -> FittedText:
        """The label fitted inside the pill (`painting.fit_text`).

        One line, its font shrunk down to `MIN_TEXT_PX`; if that is not enough, two lines when the
        pill is tall enough; then the same in the narrower text face (a long label in another
        language); a label too long even then is cut with an ellipsis (the tooltip carries the
        whole text).
        """
        if self._fit is not None and self._fit[0] == (self.text, self.w, self.h):
            return self._fit[1]
        room = QSizeF(self.body().width() - self.h * 0.6, self.body().height() - 4)  # clear of the rounded ends
        size = int(self.h * 0.38)
        for font, wrap in ((font, wrap) for font in (theme.display_font(size), theme.text_font(size, bold=True))
                           for wrap in (False, True)):
            fitted = fit_text(self.text, room, font, self.MIN_TEXT_PX, wrap=wrap)
            if not fitted.cut:
                break
        self._fit = ((self.text, self.w, self.h), fitted)
        return fitted

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_pressed = self._press_scene is not None
        self._press_scene = None
        if was_pressed and self.enabled_ and self.body().contains(event.pos()):
            self.activate()

    def activate(self) -> None:
        if self.enabled_:
            self.pressed.emit()


class LabelItem(ReadAloud, PlainTips, Guarded, QGraphicsObject):
    """Text on the table: a title, a caption, a score. Never smaller than 12 px."""

    #: The margin around the text (its backdrop's, when it has one).
    PAD_X, PAD_Y = 8.0, 4.0

    def __init__(self, text: str = "", pixel_size: int = 18, bold: bool = False, display: bool = False,
                 colour: QColor | None = None, width: float = 0.0, align: Qt.AlignmentFlag | None = None,
                 backdrop: QColor | None = None) -> None:
        super().__init__()
        self.text = text
        #: The words as written, before `fitted` wrapped or cut them to fit (what the look walk reads).
        self.written = text
        self.font = (theme.display_font if display else theme.text_font)(max(12, pixel_size), bold)
        self.colour = colour or theme.INK
        self.fixed_width = width
        self.align = align if align is not None else Qt.AlignmentFlag.AlignCenter
        self.backdrop = backdrop
        self._rect = QRectF()
        self._measure()

    @classmethod
    def fitted(cls, text: str, pixel_size: int, room: QSizeF, *, bold: bool = False, display: bool = False,
               colour: QColor | None = None, wrap: bool = False, tip: str | None = None, name: str = "",
               width: float = 0.0, backdrop: QColor | None = None) -> LabelItem:
        """A label shrunk to fit `room` on one line (with `wrap`, broken into lines when one line would be
        cut), cut with "…" only when even that fails: then its tooltip holds the whole text (or `tip`).
        A text showing a player's `name` is cut in the name, keeping the words around it."""
        fitted = fit_words(text, room, (theme.display_font if display else theme.text_font)(pixel_size, bold),
                           wrap=wrap, name=name)
        label = cls(fitted.text, fitted.font.pixelSize(), bold=bold, display=display, colour=colour, width=width,
                    backdrop=backdrop)
        label.written = text
        if tip is not None or fitted.cut:
            label.setToolTip(tip if tip is not None else text)
        return label

    def _text_rect(self, text: str) -> QRectF:
        fm = QFontMetricsF(self.font)
        # a text of several lines is as wide as its longest line
        width = self.fixed_width or max(fm.horizontalAdvance(line) for line in text.split("\n")) + 4
        lines = max(1, text.count("\n") + 1)
        height = fm.height() * lines + 2
        if self.fixed_width:
            br = fm.boundingRect(QRectF(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text)
            height = max(height, br.height() + 2)
        return QRectF(-width / 2, -height / 2, width, height)

    def _measure(self) -> None:
        self.prepareGeometryChange()
        #: The words as they are drawn: wrapped in a fixed width, never broken inside "1 point" or "(Hit me)"
        #: (unless such a run is wider than the label: then it may break like any other words).
        self._drawn = self.text
        if self.fixed_width:
            together, fm = kept_together(self.text), QFontMetricsF(self.font)
            if all(fm.horizontalAdvance(run) <= self.fixed_width for run in together.split()):
                self._drawn = together
        self._rect = self._text_rect(self._drawn)
        #: Where the words go in the label: a wrapped text is balanced, its lines of even length
        #: (the label keeps its width; only its lines are narrower).
        self._words = QRectF(self._rect)
        if self.fixed_width and self.text:
            inner = balanced_width(self._drawn, self.font, self.fixed_width)
            if inner < self._rect.width():
                side = self.align & Qt.AlignmentFlag.AlignHorizontal_Mask
                left = (self._rect.left() if side == Qt.AlignmentFlag.AlignLeft
                        else self._rect.right() - inner if side == Qt.AlignmentFlag.AlignRight
                        else self._rect.center().x() - inner / 2)
                self._words = QRectF(left, self._rect.top(), inner, self._rect.height())

    def extra_height(self) -> float:
        """How much taller than one line the text is: wrapped in its width, or of several lines."""
        return self._rect.height() - self._text_rect("").height()

    def shown_words(self) -> str:
        """Its words as written; then what its tooltip adds, if anything (a count kept there for want of room)."""
        added = [line for line in tip_words(self.toolTip()).split("\n") if line.strip() and line not in self.written]
        return " — ".join([self.written, *added])

    def set_text(self, text: str) -> None:
        self.written = text
        if text != self.text:
            self.text = text
            self._measure()
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-self.PAD_X, -self.PAD_Y, self.PAD_X, self.PAD_Y)

    def painted_rect(self) -> QRectF:
        """What the label covers: its backdrop, or (without one) just its words."""
        return self.boundingRect() if self.backdrop is not None else QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.backdrop is not None and self.text:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.backdrop)
            painter.drawRoundedRect(self.boundingRect(), 10, 10)
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self._words, int(self.align | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap),
                         self._drawn)
