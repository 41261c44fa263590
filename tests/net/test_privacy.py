"""The per-seat view discipline of the screen is the discipline of the wire: what a client receives,
byte for byte, is the same when the other seats' secrets are re-dealt (issue 34)."""

from __future__ import annotations

import json
import random

import pytest

from net.client import Client
from rules.core import all_games

from .tables import close_all, random_player, run, seated, served

#: The registered games (not the toy game other tests may have registered in this process).
GAMES = [g.id for g in all_games() if type(g).__module__.startswith("rules.")]


async def frames_of_sync(player: Client) -> list[str]:
    player.frames = []
    await player.sync()
    frames = [f for f in player.frames if json.loads(f)["type"] != "ok"]
    player.frames = None
    return frames


@pytest.mark.parametrize("game", GAMES)
def test_a_client_receives_the_same_bytes_whatever_the_others_hold(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Three syncs a step per client is far beyond an honest client's pace: lift the flood limit here only
    # (tests/net/test_hostile.py holds it), so the test does not depend on how fast the machine is.
    monkeypatch.setattr("net.server.BURST", 10_000.0)
    async def go() -> None:
        async with served() as server:
            clients, seats = await seated(server, game, ["here", "remote", "remote"])
            host = clients[0]
            table = server.tables[host.code]
            rng = random.Random(3)
            choose = [random_player(s) for s in seats]
            for _step in range(12):
                if table.phase != "playing":
                    break
                for player, seat in zip(clients, seats, strict=True):
                    real = table.state
                    seen = await frames_of_sync(player)
                    for _twin in range(2):
                        table.state = real.determinize(seat, rng)
                        table.forget_encodings()
                        twin = await frames_of_sync(player)
                        assert twin == seen, f"seat {seat} could tell the deal apart"
                    table.state = real
                    table.forget_encodings()
                    assert real.to_dict() != {}  # the real state (with its secrets) is never what was sent
                    assert json.dumps(real.to_dict()) not in "".join(seen)
                mover = table.state.to_act()[0]
                player = clients[seats.index(mover)]
                await player.wait_for(lambda c, m=mover: m in c.views and m in c.views[m].to_act())
                await player.act(mover, choose[seats.index(mover)](player.view(mover)))
            await close_all(clients)
    run(go())
