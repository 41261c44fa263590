"""No exception may leave a Python override of a Qt virtual method.

With PySide6 6.11 an exception escaping an override that C++ calls (a QGraphicsItem's
`mousePressEvent`, `paint`, …) crashes the process while PySide tries to report it.
Every class of the app that overrides such methods inherits `Guarded` (the toolkit's
items, zones, scene and view do, and so does everything built on them): its
`__init_subclass__` wraps each override by name, so a subclass cannot forget. What a
wrapper catches goes to one handler, which the main window sets: it logs the error,
tells the player, and rebuilds the table from the controller's state.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

#: Names of the Qt virtual methods the app overrides (or might), and what a failed call returns.
#: Handlers return nothing; queries return a harmless default so Qt can carry on.
_NOTHING = object()
VIRTUALS: dict[str, Any] = {
    name: None
    for name in (
        "paint", "paintEvent", "drawBackground", "drawForeground",
        "mousePressEvent", "mouseMoveEvent", "mouseReleaseEvent", "mouseDoubleClickEvent",
        "hoverEnterEvent", "hoverMoveEvent", "hoverLeaveEvent", "wheelEvent", "contextMenuEvent",
        "keyPressEvent", "keyReleaseEvent", "focusInEvent", "focusOutEvent",
        "enterEvent", "leaveEvent", "resizeEvent", "showEvent", "hideEvent", "closeEvent",
        "changeEvent", "moveEvent", "timerEvent", "dragEnterEvent", "dragMoveEvent", "dropEvent",
    )
}
VIRTUALS.update({
    "event": False,
    "sceneEvent": False,
    "eventFilter": False,
    "focusNextPrevChild": False,
    "itemChange": _NOTHING,  # returns the proposed value unchanged
    "boundingRect": _NOTHING,  # an empty rectangle
    "shape": _NOTHING,  # an empty path
    "sizeHint": _NOTHING,
    "minimumSizeHint": _NOTHING,
    "loadResource": None,  # a text browser's picture: none, drawn as a missing image
})

Handler = Callable[[BaseException, str], None]
_handlers: list[Handler] = []
#: Where each caught error happened, newest last (the tests fail a test that caught one unexpectedly).
caught: list[str] = []


def set_handler(handler: Handler | None) -> None:
    """The one place caught errors go (None: only log them)."""
    _handlers.clear()
    if handler is not None:
        _handlers.append(handler)


def has_handler() -> bool:
    return bool(_handlers)


def report(exc: BaseException, where: str) -> None:
    """Log an error caught at the Qt boundary and pass it to the handler (which must not raise)."""
    log.error("error in %s", where, exc_info=exc)
    del caught[:-20]
    caught.append(f"{where}: {type(exc).__name__}: {exc}")
    for handler in list(_handlers):
        try:
            handler(exc, where)
        except Exception:  # the handler itself failed: logging is all that is left
            log.exception("the error handler failed")


def _fallback(name: str, args: tuple[Any, ...]) -> Any:
    default = VIRTUALS[name]
    if default is not _NOTHING:
        return default
    from PySide6.QtCore import QRectF, QSize
    from PySide6.QtGui import QPainterPath

    if name == "itemChange":
        return args[2] if len(args) > 2 else None
    if name == "boundingRect":
        return QRectF()
    if name == "shape":
        return QPainterPath()
    return QSize()


def guard(name: str, method: Callable[..., Any]) -> Callable[..., Any]:
    """`method` wrapped so that an exception is reported instead of reaching Qt."""
    if getattr(method, "__guarded__", False):
        return method

    @functools.wraps(method)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, **kwargs)
        except Exception as exc:
            owner = type(args[0]).__name__ if args else "?"
            report(exc, f"{owner}.{name}")
            return _fallback(name, args)

    guarded.__guarded__ = True  # type: ignore[attr-defined]
    return guarded


def guard_class(cls: type) -> None:
    """Wrap every Qt virtual method `cls` itself defines."""
    for name in VIRTUALS:
        method = cls.__dict__.get(name)
        if callable(method):
            setattr(cls, name, guard(name, method))


class Guarded:
    """Mix-in for every Qt subclass of the app: its overrides (and its subclasses') are guarded."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        guard_class(cls)
