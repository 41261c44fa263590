"""What the main window shows beside the table for the seat on screen, and where it shows it.

The side panel (whose turn, the scores, the log, the win chance), the menu bar's corner while the
panel is away, and the game actions (Undo, Hint, Save) are all drawn for one seat and drawn whole
when the seat changes. In a wide window the panel stands beside the table unless the player folds it;
in a narrow one it is a drawer over the table, opened when asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QListWidgetItem

from desktop.table import theme
from desktop.table.text import listed, translator

if TYPE_CHECKING:
    from desktop.controller import GameController
    from desktop.screens.main_window import MainWindow

#: These texts keep the main window's translation context, where they were first written.
_tr = translator("MainWindow")

#: Below this window width the panel beside the table would leave it too little room (table text under
#: 12 px): the panel becomes a drawer over the table instead.
NARROW_WIDTH = 1500


class PanelKeeper:
    """The side panel, the corner and the game actions of one main window, for the seat on screen."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.folded = False  # the player folded the panel away (a wide window)
        self.drawer_open = False  # the player opened the drawer (a narrow window)
        self.seat: int | None = None  # the seat the panel was last drawn for
        self.chance_at: tuple[int, int] | None = None  # (seat, actions on record) of the shown win chance

    def forget(self) -> None:
        """The game ended or its player left: nothing drawn so far is for whoever comes next."""
        self.seat = None
        self.forget_chance()

    def forget_chance(self) -> None:
        """The shown win chance is no one's now (the screen went to another player)."""
        self.chance_at = None

    # --- drawing -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Draw the side panel and the game actions for the seat on screen (all of it, every time)."""
        w = self.window
        c = w.controller
        if c is None:
            return
        self.refresh_actions()
        if c.hidden:
            w.panel.clear_all()
            self.refresh_corner()
            return
        if c.perspective != self.seat:  # another seat's panel: nothing of the last one stays
            turned = self.seat is not None and not c.hot_seat  # a game with no secrets turns without a screen
            self.seat = c.perspective
            w.panel.clear_all()
            if turned and c.perspective is not None:
                w.page.show_note(_tr("Over to %s") % c.seat_names()[c.perspective], 2500)
        self.window.panel.show_status(self._status(c))
        w.panel.scores.clear()
        if w.table is not None:
            for seat, text in w.table.score_lines(c.view()):
                w.panel.scores.addItem(QListWidgetItem(theme.badge_icon(c.seat_colour(seat)), text))
        w.panel.fit_scores()
        w.panel.show_log(c.log_lines())
        if self.chance_at is not None and c.left(self.chance_at):
            self.chance_at = None  # the estimate was for a position its player has left
            said = w.panel.chance_words()
            w.panel.clear_chance()
            if said and w.statusBar().currentMessage() == said:  # said below the table while the panel was away
                w.statusBar().clearMessage()
        self.refresh_corner()

    def refresh_status(self) -> None:
        """Just the status lines (an away player's clock ticked): the rest of the panel stays as it is."""
        c = self.window.controller
        if c is None or c.hidden:
            return
        self.window.panel.show_status(self._status(c))
        self.refresh_corner()

    def show_chance(self, c: GameController, chance: float, error: float) -> None:
        """The hint's win chance for the seat on screen, kept until that seat's position changes."""
        if c.perspective is None or chance < 0:
            return
        w = self.window
        self.chance_at = c.position()
        w.panel.show_chance(chance, error, len(c.seats))
        if not w.panel.isVisible():  # folded away (or a narrow window): say it below the table
            w.statusBar().showMessage(w.panel.chance_words(), 10000)

    def _status(self, c: GameController) -> str:
        """Whose move it is, with the network's note (who is connected, who is away) below it."""
        state = c.state
        names = c.seat_names()
        if state.is_over():
            status = _tr("The game is over.")
        elif c.cut_off:  # the network's note says what is wrong; nobody moves until the table is back
            status = ""
        else:
            thinking = [s for s in state.to_act() if not c.seats[s].is_human]
            humans = [names[s] for s in state.to_act() if c.seats[s].is_human]
            if c.perspective in state.to_act() and c.seats[c.perspective].is_human:
                # in a simultaneous step the shown player moves while the bots think (the table says so)
                status = _tr("Your move, %s") % names[c.perspective]
            elif thinking and c.stood_in(thinking[0]) and thinking[0] == c.perspective:  # this screen's own seat
                status = _tr("A bot plays for you…")
            elif thinking and c.stood_in(thinking[0]):  # a person's seat: their name alone would say they play
                status = _tr("A bot plays for %s…") % names[thinking[0]]
            elif thinking and c.bot_held(thinking[0]):  # a lesson's bot waits for the player to read on
                status = ""
            elif thinking:
                status = _tr("%s is thinking…") % names[thinking[0]]
            elif humans:
                status = _tr("Waiting for %s") % listed(humans)
            else:
                status = ""
        return "\n".join(line for line in (status, c.network_note()) if line)

    def refresh_actions(self) -> None:
        """The game's actions for the page on screen: only the table's page has a game to act on (the
        lobby, a lesson's end or a review offers none of Undo, Hint, Save, the log or the table's zoom)."""
        w = self.window
        c = w.controller
        on_table = c is not None and w.on_table_page()
        covered = c is not None and c.hidden  # the privacy screen: no log to open, no hidden table to zoom
        for act in w.menus.table_actions:
            act.setEnabled(on_table and not covered)
        if c is not None and on_table:
            self._set_game_actions(c)
        else:
            for act in (w.act_undo, w.act_hint, w.act_save):
                act.setEnabled(False)

    def _set_game_actions(self, c: GameController) -> None:
        """Undo, Hint and Save as the seat on screen may use them; none of them behind the privacy screen."""
        w = self.window
        covered = c.hidden
        undo = not covered and c.can_undo()
        shown = c.perspective
        hint = (not covered and shown is not None and not c.state.is_over()
                and shown in c.state.to_act() and c.seats[shown].is_human)  # a hint only when it is a person's move
        w.panel.undo.setEnabled(undo)
        w.act_undo.setEnabled(undo)
        note = _tr("Take back your last move (Ctrl+Z)") if covered else c.undo_note()
        w.panel.undo.setToolTip(note)
        w.act_undo.setToolTip(note)
        w.panel.hint.setEnabled(hint)
        w.act_hint.setEnabled(hint)
        w.act_save.setEnabled(not covered and c.record_whole)  # a network game's record: once it is over

    # --- beside the table, or a drawer --------------------------------------------------

    def toggle(self) -> None:
        """Show or hide the log and scores (beside the table, or its drawer).

        An opened drawer takes the keyboard, as a dialog would: Tab walks what it holds (it steps aside
        whenever the ring goes to a piece under it, so Tab from the table never reaches it)."""
        w = self.window
        if not w.holder.drawer:
            self.folded = not w.panel.isHidden()
            self.arrange()
            return
        if w.panel.isHidden():
            self.drawer_open = True
            self.arrange()
            w.panel.scores.setFocus(Qt.FocusReason.TabFocusReason)
        else:
            self.close_drawer()

    def close_drawer(self) -> None:
        """The drawer closes (Ctrl+L again, the corner button, or Esc in it); the keyboard goes back to the table."""
        w = self.window
        if not (w.holder.drawer and self.drawer_open):
            return
        inside = w.panel.isAncestorOf(w.focusWidget()) if w.focusWidget() is not None else False
        self.drawer_open = False
        self.arrange()
        if inside:
            w.page.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def ring_moved(self, on_view: QRect) -> None:
        """The keyboard's ring went to a piece under the open drawer (the Hit me button, say): the drawer closes,
        so the player sees what Enter would press."""
        w = self.window
        if not (w.holder.drawer and self.drawer_open and w.panel.isVisible()):
            return
        view = w.page.view
        where = QRect(view.mapTo(w.holder, on_view.topLeft()), on_view.size())
        if where.intersects(w.panel.geometry()):
            self.drawer_open = False
            self.arrange()

    def arrange(self) -> None:
        """Panel beside the table or in a drawer, shown or not, as the window's width and the player ask."""
        w = self.window
        if not w.has_table_page():  # arranged when it is built
            return
        narrow = w.width() < NARROW_WIDTH
        w.holder.set_drawer(narrow)
        show = self.drawer_open if narrow else not self.folded
        if show == w.panel.isHidden():
            w.panel.setVisible(show)
            if not narrow:
                QTimer.singleShot(0, w.page.view, w.page.view.fit)
        w.holder.place_drawer()
        w.act_panel.setChecked(show)
        self.refresh_corner()

    def refresh_corner(self) -> None:
        """The corner: the panel's button while a game is on, and whose turn it is while the panel is away."""
        w = self.window
        corner = w.corner_bar
        if not w.has_table_page():
            corner.panel_button.hide()
            corner.status.hide()
            return
        on_table = w.on_table_page()
        away = w.panel.isHidden()
        drawer_open = w.holder.drawer and not away
        covered = w.controller is not None and w.controller.hidden  # the privacy screen: no log to show or hide
        corner.panel_button.setVisible(on_table and not covered and (away or drawer_open))
        corner.panel_button.setText(_tr("▸ Hide the log") if drawer_open else _tr("◂ Log and scores"))
        status = w.panel.status.text() if w.panel.status.isVisibleTo(w.panel) else ""
        # one line in the menu bar: the panel's lines side by side, cut to half the window (all of it in the tooltip)
        line = " · ".join(part for part in status.split("\n") if part)
        metrics = corner.status.fontMetrics()
        corner.status.setText(metrics.elidedText(line, Qt.TextElideMode.ElideRight, w.width() // 2))
        corner.status.setToolTip(status if metrics.horizontalAdvance(line) > w.width() // 2 else "")
        corner.status.setVisible(on_table and away and bool(status))
        corner.fit()
