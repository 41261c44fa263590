"""How `hard` searches Arturo (see rules/bots/tuning.py; figures in docs/benchmarks.md)."""

from rules.bots.tuning import SearchSettings

# Calibration: since the search deals each rival's plan by how well `normal`'s judgement explains
# the activations they chose (inference.py), one map at about the side panel's meter budget (0.5 s:
# 550-750 iterations) serves at every length: slope 0.846, intercept -0.583, fitted on 1,600
# positions of two runs, `party-table bench calibration arturo --games 400 --samples 2 --iterations
# 600 --seed 5000 --fit --jobs 2 --json --save A` and the same with `--seed 9000 --save B`, pooled by
# `party-table bench calibration arturo --from A --from B --fit` (2026-12-04; raw Brier 0.211, even
# 0.250). Through it: Brier 0.201 on seed 5000, 0.188 on seed 9000, 0.195 pooled, systematic error
# 0.0, so `calibration_error` stays 0. The map fitted on seed 5000 alone (0.786 / -0.541) scored
# 0.188 on seed 9000's other 400 games. Figures in docs/benchmarks.md.
# A review searches 1,500 iterations a position: about a second of hard's thinking here.
SEARCH = SearchSettings(calibration=((600, 0.846, -0.583),), review_iterations=1500)
