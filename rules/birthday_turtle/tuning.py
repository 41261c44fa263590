"""How `hard` searches Happy Birthday Turtle!! (see rules/bots/tuning.py; figures in docs/benchmarks.md)."""

from rules.bots.tuning import SearchSettings

# Calibration: since the search deals the rivals' hands and face-down choices by what they have done
# (inference.py), the maps fitted before it (200 and 1,000 iterations) are stale; one map fitted at
# about the side panel's meter budget (0.5 s: 1,000-3,400 iterations by the stage of the game, on a
# loaded machine) serves at every length: slope 0.799, intercept -0.497 from the 800 positions of
# `party-table bench calibration birthday-turtle --games 400 --samples 2 --iterations 2000
# --seed 5000 --fit --jobs 2 --json` (2026-12-04; searched chances' Brier 0.162, even 0.239).
# A review searches 2,000 iterations a position, the length of the map: about a second of hard's
# thinking here. Measured on other games in docs/benchmarks.md.
SEARCH = SearchSettings(calibration=((2000, 0.799, -0.497),), review_iterations=2000)
