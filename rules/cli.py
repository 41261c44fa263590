"""Headless commands: games, simulate, replay, review, bench rules, bench bots.

Nothing here imports Qt, so these run on machines without a screen. Errors the
user can cause end in one readable line and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rules.bots import LEVELS, Budget, make_bot
from rules.console import Progress, UsageError, at_least_one, game_options, positive_seconds, usable_folder
from rules.core import Player, Record, RulesError, all_games, clip, get_game
from rules.core.catalogue import LANGUAGES, catalogue
from rules.core.text import Text, render, say
from rules.sim import play


def cmd_games(args: argparse.Namespace) -> int:
    games = all_games()
    translate = catalogue(args.language)

    def words(text: str | Text) -> str:
        return render(text, (), translate)

    if args.json:
        out = []
        for g in games:
            out.append({
                "id": g.id,
                "name": g.name,
                "players": [g.min_players, g.max_players],
                "players_by_option": list(g.widest_player_range()),
                "options": [
                    {"key": o.key, "label": words(o.label), "help": words(o.help), "default": o.default,
                     "allowed": words(o.allowed()),
                     **({"choices": [{"value": c, "label": words(o.label_of(c)), "help": words(o.help_of(c))}
                                     for c in o.choices]} if o.choices else {})}
                    for o in g.options
                ],
            })
        print(json.dumps(out, indent=1, ensure_ascii=False))
    else:
        for g in games:
            opts = ", ".join(f"{o.key}={o.spelled(o.default)}" for o in g.options)  # as --option takes it
            players = say("{low}-{high} players", low=g.min_players, high=g.max_players)
            low, high = g.widest_player_range()
            if (low, high) != (g.min_players, g.max_players):
                players = say("{players}, {low}-{high} by option", players=players, low=low, high=high)
            print(f"{g.id:18} {g.name}  ({words(players)}){'  ' + opts if opts else ''}")
    return 0


def records_folder(parser: argparse.ArgumentParser, text: str) -> Path:
    """The --records folder, created if missing; a usage error if it cannot hold files."""
    try:
        return usable_folder(text)
    except UsageError as exc:
        parser.error(f"argument --records: {exc}")


def cmd_simulate(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    options = game.resolve_options(game_options(args.option))
    game.check_players(args.players, options)  # before --bots is counted against it
    levels = [s.strip() for s in args.bots.split(",")] if args.bots else ["random"]
    if len(levels) == 1:
        levels *= args.players
    if len(levels) != args.players:
        raise UsageError(f"--bots names {len(levels)} levels for {args.players} players")
    budget = None
    if args.seconds is not None or args.iterations is not None:
        budget = Budget(seconds=args.seconds, iterations=args.iterations)
    bots = [make_bot(game.id, level, budget) for level in levels]
    records = records_folder(args.parser, args.records) if args.records else None

    wins = [0.0] * args.players
    totals = [0.0] * args.players
    lengths = []
    progress = Progress(args.games, f"{game.id}")
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        played = play(game, bots, seed, options)
        result = played.state.result()
        winners = result.winners
        for s in winners:
            wins[s] += 1 / len(winners)
        for s, score in enumerate(result.scores):
            totals[s] += score
        lengths.append(played.decisions)
        if records:
            rec = Record.of(played.state, [Player(f"Seat {s + 1}", lv) for s, lv in enumerate(levels)])
            (records / f"{game.id}-{seed}.json").write_text(rec.to_json(), encoding="utf-8")
        progress.update(i + 1)
    progress.close()
    elapsed = time.perf_counter() - start
    summary: dict[str, Any] = {
        "game": game.id,
        "players": args.players,
        "options": options,
        "bots": levels,
        "games": args.games,
        "seconds": round(elapsed, 3),
        "games_per_second": round(args.games / elapsed, 2) if elapsed > 0 else None,
        "wins_by_seat": [round(w, 2) for w in wins],
        "mean_score_by_seat": [round(t / args.games, 3) for t in totals],
        "mean_game_length": round(statistics.fmean(lengths), 2) if lengths else 0,
    }
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print(f"{game.name}: {args.games} games, {args.players} players, bots {','.join(levels)}")
        print(f"  {summary['games_per_second']} games/s, mean length {summary['mean_game_length']} decisions")
        for s in range(args.players):
            print(f"  seat {s + 1}: {wins[s]:g} wins, mean score {totals[s] / args.games:.2f}")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    record = Record.load(args.file)
    state = record.replay()
    names = [clip(p.name, quoted=False) for p in record.players]
    out: dict[str, Any] = {"game": record.game, "moves": len(record.actions), "over": state.is_over()}
    if state.is_over():
        out["result"] = state.result().to_dict()
    else:
        out["to_act"] = list(state.to_act())
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print(f"{get_game(record.game).name}: {len(record.actions)} moves replayed")
        if state.is_over():
            res = state.result()
            for s, name in enumerate(names):
                print(f"  {res.ranks[s]}. {name}: {res.scores[s]:g}")
        else:
            print("  the game is not over; to act: " + ", ".join(names[s] for s in state.to_act()))
    return 0


#: What the entry point runs elsewhere (desktop/launcher.py, net/cli.py): listed so --help names every command.
_ELSEWHERE = (
    ("party-table", "open the app (--selftest plays and renders every table headless, --lobby-timing times its start)"),
    ("party-table serve", "hold tables for friends to join over the network (see serve --help)"),
    ("party-table bench net", "the table server's timings"),
    ("party-table bench gui", "the tables' drawing timings (needs Qt)"),
)
OTHER_COMMANDS = "other commands:\n" + "\n".join(f"  {command:24} {what}" for command, what in _ELSEWHERE)
OTHER_BENCHES = "other benches:\n" + "\n".join(f"  {command:24} {what}" for command, what in _ELSEWHERE
                                               if command.startswith("party-table bench "))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="party-table", description="Party Table headless commands", epilog=OTHER_COMMANDS,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("games", help="list the games")
    p.add_argument("--json", action="store_true", help="every game and its options, labels and help as JSON")
    p.add_argument("--language", choices=LANGUAGES, default="en", help="the language of labels and help")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("simulate", help="play bot games and print statistics")
    p.add_argument("game")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=at_least_one, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--bots", help=f"bot level per seat, comma separated ({', '.join(LEVELS)})")
    p.add_argument("--seconds", type=positive_seconds, help="hard bots' thinking time per decision (default 1.0)")
    p.add_argument("--iterations", type=at_least_one, help="hard bots' search iterations per decision (reproducible)")
    p.add_argument("--records", metavar="DIR", help="write each game's record here")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_simulate, parser=p)

    p = sub.add_parser("replay", help="replay a record and print its scores")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_replay)

    from rules import review_cli

    review_cli.add_parser(sub)

    bench = sub.add_parser("bench", help="benchmarks that print figures", epilog=OTHER_BENCHES,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
    bsub = bench.add_subparsers(dest="what", required=True)
    from rules import bench as bench_mod

    bench_mod.add_parsers(bsub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):
        # A name read from a record may hold text the terminal's encoding cannot show
        # (a lone surrogate): print it escaped rather than stop.
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except (RulesError, UsageError) as exc:
        print(f"party-table: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly, as Unix tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:
        # A file or folder that went away or filled up mid-run: one line, not a traceback.
        print(f"party-table: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
