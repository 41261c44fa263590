"""How long the app takes to show its lobby, against a bare PySide6 window on the same machine.

    python packaging/startup.py [--runs 5] COMMAND...   # e.g. party-table --lobby-timing

Each run is timed from launching the process to its exit; the command must show its first
screen, paint it and quit (`--lobby-timing` does). One run first warms the disk cache. The bare
window is this Python's PySide6 showing an empty QWidget, painted, then quitting.
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


def median_seconds(command: list[str], runs: int) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run(command, env=env, check=True, capture_output=True, timeout=120)  # warm-up
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, capture_output=True, timeout=120)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="startup.py")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    if not args.command:
        parser.error("give the command that shows the lobby and quits")
    app = median_seconds(args.command, args.runs)
    bare = median_seconds([sys.executable, "-c", BARE], args.runs)
    print(f"launch to lobby shown and exit: {app:.3f} s (median of {args.runs}); "
          f"a bare PySide6 window: {bare:.3f} s; ratio {app / bare:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
