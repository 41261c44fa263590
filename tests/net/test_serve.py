"""`party-table serve`: headless, its help, and it keeps serving after garbage is thrown at its port."""

from __future__ import annotations

import asyncio
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from net.cli import main

from .tables import close_all, play_out, run

ROOT = Path(__file__).resolve().parents[2]


def test_serve_help_names_its_options(capsys) -> None:
    try:
        main(["serve", "--help"])
    except SystemExit as done:
        assert done.code == 0
    text = capsys.readouterr().out
    for option in ("--port", "--tls-cert", "--tls-key", "--folder", "--host", "--max-per-address", "--keep-finished"):
        assert option in text


def test_a_half_given_certificate_is_one_line(capsys) -> None:
    assert main(["serve", "--host", "127.0.0.1", "--port", "0", "--tls-cert", "nothing.pem"]) == 2
    assert capsys.readouterr().err.strip() == "party-table: --tls-cert and --tls-key go together"


def test_a_folder_that_is_a_file_is_refused_before_serving(tmp_path, capsys) -> None:
    """It used to serve, and say only once a table opened that nothing could be saved."""
    afile = tmp_path / "tables"
    afile.write_text("not a folder")
    assert main(["serve", "--host", "127.0.0.1", "--port", "0", "--folder", str(afile)]) == 2
    said = capsys.readouterr().err.strip()
    assert said == f"party-table: argument --folder: {str(afile)!r} is a file, not a folder"
    assert afile.read_text() == "not a folder"


def test_a_folder_nothing_can_be_kept_in_is_refused_before_serving(tmp_path) -> None:
    """`--folder /proc/nope` served, and said '0 tables resumed' though no table could ever be kept (a process
    of its own, so that serving by mistake fails the test rather than holds it)."""
    (tmp_path / "afile").write_text("")
    unusable = tmp_path / "afile" / "tables"
    env = dict(os.environ, PARTY_TABLE_NO_LAN="1", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "desktop.launcher", "serve", "--host", "127.0.0.1", "--port", "0",
                           "--folder", str(unusable)], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    # (a long path is cut in the middle of the line, as every path the command names)
    refusal = r"party-table: argument --folder: cannot write in '[^'\n]+': [^\n]+\n"
    assert re.fullmatch(refusal, done.stderr), done.stderr


def test_an_ipv6_address_is_written_in_brackets() -> None:
    """`serve --host ::1` said it served on ws://::1:40467, which no client reads as a port."""
    from net.cli import address

    assert address("::1", 40467) == "[::1]:40467"
    assert address("127.0.0.1", 8765) == "127.0.0.1:8765" and address("example.org", 1) == "example.org:1"


def test_serve_on_ipv6_says_the_url_a_client_can_use() -> None:
    if not socket.has_ipv6:
        pytest.skip("no IPv6 here")
    try:
        with socket.socket(socket.AF_INET6) as probe:
            probe.bind(("::1", 0))
    except OSError:
        pytest.skip("no IPv6 loopback here")
    env = dict(os.environ, PARTY_TABLE_NO_LAN="1", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "desktop.launcher", "serve", "--host", "::1", "--port", "0",
                             "--quiet"], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert re.fullmatch(r"serving on ws://\[::1\]:\d+ \(0 tables resumed\)\n", line), line
    finally:
        proc.terminate()
        proc.wait(10)


def test_limits_out_of_range_are_one_line(capsys) -> None:
    assert main(["serve", "--host", "127.0.0.1", "--port", "0", "--max-per-address", "0"]) == 2
    assert capsys.readouterr().err.strip() == "party-table: --max-tables and --max-per-address must be at least 1"
    assert main(["serve", "--host", "127.0.0.1", "--port", "0", "--keep-finished", "-1"]) == 2
    assert "--keep-finished not negative" in capsys.readouterr().err
    for option in ("--bot-pause", "--bot-seconds"):  # "nan" reads as a float, and would make every bot wait forever
        assert main(["serve", "--host", "127.0.0.1", "--port", "0", option, "nan"]) == 2
        assert "--bot-pause a number not negative" in capsys.readouterr().err


def test_serve_keeps_serving_after_garbage_bytes() -> None:
    env = dict(os.environ, PARTY_TABLE_NO_LAN="1", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from desktop.launcher import main; sys.exit(main())",
                             "serve", "--host", "127.0.0.1", "--port", "0", "--bot-pause", "0", "--quiet"],
                            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("serving on ws://127.0.0.1:"), line
        port = int(line.split()[2].rsplit(":", 1)[1])

        async def go() -> None:
            for garbage in (os.urandom(5000), b"GET / HTTP/1.1\r\n\r\n", b"\x16\x03\x01" + os.urandom(300)):
                _, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.write(garbage)
                await writer.drain()
                writer.close()
            from net.client import Client

            host = Client()
            await host.connect(f"ws://127.0.0.1:{port}")
            code = await host.create("turtle-butt", [{"kind": "here", "name": "Ann", "colour": "wine"},
                                                     {"kind": "bot", "level": "random"}])
            await host.start()
            assert code
            await play_out([host], [0])
            await close_all([host])
        run(go())
        assert proc.poll() is None  # still serving
    finally:
        proc.terminate()
        proc.wait(10)


def test_the_server_side_imports_neither_qt_nor_the_desktop() -> None:
    import ast

    bad = []
    for path in sorted((ROOT / "net").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            bad += [f"{path.name}: {n}" for n in names if n.startswith(("PySide6", "desktop"))]
    assert bad == []


def test_bots_can_think_in_worker_processes_off_the_servers_loop() -> None:
    """`serve --bot-processes N`: a bot's decision is made in another process from its seat's view."""
    from net.cli import bot_processes

    from .tables import seated, served

    pool = bot_processes(1)
    workers = {p.pid for p in pool._processes.values()}  # started before any socket is open
    asked: list[str] = []
    submit = pool.submit

    def noted(work, *args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(work.__name__)
        return submit(work, *args, **kwargs)
    pool.submit = noted  # type: ignore[method-assign]
    try:
        async def go() -> None:
            async with served(executor=pool) as server:
                clients, seats = await seated(server, "turtle-butt", ["here", "bot", "bot"])
                await play_out(clients, seats)
                record = clients[0].record
                assert record is not None and {1, 2} <= {seat for seat, _ in record.actions}
                await close_all(clients)
        run(go())
        assert workers and os.getpid() not in workers
        assert "choose_notation" in asked  # every bot decision went to the worker process
    finally:
        pool.shutdown()
