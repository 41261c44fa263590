"""Benchmarks that print figures (never timed tests): `party-table bench rules|bots`."""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from rules.core import all_games, get_game
from rules.sim import random_playout


def bench_rules(game_ids: list[str], seconds: float) -> list[dict[str, Any]]:
    """Random playouts per second straight on states, for each game and player count."""
    rows = []
    for game in (get_game(g) for g in game_ids) if game_ids else all_games():
        options = game.resolve_options(game.bench_options)
        low, high = game.player_range(options)
        for players in range(low, high + 1):
            rng = random.Random(players)
            count, start = 0, time.perf_counter()
            while time.perf_counter() - start < seconds:
                random_playout(game.new(players, options, seed=count), rng)
                count += 1
            elapsed = time.perf_counter() - start
            rows.append({
                "game": game.id,
                "players": players,
                "unit": game.bench_unit,
                "playouts": count,
                "playouts_per_second": round(count / elapsed, 1),
            })
    return rows


def cmd_bench_rules(args: argparse.Namespace) -> int:
    rows = bench_rules(args.game or [], args.seconds)
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        for r in rows:
            print(f"{r['game']:18} {r['players']} players  {r['playouts_per_second']:>10,.1f} playouts/s ({r['unit']})")
    return 0


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("rules", help="random playouts per second for each game and player count")
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--seconds", type=float, default=1.0, help="time per game and player count")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_rules)
