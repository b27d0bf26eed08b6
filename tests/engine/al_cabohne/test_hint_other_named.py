"""The Hint names the move beside its best by what tells the two apart (``SearchHooks.other_words``): a kept bean put
on a Boss (AC-22) and a hand card of the same type given to him (AC-23) read as one move twice ("Put the Fire bean on
Al Cabohne … Close behind: Give Fire to Al Cabohne", playtest 16)."""

from __future__ import annotations

from engine.al_cabohne import GAME
from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import english, words
from engine.search.hint import Hint, brief


def test_a_hand_card_beside_a_kept_one_of_its_type_says_where_each_comes_from() -> None:  # rules AC-22, AC-23
    s = position(1, phase=CULTIVATE, hands={0: [FIRE, BLUE]}, fields={0: [[BLUE], [KIDNEY], [RUNNER]]},
                 kept=[[FIRE], [], []], bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]])
    legal = GAME.legal_actions(s)
    place = next(a for a in legal if a.kind == "place" and a.target == "boss:0")
    give = next(a for a in legal if a.kind == "give" and a.target == "boss:0")
    view = GAME.view(s, 0)
    for best, other, said in ((place, give, "Give the Fire from your hand to Al Cabohne"),
                              (give, place, "Put the revealed Fire on Al Cabohne")):
        ranked = ((best, 60, 0.5), (other, 40, 0.5))
        line = english(brief(GAME, Hint(best, words(""), ranked), view=view), ["Alice"])
        assert said in line, line


def test_a_gift_to_a_boss_says_the_card_comes_from_the_hand() -> None:  # rule AC-23
    """Playtest 16: "Give Broad to Joe Bohnano" beside the player's Broad field read as moving the field's beans (which
    AC-23 forbids): the Hint names the gift by where its card comes from, the hand."""
    s = position(1, phase=CULTIVATE, hands={0: [FIRE, BLUE]}, fields={0: [[BLUE], [KIDNEY], [RUNNER]]},
                 kept=[[], [], []], bosses=[[FIRE], [KIDNEY] * 2, []])
    view = GAME.view(s, 0)
    legal = GAME.legal_actions(s)
    give = next(a for a in legal if a.kind == "give" and a.card == s.hands[0][1])
    other = next(a for a in legal if a.kind == "end")
    line = english(brief(GAME, Hint(give, words(""), ((give, 60, 0.5), (other, 40, 0.1))), view=view), ["Alice"])
    assert "Give the Blue from your hand to" in line, line
