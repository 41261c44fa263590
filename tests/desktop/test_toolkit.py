"""The table toolkit on its own: animator order and speed 0, zones, layouts, the reason bubble, items."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from desktop.table import theme
from desktop.table.anim import Animator
from desktop.table.base import GameTable
from desktop.table.items import ButtonItem, CardItem, CubeItem, FigureItem, LabelItem, TileItem, TokenItem
from desktop.table.painting import MIN_TEXT
from desktop.table.view import TableScene, TableView
from desktop.table.zones import DropZone, ReasonBubble, arrow_bend, arrow_start, bubble_place, row_positions
from tests.desktop.helpers import click, toy_game

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


def test_a_hint_bubble_with_an_arrow_takes_a_place_whose_arrow_crosses_no_words() -> None:
    """Both places above the lit piece are clear, but from the nearer one the arrow to the target would cross
    a line of words: the bubble goes past the words instead. Without an arrow, the nearer place serves."""
    piece, words, target = QRectF(100, 400, 60, 80), QRectF(0, 300, 800, 20), QPointF(400, 100)
    size, area = QSizeF(200, 40), QRectF(0, 0, 800, 600)
    near = QPointF(piece.center().x(), piece.top())
    plain = QRectF(bubble_place(size, near, False, piece, [words], area), size)
    assert plain.bottom() == piece.top() - 16 and not plain.intersects(words)
    pointing = QRectF(bubble_place(size, near, False, piece, [words], area, target=target), size)
    assert pointing.bottom() <= words.top() and not pointing.intersects(piece)
    start = arrow_start(pointing.center(), piece, target)
    assert not any(words.contains(start + (target - start) * (k / 50)) for k in range(51))


def test_a_hint_arrow_bows_round_a_piece_in_its_way_and_stays_straight_when_nothing_is() -> None:
    """A figure stands on the straight line from the bubble to the place: the arrow becomes the gentlest
    curve that misses it; with the way clear, or with only the pieces at its two ends on it, it stays straight."""
    start, end, area = QPointF(100, 500), QPointF(500, 100), QRectF(0, 0, 800, 600)
    figure = QRectF(280, 280, 40, 40)  # on the diagonal
    control = arrow_bend(start, end, [figure], area)
    assert control is not None
    curve = [start * (1 - t) ** 2 + control * (2 * (1 - t) * t) + end * t ** 2 for t in (k / 100 for k in range(101))]
    assert not any(figure.contains(point) for point in curve) and all(area.contains(point) for point in curve)
    assert arrow_bend(start, end, [QRectF(600, 400, 40, 40)], area) is None  # nothing in the way
    ends = [QRectF(80, 480, 40, 40), QRectF(480, 80, 40, 40)]  # the lit piece and the place it goes
    assert arrow_bend(start, end, ends, area) is None
    strip = QRectF(0, 280, 800, 40)  # a table too flat to bow in: a figure on the line stays crossed
    assert arrow_bend(QPointF(100, 300), QPointF(500, 300), [QRectF(290, 290, 20, 20)], strip) is None


def test_a_hint_bubble_slides_flush_with_its_piece_before_moving_further_away() -> None:
    """No room above the lit piece, and a word in the way of the place centred below it: the bubble stays
    just below the piece, flush with its right side, instead of stepping down past the word."""
    piece, size, area = QRectF(300, 100, 60, 80), QSizeF(200, 40), QRectF(0, 0, 800, 600)
    top_band, word = QRectF(0, 0, 800, 100), QRectF(380, 190, 40, 50)
    near = QPointF(piece.center().x(), piece.top())
    placed = QRectF(bubble_place(size, near, False, piece, [top_band, word], area), size)
    assert placed.top() == piece.bottom() + 16 and placed.right() == piece.right()
    assert not placed.intersects(word) and not placed.intersects(top_band)


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
    """The first eight seats wear the Okabe–Ito palette; the liar's game's four more seats add colours of
    their own, every seat still told apart by its shape."""
    hexes = [c.hex.upper() for c in theme.SEAT_COLOURS]
    assert len(hexes) == len(set(hexes)) == 12
    assert set(hexes[:8]) == {"#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#000000"}
    assert len({c.shape for c in theme.SEAT_COLOURS}) == len(theme.SEAT_COLOURS)


def test_textures_are_cached_pixmaps_of_the_asked_size(settings: Any) -> None:
    first = theme.texture("tablecloth", 64, 48, "check")
    assert (first.width(), first.height()) == (64, 48)
    assert theme.texture("tablecloth", 64, 48, "check") is first


# --- the GameTable base class: rebuild, clear, add, zone_at and the view's hooks ----------------


class _Host:
    """Just enough of the controller for a table that never asks about rules."""

    replaying = False

    def __init__(self, animator: Animator) -> None:
        self.animator = animator

    @property
    def perspective(self) -> int | None:
        return 0

    def legal_actions(self) -> list[Any]:
        return []

    def why_illegal(self, action: Any) -> str | None:
        return None

    def submit(self, action: Any) -> str | None:
        return None

    def seat_names(self) -> list[str]:
        return ["Ana"]

    def seat_colour(self, seat: int) -> Any:
        return theme.SEAT_COLOURS[seat]

    def setting(self, key: str) -> Any:
        return None

    def prompt(self, line: str) -> str:
        return line


class _WindowTable(GameTable):
    """Draws one clipping window (not kept by the table) holding a button that rebuilds the table."""

    def __init__(self, animator: Animator, scene: QGraphicsScene) -> None:
        super().__init__(_Host(animator), scene)
        self.built: list[Any] = []
        self.claim = False
        self.wheels: list[QPointF] = []
        self.right_presses: list[QPointF] = []

    def build(self, view: Any) -> None:
        self.built.append(view)
        window = QGraphicsRectItem(QRectF(0, 0, 400, 400))
        window.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.add(window)
        button = self.add(ButtonItem("Again", key="again"), parent=window)
        button.setPos(200, 200)
        button.pressed.connect(lambda: self._again(f"{view}+"))
        self.add(DropZone(QRectF(20, 20, 100, 100), "inside"), parent=window)
        self.add(DropZone(QRectF(500, 20, 100, 100), "clipped"), parent=window)

    def _again(self, view: str) -> None:
        """Redraw twice, as a click that plays an action and then redraws for the next player can."""
        self.rebuild(view)
        self.rebuild(view)

    def wheel(self, event: QWheelEvent, scene_pos: QPointF) -> bool:
        self.wheels.append(scene_pos)
        return self.claim

    def right_press(self, scene_pos: QPointF) -> bool:
        self.right_presses.append(scene_pos)
        return self.claim


def test_rebuild_ends_on_the_newest_view_when_clearing_plays_later_queued_rebuilds(qtbot: Any,
                                                                                  settings: Any) -> None:
    """Two actions animated back to back: the first rebuild's clear() runs the second rebuild."""
    animator = Animator(10.0)
    table = _WindowTable(animator, TableScene())
    animator.pause(30)
    animator.call(lambda: table.rebuild("after first"))
    animator.call(lambda: table.rebuild("after second"))
    with qtbot.waitSignal(animator.idle, timeout=3000):
        pass
    qtbot.waitUntil(lambda: not animator.busy, timeout=3000)
    assert table.view == "after second"
    assert table.built == ["after second"]  # built once, from the newest view, never from the older one


class _AskingTable(GameTable):
    """Two buttons, one above the other; a view "go on" asks the keyboard's ring onto the lower one."""

    def build(self, view: Any) -> None:
        for k, key in enumerate(("one", "two")):
            self.add(ButtonItem(key.title(), key=key)).setPos(200, 100 + 100 * k)
        if view == "go on":
            self.ring_onward("two")


def test_a_rebuild_takes_the_ring_where_the_new_table_asks_and_else_keeps_it(qtbot: Any, settings: Any) -> None:
    """A new step of a turn (the park's completions) names where the player most likely goes next: a rebuild puts
    the ring there when it was on the table; otherwise, and for every other redraw, the ring stays put."""
    table = _AskingTable(_Host(Animator(0.0)), TableScene())
    table.rebuild("go on")  # the ring is not on the table: nothing puts it there
    assert table.focused() is None
    table.focus_from_outside(True)
    assert table.focused().key == "one"
    table.rebuild("again")
    assert table.focused().key == "one"
    table.rebuild("go on")
    assert table.focused().key == "two"
    table._set_focus(table.focus_chain(), 0)
    table.rebuild("again")  # the last table's wish is not this one's
    assert table.focused().key == "one"


def test_a_piece_whose_click_rebuilds_the_table_lives_until_the_next_rebuild(qtbot: Any, settings: Any) -> None:
    """The button sits in a window the table keeps no reference to; its own click clears that window twice."""
    scene = TableScene()
    view = TableView(scene)
    view.resize(960, 540)
    table = _WindowTable(Animator(0.0), scene)
    view.table = table
    table.rebuild("start")
    view.show()
    qtbot.waitExposed(view)
    old = table.items["again"]
    click(view, old.scenePos())  # the button's own release handler rebuilds the table
    assert table.built == ["start", "start+", "start+"]
    assert shiboken6.isValid(old) and old.scene() is None  # off the table but not deleted mid-event
    table.rebuild("later")
    assert shiboken6.isValid(old)
    qtbot.waitUntil(lambda: not shiboken6.isValid(old), timeout=3000)  # let go after the next rebuild


def test_add_with_a_parent_puts_the_piece_inside_it_and_wires_it(settings: Any) -> None:
    table = _WindowTable(Animator(0.0), TableScene())
    table.rebuild("start")
    button, zone = table.items["again"], table.zones["inside"]
    window = button.parentItem()
    assert isinstance(window, QGraphicsRectItem) and zone.parentItem() is window
    assert button.interaction is table and zone.interaction is table
    window.setPos(100, 50)  # the pieces follow their parent
    assert button.scenePos() == QPointF(300, 250)


def test_zone_at_skips_zones_clipped_out_of_sight_by_a_parent(settings: Any) -> None:
    table = _WindowTable(Animator(0.0), TableScene())
    table.rebuild("start")
    assert table.zone_at(QPointF(50, 50)) is table.zones["inside"]
    assert table.zones["clipped"].contains_scene(QPointF(550, 50))
    assert table.zone_at(QPointF(550, 50)) is None  # outside the 400×400 window that clips it


def test_the_table_may_claim_the_wheel_and_a_right_press_before_the_view_zooms_or_pans(qtbot: Any,
                                                                                      settings: Any) -> None:
    scene = TableScene()
    view = TableView(scene)
    view.resize(960, 540)
    table = _WindowTable(Animator(0.0), scene)
    view.table = table
    view.show()
    qtbot.waitExposed(view)
    vp = view.viewport()
    at = QPointF(view.mapFromScene(QPointF(960, 540)))

    def wheel() -> None:
        QApplication.sendEvent(vp, QWheelEvent(at, QPointF(vp.mapToGlobal(at.toPoint())), QPoint(0, 0),
                                               QPoint(0, 120), Qt.MouseButton.NoButton,
                                               Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                                               False))

    table.claim = True
    wheel()
    QTest.mousePress(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at.toPoint())
    QTest.mouseRelease(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at.toPoint())
    assert view.zoom == 1.0 and view._pan_from is None
    assert len(table.wheels) == 1 and len(table.right_presses) == 1
    assert abs(table.wheels[0].x() - 960) < 3 and abs(table.right_presses[0].y() - 540) < 3
    table.claim = False  # unclaimed, the view zooms and pans as before
    wheel()
    QTest.mousePress(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at.toPoint())
    assert view.zoom > 1.0 and view._pan_from is not None
    QTest.mouseRelease(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at.toPoint())


def test_a_long_button_label_shrinks_to_the_floor_then_takes_two_lines_then_is_cut_with_an_ellipsis(
        settings: Any) -> None:
    def fits(button: ButtonItem) -> bool:
        font, text = button.fitted_text()
        metrics = QFontMetricsF(font)
        lines = text.split("\n")
        return (all(metrics.horizontalAdvance(line) <= button.w - button.h * 0.6 for line in lines)
                and metrics.height() + (len(lines) - 1) * metrics.lineSpacing() <= button.h)

    short = ButtonItem("Go", 200, 44)
    assert short.fitted_text() == (short.fitted_text()[0], "Go") and short.fitted_text()[0].pixelSize() == 16
    label = "Gain a Balloon and Popcorn"
    longer = ButtonItem(label, QFontMetricsF(theme.display_font(15)).horizontalAdvance(label) + 1 + 44 * 0.6, 44)
    font, text = longer.fitted_text()
    assert text == longer.text and ButtonItem.MIN_TEXT_PX <= font.pixelSize() < 16 and fits(longer)
    two_lines = ButtonItem("Gain a Balloon and Popcorn and a Cupcake", 226, 44)
    font, text = two_lines.fitted_text()
    assert text.replace("\n", " ") == two_lines.text and "\n" in text and fits(two_lines)
    assert font.pixelSize() >= ButtonItem.MIN_TEXT_PX == MIN_TEXT
    longest = ButtonItem("Complete the adventure card and take its Hustle Points for the scorepad", 226, 44)
    font, text = longest.fitted_text()
    assert font.pixelSize() == ButtonItem.MIN_TEXT_PX and text.endswith("…") and fits(longest)
    assert longest.toolTip() == longest.text and short.toolTip() == "" and two_lines.toolTip() == ""


def test_cached_art_is_made_at_the_screens_pixel_ratio(tmp_path: Any) -> None:
    """On a HiDPI screen (QT_SCALE_FACTOR=2) textures and badges are drawn twice as fine, not scaled up."""
    import subprocess
    import sys

    script = (
        "from desktop.startup.app import make_app\n"
        "make_app()\n"
        "from desktop.table import theme\n"
        "wood = theme.texture('wood', 320, 180, seed=3)\n"
        "icon = theme.badge_icon(theme.SEAT_COLOURS[0], 22).pixmap(22, 22)\n"
        "print(wood.devicePixelRatio(), wood.width(), wood.height(), icon.devicePixelRatio())\n"
    )
    env = {**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120,
                         check=True, cwd=str(__import__("pathlib").Path(__file__).resolve().parents[2]))
    ratio, width, height, icon_ratio = out.stdout.split()
    assert (float(ratio), int(width), int(height)) == (2.0, 640, 360)
    assert float(icon_ratio) == 2.0


def test_a_hint_has_its_own_look_and_says_the_move_as_a_sentence_beside_the_lit_piece(
        qtbot: Any, settings: Any, toy_registered: None) -> None:
    from tests.rules.toy_game import Play

    window = toy_game(qtbot, settings)
    table = window.table
    card = table.items["hand:0"]
    table.show_hint(Play(card.data_["value"]))
    bubble = table.hint_bubble
    assert bubble.isVisible() and not table.bubble.isVisible()
    # the bulb says "hint"; the words are the move, a sentence of its own whatever case the table gave it
    assert bubble.text == f"Play {Play(card.data_['value'])}"
    # beside the lit card, not in the middle of the table
    distance = bubble.sceneBoundingRect().center() - card.sceneBoundingRect().center()
    assert distance.manhattanLength() < 500


def test_a_label_of_several_lines_is_as_wide_as_its_longest_line(qapp: Any) -> None:
    one = LabelItem("Completed adventures", 15)
    two = LabelItem("Completed\nadventures", 15)
    assert two.boundingRect().width() < one.boundingRect().width()
    assert two.boundingRect().height() > one.boundingRect().height()


def test_a_zoom_area_shows_all_it_holds_until_zoomed_then_follows_only_what_left_the_view() -> None:
    """Issue 32: a growing map is shown whole by default, however large (down to the area's least zoom);
    once the player zooms in, a pan is kept until the followed piece moves out of view."""
    from desktop.table.subarea import ZoomArea

    area = ZoomArea(QRectF(0, 0, 400, 300), lambda p, r: None, least=0.1, most=2.0)
    world = QRectF(-500, -300, 2000, 1000)

    def seen(rect: QRectF) -> bool:
        return area.rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(
            QRectF(area.to_scene(rect.topLeft()), area.to_scene(rect.bottomRight())))

    area.fit(world, 1.3, focus=QRectF(0, 0, 100, 100))  # the focus does not override the whole view
    assert seen(world) and area.scale == pytest.approx(0.2)
    area.zoom(4.0)
    area.pan(QPointF(-300, 0))
    kept = QPointF(area.offset)
    area.fit(world, 1.3)  # a rebuild without a move keeps the player's zoom and pan
    assert area.offset == kept and area.scale == pytest.approx(0.8)
    inside = QRectF((area.rect.center() - area.offset) / area.scale, QSizeF(10, 10))
    area.fit(world, 1.3, focus=inside)  # moved, but still in view: nothing shifts
    assert area.offset == kept
    far = QRectF(-450, 500, 100, 100)
    assert not seen(far)
    area.fit(world, 1.3, focus=far)
    assert seen(far) and area.scale == pytest.approx(0.8) and not area.auto_fit


@pytest.mark.parametrize("under", ["#3a2616", "#9a6b43", "#fffaf0"], ids=["dark wood", "wood", "card"])
def test_the_keyboard_focus_ring_stands_out_on_dark_wood_and_on_a_pale_card(qapp: Any, under: str) -> None:
    """ART.md: a visible keyboard focus ring on the table. Drawn round a piece on any ground, the ring shows a
    line at least 3:1 from what lies beside it (WCAG's figure for the parts of a control), on the table's
    darkest wood as on a pale card."""
    from PySide6.QtGui import QImage, QPainter, QPainterPath

    image = QImage(120, 120, QImage.Format.Format_RGB32)
    image.fill(QColor(under))
    painter = QPainter(image)
    ring = QPainterPath()
    ring.addRect(QRectF(30, 30, 60, 60))
    theme.draw_focus_ring(painter, ring)
    painter.end()
    across = [image.pixelColor(x, 60) for x in range(18, 40)]  # from the ground outside, over the ring, inside
    ground = QColor(under)
    best = max(theme.contrast(c, n) for c, n in pairwise(across))
    assert best >= 3.0
    assert max(theme.contrast(c, ground) for c in across) >= 3.0


def test_zoomed_in_the_view_follows_the_keyboard_to_a_piece_out_of_sight(qtbot: Any, settings: Any,
                                                                          toy_registered: None) -> None:
    """There are no scroll bars, and the arrows and Tab belong to the table: zoomed in, each piece Tab
    reaches is brought into sight, so the table can still be played from the keyboard."""
    window = toy_game(qtbot, settings)
    view = window.page.view
    view.set_zoom(4.0)
    view.setFocus()
    table = window.table
    reached = 0
    for _ in range(len(table.focus_chain())):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        focused = table.focused()
        assert focused is not None
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        on_table = focused.sceneBoundingRect().intersected(view.sceneRect())  # what of it the table holds
        assert seen.contains(on_table.center())
        reached += 1
    assert reached >= 2


def test_a_wrapped_label_balances_its_lines_and_leaves_no_word_alone(qapp: Any) -> None:
    """A prompt that wraps into lines is set in the narrowest width that keeps its number of lines, so its last
    line is not one word (or the scrap of a name) under a full one; a one-line label is left as it is."""
    text = "Ana — your move: Chiara says the hand scores 2: challenge, or accept it and take the hand."
    font = theme.text_font(18, True)
    metrics = QFontMetricsF(font)
    wrap = int(Qt.TextFlag.TextWordWrap)

    def lines(width: float) -> int:
        return round(metrics.boundingRect(QRectF(0, 0, width, 10_000), wrap, text).height() / metrics.lineSpacing())

    full = metrics.horizontalAdvance(text) * 0.7  # two lines, the second much shorter than the first
    label = LabelItem(text, 18, bold=True, width=full)
    words = label._words
    assert label.boundingRect().width() > full  # the label keeps its width (its backdrop, its place)
    assert lines(words.width()) == lines(full) == 2 and words.width() < 0.8 * full
    assert lines(words.width() - 2) == 3  # and it is the narrowest such width
    assert words.center().x() == pytest.approx(label._rect.center().x())
    left = LabelItem(text, 18, bold=True, width=full, align=Qt.AlignmentFlag.AlignLeft)
    assert left._words.left() == left._rect.left()
    short = LabelItem("Your move", 18, width=full)
    assert short._words == short._rect


def test_a_fitted_text_wraps_into_even_lines(qapp: Any) -> None:
    """Fitting a prompt into a box breaks it into as few lines as before, but even ones: "… (Mi / fermo)." left
    a word alone under two full lines."""
    from desktop.table.painting import fit_text

    font = theme.text_font(16, True)
    metrics = QFontMetricsF(font)
    text = "Ana — your move: take a card (Hit me) or stop for this hand (I'll stay)."
    width = metrics.horizontalAdvance("Ana — your move: take a card (Hit me) or stop for this")
    fitted = fit_text(text, QSizeF(width + 1, 200), font)
    assert " ".join(fitted.lines) == text and len(fitted.lines) == 2 and fitted.font.pixelSize() == 16
    shortest, longest = sorted(metrics.horizontalAdvance(line) for line in fitted.lines)
    assert shortest > 0.6 * longest  # greedy breaking left "hand (I'll stay)." under a full line


def _looked_at(table: Any) -> str:
    thing = table.look.current()
    return thing.toolTip() if thing is not None else ""


def _look_at_the_deck(view: Any, table: Any) -> None:
    """I, then Tab until the walk is on the toy table's deck."""
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_I)
    while _looked_at(table) != "The deck":
        QTest.keyClick(view, Qt.Key.Key_Tab)


def test_i_walks_everything_on_the_table_that_has_words_and_moves_nothing(qtbot: Any, settings: Any,
                                                                          toy_registered: None) -> None:
    """What only the pointer's resting would tell (the deck, the rival's count) is reached from the keyboard:
    `I` starts a walk through everything with words, in reading order, one stop for a stacked pile; Tab goes
    round it (it never leaves the table), the words are what the screen reader gets, and Esc ends it."""
    window = toy_game(qtbot, settings)
    view, table = window.page.view, window.table
    moves = len(window.controller.record.actions)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_I)
    assert table.look.active
    walked = []
    for _ in range(12):
        walked.append(_looked_at(table))
        assert view.accessibleDescription() == table.look_words(table.look.current())
        assert not any(item.focused for item in table.items.values())  # one ring on the table: the walk's
        assert table.look.ring.isVisible()
        QTest.keyClick(view, Qt.Key.Key_Tab)
        assert window.focusWidget() is view
    hand = [f"A {card.data_['value']}" for card in table.items.values() if card.key.startswith("hand:")]
    loop = walked[:walked.index(walked[0], 1)]
    assert sorted(loop) == sorted(["The deck", "The cards B still holds", *hand])
    assert loop.index("The cards B still holds") < loop.index("The deck") < loop.index(hand[0])  # reading order
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not table.look.active and not table.look.ring.isVisible()
    assert len(window.controller.record.actions) == moves


def test_enter_on_a_piece_looked_at_picks_it_up_and_on_anything_else_keeps_looking(qtbot: Any, settings: Any,
                                                                                   toy_registered: None) -> None:
    window = toy_game(qtbot, settings)
    view, table = window.page.view, window.table
    _look_at_the_deck(view, table)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert table.look.active and table.selected is None
    while not _looked_at(table).startswith("A "):
        QTest.keyClick(view, Qt.Key.Key_Tab)
    card = table.look.current()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert not table.look.active and table.selected is card  # picked up, as the ring's Enter would
    assert table.focused() is table.zones["play"]  # and the ring goes on to where it may go


def test_the_ring_keeps_its_place_on_the_table_when_its_piece_is_played_and_the_rivals_reply(
        qtbot: Any, settings: Any, toy_registered: None) -> None:
    """A card played by keys leaves the table, and the rival's reply draws it anew: the ring goes on to a piece
    there (so Enter and Tab go on from the table, not from nowhere) and the words shown are that piece's, never
    those of the place the card was put."""
    window = toy_game(qtbot, settings)
    view, table = window.page.view, window.table
    view.setFocus()
    while not str(getattr(table.focused(), "key", "")).startswith("hand:"):
        QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Return)  # picked up: the ring goes to the play area
    assert table.focused() is table.zones["play"]
    moves = len(window.controller.record.actions)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.record.actions) >= moves + 2
                    and bool(window.controller.legal_actions()) and not table.animator.busy, timeout=5000)
    ringed = table.focused()
    assert ringed is not None and ringed in table.focus_chain()
    assert view.accessibleDescription() == table.focus_words(ringed)


class _TurnTable(GameTable):
    """A rival's words, and two buttons on the view "mine" (the player's turn) only."""

    def build(self, view: Any) -> None:
        words = self.add(LabelItem("Ben stayed", 18))
        words.setPos(100, 50)
        words.setToolTip("The rival's words")
        if view == "mine":
            for k, key in enumerate(("one", "two")):
                self.add(ButtonItem(key.title(), key=key)).setPos(200, 200 + 100 * k)


def test_a_ring_waiting_for_the_players_turn_leaves_the_look_walk_alone(qtbot: Any, settings: Any) -> None:
    """The ring's piece went with the player's move; the player looks round the table (I) while the rivals play;
    the turn comes back: the walk's ring stays the only ring on the table (none on a piece beside it)."""
    table = _TurnTable(_Host(Animator(0.0)), TableScene())
    table.rebuild("mine")
    table.focus_from_outside(True)
    table.rebuild("rivals")  # the piece went: nothing to ring until the turn comes back
    assert table.focused() is None
    assert table.look.start(table.focused())
    table.rebuild("mine")
    assert table.look.active and table.focused() is None


def test_the_look_walks_ring_follows_a_piece_that_slides(qtbot: Any, settings: Any, toy_registered: None) -> None:
    """A piece moves while it is looked at (a slide after a move): its ring goes with it, not after the slide."""
    window = toy_game(qtbot, settings)
    view, table = window.page.view, window.table
    c = window.controller
    qtbot.waitUntil(lambda: all(c.seats[s].is_human for s in c.state.to_act()) and not table.animator.busy)
    _look_at_the_deck(view, table)  # the bot has played (its move draws a new deck): the deck stays this one
    deck = table.look.current()
    deck.setPos(deck.pos() + QPointF(90, 40))
    qtbot.waitUntil(lambda: table.look.ring.sceneBoundingRect().contains(deck.sceneBoundingRect()), timeout=2000)
    table.look.stop()
    assert not table.look.ring._frames.isActive()  # no frames counted for a ring nobody sees


def test_the_look_walk_stays_on_its_thing_when_the_table_is_drawn_anew(qtbot: Any, settings: Any,
                                                                       toy_registered: None) -> None:
    window = toy_game(qtbot, settings)
    view, table = window.page.view, window.table
    _look_at_the_deck(view, table)
    table.rebuild(table.view)
    assert table.look.active and _looked_at(table) == "The deck"
    assert table.look.ring.sceneBoundingRect().contains(table.look.current().sceneBoundingRect())


def test_words_a_table_marks_to_be_read_are_stops_with_no_tooltip_and_a_seats_words_are_one(
        qtbot: Any, settings: Any, toy_registered: None) -> None:
    """`speak`: a plain label (a rival's status) is a stop of the look walk that reads its words as shown, with no
    tooltip for the pointer; words marked together are one stop, at the first of them in reading order, reading
    those in sight in that order; `speak_prompt`'s label is where `I` starts when the ring is on no piece."""
    window = toy_game(qtbot, settings)
    view, table = window.page.view, window.table
    c = window.controller
    qtbot.waitUntil(lambda: all(c.seats[s].is_human for s in c.state.to_act()) and not table.animator.busy)
    name = table.speak(table.add(LabelItem("B", 18)), "seat:1")
    name.setPos(1200, 60)
    status = table.speak(table.add(LabelItem("stayed", 16)), "seat:1")
    status.setPos(1400, 100)
    claim = table.speak(table.add(LabelItem("claims 3", 16)), "seat:1")
    claim.setPos(1250, 100)
    claim.hide()
    prompt = table.speak_prompt(table.add(LabelItem("A — your move", 18)))
    prompt.setPos(960, 700)
    stops = table._things_to_look_at()
    assert name in stops and prompt in stops and status not in stops and claim not in stops
    assert table.look_words(name) == "B\nstayed"
    claim.show()
    assert table.look_words(name) == "B\nclaims 3\nstayed"
    assert [label.toolTip() for label in (name, status, claim, prompt)] == ["", "", "", ""]
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_I)
    assert table.look.current() is prompt and view.accessibleDescription() == "A — your move"


def test_the_look_rings_follow_lets_go_of_a_piece_deleted_under_it(qapp: Any) -> None:
    """A piece the ring follows can be deleted by a rebuild before the walk finds its new one: the next frame
    stops following it rather than raising in Qt's timer (which has no one to report to)."""
    import shiboken6
    from PySide6.QtWidgets import QGraphicsRectItem

    from desktop.table.look import LookRing

    scene = TableScene()
    ring, piece = LookRing(), QGraphicsRectItem(0, 0, 40, 40)
    scene.addItem(ring)
    scene.addItem(piece)
    ring.ring(piece)
    assert ring._frames.isActive()
    shiboken6.delete(piece)
    ring._follow()
    assert not ring._frames.isActive()
