"""What the rules say to players is translatable: every log sentence, refusal, score label and card name is a
`Text` whose template is fixed (issue 21), and the English reads as before."""

from __future__ import annotations

import random

import pytest

from rules.core import IllegalAction, Text
from rules.turtle_butt import CARD_NAMES, Claim

from .util import act, new


def _texts(value: object) -> list[Text]:
    """The Text values inside a Text (its fields), the Text itself first."""
    if not isinstance(value, Text):
        return []
    found = [value]
    for _, field in value.fields:
        found += _texts(field)
    return found


@pytest.mark.parametrize("variant", ["basic", "rococo", "liars"])
def test_every_sentence_the_rules_write_for_players_is_translatable(variant: str) -> None:
    rng = random.Random(8)
    templates: set[str] = set()
    for g in range(30):
        state = new(2 + g % 4, seed=g, variant=variant, hands=2, pawns=g % 2 == 0, excuse=True)
        events = list(state.opening_events)
        while not state.is_over():
            seat = state.to_act()[0]
            for wrong in ("hit", "take", "claim 999", "accept"):
                refusal = state.why_illegal(seat, state.parse(wrong))
                if refusal is not None:
                    assert isinstance(refusal.message, Text) and str(refusal.message) == refusal.reason
            events += act(state, str(rng.choice(state.legal_actions(seat))))
        for event in events:
            assert isinstance(event.text, Text), event.kind
            assert event.public_text is None or isinstance(event.public_text, Text)
            for text in _texts(event.text) + _texts(event.public_text):
                templates.add(text.template)
                assert "{P" not in text.template  # seats are fields, not baked into the template
        result = state.result()
        for parts in result.breakdown:
            assert all(isinstance(label, Text) for label, _ in parts)
        for p in state.view(None).seats:
            assert all(isinstance(label, Text) for label, _ in p.parts)
    assert len(templates) > 8


def test_card_names_and_refusals_read_as_before_in_english() -> None:
    state = new(2, deck=["Cave", "Journey", "Huntress", "Lunatic", "Penitent", "Bard"], dealer=1)
    events = act(state, "hit")
    assert str(events[0].text) == "Player 1 takes Lunatic"
    assert events[0].describe(["Ana", "Ben"]) == "Ana takes Lunatic"
    assert [str(t) for t in CARD_NAMES[:3]] == ["Ace of Moons", "Ace of Suns", "Ace of Waves"]
    with pytest.raises(IllegalAction) as refusal:
        state.apply(1, Claim(3))
    assert refusal.value.reason == "when offered a card you either take it (hit) or stop (stay)"
    assert refusal.value.rule == "The basic game"


def _log(events: list, names: list[str]) -> list[str]:
    return [line for e in events if (line := e.describe(names))]


def test_a_basic_hands_end_says_each_players_points_once() -> None:
    """The audit: the log said "Ana's hand: 11 points" and then "Ana scores 11 points". The basic game's hand
    is what the player scores: one line says it (the `PointsScored` event stays, with no line of its own)."""
    state = new(2, deck=["Castle", "Journey", "Huntress", "Lunatic", "Penitent", "Bard"], hands=2)
    act(state, "hit")  # Ben: Lunatic
    act(state, "stay")  # Ana
    act(state, "hit")  # Ben: Penitent
    act(state, "hit")  # Ben: Bard
    events = act(state, "stay")
    assert [e.kind for e in events].count("PointsScored") == 1
    lines = _log(events, ["Ana", "Ben"])
    assert [line for line in lines if "Ben" in line and "9 points" in line] == ["Ben scores 9 points this hand"]
    assert "Ana scores 0 points this hand" in lines
    assert not any(line.startswith("Ben scores 9 points") and line != "Ben scores 9 points this hand"
                   for line in lines)


def test_a_basic_turtle_butt_at_the_hands_end_reads_as_scoring_nothing() -> None:
    state = new(2, deck=["Cave", "Journey", "Huntress", "Market", "Bard"], hands=2, dealer=1)
    act(state, "hit")  # Ana: Market, five suits
    act(state, "stay")  # Ben
    events = act(state, "hit")  # Ana: Bard, Turtle Butt
    assert "Ana scores nothing this hand: Turtle Butt" in _log(events, ["Ana", "Ben"])


def test_a_rococo_hand_says_what_it_is_worth_and_the_prize_is_said_once() -> None:
    """The rococo game: a hand's points decide who plays the scoring round (its line says what the hand is
    worth); the prize taken is said by the take alone."""
    state = new(2, deck=["Castle", "Journey", "Huntress", "Painter"], variant="rococo", hands=2)
    act(state, "hit")  # Ben: Painter, a pair of 3s
    act(state, "stay")
    events = act(state, "stay")
    lines = _log(events, ["Ana", "Ben"])
    assert "Ben's hand is worth 3 points" in lines and "Ana's hand is worth 0 points" in lines
    lines = _log(act(state, "take"), ["Ana", "Ben"])
    assert [line for line in lines if "1 point" in line] == ["Ben takes 1 point for winning the hand"]
