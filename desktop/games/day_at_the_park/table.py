"""The Day at the Park table: layout, gestures and the action tray (see the package docstring).

Every fact it shows comes from the rules' view (`rules.day_at_the_park.view.ParkView`): where a
tile fits (asked as a move in the making, `PlaceTile`), where a figure may walk and what it
collects, what an adventure still takes, what a completed card adds at the end. A planned walk
is played whole (`host.submit_sequence`) or not at all.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import cast

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.day_at_the_park.art import (
    ADV_H,
    CELL,
    CHARACTER_STYLE,
    ITEM_SHOW_COLOUR,
    Pos,
    adventure_back,
    adventure_face,
    adventure_name,
    attraction_help,
    attraction_name,
    bonus_text,
    character_face,
    colour_name,
    done_strip,
    item_name,
    items_text,
    paint_item,
    paint_meadow,
    paint_standee,
    side_name,
    text_boost,
    tier_name,
)
from desktop.games.day_at_the_park.layout import BADGE_R, DONE_H, DONE_TITLE, ParkLayout, layout_for
from desktop.games.day_at_the_park.pieces import (
    ChipItem,
    ParkSpot,
    ParkTileItem,
    StartFrame,
    figure_spot,
    tile_back_painter,
)
from desktop.table import theme
from desktop.table.base import GameTable, Item, TableHost
from desktop.table.items import ButtonItem, CardItem, FigureItem, LabelItem, TableItem
from desktop.table.painting import fit_text
from desktop.table.panels import SeatPanel
from desktop.table.path import PathLine, PlannedPath
from desktop.table.subarea import ZoomArea
from desktop.table.text import shown, tidy_colon, translator
from desktop.table.tray import Tray, TrayChoice
from desktop.table.turning import QuarterTurns, quarter_turns_to
from desktop.table.zones import DropZone
from rules.core import Action, Event, say_n
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.actions import ParkAction, PlaceTile
from rules.day_at_the_park.data import ADVENTURES, ALL_TILES, CHARACTERS, ITEMS
from rules.day_at_the_park.park import rotate
from rules.day_at_the_park.pending import PendingKind
from rules.day_at_the_park.view import ParkView, SeatView

_tr = translator("DayAtTheParkTable")

#: A seat's mat: paper with a little of the park showing through.
MAT = QColor(255, 250, 240, 238)

#: The most a tile is enlarged when the park is small: a tile is then 130 units across.
MOST_ZOOM = 1.3
#: The meadow shown around the park when it is fitted, in spaces: most of the spaces a tile could go.
PARK_MARGIN = 0.6


def _cell_key(kind: str, pos: Pos) -> str:
    return f"{kind}:{pos[0]},{pos[1]}"


class DayAtTheParkTable(GameTable[ParkView]):
    """Draws a Day at the Park view; drags, clicks and tray buttons become the rules' actions."""


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

    # --- the park's own zoom and pan -------------------------------------------------

    def fit_park(self) -> None:
        """Show the whole park, with part of a space around it for the spaces a tile could go.

        That is the default, however large the park grows. Once the player has zoomed or panned the
        park, their zoom stays, and the park follows the player's figure only when it moves out of
        view (a pan away to look around is kept until then).
        """
        view = self.view
        if view is None:
            return
        xs = [s.pos[0] for s in view.park]
        ys = [s.pos[1] for s in view.park]
        margin = PARK_MARGIN
        bounds = QRectF((min(xs) - margin) * CELL, (min(ys) - margin) * CELL,
                        (max(xs) - min(xs) + 1 + 2 * margin) * CELL, (max(ys) - min(ys) + 1 + 2 * margin) * CELL)
        figure = view.players[self.me(view)].figure
        moved = figure is not None and figure != self.followed
        self.followed = figure
        focus = QRectF(figure[0] * CELL, figure[1] * CELL, CELL, CELL) if moved and figure is not None else None
        self.park_area.fit(bounds, MOST_ZOOM, focus)

    def reset_fit(self) -> None:
        self.park_area.auto_fit = True
        self._refresh()

    def zoom_park(self, factor: float) -> None:
        self.park_area.zoom(factor)

    def cell_at(self, scene_pos: QPointF) -> Pos | None:
        w = self.park_area.to_world(scene_pos)
        return None if w is None else (math.floor(w.x() / CELL), math.floor(w.y() / CELL))

    def cell_scene_centre(self, pos: Pos) -> QPointF:
        return self.park_area.to_scene(QPointF((pos[0] + 0.5) * CELL, (pos[1] + 0.5) * CELL))

    # --- wheel, right-click and R turn a held tile; the wheel over the park zooms it -------

    def _held_tile(self) -> ParkTileItem | None:
        item = self.selected
        if isinstance(item, ParkTileItem) and item.key.startswith("hand:"):
            return item
        return None

    def _held_key(self) -> int | None:
        held = self._held_tile()
        return held.tile if held is not None else None

    def wheel(self, event: QWheelEvent, scene_pos: QPointF) -> bool:
        """The wheel turns a picked-up tile; over the park it zooms the park, not the whole table."""
        return self.turns.wheel(self._held_key(), event) or self.park_area.wheel_zoom(event.angleDelta().y(),
                                                                                      scene_pos)

    def right_press(self, scene_pos: QPointF) -> bool:
        """A right-click turns a picked-up tile (otherwise the view pans the table)."""
        return self.turns.right_press(self._held_key())

    def key_pressed(self, event: QKeyEvent) -> bool:
        if self.turns.key(self._held_key(), event):
            return True
        if event.key() == Qt.Key.Key_Escape and self.selected is None and (self.path or self.mode):
            if self.mode:
                self._set_mode("")  # leave Tricycle / remove / swap targeting
            else:
                self.clear_path()
            return True
        if event.key() == Qt.Key.Key_F:
            self.reset_fit()
            return True
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_park(1.2)
            return True
        if event.key() == Qt.Key.Key_Minus:
            self.zoom_park(1 / 1.2)
            return True
        return super().key_pressed(event)

    def _turned(self, key: Hashable, turn: int) -> None:
        """A held tile was turned: show it and light the spaces again for its new turn."""
        held = self._held_tile()
        if held is not None and held.tile == key:
            held.set_turn(turn)
            self._light_spots(held)

    # --- building --------------------------------------------------------------------

    def me(self, view: ParkView) -> int:
        return view.seat if view.seat is not None else 0

    def build(self, view: ParkView) -> None:
        self.lay = layout_for(self.area, self.compact)
        self.park_area.set_rect(self.lay.park)
        self.legal = cast(list[ParkAction], list(self.host.legal_actions()))
        legal = self.legal
        self.path.follow(self._my_figure(view))
        if not any(isinstance(a, (A.Step, A.Stop)) for a in legal):
            self.path.clear()
        if not any(isinstance(a, A.Tricycle) for a in legal) and self.mode == "tricycle":
            self.mode = ""
        self.placements = {}
        self.thinking_spots = {}
        self._build_park(view)
        self._build_side(view)
        self._build_opponents(view)
        self._build_me(view)
        self._build_tray(view)
        self._build_banner(view)
        self.add_thinking_label(backdrop=QColor(255, 246, 200, 235), size=17)

    def _my_figure(self, view: ParkView) -> Pos | None:
        return view.players[self.me(view)].figure

    def _label(self, text: str, size: int, **style: object) -> LabelItem:
        label = LabelItem(text, size, **style)  # type: ignore[arg-type]
        label.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # text is the costliest to repaint
        return self.add(label)

    def _build_park(self, view: ParkView) -> None:
        world = self.park_area.attach(self)
        self.fit_park()
        spaces = {s.pos: s for s in view.park}
        start = [pos for pos, s in spaces.items() if s.tile < 0]
        if start:  # the start tile's frame: one 2×2 piece
            frame = StartFrame(world)
            frame.setPos(min(x for x, _ in start) * CELL, min(y for _, y in start) * CELL)
        for pos, s in spaces.items():
            tile = self._world_add(ParkTileItem(CELL - 2, s.tile, s.edges, _cell_key("park", pos)))
            tile.setPos((pos[0] + 0.5) * CELL, (pos[1] + 0.5) * CELL)
            tile.setZValue(0)
            tile.setToolTip(_tr("A {colour} {item}").format(colour=colour_name(s.colour), item=item_name(s.item)))
            if s.attraction:
                chip = self._world_add(ChipItem(30, "bench", _cell_key("bench", pos)))
                chip.setPos(pos[0] * CELL + CELL - 20, pos[1] * CELL + 20)
                chip.setZValue(2)
                chip.setToolTip(_tr("An attraction token, bench side up: end your move here to take it"))
        # targets: every park space, and the empty spaces touching the park where tiles may go
        for pos in spaces:
            zone = ParkSpot(QRectF(pos[0] * CELL + 3, pos[1] * CELL + 3, CELL - 6, CELL - 6), _cell_key("cell", pos))
            self._world_add(zone).data_["pos"] = pos
            zone.hide()
        for pos in view.frontier:
            zone = ParkSpot(QRectF(pos[0] * CELL + 3, pos[1] * CELL + 3, CELL - 6, CELL - 6), _cell_key("spot", pos),
                            _tr("turn it"))
            self._world_add(zone).data_["pos"] = pos
            zone.hide()
        # figures, several on one space side by side
        by_cell: dict[Pos, list[int]] = {}
        for seat, pl in enumerate(view.players):
            if pl.figure is not None:
                by_cell.setdefault(pl.figure, []).append(seat)
        me = self.me(view)
        for pos, seats in by_cell.items():
            for k, seat in enumerate(seats):
                fig = self._figure_item(view, seat)
                fig.setPos(figure_spot(pos, k))
                fig.setZValue(10 + k)
                if seat == me and view.reach:
                    fig.set_interactive(draggable=True)
                    fig.setToolTip(_tr("Drag your figure through the spaces you want to walk, or click them"))
        self._light_targets(view)
        self._draw_path(view)
        # zoom buttons on the park's corner
        controls: tuple[tuple[str, float, Callable[[], None]], ...] = (
            ("+", 52.0, lambda: self.zoom_park(1.25)), ("−", 52.0, lambda: self.zoom_park(0.8)),
            (_tr("Fit park"), 110.0, self.reset_fit))
        right = self.lay.park.right() - 12
        for i, (text, width, fn) in reversed(list(enumerate(controls))):
            button = self.add(ButtonItem(text, width, 40, key=f"zoom:{i}"))
            button.setPos(right - width / 2, self.lay.park.top() + 30)
            right -= width + 8
            button.setZValue(30)
            button.pressed.connect(fn)

    def _world_add(self, item: Item) -> Item:
        """Put a piece or space into the park's zoomable world (the mat clips it to the park window)."""
        return self.add(item, parent=self.park_area.world)

    def _figure_item(self, view: ParkView, seat: int, key: str = "") -> FigureItem:
        character = view.players[seat].character
        colour, mono = CHARACTER_STYLE[character]
        fig = FigureItem(44, 60, QColor(colour), key or f"figure:{seat}", mono, paint_standee)
        fig.data_.update(kind="figure", seat=seat, ring=self.host.seat_colour(seat).hex)
        fig.setToolTip(f"{self.host.seat_names()[seat]} — {CHARACTERS[character].name}")
        self._world_add(fig)
        return fig

    def _draw_path(self, view: ParkView) -> None:
        """The planned walk: a dashed line through the spaces, each step's number and the item it collects."""
        for child in list(self.park_area.world.childItems()) if self.park_area.world is not None else []:
            if isinstance(child, PathLine):
                self.scene.removeItem(child)
        start = self.path.start
        if not self.path or start is None or self.park_area.world is None:
            return
        steps = self.path.steps
        items = view.path_items(steps)
        points = [QPointF((p[0] + 0.5) * CELL, (p[1] + 0.5) * CELL) for p in [start, *steps]]
        colour = QColor(CHARACTER_STYLE[view.players[self.me(view)].character][0])

        def badge(painter: QPainter, i: int, at: QPointF, r: float) -> None:
            if i < len(items):
                paint_item(painter, items[i], at, r, QColor("#5a4a3a"))

        line = PathLine(points, colour, badge, text_boost(self.park_area.scale))
        line.setParentItem(self.park_area.world)
        if self.items.get("ghost") is None:
            ghost = self._figure_item(view, self.me(view), key="ghost")
            ghost.setOpacity(0.55)
            ghost.setZValue(9)
        ghost_item = self.items["ghost"]
        ghost_item.setPos(figure_spot(steps[-1], 0))

    def _light_targets(self, view: ParkView) -> None:
        """Spaces a click acts on now (figure start, high-five step, tile lifts, Tricycle …) and walk steps."""
        cells: dict[Pos, ParkAction] = {}
        pos_of = {s.tile: s.pos for s in view.park}
        for a in self.legal:
            if isinstance(a, (A.Figure, A.HighFiveStep)):
                cells[a.pos] = a
            elif isinstance(a, A.Lift) and a.tile in pos_of:
                cells[pos_of[a.tile]] = a
            elif isinstance(a, A.Tricycle) and self.mode == "tricycle":
                cells[a.pos] = a
            elif isinstance(a, A.CharacterAction) and self.mode in ("remove", "switch"):
                use = a.detail
                if self.mode == "remove" and isinstance(use, A.RemoveTile) and use.tile in pos_of:
                    cells[pos_of[use.tile]] = a
                elif self.mode == "switch" and isinstance(use, A.SwitchPlaces):
                    fig = view.players[use.seat].figure
                    if fig is not None:
                        cells[fig] = a
        if view.reach and not self.mode:
            for q in view.path_steps(self.path.steps):
                cells.setdefault(q, A.Step(q))
        self.cell_actions = cells
        for pos in cells:
            zone = self.zones[_cell_key("cell", pos)]
            zone.show()
            zone.set_glow("legal")
        if self.path:
            self.zones[_cell_key("cell", self.path.steps[-1])].show()

    # --- the right-hand column: piles, prompt ------------------------------------------

    def _build_side(self, view: ParkView) -> None:
        """The column: the piles, the prompt under them, then the tray and the completed adventures."""
        lay = self.lay
        y = lay.piles_y
        white = QColor("white")
        tile_x = lay.pile_x(0)
        title = self._label(_tr("Park tiles"), 15, bold=True, colour=white)
        title.setPos(max(tile_x, lay.side.left() + title.boundingRect().width() / 2), y - 66)
        size = min(70.0, lay.pile_w)
        pile = self.add(ParkTileItem(size, 1, "GGGG", "pile:tiles"))
        pile.setPos(tile_x, y - 6)
        pile.setOpacity(0.9 if view.tile_pile else 0.25)
        pile.paint_body = tile_back_painter(pile)  # type: ignore[method-assign,assignment]
        self._label(_tr("{n} left").format(n=view.tile_pile), 15, colour=white).setPos(tile_x, y + 44)
        tiers = {"easy": _tr("Easy"), "medium": _tr("Medium"), "hard": _tr("Hard")}
        back_w = lay.pile_w
        for i, pile_view in enumerate(view.piles):
            tier = pile_view.tier
            cx = lay.pile_x(1 + i)
            back = self.add(CardItem(back_w, back_w * 4 / 3, f"pile:{tier}", back_painter=adventure_back,
                                     face_up=False))
            back.data_.update(tier=tier, tier_name=tiers[tier])
            back.setPos(cx, y - 6)
            back.setOpacity(1.0 if pile_view.size else 0.3)
            back.setToolTip(_tr("{tier} adventures: {n} left").format(tier=tiers[tier], n=pile_view.size))
            if any(isinstance(a, (A.Refill, A.DrawAdventure)) and a.tier == tier for a in self.legal):
                back.set_interactive(clickable=True)
                back.set_hint(any(isinstance(a, A.Refill) for a in self.legal))
                back.setToolTip(_tr("Draw the top {tier} adventure: click, then choose its side").format(
                    tier=tiers[tier].lower()))
            self._label(str(pile_view.size), 15, colour=white).setPos(cx, y + 56)
        attr_x = lay.pile_x(4)
        attr = self.add(ChipItem(min(60.0, back_w), "bench", "pile:attractions"))
        attr.setPos(attr_x, y - 6)
        attr.setToolTip(_tr("Attraction tokens, bench side up"))
        self._label(str(view.attraction_pile), 15, colour=white).setPos(attr_x, y + 44)
        prompt = self._label(self._prompt(view), 17, bold=True, width=lay.side.width() - 4,
                             backdrop=QColor(255, 250, 240, 230))
        prompt.setPos(lay.side.center().x(), lay.prompt_top + prompt.boundingRect().height() / 2)
        prompt.setZValue(6)
        me = view.players[self.me(view)]
        tray, self.done_rect, self.done_step = lay.below_prompt(prompt.sceneBoundingRect().bottom(), len(me.done))
        self.tray.rect = tray
        self._build_done(view, me)

    def _prompt(self, view: ParkView) -> str:
        names = self.host.seat_names()
        if view.over:
            return _tr("The day at the park is over.")
        legal = self.legal
        if not legal:
            who = view.acting[0] if view.acting else view.active
            return _tr("{name} is playing…").format(name=names[who])
        # the player is named, so that in hot-seat play the right person reads on, at any width
        return _tr("{name} — {prompt}").format(name=names[self.me(view)], prompt=self._prompt_text(view, legal))

    def _prompt_text(self, view: ParkView, legal: list[ParkAction]) -> str:
        kinds = {type(a) for a in legal}
        if A.Start in kinds:
            return _tr("Choose your character's face-up side and each adventure's side.")
        if A.Figure in kinds:
            return _tr("First turn: click any space of the park to put your figure there.")
        if A.HighFiveStep in kinds:
            return _tr("High five! Click a lit space to step one space away.")
        if A.Reward in kinds:
            return _tr("High-five reward: draw an attraction or wake your nap token.")
        if A.Gain in kinds and view.pending and view.pending[-1].kind is PendingKind.GAIN:
            return _tr("Your tile matches: pick the item you gain.")
        if A.Lift in kinds:
            return _tr("Hello Kitty: click a lit tile to move it, or Done.")
        if A.Place in kinds:
            return _tr("Drag a tile onto a lit space (R, the wheel or a right-click turns it).")
        if view.reach:
            left = view.steps_left - len(self.path.steps)
            if self.path:
                got = items_text(view.path_items(self.path.steps))
                more = _tr("no steps left") if left == 0 else shown(say_n(left, "{n} more step possible",
                                                                          "{n} more steps possible"))
                return _tr("Walk collecting {items}; {more}. Confirm the move.").format(items=got, more=more)
            return shown(say_n(left, "Move up to {n} space: drag your figure or click a lit space.",
                               "Move up to {n} spaces: drag your figure or click lit spaces."))
        if A.Refill in kinds:
            return _tr("Draw adventures up to three: pick a pile and a side.")
        if A.Complete in kinds:
            return _tr("Complete adventures (lit cards), then finish your turn.")
        if view.step == "complete":
            return _tr("No adventure can be completed now: finish your turn.")
        if view.step == "end":
            return _tr("Your new tile is drawn. Use special actions, or end your turn.")
        return _tr("Your turn.")

    # --- the other players ----------------------------------------------------------

    def _build_opponents(self, view: ParkView) -> None:
        me = self.me(view)
        n = len(view.players)
        others = [(me + k) % n for k in range(1, n)]
        strip = self.lay.top
        width = min(470.0, strip.width() / max(1, len(others)) - 12)
        names = self.host.seat_names()
        for i, seat in enumerate(others):
            cx = strip.left() + (strip.width() / len(others)) * (i + 0.5)
            box = QRectF(cx - width / 2, strip.top(), width, strip.height())
            pl = view.players[seat]
            self.add(SeatPanel(box, self.host.seat_colour(seat), view.active == seat, badge=True, badge_inset=16,
                               fill=MAT, badge_radius=BADGE_R))
            self.seat_anchor[seat] = box.center()
            colour = CHARACTER_STYLE[pl.character][0]
            disc = self.add(ChipItem(34, "nap", "", "zzz" if pl.asleep else "awake"))
            disc.setPos(box.right() - 24, box.top() + 22)
            disc.setToolTip(_tr("Nap token: Zzz — character action used") if pl.asleep
                            else _tr("Nap token: blank — ready"))
            title = f"{names[seat]} · {CHARACTERS[pl.character].name}"
            label = self._label(title, 17, display=True, colour=QColor(colour).darker(130))
            label.setPos(box.left() + 36 + label.boundingRect().width() / 2, box.top() + 18)
            score = self._label(_tr("{n} pts").format(n=pl.score), 20, bold=True)
            score.setPos(box.right() - 84, box.top() + 20)
            for k, item in enumerate(ITEMS):
                chip = self.add(ChipItem(26, "item", "", f"item:{item}:{ITEM_SHOW_COLOUR[item]}"))
                chip.setPos(box.left() + 24 + k * 58, box.top() + 50)
                chip.setToolTip(item_name(item))
                count = self._label(f"×{pl.count(item)}", 15, bold=True)
                count.setPos(box.left() + 52 + k * 58, box.top() + 50)
            # (where the marker may end on the right, before the nap token; its height; where the items end)
            self.thinking_spots[seat] = (disc.sceneBoundingRect().left() - 4, box.top() + 50,
                                         count.sceneBoundingRect().right())
            text = _tr("{tiles} in hand · {open} open · {done} done").format(
                tiles=_tiles_text(pl.hand_size), open=len(pl.open), done=len(pl.done))
            info = self._label(text, 15)
            info.setPos(box.right() - 12 - info.boundingRect().width() / 2, box.top() + 82)
            # the attraction tokens close up (overlapping) rather than run under that line
            shown_tokens = pl.attractions[:8]
            room = box.width() - 12 - info.boundingRect().width() - 20 - 22
            step = max(12.0, min(24.0, room / max(1, len(shown_tokens) - 1)))
            for k, kind in enumerate(shown_tokens):
                chip = self.add(ChipItem(22, kind, "", kind))
                chip.setPos(box.left() + 20 + k * step, box.top() + 82)
                chip.setZValue(chip.zValue() + k * 0.01)
                chip.setToolTip(f"{attraction_name(kind)}: {attraction_help(kind)}")

    # --- the shown seat's area -----------------------------------------------------

    def _build_me(self, view: ParkView) -> None:
        me = self.me(view)
        pl = view.players[me]
        names = self.host.seat_names()
        lay = self.lay
        box = lay.me
        self.add(SeatPanel(box, self.host.seat_colour(me), view.active == me, badge=True, fill=MAT, badge_at=lay.badge,
                           badge_radius=BADGE_R))
        self.seat_anchor[me] = QPointF(box.center().x(), box.top() + 60)
        legal = self.legal
        # character card with both sides, and the nap token on it
        card = self.add(CardItem(lay.card.width(), lay.card.height(), "character", character_face))
        card.data_.update(character=pl.character, side=pl.side)
        card.setPos(lay.card.center())
        if any(isinstance(a, A.CharacterAction) for a in legal):
            card.set_interactive(clickable=True)
            card.setToolTip(_tr("Use your character action"))
        nap = self.add(ChipItem(50, "nap", "nap", "zzz" if pl.asleep else "awake"))
        nap.setPos(lay.card.right() - 28, lay.card.top() + 22)
        nap.setZValue(3)
        nap.setToolTip(_tr("Nap token: Zzz — wake it with a Bench action or a high-five reward") if pl.asleep
                       else _tr("Nap token: blank — your character action is ready"))
        x0 = lay.items_x
        # the name and score end before the hand's title ("Your tiles"): on two lines, smaller or cut if they must
        title_w = QFontMetricsF(theme.text_font(15, bold=True)).horizontalAdvance(self._hand_title(view))
        room = min(lay.hand.left(), lay.hand.center().x() - title_w / 2) - 12 - lay.name_x
        text = _tr("{name} — {n} points").format(name=names[me], n=pl.score)
        fitted = fit_text(text, QSizeF(room, 44), theme.display_font(20, bold=False))
        name = self._label(fitted.text, fitted.font.pixelSize(), display=True, width=room,
                           align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        name.setPos(lay.name_x + room / 2, lay.badge.y())
        if fitted.cut:
            name.setToolTip(text)
        # items by kind, two to a row
        for k, item in enumerate(ITEMS):
            cx, cy = x0 + 24 + (k % 2) * 108, box.top() + 78 + (k // 2) * 56
            chip = self.add(ChipItem(44, "item", f"items:{item}", f"item:{item}:{ITEM_SHOW_COLOUR[item]}"))
            chip.setPos(cx, cy)
            chip.setToolTip(item_name(item))
            tally = self._label(f"×{pl.count(item)}", 20, bold=True)
            tally.setPos(cx + 28 + tally.boundingRect().width() / 2, cy)
        # attraction tokens, each clickable for its action
        kinds = sorted(set(pl.attractions))
        title = self._label(_tr("Attractions"), 15, bold=True)
        title.setPos(x0 + title.boundingRect().width() / 2, box.top() + 196)
        for k, kind in enumerate(kinds):
            count = pl.attractions.count(kind)
            chip = self.add(ChipItem(40, kind, f"token:{kind}", kind, str(count) if count > 1 else ""))
            chip.setPos(x0 + 22 + k * 44, box.top() + 236)
            chip.setToolTip(_tr("{name}: {help}. Click to use it (or turn it in on its bench side to wake your nap "
                                "token)").format(name=attraction_name(kind), help=attraction_help(kind)))
            if any(self._token_of(a) == kind for a in legal):
                chip.set_interactive(clickable=True)
        self._build_hand(view)
        self._build_adventures(view, pl)

    @staticmethod
    def _hand_title(view: ParkView) -> str:
        return _tr("Your tiles") if view.seat is not None else _tr("Tiles in hand: hidden")

    def _build_hand(self, view: ParkView) -> None:
        """The hand tiles (and a tile waiting to be placed by a special action), side by side or stacked."""
        me = self.me(view)
        lay = self.lay
        hand = lay.hand
        title = self._label(self._hand_title(view), 15, bold=True)
        title.setPos(hand.center().x(), lay.me.top() + 24)
        pending = view.pending[-1] if view.pending else None
        placing = pending is not None and pending.kind is PendingKind.PLACE and pending.seat == me
        extra = pending.tile if pending is not None and placing else None
        shown_tiles = list(view.hand) + ([extra] if extra is not None and extra not in view.hand else [])
        n = max(1, len(shown_tiles))
        gap = 8.0 if lay.stacked else 12.0
        length = hand.height() if lay.stacked else hand.width()
        size = min(lay.hand_tile, (length - gap * (n - 1)) / n) if n > 2 else lay.hand_tile
        for k, t in enumerate(shown_tiles):
            tile = self.add(ParkTileItem(size, t, ALL_TILES[t].edges, f"hand:{t}", self.turns.of(t)))
            along = k * (size + gap) + size / 2
            tile.setPos(QPointF(hand.center().x(), hand.top() + along) if lay.stacked
                        else QPointF(hand.left() + along, hand.top() + size / 2 + 12))
            if any(isinstance(a, A.Place) and a.tile == t for a in self.legal):
                tile.set_interactive(draggable=True)
                tile.setToolTip(_tr("Drag onto the park; R, the wheel or a right-click turns it"))
            elif me in view.acting and (view.step == "place" or extra == t):
                why = self.host.why_not_yet(PlaceTile(t))
                if why:
                    tile.setToolTip(why)
            if t == extra:
                mark = self._label(_tr("to place"), 15, bold=True, backdrop=QColor(255, 240, 200, 230))
                mark.setPos(tile.pos() + QPointF(0, size / 2 - 12))
                mark.setZValue(4)

    def _build_adventures(self, view: ParkView, pl: SeatView) -> None:
        for k, entry in enumerate(pl.open):
            cid = entry.card
            adv = self.add(CardItem(self.lay.adv_w, ADV_H, f"adventure:{cid}", adventure_face))
            adv.data_.update(card=cid, side=entry.side, free=entry.free)
            adv.setPos(self.lay.adventure_centre(k, ADV_H))
            info = ADVENTURES[cid]
            tip = _tr("{name}: {n} points").format(name=adventure_name(info.id), n=info.points)
            if entry.side == "advanced":
                tip += _tr("; bonus: {bonus}").format(bonus=bonus_text(info.id))
            adv.setToolTip(tip)
            ways = [a for a in self.legal if isinstance(a, A.Complete) and a.card == cid]
            if ways:
                adv.set_hint(True)
                button = self.add(ButtonItem(_tr("Complete"), 150, 34, key=f"complete:{cid}"))
                button.setPos(adv.pos() + QPointF(0, ADV_H / 2 + 19))
                button.setZValue(20)
                button.pressed.connect(lambda cid=cid: self.complete(cid))
                spend = items_text(entry.cost) if entry.cost else _tr("nothing more")
                adv.data_["spend"] = spend if ways[0].wilds == 0 and not ways[0].using else _tr(
                    "{items} (with wilds)").format(items=spend)
                adv.setToolTip(_tr("Complete for {n} points, turning in {items}").format(n=info.points, items=spend))

    def _build_done(self, view: ParkView, pl: SeatView) -> None:
        """The completed adventures at the foot of the column, two to a row, with their points."""
        done = pl.done
        rect = self.done_rect
        points = pl.points()["adventures"]  # the rules' count (a swapped card keeps the score it made)
        completed = shown(say_n(len(done), "Completed: {n} adventure, {points} points",
                                "Completed: {n} adventures, {points} points", points=points))
        title = self._label(completed, 15, bold=True, colour=QColor("white"))
        title.setPos(rect.center().x(), rect.top() + 11)
        width = (rect.width() - 8) / 2
        for k, entry in enumerate(done):
            cid = entry.card
            strip = self.add(CardItem(width, DONE_H, f"done:{cid}", done_strip))
            strip.data_.update(card=cid, side=entry.side)
            strip.setPos(rect.left() + width / 2 + (k % 2) * (width + 8),
                         rect.top() + DONE_TITLE + DONE_H / 2 + (k // 2) * self.done_step)
            strip.setZValue(k)
            tip = _tr("{name} ({side} side): {n} points").format(name=adventure_name(cid), side=side_name(entry.side),
                                                                 n=ADVENTURES[cid].points)
            if entry.side == "advanced":
                tip += _tr("; bonus: {bonus}").format(bonus=bonus_text(cid))
            strip.setToolTip(tip)
            if view.over and entry.side == "advanced" and ADVENTURES[cid].tier in ("medium", "hard"):
                strip.data_["end_bonus"] = entry.bonus

    @staticmethod
    def _token_of(action: ParkAction) -> str:
        if isinstance(action, A.Tricycle):
            return "tricycle"
        if isinstance(action, A.Butterfly):
            return "butterfly"
        if isinstance(action, A.Exchange):
            return "exchange"
        if isinstance(action, A.DrawAdventure):
            return "attraction"
        if isinstance(action, A.Bench):
            return action.kind
        return ""

    # --- the tray: choices that are not a place on the park --------------------------------

    def _label_of(self, a: ParkAction, view: ParkView) -> tuple[str, str]:
        """(group, button text) for a tray action; a group of several choices gathers behind one button."""
        if isinstance(a, A.Gain):
            return "", _tr("Gain {items}").format(items=" + ".join(item_name(i) for i in a.items))
        if isinstance(a, A.Reward):
            return "", _tr("Draw an attraction") if a.kind == "attraction" else _tr("Wake your nap token")
        if isinstance(a, A.Bonus):
            return "", self._effect(a, view)
        if isinstance(a, A.Refill):
            return "", _tr("{tier} · {side}").format(tier=tier_name(a.tier), side=side_name(a.side))
        if isinstance(a, A.Take):
            t = ALL_TILES[a.tile]
            return "", _tr("Place the {colour} {item} tile").format(colour=colour_name(t.colour),
                                                                    item=item_name(t.item))
        if isinstance(a, A.Trade):
            return "", f"{item_name(a.give)} → {item_name(a.get)}"
        if isinstance(a, A.Discard):
            return "", _tr("Discard {name}").format(name=adventure_name(a.card))
        if isinstance(a, A.DrawAdventure):
            return "attraction", _tr("Draw {tier} · {side}").format(tier=tier_name(a.tier), side=side_name(a.side))
        if isinstance(a, A.Bench):
            return "bench", _tr("Bench side of the {name}: wake up").format(name=attraction_name(a.kind))
        if isinstance(a, A.Butterfly):
            return "", _tr("Use the Butterfly")
        if isinstance(a, A.Exchange):
            return "", _tr("Use the Exchange")
        if isinstance(a, A.CharacterAction):
            return "character", self._character_label(a, view)
        if isinstance(a, A.Complete):
            how = view.stand_ins(a)
            return "", _tr("Pay {how}").format(how=shown(how)) if how is not None else _tr("Pay exactly")
        if isinstance(a, A.Skip):
            return "", _tr("No tile fits: skip placing")
        if isinstance(a, A.Done):
            pending = view.pending[-1].kind if view.pending else None
            if pending is PendingKind.EXCHANGE:
                return "", _tr("Done trading")
            if pending is PendingKind.KITTY:
                return "", _tr("Done moving tiles")
            if view.step == "end":
                return "", _tr("End turn")
            return "", _tr("Draw and finish") if view.step == "complete" else _tr("Done")
        if isinstance(a, A.Stop):
            return "", _tr("Confirm move") if self.path else _tr("Stay here (gain its item)")
        return "", str(a)

    @staticmethod
    def _effect(a: ParkAction, view: ParkView) -> str:
        """A move that scores, in the rules' words: the table never restates the points they award."""
        effect = view.effect(a)
        return shown(effect) if effect is not None else str(a)

    @staticmethod
    def _group_text(group: str) -> str:
        """The button that opens a group of choices."""
        return {"attraction": _tr("Attraction token …"), "bench": _tr("Bench …"),
                "character": _tr("Character action …")}.get(group, group)

    def _character_label(self, a: A.CharacterAction, view: ParkView) -> str:
        """The character action in words: what it does with this detail."""
        info = CHARACTERS[view.players[self.me(view)].character]
        match a.detail:
            case A.AsPrinted():
                return _tr("Use {name}'s action").format(name=info.name)
            case A.SwapAdventure(card, tier, side):
                return _tr("Swap {card} for the top {tier} card ({side})").format(
                    card=adventure_name(card), tier=tier_name(tier), side=side_name(side))
            case A.Gather(items):
                return _tr("Gather {items}").format(items=" + ".join(item_name(w) for w in items))
            case A.ThreeOfAKind() | A.OneOfEach():
                return self._effect(a, view)
        return f"{info.name}: {a.detail}"

    def _tray_choices(self, view: ParkView) -> list[TrayChoice]:
        """Every choice the tray offers now."""
        out: list[TrayChoice] = []
        spatial = (A.Place, A.Step, A.Figure, A.HighFiveStep, A.Lift, A.Complete, A.Tricycle, A.Start)
        for a in self.legal:
            if isinstance(a, spatial):
                continue
            if isinstance(a, A.CharacterAction) and isinstance(a.detail, A.RemoveTile | A.SwitchPlaces):
                continue
            group, text = self._label_of(a, view)
            if isinstance(a, A.Stop):
                out.append(TrayChoice(text, self.confirm_move))
                if self.path:
                    out.append(TrayChoice(_tr("Clear path"), self.clear_path))
                continue
            out.append(TrayChoice(text, self._submitter(a), group, self._group_text(group)))
        # park-targeted specials open a mode that lights the park
        character = self._group_text("character")
        if any(isinstance(a, A.Tricycle) for a in self.legal):
            out.append(TrayChoice(_tr("Tricycle: ride to a space…"), lambda: self._set_mode("tricycle")))
        if any(isinstance(a, A.CharacterAction) and isinstance(a.detail, A.RemoveTile) for a in self.legal):
            out.append(TrayChoice(_tr("Remove a tile…"), lambda: self._set_mode("remove"), "character", character))
        if any(isinstance(a, A.CharacterAction) and isinstance(a.detail, A.SwitchPlaces) for a in self.legal):
            out.append(TrayChoice(_tr("Swap places with…"), lambda: self._set_mode("switch"), "character",
                                  character))
        if self.mode:
            out.append(TrayChoice(_tr("Cancel"), lambda: self._set_mode("")))
        return out

    def _build_tray(self, view: ParkView) -> None:
        if any(isinstance(a, A.Start) for a in self.legal):
            self._build_setup_choice(view)
            return
        group = self.tray.group
        buttons: list[tuple[str, Callable[[], None]]]
        if group.startswith("pile:"):
            tier = group.split(":")[1]
            buttons = [(_tr("{tier}: {side} side").format(tier=tier_name(tier), side=side_name(a.side))
                        + (_tr(" (bonus)") if a.side == "advanced" else ""), self._submitter(a))
                       for a in self.legal if isinstance(a, (A.Refill, A.DrawAdventure)) and a.tier == tier]
            buttons.append((_tr("Back"), lambda: self.tray.open("")))
        elif group.startswith("complete:"):
            cid = int(group.split(":")[1])
            buttons = [(self._label_of(a, view)[1], self._submitter(a)) for a in self.legal
                       if isinstance(a, A.Complete) and a.card == cid]
            buttons.append((_tr("Back"), lambda: self.tray.open("")))
        else:
            buttons = self.tray.buttons(self._tray_choices(view))
        pending = view.pending[-1] if view.pending else None
        if pending is not None and pending.kind is PendingKind.GAIN and pending.origin is not None and any(
                isinstance(a, A.Gain) for a in self.legal):
            self._inline_item_picker(view, pending.origin)
        self.tray.lay_out(self, buttons)

    def _inline_item_picker(self, view: ParkView, where: Pos) -> None:
        """After a colour match, the two items to choose from sit right by the placed tile."""
        centre = self.cell_scene_centre(where)
        gains = [a for a in self.legal if isinstance(a, A.Gain)]
        placed = view.space(where)
        for k, a in enumerate(gains):
            item = a.items[0]
            colour = placed.colour if placed is not None else ITEM_SHOW_COLOUR[item]
            chip = self.add(ChipItem(54, "pick", f"pick:{item}", f"item:{item}:{colour}"))
            above = centre.y() - 72 > self.lay.park.top() + 30
            chip.setPos(centre + QPointF((k - (len(gains) - 1) / 2) * 64, -72 if above else 72))
            chip.setZValue(60)
            chip.set_interactive(clickable=True)
            chip.data_["action"] = a
            chip.setToolTip(_tr("Gain {item}").format(item=item_name(item)))

    def _build_setup_choice(self, view: ParkView) -> None:
        """Setup: the character side, then each adventure's side, as toggles; then Ready."""
        me = self.me(view)
        if self.setup_choice is None:
            self.setup_choice = ("explore", ["standard", "standard", "standard"])
        side, sides = self.setup_choice
        tray = self.tray.rect
        half = (tray.width() - 10) / 2
        for k, name in enumerate(("explore", "scoring")):
            text = ("▸ " if side == name else "") + (_tr("Explore side") if name == "explore" else _tr("Scoring side"))
            b = self.add(ButtonItem(text, half, 44, key=f"setup:side:{name}"))
            b.setPos(tray.left() + half / 2 + k * (half + 10), tray.top() + 22)
            b.pressed.connect(lambda name=name: self._setup_set(name))
        for k, entry in enumerate(view.players[me].open):
            b = self.add(ButtonItem(_tr("{name}: {side}").format(name=adventure_name(entry.card),
                                                                 side=side_name(sides[k])), tray.width(), 44,
                                    key=f"setup:adv:{k}"))
            b.setPos(tray.center().x(), tray.top() + 76 + k * 54)
            b.pressed.connect(lambda k=k: self._setup_flip(k))
            adv = self.items.get(f"adventure:{entry.card}")
            if isinstance(adv, CardItem):
                adv.data_["side"] = sides[k]
                adv.update()
        ready = self.add(ButtonItem(_tr("Ready"), 226, 48, key="setup:ready"))
        ready.setPos(tray.center().x(), tray.top() + 252)
        ready.pressed.connect(self._setup_ready)
        card = self.items.get("character")
        if isinstance(card, CardItem):
            card.data_["side"] = side
            card.update()

    def _setup_set(self, side: str) -> None:
        if self.setup_choice is not None:
            self.setup_choice = (side, self.setup_choice[1])
        self._refresh()

    def _setup_flip(self, k: int) -> None:
        if self.setup_choice is None:
            return
        sides = self.setup_choice[1]
        sides[k] = "advanced" if sides[k] == "standard" else "standard"
        self._refresh()

    def _setup_ready(self) -> None:
        if self.setup_choice is None:
            return
        side, sides = self.setup_choice
        self.setup_choice = None
        self._submit(A.Start(side, tuple(sides)))

    def _build_banner(self, view: ParkView) -> None:
        park = self.lay.park
        if view.final_round and not view.over:
            left = view.turns_left or 0
            text = shown(say_n(left, "Last round! The last park tile is drawn — {n} turn left",
                               "Last round! The last park tile is drawn — {n} turns left"))
            banner = self._label(text, 20, bold=True, colour=QColor("#5a1f17"), backdrop=QColor(255, 226, 122, 240))
            banner.setPos(park.left() + 20 + banner.boundingRect().width() / 2, park.bottom() - 28)
            banner.setZValue(35)
        if view.over:
            lines = []
            names = self.host.seat_names()
            for seat, pl in enumerate(view.players):
                cards = [c for c in pl.done if c.side == "advanced" and ADVENTURES[c.card].tier in ("medium", "hard")]
                lines.append(f"{names[seat]}:")
                lines += [f"   {adventure_name(c.card)}: +{c.bonus}" for c in cards] or [
                    "   " + _tr("no face-up Medium or Hard bonus")]
            board = self._label(_tr("End-game bonuses, card by card") + "\n" + "\n".join(lines), 15, bold=True,
                                width=self.tray.rect.width() - 20, align=Qt.AlignmentFlag.AlignLeft,
                                backdrop=QColor(255, 250, 240, 240))
            board.setPos(self.tray.rect.center().x(), self.tray.rect.top() + board.boundingRect().height() / 2)
            board.setZValue(36)

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

    # --- acting --------------------------------------------------------------------

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

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self.tray.group = ""
        self._refresh()

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

    def item_clicked(self, item: TableItem) -> None:
        if isinstance(item, ChipItem) and item.key.startswith("pick:"):
            action: ParkAction = item.data_["action"]
            self._submit(action)
            return
        super().item_clicked(item)

    def item_activated(self, item: TableItem) -> None:
        if item.key.startswith("pile:") and item.key != "pile:tiles" and item.key != "pile:attractions":
            self.tray.open(item.key)
            return
        if item.key == "character":
            if self.view is None:
                return
            uses = [c for c in self._tray_choices(self.view) if c.group == "character"]
            if len(uses) == 1:
                uses[0].press()  # one way to use it: the click uses it (or lights the park for it)
            else:
                self.tray.open("character")
        elif item.key.startswith("token:"):
            kind = item.key.split(":", 1)[1]
            options = [a for a in self.legal if self._token_of(a) == kind]
            if kind == "tricycle" and any(isinstance(a, A.Tricycle) for a in options):
                self.mode = "tricycle"
                self.tray.group = "bench" if any(isinstance(a, A.Bench) for a in options) else ""
                self._refresh()
            elif len(options) == 1:
                self._submit(options[0])
            elif kind == "attraction":
                self.tray.open("attraction")
            else:
                self.tray.open("bench")

    def zone_clicked(self, zone: DropZone) -> None:
        if self.selected is not None and self.selected.data_.get("kind") == "figure":
            self.selected = None  # figure picked up by a click: the clicked space extends its path
        if self.selected is not None:
            super().zone_clicked(zone)
            return
        pos = zone.data_.get("pos")
        if pos is None or not zone.key.startswith("cell:"):
            return
        if self.path and pos == self.path.steps[-1]:  # clicking the path's end takes that step back
            self.path.back()
            self._refresh()
            return
        action = self.cell_actions.get(pos)
        if isinstance(action, A.Step):
            self.extend_path(pos)
            self._refresh()
        elif action is not None:
            self._submit(action)

    # --- tiles: pick-up, glow, drop ----------------------------------------------------

    def _placements_for(self, tile: int) -> dict[Pos, set[int]]:
        """Spaces where the tile can go → the turns it fits there, asked of the rules once per pick-up."""
        found = self.placements.get(tile)
        if found is None:
            found = {}
            for a in self.host.completions(PlaceTile(tile)):
                if isinstance(a, A.Place):
                    found.setdefault(a.pos, set()).add(a.rotation)
            self.placements[tile] = found
        return found

    def select(self, item: TableItem | None) -> None:
        if isinstance(item, ParkTileItem) and item.key.startswith("hand:"):
            if self.selected is not None and self.selected is not item:
                self.selected.set_selected(False)
            self.selected = item
            item.set_selected(True)
            self._light_spots(item)
            return
        if item is not None and item.data_.get("kind") == "figure":
            self.selected = item
            return
        super().select(item)
        if item is None:
            self._restore_cells()

    def _restore_cells(self) -> None:
        for key, zone in self.zones.items():
            if key.startswith("spot:"):
                zone.hide()
        for pos in self.cell_actions:
            cell = self.zones.get(_cell_key("cell", pos))
            if cell is not None:
                cell.show()
                cell.set_glow("legal")

    def _light_spots(self, item: ParkTileItem) -> None:
        """A tile is held: spaces where it fits as turned glow; where it fits only turned, they say so."""
        fits = self._placements_for(item.tile)
        turn = self.turns.of(item.tile)
        self.verdicts = {}
        for key, zone in self.zones.items():
            if key.startswith("cell:"):
                zone.set_glow("off")
                zone.hide()
                continue
            rotations = fits.get(zone.data_["pos"], set())
            zone.show()
            if turn in rotations:
                zone.set_glow("legal")
                self.verdicts[key] = None
            elif rotations:
                zone.set_glow("hint")
                self.verdicts[key] = "turn"
            else:
                zone.set_glow("off")
                self.verdicts[key] = "no"

    def focus_chain(self) -> list[object]:
        """Tab walks the lit park spaces first (figure, steps, high-five step, tile lifts …), then the pieces."""
        chain: list[object] = list(super().focus_chain())
        if self.selected is None:
            lit = [self.zones[_cell_key("cell", p)] for p in sorted(self.cell_actions)
                   if _cell_key("cell", p) in self.zones]
            chain = [*lit, *chain]
        return chain

    def drag_moved(self, item: TableItem, scene_pos: QPointF) -> None:
        if item.data_.get("kind") == "figure":
            if self.path.drag_over(self.cell_at(scene_pos), self.may_enter) and self.view is not None:
                self._draw_path(self.view)
            return
        if isinstance(item, ParkTileItem):
            over = self.park_area.contains(scene_pos)
            item.setScale(self.park_area.scale * CELL / item.w if over else 1.0)
            for key, zone in self.zones.items():
                if self.verdicts.get(key, "no") is None:
                    zone.set_glow("hover" if zone.contains_scene(scene_pos) else "legal")
            return
        super().drag_moved(item, scene_pos)

    def drag_released(self, item: TableItem, scene_pos: QPointF) -> bool:
        if item.data_.get("kind") == "figure":
            self.finish_drag()  # the figure goes home; the planned walk waits to be confirmed
            return True
        item.setScale(1.0)
        return super().drag_released(item, scene_pos)

    def drop_missed(self, item: TableItem, scene_pos: QPointF) -> None:
        """A tile let go over the park but on no space where a tile could go: say why, in the rules' words."""
        cell = self.cell_at(scene_pos)
        if isinstance(item, ParkTileItem) and cell is not None:
            why = self.host.why_not_yet(PlaceTile(item.tile, self.turns.of(item.tile), cell))
            self.reason(why or _tr("a tile cannot go there"), scene_pos)

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        if not isinstance(item, ParkTileItem) or not item.key.startswith("hand:"):
            return _tr("that cannot go there")
        if not zone.key.startswith("spot:"):
            return _tr("a tile goes on an empty space next to the park")
        pos: Pos = zone.data_["pos"]
        turn = self.turns.of(item.tile)
        fits = self._placements_for(item.tile).get(pos, set())
        if turn in fits:
            return None
        reason = self.host.why_not_yet(PlaceTile(item.tile, turn, pos)) or _tr("the tile cannot go there")
        if fits:
            k = quarter_turns_to(turn, fits)
            how = {1: _tr("turn it a quarter to the right and it fits"),
                   -1: _tr("turn it a quarter to the left and it fits"),
                   2: _tr("turn it round and it fits")}[k]
            reason = _tr("{reason} — {how} (R, the wheel or a right-click turns it)").format(reason=reason, how=how)
        return reason

    def drop(self, item: TableItem, zone: DropZone) -> None:
        assert isinstance(item, ParkTileItem)
        pos: Pos = zone.data_["pos"]
        turn = self.turns.take(item.tile)
        self._submit(A.Place(item.tile, pos, turn))

    # --- hints, scores --------------------------------------------------------------------

    def show_hint(self, action: Action) -> None:
        pos: Pos | None = None
        zone: DropZone | None = None
        if isinstance(action, A.Place):
            tile = self.items.get(f"hand:{action.tile}")
            if isinstance(tile, ParkTileItem):
                self.turns.set(action.tile, action.rotation)
                tile.set_turn(action.rotation)
                tile.set_hint(True)
            pos = action.pos
            zone = self.zones.get(_cell_key("spot", pos))
        elif isinstance(action, (A.Figure, A.Step, A.HighFiveStep, A.Tricycle)):
            pos = action.pos
            zone = self.zones.get(_cell_key("cell", pos))
        if zone is not None:
            zone.show()
            zone.set_glow("hint")
        if isinstance(action, A.Start) and self.setup_choice is not None:
            # set the toggles to the suggestion, so that Ready plays it
            self.setup_choice = (action.side, list(action.adventure_sides))
            self._refresh()
            ready = self.items.get("setup:ready")
            if ready is not None:
                ready.set_hint(True)
        view = self.view
        text = self._hint_words(action, view) if view is not None else str(action)
        target = self.cell_scene_centre(pos) if pos is not None else None
        piece: QPointF | None = None
        if isinstance(action, A.Place):
            tile_item = self.items.get(f"hand:{action.tile}")
            if tile_item is not None:
                box = tile_item.sceneBoundingRect()
                piece = QPointF(box.center().x(), box.top())
        elif target is not None:
            piece, target = target, None  # the space itself is the suggestion
        self.hint(text, piece, target)

    def _hint_words(self, action: Action, view: ParkView) -> str:
        """The suggestion in a player's words: the notation names tiles and spaces by number."""
        if isinstance(action, A.Start):
            opened = view.players[self.me(view)].open
            sides = [f"{adventure_name(e.card)} {side_name(side)}"
                     for e, side in zip(opened, action.adventure_sides, strict=False)]
            return _tr("{side} side up; {cards}. Press Ready.").format(side=side_name(action.side),
                                                                       cards=", ".join(sides))
        if isinstance(action, A.Place):
            turns = {0: _tr("as it is"), 90: _tr("turned a quarter to the right"), 180: _tr("turned round"),
                     270: _tr("turned a quarter to the left")}
            return _tr("place the lit tile here, {turn}").format(turn=turns.get(action.rotation, ""))
        if isinstance(action, A.Figure):
            return _tr("start your figure here")
        if isinstance(action, A.Step):
            return _tr("step here")
        if isinstance(action, A.HighFiveStep):
            return _tr("step here for a high five")
        if isinstance(action, A.Tricycle):
            return _tr("ride the Tricycle here")
        if isinstance(action, A.Complete):
            return _tr("complete {name}: {how}").format(name=adventure_name(action.card),
                                                        how=self._label_of(action, view)[1].lower())
        if isinstance(action, A.Start | A.Figure | A.Place | A.Skip | A.Gain | A.Stop | A.Reward | A.Bonus | A.Done
                      | A.Refill | A.Butterfly | A.Take | A.Exchange | A.Trade | A.DrawAdventure | A.Discard
                      | A.Bench | A.Lift | A.CharacterAction):
            return self._label_of(action, view)[1]
        return str(action)

    def score_lines(self, view: ParkView) -> list[tuple[int, str]]:
        names = self.host.seat_names()
        return [(s, tidy_colon(_tr("{name}: {n} points").format(name=names[s], n=pl.score), names[s]))
                for s, pl in enumerate(view.players)]

    # --- animation ------------------------------------------------------------------------

    def animate(self, events: list[Event], view: ParkView) -> None:
        self.hint_bubble.hide()  # a suggestion belongs to the position it was made for
        a = self.animator
        for event in events:
            kind = event.kind
            if kind in ("step", "high-five-step", "tricycle", "figure"):
                fig = self.items.get(f"figure:{event.actor}")
                if fig is not None:
                    to = event.need("to")
                    with a.beat():
                        a.move(fig, figure_spot((to[0], to[1]), 0), ms=220)
            elif kind in ("place", "move-tile") and self.park_area.world is not None:
                at, number = event.need("at"), event.need("tile")
                tile = self._world_add(ParkTileItem(CELL - 2, number, rotate(ALL_TILES[number].edges,
                                                                            event.need("rotation"))))
                tile.setPos((at[0] + 0.5) * CELL, (at[1] + 0.5) * CELL)
                tile.setOpacity(0.0)
                tile.setZValue(3)
                with a.beat():
                    a.fade(tile, 1.0, 260)
            elif kind == "last-tile":
                self._announce(_tr("Last round! The last park tile is drawn"), self.lay.park.center(), 900)
            elif kind == "high-five":
                at = event.need("at")
                self._announce(_tr("High five!"), self.cell_scene_centre((at[0], at[1])), 500)
            elif kind == "complete":
                self._fly_points(event.actor, event.need("card"), event.need("points"))
            elif kind == "score":
                self._fly_points(event.actor, None, event.need("points"))
        a.call(lambda: self.rebuild(view))
        if any(e.kind == "end" for e in events):
            a.call(self._play_end_bonuses)

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


def _tiles_text(n: int) -> str:
    return shown(say_n(n, "{n} tile", "{n} tiles"))


def _lighter(item: TableItem) -> Callable[[], None]:
    """A step for the animator that lights one piece."""
    return lambda: item.set_hint(True)


__all__ = ["DayAtTheParkTable"]
