"""Options, record setup, notation and what each seat's view shows (rulebook: the basic and liar's games)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from rules.core import BadNotation, Record, get_game
from rules.turtle_butt import ACCEPT, CHALLENGE, DRAW, HIT, STAY, TAKE, Claim, TurtleButtState, is_turtle_butt
from rules.turtle_butt.deck import card_id, mask_of, suit_names
from rules.turtle_butt.events import SawHand
from rules.turtle_butt.game import PAWN_WARNING
from rules.turtle_butt.scoring import score_ids

from .util import act, new

GAME = get_game("turtle-butt")


# --- options -------------------------------------------------------------------------------


def test_options_default_to_the_basic_game_with_the_basic_deck() -> None:
    assert GAME.resolve_options({}) == {"variant": "basic", "excuse": False, "pawns": False,
                                        "hands": None, "target": None, "pawn_sets": False}
    assert [o.key for o in GAME.options] == ["variant", "excuse", "pawns", "hands", "target"]  # what menus offer


def test_the_pawns_option_carries_the_rulebooks_warning() -> None:
    """The extended deck: the rulebook recommends leaving the Pawns out."""
    pawns = next(o for o in GAME.options if o.key == "pawns")
    assert pawns.default is False and str(pawns.help) == PAWN_WARNING and "three suits" in PAWN_WARNING


def test_the_excuse_is_shuffled_in_when_chosen() -> None:
    """The extended deck: the Excuse is shuffled in at the start of the game."""
    state = new(2, excuse=True)
    assert len(state.pool) == 37 and len(state.deck) + len(state.shared) + len(state.set_aside) == 37


def test_the_bench_measures_one_hand() -> None:
    state = GAME.new(4, GAME.bench_options)
    assert isinstance(state, TurtleButtState) and state.hands_limit == 1 and GAME.bench_unit == "one hand"


# --- setup ---------------------------------------------------------------------------------


def test_setup_fixes_the_deck_order_and_the_dealer() -> None:
    state = new(3, deck=["Author", "Journey", "Battle"], dealer=2)
    assert state.dealer == 2 and state.to_act() == (0,)
    assert state.to_dict()["shared"] == ["Author", "Journey", "Battle"]


@pytest.mark.parametrize(
    ("setup", "error", "match"),
    [
        ({"deck": ["Joker"]}, KeyError, "Joker"),
        ({"deck": ["Author", "author"]}, ValueError, "twice"),
        ({"deck": ["Watchman"]}, ValueError, "not in play"),
        ({"deck": "Author"}, ValueError, "list"),
        ({"dealer": 5}, ValueError, "dealer"),
        ({"dealer": True}, ValueError, "dealer"),
        ({"shuffle": 1}, KeyError, "shuffle"),
    ],
)
def test_a_bad_setup_is_refused_with_a_clear_message(setup: dict, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        GAME.new(3, {}, 0, setup)


def test_a_record_with_a_setup_replays_to_the_same_state() -> None:
    state = new(2, deck=["Castle", "Journey", "Huntress", "Lunatic"], hands=1)
    act(state, "hit")
    act(state, "stay")
    record = Record.from_json(Record.of(state).to_json())
    assert record.setup == {"dealer": 0, "deck": ["Castle", "Journey", "Huntress", "Lunatic"]}
    assert record.replay().to_dict() == state.to_dict()


# --- notation ------------------------------------------------------------------------------


def test_notation_round_trips_and_ignores_case() -> None:
    for action in (HIT, STAY, DRAW, TAKE, CHALLENGE, ACCEPT, Claim(1), Claim(94)):
        assert GAME.parse_action(str(action)) == action
    assert GAME.parse_action("  HIT ") == HIT and GAME.parse_action("Claim  7") == Claim(7)


@pytest.mark.parametrize("text", ["", "hit me", "claim", "claim -1", "claim x", "claim 99999", "stop", "claim ٣"])
def test_unreadable_notation_is_refused(text: str) -> None:
    with pytest.raises(BadNotation):
        GAME.parse_action(text)


# --- views ---------------------------------------------------------------------------------


def test_basic_views_show_everything_dealt_face_up_but_not_the_deck() -> None:
    """The basic game: shared and own cards are face up for everyone; the deck stays hidden."""
    state = new(2, deck=["Castle", "Journey", "Huntress", "Lunatic"])
    act(state, "hit")
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view.shared == ("Castle", "Journey", "Huntress")
        player = view.seats[1]
        assert player.own == ("Lunatic",) and not player.stopped and not player.turtle_butt
        assert player.suits == ("Moons", "Suns", "Waves", "Knots")  # conventional suit order
        assert player.hand_score == 2 and player.total == 0  # run 6-7
        assert view.dealer == 0 and view.deck_size == 32 and view.to_act() == (0,)
        text = json.dumps(view.to_dict())
        assert not any(f'"{c}"' in text for c in state.to_dict()["deck_top_first"])


def test_liars_views_show_claims_to_everyone_and_the_hand_to_its_holder() -> None:
    state = new(3, deck=["Journey", "Painter", "Ace of Moons"], variant="liars")
    act(state, "claim 3")
    holder, other = state.view(1), state.view(2)
    assert holder.hand == ("Journey", "Painter", "Ace of Moons") and holder.seats[1].hand_score == 3
    assert other.hand is None and other.hand_size == 3 and other.seats[1].hand_score is None
    assert other.claim == holder.claim == 3 and other.claimant == 1 and other.to_act() == (2,)
    act(state, "accept")
    assert state.view(1).hand is None and state.view(2).hand is not None


def test_a_player_who_passed_the_liars_hand_on_still_knows_the_cards_they_saw() -> None:
    """Only one player can see the hand at a time ("The liar's game"), but a player who held it saw its
    cards: their view keeps those (not the ones drawn after), which are no longer unseen to them. The
    next hand is a new deal, and nobody has seen it yet."""
    state = new(3, deck=["Journey", "Painter", "Ace of Moons", "Author", "Desert"], variant="liars")
    act(state, "claim 3")  # seat 1 held the first three cards
    act(state, "accept")
    act(state, "draw")  # seat 2 draws Author
    act(state, "claim 4")
    first, second = state.view(1), state.view(2)
    assert first.seen_in_hand == ("Journey", "Painter", "Ace of Moons") and second.seen_in_hand == ()
    assert not {card_id("Journey"), card_id("Painter")} & set(first.unseen())
    assert card_id("Author") in first.unseen()
    assert state.view(0).seen_in_hand == () and len(state.view(0).unseen()) == len(GAME.new(3).pool)
    dealt = first.determinize(random.Random(5))
    assert dealt.hand[:3] == [card_id(n) for n in ("Journey", "Painter", "Ace of Moons")] and len(dealt.hand) == 4
    assert dealt.view(1).seen_in_hand == first.seen_in_hand
    act(state, "challenge")  # seat 0 challenges seat 2: a new hand is dealt
    assert all(state.view(s).seen_in_hand == () for s in range(3))


def test_determinizing_a_basic_view_does_not_depend_on_the_true_deck_order() -> None:
    """Bots are fair: the re-dealt deck depends only on what the seat knows."""
    top = ["Castle", "Journey", "Huntress"]
    a, b = new(2, deck=top, seed=1), new(2, deck=top, seed=2)
    assert a.deck != b.deck
    da, db = a.view(1).determinize(random.Random(9)), b.view(1).determinize(random.Random(9))
    assert da.deck == db.deck and da.view(1).to_dict() == a.view(1).to_dict()


def test_determinizing_a_liars_view_redeals_the_hand_for_everyone_but_the_holder() -> None:
    a = new(3, deck=["Journey", "Painter", "Ace of Moons"], variant="liars")
    b = new(3, deck=["Author", "Desert", "Origin"], variant="liars")
    assert a.view(2) == b.view(2)
    da, db = a.view(2).determinize(random.Random(4)), b.view(2).determinize(random.Random(4))
    assert da.hand == db.hand and da.deck == db.deck
    mine = a.view(1).determinize(random.Random(4))
    assert mine.hand == a.hand


def _random_states(variant: str, games: int, seed: int = 0) -> Iterator[TurtleButtState]:
    rng = random.Random(seed)
    for g in range(games):
        state = new(2 + g % 4, seed=g, variant=variant, hands=1, excuse=g % 3 == 0, pawns=g % 5 == 0)
        while not state.is_over():
            yield state
            act(state, str(rng.choice(state.legal_actions(state.to_act()[0]))))
        yield state


@pytest.mark.parametrize("variant", ["basic", "rococo", "liars"])
def test_a_view_shows_six_suits_exactly_when_the_cards_are_turtle_butt(variant: str) -> None:
    """Introduction: Turtle Butt is every one of the six suits. Each seat's view lists the suits its cards show
    (shared and own; in the liar's game the held hand, to its holder only), and its score parts add up."""
    checked = butts = 0
    for state in _random_states(variant, 120):
        for seat in range(state.num_players):
            p = state.view(seat).seats[seat]
            if variant == "liars":
                cards = state.hand if seat == state.holder else []
            else:
                cards = state.shared + state.own[seat]
            assert set(p.suits) == set(suit_names(mask_of(cards)))
            assert (len(p.suits) == 6) == is_turtle_butt(cards) == p.turtle_butt
            if p.hand_score is not None:
                assert sum(points for _, points in p.parts) == p.hand_score == score_ids(cards)
            checked += 1
            butts += p.turtle_butt
    assert checked > 1000 and butts > 10


@pytest.mark.parametrize("variant", ["basic", "rococo"])
def test_the_last_hand_in_the_view_is_how_the_hand_that_ended_was_scored(variant: str) -> None:
    """The basic game: each hand scores the stayed players' combinations; the rococo game: only the
    scoring round's prize. The view keeps the last scored hand, its parts adding up, until the next."""
    for g in range(40):
        state = new(3, seed=g, variant=variant, hands=3)
        rng = random.Random(g)
        while not state.is_over():
            before = list(state.totals)
            hand = state.hand_no
            act(state, str(rng.choice(state.legal_actions(state.to_act()[0]))))
            outcome = state.view(None).last_hand
            if state.hand_no == hand:
                continue
            assert outcome is not None and outcome.number == state.hand_no
            assert [b + w for b, w in zip(before, outcome.won, strict=True)] == list(outcome.totals) == state.totals
            for c in outcome.cards:
                assert c.points == sum(points for _, points in c.parts)
            if variant == "basic":
                assert list(outcome.won) == [c.points for c in outcome.cards] and outcome.verdict is None
            else:
                assert outcome.verdict is not None and sum(1 for w in outcome.won if w) <= 1


@pytest.mark.parametrize("variant", ["basic", "rococo", "liars"])
def test_the_final_breakdown_adds_up_to_each_score(variant: str) -> None:
    """Points are added up from hand to hand (the basic game); the liar's game ranks by players outlasted."""
    for state in _random_states(variant, 40, seed=3):
        if state.is_over():
            result = state.result()
            for score, parts in zip(result.scores, result.breakdown, strict=True):
                assert sum(points for _, points in parts) == score


def test_only_new_information_is_a_reveal_and_private_draws_tell_the_others_only_that_a_card_was_drawn() -> None:
    """The liar's game: only the holder sees the hand. A draw or a look at the hand is shown to the holder
    alone (the others read that a card was drawn); a challenge shows the hand to all. Turtle Butt, set-aside
    cards and reshuffles tell nobody anything new, so they are not reveals (undo stays possible up to them)."""
    revealing = {"SharedDealt", "Hit", "ScoringDraw", "Drew", "SawHand", "Challenged"}
    private = {"Drew", "SawHand"}
    seen: set[str] = set()
    for variant in ("basic", "rococo", "liars"):
        rng = random.Random(2)
        for g in range(20):
            state = new(3, seed=g, variant=variant, hands=2)
            events = list(state.opening_events)
            while not state.is_over():
                events += act(state, str(rng.choice(state.legal_actions(state.to_act()[0]))))
            for event in events:
                seen.add(event.kind)
                assert event.reveals == (event.kind in revealing), event.kind
                if event.kind in private:
                    assert event.visible_to == frozenset({event.seat}) and event.public_text is not None
                    other = (event.seat + 1) % 3 if event.seat is not None else 0
                    assert event.for_seat(other).payload is None
                    payload = event.payload
                    hidden = payload.cards if isinstance(payload, SawHand) else [payload.card]
                    told = event.describe(["A", "B", "C"], other)
                    assert told.startswith("ABC"[event.seat or 0]) and not any(str(c) in told for c in hidden)
                else:
                    assert event.visible_to is None
    assert revealing <= seen
