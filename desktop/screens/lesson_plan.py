"""A lesson as data: ``resources/lessons/<game id>.<language>.json`` read into `Lesson` (see screens/lesson.py).

Apart from the lesson at the table, so the lobby can ask whether a game has a lesson without
importing the game controller.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.storage.files import FileProblem, read_file
from desktop.storage.paths import resource
from rules.core import Player, Record, RulesError

MAX_LESSON_BYTES = 1024 * 1024


@dataclass(frozen=True)
class Step:
    """One step: what is said, what is lit, the player's expected move(s), the scripted replies."""

    say: str
    point: str = ""
    expect: tuple[str, ...] = ()
    then: tuple[tuple[int, str], ...] = ()
    #: What else the card must leave in sight, as `point` names things: where the move goes, say, when the
    #: light is on the piece to move (a drop place shows only once the piece is picked up).
    keep_clear: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    game: str
    language: str
    title: str
    players: tuple[Player, ...]
    seed: int
    options: dict[str, Any]
    setup: dict[str, Any] | None
    steps: tuple[Step, ...]
    done: str  # what is said at the end

    def record(self) -> Record:
        return Record(self.game, list(self.players), self.seed, dict(self.options),
                      dict(self.setup) if self.setup is not None else None)

    def script(self) -> list[tuple[int, str]]:
        """Every move of the lesson in order (the first expected one for the player), as the record would hold it."""
        moves: list[tuple[int, str]] = []
        for step in self.steps:
            if step.expect:
                moves.extend((0, move) for move in sequence(step.expect[0]))
            moves.extend(step.then)
        return moves

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Lesson:
        steps = tuple(
            Step(str(s["say"]), str(s.get("point", "")), tuple(str(e) for e in s.get("expect", ())),
                 tuple((int(seat), str(move)) for seat, move in s.get("then", ())),
                 tuple(str(k) for k in s.get("keep_clear", ())))
            for s in data["steps"])
        players = tuple(Player(str(p["name"]), str(p.get("kind", "human"))) for p in data["players"])
        return Lesson(str(data["game"]), str(data.get("language", "en")), str(data["title"]), players,
                      int(data.get("seed", 0)), dict(data.get("options", {})), data.get("setup"), steps,
                      str(data.get("done", "")))


#: Between the moves of an expected sequence (a walk played whole: "step 1,0; step 1,1; stop").
THEN = "; "


def sequence(expected: str) -> list[str]:
    """The moves of an expected entry: one move, or several the table plays as one gesture."""
    return [move.strip() for move in expected.split(THEN.strip())]


def lesson_path(game_id: str, language: str) -> Path:
    return resource("lessons", f"{game_id}.{language}.json")


def load_lesson(game_id: str, language: str = "en") -> Lesson | FileProblem | None:
    """The lesson of a game in a language (English if there is none in it), None if the game has none."""
    path = lesson_path(game_id, language)
    if not path.exists() and language != "en":
        path = lesson_path(game_id, "en")
    if not path.exists():
        return None
    found = read_file(path, lambda raw: json.loads(raw.decode("utf-8")), MAX_LESSON_BYTES)
    if isinstance(found, FileProblem):
        return found
    try:
        lesson = Lesson.from_dict(found)
        Record.from_dict(lesson.record().to_dict()).new_state()  # its game, players, options and setup deal
        return lesson
    except (KeyError, TypeError, ValueError, RulesError) as exc:
        return FileProblem(path, f"it is not a lesson this app can read ({exc})")
