"""The `party-table` entry point: headless commands, or the desktop app.

Headless commands are dispatched before anything imports Qt, so they run on a
machine with no screen and no Qt libraries.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

#: Taken as the app's start for `--lobby-timing`: the first thing the entry point does.
PROCESS_START = time.perf_counter()

HEADLESS = {"games", "simulate", "replay", "review"}
#: The benches that need Qt; every other `bench` is the rules CLI's (or, `bench net`, the network's).
QT_BENCH = {"gui"}


def is_headless(argv: Sequence[str]) -> bool:
    if not argv:
        return False
    if argv[0] in HEADLESS or argv[0] in ("-h", "--help"):
        return True
    return argv[0] == "bench" and (len(argv) < 2 or argv[1] not in QT_BENCH)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["serve"] or args[:2] == ["bench", "net"]:  # the network's commands (net/cli.py)
        from net.cli import main as net_main

        return net_main(args)
    if is_headless(args):
        from rules.cli import main as cli_main

        return cli_main(args)
    return gui_main(args)


GAMES_HELP = "only these games: ids as `party-table games` lists them, comma-separated"


def _ids(text: str) -> tuple[str, ...]:
    """An --only list: game ids separated by commas."""
    return tuple(part.strip() for part in text.split(",") if part.strip())


def _bench_gui(args: Sequence[str]) -> int:
    """`party-table bench gui`: the tables' timings, or their text audit, or memory over many games. `args` are
    those after `bench gui`."""
    from rules.console import at_least_one

    parser = argparse.ArgumentParser(prog="party-table bench gui")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--repeat", type=at_least_one, default=60)
    parser.add_argument("--only", type=_ids, default=(), help=GAMES_HELP)
    parser.add_argument("--text-audit", action="store_true",
                        help="the size and contrast of the text of every table, and the contrast of the "
                             "shell's words, at three window sizes, instead of timings")
    parser.add_argument("--games", type=at_least_one, metavar="N",
                        help="play N bot games in one window and print the memory after each, instead of timings")
    opts = parser.parse_args(args)
    if opts.games is not None:
        from desktop.devtools.selftest import bench_games

        return bench_games(opts.games, as_json=opts.json, only=opts.only)
    if opts.text_audit:
        from desktop.devtools.text_audit import text_audit

        return text_audit(as_json=opts.json)
    from desktop.devtools.selftest import bench_gui

    return bench_gui(as_json=opts.json, repeat=opts.repeat, only=opts.only)


def gui_main(args: Sequence[str]) -> int:
    """The commands that need Qt: the app's window, and the developer tools `--selftest` and `bench gui`."""
    if args and args[0] == "bench":
        return _bench_gui(args[2:])  # args[1] is "gui": every other bench is headless (is_headless)
    parser = argparse.ArgumentParser(prog="party-table")
    parser.add_argument("--selftest", action="store_true", help="play and render every built table headless")
    parser.add_argument("--out", default="", help="folder for the --selftest PNGs")
    parser.add_argument("--only", type=_ids, default=(), help="with --selftest: " + GAMES_HELP)
    parser.add_argument("--lobby-timing", action="store_true",
                        help="print the seconds from launch to the lobby's first paint, then quit "
                             "(packaging/startup.py times start-up with it)")
    opts = parser.parse_args(args)
    if opts.selftest:
        from desktop.devtools.selftest import selftest

        return selftest(opts.out, only=opts.only)
    from desktop.startup.app import install_crash_hook, make_app, setup_logging

    setup_logging()
    install_crash_hook()
    app = make_app(args)
    from PySide6.QtCore import QThreadPool, QTimer

    from desktop.screens.main_window import MainWindow
    from desktop.widgets.sizing import fit_on_screen

    window = MainWindow()
    window.keeps_geometry = True
    if not window.restore_geometry():  # where it was last time; else its own size, no larger than the screen
        fit_on_screen(window, window.width(), window.height(), centre=True)
    window.show()
    if opts.lobby_timing:
        def report() -> None:
            window.repaint()
            print(f"lobby-shown {time.perf_counter() - PROCESS_START:.4f}", flush=True)
            app.quit()  # type: ignore[attr-defined]

        QTimer.singleShot(0, report)
    code = int(app.exec())  # type: ignore[attr-defined]
    # a bot or a hint may still be thinking (its answer goes nowhere now): let it end rather than have the
    # interpreter shut down under a running worker
    QThreadPool.globalInstance().waitForDone(2000)
    return code


if __name__ == "__main__":
    sys.exit(main())
