"""Translations for the headless commands, read without Qt.

The desktop translates `Text` through Qt's translator and the compiled .qm files. The
headless commands must not import Qt, so they read the translation source kept in git
(resources/i18n/party_table_<language>.ts, shipped beside the .qm): the same entries, the
same templates. It is our own file, so a plain XML reader is enough; a language without a
file, or a damaged file, leaves the text in English.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from .text import Translate

#: The languages the app speaks; English is the templates themselves.
LANGUAGES = ("en", "it")


def _i18n_dir() -> Path:
    import resources

    return Path(resources.__file__).resolve().parent / "i18n"


def catalogue(language: str, folder: Path | None = None) -> Translate | None:
    """A `Translate` for `language`, or None for English (or when its file is missing or damaged)."""
    if language == "en":
        return None
    path = (folder or _i18n_dir()) / f"party_table_{language}.ts"
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return None
    single: dict[str, str] = {}
    plural: dict[str, list[str]] = {}
    for message in root.iter("message"):
        source = message.findtext("source")
        found = message.find("translation")
        if source is None or found is None or found.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        forms = [form.text or "" for form in found.iter("numerusform")]
        if message.get("numerus") == "yes" and forms:
            plural.setdefault(source, forms)
        elif found.text:
            single.setdefault(source, found.text)

    def translate(template: str, count: int | None) -> str:
        if count is not None and template in plural:
            forms = plural[template]
            return forms[0] if count == 1 else forms[-1]  # Italian: one form for 1, one for the rest
        return single.get(template, template)

    return translate
