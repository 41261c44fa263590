"""How `hard` searches Arturo (see rules/bots/tuning.py; figures in docs/benchmarks.md)."""

from rules.bots.tuning import SearchSettings

# Calibration: since the search deals each rival's plan by how well `normal`'s judgement explains
# the activations they chose (inference.py), one map at about the side panel's meter budget (0.5 s:
# 550-750 iterations) serves at every length: slope 0.846, intercept -0.583, fitted on 1,600
# positions of two runs, `party-table bench calibration arturo --games 400 --samples 2 --iterations
# 600 --seed 5000 --fit --jobs 2 --json --save A` and the same with `--seed 9000 --save B`, pooled by
# `party-table bench calibration arturo --from A --from B --fit` (2026-12-04; raw Brier 0.211, even
# 0.250). Through it: Brier 0.201 on seed 5000, 0.188 on seed 9000, 0.195 pooled, systematic error
# 0.0. The map fitted on seed 5000 alone (0.786 / -0.541) scored 0.188 on seed 9000's other 400
# games. Figures in docs/benchmarks.md.
# The meter plays out (`meter="rollouts"`: games played on by `rate`'s best move, on plans dealt from
# the belief), which forecasts better than the search: Brier 0.188 on the same 1,600 positions, 0.192
# and 0.184 on each sample. Its map, slope 0.753, intercept -0.126, was fitted at the bench's 24
# rollouts by `party-table bench calibration arturo --games 400 --samples 2 --iterations 600 --seed
# 5000 --fit --jobs 2 --json --save A`, the same with `--seed 9000 --save B`, and `--from A --from B
# --fit` (2026-12-04); the systematic error through it, 1.4 points pooled, is `calibration_error`.
# A 0.5 s hint leaves the rollouts time for about 33, so a budget of iterations plays 32; checked
# there on fresh rollouts of the same 1,600 positions (the same commands), the map scores Brier
# 0.186 (0.190 and 0.183), systematic error 0.6 points. Refitted at 32 it scored 0.186 too, with
# two buckets 8 points off, so the map of 24 stays.
# The map is centred on the table's even share, and so read it holds at three, four and five players
# (1,600 positions each, `--players 3|4|5` on the same two seeds, 2026-12-05): Brier 0.172 / 0.154 /
# 0.133 against 0.175 / 0.159 / 0.141 read around a half, systematic error 2.5 / 0.0 / 3.5 points.
# Five players have a map of their own, slope 0.739, intercept -0.366, fitted on those two runs of five
# (`--players 5 --seed 5000|9000 ... --from A --from B --fit`); on a third run it was not fitted to
# (`--seed 13000`) it scored Brier 0.131 against 0.133 for the two players' map, systematic error 2.4
# against 4.4 points (docs/benchmarks.md, "One map for each number of players").
# The search's map above still rates the hint's moves and the review's.
# A review searches 1,500 iterations a position: about a second of hard's thinking here.
SEARCH = SearchSettings(calibration=((600, 0.846, -0.583),), meter="rollouts", meter_rollouts=32,
                        meter_calibration=(0.753, -0.126), players_calibration=(("rollouts", 5, 0.739, -0.366),),
                        calibration_error=0.014,
                        review_iterations=1500)
