"""Game records: the versioned JSON that saves, replays, logs and bug reports share.

The record is the truth; a state is a cache of it. See docs/records.md.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import IllegalAction, OptionError, RecordError
from .game import get_game
from .state import GameState

FORMAT = "party-table-record"
VERSION = 1


@dataclass(frozen=True)
class Player:
    name: str
    kind: str = "human"  # "human" or a bot level such as "normal"


@dataclass
class Record:
    game: str
    players: list[Player]
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    setup: dict[str, Any] | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)

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
            return game.new(len(self.players), self.options, self.seed, self.setup)
        except OptionError as exc:
            raise RecordError(str(exc)) from None
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise RecordError(f"the setup cannot be used: {exc}") from None

    def replay(self, upto: int | None = None) -> GameState:
        """Replay the first `upto` actions (all by default); RecordError names the bad move."""
        state = self.new_state()
        game = state.game
        for number, (seat, text) in enumerate(self.actions[:upto], start=1):
            try:
                state.apply(seat, game.parse_action(text))
            except IllegalAction as exc:
                raise RecordError(f"{text!r} by seat {seat} was refused: {exc}", move=number) from None
        return state

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": self.options,
            "players": [{"name": p.name, "kind": p.kind} for p in self.players],
            "seed": self.seed,
        }
        if self.setup is not None:
            data["setup"] = self.setup
        data["actions"] = [[seat, text] for seat, text in self.actions]
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @staticmethod
    def from_dict(data: Any) -> Record:
        if not isinstance(data, Mapping):
            raise RecordError("not a Party Table record: the file is not a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError("not a Party Table record: the format field is missing or wrong")
        if data.get("version") != VERSION:
            raise RecordError(f"record version {data.get('version')!r} is not supported (this app reads {VERSION})")
        try:
            players = [Player(str(p["name"]), str(p.get("kind", "human"))) for p in data["players"]]
            actions = []
            for item in data["actions"]:
                seat, text = item
                if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(text, str):
                    raise TypeError("an action must be [seat, notation]")
                actions.append((seat, text))
            seed = data.get("seed", 0)
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise TypeError("the seed must be a whole number")
            options = data.get("options", {})
            setup = data.get("setup")
            if not isinstance(options, Mapping) or not (setup is None or isinstance(setup, Mapping)):
                raise TypeError("options and setup must be objects")
            return Record(str(data["game"]), players, seed, dict(options), dict(setup) if setup else None, actions)
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"the record is damaged: {exc}") from None

    @staticmethod
    def from_json(text: str) -> Record:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise RecordError(f"the record is damaged: not valid JSON ({exc})") from None
        return Record.from_dict(data)

    @staticmethod
    def load(path: str | Path) -> Record:
        try:
            raw = Path(path).read_bytes()
        except OSError as exc:
            raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("the record is damaged: not UTF-8 text") from None
        return Record.from_json(text)
