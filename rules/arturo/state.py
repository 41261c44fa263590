"""Arturo: un compleanno da paura — state and game declaration (what a seat sees: `view`).

Product rulings where the rulebook is silent (each has a test):

- Deck numbers 1-6 stay fixed for the whole game; an emptied deck is simply gone.
- The top Party card of every deck is public on both sides: the front's icon shows
  the back's object, cobwebs included. Cards below the top are secret from everyone.
- An activated member that takes objects is discarded face up (public); so is the
  Nanny after cleaning and Grandpa Ivo after a copy. A member that takes nothing is
  turned over and becomes an available object.
- Which copy: when a wanted object lies there both clean and cobwebbed, the player
  chooses which to take (part of the action). Copies that differ in nothing else are
  all alike. The notation names only a copy taken instead of the one that has been on
  the table longest ("activate 3 clean cake"); "activate 3" takes the oldest copies, so
  every choice has one notation and records written before the choice existed mean
  what they meant.
- Grandpa Ivo may copy any plan member, the Nanny included, but only if the copy
  takes at least one object; otherwise he can only be turned over ("ivo N flip"),
  which is always allowed.
- The game ends right after the action that leaves only three decks; the objects
  still available and the cards left in decks go to the discard pile and score
  nothing.
- A taken Preparation card leaves the face-up row; its effect is mandatory and every
  choice it allows is part of the action. A player with three cards cannot take more.
- Who starts: the player to the dealer's left; play goes clockwise (seat order, so the
  next seat after the dealer). A record's setup names the dealer ("dealer"); without it
  the last seat deals and seat 0 starts, as in records written before.
- The Life of the Party is laid on the member in a chosen position; which position it
  lies on is public (the card sits on the face-down plan), the member is not.
- Moves on a plan are public as positions (everyone sees which face-down cards move);
  the members moved are told only to the plan's owner.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from rules.core import (
    Event,
    FirstPlayer,
    Game,
    GameState,
    IllegalAction,
    Result,
    Text,
    listing,
    register,
    say,
    say_n,
    seat_name,
)

from .actions import (
    RULE_ACTIVATE,
    RULE_IVO,
    RULE_PREP,
    RULE_PREP_CARDS,
    Activate,
    Activating,
    ArturoAction,
    Ivo,
    Pick,
    Prepare,
    Preparing,
    card_matches,
    parse_action,
)
from .activation import (
    BIRTHDAY,
    CLEANING,
    acting_member,
    all_picks,
    collected,
    copies_on_table,
    other_picks,
    takes_any,
    why_picks_illegal,
    would_take,
)
from .data import (
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
    NUM_DECKS,
    NUM_OBJECTS,
    NUM_PARTY_CARDS,
    OBJECT_ENGLISH,
    PARTY_CARDS,
    PARTY_INDEX,
    PLAN_MEMBERS,
    PREP_CARDS,
    PREP_DEALT,
    PREP_INDEX,
    PREP_KINDS,
    REALLY_GOOD,
    STEIN,
    member_values,
)
from .dealing import read_dealer, read_decks, read_plans, read_preparation
from .events import Collected, DeckUsedUp, Discarded, Flipped, PartyOver, PlanChanged, Prepared, TopRevealed
from .plan import apply_preparation, moved_positions, preparation_choices
from .scoring import SeatScore, score_seats, tiebreak_note
from .view import ArturoView, DeckView, SeatView
from .words import (
    DISCARDED,
    SHOWS,
    collect_text,
    flip_text,
    moved,
    printed_words,
    why_choice_wrong,
    why_drags_wrong,
)

__all__ = [
    "Activate", "Activating", "ArturoAction", "ArturoGame", "ArturoState", "Ivo", "Pick", "Prepare", "Preparing",
]

_ACTIVATE = tuple(Activate(d) for d in range(NUM_DECKS + 1))
_IVO_FLIP = tuple(Ivo(d, None) for d in range(NUM_DECKS + 1))
_IVO_COPY = tuple(tuple(Ivo(d, m) for m in range(len(PLAN_MEMBERS))) for d in range(NUM_DECKS + 1))

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


class ArturoState(GameState[ArturoAction, ArturoView]):
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
    #: By deck: every card that has been its top, the first one dealt first. All were public, so the
    #: inference can replay the game as the table saw it (rules/arturo/inference.py).
    shown: list[tuple[int, ...]]
    dealer: int
    turn: int
    over: bool

    def __init__(self, n: int, options: Mapping[str, object], seed: int,
                 setup: Mapping[str, object] | None) -> None:
        super().__init__(n, options, seed, setup)
        setup = setup or {}
        unknown = set(setup) - {"decks", "plans", "preparation", "dealer"}
        if unknown:
            raise KeyError(f"unknown Arturo setup field(s): {', '.join(sorted(unknown))}")
        rng = self.rng
        if "decks" in setup:
            self.decks = read_decks(setup["decks"])
        else:
            cards = list(range(NUM_PARTY_CARDS))
            rng.shuffle(cards)
            self.decks = [cards[d * DECK_SIZE : (d + 1) * DECK_SIZE] for d in range(NUM_DECKS)]
        if "plans" in setup:
            self.plans = read_plans(setup["plans"], n)
        else:
            self.plans = []
            for _ in range(n):
                plan = list(PLAN_MEMBERS)
                rng.shuffle(plan)
                self.plans.append(plan)
        if "preparation" in setup:
            self.row = read_preparation(setup["preparation"], n)
        else:
            self.row = rng.sample(range(len(PREP_CARDS)), PREP_DEALT[n])
        self.dealer = read_dealer(setup["dealer"], n) if "dealer" in setup else n - 1
        self.table, self.birthday, self.cleaning, self.discard = [], [], [], []
        self.birthday_counts = [0] * NUM_OBJECTS
        self.cleaning_cobwebs = 0
        self.taken = [[] for _ in range(n)]
        self.targets = [None] * n
        self.crowns = [None] * n
        self.shown = [(deck[-1],) if deck else () for deck in self.decks]
        self.turn = (self.dealer + 1) % n
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

    def takes(self, member: int, picks: Sequence[Pick] = ()) -> list[int]:
        """The available objects `member` would collect now (see `collected`)."""
        return collected(self.table, member, picks)

    def member_values(self) -> tuple[int, ...]:
        """Each plan member's value for the objects collected so far."""
        return member_values(self.birthday_counts, self.cleaning_cobwebs)

    def legal_actions(self, seat: int) -> list[ArturoAction]:
        if self.over or seat != self.turn:
            return []
        out: list[ArturoAction] = []
        kinds, oldest, webbed = copies_on_table(self.table)
        contested = 3 in kinds  # some object lies there both clean and cobwebbed: copies may be chosen
        for d in range(1, NUM_DECKS + 1):
            cards = self.decks[d - 1]
            if not cards:
                continue
            member = CARD_MEMBER[cards[-1]]
            if member == IVO:
                for m in PLAN_MEMBERS:
                    if takes_any(m, kinds, webbed):
                        others = other_picks(m, kinds, oldest) if contested else ()
                        if others:
                            out.extend(Ivo(d, m, picks) for picks in all_picks(others))
                        else:
                            out.append(_IVO_COPY[d][m])
                out.append(_IVO_FLIP[d])
            else:
                others = other_picks(member, kinds, oldest) if contested else ()
                if others:
                    out.extend(Activate(d, picks) for picks in all_picks(others))
                else:
                    out.append(_ACTIVATE[d])
        if len(self.taken[seat]) < MAX_PREP_PER_PLAYER and self.row:
            out.extend(_prep_actions(self.row, seat, self.num_players))
        return out

    def _why_illegal(self, seat: int, action: ArturoAction) -> IllegalAction | None:
        if isinstance(action, Activate | Ivo):
            return self._why_activation_illegal(action)
        if isinstance(action, Prepare):
            return self._why_prep_illegal(seat, action)
        return IllegalAction(say("{move} is not an Arturo move", move=str(action)))

    def _why_activation_illegal(self, action: Activate | Ivo) -> IllegalAction | None:
        deck = action.deck
        if not 1 <= deck <= NUM_DECKS:
            return IllegalAction(say("there is no deck {deck}; the decks are 1 to {last}", deck=deck, last=NUM_DECKS),
                                 RULE_ACTIVATE)
        card = self.top(deck)
        if card is None:
            return IllegalAction(say("deck {deck} is used up", deck=deck), RULE_ACTIVATE)
        is_ivo = CARD_MEMBER[card] == IVO
        if isinstance(action, Activate):
            if is_ivo:
                return IllegalAction(say("Grandpa Ivo is on top of deck {deck}: say whom he copies, or turn him over",
                                         deck=deck), RULE_IVO)
            return why_picks_illegal(self.table, CARD_MEMBER[card], action.picks)
        if not is_ivo:
            return IllegalAction(say("the top of deck {deck} is {member}, not Grandpa Ivo", deck=deck,
                                     member=MEMBERS[CARD_MEMBER[card]].name), RULE_IVO)
        if action.copy is None:
            return None
        if action.copy not in PLAN_MEMBERS:
            return IllegalAction(say("Grandpa Ivo cannot copy himself"), RULE_IVO)
        if not would_take(self.table, action.copy):
            if action.copy == STEIN:
                reason = say("no available object has cobwebs, so copying the Nanny takes nothing; "
                             "turn Grandpa Ivo over instead")
            else:
                reason = say("none of the objects {member} wants is available, so copying them takes nothing; "
                             "turn Grandpa Ivo over instead", member=MEMBERS[action.copy].name)
            return IllegalAction(reason, RULE_IVO)
        return why_picks_illegal(self.table, action.copy, action.picks)

    def _why_prep_illegal(self, seat: int, action: Prepare) -> IllegalAction | None:
        if len(self.taken[seat]) >= MAX_PREP_PER_PLAYER:
            return IllegalAction(say_n(MAX_PREP_PER_PLAYER, "you already hold {n} Preparation card",
                                       "you already hold {n} Preparation cards"), RULE_PREP)
        kind = PREP_KINDS.get(action.kind)
        if kind is None:
            return IllegalAction(say("there is no such Preparation card"), RULE_PREP_CARDS)
        same_kind = [i for i in self.row if PREP_CARDS[i].kind == action.kind]
        if not same_kind:
            return IllegalAction(say("no {card} card is face up on the table", card=kind.quoted), RULE_PREP)
        card = next((i for i in same_kind if card_matches(i, action.kind, action.detail)), None)
        if card is None:
            printed = listing(list({str(t): t for t in (printed_words(i) for i in same_kind)}.values()))
            if action.kind == EXCUSE_ME and len(action.detail) == 3:
                return IllegalAction(say("{card} moves a member {printed}, not {steps}", card=kind.quoted,
                                         printed=printed, steps=action.detail[2]), RULE_PREP_CARDS)
            return IllegalAction(say("the face-up {card} card says {printed}", card=kind.quoted, printed=printed),
                                 RULE_PREP_CARDS)
        if action in _actions_of_card(card, seat, self.num_players):
            return None
        return IllegalAction(why_choice_wrong(action), RULE_PREP_CARDS)

    def why_incomplete(self, seat: int, partial: object) -> IllegalAction:
        """The rules' reason that a move in the making has no legal completion."""
        if isinstance(partial, Activating):
            if partial.flip:
                probe: ArturoAction = Ivo(partial.deck, None)
            elif partial.copy is not None:
                probe = Ivo(partial.deck, partial.copy)
            else:
                probe = Activate(partial.deck)
            return self.why_illegal(seat, probe) or IllegalAction(say("that cannot become a legal move now"))
        if isinstance(partial, Preparing):
            general = self._why_card_untakeable(seat, partial.card)
            if general is not None:
                return general
            name = PREP_KINDS[partial.kind].quoted
            if partial.onto_seat is not None:
                if partial.kind != REALLY_GOOD:
                    return IllegalAction(say("{card} works on your own Family Plan", card=name), RULE_PREP_CARDS)
                return IllegalAction(why_choice_wrong(Prepare(REALLY_GOOD, (partial.onto_seat,))), RULE_PREP_CARDS)
            if partial.onto_position is not None and partial.kind == REALLY_GOOD:
                return IllegalAction(say("{card} names one of your opponents, not a member of your plan", card=name),
                                     RULE_PREP_CARDS)
            return IllegalAction(why_drags_wrong(partial), RULE_PREP_CARDS)
        return IllegalAction(say("that cannot become a legal move now"))

    def _why_card_untakeable(self, seat: int, card_id: str) -> IllegalAction | None:
        """Why `seat` cannot take Preparation card `card_id` at all (None: some choice of it is legal)."""
        index = PREP_INDEX.get(card_id)
        if index is None or index not in self.row:
            return IllegalAction(say("that Preparation card is not face up on the table"), RULE_PREP)
        if len(self.taken[seat]) >= MAX_PREP_PER_PLAYER:
            return IllegalAction(say_n(MAX_PREP_PER_PLAYER, "you already hold {n} Preparation card",
                                       "you already hold {n} Preparation cards"), RULE_PREP)
        return None

    # --- changes -----------------------------------------------------------------

    def _apply(self, seat: int, action: ArturoAction) -> list[Event]:
        events = self._prepare(seat, action) if isinstance(action, Prepare) else self._activate(seat, action)
        if not self.over:
            self.turn = (self.turn + 1) % self.num_players
        return events

    def _activate(self, seat: int, action: Activate | Ivo) -> list[Event]:
        d = action.deck
        card = self.decks[d - 1].pop()
        member = CARD_MEMBER[card]
        acting = acting_member(card, action)
        copied = action.copy if isinstance(action, Ivo) else None
        card_id = PARTY_CARDS[card].id
        taken = collected(self.table, acting, action.picks)
        events: list[Event]
        if taken:
            for c in taken:
                self.table.remove(c)
            if acting == STEIN:
                self.cleaning.extend(taken)
                self.cleaning_cobwebs += sum(1 for c in taken if CARD_COBWEBS[c])
                pile = CLEANING
            else:
                self.birthday.extend(taken)
                for c in taken:
                    self.birthday_counts[CARD_BACK[c]] += 1
                pile = BIRTHDAY
            self.discard.append(card)
            events = [Event.of(
                Collected(d, card_id, MEMBER_IDS[member], MEMBER_IDS[copied] if copied is not None else None,
                          tuple(PARTY_CARDS[c].id for c in taken), pile),
                collect_text(seat, member, d, copied, tuple(taken), pile), seat,
            ), Event.of(Discarded(card_id, d), DISCARDED[member], seat)]
        else:
            self.table.append(card)
            events = [Event.of(
                Flipped(d, card_id, MEMBER_IDS[member], OBJECT_ENGLISH[CARD_BACK[card]], CARD_COBWEBS[card]),
                flip_text(seat, member, d, card), seat,
            )]
        new_top = self.top(d)
        if new_top is not None:
            self.shown[d - 1] = (*self.shown[d - 1], new_top)
            events.append(Event.of(TopRevealed(d, PARTY_CARDS[new_top].id), SHOWS[d][CARD_MEMBER[new_top]],
                                   reveals=True))
        else:
            left = self.decks_left()
            events.append(Event.of(DeckUsedUp(d, left), say_n(left, "Deck {deck} is used up; {n} deck remains",
                                                              "Deck {deck} is used up; {n} decks remain", deck=d)))
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
        return Event.of(
            PartyOver(tuple(PARTY_CARDS[c].id for c in moved), tuple(s.total for s in scores),
                      tuple(tuple(MEMBER_IDS[m] for m in p) for p in self.plans)),
            say_n(DECKS_AT_END, "Only {n} deck remains: the party is over", "Only {n} decks remain: the party is over"),
            reveals=True,
        )

    def _prepare(self, seat: int, action: Prepare) -> list[Event]:
        index = next(i for i in self.row if card_matches(i, action.kind, action.detail))
        self.row.remove(index)
        self.taken[seat].append(index)
        card = PREP_CARDS[index]
        kind = PREP_KINDS[card.kind]
        old = self.plans[seat]
        moves = moved_positions(old, action.kind, action.detail)
        self.plans[seat] = apply_preparation(old, action.kind, action.detail)
        prepared = Prepared(card.id, tuple(moves))
        player = seat_name(seat)
        if action.kind == REALLY_GOOD:
            self.targets[seat] = action.detail[0]
            prepared = Prepared(card.id, tuple(moves), target=action.detail[0])
            text = say("{player} takes {card} and names {target}", player=player, card=kind.quoted,
                       target=seat_name(action.detail[0]))
        elif action.kind == LIFE_OF_PARTY:
            self.crowns[seat] = old[action.detail[0] - 1]
            prepared = Prepared(card.id, tuple(moves), crown_position=action.detail[0])
            text = say("{player} takes {card} and crowns the member in position {position}", player=player,
                       card=kind.quoted, position=action.detail[0])
        elif action.kind == EXCUSE_ME:  # one member moves; the ones it passes each shift a place, as said
            pos, direction, steps = action.detail
            text = say("{player} takes {card} and moves the member at position {a} to position {b}", player=player,
                       card=kind.quoted, a=pos, b=pos + direction * steps)
        elif moves:
            text = say("{player} takes {card} and {moves}", player=player, card=kind.quoted, moves=moved(moves))
        else:
            text = say("{player} takes the Preparation card {card}", player=player, card=kind.quoted)
        events = [Event.of(prepared, text, seat)]
        if moves or action.kind == LIFE_OF_PARTY:
            plan = tuple(MEMBER_IDS[m] for m in self.plans[seat])
            crown = self.crowns[seat]
            names = [MEMBERS[m].name for m in self.plans[seat]]
            events.append(Event.of(
                PlanChanged(plan, MEMBER_IDS[crown] if crown is not None else None),
                # named, not "your": once the game is over every seat reads each player's own lines
                say("{player}'s Family Plan is now {p1}, {p2}, {p3}, {p4}, {p5}, {p6}, {p7}", player=player,
                    p1=names[0], p2=names[1], p3=names[2], p4=names[3], p5=names[4], p6=names[5], p7=names[6]),
                seat,
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

    def result(self) -> Result:
        scores = self._scores()
        keys = [s.key() for s in scores]
        tiebreak = tiebreak_note(scores)
        breakdown: list[tuple[tuple[str | Text, float], ...]] = [s.breakdown() for s in scores]
        return Result.ranked(keys, [s.total for s in scores], breakdown, tiebreak)

    def view(self, seat: int | None) -> ArturoView:
        party = [c.id for c in PARTY_CARDS]
        over = self.over
        players = []
        for p in range(self.num_players):
            visible = p == seat or over
            crown = self.crowns[p]
            players.append(SeatView(
                plan=tuple(MEMBER_IDS[m] for m in self.plans[p]) if visible else None,
                preparation=tuple(PREP_CARDS[i].id for i in self.taken[p]),
                target=self.targets[p],
                crown_position=self.plans[p].index(crown) + 1 if crown is not None else None,
                crown=MEMBER_IDS[crown] if crown is not None and visible else None,
            ))
        return ArturoView(
            seat=seat,
            num_players=self.num_players,
            dealer=self.dealer,
            turn=self.turn,
            over=over,
            decks=tuple(DeckView(d + 1, len(cards), party[cards[-1]] if cards else None)
                        for d, cards in enumerate(self.decks)),
            table=tuple(party[c] for c in self.table),
            birthday=tuple(party[c] for c in self.birthday),
            cleaning=tuple(party[c] for c in self.cleaning),
            discard=tuple(party[c] for c in self.discard),
            row=tuple(PREP_CARDS[i].id for i in self.row),
            players=tuple(players),
            moves=tuple(self.history),
            shown=tuple(tuple(party[c] for c in cards) for cards in self.shown),
        )

    @classmethod
    def from_view(cls, view: ArturoView, rng: random.Random) -> ArturoState:
        """A full state from `view` alone: the cards under the deck tops and the plans its seat
        cannot see are dealt afresh, from a canonical order (never from the true hidden one)."""
        n = view.num_players
        s = cls._blank(n, {}, random.Random(rng.random()))
        known = {PARTY_INDEX[c] for c in (*view.table, *view.birthday, *view.cleaning, *view.discard)}
        tops = [PARTY_INDEX[d.top] if d.top is not None else None for d in view.decks]
        known.update(t for t in tops if t is not None)
        hidden = [c for c in range(NUM_PARTY_CARDS) if c not in known]
        rng.shuffle(hidden)
        s.decks = []
        for deck, top in zip(view.decks, tops, strict=True):
            cards = [hidden.pop() for _ in range(deck.size - 1)] if top is not None else []
            s.decks.append([*cards, top] if top is not None else cards)
        s.table = [PARTY_INDEX[c] for c in view.table]
        s.birthday = [PARTY_INDEX[c] for c in view.birthday]
        s.cleaning = [PARTY_INDEX[c] for c in view.cleaning]
        s.discard = [PARTY_INDEX[c] for c in view.discard]
        s.birthday_counts = list(view.birthday_counts)
        s.cleaning_cobwebs = view.cleaning_cobwebs
        s.plans, s.crowns = [], []
        for p in view.players:
            if p.plan is not None:
                plan = [MEMBER_INDEX[m] for m in p.plan]
            else:
                plan = list(PLAN_MEMBERS)
                rng.shuffle(plan)
            s.plans.append(plan)
            s.crowns.append(plan[p.crown_position - 1] if p.crown_position is not None else None)
        s.row = [PREP_INDEX[c] for c in view.row]
        s.taken = [[PREP_INDEX[c] for c in p.preparation] for p in view.players]
        s.targets = [p.target for p in view.players]
        s.shown = [tuple(PARTY_INDEX[c] for c in cards) for cards in view.shown] or [
            (cards[-1],) if cards else () for cards in s.decks]
        s.history = list(view.moves)
        s.dealer = view.dealer
        s.turn = view.turn
        s.over = view.over
        return s

    @classmethod
    def opening(cls, view: ArturoView) -> ArturoState:
        """The table as it was dealt, holding only what was public then: each deck's first top and the
        whole Preparation row. The cards under the tops lie in a fixed order and every plan is the
        same placeholder; `replay` turns the later tops up as the view says they came."""
        n = view.num_players
        s = cls._blank(n, {}, random.Random(0))
        tops = [PARTY_INDEX[cards[0]] for cards in view.shown]
        under = sorted(set(range(NUM_PARTY_CARDS)) - set(tops))
        s.decks = [[*under[d * (DECK_SIZE - 1):(d + 1) * (DECK_SIZE - 1)], top] for d, top in enumerate(tops)]
        s.shown = [(top,) for top in tops]
        s.table, s.birthday, s.cleaning, s.discard = [], [], [], []
        s.birthday_counts = [0] * NUM_OBJECTS
        s.cleaning_cobwebs = 0
        s.plans = [list(PLAN_MEMBERS) for _ in range(n)]
        s.row = cls.opening_row(view)
        s.taken = [[] for _ in range(n)]
        s.targets = [None] * n
        s.crowns = [None] * n
        s.dealer = view.dealer
        s.turn = (view.dealer + 1) % n
        s.over = False
        return s

    @staticmethod
    def opening_row(view: ArturoView) -> list[int]:
        """The Preparation row as it was dealt: the cards still there and every card taken since."""
        return sorted(PREP_INDEX[c] for c in (*view.row, *(c for p in view.players for c in p.preparation)))

    def replay(self, seat: int, action: ArturoAction, shown: Sequence[Sequence[str]]) -> None:
        """Make a move of the view's record on an `opening`, then put the card the view says was turned
        up next on top of its deck (swapping it with the placeholder that was there)."""
        self._play(seat, action)
        for d, cards in enumerate(self.decks):
            count = len(self.shown[d])
            if not cards or count > len(shown[d]):
                continue
            card = PARTY_INDEX[shown[d][count - 1]]
            if cards[-1] != card:
                where = next(deck for deck in self.decks if card in deck)
                where[where.index(card)], cards[-1] = cards[-1], card
                self.shown[d] = (*self.shown[d][:-1], card)

    def clone(self) -> ArturoState:
        other = self._base_copy()
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
        other.shown = list(self.shown)
        other.dealer = self.dealer
        other.turn = self.turn
        other.over = self.over
        return other

    def to_dict(self) -> dict[str, object]:
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
            "shown": [[party[c] for c in cards] for cards in self.shown],
            "dealer": self.dealer,
            "turn": self.turn,
            "over": self.over,
        }


# --- the game ---------------------------------------------------------------------------


class ArturoGame(Game):
    id = "arturo"
    name = "Arturo: un compleanno da paura"
    state_class = ArturoState
    min_players, max_players = 2, 5
    designer = "Mario Papini"
    publisher = "Ergo Ludo"
    setup_fields: Mapping[str, object] = {"decks": [[str]], "plans": [[str]], "preparation": [str], "dealer": int}
    #: The players choose the dealer; the seat to the dealer's left starts.
    first_player = FirstPlayer(say("Who deals? The player on the dealer's left starts."), "dealer")

    def parse_action(self, text: str) -> ArturoAction:
        return parse_action(text)


register(ArturoGame())
