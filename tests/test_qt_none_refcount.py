"""Regression guard for the PySide6 6.12.0 / Python 3.11 crash.

That release lowered None's reference count on every call to a method returning
nothing, until the interpreter aborted with "none_dealloc". If a future bump of the
pin brings it back, this fails instead of the app crashing for players.
"""

import sys

import pytest

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 (PEP 683): its "
                       "reference count never changes, so this check cannot fail there"),
]


def test_void_method_calls_keep_none_refcount(qapp):
    from PySide6.QtWidgets import QGraphicsRectItem

    item = QGraphicsRectItem(0, 0, 10, 10)
    before = sys.getrefcount(None)
    for i in range(100_000):
        item.setPos(i % 7, 0)
    after = sys.getrefcount(None)
    # It must not have fallen by anything like the number of calls.
    assert after >= before - 100, f"None's refcount fell from {before} to {after}"
