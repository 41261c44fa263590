"""How `hard` searches Turtle Butt (see rules/bots/tuning.py; figures in docs/benchmarks.md).

The default search serves; a review searches 4,000 iterations a position, about a second of hard's
thinking here.

`calibration_error`, 3.7 points, is the systematic error of the 1,600 positions of `party-table bench
calibration turtle-butt --games 400 --jobs 1 --json` (the basic game). Pooled over twelve such samples the
solved chances stray by 1.1 points only; the figure stays, as one for the whole game, since the liar's
played-out chances stray more (docs/benchmarks.md, "Turtle Butt's 0.15 over twelve samples").

Its chances come from three places, each with a map of its own:

Solved (the basic game; rococo with two players). From four players on the solved chances are too
sure, by about the same at four, five and six (each fitted alone: slope 0.81, 0.81, 0.78): the
solver deals each rival their own copy of the unseen cards and models them as `normal`, which errs
more as rivals are added. The map from four players on, slope 0.799, intercept -0.012, is fitted on
the 9,600 positions of `party-table bench calibration turtle-butt --games 400 --players 4|5|6 --seed
0|9000 --fit --jobs 2 --json --save FILE`, pooled with `--from` (2026-12-05). Fitted on one seed's
runs, it improved the other's at every size (Brier and systematic error); with two and three players
the solved chances hold as they are. Rococo's, with two players, hold too: Brier 0.160, systematic
error 0.0 on 800 positions (`--option variant=rococo --seed 9000`).

Searched (rococo with three or more players). The search is too sure by about the same at every
size: the map from three players on, slope 0.633, intercept 0.080, is fitted on the 3,200 positions
of `party-table bench calibration turtle-butt --option variant=rococo --games 400 --players 3|4
--samples 2 --iterations 1500 --seed 0|9000 --fit --jobs 1 --json --save FILE` (2026-12-05). It held
on 5 and 6 players, not fitted on.

Played out (the liar's game, where a search would be misled: `search_misleads`). The meter plays
`meter_rollouts` games out (about what its share of half a second holds at four players) from deals
weighted by the standing claim (inference.py); the map, slope 0.522, intercept 0.169, is fitted on
the 1,600 positions of `--option variant=liars --players 2|4 --samples 2 --iterations 1500 --seed
9000 --fit`. Figures in docs/benchmarks.md, "Turtle Butt's three kinds of chance".

In the liar's game every move is chosen, hinted and reviewed by games played out after it
(`rollouts.rollout_ratings`): both answers to a claim, and a claim of one's own among the heuristic's
`candidates`; a rollout there costs about as long as 4.6 search iterations with two players and 7 with
four (a throwaway timing of 15 answers each, 2026-12-05), so a budget of iterations buys one round of
rollouts for every 6 × moves of them (`rollout_iterations`).
"""

from rules.bots.tuning import SearchSettings

SEARCH = SearchSettings(calibration_error=0.037,
                        players_calibration=(("solved", 4, 0.799, -0.012), ("search", 3, 0.633, 0.080)),
                        meter_calibration=(0.522, 0.169), meter_rollouts=64, rollout_iterations=6,
                        review_iterations=4000)
