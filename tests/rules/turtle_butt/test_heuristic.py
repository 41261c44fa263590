"""The `normal` Turtle Butt heuristic: legal, fair (view only) and clearly better than random."""

from __future__ import annotations

import random

import pytest

from rules.bots import RandomBot, make_bot
from rules.bots.base import Bot, Budget
from rules.core import Action, View, get_game
from rules.sim import play
from rules.turtle_butt import TurtleButtState, TurtleButtView
from rules.turtle_butt.deck import ALL_SUITS, MASKS, card_id
from rules.turtle_butt.heuristic import HEURISTIC, _last_chase
from rules.turtle_butt.scoring import score_ids
from rules.turtle_butt.solver import (
    OUT,
    ROCOCO_HAND,
    MatchOutlook,
    _SeatOdds,
    by_points,
    final_scores,
    prize_odds,
    solve,
    solve_prize,
)

from .util import act, new

GAME = get_game("turtle-butt")


class HeuristicBot(Bot):
    level = "normal"

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        return HEURISTIC.choose(view, rng)


def head_to_head(variant: str, players: int, games: int, **options: object) -> tuple[float, float, float]:
    """(heuristic win share, heuristic mean score, random mean score); the heuristic changes seat each game."""
    wins = 0.0
    mine = theirs = 0.0
    for seed in range(games):
        seat = seed % players
        bots: list[Bot] = [RandomBot() for _ in range(players)]
        bots[seat] = HeuristicBot()
        result = play(GAME, bots, seed, {"variant": variant, **options}).state.result()
        wins += result.ranks[seat] == 1
        mine += result.scores[seat]
        theirs += sum(result.scores[s] for s in range(players) if s != seat) / (players - 1)
    return wins / games, mine / games, theirs / games


def test_heuristic_scores_more_than_random_in_the_basic_game() -> None:
    _, mine, theirs = head_to_head("basic", 2, 300, hands=1)
    assert mine > theirs + 1.0, (mine, theirs)  # measured: about 4.3 against 2.0


def test_heuristic_wins_most_rococo_hands_against_random() -> None:
    share, _, _ = head_to_head("rococo", 3, 300, hands=1)
    assert share > 0.55, share  # measured: about 0.8; a fair share is 1/3


def test_heuristic_outlasts_random_in_the_liars_game() -> None:
    share, _, _ = head_to_head("liars", 3, 300)
    assert share > 0.6, share  # measured: about 0.9; a fair share is 1/3


@pytest.mark.parametrize("variant", ["basic", "rococo", "liars"])
def test_heuristic_and_playout_choose_legal_moves(variant: str) -> None:
    rng = random.Random(1)
    for seed in range(30):
        state = GAME.new(4, {"variant": variant, "hands": 2}, seed)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            assert HEURISTIC.choose(state.view(seat), rng) in legal
            assert HEURISTIC.playout(state, seat, rng) in legal
            state.apply(seat, rng.choice(legal))


def test_heuristic_decides_from_the_view_alone() -> None:
    """Two deals that look the same to the seat get the same decision, whatever the hidden deck holds."""
    top = ["Journey", "Ace of Suns", "Huntress", "Painter"]
    for seed in range(20):
        a, b = new(2, deck=top, seed=seed), new(2, deck=top, seed=seed + 100)
        act(a, "hit")
        act(b, "hit")
        assert a.deck != b.deck and a.view(0) == b.view(0)
        assert HEURISTIC.choose(a.view(0), random.Random(seed)) == HEURISTIC.choose(b.view(0), random.Random(seed))


def test_liars_challenger_doubts_an_impossible_looking_claim_and_accepts_a_modest_one() -> None:
    state = new(3, variant="liars")
    act(state, "claim 60")
    assert HEURISTIC.choose(state.view(2), random.Random(0)) == GAME.parse_action("challenge")
    modest = new(3, variant="liars")
    act(modest, "claim 1")
    assert HEURISTIC.choose(modest.view(2), random.Random(0)) == GAME.parse_action("accept")


def test_rococo_scoring_round_draws_while_it_pays_then_takes() -> None:
    """Draw while (1 - p) * (offer + 1) beats the offer; p = chance of Turtle Butt from the unseen cards."""
    deck = ["Journey", "Ace of Suns", "Huntress", "Painter", "Forest", "Mountain", "Bard"]
    state = new(2, deck=deck, variant="rococo", hands=1)
    act(state, "hit")  # seat 1: Painter, pair of 3s
    act(state, "stay")  # seat 0
    act(state, "hit")  # seat 1: Forest (Moons, Leaves): five suits, only Wyrms missing
    act(state, "stay")
    assert state.phase == "scoring" and state.to_act() == (1,)
    # Offer 1, p = 10/31: drawing is worth about 1.35.
    assert HEURISTIC.choose(state.view(1), random.Random(0)) == GAME.parse_action("draw")
    act(state, "draw")  # Mountain
    act(state, "draw")  # Bard
    # Offer 3, p = 10/29: drawing is worth about 2.6.
    assert HEURISTIC.choose(state.view(1), random.Random(0)) == GAME.parse_action("take")


def test_basic_playout_plays_the_normal_stopping_rule_until_the_last_chase() -> None:
    """Basic game: playouts take a card exactly when `normal` would (the deck of a determinized state
    is the set of cards the seat has not seen), except in the match's last hand once every rival has
    stopped, where they chase the win instead."""
    rng = random.Random(2)
    checked = 0
    for seed in range(60):
        state = new(3, dealer=seed % 3, seed=seed, hands=2)
        while not state.is_over():
            seat = state.to_act()[0]
            if state.phase == "offer" and _last_chase(state, seat, state.shared + state.own[seat]) is None:
                assert HEURISTIC.playout(state, seat, rng) == HEURISTIC.choose(state.view(seat), rng)
                checked += 1
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 200


def test_hard_keeps_taking_cards_when_behind_a_stopped_rival() -> None:
    """The basic game's hand is won by the better score ("The basic game"): behind an opponent who
    has stopped, staying loses for sure, so `hard` takes a card where `normal`'s expected-score rule stays."""
    # Shared: Ace of Waves, End, Desert; seat 1 takes Sea (3 points), seat 0 takes Mountain (2 points).
    state = new(2, deck=["Ace of Waves", "End", "Desert", "Sea", "Mountain"], hands=1)
    act(state, "hit")
    act(state, "hit")
    act(state, "stay")
    assert state.to_act() == (0,) and state.hand_score(0) == 2 and state.hand_score(1) == 3
    view = state.view(0)
    assert HEURISTIC.choose(view, random.Random(0)) == GAME.parse_action("stay")
    hard = make_bot("turtle-butt", "hard", iterations=1500)
    assert hard.choose(view, random.Random(0)) == GAME.parse_action("hit")


def test_last_hand_playout_chases_a_stopped_rival_and_stops_once_ahead() -> None:
    """The better total wins ("The basic game"), so in the last hand, with the rival stopped, a playout
    takes cards while behind and stays once ahead, whatever the expected score says."""
    state = new(2, deck=["Ace of Waves", "End", "Desert", "Sea", "Mountain"], hands=1)
    act(state, "hit")
    act(state, "hit")
    act(state, "stay")  # seat 1 stops on 3 points; seat 0 holds 2
    assert HEURISTIC.playout(state, 0, random.Random(0)) == GAME.parse_action("hit")
    ahead = new(2, deck=["Ace of Waves", "End", "Desert", "Mountain", "Sea"], hands=1)
    act(ahead, "hit")
    act(ahead, "hit")
    act(ahead, "stay")  # seat 1 stops on 2 points; seat 0 holds 3
    assert ahead.hand_score(0) > ahead.hand_score(1)
    assert HEURISTIC.playout(ahead, 0, random.Random(0)) == GAME.parse_action("stay")
    earlier = new(2, deck=["Ace of Waves", "End", "Desert", "Sea", "Mountain"], hands=2)
    act(earlier, "hit")
    act(earlier, "hit")
    act(earlier, "stay")  # not the last hand: the expected-score rule (stay) still applies
    assert HEURISTIC.playout(earlier, 0, random.Random(0)) == GAME.parse_action("stay")


def test_hard_searches_one_hand_and_judges_the_match_from_the_totals():
    """Between hands of a basic match the chances follow the totals and the hands still to come."""
    state = GAME.new(3, seed=5)
    assert HEURISTIC.stage(state) == 0
    state.totals = [10, 10, 10]
    even = [HEURISTIC.evaluate(state, s) for s in range(3)]
    assert even == pytest.approx([1 / 3] * 3)
    state.totals = [14, 10, 6]
    early = [HEURISTIC.evaluate(state, s) for s in range(3)]
    assert early[0] > early[1] > early[2] and sum(early) == pytest.approx(1.0)
    state.hand_no = state.hands_limit - 1  # one hand left: the same lead weighs more
    late = [HEURISTIC.evaluate(state, s) for s in range(3)]
    assert late[0] > early[0] and late[2] < early[2]
    liars = GAME.new(3, {"variant": "liars"}, seed=5)
    assert HEURISTIC.stage(liars) is None and HEURISTIC.evaluate(liars, 0) is None


def test_a_seats_chance_against_fixed_rivals_is_the_very_float_the_match_outlook_gives():
    """The search's shortcut (`_SeatOdds`, rivals' chances against each other worked out once) must not
    move a decision: for matches of 2 to 6 players, with and without a target, a hands limit or exact
    hand points, it equals `MatchOutlook.chances` to the last bit."""
    rng = random.Random(7)
    checked = 0
    for _ in range(300):
        n = rng.randint(2, 6)
        totals = tuple(rng.randint(0, 30) for _ in range(n))
        target = rng.choice([None, 25, 40])
        after = rng.choice([None, 0, 1, 3]) if target is not None else rng.choice([0, 1, 3, 6])
        outlook = MatchOutlook(totals, after, target, hand_points=rng.choice([None, ROCOCO_HAND]))
        seat = rng.randrange(n)
        rivals = [totals[s] + rng.randint(0, 12) for s in range(n)]
        odds = _SeatOdds(outlook, seat, list(rivals))
        for mine in range(totals[seat], totals[seat] + 20):
            final = list(rivals)
            final[seat] = mine
            assert odds.chance(mine) == outlook.chances(final)[seat], (outlook, seat, final)
            checked += 1
    assert checked == 6000


# --- hard in the basic game: the take-or-stay decision solved ------------------------------------

HIT, STAY = GAME.parse_action("hit"), GAME.parse_action("stay")
#: The 26 basic cards without Wyrms, but for the three shared cards below.
NO_WYRMS = [
    "Ace of Moons", "Ace of Suns", "Ace of Waves", "Ace of Leaves", "Ace of Knots", "Author", "Mountain", "Sailor",
    "Forest", "Discovery", "Lunatic", "Market", "Chance Meeting", "Castle", "Diplomat", "Mill", "Pact", "Merchant",
    "Huntress", "Bard", "Sea", "End", "Windfall",
]


def test_hard_stays_when_nearly_every_unseen_card_completes_the_six_suits():
    """All six suits make Turtle Butt, which scores nothing ("The basic game"). The shared Journey,
    Painter and Origin show every suit but Wyrms; both players then take ten cards without Wyrms, so
    ten of the thirteen unseen cards carry Wyrms while an 18-point hand is at stake: `hard` stays."""
    state = new(2, deck=["Journey", "Painter", "Origin", *NO_WYRMS[:20]], hands=4)
    for _ in range(20):
        act(state, "hit")
    assert state.to_act() == (1,) and state.hand_score(1) == 18 and not any(state.butt)
    unseen = state.view(1).unseen()
    assert sum(1 for c in unseen if MASKS[c] & MASKS[card_id("Ace of Wyrms")]) == 10 and len(unseen) == 13
    hard = make_bot("turtle-butt", "hard")
    assert hard.choose(state.view(1), random.Random(0)) == STAY
    stay, take = (r.value for r in hard.hint(state.view(1), random.Random(0)))
    assert stay > take


def test_hard_takes_a_card_when_no_unseen_card_can_complete_the_six_suits():
    """The shared Ace of Moons, Huntress and Author show only Moons and Knots: no card carries the
    other four suits, so a card cannot make Turtle Butt, and a card never lowers a hand's score."""
    state = new(2, deck=["Ace of Moons", "Huntress", "Author"], hands=4)
    view = state.view(1)
    assert all(MASKS[c] | state.shared_mask != ALL_SUITS for c in view.unseen())
    assert make_bot("turtle-butt", "hard").choose(view, random.Random(0)) == HIT


def test_the_match_decides_whether_a_lead_over_a_stopped_rival_is_pressed():
    """The highest total wins the match ("The basic game"). Seat 0 holds 3 points against a stopped
    rival's 2 and only one unseen card (Author) can make Turtle Butt. In a 1-hand match staying wins
    for sure, so `hard` stays where `normal`'s expected-score rule takes a card; as the first hand of
    four, the extra points are worth the small risk and `hard` takes the card too."""
    results = {}
    for hands in (1, 4):
        state = new(2, deck=["Ace of Waves", "End", "Desert", "Mountain", "Sea"], hands=hands)
        act(state, "hit")
        act(state, "hit")
        act(state, "stay")
        assert state.hand_score(0) == 3 and state.hand_score(1) == 2 and state.to_act() == (0,)
        assert HEURISTIC.choose(state.view(0), random.Random(0)) == HIT
        results[hands] = make_bot("turtle-butt", "hard").hint(state.view(0), random.Random(0))
    assert results[1][0].action == STAY and results[1][0].value == pytest.approx(1.0)
    assert results[4][0].action == HIT


def test_hard_rates_staying_behind_a_stopped_rival_in_the_last_hand_as_a_sure_loss():
    state = new(2, deck=["Ace of Waves", "End", "Desert", "Sea", "Mountain"], hands=1)
    act(state, "hit")
    act(state, "hit")
    act(state, "stay")  # seat 1 stops on 3 points; seat 0 holds 2
    hint = make_bot("turtle-butt", "hard").hint(state.view(0), random.Random(0))
    assert [str(r.action) for r in hint] == ["hit", "stay"]
    assert hint[1].value == 0.0 and 0.0 < hint[0].value < 1.0


def test_solver_equals_expectimax_over_every_order_of_the_unseen_cards():
    """Memoising on what a hand holds, never on the order its cards came in, loses nothing: the value
    is the one found by trying every order of the unseen cards."""
    cards = [card_id(n) for n in ("Journey", "Painter", "Ace of Suns")]
    unseen = [card_id(n) for n in ("Origin", "Pact", "Darkness", "Sea", "Mountain", "Savage", "Ace of Waves")]

    def brute(hand: list[int], pool: list[int]) -> float:
        now = float(score_ids(hand))
        if not pool:
            return now
        total = 0.0
        for i, c in enumerate(pool):
            more = [*hand, c]
            total += 0.0 if is_butt(more) else brute(more, pool[:i] + pool[i + 1:])
        return max(now, total / len(pool))

    def is_butt(hand: list[int]) -> bool:
        mask = 0
        for c in hand:
            mask |= MASKS[c]
        return mask == ALL_SUITS

    choice, same = solve(cards, unseen, by_points(float), depth=len(unseen))
    assert max(choice.stay, choice.take) == pytest.approx(brute(cards, unseen))
    assert choice.stay == score_ids(cards) and same == choice


def test_a_rival_still_in_is_modelled_by_normals_rule():
    """A hand `normal` would stay on ends where it is; otherwise the final scores spread over the
    outcomes, Turtle Butt (0) among them, and add up to one."""
    rng = random.Random(3)
    strong = [card_id(n) for n in ("Pact", "Merchant", "Diplomat", "Ace of Waves")]  # pair of 9s and more
    unseen = [c for c in range(36) if c not in strong]
    assert not HEURISTIC._basic_hit(list(strong), unseen)
    assert final_scores(strong, unseen, rng) == {score_ids(strong): 1.0}
    weak = [card_id(n) for n in ("Ace of Moons", "Huntress", "Author")]
    rest = [c for c in range(36) if c not in weak]
    spread = final_scores(weak, rest, rng)
    assert len(spread) > 3 and sum(spread.values()) == pytest.approx(1.0) and 0 in spread


@pytest.mark.parametrize(("variant", "players"), [("liars", 2), ("rococo", 3)])
def test_hard_searches_the_liars_game_and_rococo_beyond_two_players(variant: str, players: int) -> None:
    state = new(players, variant=variant)
    assert HEURISTIC.solve(state.view(state.to_act()[0]), random.Random(0)) is None


def test_hard_solves_two_player_rococo() -> None:
    """Two-player rococo is solved, offers and scoring round. Worked out by hand in the last hand's scoring
    round at 0-0 ("The rococo game": only the best hand scores; Turtle Butt scores nothing; equal totals
    share the win): taking the prize of 1 wins, so it is worth 1; a draw wins unless it is Turtle Butt,
    which leaves 0-0, half a win: 1 - p/2, p the unseen cards' share that complete the six suits."""
    opening = new(2, variant="rococo")
    seat = opening.to_act()[0]
    solved = HEURISTIC.solve(opening.view(seat), random.Random(0))
    assert solved is not None and {a for a, _ in solved} == set(opening.legal_actions(seat))
    assert solved[0][1] >= solved[1][1] and all(0.0 < chance < 1.0 for _, chance in solved)
    state = new(2, deck=["Journey", "Ace of Suns", "Huntress", "Painter", "Forest", "Mountain", "Bard"],
                variant="rococo", hands=1)
    for move in ("hit", "stay", "hit", "stay"):
        act(state, move)
    assert state.phase == "scoring" and state.to_act() == (1,) and state.totals == [0, 0]
    view = state.view(1)
    unseen = view.unseen()
    p = sum(1 for c in unseen if state.masks[1] | MASKS[c] == ALL_SUITS) / len(unseen)
    assert p == pytest.approx(10 / 31)
    solved = HEURISTIC.solve(view, random.Random(0))
    assert solved is not None
    assert [(str(a), chance) for a, chance in solved] == [("take", 1.0), ("draw", pytest.approx(1 - p / 2))]


def test_searching_hard_leaves_out_the_solved_and_expert_answers_that_hard_plays():
    """`bench bots`' level `searching` is `hard` as it played before it solved Turtle Butt's offers and
    answered liar's claims without a search (now by playing each answer out): it searches those
    decisions instead."""
    from rules.bench.matches import bench_bots

    for variant in ("basic", "liars"):
        state = new(2, variant=variant)
        if variant == "liars":
            act(state, "claim 3")
        view = state.view(state.to_act()[0])
        hard = make_bot("turtle-butt", "hard", Budget(iterations=40))
        searching = make_bot("turtle-butt", "hard", Budget(iterations=40), exact=False)
        hard.choose(view, random.Random(0))
        searching.choose(view, random.Random(0))
        assert hard.iterations == 0 < searching.iterations  # a search settles early, never before it starts
    (row,) = bench_bots("turtle-butt", games=2, pairs=[("searching", "hard")], hard_budget=Budget(iterations=20))
    assert row["ms_per_decision"]["searching"]["decisions"] > 0 and row["ms_per_decision"]["hard"]["decisions"] > 0


def test_a_rival_left_alone_behind_in_the_last_hand_is_expected_to_chase():
    """The highest total wins the match ("The basic game"). In the review's planted one-hand match
    Ana leads Ben 21 to 18 with Ben still in, and `normal`'s expected-score rule would have Ben stop.
    Once Ana stops, though, Ben loses unless he takes cards: `hard` does not count staying as a sure win."""
    from tests.rules.test_review import planted_record

    state = planted_record().replay(15)
    assert isinstance(state, TurtleButtState)
    assert state.to_act() == (0,) and (state.hand_score(0), state.hand_score(1)) == (21, 18) and not state.stopped[1]
    assert not HEURISTIC._basic_hit(state.shared + state.own[1], state.view(0).unseen())
    hint = {str(r.action): r.value for r in make_bot("turtle-butt", "hard").hint(state.view(0), random.Random(0))}
    assert 0.0 < hint["stay"] < 0.9


def test_a_chasing_hand_ends_ahead_of_the_bar_level_with_it_or_in_turtle_butt():
    """`final_scores` with a bar: the player takes cards while behind it, so every final score of
    a long pool is above the bar, level with it, or Turtle Butt's 0."""
    weak = [card_id(n) for n in ("Ace of Moons", "Huntress", "Author")]
    rest = [c for c in range(36) if c not in weak]
    chased = final_scores(weak, rest, random.Random(1), bar=12)
    assert sum(chased.values()) == pytest.approx(1.0)
    assert all(points >= 12 or points == 0 for points in chased) and any(points > 12 for points in chased)


# --- hard in the liar's game: the heuristic's reading of claims -----------------------------------


def test_hard_accepts_a_claim_it_knows_the_hand_holds_where_normal_challenges():
    """Only one player sees the hand at a time ("The liar's game"), but whoever held it saw it. Seat 1
    drew a pair of 9s (9 points) and passed it on; seat 0 took it, drew nothing and announces 9. A
    random hand of three rarely scores 9, so `normal` challenges; `hard` remembers the pair and accepts."""
    state = new(2, deck=["Pact", "Merchant", "Ace of Moons"], variant="liars")
    act(state, "claim 3")
    act(state, "accept")
    act(state, "claim 9")
    view = state.view(1)
    assert view.seen_in_hand == ("Pact", "Merchant", "Ace of Moons") and view.claim == 9
    assert make_bot("turtle-butt", "normal").choose(view, random.Random(0)) == GAME.parse_action("challenge")
    assert make_bot("turtle-butt", "hard").choose(view, random.Random(0)) == GAME.parse_action("accept")


def test_hard_answers_a_claim_on_a_hand_it_never_saw_as_normal_does_and_its_hint_leads_with_that_answer():
    """The liar's game turns on what a claim says about a hidden hand ("The liar's game"); a search
    deals the claimant's hand at random, reads nothing in the claim and lost most games to `normal`,
    so `hard` judges claims as `normal` does, only with the cards it saw in the hand (here none). Its
    hint still rates every answer, its choice first."""
    hard, normal = make_bot("turtle-butt", "hard"), make_bot("turtle-butt", "normal")
    for claim, expected in (("claim 60", "challenge"), ("claim 1", "accept")):
        state = new(3, variant="liars")
        act(state, claim)
        view = state.view(2)
        assert hard.choose(view, random.Random(0)) == normal.choose(view, random.Random(0))
        assert hard.choose(view, random.Random(0)) == GAME.parse_action(expected)
        assert hard.iterations == 0  # answered without a search
        rated = hard.hint(view, random.Random(0), Budget(iterations=60))
        assert rated[0].action == GAME.parse_action(expected)
        assert {str(r.action) for r in rated} == {str(a) for a in view.legal_actions()}


# --- hard in the rococo game: solved for the match ------------------------------------------------

#: Shared Ace of Moons, Author, Journey (a run of three; Moons, Knots, Waves), then Calamity and Mountain.
ROCOCO_DEAL = ["Ace of Moons", "Author", "Journey", "Calamity", "Mountain"]


def rococo_after_one_card_each(hands: int = 4) -> TurtleButtState:
    """Seat 1 takes Calamity (still 3 points), seat 0 Mountain (a run of four: 4 points), seat 1 stops."""
    state = new(2, deck=ROCOCO_DEAL, variant="rococo", hands=hands)
    act(state, "hit")
    act(state, "hit")
    act(state, "stay")
    assert (state.hand_score(0), state.hand_score(1)) == (4, 3) and state.stopped[1] and state.to_act() == (0,)
    return state


def test_rococo_hard_stays_ahead_of_a_stopped_rival():
    """In the rococo game only the best hand plays the scoring round ("The rococo game"). Ahead of a
    rival who has stopped, the scoring round is already the seat's: a card can only bring Turtle Butt
    or a suit that makes the scoring round riskier, so `hard` stays."""
    state = rococo_after_one_card_each()
    hint = make_bot("turtle-butt", "hard").hint(state.view(0), random.Random(0))
    assert [str(r.action) for r in hint] == ["stay", "hit"] and hint[0].value > hint[1].value


def test_rococo_hard_takes_a_card_behind_a_stopped_rival():
    """Behind a stopped rival's best hand the seat scores nothing this hand ("The rococo game"). In a
    one-hand match staying then draws only if the rival's scoring round ends in Turtle Butt (0-0, a
    shared win), so `hard` rates it at half that chance and takes a card."""
    state = new(2, deck=["Ace of Moons", "Author", "Journey", "Mountain", "Calamity"], variant="rococo", hands=1)
    act(state, "hit")
    act(state, "hit")
    act(state, "stay")
    assert (state.hand_score(0), state.hand_score(1)) == (3, 4) and state.stopped[1]
    view = state.view(0)
    rival_busts = prize_odds(state.masks[1], view.unseen()).get(0, 0.0)
    hint = make_bot("turtle-butt", "hard").hint(view, random.Random(0))
    assert [str(r.action) for r in hint] == ["hit", "stay"]
    assert hint[1].value == pytest.approx(rival_busts / 2) and hint[0].value > hint[1].value


def test_rococo_hard_takes_a_prize_that_already_wins_the_match():
    """The scoring round's prize is the hand's only score ("The rococo game"). In a one-hand match at
    0-0 one point wins, so `hard` takes the prize at once where `normal`, counting expected points,
    would press its luck (a Turtle Butt chance of 10 in 31)."""
    deck = ["Journey", "Ace of Suns", "Huntress", "Painter", "Forest", "Mountain", "Bard"]
    state = new(2, deck=deck, variant="rococo", hands=1)
    for move in ("hit", "stay", "hit", "stay"):
        act(state, move)
    assert state.phase == "scoring" and state.to_act() == (1,)
    assert HEURISTIC.choose(state.view(1), random.Random(0)) == GAME.parse_action("draw")
    hint = make_bot("turtle-butt", "hard").hint(state.view(1), random.Random(0))
    assert str(hint[0].action) == "take" and hint[0].value == pytest.approx(1.0)


def test_rococo_scoring_round_presses_a_prize_too_small_to_win():
    """Solved for the match, a prize that cannot win is pressed however risky the draw: with two
    points needed, taking one is worth nothing, drawing is worth the chance of a safe card."""
    mask = MASKS[card_id("Journey")] | MASKS[card_id("Painter")] | MASKS[card_id("Forest")]  # all but Wyrms
    unseen = [c for c in range(36) if c not in (card_id(n) for n in ("Journey", "Painter", "Forest"))]
    safe = sum(1 for c in unseen if mask | MASKS[c] != ALL_SUITS) / len(unseen)
    choice = solve_prize(mask, unseen, 1, lambda points: float(points >= 2))
    assert choice.stay == 0.0 and choice.take == pytest.approx(safe) and choice.takes


def test_rococo_prize_odds_follow_normals_rule_and_add_up_to_one():
    """`prize_odds`: a hand that cannot draw into Turtle Butt draws to the cap on draws; one whose every
    next card is Turtle Butt takes its one point; the chances always add up to one."""
    three = ("Ace of Moons", "Ace of Suns", "Journey", "Mountain", "Discovery", "Lunatic", "Diplomat", "Pact",
             "Huntress", "Bard", "Sea")  # Moons, Suns and Waves only: Turtle Butt cannot come
    assert prize_odds(MASKS[card_id("Ace of Waves")], [card_id(n) for n in three]) == pytest.approx({12: 1.0})
    five = ALL_SUITS & ~MASKS[card_id("Ace of Wyrms")]
    wyrms = [c for c in range(36) if MASKS[c] & MASKS[card_id("Ace of Wyrms")]]
    assert prize_odds(five, wyrms) == {1: 1.0}
    spread = prize_odds(five, list(range(36)))
    assert sum(spread.values()) == pytest.approx(1.0) and 0 in spread and max(spread) > 1


def test_rococo_chasing_rival_is_counted_out_on_turtle_butt():
    """A rococo hand in Turtle Butt is out of the running ("The rococo game"), below even a hand of no
    points: the chase model counts it as `OUT`, apart from a real score of 0."""
    weak = [card_id(n) for n in ("Ace of Moons", "Huntress", "Author")]
    rest = [c for c in range(36) if c not in weak]
    chased = final_scores(weak, rest, random.Random(1), bar=12, level_below=1.0, butt=OUT)
    assert OUT in chased and all(points > 12 or points == OUT for points in chased)


def test_a_rococo_match_of_known_length_is_worked_out_hand_by_hand():
    """The highest total wins, equal totals share ("The rococo game"; our match-length ruling). Three
    points behind with one hand left, a player wins only by scoring 4 or more and draws level (half a
    win) by scoring exactly 3, so the chance is worked out from what a hand brings, not guessed from a
    spread; level with hands to go it is an even chance."""
    outlook = MatchOutlook((0, 3), 1, None, hand_points=ROCOCO_HAND)
    scores = dict(ROCOCO_HAND)
    behind = sum(p for points, p in ROCOCO_HAND if points >= 4) / 2 + scores[3] / 2 / 2
    assert outlook.chances([0, 3]) == pytest.approx([behind, 1 - behind])
    assert MatchOutlook((5, 5), 3, None, hand_points=ROCOCO_HAND).chances([5, 5]) == pytest.approx([0.5, 0.5])


def test_an_easy_bots_slip_in_the_liars_game_claims_near_the_hand_not_anywhere() -> None:
    """The liar's game ("The Liar's Game": the holder announces what the hand scores, and may bluff): an `easy`
    bot's slip is a worse claim, not a wild one. Every claim it makes over many deals stays within a few points
    of what `normal` would claim from the same view (the rules allow anything up to the cap)."""
    from rules.bots.levels import SLIP_CHOICES
    from rules.turtle_butt.actions import Claim

    easy = make_bot("turtle-butt", "easy")
    claims = wild = 0
    for seed in range(300):
        state = new(4, seed=seed, variant="liars")
        view = state.view(state.to_act()[0])
        assert isinstance(view, TurtleButtView) and view.phase == "draw"
        action = easy.choose(view, random.Random(seed))
        if isinstance(action, Claim):
            claims += 1
            aimed = HEURISTIC.choose(view, random.Random(seed))
            aim = aimed.points if isinstance(aimed, Claim) else view.claim + 1
            wild += abs(action.points - aim) > SLIP_CHOICES + 1
    assert claims > 100 and wild == 0, (claims, wild)
