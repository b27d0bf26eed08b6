"""The Hint's reason for a reveal agrees with what recruiting would achieve (SL-6, SL-13). Playtest 21: "No Centre
stack holds 2 cards your capsules need; a reveal shows 3." was said while one card in a stack was the last colour a
capsule lacked, and the game review then marked the reveal a mistake."""

from __future__ import annotations

import random
from typing import Any

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import english
from engine.space_lab.advice import reason
from engine.space_lab.cards import AGENCY_OF
from engine.space_lab.facts import capsule_facts
from engine.space_lab.kinds import ActionKind

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
