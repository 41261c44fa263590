"""The Happy Birthday Turtle!! table.

Layout (design space 1920×1080): the other players along the top, the Ant deck
and the Celebration deck on the left, the party tables in a row in the middle
(each with its Celebration card, limit and progress track above the tablecloth,
and the Animal cards lying under it), and the shown seat's area at the bottom:
its Animal and Pattern cards, Hustle Point cubes, won Celebration cards, the
choice tray and the Commit button.

The player drags an Animal card and the matching Pattern card onto a table (or
clicks a card, then a table; or uses Tab/Enter), then commits. In a 2-player odd
round there are two pairs to lay out, this round's and the next round's, in either
order. What may go where is the rules' answer for the cards laid out so far
(`LaidOut`, asked through the host); every number shown comes from the seat's view.
"""

from __future__ import annotations

from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.table.base import GameTable, TableHost
from desktop.table.items import ButtonItem, CardItem, CubeItem, LabelItem, TableItem
from desktop.table.panels import SeatPanel
from desktop.table.text import shown, translator
from desktop.table.zones import DropZone
from rules.birthday_turtle import Commit, LaidOut, TurtleView
from rules.birthday_turtle.actions import NO_ANIMAL
from rules.birthday_turtle.data import ANIMAL_NAMES, CELEBRATION_BY_ID, PATTERN_NAMES
from rules.core import Action, Event, View, say_n

from .art import (
    CARD_H,
    CARD_W,
    CUBE_COLOURS,
    SMALL_H,
    SMALL_W,
    AnimalBadge,
    ClothItem,
    TrackItem,
    animal_face,
    ant_back,
    ant_face,
    celebration_back,
    celebration_face,
    hustle_change,
    party_back,
    pattern_face,
    start_player_face,
)

_tr = translator("BirthdayTurtleTable")


@dataclass
class Slot:
    """One pair being laid out: the Animal card put on a table (None: none yet), the table, and
    whether the Pattern card is down too."""

    value: int | None = None
    pattern: str | None = None
    pattern_card: bool = False


def _hint_words(action: Commit) -> str:
    """A suggested commitment in words: which Animal card goes with which Pattern card."""

    def pair(value: int, pattern: str) -> str:
        if not value:
            return _tr("your {p} Pattern card alone").format(p=shown(PATTERN_NAMES[pattern]))
        return _tr("your {v} with the {p} Pattern card").format(v=value, p=shown(PATTERN_NAMES[pattern]))

    if len(action.pairs) == 1:
        return _tr("Hint: {first}").format(first=pair(*action.pairs[0]))
    return _tr("Hint: {first} now, {second} next round").format(first=pair(*action.pairs[0]),
                                                                second=pair(*action.pairs[1]))


class BirthdayTurtleTable(GameTable):
    """Draws a Happy Birthday Turtle!! view and turns drops into a commitment."""

    def __init__(self, host: TableHost, scene: QGraphicsScene) -> None:
        super().__init__(host, scene)
        self.slots: list[Slot] = []
        self.active_slot = 0
        self.table_rects: dict[str, QRectF] = {}
        self.seat_anchor: dict[int, QPointF] = {}
        self.confirming = False
        self._flying: dict[int, CardItem] = {}
        #: The texts the table shows, by key (what tests read back against the view).
        self.labels: dict[str, LabelItem] = {}

    @property
    def turtle(self) -> TurtleView | None:
        """The view being shown, as this game's view."""
        return self.view if isinstance(self.view, TurtleView) else None

    # --- geometry -------------------------------------------------------------------

    def me(self, view: TurtleView) -> int:
        return view.seat if view.seat is not None else 0

    def _table_geometry(self, count: int) -> list[QRectF]:
        left, right = 280.0, 1890.0
        width = min(400.0, (right - left) / count - 24)
        gap = (right - left - width * count) / count
        return [QRectF(left + gap / 2 + i * (width + gap), 250, width, 440) for i in range(count)]

    # --- building -------------------------------------------------------------------

    def build(self, view: View) -> None:
        assert isinstance(view, TurtleView)
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
        self._build_decks(view)
        self._build_tables(view)
        self._build_opponents(view, me)
        self._build_me(view, me, can_act)
        self.add_thinking_label(z=50)

    def _build_decks(self, view: TurtleView) -> None:
        self.add(LabelItem(_tr("Ant deck"), 16, bold=True, colour=QColor("white"))).setPos(145, 240)
        deck = self.add(CardItem(CARD_W, CARD_H, "ant:deck", back_painter=ant_back, face_up=False))
        deck.setPos(145, 345)
        deck.setVisible(view.ant_deck_size > 0)
        left = shown(say_n(view.ant_deck_size, "{n} card", "{n} cards"))
        self._label("ant:count", LabelItem(left, 14, colour=QColor("white"))).setPos(145, 440)
        if view.ants_revealed:
            seen = self.add(CardItem(CARD_W, CARD_H, "ant:shown", ant_face, ant_back))
            seen.data_["ant"] = view.ants_revealed[-1]
            seen.setPos(145, 560)
        for i in range(min(view.celebration_deck_size, 6)):  # the pile shows roughly how many are left
            pile = self.add(CardItem(150, 60, f"celebration:deck:{i}", back_painter=celebration_back, face_up=False))
            pile.setPos(145, 712 - i * 3)
            pile.setToolTip(_tr("Celebration deck"))
        deck_text = _tr("Celebration deck: {n}").format(n=view.celebration_deck_size)
        self.add(LabelItem(deck_text, 14, colour=QColor("white"), width=200)).setPos(145, 760)

    def _build_tables(self, view: TurtleView) -> None:
        rects = self._table_geometry(len(view.tables))
        self.table_rects = {}
        names = self.host.seat_names()
        for rect, table in zip(rects, view.tables, strict=True):
            pattern = table.pattern
            self.table_rects[pattern] = rect
            cloth = QRectF(rect.left(), rect.top() + 150, rect.width(), rect.height() - 150)
            self.add(ClothItem(cloth, pattern))
            zone = self.add(DropZone(rect.adjusted(-6, -6, 6, 6), f"table:{pattern}", shown(table.pattern_name)))
            zone.data_["pattern"] = pattern
            if table.card is not None and table.limit is not None:
                card = self.add(CardItem(rect.width() - 20, 92, f"celebration:{pattern}", celebration_face))
                card.data_["card"] = table.card
                card.setPos(rect.center().x(), rect.top() + 50)
                track = self.add(TrackItem(rect.width() - 20, table.limit, f"track:{pattern}"))
                track.setPos(rect.center().x(), rect.top() + 122)
                cube = self.add(CubeItem(26, QColor("#222222"), f"cube:{pattern}"))
                cube.setZValue(3)
                cube.setPos(track.pos() + track.cell_centre(table.progress))
            else:
                self.add(LabelItem(_tr("task done — no Celebration card"), 14, colour=QColor("white"),
                                   backdrop=QColor(0, 0, 0, 90))).setPos(rect.center().x(), rect.top() + 70)
            self.add(LabelItem(shown(table.pattern_name), 20, display=True, backdrop=QColor(255, 255, 255, 200))) \
                .setPos(cloth.center().x(), cloth.top() + 24)
            for i, (seat, value) in enumerate(table.under):
                under = self.add(CardItem(SMALL_W, SMALL_H, f"under:{pattern}:{i}", animal_face))
                under.data_.update(animal=view.animals[seat], value=value, seat=seat,
                                   seat_colour=self.host.seat_colour(seat))
                per_row = max(1, int((rect.width() - 20) // (SMALL_W + 6)))
                under.setPos(rect.left() + 10 + SMALL_W / 2 + (i % per_row) * (SMALL_W + 6),
                             cloth.bottom() - SMALL_H / 2 - 8 - (i // per_row) * 30)
                under.setToolTip(f"{names[seat]}: {value}")
                if self.host.setting("colour_blind_marks"):
                    under.data_["initial"] = names[seat][:1].upper()

    def _seat_box(self, view: TurtleView, seat: int, centre: QPointF, width: float, mine: bool) -> None:
        names = self.host.seat_names()
        colour = self.host.seat_colour(seat)
        box = QRectF(centre.x() - width / 2, centre.y() - 70, width, 140)
        self.add(SeatPanel(box, colour, active=seat in view.acting, badge=True, badge_inset=14))
        self.seat_anchor[seat] = centre
        animal = view.animals[seat]
        title = f"{names[seat]} — {shown(ANIMAL_NAMES[animal])}"
        label = self.add(LabelItem(title, 20, display=True))
        label.setPos(box.left() + 30 + label.boundingRect().width() / 2, box.top() + 24)
        self.add(AnimalBadge(animal, 36)).setPos(box.left() + 40, box.top() + 86)
        # Hustle Point cubes as change
        for i, value in enumerate(hustle_change(view.hustle[seat])[:14]):
            cube = self.add(CubeItem(24, QColor(CUBE_COLOURS[value]), f"hustle:{seat}:{i}", str(value)))
            cube.setPos(box.left() + 92 + (i % 7) * 28, box.top() + 66 + (i // 7) * 28)
        points = shown(say_n(view.hustle[seat], "{n} Hustle Point", "{n} Hustle Points"))
        self._label(f"hustle:{seat}", LabelItem(points, 14)).setPos(box.left() + 182, box.bottom() - 16)
        # won Celebration cards
        for i, card_id in enumerate(view.won[seat]):
            won = self.add(CardItem(70, 46, f"won:{seat}:{i}", celebration_face))
            won.data_["card"] = card_id
            won.setToolTip(shown(CELEBRATION_BY_ID[card_id].name))
            won.setPos(box.right() - 48 - (i % 4) * 22, box.top() + 68 + (i // 4) * 12 + (i % 4) * 3)
        score = _tr("score {n}").format(n=view.scores[seat])
        self._label(f"score:{seat}", LabelItem(score, 14, bold=True)).setPos(box.right() - 60, box.bottom() - 16)
        if not mine:
            left = shown(say_n(len(view.cards_left[seat]), "{n} Animal card in hand", "{n} Animal cards in hand"))
            self.add(LabelItem(left, 14)).setPos(box.left() + 330, box.top() + 118)
            if view.committed[seat]:
                for k in range(2):
                    back = self.add(CardItem(44, 62, f"committed:{seat}:{k}", back_painter=party_back,
                                             face_up=False))
                    back.setPos(box.left() + 300 + k * 30, box.top() + 74)
                self.add(LabelItem(_tr("ready"), 14, bold=True)).setPos(box.left() + 370, box.top() + 74)
        if view.start_player == seat:
            sp = self.add(CardItem(70, 44, "start-player", start_player_face))
            sp.setPos(box.right() - 44, box.top() + 24)
            sp.setToolTip(_tr("{name} holds the Start Player card").format(name=names[seat]))

    def _build_opponents(self, view: TurtleView, me: int) -> None:
        others = [(me + k) % view.num_players for k in range(1, view.num_players)]
        width = min(560.0, 1640.0 / max(1, len(others)) - 20)
        for i, seat in enumerate(others):
            x = 280 + (1610 / len(others)) * (i + 0.5)
            self._seat_box(view, seat, QPointF(x, 110), width, mine=False)

    def _build_me(self, view: TurtleView, me: int, can_act: bool) -> None:
        self._seat_box(view, me, QPointF(290, 880), 520, mine=True)
        animal = view.animals[me]
        committed = view.my_commitment
        hand = list(view.cards_left[me])
        for s in self.slots:
            if s.value is not None and s.value in hand:
                hand.remove(s.value)
        x0 = 640.0
        for i, value in enumerate(hand):
            card = self.add(CardItem(CARD_W, CARD_H, f"hand:animal:{i}", animal_face, party_back))
            card.data_.update(animal=animal, value=value, kind="animal")
            card.setPos(x0 + i * (CARD_W + 10), 900)
            card.set_interactive(draggable=can_act)
            card.setToolTip(_tr("Animal card {n}: drag it onto a table").format(n=value))
        x1 = x0 + 4 * (CARD_W + 10) + 30
        patterns = list(view.pattern_cards)
        for s in self.slots:
            if s.pattern_card and s.pattern in patterns:
                patterns.remove(s.pattern)
        step = CARD_W + 10 if len(patterns) <= 4 else (1700 - x1 - CARD_W) / max(1, len(patterns) - 1)
        for i, pattern in enumerate(patterns):
            card = self.add(CardItem(CARD_W, CARD_H, f"hand:pattern:{i}", pattern_face, party_back))
            card.data_.update(pattern=pattern, kind="pattern")
            card.setPos(x1 + i * step, 900)
            card.set_interactive(draggable=can_act)
            card.setToolTip(_tr("{p} Pattern card: drag it onto the {p} table").format(
                p=shown(PATTERN_NAMES[pattern])))
        # the choices waiting on the tables
        pending: list[tuple[int | None, str | None, bool, int]] = [
            (s.value, s.pattern, s.pattern_card, i) for i, s in enumerate(self.slots)]
        if committed is not None:
            pending = [(v or None, p, True, i) for i, (v, p) in enumerate(committed)]
        for laid, at, has_card, i in pending:
            if at is None:
                continue
            rect = self.table_rects.get(at)
            if rect is None:
                continue
            spot = QPointF(rect.center().x() - 36 + i * 20, rect.bottom() - 130 - i * 12)
            if laid:
                card = self.add(CardItem(SMALL_W + 10, SMALL_H + 14, f"pending:animal:{i}", animal_face))
                card.data_.update(animal=animal, value=laid, slot=i)
                card.setPos(spot)
                card.setZValue(4)
            if has_card:
                pcard = self.add(CardItem(SMALL_W + 10, SMALL_H + 14, f"pending:pattern:{i}", pattern_face))
                pcard.data_.update(pattern=at, slot=i)
                pcard.setPos(spot + QPointF(74, 0))
                pcard.setZValue(4)
            if view.two_pairs:
                self.add(LabelItem(_tr("this round") if i == 0 else _tr("next round"), 13, bold=True,
                                   backdrop=QColor(255, 255, 255, 210))).setPos(spot + QPointF(37, -66))
        for key, item in self.items.items():
            if key.startswith("pending:") and self.slots:
                item.set_interactive(clickable=True)
        # Commit button and the prompt
        button = self.add(ButtonItem(_tr("Commit"), 220, 60, key="commit"))
        button.setPos(1790, 1000)
        button.set_enabled(can_act and self._ready() is not None)
        button.pressed.connect(self.commit)
        prompt = self._prompt(view, can_act)
        self._label("prompt", LabelItem(prompt, 18, bold=True, width=900,
                                        backdrop=QColor(255, 250, 240, 220))).setPos(1120, 760)
        if view.two_pairs and can_act:
            for i in range(2):
                tab = self.add(ButtonItem(_tr("This round") if i == 0 else _tr("Next round"), 170, 44, key=f"slot:{i}"))
                tab.setPos(1790, 870 + i * 56)
                tab.set_selected(i == self.active_slot)
                tab.pressed.connect(lambda i=i: self.choose_slot(i))

    def _prompt(self, view: TurtleView, can_act: bool) -> str:
        if view.over:
            return _tr("The game is over.")
        if view.my_commitment is not None:
            return _tr("Your cards are face down. Waiting for the others…")
        if not can_act:
            return _tr("Waiting…")
        if self._ready() is not None:
            return _tr("Ready: press Commit (or Enter on it) to place your cards face down.")
        if self.slots and self._pattern_alone(self.active_slot):
            return _tr("No Animal card for this pair: drag a Pattern card alone onto a table, then Commit.")
        if not view.two_pairs:
            return _tr("Drag an Animal card and its Pattern card onto a table.")
        if self.active_slot == 0:
            return _tr("This round's pair: drag an Animal card and its Pattern card onto a table.")
        return _tr("Next round's pair: drag an Animal card and its Pattern card onto a table.")

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        anchor = self.seat_anchor.get(seat, QPointF(960, 220))
        return anchor + (QPointF(0, 84) if anchor.y() < 500 else QPointF(130, -96))

    def _label(self, key: str, label: LabelItem) -> LabelItem:
        """Put a text on the table under `key`."""
        self.labels[key] = self.add(label)
        return label

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
        self.reason(_hint_words(action), self.table_rects[pattern].center() if pattern in self.table_rects else None)

    def score_lines(self, view: View) -> list[tuple[int, str]]:
        """Each seat's score and its parts, as the rules count them."""
        assert isinstance(view, TurtleView)
        names = self.host.seat_names()
        lines = []
        for s in range(view.num_players):
            parts = ", ".join(f"{shown(label)} {points}" for label, points in view.breakdown[s])
            lines.append((s, _tr("{name}: {total} ({parts})").format(name=names[s], total=view.scores[s],
                                                                     parts=parts)))
        return lines

    # --- animation of events ----------------------------------------------------------

    def animate(self, events: list[Event], view: View) -> None:
        assert isinstance(view, TurtleView)
        a = self.animator
        self._flying = {}
        for event in events:
            data = event.data
            kind = event.kind
            if kind == "reveal":
                backs = [i for k, i in self.items.items() if k.startswith("committed:")]
                with a.beat():  # the face-down cards slide to their tables …
                    for back in backs:
                        a.fade(back, 0.0, 120)
                    for seat, value, pattern in data.get("plays", []):
                        self._fly_card(view.animals[seat], seat, value, pattern)
                with a.beat():  # … and turn over together
                    for flying_card in self._flying.values():
                        a.flip(flying_card, True)
                a.pause(250)
            elif kind == "ant_card":
                if "ant:deck" in self.items:
                    flying = self.add(CardItem(CARD_W, CARD_H, "", ant_face, ant_back, face_up=False))
                    flying.data_["ant"] = data.get("card")
                    flying.setPos(145, 345)
                    flying.setZValue(60)
                    with a.beat():
                        self._appear(flying)
                        a.move(flying, QPointF(145, 560))
                    a.flip(flying, True)
                    a.pause(200)
            elif kind == "cube" or kind == "place":
                self._move_cube(data.get("table"), data.get("to", 0))
            elif kind == "fail":
                self._bounce(data.get("seat"), data.get("table"))
            elif kind == "complete":
                won = self.items.get(f"celebration:{data.get('table')}")
                if won is not None:
                    target = self.seat_anchor.get(data.get("seat", -1)) if data.get("to") == "player" else None
                    with a.beat():
                        if target is not None:
                            a.move(won, target)
                        else:
                            a.fade(won, 0.0, 300)
            elif kind == "points":
                self._fly_points(data.get("seat", 0), data.get("table", ""), data.get("points", 0))
            elif kind in ("refill", "cleanup"):
                pass
        a.call(lambda: self.rebuild(view))

    def _appear(self, item: QGraphicsItem) -> None:
        """A piece made for an animation stays hidden until the animation reaches it."""
        item.hide()

        def show() -> None:
            if shiboken6.isValid(item):
                item.show()

        self.animator.call(show)

    def _fly_card(self, animal: str, seat: int, value: int, pattern: str) -> None:
        rect = self.table_rects.get(pattern)
        start = self.seat_anchor.get(seat)
        if rect is None or start is None:
            return
        card = self.add(CardItem(SMALL_W, SMALL_H, "", animal_face if value else pattern_face, party_back,
                                 face_up=False))
        card.data_.update(animal=animal, value=value, pattern=pattern,
                          seat_colour=self.host.seat_colour(seat))
        card.setPos(start)
        card.setZValue(55)
        self._appear(card)
        self._flying[seat] = card
        self.animator.move(card, QPointF(rect.center().x() + (seat - 1.5) * 40, rect.bottom() - 150))

    def _move_cube(self, pattern: str | None, to: int) -> None:
        cube = self.items.get(f"cube:{pattern}")
        track = self.items.get(f"track:{pattern}")
        if isinstance(cube, CubeItem) and isinstance(track, TrackItem):
            with self.animator.beat():
                self.animator.move(cube, track.pos() + track.cell_centre(min(to, track.limit)), ms=300)

    def _bounce(self, seat: int | None, pattern: str | None) -> None:
        """A failed card: a red note on the table, and the card slides back to its owner."""
        rect = self.table_rects.get(pattern or "")
        if rect is None or seat is None:
            return
        card = self._flying.pop(seat, None)
        home = self.seat_anchor.get(seat)
        if card is not None and home is not None:
            with self.animator.beat():
                self.animator.move(card, home, ms=320)
        marker = self.add(LabelItem(_tr("fails — back to hand"), 15, bold=True, colour=QColor("#8b1e1e"),
                                    backdrop=QColor(255, 240, 240, 230)))
        marker.setPos(rect.center().x(), rect.bottom() - 40)
        marker.setZValue(70)
        self._appear(marker)
        self.animator.pause(350)
        self.animator.fade(marker, 0.0, 200)

    def _fly_points(self, seat: int, pattern: str, points: int) -> None:
        rect = self.table_rects.get(pattern)
        target = self.seat_anchor.get(seat)
        if rect is None or target is None:
            return
        with self.animator.beat():
            for i, value in enumerate(hustle_change(points)):
                cube = self.add(CubeItem(24, QColor(CUBE_COLOURS[value]), "", str(value)))
                cube.setPos(rect.center() + QPointF(i * 8, 0))
                cube.setZValue(65)
                self._appear(cube)
                self.animator.move(cube, target + QPointF(-120 + i * 28, 0), ms=350)


