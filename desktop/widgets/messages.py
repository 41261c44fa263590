"""Message boxes in the house look: a cream page, ink words and cream buttons, like the app's own dialogs.

Qt's own boxes take the system's grey look and small square buttons, out of place over the app's
pages; every message the shell shows (a file that could not be read or saved, a lesson that cannot
start, the language that changes at the next start, the statistics' reset) goes through here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from desktop.table import theme
from desktop.widgets.style import cream_buttons

#: The box's page and words, and its buttons (at least as tall as the app's buttons, round at the ends).
MESSAGE_STYLE = ("QMessageBox { background: #fffaf2; border: 1px solid #d5c2ab; }\n"
                 "QMessageBox QLabel { color: #3b2f2a; }\n"
                 + cream_buttons("QMessageBox QPushButton", radius=15, padding="6px 22px")
                 + "QMessageBox QPushButton { min-width: 72px; min-height: 20px; }\n")

Icon = QMessageBox.Icon
Button = QMessageBox.StandardButton


def message_box(parent: QWidget | None, title: str, text: str, icon: Icon = Icon.Information,
                buttons: Button = Button.Ok, details: str = "") -> QMessageBox:
    """A box in the house look, not yet shown; `details` (which file, the reason) go under the text."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # a file's or a player's name is shown as typed, never as markup
    box.setStyleSheet(MESSAGE_STYLE)
    box.setFont(theme.text_font(14))
    layout = box.layout()
    if layout is not None:  # Qt's own margins leave the words at the border
        layout.setContentsMargins(20, 18, 24, 16)
    for button in box.buttons():
        button.setIcon(QIcon())  # the system's pictures on OK and Cancel; the app's buttons have words only
    if details:
        box.setInformativeText(details)
        informative = box.findChild(QLabel, "qt_msgbox_informativelabel")  # Qt's name for the details' label
        if informative is not None:
            informative.setTextFormat(Qt.TextFormat.PlainText)
    return box


def tell(parent: QWidget | None, title: str, text: str, icon: Icon = Icon.Information) -> None:
    """Say something and wait for OK."""
    message_box(parent, title, text, icon).exec()


def ask(parent: QWidget | None, title: str, text: str, do: str = "", keep: str = "") -> bool:
    """Ask before doing something that cannot be undone: Yes, or Cancel (the default) — or buttons that name
    what they `do` and what they `keep` ("Reset the statistics" / "Keep them")."""
    box = asking_box(parent, title, text, do, keep)
    return box.exec() == Button.Yes


def asking_box(parent: QWidget | None, title: str, text: str, do: str = "", keep: str = "") -> QMessageBox:
    """`ask`'s box, not yet shown."""
    box = message_box(parent, title, text, Icon.Question, Button.Yes | Button.Cancel)
    box.setDefaultButton(Button.Cancel)
    for button, words in ((Button.Yes, do), (Button.Cancel, keep)):
        if words:
            box.button(button).setText(words)
    return box
