"""The side panel's win-chance meter says how sure it is (issue 35, item 4)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from desktop.widgets.chance_meter import BAND, MARK, ChanceMeter


def _meter(qtbot: Any) -> ChanceMeter:
    meter = ChanceMeter()
    qtbot.addWidget(meter)
    meter.resize(280, 80)
    return meter


def test_a_narrow_estimate_is_one_number(qtbot: Any) -> None:
    meter = _meter(qtbot)
    meter.show_estimate(0.73, 0.01, 2)
    assert "Your chance of winning: about 73%" in meter.label.text()
    assert "with 2 players, level is 50% each" in meter.label.text()
    assert meter.words() == "Your chance of winning: about 73% (with 2 players, level is 50% each)"


def test_a_wide_estimate_is_a_band_not_a_precise_number(qtbot: Any) -> None:
    meter = _meter(qtbot)
    meter.show_estimate(0.73, 0.06, 2)
    assert "Your chance of winning: between 60% and 85%" in meter.label.text()
    assert "73" not in meter.label.text()
    assert meter.bar.accessibleDescription() == meter.words()


def test_an_estimate_that_cannot_be_told_from_even_says_so(qtbot: Any) -> None:
    meter = _meter(qtbot)
    meter.show_estimate(0.30, 0.05, 4)
    assert "Your chance of winning: level with the others" in meter.label.text()
    assert "with 4 players, level is 25% each" in meter.label.text()


def test_the_bar_shades_the_band_and_marks_the_estimate(qtbot: Any) -> None:
    """Drawn at 200 pixels: the band from 60% to 85% is shaded, outside it the track is not, and the
    estimate's mark sits at 73%."""
    meter = _meter(qtbot)
    meter.show_estimate(0.73, 0.06, 2)
    meter.bar.resize(204, 16)
    image = meter.bar.grab().toImage()
    y = image.height() // 2

    def colour(percent: float) -> QColor:
        return image.pixelColor(round(2 + 200 * percent / 100), y)

    assert colour(65) == BAND and colour(80) == BAND
    assert colour(30) != BAND and colour(95) != BAND
    assert colour(73) == MARK


def test_clearing_hides_the_meter(qtbot: Any) -> None:
    meter = _meter(qtbot)
    meter.show()
    meter.show_estimate(0.5, 0.02, 2)
    assert meter.isVisible()
    meter.clear()
    assert not meter.isVisible() and meter.bar.reading is None and meter.words() == ""
