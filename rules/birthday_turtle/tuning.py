"""How `hard` searches Happy Birthday Turtle!! (see rules/bots/tuning.py; figures in docs/benchmarks.md)."""

from rules.bots.tuning import SearchSettings

# Calibration: since the search deals the rivals' hands and face-down choices by what they have done
# (inference.py), the maps fitted before it (200 and 1,000 iterations) are stale; one map fitted at
# about the side panel's meter budget (0.5 s: 1,000-3,400 iterations by the stage of the game, on a
# loaded machine): slope 0.799, intercept -0.497 from the 800 positions of
# `party-table bench calibration birthday-turtle --games 400 --samples 2 --iterations 2000
# --seed 5000 --fit --jobs 2 --json` (2026-12-04; searched chances' Brier 0.162, even 0.239).
# Measured on 400 other games with the map (`--seed 9000`, without --fit): Brier 0.158 (even
# 0.245), systematic error 1.3 points (`calibration_error`); one bucket of 45 positions (60-70%)
# is 12 points low, the others of 30 or more within 6. At 1,000 iterations (`--iterations 1000`,
# the same games) the map gives Brier 0.156, systematic error 2.7 points, the same bucket 14 points
# low: it serves the meter's whole range (docs/benchmarks.md).
# A review searches 2,000 iterations a position, the length of the map: about a second of hard's
# thinking here.
SEARCH = SearchSettings(calibration=((2000, 0.799, -0.497),), calibration_error=0.013, review_iterations=2000)
