"""What a test needs from a POSIX system (named pipes, file modes that bind everyone but root),
so the same suite runs on Windows with those tests skipped rather than failing at import."""

from __future__ import annotations

import os

import pytest

HAS_PIPES = hasattr(os, "mkfifo")
#: root may write in a read-only folder, so a test of a refused write proves nothing as root.
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0

needs_pipes = pytest.mark.skipif(not HAS_PIPES, reason="this system has no named pipes")
not_as_root = pytest.mark.skipif(AS_ROOT or not hasattr(os, "geteuid"),
                                 reason="root may write in a read-only folder; other systems lack the modes")
