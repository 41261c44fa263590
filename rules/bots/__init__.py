"""Bots for every game, all behind the `Bot` interface."""

from __future__ import annotations

import importlib

from rules.core import OptionError, get_game

from .base import Bot, Budget, Heuristic, RandomBot, RatedAction

LEVELS: tuple[str, ...] = ("random",)


def heuristic_for(game_id: str) -> Heuristic | None:
    """The game's HEURISTIC from rules/<game>/heuristic.py, if it has one."""
    package = type(get_game(game_id)).__module__.split(".")[:2]
    try:
        module = importlib.import_module(".".join([*package, "heuristic"]))
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.endswith(".heuristic"):
            return None
        raise
    return getattr(module, "HEURISTIC", None)


def make_bot(game_id: str, level: str) -> Bot:
    """A bot of `level` for the game `game_id`."""
    if level == "random":
        return RandomBot()
    raise OptionError(f"no bot level {level!r}; the levels are: {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "Budget", "RandomBot", "RatedAction", "make_bot"]
