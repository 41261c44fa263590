"""How `hard` searches Turtle Butt (see rules/bots/tuning.py; figures in docs/benchmarks.md).

The default search serves; a review searches 4,000 iterations a position, about a second of
hard's thinking here.

The solved chances of the basic game stray from outcomes by 3.7 points beyond what sampling
explains (`calibration_error`): the systematic error of the 1,600 positions of
`party-table bench calibration turtle-butt --games 400 --jobs 1 --json` (docs/benchmarks.md).

From four players on the solved chances are too sure, by about the same at four, five and six
(each fitted alone: slope 0.81, 0.81, 0.78): the solver deals each rival their own copy of the unseen
cards and models them as `normal`, which errs more as rivals are added. The map from four players on,
slope 0.799, intercept -0.012, is fitted on the 9,600 positions of `party-table bench calibration
turtle-butt --games 400 --players 4|5|6 --seed 0|9000 --fit --jobs 2 --json --save FILE`, pooled with
`--from` (2026-12-05). Fitted on one seed's runs, it improved the other's at every size (Brier and
systematic error); with two and three players the solved chances hold as they are.
"""

from rules.bots.tuning import SearchSettings

SEARCH = SearchSettings(calibration_error=0.037, players_calibration=((4, 0.799, -0.012),), review_iterations=4000)
