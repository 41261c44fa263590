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
# Tried and not kept (2026-12-04, same positions, map fitted to each): hint playouts of the activation
# `rate` likes best (150 iterations, as long as 600 plain ones) read from the root's mean over all
# playouts: fitted Brier 0.2159 against 0.2211 on the 800 positions of --seed 5000, but 0.2221 against
# 0.2214 on the 400 of --seed 9000 with its map, so no sharper; BELIEF 0.5 or 1.0 in inference.py:
# 0.2105 and 0.2152 against 0.2129 on 400 positions (--games 100 --samples 4 --seed 5000).
SEARCH = SearchSettings(calibration=((600, 0.624, -0.752),), review_iterations=1500)
