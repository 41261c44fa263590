"""The Day at the Park table: its parts put together, and the gestures (see the package docstring).

Every fact it shows comes from the rules' view (`rules.day_at_the_park.view.ParkView`): where a
tile fits (asked as a move in the making, `PlaceTile`), where a figure may walk and what it
collects, what an adventure still takes, what a completed card adds at the end, what a move scores.
A planned walk is played whole (`host.submit_sequence`) or not at all.

The parts: `parts` (state and acting), `board` (the park), `seats` (the mats), `column` (piles, prompt,
tray, completed adventures, banners), `animation` (animations), `words` (prompts, buttons, suggestions)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, cast

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QWheelEvent

from desktop.games.day_at_the_park.animation import ParkAnimations
from desktop.games.day_at_the_park.art import CELL, Pos
from desktop.games.day_at_the_park.board import ParkBoard
from desktop.games.day_at_the_park.column import SideColumn
from desktop.games.day_at_the_park.layout import layout_for
from desktop.games.day_at_the_park.parts import cell_key
from desktop.games.day_at_the_park.pieces import ChipItem, ParkTileItem
from desktop.games.day_at_the_park.seats import SeatAreas
from desktop.games.day_at_the_park.words import hint_words, target_of, token_of
from desktop.table.items import ButtonItem, TableItem
from desktop.table.text import sentence, translator
from desktop.table.turning import quarter_turns_to
from desktop.table.zones import DropZone
from rules.core import Action
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.actions import ParkAction, PlaceTile
from rules.day_at_the_park.view import ParkView

_tr = translator("DayAtTheParkTable")


class DayAtTheParkTable(ParkBoard, SeatAreas, SideColumn, ParkAnimations):
    """Draws a Day at the Park view; drags, clicks and tray buttons become the rules' actions."""

    def forget_drafts(self) -> None:
        self.setup_choice = None  # the sides the last player picked (or their hint picked) before Ready

    # --- wheel, right-click and R turn a held tile; the wheel over the park zooms it --------------

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
            self.say_focus_again()  # the space in the ring may take the tile now, or no longer

    # --- building: each part draws its own --------------------------------------------------------

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
        self._ring_to_completions()

    def _ring_to_completions(self) -> None:
        """Adventures the rules let the player complete now, and not the same ones as the last time the table was
        drawn (the step began, or one was completed): the keys go to the first, not to the button that finishes
        the turn and gives them up."""
        ready = sorted({a.card for a in self.legal if isinstance(a, A.Complete)})
        if ready and ready != self.completable:
            first = next((key for key in (getattr(thing, "key", "") for thing in self.focus_chain())
                          if key.startswith("complete:")), None)
            if first is not None:
                self.ring_onward(first)
        self.completable = ready

    # --- clicks on pieces and spaces --------------------------------------------------------------

    def item_clicked(self, item: TableItem) -> None:
        if isinstance(item, ChipItem) and item.key.startswith("pick:"):
            action: ParkAction = item.data_["action"]
            self._submit(action)
            return
        if item.data_.get("kind") == "figure" and self.selected is not item and not self._step_cells():
            return  # no space left to step to: picked up, it could go nowhere (its words say to end the move)
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
            options = [a for a in self.legal if token_of(a) == kind]
            if kind == "tricycle" and any(isinstance(a, A.Tricycle) for a in options):
                self._set_mode("tricycle", "bench" if any(isinstance(a, A.Bench) for a in options) else "")
            elif len(options) == 1:
                self._submit(options[0])
            elif kind == "attraction":
                self.tray.open("attraction")
            else:
                self.tray.open("bench")

    def zone_clicked(self, zone: DropZone) -> None:
        if self.selected is not None and self.selected.data_.get("kind") == "figure":
            self.selected.set_selected(False)  # figure picked up by a click: the clicked space extends its path
            self.selected = None
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
            confirm = self.piece_for(A.Stop(), self.view) if self.view is not None else None
            if not self._step_cells() and confirm is not None:  # the walk can go no further: the keys go on to
                self.ring_onward(confirm.key)  # Confirm move, not to the first piece (the figure, at some sizes)
        elif action is not None:
            self._submit(action)

    # --- tiles and the figure: pick-up, glow, drop ------------------------------------------------

    def select(self, item: TableItem | None) -> None:
        if isinstance(item, ParkTileItem) and item.key.startswith("hand:"):
            if self.selected is not None and self.selected is not item:
                self.selected.set_selected(False)
            self.selected = item
            item.set_selected(True)
            self._light_spots(item)
            return
        if item is not None and item.data_.get("kind") == "figure":
            if self.selected is not None and self.selected is not item:
                self.selected.set_selected(False)
            self.selected = item
            item.set_selected(True)
            # the spaces it may step to next take it (Enter or a click there walks it one step, as a drag would)
            self.verdicts = {cell_key("cell", pos): None for pos in self._step_cells()}
            return
        super().select(item)
        if item is None:
            self._restore_cells()

    def _step_cells(self) -> list[Pos]:
        """The lit spaces the planned walk may go on to next, as the rules say."""
        return [pos for pos, action in sorted(self.cell_actions.items()) if isinstance(action, A.Step)]

    def _holds_figure(self) -> bool:
        return self.selected is not None and self.selected.data_.get("kind") == "figure"

    def focus_chain(self) -> list[object]:
        """Tab walks the lit park spaces first (figure, steps, high-five step, tile lifts …), then the pieces; with
        the figure picked up, the spaces it may step to, then the pieces."""
        chain: list[object] = list(super().focus_chain())
        if self._holds_figure():
            steps = [self.zones[key] for key in (cell_key("cell", p) for p in self._step_cells()) if key in self.zones]
            return [*steps, *(thing for thing in chain if not isinstance(thing, DropZone))]
        if self.selected is None:
            lit = [self.zones[cell_key("cell", p)] for p in sorted(self.cell_actions)
                   if cell_key("cell", p) in self.zones]
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
        if item.data_.get("kind") == "figure":  # the figure walks one step at a time, to the lit spaces
            pos = zone.data_.get("pos")
            return None if zone.key.startswith("cell:") and pos in self._step_cells() else _tr("that cannot go there")
        return self._verdict(item, zone, _tr("R, the wheel or a right-click turns it"))

    def _verdict(self, item: TableItem, zone: DropZone, turner: str) -> str | None:
        """Why the tile cannot go on `zone` as it is turned now (None: it can), and which way it would fit,
        with what turns it (`turner`: the pointer's ways, or the key's)."""
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
            reason = _tr("{reason} — {how} ({turner})").format(reason=reason, how=how, turner=turner)
        return reason

    def focus_words(self, thing: Any) -> str:
        """A space in the keyboard's ring while a tile is held says what a drop there would: that it fits, or
        which way to turn the tile, or why not (the lit spaces keep only whether it fits, for speed)."""
        if isinstance(thing, DropZone) and thing.key.startswith("spot:") and isinstance(self.selected, ParkTileItem):
            why = self._verdict(self.selected, thing, _tr("R turns it"))
            return sentence(why) if why else self.takes_it_words()
        return super().focus_words(thing)

    def drop(self, item: TableItem, zone: DropZone) -> None:
        assert isinstance(item, ParkTileItem)
        pos: Pos = zone.data_["pos"]
        turn = self.turns.take(item.tile)
        self._submit(A.Place(item.tile, pos, turn))

    # --- suggestions ------------------------------------------------------------------------------

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
            zone = self.zones.get(cell_key("spot", pos))
        elif isinstance(action, (A.Figure, A.Step, A.HighFiveStep, A.Tricycle)):
            pos = action.pos
            zone = self.zones.get(cell_key("cell", pos))
        elif isinstance(action, A.CharacterAction) and self.view is not None:
            pos = target_of(action.detail, self.view)
            zone = self.zones.get(cell_key("cell", pos)) if pos is not None else None
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
        text = hint_words(action, view, bool(self.path)) if view is not None else str(action)
        if pos is not None:
            self.fit_park(keep=pos)  # the space the hint names, whole, not cut by the park's edge
        target = self.cell_scene_centre(pos) if pos is not None else None
        piece: QPointF | None = None
        if isinstance(action, A.Place):
            tile_item = self.items.get(f"hand:{action.tile}")
            if tile_item is not None:
                box = tile_item.sceneBoundingRect()
                piece = QPointF(box.center().x(), box.top())
        elif target is not None:
            piece, target = target, None  # the space itself is the suggestion
        elif view is not None and not isinstance(action, A.Start):
            played_by = self.piece_for(cast(ParkAction, action), view)
            if played_by is not None:
                played_by.set_hint(True)
                rect = played_by.sceneBoundingRect()
                if isinstance(played_by, ButtonItem):  # beside it: the prompt sits just above the tray
                    self.hint(text, QPointF(rect.left(), rect.center().y()), left=True)
                    return
                piece = QPointF(rect.center().x(), rect.top())
        self.hint(text, piece, target)


__all__ = ["DayAtTheParkTable"]
