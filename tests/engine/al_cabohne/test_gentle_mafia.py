"""The house variant "gentle Mafia" (option ``gentle``, solo, off by default; not in the original rules):
the Mafia's coins count once at the final score instead of twice (AC-35). Winning still needs a score
strictly above the Mafia's (AC-36)."""

from __future__ import annotations

import random

import pytest

from engine.al_cabohne import GAME
from engine.al_cabohne.cards import FIRE, FRENCH
from engine.al_cabohne.mechanics import final_sale
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, OVER
from engine.al_cabohne.view import if_ended_now
from engine.core import BadConfig, Event, IllegalAction
from engine.recipe import Recipe, replay


def _over(gentle: bool) -> object:
    """A solo game sold out: 15 coins for the player, 10 in the treasury."""
    s = position(1, phase=CULTIVATE, coins={0: 15}, treasury=10, gentle=gentle)
    final_sale(s, [])
    return s


def test_ac35_the_solo_mafia_counts_twice_by_the_rules() -> None:
    """AC-35: 10 coins in the treasury are 20 in solo; 15 loses (AC-36)."""
    s = _over(False)
    assert GAME.mafia_score(s) == 20 and GAME.winners(s) == [] and GAME.counted_winners(s) == []
    assert GAME.view(s, 0).final.mafia == 20


def test_ac35_the_gentle_mafia_counts_once() -> None:
    """AC-35 with the house variant: 10 coins count 10, so 15 wins (AC-36) but is no win the records count."""
    s = _over(True)
    assert GAME.mafia_score(s) == 10 and GAME.winners(s) == [0]
    assert GAME.view(s, 0).final.mafia == 10 and GAME.view(s, 0).final.winners == (0,)
    assert GAME.counted_winners(s) == []  # the Statistics keep a gentle win apart from wins by the rules
    said = GAME.result(s)
    assert "gentle" in said.text and dict(dict(said.args)["result"].args)["score"] == 15 and said.tone == "good"


def test_ac36_a_tie_with_the_gentle_mafia_still_goes_to_the_mafia() -> None:
    s = position(1, phase=CULTIVATE, coins={0: 10}, treasury=10, gentle=True)
    final_sale(s, [])
    assert GAME.winners(s) == []
    assert "gentle" in GAME.result(s).text


def test_if_ended_now_counts_the_gentle_mafia_once() -> None:
    """The figure the table shows during play follows the variant (AC-35), and matches the final sale."""
    s = position(1, phase=CULTIVATE, fields={0: [[FIRE] * 3]}, bosses=[[FRENCH] * 3, [], []], coins={0: 5},
                 treasury=4, gentle=True)
    now = if_ended_now(GAME.view(s, 0))
    n = s.copy()
    ev: list[Event] = []
    final_sale(n, ev)
    assert n.phase == OVER and now == GAME.view(n, None).final
    assert now.treasury == 5 and now.mafia == 5


def test_the_option_is_off_by_default_and_reaches_the_state_and_view() -> None:
    assert not GAME.new(1, 4).gentle
    s = GAME.new(1, 4, gentle=True)
    assert s.gentle and GAME.view(s, 0).gentle and GAME.view(s, None).gentle
    assert GAME.setup_args(1, 4, {})["gentle"] is False


def test_the_option_round_trips_through_a_saved_recipe() -> None:
    """A save is a recipe: the variant comes back with the game, and every move replays under it."""
    rng = random.Random(3)
    s = GAME.new(1, 9, gentle=True)
    moves = []
    while s.phase != OVER:
        a = rng.choice(GAME.legal_actions(s))
        moves.append(a)
        s, _ = GAME.apply(s, a)
    rec = Recipe("al_cabohne", 1, 9, {"gentle": True}, moves)
    back = Recipe.from_dict(rec.to_dict())
    assert back.options == {"gentle": True}
    again, _ = replay(back)
    assert again.gentle and GAME.mafia_score(again) == len(again.treasury) == GAME.mafia_score(s)


@pytest.mark.parametrize("value", ["yes", 1, None, "true"])
def test_a_bad_value_is_refused_clearly(value: object) -> None:
    with pytest.raises(BadConfig, match="gentle"):
        GAME.new(1, 1, gentle=value)


def test_the_gentle_mafia_is_a_solo_variant() -> None:
    """In two-player games the Mafia's coins already count once (AC-35): the option is refused there."""
    with pytest.raises(BadConfig, match="gentle"):
        GAME.new(2, 1, gentle=True)
    assert GAME.new(2, 1, gentle=False).gentle is False


def test_a_gentle_game_refuses_bad_moves_as_any_other() -> None:
    s = GAME.new(1, 2, gentle=True)
    with pytest.raises(IllegalAction):
        GAME.apply(s, GAME.legal_actions(s)[0]._replace(card=999))
