"""Game definitions and their options.

A game is declared once: id, name, player counts, options with defaults, a way to
deal a fresh state and a way to read its move notation. Everything else (CLI, GUI,
bots, tests) looks games up by id in the registry (`registry.py`).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import OptionError, clip
from .state import Action, GameState
from .text import Text, say


@dataclass(frozen=True)
class Option:
    """One game option. `choices` limits the values; `low`/`high` bound integers.

    `default` of None with `optional=True` means "off" (e.g. no target score).
    """

    key: str
    #: What menus call it, and the explanation beside it: translatable `Text` for what players read.
    label: str | Text
    default: Any
    choices: tuple[Any, ...] | None = None
    low: int | None = None
    high: int | None = None
    optional: bool = False
    help: str | Text = ""
    #: Plain-language names of `choices`, in the same order, for menus ("Liar's game").
    choice_labels: tuple[str | Text, ...] | None = None
    #: What each of `choices` means, in the same order (shown for the chosen one).
    choice_help: tuple[str | Text, ...] | None = None
    #: Other options' values this one means something with, as (key, values) pairs (the liar's game has no
    #: match length): a menu shows it only then. Empty: always.
    only_with: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    #: The player counts it means something at (Birthday Turtle's tables for two): a menu shows it only then.
    #: Empty: any count.
    only_players: tuple[int, ...] = ()
    #: How a menu shows an optional option left unset, where "none" would not say what happens.
    none_label: str | Text | None = None

    def applies(self, values: Mapping[str, Any], players: int | None = None) -> bool:
        """Whether the option means anything beside the other options' `values` (and with `players`, if known)."""
        if players is not None and self.only_players and players not in self.only_players:
            return False
        return all(values.get(key) in allowed for key, allowed in self.only_with)

    def label_of(self, value: Any) -> str | Text:
        """How a value reads in a menu."""
        if self.choices and self.choice_labels and value in self.choices:
            return self.choice_labels[self.choices.index(value)]
        return _show(value)

    def help_of(self, value: Any) -> str | Text:
        """The explanation for `value`: its own if each choice has one, else the option's."""
        if self.choices and self.choice_help and value in self.choices:
            return self.choice_help[self.choices.index(value)]
        return self.help

    @property
    def kind(self) -> type:
        if self.choices:
            return type(self.choices[0])
        return type(self.default) if self.default is not None else int

    @staticmethod
    def spelled(value: Any) -> str:
        """A value as a command line writes it ("true", "none", "rococo")."""
        return _show(value)

    def allowed(self) -> str | Text:
        """The values a command line may give: the choices' own spellings, or a range in words."""
        if self.choices:
            return ", ".join(_show(c) for c in self.choices)
        if self.kind is bool:
            return "true, false"
        if self.low is not None and self.high is not None:
            numbers = say("whole numbers from {low} up to {high}", low=self.low, high=self.high)
        elif self.low is not None:
            numbers = say("whole numbers from {low}", low=self.low)
        elif self.high is not None:
            numbers = say("whole numbers up to {high}", high=self.high)
        else:
            numbers = say("whole numbers")
        return say("{numbers}, or none", numbers=numbers) if self.optional else numbers

    def coerce(self, value: Any, typed: bool = False) -> Any:
        """`value` (possibly text from a command line: "yes", "5", "none") as a valid option value. `typed`: the
        value has its own JSON type already (a record's), so only an option of names takes a string."""
        if isinstance(value, str) and not typed:
            value = self._parse(value)
        if value is None and self.optional:
            return None
        kind = self.kind
        if kind is bool:
            ok = isinstance(value, bool)
        elif kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
            ok = ok and (self.low is None or value >= self.low) and (self.high is None or value <= self.high)
        else:
            ok = isinstance(value, kind)
        if ok and self.choices is not None:
            ok = value in self.choices
        if not ok:
            shown = clip(value) if isinstance(value, str) and typed else clip(_show(value), quoted=False)
            raise OptionError(say("option {option} cannot be {value}; allowed: {allowed}", option=clip(self.key),
                                  value=shown, allowed=self.allowed()))
        return value

    def _parse(self, text: str) -> Any:
        low = text.strip().lower()
        if self.optional and low in ("", "none", "off"):
            return None
        kind = self.kind
        if kind is bool:
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
            return text
        if kind is int:
            try:
                return int(low)
            except ValueError:
                return text
        return text.strip()


@dataclass(frozen=True)
class FirstPlayer:
    """Who goes first, as the rulebook decides it: a question for the players in the game's own words
    (its answer is a seat) and the record's `setup` field that holds the seat chosen.

    A record without that field leaves it to the game (drawn from the seed), as records always did.
    """

    question: Text
    setup_field: str

    @staticmethod
    def drawn(seed: int, players: int) -> int:
        """The seat chance picks when the players leave the question to it: the same for the same seed, so
        that a deal code deals the same first player too."""
        return random.Random(f"starter/{seed}").randrange(players)

    def setup(self, seed: int, players: int, chosen: int | None = None) -> dict[str, int]:
        """The record's answer as the lobby (and a table on the network) gives it: the seat chosen, or the one
        chance draws for this seed. One form everywhere, so that the seed alone deals the game again."""
        seat = chosen if chosen is not None and 0 <= chosen < players else self.drawn(seed, players)
        return {self.setup_field: seat}


@dataclass(frozen=True)
class SeatChoice:
    """What each player picks for themselves before the game, as the rulebook asks (an animal, a character):
    a question the lobby puts to every seat, and the record's `setup` field that holds every seat's pick,
    all of them different.

    A pick left to chance is drawn from the seed on a stream of its own, so the rest of the deal is the
    same whatever the players pick.
    """

    label: Text
    setup_field: str
    #: (id, name) of everything there is to pick, in the order the lobby lists it.
    choices: tuple[tuple[str, Text | str], ...]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(key for key, _ in self.choices)

    def setup(self, seed: int, chosen: Sequence[str | None]) -> dict[str, list[str]]:
        """The record's answer: every seat's pick, chance filling the seats that left it open (None).
        ValueError for a pick unknown or taken twice."""
        picked = [c for c in chosen if c is not None]
        if len(set(picked)) != len(picked) or not set(picked) <= set(self.ids) or len(chosen) > len(self.ids):
            raise ValueError(f"{self.setup_field}: each seat picks a different one of {', '.join(self.ids)}")
        free = [c for c in self.ids if c not in picked]
        random.Random(f"{self.setup_field}/{seed}").shuffle(free)
        return {self.setup_field: [c if c is not None else free.pop() for c in chosen]}


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return "none" if value is None else str(value)


class Game(ABC):
    """The declaration of one game. Subclasses set the class attributes."""

    id: str
    #: The game's state: what `new` deals and what a view of the game is made back into (`View.determinize`).
    state_class: ClassVar[type[GameState[Any, Any]]]
    name: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    designer: str = ""
    publisher: str = ""
    #: Options for `bench rules` and what one playout under them is.
    bench_options: Mapping[str, Any] = {}
    bench_unit: str = "whole game"
    #: The fields a record's `setup` may hold and the JSON shape of each (checked by
    #: rules.core.record.check_setup before the game reads them): int, str, a tuple of
    #: alternatives, [shape] for a list, {key: shape} for an object.
    setup_fields: Mapping[str, Any] = {}
    #: Options no menu offers: an earlier ruling that records saved before a rules change replay with
    #: (`record_options` turns them on for such records; new games take the default).
    ruling_options: tuple[Option, ...] = ()
    #: How the rulebook chooses the first player, for the lobby to ask (None: the game does not say).
    first_player: FirstPlayer | None = None
    #: What each player picks for themselves before the game, for the lobby to ask (None: nothing).
    seat_choice: SeatChoice | None = None

    def lobby_setup(self, seed: int, players: int, starter: int | None = None,
                    picks: Sequence[str | None] | None = None) -> dict[str, Any] | None:
        """The record's `setup` as the lobby (and a table on the network) makes it: who starts, and every
        seat's pick, each chosen or left to chance (None). The seed alone then deals the game again."""
        setup: dict[str, Any] = {}
        if self.first_player is not None:
            setup.update(self.first_player.setup(seed, players, starter))
        if self.seat_choice is not None:
            setup.update(self.seat_choice.setup(seed, list(picks or [None] * players)))
        return setup or None

    def has_hidden_information(self, options: Mapping[str, Any]) -> bool:
        """Whether a game with these options has secrets (hands, face-down choices, deck order
        that a seat may not see). Hot-seat play then needs the privacy screen between players."""
        return True

    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """Allowed player counts; a game may widen or narrow it by option."""
        return self.min_players, self.max_players

    def widest_player_range(self) -> tuple[int, int]:
        """The fewest and most players any one option's choices allow (Turtle Butt's liar's game seats twelve):
        what a network table or a game list must be ready for."""
        ranges = [self.player_range(self.resolve_options({}))]
        ranges += [self.player_range(self.resolve_options({o.key: value})) for o in self.options
                   for value in o.choices or ()]
        return min(low for low, _ in ranges), max(high for _, high in ranges)

    def resolve_options(self, given: Mapping[str, Any] | None = None, typed: bool = False) -> dict[str, Any]:
        """Defaults overlaid with `given`, each value checked (`Option.coerce`: `typed` for a record's, where
        text is not read as a command line's); unknown keys refused."""
        given = dict(given or {})
        known = {o.key: o for o in (*self.options, *self.ruling_options)}
        for key in given:
            if key not in known:
                if not known:
                    raise OptionError(say("{game} has no option {option}: it has no options", game=self.name,
                                          option=clip(key)))
                raise OptionError(say("{game} has no option {option}; its options are: {options}", game=self.name,
                                      option=clip(key), options=", ".join(known)))
        return {key: (opt.coerce(given[key], typed) if key in given else opt.default) for key, opt in known.items()}

    def record_options(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        """The options of a record read from a file, before they are resolved.

        A record saved before an option existed lacks it, and the option's default is how
        new games play; a game whose rules changed fills in here the value that replays
        such a record as it was played (e.g. an older scoring). Default: as stored.
        """
        return dict(stored)

    def check_players(self, num_players: int, options: Mapping[str, Any]) -> None:
        low, high = self.player_range(options)
        if not low <= num_players <= high:
            raise OptionError(say("{game} is for {low} to {high} players, not {n}", game=self.name, low=low, high=high,
                                  n=num_players))

    def new(
        self,
        num_players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        setup: Mapping[str, Any] | None = None,
    ) -> GameState:
        """A freshly dealt game. `setup` (see docs/records.md) fixes the deal."""
        resolved = self.resolve_options(options)
        self.check_players(num_players, resolved)
        return self._new(num_players, resolved, seed, setup)

    def _new(
        self, num_players: int, options: dict[str, Any], seed: int, setup: Mapping[str, Any] | None
    ) -> GameState:
        return self.state_class(num_players, options, seed, setup)

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Read an action from its notation; BadNotation if it is not one."""
