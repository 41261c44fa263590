"""`party-table bench net`'s light clients play whole games, so the load's figures count real actions."""

from __future__ import annotations

import asyncio

import pytest

from net import bench
from net.client import play_seat
from rules.core import get_game, registry

from .tables import run, served, url


@pytest.mark.parametrize("game", [g.id for g in bench.shipped_games()])
def test_the_loads_light_clients_play_a_whole_game_of_every_game(game: str) -> None:
    async def scenario() -> None:
        async with served() as server:
            plan = bench.load_plan(game)
            clients = await bench.table_of(url(server), game, plan, bench.COLOURS, light=True)
            seats = [0] + [i for i, kind in enumerate(plan) if kind == "remote"]
            timings: list[float] = []
            await asyncio.gather(*(play_seat(c, s, bench.chooser(s), timings=timings)
                                   for c, s in zip(clients, seats, strict=True)))
            assert all(isinstance(c, bench.LoadClient) and c.phase == "over" for c in clients)
            assert len(timings) >= len(seats)  # every person at the table acted at least once
            for c in clients:
                await c.close()
    run(scenario())


def test_the_benchmark_plays_the_apps_own_games_not_a_toy_a_test_registered() -> None:
    assert [g.id for g in bench.shipped_games()] == [get_game(p.rpartition(".")[2].replace("_", "-")).id
                                                    for p in registry.GAME_PACKAGES]
    assert bench.heaviest_game() in [g.id for g in bench.shipped_games()]
