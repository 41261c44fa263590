"""Arturo's components drawn with QPainter: family portraits, objects, cobwebs, card faces.

Spooky-cute (ART.md): deep purple, midnight blue, candle orange, bone white. Every
family member is an emblem portrait with its own silhouette (ears, hat, bandages,
bun…) so they tell apart in grey-scale; every object has its own shape and colour.
Names come from `Names`, which follows the language setting: the product's Italian names when
the app is in Italian, else the English names through Qt's translation.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from desktop.table import theme
from desktop.table.painting import MIN_TEXT, draw_fitted, fit_text
from desktop.table.text import shown, translator
from rules.arturo.data import MEMBERS, OBJECT_ITALIAN, OBJECT_NAMES, PREP_KINDS, SCORING

_tr = translator("ArturoTable")

PURPLE = QColor("#2c1f4a")
MIDNIGHT = QColor("#1b2545")
CANDLE = QColor("#f28f3b")
BONE = QColor("#f4ecd8")
#: Words on the bare wood: bone-white is too faint on the wood's light grain for ART.md's 4.5:1.
ON_WOOD = QColor("white")
NIGHT_INK = QColor("#221733")

#: Portrait background per member id: each a distinct hue, all dark enough for bone-white text.
MEMBER_COLOURS: dict[str, str] = {
    "papa": "#6b4a2f", "mamma": "#7a1f3d", "arturo": "#2f5d8a", "nonna": "#3f6b3a",
    "tut": "#8a7a4f", "mentegatto": "#3a2f5c", "stein": "#4f5a66", "ivo": "#5c4a7a",
}
OBJECT_COLOURS: tuple[str, ...] = ("#e2557a", "#f2c14e", "#b07a4a", "#5aa9a0", "#d94f3d", "#7b6cd9")


class Names:
    """Member and object names in the chosen language ("en" or "it")."""

    def __init__(self, language: str = "en") -> None:
        self.italian = str(language).lower().startswith("it")

    def member(self, index: int) -> str:
        m = MEMBERS[index]
        return m.italian if self.italian else shown(m.name)

    def object(self, index: int) -> str:
        return OBJECT_ITALIAN[index] if self.italian else shown(OBJECT_NAMES[index])

    def prep(self, kind: str) -> str:
        k = PREP_KINDS[kind]
        return k.italian if self.italian else shown(k.name)

    def quoted_prep(self, kind: str) -> str:
        """A Preparation card's name inside a sentence ("take “The Life of the Party”")."""
        return _tr("“{card}”").format(card=self.prep(kind))


# --- objects ------------------------------------------------------------------------


def paint_object(p: QPainter, c: QPointF, r: float, obj: int) -> None:
    """One object icon of radius ~r centred on c (festoon, cake, teddy, spring, balloon, gift)."""
    colour = QColor(OBJECT_COLOURS[obj])
    p.save()
    p.setPen(QPen(colour.darker(170), max(1.0, r * 0.09)))
    p.setBrush(colour)
    x, y = c.x(), c.y()
    if obj == 0:  # festoon: a string of pennants
        string = QPainterPath(QPointF(x - r, y - r * 0.45))
        string.quadTo(x, y - r * 0.05, x + r, y - r * 0.45)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(string)
        for i, t in enumerate((0.18, 0.5, 0.82)):
            px = x - r + 2 * r * t
            py = y - r * 0.45 + r * 0.4 * (1 - (2 * t - 1) ** 2)
            flag = QPainterPath(QPointF(px - r * 0.28, py))
            flag.lineTo(px + r * 0.28, py)
            flag.lineTo(px, py + r * 0.75)
            flag.closeSubpath()
            p.setBrush(QColor(OBJECT_COLOURS[(i * 2) % 6]) if i != 1 else colour)
            p.drawPath(flag)
    elif obj == 1:  # cake with a candle
        p.drawRoundedRect(QRectF(x - r * 0.85, y - r * 0.1, r * 1.7, r * 0.85), r * 0.12, r * 0.12)
        p.setBrush(QColor("#fff0f5"))
        p.drawRoundedRect(QRectF(x - r * 0.85, y - r * 0.3, r * 1.7, r * 0.35), r * 0.15, r * 0.15)
        p.setBrush(QColor("#7fb8e8"))
        p.drawRect(QRectF(x - r * 0.08, y - r * 0.75, r * 0.16, r * 0.45))
        p.setBrush(CANDLE)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QPointF(x, y - r * 0.88), r * 0.12, r * 0.18)
    elif obj == 2:  # teddy bear head
        for dx in (-0.55, 0.55):
            p.drawEllipse(QPointF(x + r * dx, y - r * 0.5), r * 0.3, r * 0.3)
        p.drawEllipse(QPointF(x, y), r * 0.75, r * 0.7)
        p.setBrush(QColor("#e8c9a0"))
        p.drawEllipse(QPointF(x, y + r * 0.2), r * 0.32, r * 0.25)
        p.setBrush(NIGHT_INK)
        p.setPen(Qt.PenStyle.NoPen)
        for dx in (-0.28, 0.28):
            p.drawEllipse(QPointF(x + r * dx, y - r * 0.15), r * 0.08, r * 0.08)
        p.drawEllipse(QPointF(x, y + r * 0.12), r * 0.1, r * 0.07)
    elif obj == 3:  # spring toy: a coil with a grinning head
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(colour.darker(140), max(1.5, r * 0.14)))
        for k in range(4):
            yy = y + r * 0.85 - k * r * 0.28
            p.drawArc(QRectF(x - r * 0.4, yy - r * 0.12, r * 0.8, r * 0.24), 0, 360 * 16)
        p.setPen(QPen(colour.darker(170), max(1.0, r * 0.09)))
        p.setBrush(QColor("#f7d96b"))
        p.drawEllipse(QPointF(x, y - r * 0.45), r * 0.45, r * 0.45)
        p.setBrush(NIGHT_INK)
        p.setPen(Qt.PenStyle.NoPen)
        for dx in (-0.16, 0.16):
            p.drawEllipse(QPointF(x + r * dx, y - r * 0.52), r * 0.07, r * 0.07)
    elif obj == 4:  # balloon on a string
        p.drawEllipse(QPointF(x, y - r * 0.25), r * 0.6, r * 0.72)
        p.setBrush(Qt.BrushStyle.NoBrush)
        tail = QPainterPath(QPointF(x, y + r * 0.47))
        tail.cubicTo(x - r * 0.2, y + r * 0.7, x + r * 0.2, y + r * 0.8, x, y + r)
        p.drawPath(tail)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 130))
        p.drawEllipse(QPointF(x - r * 0.22, y - r * 0.5), r * 0.12, r * 0.2)
    else:  # gift box with a ribbon
        p.drawRect(QRectF(x - r * 0.75, y - r * 0.35, r * 1.5, r * 1.05))
        p.setBrush(CANDLE)
        p.drawRect(QRectF(x - r * 0.85, y - r * 0.6, r * 1.7, r * 0.3))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRect(QRectF(x - r * 0.12, y - r * 0.6, r * 0.24, r * 1.3))
        p.setPen(QPen(CANDLE.darker(150), max(1.0, r * 0.08)))
        p.drawEllipse(QPointF(x - r * 0.25, y - r * 0.75), r * 0.25, r * 0.15)
        p.drawEllipse(QPointF(x + r * 0.25, y - r * 0.75), r * 0.25, r * 0.15)
    p.restore()


def paint_cobwebs(p: QPainter, rect: QRectF, strength: float = 1.0) -> None:
    """White thread over a card: two corner webs, drawn so they read at any size."""
    p.save()
    pen = QPen(QColor(255, 255, 255, int(215 * strength)), max(1.0, rect.width() * 0.012))
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    size = min(rect.width(), rect.height()) * 0.55
    for corner, start in ((rect.topLeft(), 270), (rect.bottomRight(), 90)):
        sx = 1 if start == 270 else -1
        spokes = [math.radians(a) for a in (0, 22, 45, 68, 90)]
        for a in spokes:
            p.drawLine(corner, QPointF(corner.x() + sx * size * math.cos(a), corner.y() + sx * size * math.sin(a)))
        for k in (0.3, 0.55, 0.8):
            ring = QPainterPath()
            for i, a in enumerate(spokes):
                pt = QPointF(corner.x() + sx * size * k * math.cos(a), corner.y() + sx * size * k * math.sin(a))
                if i == 0:
                    ring.moveTo(pt)
                else:
                    mid_a = (a + spokes[i - 1]) / 2
                    sag = size * k * 0.85
                    ctrl = QPointF(corner.x() + sx * sag * math.cos(mid_a), corner.y() + sx * sag * math.sin(mid_a))
                    ring.quadTo(ctrl, pt)
            p.drawPath(ring)
    # a little spider hanging from the top web
    p.setPen(QPen(QColor(255, 255, 255, int(200 * strength)), 1))
    spider = QPointF(rect.left() + size * 0.5, rect.top() + size * 0.75)
    p.drawLine(QPointF(spider.x(), rect.top() + size * 0.2), spider)
    p.setBrush(NIGHT_INK)
    p.drawEllipse(spider, size * 0.07, size * 0.07)
    p.restore()


# --- portraits ------------------------------------------------------------------------


class _Face:
    """A portrait being drawn: the painter, the centre (x, y), the radius and the ink line, with the
    eyes and smile most members share."""

    def __init__(self, p: QPainter, c: QPointF, r: float) -> None:
        self.p, self.x, self.y, self.r = p, c.x(), c.y(), r
        self.line = QPen(NIGHT_INK, max(1.0, r * 0.05))

    def eyes(self, dy: float = -0.05, colour: QColor = NIGHT_INK, size: float = 0.08, gap: float = 0.2) -> None:
        p, x, y, r = self.p, self.x, self.y, self.r
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        for dx in (-gap, gap):
            p.drawEllipse(QPointF(x + r * dx, y + r * dy), r * size, r * size)
        p.restore()

    def ears(self, root: tuple[float, float], tip: tuple[float, float], foot: tuple[float, float]) -> None:
        """Two pointed ears, mirrored: triangles from `root` up to `tip` and down to `foot` (in radii)."""
        p, x, y, r = self.p, self.x, self.y, self.r
        for dx in (-1.0, 1.0):
            ear = QPainterPath(QPointF(x + dx * r * root[0], y + r * root[1]))
            ear.lineTo(x + dx * r * tip[0], y + r * tip[1])
            ear.lineTo(x + dx * r * foot[0], y + r * foot[1])
            ear.closeSubpath()
            p.drawPath(ear)

    def smile(self, dy: float = 0.22, w: float = 0.3) -> None:
        p, x, y, r = self.p, self.x, self.y, self.r
        p.save()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(NIGHT_INK, max(1.0, r * 0.05)))
        p.drawArc(QRectF(x - r * w / 2, y + r * (dy - 0.12), r * w, r * 0.2), 200 * 16, 140 * 16)
        p.restore()


def _papa(f: _Face) -> None:
    """Werewolf: pointed ears, furry face, snout."""
    p, x, y, r = f.p, f.x, f.y, f.r
    fur = QColor("#8c6a4a")
    p.setBrush(fur)
    f.ears((0.25, -0.35), (0.62, -0.88), (0.62, -0.2))
    p.drawEllipse(QPointF(x, y + r * 0.05), r * 0.58, r * 0.55)
    p.setBrush(QColor("#d9b990"))
    p.drawEllipse(QPointF(x, y + r * 0.28), r * 0.3, r * 0.22)
    f.eyes(-0.1, QColor("#ffd23f"), 0.09)
    p.setBrush(NIGHT_INK)
    p.drawEllipse(QPointF(x, y + r * 0.18), r * 0.09, r * 0.06)


def _mamma(f: _Face) -> None:
    """Vampire: black hair with a widow's peak, high collar, fangs."""
    p, x, y, r = f.p, f.x, f.y, f.r
    p.setBrush(QColor("#b3202f"))
    collar = QPainterPath(QPointF(x - r * 0.9, y + r))
    collar.lineTo(x - r * 0.75, y + r * 0.3)
    collar.lineTo(x, y + r * 0.7)
    collar.lineTo(x + r * 0.75, y + r * 0.3)
    collar.lineTo(x + r * 0.9, y + r)
    collar.closeSubpath()
    p.drawPath(collar)
    p.setBrush(QColor("#141018"))
    p.drawEllipse(QPointF(x, y - r * 0.1), r * 0.62, r * 0.68)
    p.setBrush(QColor("#e9e4f0"))
    face = QPainterPath(QPointF(x, y - r * 0.42))
    face.quadTo(x + r * 0.5, y - r * 0.55, x + r * 0.45, y)
    face.quadTo(x + r * 0.35, y + r * 0.5, x, y + r * 0.52)
    face.quadTo(x - r * 0.35, y + r * 0.5, x - r * 0.45, y)
    face.quadTo(x - r * 0.5, y - r * 0.55, x, y - r * 0.42)
    p.drawPath(face)
    f.eyes(-0.02, QColor("#7a1f3d"), 0.07)
    p.setBrush(QColor("#b3202f"))
    p.drawEllipse(QPointF(x, y + r * 0.28), r * 0.14, r * 0.06)
    p.setBrush(QColor("white"))
    for dx in (-0.07, 0.07):
        fang = QPainterPath(QPointF(x + r * dx - r * 0.03, y + r * 0.3))
        fang.lineTo(x + r * dx + r * 0.03, y + r * 0.3)
        fang.lineTo(x + r * dx, y + r * 0.4)
        fang.closeSubpath()
        p.drawPath(fang)


def _arturo(f: _Face) -> None:
    """The birthday boy: round face, party hat."""
    p, x, y, r = f.p, f.x, f.y, f.r
    p.setBrush(QColor("#c9e7c0"))
    p.drawEllipse(QPointF(x, y + r * 0.12), r * 0.55, r * 0.55)
    p.setBrush(CANDLE)
    hat = QPainterPath(QPointF(x - r * 0.35, y - r * 0.3))
    hat.lineTo(x + r * 0.05, y - r * 0.95)
    hat.lineTo(x + r * 0.38, y - r * 0.28)
    hat.closeSubpath()
    p.drawPath(hat)
    p.setBrush(QColor("#ffd23f"))
    p.drawEllipse(QPointF(x + r * 0.05, y - r * 0.95), r * 0.1, r * 0.1)
    p.setPen(QPen(QColor("#ffd23f"), max(1.0, r * 0.06)))
    p.drawLine(QPointF(x - r * 0.2, y - r * 0.5), QPointF(x + r * 0.25, y - r * 0.6))
    p.setPen(f.line)
    f.eyes(0.05, NIGHT_INK, 0.08)
    f.smile(0.33)


def _nonna(f: _Face) -> None:
    """Witch: green face, tall pointed hat with a brim."""
    p, x, y, r = f.p, f.x, f.y, f.r
    p.setBrush(QColor("#9fcf7a"))
    p.drawEllipse(QPointF(x, y + r * 0.22), r * 0.45, r * 0.48)
    p.setBrush(QColor("#1d1530"))
    hat = QPainterPath(QPointF(x - r * 0.35, y - r * 0.12))
    hat.lineTo(x + r * 0.3, y - r * 0.98)
    hat.lineTo(x + r * 0.35, y - r * 0.12)
    hat.closeSubpath()
    p.drawPath(hat)
    p.drawRoundedRect(QRectF(x - r * 0.8, y - r * 0.2, r * 1.6, r * 0.16), r * 0.08, r * 0.08)
    p.setBrush(CANDLE)
    p.drawRect(QRectF(x - r * 0.32, y - r * 0.3, r * 0.64, r * 0.1))
    f.eyes(0.18, NIGHT_INK, 0.07, 0.17)
    p.setBrush(QColor("#7fae5a"))
    p.drawEllipse(QPointF(x + r * 0.04, y + r * 0.35), r * 0.08, r * 0.12)
    f.smile(0.5, 0.25)


def _tut(f: _Face) -> None:
    """Mummy grandpa: bandage stripes, one eye peeking."""
    p, x, y, r = f.p, f.x, f.y, f.r
    p.setBrush(QColor("#e9e0c4"))
    p.drawRoundedRect(QRectF(x - r * 0.5, y - r * 0.7, r * 1.0, r * 1.4), r * 0.4, r * 0.4)
    p.setPen(QPen(QColor("#b8a77a"), max(1.0, r * 0.06)))
    for k in range(6):
        yy = y - r * 0.55 + k * r * 0.22
        p.drawLine(QPointF(x - r * 0.5, yy + r * 0.05 * (k % 2)), QPointF(x + r * 0.5, yy - r * 0.05 * (k % 2)))
    p.setPen(f.line)
    p.setBrush(NIGHT_INK)
    p.drawEllipse(QPointF(x - r * 0.18, y - r * 0.08), r * 0.12, r * 0.09)
    p.setBrush(QColor("#ffd23f"))
    p.drawEllipse(QPointF(x - r * 0.18, y - r * 0.08), r * 0.05, r * 0.05)


def _mentegatto(f: _Face) -> None:
    """The cat: black head, triangle ears, big yellow eyes, whiskers."""
    p, x, y, r = f.p, f.x, f.y, f.r
    p.setBrush(QColor("#15111f"))
    p.setPen(QPen(QColor("#6a5a8c"), max(1.0, r * 0.05)))
    f.ears((0.12, -0.4), (0.55, -0.85), (0.6, -0.15))
    p.drawEllipse(QPointF(x, y + r * 0.05), r * 0.62, r * 0.55)
    f.eyes(-0.02, QColor("#ffd23f"), 0.14, 0.25)
    p.setBrush(NIGHT_INK)
    p.setPen(Qt.PenStyle.NoPen)
    for dx in (-0.25, 0.25):
        p.drawEllipse(QPointF(x + r * dx, y - r * 0.02), r * 0.04, r * 0.11)
    p.setPen(QPen(QColor("#d8cfe8"), max(1.0, r * 0.03)))
    for dy in (0.2, 0.3):
        p.drawLine(QPointF(x - r * 0.15, y + r * 0.22), QPointF(x - r * 0.6, y + r * dy))
        p.drawLine(QPointF(x + r * 0.15, y + r * 0.22), QPointF(x + r * 0.6, y + r * dy))


def _stein(f: _Face) -> None:
    """The governess: tall bun with a white streak, round glasses, neck bolts."""
    p, x, y, r = f.p, f.x, f.y, f.r
    p.setBrush(QColor("#1d1a24"))
    p.drawEllipse(QPointF(x, y - r * 0.6), r * 0.32, r * 0.3)
    p.drawEllipse(QPointF(x, y - r * 0.05), r * 0.55, r * 0.6)
    p.setPen(QPen(QColor("white"), max(1.5, r * 0.08)))
    p.drawLine(QPointF(x + r * 0.1, y - r * 0.85), QPointF(x + r * 0.18, y - r * 0.35))
    p.setPen(f.line)
    p.setBrush(QColor("#b7d3c2"))
    p.drawEllipse(QPointF(x, y + r * 0.15), r * 0.4, r * 0.45)
    p.setBrush(QColor("#8a8f99"))
    for dx in (-1.0, 1.0):
        p.drawRect(QRectF(x + dx * r * 0.42 - r * 0.06, y + r * 0.42, r * 0.12, r * 0.1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for dx in (-0.17, 0.17):
        p.drawEllipse(QPointF(x + r * dx, y + r * 0.08), r * 0.13, r * 0.13)
    f.eyes(0.08, NIGHT_INK, 0.05, 0.17)
    f.smile(0.38, 0.2)


def _ivo(f: _Face) -> None:
    """Grandpa Ivo: a friendly ghost with a moustache."""
    p, x, y, r = f.p, f.x, f.y, f.r
    p.setBrush(QColor(240, 240, 255, 235))
    ghost = QPainterPath(QPointF(x - r * 0.5, y + r * 0.7))
    ghost.lineTo(x - r * 0.5, y - r * 0.2)
    ghost.cubicTo(x - r * 0.5, y - r * 0.85, x + r * 0.5, y - r * 0.85, x + r * 0.5, y - r * 0.2)
    ghost.lineTo(x + r * 0.5, y + r * 0.7)
    for k in range(4):
        ghost.quadTo(x + r * (0.5 - 0.25 * k - 0.125), y + r * 0.5, x + r * (0.5 - 0.25 * (k + 1)), y + r * 0.7)
    ghost.closeSubpath()
    p.drawPath(ghost)
    f.eyes(-0.2, NIGHT_INK, 0.08, 0.18)
    p.setBrush(QColor("#9a9aa8"))
    for dx in (-1.0, 1.0):
        tache = QPainterPath(QPointF(x, y + r * 0.02))
        tache.quadTo(x + dx * r * 0.3, y - r * 0.05, x + dx * r * 0.38, y + r * 0.12)
        tache.quadTo(x + dx * r * 0.2, y + r * 0.12, x, y + r * 0.08)
        p.drawPath(tache)



#: Each member's portrait, by member id (Grandpa Ivo's ghost for any other).
_PORTRAITS: dict[str, Callable[[_Face], None]] = {
    "papa": _papa,
    "mamma": _mamma,
    "arturo": _arturo,
    "nonna": _nonna,
    "tut": _tut,
    "mentegatto": _mentegatto,
    "stein": _stein,
}


def paint_portrait(p: QPainter, c: QPointF, r: float, member: str, ring: bool = True) -> None:
    """A round emblem portrait of one family member (radius r)."""
    p.save()
    bg = QColor(MEMBER_COLOURS.get(member, "#444"))
    if ring:
        p.setPen(QPen(CANDLE, max(1.5, r * 0.07)))
        p.setBrush(bg)
        p.drawEllipse(c, r, r)
    clip = QPainterPath()
    clip.addEllipse(c, r * 0.97, r * 0.97)
    p.setClipPath(clip)
    face = _Face(p, c, r)
    p.setPen(face.line)
    _PORTRAITS.get(member, _ivo)(face)
    p.restore()


# --- card faces -----------------------------------------------------------------------


def paint_bubble(p: QPainter, rect: QRectF, objects: tuple[int, ...], label: str = "") -> None:
    """A comic speech bubble holding the wanted objects (or a short word)."""
    p.save()
    path = QPainterPath()
    path.addRoundedRect(rect, rect.height() * 0.35, rect.height() * 0.35)
    tail = QPainterPath(QPointF(rect.left() + rect.width() * 0.3, rect.bottom() - 2))
    tail.lineTo(rect.left() + rect.width() * 0.22, rect.bottom() + rect.height() * 0.35)
    tail.lineTo(rect.left() + rect.width() * 0.45, rect.bottom() - 2)
    path = path.united(tail)
    p.setPen(QPen(NIGHT_INK, 1.5))
    p.setBrush(BONE)
    p.drawPath(path)
    if objects:
        n = len(objects)
        r = min(rect.height() * 0.36, rect.width() / (n * 2.4))
        for i, obj in enumerate(objects):
            cx = rect.left() + rect.width() * (i + 0.5) / n
            paint_object(p, QPointF(cx, rect.center().y()), r, obj)
    elif label:
        p.setPen(NIGHT_INK)
        draw_fitted(p, rect, label, theme.text_font(max(MIN_TEXT, int(rect.height() * 0.36)), bold=True))
    p.restore()


def _foot(rect: QRectF, text: str, font: QFont, share: float) -> QRectF:
    """The box at the foot of a card that `text` takes, one line or two, within `share` of its height."""
    box = QRectF(rect.left() + 3, rect.bottom() - rect.height() * share, rect.width() - 6, rect.height() * share - 3)
    fitted = fit_text(text, box, font)
    metrics = QFontMetricsF(fitted.font)
    box.setTop(box.bottom() - metrics.height() - (len(fitted.lines) - 1) * metrics.lineSpacing() - 2)
    return box


def paint_party_front(p: QPainter, rect: QRectF, member: int, back: int, cobwebs: bool, names: Names) -> None:
    """A Party card's family-member side: bubble, portrait, name, and the back-object icon."""
    m = MEMBERS[member]
    grad = theme.gradient_brush(QColor("#3a2a60"), MIDNIGHT, rect)
    p.fillRect(rect, grad)
    w, h = rect.width(), rect.height()
    bubble = QRectF(rect.left() + w * 0.08, rect.top() + h * 0.04, w * 0.84, h * 0.24)
    if m.id == "stein":
        paint_bubble(p, bubble, (), _tr("clean!"))
    elif m.id == "ivo":
        paint_bubble(p, bubble, (), _tr("copy?"))
    else:
        paint_bubble(p, bubble, m.desires)
    name_box = _foot(rect, names.member(member), theme.text_font(max(MIN_TEXT, int(w * 0.115)), bold=True), 0.36)
    room = name_box.top() - bubble.bottom()
    centre = QPointF(rect.center().x(), min(rect.top() + h * 0.5, bubble.bottom() + room / 2))
    paint_portrait(p, centre, min(w * 0.28, room / 2 - 1), m.id)
    p.setPen(BONE)
    draw_fitted(p, name_box, names.member(member), theme.text_font(max(MIN_TEXT, int(w * 0.115)), bold=True))
    # the back-object icon, a badge on the portrait's lower right, clear of a name on two lines
    ic = QPointF(rect.right() - w * 0.16, min(centre.y() + h * 0.14, name_box.top() - w * 0.12 - 1))
    p.setPen(QPen(CANDLE, 1.5))
    p.setBrush(BONE)
    p.drawEllipse(ic, w * 0.12, w * 0.12)
    paint_object(p, ic, w * 0.08, back)
    if cobwebs:
        paint_cobwebs(p, QRectF(ic.x() - w * 0.12, ic.y() - w * 0.12, w * 0.24, w * 0.24), 0.9)


def object_card_parts(rect: QRectF, obj: int, names: Names) -> tuple[QRectF, QRectF]:
    """Where a Party card's object side puts its name (the foot of the card, one line or two) and its
    cobwebs, if it has them (all of the card above the name, so no thread crosses a letter)."""
    font = theme.text_font(max(MIN_TEXT, int(rect.width() * 0.15)), bold=True)
    name_box = _foot(rect, names.object(obj), font, 0.36)
    return name_box, QRectF(rect.left(), rect.top(), rect.width(), name_box.top() - 1 - rect.top())


def paint_object_card(p: QPainter, rect: QRectF, obj: int, cobwebs: bool, names: Names) -> None:
    """A Party card's object side (an available object), covered in cobwebs if it has them.

    The name takes the foot of the card, one line or two; the picture is centred in what is left above it.
    """
    p.fillRect(rect, theme.gradient_brush(QColor("#4a3670"), PURPLE, rect))
    w = rect.width()
    font = theme.text_font(max(MIN_TEXT, int(w * 0.15)), bold=True)
    name_box, webs = object_card_parts(rect, obj, names)
    centre = QPointF(rect.center().x(), (rect.top() + name_box.top()) / 2)
    halo = min(w * 0.42, (name_box.top() - rect.top()) / 2 - 2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 220, 160, 40))
    p.drawEllipse(centre, halo, halo)
    paint_object(p, centre, halo * 0.72, obj)
    p.setPen(BONE)
    draw_fitted(p, name_box, names.object(obj), font)
    if cobwebs:
        paint_cobwebs(p, webs)


def paint_party_back_pattern(p: QPainter, rect: QRectF) -> None:
    """The deck under the top card: midnight blue with a crescent moon and stars."""
    p.fillRect(rect, theme.gradient_brush(MIDNIGHT, QColor("#10162b"), rect))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#f7e7b0"))
    c = rect.center()
    r = rect.width() * 0.22
    moon = QPainterPath()
    moon.addEllipse(c, r, r)
    bite = QPainterPath()
    bite.addEllipse(QPointF(c.x() + r * 0.45, c.y() - r * 0.2), r * 0.85, r * 0.85)
    p.drawPath(moon.subtracted(bite))
    for fx, fy in ((0.2, 0.2), (0.8, 0.3), (0.25, 0.8), (0.75, 0.78), (0.5, 0.12)):
        p.drawEllipse(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy), 2.2, 2.2)


def paint_family_back(p: QPainter, rect: QRectF, colour: QColor) -> None:
    """A Family card face down: purple with the owner's colour border and a candle."""
    p.fillRect(rect, theme.gradient_brush(QColor("#3b2963"), PURPLE, rect))
    p.setPen(QPen(colour, max(2.0, rect.width() * 0.06)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 6, 6)
    c = rect.center()
    s = rect.width() * 0.16
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(BONE)
    p.drawRoundedRect(QRectF(c.x() - s * 0.5, c.y() - s * 0.2, s, s * 2.0), 2, 2)
    p.setBrush(CANDLE)
    p.drawEllipse(QPointF(c.x(), c.y() - s * 0.6), s * 0.35, s * 0.55)


def scoring_icons(p: QPainter, rect: QRectF, member: int, names: Names) -> None:
    """How a member scores, as "2× balloon 1× cake" icons (the Nanny: 3× cobweb), read off the data."""
    p.save()
    rule = SCORING[member] if member < len(SCORING) else None
    p.setPen(NIGHT_INK)
    p.setFont(theme.text_font(max(15, int(rect.height() * 0.42)), bold=True))
    if rule is None:
        p.restore()
        return
    if not rule.per_object:
        half = QRectF(rect.left(), rect.top(), rect.width() * 0.45, rect.height())
        p.drawText(half, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), f"{rule.per_cobweb}×")
        web = QRectF(rect.left() + rect.width() * 0.5, rect.top(), rect.height(), rect.height())
        p.setBrush(QColor("#6a6a7a"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(web, 4, 4)
        paint_cobwebs(p, web, 1.0)
        p.restore()
        return
    cell = rect.width() / len(rule.per_object)
    for i, (obj, times) in enumerate(rule.per_object):
        box = QRectF(rect.left() + i * cell, rect.top(), cell, rect.height())
        p.setPen(NIGHT_INK)
        p.drawText(QRectF(box.left(), box.top(), cell * 0.45, box.height()),
                   int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), f"{times}×")
        paint_object(p, QPointF(box.left() + cell * 0.7, box.center().y()), rect.height() * 0.4, obj)
    if rule.per_pair:
        p.setPen(NIGHT_INK)
        p.setFont(theme.text_font(15, bold=True))
        p.drawText(QRectF(rect.left() - 4, rect.bottom(), rect.width() + 8, 19), int(Qt.AlignmentFlag.AlignCenter),
                   _tr("+{n} per pair").format(n=rule.per_pair))
    p.restore()
