"""Hostile peers change nothing: each abuse is refused in one line, abuse closes that connection only,
and the game and the other players carry on (issue 34, "Hostile peers")."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection
from websockets.asyncio.server import serve as ws_serve

from net import server as server_mod
from net import wire
from net.client import Client, NetError, Refused, VersionMismatch
from net.protocol import MAX_REQUEST, PROTOCOL, dump
from rules.core import Text, get_game

from .tables import client, close_all, finished, play_out, run, seated, served, url


async def raw_socket(server):  # a peer that writes frames by hand
    ws = await connect(url(server), max_size=None)
    await ws.send(dump({"type": "hello", "id": 1, "protocol": PROTOCOL, "rules": wire.fingerprint(), "app": "t"}))
    assert json.loads(await ws.recv())["type"] == "welcome"
    return ws


async def answer(ws) -> dict:
    while True:
        message = json.loads(await ws.recv())
        if message["type"] in ("refused", "error", "ok", "joined"):
            return message


async def carry_on(clients, seats) -> None:
    """The honest players finish their game."""
    await play_out(clients, seats)
    assert all(c.record is not None for c in clients)


def scenario(body) -> None:
    async def go() -> None:
        async with served() as server:
            clients, seats = await seated(server, "arturo", ["here", "remote", "bot"])
            await body(server, clients, seats)
            await carry_on(clients, seats)
            await close_all(clients)
    run(go())


@pytest.mark.parametrize("frame", [
    "{not json", "[1, 2]", '{"type": "act"}', '{"type": "launch", "id": 5}', '{"type": "sync", "id": 5, "extra": 1}',
    '{"type": "join", "id": 5, "code": "AAAAAA", "seat": 99, "name": "x", "colour": "wine"}',
    '{"type": "act", "id": 5, "seat": 0, "action": "x", "at": 0, "__class__": "os.system"}',
    '{"type": "act", "id": 5, "seat": 0, "action": ' + "[" * 5000 + "]" * 5000 + ', "at": 0}',
    *('{"type": "create", "id": 5, "game": "turtle-butt", "options": {"variant": "' + bad + '"}, '
      '"seats": [{"kind": "here", "name": "A", "colour": "wine"}, {"kind": "bot", "level": "random"}]}'
      for bad in ("\\ud800", "\\u0007"))])  # a lone surrogate cannot even be written back in a refusal
def test_a_malformed_message_is_refused_in_one_line(frame: str) -> None:
    async def body(server, clients, seats) -> None:
        ws = await raw_socket(server)
        await ws.send(frame)
        refused = await answer(ws)
        assert refused["type"] == "refused" and "\n" not in refused["reason"] and refused["reason"]
        await ws.close()
    scenario(body)


def test_a_refusal_of_a_request_with_a_bad_field_answers_that_request() -> None:
    """The refusal names the request's id when the id itself is sound, so a client is not left waiting."""
    async def body(server, clients, seats) -> None:
        ws = await raw_socket(server)
        await ws.send('{"type": "sync", "id": 7, "extra": 1}')
        assert (await answer(ws))["re"] == 7
        await ws.send('{"type": "sync", "id": "seven", "extra": 1}')
        assert (await answer(ws))["re"] == 0
        await ws.close()
    scenario(body)


def test_an_oversized_message_closes_only_that_connection() -> None:
    async def body(server, clients, seats) -> None:
        ws = await raw_socket(server)
        await ws.send("x" * (MAX_REQUEST * 2))
        await ws.wait_closed()
        assert ws.close_code == 1009  # message too big
    scenario(body)


def test_a_binary_frame_is_refused() -> None:
    async def body(server, clients, seats) -> None:
        ws = await raw_socket(server)
        await ws.send(b"\x80\x03pickle")
        assert "binary" in (await answer(ws))["reason"]
        await ws.close()
    scenario(body)


def test_a_flood_is_refused_then_closed() -> None:
    async def body(server, clients, seats) -> None:
        ws = await raw_socket(server)
        await ws.send(dump({"type": "watch", "id": 2, "code": clients[0].code}))
        assert (await answer(ws))["type"] == "joined"
        for i in range(200):
            await ws.send(dump({"type": "sync", "id": i + 3}))
        reasons = []
        with pytest.raises(Exception):  # noqa: B017 - the server closes the connection
            while True:
                message = json.loads(await ws.recv())
                reasons.append(message.get("reason", ""))
        assert any("too many messages" in r for r in reasons)
        assert ws.close_code == server_mod.CLOSE_ABUSE
    scenario(body)


def test_wrong_codes_are_rate_limited_per_address() -> None:
    async def body(server, clients, seats) -> None:
        stranger = await client(server)
        reasons = []
        for _ in range(server_mod.MAX_WRONG + 1):
            with pytest.raises(Refused) as refused:
                await stranger.join("ZZZZZZ", 1, "Eve", "black")
            reasons.append(refused.value.reason)
        assert reasons[0] == "there is no table with that code"
        # a person who mistyped the code reads the wait in their own language
        assert isinstance(refused.value.message, Text) and refused.value.message.plural is not None
        assert "too many wrong table codes" in reasons[-1]
        # even the right code is refused until the wait is over: guessing gains nothing
        with pytest.raises(Refused, match="too many wrong table codes"):
            await stranger.watch(clients[0].code)
    scenario(body)


def test_a_returning_player_sits_down_while_their_address_waits_after_wrong_codes() -> None:
    """People behind one router share an address: someone there mistyping codes made a returning player
    wait, blamed for codes they never typed. A token that holds a seat sits down at once; a wrong one still
    meets the wait."""
    async def body(server, clients, seats) -> None:
        ben = clients[1]
        stranger = await client(server)
        for _ in range(server_mod.MAX_WRONG):
            with pytest.raises(Refused):
                await stranger.join("ZZZZZZ", 1, "Eve", "black")
        with pytest.raises(Refused, match="too many wrong table codes"):
            await stranger.watch(ben.code)
        back = await client(server)
        await back.rejoin(ben.code, ben.token)
        await back.sync()
        assert back.seats == ben.seats
        thief = await client(server)
        with pytest.raises(Refused, match="too many wrong table codes"):
            await thief.rejoin(ben.code, "A" * 32)
        clients[1] = back
    scenario(body)


def test_a_wrong_token_closes_the_connection_which_never_hears_of_the_seat() -> None:
    async def body(server, clients, seats) -> None:
        ben = clients[1]
        thief = await client(server)
        thief.frames = []
        with pytest.raises(NetError, match="holds no seat"):
            await thief.rejoin(ben.code, "A" * 32)
        await thief.wait_for(lambda c: c.closed is not None)
        # the rightful owner comes back on a new connection: the failed one receives nothing of it
        back = await client(server)
        await back.rejoin(ben.code, ben.token)
        await back.sync()
        assert [json.loads(f)["type"] for f in thief.frames] == ["error"]
        assert thief.views == {}
        clients[1] = back
    scenario(body)


def test_acting_for_another_seat_or_reading_its_view_is_refused() -> None:
    async def body(server, clients, seats) -> None:
        host, ben = clients
        await ben.wait_for(lambda c: 1 in c.views)
        host_view = host.view(0)
        with pytest.raises(Refused, match="you do not play seat 1"):
            await ben.act(0, host_view.legal_actions()[0] if host_view.legal_actions() else "x")
        with pytest.raises(Refused, match="you do not play seat 1"):
            await ben.undo(0)
        assert set(ben.views) == {1}  # a sync answers only for the connection's own seat
        await ben.sync()
        assert set(ben.views) == {1}
    scenario(body)


def test_out_of_turn_unparseable_and_illegal_actions_get_the_rules_reason() -> None:
    async def body(server, clients, seats) -> None:
        host, _ben = clients
        table = server.tables[host.code]
        waiting = next(s for s in (0, 1) if s not in table.state.to_act())
        player = clients[seats.index(waiting)]
        mover = table.state.to_act()[0]
        with pytest.raises(Refused, match="it is not your turn"):
            await player.act(waiting, str(table.state.legal_actions(mover)[0]))
        with pytest.raises(Refused, match="cannot read"):
            await player.act(waiting, "!!nonsense!!")
        before = list(table.record.actions)
        assert table.record.actions == before
    scenario(body)


def test_a_replayed_action_is_refused() -> None:
    async def body(server, clients, seats) -> None:
        table = server.tables[clients[0].code]
        await clients[0].wait_for(lambda c: c.phase == "playing")
        mover = table.state.to_act()[0]
        player = clients[seats.index(mover)]
        await player.wait_for(lambda c: mover in c.views and mover in c.views[mover].to_act())
        action = str(player.view(mover).legal_actions()[0])
        at = player.at
        await player.act(mover, action)
        # the same request again (same position it was made for): refused, nothing applied twice
        count = len(table.record.actions)
        player.at = at
        with pytest.raises(Refused, match="out of date"):
            await player.act(mover, action)
        assert len(table.record.actions) == count
        # one made past the game's last move (a move taken back while it was on its way) has missed a change
        player.at = count + 5
        with pytest.raises(Refused, match="out of date: the game has moved on"):
            await player.act(mover, action)
        assert len(table.record.actions) == count
        await player.sync()
    scenario(body)


def test_a_message_without_a_type_is_told_so() -> None:
    async def body(server, clients, seats) -> None:
        ws = await raw_socket(server)
        await ws.send(dump({"id": 1}))
        assert (await answer(ws))["reason"] == "a message must say its type"
        await ws.close()
    scenario(body)


def test_a_request_id_used_before_is_refused() -> None:
    async def body(server, clients, seats) -> None:
        ws = await raw_socket(server)
        await ws.send(dump({"type": "sync", "id": 1}))
        assert "not new" in (await answer(ws))["reason"]
        await ws.close()
    scenario(body)


def test_a_client_of_another_protocol_version_gets_a_clear_message() -> None:
    async def go() -> None:
        async with served() as server:
            ws = await connect(url(server))
            await ws.send(dump({"type": "hello", "id": 1, "protocol": PROTOCOL + 1, "rules": "x", "app": "future"}))
            error = json.loads(await ws.recv())
            assert error["type"] == "error" and error["kind"] == "version"
            assert f"speaks protocol {PROTOCOL}" in error["reason"]
            await ws.wait_closed()
            assert ws.close_code == server_mod.CLOSE_VERSION
            # the client turns it into one line, not a crash
            old = Client()
            original = wire.fingerprint
            wire_fp = "0" * 16
            try:
                wire.fingerprint = lambda: wire_fp  # type: ignore[assignment]
                with pytest.raises(VersionMismatch, match="another version of the rules") as caught:
                    await old.connect(url(server))
                # and the player reads it in their own language: the server sent it as a sentence to translate
                said = caught.value.message
                assert isinstance(said, Text) and said.template.startswith("this server plays by another version")
                assert old.closed_message == said
            finally:
                wire.fingerprint = original  # type: ignore[assignment]
    run(go())


def test_a_request_before_joining_or_from_a_non_host_is_refused() -> None:
    async def body(server, clients, seats) -> None:
        stranger = await client(server)
        with pytest.raises(Refused, match="join a table first"):
            await stranger.sync()
        with pytest.raises(Refused, match="only the host"):
            await clients[1].hand_over(0, "random")
        await stranger.close()
    scenario(body)


def test_a_token_stops_working_when_the_seat_passes_to_someone_else() -> None:
    async def body(server, clients, seats) -> None:
        host, ben = clients
        old_token = ben.token
        await host.hand_over(1, "open")
        await ben.wait_for(lambda c: c.closed is not None)
        cara = await client(server)
        await cara.join(host.code, 1, "Cara", "olive")
        ghost = await client(server)
        with pytest.raises(NetError, match="holds no seat"):
            await ghost.rejoin(host.code, old_token)
        clients[1] = cara
    scenario(body)


def test_garbage_before_the_handshake_leaves_the_server_serving() -> None:
    async def go() -> None:
        async with served() as server:
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            writer.write(bytes(range(256)) * 40)
            await writer.drain()
            await reader.read()  # the server answers 400 or just closes
            writer.close()
            await close_all(await finished(server, "turtle-butt", ["here", "remote"]))
    run(go())


@pytest.mark.parametrize("typed", ["ws://127.0.0.1:99999", "ws://127.0.0.1:abc", "ws://[::1"])
def test_an_address_that_is_not_one_is_refused_in_player_words(typed: str) -> None:
    """What a person types at Join can be anything: a port past 65535, letters, a bracket left open. The client
    says it is not an address, in a sentence the app translates, and never tries to reach it."""
    async def go() -> NetError:
        with pytest.raises(NetError) as caught:
            await Client().connect(typed)
        return caught.value

    error = run(go())
    assert str(error).startswith(f"{typed.removeprefix('ws://')} is not an address") and "Port" not in str(error)
    assert isinstance(error.message, Text)


def test_a_program_that_is_not_a_table_server_is_named_as_such() -> None:
    """An address where something else answers (here a web server saying 404, on this computer): the client
    says it is not a Party Table server, not the WebSocket library's words."""
    async def go() -> NetError:
        async def not_found(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await reader.readuntil(b"\r\n\r\n")
            writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            await writer.drain()
            writer.close()

        web = await asyncio.start_server(not_found, "127.0.0.1", 0)
        port = web.sockets[0].getsockname()[1]
        try:
            with pytest.raises(NetError) as caught:
                await Client().connect(f"ws://127.0.0.1:{port}")
            return caught.value
        finally:
            web.close()
            await web.wait_closed()

    error = run(go())
    assert str(error).endswith("what answers there is not a Party Table server") and "HTTP" not in str(error)
    assert isinstance(error.message, Text)


#: A real view (the public one of a new Arturo game), for messages whose trouble lies elsewhere.
PUBLIC_VIEW = get_game("arturo").new(3, get_game("arturo").resolve_options({}), 1, None).view(None)
SEAT_SEEN = {"seat": 0, "kind": "here", "name": "Ana", "colour": "wine", "bot": "", "open": False, "connected": True,
             "away": None}


@pytest.mark.parametrize(("message", "names"), [
    ({"type": "status", "code": "ABCDEF", "phase": "playing", "seats": [SEAT_SEEN], "at": "abc", "to_act": []},
     "status message.at"),
    ({"type": "status", "code": "ABCDEF", "phase": "playing", "seats": 5, "at": 0, "to_act": []},
     "status message.seats"),
    ({"type": "status", "code": "ABCDEF", "phase": "playing", "seats": [{**SEAT_SEEN, "open": "no"}], "at": 0,
      "to_act": []}, "status message.seats[0].open"),
    ({"type": "update", "code": "ABCDEF", "phase": "playing", "seats": [SEAT_SEEN], "at": 0, "to_act": [],
      "since": 0, "views": ["x"]}, "update message.views[0]"),
    ({"type": "joined", "re": 9, "code": "ABCDEF", "token": "t" * 32, "seats": None, "host": True},
     "joined message.seats"),
    ({"type": "update", "code": "ABCDEF", "phase": "playing", "seats": [SEAT_SEEN], "at": 0, "to_act": [],
      "since": 0, "views": [{"seat": 0, "view": None, "log": []}]}, "a seat's view is not one"),
    ({"type": "update", "code": "ABCDEF", "phase": "playing", "seats": [SEAT_SEEN], "at": 0, "to_act": [],
      "since": 0, "views": [{"seat": None, "view": wire.encode(PUBLIC_VIEW), "log": [5]}]},
     "a log entry is not a list of events"),
    ({"type": "over", "code": "ABCDEF", "record": {"format": "party-table-record"}, "result": 1}, "record"),
    ({"type": "status", "code": "ABCDEF", "phase": "playing", "seats": [SEAT_SEEN], "at": 0, "to_act": [1]},
     "seat 1 is not one of the table's 1"),
    ({"type": "update", "code": "ABCDEF", "phase": "playing", "seats": [SEAT_SEEN], "at": 0, "to_act": [],
      "since": 0, "views": [{"seat": 3, "view": wire.encode(PUBLIC_VIEW), "log": []}]},
     "seat 3 is not one of the table's 1"),
    ([{"type": "joined", "re": 9, "code": "ABCDEF", "token": "t" * 32, "seats": [0, 5], "host": False},
      {"type": "status", "code": "ABCDEF", "phase": "playing", "seats": [SEAT_SEEN], "at": 0, "to_act": []}],
     "seat 5 is not one of the table's 1")])
def test_a_server_message_that_cannot_be_read_closes_the_client_with_that_reason(message: dict | list[dict],
                                                                                  names: str) -> None:
    """A client is never left waiting on a connection whose reader has died: it closes and says why. A message
    that names a seat the table does not have is one it cannot read (the desktop would look that seat up)."""
    async def fake_server(ws: ServerConnection) -> None:
        hello = json.loads(await ws.recv())
        await ws.send(dump({"type": "welcome", "re": hello["id"], "protocol": PROTOCOL, "server": "fake"}))
        for each in message if isinstance(message, list) else [message]:
            await ws.send(dump(each))
        async for _ in ws:
            pass

    async def go() -> None:
        async with ws_serve(fake_server, "127.0.0.1", 0) as fake:
            c = Client()
            await c.connect(f"ws://127.0.0.1:{next(iter(fake.sockets)).getsockname()[1]}")
            with pytest.raises(NetError, match="cannot read") as closed:
                await c.wait_for(lambda c: False)
            assert names in str(closed.value)
            assert isinstance(c.closed_message, Text) and "cannot read" in str(c.closed_message)  # to translate
            with pytest.raises(NetError, match="cannot read"):
                await c.sync()
            await c.close()
    run(go(), seconds=20)


def test_a_client_let_go_for_bad_requests_hears_why_in_words_to_translate() -> None:
    """The server closes a connection that keeps sending what it cannot use with a code and an English reason
    only; the client turns the code into a sentence the player's language has (docs/network.md)."""
    async def go() -> None:
        async with served() as server:
            host = await client(server)
            await host.create("arturo", [{"kind": "here", "name": "Ana", "colour": "orange"}, {"kind": "remote"}])
            for _ in range(server_mod.MAX_STRIKES):
                with pytest.raises(NetError):
                    await host.act(1, "activate 1")  # a seat it does not play: a strike each time
            assert host._reader is not None
            await asyncio.wait_for(host._reader, 10)  # the reader ends with the server's close
            assert host.ws is not None and host.ws.close_code == server_mod.CLOSE_ABUSE
            assert isinstance(host.closed_message, Text) and "received too much" in str(host.closed_message)
            await host.close()
    run(go())


def test_a_name_already_at_the_table_is_refused_to_a_joiner() -> None:
    """Two players called Ana at one table could not be told apart in the log or on the seats; the second one
    is asked for another name (case and spaces aside), and the seat stays open for them."""
    async def go() -> None:
        async with served() as server:
            host = await client(server)
            code = await host.create("arturo", [{"kind": "here", "name": "Ana", "colour": "orange"},
                                                {"kind": "remote"}, {"kind": "remote"}])
            ben = await client(server)
            with pytest.raises(Refused, match="has that name"):
                await ben.join(code, 1, " ana ", "sky-blue")
            assert server.tables[code].seats[1].token == ""
            await ben.join(code, 1, "Ben", "sky-blue")
            cleo = await client(server)
            for look_alike in ("BEN", "\uff22\uff45\uff4e", " Ben  "):  # capitals, full-width letters, spaces
                with pytest.raises(Refused, match="has that name"):
                    await cleo.join(code, 2, look_alike, "bluish-green")
            for unseen in ("Be\u200bn", "\u200b", "\u202eneB", "Ben\x7f", "Ben\x85"):  # invisible or turning
                stranger = await client(server)  # a broken request counts against its connection
                with pytest.raises(Refused, match="control characters"):
                    await stranger.join(code, 2, unseen, "bluish-green")
                await stranger.close()
            await cleo.join(code, 2, "\U0001f469\u200d\U0001f467 Cleo", "bluish-green")  # an emoji family joins
            await close_all([host, ben, cleo])
    run(go())


def test_a_server_that_stops_tells_its_tables_why() -> None:
    """A host closing the app stops the table's server: the people at it read that, not "the connection
    closed", and the close is not a final one (they try to sit down again when it comes back)."""
    async def go() -> None:
        async with served() as server:
            clients, _seats = await seated(server, "arturo", ["here", "remote", "bot"])
            await server.close()
            for c in clients:
                await c.wait_for(lambda c: bool(c.closed))
                assert c.closed_message is not None and "server stopped" in str(c.closed_message)
            await close_all(clients)
    run(go())


def test_an_address_nobody_answers_at_is_named_as_the_player_typed_it() -> None:
    """"cannot reach 127.0.0.1:…", not the "ws://" the app puts in front of it."""
    async def go() -> None:
        async with served() as server:
            port = server.port
        c = Client()
        with pytest.raises(NetError) as failed:
            await c.connect(f"ws://127.0.0.1:{port}")
        assert str(failed.value).startswith(f"cannot reach 127.0.0.1:{port}: ")
    run(go())


def test_a_bot_that_fails_plays_a_random_legal_move_and_the_game_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot that raises (a bug, a level the server does not have) must not stall its table for good."""
    def broken(*_args: object) -> str:
        raise RuntimeError("a bot's bug")

    monkeypatch.setattr("net.table.choose_notation", broken)

    async def go() -> None:
        async with served() as server:
            clients, seats = await seated(server, "turtle-butt", ["here", "bot"])
            await play_out(clients, seats)
            assert server.tables[clients[0].code].state.is_over()
            await close_all(clients)
    run(go(), seconds=30)
