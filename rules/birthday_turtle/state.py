"""Happy Birthday Turtle!! rules: the secret commitment, the Ants, resolution and scoring.

A round is one simultaneous choice: every seat commits an Animal card and a
Pattern card face down (two pairs at once in a 2-player odd round). When the last
seat commits, the whole round resolves inside that one `apply` (and, with two
players, the following even round too, since nobody chooses anything in it) and
the events describe every step for the table to animate.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import BadNotation, Event, Game, GameState, IllegalAction, Option, Result, View

from . import data
from .data import ANT_BY_ID, CELEBRATION_BY_ID, PATTERN_NAMES, TURTLE_RETURNS

#: An Animal card value of 0 in a pair means "Pattern card alone" (no Animal card left).
NO_ANIMAL = 0

RULE_CHOOSE = "How to Play, step 1"
RULE_SUPPLEMENT = "Supplementary Rules for Play"
RULE_2P = "Additional Changes for 2-Player Games, step 1"
RULE_SETUP_TABLES = "Setup 1"

Pair = tuple[int, str]


@dataclass(frozen=True)
class Commit:
    """A face-down choice: one (Animal card value, pattern) pair, or two in a 2-player odd round.

    The first pair is revealed this round, the second in the following even round.
    """

    pairs: tuple[Pair, ...]
    text: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        parts = [f"{v} {p}" if v else f"pattern {p}" for v, p in self.pairs]
        object.__setattr__(self, "text", "play " + ", ".join(parts))

    def __str__(self) -> str:
        return self.text


def parse_commit(text: str) -> Commit:
    expected = "'play 2 polka-dot', 'play pattern floral' or (2 players) 'play 1 check, 3 polka-dot'"
    words = text.strip().lower()
    if not words.startswith("play "):
        raise BadNotation(text, expected)
    pairs: list[Pair] = []
    for part in words[5:].split(","):
        bits = part.split()
        if len(bits) != 2 or bits[1] not in PATTERN_NAMES:
            raise BadNotation(text, expected)
        if bits[0] == "pattern":
            value = NO_ANIMAL
        elif bits[0] in ("1", "2", "3"):
            value = int(bits[0])
        else:
            raise BadNotation(text, expected)
        pairs.append((value, bits[1]))
    if not 1 <= len(pairs) <= 2:
        raise BadNotation(text, expected)
    return _commit(tuple(pairs))


_COMMITS: dict[tuple[Pair, ...], Commit] = {}


def _commit(pairs: tuple[Pair, ...]) -> Commit:
    """One shared Commit per choice, so legal-move lists cost no allocations."""
    found = _COMMITS.get(pairs)
    if found is None:
        found = _COMMITS[pairs] = Commit(pairs)
    return found


_SHOWN: dict[Commit, str] = {}


def _shown(commit: Commit) -> str:
    """The log words for a commitment, kept per (shared) Commit."""
    found = _SHOWN.get(commit)
    if found is None:
        found = _SHOWN[commit] = ", ".join(
            f"{v} on {_name(p)}" if v else f"Pattern card alone on {_name(p)}" for v, p in commit.pairs
        )
    return found


_LEGAL: dict[tuple[bool, tuple[int, ...], tuple[str, ...]], tuple[list[Commit], frozenset[Commit]]] = {}


def _legal_commits(two_pairs: bool, hand: tuple[int, ...], open_tables: tuple[str, ...]) -> tuple[
    list[Commit], frozenset[Commit]
]:
    """Every commitment for a hand (sorted values) when these tables have a Celebration card."""
    key = (two_pairs, hand, open_tables)
    found = _LEGAL.get(key)
    if found is not None:
        return found
    actions: list[Commit] = []
    if not two_pairs:
        values = sorted(set(hand)) or [NO_ANIMAL]
        actions = [_commit(((v, p),)) for v in values for p in open_tables]
    else:
        firsts = sorted(set(hand)) or [NO_ANIMAL]
        for v1 in firsts:
            rest = list(hand)
            if v1:
                rest.remove(v1)
            seconds = sorted(set(rest)) or [NO_ANIMAL]
            for v2 in seconds:
                for p1 in open_tables:
                    for p2 in open_tables:
                        actions.append(_commit(((v1, p1), (v2, p2))))
    found = (actions, frozenset(actions))
    _LEGAL[key] = found
    return found


def _playable(hand: Sequence[int], chosen: tuple[int, ...]) -> list[int]:
    left = list(hand)
    for value in chosen:
        if value in left:
            left.remove(value)
    return sorted(set(left))


def _name(pattern: str) -> str:
    return PATTERN_NAMES[pattern]


_SEAT_MARKS = tuple(f"{{P{seat}}}" for seat in range(4))


def _p(seat: int) -> str:
    """The placeholder `Event.describe` replaces with the seat's name."""
    return _SEAT_MARKS[seat]


class TurtleState(GameState):
    """A game of Happy Birthday Turtle!! between 2 and 4 seats.

    Seats sit clockwise in seat order, so "to the left" is the next seat. Each
    player's hand holds every Animal card not lying under a table; a commitment
    only points at cards in that hand until resolution moves them.
    """

    tables: tuple[str, ...]
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
        unknown = set(setup) - {"celebration_deck", "ant_deck", "start_player"}
        if unknown:
            raise ValueError(
                f"unknown setup field(s) {sorted(unknown)}; the fields are celebration_deck, ant_deck, start_player"
            )

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
        return _playable(self.hands[seat], chosen)

    def commit_options(self, seat: int) -> list[Commit]:
        """Every commitment the rules allow `seat` this round, committed already or not."""
        return _legal_commits(self.two_pairs, tuple(self.hands[seat]), self.open_tables())[0]

    def to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        return tuple([s for s, c in enumerate(self.commits) if c is None])

    def legal_actions(self, seat: int) -> list[Any]:
        if self.over or not 0 <= seat < self.num_players or self.commits[seat] is not None:
            return []
        return list(self.commit_options(seat))

    def why_illegal(self, seat: int, action: Any) -> IllegalAction | None:
        if not isinstance(action, Commit):
            return IllegalAction("not a Happy Birthday Turtle!! move")
        hand = self.hands[seat]
        open_tables = self.open_tables()
        if action in _legal_commits(self.two_pairs, tuple(hand), open_tables)[1]:
            return None
        wanted = 2 if self.two_pairs else 1
        if len(action.pairs) != wanted:
            if wanted == 2:
                return IllegalAction(
                    "in a 2-player odd round you choose two pairs: one for this round and one for the next",
                    RULE_2P,
                )
            return IllegalAction("choose exactly one Animal card and one Pattern card", RULE_CHOOSE)
        for _, pattern in action.pairs:
            if pattern not in self.tables:
                return IllegalAction(
                    f"Pattern cards only for tables in play: there is no {_name(pattern)} table in this game",
                    RULE_SETUP_TABLES,
                )
            if pattern not in open_tables:
                return IllegalAction(f"the {_name(pattern)} table has no Celebration card", RULE_SUPPLEMENT)
        left = list(hand)
        for value, _ in action.pairs:
            if value == NO_ANIMAL:
                continue
            if value not in left:
                more = " more" if value in hand else ""
                return IllegalAction(f"you have no{more} {value} left", RULE_CHOOSE)
            left.remove(value)
        values = [v for v, _ in action.pairs]
        if wanted == 2 and len(hand) == 1 and values[0] == NO_ANIMAL:
            return IllegalAction(
                "with a single Animal card left, it must go in this round's (odd-round) pair", RULE_2P
            )
        if NO_ANIMAL in values:
            return IllegalAction(
                "you still have Animal cards: a Pattern card goes out alone only when you have none",
                RULE_SUPPLEMENT,
            )
        return IllegalAction(f"{action} is not a legal move now", RULE_CHOOSE)

    # --- the round ------------------------------------------------------------

    def _apply(self, seat: int, action: Any) -> list[Event]:
        self.commits[seat] = action
        shown = _shown(action)
        events = [
            Event(
                "commit",
                f"{_p(seat)} places cards face down: {shown}",
                seat,
                {"seat": seat, "pairs": [[v, p] for v, p in action.pairs]},
                frozenset((seat,)),
                f"{_p(seat)} places cards face down", reveals=True,
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
        events.append(
            Event(
                "reveal",
                f"Round {self.round}, the cards are revealed: "
                + ", ".join(
                    f"{_p(s)} {v} on {_name(p)}" if v else f"{_p(s)} a Pattern card alone on {_name(p)}"
                    for s, (v, p) in enumerate(plays)
                ),
                data={"round": self.round, "plays": [[s, v, p] for s, (v, p) in enumerate(plays)]}, reveals=True,
            )
        )
        completed: list[int] = []

        # Step 2: the Ants.
        ant = self.ant_deck.pop(0)
        self.ant_revealed.append(ant)
        if ant == TURTLE_RETURNS:
            events.append(Event("ant_card", "Turtle Returns is revealed!", data={"card": ant, "patterns": []},
                                reveals=True))
            self._end("turtle", events)
            return
        patterns = ANT_BY_ID[ant].patterns
        events.append(
            Event(
                "ant_card",
                "The Ant card shows " + " and ".join(_name(p) for p in patterns),
                data={"card": ant, "patterns": list(patterns)}, reveals=True,
            )
        )
        for pattern in patterns:
            self._ants_step(pattern, "The Ants", None, completed, events)
        # Supplementary rule: a Pattern card alone counts as Ants' work, seat order from the Start Player.
        for s in order:
            value, pattern = plays[s]
            if value == NO_ANIMAL:
                self._ants_step(pattern, f"{_p(s)}'s Pattern card", s, completed, events)

        # Step 3: Animal cards, 1s then 2s then 3s, ties clockwise from the Start Player.
        for value in (1, 2, 3):
            for s in order:
                if plays[s][0] == value:
                    self._place(s, value, plays[s][1], completed, events)

        # Step 4: Hustle Points for every completed table, then its Animal cards go home.
        for t in sorted(completed):
            self._pay(t, events)

        # Step 5: cleanup.
        events.append(Event("cleanup", "Pattern cards return to their owners' hands", data={"round": self.round}))
        self._replenish(events)
        if not self.celebration_deck and all(c is None for c in self.cards):
            self._end("tasks", events)
            return
        if n != 2 or self.round % 2 == 0:
            old, self.start_player = self.start_player, (self.start_player + 1) % n
            events.append(
                Event(
                    "start_player",
                    f"{_p(self.start_player)} takes the Start Player card",
                    self.start_player,
                    {"from": old, "to": self.start_player},
                )
            )
        self.round += 1

    def _ants_step(self, pattern: str, who: str, seat: int | None, completed: list[int], events: list[Event]) -> None:
        """One space of Ants' work on a table; completing it sends its card to the box."""
        if pattern not in self.tables:
            events.append(
                Event("ants_rest", f"No {_name(pattern)} table: the Ants rest", seat, {"table": pattern, "seat": seat})
            )
            return
        t = self.tables.index(pattern)
        card = self.cards[t]
        if card is None:
            reason = "its task is already completed" if t in completed else "it has no Celebration card"
            events.append(
                Event(
                    "ants_rest",
                    f"{who} cannot work on the {_name(pattern)} table: {reason}",
                    seat,
                    {"table": pattern, "seat": seat, "reason": reason},
                )
            )
            return
        before = self.progress[t]
        self.progress[t] = before + 1
        events.append(
            Event(
                "cube",
                f"{who} move the {_name(pattern)} cube to {before + 1}"
                if seat is None
                else f"{who} moves the {_name(pattern)} cube to {before + 1} (Ants' work)",
                seat,
                {"table": pattern, "from": before, "to": before + 1, "by": "ants", "seat": seat},
            )
        )
        if before + 1 == CELEBRATION_BY_ID[card].limit:
            self.cards[t] = None
            self.boxed.append(card)
            completed.append(t)
            events.append(
                Event(
                    "complete",
                    f"The Ants complete {CELEBRATION_BY_ID[card].name}: the card goes to the box",
                    seat,
                    {"table": pattern, "card": card, "by": "ants", "seat": seat, "to": "box"},
                )
            )

    def _place(self, seat: int, value: int, pattern: str, completed: list[int], events: list[Event]) -> None:
        """Step 3 for one Animal card: an exact fit completes the task; too big fails."""
        t = self.tables.index(pattern)
        card = self.cards[t]
        if card is None:
            reason = "the task there is already completed" if t in completed else "the table has no Celebration card"
            self._fail(seat, value, pattern, reason, events)
            return
        limit = CELEBRATION_BY_ID[card].limit
        before = self.progress[t]
        if value > limit - before:
            left = limit - before
            self._fail(seat, value, pattern, f"{value} is more than the {left} space{'s' * (left != 1)} left", events)
            return
        self.hands[seat].remove(value)
        self.under[t].append((seat, value))
        self.progress[t] = before + value
        events.append(
            Event(
                "place",
                f"{_p(seat)} plays {value} on {_name(pattern)}: the cube moves to {before + value}",
                seat,
                {"seat": seat, "value": value, "table": pattern, "from": before, "to": before + value},
            )
        )
        if before + value == limit:
            self.cards[t] = None
            self.won[seat].append(card)
            completed.append(t)
            events.append(
                Event(
                    "complete",
                    f"{_p(seat)} completes {CELEBRATION_BY_ID[card].name} and takes the Celebration card",
                    seat,
                    {"table": pattern, "card": card, "by": "player", "seat": seat, "to": "player"},
                )
            )

    def _fail(self, seat: int, value: int, pattern: str, reason: str, events: list[Event]) -> None:
        events.append(
            Event(
                "fail",
                f"{_p(seat)}'s {value} on {_name(pattern)} fails ({reason}) and returns to hand",
                seat,
                {"seat": seat, "value": value, "table": pattern, "reason": reason},
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
                    Event(
                        "points",
                        f"{_p(s)} gains {points} Hustle Point{'s' * (points != 1)} from the {_name(pattern)} table",
                        s,
                        {"seat": s, "points": points, "table": pattern},
                    )
                )
        if self.under[t]:
            returned = [[s, v] for s, v in self.under[t]]
            for s, v in self.under[t]:
                self.hands[s].append(v)
            for s in {s for s, _ in self.under[t]}:
                self.hands[s].sort()
            self.under[t] = []
            events.append(
                Event(
                    "cards_returned",
                    f"The Animal cards under the {_name(pattern)} table return to their owners",
                    data={"table": pattern, "cards": returned},
                )
            )
        self.progress[t] = 0

    def _replenish(self, events: list[Event]) -> None:
        for t, pattern in enumerate(self.tables):
            if self.cards[t] is not None:
                continue
            if not self.celebration_deck:
                events.append(
                    Event(
                        "no_refill",
                        f"The Celebration deck is empty: the {_name(pattern)} table stays empty",
                        data={"table": pattern},
                    )
                )
                continue
            card = self.celebration_deck.pop(0)
            self.cards[t] = card
            self.progress[t] = 0
            info = CELEBRATION_BY_ID[card]
            events.append(
                Event(
                    "refill",
                    f"{info.name} (limit {info.limit}) goes on the {_name(pattern)} table",
                    data={"table": pattern, "card": card, "name": info.name, "limit": info.limit},
                )
            )

    def _end(self, why: str, events: list[Event]) -> None:
        self.over = True
        self.ended_by = why
        text = (
            "Turtle is home: the party starts and the game ends"
            if why == "turtle"
            else "Every Celebration task is done: the game ends"
        )
        events.append(Event("game_end", text, data={"reason": why}))

    # --- the rest of the protocol ---------------------------------------------

    def view(self, seat: int | None) -> TurtleView:
        return TurtleView(self, seat)

    def is_over(self) -> bool:
        return self.over

    def score(self, seat: int) -> int:
        return self.hustle[seat] + data.CELEBRATION_POINTS * len(self.won[seat])

    def result(self) -> Result:
        scores = [self.score(s) for s in range(self.num_players)]
        counts = [len(w) for w in self.won]
        keys = [(scores[s], counts[s]) for s in range(self.num_players)]
        tiebreak = Result.tie_note(keys, ["tied on points: more Celebration cards wins"],
                                   "tied on points and Celebration cards: the victory is shared")
        breakdown = [
            (("Hustle Points", self.hustle[s]), ("Celebration cards ×2", data.CELEBRATION_POINTS * counts[s]))
            for s in range(self.num_players)
        ]
        return Result.ranked(keys, scores, breakdown, tiebreak)

    def clone(self) -> TurtleState:
        o = TurtleState.__new__(TurtleState)
        self._copy_base(o)
        o.tables = self.tables
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

    def to_dict(self) -> dict[str, Any]:
        return {
            "tables": list(self.tables),
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


@dataclass(frozen=True)
class TableView:
    """One table as every seat sees it."""

    pattern: str
    card: str | None
    name: str | None
    limit: int | None
    progress: int
    under: tuple[tuple[int, int], ...]

    @property
    def spaces_left(self) -> int:
        return 0 if self.limit is None else self.limit - self.progress

    def to_dict(self) -> dict[str, Any]:
        return {
            "pattern": self.pattern,
            "card": self.card,
            "name": self.name,
            "limit": self.limit,
            "progress": self.progress,
            "under": [[s, v] for s, v in self.under],
        }


class TurtleView(View):
    """What one seat knows: everything but the face-down choices of others and both decks' order."""

    def __init__(self, state: TurtleState, seat: int | None) -> None:
        self.game_id = "birthday-turtle"
        self.seat = seat
        self._state = state.clone()  # a later move on the live state must not change this view
        self.num_players = state.num_players
        self.round = state.round
        self.two_pairs = state.two_pairs
        self.start_player = state.start_player
        self.tables = tuple(
            TableView(
                p,
                c,
                CELEBRATION_BY_ID[c].name if c else None,
                CELEBRATION_BY_ID[c].limit if c else None,
                state.progress[t],
                tuple(state.under[t]),
            )
            for t, (p, c) in enumerate(zip(state.tables, state.cards, strict=True))
        )
        self.cards_left = tuple(tuple(h) for h in state.hands)
        self.hustle = tuple(state.hustle)
        self.won = tuple(tuple(w) for w in state.won)
        self.boxed = tuple(state.boxed)
        self.celebration_deck_size = len(state.celebration_deck)
        self.ant_deck_size = len(state.ant_deck)
        self.ants_revealed = tuple(state.ant_revealed)
        copies = data.PATTERN_COPIES[state.num_players]
        #: Every Pattern card goes home at cleanup, so each hand holds all of them when choosing.
        self.pattern_cards = tuple(p for p in state.tables for _ in range(copies))
        self.committed = tuple(c is not None for c in state.commits)
        own = state.commits[seat] if seat is not None else None
        self.my_commitment: tuple[Pair, ...] | None = own.pairs if own is not None else None
        self.over = state.over
        self.ended_by = state.ended_by
        self._to_act = state.to_act()

    def to_act(self) -> tuple[int, ...]:
        return self._to_act

    def legal_tables(self, seat: int | None = None) -> tuple[str, ...]:
        """Patterns a Pattern card may name now (tables with a Celebration card), for any seat."""
        return tuple(t.pattern for t in self.tables if t.card is not None)

    def playable_animals(self, seat: int | None = None, chosen: tuple[int, ...] = ()) -> list[int]:
        """Distinct Animal card values the seat can play after setting `chosen` aside; empty: Pattern card alone."""
        who = self.seat if seat is None else seat
        return [] if who is None else _playable(self.cards_left[who], chosen)

    def legal_actions(self) -> list[Any]:
        if self.seat is None:
            return []
        return self._state.legal_actions(self.seat)

    def why_illegal(self, action: Any) -> IllegalAction | None:
        """The rules' reason to refuse `action` for this seat (None if it is legal)."""
        if self.seat is None:
            return IllegalAction("a spectator has no moves")
        if self.seat not in self._to_act:
            return IllegalAction("it is not your turn")
        return self._state.why_illegal(self.seat, action)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "seat": self.seat,
            "to_act": list(self._to_act),
            "round": self.round,
            "two_pairs": self.two_pairs,
            "start_player": self.start_player,
            "tables": [t.to_dict() for t in self.tables],
            "cards_left": [list(h) for h in self.cards_left],
            "hustle": list(self.hustle),
            "won": [list(w) for w in self.won],
            "boxed": list(self.boxed),
            "celebration_deck_size": self.celebration_deck_size,
            "ant_deck_size": self.ant_deck_size,
            "ants_revealed": list(self.ants_revealed),
            "pattern_cards": list(self.pattern_cards),
            "committed": list(self.committed),
            "my_commitment": [[v, p] for v, p in self.my_commitment] if self.my_commitment is not None else None,
            "over": self.over,
            "ended_by": self.ended_by,
        }

    def determinize(self, rng: random.Random) -> TurtleState:
        """Re-deal both decks and every other seat's face-down choice from what this seat has not seen."""
        s = self._state.clone()
        s.rng = random.Random(rng.random())
        # Shuffle from a canonical order, so the result never depends on the true hidden order.
        s.celebration_deck.sort()
        rng.shuffle(s.celebration_deck)
        # Ant cards this seat has not seen: the deck, plus the two removed at random with 4 players.
        hidden = [a for a in s.ant_deck if a != TURTLE_RETURNS]
        size = len(s.ant_deck)
        if s.num_players == 4:
            hidden += s.ant_removed
        hidden.sort(key=str)
        rng.shuffle(hidden)
        turtle = TURTLE_RETURNS in s.ant_deck
        deck = hidden[: size - turtle]
        if s.num_players == 4:
            s.ant_removed = sorted(hidden[size - turtle :])
        if TURTLE_RETURNS in s.ant_deck:
            # Turtle Returns lies somewhere among the bottom four cards, or what is left of them.
            deck.insert(size - 1 - rng.randrange(min(size, data.ANTS_UNDER_TURTLE + 1)), TURTLE_RETURNS)
        s.ant_deck = deck
        for other in range(s.num_players):
            if other != self.seat and s.commits[other] is not None:
                s.commits[other] = rng.choice(s.commit_options(other))
        return s


class BirthdayTurtle(Game):
    id = "birthday-turtle"
    name = "Happy Birthday Turtle!!"
    min_players = 2
    max_players = 4
    designer = "Kay Kotani"
    setup_fields: Mapping[str, Any] = {"celebration_deck": [str], "ant_deck": [str], "start_player": int}
    options = (
        Option(
            "tables_2p",
            "Tables with 2 players",
            data.DEFAULT_TABLES_2P,
            choices=tuple(data.TABLES_2P),
            choice_labels=tuple(data.TABLES_2P_LABELS),
            help="Which two tables a 2-player game uses (the rulebook names both pairs).",
        ),
    )

    def _new(
        self, num_players: int, options: dict[str, Any], seed: int, setup: Mapping[str, Any] | None
    ) -> TurtleState:
        return TurtleState(num_players, options, seed, setup)

    def parse_action(self, text: str) -> Any:
        return parse_commit(text)

