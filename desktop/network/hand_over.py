"""The host's buttons for a person's seat while they are away: a bot plays for them, and back (issue #34).

When a person who joined from another computer drops ("waiting for Ben (reconnecting…)"), the
host's side panel shows "Let a bot play for Ben"; once a bot stands in, "Give Ben the seat back".
The server decides (`hand_over`); this bar only asks, and redraws from each picture.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from desktop.network.bridge import Picture
from desktop.table import theme
from desktop.table.guard import Guarded

#: The bot that stands in for an absent person: it plays a fair game without keeping the table waiting.
STAND_IN = "normal"


class HandOverBar(Guarded, QWidget):
    """One button per absent person, or per person a bot stands in for; hidden when there is none."""

    def __init__(self, hand_over: Callable[[int, str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand_over = hand_over
        self.buttons: dict[int, QPushButton] = {}
        self.setObjectName("handOver")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self.hide()

    def show_seats(self, picture: Picture) -> None:
        """Buttons for the seats as this picture has them (a finished game has none)."""
        wanted: dict[int, tuple[str, str, str]] = {}
        for public in picture.seats if picture.phase == "playing" and not picture.closed else ():
            if public["kind"] != "remote" or public["open"]:
                continue
            seat, name = int(public["seat"]), str(public["name"])
            if public["bot"]:
                wanted[seat] = (self.tr("Give %s the seat back") % name, "person",
                                self.tr("%s plays their own seat again (a bot plays for them now)") % name)
            elif not public["connected"]:
                wanted[seat] = (self.tr("Let a bot play for %s") % name, STAND_IN,
                                self.tr("%s is away: a bot plays their seat until you give it back") % name)
        for seat in [s for s in self.buttons if s not in wanted]:
            self.buttons.pop(seat).deleteLater()
        for seat, (text, to, tip) in sorted(wanted.items()):
            button = self.buttons.get(seat)
            if button is None:
                button = QPushButton()
                button.setFont(theme.text_font(14, bold=True))
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _=False, seat=seat: self._clicked(seat))
                self._layout.addWidget(button)
                self.buttons[seat] = button
            with_room = max(120, self.width() - 24) if self.width() > 0 else 230
            button.setText(button.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, with_room))
            button.setAccessibleName(text)
            button.setToolTip(tip)
            button.setProperty("to", to)
            button.setEnabled(True)
        self.setVisible(bool(wanted))

    def _clicked(self, seat: int) -> None:
        button = self.buttons.get(seat)
        if button is not None:
            button.setEnabled(False)  # until the server's answer redraws the bar
            self.hand_over(seat, str(button.property("to")))
