"""How `hard` searches Arturo (see rules/bots/tuning.py; figures in docs/benchmarks.md)."""

from rules.bots.tuning import SearchSettings

# Calibration: since the search weighs its deals by the rivals' sent objects (inference.py), its
# chances are less over-sure, and one map fitted at about the side panel's meter budget (0.5 s:
# 550-750 iterations) serves at every length: slope 0.624, intercept -0.752 from the 800 positions
# of `party-table bench calibration arturo --games 400 --samples 2 --iterations 600 --seed 5000
# --fit --jobs 2 --json` (2026-12-04; raw Brier 0.280, even 0.250). The maps fitted before
# inference (200 and 750 iterations) no longer held. Measured on 200 other games (`--games 200
# --iterations 600 --seed 9000`, without --fit): Brier 0.223 (even 0.250), every bucket of 30
# positions or more within 5 points, systematic error 0.0, so `calibration_error` stays 0.
# A review searches 1,500 iterations a position: about a second of hard's thinking here.
SEARCH = SearchSettings(calibration=((600, 0.624, -0.752),), review_iterations=1500)
