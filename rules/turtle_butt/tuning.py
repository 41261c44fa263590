"""How `hard` searches Turtle Butt (see rules/bots/tuning.py; figures in docs/benchmarks.md).

The default search serves; a review searches 4,000 iterations a position, about a second of
hard's thinking here.
"""

from rules.bots.tuning import SearchSettings

SEARCH = SearchSettings(review_iterations=4000)
