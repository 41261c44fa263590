"""Worker processes for the headless commands' `--jobs`, on every OS.

Linux forks (fast, and the workers inherit the loaded games); Windows cannot fork and macOS
should not once a GUI library is loaded, so there the workers are spawned (a frozen app
calls `multiprocessing.freeze_support()` first: packaging/entry.py). The module is imported
only when a command asks for more than one job, so the app's start pays nothing for it.
"""

from __future__ import annotations

import sys
from typing import Any


def pool(jobs: int) -> Any:
    """A process pool of `jobs` workers (use it in a `with`)."""
    import multiprocessing

    method = "fork" if sys.platform.startswith("linux") else "spawn"
    return multiprocessing.get_context(method).Pool(jobs)
