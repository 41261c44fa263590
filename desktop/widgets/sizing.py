"""Windows that open no larger than the screen they open on, and labels as tall as their letters.

A window's first size is the one its layout was drawn for (the main window 1440×860, the rules
1060×760); on a laptop whose free area is smaller (1366×768 less a panel) it would open partly
off the screen, so it takes at most `SHARE` of the free area instead.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

from desktop.table import theme

#: The most of the screen's free area a window opens at.
SHARE = 0.96


def fit_on_screen(window: QWidget, width: int, height: int, free: QRect | None = None,
                  centre: bool = False) -> None:
    """Resize `window` to width × height, or less where the free area of its screen (`free`, by default
    the screen's own) is smaller; with `centre`, place it in the middle of that area."""
    if free is None:
        screen = window.screen() or QGuiApplication.primaryScreen()
        free = screen.availableGeometry() if screen is not None else None
    if free is None or free.isEmpty():
        window.resize(width, height)
        return
    w, h = min(width, int(free.width() * SHARE)), min(height, int(free.height() * SHARE))
    window.resize(w, h)
    if centre:
        window.move(free.center() - QPoint(w // 2, h // 2))


def keep_accent_room(label: QLabel, font: QFont | None = None) -> QLabel:
    """`label` with room on top for what stands above Lato's line ("È", an apostrophe), which a label squeezed
    to its lines would cut off. `font`: the one it will be drawn in, where it is not yet its own (a label
    that takes its dialog's font once it is placed)."""
    label.setContentsMargins(0, theme.accent_room(font or label.font()), 0, 0)
    return label
