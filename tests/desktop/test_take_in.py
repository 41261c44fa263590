"""The table takes in each move for the hints while the player thinks (`rules.bots.inference.prepare`), so a
hint asked for later searches for its whole time instead of first replaying the game."""

from __future__ import annotations

import random
from typing import Any

from desktop.controller import GameController
from desktop.storage import saves
from rules.arturo import inference
from rules.arturo.view import ArturoView
from rules.bots import make_bot
from rules.core import Player, Record, get_game


def arturo_record(moves: int) -> Record:
    """A seeded game of `normal` bots cut at Ana's (seat 0's) first turn after `moves` moves."""
    game = get_game("arturo")
    state = game.new(3, {}, 11)
    bots = [make_bot("arturo", "normal") for _ in range(3)]
    rng = random.Random(11)
    record = Record("arturo", [Player("Ana"), Player("Bot 1", "normal"), Player("Bot 2", "normal")], 11)
    while len(record.actions) < moves or state.to_act() != (0,):
        seat = state.to_act()[0]
        action = bots[seat].choose(state.view(seat), rng)
        state.apply(seat, action)
        record.actions.append((seat, str(action)))
    return record


def kept_for(view: ArturoView, rival: int) -> tuple[tuple[int, str], ...] | None:
    """The moves the kept belief about `rival` has taken in, if one is kept for this game."""
    kept = inference._kept.get(inference._opening_key(view, rival))
    return None if kept is None else kept.moves


def test_an_opened_game_and_each_move_after_it_are_taken_in_before_a_hint_is_asked(qtbot: Any,
                                                                                   settings: Any) -> None:
    record = arturo_record(30)
    with inference._kept_lock:
        inference._kept.clear()
    c = GameController(record, settings, saves.AutoSave())
    c.start()
    c.pool.waitForDone()
    view = c.state.view(0)
    assert isinstance(view, ArturoView)
    assert all(kept_for(view, rival) == view.moves for rival in (1, 2)), "the opened record was not taken in"

    qtbot.waitUntil(lambda: bool(c.legal_actions()))
    assert c.submit(c.legal_actions()[0]) is None
    c.pool.waitForDone()
    view = c.state.view(0)
    assert isinstance(view, ArturoView)
    assert all(kept_for(view, rival) == view.moves for rival in (1, 2)), "Ana's move was not taken in"
    c.stop()
