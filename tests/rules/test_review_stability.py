"""Review stability (issue 35, item 3): two reviews of one record compared mark by mark."""

from __future__ import annotations

from typing import Any

from rules.bench.review import review_stability
from rules.review import MISTAKE, NEAR, SECOND_LOOK, Decision


def _decision(index: int, loss: float, first_loss: float | None = None) -> dict[str, Any]:
    return Decision(index, 0, "b", "a", before=0.6, after=0.6 - loss, choices=3, checked=first_loss is not None,
                    first_loss=first_loss).to_dict()


def test_a_checked_decision_keeps_its_first_loss_through_json() -> None:
    d = Decision.from_dict(_decision(4, 0.12, first_loss=0.25))
    assert (d.checked, d.first_loss, round(d.loss, 4)) == (True, 0.25, 0.12)
    assert Decision.from_dict(_decision(4, 0.12)).first_loss is None


def test_stability_counts_the_decisions_two_reviews_mark_alike_under_each_rule() -> None:
    """Decision 1 is good in both reviews; decision 2's second look says inaccuracy in one review and
    mistake in the other. Its first looks said inaccuracy both times, so the milder of the looks agrees;
    the mean of the looks, weighted SECOND_LOOK to 1, follows the second looks."""
    one = {"reviews": [[_decision(1, 0.0), _decision(2, 0.15, first_loss=0.12)],
                       [_decision(1, 0.01), _decision(2, 0.24, first_loss=0.11)]]}
    out = review_stability([one])
    assert (out["records"], out["decisions"], out["checked"]) == (1, 2, 1)
    assert out["rules"]["second look"]["same"] == 1
    assert out["rules"]["milder"]["same"] == 2
    assert out["rules"]["milder"]["marks"] == {"good": 2, "inaccuracy": 2, "mistake": 0, "blunder": 0}
    mean = (0.11 + SECOND_LOOK * 0.24) / (1 + SECOND_LOOK)
    assert mean >= 0.2 and out["rules"]["mean"]["same"] == 1


def test_a_searched_loss_just_past_a_threshold_gets_the_milder_mark() -> None:
    """Two searches of one position with different seeds differ on a loss by about NEAR, so a searched
    loss less than that past a threshold is too close to call; an exact (solved) loss is not."""
    searched = Decision(3, 0, "b", "a", before=0.5, after=0.5 - (MISTAKE + NEAR / 2), choices=2, error=0.01)
    assert searched.mark == "inaccuracy"
    clear = Decision(3, 0, "b", "a", before=0.5, after=0.5 - (MISTAKE + 2 * NEAR), choices=2, error=0.01)
    assert clear.mark == "mistake"
    solved = Decision(3, 0, "b", "a", before=0.5, after=0.5 - (MISTAKE + NEAR / 2), choices=2, error=0.0)
    assert solved.mark == "mistake"
    # A loss known less well than NEAR / 2 needs to be twice its error past the threshold.
    unsure = Decision(3, 0, "b", "a", before=0.5, after=0.5 - (MISTAKE + 1.5 * NEAR), choices=2, error=NEAR)
    assert unsure.margin == 2 * NEAR and unsure.mark == "inaccuracy"
    assert Decision.from_dict(searched.to_dict()) == searched
