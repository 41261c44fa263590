"""What every part of the Arturo table shares: the move in the making, the layout, the names.

The table is put together from named parts (`rivals`, `chooser`, `gestures`, `animation`), each
a mixin over this base, so each reads on its own: the base holds the state they all look at and
the small questions they all ask (whose seat is shown, which member tops a deck).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from desktop.games.arturo.art import Names
from desktop.games.arturo.layout import Layout, layout_for
from desktop.games.arturo.scorepad import LAST_STEP, Scorepad, pad_figures
from desktop.games.arturo.words import Words
from desktop.table.base import GameTable, TableHost
from desktop.table.items import LabelItem
from rules.arturo import Activate, Activating, ArturoAction, ArturoView, Ivo, Prepare, Preparing
from rules.arturo.data import PARTY_CARDS
from rules.core import Action

PARTY_CARDS_BY_ID = {c.id: c for c in PARTY_CARDS}


class ArturoParts(GameTable[ArturoView]):
    """The state shared by the parts of the Arturo table, and the helpers they all use."""

    #: The full arrangement is drawn on 1920×1080 units (layout.py): a narrower or shorter area takes the compact
    #: one (a review's table, under its chart, is 1025 units tall on a full-HD screen).
    COMPACT_WIDTH = 1920.0
    COMPACT_HEIGHT = 1080.0

    def __init__(self, host: TableHost, scene: QGraphicsScene) -> None:
        super().__init__(host, scene)
        self.names = Names("en")
        self.lay: Layout = layout_for(self.area, self.compact)
        #: The Preparation card being carried out on the plan, with the drags made so far.
        self.preparing: Preparing | None = None
        #: An activation still asking a question: whom Grandpa Ivo copies, or which copy to take.
        self.activating: Activating | None = None
        self.seat_anchor: dict[int, QPointF] = {}
        #: Where a rival's "… is thinking" marker goes: over its face-down Family Plan, clear of its chips.
        self.thinking_anchor: dict[int, QPointF] = {}
        self.prompt_label: LabelItem | None = None

    def _language(self) -> Names:
        try:
            language = self.host.setting("language")
        except KeyError:
            language = "en"
        return Names(str(language or "en"))

    def _player(self, seat: int) -> str:
        return self.host.seat_names()[seat]

    @property
    def words(self) -> Words:
        """The table's sentences in the language of this build."""
        return Words(self.names, self._player)

    def _plan_now(self) -> tuple[str, ...]:
        """The shown seat's own plan (empty for a spectator)."""
        v = self.view
        return v.plan or () if v is not None else ()

    def _shown_plan(self, v: ArturoView, seat: int) -> tuple[str, ...] | None:
        """`seat`'s plan as its mat shows it (member ids, leftmost first): with the swaps so far of a Preparation
        card in use on the shown seat's own plan; None where the view hides it."""
        if self.preparing is not None and seat == self.me(v):
            return self.preparing.shown_plan()
        return v.plan_of(seat)

    @staticmethod
    def _deck_member(v: ArturoView, deck: int) -> int | None:
        top = v.deck_top(deck)
        return PARTY_CARDS_BY_ID[top].member if top is not None else None

    @staticmethod
    def _arturo_actions(actions: list[Action]) -> list[ArturoAction]:
        return [a for a in actions if isinstance(a, Activate | Ivo | Prepare)]

    def _refresh(self) -> None:
        if self.view is not None:
            self.rebuild(self.view)

    def cancel(self) -> None:
        """Put the Preparation card back / close the question of an activation."""
        self.preparing, self.activating = None, None
        self._refresh()

    def _build_scorepad(self, v: ArturoView, step: int = LAST_STEP) -> None:
        n = v.num_players
        area = self.area
        colours = [self.host.seat_colour(s) for s in range(n)]
        pad = self.add(Scorepad(pad_figures(v), self.host.seat_names(), colours, self.names,
                                width=min(1800.0, area.width() - 40), height=min(700.0, area.height() - 40)))
        pad.setPos(area.center())
        pad.set_step(step)
        pad.setVisible(not self.covered)  # behind the results card it would only peek out around it

    def set_covered(self, covered: bool) -> None:
        super().set_covered(covered)
        pad = self.items.get("scorepad")
        if pad is not None:
            pad.setVisible(not covered)
