"""Rule tests for Day at the Park, each named after the rule it checks and citing its rulebook section."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from rules.core import IllegalAction
from rules.day_at_the_park.actions import AsPrinted, Complete, PlaceTile, SwitchPlaces
from rules.day_at_the_park.data import (
    ADVENTURES,
    ATTRACTIONS,
    CHARACTERS,
    ITEMS,
    START_CELLS,
    TILES,
    TILES_REMOVED,
)
from rules.day_at_the_park.events import AdventureSwapped, CharacterUsed, PlacesSwitched, TileAdded
from rules.day_at_the_park.park import rotate
from rules.day_at_the_park.state import ParkState
from rules.day_at_the_park.view import ParkView

from .helpers import GAME, at_step, fresh, give_hand, give_items, give_token, put, refresh, set_open

# --- Components -------------------------------------------------------------------------


def test_components_match_the_component_list() -> None:
    """Components: 48 park tiles, 60 adventures (28/20/12), 20 of each item, 8 of each attraction, 6 characters."""
    assert len(TILES) == 48
    pairs = Counter((t.item, t.colour) for t in TILES.values())
    assert len(pairs) == 16 and set(pairs.values()) == {3}
    tiers = Counter(a.tier for a in ADVENTURES.values())
    assert tiers == {"easy": 28, "medium": 20, "hard": 12}
    assert Counter((a.type, a.tier) for a in ADVENTURES.values())[("food", "easy")] == 7
    assert len(ATTRACTIONS) == 5 and len(CHARACTERS) == 6
    edges = "".join(t.edges for t in TILES.values())
    assert edges.count("G") == edges.count("F")
    s = fresh()
    assert all(v == 20 for v in s.supply.values()) and len(s.attr_pile) == 40


def test_start_tile_is_a_two_by_two_block_with_alternating_outer_edges() -> None:
    """Game Setup 1 / ruling: the start tile covers four spaces; outer edges alternate clockwise from NW."""
    outer = [
        START_CELLS[(0, 0)].edges[0],
        START_CELLS[(1, 0)].edges[0],
        START_CELLS[(1, 0)].edges[1],
        START_CELLS[(1, 1)].edges[1],
        START_CELLS[(1, 1)].edges[2],
        START_CELLS[(0, 1)].edges[2],
        START_CELLS[(0, 1)].edges[3],
        START_CELLS[(0, 0)].edges[3],
    ]
    assert "".join(outer) == "GFGFGFGF"
    assert sorted(fresh().park.tiles) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert not fresh().park.attractions


def test_chase_bubbles_is_an_easy_food_adventure_worth_two() -> None:
    """Complete Adventures example: Chase Bubbles needs two cupcakes and a flower and scores 2."""
    card = ADVENTURES[1]
    assert (card.name, card.tier, card.type, card.points) == ("Chase Bubbles", "easy", "food", 2)
    assert sorted(card.cost) == ["cupcake", "cupcake", "flower"]


# --- Setup ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_removes_tiles_by_player_count_and_deals_two_tiles_and_three_adventures(players: int) -> None:
    """Game Setup 3 and Player Setup 9-10: 22/15/8/3 tiles removed; 2 tiles, 2 Easy and 1 Medium each."""
    s = GAME.new(players, seed=5)
    assert isinstance(s, ParkState)
    assert len(s.removed) == TILES_REMOVED[players] == {2: 22, 3: 15, 4: 8, 5: 3}[players]
    assert all(len(h) == 2 for h in s.hands)
    for cards in s.open:
        assert [ADVENTURES[c].tier for c, _ in cards] == ["easy", "easy", "medium"]
    assert len(s.pile) == 48 - TILES_REMOVED[players] - 2 * players


def test_setup_fields_fix_the_deal() -> None:
    """Records: the setup mapping fixes tile pile, removed tiles, adventure piles, attractions and characters."""
    tiles = list(range(1, 49))
    setup = {
        "removed": tiles[:22],
        "tile_pile": tiles[22:],
        "adventures": {"easy": list(range(28, 0, -1)), "medium": list(range(29, 49)), "hard": list(range(49, 61))},
        "attractions": ["wild"] * 8 + ["tricycle"] * 8 + ["butterfly"] * 8 + ["exchange"] * 8 + ["attraction"] * 8,
        "characters": ["kuromi", "chococat"],
    }
    s = GAME.new(2, seed=0, setup=setup)
    assert isinstance(s, ParkState)
    assert s.hands == [[23, 24], [25, 26]] and s.removed == tiles[:22]
    assert s.open[0] == [(28, "standard"), (27, "standard"), (29, "standard")]
    assert s.characters == ["kuromi", "chococat"] and s.attr_pile[0] == "wild"


@pytest.mark.parametrize(
    "bad",
    [
        {"removed": [1, 2, 3]},
        {"characters": ["kuromi", "kuromi"]},
        {"characters": ["kuromi", "pikachu"]},
        {"adventures": {"easy": [1, 2, 3]}},
        {"attractions": ["wild"] * 40},
        {"colour": "red"},
    ],
)
def test_bad_setup_is_refused_with_a_reason(bad: dict) -> None:
    """Records: a setup that cannot be a real deal is refused."""
    with pytest.raises((ValueError, KeyError)):
        GAME.new(2, seed=0, setup=bad)


def test_each_player_picks_a_character_and_the_pick_leaves_the_deal_alone() -> None:
    """Player Setup 5: each player picks a character. The lobby asks each seat (the game's `seat_choice`),
    chance fills the seats left open, and whatever is picked, the same seed deals the same tiles and cards."""
    choice = GAME.seat_choice
    assert choice is not None and set(choice.ids) == {"hello-kitty", "keroppi", "my-melody", "badtz-maru",
                                                       "chococat", "kuromi"}
    dealt = []
    for picks in (["keroppi", None, "kuromi"], ["hello-kitty", "my-melody", None], [None, None, None]):
        s = GAME.new(3, seed=11, setup=GAME.lobby_setup(11, 3, None, picks))
        assert isinstance(s, ParkState)
        assert all(c == p for c, p in zip(s.characters, picks, strict=True) if p is not None)
        assert len(set(s.characters)) == 3
        dealt.append((s.pile, s.hands, s.open, s.attr_pile, s.adv_piles))
    assert dealt[0] == dealt[1] == dealt[2]


def test_players_choose_character_side_and_adventure_sides_at_setup() -> None:
    """Player Setup 7-9: the character side and each starting adventure's side are chosen by their owner."""
    s = GAME.new(2, seed=3)
    assert isinstance(s, ParkState)
    assert s.to_act() == (0, 1)
    s.apply(1, s.parse("start scoring advanced standard advanced"))
    assert s.to_act() == (0,)
    assert [side for _, side in s.open[1]] == ["advanced", "standard", "advanced"] and s.sides[1] == "scoring"
    with pytest.raises(IllegalAction):
        s.apply(1, s.parse("start explore standard standard standard"))
    s.apply(0, s.parse("start explore standard standard standard"))
    assert s.step == "figure" and s.to_act() == (0,)
    assert s.asleep == [False, False]  # Player Setup 8: nap tokens start blank side up


def test_first_turn_places_the_figure_on_any_space() -> None:
    """First Turn: the figure goes on any space of the park, then the four steps follow."""
    s = fresh()
    assert {str(a) for a in s.legal_actions(0)} == {f"figure at {x},{y}" for x, y in s.park.tiles}
    s.apply(0, s.parse("figure at 1,1"))
    assert s.figures[0] == (1, 1) and s.step == "place"


# --- 1. Place a Park Tile -----------------------------------------------------------------


def test_tile_must_touch_the_park_along_an_edge() -> None:
    """1. Placing a Tile: touching only at a corner is not enough."""
    s = at_step(fresh(), "place")
    give_hand(s, 0, [14, 19])  # all-garden tiles
    before = json.dumps(s.to_dict(), sort_keys=True, default=str)
    with pytest.raises(IllegalAction, match="touch the park"):
        s.apply(0, s.parse("place 14 at -1,-1 r0"))
    assert json.dumps(s.to_dict(), sort_keys=True, default=str) == before


def test_touching_edges_must_show_the_same_terrain() -> None:
    """1. Placing a Tile: a garden edge may not meet a field edge."""
    s = at_step(fresh(), "place")
    give_hand(s, 0, [14, 22])  # 14 all garden, 22 all field
    # The start tile's north-east space shows field to the north.
    with pytest.raises(IllegalAction, match="garden edge meets a field edge on the south side"):
        s.apply(0, s.parse("place 14 at 1,-1 r0"))
    s.apply(0, s.parse("place 22 at 1,-1 r0"))
    assert s.park.tiles[(1, -1)] == 22


def test_tiles_may_be_rotated_to_fit() -> None:
    """1. Placing a Tile: a tile may be turned; edges turn clockwise with it."""
    assert rotate("GFFF", 90) == "FGFF" and rotate("GFFF", 270) == "FFFG"
    s = at_step(fresh(), "place")
    give_hand(s, 0, [5, 14])  # 5 is GFFF
    legal = {str(a) for a in s.legal_actions(0)}
    # West of the NW space the start shows field: 5 fits when its east edge is field (r0, r180, r270), not r90.
    assert "place 5 at -1,0 r0" in legal and "place 5 at -1,0 r90" not in legal


def test_an_attraction_is_placed_bench_side_up_on_each_new_tile() -> None:
    """1. Placing a Tile: a new tile gets the top attraction token, face down."""
    s = at_step(fresh(), "place")
    give_hand(s, 0, [22, 19])
    top = s.attr_pile[0]
    s.apply(0, s.parse("place 22 at 1,-1 r0"))
    assert s.park.attractions[(1, -1)] == top and len(s.attr_pile) == 39
    spaces = {sp.pos: sp for sp in s.view(1).park}
    assert spaces[(1, -1)].attraction is True and spaces[(0, 0)].attraction is False
    assert top not in json.dumps(s.view(1).to_dict()["park"])


def test_same_item_as_a_touching_tile_gains_that_item_badtz_maru_example() -> None:
    """1. Getting an Item example: Badtz-maru's green cupcake next to a blue cupcake gets a cupcake."""
    s = at_step(fresh(chars=["badtz-maru", "hello-kitty"]), "place")
    put(s, 14, (-1, 1))  # blue cupcake, all garden, west of the start's green cupcake
    give_hand(s, 0, [47, 22])  # 47: green cupcake, GFFF
    s.apply(0, s.parse("place 47 at -2,1 r90"))  # east edge garden meets 14
    assert s.items[0]["cupcake"] == 1 and sum(s.items[0].values()) == 1 and not s.subs


def test_same_colour_different_item_lets_the_player_choose_hello_kitty_example() -> None:
    """1. Getting an Item example: Hello Kitty's red flower next to a red music note: flower or note."""
    s = at_step(fresh(chars=["hello-kitty", "keroppi"]), "place")
    give_hand(s, 0, [41, 22])  # 41: red flower, GGGF
    s.apply(0, s.parse("place 41 at 0,-1 r0"))  # touches only the start's red note
    assert {str(a) for a in s.legal_actions(0)} == {"gain note", "gain flower"}
    assert s.step == "move"
    s.apply(0, s.parse("gain note"))
    assert s.items[0]["note"] == 1 and sum(s.items[0].values()) == 1


def test_only_one_item_per_placed_tile_even_when_item_and_colour_both_match() -> None:
    """1. Getting an Item: matching both item and colour of a touching tile still gives one item."""
    s = at_step(fresh(), "place")
    give_hand(s, 0, [17, 22])  # 17: a red note, like the start's north-west space
    x, y, r = next(p for p in s.park.placements(17) if p[:2] == (-1, 0))
    s.apply(0, s.parse(f"place 17 at {x},{y} r{r}"))
    assert s.items[0]["note"] == 1 and sum(s.items[0].values()) == 1


def test_several_matching_neighbours_let_the_player_choose_which_to_use() -> None:
    """1. Getting an Item: with matches on several touching tiles, choose the one to gain from."""
    s = at_step(fresh(), "place")
    put(s, 5, (-1, 1))  # a red bird
    put(s, 25, (-1, 0))  # a red flower touching the red note (0,0) and the red bird
    assert s.match_items((-1, 0)) == ("note", "bird", "flower")


def test_no_matching_symbol_gives_no_item() -> None:
    """1. Getting an Item: without a match of item or colour nothing is gained."""
    s = at_step(fresh(), "place")
    give_hand(s, 0, [22, 19])  # 22: blue bird, all field; north of the NE blue bird -> match
    s.apply(0, s.parse("place 22 at 1,-1 r0"))
    assert s.items[0]["bird"] == 1
    s = at_step(fresh(), "place")
    give_hand(s, 0, [43, 19])  # 43: green flower, all field, north of the blue bird: no match
    s.apply(0, s.parse("place 43 at 1,-1 r0"))
    assert sum(s.items[0].values()) == 0


def test_an_empty_supply_gives_nothing() -> None:
    """Ruling: the item supply is limited to 20 of each; gaining from an empty supply gives nothing."""
    s = at_step(fresh(), "place")
    give_items(s, 1, bird=20)
    give_hand(s, 0, [22, 19])
    s.apply(0, s.parse("place 22 at 1,-1 r0"))
    assert s.items[0]["bird"] == 0 and s.supply["bird"] == 0


def test_skip_only_when_no_hand_tile_fits() -> None:
    """1. Placing a Tile (ruling): a player whose tiles fit nowhere places none; otherwise a tile must be placed."""
    s = at_step(fresh(), "place")
    with pytest.raises(IllegalAction, match="must place"):
        s.apply(0, s.parse("skip"))
    s.hands[0] = []
    refresh(s)
    assert [str(a) for a in s.legal_actions(0)] == ["skip"]


# --- 2. Move Your Character -----------------------------------------------------------------


def test_move_up_to_three_spaces_collecting_an_item_per_space_entered() -> None:
    """2. Moving Through the Park: up to 3 spaces, one item of each space entered (Keroppi's example)."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    for step in ("1,0", "1,1", "0,1"):
        s.apply(0, s.parse(f"step {step}"))
    assert s.items[0] == {"note": 0, "bird": 1, "flower": 1, "cupcake": 1}
    with pytest.raises(IllegalAction, match="already moved 3"):
        s.apply(0, s.parse("step 0,0"))


def test_moves_are_never_diagonal() -> None:
    """2. Movement Rules: no diagonal moves."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    with pytest.raises(IllegalAction, match="never diagonally"):
        s.apply(0, s.parse("step 1,1"))


def test_backtracking_collects_the_item_again() -> None:
    """2. Movement Rules: moving back into a visited space gives another item."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    for step in ("1,0", "0,0", "1,0"):
        s.apply(0, s.parse(f"step {step}"))
    assert s.items[0]["bird"] == 2 and s.items[0]["note"] == 1


def test_not_moving_gains_the_item_of_the_starting_space() -> None:
    """2. Movement Rules: a player who does not move gets one item from the starting space."""
    s = at_step(fresh(), "move", figures={0: (1, 1), 1: (5, 5)})
    s.apply(0, s.parse("stop"))
    assert s.items[0]["flower"] == 1 and sum(s.items[0].values()) == 1 and s.step == "complete"


def test_moving_through_another_character_is_allowed_without_a_high_five() -> None:
    """2. Movement Rules: characters may be passed through; only ending there gives a high five."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (1, 0)})
    s.apply(0, s.parse("step 1,0"))
    s.apply(0, s.parse("step 1,1"))
    s.apply(0, s.parse("stop"))
    assert not s.subs and s.figures[1] == (1, 0)


def test_ending_on_an_attraction_takes_and_flips_it() -> None:
    """2. Taking an Attraction: ending on a token takes it (revealed); no new token replaces it."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    put(s, 22, (1, -1), attraction="tricycle")
    s.apply(0, s.parse("step 1,0"))
    s.apply(0, s.parse("step 1,-1"))
    s.apply(0, s.parse("stop"))
    assert s.held[0] == ["tricycle"] and (1, -1) not in s.park.attractions
    assert s.view(1).to_dict()["players"][0]["attractions"] == ["tricycle"]


def test_high_five_example() -> None:
    """2. Giving a High Five example: Badtz-maru moves 2 spaces onto Hello Kitty; she steps 1 space away and
    draws an attraction; he keeps the note and flower he collected and draws an attraction as well."""
    s = at_step(fresh(chars=["badtz-maru", "hello-kitty"]), "move", figures={0: (0, 1), 1: (-1, 0)})
    put(s, 11, (-1, 0))  # a green flower west of the start's note
    s.apply(0, s.parse("step 0,0"))
    s.apply(0, s.parse("step -1,0"))
    s.apply(0, s.parse("stop"))
    assert s.to_act() == (1,)
    assert [str(a) for a in s.legal_actions(1)] == ["high-five step 0,0"]
    s.apply(1, s.parse("high-five step 0,0"))
    assert s.figures[1] == (0, 0)
    assert {str(a) for a in s.legal_actions(1)} == {"reward attraction"}  # nap already blank
    s.apply(1, s.parse("reward attraction"))
    assert s.to_act() == (0,)
    s.apply(0, s.parse("reward attraction"))
    assert len(s.held[0]) == 1 and len(s.held[1]) == 1
    assert s.items[0]["note"] == 1 and s.items[0]["flower"] == 1 and sum(s.items[1].values()) == 0
    assert s.step == "complete" and s.to_act() == (0,)


def test_high_five_reward_may_wake_the_nap_token() -> None:
    """2. Giving a High Five: instead of an attraction, a player may flip the nap token to blank."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (0, 0)})
    s.asleep[1] = True
    s.apply(0, s.parse("stop"))
    s.apply(1, s.parse("high-five step 1,0"))
    assert {str(a) for a in s.legal_actions(1)} == {"reward attraction", "reward nap"}
    s.apply(1, s.parse("reward nap"))
    assert s.asleep[1] is False


# --- 3. Complete Adventures -------------------------------------------------------------


def test_keroppi_completes_chase_bubbles_with_the_cupcake_under_him() -> None:
    """3. Complete Adventures example: on a cupcake space Keroppi needs only a flower and a cupcake."""
    s = at_step(fresh(chars=["keroppi", "hello-kitty"]), "complete", figures={0: (0, 1), 1: (5, 5)})
    set_open(s, 0, [(1, "standard"), (3, "standard"), (29, "standard")])
    give_items(s, 0, flower=1, cupcake=1)
    s.apply(0, s.parse("complete 1"))
    assert s.done[0] == [(1, "standard")] and s.score(0) == 2
    assert sum(s.items[0].values()) == 0


def test_the_space_symbol_counts_for_several_adventures() -> None:
    """3. Complete Adventures: the symbol underfoot can count toward more than one adventure."""
    s = at_step(fresh(), "complete", figures={0: (0, 1), 1: (5, 5)})
    set_open(s, 0, [(1, "standard"), (2, "standard"), (29, "standard")])
    give_items(s, 0, flower=2, cupcake=2)
    s.apply(0, s.parse("complete 1"))
    s.apply(0, s.parse("complete 2"))
    assert s.score(0) == 4 and sum(s.items[0].values()) == 0


def test_an_adventure_without_its_items_is_refused_and_nothing_changes() -> None:
    """3. Complete Adventures: the items shown on the card must be turned in."""
    s = at_step(fresh(), "complete", figures={0: (0, 0), 1: (5, 5)})
    set_open(s, 0, [(1, "standard"), (2, "standard"), (29, "standard")])
    give_items(s, 0, flower=1, cupcake=1)
    before = json.dumps(s.to_dict(), sort_keys=True, default=str)
    with pytest.raises(IllegalAction, match="do not have the items"):
        s.apply(0, s.parse("complete 1"))
    assert json.dumps(s.to_dict(), sort_keys=True, default=str) == before


def test_a_wild_token_is_turned_in_instead_of_one_item() -> None:
    """Attraction Actions, Wild: the token replaces any one item when turning items in."""
    s = at_step(fresh(), "complete", figures={0: (0, 0), 1: (5, 5)})
    set_open(s, 0, [(1, "standard"), (2, "standard"), (29, "standard")])
    give_items(s, 0, cupcake=2)
    give_token(s, 0, "wild")
    assert Complete(1, 1) in s.legal_actions(0)
    s.apply(0, s.parse("complete 1 wild 1"))
    assert s.held[0] == [] and s.score(0) == 2 and "wild" in s.attr_pile


def test_advanced_easy_bonus_turns_in_extra_theme_items_on_completion() -> None:
    """3. Scoring Bonuses: an advanced Easy card lets the player turn in up to 2 more theme items, +1 each."""
    s = at_step(fresh(), "complete", figures={0: (0, 0), 1: (5, 5)})
    set_open(s, 0, [(1, "advanced"), (3, "standard"), (29, "standard")])
    give_items(s, 0, cupcake=6, flower=1)
    s.apply(0, s.parse("complete 1"))  # advanced cost: 3 cupcakes and a flower
    assert s.items[0]["cupcake"] == 3
    assert {str(a) for a in s.legal_actions(0)} == {"bonus 0", "bonus 1", "bonus 2"}
    s.apply(0, s.parse("bonus 2"))
    assert s.score(0) == 4 and s.items[0]["cupcake"] == 1
    assert parts(s, 0)["Easy bonuses"] == 2


def test_completing_draws_a_tile_and_refills_adventures_from_any_pile_with_a_side_choice() -> None:
    """4. Draw New Tile and Cards: one tile replaces the placed one; adventures refill to 3 from any pile."""
    s = at_step(fresh(), "complete", figures={0: (0, 1), 1: (5, 5)})
    s.hands[0] = s.hands[0][:1]
    set_open(s, 0, [(1, "standard"), (2, "standard"), (29, "standard")])
    give_items(s, 0, flower=2, cupcake=2)
    s.apply(0, s.parse("complete 1"))
    s.apply(0, s.parse("complete 2"))
    top_tile, top_hard = s.pile[0], s.adv_piles["hard"][0]
    s.apply(0, s.parse("done"))
    assert s.hands[0][-1] == top_tile and s.step == "refill"
    assert {str(a) for a in s.legal_actions(0)} == {
        f"refill {t} {d}" for t in ("easy", "medium", "hard") for d in ("standard", "advanced")
    }
    s.apply(0, s.parse("refill hard advanced"))
    s.apply(0, s.parse("refill easy standard"))
    assert (top_hard, "advanced") in s.open[0] and len(s.open[0]) == 3
    assert s.active == 1 and s.step == "place"


def test_no_refill_without_a_completed_adventure() -> None:
    """4. Draw New Tile and Cards: new adventures are drawn only if some were completed."""
    s = at_step(fresh(), "complete", figures={0: (0, 1), 1: (5, 5)})
    s.apply(0, s.parse("done"))
    assert s.active == 1 and len(s.open[0]) == 3


# --- Special actions --------------------------------------------------------------------


def test_character_action_needs_a_blank_nap_token_and_bench_wakes_it() -> None:
    """Character Actions / Bench: using the character flips the nap to Zzz; a Bench action flips it back."""
    s = at_step(fresh(chars=["keroppi", "hello-kitty"]), "move", figures={0: (0, 0), 1: (5, 5)})
    s.apply(0, s.parse("character"))
    assert s.asleep[0] and s.max_steps == 5
    with pytest.raises(IllegalAction, match="Zzz"):
        s.apply(0, s.parse("character"))
    give_token(s, 0, "exchange")
    s.apply(0, s.parse("bench exchange"))
    assert not s.asleep[0] and s.held[0] == []


def test_special_actions_only_on_your_own_turn() -> None:
    """Special Actions: any number, at any time of one's own turn, never on another's."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    give_token(s, 1, "tricycle")
    with pytest.raises(IllegalAction, match="not your turn"):
        s.apply(1, s.parse("tricycle 1,1"))


def test_tricycle_moves_anywhere_and_gains_the_item_but_not_the_attraction() -> None:
    """Attraction Actions, Tricycle: move to any space and gain its item; its attraction may not be taken."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    put(s, 22, (1, -1), attraction="wild")
    give_token(s, 0, "tricycle")
    s.apply(0, s.parse("tricycle 1,-1"))
    assert s.figures[0] == (1, -1) and s.items[0]["bird"] == 1
    s.apply(0, s.parse("stop"))
    assert (1, -1) in s.park.attractions and s.held[0] == []


def test_butterfly_gains_two_items_or_places_a_removed_tile() -> None:
    """Attraction Actions, Butterfly: choose a tile removed at setup to place, or gain any 2 items."""
    s = at_step(fresh(), "place", figures={0: (0, 0), 1: (5, 5)})
    give_token(s, 0, "butterfly")
    s.apply(0, s.parse("butterfly"))
    view = s.view(0).to_dict()
    assert isinstance(view["removed"], list) and len(view["removed"]) == 22
    assert s.view(1).to_dict()["removed"] == [] and s.view(1).removed_count == 22
    s.apply(0, s.parse("gain bird bird"))
    assert s.items[0]["bird"] == 2
    give_token(s, 0, "butterfly")
    s.apply(0, s.parse("butterfly"))
    tile = next(a.tile for a in s.legal_actions(0) if str(a).startswith("take"))
    s.apply(0, s.parse(f"take {tile}"))
    x, y, r = s.park.placements(tile)[0]
    s.apply(0, s.parse(f"place {tile} at {x},{y} r{r}"))
    assert s.park.tiles[(x, y)] == tile and (x, y) in s.park.attractions and tile not in s.removed


def test_exchange_trades_up_to_six_items() -> None:
    """Attraction Actions, Exchange: up to 6 items are traded for items of other types."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    give_items(s, 0, note=8)
    give_token(s, 0, "exchange")
    s.apply(0, s.parse("exchange"))
    for _ in range(6):
        s.apply(0, s.parse("trade note for cupcake"))
    assert s.items[0]["note"] == 2 and s.items[0]["cupcake"] == 6 and not s.subs


def test_attraction_draws_an_adventure_then_discards_one_to_the_bottom() -> None:
    """Attraction Actions, Attraction: draw from any pile choosing the side, then put one card under its pile."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    give_token(s, 0, "attraction")
    top = s.adv_piles["hard"][0]
    s.apply(0, s.parse("attraction hard advanced"))
    assert (top, "advanced") in s.open[0] and len(s.open[0]) == 4
    old = s.open[0][0][0]
    s.apply(0, s.parse(f"discard {old}"))
    assert len(s.open[0]) == 3 and s.adv_piles[ADVENTURES[old].tier][-1] == old


def test_hello_kitty_moves_unoccupied_tiles_without_gaining_items() -> None:
    """Character Actions example: Hello Kitty moves up to two unoccupied tiles; no item, no new attraction."""
    s = at_step(fresh(chars=["hello-kitty", "keroppi"]), "move", figures={0: (0, 0), 1: (1, 0)})
    put(s, 22, (1, -1), attraction="wild")
    put(s, 43, (2, 1))
    pile = len(s.attr_pile)
    s.apply(0, s.parse("character"))
    lifts = {str(a) for a in s.legal_actions(0)}
    assert "lift 22" in lifts and "lift 43" in lifts and "done" in lifts
    s.apply(0, s.parse("lift 22"))
    assert (1, -1) not in s.park.tiles
    x, y, r = next(p for p in s.park.placements(22) if p[:2] != (1, -1))
    s.apply(0, s.parse(f"place 22 at {x},{y} r{r}"))
    assert s.park.attractions[(x, y)] == "wild" and sum(s.items[0].values()) == 0
    s.apply(0, s.parse("lift 43"))
    x2, y2, r2 = next(p for p in s.park.placements(43) if p[:2] != (2, 1))
    s.apply(0, s.parse(f"place 43 at {x2},{y2} r{r2}"))
    assert s.park.tiles[(x2, y2)] == 43 and (x2, y2) not in s.park.attractions
    assert not s.subs and s.asleep[0] and len(s.attr_pile) == pile and sum(s.items[0].values()) == 0


def test_tiles_that_are_occupied_or_hold_the_park_together_cannot_be_moved_or_removed() -> None:
    """Character Actions: never leave the park disconnected; never move or remove an occupied tile."""
    s = at_step(fresh(chars=["badtz-maru", "keroppi"]), "move", figures={0: (0, 0), 1: (-1, 0)})
    put(s, 11, (-1, 0))  # occupied by Keroppi
    put(s, 22, (1, -1))
    put(s, 43, (1, -2))  # only joined to the park through 22
    details = {str(a) for a in s.legal_actions(0) if str(a).startswith("character")}
    assert details == {"character remove 43"}
    s.apply(0, s.parse("character remove 43"))
    assert s.items[0]["flower"] == 2 and 43 in s.boxed and (1, -2) not in s.park.tiles


def test_my_melody_adds_the_top_tile_of_the_pile_with_an_attraction_and_an_item() -> None:
    """Character Actions: an added tile follows the placing rules, gets an attraction and may earn an item."""
    s = at_step(fresh(chars=["my-melody", "keroppi"]), "move", figures={0: (0, 0), 1: (5, 5)})
    top = s.pile[0]
    used = s.apply(0, s.parse("character"))[-1]
    assert (s.subs[-1].kind, s.subs[-1].seat, s.subs[-1].tile) == ("place", 0, top)
    # the drawn tile is news to everyone: the event says so, and names it
    assert used.reveals and used.payload == CharacterUsed(0, "my-melody", "explore", AsPrinted(), TileAdded(top, True))
    x, y, r = s.park.placements(top)[0]
    s.apply(0, s.parse(f"place {top} at {x},{y} r{r}"))
    assert s.park.tiles[(x, y)] == top and (x, y) in s.park.attractions


def test_swapping_a_completed_adventure_keeps_the_score() -> None:
    """Character Actions: swapping a completed card changes no points, only end-game bonuses."""
    s = at_step(fresh(chars=["hello-kitty", "keroppi"], side="scoring"), "complete", figures={0: (0, 1), 1: (5, 5)})
    set_open(s, 0, [(1, "standard"), (3, "standard"), (29, "standard")])
    give_items(s, 0, flower=1, cupcake=1)
    s.apply(0, s.parse("complete 1"))
    top = s.adv_piles["hard"][0]
    s.apply(0, s.parse("character swap 1 for hard advanced"))
    assert s.done[0] == [(top, "advanced")] and s.score(0) == 2 and s.adv_piles["easy"][-1] == 1


def test_keroppi_uses_up_to_three_items_as_wild() -> None:
    """Complete Adventures example (Keroppi's action): up to 3 items may be turned in as any item."""
    s = at_step(fresh(chars=["keroppi", "hello-kitty"], side="scoring"), "complete", figures={0: (0, 0), 1: (5, 5)})
    set_open(s, 0, [(1, "standard"), (3, "standard"), (29, "standard")])
    give_items(s, 0, bird=3)
    assert all(not str(a).startswith("complete 1") for a in s.legal_actions(0))
    s.apply(0, s.parse("character"))
    assert {str(a) for a in s.legal_actions(0) if str(a).startswith("complete 1")} == {
        "complete 1 using bird,bird,bird"
    }
    s.apply(0, s.parse("complete 1 using bird,bird,bird"))
    assert s.score(0) == 2 and s.items[0]["bird"] == 0 and s.wild_items == 0


def test_the_player_chooses_which_items_and_tokens_pay_as_wild() -> None:
    """Character Actions / Wild: with several ways to cover missing items, each way is its own move."""
    s = at_step(fresh(chars=["keroppi", "hello-kitty"], side="scoring"), "complete", figures={0: (0, 0), 1: (5, 5)})
    set_open(s, 0, [(1, "standard"), (3, "standard"), (29, "standard")])
    give_items(s, 0, cupcake=2, bird=1, note=1)
    give_token(s, 0, "wild")
    s.apply(0, s.parse("character"))
    ways = {str(a) for a in s.legal_actions(0) if str(a).startswith("complete 1")}
    assert ways == {"complete 1 wild 1", "complete 1 using bird", "complete 1 using note"}
    s.apply(0, s.parse("complete 1 using note"))
    assert s.items[0] == {"note": 0, "bird": 1, "flower": 0, "cupcake": 0} and s.held[0] == ["wild"]


def test_kuromi_and_badtz_maru_scoring_actions_turn_items_into_points() -> None:
    """Character Actions (proposed set): Kuromi one of each item for +3; Badtz-maru 3 alike for +2."""
    s = at_step(fresh(chars=["kuromi", "badtz-maru"], side="scoring"), "move", figures={0: (0, 0), 1: (5, 5)})
    give_items(s, 0, note=1, bird=1, flower=1, cupcake=1)
    s.apply(0, s.parse("character"))
    assert s.score(0) == 3 and sum(s.items[0].values()) == 0
    s = at_step(fresh(chars=["badtz-maru", "kuromi"], side="scoring"), "move", figures={0: (0, 0), 1: (5, 5)})
    give_items(s, 0, bird=3)
    s.apply(0, s.parse("character bird"))
    assert s.score(0) == 2 and parts(s, 0)["Character actions"] == 2


# --- Game end -----------------------------------------------------------------------------


def test_drawing_the_last_tile_gives_every_player_one_more_turn() -> None:
    """Game End: after the last tile is drawn each player, the drawer included, takes one more turn."""
    s = at_step(
        fresh(n=3, chars=["keroppi", "kuromi", "chococat"]),
        "complete",
        seat=1,
        figures={0: (0, 0), 1: (1, 0), 2: (1, 1)},
    )
    s.hands[1] = s.hands[1][:1]
    s.removed += s.pile[1:]
    s.pile = s.pile[:1]
    refresh(s)
    s.apply(1, s.parse("done"))
    assert not s.pile and s.end_at is not None
    if s.step == "end":  # the drawer's turn goes on while special actions are possible
        s.apply(1, s.parse("done"))
    turns = []
    rng = random.Random(0)
    while not s.is_over():
        seat = s.to_act()[0]
        if not turns or turns[-1] != s.active:
            turns.append(s.active)
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    assert turns == [2, 0, 1]


def test_end_game_example_food_adventures_and_leftover_flowers() -> None:
    """Game End example: +3 for Food adventures (advanced Hard) and +1 for 2 leftover flowers (advanced Medium)."""
    s = fresh()
    s.done[0] = [(58, "advanced"), (1, "standard"), (2, "standard"), (29, "advanced")]
    s.items[0]["flower"] = 2
    medium, hard = s.end_bonuses(0)
    assert (hard, medium) == (3, 1)


def test_a_wild_token_counts_as_one_item_for_end_bonuses_but_character_wilds_do_not() -> None:
    """Special Actions / Wild: at game end a Wild token is one item of the owner's choice;
    character abilities that make items wild never count at game end."""
    s = fresh()
    s.done[0] = [(29, "advanced")]
    s.items[0]["flower"] = 1
    assert s.end_bonuses(0) == (0, 0)
    s.wild_items = 3  # Keroppi's allowance does not help
    assert s.end_bonuses(0) == (0, 0)
    s.held[0].append("wild")
    assert s.end_bonuses(0) == (1, 0)


def test_ties_go_to_more_adventures_then_more_items_then_are_shared() -> None:
    """Game End: ties are broken by completed adventures, then by items left, else shared."""
    s = fresh()
    s.points[0]["adventures"] = s.points[1]["adventures"] = 6
    s.done[0] = [(1, "standard"), (2, "standard")]
    s.done[1] = [(3, "standard")]
    assert s.result().ranks == (1, 2)
    s.done[1].append((4, "standard"))
    s.items[1]["bird"] = 1
    assert s.result().ranks == (2, 1)
    s.items[0]["note"] = 1
    assert s.result().ranks == (1, 1) and "shared" in str(s.result().tiebreak)


def test_result_breakdown_lists_every_part_and_they_add_up_to_the_score() -> None:
    """Game End: the scorepad lists adventure points and each kind of bonus; the parts sum to the score."""
    s = fresh()
    s.points[0].update(adventures=9, easy=2, character=3)
    s.done[0] = [(58, "advanced"), (47, "standard")]
    assert parts(s, 0) == {
        "Adventures": 9,
        "Easy bonuses": 2,
        "Medium bonuses": 0,
        "Hard bonuses": 2,
        "Character actions": 3,
    }
    s.over = True
    assert s.result().scores[0] == 16 == sum(v for _, v in s.result().breakdown[0])


def test_once_the_game_is_over_the_view_shows_the_final_score_with_the_end_bonuses() -> None:
    """Game End: the bonuses are added to the score only at the end, so a table shows the score track during the
    game and, once it is over, the final score the result ranks by (the park's panel showed 17 beside an end
    screen's 20)."""
    s = fresh()
    s.points[0].update(adventures=9, easy=2, character=3)
    s.done[0] = [(58, "advanced"), (47, "standard")]
    during = ParkView.of(s, 0)
    assert during.score_of(0) == during.players[0].score == 14
    s.over = True
    after = ParkView.of(s, 0)
    assert after.score_of(0) == s.result().scores[0] == 16
    assert [after.score_of(k) for k in range(len(after.players))] == list(s.result().scores)


def parts(s: ParkState, seat: int) -> dict[str, float]:
    """The seat's score parts by their English labels."""
    return {str(label): v for label, v in s.breakdown(seat)}


# --- Views --------------------------------------------------------------------------------


def test_views_hide_hands_pile_removed_tiles_and_undrawn_adventures() -> None:
    """Player Setup 10 and Game Setup 3-4: hand tiles are secret; pile and removed tiles unknown to all."""
    s = fresh()
    text = json.dumps(s.view(0).to_dict())
    for t in s.hands[1] + s.pile + s.removed:
        assert f'"tile-{t}"' not in text
    for t in s.hands[0]:
        assert f'"tile-{t}"' in text
    for pile in s.adv_piles.values():
        assert f'"adv-{pile[0]}"' in text and f'"adv-{pile[1]}"' not in text
    assert "to_act" in s.view(None).to_dict()


def test_determinize_deals_hidden_tiles_again_and_keeps_the_view() -> None:
    """Views: a determinized state matches the seat's view but re-deals what the seat cannot see."""
    s = fresh()
    seen = set()
    for k in range(5):
        d = s.view(0).determinize(random.Random(k))
        assert isinstance(d, ParkState)
        assert d.view(0).to_dict() == s.view(0).to_dict() and d.hands[0] == s.hands[0]
        seen.add(tuple(d.hands[1]))
    assert len(seen) > 1


def test_items_names_cover_the_four_symbols() -> None:
    """Components: four item symbols."""
    assert ITEMS == ("note", "bird", "flower", "cupcake")


# --- More special actions and records -------------------------------------------------------


def test_taking_an_attraction_does_not_replace_it() -> None:
    """2. Taking an Attraction: no new token is drawn to replace the one taken."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    put(s, 22, (1, -1), attraction="exchange")
    pile = len(s.attr_pile)
    s.apply(0, s.parse("step 1,0"))
    s.apply(0, s.parse("step 1,-1"))
    s.apply(0, s.parse("stop"))
    assert len(s.attr_pile) == pile and not s.park.attractions


def test_an_empty_attraction_pile_puts_no_token_on_a_new_tile() -> None:
    """Ruling: an empty attraction pile places nothing on a new tile."""
    s = at_step(fresh(), "place")
    s.held[1] = list(s.attr_pile)
    s.attr_pile = []
    give_hand(s, 0, [22, 19])
    s.apply(0, s.parse("place 22 at 1,-1 r0"))
    assert (1, -1) not in s.park.attractions


def test_my_melody_swaps_an_open_adventure_with_the_top_of_any_pile() -> None:
    """Character Actions: the swapped-out card goes under its pile; the new card's side is chosen."""
    s = at_step(fresh(chars=["my-melody", "keroppi"], side="scoring"), "move", figures={0: (0, 0), 1: (5, 5)})
    old = s.open[0][0][0]
    top = s.adv_piles["medium"][0]
    used = s.apply(0, s.parse(f"character swap {old} for medium advanced"))[-1]
    assert s.open[0][0] == (top, "advanced") and s.adv_piles["easy"][-1] == old and s.asleep[0]
    match used.payload:  # the new card shows (something revealed), on the side chosen
        case CharacterUsed(side="scoring", effect=AdventureSwapped(old=o, new=n, side="advanced")):
            assert (o, n) == (old, top) and used.reveals
        case _:
            raise AssertionError(f"not a swap: {used.payload}")


def test_chococat_gathers_from_up_to_two_neighbouring_tiles() -> None:
    """Character Actions (proposed set): Chococat gains one item from each of up to 2 tiles next to him."""
    s = at_step(fresh(chars=["chococat", "keroppi"]), "move", figures={0: (0, 0), 1: (5, 5)})
    details = {str(a) for a in s.legal_actions(0) if str(a).startswith("character")}
    assert details == {"character gather bird cupcake"}
    s.apply(0, s.parse("character gather bird cupcake"))
    assert s.items[0] == {"note": 0, "bird": 1, "flower": 0, "cupcake": 1}


def test_chococat_scores_two_when_completing_an_adventure_this_turn() -> None:
    """Character Actions (proposed set): +2 once for completing at least one adventure this turn."""
    s = at_step(fresh(chars=["chococat", "keroppi"], side="scoring"), "complete", figures={0: (0, 1), 1: (5, 5)})
    set_open(s, 0, [(1, "standard"), (2, "standard"), (29, "standard")])
    give_items(s, 0, flower=2, cupcake=2)
    s.apply(0, s.parse("character"))
    s.apply(0, s.parse("complete 1"))
    s.apply(0, s.parse("complete 2"))
    assert parts(s, 0)["Character actions"] == 2 and s.score(0) == 6


def test_chococat_pays_for_each_use_whether_it_comes_before_or_after_the_completion() -> None:
    """Character Actions (proposed set) and Bench: a Bench wakes the nap token, so Chococat's scoring side can be
    used twice in a turn; each use is worth 2 once an adventure is completed this turn, in either order."""
    for before in (True, False):
        s = at_step(fresh(chars=["chococat", "keroppi"], side="scoring"), "complete", figures={0: (0, 1), 1: (5, 5)})
        set_open(s, 0, [(1, "standard"), (2, "standard"), (29, "standard")])
        give_items(s, 0, flower=2, cupcake=2)
        give_token(s, 0, "exchange")
        uses = ["character", "bench exchange", "character"]
        for text in ([*uses, "complete 1"] if before else ["complete 1", *uses]):
            s.apply(0, s.parse(text))
        assert parts(s, 0)["Character actions"] == 4, before
        s.apply(0, s.parse("complete 2"))  # a second completion pays no more
        assert parts(s, 0)["Character actions"] == 4


def test_kuromi_swaps_places_with_a_character_and_gains_the_new_space_item() -> None:
    """Character Actions (proposed set): Kuromi trades places with any character, gaining her new space's item."""
    s = at_step(fresh(chars=["kuromi", "keroppi"]), "move", figures={0: (0, 0), 1: (1, 1)})
    used = s.apply(0, s.parse("character switch 1"))[-1]
    assert s.figures == [(1, 1), (0, 0)] and s.items[0]["flower"] == 1
    assert used.payload == CharacterUsed(0, "kuromi", "explore", SwitchPlaces(1), PlacesSwitched(1, "flower"))
    assert not used.reveals


def test_the_start_tile_is_never_moved_or_removed() -> None:
    """Character Actions (ruling): the start tile stays; only placed park tiles move or leave."""
    s = at_step(fresh(chars=["badtz-maru", "keroppi"]), "move", figures={0: (5, 5), 1: (6, 6)})
    assert s.movable_tiles() == []
    assert not [a for a in s.legal_actions(0) if str(a).startswith("character")]


def test_a_record_with_a_setup_replays_to_the_same_state() -> None:
    """Records: the setup fields plus the moves rebuild the identical game."""
    from rules.core import Record

    tiles = list(range(48, 0, -1))
    setup = {"removed": tiles[:8], "tile_pile": tiles[8:], "characters": ["kuromi", "chococat", "keroppi", "my-melody"]}
    s = GAME.new(4, seed=9, setup=setup)
    rng = random.Random(3)
    for _ in range(150):
        if s.is_over():
            break
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    again = Record.from_json(Record.of(s).to_json()).replay()
    assert again.to_dict() == s.to_dict()


def test_view_answers_placement_and_movement_questions_for_the_gui() -> None:
    """1. Placing a Tile / 2. Movement Rules: the rules tell where a tile fits, why not, and where a figure can go."""
    s = at_step(fresh(), "place", figures={0: (0, 0), 1: (5, 5)})
    view = s.view(0)
    assert view.legal_placements(14) == s.park.placements(14)
    refusal = s.why_not_yet(0, PlaceTile(s.hands[0][0], 0, (3, 3)))
    assert refusal is not None and refusal.reason == "the tile must touch the park along an edge"
    assert view.reachable() == {}  # a figure's reach is shown in the Move step
    view = at_step(s, "move", figures={0: (0, 0), 1: (5, 5)}).view(0)
    reach = view.reachable()
    assert (reach[(0, 0)], reach[(1, 0)], reach[(0, 1)], reach[(1, 1)]) == (0, 1, 1, 2)
    assert view.path_items([(1, 0), (1, 1)]) == ("bird", "flower")
    assert set(view.path_steps([(1, 0), (1, 1)])) == {(1, 0), (0, 1)}
    assert view.path_steps([(1, 1)]) == ()  # not next to the figure: no such path
    assert view.path_steps([(1, 0), (1, 1), (0, 1)]) == ()  # three steps: none left
    assert view.step == "move" and view.active == 0 and view.pending == ()


def test_a_used_attraction_goes_back_to_the_pile_which_is_mixed() -> None:
    """Ruling: a turned-in token returns to the pile bench side up and the pile is mixed."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    give_token(s, 0, "tricycle")
    before = list(s.attr_pile)
    s.apply(0, s.parse("tricycle 1,1"))
    assert sorted(s.attr_pile) == sorted([*before, "tricycle"]) and s.attr_pile != [*before, "tricycle"]


def test_steps_out_of_order_are_refused_with_the_reason() -> None:
    """Taking Turns: the four steps come in order: place, move, complete, draw."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    tile = s.hands[0][0]
    with pytest.raises(IllegalAction, match="already placed a tile"):
        s.apply(0, s.parse(f"place {tile} at 2,0 r0"))
    with pytest.raises(IllegalAction, match="step 3"):
        s.apply(0, s.parse(f"complete {s.open[0][0][0]}"))
    s = at_step(fresh(), "place", figures={0: (0, 0), 1: (5, 5)})
    with pytest.raises(IllegalAction, match="Move step"):
        s.apply(0, s.parse("step 1,0"))


def test_a_tricycle_ride_onto_a_character_gives_no_high_five() -> None:
    """Attraction Actions, Tricycle (ruling): only a normal move that ends on a character gives a high five."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (1, 1)})
    give_token(s, 0, "tricycle")
    s.apply(0, s.parse("tricycle 1,1"))
    assert not s.subs and s.figures[1] == (1, 1)


def test_high_five_rewards_are_skipped_when_neither_is_possible() -> None:
    """2. Giving a High Five (ruling): no attraction left and a blank nap token leave nothing to choose."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (0, 0)})
    s.held[1] = list(s.attr_pile)
    s.attr_pile = []
    refresh(s)
    s.apply(0, s.parse("stop"))
    s.apply(1, s.parse("high-five step 1,0"))
    assert not s.subs and s.to_act() == (0,) and s.step == "complete"


def test_exchange_takes_only_what_the_supply_holds() -> None:
    """Ruling: the item supply is limited; an exchange cannot take an item the supply has run out of."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    give_items(s, 0, note=2)
    give_items(s, 1, cupcake=20)
    give_token(s, 0, "exchange")
    s.apply(0, s.parse("exchange"))
    trades = {str(a) for a in s.legal_actions(0)}
    assert trades == {"trade note for bird", "trade note for flower", "done"}
