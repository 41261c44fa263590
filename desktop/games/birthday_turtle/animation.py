"""The Happy Birthday Turtle!! table's animations: each event of a round shown before the table is drawn
afresh. The laid cards slide to their tables and turn over together, the Ant card turns, cubes move
on the tracks, a failed card slides back to its owner, Hustle Points fly to their mat and a completed
table's Celebration card goes to its winner."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from desktop.table.items import CardItem, CubeItem, LabelItem
from desktop.table.text import translator
from rules.birthday_turtle import TurtleView
from rules.birthday_turtle.events import (
    AnimalFailed,
    AnimalPlaced,
    AntCardTurned,
    AntsWorked,
    HustlePoints,
    Revealed,
    TaskBoxed,
    TaskWon,
)
from rules.core import Event

from .art import (
    CUBE_COLOURS,
    TrackItem,
    animal_face,
    ant_back,
    ant_face,
    hustle_change,
    party_back,
    pattern_face,
)
from .layout import UNDER
from .parts import BirthdayTurtleParts

_tr = translator("BirthdayTurtleTable")


class Animations(BirthdayTurtleParts):
    """Turns the events of a round into the table's animations."""

    def animate(self, events: list[Event], view: TurtleView) -> None:
        self._flying = {}
        for event in events:  # a refill and the cleanup show as the rebuild
            match event.payload:
                case Revealed(plays=plays):
                    self._reveal(plays, view)
                case AntCardTurned(card=card):
                    self._turn_ant_card(card)
                case AntsWorked(table=table, after=to) | AnimalPlaced(table=table, after=to):
                    self._move_cube(table, to)
                case AnimalFailed(seat=seat, table=table):
                    self._bounce(seat, table)
                case TaskWon(table=table, seat=seat):
                    self._take_celebration(table, seat)
                case TaskBoxed(table=table):
                    self._take_celebration(table, None)
                case HustlePoints(seat=seat, table=table, points=points):
                    self._fly_points(seat, table, points)
        self.animator.call(lambda: self.rebuild(view))

    def _reveal(self, plays: tuple[tuple[int, int, str], ...], view: TurtleView) -> None:
        a = self.animator
        backs = [i for k, i in self.items.items() if k.startswith("committed:")]
        with a.beat():  # the face-down cards slide to their tables …
            for back in backs:
                a.fade(back, 0.0, 120)
            for seat, value, pattern in plays:
                self._fly_card(view.animals[seat], seat, value, pattern)
        with a.beat():  # … and turn over together
            for flying_card in self._flying.values():
                a.flip(flying_card, True)
        a.pause(250)

    def _turn_ant_card(self, card: str) -> None:
        a = self.animator
        deck = self.items.get("ant:deck")
        if deck is None:
            return
        flying = self.add(CardItem(deck.w, deck.h, "", ant_face, ant_back, face_up=False))
        flying.data_["ant"] = card
        flying.setPos(deck.pos())
        flying.setZValue(60)
        with a.beat():
            self.animator.appear(flying)
            a.move(flying, self.ant_shown_spot)
        a.flip(flying, True)
        a.pause(200)

    def _take_celebration(self, table: str, winner: int | None) -> None:
        """A completed table's Celebration card goes to its winner, or away when nobody wins it."""
        won = self.items.get(f"celebration:{table}")
        if won is None:
            return
        target = self.seat_anchor.get(winner) if winner is not None else None
        with self.animator.beat():
            if target is not None:
                self.animator.move(won, target)
            else:
                self.animator.fade(won, 0.0, 300)

    def _fly_card(self, animal: str, seat: int, value: int, pattern: str) -> None:
        spots = self.table_spots.get(pattern)
        start = self.seat_anchor.get(seat)
        if spots is None or start is None:
            return
        card = self.add(CardItem(UNDER.width(), UNDER.height(), "", animal_face if value else pattern_face,
                                 party_back, face_up=False))
        card.data_.update(animal=animal, value=value, pattern=pattern,
                          seat_colour=self.host.seat_colour(seat))
        card.setPos(start)
        card.setZValue(55)
        self.animator.appear(card)
        self._flying[seat] = card
        cloth = spots.cloth
        self.animator.move(card, QPointF(cloth.center().x() + (seat - 1.5) * 40, cloth.center().y()))

    def _move_cube(self, pattern: str, to: int) -> None:
        cube = self.items.get(f"cube:{pattern}")
        track = self.items.get(f"track:{pattern}")
        if isinstance(cube, CubeItem) and isinstance(track, TrackItem):
            with self.animator.beat():
                self.animator.move(cube, track.pos() + track.cell_centre(min(to, track.limit)), ms=300)

    def _bounce(self, seat: int, pattern: str) -> None:
        """A failed card: a red note on the table, and the card slides back to its owner."""
        rect = self.table_rects.get(pattern)
        if rect is None:
            return
        card = self._flying.pop(seat, None)
        home = self.seat_anchor.get(seat)
        if card is not None and home is not None:
            with self.animator.beat():
                self.animator.move(card, home, ms=320)
        marker = self.add(LabelItem(_tr("fails — back to hand"), 15, bold=True, colour=QColor("#8b1e1e"),
                                    backdrop=QColor(255, 240, 240, 230)))
        marker.setPos(rect.center().x(), rect.bottom() - 60)
        marker.setZValue(70)
        self.animator.appear(marker)
        self.animator.pause(350)
        self.animator.fade(marker, 0.0, 200)

    def _fly_points(self, seat: int, pattern: str, points: int) -> None:
        rect = self.table_rects.get(pattern)
        target = self.seat_anchor.get(seat)
        if rect is None or target is None:
            return
        with self.animator.beat():
            for i, value in enumerate(hustle_change(points)):
                cube = self.add(CubeItem(28, QColor(CUBE_COLOURS[value]), "", str(value)))
                cube.setPos(rect.center() + QPointF(i * 8, 0))
                cube.setZValue(65)
                self.animator.appear(cube)
                self.animator.move(cube, target + QPointF(-60 + i * 29, 0), ms=350)
