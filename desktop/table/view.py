"""The scene and the view every table is drawn in.

A table is laid out in scene units, in an area the view chooses for the window: a unit is
one pixel of a 1920×1080 screen, never drawn smaller than `MIN_UNIT_PX` screen pixels (so
15-unit text stays at least 12 px), and the area's shape follows the window's. So a
laptop window gets a smaller area that the table fills with its own arrangement, instead
of a shrunken picture of the big one; a large window gets the reference area drawn
larger.

On top of the fit the player may zoom (wheel, Ctrl +/−, Ctrl 0 resets) and pan (drag with
the right or middle button). There are no scroll bars: a scroll bar that comes and goes
would change the space the fit is computed from, and the two would chase each other.
Keys go to the game table first, so the table can be played from the keyboard; so do the
wheel and a right-press (`GameTable.wheel` / `GameTable.right_press` return True to claim them).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QToolTip, QWidget

from desktop.table import theme
from desktop.table.guard import Guarded

#: The reference area: one unit is one pixel of a full-HD screen.
DESIGN_W, DESIGN_H = 1920, 1080
#: At the fit a unit is at least this many screen pixels (15-unit text is then 12 px)…
MIN_UNIT_PX = 0.8
#: …unless the window is smaller than this area would need: no table is asked to fit in less.
SMALLEST_W, SMALLEST_H = 1500, 840


def table_area(width: float, height: float) -> tuple[QSizeF, float]:
    """The area (in units) a table lays out in for a viewport of `width`×`height` pixels, and the scale."""
    if width < 2 or height < 2:
        return QSizeF(DESIGN_W, DESIGN_H), 1.0
    scale = max(MIN_UNIT_PX, min(width / DESIGN_W, height / DESIGN_H))
    scale = min(scale, width / SMALLEST_W, height / SMALLEST_H)
    return QSizeF(width / scale, height / scale), scale


class TableScene(Guarded, QGraphicsScene):
    """The table's scene, the wooden tabletop as its background; its rectangle is the table's area.

    The wood (a 1920×1080 texture, a fifth of a second to paint) is not painted while the app
    starts: the first screen is the lobby. It is painted when first drawn, or before that as soon
    as the event loop is idle, which is after the first screen has been shown.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(0, 0, DESIGN_W, DESIGN_H, parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._background: QPixmap | None = None
        self._prepare = QTimer(self)
        self._prepare.setSingleShot(True)
        self._prepare.setInterval(0)  # a zero timer waits until the pending events (the first paint) are done
        self._prepare.timeout.connect(self.background)
        self._prepare.start()

    def background(self) -> QPixmap:
        """The wooden tabletop, painted on first use (the texture cache shares it between scenes)."""
        if self._background is None:
            self._background = theme.texture("wood", DESIGN_W, DESIGN_H, seed=3)
        return self._background

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(QRectF(rect), theme.WOOD.darker(140))
        background = self.background()
        painter.drawPixmap(self.sceneRect(), background, QRectF(background.rect()))


class TableView(Guarded, QGraphicsView):
    """Gives the table an area that suits the window and fits it; wheel/Ctrl± zoom; right-drag pans.

    `area_changed` (the new scene rectangle) fires when the window's shape or size asked for
    another arrangement, once the game table has laid itself out in it; `fitted` fires whenever the
    table is scaled or moved on screen (a resize, a zoom), in the same pass, so whatever sits over
    the table (a lesson's card) can follow it before the next frame is drawn.
    """

    MIN_ZOOM, MAX_ZOOM = 1.0, 4.0
    area_changed = Signal(QRectF)
    fitted = Signal()
    #: The keyboard's ring moved to a piece: its rectangle on the viewport (what lies over the table may
    #: step aside, as the side panel's drawer does).
    ring_moved = Signal(QRect)

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.zoom = 1.0
        self._table: Any = None  # the GameTable receiving keys, laid out in our area
        #: Tab walks the table's pieces; off where the table takes no moves (a review), so Tab leaves it.
        self.tab_ring = True
        self._pan_from: QPoint | None = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.timeout.connect(self._tell_table)

    @property
    def table(self) -> Any:
        return self._table

    @table.setter
    def table(self, table: Any) -> None:
        self._table = table
        self.fit()

    def fit(self) -> None:
        """Choose the table's area for the viewport, scale it to fill it, then apply the player's zoom."""
        size = self.maximumViewportSize()  # the same with or without scroll bars: no feedback loop
        if size.width() < 2 or size.height() < 2:
            return
        area, base = table_area(size.width(), size.height())
        rect = QRectF(0, 0, round(area.width()), round(area.height()))
        if rect != self.sceneRect():
            self.setSceneRect(rect)
            self.scene().setSceneRect(rect)
            self.resetCachedContent()
            if self._table is not None and getattr(self._table, "view", None) is None:
                self._table.set_area(rect)  # not drawn yet: its first build is laid out for this area
            self._relayout.start(0)  # several resizes in one pass of the event loop lay out once
        self.resetTransform()
        self.scale(base * self.zoom, base * self.zoom)
        if self.zoom == 1.0:
            self.centerOn(rect.center())
        self.fitted.emit()

    def _tell_table(self) -> None:
        if self._table is not None:
            self._table.set_area(self.sceneRect())
        self.area_changed.emit(self.sceneRect())

    def set_zoom(self, zoom: float) -> None:
        self.zoom = min(self.MAX_ZOOM, max(self.MIN_ZOOM, zoom))
        centre = self.mapToScene(self.viewport().rect().center())
        self.fit()
        if self.zoom != 1.0:
            self.centerOn(centre)
            self.fitted.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self._table is not None and self._table.wheel(event, self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.set_zoom(self.zoom * (1.15 ** steps))
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self._table is not None and \
                self._table.right_press(self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        if event.button() in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            self._pan_from = event.position().toPoint()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position().toPoint() - self._pan_from
            self._pan_from = event.position().toPoint()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() in (Qt.MouseButton.RightButton,
                                                             Qt.MouseButton.MiddleButton):
            self._pan_from = None
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        key = event.key()
        if ctrl and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.set_zoom(self.zoom * 1.25)
            return
        if ctrl and key == Qt.Key.Key_Minus:
            self.set_zoom(self.zoom / 1.25)
            return
        if ctrl and key == Qt.Key.Key_0:
            self.set_zoom(1.0)
            return
        # a review's table (no ring: Tab, the arrows and Esc are the page's) has no look walk either
        if self._table is not None and not ctrl and (self._table.handle_key(event) if self.tab_ring
                                                     else self._table.key_pressed(event)):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab walks the table's pieces (keyPressEvent passes it to the table) until the table lets it go on.
        if self._table is not None and self.tab_ring:
            if self._table.keeps_tab(next):
                return False
            self._table.drop_focus()
        return super().focusNextPrevChild(next)

    def say_focus(self, where: QRectF | None, words: str, label: str = "") -> None:
        """The words about the piece in the keyboard's ring, as the pointer's tooltip would show them (below the
        piece), and for a screen reader (a button without them is read by its `label`); none when the ring has
        left the table."""
        spoken = words or label
        if spoken != self.accessibleDescription():
            self.setAccessibleDescription(spoken)
            if QAccessible.isActive():  # a screen reader is listening: it reads the piece the ring moved to
                QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
        if where is not None:
            self.ring_moved.emit(self.mapFromScene(where).boundingRect())
        if where is None or not words or self.window().focusWidget() is not self:
            QToolTip.hideText()
            return
        port = self.viewport()
        at = port.mapToGlobal(self.mapFromScene(QPointF(where.left(), where.bottom())))
        # Qt puts a tooltip 16 px below the point it is given and, where the screen ends, flips it onto the
        # piece itself: a piece near the bottom gets its words above it instead
        lines = words.count("\n") + 1
        tall = lines * QFontMetrics(QToolTip.font()).lineSpacing() + 12
        screen = port.screen().availableGeometry()
        if at.y() + 16 + tall > screen.bottom():
            top = port.mapToGlobal(self.mapFromScene(where.topLeft()))
            at.setY(top.y() - 16 - tall - 4)
        QToolTip.showText(at, words, port)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        reason = event.reason()
        if self._table is not None and self.tab_ring and reason in (Qt.FocusReason.TabFocusReason,
                                                                    Qt.FocusReason.BacktabFocusReason):
            self._table.focus_from_outside(reason == Qt.FocusReason.TabFocusReason)
