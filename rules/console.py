"""What the headless commands share: the usage error, argument types and a progress bar.

Each command module (rules/cli.py, rules/review_cli.py, rules/bench/) imports these from here, so no
command module imports another.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from rules.core import clip


class UsageError(Exception):
    pass


def game_options(pairs: Sequence[str]) -> dict[str, str]:
    """A game's options from `--option KEY=VALUE` arguments (the game reads the values as it resolves them)."""
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise UsageError(f"--option needs key=value, not {clip(pair)}")
        out[key.strip()] = value
    return out


def usable_folder(text: str) -> Path:
    """A folder a command keeps its files in, created if missing: UsageError (why, in one line) if it cannot hold
    files, so that the command refuses it before it starts rather than at its first file."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise UsageError(f"{clip(text)} is a file, not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        raise UsageError(f"cannot write in {clip(text)}: {exc.strerror or exc}") from None
    return path


class Progress:
    """A progress bar on a terminal's stderr that appears only once a run has taken a second (never in a log or a
    pipe, where its carriage returns would be noise)."""

    def __init__(self, total: int, label: str, stream: TextIO = sys.stderr) -> None:
        self.total, self.label, self.stream = total, label, stream
        self.start = time.perf_counter()
        self.shown = False
        self.last = 0.0
        self.terminal = stream.isatty()

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if not self.terminal or now - self.start < 1.0 or (now - self.last < 0.1 and done < self.total):
            return
        self.last, self.shown = now, True
        width = 30
        filled = int(width * done / max(1, self.total))
        left = ""
        if 0 < done < self.total:
            seconds = (now - self.start) / done * (self.total - done)
            left = f", about {seconds / 60:.0f} min left" if seconds >= 90 else f", about {seconds:.0f} s left"
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{self.total}{left}   ")
        self.stream.flush()

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")


def at_least_one(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{clip(text)} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def positive_seconds(text: str) -> float:
    """An argparse type: a number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{clip(text)} is not a number of seconds") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, not {text}")
    return value
