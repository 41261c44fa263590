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

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop.games.arturo.animation import Animations
from desktop.games.arturo.art import BONE, CANDLE, NIGHT_INK, ON_WOOD, Names
from desktop.games.arturo.chooser import Chooser
from desktop.games.arturo.gestures import Gestures
from desktop.games.arturo.layout import layout_for
from desktop.games.arturo.pieces import (
    SMALL,
    ChoiceItem,
    CountsItem,
    DeckBackItem,
    FamilyCardItem,
    PartyCardItem,
    PileCardItem,
    PrepCardItem,
    SlotItem,
    night_mat,
)
from desktop.games.arturo.rivals import RivalMats
from desktop.games.arturo.words import position_tooltip
from desktop.table.items import ButtonItem, LabelItem, TableItem
from desktop.table.pictures import Painter, item_painter
from desktop.table.text import ordinal, shown, tidy_colon, translator, your_move
from desktop.table.zones import DropZone
from rules.arturo import Activate, ArturoView, Ivo, Prepare
from rules.arturo.actions import card_matches
from rules.arturo.data import (
    IVO,
    MEMBER_IDS,
    MEMBER_INDEX,
    NUM_OBJECTS,
    PARTY_CARDS,
    PLAN_SIZE,
    POSITION_SIGNS,
    PREP_INDEX,
)
from rules.core import Action, say_n

_tr = translator("ArturoTable")


class ArturoTable(RivalMats, Chooser, Gestures, Animations):
    """Draws an Arturo view and turns drags on decks, Preparation cards and the plan into actions.

    Its parts: the rivals' mats (`rivals`), the chooser of an activation (`chooser`), the gestures
    (`gestures`), the animations (`animation`) and the table's sentences (`words`); this class lays
    out the shared middle and the shown player's plan, and gives hints and score lines.
    """

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

    def _build_decks(self, v: ArturoView, can_act: bool) -> None:
        lay = self.lay
        if lay.decks_title is not None:
            self.add(LabelItem(_tr("Party decks"), 19, display=True, colour=ON_WOOD)).setPos(lay.decks_title)
        w, h = lay.deck_card
        for deck in v.decks:
            at = lay.deck(deck.number)
            if deck.top is None:
                self.speak(self.add(LabelItem(_tr("(used up)"), SMALL, colour=ON_WOOD))).setPos(at)
                continue
            if deck.size > 1:
                self.add(DeckBackItem(deck.size - 1, w, h)).setPos(at)
            card = self.add(PartyCardItem(deck.top, self.names, w, h, key=f"deck:{deck.number}"))
            card.data_.update(kind="deck", deck=deck.number)
            card.setPos(at)
            card.set_interactive(draggable=can_act and self.preparing is None and self.activating is None)
            card.setToolTip(self.words.deck_tooltip(deck.number, card.member, card.object, card.cobwebs))
            cards = shown(say_n(deck.size, "{n} card", "{n} cards"))
            caption = self.add(LabelItem(cards, SMALL, bold=True, colour=ON_WOOD))
            caption.setPos(at + QPointF(0, lay.deck_caption + 8))

    def _build_piles(self, v: ArturoView) -> None:
        lay = self.lay
        w, h = lay.pile_card
        birthday = self.add(PileCardItem("birthday", len(v.birthday), w, h))
        birthday.setPos(lay.birthday)
        birthday.setToolTip(_tr("The Birthday card: objects taken for the party go under it and score at the end"))
        zone = self.add(DropZone(QRectF(lay.birthday.x() - w / 2 - 10, lay.birthday.y() - h / 2 - 10, w + 20,
                                        h + 20), "birthday"))
        zone.setToolTip(_tr("A deck's top card put here is activated"))
        counts = v.birthday_counts
        box = self.add(CountsItem([(o, counts[o]) for o in range(NUM_OBJECTS)], key="counts:birthday"))
        box.setPos(lay.birthday_counts)
        box.setToolTip(_tr("Objects under the Birthday card, by kind: what each relative is worth comes from them"))
        cleaning = self.add(PileCardItem("cleaning", len(v.cleaning), w, h))
        cleaning.setPos(lay.cleaning)
        cleaning.setToolTip(_tr("The Cleaning card: the Nanny's haul; only cobwebbed objects count"))
        self.add(DropZone(QRectF(lay.cleaning.x() - w / 2 - 10, lay.cleaning.y() - h / 2 - 10, w + 20, h + 20),
                          "cleaning", _tr("the Cleaning card")))
        cleaned = _tr("{n} cleaned in all").format(n=len(v.cleaning))
        cbox = self.add(CountsItem([(-1, v.cleaning_cobwebs)], cleaned, columns=1, key="counts:cleaning"))
        cbox.setPos(lay.cleaning_counts)
        cbox.setToolTip(_tr("Cobwebbed objects under the Cleaning card: the Nanny's column of the scorepad"))
        if v.discard:
            dw, dh = lay.discard_card
            last = self.add(PartyCardItem(v.discard[-1], self.names, dw, dh, "discard"))
            last.setPos(lay.discard)
            last.setOpacity(0.85)
            pile = shown(say_n(len(v.discard), "Discard pile: {n} card", "Discard pile: {n} cards"))
            last.setToolTip(f"{pile}\n{self.names.member(last.member)}")
            label = self.add(LabelItem(_tr("discard: {n}").format(n=len(v.discard)), SMALL, colour=ON_WOOD))
            label.setPos(lay.discard + QPointF(0, dh / 2 + 14))

    def _build_objects(self, v: ArturoView) -> None:
        lay = self.lay
        w, h = lay.object_card
        title = self.speak(self.add(LabelItem(_tr("Available objects: {n}").format(n=len(v.table)), SMALL + 2,
                                              bold=True, colour=ON_WOOD)))
        title.setPos(lay.objects.x(), lay.objects.y() - h / 2 - (lay.objects_lift if len(v.table) > 8 else 0) - 20)
        if any(self._deck_member(v, d.number) == IVO for d in v.decks):
            # only Grandpa Ivo can be sent here by hand (turned over instead of copying)
            zone = self.add(DropZone(QRectF(lay.objects.x() - lay.objects_width / 2 - 10, lay.objects.y() - h,
                                            lay.objects_width + 20, 2 * h), "objects"))
            zone.setToolTip(_tr("Grandpa Ivo put here turns over into an object"))
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
            title = self.add(LabelItem(_tr("Preparation cards"), SMALL + 2, bold=True, colour=ON_WOOD))
            title.setPos((first.x() + last.x()) / 2, first.y() - h / 2 - 18)
        for i, card_id in enumerate(row):
            card = self.add(PrepCardItem(card_id, self.names, f"prep:{card_id}", w, h))
            card.setPos(lay.prep(i, len(row)))
            card.setZValue(i * 0.01)
            card.set_interactive(draggable=can_act and self.preparing is None and self.activating is None)
            card.set_words(self.words.prep_tooltip(card_id),
                           _tr("Drag it onto your Family Plan to take it.") if card.draggable else "")

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
        plan = self._shown_plan(v, me)
        values = v.member_values
        crown = v.crown_position(me)
        pw, ph = lay.plan_card
        for pos in range(1, PLAN_SIZE + 1):
            at = lay.plan(pos)
            sign = POSITION_SIGNS[pos - 1]
            tag = ordinal(pos) + (" +" if sign > 0 else (" −" if sign < 0 else ""))
            tag_item = self.add(LabelItem(tag, SMALL + 1, bold=True,
                                          colour=BONE if sign else QColor(244, 236, 216, 150)))
            tag_item.setPos(at.x(), lay.plan_tags_y)
            tag_item.setToolTip(position_tooltip(sign))
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
                card.setToolTip(self.words.member_tooltip(v, member, value))
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
        asked = self.host.prompt(self._prompt(v, me, can_act))
        prompt = self.speak_prompt(self.add(LabelItem(asked, SMALL + 2, bold=True, colour=NIGHT_INK,
                                                      width=lay.prompt_width, backdrop=QColor(244, 236, 216, 235))))
        prompt.setPos(lay.prompt)
        prompt.setZValue(6)
        self.prompt_label = prompt

    def _build_held(self, v: ArturoView, me: int) -> None:
        lay = self.lay
        held = v.players[me].preparation
        room = len(held) + v.prep_left(me)
        label = self.speak(self.add(LabelItem(_tr("Preparation cards: {k}/{n}").format(k=len(held), n=room),
                                              SMALL + 1, bold=True, colour=BONE)))
        label.setPos(lay.held_title)
        w, h = lay.prep_card
        for k in range(room):
            if k < len(held):
                card = self.add(PrepCardItem(held[k], self.names, f"held:{k}", w, h))
                card.setPos(lay.held(k))
                card.setToolTip(self.words.prep_tooltip(held[k]))
            else:
                self.add(SlotItem(w, h)).setPos(lay.held(k))

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
        asked = self.words.preparing(name, self.preparing) if self.preparing is not None else None
        if asked is not None:
            return asked
        return your_move(name, _tr("drag a deck's top card onto the Birthday card, or a Preparation card "
                                   "onto your plan."))

    def thinking_spot(self, seat: int, label: LabelItem) -> QPointF | None:
        return self.thinking_anchor.get(seat)

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        return self.seat_anchor.get(seat, self.area.center())

    # --- hints and scores -------------------------------------------------------------------

    def show_hint(self, action: Action) -> None:
        """Light the deck to activate (and the Birthday card it goes to) or the Preparation card to play,
        and say the move in the hint's bubble above it."""
        for item in self.items.values():
            item.set_hint(False)
        lit: TableItem | None = None
        member: int | None = None  # the member on the lit deck, for the words
        if isinstance(action, Activate | Ivo):
            lit = self.items.get(f"deck:{action.deck}")
            member = lit.member if isinstance(lit, PartyCardItem) else None
            zone = self.zones.get("birthday")
            if zone is not None:  # lit, not pointed at: an arrow to it would cross the other decks
                zone.set_glow("hint")
        elif isinstance(action, Prepare):
            lit = next((item for key, item in self.items.items() if key.startswith("prep:")
                        and isinstance(item, PrepCardItem)
                        and card_matches(PREP_INDEX[item.card_id], action.kind, action.detail)), None)
        piece = None
        if lit is not None:
            lit.set_hint(True)
            rect = lit.sceneBoundingRect()
            piece = QPointF(rect.center().x(), rect.top())
        view = self.view
        plan = view.players[self.me(view)].plan if view is not None and view.seat is not None else None
        self.hint(self.words.hint(action, member, plan), piece)

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
