"""The layers stay apart: a table knows only its own game's rules, and nobody reaches into the toolkit's privates."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "desktop" / "games"


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def _table_modules() -> dict[str, list[Path]]:
    """Each game's table files, keyed by the rules package they may use."""
    found: dict[str, list[Path]] = {}
    for entry in sorted(GAMES.iterdir()):
        if entry.name.startswith("__"):
            continue
        if entry.is_dir():
            # a game's tools (run by hand, never imported by the app) may use the shell
            found[entry.name] = sorted(p for p in entry.rglob("*.py") if p.name != "tools.py")
        elif entry.suffix == ".py":
            found.setdefault(entry.stem, []).append(entry)
    return found


@pytest.mark.parametrize("game", sorted(_table_modules()))
def test_a_table_imports_only_its_own_rules_and_the_core(game: str) -> None:
    bad = []
    for path in _table_modules()[game]:
        for name in _imports(path):
            if name.startswith("rules.") and not (name == "rules.core" or name.startswith("rules.core.")
                                                  or name == f"rules.{game}" or name.startswith(f"rules.{game}.")):
                bad.append(f"{path.relative_to(ROOT)}: {name}")
            if name.startswith("desktop.") and not (name.startswith("desktop.table")
                                                    or name.startswith(f"desktop.games.{game}")):
                bad.append(f"{path.relative_to(ROOT)}: {name}")
    assert bad == []


def test_no_module_outside_the_toolkit_reads_its_private_names() -> None:
    bad = []
    toolkit = ROOT / "desktop" / "table"
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        if toolkit in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        toolkit_names = {"self"}  # a table's own attributes come from GameTable
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("desktop.table"):
                bad += [f"{path.relative_to(ROOT)}: imports {a.name}" for a in node.names if a.name.startswith("_")]
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and any(_names_game_table(b) for b in node.bases):
                inherited = _toolkit_private_attributes()
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Attribute) and isinstance(inner.value, ast.Name) \
                            and inner.value.id in toolkit_names and inner.attr in inherited:
                        bad.append(f"{path.relative_to(ROOT)}:{inner.lineno}: self.{inner.attr}")
    assert bad == []


def _names_game_table(base: ast.expr) -> bool:
    """`GameTable` or `GameTable[SomeView]` as a class's base."""
    if isinstance(base, ast.Subscript):
        base = base.value
    return isinstance(base, ast.Name) and base.id == "GameTable"


def _toolkit_private_attributes() -> set[str]:
    """The private attributes and methods GameTable defines (a subclass must not touch them)."""
    tree = ast.parse((ROOT / "desktop" / "table" / "base.py").read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "GameTable":
            for inner in ast.walk(node):
                if isinstance(inner, ast.Attribute) and isinstance(inner.value, ast.Name) and inner.value.id == "self" \
                        and inner.attr.startswith("_") and not inner.attr.startswith("__"):
                    names.add(inner.attr)
                if isinstance(inner, ast.FunctionDef) and inner.name.startswith("_") \
                        and not inner.name.startswith("__"):
                    names.add(inner.name)
    return names
