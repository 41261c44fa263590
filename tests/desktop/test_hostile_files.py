"""Nothing a file or a folder does can stop the app (issue 23, items 2 and 6).

Every hostile file is made by the test in the private data folder (tests/desktop/conftest.py).
The app must start with it present, offer the good autosave beside it, name the bad file
with a one-line reason, and leave it exactly as it was.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from desktop.screens.main_window import MainWindow
from desktop.storage import saves
from desktop.storage.files import FileProblem, read_file
from desktop.storage.settings import Settings
from rules.core import Player, Record, get_game
from tests.posix import HAS_PIPES, needs_pipes, not_as_root

pytestmark = pytest.mark.gui


def good_autosave() -> Path:
    """An unfinished Birthday Turtle game with one move, written an hour ago (older than any hostile file)."""
    state = get_game("birthday-turtle").new(2, seed=6)
    state.apply(0, state.legal_actions(0)[0])
    path = saves.autosave_dir() / "game-good.json"
    path.write_text(Record.of(state, [Player("Goodie"), Player("Bot", "random")]).to_json(), encoding="utf-8")
    old = time.time() - 3600
    os.utime(path, (old, old))
    return path


def park_json(**changes: Any) -> str:
    data = Record.of(get_game("day-at-the-park").new(2, seed=1)).to_dict()
    data.update(changes)
    return json.dumps(data)


def park_with_tile_minus_5() -> str:
    from tests.rules.test_hostile_records import park_at_place_step

    state = park_at_place_step()
    record = Record.of(state)
    record.actions.append((state.to_act()[0], "place -5 at 0,0 r0"))
    return record.to_json()


def _write(text: str) -> Callable[[Path], None]:
    return lambda path: path.write_text(text, encoding="utf-8")


HOSTILE: dict[str, Callable[[Path], None]] = {
    "huge-seed": _write(park_json().replace('"seed": 1', '"seed": ' + "8" * 4400)),
    "infinite-setup": _write(park_json(setup={"tile_pile": [0.5]}).replace("0.5", "1e999")),
    "tile-minus-5": lambda path: path.write_text(park_with_tile_minus_5(), encoding="utf-8"),
    "bad-setup-shape": _write(park_json(setup={"adventures": [1, 2]})),
    **({"dangling-link": lambda path: path.symlink_to(path.parent / "gone-away.json"),
        "named-pipe": lambda path: os.mkfifo(path)} if HAS_PIPES else {}),
    "a-folder": lambda path: path.mkdir(),
    "too-large": lambda path: path.open("wb").truncate(25 * 1024 * 1024),
    "not-utf8": lambda path: path.write_bytes(b"\xff\xfe\x00garbage"),
    "huge-move": _write(park_json(actions=[[0, "x" * 3_000_000]])),
}


def snapshot(path: Path) -> tuple[Any, ...]:
    """What must not change: link target, kind, size and content."""
    if path.is_symlink():
        return ("link", os.readlink(path))
    info = path.lstat()
    content = path.read_bytes()[:1000] if path.is_file() else b""
    return (info.st_mode, info.st_size, info.st_mtime_ns, content)


def check_starts_and_offers_the_good_game(qtbot: Any, settings: Any, hostile: list[Path]) -> MainWindow:
    before = {p: snapshot(p) for p in hostile}
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.resume_bar.isVisibleTo(window), "the good autosave must still be offered"
    assert "Happy Birthday Turtle!!" in window.resume_bar.text() and "Goodie" in window.resume_bar.text()
    note = window.resume_note.text()
    assert window.resume_note.isVisibleTo(window)
    assert str(saves.autosave_dir()) in note.splitlines()[0]
    for path in hostile:
        assert path.name in note and str(path) in window.resume_note.toolTip(), f"{path.name} is not reported"
    metrics = window.resume_note.fontMetrics()
    assert all(metrics.horizontalAdvance(line) <= window.resume_note.maximumWidth() for line in note.splitlines())
    assert {p: snapshot(p) for p in hostile} == before, "a hostile file was changed"
    return window


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_app_starts_with_a_hostile_autosave_and_offers_the_good_one(qtbot: Any, settings: Any, kind: str) -> None:
    good = good_autosave()
    bad = saves.autosave_dir() / f"game-{kind}.json"
    HOSTILE[kind](bad)
    window = check_starts_and_offers_the_good_game(qtbot, settings, [bad])
    window._resume_offered()
    assert window.controller is not None and window.controller.autosave is not None
    assert window.controller.autosave.path == good
    assert window.controller.record.players[0].name == "Goodie"


def test_app_starts_with_every_hostile_autosave_at_once(qtbot: Any, settings: Any) -> None:
    good_autosave()
    bad = []
    for kind, make in HOSTILE.items():
        path = saves.autosave_dir() / f"game-{kind}.json"
        make(path)
        bad.append(path)
    before = {p: snapshot(p) for p in bad}
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert "Goodie" in window.resume_bar.text()
    note = window.resume_note.text()
    assert f"These {len(bad)} files in {saves.autosave_dir()}" in note and f"and {len(bad) - 3} more" in note
    assert len(note.splitlines()) == 5
    assert all(str(p) in window.resume_note.toolTip() for p in bad)
    window.show_lobby()  # looking again reports the same files, in one note
    assert window.resume_note.text() == note
    assert {p: snapshot(p) for p in bad} == before


def test_each_reason_names_what_is_wrong(tmp_path: Path) -> None:
    reasons = {}
    for kind, make in HOSTILE.items():
        path = tmp_path / f"{kind}.json"
        make(path)
        found = saves.read_record(path)
        assert isinstance(found, FileProblem), kind
        assert found.path == path and "\n" not in found.reason
        reasons[kind] = found.reason
    assert "too long" in reasons["huge-seed"]
    assert "'tile_pile'" in reasons["infinite-setup"]
    assert "no park tile -5" in reasons["tile-minus-5"]
    assert "'adventures'" in reasons["bad-setup-shape"]
    assert "does not exist" in reasons["dangling-link"]
    assert "not an ordinary file" in reasons["named-pipe"]
    assert "folder" in reasons["a-folder"]
    assert "25.0 MB" in reasons["too-large"]
    assert "not text" in reasons["not-utf8"]
    assert len(reasons["huge-move"]) < 300


def test_a_bug_met_while_reading_a_file_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "cache.json"
    path.write_text("{}")

    def broken(raw: bytes) -> None:
        raise RuntimeError("a bug in a reader")

    found = read_file(path, broken)
    assert isinstance(found, FileProblem) and "a bug in a reader" in found.reason


@needs_pipes
def test_opening_a_named_pipe_gives_a_message_instead_of_waiting_forever(qtbot: Any, settings: Any,
                                                                         tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert not window.files.open_path(pipe)
    assert str(pipe) in window.last_error and "not an ordinary file" in window.last_error
    window.start_game(Record("birthday-turtle", [Player("A"), Player("B")], seed=1), [])
    with pytest.raises(saves.SaveError):
        saves.save_record(window.controller.record, pipe)  # Save As over it is refused, not blocked


# --- settings ------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["not-utf8", "a-folder", "named-pipe", "dangling-link", "too-large"])
def test_a_hostile_settings_file_is_reported_and_left_alone(qtbot: Any, qapp: Any, tmp_path: Path,
                                                           kind: str) -> None:
    path = Path(os.environ["PARTY_TABLE_SETTINGS"])
    HOSTILE[kind](path)
    before = snapshot(path)
    settings = Settings()
    assert settings.problem is not None and settings.problem.path == path
    settings.set("bot_delay_ms", 0)  # kept for this session only
    assert settings.get("bot_delay_ms") == 0
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert path.name in window.resume_note.text() and "this session only" in window.resume_note.text()
    assert str(path) in window.resume_note.toolTip()
    assert snapshot(path) == before


NOT_INI = {
    "free text": b"hello world\nthis is not an ini file at all\n",
    "JSON": b'{"language": "it", "bot_seconds": 5}',
    "NUL-led text": b"\x00\x01\x02[General]\nbot_seconds=2\n",
    "a comment": b"; the language my daughter reads\n[General]\nlanguage=it\n",
}


@pytest.mark.parametrize("kind", sorted(NOT_INI))
def test_a_preferences_file_that_is_not_settings_is_reported_and_left_alone(qtbot: Any, qapp: Any,
                                                                           kind: str) -> None:
    """QSettings read these as no settings (or a few) and wrote its own over them the first time anything
    changed, as the window closing keeps its size: what a person wrote was gone without a word."""
    from desktop.storage.settings import Settings

    path = Path(os.environ["PARTY_TABLE_SETTINGS"])
    path.write_bytes(NOT_INI[kind])
    settings = Settings()
    assert settings.problem is not None and settings.problem.path == path
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert path.name in window.resume_note.text() and "this session only" in window.resume_note.text()
    settings.set("bot_delay_ms", 5)
    window.keeps_geometry = True
    window.close()  # keeps the window's size in the preferences
    assert settings.get("window_geometry") and settings.get("bot_delay_ms") == 5  # for this session
    assert path.read_bytes() == NOT_INI[kind]


@pytest.mark.parametrize("content", [b"", b"\n", b"\xef\xbb\xbf[General]\nbot_delay_ms = 5\n",
                                     b"bot_delay_ms=5\n[General]\nlanguage=it, \\\n en\n"])
def test_preferences_as_qt_or_a_person_writes_them_are_used(qapp: Any, content: bytes) -> None:
    """An empty file holds nothing to lose; a byte-order mark, spaces around "=", a key before any heading and
    a value carried onto the next line are all Qt's own INI."""
    Path(os.environ["PARTY_TABLE_SETTINGS"]).write_bytes(content)
    settings = Settings()
    assert settings.problem is None
    assert settings.get("bot_delay_ms") == (5 if content.strip() else 700)


def test_preferences_qt_wrote_are_read_back(qapp: Any) -> None:
    """Everything the app keeps, as QSettings spells it (bytes, lists, quotes, any name), passes the check."""
    from PySide6.QtCore import QByteArray

    first = Settings()
    values = {"join_name": 'Zoë "la; #1", \\ [x]=y', "lessons_done": "arturo,turtle-butt", "reduce_motion": True,
              "bot_seconds": 2.5, "window_geometry": QByteArray(bytes(range(256))).toBase64().data().decode()}
    for key, value in values.items():
        first.set(key, value)
    assert first._q is not None
    first._q.sync()
    again = Settings()
    assert again.problem is None
    assert {key: again.get(key) for key in values} == values


@pytest.mark.parametrize("value", ["1e999", "nan", "-5", "9" * 5000, "fast"])
def test_settings_values_out_of_range_read_as_the_default(qapp: Any, value: str) -> None:
    Path(os.environ["PARTY_TABLE_SETTINGS"]).write_text(
        f"[General]\nbot_delay_ms={value}\nbot_seconds={value}\nanimation_speed={value}\n", encoding="utf-8")
    settings = Settings()
    assert settings.problem is None
    for key in ("bot_delay_ms", "bot_seconds", "animation_speed"):
        assert settings.get(key) == Settings.DEFAULTS[key], key


# --- folders that cannot be written --------------------------------------------------------


def play_unsaved(qtbot: Any, settings: Any) -> MainWindow:
    """Start a new game and play a few moves; the game must run and say once that it is not saved."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    notes: list[str] = []
    window.start_game(Record("birthday-turtle", [Player("Ana"), Player("Bot", "random")], seed=2), [])
    controller = window.controller
    assert controller is not None and window.stack.currentIndex() == 1
    controller.failed.connect(notes.append)
    first = window.statusBar().currentMessage()
    assert "will not be autosaved" in first
    for _ in range(3):
        qtbot.waitUntil(lambda: bool(controller.legal_actions()) or controller.state.is_over(), timeout=10_000)
        if controller.state.is_over():
            break
        assert controller.submit(controller.legal_actions()[0]) is None
    assert len(controller.record.actions) >= 3
    assert notes == [], "the player is told once, not after every move"
    return window


def test_an_autosave_folder_that_is_a_file_leaves_the_game_playable(qtbot: Any, settings: Any,
                                                                    private_folders: Path) -> None:
    blocker = private_folders / "autosave"
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("not a folder")
    window = play_unsaved(qtbot, settings)
    assert f"{blocker} is a file, not a folder" in window.statusBar().currentMessage()
    assert blocker.read_text() == "not a folder"


def test_a_data_folder_that_cannot_be_created_leaves_the_game_playable(qtbot: Any, settings: Any,
                                                                       monkeypatch: pytest.MonkeyPatch,
                                                                       tmp_path: Path) -> None:
    (tmp_path / "plain-file").write_text("")
    monkeypatch.setenv("PARTY_TABLE_DATA", str(tmp_path / "plain-file" / "data"))
    play_unsaved(qtbot, settings)


@not_as_root
def test_a_read_only_autosave_folder_leaves_the_game_playable(qtbot: Any, settings: Any) -> None:
    folder = saves.autosave_dir()
    folder.chmod(0o555)
    try:
        window = play_unsaved(qtbot, settings)
        assert "cannot write in" in window.statusBar().currentMessage()
    finally:
        folder.chmod(0o755)


def test_temporary_files_of_a_killed_write_are_swept_on_the_next_start(qtbot: Any, settings: Any) -> None:
    good = good_autosave()
    stale = saves.autosave_dir() / f".{good.name}.k1ll3d.tmp"
    stale.write_text('{"format": "party-table-rec')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    saved = saves.saves_dir() / ".mine.json.abc.tmp"
    saved.write_text("half")
    os.utime(saved, (old, old))
    in_progress = saves.autosave_dir() / ".game-other.json.now.tmp"  # another window writing right now
    in_progress.write_text("{")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert not stale.exists() and not saved.exists() and in_progress.exists()
    assert good.exists() and "Goodie" in window.resume_bar.text()


def test_a_name_that_looks_like_markup_is_shown_as_typed_everywhere(qtbot: Any, settings: Any) -> None:
    """A QLabel or a message box takes "<u>Zed</u>" for rich text: the side panel, the end screen and the
    review drew the name underlined (and a name holding an image tag would have been drawn as the image)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from desktop.widgets.messages import message_box
    from rules.core import Player, Record
    from tests.desktop.helpers import shown_window
    from tests.desktop.test_stats_window import play_out

    name = "<u>Zed</u><br>"
    window = shown_window(qtbot, settings)
    window.start_game(Record("turtle-butt", [Player(name), Player("Bot 1", "easy")], seed=11, options={"hands": 1}),
                      [])
    play_out(qtbot, window)
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=10_000)
    showing = [label for label in window.findChildren(QLabel) if name in label.text()]
    assert showing  # the status line and the end screen's title name Zed
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in showing), [label.text() for label in showing]
    box = message_box(window, "Open record", f"{name}.json could not be read", details=f"{name}.json")
    labels = [label for label in box.findChildren(QLabel) if name in label.text()]
    assert len(labels) == 2 and all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)


def test_games_begun_within_one_second_keep_an_autosave_each(private_folders: Path) -> None:
    """The file's name was the time to the second: a second game begun at once wrote over the first's."""
    first, second = saves.AutoSave(), saves.AutoSave()
    first.write(Record("arturo", [Player("Ana"), Player("Ben", "normal")], seed=1))
    assert second.path != first.path and not second.path.exists()
    assert saves.AutoSave().path not in (first.path, second.path)



def test_a_name_that_looks_like_markup_reads_as_typed_in_a_tooltip(qapp: Any) -> None:
    """Qt reads a tooltip that looks like markup as rich text: a card owned by "<u>Zed</u><br>X" showed an
    underlined Zed and a line break."""
    from PySide6.QtGui import QTextDocument

    from desktop.table.items import LabelItem, TableItem

    for item in (TableItem(10, 10, "card"), LabelItem("Zed")):
        item.setToolTip("<u>Zed</u><br>X's card")
        shown = QTextDocument()
        shown.setHtml(item.toolTip())
        assert shown.toPlainText() == "<u>Zed</u><br>X's card"
        item.setToolTip("Ben's card · 3 points")
        assert item.toolTip() == "Ben's card · 3 points"  # plain words stay as they are
