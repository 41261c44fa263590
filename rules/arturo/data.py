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

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules.core.text import Text, say, say_n

# --- objects -------------------------------------------------------------------

FESTOON, CAKE, TEDDY, SPRING, BALLOON, GIFT = range(6)
OBJECT_IDS: tuple[str, ...] = ("festoon", "cake", "teddy", "spring", "balloon", "gift")
OBJECT_ENGLISH: tuple[str, ...] = ("festoon", "cake", "teddy bear", "spring toy", "balloon", "gift")
OBJECT_ITALIAN: tuple[str, ...] = ("festone", "torta", "orsacchiotto", "pupazzo a molla", "palloncino", "regalo")
#: Object names for players (translatable).
OBJECT_NAMES: tuple[Text, ...] = (
    say("festoon"), say("cake"), say("teddy bear"), say("spring toy"), say("balloon"), say("gift"),
)
#: The objects as a kind a member wants ("Grandma wants festoons and cakes").
OBJECTS_WANTED: tuple[Text, ...] = (
    say("festoons"), say("cakes"), say("teddy bears"), say("spring toys"), say("balloons"), say("gifts"),
)
#: One copy of each object, clean or with cobwebs, as a log sentence names it.
OBJECT_ONE: tuple[Text, ...] = (
    say("a festoon"), say("a cake"), say("a teddy bear"), say("a spring toy"), say("a balloon"), say("a gift"),
)
OBJECT_ONE_COBWEBBED: tuple[Text, ...] = (
    say("a cobwebbed festoon"), say("a cobwebbed cake"), say("a cobwebbed teddy bear"),
    say("a cobwebbed spring toy"), say("a cobwebbed balloon"), say("a cobwebbed gift"),
)
_OBJECT_COUNTS: tuple[Callable[[int], Text], ...] = (
    lambda n: say_n(n, "{n} festoon", "{n} festoons"),
    lambda n: say_n(n, "{n} cake", "{n} cakes"),
    lambda n: say_n(n, "{n} teddy bear", "{n} teddy bears"),
    lambda n: say_n(n, "{n} spring toy", "{n} spring toys"),
    lambda n: say_n(n, "{n} balloon", "{n} balloons"),
    lambda n: say_n(n, "{n} gift", "{n} gifts"),
)


def object_count(obj: int, n: int) -> Text:
    """"3 festoons", "1 cake": a number of one object, for players."""
    return _OBJECT_COUNTS[obj](n)

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
    #: The English name, translatable (Italian players get `italian` from the translation).
    name: Text
    #: Objects the member takes one copy of each (empty: the Nanny and Grandpa Ivo act differently).
    desires: tuple[int, ...]
    #: The object on the back of this member's Party cards.
    back: int
    #: How many Party cards show this member, and how many of their backs carry cobwebs.
    party_cards: int
    cobwebbed: int

    @property
    def english(self) -> str:
        return str(self.name)


MEMBERS: tuple[Member, ...] = (
    Member("papa", "Papà Lunatico", say("Moody Dad"), (BALLOON, CAKE), GIFT, 6, 2),
    Member("mamma", "Mamma Vamp", say("Mom Vamp"), (GIFT, FESTOON), CAKE, 10, 4),
    Member("arturo", "Arturo", say("Arturo"), (TEDDY, SPRING), BALLOON, 10, 4),
    Member("nonna", "Nonna Melma", say("Grandma Melma"), (FESTOON, CAKE), SPRING, 10, 4),
    Member("tut", "Nonno Tut", say("Grandpa Tut"), (TEDDY, BALLOON), FESTOON, 6, 2),
    Member("mentegatto", "Mentegatto", say("Mindcat"), (SPRING, GIFT), TEDDY, 10, 4),
    Member("stein", "Fräulein Stein", say("Nanny Stein"), (), FESTOON, 4, 2),
    Member("ivo", "Nonno Ivo", say("Grandpa Ivo"), (), GIFT, 4, 2),
)
MEMBER_IDS: tuple[str, ...] = tuple(m.id for m in MEMBERS)
MEMBER_INDEX: dict[str, int] = {m.id: i for i, m in enumerate(MEMBERS)}


# --- end-game values -----------------------------------------------------------------


@dataclass(frozen=True)
class Scoring:
    """How one plan member's value is counted from the scorepad's columns."""

    #: (object, points for each copy under the Birthday card).
    per_object: tuple[tuple[int, int], ...]
    #: Points for each teddy-and-spring pair under the Birthday card (Arturo).
    per_pair: int = 0
    #: Points for each cobwebbed object under the Cleaning card (the Nanny).
    per_cobweb: int = 0


#: The two objects that make Arturo's pair.
PAIR: tuple[int, int] = (TEDDY, SPRING)

#: Each plan member's scoring, indexed by member (the rulebook states Grandma's and Arturo's).
SCORING: tuple[Scoring, ...] = (
    Scoring(((BALLOON, 2), (CAKE, 1))),
    Scoring(((GIFT, 3), (FESTOON, 1))),
    Scoring(((TEDDY, 1), (SPRING, 1)), per_pair=1),
    Scoring(((FESTOON, 2), (CAKE, 1))),
    Scoring(((TEDDY, 2), (BALLOON, 1))),
    Scoring(((SPRING, 2), (GIFT, 1))),
    Scoring((), per_cobweb=3),
)

#: The objects each plan member's value counts (the scorepad columns it reads).
SCORED_OBJECTS: tuple[tuple[int, ...], ...] = tuple(tuple(o for o, _ in s.per_object) for s in SCORING)


def pairs(birthday: Sequence[int]) -> int:
    """Teddy-and-spring pairs under the Birthday card."""
    return min(birthday[PAIR[0]], birthday[PAIR[1]])


def member_value(member: int, birthday: Sequence[int], cobwebs: int) -> int:
    """One plan member's value: `birthday` counts each object under the Birthday card (indexed by
    object), `cobwebs` the cobwebbed objects under the Cleaning card."""
    rule = SCORING[member]
    value = sum(points * birthday[obj] for obj, points in rule.per_object)
    return value + rule.per_pair * pairs(birthday) + rule.per_cobweb * cobwebs


def member_values(birthday: Sequence[int], cobwebs: int) -> tuple[int, ...]:
    """The value of each plan member (indexed by member) for these collected objects."""
    return _member_values(tuple(birthday), cobwebs)


@functools.lru_cache(maxsize=4096)
def _member_values(birthday: tuple[int, ...], cobwebs: int) -> tuple[int, ...]:
    """`member_values`, kept: a game collects few different sets of objects, asked for at every move tried."""
    return tuple(member_value(m, birthday, cobwebs) for m in range(len(SCORING)))


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
    name: Text
    stopwatch: bool
    effect: Text

    @property
    def english(self) -> str:
        return str(self.name)

    @property
    def quoted(self) -> Text:
        """The name as a sentence sets it apart: the titles begin with "A" and "The" and end in "!" or "?"."""
        return say("“{card}”", card=self.name)


# --- position bonuses and stopwatch points (rulebook "Scoring" and "Preparation Cards") --------

#: How each plan position counts towards its player's score: added (1), ignored (0) or subtracted (-1).
POSITION_SIGNS: tuple[int, ...] = (1, 1, 1, 0, 0, 0, -1)
FIRST_BONUS = 3
SECOND_BONUS = 2
LAST_PENALTY = 1
REALLY_GOOD_WIN, REALLY_GOOD_LOSS = 4, -2
LIFE_WIN, LIFE_LOSS = 2, -1

PREP_KINDS: dict[str, PrepKind] = {k.id: k for k in (
    PrepKind(WILD_DANCE, "Un ballo scatenato", say("A Wild Dance"), False,
             say("reverse three pairs of neighbouring cards; no card in two pairs")),
    PrepKind(STAY_CLOSE, "Possiamo stare vicini?", say("Can We Stay Close?"), False,
             say("swap two pairs of neighbouring cards as blocks, each pair keeping its inner order")),
    PrepKind(MY_PLACE, "Questo è il mio posto!", say("That's My Place!"), False,
             say("swap the two positions printed on the card")),
    PrepKind(SWAP_PLACES, "Ci scambiamo di posto?", say("Shall We Swap Places?"), False,
             say("swap the two members printed on the card, wherever they are")),
    PrepKind(EXCUSE_ME, "Permesso!", say("Excuse Me!"), False,
             say("move one member left or right by exactly the printed number of steps")),
    PrepKind(ALL_AT_PARTY, "Tutti alla festa!", say("All at the Party!"), True,
             say("at the end, positions 4-6 score: the best of them added, the other two subtracted")),
    PrepKind(REALLY_GOOD, "Sei proprio bravo!", say("You Are Really Good!"), True,
             say("name an opponent: {win} if they end ahead of you before stopwatch points, else {loss}",
                 win=f"{REALLY_GOOD_WIN:+d}", loss=f"{REALLY_GOOD_LOSS:+d}")),
    PrepKind(LIFE_OF_PARTY, "L'anima della festa", say("The Life of the Party"), True,
             say("crown a member: {win} if it is the best in its position (ties count), else {loss}",
                 win=f"{LIFE_WIN:+d}", loss=f"{LIFE_LOSS:+d}")),
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
