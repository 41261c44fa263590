"""The park: a grid of tiles that grows (and, with some special actions, shrinks).

Coordinates are integer (x, y) with y growing downward; the start tile covers
(0,0), (1,0), (0,1), (1,1). Rotations are clockwise quarter turns, edges are kept
in N, E, S, W order. Placement questions are answered from a frontier set kept up
to date on every change, so bots can ask them thousands of times a second.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.core import Text, say

from .data import ALL_TILES, START_CELLS

Pos = tuple[int, int]
DIRS: tuple[Pos, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIR_NAMES = ("north", "east", "south", "west")
ROTATIONS = (0, 90, 180, 270)
TERRAIN = {"G": "garden", "F": "field"}


def rotate(edges: str, rotation: int) -> str:
    """Edges (N, E, S, W) of a tile turned `rotation` degrees clockwise."""
    k = (rotation // 90) % 4
    return edges[-k:] + edges[:-k] if k else edges


_ROTATED: dict[int, tuple[str, ...]] = {
    t: tuple(rotate(tile.edges, r) for r in ROTATIONS) for t, tile in ALL_TILES.items()
}


_FITS: dict[int, dict[str, tuple[int, ...]]] = {}


def _rotations_fitting(tile: int, need: str) -> tuple[int, ...]:
    return tuple(
        r * 90
        for r, edges in enumerate(_ROTATED[tile])
        if all(n == " " or n == e for n, e in zip(need, edges, strict=True))
    )


def _articulation_points(tiles: dict[Pos, int]) -> set[Pos]:
    """Iterative Tarjan: spaces whose removal splits the grid graph of `tiles`."""
    cuts: set[Pos] = set()
    if not tiles:
        return cuts
    root = min(tiles)
    order = {root: 0}
    low = {root: 0}
    parent: dict[Pos, Pos | None] = {root: None}
    root_children = 0
    stack = [(root, iter(neighbours(root)))]
    while stack:
        node, it = stack[-1]
        advanced = False
        for q in it:
            if q not in tiles:
                continue
            if q not in order:
                parent[q] = node
                order[q] = low[q] = len(order)
                if node == root:
                    root_children += 1
                stack.append((q, iter(neighbours(q))))
                advanced = True
                break
            if q != parent[node]:
                low[node] = min(low[node], order[q])
        if advanced:
            continue
        stack.pop()
        up = parent[node]
        if up is not None:
            low[up] = min(low[up], low[node])
            if up != root and low[node] >= order[up]:
                cuts.add(up)
    if root_children > 1:
        cuts.add(root)
    return cuts


#: A tile edge (by its terrain) meeting the other terrain on each side N, E, S, W.
_MISMATCH: dict[str, tuple[Text, ...]] = {
    "G": (say("the garden edge meets a field edge on the north side"),
          say("the garden edge meets a field edge on the east side"),
          say("the garden edge meets a field edge on the south side"),
          say("the garden edge meets a field edge on the west side")),
    "F": (say("the field edge meets a garden edge on the north side"),
          say("the field edge meets a garden edge on the east side"),
          say("the field edge meets a garden edge on the south side"),
          say("the field edge meets a garden edge on the west side")),
}


def neighbours(pos: Pos) -> list[Pos]:
    x, y = pos
    return [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]


class Park:
    """Tiles by position, their turned edges and rotations, the attraction on each, and the frontier."""

    __slots__ = ("_cuts", "attractions", "edges", "frontier", "needs", "rotations", "tiles")

    def __init__(self) -> None:
        self.tiles: dict[Pos, int] = {}
        self.edges: dict[Pos, str] = {}
        self.rotations: dict[Pos, int] = {}
        #: The face-down attraction token on each tile that has one (its kind: secret to all).
        self.attractions: dict[Pos, str] = {}
        self.frontier: set[Pos] = set()
        #: For each frontier space, the terrain each side must show (" " where no tile touches).
        self.needs: dict[Pos, str] = {}
        self._cuts: frozenset[Pos] | None = None
        for pos, tile in START_CELLS.items():
            self.add(tile.id, pos, 0)

    @classmethod
    def laid(cls, cells: Iterable[tuple[Pos, int, int]]) -> Park:
        """The start tiles and `cells` (position, tile, rotation; start tiles among them are skipped), as
        adding the tiles one by one would leave the park, its frontier worked out once at the end: a
        re-dealt state and the view's questions build their park this way from what the view shows."""
        park = cls()
        for pos, tile, rotation in cells:
            if tile > 0:
                park.tiles[pos] = tile
                park.edges[pos] = _ROTATED[tile][rotation // 90]
                park.rotations[pos] = rotation
        tiles = park.tiles
        park.frontier = {q for pos in tiles for q in neighbours(pos) if q not in tiles}
        park.needs = {q: park._need(q) for q in park.frontier}
        return park

    def clone(self) -> Park:
        other = Park.__new__(Park)
        other.tiles = dict(self.tiles)
        other.edges = dict(self.edges)
        other.rotations = dict(self.rotations)
        other.attractions = dict(self.attractions)
        other.frontier = set(self.frontier)
        other.needs = dict(self.needs)
        other._cuts = self._cuts
        return other

    def _need(self, pos: Pos) -> str:
        x, y = pos
        get = self.edges.get
        return (
            get((x, y - 1), "    ")[2]
            + get((x + 1, y), "    ")[3]
            + get((x, y + 1), "    ")[0]
            + get((x - 1, y), "    ")[1]
        )

    def _refresh(self, pos: Pos) -> None:
        """Bring the frontier data of `pos` and its neighbours up to date after a change at `pos`."""
        self._cuts = None
        for q in (pos, *neighbours(pos)):
            if q in self.frontier:
                self.needs[q] = self._need(q)
            else:
                self.needs.pop(q, None)

    # --- changes -------------------------------------------------------------------

    def add(self, tile: int, pos: Pos, rotation: int) -> None:
        self.tiles[pos] = tile
        self.edges[pos] = _ROTATED[tile][rotation // 90]
        self.rotations[pos] = rotation
        self.frontier.discard(pos)
        for q in neighbours(pos):
            if q not in self.tiles:
                self.frontier.add(q)
        self._refresh(pos)

    def remove(self, pos: Pos) -> int:
        """Take the tile at `pos` out of the park (its attraction stays in `attractions` for the caller)."""
        tile = self.tiles.pop(pos)
        del self.edges[pos]
        del self.rotations[pos]
        for q in neighbours(pos):
            if q in self.frontier and not any(r in self.tiles for r in neighbours(q)):
                self.frontier.discard(q)
        if any(q in self.tiles for q in neighbours(pos)):
            self.frontier.add(pos)
        self._refresh(pos)
        return tile

    # --- questions -----------------------------------------------------------------

    def position_of(self, tile: int) -> Pos | None:
        for pos, t in self.tiles.items():
            if t == tile:
                return pos
        return None

    def fits(self, tile: int, pos: Pos, rotation: int) -> bool:
        """Whether `tile` turned `rotation` may go at `pos`: empty, touching, every touching edge matching."""
        if pos not in self.frontier:
            return False
        edges = _ROTATED[tile][rotation // 90]
        x, y = pos
        tiles_edges = self.edges
        e = tiles_edges.get((x, y - 1))
        if e is not None and e[2] != edges[0]:
            return False
        e = tiles_edges.get((x + 1, y))
        if e is not None and e[3] != edges[1]:
            return False
        e = tiles_edges.get((x, y + 1))
        if e is not None and e[0] != edges[2]:
            return False
        e = tiles_edges.get((x - 1, y))
        return e is None or e[1] == edges[3]

    def placements(self, tile: int) -> list[tuple[int, int, int]]:
        """Every (x, y, rotation) where `tile` may be placed, sorted."""
        fits = _FITS.get(tile)
        if fits is None:
            fits = _FITS[tile] = {}
        found = []
        for pos, need in self.needs.items():
            rotations = fits.get(need)
            if rotations is None:
                rotations = fits[need] = _rotations_fitting(tile, need)
            for r in rotations:
                found.append((pos[0], pos[1], r))
        found.sort()
        return found

    def problem(self, tile: int, pos: Pos, rotation: int) -> Text | None:
        """Why `tile` may not go at `pos` turned `rotation`, in words; None if it may."""
        if rotation not in ROTATIONS:
            return say("a tile turns only in quarter turns")
        if pos in self.tiles:
            return say("that space already has a tile")
        if pos not in self.frontier:
            return say("the tile must touch the park along an edge")
        edges = _ROTATED[tile][rotation // 90]
        for d, q in enumerate(neighbours(pos)):
            other = self.edges.get(q)
            if other is not None and other[(d + 2) % 4] != edges[d]:
                return _MISMATCH[edges[d]][d]
        return None

    def cut_spaces(self) -> frozenset[Pos]:
        """Spaces whose tile holds the park together (articulation points), cached until the park changes."""
        if self._cuts is None:
            self._cuts = frozenset(_articulation_points(self.tiles))
        return self._cuts

    def connected_without(self, pos: Pos) -> bool:
        """Whether the park stays in one piece when the tile at `pos` is taken away."""
        rest = [q for q in neighbours(pos) if q in self.tiles]
        if len(rest) <= 1:
            return True
        tiles = self.tiles
        seen = {pos, rest[0]}
        todo = [rest[0]]
        while todo:
            p = todo.pop()
            for q in neighbours(p):
                if q in tiles and q not in seen:
                    seen.add(q)
                    todo.append(q)
        return all(q in seen for q in rest)

    def adjacent(self, pos: Pos) -> list[Pos]:
        """Park spaces orthogonally next to `pos`."""
        return [q for q in neighbours(pos) if q in self.tiles]
