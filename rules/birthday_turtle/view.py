"""What one seat of Happy Birthday Turtle!! may know, as a plain frozen value.

Everything on the table is public (the tables, the cards under them, every hand of Animal
cards, the points and the Ant cards seen) except three things: the other seats' face-down
choices, the order of both decks, and with 4 players which two Ant cards left the game. A
view holds the public part and the seat's own choice, plus what the table shows that the
rules work out (scores and their parts, what is legal), so neither a table nor a bot needs
the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.core import IllegalAction, Text, View, say

from . import data
from .actions import Commit, LaidOut, Pair, legal_commits, refusal

if TYPE_CHECKING:
    from .state import TurtleState

JSON = dict[str, object]


def score_parts(hustle: int, celebrations: int) -> tuple[tuple[Text, int], ...]:
    """Final Scoring: Hustle Points plus the points of the Celebration cards collected."""
    return (
        (say("Hustle Points"), hustle),
        (say("Celebration cards ({points} each)", points=data.CELEBRATION_POINTS),
         data.CELEBRATION_POINTS * celebrations),
    )


@dataclass(frozen=True)
class TableView:
    """One party table as every seat sees it."""

    pattern: str
    #: The table's name ("Floral").
    pattern_name: Text
    #: The Celebration card on it (None once its task is done and the deck could not refill it).
    card: str | None
    name: Text | None
    limit: int | None
    progress: int
    #: The Animal cards lying under it: (seat, value), in the order they were placed.
    under: tuple[tuple[int, int], ...]

    @property
    def spaces_left(self) -> int:
        return 0 if self.limit is None else self.limit - self.progress

    def to_dict(self) -> JSON:
        return {
            "pattern": self.pattern,
            "card": self.card,
            "name": None if self.name is None else str(self.name),
            "limit": self.limit,
            "progress": self.progress,
            "under": [[s, v] for s, v in self.under],
        }


@dataclass(frozen=True)
class TurtleView(View[Commit]):
    """What one seat knows: everything but the face-down choices of others and both decks' order."""

    seat: int | None
    num_players: int
    #: The 2-player table option (which two tables stand).
    tables_2p: str
    round: int
    #: A 2-player odd round: this round's pair and the next round's are chosen together.
    two_pairs: bool
    start_player: int
    tables: tuple[TableView, ...]
    #: Each seat's animal (its Animal cards' picture).
    animals: tuple[str, ...]
    #: Each seat's Animal cards in hand (public: the rest lie face up under the tables).
    cards_left: tuple[tuple[int, ...], ...]
    hustle: tuple[int, ...]
    won: tuple[tuple[str, ...], ...]
    boxed: tuple[str, ...]
    celebration_deck_size: int
    ant_deck_size: int
    ants_revealed: tuple[str, ...]
    #: The Pattern cards each hand holds when choosing (all of them: they come home every round).
    pattern_cards: tuple[str, ...]
    committed: tuple[bool, ...]
    #: This seat's own face-down choice, once made.
    my_commitment: tuple[Pair, ...] | None
    over: bool
    ended_by: str
    #: The seats still to choose this round.
    acting: tuple[int, ...]
    #: Each seat's score so far and its parts, as the final scoring would count them now.
    scores: tuple[int, ...]
    breakdown: tuple[tuple[tuple[Text, int], ...], ...]
    game_id: str = "birthday-turtle"

    @staticmethod
    def of(state: TurtleState, seat: int | None) -> TurtleView:
        tables = tuple(
            TableView(
                p,
                data.PATTERN_NAMES[p],
                c,
                data.CELEBRATION_BY_ID[c].name if c else None,
                data.CELEBRATION_BY_ID[c].limit if c else None,
                state.progress[t],
                tuple(state.under[t]),
            )
            for t, (p, c) in enumerate(zip(state.tables, state.cards, strict=True))
        )
        own = state.commits[seat] if seat is not None else None
        copies = data.PATTERN_COPIES[state.num_players]
        n = state.num_players
        return TurtleView(
            seat=seat,
            num_players=n,
            tables_2p=str(state.options.get("tables_2p", data.DEFAULT_TABLES_2P)),
            round=state.round,
            two_pairs=state.two_pairs,
            start_player=state.start_player,
            tables=tables,
            animals=state.animals,
            cards_left=tuple(tuple(h) for h in state.hands),
            hustle=tuple(state.hustle),
            won=tuple(tuple(w) for w in state.won),
            boxed=tuple(state.boxed),
            celebration_deck_size=len(state.celebration_deck),
            ant_deck_size=len(state.ant_deck),
            ants_revealed=tuple(state.ant_revealed),
            pattern_cards=tuple(p for p in state.tables for _ in range(copies)),
            committed=tuple(c is not None for c in state.commits),
            my_commitment=own.pairs if own is not None else None,
            over=state.over,
            ended_by=state.ended_by,
            acting=state.to_act(),
            scores=tuple(state.score(s) for s in range(n)),
            breakdown=tuple(score_parts(state.hustle[s], len(state.won[s])) for s in range(n)),
        )

    # --- what the seat may do ---------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return self.acting

    def seat_count(self) -> int:
        return self.num_players

    def legal_tables(self, seat: int | None = None) -> tuple[str, ...]:
        """Patterns a Pattern card may name now (tables with a Celebration card), for any seat."""
        return tuple(t.pattern for t in self.tables if t.card is not None)

    def playable_animals(self, seat: int | None = None, chosen: tuple[int, ...] = ()) -> list[int]:
        """Distinct Animal card values the seat can play after setting `chosen` aside; empty: Pattern card alone."""
        who = self.seat if seat is None else seat
        if who is None:
            return []
        left = list(self.cards_left[who])
        for value in chosen:
            if value in left:
                left.remove(value)
        return sorted(set(left))

    def legal_actions(self) -> list[Commit]:
        if self.seat is None or self.seat not in self.acting:
            return []
        return list(legal_commits(self.two_pairs, self.cards_left[self.seat], self.legal_tables())[0])

    def why_illegal(self, action: Commit) -> IllegalAction | None:
        """The rules' reason to refuse `action` for this seat (None if it is legal)."""
        refusal = self._why_not_now()
        if refusal is not None or self.seat is None:
            return refusal
        legal = legal_commits(self.two_pairs, self.cards_left[self.seat], self.legal_tables())[1]
        return None if action in legal else self._refusal(action.pairs)

    def why_not_yet(self, laid: LaidOut) -> IllegalAction | None:
        """None if what the seat has laid out can still become a legal commitment, else the rule it breaks."""
        refusal = self._why_not_now()
        if refusal is not None:
            return refusal
        if any(laid.admits(a) for a in self.legal_actions()):
            return None
        return self._refusal(laid.pairs)

    def _why_not_now(self) -> IllegalAction | None:
        """The same checks, in the same order, as the state's `why_not_now`."""
        if self.seat is None:
            return IllegalAction(say("a spectator has no moves"))
        if self.over:
            return IllegalAction(say("the game is over"))
        if self.seat not in self.acting:
            return IllegalAction(say("it is not your turn"))
        return None

    def _refusal(self, pairs: tuple[tuple[int | None, str | None], ...]) -> IllegalAction:
        assert self.seat is not None
        found = refusal(self.two_pairs, tuple(t.pattern for t in self.tables), self.legal_tables(),
                        self.cards_left[self.seat], pairs)
        return found or IllegalAction(say("that is not a legal choice now"))

    # --- plain data -------------------------------------------------------------------------

    def to_dict(self) -> JSON:
        return {
            "game": self.game_id,
            "seat": self.seat,
            "to_act": list(self.acting),
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
            "scores": list(self.scores),
        }
