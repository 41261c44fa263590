"""How Arturo names things for players: the log's sentences about activations and the refusals' words
for Preparation cards. Each is a translatable `Text` (rules/core/text.py); sentences a search replays
thousands of times are made once and shared (`remembered`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from rules.core import Text, listing, say, say_n, seat_name
from rules.core.text import UNWRITTEN, unwritten

from .actions import Prepare, Preparing
from .activation import CLEANING
from .data import (
    CARD_BACK,
    CARD_COBWEBS,
    EXCUSE_ME,
    MEMBERS,
    MY_PLACE,
    NUM_DECKS,
    OBJECT_ONE,
    OBJECT_ONE_COBWEBBED,
    PREP_CARDS,
    PREP_INDEX,
    PREP_KINDS,
    REALLY_GOOD,
    STAY_CLOSE,
    SWAP_PLACES,
    WILD_DANCE,
    object_count,
)

SEATS = tuple(seat_name(s) for s in range(8))
DISCARDED = tuple(say("{member} is discarded", member=m.name) for m in MEMBERS)
SHOWS = tuple(tuple(say("Deck {deck} now shows {member}", deck=d, member=m.name) for m in MEMBERS)
               for d in range(NUM_DECKS + 1))


def _one(card: int) -> Text:
    """"a cake", "a cobwebbed festoon": one available object as a sentence names it."""
    return _an(CARD_BACK[card], bool(CARD_COBWEBS[card]))


def _an(obj: int, cobwebbed: bool) -> Text:
    return (OBJECT_ONE_COBWEBBED if cobwebbed else OBJECT_ONE)[obj]


def moved(moves: Sequence[tuple[int, int]]) -> Text:
    """How a Preparation card moved a plan's positions, for everyone (positions only: the members are secret):
    two positions that trade places are one swap, "swaps position 1 with 5 and position 2 with 6"."""
    pairs = set(moves)
    swaps = [(a, b) for a, b in moves if a < b and (b, a) in pairs]
    swapped = {p for pair in swaps for p in pair}
    parts = [say("position {a} with {b}", a=a, b=b) for a, b in swaps]
    rest = [say("position {a} to {b}", a=a, b=b) for a, b in moves if a not in swapped]
    if not rest:
        return say("swaps {pairs}", pairs=listing(parts))
    if not parts:
        return say("moves {moves}", moves=listing(rest))
    return say("swaps {pairs} and moves {moves}", pairs=listing(parts), moves=listing(rest))


def printed_words(index: int) -> Text:
    """What a Preparation card prints, as a refusal quotes it."""
    card = PREP_CARDS[index]
    if card.kind == MY_PLACE:
        return say("positions {a} and {b}", a=card.param[0], b=card.param[1])
    if card.kind == SWAP_PLACES:
        return say("{a} and {b}", a=MEMBERS[card.param[0]].name, b=MEMBERS[card.param[1]].name)
    if card.kind == EXCUSE_ME:
        return say_n(card.param[0], "{n} step", "{n} steps")
    return PREP_KINDS[card.kind].name


#: Log sentences made once and shared (they are values): bots replay activations thousands of times.
_sentences: dict[tuple[object, ...], Text] = {}


def _remembered(key: tuple[object, ...], make: Callable[[], Text]) -> Text:
    if unwritten.depth:  # a searched move's sentence is empty: kept, it would stand in for the real move's
        return UNWRITTEN
    found = _sentences.get(key)
    if found is None:
        if len(_sentences) > 50_000:
            _sentences.clear()
        found = _sentences[key] = make()
    return found


def flip_text(seat: int, member: int, deck: int, card: int) -> Text:
    return _remembered(("flip", seat, member, deck, CARD_BACK[card], CARD_COBWEBS[card]), lambda: say(
        "{player} activates {member} (deck {deck}) and turns the card over: {object} joins the available objects",
        player=SEATS[seat], member=MEMBERS[member].name, deck=deck, object=_one(card)))


def collect_text(seat: int, member: int, deck: int, copied: int | None, taken: tuple[int, ...], pile: str) -> Text:
    objects = tuple((CARD_BACK[c], CARD_COBWEBS[c]) for c in taken)
    return _remembered(("collect", seat, member, deck, copied, objects, pile),
                       lambda: _make_collect_text(seat, member, deck, copied, _counted(taken), pile))


def _counted(taken: tuple[int, ...]) -> list[Text]:
    """The objects taken, the same ones counted: "2 gifts", "3 spring toys with cobwebs", "a cake"."""
    counts = Counter((CARD_BACK[card], bool(CARD_COBWEBS[card])) for card in taken)
    return [_an(obj, cobwebbed) if n == 1 else
            say("{count} with cobwebs", count=object_count(obj, n)) if cobwebbed else object_count(obj, n)
            for (obj, cobwebbed), n in counts.items()]


def _make_collect_text(seat: int, member: int, deck: int, copied: int | None, objects: list[Text],
                       pile: str) -> Text:
    player, name, things = SEATS[seat], MEMBERS[member].name, listing(objects)
    if copied is None:
        if pile == CLEANING:
            return say("{player} activates {member} (deck {deck}) and puts {objects} under the Cleaning card",
                       player=player, member=name, deck=deck, objects=things)
        return say("{player} activates {member} (deck {deck}) and puts {objects} under the Birthday card",
                   player=player, member=name, deck=deck, objects=things)
    who = MEMBERS[copied].name
    if pile == CLEANING:
        return say("{player} activates {member} (deck {deck}), copying {copied}, and puts {objects} under the "
                   "Cleaning card", player=player, member=name, deck=deck, copied=who, objects=things)
    return say("{player} activates {member} (deck {deck}), copying {copied}, and puts {objects} under the "
               "Birthday card", player=player, member=name, deck=deck, copied=who, objects=things)


def why_choice_wrong(action: Prepare) -> Text:
    """Why a choice that a face-up card of the right kind does not allow is refused."""
    name = PREP_KINDS[action.kind].quoted
    if action.kind == REALLY_GOOD:
        return say("{card} names one of your opponents", card=name)
    if action.kind == EXCUSE_ME:
        return say("{card} cannot move a member past either end of the plan", card=name)
    if action.kind == WILD_DANCE:
        return say("{card} swaps 3 separate pairs of neighbours: no card in two swaps", card=name)
    if action.kind == STAY_CLOSE:
        return say("{card} swaps 2 separate pairs of neighbours", card=name)
    return say("{card} does not allow that choice", card=name)


def why_drags_wrong(partial: Preparing) -> Text:
    """Why the drags made so far on the plan cannot be part of the card's move."""
    name = PREP_KINDS[partial.kind].quoted
    kind = partial.kind
    last = partial.drags[-1] if partial.drags else (0, 0)
    if last[0] == last[1]:
        return say("drop the card on another position")
    if kind == WILD_DANCE:
        if abs(last[0] - last[1]) != 1:
            return say("{card} swaps neighbours: drop the card on the one beside it", card=name)
        return say("{card} swaps 3 separate pairs of neighbours: no card in two swaps", card=name)
    if kind == MY_PLACE:
        a, b = PREP_CARDS[PREP_INDEX[partial.card]].param
        return say("{card} swaps positions {a} and {b} only", card=name, a=a, b=b)
    if kind == SWAP_PLACES:
        a, b = PREP_CARDS[PREP_INDEX[partial.card]].param
        return say("{card} swaps {a} and {b} only", card=name, a=MEMBERS[a].name, b=MEMBERS[b].name)
    if kind == EXCUSE_ME:
        steps = PREP_CARDS[PREP_INDEX[partial.card]].param[0]
        return say("{card} moves a member {printed}, not {steps}", card=name,
                   printed=say_n(steps, "{n} step", "{n} steps"), steps=abs(last[1] - last[0]))
    if kind == STAY_CLOSE:
        return say("{card} swaps 2 separate pairs of neighbours", card=name)
    return say("{card} is not played on your Family Plan", card=name)
