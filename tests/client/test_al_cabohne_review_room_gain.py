"""The review's "Why" for a harvest that makes room for the hand's front card says what it gains over the move played
(playtest 28): "This harvest makes room for your front Fire, whose field will be taxed next turn: Joe grows Fire."
named the new field's tax, a cost, and no reason the harvest beat the move played. It now says the coins the harvest
earns and the room it makes for the card no field takes (AC-12, AC-18), existing sentences both; each fact holds on
the table."""

from __future__ import annotations

import random
from typing import Any

from engine import GAMES
from engine.al_cabohne.advice import _front_type, _grower, reason
from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, PUFF
from engine.al_cabohne.cards import CARD_TYPE as CT
from engine.al_cabohne.facts import FIELD_INDEX, field_targets
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import HARVEST
from engine.al_cabohne.state import CULTIVATE
from engine.al_cabohne.words import BEAN_WORDS
from engine.core import Action, Words
from engine.recipe import Recipe
from engine.review import MISTAKE, Decision
from engine.search.hint import reason_over
from tests.client.test_al_cabohne_review_level_why import reviewed_lines

GAME = GAMES["al_cabohne"]
TAXED = "This harvest makes room for your front {bean}, whose field will be taxed next turn: {boss} grows {bean}."


def _room_for_the_front(s: Any) -> tuple[Action, Action] | None:
    """A paying harvest whose Hint reason is the front card's room with its tax, and a move that is no harvest."""
    if s.phase == "over":
        return None
    view = GAME.view(s, 0)
    legal = GAME.legal_actions(s)
    other = next((a for a in legal if a.kind != "harvest"), None)
    for a in legal:
        if a.kind != "harvest" or other is None:
            continue
        i = FIELD_INDEX[a.target]
        said = reason(view, a)
        front = _front_type(view, i)
        if said is not None and said.text == TAXED and view.field_worth[0][i][0] and front is not None \
                and _grower(view, front) is not None:
            return a, other
    return None


def _game_at_the_pair() -> tuple[Recipe, Any, Action, Action]:
    for seed in range(1, 80):
        s, rng, actions = GAME.new(1, seed), random.Random(seed), []
        while not GAME.is_over(s) and len(actions) < 300:
            pair = _room_for_the_front(s)
            if pair is not None:
                return Recipe("al_cabohne", 1, seed, {}, actions), s, *pair
            a = rng.choice(GAME.legal_actions(s))
            s, _ = GAME.apply(s, a)
            actions.append(a)
    raise AssertionError("no deal reached a harvest making room for the front card")


EARNS = "It earns {n} coin and frees a field for the cards to come."
ROOM = "Your {bean}, at the front of your hand, fits no field: this harvest makes room for it."
# from the cultivate phase, where the card is planted next turn (AC-18)
ROOM_NEXT = "Your {bean}, at the front of your hand, fits no field: this harvest makes room for it next turn."


def _said(why: Words) -> dict[str, dict[str, Any]]:
    """The sentences of a why joined one after the other ("{a} {b}"), by their text: their blanks."""
    if why.text == "{a} {b}":
        args = dict(why.args)
        return {**_said(args["a"]), **_said(args["b"])}
    return {why.text: dict(why.args)}


def _earned(s: Any, a: Action) -> int:
    return next(e for e in GAME.apply(s, a)[1] if e.kind == "harvest").value


def test_the_why_says_the_harvest_s_gain_over_the_move_played() -> None:  # rules AC-12, AC-18
    _rec, s, better, played = _game_at_the_pair()
    why = reason_over(GAME, GAME.view(s, 0), better, played)
    assert why is not None
    said = _said(why)
    front = CT[s.hands[0][0]]
    assert TAXED not in said and said[ROOM if s.phase != CULTIVATE else ROOM_NEXT]["bean"] == BEAN_WORDS[front]
    assert said[EARNS]["n"] == _earned(s, better) > 0  # the coins it earns (AC-12)
    # the front card fits no field now; the harvest gives it one, and it is still the next card to plant (AC-18)
    assert not field_targets(s.fields[0], front)
    after = GAME.apply(s, better)[0]
    assert field_targets(after.fields[0], front) and after.hands[0][0] == s.hands[0][0]


def test_beside_another_harvest_it_says_so_where_it_earns_more() -> None:  # rules AC-12, AC-18
    """Either harvest frees a field for the front card: the coins the better one earns are said where the other earns
    less; where it earns more, no coins are claimed."""
    s = position(1, phase=CULTIVATE, hands={0: [PUFF, BLUE]}, fields={0: [[FIRE] * 3, [BLUE] * 2, [KIDNEY]]})
    view = GAME.view(s, 0)
    why = reason_over(GAME, view, HARVEST[0], HARVEST[1])
    assert why is not None
    said = _said(why)
    assert said[EARNS]["n"] == _earned(s, HARVEST[0]) > _earned(s, HARVEST[1])
    assert said[ROOM_NEXT]["bean"] == BEAN_WORDS[PUFF] and not field_targets(s.fields[0], PUFF)
    for a in (HARVEST[0], HARVEST[1]):  # either makes room for it (AC-18)
        assert field_targets(GAME.apply(s, a)[0].fields[0], PUFF)
    back = reason_over(GAME, view, HARVEST[1], HARVEST[0])
    assert back is None or EARNS not in _said(back)


def test_the_review_screen_says_it(data_dir: str) -> None:  # rules AC-12, AC-18
    rec, s, better, played = _game_at_the_pair()
    moves = len(rec.actions)
    rec = Recipe(rec.game, rec.players, rec.seed, rec.options, [*rec.actions, played])
    d = Decision(moves + 1, played, better, 2.0, 0.2, MISTAKE, len(GAME.legal_actions(s)))
    lines = reviewed_lines(rec, d)
    why = next(line for line in lines if line.startswith("Why:"))
    assert "taxed" not in why and "It earns" in why and "front of your hand" in why, why
