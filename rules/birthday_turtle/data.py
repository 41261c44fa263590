"""Every component of Happy Birthday Turtle!! in one place.

The rulebook gives counts but no card list, so the Celebration and Ant cards are
the product's proposed set (shared/content/birthday_turtle.md). Real card values
can replace these tables without touching the rules code.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.text import Text, say

#: The four friends; each player takes one animal's four cards.
ANIMALS: tuple[str, ...] = ("squirrel", "mole", "frog", "duck")
ANIMAL_NAMES: dict[str, Text] = {
    "squirrel": say("Squirrel"),
    "mole": say("Mole"),
    "frog": say("Frog"),
    "duck": say("Duck"),
}
#: The progress values on one animal's four cards.
ANIMAL_VALUES: tuple[int, ...] = (1, 2, 2, 3)

#: Table patterns, in the order the tables stand left to right.
PATTERNS: tuple[str, ...] = ("check", "polka-dot", "floral", "stripe")
#: What players call each table (and its Pattern cards).
PATTERN_NAMES: dict[str, Text] = {
    "check": say("Check"),
    "polka-dot": say("Polka-dot"),
    "floral": say("Floral"),
    "stripe": say("Stripe"),
}

#: Hustle Point cube values, largest first; the cubes are only change for a point total (Components).
HUSTLE_CUBES: tuple[int, ...] = (5, 3, 1)

#: Tables in play by player count (Setup 1). Two players choose by option (rulings).
TABLES_BY_PLAYERS: dict[int, tuple[str, ...]] = {
    3: ("check", "polka-dot", "floral"),
    4: ("check", "polka-dot", "floral", "stripe"),
}
TABLES_2P: dict[str, tuple[str, ...]] = {
    "check+polka-dot": ("check", "polka-dot"),
    "check+floral": ("check", "floral"),
}
DEFAULT_TABLES_2P = "check+polka-dot"
TABLES_2P_LABELS = (say("Check and Polka-dot (as in Setup)"), say("Check and Floral"))

#: Pattern cards of each table a player holds (Setup 2: two of each with 2 players).
PATTERN_COPIES: dict[int, int] = {2: 2, 3: 1, 4: 1}


@dataclass(frozen=True)
class CelebrationCard:
    """A task: completing it takes `limit` progress exactly."""

    id: str
    name: Text
    limit: int
    four_players_only: bool = False


CELEBRATIONS: tuple[CelebrationCard, ...] = (
    CelebrationCard("pick-flowers", say("Pick Flowers"), 3),
    CelebrationCard("blow-up-balloons", say("Blow Up Balloons"), 4),
    CelebrationCard("write-the-birthday-card", say("Write the Birthday Card"), 4),
    CelebrationCard("hang-the-bunting", say("Hang the Bunting"), 5),
    CelebrationCard("wrap-the-present", say("Wrap the Present"), 5),
    CelebrationCard("set-the-table", say("Set the Table"), 6),
    CelebrationCard("squeeze-lemonade", say("Squeeze Lemonade"), 6),
    CelebrationCard("decorate-the-cake", say("Decorate the Cake"), 7),
    CelebrationCard("bake-the-giant-cake", say("Bake the Giant Cake"), 8),
    CelebrationCard("light-the-lanterns", say("Light the Lanterns"), 5, four_players_only=True),
    CelebrationCard("practise-the-song", say("Practise the Song"), 7, four_players_only=True),
)
CELEBRATION_BY_ID: dict[str, CelebrationCard] = {c.id: c for c in CELEBRATIONS}
#: Points each collected Celebration card is worth at the end (Final Scoring).
CELEBRATION_POINTS = 2


@dataclass(frozen=True)
class AntCard:
    """An Ant card moves the cube of every table whose pattern it shows by one."""

    id: str
    patterns: tuple[str, ...]
    not_for_three_players: bool = False


ANT_CARDS: tuple[AntCard, ...] = (
    AntCard("ant-check-1", ("check",)),
    AntCard("ant-check-2", ("check",)),
    AntCard("ant-polka-dot-1", ("polka-dot",)),
    AntCard("ant-polka-dot-2", ("polka-dot",)),
    AntCard("ant-floral-1", ("floral",)),
    AntCard("ant-floral-2", ("floral",)),
    AntCard("ant-stripe-1", ("stripe",), not_for_three_players=True),
    AntCard("ant-stripe-2", ("stripe",), not_for_three_players=True),
    AntCard("ant-check-floral", ("check", "floral")),
    AntCard("ant-polka-dot-stripe", ("polka-dot", "stripe")),
)
ANT_BY_ID: dict[str, AntCard] = {a.id: a for a in ANT_CARDS}

#: The card that ends the game the moment it is revealed; it sits among the Ant deck's bottom four.
TURTLE_RETURNS = "turtle-returns"
#: Ant cards shuffled with Turtle Returns to form the bottom of the Ant deck (Setup 4).
ANTS_UNDER_TURTLE = 3
#: Ant cards removed at random from a 4-player game (Setup 4).
ANTS_REMOVED_4P = 2


def celebrations_for(players: int) -> tuple[CelebrationCard, ...]:
    """The Celebration cards shuffled into the deck for this player count (Setup 3)."""
    return tuple(c for c in CELEBRATIONS if players == 4 or not c.four_players_only)


def ants_for(players: int) -> tuple[AntCard, ...]:
    """The Ant cards available before a 4-player game removes two at random (Setup 4)."""
    return tuple(a for a in ANT_CARDS if players != 3 or not a.not_for_three_players)


def ant_deck_size(players: int) -> int:
    """Cards in the Ant deck, Turtle Returns included."""
    removed = ANTS_REMOVED_4P if players == 4 else 0
    return len(ants_for(players)) - removed + 1
