"""What docs/ says the commands take and print agrees with their parsers and their output."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def _options(parser: argparse.ArgumentParser, *path: str) -> Iterator[tuple[str, str]]:
    """(command, --option) for every option of every command under `parser`."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _options(sub, *path, name)
        else:
            for option in action.option_strings:
                if option.startswith("--") and option != "--help":
                    yield " ".join(path), option


def test_every_option_of_the_headless_commands_is_named_in_the_docs() -> None:
    """`bench review --seeds` and `bench peer --uct` were in no document."""
    from net.cli import build_parser as net_parser
    from rules.cli import build_parser as rules_parser

    text = "\n".join(doc.read_text(encoding="utf-8") for doc in DOCUMENTS)
    unnamed = [f"{command} {option}" for parser in (rules_parser(), net_parser())
               for command, option in _options(parser) if not re.search(rf"{option}(?![\w-])", text)]
    assert unnamed == []


def test_the_network_docs_list_every_option_of_serve_and_bench_net() -> None:
    from net.cli import build_parser

    commands = (ROOT / "docs" / "network.md").read_text(encoding="utf-8").split("## Commands", 1)[1]
    listed = commands.split("```")[1]
    assert [f"{c} {o}" for c, o in _options(build_parser()) if o not in listed] == []


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
