"""Where the app finds its bundled resources and keeps the user's files.

Source runs read resources/ next to the packages; a PyInstaller bundle unpacks them
under ``sys._MEIPASS``. The packaging helper relies on `resources_dir()`.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

APP_NAME = "party-table"


def resources_dir() -> Path:
    """The folder holding fonts/, rules/, art/ … in source runs and in a bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def data_dir() -> Path:
    """The user's data folder (saves, autosaves, log). ``PARTY_TABLE_DATA`` overrides it (tests).

    It is created if missing; if it cannot be, the path is still returned and each write
    there fails on its own, guarded (the app runs without saving rather than not at all).
    """
    override = os.environ.get("PARTY_TABLE_DATA")
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def log_path() -> Path:
    return data_dir() / "party-table.log"
