"""A gift to a Boss says why it beats keeping the card (playtest 24): "Give the Puff from your hand to Al Cabohne"
with "it would need a field of its own" read, turn after turn, as feeding the Mafia for nothing."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.al_cabohne import foresight
from engine.al_cabohne.advice import _fill_tax, reason
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, KIDNEY, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.al_cabohne.view import project
from engine.core import Action, Words, english
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


def _named_gifts(seeds: range) -> Iterator[tuple[Any, Any]]:
    """The Hint's finds that give a card to a Boss, with the seat's view, over the seeded games' open gifts."""
    for s in (s for seed in seeds for s in _gifts_open(seed)):
        found = hint(AC, s, 0, random.Random(s.turn), iterations(150))
        if found.action.kind == "give":
            yield found, AC.view(s, 0)


def test_every_gift_the_hint_names_in_solo_games_says_why() -> None:  # rules AC-23, AC-24
    named = 0
    for found, view in _named_gifts(range(70, 74)):
        named += 1
        bare = english(brief(AC, found, True, view), ["Alice"])
        said = english(brief(AC, found, True, view, True), ["Alice"])
        assert reason(view, found.action) is not None and said != bare, said
    assert named


# What a gift from the hand gains the seat (``advice._gift_gain``): each one says it in the seat's terms
GAINS = frozenset({
    "No field of yours grows {bean}: kept, it must be planted, taking one of your fields.",
    "The game ends with this turn: the cards in your hand count for nothing.",
    "The cards behind it in your hand come up sooner.",
    "With {n} card left in your hand, the draw gives you {m}.",
    "Your hand is a card shorter: the cards you draw come up sooner.",
    "{boss} is empty and must get a card before the draw: no field of yours grows {bean}, so it costs you nothing.",
    "{boss} is empty and must get a card before the game ends: no field of yours grows {bean}, so it costs you "
    "nothing.",
})
MAFIA_NEEDS = "{boss} then holds {k} {bean}: {n} more and he sells."


def _texts(w: Words) -> list[str]:
    """The templates of ``w`` and of the words nested in it (a reason joined from parts)."""
    return [w.text, *(t for _k, v in w.args if isinstance(v, Words) for t in _texts(v))]


def test_every_gift_the_hint_names_says_what_the_seat_gains_and_what_the_mafia_does_not() -> None:
    # rules AC-13, AC-23, AC-24; playtest 25: "Give the Puff from your hand to Al Cabohne" with a local fact alone
    # still read as feeding the opponent: the reason says what the seat gains, and how far the Boss still is from
    # selling (the Mafia gains no coin by the gift now), unless the gift makes him sell (then the warning says so)
    named = 0
    for found, view in _named_gifts(range(70, 76)):
        named += 1
        why = reason(view, found.action)
        assert why is not None
        texts = _texts(why)
        said = english(brief(AC, found, True, view, True), ["Alice"])
        assert GAINS & set(texts), said
        # where the engine warns of what the gift brings the Mafia (a sale, a reveal: ``foresight.warnings``), the
        # warning says it, as it says the tax the gift leads to where only a type the seat grows is left to fill an
        # empty Boss with (``advice._fill_tax``); else how far the Boss still is from selling
        assert foresight.warnings(view, found.action) or _fill_tax(view, found.action) or MAFIA_NEEDS in texts, said
    assert named >= 20
