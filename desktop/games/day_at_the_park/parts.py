"""What every part of the Day at the Park table shares: its state between rebuilds (the layout, the park's
window, the planned walk, the tray and the moves on offer) and acting on it (submitting a move, planning a
walk). The parts — `board`, `seats`, `column`, `animation` — build on it; `table` puts them together."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.day_at_the_park.art import CELL, Pos, paint_meadow
from desktop.games.day_at_the_park.layout import ParkLayout, layout_for
from desktop.table.base import GameTable, Item, TableHost
from desktop.table.items import LabelItem
from desktop.table.path import PlannedPath
from desktop.table.subarea import ZoomArea
from desktop.table.text import shown, tidy_colon, translator
from desktop.table.tray import Tray
from desktop.table.turning import QuarterTurns
from rules.core import Action, say_n
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.actions import ParkAction
from rules.day_at_the_park.view import ParkView

_tr = translator("DayAtTheParkTable")


#: A seat's mat: paper with a little of the park showing through.
MAT = QColor(255, 250, 240, 238)


def cell_key(kind: str, pos: Pos) -> str:
    """The key of a park space's zone or piece: "cell:2,-1"."""
    return f"{kind}:{pos[0]},{pos[1]}"


class ParkParts(GameTable[ParkView]):
    """The Day at the Park table's state and its ways to act; the parts draw and animate from it."""

    def __init__(self, host: TableHost, scene: object) -> None:
        super().__init__(host, scene)  # type: ignore[arg-type]
        self.lay: ParkLayout = layout_for(self.area, self.compact)
        self.park_area = ZoomArea(self.lay.park, paint_meadow, least=0.25, most=2.5)
        self.turns = QuarterTurns(self._turned)
        self.path: PlannedPath[Pos] = PlannedPath()
        self.tray = Tray(QRectF(), on_change=self._refresh)
        self.mode = ""  # "tricycle", "remove", "switch" when a tray choice targets the park
        self.cell_actions: dict[Pos, ParkAction] = {}
        self.seat_anchor: dict[int, QPointF] = {}
        #: Where a rival's thinking marker ends on the right: its mat's row of items, clear of the park.
        self.thinking_spots: dict[int, tuple[float, float, float]] = {}
        self.legal: list[ParkAction] = []
        self.placements: dict[int, dict[Pos, set[int]]] = {}
        self.setup_choice: tuple[str, list[str]] | None = None
        #: The player's figure where the park last saw it (it follows the figure only when it moves).
        self.followed: Pos | None = None
        self.done_rect = QRectF()
        self.done_step = 0.0
        #: The adventures the player could complete when the table was last drawn (the keys go to a new one).
        self.completable: list[int] = []

    def _turned(self, key: Hashable, turn: int) -> None:
        """A held tile was turned (the table shows it and lights the spaces again)."""

    def _my_figure(self, view: ParkView) -> Pos | None:
        return view.players[self.me(view)].figure

    def _label(self, text: str, size: int, **style: object) -> LabelItem:
        label = LabelItem(text, size, **style)  # type: ignore[arg-type]
        label.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # text is the costliest to repaint
        return self.add(label)

    def _world_add(self, item: Item) -> Item:
        """Put a piece or space into the park's zoomable world (the mat clips it to the park window)."""
        return self.add(item, parent=self.park_area.world)

    def cell_at(self, scene_pos: QPointF) -> Pos | None:
        w = self.park_area.to_world(scene_pos)
        return None if w is None else (math.floor(w.x() / CELL), math.floor(w.y() / CELL))

    def cell_scene_centre(self, pos: Pos) -> QPointF:
        return self.park_area.to_scene(QPointF((pos[0] + 0.5) * CELL, (pos[1] + 0.5) * CELL))

    def score_lines(self, view: ParkView) -> list[tuple[int, str]]:
        names = self.host.seat_names()
        return [(s, tidy_colon(shown(say_n(view.score_of(s), "{name}: {n} point", "{name}: {n} points",
                                           name=names[s])), names[s]))
                for s in range(len(view.players))]

    def thinking_spot(self, seat: int, label: LabelItem) -> QPointF | None:
        """After the rival's items, when "thinking…" fits there (else the named marker goes over the park)."""
        spot = self.thinking_spots.get(seat)
        if spot is None:
            return None
        right, y, items_end = spot
        width = label.boundingRect().width()
        return QPointF(right - width / 2, y) if right - width > items_end else None

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        anchor = self.seat_anchor.get(seat, self.area.center())
        return anchor + QPointF(0, 86 if anchor.y() < self.area.center().y() else -120)

    def _refresh(self) -> None:
        if self.view is not None:
            self.rebuild(self.view)

    def _submit(self, action: ParkAction) -> None:
        self.mode = ""
        self.tray.reset()
        reason = self.host.submit(action)
        if reason is not None:
            self.reason(reason)

    def _submitter(self, action: ParkAction) -> Callable[[], None]:
        return lambda: self._submit(action)

    def _set_mode(self, mode: str, tray_group: str = "") -> None:
        """Begin (or with "" leave) a choice that targets the park, the tray showing `tray_group`'s choices."""
        ringed = self.focus_index >= 0  # the choice was begun from the keyboard
        self.mode = mode
        self.tray.group = tray_group
        self._refresh()
        if mode and ringed and self.cell_actions:  # the ring goes on to what is to be picked (lit spaces first)
            self.ring_onward(str(getattr(self.focus_chain()[0], "key", "")))

    def complete(self, cid: int) -> None:
        ways = [a for a in self.legal if isinstance(a, A.Complete) and a.card == cid]
        if len(ways) == 1:
            self._submit(ways[0])
        elif ways:
            self.tray.open(f"complete:{cid}")

    def confirm_move(self) -> None:
        """Play the planned walk and end the move, as one sequence the rules check whole."""
        steps = list(self.path.steps)
        self.path.clear()
        actions: list[Action] = [A.Step(p) for p in steps]
        reason = self.host.submit_sequence([*actions, A.Stop()])
        if reason is not None:
            self.reason(reason)
            self._refresh()

    def clear_path(self) -> None:
        self.path.clear()
        self._refresh()

    def may_enter(self, steps: Sequence[Pos]) -> Sequence[Pos]:
        """Where the planned walk may go next, as the rules say."""
        return () if self.view is None else self.view.path_steps(list(steps))

    def extend_path(self, pos: Pos) -> bool:
        """Add a step to the planned walk if the rules allow it next."""
        if self.view is None:
            return False
        self.path.follow(self._my_figure(self.view))
        return self.path.extend(pos, self.may_enter)
