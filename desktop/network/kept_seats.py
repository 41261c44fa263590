"""The seats this app holds at tables on the network, kept so a restart can sit down again (issue #34).

A seat's token is what lets its player come back to exactly where they were, so the app keeps
it, with the table's address and code, in the user's data folder (`network/seats.json`, readable
by the user only). The Join dialog offers "Rejoin" for each kept guest seat; the Host dialog
offers to resume each table this app opened: hosted here (its file still in its folder) or on a
`party-table serve`. A seat is
forgotten when its game ends, when its player leaves, or when the server says the token holds
nothing any more.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import secrets
import shutil
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from desktop.storage.files import FileProblem, aside_path, read_file
from desktop.storage.paths import data_dir
from desktop.storage.saves import keep_copy
from rules.core import RecordError, say

#: How many tables are remembered (the oldest is forgotten first).
MAX_KEPT = 12
#: The file is a few kilobytes; a larger one is not ours.
MAX_BYTES = 256 * 1024
#: The ports a table can listen on (a resumed host's table opens on the one it had).
PORTS = range(65536)


@dataclass(frozen=True)
class KeptSeat:
    """One table this app sits at: where, which code, the token, and what the lobby shows of it.

    A host's entry also keeps the folder its server writes the table's file to and the port it
    listened on, so the resumed table is where its players look for it.
    """

    url: str
    code: str
    token: str
    game: str
    host: bool
    seats: tuple[int, ...] = ()
    names: tuple[str, ...] = ()
    folder: str = ""
    port: int = 0
    everywhere: bool = False
    saved: float = 0.0

    @staticmethod
    def from_dict(data: Any) -> KeptSeat | None:
        """An entry as the file holds it; None if anything about it is not as written."""
        if not isinstance(data, dict):
            return None
        kinds: dict[str, type | tuple[type, ...]] = {
            "url": str, "code": str, "token": str, "game": str, "host": bool, "seats": list, "names": list,
            "folder": str, "port": int, "everywhere": bool, "saved": (int, float)}
        if not {f.name for f in fields(KeptSeat)} <= set(data):  # a newer app's extra fields are passed over
            return None
        if any(not isinstance(data[key], kind) for key, kind in kinds.items()):
            return None
        if not all(isinstance(s, int) for s in data["seats"]) or not all(isinstance(n, str) for n in data["names"]):
            return None
        if not data["code"] or not data["token"] or not data["url"].startswith(("ws://", "wss://")):
            return None
        if data["port"] not in PORTS:  # the resumed table could not open on it
            return None
        try:
            saved = float(data["saved"])
        except OverflowError:  # an integer beyond any float (10**400)
            return None
        return KeptSeat(data["url"], data["code"], data["token"], data["game"], data["host"],
                        tuple(data["seats"]), tuple(n[:40] for n in data["names"]), data["folder"], data["port"],
                        data["everywhere"], saved)


def kept_file() -> Path:
    return data_dir() / "network" / "seats.json"


def hosted_folder() -> Path:
    """A new folder for one hosted table's file (the host's autosave of a networked game)."""
    return data_dir() / "network" / "hosted" / secrets.token_hex(6)


def _entries(raw: bytes) -> list[Any]:
    data = json.loads(raw.decode("utf-8"))
    if not isinstance(data, list):
        raise RecordError(say("it is not a list of network seats"))
    return data


def _parse(raw: bytes) -> list[KeptSeat]:
    return [seat for item in _entries(raw) if (seat := KeptSeat.from_dict(item)) is not None]


def kept_seats() -> list[KeptSeat]:
    """Every kept seat, newest first; a missing or damaged file holds none (and is left as it is)."""
    path = kept_file()
    if not path.exists():
        return []
    found = read_file(path, _parse, MAX_BYTES)
    if isinstance(found, FileProblem):
        return []
    return sorted(found, key=lambda s: s.saved, reverse=True)


def elsewhere_seats() -> list[KeptSeat]:
    """The seats to offer in Join: a guest's seats at tables another computer or a `party-table serve` holds."""
    return [s for s in kept_seats() if not s.host]


def hosted_tables() -> list[KeptSeat]:
    """The tables to offer in Host (where the host can start a table still waiting for its players): hosted
    here, their file still in its folder, or opened by this app on a `party-table serve`."""
    return [s for s in kept_seats() if s.host and (not s.folder or (Path(s.folder) / f"{s.code}.json").is_file())]


def _keep_unread(path: Path) -> None:
    """A file this app cannot read is moved beside it (seats-damaged-….json) rather than written over: the
    seats in it are a player's keys to their tables, and a person (or a newer app) may still get them back.
    One holding entries this app passes over is copied there first (the seats it can use are written back)."""
    if not path.exists():
        return
    found = read_file(path, _entries, MAX_BYTES)
    if isinstance(found, FileProblem):
        aside = aside_path(path)
        os.replace(path, aside)
    elif any(KeptSeat.from_dict(item) is None for item in found):
        aside = keep_copy(path)
    else:
        return
    logging.getLogger(__name__).warning("%s could not be read whole: it is kept as %s", path, aside.name)


def _write(seats: list[KeptSeat]) -> None:
    path = kept_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _keep_unread(path)
        temporary = path.with_suffix(".tmp")
        # the tokens are a player's keys to their seats: readable by this user only
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as f:
            json.dump([asdict(s) for s in seats[:MAX_KEPT]], f, ensure_ascii=False)
        os.replace(temporary, path)
    except OSError:  # the seat is not kept: the game goes on, only a restart cannot come back to it
        logging.getLogger(__name__).warning("cannot keep the network seats in %s", path, exc_info=True)


def keep(seat: KeptSeat) -> None:
    """Remember `seat` (replacing what was kept for it: the same table and token), newest first."""
    seat = KeptSeat(**{**asdict(seat), "saved": time.time()})
    _write([seat, *(s for s in kept_seats() if (s.code, s.token) != (seat.code, seat.token))])


def forget(code: str) -> None:
    """Forget the table `code` (its game ended, its player left, or its token holds nothing any more)."""
    seats = kept_seats()
    if any(s.code == code for s in seats):
        _write([s for s in seats if s.code != code])


def discard_folder(folder: str) -> None:
    """Delete a hosted table's folder (its game has ended), if it is one of ours."""
    path = Path(folder)
    if path.parent == data_dir() / "network" / "hosted":
        with contextlib.suppress(OSError):
            shutil.rmtree(path)
