"""Learn to play: a guided first game on a fixed deal, one step at a time.

A lesson is data — ``resources/lessons/<game id>.<language>.json`` — read into `Lesson` (lesson_plan.py):
the deal (players, options, seed and the record's `setup`) and a list of steps. Each step
says something in our own words, points at a piece, zone or button of the table (its key),
and either waits for "Next" or expects the player to make one of the moves it names; the
bots' moves that follow are scripted too, so the lesson always goes the same way. After the
last step the game goes on freely (bots at the lesson's level) or the player leaves for a
real game.

`LessonController` is the game controller with the script on top: a legal move other than
the expected one gets a friendly nudge (and changes nothing), an illegal one the rules'
reason as usual. `LessonCard` shows the step on the table page.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QGraphicsItem, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.controller import GameController
from desktop.screens.lesson_plan import THEN, Lesson, Step
from desktop.screens.lesson_plan import lesson_path as lesson_path  # the lesson's names, kept where they were
from desktop.screens.lesson_plan import load_lesson as load_lesson
from desktop.screens.lesson_plan import sequence as sequence
from desktop.storage.saves import AutoSave
from desktop.storage.settings import Settings
from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.items import ButtonItem, LabelItem
from desktop.table.text import Nudge, shown
from desktop.table.zones import DropZone
from desktop.widgets.sizing import keep_accent_room
from desktop.widgets.style import go_buttons
from rules.core import Action

log = logging.getLogger(__name__)

class LessonController(GameController):
    """A game controller that follows a lesson's script until its last step, then plays on freely."""

    step_changed = Signal(int)  # the index of the step now shown (len(steps): the lesson is over)
    stopped = Signal()  # the lesson's game is being put away (another game sits down, the window closes)

    def __init__(self, lesson: Lesson, settings: Settings | None = None, parent: QObject | None = None) -> None:
        self.lesson = lesson
        self.step = 0
        self._replies: list[tuple[int, str]] = []
        super().__init__(lesson.record(), settings, AutoSave(), parent)

    def stop(self) -> None:
        super().stop()
        self.stopped.emit()

    def deal_code(self) -> int | None:
        return None  # the lesson's deal is its own, started from "Learn to play"

    # --- the script ----------------------------------------------------------------------

    @property
    def current(self) -> Step | None:
        return self.lesson.steps[self.step] if self.step < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.step >= len(self.lesson.steps)

    @property
    def waiting(self) -> bool:
        """True while the table is still catching up with the step: scripted replies to come, a move
        being animated, the game's end not yet announced."""
        if self.animator.busy or self._thinking is not None:
            return True
        if self.state.is_over():
            return not self._finished  # the end is still to be announced (the end screen to come up)
        return bool(self._replies)

    def next_step(self) -> None:
        """"Next" on a step that expects no move: its scripted replies follow, then the next step."""
        step = self.current
        if step is None or step.expect:
            return
        self._advance_step(step)

    def _advance_step(self, step: Step) -> None:
        self._replies = list(step.then)
        self.step += 1
        self.step_changed.emit(self.step)
        self._schedule(0)

    def submit(self, action: Action) -> str | None:
        step = self.current
        if step is not None and (not step.expect or str(action) not in step.expect):
            return self._off_script(self.why_illegal(action))
        reason = super().submit(action)
        if reason is None and step is not None:
            self._advance_step(step)
        return reason

    def submit_sequence(self, actions: list[Action]) -> str | None:
        """Several moves played as one gesture (a walk): the step expects them all, in that order."""
        step = self.current
        text = THEN.join(str(a) for a in actions)
        if step is not None and (not step.expect or text not in step.expect):
            seat = self.perspective
            refusal = self.state.why_illegal_sequence(seat, actions) if seat is not None else None
            return self._off_script(shown(refusal.message, self.seat_names()) if refusal is not None else None)
        reason = super().submit_sequence(actions)
        if reason is None and step is not None:
            self._advance_step(step)
        return reason

    def _off_script(self, refusal: str | None) -> str:
        """A move the step does not ask for: the rules' reason if it is illegal, else a kind nudge (nothing played)."""
        return refusal if refusal is not None else Nudge(
            self.tr("A fine move, but for now try the one the lesson lights up."))

    def can_undo(self) -> bool:
        return False  # a lesson goes forward; starting it again is one click away

    def bot_held(self, seat: int) -> bool:
        """Until the lesson ends a bot plays only the scripted replies, when a step has them (see `_start_bot`)."""
        return not self.finished and self._thinking != seat

    def _advance(self) -> None:
        """A scripted reply for a person's seat (the lesson playing ahead for them) goes like a bot's."""
        reply = self._replies[0] if self._replies else None
        if (reply is not None and self._thinking is None and not self.state.is_over()
                and reply[0] in self.state.to_act() and self.seats[reply[0]].is_human):
            self._start_bot(reply[0])
            return
        super()._advance()

    def _start_bot(self, seat: int) -> None:
        if self._replies and self._replies[0][0] == seat:
            _, text = self._replies.pop(0)
            QTimer.singleShot(self.settings.bot_delay_ms, self, lambda: self._scripted(seat, text))
            self._thinking = seat
            return
        if self.finished:
            super()._start_bot(seat)
        # until the lesson ends a bot only plays its scripted replies (in a simultaneous step it waits for them)

    def _scripted(self, seat: int, text: str) -> None:
        self._thinking = None
        if self._finished or seat not in self.state.to_act():
            return
        refusal = self._apply(seat, self.state.parse(text))
        if refusal is not None:  # a broken lesson file: carry on with a real bot
            log.error("lesson %s: scripted move %r refused: %s", self.lesson.game, text, refusal)
            self._schedule(0)


class LessonCard(Guarded, QFrame):
    """The teacher's words for the step, "Next" where no move is expected, and a way out."""

    leave = Signal()
    play_on = Signal()

    def __init__(self, controller: LessonController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("lessonCard")
        self.setStyleSheet(
            "QFrame#lessonCard { background: #fffaf0; border: 3px solid #e0b84a; border-radius: 16px; }"
            " QLabel { color: #3b2f2a; background: transparent; border: none; }"
            + go_buttons("QPushButton", "border-radius: 14px; padding: 6px 18px;") +
            " QPushButton#leaveLesson { background: #fffaf2; color: #3b2f2a; border: 2px solid #d5c2ab; }"
            f" QPushButton#leaveLesson:focus {{ border-color: {theme.FOCUS_RING.name()}; }}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 12)
        self.counter = QLabel()
        self.counter.setFont(theme.text_font(14, bold=True))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setFont(theme.text_font(18))
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        keep_accent_room(self.text)  # "È il compleanno…"
        buttons = QHBoxLayout()
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.setFont(theme.text_font(15, bold=True))
        self.next_button.clicked.connect(controller.next_step)
        self.play_button = QPushButton(self.tr("Play on"))
        self.play_button.setFont(theme.text_font(15, bold=True))
        self.play_button.clicked.connect(self._play_on)
        self.leave_button = QPushButton(self.tr("Leave the lesson"))
        self.leave_button.setObjectName("leaveLesson")
        self.leave_button.setFont(theme.text_font(15))
        self.leave_button.clicked.connect(self.leave.emit)
        buttons.addWidget(self.counter)
        buttons.addStretch(1)
        for button in (self.next_button, self.play_button, self.leave_button):
            buttons.addWidget(button)
        layout.addWidget(self.text)
        layout.addLayout(buttons)

    def show_step(self) -> None:
        controller = self.controller
        steps = controller.lesson.steps
        step = controller.current
        if step is None:
            self.counter.setText(self.tr("Lesson done"))
            self.text.setText(controller.lesson.done or self.tr(
                "You've got it! Play this game on to the end, or leave for a real game."))
        else:
            self.counter.setText(self.tr("Step %1 of %2").replace("%1", str(controller.step + 1))
                                 .replace("%2", str(len(steps))))
            self.text.setText(step.say)
        self.next_button.setVisible(step is not None and not step.expect)
        self.play_button.setVisible(step is None and not controller.state.is_over())
        self.leave_button.setText(self.tr("Start a real game") if step is None else self.tr("Leave the lesson"))
        self.adjustSize()

    def _play_on(self) -> None:
        self.play_on.emit()
        self.hide()


class LessonDriver(Guarded, QObject):
    """Keeps the lesson's card and the table's spotlight in step with the lesson, on the table page.

    A new step shows once the table has settled (the scripted replies played, the animations over), so
    its words and its light meet the table they talk about; until then the card and the light are off.
    """

    def __init__(self, page: QWidget, view: Any, table: Any, controller: LessonController,
                 settings: Settings) -> None:
        super().__init__(controller)
        self.page, self.view, self.table, self.controller, self.settings = page, view, table, controller, settings
        self.card = LessonCard(controller, page)
        self._shown = -1  # the step the card shows (-1: none yet)
        self._waiting = QTimer(self)  # looks again until the table has settled (bots' delays send no signal)
        self._waiting.setInterval(40)
        self._waiting.timeout.connect(self.settle)
        controller.step_changed.connect(self.settle)
        controller.stopped.connect(self.leave)
        controller.rebuilt.connect(self.place)
        controller.played.connect(self.settle)
        controller.animator.idle.connect(self.settle)
        # the card follows the lit place when the window is resized, the table laid out again, zoomed or
        # panned: in the same pass, never a frame late in its old place; through a method of the driver, so
        # the view lets go of it when the lesson ends (a lambda would keep it forever)
        self._follows = [view.fitted.connect(self.place), view.area_changed.connect(self.place),
                         *(bar.valueChanged.connect(self.place)
                           for bar in (view.horizontalScrollBar(), view.verticalScrollBar()))]
        controller.destroyed.connect(self.card.deleteLater)
        self.card.play_on.connect(lambda: table.point_at(""))
        table.spotlight.moved = self._aim_again  # the light moves on within a step (a|b): the arrow follows
        self.settle()

    def _hand_keyboard(self) -> None:
        """The keyboard where the new step wants it: on Next for a step to read and move past, else on the table,
        never left on the way out (where Qt drops it when Next goes). Elsewhere (a dialog, the side panel), it
        stays where the player put it."""
        window = self.page.window()
        focus = window.focusWidget() if window is not None else None
        if focus is not None and focus is not self.view and not self.card.isAncestorOf(focus):
            return
        if self.card.next_button.isVisible():
            self.card.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif focus is not self.view:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def showing(self) -> int:
        """The index of the step on the card (len(steps): the lesson's end; -1: none yet)."""
        return self._shown

    def leave(self) -> None:
        """The lesson's game is put away, its table and spotlight about to go: stop following them."""
        self._waiting.stop()
        for connection in self._follows:
            QObject.disconnect(connection)
        self._follows = []
        if shiboken6.isValid(self.table.spotlight):
            self.table.spotlight.moved = None
        if shiboken6.isValid(self.card):
            self.card.hide()

    def settle(self, *_: Any) -> None:
        """Show the current step if the table has settled, else look again shortly; a step shown is re-placed."""
        controller = self.controller
        if not shiboken6.isValid(self.card):  # the lesson is over and its card gone
            self._waiting.stop()
            return
        if self._shown == controller.step:
            self._waiting.stop()
            self.place()
            return
        if controller.waiting:
            self.table.point_at("")
            left = controller.lesson.steps[controller.step - 1] if self._shown == controller.step - 1 else None
            if left is not None and not left.expect:  # the moves its words announced are playing: keep them up
                self.card.next_button.setEnabled(False)
            else:
                self.card.hide()
            self._waiting.start()
            return
        self._waiting.stop()
        self.card.next_button.setEnabled(True)
        self._shown = controller.step
        step = controller.current
        end = getattr(self.page, "end", None)
        if step is not None and controller.state.is_over() and end is not None and end.isVisible():
            end.look_at_table()  # the lesson's last steps talk about the final table (a scorepad, say)
        self.table.point_at(step.point if step is not None else "")
        self.card.show_step()
        self.card.show()
        self.card.raise_()
        self._hand_keyboard()
        self.place()
        if step is None:
            done = [g for g in str(self.settings.get("lessons_done")).split(",") if g]
            if controller.lesson.game not in done:
                self.settings.set("lessons_done", ",".join([*done, controller.lesson.game]))

    def place(self, *_: Any) -> None:
        """The card goes where it hides least (see `_weighed`): a wide card on top or at the bottom if that is as
        good, else a narrower one at a side or corner, else wherever the table has room."""
        card = self.card
        if not shiboken6.isValid(card) or card.isHidden():
            return
        weighed = self._weighed()
        edges = [(r.left(), r.top(), r.right() + 1, r.bottom() + 1, area, touch) for r, area, touch in weighed]
        best: tuple[float, QRect] | None = None
        for rect, total in self._spots([r for r, _, touch in weighed if touch]):  # the first of the cheapest
            left, top, right, bottom = rect.left(), rect.top(), rect.right() + 1, rect.bottom() + 1
            for x1, y1, x2, y2, area, touch in edges:  # plain numbers: some thousand places, each against all
                if x1 < right and left < x2 and y1 < bottom and top < y2:
                    total += area * (min(right, x2) - max(left, x1)) * (min(bottom, y2) - max(top, y1)) + touch
                    if best is not None and total >= best[0]:
                        break
            if best is None or total < best[0]:
                best = (total, rect)
        if best is None:
            return
        card.setFixedSize(best[1].size())
        card.move(best[1].topLeft())
        self._aim_arrow(self.on_scene(best[1]))

    def _weighed(self) -> list[tuple[QRect, float, float]]:
        """What the card should not hide (page rectangles), each with the cost of each square pixel hidden and of
        touching it at all: never the places the step speaks of (the lit place and the room its arrow needs,
        the places it keeps clear, the words on the mat or panel they lie on: a heading, a row's ranks); as
        little as it can of what the player may move or press, of the table's words and of the parts of a piece
        that hold words (a scorepad's rows), then of the other pieces, panels and drop places (bare table: the
        step lights or keeps clear the one its move needs). A thing half hidden is as hard to read as one
        wholly hidden, so each one touched counts besides its area."""
        lit = self.on_page(self.table.spotlight.target) if self.table.spotlight.isVisible() else None
        step = self.controller.current
        kept = [self.on_page(r) for key in (step.keep_clear if step is not None else ())
                for r in self.table.places(key, hidden=True)]
        spoken = [lit, *kept] if lit is not None else kept
        covers = self._covers()
        shown = [i for i in self.table.items.values() if i.isVisible() and not _under(i, covers)]
        pieces = [self.on_page(i.mapRectToScene(i.body())) for i in shown
                  if i.draggable or i.clickable or i.keeps_clear]
        others = [self.on_page(i.mapRectToScene(i.body())) for i in shown
                  if not (i.draggable or i.clickable or i.keeps_clear)]
        zones = [self.on_page(z.sceneBoundingRect()) for z in self.table.zones.values() if z.isVisible()]
        # the table's words (the prompt above all) read through nothing: hiding one costs as much as a piece
        labels = [self.on_page(i.mapRectToScene(i.painted_rect())) for i in self.table.scene.items()
                  if isinstance(i, LabelItem) and i.isVisible() and i.text and not _under(i, covers)]
        backdrops = self._backdrops(covers)
        grounds = [*backdrops, *(self.on_page(i.mapRectToScene(i.body())) for i in shown if not i.keeps_clear)]
        beside = [w for w in labels if any(g.contains(w) for g in _grounds_of(spoken, grounds, self.page))]
        words = labels + [self.on_page(i.mapRectToScene(area)) for i in shown for name in i.parts
                          if (area := i.part(name)) is not None]
        lit_room = [lit.adjusted(-GAP, -GAP, GAP, GAP)] if lit is not None else []
        arrow_room = [lit.adjusted(-ARROW_ROOM, -ARROW_ROOM, ARROW_ROOM, ARROW_ROOM)] if lit is not None else []
        clear = [*lit_room, *kept, *beside]
        return [*((r, 4.0, TOUCH) for r in (*pieces, *words)), *((r, 1.0, TOUCH) for r in others),
                *((r, BACKDROP, TOUCH) for r in backdrops), *((r, IDLE_ZONE, 0.0) for r in (*zones, *arrow_room)),
                *((r, 50.0, 0.0) for r in clear)]

    def _covers(self) -> list[QGraphicsItem]:
        """The big pieces laid over others (the final scorepad): what lies wholly under one is out of sight."""
        whole = self.table.scene.sceneRect()
        return [i for i in self.table.items.values() if i.isVisible()
                and i.sceneBoundingRect().width() * i.sceneBoundingRect().height() > COVER_LEAST * whole.width()
                * whole.height()]

    def _backdrops(self, covers: list[QGraphicsItem]) -> list[QRect]:
        """What the table draws besides its pieces and words: a seat's panel, a job's card (page rectangles);
        not the mat under everything, which is bare table to a reader, nor the cloth of a drop place, which is
        the place, nor what lies wholly under one of `covers`."""
        table = self.table
        kept = {*table.items.values(), *table.zones.values()}
        places = [z.sceneBoundingRect() for z in table.zones.values()]
        page = self.page.width() * self.page.height()
        found = []
        for item, parent in table.drawn:
            if (parent is None and item not in kept and item.isVisible() and not isinstance(item, LabelItem)
                    and not _under(item, covers)):
                drawn = item.sceneBoundingRect()
                rect = self.on_page(drawn)
                if rect.width() * rect.height() < BACKDROP_MOST * page and not any(p.contains(drawn) for p in places):
                    found.append(rect)
        return found

    def _aim_again(self) -> None:
        """Aim the arrow at where the light is now, clear of the card where it stands."""
        if shiboken6.isValid(self.card) and self.card.isVisible():
            self._aim_arrow(self.on_scene(self.card.geometry()))

    def _aim_arrow(self, card: QRectF) -> None:
        """The arrow comes from the side where it crosses fewest other pieces, words and drop places (a drop
        place, mostly bare table, counts half; a button, which it might seem to point at, twice)
        and stays clear of the card and on screen; the card's side first, among equals."""
        spotlight = self.table.spotlight
        if not spotlight.isVisible():
            return
        lit = spotlight.target
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        card = card.adjusted(-12, -12, 12, 12)
        words = [i for i in self.table.scene.items() if isinstance(i, LabelItem)]

        def weight(item: QGraphicsItem) -> float:
            return 0.5 if isinstance(item, DropZone) else 2.0 if isinstance(item, ButtonItem) else 1.0

        shown = [i for i in (*self.table.items.values(), *self.table.zones.values(), *words) if i.isVisible()]
        weighed = [(i.sceneBoundingRect(), weight(i)) for i in shown]
        pieces = [(r, w) for r, w in weighed if not lit.contains(r) and not r.contains(lit.center())]
        dx, dy = card.center().x() - lit.center().x(), card.center().y() - lit.center().y()
        towards = math.hypot(dx, dy) or 1.0
        sides = [(dx / towards, dy / towards)] + [(math.cos(a * math.pi / 4), math.sin(a * math.pi / 4))
                                                  for a in range(8)]
        best: tuple[float, tuple[float, float]] | None = None
        for n, side in enumerate(sides):
            start, end = spotlight.arrow_along(*side)
            points = [start + (end - start) * (k / 10) for k in range(11)]
            if not (seen.contains(start) and seen.contains(end)) or any(card.contains(p) for p in points):
                continue
            crossed = sum(w for r, w in pieces if any(r.contains(p) for p in points))
            cost = crossed + (0.0 if n == 0 else 0.25)
            if best is None or cost < best[0]:
                best = (cost, side)
        spotlight.arrow_from(best[1] if best is not None else None)

    def on_scene(self, page_rect: QRect) -> QRectF:
        """A rectangle of the page in scene coordinates."""
        viewport = self.view.viewport()
        corners = [viewport.mapFrom(self.page, p) for p in (page_rect.topLeft(), page_rect.bottomRight())]
        return self.view.mapToScene(QRect(corners[0], corners[1])).boundingRect()

    def _spots(self, things: list[QRect]) -> list[tuple[QRect, float]]:
        """Where the card may go, each with what it costs before anything is hidden: wide ones first, then
        narrower ones at a side or corner, then anywhere over the page, in widths from wide to narrow: on a
        grid, or just above or below one of `things` (a table crowded at its edges may have room in the middle:
        an idle tablecloth, the empty end of a scorepad, a strip between two rows just tall enough for the card).
        None is narrower than the card's least width, which its row of buttons sets (narrower cut their words)."""
        page, card, margin = self.page, self.card, 16
        spots: list[tuple[QRect, float]] = []
        anywhere: list[tuple[QRect, float]] = []
        least = max(300, card.minimumSizeHint().width())
        wide, narrow = max(least, min(page.width() - 2 * margin, 720)), max(least, min(page.width() // 3, 460))
        between = [wide - (wide - narrow) * k // WIDTHS for k in range(1, WIDTHS)] if wide > narrow else []
        for w in (wide, narrow, *between):
            penalty = NARROW_PENALTY * (wide - w) / (wide - narrow) if wide > narrow else 0.0
            h = card.heightForWidth(w) if card.hasHeightForWidth() else card.sizeHint().height()
            if w in (wide, narrow):
                xs = [(page.width() - w) // 2] if w == wide else [margin, page.width() - w - margin]
                ys = [page.height() - h - margin, margin]
                if w != wide:
                    ys.insert(1, (page.height() - h) // 2)
                spots += [(QRect(x, y, w, h), penalty) for y in ys for x in xs]
            free_x, free_y = page.width() - w - 2 * margin, page.height() - h - 2 * margin
            if free_x < 0 or free_y < 0:
                continue
            grid_x = {margin + free_x * i // GRID for i in range(GRID + 1)}
            grid_y = {margin + free_y * j // GRID for j in range(GRID + 1)}
            beside_y = {y for r in things for y in (r.bottom() + 1 + GAP, r.top() - h - GAP)
                        if margin <= y <= margin + free_y} - grid_y
            anywhere += [(QRect(x, y, w, h), penalty + GRID_PENALTY)
                         for ys in (grid_y, beside_y) for y in sorted(ys) for x in sorted(grid_x)]
        return spots + anywhere

    def on_page(self, scene_rect: QRectF) -> QRect:
        """A scene rectangle in the page's coordinates (where the card lives)."""
        shown = self.view.mapFromScene(scene_rect).boundingRect()
        return QRect(self.view.viewport().mapTo(self.page, shown.topLeft()), shown.size())


#: How far around the lit place the card keeps clear, so the arrow has room.
ARROW_ROOM = 70
#: A narrow card at a side costs as much as hiding this many square pixels of drop places: wide reads better.
NARROW_PENALTY = 4000.0
#: A card in the midst of the table rather than at its edges costs this much more.
GRID_PENALTY = 2000.0
#: The grid of such places: this many steps across the free room each way.
GRID = 12
#: How far the card stands off what it lies beside, where it has the room.
GAP = 4
#: The card's widths on the grid: the wide one, the narrow one and this many less one between them.
WIDTHS = 3
#: A mat or panel bigger than this part of the page is the table's ground, not a place's (see `_grounds_of`).
GROUND_MOST = 0.5
#: A drop place is bare table: hiding it costs this much of hiding a piece's body (a step names the one its move
#: needs in sight, `Step.keep_clear`, when the light is on the piece to move).
IDLE_ZONE = 0.25
#: A drawing bigger than this part of the page is the ground everything stands on, not something to read.
BACKDROP_MOST = 0.3
#: A piece over this part of the table may hide others wholly (the final scorepad over the plans).
COVER_LEAST = 0.2
#: A panel or a card's frame is mostly bare (its words count as words): hiding it costs this much of a piece.
BACKDROP = 0.25
#: What touching one more thing costs, however little of it is hidden (in square pixels of a piece).
TOUCH = 3000.0


def _under(item: QGraphicsItem, covers: list[QGraphicsItem]) -> bool:
    """Does one of `covers`, drawn above `item`, hide it wholly?"""
    rect = item.sceneBoundingRect()
    return any(c is not item and c.zValue() > item.zValue() and c.sceneBoundingRect().contains(rect) for c in covers)


def _grounds_of(places: list[QRect], grounds: list[QRect], page: QWidget) -> list[QRect]:
    """The mat or panel each of `places` lies on (the smallest one under its centre, bigger than the place and
    smaller than `GROUND_MOST` of the page), whose words (a heading, a row's ranks) go with it."""
    most = GROUND_MOST * page.width() * page.height()
    found = []
    for place in places:
        under = [g for g in grounds if g.contains(place.center())
                 and place.width() * place.height() < g.width() * g.height() < most]
        if under:
            found.append(min(under, key=lambda g: g.width() * g.height()))
    return found
