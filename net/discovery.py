"""Finding tables on the local network (mDNS / DNS-SD through zeroconf), behind one switch.

Announcing and browsing send multicast packets to the whole local network. They must never
run on a development or CI machine, so everything here asks `lan_allowed()` first: with
PARTY_TABLE_NO_LAN set (the test suite, .ci/run, the selftest and the screenshot scripts set
it) the announcer and the browser do nothing, and zeroconf is not even imported.

What is announced: the service type below, the table's name, the port, and TXT properties
(the table code, the game, the host's name, the open seats). The code travels in the clear
on the local network: a LAN table is found without typing anything (docs/network.md).
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

SERVICE = "_party-table._tcp.local."
#: The one switch: set (to anything but "" or "0") it stops every multicast send.
NO_LAN = "PARTY_TABLE_NO_LAN"


def lan_allowed() -> bool:
    """Whether this process may send to the local network at all: the only place the switch is read."""
    return os.environ.get(NO_LAN, "") in ("", "0")


@dataclass(frozen=True)
class TableAd:
    """A table found on the local network: where to connect and what the lobby lists."""

    name: str
    addresses: tuple[str, ...]
    port: int
    code: str
    game: str
    host: str
    open_seats: int

    @property
    def url(self) -> str:
        address = self.addresses[0] if self.addresses else "127.0.0.1"
        return f"ws://[{address}]:{self.port}" if ":" in address else f"ws://{address}:{self.port}"


def properties(code: str, game: str, host: str, open_seats: int) -> dict[str, str]:
    """The TXT properties of an announcement."""
    return {"code": code, "game": game, "host": host[:40], "open": str(open_seats), "v": "1"}


def read_ad(name: str, addresses: tuple[str, ...], port: int, props: Mapping[bytes | str, Any]) -> TableAd | None:
    """An announcement as the lobby lists it; None if it is not a table of ours or is malformed."""
    def get(key: str) -> str:
        value = props.get(key.encode(), props.get(key))
        if isinstance(value, bytes):
            return value.decode("utf-8", "replace")[:60]
        return str(value)[:60] if value is not None else ""
    try:
        open_seats = int(get("open"))
    except ValueError:
        return None
    if get("v") != "1" or not get("code") or not 0 < port < 65536:
        return None
    return TableAd(name.removesuffix("." + SERVICE)[:60], addresses, port, get("code"), get("game"), get("host"),
                   open_seats)


def service_info(ad: TableAd) -> Any:
    """The zeroconf ServiceInfo that announces `ad` (building it sends nothing)."""
    import zeroconf

    return zeroconf.ServiceInfo(
        SERVICE, f"{ad.name}.{SERVICE}", port=ad.port, parsed_addresses=list(ad.addresses),
        properties=properties(ad.code, ad.game, ad.host, ad.open_seats), server=f"{socket.gethostname()}.local.")


class Announcer:
    """Announces tables while they are open to joiners; does nothing when the switch is off."""

    def __init__(self, zc_factory: Callable[[], Any] | None = None) -> None:
        self.active = lan_allowed()
        self._factory = zc_factory
        self._zc: Any = None
        self._infos: dict[str, Any] = {}

    def announce(self, ad: TableAd) -> None:
        if not self.active:
            return
        if self._zc is None:
            if self._factory is None:
                import zeroconf

                self._factory = zeroconf.Zeroconf
            self._zc = self._factory()
        info = service_info(ad)
        if ad.code in self._infos:
            self._zc.update_service(info)
        else:
            self._zc.register_service(info)
        self._infos[ad.code] = info

    def withdraw(self, code: str) -> None:
        info = self._infos.pop(code, None)
        if info is not None and self._zc is not None:
            self._zc.unregister_service(info)

    def close(self) -> None:
        for code in list(self._infos):
            self.withdraw(code)
        if self._zc is not None:
            self._zc.close()
            self._zc = None


class Browser:
    """Lists the tables announced on the local network; `on_change(tables)` after each change.

    Does nothing when the switch is off (a test calls the listener methods with a fake zeroconf).
    """

    def __init__(self, on_change: Callable[[list[TableAd]], None]) -> None:
        self.on_change = on_change
        self.tables: dict[str, TableAd] = {}
        self.active = lan_allowed()
        self._zc: Any = None
        self._browser: Any = None
        if not self.active:
            return
        import zeroconf

        self._zc = zeroconf.Zeroconf()
        self._browser = zeroconf.ServiceBrowser(self._zc, SERVICE, listener=self)  # type: ignore[arg-type]

    # zeroconf's ServiceListener interface
    def add_service(self, zc: Any, type_: str, name: str) -> None:
        info = zc.get_service_info(type_, name, timeout=1000)
        if info is None:
            return
        ad = read_ad(name, tuple(info.parsed_addresses()), int(info.port or 0), info.properties or {})
        if ad is not None:
            self.tables[name] = ad
            self.on_change(sorted(self.tables.values(), key=lambda a: a.name))

    update_service = add_service

    def remove_service(self, zc: Any, type_: str, name: str) -> None:
        if self.tables.pop(name, None) is not None:
            self.on_change(sorted(self.tables.values(), key=lambda a: a.name))

    def close(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
        if self._zc is not None:
            self._zc.close()
