"""The middle of the Happy Birthday Turtle!! table: the Ant deck and the Celebration deck in their
column, and the party tables in a row, each with its cloth, its Celebration card, its progress track
and the Animal cards lying under it."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from desktop.table.items import CardItem, CubeItem, EmptySpotItem, LabelItem
from desktop.table.text import shown, translator
from desktop.table.zones import DropZone
from rules.birthday_turtle import TurtleView
from rules.core import say_n

from .art import (
    ClothItem,
    TrackItem,
    animal_face,
    ant_back,
    ant_face,
    celebration_back,
    celebration_face,
)
from .layout import UNDER, Layout
from .parts import BirthdayTurtleParts

_tr = translator("BirthdayTurtleTable")


class Middle(BirthdayTurtleParts):
    """Builds the decks and the party tables."""

    def _build_decks(self, view: TurtleView, at: Layout) -> None:
        column, size = at.decks, at.deck_card
        x = column.center().x()
        white = QColor("white")
        # the look walk reads the deck's name with how many cards it has left (the deck has no tooltip)
        self.speak(self.add(LabelItem(_tr("Ant deck"), 17, bold=True, colour=white)), "ant deck") \
            .setPos(x, column.top() + 10)
        deck_y = column.top() + 26 + size.height() / 2
        self.ant_deck_spot = QPointF(x, deck_y)
        deck = self.add(CardItem(size.width(), size.height(), "ant:deck", back_painter=ant_back, face_up=False))
        deck.setPos(self.ant_deck_spot)
        deck.setVisible(view.ant_deck_size > 0)
        left = shown(say_n(view.ant_deck_size, "{n} card left", "{n} cards left"))
        if not view.ant_deck_size:
            self.add(EmptySpotItem(size.width(), size.height(), "ant:empty")).setPos(self.ant_deck_spot)
        self.speak(self._label("ant:count", LabelItem(left, 15, colour=white)), "ant deck") \
            .setPos(x, deck_y + size.height() / 2 + 14)
        self.ant_shown_spot = QPointF(x, deck_y + size.height() + 34)
        if view.ants_revealed:
            seen = self.add(CardItem(size.width(), size.height(), "ant:shown", ant_face, ant_back))
            seen.data_["ant"] = view.ants_revealed[-1]
            seen.setPos(self.ant_shown_spot)
        title = self.add(LabelItem(_tr("Celebration deck"), 17, bold=True, colour=white, width=column.width()))
        # A title that wraps in a narrow column (Italian: "Mazzo Festeggiamenti") pushes the pile down.
        wrapped = title.extra_height()
        pile_top = self.ant_shown_spot.y() + size.height() / 2 + 52 + wrapped
        title.setPos(x, pile_top - 28 - wrapped / 2)
        pile_w = min(column.width() - 10, 150.0)
        for i in range(min(view.celebration_deck_size, 6)):  # the pile shows roughly how many are left
            pile = self.add(CardItem(pile_w, 54, f"celebration:deck:{i}", back_painter=celebration_back,
                                     face_up=False))
            pile.setPos(x, pile_top + 27 - i * 3)
            pile.setToolTip(_tr("Celebration deck"))
        if not view.celebration_deck_size:
            self.add(EmptySpotItem(pile_w, 54, "celebration:empty")).setPos(x, pile_top + 27)
        deck_text = shown(say_n(view.celebration_deck_size, "{n} card left", "{n} cards left"))
        # read after the pile's own "Celebration deck" (its title would say that a second time)
        self.speak(self._label("celebration:count", LabelItem(deck_text, 15, colour=white))) \
            .setPos(x, pile_top + 54 + 20)

    def _build_tables(self, view: TurtleView, at: Layout) -> None:
        self.table_rects = {}
        self.table_spots = {}
        names = self.host.seat_names()
        marks = bool(self.host.setting("colour_blind_marks"))
        for spots, table in zip(at.tables, view.tables, strict=True):
            pattern = table.pattern
            self.table_rects[pattern] = spots.whole
            self.table_spots[pattern] = spots
            self.add(ClothItem(spots.cloth, pattern))
            zone = self.add(DropZone(spots.whole.adjusted(-6, -6, 6, 6), f"table:{pattern}",
                                     shown(table.pattern_name)))
            zone.data_["pattern"] = pattern
            if table.card is not None and table.limit is not None:
                card = self.add(CardItem(spots.card.width(), spots.card.height(), f"celebration:{pattern}",
                                         celebration_face, shows=table.card))
                card.data_["card"] = table.card
                card.setPos(spots.card.center())
                track = self.add(TrackItem(spots.track.width(), table.limit, f"track:{pattern}"))
                track.setPos(spots.track.center())
                cube = self.add(CubeItem(26, QColor("#222222"), f"cube:{pattern}"))
                cube.setZValue(3)
                cube.setPos(track.pos() + track.cell_centre(table.progress))
                left = shown(say_n(table.spaces_left, "{n} space left", "{n} spaces left"))
                card.setToolTip(_tr("{task}: {left}").format(task=shown(table.name) if table.name else "",
                                                            left=left))
            else:
                self._label(f"done:{pattern}", LabelItem(_tr("task done — no Celebration card"), 16,
                                                          colour=QColor("white"), width=spots.card.width(),
                                                          backdrop=QColor(0, 0, 0, 90))) \
                    .setPos(spots.card.center())
            self.add(LabelItem(shown(table.pattern_name), 20, display=True, backdrop=QColor(255, 255, 255, 200))) \
                .setPos(spots.cloth.center().x(), spots.cloth.top() + 22)
            for i, (seat, value) in enumerate(table.under):
                under = self.add(CardItem(UNDER.width(), UNDER.height(), f"under:{pattern}:{i}", animal_face))
                under.data_.update(animal=view.animals[seat], value=value, seat=seat,
                                   seat_colour=self.host.seat_colour(seat))
                under.setPos(spots.under_spot(i, UNDER))
                under.setToolTip(_tr("{name}'s {value}").format(name=names[seat], value=value))
                if marks:
                    under.data_["initial"] = names[seat][:1].upper()
