"""Outside searchers to measure our bots against (`party-table bench peer`).

A game that has one offers it in its own package, ``rules/<game>/peer.py``, as ``PEER``: a
`Peer` that deals the stretch of play both sides are measured on (a hand, say), makes the
outside bot, and tells how many points each seat made. The bench finds it through the game
(`peer_for`), so it names no game. Outside libraries are optional extras, never needed to play:
a peer imports its library only when asked for, and `PeerMissing` says how to install it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from rules.core import GameState, all_games, game_module

from .base import Bot


class PeerMissing(RuntimeError):
    """The outside library is not installed; the message says how to install it."""


class Peer(Protocol):
    """What `bench peer` needs of a game's outside searcher (two seats: the peer and one of our bots)."""

    #: What is played, for the report: e.g. the game, the player count and the stretch measured.
    title: str
    #: How the stretch may be framed for our bot, name → description; the first is the default.
    contexts: Mapping[str, str]

    def check(self) -> None:
        """Raise PeerMissing (with how to install it) when the outside library is missing."""

    def bot(self, simulations: int, uct_c: float) -> Bot:
        """The outside searcher as a bot of ours, searching `simulations` times a decision."""

    def describe(self, simulations: int, uct_c: float) -> str:
        """The outside searcher in words, for the report."""

    def deal(self, context: str, deck: int) -> GameState[Any, Any]:
        """A fresh 2-player game dealt from `deck`, framed as `context`."""

    def finished(self, state: GameState[Any, Any]) -> bool:
        """Whether the measured stretch of `state` is over."""

    def points(self, state: GameState[Any, Any]) -> tuple[int, int]:
        """Each seat's points in the measured stretch."""


def peer_for(game_id: str) -> Peer | None:
    """The game's PEER from rules/<game>/peer.py, if it has one."""
    module = game_module(game_id, "peer")
    found: Peer | None = getattr(module, "PEER", None)
    return found


def peer_games() -> list[str]:
    """The ids of the games that have an outside searcher, in the registry's order."""
    return [game.id for game in all_games() if peer_for(game.id) is not None]
