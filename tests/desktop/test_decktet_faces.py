"""Every Decktet card shows its name, in English and in Italian, at every size the Turtle Butt table draws it.

Each face is painted through the text audit's recording painter, so the test sees the very texts and
sizes the card draws: the name whole (one line or two), never cut with "…", never under 15 units.
The sizes come from the table's layout: its own and shared cards (wide and compact arrangement), and
every width between the narrowest that carries a name and those (the challenged hand flying in, the
rules page's picture); the small faces below that carry no name but must never show a cut one.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QImage

from desktop.devtools.text_audit import AuditPainter
from desktop.games.turtle_butt.decktet_art import MIN_NAME, NAMED_WIDTH, card_word, paint_face_named
from desktop.games.turtle_butt.layout import Layout
from rules.turtle_butt import ACE, CARDS, CROWN, NO_RANK, PAWN

AREA = QRectF(0, 0, 1920, 1080)


def _big_sizes() -> list[QSizeF]:
    """The size of the shown seat's and the shared cards, in the wide and the compact arrangement."""
    return [Layout.of(AREA, compact, 2, 1).big for compact in (False, True)]


def _named_sizes() -> list[QSizeF]:
    """Every whole-unit width from `NAMED_WIDTH` up to the largest card, at the cards' proportions."""
    largest = max(_big_sizes(), key=lambda s: s.width())
    ratio = largest.height() / largest.width()
    return [QSizeF(w, w * ratio) for w in range(int(NAMED_WIDTH), int(largest.width()) + 1)] + _big_sizes()


def _small_sizes() -> list[QSizeF]:
    """Faces narrower than `NAMED_WIDTH`: the set-aside heap (half size) and the smallest others' cards."""
    return [QSizeF(big.width() * 0.5, big.height() * 0.5) for big in _big_sizes()] + [QSizeF(49, 70)]


def _texts(name: str, size: QSizeF) -> list[tuple[float, str]]:
    image = QImage(int(size.width()) + 8, int(size.height()) + 8, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = AuditPainter(image)
    try:
        paint_face_named(painter, QRectF(4, 4, size.width(), size.height()), name)
    finally:
        painter.end()
    return painter.texts


@pytest.fixture(params=["en", "it"])
def speaking(request: pytest.FixtureRequest, settings: Any) -> Iterator[str]:
    """The app in English, then in Italian."""
    if request.param == "it":
        request.getfixturevalue("italian")
    yield request.param


def test_every_card_shows_its_whole_name_at_every_size_the_table_uses(speaking: str) -> None:
    assert {c.rank for c in CARDS} >= {ACE, CROWN, PAWN, NO_RANK}  # basic and extended deck
    missing = []
    for name in (c.name for c in CARDS):
        word = card_word(name)
        for size in _named_sizes():
            texts = _texts(name, size)
            drawn = [(px, text) for px, text in texts if " ".join(text.split()) == word]
            if not drawn or min(px for px, _ in drawn) < MIN_NAME:
                missing.append(f"{word} at {size.width():.0f}x{size.height():.0f}: {texts}")
    assert missing == []
    if speaking == "it":
        assert card_word("Betrayal") == "Tradimento"  # the Italian names were really in use


def test_a_face_too_small_for_a_name_shows_none_rather_than_a_cut_one(speaking: str) -> None:
    for name in (c.name for c in CARDS):
        for size in _small_sizes():
            assert size.width() < NAMED_WIDTH
            texts = _texts(name, size)
            assert all(card_word(name) not in text and "…" not in text for _, text in texts), (name, size, texts)
            assert all(px >= MIN_NAME for px, _ in texts), (name, size, texts)


def _lowest_ink_row(rank: int, size: float = 40) -> int:
    """The lowest row of pixels the rank index `rank` inks, drawn `size` tall round (50, 50)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QPainter

    from desktop.games.turtle_butt.decktet_art import paint_rank

    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        paint_rank(painter, rank, QPointF(50, 50), size)
    finally:
        painter.end()
    return max(y for y in range(100) for x in range(100) if QColor(image.pixel(x, y)).lightness() < 128)


def test_a_six_and_a_nine_are_barred_underneath_so_the_turned_corner_reads_the_right_way_up(qapp: Any) -> None:
    """The rank index stands in two corners, one turned upside down: a bare 6 there reads as a 9. Both
    carry a bar under the figure (the usual mark on cards and balls), which other ranks do not."""
    plain = _lowest_ink_row(8)
    assert _lowest_ink_row(6) > plain + 2 and _lowest_ink_row(9) > plain + 2
    assert _lowest_ink_row(5) <= plain + 1 and _lowest_ink_row(ACE) <= plain + 1
