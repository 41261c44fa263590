"""One game, one place (issue 33): everything about a game lives in rules/<game>/ and desktop/games/<game>/,
and the rules' registry line is the only other place that names it (docs/architecture.md)."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules.core import registry

ROOT = Path(__file__).resolve().parent.parent
#: The folders whose files may not name a game outside its own two folders. resources/ holds data files named
#: by game id (rules pages, lessons) and the generated translation catalogue: only its code is scanned.
SCANNED = ("rules", "desktop", "net", "packaging")
#: The one registration line: the rules' list of game packages.
REGISTRY = ROOT / "rules" / "core" / "registry.py"


def _games() -> list[str]:
    return [p.rpartition(".")[2] for p in registry.GAME_PACKAGES]


def _naming(game: str) -> re.Pattern[str]:
    """The game's package name or id (``turtle_butt``, ``turtle-butt``), not as part of a longer word."""
    words = game.split("_")
    return re.compile(r"(?<![A-Za-z0-9])" + "[-_]".join(map(re.escape, words)) + r"(?![A-Za-z0-9])")


#: Data that lists the README's screenshots, which are named by game id like the rules pages and lessons: the
#: store listing (AppStream metainfo) shows them.
SCREENSHOT_LISTS = {ROOT / "packaging" / "linux" / "io.github.partytable.PartyTable.metainfo.xml"}


def _files() -> Iterator[Path]:
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path not in SCREENSHOT_LISTS:
                yield path
    yield from sorted((ROOT / "resources").rglob("*.py"))


def _own_game(path: Path) -> str | None:
    """The game whose folder holds `path` (rules/<game>/ or desktop/games/<game>/), else None."""
    parts = path.relative_to(ROOT).parts
    if len(parts) > 2 and parts[0] == "rules" and parts[1] in _games():
        return parts[1]
    if len(parts) > 3 and parts[:2] == ("desktop", "games") and parts[2] in _games():
        return parts[2]
    return None


def _registry_lines() -> set[int]:
    """The lines of the GAME_PACKAGES assignment in the rules' registry."""
    for node in ast.parse(REGISTRY.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            if any(isinstance(t, ast.Name) and t.id == "GAME_PACKAGES" for t in targets):
                return set(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    raise AssertionError("rules/core/registry.py has no GAME_PACKAGES")


def _offenders() -> list[str]:
    """Every line of a scanned file that names a game outside that game's two folders and the registry line."""
    patterns = {game: _naming(game) for game in _games()}
    allowed_lines = _registry_lines()
    found = []
    for path in _files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # fonts, images: not code
        own = _own_game(path)
        for number, line in enumerate(text.splitlines(), 1):
            if path == REGISTRY and number in allowed_lines:
                continue
            for game, pattern in patterns.items():
                if game != own and pattern.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: names {game}: {line.strip()}")
    return found


def test_the_scan_knows_the_four_games_and_catches_a_name() -> None:
    """The scan's own check: it reads every registered game, and its pattern finds ids and package names."""
    assert _games() == ["birthday_turtle", "day_at_the_park", "turtle_butt", "arturo"]
    pattern = _naming("turtle_butt")
    assert pattern.search('get_game("turtle-butt")') and pattern.search("from rules.turtle_butt import X")
    assert pattern.search('short_name="party_table_turtle_butt_hand"')
    assert not pattern.search("Turtle Butt's liar's game") and not pattern.search("turtle_butter")


def test_no_file_names_a_game_outside_its_two_folders_and_the_registry() -> None:
    """A fifth game touches only its two folders plus one registration line: no other file of the app names a
    game id or a game package (tests may; they are not the app)."""
    assert _offenders() == []


def test_every_registered_game_has_one_entry_naming_its_parts() -> None:
    """Each game's desktop package exposes one `GameEntry` (``GAME``), and what it names exists."""
    from desktop.games import entries
    from desktop.table.entry import GameEntry, load

    assert [e.package for e in entries()] == _games()
    for entry in entries():
        assert isinstance(entry, GameEntry)
        assert callable(load(entry.motif)) and callable(load(entry.pictures)) and isinstance(load(entry.table), type)
        assert entry.title and entry.tagline() and entry.shots


def test_the_lobby_lists_the_games_without_importing_their_tables_or_rules() -> None:
    """The entries are light: reading them all imports no game's table, cover art or rules (a fast lobby)."""
    code = ("import sys; import desktop.games as g; g.entries(); "
            "print(sorted(m for m in sys.modules if m.startswith(('rules.', 'desktop.games.'))"
            " and not m.startswith('rules.core')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    loaded = ast.literal_eval(out.strip())
    assert sorted(loaded) == sorted(f"desktop.games.{game}" for game in _games())


_FIFTH_RULES = '''
from rules.core import register
from tests.rules.toy_game import ToyGame, ToyState


class FifthState(ToyState):
    """The fifth game's own state (registering ties a state class to its game)."""


class FifthGame(ToyGame):
    id = "fifth-party"
    name = "Fifth Party"
    state_class = FifthState


GAME = register(FifthGame())
'''

_FIFTH_DESKTOP = '''
from desktop.table.entry import GameEntry

GAME = GameEntry(
    package="fifth_party",
    title="Fifth Party",
    colours=("#ffffff", "#ff0000", "#000000"),
    tagline=lambda: "A game added by its two folders",
    motif="desktop.games.fifth_party.cover:paint_motif",
    table="tests.desktop.toy_table:ToyTable",
)
'''

_FIFTH_COVER = '''
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter


def paint_motif(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    p.fillRect(r, accent)
'''


@pytest.fixture
def fifth_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A fifth game added as docs/architecture.md says: its two folders and one registration line."""
    import desktop.games
    import rules
    import tests.rules.toy_game  # noqa: F401  (the fifth game builds on it: registered before the registry is copied,
    #                                          or later tests would find the toy game gone with the copy)

    for folder, files in (("rules_side", {"__init__.py": _FIFTH_RULES}),
                          ("desktop_side", {"__init__.py": _FIFTH_DESKTOP, "cover.py": _FIFTH_COVER})):
        package = tmp_path / folder / "fifth_party"
        package.mkdir(parents=True)
        for name, text in files.items():
            (package / name).write_text(text, encoding="utf-8")
    monkeypatch.setattr(rules, "__path__", [*rules.__path__, str(tmp_path / "rules_side")])
    monkeypatch.setattr(desktop.games, "__path__", [*desktop.games.__path__, str(tmp_path / "desktop_side")])
    registry.all_games()  # the real games too: one first imported into the copy would be gone with it
    monkeypatch.setattr(registry, "_registry", dict(registry._registry))
    monkeypatch.setattr(registry, "_loaded", False)  # the registry is read again, as at the app's start
    monkeypatch.setattr(registry, "GAME_PACKAGES", (*registry.GAME_PACKAGES, "rules.fifth_party"))  # the one line
    desktop.games.entries.cache_clear()
    yield
    desktop.games.entries.cache_clear()
    for module in ("rules.fifth_party", "desktop.games.fifth_party", "desktop.games.fifth_party.cover"):
        sys.modules.pop(module, None)


def test_a_fifth_game_needs_only_its_two_folders_and_the_registry_line(fifth_game: None, qapp: object) -> None:
    """With nothing else changed, the fifth game has a cover in the lobby's order, a table, a rules page in F1's
    list, the default search, and its cover paints its own motif inside the shell's box."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from desktop.games import cover_available, entries, table_class
    from desktop.screens.rules_help import RulesDialog
    from desktop.widgets.covers import paint_cover
    from rules.bots import settings_for
    from rules.bots.tuning import DEFAULT
    from rules.core import get_game
    from tests.desktop.toy_table import ToyTable

    entry = entries()[-1]
    assert (entry.package, entry.game_id, len(entries())) == ("fifth_party", "fifth-party", 5)
    assert cover_available(entry) and table_class(get_game("fifth-party")) is ToyTable
    assert settings_for("fifth-party") == DEFAULT
    dialog = RulesDialog()
    pages = dialog.pages
    assert [pages.item(i).text() for i in range(pages.count())][4:] == ["Fifth Party", "Mouse and keyboard",
                                                                       "About Party Table"]
    image = QImage(300, 400, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    paint_cover(p, QRectF(10, 10, 280, 380), entry, available=True)
    p.end()
    assert QColor(image.pixel(150, 120)) == QColor("#ff0000")  # the motif's accent fill, in the art's area
