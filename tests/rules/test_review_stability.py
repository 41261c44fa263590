"""Review stability (issue 35, item 3): two reviews of one record compared mark by mark."""

from __future__ import annotations

from typing import Any

from rules.bench import review_stability
from rules.review import SECOND_LOOK, Decision


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
