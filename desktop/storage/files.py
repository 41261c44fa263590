"""The one way the app reads a file of the user's: autosaves, saved games, settings, caches.

`read_file` never raises. It hands back either what the caller's parser made of the
bytes or a `FileProblem`: the file's path and one line saying what is wrong with it in
player words. Nothing here writes, so a damaged file is always left exactly as it was;
callers show the problem (a lobby note, a dialog) and carry on without that file.

Any module that adds a file the app reads back (statistics, review caches…) reads it
through `read_file` too, so a hostile or damaged file can never stop the app.
"""

from __future__ import annotations

import logging
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from rules.core import RulesError, clip, fault
from rules.core.record import MAX_BYTES, size_text
from rules.core.text import Text, say

log = logging.getLogger("party-table")
T = TypeVar("T")

#: The longest reason shown for one file: a message is one line, whatever the file held.
REASON_LIMIT = 200

_logged: set[tuple[str, str]] = set()


@dataclass(frozen=True)
class FileProblem:
    """A file the app could not use, and why: `reason` in English, one line (for logs); `message` the same
    for the player, a `Text` where it can be shown in their language (see `said`)."""

    path: Path
    reason: str
    message: Text | str = ""

    def said(self) -> Text | str:
        """What the player reads (`desktop.table.text.shown` puts it in their language)."""
        return self.message or self.reason

    @classmethod
    def of(cls, path: Path, message: Text | str) -> FileProblem:
        """The problem with `path` that `message` says (its English is the reason)."""
        return cls(path, str(message), message)

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


def read_file(path: Path, parse: Callable[[bytes], T], limit: int = MAX_BYTES) -> T | FileProblem:
    """`parse(bytes of path)`, or a FileProblem if the file cannot be read or parsed.

    Only regular files are opened (a named pipe or a device could block or never end), and
    one larger than `limit` is refused before a byte of it is read.
    """
    problem = _check(path, limit)
    if problem is not None:
        return report(path, problem)
    try:
        with open(path, "rb") as f:
            raw = f.read(limit + 1)
    except OSError as exc:
        return report(path, fault(exc))
    if len(raw) > limit:
        return report(path, say("the file is too large ({size} or more)", size=size_text(len(raw))))
    try:
        return parse(raw)
    except RulesError as exc:
        return report(path, exc.said())
    except (ValueError, TypeError, KeyError, ArithmeticError, RecursionError) as exc:
        why = fault(exc)  # a file cut short, bytes that are not text: a sentence of its own
        return report(path, why if isinstance(why, Text) else say("its content cannot be used ({detail})", detail=why))
    except Exception as exc:  # a bug met while reading one file must not stop the app: log it, skip the file
        log.exception("reading %s", path)
        return report(path, say("it could not be read ({detail})", detail=fault(exc)))


def _check(path: Path, limit: int) -> Text | str | None:
    try:
        info = path.stat()
    except FileNotFoundError:
        if path.is_symlink():
            return say("it is a link to a file that does not exist")
        return say("the file does not exist")
    except OSError as exc:
        return fault(exc)
    if stat.S_ISDIR(info.st_mode):
        return say("it is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        return say("it is not an ordinary file")
    if info.st_size > limit:
        return say("the file is too large ({size})", size=size_text(info.st_size))
    return None


def aside_path(path: Path) -> Path:
    """A free name beside `path` for a file that cannot be used, kept rather than written over
    ("statistics-damaged-20261201-170512.json", then "…-2.json" within the same second)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}-damaged-{stamp}{path.suffix}")
    n = 1
    while aside.exists() or aside.is_symlink():
        n += 1
        aside = path.with_name(f"{path.stem}-damaged-{stamp}-{n}{path.suffix}")
    return aside


def report(path: Path, reason: Text | str) -> FileProblem:
    """The problem, as one short line; logged (in English) the first time it is seen.

    A `Text` is kept, for the player's language, when its English is already one short line;
    otherwise the English line stands, tidied and cut."""
    line = clip(" ".join(str(reason).split()), REASON_LIMIT, quoted=False)
    key = (str(path), line)
    if key not in _logged:
        _logged.add(key)
        log.warning("cannot use %s: %s", path, line)
    return FileProblem(path, line, reason if isinstance(reason, Text) and str(reason) == line else line)
