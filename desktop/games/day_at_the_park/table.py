"""The Day at the Park table: layout, gestures and the action tray (see the package docstring)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.day_at_the_park.art import (
    ADV_H,
    ADV_W,
    ATTRACTION_HELP,
    ATTRACTION_NAMES,
    CELL,
    CHARACTER_STYLE,
    ITEM_SHOW_COLOUR,
    PARK_RECT,
    SHORT_NAMES,
    SIDE_X,
    TILE_HAND,
    Pos,
    adventure_back,
    adventure_face,
    card_id,
    character_face,
    done_strip,
    paint_standee,
    tile_id,
    with_article,
)
from desktop.games.day_at_the_park.pieces import (
    ChipItem,
    ParkBoard,
    ParkSpot,
    ParkTileItem,
    ParkWorld,
    PathItem,
    SeatPanel,
    StartFrame,
    figure_spot,
    tile_back_painter,
)
from desktop.table.base import GameTable
from desktop.table.items import ButtonItem, CardItem, FigureItem, LabelItem, TableItem
from desktop.table.zones import DropZone
from rules.core import Action, Event, View
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.data import ADVENTURES, ALL_TILES, CHARACTERS, ITEM_NAMES, ITEMS
from rules.day_at_the_park.park import neighbours, rotate

# --- the table ----------------------------------------------------------------------------



#: Actions that name a space of the park: the hint lights that space and says this.
_HINT_AT_SPACE: dict[type, str] = {
    A.Figure: "start your figure here",
    A.Step: "step here",
    A.HighFiveStep: "step here for a high five",
    A.Tricycle: "ride the Tricycle here",
}

class DayAtTheParkTable(GameTable):
    """Draws a Day at the Park view; drags, clicks and tray buttons become the rules' actions."""

    def __init__(self, host: Any, scene: Any) -> None:
        super().__init__(host, scene)
        self.scale = 0.9
        self.offset = QPointF(PARK_RECT.center())
        self.auto_fit = True
        self.board: ParkBoard | None = None
        self.world: ParkWorld | None = None
        self.turns: dict[int, int] = {}  # hand tile → rotation the player has turned it to
        self.placements: dict[int, dict[Pos, set[int]]] = {}
        self.path: list[Pos] = []
        self.path_from: Pos | None = None
        self.mode = ""  # "tricycle", "remove", "switch" when a tray choice targets the park
        self.tray_group = ""
        self.tray_page = 0
        self.last_place: Pos | None = None
        self.cell_actions: dict[Pos, Action] = {}
        self.seat_anchor: dict[int, QPointF] = {}
        self._legal: list[Action] = []
        self._setup: dict[str, Any] | None = None
        self._keep: list[QGraphicsItem] = []

    # --- the park's own zoom and pan -------------------------------------------------

    def _apply_world(self) -> None:
        if self.world is not None:
            self.world.setTransform(QTransform().translate(self.offset.x(), self.offset.y()).scale(self.scale,
                                                                                                    self.scale))

    def fit_park(self) -> None:
        """Frame the whole park with a margin of one space for the spaces a tile could go."""
        view: Any = self.view
        if view is None:
            return
        cells = [(c["x"], c["y"]) for c in view.park]
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        w = (max(xs) - min(xs) + 3.4) * CELL
        h = (max(ys) - min(ys) + 3.4) * CELL
        self.scale = max(0.25, min(1.3, min(PARK_RECT.width() / w, PARK_RECT.height() / h)))
        mid = QPointF((min(xs) + max(xs) + 1) / 2 * CELL, (min(ys) + max(ys) + 1) / 2 * CELL)
        self.offset = PARK_RECT.center() - mid * self.scale
        self._apply_world()

    def zoom_park(self, factor: float, around: QPointF | None = None) -> None:
        around = around if around is not None else PARK_RECT.center()
        new = max(0.25, min(2.5, self.scale * factor))
        world_pt = (around - self.offset) / self.scale
        self.scale = new
        self.offset = around - world_pt * new
        self.auto_fit = False
        self._apply_world()

    def pan_park(self, delta: QPointF) -> None:
        self.offset += delta
        self.auto_fit = False
        self._apply_world()

    def reset_fit(self) -> None:
        self.auto_fit = True
        self.fit_park()

    def cell_at(self, scene_pos: QPointF) -> Pos | None:
        if not PARK_RECT.contains(scene_pos):
            return None
        w = (scene_pos - self.offset) / self.scale
        return math.floor(w.x() / CELL), math.floor(w.y() / CELL)

    def cell_scene_centre(self, pos: Pos) -> QPointF:
        return self.offset + QPointF((pos[0] + 0.5) * CELL, (pos[1] + 0.5) * CELL) * self.scale

    # --- wheel, right-click and R turn a tile; the wheel over the park zooms it --------

    def _held_tile(self) -> ParkTileItem | None:
        item = self.selected
        if isinstance(item, ParkTileItem) and item.key.startswith("hand:"):
            return item
        return None

    def wheel(self, event: QWheelEvent, scene_pos: QPointF) -> bool:
        """The wheel turns a picked-up tile; over the park it zooms the park, not the whole table."""
        delta = event.angleDelta().y()
        if not delta:
            return False
        held = self._held_tile()
        if held is not None:
            self.turn_tile(held, 90 if delta < 0 else -90)
            return True
        if PARK_RECT.contains(scene_pos):
            self.zoom_park(1.15 ** (delta / 120.0), scene_pos)
            return True
        return False

    def right_press(self, scene_pos: QPointF) -> bool:
        """A right-click turns a picked-up tile (otherwise the view pans the table)."""
        held = self._held_tile()
        if held is None:
            return False
        self.turn_tile(held, 90)
        return True

    def key_pressed(self, event: QKeyEvent) -> bool:
        held = self._held_tile()
        if event.key() == Qt.Key.Key_R and held is not None:
            back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.turn_tile(held, -90 if back else 90)
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

    def turn_tile(self, item: ParkTileItem, degrees: int) -> None:
        """Turn a picked-up tile a quarter and light the spaces again for its new turn."""
        turn = (self.turns.get(item.tile, 0) + degrees) % 360
        self.turns[item.tile] = turn
        item.set_turn(turn)
        self._light_spots(item)

    # --- building --------------------------------------------------------------------

    def me(self, view: Any) -> int:
        return view.seat if view.seat is not None else 0

    def build(self, view: Any) -> None:
        self.view = view
        data = view.to_dict()
        self._legal = list(self.host.legal_actions())
        legal = self._legal
        if not any(isinstance(a, (A.Step, A.Stop)) for a in legal) or self.path_from != self._my_figure(view):
            self.path, self.path_from = [], None
        if not any(isinstance(a, A.Tricycle) for a in legal) and self.mode == "tricycle":
            self.mode = ""
        self.placements = {}
        self._build_park(view, data)
        self._build_side(view, data)
        self._build_opponents(view, data)
        self._build_me(view, data)
        self._build_tray(view, data)
        self._build_banner(view, data)
        self.add_thinking_label(backdrop=QColor(255, 246, 200, 235))

    def clear(self) -> None:
        super().clear()
        self.board = self.world = None

    def _my_figure(self, view: Any) -> Pos | None:
        fig = view.players[self.me(view)]["figure"]
        return (fig[0], fig[1]) if fig else None

    def _build_park(self, view: Any, data: dict[str, Any]) -> None:
        self.board = self.add(ParkBoard(PARK_RECT, self.pan_park))
        world = ParkWorld(self.board)
        self.world = world
        if self.auto_fit:
            self.fit_park()
        else:
            self._apply_world()
        cells = {(c["x"], c["y"]): c for c in view.park}
        start = [pos for pos in cells if tile_id(cells[pos]["tile"]) < 0]
        if start:  # the start tile's frame: one 2×2 piece
            frame = StartFrame(world)
            self._keep = [frame]
            frame.setPos(min(x for x, _ in start) * CELL, min(y for _, y in start) * CELL)
        for pos, c in cells.items():
            tile = self._world_add(ParkTileItem(CELL - 2, tile_id(c["tile"]), c["edges"], f"park:{pos[0]},{pos[1]}"))
            tile.setPos((pos[0] + 0.5) * CELL, (pos[1] + 0.5) * CELL)
            tile.setZValue(0)
            t = ALL_TILES[tile.tile]
            tile.setToolTip(f"{t.colour.title()} {ITEM_NAMES[t.item]} at {pos[0]},{pos[1]}")
            if c["attraction"]:
                chip = self._world_add(ChipItem(30, "bench", f"bench:{pos[0]},{pos[1]}"))
                chip.setPos(pos[0] * CELL + CELL - 20, pos[1] * CELL + 20)
                chip.setZValue(2)
                chip.setToolTip("An attraction token, bench side up: end your move here to take it")
        # targets: every park space, and the spaces next to the park where tiles may go
        for pos in cells:
            zone = ParkSpot(QRectF(pos[0] * CELL + 3, pos[1] * CELL + 3, CELL - 6, CELL - 6), f"cell:{pos[0]},{pos[1]}")
            self._world_add(zone).data_["pos"] = pos
            zone.hide()
        frontier = {q for pos in cells for q in neighbours(pos) if q not in cells}
        for pos in frontier:
            zone = ParkSpot(QRectF(pos[0] * CELL + 3, pos[1] * CELL + 3, CELL - 6, CELL - 6),
                            f"spot:{pos[0]},{pos[1]}", "turn it")
            self._world_add(zone).data_["pos"] = pos
            zone.hide()
        # figures, several on one space side by side
        by_cell: dict[Pos, list[int]] = {}
        for seat, pl in enumerate(view.players):
            if pl["figure"]:
                by_cell.setdefault((pl["figure"][0], pl["figure"][1]), []).append(seat)
        me = self.me(view)
        for pos, seats in by_cell.items():
            for k, seat in enumerate(seats):
                fig = self._figure_item(view, seat)
                fig.setPos(figure_spot(pos, k))
                fig.setZValue(10 + k)
                if seat == me and any(isinstance(a, A.Step) for a in self._legal):
                    fig.set_interactive(draggable=True)
                    fig.setToolTip("Drag your figure through up to the spaces you may move, or click the lit spaces")
        self._light_targets(view)
        if self.path and self.path_from is not None:
            items = [ALL_TILES[tile_id(cells[p]["tile"])].item for p in self.path]
            colour = QColor(CHARACTER_STYLE[view.players[me]["character"]][0])
            path_item = PathItem(self.path_from, self.path, items, colour)
            path_item.setParentItem(world)
            ghost = self._figure_item(view, me, key="ghost")
            end = self.path[-1]
            ghost.setPos(figure_spot(end, 0))
            ghost.setOpacity(0.55)
            ghost.setZValue(9)
        # zoom buttons on the park's corner
        controls = (("+", 52.0, lambda: self.zoom_park(1.25)), ("−", 52.0, lambda: self.zoom_park(0.8)),
                    ("Fit park", 110.0, self.reset_fit))
        right = PARK_RECT.right() - 12
        for i, (text, width, fn) in reversed(list(enumerate(controls))):
            button = self.add(ButtonItem(text, width, 40, key=f"zoom:{i}"))
            button.setPos(right - width / 2, PARK_RECT.top() + 30)
            right -= width + 8
            button.setZValue(30)
            button.pressed.connect(fn)

    def add(self, item: Any, key: str | None = None, parent: QGraphicsItem | None = None) -> Any:
        # Text is the costliest thing to repaint: labels keep a device-pixel cache like the pieces do.
        if isinstance(item, LabelItem):
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        return super().add(item, key, parent)

    def _world_add(self, item: Any) -> Any:
        """Put a piece or space into the park's zoomable world (the board clips it to the park window)."""
        assert self.world is not None
        return self.add(item, parent=self.world)

    def _figure_item(self, view: Any, seat: int, key: str = "") -> FigureItem:
        character = view.players[seat]["character"]
        colour, mono = CHARACTER_STYLE[character]
        fig = FigureItem(36, 50, QColor(colour), key or f"figure:{seat}", mono, paint_standee)
        fig.data_.update(kind="figure", seat=seat, ring=self.host.seat_colour(seat).hex)
        fig.setToolTip(f"{self.host.seat_names()[seat]} — {CHARACTERS[character].name}")
        self._world_add(fig)
        return fig

    def _light_targets(self, view: Any) -> None:
        """Spaces a click acts on now (figure start, high-five step, tile lifts, Tricycle …) and move steps."""
        cells: dict[Pos, Action] = {}
        pos_of = {tile_id(c["tile"]): (c["x"], c["y"]) for c in view.park}
        for a in self._legal:
            if isinstance(a, (A.Figure, A.HighFiveStep)):
                cells[a.pos] = a
            elif isinstance(a, A.Lift) and a.tile in pos_of:
                cells[pos_of[a.tile]] = a
            elif isinstance(a, A.Tricycle) and self.mode == "tricycle":
                cells[a.pos] = a
            elif isinstance(a, A.CharacterAction) and self.mode in ("remove", "switch"):
                words = a.detail.split()
                if self.mode == "remove" and words[:1] == ["remove"] and int(words[1]) in pos_of:
                    cells[pos_of[int(words[1])]] = a
                elif self.mode == "switch" and words[:1] == ["switch"]:
                    fig = view.players[int(words[1])]["figure"]
                    if fig:
                        cells[(fig[0], fig[1])] = a
        if any(isinstance(a, A.Step) for a in self._legal) and not self.mode:
            here = self.path[-1] if self.path else self._my_figure(view)
            left = view.to_dict()["move"]["max_steps"] - view.to_dict()["move"]["steps"] - len(self.path)
            if here is not None and left > 0:
                for q in neighbours(here):
                    if f"cell:{q[0]},{q[1]}" in self.zones:
                        cells.setdefault(q, A.Step(q))
        self.cell_actions = cells
        for pos in cells:
            zone = self.zones[f"cell:{pos[0]},{pos[1]}"]
            zone.show()
            zone.set_glow("legal")
        if self.path:
            end = self.zones[f"cell:{self.path[-1][0]},{self.path[-1][1]}"]
            end.show()

    # --- the right-hand column: piles, prompt ------------------------------------------

    def _build_side(self, view: Any, data: dict[str, Any]) -> None:
        x = SIDE_X
        self.add(LabelItem("Park tiles", 15, bold=True, colour=QColor("white"))).setPos(x + 50, 132)
        pile = self.add(ParkTileItem(70, 1, "GGGG", "pile:tiles"))
        pile.set_turn(0)
        pile.setPos(x + 50, 186)
        pile.setOpacity(0.9 if data["tile_pile"] else 0.25)
        pile.paint_body = tile_back_painter(pile)  # type: ignore[method-assign,unused-ignore]
        self.add(LabelItem(f"{data['tile_pile']} left", 15, colour=QColor("white"))).setPos(x + 50, 236)
        for i, tier in enumerate(("easy", "medium", "hard")):
            info = data["adventure_piles"][tier]
            cx = x + 160 + i * 100
            back = self.add(CardItem(84, 112, f"pile:{tier}", back_painter=adventure_back, face_up=False))
            back.data_["tier"] = tier
            back.setPos(cx, 186)
            back.setOpacity(1.0 if info["size"] else 0.3)
            back.setToolTip(f"{tier.title()} adventures: {info['size']} left")
            if any(isinstance(a, (A.Refill, A.DrawAdventure)) and a.tier == tier for a in self._legal):
                back.set_interactive(clickable=True)
                back.set_hint(any(isinstance(a, A.Refill) for a in self._legal))
                back.setToolTip(f"Draw the top {tier} adventure: click, then choose its side")
            self.add(LabelItem(f"{info['size']}", 15, colour=QColor("white"))).setPos(cx, 254)
        attr = self.add(ChipItem(60, "bench", "pile:attractions"))
        attr.setPos(x + 440, 186)
        attr.setToolTip("Attraction tokens, bench side up")
        self.add(LabelItem(f"{data['attraction_pile']}", 15, colour=QColor("white"))).setPos(x + 440, 236)
        prompt = self._prompt(view, data)
        self.add(LabelItem(prompt, 17, bold=True, width=460, backdrop=QColor(255, 250, 240, 230))).setPos(x + 235, 316)

    def _prompt(self, view: Any, data: dict[str, Any]) -> str:
        names = self.host.seat_names()
        if data["over"]:
            return "The day at the park is over."
        legal = self._legal
        if not legal:
            who = data["to_act"][0] if data["to_act"] else data["active"]
            return f"{names[who]} is playing…"
        if any(isinstance(a, A.Start) for a in legal):
            return "Choose your character's face-up side and each adventure's side."
        if any(isinstance(a, A.Figure) for a in legal):
            return "First turn: click any space of the park to put your figure there."
        if any(isinstance(a, A.HighFiveStep) for a in legal):
            return "High five! Click a lit space to step one space away."
        if any(isinstance(a, A.Reward) for a in legal):
            return "High-five reward: draw an attraction or wake your nap token."
        if any(isinstance(a, A.Gain) for a in legal) and data["pending"] and data["pending"][-1]["kind"] == "gain":
            return "Your tile matches: pick the item you gain."
        if any(isinstance(a, A.Lift) for a in legal):
            return "Hello Kitty: click a lit tile to move it, or Done."
        if any(isinstance(a, A.Place) for a in legal):
            return "Drag a tile onto a lit space (R, wheel or right-click turns it)."
        if any(isinstance(a, A.Step) for a in legal) or (self.path and any(isinstance(a, A.Stop) for a in legal)):
            left = data["move"]["max_steps"] - data["move"]["steps"] - len(self.path)
            if self.path:
                cells = {(c["x"], c["y"]): c["item"] for c in view.park}
                got = ", ".join(ITEM_NAMES[cells[p]] for p in self.path if p in cells)
                more = f"{left} more step{'s' if left != 1 else ''} possible" if left else "no steps left"
                return f"Planned {len(self.path)} step{'s' if len(self.path) != 1 else ''}, collecting {got}; " \
                       f"{more}. Confirm the move."

            return f"Move up to {left} spaces: drag your figure or click lit spaces."
        if any(isinstance(a, A.Refill) for a in legal):
            return "Draw adventures up to three: pick a pile and a side."
        if any(isinstance(a, A.Complete) for a in legal):
            return "Complete adventures (lit cards), then finish your turn."
        if data["step"] == "complete":
            return "No adventure can be completed now: finish your turn."
        return "Your turn."

    # --- the other players ----------------------------------------------------------

    def _build_opponents(self, view: Any, data: dict[str, Any]) -> None:
        me = self.me(view)
        n = len(view.players)
        others = [(me + k) % n for k in range(1, n)]
        width = min(470.0, 1888.0 / max(1, len(others)) - 12)
        names = self.host.seat_names()
        for i, seat in enumerate(others):
            cx = 16 + (1888 / len(others)) * (i + 0.5)
            box = QRectF(cx - width / 2, 6, width, 104)
            pl = view.players[seat]
            self.add(SeatPanel(box, self.host.seat_colour(seat), data["active"] == seat))
            self.seat_anchor[seat] = box.center()
            colour = CHARACTER_STYLE[pl["character"]][0]
            disc = self.add(ChipItem(34, "nap", "", "zzz" if pl["asleep"] else "awake"))
            disc.setPos(box.right() - 24, box.top() + 22)
            disc.setToolTip("Nap token: " + ("Zzz — character action used" if pl["asleep"] else "blank — ready"))
            title = f"{names[seat]} · {CHARACTERS[pl['character']].name}"
            label = self.add(LabelItem(title, 17, display=True, colour=QColor(colour).darker(130)))
            label.setPos(box.left() + 36 + label.boundingRect().width() / 2, box.top() + 18)
            if pl["side"]:
                label.setToolTip(f"{pl['side'].title()} side face up")
            score = self.add(LabelItem(f"{pl['score']} pts", 20, bold=True))
            score.setPos(box.right() - 84, box.top() + 20)
            for k, item in enumerate(ITEMS):
                chip = self.add(ChipItem(26, "item", "", f"item:{item}:{ITEM_SHOW_COLOUR[item]}"))
                chip.setPos(box.left() + 24 + k * 58, box.top() + 50)
                self.add(LabelItem(f"×{pl['items'][item]}", 14, bold=True)).setPos(box.left() + 52 + k * 58,
                                                                                  box.top() + 50)
            held = pl["attractions"]
            for k, kind in enumerate(held[:8]):
                chip = self.add(ChipItem(22, kind, "", kind))
                chip.setPos(box.left() + 20 + k * 24, box.top() + 82)
                chip.setToolTip(f"{ATTRACTION_NAMES[kind]}: {ATTRACTION_HELP[kind]}")
            text = f"{pl['hand_size']} tiles · {len(pl['open'])} open · {len(pl['done'])} done"
            info = self.add(LabelItem(text, 13))
            info.setPos(box.right() - 12 - info.boundingRect().width() / 2, box.top() + 82)

    # --- the shown seat's area -----------------------------------------------------

    def _build_me(self, view: Any, data: dict[str, Any]) -> None:
        me = self.me(view)
        pl = view.players[me]
        names = self.host.seat_names()
        box = QRectF(16, 800, 1888, 272)
        self.add(SeatPanel(box, self.host.seat_colour(me), data["active"] == me))
        self.seat_anchor[me] = QPointF(960, 860)
        legal = self._legal
        # character card with both sides, and the nap token on it
        card = self.add(CardItem(300, 244, "character", character_face))
        card.data_.update(character=pl["character"], side=pl["side"])
        card.setPos(box.left() + 170, box.center().y())
        usable = [a for a in legal if isinstance(a, A.CharacterAction)]
        if usable:
            card.set_interactive(clickable=True)
            card.setToolTip("Use your character action")
            card.set_hint(False)
        nap = self.add(ChipItem(50, "nap", "nap", "zzz" if pl["asleep"] else "awake"))
        nap.setPos(box.left() + 296, box.top() + 44)
        nap.setToolTip("Nap token: " + ("Zzz — wake it with a Bench action or a high-five reward"
                                        if pl["asleep"] else "blank — your character action is ready"))
        # name and score
        self.add(LabelItem(f"{names[me]} — {pl['score']} points", 20, display=True)).setPos(box.left() + 470,
                                                                                          box.top() + 24)
        # items by kind
        for k, item in enumerate(ITEMS):
            chip = self.add(ChipItem(44, "item", f"items:{item}", f"item:{item}:{ITEM_SHOW_COLOUR[item]}"))
            chip.setPos(box.left() + 370 + (k % 2) * 120, box.top() + 80 + (k // 2) * 62)
            chip.setToolTip(ITEM_NAMES[item])
            self.add(LabelItem(f"×{pl['items'][item]}", 20, bold=True)).setPos(box.left() + 422 + (k % 2) * 120,
                                                                               box.top() + 80 + (k // 2) * 62)
        # attraction tokens, each clickable for its action
        kinds = sorted(set(pl["attractions"]))
        self.add(LabelItem("Attractions", 14, bold=True)).setPos(box.left() + 430, box.top() + 212)
        for k, kind in enumerate(kinds):
            count = pl["attractions"].count(kind)
            chip = self.add(ChipItem(44, kind, f"token:{kind}", kind, str(count) if count > 1 else ""))
            chip.setPos(box.left() + 370 + k * 50, box.top() + 244)
            chip.setToolTip(f"{ATTRACTION_NAMES[kind]}: {ATTRACTION_HELP[kind]}. Click to use it "
                            "(or turn it in on its bench side to wake your nap token)")
            if any(self._token_of(a) == kind for a in legal):
                chip.set_interactive(clickable=True)
        # hand tiles (and a tile waiting to be placed by a special action)
        self.add(LabelItem("Your tiles" if view.seat is not None else "Tiles in hand: hidden", 14, bold=True)).setPos(
            box.left() + 680, box.top() + 24)
        hand = [tile_id(t) for t in view.hand]
        pending = data["pending"][-1] if data["pending"] else None
        extra = tile_id(pending["tile"]) if pending and pending["kind"] == "place" and pending["seat"] == me else None
        shown = hand + ([extra] if extra is not None and extra not in hand else [])
        for k, t in enumerate(shown):
            turn = self.turns.get(t, 0)
            tile = self.add(ParkTileItem(TILE_HAND, t, ALL_TILES[t].edges, f"hand:{t}", turn))
            tile.setPos(box.left() + 620 + k * (TILE_HAND + 16), box.top() + 110)
            if any(isinstance(a, A.Place) and a.tile == t for a in legal):
                tile.set_interactive(draggable=True)
                tile.setToolTip("Drag onto the park; R, the wheel or a right-click turns it")
            elif data["step"] == "place" and data["active"] == me and not data["pending"]:
                tile.setToolTip("This tile fits nowhere in the park, however it is turned")
            if t == extra:
                self.add(LabelItem("to place", 14, bold=True, backdrop=QColor(255, 240, 200, 230))).setPos(
                    tile.pos() + QPointF(0, 70))
        # open adventures
        here = self._my_figure(view)
        free = None
        if here is not None:
            cell = next((c for c in view.park if (c["x"], c["y"]) == here), None)
            free = cell["item"] if cell else None
        for k, entry in enumerate(pl["open"]):
            cid = card_id(entry["card"])
            adv = self.add(CardItem(ADV_W, ADV_H, f"adventure:{cid}", adventure_face))
            adv.data_.update(card=cid, side=entry["side"], free=free)
            adv.setPos(box.left() + 958 + k * (ADV_W + 14), box.top() + 14 + ADV_H / 2)
            info = ADVENTURES[cid]
            adv.setToolTip(f"{info.name}: {info.points} points" + (f"; bonus: {info.bonus}"
                                                                   if entry["side"] == "advanced" else ""))
            ways = [a for a in legal if isinstance(a, A.Complete) and a.card == cid]
            if ways:
                adv.set_hint(True)
                button = self.add(ButtonItem("Complete", 150, 34, key=f"complete:{cid}"))
                button.setPos(adv.pos() + QPointF(0, ADV_H / 2 + 17))
                button.setZValue(20)
                button.pressed.connect(lambda cid=cid: self.complete(cid))
                spend = self._spend_text(cid, entry["side"], free, pl["items"])
                adv.data_["spend"] = spend if ways[0].wilds == 0 and not ways[0].using else spend + " (with wilds)"
                adv.setToolTip(f"Complete for {ADVENTURES[cid].points} points, turning in {spend}")
        # completed pile
        done = pl["done"]
        points = sum(ADVENTURES[card_id(e["card"])].points for e in done)
        self.add(LabelItem(f"Completed: {len(done)} adventures, {points} points", 14, bold=True)).setPos(
            1680, box.top() + 22)
        rows = max(7, math.ceil(len(done) / 2))
        step = min(31.0, 224.0 / rows)
        for k, entry in enumerate(done):
            cid = card_id(entry["card"])
            strip = self.add(CardItem(206, 28, f"done:{cid}", done_strip))
            strip.data_.update(card=cid, side=entry["side"])
            strip.setPos(1572 + (k % 2) * 216, box.top() + 56 + (k // 2) * step)
            strip.setZValue(k)
            strip.setToolTip(f"{ADVENTURES[cid].name} ({entry['side']} side): {ADVENTURES[cid].points} points"
                             + (f"; bonus: {ADVENTURES[cid].bonus}" if entry["side"] == "advanced" else ""))
            if data["over"] and entry["side"] == "advanced" and ADVENTURES[cid].tier in ("medium", "hard"):
                strip.data_["end_bonus"] = self._end_bonus(cid, pl)

    @staticmethod
    def _end_bonus(cid: int, pl: dict[str, Any]) -> int:
        """What a face-up Medium or Hard card adds at the end (before any Wild token is counted)."""
        info = ADVENTURES[cid]
        if info.tier == "medium":
            return int(pl["items"][info.theme] // 2)
        return sum(1 for e in pl["done"] if ADVENTURES[card_id(e["card"])].type == info.type)

    @staticmethod
    def _spend_text(cid: int, side: str, free: str | None, have: dict[str, int]) -> str:
        cost = list(ADVENTURES[cid].cost_of(side))
        space = ""
        if free in cost:
            cost.remove(free)
            space = f" + your space's {SHORT_NAMES[free]}"
        counts = {i: cost.count(i) for i in ITEMS if cost.count(i)}
        return ", ".join(f"{n} {SHORT_NAMES[i]}{'s' if n > 1 else ''}" for i, n in counts.items()) + space

    @staticmethod
    def _token_of(action: Action) -> str:
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

    def _label(self, a: Action, view: Any) -> tuple[str, str]:
        """(group, button text) for a tray action."""
        if isinstance(a, A.Start):
            return "setup", str(a)
        if isinstance(a, A.Gain):
            return "gain", "Gain " + " + ".join(ITEM_NAMES[i] for i in a.items)
        if isinstance(a, A.Reward):
            return "reward", "Draw an attraction" if a.kind == "attraction" else "Wake your nap token"
        if isinstance(a, A.Bonus):
            return "bonus", f"Turn in {a.count} more (+{a.count})"
        if isinstance(a, A.Refill):
            return "refill", f"{a.tier.title()} · {a.side}"
        if isinstance(a, A.Take):
            return "butterfly", f"Place {ALL_TILES[a.tile].colour} {ALL_TILES[a.tile].item} tile"
        if isinstance(a, A.Trade):
            return "trade", f"{ITEM_NAMES[a.give]} → {ITEM_NAMES[a.get]}"
        if isinstance(a, A.Discard):
            return "discard", f"Discard {ADVENTURES[a.card].name}"
        if isinstance(a, A.DrawAdventure):
            return "Attraction token", f"Draw {a.tier} · {a.side}"
        if isinstance(a, A.Bench):
            return "Bench", f"Bench side of {with_article(ATTRACTION_NAMES[a.kind])}: wake up"
        if isinstance(a, A.Butterfly):
            return "Butterfly", "Use the Butterfly"
        if isinstance(a, A.Exchange):
            return "Exchange", "Use the Exchange"
        if isinstance(a, A.CharacterAction):
            return "Character action", self._character_label(a, view)
        if isinstance(a, A.Complete):
            extra = []
            if a.using:
                extra.append("as wild: " + ", ".join(a.using))
            if a.wilds:
                extra.append(f"{a.wilds} Wild token{'s' if a.wilds > 1 else ''}")
            return "complete", f"Pay {' + '.join(extra) or 'exactly'}"
        if isinstance(a, A.Skip):
            return "skip", "No tile fits: skip placing"
        if isinstance(a, A.Done):
            step = view.step
            pending = view.pending[-1]["kind"] if view.pending else ""
            text = {"exchange": "Done trading", "kitty": "Done moving tiles"}.get(
                pending, "Finish turn" if step == "complete" else "Done")
            return "done", text
        if isinstance(a, A.Stop):
            return "move", "Confirm move" if self.path else "Stay here (gain its item)"
        return "other", str(a)

    def _character_label(self, a: A.CharacterAction, view: Any) -> str:
        """The character action in words: what it does with this detail."""
        pl = view.players[self.me(view)]
        info = CHARACTERS[pl["character"]]
        words = a.detail.split()
        if not words:
            return f"Use {info.name}'s action"
        if words[0] == "swap" and len(words) == 5:
            return f"Swap {ADVENTURES[int(words[1])].name} for the top {words[3]} ({words[4]})"
        if words[0] == "gather":
            return "Gather " + " + ".join(ITEM_NAMES[w] for w in words[1:])
        if words[0] in ITEMS:
            return f"Turn in 3 {SHORT_NAMES[words[0]]}s: +2 points"
        return f"{info.name}: {a.detail}"

    def _tray_entries(self, view: Any) -> list[tuple[str, str, Callable[[], None]]]:
        """(group, text, what a press does) for every choice the tray offers now."""
        out: list[tuple[str, str, Callable[[], None]]] = []
        spatial = (A.Place, A.Step, A.Figure, A.HighFiveStep, A.Lift, A.Complete, A.Tricycle)
        for a in self._legal:
            if isinstance(a, spatial):
                continue
            if isinstance(a, A.CharacterAction) and a.detail.split()[:1] in (["remove"], ["switch"]):
                continue
            group, text = self._label(a, view)
            if isinstance(a, A.Stop):
                out.append(("move", text, self.confirm_move))
                if self.path:
                    out.append(("clear", "Clear path", self.clear_path))
                continue
            out.append((group, text, self._submitter(a)))
        # park-targeted specials open a mode that lights the park
        if any(isinstance(a, A.Tricycle) for a in self._legal):
            out.append(("Tricycle", "Tricycle: ride to a space…", lambda: self._set_mode("tricycle")))
        if any(isinstance(a, A.CharacterAction) and a.detail.startswith("remove") for a in self._legal):
            out.append(("Character action", "Remove a tile…", lambda: self._set_mode("remove")))
        if any(isinstance(a, A.CharacterAction) and a.detail.startswith("switch") for a in self._legal):
            out.append(("Character action", "Swap places with…", lambda: self._set_mode("switch")))
        if self.mode:
            out.append(("cancel", "Cancel", lambda: self._set_mode("")))
        return out

    def _build_tray(self, view: Any, data: dict[str, Any]) -> None:
        if any(isinstance(a, A.Start) for a in self._legal):
            self._build_setup_choice(view)
            return
        entries = self._tray_entries(view)
        groups: dict[str, list[tuple[str, Callable[[], None]]]] = {}
        for group, text, fn in entries:
            groups.setdefault(group, []).append((text, fn))
        if self.tray_group and self.tray_group not in groups and not self.tray_group.startswith(("complete:", "pile:")):
            self.tray_group, self.tray_page = "", 0
        buttons: list[tuple[str, Callable[[], None]]] = []
        if self.tray_group.startswith("pile:"):
            tier = self.tray_group.split(":")[1]
            buttons = [(f"{tier.title()}: {a.side} side" + (" (bonus)" if a.side == "advanced" else ""),
                        self._submitter(a)) for a in self._legal
                       if isinstance(a, (A.Refill, A.DrawAdventure)) and a.tier == tier]
            buttons.append(("Back", self._opener("")))
        elif self.tray_group.startswith("complete:"):
            cid = int(self.tray_group.split(":")[1])
            buttons = [(self._label(a, view)[1], self._submitter(a)) for a in self._legal
                       if isinstance(a, A.Complete) and a.card == cid]
            buttons.append(("Back", lambda: self._open_group("")))
        elif self.tray_group:
            buttons = list(groups[self.tray_group])
            buttons.append(("Back", lambda: self._open_group("")))
        else:
            grouped_alone = {"move", "clear", "done", "skip", "cancel", "reward", "gain", "bonus", "refill",
                             "trade", "discard", "complete", "butterfly"}
            for group, options in groups.items():
                if len(options) == 1 or group in grouped_alone:
                    buttons += options
                else:
                    buttons.append((f"{group} …", self._opener(group)))
        pages = _pack_tray([text for text, _ in buttons], rows=6)
        self.tray_page %= len(pages)
        shown = [buttons[i] for i in pages[self.tray_page]]
        if len(pages) > 1:
            shown.append((f"More ({self.tray_page + 1}/{len(pages)})", self._next_page))
        near_park = self.last_place is not None and any(isinstance(a, A.Gain) for a in self._legal) and \
            data["pending"] and data["pending"][-1]["kind"] == "gain"
        if near_park:
            self._inline_item_picker(data)
        col, row = 0, 0
        for k, (text, fn) in enumerate(shown):
            wide = len(text) > _NARROW
            if wide and col == 1:
                col, row = 0, row + 1
            button = self.add(ButtonItem(text, 462 if wide else 226, 44, key=f"tray:{k}"))
            button.setPos(SIDE_X + (235 if wide else 118 + col * 236), 384 + row * 54)
            col += 2 if wide else 1
            if col >= 2:
                col, row = 0, row + 1
            button.setZValue(20)
            button.pressed.connect(fn)
            button.data_["label"] = text

    def _inline_item_picker(self, data: dict[str, Any]) -> None:
        """After a colour match, the two items to choose from sit right by the placed tile."""
        assert self.last_place is not None
        centre = self.cell_scene_centre(self.last_place)
        gains = [a for a in self._legal if isinstance(a, A.Gain)]
        view: Any = self.view
        placed = next((c for c in view.park if (c["x"], c["y"]) == self.last_place), None)
        for k, a in enumerate(gains):
            item = a.items[0]
            colour = placed["colour"] if placed is not None else ITEM_SHOW_COLOUR[item]
            chip = self.add(ChipItem(54, "pick", f"pick:{item}", f"item:{item}:{colour}"))
            above = centre.y() - 72 > PARK_RECT.top() + 30
            chip.setPos(centre + QPointF((k - (len(gains) - 1) / 2) * 64, -72 if above else 72))
            chip.setZValue(60)
            chip.set_interactive(clickable=True)
            chip.data_["action"] = a
            chip.setToolTip(f"Gain {with_article(ITEM_NAMES[item])}")

    def _build_setup_choice(self, view: Any) -> None:
        """Setup: the character side, then each adventure's side, as toggles; then Ready."""
        me = self.me(view)
        state = self._setup
        if state is None:
            state = self._setup = {"side": "explore", "adventures": ["standard", "standard", "standard"]}
        for k, side in enumerate(("explore", "scoring")):
            text = ("▸ " if state["side"] == side else "") + f"{side.title()} side"
            b = self.add(ButtonItem(text, 226, 44, key=f"setup:side:{side}"))
            b.setPos(SIDE_X + 118 + k * 236, 384)
            b.pressed.connect(lambda side=side: self._setup_set("side", side))
        for k, entry in enumerate(view.players[me]["open"]):
            adv_side = state["adventures"][k]
            b = self.add(ButtonItem(f"{ADVENTURES[card_id(entry['card'])].name}: {adv_side}", 460, 44,
                                    key=f"setup:adv:{k}"))
            b.setPos(SIDE_X + 235, 438 + k * 54)
            b.pressed.connect(lambda k=k: self._setup_flip(k))
            adv = self.items.get(f"adventure:{card_id(entry['card'])}")
            if isinstance(adv, CardItem):
                adv.data_["side"] = adv_side
                adv.update()
        ready = self.add(ButtonItem("Ready", 226, 48, key="setup:ready"))
        ready.setPos(SIDE_X + 235, 614)
        ready.pressed.connect(self._setup_ready)
        card = self.items.get("character")
        if isinstance(card, CardItem):
            card.data_["side"] = state["side"]
            card.update()

    def _setup_set(self, key: str, value: str) -> None:
        if self._setup is not None:
            self._setup[key] = value
        self._refresh()

    def _setup_flip(self, k: int) -> None:
        if self._setup is None:
            return
        sides = self._setup["adventures"]
        sides[k] = "advanced" if sides[k] == "standard" else "standard"
        self._refresh()

    def _setup_ready(self) -> None:
        state = self._setup
        if state is None:
            return
        action = A.Start(state["side"], tuple(state["adventures"]))
        self._setup = None
        self._submit(action)

    def _build_banner(self, view: Any, data: dict[str, Any]) -> None:
        if data["final_round"] and not data["over"]:
            left = data["turns_left"]
            text = f"Last round! The last park tile is drawn — {left} turn{'s' if left != 1 else ''} left"
            banner = self.add(LabelItem(text, 20, bold=True, colour=QColor("#5a1f17"),
                                        backdrop=QColor(255, 226, 122, 240)))
            banner.setPos(PARK_RECT.left() + 20 + banner.boundingRect().width() / 2, PARK_RECT.bottom() - 28)
            banner.setZValue(35)
        if data["over"]:
            lines = []
            names = self.host.seat_names()
            for seat, pl in enumerate(view.players):
                cards = [card_id(e["card"]) for e in pl["done"] if e["side"] == "advanced"
                         and ADVENTURES[card_id(e["card"])].tier in ("medium", "hard")]
                lines.append(f"{names[seat]}:")
                lines += [f"   {ADVENTURES[c].name}: +{self._end_bonus(c, pl)}" for c in cards] or [
                    "   no face-up Medium or Hard bonus"]
            board = self.add(LabelItem("End-game bonuses, card by card\n" + "\n".join(lines), 15, bold=True,
                                       width=440, align=Qt.AlignmentFlag.AlignLeft,
                                       backdrop=QColor(255, 250, 240, 240)))
            board.setPos(SIDE_X + 235, 384 + board.boundingRect().height() / 2)
            board.setZValue(36)

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        anchor = self.seat_anchor.get(seat, QPointF(960, 220))
        return anchor + QPointF(0, 86 if anchor.y() < 500 else -120)

    # --- acting --------------------------------------------------------------------

    def _refresh(self) -> None:
        if self.view is not None:
            self.rebuild(self.view)

    def _submit(self, action: Action) -> None:
        self.mode, self.tray_group, self.tray_page = "", "", 0
        reason = self.host.submit(action)
        if reason is not None:
            self.reason(reason)

    def _submitter(self, action: Action) -> Callable[[], None]:
        return lambda: self._submit(action)

    def _opener(self, group: str) -> Callable[[], None]:
        return lambda: self._open_group(group)

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self.tray_group = ""
        self._refresh()

    def _open_group(self, group: str) -> None:
        self.tray_group, self.tray_page = group, 0
        self._refresh()

    def _next_page(self) -> None:
        self.tray_page += 1
        self._refresh()

    def complete(self, cid: int) -> None:
        ways = [a for a in self.host.legal_actions() if isinstance(a, A.Complete) and a.card == cid]
        if len(ways) == 1:
            self._submit(ways[0])
        elif ways:
            self.tray_group = "complete:" + str(cid)
            self._refresh()

    def confirm_move(self) -> None:
        """Walk the planned path step by step, then end the move (high fives and attractions follow)."""
        path, self.path, self.path_from = list(self.path), [], None
        for pos in path:
            reason = self.host.submit(A.Step(pos))
            if reason is not None:
                self.reason(reason)
                return
        self._submit(A.Stop())

    def clear_path(self) -> None:
        self.path, self.path_from = [], None
        self._refresh()

    def extend_path(self, pos: Pos) -> bool:
        """Add a step to the planned move if it is next to the path's end and a step is left."""
        view: Any = self.view
        if view is None:
            return False
        start = self._my_figure(view)
        if start is None:
            return False
        end = self.path[-1] if self.path else start
        move = view.to_dict()["move"]
        if len(self.path) >= move["max_steps"] - move["steps"]:
            return False
        if pos not in neighbours(end) or f"cell:{pos[0]},{pos[1]}" not in self.zones:
            return False
        self.path_from = start
        self.path.append(pos)
        return True

    def item_clicked(self, item: TableItem) -> None:
        if isinstance(item, ChipItem) and item.key.startswith("pick:"):
            self.last_place = None
            self._submit(item.data_["action"])
            return
        super().item_clicked(item)

    def item_activated(self, item: TableItem) -> None:
        if item.key.startswith("pile:") and item.key != "pile:tiles":
            self._open_group(item.key)
            return
        if item.key == "character":
            uses = [fn for group, _text, fn in self._tray_entries(self.view) if group == "Character action"]
            if len(uses) == 1:
                uses[0]()  # one way to use it: the click uses it (or lights the park for it)
            else:
                self._open_group("Character action")
        elif item.key.startswith("token:"):
            kind = item.key.split(":", 1)[1]
            options = [a for a in self._legal if self._token_of(a) == kind]
            if kind == "tricycle" and any(isinstance(a, A.Tricycle) for a in options):
                bench = [a for a in options if isinstance(a, A.Bench)]
                self.mode = "tricycle"
                self.tray_group = "Bench" if bench else ""
                self._refresh()
            elif len(options) == 1:
                self._submit(options[0])
            elif kind == "attraction":
                self._open_group("Attraction token")
            else:
                self._open_group(ATTRACTION_NAMES[kind])

    def zone_clicked(self, zone: DropZone) -> None:
        if self.selected is not None and self.selected.data_.get("kind") == "figure":
            self.selected = None  # figure picked up by a click: the clicked space extends its path
        if self.selected is not None:
            super().zone_clicked(zone)
            return
        pos = zone.data_.get("pos")
        if pos is None or not zone.key.startswith("cell:"):
            return
        if self.path and pos == self.path[-1]:  # clicking the path's end takes that step back
            self.path.pop()
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
        """Legal spots → rotations, asked from the rules once per pick-up."""
        found = self.placements.get(tile)
        if found is None:
            found = {}
            for a in self._legal:
                if isinstance(a, A.Place) and a.tile == tile:
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
            cell = self.zones.get(f"cell:{pos[0]},{pos[1]}")
            if cell is not None:
                cell.show()
                cell.set_glow("legal")

    def _light_spots(self, item: ParkTileItem) -> None:
        fits = self._placements_for(item.tile)
        turn = self.turns.get(item.tile, 0)
        self._verdicts = {}
        for key, zone in self.zones.items():
            if key.startswith("cell:"):
                zone.set_glow("off")
                zone.hide()
                continue
            pos = zone.data_["pos"]
            rotations = fits.get(pos, set())
            zone.show()
            if turn in rotations:
                zone.set_glow("legal")
                self._verdicts[key] = None
            elif rotations:
                zone.set_glow("hint")
                self._verdicts[key] = "turn"
            else:
                zone.set_glow("off")
                self._verdicts[key] = "no"

    def focus_chain(self) -> list[Any]:
        """Tab walks the lit park spaces first (figure, steps, high-five step, tile lifts …), then the pieces."""
        chain = super().focus_chain()
        if self.selected is None:
            lit = [self.zones[f"cell:{p[0]},{p[1]}"] for p in sorted(self.cell_actions)
                   if f"cell:{p[0]},{p[1]}" in self.zones]
            chain = lit + chain
        return chain

    def drag_moved(self, item: TableItem, scene_pos: QPointF) -> None:
        if item.data_.get("kind") == "figure":
            cell = self.cell_at(scene_pos)
            if cell is not None and self.extend_path(cell):
                self._show_path_preview()
            return
        if isinstance(item, ParkTileItem):
            over = PARK_RECT.contains(scene_pos)
            item.setScale(self.scale * CELL / TILE_HAND if over else 1.0)
            for key, zone in self.zones.items():
                if key.startswith("spot:") and key in self._verdicts:
                    hover = zone.contains_scene(scene_pos)
                    verdict = self._verdicts[key]
                    if verdict is None:
                        zone.set_glow("hover" if hover else "legal")
            return
        super().drag_moved(item, scene_pos)

    def _show_path_preview(self) -> None:
        """Redraw the path overlay during a figure drag (the figure itself stays under the pointer)."""
        if self.world is None or self.view is None or self.path_from is None:
            return
        for child in self.world.childItems():
            if isinstance(child, PathItem):
                self.scene.removeItem(child)
        view: Any = self.view
        cells = {(c["x"], c["y"]): c for c in view.park}
        items = [ALL_TILES[tile_id(cells[p]["tile"])].item for p in self.path]
        colour = QColor(CHARACTER_STYLE[view.players[self.me(view)]["character"]][0])
        PathItem(self.path_from, self.path, items, colour).setParentItem(self.world)

    def drag_released(self, item: TableItem, scene_pos: QPointF) -> bool:
        if item.data_.get("kind") == "figure":
            self._dragging = False
            self.selected = None
            self.rebuild(self._deferred or self.view)  # type: ignore[arg-type]
            return True
        item.setScale(1.0)
        cell = self.cell_at(scene_pos)
        if isinstance(item, ParkTileItem) and cell is not None and self.zone_at(scene_pos) is None:
            # dropped on the park but on no space a tile could go: say why, in the rules' words
            self._dragging = False
            self.select(None)
            turn = self.turns.get(item.tile, 0)
            self.reason(self.host.why_illegal(A.Place(item.tile, cell, turn)) or "a tile cannot go there", scene_pos)
            if self._deferred is not None:
                self.rebuild(self._deferred)
                return True
            return False
        return super().drag_released(item, scene_pos)

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        if not isinstance(item, ParkTileItem) or not item.key.startswith("hand:"):
            return "that cannot go there"
        if not zone.key.startswith("spot:"):
            return "a tile goes on an empty space next to the park"
        pos: Pos = zone.data_["pos"]
        turn = self.turns.get(item.tile, 0)
        fits = self._placements_for(item.tile).get(pos, set())
        if turn in fits:
            return None
        reason = self.host.why_illegal(A.Place(item.tile, pos, turn)) or "the tile cannot go there"
        if fits:
            reason += f" — turned to r{min(fits)} it fits here (R, the wheel or a right-click turns it)"
        return reason

    def drop(self, item: TableItem, zone: DropZone) -> None:
        assert isinstance(item, ParkTileItem)
        pos: Pos = zone.data_["pos"]
        turn = self.turns.pop(item.tile, 0)
        self.last_place = pos
        self._submit(A.Place(item.tile, pos, turn))

    # --- hints, scores --------------------------------------------------------------------

    def show_hint(self, action: Action) -> None:
        pos: Pos | None = None
        if isinstance(action, A.Place):
            tile = self.items.get(f"hand:{action.tile}")
            if isinstance(tile, ParkTileItem):
                self.turns[action.tile] = action.rotation
                tile.set_turn(action.rotation)
                tile.set_hint(True)
            pos = action.pos
            zone: DropZone | None = self.zones.get(f"spot:{pos[0]},{pos[1]}")
        else:
            if type(action) in _HINT_AT_SPACE:
                pos = action.pos  # type: ignore[attr-defined]
            zone = self.zones.get(f"cell:{pos[0]},{pos[1]}") if pos else None
        if zone is not None:
            zone.show()
            zone.set_glow("hint")
        view: Any = self.view
        if isinstance(action, A.Start) and self._setup is not None:
            # set the toggles to the suggestion, so that Ready plays it
            self._setup = {"side": action.side, "adventures": list(action.adventure_sides)}
            self._refresh()
            ready = self.items.get("setup:ready")
            if ready is not None:
                ready.set_hint(True)
        text = self._hint_words(action, view) if view is not None else str(action)
        self.reason(f"Hint: {text}", self.cell_scene_centre(pos) if pos else None)

    def _hint_words(self, action: Action, view: Any) -> str:
        """The suggestion in a player's words: the notation names tiles and spaces by number."""
        if isinstance(action, A.Start):
            opened = view.players[self.me(view)]["open"]
            sides = [f"{ADVENTURES[card_id(e['card'])].name} {side}"
                     for e, side in zip(opened, action.adventure_sides, strict=False)]
            return f"{action.side} side up; {', '.join(sides)}. Press Ready."
        if isinstance(action, A.Place):
            turns = {0: "as it is", 1: "turned once", 2: "turned twice", 3: "turned three times"}
            return f"place the lit tile here, {turns.get(action.rotation, 'turned as shown')}"
        if type(action) in _HINT_AT_SPACE:
            return _HINT_AT_SPACE[type(action)]
        if isinstance(action, A.Complete):
            return f"complete {ADVENTURES[action.card].name}: {self._label(action, view)[1].lower()}"
        return self._label(action, view)[1]

    def score_lines(self, view: View) -> list[tuple[int, str]]:
        v: Any = view
        names = self.host.seat_names()
        return [(s, f"{names[s]} ({CHARACTERS[pl['character']].name}): {pl['score']} points, "
                    f"{len(pl['done'])} adventures") for s, pl in enumerate(v.players)]

    # --- animation ------------------------------------------------------------------------

    def animate(self, events: list[Event], view: View) -> None:
        a = self.animator
        for event in events:
            data = event.data
            kind = event.kind
            if kind in ("step", "high-five-step", "tricycle", "figure") and "to" in data:
                fig = self.items.get(f"figure:{event.seat}")
                if fig is not None and self.world is not None:
                    to = data["to"]
                    with a.beat():
                        a.move(fig, figure_spot((to[0], to[1]), 0), ms=220)
            elif kind in ("place", "move-tile") and "at" in data and self.world is not None:
                at = data["at"]
                self.last_place = (at[0], at[1])  # where a match's item picker will sit
                info = ALL_TILES[data["tile"]]
                tile = self._world_add(ParkTileItem(CELL - 2, data["tile"], rotate(info.edges, data["rotation"])))
                tile.setPos((at[0] + 0.5) * CELL, (at[1] + 0.5) * CELL)
                tile.setOpacity(0.0)
                tile.setZValue(3)
                with a.beat():
                    a.fade(tile, 1.0, 260)
            elif kind == "last-tile":
                self._announce("Last round! The last park tile is drawn", PARK_RECT.center(), 900)
            elif kind == "high-five" and "at" in data:
                self._announce("High five!", self.cell_scene_centre((data["at"][0], data["at"][1])), 500)
            elif kind == "complete" and event.seat is not None:
                self._fly_points(event.seat, data.get("card"), int(data.get("points", 0)))
            elif kind == "score" and event.seat is not None:
                self._fly_points(event.seat, None, int(data.get("points", 0)))
        a.call(lambda: self.rebuild(view))
        if any(e.kind == "end" for e in events):
            a.call(self._play_end_bonuses)

    def _play_end_bonuses(self) -> None:
        """Game end: each face-up Medium or Hard card in the shown area lights up in turn and pays its bonus."""
        view: Any = self.view
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
        label = self.add(LabelItem(text, 30, display=True, colour=QColor("#5a1f17"),
                                   backdrop=QColor(255, 226, 122, 245)))
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
        label = self.add(LabelItem(f"+{points}", 28, bold=True, colour=QColor("#8a5a00"),
                                   backdrop=QColor(255, 226, 122, 240)))
        label.setPos(start)
        label.setZValue(85)
        with self.animator.beat():
            self.animator.move(label, target + QPointF(120, -30), ms=350)
        self.animator.fade(label, 0.0, 200)


_NARROW = 19  # longer button texts take the tray's whole width


def _pack_tray(texts: list[str], rows: int) -> list[list[int]]:
    """Split tray buttons into pages of `rows` rows: short texts two to a row, long ones a row each."""
    pages: list[list[int]] = [[]]
    col, row = 0, 0
    for i, text in enumerate(texts):
        wide = len(text) > _NARROW
        if wide and col == 1:
            col, row = 0, row + 1
        if row >= rows:
            pages.append([])
            col, row = 0, 0
        pages[-1].append(i)
        col += 2 if wide else 1
        if col >= 2:
            col, row = 0, row + 1
    return pages


def _lighter(item: TableItem) -> Callable[[], None]:
    """A step for the animator that lights one piece."""
    return lambda: item.set_hint(True)
