"""The first page of the main window: the lobby, under the offer to resume an unfinished game and the note
about files that could not be read."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from desktop.screens.lobby import PANEL_WIDTH, Lobby
from desktop.storage.files import FileProblem
from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.text import shown, translator
from desktop.widgets.plain import plain_label
from rules.core import Record, clip, get_game

#: These texts keep the main window's translation context, where they were first written.
_tr = translator("MainWindow")

RESUME_STYLE = """
QWidget#lobbyPage { background: #f7efe4; color: #3b2f2a; }
QPushButton#resumeBar { background: #ffe8a3; border: 2px solid #e0b84a; border-radius: 18px; padding: 7px 28px;
                        color: #3b2f2a; outline: none; }
QPushButton#resumeBar:hover { background: #ffefb8; }
QPushButton#resumeBar:focus { border-color: @RING@; }
""".replace("@RING@", theme.FOCUS_RING.name())


class LobbyPage(Guarded, QWidget):
    """The lobby with the resume bar and the unreadable files' note above it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # the style sheet's background, as a QWidget
        self.setStyleSheet(RESUME_STYLE)
        self.lobby = Lobby(self)
        self._offered: Record | None = None
        #: The files that could not be used, by what they are (see `show_problems`); the saves' and settings' first.
        self._problems: dict[str, list[FileProblem]] = {"files": []}
        self._note = ""
        self.resume_bar = QPushButton()
        self.resume_bar.setObjectName("resumeBar")
        self.resume_bar.setFont(theme.text_font(16, bold=True))
        self.resume_bar.setCursor(Qt.CursorShape.PointingHandCursor)
        self.resume_bar.hide()
        self.resume_note = plain_label()  # one line per file, never wrapped (lines are elided to fit)
        self.resume_note.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)  # the lobby keeps its own margins; a laptop needs the height
        layout.setSpacing(2)
        for widget in (self.resume_bar, self.resume_note):
            widget.setMaximumWidth(PANEL_WIDTH)
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.lobby, 1)
        self.lobby.lead = self.resume_bar  # over the lobby: the keyboard's first stop

    def offer(self, record: Record | None) -> None:
        """The bar that resumes `record` (None: no bar)."""
        self._offered = record
        if record is None:
            self.resume_bar.hide()
            return
        self.resume_bar.setText(self._resume_text(record))
        self.resume_bar.show()

    def _resume_text(self, record: Record) -> str:
        """The offer in one line of the bar: as many of the players named as fit, then "and 3 more"."""
        try:
            name = get_game(record.game).name
        except Exception:
            name = record.game
        moves = len(record.actions)
        progress = (_tr("not started yet") if moves == 0 else _tr("1 move played") if moves == 1
                    else _tr("%d moves played") % moves)
        names = [clip(p.name, 40, quoted=False) for p in record.players]
        metrics = QFontMetrics(self.resume_bar.font())
        room = min(PANEL_WIDTH, self.width() if self.isVisible() else PANEL_WIDTH) - 2 * 28 - 8  # less the padding
        whos = [", ".join(names)] + [QCoreApplication.translate("MainWindow", "%s and %n more", None, len(names) - k)
                                     % ", ".join(names[:k]) for k in range(len(names) - 1, 0, -1)]
        offers = [_tr("▶  Resume your game of %s with %s — %s") % (name, who, progress) for who in whos]
        self.resume_bar.setToolTip(offers[0])  # every name
        text = next((offer for offer in offers if metrics.horizontalAdvance(offer) <= room), offers[-1])
        return metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, room)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._offered is not None:
            self.resume_bar.setText(self._resume_text(self._offered))

    def show_problems(self, bad: list[FileProblem], about: str = "files") -> None:
        """One line per file (its name and why; the folder in the heading), all of it in the tooltip; no note
        when there are none. `bad` are all the problems of one kind of file (`about`: the saves and settings
        looked at as the lobby shows, the statistics): each kind's stand until that kind is told of again. The
        lobby shown afresh (the saves looked at) also clears a note said before (`show_note`)."""
        self._problems[about] = list(bad)
        if about == "files":
            self._note = ""
        self._show_notes()

    def show_note(self, text: str) -> None:
        """A line above the files' note (something went wrong while the lobby was on screen), until the lobby is
        shown afresh."""
        self._note = text
        self._show_notes()

    def _show_notes(self) -> None:
        # the saves and settings that could not be read stand under a heading that says so; what is told of the
        # statistics (a game left out, the copy kept) follows, each line naming its file
        bad = self._problems["files"]
        told = [problem for kind, problems in self._problems.items() if kind != "files" for problem in problems]
        lines = [self._note] if self._note else []
        if bad:
            folders = {p.path.parent for p in bad}
            where = str(folders.pop()) if len(folders) == 1 else ""
            if len(bad) == 1:
                heading = (_tr("This file in %s could not be read and was left untouched:") % where if where
                           else _tr("This file could not be read and was left untouched:"))
            else:
                heading = (_tr("These %d files in %s could not be read and were left untouched:") % (len(bad), where)
                           if where else _tr("These %d files could not be read and were left untouched:") % len(bad))
            lines += [heading, *(f"{p.path.name if where else p.path} — {shown(p.said())}" for p in bad[:3])]
            if len(bad) > 3:
                lines.append(_tr("… and %d more (hover here to see them all)") % (len(bad) - 3))
        lines += [f"{p.path.name} — {shown(p.said())}" for p in told]
        if not lines:
            self.resume_note.hide()
            return
        metrics = self.resume_note.fontMetrics()
        width = self.resume_note.maximumWidth() - 20
        self.resume_note.setText("\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideMiddle, width)
                                           for line in lines))
        self.resume_note.setToolTip("\n".join(filter(None, [self._note, *map(str, bad + told)])))
        self.resume_note.show()
