"""The Turtle Butt game declaration: options, player counts, notation."""

from __future__ import annotations

from collections.abc import Mapping

from rules.core import Game, Option

from .actions import TurtleButtAction, parse_action
from .state import LIARS, TurtleButtState

PAWN_WARNING = (
    "Not recommended: each Pawn carries three suits, so a single Pawn can turn a safe three-suit hand "
    "into Turtle Butt. The rulebook itself says the odds become so lopsided that Pawns are best left out."
)


#: The liar's game "can be played with groups of any size"; the table seats up to twelve legibly.
LIARS_MAX_PLAYERS = 12


class TurtleButtGame(Game):
    id = "turtle-butt"
    name = "Turtle Butt"
    min_players, max_players = 2, 6
    designer = "David Van Slyke, P.D. Magnus, Cristyn Magnus"
    publisher = "The Decktet (public domain deck)"
    #: The record's `setup`: "deck" fixes the first deal, "dealer" who deals first (see docs/records.md).
    setup_fields: Mapping[str, object] = {"deck": [(str, int)], "dealer": int}
    options = (
        Option("variant", "Game", "basic", choices=("basic", "rococo", "liars"),
               choice_labels=("Basic game", "Rococo game", "Liar's game"),
               help="basic: everyone scores their own hand; rococo: only the best hand plays a scoring round; "
                    "liars: one hidden hand, bluff or challenge, last player standing wins (2-12 players)."),
        Option("excuse", "Add the Excuse", False,
               help="The Excuse joins the deck: it has no rank and no suit, so it never scores and never "
                    "adds to Turtle Butt."),
        Option("pawns", "Add the Pawns", False, help=PAWN_WARNING),
        Option("hands", "Hands in the match", None, low=1, high=99, optional=True,
               help="How many hands the match lasts; none means every player deals twice."),
        Option("target", "Target score", None, low=1, high=999, optional=True,
               help="The match ends after the hand in which someone reaches this many points."),
    )
    bench_options: Mapping[str, object] = {"hands": 1}
    bench_unit = "one hand"

    def has_hidden_information(self, options: Mapping[str, object]) -> bool:
        """Basic and rococo deal everything face up: only the liar's game hides hands."""
        return options.get("variant") == LIARS

    def player_range(self, options: Mapping[str, object]) -> tuple[int, int]:
        """The rulebook seats any group in the liar's game; Party Table stops at twelve, the others at six."""
        return (2, LIARS_MAX_PLAYERS) if options.get("variant") == LIARS else (2, 6)

    def _new(self, num_players: int, options: dict[str, object], seed: int,
             setup: Mapping[str, object] | None) -> TurtleButtState:
        return TurtleButtState(num_players, options, seed, setup)

    def parse_action(self, text: str) -> TurtleButtAction:
        return parse_action(text)
