"""The OpenSpiel peer of `party-table bench peer`: an optional extra, and a faithful model of a basic hand."""

from __future__ import annotations

import random
import sys

import pytest

from rules.bots import Bot, RandomBot
from rules.cli import main
from rules.core import OptionError, get_game
from rules.turtle_butt import TurtleButtState, peer
from rules.turtle_butt.deck import NAMES


def test_bench_peer_says_how_to_install_open_spiel_when_it_is_missing(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # an import of pyspiel now fails
    monkeypatch.setattr(peer, "_GAME", None)
    assert main(["bench", "peer", "--decks", "1"]) == 2
    err = capsys.readouterr().err
    assert "OpenSpiel" in err and "pip install open_spiel" in err and "Traceback" not in err


def test_the_peers_hand_follows_our_rules():
    """Replayed move by move (each card taken a chance event), the peer's model of a basic hand
    ("The basic game") offers the same seat, holds the same cards and scores the same points."""
    pytest.importorskip("pyspiel")
    game = get_game("turtle-butt")
    rng = random.Random(5)
    for seed in range(40):
        state = game.new(2, {"hands": 1}, seed)
        assert isinstance(state, TurtleButtState)
        mirror = peer.hand_game().from_view(state.view(state.to_act()[0]))
        while not state.is_over():
            seat = state.to_act()[0]
            assert mirror.current_player() == seat
            action = rng.choice(state.legal_actions(seat))
            before = len(state.own[seat])
            state.apply(seat, action)
            if str(action) == "hit":
                mirror.apply_action(peer.TAKE_ACTION)
                mirror.apply_action(state.own[seat][before])  # the card our deck dealt
            else:
                mirror.apply_action(peer.STAY_ACTION)
        assert mirror.is_terminal()
        points = state.hand_points
        assert [mirror.points(p) for p in range(2)] == [points[0][0], points[1][0]], [NAMES[c] for c in state.shared]
        assert mirror.returns() == [points[0][0] - points[1][0], points[1][0] - points[0][0]]


def test_the_peer_plays_legal_offers_from_the_view():
    pytest.importorskip("pyspiel")
    state = get_game("turtle-butt").new(2, {"hands": 1}, 3)
    seat = state.to_act()[0]
    action = peer.MctsPeer(simulations=50).choose(state.view(seat), random.Random(0))
    assert action in state.legal_actions(seat)


class _StandInPeer(peer.HandPeer):
    """Turtle Butt's peer with our random bot in OpenSpiel's place, so the bench's loop runs without it."""

    def check(self) -> None:
        pass

    def bot(self, simulations: int, uct_c: float) -> Bot:
        return RandomBot()


def test_bench_peer_finds_the_peer_through_the_game_and_plays_its_hand(monkeypatch):
    """`bench peer` names no game: it takes the first game whose package has a peer.py (Turtle Butt's
    basic hand) and plays every deck twice, the seats swapped, scoring each seat's first-hand points."""
    from rules.bench import peer as bench_peer
    from rules.bots.outside import peer_games

    assert peer_games() == ["turtle-butt"]
    monkeypatch.setattr(bench_peer, "peer_for", lambda game_id: _StandInPeer() if game_id == "turtle-butt" else None)
    row = bench_peer.bench_peer(decks=3, level="easy", context="hand", seed=7)
    assert (row["game"], row["hands"], row["framing"]) == ("turtle-butt", 6, "a 1-hand match")
    assert all(row["ms_per_decision"][who]["decisions"] > 0 for who in ("ours", "peer"))  # both seats played
    with pytest.raises(OptionError, match="contexts are: match, hand"):
        bench_peer.bench_peer(decks=1, context="rococo")
