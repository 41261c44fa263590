"""Fixtures for the desktop tests: private data and settings folders, no animation, no bot pause."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


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
    return s


@pytest.fixture
def toy_registered() -> Iterator[None]:
    import tests.rules.toy_game  # noqa: F401  (registers the toy game)
    from desktop import games
    from tests.desktop.toy_table import ToyTable

    games.register_table("toy-high-card", ToyTable)
    yield
    games._extra.pop("toy-high-card", None)
