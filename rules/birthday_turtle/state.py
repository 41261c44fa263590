"""Happy Birthday Turtle!! rules: the secret commitment, the Ants, resolution and scoring.

A round is one simultaneous choice: every seat commits an Animal card and a
Pattern card face down (two pairs at once in a 2-player odd round). When the last
seat commits, the whole round resolves inside that one `apply` (and, with two
players, the following even round too, since nobody chooses anything in it) and
the events describe every step for the table to animate.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from rules.core import (
    Event,
    FirstPlayer,
    Game,
    GameState,
    IllegalAction,
    Option,
    Partial,
    Result,
    SeatChoice,
    Text,
    say,
    say_n,
    seat_name,
)

from . import data
from .actions import (
    NO_ANIMAL,
    RULE_2P,
    RULE_CHOOSE,
    RULE_SETUP_TABLES,
    RULE_SUPPLEMENT,
    Commit,
    LaidOut,
    Pair,
    legal_commits,
    pair_words,
    parse_commit,
    refusal,
)
from .data import ANT_BY_ID, CELEBRATION_BY_ID, PATTERN_NAMES, TURTLE_RETURNS
from .events import (
    AnimalFailed,
    AnimalPlaced,
    AnimalsReturned,
    AntCardTurned,
    AntsRested,
    AntsWorked,
    CleanedUp,
    Committed,
    GameEnded,
    HustlePoints,
    NotRefilled,
    Refilled,
    Revealed,
    StartPlayerPassed,
    TaskBoxed,
    TaskWon,
)
from .view import TableView, TurtleView, score_parts

__all__ = [
    "NO_ANIMAL",
    "RULE_2P",
    "RULE_CHOOSE",
    "RULE_SETUP_TABLES",
    "RULE_SUPPLEMENT",
    "BirthdayTurtle",
    "Commit",
    "LaidOut",
    "Pair",
    "TableView",
    "TurtleState",
    "TurtleView",
    "parse_commit",
]


def _name(pattern: str) -> Text:
    return PATTERN_NAMES[pattern]


def _listed(parts: list[Text]) -> Text:
    """Several phrases as one: "a, b, c" (a translation may join them its own way)."""
    joined = parts[0]
    for part in parts[1:]:
        joined = say("{earlier}, {next}", earlier=joined, next=part)
    return joined


def _commit_words(commit: Commit) -> Text:
    """A seat's own face-down choice in words, for its log."""
    if len(commit.pairs) == 1:
        return pair_words(*commit.pairs[0])
    return say("{now} this round, {later} next round", now=pair_words(*commit.pairs[0]),
               later=pair_words(*commit.pairs[1]))


class TurtleState(GameState[Commit, TurtleView]):
    """A game of Happy Birthday Turtle!! between 2 and 4 seats.

    Seats sit clockwise in seat order, so "to the left" is the next seat. Each
    player's hand holds every Animal card not lying under a table; a commitment
    only points at cards in that hand until resolution moves them.
    """

    tables: tuple[str, ...]
    animals: tuple[str, ...]
    cards: list[str | None]
    progress: list[int]
    under: list[list[tuple[int, int]]]
    hands: list[list[int]]
    celebration_deck: list[str]
    won: list[list[str]]
    boxed: list[str]
    ant_deck: list[str]
    ant_removed: list[str]
    ant_revealed: list[str]
    hustle: list[int]
    start_player: int
    round: int
    commits: list[Commit | None]
    over: bool
    ended_by: str

    def __init__(self, n: int, options: Mapping[str, Any], seed: int, setup: Mapping[str, Any] | None) -> None:
        super().__init__(n, options, seed, setup)
        if n == 2:
            self.tables = data.TABLES_2P[options.get("tables_2p", data.DEFAULT_TABLES_2P)]
        else:
            self.tables = data.TABLES_BY_PLAYERS[n]
        setup = dict(setup or {})
        unknown = set(setup) - set(BirthdayTurtle.setup_fields)
        if unknown:
            raise ValueError(f"unknown setup field(s) {sorted(unknown)}; the fields are "
                             f"{', '.join(BirthdayTurtle.setup_fields)}")

        celebrations = [c.id for c in data.celebrations_for(n)]
        if "celebration_deck" in setup:
            deck = [str(c) for c in setup["celebration_deck"]]
            if sorted(deck) != sorted(celebrations):
                raise ValueError(
                    f"celebration_deck must list each of the {len(celebrations)} Celebration cards "
                    f"of a {n}-player game once: {', '.join(celebrations)}"
                )
        else:
            deck = list(celebrations)
            self.rng.shuffle(deck)

        if "ant_deck" in setup:
            ants, removed = self._check_ant_setup(n, [str(a) for a in setup["ant_deck"]])
        else:
            ants, removed = self._deal_ants(n)

        if "start_player" in setup:
            start = setup["start_player"]
            if not isinstance(start, int) or isinstance(start, bool) or not 0 <= start < n:
                raise ValueError(f"start_player must be a seat number from 0 to {n - 1}, not {start!r}")
        else:
            start = self.rng.randrange(n)

        # Each player chooses an animal (Setup); a record without the choice gives them in seat order.
        animals = [str(a) for a in setup.get("animals", data.ANIMALS[:n])]
        if len(animals) != n or len(set(animals)) != n or not set(animals) <= set(data.ANIMALS):
            raise ValueError(f"animals must name {n} different animals of: {', '.join(data.ANIMALS)}")
        self.animals = tuple(animals)
        self.cards = [deck.pop(0) for _ in self.tables]
        self.celebration_deck = deck
        self.progress = [0] * len(self.tables)
        self.under = [[] for _ in self.tables]
        self.hands = [list(data.ANIMAL_VALUES) for _ in range(n)]
        self.won = [[] for _ in range(n)]
        self.boxed = []
        self.ant_deck = ants
        self.ant_removed = removed
        self.ant_revealed = []
        self.hustle = [0] * n
        self.start_player = start
        self.round = 1
        self.commits = [None] * n
        self.over = False
        self.ended_by = ""

    @classmethod
    def from_view(cls, view: TurtleView, rng: random.Random) -> TurtleState:
        """A full state this seat cannot tell from the real one: both decks and the others' face-down
        choices dealt afresh from `rng`, from a canonical order (never from the true hidden order)."""
        n = view.num_players
        s = cls._blank(n, {"tables_2p": view.tables_2p}, random.Random(rng.random()))
        s.tables = tuple(t.pattern for t in view.tables)
        s.animals = view.animals
        s.cards = [t.card for t in view.tables]
        s.progress = [t.progress for t in view.tables]
        s.under = [list(t.under) for t in view.tables]
        s.hands = [list(h) for h in view.cards_left]
        s.won = [list(w) for w in view.won]
        s.boxed = list(view.boxed)
        s.hustle = list(view.hustle)
        s.start_player = view.start_player
        s.round = view.round
        s.over = view.over
        s.ended_by = view.ended_by
        seen = {c for c in s.cards if c is not None} | set(view.boxed) | {c for w in view.won for c in w}
        s.celebration_deck = sorted(c.id for c in data.celebrations_for(n) if c.id not in seen)
        rng.shuffle(s.celebration_deck)
        s.ant_revealed = list(view.ants_revealed)
        s.ant_deck, s.ant_removed = _unseen_ant_deck(view, rng)
        s.commits = [None] * n
        for other in range(n):
            if other == view.seat and view.my_commitment is not None:
                s.commits[other] = Commit(view.my_commitment)
            elif view.committed[other]:
                s.commits[other] = rng.choice(s.commit_options(other))
        return s

    # --- setup ----------------------------------------------------------------

    def _deal_ants(self, n: int) -> tuple[list[str], list[str]]:
        """Setup 4: three Ant cards and Turtle Returns shuffled at the bottom, the rest above."""
        pool = [a.id for a in data.ants_for(n)]
        self.rng.shuffle(pool)
        removed = [a.id for a in data.ANT_CARDS if a.id not in pool]
        if n == 4:
            removed, pool = pool[: data.ANTS_REMOVED_4P], pool[data.ANTS_REMOVED_4P :]
        bottom = [*pool[: data.ANTS_UNDER_TURTLE], TURTLE_RETURNS]
        top = pool[data.ANTS_UNDER_TURTLE :]
        self.rng.shuffle(bottom)
        self.rng.shuffle(top)
        return top + bottom, sorted(removed)

    @staticmethod
    def _check_ant_setup(n: int, deck: list[str]) -> tuple[list[str], list[str]]:
        available = [a.id for a in data.ants_for(n)]
        size = data.ant_deck_size(n)
        if len(deck) != size or len(set(deck)) != size:
            raise ValueError(f"ant_deck must hold {size} different cards for {n} players (Turtle Returns included)")
        if TURTLE_RETURNS not in deck[-(data.ANTS_UNDER_TURTLE + 1) :]:
            raise ValueError("ant_deck must have Turtle Returns among its bottom four cards")
        wrong = [a for a in deck if a != TURTLE_RETURNS and a not in available]
        if wrong:
            raise ValueError(f"ant_deck: {', '.join(wrong)} is not an Ant card of a {n}-player game")
        removed = sorted(a.id for a in data.ANT_CARDS if a.id not in deck)
        return list(deck), removed

    # --- questions ------------------------------------------------------------

    @property
    def two_pairs(self) -> bool:
        """2-player odd rounds commit this round's pair and the next round's together."""
        return self.num_players == 2 and self.round % 2 == 1

    def open_tables(self) -> tuple[str, ...]:
        """Patterns of the tables that have a Celebration card: the only legal Pattern cards."""
        if None not in self.cards:
            return self.tables
        return tuple([t for t, c in zip(self.tables, self.cards, strict=True) if c is not None])

    def legal_tables(self, seat: int | None = None) -> tuple[str, ...]:
        """Tables a Pattern card may name now; the same for every seat (`seat` is accepted for symmetry)."""
        return self.open_tables()

    def playable_animals(self, seat: int, chosen: tuple[int, ...] = ()) -> list[int]:
        """Distinct Animal card values `seat` can still play once `chosen` cards are set aside
        (the first pair of a 2-player odd round). Empty means a Pattern card alone."""
        left = list(self.hands[seat])
        for value in chosen:
            if value in left:
                left.remove(value)
        return sorted(set(left))

    def commit_options(self, seat: int) -> list[Commit]:
        """Every commitment the rules allow `seat` this round, committed already or not."""
        return legal_commits(self.two_pairs, tuple(self.hands[seat]), self.open_tables())[0]

    def to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        return tuple([s for s, c in enumerate(self.commits) if c is None])

    def legal_actions(self, seat: int) -> list[Commit]:
        if self.over or not 0 <= seat < self.num_players or self.commits[seat] is not None:
            return []
        return list(self.commit_options(seat))

    def _why_illegal(self, seat: int, action: Commit) -> IllegalAction | None:
        if not isinstance(action, Commit):
            return IllegalAction(say("not a Happy Birthday Turtle!! move"))
        hand = tuple(self.hands[seat])
        if action in legal_commits(self.two_pairs, hand, self.open_tables())[1]:
            return None
        found = refusal(self.two_pairs, self.tables, self.open_tables(), hand, action.pairs)
        return found or IllegalAction(say("{move} is not a legal move now", move=str(action)), RULE_CHOOSE)

    def why_incomplete(self, seat: int, partial: Partial[Commit]) -> IllegalAction:
        """The rule the cards laid out so far already break (a `LaidOut` with no legal completion)."""
        if isinstance(partial, LaidOut):
            found = refusal(self.two_pairs, self.tables, self.open_tables(), self.hands[seat], partial.pairs)
            if found is not None:
                return found
        return IllegalAction(say("that is not a legal choice now"))

    # --- the round ------------------------------------------------------------

    def _apply(self, seat: int, action: Commit) -> list[Event]:
        self.commits[seat] = action
        events = [
            Event.of(
                Committed(seat, tuple(action.pairs)),
                say("{player} places cards face down: {cards}", player=seat_name(seat), cards=_commit_words(action)),
                seat,
                visible_to=frozenset((seat,)),
                public_text=say("{player} places cards face down", player=seat_name(seat)),
            )
        ]
        if None in self.commits:
            return events
        commits = [c for c in self.commits if c is not None]
        self.commits = [None] * self.num_players
        self._resolve_round([c.pairs[0] for c in commits], events)
        if len(commits[0].pairs) == 2 and not self.over:
            self._resolve_round([c.pairs[1] for c in commits], events)
        return events

    def _resolve_round(self, plays: list[Pair], events: list[Event]) -> None:
        """Steps 2 to 5 of one round for the revealed pairs (one per seat)."""
        n = self.num_players
        order = [(self.start_player + i) % n for i in range(n)]
        shown = [say("{player}: {pair}", player=seat_name(s), pair=pair_words(v, p)) for s, (v, p) in enumerate(plays)]
        events.append(
            Event.of(
                Revealed(self.round, tuple((s, v, p) for s, (v, p) in enumerate(plays))),
                say("Round {round}, the cards are revealed: {plays}", round=self.round, plays=_listed(shown)),
                reveals=True,
            )
        )
        completed: list[int] = []

        # Step 2: the Ants.
        ant = self.ant_deck.pop(0)
        self.ant_revealed.append(ant)
        if ant == TURTLE_RETURNS:
            events.append(Event.of(AntCardTurned(ant, ()), say("Turtle Returns is revealed!"), reveals=True))
            self._end("turtle", events)
            return
        patterns = ANT_BY_ID[ant].patterns
        shows = (say("The Ant card shows {table}", table=_name(patterns[0])) if len(patterns) == 1 else
                 say("The Ant card shows {table} and {other}", table=_name(patterns[0]), other=_name(patterns[1])))
        events.append(Event.of(AntCardTurned(ant, tuple(patterns)), shows, reveals=True))
        for pattern in patterns:
            self._ants_step(pattern, None, completed, events)
        # Supplementary rule: a Pattern card alone counts as Ants' work, seat order from the Start Player.
        for s in order:
            value, pattern = plays[s]
            if value == NO_ANIMAL:
                self._ants_step(pattern, s, completed, events)

        # Step 3: Animal cards, 1s then 2s then 3s, ties clockwise from the Start Player.
        for value in (1, 2, 3):
            for s in order:
                if plays[s][0] == value:
                    self._place(s, value, plays[s][1], completed, events)

        # Step 4: Hustle Points for every completed table, then its Animal cards go home.
        for t in sorted(completed):
            self._pay(t, events)

        # Step 5: cleanup.
        events.append(Event.of(CleanedUp(self.round), say("Pattern cards return to their owners' hands")))
        self._replenish(events)
        if not self.celebration_deck and all(c is None for c in self.cards):
            self._end("tasks", events)
            return
        if n != 2 or self.round % 2 == 0:
            old, self.start_player = self.start_player, (self.start_player + 1) % n
            events.append(
                Event.of(
                    StartPlayerPassed(old, self.start_player),
                    say("{player} takes the Start Player card", player=seat_name(self.start_player)),
                    self.start_player,
                )
            )
        self.round += 1

    def _ants_step(self, pattern: str, seat: int | None, completed: list[int], events: list[Event]) -> None:
        """One space of Ants' work on a table (by the Ant card, or by `seat`'s Pattern card alone);
        completing it sends its card to the box."""
        if pattern not in self.tables:
            events.append(
                Event.of(AntsRested(pattern, seat, "there is no such table"),
                         say("No {table} table: the Ants rest", table=_name(pattern)), seat)
            )
            return
        t = self.tables.index(pattern)
        card = self.cards[t]
        if card is None:
            reason = "its task is already completed" if t in completed else "it has no Celebration card"
            if seat is None:
                text = (say("The Ants cannot work on the {table} table: its task is already completed",
                            table=_name(pattern)) if t in completed else
                        say("The Ants cannot work on the {table} table: it has no Celebration card",
                            table=_name(pattern)))
            else:
                text = (say("{player}'s Pattern card cannot work on the {table} table: its task is already completed",
                            player=seat_name(seat), table=_name(pattern)) if t in completed else
                        say("{player}'s Pattern card cannot work on the {table} table: it has no Celebration card",
                            player=seat_name(seat), table=_name(pattern)))
            events.append(Event.of(AntsRested(pattern, seat, reason), text, seat))
            return
        before = self.progress[t]
        self.progress[t] = before + 1
        text = (say("The Ants move the {table} cube to {to}", table=_name(pattern), to=before + 1) if seat is None else
                say("{player}'s Pattern card moves the {table} cube to {to} (Ants' work)", player=seat_name(seat),
                    table=_name(pattern), to=before + 1))
        events.append(Event.of(AntsWorked(pattern, before, before + 1, seat), text, seat))
        if before + 1 == CELEBRATION_BY_ID[card].limit:
            self.cards[t] = None
            self.boxed.append(card)
            completed.append(t)
            events.append(
                Event.of(
                    TaskBoxed(pattern, card, seat),
                    say("The Ants complete {task}: the card goes to the box", task=CELEBRATION_BY_ID[card].name),
                    seat,
                )
            )

    def _place(self, seat: int, value: int, pattern: str, completed: list[int], events: list[Event]) -> None:
        """Step 3 for one Animal card: an exact fit completes the task; too big fails."""
        t = self.tables.index(pattern)
        card = self.cards[t]
        if card is None:
            reason = (say("the task there is already completed") if t in completed
                      else say("the table has no Celebration card"))
            self._fail(seat, value, pattern, reason, events)
            return
        limit = CELEBRATION_BY_ID[card].limit
        before = self.progress[t]
        if value > limit - before:
            left = limit - before
            self._fail(seat, value, pattern, say_n(left, "{value} is more than the {n} space left",
                                                   "{value} is more than the {n} spaces left", value=value), events)
            return
        self.hands[seat].remove(value)
        self.under[t].append((seat, value))
        self.progress[t] = before + value
        events.append(
            Event.of(
                AnimalPlaced(seat, value, pattern, before, before + value),
                say("{player} plays {value} on {table}: the cube moves to {to}", player=seat_name(seat), value=value,
                    table=_name(pattern), to=before + value),
                seat,
            )
        )
        if before + value == limit:
            self.cards[t] = None
            self.won[seat].append(card)
            completed.append(t)
            events.append(
                Event.of(
                    TaskWon(seat, pattern, card),
                    say("{player} completes {task} and takes the Celebration card", player=seat_name(seat),
                        task=CELEBRATION_BY_ID[card].name),
                    seat,
                )
            )

    def _fail(self, seat: int, value: int, pattern: str, reason: Text, events: list[Event]) -> None:
        events.append(
            Event.of(
                AnimalFailed(seat, value, pattern, str(reason)),
                say("{player}'s {value} on {table} fails ({reason}) and returns to hand", player=seat_name(seat),
                    value=value, table=_name(pattern), reason=reason),
                seat,
            )
        )

    def _pay(self, t: int, events: list[Event]) -> None:
        pattern = self.tables[t]
        sums = [0] * self.num_players
        for s, v in self.under[t]:
            sums[s] += v
        for s, points in enumerate(sums):
            if points:
                self.hustle[s] += points
                events.append(
                    Event.of(
                        HustlePoints(s, points, pattern),
                        say_n(points, "{player} gains {n} Hustle Point from the {table} table",
                              "{player} gains {n} Hustle Points from the {table} table", player=seat_name(s),
                              table=_name(pattern)),
                        s,
                    )
                )
        if self.under[t]:
            returned = tuple(self.under[t])
            for s, v in self.under[t]:
                self.hands[s].append(v)
            for s in {s for s, _ in self.under[t]}:
                self.hands[s].sort()
            self.under[t] = []
            events.append(
                Event.of(
                    AnimalsReturned(pattern, returned),
                    say("The Animal cards under the {table} table return to their owners", table=_name(pattern)),
                )
            )
        self.progress[t] = 0

    def _replenish(self, events: list[Event]) -> None:
        for t, pattern in enumerate(self.tables):
            if self.cards[t] is not None:
                continue
            if not self.celebration_deck:
                events.append(
                    Event.of(
                        NotRefilled(pattern),
                        say("The Celebration deck is empty: the {table} table stays empty", table=_name(pattern)),
                    )
                )
                continue
            card = self.celebration_deck.pop(0)
            self.cards[t] = card
            self.progress[t] = 0
            info = CELEBRATION_BY_ID[card]
            events.append(
                Event.of(
                    Refilled(pattern, card, str(info.name), info.limit),
                    say("{task} (limit {limit}) goes on the {table} table", task=info.name, limit=info.limit,
                        table=_name(pattern)),
                    reveals=True,
                )
            )

    def _end(self, why: str, events: list[Event]) -> None:
        self.over = True
        self.ended_by = why
        text = (
            say("Turtle is home: the party starts and the game ends")
            if why == "turtle"
            else say("Every Celebration task is done: the game ends")
        )
        events.append(Event.of(GameEnded(why), text))

    # --- the rest of the protocol ---------------------------------------------

    def view(self, seat: int | None) -> TurtleView:
        return TurtleView.of(self, seat)

    def is_over(self) -> bool:
        return self.over

    def score(self, seat: int) -> int:
        return sum(points for _, points in score_parts(self.hustle[seat], len(self.won[seat])))

    def result(self) -> Result:
        scores = [self.score(s) for s in range(self.num_players)]
        counts = [len(w) for w in self.won]
        keys = [(scores[s], counts[s]) for s in range(self.num_players)]
        tiebreak = Result.tie_note(keys, [say("tied on points: more Celebration cards wins")],
                                   say("tied on points and Celebration cards: the victory is shared"))
        breakdown = [score_parts(self.hustle[s], counts[s]) for s in range(self.num_players)]
        return Result.ranked(keys, scores, breakdown, tiebreak)

    def clone(self) -> TurtleState:
        o = self._base_copy()
        o.tables = self.tables
        o.animals = self.animals
        o.cards = list(self.cards)
        o.progress = list(self.progress)
        o.under = [list(u) for u in self.under]
        o.hands = [list(h) for h in self.hands]
        o.celebration_deck = list(self.celebration_deck)
        o.won = [list(w) for w in self.won]
        o.boxed = list(self.boxed)
        o.ant_deck = list(self.ant_deck)
        o.ant_removed = list(self.ant_removed)
        o.ant_revealed = list(self.ant_revealed)
        o.hustle = list(self.hustle)
        o.start_player = self.start_player
        o.round = self.round
        o.commits = list(self.commits)
        o.over = self.over
        o.ended_by = self.ended_by
        return o

    def to_dict(self) -> dict[str, object]:
        return {
            "tables": list(self.tables),
            "animals": list(self.animals),
            "cards": list(self.cards),
            "progress": list(self.progress),
            "under": [[[s, v] for s, v in u] for u in self.under],
            "hands": [list(h) for h in self.hands],
            "celebration_deck": list(self.celebration_deck),
            "won": [list(w) for w in self.won],
            "boxed": list(self.boxed),
            "ant_deck": list(self.ant_deck),
            "ant_removed": list(self.ant_removed),
            "ant_revealed": list(self.ant_revealed),
            "hustle": list(self.hustle),
            "start_player": self.start_player,
            "round": self.round,
            "commits": [str(c) if c is not None else None for c in self.commits],
            "over": self.over,
            "ended_by": self.ended_by,
        }


def _unseen_ant_deck(view: TurtleView, rng: random.Random) -> tuple[list[str], list[str]]:
    """The Ant deck (and the cards out of the game) dealt from the Ant cards `view`'s seat has not seen.

    With 4 players the two cards taken out at random are unseen too, so they are dealt with the deck.
    """
    n = view.num_players
    unseen = sorted(a.id for a in data.ants_for(n) if a.id not in view.ants_revealed)
    rng.shuffle(unseen)
    turtle = TURTLE_RETURNS not in view.ants_revealed
    size = view.ant_deck_size
    deck = unseen[: size - turtle]
    removed = sorted(unseen[size - turtle:]) if n == 4 else sorted(
        a.id for a in data.ANT_CARDS if a.id not in {b.id for b in data.ants_for(n)})
    if turtle:
        # Turtle Returns lies somewhere among the bottom four cards, or what is left of them.
        deck.insert(size - 1 - rng.randrange(min(size, data.ANTS_UNDER_TURTLE + 1)), TURTLE_RETURNS)
    return deck, removed


class BirthdayTurtle(Game):
    id = "birthday-turtle"
    name = "Happy Birthday Turtle!!"
    state_class = TurtleState
    min_players = 2
    max_players = 4
    designer = "Kay Kotani"
    setup_fields: Mapping[str, object] = {"celebration_deck": [str], "ant_deck": [str], "start_player": int,
                                          "animals": [str]}
    #: How to Play: whoever celebrated a birthday most recently takes the first Start Player card.
    first_player = FirstPlayer(say("Who celebrated a birthday most recently?"), "start_player")
    #: Setup: each player chooses an animal and takes its four cards.
    seat_choice = SeatChoice(say("Animal"), "animals", tuple((a, data.ANIMAL_NAMES[a]) for a in data.ANIMALS))
    options = (
        Option(
            "tables_2p",
            say("Tables with 2 players"),
            data.DEFAULT_TABLES_2P,
            choices=tuple(data.TABLES_2P),
            choice_labels=tuple(data.TABLES_2P_LABELS),
            help=say("Which two tables a 2-player game uses (the rulebook names both pairs)."),
            only_players=(2,),
        ),
    )

    def parse_action(self, text: str) -> Commit:
        return parse_commit(text)
