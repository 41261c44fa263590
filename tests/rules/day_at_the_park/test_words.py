"""The rules describe a move that scores, with the points they award, so no table restates a number
(issue 33). Rule references are to the rulebook (seeds/001): "Character Actions", "Attraction Actions —
Wild", "3. Complete Adventures" (an advanced Easy card's bonus items, +1 each)."""

from __future__ import annotations

import pytest

from rules.core.catalogue import catalogue
from rules.core.text import render
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.words import effect_words, items_words, stand_in_words
from tests.rules.day_at_the_park.helpers import at_step, fresh, give_items, refresh


@pytest.mark.parametrize(
    ("action", "english"),
    [
        (A.Bonus(2), "Turn in 2 more (+2)"),
        (A.Bonus(2, 1, ("note",)), "Turn in 2 more (+2) — as wild: a music note + 1 Wild token"),
        (A.CharacterAction(A.ThreeOfAKind("bird")), "Turn in 3 birds: +2 points"),
        (A.CharacterAction(A.ThreeOfAKind("note", 2)), "Turn in 3 music notes: +2 points — 2 Wild tokens"),
        (A.CharacterAction(A.OneOfEach(("note", "bird"))),
         "Turn in one of each item: +3 points — a Wild token for a music note and a bird"),
    ],
)
def test_a_scoring_move_is_described_by_the_rules_with_its_points(action: A.ParkAction, english: str) -> None:
    effect = effect_words(action)
    assert effect is not None and str(effect) == english


def test_a_move_that_scores_nothing_by_itself_has_no_effect_text() -> None:
    assert effect_words(A.CharacterAction()) is None and effect_words(A.Stop()) is None
    assert effect_words(A.CharacterAction(A.Gather(("bird",)))) is None


def test_the_points_described_are_the_points_the_rules_award() -> None:
    """Character Actions (scoring sides): the text's "+N" is what the score track gains — Badtz-maru's
    three of a kind, and Kuromi's one of each with a Wild token standing in for the cupcake."""
    for who, counts in (("badtz-maru", {"bird": 3}), ("kuromi", {"note": 1, "bird": 1, "flower": 1})):
        s = at_step(fresh(chars=[who, "keroppi"], side="scoring"), "move", figures={0: (0, 0), 1: (5, 5)})
        give_items(s, 0, **counts)
        s.attr_pile.remove("wild")
        s.held[0].append("wild")
        uses = [a for a in refresh(s).legal_actions(0) if isinstance(a, A.CharacterAction)]
        use = next(a for a in uses if isinstance(a.detail, A.ThreeOfAKind | A.OneOfEach))
        before = s.score(0)
        s.apply(0, use)
        assert f"+{s.score(0) - before} points" in str(effect_words(use))


def test_the_italian_reads_right_for_one_bonus_item_and_for_several() -> None:
    """Qt's plural forms through the project's Text: one extra item is "ancora 1", several "altri N"."""
    italian = catalogue("it")
    assert italian is not None
    one, two = effect_words(A.Bonus(1)), effect_words(A.Bonus(2))
    assert one is not None and two is not None
    assert render(one, translate=italian) == "Consegnane ancora 1 (+1)"
    assert render(two, translate=italian) == "Consegnane altri 2 (+2)"
    three = effect_words(A.CharacterAction(A.ThreeOfAKind("bird", 1)))
    assert three is not None
    assert render(three, translate=italian) == "Consegna 3 uccellini: +2 punti — 1 gettone Jolly"


def test_nothing_stands_in_for_an_exact_payment() -> None:
    assert stand_in_words(0, ()) is None
    assert str(stand_in_words(0, ("bird", "bird"))) == "as wild: 2 birds"


@pytest.mark.parametrize(("items", "english"), [
    ((), "nothing"),
    (("bird",), "a bird"),
    (("bird", "flower"), "a bird and a flower"),
    (("cupcake", "cupcake"), "2 cupcakes"),  # not "a cupcake and a cupcake"
    (("cupcake", "bird", "cupcake"), "2 cupcakes and a bird"),
])
def test_items_gained_at_once_are_counted_not_repeated(items: tuple[str, ...], english: str) -> None:
    assert str(items_words(items)) == english


def test_where_a_tile_goes_is_told_by_a_neighbour_that_reads_otherwise() -> None:
    """The log says where a tile was placed by a tile beside it: never "the red bird tile north of the red bird
    tile" while another neighbour can tell them apart; "another" when none can."""
    from rules.day_at_the_park.data import ALL_TILES
    from rules.day_at_the_park.words import place_words

    first, kind = next((i, (t.colour, t.item)) for i, t in ALL_TILES.items())
    bird = next(i for i, t in ALL_TILES.items() if (t.colour, t.item) == kind and i != first)
    other = next(i for i, t in ALL_TILES.items() if (t.colour, t.item) != kind)
    alike = str(render(place_words({(0, 0): first, (0, -1): bird}, (0, -1), bird), ()))
    assert alike.startswith("north of another ") and alike.endswith(" tile")
    told = str(render(place_words({(0, 0): first, (1, -1): other, (0, -1): bird}, (0, -1), bird), ()))
    assert "another" not in told and told.startswith("west of the ")
