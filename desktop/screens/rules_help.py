"""The in-app rules (F1): each game's summary in our own words, the mouse and keyboard, and the About page.

The texts are the Markdown files of ``resources/rules/`` (see `resources`), one
per game id plus keys.md and about.md. Pictures in them use ``component:<id>`` addresses.
Each game's table module offers a picture provider (named by its entry's
`pictures`, see `desktop.table.entry`): a function returning {id: (painter, size)} drawn with
the table's own painters, so the rules show the very cards the table draws.
A reference that nobody can draw is left out of the page — never a broken icon.
"""

from __future__ import annotations

import importlib
import logging
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from desktop import __version__
from desktop.games import entries, entry_for
from desktop.startup import i18n
from desktop.storage.paths import resource
from desktop.table import theme
from desktop.table.entry import load
from desktop.table.guard import Guarded
from desktop.table.pictures import item_painter as item_painter  # where tables used to find it
from desktop.widgets.sizing import fit_on_screen
from desktop.widgets.style import SLIM_SCROLLBAR, cream_buttons

log = logging.getLogger(__name__)

Painter = Callable[[QPainter, QRectF], None]
#: What a game's picture provider returns: component id → (painter, picture size in pixels).
Pictures = dict[str, tuple[Painter, tuple[int, int]]]

#: component id → a function drawing it into a painter within a rectangle, and the picture's size.
_PICTURES: Pictures = {}
_loaded: set[str] = set()
_IMAGE_REF = re.compile(r"!\[[^\]]*\]\(component:([a-z0-9-]+)\)[ \t]*\n?")


def register_picture(component_id: str, painter: Painter, size: tuple[int, int] = (150, 210)) -> None:
    _PICTURES[component_id] = (painter, size)


def load_pictures(page: str) -> None:
    """Ask the game's picture provider (its entry's `pictures`) for its pictures, once."""
    package = page.replace("-", "_")
    if package in _loaded:
        return
    _loaded.add(package)
    entry = entry_for(package)
    try:
        if entry is None:
            return
        if not entry.pictures:
            # a table without a provider may still call `register_picture` when it is imported
            if entry.table:
                importlib.import_module(entry.table.partition(":")[0])
            return
        for component_id, (painter, size) in load(entry.pictures)().items():
            register_picture(component_id, painter, size)
    except Exception:  # a broken provider costs its pictures, never the rules text
        log.exception("the pictures of %s could not be drawn", page)


def drawable(component_id: str) -> bool:
    return component_id in _PICTURES


def drawable_markdown(markdown: str) -> str:
    """The page without picture references nobody can draw (Qt would show a broken-image icon)."""
    return _IMAGE_REF.sub(lambda m: m.group(0) if drawable(m.group(1)) else "", markdown)


def rules_text(page: str, language: str | None = None) -> str:
    """The Markdown of a page (a game id, "keys" or "about") in the app's language, else in English."""
    language = language or i18n.current()
    path = resource("rules", f"{page}.{language}.md")
    if language == "en" or not path.exists():
        path = resource("rules", f"{page}.md")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        missing = QCoreApplication.translate("RulesDialog", "The rules text for this page is not installed yet.")
        return f"# {page}\n\n{missing}"
    return text.replace("{version}", __version__)  # About says which Party Table this is


def picture(component_id: str) -> QImage:
    """The drawn picture of a component (a labelled tag if no table painted it; pages leave those out)."""
    painter_fn, (w, h) = _PICTURES.get(component_id, (None, (220, 60)))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if painter_fn is not None:
        painter_fn(p, QRectF(6, 6, w - 12, h - 12))
    else:
        p.setBrush(QColor("#fff6e6"))
        p.setPen(theme.INK)
        p.drawRoundedRect(QRectF(2, 2, w - 4, h - 4), 10, 10)
        p.setFont(theme.text_font(15))
        p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, component_id.replace("-", " "))
    p.end()
    return image


class RulesBrowser(Guarded, QTextBrowser):
    """A text browser that draws ``component:`` pictures instead of loading files."""

    def loadResource(self, kind: int, url: QUrl | str) -> Any:
        url = QUrl(url)
        if kind == int(QTextDocument.ResourceType.ImageResource.value) and url.scheme() == "component":
            component_id = url.path() or url.toString().partition(":")[2]
            return picture(component_id) if drawable(component_id) else QImage()
        return super().loadResource(kind, url)


DIALOG_STYLE = """
QDialog { background: #f7efe4; }
QListWidget { background: #fffaf2; border: 2px solid #e2cdb5; border-radius: 14px; padding: 8px; color: #3b2f2a;
              outline: none; }
QListWidget::item { padding: 9px 10px; border-radius: 9px; border: 2px solid transparent; }
QListWidget::item:selected { background: #5b3a29; color: white; }
QListWidget::item:hover:!selected { background: #fff0d0; }
QListWidget:focus, QTextBrowser:focus { border-color: @RING@; }
QListWidget::item:selected:focus { border-color: @RING@; }
QTextBrowser { background: #fffaf2; border: 2px solid #e2cdb5; border-radius: 14px; padding: 10px 18px;
               color: #3b2f2a; }
""".replace("@RING@", theme.FOCUS_RING.name()) + SLIM_SCROLLBAR + cream_buttons()
HEADING_SIZES = {1: 30, 2: 23, 3: 19, 4: 17}


def style_document(document: QTextDocument) -> None:
    """Give the Markdown page the house look: rounded headings with air above, spaced paragraphs."""
    cursor = QTextCursor(document)
    block = document.begin()
    while block.isValid():
        fmt = block.blockFormat()
        level = fmt.headingLevel()
        cursor.setPosition(block.position())
        if level:
            fmt.setTopMargin(22 if level <= 2 else 14)
            fmt.setBottomMargin(6)
            cursor.setBlockFormat(fmt)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            chars = QTextCharFormat()
            chars.setFont(theme.display_font(HEADING_SIZES.get(level, 17)))
            chars.setForeground(QColor("#5b3a29"))
            cursor.mergeCharFormat(chars)
        elif block.textList() is None and cursor.currentTable() is None:
            fmt.setBottomMargin(8)
            fmt.setLineHeight(118, 1)  # proportional line height: a little air between lines
            cursor.setBlockFormat(fmt)
        block = block.next()


class RulesDialog(Guarded, QDialog):
    """A list of pages (the four games, the mouse and keyboard, and About) beside the rules text."""

    def __init__(self, parent: QWidget | None = None, start: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Help — Party Table"))  # the games' rules, the keys and About
        fit_on_screen(self, 1060, 760)
        self.setStyleSheet(DIALOG_STYLE)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        layout.setSpacing(14)
        self.pages = QListWidget()
        self.pages.setFixedWidth(250)
        self.pages.setFont(theme.text_font(16))
        self.keys: list[str] = []
        for entry in entries():
            self.pages.addItem(entry.title)
            self.keys.append(entry.game_id)
        self.pages.addItem(self.tr("Mouse and keyboard"))
        self.keys.append("keys")
        self.pages.addItem(self.tr("About Party Table"))
        self.keys.append("about")
        self.browser = RulesBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDefaultFont(theme.text_font(16))
        column = QVBoxLayout()  # the pages, and under them the way out (Esc does the same)
        column.setSpacing(12)
        column.addWidget(self.pages, 1)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setFont(theme.display_font(15))
        self.close_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button.clicked.connect(self.close)
        column.addWidget(self.close_button)
        layout.addLayout(column)
        layout.addWidget(self.browser, 1)
        QWidget.setTabOrder(self.pages, self.browser)  # the list, its page, and then the way out
        QWidget.setTabOrder(self.browser, self.close_button)
        self.pages.currentRowChanged.connect(self.show_page)
        self.pages.setCurrentRow(self.keys.index(start) if start in self.keys else 0)

    def show_page(self, row: int) -> None:
        if not 0 <= row < len(self.keys):
            return
        key = self.keys[row]
        load_pictures(key)
        self.browser.setMarkdown(drawable_markdown(rules_text(key)))
        style_document(self.browser.document())
