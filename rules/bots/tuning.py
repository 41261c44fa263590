"""How `hard` searches each game: the settings measured to play best within its second.

Kept here, apart from the games' heuristics, because they tune the search, not the
game knowledge; `party-table bench bots` is how they were chosen (docs/benchmarks.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from .ismcts import EXPLORATION


@dataclass(frozen=True)
class SearchSettings:
    """`playouts`: "playout", "choose" or "random" (see `search`); `margin`: score share of the reward;
    `playout_limit`: steps before a playout is scored as it stands (None: the heuristic's own limit)."""

    playouts: str = "playout"
    margin: float = 0.0
    exploration: float = EXPLORATION
    playout_limit: int | None = None


DEFAULT = SearchSettings()

#: Per game; a game not listed uses DEFAULT.
SETTINGS: dict[str, SearchSettings] = {
    # A whole park game is hundreds of steps: playouts of 40 steps scored by the
    # heuristic's evaluate give about five times the iterations in the same second.
    "day-at-the-park": SearchSettings(playout_limit=40),
}


def settings_for(game_id: str) -> SearchSettings:
    return SETTINGS.get(game_id, DEFAULT)
