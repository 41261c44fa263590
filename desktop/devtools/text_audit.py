"""How big the text on each table really is on screen, and how well it stands out from what lies under
it (`party-table bench gui --text-audit`).

Every table of every game is drawn at the start, in the middle and at the end of a game, in
windows of 1920×1080, 1366×768 and 1280×720, through a painter that notes each piece of
text it draws with its size in screen pixels (the font's pixel size times the painter's
scale). The floor: 12 px at 1920×1080 and 1366×768, 11 px at 1280×720.

The table is drawn twice more: with every text left out, which gives the ground under each text, and
with each text in a solid colour of its own, which shows where its letters can be seen. ART.md asks for
a contrast of 4.5:1 between a text and its ground (WCAG's figure; 3:1 for large text: 24 px, or 18.7 px
bold). A text is measured against the ground under its visible letters (the quarter of it that stands
out least); a text that other pieces cover and the label of a button that is off (WCAG leaves inactive
controls out) are not measured.

The shell's widgets (labels and buttons: the lobby, the side panel, dialogs) paint their words inside Qt,
out of a painter's reach, so `faint_widgets` measures them from pictures of the window instead.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QFontInfo, QFontMetricsF, QImage, QPainter

from desktop.table import theme
from desktop.table.painting import on_screen
from rules.core import Game, Player, Record

SIZES: tuple[tuple[int, int], ...] = ((1920, 1080), (1366, 768), (1280, 720))
STAGES: tuple[str, ...] = ("start", "mid", "end")


def floor_for(size: tuple[int, int]) -> float:
    """The smallest text allowed in a window of `size`."""
    return 11.0 if size[1] <= 720 else 12.0


@dataclass(frozen=True)
class Drawn:
    """One text as the painter drew it: its words, size on screen, box on the device and colour."""

    text: str
    px: float
    box: QRect
    colour: QColor
    bold: bool


class AuditPainter(QPainter):
    """A painter that writes down every text it draws, how tall it is on screen and where it lies."""

    #: Whether the texts are drawn (False: only noted, for a picture of what lies under them).
    draws = True

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.drawn: list[Drawn] = []

    @property
    def texts(self) -> list[tuple[float, str]]:
        """Each text drawn so far with its size on screen."""
        return [(d.px, d.text) for d in self.drawn]

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            px = on_screen(self, QFontInfo(self.font()).pixelSize())
            colour = QColor(self.pen().color())
            colour.setAlphaF(colour.alphaF() * self.opacity())
            box = self.combinedTransform().mapRect(self._box(args, text)).toAlignedRect()
            self.drawn.append(Drawn(text, px, box, colour, self.font().bold()))
        if self.draws:
            super().drawText(*args)

    def _box(self, args: tuple[Any, ...], text: str) -> QRectF:
        """Where the text's letters lie, in the painter's own units (drawText's overloads: a rectangle with
        flags, or a baseline point, as QPointF or as x and y)."""
        metrics = QFontMetricsF(self.font())
        first = args[0]
        if isinstance(first, QRectF | QRect):
            flags = 0 if isinstance(args[1], str) else int(args[1])  # (rect, text, option) or (rect, flags, text)
            return metrics.boundingRect(QRectF(first), flags, text)
        if isinstance(first, int | float) and len(args) >= 5:  # x, y, w, h, flags, text
            return metrics.boundingRect(QRectF(*args[:4]), int(args[4]), text)
        point = QPointF(first) if isinstance(first, QPointF | QPoint) else QPointF(args[0], args[1])
        return metrics.boundingRect(text).translated(point)


class _GroundPainter(AuditPainter):
    """Notes the texts as AuditPainter does, and leaves them out of the picture."""

    draws = False


#: The blue of every mark colour: art rarely has exactly this blue with such reds and greens.
_MARK_BLUE = 201


def _mark(index: int) -> QColor:
    """The colour `_MarkPainter` paints text number `index` in."""
    return QColor(index % 256, index // 256 % 256, _MARK_BLUE)


class _MarkPainter(AuditPainter):
    """Paints each text solid and unsmoothed in a colour of its own (`_mark`), so that the pixels of that
    colour in the finished picture are where that text shows, whatever was drawn over it later."""

    draws = False

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        before = len(self.drawn)
        super().drawText(*args)
        if len(self.drawn) == before:
            return
        self.save()
        try:
            self.setOpacity(1.0)
            self.setPen(_mark(before))
            font = self.font()
            font.setStyleStrategy(font.StyleStrategy.NoAntialias)
            self.setFont(font)
            QPainter.drawText(self, *args)
        finally:
            self.restore()


#: The contrast a text needs with its ground (ART.md, after WCAG 2): large text needs less.
CONTRAST, LARGE_CONTRAST = theme.TEXT_CONTRAST, 3.0


def needed_contrast(px: float, bold: bool) -> float:
    """The contrast a text of `px` pixels on screen needs: large text (24 px, or 18.7 px bold) needs less."""
    return LARGE_CONTRAST if px >= 24 or (bold and px >= 18.66) else CONTRAST


@dataclass(frozen=True)
class Faint:
    """A text that stands out from its ground less than it must."""

    text: str
    contrast: float
    needed: float
    colour: str
    ground: str

    def __str__(self) -> str:
        return f"{self.contrast:.2f}:1 {self.text[:30]!r} ({self.colour} on {self.ground}; needs {self.needed:g})"


def faint_texts(marked: QImage, ground: QImage, drawn: list[Drawn], off: list[QRect]) -> list[Faint]:
    """The texts of `drawn` that stand out too little from `ground` (the picture without its texts).

    A text is measured where its letters show: the pixels of its own colour in `marked` (`_MarkPainter`'s
    picture). A text with none is covered by another piece and not measured; nor is one whose box centre
    lies in `off` (the buttons that are off)."""
    marked = marked.convertToFormat(QImage.Format.Format_ARGB32)
    ground = ground.convertToFormat(QImage.Format.Format_ARGB32)
    mark_bits, ground_bits, line = bytes(marked.constBits()), bytes(ground.constBits()), ground.bytesPerLine()
    found = []
    for index, d in enumerate(drawn):
        box = d.box.intersected(ground.rect())
        if box.isEmpty() or any(r.contains(box.center()) for r in off):
            continue
        mark = _mark(index)
        own = bytes((mark.blue(), mark.green(), mark.red(), 255))
        ratios: list[tuple[float, str]] = []
        known: dict[bytes, tuple[float, str]] = {}
        for y in range(box.top(), box.bottom() + 1):
            left, right = y * line + box.left() * 4, y * line + (box.right() + 1) * 4
            for at in range(left, right, 4):
                if mark_bits[at:at + 4] != own:
                    continue
                pixel = ground_bits[at:at + 4]
                if pixel not in known:  # the text's colour laid over this ground, against the ground
                    under = QColor(pixel[2], pixel[1], pixel[0])
                    known[pixel] = (theme.contrast(theme.over(d.colour, under), under), under.name())
                ratios.append(known[pixel])
        if not ratios:
            continue  # nothing of it shows
        ratios.sort()
        ratio, colour_under = ratios[len(ratios) // 4]
        needed = needed_contrast(d.px, d.bold)
        if ratio < needed:
            found.append(Faint(d.text, round(ratio, 2), needed, d.colour.name(QColor.NameFormat.HexArgb), colour_under))
    return found


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
    faint: int = 0
    faintest: list[str] = field(default_factory=list)


def _played_record(game: Game, options: dict[str, Any], players: int, seed: int) -> Record:
    """A whole game of random moves (seat 0 human, the others bots) to draw the stages from."""
    state = game.new(players, options, seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    people = [Player("Ana")] + [Player(f"Bot {i}", "random") for i in range(1, players)]
    return Record.of(state, people)


def _shown(window: Any, record: Record, size: tuple[int, int]) -> Any:
    """Show `record` in `window` at `size` (as seat 0 would see it), nothing moving; returns the table's view."""
    from PySide6.QtWidgets import QApplication

    window.resize(*size)
    window.start_game(record, [])
    controller = window.controller
    controller.stop()  # no bot may move while we look
    for _ in range(4):
        QApplication.processEvents()  # the window settles and the table lays itself out for its area
    window.page.hide_overlays()
    return window.page.view


def _render(view: Any, painter_class: type[AuditPainter]) -> tuple[QImage, AuditPainter]:
    """The view drawn through `painter_class`, every item painting afresh (a cached item would hand over a
    picture, not its texts); the items' caches are as they were afterwards, so the window draws as a player's."""
    viewport = view.viewport()
    image = QImage(viewport.width(), viewport.height(), QImage.Format.Format_ARGB32)
    image.fill(0)
    items = view.scene().items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(item.CacheMode.NoCache)
    painter = painter_class(image)
    try:
        view.render(painter)
    finally:
        painter.end()
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)
    return image, painter


def audit_table(window: Any, record: Record, size: tuple[int, int]) -> list[tuple[float, str]]:
    """Show `record` in `window` at `size` (as seat 0 would see it) and list the texts drawn on the table."""
    return _render(_shown(window, record, size), AuditPainter)[1].texts


def audit_view(view: Any) -> tuple[list[tuple[float, str]], list[Faint]]:
    """The texts the view's table draws (size on screen, words) and those that stand out too little."""
    from desktop.table.items import ButtonItem

    marked, painter = _render(view, _MarkPainter)
    ground, _ = _render(view, _GroundPainter)
    off = [view.mapFromScene(item.sceneBoundingRect()).boundingRect() for item in view.scene().items()
           if isinstance(item, ButtonItem) and not item.enabled_ and item.isVisible()]
    return painter.texts, faint_texts(marked, ground, painter.drawn, off)


@contextmanager
def _audit_window() -> Iterator[Any]:
    """A main window shown with quiet settings (no animation, no pause before a bot moves), closed after."""
    from desktop.devtools.selftest import _quiet_settings
    from desktop.screens.main_window import MainWindow

    window = MainWindow(_quiet_settings())
    window.show()
    try:
        yield window
    finally:
        window.close()


def run_audit(games: list[Game] | None = None, sizes: tuple[tuple[int, int], ...] = SIZES,
              stages: tuple[str, ...] = STAGES, seed: int = 7, every_variant: bool = True) -> list[Finding]:
    from desktop.devtools.selftest import players_for, variants
    from desktop.games import playable_games

    findings = []
    with _audit_window() as window:
        for game in games if games is not None else playable_games():
            for name, options in variants(game)[: None if every_variant else 1]:
                resolved = game.resolve_options(options)
                players = players_for(game, options, most=4)
                full = _played_record(game, resolved, players, seed)
                cut = {"start": 0, "mid": len(full.actions) // 2, "end": len(full.actions)}
                for stage in stages:
                    record = Record(full.game, full.players, full.seed, dict(full.options),
                                    full.setup, full.actions[: cut[stage]])
                    for size in sizes:
                        texts, faint = audit_view(_shown(window, record, size))
                        floor = floor_for(size)
                        texts.sort()
                        under = [t for t in texts if t[0] < floor - 0.05]
                        faint.sort(key=lambda f: f.contrast)
                        findings.append(Finding(
                            game.id, name or "default", f"{size[0]}x{size[1]}", stage, len(texts),
                            round(texts[0][0], 1) if texts else 0.0, len(under), floor,
                            [f"{px:.1f}px {text[:30]!r}" for px, text in texts[:3]],
                            len(faint), [str(f) for f in faint[:5]]))
    return findings


def report(findings: list[Finding]) -> str:
    """The tables' figures as a table of text, one line a finding, its faintest texts beneath."""
    lines = [f"{'game':<16} {'variant':<8} {'window':<9} {'stage':<5} {'texts':>5} {'smallest':>8} {'under':>5}"
             f" {'faint':>5}"]
    for f in findings:
        lines.append(f"{f.game:<16} {f.variant[:8]:<8} {f.size:<9} {f.stage:<5} {f.texts:>5} "
                     f"{f.smallest_px:>6.1f}px {f.under_floor:>5} {f.faint:>5}")
        lines += [f"    {faint}" for faint in f.faintest]
    total = sum(f.texts for f in findings)
    under = sum(f.under_floor for f in findings)
    faint = sum(f.faint for f in findings)
    lines.append(f"{under} of {total} text draws under the floor (12 px; 11 px at 1280x720)")
    lines.append(f"{faint} of {total} text draws under their contrast ({CONTRAST:g}:1; {LARGE_CONTRAST:g}:1 large)")
    return "\n".join(lines)


def text_audit(as_json: bool = False) -> int:
    """The command: print the tables' figures and the shell's faint words; 0 when no table has text under the
    floor or too faint and no word of the shell is too faint."""
    from desktop.devtools.selftest import _headless_env
    from desktop.startup.app import make_app

    _headless_env()
    make_app()
    findings = run_audit()
    shell = run_shell_audit()
    if as_json:
        print(json.dumps({"tables": [asdict(f) for f in findings], "shell": [asdict(f) for f in shell]}, indent=1))
    else:
        print(report(findings))
        for f in shell:
            print(f"shell: {f.screen} at {f.size}: " + ("; ".join(f.faint) if f.faint else "nothing faint"))
    return 0 if all(f.under_floor == 0 and f.faint == 0 for f in findings) and not any(f.faint for f in shell) else 1


# --- the shell's widgets -------------------------------------------------------------------------

def _strongest_letter(with_words: QImage, ground: QImage) -> tuple[float, QColor, QColor]:
    """Of the pixels that differ between two pictures of one place (with words and without), the one that
    stands out most from the ground: its contrast, its colour and the ground's (0 and black: none differ)."""
    a = with_words.convertToFormat(QImage.Format.Format_ARGB32)
    b = ground.convertToFormat(QImage.Format.Format_ARGB32)
    a_bits, b_bits, line, width = bytes(a.constBits()), bytes(b.constBits()), a.bytesPerLine(), a.width()
    best = (0.0, QColor(), QColor())
    seen: set[tuple[bytes, bytes]] = set()
    for y in range(a.height()):
        for at in range(y * line, y * line + width * 4, 4):
            pair = (a_bits[at:at + 4], b_bits[at:at + 4])
            if pair[0] == pair[1] or pair in seen:
                continue
            seen.add(pair)
            mine, under = (QColor(bits[2], bits[1], bits[0]) for bits in pair)
            ratio = theme.contrast(mine, under)
            if ratio > best[0]:
                best = (ratio, mine, under)
    return best


def faint_widgets(root: Any) -> list[Faint]:
    """The labels and buttons under `root` (a widget, itself included) whose words stand out too little from
    what lies behind them, as the window shows them.

    The window is captured where each one lies twice: as it is, and with the widget's words taken out
    (a button's icon too, in both). The pixels that differ are its letters; where a stroke covers a
    whole pixel it shows the words' own colour, the pixel that stands out most (smoothed edges stand out
    less). Widgets that are hidden, off (WCAG leaves inactive controls out) or without words are left out.
    """
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    window = root.window()
    found: list[Faint] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, QLabel | QAbstractButton) or not widget.isVisible() or not widget.isEnabled():
            continue
        text = widget.text()
        shown = widget.visibleRegion().boundingRect()
        if not text.strip() or shown.isEmpty():
            continue
        area = QRect(widget.mapTo(window, shown.topLeft()), shown.size()).intersected(window.rect())
        icon = widget.icon() if isinstance(widget, QAbstractButton) else None
        try:
            if isinstance(widget, QAbstractButton):
                widget.setIcon(QIcon())
            with_words = window.grab(area).toImage()
            widget.setText("")
            ground = window.grab(area).toImage()
        finally:
            widget.setText(text)
            if isinstance(widget, QAbstractButton) and icon is not None:
                widget.setIcon(icon)
        ratio, colour, under = _strongest_letter(with_words, ground)
        needed = needed_contrast(QFontInfo(widget.font()).pixelSize(), widget.font().bold())
        if 0 < ratio < needed:
            name = " ".join(part for part in (type(widget).__name__, widget.objectName(), " ".join(text.split()))
                            if part)
            found.append(Faint(name, round(ratio, 2), needed, colour.name(), under.name()))
    return found


@dataclass
class ShellFinding:
    """The shell's words too faint on one screen, in one window size."""

    screen: str
    size: str
    faint: list[str] = field(default_factory=list)


def run_shell_audit(sizes: tuple[tuple[int, int], ...] = SIZES) -> list[ShellFinding]:
    """`faint_widgets` over the lobby (each game chosen) and each game's window with the side panel open."""
    from PySide6.QtWidgets import QApplication

    from desktop.games import playable_games

    findings = []
    with _audit_window() as window:
        for size in sizes:
            window.resize(*size)
            window.show_lobby()
            for button in window.lobby.cover_buttons:
                window.lobby.choose(button)
                QApplication.processEvents()
                findings.append(ShellFinding(f"lobby, {button.cover.package}", f"{size[0]}x{size[1]}",
                                             [str(f) for f in faint_widgets(window)]))
            for game in playable_games():
                low, _ = game.player_range(game.resolve_options({}))
                window.start_game(Record(game.id, [Player("Ana")] + [Player(f"Bot {i}", "random")
                                                                      for i in range(1, max(2, low))], 7), [])
                assert window.controller is not None
                window.controller.stop()  # no bot may move while we look
                if not window.panel.isVisible():
                    window.toggle_panel()
                for _ in range(4):
                    QApplication.processEvents()
                findings.append(ShellFinding(f"table and side panel, {game.id}", f"{size[0]}x{size[1]}",
                                             [str(f) for f in faint_widgets(window)]))
    return findings
