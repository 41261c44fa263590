"""Arturo: un compleanno da paura — actions, state, view and game declaration.

Product rulings where the rulebook is silent (each has a test):

- Deck numbers 1-6 stay fixed for the whole game; an emptied deck is simply gone.
- The top Party card of every deck is public on both sides: the front's icon shows
  the back's object, cobwebs included. Cards below the top are secret from everyone.
- An activated member that takes objects is discarded face up (public); so is the
  Nanny after cleaning and Grandpa Ivo after a copy. A member that takes nothing is
  turned over and becomes an available object.
- When several copies of a wanted object are available, the one that has been on
  the table longest is taken.
- Grandpa Ivo may copy any plan member, the Nanny included, but only if the copy
  takes at least one object; otherwise he can only be turned over ("ivo N flip"),
  which is always allowed.
- The game ends right after the action that leaves only three decks; the objects
  still available and the cards left in decks go to the discard pile and score
  nothing.
- A taken Preparation card leaves the face-up row; its effect is mandatory and every
  choice it allows is part of the action. A player with three cards cannot take more.
- Seat 0 starts; play goes clockwise (seat order).
- The Life of the Party is laid on the member in a chosen position; which position it
  lies on is public (the card sits on the face-down plan), the member is not.
- Moves on a plan are public as positions (everyone sees which face-down cards move);
  the members moved are told only to the plan's owner.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import BadNotation, Event, Game, GameState, IllegalAction, Result, View, register

from .data import (
    ALL_AT_PARTY,
    CARD_BACK,
    CARD_COBWEBS,
    CARD_MEMBER,
    DECK_SIZE,
    DECKS_AT_END,
    EXCUSE_ME,
    IVO,
    LIFE_OF_PARTY,
    MAX_PREP_PER_PLAYER,
    MEMBER_IDS,
    MEMBER_INDEX,
    MEMBERS,
    MY_PLACE,
    NUM_DECKS,
    NUM_OBJECTS,
    NUM_PARTY_CARDS,
    OBJECT_ENGLISH,
    PARTY_CARDS,
    PARTY_INDEX,
    PLAN_MEMBERS,
    PLAN_SIZE,
    PREP_CARDS,
    PREP_DEALT,
    PREP_INDEX,
    PREP_KINDS,
    REALLY_GOOD,
    STAY_CLOSE,
    STEIN,
    SWAP_PLACES,
    WILD_DANCE,
    member_values,
)
from .plan import LEFT, apply_preparation, moved_positions, preparation_choices
from .scoring import SeatScore, score_seats, tiebreak_note

RULE_ACTIVATE = "Playing the Game: 1. Activate a Party Card"
RULE_NANNY = "Playing the Game: the Nanny"
RULE_IVO = "Playing the Game: Grandpa Ivo"
RULE_PREP = "Playing the Game: 2. Take a Preparation Card"
RULE_PREP_CARDS = "Preparation Cards"

# --- actions ------------------------------------------------------------------------


@dataclass(frozen=True)
class Activate:
    """Activate the top Party card of deck `deck` (1-6); not for Grandpa Ivo."""

    deck: int

    def __str__(self) -> str:
        return f"activate {self.deck}"


@dataclass(frozen=True)
class Ivo:
    """Activate Grandpa Ivo on top of `deck`: copy member `copy`, or turn him over (None)."""

    deck: int
    copy: int | None

    def __str__(self) -> str:
        what = "flip" if self.copy is None else f"copy {MEMBER_IDS[self.copy]}"
        return f"ivo {self.deck} {what}"


@dataclass(frozen=True)
class Prepare:
    """Take a Preparation card of `kind` with the choice `detail` (see plan.py)."""

    kind: str
    detail: tuple[int, ...] = field(default=())

    def __str__(self) -> str:
        k, d = self.kind, self.detail
        if k in (WILD_DANCE, STAY_CLOSE):
            return f"prep {k} " + ",".join(f"{a}-{a + 1}" for a in d)
        if k == MY_PLACE:
            return f"prep {k} swap {d[0]}-{d[1]}"
        if k == SWAP_PLACES:
            return f"prep {k} swap {MEMBER_IDS[d[0]]}-{MEMBER_IDS[d[1]]}"
        if k == EXCUSE_ME:
            return f"prep {k} move {d[0]} {'left' if d[1] == LEFT else 'right'} {d[2]}"
        if k == REALLY_GOOD:
            return f"prep {k} seat {d[0]}"
        if k == LIFE_OF_PARTY:
            return f"prep {k} crown {d[0]}"
        return f"prep {k}"


ArturoAction = Activate | Ivo | Prepare

_ACTIVATE = tuple(Activate(d) for d in range(NUM_DECKS + 1))
_IVO_FLIP = tuple(Ivo(d, None) for d in range(NUM_DECKS + 1))
_IVO_COPY = tuple(tuple(Ivo(d, m) for m in range(len(PLAN_MEMBERS))) for d in range(NUM_DECKS + 1))
_NOTATION = "'activate D', 'ivo D copy MEMBER', 'ivo D flip' or 'prep CARD …'"


def _card_matches(card_index: int, kind: str, detail: tuple[int, ...]) -> bool:
    card = PREP_CARDS[card_index]
    if card.kind != kind:
        return False
    if kind == MY_PLACE:
        return card.param == detail
    if kind == SWAP_PLACES:
        return set(card.param) == set(detail)
    if kind == EXCUSE_ME:
        return len(detail) == 3 and card.param[0] == detail[2]
    return True


_card_actions: dict[tuple[int, int, int], list[Prepare]] = {}


def _actions_of_card(index: int, seat: int, num_players: int) -> list[Prepare]:
    """Every Prepare action Preparation card `index` offers `seat` (cached: they never change)."""
    key = (index, seat, num_players)
    found = _card_actions.get(key)
    if found is None:
        card = PREP_CARDS[index]
        found = [Prepare(card.kind, tuple(d)) for d in preparation_choices(card, seat, num_players)]
        _card_actions[key] = found
    return found


_row_actions: dict[tuple[tuple[int, ...], int, int], list[Prepare]] = {}


def _prep_actions(row: Sequence[int], seat: int, num_players: int) -> list[Prepare]:
    """Every Prepare action the face-up `row` offers `seat` (a shared list: do not change it).

    Two copies of a card with the same printed parameter offer identical moves, so
    only the first copy in the row is listed.
    """
    key = (tuple(row), seat, num_players)
    found = _row_actions.get(key)
    if found is None:
        if len(_row_actions) > 20_000:
            _row_actions.clear()
        found = _row_actions[key] = _build_prep_actions(row, seat, num_players)
    return found


def _build_prep_actions(row: Sequence[int], seat: int, num_players: int) -> list[Prepare]:
    out: list[Prepare] = []
    seen: set[tuple[str, tuple[int, ...]]] = set()
    for index in row:
        card = PREP_CARDS[index]
        signature = (card.kind, card.param)
        if signature not in seen:
            seen.add(signature)
            out.extend(_actions_of_card(index, seat, num_players))
    return out


# --- state --------------------------------------------------------------------------


class ArturoState(GameState):
    """A game in progress. Cards and members are small integers (see data.py).

    decks[d] lists deck d+1 bottom first, so its top is the last element. `table`
    holds the available objects in the order they were turned over.
    """

    decks: list[list[int]]
    table: list[int]
    birthday: list[int]
    cleaning: list[int]
    discard: list[int]
    birthday_counts: list[int]
    cleaning_cobwebs: int
    plans: list[list[int]]
    row: list[int]
    taken: list[list[int]]
    targets: list[int | None]
    crowns: list[int | None]
    turn: int
    over: bool

    def __init__(self, n: int, options: Mapping[str, Any], seed: int, setup: Mapping[str, Any] | None) -> None:
        super().__init__(n, options, seed, setup)
        setup = setup or {}
        unknown = set(setup) - {"decks", "plans", "preparation"}
        if unknown:
            raise KeyError(f"unknown Arturo setup field(s): {', '.join(sorted(unknown))}")
        rng = self.rng
        if "decks" in setup:
            self.decks = _read_decks(setup["decks"])
        else:
            cards = list(range(NUM_PARTY_CARDS))
            rng.shuffle(cards)
            self.decks = [cards[d * DECK_SIZE : (d + 1) * DECK_SIZE] for d in range(NUM_DECKS)]
        if "plans" in setup:
            self.plans = _read_plans(setup["plans"], n)
        else:
            self.plans = []
            for _ in range(n):
                plan = list(PLAN_MEMBERS)
                rng.shuffle(plan)
                self.plans.append(plan)
        if "preparation" in setup:
            self.row = _read_preparation(setup["preparation"], n)
        else:
            self.row = rng.sample(range(len(PREP_CARDS)), PREP_DEALT[n])
        self.table, self.birthday, self.cleaning, self.discard = [], [], [], []
        self.birthday_counts = [0] * NUM_OBJECTS
        self.cleaning_cobwebs = 0
        self.taken = [[] for _ in range(n)]
        self.targets = [None] * n
        self.crowns = [None] * n
        self.turn = 0
        self.over = False

    # --- questions ---------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def decks_left(self) -> int:
        return sum(1 for deck in self.decks if deck)

    def top(self, deck: int) -> int | None:
        """The top card of deck `deck` (1-6), or None once it is gone."""
        cards = self.decks[deck - 1]
        return cards[-1] if cards else None

    def takes(self, member: int) -> list[int]:
        """The available objects `member` would collect now (oldest copy of each wanted object)."""
        table = self.table
        if member == STEIN:
            return list(table) if any(CARD_COBWEBS[c] for c in table) else []
        out = []
        for wanted in MEMBERS[member].desires:
            for card in table:
                if CARD_BACK[card] == wanted:
                    out.append(card)
                    break
        return out

    def member_values(self) -> tuple[int, ...]:
        """Each plan member's value for the objects collected so far."""
        return member_values(self.birthday_counts, self.cleaning_cobwebs)

    def legal_actions(self, seat: int) -> list[Any]:
        if self.over or seat != self.turn:
            return []
        out: list[Any] = []
        for d in range(1, NUM_DECKS + 1):
            cards = self.decks[d - 1]
            if not cards:
                continue
            if CARD_MEMBER[cards[-1]] == IVO:
                out.extend(_IVO_COPY[d][m] for m in PLAN_MEMBERS if self._would_take(m))
                out.append(_IVO_FLIP[d])
            else:
                out.append(_ACTIVATE[d])
        if len(self.taken[seat]) < MAX_PREP_PER_PLAYER and self.row:
            out.extend(_prep_actions(self.row, seat, self.num_players))
        return out

    def _would_take(self, member: int) -> bool:
        table = self.table
        if member == STEIN:
            return any(CARD_COBWEBS[c] for c in table)
        wanted = MEMBERS[member].desires
        return any(CARD_BACK[c] in wanted for c in table)

    def why_illegal(self, seat: int, action: Any) -> IllegalAction | None:
        if isinstance(action, Activate | Ivo):
            if not 1 <= action.deck <= NUM_DECKS:
                return IllegalAction(f"there is no deck {action.deck}; the decks are 1 to {NUM_DECKS}", RULE_ACTIVATE)
            card = self.top(action.deck)
            if card is None:
                return IllegalAction(f"deck {action.deck} is used up", RULE_ACTIVATE)
            is_ivo = CARD_MEMBER[card] == IVO
            if isinstance(action, Activate):
                if is_ivo:
                    return IllegalAction(
                        f"Grandpa Ivo is on top of deck {action.deck}: say whom he copies "
                        f"('ivo {action.deck} copy MEMBER') or turn him over ('ivo {action.deck} flip')",
                        RULE_IVO,
                    )
                return None
            if not is_ivo:
                return IllegalAction(
                    f"the top of deck {action.deck} is {MEMBERS[CARD_MEMBER[card]].english}, not Grandpa Ivo",
                    RULE_IVO,
                )
            if action.copy is None:
                return None
            if action.copy not in PLAN_MEMBERS:
                return IllegalAction("Grandpa Ivo cannot copy himself", RULE_IVO)
            if not self._would_take(action.copy):
                name = MEMBERS[action.copy].english
                reason = (
                    "no available object has cobwebs, so copying the Nanny takes nothing"
                    if action.copy == STEIN
                    else f"none of the objects {name} wants is available, so copying them takes nothing"
                )
                return IllegalAction(reason + f"; turn Grandpa Ivo over instead ('ivo {action.deck} flip')", RULE_IVO)
            return None
        if isinstance(action, Prepare):
            return self._why_prep_illegal(seat, action)
        return IllegalAction(f"{action} is not an Arturo move")

    def _why_prep_illegal(self, seat: int, action: Prepare) -> IllegalAction | None:
        if len(self.taken[seat]) >= MAX_PREP_PER_PLAYER:
            return IllegalAction("you already hold three Preparation cards", RULE_PREP)
        kind = PREP_KINDS.get(action.kind)
        if kind is None:
            return IllegalAction(f"there is no Preparation card {action.kind!r}", RULE_PREP_CARDS)
        same_kind = [i for i in self.row if PREP_CARDS[i].kind == action.kind]
        if not same_kind:
            return IllegalAction(f"no {kind.english} card is face up on the table", RULE_PREP)
        card = next((i for i in same_kind if _card_matches(i, action.kind, action.detail)), None)
        if card is None:
            printed = " or ".join(dict.fromkeys(_printed(i) for i in same_kind))
            if action.kind == EXCUSE_ME and len(action.detail) == 3:
                return IllegalAction(
                    f"Excuse Me! moves a member {printed} steps, not {action.detail[2]}", RULE_PREP_CARDS
                )
            return IllegalAction(f"the face-up {kind.english} card says {printed}", RULE_PREP_CARDS)
        if action in _actions_of_card(card, seat, self.num_players):
            return None
        if action.kind == REALLY_GOOD:
            return IllegalAction("You Are Really Good! names one of your opponents", RULE_PREP_CARDS)
        if action.kind == EXCUSE_ME:
            return IllegalAction("Excuse Me! cannot move a member past either end of the plan", RULE_PREP_CARDS)
        if action.kind in (WILD_DANCE, STAY_CLOSE):
            return IllegalAction(
                f"{kind.english} takes {3 if action.kind == WILD_DANCE else 2} separate pairs of neighbours",
                RULE_PREP_CARDS,
            )
        return IllegalAction(f"{kind.english} does not allow that choice", RULE_PREP_CARDS)

    # --- changes -----------------------------------------------------------------

    def _apply(self, seat: int, action: Any) -> list[Event]:
        events = self._prepare(seat, action) if isinstance(action, Prepare) else self._activate(seat, action)
        if not self.over:
            self.turn = (self.turn + 1) % self.num_players
        return events

    def _activate(self, seat: int, action: Activate | Ivo) -> list[Event]:
        d = action.deck
        card = self.decks[d - 1].pop()
        member = CARD_MEMBER[card]
        acting = member
        if isinstance(action, Ivo):
            acting = IVO if action.copy is None else action.copy
        who = f"{{P{seat}}} activates {MEMBERS[member].english} (deck {d})"
        if isinstance(action, Ivo) and action.copy is not None:
            who += f", copying {MEMBERS[action.copy].english}"
        card_id = PARTY_CARDS[card].id
        taken = self.takes(acting) if acting != IVO else []
        events: list[Event]
        if taken:
            for c in taken:
                self.table.remove(c)
            if acting == STEIN:
                self.cleaning.extend(taken)
                self.cleaning_cobwebs += sum(1 for c in taken if CARD_COBWEBS[c])
                pile = "cleaning"
            else:
                self.birthday.extend(taken)
                for c in taken:
                    self.birthday_counts[CARD_BACK[c]] += 1
                pile = "birthday"
            self.discard.append(card)
            names = ", ".join(_object_name(c) for c in taken)
            card_name = "Cleaning" if pile == "cleaning" else "Birthday"
            events = [Event(
                "collect",
                f"{who} and puts {names} under the {card_name} card",
                seat,
                {
                    "deck": d, "card": card_id, "member": MEMBER_IDS[member],
                    "copied": MEMBER_IDS[action.copy] if isinstance(action, Ivo) and action.copy is not None else None,
                    "taken": [PARTY_CARDS[c].id for c in taken], "to": pile,
                }, reveals=True,
            ), Event("discard", f"{MEMBERS[member].english} is discarded", seat,
                     {"card": card_id, "from": f"deck {d}"})]
        else:
            self.table.append(card)
            events = [Event(
                "flip",
                f"{who} and turns the card over: {_object_name(card)} joins the available objects",
                seat,
                {"deck": d, "card": card_id, "member": MEMBER_IDS[member],
                 "object": OBJECT_ENGLISH[CARD_BACK[card]], "cobwebs": CARD_COBWEBS[card]}, reveals=True,
            )]
        new_top = self.top(d)
        if new_top is not None:
            events.append(Event("reveal", f"deck {d} now shows {MEMBERS[CARD_MEMBER[new_top]].english}", None,
                                {"deck": d, "card": PARTY_CARDS[new_top].id}, reveals=True))
        else:
            left = self.decks_left()
            events.append(Event("deck-gone", f"deck {d} is used up; {left} decks remain", None,
                                {"deck": d, "decks_left": left}, reveals=True))
            if left <= DECKS_AT_END:
                events.append(self._end())
        return events

    def _end(self) -> Event:
        moved = list(self.table)
        self.table.clear()
        for deck in self.decks:
            moved.extend(reversed(deck))
            deck.clear()
        self.discard.extend(moved)
        self.over = True
        scores = self._scores()
        return Event(
            "game-end",
            f"only {DECKS_AT_END} decks remain: the party is over",
            None,
            {"discarded": [PARTY_CARDS[c].id for c in moved], "scores": [s.total for s in scores],
             "plans": [[MEMBER_IDS[m] for m in p] for p in self.plans]}, reveals=True,
        )

    def _prepare(self, seat: int, action: Prepare) -> list[Event]:
        index = next(i for i in self.row if _card_matches(i, action.kind, action.detail))
        self.row.remove(index)
        self.taken[seat].append(index)
        card = PREP_CARDS[index]
        kind = PREP_KINDS[card.kind]
        old = self.plans[seat]
        moves = moved_positions(old, action.kind, action.detail)
        self.plans[seat] = apply_preparation(old, action.kind, action.detail)
        public: dict[str, Any] = {"card": card.id, "moves": [list(m) for m in moves]}
        text = f"{{P{seat}}} takes {kind.english}"
        if action.kind == REALLY_GOOD:
            self.targets[seat] = action.detail[0]
            public["target"] = action.detail[0]
            text += f" and names {{P{action.detail[0]}}}"
        elif action.kind == LIFE_OF_PARTY:
            self.crowns[seat] = old[action.detail[0] - 1]
            public["crown_position"] = action.detail[0]
            text += f" and crowns the member in position {action.detail[0]}"
        elif moves:
            text += " and moves " + ", ".join(f"position {a} to {b}" for a, b in moves)
        events = [Event("prepare", text, seat, public)]
        if moves or action.kind == LIFE_OF_PARTY:
            plan = [MEMBER_IDS[m] for m in self.plans[seat]]
            crown = self.crowns[seat]
            events.append(Event(
                "plan",
                f"your Family Plan is now {', '.join(MEMBERS[m].english for m in self.plans[seat])}",
                seat,
                {"plan": plan, "crown": MEMBER_IDS[crown] if crown is not None else None},
                visible_to=frozenset({seat}),
                public_text="",
            ))
        return events

    # --- results -----------------------------------------------------------------

    def _scores(self) -> list[SeatScore]:
        return score_seats(
            self.plans,
            self.birthday_counts,
            self.cleaning_cobwebs,
            [[PREP_CARDS[i].id for i in t] for t in self.taken],
            self.targets,
            self.crowns,
        )

    def scorepad(self) -> dict[str, Any]:
        """The shared columns of the scorepad: object counts and each member's value."""
        values = self.member_values()
        return {
            "birthday": dict(zip(OBJECT_ENGLISH, self.birthday_counts, strict=True)),
            "cleaning_cobwebs": self.cleaning_cobwebs,
            "values": {MEMBER_IDS[m]: values[m] for m in PLAN_MEMBERS},
        }

    def result(self) -> Result:
        scores = self._scores()
        keys = [s.key() for s in scores]
        tiebreak = tiebreak_note(scores)
        return Result.ranked(keys, [s.total for s in scores], [s.breakdown() for s in scores], tiebreak)

    def view(self, seat: int | None) -> ArturoView:
        return ArturoView(self, seat)

    def clone(self) -> ArturoState:
        other = ArturoState.__new__(ArturoState)
        self._copy_base(other)
        other.decks = [list(d) for d in self.decks]
        other.table = list(self.table)
        other.birthday = list(self.birthday)
        other.cleaning = list(self.cleaning)
        other.discard = list(self.discard)
        other.birthday_counts = list(self.birthday_counts)
        other.cleaning_cobwebs = self.cleaning_cobwebs
        other.plans = [list(p) for p in self.plans]
        other.row = list(self.row)
        other.taken = [list(t) for t in self.taken]
        other.targets = list(self.targets)
        other.crowns = list(self.crowns)
        other.turn = self.turn
        other.over = self.over
        return other

    def to_dict(self) -> dict[str, Any]:
        party = [c.id for c in PARTY_CARDS]
        return {
            "decks": [[party[c] for c in reversed(d)] for d in self.decks],
            "table": [party[c] for c in self.table],
            "birthday": [party[c] for c in self.birthday],
            "cleaning": [party[c] for c in self.cleaning],
            "discard": [party[c] for c in self.discard],
            "plans": [[MEMBER_IDS[m] for m in p] for p in self.plans],
            "row": [PREP_CARDS[i].id for i in self.row],
            "taken": [[PREP_CARDS[i].id for i in t] for t in self.taken],
            "targets": list(self.targets),
            "crowns": [MEMBER_IDS[m] if m is not None else None for m in self.crowns],
            "turn": self.turn,
            "over": self.over,
        }


def _object_name(card: int) -> str:
    name = OBJECT_ENGLISH[CARD_BACK[card]]
    article = "an" if name[0] in "aeiou" else "a"
    return f"{article} {'cobwebbed ' if CARD_COBWEBS[card] else ''}{name}"


def _printed(index: int) -> str:
    card = PREP_CARDS[index]
    if card.kind == MY_PLACE:
        return f"{card.param[0]}-{card.param[1]}"
    if card.kind == SWAP_PLACES:
        return f"{MEMBER_IDS[card.param[0]]}-{MEMBER_IDS[card.param[1]]}"
    if card.kind == EXCUSE_ME:
        return str(card.param[0])
    return card.id


# --- setup ---------------------------------------------------------------------------


def _read_decks(decks: Any) -> list[list[int]]:
    """Setup "decks": six lists of ten Party card ids, top first, using every card once."""
    if not isinstance(decks, Sequence) or isinstance(decks, str) or len(decks) != NUM_DECKS:
        raise ValueError(f"setup 'decks' must be {NUM_DECKS} lists of Party card ids")
    out = []
    seen: set[int] = set()
    for number, deck in enumerate(decks, start=1):
        if not isinstance(deck, Sequence) or isinstance(deck, str) or len(deck) != DECK_SIZE:
            raise ValueError(f"setup deck {number} must list {DECK_SIZE} Party card ids, top first")
        cards = []
        for card_id in deck:
            if card_id not in PARTY_INDEX:
                raise ValueError(f"setup deck {number}: no Party card {card_id!r}")
            index = PARTY_INDEX[card_id]
            if index in seen:
                raise ValueError(f"setup decks: Party card {card_id!r} appears twice")
            seen.add(index)
            cards.append(index)
        out.append(cards[::-1])
    return out


def _read_plans(plans: Any, n: int) -> list[list[int]]:
    """Setup "plans": one list of the seven member ids per player, leftmost first."""
    if not isinstance(plans, Sequence) or isinstance(plans, str) or len(plans) != n:
        raise ValueError(f"setup 'plans' must give one Family Plan for each of the {n} players")
    out = []
    for seat, plan in enumerate(plans):
        if not isinstance(plan, Sequence) or isinstance(plan, str):
            raise ValueError(f"setup plan {seat} must be a list of member ids")
        members = [MEMBER_INDEX.get(m, -1) if isinstance(m, str) else -1 for m in plan]
        if sorted(members) != list(PLAN_MEMBERS):
            names = ", ".join(MEMBER_IDS[m] for m in PLAN_MEMBERS)
            raise ValueError(f"setup plan {seat} must order each of {names} exactly once")
        out.append(members)
    return out


def _read_preparation(cards: Any, n: int) -> list[int]:
    """Setup "preparation": the ids of the Preparation cards dealt face up."""
    want = PREP_DEALT[n]
    if not isinstance(cards, Sequence) or isinstance(cards, str) or len(cards) != want:
        raise ValueError(f"setup 'preparation' must list {want} Preparation card ids for {n} players")
    out = []
    for card_id in cards:
        if card_id not in PREP_INDEX:
            raise ValueError(f"setup preparation: no Preparation card {card_id!r}")
        if PREP_INDEX[card_id] in out:
            raise ValueError(f"setup preparation: {card_id!r} appears twice")
        out.append(PREP_INDEX[card_id])
    return out


# --- view ------------------------------------------------------------------------------


class ArturoView(View):
    """What one seat knows: everything but other Family Plans and cards under deck tops.

    Plans are revealed to everyone once the game is over.
    """

    game_id = "arturo"

    def __init__(self, state: ArturoState, seat: int | None) -> None:
        self.seat = seat
        self._state = state.clone()
        self._dict: dict[str, Any] | None = None

    # typed properties for the table
    @property
    def turn(self) -> int:
        return self._state.turn

    @property
    def is_over(self) -> bool:
        return self._state.over

    @property
    def deck_sizes(self) -> list[int]:
        return [len(d) for d in self._state.decks]

    def deck_top(self, deck: int) -> str | None:
        """The id of deck `deck`'s top Party card (1-6), public front and back."""
        card = self._state.top(deck)
        return PARTY_CARDS[card].id if card is not None else None

    @property
    def table(self) -> list[str]:
        return [PARTY_CARDS[c].id for c in self._state.table]

    @property
    def plan(self) -> list[str] | None:
        """This seat's own Family Plan, leftmost first (None for a spectator)."""
        if self.seat is None:
            return None
        return [MEMBER_IDS[m] for m in self._state.plans[self.seat]]

    @property
    def row(self) -> list[str]:
        return [PREP_CARDS[i].id for i in self._state.row]

    @property
    def member_values(self) -> dict[str, int]:
        values = self._state.member_values()
        return {MEMBER_IDS[m]: values[m] for m in PLAN_MEMBERS}

    def plan_of(self, seat: int) -> list[str] | None:
        """`seat`'s Family Plan if this view may see it (its own, or anyone's after the end)."""
        if seat == self.seat or self._state.over:
            return [MEMBER_IDS[m] for m in self._state.plans[seat]]
        return None

    def crown_position(self, seat: int) -> int | None:
        """Where seat's Life of the Party card lies (public: the card sits on the plan)."""
        crown = self._state.crowns[seat]
        return self._state.plans[seat].index(crown) + 1 if crown is not None else None

    def to_dict(self) -> dict[str, Any]:
        if self._dict is None:
            s = self._state
            n = s.num_players
            party = [c.id for c in PARTY_CARDS]
            self._dict = {
                "to_act": list(s.to_act()),
                "seat": self.seat,
                "turn": s.turn,
                "over": s.over,
                "decks": [
                    {"deck": d + 1, "size": len(cards), "top": party[cards[-1]] if cards else None}
                    for d, cards in enumerate(s.decks)
                ],
                "table": [party[c] for c in s.table],
                "birthday": [party[c] for c in s.birthday],
                "cleaning": [party[c] for c in s.cleaning],
                "discard": [party[c] for c in s.discard],
                "member_values": self.member_values,
                "row": self.row,
                "players": [
                    {
                        "plan": self.plan_of(p),
                        "preparation": [PREP_CARDS[i].id for i in s.taken[p]],
                        "target": s.targets[p],
                        "crown_position": self.crown_position(p),
                        "crown": (MEMBER_IDS[c] if (c := s.crowns[p]) is not None
                                  and (p == self.seat or s.over) else None),
                    }
                    for p in range(n)
                ],
            }
        return self._dict

    def legal_actions(self) -> list[Any]:
        # Legal moves depend on public information only (plans are never consulted).
        if self.seat is None:
            return []
        return self._state.legal_actions(self.seat)

    def determinize(self, rng: random.Random) -> ArturoState:
        """A full state: deck cards under the tops and other unseen plans dealt afresh."""
        s = self._state.clone()
        # Shuffle from a canonical order, so the result never depends on the true hidden order.
        hidden = sorted((c for deck in s.decks for c in deck[:-1]), key=str)
        rng.shuffle(hidden)
        for deck in s.decks:
            if len(deck) > 1:
                deck[:-1] = [hidden.pop() for _ in range(len(deck) - 1)]
        if not s.over:
            for p in range(s.num_players):
                if p == self.seat:
                    continue
                crown_pos = self.crown_position(p)
                plan = list(PLAN_MEMBERS)
                rng.shuffle(plan)
                s.plans[p] = plan
                if crown_pos is not None:
                    s.crowns[p] = plan[crown_pos - 1]
        s.rng = random.Random(rng.random())
        return s


# --- the game ---------------------------------------------------------------------------


class ArturoGame(Game):
    id = "arturo"
    name = "Arturo: un compleanno da paura"
    min_players, max_players = 2, 5
    designer = "Mario Papini"
    publisher = "Ergo Ludo"
    setup_fields: Mapping[str, Any] = {"decks": [[str]], "plans": [[str]], "preparation": [str]}

    def _new(self, n: int, options: dict[str, Any], seed: int, setup: Mapping[str, Any] | None) -> ArturoState:
        return ArturoState(n, options, seed, setup)

    def parse_action(self, text: str) -> Any:
        words = text.strip().lower().split()
        try:
            if len(words) == 2 and words[0] == "activate":
                return Activate(_deck(words[1]))
            if len(words) in (3, 4) and words[0] == "ivo":
                deck = _deck(words[1])
                if words[2:] == ["flip"]:
                    return Ivo(deck, None)
                if len(words) == 4 and words[2] == "copy" and MEMBER_INDEX.get(words[3], IVO) != IVO:
                    return Ivo(deck, MEMBER_INDEX[words[3]])
            if len(words) >= 2 and words[0] == "prep":
                return _parse_prep(words[1], words[2:])
        except ValueError:
            pass
        raise BadNotation(text, _NOTATION)


def _deck(word: str) -> int:
    if not word.isdigit() or not 1 <= int(word) <= NUM_DECKS:
        raise ValueError(word)
    return int(word)


def _position(word: str) -> int:
    if not word.isdigit() or not 1 <= int(word) <= PLAN_SIZE:
        raise ValueError(word)
    return int(word)


def _parse_prep(kind: str, rest: list[str]) -> Prepare:
    if kind in (WILD_DANCE, STAY_CLOSE) and len(rest) == 1:
        lefts: list[int] = []
        for pair in rest[0].split(","):
            a, sep, b = pair.partition("-")
            if not sep or _position(b) != _position(a) + 1:
                raise ValueError(pair)
            lefts.append(int(a))
        return Prepare(kind, tuple(lefts))
    if kind == MY_PLACE and len(rest) == 2 and rest[0] == "swap":
        a, sep, b = rest[1].partition("-")
        if not sep:
            raise ValueError(rest[1])
        return Prepare(kind, (_position(a), _position(b)))
    if kind == SWAP_PLACES and len(rest) == 2 and rest[0] == "swap":
        a, sep, b = rest[1].partition("-")
        two = sorted((MEMBER_INDEX.get(a, IVO), MEMBER_INDEX.get(b, IVO)))
        if sep and two[1] != IVO and two[0] != two[1]:
            return Prepare(kind, (two[0], two[1]))
        raise ValueError(rest[1])
    if kind == EXCUSE_ME and len(rest) == 4 and rest[0] == "move" and rest[2] in ("left", "right"):
        steps = rest[3]
        if not steps.isdigit() or not 1 <= int(steps) < PLAN_SIZE:
            raise ValueError(steps)
        return Prepare(kind, (_position(rest[1]), LEFT if rest[2] == "left" else 1, int(steps)))
    if kind == REALLY_GOOD and len(rest) == 2 and rest[0] == "seat" and rest[1].isdigit() and int(rest[1]) < 5:
        return Prepare(kind, (int(rest[1]),))
    if kind == LIFE_OF_PARTY and len(rest) == 2 and rest[0] == "crown":
        return Prepare(kind, (_position(rest[1]),))
    if kind == ALL_AT_PARTY and not rest:
        return Prepare(kind, ())
    raise ValueError(kind)


ArturoState.game = register(ArturoGame())
