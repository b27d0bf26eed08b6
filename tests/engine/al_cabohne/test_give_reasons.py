"""A gift to a Boss says why it beats keeping the card (playtest 24): "Give the Puff from your hand to Al Cabohne"
with "it would need a field of its own" read, turn after turn, as feeding the Mafia for nothing."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.al_cabohne.advice import reason
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, KIDNEY, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.al_cabohne.view import project
from engine.core import Action, english
from engine.search.budget import iterations
from engine.search.hint import brief, hint

AC = GAMES["al_cabohne"]


def test_a_gift_no_field_grows_says_the_card_kept_must_be_planted() -> None:  # rules AC-18, AC-23
    state = position(1, phase=CULTIVATE, hands={0: [FIRE, PUFF, BLUE]}, fields={0: [[BLUE], [KIDNEY], [FIRE]]},
                     bosses=[[PUFF], [BROAD], [KIDNEY]])
    view = project(state, 0)
    why = reason(view, Action("give", view.hands[0][1], "boss:0"))
    said = english(why, ["Alice"]) if why is not None else ""
    assert "must be planted" in said and "Puff" in said, said


def _gifts_open(seed: int) -> Iterator[Any]:
    """The positions of a seeded solo game, played at random to turn 6, where a card may be given to a Boss."""
    s, pick = AC.new(1, seed), random.Random(seed)
    while AC.to_act(s) is not None and s.turn <= 6:
        legal = AC.legal_actions(s)
        yield from [s] * any(a.kind == "give" for a in legal)
        s = AC.apply(s, pick.choice(legal))[0]


def test_every_gift_the_hint_names_in_solo_games_says_why() -> None:  # rules AC-23, AC-24
    named = 0
    for s in (s for seed in range(70, 74) for s in _gifts_open(seed)):
        found = hint(AC, s, 0, random.Random(s.turn), iterations(150))
        if found.action.kind != "give":
            continue
        named += 1
        view = AC.view(s, 0)
        bare = english(brief(AC, found, True, view), ["Alice"])
        said = english(brief(AC, found, True, view, True), ["Alice"])
        assert reason(view, found.action) is not None and said != bare, said
    assert named
