"""Fixtures for the desktop tests: private data and settings folders, no animation, no bot pause."""

from __future__ import annotations

import importlib.util
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: The Italian translation as it is in the tree, which the `italian` fixture compiles afresh.
TS = ROOT / "resources" / "i18n" / "party_table_it.ts"


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    data = tmp_path / "data"
    monkeypatch.setenv("PARTY_TABLE_DATA", str(data))
    monkeypatch.setenv("PARTY_TABLE_SETTINGS", str(tmp_path / "settings.ini"))
    yield data


@pytest.fixture(autouse=True)
def no_caught_errors(request: pytest.FixtureRequest) -> Iterator[None]:
    """An error the toolkit's guard caught fails the test (the app would only show a note)."""
    from desktop.table import guard

    guard.caught.clear()
    yield
    if request.node.get_closest_marker("caught_errors") is None:
        assert guard.caught == [], "errors were caught at the Qt boundary"
    guard.caught.clear()


@pytest.fixture
def settings(qapp: object) -> object:
    from desktop.startup.app import make_app
    from desktop.storage.settings import Settings

    make_app()
    s = Settings()
    s.set("animation_speed", 0.0)
    s.set("bot_delay_ms", 0)
    s.set("bot_seconds", 0.05)
    s.set("confirm_leaving_table", False)  # a test closes a host's window mid-game; one test asks (test_network_return)
    return s


@pytest.fixture
def toy_registered() -> Iterator[None]:
    import tests.rules.toy_game  # noqa: F401  (registers the toy game)
    from desktop import games
    from tests.desktop.toy_table import ToyTable

    games.register_table("toy-high-card", ToyTable)
    yield
    games._extra.pop("toy-high-card", None)


@pytest.fixture
def italian(qapp: Any, settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The app speaking Italian (the .ts compiled afresh, so the test reads the file as it is now)."""
    from desktop.startup import i18n

    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "packaging" / "i18n.py")
    assert spec is not None and spec.loader is not None
    i18n_tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(i18n_tool)
    qm = tmp_path / "party_table_it.qm"
    subprocess.run([i18n_tool._tool("pyside6-lrelease"), "-silent", str(TS), "-qm", str(qm)], check=True)
    monkeypatch.setattr(i18n, "resource", lambda *parts: qm)
    assert i18n.install(qapp, "it") == "it"
    settings.set("language", "it", persist=False)
    yield settings
    i18n.install(qapp, "en")
