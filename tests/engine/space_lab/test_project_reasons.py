"""A placement's reason says what the seat's own secret Projects gain (section 13, step 4; 15.2: a seat sees only its
own Projects). Playtest 21: the Projects were never mentioned where they decided a move: "It adds 1 VP to your score
now" was said of a card that brought a held Project 4 VP more. Another seat's Projects never change a word said."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import english
from engine.space_lab.advice import reason
from engine.space_lab.cards import PROJECT_IDS
from engine.space_lab.facts import counts, project_points
from engine.space_lab.kinds import ActionKind

GAME = GAMES["space_lab"]
NAMES = ["Ada", "Bob"]
SECRET = "It adds {n} VP now and {p} to your secret Projects."


def _positions(seeds: range) -> Iterator[Any]:
    """Every state of seeded two-player games Normal plays against itself."""
    for seed in seeds:
        s = GAME.new(2, seed)
        bot, rng = make_bot("space_lab", "normal"), random.Random(seed)
        while not GAME.is_over(s):
            yield s
            s = GAME.apply(s, decide(bot, situation(GAME, s, rng)))[0]


def _gain(v: Any, card: int, slot: str) -> int:
    """What placing ``card`` on ``slot`` adds to the seat's own Projects (section 13, step 4)."""
    from engine.space_lab.cards import SLOT_INDEX

    me = v.seat
    after = list(v.stations[me])
    after[SLOT_INDEX[slot]] = card
    n = sum(1 for t in v.tiles[me] if t)
    return project_points(v.projects[me], counts(after), n) - project_points(v.projects[me], counts(v.stations[me]), n)


def test_a_placement_that_feeds_the_seats_own_projects_says_so() -> None:
    """Seeds 0-3: where a placement's reason is about points, and the seat's Projects gain from it, the reason says
    the Projects' share; such reasons come up."""
    said = 0
    for s in _positions(range(4)):
        me = GAME.to_act(s)
        v = GAME.view(s, me)
        for a in GAME.legal_actions(s):
            if a.kind != ActionKind.PLACE:
                continue
            w = reason(v, a)
            if w is not None and w.text == SECRET:
                assert w.arg("p") == _gain(v, a.card, a.target) > 0, english(w, NAMES)
                said += 1
            elif w is not None and w.text.startswith("It adds {n} VP"):
                assert _gain(v, a.card, a.target) <= 0, english(w, NAMES)
    assert said > 10


def test_another_seats_secret_projects_never_change_a_reason() -> None:
    """15.2: the reasons are read from the seat's own view; dealing the other seat any other Projects changes no
    word said for any move."""
    rng = random.Random(5)
    checked = 0
    for k, s in enumerate(_positions(range(2))):
        me = GAME.to_act(s)
        other = 1 - me
        if k % 3 or not s.projects[other]:
            continue
        t = s.copy()
        t.projects[other] = tuple(rng.sample([p for p in PROJECT_IDS if p not in s.projects[me]],
                                             len(s.projects[other])))
        for a in GAME.legal_actions(s):
            w, x = reason(GAME.view(s, me), a), reason(GAME.view(t, me), a)
            assert (w and english(w, NAMES)) == (x and english(x, NAMES)), a
        checked += 1
    assert checked > 10
