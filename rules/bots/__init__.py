"""Bots for every game: random, easy, normal and hard (see rules/bots/levels.py)."""

from __future__ import annotations

from rules.core import OptionError, game_module
from rules.core.record import BOT_LEVELS

from .base import Advice, Bot, Budget, Heuristic, RandomBot, RatedAction
from .ismcts import SearchResult, search
from .levels import HARD_BUDGET, EasyBot, HardBot, NormalBot
from .tuning import SearchSettings, settings_for

#: Every level, weakest first.
LEVELS: tuple[str, ...] = BOT_LEVELS


def heuristic_for(game_id: str) -> Heuristic | None:
    """The game's HEURISTIC from rules/<game>/heuristic.py, if it has one."""
    module = game_module(game_id, "heuristic")
    return getattr(module, "HEURISTIC", None) if module is not None else None


def make_bot(
    game_id: str,
    level: str,
    budget: Budget | None = None,
    *,
    seconds: float | None = None,
    iterations: int | None = None,
    heuristic: Heuristic | None = None,
    exact: bool = True,
) -> Bot:
    """A bot of `level` for the game `game_id`.

    `budget` (or `seconds`/`iterations`) sets the default thinking budget of `hard`;
    a budget passed to `choose` still wins. `heuristic` replaces the game's own one
    (tests use it for games without a heuristic module). `exact=False` gives a `hard` that searches
    every decision, without the heuristic's solved and expert answers (see `HardBot`).
    """
    if level not in LEVELS:
        raise OptionError(f"no bot level {level!r}; the levels are: {', '.join(LEVELS)}")
    if level == "random":
        return RandomBot()
    if budget is None and (seconds is not None or iterations is not None):
        budget = Budget(seconds=seconds, iterations=iterations)
    known = heuristic if heuristic is not None else heuristic_for(game_id)
    if level == "easy":
        return EasyBot(known)
    if level == "normal":
        return NormalBot(known)
    return HardBot(known, budget or HARD_BUDGET, settings_for(game_id), exact=exact)


__all__ = [
    "LEVELS",
    "Advice",
    "Bot",
    "Budget",
    "EasyBot",
    "HardBot",
    "Heuristic",
    "NormalBot",
    "RandomBot",
    "RatedAction",
    "SearchResult",
    "SearchSettings",
    "heuristic_for",
    "make_bot",
    "search",
    "settings_for",
]
