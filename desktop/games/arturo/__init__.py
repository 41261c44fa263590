"""Arturo: un compleanno da paura: the table (`table`, with its parts `rivals`, `chooser`, `gestures`,
`animation` over `parts`, its sentences in `words`; `layout`, `pieces`, `scorepad`, `art`) and its box cover
(`cover`).

`GAME` is all the shell reads at start-up; the table is imported when a game begins.
"""

from desktop.table.entry import GameEntry, Shot
from desktop.table.text import translator

_tr = translator("Cover")

GAME = GameEntry(
    package="arturo",
    title="Arturo",
    colours=("#2c1f4a", "#f28f3b", "#f4ecd8"),
    tagline=lambda: _tr("A spooky-cute birthday at the castle"),
    motif="desktop.games.arturo.cover:paint_motif",
    table="desktop.games.arturo.table:ArturoTable",
    pictures="desktop.games.arturo.table:rules_pictures",
    night=True,
    shots=(Shot("arturo-game", players=3, seed=2, share=0.5),),
)
