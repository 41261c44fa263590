"""Text fitted to a card or a box: wrapped at spaces, shrunk down to a floor, cut with "…" only then.

Every table draws its card names, captions and button labels through here, so a long name (an
Italian one, most often) never runs out of its card: it takes a second line first, then a smaller
font, and only at the floor is it cut (the item's tooltip can carry the whole text). The result of a
fit is cached: painting asks again on every frame.
"""

from __future__ import annotations

import itertools
import math
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QFontMetricsF, QPainter

#: The smallest text a table draws, in scene units: a unit is at least 0.8 px (a 1280×720 window),
#: so 15 units stay 12 px on screen, the floor the text audit checks.
MIN_TEXT = 15
#: The smallest text worth drawing, in pixels on the screen (what MIN_TEXT comes to on a 1920×1080 table).
SCREEN_FLOOR = 12
#: How much narrower (a font's stretch, in percent) a text at the floor may be drawn rather than cut: a name a
#: few letters too wide for a small card ("Mentegatto") reads whole, its letters as tall as ever.
CONDENSED = (94, 88, 84)


def on_screen(painter: QPainter, size: float) -> float:
    """How tall `size` units, drawn upright through `painter`, come out on its device."""
    t = painter.combinedTransform()
    return size * math.hypot(t.m21(), t.m22())


_ELLIPSIS = "…"
_CACHE_SIZE = 4096


@dataclass(frozen=True)
class FittedText:
    """How a text fits its box: the font to draw it in and its lines (the last may end in "…")."""

    font: QFont
    lines: tuple[str, ...]
    #: True when some of the text had to be cut away.
    cut: bool

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def inked(self, box: QRectF) -> QRectF:
        """Where the text, centred in `box`, puts its letters."""
        metrics = QFontMetricsF(self.font)
        width = max(metrics.horizontalAdvance(line) for line in self.lines)
        height = metrics.height() + (len(self.lines) - 1) * metrics.lineSpacing()
        return QRectF(box.center().x() - width / 2, box.center().y() - height / 2, width, height)


#: What a fit depends on: the text, the font's key, the box's size, the floor, wrapping and condensing.
_FitKey = tuple[str, str, float, float, int, bool, bool]
_cache: dict[_FitKey, FittedText] = {}


def _pixel_size(font: QFont) -> int:
    return font.pixelSize() if font.pixelSize() > 0 else QFontInfo(font).pixelSize()


def _wrap(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    """Lines broken at spaces (a word wider than `width` stays alone on its line); newlines are kept. Each
    paragraph takes as few lines as greedy breaking gives it, set as evenly as they go: the narrowest width
    that keeps that count, so no word is left alone under a full line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        greedy = _greedy(paragraph, fm, width)
        if len(greedy) > 1:
            widest = max(fm.horizontalAdvance(word) for word in paragraph.split(" "))
            even = _greedy(paragraph, fm, _narrowest(widest, width, _keeps_count(paragraph, fm, len(greedy))))
            greedy = even if len(even) == len(greedy) else greedy
        lines += greedy
    return lines


def _keeps_count(paragraph: str, fm: QFontMetricsF, count: int) -> Callable[[float], bool]:
    """Does a width still break `paragraph` into no more than `count` lines?"""
    return lambda width: len(_greedy(paragraph, fm, width)) <= count


def _greedy(paragraph: str, fm: QFontMetricsF, width: float) -> list[str]:
    """As many words on each line as fit `width`, in order."""
    lines: list[str] = []
    line = ""
    for word in paragraph.split(" "):
        candidate = f"{line} {word}" if line else word
        if line and fm.horizontalAdvance(candidate) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    lines.append(line)
    return lines


def _height(fm: QFontMetricsF, lines: int) -> float:
    return fm.height() + (lines - 1) * fm.lineSpacing()


def _fits(lines: list[str], fm: QFontMetricsF, box: QSizeF) -> bool:
    return (_height(fm, len(lines)) <= box.height() + 0.5
            and all(fm.horizontalAdvance(line) <= box.width() + 0.5 for line in lines))


def fit_text(text: str, box: QSizeF | QRectF, font: QFont, floor: int = MIN_TEXT, wrap: bool = True,
             condense: bool = False) -> FittedText:
    """`text` fitted into `box` in `font` or a smaller size of it, never under `floor` pixels.

    Wrapping (when `wrap`) comes first, shrinking second, with `condense` a narrower drawing of the face at
    the floor third (`CONDENSED`: for a painter that draws in the fit's font, not one that keeps only its
    size); only then are the lines that do not fit cut and the last kept line ends in "…". A font already
    under the floor is never shrunk.
    """
    box = QSizeF(box.width(), box.height())
    key = (text, font.key(), round(box.width(), 1), round(box.height(), 1), floor, wrap, condense)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    start = _pixel_size(font)
    least = min(start, floor)
    sized = QFont(font)
    lines: list[str] = [text]
    for size in range(start, least - 1, -1):
        sized = QFont(font)
        sized.setPixelSize(max(1, size))
        fm = QFontMetricsF(sized)
        lines = _wrap(text, fm, box.width()) if wrap else text.split("\n")
        if _fits(lines, fm, box):
            return _remember(key, FittedText(sized, tuple(lines), False))
    for stretch in CONDENSED if condense else ():  # at the floor: the same face drawn a little narrower, before any cut
        narrow = QFont(sized)
        narrow.setStretch(stretch)
        fm = QFontMetricsF(narrow)
        narrow_lines = _wrap(text, fm, box.width()) if wrap else text.split("\n")
        if _fits(narrow_lines, fm, box):
            return _remember(key, FittedText(narrow, tuple(narrow_lines), False))
    fm = QFontMetricsF(sized)  # keep what fits, cut the rest
    room = max(1, int((box.height() + 0.5 - fm.height()) // fm.lineSpacing()) + 1) if box.height() > 0 else 1
    if len(lines) > room:
        lines = [*lines[:room - 1], " ".join(lines[room - 1:]) + _ELLIPSIS]
    shown = [fm.elidedText(line, Qt.TextElideMode.ElideRight, max(0.0, box.width())) for line in lines]
    return _remember(key, FittedText(sized, tuple(shown), True))


def fit_named(text: str, name: str, box: QSizeF | QRectF, font: QFont, floor: int = MIN_TEXT) -> FittedText:
    """`text`, which shows a player's `name`, fitted on one line as `fit_text` does; when even the smallest
    size must cut it, the name is the part shortened with "…", and the words around it stay whole."""
    fitted = fit_text(text, box, font, floor, wrap=False)
    at = text.find(name) if name else -1
    if not fitted.cut or at < 0:
        return fitted
    fm = QFontMetricsF(fitted.font)
    before, after = text[:at], text[at + len(name):]
    room = max(0.0, box.width() - fm.horizontalAdvance(before + after))
    short = fm.elidedText(name, Qt.TextElideMode.ElideRight, room)
    line = fm.elidedText(before + short + after, Qt.TextElideMode.ElideRight, max(0.0, box.width()))
    return FittedText(fitted.font, (line,), True)


def fit_words(text: str, box: QSizeF | QRectF, font: QFont, *, wrap: bool = False, name: str = "",
              floor: int = MIN_TEXT) -> FittedText:
    """`text` fitted on one line, else (with `wrap`) on several; when even the smallest size must cut it and
    it shows a player's `name`, the name is what is cut, at the size asked for: to a line of its own among
    the lines, or on one line to what the other words leave."""
    fitted = fit_text(text, box, font, floor, wrap=False)
    if fitted.cut and wrap:
        fitted = fit_text(text, box, font, floor)
    if not fitted.cut or not name or name not in text:
        return fitted
    # a cut cannot be helped: the name is cut at the size asked for (smaller, it would stand out among
    # names beside it that fit)
    if wrap:
        short = QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, box.width())
        return fit_text(text.replace(name, short, 1), box, font, floor)
    return fit_named(text, name, box, font, floor=_pixel_size(font))


def cut_names(names: Sequence[str], metrics: QFontMetrics | QFontMetricsF, width: float) -> list[str]:
    """The names as a line of words shows them: one wider than `width` is cut with "…"."""
    return [metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(width)) for name in names]


SOFT_BREAK = "\u200b"  # a zero-width space: a place a line may break, drawn as nothing


# a hyphen followed by a word joiner, not U+2011: the app's faces have no no-break hyphen of their own
_NO_BREAK_SPACE, _NO_BREAK_HYPHEN = "\u00a0", "-\u2060"
_NUMBER_AND_WORD = re.compile(r"(?<![\w.,])(\d+) (?=\w)")
_SHORT_ASIDE = re.compile(r"\(([^()\n]{1,12})\)")  # longer, it could not wrap in a narrow label
_HYPHENATED = re.compile(r"(?<=\w)-(?=\w)")


def kept_together(text: str) -> str:
    """`text` as it may be wrapped onto lines: a number keeps the word after it ("1 point"), a short aside in
    brackets stays whole ("(Hit me)"), and a hyphenated word is not split at its hyphen ("face-up")."""
    text = _NUMBER_AND_WORD.sub(lambda m: m.group(1) + _NO_BREAK_SPACE, text)
    text = _SHORT_ASIDE.sub(lambda m: "(" + m.group(1).replace(" ", _NO_BREAK_SPACE) + ")", text)
    return _HYPHENATED.sub(_NO_BREAK_HYPHEN, text)


def breakable(text: str, metrics: QFontMetrics | QFontMetricsF, width: float) -> str:
    """`text` with line breaks allowed inside any word wider than `width` (a long name), so that word wrapping
    breaks it rather than cutting it at the edge: into pieces of even width ("WWWWWWWW / WWWWWWWW", not a
    full line and a scrap). Combining marks and joined emoji stay with their letter."""
    if metrics.horizontalAdvance(text) <= width:
        return text

    def loosened(word: str) -> str:
        whole = metrics.horizontalAdvance(word)
        if whole <= width:
            return word
        # where a break may go (between two letters, digits or marks of punctuation), and how far in it is
        places = [(i, metrics.horizontalAdvance(word[:i])) for i in range(1, len(word))
                  if unicodedata.category(word[i - 1])[0] in "LNP" and unicodedata.category(word[i])[0] in "LNP"]
        def nearest(at: float) -> int:  # the break place closest to `at` from the word's start
            return min(places, key=lambda place: abs(place[1] - at))[0]

        for pieces in range(math.ceil(whole / width), len(word) + 1):
            cuts = sorted({nearest(k * whole / pieces) for k in range(1, pieces)}) if places else []
            edges = [0, *cuts, len(word)]
            if all(metrics.horizontalAdvance(word[a:b]) <= width for a, b in itertools.pairwise(edges)):
                return SOFT_BREAK.join(word[a:b] for a, b in itertools.pairwise(edges))
        return SOFT_BREAK.join(word[a:b] for a, b in itertools.pairwise([0, *(i for i, _ in places), len(word)]))

    return " ".join(loosened(word) for word in text.split(" "))


def balanced_width(text: str, font: QFont, width: float) -> float:
    """The narrowest width, up to `width`, at which `text` word-wraps into as many lines as at `width`: its
    lines come out of even length, so no word or scrap of a name is left alone on the last one."""
    metrics = QFontMetricsF(font)
    flags = int(Qt.TextFlag.TextWordWrap)

    def height(w: float) -> float:
        return metrics.boundingRect(QRectF(0, 0, w, 10_000), flags, text).height()

    tall = height(width)
    if tall < 1.5 * metrics.lineSpacing():  # one line: nothing to balance
        return width
    # words as wrapping sees them: split at spaces and soft breaks only, never inside "1\u00a0point" (kept_together)
    words = [w for w in re.split(r"[ \n\t]+", text.replace(SOFT_BREAK, " ")) if w]
    widest = max((metrics.horizontalAdvance(w) for w in words), default=0.0)
    if height(widest) <= tall:  # hardly wider than its widest word
        return min(width, widest + 1)
    return _narrowest(widest, width, lambda w: height(w) <= tall)


def _narrowest(low: float, high: float, keeps: Callable[[float], bool]) -> float:
    """The narrowest width between `low` (too narrow) and `high` (wide enough) that `keeps` its lines, to a
    pixel: where a text's lines come out even."""
    while high - low > 1:
        middle = (low + high) / 2
        if keeps(middle):
            high = middle
        else:
            low = middle
    return high


def _remember(key: _FitKey, fitted: FittedText) -> FittedText:
    if len(_cache) >= _CACHE_SIZE:
        _cache.clear()
    _cache[key] = fitted
    return fitted


def draw_fitted(p: QPainter, rect: QRectF, text: str, font: QFont,
                align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, floor: int = MIN_TEXT,
                wrap: bool = True, narrower: QFont | None = None) -> FittedText:
    """Draw `text` inside `rect` in the painter's pen, fitted as `fit_text` does (condensed before a cut);
    returns the fit. `narrower`: a narrower face to draw it in where `font` would cut it even at the floor,
    condensed too (a long name in another language).

    The painter's font is left as it was. An empty text or box draws nothing.
    """
    fitted = fit_text(text, rect, font, floor, wrap, condense=True)
    if fitted.cut and narrower is not None:
        fitted = fit_text(text, rect, narrower, floor, wrap, condense=True)
    if not text.strip() or rect.width() <= 0 or rect.height() <= 0:
        return fitted
    p.save()
    try:
        p.setFont(fitted.font)
        p.drawText(rect, int(align), fitted.text)
    finally:
        p.restore()
    return fitted
