"""Kept pictures: a piece with a look is painted once and copied, and the copy is the piece as painted."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image, ImageChops
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from desktop.games.arturo.art import Names
from desktop.games.arturo.pieces import FamilyCardItem
from desktop.games.day_at_the_park.pieces import ParkTileItem
from desktop.games.turtle_butt.decktet_art import back_item, card_item
from desktop.table import picture_cache
from desktop.table.items import TableItem
from desktop.table.text import language_changed
from rules.day_at_the_park.data import ALL_TILES
from rules.turtle_butt.deck import CARDS

Make = Callable[[], TableItem]
PIECES: dict[str, Make] = {
    "a Decktet card": lambda: card_item(CARDS[20].name, 120, 170),
    "a Decktet back": lambda: back_item(90, 126),
    "a Family card": lambda: FamilyCardItem(2, 5, Names("it"), QColor("#3a7bd5"), "", 150, 220),
    "a park tile": lambda: ParkTileItem(96, 7, ALL_TILES[7].edges, turn=90),
}


@pytest.fixture(autouse=True)
def nothing_kept() -> Any:
    picture_cache.forget()
    yield
    picture_cache.forget()


def shot(piece: TableItem, ratio: float, zoom: float, x: float, keep: bool = True) -> Image.Image:
    """The piece at (x, 120.7) in a scene drawn `zoom` times larger on a screen of pixel ratio `ratio`."""
    if not keep:
        piece.look = lambda: None  # type: ignore[method-assign]
    scene = QGraphicsScene()
    scene.addItem(piece)
    piece.setPos(x, 120.7)
    w, h = 360, 300
    image = QImage(round(w * ratio), round(h * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(p, QRectF(0, 0, w, h), QRectF(0, 0, w / zoom, h / zoom))
    p.end()
    scene.removeItem(piece)
    data = bytes(image.constBits())  # type: ignore[call-overload]
    return Image.frombuffer("RGBA", (image.width(), image.height()), data, "raw", "BGRA", 0, 1).convert("RGB")


def unlike(a: Image.Image, b: Image.Image) -> int:
    """How many pixels of the two pictures differ plainly (more than a sixth of full brightness)."""
    histogram = ImageChops.difference(a, b).convert("L").histogram()
    return sum(histogram[43:])


@pytest.mark.parametrize("name", PIECES)
def test_a_kept_picture_is_the_piece_as_painted_at_any_zoom_place_and_pixel_ratio(settings: Any, name: str) -> None:
    make = PIECES[name]
    for ratio in (1.0, 1.5, 2.0):
        for zoom in (0.67, 1.0, 1.3):
            for x in (100.0, 100.37):
                painted = shot(make(), ratio, zoom, x, keep=False)
                first, copied = shot(make(), ratio, zoom, x), shot(make(), ratio, zoom, x)
                assert copied.tobytes() == first.tobytes()  # the second is the kept picture itself
                # what may differ is the odd pixel of a letter's or a curve's edge, never a shifted piece
                assert unlike(copied, painted) < 0.004 * copied.width * copied.height, (ratio, zoom, x)
    assert picture_cache.held()[0] > 0


def test_a_picture_shifted_by_one_pixel_is_told_apart(settings: Any) -> None:
    """The measure above catches a copy drawn one pixel out of place."""
    painted = shot(PIECES["a Decktet card"](), 1.5, 1.0, 100.0, keep=False)
    moved = shot(PIECES["a Decktet card"](), 1.5, 1.0, 100.0 + 1 / 1.5, keep=False)
    assert unlike(moved, painted) >= 0.004 * painted.width * painted.height


def test_a_piece_whose_look_changes_is_painted_anew(settings: Any) -> None:
    plain = shot(PIECES["a Family card"](), 1.0, 1.0, 100.0)
    card = PIECES["a Family card"]()
    card.crowned = True  # type: ignore[attr-defined]
    crowned = shot(card, 1.0, 1.0, 100.0)
    card = PIECES["a Family card"]()
    card.crowned = True  # type: ignore[attr-defined]
    painted = shot(card, 1.0, 1.0, 100.0, keep=False)
    assert unlike(crowned, plain) > 100 and unlike(crowned, painted) < 0.004 * painted.width * painted.height
    assert picture_cache.held()[0] == 2


def test_a_new_language_paints_the_words_anew(settings: Any) -> None:
    shot(PIECES["a Decktet card"](), 1.0, 1.0, 100.0)
    shot(PIECES["a Decktet card"](), 1.0, 1.0, 100.0)
    assert picture_cache.held()[0] == 1
    language_changed()
    shot(PIECES["a Decktet card"](), 1.0, 1.0, 100.0)
    assert picture_cache.held()[0] == 2


def test_a_card_turning_over_is_painted_directly(settings: Any) -> None:
    card = PIECES["a Decktet card"]()
    card.flip = 0.5  # type: ignore[attr-defined]
    shot(card, 1.0, 1.0, 100.0)
    assert picture_cache.held() == (0, 0)


def test_kept_pictures_stay_within_their_budget(settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(picture_cache, "BUDGET", 600_000)
    for card in CARDS[:12]:
        shot(card_item(card.name, 120, 170), 1.0, 1.3, 100.0)
        count, held = picture_cache.held()
        assert held <= 600_000 or count == 1
    assert 1 < picture_cache.held()[0] < 12


def test_a_turned_tile_is_not_kept_as_the_tile_unturned(settings: Any) -> None:
    number = next(n for n, t in ALL_TILES.items() if len(set(t.edges)) > 1 and t.item)
    unturned = shot(ParkTileItem(96, number, ALL_TILES[number].edges), 1.0, 1.0, 100.0)
    turned = shot(ParkTileItem(96, number, ALL_TILES[number].edges, turn=90), 1.0, 1.0, 100.0)
    assert unlike(turned, unturned) > 100 and picture_cache.held()[0] == 2
