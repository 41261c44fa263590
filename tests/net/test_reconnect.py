"""Connections drop and games survive: reconnecting mid-game, the host quitting and resuming, and a
seat handed to a bot and back (issue 34, "What players get" 5)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from net import server as server_mod
from net.client import play_seat
from rules.core import Text

from .tables import client, close_all, play_out, random_player, run, seated, served


def test_a_player_reconnects_mid_game_to_exactly_where_they_were() -> None:
    async def go() -> None:
        async with served() as server:
            clients, _seats = await seated(server, "day-at-the-park", ["here", "remote"])
            host, ben = clients
            table = server.tables[host.code]
            await host.wait_for(lambda c: c.phase == "playing")
            # a few moves, then Ben's connection drops (a crash, a Wi-Fi drop)
            host_task = play_seat(host, 0, random_player(0))
            import asyncio
            playing = asyncio.ensure_future(host_task)
            await ben.wait_for(lambda c: 1 in c.views and 1 in c.views[1].to_act())
            token, code = ben.token, ben.code
            await ben.close()
            await host.wait_for(lambda c: not c.seats[1]["connected"])
            assert host.seats[1]["away"] is not None  # "waiting for Guest 2 (reconnecting…)"
            back = await client(server)
            await back.rejoin(code, token)
            await back.wait_for(lambda c: 1 in c.views)
            assert back.view(1) == table.state.view(1)
            assert len(back.logs[1]) == len(table.record.actions)
            await host.wait_for(lambda c: c.seats[1]["connected"])
            await play_seat(back, 1, random_player(1))
            await playing
            await back.wait_for(lambda c: c.record is not None)
            assert back.record.replay().is_over()
            await close_all([host, back])
    run(go())


def test_the_host_quits_and_the_game_resumes_with_the_same_players(tmp_path: Path) -> None:
    async def go() -> None:
        async with served(folder=tmp_path) as server:
            clients, seats = await seated(server, "arturo", ["here", "remote", "bot"])
            host, ben = clients
            code, host_token, ben_token = host.code, host.token, ben.token
            await ben.wait_for(lambda c: c.phase == "playing")
            for c, s in zip(clients, seats, strict=True):
                if s in server.tables[code].state.to_act():
                    await c.act(s, c.view(s).legal_actions()[0])
                    break
            before = server.tables[code].record.to_dict()
            assert (tmp_path / f"{code}.json").is_file()
            await close_all(clients)
        assert host_token not in (tmp_path / f"{code}.json").read_text()  # only hashes are kept
        async with served(folder=tmp_path) as server:  # the host starts again
            table = server.tables[code]
            assert table.record.to_dict() == before
            host, ben = await client(server), await client(server)
            await host.rejoin(code, host_token)
            await ben.rejoin(code, ben_token)
            assert host.my_seats == [0] and ben.my_seats == [1]
            await play_out([host, ben], [0, 1])
            assert host.record.actions[: len(before["actions"])] == [tuple(a) for a in before["actions"]]
            await close_all([host, ben])
    run(go())


def test_a_seat_is_handed_to_a_bot_and_back() -> None:
    async def go() -> None:
        async with served() as server:
            clients, _seats = await seated(server, "turtle-butt", ["here", "remote", "remote"])
            host, ben, cara = clients
            table = server.tables[host.code]
            await cara.close()  # Cara is gone; the host lets a bot play for her
            await host.hand_over(2, "random")
            await host.wait_for(lambda c: c.seats[2]["bot"] == "random")
            import asyncio
            tasks = [asyncio.ensure_future(play_seat(c, s, random_player(s))) for c, s in ((host, 0), (ben, 1))]
            await host.wait_for(lambda c: any(s == 2 for s, _ in table.record.actions) or c.phase == "over")
            assert any(s == 2 for s, _ in table.record.actions)  # the bot played for her
            back = await client(server)
            await back.rejoin(host.code, clients[2].token)
            if table.phase == "playing":
                await host.hand_over(2, "person")
                await back.wait_for(lambda c: c.seats[2]["bot"] == "")
            tasks.append(asyncio.ensure_future(play_seat(back, 2, random_player(2))))
            await asyncio.gather(*tasks)
            await back.wait_for(lambda c: c.record is not None)
            assert [p.name for p in back.record.players][2] == "Guest 3"
            await close_all([host, ben, back])
    run(go())


def test_a_table_file_that_cannot_be_written_stops_nothing(tmp_path: Path) -> None:
    """As an autosave at one computer: the move stands, everyone hears of it, the game goes on, and the
    failure is told once until the file can be written again."""
    folder = tmp_path / "tables"

    async def go() -> None:
        async with served(folder=folder) as server:
            told: list[tuple[str, dict[str, Any]]] = []
            server.on_event = lambda what, details: told.append((what, details))
            clients, seats = await seated(server, "turtle-butt", ["here", "remote"])
            host, ben = clients
            table = server.tables[host.code]
            shutil.rmtree(folder)
            folder.write_text("a file where the folder was")  # as a full disk would, the write fails
            for _ in range(2):
                seat = table.state.to_act()[0]
                mover = clients[seats.index(seat)]
                await mover.act(seat, mover.view(seat).legal_actions()[0])
                at = len(table.record.actions)
                await host.wait_for(lambda c, at=at: c.at == at)
                await ben.wait_for(lambda c, at=at: c.at == at)
            unsaved = [d for what, d in told if what == "not saved"]
            assert len(unsaved) == 1 and isinstance(unsaved[0]["why"], Text)
            assert table.unsaved is not None
            folder.unlink()
            await play_out(clients, seats)  # the game goes on, and its file is written again
            assert table.unsaved is None and (folder / f"{host.code}.json").is_file()
            await close_all(clients)
    run(go())


def test_a_saved_table_whose_moves_the_rules_refuse_is_skipped_and_the_others_resume(tmp_path: Path) -> None:
    async def go() -> None:
        async with served(folder=tmp_path) as server:
            first, _ = await seated(server, "arturo", ["here", "bot"])
            second, _ = await seated(server, "arturo", ["here", "bot"])
            codes = [first[0].code, second[0].code]
            await close_all(first + second)
        damaged = tmp_path / f"{codes[0]}.json"
        data = json.loads(damaged.read_text())
        data["record"]["actions"] = [[1 - seat, text] for seat, text in data["record"]["actions"]] or [[1, "pass"]]
        damaged.write_text(json.dumps(data))
        before = damaged.read_bytes()
        async with served(folder=tmp_path) as server:
            assert list(server.tables) == [codes[1]]
        assert damaged.read_bytes() == before  # left as it was
    run(go())


def test_saved_tables_nested_too_deep_or_with_a_seat_no_server_has_are_skipped(tmp_path: Path) -> None:
    """A damaged folder never stops a server: JSON nested past Python's recursion limit, a bot of a level
    no server knows, or a file too large to be a table is left as it was and the good table resumes."""
    async def go() -> None:
        async with served(folder=tmp_path) as server:
            good, _ = await seated(server, "arturo", ["here", "bot"])
            code = good[0].code
            await close_all(good)
        data = json.loads((tmp_path / f"{code}.json").read_text())
        data["seats"][1]["level"] = "bogus"
        bad = {"DEEPER.json": "[" * 200_000 + "]" * 200_000, "BOGUSX.json": json.dumps({**data, "code": "BOGUSX"}),
               "HUGE00.json": " " * (server_mod.MAX_TABLE_FILE + 1)}
        for name, text in bad.items():
            (tmp_path / name).write_text(text)
        async with served(folder=tmp_path) as server:
            assert list(server.tables) == [code]
        assert all((tmp_path / name).read_text() == text for name, text in bad.items())
    run(go())


def test_a_saved_table_whose_code_is_not_its_files_name_is_skipped_and_nothing_is_written_elsewhere(
        tmp_path: Path) -> None:
    """A table file said its code was "../escaped": the server resumed it and its next save wrote
    escaped.json beside the folder. A code must be a table code and the file's own name; a host that is not
    a kept token is refused too. Each such file is left as it was, and the good table resumes."""
    async def go() -> None:
        folder = tmp_path / "tables"
        async with served(folder=folder) as server:
            good, _ = await seated(server, "arturo", ["here", "bot", "bot"])
            code = good[0].code
            await close_all(good)
        data = json.loads((folder / f"{code}.json").read_text())
        bad = {"ESCAPE.json": {**data, "code": "../escaped"}, "LISTED.json": {**data, "code": ["x"]},
               "NOCODE.json": {**data, "code": None}, "OTHERS.json": data,
               "HOSTED.json": {**data, "code": "HOSTED", "host_sha256": ["x"]}}
        for name, table in bad.items():
            (folder / name).write_text(json.dumps(table))
        async with served(folder=folder) as server:
            assert list(server.tables) == [code]
            for table in server.tables.values():
                server.save(table)
        assert sorted(p.name for p in tmp_path.rglob("*.json")) == sorted([f"{code}.json", *bad])
        assert all(json.loads((folder / name).read_text()) == table for name, table in bad.items())
    run(go())


def test_a_table_kept_with_a_name_longer_than_todays_limit_still_resumes(tmp_path: Path) -> None:
    """Names on the wire were 40 letters long before they were the app's 16: a table kept then resumes."""
    async def go() -> None:
        async with served(folder=tmp_path) as server:
            good, _ = await seated(server, "arturo", ["here", "bot"])
            code = good[0].code
            await close_all(good)
        path = tmp_path / f"{code}.json"
        data = json.loads(path.read_text())
        data["seats"][0]["name"] = "Bartholomew Featherstonehaugh"  # 29 letters
        path.write_text(json.dumps(data))
        async with served(folder=tmp_path) as server:
            assert list(server.tables) == [code]
            assert server.tables[code].seats[0].name == "Bartholomew Featherstonehaugh"
    run(go())


def test_the_table_tells_a_person_who_left_from_one_whose_connection_dropped() -> None:
    """A guest whose app closes the table (a close frame) has left and may come back; one whose connection
    breaks without a word is reconnecting. Sitting down again clears either."""
    async def go() -> None:
        async with served() as server:
            clients, _seats = await seated(server, "day-at-the-park", ["here", "remote", "remote"])
            host, ben, cara = clients
            await host.wait_for(lambda c: c.phase == "playing")
            code, ben_token = ben.code, ben.token
            await ben.close()  # Ben closes his window
            assert cara.ws is not None
            cara.ws.transport.abort()  # Cara's network goes: no closing frame reaches the server
            await host.wait_for(lambda c: not c.seats[1]["connected"] and not c.seats[2]["connected"])
            assert host.seats[1]["left"] and not host.seats[2]["left"]
            back = await client(server)
            await back.rejoin(code, ben_token)
            await host.wait_for(lambda c: c.seats[1]["connected"])
            assert not host.seats[1]["left"]
            await close_all([host, back])
    run(go())
