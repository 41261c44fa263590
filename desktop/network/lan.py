"""Tables on the local network for the lobby's dialogs: found by Join, announced by Host (issue #34).

Both sit on net/discovery.py and its one switch: with PARTY_TABLE_NO_LAN set, `search_tables`
and `announce_tables` make nothing at all (no zeroconf, no thread, no packet) and the dialogs say
so. A test hands in a fake browser or announcer (the `factory` argument), which is used as given.
zeroconf calls back from its own thread and announcing waits on the network, so found tables
reach the window through a queued signal and announcements go out from a worker thread.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.network.bridge import Picture
from net.discovery import Announcer, Browser, TableAd, lan_allowed

log = logging.getLogger(__name__)


class FoundTables(QObject):
    """The tables a browser finds, as the `changed(list[TableAd])` signal in the window's thread."""

    changed = Signal(list)

    def __init__(self, factory: Callable[[Callable[[list[TableAd]], None]], Any],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.browser: Any = factory(self._found)

    def _found(self, tables: list[TableAd]) -> None:
        """(zeroconf's thread) Hand the list over; Qt queues it to the window's thread."""
        try:
            self.changed.emit(list(tables))
        except RuntimeError:  # the dialog is gone
            log.info("found tables dropped: the dialog closed")

    def close(self) -> None:
        try:
            self.browser.close()
        except Exception:  # closing a search must never stop the dialog from closing
            log.warning("the local network search did not close cleanly", exc_info=True)


def search_tables(factory: Callable[[Callable[[list[TableAd]], None]], Any] | None = None,
                  parent: QObject | None = None) -> FoundTables | None:
    """Start listing the tables on the local network; None (nothing made) when the switch is off."""
    if factory is None:
        if not lan_allowed():
            return None
        factory = Browser
    return FoundTables(factory, parent)


class TableAnnouncer:
    """Announces one hosted table while it waits for players, from a worker thread."""

    def __init__(self, announcer: Any) -> None:
        self.announcer = announcer
        self.shown: TableAd | None = None
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="party-table-announce")

    def show(self, picture: Picture, host: str, addresses: list[str], port: int) -> None:
        """Announce the table as `picture` has it (its open seats), if that changed what is announced."""
        if not picture.code or picture.phase != "lobby":
            return
        ips = tuple(a.rsplit(":", 1)[0].strip("[]") for a in addresses)
        open_seats = sum(1 for s in picture.seats if s["open"])
        ad = TableAd(f"{host} {picture.code}"[:60], ips, port, picture.code, picture.game, host, open_seats)
        if ad != self.shown:
            self.shown = ad
            self._worker.submit(self._safely, self.announcer.announce, ad)

    def close(self) -> None:
        self._worker.submit(self._safely, self.announcer.close)
        self._worker.shutdown(wait=False)

    @staticmethod
    def _safely(work: Callable[..., Any], *args: Any) -> None:
        try:
            work(*args)
        except Exception:  # a network that refuses the announcement costs the announcement, not the table
            log.warning("announcing the table on the local network failed", exc_info=True)


def announce_tables(factory: Callable[[], Any] | None = None) -> TableAnnouncer | None:
    """An announcer for a hosted table; None (nothing made) when the switch is off."""
    if factory is None:
        if not lan_allowed():
            return None
        factory = Announcer
    return TableAnnouncer(factory())
