"""The house look of the shell's plain widgets, in Qt style-sheet rules that several pages share.

A page's style sheet is its own (its panels, its lists) plus these: the cream button and the slim
scroll bar look the same on the side panel, the review, the end screen and the statistics, and a
button that cannot be pressed looks it everywhere (a restyled QPushButton loses Qt's own greying).
"""

from __future__ import annotations

from desktop.table import theme


def cream_buttons(selector: str = "QPushButton", radius: int = 16, padding: str = "6px 18px") -> str:
    """Style rules for cream buttons matched by `selector`: at rest, under the pointer, with the keyboard's focus
    (the table's blue ring: ART.md asks for a focus to see, and a restyled button loses Qt's own), and greyed
    when disabled."""
    return (f"{selector} {{ background: #fffaf2; color: #3b2f2a; border: 2px solid #d5c2ab; "
            f"border-radius: {radius}px; padding: {padding}; outline: none; }}\n"
            f"{selector}:hover {{ border-color: #e0b84a; background: #fff3d6; }}\n"
            f"{selector}:focus {{ border-color: {theme.FOCUS_RING.name()}; }}\n"
            f"{selector}:disabled {{ color: #b8aa98; border-color: #e8dccb; background: #fbf6ee; }}\n")


def go_buttons(selector: str, rules: str = "") -> str:
    """Style rules for the green buttons matched by `selector` that move things on (start, play again, next):
    white words on theme.GO, lighter under the pointer. The keyboard's focus turns the edge the app's blue ring,
    which the page around sets off (a lighter green alone hardly showed); the edge is always there, in the
    button's own green otherwise, so the ring moves nothing. `rules`: their shape."""
    ring = theme.FOCUS_RING.name()
    return (f"{selector} {{ background: {theme.GO}; color: white; border: 3px solid {theme.GO}; {rules} }}\n"
            f"{selector}:hover {{ background: {theme.GO_HOVER}; border-color: {theme.GO_HOVER}; }}\n"
            f"{selector}:focus {{ border-color: {ring}; }}\n")


#: A slim vertical scroll bar on a cream page: a rounded handle, no arrows.
SLIM_SCROLLBAR = """
QScrollBar:vertical { background: transparent; width: 10px; margin: 2px; }
QScrollBar::handle:vertical { background: #d9c6ad; border-radius: 4px; min-height: 30px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: transparent; }
"""
