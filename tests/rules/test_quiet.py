"""A quiet state (one a bot searches) plays exactly the game a table plays, its sentences unwritten."""

from __future__ import annotations

import random
import threading

import pytest

from rules.core import all_games, get_game, say
from rules.core.text import UNWRITTEN, unwritten

#: Turtle Butt leaves out whole events and its last hand's account when quiet; its own test checks that
#: (tests/rules/turtle_butt/test_properties.py).
GAMES = [game.id for game in all_games() if game.id != "turtle-butt" and not game.id.startswith("toy-")]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [2, 4])
def test_a_quiet_state_plays_the_same_game_with_its_sentences_unwritten(game_id: str, players: int) -> None:
    game = get_game(game_id)
    for seed in range(3):
        told = game.new(players, {}, seed)
        quiet = told.clone()
        quiet.quiet = True
        rng = random.Random(seed)
        unwritten_events = 0
        while not told.is_over():
            seat = told.to_act()[0]
            assert quiet.to_act() == told.to_act() and quiet.legal_actions(seat) == told.legal_actions(seat)
            action = rng.choice(told.legal_actions(seat))
            # the search tries a move before the table plays it: nothing it left unwritten may stand in for the
            # table's sentences (a store of sentences shared between states once kept the empty one)
            quiet_events = quiet.apply(seat, action)
            told_events = told.apply(seat, action)
            assert not [e.kind for e in told_events if e.text is UNWRITTEN]
            assert [e.kind for e in quiet_events] == [e.kind for e in told_events]
            unwritten_events += sum(1 for t, q in zip(told_events, quiet_events, strict=True)
                                    if str(t.text) and q.text is UNWRITTEN)
            assert quiet.to_dict() == told.to_dict() and quiet.rng.getstate() == told.rng.getstate()
            assert quiet.view(seat).to_dict() == told.view(seat).to_dict()
        assert unwritten_events > 0 and quiet.result() == told.result()
        assert str(say("{n} left", n=1)) == "1 left", "a quiet move left this thread's sentences unwritten"


def test_a_thread_playing_a_quiet_state_leaves_other_threads_writing() -> None:
    """A bot searches in its own thread while the table's thread writes the log of the move just made."""
    inside, done = threading.Event(), threading.Event()
    seen: list[str] = []

    def search() -> None:
        unwritten.depth += 1
        try:
            seen.append(str(say("searched")))
            inside.set()
            done.wait()
        finally:
            unwritten.depth -= 1

    thread = threading.Thread(target=search)
    thread.start()
    inside.wait()
    try:
        assert str(say("{n} tiles left", n=3)) == "3 tiles left"
    finally:
        done.set()
        thread.join()
    assert seen == [""]
