"""Two apps at one table over the network, in screenshots: `python packaging/net_screenshots.py OUT_DIR`.

Issue #34's demonstration: `party-table serve` runs on 127.0.0.1 (a free port) in its own
process; two main windows, each with its own network thread, sit at one table of the lobby's
first game (or `--game`): Ana creates it, Ben joins it by its code, a third seat is a bot that
takes its time (the server's `--bot-pause`), so the round's reveal waits. Each person makes
the first choice their table offers, and each window is saved once both have chosen:
`net-ana.png` and `net-ben.png` must each show only that person's own face-down choice.

Run it in an X server: `QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" …` (or offscreen).
Only the loopback address is ever used.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from shot_app import ROOT, language, scratch_app, settle, window_size

#: The server's pause before each bot move: longer than the script runs, so the reveal never comes.
BOT_PAUSE = "600"


def start_server() -> tuple[subprocess.Popen[str], int]:
    """`party-table serve` on 127.0.0.1 and a free port; the port it printed."""
    env = dict(os.environ, PARTY_TABLE_NO_LAN="1", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from desktop.launcher import main; sys.exit(main())",
                             "serve", "--host", "127.0.0.1", "--port", "0", "--bot-pause", BOT_PAUSE, "--quiet"],
                            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line.startswith("serving on ws://127.0.0.1:"):
        proc.terminate()
        raise SystemExit(f"the server did not start: {line.strip()}")
    return proc, int(line.split()[2].rsplit(":", 1)[1])


def sit_down(app: Any, windows: list[Any], game: str, port: int, out: Path) -> str:
    """Ana hosts the game on the server with the lobby's Host a table…, Ben joins with Join a table…, Ana starts.

    The two dialogs are saved too (net-host.png, net-join.png). Returns the table code."""
    from desktop.network.seat import RemoteController
    from desktop.screens.network_dialogs import HostDialog, JoinDialog

    ana, ben = windows
    lobby = ana.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.game is not None and b.game.id == game))
    lobby.count.setValue(3)
    for row, name in zip(lobby.seat_rows, ("Ana", "Ben", "Chiara"), strict=False):
        row.name.setText(name)
    lobby.host_button.click()
    host: HostDialog = ana.network_dialog
    host.kinds[1].setCurrentIndex(host.kinds[1].findData("remote"))
    host.where.setCurrentIndex(host.where.findData("server"))
    host.server.setText(f"127.0.0.1:{port}")
    host.open_button.click()
    if not settle(app, host.share.isVisible):
        raise SystemExit(f"the table did not open: {host.note.text()}")
    code = str(host.bridge.client.code)
    ben.lobby.join_button.click()
    join: JoinDialog = ben.network_dialog
    join.address.setText(f"127.0.0.1:{port}")
    join.code.setText(code)
    join.find_button.click()
    if not settle(app, lambda: join.seat.count() > 0):
        raise SystemExit(f"the table was not found: {join.note.text()}")
    join.name.setText("Ben")
    join.grab().save(str(out / "net-join.png"))
    join.join_button.click()
    if not settle(app, host.start_button.isEnabled):
        raise SystemExit(f"Ben did not sit down: {join.note.text()}")
    host.grab().save(str(out / "net-host.png"))
    print(out / "net-host.png", out / "net-join.png", sep="\n")
    host.start_button.click()
    if not settle(app, lambda: all(isinstance(w.controller, RemoteController) for w in windows)):
        raise SystemExit("the game did not start in both windows")
    return code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", type=window_size, default=(1600, 900))
    parser.add_argument("--game", default="", help="a game id (default: the lobby's first game)")
    parser.add_argument("--language", type=language, default="en")
    args = parser.parse_args(argv)
    from desktop.games import entries

    games = [entry.game_id for entry in entries()]
    if args.game and args.game not in games:
        parser.error(f"--game is one of {', '.join(games)}, not {args.game!r}")
    game = args.game or games[0]
    width, height = args.size
    with scratch_app("party-table-net-shots-", args.language) as (app, settings):
        from desktop.network.seat import RemoteController
        from desktop.screens.main_window import MainWindow

        args.out.mkdir(parents=True, exist_ok=True)
        server, port = start_server()
        windows: list[Any] = []
        try:
            windows = [MainWindow(settings), MainWindow(settings)]
            for i, window in enumerate(windows):
                window.resize(width, height)
                window.move(40 + i * 60, 40 + i * 60)
                window.show()
            code = sit_down(app, windows, game, port, args.out)
            controllers = [w.controller for w in windows]
            assert all(isinstance(c, RemoteController) for c in controllers)
            for c in controllers:
                assert c is not None
                settle(app, lambda c=c: bool(c.legal_actions()))
                choice = min(c.legal_actions(), key=str)
                refusal = c.submit(choice)
                said = f" (refused: {refusal})" if refusal else ""
                print(f"{c.seat_names()[c.perspective or 0]} chooses: {choice}{said}")

            def both_chose() -> bool:
                return all(isinstance(c, RemoteController) and c.perspective is not None and c.idle
                           and c.perspective not in c.picture.views[c.perspective].to_act() for c in controllers)

            if not settle(app, both_chose):
                print("the two choices did not arrive in time", file=sys.stderr)
                return 1
            for window, name in zip(windows, ("ana", "ben"), strict=True):
                window.raise_()
                settle(app, lambda: False, 1.0)
                path = args.out / f"net-{name}.png"
                window.grab().save(str(path))
                print(path)
            print(f"table {code} on 127.0.0.1:{port}")
        finally:
            for window in windows:
                window.close()
            server.terminate()
            server.wait(10)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
