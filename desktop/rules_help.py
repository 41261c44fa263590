"""The in-app rules (F1): each game's summary in our own words, and the About page.

Texts live in resources/rules/<package>.md and resources/rules/about.md (Markdown),
written by the rules-texts helper; images they reference are resolved from that
folder. A missing text says so instead of failing.
"""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from desktop.games import COVERS
from desktop.paths import resource
from desktop.table import theme


def rules_text(name: str) -> str:
    path = resource("rules", f"{name}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {name}\n\nThe rules text for this page is not installed yet."


class RulesDialog(QDialog):
    """A list of pages (the four games and About) beside a Markdown browser."""

    def __init__(self, parent: QWidget | None = None, start: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules — Party Table"))
        self.resize(980, 720)
        layout = QHBoxLayout(self)
        self.pages = QListWidget()
        self.pages.setMaximumWidth(260)
        self.keys: list[str] = []
        for cover in COVERS:
            self.pages.addItem(cover.title)
            self.keys.append(cover.package)
        self.pages.addItem(self.tr("About Party Table"))
        self.keys.append("about")
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(resource("rules"))])
        self.browser.document().setDefaultFont(theme.text_font(16))
        layout.addWidget(self.pages)
        layout.addWidget(self.browser, 1)
        self.pages.currentRowChanged.connect(self.show_page)
        self.pages.setCurrentRow(self.keys.index(start) if start in self.keys else 0)

    def show_page(self, row: int) -> None:
        if 0 <= row < len(self.keys):
            self.browser.document().setBaseUrl(QUrl.fromLocalFile(str(resource("rules")) + "/"))
            self.browser.setMarkdown(rules_text(self.keys[row]))
