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
# Calibration: the hint's own chances keep the maps fitted on 400 games of `normal` (bench
# calibration) at 100 and 250 iterations, 2026-12-01 (docs/benchmarks.md). The side panel's meter
# no longer reads them: they rank the park's positions poorly (Brier 0.222 at best, even 0.249),
# from cheap playouts (a fifth of their moves at random, scored by evaluate after 40 steps).
# Its chance comes from games played out to the end by `normal` (meter="rollouts": 0.2 s of the
# hint's 0.5 s, about 16-30 rollouts here), mapped by slope 0.782, intercept -0.029, fitted to the
# 800 positions of `party-table bench calibration day-at-the-park --games 400 --samples 2
# --iterations 150 --seed 5000 --fit --jobs 2 --json` (24 rollouts each; Brier 0.1721 raw, 0.1712
# mapped). On 400 other games (`--seed 9000`, without --fit) the meter's Brier is 0.171 and its
# systematic error 0.0, so `calibration_error` is 0: the band is the rollouts' own error. Centred on
# the table's even share, the map holds at three players: `--players 3 --seed 9000 --fit --save F`,
# read with `--from F` (2026-12-05), Brier 0.135, systematic error 0.0 (docs/benchmarks.md); and at
# four and five (`--players 4|5`, the same way): Brier 0.133 and 0.097, systematic error 0.0 both.
# The search's own chances (the hint's moves, and the review's losses) come out some 5-8 points too
# high at three players through the two players' maps (`calibration`): from three players on they go
# through slope 0.748, intercept -0.779, fitted on the 1,600 positions of `party-table bench
# calibration day-at-the-park --games 400 --players 3 --samples 2 --iterations 250 --seed 5000
# --meter search --fit --jobs 1 --json --save A`, the same with `--seed 9000 --save B`, pooled by
# `--from A --from B --fit` (2026-12-05). On four runs it was not fitted to (`--players 4|5 --seed
# 5000|9000`) it is level with the two players' map at four (Brier 0.1696 against 0.1691) and better
# at five (0.1359 against 0.1382), with less systematic error (docs/benchmarks.md, "The park's search
# map from three players on").
# A review searches 500 iterations a position: about a second of hard's thinking here.
SEARCH = SearchSettings(
    playout_limit=40,
    turn_budget=2.1,
    widening=(1.5, 0.5),
    calibration=((100, 0.529, -0.283), (250, 0.578, -0.319)),
    calibration_error=0.0,
    review_iterations=500,
    meter="rollouts",
    meter_calibration=(0.782, -0.029),
    players_calibration=(("search", 3, 0.748, -0.779),),
)
