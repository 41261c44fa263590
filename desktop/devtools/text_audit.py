"""How big the text on each table really is on screen (`party-table bench gui --text-audit`).

Every table of every game is drawn at the start, in the middle and at the end of a game, in
windows of 1920×1080, 1366×768 and 1280×720, through a painter that notes each piece of
text it draws with its size in screen pixels (the font's pixel size times the painter's
scale). The floor: 12 px at 1920×1080 and 1366×768, 11 px at 1280×720.
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import asdict, dataclass, field
from typing import Any

from PySide6.QtGui import QFontInfo, QImage, QPainter

from rules.core import Game, Player, Record

SIZES: tuple[tuple[int, int], ...] = ((1920, 1080), (1366, 768), (1280, 720))
STAGES: tuple[str, ...] = ("start", "mid", "end")


def floor_for(size: tuple[int, int]) -> float:
    """The smallest text allowed in a window of `size`."""
    return 11.0 if size[1] <= 720 else 12.0


class AuditPainter(QPainter):
    """A painter that writes down every text it draws and how tall it is on screen."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[tuple[float, str]] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            t = self.combinedTransform()
            scale = math.hypot(t.m21(), t.m22())
            self.texts.append((QFontInfo(self.font()).pixelSize() * scale, text))
        super().drawText(*args)


@dataclass
class Finding:
    """The text sizes of one table, in one window size, at one moment of a game."""

    game: str
    variant: str
    size: str
    stage: str
    texts: int
    smallest_px: float
    under_floor: int
    floor: float
    smallest: list[str] = field(default_factory=list)


def _played_record(game: Game, options: dict[str, Any], players: int, seed: int) -> Record:
    """A whole game of random moves (seat 0 human, the others bots) to draw the stages from."""
    state = game.new(players, options, seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    people = [Player("Ana")] + [Player(f"Bot {i}", "random") for i in range(1, players)]
    return Record.of(state, people)


def audit_table(window: Any, record: Record, size: tuple[int, int]) -> list[tuple[float, str]]:
    """Show `record` in `window` at `size` (as seat 0 would see it) and list the texts drawn on the table."""
    from PySide6.QtWidgets import QApplication

    window.resize(*size)
    window.start_game(record, [])
    controller = window.controller
    controller.stop()  # no bot may move while we look
    for _ in range(4):
        QApplication.processEvents()  # the window settles and the table lays itself out for its area
    window.page.hide_overlays()
    view = window.page.view
    for item in view.scene().items():  # a cached item would hand over a picture, not its texts
        item.setCacheMode(item.CacheMode.NoCache)
    viewport = view.viewport()
    image = QImage(viewport.width(), viewport.height(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = AuditPainter(image)
    view.render(painter)
    painter.end()
    return painter.texts


def run_audit(games: list[Game] | None = None, sizes: tuple[tuple[int, int], ...] = SIZES,
              stages: tuple[str, ...] = STAGES, seed: int = 7, every_variant: bool = True) -> list[Finding]:
    from desktop.devtools.selftest import _quiet_settings, variants
    from desktop.games import playable_games
    from desktop.screens.main_window import MainWindow

    window = MainWindow(_quiet_settings())
    window.show()
    findings = []
    try:
        for game in games if games is not None else playable_games():
            for name, options in variants(game)[: None if every_variant else 1]:
                resolved = game.resolve_options(options)
                low, high = game.player_range(resolved)
                players = max(low, min(4, high))
                full = _played_record(game, resolved, players, seed)
                cut = {"start": 0, "mid": len(full.actions) // 2, "end": len(full.actions)}
                for stage in stages:
                    record = Record(full.game, full.players, full.seed, dict(full.options),
                                    full.setup, full.actions[: cut[stage]])
                    for size in sizes:
                        texts = audit_table(window, record, size)
                        floor = floor_for(size)
                        texts.sort()
                        under = [t for t in texts if t[0] < floor - 0.05]
                        findings.append(Finding(
                            game.id, name or "default", f"{size[0]}x{size[1]}", stage, len(texts),
                            round(texts[0][0], 1) if texts else 0.0, len(under), floor,
                            [f"{px:.1f}px {text[:30]!r}" for px, text in texts[:3]]))
    finally:
        window.close()
    return findings


def report(findings: list[Finding], as_json: bool) -> str:
    if as_json:
        return json.dumps([asdict(f) for f in findings], indent=1)
    lines = [f"{'game':<16} {'variant':<8} {'window':<9} {'stage':<5} {'texts':>5} {'smallest':>8} {'under':>5}"]
    for f in findings:
        lines.append(f"{f.game:<16} {f.variant[:8]:<8} {f.size:<9} {f.stage:<5} {f.texts:>5} "
                     f"{f.smallest_px:>6.1f}px {f.under_floor:>5}")
    total = sum(f.texts for f in findings)
    under = sum(f.under_floor for f in findings)
    lines.append(f"{under} of {total} text draws under the floor (12 px; 11 px at 1280x720)")
    return "\n".join(lines)


def text_audit(as_json: bool = False) -> int:
    """The command: print the table; 0 when no table is under the floor."""
    from desktop.devtools.selftest import _headless_env
    from desktop.startup.app import make_app

    _headless_env()
    make_app()
    findings = run_audit()
    print(report(findings, as_json))
    return 0 if all(f.under_floor == 0 for f in findings) else 1
