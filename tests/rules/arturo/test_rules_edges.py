"""Arturo rule tests for edge cases the main rule tests leave open, each citing its section.

Sections named in docstrings are those of the rulebook (seeds/004_23e2294c33782b0d.txt). Member values
are worked out by hand from the scorepad values in rules/arturo/data.py (which swaps Dad's and Grandpa
Tut's card backs against the content table, see its docstring): Dad 2 per balloon + 1 per cake, Mom
3 per gift + 1 per festoon, Arturo 1 per teddy + 1 per spring + 1 per pair, Grandma 2 per festoon +
1 per cake, Grandpa Tut 2 per teddy + 1 per balloon, Mindcat 2 per spring + 1 per gift, the Nanny 3
per cobwebbed object under the Cleaning card.
"""

from __future__ import annotations

import pytest

from rules.arturo.data import MEMBER_IDS, PARTY_CARDS
from rules.arturo.events import PlanChanged
from rules.arturo.state import ArturoState
from rules.core import Event, OptionError, get_game

from .stack import ids, stacked

GAME = get_game("arturo")


def act(state: ArturoState, text: str) -> list[Event]:
    return state.apply(state.turn, state.parse(text))


def values(state: ArturoState) -> dict[str, int]:
    """Each plan member's value now, by member id."""
    return {MEMBER_IDS[m]: v for m, v in enumerate(state.member_values())}


# --- End of the Game: what the Birthday and Cleaning piles count for --------------------------


def test_objects_under_cleaning_count_only_for_the_nanny_and_cobwebbed_birthday_objects_count_normally() -> None:
    """End of the Game: the members score what lies under the Birthday card; under the Cleaning card
    only the cobwebbed objects are recorded, in the Nanny's column alone. So a gift and a spring toy the
    Nanny cleaned away give Mom, Arturo and Mindcat nothing, while a cobwebbed cake and festoon under
    the Birthday card count for Dad, Mom and Grandma like clean ones (and not for the Nanny)."""
    state = stacked(2, {1: ["papa-5"], 2: ["nonna-1"], 3: ["stein-3"], 4: ["mamma-1"], 5: ["tut-1"],
                        6: ["nonna-6"]})
    act(state, "activate 1")  # Dad: nothing he wants, turns into a clean gift
    act(state, "activate 2")  # Grandma: nothing she wants, turns into a cobwebbed spring toy
    act(state, "activate 3")  # the Nanny cleans both away
    assert ids(state.cleaning) == ["papa-5", "nonna-1"] and not state.birthday
    # Counted as objects, the gift and spring toy would give Mom 3, Arturo 1 and Mindcat 2 + 1.
    assert values(state) == {"papa": 0, "mamma": 0, "arturo": 0, "nonna": 0, "tut": 0, "mentegatto": 0,
                             "stein": 3}
    act(state, "activate 4")  # Mom: turns into a cobwebbed cake
    act(state, "activate 5")  # Grandpa Tut: turns into a cobwebbed festoon
    assert all(PARTY_CARDS[c].cobwebs for c in state.table)
    act(state, "activate 6")  # Grandma takes the cobwebbed festoon and cake to the Birthday card
    assert sorted(ids(state.birthday)) == ["mamma-1", "tut-1"] and not state.table
    # Dad 1 (cake), Mom 1 (festoon), Grandma 2 + 1; the Nanny still counts only her one cleaned cobweb.
    assert values(state) == {"papa": 1, "mamma": 1, "arturo": 0, "nonna": 3, "tut": 0, "mentegatto": 0,
                             "stein": 3}


# --- Preparation Cards: The Life of the Party ------------------------------------------------

# DEFAULT_PLAN is papa, mamma, arturo, nonna, tut, mentegatto, stein (positions 1-7).
LIFE_ROW = ["the-life-of-the-party", "excuse-me-3", "shall-we-swap-places-nonna-tut", "a-wild-dance-1",
            "all-at-the-party"]


@pytest.mark.parametrize(
    ("crown", "move", "plan_after", "position_after"),
    [
        # Excuse Me! 3: Dad walks from 1 to 4; the crowned Arturo, whom he passes, slides from 3 to 2.
        (3, "prep excuse-me move 1 right 3", "mamma arturo nonna papa tut mentegatto stein", 2),
        # Shall We Swap Places? (Grandma and Grandpa Tut): the crowned Grandma goes from 4 to 5.
        (4, "prep shall-we-swap-places swap nonna-tut", "papa mamma arturo tut nonna mentegatto stein", 5),
        # A Wild Dance 2-3, 4-5, 6-7: the crowned Mindcat goes from 6 to 7.
        (6, "prep a-wild-dance 2-3,4-5,6-7", "papa arturo mamma tut nonna stein mentegatto", 7),
    ],
    ids=["excuse-me", "shall-we-swap-places", "a-wild-dance"],
)
def test_the_life_of_the_party_moves_with_its_member_under_every_plan_changing_card(
    crown: int, move: str, plan_after: str, position_after: int
) -> None:
    """Preparation Cards, The Life of the Party: the card sits on a member and from then on moves
    together with that member, whichever Preparation card later rearranges the plan (That's My Place!
    is covered in test_rules.py)."""
    state = stacked(2, preparation=LIFE_ROW)
    act(state, f"prep the-life-of-the-party crown {crown}")
    crowned = state.plans[0][crown - 1]
    act(state, "activate 1")  # seat 1
    events = act(state, move)
    assert [MEMBER_IDS[m] for m in state.plans[0]] == plan_after.split()
    assert state.plans[0][crown - 1] != crowned  # the card really moved the crowned member
    assert state.crowns[0] == crowned
    assert state.plans[0].index(crowned) + 1 == position_after
    # Everyone sees where the crown lies now; only its owner sees which member wears it.
    assert state.view(1).crown_position(0) == state.view(0).crown_position(0) == position_after
    changed = [e.payload for e in events if isinstance(e.payload, PlanChanged)]
    assert changed and changed[0].crown == MEMBER_IDS[crowned]


# --- Game Setup: player count ---------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 6])
def test_a_game_is_for_two_to_five_players(players: int) -> None:
    """Game Setup: the Preparation cards are dealt only for 2, 3, 4 or 5 players (5 / 8 / 11 / 14 cards),
    and the box holds Family cards for five colours; one player or six are refused. (That 2 to 5 are
    dealt is test_rules.py::test_setup_preparation_cards_dealt_face_up_by_player_count.)"""
    assert GAME.player_range({}) == (2, 5)
    with pytest.raises(OptionError, match="2 to 5 players"):
        GAME.new(players, seed=1)

