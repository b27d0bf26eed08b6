"""The coach's words are about the decision on screen (playtest 12: the group choice showed the order reveal's
text, round 2's bid showed "A new round: …", 12-grp-coach.png, 16-sun-tip.png): at every decision of the Learn
game the panel's body is a text written for that decision (SS-9..SS-23)."""

from __future__ import annotations

import random
from typing import Any

from engine.bots import Situation, decide, make_bot
from engine.core import filter_events
from game.i18n import tr
from tests.client.test_coach_stale_line import lesson_start


def _texts_for(script: Any, key: str) -> set[str]:
    """Every text the script wrote for decision ``key`` (its opening lines, steady line and first-time note)."""
    found = {line.text for line in script.OPENING if line.key == key}
    found |= {t for k, t in (*script.STEADY.items(), *script.FIRSTS.items()) if k == key}
    return found


def test_every_decision_of_the_learn_game_is_explained_by_its_own_text(data_dir: str) -> None:
    script, game, state, coach = lesson_start("systeme_solaire")
    bots = [make_bot("systeme_solaire", "normal") for _ in range(script.PLAYERS)]
    rng = random.Random(3)
    seen: set[str] = set()
    while (seat := game.to_act(state)) is not None:
        view, legal = game.view(state, 0), game.legal_actions(state)
        if seat == 0:
            coach.tick(view, legal, True)
            key = script.situation(view)
            body = coach.text.split("\n")[0]
            facts = {k: coach.say(v) if not isinstance(v, (str, int)) else v for k, v in script.facts(view).items()}
            assert body in {tr(text, **facts) for text in _texts_for(script, key)}, (key, view.round, body)
            seen.add(key)
        else:
            coach.tick(view, legal, False)
        action = decide(bots[seat], Situation(game, seat, game.view(state, seat), legal, rng, state))
        state, events = game.apply(state, action)
        coach.saw(filter_events(events, 0), seat == 0)
    assert {"bid", "raise", "pay", "select", "take"} <= seen, seen
