"""Playtest 31, turn 33: a lone Fire (field 2), taxed, beside Blue ×5 (field 3), with Al Cabohne one Fire from
selling. Paying the tax makes him sell at once (the warning says so); harvesting Blue, then the Fire, tops the discard
with the Fire and the next reveal hands it to him all the same (AC-11, AC-17, AC-21, AC-13), while the Blue is cashed
below its next coin. The Hint, the coach and the review named "Pay tax" with the tax's bare rule as the why, beside a
warning that read as the reason to harvest. The why now says the harvest would not keep the Fire from Al; and it is
true: played that way, Al sells at the reveal."""

from __future__ import annotations

import random

from engine import GAMES
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.facts import CT
from engine.al_cabohne.foresight import fed_by_discard
from engine.al_cabohne.kinds import EventKind
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import END, HARVEST, PAY_TAX
from engine.al_cabohne.state import TAX, State
from engine.al_cabohne.words import BEAN_WORDS, BOSS_WORDS
from engine.core import words
from engine.search.hint import hint, reason, reason_over

AC = GAMES["al_cabohne"]
EITHER_WAY = words("Harvested instead, field {field}'s {bean} would reach {boss} anyway, from the discard.",
                   plural="Harvested instead, field {field}'s {bean} beans would reach {boss} anyway, from the discard.",
                   n=1, field=2, bean=BEAN_WORDS[FIRE], boss=BOSS_WORDS[0])


def _turn33(bosses: list[list[int]] | None = None) -> State:
    return position(2, phase=TAX, fields={0: [[], [FIRE], [BLUE] * 5], 1: [[FRENCH], [PUFF] * 3, [BLUE] * 2]},
                    hands={0: [BLUE, RUNNER], 1: [KIDNEY] * 4}, bosses=bosses or [[FIRE] * 7, [PUFF] * 2],
                    draw_top=[KIDNEY, BROAD, RUNNER, FRENCH, KIDNEY], discard=[BROAD] * 3, coins={0: 24, 1: 18},
                    treasury=26, bought=[0, 1], turn=33, exhaustions=2)


def test_pay_tax_says_the_harvest_would_feed_al_anyway() -> None:  # rules AC-11, AC-17, AC-21
    s = _turn33()
    view = AC.view(s, 0)
    assert view.tax_due == (1,) and not AC.is_legal(s, HARVEST[1])  # AC-11: the lone Fire waits for field 3
    assert reason(AC, view, PAY_TAX) == EITHER_WAY  # the Hint's and the coach's why
    assert reason_over(AC, view, PAY_TAX, HARVEST[2]) == EITHER_WAY  # the review's, beside the harvest played


def test_the_hint_pays_and_the_harvest_feeds_al_at_the_reveal() -> None:  # rules AC-13, AC-17, AC-21
    s = _turn33()
    found = hint(AC, s, 0, random.Random(0), move=278)
    assert found.action == PAY_TAX and AC.is_legal(s, found.action)
    # the harvest the why speaks of: Blue first (AC-11), then the Fire, then no tax is due
    for a in (HARVEST[2], HARVEST[1], PAY_TAX):
        s = AC.apply(s, a)[0]
    assert s.bosses[0] and len(s.bosses[0]) == 7 and CT[s.discard[-1]] == FIRE
    while s.phase != "reveal" and AC.to_act(s) == 0 and any(a.kind == "plant" for a in AC.legal_actions(s)):
        s = AC.apply(s, next(a for a in AC.legal_actions(s) if a.kind == "plant"))[0]
    events = AC.apply(s, END)[1]
    sold = [e for e in events if e.kind == EventKind.BOSS_HARVEST]
    assert sold and sold[0].source == "boss:0" and sold[0].value == 3, events


def test_the_why_names_the_boss_growing_the_lone_bean() -> None:  # rules AC-11, AC-17, AC-21
    """The same table with Al growing Blue and Don Fire: the Blue harvested first (AC-11) tops the discard for Al,
    then the Fire laid on it goes to Don. Those Blue are the earlier harvest's, not the Fire's: the why names Don,
    the Boss growing Fire, who takes it at the reveal (it named Al, fed the Blue, as the first Boss fed enough)."""
    s = _turn33([[BLUE], [FIRE]])
    view = AC.view(s, 0)
    assert view.tax_due == (1, 2) and not AC.is_legal(s, HARVEST[1])  # AC-11: the lone Fire waits for field 3
    assert fed_by_discard(view, HARVEST[1]) == [(0, 0), (1, 0)]  # the Fire's own: one bean to Don, none to Al
    don = words("Harvested instead, field {field}'s {bean} would reach {boss} anyway, from the discard.",
                plural="Harvested instead, field {field}'s {bean} beans would reach {boss} anyway, from the discard.",
                n=1, field=2, bean=BEAN_WORDS[FIRE], boss=BOSS_WORDS[1])
    assert reason(AC, view, PAY_TAX) == don
    # and it is so: harvested Blue then Fire, the reveal hands the Fire to Don
    for a in (HARVEST[2], HARVEST[1], PAY_TAX):
        s = AC.apply(s, a)[0]
    assert CT[s.discard[-1]] == FIRE
    while s.phase != "reveal" and AC.to_act(s) == 0 and any(a.kind == "plant" for a in AC.legal_actions(s)):
        s = AC.apply(s, next(a for a in AC.legal_actions(s) if a.kind == "plant"))[0]
    events = AC.apply(s, END)[1]
    pulled = {e.target: [CT[c] for c in e.cards] for e in events if e.kind == EventKind.DISCARD_PULL}
    assert FIRE in pulled.get("boss:1", []) and FIRE not in pulled.get("boss:0", []), events
