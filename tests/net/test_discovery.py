"""Finding tables on the local network, tested without sending a packet (issue 34: loopback only)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from net import discovery
from net.discovery import Announcer, Browser, TableAd, read_ad, service_info

ROOT = Path(__file__).resolve().parents[2]
AD = TableAd("Ann's table", ("127.0.0.1",), 8765, "ABCDEF", "arturo", "Ann", 2)


def test_the_switch_is_on_in_the_test_suite() -> None:
    assert os.environ["PARTY_TABLE_NO_LAN"] == "1"
    assert not discovery.lan_allowed()


def test_with_the_switch_on_nothing_is_sent_and_zeroconf_is_never_imported() -> None:
    # a fresh interpreter whose sockets refuse to send or bind: announcing and browsing must not try
    probe = """
import socket, sys
def refuse(*a, **k):
    raise AssertionError("a packet was about to be sent")
for name in ("send", "sendto", "sendmsg", "sendall", "bind", "connect"):
    setattr(socket.socket, name, refuse)
from net.discovery import Announcer, Browser, TableAd
a = Announcer()
a.announce(TableAd("t", ("127.0.0.1",), 1, "ABCDEF", "arturo", "x", 1))
a.close()
b = Browser(lambda tables: None)
b.close()
assert "zeroconf" not in sys.modules, "zeroconf was imported"
assert not a.active and not b.active
print("silent")
"""
    env = dict(os.environ, PARTY_TABLE_NO_LAN="1", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "silent"


class FakeZeroconf:
    """Stands in for zeroconf.Zeroconf: keeps what would have been announced."""

    def __init__(self) -> None:
        self.registered: dict[str, object] = {}

    def register_service(self, info) -> None:
        self.registered[info.name] = info

    update_service = register_service

    def unregister_service(self, info) -> None:
        del self.registered[info.name]

    def get_service_info(self, type_, name, timeout=0):
        return self.registered.get(name)

    def close(self) -> None:
        pass


def test_an_announced_table_is_found_with_its_code_and_address(monkeypatch: pytest.MonkeyPatch) -> None:
    zc = FakeZeroconf()
    monkeypatch.setenv("PARTY_TABLE_NO_LAN", "0")
    announcer = Announcer(zc_factory=lambda: zc)
    announcer.announce(AD)
    monkeypatch.setenv("PARTY_TABLE_NO_LAN", "1")
    found: list[list[TableAd]] = []
    browser = Browser(found.append)  # switched off: only its listener is used, with the fake
    name = f"{AD.name}.{discovery.SERVICE}"
    browser.add_service(zc, discovery.SERVICE, name)
    assert found[-1] == [AD]
    assert AD.url == "ws://127.0.0.1:8765"
    announcer.withdraw(AD.code)
    browser.remove_service(zc, discovery.SERVICE, name)
    assert found[-1] == [] and zc.registered == {}


def test_an_announcement_that_is_not_ours_is_ignored() -> None:
    info = service_info(AD)
    assert read_ad("x", ("127.0.0.1",), 8765, {**info.properties, b"v": b"9"}) is None
    assert read_ad("x", ("127.0.0.1",), 8765, {b"code": b"ABCDEF", b"open": b"many", b"v": b"1"}) is None
    assert read_ad("x", ("127.0.0.1",), 0, info.properties) is None
