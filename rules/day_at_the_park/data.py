"""Every component of Hello Kitty: Day at the Park, in one place.

Counts follow the rulebook's component list; card and tile contents are the
product's proposed set (see shared/content/park.md), built to fit every count.
"""

from __future__ import annotations

from dataclasses import dataclass

ITEMS: tuple[str, ...] = ("note", "bird", "flower", "cupcake")
ITEM_NAMES = {"note": "Music Note", "bird": "Bird", "flower": "Flower", "cupcake": "Cupcake"}
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow")
ITEM_SUPPLY = 20  # tokens of each item

GARDEN, FIELD = "G", "F"
#: Players -> park tiles removed unseen at setup.
TILES_REMOVED = {2: 22, 3: 15, 4: 8, 5: 3}
HAND_SIZE = 2
BASE_STEPS = 3


@dataclass(frozen=True)
class Tile:
    """A park tile: one item symbol in one colour and four edges (N, E, S, W), each garden or field."""

    id: int
    item: str
    colour: str
    edges: str

    @property
    def name(self) -> str:
        return tile_name(self.id)


def tile_name(tile_id: int) -> str:
    """The string id views use: "tile-17", or "start-nw" for a quarter of the start tile."""
    return START_NAMES[tile_id] if tile_id < 0 else f"tile-{tile_id}"


_ITEM_CODE = {"N": "note", "B": "bird", "F": "flower", "C": "cupcake"}
_COLOUR_CODE = {"r": "red", "b": "blue", "g": "green", "y": "yellow"}
_TILE_TABLE = """
01 Nr FFFF  02 Nb GGGF  03 Ng GGFF  04 Ny GFGF  05 Br GFFF  06 Bb GGFF  07 Bg GFGF  08 By GFFF
09 Fr GGFF  10 Fb GFGF  11 Fg GFFF  12 Fy GGGF  13 Cr GGFF  14 Cb GGGG  15 Cg GGGF  16 Cy GGFF
17 Nr GGGF  18 Nb GGFF  19 Ng GGGG  20 Ny GGGF  21 Br GGFF  22 Bb FFFF  23 Bg GGGF  24 By GGFF
25 Fr GFGF  26 Fb GFFF  27 Fg GGFF  28 Fy GFGF  29 Cr GFFF  30 Cb GGFF  31 Cg GFGF  32 Cy GFFF
33 Nr GFGF  34 Nb GFFF  35 Ng GGFF  36 Ny GFGF  37 Br GFFF  38 Bb GGGF  39 Bg GGFF  40 By GGGG
41 Fr GGGF  42 Fb GGFF  43 Fg FFFF  44 Fy GGGF  45 Cr GGFF  46 Cb GFGF  47 Cg GFFF  48 Cy GGFF
"""


def _read_tiles() -> dict[int, Tile]:
    words = _TILE_TABLE.split()
    tiles = {}
    for i in range(0, len(words), 3):
        number, code, edges = int(words[i]), words[i + 1], words[i + 2]
        tiles[number] = Tile(number, _ITEM_CODE[code[0]], _COLOUR_CODE[code[1]], edges)
    return tiles


#: The 48 park tiles by number.
TILES: dict[int, Tile] = _read_tiles()
TILE_IDS: tuple[int, ...] = tuple(sorted(TILES))

#: The start tile: a fixed 2x2 block. Ids -1..-4; "-" marks an inner edge (never compared).
#: Its eight outer edges alternate garden, field clockwise from the north-west corner.
START_CELLS: dict[tuple[int, int], Tile] = {
    (0, 0): Tile(-1, "note", "red", "G--F"),
    (1, 0): Tile(-2, "bird", "blue", "FG--"),
    (1, 1): Tile(-3, "flower", "yellow", "-FG-"),
    (0, 1): Tile(-4, "cupcake", "green", "--FG"),
}
START_NAMES = {-1: "start-nw", -2: "start-ne", -3: "start-se", -4: "start-sw"}
ALL_TILES: dict[int, Tile] = {**TILES, **{t.id: t for t in START_CELLS.values()}}

# --- attraction tokens ---------------------------------------------------------------

ATTRACTIONS: tuple[str, ...] = ("tricycle", "butterfly", "exchange", "attraction", "wild")
ATTRACTION_COUNT = 8  # of each kind; every token has a Bench back

# --- adventures ------------------------------------------------------------------------

TIERS: tuple[str, ...] = ("easy", "medium", "hard")
SIDES: tuple[str, ...] = ("standard", "advanced")
TYPES: tuple[str, ...] = ("music", "nature", "play", "food")
THEME_ITEM = {"music": "note", "nature": "bird", "play": "flower", "food": "cupcake"}
TYPE_OF_ITEM = {item: kind for kind, item in THEME_ITEM.items()}
TYPE_COLOUR = {"music": "blue", "nature": "green", "play": "red", "food": "yellow"}
POINTS = {"easy": 2, "medium": 4, "hard": 7}
EASY_BONUS_MAX = 2  # extra theme items an advanced Easy card takes, +1 point each
THREE_OF_A_KIND_POINTS = 2  # Badtz-maru's scoring side: 3 of one item
ONE_OF_EACH_POINTS = 3  # Kuromi's scoring side: one of each item


@dataclass(frozen=True)
class Adventure:
    """An adventure card. Both sides score `points`; the advanced side costs one more
    theme item and carries the tier's scoring bonus."""

    id: int
    tier: str
    type: str
    name: str
    cost: tuple[str, ...]

    @property
    def points(self) -> int:
        return POINTS[self.tier]

    @property
    def theme(self) -> str:
        return THEME_ITEM[self.type]

    def cost_of(self, side: str) -> tuple[str, ...]:
        return (*self.cost, self.theme) if side == "advanced" else self.cost


_NAMES = {
    "music": [
        "Listen to a Concert",
        "Sing Along",
        "Play the Drums",
        "Whistle a Tune",
        "Ring the Bells",
        "Dance in the Gazebo",
        "Join the Band",
        "Hum with the Bees",
        "Music Box Picnic",
        "Street Show",
        "Clap Along",
        "Karaoke Under the Trees",
        "Grand Recital",
        "Orchestra Night",
        "Festival of Song",
    ],
    "nature": [
        "Bird Watching",
        "Feed the Ducks",
        "Leaf Collecting",
        "Spot a Squirrel",
        "Cloud Gazing",
        "Butterfly Hunt",
        "Pond Dipping",
        "Nature Trail",
        "Plant a Seed",
        "Follow the Geese",
        "Rock Pooling",
        "Tree Climbing",
        "Owl Walk",
        "Sunrise Hike",
        "Great Bird Count",
    ],
    "play": [
        "Fly a Kite",
        "Hopscotch",
        "Ride the Swings",
        "Slide Race",
        "Jump Rope",
        "Hide and Seek",
        "Paddle Boat",
        "Merry-Go-Round",
        "Sandcastle Building",
        "Frisbee Toss",
        "Treasure Hunt",
        "Puppet Show",
        "Carousel Ride",
        "Obstacle Course",
        "Grand Parade",
    ],
    "food": [
        "Chase Bubbles",
        "Picnic",
        "Ice Cream Stop",
        "Lemonade Stand",
        "Bake Sale",
        "Cotton Candy",
        "Tea Party",
        "Fruit Picking",
        "Snack Break",
        "Popcorn Cart",
        "Cupcake Contest",
        "Sandwich Swap",
        "Birthday Picnic",
        "Feast in the Park",
        "Great Bake-Off",
    ],
}


def _recipes() -> list[tuple[str, str, tuple[str, ...]]]:
    """(tier, type, standard cost) for all 60 cards, in card-number order."""
    cards: list[tuple[str, str, tuple[str, ...]]] = []
    for a in ITEMS:  # Easy: AAB per ordered pair, twice; type A
        for b in ITEMS:
            if a != b:
                cards += [("easy", TYPE_OF_ITEM[a], (a, a, b))] * 2
    for missing in ITEMS:  # Easy: ABC per triple; type of the missing item
        cards.append(("easy", TYPE_OF_ITEM[missing], tuple(i for i in ITEMS if i != missing)))
    for i, a in enumerate(ITEMS):  # Medium: AABBC per pair and per choice of C; type C
        for b in ITEMS[i + 1 :]:
            for c in ITEMS:
                if c not in (a, b):
                    cards.append(("medium", TYPE_OF_ITEM[c], (a, a, b, b, c)))
    for a in ITEMS:  # Medium: AABCD per A, twice; type A
        rest = tuple(i for i in ITEMS if i != a)
        cards += [("medium", TYPE_OF_ITEM[a], (a, a, *rest))] * 2
    for a in ITEMS:  # Hard: AAABBCD per ordered pair; type A
        for b in ITEMS:
            if a != b:
                rest = tuple(i for i in ITEMS if i not in (a, b))
                cards.append(("hard", TYPE_OF_ITEM[a], (a, a, a, b, b, *rest)))
    return cards


def _read_adventures() -> dict[int, Adventure]:
    recipes = _recipes()
    # Chase Bubbles (Easy Food: two cupcakes and a flower) takes the first Food name.
    recipes.sort(key=lambda r: (TIERS.index(r[0]), r[2] != ("cupcake", "cupcake", "flower")))
    used = dict.fromkeys(TYPES, 0)
    cards = {}
    for number, (tier, kind, cost) in enumerate(recipes, start=1):
        name = _NAMES[kind][used[kind]]
        used[kind] += 1
        cards[number] = Adventure(number, tier, kind, name, cost)
    return cards


#: The 60 adventure cards by number.
ADVENTURES: dict[int, Adventure] = _read_adventures()


def adventure_name(card: int) -> str:
    return f"adv-{card}"


# --- characters ------------------------------------------------------------------------


@dataclass(frozen=True)
class Character:
    key: str
    name: str
    explore: str
    scoring: str


CHARACTERS: dict[str, Character] = {
    c.key: c
    for c in (
        Character(
            "hello-kitty",
            "Hello Kitty",
            "move up to two unoccupied tiles to new legal places",
            "swap one completed adventure for the top card of any pile (score unchanged)",
        ),
        Character("keroppi", "Keroppi", "move up to 2 extra spaces this turn", "use up to 3 items as wild this turn"),
        Character(
            "my-melody",
            "My Melody",
            "add the top park tile of the pile to the park (attraction and item as usual)",
            "swap one open adventure for the top card of any pile",
        ),
        Character(
            "badtz-maru",
            "Badtz-maru",
            "remove one unoccupied tile from the park and gain 2 of its item",
            "turn in 3 items of one kind for +2 points",
        ),
        Character(
            "chococat",
            "Chococat",
            "gain 1 item from each of up to 2 tiles next to your space",
            "+2 points if you complete an adventure this turn",
        ),
        Character(
            "kuromi",
            "Kuromi",
            "swap places with any character and gain the item of your new space",
            "turn in one of each item for +3 points",
        ),
    )
}
CHARACTER_SIDES: tuple[str, ...] = ("explore", "scoring")
