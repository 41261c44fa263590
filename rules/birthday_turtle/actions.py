"""Happy Birthday Turtle!! moves: the face-down commitment, its notation, and a commitment in the making.

A `Commit` is the whole secret choice of one round (two pairs in a 2-player odd round). A
`LaidOut` is what a player has put on the tables so far while choosing; the rules say which
commitments it can still become (`GameState.completions`) and, when none, why (`refusal`).
Both the state and a seat's view answer from the same facts through `legal_commits` and
`refusal`, so a bot or a table never needs the state to know what is legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rules.core import Action, BadNotation, IllegalAction, Text, say

from .data import PATTERN_NAMES

#: An Animal card value of 0 in a pair means "Pattern card alone" (no Animal card left).
NO_ANIMAL = 0

RULE_CHOOSE = "How to Play, step 1"
RULE_SUPPLEMENT = "Supplementary Rules for Play"
RULE_2P = "Additional Changes for 2-Player Games, step 1"
RULE_SETUP_TABLES = "Setup 1"

Pair = tuple[int, str]
#: A pair being laid out: the Animal card value and the table, each None while not chosen yet.
OpenPair = tuple[int | None, str | None]


@dataclass(frozen=True)
class Commit:
    """A face-down choice: one (Animal card value, pattern) pair, or two in a 2-player odd round.

    The first pair is revealed this round, the second in the following even round.
    """

    pairs: tuple[Pair, ...]
    text: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        parts = [f"{v} {p}" if v else f"pattern {p}" for v, p in self.pairs]
        object.__setattr__(self, "text", "play " + ", ".join(parts))

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class LaidOut:
    """The cards a player has laid on the tables so far, one entry per pair of the commitment.

    A value or a table left as None is still open, so ``LaidOut(((None, None), (3, "check")))``
    is "the next round's pair is my 3 at Check, this round's pair not chosen yet".
    """

    pairs: tuple[OpenPair, ...]

    def admits(self, action: Action) -> bool:
        """Whether `action` is a commitment that agrees with everything laid out so far."""
        if not isinstance(action, Commit) or len(action.pairs) != len(self.pairs):
            return False
        for (value, pattern), (wanted_value, wanted_pattern) in zip(self.pairs, action.pairs, strict=True):
            if (value is not None and value != wanted_value) or (pattern is not None and pattern != wanted_pattern):
                return False
        return True


def parse_commit(text: str) -> Commit:
    expected = "'play 2 polka-dot', 'play pattern floral' or (2 players) 'play 1 check, 3 polka-dot'"
    words = text.strip().lower()
    if not words.startswith("play "):
        raise BadNotation(text, expected)
    pairs: list[Pair] = []
    for part in words[5:].split(","):
        bits = part.split()
        if len(bits) != 2 or bits[1] not in PATTERN_NAMES:
            raise BadNotation(text, expected)
        if bits[0] == "pattern":
            value = NO_ANIMAL
        elif bits[0] in ("1", "2", "3"):
            value = int(bits[0])
        else:
            raise BadNotation(text, expected)
        pairs.append((value, bits[1]))
    if not 1 <= len(pairs) <= 2:
        raise BadNotation(text, expected)
    return commit_of(tuple(pairs))


_COMMITS: dict[tuple[Pair, ...], Commit] = {}


def commit_of(pairs: tuple[Pair, ...]) -> Commit:
    """One shared Commit per choice, so legal-move lists cost no allocations."""
    found = _COMMITS.get(pairs)
    if found is None:
        found = _COMMITS[pairs] = Commit(pairs)
    return found


_LEGAL: dict[tuple[bool, tuple[int, ...], tuple[str, ...]], tuple[list[Commit], frozenset[Commit]]] = {}


def legal_commits(two_pairs: bool, hand: tuple[int, ...], open_tables: tuple[str, ...]) -> tuple[
    list[Commit], frozenset[Commit]
]:
    """Every commitment for a hand (sorted values) when these tables have a Celebration card."""
    key = (two_pairs, hand, open_tables)
    found = _LEGAL.get(key)
    if found is not None:
        return found
    actions: list[Commit] = []
    if not two_pairs:
        values = sorted(set(hand)) or [NO_ANIMAL]
        actions = [commit_of(((v, p),)) for v in values for p in open_tables]
    else:
        firsts = sorted(set(hand)) or [NO_ANIMAL]
        for v1 in firsts:
            rest = list(hand)
            if v1:
                rest.remove(v1)
            seconds = sorted(set(rest)) or [NO_ANIMAL]
            for v2 in seconds:
                for p1 in open_tables:
                    for p2 in open_tables:
                        actions.append(commit_of(((v1, p1), (v2, p2))))
    found = (actions, frozenset(actions))
    _LEGAL[key] = found
    return found


def refusal(
    two_pairs: bool,
    tables: tuple[str, ...],
    open_tables: tuple[str, ...],
    hand: Sequence[int],
    pairs: Sequence[OpenPair],
) -> IllegalAction | None:
    """The rule that a commitment (or one still being laid out) breaks, or None if it breaks none.

    Open values and tables (None) are taken as "still to choose": a laid-out commitment is refused
    only for what is already on the table.
    """
    wanted = 2 if two_pairs else 1
    if len(pairs) != wanted:
        if wanted == 2:
            return IllegalAction(
                say("in a 2-player odd round you choose two pairs: one for this round and one for the next"), RULE_2P
            )
        return IllegalAction(say("choose exactly one Animal card and one Pattern card"), RULE_CHOOSE)
    for _, pattern in pairs:
        if pattern is None:
            continue
        if pattern not in tables:
            return IllegalAction(
                say("Pattern cards only for tables in play: there is no {table} table in this game",
                    table=PATTERN_NAMES[pattern]),
                RULE_SETUP_TABLES,
            )
        if pattern not in open_tables:
            return IllegalAction(say("the {table} table has no Celebration card", table=PATTERN_NAMES[pattern]),
                                 RULE_SUPPLEMENT)
    left = list(hand)
    for value, _ in pairs:
        if value is None or value == NO_ANIMAL:
            continue
        if value not in left:
            if value in hand:
                return IllegalAction(say("you have no more {value} left", value=value), RULE_CHOOSE)
            return IllegalAction(say("you have no {value} left", value=value), RULE_CHOOSE)
        left.remove(value)
    values = [v for v, _ in pairs]
    if wanted == 2 and len(hand) == 1 and (values[0] == NO_ANIMAL or values[1] not in (None, NO_ANIMAL)):
        return IllegalAction(say("with a single Animal card left, it must go in this round's (odd-round) pair"),
                             RULE_2P)
    # A pair may go out as a Pattern card alone only when no Animal card can be left for it.
    cards_for = (len(hand), len(hand) - 1)
    if any(value == NO_ANIMAL and cards_for[i] > 0 for i, value in enumerate(values)):
        return IllegalAction(
            say("you still have Animal cards: a Pattern card goes out alone only when you have none"),
            RULE_SUPPLEMENT,
        )
    return None


def pair_words(value: int, pattern: str) -> Text:
    """One pair as the log says it: "2 on Floral" or "a Pattern card alone on Check"."""
    if value == NO_ANIMAL:
        return say("a Pattern card alone on {table}", table=PATTERN_NAMES[pattern])
    return say("{value} on {table}", value=value, table=PATTERN_NAMES[pattern])
