"""What one seat of Turtle Butt may know, as a plain frozen value.

Everything dealt face up is public; in the liar's game the hand is seen only by its holder
(and the cards of it a seat saw while holding it). A view holds no state and no deck order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.core import Text, View, say, say_n, seat_name

from .actions import TurtleButtAction, legal_moves
from .deck import ALL_SUITS, LIARS, card_id, deck_ids, mask_of, names_of, suit_names
from .outcome import Challenge, HandOutcome
from .scoring import Part, breakdown_ids, score_ids

if TYPE_CHECKING:
    from .state import TurtleButtState


@dataclass(frozen=True)
class SeatView:
    """One player as every seat sees them (own cards are face up in basic and rococo).

    `parts` are the scorepad lines of the cards as they would score now (the shared and
    own cards; in the liar's game the hand, shown only to its holder) and `hand_score` their
    sum (None where the seat may not know it).
    """

    seat: int
    own: tuple[str, ...]
    stopped: bool
    turtle_butt: bool
    suits: tuple[str, ...]
    hand_score: int | None
    total: int
    out: bool
    parts: tuple[Part, ...] = ()
    hand_points: tuple[int, ...] = ()
    #: The liar's game: what the player last did ("announced 3", "accepted a claim of 3").
    said: Text | None = None

    def to_dict(self) -> dict[str, object]:
        return {
            "seat": self.seat, "own": list(self.own), "stopped": self.stopped, "turtle_butt": self.turtle_butt,
            "suits": list(self.suits), "hand_score": self.hand_score, "total": self.total, "out": self.out,
            "parts": [[str(label), points] for label, points in self.parts], "hand_points": list(self.hand_points),
            "said": None if self.said is None else str(self.said),
        }


@dataclass(frozen=True)
class TurtleButtView(View[TurtleButtAction]):
    """What one seat knows: everything dealt face up; in the liar's game the hand only while holding it.

    It holds no state, no deck order and no hand it may not see: `TurtleButtState.from_view`
    builds a full state from these fields alone, dealing what is hidden from a canonical order.
    """

    game_id = "turtle-butt"

    seat: int | None
    variant: str
    excuse: bool
    pawns: bool
    #: The older ruling (matching Pawns score as a set), kept for records saved under it.
    pawn_sets: bool
    phase: str
    acting: tuple[int, ...]
    dealer: int
    deck_size: int
    hand_no: int
    hands_limit: int | None
    target: int | None
    shared: tuple[str, ...]
    set_aside: tuple[str, ...]
    claim: int
    claimant: int | None
    claim_cap: int
    holder: int | None
    hand_size: int
    sees_hand: bool
    hand: tuple[str, ...] | None
    #: The liar's game: the cards of the hand this seat saw while it held it, now that another holds it.
    seen_in_hand: tuple[str, ...]
    out_order: tuple[int, ...]
    scorer: int | None
    bonus: int
    seats: tuple[SeatView, ...]
    #: The last scored hand (basic and rococo) and the last challenge (liar's game), if any.
    last_hand: HandOutcome | None = None
    last_challenge: Challenge | None = None

    @staticmethod
    def of(s: TurtleButtState, seat: int | None) -> TurtleButtView:
        liars = s.variant == LIARS
        sees_hand = liars and seat is not None and seat == s.holder
        seats = []
        for p in range(s.num_players):
            if liars:
                holding = sees_hand and p == seat
                mask = mask_of(s.hand) if holding else 0
                seats.append(SeatView(
                    p, (), False, holding and mask == ALL_SUITS, tuple(suit_names(mask)),
                    score_ids(s.hand, s.pawn_sets) if holding else None, 0, not s.alive[p],
                    tuple(breakdown_ids(s.hand, s.pawn_sets)) if holding else (), (), s.said[p],
                ))
            else:
                cards = s.shared + s.own[p]
                parts = () if s.butt[p] else tuple(breakdown_ids(cards, s.pawn_sets))
                seats.append(SeatView(
                    p, tuple(names_of(s.own[p])), s.stopped[p], s.butt[p], tuple(suit_names(s.masks[p])),
                    sum(points for _, points in parts), s.totals[p], False, parts, tuple(s.hand_points[p]),
                ))
        return TurtleButtView(
            seat=seat,
            variant=s.variant,
            excuse=bool(s.options.get("excuse")),
            pawns=bool(s.options.get("pawns")),
            pawn_sets=s.pawn_sets,
            phase=s.phase,
            acting=s.to_act(),
            dealer=s.dealer,
            deck_size=len(s.deck),
            hand_no=s.hand_no,
            hands_limit=s.hands_limit,
            target=s.target,
            shared=tuple(names_of(s.shared)),
            set_aside=tuple(names_of(s.set_aside)),
            claim=s.claim,
            claimant=s.claimant if s.claimant >= 0 else None,
            claim_cap=s.cap,
            holder=s.holder if s.holder >= 0 else None,
            hand_size=len(s.hand),
            sees_hand=sees_hand,
            hand=tuple(names_of(s.hand)) if sees_hand else None,
            seen_in_hand=tuple(names_of(s.hand[: s.looked[seat]])) if liars and seat is not None and not sees_hand
            else (),
            out_order=tuple(s.out_order),
            scorer=s.scorer if s.scorer >= 0 else None,
            bonus=s.bonus,
            seats=tuple(seats),
            last_hand=s.last_hand,
            last_challenge=s.last_challenge,
        )

    # --- what tables and bots read -------------------------------------------------------

    @property
    def totals(self) -> list[int]:
        return [p.total for p in self.seats]

    @property
    def prize(self) -> int:
        """Rococo scoring round: the points taking now would score (one, plus one per safe extra card)."""
        return 1 + self.bonus

    @property
    def prize_if_safe(self) -> int:
        """Rococo scoring round: what the prize grows to if the next card drawn is not Turtle Butt."""
        return self.prize + 1

    @property
    def winner(self) -> int | None:
        """The liar's game: the last player standing, once the game is over."""
        if self.variant != LIARS or self.phase != "over":
            return None
        return next((p.seat for p in self.seats if not p.out), None)

    def dealer_words(self) -> Text:
        """What being the dealer means this hand (the basic and rococo games), in a player's words."""
        return say("{player} deals this hand: each round, the offer of a card starts on their left and ends with "
                   "them. Next hand, the deal passes to their left.", player=seat_name(self.dealer))

    def challenge_words(self) -> Text | None:
        """The liar's game, while a claim waits for an answer: what challenging it would decide."""
        if self.phase != "respond" or self.claimant is None or not self.acting:
            return None
        return Challenge.stakes(self.acting[0], self.claimant, self.claim)

    def accept_words(self) -> Text | None:
        """The liar's game, while a claim waits for an answer: what accepting it commits the responder to."""
        if self.phase != "respond" or self.claimant is None or not self.acting:
            return None
        return say_n(self.claim, "{player} takes the hand from {claimant}, may draw more cards, and must then "
                     "announce more than {n} point",
                     "{player} takes the hand from {claimant}, may draw more cards, and must then announce more "
                     "than {n} points", player=seat_name(self.acting[0]), claimant=seat_name(self.claimant))

    def to_act(self) -> tuple[int, ...]:
        return self.acting

    def seat_count(self) -> int:
        return len(self.seats)

    def legal_actions(self) -> list[TurtleButtAction]:
        if self.seat is None or self.seat not in self.acting:
            return []
        return legal_moves(self.phase, self.deck_size, self.claim, self.claim_cap)

    def pool(self) -> tuple[int, ...]:
        """The ids of every card in play under this game's options."""
        return tuple(deck_ids(self.excuse, self.pawns))

    def unseen(self) -> list[int]:
        """Card ids this seat has not seen in the current deal (the deck; in the liar's game also the
        hand's cards it never looked at, when another player holds it)."""
        seen: set[int] = set()
        if self.variant == LIARS:
            seen.update(card_id(name) for name in (self.hand if self.hand is not None else self.seen_in_hand))
        else:
            for name in (*self.shared, *self.set_aside, *(c for p in self.seats for c in p.own)):
                seen.add(card_id(name))
        return [i for i in self.pool() if i not in seen]

    def to_dict(self) -> dict[str, object]:
        return {
            "variant": self.variant,
            "seat": self.seat,
            "with_excuse": self.excuse,
            "with_pawns": self.pawns,
            "pawn_sets": self.pawn_sets,
            "to_act": list(self.acting),
            "phase": self.phase,
            "dealer": self.dealer,
            "deck_size": self.deck_size,
            "hand_no": self.hand_no,
            "hands_limit": self.hands_limit,
            "target": self.target,
            "shared": list(self.shared),
            "set_aside": list(self.set_aside),
            "players": [p.to_dict() for p in self.seats],
            "scorer": self.scorer,
            "bonus": self.bonus,
            "claim": self.claim,
            "claimant": self.claimant,
            "claim_cap": self.claim_cap,
            "holder": self.holder,
            "hand": list(self.hand) if self.hand is not None else None,
            "seen_in_hand": list(self.seen_in_hand),
            "hand_size": self.hand_size,
            "out_order": list(self.out_order),
            "last_hand": None if self.last_hand is None else self.last_hand.to_dict(),
            "last_challenge": None if self.last_challenge is None else self.last_challenge.to_dict(),
        }
