"""Fire-and-forget tasks that are not lost: asyncio keeps only weak references to running tasks."""

from __future__ import annotations

import asyncio
from typing import Any

_running: set[asyncio.Task[Any]] = set()


def keep(task: asyncio.Task[Any]) -> asyncio.Task[Any]:
    """Hold `task` until it ends."""
    _running.add(task)
    task.add_done_callback(_running.discard)
    return task
