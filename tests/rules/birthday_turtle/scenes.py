"""Table situations several Birthday Turtle tests set up."""

from __future__ import annotations

from rules.birthday_turtle.state import TurtleState


def pick_flowers_on_polka_dot(state: TurtleState) -> int:
    """Pick Flowers (limit 3) on the Polka-dot table, and every Polka-dot Ant card spent: nothing but a
    player's card moves that cube any more. Returns the table's index."""
    spent = ["ant-polka-dot-1", "ant-polka-dot-2", "ant-polka-dot-stripe"]
    state.ant_deck = [a for a in state.ant_deck if a not in spent]
    state.ant_revealed = spent
    t = state.tables.index("polka-dot")
    state.cards[t] = "pick-flowers"
    return t
