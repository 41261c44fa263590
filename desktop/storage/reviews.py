"""A game's review saved next to its record (``<record>.review.json``), so that opening it again is instant."""

from __future__ import annotations

import json
from pathlib import Path

from desktop.storage.files import FileProblem, read_file
from desktop.storage.saves import atomic_write
from rules.bots import Budget
from rules.core import Record, RecordError, say
from rules.review import FORMAT as REVIEW_FORMAT
from rules.review import VERSION as REVIEW_VERSION
from rules.review import Review, record_digest


def cache_path(record_path: Path) -> Path:
    """Where the review of the record at `record_path` is kept: beside it, named after it."""
    return record_path.with_name(f"{record_path.stem}.review.json")


def read_cached(path: Path, record: Record, budget: Budget) -> Review | FileProblem | None:
    """The saved review of `record` at `path`; None if there is none for this record and budget."""
    if not path.exists() and not path.is_symlink():
        return None

    def parse(raw: bytes) -> Review | None:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != REVIEW_FORMAT:
            raise RecordError(say("not a saved review"))
        if data.get("version") != REVIEW_VERSION:
            return None  # made by another version of the review: made afresh, without a fuss
        if data.get("record") != record_digest(record):
            return None  # another game's: made afresh
        return Review.from_dict(data, record)  # checked against the game, so that the page can trust it

    found = read_file(path, parse)
    if isinstance(found, FileProblem):
        return found
    if found is None or found.budget != budget or found.seed != 0:
        return None  # one made with another budget: made afresh
    return found


class NotAReview(OSError):
    """The review's place beside the record holds a file that is not a saved review: it is not written over."""


def _ours(path: Path) -> bool:
    """Is the file at `path` a saved review, of any version, or one cut short (it begins as ours does)?"""
    if not path.is_file():  # a folder, a pipe (which would block a read) or a dangling link
        return False
    try:
        with open(path, "rb") as f:
            head = f.read(200)
    except OSError:
        return False
    return b'"format": "' + REVIEW_FORMAT.encode() + b'"' in head


def write_cached(path: Path, record: Record, review: Review) -> None:
    """Save `review` beside its record, over an earlier review only: any other file there is left as it is
    (NotAReview), since a player may have saved a file of their own under that name."""
    if (path.exists() or path.is_symlink()) and not _ours(path):
        raise NotAReview(f"{path.name} is there and is not a saved review; it is left as it is")
    data = review.to_dict()
    data["record"] = record_digest(record)
    atomic_write(path, json.dumps(data, indent=1, ensure_ascii=False))
