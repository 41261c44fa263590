"""`bench rules`: random playouts a second, straight on the rules' states."""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from rules.console import positive_seconds
from rules.core import Game, all_games, get_game
from rules.sim import random_playout


def bench_rules(game_ids: list[str], seconds: float) -> list[dict[str, Any]]:
    """Random playouts per second straight on states, for each game and player count, twice: as the bots'
    search plays them (`quiet` states: no log lines are written) and as a table's game does, each event
    with its sentence (`logged_per_second`); `seconds` is each one's time."""
    rows = []
    for game in (get_game(g) for g in game_ids) if game_ids else all_games():
        options = game.resolve_options(game.bench_options)
        low, high = game.player_range(options)
        for players in range(low, high + 1):
            quiet = _playouts(game, players, options, seconds, quiet=True)
            logged = _playouts(game, players, options, seconds, quiet=False)
            rows.append({
                "game": game.id,
                "players": players,
                "unit": game.bench_unit,
                "playouts": quiet[0],
                "playouts_per_second": quiet[1],
                "logged_per_second": logged[1],
            })
    return rows


def _playouts(game: Game, players: int, options: dict[str, Any], seconds: float, quiet: bool) -> tuple[int, float]:
    """How many random playouts ran in `seconds`, and how many a second."""
    rng = random.Random(players)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new(players, options, seed=count)
        state.quiet = quiet
        random_playout(state, rng)
        count += 1
    return count, round(count / (time.perf_counter() - start), 1)


def cmd_bench_rules(args: argparse.Namespace) -> int:
    rows = bench_rules(args.game or [], args.seconds)
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        for r in rows:
            print(f"{r['game']:18} {r['players']} players  {r['playouts_per_second']:>10,.1f} playouts/s as searched, "
                  f"{r['logged_per_second']:>10,.1f} with the log ({r['unit']})")
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("rules", help="random playouts per second for each game and player count")
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--seconds", type=positive_seconds, default=1.0, help="time per game, player count and way")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_rules)
