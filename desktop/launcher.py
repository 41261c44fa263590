"""The `party-table` entry point: headless commands, or the desktop app.

Headless commands are dispatched before anything imports Qt, so they run on a
machine with no screen and no Qt libraries.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

HEADLESS = {"games", "simulate", "replay", "review"}
HEADLESS_BENCH = {"rules", "bots", "peer", "calibration"}


def is_headless(argv: Sequence[str]) -> bool:
    if not argv:
        return False
    if argv[0] in HEADLESS or argv[0] in ("-h", "--help"):
        return True
    return argv[0] == "bench" and (len(argv) < 2 or argv[1] in HEADLESS_BENCH or argv[1].startswith("-"))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["serve"] or args[:2] == ["bench", "net"]:  # the network's commands (net/cli.py)
        from net.cli import main as net_main

        return net_main(args)
    if is_headless(args):
        from rules.cli import main as cli_main

        return cli_main(args)
    from desktop.app import main as app_main

    return app_main(args)


if __name__ == "__main__":
    sys.exit(main())
