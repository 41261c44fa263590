"""How `hard` searches Happy Birthday Turtle!! (see rules/bots/tuning.py; figures in docs/benchmarks.md)."""

from rules.bots.tuning import SearchSettings

# Calibration: fitted on 400 games of `normal` (bench calibration) at 200 iterations and at about
# the side panel's meter budget (0.5 s: 1,000 iterations), 2026-12-01. A review searches 2,000
# iterations a position: about a second of hard's thinking here. At 1,000 iterations the calibrated
# chances' misses are within their sampling (systematic error 0.0 over 800 positions of
# `party-table bench calibration birthday-turtle --games 400 --samples 2 --iterations 1000
# --seed 9000 --jobs 1 --json`), so the meter's band is the search's own error alone.
SEARCH = SearchSettings(calibration=((200, 0.670, -0.766), (1000, 0.780, -0.555)), review_iterations=2000)
