"""The Hello Kitty: Day at the Park table.

Layout (layout.py, for the area the window gives the table): the other players in a strip
along the top; the park in the middle-left, drawn in its own zoomable, pannable window (wheel
over the park zooms it, dragging the meadow pans it, "Fit park" frames the whole park again; the
whole park shows by default, and once zoomed it follows the player's figure); a column on the
right with the piles, the prompt (it names the player whose move it is), the action tray and the
completed adventures; the shown seat's area under the park — the character card with its nap
token, items by kind, attraction tokens, the hand tiles (stacked on a narrow area) and three open
adventures.

Gestures: drag a hand tile over the park (every legal space glows; spaces where the
tile would fit only turned another way glow pink and say so; the wheel, R or a
right-click turns it); drag your figure through up to three spaces, or click them
one after another, then confirm the move; click lit spaces for everything else
that targets the park (first figure, high-five step, Tricycle, tile moves and
removals, Kuromi's swap). Choices without a place on the park (items, rewards,
trades, piles) are buttons in the tray.

Modules: `art` (sizes, colours and the painters of every component), `pieces` (the
graphics items: tiles, tokens, the path, park spaces, the park's window), `table`
(the GameTable: its parts put together, and the gestures) and its parts — `parts` (the state
kept between rebuilds, and acting), `board` (the park), `seats` (the players' mats), `column`
(piles, prompt, tray, completed adventures, banners), `animation` (animations), `words` (the
prompt, buttons and suggestions) —, `layout` (where the zones go for the area the window
gives), `cover` (the lobby's box art). The repaint/pick-up benchmark and the docs'
screenshots are in `tools`. The zoomable park window, turning a held tile, the planned walk and the
tray's pages are the toolkit's (`desktop.table.subarea`, `turning`, `path`, `tray`).
"""

from desktop.table.entry import GameEntry, Shot
from desktop.table.text import translator

_tr = translator("Cover")

GAME = GameEntry(
    package="day_at_the_park",
    title="Hello Kitty: Day at the Park",
    colours=("#dff3d4", "#e2557a", "#2f4a2a"),
    tagline=lambda: _tr("Tiles, friends and high fives in the park"),
    motif="desktop.games.day_at_the_park.cover:paint_motif",
    table="desktop.games.day_at_the_park.table:DayAtTheParkTable",
    pictures="desktop.games.day_at_the_park.art:rules_pictures",
    pick_picture="desktop.games.day_at_the_park.art:paint_character_badge",
    shots=(Shot("day-at-the-park", players=3, seed=5, share=0.55),),
)
