"""The lobby on a laptop, its drop-downs, and who starts (issues 18 and 22)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QComboBox, QLabel, QLineEdit, QWidget

from desktop.screens.lobby import STACKED, Lobby
from desktop.table.painting import fit_text
from desktop.widgets.covers import strip_note_font, strip_texts, strip_title_font
from rules.core import get_game
from tests.desktop.helpers import shown_window

pytestmark = pytest.mark.gui


def _option_sets(lobby: Lobby) -> list[list[tuple[Any, Any]]]:
    """Every combination of the game's menus and check boxes, as (widget, value) settings."""
    choices = []
    for field in lobby.option_fields:
        widget = field.widget
        if isinstance(widget, QComboBox):
            choices.append([(widget, i) for i in range(widget.count())])
        elif isinstance(widget, QCheckBox):
            choices.append([(widget, False), (widget, True)])
    return [list(combo) for combo in itertools.product(*choices)] if choices else [[]]


def _apply(settings: list[tuple[Any, Any]]) -> None:
    for widget, value in settings:
        if isinstance(widget, QComboBox):
            widget.setCurrentIndex(value)
        else:
            widget.setChecked(value)


def _start_in_sight(qtbot: Any, lobby: Lobby) -> bool:
    """The Start button lies wholly inside the lobby's visible area and nothing needs scrolling."""
    qtbot.waitUntil(lambda: lobby.settled, timeout=2000)
    QApplication.processEvents()
    viewport = lobby.scroller.viewport()
    button = lobby.start_button
    where = QRect(button.mapTo(viewport, QPoint(0, 0)), button.size())
    return viewport.rect().contains(where) and lobby.scroller.verticalScrollBar().maximum() == 0


def _cut_or_overlapping(window: Any) -> list[str]:
    """What the lobby shows badly: a text or button given less room than its words need, a part of the panel
    lying over another or outside its block, a cover under the page's links."""
    lobby = window.lobby
    found = []
    by_parent: dict[QWidget, list[QWidget]] = {}
    for widget in lobby.panel.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton | QComboBox | QLineEdit) and widget.isVisibleTo(window):
            by_parent.setdefault(widget.parentWidget(), []).append(widget)
            text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
            if isinstance(widget, QLabel) and widget.wordWrap() and text:
                if widget.height() < widget.heightForWidth(widget.width()):
                    found.append(f"lines cut off: {text!r}")
            elif text and widget.width() < widget.sizeHint().width() - 1:
                found.append(f"words cut off: {text!r}")
    for parent, widgets in by_parent.items():
        for a, b in itertools.combinations(widgets, 2):
            if a.geometry().intersects(b.geometry()):
                found.append(f"overlap: {a.objectName() or type(a).__name__} and {b.objectName() or type(b).__name__}")
        found += [f"outside its block: {type(w).__name__}" for w in widgets if not parent.rect().contains(w.geometry())]
    links = window.lobby_links
    corner = QRect(links.mapTo(window, QPoint(0, 0)), links.size())
    found += [f"under the links: {b.cover.title}" for b in lobby.cover_buttons
              if b.isVisible() and QRect(b.mapTo(window, QPoint(0, 0)), b.size()).intersects(corner)]
    found += [f"words cut off: {b.text()!r}" for b in links.findChildren(QAbstractButton)
              if b.width() < b.sizeHint().width() - 1]
    return found


def _every_setup_fits(qtbot: Any, window: Any, packages: set[str] | None = None, scrolls: bool = False) -> int:
    """For every game (or those of `packages`), every option set and the fewest, usual and most players: the
    Start button in sight without scrolling (unless the window may `scroll`), no text cut off, nothing over
    anything else, nothing off the window's right edge, the options not squeezed into a narrow column beside an
    empty one, and the app's name over it all (a 1280×720 lobby showed none, with room to spare). How many were
    seen."""
    lobby = window.lobby
    checked = 0
    for button in lobby.cover_buttons:
        if not button.available or (packages is not None and button.cover.package not in packages):
            continue
        lobby.choose(button)
        for option_set in _option_sets(lobby):
            _apply(option_set)
            for count in sorted({lobby.count.minimum(), 4, lobby.count.maximum()}):
                lobby.count.setValue(count)
                settings = [(type(w).__name__, v) for w, v in option_set]
                assert _start_in_sight(qtbot, lobby) or scrolls, (button.cover.title, settings, count)
                assert _cut_or_overlapping(window) == [], (button.cover.title, settings, count)
                assert lobby.content.width() <= lobby.scroller.viewport().width()
                if lobby.arrangement == STACKED and not scrolls:  # the options under the seats take their width
                    assert lobby.options_widget.width() >= lobby.panel.width() // 2, (button.cover.title, count)
                # (under the offer to resume a game, the name gives way)
                assert lobby.title.isVisible() or scrolls or window.resume_bar.isVisible(), (button.cover.title, count)
                checked += 1
    return checked


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1600, 900), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_whole_new_game_panel_fits_a_laptop_screen(qtbot: Any, settings: Any, size: tuple[int, int]) -> None:
    """Issue 18: for every game, every option set and the fewest, usual and most players, the Start button is
    in sight without scrolling, and no text is cut off or lies over another."""
    window = shown_window(qtbot, settings, size)
    assert _every_setup_fits(qtbot, window) >= 30
    # the cover of the chosen game still shows which game it is
    assert any(b.isChecked() and b.isVisible() for b in window.lobby.cover_buttons)


@pytest.mark.usefixtures("italian")
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_panel_fits_with_the_longer_italian_words(qtbot: Any, settings: Any, size: tuple[int, int]) -> None:
    """Italian labels are longer ("Inizia la partita", "Bot — normale"): Turtle Butt's twelve seats and all its
    options still fit, nothing squeezed over anything else."""
    window = shown_window(qtbot, settings, size)
    assert window.lobby.start_button.text() == "Inizia la partita"
    assert _every_setup_fits(qtbot, window, {"turtle_butt"}) >= 20


def test_the_open_drop_down_shows_its_highlighted_entry(qtbot: Any, settings: Any) -> None:
    """The chosen "Bot — normal" used to be white on white in the open list."""
    window = shown_window(qtbot, settings, (1280, 720))
    box = window.lobby.seat_rows[1].kind
    assert box.currentText() == "Bot — normal"
    box.showPopup()
    qtbot.waitUntil(lambda: box.view().isVisible())
    view = box.view()
    row = view.visualRect(view.model().index(box.currentIndex(), 0))
    image = view.viewport().grab(row).toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(image.height())}
    lightness = [QColor(c).lightness() for c in colours]
    assert min(lightness) < 100 < max(lightness), "dark text on a light highlight"
    box.hidePopup()


@pytest.mark.parametrize("game_id", ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"])
def test_the_lobby_asks_who_starts_in_the_games_words_and_records_the_answer(qtbot: Any, settings: Any,
                                                                               game_id: str) -> None:
    """Issue 22 item 7: the rulebook's question, answered with a player or left to chance, goes into the record."""
    window = shown_window(qtbot, settings, (1920, 1080))
    lobby = window.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.available and b.game is not None
                      and b.game.id == game_id))
    question = get_game(game_id).first_player
    assert question is not None and lobby.starter.isVisible()
    assert lobby.starter_question.text() == str(question.question)
    lobby.count.setValue(3)
    lobby.seat_rows[2].name.setText("Zoe")
    assert [lobby.starter.itemText(i) for i in range(lobby.starter.count())] == ["At random", "Ana", "Ben", "Zoe"]
    lobby.starter.setCurrentIndex(lobby.starter.findData(2))
    record, _ = lobby.build_record()
    assert record.setup is not None and record.setup[question.setup_field] == 2
    record.new_state()  # the rules accept it
    lobby.starter.setCurrentIndex(0)  # at random: drawn now, and recorded all the same
    drawn = {lobby.build_record()[0].setup[question.setup_field] for _ in range(40)}  # type: ignore[index]
    assert drawn <= {0, 1, 2} and len(drawn) > 1
    lobby.seed.setText("4242")  # a deal code fixes the draw too: friends replaying it start alike
    assert len({lobby.build_record()[0].setup[question.setup_field] for _ in range(5)}) == 1  # type: ignore[index]


@pytest.mark.parametrize(("game_id", "heading", "first"), [("birthday-turtle", "Animal", "Squirrel"),
                                                           ("day-at-the-park", "Character", "Hello Kitty")])
def test_each_seat_picks_for_itself_what_the_rulebook_lets_players_choose(qtbot: Any, settings: Any, game_id: str,
                                                                         heading: str, first: str) -> None:
    """Birthday Turtle's Setup (each player chooses an animal) and Day at the Park's Player Setup (each picks a
    character): a menu per seat, each with its picture; a pick taken is greyed out for the others, goes into the
    record, and a seat shown again after another took its pick goes back to chance. Other games ask nothing."""
    from PySide6.QtGui import QStandardItemModel

    window = shown_window(qtbot, settings, (1280, 720))
    lobby = window.lobby
    covers = {b.game.id: b for b in lobby.cover_buttons if b.available and b.game is not None}
    lobby.choose(covers["turtle-butt"])
    assert not any(row.pick.isVisibleTo(lobby) for row in lobby.seat_rows)
    lobby.choose(covers[game_id])
    lobby.count.setValue(3)
    rows = lobby.seat_rows
    assert all(row.pick.isVisibleTo(lobby) for row in rows[:3]) and not rows[3].pick.isVisibleTo(lobby)
    assert any(isinstance(w, QLabel) and w.text() == heading and w.isVisibleTo(lobby)
               for w in lobby.findChildren(QLabel))
    menu = rows[1].pick
    assert [menu.itemText(i) for i in range(2)] == ["At random", first] and not menu.itemIcon(1).isNull()
    rows[0].pick.setCurrentIndex(1)  # seat 1 takes the first
    model = menu.model()
    assert isinstance(model, QStandardItemModel)
    assert not model.item(1).isEnabled() and model.item(2).isEnabled()
    choice = get_game(game_id).seat_choice
    assert choice is not None
    record, _ = lobby.build_record()
    assert record.setup is not None
    picks = record.setup[choice.setup_field]
    assert picks[0] == choice.ids[0] and len(set(picks)) == 3
    record.new_state()  # the rules take it
    lobby.count.setValue(2)
    rows[2].pick.setCurrentIndex(2)  # a hidden seat keeps a pick...
    rows[1].pick.setCurrentIndex(2)  # ...that a playing seat takes
    lobby.count.setValue(3)
    assert rows[1].picked() == choice.ids[1] and rows[2].picked() is None  # back to chance, never picked twice


def test_an_option_shows_only_where_it_means_something(qtbot: Any, settings: Any) -> None:
    """Turtle Butt's match length and target score belong to the basic and rococo games (table ruling: they
    do not apply to the liar's game), so the lobby shows them only there."""
    window = shown_window(qtbot, settings, (1280, 720))
    lobby = window.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.game is not None and b.game.id == "turtle-butt"))
    fields = {f.option.key: f for f in lobby.option_fields}
    variant = fields["variant"].widget
    assert isinstance(variant, QComboBox)
    for chosen, shown_ in (("liars", False), ("rococo", True), ("basic", True)):
        variant.setCurrentIndex(variant.findData(chosen))
        assert all(fields[key].box.isVisibleTo(lobby) == shown_ for key in ("hands", "target")), chosen
        assert fields["excuse"].box.isVisibleTo(lobby)


def test_a_game_that_asks_no_question_before_the_deal_asks_nothing(qtbot: Any, settings: Any,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("day-at-the-park")
    monkeypatch.setattr(type(game), "first_player", None)
    monkeypatch.setattr(type(game), "seat_choice", None)
    window = shown_window(qtbot, settings, (1920, 1080))
    lobby = window.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.available and b.game is game))
    assert not lobby.starter.isVisibleTo(lobby) and not lobby.starter_question.isVisibleTo(lobby)
    assert not any(row.pick.isVisibleTo(lobby) for row in lobby.seat_rows)
    assert lobby.build_record()[0].setup is None


@pytest.mark.parametrize("lessons_done", ["", "birthday-turtle,day-at-the-park,turtle-butt,arturo"])
def test_the_panel_fits_under_the_offer_to_resume_a_game(qtbot: Any, settings: Any, lessons_done: str) -> None:
    """With an unfinished game the lobby offers to resume it above the covers: at 1280x720 the tallest set-up
    (Turtle Butt's liar's game, twelve seats, every option on) still fits under the offer. With "Learn to play ✓"
    Turtle Butt's six seats with the Excuse and the Pawns did not: a scroll bar left by the layout before made
    the one that fits measure too tall, and the last resort put the options in a narrow column beside Start."""
    settings.set("lessons_done", lessons_done)
    window = shown_window(qtbot, settings, (1280, 720))
    lobby = window.lobby
    window.start_game(*lobby.build_record())
    window.show_lobby()
    assert window.resume_bar.isVisible()
    assert _every_setup_fits(qtbot, window, {"turtle_butt"}) >= 20
    offer = QRect(window.resume_bar.mapTo(window, QPoint(0, 0)), window.resume_bar.size())
    assert not offer.intersects(QRect(window.lobby_links.mapTo(window, QPoint(0, 0)), window.lobby_links.size()))


def test_a_window_narrower_than_a_laptop_scrolls_but_nothing_is_cut_or_overlaps(qtbot: Any, settings: Any) -> None:
    """At 1024×768 Turtle Butt's tallest set-ups need scrolling, but the seats take fewer columns and the links
    move over the covers rather than push anything off the window's edge."""
    window = shown_window(qtbot, settings, (1024, 768))
    assert _every_setup_fits(qtbot, window, {"turtle_butt"}, scrolls=True) >= 20


def test_who_starts_follows_the_seats_without_a_gap(qtbot: Any, settings: Any) -> None:
    """Twelve seats in two columns beside the options (all on) used to leave a tall empty band before "Who
    starts"."""
    window = shown_window(qtbot, settings, (1280, 720))
    lobby = window.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.cover.package == "turtle_butt"))
    variant = lobby.option_fields[0].widget
    assert isinstance(variant, QComboBox)
    variant.setCurrentIndex(variant.findData("liars"))
    for field in lobby.option_fields:  # the Excuse and the Pawns with their notes: the options at their tallest
        if isinstance(field.widget, QCheckBox):
            field.widget.setChecked(True)
    for count in (4, 12):
        lobby.count.setValue(count)
        assert _start_in_sight(qtbot, lobby)
        last_seat = lobby.seat_rows[count - 1 if lobby.seat_columns == 1 else -(-count // lobby.seat_columns) - 1]
        seats_end = last_seat.name.mapTo(lobby, QPoint(0, last_seat.name.height())).y()
        starter_top = lobby.starter_title.mapTo(lobby, QPoint(0, 0)).y()
        assert 0 < starter_top - seats_end <= 24, (count, lobby.arrangement)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lobby_fits_a_laptop_as_the_app_opens(qtbot: Any, settings: Any, size: tuple[int, int]) -> None:
    """No game chosen by hand: the first layout, made before the window had its height, is done again."""
    window = shown_window(qtbot, settings, size)
    assert _start_in_sight(qtbot, window.lobby)


@pytest.mark.parametrize("typed", ["²", "³³", "٣٤", "9" * 40])
def test_a_deal_code_of_digits_int_cannot_read_still_deals_and_stays_short(qtbot: Any, settings: Any,
                                                                          typed: str) -> None:
    """"²" is a digit to Python but not a number int() reads ("invalid literal for int()" reached the player),
    and 5,000 digits passed int()'s own limit: the field takes 18 characters, and a code that is not plain
    digits deals from its letters as any other text does."""
    window = shown_window(qtbot, settings)
    lobby = window.lobby
    lobby.seed.setText(typed)
    code = lobby.deal_code()
    assert isinstance(code, int) and len(lobby.seed.text()) <= 18
    assert lobby.build_record()[0].seed == code


def test_a_pasted_name_keeps_only_what_shows(qtbot: Any, settings: Any) -> None:
    """A pasted line break split a seat's title over two lines; a right-to-left override or a zero-width space
    would sit in the name unseen."""
    window = shown_window(qtbot, settings)
    field = window.lobby.seat_rows[0].name
    field.clear()
    QApplication.clipboard().setText("Ana\nBen\u202e\u200b\x00 👍")
    field.paste()
    assert field.text() == "Ana Ben 👍"
    assert window.lobby.build_record()[0].players[0].name == "Ana Ben 👍"


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_laptop_lobby_shows_each_title_whole_beside_the_players_record(qtbot: Any, settings: Any,
                                                                         language: str, request: Any) -> None:
    """Once a player has games on record, each strip (1280×720) also carries a line like "normal 10–10": the
    titles used to be squeezed into a third of the strip and cut mid-word ("irthda")."""
    if language == "it":
        settings = request.getfixturevalue("italian")
    window = shown_window(qtbot, settings, (1280, 720))
    lobby = window.lobby
    lobby.set_record_lines({b.cover.package: ("normal 10–10", "10–10 in all") for b in lobby.cover_buttons}, "")
    assert all(b.strip for b in lobby.cover_buttons)
    for button in lobby.cover_buttons:
        title, line = strip_texts(button.strip_rect(), True)
        assert not fit_text(button.cover.title, title, strip_title_font(), floor=12).cut, button.cover.title
        assert not fit_text(button.record_line, line, strip_note_font(), floor=12, wrap=False).cut
        assert title.bottom() <= line.top() and line.bottom() <= button.strip_rect().bottom()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_record_against_every_kind_of_opponent_too_long_for_its_cover_is_given_in_all(
        qtbot: Any, settings: Any, size: tuple[int, int]) -> None:
    """"easy 3–1 · normal 1–3 · hard 2–2 · peop…" was cut under every cover: a line too long even in the
    smallest type gives the record against everyone at once; a short one stays as it is."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage

    from desktop.devtools.text_audit import AuditPainter
    from desktop.screens.stats_window import paint_record_line
    from desktop.widgets.covers import paint_cover_strip

    window = shown_window(qtbot, settings, size)
    lobby = window.lobby
    long_line = "easy 3–1 · normal 1–3 · hard 2–2 · people 4–0"
    lines = {b.cover.package: (long_line, "10–6 in all") for b in lobby.cover_buttons}
    first = lobby.cover_buttons[0]
    lines[first.cover.package] = ("easy 3–1", "3–1 in all")
    lobby.set_record_lines(lines, "Ana's games won–lost, by opponents:")
    for button in lobby.cover_buttons:
        image = QImage(button.size(), QImage.Format.Format_ARGB32)
        painter = AuditPainter(image)
        if button.strip:  # the window's own painting of the cover, the record line included
            paint_cover_strip(painter, button.strip_rect(), button.cover, True, button.record_line,
                              button.record_short)
        else:
            paint_record_line(painter, QRectF(0, 0, button.width() - 22, 20), button.record_line, button.record_short)
        painter.end()
        drawn = [text for _, text in painter.texts]
        assert (button.record_line if button is first else "10–6 in all") in drawn, (button.cover.title, drawn)
        assert not any("…" in text for text in drawn)
        assert button.toolTip().endswith(button.record_line)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_covers_stay_put_when_only_the_player_count_changes(qtbot: Any, settings: Any,
                                                                size: tuple[int, int]) -> None:
    """The lobby was centred in the window: each seat more lifted the title and the covers by 20 px. Whatever
    the count, the covers keep their place while the layout keeps their size and the title."""
    window = shown_window(qtbot, settings, size)
    lobby = window.lobby
    for button in (b for b in lobby.cover_buttons if b.available):
        lobby.choose(button)
        places = {}
        for count in range(lobby.count.minimum(), lobby.count.maximum() + 1):
            lobby.count.setValue(count)
            assert _start_in_sight(qtbot, lobby)
            layout = (button.height(), lobby.title.isVisible())
            places.setdefault(layout, set()).add(button.mapTo(window, QPoint(0, 0)).y())
        assert all(len(ys) == 1 for ys in places.values()), (button.cover.title, places)


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_number_boxes_of_one_column_line_up(qtbot: Any, settings: Any, request: pytest.FixtureRequest,
                                                language: str, size: tuple[int, int]) -> None:
    """Turtle Butt's "Hands in the match" box grew for its "as usual" words and no longer lined up with "Target
    score" under it: the number boxes of a column share their left edge, every word of theirs whole."""
    from PySide6.QtWidgets import QSpinBox

    if language == "it":
        request.getfixturevalue("italian")
    window = shown_window(qtbot, settings, size)
    lobby = window.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.cover.package == "turtle_butt"))
    for count in (2, 6):
        lobby.count.setValue(count)
        assert _start_in_sight(qtbot, lobby)
        numbers = [f for f in lobby.option_fields if isinstance(f.widget, QSpinBox)]
        assert len(numbers) == 2
        columns = {f.box.mapTo(lobby, QPoint(0, 0)).x() for f in numbers}
        lefts = {f.widget.mapTo(lobby, QPoint(0, 0)).x() for f in numbers}
        assert len(columns) == 1 and len(lefts) == 1, (count, columns, lefts)
        assert _cut_or_overlapping(window) == []
