"""The messages of the table protocol, their limits, and the strict check every incoming one passes first.

Every message is one JSON object in one WebSocket text frame, with a "type". A client's
requests carry an "id" (a whole number that grows with every request on a connection); the
server's answer carries it back as "re". Nothing is used before `parse_request` has checked
it against the request's schema: its type, every field's kind and bounds, and no field more.
docs/network.md lists every message.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

#: The protocol this code speaks. A peer speaking another is told so in one line and let go.
PROTOCOL = 2
#: The largest request a server reads (an action's notation is a few dozen characters).
MAX_REQUEST = 16 * 1024
#: The largest message a client reads (a whole record at the end of a long game, a full log).
MAX_MESSAGE = 16 * 1024 * 1024
#: The most players a table can have: Turtle Butt's liar's game seats twelve (a test holds every game to it).
MAX_SEATS = 12
#: The longest seat name: what the app's name fields take (desktop.widgets.plain), so a seat's label shows it whole.
NAME_LENGTH = 16
#: The longest name read back from a table file or a server's seats: before the limit above was the app's, the
#: wire took 40, and a table kept then still resumes.
KEPT_NAME_LENGTH = 40
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread
CODE_LENGTH = 6
#: What a seat can be: a person at the host's computer, a person joining, or a bot.
SEAT_KINDS = ("here", "remote", "bot")


class ProtocolError(ValueError):
    """A message that breaks the protocol; its text is the one-line reason sent back.

    `request_id` is the request's own id when that much of it was well formed, so the refusal
    answers the request it is about (the client is not left waiting for an answer).
    """

    request_id = 0


# --- checks ---------------------------------------------------------------------------

Check = Callable[[Any, str], Any]


def whole(low: int, high: int) -> Check:
    def check(value: Any, where: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise ProtocolError(f"{where} must be a whole number from {low} to {high}")
        return value
    return check


#: Characters a text from the network may not hold: controls, lone surrogates, and the invisible ones that
#: would let a name look like another's or turn the text around it (zero-width spaces, direction marks).
#: The zero-width joiner stays: emoji sequences need it.
_UNSEEN = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u061c\u200b\u200e\u200f\u2028-\u202e"
                     "\u2060-\u2064\u2066-\u2069\ufeff]")


def text(longest: int, pattern: str | None = None, empty: bool = False) -> Check:
    shape = re.compile(pattern) if pattern else None

    def check(value: Any, where: str) -> str:
        if not isinstance(value, str) or len(value) > longest or (not empty and not value.strip()):
            raise ProtocolError(f"{where} must be a text of 1 to {longest} characters")
        if shape is not None and not shape.fullmatch(value):
            raise ProtocolError(f"{where} is not in the right form")
        if _UNSEEN.search(value):
            raise ProtocolError(f"{where} holds control characters")
        return value
    return check


def one_of(*choices: str) -> Check:
    def check(value: Any, where: str) -> str:
        if value not in choices:
            raise ProtocolError(f"{where} must be one of: {', '.join(choices)}")
        return str(value)
    return check


def flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ProtocolError(f"{where} must be true or false")
    return value


def scalars(longest: int) -> Check:
    """An object of at most `longest` option values: each a short text, a whole number, true/false or null."""
    def check(value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict) or len(value) > longest:
            raise ProtocolError(f"{where} must be an object of at most {longest} entries")
        for key, item in value.items():
            text(40)(key, f"a key of {where}")
            if isinstance(item, str):
                text(40, empty=True)(item, f"{where}[{key!r}]")  # echoed in a refusal: no control characters
            elif not (item is None or isinstance(item, bool) or (isinstance(item, int) and abs(item) < 2**31)):
                raise ProtocolError(f"{where}[{key!r}] must be a short text, a whole number, true, false or null")
        return dict(value)
    return check


def or_null(item: Check) -> Check:
    """`item`, or null."""
    def check(value: Any, where: str) -> Any:
        return None if value is None else item(value, where)
    return check


def array(item: Check, longest: int, shortest: int = 0) -> Check:
    def check(value: Any, where: str) -> list[Any]:
        if not isinstance(value, list) or not shortest <= len(value) <= longest:
            raise ProtocolError(f"{where} must be a list of {shortest} to {longest} items")
        return [item(v, f"{where}[{i}]") for i, v in enumerate(value)]
    return check


def shaped(spec: Mapping[str, Check], optional: Mapping[str, Check] | None = None, others: bool = False) -> Check:
    """An object with exactly the fields of `spec` and perhaps some of `optional`; with `others`, fields of
    neither kind are let through unchecked (a newer server may add some, which an older client leaves alone)."""
    optional = optional or {}

    def check(value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ProtocolError(f"{where} must be an object")
        unknown = [k for k in value if k not in spec and k not in optional]
        if unknown and not others:
            raise ProtocolError(f"{where} has no field {str(unknown[0])[:40]!r}")
        out = {k: value[k] for k in unknown}
        for key, sub in spec.items():
            if key not in value:
                raise ProtocolError(f"{where} lacks the field {key!r}")
            out[key] = sub(value[key], f"{where}.{key}")
        for key, sub in optional.items():
            if key in value:
                out[key] = sub(value[key], f"{where}.{key}")
        return out
    return check


NAME = text(NAME_LENGTH)
#: The seats' colours, as the app draws them (desktop.table.theme.SEAT_COLOURS, spaces written as dashes): a
#: colour outside them would be drawn as another seat's.
COLOURS = ("orange", "sky-blue", "bluish-green", "reddish-purple", "vermillion", "blue", "yellow", "black",
           "grey", "brown", "wine", "olive")
COLOUR = one_of(*COLOURS)
CODE = text(CODE_LENGTH, f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
TOKEN = text(64, r"[A-Za-z0-9_-]{16,64}")
SEAT = whole(0, MAX_SEATS - 1)
LEVEL = text(16, r"[a-z]+")
PICK = text(24, r"[a-z][a-z-]*")
SEAT_PLAN = shaped({"kind": one_of(*SEAT_KINDS)}, {"name": NAME, "colour": COLOUR, "level": LEVEL})


# --- requests -------------------------------------------------------------------------


@dataclass(frozen=True)
class Request:
    """A client's request; subclasses name their type and the schema of their fields."""

    TYPE: ClassVar[str] = ""
    FIELDS: ClassVar[Mapping[str, Check]] = {}
    OPTIONAL: ClassVar[Mapping[str, Check]] = {}

    id: int

    def to_wire(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.TYPE}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is not None or f.name not in self.OPTIONAL:
                data[f.name] = value
        return data


@dataclass(frozen=True)
class Hello(Request):
    """The first message: the protocol and rules this client speaks."""

    TYPE = "hello"
    FIELDS: ClassVar[Mapping[str, Check]] = {"protocol": whole(0, 10**6), "rules": text(32), "app": text(64)}
    protocol: int = PROTOCOL
    rules: str = ""
    app: str = ""


@dataclass(frozen=True)
class Create(Request):
    """Open a table: the game, its options, what every seat is and perhaps who starts and what each seat
    picked (its animal, its character; null: chance's). The table draws the rest. The sender becomes its host."""

    TYPE = "create"
    FIELDS: ClassVar[Mapping[str, Check]] = {
        "game": text(40, r"[a-z0-9-]+"), "options": scalars(16), "seats": array(SEAT_PLAN, MAX_SEATS, 1)}
    OPTIONAL: ClassVar[Mapping[str, Check]] = {"starter": SEAT, "picks": array(or_null(PICK), MAX_SEATS, 1)}
    game: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[dict[str, Any]] = field(default_factory=list)
    starter: int | None = None
    picks: list[str | None] | None = None


@dataclass(frozen=True)
class Join(Request):
    """Take an open seat at the table with this code (and, before the game, pick its animal or character)."""

    TYPE = "join"
    FIELDS: ClassVar[Mapping[str, Check]] = {"code": CODE, "seat": SEAT, "name": NAME, "colour": COLOUR}
    OPTIONAL: ClassVar[Mapping[str, Check]] = {"pick": PICK}
    code: str = ""
    seat: int = 0
    name: str = ""
    colour: str = ""
    pick: str | None = None


@dataclass(frozen=True)
class Watch(Request):
    """Watch the table with this code as a spectator (the public view only)."""

    TYPE = "watch"
    FIELDS: ClassVar[Mapping[str, Check]] = {"code": CODE}
    code: str = ""


@dataclass(frozen=True)
class Rejoin(Request):
    """Come back to a seat (or to hosting) with the token given when joining (or creating)."""

    TYPE = "rejoin"
    FIELDS: ClassVar[Mapping[str, Check]] = {"code": CODE, "token": TOKEN}
    code: str = ""
    token: str = ""


@dataclass(frozen=True)
class Act(Request):
    """One action of a seat in the records' notation; `at` is how many actions the client has seen."""

    TYPE = "act"
    FIELDS: ClassVar[Mapping[str, Check]] = {"seat": SEAT, "action": text(200), "at": whole(0, 10**7)}
    seat: int = 0
    action: str = ""
    at: int = 0


@dataclass(frozen=True)
class Undo(Request):
    """Take back the seat's last action, as the undo rules allow."""

    TYPE = "undo"
    FIELDS: ClassVar[Mapping[str, Check]] = {"seat": SEAT, "at": whole(0, 10**7)}
    seat: int = 0
    at: int = 0


@dataclass(frozen=True)
class Start(Request):
    """The host starts the game once every seat is taken."""

    TYPE = "start"


@dataclass(frozen=True)
class Again(Request):
    """(The host, once the game is over) the next game at a new table with the same seats: whoever is still
    at this one sits down at it in their own seat, without a code to type."""

    TYPE = "again"


@dataclass(frozen=True)
class HandOver(Request):
    """The host gives a seat to a bot of `to`, back to its person ("person"), or opens it to someone new ("open")."""

    TYPE = "hand_over"
    FIELDS: ClassVar[Mapping[str, Check]] = {"seat": SEAT, "to": LEVEL}
    seat: int = 0
    to: str = ""


@dataclass(frozen=True)
class Sync(Request):
    """Send me everything my seats may see again (after a gap)."""

    TYPE = "sync"


@dataclass(frozen=True)
class Leave(Request):
    """I leave my seat for good: its token stops working."""

    TYPE = "leave"


REQUESTS: dict[str, type[Request]] = {
    cls.TYPE: cls for cls in (Hello, Create, Join, Watch, Rejoin, Act, Undo, Start, Again, HandOver, Sync, Leave)
}
ID = whole(1, 2**53)


def parse_request(raw: str | bytes) -> Request:
    """The request in one frame, checked against its schema; ProtocolError with the reason otherwise."""
    if isinstance(raw, bytes):
        raise ProtocolError("messages are JSON text, not binary frames")
    if len(raw) > MAX_REQUEST:
        raise ProtocolError(f"a request is at most {MAX_REQUEST} bytes")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object")
    kind = data.get("type")
    cls = REQUESTS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ProtocolError("a message must say its type" if kind is None else f"no request type {str(kind)[:40]!r}")
    body = {k: v for k, v in data.items() if k != "type"}
    try:
        checked = shaped({"id": ID, **cls.FIELDS}, cls.OPTIONAL)(body, cls.TYPE)
    except ProtocolError as exc:
        with contextlib.suppress(ProtocolError):  # an unsound id: the refusal answers no request
            exc.request_id = ID(data.get("id"), "id")
        raise
    return cls(**checked)


def dump(message: Any) -> str:
    """A message (or a part of one) as the compact JSON text sent in one frame."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


# --- what the server sends ------------------------------------------------------------

def any_value(value: Any, where: str) -> Any:
    """A field checked where it is used (a view or a record: the wire's and the records' own checks)."""
    return value


def of_kind(kind: type, what: str) -> Check:
    def check(value: Any, where: str) -> Any:
        if not isinstance(value, kind):
            raise ProtocolError(f"{where} must be {what}")
        return value
    return check


def or_empty(item: Check) -> Check:
    """`item`, or the empty text (a spectator's token)."""
    def check(value: Any, where: str) -> Any:
        return value if value == "" else item(value, where)
    return check


_AT = whole(0, 2**31)
_RE = whole(0, 2**53)  # 0: a refusal of a request whose own id was unsound
_WORDS = of_kind(str, "a text")
#: A seat as every screen sees it (`Seat.public`).
_PUBLIC_SEAT = shaped({
    "seat": SEAT, "kind": one_of(*SEAT_KINDS), "name": text(KEPT_NAME_LENGTH, empty=True),
    "colour": text(20, empty=True),
    "bot": text(16, empty=True), "open": flag, "connected": flag, "away": or_null(whole(-2**31, 2**31))},
    {"pick": text(24, empty=True), "left": flag}, others=True)
_STATUS = {"code": CODE, "phase": one_of("lobby", "playing", "over"), "at": _AT,
           "seats": array(_PUBLIC_SEAT, MAX_SEATS, 1), "to_act": array(SEAT, MAX_SEATS)}

#: Where a connection sits: the table, its token, its seats (none: a spectator), whether it hosts.
_SEATED = {"code": CODE, "token": or_empty(TOKEN), "seats": array(SEAT, MAX_SEATS), "host": flag}
_TABLE = {"game": _WORDS, "options": of_kind(dict, "an object")}

#: The server's messages: the fields each always has and those it may have, as a client checks them before use.
SERVER_MESSAGES: dict[str, tuple[Mapping[str, Check], Mapping[str, Check]]] = {
    "welcome": ({"protocol": whole(0, 10**6), "server": _WORDS}, {}),
    "ok": ({"re": _RE}, {"at": _AT}),
    "refused": ({"re": _RE, "reason": _WORDS}, {}),
    "error": ({"reason": _WORDS}, {"re": _RE}),
    "joined": ({"re": _RE, **_SEATED}, _TABLE),
    # pushed when the host opened the next table (`again`): this connection now sits there
    "moved": (_SEATED, _TABLE),
    "status": (_STATUS, {"thinking": array(SEAT, MAX_SEATS)}),
    "update": ({**_STATUS, "since": _AT,
                "views": array(shaped({"seat": or_null(SEAT), "view": any_value,
                                       "log": array(any_value, 2**31)}, others=True), MAX_SEATS + 1)},
               {"thinking": array(SEAT, MAX_SEATS)}),
    "over": ({"code": CODE, "record": any_value, "result": any_value}, {}),
}


def parse_server_message(raw: str | bytes) -> dict[str, Any]:
    """A server's message, its type known and its fields sound; ProtocolError otherwise (a client then
    closes the connection, rather than failing part-way through taking the message in)."""
    if isinstance(raw, bytes):
        raise ProtocolError("the server sent a binary frame")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("the server sent something that is not JSON") from None
    if not isinstance(data, dict) or data.get("type") not in SERVER_MESSAGES:
        raise ProtocolError("the server sent a message of no known type")
    spec, optional = SERVER_MESSAGES[data["type"]]
    return shaped(spec, optional, others=True)(data, f"the server's {data['type']} message")
