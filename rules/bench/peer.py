"""`bench peer`: a bot level against a game's outside searcher (rules/bots/outside.py)."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from typing import Any

from rules.bench.matches import TimedBot
from rules.bench.runs import run_all, terminal_progress
from rules.bots import LEVELS, make_bot
from rules.bots.outside import Peer, PeerMissing, peer_for, peer_games
from rules.bots.stats import percentile, wilson
from rules.console import at_least_one
from rules.core import OptionError
from rules.sim import seat_rng


def _play_peer_hand(job: tuple[str, str, str, int, float, int, int]) -> dict[str, Any]:
    """One measured stretch (a hand) of ours against the game's outside peer (a process-pool worker)."""
    game_id, level, context, simulations, uct_c, deck, ours = job
    peer = peer_for(game_id)
    assert peer is not None
    bots: list[TimedBot] = [TimedBot(peer.bot(simulations, uct_c)), TimedBot(make_bot(game_id, level))]
    if ours == 0:
        bots.reverse()
    state = peer.deal(context, deck)
    rngs = [seat_rng(deck, s) for s in range(2)]
    while not peer.finished(state):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.view(seat), rngs[seat]))
    points = peer.points(state)
    return {"deck": deck, "ours": points[ours], "peer": points[1 - ours],
            "ours_ms": [t * 1000 for t in bots[ours].times], "peer_ms": [t * 1000 for t in bots[1 - ours].times]}


def _peer(game_id: str | None) -> tuple[str, Peer]:
    """The game whose outside peer `bench peer` plays (the first game that has one when none is named)."""
    games = peer_games()
    if game_id is None and games:
        game_id = games[0]
    peer = peer_for(game_id) if game_id is not None else None
    if game_id is None or peer is None:
        raise OptionError(f"no outside peer for {game_id or 'any game'}; games with one: {', '.join(games) or 'none'}")
    return game_id, peer


def bench_peer(
    decks: int = 300,
    level: str = "hard",
    context: str | None = None,
    simulations: int = 2500,
    uct_c: float = 2.0,
    jobs: int = 1,
    seed: int = 0,
    progress: Any = None,
    game: str | None = None,
) -> dict[str, Any]:
    """Our `level` against the game's outside peer (see rules/bots/outside.py), each deck played twice with
    the seats swapped; `game` None: the first game that has a peer, `context` None: its first framing.

    Raises PeerMissing (with how to install it) when the peer's library is not installed.
    """
    game_id, peer = _peer(game)
    peer.check()  # fail now, with the installation hint, rather than in a worker
    if level not in LEVELS:
        raise OptionError(f"no bot level {level!r}; the levels are: {', '.join(LEVELS)}")
    context = context or next(iter(peer.contexts))
    if context not in peer.contexts:
        raise OptionError(f"no context {context!r}; the contexts are: {', '.join(peer.contexts)}")
    work = [(game_id, level, context, simulations, uct_c, seed + d, ours) for d in range(decks) for ours in (0, 1)]
    hands: list[dict[str, Any]] = run_all(_play_peer_hand, work, jobs, progress)
    n = len(hands)
    leads = [h["ours"] - h["peer"] for h in hands]
    # Each deck's two hands (one per seat) form one observation of the lead: the deal's luck cancels.
    per_deck = [(leads[i] + leads[i + 1]) / 2 for i in range(0, n, 2)]
    spread = statistics.stdev(per_deck) if len(per_deck) > 1 else 0.0
    half = 1.96 * spread / len(per_deck) ** 0.5 if per_deck else 0.0
    won = sum(1 for x in leads if x > 0)
    lost = sum(1 for x in leads if x < 0)
    low, high = wilson(won, won + lost)
    ours_ms = [t for h in hands for t in h["ours_ms"]]
    peer_ms = [t for h in hands for t in h["peer_ms"]]
    lead = statistics.fmean(leads) if leads else 0.0
    return {
        "game": game_id,
        "title": peer.title,
        "level": level,
        "context": context,
        "framing": peer.contexts[context],
        "peer": peer.describe(simulations, uct_c),
        "decks": decks,
        "hands": n,
        "ours_points": round(statistics.fmean(h["ours"] for h in hands), 3) if hands else 0.0,
        "peer_points": round(statistics.fmean(h["peer"] for h in hands), 3) if hands else 0.0,
        "lead": round(lead, 3),
        "lead95": [round(lead - half, 3), round(lead + half, 3)],
        "decided": won + lost,
        "decided_won": round(won / (won + lost), 4) if won + lost else 0.0,
        "wilson95": [round(low, 4), round(high, 4)],
        "ms_per_decision": {
            who: {"decisions": len(ts), "median": round(statistics.median(ts), 2) if ts else 0.0,
                  "p95": round(percentile(ts, 95), 2) if ts else 0.0}
            for who, ts in (("ours", ours_ms), ("peer", peer_ms))
        },
    }


def cmd_bench_peer(args: argparse.Namespace) -> int:
    try:
        row = bench_peer(args.decks, args.level, args.context, args.simulations, args.uct, args.jobs, args.seed,
                         terminal_progress(args, "hands"), args.game)
    except PeerMissing as exc:
        print(f"party-table: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(row, indent=1))
        return 0
    print(f"{row['title']} as {row['framing']}: {row['hands']} hands ({row['decks']} decks, seats swapped)")
    print(f"  {row['level']} v {row['peer']}")
    low, high = row["lead95"]
    print(f"  points per hand {row['ours_points']:.2f} v {row['peer_points']:.2f}:"
          f" lead {row['lead']:+.2f} (95% CI {low:+.2f} to {high:+.2f})")
    wl, wh = row["wilson95"]
    print(f"  decided hands won {100 * row['decided_won']:.1f}% of {row['decided']}"
          f" (95% CI {100 * wl:.1f}-{100 * wh:.1f}%)")
    for who in ("ours", "peer"):
        t = row["ms_per_decision"][who]
        print(f"  {who:>4}: median {t['median']:.2f} ms, p95 {t['p95']:.2f} ms over {t['decisions']} decisions")
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("peer", help="a bot level against a game's outside searcher, such as OpenSpiel's MCTS "
                       "(an optional extra)")
    p.add_argument("--game", help="the game (default: the first that has an outside searcher)")
    p.add_argument("--decks", type=at_least_one, default=300, help="decks, each played twice with the seats swapped")
    p.add_argument("--level", default="hard", help="our bot level (default hard)")
    p.add_argument("--context", help="how the game's peer frames the hand for our bot (default: its first; "
                   "an unknown one lists them)")
    p.add_argument("--simulations", type=at_least_one, default=2500, help="the peer's MCTS simulations per decision")
    p.add_argument("--uct", type=float, default=2.0, help="the peer's UCT exploration constant")
    p.add_argument("--jobs", type=at_least_one, default=1, help="hands played in parallel processes")
    p.add_argument("--seed", type=int, default=0, help="the first deck's seed")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench_peer)
