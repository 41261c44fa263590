"""Whole games over the wire: every game and every variant, two or three networked clients and a bot."""

from __future__ import annotations

import pytest

from net.client import Refused
from rules.core import get_game

from .tables import client, close_all, play_out, run, seated, served

#: (game, options, seats): the host's seat, one or two joining seats, and a bot where the game seats three.
GAMES = [
    ("birthday-turtle", {}, ["here", "remote", "bot"]),
    ("birthday-turtle", {"tables_2p": "check+floral"}, ["here", "remote"]),
    ("birthday-turtle", {"tables_2p": "check+polka-dot"}, ["here", "remote"]),
    ("day-at-the-park", {}, ["here", "remote", "bot"]),
    ("turtle-butt", {}, ["here", "remote", "remote", "bot"]),
    ("turtle-butt", {"variant": "rococo"}, ["here", "remote", "bot"]),
    ("turtle-butt", {"variant": "liars"}, ["here", "remote", "bot"]),
    ("turtle-butt", {"variant": "liars"}, ["here", "remote", *["bot"] * 10]),  # the most seats any game has
    ("turtle-butt", {"excuse": True, "pawns": True}, ["here", "remote", "bot"]),
    ("arturo", {}, ["here", "remote", "remote", "bot"]),
]


@pytest.mark.parametrize(("game", "options", "plan"), GAMES, ids=lambda v: str(v) if isinstance(v, str) else None)
def test_a_whole_game_is_the_same_game_on_every_screen(game: str, options: dict, plan: list[str]) -> None:
    async def scenario() -> None:
        async with served() as server:
            clients, seats = await seated(server, game, plan, options)
            await play_out(clients, seats)
            table = next(iter(server.tables.values()))
            assert table.phase == "over"
            for c, seat in zip(clients, seats, strict=True):
                # each player gets the whole record, which replays to the server's result
                assert c.record is not None and c.record.to_dict() == table.record.to_dict()
                assert c.record.replay().result() == table.state.result() == c.result
                # what the seat was last shown is the server's view for that seat
                assert c.view(seat) == table.state.view(seat)
                assert c.log_lines(seat) == [e.describe([s.name for s in table.seats], seat)
                                             for events in table.events for e in events
                                             if e.describe([s.name for s in table.seats], seat)]
            assert table.record.options == get_game(game).resolve_options(options)
            await close_all(clients)
    run(scenario())


def test_a_network_table_seats_as_many_players_as_any_game_allows() -> None:
    """The protocol bounds every list of seats; no game's widest table (any variant) may be over that bound."""
    from net.protocol import MAX_SEATS
    from rules.core import all_games

    widest = {game.id: game.widest_player_range()[1] for game in all_games()}
    assert widest["turtle-butt"] == 12  # the liar's game
    assert max(widest.values()) <= MAX_SEATS, widest


def test_a_table_starts_with_the_seat_its_host_chose_and_otherwise_with_the_seat_its_deal_draws() -> None:
    """The host's "who starts" goes with `create`; left to chance, the table draws the first player from its own
    seed as the lobby draws it from a deal code, so the record's seed alone deals the game again at one computer.
    A starter who is not at the table is refused, and no table opens."""
    seats = [{"kind": "here", "name": "Ann", "colour": "wine"}, {"kind": "bot", "level": "random"},
             {"kind": "bot", "level": "random"}]

    async def scenario() -> None:
        async with served() as server:
            host = await client(server)
            with pytest.raises(Refused, match="no such seat"):
                await host.create("day-at-the-park", seats, starter=3)
            assert not server.tables
            for game_id in ("day-at-the-park", "turtle-butt"):
                first = get_game(game_id).first_player
                assert first is not None
                for starter in (None, 2):
                    opener = await client(server)
                    code = await opener.create(game_id, seats, starter=starter)
                    record = server.tables[code].record
                    drawn = first.drawn(record.seed, len(seats))
                    assert record.setup is not None
                    assert record.setup[first.setup_field] == (drawn if starter is None else starter)
                    await opener.close()
            await host.close()
    run(scenario())


def test_a_table_gives_each_seat_the_pick_its_host_chose_and_draws_the_others() -> None:
    """Player Setup (each player picks a character): the host's picks go with `create`, null for chance; the
    table fills the rest, all different. Picks taken twice, unknown or not one per seat are refused."""
    seats = [{"kind": "here", "name": "Ann", "colour": "wine"}, {"kind": "remote"}, {"kind": "bot", "level": "random"}]

    async def scenario() -> None:
        async with served() as server:
            host = await client(server)
            for wrong in (["kuromi", "kuromi", None], ["pikachu", None, None], ["kuromi", None]):
                with pytest.raises(Refused):
                    await host.create("day-at-the-park", seats, picks=wrong)
            assert not server.tables
            code = await host.create("day-at-the-park", seats, picks=[None, "kuromi", None])
            record = server.tables[code].record
            assert record.setup is not None
            picks = record.setup["characters"]
            assert picks[1] == "kuromi" and len(set(picks)) == 3
            assert server.tables[code].state.characters == picks  # type: ignore[attr-defined]
            await host.close()
    run(scenario())



def test_a_guest_picks_a_character_on_joining_a_table_not_yet_started() -> None:
    """Player Setup (each player picks a character), over the network: a person joining before the game picks
    for their own seat; a pick another seat holds is refused, and a seat given back goes back to chance."""
    seats = [{"kind": "here", "name": "Ann", "colour": "wine"}, {"kind": "remote"}, {"kind": "remote"}]

    async def scenario() -> None:
        async with served() as server:
            host = await client(server)
            code = await host.create("day-at-the-park", seats, picks=["kuromi", None, None])
            table = server.tables[code]
            guest = await client(server)
            with pytest.raises(Refused, match="picked that"):
                await guest.join(code, 1, "Ben", "blue", "kuromi")
            await guest.join(code, 1, "Ben", "blue", "keroppi")
            assert table.record.setup is not None and table.record.setup["characters"][:2] == ["kuromi", "keroppi"]
            assert table.state.characters[:2] == ["kuromi", "keroppi"]  # type: ignore[attr-defined]
            assert [s["pick"] for s in table.public()["seats"]] == ["kuromi", "keroppi", ""]
            await guest.leave()
            assert table.seats[1].pick == "" and len(set(table.record.setup["characters"])) == 3
            await close_all([host, guest])
    run(scenario())
