"""The table toolkit on its own: animator order and speed 0, zones, layouts, the reason bubble, items."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.table import theme
from desktop.table.anim import Animator
from desktop.table.items import ButtonItem, CardItem, CubeItem, FigureItem, LabelItem, TileItem, TokenItem
from desktop.table.view import TableScene
from desktop.table.zones import DropZone, ReasonBubble, row_positions

pytestmark = pytest.mark.gui


def test_speed_zero_applies_every_end_state_at_once(settings: Any) -> None:
    animator = Animator(0.0)
    card = CardItem(100, 140, face_up=False)
    done: list[str] = []
    animator.move(card, QPointF(300, 200))
    animator.flip(card, True)
    animator.call(lambda: done.append("end"))
    assert card.pos() == QPointF(300, 200) and card.face_up and done == ["end"]
    assert not animator.busy


def test_beats_play_in_order_and_idle_fires_at_the_end(qtbot: Any, settings: Any) -> None:
    animator = Animator(10.0)
    a, b = CubeItem(20, QColor("red")), CubeItem(20, QColor("blue"))
    order: list[str] = []
    with animator.beat():
        animator.move(a, QPointF(100, 0))
        animator.move(b, QPointF(0, 100))
    animator.call(lambda: order.append(f"after {a.pos().x():g},{b.pos().y():g}"))
    assert animator.busy
    with qtbot.waitSignal(animator.idle, timeout=3000):
        pass
    assert order == ["after 100,100"]


def test_finish_all_jumps_to_the_end(settings: Any) -> None:
    animator = Animator(0.01)  # very slow
    card = CardItem(100, 140)
    animator.move(card, QPointF(500, 500))
    animator.fade(card, 0.0)
    animator.finish_all()
    assert card.pos() == QPointF(500, 500) and card.opacity() == 0.0 and not animator.busy


def test_row_positions_centre_and_squeeze() -> None:
    pts = row_positions(QPointF(500, 100), 3, 100, gap=10)
    assert [p.x() for p in pts] == [390, 500, 610]
    squeezed = row_positions(QPointF(500, 100), 5, 100, gap=10, max_width=300)
    assert squeezed[0].x() == 400 and squeezed[-1].x() == 600


def test_zone_glow_and_hit_test(settings: Any) -> None:
    zone = DropZone(QRectF(10, 10, 100, 50), "z")
    assert zone.contains_scene(QPointF(50, 30)) and not zone.contains_scene(QPointF(200, 30))
    zone.set_glow("legal")
    assert zone.zValue() > 0
    zone.set_glow("dim")
    assert zone.zValue() < 0


def test_reason_bubble_stays_inside_the_table(settings: Any) -> None:
    scene = TableScene()
    bubble = ReasonBubble()
    scene.addItem(bubble)
    bubble.show_reason("you cannot do that here", QPointF(1915, 5))
    assert bubble.isVisible()
    assert scene.sceneRect().contains(bubble.mapRectToScene(bubble._rect))


def test_every_item_kind_paints_something(settings: Any) -> None:
    scene = TableScene()
    items = [CardItem(100, 140, face_painter=lambda p, r, c: p.fillRect(r, QColor("red"))),
             CardItem(100, 140, face_up=False), TileItem(120, 120), CubeItem(30, QColor("#d1495b"), label="5"),
             TokenItem(60, QColor("#56B4E9"), text="A", symbol="star"), FigureItem(50, 90, QColor("#009E73"),
                                                                                   monogram="K"),
             ButtonItem("Go"), LabelItem("Hello", 18)]
    for i, item in enumerate(items):
        scene.addItem(item)
        item.setPos(120 + i * 200, 300)
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    for i in range(len(items) - 1):
        assert image.pixelColor(120 + i * 200, 300) != image.pixelColor(120 + i * 200 + 100, 300 - 100)


def test_seat_colours_are_okabe_ito_each_with_its_own_shape() -> None:
    hexes = {c.hex.upper() for c in theme.SEAT_COLOURS}
    assert hexes == {"#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#000000"}
    assert len({c.shape for c in theme.SEAT_COLOURS}) == len(theme.SEAT_COLOURS)


def test_textures_are_cached_pixmaps_of_the_asked_size(settings: Any) -> None:
    first = theme.texture("tablecloth", 64, 48, "check")
    assert (first.width(), first.height()) == (64, 48)
    assert theme.texture("tablecloth", 64, 48, "check") is first
