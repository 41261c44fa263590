"""`party-table serve` and `party-table bench net`: headless, no Qt imported.

Errors a user can cause (a port in use, a missing certificate) end in one line and exit
status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import math
import signal
import ssl
import sys
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path

from rules.bots import Budget
from rules.console import UsageError, usable_folder


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="party-table")
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser(
        "serve", help="host tables for desktop apps over the network (headless)",
        description="Host any number of tables that Party Table apps create and join. Speaks the same "
                    "protocol as a desktop host; without a certificate traffic is not encrypted "
                    "(see docs/network.md).")
    serve.add_argument("--port", type=int, default=8765, help="TCP port to listen on (default 8765; 0: any free)")
    serve.add_argument("--host", default="0.0.0.0",
                       help="address to listen on (default 0.0.0.0: every interface; 127.0.0.1: this machine only)")
    serve.add_argument("--tls-cert", type=Path, help="certificate file (PEM): serve wss:// instead of ws://")
    serve.add_argument("--tls-key", type=Path, help="the certificate's private key (PEM)")
    serve.add_argument("--folder", type=Path,
                       help="keep each table's file here, so a restart resumes the games (default: none)")
    serve.add_argument("--bot-seconds", type=float, default=1.0, help="how long a bot may think (default 1)")
    serve.add_argument("--bot-pause", type=float, default=0.6,
                       help="seconds before each bot move, so people can follow (default 0.6)")
    serve.add_argument("--bot-processes", type=int, default=0, metavar="N",
                       help="let bots think in N worker processes instead of threads, so a bot's thinking never "
                            "slows the other tables (default 0: threads)")
    serve.add_argument("--max-tables", type=int, default=1000, help="tables held at once (default 1000)")
    serve.add_argument("--max-per-address", type=int, default=32,
                       help="connections one address may hold at once (default 32)")
    serve.add_argument("--keep-finished", type=float, default=600.0, metavar="SECONDS",
                       help="a finished table is put away this long after its last request (default 600)")
    serve.add_argument("--quiet", action="store_true", help="log only warnings")
    serve.set_defaults(func=cmd_serve)

    bench = sub.add_parser("bench", help="benchmarks that print figures")
    bsub = bench.add_subparsers(dest="what", required=True)
    from . import bench as bench_mod

    bench_mod.add_parser(bsub)
    return parser


def tls_context(cert: Path | None, key: Path | None) -> ssl.SSLContext | None:
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise ValueError("--tls-cert and --tls-key go together")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as exc:
        raise ValueError(f"cannot use the certificate: {exc}") from None
    return context


def address(host: str, port: int) -> str:
    """Host and port as an address is written in a URL: an IPv6 host in brackets (ws://[::1]:8765)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def bot_processes(count: int) -> Executor:
    """Worker processes for the bots, all started now: before any socket is open, so that a forked
    worker holds none (a connection the server closes must really close)."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    pool = ProcessPoolExecutor(count, mp_context=multiprocessing.get_context("fork" if "fork" in methods else "spawn"))
    for done in [pool.submit(int) for _ in range(count)]:
        done.result()
    return pool


def cmd_serve(args: argparse.Namespace) -> int:
    from . import wire
    from .server import Server

    if not 0 <= args.port < 65536:
        raise ValueError(f"--port must be 0 to 65535, not {args.port}")
    if not (args.bot_seconds > 0 and args.bot_pause >= 0 and args.keep_finished >= 0) or not all(
            math.isfinite(v) for v in (args.bot_seconds, args.bot_pause)):  # "nan" and "inf" parse as floats
        raise ValueError("--bot-seconds must be a positive number of seconds, --bot-pause a number not negative, "
                         "--keep-finished not negative")
    if args.max_tables < 1 or args.max_per_address < 1:
        raise ValueError("--max-tables and --max-per-address must be at least 1")
    if not 0 <= args.bot_processes <= 64:
        raise ValueError("--bot-processes must be 0 to 64")
    if args.folder is not None:  # else it serves, and says only once a table opens that nothing can be kept
        try:
            usable_folder(str(args.folder))
        except UsageError as exc:
            raise ValueError(f"argument --folder: {exc}") from None
    tls = tls_context(args.tls_cert, args.tls_key)
    logging.basicConfig(level=logging.WARNING if args.quiet else logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)

    executor = bot_processes(args.bot_processes) if args.bot_processes else None
    # What is loaded by now (every game's rules, the libraries: some 30,000 objects) lives as long as the
    # process: leave it out of the garbage collector's full passes, which stall every table while they run.
    wire.fingerprint()
    gc.freeze()

    async def run() -> None:
        server = Server(folder=args.folder, bot_budget=Budget(seconds=args.bot_seconds), bot_pause=args.bot_pause,
                        max_tables=args.max_tables, max_per_address=args.max_per_address,
                        idle_over=args.keep_finished, executor=executor)
        await server.start(args.host, args.port, tls)
        scheme = "wss" if tls else "ws"
        print(f"serving on {scheme}://{address(args.host, server.port)} ({len(server.tables)} tables resumed)",
              flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, stop.set)
        await stop.wait()
        await server.close()

    try:
        asyncio.run(run())
    except OSError as exc:
        raise ValueError(f"cannot listen on {address(args.host, args.port)}: {exc.strerror or exc}") from None
    finally:
        if executor is not None:
            executor.shutdown(cancel_futures=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except ValueError as exc:
        print(f"party-table: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
