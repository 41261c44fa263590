"""The Statistics window and the keeper: a game that ends is counted and shown; others are not."""

from __future__ import annotations

import itertools
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage

from desktop.screens.stats_window import StatsWindow
from desktop.storage import stats
from rules.bots import Budget
from rules.core import Player, Record
from tests.desktop.helpers import shown_window

pytestmark = pytest.mark.gui


def play_out(qtbot: Any, window: Any, first: str = "stay") -> None:
    """The human plays `first` whenever it is their turn; the bot plays on to the end."""
    controller = window.controller
    while not controller.state.is_over():
        qtbot.waitUntil(lambda: controller.state.is_over() or bool(controller.legal_actions()), timeout=10_000)
        if controller.state.is_over():
            break
        controller.submit(controller.state.game.parse_action(first))


def test_a_finished_game_shows_in_the_statistics_window(qtbot: Any, settings: Any, private_folders: Path) -> None:
    window = shown_window(qtbot, settings)
    record = Record("turtle-butt", [Player("Ana"), Player("Bot 1", "easy")], seed=11, options={"hands": 1})
    window.start_game(record, [])
    controller = window.controller
    with qtbot.waitSignal(window.stats.changed, timeout=20_000):
        play_out(qtbot, window)
    result = controller.state.result()
    won = 0 in result.winners
    entries = stats.load().entries
    assert len(entries) == 1 and entries[0].scores == tuple(float(s) for s in result.scores)
    assert (stats.games_dir() / str(entries[0].record)).exists()
    dialog = window.stats.show_window(window)
    qtbot.addWidget(dialog)
    assert dialog.player.currentText() == "Ana"
    cells = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
    assert cells[:5] == ["Turtle Butt (Basic game)", "Bot — easy", "1", "1" if won else "0",
                         "100%" if won else "0%"]
    assert cells[5] == f"{result.scores[0]:g}"
    assert len(dialog.chart.games) == 1
    assert not dialog.table.tabKeyNavigation()  # Tab leaves the table for the buttons (the arrows move in it)
    # the lobby's cover shows the record against the easy bot
    button = next(b for b in window.lobby.cover_buttons if b.cover.package == "turtle_butt")
    assert button.record_line == ("easy 1–0" if won else "easy 0–1")
    assert button.record_short == ("1–0 in all" if won else "0–1 in all")
    assert button.toolTip().endswith("\n" + button.record_line)  # the whole record is in the tooltip


def test_an_unfinished_game_a_lesson_and_a_reopened_finished_record_are_not_counted(
        qtbot: Any, settings: Any, private_folders: Path, tmp_path: Path) -> None:
    window = shown_window(qtbot, settings)
    record = Record("turtle-butt", [Player("Ana"), Player("Bot 1", "easy")], seed=11, options={"hands": 1})
    window.start_game(record, [])
    window.show_lobby()  # left unfinished
    assert stats.load().entries == []
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Bot 1", "easy")], seed=12,
                             options={"hands": 1}), [])
    with qtbot.waitSignal(window.stats.changed, timeout=20_000):
        play_out(qtbot, window)
    finished = window.controller.record
    path = tmp_path / "done.json"
    path.write_text(finished.to_json(), encoding="utf-8")
    assert window.files.open_path(path)
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=10_000)
    assert len(stats.load().entries) == 1
    assert window.stats.last_record is None  # the kept record belonged to the game before
    window.review_page.budget = Budget(iterations=20)
    window.page.end.review_requested.emit()  # this game is reviewed from its own record, not the kept one
    assert window.review_page.record_path is None
    assert window.review_page.host is not None and window.review_page.host.record.actions == finished.actions
    window.review_page.close_review()


def test_moves_taken_back_are_counted(qtbot: Any, settings: Any, private_folders: Path) -> None:
    window = shown_window(qtbot, settings)
    # Ana sits left of the dealer, so she acts first: her "stay" reveals nothing and may be taken back
    record = Record("turtle-butt", [Player("Bot 1", "easy"), Player("Ana")], seed=11, options={"hands": 1},
                    setup={"dealer": 0})
    window.start_game(record, [])
    controller = window.controller
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=10_000)
    assert controller.record.actions == []
    stay = controller.state.game.parse_action("stay")
    assert controller.submit(stay) is None and controller.undo()  # taken back before the bot moves
    with qtbot.waitSignal(window.stats.changed, timeout=20_000):
        play_out(qtbot, window)
    assert stats.load().entries[0].taken_back == 1


def test_reset_asks_first_and_then_forgets_every_game(qtbot: Any, settings: Any, private_folders: Path) -> None:
    from tests.desktop.test_stats import entry

    stats.save([entry(0, True, 5), entry(1, False, 3)])
    answers = [False, True]
    dialog = StatsWindow(None, ask=lambda title, text: answers.pop(0))
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1
    dialog.reset()
    assert len(stats.load().entries) == 2  # "Cancel": nothing forgotten
    dialog.reset()
    assert stats.load().entries == [] and dialog.table.rowCount() == 0


def test_export_writes_the_csv(qtbot: Any, settings: Any, private_folders: Path, tmp_path: Path) -> None:
    from tests.desktop.test_stats import entry

    stats.save([entry(0, True, 5)])
    dialog = StatsWindow(None)
    qtbot.addWidget(dialog)
    assert dialog.export_to(tmp_path / "out.csv")
    assert (tmp_path / "out.csv").read_text(encoding="utf-8") == stats.to_csv([entry(0, True, 5)])


def test_a_name_with_a_lone_surrogate_is_shown_and_exported(qtbot: Any, settings: Any, private_folders: Path,
                                                              tmp_path: Path) -> None:
    from tests.desktop.test_stats import entry

    assert stats.add_game(entry(0, True, 5, name="\ud800x")) is None
    dialog = StatsWindow(None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.player.count() == 1 and dialog.table.rowCount() == 1
    assert dialog.export_to(tmp_path / "out.csv")
    assert "\ufffdx" in (tmp_path / "out.csv").read_text(encoding="utf-8")


def test_the_window_says_when_the_file_was_damaged(qtbot: Any, settings: Any, private_folders: Path) -> None:
    stats.stats_path().write_text("{ broken", encoding="utf-8")
    dialog = StatsWindow(None)
    qtbot.addWidget(dialog)
    [aside] = private_folders.glob("statistics-damaged-*.json")
    assert dialog.note.isVisibleTo(dialog)
    assert dialog.note.text() == (f"{aside} — the statistics in it could not be used (its text is garbled at line 1); "
                                  "new statistics were started")


def test_a_game_left_out_is_told_in_the_lobby_and_in_the_statistics_window(qtbot: Any, settings: Any,
                                                                         private_folders: Path) -> None:
    """The note went to the table's page, hidden behind the lobby, and the window said "No finished games yet.":
    the lobby names the file and why one game is left out, beside a damaged autosave (neither hides the other),
    and the Statistics window shows the games that count and the same words."""
    from tests.desktop.test_hostile_files import good_autosave
    from tests.desktop.test_stats import entry, write_games

    good_autosave()
    (private_folders / "autosave" / "game-cut.json").write_text("{", encoding="utf-8")
    write_games([entry(0, True, 5).to_dict(), {**entry(1, True, 5).to_dict(), "scores": [True, 1]}])
    window = shown_window(qtbot, settings)
    why = "1 game in it cannot be used and is left out: it holds true where a number belongs"
    lines = window.resume_note.text().splitlines()
    # the autosave under the heading that says it could not be read; the statistics' own line after it (the
    # statistics were read: only one game is left out)
    autosaves = private_folders / "autosave"
    assert window.resume_note.isVisible()
    assert lines[0] == f"This file in {autosaves} could not be read and was left untouched:"
    assert lines[1].startswith("game-cut.json — ")
    assert lines[2] == f"{stats.stats_path().name} — {why}"
    dialog = window.stats.show_window(window)
    qtbot.addWidget(dialog)
    assert dialog.note.isVisible() and dialog.note.text() == f"{stats.stats_path()} — {why}"
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 2).text() == "1"  # the good game counts
    window.show_lobby()  # looking at the autosaves again leaves the statistics' line
    assert window.resume_note.text().splitlines()[2] == f"{stats.stats_path().name} — {why}"


def test_the_window_repeats_what_the_lobby_said_of_a_file_set_aside_before_it_opened(
        qtbot: Any, settings: Any, private_folders: Path) -> None:
    stats.stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats.stats_path().write_text("{ broken", encoding="utf-8")
    window = shown_window(qtbot, settings)  # the lobby's covers read the statistics first: the file goes aside
    [aside] = private_folders.glob("statistics-damaged-*.json")
    assert aside.name in window.resume_note.text()
    dialog = window.stats.show_window(window)
    qtbot.addWidget(dialog)
    assert dialog.note.isVisible() and dialog.note.text().startswith(f"{aside} — the statistics in it could not")


def test_reset_keeps_a_copy_of_games_that_could_not_be_used(qtbot: Any, settings: Any, private_folders: Path) -> None:
    from tests.desktop.test_stats import entry, write_games

    content = write_games([entry(0, True, 5).to_dict(), {**entry(1, True, 5).to_dict(), "scores": [2e9, 1]}])
    told: list[Any] = []
    dialog = StatsWindow(None, ask=lambda title, text: True)
    qtbot.addWidget(dialog)
    dialog.noted.connect(told.append)
    dialog.reset()
    [copy] = private_folders.glob("statistics-damaged-*.json")
    assert copy.read_bytes() == content and stats.load().entries == []
    assert [problem.path for problem in told] == [copy]
    assert dialog.note.text() == f"{copy} — a copy of the statistics as they were, with the game that could not be used"


def test_with_no_games_yet_the_window_says_so_and_offers_nothing_to_press(qtbot: Any, settings: Any,
                                                                         private_folders: Path) -> None:
    """No empty table, no filters to choose from, Export and Reset greyed: one sentence says what will be here;
    the first game counted brings the table back with its player chosen."""
    from tests.desktop.test_stats import entry

    dialog = StatsWindow(None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.table.isVisible() and not dialog.chart_title.isVisible()
    assert not dialog.player.isEnabled() and dialog.player.currentText() == "" and dialog.player.placeholderText()
    assert not dialog.export_button.isEnabled() and not dialog.reset_button.isEnabled()
    assert dialog.chart.empty_words.startswith("No finished games yet. Every game you finish")
    stats.save([entry(0, True, 5)])
    dialog.reload()
    assert dialog.table.isVisible() and dialog.table.rowCount() == 1 and dialog.player.isEnabled()
    assert dialog.player.currentIndex() == 0 and dialog.export_button.isEnabled()


def test_a_game_dated_year_1_leaves_the_review_menu_its_other_games(qtbot: Any, settings: Any,
                                                                    private_folders: Path) -> None:
    """A game "finished" at 0001-01-01T00:00:00 made the menu's date raise ValueError (year 0 is out of range), and
    "Review a game" came up empty."""
    from desktop.screens.stats_window import LobbyLinks
    from tests.desktop.test_stats import entry, write_games

    games = [entry(0, True, 5), entry(1, False, 3), {**entry(2, True, 7).to_dict(), "finished": "0001-01-01T00:00:00"}]
    write_games([g if isinstance(g, dict) else g.to_dict() for g in games])
    stats.games_dir().mkdir(parents=True)
    for n in range(3):
        (stats.games_dir() / f"game-{n}.json").write_text("{}", encoding="utf-8")
    links = LobbyLinks()
    qtbot.addWidget(links)
    links.fill_recent()
    assert [path.name for _text, path in links.recent()] == ["game-1.json", "game-0.json"]
    assert len(links.recent_menu.actions()) == 2


def test_a_date_no_clock_gives_reads_as_written() -> None:
    from desktop.screens.stats_window import when_text

    assert when_text(datetime(1, 1, 1)) == "0001-01-01 00:00"  # its time in seconds is out of range


@pytest.mark.parametrize(("low", "high"), [(0, 55), (0, 1), (0, 40), (-3, 17), (0, 0.3), (12, 13), (0, 333)])
def test_the_score_axis_reaches_past_every_score_in_round_steps(low: float, high: float) -> None:
    """A best score of 55 sits under a labelled 60, not above the axis's last line (40)."""
    from desktop.widgets.chart import nice_ticks

    ticks = nice_ticks(low, high, 5)
    steps = {round(b - a, 9) for a, b in itertools.pairwise(ticks)}
    assert ticks[0] <= low and ticks[-1] >= high, ticks
    assert len(steps) == 1 and 3 <= len(ticks) <= 7, ticks
    step = steps.pop()
    assert ticks[-1] - step < high and ticks[0] + step > low, ticks  # no tick to spare at either end


@pytest.mark.parametrize(("low", "high"), [(0, 1), (0, 3), (-2, 7), (0, 55)])
def test_a_score_axis_steps_in_whole_numbers(low: float, high: float) -> None:
    """Scores are whole: a player who scored 0 and 1 read 0.25, 0.5 and 0.75 between them (and in Italian
    with an English decimal point)."""
    from desktop.widgets.chart import nice_ticks

    ticks = nice_ticks(low, high, 5, whole=True)
    assert all(float(t).is_integer() for t in ticks), ticks
    assert ticks[0] <= low and ticks[-1] >= high


@pytest.mark.parametrize("height", [150, 100, 50])
def test_an_axis_title_longer_than_the_plot_is_tall_takes_the_height_beside_it(qapp: Any, height: int) -> None:
    """The review's "probabilità di vittoria" beside a short chart was cut at both ends: it may use the chart's
    whole height, then a second line (the review's chart in a laptop's window is 100 px tall), and only a chart
    too short even for that shortens it, visibly."""
    from desktop.devtools.text_audit import AuditPainter
    from desktop.table import theme
    from desktop.widgets.chart import Axes, draw_axes

    title = "probabilità di vittoria"
    image = QImage(400, height, QImage.Format.Format_ARGB32)
    p = AuditPainter(image)  # notes each text it draws, with where its letters lie on the picture
    area = QRectF(70, 12, 300, height - 52)
    draw_axes(p, Axes(area, 0, 10, 0, 1), [], [], "", title)
    p.end()
    metrics = QFontMetricsF(theme.text_font(12))
    width = metrics.horizontalAdvance(title)
    assert width > area.height() and p.drawn  # no ticks: the title alone
    for drawn in p.drawn:
        assert drawn.box.top() >= 0 and drawn.box.bottom() < height  # upright: its letters run from bottom to top
        assert drawn.box.left() >= 0 and drawn.box.right() < area.left() - 30  # clear of the tick labels
    words = " ".join(drawn.text for drawn in p.drawn)
    if width + 8 <= height:
        assert [d.text for d in p.drawn] == [title] and p.drawn[0].box.height() >= width - 1
    elif max(metrics.horizontalAdvance(w) for w in ("probabilità", "di vittoria")) <= height:
        assert words == title and len(p.drawn) == 2
    else:
        assert "…" in words


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_charts_legend_runs_onto_more_rows_rather_than_past_the_edge(qapp: Any, language: str) -> None:
    """Four games and the two dot meanings did not fit on one line in Italian: "non vinta" was cut at the edge."""
    from desktop.screens.stats_window import ScoreChart
    from desktop.startup import i18n
    from desktop.table import theme
    from tests.desktop.test_stats import entry

    i18n.install(qapp, language)
    try:
        chart = ScoreChart()
        chart.resize(700, 300)
        games = [entry(0, True, 5, game="birthday-turtle", variant=None), entry(1, False, 9, game="day-at-the-park",
                                                                                variant=None),
                 entry(2, True, 7), entry(3, False, 4, game="arturo", variant=None)]
        chart.set_games([stats.Played(g, 0) for g in games])
        metrics = QFontMetricsF(theme.text_font(13))
        legend = chart.legend(metrics)  # type: ignore[arg-type]
        assert len(legend) == 6 and len({at.y() for *_, at in legend}) >= 2
        for text, _colour, _filled, at in legend:
            assert at.x() >= 70 and at.x() + 16 + metrics.horizontalAdvance(text) <= chart.width() - 18, text
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("count", [7, 56, 120])
def test_the_chart_numbers_its_games_in_round_steps_without_crowding_the_last(count: int) -> None:
    """With 56 games the axis read "… 50 54 56", two labels touching: the first game, round steps, then the
    last game in place of a step that would crowd it."""
    from desktop.screens.stats_window import game_numbers

    shown = game_numbers(count, 800)
    assert shown[0] == 1 and shown[-1] == count and shown == sorted(set(shown)), shown
    steps = {b - a for a, b in itertools.pairwise(shown[1:-1])}
    assert len(steps) <= 1 and all(n % min(steps) == 0 for n in shown[1:-1]), shown  # round steps
    assert shown[-1] - shown[-2] > min(steps) / 2, shown  # the last crowds no step
    assert len(game_numbers(count, 200)) < len(shown) or count < 10  # a narrow chart numbers fewer


def test_asking_to_reset_names_what_each_button_does(qapp: Any) -> None:
    """"Reset the statistics?" offered Yes and Cancel; its buttons now say what they do, and Enter keeps."""
    from desktop.widgets.messages import Button, asking_box

    box = asking_box(None, "Reset the statistics?", "Forget every game?", "Reset the statistics", "Keep them")
    assert box.button(Button.Yes).text() == "Reset the statistics"
    assert box.button(Button.Cancel).text() == "Keep them"
    assert box.defaultButton() is box.button(Button.Cancel)
    plain = asking_box(None, "Sure?", "Really?")
    assert plain.button(Button.Yes).text() != "" and plain.button(Button.Cancel).text() != ""


def test_each_game_on_the_chart_has_its_own_point_shape(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The chart told its games apart by colour alone (ART.md: never colour alone): each game's points and its
    legend entry take a shape of their own."""
    from desktop.screens import stats_window
    from desktop.table import theme
    from tests.desktop.test_stats import entry

    drawn: list[str] = []
    real = theme.shape_path
    monkeypatch.setattr(theme, "shape_path", lambda shape, at, r: drawn.append(shape) or real(shape, at, r))
    chart = stats_window.ScoreChart()
    chart.resize(900, 320)
    games = [entry(0, True, 5, game="birthday-turtle", variant=None), entry(1, False, 9, game="arturo", variant=None),
             entry(2, True, 7)]
    chart.set_games([stats.Played(g, 0) for g in games])
    chart.grab()
    points, legend = drawn[:3], drawn[3:6]
    assert len(set(points)) == 3 and legend == points
