"""Inference about rivals' tiles in hand (rules/day_at_the_park/inference.py): public, fair, pointing right."""

from __future__ import annotations

import random
from collections import Counter

from rules.bots import make_bot
from rules.bots.inference import dealer_for
from rules.core import GameState, get_game
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.data import ADVENTURES, ITEMS, TILE_IDS
from rules.day_at_the_park.inference import dealer, evidence, weigher
from rules.day_at_the_park.state import ParkState
from tests.rules.bots.twins import assert_same_inference
from tests.rules.day_at_the_park.helpers import at_step, fresh, give_hand
from tests.rules.harness import canonical

GAME = get_game("day-at-the-park")


def _played(players: int, seed: int, turns: int) -> ParkState:
    """A game of `normal` bots played to the start of turn `turns`."""
    state = GAME.new(players, {}, seed)
    assert isinstance(state, ParkState)
    bot = make_bot("day-at-the-park", "normal")
    rng = random.Random(seed)
    while not state.is_over() and state.turn_no < turns:
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.view(seat), rng))
    return state


def test_every_seat_sees_the_same_record_of_the_tiles_placed_from_hands() -> None:
    """Placing a Tile: each player places 1 of the 2 tiles in their hand, in the open. The view's
    record lists those tiles in the order they went down, with who placed them and the hand they
    held (2 while the pile lasts), the same for every seat and for a watcher."""
    state = _played(3, 7, 9)
    placed = [(p.seat, p.tile) for p in state.view(None).placed]
    laid = {t for t in state.park.tiles.values() if t > 0}
    assert len(placed) == 9 and {t for _, t in placed} <= laid
    assert [seat for seat, _ in placed] == [(state.start_player + k) % 3 for k in range(9)]
    assert all(p.hand == 2 for p in state.view(None).placed)
    records = [canonical(state.view(seat).to_dict()["placed"]) for seat in (None, 0, 1, 2)]
    assert len(set(records)) == 1


def test_a_re_dealt_state_keeps_the_record_of_placements() -> None:
    """The record is public: a state dealt again from a seat's view (and its clone) shows that seat
    the same record, so the search's deals keep what was seen."""
    state = _played(2, 8, 6)
    view = state.view(0)
    twin = state.determinize(0, random.Random(1))
    assert twin.view(0).placed == view.placed
    assert twin.clone().view(0).placed == view.placed


def _earnings(state: ParkState, tile: int) -> set[str]:
    """Every item `tile` could earn for a match, over every place it may go in the park now."""
    found: set[str] = set()
    for x, y, r in state.park.placements(tile):
        trial = state.clone()
        trial.park.add(tile, (x, y), r)
        found |= set(trial.match_items((x, y)))
    return found


def test_a_rival_who_placed_a_tile_earning_nothing_wanted_is_seldom_dealt_one_that_earned_a_wanted_item() -> None:
    """Getting an Item: a tile matching a touching tile earns an item. A rival who held two tiles and
    placed one that could earn nothing their open adventures lack probably did not hold one that
    would have earned such an item: the other seat's deals give the rival that tile far less often
    than a tile that earns nothing wanted either, and than plain deals do."""
    state = at_step(fresh(2, seed=3), "place", seat=1)
    rival, seat = 1, 0
    for item in ITEMS[1:]:
        state._gain(rival, item, 5)  # every item but the first is plentiful: only that one is wanted
    needed = {i for card, side in state.open[rival] for i in ADVENTURES[card].cost_of(side)
              if not state.items[rival][i]}
    assert needed == {ITEMS[0]}
    pool = [t for t in TILE_IDS if t not in state.park.tiles.values() and t not in state.removed + state.hands[seat]]
    placeable = [t for t in pool if state.park.placements(t)]
    earns = {t: _earnings(state, t) for t in placeable}
    idle = [t for t in placeable if not earns[t] & needed]
    wanted = [t for t in placeable if earns[t] & needed]
    assert len(idle) >= 2 and wanted, "the park should offer both kinds of tile"
    placed, other_idle, earner = idle[0], idle[1], wanted[0]
    give_hand(state, rival, [placed, earner])
    x, y, r = state.park.placements(placed)[0]
    state.apply(rival, A.Place(placed, (x, y), r))
    view = state.view(seat)
    found = evidence(view)
    assert found is not None and rival in found
    deal = dealer(view)
    assert deal is not None
    rng = random.Random(5)
    dealt = Counter(t for _ in range(1000) for t in _hand(deal(rng), rival))
    plain = Counter(t for i in range(1000) for t in _hand(view.determinize(random.Random(i)), rival))
    assert dealt[earner] * 3 < dealt[other_idle], (dealt[earner], dealt[other_idle])
    assert dealt[earner] * 2 < plain[earner], (dealt[earner], plain[earner])
    weight = weigher(view)
    assert weight is not None
    dealt_as = [view.determinize(random.Random(0)) for _ in (earner, other_idle)]
    for state_, tile in zip(dealt_as, (earner, other_idle), strict=True):
        give_hand(state_, rival, [tile])  # type: ignore[arg-type]
    assert weight(dealt_as[0]) * 3 < weight(dealt_as[1])


def _hand(state: GameState, seat: int) -> list[int]:
    assert isinstance(state, ParkState)
    return state.hands[seat]


def test_inference_is_identical_on_a_state_and_its_twin() -> None:
    """A twin with the rivals' hands, the tile pile and the face-down attractions re-dealt gives the
    seat the same view, and so the same weights, the same inferred deals and the same searched choice."""
    checked = 0
    for players, seed, turns in ((2, 1, 6), (3, 2, 8), (4, 3, 12), (5, 4, 15)):
        state = _played(players, seed, turns)
        seat = state.to_act()[0]
        twin = state.determinize(seat, random.Random(seed))
        assert canonical(twin.to_dict()) != canonical(state.to_dict())
        assert assert_same_inference(state.view(seat), twin.view(seat), seed, 30)
        checked += 1
    assert checked == 4


def test_every_placing_decision_infers_alike_on_a_re_dealt_twin() -> None:
    """Fairness through a whole game, not a sample: at every tile placement of a seeded three-player
    game where the seat has a rival's placement to go on, the view and a re-dealt twin's view get the
    same weights, the same inferred deals and the same searched statistics."""
    state = _played(3, 21, 0)
    bot = make_bot("day-at-the-park", "normal")
    rng = random.Random(21)
    compared = 0
    while not state.is_over():
        seat = state.to_act()[0]
        view = state.view(seat)
        if state.step == "place" and not state.subs and dealer_for(view) is not None:
            twin = state.determinize(seat, random.Random(compared)).view(seat)
            assert assert_same_inference(view, twin, compared, 8)
            compared += 1
        state.apply(seat, bot.choose(view, rng))
    assert compared > 25, compared
