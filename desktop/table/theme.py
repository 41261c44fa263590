"""The house style shared by every table: typefaces, player colours, textures.

Fonts are the two bundled open-licensed faces (Lato for text and numbers,
Comfortaa for titles); if they are missing the system font is used so the app
still starts. Textures come from the art generators in ``resources.art.textures``
(Pillow) when they are present, otherwise from a plain QPainter fallback; either
way each is converted to a QPixmap once and cached.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetrics,
    QIcon,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QApplication

from desktop.storage.paths import resource

log = logging.getLogger(__name__)

TEXT_FAMILY = "Lato"
DISPLAY_FAMILY = "Comfortaa"
_loaded_families: set[str] = set()


def load_fonts(app: QApplication | None = None) -> str:
    """Register the bundled faces and make Lato the application font.

    Returns the family actually in use (the system family when the files are missing).
    """
    for name in ("Lato-Regular.ttf", "Lato-Bold.ttf", "Comfortaa-Regular.ttf", "Comfortaa-Bold.ttf"):
        path = resource("fonts", name)
        if not path.exists():
            log.warning("bundled font %s is missing; falling back to the system font", path)
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            _loaded_families.update(QFontDatabase.applicationFontFamilies(font_id))
    app = app or QApplication.instance()  # type: ignore[assignment,unused-ignore]
    if app is not None and TEXT_FAMILY in _loaded_families:
        font = QFont(TEXT_FAMILY, 10)
        app.setFont(font)
    return TEXT_FAMILY if TEXT_FAMILY in _loaded_families else QFont().family()


def text_font(pixel_size: int, bold: bool = False) -> QFont:
    """The legible face for numbers, labels and the log, sized in scene pixels."""
    font = QFont(TEXT_FAMILY if TEXT_FAMILY in _loaded_families else QFont().family())
    font.setPixelSize(max(1, pixel_size))
    font.setBold(bold)
    return font


def accent_room(font: QFont) -> int:
    """How far an accented capital ("È") reaches above the font's line, in pixels. Lato's line is lower
    than its accents, so a label squeezed to its lines cuts them off unless it keeps this room on top."""
    metrics = QFontMetrics(font)
    return max(0, -metrics.boundingRect("ÀÈÉÌÒÙ").top() - metrics.ascent())


def display_font(pixel_size: int, bold: bool = True) -> QFont:
    """The rounded face for titles and card names."""
    family = DISPLAY_FAMILY if DISPLAY_FAMILY in _loaded_families else TEXT_FAMILY
    font = QFont(family if family in _loaded_families else QFont().family())
    font.setPixelSize(max(1, pixel_size))
    font.setBold(bold)
    return font


# --- colours ----------------------------------------------------------------------


@dataclass(frozen=True)
class SeatColour:
    """A player colour from the Okabe–Ito set, always drawn with its shape."""

    name: str
    hex: str
    shape: str  # circle, square, triangle, diamond, star, hexagon, cross, heart, pentagon, moon, ring, saltire

    @property
    def qcolor(self) -> QColor:
        return QColor(self.hex)


SEAT_COLOURS: tuple[SeatColour, ...] = (
    SeatColour("orange", "#E69F00", "circle"),
    SeatColour("sky blue", "#56B4E9", "square"),
    SeatColour("bluish green", "#009E73", "triangle"),
    SeatColour("reddish purple", "#CC79A7", "diamond"),
    SeatColour("vermillion", "#D55E00", "star"),
    SeatColour("blue", "#0072B2", "hexagon"),
    SeatColour("yellow", "#F0E442", "cross"),
    SeatColour("black", "#000000", "heart"),
    # the liar's game seats up to twelve: four more, told apart from the first eight by their shapes
    SeatColour("grey", "#8A8A8A", "pentagon"),
    SeatColour("brown", "#8B5A2B", "moon"),
    SeatColour("wine", "#882255", "ring"),
    SeatColour("olive", "#7F7F1E", "saltire"),
)

INK = QColor("#3b2f2a")
#: The green of a button that moves the game on, deep enough for white words (6:1; lighter, 4.8:1, under the pointer).
GO, GO_HOVER = "#257048", "#2b8153"
PAPER = QColor("#fffaf0")
SHADOW = QColor(0, 0, 0, 70)
GLOW_LEGAL = QColor("#7fe3a0")
GLOW_HOVER = QColor("#ffe27a")
GLOW_HINT = QColor("#ff9ad5")

#: The contrast text needs with its ground (ART.md, after WCAG 2); large text (24 px, or 18.7 px bold) 3:1.
TEXT_CONTRAST = 4.5


def luminance(colour: QColor) -> float:
    """WCAG's relative luminance of an opaque colour: 0 (black) to 1 (white)."""
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours: 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(colour: QColor, ground: QColor) -> QColor:
    """The opaque colour a translucent `colour` makes laid over `ground`."""
    a = colour.alphaF()
    return QColor.fromRgbF(colour.redF() * a + ground.redF() * (1 - a), colour.greenF() * a + ground.greenF() * (1 - a),
                           colour.blueF() * a + ground.blueF() * (1 - a))


def deepened(colour: QColor, against: QColor, need: float = TEXT_CONTRAST) -> QColor:
    """`colour`, darkened in small steps (lightened, against a dark ground) until it and `against` differ by
    `need`: a piece's colour made fit to write on white, or to write with on cream."""
    out = QColor(colour)
    darker = luminance(against) > 0.18
    for _ in range(60):
        if contrast(out, against) >= need:
            break
        out = out.darker(106) if darker else out.lighter(106)
    return out


def ink_on(fill: QColor, need: float = TEXT_CONTRAST) -> tuple[QColor, QColor]:
    """What to write on a piece of colour `fill`: (the fill, the ink). White or INK, whichever reads; where
    neither does (a middling green or blue), white on the fill deepened until it does."""
    white = QColor("white")
    best = max((white, INK), key=lambda ink: contrast(ink, fill))
    if contrast(best, fill) >= need:
        return QColor(fill), best
    return deepened(fill, white, need), white


#: The keyboard focus ring: a blue line on a cream halo, so that it shows on dark wood and on pale cards alike.
FOCUS_RING = QColor("#1a5fb4")
FOCUS_HALO = QColor("#fff8e6")


def empty_place_pen() -> QPen:
    """The faint dashed line round a place with nothing on it (a drop place, a pile that ran out)."""
    return QPen(QColor(255, 255, 255, 110), 2, Qt.PenStyle.DashLine)


def draw_focus_ring(painter: QPainter, path: QPainterPath) -> None:
    """The keyboard focus ring along `path` (a piece's outline, a place's edge)."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(FOCUS_HALO, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.setPen(QPen(FOCUS_RING, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.restore()


def colour_by_name(name: str) -> SeatColour:
    for c in SEAT_COLOURS:
        if c.name == name:
            return c
    return SEAT_COLOURS[0]


def shape_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    """A small symbol so that no colour carries meaning on its own."""
    import math

    path = QPainterPath()
    x, y = centre.x(), centre.y()
    if shape == "circle":
        path.addEllipse(centre, r, r)
    elif shape == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape in ("triangle", "diamond", "hexagon", "pentagon"):
        n, start = {"triangle": (3, -90), "diamond": (4, -90), "hexagon": (6, 0), "pentagon": (5, -90)}[shape]
        pts = [QPointF(x + r * math.cos(math.radians(start + i * 360 / n)),
                       y + r * math.sin(math.radians(start + i * 360 / n))) for i in range(n)]
        path.moveTo(pts[0])
        for p in pts[1:]:
            path.lineTo(p)
        path.closeSubpath()
    elif shape == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = math.radians(-90 + i * 36)
            pts.append(QPointF(x + rr * math.cos(a), y + rr * math.sin(a)))
        path.moveTo(pts[0])
        for p in pts[1:]:
            path.lineTo(p)
        path.closeSubpath()
    elif shape == "heart":
        path.moveTo(x, y + r * 0.95)
        path.cubicTo(x - r * 1.35, y - r * 0.05, x - r * 0.7, y - r * 1.15, x, y - r * 0.45)
        path.cubicTo(x + r * 0.7, y - r * 1.15, x + r * 1.35, y - r * 0.05, x, y + r * 0.95)
        path.closeSubpath()
    elif shape == "moon":
        path.addEllipse(centre, r, r)
        bite = QPainterPath()
        bite.addEllipse(QPointF(x + r * 0.55, y - r * 0.25), r * 0.85, r * 0.85)
        path = path.subtracted(bite)
    elif shape == "ring":
        path.addEllipse(centre, r, r)
        path.addEllipse(centre, r * 0.5, r * 0.5)  # the odd-even fill leaves the middle open
    elif shape == "saltire":
        diagonal = QPainterPath()
        diagonal.addRect(QRectF(x - r * 0.32, y - r * 1.05, r * 0.64, r * 2.1))
        turn = QTransform().translate(x, y)
        path = turn.rotate(45).translate(-x, -y).map(diagonal).united(
            QTransform().translate(x, y).rotate(-45).translate(-x, -y).map(diagonal))
    else:  # cross
        w = r * 0.38
        path.addRect(QRectF(x - w, y - r, 2 * w, 2 * r))
        path.addRect(QRectF(x - r, y - w, 2 * r, 2 * w))
        path.setFillRule(Qt.FillRule.WindingFill)
    return path


def crown_path(c: QPointF, r: float) -> QPainterPath:
    """A three-pointed crown centred on ``c`` (half-width ``r``): Decktet Crowns, a crowned family member."""
    path = QPainterPath(QPointF(c.x() - r, c.y() + r * 0.6))
    for x, y in ((-1, -0.35), (-0.5, 0.1), (0, -0.7), (0.5, 0.1), (1, -0.35), (1, 0.6)):
        path.lineTo(c.x() + r * x, c.y() + r * y)
    path.closeSubpath()
    return path


def draw_seat_badge(painter: QPainter, centre: QPointF, r: float, colour: SeatColour) -> None:
    """A coloured disc with the seat's shape in white on it."""
    painter.save()
    painter.setPen(QPen(INK, max(1.0, r * 0.12)))
    painter.setBrush(colour.qcolor)
    painter.drawEllipse(centre, r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawPath(shape_path(colour.shape, centre, r * 0.5))
    painter.restore()


def device_ratio() -> float:
    """The screens' highest device pixel ratio: cached pictures are made this fine, so art stays crisp
    on a HiDPI screen instead of being drawn small and scaled up."""
    app = QApplication.instance()
    return float(app.devicePixelRatio()) if isinstance(app, QApplication) else 1.0


def _blank(width: int, height: int, ratio: float) -> QPixmap:
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def badge_icon(colour: SeatColour, size: int = 22) -> QIcon:
    """The seat badge as an icon for menus and lists."""
    pixmap = _blank(size, size, device_ratio())
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_seat_badge(p, QPointF(size / 2, size / 2), size / 2 - 1.5, colour)
    p.end()
    return QIcon(pixmap)


def picture_icon(paint: Callable[[QPainter, QRectF], None], size: int = 22) -> QIcon:
    """A small picture the app draws (an animal, a character's badge), as an icon for menus."""
    pixmap = _blank(size, size, device_ratio())
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(p, QRectF(0, 0, size, size))
    p.end()
    return QIcon(pixmap)


# --- textures ---------------------------------------------------------------------

_texture_cache: dict[tuple[Any, ...], QPixmap] = {}


def _pil_to_pixmap(image: Any, ratio: float) -> QPixmap:
    image = image.convert("RGBA")
    data = image.tobytes("raw", "RGBA")
    qimage = QImage(data, image.width, image.height, image.width * 4, QImage.Format.Format_RGBA8888)
    pixmap = QPixmap.fromImage(qimage.copy())
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def _generator(name: str) -> Callable[..., Any] | None:
    try:
        from resources.art import textures
    except Exception:  # the art generators are optional: fall back to flat painting
        return None
    return getattr(textures, name, None)


def texture(name: str, width: int, height: int, *args: Any, seed: int = 0) -> QPixmap:
    """A cached texture pixmap: ``wood``, ``felt``, ``paper`` or ``tablecloth``.

    ``tablecloth`` takes the pattern ("check", "polka-dot", "floral", "stripe");
    ``felt`` and ``paper`` take a colour or tint (a "#rrggbb" string). Made at the screen's
    device pixel ratio: its size in logical pixels is `width`×`height` whatever the screen.
    """
    ratio = device_ratio()
    key = (name, width, height, *args, seed, ratio)
    cached = _texture_cache.get(key)
    if cached is not None:
        return cached
    pixmap: QPixmap | None = None
    gen = _generator(name)
    if gen is not None:
        w, h = round(width * ratio), round(height * ratio)
        try:
            image = gen(args[0], w, h) if name == "tablecloth" else gen(w, h, *args, seed=seed)
            pixmap = _pil_to_pixmap(image, ratio)
        except Exception:
            log.exception("texture generator %s failed; drawing a flat fallback", name)
    if pixmap is None:
        pixmap = _fallback_texture(name, width, height, ratio, *args)
    _texture_cache[key] = pixmap
    return pixmap


WOOD = QColor("#9a6b43")

TABLECLOTH_COLOURS = {
    "check": ("#fde9d9", "#f4a98c"),
    "polka-dot": ("#e2f6ee", "#7fcfb0"),
    "floral": ("#fff5cc", "#f2c14e"),
    "stripe": ("#e3f1fb", "#7db8e8"),
}


def _fallback_texture(name: str, width: int, height: int, ratio: float, *args: Any) -> QPixmap:
    """Textures painted with QPainter when the Pillow generators are not available."""
    pixmap = _blank(width, height, ratio)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, width, height)
    if name == "wood":
        grad = QLinearGradient(0, 0, 0, height)
        grad.setColorAt(0, QColor("#a8774c"))
        grad.setColorAt(1, QColor("#8a5c38"))
        p.fillRect(rect, grad)
        p.setPen(QPen(QColor(70, 40, 20, 40), 2))
        step = max(24, height // 22)
        for i, y in enumerate(range(0, height, step)):
            wobble = (i * 37) % 11
            path = QPainterPath(QPointF(0, y + wobble))
            path.cubicTo(width * 0.3, y - 8 + wobble, width * 0.6, y + 10, width, y + wobble / 2)
            p.drawPath(path)
        vignette = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
        vignette.setColorAt(0.6, QColor(0, 0, 0, 0))
        vignette.setColorAt(1.0, QColor(0, 0, 0, 90))
        p.fillRect(rect, vignette)
    elif name == "tablecloth":
        pattern = args[0] if args else "check"
        base, accent = TABLECLOTH_COLOURS.get(pattern, ("#ffffff", "#cccccc"))
        p.fillRect(rect, QColor(base))
        draw_pattern(p, rect, pattern, QColor(accent))
    else:
        colour = QColor(args[0]) if args else (QColor("#2f6b4f") if name == "felt" else PAPER)
        p.fillRect(rect, colour)
    p.end()
    return pixmap


def draw_pattern(p: QPainter, rect: QRectF, pattern: str, accent: QColor, cell: float = 0.0) -> None:
    """The four party patterns, each recognisable in grey-scale by its shapes."""
    p.save()
    p.setClipRect(rect)
    cell = cell or max(10.0, min(rect.width(), rect.height()) / 6)
    translucent = QColor(accent)
    translucent.setAlpha(120)
    if pattern == "check":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(translucent)
        x = rect.left()
        while x < rect.right():
            p.drawRect(QRectF(x, rect.top(), cell / 2, rect.height()))
            x += cell
        y = rect.top()
        while y < rect.bottom():
            p.drawRect(QRectF(rect.left(), y, rect.width(), cell / 2))
            y += cell
    elif pattern == "polka-dot":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(accent)
        r = cell * 0.18
        row = 0
        y = rect.top() + cell / 2
        while y < rect.bottom() + cell:
            x = rect.left() + (cell / 2 if row % 2 else 0)
            while x < rect.right() + cell:
                p.drawEllipse(QPointF(x, y), r, r)
                x += cell
            y += cell * 0.75
            row += 1
    elif pattern == "stripe":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(translucent)
        x = rect.left() - rect.height()
        while x < rect.right():
            path = QPainterPath(QPointF(x, rect.bottom()))
            path.lineTo(x + cell * 0.35, rect.bottom())
            path.lineTo(x + cell * 0.35 + rect.height(), rect.top())
            path.lineTo(x + rect.height(), rect.top())
            path.closeSubpath()
            p.drawPath(path)
            x += cell * 0.8
    elif pattern == "floral":
        p.setPen(Qt.PenStyle.NoPen)
        r = cell * 0.14
        row = 0
        y = rect.top() + cell / 2
        while y < rect.bottom() + cell:
            x = rect.left() + (cell / 2 if row % 2 else 0) + cell / 4
            while x < rect.right() + cell:
                p.setBrush(accent)
                for dx, dy in ((r, 0), (-r, 0), (0, r), (0, -r)):
                    p.drawEllipse(QPointF(x + dx, y + dy), r * 0.8, r * 0.8)
                p.setBrush(QColor("#ffffff"))
                p.drawEllipse(QPointF(x, y), r * 0.55, r * 0.55)
                x += cell
            y += cell * 0.8
            row += 1
    p.restore()


def soft_shadow(painter: QPainter, path: QPainterPath, offset: float = 3.0, spread: int = 4) -> None:
    """A soft shadow under a piece: the outline moved right and down, its top and bottom edges fading.

    It looks like `spread` translucent copies, each a little lower than the last, but it is one fill: the
    copies cost a fill of the piece's whole area each, which made shadows a quarter of a table's paint.
    """
    box = path.boundingRect()
    if spread < 1 or box.height() <= 0:
        return
    first, last = offset + _SHADOW_STEP, offset + _SHADOW_STEP * spread
    # the copies together cover the outline stretched down by (last - first); the ramps are where fewer overlap
    stretch = (box.height() + last - first) / box.height()
    shape = QTransform(1, 0, 0, stretch, offset, first + box.top() * (1 - stretch)).map(path)
    top, length = box.top() + first, box.height() * stretch
    ramp = min(0.5, (last - first) / length)
    grad = QLinearGradient(0, top, 0, top + length)
    grad.setColorAt(0, _shadow_colour(1))
    grad.setColorAt(ramp, _shadow_colour(spread))
    grad.setColorAt(1 - ramp, _shadow_colour(spread))
    grad.setColorAt(1, _shadow_colour(1))
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawPath(shape)
    painter.restore()


_SHADOW_STEP = 0.6  # how much lower each copy of a soft shadow lies than the one above it
_SHADOW_ALPHA = 14  # one copy's opacity (of 255)


def _shadow_colour(copies: int) -> QColor:
    """The black that `copies` translucent copies of the shadow make where they overlap."""
    return QColor(0, 0, 0, round(255 * (1 - (1 - _SHADOW_ALPHA / 255) ** copies)))


def gradient_brush(top: QColor, bottom: QColor, rect: QRectF) -> QBrush:
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, top)
    grad.setColorAt(1, bottom)
    return QBrush(grad)
