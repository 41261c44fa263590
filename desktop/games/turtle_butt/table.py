"""The Turtle Butt table (basic, rococo and liar's game).

The table reflows (layout.py): the other players' places along the top, the middle band
with the deck (and set-aside cards) on the left, the three shared cards (or the liar's
claim) in the centre and an information board on the right (the last hand's scoring, the
rococo scoring round with its growing prize, or the last challenge), and the shown seat's
place along the bottom with its cards, its suit tracker, the prompt and the buttons.

Every player's place has a suit tracker: the six suit glyphs, lit for each suit their
cards already show (six lit is Turtle Butt). "Hit me" is dragging the deck's top card onto
your row, the button, or the H key; "I'll stay" is the button or S. In the liar's game
only the holder sees the hand (other seats see backs); the claim is set with a spin
control that only offers legal claims (+/- keys), then Announce; the next player
Challenges (C) or Accepts (A). Those are the English keys: each move's key is the letter
its button shows in brackets, as the translation writes it (`words.button_labels`).

Everything shown comes from the seat's view: suits, scores and their parts, the last
hand's outcome, who lost a challenge and why, the prize of the scoring round. The table
lays it out and turns gestures into moves; it decides nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent

from desktop.table import theme
from desktop.table.items import ButtonItem, LabelItem, TableItem, TokenItem
from desktop.table.painting import fit_text
from desktop.table.panels import SeatPanel, ValueSpinner
from desktop.table.text import points, shown, translator
from desktop.table.zones import DropZone
from rules.core import Action, say_n
from rules.turtle_butt import (
    ACCEPT,
    CHALLENGE,
    DRAW,
    HIT,
    LIARS,
    STAY,
    TAKE,
    Claim,
    Move,
    SeatView,
    TurtleButtView,
)

from .animation import Animations
from .decktet_art import back_item, card_item
from .layout import Layout, fan, open_widths, rows_for, rows_of_cards
from .middle import Middle
from .pieces import BUTT_RED, DEALER_TOKEN, PLAIN_BROWN, SuitTracker
from .words import (
    MOVE_BUTTONS,
    announce_label,
    button_labels,
    hand_now,
    move_keys,
    move_prompt,
    move_words,
    seat_status,
)

_tr = translator("TurtleButtTable")


#: What a place's header keeps at most for the player's name beside a status (a short name whole, a long one begun).
NAME_ROOM = 84.0


class TurtleButtTable(Middle, Animations):
    """Draws a Turtle Butt view and turns drags, buttons and keys into moves.

    Its parts: the middle band (`middle`), the animations (`animation`), the pieces (`pieces`) and
    the table's sentences (`words`); this class lays out the seats' places and the controls, and
    handles the gestures, keys, hints and score lines.
    """

    # --- building -----------------------------------------------------------------

    def forget_drafts(self) -> None:
        self.claim_value = 0  # the claim the last player dialled

    def build(self, view: TurtleButtView) -> None:
        v = view
        me = self.me(v)
        n = len(v.seats)
        liars = v.variant == LIARS
        self.layout = Layout.of(self.area, self.compact, n - 1, rows_for(n - 1, liars), liars)
        self.anchor, self.rows, self.boxes, self.statuses = {}, {}, {}, {}
        self.next_card_at = None
        self.spinner = None
        claims = self.claims()
        if claims and self.claim_value not in claims:
            self.claim_value = claims[0]
        others = [(me + k) % n for k in range(1, n)]
        for seat, box in zip(others, self.layout.others, strict=True):
            self._build_other(v, seat, box)
        self._build_middle(v)
        self._build_me(v, me)
        self._build_dealer(v)
        self.add_thinking_label(size=15)

    def _header(self, v: TurtleButtView, seat: int, box: QRectF, right: float, status: str = "",
                status_colour: QColor | None = None) -> None:
        """Seat mat, badge and name along the top of `box`; the total (and `status`) end at `right`."""
        p = v.seats[seat]
        mine = seat == v.seat
        colour = self.host.seat_colour(seat)
        active = seat in v.to_act()
        self.add(SeatPanel(box, colour, active, p.out, p.turtle_butt))
        badge = self.add(TokenItem(30, colour.qcolor, f"badge:{seat}", symbol=colour.shape))
        badge.setPos(box.left() + 26, box.top() + 26)
        if v.variant != LIARS:
            total = self.label(points(p.total), 21, QPointF(right, box.top() + 26),
                               anchor="right", bold=True)
            total.setToolTip(_tr("Match total"))
            self.speak(total, f"seat:{seat}")  # the look walk reads a seat's words as one stop
            right -= total.boundingRect().width() + 4
        name = self.names()[seat] + (_tr(" (you)") if mine else "")
        if status:  # the name keeps room for a few letters: a long status takes two lines, or shrinks
            kept = min(NAME_ROOM, QFontMetricsF(theme.display_font(22)).horizontalAdvance(name) + 4)
            room = max(40.0, right - (box.left() + 48) - kept)
            tag = self.fitted_label(status, 17, QSizeF(room, 44), QPointF(right, box.top() + 27), anchor="right",
                                    bold=True, colour=status_colour, wrap=True)
            self.speak(tag, f"seat:{seat}")
            right -= tag.boundingRect().width() + 4
        room = max(40.0, right - (box.left() + 48))
        self.speak(self.fitted_label(name, 22, QSizeF(room, 40), QPointF(box.left() + 46, box.top() + 26),
                                     anchor="left", display=True, name=self.names()[seat]), f"seat:{seat}")
        self.anchor[seat] = QPointF(box.center().x(), box.center().y())
        self.boxes[seat] = QRectF(box)

    def _build_other(self, v: TurtleButtView, seat: int, box: QRectF) -> None:
        assert self.layout is not None
        p = v.seats[seat]
        status, colour = seat_status(v, p)
        small = self.layout.small
        cw, ch = small.width(), small.height()
        line2 = box.top() + 62
        if v.variant == LIARS:
            self._header(v, seat, box, box.right() - 18, status, colour)
            if p.said is not None and not p.out:
                self.speak(self.label(shown(p.said, self.names()), 16, QPointF(box.left() + 18, line2), anchor="left",
                                      colour=PLAIN_BROWN), f"seat:{seat}")
            ch = min(ch, box.height() - 84)
            cw = ch * 0.7
            row_y = box.bottom() - 10 - ch / 2
            if v.holder == seat:
                positions = fan(box.left() + 18, box.right() - 18, row_y, v.hand_size, cw, 6)
                for i, pos in enumerate(positions):
                    back = self.add(back_item(cw, ch, f"hand:{seat}:{i}"))
                    back.setPos(pos)
                    back.setZValue(i)
            elif p.out:
                stamp = self.label(_tr("OUT"), 40, QPointF(box.center().x(), (line2 + box.bottom()) / 2 + 8),
                                   display=True, colour=QColor("#8b1e1e"), backdrop=QColor(255, 255, 255, 150))
                stamp.setRotation(-8)
            self.rows[seat] = (fan(box.left() + 18, box.right() - 18, row_y, 12, cw, 6), cw, ch)
            return
        self._header(v, seat, box, box.right() - 18)
        # A narrow mat (five or six players on a laptop) keeps room beside the suits for "thinking…".
        tracker = self.add(SuitTracker(p.suits, 10 if box.width() >= 340 else 9, f"tracker:{seat}"))
        tracker.setPos(box.left() + 16 + tracker.w / 2, line2)
        room = self._status_room(seat)
        self.statuses[seat] = self.fitted_label(status, 17, room.size(), QPointF(room.right(), line2), bold=True,
                                                colour=colour, anchor="right", wrap=True)
        self.speak(self.statuses[seat], f"seat:{seat}")
        score_y = box.bottom() - 22
        top, bottom = min(line2 + 28, score_y - 20 - ch), score_y - 20

        def places(count: int) -> tuple[list[QPointF], QSizeF]:
            return rows_of_cards(box.left() + 16, box.right() - 16, top, bottom, count, QSizeF(cw, ch))

        shown_at, size = places(len(p.own))
        for i, (name, pos, open_w) in enumerate(zip(p.own, shown_at, open_widths(shown_at, size.width()),
                                                    strict=True)):
            item = self.add(card_item(name, size.width(), size.height(), f"own:{seat}:{i}", open_width=open_w))
            item.setPos(pos)
            item.setZValue(i)
        next_at, size = places(max(len(p.own) + 1, 6))
        self.rows[seat] = (next_at, size.width(), size.height())
        # The dealer's token sits in the mat's bottom right corner: the score line keeps clear of it.
        token = DEALER_TOKEN + 12 if self._dealer_shown(v, seat) else 0
        self._score_line(p, QPointF(box.center().x() - token / 2, score_y), box.width() - 28 - token, 16)

    def _score_line(self, p: SeatView, at: QPointF, width: float, size: int) -> None:
        """What the seat's cards score now, and how (the rules' parts)."""
        if p.hand_score is None and not p.turtle_butt:
            return
        text = hand_now(p)
        room = QSizeF(width, 40)
        shown_text = text
        if not p.turtle_butt and fit_text(text, room, theme.text_font(size), wrap=False).cut:  # a narrow place:
            shown_text = hand_now(p, short=True)  # the score, and how it scores (or that nothing does) in the tooltip
        self.fitted_label(shown_text, size, room, at, colour=BUTT_RED if p.turtle_butt else theme.INK, tip=text)

    def _build_me(self, v: TurtleButtView, me: int) -> None:
        assert self.layout is not None
        lay = self.layout
        box = lay.me
        p = v.seats[me]
        legal = self.legal()
        big = lay.big
        status, colour = seat_status(v, p)
        self._header(v, me, box, lay.row.right(), status, colour)
        line2 = box.top() + (64 if lay.compact else 70)
        holds = v.variant == LIARS and v.sees_hand
        if v.variant != LIARS or holds:
            # At the row's right end, so that the path from the deck to the first places of the row (a hint's
            # arrow, a dragged card) crosses no words.
            tracker = self.add(SuitTracker(p.suits, 14, f"tracker:{me}"))
            tracker.setPos(lay.row.right() - tracker.w / 2, line2)
            caption = _tr("suits shown by the shared cards and yours") if v.variant != LIARS else \
                _tr("suits the hand shows")
            self.label(caption, 16, QPointF(lay.row.right() - 12 - tracker.w, line2), anchor="right",
                       colour=PLAIN_BROWN)
        # The liar's hand someone else holds now: the cards this seat saw while it held it, faded.
        recalled = list(v.seen_in_hand) if v.variant == LIARS and not holds else []
        if recalled:
            drawn = v.hand_size - len(recalled)
            caption = shown(say_n(drawn, "The hand as you saw it; {n} card drawn since",
                                  "The hand as you saw it; {n} cards drawn since")) if drawn \
                else _tr("The hand as you saw it")
            self.label(caption, 16, QPointF(box.left() + 24, line2), anchor="left", colour=PLAIN_BROWN)
        row = lay.row
        row_y = row.center().y()
        cards = list(p.own) if v.variant != LIARS else list(v.hand or ()) or recalled
        zone_rect = row.adjusted(-10, -10, 10, 10)
        zone = self.add(DropZone(zone_rect, "row:me", _tr("your cards"), visible_frame=HIT in legal or DRAW in legal))
        zone.data_["seat"] = me
        slots = fan(row.left(), row.right(), row_y, max(len(cards) + 1, int(row.width() // (big.width() + 10))),
                    big.width(), 10)
        if v.variant == LIARS and v.holder == me and not v.sees_hand:  # a spectator sees only backs
            for i, pos in enumerate(fan(row.left(), row.right(), row_y, v.hand_size, big.width(), 10)):
                self.add(back_item(big.width(), big.height(), f"hand:{me}:{i}")).setPos(pos)
        self.next_card_at = slots[len(cards)]
        positions = fan(row.left(), row.right(), row_y, len(cards), big.width(), 10)
        rooms = open_widths(positions, big.width())
        for i, name in enumerate(cards):
            key = f"own:{me}:{i}" if v.variant != LIARS else f"seen:{i}" if recalled else f"mine:{i}"
            item = self.add(card_item(name, big.width(), big.height(), key, open_width=rooms[i]))
            item.setPos(positions[i])
            item.setZValue(i)
            if recalled:
                item.setOpacity(0.6)
        if not cards and not (v.variant == LIARS and v.holder == me):
            if v.variant == LIARS:
                hint = (_tr("You do not hold the hand") if v.seat is not None
                        else _tr("{name} does not hold the hand").format(name=self.names()[me]))
            elif HIT in legal or DRAW in legal:
                hint = _tr("Drag the deck's top card here to take a card")
            else:
                hint = _tr("No cards of your own yet")
            self.label(hint, 17, row.center(), colour=PLAIN_BROWN)
        self.rows[me] = (slots, big.width(), big.height())
        self._score_line(p, QPointF(row.center().x(), box.bottom() - 22), row.width(), 17)
        self._build_controls(v, me, legal)

    def _button(self, text: str, key: str, at: QPointF, enabled: bool, action: Action | None,
                width: float = 300, tip: str = "") -> None:
        button = self.add(ButtonItem(text, width, 52, key=key))
        if tip:
            button.setToolTip(tip)
        button.setPos(at)
        button.set_enabled(enabled)
        button.pressed.connect(lambda a=action: self.play(a))

    def _build_controls(self, v: TurtleButtView, me: int, legal: list[Action]) -> None:
        assert self.layout is not None
        col = self.layout.controls
        x = col.center().x()
        asked = self.host.prompt(move_prompt(v, me, legal, self.names()))
        first = col.top() + (112 if self.compact else 124)
        # the prompt fills the room above the first button, in smaller type when it is long
        room = QSizeF(col.width() - 16 - 2 * LabelItem.PAD_X, first - 26 - 12 - col.top() - 2 * LabelItem.PAD_Y)
        prompt = self.add(LabelItem.fitted(asked, 18, room, bold=True, wrap=True, name=self.names()[me],
                                           width=col.width() - 16, backdrop=QColor(255, 246, 214, 235)))
        prompt.setPos(x, col.top() + 6 + prompt.boundingRect().height() / 2)
        prompt.setZValue(5)
        self.speak_prompt(prompt)  # the look walk reads it (and starts there)
        step = 64.0
        if v.phase == "over" or v.seats[me].out:
            return
        labels = button_labels(v.variant)
        if v.variant == LIARS:
            if v.phase == "respond" and v.to_act() == (me,):
                stakes = v.challenge_words(), v.accept_words()
                self._button(labels[CHALLENGE], "challenge", QPointF(x, first), CHALLENGE in legal, CHALLENGE,
                             tip=shown(stakes[0], self.names()) if stakes[0] is not None else "")
                self._button(labels[ACCEPT].format(n=v.claim), "accept", QPointF(x, first + step), ACCEPT in legal,
                             ACCEPT, tip=shown(stakes[1], self.names()) if stakes[1] is not None else "")
                return
            self._button(labels[DRAW], "draw", QPointF(x, first), DRAW in legal, DRAW)
            claims = self.claims()
            if not claims:
                return
            spin_y = first + step
            self.spinner = ValueSpinner(self.add, "claim", claims, self.claim_value, QPointF(x - 50, spin_y),
                                        self._claim_changed)
            self.label(_tr("claim (+/− keys)"), 15, QPointF(x + 56, spin_y), anchor="left", colour=PLAIN_BROWN,
                       width=100)
            self._button(announce_label(self.claim_value), "announce", QPointF(x, spin_y + step), bool(claims), None)
            return
        if v.phase == "scoring":
            if v.scorer != me:  # only the best hand plays the scoring round: nothing here to press, even later
                return
            self._button(labels[TAKE].format(points=points(v.prize)), "take", QPointF(x, first), TAKE in legal, TAKE)
            self._button(labels[DRAW], "draw", QPointF(x, first + step), DRAW in legal, DRAW)
            return
        self._button(labels[HIT], "hit", QPointF(x, first), HIT in legal, HIT)
        self._button(labels[STAY], "stay", QPointF(x, first + step), STAY in legal, STAY)

    @staticmethod
    def _dealer_shown(v: TurtleButtView, seat: int) -> bool:
        return v.variant != LIARS and v.phase != "over" and v.dealer == seat

    def _build_dealer(self, v: TurtleButtView) -> None:
        if v.dealer not in self.boxes or not self._dealer_shown(v, v.dealer):
            return
        letter = _tr("D")  # the dealer's token: the first letter of the language's word for the dealer
        token = self.add(TokenItem(DEALER_TOKEN, QColor("#fff3c4"), "dealer", text=letter))
        token.setToolTip(shown(v.dealer_words(), self.names()))
        token.setPos(self._dealer_spot(v.dealer))
        token.setZValue(20)

    # --- acting -------------------------------------------------------------------

    def play(self, action: Action | None) -> None:
        """Submit a move; ``None`` means the claim currently set on the spin control."""
        if action is None:
            if not self.claims():
                self.reason(_tr("you cannot announce now"))
                return
            action = Claim(self.claim_value)
        reason = self.host.submit(action)
        if reason is not None:
            self.reason(reason)

    def _claim_changed(self, value: int) -> None:
        self.claim_value = value
        announce = self.items.get("announce")
        if isinstance(announce, ButtonItem):  # the button says the claim it announces, in step with the spinner
            announce.set_text(announce_label(value))
            if announce.focused:
                self.say_focus_again()  # the ring's words follow the button's

    def step_claim(self, delta: int) -> None:
        """Move the claim spinner (the + and − keys)."""
        if self.spinner is not None:
            try:
                self.spinner.step(delta)
            except RuntimeError:  # the spinner's items went with the last rebuild
                self.spinner = None

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        if item.key != "deck:top":
            return _tr("only the deck's top card can be moved")
        if zone.key != "row:me":
            return _tr("take the card to your own row")
        legal = self.legal()
        if HIT in legal or DRAW in legal:
            return None
        v = self.view
        wanted = HIT if v is not None and v.phase == "offer" else DRAW
        return self.host.why_illegal(wanted) or _tr("you cannot take a card now")

    def drop(self, item: TableItem, zone: DropZone) -> None:
        self.play(HIT if HIT in self.legal() else DRAW)

    def key_pressed(self, event: QKeyEvent) -> bool:
        key = event.key()
        # A move's key is the letter its button shows (the translation's): Qt names a letter key by its
        # capital's code point.
        variant = self.view.variant if self.view is not None else ""
        moves = [move for letter, move in move_keys(variant) if key == ord(letter)]
        if moves:
            legal = self.legal()
            action = next((move for move in moves if move in legal), moves[0])
            if action in legal:
                self.play(action)
            else:
                reason = self.host.why_illegal(action)
                self.reason(reason or _tr("{move} is not possible now").format(move=str(action)))
            return True
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_PageUp):
            self.step_claim(1)
            return True
        if key in (Qt.Key.Key_Minus, Qt.Key.Key_PageDown):
            self.step_claim(-1)
            return True
        return super().key_pressed(event)

    # --- hints, scores, thinking ----------------------------------------------------

    def show_hint(self, action: Action) -> None:
        """Light the button (or the deck) that plays the suggested move and say it beside it."""
        if isinstance(action, Claim):
            self.claim_value = action.points
            if self.view is not None:
                self.rebuild(self.view)
        target_key = "announce" if isinstance(action, Claim) else \
            MOVE_BUTTONS.get(action, "") if isinstance(action, Move) else ""
        for key, item in self.items.items():
            item.set_hint(key == target_key)
        text = move_words(action)
        piece = self.items.get(target_key)
        deck = self.items.get("deck:top")
        if action in (HIT, DRAW) and deck is not None and self.next_card_at is not None:
            deck.set_hint(True)
            top = deck.sceneBoundingRect()
            self.hint(text, QPointF(top.center().x(), top.top()), self.next_card_at)
        elif piece is not None:  # a button: beside it, clear of the prompt above the buttons
            rect = piece.sceneBoundingRect()
            self.hint(text, QPointF(rect.left(), rect.center().y()), left=True)
        else:
            self.hint(text)

    def score_lines(self, view: TurtleButtView) -> list[tuple[int, str]]:
        v = view
        names = self.names()
        if v.variant == LIARS:
            return [(p.seat, (_tr("{name}: out") if p.out else _tr("{name}: in")).format(name=names[p.seat]))
                    for p in v.seats]
        if v.phase == "over":  # no hand is in play any more: the totals alone
            return [(p.seat, _tr("{name}: {total}").format(name=names[p.seat], total=points(p.total)))
                    for p in v.seats]
        lines = []
        for p in v.seats:
            now = _tr("Turtle Butt") if p.turtle_butt else points(p.hand_score or 0)
            lines.append((p.seat, _tr("{name}: {total} (this hand: {now})").format(
                name=names[p.seat], total=points(p.total), now=now)))
        return lines

    def _status_room(self, seat: int) -> QRectF:
        """Where a rival's status text goes: the rest of the suits' line (its labels' margins kept
        clear of the tracker), two lines high, as the cards start below them."""
        item = self.items[f"tracker:{seat}"]
        box, tracker = self.boxes[seat], item.mapRectToScene(item.body())
        left = tracker.right() + 3 + LabelItem.PAD_X + 4
        return QRectF(left, tracker.center().y() - 20, box.right() - 18 - left, 40)

    def thinking_spot(self, seat: int, label: LabelItem) -> QPointF | None:
        if seat not in self.statuses:
            return None
        # In place of the status, right-aligned as it is; broken into lines as it may be.
        room = self._status_room(seat)
        fitted = fit_text(label.text, room.size(), label.font, floor=label.font.pixelSize())
        if fitted.cut:
            return None
        label.set_text(fitted.text)
        return QPointF(room.right() + label.PAD_X - label.boundingRect().width() / 2, room.center().y())

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        box = self.boxes.get(seat)
        if box is None:
            return self.area.center()
        if self.view is not None and seat == self.me(self.view):
            return QPointF(box.center().x(), box.top() + 26)
        return QPointF(box.center().x(), box.center().y() + 20)

    def show_thinking(self, seat: int, on: bool) -> None:
        super().show_thinking(seat, on)
        status = self.statuses.get(seat)
        if status is not None:
            status.setVisible(not on)

    def away_marked(self, seat: int) -> None:
        status = self.statuses.get(seat)  # "away" stands in place of the seat's status, as "thinking…" does
        if status is not None:
            status.hide()


__all__ = ["TurtleButtTable"]
