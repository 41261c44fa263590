"""What one seat of Arturo may know, as plain frozen values.

Everything is public but the other seats' Family Plans (until the end) and the Party cards
under the deck tops. A view holds no state: `ArturoState.from_view` deals a full state from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core import Text, View

from .actions import Activate, ArturoAction, Ivo
from .activation import BIRTHDAY, CLEANING, OBJECTS, acting_member, collected
from .data import (
    CARD_BACK,
    CARD_COBWEBS,
    MAX_PREP_PER_PLAYER,
    MEMBER_IDS,
    MEMBER_INDEX,
    NUM_DECKS,
    NUM_OBJECTS,
    PARTY_CARDS,
    PARTY_INDEX,
    PLAN_MEMBERS,
    POSITION_SIGNS,
    STEIN,
    member_values,
)
from .scoring import SeatScore, ValueLine, ranks, score_seats, tiebreak_note, value_lines


@dataclass(frozen=True)
class DeckView:
    """One Party deck as everyone sees it: how many cards, and the top one (public on both sides)."""

    number: int
    size: int
    top: str | None


@dataclass(frozen=True)
class SeatView:
    """One player as the viewing seat sees them."""

    #: The Family Plan (member ids, leftmost first) if the viewer may see it: their own, or anyone's at the end.
    plan: tuple[str, ...] | None
    #: The Preparation cards taken (ids), public.
    preparation: tuple[str, ...]
    #: The opponent named with You Are Really Good!, public.
    target: int | None
    #: Where The Life of the Party lies (1-7), public; the member under it only with the plan.
    crown_position: int | None
    crown: str | None


@dataclass(frozen=True)
class Outcome:
    """What an activation would do now: where its haul goes and which cards it takes."""

    #: BIRTHDAY or CLEANING when it takes objects, OBJECTS when the card turns over instead.
    pile: str
    #: The Party card ids taken from the available objects.
    taken: tuple[str, ...]
    #: Whose ability is used (the card's member, whom Grandpa Ivo copies, or Ivo turned over).
    member: int


@dataclass(frozen=True, eq=False)
class ArturoView(View[ArturoAction]):
    """What one seat knows: everything but other Family Plans and the cards under deck tops.

    Plans are revealed to everyone once the game is over. Card, member and Preparation card
    ids are those of data.py; what the table shows is read from here (counts, member values,
    each plan's points now, what an activation would take, the scorepad at the end).
    """

    seat: int | None
    num_players: int
    #: Who dealt: the seat to the dealer's left started.
    dealer: int
    turn: int
    over: bool
    decks: tuple[DeckView, ...]
    #: The available objects (Party card ids), in the order they were turned over.
    table: tuple[str, ...]
    birthday: tuple[str, ...]
    cleaning: tuple[str, ...]
    discard: tuple[str, ...]
    #: The face-up Preparation cards (ids).
    row: tuple[str, ...]
    players: tuple[SeatView, ...]
    #: Every move so far, as (seat, notation): all public, and what the inference reads the rivals'
    #: plans from (rules/arturo/inference.py).
    moves: tuple[tuple[int, str], ...] = ()
    #: By deck: every Party card that has been its top (ids), the first one dealt first.
    shown: tuple[tuple[str, ...], ...] = ()
    game_id: str = field(default="arturo", init=False)

    # --- the public state, as the table reads it -------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def seat_count(self) -> int:
        return self.num_players

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def deck_sizes(self) -> tuple[int, ...]:
        return tuple(d.size for d in self.decks)

    def deck_top(self, deck: int) -> str | None:
        """The id of deck `deck`'s top Party card (1-6), public front and back."""
        return self.decks[deck - 1].top

    @property
    def plan(self) -> tuple[str, ...] | None:
        """This seat's own Family Plan, leftmost first (None for a spectator)."""
        return self.players[self.seat].plan if self.seat is not None else None

    def plan_of(self, seat: int) -> tuple[str, ...] | None:
        """`seat`'s Family Plan if this view may see it (its own, or anyone's after the end)."""
        return self.players[seat].plan

    def crown_position(self, seat: int) -> int | None:
        """Where seat's Life of the Party card lies (public: the card sits on the plan)."""
        return self.players[seat].crown_position

    @property
    def birthday_counts(self) -> tuple[int, ...]:
        """How many of each object (indexed by object) lie under the Birthday card."""
        counts = [0] * NUM_OBJECTS
        for card_id in self.birthday:
            counts[CARD_BACK[PARTY_INDEX[card_id]]] += 1
        return tuple(counts)

    @property
    def cleaning_cobwebs(self) -> int:
        """How many cobwebbed objects lie under the Cleaning card (only they count, for the Nanny)."""
        return sum(1 for card_id in self.cleaning if CARD_COBWEBS[PARTY_INDEX[card_id]])

    @property
    def member_values(self) -> dict[str, int]:
        """Each plan member's value now (member id → points), the same for every player."""
        values = member_values(self.birthday_counts, self.cleaning_cobwebs)
        return {MEMBER_IDS[m]: values[m] for m in PLAN_MEMBERS}

    def value_lines(self, member: str) -> tuple[ValueLine, ...]:
        """How a member's value is made up now, line by line as the scorepad lists it."""
        return value_lines(MEMBER_INDEX[member], self.birthday_counts, self.cleaning_cobwebs)

    def plan_points(self, seat: int) -> int | None:
        """What `seat`'s plan makes now before bonuses (positions 1-3 added, 7 subtracted), if visible."""
        plan = self.players[seat].plan
        if plan is None:
            return None
        values = self.member_values
        return sum(sign * values[m] for sign, m in zip(POSITION_SIGNS, plan, strict=True))

    def prep_left(self, seat: int) -> int:
        """How many more Preparation cards `seat` may take."""
        return MAX_PREP_PER_PLAYER - len(self.players[seat].preparation)

    def outcome(self, action: Activate | Ivo) -> Outcome | None:
        """What an activation would do now (None if its deck is used up)."""
        top = self.deck_top(action.deck) if 1 <= action.deck <= NUM_DECKS else None
        if top is None:
            return None
        table = [PARTY_INDEX[c] for c in self.table]
        acting = acting_member(PARTY_INDEX[top], action)
        taken = collected(table, acting, action.picks)
        if not taken:
            return Outcome(OBJECTS, (), acting)
        return Outcome(CLEANING if acting == STEIN else BIRTHDAY, tuple(PARTY_CARDS[c].id for c in taken), acting)

    # --- the end: every plan is public, so the scorepad can be filled in ----------------

    @property
    def scores(self) -> tuple[SeatScore, ...] | None:
        """Every seat's scorepad row once the game is over (None before)."""
        if not self.over:
            return None
        plans = [[MEMBER_INDEX[m] for m in p.plan or ()] for p in self.players]
        crowns = [MEMBER_INDEX[p.crown] if p.crown is not None else None for p in self.players]
        return tuple(score_seats(plans, self.birthday_counts, self.cleaning_cobwebs,
                                 [list(p.preparation) for p in self.players],
                                 [p.target for p in self.players], crowns))

    @property
    def ranks(self) -> tuple[int, ...] | None:
        """Each seat's place once the game is over (1 is best; ties share), after every tie-break."""
        scores = self.scores
        return ranks(scores) if scores is not None else None

    @property
    def tiebreak(self) -> str | Text:
        """How a tie for first place was settled ("" if there was none, or before the end)."""
        scores = self.scores
        return tiebreak_note(scores) if scores is not None else ""

    # --- the view protocol ------------------------------------------------------------

    def to_dict(self) -> dict[str, object]:
        return {
            "to_act": list(self.to_act()),
            "seat": self.seat,
            "dealer": self.dealer,
            "turn": self.turn,
            "over": self.over,
            "decks": [{"deck": d.number, "size": d.size, "top": d.top} for d in self.decks],
            "table": list(self.table),
            "birthday": list(self.birthday),
            "cleaning": list(self.cleaning),
            "discard": list(self.discard),
            "member_values": self.member_values,
            "row": list(self.row),
            "players": [
                {
                    "plan": list(p.plan) if p.plan is not None else None,
                    "preparation": list(p.preparation),
                    "target": p.target,
                    "crown_position": p.crown_position,
                    "crown": p.crown,
                }
                for p in self.players
            ],
            "moves": [[seat, move] for seat, move in self.moves],
            "shown": [list(cards) for cards in self.shown],
        }
