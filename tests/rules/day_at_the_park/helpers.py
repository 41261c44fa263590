"""Small builders for rule tests: a dealt game past setup, put in a chosen step."""

from __future__ import annotations

from typing import Any

from rules.core import get_game
from rules.day_at_the_park.state import ParkState, Pos

GAME = get_game("day-at-the-park")


def fresh(
    n: int = 2,
    chars: list[str] | None = None,
    seed: int = 1,
    setup: dict[str, Any] | None = None,
    side: str = "explore",
) -> ParkState:
    """A game whose setup choices are made: every character on `side`, adventures standard side up."""
    setup = dict(setup or {})
    setup.setdefault("characters", chars or ["hello-kitty", "badtz-maru", "keroppi", "my-melody", "kuromi"][:n])
    s = GAME.new(n, seed=seed, setup=setup)
    assert isinstance(s, ParkState)
    for seat in range(n):
        s.apply(seat, s.parse(f"start {side} standard standard standard"))
    return s


def at_step(s: ParkState, step: str, seat: int = 0, figures: dict[int, Pos] | None = None) -> ParkState:
    """Jump straight to `step` of `seat`'s turn with figures where given (others on the start tile)."""
    for p in range(s.num_players):
        s.figures[p] = (figures or {}).get(p, s.figures[p] or [(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)][p])
    s.active, s.step = seat, step
    s.subs.clear()
    s._reset_turn()
    return refresh(s)


def refresh(s: ParkState) -> ParkState:
    """Forget cached legal actions after a test edits the state by hand."""
    s._legal.clear()
    return s


def put(s: ParkState, tile: int, pos: Pos, rotation: int = 0, attraction: str | None = None) -> None:
    """Lay a tile in the park by hand (taking it from wherever it was)."""
    for place in (s.pile, s.removed, *s.hands):
        if tile in place:
            place.remove(tile)
    s.park.add(tile, pos, rotation)
    if attraction is not None:
        s.attr_pile.remove(attraction)
        s.park.attractions[pos] = attraction
    refresh(s)


def give_hand(s: ParkState, seat: int, tiles: list[int]) -> None:
    """Swap `tiles` into seat's hand, returning the old hand to the pile."""
    s.pile += s.hands[seat]
    for t in tiles:
        for place in (s.pile, s.removed, *s.hands):
            if t in place:
                place.remove(t)
    s.hands[seat] = list(tiles)
    refresh(s)


def give_items(s: ParkState, seat: int, **items: int) -> None:
    for item, n in items.items():
        s.supply[item] -= n - s.items[seat][item]
        s.items[seat][item] = n
    refresh(s)


def give_token(s: ParkState, seat: int, kind: str) -> None:
    s.attr_pile.remove(kind)
    s.held[seat].append(kind)
    refresh(s)


def set_open(s: ParkState, seat: int, cards: list[tuple[int, str]]) -> None:
    """Make `cards` the seat's open adventures, returning the old ones to their piles."""
    from rules.day_at_the_park.data import ADVENTURES

    for c, _ in s.open[seat]:
        s.adv_piles[ADVENTURES[c].tier].append(c)
    s.open[seat] = []
    for c, _ in cards:
        pile = s.adv_piles[ADVENTURES[c].tier]
        if c in pile:
            pile.remove(c)
        else:  # dealt to another seat: that seat gets the top card of the pile instead
            other = next(p for p, open_ in enumerate(s.open) if c in dict(open_))
            s.open[other] = [(pile.pop(0), side) if d == c else (d, side) for d, side in s.open[other]]
            pile.append(c)
            pile.remove(c)
    s.open[seat] = list(cards)
    refresh(s)
