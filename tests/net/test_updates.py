"""An update is written from parts encoded once (net/server.py, `Table.send_to`): what a client receives
must still be exactly each of its seats' view and the log lines that seat may read."""

from __future__ import annotations

import json

from net import wire
from net.client import Client
from rules.arturo.events import PlanChanged, Prepared
from rules.core import Event
from rules.core.text import say

from .tables import close_all, random_player, run, seated, served


def test_an_update_holds_exactly_each_seats_view_and_the_log_it_may_read() -> None:
    async def go() -> None:
        async with served() as server:
            clients, seats = await seated(server, "turtle-butt", ["here", "remote", "remote"])
            table = server.tables[clients[0].code]
            checked = 0
            for _step in range(6):
                mover = table.state.to_act()[0]
                player = clients[seats.index(mover)]
                await player.wait_for(lambda c, m=mover: m in c.views and m in c.views[m].to_act())
                watcher: Client = clients[(seats.index(mover) + 1) % len(clients)]
                watcher.frames = []
                at = len(table.record.actions)
                await player.act(mover, random_player(mover)(player.view(mover)))
                await watcher.wait_for(lambda c, a=at: c.at > a)
                updates = [json.loads(f) for f in watcher.frames if json.loads(f)["type"] == "update"]
                watcher.frames = None
                assert updates, "the other player heard nothing of the move"
                for update in updates:
                    since, (part,) = update["since"], update["views"]
                    seat = part["seat"]
                    assert seat == seats[clients.index(watcher)]
                    assert part["view"] == wire.encode(table.state.view(seat))
                    assert part["log"] == [[wire.encode(e.for_seat(seat)) for e in events]
                                           for events in table.events[since:update["at"]]]
                    checked += 1
            assert checked >= 6
            await close_all(clients)
    run(go())


def test_a_seat_reads_its_own_secret_and_not_the_others_in_the_same_action() -> None:
    """Seats that may see different events of one action get different encodings of it; seats that may see
    the same ones (the other player and a spectator here) share one."""
    async def go() -> None:
        async with served() as server:
            clients, _seats = await seated(server, "arturo", ["here", "remote"])
            table = server.tables[clients[0].code]
            secret = Event.of(PlanChanged(("A",), None), say("your plan is {p}", p="A"), 0, visible_to=frozenset({0}),
                              public_text=say("{player} changes plans", player="Ann"))
            table.events.append([Event.of(Prepared("x", ()), say("Ann takes a card"), 0), secret])
            index = len(table.events) - 1
            texts = {seat: table._log_text(index, seat) for seat in (0, 1, None)}
            for seat, text in texts.items():
                assert json.loads(text) == [wire.encode(e.for_seat(seat)) for e in table.events[index]]
            assert "your plan is" in texts[0] and "your plan is" not in texts[1]
            assert texts[0] != texts[1] and texts[1] == texts[None]
            await close_all(clients)
    run(go())
