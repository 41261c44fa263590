"""The in-app rules (F1): each game's summary in our own words, and the About page.

The texts are the Markdown files of ``resources/rules/`` (see `resources`), one
per game id plus about.md. Pictures in them use ``component:<id>`` addresses;
game tables register a painter for each id with `register_picture`, so the rules
show the very cards the table draws. An id nobody painted shows a plain tag.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from desktop.games import COVERS, TABLES
from desktop.paths import resource
from desktop.table import theme

#: component id → a function drawing it into a painter within a rectangle, and the picture's size.
_PICTURES: dict[str, tuple[Callable[[QPainter, QRectF], None], tuple[int, int]]] = {}


def register_picture(component_id: str, painter: Callable[[QPainter, QRectF], None],
                     size: tuple[int, int] = (150, 210)) -> None:
    _PICTURES[component_id] = (painter, size)


def game_id_for(package: str) -> str:
    return package.replace("_", "-")


def rules_text(page: str) -> str:
    """The Markdown of a page: a game id or "about"."""
    path = resource("rules", f"{page}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {page}\n\nThe rules text for this page is not installed yet."


def picture(component_id: str) -> QImage:
    """The drawn picture of a component (a labelled tag if no table painted it)."""
    painter_fn, (w, h) = _PICTURES.get(component_id, (None, (220, 60)))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if painter_fn is not None:
        painter_fn(p, QRectF(4, 4, w - 8, h - 8))
    else:
        p.setBrush(QColor("#fff6e6"))
        p.setPen(theme.INK)
        p.drawRoundedRect(QRectF(2, 2, w - 4, h - 4), 10, 10)
        p.setFont(theme.text_font(15))
        p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, component_id.replace("-", " "))
    p.end()
    return image


class RulesBrowser(QTextBrowser):
    """A text browser that draws ``component:`` pictures instead of loading files."""

    def loadResource(self, kind: int, url: QUrl | str) -> Any:
        url = QUrl(url)
        if kind == int(QTextDocument.ResourceType.ImageResource.value) and url.scheme() == "component":
            return picture(url.path() or url.toString().partition(":")[2])
        return super().loadResource(kind, url)


class RulesDialog(QDialog):
    """A list of pages (the four games and About) beside the rules text."""

    def __init__(self, parent: QWidget | None = None, start: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules — Party Table"))
        self.resize(1000, 740)
        layout = QHBoxLayout(self)
        self.pages = QListWidget()
        self.pages.setMaximumWidth(260)
        self.pages.setFont(theme.text_font(16))
        self.keys: list[str] = []
        for cover in COVERS:
            self.pages.addItem(cover.title)
            self.keys.append(game_id_for(cover.package))
        self.pages.addItem(self.tr("About Party Table"))
        self.keys.append("about")
        self.browser = RulesBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDefaultFont(theme.text_font(16))
        layout.addWidget(self.pages)
        layout.addWidget(self.browser, 1)
        self.pages.currentRowChanged.connect(self.show_page)
        self.pages.setCurrentRow(self.keys.index(start) if start in self.keys else 0)

    def show_page(self, row: int) -> None:
        if not 0 <= row < len(self.keys):
            return
        key = self.keys[row]
        spec = TABLES.get(key.replace("-", "_"))
        if spec is not None:  # importing the table registers its pictures
            importlib.import_module(spec.partition(":")[0])
        self.browser.setMarkdown(rules_text(key))
