"""The right-hand column: the piles, the prompt, the action tray (with setup's toggles) and the completed
adventures; and the overlays over the park (the last round's banner, the end-game bonuses)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.day_at_the_park.art import (
    ITEM_SHOW_COLOUR,
    Pos,
    adventure_back,
    adventure_name,
    bonus_text,
    done_strip,
    items_said,
    side_name,
    tier_name,
)
from desktop.games.day_at_the_park.layout import DONE_H, DONE_TITLE
from desktop.games.day_at_the_park.parts import ParkParts
from desktop.games.day_at_the_park.pieces import ChipItem, ParkTileItem, tile_back_painter
from desktop.games.day_at_the_park.seats import show_side
from desktop.games.day_at_the_park.words import (
    adventure_side_tip,
    character_side_tip,
    completed_words,
    group_text,
    label_of,
    prompt,
)
from desktop.table.items import ButtonItem, CardItem, LabelItem, TableItem
from desktop.table.text import shown, translator
from desktop.table.tray import TrayChoice
from rules.core import say_n
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.actions import ParkAction
from rules.day_at_the_park.data import ADVENTURES
from rules.day_at_the_park.pending import PendingKind
from rules.day_at_the_park.view import ParkView, SeatView

_tr = translator("DayAtTheParkTable")


class SideColumn(ParkParts):
    """Draws the column of piles, prompt, tray and completed adventures, and the banners."""

    def _build_side(self, view: ParkView) -> None:
        """The column: the piles, the prompt under them, then the tray and the completed adventures."""
        lay = self.lay
        y = lay.piles_y
        white = QColor("white")
        tile_x = lay.pile_x(0)
        title = self._label(_tr("Park tiles"), 15, bold=True, colour=white)
        title.setPos(max(tile_x, lay.side.left() + title.boundingRect().width() / 2), y - 72)  # clear of the piles
        size = min(70.0, lay.pile_w)
        pile = self.add(ParkTileItem(size, 1, "GGGG", "pile:tiles"))
        pile.setPos(tile_x, y - 6)
        pile.setOpacity(0.9 if view.tile_pile else 0.25)
        pile.paint_body = tile_back_painter(pile)  # type: ignore[method-assign,assignment]
        pile.setToolTip(_tr("Park tiles: {n} left").format(n=view.tile_pile))
        tiers = {"easy": _tr("Easy"), "medium": _tr("Medium"), "hard": _tr("Hard")}
        back_w = lay.pile_w
        # every pile's count on one line, just under the adventure cards (the tallest piles), so that a
        # count wider than its pile ("21 rimaste") stays clear of the next pile
        count_y = y - 6 + back_w * 4 / 3 / 2 + 14
        self._count(view.tile_pile, tile_x, count_y)
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
                back.set_words(_tr("{tier} adventures: {n} left").format(tier=tiers[tier], n=pile_view.size),
                               _tr("Draw the top {tier} adventure: click, then choose its side").format(
                                   tier=tiers[tier].lower()),
                               _tr("Press Enter to draw the top one, then choose its side."))
            self._count(pile_view.size, cx, count_y)
        attr_x = lay.pile_x(4)
        attr = self.add(ChipItem(min(60.0, back_w), "bench", "pile:attractions"))
        attr.setPos(attr_x, y - 6)
        attr.setToolTip(_tr("Attraction tokens, bench side up: {n} left").format(n=view.attraction_pile))
        self._count(view.attraction_pile, attr_x, count_y)
        asked = self.host.prompt(prompt(view, self.legal, self.host.seat_names(), self.path.steps, self.mode))
        label = self._label(asked, 17, bold=True, width=lay.side.width() - 4,
                             backdrop=QColor(255, 250, 240, 230))
        label.setPos(lay.side.center().x(), lay.prompt_top + label.boundingRect().height() / 2)
        self.speak_prompt(label)  # the look walk reads it (and starts there)
        label.setZValue(6)
        me = view.players[self.me(view)]
        tray, self.done_rect, self.done_step = lay.below_prompt(label.sceneBoundingRect().bottom(), len(me.done))
        self.tray.rect = tray
        self._build_done(view, me)

    def _count(self, n: int, x: float, y: float) -> None:
        """A pile's count under it, shrunk to the pile's share of the row ("rimanenti: 14" ran into the next)."""
        room = QSizeF(self.lay.side.width() / 5 - 6, 44)
        label = self.add(LabelItem.fitted(_tr("{n} left").format(n=n), 15, room, colour=QColor("white"), wrap=True))
        label.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        label.setPos(x, y)

    def _build_done(self, view: ParkView, pl: SeatView) -> None:
        """The completed adventures at the foot of the column, two to a row, with their points."""
        done = pl.done
        rect = self.done_rect
        points = pl.points()["adventures"]  # the rules' count (a swapped card keeps the score it made)
        completed = completed_words(len(done), points)
        title = self._label(completed, 15, bold=True, colour=QColor("white"))
        title.setPos(rect.center().x(), rect.top() + 11)
        self.speak(title)  # the look walk reads it
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
                strip.setToolTip(tip + "\n" + _tr("Game-end bonus: +{n}").format(n=entry.bonus))

    def _tray_choices(self, view: ParkView) -> list[TrayChoice]:
        """Every choice the tray offers now."""
        out: list[TrayChoice] = []
        spatial = (A.Place, A.Step, A.Figure, A.HighFiveStep, A.Lift, A.Complete, A.Tricycle, A.Start)
        for a in self.legal:
            if isinstance(a, spatial):
                continue
            if isinstance(a, A.CharacterAction) and isinstance(a.detail, A.RemoveTile | A.SwitchPlaces):
                continue
            group, text = label_of(a, view, bool(self.path))
            if isinstance(a, A.Stop):
                out.append(TrayChoice(text, self.confirm_move))
                if self.path:
                    out.append(TrayChoice(_tr("Clear path"), self.clear_path))
                continue
            out.append(TrayChoice(text, self._submitter(a), group, group_text(group)))
        # park-targeted specials open a mode that lights the park
        character = group_text("character")
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

    def piece_for(self, action: ParkAction, view: ParkView) -> TableItem | None:
        """What plays `action` from the column: the picker's chip or the tray's button for it, else the
        button (or the adventure pile) that opens its choices; None if nothing shown does."""
        chip = next((item for key, item in self.items.items()
                     if key.startswith("pick:") and item.data_.get("action") == action), None)
        if chip is not None:
            return chip
        group, text = label_of(action, view, bool(self.path))
        for wanted in (text, group_text(group) if group else None):
            button = next((item for key, item in self.items.items()
                           if key.startswith("tray:") and item.data_.get("label") == wanted), None)
            if button is not None:
                return button
        if isinstance(action, (A.Refill, A.DrawAdventure)):
            return self.items.get(f"pile:{action.tier}")
        return None

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
            buttons = [(label_of(a, view, bool(self.path))[1], self._submitter(a)) for a in self.legal
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
            chip.setToolTip(_tr("Gain {item}").format(item=items_said([item])))

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
            b.setToolTip(character_side_tip(view.players[me].character, name, side == name))
            b.setPos(tray.left() + half / 2 + k * (half + 10), tray.top() + 22)
            b.pressed.connect(lambda name=name: self._setup_set(name))
        for k, entry in enumerate(view.players[me].open):
            b = self.add(ButtonItem(_tr("{name}: {side}").format(name=adventure_name(entry.card),
                                                                 side=side_name(sides[k])), tray.width(), 44,
                                    key=f"setup:adv:{k}"))
            b.setToolTip(adventure_side_tip(entry.card, sides[k]))
            b.setPos(tray.center().x(), tray.top() + 76 + k * 54)
            b.pressed.connect(lambda k=k: self._setup_flip(k))
            adv = self.items.get(f"adventure:{entry.card}")
            if isinstance(adv, CardItem):
                show_side(adv, sides[k])
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
