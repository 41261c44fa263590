"""Hot-seat privacy, tested from what the window shows (issue 16).

Seeded hot-seat games of 2–3 people are played through the controller. At every hand-over and
at every state the next person sees, everything the window shows — its picture, and every text:
the scene's labels, buttons and tooltips, the side panel, the menus' game actions, the status bar,
the window title — is compared with a *twin*: the same game in which another seat's secret is
different (another face-down choice, another card drawn, another Family Plan, another tile in a
hand) while the seat on screen cannot tell the two apart (`state.view(seat)` is equal). The twin
is opened afresh in a second window; both must look exactly alike. And whenever the window turns
to another person, the privacy screen must have come first.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop import controller as controller_module
from desktop.controller import GameController
from desktop.screens import table_page
from desktop.screens.main_window import MainWindow
from desktop.screens.privacy import PrivacyScreen
from desktop.table.painting import fit_text
from rules.bots import Budget
from rules.core import Event, GameState, IllegalAction, Player, Record, RecordError, get_game
from tests.desktop.helpers import scene_texts, shown_window, widget_texts

pytestmark = pytest.mark.gui

SIZE = (1600, 900)  # wide enough for the side panel beside the table
NAMES = ("Ana", "Ben", "Chiara")


# --- what the window shows ---------------------------------------------------------------------------

@dataclass
class Shot:
    """What a window shows: every text and the picture."""

    texts: list[str]
    picture: QImage

    @staticmethod
    def of(window: MainWindow) -> Shot:
        QApplication.processEvents()
        return Shot(scene_texts(window) + widget_texts(window), window.grab().toImage())


def differences(a: Shot, b: Shot, where: str, folder: Path) -> str:
    """"" if the shots are alike, else what differs (and the two pictures saved to look at)."""
    notes = []
    if a.texts != b.texts:
        only_a = [t for t in a.texts if t not in b.texts]
        only_b = [t for t in b.texts if t not in a.texts]
        notes.append(f"texts differ: {only_a[:6]} / twin {only_b[:6]}" if only_a or only_b
                     else "the same texts in another order")
    if a.picture != b.picture:
        stem = "".join(ch if ch.isalnum() else "-" for ch in where)[:80]
        a.picture.save(str(folder / f"{stem}-game.png"))
        b.picture.save(str(folder / f"{stem}-twin.png"))
        notes.append(f"pictures differ (saved to {folder / stem}-*.png)")
    return f"{where}: " + "; ".join(notes) if notes else ""


# --- twins: the same game with another seat's secret changed ---------------------------------------


def _swapped(setup: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """`setup` with two entries of its card lists swapped (lists of lists count as one list)."""
    slots: list[tuple[str, int | None, int]] = []
    for key, value in setup.items():
        if isinstance(value, list) and value and isinstance(value[0], list):
            slots += [(key, i, j) for i, inner in enumerate(value) for j in range(len(inner))]
        elif isinstance(value, list):
            slots += [(key, None, j) for j in range(len(value))]
    copy = {k: [list(v) if isinstance(v, list) else v for v in val] if isinstance(val, list) else val
            for k, val in setup.items()}
    first, second = rng.sample(slots, 2)

    def place(slot: tuple[str, int | None, int]) -> tuple[list[Any], int]:
        key, outer, index = slot
        return (copy[key] if outer is None else copy[key][outer]), index

    (la, ia), (lb, ib) = place(first), place(second)
    la[ia], lb[ib] = lb[ib], la[ia]
    return copy


@dataclass
class Twin:
    setup: dict[str, Any] | None
    actions: list[tuple[int, str]]
    state: GameState
    events: list[Event]
    what: str


def told(events: list[Event], seat: int) -> list[str]:
    """What the log has told `seat` so far."""
    return [e.describe(NAMES, seat) for e in events]


@dataclass
class Game:
    """One hot-seat game under test: the record so far and twins kept in step with it."""

    game_id: str
    players: list[Player]
    seed: int
    options: dict[str, Any]
    setup: dict[str, Any] | None
    rng: random.Random
    twins: list[Twin] = field(default_factory=list)

    def record(self, actions: list[tuple[int, str]], setup: dict[str, Any] | None = None) -> Record:
        return Record(self.game_id, list(self.players), self.seed, dict(self.options),
                      setup if setup is not None else self.setup, list(actions))

    def replay(self, actions: list[tuple[int, str]], setup: dict[str, Any] | None = None,
               events: list[Event] | None = None) -> GameState | None:
        """The game after `actions` (None if they do not replay), their events added to `events`."""
        try:
            state = self.record([], setup).new_state()
            for seat, text in actions:
                found = state.apply(seat, state.parse(text))
                if events is not None:
                    events.extend(found)
        except (RecordError, IllegalAction):
            return None
        return state

    def follow(self, seat: int, action: str) -> None:
        """Play the game's newest action in every twin too; a twin in which it is illegal is dropped."""
        kept = []
        for twin in self.twins:
            try:
                twin.events.extend(twin.state.apply(seat, twin.state.parse(action)))
            except IllegalAction:
                continue
            twin.actions.append((seat, action))
            kept.append(twin)
        self.twins = kept

    def is_twin_for(self, state: GameState, events: list[Event], other: GameState, other_events: list[Event],
                    seat: int) -> bool:
        """`seat` cannot tell `other` from `state` (the same view, the same log so far), yet someone else can."""
        if other.view(seat) != state.view(seat) or told(other_events, seat) != told(events, seat):
            return False
        return any(other.view(s) != state.view(s) for s in range(state.num_players) if s != seat)

    def twin(self, state: GameState, events: list[Event], seat: int, tries: int = 8) -> Twin | None:
        """A twin of `state` for `seat`: one kept in step, or a new one (another recent choice, another deal)."""
        for twin in self.twins:
            if self.is_twin_for(state, events, twin.state, twin.events, seat):
                return twin
        actions = list(state.history)
        found = (self._other_choice(state, events, seat, actions, tries)
                 or self._other_deal(state, events, seat, actions, tries))
        if found is not None:
            self.twins = [*self.twins[-3:], found]
        return found

    def _other_choice(self, state: GameState, events: list[Event], seat: int, actions: list[tuple[int, str]],
                      tries: int) -> Twin | None:
        """Another seat's latest decision replaced by another legal one."""
        index = next((k for k in range(len(actions) - 1, -1, -1) if actions[k][0] != seat), None)
        if index is None:
            return None
        earlier: list[Event] = []
        before = self.replay(actions[:index], events=earlier)
        if before is None:
            return None
        chooser, chosen = actions[index]
        others = [a for a in before.legal_actions(chooser) if str(a) != chosen]
        for action in self.rng.sample(others, min(tries, len(others))):
            trial, trial_events = before.clone(), list(earlier)
            try:
                trial_events += trial.apply(chooser, action)
                for s, text in actions[index + 1:]:
                    trial_events += trial.apply(s, trial.parse(text))
            except IllegalAction:
                continue
            if self.is_twin_for(state, events, trial, trial_events, seat):
                return Twin(self.setup, list(trial.history), trial, trial_events, f"move {index + 1} as {action}")
        return None

    def _other_deal(self, state: GameState, events: list[Event], seat: int, actions: list[tuple[int, str]],
                    tries: int) -> Twin | None:
        """The deal with two cards (tiles, plan members) swapped."""
        if self.setup is None:
            return None
        for _ in range(tries):
            setup = _swapped(self.setup, self.rng)
            trial_events: list[Event] = []
            trial = self.replay(actions, setup, trial_events)
            if trial is not None and self.is_twin_for(state, events, trial, trial_events, seat):
                return Twin(setup, list(trial.history), trial, trial_events, "another deal")
        return None


# --- the games -------------------------------------------------------------------------------------------


def _turtle_butt_deal(rng: random.Random, players: int) -> dict[str, Any]:
    from rules.turtle_butt.deck import NAMES as CARD_NAMES
    from rules.turtle_butt.deck import deck_ids

    deck = [CARD_NAMES[i] for i in deck_ids()]
    rng.shuffle(deck)
    return {"deck": deck, "dealer": 0}


def _arturo_deal(rng: random.Random, players: int) -> dict[str, Any]:
    from rules.arturo.data import MEMBERS, PARTY_CARDS, PLAN_MEMBERS

    cards = [c.id for c in PARTY_CARDS]
    rng.shuffle(cards)
    plans = []
    for _ in range(players):
        plan = [MEMBERS[m].id for m in PLAN_MEMBERS]
        rng.shuffle(plan)
        plans.append(plan)
    return {"decks": [cards[d * 10:(d + 1) * 10] for d in range(6)], "plans": plans}


def _park_deal(rng: random.Random, players: int) -> dict[str, Any]:
    from rules.day_at_the_park.data import TILE_IDS, TILES_REMOVED

    tiles = list(TILE_IDS)
    rng.shuffle(tiles)
    removed = TILES_REMOVED[players]
    return {"removed": tiles[:removed], "tile_pile": tiles[removed:]}


@dataclass(frozen=True)
class Case:
    game_id: str
    players: int
    options: dict[str, Any]
    #: A full deal for the record's setup (None: the seed deals; twins then differ in choices only).
    deal: Callable[[random.Random, int], dict[str, Any]] | None
    #: Stop after this many moves (the secrets of the first rounds are what matter).
    moves: int

    def __str__(self) -> str:
        return f"{self.game_id}-{self.players}p-{'-'.join(map(str, self.options.values())) or 'standard'}"


CASES = [
    Case("birthday-turtle", 3, {}, None, 14),
    Case("birthday-turtle", 2, {}, None, 8),  # the odd/even pairs: one pair stays face down a round longer
    Case("turtle-butt", 3, {"variant": "liars"}, _turtle_butt_deal, 14),
    Case("arturo", 3, {}, _arturo_deal, 14),
    Case("day-at-the-park", 2, {}, _park_deal, 24),
]


# --- playing ---------------------------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def hints_from_the_view_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hints think for a fixed number of iterations, so the same view always gets the same hint."""
    monkeypatch.setattr(controller_module, "HINT_BUDGET", Budget(iterations=24))


def settle(qtbot: Any, window: MainWindow) -> None:
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.idle, timeout=10_000)
    QApplication.processEvents()


class PrivacyWatch:
    """Fails when the window draws a person's view right after another person's without the privacy screen."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.last: int | None = None
        self.covered = False
        self.slips: list[str] = []
        controller = window.controller
        assert controller is not None
        controller.privacy.connect(self._covered)
        controller.rebuilt.connect(self._drawn)
        controller.played.connect(lambda _events: self._drawn())

    def _covered(self, _seat: int) -> None:
        self.covered = True

    def _drawn(self) -> None:
        controller = self.window.controller
        seat = None if controller is None else controller.perspective
        if seat is None:
            return
        if self.last is not None and seat != self.last and not self.covered:
            self.slips.append(f"{NAMES[seat]}'s view followed {NAMES[self.last]}'s without the privacy screen")
        self.last, self.covered = seat, False


def play_and_compare(qtbot: Any, settings: Any, case: Case, folder: Path, seed: int = 3) -> dict[str, int]:
    """Play `case` hot-seat and compare each screen with its twin; returns how many of each were compared."""
    rng = random.Random(f"privacy/{case}/{seed}")
    players = [Player(NAMES[i]) for i in range(case.players)]
    setup = case.deal(rng, case.players) if case.deal is not None else None
    game = Game(case.game_id, players, seed, dict(get_game(case.game_id).resolve_options(case.options)), setup, rng)
    window = shown_window(qtbot, settings, SIZE)
    twin_window = shown_window(qtbot, settings, SIZE)
    window.start_game(game.record([]), [])
    controller = window.controller
    assert controller is not None and controller.hot_seat
    watch = PrivacyWatch(window)
    compared = {"hand-over": 0, "first sight": 0, "own move": 0}

    def compare(kind: str, seat: int) -> None:
        twin = game.twin(controller.state, [e for events in controller.events for e in events], seat)
        if twin is None:
            return
        # now and then the person asks for a hint (the move and the chance of winning it shows)
        hint = kind == "first sight" and compared[kind] % 3 == 0 and window.act_hint.isEnabled()
        if hint:
            window.hint()
            settle(qtbot, window)
        shot = Shot.of(window)
        twin_window.start_game(game.record(twin.actions, twin.setup), [], seat=seat)
        other = twin_window.controller
        assert other is not None
        settle(qtbot, twin_window)
        if kind != "hand-over":
            assert other.awaiting == seat
            twin_window.page.privacy.ready.emit()
            settle(qtbot, twin_window)
        if hint:
            twin_window.hint()
            settle(qtbot, twin_window)
        where = f"{case} move {len(controller.record.actions)} {kind} for {NAMES[seat]} ({twin.what})"
        problem = differences(shot, Shot.of(twin_window), where, folder)
        assert not problem, problem
        compared[kind] += 1

    settle(qtbot, window)
    while not controller.state.is_over() and len(controller.record.actions) < case.moves:
        seat = controller.awaiting
        if seat is not None:
            # the hand-over: the screen asks for the next person; nothing behind it may differ
            assert window.page.privacy.isVisible()
            assert not (window.act_undo.isEnabled() or window.act_hint.isEnabled() or window.act_save.isEnabled())
            # behind it nothing is drawn, even when the window changes shape (the table gets a new area)
            window.resize(SIZE[0] - 200, SIZE[1])
            settle(qtbot, window)
            window.resize(*SIZE)
            settle(qtbot, window)
            assert not [item for item in window.page.scene.items() if item.isVisible()]
            compare("hand-over", seat)
            QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
            settle(qtbot, window)
            compare("first sight", seat)
            continue
        seat = controller.perspective
        assert seat is not None
        action = rng.choice(controller.legal_actions())
        assert controller.submit(action) is None
        game.follow(*controller.record.actions[-1])
        settle(qtbot, window)
        if controller.awaiting is None and controller.perspective == seat and not controller.state.is_over():
            compare("own move", seat)
    assert watch.slips == []
    return compared


@pytest.mark.parametrize("case", CASES, ids=str)
def test_no_screen_depends_on_another_seats_secret(qtbot: Any, settings: Any, tmp_path: Path, case: Case) -> None:
    compared = play_and_compare(qtbot, settings, case, tmp_path)
    # the test must have compared something at the moments that matter
    assert compared["hand-over"] >= 2 and compared["first sight"] >= 2, compared


def test_the_privacy_test_catches_a_log_redrawn_only_when_its_length_changes(
        qtbot: Any, settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The old log (redrawn when its number of lines changed) kept one seat's wording for the next."""

    def by_count(panel: table_page.SidePanel, lines: list[str]) -> None:
        if panel.log.count() != len(lines):
            panel.log.clear()
            panel.log.addItems(lines)

    def keep_log(panel: table_page.SidePanel) -> None:
        panel.status.clear()
        panel.scores.clear()

    monkeypatch.setattr(table_page.SidePanel, "show_log", by_count)
    monkeypatch.setattr(table_page.SidePanel, "clear_all", keep_log)
    with pytest.raises(AssertionError, match="places cards face down"):
        play_and_compare(qtbot, settings, CASES[0], tmp_path)


def first_player_in(qtbot: Any, settings: Any, size: tuple[int, int]) -> tuple[MainWindow, GameController]:
    """A Happy Birthday Turtle!! game of three people, its first player past the privacy screen."""
    window = shown_window(qtbot, settings, size)
    window.start_game(Record("birthday-turtle", [Player(n) for n in NAMES], 1, {}), [])
    controller = window.controller
    assert controller is not None
    settle(qtbot, window)
    QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    return window, controller


def test_the_privacy_screen_covers_the_whole_window_and_nothing_is_drawn_behind_it(qtbot: Any,
                                                                                 settings: Any) -> None:
    """Happy Birthday Turtle!!, 3 people: Ana's face-down choice must not reach Ben, not even in the log."""
    window, controller = first_player_in(qtbot, settings, SIZE)
    assert controller.submit(controller.state.parse("play 1 floral")) is None
    def log_lines() -> list[str]:
        return [window.panel.log.item(i).text() for i in range(window.panel.log.count())]

    assert any("1 on Floral" in line for line in log_lines())  # Ana reads her own choice
    settle(qtbot, window)
    assert controller.awaiting == 1
    privacy = window.page.privacy
    # the screen covers the table and the side panel; the menus' game actions are off
    assert privacy.isVisible() and privacy.geometry() == window.holder.rect()
    assert window.holder.isAncestorOf(window.panel) and window.holder.isAncestorOf(window.page)
    assert not any(a.isEnabled() for a in (window.act_undo, window.act_hint, window.act_save))
    # behind it: no table, an empty panel
    assert window.panel.log.count() == 0 and window.panel.scores.count() == 0
    assert not [i for i in window.page.scene.items() if i.isVisible()]
    QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    lines = log_lines()
    assert "Ana places cards face down" in lines and not any("Floral" in line for line in lines)
    assert window.act_save.isEnabled() and window.act_hint.isEnabled()


def test_behind_the_privacy_screen_the_log_and_zoom_keys_do_nothing(qtbot: Any, settings: Any) -> None:
    """At 1280×720, Ctrl+L on the privacy screen opened the drawer behind it and took the keyboard there: Enter no
    longer dismissed the screen. The log and the zoom are the table's, and the table is not there."""
    window, controller = first_player_in(qtbot, settings, (1280, 720))
    assert controller.submit(controller.state.parse("play 1 floral")) is None
    settle(qtbot, window)
    privacy = window.page.privacy
    assert privacy.isVisible()
    assert not any(act.isEnabled() for act in window.menus.table_actions)
    window.act_panel.trigger()  # what Ctrl+L does
    assert window.panel.isHidden() and privacy.isVisible()
    QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert all(act.isEnabled() for act in window.menus.table_actions)


def test_the_next_players_hint_is_not_lost_to_the_last_players(qtbot: Any, settings: Any) -> None:
    """Ana asked for a hint and played before it came: Ben's Hint, once the screen was his, did nothing while
    Ana's was still being worked out. Her hint is given up at the hand-over, its words gone from the table."""
    window, controller = first_player_in(qtbot, settings, SIZE)
    hints: list[int] = []
    controller.hint_ready.connect(lambda *_: hints.append(controller.perspective))
    held: list[Callable[[], None]] = []
    start = controller.pool.start
    controller.pool = type("HoldsTheFirst", (), {"start": staticmethod(
        lambda work: held.append(work) if not held else start(work))})()  # Ana's hint thinks until let go
    controller.request_hint()
    assert controller.submit(controller.state.parse("play 1 floral")) is None
    settle(qtbot, window)  # her hint, still thinking, holds nothing up
    assert controller.awaiting == 1 and window.table.hint_bubble.text == ""
    QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    controller.request_hint()
    qtbot.waitUntil(lambda: hints == [1], timeout=20_000)
    held[0]()  # Ana's answer comes at last: nobody listens to it
    QApplication.processEvents()
    assert hints == [1]


def test_a_move_half_made_on_the_table_is_not_handed_to_the_next_player(qtbot: Any, settings: Any) -> None:
    """Day at the Park's setup: the sides Ana's hint had picked on her table came up on Ben's once her Start
    reached the rules another way than her Ready button. The screen for the next player starts from nothing."""
    window = shown_window(qtbot, settings, SIZE)
    window.start_game(Record("day-at-the-park", [Player("Ana"), Player("Ben")], 1, {}), [])
    controller = window.controller
    assert controller is not None
    settle(qtbot, window)
    QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    table = window.table
    fresh = table.setup_choice
    assert fresh is not None and controller.perspective == 0
    table.setup_choice = ("scoring", ["advanced"] * len(fresh[1]))  # Ana's draft, as her hint sets it
    assert controller.submit(controller.legal_actions()[0]) is None
    settle(qtbot, window)
    assert controller.awaiting == 1
    QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert controller.perspective == 1 and window.table.setup_choice == fresh


def screen_in(qtbot: Any, size: tuple[int, int]) -> PrivacyScreen:
    """A privacy screen as a window of `size` of its own, not asked for anyone yet."""
    screen = PrivacyScreen()
    qtbot.addWidget(screen)
    screen.resize(*size)
    return screen


@pytest.mark.parametrize("size", [(1280, 720), (700, 500)])
def test_the_privacy_screen_shows_a_long_name_whole(qtbot: Any, size: tuple[int, int]) -> None:
    """A 16-letter name of wide letters (the longest the lobby takes) fits the heading and the button."""
    screen = screen_in(qtbot, size)
    screen.ask("W" * 16)
    card, pill = screen.card(), screen.pill()
    inked = []
    for box, text, font, wrap in screen.texts():
        fitted = fit_text(text, box, font, wrap=wrap)
        assert not fitted.cut, text
        inked.append(fitted.inked(box))
    assert all(card.contains(box) for box in inked)
    assert pill.contains(inked[2]) and card.contains(pill)
    assert not inked[0].intersects(inked[1]) and not inked[1].intersects(pill)


def test_a_game_with_no_secrets_says_whose_turn_it_has_turned_to(qtbot: Any, settings: Any) -> None:
    """Turtle Butt's basic game hides nothing, so two people at one screen get no privacy screen: the table simply
    turns to the next person. A short note over the table says so, beside the status in the panel."""
    window = shown_window(qtbot, settings)
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Ben")], seed=4, options={"hands": 2}), [])
    c = window.controller
    assert c is not None and not c.hot_seat and not window.page.privacy.isVisible()
    qtbot.waitUntil(lambda: bool(c.legal_actions()), timeout=10_000)
    first = c.perspective
    assert not window.page.note.isVisible()
    assert c.submit(c.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: c.perspective != first, timeout=10_000)
    name = c.seat_names()[c.perspective]
    assert window.page.note.isVisible() and window.page.note.text() == f"Over to {name}"


def test_under_the_privacy_screen_the_corner_offers_no_log(qtbot: Any, settings: Any) -> None:
    """At 1280×720 the log is a drawer; left open by one player, the corner's "Hide the log" would speak of a log
    the screen covers. It comes back for the next player."""
    window, controller = first_player_in(qtbot, settings, (1280, 720))
    window.toggle_panel()  # Ana opens the drawer
    button = window.corner_bar.panel_button
    assert button.isVisible() and button.text() == "▸ Hide the log"
    assert controller.submit(controller.state.parse("play 1 floral")) is None
    settle(qtbot, window)
    assert window.page.privacy.isVisible() and not button.isVisible()
    QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert button.isVisible()


def test_the_privacy_screen_recaps_what_the_others_did_in_words_every_seat_may_read(qtbot: Any,
                                                                                     settings: Any) -> None:
    """Happy Birthday Turtle!!, 3 people: whoever the screen is passed to reads what happened since their last move
    (the reveal above all, which only the last to commit saw on the table), but not what anyone placed face down."""
    window, controller = first_player_in(qtbot, settings, SIZE)
    privacy = window.page.privacy

    def recap() -> list[str]:
        return [line for lines in privacy.recap for line in lines]

    assert controller.submit(controller.state.parse("play 1 floral")) is None
    settle(qtbot, window)
    assert controller.awaiting == 1 and recap() == ["Ana places cards face down"]  # Ben has not moved yet
    described = privacy.accessibleDescription()
    assert "So far:" in described and "Ana places cards face down" in described
    for _ in range(2):
        QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
        settle(qtbot, window)
        assert controller.submit(controller.legal_actions()[0]) is None
        settle(qtbot, window)
    if controller.awaiting is None:  # the last to commit may be the first to choose again: no hand-over yet
        assert controller.submit(controller.legal_actions()[0]) is None
        settle(qtbot, window)
    assert controller.awaiting is not None and controller.perspective is None
    lines = recap()
    assert any(line.startswith("Round 1, the cards are revealed: Ana: 1 on Floral") for line in lines), lines
    assert "Since your last move:" in privacy.accessibleDescription()
    box, card = privacy.recap_box(), privacy.card()
    assert box.top() > card.bottom() and QRectF(privacy.rect()).contains(box)


def test_a_two_round_commit_is_recapped_round_by_round(qtbot: Any, settings: Any) -> None:
    """Happy Birthday Turtle!!, 2 people: each commits two rounds at once (2-player rules, "Commit two pairs"), so
    the last to commit plays both; the next player reads each round's reveal and what followed as a part of its
    own, not one block of fifteen lines."""
    window = shown_window(qtbot, settings, SIZE)
    window.start_game(Record("birthday-turtle", [Player(n) for n in NAMES[:2]], 1, {}), [])
    controller = window.controller
    assert controller is not None
    privacy = window.page.privacy
    for _ in range(2):
        settle(qtbot, window)
        QTest.mouseClick(privacy, Qt.MouseButton.LeftButton)
        settle(qtbot, window)
        action = controller.legal_actions()[0]
        assert len(action.pairs) == 2
        assert controller.submit(action) is None
    settle(qtbot, window)
    if controller.awaiting is None:  # the last to commit may be the first to choose again: no hand-over yet
        assert controller.submit(controller.legal_actions()[0]) is None
        settle(qtbot, window)
    assert privacy.isVisible()
    parts = privacy.recap
    rounds = [i for i, lines in enumerate(parts) if lines[0].startswith("Round ")]
    assert [parts[i][0].split(",")[0] for i in rounds] == ["Round 1", "Round 2"], parts
    assert rounds[0] > 0 and all(not line.startswith("Round ") for lines in parts for line in lines[1:])


@pytest.mark.parametrize("size", [(1280, 680), (700, 500)])
def test_a_long_recap_keeps_to_the_screen_and_sends_the_rest_to_the_log(qtbot: Any, size: tuple[int, int]) -> None:
    screen = screen_in(qtbot, size)
    moves = [[f"Ben does thing number {i} of this rather long round, which takes more than one line to say"] * 2
             for i in range(20)]
    screen.ask("Ana", recap=moves)
    lines, more = screen.recap_lines(screen.card().width())
    assert lines and more == 40 - len(lines)
    box = screen.recap_box()
    assert not box.isEmpty() and QRectF(screen.rect()).contains(box) and box.top() > screen.card().bottom()
    screen.grab()  # and it paints


def test_a_move_made_again_and_again_is_recapped_once_with_its_count(qtbot: Any) -> None:
    """Three draws in a row read "Chiara draws a card" three times over; now once, counted. A move between
    them, or a move of several lines that differ, is not folded in."""
    screen = screen_in(qtbot, (1280, 720))
    draw = ["Chiara draws a card"]
    screen.ask("Ana", recap=[draw, draw, draw, ["Chiara stays"], draw, ["Ben draws a card", "Ben's hand: 4"]])
    assert screen.recap == [["Chiara draws a card (3 times)"], ["Chiara stays"], draw,
                            ["Ben draws a card", "Ben's hand: 4"]]
    assert "Chiara draws a card (3 times)" in screen.accessibleDescription()
