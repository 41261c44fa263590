"""How sure a win chance is, in the words the meter uses (`read_chance`).

A hint's chance comes with an error (`RatedAction.error`): the search's own, from how often it
tried the move, and what the calibration still strays from outcomes. A precise-looking 73% from a
short search early in the game says more than the bot knows, so the meter shows one of:

- "about even", when the band of likely chances holds an even share and the chance is near it;
- a band ("between 60% and 85%"), when the band is wide;
- one number ("about 73%"), when it is narrow.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: Standard errors either side of the chance that the band covers (about 95%).
Z = 1.96
#: A chance this near an even share, with the band over the even share, reads "about even".
EVEN_MARGIN = 0.10
#: A band at most this wide either side of the chance reads as one number.
PRECISE = 0.05
#: A band's ends are rounded outwards to multiples of this many points, so that they do not look precise.
STEP = 5


@dataclass(frozen=True)
class Reading:
    """What the meter says: `kind` is "even", "between" or "about"; chances are whole percents.

    `low`..`high` is the band (also drawn for "about" and "even"); `even` is an even share.
    """

    kind: str
    percent: int
    low: int
    high: int
    even: int


def read_chance(chance: float, error: float, players: int) -> Reading:
    """The meter's reading of `chance` (0..1) with its standard `error`, among `players` seats."""
    chance = min(1.0, max(0.0, chance))
    even = 1 / max(1, players)
    half = Z * max(0.0, error)
    low, high = max(0.0, chance - half), min(1.0, chance + half)
    percent = round(100 * chance)
    if half <= PRECISE:
        kind = "about"
        shown_low, shown_high = round(100 * low), round(100 * high)
    else:
        shown_low = STEP * math.floor(round(100 * low, 6) / STEP)
        shown_high = STEP * math.ceil(round(100 * high, 6) / STEP)
        kind = "between"
    if low <= even <= high and abs(chance - even) <= EVEN_MARGIN:
        kind = "even"
    return Reading(kind, percent, shown_low, shown_high, round(100 * even))
