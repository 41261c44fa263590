"""How `hard` searches Arturo (see rules/bots/tuning.py; figures in docs/benchmarks.md)."""

from rules.bots.tuning import SearchSettings

# Calibration: fitted on 400 games of `normal` (bench calibration) at 200 iterations and at about
# the side panel's meter budget (0.5 s: 750 iterations), 2026-12-01. A review searches 1,500
# iterations a position: about a second of hard's thinking here.
SEARCH = SearchSettings(calibration=((200, 0.340, -0.653), (750, 0.395, -0.679)), review_iterations=1500)
