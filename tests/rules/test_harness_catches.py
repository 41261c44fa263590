"""The property harness catches the bugs it is meant to catch (planted in the test game, tests/rules/toy_game.py).

Each test plants one bug with monkeypatch and expects the matching property to fail:
junk made from legal moves, a determinize that deals the truth, a bot that peeks through
its view, an event that shows a secret; and a peek too rare for the sampled fairness check,
which the check of every decision (`check_fair_game`) catches.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest

from rules.bots import NormalBot, RandomBot
from rules.core import Event, GameState, IllegalAction, Payload, get_game
from rules.day_at_the_park.actions import Place
from rules.day_at_the_park.state import ParkState
from tests.rules import toy_game
from tests.rules.day_at_the_park import test_properties as park
from tests.rules.harness import GameSpec, Secret, check_fair_game, check_game, mutated, varying

TOY = "toy-high-card"


@dataclass(frozen=True)
class CommittedCard(Payload):
    """A planted leak: the commit event names the face-down card."""

    seat: int
    card: int


def toy_hidden(state: GameState, seat: int) -> list[str]:
    assert isinstance(state, toy_game.ToyState)
    return [f"play {c}" for p, h in enumerate(state.hands) if p != seat for c in h]


def toy_parts(state: GameState, seat: int) -> Mapping[str, Any]:
    """Other hands, other committed cards (until revealed) and the deck: one pool of unseen cards."""
    assert isinstance(state, toy_game.ToyState)
    unseen: dict[str, list[int]] = {"deck": state.deck}
    for p in range(state.num_players):
        if p != seat:
            unseen[f"seat {p}'s cards"] = [*state.hands[p], *_face_down(state, p)]
    return varying(unseen, ordered=["deck"])


def toy_secrets(state: GameState) -> dict[int, list[Secret]]:
    """A seat's cards in hand and its committed card until the reveal."""
    assert isinstance(state, toy_game.ToyState)
    out: dict[int, list[Secret]] = {}
    for p, hand in enumerate(state.hands):
        out[p] = [("card", c) for c in [*hand, *_face_down(state, p)]]
    return out


def _face_down(state: toy_game.ToyState, seat: int) -> list[int]:
    commit = state.commits[seat]
    return [commit] if state.phase == "commit" and commit is not None else []


def spec(**changes: Any) -> GameSpec:
    settings: dict[str, Any] = {"hidden_tokens": toy_hidden, "hidden_parts": toy_parts, "seat_secrets": toy_secrets,
                                "view_checks": 1.0, "fair_checks": 0.5}
    settings.update(changes)
    return GameSpec(TOY, 3, **settings)


def test_the_harness_passes_on_the_sound_test_game() -> None:
    check_game(spec(), games=30)
    check_game(spec(), games=10, bots=("normal", "random", "hard"))


def test_junk_made_from_legal_moves_finds_a_refusal_that_crashes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: the refusal looks the card up in a table of the seat's own cards (a KeyError for others)."""
    original = toy_game.ToyState.why_illegal

    def crashing(self: toy_game.ToyState, seat: int, action: Any) -> IllegalAction | None:
        if isinstance(action, toy_game.Play) and action.card is not None:
            names = {c: str(c) for c in self.hands[seat]}
            _ = names[action.card]
        return original(self, seat, action)

    monkeypatch.setattr(toy_game.ToyState, "why_illegal", crashing)
    with pytest.raises(AssertionError, match="instead of IllegalAction"):
        check_game(spec(view_checks=0.0, fair_checks=0.0), games=5)


def test_determinize_that_deals_the_truth_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: determinize returns the true state (the true deck and hands)."""
    monkeypatch.setattr(toy_game.ToyState, "from_view", classmethod(lambda cls, view, rng: view._base.clone()))
    with pytest.raises(AssertionError, match="determinize always dealt the true"):
        check_game(spec(fair_checks=0.0), games=5)


def test_a_view_that_follows_the_live_state_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: the view keeps the live state, so a move made after it was taken changes its legal moves."""
    sound = toy_game.ToyView.__init__

    def live(self: toy_game.ToyView, state: toy_game.ToyState, seat: int | None) -> None:
        sound(self, state, seat)
        self._base = state

    monkeypatch.setattr(toy_game.ToyView, "__init__", live)
    with pytest.raises(AssertionError, match="a view taken before a move changed"):
        check_game(spec(fair_checks=0.0), games=5)


def test_a_bot_that_peeks_through_its_view_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: the random bot plays its lowest card when an opponent committed a high one face down."""

    def peeking(self: RandomBot, view: Any, rng: random.Random, budget: Any = None) -> Any:
        actions = view.legal_actions()
        others = [c for p, c in enumerate(view._base.commits) if p != view.seat and c is not None]
        if others and max(others) > 5:
            return min(actions, key=lambda a: a.card or 0)
        return rng.choice(actions)

    monkeypatch.setattr(RandomBot, "choose", peeking)
    with pytest.raises(AssertionError, match="once the hidden parts were re-dealt"):
        check_game(spec(view_checks=0.0, fair_levels=("random",)), games=20)


def plant_a_rare_park_peek(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Planted: a Day at the Park view carries the state it was taken from, and the normal bot, about
    one placement in ten (as the unseen tiles' order falls), lays another tile than it meant to.
    Returns a list that counts [bot decisions, decisions the peek changed]."""
    original_view, original_choose = ParkState.view, NormalBot.choose
    counts = [0, 0]

    def carrying(self: ParkState, seat: int | None) -> Any:
        view = original_view(self, seat)
        object.__setattr__(view, "truth", self)
        return view

    def peeking(self: NormalBot, view: Any, rng: random.Random, budget: Any = None) -> Any:
        action = original_choose(self, view, rng, budget)
        counts[0] += 1
        truth = view.__dict__.get("truth")
        if not isinstance(action, Place) or truth is None:
            return action
        unseen = (truth.pile, [hand for seat, hand in enumerate(truth.hands) if seat != view.seat])
        if zlib.crc32(repr(unseen).encode()) % 10:
            return action
        others = [a for a in view.legal_actions() if isinstance(a, Place) and a != action]
        if not others:
            return action
        counts[1] += 1
        return others[0]

    monkeypatch.setattr(ParkState, "view", carrying)
    monkeypatch.setattr(NormalBot, "choose", peeking)
    return counts


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_rare_peek_is_caught_by_checking_every_decision(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The peek bends about one decision in a hundred; comparing every decision with a re-dealt twin's
    catches it in one game of normal bots, whatever the seed."""
    counts = plant_a_rare_park_peek(monkeypatch)
    with pytest.raises(AssertionError, match=r"normal bot of seat .* once the hidden parts were re-dealt"):
        check_fair_game(park.spec(2), games=1, seed=seed, bots=("normal",))
    assert counts[1] >= 1, "the peek never fired: this test would pass without catching anything"


def test_an_event_that_shows_a_face_down_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: the commit event carries the committed card for everyone to see."""
    original = toy_game.ToyState._apply

    def leaky(self: toy_game.ToyState, seat: int, action: Any) -> list[Event]:
        phase = self.phase
        events = original(self, seat, action)
        if phase == "commit":
            events[0] = Event.of(CommittedCard(seat, action.card), events[0].text, seat)
        return events

    monkeypatch.setattr(toy_game.ToyState, "_apply", leaky)
    with pytest.raises(AssertionError, match="event 'CommittedCard' shows the hidden"):
        check_game(spec(view_checks=0.0, fair_checks=0.0), games=5)


def test_a_private_event_is_not_a_leak() -> None:
    """The same card data, visible to its owner only, passes."""
    from tests.rules.harness import check_events

    state = get_game(TOY).new(2, seed=1)
    card = state.hands[0][0]
    before = toy_secrets(state)
    state.apply(0, toy_game.Play(card))
    private = Event.of(CommittedCard(0, card), "{P0} commits", 0, visible_to=frozenset({0}),
                       public_text="{P0} commits")
    check_events(spec(), before, state, [private])
    with pytest.raises(AssertionError, match="shows the hidden"):
        check_events(spec(), before, state, [Event.of(CommittedCard(0, card), "{P0} commits", 0)])


def test_mutations_change_numbers_swap_fields_and_borrow_secrets() -> None:
    rng = random.Random(3)
    made = {mutated("place 17 at 2,0 r90", [33], ["floral"], ["stop"], rng) for _ in range(300)}
    assert any("-17" in m for m in made) and any(" 33 " in m for m in made)
    assert "stop" in made and any(m.startswith("at ") or m.split()[0] != "place" for m in made)
    assert any("2,0" not in m and "place" in m for m in made)


def test_varying_keeps_only_parts_a_redeal_can_change() -> None:
    assert varying({"deck": [1, 2], "hand": [3]}, ordered=["deck"]) == {"deck": [1, 2], "hand": [3]}
    assert varying({"deck": [], "hand": [3, 4]}) == {}  # the hand is all that is unseen: nothing can move
    assert varying({"deck": [5, 4]}, ordered=["deck"]) == {"deck": [5, 4]}  # order alone can change
    assert varying({"a": ["wild", "wild"], "b": ["wild"]}, ordered=["a", "b"]) == {}  # identical tokens
