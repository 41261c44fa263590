"""Turtle Butt states (basic, rococo and liar's game) and what each seat may see.

Seats are numbered clockwise, so "the player to the dealer's left" is the next seat.
Cards are small ids (see `deck`); the deck is a list whose END is its top.

Product rulings (the rulebook is silent; also in the content file):
- Match length: `hands` hands (default: every player deals twice). With a `target`
  score the match ends after the hand in which anyone reaches it; then the `hands`
  limit applies only if it was given too. Highest total wins; ties are shared.
- A `setup` mapping fixes the first deal: "deck" (card names, top first; cards not
  named follow in shuffled order) and "dealer" (a seat). Later hands are shuffled.
- If ever too few cards remain to redeal the shared cards, the set-aside cards are
  shuffled back in (it practically never happens).
- Rococo: a tie for the best hand, or Turtle Butt for everyone, means nobody scores
  the hand; if the deck runs out during the scoring round the player must take.
- Liar's game: no shared cards; the first holder sits left of the dealer; the hand
  is scored with the basic-game rules; with an empty deck the holder must announce.
  No hand can score more than `claim_cap` points, so announcements stop there and a
  claim at the cap cannot be accepted. `hands` and `target` do not apply.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.core import Event, GameState, IllegalAction, Result, View

from .actions import ACCEPT, CHALLENGE, DRAW, HIT, STAY, TAKE, Claim, Move
from .deck import ALL_SUITS, MASKS, NAMES, card_id, deck_ids, mask_of, suit_names
from .scoring import best_possible_score, breakdown_ids, score_ids

BASIC, ROCOCO, LIARS = "basic", "rococo", "liars"
BASIC_RULES, ROCOCO_RULES, LIARS_RULES = "The basic game", "The rococo game", "The liar's game"

_OFFER_MOVES: list[Any] = [HIT, STAY]
_SCORING_MOVES: list[Any] = [DRAW, TAKE]
_TAKE_ONLY: list[Any] = [TAKE]

#: The cap on announcements for each deck (keyed by the pool of cards in play).
_CAPS: dict[tuple[int, ...], int] = {}
_CLAIMS: list[Claim] = [Claim(n) for n in range(200)]


def claim_cap(pool: tuple[int, ...]) -> int:
    if pool not in _CAPS:
        _CAPS[pool] = best_possible_score(pool)
    return _CAPS[pool]


def _names(ids: list[int]) -> list[str]:
    return [NAMES[i] for i in ids]


class TurtleButtState(GameState):
    """One Turtle Butt match. All variants share this class; unused fields stay empty."""

    def __init__(
        self, num_players: int, options: Mapping[str, Any], seed: int, setup: Mapping[str, Any] | None
    ) -> None:
        super().__init__(num_players, options, seed, setup)
        n = num_players
        self.variant: str = self.options.get("variant", BASIC)
        self.pool: tuple[int, ...] = tuple(deck_ids(bool(self.options.get("excuse")), bool(self.options.get("pawns"))))
        self.cap = claim_cap(self.pool)
        target = self.options.get("target")
        hands = self.options.get("hands")
        self.target: int | None = target
        self.hands_limit: int | None = hands if hands is not None else (2 * n if target is None else None)
        if self.variant == LIARS:
            self.target = self.hands_limit = None  # the liar's game runs until one player remains
        self.deck: list[int] = []
        self.dealer = 0
        self.hand_no = 0
        self.totals = [0] * n
        self.hand_points: list[list[int]] = [[] for _ in range(n)]
        self.phase = "offer"
        self.turn = 0
        # basic and rococo
        self.shared: list[int] = []
        self.set_aside: list[int] = []
        self.shared_mask = 0
        self.own: list[list[int]] = [[] for _ in range(n)]
        self.masks = [0] * n
        self.stopped = [False] * n
        self.butt = [False] * n
        self.scorer = -1
        self.bonus = 0
        # liar's game
        self.hand: list[int] = []
        self.holder = -1
        self.claim = 0
        self.claimant = -1
        self.alive = [True] * n
        self.out_order: list[int] = []

        first_deck = None
        if setup is not None:
            first_deck = self._read_setup(setup)
        #: What happened while the match was set up (the first deal), for the table to animate.
        self.opening_events: list[Event] = []
        if self.variant == LIARS:
            self._liars_new_hand((self.dealer + 1) % n, self.opening_events, first_deck)
        else:
            self._deal_hand(self.opening_events, first_deck)

    def _read_setup(self, setup: Mapping[str, Any]) -> list[int] | None:
        """Validate the record's setup; returns the first deck's top cards (top first)."""
        unknown = set(setup) - {"deck", "dealer"}
        if unknown:
            raise KeyError(f"Turtle Butt setup has no field(s) {sorted(unknown)}; it knows 'deck' and 'dealer'")
        if "dealer" in setup:
            dealer = setup["dealer"]
            if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < self.num_players:
                raise ValueError(f"setup dealer must be a seat from 0 to {self.num_players - 1}, not {dealer!r}")
            self.dealer = dealer
        if "deck" not in setup:
            return None
        names = setup["deck"]
        if not isinstance(names, list | tuple):
            raise ValueError("setup deck must be a list of card names, top card first")
        ids = [card_id(name) for name in names]
        if len(set(ids)) != len(ids):
            raise ValueError("setup deck names a card twice")
        absent = [NAMES[i] for i in ids if i not in self.pool]
        if absent:
            raise ValueError(f"setup deck names cards not in play with these options: {', '.join(absent)}")
        return ids

    def _shuffled(self, top_first: list[int] | None = None) -> list[int]:
        """A freshly shuffled deck (top at the end), optionally with fixed top cards."""
        if top_first is None:
            deck = list(self.pool)
            self.rng.shuffle(deck)
            return deck
        given = set(top_first)
        rest = [i for i in self.pool if i not in given]
        self.rng.shuffle(rest)
        return rest + top_first[::-1]

    # --- the basic and rococo games ---------------------------------------------------

    def _deal_hand(self, events: list[Event], top_first: list[int] | None = None) -> None:
        """Shuffle, deal the three shared cards (redealt while they show all six suits), first offer."""
        n = self.num_players
        deck = self._shuffled(top_first)
        set_aside: list[int] = []
        while True:
            if len(deck) < 3:
                deck.extend(set_aside)
                set_aside = []
                self.rng.shuffle(deck)
            shared = [deck.pop(), deck.pop(), deck.pop()]
            mask = MASKS[shared[0]] | MASKS[shared[1]] | MASKS[shared[2]]
            events.append(Event(
                "deal_shared",
                f"{{P{self.dealer}}} deals the shared cards: {', '.join(_names(shared))}",
                self.dealer,
                {"cards": _names(shared), "from": "deck", "to": "shared", "suits": suit_names(mask)}, reveals=True,
            ))
            if mask != ALL_SUITS:
                break
            set_aside.extend(shared)
            events.append(Event(
                "set_aside",
                "The shared cards show all six suits, so they are set aside and three more are dealt",
                self.dealer,
                {"cards": _names(shared), "from": "shared", "to": "set aside"}, reveals=True,
            ))
        self.deck = deck
        self.shared = shared
        self.set_aside = set_aside
        self.shared_mask = mask
        self.own = [[] for _ in range(n)]
        self.masks = [mask] * n
        self.stopped = [False] * n
        self.butt = [False] * n
        self.scorer = -1
        self.bonus = 0
        self.phase = "offer"
        self.turn = (self.dealer + 1) % n

    def _hit(self, seat: int, events: list[Event]) -> None:
        card = self.deck.pop()
        self.own[seat].append(card)
        mask = self.masks[seat] | MASKS[card]
        self.masks[seat] = mask
        events.append(Event(
            "hit",
            f"{{P{seat}}} takes {NAMES[card]}",
            seat,
            {"card": NAMES[card], "from": "deck", "to": "own", "seat": seat,
             "suits": suit_names(mask), "deck_size": len(self.deck)}, reveals=True,
        ))
        if mask == ALL_SUITS:
            self.butt[seat] = True
            self.stopped[seat] = True
            events.append(Event(
                "turtle_butt",
                f"Turtle Butt! {{P{seat}}} shows all six suits, must stop and scores nothing this hand",
                seat,
                {"seat": seat}, reveals=True,
            ))
        if not self.deck:
            still = [s for s in range(self.num_players) if not self.stopped[s]]
            for s in still:
                self.stopped[s] = True
            events.append(Event(
                "exhausted", "The deck is exhausted: everyone still in stops", None, {"stopped": still}
            ))

    def _next_offer(self, events: list[Event]) -> None:
        """Offer the next player still in (clockwise), or end the offers."""
        n = self.num_players
        s = self.turn
        for _ in range(n):
            s = (s + 1) % n
            if not self.stopped[s]:
                self.turn = s
                return
        self._end_offers(events)

    def hand_score(self, seat: int) -> int:
        """The seat's hand as it would score now (0 for Turtle Butt)."""
        if self.variant == LIARS:
            return score_ids(self.hand) if seat == self.holder else 0
        if self.butt[seat]:
            return 0
        return score_ids(self.shared + self.own[seat])

    def _end_offers(self, events: list[Event]) -> None:
        n = self.num_players
        scores = [0] * n
        for s in range(n):
            parts = [] if self.butt[s] else breakdown_ids(self.shared + self.own[s])
            scores[s] = sum(points for _, points in parts)
            label = "Turtle Butt: no points" if self.butt[s] else f"{scores[s]} points"
            events.append(Event(
                "hand_score", f"{{P{s}}}'s hand: {label}", s,
                {"seat": s, "points": scores[s], "turtle_butt": self.butt[s], "parts": [list(p) for p in parts]},
            ))
        if self.variant == BASIC:
            self._finish_hand(scores, events)
            return
        contenders = [s for s in range(n) if not self.butt[s]]
        if not contenders:
            events.append(Event("no_winner", "Everyone got Turtle Butt: nobody scores this hand", None,
                                {"reason": "all turtle butt"}))
            self._finish_hand([0] * n, events)
            return
        best = max(scores[s] for s in contenders)
        leaders = [s for s in contenders if scores[s] == best]
        if len(leaders) > 1:
            events.append(Event("no_winner", "The best hands tie: nobody scores this hand", None,
                                {"reason": "tie", "seats": leaders, "points": best}))
            self._finish_hand([0] * n, events)
            return
        winner = leaders[0]
        self.phase = "scoring"
        self.scorer = winner
        self.bonus = 0
        self.turn = winner
        events.append(Event(
            "scoring_round",
            f"{{P{winner}}} has the best hand ({best} points) and plays the scoring round",
            winner,
            {"seat": winner, "hand_points": best, "offer": 1},
        ))

    def _scoring_draw(self, seat: int, events: list[Event]) -> None:
        card = self.deck.pop()
        self.own[seat].append(card)
        mask = self.masks[seat] | MASKS[card]
        self.masks[seat] = mask
        if mask == ALL_SUITS:
            self.butt[seat] = True
            events.append(Event(
                "scoring_draw", f"{{P{seat}}} presses their luck and takes {NAMES[card]}", seat,
                {"card": NAMES[card], "from": "deck", "to": "own", "seat": seat,
                 "suits": suit_names(mask), "deck_size": len(self.deck), "offer": 0}, reveals=True,
            ))
            events.append(Event(
                "turtle_butt", f"Turtle Butt! {{P{seat}}} loses the hand and scores nothing", seat, {"seat": seat},
                reveals=True,
            ))
            self._finish_hand([0] * self.num_players, events)
            return
        self.bonus += 1
        events.append(Event(
            "scoring_draw",
            f"{{P{seat}}} presses their luck, takes {NAMES[card]} and may now take {self.bonus + 1} points",
            seat,
            {"card": NAMES[card], "from": "deck", "to": "own", "seat": seat,
             "suits": suit_names(mask), "deck_size": len(self.deck), "offer": self.bonus + 1}, reveals=True,
        ))

    def _finish_hand(self, points: list[int], events: list[Event]) -> None:
        n = self.num_players
        for s in range(n):
            self.totals[s] += points[s]
            self.hand_points[s].append(points[s])
            if points[s]:
                events.append(Event("points", f"{{P{s}}} scores {points[s]} points", s,
                                    {"seat": s, "points": points[s], "total": self.totals[s]}))
        self.hand_no += 1
        events.append(Event("hand_end", f"End of hand {self.hand_no}", None,
                            {"hand": self.hand_no, "points": list(points), "totals": list(self.totals)}))
        over = (self.hands_limit is not None and self.hand_no >= self.hands_limit) or (
            self.target is not None and max(self.totals) >= self.target
        )
        if over:
            self.phase = "over"
            self.turn = -1
            events.append(Event("game_over", "The match is over", None, {"totals": list(self.totals)}))
            return
        self.dealer = (self.dealer + 1) % n
        events.append(Event("new_dealer", f"{{P{self.dealer}}} deals the next hand", self.dealer,
                            {"dealer": self.dealer}))
        self._deal_hand(events)

    # --- the liar's game ----------------------------------------------------------------

    def _next_alive(self, seat: int) -> int:
        n = self.num_players
        s = seat
        for _ in range(n):
            s = (s + 1) % n
            if self.alive[s]:
                return s
        return seat

    def _liars_draw(self, seat: int, events: list[Event]) -> None:
        card = self.deck.pop()
        self.hand.append(card)
        events.append(Event(
            "draw", f"{{P{seat}}} draws {NAMES[card]}", seat,
            {"card": NAMES[card], "from": "deck", "to": "hand", "seat": seat,
             "hand_size": len(self.hand), "deck_size": len(self.deck)},
            visible_to=frozenset((seat,)),
            public_text=f"{{P{seat}}} draws a card", reveals=True,
        ))

    def _liars_new_hand(self, holder: int, events: list[Event], top_first: list[int] | None = None) -> None:
        """Shuffle every card back, and the new holder draws three."""
        self.deck = self._shuffled(top_first)
        self.hand = []
        self.holder = holder
        self.claim = 0
        self.claimant = -1
        self.phase = "draw"
        self.turn = holder
        for _ in range(3):
            self._liars_draw(holder, events)

    def _challenge(self, seat: int, events: list[Event]) -> None:
        claimant = self.claimant
        points = score_ids(self.hand)
        butt = mask_of(self.hand) == ALL_SUITS
        events.append(Event(
            "reveal",
            f"{{P{seat}}} challenges; {{P{claimant}}} shows {', '.join(_names(self.hand))}"
            + (" — Turtle Butt!" if butt else f" — {points} points"),
            claimant,
            {"cards": _names(self.hand), "points": points, "turtle_butt": butt, "claim": self.claim,
             "parts": [list(p) for p in breakdown_ids(self.hand)], "challenger": seat, "claimant": claimant},
            reveals=True,
        ))
        loser = claimant if butt or points < self.claim else seat
        self.alive[loser] = False
        self.out_order.append(loser)
        # A successful challenger holds the next hand; otherwise the player after them does.
        next_holder = seat if loser == claimant else self._next_alive(seat)
        events.append(Event("out", f"{{P{loser}}} is out of the game", loser,
                            {"seat": loser, "claim_held": loser == seat}))
        if sum(self.alive) == 1:
            self.phase = "over"
            self.turn = -1
            self.holder = -1
            winner = self.alive.index(True)
            events.append(Event("game_over", f"{{P{winner}}} is the last player standing", winner,
                                {"winner": winner}))
            return
        events.append(Event("reshuffle", "All cards are shuffled into a new deck", None, {}, reveals=True))
        self._liars_new_hand(next_holder, events)

    def _accept(self, seat: int, events: list[Event]) -> None:
        previous = self.holder
        self.holder = seat
        self.phase = "draw"
        self.turn = seat
        events.append(Event(
            "accept", f"{{P{seat}}} accepts the claim of {self.claim} and takes the hand", seat,
            {"seat": seat, "from": previous, "claim": self.claim, "hand_size": len(self.hand)},
        ))
        events.append(Event(
            "see_hand", f"{{P{seat}}} looks at the hand: {', '.join(_names(self.hand))}", seat,
            {"cards": _names(self.hand), "points": score_ids(self.hand)},
            visible_to=frozenset((seat,)), public_text=f"{{P{seat}}} looks at the hand", reveals=True,
        ))

    # --- the protocol -------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == "over" else (self.turn,)

    def legal_actions(self, seat: int) -> list[Any]:
        if seat != self.turn:
            return []
        phase = self.phase
        if phase == "offer":
            return list(_OFFER_MOVES)
        if phase == "scoring":
            return list(_SCORING_MOVES) if self.deck else list(_TAKE_ONLY)
        if phase == "draw":
            claims = _CLAIMS[max(1, self.claim + 1): self.cap + 1]
            return [DRAW, *claims] if self.deck else list(claims)
        if phase == "respond":
            return [CHALLENGE, ACCEPT] if self.claim < self.cap else [CHALLENGE]
        return []

    def why_illegal(self, seat: int, action: Any) -> IllegalAction | None:
        if not isinstance(action, Move | Claim):
            return IllegalAction(f"{action} is not a Turtle Butt move")
        phase = self.phase
        if phase == "offer":
            if action in (HIT, STAY):
                return None
            return IllegalAction("when offered a card you either take it (hit) or stop (stay)", BASIC_RULES)
        if phase == "scoring":
            if action == TAKE:
                return None
            if action == DRAW:
                if not self.deck:
                    return IllegalAction("the deck is exhausted, so you must stop and take your points", ROCOCO_RULES)
                return None
            return IllegalAction("in the scoring round you take your points or draw another card", ROCOCO_RULES)
        if phase == "draw":
            if action == DRAW:
                if not self.deck:
                    return IllegalAction("the deck is exhausted: announce a score with the hand as it is", LIARS_RULES)
                return None
            if isinstance(action, Claim):
                if action.points < 1:
                    return IllegalAction("an announcement must be a score of at least one", LIARS_RULES)
                if action.points <= self.claim:
                    return IllegalAction(
                        f"you must announce more than the {self.claim} points already claimed", LIARS_RULES
                    )
                if action.points > self.cap:
                    return IllegalAction(f"no hand can score more than {self.cap} points", LIARS_RULES)
                return None
            return IllegalAction("look at the hand, then draw more cards or announce a score", LIARS_RULES)
        if phase == "respond":
            if action == CHALLENGE:
                return None
            if action == ACCEPT:
                if self.claim >= self.cap:
                    return IllegalAction(
                        f"you cannot accept: nobody can announce more than {self.cap} points", LIARS_RULES
                    )
                return None
            return IllegalAction(f"you must challenge the announcement of {self.claim} or accept it", LIARS_RULES)
        return IllegalAction("the game is over")

    def _apply(self, seat: int, action: Any) -> list[Event]:
        events: list[Event] = []
        phase = self.phase
        if phase == "offer":
            if action == HIT:
                self._hit(seat, events)
            else:
                self.stopped[seat] = True
                events.append(Event("stay", f"{{P{seat}}} stays", seat,
                                    {"seat": seat, "points": self.hand_score(seat)}))
            self._next_offer(events)
        elif phase == "scoring":
            if action == DRAW:
                self._scoring_draw(seat, events)
            else:
                points = 1 + self.bonus
                events.append(Event("take", f"{{P{seat}}} takes {points} points for winning the hand", seat,
                                    {"seat": seat, "points": points, "bonus": self.bonus}))
                won = [0] * self.num_players
                won[seat] = points
                self._finish_hand(won, events)
        elif phase == "draw":
            if action == DRAW:
                self._liars_draw(seat, events)
            else:
                self.claim = action.points
                self.claimant = seat
                self.phase = "respond"
                self.turn = self._next_alive(seat)
                events.append(Event(
                    "claim", f"{{P{seat}}} announces {action.points} points", seat,
                    {"seat": seat, "claim": action.points, "hand_size": len(self.hand), "next": self.turn},
                ))
        elif action == CHALLENGE:
            self._challenge(seat, events)
        else:
            self._accept(seat, events)
        return events

    def view(self, seat: int | None) -> TurtleButtView:
        return TurtleButtView(self, seat)

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        n = self.num_players
        if self.variant == LIARS:
            outlasted = [n - 1] * n
            for place, seat in enumerate(self.out_order):
                outlasted[seat] = place
            return Result.ranked(
                [(v,) for v in outlasted], outlasted, [(("Players outlasted", v),) for v in outlasted],
            )
        breakdown = [[(f"Hand {h + 1}", pts) for h, pts in enumerate(self.hand_points[s])] for s in range(n)]
        tied = len(set(self.totals)) < n
        note = "Equal totals share a place: the rulebook has no tie-break." if tied else ""
        return Result.ranked([(t,) for t in self.totals], self.totals, breakdown, note)

    def clone(self) -> TurtleButtState:
        o = TurtleButtState.__new__(TurtleButtState)
        self._copy_base(o)
        o.variant, o.pool, o.cap = self.variant, self.pool, self.cap
        o.target, o.hands_limit = self.target, self.hands_limit
        o.deck = list(self.deck)
        o.dealer, o.hand_no, o.phase, o.turn = self.dealer, self.hand_no, self.phase, self.turn
        o.totals = list(self.totals)
        o.hand_points = [list(h) for h in self.hand_points]
        o.shared, o.set_aside, o.shared_mask = list(self.shared), list(self.set_aside), self.shared_mask
        o.own = [list(c) for c in self.own]
        o.masks, o.stopped, o.butt = list(self.masks), list(self.stopped), list(self.butt)
        o.scorer, o.bonus = self.scorer, self.bonus
        o.hand, o.holder, o.claim, o.claimant = list(self.hand), self.holder, self.claim, self.claimant
        o.alive, o.out_order = list(self.alive), list(self.out_order)
        o.opening_events = self.opening_events  # never mutated after setup
        return o

    def to_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "seed": self.seed,
            "deck_top_first": _names(self.deck[::-1]),
            "dealer": self.dealer,
            "hand_no": self.hand_no,
            "hands_limit": self.hands_limit,
            "target": self.target,
            "totals": list(self.totals),
            "hand_points": [list(h) for h in self.hand_points],
            "phase": self.phase,
            "turn": self.turn,
            "shared": _names(self.shared),
            "set_aside": _names(self.set_aside),
            "own": [_names(c) for c in self.own],
            "stopped": list(self.stopped),
            "turtle_butt": list(self.butt),
            "scorer": self.scorer,
            "bonus": self.bonus,
            "hand": _names(self.hand),
            "holder": self.holder,
            "claim": self.claim,
            "claimant": self.claimant,
            "alive": list(self.alive),
            "out_order": list(self.out_order),
        }


@dataclass(frozen=True)
class SeatView:
    """One player as every seat sees them (own cards are face up in basic and rococo)."""

    seat: int
    own: tuple[str, ...]
    stopped: bool
    turtle_butt: bool
    suits: tuple[str, ...]
    hand_score: int | None
    total: int
    out: bool

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "own": list(self.own), "stopped": self.stopped, "turtle_butt": self.turtle_butt,
            "suits": list(self.suits), "hand_score": self.hand_score, "total": self.total, "out": self.out,
        }


class TurtleButtView(View):
    """What one seat knows: everything dealt face up; in the liar's game the hand only if holding it."""

    game_id = "turtle-butt"

    def __init__(self, state: TurtleButtState, seat: int | None) -> None:
        self.seat = seat
        self._base = state.clone()
        s = self._base
        liars = s.variant == LIARS
        self.variant: str = s.variant
        self.phase: str = s.phase
        self.acting: tuple[int, ...] = s.to_act()
        self.dealer: int = s.dealer
        self.deck_size: int = len(s.deck)
        self.hand_no: int = s.hand_no
        self.hands_limit: int | None = s.hands_limit
        self.target: int | None = s.target
        self.shared: tuple[str, ...] = tuple(_names(s.shared))
        self.set_aside: tuple[str, ...] = tuple(_names(s.set_aside))
        self.claim: int = s.claim
        self.claimant: int | None = s.claimant if s.claimant >= 0 else None
        self.claim_cap: int = s.cap
        self.holder: int | None = s.holder if s.holder >= 0 else None
        self.hand_size: int = len(s.hand)
        self.sees_hand: bool = liars and seat is not None and seat == s.holder
        self.hand: tuple[str, ...] | None = tuple(_names(s.hand)) if self.sees_hand else None
        self.out_order: tuple[int, ...] = tuple(s.out_order)
        self.scorer: int | None = s.scorer if s.scorer >= 0 else None
        self.bonus: int = s.bonus
        seats = []
        for p in range(s.num_players):
            if liars:
                holding = self.sees_hand and p == seat
                mask = mask_of(s.hand) if holding else 0
                seats.append(SeatView(
                    p, (), False, holding and mask == ALL_SUITS, tuple(suit_names(mask)),
                    score_ids(s.hand) if holding else None, 0, not s.alive[p],
                ))
            else:
                seats.append(SeatView(
                    p, tuple(_names(s.own[p])), s.stopped[p], s.butt[p], tuple(suit_names(s.masks[p])),
                    s.hand_score(p), s.totals[p], False,
                ))
        self.seats: tuple[SeatView, ...] = tuple(seats)

    @property
    def totals(self) -> list[int]:
        return [p.total for p in self.seats]

    def to_act(self) -> tuple[int, ...]:
        return self.acting

    def to_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "seat": self.seat,
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
            "hand_size": self.hand_size,
            "out_order": list(self.out_order),
        }

    def legal_actions(self) -> list[Any]:
        # Legality depends only on public facts (phase, turn, claim, deck size).
        return [] if self.seat is None else self._base.legal_actions(self.seat)

    def unseen(self) -> list[int]:
        """Card ids this seat has not seen in the current deal (the deck, plus the hand if not holding it)."""
        s = self._base
        hidden = list(s.deck)
        if s.variant == LIARS and not self.sees_hand:
            hidden += s.hand
        return sorted(hidden)

    def determinize(self, rng: random.Random) -> TurtleButtState:
        s = self._base.clone()
        # Future shuffles must not follow the true generator either.
        s.rng = random.Random(rng.getrandbits(64))
        pool = self.unseen()
        rng.shuffle(pool)
        if s.variant == LIARS and not self.sees_hand:
            k = len(s.hand)
            s.hand = pool[:k]
            s.deck = pool[k:]
        else:
            s.deck = pool
        return s
