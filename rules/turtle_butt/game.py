"""The Turtle Butt game declaration: options, player counts, notation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import FirstPlayer, Game, Option, say

from .actions import TurtleButtAction, parse_action
from .deck import BASIC, LIARS, ROCOCO
from .state import TurtleButtState

#: The rulebook's advice on the Pawns, in our words: a translatable text for tables, plain English for menus.
PAWN_WARNING_TEXT = say(
    "Not recommended: each Pawn carries three suits, so a single Pawn can turn a safe three-suit hand "
    "into Turtle Butt. The rulebook itself says the odds become so lopsided that Pawns are best left out."
)
PAWN_WARNING = str(PAWN_WARNING_TEXT)


#: Matching Pawns scored as a set (1 point a pair) until Pawns stopped scoring; records saved before then
#: lack this key and replay with it on (`record_options`). It is not offered in menus.
PAWN_SETS = Option("pawn_sets", "Pawns score as sets (the older ruling)", False)

#: The liar's game "can be played with groups of any size"; the table seats up to twelve legibly.
LIARS_MAX_PLAYERS = 12
#: Match length and target score belong to the games of many hands: the liar's game runs until one player remains.
MATCHES = (("variant", (BASIC, ROCOCO)),)


class TurtleButtGame(Game):
    id = "turtle-butt"
    name = "Turtle Butt"
    state_class = TurtleButtState
    min_players, max_players = 2, 6
    designer = "David Van Slyke, P.D. Magnus, Cristyn Magnus"
    publisher = "The Decktet (public domain deck)"
    #: The record's `setup`: "deck" fixes the first deal, "dealer" who deals first (see docs/records.md).
    setup_fields: Mapping[str, object] = {"deck": [(str, int)], "dealer": int}
    options = (
        Option("variant", say("Game"), "basic", choices=("basic", "rococo", "liars"),
               choice_labels=(say("Basic game"), say("Rococo game"), say("Liar's game")),
               help=say("Basic: everyone scores their own hand. Rococo: only the best hand plays a scoring round. "
                        "Liar's: one hidden hand, bluff or challenge, last player standing wins (2-12 players)."),
               choice_help=(say("Everyone scores their own hand."),
                            say("Only the best hand plays a scoring round."),
                            say("One hidden hand: bluff or challenge; the last player standing wins (2 to 12 "
                                "players)."))),
        Option("excuse", say("Add the Excuse"), False,
               help=say("The Excuse joins the deck: it has no rank and no suit, so it never scores and never "
                        "adds to Turtle Butt.")),
        Option("pawns", say("Add the Pawns"), False, help=PAWN_WARNING_TEXT),
        Option("hands", say("Hands in the match"), None, low=1, high=99, optional=True,
               help=say("How many hands the match lasts; left unset, every player deals twice, or, with "
                        "a target score, play goes on until someone reaches it."), only_with=MATCHES,
               none_label=say("as usual")),
        Option("target", say("Target score"), None, low=1, high=999, optional=True,
               help=say("The match ends after the hand in which someone reaches this many points."),
               only_with=MATCHES),
    )
    #: Who starts: the rulebook deals and then offers the first card to the dealer's left (in the liar's
    #: game that player draws the first hand), so a new game asks who deals first and records the seat as
    #: `setup["dealer"]`; records without it were dealt by seat 0.
    first_player = FirstPlayer(say("Who deals first? The player on the dealer's left starts."), "dealer")
    bench_options: Mapping[str, object] = {"hands": 1}
    bench_unit = "one hand"
    ruling_options = (PAWN_SETS,)

    def record_options(self, stored: Mapping[str, Any]) -> dict[str, Any]:
        """A record saved before Pawns stopped scoring replays as it was played: Pawn sets scored."""
        options = dict(stored)
        if PAWN_SETS.key not in options and options.get("pawns") is True:
            options[PAWN_SETS.key] = True
        return options

    def has_hidden_information(self, options: Mapping[str, object]) -> bool:
        """Basic and rococo deal everything face up: only the liar's game hides hands."""
        return options.get("variant") == LIARS

    def player_range(self, options: Mapping[str, object]) -> tuple[int, int]:
        """The rulebook seats any group in the liar's game; Party Table stops at twelve, the others at six."""
        return (2, LIARS_MAX_PLAYERS) if options.get("variant") == LIARS else (2, 6)

    def parse_action(self, text: str) -> TurtleButtAction:
        return parse_action(text)
