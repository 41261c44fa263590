"""The scene and the view every table is drawn in.

Tables are laid out in a fixed design space (1920×1080 scene units) and the view
scales it to fit the window, keeping the aspect ratio. On top of the fit the
player may zoom (wheel, Ctrl +/−, Ctrl 0 resets) and pan (drag with the right or
middle button, or scroll bars once zoomed in). Keys go to the game table first,
so the table can be played from the keyboard; so do the wheel and a right-press
(`GameTable.wheel` / `GameTable.right_press` return True to claim them).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from desktop.table import theme
from desktop.table.guard import Guarded

DESIGN_W, DESIGN_H = 1920, 1080


class TableScene(Guarded, QGraphicsScene):
    """A scene of the design size with the wooden tabletop as background."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(0, 0, DESIGN_W, DESIGN_H, parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._background = theme.texture("wood", DESIGN_W, DESIGN_H, seed=3)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(QRectF(rect), theme.WOOD.darker(140))
        painter.drawPixmap(self.sceneRect(), self._background, QRectF(self._background.rect()))


class TableView(Guarded, QGraphicsView):
    """Fits the design space to the window; wheel/Ctrl± zoom; right-drag pans."""

    MIN_ZOOM, MAX_ZOOM = 1.0, 4.0

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.zoom = 1.0
        self.table: Any = None  # the GameTable receiving keys
        self._pan_from: QPoint | None = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    def fit(self) -> None:
        """Scale so the whole design space shows, then apply the player's zoom."""
        rect = self.sceneRect()
        vp = self.viewport().rect()
        if rect.isEmpty() or vp.width() < 2 or vp.height() < 2:
            return
        base = min(vp.width() / rect.width(), vp.height() / rect.height())
        self.resetTransform()
        self.scale(base * self.zoom, base * self.zoom)
        if self.zoom == 1.0:
            self.centerOn(rect.center())

    def set_zoom(self, zoom: float) -> None:
        self.zoom = min(self.MAX_ZOOM, max(self.MIN_ZOOM, zoom))
        centre = self.mapToScene(self.viewport().rect().center())
        self.fit()
        if self.zoom != 1.0:
            self.centerOn(centre)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.table is not None and self.table.wheel(event, self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.set_zoom(self.zoom * (1.15 ** steps))
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.table is not None and \
                self.table.right_press(self.mapToScene(event.position().toPoint())):
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
        if self.table is not None and not ctrl and self.table.key_pressed(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab belongs to the table's focus ring while the view has focus.
        if self.table is not None:
            return False
        return super().focusNextPrevChild(next)
