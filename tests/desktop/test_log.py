"""The side panel's log: each move worded once and kept, and worded again whenever what it is worded
for changes (the seat on screen, the language, the moves on record)."""

from __future__ import annotations

from typing import Any

from desktop.controller import GameController
from desktop.startup import i18n
from desktop.storage import saves
from desktop.table.text import translate_rules
from rules.core import Player, Record


def worded_afresh(c: GameController) -> list[str]:
    """The log worded from nothing, as `log_lines` did before it kept its words."""
    names = c.seat_names()
    return [text for events in c.events for e in events
            if (text := e.describe(names, c.perspective, translate_rules))]


def settle(qtbot: Any, c: GameController) -> None:
    """Wait until someone on screen may move, past the privacy screen when the screen changes hands."""
    qtbot.waitUntil(lambda: c.perspective is None or bool(c.legal_actions()))
    if c.perspective is None:
        c.privacy_done()


def test_the_kept_log_reads_as_one_worded_afresh_for_each_seat_language_and_take_back(qapp: Any, qtbot: Any,
                                                                                        settings: Any) -> None:
    record = Record("birthday-turtle", [Player("Ana"), Player("Ben")], seed=3)
    c = GameController(record, settings, saves.AutoSave())
    c.start()
    seen: dict[int | None, list[str]] = {}
    for _ in range(6):  # hot seat: each move is made by the seat on screen, then the screen changes hands
        settle(qtbot, c)
        assert c.log_lines() == worded_afresh(c)
        seen[c.perspective] = c.log_lines()
        assert c.submit(c.legal_actions()[0]) is None
        assert c.log_lines() == worded_afresh(c)
    assert len(seen) == 2 and seen[0] != seen[1], "each seat reads its own face-down choices"

    english = c.log_lines()
    try:
        i18n.install(qapp, "it")
        italian = c.log_lines()
        assert italian == worded_afresh(c) and italian != english
    finally:
        i18n.install(qapp, "en")
    assert c.log_lines() == english

    for _ in range(10):  # a move its person may still take back (nothing revealed, the screen not passed on)
        settle(qtbot, c)
        assert c.submit(c.legal_actions()[0]) is None
        if c.can_undo():
            break
    before = len(c.log_lines())
    assert c.undo()
    assert c.log_lines() == worded_afresh(c) and len(c.log_lines()) < before


def test_a_finished_game_reads_the_same_whoever_was_on_screen_last(qtbot: Any, settings: Any) -> None:
    """Happy Birthday Turtle!!, 3 people at one screen: once the game is over no choice is secret, so each face-down
    choice is told whole in the log (its player's words), not only for the last person on screen."""
    record = Record("birthday-turtle", [Player("Ana"), Player("Ben"), Player("Cleo")], seed=3)
    c = GameController(record, settings, saves.AutoSave())
    c.start()
    while not c.state.is_over():
        settle(qtbot, c)
        if c.perspective is not None:
            assert c.submit(c.legal_actions()[-1]) is None
    last = c.perspective
    again = GameController(Record.from_dict(c.record.to_dict()), settings, saves.AutoSave())
    again.start()  # the same finished game, shown to its first seat
    assert again.state.is_over() and again.perspective != last
    lines = c.log_lines()
    assert lines == again.log_lines()
    for name in ("Ana", "Ben", "Cleo"):  # everyone's face-down choices, told as their own player read them
        assert any(line.startswith(f"{name} places cards face down: ") for line in lines), name
    assert not any(line.endswith("places cards face down") for line in lines)
