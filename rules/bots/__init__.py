"""Bots for every game, all behind the `Bot` interface."""

from __future__ import annotations

from rules.core import OptionError

from .base import Bot, Budget, RandomBot, RatedAction

LEVELS: tuple[str, ...] = ("random",)


def make_bot(game_id: str, level: str) -> Bot:
    """A bot of `level` for the game `game_id`."""
    if level == "random":
        return RandomBot()
    raise OptionError(f"no bot level {level!r}; the levels are: {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "Budget", "RandomBot", "RatedAction", "make_bot"]
