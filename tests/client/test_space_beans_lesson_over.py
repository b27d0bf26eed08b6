"""Space Beans' Learn to play is a whole game, and nothing said where its lesson ended (playtest 32, item 4: "After
8 turns nothing said the lesson part was over or how long it lasts"). Once the lesson's last step is answered, the
coach says the lesson is over and the game goes on; the news of the others' turns is still said after it."""

from __future__ import annotations

import pytest

from engine.space_beans.lesson import FIRSTS, OPENING
from game import i18n, record
from game.kit.coach import LESSON_OVER
from tests.client.driver import learn_from_title
from tests.client.test_coach_follow import _settle


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_coach_says_where_the_lesson_ends(data_dir: str, lang: str) -> None:
    app, table = learn_from_title("space_beans", lang)
    try:
        over = i18n.tr(FIRSTS[LESSON_OVER])
        seen: list[tuple[int, str]] = []  # (the opening lines done, the coach panel's words drawn)
        for _ in range(14):
            with record.capture() as items:
                _settle(app, table)
            seen.append((table.coach.pos, " ".join(record.texts(items))))
            table.play_all(list(table.coach._plan))
        told = [pos for pos, drawn in seen if over in drawn]
        assert told, [drawn[:200] for _, drawn in seen]
        assert all(pos == len(OPENING) for pos in told), "said once the lesson's last step is done, not before"
        assert over not in seen[-1][1], "said once, not at every turn after"
        flip = i18n.tr(FIRSTS["flip-1"], seat1="Orbit")
        assert any(flip in h for h in table.coach.heard), "the news of the others' turns is still said after it"
    finally:
        i18n.set_language("en")
