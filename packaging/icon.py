"""Draw the Party Table icon once, large, and derive every platform's icon from it.

The design: a round wooden table seen from above with a pastel party cloth, a fan of three
cards, a Hustle Point cube and a confetti burst. Drawn with Pillow at 1024 px and scaled
down, so every size comes from one source.

    python packaging/icon.py OUTDIR   # party-table-<size>.png (hicolor sizes), .ico, .icns
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

SIZE = 1024
HICOLOR = (16, 24, 32, 48, 64, 128, 256, 512)


def _rotated_card(w: int, h: int, angle: float, face: str, mark: str) -> Image.Image:
    card = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(card)
    r = w // 9
    d.rounded_rectangle((0, 0, w - 1, h - 1), r, fill="#3b2a1e")
    d.rounded_rectangle((8, 8, w - 9, h - 9), r - 6, fill=face)
    d.rounded_rectangle((30, 30, w - 31, h - 31), r - 14, outline=mark, width=10)
    cx, cy = w // 2, h // 2
    if mark == "#d55e00":  # a sun
        d.ellipse((cx - 60, cy - 60, cx + 60, cy + 60), fill=mark)
        for i in range(8):
            a = i * math.pi / 4
            d.line((cx + 85 * math.cos(a), cy + 85 * math.sin(a), cx + 120 * math.cos(a), cy + 120 * math.sin(a)),
                   fill=mark, width=22)
    elif mark == "#0072b2":  # waves
        for k in (-50, 10, 70):
            pts = [(cx - 110 + t, cy + k + 22 * math.sin(t / 22)) for t in range(0, 221, 4)]
            d.line(pts, fill=mark, width=20, joint="curve")
    else:  # a leaf
        d.ellipse((cx - 70, cy - 120, cx + 70, cy + 120), fill=mark)
        d.line((cx, cy - 110, cx, cy + 150), fill="#f7f1e3", width=12)
    return card.rotate(angle, resample=Image.BICUBIC, expand=True)


def draw(size: int = SIZE) -> Image.Image:
    s = size / SIZE
    img = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    # Shadow and wooden rim of a round table.
    shadow = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    ImageDraw.Draw(shadow).ellipse((60, 90, 980, 1010), fill=(40, 20, 5, 140))
    img.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(24)))
    d = ImageDraw.Draw(img)
    d.ellipse((44, 44, 980, 980), fill="#8a5a34")
    for i, col in enumerate(("#9c6a40", "#a8754a", "#9a673d")):
        d.ellipse((64 + i * 6, 64 + i * 6, 960 - i * 6, 960 - i * 6), outline=col, width=6)
    # The party cloth: mint with butter-yellow polka dots.
    cloth = Image.new("RGBA", (SIZE, SIZE), "#bfe8d4")
    cd = ImageDraw.Draw(cloth)
    for y in range(0, SIZE, 110):
        for x in range(0, SIZE, 110):
            ox = 55 if (y // 110) % 2 else 0
            cd.ellipse((x + ox - 18, y - 18, x + ox + 18, y + 18), fill="#fff1a8")
    mask = Image.new("L", (SIZE, SIZE), 0)
    ImageDraw.Draw(mask).ellipse((110, 110, 914, 914), fill=255)
    img.paste(cloth, (0, 0), mask)
    # Three fanned cards.
    for angle, dx, face, mark in ((24, -150, "#fbf6ea", "#009e73"), (0, 0, "#fbf6ea", "#0072b2"),
                                  (-24, 150, "#fbf6ea", "#d55e00")):
        card = _rotated_card(300, 430, angle, face, mark)
        cs = Image.new("RGBA", card.size, (0, 0, 0, 0))
        cs.paste((30, 15, 0, 110), (0, 0), card.split()[3])
        cs = cs.filter(ImageFilter.GaussianBlur(10))
        x, y = SIZE // 2 - card.width // 2 + dx, 230 + (30 if dx else 0)
        img.alpha_composite(cs, (x + 10, y + 16))
        img.alpha_composite(card, (x, y))
    # A red Hustle Point cube, drawn in three shaded faces.
    d = ImageDraw.Draw(img)
    cx, cy, e = 700, 760, 70
    d.polygon([(cx, cy - e), (cx + e, cy - e // 2), (cx, cy), (cx - e, cy - e // 2)], fill="#f0735a")
    d.polygon([(cx - e, cy - e // 2), (cx, cy), (cx, cy + e), (cx - e, cy + e // 2)], fill="#c2432d")
    d.polygon([(cx + e, cy - e // 2), (cx, cy), (cx, cy + e), (cx + e, cy + e // 2)], fill="#9e3321")
    # Confetti.
    spots = ((250, 760, 20), (330, 820, -35), (420, 850, 10), (215, 660, 60), (520, 860, -15), (800, 640, 30))
    colours = ("#e69f00", "#56b4e9", "#cc79a7", "#009e73", "#e6c700", "#d55e00")
    for (x, y, tilt), col in zip(spots, colours, strict=True):
        bit = Image.new("RGBA", (44, 20), col).rotate(tilt, resample=Image.BICUBIC, expand=True)
        img.alpha_composite(bit, (x - bit.width // 2, y - bit.height // 2))
    if size != SIZE:
        img = img.resize((size, size), Image.LANCZOS)
    if s < 0.05:  # tiny sizes: a touch of sharpening keeps the cards legible
        img = img.filter(ImageFilter.SHARPEN)
    return img


def main(outdir: str) -> int:
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    master = draw()
    master.save(out / "party-table-1024.png")
    for px in HICOLOR:
        draw(px).save(out / f"party-table-{px}.png")
    master.save(out / "party-table.ico", sizes=[(px, px) for px in (16, 24, 32, 48, 64, 128, 256)])
    master.convert("RGBA").save(out / "party-table.icns")
    print(f"icons written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "build/icons"))
