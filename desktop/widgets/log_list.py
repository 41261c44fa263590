"""The list of wrapped sentences the side panel and the review use for the log and the scores, and its heading."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QPainter, QResizeEvent
from PySide6.QtWidgets import QLabel, QListWidget, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.painting import breakable
from desktop.widgets.sizing import keep_accent_room


class WrapDelegate(Guarded, QStyledItemDelegate):
    """Draws each log line word-wrapped to the list's width (Qt's own wrapping clips some lines)."""

    PAD = 3

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.list = view
        #: Each line's wrapped height by (text, room, font): every move lays the whole log out again.
        self._heights: dict[tuple[str, int, str], int] = {}

    def _font(self, index: QModelIndex | QPersistentModelIndex, option: QStyleOptionViewItem) -> QFont:
        font = index.data(Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else option.font

    def _indent(self, index: QModelIndex | QPersistentModelIndex) -> int:
        """Room for the line's icon (a seat badge in the scores), if it has one."""
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        return self.list.iconSize().width() + 6 if isinstance(icon, QIcon) and not icon.isNull() else 0

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = max(60, self.list.viewport().width() - 2 * self.PAD - 2 * self.list.spacing())
        indent = self._indent(index)
        font = self._font(index, option)
        text = breakable(str(index.data() or ""), QFontMetrics(font), width - indent)
        key = (text, width - indent, font.key())
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 4096:
                self._heights.clear()
            height = self._heights[key] = QFontMetrics(font).boundingRect(
                QRect(0, 0, width - indent, 100_000), int(Qt.TextFlag.TextWordWrap), text).height()
        icon_h = self.list.iconSize().height() if indent else 0
        return QSize(width, max(height, icon_h) + 2 * self.PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        painter.save()
        rect = option.rect
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, QColor("#fff0d0"))
        indent = self._indent(index)
        if indent:
            icon = index.data(Qt.ItemDataRole.DecorationRole)
            size = self.list.iconSize()
            icon.paint(painter, QRect(rect.left() + self.PAD, rect.top() + self.PAD, size.width(), size.height()))
        font = self._font(index, option)
        painter.setFont(font)
        painter.setPen(theme.INK)
        box = rect.adjusted(self.PAD + indent, self.PAD, -self.PAD, -self.PAD)
        painter.drawText(box, int(Qt.TextFlag.TextWordWrap), breakable(str(index.data() or ""), QFontMetrics(font),
                                                                       box.width()))
        painter.restore()


class LogList(Guarded, QListWidget):
    """One wrapped sentence per row (the log, the scores), re-measured whenever the width changes."""

    #: The list's width changed, so its rows may wrap onto more or fewer lines (a list sized to its rows
    #: measures them again).
    width_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setItemDelegate(WrapDelegate(self))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.doItemsLayout()
        self.scrollToBottom()  # the newest line stays in sight
        if event.size().width() != event.oldSize().width():
            self.width_changed.emit()


def list_title(text: str) -> QLabel:
    """The small capitals heading over a panel's list (styled by the page as `QLabel#panelTitle`)."""
    label = QLabel(text)
    label.setObjectName("panelTitle")
    label.setFont(theme.text_font(13, bold=True))
    keep_accent_room(label)  # "COSA È SUCCESSO"
    return label
