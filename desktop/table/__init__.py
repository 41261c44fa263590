"""The table toolkit every game's table is built from (game-agnostic; nothing of one game here).

How to write a table for a new game (any package under desktop/games/ is a full one,
tests/desktop/toy_table.py a forty-line one; docs/architecture.md has the whole checklist):

1. Subclass `desktop.table.base.GameTable` over the game's view (``class MyTable(GameTable[MyView])``,
   so `build`, `animate`, `score_lines` and ``self.view`` have the game's view type and need no
   casts) in ``desktop/games/<game>/table.py`` and name it in the
   package's `entry.GameEntry` (``GAME`` in its ``__init__``, ``table="module:Class"``). Whether the game has secrets
   (hot-seat privacy screen) is the rules' `Game.has_hidden_information(options)`, and which
   events reveal something (undo stops there) is each `Event.reveals`: a table declares neither.
2. `build(view)`: lay everything out in ``self.area`` (scene units, set by the view for the window:
   1920×1080 on a full-HD screen, about 1600×860 on a 1280×720 laptop;
   use ``self.compact`` to choose a compact arrangement; text never under 15 units, drawn in its
   box with `painting.draw_fitted`, which wraps, shrinks to that floor and cuts with "…" last) from the
   seat's view (``self.host.perspective`` is the seat, None for a spectator). Put pieces on the table
   with ``self.add(item)``: `items.CardItem` (face/back painted by callbacks
   ``fn(painter, rect, card)``; keep the card's identity in ``card.data_``), `items.TileItem`,
   `items.CubeItem`, `items.TokenItem`, `items.FigureItem`, `items.ButtonItem` (its ``pressed``
   signal), `items.LabelItem` (text, never under 12 px). Give interactive pieces a ``key`` and
   call ``item.set_interactive(draggable=..., clickable=...)``. Every move builds the table anew, so
   give a card what it shows as a value (``CardItem(..., shows=name)``) or a piece of your own a
   `TableItem.look`: its picture is then painted once and copied on every rebuild (`kept`). Add drop targets with
   ``self.add(zones.DropZone(rect, "key"))``; `zones.layout_row` lays out hands.
3. `drop_verdict(item, zone)`: None when the drop is legal now, else the rules' reason —
   ask ``self.host.why_illegal(action)`` for a whole action, or ``self.host.why_not_yet(partial)``
   for a move still being built (a `rules.core.Partial` that says which whole actions it
   admits); never decide legality in the table, never make up throw-away actions to ask.
   `drop(item, zone)`: submit with ``self.host.submit(action)`` (returns the refusal or None),
   or remember one step of a move built in parts and redraw; a path of several steps goes
   whole through ``self.host.submit_sequence(actions)``.
   Dragging, click-then-target, the keyboard ring (Tab/arrows, Enter/Space, Escape; a piece that
   only changes the view, such as a zoom button, sets ``view_control`` and comes last), the
   glow of legal targets and the reason bubble all come from the base class.
4. `animate(events, view)`: queue beats on ``self.animator`` (`anim.Animator`: ``move``,
   ``flip``, ``fade``, ``pause``, ``call``; ``with self.animator.beat():`` runs steps together)
   and finish with ``self.animator.call(lambda: self.rebuild(view))``. Speed 0 (tests, reduce
   motion) applies every end state at once, so the table looks the same either way.
5. Optional: `show_hint(action)` (light the pieces with ``item.set_hint(True)`` and zones with
   ``zone.set_glow("hint")``, then say the move with ``self.hint(text, piece, target)`` (the move
   alone: the bubble's bulb says it is a hint, and the first letter is made a capital): its bubble
   keeps clear of labels and of every item whose class sets ``keeps_clear``, and its arrow to
   ``target`` crosses as few of them as it can, bowing round one in its way), `score_lines(view)`
   for the side panel, the bot marker (``self.add_thinking_label()`` in `build`, and
   `thinking_position(seat, label)` to place it),
   `item_activated(item)` for clicks on non-draggable pieces, and a picture provider for the
   rules text: a function returning {component id: (painter, size)} named by the entry's
   ``pictures`` (`desktop.table.pictures.item_painter` draws any table piece).
6. Shared furniture lives in `panels` (`SeatPanel` — a seat's mat with its badge, in any
   mood via ``fill``/``edge`` —, `InfoBoard`, `ValueSpinner`); user-visible text goes through
   ``_tr = desktop.table.text.translator("MyTable")``. The end screen shows `Result.breakdown`
   as bars grouped by label (the part before ":" or " ("), and offers "Look at the table" for a
   table's own scoring display.

Colours, fonts and textures come from `theme` (`theme.SEAT_COLOURS`: twelve, each with a shape,
`theme.text_font`/`theme.display_font`, `theme.texture("wood" | "felt" | "paper" | "tablecloth")`).
"""
