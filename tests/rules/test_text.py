"""Translatable sentences: the rules keep templates apart from what fills them."""

from __future__ import annotations

from rules.core import Event, IllegalAction, listing, say, say_n, seat_name


def _italian(template: str, count: int | None) -> str:
    table = {
        "{player} draws {card}": "{player} pesca {card}",
        "Penitent": "Penitente",
        "{n} tile": "{n} tessera" if count == 1 else "{n} tessere",
    }
    return table.get(template, template)


def test_a_sentence_reads_in_english_and_in_a_translation() -> None:
    text = say("{player} draws {card}", player=seat_name(1), card=say("Penitent"))
    assert text.render(["Ana", "Ben"]) == "Ben draws Penitent"
    assert text.render(["Ana", "Ben"], _italian) == "Ben pesca Penitente"


def test_counts_choose_the_english_plural_and_the_translations_forms() -> None:
    assert str(say_n(1, "{n} tile", "{n} tiles")) == "1 tile"
    assert str(say_n(3, "{n} tile", "{n} tiles")) == "3 tiles"
    assert say_n(3, "{n} tile", "{n} tiles").render((), _italian) == "3 tessere"


def test_a_listing_joins_phrases_as_a_sentence_does_and_translates_each() -> None:
    cards = [say("Penitent"), say("Origin"), say_n(2, "{n} tile", "{n} tiles")]
    assert str(listing(cards[:1])) == "Penitent"
    assert str(listing(cards[:2])) == "Penitent and Origin"
    assert str(listing(cards)) == "Penitent, Origin and 2 tiles"
    italian = {"{first} and {last}": "{first} e {last}"}
    assert listing(cards).render((), lambda t, n: italian.get(t) or _italian(t, n)) == "Penitente, Origin e 2 tessere"


def test_a_broken_translation_falls_back_to_english() -> None:
    text = say("{player} draws {card}", player=seat_name(0), card="Origin")
    assert text.render(["Ana"], lambda t, n: "{nobody} pesca") == "Ana draws Origin"


def test_events_and_refusals_carry_translatable_text() -> None:
    event = Event("draw", say("{player} draws {card}", player=seat_name(0), card=say("Penitent")),
                  visible_to=frozenset({0}), public_text=say("{player} draws a card", player=seat_name(0)))
    assert event.describe(["Ana", "Ben"], 0) == "Ana draws Penitent"
    assert event.describe(["Ana", "Ben"], 1) == "Ana draws a card"
    assert event.describe(["Ana", "Ben"], 0, _italian) == "Ana pesca Penitente"
    refusal = IllegalAction(say("{n} tile", n=2), "Rule 1")
    assert refusal.reason == "2 tile" and str(refusal) == "2 tile (Rule 1)"
