"""The Day at the Park table's words: the prompt, each tray button's text and each suggestion, from the
rules' view and the moves on offer (what a move scores is the rules' own text, `ParkView.effect`)."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.games.day_at_the_park.art import (
    Pos,
    adventure_name,
    attraction_name,
    colour_name,
    item_name,
    item_word,
    items_said,
    side_name,
    tier_name,
)
from desktop.table.text import full_sentence, shown, translator
from rules.core import Action, points_text, say_n
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.actions import ParkAction
from rules.day_at_the_park.data import ALL_TILES, CHARACTERS
from rules.day_at_the_park.pending import PendingKind
from rules.day_at_the_park.view import ParkView
from rules.day_at_the_park.words import character_side_words, side_words

_tr = translator("DayAtTheParkTable")


def _me(view: ParkView) -> int:
    return view.seat if view.seat is not None else 0


def prompt(view: ParkView, legal: list[ParkAction], names: list[str], steps: Sequence[Pos], mode: str = "") -> str:
    """The prompt under the piles: whose move it is and what to do (in `mode`, a choice begun from the tray:
    "tricycle", "remove" or "switch", what to pick for it)."""
    if view.over:
        return _tr("The day at the park is over.")
    if not legal:
        who = view.acting[0] if view.acting else view.active
        return _tr("{name} is playing…").format(name=names[who])
    asked = _MODE_PROMPTS[mode]() if mode in _MODE_PROMPTS else prompt_text(view, legal, steps)
    # the player is named, so that in hot-seat play the right person reads on, at any width
    return _tr("{name} — {prompt}").format(name=names[_me(view)], prompt=asked)


#: What to pick once a choice is begun from the tray (Esc, or Cancel, leaves it).
_MODE_PROMPTS = {
    "tricycle": lambda: _tr("Tricycle: pick a lit space to ride to (Esc cancels)."),
    "remove": lambda: _tr("Pick a lit tile to remove from the park (Esc cancels)."),
    "switch": lambda: _tr("Pick a lit figure to swap places with (Esc cancels)."),
}


def prompt_text(view: ParkView, legal: list[ParkAction], steps: Sequence[Pos]) -> str:
    kinds = {type(a) for a in legal}
    if A.Start in kinds:
        return _tr("Choose your character's face-up side and each adventure's side.")
    if A.Figure in kinds:
        return _tr("First turn: click any space of the park to put your figure there.")
    if A.HighFiveStep in kinds:
        return _tr("High five! Click a lit space to step one space away.")
    if A.Reward in kinds:
        return _tr("High-five reward: draw an attraction or wake your nap token.")
    if A.Gain in kinds and view.pending and view.pending[-1].kind is PendingKind.GAIN:
        return _tr("Your tile matches: pick the item you gain.")
    if A.Lift in kinds:
        return _tr("Hello Kitty: click a lit tile to move it, or Done.")
    if A.Place in kinds:
        return _tr("Drag a tile onto a lit space (R, the wheel or a right-click turns it).")
    if view.reach:
        left = view.steps_left - len(steps)
        if steps:
            got = items_said(view.path_items(tuple(steps)))
            more = _tr("no steps left") if left == 0 else shown(say_n(left, "{n} more step possible",
                                                                      "{n} more steps possible"))
            return _tr("Walk collecting {items}; {more}. Confirm the move.").format(items=got, more=more)
        if left <= 0:  # every step of the turn taken (each gained its item): what is left is to stop
            return _tr("No steps left: end your move here.")
        return shown(say_n(left, "Move up to {n} space: drag your figure or click a lit space.",
                           "Move up to {n} spaces: drag your figure or click lit spaces."))
    if A.Refill in kinds:
        return _tr("Draw adventures up to three: pick a pile and a side.")
    if A.Complete in kinds:
        return _tr("Complete adventures (lit cards), then finish your turn.")
    if view.step == "complete":
        return _tr("No adventure can be completed now: finish your turn.")
    if view.step == "end":
        return _tr("Your new tile is drawn. Use special actions, or end your turn.")
    return _tr("Your turn.")


def adventure_side_tip(card: int, side: str) -> str:
    """Setup's toggle for an adventure's side: which side is up, that a click turns the card over, and what
    each side asks for and gives (the rules' words)."""
    other = "advanced" if side == "standard" else "standard"
    head = _tr("{name} shows its {side} side: click to turn it to its {other} side.").format(
        name=adventure_name(card), side=side_name(side), other=side_name(other))
    return "\n".join([head, *(full_sentence(shown(side_words(card, s))) for s in ("standard", "advanced"))])


def character_side_tip(character: str, side: str, up: bool) -> str:
    """Setup's button for a side of the character card: what its action does, and whether it is face up or
    a click turns it face up."""
    state = _tr("Face up now.") if up else _tr("Click to turn this side face up.")
    return full_sentence(shown(character_side_words(character, side))) + "\n" + state


def token_of(action: ParkAction) -> str:
    if isinstance(action, A.Tricycle):
        return "tricycle"
    if isinstance(action, A.Butterfly):
        return "butterfly"
    if isinstance(action, A.Exchange):
        return "exchange"
    if isinstance(action, A.DrawAdventure):
        return "attraction"
    if isinstance(action, A.Bench):
        return action.kind
    return ""


def label_of(a: ParkAction, view: ParkView, planning: bool = False) -> tuple[str, str]:
    """(group, button text) for a tray action; a group of several choices gathers behind one button.
    `planning`: a walk is planned (Stop confirms it)."""
    if isinstance(a, A.Gain):
        return "", _tr("Gain {items}").format(items=items_said(a.items))
    if isinstance(a, A.Reward):
        return "", _tr("Draw an attraction") if a.kind == "attraction" else _tr("Wake your nap token")
    if isinstance(a, A.Bonus):
        return "", effect_text(a, view)
    if isinstance(a, A.Refill):
        return "", _tr("{tier} · {side}").format(tier=tier_name(a.tier), side=side_name(a.side))
    if isinstance(a, A.Take):
        t = ALL_TILES[a.tile]
        return "", _tr("Place the {colour} {item} tile").format(colour=colour_name(t.colour),
                                                                item=item_word(t.item))
    if isinstance(a, A.Trade):
        return "", f"{item_name(a.give)} → {item_name(a.get)}"
    if isinstance(a, A.Discard):
        return "", _tr("Discard {name}").format(name=adventure_name(a.card))
    if isinstance(a, A.DrawAdventure):
        return "attraction", _tr("Draw {tier} · {side}").format(tier=tier_name(a.tier), side=side_name(a.side))
    if isinstance(a, A.Bench):
        return "bench", _tr("Bench side of the {name}: wake up").format(name=attraction_name(a.kind))
    if isinstance(a, A.Butterfly):
        return "", _tr("Use the Butterfly")
    if isinstance(a, A.Exchange):
        return "", _tr("Use the Exchange")
    if isinstance(a, A.CharacterAction):
        return "character", character_label(a, view)
    if isinstance(a, A.Complete):
        how = view.stand_ins(a)
        return "", _tr("Pay {how}").format(how=shown(how)) if how is not None else _tr("Pay exactly")
    if isinstance(a, A.Skip):
        return "", _tr("No tile fits: skip placing")
    if isinstance(a, A.Done):
        pending = view.pending[-1].kind if view.pending else None
        if pending is PendingKind.EXCHANGE:
            return "", _tr("Done trading")
        if pending is PendingKind.KITTY:
            return "", _tr("Done moving tiles")
        if view.step == "end":
            return "", _tr("End turn")
        return "", _tr("Draw and finish") if view.step == "complete" else _tr("Done")
    if isinstance(a, A.Stop):
        if planning:
            return "", _tr("Confirm move")
        # standing still gains the space's item; stopping after steps gains nothing more (each step gained one)
        return "", _tr("End the move here") if view.move.steps else _tr("Stay here (gain its item)")
    return "", str(a)


def effect_text(a: ParkAction, view: ParkView) -> str:
    """A move that scores, in the rules' words: the table never restates the points they award."""
    effect = view.effect(a)
    return shown(effect) if effect is not None else str(a)


def completed_words(count: int, points: int) -> str:
    """The heading over a player's completed adventures: how many, and what they scored, each in its number."""
    return shown(say_n(count, "Completed: {n} adventure, {points}", "Completed: {n} adventures, {points}",
                       points=points_text(points)))


def group_text(group: str) -> str:
    """The button that opens a group of choices."""
    return {"attraction": _tr("Attraction token…"), "bench": _tr("Bench…"),
            "character": _tr("Character action…")}.get(group, group)


def character_label(a: A.CharacterAction, view: ParkView) -> str:
    """The character action in words: what it does with this detail."""
    info = CHARACTERS[view.players[_me(view)].character]
    match a.detail:
        case A.AsPrinted():
            return _tr("Use {name}'s action").format(name=info.name)
        case A.SwapAdventure(card, tier, side):
            return _tr("Swap {card} for the top {tier} card ({side})").format(
                card=adventure_name(card), tier=tier_name(tier), side=side_name(side))
        case A.Gather(items):
            return _tr("Gather {items}").format(items=items_said(items))  # "2 birds", not "bird + bird"
        case A.ThreeOfAKind() | A.OneOfEach():
            return effect_text(a, view)
        case A.RemoveTile():
            return _tr("{name}: take this tile out of the park").format(name=info.name)
        case A.SwitchPlaces():
            return _tr("{name}: swap places with this figure").format(name=info.name)
    return info.name


def target_of(use: A.CharacterUse, view: ParkView) -> Pos | None:
    """The space in the park a character action points at: the tile taken out, the figure swapped with."""
    match use:
        case A.RemoveTile(tile):
            return next((s.pos for s in view.park if s.tile == tile), None)
        case A.SwitchPlaces(seat):
            return view.players[seat].figure
    return None


def hint_words(action: Action, view: ParkView, planning: bool = False) -> str:
    """The suggestion in a player's words: the notation names tiles and spaces by number."""
    if isinstance(action, A.Start):
        opened = view.players[_me(view)].open
        sides = [f"{adventure_name(e.card)} {side_name(side)}"
                 for e, side in zip(opened, action.adventure_sides, strict=False)]
        return _tr("{side} side up; {cards}. Press Ready.").format(side=side_name(action.side),
                                                                   cards=", ".join(sides))
    if isinstance(action, A.Place):
        turns = {0: _tr("as it is"), 90: _tr("turned a quarter to the right"), 180: _tr("turned round"),
                 270: _tr("turned a quarter to the left")}
        return _tr("place the lit tile here, {turn}").format(turn=turns.get(action.rotation, ""))
    if isinstance(action, A.Figure):
        return _tr("start your figure here")
    if isinstance(action, A.Step):
        return _tr("step here")
    if isinstance(action, A.HighFiveStep):
        return _tr("step here for a high five")
    if isinstance(action, A.Tricycle):
        return _tr("ride the Tricycle here")
    if isinstance(action, A.Complete):
        return _tr("complete {name}: {how}").format(name=adventure_name(action.card),
                                                    how=label_of(action, view, planning)[1].lower())
    if isinstance(action, A.Start | A.Figure | A.Place | A.Skip | A.Gain | A.Stop | A.Reward | A.Bonus | A.Done
                  | A.Refill | A.Butterfly | A.Take | A.Exchange | A.Trade | A.DrawAdventure | A.Discard
                  | A.Bench | A.Lift | A.CharacterAction):
        return label_of(action, view, planning)[1]
    return str(action)

