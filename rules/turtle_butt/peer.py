"""An outside opponent for Turtle Butt: OpenSpiel's MCTS bot on one basic hand (`party-table bench peer`;
``PEER`` is what the bench finds here, see rules/bots/outside.py).

OpenSpiel is an optional extra (`pip install -e .[peer]`), never needed to play: this
module imports it only when a peer is asked for, and says clearly when it is missing.

The peer plays one basic hand for 2 players modelled as an OpenSpiel game of our
own writing: sequential, perfect information with chance nodes (every card is face
up; each card taken is a chance event, uniform over the cards not yet seen), zero-sum
in points (a player's return is their hand score minus the rival's). Its bot is
OpenSpiel's MCTS with random rollouts and UCT. It plays through our own engine: at
each decision the peer's state is rebuilt from the seat's view alone, so it sees no
more than our bots do, and what the deck holds next is for its search a chance event.
"""

from __future__ import annotations

import random
from typing import Any

from rules.bots.base import Bot, Budget
from rules.bots.outside import PeerMissing
from rules.core import Action, GameState, View

from .actions import HIT, STAY
from .deck import ALL_SUITS, BASIC, BASIC_IDS, MASKS, NAMES, card_id
from .scoring import score_ids
from .state import TurtleButtState
from .view import TurtleButtView

#: The peer's two moves as OpenSpiel actions.
STAY_ACTION, TAKE_ACTION = 0, 1
#: Bound on a hand's point difference (OpenSpiel asks for the game's utility range).
MAX_POINTS = 100.0
#: OpenSpiel's MCTS defaults in its examples: UCT constant 2, one random rollout per leaf.
UCT_C = 2.0
ROLLOUTS = 1


def _openspiel() -> tuple[Any, Any, Any]:
    """(pyspiel, the mcts module, numpy), or PeerMissing with the way to install them."""
    try:
        import numpy
        import pyspiel
        from open_spiel.python.algorithms import mcts
    except ImportError as exc:
        raise PeerMissing(
            "the peer comparison needs OpenSpiel, an optional extra: "
            "run `pip install open_spiel` (or `pip install -e .[peer]`) in the app's environment"
        ) from exc
    return pyspiel, mcts, numpy


_GAME: Any = None


def hand_game() -> Any:
    """The OpenSpiel game of one 2-player basic hand (built once per process)."""
    global _GAME
    if _GAME is None:
        _GAME = _build_game()
    return _GAME


class _Hand:
    """The hand's own rules, apart from OpenSpiel: three shared cards dealt by chance (redealt while
    they show all six suits), then alternating offers; a card taken is dealt by chance too."""

    unseen: set[int]
    shared: list[int]
    own: list[list[int]]
    masks: list[int]
    stopped: list[bool]
    butt: list[bool]
    turn: int
    drawing: int

    def _start(self) -> None:
        self.unseen = set(BASIC_IDS)
        self.shared = []
        self.own = [[], []]
        self.masks = [0, 0]
        self.stopped = [False, False]
        self.butt = [False, False]
        self.turn = 0
        self.drawing = -1  # the player whose card the next chance event deals, -1 for none

    def _deal(self, card: int) -> None:
        self.unseen.discard(card)
        if len(self.shared) < 3:
            self.shared.append(card)
            if len(self.shared) == 3:
                mask = MASKS[self.shared[0]] | MASKS[self.shared[1]] | MASKS[self.shared[2]]
                if mask == ALL_SUITS:
                    self.shared = []  # set aside; three more are dealt
                else:
                    self.masks = [mask, mask]
            return
        p, self.drawing = self.drawing, -1
        self.own[p].append(card)
        self.masks[p] |= MASKS[card]
        if self.masks[p] == ALL_SUITS:
            self.butt[p] = self.stopped[p] = True
        if not self.unseen:
            self.stopped = [True, True]
        self._next_offer()

    def _next_offer(self) -> None:
        other = 1 - self.turn
        if not self.stopped[other]:
            self.turn = other

    def points(self, p: int) -> int:
        return 0 if self.butt[p] else score_ids(self.shared + self.own[p])


def _game_type(pyspiel: Any) -> Any:
    """The hand as OpenSpiel classifies a game."""
    return pyspiel.GameType(
        short_name="party_table_turtle_butt_hand",
        long_name="Turtle Butt, one basic hand for two (Party Table)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=False,
        provides_observation_tensor=False,
        parameter_specification={},
    )


def _game_info(pyspiel: Any) -> Any:
    """The hand's size for OpenSpiel: actions, chance outcomes, utility range, length."""
    return pyspiel.GameInfo(
        num_distinct_actions=2,
        max_chance_outcomes=len(BASIC_IDS),
        num_players=2,
        min_utility=-MAX_POINTS,
        max_utility=MAX_POINTS,
        utility_sum=0.0,
        max_game_length=2 * len(BASIC_IDS),
    )


def _build_game() -> Any:
    pyspiel, _, _ = _openspiel()
    game_type = _game_type(pyspiel)
    game_info = _game_info(pyspiel)

    state_base: Any = pyspiel.State
    game_base: Any = pyspiel.Game

    class HandState(_Hand, state_base):
        """The hand as an OpenSpiel state: chance deals the cards, the players take or stay."""

        def __init__(self, game: Any) -> None:
            super().__init__(game)
            self._start()

        def current_player(self) -> int:
            if len(self.shared) < 3 or self.drawing >= 0:
                return int(pyspiel.PlayerId.CHANCE)
            if all(self.stopped):
                return int(pyspiel.PlayerId.TERMINAL)
            return self.turn

        def _legal_actions(self, player: int) -> list[int]:
            return [STAY_ACTION, TAKE_ACTION]

        def chance_outcomes(self) -> list[tuple[int, float]]:
            cards = sorted(self.unseen)
            return [(c, 1.0 / len(cards)) for c in cards]

        def _apply_action(self, action: int) -> None:
            if len(self.shared) < 3 or self.drawing >= 0:
                self._deal(action)
            elif action == TAKE_ACTION:
                self.drawing = self.turn
            else:
                self.stopped[self.turn] = True
                self._next_offer()

        def _action_to_string(self, player: int, action: int) -> str:
            if player == pyspiel.PlayerId.CHANCE:
                return f"deal {NAMES[action]}"
            return "take" if action == TAKE_ACTION else "stay"

        def is_terminal(self) -> bool:
            return len(self.shared) == 3 and self.drawing < 0 and all(self.stopped)

        def returns(self) -> list[float]:
            if not self.is_terminal():
                return [0.0, 0.0]
            lead = float(self.points(0) - self.points(1))
            return [lead, -lead]

        def __str__(self) -> str:
            hands = " | ".join(" ".join(NAMES[c] for c in own) for own in self.own)
            return f"shared {' '.join(NAMES[c] for c in self.shared)} | {hands} | turn {self.turn}"

    class HandGame(game_base):
        def __init__(self, params: Any = None) -> None:
            super().__init__(game_type, game_info, params or {})

        def new_initial_state(self) -> Any:
            return HandState(self)

        def from_view(self, view: TurtleButtView) -> Any:
            """The peer's state for a seat's view of a 2-player basic hand (only what the view shows)."""
            state = HandState(self)
            state.shared = [card_id(n) for n in view.shared]
            state.unseen = set(view.unseen())
            for p in view.seats:
                state.own[p.seat] = [card_id(n) for n in p.own]
                state.masks[p.seat] = _mask(state.shared + state.own[p.seat])
                state.stopped[p.seat] = p.stopped
                state.butt[p.seat] = p.turtle_butt
            state.turn = view.seat or 0
            return state

    return HandGame()


def _mask(cards: list[int]) -> int:
    mask = 0
    for c in cards:
        mask |= MASKS[c]
    return mask


class MctsPeer(Bot):
    """OpenSpiel's MCTS bot (random rollouts, UCT) deciding 2-player basic-game offers from the view."""

    level = "mcts"

    def __init__(self, simulations: int, uct_c: float = UCT_C) -> None:
        _, mcts, numpy = _openspiel()
        self.game = hand_game()
        self.simulations = simulations
        self._mcts = mcts
        self._numpy = numpy
        self.uct_c = uct_c

    def choose(self, view: View, rng: random.Random, budget: Budget | None = None) -> Action:
        if not isinstance(view, TurtleButtView) or (view.variant, view.phase, len(view.seats)) != (BASIC, "offer", 2):
            raise ValueError("the OpenSpiel peer plays only the offers of a 2-player basic Turtle Butt hand")
        seed = rng.getrandbits(31)
        evaluator = self._mcts.RandomRolloutEvaluator(ROLLOUTS, self._numpy.random.RandomState(seed))
        bot = self._mcts.MCTSBot(
            self.game, self.uct_c, self.simulations, evaluator, solve=True,
            random_state=self._numpy.random.RandomState(seed + 1),
        )
        return HIT if bot.step(self.game.from_view(view)) == TAKE_ACTION else STAY


class HandPeer:
    """What `bench peer` measures here: the first basic hand of two, our bot against `MctsPeer`."""

    def __init__(self) -> None:
        self.title = "Turtle Butt, 2 players, basic hand"
        #: How the hand is framed for our bot: the first of the default 4-hand match at 0-0, or a match
        #: of that one hand (which plays to win the hand).
        self.contexts = {"match": "the first hand of a 4-hand match at 0-0", "hand": "a 1-hand match"}
        self._options: dict[str, dict[str, Any]] = {"match": {"hands": 4}, "hand": {"hands": 1}}

    def check(self) -> None:
        hand_game()

    def bot(self, simulations: int, uct_c: float) -> Bot:
        return MctsPeer(simulations, uct_c)

    def describe(self, simulations: int, uct_c: float) -> str:
        return f"OpenSpiel MCTS, {simulations} simulations, random rollouts, UCT c={uct_c:g}"

    def deal(self, context: str, deck: int) -> GameState[Any, Any]:
        return TurtleButtState.game.new(2, self._options[context], deck)

    def finished(self, state: GameState[Any, Any]) -> bool:
        assert isinstance(state, TurtleButtState)
        return state.hand_no > 0

    def points(self, state: GameState[Any, Any]) -> tuple[int, int]:
        assert isinstance(state, TurtleButtState)
        first, second = (h[0] for h in state.hand_points)
        return first, second


PEER = HandPeer()
