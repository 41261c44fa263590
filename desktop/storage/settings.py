"""Player preferences, kept in QSettings.

``PARTY_TABLE_SETTINGS`` (an .ini path) redirects them, so tests never touch the
user's real preferences. The file is checked through desktop.storage.files first: one that
cannot be used is reported (`problem`) and left alone — the preferences then live in
memory for this run — and a value out of its range reads as the default. Qt rewrites the whole
file on the first change (the window's size, as it closes) and keeps only the settings it read, so
a file with anything else in it — free text, JSON, a comment — counts as one that cannot be used;
an empty one holds nothing to lose and is used.
"""

from __future__ import annotations

import math
import os
import re
import sys
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Signal

from desktop.storage.files import FileProblem, read_file
from rules.core import RecordError, say

#: A preferences file is a few hundred bytes; a bigger one is not ours.
MAX_SETTINGS_BYTES = 1024 * 1024
#: What QSettings reads from an INI file, and so writes back: a group's heading, or a key and its value.
_HEADING = re.compile(r"\[[^\]]*\]")
_SETTING = re.compile(r"[\w.%\\/ -]+=.*")
#: Text no person and no QSettings writes in a preferences file (a QSettings value spells these out).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
NOT_PREFERENCES = say("it is not a preferences file this app can read")


def _text(raw: bytes) -> str:
    """The preferences as text, if Qt would keep all of it when it writes them back; RecordError if not."""
    text = raw.decode("utf-8").removeprefix("\ufeff")
    if _CONTROL.search(text):
        raise RecordError(NOT_PREFERENCES)
    continued = False  # a line after one ending in a backslash (not an escaped one, "\\") is the rest of its value
    for line in text.splitlines():
        part = line.strip()
        if not continued and part.startswith((";", "#")):
            raise RecordError(say("it holds comments, which saving the preferences would remove"))
        if not (continued or not part or _HEADING.fullmatch(part) or _SETTING.fullmatch(part)):
            raise RecordError(NOT_PREFERENCES)
        continued = (len(part) - len(part.rstrip("\\"))) % 2 == 1
    return text


def _native_file() -> Path | None:
    """Where QSettings keeps the preferences on Linux (elsewhere they are not a plain file)."""
    if not sys.platform.startswith("linux"):
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(config) / "Party Table" / "party-table.conf"


def _check_file(path: Path) -> FileProblem | None:
    if not (path.exists() or path.is_symlink()):
        return None
    found = read_file(path, _text, MAX_SETTINGS_BYTES)
    return found if isinstance(found, FileProblem) else None


class Settings(QObject):
    """Typed access to the preferences; `changed` fires with the key that changed."""

    changed = Signal(str)

    DEFAULTS: ClassVar[dict[str, Any]] = {
        "animation_speed": 1.0,  # 0 turns animation off; 2 is twice as fast
        "bot_delay_ms": 700,  # pause before each bot move so people can follow
        "bot_seconds": 1.0,  # how long a bot may think
        "confirm_before_commit": False,
        "confirm_leaving_table": True,  # ask before leaving a network game that goes on (or stops) without this window
        "colour_blind_marks": True,  # symbols/patterns beside colours (always drawn; this adds labels)
        "reduce_motion": False,
        "lessons_done": "",  # game ids of the lessons played to the end, comma-separated
        "language": "",  # "" follows the system; "en" or "it" (desktop/startup/i18n.py)
        "join_name": "",  # the name this person last sat down with at another's table (the Join dialog offers it)
        "join_colour": "",  # and the colour (offered again where the next table has it free)
        "window_geometry": "",  # the main window's size and place when it last closed (Qt's, in base64)
    }
    #: The sensible range of each number; a value outside it (or not a number) reads as the default.
    RANGES: ClassVar[dict[str, tuple[float, float]]] = {
        "animation_speed": (0.0, 10.0),
        "bot_delay_ms": (0, 10_000),
        "bot_seconds": (0.01, 60.0),
    }

    def __init__(self, path: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        path = path or os.environ.get("PARTY_TABLE_SETTINGS")
        file = Path(path) if path else _native_file()
        #: What is wrong with the preferences file, if anything (then nothing is read from or written to it).
        self.problem: FileProblem | None = _check_file(file) if file is not None else None
        self._q: QSettings | None = None
        self._overrides: dict[str, Any] = {}
        if self.problem is None:
            # QSettings reads its file as it is made (and would wait forever on a pipe): only after the check.
            self._q = QSettings(path, QSettings.Format.IniFormat) if path else QSettings("Party Table", "party-table")
            if self._q.status() != QSettings.Status.NoError:
                self.problem = FileProblem.of(Path(self._q.fileName()), NOT_PREFERENCES)

    def get(self, key: str) -> Any:
        if key in self._overrides:
            return self._overrides[key]
        default = self.DEFAULTS[key]
        value: Any = default if self._q is None or self.problem else self._q.value(key, default)
        try:
            if isinstance(default, bool):
                return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")
            if isinstance(default, int | float):
                number = type(default)(value)
                low, high = self.RANGES.get(key, (-math.inf, math.inf))
                return number if low <= number <= high else default
        except (TypeError, ValueError, OverflowError):
            return default
        return value if isinstance(value, type(default)) else default

    def set(self, key: str, value: Any, persist: bool = True) -> None:
        if key not in self.DEFAULTS:
            raise KeyError(f"no setting {key!r}")
        if persist and self._q is not None and self.problem is None:
            self._q.setValue(key, value)
            self._overrides.pop(key, None)
        else:
            self._overrides[key] = value
        self.changed.emit(key)

    @property
    def animation_speed(self) -> float:
        return 0.0 if self.get("reduce_motion") else float(self.get("animation_speed"))

    @property
    def bot_delay_ms(self) -> int:
        return int(self.get("bot_delay_ms"))
