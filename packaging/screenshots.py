"""Take the README's screenshots from the real app: `python packaging/screenshots.py OUT_DIR [--size WxH]`.

Run it in an X server (`QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" …`) or offscreen. Each
shot is a game of one human (seat 0) against normal bots, dealt from a fixed seed and played by the bots up to
a moment where it is the human's turn, shown in the main window at the asked size.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

def _shots() -> dict[str, tuple[str, dict[str, Any], int, int, float]]:
    """name → (game, options, players, seed, share of the game played before the shot), from each game's entry."""
    from desktop.games import entries

    return {shot.name: (entry.game_id, dict(shot.options), shot.players, shot.seed, shot.share)
            for entry in entries() for shot in entry.shots}


def _actions(game_id: str, options: dict[str, Any], players: int, seed: int, share: float) -> list[tuple[int, str]]:
    """The bots' moves of a whole game, cut where the human (seat 0) is next to act."""
    from rules.bots import make_bot
    from rules.core import get_game

    game = get_game(game_id)
    state = game.new(players, game.resolve_options(options), seed, None)
    bots = [make_bot(game_id, "normal") for _ in range(players)]
    rngs = [random.Random(f"shot/{seed}/{s}") for s in range(players)]
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.view(seat), rngs[seat], None))
    history = list(state.history)
    cut = int(len(history) * share)
    while cut < len(history) and history[cut][0] != 0:
        cut += 1
    return history[:cut]


def _settle(app: Any, done: Callable[[], bool], seconds: float = 10.0) -> None:
    """Let the window finish laying itself out (the lobby fits itself in a few passes)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        if done():
            break
    for _ in range(10):
        app.processEvents()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--only", nargs="*", default=None, help="the shots to take (lobby and the games' shots)")
    parser.add_argument("--language", default="en")
    parser.add_argument("--suffix", default="")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    home = tempfile.mkdtemp(prefix="party-table-shots-")
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = home
    os.environ["PARTY_TABLE_NO_LAN"] = "1"  # screenshots never announce or browse tables (net/discovery.py)

    from PySide6.QtWidgets import QApplication

    from desktop.screens.main_window import MainWindow
    from desktop.startup import i18n
    from desktop.storage.settings import Settings
    from desktop.table import theme
    from rules.core import Player, Record, get_game

    app = QApplication(sys.argv[:1])
    theme.load_fonts(app)  # the bundled faces, as the app has them (not the system's fallback)
    settings = Settings(str(Path(home) / "settings.ini"))
    settings.set("language", args.language)
    i18n.install(app, args.language)
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.only or "lobby" in args.only:
        window = MainWindow(settings)
        window.resize(width, height)
        window.show()
        _settle(app, lambda: window.lobby.settled)
        path = args.out / f"lobby{args.suffix}.png"
        window.grab().save(str(path))
        print(path)
        window.close()
    for name, (game_id, options, players, seed, share) in _shots().items():
        if args.only and name not in args.only:
            continue
        game = get_game(game_id)
        names = ["Ana", "Ben", "Chiara", "Dev"][:players]
        record = Record(game=game_id, players=[Player(n, "human" if i == 0 else "normal") for i, n in enumerate(names)],
                        seed=seed, options=game.resolve_options(options),
                        actions=_actions(game_id, options, players, seed, share))
        window = MainWindow(settings)
        window.resize(width, height)
        window.show()
        window.start_game(record, [])
        _settle(app, lambda w=window: w.controller is None or w.controller.idle)
        path = args.out / f"{name}{args.suffix}.png"
        window.grab().save(str(path))
        print(path)
        window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
