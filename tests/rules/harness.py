"""The property-test harness every game plugs into.

`check_game` plays seeded games straight on states (random moves, or bots in the mix)
and, along the way, checks what must hold for any game on the core:

- notation round-trips and every legal action applies;
- illegal input is refused without a trace: junk text, and junk made by mutating legal
  notations (numbers out of range or negative, numbers and words from other seats'
  secrets, swapped fields, old moves) — always IllegalAction/BadNotation, nothing else;
- views keep secrets, and so does each seat's event stream (`Event.for_seat`);
- determinizing keeps the seat's (and the public) view, and really re-deals: each hidden
  part that could differ does differ from the truth in some sample;
- bots are fair: a bot's seeded decision is the same for the true state and for a twin
  whose hidden parts were re-dealt (every level; hard with a fixed iteration budget) — on a
  sample of the steps in `check_game`, and on every decision of a few seeded bot games in
  `check_fair_game`;
- records replay to the identical state, and the game's own conservation invariant.

Only the public API is used: state.view/apply/why_illegal/legal_actions/determinize,
view.determinize, Event.for_seat, Record. A game plugs in with a `GameSpec`.
"""

from __future__ import annotations

import dataclasses
import json
import marshal
import os
import random
import re
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.bots import LEVELS, Budget, make_bot
from rules.bots.levels import forget_turns
from rules.core import BadNotation, Event, GameState, IllegalAction, Record, get_game

#: Multiplies the seeded games of the random-play runs (`scaled`): `make test-deep` sets it to 4. The
#: everyday counts reach the lines and branches of the rules that twice as many games reach
#: (docs/benchmarks.md, "The test suite").
GAMES_SCALE = float(os.environ.get("PARTY_TABLE_GAMES_SCALE", "1"))


def scaled(games: int) -> int:
    """`games` times GAMES_SCALE, at least one."""
    return max(1, round(games * GAMES_SCALE))


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, default=str)


def snapshot(data: Any) -> Any:
    """A deep copy of `to_dict` data (JSON's kinds, which marshal takes) to compare with later with `==`:
    it shares nothing with the state it came from, and is quicker to make than `canonical`, of which
    the harness would take several at every step."""
    return marshal.loads(marshal.dumps(data))


def _no_parts(state: GameState, seat: int) -> Mapping[str, Any]:
    return {}


#: A seat's secret as its events could show it: a name, or a (field, value) pair of an event's payload.
Secret = str | tuple[str, Any]


@dataclass
class GameSpec:
    game_id: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    #: Strings that must not appear in the JSON of `seat`'s view (other seats' hidden cards, the deck…).
    hidden_tokens: Callable[[GameState, int], Iterable[str]] = lambda state, seat: ()
    #: What only one seat knows, by seat (a hand, a face-down choice): strings like `hidden_tokens`', or
    #: (field, value) pairs for an event's payload (("tile", 17)). Another seat's events must not show them.
    seat_secrets: Callable[[GameState], Mapping[int, Sequence[Secret]]] = lambda state: {}
    #: The hidden parts of the state that `seat` cannot know and that a re-deal could change, by name
    #: (see `varying`). determinize must change each of them in some sample.
    hidden_parts: Callable[[GameState, int], Mapping[str, Any]] = _no_parts
    #: Raises AssertionError when something was created or lost.
    conservation: Callable[[GameState], None] = lambda state: None
    #: At most this many legal actions per step are applied to clones to prove they apply.
    try_actions: int = 4
    #: Probability of running the (slower) per-seat view and determinize checks on a step.
    view_checks: float = 0.5
    #: Mutated legal notations tried per step.
    mutations: int = 6
    #: Probability of a bot-fairness check on a step, and the levels checked.
    fair_checks: float = 0.02
    fair_levels: Sequence[str] = LEVELS
    #: The hard bot's fixed search budget in the fairness check and as a driver (small: it runs often).
    hard_iterations: int = 12


# --- junk ---------------------------------------------------------------------------------

_NUMBER = re.compile(r"-?\d+")
_WORD = re.compile(r"[A-Za-z][\w'-]*")


def _junk(rng: random.Random) -> str:
    alphabet = string.ascii_letters + string.digits + " -,.:_@"
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))


def mutated(text: str, numbers: Sequence[int], words: Sequence[str], old: Sequence[str], rng: random.Random) -> str:
    """A legal notation made wrong in one way, as a careless or hostile player would."""
    found = list(_NUMBER.finditer(text))
    fields = text.split()
    kind = rng.randrange(6)
    if kind <= 1 and found:  # a number out of range, negative, zero or huge
        m = rng.choice(found)
        n = int(m.group())
        value = rng.choice([-n, -n - 1, n + 1, n - 1, 0, -5, n + 48, 10**6, 2**63])
        return text[: m.start()] + str(value) + text[m.end() :]
    if kind == 2 and found and numbers:  # a number from someone else's secret pieces
        m = rng.choice(found)
        return text[: m.start()] + str(rng.choice(numbers)) + text[m.end() :]
    if kind == 3 and words:  # a word from someone else's secret pieces
        spots = list(_WORD.finditer(text))
        if spots:
            m = rng.choice(spots)
            return text[: m.start()] + rng.choice(words) + text[m.end() :]
    if kind == 4 and len(fields) >= 2:  # two fields swapped
        i, j = rng.sample(range(len(fields)), 2)
        fields[i], fields[j] = fields[j], fields[i]
        return " ".join(fields)
    if old:  # a move from earlier in the game, by anyone
        return rng.choice(old)
    return text + " " + text


def _secret_pieces(tokens: Iterable[str]) -> tuple[list[int], list[str]]:
    numbers: list[int] = []
    words: list[str] = []
    for token in tokens:
        numbers += [int(n) for n in _NUMBER.findall(token)]
        words += _WORD.findall(token)
    return numbers, words


def _expect_refusal(state: GameState, seat: int, text: str, legal: list[Any]) -> None:
    """`text` must be refused (BadNotation or IllegalAction) or be one of the legal actions."""
    game = state.game
    try:
        action = game.parse_action(text)
    except BadNotation:
        return
    except Exception as exc:
        raise AssertionError(f"parse_action({text!r}) raised {exc!r} instead of BadNotation") from exc
    if action in legal:
        return
    try:
        state.apply(seat, action)
    except IllegalAction as exc:
        assert str(exc), f"the refusal of {text!r} says nothing"
        return
    except Exception as exc:
        raise AssertionError(f"{text!r} by seat {seat} raised {exc!r} instead of IllegalAction") from exc
    raise AssertionError(f"junk {text!r} was accepted as {action!r}")


# --- hidden information ---------------------------------------------------------------------


def varying(parts: Mapping[str, Sequence[Any]], ordered: Iterable[str] = ()) -> dict[str, Any]:
    """Of hidden parts dealt from one shared pool (e.g. the deck and the other hands), those a
    re-deal can change: a part holding something that could trade places with something else
    in the pool. Parts named in `ordered` (a deck) compare as lists, others (a hand) as multisets.
    """
    in_order = set(ordered)
    values = {name: set(items) for name, items in parts.items()}
    out: dict[str, Any] = {}
    for name, items in parts.items():
        mine = values[name]
        outside = any(other - mine for n, other in values.items() if n != name)
        if items and (outside or (name in in_order and len(mine) > 1)):
            out[name] = list(items) if name in in_order else sorted(items, key=str)
    return out


_JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _hidden_token_found(text: str, tokens: Iterable[str]) -> str | None:
    """A token that is one of the strings (a key or a value) of the JSON `text`, in any case."""
    strings = set(_JSON_STRING.findall(text.lower()))
    for token in tokens:
        if token.lower() in strings:
            return token
    return None


def check_determinize(spec: GameSpec, state: GameState, seat: int, rng: random.Random, view: Any, public: Any,
                      tries: int = 40) -> GameState:
    """Samples never contradict what the seat (or anyone) may see — `view` and `public` are the
    seat's and the spectator's views as `to_dict` gives them — and each hidden part that a re-deal
    could change is changed by some sample (a determinize returning the truth fails).
    Returns the first sample."""
    first = state.determinize(seat, random.Random(rng.random()))
    assert first.view(seat).to_dict() == view, "determinize changed the seat's view"
    assert first.view(None).to_dict() == public, "determinize changed the public view"
    assert first.to_act() == state.to_act()
    truth = dict(spec.hidden_parts(state, seat))
    det = first
    for _ in range(tries):
        sample = spec.hidden_parts(det, seat)
        truth = {name: part for name, part in truth.items() if sample.get(name) == part}
        if not truth:
            break
        det = state.determinize(seat, random.Random(rng.random()))
    assert not truth, f"seat {seat}: determinize always dealt the true {', '.join(sorted(truth))}"
    return first


def check_fair_bots(spec: GameSpec, state: GameState, seat: int, rng: random.Random,
                    levels: Sequence[str] | None = None) -> None:
    """Each bot level decides the same for the true state and for a twin with the hidden parts re-dealt.

    The twin must give the seat the very same view. Each decision starts with `hard`'s memory of the
    turn forgotten: otherwise the twin's decision would be the remembered answer to the same view.
    """
    twin = state.determinize(seat, random.Random(rng.random()))
    if twin.to_dict() == state.to_dict():
        return  # nothing hidden from this seat right now
    view, twin_view = state.view(seat), twin.view(seat)
    assert twin_view.to_dict() == view.to_dict(), "the re-dealt twin shows the seat another view"
    budget = Budget(iterations=spec.hard_iterations)
    seed = rng.random()
    for level in spec.fair_levels if levels is None else levels:
        forget_turns()
        mine = make_bot(spec.game_id, level).choose(view, random.Random(seed), budget)
        forget_turns()
        theirs = make_bot(spec.game_id, level).choose(twin_view, random.Random(seed), budget)
        assert mine == theirs, (f"{level} bot of seat {seat} played {mine} but {theirs} once the hidden parts were "
                                f"re-dealt (move {len(state.history) + 1})")
    forget_turns()


def check_fair_game(spec: GameSpec, games: int, seed: int = 0, bots: Sequence[str] = LEVELS) -> int:
    """Play `games` seeded games of bots and check every decision of each: each level of
    `spec.fair_levels` must decide the same on the true state's view and on a re-dealt twin's.

    `check_game` samples a step now and then (`fair_checks`); a leak that bends one decision in a
    hundred slips through that sample most of the time, but not through this. Seat s of game g is
    played by bots[(g + s) % len(bots)] (hard with the spec's fixed budget). Returns the number of
    decisions checked.
    """
    game = get_game(spec.game_id)
    budget = Budget(iterations=spec.hard_iterations)
    checked = 0
    for g in range(games):
        game_seed = seed + g
        rng = random.Random(f"fair/{spec.game_id}/{game_seed}/{','.join(bots)}")
        state = game.new(spec.players, spec.options, game_seed)
        players = [make_bot(spec.game_id, bots[(g + s) % len(bots)], budget) for s in range(spec.players)]
        steps = 0
        while not state.is_over():
            seat = rng.choice(state.to_act())
            if len(state.legal_actions(seat)) > 1:
                check_fair_bots(spec, state, seat, rng)
                checked += 1
            action = players[seat].choose(state.view(seat), random.Random(rng.random()))
            state.apply(seat, action)
            steps += 1
            assert steps < 20_000, "the game does not end"
    forget_turns()
    return checked


def _named_in_text(text: str, tokens: Iterable[str]) -> str | None:
    """A token written out in a sentence; only distinctive ones (a short word like "End" is not a leak)."""
    for token in tokens:
        if (" " in token or "-" in token or len(token) >= 6) and re.search(
            rf"(?<![\w-]){re.escape(token)}(?![\w-])", text, re.IGNORECASE
        ):
            return token
    return None


def _data_items(data: Any) -> Iterable[tuple[str, Any]]:
    """Every (field, value) pair in an event's payload (as `event_data` gives it), however deep."""
    if isinstance(data, Mapping):
        for key, value in data.items():
            yield str(key), value
            yield from _data_items(value)
    elif isinstance(data, list | tuple):
        for item in data:
            yield from _data_items(item)


def event_data(event: Event) -> dict[str, Any]:
    """What an event carries besides its sentences: its payload's fields, by name."""
    return dataclasses.asdict(event.payload) if event.payload is not None else {}


def _shown_secret(event: Event, secrets: Sequence[Secret]) -> Secret | None:
    names = [s for s in secrets if isinstance(s, str)]
    pairs = {s for s in secrets if isinstance(s, tuple)}
    data = event_data(event)
    if pairs:
        for key, value in _data_items(data):
            if isinstance(value, str | int) and (key, value) in pairs:
                return (key, value)
    return _hidden_token_found(canonical(data), names) or _named_in_text(
        f"{event.text}\n{event.public_text or ''}", names)


def check_events(spec: GameSpec, before: Mapping[int, Sequence[Secret]], state: GameState,
                 events: Sequence[Event]) -> None:
    """What each seat's event stream shows never includes another seat's secret.

    `before` is `spec.seat_secrets` before the move. Secrets the move left as they were (in any
    order) must not show at all; of ones the move changed, what is new (a card just drawn) must not
    show. (A card that was shown to everyone and then went back into a hidden hand, as after a
    challenge, may show.)
    """
    after = spec.seat_secrets(state)
    known_before = {t for tokens in before.values() for t in tokens}
    for seat in range(state.num_players):
        tokens: list[Secret] = []
        for owner, secrets in after.items():
            if owner != seat:
                same = sorted(map(repr, before.get(owner, ()))) == sorted(map(repr, secrets))
                tokens += [t for t in secrets if t and (same or t not in known_before)]
        if not tokens:
            continue
        for event in events:
            leak = _shown_secret(event.for_seat(seat), tokens)
            assert leak is None, f"seat {seat}'s event {event.kind!r} shows the hidden {leak!r}"


# --- one step --------------------------------------------------------------------------------


def check_step(spec: GameSpec, state: GameState, rng: random.Random, old: list[str]) -> None:
    game = state.game
    before = snapshot(state.to_dict())
    acting = state.to_act()
    assert acting, "a game that is not over must have someone to act"

    for seat in acting:
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} must act but has no legal action"
        assert len(set(legal)) == len(legal), "legal actions must be distinct"
        for action in legal:
            text = str(action)
            assert game.parse_action(text) == action, f"notation does not round-trip: {text!r}"
        for action in rng.sample(legal, min(spec.try_actions, len(legal))):
            trial = state.clone()
            trial.apply(seat, action)
        assert state.to_dict() == before, "applying to a clone changed the original"

    # Illegal input: junk text, mutated notations, a seat that is not to act, a seat that does not exist.
    for seat in acting:
        legal = state.legal_actions(seat)
        texts = [str(a) for a in legal]
        numbers, words = _secret_pieces(spec.hidden_tokens(state, seat))
        for _ in range(3):
            _expect_refusal(state, seat, _junk(rng), legal)
        for _ in range(spec.mutations):
            _expect_refusal(state, seat, mutated(rng.choice(texts), numbers, words, old, rng), legal)
        old.extend(rng.sample(texts, min(2, len(texts))))
        del old[:-200]
    idle = [s for s in range(state.num_players) if s not in acting]
    if idle:
        some = state.legal_actions(acting[0])[0]
        try:
            state.apply(rng.choice(idle), some)
        except IllegalAction:
            pass
        else:
            raise AssertionError("a seat that was not to act was allowed to act")
    try:
        state.apply(state.num_players, state.legal_actions(acting[0])[0])
    except IllegalAction:
        pass
    else:
        raise AssertionError("a seat that does not exist was allowed to act")
    assert state.to_dict() == before, "a refused action changed the state"

    if rng.random() < spec.view_checks:
        public = state.view(None).to_dict()
        for seat in range(state.num_players):
            view = state.view(seat)
            seen = view.to_dict()
            leak = _hidden_token_found(canonical(seen), spec.hidden_tokens(state, seat))
            assert leak is None, f"seat {seat}'s view shows the hidden {leak!r}"
            det = check_determinize(spec, state, seat, rng, seen, public)
            if seat in acting:
                assert set(map(str, det.legal_actions(seat))) == set(map(str, state.legal_actions(seat)))
                assert set(map(str, view.legal_actions())) == set(map(str, state.legal_actions(seat)))
    if rng.random() < spec.fair_checks:
        check_fair_bots(spec, state, rng.choice(acting), rng)
    assert state.to_dict() == before, "a check changed the state"
    spec.conservation(state)


def check_game(spec: GameSpec, games: int, seed: int = 0, bots: Sequence[str] = ()) -> None:
    """Play `games` seeded games, checking every property on the way.

    Moves are random, or with `bots` each seat is played by one of those levels in turn
    (seat s of game g by bots[(g + s) % len(bots)]; hard with the spec's fixed budget).
    """
    game = get_game(spec.game_id)
    budget = Budget(iterations=spec.hard_iterations)
    for g in range(games):
        game_seed = seed + g
        rng = random.Random(f"harness/{spec.game_id}/{game_seed}/{','.join(bots)}")
        state = game.new(spec.players, spec.options, game_seed)
        players = [make_bot(spec.game_id, bots[(g + s) % len(bots)], budget) if bots else None
                   for s in range(spec.players)]
        spec.conservation(state)
        snapshots: list[Any] = [snapshot(state.to_dict())]
        old: list[str] = []
        steps = 0
        while not state.is_over():
            check_step(spec, state, rng, old)
            seat = rng.choice(state.to_act())
            bot = players[seat]
            if bot is None:
                action = rng.choice(state.legal_actions(seat))
            else:
                action = bot.choose(state.view(seat), random.Random(rng.random()))
            secrets = spec.seat_secrets(state)
            # A view that follows the live state shows it at any step: a quarter of the view checks will do.
            kept = state.view(seat) if rng.random() < spec.view_checks / 4 else None
            seen = None if kept is None else (snapshot(kept.to_dict()), set(map(str, kept.legal_actions())))
            check_events(spec, secrets, state, state.apply(seat, action))
            if kept is not None:
                # A review, a hint and a saved position hold views after the game moved on.
                after = (snapshot(kept.to_dict()), set(map(str, kept.legal_actions())))
                assert after == seen, "a view taken before a move changed with the move"
            snapshots.append(snapshot(state.to_dict()))
            steps += 1
            assert steps < 20_000, "the game does not end"
        spec.conservation(state)

        # After the end nothing is accepted.
        final = snapshot(state.to_dict())
        for seat in range(state.num_players):
            try:
                state.apply(seat, game.parse_action(state.history[-1][1]))
            except IllegalAction:
                pass
            else:
                raise AssertionError("an action was accepted after the end")
        assert state.to_dict() == final
        result = state.result()
        assert len(result.scores) == spec.players and min(result.ranks) == 1

        # Records: the same record gives the same state, at the end and at any point.
        record = Record.from_json(Record.of(state).to_json())
        assert record.replay().to_dict() == final, "replaying the record gave another state"
        k = rng.randrange(len(snapshots))
        assert record.replay(upto=k).to_dict() == snapshots[k], f"replay of the first {k} moves differs"
