"""Day at the Park's refusals: why an action is not allowed now, and the rulebook section it
belongs to, so that a table or the console can say so in one clear line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import IllegalAction, Text, say, say_n

from . import actions as A
from . import choices
from .actions import ParkAction
from .data import TILE_IDS
from .pending import PendingKind
from .words import tile_words

if TYPE_CHECKING:
    from .state import ParkState

R_PLACE = "1. Place a Park Tile"
R_ITEM = "1. Getting an Item"
R_MOVE = "2. Movement Rules"
R_HIGH_FIVE = "2. Giving a High Five"
R_COMPLETE = "3. Complete Adventures"
R_BONUS = "3. Scoring Bonuses"
R_DRAW = "4. Draw New Tile and Cards"
R_SPECIAL = "Special Actions"
R_CHARACTER = "Character Actions"
R_ATTRACTION = "Attraction Actions"
R_SETUP = "Player Setup"
R_FIRST = "First Turn"


def misplaced(s: ParkState, seat: int, partial: A.PlaceTile) -> IllegalAction:
    """A tile held over the park: why it cannot go there (or anywhere), in the rules' words."""
    tile = partial.tile
    pending = s.subs[-1] if s.subs else None
    placing = pending.tile if pending is not None and pending.kind == PendingKind.PLACE else None
    if tile != placing and (pending is not None or s.step != "place"):
        return IllegalAction(reason(s, seat, A.Place(tile, partial.pos or (0, 0), partial.rotation or 0)),
                             R_PLACE)
    if tile != placing and tile not in s.hands[seat]:
        return IllegalAction(say("{tile} is not in your hand", tile=tile_words(tile)), R_PLACE)
    spots = s.park.placements(tile)
    if not spots:
        return IllegalAction(say("this tile fits nowhere in the park, however it is turned"), R_PLACE)
    if partial.pos is not None:
        turns = [partial.rotation] if partial.rotation is not None else [0, 90, 180, 270]
        problems = [s.park.problem(tile, partial.pos, r) for r in turns]
        return IllegalAction(next((p for p in problems if p is not None), say("the tile cannot go there")),
                             R_PLACE)
    return IllegalAction(say("turned this way the tile fits nowhere: turn it"), R_PLACE)


def rule_of(action: ParkAction) -> str:
    """The rulebook section an action belongs to."""
    rules: dict[type, str] = {
        A.Start: R_SETUP,
        A.Figure: R_FIRST,
        A.Place: R_PLACE,
        A.Skip: R_PLACE,
        A.Gain: R_ITEM,
        A.Step: R_MOVE,
        A.Stop: R_MOVE,
        A.HighFiveStep: R_HIGH_FIVE,
        A.Reward: R_HIGH_FIVE,
        A.Complete: R_COMPLETE,
        A.Bonus: R_BONUS,
        A.Refill: R_DRAW,
        A.CharacterAction: R_CHARACTER,
    }
    return rules.get(type(action), R_ATTRACTION)


def reason(s: ParkState, seat: int, action: ParkAction) -> Text:
    """Why the seat may not take `action` now, in the rules' words."""
    if s.step == "setup":
        if isinstance(action, A.Start):
            return say("you have already made your setup choices")
        return say("everyone must first choose a character side and adventure sides")
    if isinstance(action, A.Start):
        return say("the setup choices are already made")
    if s.subs:
        return say("first settle the pending choice: {choice}", choice=choices.describe(s.subs[-1]))
    if s.step == "figure" and not isinstance(action, A.Figure):
        return say("at the start of your first turn, put your figure on a space of the park")
    if isinstance(action, A.Place):
        if s.step != "place":
            return say("you have already placed a tile this turn")
        if action.tile not in TILE_IDS:
            return say("there is no park tile {tile}; they are numbered {low} to {high}", tile=action.tile,
                       low=min(TILE_IDS), high=max(TILE_IDS))
        if action.tile not in s.hands[seat]:
            return say("{tile} is not in your hand", tile=tile_words(action.tile))
        return s.park.problem(action.tile, action.pos, action.rotation) or say("that placement is not possible")
    if isinstance(action, A.Skip):
        return say("a tile from your hand fits the park, so you must place one")
    if isinstance(action, A.Step):
        if s.step != "move":
            return say("you can only move during the Move step")
        if s.steps >= s.max_steps:
            return say_n(s.steps, "you have already moved {n} space", "you have already moved {n} spaces")
        return say("you may move only to a park space next to yours (never diagonally)")
    if isinstance(action, A.Complete):
        if s.step != "complete":
            return say("adventures are completed in step 3, after moving")
        if action.card not in dict(s.open[seat]):
            return say("that adventure is not one of your open adventures")
        if not s.payments(seat, action.card):
            return say("you do not have the items this adventure needs")
        if action.wilds or action.using:  # the table's ruling: stand-ins pay only for what the hand lacks
            return say("Wild tokens and items used as wild make up only for items you lack; "
                       "the items you hold pay first")
        return say("that is not a way to pay for it")
    if isinstance(action, A.CharacterAction):
        if s.asleep[seat]:
            return say("your nap token shows Zzz: use a Bench action to wake it first")
        return say("your character action cannot be used that way now")
    if isinstance(action, A.Bench) and not s.asleep[seat]:
        return say("your nap token is already on the blank side")
    if isinstance(action, (A.Tricycle, A.Butterfly, A.Exchange, A.DrawAdventure, A.Bench)):
        return say("you have no such attraction token to turn in, or it cannot be used that way")
    return say("that is not possible at this point of the turn")
