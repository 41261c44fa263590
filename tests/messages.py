"""What a player reads must be in player words (issue 18 item 6): no grid coordinates, no rotation codes,
no "1 tiles" or "2 card". Shared by the rules' message scan and the tables' one."""

from __future__ import annotations

import re

#: Nouns the games count; a number before one of them must agree with it.
COUNTED = ("card", "tile", "point", "step", "item", "token", "hand", "turn", "player", "space", "object",
           "member", "suit", "pair", "cobweb", "round", "adventure", "attraction", "deck", "gift", "cake",
           "balloon", "move", "game", "seat", "cube", "celebration card", "animal card", "ant card")

SLIPS: dict[str, re.Pattern[str]] = {
    "grid coordinates": re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|(?<![\d\w])-?\d+,-?\d+(?![\d\w])"),
    "a rotation code": re.compile(r"\br(?:0|90|180|270)\b|\brotation \d"),
    "one with a plural": re.compile(r"(?<![\d.,/])\b1 (?:" + "|".join(f"{w}s" for w in COUNTED) + r")\b", re.I),
    "many with a singular": re.compile(r"(?<![\d.,/-])\b(?:0|[2-9]|[1-9]\d+) (?:" + "|".join(COUNTED) + r")(?![\w-])",
                                       re.I),
    "a template left unfilled": re.compile(r"\{[A-Za-z_0-9]*\}|%n|%\d"),
}


def slips(text: str) -> list[str]:
    """What is wrong with `text` for a player, by name of the slip (empty: nothing)."""
    return [name for name, pattern in SLIPS.items() if pattern.search(text)]
