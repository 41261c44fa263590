"""The controller: owns one game and mediates between the table, the bots and the saves.

The record (rules.core.Record) is the truth and the state a cache of it: every
accepted action is appended to the record and autosaved; undo replays the record
without the taken-back action. Bots think in a worker thread on a copy of their
seat's view, never on the state. Between bot moves the controller waits for the
table's animations and then a short pause, so people can follow. In hot-seat play
it asks for the privacy screen whenever a different human must act and the game
has secrets.
"""

from __future__ import annotations

import functools
import logging
import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from desktop.storage.saves import AutoSave
from desktop.storage.settings import Settings
from desktop.table.anim import Animator
from desktop.table.text import language_generation, shown, translate_rules
from desktop.table.theme import SEAT_COLOURS, SeatColour, colour_by_name
from rules.bots import Budget, make_bot
from rules.bots.inference import prepare, prepares
from rules.bots.levels import forget_turns
from rules.core import Action, Event, GameState, IllegalAction, Partial, Player, Record, Result, View, get_game, say

log = logging.getLogger(__name__)

@dataclass
class Seat:
    """One place at the table: who sits there and how they look."""

    name: str
    kind: str = "human"  # "human" or a bot level
    colour: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


class _BotSignals(QObject):
    # generation, seat, action notation, error, win chance (-1: none) and the chance's standard error
    done = Signal(int, int, str, str, float, float)


class _BotTask:
    """Runs one bot decision off the GUI thread on a private copy of a view.

    The pool is given the bound `run`, not a QRunnable: PySide keeps a reference to every QRunnable
    started on a pool, so each decision's view would stay in memory for as long as the app runs.
    """

    def __init__(self, generation: int, seat: int, game_id: str, level: str, view: View, seed: int,
                 budget: Budget, signals: _BotSignals, hint: bool = False) -> None:
        self.generation, self.seat, self.game_id, self.level = generation, seat, game_id, level
        self.view, self.seed, self.budget, self.signals, self.hint = view, seed, budget, signals, hint

    def run(self) -> None:
        try:
            bot = make_bot(self.game_id, self.level)
            rng = random.Random(self.seed)
            chance, spread = -1.0, 0.0
            if self.hint:
                advice = bot.advise(self.view, rng, self.budget)
                action = advice.rated[0].action if advice.rated else None
                if advice.chance is not None:  # a forced move is not searched, so it has no estimate
                    chance, spread = advice.chance, advice.error
            else:
                action = bot.choose(self.view, rng, self.budget)
        except Exception as exc:  # reported to the GUI thread, never lost in the pool
            log.exception("bot failed")
            self._report("", f"{type(exc).__name__}: {exc}")
            return
        self._report(str(action) if action is not None else "", "", chance, spread)

    def _report(self, text: str, error: str, chance: float = -1.0, spread: float = 0.0) -> None:
        try:
            self.signals.done.emit(self.generation, self.seat, text, error, chance, spread)
        except RuntimeError:  # the app closed while the bot thought: nobody is waiting for the answer
            log.info("bot answer dropped: the controller is gone")


def _prepare(views: list[View]) -> None:
    """`inference.prepare` for each view, on a worker (an error is logged, never raised into the pool)."""
    try:
        for view in views:
            prepare(view)
    except Exception:
        log.exception("taking in the record for the hints failed")


#: Hints come from the strongest bot, which also estimates the player's chance of winning (`HardBot.advise`).
HINT_LEVEL = "hard"
HINT_BUDGET = Budget(seconds=0.5)


class GameController(QObject):
    """Owns a game: applies actions from the table and from bots, keeps undo and autosave.

    Signals: `rebuilt` (show the table afresh from `view()`), `played` (events of an
    action, already stripped to what the shown seat may know), `thinking` (seat, on),
    `privacy` (seat that must take the screen), `over` (Result), `log_changed`,
    `hint_ready` (action, the shown seat's chance of winning in 0..1 or -1 when there is
    no estimate, and that chance's standard error), `failed` (a message for the player),
    `note_changed` (`network_note` says something new with nothing played: a clock ticked).
    """

    #: A live game: the table's buttons make moves (a review's host says otherwise).
    replaying = False

    rebuilt = Signal()
    played = Signal(list)
    thinking = Signal(int, bool)
    privacy = Signal(int)
    over = Signal(object)
    log_changed = Signal()
    hint_ready = Signal(object, float, float)
    failed = Signal(str)
    note_changed = Signal()

    def __init__(self, record: Record, settings: Settings | None = None, autosave: AutoSave | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.record = record
        self.autosave = autosave
        self.hidden_information = get_game(record.game).has_hidden_information(record.options)
        self.seats = [Seat(p.name, p.kind, SEAT_COLOURS[i % len(SEAT_COLOURS)].name)
                      for i, p in enumerate(record.players)]
        self.animator = Animator(self.settings.animation_speed, self)
        self.settings.changed.connect(self._setting_changed)
        self._waiting_idle = False
        self.animator.idle.connect(self._idle)
        self.pool = QThreadPool.globalInstance()
        self._signals = _BotSignals()
        self._signals.done.connect(self._bot_done)
        self._generation = 0
        self._thinking: int | None = None
        self._thinking_since = 0  # actions on record when the thinking bot was given its view
        self._hinting = False
        self._hint_since = 0  # actions on record when the hint was asked for
        #: Numbers the hints asked for: only the answer to the latest is listened to (its task's generation is
        #: minus this number; a bot's is never negative).
        self._hint_number = 0
        self._perspective: int | None = None
        self._awaiting_privacy: int | None = None
        self._undoable: list[bool] = []
        self.events: list[list[Event]] = []
        #: `log_lines`' words for each move so far, and the (names, seat, language) they were worded for.
        self._worded: list[tuple[list[Event], list[str]]] = []
        self._worded_for: tuple[object, ...] = ()
        self.state: GameState = record.new_state()
        self._advance_timer = QTimer(self)
        self._advance_timer.setSingleShot(True)
        self._advance_timer.timeout.connect(self._advance)
        self._finished = False
        forget_turns()  # what `hard` spent on a turn in progress belonged to the previous game
        self._replay_all()

    # --- setup ------------------------------------------------------------------------

    def set_colours(self, colours: list[str]) -> None:
        for seat, colour in zip(self.seats, colours, strict=False):
            seat.colour = colour

    def _replay_all(self) -> None:
        """Rebuild the cached state, the log and what may be taken back from the record."""
        state = self.record.new_state()
        game = state.game
        self.events, self._undoable = [], []
        for seat, text in self.record.actions:
            rng_before = state.rng.getstate()
            events = state.apply(seat, game.parse_action(text))
            self.events.append(events)
            self._undoable.append(self._takes_back(seat, events, state.rng.getstate() != rng_before))
        self.state = state

    def _takes_back(self, seat: int, events: list[Event], dealt: bool) -> bool:
        """May a person take this action back among other people: theirs, and nothing dealt or revealed by it?"""
        return self.seats[seat].is_human and not dealt and not any(e.reveals for e in events)

    def start(self, seat: int | None = None) -> None:
        """Show the table and let whoever must act act (`seat`: this human, if they are among them)."""
        humans = self._people_here(range(len(self.seats)))
        to_act = [s for s in self.state.to_act() if s in humans]
        if seat in to_act:
            to_act.insert(0, seat)
        # with no human at the table everyone watches as a spectator (nothing secret is shown)
        self._perspective = to_act[0] if to_act else (humans[0] if humans else None)
        if self.hot_seat and not self.state.is_over():
            self._awaiting_privacy = self._perspective
            self._drop_hint()
            self.privacy.emit(self._perspective)
        else:
            self.rebuilt.emit()
        self.log_changed.emit()
        self._schedule(0)
        self._take_in()

    def _take_in(self) -> None:
        """Let a worker take in the moves so far for the hints of the people here, while they think
        (`rules.bots.inference.prepare`): a hint then searches for its whole time instead of first
        replaying the game, which in Arturo takes some 0.3 of its 0.5 s once a game is under way."""
        if self.state.is_over() or not prepares(self.record.game):
            return
        views = [self.state.view(seat) for seat in self._people_here(range(len(self.seats)))]
        if views:
            self.pool.start(functools.partial(_prepare, views))

    def stop(self) -> None:
        """Forget pending bot results and timers (the window is closing or a new game starts)."""
        self._generation += 1
        self._advance_timer.stop()
        self.animator.finish_all()

    # --- what the table asks ------------------------------------------------------------

    @property
    def perspective(self) -> int | None:
        return None if self._awaiting_privacy is not None else self._perspective

    @property
    def thinking_seat(self) -> int | None:
        """The bot seat thinking right now, if any."""
        return self._thinking

    @property
    def hidden(self) -> bool:
        """True while the privacy screen covers the table."""
        return self._awaiting_privacy is not None

    @property
    def idle(self) -> bool:
        """Nothing under way: no bot or hint thinking, no move scheduled, no animation playing."""
        return (self._thinking is None and not self._hinting and not self._advance_timer.isActive()
                and not self._waiting_idle and not self.animator.busy)

    @property
    def awaiting(self) -> int | None:
        """The seat the privacy screen waits for (None when nothing covers the table)."""
        return self._awaiting_privacy

    @property
    def hot_seat(self) -> bool:
        """Several people share the screen and the game has secrets: they pass it with the privacy screen."""
        return self.hidden_information and sum(s.is_human for s in self.seats) > 1

    def view(self) -> View:
        return self.state.view(self.perspective)

    def legal_actions(self) -> list[Action]:
        seat = self.perspective
        # a bot thinking does not block the human: in a simultaneous step both choose at once
        if seat is None or self.state.is_over():
            return []
        if not self.seats[seat].is_human or seat not in self.state.to_act():
            return []
        return list(self.state.legal_actions(seat))

    def _not_now(self) -> str:
        """Why the seat on screen cannot move at all: the game is over, or nobody's move is shown."""
        return shown(say("the game is over") if self.state.is_over() else say("wait for your turn"))

    def why_illegal(self, action: Action) -> str | None:
        seat = self.perspective
        if seat is None or self.state.is_over():
            return self._not_now()
        if seat not in self.state.to_act():
            return shown(say("it is not your turn"))  # the rules' own words for it, translated as theirs
        refusal = self.state.why_illegal(seat, action)
        return None if refusal is None else shown(refusal.message, self.seat_names())

    def seat_names(self) -> list[str]:
        return [s.name for s in self.seats]

    def seat_colour(self, seat: int) -> SeatColour:
        return colour_by_name(self.seats[seat].colour)

    def setting(self, key: str) -> Any:
        return self.settings.get(key)

    def prompt(self, line: str) -> str:
        return line

    def log_lines(self) -> list[str]:
        """The log as the seat on screen may read it, in the app's language.

        Once the game is over nothing is secret any more: every move reads as its own player read it, the same
        whoever is on screen last (the end screen shows every hand too).

        Each move's lines are worded once for a seat, its names and a language, and kept beside the
        move's events: the panel asks for the whole log at every redraw, and a park game has hundreds
        of moves.
        """
        names = self.seat_names()
        over = self.state.is_over()
        key = (tuple(names), self.perspective, language_generation(), over)
        if key != self._worded_for:
            self._worded_for, self._worded = key, []
        worded = self._worded
        lines: list[str] = []
        for i, events in enumerate(self.events):
            if i < len(worded) and worded[i][0] is events:
                part = worded[i][1]
            else:
                part = [text for e in events if (text := e.describe(names, _reader(e, self.perspective, over),
                                                                    translate_rules))]
                del worded[i:]
                worded.append((events, part))
            lines.extend(part)
        return lines

    def last_move(self, seat: int) -> int | None:
        """The index (on the record) of `seat`'s last move so far; None before it has moved."""
        return max((i for i, (by, _) in enumerate(self.record.actions) if by == seat), default=None)

    def recap(self, seat: int) -> list[list[str]]:
        """What happened since `seat` last moved, move by move (a move that plays two rounds, round by round), in
        the words every seat may read: for the privacy screen, which the whole room sees before the player is at
        the table."""
        names = self.seat_names()
        since = self.last_move(seat)
        moves: list[list[str]] = []
        for events in self.events[(since + 1 if since is not None else 0):]:
            moves.append([])
            for e in events:
                if moves[-1] and e.payload is not None and e.payload.begins_round:  # a round of its own
                    moves.append([])
                if text := e.describe(names, None, translate_rules):
                    moves[-1].append(text)
        return [lines for lines in moves if lines]

    # --- acting -----------------------------------------------------------------------

    def submit(self, action: Action) -> str | None:
        """The shown human plays ``action``: None if done, else the rules' reason."""
        seat = self.perspective
        refusal = self._not_for_this_screen(seat)
        if refusal is not None or seat is None:
            return refusal
        return self._apply(seat, action)

    def _not_for_this_screen(self, seat: int | None) -> str | None:
        """Why nobody on screen may move (None: the seat shown is a person's, who may)."""
        if seat is None:
            return self.tr("the table is hidden")
        if not self.seats[seat].is_human:
            return self.tr("that seat is played by a bot")
        return None

    def submit_sequence(self, actions: list[Action]) -> str | None:
        """The shown human plays several actions in a row (a path): all of them, or none with the reason."""
        seat = self.perspective
        hidden = self._not_for_this_screen(seat)
        if hidden is not None or seat is None:
            return hidden
        refusal = self.state.why_illegal_sequence(seat, actions)
        if refusal is not None:
            return shown(refusal.message, self.seat_names())
        for action in actions:
            reason = self._apply(seat, action)
            if reason is not None:  # cannot happen after the check above; never leave half a path silently
                return reason
        return None

    def completions(self, partial: Partial[Action]) -> list[Action]:
        """The legal actions of the shown human that a move in the making could still become."""
        seat = self.perspective
        if seat is None or not self.seats[seat].is_human or self.state.is_over():
            return []
        return self.state.completions(seat, partial)

    def why_not_yet(self, partial: Partial[Action]) -> str | None:
        """None if the shown human's move in the making can still become legal, else the rules' reason."""
        seat = self.perspective
        if seat is None or self.state.is_over():
            return self._not_now()
        refusal = self.state.why_not_yet(seat, partial)
        return None if refusal is None else shown(refusal.message, self.seat_names())

    def _apply(self, seat: int, action: Action) -> str | None:
        rng_before = self.state.rng.getstate()
        try:
            events = self.state.apply(seat, action)
        except IllegalAction as exc:
            return shown(exc.message, self.seat_names())
        self.record.actions.append((seat, str(action)))
        self.events.append(events)
        self._undoable.append(self._takes_back(seat, events, self.state.rng.getstate() != rng_before))
        self._save()
        seen_by = self.perspective
        self.played.emit([e.for_seat(seen_by) for e in events])
        self.log_changed.emit()
        self._schedule_after_animation()
        self._take_in()
        return None

    def _save(self) -> None:
        """Autosave; if it cannot be written the game goes on, and the player is told once."""
        if self.autosave is None:
            return
        if self.state.is_over():
            self.autosave.finish()
            return
        note = self.autosave.try_write(self.record)
        if note:
            self.failed.emit(shown(note))

    # --- turn flow ----------------------------------------------------------------------

    def _schedule(self, ms: int) -> None:
        self._advance_timer.start(max(0, ms))

    def _schedule_after_animation(self) -> None:
        if self.animator.busy:
            self._waiting_idle = True
        else:
            self._after_idle()

    @Slot()
    def _idle(self) -> None:
        if self._waiting_idle:
            self._waiting_idle = False
            self._after_idle()

    def _after_idle(self) -> None:
        to_act = self.state.to_act()
        bot_next = any(not self.seats[s].is_human for s in to_act)
        follow = bot_next and len(to_act) == 1
        self._schedule(self.settings.bot_delay_ms if follow else 0)

    @Slot()
    def _advance(self) -> None:
        if self.state.is_over():
            if not self._finished:
                self._finished = True
                self.over.emit(self.state.result())
            return
        if self._thinking is not None or self._awaiting_privacy is not None:
            return
        to_act = self.state.to_act()
        bots = self._bots_here(to_act)
        if bots:
            self._start_bot(bots[0])
            return
        humans = self._people_here(to_act)
        if not humans:
            return
        seat = self._perspective if self._perspective in humans else humans[0]
        if seat != self._perspective:
            if self.hot_seat:
                self._awaiting_privacy = seat
                self._perspective = seat
                self._drop_hint()
                self.privacy.emit(seat)
                self.log_changed.emit()
                return
            self._perspective = seat
            self.rebuilt.emit()
            self.log_changed.emit()

    def _people_here(self, seats: Iterable[int]) -> list[int]:
        """Which of `seats` a person at this window plays (a networked table plays only its own)."""
        return [s for s in seats if self.seats[s].is_human]

    def _bots_here(self, seats: Iterable[int]) -> list[int]:
        """Which of `seats` a bot of this app plays (at a networked table the server runs the bots)."""
        return [s for s in seats if not self.seats[s].is_human]

    def network_note(self) -> str:
        """Who is connected, away or thinking at a networked table, for the status line ("" at one computer)."""
        return ""

    @property
    def cut_off(self) -> bool:
        """The connection to a networked table is down: nothing can be played from this window until it is back."""
        return False

    def people_here(self) -> list[int]:
        """The seats a person at this window plays."""
        return self._people_here(range(len(self.seats)))

    def network_role(self) -> str:
        """"host", "guest" or "watcher" (no seat) at a networked table, "" at one computer: what "Play again" offers."""
        return ""

    def stood_in(self, seat: int) -> bool:
        """Whether a bot plays a person's seat for now (a network table's stand-in); never at one computer."""
        return False

    def away_seats(self) -> list[int]:
        """The people away from the table for now (a network table's); never at one computer."""
        return []

    def bot_held(self, seat: int) -> bool:
        """Whether the bot at `seat` waits on purpose rather than thinks (a lesson plays its scripted moves only)."""
        return False

    @property
    def record_whole(self) -> bool:
        """Whether `record` holds the game's deal and every move, so a file of it replays the game."""
        return True

    def table_address(self) -> str:
        """Where a networked table is, as a person types it ("" at one computer)."""
        return ""

    def deal_code(self) -> int | None:
        """The lobby's deal code that deals this game again (None where the lobby cannot: a lesson, a
        networked table, a record set up otherwise than the lobby sets one up). Shown only once the game is
        over: it tells the order of every card."""
        asked = self.state.game.lobby_setup(self.record.seed, len(self.record.players)) or {}
        return self.record.seed if set(self.record.setup or {}) == set(asked) else None  # as the lobby makes them

    def starter_to_choose(self) -> int | None:
        """The seat the lobby's "who starts" must be given for the deal code to deal this game again (None:
        leaving it to chance draws the same seat)."""
        first = self.state.game.first_player
        chosen = (self.record.setup or {}).get(first.setup_field) if first is not None else None
        if first is None or not isinstance(chosen, int):
            return None
        return None if chosen == first.drawn(self.record.seed, len(self.record.players)) else chosen

    def privacy_done(self) -> None:
        """The player the screen asked for is at the table: show them their view."""
        if self._awaiting_privacy is None:
            return
        self._perspective, self._awaiting_privacy = self._awaiting_privacy, None
        self.rebuilt.emit()
        self.log_changed.emit()
        self._schedule(0)

    def _budget(self) -> Budget:
        return Budget(seconds=float(self.settings.get("bot_seconds")))

    def _start_bot(self, seat: int) -> None:
        self._thinking, self._thinking_since = seat, len(self.record.actions)
        self.thinking.emit(seat, True)
        view = self.state.clone().view(seat)  # a private copy: the worker never shares the live state
        seed = (self.record.seed * 1_000_003 + len(self.record.actions) * 7919 + seat) & 0xFFFFFFFF
        task = _BotTask(self._generation, seat, self.record.game, self.seats[seat].kind, view, seed,
                        self._budget(), self._signals)
        self.pool.start(task.run)

    @Slot(int, int, str, str, float, float)
    def _bot_done(self, generation: int, seat: int, text: str, error: str, chance: float, spread: float) -> None:
        if generation < 0:  # a hint's answer
            if not self._hinting or generation != -self._hint_number:
                return  # one given up (the screen went to another player, or a move was taken back)
            self._hinting = False
            # others may commit meanwhile in a simultaneous step; a hint is stale once its seat has moved
            if text and not self.moved_since(seat, self._hint_since):
                self.hint_ready.emit(self.state.game.parse_action(text), chance, spread)
            return
        if generation != self._generation or seat != self._thinking:
            return
        self._thinking = None
        self.thinking.emit(seat, False)
        if len(self.record.actions) != self._thinking_since:
            # a human acted while the bot thought: its view may be stale, so it thinks again
            self._schedule(0)
            return
        if error or not text:
            # a broken bot must not stall the game: fall back to a random legal move
            self.failed.emit(shown(say("{player}'s bot failed ({error}); it plays a random move",
                                       player=self.seats[seat].name, error=error or "")))
            actions = self.state.legal_actions(seat)
            action = random.Random(len(self.record.actions)).choice(actions)
        else:
            action = self.state.game.parse_action(text)
        refusal = self._apply(seat, action)
        if refusal is not None:
            self.failed.emit(shown(say("{player}'s bot chose an illegal move: {reason}",
                                       player=self.seats[seat].name, reason=refusal)))
            actions = self.state.legal_actions(seat)
            self._apply(seat, random.Random(len(self.record.actions)).choice(actions))

    # --- undo, hint ---------------------------------------------------------------------

    @property
    def solo(self) -> bool:
        """One person plays and every other seat is a bot."""
        return sum(s.is_human for s in self.seats) == 1

    def undo_point(self) -> int | None:
        """How many actions stay on record if the shown person undoes now (None: nothing to take back).

        Against bots only, the person's last decision goes, with every bot move that followed: the game is
        replayed from its record up to there (the deal stays the same). Among several people a move can be
        taken back only while it is the last one and revealed nothing.
        """
        seat = self.perspective
        actions = self.record.actions
        if seat is None or not actions or self.state.is_over() or not self.seats[seat].is_human:
            return None
        if self.solo:
            return self.last_move(seat)
        if actions[-1][0] == seat and self._undoable[-1]:
            return len(actions) - 1
        return None

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo(self) -> bool:
        """Take back the shown person's last decision (see `undo_point`); the record counts what was taken back."""
        keep = self.undo_point() if self.can_undo() else None
        if keep is None:
            return False
        self.animator.finish_all()
        self._generation += 1  # a bot or a hint still thinking about the old position is not listened to
        if self._thinking is not None:
            self.thinking.emit(self._thinking, False)
        self._thinking = None
        self._drop_hint()
        self.record.taken_back += len(self.record.actions) - keep
        del self.record.actions[keep:]
        self._replay_all()
        self._save()
        self.rebuilt.emit()
        self.log_changed.emit()
        self._schedule(0)
        return True

    def undo_note(self) -> str:
        """Why Undo may or may not be used now, for its tooltip."""
        if self.solo:
            return self.tr("Take back your last move and the bots' moves after it (Ctrl+Z)")
        if self.can_undo():
            return self.tr("Take back your last move (Ctrl+Z)")
        if self.state.is_over():
            return self.tr("The game is over: its moves stay as they were played")
        actions = self.record.actions
        if actions and self.perspective is not None and actions[-1][0] == self.perspective:
            return self.tr("Your last move revealed something new, so it stays: among several people only a move "
                           "that revealed nothing can be taken back, before anyone else acts")
        return self.tr("Nothing to take back now: among several people only your last move can be taken back, "
                       "before anything new is revealed or anyone else acts")

    def position(self) -> tuple[int, int] | None:
        """Where the shown seat is now, as (seat, actions on record): what a hint or a win chance is about."""
        return None if self.perspective is None else (self.perspective, len(self.record.actions))

    def left(self, position: tuple[int, int]) -> bool:
        """Whether the screen has left `position` (a `position()`): another seat is shown, or that seat moved."""
        return self.perspective != position[0] or self.moved_since(*position)

    def moved_since(self, seat: int, count: int) -> bool:
        """Whether `seat` has acted (or an undo took actions back) since `count` actions were on record."""
        actions = self.record.actions
        return len(actions) < count or any(s == seat for s, _ in actions[count:])

    def request_hint(self) -> None:
        """Ask a bot which move it would play for the shown human; `hint_ready` answers."""
        seat = self.perspective
        if seat is None or seat not in self.state.to_act() or self._hinting:
            return
        self._hinting, self._hint_since = True, len(self.record.actions)
        self._hint_number += 1
        view = self.state.clone().view(seat)
        task = _BotTask(-self._hint_number, seat, self.record.game, HINT_LEVEL, view,
                        self._hint_since, HINT_BUDGET, self._signals, hint=True)
        self.pool.start(task.run)

    def _drop_hint(self) -> None:
        """The hint being worked out is for nobody now: its answer is not listened to, and a new one may be asked
        for at once (the next player's Hint did nothing while the last player's was still thinking)."""
        self._hinting = False
        self._hint_number += 1

    # --- misc ---------------------------------------------------------------------------

    def result(self) -> Result | None:
        return self.state.result() if self.state.is_over() else None

    def _setting_changed(self, key: str) -> None:
        if key in ("animation_speed", "reduce_motion"):
            self.animator.speed = self.settings.animation_speed
        elif key == "colour_blind_marks" and self._awaiting_privacy is None:  # behind the privacy screen: on showing
            self.rebuilt.emit()

    def players(self) -> list[Player]:
        return list(self.record.players)


def _reader(event: Event, seat: int | None, over: bool) -> int | None:
    """Whose words `event` is told in: the seat on screen's, or once the game is over one of the seats that saw
    it whole (a secret is no longer one)."""
    if over and event.visible_to:
        return min(event.visible_to)
    return seat
