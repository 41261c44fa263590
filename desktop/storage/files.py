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
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from rules.core import RulesError, clip
from rules.core.record import MAX_BYTES, size_text

log = logging.getLogger("party-table")
T = TypeVar("T")

#: The longest reason shown for one file: a message is one line, whatever the file held.
REASON_LIMIT = 200

_logged: set[tuple[str, str]] = set()


@dataclass(frozen=True)
class FileProblem:
    """A file the app could not use, and why (one line)."""

    path: Path
    reason: str

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


def read_file(path: Path, parse: Callable[[bytes], T], limit: int = MAX_BYTES) -> T | FileProblem:
    """`parse(bytes of path)`, or a FileProblem if the file cannot be read or parsed.

    Only regular files are opened (a named pipe or a device could block or never end), and
    one larger than `limit` is refused before a byte of it is read.
    """
    problem = _check(path, limit)
    if problem is not None:
        return _report(path, problem)
    try:
        with open(path, "rb") as f:
            raw = f.read(limit + 1)
    except OSError as exc:
        return _report(path, _os_reason(exc))
    if len(raw) > limit:
        return _report(path, f"the file is too large ({size_text(len(raw))} or more)")
    try:
        return parse(raw)
    except RulesError as exc:
        return _report(path, str(exc))
    except (ValueError, TypeError, KeyError, ArithmeticError, RecursionError) as exc:
        return _report(path, f"its content cannot be used ({type(exc).__name__}: {exc})")
    except Exception as exc:  # a bug met while reading one file must not stop the app: log it, skip the file
        log.exception("reading %s", path)
        return _report(path, f"it could not be read ({type(exc).__name__}: {exc})")


def _check(path: Path, limit: int) -> str | None:
    try:
        info = path.stat()
    except FileNotFoundError:
        if path.is_symlink():
            return "it is a link to a file that does not exist"
        return "the file does not exist"
    except OSError as exc:
        return _os_reason(exc)
    if stat.S_ISDIR(info.st_mode):
        return "it is a folder, not a file"
    if not stat.S_ISREG(info.st_mode):
        return "it is not an ordinary file"
    if info.st_size > limit:
        return f"the file is too large ({size_text(info.st_size)})"
    return None


def _os_reason(exc: OSError) -> str:
    """"permission denied", "is a directory"…: the system's words without the file name."""
    return (exc.strerror or str(exc)).lower()


def _report(path: Path, reason: str) -> FileProblem:
    """The problem, as one short line; logged the first time it is seen."""
    line = " ".join(reason.split())
    line = clip(line, REASON_LIMIT, quoted=False)
    key = (str(path), line)
    if key not in _logged:
        _logged.add(key)
        log.warning("cannot use %s: %s", path, line)
    return FileProblem(path, line)
