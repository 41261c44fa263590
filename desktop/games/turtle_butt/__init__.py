"""The Turtle Butt table and the Decktet art it draws with."""

from desktop.games.turtle_butt.table import SuitTracker, TurtleBanner, TurtleButtTable, rules_pictures

__all__ = ["SuitTracker", "TurtleBanner", "TurtleButtTable", "rules_pictures"]
