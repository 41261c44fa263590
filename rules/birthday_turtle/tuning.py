"""How `hard` searches Happy Birthday Turtle!! (see rules/bots/tuning.py; figures in docs/benchmarks.md)."""

from rules.bots.tuning import SearchSettings

# Calibration: fitted on 400 games of `normal` (bench calibration) at 200 iterations and at about
# the side panel's meter budget (0.5 s: 1,000 iterations), 2026-12-01. A review searches 2,000
# iterations a position: about a second of hard's thinking here.
SEARCH = SearchSettings(calibration=((200, 0.670, -0.766), (1000, 0.780, -0.555)), review_iterations=2000)
