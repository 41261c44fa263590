"""Rule tests for edge cases of Day at the Park: tiles added by special actions, a high five to two characters,
the game end set off by My Melody, and two advanced Medium cards of one theme. Each is named after the rule it
checks and cites its rulebook section."""

from __future__ import annotations

from rules.day_at_the_park.events import HighFive, LastTileDrawn, MatchGained, TilePlaced, TurnBegun
from rules.day_at_the_park.state import ParkState

from .helpers import at_step, fresh, give_items, give_token, refresh


def _top_of_pile(s: ParkState, tile: int) -> None:
    """Make `tile` the next tile drawn from the pile (taking it from wherever it was)."""
    for place in (s.pile, s.removed, *s.hands):
        if tile in place:
            place.remove(tile)
    s.pile.insert(0, tile)
    refresh(s)


def _into_removed(s: ParkState, tile: int) -> None:
    """Make `tile` one of the tiles removed at setup (taking it from wherever it was)."""
    for place in (s.pile, s.removed, *s.hands):
        if tile in place:
            place.remove(tile)
    s.removed.append(tile)
    refresh(s)


# --- Special Actions: an added tile earns an item on a match ------------------------------------


def test_a_tile_my_melody_adds_gains_an_item_when_it_matches_a_touching_tile() -> None:
    """Special Actions (Character Actions) with 1. Getting an Item: a park tile added by a character action is placed
    like a new tile and, like one, earns an item when its symbol matches a tile it touches (My Melody's explore
    side in the proposed set)."""
    s = at_step(fresh(chars=["my-melody", "keroppi"]), "move", figures={0: (0, 0), 1: (5, 5)})
    _top_of_pile(s, 22)  # 22: a blue bird, all field
    s.apply(0, s.parse("character"))
    assert sum(s.items[0].values()) == 0
    # north of the start's blue bird (whose north edge is field): the same item, so one bird
    events = s.apply(0, s.parse("place 22 at 1,-1 r0"))
    assert s.items[0] == {"note": 0, "bird": 1, "flower": 0, "cupcake": 0}
    assert MatchGained(0, ("bird",)) in [e.payload for e in events] and not s.subs
    assert s.step == "move" and s.to_act() == (0,)


def test_a_tile_my_melody_adds_without_a_match_gains_nothing() -> None:
    """Special Actions (Character Actions) with 1. Getting an Item: with no same item or colour on a touching tile,
    an added tile earns nothing."""
    s = at_step(fresh(chars=["my-melody", "keroppi"]), "move", figures={0: (0, 0), 1: (5, 5)})
    _top_of_pile(s, 43)  # 43: a green flower, all field; north of the blue bird it matches nothing
    s.apply(0, s.parse("character"))
    s.apply(0, s.parse("place 43 at 1,-1 r0"))
    assert sum(s.items[0].values()) == 0 and not s.subs and s.park.tiles[(1, -1)] == 43


def test_a_removed_tile_a_butterfly_places_gains_an_item_when_it_matches_a_touching_tile() -> None:
    """Attraction Actions, Butterfly, with 1. Getting an Item: a tile taken back from those removed at setup is
    placed like a new one, and a match earns an item. A different item of the same colour lets the player choose
    either item."""
    s = at_step(fresh(), "move", figures={0: (0, 0), 1: (5, 5)})
    _into_removed(s, 41)  # 41: a red flower, GGGF
    give_token(s, 0, "butterfly")
    s.apply(0, s.parse("butterfly"))
    s.apply(0, s.parse("take 41"))
    events = s.apply(0, s.parse("place 41 at 0,-1 r0"))  # touches only the start's red music note
    assert TilePlaced(0, 41, (0, -1), 0, True) in [e.payload for e in events]
    assert {str(a) for a in s.legal_actions(0)} == {"gain note", "gain flower"}
    s.apply(0, s.parse("gain flower"))
    assert s.items[0] == {"note": 0, "bird": 0, "flower": 1, "cupcake": 0}
    assert not s.subs and s.step == "move"


# --- 2. Giving a High Five to two characters -----------------------------------------------------


def test_ending_a_move_on_two_characters_high_fives_both() -> None:
    """2. Giving a High Five: ending the move on a space with other characters high-fives each of them. Each one
    steps one space away at once, then chooses an attraction or waking the nap token; the mover, a party to each
    high five, chooses a reward for each."""
    s = at_step(fresh(n=3, chars=["keroppi", "kuromi", "chococat"]), "move",
                figures={0: (0, 0), 1: (1, 1), 2: (1, 1)})
    s.asleep[2] = True
    refresh(s)
    pile = len(s.attr_pile)
    s.apply(0, s.parse("step 1,0"))
    s.apply(0, s.parse("step 1,1"))
    events = s.apply(0, s.parse("stop"))
    assert {e.payload.other for e in events if isinstance(e.payload, HighFive)} == {1, 2}
    asked: list[tuple[int, str]] = []
    while s.subs:
        (seat,) = s.to_act()
        legal = [str(a) for a in s.legal_actions(seat)]
        if legal[0].startswith("high-five step"):
            asked.append((seat, "step"))
            assert set(legal) == {"high-five step 1,0", "high-five step 0,1"}
            s.apply(seat, s.parse(legal[0]))
        else:
            asked.append((seat, "reward"))
            s.apply(seat, s.parse("reward nap" if "reward nap" in legal else "reward attraction"))
    assert asked[0][1] == "step"  # the first one high-fived steps before anything else
    assert sorted(asked) == [(0, "reward"), (0, "reward"), (1, "reward"), (1, "step"), (2, "reward"), (2, "step")]
    for seat in (1, 2):
        assert asked.index((seat, "step")) < asked.index((seat, "reward"))
        assert s.figures[seat] in {(1, 0), (0, 1)}
    assert len(s.held[0]) == 2 and len(s.held[1]) == 1 and s.held[2] == [] and s.asleep[2] is False
    assert len(s.attr_pile) == pile - 3
    assert s.step == "complete" and s.to_act() == (0,) and s.figures[0] == (1, 1)


# --- Game End: My Melody draws the last tile --------------------------------------------------------


def _play_out(s: ParkState) -> list[int]:
    """Play to the end choosing the plainest action each time; the seats whose turns begin, in order."""
    begun: list[int] = []
    for _ in range(200):
        if s.is_over():
            return begun
        (seat,) = s.to_act()
        legal = [str(a) for a in s.legal_actions(seat)]
        text = next((t for t in ("stop", "done") if t in legal), legal[0])
        for e in s.apply(seat, s.parse(text)):
            if isinstance(e.payload, TurnBegun):
                begun.append(e.payload.seat)
    raise AssertionError("the game did not end")


def test_my_melody_adding_the_last_tile_of_the_pile_gives_everyone_one_more_turn() -> None:
    """Game End: when the last park tile leaves the pile, each player, the one who took it included, gets one more
    turn. My Melody's explore side draws the tile during her turn: she finishes that turn, then each player (she
    too) plays one more turn, and the game ends."""
    s = at_step(fresh(n=3, chars=["keroppi", "my-melody", "kuromi"]), "move", seat=1,
                figures={0: (0, 0), 1: (1, 0), 2: (1, 1)})
    s.hands[1] = s.hands[1][:1]  # she has placed this turn's tile
    s.removed += s.pile
    s.pile = []
    _top_of_pile(s, 22)  # the last tile of the pile
    assert s.view(0).turns_left is None
    events = s.apply(1, s.parse("character"))
    assert LastTileDrawn(1) in [e.payload for e in events]
    assert s.pile == [] and s.view(0).final_round and s.view(0).turns_left == 4  # this turn and three more
    s.apply(1, s.parse("place 22 at 1,-1 r0"))
    assert s.active == 1 and s.step == "move" and not s.is_over()
    assert _play_out(s) == [2, 0, 1]
    assert s.is_over()


# --- Scoring Bonuses: two advanced Medium cards of one theme -------------------------------------------


def test_each_advanced_medium_card_counts_the_same_leftover_theme_items() -> None:
    """3. Scoring Bonuses and Game End (proposed Medium bonus: +1 per 2 leftover theme items): leftover items are
    not turned in, so two advanced Medium cards of one theme each score from the same leftovers. Five flowers give
    two points per Play card; a Play card on its standard side gives nothing."""
    s = fresh()
    s.done[0] = [(29, "advanced"), (34, "advanced"), (38, "standard")]  # three Medium Play cards
    give_items(s, 0, flower=5, bird=3)
    assert s.end_bonuses(0) == (4, 0)
    s.done[0] = [(29, "advanced"), (38, "standard")]
    assert s.end_bonuses(0) == (2, 0)
    s.done[0] = [(29, "advanced"), (34, "advanced")]
    s.points[0]["adventures"] = 8
    s.over = True
    result = s.result()
    assert dict((str(k), v) for k, v in result.breakdown[0])["Medium bonuses"] == 4 and result.scores[0] == 12


def test_a_wild_token_is_one_item_of_one_type_for_every_medium_card() -> None:
    """Attraction Actions, Wild, with the proposed Medium bonus: at the end a Wild token is one item of a type of
    the player's choice. As a flower it is a leftover flower for each Play card; it cannot be a flower and a note
    at once."""
    s = fresh()
    s.done[0] = [(29, "advanced"), (34, "advanced")]  # two Medium Play cards
    give_items(s, 0, flower=1)
    assert s.end_bonuses(0) == (0, 0)
    give_token(s, 0, "wild")
    assert s.end_bonuses(0) == (2, 0)
    s.done[0] = [(29, "advanced"), (35, "advanced")]  # a Medium Play card and a Medium Music card
    give_items(s, 0, flower=1, note=1)
    assert s.end_bonuses(0) == (1, 0)
