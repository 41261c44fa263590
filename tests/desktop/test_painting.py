"""The toolkit's fitted text: wrap first, shrink to the floor second, cut with "…" last."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from desktop.table import theme
from desktop.table.painting import MIN_TEXT, draw_fitted, fit_text


def _inside(lines: tuple[str, ...], metrics: QFontMetricsF, box: QSizeF) -> bool:
    height = metrics.height() + (len(lines) - 1) * metrics.lineSpacing()
    return height <= box.height() + 0.5 and all(metrics.horizontalAdvance(s) <= box.width() + 0.5 for s in lines)


def test_a_text_that_fits_keeps_its_size_and_its_one_line(settings: Any) -> None:
    fitted = fit_text("regalo", QSizeF(200, 40), theme.text_font(20, bold=True))
    assert fitted.lines == ("regalo",) and fitted.font.pixelSize() == 20 and not fitted.cut


def test_a_long_name_takes_a_second_line_before_it_shrinks(settings: Any) -> None:
    font = theme.text_font(18, bold=True)
    width = QFontMetricsF(font).horizontalAdvance("Ci scambiamo") + 4
    fitted = fit_text("Ci scambiamo di posto?", QSizeF(width, 60), font)
    assert fitted.font.pixelSize() == 18 and fitted.lines == ("Ci scambiamo", "di posto?") and not fitted.cut


def test_a_text_too_big_for_its_box_shrinks_but_never_under_the_floor(settings: Any) -> None:
    font = theme.text_font(24, bold=True)
    box = QSizeF(QFontMetricsF(theme.text_font(18, bold=True)).horizontalAdvance("pupazzo a molla") + 2, 40)
    shrunk = fit_text("pupazzo a molla", box, font, wrap=False)
    assert MIN_TEXT <= shrunk.font.pixelSize() < 24 and shrunk.lines == ("pupazzo a molla",) and not shrunk.cut
    assert _inside(shrunk.lines, QFontMetricsF(shrunk.font), box)


def test_at_the_floor_what_does_not_fit_is_cut_with_an_ellipsis(settings: Any) -> None:
    box = QSizeF(70, 36)  # two lines of 15 units, narrow
    text = "Completa la carta avventura e prendi i suoi Punti Fretta"
    fitted = fit_text(text, box, theme.text_font(20))
    assert fitted.cut and fitted.font.pixelSize() == MIN_TEXT and len(fitted.lines) == 2
    assert fitted.lines[-1].endswith("…") and _inside(fitted.lines, QFontMetricsF(fitted.font), box)
    one_word = fit_text("Fretta" * 6, box, theme.text_font(20), wrap=False)
    assert one_word.cut and one_word.lines[0].endswith("…")
    assert _inside(one_word.lines, QFontMetricsF(one_word.font), box)


def test_a_font_already_under_the_floor_is_never_shrunk_further(settings: Any) -> None:
    fitted = fit_text("a long caption here", QSizeF(40, 14), theme.text_font(12))
    assert fitted.font.pixelSize() == 12 and fitted.cut


def test_drawing_fits_into_the_rect_and_leaves_the_painters_font(settings: Any) -> None:
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    before = p.font().key()
    fitted = draw_fitted(p, QRectF(10, 10, 80, 50), "Tutti alla festa!", theme.display_font(22))
    empty = draw_fitted(p, QRectF(0, 0, 0, 0), "nowhere to go", theme.text_font(15))
    blank = draw_fitted(p, QRectF(0, 0, 50, 20), "", theme.text_font(15))
    assert p.font().key() == before
    p.end()
    assert _inside(fitted.lines, QFontMetricsF(fitted.font), QSizeF(80, 50)) and not fitted.cut
    assert empty.cut and blank.lines == ("",)
    inked = [image.pixelColor(x, y).alpha() for x in range(200) for y in range(100)]
    assert any(inked[x * 100 + y] for x in range(10, 90) for y in range(10, 60))
    assert not any(inked[x * 100 + y] for x in range(95, 200) for y in range(100))


def test_a_wrapped_label_never_breaks_a_count_an_aside_or_a_hyphenated_word(qapp: Any) -> None:
    """A prompt wrapped onto lines read "take a card (Hit / me)", "take 1 / point" and "face- / up side": the
    wrapping keeps a number with its word, a short aside in brackets whole and a hyphenated word in one piece,
    while the label's words (what is read out and compared) stay as written."""
    from desktop.table.items import LabelItem
    from desktop.table.painting import kept_together

    drawn = kept_together("Ben may take 1 point now (Hit me) or choose the face-up side, 2.5 times")
    assert "1\u00a0point" in drawn and "(Hit\u00a0me)" in drawn and "face-\u2060up" in drawn
    assert "2.5 times" in drawn  # a decimal's last digit is not a count of its own
    label = LabelItem("take a card (Hit me) or stay", 15, width=60)
    assert label.text == "take a card (Hit me) or stay" and label._drawn == "take a card (Hit\u00a0me) or stay"
    # the words' box is measured as wrapping sees them (at least as wide as "12 points", kept in one piece), and a
    # run wider than the label itself breaks as words do rather than run past its edge
    counted = LabelItem("Ana gets 12 points now", 15, width=90)
    assert counted._words.width() >= QFontMetricsF(counted.font).horizontalAdvance("12\u00a0points")
    assert LabelItem("Ana gets 12 points", 15, width=40)._drawn == "Ana gets 12 points"
