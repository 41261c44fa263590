"""Rulings read as the rulebook says (issue 22): the Wild token, special actions after the draw, the Tricycle,
who starts, and the early rulings that records saved before them replay with."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction, Record
from rules.day_at_the_park.actions import Bonus
from rules.day_at_the_park.state import ParkState

from .helpers import GAME, at_step, fresh, give_items, give_token, put, refresh, set_open


def _early(s: ParkState) -> ParkState:
    s.options["early_rulings"] = True
    s.literal = False
    return refresh(s)


def _after_easy_advanced(s: ParkState, **items: int) -> ParkState:
    """Seat 0 has just completed Chase Bubbles on its advanced side (2 cupcakes, a flower, one more cupcake)."""
    set_open(s, 0, [(1, "advanced"), (3, "standard"), (29, "standard")])
    give_items(s, 0, cupcake=3, flower=1)
    s.apply(0, s.parse("complete 1"))  # standing on the start tile's note: all four items are turned in
    give_items(s, 0, **items)
    s.subs[-1:] = []
    from rules.day_at_the_park.pending import Pending, PendingKind

    s.subs.append(Pending(PendingKind.BONUS, 0, card=1))
    return refresh(s)


def test_wild_token_stands_in_for_a_theme_item_of_the_easy_bonus() -> None:
    """Attraction Actions, Wild: "instead of any 1 item" — also the extra theme items an advanced Easy card takes."""
    s = at_step(fresh(), "complete", figures={0: (0, 0), 1: (5, 5)})
    give_token(s, 0, "wild")
    s = _after_easy_advanced(s, cupcake=1)
    options = set(s.legal_actions(0))
    assert {Bonus(0), Bonus(1), Bonus(1, 1), Bonus(2, 1)} <= options and Bonus(2) not in options
    s.apply(0, s.parse("bonus 2 wild 1"))
    assert s.points[0]["easy"] == 2 and s.items[0]["cupcake"] == 0 and s.held[0] == [] and "wild" in s.attr_pile


def test_a_bonus_is_offered_with_only_a_wild_token_and_no_theme_item() -> None:
    """Scoring Bonuses with a Wild: no cupcake left, but a Wild token may still be turned in for +1."""
    s = at_step(fresh(), "complete", figures={0: (0, 0), 1: (5, 5)})
    set_open(s, 0, [(1, "advanced"), (3, "standard"), (29, "standard")])
    give_items(s, 0, cupcake=3, flower=1)
    give_token(s, 0, "wild")
    s.apply(0, s.parse("complete 1"))
    assert set(s.legal_actions(0)) == {Bonus(0), Bonus(1, 1)}


def test_keroppis_wild_items_pay_for_the_easy_bonus_too() -> None:
    """Character Actions, items used as wild "can be turned in as any other item, any time you would turn in items"."""
    s = at_step(fresh(chars=["keroppi", "hello-kitty"], side="scoring"), "complete", figures={0: (0, 0), 1: (5, 5)})
    s.apply(0, s.parse("character"))
    s = _after_easy_advanced(s, bird=2)
    assert Bonus(2, 0, ("bird", "bird")) in s.legal_actions(0)
    s.apply(0, s.parse("bonus 2 using bird,bird"))
    assert s.points[0]["easy"] == 2 and s.items[0]["bird"] == 0 and s.wild_items == 1


def test_badtz_maru_turns_in_a_wild_token_for_one_of_his_three_items() -> None:
    """Attraction Actions, Wild, with Badtz-maru's scoring side (3 items of one kind: +2)."""
    s = at_step(fresh(chars=["badtz-maru", "kuromi"], side="scoring"), "move", figures={0: (0, 0), 1: (5, 5)})
    give_items(s, 0, bird=2)
    assert not [a for a in s.legal_actions(0) if str(a).startswith("character")]
    give_token(s, 0, "wild")
    s.apply(0, s.parse("character bird wild 1"))
    assert s.points[0]["character"] == 2 and s.items[0]["bird"] == 0 and s.held[0] == []


def test_badtz_maru_needs_one_real_item_for_his_three_of_a_kind() -> None:
    """Ruling on Badtz-maru's scoring side (3 items of one kind: +2): Wild tokens stand in for two of the three
    at most; three Wild tokens are not three of a kind."""
    s = at_step(fresh(chars=["badtz-maru", "kuromi"], side="scoring"), "move", figures={0: (0, 0), 1: (5, 5)})
    for _ in range(3):
        give_token(s, 0, "wild")
    assert not [a for a in s.legal_actions(0) if str(a).startswith("character")]
    give_items(s, 0, cupcake=1)
    assert {str(a) for a in s.legal_actions(0) if str(a).startswith("character")} == {"character cupcake wild 2"}


def test_stand_ins_pay_only_for_the_items_a_player_lacks() -> None:
    """Ruling on Wild tokens and items used as wild (Attraction Actions, Wild; Character Actions): the items
    the card asks for that the player holds are handed in first; stand-ins make up only for the rest."""
    s = at_step(fresh(chars=["keroppi", "hello-kitty"], side="scoring"), "complete", figures={0: (0, 0), 1: (5, 5)})
    set_open(s, 0, [(1, "standard"), (3, "standard"), (29, "standard")])  # 1: Chase Bubbles, two cupcakes and a flower
    give_items(s, 0, cupcake=2, flower=1, bird=3)
    give_token(s, 0, "wild")
    s.apply(0, s.parse("character"))  # Keroppi: three items as wild
    assert [str(a) for a in s.legal_actions(0) if str(a).startswith("complete 1")] == ["complete 1"]
    for text in ("complete 1 using bird,bird", "complete 1 wild 1"):
        with pytest.raises(IllegalAction, match="only for items you lack"):
            s.apply(0, s.parse(text))
    assert s.items[0] == {"note": 0, "bird": 3, "flower": 1, "cupcake": 2} and s.held[0] == ["wild"]
    give_items(s, 0, cupcake=1)  # one cupcake short: a bird or the Wild token may make up for it
    assert {str(a) for a in s.legal_actions(0) if str(a).startswith("complete 1")} == {
        "complete 1 using bird", "complete 1 wild 1"}


def test_kuromi_turns_in_a_wild_token_for_the_item_she_lacks() -> None:
    """Attraction Actions, Wild, with Kuromi's scoring side (one of each item: +3)."""
    s = at_step(fresh(chars=["kuromi", "keroppi"], side="scoring"), "move", figures={0: (0, 0), 1: (5, 5)})
    give_items(s, 0, note=1, bird=1, flower=1)
    give_token(s, 0, "wild")
    assert {str(a) for a in s.legal_actions(0) if str(a).startswith("character")} == {"character wild cupcake"}
    s.apply(0, s.parse("character wild cupcake"))
    assert s.points[0]["character"] == 3 and sum(s.items[0].values()) == 0 and s.held[0] == []


def _drawn(s: ParkState) -> ParkState:
    """Seat 0 finishes step 3 without completing anything: the new tile is drawn."""
    s.hands[0] = s.hands[0][:1]
    s.apply(0, s.parse("done"))
    return s


def test_special_actions_may_still_be_used_after_drawing_the_new_tile() -> None:
    """Taking Turns / Special Actions: "at any time on your turn" — after the draw the turn waits for the player."""
    s = _drawn(at_step(fresh(chars=["keroppi", "hello-kitty"]), "complete", figures={0: (0, 0), 1: (5, 5)}))
    assert s.step == "end" and s.active == 0 and len(s.hands[0]) == 2
    legal = {str(a) for a in s.legal_actions(0)}
    assert {"done", "character"} <= legal
    with pytest.raises(IllegalAction, match="already placed"):
        s.apply(0, s.parse(f"place {s.hands[0][0]} at 2,0 r0"))
    s.apply(0, s.parse("done"))
    assert s.active == 1 and s.step == "place"


def test_the_turn_ends_at_the_draw_when_no_special_action_is_left() -> None:
    """Special Actions: with the nap token on Zzz and no attraction token there is nothing to wait for."""
    s = at_step(fresh(), "complete", figures={0: (0, 0), 1: (5, 5)})
    s.asleep[0] = True
    refresh(s)
    _drawn(s)
    assert s.active == 1 and s.step == "place"


def test_using_the_last_special_action_after_the_draw_ends_the_turn() -> None:
    """Special Actions after the draw: once none is left, the turn is over without another word."""
    s = _drawn(at_step(fresh(chars=["keroppi", "hello-kitty"]), "complete", figures={0: (0, 0), 1: (5, 5)}))
    s.apply(0, s.parse("character"))  # Keroppi's explore side: nothing more can be done after it
    assert s.active == 1


def test_the_first_turn_figure_placement_still_comes_first() -> None:
    """First Turn: the figure goes on the park before anything else, special actions included."""
    s = fresh(chars=["keroppi", "hello-kitty"])
    give_token(s, 0, "butterfly")
    assert s.step == "figure" and all(str(a).startswith("figure") for a in s.legal_actions(0))


def test_a_tricycle_ban_holds_for_the_ride_only() -> None:
    """Attraction Actions, Tricycle: the attraction where the ride ends may not be taken — by that ride. Walking
    away and coming back ends the move there like any other, so its attraction is taken."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    put(s, 22, (1, -1), attraction="wild")
    give_token(s, 0, "tricycle")
    s.apply(0, s.parse("tricycle 1,-1"))
    s.apply(0, s.parse("step 1,0"))
    s.apply(0, s.parse("step 1,-1"))
    s.apply(0, s.parse("stop"))
    assert (1, -1) not in s.park.attractions and s.held[0] == ["wild"]


def test_staying_where_the_tricycle_stopped_takes_no_attraction() -> None:
    """Attraction Actions, Tricycle: ending the move right where the ride stopped takes nothing."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    put(s, 22, (1, -1), attraction="wild")
    give_token(s, 0, "tricycle")
    s.apply(0, s.parse("tricycle 1,-1"))
    s.apply(0, s.parse("stop"))
    assert (1, -1) in s.park.attractions and s.held[0] == []


def test_early_rulings_end_the_turn_at_the_draw_and_ban_the_tricycle_space_all_turn() -> None:
    """Records saved before these rulings replay as they were played (docs/records.md)."""
    s = _drawn(_early(at_step(fresh(chars=["keroppi", "hello-kitty"]), "complete", figures={0: (0, 0), 1: (5, 5)})))
    assert s.active == 1
    s = _early(at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)}))
    put(s, 22, (1, -1), attraction="wild")
    give_token(s, 0, "tricycle")
    for move in ("tricycle 1,-1", "step 1,0", "step 1,-1", "stop"):
        s.apply(0, s.parse(move))
    assert (1, -1) in s.park.attractions


def test_a_record_without_the_rulings_key_replays_the_early_way() -> None:
    """docs/records.md: a record saved before the rulings were read as the rulebook says lacks their key."""
    data = Record.of(GAME.new(2, seed=4)).to_dict()
    assert data["options"] == {"early_rulings": False}
    del data["options"]["early_rulings"]
    assert Record.from_dict(data).new_state().options["early_rulings"] is True


@pytest.mark.parametrize("start", [0, 1, 2])
def test_the_player_who_most_recently_went_on_an_adventure_starts(start: int) -> None:
    """Player Setup 11: the first player is whoever most recently went on an adventure (the record's setup says
    which seat); without it, as before, the first seat."""
    s = GAME.new(3, seed=2, setup={"start_player": start})
    for seat in range(3):
        s.apply(seat, s.parse("start explore standard standard standard"))
    assert s.to_act() == (start,) and s.step == "figure"
    assert GAME.new(3, seed=2).active == 0
    assert GAME.first_player is not None and GAME.first_player.setup_field == "start_player"


def test_a_tile_hello_kitty_lifts_may_go_back_where_it_was_and_that_counts_as_a_move() -> None:
    """Ruling on Hello Kitty's explore side (move up to two tiles): putting a lifted tile back undoes the lift,
    and uses one of the two moves."""
    s = at_step(fresh(chars=["hello-kitty", "keroppi"]), "move", figures={0: (0, 0), 1: (1, 0)})
    put(s, 22, (1, -1), attraction="wild")
    s.apply(0, s.parse("character"))
    s.apply(0, s.parse("lift 22"))
    s.apply(0, s.parse("place 22 at 1,-1 r0"))
    assert s.park.position_of(22) == (1, -1) and s.park.attractions[(1, -1)] == "wild"
    s.apply(0, s.parse("lift 22"))  # the second move
    s.apply(0, s.parse("place 22 at 1,-1 r0"))
    assert not any(str(a).startswith("lift") for a in s.legal_actions(0))
