"""Birthday Turtle through the headless CLI: simulate runs clean, replay refuses an illegal record."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from rules.birthday_turtle import data
from rules.birthday_turtle.state import TurtleState
from rules.core import Record, get_game


def _state_with_an_empty_table() -> TurtleState:
    """Seeded random 4-player play until the Celebration deck has run out and a table stands empty."""
    game = get_game("birthday-turtle")
    for seed in range(500):
        state = game.new(4, {}, seed)
        assert isinstance(state, TurtleState)
        rng = random.Random(seed)
        while not state.is_over():
            if None in state.cards and state.to_act() == (0, 1, 2, 3):
                return state
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no seeded game ran the Celebration deck out")


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop.launcher", *args], capture_output=True, text=True, timeout=120, check=False
    )


def test_replay_refuses_a_pattern_card_for_a_table_without_celebration_card(tmp_path: Path) -> None:
    """Supplementary rules: `party-table replay` stops at such a move with exit 2 and the reason."""
    state = _state_with_an_empty_table()
    empty = state.tables[state.cards.index(None)]
    value = state.hands[0][0] if state.hands[0] else 0
    move = f"play {value} {empty}" if value else f"play pattern {empty}"
    record = Record.of(state)
    record.actions.append((0, move))
    path = tmp_path / "empty-table.json"
    path.write_text(record.to_json(), encoding="utf-8")

    done = run_cli("replay", str(path))
    assert done.returncode == 2, done.stderr
    reason = f"the {data.PATTERN_NAMES[empty]} table has no Celebration card"
    assert reason in done.stderr
    assert f"move {len(record.actions)}" in done.stderr
    assert "Traceback" not in done.stderr

    # The same record without the bad move replays fine.
    record.actions.pop()
    path.write_text(record.to_json(), encoding="utf-8")
    done = run_cli("replay", str(path), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["to_act"] == [0, 1, 2, 3]


def test_simulate_runs_clean_for_every_player_count() -> None:
    """`party-table simulate` plays whole random games for 2, 3 and 4 players."""
    for players in (2, 3, 4):
        args = ["--players", str(players), "--games", "200", "--seed", "3", "--json"]
        done = run_cli("simulate", "birthday-turtle", *args)
        assert done.returncode == 0, done.stderr
        summary = json.loads(done.stdout)
        assert summary["games"] == 200 and len(summary["wins_by_seat"]) == players
        assert abs(sum(summary["wins_by_seat"]) - 200) < 1e-6
