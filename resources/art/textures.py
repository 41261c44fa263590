"""Drawn textures for the table: wood, felt, card paper and the four party tablecloths.

Everything is painted here with Pillow (no numpy, no Qt, no borrowed images) and is fully
determined by its arguments: noise comes from ``random.Random(seed)``, never from Pillow's
unseeded ``effect_noise``. Each generator paints a full 1920×1080 image in well under 300 ms
on a modest machine, so the desktop can make them at start-up and cache the pixmaps.

Run ``python -m resources.art.textures OUTDIR`` to write a sample PNG of every texture.
"""

from __future__ import annotations

import math
import random
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

__all__ = ["PATTERNS", "PATTERN_COLOURS", "felt", "main", "paper", "tablecloth", "wood"]

#: The four tablecloths of Happy Birthday Turtle!!, in the rulebook's order.
PATTERNS: tuple[str, ...] = ("check", "polka-dot", "floral", "stripe")

#: Base colour of each tablecloth: the pastel party palette of ART.md (sky blue, peach, mint,
#: butter yellow). The pattern, not the colour, is what tells the cloths apart.
PATTERN_COLOURS: dict[str, str] = {
    "check": "#8ec9ec",
    "polka-dot": "#f6b594",
    "floral": "#a9dfc0",
    "stripe": "#f5d77a",
}

RGB = tuple[int, int, int]


# --------------------------------------------------------------------------- helpers


def _rgb(colour: str) -> RGB:
    """Parse "#rrggbb" (the only colour form the API accepts), with a clear error otherwise."""
    text = colour.strip()
    if len(text) != 7 or text[0] != "#":
        raise ValueError(f"colour must look like '#rrggbb', not {colour!r}")
    try:
        return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))
    except ValueError:
        raise ValueError(f"colour must look like '#rrggbb', not {colour!r}") from None


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour a fraction ``t`` of the way from ``a`` to ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _check_size(w: int, h: int) -> None:
    if w < 1 or h < 1:
        raise ValueError(f"texture size must be positive, got {w}×{h}")


def _noise(w: int, h: int, rng: random.Random) -> Image.Image:
    """Uniform grey noise (mode L) drawn from the seeded generator."""
    return Image.frombytes("L", (w, h), rng.randbytes(w * h))


def _soft_noise(w: int, h: int, cell_w: float, cell_h: float, rng: random.Random) -> Image.Image:
    """Smooth noise whose blobs are about ``cell_w``×``cell_h`` pixels: coarse noise scaled up."""
    small = _noise(max(2, math.ceil(w / cell_w) + 1), max(2, math.ceil(h / cell_h) + 1), rng)
    return small.resize((w, h), Image.Resampling.BICUBIC)


def _squash(img: Image.Image, low: int, high: int) -> Image.Image:
    """Map the full 0–255 range of a grey image onto ``low``–``high`` (a weaker copy of it)."""
    span = (high - low) / 255
    return img.point([round(low + v * span) for v in range(256)])


def _vignette(w: int, h: int, strength: float) -> Image.Image:
    """A grey mask, white in the middle and darker towards the corners, to multiply with."""
    grad = Image.radial_gradient("L").resize((w, h), Image.Resampling.BILINEAR)
    # radial_gradient is 0 in the centre and 255 at the inscribed circle; ease it so the
    # centre stays untouched and only the rim darkens.
    lut = [round(255 * (1 - strength * min(1.0, (v / 255) ** 2.2 * 0.8))) for v in range(256)]
    return grad.point(lut)


def _shade(img: Image.Image, mask: Image.Image) -> Image.Image:
    """Multiply an RGB image by a grey mask."""
    return ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))


def _tile(unit: Image.Image, w: int, h: int, offset: tuple[int, int] = (0, 0)) -> Image.Image:
    """Repeat ``unit`` over a w×h canvas, starting at a (negative) offset so the seams vary."""
    out = Image.new(unit.mode, (w, h))
    uw, uh = unit.size
    ox, oy = -(offset[0] % uw), -(offset[1] % uh)
    for y in range(oy, h, uh):
        for x in range(ox, w, uw):
            out.paste(unit, (x, y))
    return out


# --------------------------------------------------------------------------- wood


_WOOD_RAMP: tuple[str, str, str] = ("#3d200d", "#a96b37", "#f2c389")


def wood(w: int, h: int, seed: int = 0) -> Image.Image:
    """A warm wooden tabletop: staggered planks with seams, flowing grain, a few knots, a soft vignette."""
    _check_size(w, h)
    rng = random.Random(f"wood:{seed}")
    plank_h = 150

    # Everything is built as a grey "tone" map and coloured at the end with a wood ramp.
    tone = Image.new("L", (w, h), 128)
    draw_tone = ImageDraw.Draw(tone)
    lines = Image.new("L", (w, h), 255)  # grain, multiplied onto the tone
    draw_lines = ImageDraw.Draw(lines)
    seams: list[tuple[str, int, int, int]] = []  # ("h", y, x0, x1) or ("v", x, y0, y1)

    y0 = -rng.randrange(plank_h // 2)
    while y0 < h:
        ph = plank_h + rng.randint(-12, 12)
        y1 = y0 + ph
        # Butt joints: each row is a few boards laid end to end, staggered between rows.
        x = -rng.randrange(600)
        while x < w:
            length = rng.randint(700, 1500)
            x_end = x + length
            draw_tone.rectangle((x, y0, x_end, y1), fill=128 + rng.randint(-30, 22))
            knots = [
                (rng.uniform(x + 80, x_end - 80), rng.uniform(y0 + 0.3 * ph, y0 + 0.7 * ph), rng.uniform(10, 22))
                for _ in range(rng.choice((0, 0, 0, 1, 1, 2)))
            ]
            _grain_lines(draw_lines, rng, x, x_end, y0, y1, knots)
            for kx, ky, kr in knots:
                _knot(draw_lines, kx, ky, kr)
            if x_end < w:
                seams.append(("v", x_end, y0, y1))
            x = x_end
        seams.append(("h", y1, 0, w))
        y0 = y1

    lines = lines.filter(ImageFilter.GaussianBlur(0.8))
    streaks = _soft_noise(w, h, 90, 2.5, rng)  # long, thin streaks along the boards
    tone = Image.blend(tone, streaks, 0.16)
    tone = ImageChops.multiply(tone, lines)
    tone = ImageChops.add(tone, _squash(_noise(w, h, rng), 0, 14), offset=-7)  # a touch of pore noise

    draw_tone = ImageDraw.Draw(tone)
    for kind, a, b0, b1 in seams:
        if kind == "h":
            draw_tone.line((b0, a - 1, b1, a - 1), fill=22, width=2)
            draw_tone.line((b0, a + 1, b1, a + 1), fill=165, width=1)
        else:
            draw_tone.line((a, b0, a, b1), fill=28, width=2)
            draw_tone.line((a + 2, b0, a + 2, b1), fill=150, width=1)
    tone = tone.filter(ImageFilter.BoxBlur(0.6))

    img = ImageOps.colorize(tone, black=_WOOD_RAMP[0], mid=_WOOD_RAMP[1], white=_WOOD_RAMP[2])
    # A broad, uneven sheen, then the vignette that pulls the eye to the middle.
    sheen = _squash(_soft_noise(w, h, 420, 300, rng), 215, 255)
    return _shade(img, ImageChops.multiply(sheen, _vignette(w, h, 0.5)))


def _grain_lines(
    draw: ImageDraw.ImageDraw,
    rng: random.Random,
    x0: int,
    x1: int,
    y0: int,
    y1: int,
    knots: Sequence[tuple[float, float, float]],
) -> None:
    """Wavy grain lines along one board; lines swerve around the board's knots."""
    height = y1 - y0
    count = max(3, height // 7)
    step = 14
    wave_len = rng.uniform(500, 1100)
    for i in range(count):
        base = y0 + (i + rng.uniform(0.1, 0.9)) * height / count
        amp = rng.uniform(0.8, 3.5)
        phase = rng.uniform(0, math.tau)
        drift = rng.uniform(-0.004, 0.004)
        darkness = rng.randint(135, 215)
        width = 2 if rng.random() < 0.25 else 1
        pts: list[tuple[float, float]] = []
        for x in range(x0, x1 + step, step):
            y = base + amp * math.sin(x / wave_len * math.tau + phase) + drift * (x - x0)
            for kx, ky, kr in knots:
                dy = y - ky
                reach = kr * 3.2
                if abs(dy) < reach:
                    push = math.exp(-(((x - kx) / (kr * 2.6)) ** 2))
                    y += math.copysign(push * (reach - abs(dy)) * 0.9, dy if dy else 1.0)
            pts.append((x, y))
        draw.line(pts, fill=darkness, width=width)


def _knot(draw: ImageDraw.ImageDraw, kx: float, ky: float, kr: float) -> None:
    """A knot: a dark core inside a few darker rings, a little wider than tall."""
    for ring in range(5, 0, -1):
        rx, ry = kr * ring / 1.6, kr * ring / 4.2
        draw.ellipse((kx - rx, ky - ry, kx + rx, ky + ry), outline=110 + ring * 20, width=2)
    draw.ellipse((kx - kr / 2, ky - kr / 6, kx + kr / 2, ky + kr / 6), fill=95)


# --------------------------------------------------------------------------- felt and paper


def felt(w: int, h: int, colour: str, seed: int = 0) -> Image.Image:
    """A game mat: the given colour with fine fibre noise, faint mottling and softly darker edges."""
    _check_size(w, h)
    base = _rgb(colour)
    rng = random.Random(f"felt:{seed}:{colour}")
    fine = _noise(w, h, rng).filter(ImageFilter.GaussianBlur(0.6))
    fine = ImageOps.autocontrast(fine, cutoff=1)
    mottle = _soft_noise(w, h, 140, 140, rng)
    tone = Image.blend(fine, mottle, 0.2)
    img = ImageOps.colorize(
        tone,
        black=_mix(base, (0, 0, 0), 0.16),
        mid=base,
        white=_mix(base, (255, 255, 255), 0.12),
    )
    return _shade(img, _vignette(w, h, 0.28))


def paper(w: int, h: int, tint: str = "#fbf6ea", seed: int = 0) -> Image.Image:
    """Card paper: a warm tint, a faint cloudy formation and short fibres lying every which way."""
    _check_size(w, h)
    base = _rgb(tint)
    rng = random.Random(f"paper:{seed}:{tint}")
    tone = Image.blend(_soft_noise(w, h, 24, 24, rng), _noise(w, h, rng), 0.35)
    tone = _squash(tone, 114, 142)
    draw = ImageDraw.Draw(tone)
    for _ in range(max(4, w * h // 1400)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        angle = rng.uniform(0, math.tau)
        length = rng.uniform(4, 16)
        bend = rng.uniform(-3, 3)
        mx = x + math.cos(angle) * length / 2 - math.sin(angle) * bend
        my = y + math.sin(angle) * length / 2 + math.cos(angle) * bend
        ex, ey = x + math.cos(angle) * length, y + math.sin(angle) * length
        draw.line([(x, y), (mx, my), (ex, ey)], fill=rng.choice((96, 104, 152, 160)), width=1)
    tone = tone.filter(ImageFilter.GaussianBlur(0.5))
    return ImageOps.colorize(
        tone,
        black=_mix(base, (120, 100, 70), 0.35),
        mid=base,
        white=_mix(base, (255, 255, 255), 0.6),
    )


# --------------------------------------------------------------------------- tablecloths


_SS = 3  # supersampling factor for the pattern repeat, so circles and petals come out smooth


def tablecloth(pattern: str, w: int, h: int, base: str | None = None, seed: int = 0) -> Image.Image:
    """A party tablecloth: "check" (gingham), "polka-dot", "floral" or "stripe".

    The four differ in structure, not only in colour, so each can be told apart in grey-scale:
    gingham is a three-tone lattice, polka dots are round light spots on a field, the floral
    cloth scatters five-petal flowers with dark centres and leaves, and the stripes run in
    wide bands with a thin pin line.
    """
    _check_size(w, h)
    if pattern not in PATTERN_COLOURS:
        raise ValueError(f"unknown tablecloth pattern {pattern!r}; choose one of {', '.join(PATTERNS)}")
    colour = _rgb(base if base is not None else PATTERN_COLOURS[pattern])
    rng = random.Random(f"cloth:{pattern}:{seed}")
    painters = {"check": _gingham, "polka-dot": _polka, "floral": _floral, "stripe": _stripes}
    unit = painters[pattern](colour, rng)
    img = _tile(unit, w, h, (rng.randrange(unit.width), rng.randrange(unit.height)))
    # Woven cotton: a faint cross-hatch of threads and a soft fall-off at the edges.
    weave_h = _soft_noise(w, h, 40, 1.5, rng)
    weave_v = _soft_noise(w, h, 1.5, 40, rng)
    weave = _squash(Image.blend(weave_h, weave_v, 0.5), 222, 255)
    return _shade(img, ImageChops.multiply(weave, _vignette(w, h, 0.3)))


def _finish(unit: Image.Image) -> Image.Image:
    return unit.resize((unit.width // _SS, unit.height // _SS), Image.Resampling.LANCZOS)


def _gingham(colour: RGB, rng: random.Random) -> Image.Image:
    """Gingham: white ground, half-strength bands both ways, full colour where they cross."""
    size = 96 * _SS
    half = size // 2
    white = _mix(colour, (255, 255, 255), 0.88)
    band = _mix(colour, (255, 255, 255), 0.35)
    deep = _mix(colour, (20, 40, 80), 0.28)
    unit = Image.new("RGB", (size, size), white)
    d = ImageDraw.Draw(unit)
    d.rectangle((0, 0, half - 1, size), fill=band)
    d.rectangle((0, 0, size, half - 1), fill=band)
    d.rectangle((0, 0, half - 1, half - 1), fill=deep)
    # Thread lines inside the coloured bands give gingham its woven look.
    thread = _mix(deep, (255, 255, 255), 0.18)
    for i in range(0, half, 4 * _SS):
        d.line((i, 0, i, half - 1), fill=thread, width=_SS)
        d.line((0, i, half - 1, i), fill=thread, width=_SS)
    return _finish(unit)


def _polka(colour: RGB, rng: random.Random) -> Image.Image:
    """Polka dots: big cream dots with a soft rim, on a staggered grid over the pastel ground."""
    size = 88 * _SS
    unit = Image.new("RGB", (size, size), colour)
    d = ImageDraw.Draw(unit)
    dot = _mix(colour, (255, 255, 255), 0.9)
    rim = _mix(colour, (120, 60, 40), 0.12)
    r = 17 * _SS
    for cx, cy in ((size / 4, size / 4), (3 * size / 4, 3 * size / 4)):
        d.ellipse((cx - r - _SS, cy - r - _SS, cx + r + _SS, cy + r + _SS), fill=rim)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=dot)
    return _finish(unit)


def _floral(colour: RGB, rng: random.Random) -> Image.Image:
    """Ditsy floral: five-petal flowers with dark centres and leaf pairs, tumbled and scattered.

    Flowers sit on a jittered grid inside a large repeat and are drawn wrapped around its edges,
    so the cloth tiles seamlessly without reading as rows.
    """
    size = 360 * _SS
    cells = 3
    unit = Image.new("RGB", (size, size), colour)
    d = ImageDraw.Draw(unit)
    cream = _mix(colour, (255, 255, 255), 0.86)
    blush = _mix((246, 178, 190), (255, 255, 255), 0.2)
    butter = (250, 226, 140)
    leaf = _mix(colour, (30, 90, 50), 0.55)
    flowers = []
    cell = size / cells
    for row in range(cells):
        for col in range(cells):
            cx = (col + 0.5 + rng.uniform(-0.3, 0.3)) * cell
            cy = (row + 0.5 + rng.uniform(-0.3, 0.3)) * cell
            scale = rng.choice((1.0, 0.85, 0.62))
            petal = cream if scale == 1.0 else rng.choice((cream, blush, butter))
            flowers.append((cx, cy, scale, rng.uniform(0, math.tau), petal))
    sprigs = [(rng.uniform(0, size), rng.uniform(0, size), rng.uniform(0, math.tau)) for _ in range(10)]
    for ox in (-size, 0, size):
        for oy in (-size, 0, size):
            for cx, cy, scale, turn, petal in flowers:
                _flower(d, cx + ox, cy + oy, 13 * _SS * scale, turn, petal, leaf)
            for sx, sy, turn in sprigs:
                for k in range(3):
                    a = turn + k * math.tau / 3
                    px, py = sx + ox + math.cos(a) * 4 * _SS, sy + oy + math.sin(a) * 4 * _SS
                    rr = 1.8 * _SS
                    d.ellipse((px - rr, py - rr, px + rr, py + rr), fill=cream)
    return _finish(unit)


def _flower(d: ImageDraw.ImageDraw, cx: float, cy: float, pr: float, turn: float, petal: RGB, leaf: RGB) -> None:
    """One flower: two leaves peeking out, five round petals, a golden centre with a darker eye."""
    for k in (0.5, 2.8):
        a = turn + k
        lx, ly = cx + math.cos(a) * pr * 2.5, cy + math.sin(a) * pr * 2.5
        d.polygon(_leaf(lx, ly, pr * 1.7, a), fill=leaf)
    for p in range(5):
        a = turn + p * math.tau / 5
        px, py = cx + math.cos(a) * pr * 1.25, cy + math.sin(a) * pr * 1.25
        d.ellipse((px - pr, py - pr, px + pr, py + pr), fill=petal)
    centre = (236, 168, 60)
    cr = pr * 0.75
    d.ellipse((cx - cr, cy - cr, cx + cr, cy + cr), fill=centre)
    cr2 = cr * 0.45
    d.ellipse((cx - cr2, cy - cr2, cx + cr2, cy + cr2), fill=_mix(centre, (120, 60, 0), 0.5))


def _leaf(x: float, y: float, length: float, angle: float) -> list[tuple[float, float]]:
    """A pointed leaf shape centred on (x, y), pointing along ``angle``."""
    pts = []
    for i in range(13):
        t = i / 12
        along = (t - 0.5) * length
        across = math.sin(t * math.pi) * length * 0.28
        pts.append((along, across))
    pts += [(a, -c) for a, c in reversed(pts)]
    ca, sa = math.cos(angle), math.sin(angle)
    return [(x + a * ca - c * sa, y + a * sa + c * ca) for a, c in pts]


def _stripes(colour: RGB, rng: random.Random) -> Image.Image:
    """Awning stripes: wide colour and cream bands with a thin darker pin line in each cream band."""
    period = 104 * _SS
    unit = Image.new("RGB", (period, 8 * _SS), _mix(colour, (255, 255, 255), 0.85))
    d = ImageDraw.Draw(unit)
    d.rectangle((0, 0, period // 2 - 1, unit.height), fill=colour)
    edge = _mix(colour, (120, 80, 20), 0.22)
    d.rectangle((0, 0, 2 * _SS - 1, unit.height), fill=edge)
    d.rectangle((period // 2 - 2 * _SS, 0, period // 2 - 1, unit.height), fill=edge)
    pin = period * 3 // 4
    d.rectangle((pin - _SS, 0, pin + _SS, unit.height), fill=_mix(colour, (120, 80, 20), 0.12))
    return _finish(unit)


# --------------------------------------------------------------------------- samples


def main(argv: Sequence[str] | None = None) -> int:
    """Write a sample PNG of every texture into the given folder (1920×1080 unless --size WxH)."""
    args = list(sys.argv[1:] if argv is None else argv)
    w, h = 1920, 1080
    if len(args) == 3 and args[1] == "--size" and re.fullmatch(r"[1-9]\d*x[1-9]\d*", args[2]):
        w, h = (int(n) for n in args[2].split("x"))
        args = args[:1]
    if len(args) != 1:
        print("usage: python -m resources.art.textures OUTDIR [--size WxH]", file=sys.stderr)
        return 2
    out = Path(args[0])
    out.mkdir(parents=True, exist_ok=True)
    samples: dict[str, Image.Image] = {
        "wood": wood(w, h),
        "felt-green": felt(w, h, "#3f7d5a"),
        "felt-purple": felt(w, h, "#3b2a5a"),
        "paper": paper(min(w, 600), min(h, 840)),
    }
    for pattern in PATTERNS:
        samples[f"tablecloth-{pattern}"] = tablecloth(pattern, w, h)
    for name, img in samples.items():
        path = out / f"{name}.png"
        img.save(path)
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
