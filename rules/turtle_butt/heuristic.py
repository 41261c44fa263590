"""Turtle Butt know-how for bots: the `normal` level and a cheap playout policy.

Everything `choose` uses comes from the seat's view: its own and the face-up cards,
the claims, and the set of cards it has not seen (the complement of what is face up,
so knowing it is fair).

- Basic game: take a card while the expected score after one more card (Turtle Butt
  counting as 0) beats the score now.
- Rococo: when behind or level, keep taking cards (a tie or second place scores
  nothing); when ahead, stop unless the lead is thin and Turtle Butt unlikely. In the
  scoring round draw while (1 - p) * (offer + 1) beats the offer on the table.
- Liar's game: draw while it pays, announce close to the truth (now and then one point
  more), bluff minimally when the hand cannot beat the claim; challenge when random
  hands of that size from the unseen cards rarely reach the claim.
- Playouts (for `hard`): in the basic game the same stopping rule as `normal`, except
  in the match's last hand once every rival has stopped, where they chase the win.
- `hard` solves the basic and rococo games' decisions (`solve`, see `solver`); in the
  liar's game it plays each move out (rules/bots/rollouts.py) on deals that keep the cards it
  saw while it held the hand and are weighted by the claim (inference.py): both answers to a
  claim, where `normal` goes by the hand's size alone, and a handful of claims of its own
  (`candidates`). Its searches (the playouts and horizon below) serve the rococo game from
  three players on, and the `searching` level the benchmarks measure it against.
- Search horizon (for `hard`): in the basic game a search plays out only the current
  hand; the match from there on is judged by `evaluate`, from the totals and the hands
  still to come. Playing out the later hands as well only adds their luck to every
  estimate, which drowns the difference one decision makes.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.bots.base import Heuristic
from rules.core import Action, GameState, View

from .actions import ACCEPT, CHALLENGE, DRAW, HIT, STAY, TAKE, Claim
from .deck import ALL_SUITS, BASIC, LIARS, MASKS, ROCOCO, card_id, mask_of
from .scoring import score_ids
from .solver import (
    CHASE_BUTT_BELOW,
    HAND_WEIGHT,
    OUT,
    RANK_STEP,
    ROCOCO_DIFF_SD,
    ROCOCO_HAND,
    ROCOCO_MEAN,
    MatchOutlook,
    by_points,
    final_scores,
    outcome_utility,
    packed_counts,
    prize_odds,
    rococo_utility,
    solve,
    solve_prize,
    takes_by_expectation,
)
from .state import TurtleButtState
from .view import TurtleButtView

#: How many random hands the liar's-game challenger samples to judge a claim.
CHALLENGE_SAMPLES = 150
#: Challenge when fewer than this share of sampled hands would make the claim true.
CHALLENGE_BELOW = 0.4
#: How often an honest announcement is padded by one point.
BLUFF_RATE = 0.15


def _draw_outlook(cards: list[int], unseen: list[int]) -> tuple[float, float]:
    """(chance the next card is Turtle Butt, expected score after taking it) over the unseen cards."""
    if not unseen:
        return 1.0, 0.0
    mask = 0
    for c in cards:
        mask |= MASKS[c]
    butts = 0
    total = 0
    for c in unseen:
        if mask | MASKS[c] == ALL_SUITS:
            butts += 1
        else:
            cards.append(c)
            total += score_ids(cards)
            cards.pop()
    return butts / len(unseen), total / len(unseen)


def _chase(cards: list[int], unseen: list[int], rng: random.Random) -> Callable[[int], dict[int, float]]:
    """Rococo: a rival's final score (`OUT` for Turtle Butt) by the best score it must beat, each bar
    worked out once. Alone against a known score `normal` takes cards until it is ahead."""
    known: dict[int, dict[int, float]] = {}

    def final(bar: int) -> dict[int, float]:
        if bar not in known:
            known[bar] = final_scores(cards, unseen, rng, bar=bar, level_below=1.0, butt=OUT)
        return known[bar]

    return final


def _last_chase(state: TurtleButtState, seat: int, cards: list[int]) -> bool | None:
    """Basic game, last hand, every rival stopped: take a card exactly when it is needed to win.

    Behind, staying loses for sure; ahead, a card can only risk Turtle Butt; level, take one
    while Turtle Butt is unlikely. None when the match is not in that position.
    """
    if state.target is not None or state.hands_limit is None or state.hand_no + 1 < state.hands_limit:
        return None
    n = state.num_players
    if any(not state.stopped[s] for s in range(n) if s != seat):
        return None
    mine = state.totals[seat] + score_ids(cards)
    best = max(state.totals[s] + state.hand_score(s) for s in range(n) if s != seat)
    if mine != best:
        return mine < best
    p_butt, _ = _draw_outlook(cards, state.deck)
    return p_butt < CHASE_BUTT_BELOW


class TurtleButtHeuristic(Heuristic):
    def choose(self, view: View, rng: random.Random) -> Action:
        assert isinstance(view, TurtleButtView) and view.seat is not None
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = view.seat
        unseen = view.unseen()
        if view.phase == "offer":
            cards = [card_id(n) for n in (*view.shared, *view.seats[seat].own)]
            hit = self._rococo_hit(view, seat, cards, unseen) if view.variant == ROCOCO else self._basic_hit(
                cards, unseen
            )
            return HIT if hit else STAY
        if view.phase == "scoring":
            cards = [card_id(n) for n in (*view.shared, *view.seats[seat].own)]
            p_butt, _ = _draw_outlook(cards, unseen)
            offer = 1 + view.bonus
            return DRAW if (1 - p_butt) * (offer + 1) > offer else TAKE
        if view.phase == "draw":
            return self._announce_or_draw(view, unseen, rng)
        # `normal` judges a claim by the hand's size alone, as if it had never seen the hand.
        return self._respond(view, unseen + [card_id(n) for n in view.seen_in_hand], rng)

    @staticmethod
    def _basic_hit(cards: list[int], unseen: list[int]) -> bool:
        """Take a card while the expected score after it beats the score now (the solver's memoised rule)."""
        return takes_by_expectation(mask_of(cards), packed_counts(cards), [(MASKS[c], RANK_STEP[c]) for c in unseen])

    @staticmethod
    def _rococo_hit(view: TurtleButtView, seat: int, cards: list[int], unseen: list[int]) -> bool:
        now = score_ids(cards)
        others = [p for p in view.seats if p.seat != seat and not p.turtle_butt]
        best_other = max((p.hand_score or 0 for p in others), default=-1)
        rivals_active = any(not p.stopped for p in others)
        p_butt, _ = _draw_outlook(cards, unseen)
        if now > best_other:
            if not rivals_active:
                return False
            return p_butt < 0.15 and now - best_other < 3
        # Behind or level scores nothing: press on unless busting is near certain while rivals may still bust.
        return not (rivals_active and p_butt > 0.7)

    @staticmethod
    def _announce_or_draw(view: TurtleButtView, unseen: list[int], rng: random.Random) -> Action:
        assert view.hand is not None
        hand = [card_id(n) for n in view.hand]
        prev, cap = view.claim, view.claim_cap
        now = score_ids(hand)
        butt = view.seats[view.seat or 0].turtle_butt
        can_draw = view.deck_size > 0
        if not butt and can_draw:
            p_butt, expected = _draw_outlook(hand, unseen)
            if now > prev:
                if p_butt < 0.25 and expected > now:
                    return DRAW
            elif p_butt < 0.6:
                return DRAW  # the hand cannot back a claim yet; a card may fix that
        if not butt and now > prev:
            claim = now + 1 if rng.random() < BLUFF_RATE and now < cap else now
            return Claim(min(claim, cap))
        return Claim(min(prev + 1, cap))

    def rate_actions(self, view: View, rng: random.Random) -> list[tuple[Action, float]] | None:
        """The liar's announcement rated by how near each claim is to the one `choose` makes (or a draw, if it
        would draw): an `easy` bot that slips then claims a little high or low, never 92 on a hand worth 11.
        Other decisions offer two or three moves, and are not rated."""
        assert isinstance(view, TurtleButtView)
        if view.variant != LIARS or view.phase != "draw":
            return None
        chosen = self.choose(view, rng)
        aim = chosen.points if isinstance(chosen, Claim) else view.claim + 1
        return [(a, 0.0 if a == chosen else -abs(a.points - aim) - 0.5 if isinstance(a, Claim) else -1.0)
                for a in view.legal_actions()]

    @staticmethod
    def _respond(view: TurtleButtView, pool: list[int], rng: random.Random) -> Action:
        """Challenge when few random hands of the claimed hand's size from `pool` reach the claim."""
        claim, size = view.claim, view.hand_size
        if claim >= view.claim_cap or size > len(pool):
            return CHALLENGE
        good = 0
        for _ in range(CHALLENGE_SAMPLES):
            if score_ids(rng.sample(pool, size)) >= claim:
                good += 1
        return CHALLENGE if good / CHALLENGE_SAMPLES < CHALLENGE_BELOW else ACCEPT

    def solve(self, view: View, rng: random.Random) -> list[tuple[Action, float]] | None:
        """Basic and rococo games: every decision solved for the chance to win the match (`solver`).

        Basic offers: stopped rivals keep the score they have; rivals still in are modelled as
        playing like `normal`. Before the match's last hand the decision also values winning the
        hand itself (`HAND_WEIGHT`); the chances it reports are the match's alone, for the
        same play. Rococo with two players: see `_solve_rococo`; with more, the rivals still in
        chase one another as well, which its model leaves out, and solved it won 48.2% of 400
        3-player games against `normal` (docs/benchmarks.md), so those are searched as before.
        The liar's game is not solved.
        """
        assert isinstance(view, TurtleButtView) and view.seat is not None
        if view.variant == ROCOCO:
            return self._solve_rococo(view, view.seat, rng) if len(view.seats) == 2 else None
        if view.variant != BASIC or view.phase != "offer":
            return None
        seat = view.seat
        unseen = view.unseen()
        shared = [card_id(n) for n in view.shared]
        rivals = {
            p.seat: {p.hand_score or 0: 1.0}
            if p.stopped
            else final_scores(shared + [card_id(n) for n in p.own], unseen, rng)
            for p in view.seats
            if p.seat != seat
        }
        after = view.hands_limit - view.hand_no - 1 if view.hands_limit is not None else None
        outlook = MatchOutlook(tuple(view.totals), after, view.target)
        mine = shared + [card_id(n) for n in view.seats[seat].own]
        weight = HAND_WEIGHT if after != 0 else 0.0
        chaser = self._chaser(view, seat) if after == 0 and view.target is None else None
        if chaser is None:
            chance = outcome_utility(seat, outlook, rivals, rng)
            utility = outcome_utility(seat, outlook, rivals, rng, weight)
        else:
            chance, utility = self._chased(view, seat, chaser, rivals, outlook, shared, unseen, rng)
        decision, chances = solve(mine, unseen, by_points(utility), report=by_points(chance))
        rated: list[tuple[Action, float]] = [(STAY, chances.stay), (HIT, chances.take)]
        return rated[::-1] if decision.takes else rated

    @staticmethod
    def _solve_rococo(view: TurtleButtView, seat: int, rng: random.Random) -> list[tuple[Action, float]]:
        """Rococo: the offers and the scoring round solved for the chance to win the match.

        Only the single best hand scores, in its scoring round. A rival still in is modelled
        as `normal` plays once the seat has stopped: it takes cards until it beats the best
        hand (`final_scores` with a bar, a tie pressed on) or gets Turtle Butt; each scoring
        round is played by `normal`'s rule for rivals (`prize_odds`) and solved for the seat
        (`solve_prize`). The match is judged by what rococo hands bring (`ROCOCO_HAND`).
        """
        unseen = view.unseen()
        shared = [card_id(n) for n in view.shared]
        after = view.hands_limit - view.hand_no - 1 if view.hands_limit is not None else None
        outlook = MatchOutlook(tuple(view.totals), after, view.target, ROCOCO_DIFF_SD, ROCOCO_MEAN, ROCOCO_HAND)
        mine = shared + [card_id(n) for n in view.seats[seat].own]
        if view.phase == "scoring":
            gains: dict[int, float] = {}

            def gain(points: int) -> float:
                if points not in gains:
                    final = list(outlook.totals)
                    final[seat] += points
                    gains[points] = outlook.chances(final)[seat]
                return gains[points]

            choice = solve_prize(mask_of(mine), unseen, view.prize, gain)
            if not view.deck_size:
                return [(TAKE, choice.stay)]
            rated: list[tuple[Action, float]] = [(TAKE, choice.stay), (DRAW, choice.take)]
            return rated[::-1] if choice.takes else rated
        rivals = [p for p in view.seats if p.seat != seat and not p.turtle_butt]
        stopped = {p.seat: p.hand_score or 0 for p in rivals if p.stopped}
        chasers = {p.seat: _chase(shared + [card_id(n) for n in p.own], unseen, rng) for p in rivals if not p.stopped}
        prizes = {p.seat: prize_odds(mask_of(shared + [card_id(n) for n in p.own]), unseen) for p in rivals}
        mine_odds: dict[int, dict[int, float]] = {}

        def prize(mask: int) -> dict[int, float]:
            if mask not in mine_odds:
                mine_odds[mask] = prize_odds(mask, unseen)
            return mine_odds[mask]

        utility = rococo_utility(seat, outlook, stopped, chasers, prizes, prize, rng)
        decision, _ = solve(mine, unseen, utility)
        rated = [(STAY, decision.stay), (HIT, decision.take)]
        return rated[::-1] if decision.takes else rated

    def candidates(self, view: View) -> list[Action] | None:
        """The liar's game, announcing: drawing, the least claim, the hand's own score and one or two
        points above it. Every move `choose` makes is among them (`_announce_or_draw`)."""
        assert isinstance(view, TurtleButtView)
        if view.variant != LIARS or view.phase != "draw" or view.hand is None:
            return None
        legal = view.legal_actions()
        now = score_ids([card_id(n) for n in view.hand])
        wanted = [DRAW, Claim(view.claim + 1), Claim(now), Claim(now + 1), Claim(now + 2)]
        return [a for a in dict.fromkeys(wanted) if a in legal] or None

    def search_misleads(self, view: View) -> bool:
        """The liar's game: a search deals the rivals' hidden hands at random, so a claim tells it
        nothing, and it lost 68.5% of 400 games to `normal` (docs/benchmarks.md)."""
        assert isinstance(view, TurtleButtView)
        return view.variant == LIARS

    @staticmethod
    def _chaser(view: TurtleButtView, seat: int) -> int | None:
        """The rival left alone in the last hand once `seat` stops: it will chase (`_last_chase`)."""
        still = [p.seat for p in view.seats if p.seat != seat and not p.stopped]
        return still[0] if len(still) == 1 else None

    @staticmethod
    def _chased(
        view: TurtleButtView,
        seat: int,
        chaser: int,
        rivals: dict[int, dict[int, float]],
        outlook: MatchOutlook,
        shared: list[int],
        unseen: list[int],
        rng: random.Random,
    ) -> tuple[Callable[[int], float], Callable[[int], float]]:
        """The chance to win the match by the seat's final score when the last rival in chases it.

        That rival knows the score to beat once the seat has stopped: it takes cards while
        behind the best total (the seat's or a stopped rival's), so its final score depends
        on the seat's. Returned twice, as the report and as the decision's utility (the last
        hand has no hand-weight).
        """
        cards = shared + [card_id(n) for n in view.seats[chaser].own]
        others = [view.totals[p.seat] + (p.hand_score or 0) for p in view.seats if p.seat not in (seat, chaser)]
        known: dict[int, float] = {}

        def chance(points: int) -> float:
            value = known.get(points)
            if value is None:
                bar = max([view.totals[seat] + points, *others]) - view.totals[chaser]
                dist = final_scores(cards, unseen, rng, bar=bar)
                value = known[points] = outcome_utility(seat, outlook, {**rivals, chaser: dist}, rng)(points)
            return value

        return chance, chance

    def stage(self, state: GameState) -> object | None:
        """The hand being played, in the basic game; the other variants are searched to the end."""
        assert isinstance(state, TurtleButtState)
        return state.hand_no if state.variant not in (ROCOCO, LIARS) else None

    def evaluate(self, state: GameState, seat: int) -> float | None:
        """The seat's chance to win the match from the totals between hands (basic game), as the
        solver judges a hand's end (`MatchOutlook.chances`); None for a match without a set end."""
        return self.evaluate_all(state)[seat]

    def evaluate_all(self, state: GameState) -> list[float | None]:
        assert isinstance(state, TurtleButtState)
        if state.variant in (ROCOCO, LIARS) or (state.hands_limit is None and state.target is None):
            return [None] * state.num_players
        still = state.hands_limit - state.hand_no if state.hands_limit is not None else None
        totals = tuple(state.totals)
        return list(MatchOutlook(totals, still, state.target).chances(totals))

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Action:
        """A cheap policy on a determinized state.

        Basic game: the `normal` stopping rule itself, read straight off the state (its
        deck is exactly the cards the seat has not seen), so `hard` searches against the
        play it will meet; otherwise stop near five suits and claim just above the last claim.
        """
        assert isinstance(state, TurtleButtState)
        phase = state.phase
        if phase == "offer":
            if state.variant != ROCOCO:
                cards = state.shared + state.own[seat]
                chase = _last_chase(state, seat, cards)
                if chase is not None:
                    return HIT if chase else STAY
                return HIT if self._basic_hit(cards, state.deck) else STAY
            suits = bin(state.masks[seat]).count("1")
            return HIT if suits <= 3 or (suits == 4 and rng.random() < 0.5) else STAY
        if phase == "scoring":
            return DRAW if state.deck and state.bonus == 0 and rng.random() < 0.5 else TAKE
        if phase == "draw":
            if state.variant == LIARS and state.deck and len(state.hand) < 4 and rng.random() < 0.5:
                return DRAW
            return Claim(min(max(state.claim + 1, score_ids(state.hand)), state.cap))
        return CHALLENGE if state.claim >= state.cap or rng.random() < 0.5 else ACCEPT


HEURISTIC = TurtleButtHeuristic()
