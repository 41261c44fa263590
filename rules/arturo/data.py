"""Every component of Arturo: un compleanno da paura, in one place.

The real per-card data (desires, backs, cobwebs, printed Preparation parameters)
is not published; this is the product's proposed set from content/arturo.md. It
keeps every value the rulebook states (Grandma's and Arturo's scoring, a Mom card
turning into a cake, Grandma wanting cake). Rules code reads only the names below,
so real values can replace these tables without touching it.

One change to the proposal: Dad's and Grandpa Tut's backs are swapped (Dad turns
into a gift, Tut into a festoon). With Dad as a festoon, the rulebook's narrated
example could not happen: Grandma, who wants festoons, would have taken him instead
of turning over. Every object still has ten cards, four of them cobwebbed.

Members and objects are small integers inside the engine (states are copied
thousands of times a second); the string ids are what notation, records and views
use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

# --- objects -------------------------------------------------------------------

FESTOON, CAKE, TEDDY, SPRING, BALLOON, GIFT = range(6)
OBJECT_IDS: tuple[str, ...] = ("festoon", "cake", "teddy", "spring", "balloon", "gift")
OBJECT_ENGLISH: tuple[str, ...] = ("festoon", "cake", "teddy bear", "spring toy", "balloon", "gift")
OBJECT_ITALIAN: tuple[str, ...] = ("festone", "torta", "orsacchiotto", "pupazzo a molla", "palloncino", "regalo")
OBJECT_PLURAL: tuple[str, ...] = ("festoons", "cakes", "teddy bears", "spring toys", "balloons", "gifts")
NUM_OBJECTS = len(OBJECT_IDS)

# --- family members ------------------------------------------------------------

PAPA, MAMMA, ARTURO, NONNA, TUT, GATTO, STEIN, IVO = range(8)
#: The seven members of every Family Plan (Grandpa Ivo is on Party cards only).
PLAN_MEMBERS: tuple[int, ...] = (PAPA, MAMMA, ARTURO, NONNA, TUT, GATTO, STEIN)
PLAN_SIZE = len(PLAN_MEMBERS)


@dataclass(frozen=True)
class Member:
    """One family member: names, what their Party card wants, and what its back shows."""

    id: str
    italian: str
    english: str
    #: Objects the member takes one copy of each (empty: the Nanny and Grandpa Ivo act differently).
    desires: tuple[int, ...]
    #: The object on the back of this member's Party cards.
    back: int
    #: How many Party cards show this member, and how many of their backs carry cobwebs.
    party_cards: int
    cobwebbed: int
    #: The scorepad line, in our words.
    scoring: str


MEMBERS: tuple[Member, ...] = (
    Member("papa", "Papà Lunatico", "Moody Dad", (BALLOON, CAKE), GIFT, 6, 2,
           "2 per balloon and 1 per cake under the Birthday card"),
    Member("mamma", "Mamma Vamp", "Mom Vamp", (GIFT, FESTOON), CAKE, 10, 4,
           "3 per gift and 1 per festoon under the Birthday card"),
    Member("arturo", "Arturo", "Arturo", (TEDDY, SPRING), BALLOON, 10, 4,
           "1 per teddy bear, 1 per spring toy, and 1 more per teddy-and-spring pair"),
    Member("nonna", "Nonna Melma", "Grandma Melma", (FESTOON, CAKE), SPRING, 10, 4,
           "2 per festoon and 1 per cake under the Birthday card"),
    Member("tut", "Nonno Tut", "Grandpa Tut", (TEDDY, BALLOON), FESTOON, 6, 2,
           "2 per teddy bear and 1 per balloon under the Birthday card"),
    Member("mentegatto", "Mentegatto", "Mindcat", (SPRING, GIFT), TEDDY, 10, 4,
           "2 per spring toy and 1 per gift under the Birthday card"),
    Member("stein", "Fräulein Stein", "Nanny Stein", (), FESTOON, 4, 2,
           "3 per cobwebbed object under the Cleaning card"),
    Member("ivo", "Nonno Ivo", "Grandpa Ivo", (), GIFT, 4, 2,
           "not in the Family Plan: scores nothing"),
)
MEMBER_IDS: tuple[str, ...] = tuple(m.id for m in MEMBERS)
MEMBER_INDEX: dict[str, int] = {m.id: i for i, m in enumerate(MEMBERS)}


# --- end-game values: one small function per member ------------------------------
# `birthday` counts each object under the Birthday card (indexed by object);
# `cobwebs` counts the cobwebbed objects under the Cleaning card.

def value_papa(birthday: Sequence[int], cobwebs: int) -> int:
    return 2 * birthday[BALLOON] + birthday[CAKE]


def value_mamma(birthday: Sequence[int], cobwebs: int) -> int:
    return 3 * birthday[GIFT] + birthday[FESTOON]


def value_arturo(birthday: Sequence[int], cobwebs: int) -> int:
    return birthday[TEDDY] + birthday[SPRING] + min(birthday[TEDDY], birthday[SPRING])


def value_nonna(birthday: Sequence[int], cobwebs: int) -> int:
    return 2 * birthday[FESTOON] + birthday[CAKE]


def value_tut(birthday: Sequence[int], cobwebs: int) -> int:
    return 2 * birthday[TEDDY] + birthday[BALLOON]


def value_mentegatto(birthday: Sequence[int], cobwebs: int) -> int:
    return 2 * birthday[SPRING] + birthday[GIFT]


def value_stein(birthday: Sequence[int], cobwebs: int) -> int:
    return 3 * cobwebs


VALUE_RULES: tuple[Callable[[Sequence[int], int], int], ...] = (
    value_papa, value_mamma, value_arturo, value_nonna, value_tut, value_mentegatto, value_stein,
)


#: The objects each plan member's value counts (the scorepad columns it reads).
SCORED_OBJECTS: tuple[tuple[int, ...], ...] = (
    (BALLOON, CAKE), (GIFT, FESTOON), (TEDDY, SPRING), (FESTOON, CAKE), (TEDDY, BALLOON), (SPRING, GIFT), (),
)


def value_counts(member: int, birthday: Sequence[int], cobwebs: int) -> str:
    """The objects behind a member's value, as a scorepad shows them ("3 festoons, 2 cakes")."""
    if member == STEIN:
        return f"{cobwebs} cobwebbed {'object' if cobwebs == 1 else 'objects'} cleaned"
    return ", ".join(
        f"{birthday[o]} {OBJECT_ENGLISH[o] if birthday[o] == 1 else OBJECT_PLURAL[o]}" for o in SCORED_OBJECTS[member]
    )


def member_values(birthday: Sequence[int], cobwebs: int) -> tuple[int, ...]:
    """The value of each plan member (indexed by member) for these collected objects."""
    return tuple(rule(birthday, cobwebs) for rule in VALUE_RULES)


# --- Party cards -----------------------------------------------------------------


@dataclass(frozen=True)
class PartyCard:
    """One of the 60 Party cards: a member on the front, one object on the back."""

    id: str
    member: int
    back: int
    cobwebs: bool


def _party_cards() -> tuple[PartyCard, ...]:
    cards = []
    for index, m in enumerate(MEMBERS):
        for k in range(1, m.party_cards + 1):
            cards.append(PartyCard(f"{m.id}-{k}", index, m.back, k <= m.cobwebbed))
    return tuple(cards)


PARTY_CARDS: tuple[PartyCard, ...] = _party_cards()
PARTY_INDEX: dict[str, int] = {c.id: i for i, c in enumerate(PARTY_CARDS)}
NUM_PARTY_CARDS = len(PARTY_CARDS)
NUM_DECKS = 6
DECK_SIZE = 10
#: The game ends the moment only this many decks are left on the table.
DECKS_AT_END = 3

# Flat lookup tables for the engine's hot paths.
CARD_MEMBER: tuple[int, ...] = tuple(c.member for c in PARTY_CARDS)
CARD_BACK: tuple[int, ...] = tuple(c.back for c in PARTY_CARDS)
CARD_COBWEBS: tuple[bool, ...] = tuple(c.cobwebs for c in PARTY_CARDS)

# --- Preparation cards -------------------------------------------------------------

WILD_DANCE = "a-wild-dance"
STAY_CLOSE = "can-we-stay-close"
MY_PLACE = "that-s-my-place"
SWAP_PLACES = "shall-we-swap-places"
EXCUSE_ME = "excuse-me"
ALL_AT_PARTY = "all-at-the-party"
REALLY_GOOD = "you-are-really-good"
LIFE_OF_PARTY = "the-life-of-the-party"


@dataclass(frozen=True)
class PrepKind:
    """A kind of Preparation card. Italian titles are our rendering of the printed ones."""

    id: str
    italian: str
    english: str
    stopwatch: bool
    effect: str


PREP_KINDS: dict[str, PrepKind] = {k.id: k for k in (
    PrepKind(WILD_DANCE, "Un ballo scatenato", "A Wild Dance", False,
             "reverse three pairs of neighbouring cards; no card in two pairs"),
    PrepKind(STAY_CLOSE, "Possiamo stare vicini?", "Can We Stay Close?", False,
             "swap two pairs of neighbouring cards as blocks, each pair keeping its inner order"),
    PrepKind(MY_PLACE, "Questo è il mio posto!", "That's My Place!", False,
             "swap the two positions printed on the card"),
    PrepKind(SWAP_PLACES, "Ci scambiamo di posto?", "Shall We Swap Places?", False,
             "swap the two members printed on the card, wherever they are"),
    PrepKind(EXCUSE_ME, "Permesso!", "Excuse Me!", False,
             "move one member left or right by exactly the printed number of steps"),
    PrepKind(ALL_AT_PARTY, "Tutti alla festa!", "All at the Party!", True,
             "at the end, positions 4-6 score: the best of them added, the other two subtracted"),
    PrepKind(REALLY_GOOD, "Sei proprio bravo!", "You Are Really Good!", True,
             "name an opponent: +4 if they end ahead of you before stopwatch points, else -2"),
    PrepKind(LIFE_OF_PARTY, "L'anima della festa", "The Life of the Party", True,
             "crown a member: +2 if it is the best in its position (ties count), else -1"),
)}


@dataclass(frozen=True)
class PrepCard:
    """One of the 18 Preparation cards. `param` is what is printed on it.

    That's My Place!: two positions (1-based); Shall We Swap Places?: two members;
    Excuse Me!: the number of steps; the others print nothing.
    """

    id: str
    kind: str
    param: tuple[int, ...] = ()

    @property
    def stopwatch(self) -> bool:
        return PREP_KINDS[self.kind].stopwatch


PREP_CARDS: tuple[PrepCard, ...] = (
    PrepCard("a-wild-dance-1", WILD_DANCE),
    PrepCard("a-wild-dance-2", WILD_DANCE),
    PrepCard("can-we-stay-close-1", STAY_CLOSE),
    PrepCard("can-we-stay-close-2", STAY_CLOSE),
    PrepCard("that-s-my-place-1-2", MY_PLACE, (1, 2)),
    PrepCard("that-s-my-place-3-4", MY_PLACE, (3, 4)),
    PrepCard("that-s-my-place-6-7", MY_PLACE, (6, 7)),
    PrepCard("that-s-my-place-2-6", MY_PLACE, (2, 6)),
    PrepCard("shall-we-swap-places-papa-mamma", SWAP_PLACES, (PAPA, MAMMA)),
    PrepCard("shall-we-swap-places-arturo-mentegatto", SWAP_PLACES, (ARTURO, GATTO)),
    PrepCard("shall-we-swap-places-nonna-tut", SWAP_PLACES, (NONNA, TUT)),
    PrepCard("excuse-me-2a", EXCUSE_ME, (2,)),
    PrepCard("excuse-me-2b", EXCUSE_ME, (2,)),
    PrepCard("excuse-me-3", EXCUSE_ME, (3,)),
    PrepCard("excuse-me-4", EXCUSE_ME, (4,)),
    PrepCard("all-at-the-party", ALL_AT_PARTY),
    PrepCard("you-are-really-good", REALLY_GOOD),
    PrepCard("the-life-of-the-party", LIFE_OF_PARTY),
)
PREP_INDEX: dict[str, int] = {c.id: i for i, c in enumerate(PREP_CARDS)}
#: Preparation cards dealt face up, by number of players.
PREP_DEALT: dict[int, int] = {2: 5, 3: 8, 4: 11, 5: 14}
#: How many Preparation cards one player may take in a game.
MAX_PREP_PER_PLAYER = 3
