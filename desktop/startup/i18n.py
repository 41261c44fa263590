"""The app's language: English, or Italian from resources/i18n (compiled by `make translations`).

The language is chosen once, at start: the `language` setting, or when it is empty the
system's, if the app speaks it. Changing it in Settings takes effect on the next start
(every text is drawn through the translator as the window is built).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.storage.paths import resource
from desktop.table.text import language_changed

log = logging.getLogger(__name__)

#: The languages the app speaks, in their own words.
LANGUAGES: dict[str, str] = {"en": "English", "it": "Italiano"}

_current = "en"
_installed: list[QTranslator] = []


def choose(setting: str, system: str | None = None) -> str:
    """The language to use for a `language` setting ("" follows the system's, `system` or QLocale's)."""
    wanted = (setting or "").strip().lower()[:2]
    if wanted in LANGUAGES:
        return wanted
    system = (system if system is not None else QLocale.system().name()).lower()[:2]
    return system if system in LANGUAGES else "en"


def install(app: QCoreApplication, setting: str) -> str:
    """Load the translation for the chosen language into `app`; returns the language in use."""
    global _current
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    language = choose(setting)
    if language != "en":
        ours = QTranslator(app)
        if ours.load(str(resource("i18n", f"party_table_{language}.qm"))):
            app.installTranslator(ours)
            _installed.append(ours)
            qt = QTranslator(app)  # Qt's own words (OK, Cancel…) where the bundle carries them
            if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                app.installTranslator(qt)
                _installed.append(qt)
        else:
            log.warning("no %s translation found (run `make translations`); the app stays in English", language)
            language = "en"
    _current = language
    language_changed()
    return language


def current() -> str:
    """The language the app speaks now ("en" or "it")."""
    return _current
