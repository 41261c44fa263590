"""Headless self-test and the GUI benchmark (the README's screenshots: packaging/screenshots.py).

`selftest` plays a short bot game of every game that has a table, through the
real controller and window, and renders each table to PNG. `bench_gui` measures
a full repaint of each table at 1920×1080, the time from process start to the
lobby, and peak memory during a 4-player game. `bench_games` plays game after game
in one window and follows the resident memory (nothing of a game may outlive it).
"""

from __future__ import annotations

import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rules.bots import LEVELS
from rules.core import Game, Player, Record


def _headless_env() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["PARTY_TABLE_NO_LAN"] = "1"  # the selftest never announces or browses tables (net/discovery.py)
    if "PARTY_TABLE_DATA" not in os.environ:
        os.environ["PARTY_TABLE_DATA"] = tempfile.mkdtemp(prefix="party-table-selftest-")
    if "PARTY_TABLE_SETTINGS" not in os.environ:
        os.environ["PARTY_TABLE_SETTINGS"] = os.path.join(os.environ["PARTY_TABLE_DATA"], "settings.ini")


def _quiet_settings() -> Any:
    from desktop.storage.settings import Settings

    settings = Settings()
    for key, value in (("animation_speed", 0.0), ("bot_delay_ms", 0), ("bot_seconds", 0.02)):
        settings.set(key, value, persist=False)
    return settings


def _bot_level() -> str:
    return "normal" if "normal" in LEVELS else LEVELS[0]


def _play_to_end(window: Any, record: Record, timeout_s: float = 120.0, shot_at: int = 0,
                 shot: Path | None = None) -> bool:
    """Start a game in ``window`` and pump events until it ends (or time runs out).

    The limit is on this process's CPU time, so a machine busy with other work does not fail
    a game that is only slow; a game that hangs waiting is stopped at five times the limit.
    Deferred deletions are carried out as the app's event loop does (`processEvents` outside an event loop
    never does them): so the game before, put away with `deleteLater`, goes as it would in the app.
    """
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    window.start_game(record, [])
    cpu_deadline, deadline = time.process_time() + timeout_s, time.monotonic() + 5 * timeout_s
    controller = window.controller
    taken = False
    while not controller.state.is_over() and time.process_time() < cpu_deadline and time.monotonic() < deadline:
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if shot is not None and not taken and len(controller.record.actions) >= shot_at:
            render_table(window, shot)
            taken = True
        time.sleep(0.001)
    QApplication.processEvents()
    return bool(controller.state.is_over())


def render_table(window: Any, path: Path, width: int = 1920, height: int = 1080) -> None:
    """Render the scene (the whole design space) to a PNG."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene = window.page.scene
    scene.render(painter, QRectF(0, 0, width, height), scene.sceneRect())
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path)):
        raise OSError(f"could not write {path}")


def _png_ok(path: Path) -> bool:
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    if image.isNull() or image.width() < 100:
        return False
    colours = {image.pixel(x, y) for x in range(0, image.width(), 97) for y in range(0, image.height(), 89)}
    return len(colours) > 20


def variants(game: Game) -> list[tuple[str, dict[str, Any]]]:
    """The set-ups the self-test plays: each choice of the game's first option with choices (its variant
    menu), or just the defaults. Each is named for file names: "" for the default set-up, so its pictures
    keep the plain ``<game>-end.png`` names."""
    for option in game.options:
        if option.choices:
            return [("" if choice == option.default else str(choice).replace("+", "-"), {option.key: choice})
                    for choice in option.choices]
    return [("", {})]


def players_for(game: Game, options: dict[str, Any], most: int = 99) -> int:
    """How many play a set-up: as many as it takes (up to `most`), or, for an option that only means something
    with some numbers of players (Birthday Turtle's two-player table pairs), the most of those."""
    low, high = game.player_range(game.resolve_options(options))
    only = [n for o in game.options if o.only_players and options.get(o.key, o.default) != o.default
            for n in o.only_players]
    return max(only) if only else max(low, min(most, high))


def _chosen(games: list[Game], only: Sequence[str]) -> list[Game]:
    """The games named in `only` (every game when it is empty), in the usual order."""
    unknown = set(only) - {g.id for g in games}
    if unknown:
        raise SystemExit(f"no table for: {', '.join(sorted(unknown))}")
    return [g for g in games if not only or g.id in only]


def selftest(out: str = "", only: Sequence[str] = ()) -> int:
    """Play and render every built table headless (or the games in `only`); 0 when all is well."""
    if out and Path(out).exists() and not Path(out).is_dir():
        raise SystemExit(f"--out must be a folder for the pictures: {out} is a file")
    _headless_env()
    from desktop.startup.app import make_app

    make_app()
    from desktop.games import playable_games
    from desktop.screens.main_window import MainWindow

    games: list[Game] = _chosen(playable_games(), only)
    folder = Path(out) if out else Path(tempfile.mkdtemp(prefix="party-table-shots-"))
    window = MainWindow(_quiet_settings())
    window.resize(1600, 900)
    window.show()
    failures = 0
    for game in games:
        for name, options in variants(game):
            high = players_for(game, options)
            players = [Player(f"Bot {i + 1}", _bot_level()) for i in range(high)]
            record = Record(game.id, players, seed=1234, options=game.resolve_options(options))
            stem = f"{game.id}-{name}" if name else game.id
            mid = folder / f"{stem}-midgame.png"
            finished = _play_to_end(window, record, shot_at=high * 2, shot=mid)
            end = folder / f"{stem}-end.png"
            render_table(window, end)
            ok = finished and _png_ok(end) and (not mid.exists() or _png_ok(mid))
            failures += not ok
            moves = len(window.controller.record.actions) if window.controller else 0
            print(f"{stem}: {'ok' if ok else 'FAILED'} ({high} players, {moves} moves; {end})")
    window.close()
    if not games:
        print("no game has a table yet")
    print("selftest " + ("passed" if failures == 0 else f"FAILED ({failures})"))
    return 0 if failures == 0 else 1


def _lobby_time() -> float:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.perf_counter()
    command = [sys.executable, "--lobby-timing"] if getattr(sys, "frozen", False) else [
        sys.executable, "-m", "desktop.launcher", "--lobby-timing"]
    proc = subprocess.run(command, capture_output=True,
                          text=True, env=env, timeout=60, cwd=str(Path(__file__).resolve().parents[2]))
    total = time.perf_counter() - start
    if "lobby-shown" not in proc.stdout:
        raise RuntimeError(f"the app did not report the lobby: {proc.stderr[-400:]}")
    return total


def peak_rss_mb() -> float | None:
    """This process's peak resident memory in MB; None where the platform does not say.

    POSIX has getrusage (kilobytes on Linux, bytes on macOS); Windows has no `resource`
    module, so there the peak working set comes from the process's memory counters.
    """
    try:
        import resource
    except ImportError:
        return _windows_peak_mb()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def _windows_peak_mb() -> float | None:
    import ctypes
    from ctypes import wintypes

    class Counters(ctypes.Structure):
        _fields_ = [("cb", wintypes.DWORD), ("PageFaultCount", wintypes.DWORD),
                    ("PeakWorkingSetSize", ctypes.c_size_t), ("WorkingSetSize", ctypes.c_size_t),
                    ("QuotaPeakPagedPoolUsage", ctypes.c_size_t), ("QuotaPagedPoolUsage", ctypes.c_size_t),
                    ("QuotaPeakNonPagedPoolUsage", ctypes.c_size_t), ("QuotaNonPagedPoolUsage", ctypes.c_size_t),
                    ("PagefileUsage", ctypes.c_size_t), ("PeakPagefileUsage", ctypes.c_size_t)]

    try:
        psapi, kernel32 = ctypes.WinDLL("psapi"), ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return None
    counters = Counters()
    counters.cb = ctypes.sizeof(Counters)
    if not psapi.GetProcessMemoryInfo(kernel32.GetCurrentProcess(), ctypes.byref(counters), counters.cb):
        return None
    return round(counters.PeakWorkingSetSize / (1024 * 1024), 1)


def _seconds(make: Any) -> float:
    start = time.perf_counter()
    make()
    return time.perf_counter() - start


def _table_timings(app: Any, game: Game, settings: Any, repeat: int) -> dict[str, Any]:
    """One table in the middle of a game of random players at 1920×1080: its repaint's time, and a move's
    (every piece made afresh from the view and the whole table painted)."""
    import random

    from desktop.controller import GameController
    from desktop.games import table_class
    from desktop.table.view import TableScene, TableView

    players = [Player(f"P{i + 1}", "random") for i in range(game.max_players)]
    state = Record(game.id, players, seed=77).new_state()
    rng = random.Random(3)
    for _ in range(game.max_players * 6):  # into the middle of a game
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    controller = GameController(Record.of(state, players), settings)
    controller._perspective = 0
    scene = TableScene()
    view = TableView(scene)
    view.resize(1920, 1080)
    view.show()
    cls = table_class(game)
    assert cls is not None
    table = cls(controller, scene)
    table.rebuild(controller.view())
    view.fit()
    app.processEvents()
    times = []
    for _ in range(max(5, repeat)):
        t0 = time.perf_counter()
        view.viewport().repaint()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    moves = []
    for _ in range(max(5, repeat // 2)):
        t0 = time.perf_counter()
        table.rebuild(controller.view())
        view.viewport().repaint()
        moves.append((time.perf_counter() - t0) * 1000)
        app.processEvents()
    moves.sort()
    view.close()
    return {
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(times[int(len(times) * 0.95) - 1], 2),
        "move_median_ms": round(statistics.median(moves), 2),
        "move_p95_ms": round(moves[int(len(moves) * 0.95) - 1], 2),
        "items": len(scene.items()),
    }


def bench_gui(as_json: bool = False, repeat: int = 60, only: Sequence[str] = ()) -> int:
    """Repaint time per table at 1920×1080 (and a move's: the table rebuilt and repainted), start-to-lobby
    time, peak RSS in a 4-player game (of every built table, or of the games in `only`)."""
    _headless_env()
    from desktop.startup.app import make_app

    app = make_app()
    from desktop.games import playable_games
    from desktop.screens.main_window import MainWindow

    settings = _quiet_settings()
    results: dict[str, Any] = {"tables": {}}
    games = _chosen(playable_games(), only)
    for game in games:
        results["tables"][game.id] = _table_timings(app, game, settings, repeat)
    # the textures painted at start-up (a 1920×1080 wood and the four tablecloths), best of three
    from resources.art import textures

    makers: dict[str, Any] = {"wood": lambda: textures.wood(1920, 1080, seed=0),
              **{f"tablecloth {p}": (lambda p=p: textures.tablecloth(p, 1920, 1080)) for p in textures.PATTERNS}}
    results["textures_ms"] = {name: round(min(_seconds(make) for _ in range(3)) * 1000, 1)
                              for name, make in makers.items()}
    lobby = sorted(_lobby_time() for _ in range(3))
    results["lobby_shown_s"] = round(lobby[1], 3)
    # peak memory while a 4-player game is played through the window by bots
    window = MainWindow(settings)
    window.resize(1920, 1080)
    window.show()
    for game in games:
        if game.max_players >= 4:
            _play_to_end(window, Record(game.id, [Player(f"B{i}", _bot_level()) for i in range(4)], seed=5))
    window.close()
    results["peak_rss_mb"] = peak_rss_mb()
    if as_json:
        print(json.dumps(results, indent=1))
    else:
        for game_id, fig in results["tables"].items():
            print(f"{game_id:18} full repaint at 1920x1080: median {fig['median_ms']} ms, p95 {fig['p95_ms']} ms; "
                  f"a move redrawn: median {fig['move_median_ms']} ms, p95 {fig['move_p95_ms']} ms")
        for name, ms in results["textures_ms"].items():
            print(f"texture {name} at 1920x1080: {ms} ms (best of 3)")
        print(f"process start to lobby shown: {results['lobby_shown_s']} s (median of 3)")
        print(f"peak RSS during a 4-player game: {results['peak_rss_mb']} MB")
    return 0


def _rss_mb() -> float:
    """The process's resident memory now (Linux); elsewhere its peak, the nearest the system tells."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError, AttributeError):  # no /proc (or no sysconf): the peak instead
        return peak_rss_mb() or 0.0


def bench_games(games: int = 40, as_json: bool = False, timeout_s: float = 300.0, only: Sequence[str] = ()) -> int:
    """Play ``games`` bot games one after another in one window, each new game started as the last one ends
    (the app's own event loop runs, as for a player at the end screen), and print after each game the
    resident memory and how many games' controllers and table pieces are still alive (after a collection,
    so only what something still holds is counted). The games take turns: every game with a table, or
    the games in `only`."""
    _headless_env()
    from desktop.startup.app import make_app

    app = make_app()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QGraphicsItem

    from desktop.controller import GameController
    from desktop.games import playable_games
    from desktop.screens.main_window import MainWindow

    window = MainWindow(_quiet_settings())
    window.resize(1920, 1080)
    window.show()
    cycle = _chosen(playable_games(), only)
    rows: list[dict[str, Any]] = []
    failed: list[str] = []
    watchdog = QTimer()
    watchdog.setSingleShot(True)

    def game_over() -> None:
        controller = window.controller
        rss = _rss_mb()  # before the collection: what the app holds as it runs
        gc.collect()
        objects = gc.get_objects()
        row = {"game": len(rows) + 1, "id": controller.record.game if controller else "",
               "moves": len(controller.record.actions) if controller else 0, "rss_mb": round(rss, 1),
               "controllers": sum(isinstance(o, GameController) for o in objects),
               "pieces": sum(isinstance(o, QGraphicsItem) for o in objects),
               "on_table": len(window.page.scene.items())}
        del objects
        rows.append(row)
        if not as_json:
            print(f"game {row['game']:3} {row['id']:16} {row['moves']:4} moves  RSS {row['rss_mb']:6.1f} MB  "
                  f"controllers alive {row['controllers']}  pieces alive {row['pieces']} "
                  f"({row['on_table']} on the table)", flush=True)
        start_next()

    def timed_out() -> None:
        failed.append(window.controller.record.game if window.controller else "?")
        app.quit()  # type: ignore[attr-defined]

    def start_next() -> None:
        if len(rows) >= games:
            app.quit()  # type: ignore[attr-defined]
            return
        game = cycle[len(rows) % len(cycle)]
        players = [Player(f"Bot {i + 1}", _bot_level()) for i in range(min(4, game.max_players))]
        window.start_game(Record(game.id, players, seed=1000 + len(rows)), [])
        assert window.controller is not None
        window.controller.over.connect(lambda _result: QTimer.singleShot(0, game_over))  # the end screen first
        watchdog.start(int(timeout_s * 1000))

    watchdog.timeout.connect(timed_out)
    QTimer.singleShot(0, start_next)
    app.exec()  # type: ignore[attr-defined]
    window.close()
    if as_json:
        print(json.dumps({"games": rows, "timed_out": failed}, indent=1))
    elif rows:
        half = rows[len(rows) // 2]
        span = rows[-1]["game"] - half["game"]
        growth = (f"{(rows[-1]['rss_mb'] - half['rss_mb']) / span:+.2f} MB a game over the second half" if span
                  else "run 3 games or more for the growth a game")
        print(f"RSS after game 1: {rows[0]['rss_mb']} MB; after game {rows[-1]['game']}: {rows[-1]['rss_mb']} MB; "
              f"{growth}")
    if failed:
        print(f"a game did not end within {timeout_s:.0f} s: {failed[0]}")
    return 1 if failed else 0
