"""The translation machinery: which language the app speaks, and which texts the translators get."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "packaging" / "i18n.py")
assert _spec is not None and _spec.loader is not None
i18n_tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(i18n_tool)


def test_the_language_follows_the_setting_then_the_system() -> None:
    from desktop.startup.i18n import choose

    assert choose("", "it_IT") == "it"
    assert choose("", "de_DE") == "en"
    assert choose("en", "it_IT") == "en"
    assert choose("it", "en_GB") == "it"


def test_texts_are_collected_from_tables_shell_and_rules(tmp_path: Path) -> None:
    for folder, code in (
        ("desktop", 'from x import translator\n_tr = translator("FooTable")\n'
                    'class Panel:\n    def f(self):\n        self.tr("Undo")\n        _tr("Drag a card")\n'),
        ("rules", 'from rules.core import say, say_n\nsay("{player} draws {card}")\n'
                  'say_n(2, "{n} tile", "{n} tiles")\n'),
    ):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "m.py").write_text(code, encoding="utf-8")
    found = i18n_tool.collect(tmp_path)
    assert ("Panel", "Undo", False) in found
    assert ("FooTable", "Drag a card", False) in found
    assert ("rules", "{player} draws {card}", False) in found
    assert ("rules", "{n} tile", True) in found


def test_untranslated_entries_are_found(tmp_path: Path) -> None:
    ts = tmp_path / "x.ts"
    ts.write_text('<?xml version="1.0"?><TS version="2.1" language="it"><context><name>A</name>'
                  '<message><source>Yes</source><translation>Sì</translation></message>'
                  '<message><source>No</source><translation type="unfinished"></translation></message>'
                  '<message numerus="yes"><source>{n} tile</source><translation><numerusform>{n} tessera'
                  '</numerusform><numerusform></numerusform></translation></message>'
                  '</context></TS>', encoding="utf-8")
    assert i18n_tool.untranslated(ts) == ["No", "{n} tile"]


def test_the_rules_page_is_read_in_the_apps_language() -> None:
    from desktop.screens import rules_help

    assert "# Turtle Butt" in rules_help.rules_text("turtle-butt", "en")
    # a language without its own page falls back to the English one
    assert rules_help.rules_text("turtle-butt", "xx") == rules_help.rules_text("turtle-butt", "en")
