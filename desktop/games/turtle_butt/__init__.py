"""Turtle Butt: the table (`table`, with its parts `middle` and `animation` over `parts`, its `pieces` and its
sentences in `words`), the Decktet art it draws with (`decktet_art`) and its box cover (`cover`).

`GAME` is all the shell reads at start-up; the table is imported when a game begins.
"""

from desktop.table.entry import GameEntry, Shot
from desktop.table.text import translator

_tr = translator("Cover")

GAME = GameEntry(
    package="turtle_butt",
    title="Turtle Butt",
    colours=("#f6efe0", "#3c6e71", "#2b2b2b"),
    tagline=lambda: _tr("A Decktet game of turtles in a row"),
    motif="desktop.games.turtle_butt.cover:paint_motif",
    table="desktop.games.turtle_butt.table:TurtleButtTable",
    pictures="desktop.games.turtle_butt.pieces:rules_pictures",
    shots=(Shot("turtle-butt-basic", players=3, seed=3, share=0.4, options={"variant": "basic"}),),
)
