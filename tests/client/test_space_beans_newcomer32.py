"""Space Beans after the thirty-second playtest (newcomer, Learn to play and a game against two Normal computers):
the coach names Done only where the step offers it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.space_beans import GAME, card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game import i18n
from game.kit.coach import Coach
from game.tables import coach_script
from game.tables.space_beans import coach as script
from tests.client.space_beans.screens import table_at
from tests.client.test_coach import COACH_BUDGET
from tests.client.test_coach_follow import _settle
from tests.client.test_space_beans_newcomer9 import _english_after  # noqa: F401  (English after each)

K, D, BE, C, BO, M = 0, 1, 3, 4, 5, 6  # types in the spec's order
DONE = {"en": "Done", "fr": "Terminé"}


def _coached_at(state: Any, lang: str, key: str) -> Any:
    """The Learn to play coach over ``state``, its opening come as far as the line for situation ``key``."""
    app, table = table_at(state)
    app.settings.language = lang
    i18n.set_language(lang)
    table.coach = Coach(coach_script("space_beans"), "space_beans", table.say)
    table.coach.pos = next(i for i, line in enumerate(script.OPENING) if line.key == key)
    table.advisor.budget = COACH_BUDGET
    table.forget_screen()
    _settle(app, table)
    return table


# rule SB-20: before the step's first card no Done is offered (10_learn7.png: no collection left after a close; the
# opening's line for it said "Your last card of that type, or Done, ends your turn")
NO_DONE = [
    ("collect-new", position(3, phase=COLLECT, hands={0: [card_id(BE, 8), card_id(C, 6), card_id(BO, 2),
                                                          card_id(M, 2)]})),
    ("collect-start", position(3, phase=COLLECT, hands={0: [card_id(D, 3), card_id(D, 7), card_id(M, 2)]},
                               open={0: [card_id(K, 4)]})),
    ("collect", position(3, phase=COLLECT, hands={0: [card_id(K, 3), card_id(D, 7), card_id(D, 2)]},
                         open={0: [card_id(K, 4)]})),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("key", "state"), NO_DONE, ids=[key for key, _ in NO_DONE])
def test_the_coach_names_done_only_where_the_step_offers_it(data_dir: str, lang: str, key: str, state: Any) -> None:
    assert all(a.kind == "play" for a in GAME.legal_actions(state))  # no Done before a first card (SB-20)
    text = _coached_at(state, lang, key).coach.text
    assert DONE[lang] not in text, text  # the turn's end is said by the last card of the type, where it fits


def test_no_coach_line_names_done_but_the_one_said_once_a_card_is_down() -> None:
    # rule SB-20: the step offers Done only once its first card is down, the "more" situation (``lesson.situation``)
    from engine.space_beans.lesson import OPENING, STEADY

    assert [key for key, text in [*OPENING, *STEADY.items()] if "Done" in text] == ["more"]


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_an_opponent_s_trophy_pile_says_its_points(data_dir: str, lang: str, monkeypatch: Any) -> None:
    # rule SB-24 (77_n33.png): Nova's trophies Moonbohnen 2, 4 and 6 lie in one pile, the 6 on top; its plate said
    # "×3", read as 6 × 3 = 18 where the pile is worth 12. The plate says the pile's points, and the frame passes the
    # layout probe
    from game.kit import labels
    from tests.client.driver import DT
    from tests.client.layout_walk import checked_apps

    state = position(3, phase=COLLECT, hands={0: [card_id(K, 9), card_id(D, 3)]},
                     trophies={1: [card_id(M, 2), card_id(M, 4), card_id(M, 6)]})
    plates: list[str] = []
    real = labels.draw

    def spy(surface: Any, items: Any, *args: Any, **kwargs: Any) -> Any:
        plates.extend(item.text for item in items if item.plate is not None)
        return real(surface, items, *args, **kwargs)

    monkeypatch.setattr(labels, "draw", spy)
    with checked_apps(lang) as rec:
        app, table = table_at(state)
        table.forget_screen()
        app.frame(DT)
        worth = i18n.trn("{n} pt", "{n} pts", 12)
    assert [str(i) for i in rec.issues] == []
    # said once, under the pile ("12/30 pts"): a plate over its cards said it again (playtest 33, s107)
    assert worth not in plates, plates
    assert not any(text.startswith("×") for text in plates), plates


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_names_where_its_card_goes_where_the_step_has_two_places(data_dir: str, lang: str) -> None:
    # rule SB-11, SB-20 (66_n22_hint.png, 135_fr5.png): the step adds to the open Klingbohns or starts the secret
    # collection; Beanliens 5 can only start the secret one, and the Hint said "Best: Beanliens 5." under "Click a
    # card to add to your open collection or start your secret one"
    from engine.search.hint import Hint, why
    from tests.client.test_space_beans_newcomer9 import _table_in

    hand = [card_id(K, 9), card_id(D, 4), card_id(BE, 5), card_id(BE, 5, 1), card_id(M, 9)]
    state = position(3, phase=COLLECT, hands={0: hand}, open={0: [card_id(K, 4)]})
    legal = GAME.legal_actions(state)
    assert {a.target for a in legal} == {"open", "secret"}
    best = next(a for a in legal if a.card == card_id(BE, 5))
    assert [a.target for a in legal if a.card == best.card] == ["secret"]  # its one place
    other = next(a for a in legal if a.target == "open")
    table = _table_in(state, lang)
    ranked = ((best, 60, 0.5), (other, 40, 0.4))
    table.advisor._advice = Hint(best, why(GAME, ranked, view=table.view), ranked)
    table.advisor._advice_at, table.advisor._shown = table.advisor._position(), True
    table.forget_screen()
    line = table.prompt_line()[0]
    place = table.say(GAME.describe_in(table.view, best))  # "Start a secret collection with Beanliens 5"
    assert place.lower() in line.replace("\n", " ").lower(), line  # lowered after « : » in French
