"""Game records: the versioned JSON that saves, replays, logs and bug reports share.

The record is the truth; a state is a cache of it. See docs/records.md.
"""

from __future__ import annotations

import json
import os
import stat
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from .errors import BadNotation, IllegalAction, OptionError, RecordError, Said, clip
from .faults import fault
from .registry import get_game
from .state import GameState
from .text import Text, say

FORMAT = "party-table-record"
VERSION = 1
#: The largest record read: a long game is a few hundred kilobytes; anything bigger is not ours.
MAX_BYTES = 20 * 1024 * 1024
#: The longest player name a record may hold (the lobby takes 16 characters): a longer one
#: would only slow every label it appears in.
MAX_NAME = 200


def size_text(size: int) -> str:
    """A file size as people read it: "512 bytes", "3.2 MB"."""
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} kB"
    return f"{size / (1024 * 1024):.1f} MB"


#: The bots' levels, weakest first (`rules.bots` makes them); a record's seat is played by a person or one of them.
BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
PLAYER_KINDS: tuple[str, ...] = ("human", *BOT_LEVELS)


@dataclass(frozen=True)
class Player:
    name: str
    kind: str = "human"  # "human" or a bot level such as "normal" (PLAYER_KINDS)


def same_name(one: str, other: str) -> bool:
    """Would two players' names read alike on the seats and in the log (case, spacing and look-alike forms
    such as full-width letters aside)? A table refuses a second player of the same name."""
    def plain(name: str) -> str:
        return " ".join(unicodedata.normalize("NFKC", name).casefold().split())
    return plain(one) == plain(other)


T = TypeVar("T")


def json_value(value: Any, kind: type[T]) -> T:
    """`value`, read back from a file's JSON, if it is of `kind` (true and false are no whole numbers);
    TypeError if not: the reader says the file is damaged."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"expected {kind.__name__}, found {type(value).__name__}")
    return value


def json_text(data: Any) -> str:
    """`data` as JSON text for a file, readable (non-ASCII kept) unless a name holds a lone surrogate, which
    UTF-8 cannot store: then everything non-ASCII is escaped, and the file is still written."""
    text = json.dumps(data, indent=1, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(data, indent=1)
    return text


@dataclass
class Record:
    game: str
    players: list[Player]
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    setup: dict[str, Any] | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)
    #: How many moves were taken back during the game (an undo against bots may have shown what came next).
    taken_back: int = 0

    @staticmethod
    def of(state: GameState, players: Sequence[Player] | None = None) -> Record:
        """The record that replays to `state`."""
        if players is None:
            players = [Player(f"Player {i + 1}") for i in range(state.num_players)]
        return Record(
            game=state.game.id,
            players=list(players),
            seed=state.seed,
            options=dict(state.options),
            setup=dict(state.setup) if state.setup is not None else None,
            actions=list(state.history),
        )

    def new_state(self) -> GameState:
        """The dealt state before any action."""
        try:
            game = get_game(self.game)
        except OptionError:
            raise RecordError(say("it records a game this app does not have ({game})", game=clip(self.game))) from None
        try:
            options = game.resolve_options(self.options, typed=True)  # JSON's own values: "yes" is not true
            if self.setup is not None:
                check_setup(game.setup_fields, self.setup)
            return game.new(len(self.players), options, self.seed, self.setup)
        except RecordError:  # the setup's shape (check_setup)
            raise
        except OptionError as exc:
            raise RecordError(exc.said()) from None
        except Said as exc:  # a game's own refusal of the setup, in words it wrote for players
            raise RecordError(say("the setup cannot be used: {detail}", detail=exc.said())) from None
        except (KeyError, TypeError, ValueError, IndexError, ArithmeticError) as exc:
            raise RecordError(say("the setup cannot be used: {detail}", detail=clip(str(exc), quoted=False))) from None

    def replay(self, upto: int | None = None) -> GameState:
        """Replay the first `upto` actions (all by default); RecordError names the bad move."""
        state = self.new_state()
        game = state.game
        for number, (seat, text) in enumerate(self.actions[:upto], start=1):
            try:
                action = game.parse_action(text)
            except BadNotation as exc:
                raise RecordError(exc.said(), move=number, player=self._who(seat)) from None
            try:
                state.apply(seat, action)
            except IllegalAction as exc:
                raise RecordError(say("{action} was refused: {reason}", action=clip(text), reason=exc.said()),
                                  move=number, player=self._who(seat)) from None
        return state

    def _who(self, seat: object) -> str:
        """The player at `seat` as a message names them: their name, or the seat's number if there is none."""
        if isinstance(seat, int) and 0 <= seat < len(self.players):
            return clip(self.players[seat].name, 40, quoted=False)
        return f"#{clip(seat, 12)}"

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": self._dealt_options(),
            "players": [{"name": p.name, "kind": p.kind} for p in self.players],
            "seed": self.seed,
        }
        if self.setup is not None:
            data["setup"] = self.setup
        data["actions"] = [[seat, text] for seat, text in self.actions]
        if self.taken_back:
            data["taken_back"] = self.taken_back
        return data

    def _dealt_options(self) -> dict[str, Any]:
        """The options the game is dealt with, every default filled in: a file that left a ruling option out
        would read back as a record from before that ruling (`Game.record_options`)."""
        try:
            return get_game(self.game).resolve_options(self.options)
        except OptionError:  # not a game or options this app knows: kept as they are
            return dict(self.options)

    def to_json(self) -> str:
        return json_text(self.to_dict())

    @staticmethod
    def from_dict(data: Any) -> Record:
        if not isinstance(data, Mapping):
            raise RecordError(say("this is not a game saved by Party Table"))
        if data.get("format") != FORMAT:
            raise RecordError(say("this is not a game saved by Party Table (it does not say it is one)"))
        version = data.get("version")
        if version != VERSION or isinstance(version, bool):  # true == 1 in Python
            if version is None:
                raise RecordError(say("the record does not say which version of the format it is"))
            shown = json.dumps(version) if isinstance(version, bool) else clip(version)  # as the file spells it
            raise RecordError(say("record version {version} is not supported (this app reads {supported})",
                                  version=shown, supported=VERSION))
        game = data.get("game")
        if not isinstance(game, str):
            raise RecordError(say("the record is damaged: the game field must be a game id"))
        if "players" not in data or "actions" not in data:
            lacking = say("no players") if "players" not in data else say("no moves")
            raise RecordError(say("the record is damaged: it is not a complete game record ({lacking})",
                                  lacking=lacking))
        try:
            players: list[Player] = []
            listed = data["players"]
            if not isinstance(listed, list | tuple) or not all(isinstance(p, Mapping) and "name" in p for p in listed):
                raise RecordError(say("the record is damaged: its players must be a list, each with a name"))
            for p in listed:
                name, kind = p["name"], p.get("kind", "human")
                if not isinstance(name, str) or not isinstance(kind, str):
                    raise RecordError(say("the record is damaged: a player's name and kind must be text"))
                if len(name) > MAX_NAME or len(kind) > MAX_NAME:
                    raise RecordError(say("the record is damaged: player {n}'s name or kind is over {limit} "
                                          "characters long", n=len(players) + 1, limit=MAX_NAME))
                if kind not in PLAYER_KINDS:
                    raise RecordError(say("the record is damaged: player {n} is played by {kind}, which is neither a "
                                          "person nor one of this app's bots", n=len(players) + 1, kind=clip(kind)))
                players.append(Player(name, kind))
            actions = []
            if not isinstance(data["actions"], list | tuple):
                raise RecordError(say("the record is damaged: an action must be [seat, notation]"))
            for item in data["actions"]:
                if not isinstance(item, list | tuple) or len(item) != 2:
                    raise RecordError(say("the record is damaged: an action must be [seat, notation]"))
                seat, text = item
                if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(text, str):
                    raise RecordError(say("the record is damaged: an action must be [seat, notation]"))
                actions.append((seat, text))
            seed = data.get("seed", 0)
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise RecordError(say("the record is damaged: the seed must be a whole number"))
            options = data.get("options", {})
            setup = data.get("setup")
            if not isinstance(options, Mapping) or not (setup is None or isinstance(setup, Mapping)):
                raise RecordError(say("the record is damaged: options and setup must be objects"))
            taken_back = data.get("taken_back", 0)
            if not isinstance(taken_back, int) or isinstance(taken_back, bool) or taken_back < 0:
                raise RecordError(say("the record is damaged: taken_back must be a whole number from 0"))
            return Record(game, players, seed, _as_recorded(game, options), dict(setup) if setup is not None else None,
                          actions, taken_back)
        except (TypeError, ValueError, AttributeError) as exc:
            raise RecordError(say("the record is damaged: {detail}", detail=clip(str(exc), quoted=False))) from None

    @staticmethod
    def from_json(text: str) -> Record:
        """Parse record JSON; a leading byte-order mark (some editors write one) is skipped."""
        if len(text) > MAX_BYTES:
            raise RecordError(say("the record is too large to be a game record ({size})", size=size_text(len(text))))
        try:
            data = json.loads(text.removeprefix("\ufeff"))
        except json.JSONDecodeError as exc:
            raise RecordError(say("the record is damaged: {detail}", detail=fault(exc))) from None
        except RecursionError:
            raise RecordError(say("the record is damaged: its JSON is nested too deeply")) from None
        except ValueError:  # a number with thousands of digits, which Python refuses to convert
            raise RecordError(say("the record is damaged: it holds a number too long to read")) from None
        return Record.from_dict(data)

    @staticmethod
    def from_bytes(raw: bytes) -> Record:
        if len(raw) > MAX_BYTES:
            raise RecordError(say("the record is too large to be a game record ({size})", size=size_text(len(raw))))
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(say("the record is damaged: {detail}", detail=fault(exc))) from None
        return Record.from_json(text)

    @staticmethod
    def load(path: str | Path) -> Record:
        """Read a record file; one larger than MAX_BYTES, or not an ordinary file (a named pipe
        would wait forever), is refused before it is read."""
        try:
            mode = os.stat(path).st_mode
            if not stat.S_ISREG(mode):
                kind = "a folder" if stat.S_ISDIR(mode) else "not an ordinary file"
                raise RecordError(f"cannot read {path}: it is {kind}")
            with open(path, "rb") as f:
                size = os.fstat(f.fileno()).st_size
                if size > MAX_BYTES:
                    raise RecordError(f"the file is too large to be a game record ({size_text(size)})")
                raw = f.read(MAX_BYTES + 1)
        except OSError as exc:
            raise RecordError(say("cannot read {file}: {detail}", file=str(path), detail=fault(exc))) from None
        return Record.from_bytes(raw)


def _as_recorded(game_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """Stored options as the game reads records saved by older versions (see Game.record_options)."""
    try:
        game = get_game(game_id)
    except OptionError:  # an unknown game is reported when the record is played
        return dict(options)
    return game.record_options(options)


# --- setup ---------------------------------------------------------------------------


def check_setup(fields: Mapping[str, Any], setup: Mapping[str, Any]) -> None:
    """Refuse a setup with a field the game does not know or of the wrong JSON shape.

    `fields` is the game's `setup_fields`; whether the values make a valid deal is the
    game's own check, made when it reads them.
    """
    for key, value in setup.items():
        if key not in fields:
            if not fields:
                raise RecordError(say("the setup has no field {field}: this game has none", field=clip(key)))
            raise RecordError(say("the setup has no field {field}; its fields are: {fields}", field=clip(key),
                                  fields=", ".join(fields)))
        misfit = _misfit(value, fields[key])
        if misfit is value:
            raise RecordError(say("setup field {field} must be {shape}", field=clip(key), shape=_describe(fields[key])))
        if misfit is not _FITS:
            raise RecordError(say("setup field {field} must be {shape}; it holds {misfit}", field=clip(key),
                                  shape=_describe(fields[key]), misfit=clip(misfit)))


_FITS = object()


def _misfit(value: Any, shape: Any) -> Any:
    """The part of `value` that does not fit `shape` (`value` itself, or a key or an item
    inside it), or _FITS."""
    if isinstance(shape, dict):
        if not isinstance(value, Mapping):
            return value
        for key, item in value.items():
            if key not in shape:
                return key
            if _misfit(item, shape[key]) is not _FITS:
                return item
        return _FITS
    if isinstance(shape, list):
        if not isinstance(value, list | tuple):
            return value
        return next((item for item in value if _misfit(item, shape[0]) is not _FITS), _FITS)
    return _FITS if _is(value, shape) else value


def _is(value: Any, shape: Any) -> bool:
    if isinstance(shape, tuple):
        return any(_is(value, s) for s in shape)
    if shape is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, shape)


def _describe(shape: Any, plural: bool = False) -> Text | str:
    """What a setup field of `shape` must hold, in words ("a list of names or whole numbers")."""
    if isinstance(shape, tuple):
        described = [_describe(s, plural) for s in shape]
        alternatives = described[-1]
        for one in reversed(described[:-1]):
            alternatives = say("{one} or {other}", one=one, other=alternatives)
        return alternatives
    if isinstance(shape, dict):
        keys = ", ".join(shape)
        parts = {_describe(s) for s in shape.values()}
        if len(parts) == 1:
            each = parts.pop()
            if plural:
                return say("objects with {keys}, each {shape}", keys=keys, shape=each)
            return say("an object with {keys}, each {shape}", keys=keys, shape=each)
        return say("objects with {keys}", keys=keys) if plural else say("an object with {keys}", keys=keys)
    if isinstance(shape, list):
        items = _describe(shape[0], plural=True)
        return say("lists of {items}", items=items) if plural else say("a list of {items}", items=items)
    if shape is int:
        return say("whole numbers") if plural else say("a whole number")
    if shape is str:
        return say("names") if plural else say("a name")
    return str(shape.__name__)
