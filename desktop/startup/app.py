"""Application setup: the QApplication with its fonts and language, logging, the crash hook.

The commands that start it (the window, `--selftest`, `bench gui`) are read in desktop/launcher.py.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Sequence
from types import TracebackType

from desktop.storage.paths import log_path

log = logging.getLogger("party-table")
_crash_dialogs: list[object] = []


def setup_logging() -> None:
    try:
        handler: logging.Handler = logging.FileHandler(log_path(), encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def make_app(argv: Sequence[str] = ()) -> object:
    """The QApplication with the bundled fonts loaded (reused if one exists)."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from desktop.table import theme

    app = QApplication.instance()
    if app is None:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        QCoreApplication.setOrganizationName("Party Table")
        QCoreApplication.setApplicationName("party-table")
        app = QApplication([sys.argv[0], *argv])
        from desktop.startup import i18n
        from desktop.storage.settings import Settings

        i18n.install(app, str(Settings().get("language")))
    theme.load_fonts(app)  # type: ignore[arg-type]
    return app


def install_crash_hook() -> None:
    """Unhandled exceptions: log them and show a dialog saying where the log is.

    The autosave is written after every action, so it already holds the game.
    """

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        from desktop.table import guard

        if isinstance(exc, Exception) and guard.has_handler():
            # a slot failed while a window is up: it reports, rebuilds the table and play goes on
            guard.report(exc, "a slot")
            return
        details = "".join(traceback.format_exception(kind, exc, tb))
        log.error("unhandled exception:\n%s", details)
        sys.__stderr__.write(details) if sys.__stderr__ else None
        try:
            from PySide6.QtCore import QCoreApplication
            from PySide6.QtWidgets import QApplication

            from desktop.widgets.messages import Icon, message_box

            if QApplication.instance() is None:
                return
            title = QCoreApplication.translate("CrashDialog", "Party Table — something went wrong")
            text = QCoreApplication.translate(
                "CrashDialog", "Sorry, the app hit an error: %s\n\nYour game is autosaved and will be offered when "
                "you start again.\nThe details are in the log: %s") % (exc, log_path())
            box = message_box(None, title, text, Icon.Critical)
            box.setDetailedText(details)
            box.setObjectName("crashDialog")
            _crash_dialogs.append(box)  # keep it alive: it has no parent
            box.open()
        except Exception:
            pass

    sys.excepthook = hook
