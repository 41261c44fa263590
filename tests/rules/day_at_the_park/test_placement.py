"""Placement legality against an independent brute-force checker on thousands of random parks.

1. Placing a Tile: a tile must touch the park along at least one edge, and every
touching edge must show the same terrain. The checker below reads the tile data
and recomputes everything from scratch; it shares no code with the park module.
"""

from __future__ import annotations

import random

from rules.day_at_the_park.data import START_CELLS, TILES
from rules.day_at_the_park.park import Park

EDGES = {t.id: t.edges for t in TILES.values()} | {c.id: c.edges for c in START_CELLS.values()}
STEPS = {0: (0, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 0)}


def turned(edges: str, rotation: int) -> str:
    """Edges after `rotation` degrees clockwise: the side facing d came from side d - k."""
    k = rotation // 90
    return "".join(edges[(d - k) % 4] for d in range(4))


def brute_legal(layout: dict[tuple[int, int], tuple[int, int]], tile: int, x: int, y: int, rotation: int) -> bool:
    if (x, y) in layout:
        return False
    mine = turned(EDGES[tile], rotation)
    touching = 0
    for d, (dx, dy) in STEPS.items():
        other = layout.get((x + dx, y + dy))
        if other is None:
            continue
        touching += 1
        theirs = turned(EDGES[other[0]], other[1])
        if theirs[(d + 2) % 4] != mine[d]:
            return False
    return touching > 0


def brute_placements(layout: dict[tuple[int, int], tuple[int, int]], tile: int) -> set[tuple[int, int, int]]:
    xs = [p[0] for p in layout]
    ys = [p[1] for p in layout]
    return {
        (x, y, r)
        for x in range(min(xs) - 1, max(xs) + 2)
        for y in range(min(ys) - 1, max(ys) + 2)
        for r in (0, 90, 180, 270)
        if brute_legal(layout, tile, x, y, r)
    }


def splits(layout: dict[tuple[int, int], tuple[int, int]], pos: tuple[int, int]) -> bool:
    rest = set(layout) - {pos}
    start = next(iter(rest))
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for dx, dy in STEPS.values():
            q = (x + dx, y + dy)
            if q in rest and q not in seen:
                seen.add(q)
                todo.append(q)
    return seen != rest


def fresh_park(rng: random.Random) -> tuple[Park, dict[tuple[int, int], tuple[int, int]], list[int]]:
    """A park of the start tile alone, its layout for the brute-force checks, and the tiles in a random order."""
    free = list(TILES)
    rng.shuffle(free)
    return Park(), {pos: (c.id, 0) for pos, c in START_CELLS.items()}, free


def test_placements_match_a_brute_force_checker_on_thousands_of_random_parks() -> None:
    """1. Placing a Tile: legal placements (touch along an edge, matching terrain) equal brute force."""
    rng = random.Random(2024)
    parks = 0
    for _ in range(150):
        park, layout, free = fresh_park(rng)
        for _ in range(25):
            probe = rng.sample(list(TILES), 3)
            for tile in probe:
                expected = brute_placements(layout, tile)
                assert set(park.placements(tile)) == expected
                x = rng.randint(-4, 5)
                y = rng.randint(-4, 5)
                r = rng.choice((0, 90, 180, 270))
                assert (park.problem(tile, (x, y), r) is None) == brute_legal(layout, tile, x, y, r)
                assert park.fits(tile, (x, y), r) == brute_legal(layout, tile, x, y, r)
            parks += 1
            removable = [p for p, (t, _) in layout.items() if t > 0 and not splits(layout, p)]
            if removable and rng.random() < 0.2:
                pos = rng.choice(removable)
                assert park.connected_without(pos) and pos not in park.cut_spaces()
                park.remove(pos)
                free.append(layout.pop(pos)[0])
                continue
            for tile in list(free):
                options = sorted(brute_placements(layout, tile))
                if options:
                    x, y, r = rng.choice(options)
                    park.add(tile, (x, y), r)
                    layout[(x, y)] = (tile, r)
                    free.remove(tile)
                    break
        cuts = {p for p in layout if len(layout) > 1 and splits(layout, p)}
        assert set(park.cut_spaces()) == cuts
    assert parks >= 3000


def test_a_park_laid_at_once_is_the_park_built_tile_by_tile() -> None:
    """A re-dealt state and the view's questions lay the park from what the view shows (`Park.laid`): it
    must be the park that placing (and lifting) the tiles one at a time leaves, frontier and needs too."""
    rng = random.Random(77)
    compared = 0
    for _ in range(40):
        park, layout, free = fresh_park(rng)
        for _ in range(30):
            removable = [p for p, (t, _) in layout.items() if t > 0 and not splits(layout, p)]
            if removable and rng.random() < 0.2:
                pos = rng.choice(removable)
                park.remove(pos)
                free.append(layout.pop(pos)[0])
            else:
                tile = free.pop()
                options = sorted(brute_placements(layout, tile))
                if not options:
                    continue
                x, y, r = rng.choice(options)
                park.add(tile, (x, y), r)
                layout[(x, y)] = (tile, r)
            laid = Park.laid((pos, tile, rotation) for pos, (tile, rotation) in layout.items())
            assert (laid.tiles, laid.edges, laid.rotations) == (park.tiles, park.edges, park.rotations)
            assert laid.frontier == park.frontier and laid.needs == park.needs
            assert laid.cut_spaces() == park.cut_spaces()
            compared += 1
    assert compared > 1000
