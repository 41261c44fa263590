"""The Happy Birthday Turtle!! table (`table`) and the drawings of its pieces (`art`)."""

from .art import hustle_change, rules_pictures
from .table import BirthdayTurtleTable

__all__ = ["BirthdayTurtleTable", "hustle_change", "rules_pictures"]
