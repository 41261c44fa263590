"""Records a hostile or unlucky user could hand the app: each is refused with one clear
line (RecordError), never an uncaught exception, and never echoes megabytes back.

The CLI side (`party-table replay`, `simulate`) is in tests/rules/test_cli_hostile.py.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from rules.core import BadNotation, IllegalAction, Player, Record, RecordError, Text, clip, get_game
from rules.core.errors import ECHO_LIMIT
from rules.core.record import MAX_BYTES
from rules.day_at_the_park.refusals import R_PLACE
from rules.day_at_the_park.state import ParkState


def park_record(**changes: Any) -> dict[str, Any]:
    data = Record.of(get_game("day-at-the-park").new(2, seed=1)).to_dict()
    data.update(changes)
    return data


def park_at_place_step(seed: int = 3) -> ParkState:
    """A seeded 2-player Day at the Park game played at random up to a Place a Park Tile step."""
    state = get_game("day-at-the-park").new(2, seed=seed)
    rng = random.Random(seed)
    while not (state.step == "place" and not state.subs):
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert isinstance(state, ParkState)
    return state


def refusal(text: str) -> str:
    with pytest.raises(RecordError) as caught:
        Record.from_json(text).replay()
    return str(caught.value)


# --- what json and Python refuse to convert --------------------------------------------


def test_a_seed_of_thousands_of_digits_is_a_damaged_record() -> None:
    text = json.dumps(park_record()).replace('"seed": 1', '"seed": ' + "7" * 4400)
    assert "number too long" in refusal(text)


def test_infinity_in_a_setup_list_is_refused_naming_the_field() -> None:
    text = json.dumps(park_record(setup={"tile_pile": [1.5]})).replace("1.5", "1e999")
    message = refusal(text)
    assert "'tile_pile'" in message and "whole numbers" in message


def test_a_nesting_bomb_is_a_damaged_record() -> None:
    assert "damaged" in refusal("[" * 100_000 + "]" * 100_000)


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(park_record()).encode())
    assert Record.load(path).game == "day-at-the-park"


def test_a_record_over_the_size_limit_is_refused_with_its_size_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(MAX_BYTES + 5 * 1024 * 1024)  # sparse: no need to write 25 MB
    with pytest.raises(RecordError, match=r"too large .*\(25\.0 MB\)"):
        Record.load(path)


@pytest.mark.parametrize(
    ("field", "value"),
    [("game", 5), ("players", [{"name": ["a"]}]), ("players", "ab"), ("actions", [[0]]), ("seed", True)],
)
def test_fields_of_the_wrong_type_are_a_damaged_record(field: str, value: Any) -> None:
    assert "damaged" in refusal(json.dumps(park_record(**{field: value})))


@pytest.mark.parametrize(("field", "value", "says"), [
    ("players", {"name": "Ana"}, "its players must be a list, each with a name"),
    ("players", [1, 2], "its players must be a list, each with a name"),
    ("players", [{"nom": "Ana"}, {"name": "Bea"}], "its players must be a list, each with a name"),
    ("actions", [[0, "take", 1]], "an action must be [seat, notation]"),
    ("actions", 7, "an action must be [seat, notation]")])
def test_a_damaged_record_says_what_is_wrong_in_its_own_terms_not_pythons(field: str, value: Any, says: str) -> None:
    assert refusal(json.dumps(park_record(**{field: value}))) == f"the record is damaged: {says}"


def test_a_seat_played_by_no_bot_this_app_has_is_a_damaged_record() -> None:
    """Opened, such a record would have a seat whose every turn fails over to random moves."""
    said = refusal(json.dumps(park_record(players=[{"name": "Ana"}, {"name": "Bea", "kind": "superbot"}])))
    assert "player 2 is played by 'superbot'" in said


def test_version_true_is_not_version_1_and_reads_as_the_file_spells_it() -> None:
    assert refusal(json.dumps(park_record(version=True))) == "record version true is not supported (this app reads 1)"


@pytest.mark.parametrize("field", ["players", "actions"])
def test_a_record_without_its_players_or_moves_says_so_in_player_words(field: str) -> None:
    """It said "it lacks the field 'players'": the file's own key, which a translation left as it was."""
    data = park_record()
    del data[field]
    lacking = "no players" if field == "players" else "no moves"
    assert refusal(json.dumps(data)) == f"the record is damaged: it is not a complete game record ({lacking})"


def _marked(template: str, count: int | None) -> str:
    """A translator that marks every sentence it translates: what is not marked stays English."""
    return f"<{template}>"


_TURTLE = Record.of(get_game("turtle-butt").new(2, seed=0)).to_dict()


@pytest.mark.parametrize(("changes", "marked"), [
    ({"options": {"variant": "zzz"}}, "<option 'variant' cannot be 'zzz'; allowed: basic, rococo, liars>"),
    ({"options": {"nope": 1}}, "<Turtle Butt has no option 'nope'; its options are: variant, excuse, pawns, hands, "
                               "target, pawn_sets>"),
    ({"players": [{"name": f"P{i}"} for i in range(50)]}, "<Turtle Butt is for 2 to 6 players, not 50>"),
    ({"setup": {"deck": ["Nope"]}}, "<the setup cannot be used: <there is no Decktet card called 'Nope'>>"),
    ({"setup": {"zzz": 1}}, "<the setup has no field 'zzz'; its fields are: deck, dealer>"),
    ({"setup": {"deck": "Moon"}}, "<setup field 'deck' must be <a list of <<names> or <whole numbers>>>>"),
    ({"version": True}, "<record version true is not supported (this app reads 1)>"),
    ({"version": None}, "<the record does not say which version of the format it is>"),
    ({"players": None}, "<the record is damaged: its players must be a list, each with a name>"),
])
def test_a_refused_records_reason_is_in_the_players_language(changes: dict[str, Any], marked: str) -> None:
    """Opening a bad record in the Italian app showed these reasons in English: each is now a sentence for the
    translation file, and the command line still prints it in English."""
    with pytest.raises(RecordError) as caught:
        Record.from_dict({**_TURTLE, **changes}).replay()
    said = caught.value.said()
    assert isinstance(said, Text) and said.render((), _marked) == marked
    assert str(caught.value) == marked.replace("<", "").replace(">", "")


@pytest.mark.parametrize(("options", "said"), [
    ({"excuse": "yes"}, "option 'excuse' cannot be 'yes'; allowed: true, false"),
    ({"hands": "5"}, "option 'hands' cannot be '5'; allowed: whole numbers from 1 up to 99, or none"),
    ({"target": "none"}, "option 'target' cannot be 'none'; allowed: whole numbers from 1 up to 999, or none"),
])
def test_a_records_options_are_json_values_not_command_line_text(options: dict[str, Any], said: str) -> None:
    """A record with "excuse": "yes" was dealt with the Excuse, read as `--option excuse=yes` would be, and so
    replayed another game than the one it records; a command line still spells values as text."""
    with pytest.raises(RecordError) as caught:
        Record.from_dict({**_TURTLE, "options": options}).replay()
    assert str(caught.value) == said
    game = get_game("turtle-butt")
    assert game.resolve_options({"excuse": "yes", "hands": "5", "target": "none"}) == {
        **game.resolve_options({}), "excuse": True, "hands": 5, "target": None}
    assert Record.from_dict({**_TURTLE, "options": {"excuse": True, "hands": 5}}).new_state().options["hands"] == 5


# --- setup fields ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "setup", "named"),
    [
        ("day-at-the-park", {"adventures": [1, 2]}, "'adventures'"),
        ("day-at-the-park", {"adventures": {"tricky": [1]}}, "'adventures'"),
        ("day-at-the-park", {"characters": "kuromi"}, "'characters'"),
        ("day-at-the-park", {"removed": [True]}, "'removed'"),
        ("arturo", {"decks": [1, 2]}, "'decks'"),
        ("arturo", {"plans": {"a": 1}}, "'plans'"),
        ("arturo", {"dealer": "0"}, "'dealer'"),
        ("birthday-turtle", {"start_player": "0"}, "'start_player'"),
        ("birthday-turtle", {"ant_deck": [None]}, "'ant_deck'"),
        ("turtle-butt", {"deck": [[1]]}, "'deck'"),
        ("turtle-butt", {"dealer": 1.0}, "'dealer'"),
        ("turtle-butt", {"colour": "red"}, "'colour'"),
    ],
)
def test_a_malformed_setup_field_is_refused_by_name(game_id: str, setup: dict[str, Any], named: str) -> None:
    record = Record.of(get_game(game_id).new(2, seed=0))
    record.setup = setup
    with pytest.raises(RecordError) as caught:
        record.replay()
    assert named in str(caught.value)


@pytest.mark.parametrize("game_id", ["day-at-the-park", "arturo", "birthday-turtle", "turtle-butt"])
def test_every_game_declares_the_setup_fields_it_reads(game_id: str) -> None:
    """The declared shapes accept the setup each game itself records (here: a fixed deal written out)."""
    game = get_game(game_id)
    assert game.setup_fields
    record = Record.of(game.new(3, seed=4))
    state = record.replay()
    fixed = _fixed_setup(game_id, state)
    assert set(fixed) == set(game.setup_fields)
    record.setup = fixed
    record.replay()  # accepted: no RecordError


def _fixed_setup(game_id: str, state: Any) -> dict[str, Any]:
    """The deal of `state` written as a setup (every field each game knows)."""
    if game_id == "day-at-the-park":
        from rules.day_at_the_park.data import TILE_IDS

        pile = [t for hand in state.hands for t in hand] + state.pile
        return {
            "tile_pile": pile,
            "removed": [t for t in TILE_IDS if t not in pile],
            "adventures": {t: sorted(c for c, card in _park_adventures().items() if card.tier == t) for t in
                           ("easy", "medium", "hard")},
            "attractions": list(state.attr_pile),
            "characters": list(state.characters),
            "start_player": state.start_player,
        }
    if game_id == "arturo":
        from rules.arturo.data import MEMBER_IDS, PARTY_CARDS, PREP_CARDS

        return {
            "decks": [[PARTY_CARDS[c].id for c in reversed(deck)] for deck in state.decks],
            "plans": [[MEMBER_IDS[m] for m in plan] for plan in state.plans],
            "preparation": [PREP_CARDS[c].id for c in state.row],
            "dealer": state.dealer,
        }
    if game_id == "birthday-turtle":
        return {"celebration_deck": [*state.cards, *state.celebration_deck], "ant_deck": list(state.ant_deck),
                "start_player": state.start_player, "animals": list(state.animals)}
    from rules.turtle_butt.deck import NAMES

    return {"deck": [NAMES[c] for c in state.pool][:5], "dealer": 1}


def _park_adventures() -> dict[int, Any]:
    from rules.day_at_the_park.data import ADVENTURES

    return ADVENTURES


# --- moves ---------------------------------------------------------------------------------


def test_placing_a_tile_that_does_not_exist_is_refused() -> None:
    """1. Place a Park Tile: only a tile from your hand can be placed; tile -5 is no tile at all."""
    state = park_at_place_step()
    before = json.dumps(state.to_dict(), sort_keys=True)
    seat = state.to_act()[0]
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, state.parse("place -5 at 0,0 r0"))
    assert "no park tile -5" in str(caught.value) and caught.value.rule == R_PLACE
    assert json.dumps(state.to_dict(), sort_keys=True) == before


def test_a_record_naming_tile_minus_5_is_refused_at_that_move() -> None:
    state = park_at_place_step()
    record = Record.of(state)
    record.actions.append((state.to_act()[0], "place -5 at 0,0 r0"))
    with pytest.raises(RecordError) as caught:
        record.replay()
    assert caught.value.move == len(record.actions) and "no park tile -5" in str(caught.value)


# --- echoed input ------------------------------------------------------------------------


def test_a_huge_move_text_is_echoed_cut_short() -> None:
    record = Record.of(get_game("day-at-the-park").new(2, seed=1))
    record.actions.append((0, "x" * 5_000_000))
    with pytest.raises(RecordError) as caught:
        record.replay()
    assert len(str(caught.value)) < 4 * ECHO_LIMIT + 200 and "…" in str(caught.value)


@pytest.mark.parametrize("game_id", ["day-at-the-park", "arturo", "birthday-turtle", "turtle-butt"])
def test_bad_notation_echoes_at_most_the_limit(game_id: str) -> None:
    with pytest.raises(BadNotation) as caught:
        get_game(game_id).parse_action("place " + "9" * 100_000)
    assert len(str(caught.value)) < ECHO_LIMIT + 200


def test_a_huge_game_name_or_option_is_echoed_cut_short() -> None:
    record = Record("z" * 1_000_000, [Player("a"), Player("b")])
    with pytest.raises(RecordError) as caught:
        record.replay()
    assert len(str(caught.value)) < ECHO_LIMIT + 200
    record = Record("turtle-butt", [Player("a"), Player("b")], options={"variant": "v" * 1_000_000})
    with pytest.raises(RecordError) as caught:
        record.replay()
    assert len(str(caught.value)) < ECHO_LIMIT + 200


def test_clip_keeps_short_text_and_cuts_long_text() -> None:
    assert clip("stop") == "'stop'"
    assert clip("a" * 500).endswith("…'") and len(clip("a" * 500)) <= ECHO_LIMIT + 3
    assert clip("a" * 500, quoted=False) == "a" * (ECHO_LIMIT - 1) + "…"


# --- names UTF-8 cannot store -------------------------------------------------------------


def test_a_lone_surrogate_in_a_name_survives_saving_and_loading(tmp_path: Path) -> None:
    record = Record.from_dict(park_record(players=[{"name": "\ud800"}, {"name": "Bea"}]))
    path = tmp_path / "r.json"
    path.write_bytes(record.to_json().encode("utf-8"))  # would raise if the JSON held the raw surrogate
    assert Record.load(path).players[0].name == "\ud800"
