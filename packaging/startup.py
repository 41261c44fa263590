"""How long the app takes to show its lobby, against a bare PySide6 window on the same machine.

    python packaging/startup.py [--runs 5] COMMAND...   # e.g. party-table --lobby-timing

Each run is timed from launching the process to the line its first screen prints once it has
been painted ("lobby-shown …" from `--lobby-timing`, which then quits). One run first warms the
disk cache. The bare window is this Python's PySide6 showing an empty QWidget, painted, the same way.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

BARE = ("from PySide6.QtWidgets import QApplication, QWidget\n"
        "app = QApplication([])\nw = QWidget()\nw.resize(1280, 720)\nw.show()\nw.repaint()\nprint('shown')\n")


def shown_after(command: list[str]) -> float:
    """Seconds from launching `command` to the first line it prints (it must print one and exit 0)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    start = time.perf_counter()
    with subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True) as proc:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        seconds = time.perf_counter() - start
        proc.stdout.read()
    if proc.returncode != 0 or not line.strip():
        raise SystemExit(f"startup.py: {' '.join(command)} printed nothing or failed ({proc.returncode})")
    return seconds


def median_seconds(command: list[str], runs: int) -> float:
    shown_after(command)  # warm-up
    return statistics.median(shown_after(command) for _ in range(runs))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="startup.py")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    if not args.command:
        parser.error("give the command that shows the lobby and quits")
    if args.runs < 1:
        parser.error(f"--runs must be at least 1, not {args.runs}")
    app = median_seconds(args.command, args.runs)
    bare = median_seconds([sys.executable, "-c", BARE], args.runs)
    print(f"launch to lobby shown: {app:.3f} s (median of {args.runs}); "
          f"a bare PySide6 window: {bare:.3f} s; ratio {app / bare:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
