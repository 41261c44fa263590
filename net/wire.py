"""Views, events, texts and results as plain JSON, and back, without running anything the peer chose.

A seat's view is a frozen value built of the rules' own dataclasses, tuples, dicts and
`Text`; this codec writes that structure out as JSON and builds it again on the other side,
so a client holds the same `View` object a table at the host would draw from (and a bot
could search for a hint). Only dataclasses declared in rules.core's state and text modules
and in the game packages can be built: a class name is looked up in that fixed list, never
imported, and nothing else (no pickle, no eval) is ever run. Both sides must run the same
rules; `fingerprint()` names the list's shape and the handshake compares it.

JSON forms: a tuple is an array; a list is {"l": [...]}; a dict {"d": [[key, value], ...]};
a frozenset {"f": [...]} (in a fixed order); a dataclass {"c": "<module>.<Class>", "v": [...]}
with its fields in declaration order. Strings, whole numbers, finite floats, booleans and
null are themselves.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import json
import math
import operator
import pkgutil
import sys
from collections.abc import Callable, Mapping
from typing import Any

from rules.core import all_games
from rules.core.registry import GAME_PACKAGES

#: Deeper than any view nests (about 8 levels); a hostile peer's nesting stops here.
MAX_DEPTH = 40
#: More values than the largest view holds (a late Day at the Park view: about 6,000).
MAX_NODES = 400_000
#: The longest string a view or event holds is a sentence; a name is at most 200 characters.
MAX_STRING = 2_000


class WireError(ValueError):
    """A value that cannot be sent, or JSON that is not one this codec wrote."""


_classes: dict[str, type] | None = None
#: Each sendable class: its wire name and its fields' names, in order.
_shapes: dict[type, tuple[str, tuple[str, ...]]] = {}
#: Sendable classes with a field that __init__ does not take: built field by field.
_partial: set[type] = set()
#: Each sendable class: its wire name and a function that reads all its fields' values at once (encoding
#: views is most of a busy server's work, and one attrgetter call is much cheaper than a getattr per field).
_readers: dict[type, tuple[str, Callable[[Any], tuple[Any, ...]]]] = {}
#: Values that are their own JSON (exactly these types: a bool is not taken for an int, nor the reverse).
_PLAIN = frozenset({str, int, bool, type(None)})


def _modules() -> list[str]:
    """The modules whose dataclasses may cross the wire: the core's values and every game's modules."""
    all_games()
    names = ["rules.core.state", "rules.core.text"]
    for package in GAME_PACKAGES:
        module = sys.modules.get(package)
        if module is None or not hasattr(module, "__path__"):
            continue
        names.append(package)
        names += sorted(info.name for info in pkgutil.walk_packages(module.__path__, package + "."))
    return names


def classes() -> dict[str, type]:
    """Every dataclass that may be sent, by its wire name (its module without "rules.", and its name)."""
    global _classes
    if _classes is None:
        found: dict[str, type] = {}
        for name in _modules():
            module = importlib.import_module(name)
            for value in vars(module).values():
                if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == name:
                    found[f"{name.removeprefix('rules.')}.{value.__qualname__}"] = value
        _partial.update(cls for cls in found.values() if not all(f.init for f in dataclasses.fields(cls)))
        _shapes.update({cls: (key, tuple(f.name for f in dataclasses.fields(cls))) for key, cls in found.items()})
        _readers.update({cls: (key, _all_fields(names)) for cls, (key, names) in _shapes.items()})
        _classes = found
    return _classes


def _all_fields(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    if len(names) > 1:
        return operator.attrgetter(*names)
    if names:
        one = operator.attrgetter(names[0])
        return lambda value: (one(value),)
    return lambda value: ()


def fingerprint() -> str:
    """A short digest of every sendable class and its fields: equal on both sides when they run the same rules."""
    shape = sorted(f"{key}({','.join(f.name for f in dataclasses.fields(cls))})" for key, cls in classes().items())
    return hashlib.sha256("\n".join(shape).encode()).hexdigest()[:16]


# --- writing ----------------------------------------------------------------------------


def encode(value: Any) -> Any:
    """`value` as JSON data (WireError for anything this codec does not send)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is tuple:
        return [v if type(v) in _PLAIN else encode(v) for v in value]
    reader = _readers.get(kind)
    if reader is not None:
        return {"c": reader[0], "v": [v if type(v) in _PLAIN else encode(v) for v in reader[1](value)]}
    if isinstance(value, float):
        if not math.isfinite(value):
            raise WireError("a number that is not finite cannot be sent")
        return value
    if isinstance(value, bool | int | str):
        return value
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    if isinstance(value, list):
        return {"l": [encode(v) for v in value]}
    if isinstance(value, Mapping):
        return {"d": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, frozenset):
        items = [encode(v) for v in value]
        return {"f": sorted(items, key=lambda item: json.dumps(item, sort_keys=True))}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        classes()
        if kind in _shapes:
            return encode(value)
        raise WireError(f"a {kind.__name__} is not a value the rules send")
    raise WireError(f"a {kind.__name__} cannot be sent")


# --- reading ----------------------------------------------------------------------------


class _Reader:
    def __init__(self) -> None:
        self.nodes = 0
        self.known = classes()

    def read(self, data: Any, depth: int) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise WireError("too many values")
        if depth > MAX_DEPTH:
            raise WireError("nested too deeply")
        kind = type(data)
        if kind is int or kind is bool or data is None:
            return data
        if isinstance(data, str):
            if len(data) > MAX_STRING:
                raise WireError("a text is too long")
            return data
        if isinstance(data, float):
            if not math.isfinite(data):
                raise WireError("a number is not finite")
            return data
        if isinstance(data, list):
            return tuple(self.read(v, depth + 1) for v in data)
        if not isinstance(data, dict):
            raise WireError(f"unexpected {type(data).__name__}")
        keys = set(data)
        if keys == {"l"}:
            return [self.read(v, depth + 1) for v in self._array(data["l"])]
        if keys == {"f"}:
            return frozenset(self.read(v, depth + 1) for v in self._array(data["f"]))
        if keys == {"d"}:
            pairs = {}
            for pair in self._array(data["d"]):
                if not isinstance(pair, list) or len(pair) != 2:
                    raise WireError("a dict entry must be [key, value]")
                key = self.read(pair[0], depth + 1)
                try:
                    pairs[key] = self.read(pair[1], depth + 1)
                except TypeError:
                    raise WireError("a dict key cannot be a list or a dict") from None
            return pairs
        if keys == {"c", "v"}:
            return self._build(data["c"], self._array(data["v"]), depth)
        raise WireError("an object of unknown form")

    @staticmethod
    def _array(data: Any) -> list[Any]:
        if not isinstance(data, list):
            raise WireError("expected an array")
        return data

    def _build(self, name: Any, values: list[Any], depth: int) -> Any:
        cls = self.known.get(name) if isinstance(name, str) else None
        if cls is None:
            raise WireError(f"no such value: {str(name)[:60]!r}")
        names = _shapes[cls][1]
        if len(values) != len(names):
            raise WireError(f"{name} has {len(names)} fields, not {len(values)}")
        read = {key: self.read(v, depth + 1) for key, v in zip(names, values, strict=True)}
        try:
            if cls not in _partial:
                return cls(**read)
            built: Any = object.__new__(cls)
            for key, value in read.items():
                object.__setattr__(built, key, value)
            return built
        except Exception as exc:  # the class's own checks refused the values
            raise WireError(f"{name} cannot hold these values ({type(exc).__name__})") from None


def decode(data: Any) -> Any:
    """The value `encode` wrote as `data`; WireError if it is not one."""
    try:
        return _Reader().read(data, 0)
    except RecursionError:
        raise WireError("nested too deeply") from None
