"""The park: a grid of tiles that grows (and, with some special actions, shrinks).

Coordinates are integer (x, y) with y growing downward; the start tile covers
(0,0), (1,0), (0,1), (1,1). Rotations are clockwise quarter turns, edges are kept
in N, E, S, W order. Placement questions are answered from a frontier set kept up
to date on every change, so bots can ask them thousands of times a second.
"""

from __future__ import annotations

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


_ROTATED: dict[int, tuple[str, ...]] = {t: tuple(rotate(tile.edges, r) for r in ROTATIONS) for t, tile in ALL_TILES.items()}


def neighbours(pos: Pos) -> list[Pos]:
    x, y = pos
    return [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]


class Park:
    """Tiles by position, their turned edges and rotations, the attraction on each, and the frontier."""

    __slots__ = ("attractions", "edges", "frontier", "rotations", "tiles")

    def __init__(self) -> None:
        self.tiles: dict[Pos, int] = {}
        self.edges: dict[Pos, str] = {}
        self.rotations: dict[Pos, int] = {}
        #: The face-down attraction token on each tile that has one (its kind: secret to all).
        self.attractions: dict[Pos, str] = {}
        self.frontier: set[Pos] = set()
        for pos, tile in START_CELLS.items():
            self.add(tile.id, pos, 0)

    def clone(self) -> Park:
        other = Park.__new__(Park)
        other.tiles = dict(self.tiles)
        other.edges = dict(self.edges)
        other.rotations = dict(self.rotations)
        other.attractions = dict(self.attractions)
        other.frontier = set(self.frontier)
        return other

    # --- changes -------------------------------------------------------------------

    def add(self, tile: int, pos: Pos, rotation: int) -> None:
        self.tiles[pos] = tile
        self.edges[pos] = _ROTATED[tile][rotation // 90]
        self.rotations[pos] = rotation
        self.frontier.discard(pos)
        for q in neighbours(pos):
            if q not in self.tiles:
                self.frontier.add(q)

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
        found = []
        rotated = _ROTATED[tile]
        edges_at = self.edges
        for pos in self.frontier:
            x, y = pos
            need = (
                edges_at.get((x, y - 1), "    ")[2],
                edges_at.get((x + 1, y), "    ")[3],
                edges_at.get((x, y + 1), "    ")[0],
                edges_at.get((x - 1, y), "    ")[1],
            )
            for r, edges in enumerate(rotated):
                if (
                    (need[0] == " " or need[0] == edges[0])
                    and (need[1] == " " or need[1] == edges[1])
                    and (need[2] == " " or need[2] == edges[2])
                    and (need[3] == " " or need[3] == edges[3])
                ):
                    found.append((x, y, r * 90))
        found.sort()
        return found

    def problem(self, tile: int, pos: Pos, rotation: int) -> str | None:
        """Why `tile` may not go at `pos` turned `rotation`, in words; None if it may."""
        if rotation not in ROTATIONS:
            return "a tile turns only in quarter turns (r0, r90, r180, r270)"
        if pos in self.tiles:
            return "that space already has a tile"
        if pos not in self.frontier:
            return "the tile must touch the park along an edge"
        edges = _ROTATED[tile][rotation // 90]
        for d, q in enumerate(neighbours(pos)):
            other = self.edges.get(q)
            if other is not None and other[(d + 2) % 4] != edges[d]:
                mine, theirs = TERRAIN[edges[d]], TERRAIN[other[(d + 2) % 4]]
                return f"the {mine} edge meets a {theirs} edge on the {DIR_NAMES[d]} side"
        return None

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
