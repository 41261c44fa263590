"""The middle band of the Turtle Butt table: the deck, the shared cards (or the liar's claim)
and the information board (how it goes, the last hand scored, the rococo scoring round with
its growing prize, or the last challenge)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF

from desktop.table import theme
from desktop.table.items import TokenItem
from desktop.table.painting import cut_names
from desktop.table.panels import InfoBoard
from desktop.table.text import points, shown, translator
from rules.core import say_n
from rules.turtle_butt import DRAW, HIT, LIARS, PAWN_WARNING_TEXT, ROCOCO, TurtleButtView

from .decktet_art import back_item, card_item
from .layout import MIN_TEXT, fan, open_widths
from .parts import TurtleButtParts
from .pieces import SHADE, WHITE
from .words import button_labels, challenge_lines, deck_extras, key_of, outcome_lines, variant_title

_tr = translator("TurtleButtTable")

#: The last challenge's row of cards: the room between the words and the cards, under the cards to the
#: board's edge, and the height the cards keep before the words shrink to make them room.
CARDS_GAP, CARDS_PAD, CARDS_LEAST = 8.0, 14.0, 84.0


class Middle(TurtleButtParts):
    """Draws the middle band from the view: deck, shared cards or claim, and the board."""

    def _build_middle(self, v: TurtleButtView) -> None:
        assert self.layout is not None
        lay = self.layout
        legal = self.legal()
        can_draw = HIT in legal or DRAW in legal
        big = lay.big
        deck = lay.deck
        self.label(_tr("Deck: {n}").format(n=v.deck_size), 17, QPointF(deck.x(), deck.y() - big.height() / 2 - 18),
                   bold=True, colour=WHITE)
        for i in range(min(4, max(0, v.deck_size - 1))):
            under = self.add(back_item(big.width(), big.height()))
            under.setPos(deck.x() - i * 1.5, deck.y() + i * 2.5)
        if v.deck_size:
            top = self.add(back_item(big.width(), big.height(), "deck:top"))
            top.setPos(deck)
            top.setZValue(10)
            top.set_interactive(draggable=can_draw, clickable=can_draw)
            key = key_of(button_labels(v.variant)[HIT if HIT in legal else DRAW])
            if can_draw:
                top.set_words(_tr("The deck"), _tr("Drag the top card to your row (or press {key})").format(key=key),
                              _tr("Press {key} to take the top card.").format(key=key))
            else:
                top.setToolTip(_tr("The deck"))
        extras = deck_extras(v)
        if extras:
            note = self.label(extras, 15, QPointF(deck.x() + 40, lay.under), colour=WHITE,
                              backdrop=SHADE)
            if v.pawns:
                note.setToolTip(shown(PAWN_WARNING_TEXT))
        if v.variant == LIARS:
            self._build_claim(v)
        else:
            self._build_shared(v)
        self._build_board(v)

    def _build_shared(self, v: TurtleButtView) -> None:
        assert self.layout is not None
        lay = self.layout
        big = lay.big
        if v.set_aside:
            small_w, small_h = big.width() * 0.5, big.height() * 0.5
            x = lay.deck.x() + big.width() / 2 + 20 + small_w / 2
            self.label(_tr("Set aside: {n}").format(n=len(v.set_aside)), 15, QPointF(x + 24, lay.over),
                       colour=WHITE)
            for i, name in enumerate(v.set_aside[-6:]):
                item = self.add(card_item(name, small_w, small_h, f"aside:{i}"))
                item.setPos(x + (i % 3) * 24, lay.deck.y() - 30 + (i // 3) * (small_h * 0.6))
        centre = lay.centre
        self.label(_tr("Shared cards — they count for everyone"), 17, QPointF(centre.x(), lay.over),
                   bold=True, colour=WHITE)
        gap = 18.0
        x0 = centre.x() - (3 * big.width() + 2 * gap) / 2 + big.width() / 2
        for i, name in enumerate(v.shared):
            item = self.add(card_item(name, big.width(), big.height(), f"shared:{i}"))
            item.setPos(x0 + i * (big.width() + gap), centre.y())
        if v.phase == "over":
            hand = shown(say_n(v.hand_no, "the match is over after {n} hand", "the match is over after {n} hands"))
        else:
            hand = (_tr("Hand {n} of {m}") if v.hands_limit else _tr("Hand {n}")).format(n=v.hand_no + 1,
                                                                                          m=v.hands_limit)
        target = _tr(" · first to {n}").format(n=v.target) if v.target else ""
        title = _tr("Turtle Butt — {variant}").format(variant=variant_title(v.variant))
        caption = _tr("{title} · {hand}{target}").format(title=title, hand=hand, target=target)
        self.label(caption, 16, QPointF(centre.x(), lay.under), colour=WHITE, backdrop=SHADE)

    def _build_claim(self, v: TurtleButtView) -> None:
        assert self.layout is not None
        lay = self.layout
        names = self.names()
        left = lay.deck.x() + lay.big.width() / 2 + 40
        height = min(lay.middle.height() - 8, 240.0)
        box = QRectF(left, lay.middle.center().y() - height / 2, lay.board.left() - 24 - left, height)
        lines: list[str] = []
        disc = 0.0
        if v.phase == "over":
            winner = v.winner
            title = (_tr("{name} is the last player standing!").format(name=names[winner]) if winner is not None
                     else _tr("The game is over"))
            lines.append(_tr("Everyone else was caught out by a challenge."))
        else:
            holder = names[v.holder] if v.holder is not None else _tr("nobody")
            title = shown(say_n(v.hand_size, "{name} holds the hand: {n} card", "{name} holds the hand: {n} cards",
                                name=holder))
            if v.claim:
                who = names[v.claimant] if v.claimant is not None else "?"
                lines.append(_tr("{name} announced that the hand scores {n}.").format(name=who, n=v.claim))
                if v.phase == "respond":
                    lines.append(_tr("{name} must challenge it or accept the hand.").format(name=names[v.to_act()[0]]))
                else:
                    lines.append(_tr("The next announcement must be more than {n} (at most {cap}).").format(
                        n=v.claim, cap=v.claim_cap))
                disc = 170.0
            else:
                lines.append(_tr("No announcement yet: the first must be at least 1."))
                lines.append(_tr("Only the holder may look at the hand."))
        board = self.add(InfoBoard(box.width() - disc, box.height(), title, lines, "claim-board"))
        board.setPos(box.center() - QPointF(disc / 2, 0))
        if disc:
            d = min(130.0, box.height() - 50)
            token = self.add(TokenItem(d, QColor("#dbe9f4"), "claim", text=str(v.claim)))
            token.setPos(box.right() - disc / 2 + 8, box.center().y() - 14)
            self.label(_tr("claimed"), 17, QPointF(box.right() - disc / 2 + 8, box.center().y() + d / 2 + 2),
                       bold=True, colour=WHITE, backdrop=SHADE)

    def _build_board(self, v: TurtleButtView) -> None:
        assert self.layout is not None
        box = self.layout.board
        names = self.names()
        if v.variant == ROCOCO and v.phase == "scoring" and v.scorer is not None:
            if v.scorer == v.seat:
                choice = _tr("Take {points} now, or draw: no Turtle Butt and the prize grows to {n}; Turtle Butt "
                             "and it is lost.").format(points=points(v.prize), n=v.prize_if_safe)
            else:  # told to the seat on screen, who only watches this round
                choice = _tr("{name} may take {points} now, or draw: no Turtle Butt and the prize grows to {n}; "
                             "Turtle Butt and it is lost.").format(name=names[v.scorer], points=points(v.prize),
                                                                   n=v.prize_if_safe)
            lines = [_tr("{name} has the best hand and plays the scoring round.").format(name=names[v.scorer]),
                     choice]
            self._board(box, _tr("Scoring round"), lines)
            d = 48.0
            per_row = max(1, int((box.width() - 40) // (d + 6)))
            for i in range(v.prize):
                token = self.add(TokenItem(d, QColor("#e3a21a"), f"prize:{i}", text="1"))
                token.setPos(box.left() + 20 + d / 2 + (i % per_row) * (d + 6), box.bottom() - 16 - d / 2)
            return
        if v.variant == LIARS:
            self._challenge_board(v, box)
            return
        outcome = v.last_hand
        if outcome is None:
            lines = [_tr("Take cards (Hit me) to build pairs, sets and a run with the shared cards; stay before your "
                         "cards show all six suits: that is Turtle Butt and scores nothing.")]
            self._board(box, _tr("How it goes"), lines)
            return
        lines = outcome_lines(outcome, self._board_names(box))
        self._board(box, _tr("Hand {n} scored").format(n=outcome.number), lines, self._board_text(lines, box))

    def _board(self, box: QRectF, title: str, lines: list[str], text_size: int = 17) -> None:
        """The information board in `box`: as tall as its words need (never shorter than the shared cards),
        centred on the middle, so a tall middle (two players at full HD) holds no tall empty board."""
        assert self.layout is not None
        least = self.layout.big.height() + 24
        height = min(box.height(), max(least, InfoBoard.height_for(box.width(), lines, text_size)))
        self.add(InfoBoard(box.width(), height, title, lines, "board", text_size)).setPos(box.center())

    def _board_names(self, box: QRectF) -> list[str]:
        """The players' names as a board in `box` writes them: one longer than a third of its width is cut."""
        return cut_names(self.names(), QFontMetricsF(theme.text_font(17)), box.width() / 3)

    @staticmethod
    def _board_text(lines: list[str], box: QRectF) -> int:
        """The board's text size: the largest at which its lines, wrapped as they are drawn, fit; else the floor."""
        return next((size for size in range(17, MIN_TEXT, -1)
                     if InfoBoard.height_for(box.width(), lines, size) <= box.height()), MIN_TEXT)

    def _challenge_board(self, v: TurtleButtView, box: QRectF) -> None:
        """The last challenge: its words, then the hand shown in a row of cards under them, inside the board.
        The cards take what height the words leave (up to the shared cards' size); where that is little, the
        words go down to the smallest text size first."""
        assert self.layout is not None
        challenge = v.last_challenge
        if challenge is None:
            lines = [_tr("Only the holder sees the hand. Draw, then announce what it scores; the next player "
                         "challenges or accepts.")]
            self._board(box, _tr("How it goes"), lines)
            return
        lines = challenge_lines(challenge, self._board_names(box))
        big = self.layout.big
        size, words, ch = 16, 0.0, 0.0
        for size in (16, MIN_TEXT):
            words = self._words_bottom(box.width(), lines, size)
            ch = min(big.height(), box.height() - words - CARDS_GAP - CARDS_PAD)
            if ch >= CARDS_LEAST:
                break
        ch = max(1.0, ch)
        height = words + CARDS_GAP + ch + CARDS_PAD
        board = self.add(InfoBoard(box.width(), height, _tr("Last challenge"), lines, "board", size))
        board.setPos(box.center())
        cw = ch * 0.7
        row_y = box.center().y() + height / 2 - CARDS_PAD - ch / 2
        centres = fan(box.left() + 18, box.right() - 18, row_y, len(challenge.cards), cw, 6)
        for i, (name, pos, room) in enumerate(zip(challenge.cards, centres, open_widths(centres, cw), strict=True)):
            item = self.add(card_item(name, cw, ch, f"revealed:{i}", open_width=room))
            item.setPos(pos)
            item.setZValue(i)

    @staticmethod
    def _words_bottom(width: float, lines: list[str], size: int) -> float:
        """How far below a board's top its title and `lines` reach (wrapped as the board paints them)."""
        return InfoBoard.height_for(width, lines, size) - InfoBoard.PAD_Y - 8
