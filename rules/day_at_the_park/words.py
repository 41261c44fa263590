"""How Day at the Park names things for players: tiles, items, tokens, cards and places in the park.

Every name is a translatable `Text` (rules/core/text.py) with a fixed English template, so the
desktop can show it in the player's language while the CLI and records keep English. Places
are named after a neighbouring tile ("north of the red music note tile"), never by grid
coordinates.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from rules.core import Text, listing, say, say_n

from . import actions as A
from .data import ADVENTURES, ALL_TILES, CHARACTERS, ONE_OF_EACH_POINTS, THREE_OF_A_KIND_POINTS

Pos = tuple[int, int]

#: One item with its article, as a log sentence says it ("gains a bird").
A_ITEM: dict[str, Text] = {
    "note": say("a music note"), "bird": say("a bird"), "flower": say("a flower"), "cupcake": say("a cupcake"),
}
#: Item names for counts and lists.
ITEM: dict[str, Text] = {
    "note": say("music note"), "bird": say("bird"), "flower": say("flower"), "cupcake": say("cupcake"),
}
ITEMS_PLURAL: dict[str, Text] = {
    "note": say("music notes"), "bird": say("birds"), "flower": say("flowers"), "cupcake": say("cupcakes"),
}
COLOUR: dict[str, Text] = {"red": say("red"), "blue": say("blue"), "green": say("green"), "yellow": say("yellow")}
#: Attraction tokens with their article.
A_TOKEN: dict[str, Text] = {
    "tricycle": say("a Tricycle"), "butterfly": say("a Butterfly"), "exchange": say("an Exchange"),
    "attraction": say("an Attraction"), "wild": say("a Wild"),
}
TOKEN: dict[str, Text] = {
    "tricycle": say("Tricycle"), "butterfly": say("Butterfly"), "exchange": say("Exchange"),
    "attraction": say("Attraction"), "wild": say("Wild"),
}
TIER: dict[str, Text] = {"easy": say("easy"), "medium": say("medium"), "hard": say("hard")}
SIDE: dict[str, Text] = {"standard": say("standard"), "advanced": say("advanced")}
CHARACTER_SIDE: dict[str, Text] = {"explore": say("explore"), "scoring": say("scoring")}
START_TILE = say("the start tile")


TYPE: dict[str, Text] = {"music": say("Music"), "nature": say("Nature"), "play": say("Play"), "food": say("Food")}


def name(text: str) -> Text:
    """A proper name from the data (an adventure, a character) as a translatable text."""
    return Text(text)


#: Every adventure's name, held here so that the translation files list them all.
ADVENTURE_NAME: dict[int, Text] = {card: name(info.name) for card, info in ADVENTURES.items()}
#: What each character's sheet lets its player do, by (character, side).
CHARACTER_ACTION: dict[tuple[str, str], Text] = {
    **{(key, "explore"): Text(c.explore) for key, c in CHARACTERS.items()},
    **{(key, "scoring"): Text(c.scoring) for key, c in CHARACTERS.items()},
}


def bonus_words(card: int) -> Text:
    """The advanced side's bonus of an adventure, as a sentence."""
    info = ADVENTURES[card]
    items = ITEMS_PLURAL[info.theme]
    if info.tier == "easy":
        return say("on completion, turn in up to 2 more {items} for +1 each", items=items)
    if info.tier == "medium":
        return say("at game end, +1 for every 2 leftover {items}", items=items)
    return say("at game end, +1 for every completed {type} adventure", type=TYPE[info.type])


def side_words(card: int, side: str) -> Text:
    """What an adventure asks for and gives on `side`: its cost, and on the advanced side its bonus too (the
    card scores the same on both)."""
    info = ADVENTURES[card]
    cost = items_words(info.cost_of(side))
    if side == "advanced":
        return say("the advanced side costs {items}; its bonus: {bonus}", items=cost, bonus=bonus_words(card))
    return say("the standard side costs {items}, with no bonus", items=cost)


def character_side_words(key: str, side: str) -> Text:
    """What a character's sheet lets its player do with `side` face up (the character action)."""
    if side == "scoring":
        return say("{name}'s scoring side: {action}", name=character_words(key), action=CHARACTER_ACTION[key, side])
    return say("{name}'s explore side: {action}", name=character_words(key), action=CHARACTER_ACTION[key, side])


def tile_words(tile: int) -> Text:
    """A tile as a player names it: "the yellow cupcake tile" (a quarter of the start tile: "the start tile")."""
    if tile < 0:
        return START_TILE
    t = ALL_TILES[tile]
    return say("the {colour} {item} tile", colour=COLOUR[t.colour], item=ITEM[t.item])


def card_words(card: int) -> Text:
    return ADVENTURE_NAME[card]


def character_words(key: str) -> Text:
    return name(CHARACTERS[key].name)


def items_words(items: tuple[str, ...] | list[str]) -> Text:
    """Items gained at once: "a bird", "a bird and a flower", "2 cupcakes and a bird" ("nothing" for none)."""
    if not items:
        return say("nothing")
    # two or more of one item: a count and the plural, in every language the app speaks
    return listing([A_ITEM[item] if n == 1 else say("{n} {items}", n=n, items=ITEMS_PLURAL[item])
                    for item, n in Counter(items).items()])


def _side_of(side: int, tile: Text) -> Text:
    """`tile` seen from the given side (0 north, 1 east, 2 south, 3 west)."""
    if side == 0:
        return say("north of {tile}", tile=tile)
    if side == 1:
        return say("east of {tile}", tile=tile)
    if side == 2:
        return say("south of {tile}", tile=tile)
    return say("west of {tile}", tile=tile)


def place_words(tiles: Mapping[Pos, int], pos: Pos, placed: int | None = None) -> Text:
    """Where `pos` is, by a tile next to it: "north of the start tile" (the start tile is named first). A tile
    `placed` there is told apart from a neighbour that reads the same ("north of another red bird tile"), which
    is named only when no other neighbour will do."""
    x, y = pos
    # the neighbour to the south means `pos` is north of it, and so on round the compass
    around = (((x, y + 1), 0), ((x - 1, y), 1), ((x, y - 1), 2), ((x + 1, y), 3))
    found = [(tiles[q], side) for q, side in around if q in tiles]
    if not found:
        return say("apart from the park")

    def alike(tile: int) -> bool:
        if placed is None or tile < 0 or placed < 0:
            return False
        a, b = ALL_TILES[tile], ALL_TILES[placed]
        return (a.colour, a.item) == (b.colour, b.item)

    found.sort(key=lambda f: (alike(f[0]), f[0] > 0, f[1]))
    tile, side = found[0]
    if alike(tile):
        t = ALL_TILES[tile]
        return _side_of(side, say("another {colour} {item} tile", colour=COLOUR[t.colour], item=ITEM[t.item]))
    return _side_of(side, tile_words(tile))


def _joined(parts: Iterable[Text]) -> Text:
    """Texts in a row, with " + " between them."""
    first, *rest = parts
    if not rest:
        return first
    return say("{first} + {rest}", first=first, rest=_joined(rest))


def stand_in_words(wilds: int, using: tuple[str, ...]) -> Text | None:
    """What stands in for items in a payment: items used as wild, Wild tokens (None when nothing does)."""
    parts: list[Text] = []
    if using:
        parts.append(say("as wild: {items}", items=items_words(using)))
    if wilds:
        parts.append(say_n(wilds, "{n} Wild token", "{n} Wild tokens"))
    return _joined(parts) if parts else None


def _with(what: Text, how: Text | None) -> Text:
    return say("{what} — {how}", what=what, how=how) if how is not None else what


def effect_words(action: A.ParkAction) -> Text | None:
    """A move that scores, as a button says it with the points the rules award ("Turn in 3 birds: +2
    points"); None for a move that scores nothing by itself."""
    if isinstance(action, A.Bonus):  # each extra theme item is one point
        return _with(say_n(action.count, "Turn in {n} more (+{n})", "Turn in {n} more (+{n})"),
                     stand_in_words(action.wilds, action.using))
    if not isinstance(action, A.CharacterAction):
        return None
    use = action.detail
    if isinstance(use, A.ThreeOfAKind):
        return _with(say_n(THREE_OF_A_KIND_POINTS, "Turn in 3 {items}: +{n} point", "Turn in 3 {items}: +{n} points",
                           items=ITEMS_PLURAL[use.item]), stand_in_words(use.wilds, ()))
    if isinstance(use, A.OneOfEach):
        return _with(say_n(ONE_OF_EACH_POINTS, "Turn in one of each item: +{n} point",
                           "Turn in one of each item: +{n} points"),
                     say("a Wild token for {items}", items=items_words(use.stand_in)))
    return None
