"""The Day at the Park table's animations: figures walking, tiles fading in, points flying to a score,
the big messages (last round, high five) and the end-game bonuses paid card by card."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from desktop.games.day_at_the_park.art import CELL, Pos
from desktop.games.day_at_the_park.parts import ParkParts
from desktop.games.day_at_the_park.pieces import ParkTileItem, figure_spot
from desktop.table.items import TableItem
from desktop.table.text import translator
from rules.core import Event
from rules.day_at_the_park.data import ALL_TILES
from rules.day_at_the_park.events import (
    AdventureCompleted,
    ChococatScored,
    DayOver,
    FigurePlaced,
    HighFive,
    HighFiveStep,
    LastTileDrawn,
    Stepped,
    TileMoved,
    TilePlaced,
    TricycleRidden,
)
from rules.day_at_the_park.park import rotate
from rules.day_at_the_park.view import ParkView

_tr = translator("DayAtTheParkTable")


class ParkAnimations(ParkParts):
    """Plays the rules' events before the table is rebuilt."""

    def animate(self, events: list[Event], view: ParkView) -> None:
        self.hint_bubble.hide()  # a suggestion belongs to the position it was made for
        a = self.animator
        for event in events:
            match event.payload:
                case Stepped(seat=seat, to=to) | HighFiveStep(seat=seat, to=to) | TricycleRidden(seat=seat, to=to):
                    self._walk(seat, to)
                case FigurePlaced(seat=seat, at=at):
                    self._walk(seat, at)
                case TilePlaced(tile=tile, at=at, rotation=rotation) | TileMoved(tile=tile, at=at, rotation=rotation):
                    self._fade_in_tile(tile, at, rotation)
                case LastTileDrawn():
                    self._announce(_tr("Last round! The last park tile is drawn"), self.lay.park.center(), 900)
                case HighFive(at=at):
                    self._announce(_tr("High five!"), self.cell_scene_centre(at), 500)
                case AdventureCompleted(seat=seat, card=card, points=points):
                    self._fly_points(seat, card, points)
                case ChococatScored(seat=seat, points=points):
                    self._fly_points(seat, None, points)
        a.call(lambda: self.rebuild(view))
        if any(e.is_a(DayOver) for e in events):
            a.call(self._play_end_bonuses)

    def _walk(self, seat: int, to: Pos) -> None:
        """The seat's figure walks (or is set down) onto the space `to`."""
        fig = self.items.get(f"figure:{seat}")
        if fig is not None:
            with self.animator.beat():
                self.animator.move(fig, figure_spot(to, 0), ms=220)

    def _fade_in_tile(self, number: int, at: Pos, rotation: int) -> None:
        """A tile placed or moved in the park fades in where it now lies."""
        if self.park_area.world is None:
            return
        tile = self._world_add(ParkTileItem(CELL - 2, number, rotate(ALL_TILES[number].edges, rotation)))
        tile.setPos((at[0] + 0.5) * CELL, (at[1] + 0.5) * CELL)
        tile.setOpacity(0.0)
        tile.setZValue(3)
        with self.animator.beat():
            self.animator.fade(tile, 1.0, 260)

    def _play_end_bonuses(self) -> None:
        """Game end: each face-up Medium or Hard card in the shown area lights up in turn and pays its bonus."""
        view = self.view
        if view is None:
            return
        me = self.me(view)
        for key, strip in list(self.items.items()):
            bonus = strip.data_.get("end_bonus")
            if not key.startswith("done:") or bonus is None:
                continue
            self.animator.call(_lighter(strip))
            self._fly_points(me, None, int(bonus), source=strip)

    def _announce(self, text: str, at: QPointF, ms: int) -> None:
        """A big message that stays a moment, then fades (the last round, a high five)."""
        label = self._label(text, 30, display=True, colour=QColor("#5a1f17"), backdrop=QColor(255, 226, 122, 245))
        label.setPos(at)
        label.setZValue(80)
        self.animator.pause(ms)
        self.animator.fade(label, 0.0, 250)

    def _fly_points(self, seat: int, card: int | None, points: int, source: TableItem | None = None) -> None:
        """Points fly from the completed card (or the seat's area) to the seat's score."""
        if not points:
            return
        target = self.seat_anchor.get(seat)
        if target is None:
            return
        if source is None and card is not None:
            source = self.items.get(f"adventure:{card}")
        start = source.scenePos() if source is not None else target + QPointF(0, 60)
        label = self._label(f"+{points}", 28, bold=True, colour=QColor("#8a5a00"), backdrop=QColor(255, 226, 122, 240))
        label.setPos(start)
        label.setZValue(85)
        with self.animator.beat():
            self.animator.move(label, target + QPointF(120, -30), ms=350)
        self.animator.fade(label, 0.0, 200)


def _lighter(item: TableItem) -> Callable[[], None]:
    """A step for the animator that lights one piece."""
    return lambda: item.set_hint(True)
