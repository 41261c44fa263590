"""Arturo: un compleanno da paura (Mario Papini, Ergo Ludo 2021) for 2-5 players."""

from .state import Activate, ArturoGame, ArturoState, ArturoView, Ivo, Prepare

__all__ = ["Activate", "ArturoGame", "ArturoState", "ArturoView", "Ivo", "Prepare"]
