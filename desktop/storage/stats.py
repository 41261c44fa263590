"""Statistics that remember every finished game, and the finished games' records.

Each game that ends is added to ``statistics.json`` in the user's data folder (versioned
JSON, written atomically), and its record is kept in the data folder's ``games/`` folder so
it can be reviewed later. The file is read through desktop.storage.files; a damaged one is renamed
aside (``statistics-damaged-<time>.json``), the player is told, and a new file is started —
it is never written over. One game in it that cannot be used (a number no game reaches, a date
that is not one) is left out and the player is told, the others count: the file stays as it is
until the next write, which first keeps a copy of it, byte for byte, under the same kind of name.
A file from a newer Party Table is left alone and nothing is added to it.

What counts: a game counts once it is over. A game left unfinished is not counted at all — not
as a loss either: its autosave stays in the lobby to be resumed, and it counts when it ends.
Lessons (Learn to play) are not counted. A shared victory counts as a win for each winner.

Nothing here draws: the Statistics window is desktop/screens/stats_window.py.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import logging
import os
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path, PurePath
from typing import Any

from desktop.storage.files import FileProblem, aside_path, read_file, report
from desktop.storage.paths import data_dir
from desktop.storage.saves import STALE_TEMP_SECONDS, atomic_write, keep_copy
from desktop.table.text import shown
from rules.bots import LEVELS
from rules.core import (
    Game,
    GameState,
    Option,
    Record,
    RecordError,
    RulesError,
    Text,
    clip,
    fault,
    get_game,
    json_text,
    json_value,
    say,
    say_n,
)

log = logging.getLogger("party-table")

FORMAT = "party-table-statistics"
VERSION = 1
#: Who the others at the table were, weakest first: a bot level, or only people.
PEOPLE = "people"
OPPONENTS: tuple[str, ...] = (*LEVELS, PEOPLE)


def stats_path() -> Path:
    return data_dir() / "statistics.json"


def games_dir() -> Path:
    """Where the records of finished games are kept (for reviews)."""
    return data_dir() / "games"


@dataclass(frozen=True)
class Entry:
    """One finished game."""

    finished: str  # when it ended: ISO 8601, UTC
    game: str
    variant: str | None
    options: Mapping[str, Any]
    players: tuple[tuple[str, str], ...]  # (name, kind) per seat
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    duration: float  # seconds the game was open (a resumed game: since it was resumed)
    taken_back: int
    moves: int
    record: str | None = None  # file name in games_dir()

    def to_dict(self) -> dict[str, Any]:
        return {
            "finished": self.finished,
            "game": self.game,
            "variant": self.variant,
            "options": dict(self.options),
            "players": [{"name": n, "kind": k} for n, k in self.players],
            "scores": list(self.scores),
            "winners": list(self.winners),
            "duration": round(self.duration, 1),
            "taken_back": self.taken_back,
            "moves": self.moves,
            "record": self.record,
        }

    @staticmethod
    def from_dict(data: Any) -> Entry:
        """One game as the file holds it: RecordError saying why in the player's words, or a KeyError or TypeError
        when it is not shaped as this app writes one."""
        if not isinstance(data, Mapping):
            raise TypeError("a game is not a JSON object")
        players = tuple((json_value(p["name"], str), json_value(p["kind"], str)) for p in data["players"])
        scores = tuple(_number(s) for s in data["scores"])
        winners = tuple(int(_number(s)) for s in data["winners"])
        if len(scores) != len(players) or any(not 0 <= w < len(players) for w in winners):
            raise RecordError(say("its scores or winners do not match its players"))
        variant, record = data.get("variant"), data.get("record")
        options = data.get("options", {})
        if not isinstance(options, Mapping):
            raise TypeError("options must be an object")
        return Entry(
            finished=_moment(data["finished"]),
            game=json_value(data["game"], str),
            variant=None if variant is None else json_value(variant, str),
            options=dict(options),
            players=players,
            scores=scores,
            winners=winners,
            duration=_number(data.get("duration", 0.0)),
            taken_back=int(_number(data.get("taken_back", 0))),
            moves=int(_number(data.get("moves", 0))),
            record=_record_name(record),
        )

    def seats_of(self, name: str) -> list[int]:
        """The human seats played under `name` (several in a hot-seat game with one name twice)."""
        return [s for s, (n, kind) in enumerate(self.players) if n == name and kind == "human"]

    def won(self, seat: int) -> bool:
        return seat in self.winners

    def opponents(self, seat: int) -> str:
        """The strongest bot among the others at the table, or PEOPLE when they were all human."""
        levels = [kind for s, (_, kind) in enumerate(self.players) if s != seat and kind in LEVELS]
        return max(levels, key=LEVELS.index) if levels else PEOPLE

    @property
    def when(self) -> datetime:
        return datetime.fromisoformat(self.finished)


#: The years a game can have ended in: none before the clock of a computer starts, and none so late that moving
#: the time to another zone (to show it) would pass the last year Python's dates hold.
YEARS = range(1970, 9999)


def _moment(value: Any) -> str:
    """When a game ended, as the file holds it, if it is a time with its zone (as this app writes it) and a year a
    game can have ended in (year 1 could not be shown: its time in seconds is out of range)."""
    text = json_value(value, str)
    try:
        when: datetime | None = datetime.fromisoformat(text)
    except ValueError:
        when = None
    if when is None or when.utcoffset() is None or when.year not in YEARS:
        raise RecordError(say("its date, {value}, is not one this app can use", value=clip(text)))
    return text


def _record_name(value: Any) -> str | None:
    """A kept record's file name in games_dir(); anything else (a path leading elsewhere) links to no record."""
    if value is None:
        return None
    name = json_value(value, str)
    return name if name not in ("", ".", "..") and PurePath(name).name == name and "\\" not in name else None


#: Beyond any score, count or duration (in seconds) a game has: a larger number is a damaged entry.
LARGEST = 1e9


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RecordError(say("it holds {value} where a number belongs", value=_as_written(value)))
    # Infinity and NaN (JSON as Python reads it) fail the test too; 1e308 would overflow a chart's arithmetic
    if not abs(value) <= LARGEST:
        raise RecordError(say("it holds {value}, a number no game reaches", value=_as_written(value)))
    return float(value)


def _as_written(value: Any) -> str:
    """A value as the file spells it (true, "x", 2000000000.0), cut short."""
    try:
        return clip(json.dumps(value), quoted=False)
    except (TypeError, ValueError, RecursionError):
        return clip(value)


#: Why a game that is not shaped as this app writes one is left out.
UNSHAPED = say("it is not a game as the statistics keep one")


@dataclass(frozen=True)
class Newer:
    """A statistics file written by a newer Party Table (left alone)."""

    version: object


@dataclass(frozen=True)
class Read:
    """The games a statistics file holds, and why each game in it that cannot be used is left out."""

    entries: list[Entry]
    left_out: list[Text | str]


def parse(raw: bytes) -> Read | Newer:
    """The games in a statistics file; RecordError (or a parsing error) if the file as a whole is damaged."""
    try:
        data = json.loads(raw.decode("utf-8").removeprefix("\ufeff"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError(fault(exc)) from None
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise RecordError(say("it is not a Party Table statistics file"))
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        return Newer(version)
    if version != VERSION:
        raise RecordError(say("its version {version} is not one this app knows", version=clip(version)))
    games = data.get("games")
    if not isinstance(games, list):
        raise RecordError(say("its list of games is missing"))
    read = Read([], [])
    for game in games:
        try:
            read.entries.append(Entry.from_dict(game))
        except RulesError as exc:
            read.left_out.append(exc.said())
        except (KeyError, TypeError, ValueError, ArithmeticError):
            read.left_out.append(UNSHAPED)
    return read


def dump(entries: Iterable[Entry]) -> str:
    """The statistics as JSON text (a player's name with a lone surrogate still counts: see `json_text`)."""
    return json_text({"format": FORMAT, "version": VERSION, "games": [e.to_dict() for e in entries]})


@dataclass
class Loaded:
    """What the statistics file held, and what the player should be told about it."""

    entries: list[Entry] = field(default_factory=list)
    #: False when nothing may be written (a newer file, or a damaged one that could not be moved aside).
    writable: bool = True
    #: What the player should be told: the file (or the copy of it kept) and, in their words, what became of it.
    problem: FileProblem | None = None


def load(path: Path | None = None) -> Loaded:
    """The statistics; a damaged file is renamed aside first (the problem names where it went), and a game in
    it that cannot be used is left out (the file stays as it is)."""
    path = path or stats_path()
    _sweep_temp(path)
    if not path.exists() and not path.is_symlink():
        return Loaded()
    found = read_file(path, parse)
    if isinstance(found, Newer):
        return Loaded([], False, report(path, say("it was written by a newer Party Table (version {version}); "
                                                  "games are not added to it", version=clip(found.version))))
    if isinstance(found, FileProblem):
        return _set_aside(path, found.said())
    return Loaded(found.entries, True, _left_out(path, found.left_out))


def _left_out(path: Path, reasons: Sequence[Text | str]) -> FileProblem | None:
    """What the player is told of the games in the file that cannot be used: how many, and why the first cannot."""
    if not reasons:
        return None
    return report(path, say_n(len(reasons), "{n} game in it cannot be used and is left out: {reason}",
                              "{n} games in it cannot be used and are left out; the first: {reason}",
                              reason=reasons[0]))


def _set_aside(path: Path, reason: Text | str) -> Loaded:
    aside = aside_path(path)
    try:
        os.replace(path, aside)
    except OSError as exc:
        return Loaded([], False, report(path, say("it cannot be used ({reason}) and could not be moved aside ({why}); "
                                                  "this session's games are not counted", reason=reason,
                                                  why=fault(exc))))
    return Loaded([], True, report(aside, say("the statistics in it could not be used ({reason}); new statistics "
                                              "were started", reason=reason)))


def _sweep_temp(path: Path) -> None:
    """Remove what a write killed halfway left behind (a temporary file next to the statistics)."""
    now = time.time()
    with contextlib.suppress(OSError):
        for tmp in path.parent.glob(f".{path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                if now - tmp.lstat().st_mtime > STALE_TEMP_SECONDS:
                    tmp.unlink()


def save(entries: Sequence[Entry], path: Path | None = None) -> FileProblem | None:
    """Write the statistics; a file there that this app cannot read whole is copied beside it first, byte for
    byte (the copy, and what the player is told of it), and never written over if no copy can be made (OSError)."""
    path = path or stats_path()
    kept = _keep_unread(path)
    atomic_write(path, dump(entries))
    return kept


def _keep_unread(path: Path) -> FileProblem | None:
    if not path.is_file():  # nothing to keep (or no file: the write says why)
        return None
    found = read_file(path, parse)
    if isinstance(found, Read) and not found.left_out:
        return None
    copy = keep_copy(path)
    log.warning("%s held what this app cannot use: kept as %s before it was written anew", path, copy.name)
    if isinstance(found, Read):
        return FileProblem.of(copy, say_n(len(found.left_out),
                                          "a copy of the statistics as they were, with the game that could not be used",
                                          "a copy of the statistics as they were, with the {n} games that could not "
                                          "be used"))
    return FileProblem.of(copy, say("a copy of the statistics as they were, which could not be used"))


def entry_for(record: Record, state: GameState, duration: float, taken_back: int, record_file: str | None,
              when: datetime | None = None) -> Entry:
    """The statistics line of a finished game."""
    result = state.result()
    options = dict(state.options)  # every option, defaults included
    variant = options.get("variant")
    return Entry(
        finished=(when or datetime.now(UTC)).isoformat(timespec="seconds"),
        game=record.game,
        variant=str(variant) if variant is not None else None,
        options=options,
        players=tuple((p.name, p.kind) for p in record.players),
        scores=tuple(float(s) for s in result.scores),
        winners=tuple(result.winners),
        duration=duration,
        taken_back=taken_back,
        moves=len(record.actions),
        record=record_file,
    )


def keep_record(record: Record, when: datetime | None = None) -> str:
    """Save a finished game's record in games_dir(); its file name."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    folder = games_dir()
    name = f"{stamp}-{record.game}.json"
    n = 1
    while (folder / name).exists():
        n += 1
        name = f"{stamp}-{record.game}-{n}.json"
    atomic_write(folder / name, record.to_json())
    return name


def add_game(entry: Entry, path: Path | None = None) -> FileProblem | None:
    """Add a finished game to the statistics; what the player should be told if the file needed attention."""
    path = path or stats_path()
    loaded = load(path)
    if not loaded.writable:
        return loaded.problem
    try:
        kept = save([*loaded.entries, entry], path)
    except (OSError, ValueError) as exc:  # a full disk; text the file cannot hold: the game's record is kept still
        return report(path, say("this game could not be added to it ({why})", why=fault(exc)))
    return kept or loaded.problem


# --- summaries ----------------------------------------------------------------------------


def game_label(game: str, variant: str | None) -> str:
    """"Turtle Butt (Rococo game)": the game's name and, where it has variants, the variant's."""
    try:
        declared = get_game(game)
    except Exception:  # a game this app no longer has: its id still names it
        return game
    if variant is None:
        return declared.name
    option = variant_option(declared)
    return f"{declared.name} ({shown(option.label_of(variant)) if option else variant})"


def variant_option(game: Game) -> Option | None:
    """The option that names `game`'s variants (its "variant" key), which the statistics count apart."""
    return next((o for o in game.options if o.key == "variant"), None)


def human_names(entries: Iterable[Entry]) -> list[str]:
    """Everyone who played in person, most recent first."""
    seen: list[str] = []
    for e in sorted(entries, key=lambda e: e.finished, reverse=True):
        for name, kind in e.players:
            if kind == "human" and name not in seen:
                seen.append(name)
    return seen


@dataclass(frozen=True)
class Played:
    """One game from one player's side."""

    entry: Entry
    seat: int

    @property
    def won(self) -> bool:
        return self.entry.won(self.seat)

    @property
    def score(self) -> float:
        return self.entry.scores[self.seat]

    @property
    def opponents(self) -> str:
        return self.entry.opponents(self.seat)

    @property
    def label(self) -> str:
        return game_label(self.entry.game, self.entry.variant)


def games_of(entries: Iterable[Entry], name: str, game: str | None = None, variant: str | None = None,
             opponents: str | None = None) -> list[Played]:
    """`name`'s games, oldest first, filtered by game (and variant) and by who the opponents were."""
    found = []
    for e in sorted(entries, key=lambda e: e.finished):
        if (game is not None and e.game != game) or (variant is not None and e.variant != variant):
            continue
        for seat in e.seats_of(name):
            played = Played(e, seat)
            if opponents is None or played.opponents == opponents:
                found.append(played)
    return found


@dataclass(frozen=True)
class Summary:
    """A player's record in a set of games."""

    label: str
    opponents: str
    played: int
    won: int
    best: float
    average: float
    streak: int  # wins in a row up to the latest game
    longest: int

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def summarise(label: str, opponents: str, games: Sequence[Played]) -> Summary:
    """Played, won, best and average score and the winning streaks of `games` (oldest first)."""
    run = longest = 0
    for g in games:
        run = run + 1 if g.won else 0
        longest = max(longest, run)
    scores = [g.score for g in games]
    return Summary(label, opponents, len(games), sum(g.won for g in games), max(scores, default=0.0),
                   sum(scores) / len(scores) if scores else 0.0, run, longest)


def summaries(games: Sequence[Played]) -> list[Summary]:
    """One summary per game (and variant) and opponents' level, in the lobby's order of games."""
    groups: dict[tuple[str, str], list[Played]] = {}
    for g in games:
        groups.setdefault((g.label, g.opponents), []).append(g)

    def key(k: tuple[str, str]) -> tuple[int, int, str, int]:
        entry = groups[k][0].entry
        return (*_game_order(entry.game, entry.variant), k[0], OPPONENTS.index(k[1]))

    return [summarise(label, level, groups[(label, level)]) for label, level in sorted(groups, key=key)]


def _game_order(game: str, variant: str | None) -> tuple[int, int]:
    """Where a game (and its variant) comes: the lobby's order of games, each game's order of variants (as its
    Variant menu lists them); a game this app does not have comes last."""
    games = _games()
    at = next((i for i, g in enumerate(games) if g.id == game), len(games))
    if at == len(games) or variant is None:
        return at, 0
    option = variant_option(games[at])
    choices = list(option.choices) if option is not None and option.choices else []
    return at, choices.index(variant) if variant in choices else len(choices)


def _games() -> list[Any]:
    from rules.core import all_games

    return list(all_games())


#: The opponents as a cover's line names them, in the player's language.
_COVER_WORDS = {"random": say("random"), "easy": say("easy"), "normal": say("normal"), "hard": say("hard"),
                PEOPLE: say("people")}


def cover_line(entries: Iterable[Entry], name: str, game: str) -> str:
    """`name`'s record against each bot level in `game`, won–lost, in one short line ("easy 3–1 · hard 0–2")."""
    played = games_of(entries, name, game)
    parts = []
    for level in OPPONENTS:
        mine = [g for g in played if g.opponents == level]
        if mine:
            won = sum(g.won for g in mine)
            who = shown(_COVER_WORDS[level]) if level in _COVER_WORDS else level
            parts.append(f"{who} {won}–{len(mine) - won}")
    return " · ".join(parts)


def cover_total(entries: Iterable[Entry], name: str, game: str) -> str:
    """`name`'s record in `game` against everyone at once ("6–8 in all"): the cover's line when the one by
    opponents is too long for it ("" if no game)."""
    played = games_of(entries, name, game)
    if not played:
        return ""
    won = sum(g.won for g in played)
    return shown(say("{won}–{lost} in all", won=won, lost=len(played) - won))


CSV_COLUMNS = ("finished", "game", "variant", "player", "kind", "score", "won", "opponents", "players",
               "duration_s", "moves", "taken_back", "record")


def to_csv(entries: Iterable[Entry]) -> str:
    """Every finished game as CSV, one row per player (a lone surrogate in a name, which a UTF-8 file cannot hold,
    as U+FFFD, the replacement character)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for e in sorted(entries, key=lambda e: e.finished):
        everyone = _cell("; ".join(f"{n} ({k})" for n, k in e.players))
        for seat, (name, kind) in enumerate(e.players):
            writer.writerow([e.finished, e.game, e.variant or "", _cell(name), kind, f"{e.scores[seat]:g}",
                             "yes" if e.won(seat) else "no", e.opponents(seat), everyone, f"{e.duration:.0f}",
                             e.moves, e.taken_back, e.record or ""])
    return out.getvalue().encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def _cell(text: str) -> str:
    """A name a spreadsheet would read as a formula ("=…") is kept as text."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text
