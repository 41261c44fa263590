"""Turtle Butt states (basic, rococo and liar's game); what each seat may see is in `view`, why a move is
refused in `refusals`.

Seats are numbered clockwise, so "the player to the dealer's left" is the next seat.
Cards are small ids (see `deck`); the deck is a list whose END is its top.

Rulings (the rulebook is silent; also in the content file and the in-app rules):
- Match length: `hands` hands (default: every player deals twice). With a `target`
  score the match ends after the hand in which anyone reaches it; then the `hands`
  limit applies only if it was given too. Highest total wins; ties are shared.
- A `setup` mapping fixes the first deal: "deck" (card names, top first; cards not
  named follow in shuffled order) and "dealer" (a seat: who deals first, so the seat
  to their left plays first; seat 0 when left out, as in every older record).
  Later hands are shuffled.
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

from rules.core import Event, GameState, IllegalAction, Result, Text, listing, points_text, say, say_n, seat_name

from . import refusals
from .actions import CHALLENGE, DRAW, HIT, Claim, TurtleButtAction, legal_moves
from .deck import (
    ALL_SUITS,
    BASIC,
    CARD_NAMES,
    LIARS,
    MASKS,
    NAMES,
    card_id,
    deck_ids,
    mask_of,
    names_of,
    suit_names,
)
from .events import (
    Accepted,
    Challenged,
    Claimed,
    DeckExhausted,
    Drew,
    HandEnded,
    HandScored,
    Hit,
    LastStanding,
    MatchOver,
    NewDealer,
    NoWinner,
    PlayerOut,
    PointsScored,
    Reshuffled,
    SawHand,
    ScoringDraw,
    ScoringRound,
    SharedDealt,
    SharedSetAside,
    Stayed,
    Took,
    TurtleButtCalled,
)
from .outcome import Challenge, HandOutcome, SeatScore, card_list
from .scoring import best_possible_score, score_ids
from .view import TurtleButtView

#: The cap on announcements for each deck (keyed by the pool of cards in play and the Pawn ruling).
_CAPS: dict[tuple[tuple[int, ...], bool], int] = {}


def claim_cap(pool: tuple[int, ...], pawn_sets: bool = False) -> int:
    key = (pool, pawn_sets)
    if key not in _CAPS:
        _CAPS[key] = best_possible_score(pool, pawn_sets)
    return _CAPS[key]


class TurtleButtState(GameState[TurtleButtAction, TurtleButtView]):
    """One Turtle Butt match. All variants share this class; unused fields stay empty."""

    def __init__(
        self, num_players: int, options: Mapping[str, object], seed: int, setup: Mapping[str, object] | None
    ) -> None:
        super().__init__(num_players, options, seed, setup)
        n = num_players
        self.variant: str = str(self.options.get("variant", BASIC))
        self.pool: tuple[int, ...] = tuple(deck_ids(bool(self.options.get("excuse")), bool(self.options.get("pawns"))))
        #: Records saved before Pawns stopped scoring replay with matching Pawns scored as a set.
        self.pawn_sets = bool(self.options.get("pawn_sets"))
        self.cap = claim_cap(self.pool, self.pawn_sets)
        target = self.options.get("target")
        hands = self.options.get("hands")
        self.target: int | None = target if isinstance(target, int) else None
        self.hands_limit: int | None = hands if isinstance(hands, int) else (2 * n if self.target is None else None)
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
        self.last_hand: HandOutcome | None = None
        # liar's game
        self.hand: list[int] = []
        self.holder = -1
        self.claim = 0
        self.claimant = -1
        self.alive = [True] * n
        self.out_order: list[int] = []
        self.last_challenge: Challenge | None = None
        #: What each player last did in the liar's game ("announced 3"), for their place at the table.
        self.said: list[Text | None] = [None] * n
        #: How many of the hand's cards (from its first) each player has looked at while holding it:
        #: a player who passed the hand on still knows those.
        self.looked = [0] * n

        first_deck = None
        if setup is not None:
            first_deck = self._read_setup(setup)
        #: What happened while the match was set up (the first deal), for the table to animate.
        self.opening_events: list[Event] = []
        if self.variant == LIARS:
            self._liars_new_hand((self.dealer + 1) % n, self.opening_events, first_deck)
        else:
            self._deal_hand(self.opening_events, first_deck)

    def _read_setup(self, setup: Mapping[str, object]) -> list[int] | None:
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
            if not self.quiet:
                events.append(Event.of(
                    SharedDealt(tuple(names_of(shared)), tuple(suit_names(mask))),
                    say("{dealer} deals the shared cards: {cards}", dealer=seat_name(self.dealer),
                        cards=card_list(shared)),
                    self.dealer,
                    reveals=True,
                ))
            if mask != ALL_SUITS:
                break
            set_aside.extend(shared)
            events.append(Event.of(
                SharedSetAside(tuple(names_of(shared))),
                say("The shared cards show all six suits, so they are set aside and three more are dealt"),
                self.dealer,
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
        if not self.quiet:
            events.append(Event.of(
                Hit(seat, NAMES[card], tuple(suit_names(mask)), len(self.deck)),
                say("{player} takes {card}", player=seat_name(seat), card=CARD_NAMES[card]),
                seat,
                reveals=True,
            ))
        if mask == ALL_SUITS:
            self.butt[seat] = True
            self.stopped[seat] = True
            events.append(Event.of(
                TurtleButtCalled(seat),
                say("Turtle Butt! {player} shows all six suits, must stop and scores nothing this hand",
                    player=seat_name(seat)),
                seat,
            ))
        if not self.deck:
            still = [s for s in range(self.num_players) if not self.stopped[s]]
            for s in still:
                self.stopped[s] = True
            events.append(Event.of(DeckExhausted(tuple(still)), say("The deck is exhausted: everyone still in stops")))

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
            return score_ids(self.hand, self.pawn_sets) if seat == self.holder else 0
        if self.butt[seat]:
            return 0
        return score_ids(self.shared + self.own[seat], self.pawn_sets)

    def _end_offers(self, events: list[Event]) -> None:
        n = self.num_players
        cards: tuple[SeatScore, ...] = ()
        if self.quiet:  # the points alone, without how they were made
            scores = [self.hand_score(s) for s in range(n)]
        else:
            cards = tuple(SeatScore.of(s, self.shared + self.own[s], self.butt[s], self.pawn_sets) for s in range(n))
            for c in cards:
                events.append(Event.of(
                    HandScored(c.seat, c.points, c.turtle_butt, tuple((str(part), points) for part, points in c.parts)),
                    self._hand_words(c), c.seat,
                ))
            scores = [c.points for c in cards]
        if self.variant == BASIC:
            self._finish_hand(cards, scores, None, events)
            return
        contenders = [s for s in range(n) if not self.butt[s]]
        if not contenders:
            verdict = say("Everyone got Turtle Butt: nobody scores this hand")
            events.append(Event.of(NoWinner("all turtle butt"), verdict))
            self._finish_hand(cards, [0] * n, verdict, events)
            return
        best = max(scores[s] for s in contenders)
        leaders = [s for s in contenders if scores[s] == best]
        if len(leaders) > 1:
            verdict = say("The best hands tie: nobody scores this hand")
            events.append(Event.of(NoWinner("tie", tuple(leaders), best), verdict))
            self._finish_hand(cards, [0] * n, verdict, events)
            return
        winner = leaders[0]
        self.phase = "scoring"
        self.scorer = winner
        self.bonus = 0
        self.turn = winner
        events.append(Event.of(
            ScoringRound(winner, best, 1),
            say("{player} has the best hand ({points}) and plays the scoring round",
                player=seat_name(winner), points=points_text(best)),
            winner,
        ))

    def _hand_words(self, c: SeatScore) -> Text:
        """The log's line on a seat's hand once the offers end. In the basic game the hand's points are
        what the seat scores, said once here (its `PointsScored` event adds no line); in the rococo game
        they only decide who plays the scoring round, so the line says what the hand is worth."""
        player = seat_name(c.seat)
        if self.variant == BASIC:
            if c.turtle_butt:
                return say("{player} scores nothing this hand: Turtle Butt", player=player)
            return say("{player} scores {points} this hand", player=player, points=points_text(c.points))
        if c.turtle_butt:
            return say("{player}'s hand is Turtle Butt: it is worth nothing", player=player)
        return say("{player}'s hand is worth {points}", player=player, points=points_text(c.points))

    def _scoring_draw(self, seat: int, events: list[Event]) -> None:
        card = self.deck.pop()
        self.own[seat].append(card)
        mask = self.masks[seat] | MASKS[card]
        self.masks[seat] = mask
        if mask == ALL_SUITS:
            self.butt[seat] = True
            events.append(Event.of(
                ScoringDraw(seat, NAMES[card], tuple(suit_names(mask)), len(self.deck), 0),
                say("{player} presses their luck and takes {card}", player=seat_name(seat), card=CARD_NAMES[card]),
                seat,
                reveals=True,
            ))
            verdict = say("Turtle Butt in the scoring round: {player} scores nothing", player=seat_name(seat))
            events.append(Event.of(
                TurtleButtCalled(seat), say("Turtle Butt! {player} loses the hand and scores nothing",
                                            player=seat_name(seat)),
                seat,
            ))
            self._finish_hand(self._scored_cards(self.bonus + 1), [0] * self.num_players, verdict, events)
            return
        self.bonus += 1
        events.append(Event.of(
            ScoringDraw(seat, NAMES[card], tuple(suit_names(mask)), len(self.deck), self.bonus + 1),
            say("{player} presses their luck, takes {card} and may now take {points}",
                player=seat_name(seat), card=CARD_NAMES[card], points=points_text(self.bonus + 1)),
            seat,
            reveals=True,
        ))

    def _scored_cards(self, extra: int) -> tuple[SeatScore, ...]:
        """Every seat's hand as it scored when the offers ended: the scorer's last `extra` cards
        came in the scoring round, which decides the prize, not the hand (none when quiet)."""
        if self.quiet:
            return ()
        cards: list[SeatScore] = []
        for s in range(self.num_players):
            own = self.own[s][: len(self.own[s]) - extra] if s == self.scorer else self.own[s]
            cards.append(SeatScore.of(s, self.shared + own, self.butt[s] and s != self.scorer, self.pawn_sets))
        return tuple(cards)

    def _finish_hand(self, cards: tuple[SeatScore, ...], points: list[int], verdict: Text | None,
                     events: list[Event]) -> None:
        n = self.num_players
        for s in range(n):
            self.totals[s] += points[s]
            self.hand_points[s].append(points[s])
            if points[s] and not self.quiet:  # no log line: the hand's line (basic) or the prize taken said it
                events.append(Event.of(PointsScored(s, points[s], self.totals[s]), Text(""), s))
        self.hand_no += 1
        if self.quiet:
            self.last_hand = None
        else:
            self.last_hand = HandOutcome(self.hand_no, cards, tuple(points), tuple(self.totals), verdict)
            events.append(Event.of(HandEnded(self.hand_no, tuple(points), tuple(self.totals)),
                                   say("End of hand {n}", n=self.hand_no)))
        over = (self.hands_limit is not None and self.hand_no >= self.hands_limit) or (
            self.target is not None and max(self.totals) >= self.target
        )
        if over:
            self.phase = "over"
            self.turn = -1
            events.append(Event.of(MatchOver(tuple(self.totals)), say("The match is over")))
            return
        self.dealer = (self.dealer + 1) % n
        events.append(Event.of(NewDealer(self.dealer),
                               say("{player} deals the next hand", player=seat_name(self.dealer)), self.dealer))
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
        self.looked[seat] = len(self.hand)
        events.append(Event.of(
            Drew(seat, NAMES[card], len(self.hand), len(self.deck)),
            say("{player} draws {card}", player=seat_name(seat), card=CARD_NAMES[card]), seat,
            visible_to=frozenset((seat,)),
            public_text=say("{player} draws a card", player=seat_name(seat)), reveals=True,
        ))

    def _liars_new_hand(self, holder: int, events: list[Event], top_first: list[int] | None = None) -> None:
        """Shuffle every card back, and the new holder draws three."""
        self.deck = self._shuffled(top_first)
        self.hand = []
        self.looked = [0] * self.num_players
        self.holder = holder
        self.claim = 0
        self.claimant = -1
        self.phase = "draw"
        self.turn = holder
        for _ in range(3):
            self._liars_draw(holder, events)

    def _challenge(self, seat: int, events: list[Event]) -> None:
        claimant = self.claimant
        self.said[seat] = say("challenged a claim of {n}", n=self.claim)
        outcome = Challenge.decide(seat, claimant, self.claim, self.hand, self.pawn_sets)
        self.last_challenge = outcome
        shown = say("Turtle Butt!") if outcome.turtle_butt else points_text(outcome.points)
        events.append(Event.of(
            Challenged(tuple(names_of(self.hand)), outcome.points, outcome.turtle_butt, self.claim,
                       tuple((str(part), points) for part, points in outcome.parts), seat, claimant, outcome.loser),
            say("{challenger} challenges; {claimant} shows {cards}: {score}", challenger=seat_name(seat),
                claimant=seat_name(claimant), cards=card_list(self.hand), score=shown),
            claimant,
            reveals=True,
        ))
        loser = outcome.loser
        self.alive[loser] = False
        self.out_order.append(loser)
        # A successful challenger holds the next hand; otherwise the player after them does.
        next_holder = seat if loser == claimant else self._next_alive(seat)
        events.append(Event.of(PlayerOut(loser, outcome.claim_held), outcome.verdict, loser))
        if sum(self.alive) == 1:
            self.phase = "over"
            self.turn = -1
            self.holder = -1
            winner = self.alive.index(True)
            events.append(Event.of(LastStanding(winner),
                                   say("{player} is the last player standing", player=seat_name(winner)), winner))
            return
        events.append(Event.of(Reshuffled(), say("All cards are shuffled into a new deck")))
        self._liars_new_hand(next_holder, events)

    def _accept(self, seat: int, events: list[Event]) -> None:
        previous = self.holder
        self.said[seat] = say("accepted a claim of {n}", n=self.claim)
        self.holder = seat
        self.looked[seat] = len(self.hand)
        self.phase = "draw"
        self.turn = seat
        events.append(Event.of(
            Accepted(seat, previous, self.claim, len(self.hand)),
            say("{player} accepts the claim of {n} and takes the hand", player=seat_name(seat), n=self.claim), seat,
        ))
        events.append(Event.of(
            SawHand(tuple(names_of(self.hand)), score_ids(self.hand, self.pawn_sets)),
            say("{player} looks at the hand: {cards}", player=seat_name(seat), cards=card_list(self.hand)), seat,
            visible_to=frozenset((seat,)), public_text=say("{player} looks at the hand", player=seat_name(seat)),
            reveals=True,
        ))

    # --- the protocol -------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == "over" else (self.turn,)

    def legal_actions(self, seat: int) -> list[TurtleButtAction]:
        if seat != self.turn:
            return []
        return legal_moves(self.phase, len(self.deck), self.claim, self.cap)

    def _why_illegal(self, seat: int, action: TurtleButtAction) -> IllegalAction | None:
        return refusals.why_illegal(self, action)

    def _apply(self, seat: int, action: TurtleButtAction) -> list[Event]:
        events: list[Event] = []
        phase = self.phase
        if phase == "offer":
            if action == HIT:
                self._hit(seat, events)
            else:
                self.stopped[seat] = True
                if not self.quiet:
                    events.append(Event.of(Stayed(seat, self.hand_score(seat)),
                                           say("{player} stays", player=seat_name(seat)), seat))
            self._next_offer(events)
        elif phase == "scoring":
            if action == DRAW:
                self._scoring_draw(seat, events)
            else:
                points = 1 + self.bonus
                events.append(Event.of(Took(seat, points, self.bonus),
                                       say("{player} takes {points} for winning the hand",
                                           player=seat_name(seat), points=points_text(points)), seat))
                won = [0] * self.num_players
                won[seat] = points
                verdict = say("{player} takes {points} in the scoring round", player=seat_name(seat),
                              points=points_text(points))
                self._finish_hand(self._scored_cards(self.bonus), won, verdict, events)
        elif phase == "draw":
            if isinstance(action, Claim):
                self.claim = action.points
                self.claimant = seat
                self.said[seat] = say("announced {n}", n=action.points)
                self.phase = "respond"
                self.turn = self._next_alive(seat)
                events.append(Event.of(
                    Claimed(seat, action.points, len(self.hand), self.turn),
                    say_n(action.points, "{player} announces {n} point", "{player} announces {n} points",
                          player=seat_name(seat)), seat,
                ))
            else:
                self._liars_draw(seat, events)
        elif action == CHALLENGE:
            self._challenge(seat, events)
        else:
            self._accept(seat, events)
        return events

    def view(self, seat: int | None) -> TurtleButtView:
        return TurtleButtView.of(self, seat)

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        n = self.num_players
        if self.variant == LIARS:
            outlasted = [n - 1] * n
            for place, seat in enumerate(self.out_order):
                outlasted[seat] = place
            return Result.ranked(
                [(v,) for v in outlasted], outlasted, [((say("Players outlasted"), v),) for v in outlasted],
            )
        breakdown = [[(say("Hand {n}", n=h + 1), pts) for h, pts in enumerate(self.hand_points[s])]
                     for s in range(n)]
        return Result.ranked([(t,) for t in self.totals], self.totals, breakdown, self._ties())

    def _ties(self) -> Text | str:
        """Who finished level with whom, and that they share their place (the rulebook breaks no ties)."""
        levels = [say("{players} finish level on {points}", players=listing([seat_name(s) for s in seats]),
                      points=points_text(total))
                  for total in sorted(set(self.totals), reverse=True)
                  if len(seats := [s for s, t in enumerate(self.totals) if t == total]) > 1]
        if not levels:
            return ""
        return say("{levels}, and share their place: the rulebook breaks no ties.", levels=listing(levels))

    @classmethod
    def from_view(cls, view: TurtleButtView, rng: random.Random) -> TurtleButtState:
        """A full state built from `view` alone: the unseen cards, in a canonical order, shuffled by `rng`."""
        n = len(view.seats)
        liars = view.variant == LIARS
        options = {"variant": view.variant, "excuse": view.excuse, "pawns": view.pawns,
                   "hands": view.hands_limit, "target": view.target, "pawn_sets": view.pawn_sets}
        # future shuffles must not follow the true generator
        s = cls._blank(n, options, random.Random(rng.getrandbits(64)))
        s.variant = view.variant
        s.pool = view.pool()
        s.cap, s.pawn_sets = view.claim_cap, view.pawn_sets
        s.target, s.hands_limit = view.target, view.hands_limit
        s.dealer, s.hand_no, s.phase = view.dealer, view.hand_no, view.phase
        s.turn = view.acting[0] if view.acting else -1
        s.totals = [p.total for p in view.seats]
        s.hand_points = [list(p.hand_points) for p in view.seats]
        s.shared = [card_id(c) for c in view.shared]
        s.set_aside = [card_id(c) for c in view.set_aside]
        s.shared_mask = mask_of(s.shared)
        s.own = [[card_id(c) for c in p.own] for p in view.seats]
        s.masks = [0] * n if liars else [s.shared_mask | mask_of(own) for own in s.own]
        s.stopped = [p.stopped for p in view.seats]
        s.butt = [False] * n if liars else [p.turtle_butt for p in view.seats]
        s.scorer = -1 if view.scorer is None else view.scorer
        s.bonus = view.bonus
        s.last_hand = view.last_hand
        s.holder = -1 if view.holder is None else view.holder
        s.claim = view.claim
        s.claimant = -1 if view.claimant is None else view.claimant
        s.alive = [not p.out for p in view.seats]
        s.out_order = list(view.out_order)
        s.last_challenge = view.last_challenge
        s.said = [p.said for p in view.seats]
        s.opening_events = []
        pool = view.unseen()
        rng.shuffle(pool)
        if liars and view.hand is None:
            # The cards the seat saw come first, in their places; the rest of the hand is dealt.
            known = [card_id(c) for c in view.seen_in_hand]
            drawn = view.hand_size - len(known)
            s.hand, s.deck = known + pool[:drawn], pool[drawn:]
        else:
            s.hand = [card_id(c) for c in view.hand] if view.hand is not None else []
            s.deck = pool
        s.looked = [0] * n
        if liars and view.seat is not None:
            s.looked[view.seat] = view.hand_size if view.hand is not None else len(view.seen_in_hand)
        return s

    def clone(self) -> TurtleButtState:
        o = self._base_copy()
        o.variant, o.pool, o.cap, o.pawn_sets = self.variant, self.pool, self.cap, self.pawn_sets
        o.target, o.hands_limit = self.target, self.hands_limit
        o.deck = list(self.deck)
        o.dealer, o.hand_no, o.phase, o.turn = self.dealer, self.hand_no, self.phase, self.turn
        o.totals = list(self.totals)
        o.hand_points = [list(h) for h in self.hand_points]
        o.shared, o.set_aside, o.shared_mask = list(self.shared), list(self.set_aside), self.shared_mask
        o.own = [list(c) for c in self.own]
        o.masks, o.stopped, o.butt = list(self.masks), list(self.stopped), list(self.butt)
        o.scorer, o.bonus, o.last_hand = self.scorer, self.bonus, self.last_hand
        o.hand, o.holder, o.claim, o.claimant = list(self.hand), self.holder, self.claim, self.claimant
        o.alive, o.out_order, o.last_challenge = list(self.alive), list(self.out_order), self.last_challenge
        o.said = list(self.said)
        o.looked = list(self.looked)
        o.opening_events = self.opening_events  # never mutated after setup
        return o

    def to_dict(self) -> dict[str, object]:
        return {
            "variant": self.variant,
            "seed": self.seed,
            "deck_top_first": names_of(self.deck[::-1]),
            "dealer": self.dealer,
            "hand_no": self.hand_no,
            "hands_limit": self.hands_limit,
            "target": self.target,
            "totals": list(self.totals),
            "hand_points": [list(h) for h in self.hand_points],
            "phase": self.phase,
            "turn": self.turn,
            "shared": names_of(self.shared),
            "set_aside": names_of(self.set_aside),
            "own": [names_of(c) for c in self.own],
            "stopped": list(self.stopped),
            "turtle_butt": list(self.butt),
            "scorer": self.scorer,
            "bonus": self.bonus,
            "last_hand": None if self.last_hand is None else self.last_hand.to_dict(),
            "hand": names_of(self.hand),
            "holder": self.holder,
            "claim": self.claim,
            "claimant": self.claimant,
            "alive": list(self.alive),
            "out_order": list(self.out_order),
            "last_challenge": None if self.last_challenge is None else self.last_challenge.to_dict(),
            "said": [None if t is None else str(t) for t in self.said],
            "looked": list(self.looked),
        }
