"""Saved games: autosave after every action, Save As / Open, resume on start.

Everything is a game record (rules.core.Record) as versioned JSON — never pickle.
Writes are atomic (a temporary file in the same folder, then os.replace), so a
crash mid-write leaves the old file intact; the temporary files such a crash leaves
behind are swept on the next start. Every file is read through desktop.storage.files, so a
file that cannot be used is reported with its path and a one-line reason and never
written over: each game autosaves to its own file, so a damaged autosave simply stays
where it is. A folder that cannot be written makes the game unsaved, never unplayable.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from desktop.storage.files import FileProblem, aside_path, read_file
from desktop.storage.paths import data_dir
from rules.core import GameState, Record, Said, Text, fault, say

#: A temporary file older than this is left from a write that was killed, not one in progress.
STALE_TEMP_SECONDS = 60.0


class SaveError(Said):
    """A save file that cannot be used, and why (`reason`, `message`: without the path)."""

    def __init__(self, path: Path, message: Text | str) -> None:
        super().__init__(message)
        self.path = path

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new content, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def keep_copy(path: Path) -> Path:
    """Copy `path` beside itself, byte for byte and as private as it is, under a free "-damaged-" name, before it
    is written anew without what this app could not read in it; the copy. OSError if no whole copy could be made
    (then none is left)."""
    aside = aside_path(path)
    with open(path, "rb") as original:
        mode = stat.S_IMODE(os.fstat(original.fileno()).st_mode)
        descriptor = os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)  # never over another file
        try:
            with os.fdopen(descriptor, "wb") as copy:
                shutil.copyfileobj(original, copy)
                copy.flush()
                os.fsync(copy.fileno())
        except BaseException:
            with contextlib.suppress(OSError):
                aside.unlink()
            raise
    return aside


def _folder(name: str) -> Path:
    """A folder under the data folder, created if possible (a write there says why it is not)."""
    path = data_dir() / name
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    return _folder("saves")


def autosave_dir() -> Path:
    return _folder("autosave")


def sweep_temp_files() -> int:
    """Delete the temporary files killed writes left in the save folders; how many went."""
    swept = 0
    now = time.time()
    for folder in (autosave_dir(), saves_dir()):
        with contextlib.suppress(OSError):
            for tmp in folder.glob(".*.tmp"):
                with contextlib.suppress(OSError):
                    if now - tmp.lstat().st_mtime > STALE_TEMP_SECONDS:
                        tmp.unlink()
                        swept += 1
    return swept


def read_record(path: Path) -> tuple[Record, GameState] | FileProblem:
    """A record file and the state it replays to, or what is wrong with it."""

    def parse(raw: bytes) -> tuple[Record, GameState]:
        record = Record.from_bytes(raw)
        return record, record.replay()

    return read_file(path, parse)


def load_record(path: Path) -> Record:
    """Read and replay-check a record; SaveError with the path and the reason if it is not usable."""
    found = read_record(path)
    if isinstance(found, FileProblem):
        raise SaveError(path, found.said())
    return found[0]


def save_record(record: Record, path: Path) -> None:
    """Save As: refuses to replace a file that is not a Party Table record."""
    if path.is_dir():
        raise SaveError(path, say("{file} is a folder: choose a file name inside it", file=path.name))
    if (path.exists() or path.is_symlink()) and isinstance(read_file(path, Record.from_bytes), FileProblem):
        raise SaveError(path, say("{file} exists and is not a Party Table record; it was left as it is: choose "
                                  "another name", file=path.name))
    atomic_write(path, record.to_json())


#: What a file name may not hold on some system (Windows forbids these; "/" is a folder everywhere).
_NOT_IN_NAMES = str.maketrans({c: " " for c in '<>:"/\\|?*'})


def suggested_name(game_name: str, when: time.struct_time) -> str:
    """The name Save As offers: the game and when ("Arturo un compleanno da paura 2026-12-07 21.05.json"), a name
    a person recognises in a folder listing, in characters every system allows."""
    game = " ".join(game_name.translate(_NOT_IN_NAMES).split()).rstrip(". ")
    return f"{game} {time.strftime('%Y-%m-%d %H.%M', when)}.json"


def _fresh_path() -> Path:
    """A name no other autosave has: the time to the second (what a person reads), and a number after it
    for a second game begun within the same second."""
    folder, stem = autosave_dir(), f"game-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
    path, number = folder / f"{stem}.json", 1
    while path.exists() or path in _taken:
        number += 1
        path = folder / f"{stem}-{number}.json"
    _taken.add(path)
    return path


#: The names this process has given out (a game's file is first written only after its first action).
_taken: set[Path] = set()


class AutoSave:
    """The autosave file of one game, rewritten after every action."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or _fresh_path()
        #: Why this game is not being saved, once a write has failed.
        self.problem: Text | None = None

    def write(self, record: Record) -> None:
        atomic_write(self.path, record.to_json())

    def try_write(self, record: Record) -> Text | None:
        """Write the record; the note for the player the first time writing fails, else None.

        The game goes on either way: one note says it is not being saved and why.
        """
        try:
            self.write(record)
        except (OSError, ValueError) as exc:
            first = self.problem is None
            self.problem = say("This game will not be autosaved: {why}. Use Save record as… to keep it somewhere else.",
                               why=self._why(exc))
            return self.problem if first else None
        return None

    def _why(self, exc: Exception) -> Text:
        folder = self.path.parent
        for place in (folder, *folder.parents):
            if place.exists() and not place.is_dir():
                return say("{place} is a file, not a folder", place=str(place))
            if place.exists():
                break
        return say("cannot write in {folder} ({why})", folder=str(folder), why=fault(exc))

    def finish(self) -> None:
        """The game ended: nothing left to resume (an autosave that cannot be deleted stays, harmless:
        a finished game is never offered)."""
        with contextlib.suppress(OSError):
            self.path.unlink()


@dataclass
class Unfinished:
    """An autosave: its record if it can be resumed, else what is wrong with it."""

    path: Path
    record: Record | None
    problem: FileProblem | None = None


def _age_key(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def unfinished_games() -> list[Unfinished]:
    """Autosaves newest first; ones that cannot be used come with their problem and are left alone."""
    folder = autosave_dir()
    try:
        files = [p for p in folder.iterdir() if p.name.endswith(".json")]
    except FileNotFoundError:
        return []
    except OSError as exc:
        return [Unfinished(folder, None, FileProblem.of(folder, say("it cannot be read ({why})", why=fault(exc))))]
    found: list[Unfinished] = []
    for path in sorted(files, key=_age_key, reverse=True):
        read = read_record(path)
        if isinstance(read, FileProblem):
            found.append(Unfinished(path, None, read))
        elif not read[1].is_over():
            found.append(Unfinished(path, read[0]))
    return found
