"""Saved games: autosave after every action, Save As / Open, resume on start.

Everything is a game record (rules.core.Record) as versioned JSON — never pickle.
Writes are atomic (a temporary file in the same folder, then os.replace), so a
crash mid-write leaves the old file intact. A file that cannot be read as a record
is reported with a clear message and never written over: each game autosaves to
its own file, so a damaged autosave simply stays where it is.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from desktop.paths import data_dir
from rules.core import Record, RecordError


class SaveError(Exception):
    """A save file that cannot be used; the message says why in plain words."""


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


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_dir() -> Path:
    path = data_dir() / "autosave"
    path.mkdir(parents=True, exist_ok=True)
    return path


def load_record(path: Path) -> Record:
    """Read and replay-check a record; SaveError with the reason if it is not usable."""
    try:
        record = Record.load(path)
        record.replay()
    except RecordError as exc:
        raise SaveError(f"{path.name} cannot be opened: {exc}") from None
    return record


def save_record(record: Record, path: Path) -> None:
    """Save As: refuses to replace a file that is not a Party Table record."""
    if path.exists():
        try:
            Record.load(path)
        except RecordError:
            raise SaveError(f"{path.name} exists and is not a Party Table record; it was left as it is") from None
    atomic_write(path, record.to_json())


class AutoSave:
    """The autosave file of one game, rewritten after every action."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or autosave_dir() / f"game-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}.json"

    def write(self, record: Record) -> None:
        atomic_write(self.path, record.to_json())

    def finish(self) -> None:
        """The game ended: nothing left to resume."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


@dataclass
class Unfinished:
    path: Path
    record: Record | None
    error: str = ""


def unfinished_games() -> list[Unfinished]:
    """Autosaves newest first; damaged ones come with their error and are left alone."""
    found: list[Unfinished] = []
    files = sorted(autosave_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in files:
        try:
            record = load_record(path)
        except SaveError as exc:
            found.append(Unfinished(path, None, str(exc)))
            continue
        try:
            if record.replay().is_over():
                continue
        except RecordError:
            continue
        found.append(Unfinished(path, record))
    return found
