"""How `hard` searches Day at the Park (see rules/bots/tuning.py; figures in docs/benchmarks.md)."""

from rules.bots.tuning import SearchSettings

# A whole park game is hundreds of steps: playouts of 40 steps scored by the
# heuristic's evaluate give about five times the iterations in the same second.
# A park turn is about nine decisions of one's own: the turn as a whole gets 2.1
# decision budgets (2.1 s by default), and each decision continues the tree of the last.
# Each decision spends a quarter of what is left, so a turn spends about 85% of it: the
# median turn stays under 2 s. Shorter playouts (20 steps) fit 1.7 times the iterations
# but lose strength: 74% against normal where 40 steps win 90% (docs/benchmarks.md).
# Progressive widening (a node visited n times chooses among its 1.5 × √n likeliest moves):
# a placement has about 60 moves and most decisions 30 more ways to spend tokens, too many
# to try each once in a 2 s turn. Widened, the 2 s turn beats normal in 97.8% of 400 games,
# against 85.8% unwidened (docs/benchmarks.md, issue 19).
# Calibration: fitted on 400 games of `normal` (bench calibration) at 100 iterations and at
# about the side panel's meter budget (0.5 s: 250 iterations), 2026-12-01; docs/benchmarks.md
# has the tables before and after. Calibrated chances at 250 iterations still stray from
# outcomes by 6.6 points beyond sampling (`calibration_error`: the systematic error of the 800
# positions of `party-table bench calibration day-at-the-park --games 400 --samples 2
# --iterations 250 --seed 9000 --jobs 1 --json`), so the meter shows the park's chances as bands.
# A review searches 500 iterations a position: about a second of hard's thinking here.
SEARCH = SearchSettings(
    playout_limit=40,
    turn_budget=2.1,
    widening=(1.5, 0.5),
    calibration=((100, 0.529, -0.283), (250, 0.578, -0.319)),
    calibration_error=0.066,
    review_iterations=500,
)
