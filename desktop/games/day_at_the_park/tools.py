"""Measuring and showing the Day at the Park table: the repaint/pick-up benchmark and the
screenshots for the docs (not tests: run by hand, print figures or write PNGs).

A game's `tools` module is the one file of its package that may use the shell (the app, the main
window): the app never imports it, so the table itself still knows only the toolkit and its rules."""

from __future__ import annotations

import statistics
import time
from typing import Any

from desktop.games.day_at_the_park.pieces import ParkTileItem
from desktop.games.day_at_the_park.table import DayAtTheParkTable
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.data import START_CELLS

# --- benchmark ---------------------------------------------------------------------------


def _late_park(tiles: int) -> tuple[Any, list[Any]]:
    """A 5-player game where Ana is about to place, with `tiles` park tiles down: (state, players)."""
    import random

    from rules.core import Player, Record, get_game

    game = get_game("day-at-the-park")
    players = [Player("Ana")] + [Player(f"Bot {i}", "normal") for i in range(1, 5)]
    state: Any = Record(game.id, players, seed=11).new_state()
    rng = random.Random(4)

    def placed() -> int:
        return len(state.park.tiles) - len(START_CELLS)

    # play plain turns (no special actions) until Ana is about to place late in the game
    plain = (A.Start, A.Figure, A.Place, A.Gain, A.Stop, A.Done, A.Refill, A.Reward, A.HighFiveStep, A.Bonus,
             A.Discard, A.Skip)
    while not state.is_over():
        if state.to_act() == (0,) and state.step == "place" and not state.subs and placed() >= tiles - 10:
            break
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        choice = next((a for kind in plain for a in legal if isinstance(a, kind)), None)
        state.apply(seat, choice if choice is not None else rng.choice(legal))
    # then top the park up to `tiles` with the unused tiles and the other hands, keeping Ana's hand
    pool = list(state.removed) + [t for hand in state.hands[1:] for t in hand]
    state.removed = []
    for hand in state.hands[1:]:
        hand.clear()
    while placed() < tiles and pool:
        t = pool.pop()
        spots = state.park.placements(t)
        if spots:
            x, y, r = spots[len(spots) // 2]
            state.park.add(t, (x, y), r)
    state._legal = {}  # the park was changed by hand: forget the cached legal moves
    return state, players


def bench_park(tiles: int = 45, repeat: int = 60) -> dict[str, float]:
    """Repaint time with `tiles` park tiles placed at 1920×1080, and pick-up-to-glow time; prints both.

    Run: QT_QPA_PLATFORM=offscreen python -c "from desktop.games.day_at_the_park.tools import bench_park; bench_park()"
    """
    from desktop.controller import GameController
    from desktop.startup.app import make_app
    from desktop.storage.settings import Settings
    from desktop.table.view import TableScene, TableView
    from rules.core import Record

    app = make_app()
    state, players = _late_park(tiles)

    def placed() -> int:
        return len(state.park.tiles) - len(START_CELLS)

    settings = Settings()
    for key, value in (("animation_speed", 0.0), ("bot_delay_ms", 0)):
        settings.set(key, value, persist=False)
    record = Record.of(state, players)
    controller = GameController(record, settings)
    controller.state = state
    controller._perspective = 0
    scene = TableScene()
    view = TableView(scene)
    view.resize(1920, 1080)
    view.show()
    table = DayAtTheParkTable(controller, scene)
    table.rebuild(state.view(0))
    view.fit()
    app.processEvents()  # type: ignore[attr-defined]
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        view.viewport().repaint()
        times.append((time.perf_counter() - t0) * 1000)
    # pick-up: the legal spaces of a hand tile computed and lit
    pick = []
    lit = 0
    hand = [i for k, i in table.items.items() if k.startswith("hand:") and i.draggable]
    for _ in range(20):
        if not hand:
            break
        table.placements = {}
        t0 = time.perf_counter()
        table.select(hand[0])
        view.viewport().repaint()
        pick.append((time.perf_counter() - t0) * 1000)
        lit = sum(1 for k, z in table.zones.items() if k.startswith("spot:") and z.glow in ("legal", "turn"))
        table.select(None)
    result = {"tiles": float(placed()), "repaint_median_ms": round(statistics.median(times), 2),
              "repaint_p95_ms": round(sorted(times)[int(len(times) * 0.95) - 1], 2),
              "pickup_glow_median_ms": round(statistics.median(pick), 2) if pick else -1.0,
              "lit_spaces": float(lit)}
    print(f"day-at-the-park, {placed()} tiles placed, 1920x1080: full repaint median "
          f"{result['repaint_median_ms']} ms (p95 {result['repaint_p95_ms']} ms); "
          f"tile pick-up to {lit} lit spaces median {result['pickup_glow_median_ms']} ms")
    view.close()
    return result




def park_screenshots(folder: str = "docs/screenshots", seed: int = 21) -> None:
    """Grab an early and a late park from the real app on the screen (run under Xvfb for the docs).

    Ana (played here by the rules' heuristic, through the same controller a person uses) faces two
    bots; early on her picked-up tile lights its spaces, late in the game her planned move is shown.
    Run: QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" python -c
    "from desktop.games.day_at_the_park.tools import park_screenshots; park_screenshots()"
    """
    import random
    from pathlib import Path

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.screens.main_window import MainWindow
    from desktop.startup.app import make_app
    from desktop.storage.settings import Settings
    from rules.core import Player, Record
    from rules.day_at_the_park.heuristic import HEURISTIC

    app = make_app()
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings()
    for key, value in (("animation_speed", 0.0), ("bot_delay_ms", 0), ("bot_seconds", 0.05)):
        settings.set(key, value, persist=False)
    window = MainWindow(settings)
    screen = QApplication.primaryScreen()
    window.setGeometry(screen.availableGeometry())
    window.show()
    players = [Player("Ana"), Player("Ben", "normal"), Player("Chiara", "normal")]
    window.start_game(Record("day-at-the-park", players, seed), [])
    rng = random.Random(seed)
    shots = {"early": False}

    def grab(name: str) -> None:
        QApplication.processEvents()
        QApplication.primaryScreen().grabWindow(0).save(str(out / f"day-at-the-park-{name}.png"))

    def tick() -> None:
        c = window.controller
        table = window.table
        if c is None or not isinstance(table, DayAtTheParkTable):
            return
        if c.state.is_over():
            QApplication.quit()
            return
        legal = c.legal_actions()
        if legal and c.thinking_seat is None:
            state: Any = c.state
            view = state.view(c.perspective)
            places = [a for a in legal if isinstance(a, A.Place)]
            if not shots["early"] and state.turn_no >= 6 and places and state.step == "place":
                shots["early"] = True
                tile = table.items.get(f"hand:{places[0].tile}")
                if isinstance(tile, ParkTileItem):
                    table.select(tile)
                QTimer.singleShot(400, lambda: grab("early"))
                QTimer.singleShot(700, tick)
                return
            if shots["early"] and not state.pile and any(isinstance(a, A.Step) for a in legal):
                here = state.figures[0]
                nxt = state.park.adjacent(here)[0]
                table.extend_path(nxt)
                table.extend_path(next(q for q in state.park.adjacent(nxt) if q != here))
                table.rebuild(view)
                QTimer.singleShot(400, lambda: grab("late"))
                QTimer.singleShot(700, QApplication.quit)
                return
            c.submit(HEURISTIC.choose(view, rng))
        QTimer.singleShot(30, tick)

    QTimer.singleShot(800, tick)
    app.exec()  # type: ignore[attr-defined]
    window.close()
