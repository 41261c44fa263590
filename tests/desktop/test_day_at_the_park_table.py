"""The Day at the Park table driven through the real window: tile drags with turning, moves, high fives, a game.

Rule references are to the rulebook's sections (seeds/001): "1. Place a Park Tile — Placing a Tile"
(touch along an edge, artwork must match, the tile may be turned), "1. Getting an Item", "2. Move Your
Character — Movement Rules" (up to 3 spaces, never diagonally, backtracking allowed, an item per space
entered), "2. Giving a High Five", "First Turn", "Game End".
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.games.day_at_the_park.art import CELL
from desktop.games.day_at_the_park.parts import cell_key
from desktop.games.day_at_the_park.pieces import ParkSpot, ParkTileItem
from desktop.games.day_at_the_park.table import DayAtTheParkTable
from desktop.screens.main_window import MainWindow
from desktop.table.items import ButtonItem, LabelItem
from desktop.table.panels import SeatPanel
from desktop.table.zones import DropZone
from rules.core import Player, Record, get_game
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.data import ADVENTURES, ALL_TILES
from tests.desktop.helpers import click, covered, drag, game_opener, left_whole_by_the_monkey, monkey, shown_window

pytestmark = pytest.mark.gui

Pos = tuple[int, int]


open_game = game_opener("day-at-the-park")


def table_of(window: MainWindow) -> DayAtTheParkTable:
    assert isinstance(window.table, DayAtTheParkTable)
    return window.table


def bots_done(window: MainWindow) -> bool:
    c = window.controller
    return c is not None and c.thinking_seat is None and all(c.seats[s].is_human for s in c.state.to_act())


def wait_for_me(qtbot: Any, window: MainWindow, timeout: int = 20_000) -> None:
    c = window.controller
    assert c is not None
    qtbot.waitUntil(lambda: c.state.is_over() or (bool(c.legal_actions()) and bots_done(window)
                                                   and not window.page.privacy.isVisible()), timeout=timeout)


def press_button(window: MainWindow, label: str) -> None:
    table = table_of(window)
    for key, item in table.items.items():
        if key.startswith(("tray:", "setup:", "complete:", "zoom:")) and item.data_.get("label", getattr(
                item, "text", "")).startswith(label):
            click(window.page.view, item.sceneBoundingRect().center())
            return
    labels = [getattr(i, "text", "") for k, i in table.items.items() if k.startswith("tray:")]
    raise AssertionError(f"no button {label!r}; the tray shows {labels}")


def cell_point(window: MainWindow, pos: Pos, dx: float = 0.0, dy: float = -0.25) -> QPointF:
    """A point inside a park space (a little above the centre, clear of the standees' corner)."""
    table = table_of(window)
    return table.park_area.to_scene(QPointF((pos[0] + 0.5 + dx) * CELL, (pos[1] + 0.5 + dy) * CELL))


def click_cell(window: MainWindow, pos: Pos) -> None:
    click(window.page.view, cell_point(window, pos))


def start_game(qtbot: Any, window: MainWindow) -> None:
    """Player Setup: the tray's Ready button takes the shown sides (explore side, standard adventures)."""
    wait_for_me(qtbot, window)
    press_button(window, "Ready")


def placed(qtbot: Any, settings: Any, at: Pos = (0, 0), size: tuple[int, int] = (1600, 900)) -> MainWindow:
    """Ana against a bot (seed 3), set up, her figure placed at `at` (First Turn): her first real turn."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=3, size=size)
    start_game(qtbot, window)
    wait_for_me(qtbot, window)
    click_cell(window, at)
    wait_for_me(qtbot, window)
    return window


def state_of(window: MainWindow) -> Any:
    assert window.controller is not None
    return window.controller.state


def mismatch_case(state: Any, seat: int) -> tuple[int, Pos, int]:
    """A hand tile and a spot where it fits only turned (so r0 is refused for the terrain)."""
    for tile in state.hands[seat]:
        for pos in sorted(state.park.frontier):
            fits = [r for r in (0, 90, 180, 270) if state.park.fits(tile, pos, r)]
            if fits and 0 not in fits:
                return tile, pos, fits[0]
    raise AssertionError("no tile in hand fits only when turned")


# --- placing a tile -------------------------------------------------------------------------


def test_tile_drop_refused_on_terrain_mismatch_with_the_rules_reason_then_placed_after_turning(
        qtbot: Any, settings: Any) -> None:
    """1. Placing a Tile: touching edges must show the same terrain; the tile may be turned first."""
    window = placed(qtbot, settings)  # First Turn: the figure goes on any space
    state = state_of(window)
    tile, pos, turn = mismatch_case(state, 0)
    table = table_of(window)
    view = window.page.view
    before = list(window.controller.record.actions)  # type: ignore[union-attr]
    drag(view, table.items[f"hand:{tile}"].sceneBoundingRect().center(), cell_point(window, pos, dy=0.0))
    bubble = table.bubble
    assert bubble.isVisible() and "edge meets a" in bubble.text and "and it fits" in bubble.text
    assert f"r{turn}" not in bubble.text  # player words, not rotation codes
    assert window.controller.record.actions == before  # type: ignore[union-attr]
    assert f"hand:{tile}" in table.items and state.park.tiles.get(pos) is None
    # a drop far from the park is refused too: a tile must touch the park along an edge
    far = QPointF(80, 240)  # the park window's top-left corner, far from every tile
    assert table.cell_at(far) not in state.park.frontier
    drag(view, table.items[f"hand:{tile}"].sceneBoundingRect().center(), far)
    assert "touch the park" in bubble.text and window.controller.record.actions == before  # type: ignore[union-attr]
    # turn it with R (and the wheel) while it is picked up, then drop it
    click(view, table.items[f"hand:{tile}"].sceneBoundingRect().center())
    for _ in range(turn // 90):
        QTest.keyClick(view, Qt.Key.Key_R)
    assert table.turns.of(tile) == turn
    drag(view, table.items[f"hand:{tile}"].sceneBoundingRect().center(), cell_point(window, pos, dy=0.0))
    assert (0, str(A.Place(tile, pos, turn))) in window.controller.record.actions  # type: ignore[union-attr]
    assert state_of(window).park.tiles[pos] == tile


def test_the_ring_on_a_space_where_the_held_tile_fits_only_turned_says_how_to_turn_it(
        qtbot: Any, settings: Any) -> None:
    """From the keyboard the ring's words on such a space were "Turn" (a code kept for the glow): they say what
    a drop there would say, the way to turn the tile and the key that turns it."""
    window = placed(qtbot, settings)
    tile, pos, _turn = mismatch_case(state_of(window), 0)
    table = table_of(window)
    view = window.page.view
    click(view, table.items[f"hand:{tile}"].sceneBoundingRect().center())  # picked up
    spot = table.zones[cell_key("spot", pos)]
    view.setFocus()
    for _ in range(len(table.focus_chain())):  # Tab round to the space
        QTest.keyClick(view, Qt.Key.Key_Tab)
        if table.focus_chain()[table.focus_index] is spot:
            break
    assert table.focus_chain()[table.focus_index] is spot
    words = view.accessibleDescription()
    assert "and it fits" in words and "(R" in words and words != "Turn", words


def test_picking_up_a_tile_lights_exactly_the_rules_legal_spaces_and_turned_ones_say_so(
        qtbot: Any, settings: Any) -> None:
    """1. Placing a Tile: every legal position lights up; positions legal only turned glow differently."""
    window = placed(qtbot, settings, at=(1, 1))
    table = table_of(window)
    state = state_of(window)
    tile = state.hands[0][0]
    click(window.page.view, table.items[f"hand:{tile}"].sceneBoundingRect().center())
    lit = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("spot:") and z.glow == "legal"}
    turned = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("spot:") and z.glow == "turn"}
    rules = state.park.placements(tile)
    assert lit == {(x, y) for x, y, r in rules if r == 0}
    assert turned == {(x, y) for x, y, r in rules if r != 0} - lit
    assert all(isinstance(z, ParkSpot) and z.says_turn() == (z.data_["pos"] in turned)
               for k, z in table.zones.items() if k.startswith("spot:"))
    # the wheel turns the picked-up tile a quarter
    vp = window.page.view.viewport()
    at = QPointF(window.page.view.mapFromScene(table.items[f"hand:{tile}"].sceneBoundingRect().center()))
    wheel = QWheelEvent(at, QPointF(vp.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(vp, wheel)
    assert table.turns.of(tile) == 90
    lit90 = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("spot:") and z.glow == "legal"}
    assert lit90 == {(x, y) for x, y, r in rules if r == 90}
    # and so does a right-click, without panning the table
    QTest.mousePress(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at.toPoint())
    QTest.mouseRelease(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at.toPoint())
    assert table.turns.of(tile) == 180
    lit180 = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("spot:") and z.glow == "legal"}
    assert lit180 == {(x, y) for x, y, r in rules if r == 180}


def test_a_space_panned_out_of_the_park_window_takes_no_tile(qtbot: Any, settings: Any) -> None:
    """1. Placing a Tile, on screen: a legal space scrolled outside the park window cannot be dropped on."""
    window = placed(qtbot, settings)
    state = state_of(window)
    table = table_of(window)
    tile, pos = next((t, (x, y)) for t in state.hands[0] for x, y, r in state.park.placements(t) if r == 0)
    # pan the park until that space sits over the right-hand column, outside the window
    table.park_area.pan(QPointF(1600, 600) - cell_point(window, pos, dy=0.0))
    target = cell_point(window, pos, dy=0.0)
    assert not table.park_area.contains(target) and table.zones[f"spot:{pos[0]},{pos[1]}"].contains_scene(target)
    before = list(window.controller.record.actions)  # type: ignore[union-attr]
    drag(window.page.view, table.items[f"hand:{tile}"].sceneBoundingRect().center(), target)
    assert window.controller.record.actions == before  # type: ignore[union-attr]
    assert state_of(window).park.tiles.get(pos) is None and f"hand:{tile}" in table_of(window).items


def test_player_setup_buttons_name_each_adventure_in_full(qtbot: Any, settings: Any) -> None:
    """Player Setup: each adventure's side is chosen on a button that names the whole card."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=6)
    wait_for_me(qtbot, window)
    table = table_of(window)
    state = state_of(window)
    names = [ADVENTURES[entry.card].name for entry in state.view(0).players[0].open]
    assert max(len(name) for name in names) > 16  # this deal has a long name ("Listen to a Concert")
    buttons = [table.items[f"setup:adv:{k}"] for k in range(len(names))]
    assert [b.text for b in buttons] == [f"{name}: standard" for name in names]  # type: ignore[attr-defined]
    for button in buttons:
        font, shown = button.fitted_text()  # type: ignore[attr-defined]
        assert QFontMetricsF(font).horizontalAdvance(shown) <= button.w


def test_turning_an_adventure_to_its_advanced_side_in_setup_redraws_the_card(qtbot: Any, settings: Any) -> None:
    """Player Setup: the card under the toggle shows the side chosen (its bonus) before Ready is pressed,
    and back again; the picture kept of its face follows."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=6)
    wait_for_me(qtbot, window)
    table = table_of(window)
    card = state_of(window).view(0).players[0].open[0].card
    adventure = table.items[f"adventure:{card}"]

    def face() -> QImage:  # the card as the window shows it: its kept picture, where one is kept
        view = window.page.view
        return view.grab(view.mapFromScene(adventure.sceneBoundingRect()).boundingRect()).toImage()

    standard = face()
    table.items["setup:adv:0"].pressed.emit()
    adventure = table.items[f"adventure:{card}"]
    assert table.items["setup:adv:0"].text.endswith(": advanced")  # type: ignore[attr-defined]
    assert adventure.data_["side"] == "advanced" and face() != standard
    table.items["setup:adv:0"].pressed.emit()
    adventure = table.items[f"adventure:{card}"]
    assert face() == standard


def test_setup_buttons_say_what_they_switch_and_what_each_side_means(qtbot: Any, settings: Any) -> None:
    """The audit: "Ice Cream Stop: standard" and "▸ Explore side" had no tooltips. Each says what a click turns
    over and what each side asks and gives, in the rules' words (the advanced side's bonus, the character's
    action)."""
    from desktop.table.text import shown
    from rules.day_at_the_park.words import CHARACTER_ACTION, bonus_words, side_words

    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=6)
    wait_for_me(qtbot, window)
    table = table_of(window)
    me = state_of(window).view(0).players[0]
    for k, entry in enumerate(me.open):
        tip = table.items[f"setup:adv:{k}"].toolTip()
        name = ADVENTURES[entry.card].name
        assert tip.startswith(f"{name} shows its standard side: click to turn it to its advanced side."), tip
        assert shown(bonus_words(entry.card)) in tip and "with no bonus" in tip
        assert shown(side_words(entry.card, "advanced"))[1:] in tip
    explore, scoring = table.items["setup:side:explore"].toolTip(), table.items["setup:side:scoring"].toolTip()
    assert shown(CHARACTER_ACTION[me.character, "explore"]) in explore and explore.endswith("Face up now.")
    assert shown(CHARACTER_ACTION[me.character, "scoring"]) in scoring
    assert scoring.endswith("Click to turn this side face up.")
    table.items["setup:adv:0"].pressed.emit()
    table.items["setup:side:scoring"].pressed.emit()
    assert table.items["setup:adv:0"].toolTip().startswith(
        f"{ADVENTURES[me.open[0].card].name} shows its advanced side: click to turn it to its standard side.")
    assert table.items["setup:side:scoring"].toolTip().endswith("Face up now.")


def test_rival_mats_and_piles_say_their_counts_in_words(qtbot: Any, settings: Any) -> None:
    """The audit: "2 tiles in hand · 3 open · 0 done" was cryptic, the piles read "27 left" and a bare "22",
    and a rival's "0 pts" stood against "Ana — 0 points". The rival's line names the adventures (whole on
    hover), every pile says "left", and scores read "points" everywhere; at 1280×720 nothing is cut."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal"), Player("Cleo", "normal"),
                                         Player("Dev", "normal")], seed=6, size=(1280, 720))
    wait_for_me(qtbot, window)
    table = table_of(window)
    texts = [item.text for item in table.scene.items() if isinstance(item, LabelItem)]
    assert texts.count("2 tiles · 3 adventures open · 0 completed") == 3, texts
    line = next(item for item in table.scene.items() if isinstance(item, LabelItem)
                and item.text == "2 tiles · 3 adventures open · 0 completed")
    assert line.toolTip().endswith("has 2 tiles in hand, 3 adventures open and 0 completed")
    assert texts.count("0 points") == 3 and not any(t.endswith(" pts") for t in texts)
    view = state_of(window).view(0)
    for count in (view.tile_pile, *(p.size for p in view.piles), view.attraction_pile):
        assert f"{count} left" in texts
    assert table.items["pile:tiles"].toolTip() == f"Park tiles: {view.tile_pile} left"


def test_a_completed_adventures_name_stays_whole_beside_its_end_bonus(qapp: Any) -> None:
    """The audit: at the end "Popcorn…" was all a completed advanced card said at 1280×720: the bonus's tag takes
    the star's place, so the name keeps room to be whole."""
    from desktop.devtools.text_audit import AuditPainter
    from desktop.games.day_at_the_park.art import done_strip
    from desktop.table.items import CardItem

    card = next(c for c, info in ADVENTURES.items() if info.name == "Popcorn Cart")
    strip = CardItem(199, 28, "done", done_strip)  # its width in the column at 1280×720
    strip.data_.update(card=card, side="advanced", end_bonus=4)
    picture = QImage(240, 40, QImage.Format.Format_ARGB32)
    painter = AuditPainter(picture)
    done_strip(painter, QRectF(0, 0, 199, 28), strip)
    painter.end()
    assert [text for _, text in painter.texts] == ["Popcorn Cart", "4", "+4"]


# --- moving ------------------------------------------------------------------------------------


def drag_through(view: Any, points: list[QPointF], steps: int = 5) -> None:
    """Press on the first point, pass through every other point in turn, release on the last."""
    vp = view.viewport()
    scene_pts = [view.mapFromScene(p) for p in points]
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, scene_pts[0])
    for a, b in itertools.pairwise(scene_pts):
        for i in range(1, steps + 1):
            QTest.mouseMove(vp, a + (b - a) * i / steps)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, scene_pts[-1])


def place_any_tile(qtbot: Any, window: MainWindow) -> None:
    """Step 1 done through the GUI: the first hand tile that fits unturned, dropped on its first spot."""
    state = state_of(window)
    table = table_of(window)
    seat = window.controller.perspective  # type: ignore[union-attr]
    for tile in state.hands[seat]:
        spots = [(x, y) for x, y, r in state.park.placements(tile) if r == 0]
        if spots:
            drag(window.page.view, table.items[f"hand:{tile}"].sceneBoundingRect().center(),
                 cell_point(window, spots[0], dy=0.0))
            break
    wait_for_me(qtbot, window)
    if "pick:" in " ".join(table_of(window).items):  # a colour match: the inline picker
        key = next(k for k in table_of(window).items if k.startswith("pick:"))
        click(window.page.view, table_of(window).items[key].sceneBoundingRect().center())
        wait_for_me(qtbot, window)


def test_three_step_move_with_backtracking_collects_an_item_per_space_entered(qtbot: Any, settings: Any) -> None:
    """2. Movement Rules: up to 3 spaces, not diagonally, backtracking into a visited space gains again."""
    window = placed(qtbot, settings)
    place_any_tile(qtbot, window)
    state = state_of(window)
    assert state.step == "move"
    items_before = dict(state.items[0])
    a, b = (1, 0), (1, 1)  # NE then SE of the start tile, then back to NE
    table = table_of(window)
    figure = table.items["figure:0"]
    drag_through(window.page.view, [figure.sceneBoundingRect().center(), cell_point(window, (0, 0), dy=0.1),
                                    cell_point(window, a), cell_point(window, b), cell_point(window, a)])
    table = table_of(window)
    assert table.path.steps == [a, b, a]
    labels = [i.data_["label"] for k, i in table.items.items() if k.startswith("tray:")]
    assert "Confirm move" in labels and "Clear path" in labels
    # the path preview cannot grow past three steps, nor diagonally
    click_cell(window, (0, 1))
    assert table_of(window).path.steps == [a, b, a]
    press_button(window, "Confirm move")
    wait_for_me(qtbot, window)
    state = state_of(window)
    gained = {k: state.items[0][k] - items_before[k] for k in items_before}
    expect = {k: 0 for k in items_before}
    for pos in (a, b, a):
        expect[ALL_TILES[state.park.tiles[pos]].item] += 1
    assert gained == expect
    assert state.figures[0] == a and state.step in ("complete", "refill", "place")
    moves = [t for s, t in window.controller.record.actions if s == 0][-4:]  # type: ignore[union-attr]
    assert moves == ["step 1,0", "step 1,1", "step 1,0", "stop"]


def test_a_figure_with_every_step_taken_is_told_to_end_its_move_not_to_move_up_to_zero_spaces() -> None:
    """Rulebook, "Move Your Character": up to 3 spaces, an item for each space moved into, and one from the starting
    space only for a character that does not move at all. Once every step is taken, ending the move is all that is
    left: the prompt says so, and its button does not promise the item that only standing still gains."""
    from desktop.games.day_at_the_park.words import label_of, prompt_text
    from rules.bots import RandomBot

    state, bot, rng = get_game("day-at-the-park").new(2, seed=1), RandomBot(), random.Random(1)
    while not state.is_over():
        seat = state.to_act()[0]
        view = state.view(seat)
        if view.reach and view.steps_left == 0:
            break
        state.apply(seat, bot.choose(view, rng))
    assert view.reach and view.steps_left == 0
    assert prompt_text(view, list(state.legal_actions(seat)), ()) == "No steps left: end your move here."
    assert label_of(A.Stop(), view, planning=False)[1] == "End the move here"
    fresh = get_game("day-at-the-park").new(2, seed=1).view(0)  # before any step: standing still gains an item
    assert fresh.move.steps == 0 and label_of(A.Stop(), fresh, planning=False)[1] == "Stay here (gain its item)"


def test_a_gathering_character_action_counts_the_same_items() -> None:
    """Character Actions (Chococat gathers): the choice reads "Gather 2 birds", not "Gather Bird + Bird", and
    names the items in the log's words (lower case inside a sentence, as the rulebook's text has them)."""
    from desktop.games.day_at_the_park.words import character_label, label_of

    view = get_game("day-at-the-park").new(2, seed=1).view(0)
    assert character_label(A.CharacterAction(A.Gather(("bird", "bird"))), view) == "Gather 2 birds"
    assert character_label(A.CharacterAction(A.Gather(("bird", "flower"))), view) == "Gather a bird and a flower"
    assert label_of(A.Gain(("note",)), view)[1] == "Gain a music note"
    from desktop.games.day_at_the_park.art import items_text

    assert items_text(["cupcake", "note", "cupcake"]) == "1 music note, 2 cupcakes"  # a card's "spends …" too


def test_click_path_takes_back_its_last_step_when_the_end_is_clicked(qtbot: Any, settings: Any) -> None:
    """2. Move Your Character: spaces clicked in turn form the path; clicking its end takes that step back."""
    window = placed(qtbot, settings)
    place_any_tile(qtbot, window)
    click_cell(window, (0, 1))
    click_cell(window, (1, 1))
    assert table_of(window).path.steps == [(0, 1), (1, 1)]
    click_cell(window, (1, 1))
    assert table_of(window).path.steps == [(0, 1)]
    click_cell(window, (1, 0))  # diagonal from (0,1): not a step
    assert table_of(window).path.steps == [(0, 1)]
    # clicking the figure first changes nothing: the next space clicked is still the next step
    click(window.page.view, table_of(window).items["figure:0"].sceneBoundingRect().center())
    click_cell(window, (1, 1))
    assert table_of(window).path.steps == [(0, 1), (1, 1)]
    QTest.keyClick(window.page.view, Qt.Key.Key_Escape)
    assert table_of(window).path.steps == []


# --- high five ---------------------------------------------------------------------------------


def pass_privacy(qtbot: Any, window: MainWindow, name: str) -> None:
    qtbot.waitUntil(lambda: window.page.privacy.isVisible(), timeout=5_000)
    assert name in window.page.privacy.message()
    QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.page.privacy.isVisible(), timeout=5_000)


def test_high_five_in_hot_seat_asks_the_other_player_to_step_and_both_to_choose_a_reward(
        qtbot: Any, settings: Any) -> None:
    """2. Giving a High Five: the other player steps one space, then each draws an attraction or wakes."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben")], seed=3)
    pass_privacy(qtbot, window, "Ana")
    press_button(window, "Ready")
    pass_privacy(qtbot, window, "Ben")
    press_button(window, "Ready")
    pass_privacy(qtbot, window, "Ana")
    click_cell(window, (0, 0))
    place_any_tile(qtbot, window)
    press_button(window, "Stay here")
    wait_for_me(qtbot, window)
    press_button(window, "Draw and finish")
    if state_of(window).step == "end":  # Special Actions: the turn waits while one is still possible
        press_button(window, "End turn")
    pass_privacy(qtbot, window, "Ben")
    click_cell(window, (1, 0))
    place_any_tile(qtbot, window)
    click_cell(window, (0, 0))  # one step onto Ana's space
    press_button(window, "Confirm move")
    assert window.controller is not None
    pass_privacy(qtbot, window, "Ana")  # Ana must step away: her adjacent spaces are lit
    table = table_of(window)
    lit = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("cell:") and z.glow == "legal"}
    assert lit == set(state_of(window).park.adjacent((0, 0)))
    click_cell(window, (0, 1))
    assert state_of(window).figures[0] == (0, 1)
    press_button(window, "Draw an attraction")
    pass_privacy(qtbot, window, "Ben")
    press_button(window, "Draw an attraction")
    state = state_of(window)
    assert len(state.held[0]) == 1 and len(state.held[1]) == 1
    log = [t for _, t in window.controller.record.actions]
    i = log.index("high-five step 0,1")
    assert log[i + 1:i + 3] == ["reward attraction", "reward attraction"]


# --- a whole game ---------------------------------------------------------------------------------


PREFERRED = ("Ready", "Confirm move", "Gain", "Draw an attraction", "Turn in 0", "Easy ·", "Draw and finish",
             "End turn", "Done", "Discard")


def play_one_gui_step(window: MainWindow) -> None:
    """Whatever the human must decide next, decided by a gesture on the table (drag, click, button)."""
    c = window.controller
    assert c is not None
    table = table_of(window)
    legal = c.legal_actions()
    view = window.page.view
    if any(isinstance(a, A.Place) for a in legal) and not any(isinstance(a, A.Lift) for a in legal):
        place = next(a for a in legal if isinstance(a, A.Place))
        item = table.items[f"hand:{place.tile}"]
        assert isinstance(item, ParkTileItem)
        click(view, item.sceneBoundingRect().center())
        while table.turns.of(place.tile) != place.rotation:
            QTest.keyClick(view, Qt.Key.Key_R)
        click(view, item.sceneBoundingRect().center())  # put it down again, then drag it
        drag(view, item.sceneBoundingRect().center(), cell_point(window, place.pos, dy=0.0))
        return
    picks = [k for k in table.items if k.startswith("pick:")]
    if picks:
        click(view, table.items[picks[0]].sceneBoundingRect().center())
        return
    lit = [z.data_["pos"] for k, z in table.zones.items() if k.startswith("cell:") and z.isVisible()
           and z.glow == "legal"]
    if any(isinstance(a, A.Step) for a in legal) and not table.path and lit:
        click_cell(window, lit[0])
        press_button(window, "Confirm move")
        return
    if any(isinstance(a, (A.Figure, A.HighFiveStep, A.Lift)) for a in legal) and lit:
        click_cell(window, lit[0])
        return
    refills = [a for a in legal if isinstance(a, A.Refill)]
    if refills:  # 4. Draw New Tile and Cards: click a pile, then the side
        click(view, table.items[f"pile:{refills[-1].tier}"].sceneBoundingRect().center())
        press_button(window, f"{refills[-1].tier.title()}: {refills[-1].side} side")
        return
    completes = [k for k in table.items if k.startswith("complete:")]
    if completes:
        click(view, table.items[completes[0]].sceneBoundingRect().center())
        return
    labels = [getattr(i, "text", "") for k, i in table.items.items() if k.startswith(("tray:", "setup:"))]
    for want in PREFERRED:
        for label in labels:
            if label.startswith(want):
                press_button(window, label)
                return
    press_button(window, labels[0])


def test_whole_game_human_and_bots_through_the_gui(qtbot: Any, settings: Any) -> None:
    """Game End: the game runs to its end with every human decision made on the table."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal"), Player("Cy", "easy")], seed=8)
    c = window.controller
    assert c is not None
    decisions = 0
    while not c.state.is_over() and decisions < 600:
        wait_for_me(qtbot, window, timeout=30_000)
        if c.state.is_over():
            break
        before = len(c.record.actions)
        play_one_gui_step(window)
        decisions += 1
        if len(c.record.actions) == before:  # a button that only opened a group or a mode: go on from there
            play_one_gui_step(window)
    assert c.state.is_over()
    human = [t for s, t in c.record.actions if s == 0]
    assert any(t.startswith("place ") for t in human) and any(t.startswith("step ") for t in human)
    assert any(t.startswith("complete ") for t in human) and any(t.startswith("refill ") for t in human)
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=5_000)
    assert window.page.end.bars.result == c.state.result()


# --- special actions as direct manipulation ----------------------------------------------------------


def own_turn_after_placing(qtbot: Any, settings: Any, characters: list[str]) -> MainWindow:
    window = shown_window(qtbot, settings)
    record = Record("day-at-the-park", [Player("Ana"), Player("Ben", "normal")], 3,
                    setup={"characters": characters})
    window.start_game(record, [])
    start_game(qtbot, window)
    wait_for_me(qtbot, window)
    click_cell(window, (0, 0))
    wait_for_me(qtbot, window)
    place_any_tile(qtbot, window)
    return window


def test_hello_kitty_moves_a_tile_only_to_lit_legal_spaces(qtbot: Any, settings: Any) -> None:
    """Character Actions: a moved tile must be unoccupied, keep the park whole and be placed legally."""
    window = own_turn_after_placing(qtbot, settings, ["hello-kitty", "keroppi"])
    table = table_of(window)
    click(window.page.view, table.items["character"].sceneBoundingRect().center())  # one way to use it: used
    state = state_of(window)
    table = table_of(window)
    lit = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("cell:") and z.glow == "legal"}
    assert lit == set(state.movable_tiles()) and lit
    pos = sorted(lit)[0]
    tile = state.park.tiles[pos]
    click_cell(window, pos)
    table = table_of(window)
    assert f"hand:{tile}" in table.items  # the lifted tile waits by the hand, ready to be dragged
    click(window.page.view, table.items[f"hand:{tile}"].sceneBoundingRect().center())
    spots = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("spot:") and z.glow == "legal"}
    assert spots == {(x, y) for x, y, r in state_of(window).park.placements(tile) if r == 0}
    click(window.page.view, table.items[f"hand:{tile}"].sceneBoundingRect().center())
    target = sorted(spots - {pos})[0]
    drag(window.page.view, table.items[f"hand:{tile}"].sceneBoundingRect().center(), cell_point(window, target, dy=0.0))
    assert state_of(window).park.tiles.get(target) == tile and pos not in state_of(window).park.tiles
    press_button(window, "Done moving tiles")
    assert not state_of(window).subs


def test_badtz_maru_removes_only_a_lit_tile_and_gains_two_of_its_item(qtbot: Any, settings: Any) -> None:
    """Character Actions: a removed tile may not split the park; Badtz-maru gains 2 of its item."""
    window = own_turn_after_placing(qtbot, settings, ["badtz-maru", "keroppi"])
    click(window.page.view, table_of(window).items["character"].sceneBoundingRect().center())
    state = state_of(window)
    table = table_of(window)
    lit = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("cell:") and z.glow == "legal"}
    assert lit == set(state.movable_tiles()) and lit
    pos = sorted(lit)[0]
    item = ALL_TILES[state.park.tiles[pos]].item
    before = state.items[0][item]
    click_cell(window, pos)
    state = state_of(window)
    assert pos not in state.park.tiles and state.items[0][item] == before + 2 and state.asleep[0]


# --- the park window: zoom, pan, fit; keyboard ------------------------------------------------------


def test_wheel_over_the_park_zooms_the_park_and_fit_frames_it_again(qtbot: Any, settings: Any) -> None:
    """The park grows in every direction: it zooms and pans on its own, and Fit shows all of it."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=3)
    start_game(qtbot, window)
    wait_for_me(qtbot, window)
    table = table_of(window)
    fitted = table.park_area.scale
    view = window.page.view
    vp = view.viewport()
    at = QPointF(view.mapFromScene(cell_point(window, (0, 0))))
    wheel = QWheelEvent(at, QPointF(vp.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 240),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(vp, wheel)
    assert table.park_area.scale > fitted and view.zoom == 1.0  # the park zoomed, not the whole table
    before = QPointF(table.park_area.offset)
    drag(view, QPointF(60, 700), QPointF(160, 650))  # drag the meadow: the park pans
    moved = table.park_area.offset - before
    assert moved.x() == pytest.approx(100, abs=2) and moved.y() == pytest.approx(-50, abs=2)
    press_button(window, "Fit park")
    assert table_of(window).park_area.scale == pytest.approx(fitted) and table_of(window).park_area.auto_fit


def test_keyboard_puts_the_figure_on_a_lit_space(qtbot: Any, settings: Any) -> None:
    """First Turn, from the keyboard: Tab reaches the lit spaces, which say what Enter does there (they said
    nothing), and Enter picks one."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=3)
    start_game(qtbot, window)
    wait_for_me(qtbot, window)
    view = window.page.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert view.accessibleDescription() == "Start your figure here"
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert state_of(window).figures[0] == (0, 0)


def test_the_keys_walk_the_picked_up_figure_to_a_lit_space(qtbot: Any, settings: Any) -> None:
    """2. Move Your Character, from the keyboard: Enter picks up the figure ("then choose where it goes"), the ring
    goes round the spaces it may step to, each saying that it takes it, and Enter there walks it one step, as a
    drag through that space does (it said "that cannot go there" on every space, and the figure stayed held).
    Once the walk can go no further, the ring goes on to Confirm move (on a laptop's screen it went to the figure,
    laid out first, which then had nowhere to go: it now says to end the move, and Enter leaves it down)."""
    window = placed(qtbot, settings, size=(1280, 720))
    place_any_tile(qtbot, window)
    table = table_of(window)
    view = window.page.view
    view.setFocus()
    for _ in range(30):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        if getattr(table.focused(), "key", "") == "figure:0":
            break
    assert view.accessibleDescription() == "Your figure\nPress Enter, then choose where it goes."
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert table.selected is not None and table.selected.key == "figure:0"
    steps = set(state_of(window).legal_actions(0))
    places = [thing for thing in table.focus_chain() if isinstance(thing, DropZone)]
    assert {A.Step(zone.data_["pos"]) for zone in places} == {a for a in steps if isinstance(a, A.Step)}
    space = table.focused()
    assert space in places and view.accessibleDescription() == "Step here\nPress Enter to put it here."
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert not table.bubble.isVisible() and table.selected is None
    assert table_of(window).path.steps == [space.data_["pos"]]
    for _ in range(2):  # on as before: Enter on the lit spaces, then on Confirm move
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(table_of(window).path.steps) == 3 and view.accessibleDescription() == "Confirm move"
    figure = table_of(window).items["figure:0"]
    assert table_of(window).focus_words(figure) == "Your figure\nNo steps left: end your move here."
    table_of(window).item_clicked(figure)
    assert table_of(window).selected is None
    QTest.keyClick(view, Qt.Key.Key_Return)
    wait_for_me(qtbot, window)
    mine = [move for seat, move in window.controller.record.actions if seat == 0]  # type: ignore[union-attr]
    walk = list(itertools.takewhile(lambda move: move.startswith("step "), reversed(mine[:mine.index("stop")])))
    assert walk and walk[-1] == f"step {space.data_['pos'][0]},{space.data_['pos'][1]}"  # the walk's first step


def test_the_ring_starts_the_completions_on_the_first_complete_and_each_names_its_adventure(
        qtbot: Any, settings: Any) -> None:
    """3. Complete Adventures, from the keyboard: the move confirmed, the ring went on to "Draw and finish", where
    Enter gave up every completion, and the Complete buttons all read "Complete". It goes to the first Complete,
    each says which adventure it completes, and after one is completed, on to the next."""
    from desktop.games.day_at_the_park.art import adventure_name

    window = own_turn_after_placing(qtbot, settings, ["keroppi", "hello-kitty"])
    state = state_of(window)
    state.items[0] = {"note": 9, "bird": 9, "flower": 9, "cupcake": 9}  # every open adventure within reach
    table = table_of(window)
    view = window.page.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    for _ in range(6):  # Enter on the lit spaces, then on Confirm move
        if state_of(window).step == "complete":
            break
        QTest.keyClick(view, Qt.Key.Key_Return)
        wait_for_me(qtbot, window)
    assert state_of(window).step == "complete"
    table = table_of(window)
    buttons = [thing for thing in table.focus_chain() if getattr(thing, "key", "").startswith("complete:")]
    assert len(buttons) >= 2
    for button in buttons:
        cid = int(button.key.split(":")[1])
        assert table.focus_words(button).startswith(f"Complete {adventure_name(cid)} for "), button.key
    first = buttons[0]
    assert table.focused() is first and view.accessibleDescription() == table.focus_words(first)
    QTest.keyClick(view, Qt.Key.Key_Return)
    wait_for_me(qtbot, window)
    mine = [move for seat, move in window.controller.record.actions if seat == 0]  # type: ignore[union-attr]
    assert mine[-1] == f"complete {first.key.split(':')[1]}"
    assert table_of(window).focused().key == buttons[1].key  # on to the next one


def test_tab_through_a_zoomed_park_brings_each_lit_space_into_sight(qtbot: Any, settings: Any) -> None:
    """Zoomed in, the ring walked onto lit spaces the park had clipped away, and Enter played a space the player
    never saw: the park pans, at the same zoom, until the space in the ring lies inside it."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=3)
    start_game(qtbot, window)
    wait_for_me(qtbot, window)
    table = table_of(window)
    area = table.park_area
    area.zoom(2.5)
    area.pan(QPointF(-area.rect.width(), -area.rect.height()))  # the first spaces now lie off the park's edge
    view = window.page.view
    view.setFocus()
    lit = [thing for thing in table.focus_chain() if getattr(thing, "key", "").startswith("cell:")]
    assert lit and not all(area.rect.contains(zone.sceneBoundingRect()) for zone in lit)
    scale = area.scale
    for _ in lit:
        QTest.keyClick(view, Qt.Key.Key_Tab)
        focused = table_of(window).focus_chain()[table_of(window).focus_index]
        assert area.rect.contains(focused.sceneBoundingRect()), focused.key
    assert area.scale == scale  # the player's zoom is kept


def test_tab_reaches_the_setup_choices_before_the_zoom_buttons(qtbot: Any, settings: Any) -> None:
    """Setting up from the keyboard: the first Tab lands on a choice that plays (a side, Ready), and the park's
    zoom buttons, which only change the view, come after every such piece."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=3)
    wait_for_me(qtbot, window)
    table = table_of(window)
    view = window.page.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    first = table.focused()
    assert first is not None and not first.key.startswith("zoom:")
    keys = [getattr(thing, "key", "") for thing in table.focus_chain()]
    zooms = [i for i, k in enumerate(keys) if k.startswith("zoom:")]
    assert zooms and zooms == list(range(len(keys) - len(zooms), len(keys)))


@pytest.mark.parametrize("size", [(1024, 700), (1280, 720)])
def test_in_a_window_narrower_than_a_laptop_the_adventures_narrow_rather_than_cover_the_hand(
        qtbot: Any, settings: Any, size: tuple[int, int]) -> None:
    """Below a laptop's width the seat's area has no room for full-width adventures beside the hand tiles:
    the adventure cards narrow, and no card covers a tile of the hand."""
    window = placed(qtbot, settings, size=size)
    table = table_of(window)
    tiles = [i.mapRectToScene(i.body()) for k, i in table.items.items() if k.startswith("hand:")]
    cards = [i.mapRectToScene(i.body()) for k, i in table.items.items() if k.startswith("adventure:")]
    assert tiles and len(cards) == 3
    assert not any(t.intersects(c) for t in tiles for c in cards)


def test_hint_lights_the_suggested_tile_and_space(qtbot: Any, settings: Any) -> None:
    """The Hint button's suggestion is shown on the table: the tile turned as suggested and its space."""
    window = placed(qtbot, settings)
    table = table_of(window)
    legal = [a for a in window.controller.legal_actions() if isinstance(a, A.Place)]  # type: ignore[union-attr]
    place = next(a for a in legal if a.rotation and A.Place(a.tile, a.pos, 0) not in legal)
    click(window.page.view, table.items[f"hand:{place.tile}"].sceneBoundingRect().center())  # held as printed
    spot = table.zones[f"spot:{place.pos[0]},{place.pos[1]}"]
    assert isinstance(spot, ParkSpot) and spot.says_turn()
    table.show_hint(place)
    assert spot.glow == "hint"
    assert not spot.says_turn()  # the hint turned the tile already: the space does not say "turn it"
    tile = table.items[f"hand:{place.tile}"]
    assert isinstance(tile, ParkTileItem) and tile.hint_glow and tile.turn == place.rotation
    assert table.hint_bubble.isVisible() and table.hint_bubble.text.startswith("Place the lit tile here")
    assert str(place.tile) not in table.bubble.text  # players never see tile numbers


def test_a_hint_shows_the_whole_space_it_names_though_the_park_is_framed_tighter(qtbot: Any,
                                                                                 settings: Any) -> None:
    """The park is framed with only part of a space round it; a hint naming a space on that edge brings
    the whole space into the park's view, so the lit place and the arrow's tip are not cut off (a laptop)."""
    window = placed(qtbot, settings, size=(1280, 720))
    table = table_of(window)
    legal = [a for a in window.controller.legal_actions() if isinstance(a, A.Place)]  # type: ignore[union-attr]
    edge = min(legal, key=lambda a: a.pos[1])  # a space above the park's top row
    spot = table.zones[f"spot:{edge.pos[0]},{edge.pos[1]}"]
    area = table.park_area.rect
    assert not area.contains(spot.sceneBoundingRect())  # part of it beyond the park's edge
    table.show_hint(edge)
    assert area.contains(spot.sceneBoundingRect())


def test_a_hint_for_a_space_speaks_beside_the_space_not_over_it(qtbot: Any, settings: Any) -> None:
    """First Turn: the suggested start space glows, and the bubble that names it leaves the space in view."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=3)
    start_game(qtbot, window)
    wait_for_me(qtbot, window)
    table = table_of(window)
    figure = next(a for a in window.controller.legal_actions() if isinstance(a, A.Figure))  # type: ignore[union-attr]
    table.show_hint(figure)
    space = table.zones[f"cell:{figure.pos[0]},{figure.pos[1]}"]
    bubble = table.hint_bubble
    placed_at, lit = bubble.mapRectToScene(bubble._rect), space.sceneBoundingRect()
    assert space.glow == "hint" and bubble.isVisible() and bubble.text == "Start your figure here"
    assert not placed_at.intersects(lit.adjusted(10, 10, -10, -10))  # the glow's margin aside
    assert abs(placed_at.center().x() - lit.center().x()) < lit.width() + placed_at.width() / 2


def test_a_hint_for_a_tray_move_lights_its_button_and_speaks_beside_it(qtbot: Any, settings: Any) -> None:
    """A suggestion the tray plays (finishing the turn) lights that button, and its bubble sits beside it,
    clear of the prompt above the tray and of the other buttons."""
    window = placed(qtbot, settings)
    place_any_tile(qtbot, window)
    press_button(window, "Stay here")
    wait_for_me(qtbot, window)
    table = table_of(window)
    done = next(a for a in window.controller.legal_actions() if isinstance(a, A.Done))  # type: ignore[union-attr]
    table.show_hint(done)
    lit = [item for key, item in table.items.items() if key.startswith("tray:") and item.hint_glow]
    assert [item.data_["label"] for item in lit] == ["Draw and finish"]
    bubble = table.hint_bubble
    placed_at, button = bubble.mapRectToScene(bubble._rect), lit[0].sceneBoundingRect()
    assert bubble.isVisible() and bubble.text == "Draw and finish"
    assert placed_at.right() <= button.left() and abs(placed_at.center().y() - button.center().y()) < 1
    others = [i.sceneBoundingRect() for i in window.page.scene.items()
              if isinstance(i, (ButtonItem, LabelItem)) and i.isVisible() and i is not lit[0]]
    assert not any(placed_at.intersects(rect) for rect in others)


def test_setup_hint_sets_the_toggles_so_ready_plays_it(qtbot: Any, settings: Any) -> None:
    """Setup: the suggested character side and adventure sides are switched on, and Ready glows."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=3)
    wait_for_me(qtbot, window)
    table = table_of(window)
    start = A.Start("scoring", ("advanced", "standard", "advanced"))
    assert start in window.controller.legal_actions()  # type: ignore[union-attr]
    table.show_hint(start)
    assert table.items["setup:ready"].hint_glow
    assert "Scoring side" in table.items["setup:side:scoring"].text
    assert table.hint_bubble.text.startswith("Scoring side up;") and "Press Ready" in table.hint_bubble.text
    table.items["setup:ready"].pressed.emit()
    assert state_of(window).sides[0] == "scoring"


def test_end_game_bonuses_are_shown_card_by_card_as_the_rules_score_them(qtbot: Any, settings: Any) -> None:
    """Game End / Scoring Bonuses: each face-up Medium and Hard card shows what it adds at the end."""
    from rules.day_at_the_park.data import ADVENTURES

    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben", "normal")], seed=3)
    c = window.controller
    assert c is not None
    state: Any = c.state.clone()
    hard = next(n for n, card in ADVENTURES.items() if card.tier == "hard")
    same = [n for n, card in ADVENTURES.items() if card.type == ADVENTURES[hard].type and n != hard][:2]
    medium = next(n for n, card in ADVENTURES.items() if card.tier == "medium" and card.type != ADVENTURES[hard].type)
    state.done[0] = [(hard, "advanced"), (same[0], "standard"), (same[1], "standard"), (medium, "advanced")]
    state.items[0] = dict.fromkeys(state.items[0], 0) | {ADVENTURES[medium].theme: 5}
    state.held[0] = []
    state.over = True
    c.stop()
    c.state = state
    table = table_of(window)
    table.rebuild(c.view())
    shown = {int(k.split(":")[1]): i.data_.get("end_bonus") for k, i in table.items.items() if k.startswith("done:")}
    medium_bonus, hard_bonus = state.end_bonuses(0)
    assert shown[hard] == hard_bonus == 3 and shown[medium] == medium_bonus == 2
    assert shown[same[0]] is None and shown[same[1]] is None
    texts = [getattr(i, "text", "") for i in table.scene.items()]
    assert any("End-game bonuses, card by card" in t and f"{ADVENTURES[hard].name}: +3" in t for t in texts)


def test_animated_move_ends_where_the_rules_put_the_figure(qtbot: Any, settings: Any) -> None:
    """2. Move Your Character, animated: the figure glides step by step and rests on the space it reached."""
    from desktop.games.day_at_the_park.pieces import figure_spot

    window = placed(qtbot, settings)
    place_any_tile(qtbot, window)
    c = window.controller
    assert c is not None
    settings.set("animation_speed", 6.0)
    click_cell(window, (1, 0))
    click_cell(window, (1, 1))
    press_button(window, "Confirm move")
    assert c.animator.busy  # the steps are being played
    qtbot.waitUntil(lambda: not c.animator.busy, timeout=5_000)
    wait_for_me(qtbot, window)
    figure = table_of(window).items["figure:0"]
    assert state_of(window).figures[0] == (1, 1)
    assert figure.pos() == figure_spot((1, 1), 0)


def test_tricycle_token_rides_to_a_lit_space_and_gains_its_item(qtbot: Any, settings: Any) -> None:
    """Taking an Attraction, then Attraction Actions — Tricycle: move to any space and gain its item."""
    from rules.day_at_the_park.data import ATTRACTIONS

    window = shown_window(qtbot, settings)
    tokens = ["tricycle"] * 8 + [k for k in ATTRACTIONS if k != "tricycle" for _ in range(8)]
    window.start_game(Record("day-at-the-park", [Player("Ana"), Player("Ben", "normal")], 3,
                             setup={"attractions": tokens}), [])
    start_game(qtbot, window)
    wait_for_me(qtbot, window)
    click_cell(window, (0, 0))
    wait_for_me(qtbot, window)
    place_any_tile(qtbot, window)
    state = state_of(window)
    new = next(p for p in state.park.tiles if state.park.tiles[p] > 0)
    assert new in state.park.attractions  # the placed tile carries a token, bench side up
    # walk there (a shortest path through the park) and stop on it to take the token
    reach = state.reachable(0)
    assert new in reach
    path = [new]
    while reach[path[0]] > 1:
        path.insert(0, next(q for q in state.park.adjacent(path[0]) if reach.get(q) == reach[path[0]] - 1))
    for pos in path:
        click_cell(window, pos)
    press_button(window, "Confirm move")
    wait_for_me(qtbot, window)
    assert state_of(window).held[0] == ["tricycle"]
    # from the keyboard: Tab to the token, Enter; the ring goes on to the spaces to ride to, and the prompt
    # says what to pick (it said "finish your turn", and six more Tabs led from the token to a space)
    view = window.page.view
    view.setFocus()
    token = table_of(window).items["token:tricycle"]
    for _ in range(len(table_of(window).focus_chain())):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        if table_of(window).focus_chain()[table_of(window).focus_index] is token:
            break
    QTest.keyClick(view, Qt.Key.Key_Return)
    table = table_of(window)
    lit = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("cell:") and z.glow == "legal"}
    assert lit == set(state_of(window).park.tiles) - {new}
    ringed = table.focus_chain()[table.focus_index]
    assert getattr(ringed, "key", "").startswith("cell:") and ringed.data_["pos"] in lit
    assert any("Tricycle: pick a lit space to ride to" in text for text in table_texts(window))
    target = (1, 1) if new != (1, 1) else (0, 1)
    item = ALL_TILES[state_of(window).park.tiles[target]].item
    before = state_of(window).items[0][item]
    click_cell(window, target)
    state = state_of(window)
    assert state.figures[0] == target and state.items[0][item] == before + 1 and state.held[0] == []


# --- what the table shows is what the rules say ---------------------------------------------------


def table_texts(window: MainWindow) -> list[str]:
    return [str(getattr(i, "text", "")) for i in table_of(window).scene.items()]


def test_completing_chase_bubbles_shows_the_two_points_the_rulebook_gives(qtbot: Any, settings: Any) -> None:
    """3. Complete Adventures example: Keroppi on a cupcake space turns in a flower and a cupcake for
    Chase Bubbles and scores 2 points; the table shows the card's cost and then the score the rules keep."""
    window = own_turn_after_placing(qtbot, settings, ["keroppi", "hello-kitty"])
    c = window.controller
    assert c is not None
    state: Any = c.state
    bubbles = next(n for n, card in ADVENTURES.items() if card.name == "Chase Bubbles")
    for tier_pile in state.adv_piles.values():
        if bubbles in tier_pile:
            tier_pile.remove(bubbles)
    for seat_cards in state.open:
        if bubbles in dict(seat_cards):
            seat_cards.remove((bubbles, dict(seat_cards)[bubbles]))
            state.adv_piles["easy"].append(next(n for n, card in ADVENTURES.items() if card.tier == "easy"
                                                and all(n not in dict(o) for o in state.open) and n != bubbles
                                                and n not in state.adv_piles["easy"]))
    state.open[0][0] = (bubbles, "standard")
    state.items[0] = {"note": 0, "bird": 0, "flower": 1, "cupcake": 1}
    state.figures[0] = (0, 1)  # the start tile's cupcake space
    state.step = "complete"
    state._legal = {}
    table = table_of(window)
    table.rebuild(c.view())
    card = table.items[f"adventure:{bubbles}"]
    assert card.data_["free"] == "cupcake" and card.data_["spend"] == "1 flower, 1 cupcake"
    click(window.page.view, table.items[f"complete:{bubbles}"].sceneBoundingRect().center())
    view: Any = c.view()
    assert view.players[0].score == 2 and state.points[0]["adventures"] == 2
    assert any(t == "Ana — 2 points" for t in table_texts(window))
    assert table_of(window).score_lines(view)[0] == (0, "Ana: 2 points")


def test_completing_a_medium_adventure_adds_the_four_points_its_card_gives(qtbot: Any, settings: Any) -> None:
    """3. Complete Adventures: the completed card's points go on the score; a Medium adventure (five items on
    its standard side) gives 4 (content/park.md, the adventure table). Completed with the table's Complete
    button, the seat's score, the completed pile's total and the score panel show the rules' view: 4 more."""
    window = own_turn_after_placing(qtbot, settings, ["keroppi", "hello-kitty"])
    c = window.controller
    assert c is not None
    state: Any = c.state
    k, card = next((k, card) for k, (card, _side) in enumerate(state.open[0]) if ADVENTURES[card].tier == "medium")
    state.open[0][k] = (card, "standard")
    cost = ADVENTURES[card].cost
    assert len(cost) == 5
    state.items[0] = {item: cost.count(item) for item in ("note", "bird", "flower", "cupcake")}
    state.step = "complete"
    state._legal = {}
    before: Any = c.view()
    table = table_of(window)
    table.rebuild(before)
    click(window.page.view, table.items[f"complete:{card}"].sceneBoundingRect().center())
    if not c.view().players[0].done:  # more than one way to pay: the tray asks which
        press_button(window, "Pay")
    view: Any = c.view()
    me = view.players[0]
    assert [e.card for e in me.done] == [card]
    assert me.score - before.players[0].score == 4 and me.points()["adventures"] == 4
    texts = table_texts(window)
    assert f"Ana — {me.score} points" in texts and "Completed: 1 adventure, 4 points" in texts
    assert table_of(window).score_lines(view)[0] == (0, f"Ana: {me.score} points")


def test_a_field_tile_never_lights_beside_a_garden_edge_of_the_start_tile(qtbot: Any, settings: Any) -> None:
    """1. Placing a Tile: touching edges must match. The start tile's north-west space shows a garden to the
    north, so an all-field tile lights nowhere north of it, and a drop there gives the rulebook's reason."""
    window = placed(qtbot, settings)
    c = window.controller
    assert c is not None
    state: Any = c.state
    field = 22  # Bb FFFF: field on every side
    for place in (state.pile, state.removed, *state.hands[1:]):
        if field in place:
            place.remove(field)
            place.append(state.hands[0][0])
    if field not in state.hands[0]:
        state.hands[0][0] = field
    state._legal = {}
    table = table_of(window)
    table.rebuild(c.view())
    click(window.page.view, table.items[f"hand:{field}"].sceneBoundingRect().center())
    table = table_of(window)
    lit = {z.data_["pos"] for k, z in table.zones.items() if k.startswith("spot:") and z.glow in ("legal", "turn")}
    assert (0, -1) not in lit and (-1, 0) in lit  # west of it the start tile shows a field edge
    click(window.page.view, table.items[f"hand:{field}"].sceneBoundingRect().center())
    before = list(c.record.actions)
    drag(window.page.view, table.items[f"hand:{field}"].sceneBoundingRect().center(),
         cell_point(window, (0, -1), dy=0.0))
    assert "field edge meets a garden edge" in table_of(window).bubble.text
    assert c.record.actions == before


def test_after_the_draw_the_tray_offers_special_actions_and_end_turn(qtbot: Any, settings: Any) -> None:
    """Special Actions "at any time on your turn": after drawing, the turn waits with the character action
    and an End turn button; pressing it passes the turn."""
    window = own_turn_after_placing(qtbot, settings, ["keroppi", "hello-kitty"])
    press_button(window, "Stay here")
    wait_for_me(qtbot, window)
    press_button(window, "Draw and finish")
    c = window.controller
    assert c is not None and c.state.step == "end" and c.state.active == 0
    texts = table_texts(window)
    assert "Ana — Your new tile is drawn. Use special actions, or end your turn." in texts
    assert any(t.startswith("Use Keroppi") for t in texts)
    press_button(window, "End turn")
    assert c.state.active == 1


def test_on_a_laptop_screen_the_whole_park_shows_without_pressing_anything(qtbot: Any, settings: Any) -> None:
    """Issue 32 (after issue 18): in a 1280×720 window every tile of the park is in view by default at
    every stage of a game, also once the park is too large for 64-px tiles; no "Fit park" needed."""
    game = get_game("day-at-the-park")
    state = game.new(2, game.resolve_options({}), 6)
    rng = random.Random(6)
    window = shown_window(qtbot, settings, (1280, 720))
    seen_large = False
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if len(state.park.tiles) % 2:
            continue
        record = Record.of(state, [Player("Ana"), Player("Ben", "normal")])
        window.start_game(record, [])
        assert window.controller is not None
        window.controller.stop()
        view = window.page.view
        qtbot.waitUntil(lambda v=view: table_of(window).area == v.sceneRect())
        table = table_of(window)
        tiles = [i for k, i in table.items.items() if k.startswith("park:")]
        shown = table.park_area.rect.adjusted(-1, -1, 1, 1)
        assert tiles and [t.key for t in tiles if not shown.contains(t.sceneBoundingRect())] == []
        seen_large |= min(t.sceneBoundingRect().width() for t in tiles) * view.transform().m11() < 60
    assert seen_large  # the park outgrew 64-px tiles in this game, and still showed whole


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_own_mats_badge_and_name_overlap_nothing_on_the_mat(qtbot: Any, settings: Any,
                                                                 size: tuple[int, int]) -> None:
    """The shown seat's badge sits clear of the character card and every other piece on its mat, and its
    name ends before the hand's title, however long the name (it was half under the card)."""
    from desktop.games.day_at_the_park.layout import BADGE_R
    from desktop.table.items import LabelItem
    from desktop.table.panels import SeatPanel

    game = get_game("day-at-the-park")
    state = game.new(2, game.resolve_options({}), 3)
    rng = random.Random(3)
    for _ in range(60):  # well into the game: tokens, items and adventures on the mat
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    window = shown_window(qtbot, settings, size)
    window.start_game(Record.of(state, [Player("Massimiliano Bartolomeo"), Player("Ben", "normal")]), [])
    assert window.controller is not None
    window.controller.stop()
    view = window.page.view
    qtbot.waitUntil(lambda: table_of(window).area == view.sceneRect())
    lay = table_of(window).lay
    badge = QRectF(lay.badge - QPointF(BADGE_R, BADGE_R), QSizeF(2 * BADGE_R, 2 * BADGE_R))
    assert lay.me.contains(badge)
    on_mat = [i for i in view.scene().items(lay.me) if i.isVisible() and i.parentItem() is None]
    assert any(isinstance(i, SeatPanel) and i.sceneBoundingRect().contains(lay.me) for i in on_mat)
    others = [i for i in on_mat if not isinstance(i, SeatPanel)]
    assert len(others) > 10  # the card, the name, items, tokens, tiles, adventures
    assert [i for i in others if i.sceneBoundingRect().intersects(badge)] == []
    labels = {i.text: i.sceneBoundingRect() for i in others if isinstance(i, LabelItem)}
    name = next(r for t, r in labels.items() if t.startswith("Massimiliano"))
    title = labels["Your tiles"]
    assert name.right() < title.left() and name.left() >= badge.right()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_thinking_rival_shows_it_on_its_own_mat_not_over_the_park(qtbot: Any, settings: Any,
                                                                     size: tuple[int, int]) -> None:
    """With four players the marker still finds room on each rival's mat, after its items, and
    covers none of its words, chips or the park."""
    window = shown_window(qtbot, settings, size)
    players = [Player("Ana"), Player("Ben", "normal"), Player("Cy", "normal"), Player("Dee", "normal")]
    window.start_game(Record("day-at-the-park", players, 5), [])
    wait_for_me(qtbot, window)
    table = table_of(window)
    for seat in (1, 2, 3):
        table.show_thinking(seat, True)
        label = table.thinking_label
        assert label is not None and label.isVisible() and label.text == "thinking…"
        assert covered(label, SeatPanel, DropZone) == []
        table.show_thinking(seat, False)


def test_a_character_action_aimed_at_the_park_is_worded_without_numbers_and_points_at_its_space(
        qapp: Any) -> None:
    """A suggestion to take out a tile (Badtz-maru) or swap places (Kuromi) names the character and says
    "this tile"/"this figure" while the hint points at that space: never the tile's or seat's number."""
    from pathlib import Path

    from desktop.games.day_at_the_park.words import hint_words, target_of

    record = Record.load(Path(__file__).parents[1] / "rules/day_at_the_park/records/main-3p-normal.json")
    state = record.new_state()
    seen: set[type] = set()
    for seat, text in record.actions:
        view = state.view(seat)
        for a in state.legal_actions(seat):
            if isinstance(a, A.CharacterAction) and isinstance(a.detail, A.RemoveTile | A.SwitchPlaces):
                seen.add(type(a.detail))
                words = hint_words(a, view)
                assert not any(ch.isdigit() for ch in words), words
                assert ("this tile" if isinstance(a.detail, A.RemoveTile) else "this figure") in words
                pos = target_of(a.detail, view)
                if isinstance(a.detail, A.RemoveTile):
                    assert pos == next(s.pos for s in view.park if s.tile == a.detail.tile)
                else:
                    assert pos is not None and pos == view.players[a.detail.seat].figure
        state.apply(seat, A.parse(text))
    assert seen == {A.RemoveTile, A.SwitchPlaces}


def test_monkey_random_clicks_drags_and_keys_raise_nothing(qtbot: Any, settings: Any) -> None:
    """Random gestures, most of them on the park's tiles, spots and buttons, over a hot-seat game with a
    bot: nothing raises, moves are made only by the rules, and the table shows what a fresh build of the
    view shows."""
    window = open_game(qtbot, settings, [Player("Ana"), Player("Ben"), Player("Cy", "random")], seed=21,
                       size=(1280, 720))
    keys = [Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape,
            Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_R, Qt.Key.Key_Plus,
            Qt.Key.Key_Minus]
    monkey(window, random.Random(4), 1200, keys, drag_share=0.4)
    controller = window.controller
    assert controller is not None and len(controller.record.actions) >= 3, "the gestures played no move"
    left_whole_by_the_monkey(qtbot, window)


def test_the_completed_line_counts_adventures_and_points_each_in_its_number() -> None:
    """The heading over the completed adventures said "Completed: 1 adventure, 1 points": each count takes its
    own number."""
    from desktop.games.day_at_the_park.words import completed_words

    assert completed_words(1, 1) == "Completed: 1 adventure, 1 point"
    assert completed_words(2, 7) == "Completed: 2 adventures, 7 points"


def test_a_figure_picked_up_by_a_click_is_put_down_by_a_click_anywhere(qtbot: Any, settings: Any) -> None:
    """2. Move Your Character: the figure picked up by a click shows as held; a click on a space it cannot step
    to puts it down, and it no longer shows as held (it stayed drawn lifted though nothing was held)."""
    window = placed(qtbot, settings)
    place_any_tile(qtbot, window)
    table = table_of(window)
    figure = table.items["figure:0"]
    table.item_clicked(figure)
    assert table.selected is figure and figure.selected_
    steps = set(table._step_cells())
    elsewhere = [z for k, z in table.zones.items() if k.startswith("cell:") and z.data_.get("pos") not in steps
                 and z.data_.get("pos") not in table.cell_actions]
    table.zone_clicked((elsewhere or [z for k, z in table.zones.items() if not k.startswith("cell:")])[0])
    assert table.selected is None and not figure.selected_
