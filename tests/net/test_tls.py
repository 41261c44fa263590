"""`party-table serve --tls-cert F --tls-key F` serves wss:// only: a client that trusts the certificate plays,
a plain ws:// client and a client that does not trust it are refused, and the server keeps serving
(docs/network.md, "Security model"). The certificate is self-signed for 127.0.0.1, made here with openssl."""

from __future__ import annotations

import os
import shutil
import ssl
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from net.client import Client, NetError

from .tables import close_all, random_player, run

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def certificate(tmp_path: Path) -> tuple[Path, Path]:
    """A self-signed certificate for the address 127.0.0.1 and its key (PEM)."""
    if shutil.which("openssl") is None:
        pytest.skip("no openssl command to make a test certificate with (and the cryptography package is not used)")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True, timeout=60)
    return cert, key


@pytest.fixture
def tls_serve(certificate: tuple[Path, Path]) -> Iterator[tuple[str, Path]]:
    """A `party-table serve` process with the certificate, on 127.0.0.1: its address and the certificate."""
    cert, key = certificate
    env = dict(os.environ, PARTY_TABLE_NO_LAN="1", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "net.cli", "serve", "--host", "127.0.0.1", "--port", "0",
                             "--tls-cert", str(cert), "--tls-key", str(key), "--bot-pause", "0", "--quiet"],
                            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("serving on wss://127.0.0.1:"), line
        yield line.split()[2], cert
        assert proc.poll() is None  # still serving after everything the test threw at it
    finally:
        proc.terminate()
        proc.wait(10)


def trusting(cert: Path) -> ssl.SSLContext:
    """A client's context that trusts `cert` and checks that it names the address (127.0.0.1)."""
    return ssl.create_default_context(cafile=str(cert))


async def play_a_few_moves(url: str, tls: ssl.SSLContext) -> None:
    host = Client()
    await host.connect(url, tls)
    await host.create("arturo", [{"kind": "here", "name": "Ann", "colour": "wine"}, {"kind": "bot", "level": "random"}])
    await host.start()
    choose, moves = random_player(0), 0
    while moves < 3 and host.phase != "over":
        await host.wait_for(lambda c: 0 in c.views and (0 in c.views[0].to_act() or c.phase == "over"))
        if host.phase == "playing":
            before = host.at
            await host.act(0, choose(host.view(0)))
            assert host.at > before  # the server took the move
            moves += 1
    assert moves == 3
    await close_all([host])


def test_a_client_plays_over_wss_with_a_certificate_it_trusts(tls_serve: tuple[str, Path]) -> None:
    url, cert = tls_serve
    run(play_a_few_moves(url, trusting(cert)))


def test_a_plain_ws_client_is_refused_and_the_server_serves_on(tls_serve: tuple[str, Path]) -> None:
    url, cert = tls_serve

    async def go() -> None:
        plain = Client()
        with pytest.raises(NetError, match="cannot reach"):
            await plain.connect(url.replace("wss://", "ws://"))
        await play_a_few_moves(url, trusting(cert))
    run(go())


def test_a_client_that_does_not_trust_the_certificate_is_refused(tls_serve: tuple[str, Path]) -> None:
    url, _cert = tls_serve

    async def go() -> None:
        doubting = Client()
        with pytest.raises(NetError, match="certificate is not one this computer trusts"):
            await doubting.connect(url, ssl.create_default_context())  # the system's authorities only
    run(go())
