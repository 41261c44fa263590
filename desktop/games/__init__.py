"""The games the shell knows: one `GameEntry` per game, found in the game's own package.

Which games there are, and in which order the lobby lists them, is said once, by the rules'
registry (`rules.core.registry.GAME_PACKAGES`): for each rules package ``rules.<name>`` the shell
reads ``GAME`` from ``desktop.games.<name>``. That module is light (the cover's look and words,
and "module:attribute" names of the heavy parts), so the lobby starts fast: tables and rules are
imported only when a game is chosen, and a cover shows even before its rules exist (it then says
"coming soon"). See docs/architecture.md.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
from typing import TYPE_CHECKING

from desktop.table.entry import GameEntry, load
from rules.core import Game, all_games, game_in_package, registry

if TYPE_CHECKING:
    from desktop.table.base import GameTable

__all__ = ["GameEntry", "cover_available", "entries", "entry_for", "game_for_cover", "has_table", "package_of",
           "playable_games", "register_table", "rules_exist", "table_class"]

#: Extra tables registered at run time (tests use this for the toy game).
_extra: dict[str, type[GameTable]] = {}


@functools.cache
def entries() -> tuple[GameEntry, ...]:
    """Every game's entry, in the rules' registry order (a game without a desktop package has none)."""
    found = []
    for rules_package in registry.GAME_PACKAGES:
        name = f"desktop.games.{rules_package.rpartition('.')[2]}"
        if importlib.util.find_spec(name) is not None:
            found.append(importlib.import_module(name).GAME)
    return tuple(found)


def entry_for(package: str) -> GameEntry | None:
    """The entry of the game whose rules package is `package`."""
    return next((e for e in entries() if e.package == package), None)


def package_of(game: Game) -> str:
    parts = type(game).__module__.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "rules" else type(game).__module__


def register_table(game_id: str, table: type[GameTable]) -> None:
    _extra[game_id] = table


def table_class(game: Game) -> type[GameTable] | None:
    """The table class for a game, or None if its table is not built yet."""
    if game.id in _extra:
        return _extra[game.id]
    entry = entry_for(package_of(game))
    if entry is None or not entry.table:
        return None
    found: type[GameTable] = load(entry.table)
    return found


def has_table(game: Game) -> bool:
    entry = entry_for(package_of(game))
    return game.id in _extra or (entry is not None and bool(entry.table))


def rules_exist(entry: GameEntry) -> bool:
    """Whether the game's rules package is installed, without importing it (a fast lobby)."""
    try:
        return importlib.util.find_spec(f"rules.{entry.package}") is not None
    except (ImportError, ValueError):
        return False


def cover_available(entry: GameEntry) -> bool:
    return bool(entry.table) and rules_exist(entry)


def game_for_cover(entry: GameEntry) -> Game | None:
    """The game behind a cover, importing only its own rules package."""
    if not rules_exist(entry):
        return None
    return game_in_package(entry.package)


def playable_games() -> list[Game]:
    """Games whose rules exist and whose table is built."""
    return [g for g in all_games() if has_table(g)]
