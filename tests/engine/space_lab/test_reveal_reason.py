"""The Hint's reason for a reveal agrees with what recruiting would achieve (SL-5, SL-6, SL-13). Playtest 21: "No
Centre stack holds 2 cards your capsules need; a reveal shows 3." was said while one card in a stack was the last
colour a capsule lacked, and the game review then marked the reveal a mistake; once that was no longer said, the
Hint's reveal there came with no reason at all."""

from __future__ import annotations

import random
from typing import Any

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import english
from engine.review import NONE, judge_steps, mark
from engine.search.hint import brief, hint
from engine.space_lab.advice import reason
from engine.space_lab.cards import AGENCY_OF
from engine.space_lab.facts import capsule_facts
from engine.space_lab.kinds import ActionKind
from engine.space_lab.words import CAPSULE_WORDS, colour_cards

GAME = GAMES["space_lab"]
FEWER = "No Centre stack holds 2 cards your capsules need; a reveal shows 3."


def _completing(v: Any, seat: int) -> list[int]:
    """Agencies of the Centre's stacks holding the one card an open capsule still lacks, none of it in hand."""
    held = {AGENCY_OF[c] for c in v.hands[seat]}
    facts = capsule_facts(v, seat)
    return [ag for ag, stack in enumerate(v.rc) if stack and ag not in held
            and any(f.needs == (ag,) and not f.blocked for f in facts)]


def test_a_reveal_is_not_said_better_when_one_centre_card_completes_a_capsule() -> None:
    """Seeds 0-5, two Normal players: wherever a Centre stack holds a capsule's last missing colour, the reveal's
    reason does not claim the Centre holds too little; and such positions occur."""
    seen = 0
    for seed in range(6):
        s = GAME.new(2, seed)
        bot, rng = make_bot("space_lab", "normal"), random.Random(seed)
        while not GAME.is_over(s):
            seat = GAME.to_act(s)
            draw = [a for a in GAME.legal_actions(s) if a.kind == ActionKind.DRAW]
            if draw and seat is not None:
                v = GAME.view(s, seat)
                if _completing(v, seat):
                    seen += 1
                    said = reason(v, draw[0])
                    assert said is None or english(said, ["Ada", "Bob"]) != FEWER, (seed, s.turn)
            s = GAME.apply(s, decide(bot, situation(GAME, s, rng)))[0]
    assert seen > 5


def _position(seed: int, players: int, move: int) -> Any:
    """The state before the ``move``-th move of a seeded game Normal plays against itself."""
    s = GAME.new(players, seed)
    bot, rng = make_bot("space_lab", "normal"), random.Random(seed)
    for _ in range(move - 1):
        s = GAME.apply(s, decide(bot, situation(GAME, s, rng)))[0]
    return s


def test_the_hints_reveal_past_a_centre_card_that_completes_a_capsule_says_why_and_the_review_agrees() -> None:
    """Seed 1, two players, move 68: Ada's hand is empty, the Pink capsule lacks only Blue and the Centre's Blue
    stack holds one card. The Hint reveals, and says why: that card would validate Pink, but a reveal shows 3
    cards. The Hint's line (as the Hint area and the coach's panel say it) names the card and the capsule, and the
    game review does not mark the reveal (R-16: the Hint and its review judge alike)."""
    s = _position(1, 2, 68)
    v = GAME.view(s, 0)
    assert _completing(v, 0) == [1] and v.rc[1] and not v.hands[0]
    found = hint(GAME, s, 0, random.Random("1:hint:67"), move=68)
    assert found.action.kind == ActionKind.DRAW
    said = reason(v, found.action)
    assert said is not None
    assert said.arg("card") == colour_cards(1) and said.arg("capsule") == CAPSULE_WORDS[2]
    line = english(brief(GAME, found, view=v, reasoned=True), ["Ada", "Bob"])
    assert line.endswith("A Blue card in the Centre would validate the Pink capsule, but a reveal shows 3 cards."), line
    verdict = [x for x in judge_steps(GAME, s, found.action, 68) if x is not None][-1]
    assert verdict.best == found.action
    assert mark("space_lab", verdict.loss, verdict.uncertainty) == NONE, verdict
