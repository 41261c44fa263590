"""Day at the Park's scoring: the score track, the end-game bonuses of face-up Medium and Hard
cards, each seat's breakdown and the final ranking."""

from __future__ import annotations

import functools
import itertools
from typing import TYPE_CHECKING

from rules.core import Result, Text, say

from .data import ADVENTURES, ITEMS

if TYPE_CHECKING:
    from .state import ParkState


def tally(items: tuple[str, ...]) -> dict[str, int]:
    """How many of each item a list of items holds."""
    need: dict[str, int] = {}
    for item in items:
        need[item] = need.get(item, 0) + 1
    return need


@functools.lru_cache(maxsize=1024)
def card_need(card: int, side: str, free: str | None) -> tuple[tuple[str, int], ...]:
    """Items still to turn in for an open card, by item, counting `free` (the symbol under the figure)
    once. Kept: every view asks it for every open card of every seat, from a few dozen cards."""
    need = tally(ADVENTURES[card].cost_of(side))
    if free is not None and need.get(free):
        need[free] -= 1
    return tuple(need.items())


def card_bonuses(s: ParkState, seat: int) -> dict[int, int]:
    """What each face-up Medium or Hard completed card adds at the end; each Wild token counts as
    the item that helps most."""
    done = s.done[seat]
    medium = [c for c, side in done if side == "advanced" and ADVENTURES[c].tier == "medium"]
    hard = [c for c, side in done if side == "advanced" and ADVENTURES[c].tier == "hard"]
    out = {c: sum(1 for d, _ in done if ADVENTURES[d].type == ADVENTURES[c].type) for c in hard}
    if not medium:
        return out
    wilds = s.held[seat].count("wild")
    have = s.items[seat]
    best: tuple[int, dict[int, int]] = (-1, {})
    for spread in itertools.combinations_with_replacement(ITEMS, wilds):
        extra = tally(spread)
        values = {c: (have[ADVENTURES[c].theme] + extra.get(ADVENTURES[c].theme, 0)) // 2 for c in medium}
        if sum(values.values()) > best[0]:
            best = (sum(values.values()), values)
    out.update(best[1])
    return out


def end_bonuses(s: ParkState, seat: int, bonuses: dict[int, int] | None = None) -> tuple[int, int]:
    """(Medium bonuses, Hard bonuses) of face-up cards; each Wild token counts as the best item.
    `bonuses`: `card_bonuses` of the seat, when the caller has it already."""
    if bonuses is None:
        bonuses = card_bonuses(s, seat)
    medium = sum(v for c, v in bonuses.items() if ADVENTURES[c].tier == "medium")
    return medium, sum(bonuses.values()) - medium


#: The scorepad's lines, made once: every view of every seat lists them.
_PARTS = (say("Adventures"), say("Easy bonuses"), say("Medium bonuses"), say("Hard bonuses"), say("Character actions"))


def breakdown(s: ParkState, seat: int, bonuses: dict[int, int] | None = None) -> list[tuple[str | Text, float]]:
    """The parts of the seat's score as a scorepad lists them; they add up to the score."""
    pts = s.points[seat]
    medium, hard = end_bonuses(s, seat, bonuses)
    adventures, easy, medium_label, hard_label, character = _PARTS
    return [
        (adventures, pts["adventures"]),
        (easy, pts["easy"]),
        (medium_label, medium),
        (hard_label, hard),
        (character, pts["character"]),
    ]


def score(s: ParkState, seat: int) -> int:
    """Points on the score track so far (end-game bonuses come at the end)."""
    pts = s.points[seat]
    return pts["adventures"] + pts["easy"] + pts["character"]


def result(s: ParkState) -> Result:
    """Ranked by score; a tie goes to the most completed adventures, then to the most items left."""
    parts = [breakdown(s, p) for p in range(s.num_players)]
    totals = [int(sum(v for _, v in p)) for p in parts]
    keys = [(totals[p], len(s.done[p]), sum(s.items[p].values())) for p in range(s.num_players)]
    note = Result.tie_note(
        keys,
        [say("tie on score broken by the most completed adventures"),
         say("tie on score and adventures broken by the most items left")],
        say("tied on score, completed adventures and items left: the victory is shared"),
    )
    return Result.ranked(keys, totals, parts, note)
