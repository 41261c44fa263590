"""The game-agnostic rules engine: games, states, actions, events, records."""

from .errors import BadNotation, IllegalAction, OptionError, RecordError, RulesError, Said, clip
from .faults import fault
from .game import FirstPlayer, Game, Option, SeatChoice
from .record import Player, Record, json_text, json_value, same_name
from .registry import all_games, game_in_package, game_module, get_game, register
from .state import Action, Event, GameState, Partial, Payload, Result, View
from .text import SeatName, Text, listing, points_text, say, say_n, seat_name

__all__ = [
    "Action",
    "BadNotation",
    "Event",
    "FirstPlayer",
    "Game",
    "GameState",
    "IllegalAction",
    "Option",
    "OptionError",
    "Partial",
    "Payload",
    "Player",
    "Record",
    "RecordError",
    "Result",
    "RulesError",
    "Said",
    "SeatChoice",
    "SeatName",
    "Text",
    "View",
    "all_games",
    "clip",
    "fault",
    "game_in_package",
    "game_module",
    "get_game",
    "json_text",
    "json_value",
    "listing",
    "points_text",
    "register",
    "same_name",
    "say",
    "say_n",
    "seat_name",
]
