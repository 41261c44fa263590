"""The Happy Birthday Turtle!! table.

The table reflows (layout.py): the other players along the top, the Ant deck and the
Celebration deck in a column on the left, the party tables in a row (each with its
Celebration card, its progress track and the Animal cards lying under its cloth), the
prompt under them, and the shown seat's row along the bottom: its mat (Hustle Point cubes,
Celebration cards won, score), its Animal and Pattern cards and the Commit button. The seats
still to choose glow; the prompt names the player whose move it is.

The player drags an Animal card and the matching Pattern card onto a table (or
clicks a card, then a table; or uses Tab/Enter), then commits. In a 2-player odd
round there are two pairs to lay out, this round's and the next round's, in either
order. What may go where is the rules' answer for the cards laid out so far
(`LaidOut`, asked through the host); every number shown comes from the seat's view.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor

from desktop.table.items import ButtonItem, CardItem, CubeItem, LabelItem, TableItem
from desktop.table.panels import SeatPanel
from desktop.table.text import shown, tidy_colon, translator, your_move
from desktop.table.zones import DropZone
from rules.birthday_turtle import Commit, LaidOut, TurtleView
from rules.birthday_turtle.actions import NO_ANIMAL
from rules.birthday_turtle.data import ANIMAL_NAMES, CELEBRATION_BY_ID, PATTERN_NAMES
from rules.core import Action, say_n

from .animation import Animations
from .art import (
    CUBE_COLOURS,
    AnimalBadge,
    animal_face,
    celebration_face,
    hustle_change,
    party_back,
    pattern_face,
    start_player_face,
)
from .layout import PENDING, Layout
from .middle import Middle
from .parts import Slot

_tr = translator("BirthdayTurtleTable")

#: The Start Player card on its holder's mat, top right.
START_PLAYER_WIDTH = 76


def _hint_words(action: Commit) -> str:
    """A suggested commitment in words: which Animal card goes with which Pattern card."""

    def pair(value: int, pattern: str) -> str:
        if not value:
            return _tr("your {p} Pattern card alone").format(p=shown(PATTERN_NAMES[pattern]))
        return _tr("your {v} with the {p} Pattern card").format(v=value, p=shown(PATTERN_NAMES[pattern]))

    if len(action.pairs) == 1:
        return _tr("Play {first}").format(first=pair(*action.pairs[0]))
    return _tr("Play {first} now, {second} next round").format(first=pair(*action.pairs[0]),
                                                               second=pair(*action.pairs[1]))


class BirthdayTurtleTable(Middle, Animations):
    """Draws a Happy Birthday Turtle!! view and turns drops into a commitment.

    Its parts: the decks and party tables (`middle`), the animations (`animation`) and what they share
    (`parts`); this class lays out the mats, the hand and the Commit button, and handles the choice,
    the gestures, hints and score lines.
    """

    # --- building -------------------------------------------------------------------

    def forget_drafts(self) -> None:
        self.slots, self.active_slot = [], 0  # the cards the last player set out on the tables

    def build(self, view: TurtleView) -> None:
        self.view = view
        me = self.me(view)
        can_act = bool(self.host.legal_actions())
        wanted = 2 if view.two_pairs else 1
        if not can_act or view.my_commitment is not None:
            self.slots = []
        elif len(self.slots) != wanted:
            self.slots = [Slot() for _ in range(wanted)]
            self.active_slot = 0
        self.confirming = False
        self.labels = {}
        self.pair_spots = {}
        self.layout = Layout.of(self.area, self.compact, view.num_players - 1, len(view.tables))
        self._build_decks(view, self.layout)
        self._build_tables(view, self.layout)
        others = [(me + k) % view.num_players for k in range(1, view.num_players)]
        for seat, box in zip(others, self.layout.opponents, strict=True):
            self._seat_box(view, seat, box, mine=False)
        self._build_me(view, me, can_act, self.layout)
        self.add_thinking_label(z=50)

    def _seat_box(self, view: TurtleView, seat: int, box: QRectF, mine: bool) -> None:
        """A player's mat: name and animal, Hustle Point cubes, Celebration cards won, score, Start Player card."""
        names = self.host.seat_names()
        self.add(SeatPanel(box, self.host.seat_colour(seat), active=seat in view.acting, badge=True,
                           badge_inset=14))
        self.seat_boxes[seat] = box
        self.seat_anchor[seat] = box.center()
        animal = view.animals[seat]
        heading = _tr("{name} — {animal}").format(name=names[seat], animal=shown(ANIMAL_NAMES[animal]))
        # the heading ends before the Start Player card, when the seat holds it
        end = box.right() - (START_PLAYER_WIDTH + 18 if view.start_player == seat else 14)
        room = QSizeF(end - (box.left() + 30) - 2 * LabelItem.PAD_X, 30)
        title = self.speak(self.add(LabelItem.fitted(heading, 20, room, display=True, name=names[seat])),
                           f"seat:{seat}")  # the look walk reads the seat's words as one: name, status, score
        title.setPos(box.left() + 30 + title.boundingRect().width() / 2, box.top() + 22)
        radius = min(34.0, (box.height() - 60) / 2)
        self.add(AnimalBadge(animal, radius)).setPos(box.left() + 14 + radius, box.top() + 44 + radius)
        cube = 28.0
        x0 = box.left() + 2 * radius + 28
        cubes = hustle_change(view.hustle[seat])[:14]
        for i, value in enumerate(cubes):
            piece = self.add(CubeItem(cube, QColor(CUBE_COLOURS[value]), f"hustle:{seat}:{i}", str(value)))
            piece.setPos(x0 + cube / 2 + (i % 7) * (cube + 3), box.top() + 58 + (i // 7) * (cube + 3))
        bottom = box.bottom() - 15
        points = shown(say_n(view.hustle[seat], "{n} Hustle Point", "{n} Hustle Points"))
        label = self.speak(self._label(f"hustle:{seat}", LabelItem(points, 15)), f"seat:{seat}")
        label.setPos(x0 + label.boundingRect().width() / 2 - 8, bottom)
        score = self.speak(self._label(f"score:{seat}", LabelItem(_tr("score {n}").format(n=view.scores[seat]), 16,
                                                                  bold=True)), f"seat:{seat}")
        score.setPos(box.right() - 14 - score.boundingRect().width() / 2 + 8, bottom)
        for i, card_id in enumerate(view.won[seat]):  # won Celebration cards, fanned at the right
            won = self.add(CardItem(70, 46, f"won:{seat}:{i}", celebration_face))
            won.data_["card"] = card_id
            won.setToolTip(shown(CELEBRATION_BY_ID[card_id].name))
            won.setPos(box.right() - 50 - (i % 5) * 20, box.top() + 74 + (i // 5) * 12 + (i % 5) * 3)
        if view.start_player == seat:
            sp = self.add(CardItem(START_PLAYER_WIDTH, 46, "start-player", start_player_face))
            sp.setPos(box.right() - 10 - START_PLAYER_WIDTH / 2, box.top() + 26)
            sp.setToolTip(_tr("{name} holds the Start Player card").format(name=names[seat]))
        if not mine:
            # The pair shows right after the first row of cubes, clear of the won cards fanned at the right.
            mid = x0 + min(7, max(1, len(cubes))) * (cube + 3) + 12
            self.pair_spots[seat] = QPointF(mid + 4, box.top() + 62)
            left = shown(say_n(len(view.cards_left[seat]), "{n} Animal card in hand", "{n} Animal cards in hand"))
            in_hand = self.speak(self._label(f"hand:{seat}", LabelItem(left, 15)), f"seat:{seat}")
            in_hand.setPos(score.x() - score.boundingRect().width() / 2 - 16 - in_hand.boundingRect().width() / 2,
                           bottom)
            if view.committed[seat]:
                for k in range(2):
                    back = self.add(CardItem(36, 50, f"committed:{seat}:{k}", back_painter=party_back,
                                             face_up=False))
                    back.setPos(mid + 22 + k * 22, box.top() + 62)
                ready = self.speak(self._label(f"ready:{seat}", LabelItem(_tr("ready"), 16, bold=True)), f"seat:{seat}")
                ready.setPos(mid + 80 + ready.boundingRect().width() / 2, box.top() + 62)

    def _build_me(self, view: TurtleView, me: int, can_act: bool, at: Layout) -> None:
        self._seat_box(view, me, at.me, mine=True)
        animal = view.animals[me]
        hand = list(view.cards_left[me])
        patterns = list(view.pattern_cards)
        # the cards laid on the tables leave the hand: those being chosen, or once committed (the view keeps
        # them in hand until the reveal), the committed ones
        laid = ([(value, pattern) for value, pattern in view.my_commitment] if view.my_commitment is not None
                else [(slot.value, slot.pattern if slot.pattern_card else None) for slot in self.slots])
        for value, pattern in laid:
            if value and value in hand:
                hand.remove(value)
            if pattern is not None and pattern in patterns:
                patterns.remove(pattern)
        size = at.hand_card
        count = len(view.cards_left[me]) + len(view.pattern_cards)
        group_gap = 24.0
        step = min(size.width() + 10, (at.hand.width() - group_gap - size.width()) / max(1, count - 1))
        y = at.hand.center().y()
        x = at.hand.left() + size.width() / 2
        for i, value in enumerate(hand):
            card = self.add(CardItem(size.width(), size.height(), f"hand:animal:{i}", animal_face, party_back,
                                     shows=(animal, value)))
            card.data_.update(animal=animal, value=value, kind="animal")
            card.setPos(x + i * step, y)
            card.set_interactive(draggable=can_act)
            card.set_words(_tr("Animal card {n}").format(n=value), _tr("Drag it onto a table.") if can_act else "")
        x += len(view.cards_left[me]) * step + group_gap
        for i, pattern in enumerate(patterns):
            card = self.add(CardItem(size.width(), size.height(), f"hand:pattern:{i}", pattern_face, party_back,
                                     shows=pattern))
            card.data_.update(pattern=pattern, kind="pattern")
            card.setPos(x + i * step, y)
            card.setZValue(1 + i * 0.01)
            card.set_interactive(draggable=can_act)
            name = shown(PATTERN_NAMES[pattern])
            card.set_words(_tr("{p} Pattern card").format(p=name),
                           _tr("Drag it onto the {p} table.").format(p=name) if can_act else "")
        self._build_pending(view, animal)
        # the buttons and the prompt
        buttons = at.buttons
        button = self.add(ButtonItem(_tr("Commit"), buttons.width(), 60, key="commit"))
        button.setPos(buttons.center().x(), buttons.bottom() - 34)
        button.set_enabled(can_act and self._ready() is not None)
        button.pressed.connect(self.commit)
        if view.two_pairs and can_act:
            for i in range(2):
                tab = self.add(ButtonItem(_tr("This round") if i == 0 else _tr("Next round"), buttons.width() - 20,
                                          46, key=f"slot:{i}"))
                tab.setPos(buttons.center().x(), buttons.top() + 26 + i * 54)
                tab.set_selected(i == self.active_slot)
                tab.pressed.connect(lambda i=i: self.choose_slot(i))
        asked = self.host.prompt(self._prompt(view, can_act))
        self.speak_prompt(self._label("prompt", LabelItem(asked, 18, bold=True, width=at.prompt.width() - 40,
                                                          backdrop=QColor(255, 250, 240, 225)))) \
            .setPos(at.prompt.center())

    def _build_pending(self, view: TurtleView, animal: str) -> None:
        """The cards laid face up on the tables while choosing (face down once committed)."""
        pending: list[tuple[int | None, str | None, bool]] = [(s.value, s.pattern, s.pattern_card)
                                                              for s in self.slots]
        if view.my_commitment is not None:
            pending = [(v or None, p, True) for v, p in view.my_commitment]
        tables = {table.pattern: shown(table.pattern_name) for table in view.tables}
        choosing = bool(self.slots) and view.my_commitment is None
        for i, (laid, at, has_card) in enumerate(pending):
            spots = self.table_spots.get(at or "")
            if spots is None or at is None:
                continue
            spot = spots.pair_spot(i, len(pending))
            w, h = PENDING.width(), PENDING.height()
            tag = (_tr("this round") if i == 0 else _tr("next round")) if len(pending) == 2 else ""
            cards: list[tuple[CardItem, str]] = []
            if laid:
                card = self.add(CardItem(w, h, f"pending:animal:{i}", animal_face))
                card.data_.update(animal=animal, value=laid, slot=i)
                card.setPos(spot - QPointF(w / 2 + 3, 0))
                card.setZValue(4)
                cards.append((card, _tr("Animal card {n}").format(n=laid)))
            if has_card:
                pcard = self.add(CardItem(w, h, f"pending:pattern:{i}", pattern_face))
                pcard.data_.update(pattern=at, slot=i)
                pcard.setPos(spot + QPointF(w / 2 + 3, 0))
                pcard.setZValue(4)
                cards.append((pcard, _tr("{p} Pattern card").format(p=shown(PATTERN_NAMES[at]))))
            for piece, name in cards:  # what it is and where it lies; while choosing, that Enter takes it back
                what = (_tr("{card} on the {table} table ({when})") if tag else _tr("{card} on the {table} table")) \
                    .format(card=name, table=tables.get(at, at), when=tag)
                if choosing:
                    piece.set_interactive(clickable=True)
                    piece.set_words(what, _tr("Click it to take it back to your hand."),
                                    _tr("Press Enter to take it back to your hand."))
                else:
                    piece.set_words(what)
            if tag:
                self.add(LabelItem(tag, 15, bold=True, backdrop=QColor(255, 255, 255, 215))) \
                    .setPos(spot + QPointF(0, h / 2 + 16))

    def _prompt(self, view: TurtleView, can_act: bool) -> str:
        if view.over:
            return _tr("The game is over.")
        if view.my_commitment is not None:
            return _tr("Your cards are face down. Waiting for the others…")
        if not can_act:
            return _tr("Waiting…")
        if self._ready() is not None:
            text = _tr("press Commit (or Enter on it) to place your cards face down.")
        elif self.slots and self._pattern_alone(self.active_slot):
            text = _tr("no Animal card for this pair: drag a Pattern card alone onto a table, then Commit.")
        elif not view.two_pairs:
            text = _tr("drag an Animal card and its Pattern card onto a table.")
        elif self.active_slot == 0:
            text = _tr("this round's pair: drag an Animal card and its Pattern card onto a table.")
        else:
            text = _tr("next round's pair: drag an Animal card and its Pattern card onto a table.")
        return your_move(self.host.seat_names()[self.me(view)], text)

    def thinking_spot(self, seat: int, label: LabelItem) -> QPointF | None:
        spot = self.pair_spots.get(seat)
        return None if spot is None else QPointF(spot.x() + label.boundingRect().width() / 2, spot.y())

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        box = self.seat_boxes.get(seat)
        if box is None:
            return self.area.center()
        return QPointF(box.center().x(), box.bottom() + 22)

    # --- the choice -----------------------------------------------------------------

    def laid_out(self, index: int | None = None, value: int | None = None, pattern: str | None = None,
                 pattern_card: bool = False) -> LaidOut:
        """What lies on the tables, with slot `index` changed as a drop would change it (to ask the rules)."""
        pairs = [(s.value, s.pattern) for s in self.slots]
        if index is not None:
            slot = self.slots[index]
            if pattern_card:
                pairs[index] = (slot.value if slot.pattern in (None, pattern) else None, pattern)
            else:
                pairs[index] = (value, pattern)
        return LaidOut(tuple(pairs))

    def _pattern_alone(self, index: int) -> bool:
        """Whether the rules leave no Animal card for pair `index`: it goes out as a Pattern card alone."""
        if not 0 <= index < len(self.slots) or self.slots[index].value is not None:
            return False
        options = [c for c in self.host.completions(self.laid_out()) if isinstance(c, Commit)]
        return bool(options) and all(c.pairs[index][0] == NO_ANIMAL for c in options)

    def _choice(self) -> Commit | None:
        """The commitment the cards on the tables make, once every pair has its Pattern card."""
        if not self.slots or not all(s.pattern_card and s.pattern is not None for s in self.slots):
            return None
        return Commit(tuple((s.value or NO_ANIMAL, s.pattern or "") for s in self.slots))

    def _ready(self) -> Commit | None:
        """The commitment on the tables if the rules accept it as it is."""
        choice = self._choice()
        return choice if choice is not None and self.host.why_illegal(choice) is None else None

    def lay_out(self, action: Action) -> None:
        """Put a whole commitment's cards on the tables, ready to commit (screenshots, lessons)."""
        if isinstance(action, Commit) and len(action.pairs) == len(self.slots):
            self.slots = [Slot(value or None, pattern, True) for value, pattern in action.pairs]
            if self.view is not None:
                self.rebuild(self.view)

    def choose_slot(self, index: int) -> None:
        if 0 <= index < len(self.slots):
            self.active_slot = index
            if self.view is not None:
                self.rebuild(self.view)

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        kind = item.data_.get("kind")
        if kind not in ("animal", "pattern"):
            return _tr("only cards from your hand can be played")
        if not zone.key.startswith("table:") or not self.slots:
            return _tr("it is not your turn to choose")
        pattern = zone.data_["pattern"]
        if kind == "pattern":
            if item.data_["pattern"] != pattern:
                name = shown(PATTERN_NAMES[item.data_["pattern"]])
                return _tr("the {p} Pattern card names the {p} table: put it there").format(p=name)
            return self.host.why_not_yet(self.laid_out(self.active_slot, pattern=pattern, pattern_card=True))
        return self.host.why_not_yet(self.laid_out(self.active_slot, item.data_["value"], pattern))

    def drop(self, item: TableItem, zone: DropZone) -> None:
        pattern = zone.data_["pattern"]
        index = self.active_slot
        slot = self.slots[index]
        if item.data_["kind"] == "animal":
            slot.value = item.data_["value"]
            if slot.pattern != pattern:
                slot.pattern, slot.pattern_card = pattern, False
        else:
            if slot.pattern not in (None, pattern):
                slot.value = None  # the Animal card lay at another table: it goes back to the hand
            slot.pattern, slot.pattern_card = pattern, True
        if slot.pattern_card and (slot.value is not None or self._pattern_alone(index)):
            open_slots = [i for i, s in enumerate(self.slots) if not s.pattern_card]
            if open_slots:
                self.active_slot = open_slots[0]
        if self.view is not None:
            self.rebuild(self.view)
            onward = self._next_to_place()
            if onward is not None:  # the keys go on to it, not to the card just laid
                self.ring_onward(onward)

    def _next_to_place(self) -> str | None:
        """Where the player most likely goes after laying a card: Commit once the cards make a commitment the
        rules accept, else the first card in hand that the pair being laid out still lacks and the rules let go
        on its table (on any table, for a pair not begun)."""
        if self._ready() is not None:
            return "commit"
        if not 0 <= self.active_slot < len(self.slots):
            return None
        slot = self.slots[self.active_slot]
        kinds = []
        if slot.value is None and not self._pattern_alone(self.active_slot):
            kinds.append("animal")
        if not slot.pattern_card:
            kinds.append("pattern")
        zone = self.zones.get(f"table:{slot.pattern}") if slot.pattern is not None else None
        places = [zone] if zone is not None else [z for k, z in self.zones.items() if k.startswith("table:")]
        for kind in kinds:
            for item in self.focus_chain():
                if (isinstance(item, TableItem) and item.key.startswith("hand:") and item.data_.get("kind") == kind
                        and any(self.drop_verdict(item, place) is None for place in places)):
                    return item.key
        return None

    def item_activated(self, item: TableItem) -> None:
        """Clicking a card waiting on a table takes it back to the hand."""
        if item.key.startswith("pending:") and self.slots:
            slot = self.slots[item.data_["slot"]]
            if item.key.startswith("pending:animal"):
                slot.value = None
            else:
                slot.pattern_card = False
            if slot.value is None and not slot.pattern_card:
                slot.pattern = None
            self.active_slot = item.data_["slot"]
            if self.view is not None:
                self.rebuild(self.view)

    def commit(self) -> None:
        choice = self._choice()
        if choice is None:
            self.reason(_tr("choose an Animal card and a Pattern card for a table first"))
            return
        refusal = self.host.why_illegal(choice)
        if refusal is not None:
            self.reason(refusal)
            return
        if self.host.setting("confirm_before_commit") and not self.confirming:
            self.confirming = True
            button = self.items.get("commit")
            if isinstance(button, ButtonItem):
                button.set_text(_tr("Sure? Commit"))
            return
        kept, self.slots = self.slots, []  # the next round starts with empty hands on the tables
        reason = self.host.submit(choice)
        if reason is not None:
            self.slots = kept
            self.reason(reason)

    # --- hints, scores ----------------------------------------------------------------

    def show_hint(self, action: Action) -> None:
        if not isinstance(action, Commit):
            return
        value, pattern = action.pairs[self.active_slot if self.active_slot < len(action.pairs) else 0]
        for key, zone in self.zones.items():
            zone.set_glow("hint" if key == f"table:{pattern}" else "off")
        done_animal = done_pattern = False
        for item in self.items.values():
            kind = item.data_.get("kind")
            on = False
            if kind == "animal" and item.data_.get("value") == value and not done_animal:
                on = done_animal = True
            elif kind == "pattern" and item.data_.get("pattern") == pattern and not done_pattern:
                on = done_pattern = True
            item.set_hint(on)
        target = self.table_rects.get(pattern)
        self.hint(_hint_words(action), None, target.center() if target is not None else None)

    def score_lines(self, view: TurtleView) -> list[tuple[int, str]]:
        """Each seat's score and its parts, as the rules count them."""
        names = self.host.seat_names()
        lines = []
        for s in range(view.num_players):
            hustle = shown(say_n(view.hustle[s], "{n} Hustle Point", "{n} Hustle Points"))
            cards = shown(say_n(len(view.won[s]), "{n} Celebration card", "{n} Celebration cards"))
            lines.append((s, tidy_colon(_tr("{name}: {total} ({hustle}, {cards})").format(
                name=names[s], total=view.scores[s], hustle=hustle, cards=cards), names[s])))
        return lines

