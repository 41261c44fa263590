"""Take the README's screenshots from the real app: `python packaging/screenshots.py OUT_DIR [--size WxH]`.

Run it in an X server (`QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" …`) or offscreen. Each
shot is a game of one human (seat 0) against normal bots, dealt from a fixed seed and played by the bots up to
a moment where it is the human's turn, shown in the main window at the asked size.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

from shot_app import language, scratch_app, settle, window_size


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", type=window_size, default=(1920, 1080))
    parser.add_argument("--only", nargs="*", default=None, help="the shots to take (lobby and the games' shots)")
    parser.add_argument("--language", type=language, default="en")
    parser.add_argument("--suffix", default="")
    args = parser.parse_args(argv)
    shots = _shots()
    unknown = [name for name in args.only or () if name != "lobby" and name not in shots]
    if unknown:
        parser.error(f"no shot is called {', '.join(unknown)}; the shots are lobby, {', '.join(shots)}")
    width, height = args.size
    with scratch_app("party-table-shots-", args.language) as (app, settings):
        from desktop.screens.main_window import MainWindow
        from rules.core import Player, Record, get_game

        args.out.mkdir(parents=True, exist_ok=True)
        if not args.only or "lobby" in args.only:
            window = MainWindow(settings)
            window.resize(width, height)
            window.show()
            settle(app, lambda: window.lobby.settled, 10.0)
            path = args.out / f"lobby{args.suffix}.png"
            window.grab().save(str(path))
            print(path)
            window.close()
        for name, (game_id, options, players, seed, share) in shots.items():
            if args.only and name not in args.only:
                continue
            game = get_game(game_id)
            names = ["Ana", "Ben", "Chiara", "Dev"][:players]
            record = Record(game=game_id,
                            players=[Player(n, "human" if i == 0 else "normal") for i, n in enumerate(names)],
                            seed=seed, options=game.resolve_options(options),
                            actions=_actions(game_id, options, players, seed, share))
            window = MainWindow(settings)
            window.resize(width, height)
            window.show()
            window.start_game(record, [])
            settle(app, lambda w=window: w.controller is None or w.controller.idle, 10.0)
            path = args.out / f"{name}{args.suffix}.png"
            window.grab().save(str(path))
            print(path)
            window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
