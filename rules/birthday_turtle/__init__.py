"""Happy Birthday Turtle!! (Kay Kotani): secret Animal and Pattern cards race to finish party tasks."""

from rules.core import register

from .state import BirthdayTurtle, Commit, TurtleState, TurtleView

TurtleState.game = register(BirthdayTurtle())

__all__ = ["BirthdayTurtle", "Commit", "TurtleState", "TurtleView"]
