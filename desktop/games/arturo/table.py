"""The Arturo: un compleanno da paura table.

Layout (see layout.py; wide and compact arrangements): the other players along the top, each
with their Family Plan face down and their Preparation cards; the six Party decks with their
top card's family member, comic bubble and back-object icon; the Birthday and Cleaning cards
with their piles and running counts; the available objects and the face-up Preparation cards
across the middle; and the shown player's Family Plan at the bottom: seven cards, each with
how the member scores and what it is worth now.

Gestures: drag the top card of a deck onto the Birthday card (or click it, then the card) to
activate it; Grandpa Ivo then asks whom to copy (or drop him on the Cleaning card to copy the
Nanny, or on the objects to turn him over), and where a wanted object lies both clean and
cobwebbed the table asks which copy to take. Drag a Preparation card onto your plan to take it:
its effect becomes direct manipulation, with only the moves the card allows lit up. Every
question about a move in the making goes to the rules as a partial move (`Activating`,
`Preparing`); every figure shown comes from the rules' view.
"""

from __future__ import annotations

import contextlib
import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsScene

from desktop.games.arturo.art import BONE, CANDLE, NIGHT_INK, Names
from desktop.games.arturo.layout import Layout, layout_for
from desktop.games.arturo.pieces import (
    SMALL,
    BroomItem,
    ChoiceItem,
    CountsItem,
    DeckBackItem,
    FamilyCardItem,
    PartyCardItem,
    PileCardItem,
    PrepCardItem,
    SlotItem,
    chip_width,
    night_mat,
)
from desktop.games.arturo.scorepad import LAST_STEP, Scorepad, pad_figures
from desktop.table.base import GameTable, TableHost
from desktop.table.items import ButtonItem, LabelItem, TableItem
from desktop.table.pictures import Painter, item_painter
from desktop.table.text import shown, tidy_colon, translator
from desktop.table.zones import DropZone
from rules.arturo import Activate, Activating, ArturoAction, ArturoView, Ivo, Pick, Prepare, Preparing
from rules.arturo.activation import BIRTHDAY, CLEANING
from rules.arturo.data import (
    EXCUSE_ME,
    IVO,
    LIFE_OF_PARTY,
    MEMBER_IDS,
    MEMBER_INDEX,
    MEMBERS,
    MY_PLACE,
    NUM_OBJECTS,
    PARTY_CARDS,
    PLAN_MEMBERS,
    PLAN_SIZE,
    POSITION_SIGNS,
    PREP_CARDS,
    PREP_INDEX,
    PREP_KINDS,
    REALLY_GOOD,
    STAY_CLOSE,
    STEIN,
    SWAP_PLACES,
    WILD_DANCE,
)
from rules.arturo.scoring import COBWEBS, OBJECT, PAIRS
from rules.core import Action, Event, say_n

_tr = translator("ArturoTable")


def _ordinal(position: int) -> str:
    return (_tr("1st"), _tr("2nd"), _tr("3rd"), _tr("4th"), _tr("5th"), _tr("6th"), _tr("7th"))[position - 1]



class ArturoTable(GameTable[ArturoView]):
    """Draws an Arturo view and turns drags on decks, Preparation cards and the plan into actions."""


    def __init__(self, host: TableHost, scene: QGraphicsScene) -> None:
        super().__init__(host, scene)
        self.names = Names("en")
        self.lay: Layout = layout_for(self.area, self.compact)
        #: The Preparation card being carried out on the plan, with the drags made so far.
        self.preparing: Preparing | None = None
        #: An activation still asking a question: whom Grandpa Ivo copies, or which copy to take.
        self.activating: Activating | None = None
        self.seat_anchor: dict[int, QPointF] = {}
        #: Where a rival's "… is thinking" marker goes: over its face-down Family Plan, clear of its chips.
        self.thinking_anchor: dict[int, QPointF] = {}
        self.prompt_label: LabelItem | None = None

    # --- helpers -----------------------------------------------------------------------

    @staticmethod
    def me(view: ArturoView) -> int:
        return view.seat if view.seat is not None else 0

    def _language(self) -> Names:
        try:
            language = self.host.setting("language")
        except KeyError:
            language = "en"
        return Names(str(language or "en"))

    def _player(self, seat: int) -> str:
        return self.host.seat_names()[seat]

    def _plan_now(self) -> tuple[str, ...]:
        """The shown seat's own plan (empty for a spectator)."""
        v = self.view
        return v.plan or () if v is not None else ()

    # --- building ----------------------------------------------------------------------

    def build(self, view: ArturoView) -> None:
        v = view
        self.names = self._language()
        self.lay = layout_for(self.area, self.compact)
        can_act = bool(self.host.legal_actions())
        if not can_act:
            self.preparing, self.activating = None, None
        me = self.me(v)
        self._build_opponents(v, me)
        self._build_decks(v, can_act)
        self._build_piles(v)
        self._build_objects(v)
        self._build_prep_row(v, can_act)
        self._build_plan(v, me, can_act)
        if self.activating is not None:
            self._build_chooser(v, self.activating)
        if v.over:
            self._build_scorepad(v)
        self.add_thinking_label(colour=NIGHT_INK, backdrop=QColor(244, 236, 216, 240), z=90)

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
            title = self.add(LabelItem(self._player(seat), 19, display=True, colour=BONE))
            title.setPos(rect.left() + 40 + title.boundingRect().width() / 2, rect.top() + 20)
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
                    card.setToolTip(_tr("{name}'s Family Plan, position {pos} (face down)").format(
                        name=self._player(seat), pos=pos))
            taken = player.preparation
            for k, card_id in enumerate(taken):
                prep = self.add(PrepCardItem(card_id, self.names, f"taken:{seat}:{k}", chips_w, 30))
                prep.setPos(rect.right() - chips_w / 2 - 12, rect.top() + 22 + k * 34)
                tip = self._prep_tooltip(card_id)
                if PREP_CARDS[PREP_INDEX[card_id]].kind == REALLY_GOOD and player.target is not None:
                    tip += "\n" + _tr("It names {name}.").format(name=self._player(player.target))
                prep.setToolTip(tip)
            count = self.add(LabelItem(f"{len(taken)}/{len(taken) + v.prep_left(seat)}", SMALL + 1, bold=True,
                                       colour=BONE))
            count.setPos(rect.right() - chips_w - 40, rect.top() + 20)
            count.setToolTip(_tr("Preparation cards taken (three at most)"))
            self.thinking_anchor[seat] = QPointF(rect.left() + 22 + sw / 2 + (PLAN_SIZE - 1) * step / 2,
                                                 rect.bottom() - sh / 2 - 10)
            if player.target is not None and rect.height() >= 140:
                note = self.add(LabelItem(_tr("You Are Really Good! names {name}").format(
                    name=self._player(player.target)), SMALL, colour=BONE))
                note.setPos(rect.left() + 30 + note.boundingRect().width() / 2, rect.top() + 48)

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

    def _build_decks(self, v: ArturoView, can_act: bool) -> None:
        lay = self.lay
        if lay.decks_title is not None:
            self.add(LabelItem(_tr("Party decks"), 19, display=True, colour=BONE)).setPos(lay.decks_title)
        w, h = lay.deck_card
        for deck in v.decks:
            at = lay.deck(deck.number)
            if deck.top is None:
                self.add(LabelItem(_tr("(used up)"), SMALL, colour=BONE)).setPos(at)
                continue
            if deck.size > 1:
                self.add(DeckBackItem(deck.size - 1, w, h)).setPos(at)
            card = self.add(PartyCardItem(deck.top, self.names, w, h, key=f"deck:{deck.number}"))
            card.data_.update(kind="deck", deck=deck.number)
            card.setPos(at)
            card.set_interactive(draggable=can_act and self.preparing is None and self.activating is None)
            card.setToolTip(self._deck_tooltip(deck.number, card))
            cards = shown(say_n(deck.size, "{n} card", "{n} cards"))
            caption = self.add(LabelItem(cards, SMALL, bold=True, colour=BONE))
            caption.setPos(at + QPointF(0, lay.deck_caption + 8))

    def _deck_tooltip(self, number: int, card: PartyCardItem) -> str:
        member = card.member
        wanted = MEMBERS[member].desires
        if member == STEIN:
            wants = _tr("every available object, if one has cobwebs")
        elif member == IVO:
            wants = _tr("whatever the member he copies wants")
        else:
            wants = _tr("{first} and {second}").format(first=self.names.object(wanted[0]),
                                                       second=self.names.object(wanted[1]))
        back = self.names.object(card.object)
        template = (_tr("Deck {deck}: {member} wants {wants}; the back is a cobwebbed {back}") if card.cobwebs
                    else _tr("Deck {deck}: {member} wants {wants}; the back is a clean {back}"))
        return template.format(deck=number, member=self.names.member(member), wants=wants, back=back)

    def _build_piles(self, v: ArturoView) -> None:
        lay = self.lay
        w, h = lay.pile_card
        birthday = self.add(PileCardItem("birthday", len(v.birthday), w, h))
        birthday.setPos(lay.birthday)
        birthday.setToolTip(_tr("The Birthday card: objects taken for the party go under it and score at the end"))
        zone = self.add(DropZone(QRectF(lay.birthday.x() - w / 2 - 10, lay.birthday.y() - h / 2 - 10, w + 20,
                                        h + 20), "birthday"))
        zone.setToolTip(_tr("Drop a deck's top card here to activate it"))
        counts = v.birthday_counts
        box = self.add(CountsItem([(o, counts[o]) for o in range(NUM_OBJECTS)], key="counts:birthday"))
        box.setPos(lay.birthday_counts)
        cleaning = self.add(PileCardItem("cleaning", len(v.cleaning), w, h))
        cleaning.setPos(lay.cleaning)
        cleaning.setToolTip(_tr("The Cleaning card: the Nanny's haul; only cobwebbed objects count"))
        self.add(DropZone(QRectF(lay.cleaning.x() - w / 2 - 10, lay.cleaning.y() - h / 2 - 10, w + 20, h + 20),
                          "cleaning"))
        cleaned = _tr("{n} cleaned in all").format(n=len(v.cleaning))
        cbox = self.add(CountsItem([(-1, v.cleaning_cobwebs)], cleaned, columns=1, key="counts:cleaning"))
        cbox.setPos(lay.cleaning_counts)
        cbox.setToolTip(_tr("Cobwebbed objects under the Cleaning card: the Nanny's column of the scorepad"))
        if v.discard:
            dw, dh = lay.discard_card
            last = self.add(PartyCardItem(v.discard[-1], self.names, dw, dh, "discard"))
            last.setPos(lay.discard)
            last.setOpacity(0.85)
            last.setToolTip(shown(say_n(len(v.discard), "Discard pile: {n} card", "Discard pile: {n} cards")))
            label = self.add(LabelItem(_tr("discard: {n}").format(n=len(v.discard)), SMALL, colour=BONE))
            label.setPos(lay.discard + QPointF(0, dh / 2 + 14))

    def _build_objects(self, v: ArturoView) -> None:
        lay = self.lay
        w, h = lay.object_card
        title = self.add(LabelItem(_tr("Available objects: {n}").format(n=len(v.table)), SMALL + 2, bold=True,
                                   colour=BONE))
        title.setPos(lay.objects.x(), lay.objects.y() - h / 2 - (lay.objects_lift if len(v.table) > 8 else 0) - 20)
        if any(self._deck_member(v, d.number) == IVO for d in v.decks):
            # only Grandpa Ivo can be sent here by hand (turned over instead of copying)
            zone = self.add(DropZone(QRectF(lay.objects.x() - lay.objects_width / 2 - 10, lay.objects.y() - h,
                                            lay.objects_width + 20, 2 * h), "objects"))
            zone.setToolTip(_tr("Grandpa Ivo dropped here turns over into an object"))
        for i, (card_id, pos) in enumerate(zip(v.table, lay.object_positions(len(v.table)), strict=True)):
            card = self.add(PartyCardItem(card_id, self.names, w, h, f"obj:{card_id}", face_up=False))
            card.setPos(pos)
            card.setZValue(i * 0.01)
            name = self.names.object(card.object)
            card.setToolTip(_tr("{object} (cobwebs)").format(object=name) if card.cobwebs else name)

    def _build_prep_row(self, v: ArturoView, can_act: bool) -> None:
        lay = self.lay
        row = [c for c in v.row if self.preparing is None or c != self.preparing.card]
        w, h = lay.prep_card
        if row:
            first, last = lay.prep(0, len(row)), lay.prep(min(len(row), lay.prep_per_row) - 1, len(row))
            title = self.add(LabelItem(_tr("Preparation cards"), SMALL + 2, bold=True, colour=BONE))
            title.setPos((first.x() + last.x()) / 2, first.y() - h / 2 - 18)
        for i, card_id in enumerate(row):
            card = self.add(PrepCardItem(card_id, self.names, f"prep:{card_id}", w, h))
            card.setPos(lay.prep(i, len(row)))
            card.setZValue(i * 0.01)
            card.set_interactive(draggable=can_act and self.preparing is None and self.activating is None)
            card.setToolTip(self._prep_tooltip(card_id) + "\n" + _tr("Drag it onto your Family Plan to take it."))

    def _prep_tooltip(self, card_id: str) -> str:
        kind = PREP_CARDS[PREP_INDEX[card_id]].kind
        return f"{self.names.prep(kind)}: {shown(PREP_KINDS[kind].effect)}"

    def _build_plan(self, v: ArturoView, me: int, can_act: bool) -> None:
        lay = self.lay
        colour = self.host.seat_colour(me)
        self.add(night_mat(lay.plan_mat, colour, 230, active=me == v.turn and not v.over), f"mat:{me}")
        self.seat_anchor[me] = QPointF(lay.plan_mat.center().x(), lay.plan_mat.top() + 22)
        spectator = v.seat is None
        heading = _tr("{name} — Family Plan").format(name=self._player(me))
        if spectator and not v.over:
            heading = _tr("{name} — Family Plan (face down: you are watching)").format(name=self._player(me))
        title = self.add(LabelItem(heading, 20, display=True, colour=BONE))
        title.setPos(lay.plan_mat.left() + 44 + title.boundingRect().width() / 2, lay.plan_mat.top() + 22)
        plan = self.preparing.shown_plan() if self.preparing is not None else v.plan_of(me)
        values = v.member_values
        crown = v.crown_position(me)
        pw, ph = lay.plan_card
        for pos in range(1, PLAN_SIZE + 1):
            at = lay.plan(pos)
            sign = POSITION_SIGNS[pos - 1]
            tag = _ordinal(pos) + (" +" if sign > 0 else (" −" if sign < 0 else ""))
            tag_item = self.add(LabelItem(tag, SMALL + 1, bold=True,
                                          colour=BONE if sign else QColor(244, 236, 216, 150)))
            tag_item.setPos(at.x(), lay.plan_tags_y)
            tag_item.setToolTip(_tr("Added to your score at the end") if sign > 0 else (
                _tr("Subtracted from your score at the end") if sign < 0 else _tr("Does not score (breaks ties)")))
            zone = self.add(DropZone(QRectF(at.x() - pw / 2 - 6, at.y() - ph / 2 - 6, pw + 12, ph + 12),
                                     f"slot:{pos}"))
            zone.data_["pos"] = pos
            member = MEMBER_INDEX[plan[pos - 1]] if plan is not None else None
            value = values[MEMBER_IDS[member]] if member is not None else 0
            card = self.add(FamilyCardItem(member, value, self.names, colour.qcolor, f"mine:{pos}", pw, ph))
            card.data_.update(kind="member", pos=pos)
            card.crowned = crown == pos
            card.setPos(at)
            if member is not None:
                card.setToolTip(self._member_tooltip(v, member, value))
        for start, onto in self.preparing.drags if self.preparing is not None else ():
            for pos in (start, onto):  # the swaps chosen so far
                self.items[f"mine:{pos}"].set_hint(True)
            mark = self.add(LabelItem(_tr("↔ swapped"), SMALL, bold=True, colour=NIGHT_INK, backdrop=CANDLE))
            mark.setPos((lay.plan(start).x() + lay.plan(onto).x()) / 2, lay.plan_first.y() + ph / 2 + 16)
            mark.setZValue(8)
        self._build_held(v, me)
        if self.preparing is not None:
            using = self.add(PrepCardItem(self.preparing.card, self.names, "using", *lay.prep_card))
            using.setPos(lay.using)
            using.set_hint(True)
            cancel = self.add(ButtonItem(_tr("Cancel"), 150, 46, key="cancel-prep"))
            cancel.setPos(lay.cancel)
            cancel.pressed.connect(self.cancel)
            self._light_movable()
        prompt = self.add(LabelItem(self._prompt(v, me, can_act), SMALL + 2, bold=True, colour=NIGHT_INK,
                                    width=lay.prompt_width, backdrop=QColor(244, 236, 216, 235)))
        prompt.setPos(lay.prompt)
        prompt.setZValue(6)
        self.prompt_label = prompt

    def _member_tooltip(self, v: ArturoView, member: int, value: int) -> str:
        parts = []
        for line in v.value_lines(MEMBER_IDS[member]):
            if line.kind == OBJECT:
                what = self.names.object(line.obj)
            elif line.kind == PAIRS:
                what = _tr("teddy-and-spring pairs")
            elif line.kind == COBWEBS:
                what = _tr("cobwebbed objects cleaned")
            else:
                continue
            parts.append(_tr("{count} × {what} at {each} = {points}").format(count=line.count, what=what,
                                                                              each=line.each, points=line.points))
        return _tr("{member}: worth {value} now").format(member=self.names.member(member), value=value) + "\n" + \
            "\n".join(parts)

    def _build_held(self, v: ArturoView, me: int) -> None:
        lay = self.lay
        held = v.players[me].preparation
        room = len(held) + v.prep_left(me)
        label = self.add(LabelItem(_tr("Preparation cards: {k}/{n}").format(k=len(held), n=room), SMALL + 1,
                                   bold=True, colour=BONE))
        label.setPos(lay.held_title)
        w, h = lay.prep_card
        for k in range(room):
            if k < len(held):
                card = self.add(PrepCardItem(held[k], self.names, f"held:{k}", w, h))
                card.setPos(lay.held(k))
                card.setToolTip(self._prep_tooltip(held[k]))
            else:
                self.add(SlotItem(w, h)).setPos(lay.held(k))

    def _light_movable(self) -> None:
        """While a Preparation card is carried out, the members with at least one allowed move glow."""
        for pos in range(1, PLAN_SIZE + 1):
            item = self.items.get(f"mine:{pos}")
            if item is None:
                continue
            movable = any(self._member_verdict(pos, t) is None for t in range(1, PLAN_SIZE + 1) if t != pos)
            item.set_interactive(draggable=movable)
            if movable:
                item.set_hint(True)

    def _prompt(self, v: ArturoView, me: int, can_act: bool) -> str:
        """What the shown player can do now, naming them (hot-seat players share the screen)."""
        if v.over:
            return _tr("The party is over!")
        if not can_act:
            return _tr("Waiting for {name}…").format(name=self._player(v.turn))
        name = self._player(me)
        if self.activating is not None:
            if self.activating.copy is None and not self.activating.flip and self._deck_member(
                    v, self.activating.deck) == IVO:
                return _tr("{name} — Grandpa Ivo: pick whom he copies, or turn him over.").format(name=name)
            return _tr("{name} — which copy is taken? Clean or cobwebbed: pick one.").format(name=name)
        prep = self.preparing
        if prep is not None:
            card = PREP_CARDS[PREP_INDEX[prep.card]]
            title = self.names.prep(card.kind)
            if card.kind == WILD_DANCE:
                return _tr("{name} — {card}: drag a member onto a neighbour to swap them ({done} of {all} swaps)."
                           ).format(name=name, card=title, done=len(prep.drags), all=prep.drags_needed)
            if card.kind == STAY_CLOSE:
                return _tr("{name} — {card}: drag the first card of one pair onto the first card of the other pair."
                           ).format(name=name, card=title)
            if card.kind == MY_PLACE:
                return _tr("{name} — {card}: drag position {a} onto position {b}.").format(
                    name=name, card=title, a=card.param[0], b=card.param[1])
            if card.kind == SWAP_PLACES:
                return _tr("{name} — {card}: drag {a} onto {b}.").format(
                    name=name, card=title, a=self.names.member(card.param[0]), b=self.names.member(card.param[1]))
            if card.kind == EXCUSE_ME:
                return shown(say_n(card.param[0], "{name} — {card}: drag a member exactly {n} place left or right.",
                                   "{name} — {card}: drag a member exactly {n} places left or right.", name=name,
                                   card=title))
        return _tr("{name} — your turn: drag a deck's top card onto the Birthday card, or a Preparation card "
                   "onto your plan.").format(name=name)

    @staticmethod
    def _deck_member(v: ArturoView, deck: int) -> int | None:
        top = v.deck_top(deck)
        return PARTY_CARDS_BY_ID[top].member if top is not None else None

    def _build_chooser(self, v: ArturoView, question: Activating) -> None:
        """The open question of an activation: whom Grandpa Ivo copies, or which copy to take."""
        area = self.lay.chooser()
        self.add(night_mat(area, None, 245, edge=CANDLE, z=80))
        ivo = question.copy is None and not question.flip and self._deck_member(v, question.deck) == IVO
        heading = _tr("Grandpa Ivo copies… (or turns over into an object)") if ivo else self._copy_heading(v, question)
        title = self.add(LabelItem(heading, 20, display=True, colour=BONE))
        title.setPos(area.center().x(), area.top() + 28)
        title.setZValue(81)
        choices: list[ChoiceItem] = []
        if ivo:
            for m in PLAN_MEMBERS:
                partial = Activating(question.deck, copy=m)
                item = ChoiceItem(f"ivo:{MEMBER_IDS[m]}", self.names.member(m), self.host.why_not_yet(partial) is None,
                                  member=m)
                item.partial = partial
                choices.append(item)
            flip = Activating(question.deck, flip=True)
            item = ChoiceItem("ivo:flip", _tr("Turn him over"), self.host.why_not_yet(flip) is None)
            item.partial = flip
            choices.append(item)
        else:
            for k, action in enumerate(self._arturo_actions(self.host.completions(question))):
                outcome = v.outcome(action) if isinstance(action, Activate | Ivo) else None
                taken = [PARTY_CARDS_BY_ID[c] for c in outcome.taken] if outcome is not None else []
                label = ", ".join(self._pick_words(c.back, c.cobwebs) for c in taken)
                item = ChoiceItem(f"copy:{k}", label, True, objects=tuple((c.back, c.cobwebs) for c in taken),
                                  width=200, height=140)
                item.action = action
                choices.append(item)
        step = min(140.0, (area.width() - 120) / max(1, len(choices)))
        step = max(step, choices[0].w + 16) if choices else step
        first = area.center().x() - step * (len(choices) - 1) / 2
        for i, item in enumerate(choices):
            self.add(item)
            item.setPos(first + i * step, area.top() + area.height() * 0.58)
            item.setZValue(82)
        cancel = self.add(ButtonItem(_tr("Cancel"), 130, 42, key="cancel-ivo"))
        cancel.setPos(area.right() - 80, area.top() + 28)
        cancel.setZValue(82)
        cancel.pressed.connect(self.cancel)

    def _copy_heading(self, v: ArturoView, question: Activating) -> str:
        member = question.copy if question.copy is not None else self._deck_member(v, question.deck)
        who = self.names.member(member) if member is not None else ""
        return _tr("Which copies does {member} take?").format(member=who)

    def _pick_words(self, obj: int, cobwebbed: bool) -> str:
        name = self.names.object(obj)
        return _tr("cobwebbed {object}").format(object=name) if cobwebbed else _tr("clean {object}").format(
            object=name)

    @staticmethod
    def _arturo_actions(actions: list[Action]) -> list[ArturoAction]:
        return [a for a in actions if isinstance(a, Activate | Ivo | Prepare)]

    def _build_scorepad(self, v: ArturoView, step: int = LAST_STEP) -> None:
        n = v.num_players
        area = self.area
        colours = [self.host.seat_colour(s) for s in range(n)]
        pad = self.add(Scorepad(pad_figures(v), self.host.seat_names(), colours, self.names,
                                width=min(1800.0, area.width() - 40), height=min(700.0, area.height() - 40)))
        pad.setPos(area.center())
        pad.set_step(step)

    def thinking_spot(self, seat: int, label: LabelItem) -> QPointF | None:
        return self.thinking_anchor.get(seat)

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        return self.seat_anchor.get(seat, self.area.center())

    # --- gestures: what is legal where -----------------------------------------------------

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        kind = item.data_.get("kind")
        if kind == "deck" and isinstance(item, PartyCardItem):
            return self._deck_verdict(int(item.data_["deck"]), item.member, zone.key)
        if kind == "prep":
            return self._prep_verdict(self._prep_partial(str(item.data_["card"]), zone))
        if kind == "member" and zone.key.startswith("slot:"):
            return self._member_verdict(int(item.data_["pos"]), int(zone.data_["pos"]))
        if kind == "member":
            return _tr("your Family Plan changes only through a Preparation card")
        return _tr("that cannot go there")

    def _deck_verdict(self, deck: int, member: int, key: str) -> str | None:
        v = self.view
        if self.preparing is not None:
            return _tr("finish (or cancel) the Preparation card first")
        is_ivo = member == IVO
        if key == "birthday":
            return self.host.why_not_yet(Activating(deck))
        if key == "cleaning":
            if is_ivo:
                return self.host.why_not_yet(Activating(deck, copy=STEIN))
            outcome = v.outcome(Activate(deck)) if v is not None else None
            if outcome is not None and outcome.pile != CLEANING:
                who = self.names.member(member)
                if outcome.pile == BIRTHDAY:
                    return _tr("{member} takes objects for the Birthday card: drop the card there").format(member=who)
                return _tr("{member} finds nothing to take and turns over: drop the card on the Birthday card").format(
                    member=who)
            return self.host.why_not_yet(Activating(deck))
        if key == "objects":
            if is_ivo:
                return self.host.why_not_yet(Activating(deck, flip=True))
            return _tr("drop the card on the Birthday card: the rules decide whether it takes objects or turns over")
        return _tr("drag the card onto the Birthday card to activate it")

    def _prep_partial(self, card_id: str, zone: DropZone) -> Preparing | None:
        """The Preparation card `card_id` put down on `zone`, as a move in the making (None: not a place for it)."""
        if zone.key.startswith("seat:"):
            return Preparing(card_id, self._plan_now(), onto_seat=int(zone.data_["seat"]))
        if zone.key.startswith("slot:"):
            return Preparing(card_id, self._plan_now(), onto_position=int(zone.data_["pos"]))
        return None

    def _prep_verdict(self, partial: Preparing | None) -> str | None:
        if self.preparing is not None or self.activating is not None:
            return _tr("finish (or cancel) the Preparation card in use first")
        if partial is None:
            return _tr("Preparation cards go on your Family Plan")
        return self.host.why_not_yet(partial)

    def _member_verdict(self, pos: int, target: int) -> str | None:
        """Is dragging the member at `pos` onto `target` an allowed step of the card in use?"""
        if self.preparing is None:
            return _tr("your Family Plan changes only through a Preparation card")
        if pos == target:
            return _tr("drop it on another position")
        return self.host.why_not_yet(self.preparing.dragged(pos, target))

    # --- gestures: carrying them out ----------------------------------------------------------

    def drop(self, item: TableItem, zone: DropZone) -> None:
        kind = item.data_.get("kind")
        if kind == "deck" and isinstance(item, PartyCardItem):
            deck = int(item.data_["deck"])
            if item.member == IVO:
                if zone.key == "cleaning":
                    self._advance(Activating(deck, copy=STEIN))
                elif zone.key == "objects":
                    self._advance(Activating(deck, flip=True))
                else:
                    self.activating = Activating(deck)
                    self._refresh()
                return
            self._advance(Activating(deck))
        elif kind == "prep":
            partial = self._prep_partial(str(item.data_["card"]), zone)
            if partial is None:
                return
            if partial.drags_needed and partial.onto_position is not None:
                self.preparing = Preparing(partial.card, partial.plan)
                self._refresh()
                return
            self._finish(partial)
        elif kind == "member" and self.preparing is not None:
            step = self.preparing.dragged(int(item.data_["pos"]), int(zone.data_["pos"]))
            if step.complete:
                self._finish(step)
            else:
                self.preparing = step
                self._refresh()

    def _advance(self, partial: Activating) -> None:
        """Play an activation if the rules leave one way to do it, else ask the remaining question."""
        actions = self._arturo_actions(self.host.completions(partial))
        if len(actions) == 1:
            self._submit(actions[0])
            return
        if not actions:
            reason = self.host.why_not_yet(partial)
            self.reason(reason or _tr("that cannot become a legal move now"))
            return
        self.activating = partial
        self._refresh()

    def _finish(self, partial: Preparing) -> None:
        """Play the one action a finished move in the making stands for (or show why there is none)."""
        actions = self._arturo_actions(self.host.completions(partial))
        if len(actions) == 1:
            self._submit(actions[0])
        else:
            self.reason(self.host.why_not_yet(partial) or _tr("that choice is not yet complete"))

    def _refresh(self) -> None:
        if self.view is not None:
            self.rebuild(self.view)

    def _submit(self, action: ArturoAction) -> None:
        kept = self.preparing, self.activating
        self.preparing, self.activating = None, None
        reason = self.host.submit(action)
        if reason is not None:
            self.preparing, self.activating = kept
            self.reason(reason)
            self._refresh()

    def item_activated(self, item: TableItem) -> None:
        if not isinstance(item, ChoiceItem):
            return
        if item.action is not None:
            self._submit(item.action)
        elif item.partial is not None:
            reason = self.host.why_not_yet(item.partial)
            if reason is not None:
                self.reason(reason, item.sceneBoundingRect().center())
                return
            self._advance(item.partial)

    def select(self, item: TableItem | None) -> None:
        """While a member is picked up only its allowed targets glow; the movable-member hints rest."""
        super().select(item)
        if self.preparing is None:
            return
        picked = item is not None and item.data_.get("kind") == "member"
        for pos in range(1, PLAN_SIZE + 1):
            card = self.items.get(f"mine:{pos}")
            if card is not None:
                card.set_hint(not picked and card.draggable)

    def cancel(self) -> None:
        """Put the Preparation card back / close the question of an activation."""
        self.preparing, self.activating = None, None
        self._refresh()

    def key_pressed(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and (self.preparing is not None or self.activating is not None):
            self.cancel()
            return True
        return super().key_pressed(event)

    # --- hints and scores -------------------------------------------------------------------

    def show_hint(self, action: Action) -> None:
        for item in self.items.values():
            item.set_hint(False)
        target: QPointF | None = None
        if isinstance(action, Activate | Ivo):
            card = self.items.get(f"deck:{action.deck}")
            if card is not None:
                card.set_hint(True)
                target = card.sceneBoundingRect().center()
            zone = self.zones.get("birthday")
            if zone is not None:
                zone.set_glow("hint")
        elif isinstance(action, Prepare):
            for key, item in self.items.items():
                if key.startswith("prep:") and isinstance(item, PrepCardItem) and item.card.kind == action.kind:
                    item.set_hint(True)
                    target = item.sceneBoundingRect().center()
                    break
        self.reason(self._hint_words(action), target)

    def _hint_words(self, action: Action) -> str:
        """The suggestion in player words: whom to activate (and which copies), or which Preparation and how."""
        hint = _tr("Hint: {move}")
        if isinstance(action, Activate):
            card = self.items.get(f"deck:{action.deck}")
            who = self.names.member(card.member) if isinstance(card, PartyCardItem) else ""
            move = _tr("activate {member} (the lit card)").format(member=who)
            return hint.format(move=move + self._picks_words(action.picks))
        if isinstance(action, Ivo):
            if action.copy is None:
                return hint.format(move=_tr("Grandpa Ivo: turn him over"))
            move = _tr("Grandpa Ivo: copy {member}").format(member=self.names.member(action.copy))
            return hint.format(move=move + self._picks_words(action.picks))
        if not isinstance(action, Prepare):
            return hint.format(move=str(action))
        title, d = self.names.prep(action.kind), action.detail
        if action.kind == WILD_DANCE:
            pairs = ", ".join(f"{a} ↔ {a + 1}" for a in d)
            move = _tr("{card}, swapping {pairs}").format(card=title, pairs=pairs)
        elif action.kind == STAY_CLOSE:
            move = _tr("{card}, swapping the pair {a}–{a2} with the pair {b}–{b2}").format(
                card=title, a=d[0], a2=d[0] + 1, b=d[1], b2=d[1] + 1)
        elif action.kind == MY_PLACE:
            move = _tr("{card}, swapping positions {a} ↔ {b}").format(card=title, a=d[0], b=d[1])
        elif action.kind == SWAP_PLACES:
            move = _tr("{card}, swapping {a} ↔ {b}").format(card=title, a=self.names.member(d[0]),
                                                            b=self.names.member(d[1]))
        elif action.kind == EXCUSE_ME:
            if d[1] > 0:
                move = shown(say_n(d[2], "{card}, moving the member at position {pos} {n} place right",
                                   "{card}, moving the member at position {pos} {n} places right",
                                   card=title, pos=d[0]))
            else:
                move = shown(say_n(d[2], "{card}, moving the member at position {pos} {n} place left",
                                   "{card}, moving the member at position {pos} {n} places left",
                                   card=title, pos=d[0]))
        elif action.kind == REALLY_GOOD:
            move = _tr("{card}, naming {name}").format(card=title, name=self._player(d[0]))
        elif action.kind == LIFE_OF_PARTY:
            move = _tr("{card}, crowning the member in position {pos}").format(card=title, pos=d[0])
        else:
            move = _tr("take {card}").format(card=title)
        return hint.format(move=move)

    def _picks_words(self, picks: tuple[Pick, ...]) -> str:
        if not picks:
            return ""
        return _tr(", taking the {copies}").format(copies=", ".join(self._pick_words(p.obj, p.cobwebbed)
                                                                   for p in picks))

    def score_lines(self, view: ArturoView) -> list[tuple[int, str]]:
        scores = view.scores
        if scores is not None:
            return [(s, tidy_colon(_tr("{name}: {points} points").format(name=self._player(s), points=score.total),
                                   self._player(s))) for s, score in enumerate(scores)]
        lines = []
        for s, player in enumerate(view.players):
            room = len(player.preparation) + view.prep_left(s)
            text = tidy_colon(_tr("{name}: {k}/{n} Preparation cards").format(
                name=self._player(s), k=len(player.preparation), n=room), self._player(s))
            points = view.plan_points(s)
            if points is not None:
                text += " · " + _tr("plan {points}").format(points=f"{points:+d}")
            lines.append((s, text))
        return lines

    # --- animation of events ------------------------------------------------------------------

    def animate(self, events: list[Event], view: ArturoView) -> None:
        a = self.animator
        ended = False
        for event in events:
            kind = event.kind
            if kind == "flip":
                self._animate_flip(event)
            elif kind == "collect":
                self._animate_collect(event)
            elif kind == "discard":
                card = self.items.get(f"deck:{self._deck_number(event.need('from'))}")
                if card is not None:
                    with a.beat():
                        a.move(card, self.lay.discard, ms=280)
                        a.fade(card, 0.0, 280)
            elif kind == "prepare":
                self._animate_prepare(event)
            elif kind == "plan" and event.visible(self.host.perspective):  # only its seat sees the new plan
                self._animate_my_plan([str(m) for m in event.need("plan")])
            elif kind == "game-end":
                ended = True
        if ended and isinstance(view, ArturoView):  # the scorepad is filled in step by step
            a.call(functools.partial(self._build_scorepad, view, 0))
            for step in range(1, LAST_STEP + 1):
                a.pause(260)
                a.call(functools.partial(self._pad_step, step))
        a.call(lambda: self.rebuild(view))

    @staticmethod
    def _deck_number(text: object) -> int:
        digits = "".join(ch for ch in str(text) if ch.isdigit())
        return int(digits) if digits else 0

    def _pad_step(self, step: int) -> None:
        pad = self.items.get("scorepad")
        if isinstance(pad, Scorepad):
            with contextlib.suppress(RuntimeError):
                pad.set_step(step)

    def _animate_flip(self, event: Event) -> None:
        card = self.items.get(f"deck:{event.need('deck')}")
        if not isinstance(card, PartyCardItem):
            return
        count = len([k for k in self.items if k.startswith("obj:")]) + 1
        target = self.lay.object_positions(count)[-1]
        with self.animator.beat():
            card.setZValue(60)
            self.animator.move(card, target, ms=320)
        self.animator.flip(card, False)
        self.animator.pause(120)

    def _animate_collect(self, event: Event) -> None:
        a = self.animator
        card = self.items.get(f"deck:{event.need('deck')}")
        to_cleaning = event.need("to") == CLEANING
        pile = self.lay.cleaning if to_cleaning else self.lay.birthday
        if card is not None:
            card.setZValue(60)
            with a.beat():
                a.move(card, QPointF(pile.x() - 120, pile.y() - 10), ms=280)
        movers = [m for m in (self.items.get(f"obj:{c}") for c in event.need("taken")) if m is not None]
        if to_cleaning and movers:
            broom = self.add(BroomItem())
            broom.setPos(min(m.x() for m in movers) - 60, self.lay.objects.y())
            for m in movers:  # the sweep: one object after another, the broom following
                m.setZValue(65)
                with a.beat():
                    a.move(broom, QPointF(m.x(), m.y()), ms=140)
                    a.move(m, pile, ms=360)
            a.fade(broom, 0.0, 160)
        else:
            with a.beat():
                for m in movers:
                    m.setZValue(65)
                    a.move(m, pile, ms=380)
        a.pause(100)

    def _animate_prepare(self, event: Event) -> None:
        a = self.animator
        seat = event.actor
        v = self.view
        me = self.me(v) if v is not None else 0
        card = self.items.get(f"prep:{event.need('card')}")
        if card is None and seat == me:
            card = self.items.get("using")  # the card that was being carried out on my plan
        if card is not None:
            anchor = self.seat_anchor.get(seat, self.area.center())
            card.setZValue(60)
            with a.beat():
                a.move(card, self.lay.held(2) if seat == me else anchor, ms=320)
        if seat != me:
            moves = [(int(m[0]), int(m[1])) for m in event.need("moves")]
            with a.beat():
                for src, dst in moves:
                    item = self.items.get(f"opp:{seat}:{src}")
                    goal = self.items.get(f"opp:{seat}:{dst}")
                    if item is not None and goal is not None:
                        a.move(item, QPointF(goal.x(), goal.y() - 18), ms=300)
            if moves:  # lifted cards settle into their new places
                home = {src: self.items[f"opp:{seat}:{dst}"].pos() for src, dst in moves
                        if f"opp:{seat}:{dst}" in self.items}
                with a.beat():
                    for src, pos in home.items():
                        item = self.items.get(f"opp:{seat}:{src}")
                        if item is not None:
                            a.move(item, pos, ms=200)

    def _animate_my_plan(self, plan: list[str]) -> None:
        """Slide my Family cards to their new positions (the event is private to me)."""
        where = {MEMBER_INDEX[m]: i + 1 for i, m in enumerate(plan) if m in MEMBER_INDEX}
        with self.animator.beat():
            for pos in range(1, PLAN_SIZE + 1):
                item = self.items.get(f"mine:{pos}")
                member = item.member if isinstance(item, FamilyCardItem) else None
                if item is None or member is None or member not in where:
                    continue
                item.set_hint(False)
                self.animator.move(item, self.lay.plan(where[member]), ms=380)


PARTY_CARDS_BY_ID = {c.id: c for c in PARTY_CARDS}


def rules_pictures() -> dict[str, tuple[Painter, tuple[int, int]]]:
    """The cards the in-app rules show, drawn by the table's own pieces (see desktop.games.PICTURES)."""
    from desktop.table import theme

    names = Names("en")
    party = next(c.id for c in PARTY_CARDS if MEMBER_IDS[c.member] == "arturo")
    colour = QColor(theme.SEAT_COLOURS[0].hex)
    return {
        "party-card": (item_painter(lambda: PartyCardItem(party, names, 128, 182)), (160, 224)),
        "family-card": (item_painter(lambda: FamilyCardItem(0, 4, names, colour, "", 166, 246)), (160, 236)),
        "preparation-card": (item_painter(lambda: PrepCardItem("a-wild-dance-1", names, "", 100, 92)), (170, 160)),
        "birthday-card": (item_painter(lambda: PileCardItem("birthday", 0)), (160, 212)),
        "cleaning-card": (item_painter(lambda: PileCardItem("cleaning", 0)), (160, 212)),
    }


__all__ = ["ArturoTable", "ChoiceItem", "FamilyCardItem", "PartyCardItem", "PrepCardItem", "rules_pictures"]
