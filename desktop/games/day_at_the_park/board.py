"""The park board: its zoomable window, the tiles, tokens and figures on it, the spaces that light up for a
held tile or a click, and the planned walk drawn across it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from desktop.games.day_at_the_park.art import (
    CELL,
    CHARACTER_STYLE,
    Pos,
    colour_name,
    item_word,
    paint_item,
    paint_standee,
    text_boost,
)
from desktop.games.day_at_the_park.parts import ParkParts, cell_key
from desktop.games.day_at_the_park.pieces import ChipItem, ParkSpot, ParkTileItem, StartFrame, figure_spot
from desktop.games.day_at_the_park.words import hint_words, target_of
from desktop.table import theme
from desktop.table.items import ButtonItem, FigureItem
from desktop.table.path import PathLine
from desktop.table.text import sentence, translator
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.actions import ParkAction, PlaceTile
from rules.day_at_the_park.data import CHARACTERS
from rules.day_at_the_park.view import ParkView

_tr = translator("DayAtTheParkTable")

#: The most a tile is enlarged when the park is small: a tile is then 130 units across.
MOST_ZOOM = 1.3
#: The meadow shown around the park when it is fitted, in spaces: most of the spaces a tile could go.
PARK_MARGIN = 0.6


class ParkBoard(ParkParts):
    """Draws the park and lights its spaces; the park's own zoom and pan."""

    def fit_park(self, keep: Pos | None = None) -> None:
        """Show the whole park, with part of a space around it for the spaces a tile could go, and all of the
        space `keep` (the one a hint names).

        That is the default, however large the park grows. Once the player has zoomed or panned the
        park, their zoom stays, and the park follows the player's figure only when it moves out of
        view (a pan away to look around is kept until then), or to the space `keep`.
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
        if keep is not None:
            focus = QRectF(keep[0] * CELL, keep[1] * CELL, CELL, CELL).adjusted(-8, -8, 8, 8)
            bounds = bounds.united(focus)
        self.park_area.fit(bounds, MOST_ZOOM, focus)

    def reset_fit(self) -> None:
        self.park_area.auto_fit = True
        self._refresh()

    def zoom_park(self, factor: float) -> None:
        self.park_area.zoom(factor)

    def _build_park(self, view: ParkView) -> None:
        world = self.park_area.attach(self)
        self.fit_park()
        spaces = {s.pos: s for s in view.park}
        start = [pos for pos, s in spaces.items() if s.tile < 0]
        if start:  # the start tile's frame: one 2×2 piece
            frame = StartFrame(world)
            frame.setPos(min(x for x, _ in start) * CELL, min(y for _, y in start) * CELL)
        for pos, s in spaces.items():
            tile = self._world_add(ParkTileItem(CELL - 2, s.tile, s.edges, cell_key("park", pos)))
            tile.setPos((pos[0] + 0.5) * CELL, (pos[1] + 0.5) * CELL)
            tile.setZValue(0)
            tile.setToolTip(_tr("A {colour} {item}").format(colour=colour_name(s.colour), item=item_word(s.item)))
            if s.attraction:
                chip = self._world_add(ChipItem(30, "bench", cell_key("bench", pos)))
                chip.setPos(pos[0] * CELL + CELL - 20, pos[1] * CELL + 20)
                chip.setZValue(2)
                chip.setToolTip(_tr("An attraction token, bench side up: end your move here to take it"))
        # targets: every park space, and the empty spaces touching the park where tiles may go
        for pos in spaces:
            zone = ParkSpot(QRectF(pos[0] * CELL + 3, pos[1] * CELL + 3, CELL - 6, CELL - 6), cell_key("cell", pos))
            self._world_add(zone).data_["pos"] = pos
            zone.hide()
        for pos in view.frontier:
            zone = ParkSpot(QRectF(pos[0] * CELL + 3, pos[1] * CELL + 3, CELL - 6, CELL - 6), cell_key("spot", pos),
                            _tr("turn it"))
            self._world_add(zone).data_["pos"] = pos
            zone.hide()
        # figures, several on one space side by side
        by_cell: dict[Pos, list[int]] = {}
        for seat, pl in enumerate(view.players):
            if pl.figure is not None:
                by_cell.setdefault(pl.figure, []).append(seat)
        me = self.me(view)
        walker: FigureItem | None = None
        for pos, seats in by_cell.items():
            for k, seat in enumerate(seats):
                fig = self._figure_item(view, seat)
                fig.setPos(figure_spot(pos, k))
                fig.setZValue(10 + k)
                if seat == me and view.reach:
                    fig.set_interactive(draggable=True)
                    walker = fig
        self._light_targets(view)
        if walker is not None:
            # Enter picks it up, then a lit space walks it there; with no step left, what is left is to end the move
            steps = any(isinstance(action, A.Step) for action in self.cell_actions.values())
            walker.set_words(_tr("Your figure"),
                             _tr("Drag your figure through the spaces you want to walk, or click them") if steps
                             else _tr("No steps left: end your move here."),
                             "" if steps else _tr("No steps left: end your move here."))
        self._draw_path(view)
        # zoom buttons on the park's corner
        controls: tuple[tuple[str, str, float, Callable[[], None]], ...] = (
            ("+", _tr("Zoom into the park (+)"), 52.0, lambda: self.zoom_park(1.25)),
            ("−", _tr("Zoom out of the park (−)"), 52.0, lambda: self.zoom_park(0.8)),
            (_tr("Fit park"), _tr("The whole park in its frame (F)"), 110.0, self.reset_fit))
        right = self.lay.park.right() - 12
        for i, (text, tip, width, fn) in reversed(list(enumerate(controls))):
            button = self.add(ButtonItem(text, width, 40, key=f"zoom:{i}"))
            button.setToolTip(tip)
            button.view_control = True
            button.setPos(right - width / 2, self.lay.park.top() + 30)
            right -= width + 8
            button.setZValue(30)
            button.pressed.connect(fn)

    def _figure_item(self, view: ParkView, seat: int, key: str = "") -> FigureItem:
        character = view.players[seat].character
        colour, mono = CHARACTER_STYLE[character]
        fill, _ = theme.ink_on(QColor(colour))  # a middling green deepens, so its monogram reads
        fig = FigureItem(44, 60, fill, key or f"figure:{seat}", mono, paint_standee)
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
        aimed = {"remove": A.RemoveTile, "switch": A.SwitchPlaces}.get(self.mode)  # the character use a mode picks
        for a in self.legal:
            if isinstance(a, (A.Figure, A.HighFiveStep)):
                cells[a.pos] = a
            elif isinstance(a, A.Lift) and a.tile in pos_of:
                cells[pos_of[a.tile]] = a
            elif isinstance(a, A.Tricycle) and self.mode == "tricycle":
                cells[a.pos] = a
            elif isinstance(a, A.CharacterAction) and aimed is not None and isinstance(a.detail, aimed):
                target = target_of(a.detail, view)
                if target is not None:
                    cells[target] = a
        if view.reach and not self.mode:
            for q in view.path_steps(self.path.steps):
                cells.setdefault(q, A.Step(q))
        self.cell_actions = cells
        for pos, action in cells.items():
            zone = self.zones[cell_key("cell", pos)]
            zone.show()
            zone.set_glow("legal")
            zone.setToolTip(sentence(hint_words(action, view, bool(self.path))))  # what a click (or Enter) does
        if self.path:
            self.zones[cell_key("cell", self.path.steps[-1])].show()

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

    def _restore_cells(self) -> None:
        for key, zone in self.zones.items():
            if key.startswith("spot:"):
                zone.hide()
        for pos in self.cell_actions:
            cell = self.zones.get(cell_key("cell", pos))
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
                zone.set_glow("turn")
                self.verdicts[key] = "turn"
            else:
                zone.set_glow("off")
                self.verdicts[key] = "no"
