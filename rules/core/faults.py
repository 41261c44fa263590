"""Why a file could not be read or written, in words a player can read and the app can translate.

Python's own words ("Expecting ',' delimiter: line 2 column 15 (char 47)", "[Errno 28] No space left
on device") are for programmers and stay English. `fault` turns the failures a player can meet with a
file (a system refusal, a file cut short, bytes that are not text) into sentences; anything else keeps
its kind and words, cut short, so a bug report still says what happened.
"""

from __future__ import annotations

import errno
import json

from .errors import clip
from .text import Text, say

#: The system's refusals a player can meet, each in player words (they follow a colon or sit in brackets), by
#: the name of their errno; a name this system's errno module lacks is left out (not every OS has each one).
_SYSTEM_WORDS: tuple[tuple[str, Text], ...] = (
    ("ENOENT", say("there is no such file or folder")),
    ("EACCES", say("you do not have permission")),
    ("EPERM", say("you do not have permission")),
    ("ENOSPC", say("the disk is full")),
    ("EDQUOT", say("your share of the disk is used up")),
    ("EROFS", say("the disk can only be read")),
    ("EIO", say("the disk failed to read or write it")),
    ("EISDIR", say("it is a folder, not a file")),
    ("ENOTDIR", say("part of its path is a file, not a folder")),
    ("ENAMETOOLONG", say("the name is too long")),
    ("ELOOP", say("a link on its path leads round in a circle")),
    ("EEXIST", say("something of that name is already there")),
    ("EBUSY", say("it is in use")),
    ("EMFILE", say("too many files are open")),
    ("ENFILE", say("too many files are open")),
    ("ECONNREFUSED", say("nothing answers there")),
    ("ECONNRESET", say("the connection was cut")),
    ("ETIMEDOUT", say("no answer came in time")),
    ("EHOSTUNREACH", say("that computer cannot be reached from here")),
    ("ENETUNREACH", say("that network cannot be reached from here")),
    ("EADDRINUSE", say("another program is using that port")),
    ("EADDRNOTAVAIL", say("that address is not this computer's")),
)
_SYSTEM: dict[int, Text] = {getattr(errno, name): words for name, words in _SYSTEM_WORDS if hasattr(errno, name)}

#: How much of an unforeseen error's own words a message repeats.
DETAIL_LIMIT = 100


def fault(exc: BaseException) -> Text | str:
    """What went wrong, for the player: a translatable sentence for the failures above, else the
    error's kind and words in English (lower case for a system error, as after a colon)."""
    import socket  # here, not at the top: only a failure needs them, and the app starts without them
    import ssl

    if isinstance(exc, ssl.SSLCertVerificationError):  # an OSError whose errno says "not permitted"
        return say("its certificate is not one this computer trusts")
    if isinstance(exc, ssl.SSLError):
        return say("the secure connection failed ({detail})", detail=exc.reason or str(exc))
    if isinstance(exc, socket.gaierror):
        return say("no computer of that name is known")
    if isinstance(exc, TimeoutError) and exc.errno is None:
        return say("no answer came in time")
    if isinstance(exc, OSError):
        known = _SYSTEM.get(exc.errno or 0)
        return known if known is not None else clip((exc.strerror or str(exc)).lower(), DETAIL_LIMIT, quoted=False)
    if isinstance(exc, json.JSONDecodeError):
        if not exc.doc.strip():
            return say("the file is empty")
        if not exc.doc[exc.pos:].strip() or exc.msg.startswith("Unterminated"):
            return say("its text stops part-way, as if the file was cut short")
        return say("its text is garbled at line {line}", line=exc.lineno)
    if isinstance(exc, UnicodeDecodeError):
        return say("it is not text")
    return clip(f"{type(exc).__name__}: {exc}", DETAIL_LIMIT, quoted=False)
