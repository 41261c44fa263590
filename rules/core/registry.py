"""The registry of every game, by id.

Its own module so that anything in the core may look a game up at run time (a view finds
its game's state class here) without importing the module that declares games.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from .errors import OptionError, clip

if TYPE_CHECKING:
    from .game import Game

#: The packages that declare games, in the order the lobby lists them.
GAME_PACKAGES: tuple[str, ...] = (
    "rules.birthday_turtle",
    "rules.day_at_the_park",
    "rules.turtle_butt",
    "rules.arturo",
)

_registry: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    """Add a game to the registry (each game package calls this once on import) and tie its state
    class to it."""
    _registry[game.id] = game
    game.state_class.game = game
    return game


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in GAME_PACKAGES:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise


def all_games() -> Sequence[Game]:
    _load()
    order = {pkg.rsplit(".", 1)[1]: i for i, pkg in enumerate(GAME_PACKAGES)}
    return sorted(_registry.values(), key=lambda g: order.get(type(g).__module__.split(".")[1], 99))


def game_in_package(package: str) -> Game | None:
    """The game declared by `rules.<package>`, importing only that package."""
    try:
        importlib.import_module(f"rules.{package}")
    except ModuleNotFoundError as exc:
        if exc.name == f"rules.{package}":
            return None
        raise
    for game in _registry.values():
        if type(game).__module__.split(".")[:2] == ["rules", package]:
            return game
    return None


def get_game(game_id: str) -> Game:
    """The game with this id. Its own package is imported first (a game's id is its package's name with
    dashes), so reading one record does not import every game's rules."""
    found = _registry.get(game_id)
    if found is None and isinstance(game_id, str) and f"rules.{game_id.replace('-', '_')}" in GAME_PACKAGES:
        game_in_package(game_id.replace("-", "_"))
        found = _registry.get(game_id)
    if found is None:
        _load()
        found = _registry.get(game_id)
    if found is None:
        known = ", ".join(g.id for g in all_games())
        raise OptionError(f"no game {clip(game_id)}; the games are: {known}")
    return found


def game_module(game_id: str, name: str) -> ModuleType | None:
    """The module `name` of the game's own package (``rules/<game>/<name>.py``), or None if it has none.

    How the rest of the app finds what a game brings besides its rules (its heuristic, its search
    tuning, an outside searcher to measure against) without listing games anywhere.
    """
    package = type(get_game(game_id)).__module__.split(".")[:2]
    try:
        return importlib.import_module(".".join([*package, name]))
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.endswith(f".{name}"):
            return None
        raise
