"""Worker processes for the headless commands' `--jobs`, on every OS.

Linux forks (fast, and the workers inherit the loaded games); Windows cannot fork and macOS
should not once a GUI library is loaded, so there the workers are spawned (a frozen app
calls `multiprocessing.freeze_support()` first: packaging/entry.py). The module is imported
only when a command asks for more than one job, so the app's start pays nothing for it.
"""

from __future__ import annotations

import sys
from typing import Any


def start_method(platform: str = sys.platform) -> str:
    return "fork" if platform.startswith("linux") else "spawn"


def pool(jobs: int) -> Any:
    """A process pool of `jobs` workers (use it in a `with`)."""
    import multiprocessing

    return multiprocessing.get_context(start_method()).Pool(jobs)
