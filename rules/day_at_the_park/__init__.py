"""Hello Kitty: Day at the Park (Roberta Taylor, Maestro Media), 2-5 players."""

from .state import DayAtTheParkGame, ParkState
from .view import ParkView

__all__ = ["DayAtTheParkGame", "ParkState", "ParkView"]
