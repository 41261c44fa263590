"""Happy Birthday Turtle!! (Kay Kotani): secret Animal and Pattern cards race to finish party tasks."""

from rules.core import register

from .actions import Commit, LaidOut
from .state import BirthdayTurtle, TurtleState
from .view import TableView, TurtleView

register(BirthdayTurtle())

__all__ = ["BirthdayTurtle", "Commit", "LaidOut", "TableView", "TurtleState", "TurtleView"]
