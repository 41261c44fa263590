"""Animations of the table, played one beat after another at the player's speed.

A game table turns the events of an action into beats: "the card slides to the
table", then "the Ant card turns over", then "the cube steps forward" … Within a
`beat()` block every animation runs together; beats run in order. Speed 0 (or
"reduce motion") skips the motion and only applies the end result, so the table
looks the same either way. `finish_all` jumps to the end, e.g. before a rebuild.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    Signal,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop.table.items import CardItem


@dataclass
class Step:
    """One animation: `start` builds it (None: nothing to animate), `final` applies its end."""

    start: Callable[[], QAbstractAnimation | None]
    final: Callable[[], None]


def _alive(obj: QObject) -> bool:
    return shiboken6.isValid(obj)


class Animator(QObject):
    """Queues beats of animations and plays them in order; `idle` fires when all are done."""

    idle = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._beats: list[list[Step]] = []
        self._collecting: list[Step] | None = None
        self._current: QParallelAnimationGroup | None = None
        self._current_steps: list[Step] = []

    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._beats)

    def duration(self, ms: float) -> int:
        return 0 if self.speed <= 0 else max(1, int(ms / self.speed))

    # --- building beats ---------------------------------------------------------

    @contextmanager
    def beat(self) -> Iterator[None]:
        """Everything added inside the block plays at the same time."""
        outer = self._collecting
        if outer is not None:
            yield
            return
        self._collecting = []
        try:
            yield
        finally:
            steps, self._collecting = self._collecting, None
            if steps:
                self._enqueue(steps)

    def _add(self, step: Step, queue: bool = True) -> None:
        if not queue:
            self._play_now(step)
        elif self._collecting is not None:
            self._collecting.append(step)
        else:
            self._enqueue([step])

    def _enqueue(self, steps: list[Step]) -> None:
        if self.speed <= 0 and not self.busy:
            for s in steps:
                s.final()
            return
        self._beats.append(steps)
        if self._current is None:
            self._next()

    def _play_now(self, step: Step) -> None:
        if self.speed <= 0:
            step.final()
            return
        anim = step.start()
        if anim is None:
            step.final()
            return
        anim.setParent(self)
        anim.finished.connect(step.final)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def move(self, item: QGraphicsObject, pos: QPointF, ms: float = 260, queue: bool = True) -> None:
        """Slide an item to ``pos`` (in its parent's coordinates) with ease-out."""
        target = QPointF(pos)

        def start() -> QAbstractAnimation | None:
            if not _alive(item) or item.pos() == target:
                return None
            anim = QPropertyAnimation(item, b"pos")
            anim.setDuration(self.duration(ms))
            anim.setStartValue(item.pos())
            anim.setEndValue(target)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            return anim

        def final() -> None:
            if _alive(item):
                item.setPos(target)

        self._add(Step(start, final), queue)

    def fade(self, item: QGraphicsObject, opacity: float, ms: float = 220, queue: bool = True) -> None:
        def start() -> QAbstractAnimation | None:
            if not _alive(item):
                return None
            anim = QPropertyAnimation(item, b"opacity")
            anim.setDuration(self.duration(ms))
            anim.setStartValue(item.opacity())
            anim.setEndValue(opacity)
            return anim

        def final() -> None:
            if _alive(item):
                item.setOpacity(opacity)

        self._add(Step(start, final), queue)

    def flip(self, card: CardItem, face_up: bool, ms: float = 250) -> None:
        """Turn a card over: its width shrinks to nothing, the side changes, it grows back."""

        def start() -> QAbstractAnimation | None:
            if not _alive(card) or card.face_up == face_up:
                return None
            anim = QPropertyAnimation(card, b"flip")
            anim.setDuration(self.duration(ms))
            anim.setStartValue(1.0)
            anim.setKeyValueAt(0.5, 0.0)
            anim.setEndValue(1.0)

            def halfway(value: object) -> None:
                if isinstance(value, float) and value < 0.05 and _alive(card):
                    card.set_face_up(face_up)

            anim.valueChanged.connect(halfway)
            return anim

        def final() -> None:
            if _alive(card):
                card.set_face_up(face_up)
                card.setProperty("flip", 1.0)

        self._add(Step(start, final))

    def pause(self, ms: float) -> None:
        self._add(Step(lambda: QPauseAnimation(self.duration(ms)), lambda: None))

    def call(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the queue reaches this point (at once when nothing is queued)."""
        self._add(Step(lambda: None, fn))

    def appear(self, *items: QGraphicsItem) -> None:
        """Pieces made for an animation stay hidden until the queue reaches this point, then show (those a
        rebuild has removed meanwhile are let be)."""
        for item in items:
            item.hide()

        def show() -> None:
            for item in items:
                if shiboken6.isValid(item):
                    item.show()

        self.call(show)

    # --- running ----------------------------------------------------------------

    def _next(self) -> None:
        while self._beats:
            steps = self._beats.pop(0)
            group = QParallelAnimationGroup(self)
            finals: list[Step] = []
            for step in steps:
                anim = step.start() if self.speed > 0 else None
                if anim is None:
                    step.final()
                else:
                    group.addAnimation(anim)
                    finals.append(step)
            if group.animationCount() == 0:
                group.deleteLater()
                continue
            self._current, self._current_steps = group, finals
            group.finished.connect(self._beat_done)
            group.start()
            return
        self._current = None
        self.idle.emit()

    def _beat_done(self) -> None:
        steps, self._current_steps = self._current_steps, []
        if self._current is not None:
            self._current.deleteLater()
        self._current = None
        for step in steps:
            step.final()
        self._next()

    def finish_all(self) -> None:
        """Jump every queued animation to its end, in order."""
        if self._current is not None:
            group, self._current = self._current, None
            group.finished.disconnect(self._beat_done)
            group.stop()
            group.deleteLater()
            for step in self._current_steps:
                step.final()
            self._current_steps = []
        beats, self._beats = self._beats, []
        for steps in beats:
            for step in steps:
                step.final()
        self.idle.emit()
