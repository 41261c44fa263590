"""Keep the translation files in step with the code, and compile them.

    python packaging/i18n.py update    # resources/i18n/party_table_<lang>.ts from the sources (pyside6-lupdate)
    python packaging/i18n.py release   # the .ts files compiled to .qm next to them (pyside6-lrelease)
    python packaging/i18n.py check     # list texts not yet translated; exit 1 if there are any

pyside6-lupdate reads `self.tr(…)` and `QCoreApplication.translate(…)`, but not the app's
own forms: a table's `_tr = translator("Context")` and the rules' `say(…)`/`say_n(…)`
templates (rules/core/text.py), whose context is "rules". So every text is first
collected from the code's syntax tree (and the `Text` values the rules modules hold, such
as names from a game's data) into one generated file of plain
`QCoreApplication.translate(context, text)` calls, and lupdate updates the .ts from that
(keeping every translation already made). The .qm files are build output, never committed.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("it",)
SOURCES = ("desktop", "rules", "net")


def _tool(name: str) -> str:
    found = Path(sys.executable).with_name(name)
    return str(found) if found.exists() else name


def _string(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def collect(root: Path = ROOT) -> list[tuple[str, str, bool]]:
    """Every translatable text of the app: (context, source text, has a count)."""
    found: dict[tuple[str, str], bool] = {}
    for folder in SOURCES:
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            aliases = _translator_aliases(tree)
            for context, text, counted in _texts(tree, aliases):
                found[(context, text)] = found.get((context, text), False) or counted
    return [(context, text, counted) for (context, text), counted in sorted(found.items())]


def _translator_aliases(tree: ast.Module) -> dict[str, str]:
    """Module-level ``_tr = translator("Context")``: name → context."""
    aliases = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                and isinstance(node.value.func, ast.Name) and node.value.func.id == "translator":
            context = _string(node.value.args[0]) if node.value.args else None
            for target in node.targets:
                if isinstance(target, ast.Name) and context:
                    aliases[target.id] = context
    return aliases


def _texts(tree: ast.Module, aliases: dict[str, str]) -> list[tuple[str, str, bool]]:
    out: list[tuple[str, str, bool]] = []

    def visit(node: ast.AST, cls: str | None) -> None:
        if isinstance(node, ast.ClassDef):
            cls = node.name
        if isinstance(node, ast.Call):
            func = node.func
            args = node.args
            if isinstance(func, ast.Name) and func.id in aliases and args and _string(args[0]):
                out.append((aliases[func.id], _string(args[0]) or "", False))
            elif isinstance(func, ast.Name) and func.id == "say" and args and _string(args[0]):
                out.append(("rules", _string(args[0]) or "", False))
            elif isinstance(func, ast.Name) and func.id == "say_n" and len(args) >= 3 and _string(args[1]):
                out.append(("rules", _string(args[1]) or "", True))
            elif isinstance(func, ast.Attribute) and func.attr == "tr" and cls and args and _string(args[0]):
                out.append((cls, _string(args[0]) or "", len(args) >= 3))
            elif isinstance(func, ast.Attribute) and func.attr == "translate" and len(args) >= 2 \
                    and _string(args[0]) and _string(args[1]):
                out.append((_string(args[0]) or "", _string(args[1]) or "", len(args) >= 4))
        for child in ast.iter_child_nodes(node):
            visit(child, cls)

    visit(tree, None)
    return out


def held_texts() -> list[tuple[str, str, bool]]:
    """Texts the rules keep as values rather than write as `say(…)`: names from a game's data.

    A Decktet card's name, say, is ``Text(name)`` made from the deck's table, so no literal shows it
    to the syntax tree. Every `Text` a rules module holds (in its globals, in tuples, lists, dicts
    and dataclass values there) is collected from the imported module instead.
    """
    import dataclasses
    import importlib

    sys.path.insert(0, str(ROOT))
    from rules.core.text import Text

    found: set[tuple[str, str, bool]] = set()
    seen: set[int] = set()

    def visit(value: object) -> None:
        if id(value) in seen or isinstance(value, (str, bytes, int, float, type)):
            return
        seen.add(id(value))
        if isinstance(value, Text):
            if value.template:  # the empty sentence a quiet state gives (`text.UNWRITTEN`) has no words
                found.add((value.context, value.template, value.plural is not None))
            for _, field in value.fields:
                visit(field)
        elif isinstance(value, (tuple, list, set, frozenset)):
            for item in value:
                visit(item)
        elif isinstance(value, dict):
            for item in value.values():
                visit(item)
        elif dataclasses.is_dataclass(value):
            for item in dataclasses.fields(value):
                visit(getattr(value, item.name, None))

    for path in sorted((ROOT / "rules").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        module = importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
        for value in list(vars(module).values()):
            visit(value)
    return sorted(found)


def update() -> None:
    """Bring every .ts file up to date with the texts in the code."""
    I18N.mkdir(parents=True, exist_ok=True)
    lines = ["from PySide6.QtCore import QCoreApplication", ""]
    texts = {(context, text): counted for context, text, counted in held_texts()}
    for context, text, counted in collect():
        texts[(context, text)] = texts.get((context, text), False) or counted
    for (context, text), counted in sorted(texts.items()):
        count = ", None, 2" if counted else ""
        lines.append(f"QCoreApplication.translate({context!r}, {text!r}{count})")
    with tempfile.TemporaryDirectory() as tmp:
        listing = Path(tmp) / "texts.py"
        listing.write_text("\n".join(lines) + "\n", encoding="utf-8")
        for language in LANGUAGES:
            ts = I18N / f"party_table_{language}.ts"
            subprocess.run([_tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", str(listing),
                            "-target-language", language, "-ts", str(ts)], check=True)


def release() -> None:
    """Compile every .ts file to the .qm the app loads."""
    for ts in sorted(I18N.glob("party_table_*.ts")):
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def untranslated(ts: Path) -> list[str]:
    """The source texts of `ts` whose translation is missing or unfinished."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
            missing.append(source)
            continue
        forms = translation.findall("numerusform")
        if (forms and not all((f.text or "").strip() for f in forms)) or (not forms and not (translation.text or "")):
            missing.append(source)
    return missing


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "update"
    if command == "update":
        update()
    elif command == "release":
        release()
    elif command == "check":
        missing = {ts.name: untranslated(ts) for ts in sorted(I18N.glob("party_table_*.ts"))}
        for name, texts in missing.items():
            print(f"{name}: {len(texts)} untranslated")
            for text in texts[:40]:
                print(f"  {text!r}")
        return 1 if any(missing.values()) else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
