"""The move that ends the game says what the end then scores for everyone (SB-25, SB-27, SB-28): the prompt, the
coach's close line and the reasons (Hint, review), from the seat's own view."""

from engine.core import Action, english
from engine.space_beans import GAME, card_id
from engine.space_beans.advice import close_figure, reason
from engine.space_beans.positions import position
from engine.space_beans.state import State
from engine.space_beans.words import goal_reached, prompt

K, D, BL, BE, CE, BO, MO = range(7)
NAMES = ["Alice", "Nova", "Orbit"]


def playtest() -> State:
    """Alice at 28 may close Centauribohnen [2, 7] for +2 and reach 30; Nova (29) holds an open Klingbohns of five
    cards with a 5 (+5), Orbit (26) an open Moonbohnen [7, 6, 5, 4] (+4) and five secret cards (playtest 23)."""
    nova_open = [card_id(K, v, 0) for v in (6, 5, 9, 8, 7)]
    orbit_open = [card_id(MO, v, 0) for v in (7, 6, 5, 4)]
    orbit_secret = [card_id(BO, v, 0) for v in (5, 6, 7, 8, 9)]
    return position(3, hands={0: [card_id(BL, 4, 0), card_id(BO, 8, 1)], 1: [card_id(D, 2, 0)]},
                    open={0: [card_id(CE, 2, 0), card_id(CE, 7, 0)], 1: nova_open, 2: orbit_open},
                    secret={2: orbit_secret}, trophies={0: [card_id(D, 9, 1), card_id(BL, 9, 1), card_id(BE, 9, 1), card_id(D, 1, 0)],
                              1: [card_id(D, 9, 0), card_id(BL, 9, 0), card_id(BE, 9, 0), card_id(BE, 2, 0)],
                              2: [card_id(CE, 9, 0), card_id(CE, 9, 1), card_id(D, 8, 0)]},
                    phase="close")


END = ("Closing scores +2 and reaches 30: the game ends, with +3 for reaching it. All collections then count: "
       "Alice 33, Nova 34, Orbit 30–35. You would lose.")
# the reason's short form names the strongest rival: Orbit may reach 35


def test_the_close_that_reaches_the_goal_says_the_end_scores_and_the_loss() -> None:
    # rule SB-25, SB-27, SB-28: 28 + 2 + 3 = 33; Nova 29 + 5 = 34; Orbit 26 + 4, and its face-down five cards
    # score 0 or 5 (SB-16): Nova's 34 alone beats 33
    s = playtest()
    v = GAME.view(s, 0)
    assert v.trophy_points[:3] == (28, 29, 26)
    assert english(prompt(v, 0, GAME.legal_actions(s)), NAMES) == END


def test_the_coach_and_the_reasons_say_the_end_too() -> None:
    # rule SB-27: the close's reason and the keep's (the review's "why" of a Done at the goal's door) say the count
    s = playtest()
    v = GAME.view(s, 0)
    figure = close_figure(v, 0)
    assert figure is not None and english(figure, NAMES) == END
    for a in (Action("close"), Action("end")):
        why = reason(v, a)
        assert why is not None and english(why, NAMES) == "Game ends; final count: you 33, Orbit 30–35. You would lose."


def test_the_goal_reached_line_says_the_end_scores_to_each_seat_from_its_own_view() -> None:
    # rule SB-25, SB-27: once Alice has 30 the game ends with her turn; Nova sees Alice's secret as 0 or its count
    s = position(3, hands={0: [card_id(BL, 4, 0)]}, open={0: [card_id(CE, 2, 0), card_id(CE, 7, 0)]},
                 secret={0: [card_id(D, 1, 0)]}, trophies={0: [card_id(D, 9, 1), card_id(BL, 9, 1), card_id(BE, 9, 1), card_id(D, 3, 0)]}, phase="collect")
    mine = goal_reached(GAME.view(s, 0))
    theirs = goal_reached(GAME.view(s, 1))
    assert mine is not None and theirs is not None
    assert english(mine, NAMES).endswith("All collections then count: Alice 36, Nova 0, Orbit 0. You would win.")
    assert english(theirs, NAMES).endswith("Alice 35–36, Nova 0, Orbit 0. You would lose.")
