"""User-visible text on the tables, ready for translation (one helper for every game's table)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication


def translator(context: str) -> Callable[[str], str]:
    """A ``_tr(text)`` for one table: Qt looks the text up under ``context`` (the table's class name)."""

    def tr(text: str) -> str:
        return QCoreApplication.translate(context, text)

    tr.__doc__ = f"User-visible text of {context}, ready for translation."
    return tr


__all__ = ["translator"]
