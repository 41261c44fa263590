"""How `hard` searches Turtle Butt (see rules/bots/tuning.py; figures in docs/benchmarks.md).

The default search serves; a review searches 4,000 iterations a position, about a second of
hard's thinking here.

The solved chances of the basic game stray from outcomes by 3.7 points beyond what sampling
explains (`calibration_error`): the systematic error of the 1,600 positions of
`party-table bench calibration turtle-butt --games 400 --jobs 1 --json` (docs/benchmarks.md).
"""

from rules.bots.tuning import SearchSettings

SEARCH = SearchSettings(calibration_error=0.037, review_iterations=4000)
