"""A minimal table for the core's toy game (High Card), used to test the toolkit and controller."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from desktop.table import theme
from desktop.table.base import GameTable
from desktop.table.items import ButtonItem, CardItem, LabelItem, TableItem
from desktop.table.zones import DropZone, layout_row
from rules.core import Action, Event, View
from tests.rules.toy_game import Play


def paint_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    p.setPen(theme.INK)
    p.setFont(theme.display_font(48))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(card.data_["value"]))


class ToyTable(GameTable):
    def build(self, view: View) -> None:
        data = view.to_dict()
        legal = self.host.legal_actions()
        self.add(DropZone(QRectF(660, 300, 600, 300), "play", visible_frame=True))
        self.add(LabelItem("Play area", 24)).setPos(960, 270)
        for i in range(3):  # the deck: a stack of backs that all say the same, and no piece to play
            back = self.add(CardItem(100, 140, face_up=False))
            back.setPos(300 + 3 * i, 450 - 3 * i)
            back.setToolTip("The deck")
        rival = self.add(LabelItem(f"B: {data['hand_sizes'][1]} cards", 18))
        rival.setPos(1500, 150)
        rival.setToolTip("The cards B still holds")
        cards = []
        for i, value in enumerate(data["hand"] or []):
            card = self.add(CardItem(140, 200, f"hand:{i}", paint_face))
            card.data_["value"] = value
            card.set_interactive(draggable=bool(legal))
            card.setToolTip(f"A {value}")
            cards.append(card)
        layout_row(cards, QPointF(960, 880))
        shown = data["shown"]
        for i, value in enumerate(shown):
            card = self.add(CardItem(100, 140, f"shown:{i}", paint_face))
            card.data_["value"] = value
            card.setPos(720 + i * 110, 450)
        button = self.add(ButtonItem("Pass", key="pass"))
        button.setPos(1500, 880)
        button.set_enabled(Play(None) in legal)
        button.pressed.connect(self._pass)

    def _pass(self) -> None:
        reason = self.host.submit(Play(None))
        if reason:
            self.reason(reason)

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        if zone.key != "play" or "value" not in item.data_:
            return "cards go to the play area"
        return self.host.why_illegal(Play(item.data_["value"]))

    def drop(self, item: TableItem, zone: DropZone) -> None:
        reason = self.host.submit(Play(item.data_["value"]))
        if reason:
            self.reason(reason)

    def animate(self, events: list[Event], view: View) -> None:
        self.animator.pause(50)
        self.animator.call(lambda: self.rebuild(view))

    def score_lines(self, view: View) -> list[tuple[int, str]]:
        return [(s, f"{n} cards") for s, n in enumerate(view.to_dict()["hand_sizes"])]

    def show_hint(self, action: Action) -> None:
        for item in self.items.values():
            item.set_hint(isinstance(action, Play) and item.data_.get("value") == action.card)
        self.hint(f"play {action}", target=self.zones["play"].sceneBoundingRect().center())
