"""What the Al Cabohne Hint and coach say of a move is true once the move is made: every reason a Hint may give
(``advice.reason``, the line after the move's name) is checked against the position the move leads to, over seeded
games, solo and with two players. "This harvest makes room for your front Kidney" was said after the turn's second
plant (AC-19) and in the cultivate phase, where no plant of the turn follows (the reveal's beans, the draw and the
opponent's leftovers come first, AC-16, AC-20): where
the card is planted next turn, the reason says so; "you then have 1 empty field" must count the fields the move
leaves empty; a tax to come is said as the condition it is, "If not harvested first" (AC-17); "needs 1 more" the
beans the Boss holds once given the card (AC-13)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine import GAMES
from engine.al_cabohne.advice import reason
from engine.al_cabohne.facts import BOSS_INDEX, CT, field_targets
from engine.al_cabohne.kinds import Phase
from engine.al_cabohne.words import BOSS_WORDS
from engine.bots import decide, make_bot, situation
from engine.core import Action, Words, english

GAME = GAMES["al_cabohne"]

# reasons that say the front card (or the next card planted) gets the field the move frees: a plant follows this turn
ROOM = frozenset({
    "Your {bean}, at the front of your hand, fits no field: this harvest makes room for it.",
    "This harvest makes room for your front {bean}, whose field will be taxed next turn: {boss} grows {bean}.",
    "Field {field} is not taxed: it earns {n} coin and makes room for the {bean} at the front of your hand.",
})
# the next card planted, this turn's or, from the cultivate phase, next turn's: it gets the field freed
PLANT_NEXT = "The {bean} you plant next needs a field: this harvest frees one."
# reasons that count the seat's empty fields once the move is made: (text, the count's blank, fields to take off)
EMPTY = {
    "It earns nothing, but you then have {n} empty field for the revealed beans.": ("n", 0),
    "It earns {n} coin, and the revealed beans then have {k} empty fields.": ("k", 0),
    "It earns {n} coin, and once the {bean} is planted the revealed beans still have {k} empty fields.": ("k", 1),
}
# said in the cultivate phase, where no plant is left this turn: the front card, first planted next turn, has a field
NEXT_TURN = "Your {bean}, at the front of your hand, fits no field: this harvest makes room for it next turn."
NEEDS = "{boss} then holds {k} {bean}: {n} more and he sells."


def _parts(w: Words) -> Iterator[Words]:
    """A reason and the sentences it is joined from."""
    yield w
    for _k, v in w.args:
        if isinstance(v, Words):
            yield from _parts(v)


def plants(s: Any) -> bool:
    """A plant of the seat's still comes this turn (AC-18, AC-19)."""
    return bool(s.phase in (Phase.TAX, Phase.LEFTOVERS) or (s.phase == Phase.PLANT and s.planted < 2))


def _false_claims(s: Any, a: Action, why: Words) -> list[str]:
    after = GAME.apply_legal(s, a)[0]
    out = []
    for p in _parts(why):
        if p.text in ROOM and not plants(after):
            out.append(f"no plant follows this turn ({after.phase}, {after.planted} planted)")
        if p.text == PLANT_NEXT and not (plants(after) or after.phase == Phase.CULTIVATE):
            out.append(f"no plant follows before the reveal ({after.phase}, {after.planted} planted)")
        if p.text == NEXT_TURN and (after.phase != Phase.CULTIVATE or not field_targets(after.fields[0],
                                                                                      CT[after.hands[0][0]])):
            out.append(f"no room for the front card next turn ({after.phase})")
        if "will be taxed" in p.text and "{n}" in p.text:  # a tax to come (AC-17): said as the condition it is
            if not p.text.startswith("If not harvested first"):
                out.append("a tax to come said as a fact")
            j = BOSS_WORDS.index(p.arg("boss"))
            if not after.bosses[j]:  # the Boss is filled at the end of the turn (AC-24): with this type alone
                if not _filled_with_own(after, p.arg("n") - 1, j):
                    out.append(f"the fill may give Boss {j} another type than field {p.arg('n')}'s")
                continue
            i, t = p.arg("n") - 1, CT[after.bosses[j][0]]
            if not (after.fields[0][i] and CT[after.fields[0][i][0]] == t):
                out.append(f"field {i + 1} grows no {t}")
        if p.text in EMPTY:
            blank, less = EMPTY[p.text]
            empty = sum(1 for f in after.fields[0] if not f)
            if p.arg(blank) != empty - less:
                out.append(f"{empty} empty fields after it")
        if p.text == NEEDS:
            j = BOSS_INDEX[a.target]
            sells_at = GAME.view(after, 0).bosses[j].sells_at
            if p.arg("n") + len(after.bosses[j]) != sells_at or p.arg("k") != len(after.bosses[j]):
                out.append(f"the Boss then holds {len(after.bosses[j])} and sells at {sells_at}")
    return out


def _filled_with_own(s: Any, i: int, j: int) -> bool:
    """Once the kept units with a field are put there and the turn ended (AC-22, AC-24), empty Boss ``j`` can be
    filled only with the type seat 0 grows on field ``i``."""
    while (step := next((a for a in GAME.legal_actions(s) if a.kind == "place" and a.target.startswith("field")),
                        None)) is not None:
        s = GAME.apply_legal(s, step)[0]
    s = GAME.apply_legal(s, next(a for a in GAME.legal_actions(s) if a.kind == "end"))[0]
    fills = [a for a in GAME.legal_actions(s) if a.kind == "fill" and a.target == f"boss:{j}"]
    return bool(fills and s.fields[0][i]) and all(CT[a.card] == CT[s.fields[0][i][0]] for a in fills)


def seat_zero_choices(players: int, seed: int, **options: Any) -> Iterator[tuple[Any, Any, list[Action], Action]]:
    """A seeded game of Normal computers, at each of seat 0's decisions with a choice: the state, seat 0's view, the
    legal moves and the move then played (played once the caller has looked)."""
    s = GAME.new(players, seed, **options)
    rng = random.Random(seed)
    bots = [make_bot("al_cabohne", "normal") for _ in range(players)]
    while not GAME.is_over(s):
        seat = GAME.to_act(s)
        assert seat is not None
        legal = GAME.legal_actions(s)
        played = decide(bots[seat], situation(GAME, s, rng))
        if seat == 0 and len(legal) > 1:
            yield s, GAME.view(s, 0), legal, played
        s = GAME.apply_legal(s, played)[0]


@pytest.mark.parametrize(("players", "seed", "options"), [(1, 1, {}), (1, 2, {}), (1, 4, {}),
                                                         (2, 2, {"trading": True}), (2, 3, {})])
def test_what_a_reason_says_of_a_move_is_true_once_it_is_made(players: int, seed: int, options: dict[str, Any]
                                                              ) -> None:  # AC-13, AC-16, AC-18, AC-19
    checked, wrong = 0, []
    for s, view, legal, _played in seat_zero_choices(players, seed, **options):
        for a in legal:  # each move a Hint may name, with the reason its line gives
            why = reason(view, a)
            if why is None:
                continue
            checked += 1
            wrong += [(a, english(why, ["Alice", "Bob"]), bad) for bad in _false_claims(s, a, why)]
    assert checked > 100
    assert not wrong, wrong[:5]
