"""Playing again at a table on the network: the host opens the next table, and everyone still at the last one
sits down at it in their own seat, without a code to type (docs/network.md, `again` and `moved`)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path

import pytest

from net.client import NetError, Refused
from net.server import CLOSE_DONE

from .tables import client, close_all, finished, play_out, run, seated, served


def test_the_next_table_seats_everyone_still_at_the_last_in_their_own_seat_and_opens_the_seats_of_those_gone() -> None:
    async def go() -> None:
        async with served() as server:
            clients, seats = await seated(server, "birthday-turtle", ["here", "remote", "remote"])
            host, ben, cleo = clients
            watcher = await client(server)
            await watcher.watch(host.code)
            await play_out(clients, seats)
            old = server.tables[host.code]
            old_tokens = {"ben": ben.token, "cleo": cleo.token, "host": host.token}
            animals = old.record.setup["animals"]
            await cleo.close()  # Cleo went home before the host asked for another game
            await host.wait_for(lambda c: not c.seats[2]["connected"])

            code = await host.again()
            assert code != old.code and host.code == code and host.host and host.my_seats == [0]
            await ben.wait_for(lambda c: c.code == code and c.phase == "lobby")
            await watcher.wait_for(lambda c: c.code == code and c.phase == "lobby")
            new = server.tables[code]
            # Ben sits where he sat, by his name and colour, with a token of the new table (not the old one's)
            assert ben.my_seats == [1] and not ben.host and ben.token not in ("", old_tokens["ben"])
            assert ben.record is None and ben.views == {} and ben.seats[1]["name"] == "Guest 2"
            assert [s.name for s in new.seats] == ["Host 1", "Guest 2", ""]
            assert [s["open"] for s in ben.seats] == [False, False, True]  # Cleo's seat waits for someone
            # each seat that stays plays as it did; the open seat's newcomer picks for themselves
            assert new.record.setup["animals"][:2] == animals[:2]
            assert watcher.my_seats == [] and watcher.token == ""
            assert new.record.seed != old.record.seed
            # the old tokens hold nothing at the new table: a rejoin with one is turned away
            stranger = await client(server)
            with pytest.raises(NetError):
                await stranger.rejoin(code, old_tokens["ben"])
            # someone new takes Cleo's seat with the code, and the game goes on as a first one would
            dana = await client(server)
            await dana.join(code, 2, "Dana", "bluish-green")
            await host.start()
            await play_out([host, ben, dana], [0, 1, 2])
            assert new.phase == "over" and new.record.players[2].name == "Dana"
            await close_all([host, ben, dana, watcher, stranger])
    run(go())


def test_only_the_host_asks_for_the_next_table_and_only_once_the_game_is_over() -> None:
    async def go() -> None:
        async with served() as server:
            clients, seats = await seated(server, "turtle-butt", ["here", "remote"])
            host, ben = clients
            with pytest.raises(Refused, match="not over yet"):
                await host.again()
            await play_out(clients, seats)
            with pytest.raises(Refused, match="only the host"):
                await ben.again()
            assert len(server.tables) == 1 and ben.code == host.code
            await close_all(clients)
    run(go())


def test_each_guest_hears_only_its_own_token_for_the_next_table() -> None:
    """A token is a seat's key: the `moved` a guest receives holds its own, and no frame holds another's."""
    async def go() -> None:
        async with served() as server:
            clients = await finished(server, "turtle-butt", ["here", "remote", "remote"])
            host, ben, cleo = clients
            ben.frames, cleo.frames = [], []
            code = await host.again()
            await ben.wait_for(lambda c: c.code == code and bool(c.seats))
            await cleo.wait_for(lambda c: c.code == code and bool(c.seats))
            assert ben.token != cleo.token
            assert ben.token not in "".join(cleo.frames) and cleo.token not in "".join(ben.frames)
            assert host.token not in "".join(ben.frames + cleo.frames)
            # and each new token is the key to its own seat at the new table
            back = await client(server)
            await ben.close()
            await back.rejoin(code, ben.token)
            assert back.my_seats == [1]
            await close_all([host, cleo, back])
    run(go())


def test_those_moved_on_are_not_shown_away_from_the_finished_game() -> None:
    """The finished table tells nobody still at it that the host or a guest is away when they go on to the next:
    a guest's last picture of the finished game keeps everyone connected."""
    async def go() -> None:
        async with served() as server:
            clients = await finished(server, "turtle-butt", ["here", "remote", "remote"])
            host, ben, cleo = clients
            old = host.code
            ben.frames = []
            code = await host.again()
            await ben.wait_for(lambda c: c.code == code and bool(c.seats))
            old_frames = [json.loads(f) for f in ben.frames if json.loads(f).get("code") == old]
            assert all(s["connected"] for m in old_frames if "seats" in m for s in m["seats"]), old_frames
            await close_all([host, ben, cleo])
    run(go())


def test_a_host_who_leaves_a_table_still_in_its_lobby_closes_it_for_everyone(tmp_path: Path) -> None:
    """On a `party-table serve` the host's app does not hold the server: its `leave` before the start closes the
    table for good, so those waiting at it are told (the close is final) and nothing is left to resume."""
    async def go() -> None:
        async with served(folder=tmp_path) as server:
            clients, _seats = await seated(server, "arturo", ["here", "remote"], start=False)
            host, ben = clients
            code = host.code
            assert (tmp_path / f"{code}.json").is_file()
            await host.leave()
            assert ben._reader is not None
            await asyncio.wait_for(ben._reader, 10)  # the reader ends with the server's close
            assert ben.ws is not None and ben.ws.close_code == CLOSE_DONE  # final: the app does not try again
            assert "closed the table before the game began" in str(ben.closed_message)
            assert code not in server.tables and not (tmp_path / f"{code}.json").exists()
            await close_all(clients)
    run(go())


def test_an_open_seat_a_bot_takes_before_the_start_has_a_name_until_it_is_open_again() -> None:
    """The host gives an open seat to a bot in the lobby: every screen names it ("Bot 2"), a person may still
    take it, and handed back it is open and nameless again."""
    async def go() -> None:
        async with served() as server:
            clients, _seats = await seated(server, "turtle-butt", ["here", "remote"], start=False)
            host, ben = clients
            await ben.leave()
            await host.wait_for(lambda c: c.seats[1]["open"])
            await host.hand_over(1, "easy")
            await host.wait_for(lambda c: c.seats[1]["bot"] == "easy")
            assert host.seats[1]["name"] == "Bot 2" and host.seats[1]["open"]
            await host.hand_over(1, "person")
            await host.wait_for(lambda c: not c.seats[1]["bot"])
            assert host.seats[1]["name"] == ""
            await host.hand_over(1, "easy")
            cleo = await client(server)
            await cleo.join(host.code, 1, "Cleo", "bluish-green")  # a person takes the bot's seat before the start
            await host.wait_for(lambda c: c.seats[1]["name"] == "Cleo" and not c.seats[1]["bot"])
            await close_all([host, ben, cleo])
    run(go())


def test_a_guest_away_when_the_host_played_again_comes_back_to_their_seat_at_the_next_table(tmp_path: Path) -> None:
    """Cleo's connection dropped just as the host asked for another game; her window rejoins the finished table
    with its token and is moved on to her seat at the next, as if she had been there (its lobby, her name and
    animal) — also after the server restarted, since the finished table's file names the next one."""
    async def go() -> None:
        async with served(tmp_path) as server:
            clients = await finished(server, "birthday-turtle", ["here", "remote", "remote"])
            host, _ben, cleo = clients
            old = server.tables[host.code]
            animal, old_code, old_token = old.record.setup["animals"][2], old.code, cleo.token
            await cleo.close()
            await host.wait_for(lambda c: not c.seats[2]["connected"])
            code = await host.again()
        async with served(tmp_path) as server:  # the same folder: a restart in between
            back = await client(server)
            await back.rejoin(old_code, old_token)
            await back.wait_for(lambda c: c.code == code and c.phase == "lobby")
            new = server.tables[code]
            assert back.my_seats == [2] and back.token not in ("", old_token) and not back.host
            assert new.seats[2].name == "Guest 3" and new.record.setup["animals"][2] == animal
            assert back.seats[2]["open"] is False and back.views == {} and back.record is None
            # the old token still holds the finished game's seat, not the new one
            stranger = await client(server)
            with pytest.raises(NetError):
                await stranger.rejoin(code, old_token)
            await close_all([back, stranger])
    run(go())


def test_a_guest_back_too_late_stays_at_the_finished_table() -> None:
    """Once someone else has taken the seat, a guest who comes back finds the finished game, as before."""
    async def go() -> None:
        async with served() as server:
            clients = await finished(server, "turtle-butt", ["here", "remote"])
            host, ben = clients
            old_code, old_token = host.code, ben.token
            await ben.close()
            await host.wait_for(lambda c: not c.seats[1]["connected"])
            code = await host.again()
            dana = await client(server)
            await dana.join(code, 1, "Dana", "bluish-green")
            back = await client(server)
            await back.rejoin(old_code, old_token)
            await back.sync()
            assert back.code == old_code and back.phase == "over" and back.my_seats == [1]
            assert server.tables[code].seats[1].name == "Dana"
            await close_all([host, dana, back])
    run(go())


def test_a_guest_whose_news_of_the_next_table_was_lost_claims_that_seat_with_the_last_tables_token() -> None:
    """A Wi-Fi connection can die without a word, and the server go on writing to it for a while: the host's
    `again` then gives the guest's seat at the next table to that dead connection. When the guest's window comes
    back to the finished table with its token there, it is moved on to that very seat, and the dead connection
    is let go."""
    async def go() -> None:
        async with served() as server:
            clients = await finished(server, "birthday-turtle", ["here", "remote", "remote"])
            host, ben, cleo = clients
            old_code, old_token = host.code, ben.token
            code = await host.again()
            await ben.wait_for(lambda c: c.code == code and bool(c.seats))  # the `moved` that "never arrived"
            new = server.tables[code]
            assert new.seats[1].carried and new.seats[1].conn is not None
            back = await client(server)
            await back.rejoin(old_code, old_token)
            await back.wait_for(lambda c: c.code == code and c.phase == "lobby")
            assert back.my_seats == [1] and back.token not in ("", old_token, ben.token)
            assert new.seats[1].conn is not None and new.seats[1].conn is not ben and new.seats[1].name == "Guest 2"
            with contextlib.suppress(NetError):  # the connection that held the seat is told it is held elsewhere
                await asyncio.wait_for(ben._reader, 10)
            assert ben.closed and "connected again from elsewhere" in ben.closed
            await close_all([host, cleo, back])
    run(go())


def test_a_host_that_asks_again_after_losing_the_answer_sits_at_the_same_next_table() -> None:
    """The host's `again` was answered on a connection that then died: back at the finished table, the host's
    second `again` opens no second table (its guests already wait at the first), but seats the host there."""
    async def go() -> None:
        async with served() as server:
            clients = await finished(server, "turtle-butt", ["here", "remote"])
            host, ben = clients
            old_code, host_token = host.code, host.token
            code = await host.again()
            await ben.wait_for(lambda c: c.code == code and bool(c.seats))
            back = await client(server)
            await back.rejoin(old_code, host_token)
            assert back.host and back.code == old_code
            again = await back.again()
            assert again == code and len(server.tables) == 2 and back.host and back.token != host_token
            with contextlib.suppress(NetError):  # the host's first connection is let go
                await asyncio.wait_for(host._reader, 10)
            assert host.closed and "connected again from elsewhere" in host.closed
            assert ben.code == code and server.tables[code].seats[1].conn is not None
            await back.start()
            await ben.wait_for(lambda c: c.phase == "playing")
            await close_all([ben, back])
    run(go())
