"""Benchmarks that print figures (never timed tests): `party-table bench …`, one module per bench.

`playouts` (bench rules), `matches` (bench bots), `peer`, `calibration`, `hint` and `review`; what they
share (running games in processes, progress, game options) is in `runs`.
"""

from __future__ import annotations

from typing import Any

from rules.bench import calibration, hint, matches, peer, playouts, review


def add_parsers(sub: Any) -> None:
    """Each bench's subcommand, in the order `party-table bench --help` lists them."""
    for bench in (playouts, matches, peer, calibration, hint, review):
        bench.add_parser(sub)
