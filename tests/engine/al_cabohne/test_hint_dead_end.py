"""The Hint weighs the whole placement of the revealed beans before naming a step (playtest 23: "Put the Kidney bean
on field 1", then "Harvest field 1 … It earns nothing", where harvesting the lone Fire first had given every revealed
bean a field).

AC-11: a lone bean may be harvested only while no field holds two or more; AC-12: a harvest that earns no coin
sends its beans to the discard; AC-22, AC-28: solo, every kept unit is placed whole, on a field or a Boss.
``waste`` (below, on ``room``'s own search) is the fewest beans any order of this turn's harvests and placements loses; ``room.dead_end`` a
placement after which every order loses more."""

from __future__ import annotations

import random

from engine import GAMES
from engine.al_cabohne.positions import position
from engine.al_cabohne.room import _least, _terms, dead_end
from engine.al_cabohne.state import State
from engine.al_cabohne.view import AlCabohneView
from engine.search.hint import hint

AC = GAMES["al_cabohne"]
BLUE, KIDNEY, FIRE, BROAD, PUFF, FRENCH, RUNNER = range(7)


def waste(view: AlCabohneView) -> int:
    """The fewest beans placing every kept unit still to place loses (``room._least``, the search ``dead_end``
    weighs steps by); 0 with nothing kept, or outside the cultivate phase's placements."""
    terms = _terms(view)
    return 0 if terms is None else _least(*terms)


def _lone_fire() -> State:
    """Fields: empty, a lone Fire, a lone French; revealed: Kidney ×2, French, Runner; no Boss is empty or grows
    Runner, so the Runner needs a field. The lone Fire harvested first frees one for it; the Kidney put on field 1,
    or the French on field 3, leaves a field of two the only one that may be harvested (AC-11)."""
    return position(1, fields={0: [(), (FIRE,), (FRENCH,)]}, kept=[(KIDNEY, KIDNEY), (FRENCH,), (RUNNER,)],
                    bosses=[(BLUE, BLUE, BLUE), (BROAD, BROAD), (PUFF,)], hands={0: [BROAD, BLUE, PUFF, KIDNEY]},
                    turn=1)


def test_the_least_an_order_loses_is_the_lone_fire() -> None:  # rules AC-11, AC-12, AC-22, AC-28
    s = _lone_fire()
    view = AC.view(s, 0)
    assert waste(view) == 1
    ends = {(a.card in s.kept[0], a.target) for a in AC.legal_actions(s) if dead_end(view, a)}
    assert ends == {(True, "field:0"), (False, "field:2")}  # the Kidney on field 1, the French on field 3
    assert not dead_end(view, next(a for a in AC.legal_actions(s) if a.card == s.kept[2][0]
                                   and a.target == "field:0"))  # the Runner on field 1 leaves the Fire to harvest


def test_following_the_hint_through_the_placement_loses_only_what_must_be_lost() -> None:  # rules AC-12, AC-28
    """Each step the Hint's, as the coach names it, until the turn's placements are done: it never names a step into
    a dead end, and the turn throws away no more beans than the best order (the lone Fire)."""
    s = _lone_fire()
    thrown = len(s.discard)
    moves = 3
    while AC.to_act(s) == 0 and s.turn == 1 and s.phase == "cultivate" and any(s.kept):
        found = hint(AC, s, 0, random.Random(moves), move=moves + 1)
        assert not dead_end(AC.view(s, 0), found.action), found.ranked[:4]
        s = AC.apply(s, found.action)[0]
        moves += 1
    assert not any(s.kept)
    assert len(s.discard) - thrown <= 1


def _puff_placed() -> State:
    """A real window's turn 1 (playtest 23's seed): the 2 revealed Puff put on field 2 as the Hint said, the Runner
    given to Al; the revealed Blue fits the empty field 3."""
    return position(1, fields={0: [(FIRE,), (PUFF, PUFF), ()]}, kept=[(), (), (BLUE,)],
                    bosses=[(RUNNER,) * 3, (FIRE, FIRE), (KIDNEY,)],
                    hands={0: [PUFF, FRENCH, PUFF, KIDNEY, BROAD]}, turn=1)


def test_the_hint_never_throws_away_the_beans_it_just_placed() -> None:  # rules AC-12, AC-22
    """It said "Harvest field 2 — or, just as good: Give the Kidney …": the 2 Puff just placed, for nothing."""
    from engine.al_cabohne.rules import HARVEST

    s = _puff_placed()
    view = AC.view(s, 0)
    assert waste(view) == 0 and dead_end(view, HARVEST[1])
    assert not dead_end(view, HARVEST[0])  # the lone Fire Don grows: the next tax takes it anyway (AC-17)
    for r in range(3):
        found = hint(AC, s, 0, random.Random(r), move=6 + r)
        assert found.action != HARVEST[1], found.ranked[:4]
