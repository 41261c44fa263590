"""The state protocol every game implements.

A game state answers a fixed set of questions (who acts, what is legal, what one
seat may see, who won) and changes only through `apply`. The base class owns the
bookkeeping every game shares: the seeded generator, the options, the action
history that makes a record, and the checks that come before any game rule (is the
game over, is it this seat's turn). Games fill in the rest.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar, cast, runtime_checkable

from .errors import IllegalAction
from .registry import get_game
from .text import Text, Translate, say, unwritten

if TYPE_CHECKING:
    from .game import Game


@runtime_checkable
class Action(Protocol):
    """A move: a small immutable, hashable value whose `str()` is its notation.

    Each game parses the notation back with `Game.parse_action`, and
    `parse_action(str(a)) == a` holds for every action of every game.
    """

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


A = TypeVar("A", bound=Action)
A_contra = TypeVar("A_contra", bound=Action, contravariant=True)
V = TypeVar("V", bound="View[Any]")


class Partial(Protocol[A_contra]):
    """A move still being built on the table (one pair of two, a path so far, a half-made choice).

    The rules answer for it through `GameState.completions`: which whole actions it could
    still become. `admits` says whether a whole action is one of them.
    """

    def admits(self, action: A_contra) -> bool: ...


@dataclass(frozen=True)
class Payload:
    """What an event says beyond its sentence, as a game's own frozen dataclass (`rules/<game>/events.py`).

    A reader matches on the class (`match event.payload: case CubeMoved(table=t): …`) and gets fields
    the type checker knows, so a fact the rules did not give (a seat) is an error where the event is
    made, never a default where it is read. The class's name is the event's `kind`.
    """

    #: The event opens a round of the game (its cards revealed): an account of a move that plays more than one
    #: round (a two-player Happy Birthday Turtle!! commit) sets each round apart from the one before.
    begins_round: ClassVar[bool] = False


@dataclass(frozen=True)
class Event:
    """Something that happened during `apply`, in the order it happened.

    `text` is a plain sentence for the log; `{P0}`, `{P1}` … stand for seat names
    and are filled in by `describe`. An event with `visible_to` set carries secrets
    (a drawn card's identity): other seats get `public_text` instead and must not be
    shown its `payload`.

    `payload` is what happened, typed (make such an event with `Event.of`); `kind` is then its
    class's name, and stays when `for_seat` strips the payload, so a seat that may not see a
    drawn card still knows a card was drawn (`is_a`).

    `reveals` says that the event tells the seats who may see it something they could
    not know before (a card turned up, a hand drawn, face-down choices shown): a player
    may take back an action only until something is revealed.
    """

    kind: str
    text: str | Text = ""
    seat: int | None = None
    visible_to: frozenset[int] | None = None
    public_text: str | Text | None = None
    reveals: bool = False
    payload: Payload | None = None

    def __post_init__(self) -> None:
        if self.payload is not None and self.kind != type(self.payload).__name__:
            raise ValueError(f"a {type(self.payload).__name__} event has that kind, not {self.kind!r}")

    @classmethod
    def of(cls, payload: Payload, text: str | Text = "", seat: int | None = None, *,
           visible_to: frozenset[int] | None = None, public_text: str | Text | None = None,
           reveals: bool = False) -> Event:
        """The event carrying `payload`: its kind is the payload's class."""
        return cls(type(payload).__name__, text, seat, visible_to, public_text, reveals, payload)

    def is_a(self, kind: type[Payload]) -> bool:
        """Whether this event is of `kind`, even when `for_seat` has stripped its payload."""
        return self.kind == kind.__name__

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    @property
    def actor(self) -> int:
        """The seat that acted; an event of nobody's doing (a card turned up by the game) has none,
        and asking for it is an error, never seat 0."""
        if self.seat is None:
            raise LookupError(f"the {self.kind!r} event belongs to no seat")
        return self.seat

    def describe(self, names: Sequence[str], seat: int | None = None, translate: Translate | None = None) -> str:
        """The log sentence as `seat` may read it, with player names filled in (and translated)."""
        text = self.text if self.visible(seat) else (self.public_text or "")
        if isinstance(text, Text):
            return text.render(names, translate)
        for i in range(len(names) - 1, -1, -1):
            text = text.replace(f"{{P{i}}}", names[i])
        return text

    def for_seat(self, seat: int | None) -> Event:
        """This event stripped of whatever `seat` may not know."""
        if self.visible(seat):
            return self
        return Event(self.kind, self.public_text or "", self.seat, self.visible_to, self.public_text, self.reveals)


@dataclass(frozen=True)
class Result:
    """Final standings.

    `scores[s]` is seat s's final score, `ranks[s]` its place (1 is best; tied
    seats share a place after every tie-break of the rulebook), `breakdown[s]` the
    parts of the score as (label, points) pairs in the order a scorepad lists
    them, and `tiebreak` a sentence saying how a tie was broken, if one was.
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    breakdown: tuple[tuple[tuple[str | Text, float], ...], ...]
    tiebreak: str | Text = ""

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s for s, r in enumerate(self.ranks) if r == 1)

    def to_dict(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "breakdown": [[[str(label), pts] for label, pts in parts] for parts in self.breakdown],
            "tiebreak": str(self.tiebreak),
        }

    @staticmethod
    def ranked(
        keys: Sequence[Sequence[float]],
        scores: Sequence[float],
        breakdown: Sequence[Sequence[tuple[str | Text, float]]],
        tiebreak: str | Text = "",
    ) -> Result:
        """Build a Result from sort keys, higher is better, compared in order.

        keys[s] is (score, first tie-break, second tie-break, …) for seat s; seats
        with equal keys share a place.
        """
        ranks = tuple(1 + sum(1 for other in keys if tuple(other) > tuple(mine)) for mine in keys)
        return Result(
            tuple(scores), ranks, tuple(tuple(parts) for parts in breakdown), tiebreak
        )

    @staticmethod
    def tie_note(keys: Sequence[Sequence[float]], reasons: Sequence[str | Text], shared: str | Text) -> str | Text:
        """The sentence for a tie on the score ("" if none) from the same keys as `ranked`.

        `reasons[i]` says that tie-break i + 1 (key position i + 1) settled it; `shared`
        that the best key is held by several seats, who share the victory.
        """
        rows = [tuple(k) for k in keys]
        top = max(r[0] for r in rows)
        leaders = [r for r in rows if r[0] == top]
        if len(leaders) < 2:
            return ""
        best = max(leaders)
        if leaders.count(best) > 1:
            return shared
        for level in range(1, len(best)):
            if len({r[level] for r in leaders}) > 1:
                return reasons[level - 1]
            leaders = [r for r in leaders if r[level] == best[level]]
        return shared


class View(ABC, Generic[A]):
    """What one seat may know about a state, and nothing more.

    A view is a value: it holds the public state and the seat's own secrets as plain
    immutable data and no reference to the state it was taken from, so whoever holds it
    (a table, a bot) cannot read what the seat may not see. Everything a table shows
    comes from here (scores, outcomes, what a move would do). Bots receive views, never
    states: `determinize` deals the hidden parts afresh (consistently with what the seat
    knows) to give a full state a bot may search. `seat` is None for a spectator, who sees
    only what is public.

    Each game keeps its views in its `view.py` and makes them back into states in its state
    class's `from_view`; the view reaches that class through the registry, by `game_id`.
    """

    game_id: str
    seat: int | None

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole observation as plain JSON data."""

    def determinize(self, rng: random.Random) -> GameState[A, Any]:
        """A full state consistent with this view, hidden parts dealt from `rng`."""
        return cast("GameState[A, Any]", get_game(self.game_id).state_class.from_view(self, rng))

    def to_act(self) -> tuple[int, ...]:
        return tuple(self.to_dict()["to_act"])

    def seat_count(self) -> int:
        """How many play: what an even share of the win is 1 over. Games answer from their own fields."""
        return self.determinize(random.Random(0)).num_players

    def legal_actions(self) -> list[A]:
        """The seat's legal actions. They never depend on what the seat cannot see."""
        if self.seat is None:
            return []
        return self.determinize(random.Random(0)).legal_actions(self.seat)

    def why_illegal(self, action: A) -> IllegalAction | None:
        """The rules' reason to refuse `action` for this seat (None if it is legal).

        The checks before any rule are the state's own (`GameState.why_not_now`), so a view and
        its state always agree.
        """
        if self.seat is None:
            return IllegalAction(say("a spectator has no moves"))
        return self.determinize(random.Random(0)).why_illegal(self.seat, action)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, View) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(repr(sorted(self.to_dict().items())))


class GameState(ABC, Generic[A, V]):
    """One game in progress, generic over the game's action type `A` and view type `V`.

    Subclasses implement the methods marked abstract. They keep their data in plain
    lists, dicts and tuples and implement `clone` by hand: bots copy states thousands
    of times a second.
    """

    game: ClassVar[Game]
    #: True on a state a bot is searching: nobody reads its events or the texts of its outcomes, so
    #: its sentences are left unwritten (`_play`) and a game may leave out events too. Its rules, and
    #: its draws from `rng`, must stay exactly the same.
    quiet: bool = False
    _rng: random.Random
    #: Whether `_rng` is shared with a clone, and so must be copied before anyone draws from it.
    _rng_shared: bool = False

    def __init__(
        self, num_players: int, options: Mapping[str, Any], seed: int, setup: Mapping[str, Any] | None
    ) -> None:
        self.num_players = num_players
        self.options: dict[str, Any] = dict(options)
        self.seed = seed
        self.setup: dict[str, Any] | None = dict(setup) if setup is not None else None
        self.rng = random.Random(seed)
        self.history: list[tuple[int, str]] = []

    @property
    def rng(self) -> random.Random:
        """The state's generator: its shuffles and draws to come. A clone shares its original's until
        one of them draws (`_base_copy`), since a search clones many more states than ever draw."""
        if self._rng_shared:
            rng = random.Random.__new__(random.Random)  # not Random(): that seeds from the system first
            rng.setstate(self._rng.getstate())
            self._rng, self._rng_shared = rng, False
        return self._rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng, self._rng_shared = rng, False

    # --- what games implement -------------------------------------------------

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats that must act now: one, several for a simultaneous choice, none at the end."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[A]:
        """Every action `seat` may take now (empty when it is not their turn)."""

    @abstractmethod
    def _apply(self, seat: int, action: A) -> list[Event]:
        """Carry out an action already known to be legal and return what happened."""

    @abstractmethod
    def view(self, seat: int | None) -> V:
        """What `seat` may know (None: a spectator's public view)."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result:
        """Final scores, places and breakdown; only meaningful once `is_over()`."""

    @classmethod
    @abstractmethod
    def from_view(cls, view: V, rng: random.Random) -> Self:
        """A full state that `view`'s seat cannot tell from the true one: what the seat cannot see is
        dealt afresh from `rng`, from a canonical order, so the true hidden order never shows through.
        (Start from `_blank`.)"""

    @abstractmethod
    def clone(self) -> GameState[A, V]:
        """An independent copy (start from `_base_copy`)."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole state, secrets included, as plain JSON data (equality, debugging)."""

    def _why_illegal(self, seat: int, action: A) -> IllegalAction | None:
        """The game's reason to refuse `action` by `seat`, who is known to be acting now; None if legal.

        The default accepts exactly `legal_actions(seat)`; games override it to give
        the rulebook's reason for a refusal.
        """
        if action in self.legal_actions(seat):
            return None
        return IllegalAction(say("{move} is not a legal move now", move=str(action)))

    def why_incomplete(self, seat: int, partial: Partial[A]) -> IllegalAction:
        """The rules' reason that `partial` cannot become a legal move now (it has no completion).

        Games override it to name the rule a half-built move already breaks.
        """
        return IllegalAction("that cannot become a legal move now")

    # --- shared behaviour ------------------------------------------------------

    def completions(self, seat: int, partial: Partial[A]) -> list[A]:
        """The legal actions of `seat` that the move in the making could still become."""
        return [a for a in self.legal_actions(seat) if partial.admits(a)]

    def why_illegal(self, seat: int, action: A) -> IllegalAction | None:
        """The rules' reason to refuse `action` by `seat`, or None if `apply` would accept it.

        `apply` refuses exactly what this refuses, with the same reason: both go through
        `why_not_now` (the checks before any rule) and then the game's `_why_illegal`.
        """
        return self.why_not_now(seat) or self._why_illegal(seat, action)

    def why_not_now(self, seat: int) -> IllegalAction | None:
        """Why `seat` may not act at all now (the game is over, no such seat, not its turn), or None."""
        if self.is_over():
            return IllegalAction(say("the game is over"))
        if not 0 <= seat < self.num_players:
            return IllegalAction(say("there is no such seat at this table"))
        if seat not in self.to_act():
            return IllegalAction(say("it is not your turn"))
        return None

    def why_not_yet(self, seat: int, partial: Partial[A]) -> IllegalAction | None:
        """None if `partial` can still become a legal move for `seat`, else the rules' reason."""
        refusal = self.why_not_now(seat)
        if refusal is not None:
            return refusal
        if any(partial.admits(a) for a in self.legal_actions(seat)):
            return None
        return self.why_incomplete(seat, partial)

    def why_illegal_sequence(self, seat: int, actions: Sequence[A]) -> IllegalAction | None:
        """None if `seat` may play all of `actions` one after another (a path), else the first refusal.

        Checked on a copy, so nothing is applied unless the whole sequence is legal.
        """
        trial = self.clone()
        for action in actions:
            try:
                trial.apply(seat, action)
            except IllegalAction as refusal:
                return refusal
        return None

    def parse(self, text: str) -> A:
        """Read this game's notation as one of its actions (BadNotation if it is none)."""
        return cast(A, self.game.parse_action(text))

    def apply(self, seat: int, action: A) -> list[Event]:
        """Apply `action` for `seat`: the events that followed, or IllegalAction.

        On IllegalAction the state is exactly as it was. Notation is read at the edges (records,
        the command line) with `parse`, never here.
        """
        if isinstance(action, str):
            raise TypeError(f"apply takes actions, not notation: {action!r}")
        refusal = self.why_illegal(seat, action)
        if refusal is not None:
            raise refusal
        events = self._play(seat, action)
        self.history.append((seat, str(action)))
        return events

    def _play(self, seat: int, action: A) -> list[Event]:
        """`_apply`, with the sentences of a quiet state left unwritten (`text.unwritten`)."""
        if not self.quiet:
            return self._apply(seat, action)
        unwritten.depth += 1  # not a `with`: this wraps every move of a search, and costs half as much
        try:
            return self._apply(seat, action)
        finally:
            unwritten.depth -= 1

    def determinize(self, seat: int, rng: random.Random) -> GameState[A, V]:
        """A state `seat` cannot tell apart from this one, hidden parts re-dealt."""
        return cast("GameState[A, V]", self.view(seat).determinize(rng))

    @classmethod
    def _blank(cls, num_players: int, options: Mapping[str, Any], rng: random.Random) -> Self:
        """A state with only the shared fields set (no seed, no setup, no history) and none of the
        game's own: `from_view` fills those in, without dealing a game first."""
        state = cls.__new__(cls)
        state.num_players = num_players
        state.options = dict(options)
        state.seed = 0
        state.setup = None
        state.rng = rng
        state.history = []
        return state

    def _base_copy(self) -> Self:
        """A new state of this class holding a copy of the shared fields only, for `clone` to fill in."""
        other = type(self).__new__(type(self))
        other.num_players = self.num_players
        other.options = self.options
        other.seed = self.seed
        other.setup = self.setup
        other._rng = self._rng
        other._rng_shared = self._rng_shared = True
        other.history = list(self.history)
        other.quiet = self.quiet
        return other

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.id} players={self.num_players} moves={len(self.history)}>"
