"""Rulebook section "The basic game", sentence by sentence (plus match-length rulings)."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction, OptionError, Player, Record, get_game
from rules.turtle_butt import CARDS
from rules.turtle_butt.deck import BASIC_IDS
from rules.turtle_butt.scoring import score_hand

from .util import act, kinds, names, new, snapshot

# Shared cards with only Moons and Suns, so hits of Moons/Suns cards are always safe.
SAFE_SHARED = ["Ace of Moons", "Ace of Suns", "Huntress"]
SAFE_HITS = ["Mountain", "Diplomat", "Pact", "Bard"]
GAME = get_game("turtle-butt")


def test_a_hand_begins_with_three_shared_cards_in_the_centre() -> None:
    """The basic game: the dealer shuffles and deals three cards to the centre."""
    state = new(3, deck=SAFE_SHARED)
    assert names(state.shared) == SAFE_SHARED
    assert len(state.deck) == 33 and all(own == [] for own in state.own)


def test_shared_cards_showing_all_six_suits_are_set_aside_and_redealt() -> None:
    """The basic game: three shared cards with all six suits (e.g. one number rank) are replaced."""
    state = new(2, deck=["Author", "Desert", "Origin", *SAFE_SHARED])
    assert names(state.set_aside) == ["Author", "Desert", "Origin"]
    assert names(state.shared) == SAFE_SHARED
    assert len(state.deck) == 30


def test_redeal_repeats_while_the_shared_cards_show_all_six_suits() -> None:
    state = new(2, deck=["Author", "Desert", "Origin", "Journey", "Painter", "Savage", *SAFE_SHARED])
    assert len(state.set_aside) == 6 and names(state.shared) == SAFE_SHARED


def test_the_first_offer_goes_to_the_dealers_left() -> None:
    """The basic game: the player to the dealer's left chooses first."""
    for dealer in range(4):
        assert new(4, dealer=dealer).to_act() == ((dealer + 1) % 4,)


@pytest.mark.parametrize("variant", ["basic", "rococo", "liars"])
def test_who_deals_first_is_chosen_and_kept_in_the_record_and_the_dealers_left_starts(variant: str) -> None:
    """The basic game: the player to the dealer's left is offered the first card (the liar's game: draws the
    first hand). Who deals first is a choice the record keeps; a record without it was dealt by seat 0."""
    game = get_game("turtle-butt")
    assert game.first_player is not None and game.first_player.setup_field == "dealer"
    assert "deals first" in str(game.first_player.question)
    for dealer in range(4):
        state = game.new(4, {"variant": variant}, seed=7, setup={game.first_player.setup_field: dealer})
        assert state.dealer == dealer and state.to_act() == ((dealer + 1) % 4,)
        record = Record.from_json(Record.of(state).to_json())
        assert record.setup == {"dealer": dealer} and record.new_state().to_act() == state.to_act()
    old = Record("turtle-butt", [Player("A"), Player("B"), Player("C")], 7, {"variant": variant})
    assert old.new_state().to_act() == (1,)


def test_a_hit_is_dealt_face_up_in_front_of_the_player() -> None:
    """The basic game: a taken card goes face up to that player alone."""
    state = new(2, deck=[*SAFE_SHARED, "Mountain"])
    events = act(state, "hit")
    assert names(state.own[1]) == ["Mountain"] and state.own[0] == []
    hit = events[0]
    assert hit.kind == "Hit" and hit.visible_to is None and hit.payload.card == "Mountain"
    assert state.view(0).seats[1].own == ("Mountain",)  # everyone sees it


def test_turtle_butt_with_the_shared_cards_forces_a_stop_and_scores_nothing() -> None:
    """The basic game: own card plus shared cards showing all six suits is Turtle Butt."""
    # Shared: Castle 7, Journey 3, Huntress = Moons, Suns, Waves, Knots; Savage adds Leaves and Wyrms.
    # Then Savage's pair-mate would score, but Turtle Butt scores nothing at all.
    state = new(2, deck=["Castle", "Journey", "Huntress", "Savage"], hands=1)
    events = act(state, "hit")
    assert "TurtleButtCalled" in kinds(events)
    assert state.butt[1] and state.stopped[1]
    assert state.to_act() == (0,)
    assert state.legal_actions(1) == []
    act(state, "stay")
    assert state.is_over() and state.hand_points == [[0], [0]]


def test_turtle_butt_player_scores_no_points_even_with_scoring_cards() -> None:
    """The basic game: players who got Turtle Butt score no points for the hand."""
    # Shared Lunatic (6: Moons, Waves), Journey (3: Moons, Waves), Ace of Suns. Seat 1 takes Penitent
    # (6: Suns, Wyrms) for a pair of 6s, then Market (6: Leaves, Knots): all six suits.
    state = new(2, deck=["Lunatic", "Journey", "Ace of Suns", "Penitent", "Sea", "Market"], hands=1)
    act(state, "hit")  # seat 1: Penitent
    act(state, "hit")  # seat 0: Sea
    assert state.hand_score(1) == 6
    act(state, "hit")  # seat 1: Market -> Turtle Butt
    assert state.butt[1]
    act(state, "stay")
    assert state.totals == [0 + score_hand(["Lunatic", "Journey", "Ace of Suns", "Sea"]), 0]


def test_offers_go_clockwise_with_the_dealer_last_then_repeat() -> None:
    """The basic game: the dealer offers clockwise, ends with themself, then starts a new round."""
    state = new(4, deck=[*SAFE_SHARED, *SAFE_HITS], dealer=2)
    order = []
    for _ in range(4):
        order.append(state.to_act()[0])
        act(state, "hit")
    assert order == [3, 0, 1, 2]
    assert state.to_act() == (3,)


def test_a_player_who_stopped_may_not_rejoin_the_hand() -> None:
    """The basic game: a stop (by choice or Turtle Butt) is final for the hand."""
    state = new(3, deck=[*SAFE_SHARED, *SAFE_HITS], dealer=0)
    act(state, "stay")  # seat 1 stops
    act(state, "hit")  # seat 2
    act(state, "hit")  # seat 0
    assert state.to_act() == (2,)  # seat 1 is skipped
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="not your turn"):
        state.apply(1, state.parse("hit"))
    assert snapshot(state) == before


def test_an_exhausted_deck_stops_everyone_still_in() -> None:
    """The basic game: when the deck runs out, players still in are treated as having stopped."""
    shared = ["Ace of Moons", "Ace of Suns", "Bard"]
    knots = [c.name for c in CARDS if c.id in BASIC_IDS and "Knots" in c.suits]
    rest = [c.name for c in CARDS if c.id in BASIC_IDS and "Knots" not in c.suits and c.name not in shared]
    assert len(knots) == 10 and len(rest) == 23
    deck = list(shared)
    for a, b in zip(rest[:10], knots, strict=True):
        deck += [a, b]
    deck += rest[10:]
    state = new(2, deck=deck, dealer=0, hands=1)
    for _ in range(10):
        act(state, "hit")  # seat 1: a card without Knots
        act(state, "hit")  # seat 0: a Knots card (never Waves)
    act(state, "hit")
    act(state, "stay")  # seat 0 stops; seat 1 keeps taking
    events = []
    for _ in range(12):
        events = act(state, "hit")
    assert "DeckExhausted" in kinds(events)
    assert not state.deck and state.is_over()
    assert not any(state.butt)
    assert state.totals[1] == score_hand(shared + rest) > 0


def test_shared_and_own_cards_score_together() -> None:
    """The basic game: the shared cards count with each player's own cards."""
    state = new(2, deck=["Journey", "Ace of Suns", "Huntress", "Painter"], hands=1)
    act(state, "hit")  # seat 1 takes Painter: pair of 3s with the shared Journey
    act(state, "stay")
    act(state, "stay")
    assert state.totals == [0, 3]


def test_rulebook_worked_example_played_out_scores_nine() -> None:
    """The basic game example: shared 7, 3, Crown; take 6, 6, Crown; stop for 9 points."""
    state = new(2, deck=["Castle", "Journey", "Huntress", "Lunatic", "Penitent", "Bard"], hands=1)
    act(state, "hit")  # seat 1: Lunatic (6)
    act(state, "stay")  # seat 0
    act(state, "hit")  # seat 1: Penitent (6)
    assert state.hand_score(1) == 6 + 2
    act(state, "hit")  # seat 1: Bard (Crown)
    events = act(state, "stay")
    assert state.totals == [0, 9]
    score = next(e for e in events if e.kind == "HandScored" and e.seat == 1)
    assert sorted(score.payload.parts) == [("Pair of 6s", 6), ("Pair of Crowns", 1), ("Run 6-7", 2)]


def test_the_player_to_the_dealers_left_deals_the_next_hand() -> None:
    """The basic game: after scoring, the deal passes to the left."""
    state = new(3, dealer=1)
    act(state, "stay")
    act(state, "stay")
    events = act(state, "stay")
    assert "NewDealer" in kinds(events)
    assert state.dealer == 2 and state.to_act() == (0,)
    assert len(state.shared) == 3 and state.hand_no == 1


def test_points_add_up_from_hand_to_hand() -> None:
    """The basic game: points accumulate over the match."""
    state = new(2, deck=["Journey", "Ace of Suns", "Huntress", "Painter"], hands=3, seed=5)
    act(state, "hit")
    act(state, "stay")
    act(state, "stay")
    first = list(state.totals)
    while not state.is_over():
        act(state, "stay")
    assert state.totals == [sum(h) for h in state.hand_points]
    assert state.totals[1] >= first[1] == 3
    assert len(state.hand_points[0]) == 3


def test_the_match_lasts_until_every_player_dealt_twice_by_default() -> None:
    """The basic game: a predetermined number of hands; our default is two deals each."""
    for players in (2, 3, 5):
        state = new(players)
        dealers = []
        while not state.is_over():
            if state.to_act()[0] == (state.dealer + 1) % players and not any(state.stopped):
                dealers.append(state.dealer)
            act(state, "stay")
        assert state.hand_no == 2 * players
        assert sorted(dealers) == sorted(list(range(players)) * 2)


def test_the_hands_option_sets_the_match_length() -> None:
    state = new(3, hands=1)
    for _ in range(3):
        act(state, "stay")
    assert state.is_over() and state.hand_no == 1


def test_a_target_score_ends_the_match_after_the_hand_that_reaches_it() -> None:
    """Ruling (state module): the hand is completed, then the match ends; highest total wins."""
    state = new(2, deck=["Journey", "Ace of Suns", "Huntress", "Painter"], target=3)
    act(state, "hit")
    act(state, "stay")
    assert not state.is_over()  # seat 0 still plays out the hand
    act(state, "stay")
    assert state.is_over() and state.totals == [0, 3]
    result = state.result()
    assert result.ranks == (2, 1) and [(str(label), points) for label, points in result.breakdown[1]] == [("Hand 1", 3)]


def test_without_reaching_the_target_play_goes_on_past_the_default_length() -> None:
    state = new(2, target=999, seed=3)
    for _ in range(2 * 2 * 2):  # four hands of two stays each
        act(state, "stay")
    assert not state.is_over() and state.hand_no == 4


def test_tied_totals_share_the_place() -> None:
    """The rulebook gives no tie-break: equal totals share a place."""
    state = new(2, deck=["Castle", "Journey", "Huntress"], hands=1)
    act(state, "stay")
    act(state, "stay")
    result = state.result()
    assert result.ranks == (1, 1)
    assert result.tiebreak.render(["Ana", "Ben"]) == ("Ana and Ben finish level on 0 points, and share their place: "
                                                     "the rulebook breaks no ties.")


def test_the_end_names_who_share_a_place_and_says_nothing_of_a_winner_alone() -> None:
    """Equal totals share a place (no tie-break in the rulebook): the note names the players level, so a tie
    for second under a clear winner does not read as if the win were shared."""
    state = new(3, hands=1)
    state.totals = [32, 18, 18]
    assert state.result().tiebreak.render(["Cleo", "Ana", "Ben"]) == (
        "Ana and Ben finish level on 18 points, and share their place: the rulebook breaks no ties.")
    state.totals = [32, 18, 9]
    assert state.result().tiebreak == ""


def test_hit_and_stay_are_the_only_moves_when_offered_a_card() -> None:
    state = new(2)
    assert [str(a) for a in state.legal_actions(1)] == ["hit", "stay"]
    before = snapshot(state)
    for text in ("take", "draw", "claim 3", "challenge", "accept"):
        with pytest.raises(IllegalAction, match="take it \\(hit\\) or stop") as info:
            state.apply(1, state.parse(text))
        assert info.value.rule == "The basic game"
    assert snapshot(state) == before


def test_the_basic_game_is_for_two_to_six_players() -> None:
    """Introduction: the Turtle Butt games are for 2 to 6 players."""
    for players in (1, 7):
        with pytest.raises(OptionError):
            GAME.new(players, {"variant": "basic"})
    GAME.new(6, {"variant": "rococo"})


def test_turtle_butt_is_announced_in_the_log() -> None:
    """The basic game: a player who collects all six suits announces "Turtle Butt!"."""
    state = new(2, deck=["Castle", "Journey", "Huntress", "Savage"], hands=1)
    (event,) = [e for e in act(state, "hit") if e.kind == "TurtleButtCalled"]
    assert event.describe(["Ana", "Ben"]).startswith("Turtle Butt! Ben")


def test_the_first_deal_is_kept_for_the_table_to_animate() -> None:
    state = new(2, deck=["Author", "Desert", "Origin", *SAFE_SHARED])
    assert kinds(state.opening_events) == ["SharedDealt", "SharedSetAside", "SharedDealt"]
    assert state.opening_events[-1].payload.cards == tuple(SAFE_SHARED)
