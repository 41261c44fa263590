"""Files the app ships besides code: in-app rules texts, fonts and drawn-art generators.

The rules are Markdown files in ``resources/rules/`` (one per game, named by its id, plus the help pages
``keys.md`` and ``about.md``) written for Qt's QTextBrowser. Pictures in them use the ``component:<id>``
scheme; every id a file uses is listed in an HTML comment on its first line (``<!-- component ids: a, b -->``)
so the viewer can draw them, and the text reads fine if it does not. This module finds the files in a source
tree and in a PyInstaller bundle alike (both keep this package's folder layout).
"""

from __future__ import annotations

import re
from pathlib import Path

__all__ = [
    "GAME_RULES",
    "HELP_PAGES",
    "RESOURCES_DIR",
    "RULES_DIR",
    "about_text",
    "component_ids",
    "help_text",
    "image_refs",
    "rules_path",
    "rules_text",
]

RESOURCES_DIR: Path = Path(__file__).resolve().parent
RULES_DIR: Path = RESOURCES_DIR / "rules"

#: The help's pages that are not a game's rules: the mouse and keyboard, and About.
HELP_PAGES: tuple[str, ...] = ("keys", "about")
#: The game ids with a rules page: each game's page is ``<game id>.md`` (translations ``<game id>.<lang>.md``),
#: so a new game adds its file and nothing here.
GAME_RULES: tuple[str, ...] = tuple(sorted(p.stem for p in RULES_DIR.glob("*.md") if "." not in p.stem
                                           and p.stem not in HELP_PAGES))

_IDS_COMMENT = re.compile(r"<!--\s*component ids:\s*(.*?)\s*-->")
_IMAGE = re.compile(r"!\[[^\]]*\]\(component:([a-z0-9-]+)\)")


def rules_path(game_id: str) -> Path:
    """The Markdown rules file of a game; KeyError names the known games."""
    if game_id not in GAME_RULES:
        raise KeyError(f"no rules text for game {game_id!r}; known: {', '.join(GAME_RULES)}")
    return RULES_DIR / f"{game_id}.md"


def rules_text(game_id: str) -> str:
    """The in-app rules of a game, as Markdown."""
    return rules_path(game_id).read_text(encoding="utf-8")


def help_text(page: str) -> str:
    """One of the `HELP_PAGES`, as Markdown."""
    if page not in HELP_PAGES:
        raise KeyError(f"no help page {page!r}; known: {', '.join(HELP_PAGES)}")
    return (RULES_DIR / f"{page}.md").read_text(encoding="utf-8")


def about_text() -> str:
    """The About page (credits and licences), as Markdown."""
    return help_text("about")


def component_ids(markdown: str) -> list[str]:
    """The picture ids a rules file declares in its first-line comment (empty if it declares none)."""
    match = _IDS_COMMENT.search(markdown)
    if not match:
        return []
    return [part.strip() for part in match.group(1).split(",") if re.fullmatch(r"[a-z0-9-]+", part.strip())]


def image_refs(markdown: str) -> list[str]:
    """The ``component:`` picture ids a rules file actually uses, in order of appearance."""
    return _IMAGE.findall(markdown)
