"""What docs/ says the commands take and print agrees with their parsers and their output."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_review_docs_quote_what_the_command_prints_for_a_mark_too_close_to_call(
        capsys: pytest.CaptureFixture[str]) -> None:
    from rules.bots import Budget
    from rules.core import Player, Record, get_game
    from rules.review import INACCURACY, Decision, Review
    from rules.review_cli import print_review

    close = Decision(index=0, seat=0, played="stay", best="hit", before=0.40, after=0.40 - (INACCURACY + 0.03),
                     choices=2, error=0.01)
    record = Record.of(get_game("turtle-butt").new(2, seed=0), [Player("Ana"), Player("Bea")])
    record.actions = [(0, "stay")]
    review = Review("turtle-butt", ("Ana", "Bea"), Budget(iterations=10), 0, ((0.5, 0.5), (0.4, 0.6)), (close,),
                    over=False)
    print_review(review, record, None)
    printed = capsys.readouterr().out
    quoted = re.search(r'the command prints the\s+milder mark and why, "([^"]+)"',
                       (ROOT / "docs" / "review.md").read_text(encoding="utf-8"))
    assert quoted is not None and f"  {quoted.group(1)}" in printed
