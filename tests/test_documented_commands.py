"""Every `party-table` command the README and docs/ name is routed to a parser that knows it.

tests/test_readme_commands.py runs the README's commands; docs/benchmarks.md names many more
(sized for hours of figures, so not run here). What can break them without a run is the
launcher sending a command to the wrong parser, as `bench hint` and `bench review` once were.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from desktop.launcher import QT_BENCH, is_headless

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def subcommands(parser: argparse.ArgumentParser, *path: str) -> set[str]:
    """The names a parser's sub-parser (reached through `path`) declares."""
    for action in parser._subparsers._group_actions if parser._subparsers else ():
        assert isinstance(action, argparse._SubParsersAction)
        if not path:
            return set(action.choices)
        return subcommands(action.choices[path[0]], *path[1:])
    return set()


def documented(verb: str) -> set[str]:
    """The words that follow `party-table VERB` anywhere in the documents."""
    found = set()
    for doc in DOCUMENTS:
        found |= set(re.findall(rf"party-table {verb} ([a-z][a-z-]*)", doc.read_text(encoding="utf-8")))
    return found


def test_every_documented_bench_reaches_the_parser_that_declares_it() -> None:
    from net.cli import build_parser as net_parser
    from rules.cli import build_parser as rules_parser

    rules_benches = subcommands(rules_parser(), "bench")
    net_benches = subcommands(net_parser(), "bench")
    named = documented("bench")
    assert {"bots", "calibration", "hint", "review", "gui", "net"} <= named
    for what in named:
        if what in QT_BENCH:
            assert not is_headless(["bench", what])
        elif what in net_benches:
            assert what not in rules_benches
        else:
            assert what in rules_benches, f"docs name `party-table bench {what}`, which no parser declares"
            assert is_headless(["bench", what, "--help"]), f"`bench {what}` would be sent to the Qt app"


def test_every_bench_of_the_rules_cli_is_run_without_qt() -> None:
    from rules.cli import build_parser

    for what in subcommands(build_parser(), "bench"):
        assert is_headless(["bench", what])
    for command in subcommands(build_parser()) - {"bench"}:
        assert is_headless([command])


def test_help_names_every_command_the_entry_point_runs() -> None:
    """`party-table --help` is answered by the rules' parser, which does not run `serve`, the app or the Qt and
    network benches: its help names them anyway, and `bench --help` the benches other parsers run."""
    from net.cli import build_parser as net_parser
    from rules.cli import build_parser

    parser = build_parser()
    told = parser.format_help()
    for command in subcommands(net_parser()) - subcommands(parser):
        assert f"party-table {command}" in told, command
    for what in (subcommands(net_parser(), "bench") | QT_BENCH) - subcommands(parser, "bench"):
        assert f"party-table bench {what}" in told, what
        bench = next(a for a in parser._subparsers._group_actions if isinstance(a, argparse._SubParsersAction))
        assert f"bench {what}" in bench.choices["bench"].format_help(), what
    assert "--selftest" in told
