"""The other players' mats along the top of the Arturo table.

Each rival's mat holds its name, its Family Plan (face down until the end: their values show
only once turned), its Preparation cards as chips with the count taken, and whom its You Are
Really Good! names. The mat makes room for the chips by letting the plan's cards overlap.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from desktop.games.arturo.art import BONE
from desktop.games.arturo.parts import ArturoParts
from desktop.games.arturo.pieces import SMALL, FamilyCardItem, PrepCardItem, chip_width, night_mat
from desktop.table.items import LabelItem
from desktop.table.text import translator
from desktop.table.zones import DropZone
from rules.arturo import ArturoView
from rules.arturo.data import MEMBER_IDS, MEMBER_INDEX, PLAN_SIZE, PREP_CARDS, PREP_INDEX, REALLY_GOOD

_tr = translator("ArturoTable")


class RivalMats(ArturoParts):
    """Draws the rivals' mats: plan, Preparation chips and the name of whom they target."""

    def _build_opponents(self, v: ArturoView, me: int) -> None:
        n = v.num_players
        others = [(me + k) % n for k in range(1, n)]
        self.thinking_anchor.clear()
        if not others:
            return
        band = self.lay.opponents
        slot = band.width() / len(others)
        width = min(620.0, slot - 12)
        sw, sh = self.lay.small_card
        values = v.member_values
        for i, seat in enumerate(others):
            cx = band.left() + slot * (i + 0.5)
            rect = QRectF(cx - width / 2, band.top(), width, band.height())
            colour = self.host.seat_colour(seat)
            self.add(night_mat(rect, colour, active=seat == v.turn and not v.over), f"mat:{seat}")
            self.seat_anchor[seat] = QPointF(cx, rect.top() + 20)
            zone = self.add(DropZone(rect, f"seat:{seat}"))
            zone.data_["seat"] = seat
            player = v.players[seat]
            chips_w, step = self._mat_room(width, sw, face_up=player.plan is not None)
            for pos in range(1, PLAN_SIZE + 1):
                member = MEMBER_INDEX[player.plan[pos - 1]] if player.plan is not None else None
                value = values[MEMBER_IDS[member]] if member is not None else 0
                card = self.add(FamilyCardItem(member, value, self.names, colour.qcolor, f"opp:{seat}:{pos}", sw, sh),
                                f"opp:{seat}:{pos}")
                card.crowned = player.crown_position == pos
                if card.crowned:  # on top of a fanned plan, so its crown shows
                    card.setZValue(card.zValue() + 1)
                card.setPos(rect.left() + 22 + sw / 2 + (pos - 1) * step, rect.bottom() - sh / 2 - 10)
                if member is not None:
                    card.setToolTip(_tr("{member}: worth {value}").format(member=self.names.member(member),
                                                                          value=value))
                else:
                    card.setToolTip(_tr("{name}'s Family Plan, face down: seven relatives in an order only they "
                                        "know").format(name=self._player(seat)))
            taken = player.preparation
            for k, card_id in enumerate(taken):
                prep = self.add(PrepCardItem(card_id, self.names, f"taken:{seat}:{k}", chips_w, 30))
                prep.setPos(rect.right() - chips_w / 2 - 12, rect.top() + 22 + k * 34)
                tip = self.words.prep_tooltip(card_id)
                if PREP_CARDS[PREP_INDEX[card_id]].kind == REALLY_GOOD and player.target is not None:
                    tip += "\n" + _tr("It names {name}.").format(name=self._player(player.target))
                prep.setToolTip(tip)
            # the name runs up to the chips of the Preparation cards taken (cut if it must: the tooltip has it)
            chips_left = rect.right() - (chips_w + 12 if taken else 12)
            room = QSizeF(chips_left - 8 - (rect.left() + 40) - 2 * LabelItem.PAD_X, 30)
            title = self.add(LabelItem.fitted(self._player(seat), 19, room, display=True, colour=BONE,
                                              name=self._player(seat)))
            title.setPos(rect.left() + 40 + title.boundingRect().width() / 2, rect.top() + 20)
            self._prep_count(rect, title, chips_left, len(taken), len(taken) + v.prep_left(seat))
            self.thinking_anchor[seat] = QPointF(rect.left() + 22 + sw / 2 + (PLAN_SIZE - 1) * step / 2,
                                                 rect.bottom() - sh / 2 - 10)
            if player.target is not None and rect.height() >= 140:
                room = QSizeF(rect.right() - chips_w - 24 - (rect.left() + 30) - 2 * LabelItem.PAD_X, 24)
                note = self.add(LabelItem.fitted(_tr("You Are Really Good! names {name}").format(
                    name=self._player(player.target)), SMALL, room, colour=BONE, name=self._player(player.target)))
                for words in (title, note):  # the look walk reads the note with the name it follows (one stop)
                    self.speak(words, f"seat:{seat}")
                note.setPos(rect.left() + 30 + note.boundingRect().width() / 2, rect.top() + 48)

    def _prep_count(self, rect: QRectF, title: LabelItem, chips_left: float, taken: int, most: int) -> None:
        """"1/3": after the name where the row has room, else under the chips; with every card taken the chips
        say it all, and the count is only in the name's tooltip."""
        count = LabelItem(f"{taken}/{most}", SMALL + 1, bold=True, colour=BONE)
        words = _tr("Preparation cards taken (three at most)")
        half = count.boundingRect().width() / 2
        beside = title.sceneBoundingRect().right() - LabelItem.PAD_X + half
        under = rect.top() + 22 + taken * 34 - 6
        if beside + half - LabelItem.PAD_X <= chips_left - 4:
            spot = QPointF(beside, rect.top() + 20)
        elif taken < most and under + count.boundingRect().height() / 2 <= rect.bottom() - 4:
            spot = QPointF(chips_left + (rect.right() - 12 - chips_left) / 2, under)
        else:
            title.setToolTip("\n".join(t for t in (title.toolTip(), f"{words}: {taken}/{most}") if t))
            return
        self.add(count).setPos(spot)
        count.setToolTip(words)

    def _mat_room(self, width: float, sw: float, face_up: bool) -> tuple[float, float]:
        """How wide a rival's Preparation chips are and how far apart its Family Plan's cards lie.

        The chips are as wide as the longest card name needs, more where the plan can spare it. Where
        the mat is narrow the plan's cards overlap to make that room: face down they are all alike, so
        they may close up to a fanned hand; face up each still shows its portrait and value. Only a
        mat too narrow even then gets plain chips (colour and stopwatch; the tooltip names the card).
        """
        margins = 46.0  # the plan's left margin, the chips' right one and the gap between them
        need = chip_width(self.names)
        spare = width - margins - sw - (PLAN_SIZE - 1) * (sw + 2.0)
        tightest = width - margins - sw - (PLAN_SIZE - 1) * sw * (0.75 if face_up else 0.3)
        chips_w = min(240.0, max(need, spare)) if tightest >= need else 26.0
        return chips_w, min(sw + 6.0, (width - margins - chips_w - sw) / (PLAN_SIZE - 1))
