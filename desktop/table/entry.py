"""What a game's desktop package gives the shell: one `GameEntry`, named ``GAME`` in its ``__init__``.

The lobby lists every game from these entries, so an entry must be cheap to import: it holds
the cover's look and words, and names the heavy parts (the table class, the cover's motif
painter, the rules' picture provider) as "module:attribute" strings the shell imports only when
it needs them. See docs/architecture.md for how a new game is added.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

#: A cover's motif painter: (painter, the art's rectangle, accent colour, ink colour).
Motif = Callable[[QPainter, QRectF, QColor, QColor], None]


@dataclass(frozen=True)
class Shot:
    """A screenshot for the README (packaging/screenshots.py): a game dealt from `seed` for `players`,
    played by normal bots for `share` of it, up to the moment the human (seat 0) is to act."""

    name: str
    players: int
    seed: int
    share: float
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameEntry:
    """One game as the shell sees it: its box cover, its table, its rules pictures and its screenshots."""

    package: str  # the rules package's name under rules/, which is also this package's name
    title: str
    colours: tuple[str, str, str]  # background, accent, ink
    tagline: Callable[[], str]  # the line under the title, in the app's language
    motif: str  # "module:function" of the cover's art, a `Motif`
    table: str = ""  # "module:Class" of its `GameTable`; empty while it is not built (the cover says "coming soon")
    pictures: str = ""  # "module:function" returning {component id: (painter, size)} for the in-app rules
    night: bool = False  # a dark cover: its title band is darkened rather than lightened
    #: "module:function" painting what a seat may pick before the game (`rules.core.SeatChoice`), as
    #: (painter, rect, pick id) -> None, for the lobby's menus; empty: the names alone.
    pick_picture: str = ""
    shots: tuple[Shot, ...] = ()

    @property
    def game_id(self) -> str:
        """The rules' game id: the package name with dashes (records, rules texts and lessons use it)."""
        return self.package.replace("_", "-")

    def paint_motif(self, p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
        painter: Motif = load(self.motif)
        painter(p, r, accent, ink)


def load(spec: str) -> Any:
    """The attribute a "module:attribute" string names, importing its module."""
    module_name, _, attribute = spec.partition(":")
    return getattr(importlib.import_module(module_name), attribute)
