"""A tray of buttons for the choices that have no place on the table (items, rewards, trades …).

Buttons sit two to a row, a long text takes a whole row, and when there are more than fit the
tray turns into pages with a "More (1/2)" button. Choices are grouped: a group of several
choices shows as one button that opens it (with "Back" to return).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from desktop.table.items import ButtonItem
from desktop.table.text import translator

_tr = translator("Tray")


class _Adds(Protocol):
    def add(self, item: QGraphicsItem, key: str | None = None, parent: QGraphicsItem | None = None) -> object: ...


@dataclass
class TrayChoice:
    text: str
    press: Callable[[], None]
    group: str = ""  # choices of one group gather behind one button when there are several
    group_text: str = ""  # that button's text


def pack_pages(texts: Sequence[str], rows: int, narrow: int) -> list[list[int]]:
    """Split buttons into pages of `rows` rows: short texts two to a row, longer than `narrow` a row each."""
    pages: list[list[int]] = [[]]
    col, row = 0, 0
    for i, text in enumerate(texts):
        wide = len(text) > narrow
        if wide and col == 1:
            col, row = 0, row + 1
        if row >= rows:
            pages.append([])
            col, row = 0, 0
        pages[-1].append(i)
        col += 2 if wide else 1
        if col >= 2:
            col, row = 0, row + 1
    return pages


@dataclass
class Tray:
    """Where the tray is and which group and page it shows (kept across rebuilds)."""

    rect: QRectF
    row_height: float = 54.0
    button_height: float = 44.0
    narrow: int = 19
    group: str = ""
    page: int = 0
    on_change: Callable[[], None] = field(default=lambda: None)

    def reset(self) -> None:
        self.group, self.page = "", 0

    def open(self, group: str) -> None:
        self.group, self.page = group, 0
        self.on_change()

    def next_page(self) -> None:
        self.page += 1
        self.on_change()

    def buttons(self, choices: Sequence[TrayChoice]) -> list[tuple[str, Callable[[], None]]]:
        """The buttons the tray shows now: the open group's choices, or every choice with groups folded."""
        groups: dict[str, list[TrayChoice]] = {}
        for c in choices:
            groups.setdefault(c.group, []).append(c)
        if self.group and self.group not in groups:
            self.group, self.page = "", 0
        if self.group:
            return [(c.text, c.press) for c in groups[self.group]] + [(_tr("Back"), lambda: self.open(""))]
        out: list[tuple[str, Callable[[], None]]] = []
        opened: set[str] = set()
        for c in choices:
            members = groups[c.group]
            if not c.group or len(members) == 1:
                out.append((c.text, c.press))
            elif c.group not in opened:
                opened.add(c.group)
                out.append((c.group_text or c.group, self._opener(c.group)))
        return out

    def _opener(self, group: str) -> Callable[[], None]:
        return lambda: self.open(group)

    def lay_out(self, table: _Adds, buttons: Sequence[tuple[str, Callable[[], None]]], key: str = "tray") -> list[
            ButtonItem]:
        """Put the buttons of the current page on `table`, two to a row, with a pager if needed."""
        rows = max(1, int(self.rect.height() // self.row_height))
        pages = pack_pages([t for t, _ in buttons], rows - 1 if len(buttons) > 2 * rows else rows, self.narrow)
        self.page %= len(pages)
        shown = [buttons[i] for i in pages[self.page]]
        if len(pages) > 1:
            shown.append((_tr("More ({page}/{pages})").format(page=self.page + 1, pages=len(pages)), self.next_page))
        made: list[ButtonItem] = []
        col, row = 0, 0
        gap = 10.0
        half = (self.rect.width() - gap) / 2
        for k, (text, press) in enumerate(shown):
            wide = len(text) > self.narrow
            if wide and col == 1:
                col, row = 0, row + 1
            button = ButtonItem(text, self.rect.width() if wide else half, self.button_height, key=f"{key}:{k}")
            x = self.rect.center().x() if wide else self.rect.left() + half / 2 + col * (half + gap)
            button.setPos(x, self.rect.top() + self.button_height / 2 + row * self.row_height)
            button.setZValue(20)
            button.pressed.connect(press)
            button.data_["label"] = text
            table.add(button)
            made.append(button)
            col += 2 if wide else 1
            if col >= 2:
                col, row = 0, row + 1
        return made
