"""Player preferences, kept in QSettings.

``PARTY_TABLE_SETTINGS`` (an .ini path) redirects them, so tests never touch the
user's real preferences.
"""

from __future__ import annotations

import os
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QSettings, Signal


class Settings(QObject):
    """Typed access to the preferences; `changed` fires with the key that changed."""

    changed = Signal(str)

    DEFAULTS: ClassVar[dict[str, Any]] = {
        "animation_speed": 1.0,  # 0 turns animation off; 2 is twice as fast
        "bot_delay_ms": 700,  # pause before each bot move so people can follow
        "bot_seconds": 1.0,  # how long a bot may think
        "confirm_before_commit": False,
        "colour_blind_marks": True,  # symbols/patterns beside colours (always drawn; this adds labels)
        "reduce_motion": False,
        "language": "en",
    }

    def __init__(self, path: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        path = path or os.environ.get("PARTY_TABLE_SETTINGS")
        if path:
            self._q = QSettings(path, QSettings.Format.IniFormat)
        else:
            self._q = QSettings("Party Table", "party-table")
        self._overrides: dict[str, Any] = {}

    def get(self, key: str) -> Any:
        if key in self._overrides:
            return self._overrides[key]
        default = self.DEFAULTS[key]
        value: Any = self._q.value(key, default)
        try:
            if isinstance(default, bool):
                return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")
            if isinstance(default, int):
                return int(value)
            if isinstance(default, float):
                return float(value)
        except (TypeError, ValueError):
            return default
        return value

    def set(self, key: str, value: Any, persist: bool = True) -> None:
        if key not in self.DEFAULTS:
            raise KeyError(f"no setting {key!r}")
        if persist:
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
