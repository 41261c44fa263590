"""What the screenshot scripts (screenshots.py, net_screenshots.py) share: their arguments, and the app in a
scratch home of its own that goes when the script ends, whatever happens, so no run leaves settings, saves or
pictures behind."""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def window_size(text: str) -> tuple[int, int]:
    """An argparse type: a window's size as WIDTHxHEIGHT, e.g. 1280x720."""
    width, _, height = text.partition("x")
    if not (width.isdigit() and height.isdigit()) or not (320 <= int(width) <= 7680 and 240 <= int(height) <= 4320):
        raise argparse.ArgumentTypeError(f"a window size is WIDTHxHEIGHT, like 1280x720, not {text!r}")
    return int(width), int(height)


def language(text: str) -> str:
    """An argparse type: one of the languages the app speaks."""
    from desktop.startup.i18n import LANGUAGES

    if text not in LANGUAGES:
        raise argparse.ArgumentTypeError(f"the app speaks {', '.join(LANGUAGES)}, not {text!r}")
    return text


@contextlib.contextmanager
def scratch_app(prefix: str, speaking: str) -> Iterator[tuple[Any, Any]]:
    """The QApplication and the settings of an app in a home of its own (removed at the end), speaking `speaking`,
    with the bundled fonts, never announcing tables, and never asking before leaving one (nobody is there to
    answer)."""
    home = tempfile.mkdtemp(prefix=prefix)
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = home
    os.environ["PARTY_TABLE_DATA"] = str(Path(home) / "data")
    os.environ["PARTY_TABLE_NO_LAN"] = "1"  # screenshots never announce or browse tables (net/discovery.py)
    try:
        from PySide6.QtWidgets import QApplication

        from desktop.startup import i18n
        from desktop.storage.settings import Settings
        from desktop.table import theme

        app = QApplication(sys.argv[:1])
        theme.load_fonts(app)  # the bundled faces, as the app has them (not the system's fallback)
        settings = Settings(str(Path(home) / "settings.ini"))
        settings.set("language", speaking)
        settings.set("confirm_leaving_table", False)
        i18n.install(app, speaking)
        yield app, settings
    finally:
        shutil.rmtree(home, ignore_errors=True)


def settle(app: Any, done: Callable[[], bool], seconds: float = 20.0) -> bool:
    """Let the windows work until `done()` (then a few more passes, for the layout to finish), or `seconds`
    pass; whether `done()` came true."""
    from PySide6.QtCore import QEventLoop

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        if done():
            for _ in range(10):
                app.processEvents()
            return True
    return False
