"""The main window's game records: saving the game on the table, opening a record to play on, and
reviewing a record or the game just finished.

Each file chosen or written is checked here: a file that cannot be read or written gives the player a
message, and is left as it was.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog

from desktop.storage import saves, stats
from desktop.table.text import sentence, shown, translator
from desktop.widgets.messages import Icon, tell
from rules.core import Player, Record, fault, get_game

if TYPE_CHECKING:
    from desktop.screens.main_window import MainWindow

#: These texts keep the main window's translation context, where they were first written.
_tr = translator("MainWindow")


class RecordFiles:
    """Game → Open record…, Save record as…, Review a game record… and the end screen's review, for one window."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def save_as(self) -> None:
        c = self.window.controller
        if c is None or c.hidden or not c.record_whole:
            return
        offered = saves.saves_dir() / saves.suggested_name(get_game(c.record.game).name, time.localtime())
        path, _ = QFileDialog.getSaveFileName(self.window, _tr("Save game record"), str(offered),
                                              _tr("Game records (*.json)"))
        if path:
            chosen = Path(path)  # a name typed without its ending ("… 21.05", "v1.2") is still a record
            self.save_to(chosen if chosen.suffix.lower() == ".json" else chosen.with_name(chosen.name + ".json"))

    def save_to(self, path: Path) -> bool:
        w = self.window
        assert w.controller is not None
        if not w.controller.record_whole:  # a file of half a record would not open again
            tell(w, _tr("Not saved"), _tr("A game played over the network can be saved once it is over: "
                                          "until then the table keeps its deal to itself."))
            return False
        try:
            saves.save_record(w.controller.record, path)
        except saves.SaveError as exc:
            tell(w, _tr("Not saved"), shown(exc.message) + ".", Icon.Warning)  # it begins with the file's name
            return False
        except OSError as exc:
            tell(w, _tr("Not saved"), f"{path}: {shown(fault(exc))}", Icon.Warning)
            return False
        w.statusBar().showMessage(_tr("Saved to %s") % path, 5000)
        return True

    def open_record(self) -> None:
        path = self._chosen(_tr("Open game record"), saves.saves_dir())
        if path is not None:
            self.open_path(path)

    def _chosen(self, title: str, folder: Path) -> Path | None:
        """The game record the player picks in the system's file dialog (None: they cancelled)."""
        path, _ = QFileDialog.getOpenFileName(self.window, title, str(folder), _tr("Game records (*.json)"))
        return Path(path) if path else None

    def open_path(self, path: Path) -> bool:
        """Open a saved record; a bad file gives a message and is left untouched."""
        w = self.window
        try:
            record = saves.load_record(path)
        except saves.SaveError as exc:
            w.show_error(_tr("Cannot open this file"),
                         _tr("This file cannot be opened as a game; it was left as it is. Open record… starts in "
                             "the folder of the games you saved."),
                         f"{path}\n{sentence(shown(exc.message))}.")
            return False
        players = [Player(p.name, p.kind) for p in record.players]
        record = Record(record.game, players, record.seed, record.options, record.setup, list(record.actions),
                        record.taken_back)
        if not w.may_leave():  # a network table on screen: its players are asked first, as for New game
            return False
        w.start_game(record, [])
        return True

    def review_record(self) -> None:
        path = self._chosen(_tr("Review a game record"), stats.games_dir())
        if path is not None:
            self.review_path(path)

    def review_path(self, path: Path) -> None:
        """Step through a saved game with the hard bot's judgement (desktop/screens/review_page.py)."""
        w = self.window
        problem = w.review_page.open_path(path)
        if problem is not None:
            w.show_error(_tr("Cannot review this file"),
                         _tr("This file cannot be reviewed; it was left as it is. Review a game record… starts in "
                             "the folder where every game you finish is kept."),
                         f"{path}\n{sentence(problem)}.")
            return
        w.show_review()

    def review_finished(self) -> None:
        """"Review the game" on the end screen: the game just finished, seen by the same player."""
        w = self.window
        c = w.controller
        if c is None:
            return
        colours = [c.seat_colour(s) for s in range(len(c.seats))]
        path = w.stats.last_record
        mine = c.people_here()
        seat = c.perspective if c.perspective in mine else (mine[0] if mine else None)  # at a network table: ours
        problem = (w.review_page.open_path(path, colours, seat) if path is not None
                   else w.review_page.open_record(c.record, None, colours, seat))
        if problem is None:
            w.show_review()
