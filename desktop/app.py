"""Application setup: QApplication, fonts, logging, the crash hook, and the GUI commands.

``party-table`` opens the main window; ``party-table --selftest`` plays a short bot
game of every game with a built table and renders each table to PNG, headless;
``party-table bench gui [--json]`` measures repaint time, startup time and peak memory;
``--games N`` the memory over N games played in one window.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
import traceback
from collections.abc import Sequence
from types import TracebackType

from desktop.paths import log_path

PROCESS_START = time.perf_counter()
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
        from desktop import i18n
        from desktop.settings import Settings

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
            from PySide6.QtWidgets import QApplication, QMessageBox

            if QApplication.instance() is None:
                return
            box = QMessageBox(QMessageBox.Icon.Critical, "Party Table — something went wrong",
                              f"Sorry, the app hit an error: {exc}\n\nYour game is autosaved and will be offered "
                              f"when you start again.\nThe details are in the log: {log_path()}")
            box.setDetailedText(details)
            box.setObjectName("crashDialog")
            _crash_dialogs.append(box)  # keep it alive: it has no parent
            box.open()
        except Exception:
            pass

    sys.excepthook = hook


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "bench":
        parser = argparse.ArgumentParser(prog="party-table bench gui")
        parser.add_argument("what", choices=["gui"])
        parser.add_argument("--json", action="store_true")
        parser.add_argument("--repeat", type=int, default=60)
        parser.add_argument("--text-audit", action="store_true",
                            help="the smallest text of every table at three window sizes, instead of timings")
        parser.add_argument("--games", type=int, default=0, metavar="N",
                            help="play N bot games in one window and print the memory after each, instead of timings")
        opts = parser.parse_args(args[1:])
        if opts.games > 0:
            from desktop.selftest import bench_games

            return bench_games(opts.games, as_json=opts.json)
        if opts.text_audit:
            from desktop.text_audit import text_audit

            return text_audit(as_json=opts.json)
        from desktop.selftest import bench_gui

        return bench_gui(as_json=opts.json, repeat=opts.repeat)
    parser = argparse.ArgumentParser(prog="party-table")
    parser.add_argument("--selftest", action="store_true", help="play and render every built table headless")
    parser.add_argument("--out", default="", help="folder for the --selftest PNGs")
    parser.add_argument("--lobby-timing", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--screenshot", default="", help=argparse.SUPPRESS)
    opts = parser.parse_args(args)
    if opts.selftest:
        from desktop.selftest import selftest

        return selftest(opts.out)
    setup_logging()
    install_crash_hook()
    app = make_app(args)
    from PySide6.QtCore import QTimer

    from desktop.main_window import MainWindow

    window = MainWindow()
    window.show()
    if opts.lobby_timing:
        def report() -> None:
            window.repaint()
            print(f"lobby-shown {time.perf_counter() - PROCESS_START:.4f}", flush=True)
            app.quit()  # type: ignore[attr-defined]

        QTimer.singleShot(0, report)
    if opts.screenshot:
        from desktop.selftest import screenshot_script

        screenshot_script(window, opts.screenshot)
    return int(app.exec())  # type: ignore[attr-defined]
