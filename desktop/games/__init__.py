"""The registry of game tables: which games have a table, and how their box cover looks.

The lobby lists all four games from `COVERS` (keyed by the rules package name,
so a cover shows even before its rules exist); a game whose table is not built
yet says "coming soon". Tables are imported lazily so the lobby starts fast.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.table.text import translator
from rules.core import Game, all_games, game_in_package

if TYPE_CHECKING:
    from desktop.table.base import GameTable


@dataclass(frozen=True)
class Cover:
    """How a game's box looks in the lobby."""

    package: str  # rules package name, e.g. "birthday_turtle"
    title: str
    colours: tuple[str, str, str]  # background, accent, ink
    motif: str  # what the cover painter draws

    @property
    def tagline(self) -> str:
        """The line under the title, in the app's language."""
        lines = {"birthday_turtle": _tr("Hurry up the party before Turtle gets home"),
                 "day_at_the_park": _tr("Tiles, friends and high fives in the park"),
                 "turtle_butt": _tr("A Decktet game of turtles in a row"),
                 "arturo": _tr("A spooky-cute birthday at the castle")}
        return lines.get(self.package, "")


_tr = translator("Cover")


COVERS: tuple[Cover, ...] = (
    Cover("birthday_turtle", "Happy Birthday Turtle!!", ("#fde2d3", "#7fcfb0", "#5b3a29"), "turtle"),
    Cover("day_at_the_park", "Hello Kitty: Day at the Park", ("#dff3d4", "#e2557a", "#2f4a2a"), "park"),
    Cover("turtle_butt", "Turtle Butt", ("#f6efe0", "#3c6e71", "#2b2b2b"), "decktet"),
    Cover("arturo", "Arturo", ("#2c1f4a", "#f28f3b", "#f4ecd8"), "arturo"),
)

#: rules package → "module:Class" of its table.
TABLES: dict[str, str] = {
    "birthday_turtle": "desktop.games.birthday_turtle:BirthdayTurtleTable",
    "day_at_the_park": "desktop.games.day_at_the_park:DayAtTheParkTable",
    "turtle_butt": "desktop.games.turtle_butt:TurtleButtTable",
    "arturo": "desktop.games.arturo:ArturoTable",
}

#: rules package → "module:function" of its picture provider for the in-app rules: the function returns
#: {component id: (painter(QPainter, QRectF), (width, height))}, drawn with the table's own painters.
PICTURES: dict[str, str] = {
    "birthday_turtle": "desktop.games.birthday_turtle:rules_pictures",
    "day_at_the_park": "desktop.games.day_at_the_park:rules_pictures",
    "turtle_butt": "desktop.games.turtle_butt:rules_pictures",
    "arturo": "desktop.games.arturo:rules_pictures",
}

#: Extra tables registered at run time (tests use this for the toy game).
_extra: dict[str, type[GameTable]] = {}


def package_of(game: Game) -> str:
    parts = type(game).__module__.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "rules" else type(game).__module__


def register_table(game_id: str, table: type[GameTable]) -> None:
    _extra[game_id] = table


def table_class(game: Game) -> type[GameTable] | None:
    """The table class for a game, or None if its table is not built yet."""
    if game.id in _extra:
        return _extra[game.id]
    spec = TABLES.get(package_of(game))
    if spec is None:
        return None
    module_name, _, cls = spec.partition(":")
    module = importlib.import_module(module_name)
    found: type[GameTable] = getattr(module, cls)
    return found


def has_table(game: Game) -> bool:
    return game.id in _extra or package_of(game) in TABLES


def rules_exist(cover: Cover) -> bool:
    """Whether the game's rules package is installed, without importing it (a fast lobby)."""
    try:
        return importlib.util.find_spec(f"rules.{cover.package}") is not None
    except (ImportError, ValueError):
        return False


def cover_available(cover: Cover) -> bool:
    return cover.package in TABLES and rules_exist(cover)


def game_for_cover(cover: Cover) -> Game | None:
    """The game behind a cover, importing only its own rules package."""
    if not rules_exist(cover):
        return None
    return game_in_package(cover.package)


def playable_games() -> list[Game]:
    """Games whose rules exist and whose table is built."""
    return [g for g in all_games() if has_table(g)]
