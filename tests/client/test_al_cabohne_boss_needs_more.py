"""The coach counts the beans a Boss still needs (playtest 27, 11-13.png): "Don Corlebohne needs 3 Puff beans to
sell" beside his "sells at 5 beans", holding 2 once given the Puff, read as a wrong figure. The reason says "3
more", after the beans he then holds (playtest 30: "needs 1 more" beside his ×1 was read as counted before the gift):
the figure said and the beans he then holds make his sale threshold, the one under his card (AC-13), in
English and in French, for a gift from the hand (AC-23) and for the card an empty Boss is filled with (AC-24)."""

from __future__ import annotations

import re

import pytest

from engine import GAMES
from engine.al_cabohne.advice import reason
from engine.al_cabohne.cards import BLUE, BROAD, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.facts import BOSS_INDEX
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action, Words
from game import i18n
from game.words import say

AC = GAMES["al_cabohne"]
NEEDS = "{boss} then holds {k} {bean}: {n} more and he sells."


def _needs(w: Words) -> Words | None:
    """The "needs n more" part of a reason joined from parts."""
    if w.text == NEEDS:
        return w
    return next((found for _k, v in w.args if isinstance(v, Words) and (found := _needs(v)) is not None), None)


def _cases() -> list[tuple[object, Action]]:
    # 11.png: Don holds a Puff and sells at 5; the Puff in the hand given to him
    gift = position(1, phase=CULTIVATE, hands={0: [KIDNEY, PUFF, RUNNER, BROAD, KIDNEY, BLUE]},
                    fields={0: [[KIDNEY], [RUNNER], [BLUE]]}, bosses=[[BLUE], [PUFF], [BROAD]], turn=1)
    puff = next(a for a in AC.legal_actions(gift) if a.kind == "give" and a.target == "boss:1")
    # an empty Boss filled before the draw (AC-24), a Puff on top of the discard for the next reveal to hand him
    empty = position(1, phase=CULTIVATE, hands={0: [PUFF, KIDNEY]}, fields={0: [[KIDNEY], [RUNNER], [BLUE]]},
                     bosses=[[BLUE], [], [BROAD]], discard=[PUFF], turn=2)
    ended = AC.apply_legal(empty, next(a for a in AC.legal_actions(empty) if a.kind == "end"))[0]
    fill = next(a for a in AC.legal_actions(ended) if a.kind == "fill" and a.target == "boss:1")
    return [(gift, puff), (ended, fill)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_beans_a_boss_needs_are_counted_from_what_he_holds(lang: str) -> None:  # AC-13, AC-23, AC-24
    was = i18n.language()
    try:
        i18n.set_language(lang)
        for s, a in _cases():
            why = reason(AC.view(s, 0), a)
            assert why is not None
            needs = _needs(why)
            assert needs is not None, say(why, ["Alice"])
            after = AC.apply_legal(s, a)[0]
            j = BOSS_INDEX[a.target]
            held = len(after.bosses[j])
            sells_at = AC.view(after, 0).bosses[j].sells_at  # "sells at 5 beans" under his card
            n = needs.arg("n")
            assert n + held == sells_at, (say(why, ["Alice"]), held, sells_at)
            said = say(needs, ["Alice"])
            # the count's moment said with it (playtest 30: "needs 1 more" read as counted before the gift)
            assert re.search(rf"holds {held} .*\b{n} more\b" if lang == "en" else rf"×{held}\b.*encore {n}\b", said), said
    finally:
        i18n.set_language(was)
