"""The look walk: the keyboard's way to what the pointer learns by resting on a piece.

The keyboard's ring (`GameTable.focus_chain`) visits only what can be moved or pressed. What a
player reads by hovering — a rival's cards, a park tile's item, a suit tracker, a won Celebration
card — would be out of a keyboard player's reach. `I` starts a second walk through everything on
the table that has words, top to bottom and left to right; Tab and the arrow keys move along it,
its words show below the piece as a tooltip would, and `I` or Esc ends it. Enter on a piece that
can be played ends the walk and plays it as the ring would.

Words drawn in plain sight have no tooltip, yet the walk must read the most needed of them: the prompt (what to
do now) and the seats' status words ("ready", "stayed", "claims 3"). A game marks them (`GameTable.speak`, see
`ReadAloud`) and the walk reads them as shown; the prompt is where the walk starts when the ring is on no piece.

The walk draws its own ring (`LookRing`) because much of what it visits is not a `TableItem`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.items import ReadAloud
from desktop.table.subarea import area_of

#: The key that starts and ends the walk: the same letter in every language the app speaks ("informazioni").
LOOK_KEY = Qt.Key.Key_I


class LookRing(Guarded, QGraphicsObject):
    """The ring round the thing being looked at; it takes no clicks and no hovering.

    It follows its thing frame by frame: a piece that slides after a move (or whose parent does) keeps its
    ring on it, where the ring used to wait at the old place until the slide ended.
    """

    MARGIN = 6.0
    FRAME_MS = 16

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._thing: QGraphicsItem | None = None
        self._seen = QRectF()
        self._frames = QTimer(self)
        self._frames.setInterval(self.FRAME_MS)
        self._frames.timeout.connect(self._follow)
        self.setZValue(17_000)  # over every piece, under the lesson's spotlight and the bubbles
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def ring(self, thing: QGraphicsItem | None) -> None:
        """Ring `thing` (None: no ring) for as long as it stays on the table."""
        self._thing = thing
        if thing is None:
            self._frames.stop()
            self.hide()
            return
        self._place(thing.sceneBoundingRect())
        self.show()
        self._frames.start()

    def _place(self, rect: QRectF) -> None:
        self._seen = rect
        self.prepareGeometryChange()
        m = self.MARGIN
        self._rect = rect.adjusted(-m, -m, m, m)
        self.update()

    def _follow(self) -> None:
        thing = self._thing
        if thing is None or not shiboken6.isValid(thing) or thing.scene() is None:
            self._frames.stop()  # a rebuild took it away: the walk finds it again (`LookWalk.resume`)
            return
        rect = thing.sceneBoundingRect()
        if rect != self._seen:
            self._place(rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 10, 10)
        theme.draw_focus_ring(painter, path)


def reading_order(item: QGraphicsItem) -> tuple[int, float]:
    """Top to bottom (in bands of 40 units), then left to right."""
    rect = item.sceneBoundingRect()
    return round(rect.top() / 40), rect.left()


def _in_sight(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.effectiveOpacity() >= 0.1


def words_of(item: QGraphicsItem) -> str:
    """What `item` says to the look walk: the words it shows, for one that reads them aloud (`ReadAloud`: with
    the others of its chorus, when it is the chorus's first in reading order, and nothing when it is not),
    else its tooltip ("": it is no stop)."""
    if not isinstance(item, ReadAloud) or not item.speaks:
        return str(item.toolTip())
    # a voice taken off the table (or gone with it) is not read
    voices = [item] if item.chorus is None else [v for v in item.chorus if isinstance(v, QGraphicsItem)
                                                  and shiboken6.isValid(v) and v.scene() is not None and _in_sight(v)]
    voices.sort(key=lambda v: reading_order(v) if isinstance(v, QGraphicsItem) else (0, 0.0))
    if not voices or voices[0] is not item:
        return ""
    return "\n".join(words for v in voices if (words := v.shown_words().strip()))


def things_with_words(drawn: Iterable[tuple[QGraphicsItem, QGraphicsItem | None]],
                      scene_rect: QRectF) -> list[QGraphicsItem]:
    """Everything in sight that says something when pointed at (of `drawn`: each item with the one it is inside,
    see `GameTable.drawn`), in reading order. A piece inside another that says the same is one stop, as is a
    stack or a row of the same (`_same_again`); a piece faded out is none, and one a zoomed park clips away is
    still one (the walk pans the park to it)."""
    found: list[QGraphicsItem] = []
    for item, parent in drawn:
        if not _in_sight(item) or not (words := words_of(item)):
            continue
        if parent is not None and words_of(parent) == words:
            continue
        # what a zoomed area (the park) clips away is still on the table: the walk pans the area to it
        if area_of(item) is None and not item.sceneBoundingRect().intersects(scene_rect):
            continue
        found.append(item)
    found.sort(key=reading_order)
    kept: list[QGraphicsItem] = []
    previous: QGraphicsItem | None = None
    for item in found:
        # a pile drawn as a stack of cards that all say the same is one stop, and so is a row of them
        # (a rival's face-down plan): the next stop says something new; two cards to play stay two (a 2 and a 2)
        again = previous is not None and _same_again(previous, item)
        previous = item
        if again:
            continue
        if not any(words_of(k) == words_of(item) and _mostly_over(k.sceneBoundingRect(), item.sceneBoundingRect())
                   for k in kept):
            kept.append(item)
    return kept


def _same_again(last: QGraphicsItem, item: QGraphicsItem) -> bool:
    """Is `item` one more of a row `last` began: the same words and looks, right beside it, and nothing to play
    (a face-down card of a rival's plan; not two players' counts, nor "2nd +" after "1st +", nor a 2 after a 2)?"""
    if getattr(item, "draggable", False) or getattr(item, "clickable", False):
        return False
    if words_of(last) != words_of(item) or getattr(last, "text", "") != getattr(item, "text", ""):
        return False
    a, b = last.sceneBoundingRect(), item.sceneBoundingRect()
    reach = max(b.width(), b.height())
    return a.adjusted(-reach, -reach, reach, reach).intersects(b)


def _mostly_over(a: QRectF, b: QRectF) -> bool:
    """Does one rectangle lie over at least half of the other (a stack, not two cards side by side whose
    shadows touch)?"""
    both = a.intersected(b)
    smaller = min(a.width() * a.height(), b.width() * b.height())
    return not both.isEmpty() and both.width() * both.height() >= 0.5 * smaller


class LookWalk:
    """Which thing is looked at, and how the walk survives the table being drawn anew.

    `gather` lists what may be looked at now; `show` puts the ring and the words on one thing (the table
    pans a zoomed area to it and says its words).
    """

    def __init__(self, ring: LookRing, gather: Callable[[], list[QGraphicsItem]],
                 show: Callable[[QGraphicsItem | None], None]) -> None:
        self.ring = ring
        self._gather = gather
        self._show = show
        self.things: list[QGraphicsItem] = []
        self.index = -1
        self._was: tuple[str, str, QPointF] | None = None  # the thing looked at, to find it again after a rebuild

    @property
    def active(self) -> bool:
        return self.index >= 0

    def current(self) -> QGraphicsItem | None:
        return self.things[self.index] if self.active and self.index < len(self.things) else None

    def start(self, *at: QGraphicsItem | None) -> bool:
        """Begin at the first of `at` that is a stop (the piece in the keyboard's ring, then the prompt), else at
        the first thing."""
        self.things = self._gather()
        if not self.things:
            return False
        self._go(next((self.things.index(a) for a in at if a in self.things), 0))
        return True

    def step(self, by: int) -> None:
        self.things = [t for t in self.things if t.scene() is not None] or self._gather()
        if self.things:
            here = self.current()
            index = self.things.index(here) if here in self.things else self.index
            self._go((index + by) % len(self.things))

    def stop(self) -> None:
        self.index = -1
        self.things = []
        self._was = None
        self.ring.ring(None)
        self._show(None)

    def forget(self) -> None:
        """The table is cleared: the pieces are gone, but the walk remembers what it looked at (`resume`)."""
        self.things = []
        self.ring.ring(None)

    def resume(self) -> None:
        """The table was drawn anew: look again at the same thing (by key, else by its words, else the nearest)."""
        if self._was is None:
            return
        key, words, where = self._was
        self.things = self._gather()
        if not self.things:
            self.stop()
            return

        def distance(thing: QGraphicsItem) -> float:
            d = thing.sceneBoundingRect().center() - where
            return d.x() * d.x() + d.y() * d.y()

        same = [t for t in self.things if key and getattr(t, "key", "") == key]
        same = same or [t for t in self.things if words_of(t) == words]
        self._go(self.things.index(min(same or self.things, key=distance)))

    def _go(self, index: int) -> None:
        self.index = index
        thing = self.things[index]
        self._show(thing)  # may pan a zoomed area, so the ring is placed after it
        self.ring.ring(thing)
        self._was = (str(getattr(thing, "key", "") or ""), words_of(thing), thing.sceneBoundingRect().center())
