"""Happy Birthday Turtle!!: the table (`table`), the drawings of its pieces (`art`) and its box cover (`cover`).

`GAME` is all the shell reads at start-up; the table is imported when a game begins.
"""

from desktop.table.entry import GameEntry, Shot
from desktop.table.text import translator

_tr = translator("Cover")

GAME = GameEntry(
    package="birthday_turtle",
    title="Happy Birthday Turtle!!",
    colours=("#fde2d3", "#7fcfb0", "#5b3a29"),
    tagline=lambda: _tr("Hurry up the party before Turtle gets home"),
    motif="desktop.games.birthday_turtle.cover:paint_motif",
    table="desktop.games.birthday_turtle.table:BirthdayTurtleTable",
    pictures="desktop.games.birthday_turtle.art:rules_pictures",
    pick_picture="desktop.games.birthday_turtle.art:paint_animal_in",
    shots=(Shot("birthday-turtle", players=3, seed=4, share=0.45),),
)
