"""The seats' areas: the other players' mats along the top, and the shown seat's mat under the park (character
card and nap token, items, attraction tokens, hand tiles, open adventures)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.day_at_the_park.art import (
    ADV_H,
    CHARACTER_STYLE,
    ITEM_SHOW_COLOUR,
    adventure_face,
    adventure_name,
    attraction_help,
    attraction_name,
    bonus_text,
    character_face,
    colour_name,
    item_name,
    item_word,
    items_said,
    items_text,
)
from desktop.games.day_at_the_park.layout import BADGE_R
from desktop.games.day_at_the_park.parts import MAT, ParkParts
from desktop.games.day_at_the_park.pieces import ChipItem, ParkTileItem
from desktop.games.day_at_the_park.words import token_of
from desktop.table import theme
from desktop.table.items import ButtonItem, CardItem, LabelItem
from desktop.table.painting import fit_words
from desktop.table.panels import SeatPanel
from desktop.table.text import points, shown, translator
from rules.core import say_n
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.actions import PlaceTile
from rules.day_at_the_park.data import ADVENTURES, ALL_TILES, CHARACTERS, ITEMS
from rules.day_at_the_park.pending import PendingKind
from rules.day_at_the_park.view import ParkView, SeatView

_tr = translator("DayAtTheParkTable")


class SeatAreas(ParkParts):
    """Draws every seat's mat: a strip for each rival, the shown seat's area in full."""

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
            # the score in the words of the shown seat's own mat ("0 points"), ending before the nap token
            score = self._label(points(view.score_of(seat)), 20, bold=True)
            score.setPos(disc.sceneBoundingRect().left() - 6 - score.boundingRect().width() / 2, box.top() + 20)
            # the name and character end before the score: smaller, then cut (the tooltip has it all)
            title = f"{names[seat]} · {CHARACTERS[pl.character].name}"
            ink = theme.deepened(QColor(colour), MAT.darker(106))  # the character's colour, dark enough on the mat
            room = score.sceneBoundingRect().left() - 4 - (box.left() + 36) - 2 * LabelItem.PAD_X
            label = self.add(LabelItem.fitted(title, 17, QSizeF(room, 28), display=True, colour=ink, name=names[seat]))
            label.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            label.setPos(box.left() + 36 + label.boundingRect().width() / 2, box.top() + 18)
            for k, item in enumerate(ITEMS):
                chip = self.add(ChipItem(26, "item", "", f"item:{item}:{ITEM_SHOW_COLOUR[item]}"))
                chip.setPos(box.left() + 24 + k * 58, box.top() + 50)
                chip.setToolTip(_tr("{item}: {n}").format(item=item_name(item), n=pl.count(item)))  # the count too
                count = self._label(f"×{pl.count(item)}", 15, bold=True)
                count.setPos(box.left() + 52 + k * 58, box.top() + 50)
            # (where the marker may end on the right, before the nap token; its height; where the items end)
            self.thinking_spots[seat] = (disc.sceneBoundingRect().left() - 4, box.top() + 50,
                                         count.sceneBoundingRect().right())
            # what the rival holds, in short ("2 tiles · 3 adventures open · 0 completed"), and in full on hover;
            # it leaves the attraction tokens at least room for a few beside it
            text, whole = rival_counts(pl.hand_size, len(pl.open), len(pl.done), names[seat])
            info = self.add(LabelItem.fitted(text, 15, QSizeF(box.width() - 12 - 20 - 100 - 2 * LabelItem.PAD_X, 26),
                                             tip=whole))
            info.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            info.setPos(box.right() - 12 - info.boundingRect().width() / 2, box.top() + 82)
            for words in (label, score, info):  # the look walk reads the seat's words as one stop
                self.speak(words, f"seat:{seat}")
            self._rival_tokens(pl.attractions, box, room=box.width() - 12 - info.boundingRect().width() - 20 - 22)

    def _rival_tokens(self, tokens: tuple[str, ...], box: QRectF, room: float) -> None:
        """A rival's attraction tokens, each kind a little stack (so two of a kind read as two, not as a blur),
        the kinds side by side; when `room` is short, the stacks and then the kinds close up, never running
        under the line of text beside them."""
        kinds = {kind: tokens.count(kind) for kind in dict.fromkeys(tokens)}
        extra = sum(kinds.values()) - len(kinds)
        stack = 11.0 if extra == 0 else max(4.0, min(11.0, (room - 24 * (len(kinds) - 1)) / extra))
        step = 24.0 if len(kinds) < 2 else max(12.0, min(24.0, (room - stack * extra) / (len(kinds) - 1)))
        x, z = box.left() + 20, 0
        for kind, count in kinds.items():
            for j in range(count):
                chip = self.add(ChipItem(22, kind, "", kind))
                chip.setPos(x + j * stack, box.top() + 82)
                chip.setZValue(chip.zValue() + z * 0.01)
                chip.setToolTip(f"{attraction_name(kind)}: {attraction_help(kind)}")
                z += 1
            x += step + (count - 1) * stack

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
        text = shown(say_n(view.score_of(me), "{name} — {n} point", "{name} — {n} points", name=names[me]))
        fitted = fit_words(text, QSizeF(room, 44), theme.display_font(20, bold=False), wrap=True, name=names[me])
        name = self._label(fitted.text, fitted.font.pixelSize(), display=True, width=room,
                           align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        name.setPos(lay.name_x + room / 2, lay.badge.y())
        self.speak(name)  # the look walk reads it
        if fitted.cut:
            name.setToolTip(text)
        # items by kind, two to a row
        for k, item in enumerate(ITEMS):
            cx, cy = x0 + 24 + (k % 2) * 108, box.top() + 78 + (k // 2) * 56
            chip = self.add(ChipItem(44, "item", f"items:{item}", f"item:{item}:{ITEM_SHOW_COLOUR[item]}"))
            chip.setPos(cx, cy)
            chip.setToolTip(_tr("{item}: {n}").format(item=item_name(item), n=pl.count(item)))
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
            what = _tr("{name}: {help}.").format(name=attraction_name(kind), help=attraction_help(kind))
            bench = _tr("Turned in on its bench side, it wakes your nap token.")
            if any(token_of(a) == kind for a in legal):
                chip.set_interactive(clickable=True)
                chip.set_words(what, _tr("Click to use it.") + " " + bench, _tr("Press Enter to use it.") + " " + bench)
            else:
                chip.set_words(what + " " + bench)
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
            # which tile it is first (as a placed one says), then what can be done with it now
            what = _tr("A {colour} {item}").format(colour=colour_name(ALL_TILES[t].colour),
                                                   item=item_word(ALL_TILES[t].item))
            tile.setToolTip(what)
            if any(isinstance(a, A.Place) and a.tile == t for a in self.legal):
                tile.set_interactive(draggable=True)
                tile.set_words(what, _tr("Drag onto the park; R, the wheel or a right-click turns it"),
                               _tr("Press Enter, then choose where it goes; R turns it."))
            elif me in view.acting and (view.step == "place" or extra == t):
                why = self.host.why_not_yet(PlaceTile(t))
                if why:
                    tile.setToolTip(what + "\n" + why)
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
                turned_in = items_said(entry.cost) if entry.cost else _tr("nothing more")
                adv.setToolTip(_tr("Complete for {n} points, turning in {items}").format(n=info.points,
                                                                                       items=turned_in))
                # the button names its card: two of them side by side would both read "Complete"
                button.setToolTip(_tr("Complete {name} for {n} points, turning in {items}").format(
                    name=adventure_name(info.id), n=info.points, items=turned_in))
            adv.shows = _adventure_look(adv)


def _adventure_look(adv: CardItem) -> tuple[object, ...]:
    """Everything an adventure card's face draws (`CardItem.shows`: the picture kept of it changes with it)."""
    return tuple(adv.data_.get(key) for key in ("card", "side", "free", "spend"))


def show_side(adv: CardItem, side: str) -> None:
    """Draw an adventure card on `side` before the choice is sent (setup's toggles): what it shows, and so
    the picture kept of it, follows."""
    adv.data_["side"] = side
    adv.shows = _adventure_look(adv)
    adv.update()


def rival_counts(tiles: int, opened: int, done: int, name: str) -> tuple[str, str]:
    """A rival's tiles and adventures: the mat's short line ("2 tiles · 3 adventures open · 0 completed") and
    the tooltip's whole sentence ("Ben has 2 tiles in hand, 3 adventures open and 0 completed")."""
    held = shown(say_n(tiles, "{n} tile", "{n} tiles"))
    open_ = shown(say_n(opened, "{n} adventure open", "{n} adventures open"))
    short = _tr("{tiles} · {open} · {done}").format(tiles=held, open=open_, done=_tr("{n} completed").format(n=done))
    whole = _tr("{name} has {tiles} in hand, {open} and {done} completed").format(name=name, tiles=held,
                                                                                  open=open_, done=done)
    return short, whole
