"""Arturo: un compleanno da paura (Mario Papini, Ergo Ludo 2021) for 2-5 players."""

from .actions import Activate, Activating, ArturoAction, Ivo, Pick, Prepare, Preparing
from .state import ArturoGame, ArturoState
from .view import ArturoView, DeckView, Outcome, SeatView

__all__ = [
    "Activate", "Activating", "ArturoAction", "ArturoGame", "ArturoState", "ArturoView", "DeckView", "Ivo",
    "Outcome", "Pick", "Prepare", "Preparing", "SeatView",
]
