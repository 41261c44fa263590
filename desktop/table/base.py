"""The base class of every game's table, and what it needs from the controller.

A game table (one per game, in desktop/games/) draws one seat's view and turns
the player's gestures into actions. It never decides what is legal: it asks its
`host` (the controller) for the legal actions and for the rules' reason to refuse
an action. Subclasses implement:

- `build(view)`: lay out the whole table from a view (called on start, after undo,
  after the privacy screen, and whenever the view changes outside an animation);
- `animate(events, view)`: play the events of an action with the animator, then
  end in the same picture `build(view)` would draw (the default just rebuilds);
- `drop_verdict(item, zone)`: None if dropping ``item`` on ``zone`` is legal now,
  else the rules' reason; `drop(item, zone)` then makes it happen (either a
  complete action for `host.submit`, or one step of a move built in parts);
- optionally `show_hint(action)`, `score_lines(view)`, `item_activated(item)`, and
  `wheel(event, scene_pos)` / `right_press(scene_pos)` to claim the wheel or a right-click
  before the view uses them to zoom or pan (e.g. to turn a picked-up tile).

The base class handles the gestures: drag with glowing legal targets and a reason
bubble for a refused drop; click an item then a target; keyboard focus ring (Tab /
arrows to move, Enter or Space to pick or drop, Escape to cancel).
"""

from __future__ import annotations

import contextlib
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from desktop.table import theme
from desktop.table.anim import Animator
from desktop.table.items import ButtonItem, LabelItem, ReadAloud, TableItem
from desktop.table.look import LOOK_KEY, LookRing, LookWalk, things_with_words, words_of
from desktop.table.panels import SeatPanel
from desktop.table.spotlight import Spotlight
from desktop.table.subarea import area_of
from desktop.table.text import Nudge, sentence, translator
from desktop.table.theme import SeatColour
from desktop.table.zones import DropZone, HintBubble, ReasonBubble, apart
from rules.core import Action, Event, Partial, View

_tr = translator("GameTable")

#: The "away" marker's ground: grey paper, not the yellow of a bot thinking.
AWAY_BACKDROP = QColor(232, 228, 220, 240)
#: The shade over a network table out of reach.
OUT_OF_REACH_DIM = QColor(24, 16, 10, 165)

#: The game's view a table draws (`ArturoTable(GameTable[ArturoView])`), so its hooks need no casts.
V = TypeVar("V", bound=View[Any])
#: Whatever `add` puts on the table comes back as its own type.
Item = TypeVar("Item", bound=QGraphicsItem)
#: Words on the table that `speak` marks come back as their own type (a `LabelItem`, an `InfoBoard`).
Spoken = TypeVar("Spoken", bound=ReadAloud)


class TableHost(Protocol):
    """The controller as a table sees it."""

    animator: Animator
    #: A past position is shown (a review): the table's buttons that would make a move are not for pressing.
    replaying: bool

    @property
    def perspective(self) -> int | None: ...

    def legal_actions(self) -> list[Action]: ...

    def why_illegal(self, action: Action) -> str | None: ...

    def submit(self, action: Action) -> str | None: ...

    def submit_sequence(self, actions: list[Action]) -> str | None: ...

    def completions(self, partial: Partial[Action]) -> list[Action]: ...

    def why_not_yet(self, partial: Partial[Action]) -> str | None: ...

    def seat_names(self) -> list[str]: ...

    def seat_colour(self, seat: int) -> SeatColour: ...

    def setting(self, key: str) -> Any: ...

    def prompt(self, line: str) -> str:
        """The table's line of what to do now as the screen shows it (a review, where nothing is played,
        says whose move it was instead)."""
        ...


class GameTable(QObject, Generic[V]):
    """Lays out one game's table from a seat's view (a `V`) and maps gestures to actions."""

    #: Below this height (in units) a table uses its compact arrangement…
    COMPACT_HEIGHT: ClassVar[float] = 1000
    #: …and below this width, for a table whose full arrangement is drawn at a fixed width (a window between
    #: laptop and full-HD with the side panel open gives a tall area narrower than 1920 units).
    COMPACT_WIDTH: ClassVar[float] = 0

    def __init__(self, host: TableHost, scene: QGraphicsScene) -> None:
        super().__init__()
        self.host = host
        self.scene = scene
        #: The area to lay the table out in (scene units; the view sets it for the window).
        self.area = QRectF(scene.sceneRect())
        self.animator = host.animator
        self.items: dict[str, TableItem] = {}
        self.zones: dict[str, DropZone] = {}
        #: Everything `add` put on the table, each with the item it went inside (None: straight on the table).
        #: Held here, the pieces need not be found through the scene: a wrapper PySide makes afresh for an item
        #: (`scene.items()`, `parentItem()`) may take the item with it when it goes.
        self.drawn: list[tuple[QGraphicsItem, QGraphicsItem | None]] = []
        self.selected: TableItem | None = None
        self.focus_index = -1
        self.bubble = ReasonBubble()
        self.scene.addItem(self.bubble)
        self.hint_bubble = HintBubble()
        self.scene.addItem(self.hint_bubble)
        #: The action the last hint suggested (`suggest`), shown again when the table is laid out anew.
        self.suggested: Action | None = None
        self.spotlight = Spotlight()
        self.scene.addItem(self.spotlight)
        look_ring = LookRing()
        self.scene.addItem(look_ring)
        #: The keyboard's walk through everything that has words (`I`): see `desktop.table.look`.
        self.look = LookWalk(look_ring, self._things_to_look_at, self._look_at)
        #: Where the look walk starts when the ring is on no piece: the prompt (`speak_prompt`).
        self.look_first: QGraphicsItem | None = None
        self._choruses: dict[str, list[ReadAloud]] = {}  # the words read as one stop (`speak`), by name
        #: The piece, zone or button a lesson points at (a key of `items` or `zones`), kept across rebuilds.
        self.pointer = ""
        self.view: V | None = None
        self.thinking_label: LabelItem | None = None
        #: The card over a network table out of reach (`_dim_if_out_of_reach`), while it shows.
        self.dimmed: LabelItem | None = None
        #: The window lays a card of its own over the table (the results): see `set_covered`.
        self.covered = False
        #: Each zone's verdict for the piece picked up (None: it may go there), set by `select`.
        self.verdicts: dict[str, str | None] = {}
        self._ring_onward: str | None = None  # where the ring goes after the piece being pressed (ring_onward)
        #: The ring's piece went in a rebuild and nothing was left to ring (the rivals' turn): the keyboard
        #: takes up the first piece of the next table that has one.
        self._ring_waits = False
        self._dragging = False
        self._deferred: V | None = None
        self._rebuild_depth = 0
        self._removed: list[QGraphicsItem] = []  # taken off the table, kept alive until the next rebuild

    # --- what subclasses implement ---------------------------------------------------

    def build(self, view: V) -> None:
        raise NotImplementedError

    def animate(self, events: list[Event], view: V) -> None:
        self.animator.call(lambda: self.rebuild(view))

    @staticmethod
    def me(view: View[Any]) -> int:
        """The seat the table is drawn for; a spectator's table (nobody's seat) is drawn as seat 0's place."""
        return view.seat if view.seat is not None else 0

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        return self.tr("that cannot go there")

    def drop(self, item: TableItem, zone: DropZone) -> None:
        """Carry out a legal drop."""

    def show_hint(self, action: Action) -> None:
        """Highlight the pieces and target of a suggested action."""

    # --- what the shell calls --------------------------------------------------------

    def suggest(self, action: Action) -> None:
        """Show a hint's suggestion (`show_hint`) and keep it, so that while its bubble shows, a new
        layout of the table (`set_area`) shows it again beside the pieces' new places."""
        self.suggested = action
        self.show_hint(action)

    def score_lines(self, view: V) -> list[tuple[int, str]]:
        """(seat, text) lines for the score panel."""
        return []

    def item_activated(self, item: TableItem) -> None:
        """A click on an item that is neither draggable nor a button."""

    def wheel(self, event: QWheelEvent, scene_pos: QPointF) -> bool:
        """A wheel turn over the table; return True to claim it (else the view zooms the table)."""
        return False

    def right_press(self, scene_pos: QPointF) -> bool:
        """A right-button press; return True to claim it (else the view starts panning the table)."""
        return False

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        """Where the "… is thinking" marker of a bot seat goes (tables put it on the seat's area)."""
        return self.scene.sceneRect().center()

    def thinking_spot(self, seat: int, label: LabelItem) -> QPointF | None:
        """Where on the seat's own mat, already titled with its name, the marker goes as a bare
        "thinking…" (`label` holds that text now, and a table may break it into lines to fit); None
        when the mat has no room for it: the marker then names the seat at `thinking_position`."""
        return None

    # --- the bot's "thinking" marker ---------------------------------------------------

    def set_covered(self, covered: bool) -> None:
        """The window lays a card of its own over the table, or takes it away. A table may put away what would
        only peek out around that card (a scorepad behind the results), and show it again when it goes."""
        self.covered = covered

    def add_thinking_label(self, colour: QColor | None = None, backdrop: QColor | None = None,
                           z: float = 50, size: int = 20) -> LabelItem:
        """Put the (hidden) "… is thinking" marker on the table; call it from `build`.

        If a bot is thinking right now (the table was rebuilt meanwhile) the marker shows at once.
        """
        label: LabelItem = self.add(LabelItem("", size, bold=True, colour=colour,
                                              backdrop=backdrop or QColor(255, 246, 200, 240)))
        label.setZValue(z)
        label.hide()
        self.thinking_label = label
        seat = getattr(self.host, "thinking_seat", None)
        if seat is not None:
            self.show_thinking(seat, True)
        return label

    def _mark_away(self) -> None:
        """A person gone from a network table for now: their seat says "away" where a bot's would say
        "thinking…" (on their own mat, else with their name beside it), so the table shows who is missing."""
        names = self.host.seat_names()
        for seat in getattr(self.host, "away_seats", list)():
            label = self.add(LabelItem(_tr("away"), 18, bold=True, colour=theme.INK, backdrop=AWAY_BACKDROP))
            label.setZValue(49)  # under a stand-in bot's "thinking…", which says more
            label.setToolTip(_tr("{name} has lost the connection to the table, or left it").format(name=names[seat]))
            at = self.thinking_spot(seat, label)
            if at is not None:
                self.away_marked(seat)
            else:
                label.set_text(_tr("{name} is away").format(name=names[seat]))
                at = self.thinking_position(seat, label)
            label.setPos(at)

    def _dim_if_out_of_reach(self) -> None:
        """A network table out of reach: the table dims under a card that says why and what happens next (the
        prompt's words), so it does not look playable while nothing can be played."""
        if not getattr(self.host, "cut_off", False):
            return
        words = self.host.prompt("")
        if not words:  # the game is over: the end screen says the rest
            return
        dim = self.add(QGraphicsRectItem(self.area))
        dim.setBrush(OUT_OF_REACH_DIM)
        dim.setPen(Qt.PenStyle.NoPen)
        dim.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        dim.setZValue(15_000)  # over every piece; the card, the bubbles and the lesson's light go above it
        card = self.add(LabelItem(words, 22, bold=True, width=min(760.0, self.area.width() - 80),
                                  backdrop=theme.PAPER))
        card.setZValue(15_001)
        card.setPos(self.area.center())
        self.dimmed = card

    def away_marked(self, seat: int) -> None:
        """The "away" marker went on the seat's mat where its "thinking…" goes: a table hides what it covers."""

    def show_thinking(self, seat: int, on: bool) -> None:
        """Show or hide the marker for a bot seat (the controller's `thinking` signal)."""
        label = self.thinking_label
        if label is None:
            return
        try:
            if on:
                label.set_text(_tr("thinking…"))
                at = self.thinking_spot(seat, label)
                if at is None:
                    label.set_text(_tr("{name} is thinking…").format(name=self.host.seat_names()[seat]))
                    at = self.thinking_position(seat, label)
                label.setPos(at)
                label.show()
            else:
                label.hide()
        except RuntimeError:  # the marker went with a rebuild
            self.thinking_label = None

    # --- building helpers ------------------------------------------------------------

    def clear(self) -> None:
        """Take every piece off the table (the animator is finished first so nothing refers to them).

        Removed top-level items are kept alive (with their children) until the next outermost
        `rebuild` has run and control is back in the event loop: a piece whose own click or drop
        rebuilds the table is still inside its event handler, and deleting it there would crash.
        """
        self.animator.finish_all()
        self.selected = None
        self.focus_index = -1
        self.look.forget()
        for item in list(self.scene.items()):
            if item not in self._furniture() and item.parentItem() is None:
                self.scene.removeItem(item)
                self._removed.append(item)
        self.items.clear()
        self.zones.clear()
        self.drawn.clear()
        self.dimmed = None
        self.look_first = None
        self._choruses.clear()

    def forget_drafts(self) -> None:
        """The screen goes to another player (hot seat): a move half made on this table (cards set out, a claim
        dialled, sides picked) was the last player's, never the next one's. A game that keeps such a draft between
        builds empties it here."""

    def retire(self) -> None:
        """The table's game is over and gone (another sits down): take every piece off and let them go.

        A piece whose signal calls back into the table holds the table through that connection, which
        Python's collector cannot see; kept in `_removed`, the pieces would keep the table, its controller
        and the whole game alive for as long as the app runs.
        """
        self.clear()
        self._let_go()
        self.view = self._deferred = None

    def _let_go(self) -> None:
        """Free the pieces taken off the table once control is back in the event loop (not tied to the
        table, which may be deleted before then: the pieces must go all the same)."""
        if self._removed:
            released, self._removed = self._removed, []
            QTimer.singleShot(0, released.clear)

    def rebuild(self, view: V) -> None:
        """Draw the table afresh from the newest view; while a piece is being dragged, wait for the drop.

        `clear()` finishes the animator's queue, which may hold the rebuilds of later actions
        (several actions submitted at once); those run nested inside this call and set
        `self.view` to a newer view. Only the outermost call builds, and it builds `self.view`,
        so the table always ends on the newest view. Queue ``animator.call(rebuild)`` last in
        `animate`: whatever is queued after it is finished at once by the rebuild's `clear()`.
        """
        if self._dragging:
            self._deferred = view
            return
        self._deferred = None
        outermost = self._rebuild_depth == 0
        if outermost:
            # The pieces cleared last time are let go once control is back in the event loop, so even
            # two rebuilds within one click never delete the piece whose handler is still running.
            self._let_go()
        ringed = getattr(self.focused(), "key", None) if outermost else None
        if outermost and ringed is None and self._ring_waits and not self.look.active:  # the walk's ring is the one
            ringed = ""
        asked_before, self._ring_onward = self._ring_onward, None  # what this build asks for (`ring_onward`)
        self._rebuild_depth += 1
        try:
            self.view = view
            self.clear()
            if outermost:
                self.build(self.view)
                if self.host.replaying:
                    self._show_past()
                else:
                    self._mark_away()
                    self._dim_if_out_of_reach()
                self.point_at(self.pointer)
                asked = self._ring_onward
                if ringed is not None:  # a rival's move redraws the table: the keyboard stays where it was, unless
                    # the new table names where the player most likely goes next (`ring_onward`)
                    self._refocus(*(key for key in (asked, ringed) if key))
                self.look.resume()
        finally:
            self._rebuild_depth -= 1
            self._ring_onward = self._ring_onward or asked_before  # a key press being handled still reads it

    def _show_past(self) -> None:
        """A past position: its moves cannot be played again, so the buttons that make them show off (greyed,
        not pressed); a button that only changes the view (`view_control`: the park's zoom) still works."""
        for item in self.items.values():
            if isinstance(item, ButtonItem) and not item.view_control:
                item.set_enabled(False)

    def ring_onward(self, key: str) -> None:
        """The piece just pressed began a choice: the keyboard's ring goes on to `key` (the first thing to pick)
        rather than staying on the piece. Asked by `build`, it is where the ring goes when the table is drawn
        anew (a new step of the turn: what the player most likely does next), if the ring is on the table."""
        self._ring_onward = key

    def _refocus(self, *keys: str) -> None:
        """The ring goes to the first of `keys` on the table after a rebuild; to the first piece if none is there
        (the piece was played, say), so the keyboard keeps its place on the table and its words never outlive
        the piece they told of."""
        chain = self.focus_chain()
        self._ring_waits = not chain
        for key in keys:
            at = [k for k, thing in enumerate(chain) if getattr(thing, "key", None) == key]
            if at:
                self._set_focus(chain, at[0])
                return
        self._set_focus(chain, 0)

    @property
    def compact(self) -> bool:
        """True when the area is short (a 1280×720 or 1366×768 screen), or narrower than the table's full
        arrangement: use the compact arrangement."""
        return self.area.height() < self.COMPACT_HEIGHT or self.area.width() < self.COMPACT_WIDTH

    def set_area(self, area: QRectF) -> None:
        """The view gives the table a new area: lay the table out again in it."""
        if area == self.area:
            return
        self.area = QRectF(area)
        if self.view is not None:
            self.rebuild(self.view)
            if self.suggested is not None and self.hint_bubble.isVisible():
                self.show_hint(self.suggested)

    def recover(self, view: V) -> None:
        """Start afresh from `view` after an error was caught mid-gesture (a drag may have been cut short)."""
        self._dragging = False
        self._deferred = None
        self._rebuild_depth = 0
        self.bubble.hide()
        self.rebuild(view)

    def add(self, item: Item, key: str | None = None, parent: QGraphicsItem | None = None) -> Item:
        """Put an item or zone on the table and wire its gestures to this table.

        With ``parent`` the item goes inside that item (e.g. a zoomable, clipped sub-area) and
        follows its transform; `zone_at` then ignores zones where the parent clips them away.
        """
        if parent is not None:
            item.setParentItem(parent)
        else:
            self.scene.addItem(item)
        self.drawn.append((item, parent))
        if isinstance(item, DropZone):
            item.interaction = self
            self.zones[key or item.key] = item
        elif isinstance(item, TableItem):
            item.interaction = self
            if key or item.key:
                self.items[key or item.key] = item
        return item

    def reason(self, text: str, scene_pos: QPointF | None = None) -> None:
        """Show the rules' reason for a refusal near the pointer (or mid-table); a `Nudge` (a legal move that a
        lesson does not want yet) is said kindly, like a hint, beside the piece the lesson points at."""
        if isinstance(text, Nudge):
            lit = self.spotlight.target if self.spotlight.isVisible() else None
            self.hint(text, QPointF(lit.center().x(), lit.top()) if lit is not None else scene_pos)
            return
        pos = scene_pos if scene_pos is not None else self.scene.sceneRect().center()
        self.bubble.show_reason(text, pos)

    def _named(self, key: str) -> list[TableItem | DropZone]:
        """The pieces, zones or buttons a lesson's `key` names (see `point_at`)."""
        name = key.partition("#")[0]
        named: list[tuple[str, TableItem | DropZone]] = [*self.items.items(), *self.zones.items()]
        if name.endswith("*"):
            return [t for k, t in named if k.startswith(name[:-1])]
        return [t for k, t in named if k == name][:1]

    def places(self, key: str, hidden: bool = False) -> list[QRectF]:
        """Where the things a lesson's `key` names are on the table (scene rectangles): the shown ones, or with
        `hidden` those not shown yet too (a drop place that lights up once a piece is picked up)."""
        part = key.partition("#")[2]
        found = [t for t in self._named(key) if hidden or t.isVisible()]
        if part:
            areas = [(t, t.part(part)) for t in found if isinstance(t, TableItem)]
            return [t.mapRectToScene(area) for t, area in areas if area is not None]
        # a piece's body: its shadow and glow are not what the lesson speaks of
        return [t.mapRectToScene(t.body()) if isinstance(t, TableItem) else t.sceneBoundingRect() for t in found]

    def point_at(self, key: str) -> bool:
        """Light the piece, zone or button named `key` for a lesson ("" switches the light off); a key ending
        in "*" lights every one whose key starts with the rest together (e.g. "hand:*", a whole hand), and
        "key#part" a named part of a piece (`TableItem.part`, e.g. one grid of a scorepad), and "a|b" the last
        of these the table shows now (the move's later stage: the chooser that opens once a card is dropped).

        False when the table has nothing of that name right now.
        """
        self.pointer = key
        options = key.split("|")
        key = next((k for k in reversed(options) if self.places(k)), options[0])
        found = self._named(key)
        shown = self.places(key)
        if not shown:
            self.spotlight.aim(None)
            return not key
        lit = shown[0]
        for rect in shown[1:]:
            lit = lit.united(rect)
        self.spotlight.aim(lit, self._clear_margin(lit, [t for t in found if isinstance(t, TableItem)]))
        return True

    def _clear_margin(self, lit: QRectF, over: list[TableItem]) -> float:
        """How far the spotlight's edge stands off `lit` without cutting through words or pieces: less where it
        would cross a label or piece nearby (a rival's score just over the lit card, the button under the
        lit one). What lies under the lit pieces `over` (the table under a scorepad) is out of sight."""
        hidden = [(t.sceneBoundingRect(), t.zValue()) for t in over]
        shown = [i for i in self.scene.items() if i.isVisible()
                 and not any(z > i.zValue() and r.contains(i.sceneBoundingRect()) for r, z in hidden)]
        words = [i.sceneBoundingRect() for i in shown if isinstance(i, LabelItem)]
        pieces = [r for r in (i.mapRectToScene(i.body()) for i in shown if isinstance(i, TableItem) and i.keeps_clear)
                  if not r.intersects(lit)]
        for margin in (Spotlight.MARGIN, 10.0, 6.0, 3.0):
            edge = lit.adjusted(-margin, -margin, margin, margin)
            if not any(r.intersects(edge) and not edge.contains(r) for r in (*words, *pieces)):
                return margin
        return 0.0

    def hint(self, text: str, piece: QPointF | None = None, target: QPointF | None = None,
             left: bool = False) -> None:
        """Say what the hint suggests just above the piece it lights (`piece`: a point on its top edge; by
        default the lit pieces'), or with `left` to its left (`piece` on its left edge), with an arrow on
        to `target`; it looks like a suggestion, not a refusal. Where that place would cover other pieces
        (a long hand beside a button) or the lit piece or place at `piece` (a space lit with the "hint" glow),
        the bubble takes a clear side of it instead. The bubble's light bulb says that it is a hint, so `text`
        is just the move, as a sentence of its own."""
        text = sentence(text)
        lit = [i.sceneBoundingRect() for i in self.items.values() if i.hint_glow and i.isVisible()]
        box = None
        if piece is None:
            for rect in lit:
                box = rect if box is None else box.united(rect)
            piece = QPointF(box.center().x(), box.top()) if box is not None else self.scene.sceneRect().center()
        else:  # the lit piece or place the bubble speaks of: the one at (or nearest) `piece`
            lit += [z.sceneBoundingRect() for z in self.zones.values() if z.glow == "hint" and z.isVisible()]
            at = QRectF(piece, piece)
            box = min(lit, key=lambda r: apart(at, r), default=None)
        self.bubble.hide()
        self.hint_bubble.show_hint(text, piece, target, left=left, box=box, avoid=self._pieces_shown())

    def _pieces_shown(self) -> list[QRectF]:
        """Where the pieces and words on the table are (not the panels and places they lie on, nor the lit
        ones): what a hint's bubble should not cover."""
        return [item.sceneBoundingRect() for item in self.scene.items()
                if (isinstance(item, LabelItem) or (isinstance(item, TableItem) and item.keeps_clear))
                and item.isVisible() and not getattr(item, "hint_glow", False)]

    # --- drag --------------------------------------------------------------------

    def drag_started(self, item: TableItem) -> None:
        self._dragging = True
        self.look.stop()
        self.select(item)

    def drag_moved(self, item: TableItem, scene_pos: QPointF) -> None:
        verdicts = self.verdicts
        for key, zone in self.zones.items():
            if key in verdicts:
                legal = verdicts[key] is None
                zone.set_glow("hover" if legal and zone.contains_scene(scene_pos) else ("legal" if legal else "dim"))

    def zone_at(self, scene_pos: QPointF) -> DropZone | None:
        """The topmost visible zone under ``scene_pos``, not counting zones clipped out of sight."""
        hits = [z for z in self.zones.values()
                if z.isVisible() and z.contains_scene(scene_pos) and not _clipped_at(z, scene_pos)]
        return max(hits, key=lambda z: z.zValue()) if hits else None

    def drag_released(self, item: TableItem, scene_pos: QPointF) -> bool:
        self._dragging = False
        deferred = self._deferred
        zone = self.zone_at(scene_pos)
        if zone is None:
            self.select(None)
            self.drop_missed(item, scene_pos)
            taken = False
        else:
            taken = self._try_drop(item, zone, scene_pos)
        if deferred is not None and self._deferred is deferred:
            self.rebuild(deferred)
            return True  # the piece was redrawn where the new view puts it
        return taken

    def drop_missed(self, item: TableItem, scene_pos: QPointF) -> None:
        """A piece was let go where no zone is (it slides home); a table may say why nothing goes there."""

    def finish_drag(self) -> None:
        """A drag the game table handled itself (a path drawn with a figure) is over: draw the newest view."""
        self._dragging = False
        view = self._deferred or self.view
        self._deferred = None
        self.selected = None
        if view is not None:
            self.rebuild(view)

    def _try_drop(self, item: TableItem, zone: DropZone, scene_pos: QPointF) -> bool:
        verdict = self.drop_verdict(item, zone)
        self.select(None)
        if verdict is not None:
            self.reason(verdict, scene_pos)
            return False
        self.drop(item, zone)
        return True

    # --- click and keyboard ------------------------------------------------------

    def select(self, item: TableItem | None) -> None:
        """Pick up a piece for the click path: legal targets glow, the rest dims."""
        if self.selected is not None and self.selected is not item:
            with contextlib.suppress(RuntimeError):
                self.selected.set_selected(False)
        self.selected = item
        self.verdicts = {}
        if item is None:
            for zone in self.zones.values():
                zone.set_glow("off")
            return
        item.set_selected(True)
        for key, zone in self.zones.items():
            verdict = self.drop_verdict(item, zone)
            self.verdicts[key] = verdict
            zone.set_glow("legal" if verdict is None else "dim")

    def item_clicked(self, item: TableItem) -> None:
        self.look.stop()
        if isinstance(item, ButtonItem):
            item.activate()
        elif item.draggable:
            self.select(None if self.selected is item else item)
        else:
            self.item_activated(item)

    def zone_clicked(self, zone: DropZone) -> None:
        if self.selected is None:
            return
        item = self.selected
        if self._try_drop(item, zone, zone.mapToScene(zone.rect.center())):
            return

    def focus_chain(self) -> list[Any]:
        """What Tab walks through: with a piece picked up, the targets first (the places it may go, then the
        dimmed ones, which say why not); then the pieces, top to bottom and left to right, and last what only
        changes the view (`TableItem.view_control`)."""
        pieces = [i for i in self.items.values() if i.isVisible() and (i.draggable or i.clickable)]
        pieces.sort(key=lambda i: (i.view_control, round(i.scenePos().y() / 40), i.scenePos().x()))
        if self.selected is not None:
            places = {zone: key for key, zone in self.zones.items()}
            zones = [z for z in self.zones.values() if z.isVisible()]
            zones.sort(key=lambda z: (self.verdicts.get(places[z]) is not None, z.sceneBoundingRect().top() // 40,
                                      z.sceneBoundingRect().left()))
            return zones + pieces
        return pieces

    def _set_focus(self, chain: list[Any], index: int) -> None:
        for thing in chain:
            thing.set_focused(False)
        self._clear_rings()
        if chain:
            self.focus_index = index % len(chain)
            focused = chain[self.focus_index]
            focused.set_focused(True)
            self._bring_into_sight(focused)
            self.say_focus_again()
        else:
            self.focus_index = -1
            self._say_focus(None, "", "")

    def place_words(self, item: TableItem, zone: DropZone) -> str:
        """What putting the picked-up `item` on `zone` (a place that takes it) does, in a player's words ("Name
        Ben", "3rd place: Mom Vamp"): the ring says it before the keys' words. "" (the default): the place's own
        tooltip or name says what it is, whatever piece is in hand."""
        return ""

    @staticmethod
    def takes_it_words() -> str:
        """What a place that takes the picked-up piece says to the keys."""
        return _tr("Press Enter to put it here.")

    def say_focus_again(self) -> None:
        """The piece or place in the ring says its words (again, when they changed: a held tile turned)."""
        focused = self.focused()
        if focused is not None:
            self._say_focus(focused.sceneBoundingRect(), self.focus_words(focused), str(getattr(focused, "text", "")))

    def _clear_rings(self) -> None:
        """No piece or place keeps the keyboard's ring (one ring on the table at a time)."""
        for thing in list(self.items.values()) + list(self.zones.values()):
            thing.set_focused(False)

    def _bring_into_sight(self, thing: QGraphicsItem) -> None:
        """Where the keyboard went: a zoomed area (the park) pans to it, which it may have clipped away, and a
        zoomed-in view follows it out of sight."""
        area = area_of(thing)
        if area is not None:
            area.keep_in_view(thing.sceneBoundingRect())
        for view in self.scene.views():
            view.ensureVisible(thing.sceneBoundingRect(), 24, 24)

    def focus_words(self, thing: Any) -> str:
        """What the piece or place in the keyboard's ring is told as: a place that refuses the picked-up piece says
        why, one that takes it what putting it there does (`place_words`) and that Enter puts it there, a piece what
        it is and what the keys do with it (`TableItem.set_words`), anything else its tooltip."""
        if isinstance(thing, DropZone) and self.selected is not None:
            key = next((key for key, zone in self.zones.items() if zone is thing), "")
            why = self.verdicts.get(key)
            if why:
                return sentence(why)
            if key in self.verdicts:  # a place that takes the piece: say so, after what it does with the piece
                own = (self.place_words(self.selected, thing) or str(thing.toolTip())
                       or (sentence(thing.label) if thing.label else ""))
                return "\n".join(t for t in (own, self.takes_it_words()) if t)
        if isinstance(thing, DropZone) and not thing.toolTip():
            return sentence(thing.label)  # a place with no words of its own is named (a Birthday Turtle table)
        if isinstance(thing, TableItem) and thing.words_for_keys is not None:
            return thing.words_for_keys  # the keys' words, not the pointer's "drag it"
        return str(thing.toolTip())

    def _say_focus(self, where: QRectF | None, words: str, label: str) -> None:
        for view in self.scene.views():
            say = getattr(view, "say_focus", None)  # a TableView; a bare view (a test's) has no words to show
            if say is not None:
                say(where, words, label)

    def focused(self) -> Any:
        for thing in list(self.zones.values()) + list(self.items.values()):
            if thing.focused:
                return thing
        return None

    def keeps_tab(self, forward: bool) -> bool:
        """Does Tab (or Shift+Tab) stay on the table? It walks the pieces and, past the last one (or before the
        first), goes on to the side panel's controls; while a piece is picked up it goes round its places, and
        while looking (`I`) round everything that has words."""
        if self.selected is not None or self.look.active:
            return True
        chain = self.focus_chain()
        current = self.focused()
        if not chain or current not in chain:
            return bool(chain)
        index = chain.index(current)
        return index < len(chain) - 1 if forward else index > 0

    def focus_from_outside(self, forward: bool) -> None:
        """Tab came to the table from elsewhere: it lands on the first piece (Shift+Tab on the last)."""
        chain = self.focus_chain()
        self._set_focus(chain, 0 if forward else -1)

    def drop_focus(self) -> None:
        """The keyboard left the table: no piece keeps its ring."""
        self._ring_waits = False
        self.look.stop()
        self._set_focus([], 0)

    # --- the look walk ----------------------------------------------------------------

    def _furniture(self) -> tuple[QGraphicsItem, ...]:
        """What the table keeps on the scene across rebuilds: the bubbles, the spotlight, the look ring."""
        return self.bubble, self.hint_bubble, self.spotlight, self.look.ring

    def speak(self, item: Spoken, together: str = "") -> Spoken:
        """Make words drawn on the table (a label, a board) a stop of the look walk that reads them as shown, with
        no tooltip: hovering would only pop up a copy of what is in sight. Words marked with the same `together`
        (a seat's name and its status words: "seat:2") are one stop, the first of them in reading order, which
        reads them all in that order: a seat is one stop, not one per word. Leave headings and a number beside a
        piece whose tooltip already says it unmarked: each stop is a Tab more to get anywhere."""
        item.speaks = True
        if together:
            chorus = self._choruses.setdefault(together, [])
            chorus.append(item)
            item.chorus = chorus
        return item

    def speak_prompt(self, label: LabelItem) -> LabelItem:
        """The prompt (what to do now): read aloud (`speak`), and where the look walk starts when the keyboard's
        ring is on no piece — the first thing a player asking "what now?" needs."""
        self.look_first = self.speak(label)
        return label

    def _things_to_look_at(self) -> list[QGraphicsItem]:
        return things_with_words(self.drawn, self.scene.sceneRect())

    def _look_at(self, thing: QGraphicsItem | None) -> None:
        if thing is None:
            self._say_focus(None, "", "")
            return
        self._bring_into_sight(thing)
        self._say_focus(thing.sceneBoundingRect(), self.look_words(thing), str(getattr(thing, "text", "")))

    def look_words(self, thing: QGraphicsItem) -> str:
        """What the look walk says of `thing`: its tooltip, after what it shows in words ("3 pts — Match total"),
        or the words it reads aloud (`speak`); and whose it is, when it lies on a player's panel that its words do
        not name ("Ben: Bird")."""
        if isinstance(thing, ReadAloud) and thing.speaks:
            words = words_of(thing)
        else:
            words = self.focus_words(thing) if isinstance(thing, (TableItem, DropZone)) else str(thing.toolTip())
            shown = str(getattr(thing, "text", "")).replace("\n", " ").strip()
            if shown and shown not in words:
                words = f"{shown} — {words}"
        owner = self._owner_of(thing)
        return f"{owner}: {words}" if owner and owner not in words else words

    def _owner_of(self, thing: QGraphicsItem) -> str:
        """The name of the player on whose panel `thing` lies ("" if on none)."""
        centre = thing.sceneBoundingRect().center()
        names = self.host.seat_names()
        colours = [self.host.seat_colour(seat).name for seat in range(len(names))]
        for item, parent in self.drawn:
            if (parent is None and item is not thing and isinstance(item, SeatPanel) and item.colour is not None
                    and item.colour.name in colours and item.sceneBoundingRect().contains(centre)):
                return names[colours.index(item.colour.name)]
        return ""

    def handle_key(self, event: QKeyEvent) -> bool:
        """A key pressed on the table: the look walk's keys first while it runs, then the game's (`key_pressed`)."""
        return self._look_key(event) or self.key_pressed(event)

    def _look_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key == LOOK_KEY and plain and not self.look.active and self.selected is None:
            if self.look.start(self.focused(), self.look_first):
                self._clear_rings()  # the walk's ring is the one on the table
            return True
        if not self.look.active:
            return False
        step = _step_of(event)
        if step:
            self.look.step(step)
            return True
        ends = key in (LOOK_KEY, Qt.Key.Key_Escape)
        if ends or key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            looked = self.look.current()
            chain = self.focus_chain()
            if looked not in chain:  # Enter on what cannot be played: the walk goes on
                if ends:
                    self.look.stop()
                return True
            self.look.stop()  # the ring takes over on the piece looked at, and Enter plays it
            self._set_focus(chain, chain.index(looked))
            return ends or self.key_pressed(event)
        return False

    def key_pressed(self, event: QKeyEvent) -> bool:
        key = event.key()
        chain = self.focus_chain()
        current = self.focused()
        index = chain.index(current) if current in chain else -1
        step = _step_of(event)
        if step:
            self._set_focus(chain, index + step if index >= 0 or step > 0 else -1)
            return True
        if key == Qt.Key.Key_Escape:
            if self.selected is None:
                return False  # nothing to put down: the page's own Esc (back to the results after a look)
            self.select(None)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if current is None:
                return False
            self._ring_onward = None  # only this press may name where the ring goes next
            refused = self.drop_verdict(self.selected, current) if (
                isinstance(current, DropZone) and self.selected is not None) else None
            if refused:  # the keys keep the piece in hand and the ring on the place, and say why (R may mend it)
                self.reason(refused, current.mapToScene(current.rect.center()))
                return True
            if isinstance(current, DropZone):
                self.zone_clicked(current)
            else:
                self.item_clicked(current)
            new_chain = self.focus_chain()
            onward, self._ring_onward = self._ring_onward, None
            if new_chain:
                # nothing picked up and the same piece still there (a button asking "Sure?"): the keyboard stays
                # on it, so a second Enter confirms; otherwise it starts again at the first target or piece —
                # unless the press began a choice and named what is to be picked (`ring_onward`)
                was = onward or getattr(current, "key", None)
                same = [k for k, thing in enumerate(new_chain)
                        if was is not None and getattr(thing, "key", None) == was]
                self._set_focus(new_chain, same[0] if same and (self.selected is None or onward) else 0)
            return True
        return False


def _step_of(event: QKeyEvent) -> int:
    """Where a key moves the keyboard's ring: 1 on (Tab, Right, Down), -1 back (Shift+Tab, Left, Up), 0 not."""
    key = event.key()
    if key == Qt.Key.Key_Tab and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
        key = Qt.Key.Key_Backtab  # how some systems send Shift+Tab
    if key in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down):
        return 1
    if key in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
        return -1
    return 0


def _clipped_at(item: QGraphicsItem, scene_pos: QPointF) -> bool:
    """Is ``scene_pos`` cut away from ``item`` by the clipping of an ancestor (or its own)?"""
    # clipPath() already combines every clipping ancestor, in the item's own coordinates; walking
    # parentItem() instead would make wrappers of C++-owned parents that delete them when dropped.
    return item.isClipped() and not item.clipPath().contains(item.mapFromScene(scene_pos))
