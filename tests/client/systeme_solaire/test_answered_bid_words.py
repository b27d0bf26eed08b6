"""A newcomer's findings in Système Solaire (playtest 28): a bid can't be undone once answered, and nothing said so
before it; "+3 to bid" read as a riddle; the coach's Pass said what passing costs but not what it gains; a French
hand card's tip covered the groups; the French log's « Devant Nova : 13 » (the review slow to open on a busy machine:
``tests/client/test_review_busy_machine.py``)."""

from __future__ import annotations

import random
import re
from typing import Any

import pygame
import pytest

from engine.core import Action, english
from engine.systeme_solaire import GAME
from engine.systeme_solaire.positions import position
from game import i18n, record
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import inject, table_app
from tests.client.systeme_solaire.test_coach_raise import _thought_out
from tests.client.test_coach import _follow, _learn


def _point(app: Any, pos: tuple[int, int]) -> list[str]:
    """The pointer moved to ``pos``: the texts the next frame draws."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    app.top.layer.invalidate()
    with record.capture() as items:
        app.frame(DT)
    return record.texts(items)


def _auction(app: Any, table: Any) -> None:
    """Alice holds the marker and opens (SS-11) a round whose groups the computers want too."""
    inject(table, position(4, hands={0: ["P1", "P2", "P3", "P4", "P5", "Jupiter", "Earth", "Pluto"],
                                     1: ["P5", "P4"], 2: ["P1", "P3"], 3: ["P2"]},
                           groups=[["Sun", "Saturn"], ["Mercury", "Venus"], ["Mars"], ["Neptune", "Uranus"]],
                           fronts={0: ["Mars", "Venus"]}, marker=0))
    for _ in range(30):
        app.frame(DT)
    assert table.input_open and table.view.phase == "bid" and table.view.to_act == 0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bid_button_says_before_the_bid_that_it_stands_once_answered(data_dir: str, lang: str) -> None:
    app, table = table_app(4, 2, speed="normal")
    _auction(app, table)
    i18n.set_language(lang)
    try:
        said = i18n.tr("Once the next player answers, your bid can't be undone.")
        bid = next(c.button.rect for c in table.ui.controls() if c.button.key == "bid")
        assert said in " ".join(_point(app, bid.center)), "the Bid button's tip says it (wrapped beside the button)"
        hand = table.ui._shown_rect(("hand", table.bottom), 0, len(table.view.hands[0]))
        assert said not in " ".join(_point(app, hand.center)), "said where the bid is made, not over the cards"
    finally:
        i18n.set_language("en")
    # and it is so: once Nova has answered the bid, Undo no longer takes it back
    app.frame(DT)
    table.play(Action("bid", 1))
    assert table.mod.can_undo, "until the next player answers, Undo takes the bid back"
    for _ in range(600):
        if len(table.mod.recipe.actions) > 1:
            break
        app.frame(DT)
    assert len(table.mod.recipe.actions) == 2, "Nova answered"
    assert not table.mod.can_undo


def _coached() -> tuple[list[str], list[str]]:
    """The Learn game followed where the coach points: every coach text at the player's decisions, and those where
    it advised Pass."""
    app, table = _learn("systeme_solaire")
    texts: list[str] = []
    passes: list[str] = []

    def watch(t: Any) -> None:
        texts.append(t.coach.text.replace("\n", " "))
        assert t.coach.fits(), t.coach.text
        if t.coach.aim == Action("pass"):
            passes.append(texts[-1])

    _follow(app, table, 200, _thought_out(watch))
    return texts, passes


def test_the_coach_says_what_passing_gains_and_what_a_kept_card_is_for(data_dir: str) -> None:  # SS-9..SS-19
    texts, passes = _coached()
    assert passes, "no Pass advised in the Learn game: the test proves nothing"
    for text in passes:
        # what passing gains, a group all the same (SS-19), with what it costs at the order reveal (SS-15)
        assert re.search(r"passing still gets you a group, for about \d+ at the order reveal\.", text), text
    # money kept in hand said in words: "+3 to bid" read as a bid of 3 more (SS-9)
    assert not any(re.search(r"\+\d+ to bid\b", x) for x in texts), [x for x in texts if "to bid" in x]
    assert any(re.search(r"\d+ more in hand to bid with", x) for x in texts), "no kept money said: proves nothing"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hand_card_s_tip_stays_clear_of_the_groups(data_dir: str, lang: str) -> None:
    app, table = table_app(4, 2)
    _auction(app, table)
    groups = [L.group_slot(g, 4) for g in range(4)]
    i18n.set_language(lang)
    try:
        zone = ("hand", table.bottom)
        n = len(table.cards_in(zone))
        for i in range(n):
            r = table.ui._shown_rect(zone, i, n)
            spot = (r.x + 8, r.y + 24)
            _point(app, spot)
            for tip in table.ui.paint_over(app.screen):
                assert tip.collidelist(groups) < 0, (lang, table.cards_in(zone)[i], tip)
                assert not tip.collidepoint(spot)
    finally:
        i18n.set_language("en")


def _front(final: Any, q: int) -> int:
    """Seat ``q``'s front as the results count it: its cards but the Sun (``result_parts``)."""
    from engine.systeme_solaire.table_words import result_parts

    return next(p.points for p in result_parts(final, q) if english(p.label, []) == "Front")


def _logged(line: str, seen: set[str]) -> bool:
    """``line`` drawn, alone or followed by the Sun's part (" · Soleil : 7")."""
    return any(x == line or x.startswith(line + " ") for x in seen)


def test_the_front_s_final_score_reads_as_french_says_a_front(data_dir: str) -> None:  # SS-25
    """« Devant Nova : 13 » read as "in front of Nova": the log says « Nova : devant 13 PV », as a panel says
    « devant 13 PV »."""
    for seed in range(1, 40):  # a random game's last position, where a computer makes the last move
        rng, s = random.Random(seed), GAME.new(3, seed)
        while not GAME.is_over(after := GAME.apply(s, rng.choice(GAME.legal_actions(s)))[0]):
            s = after
        if GAME.to_act(s) != 0:
            break
    app, table = table_app(3, 2, speed="normal")
    inject(table, s)  # a computer makes the last take: the final scoring follows
    i18n.set_language("fr")
    try:
        seen: set[str] = set()
        for _ in range(900):  # the last take, then the final scoring seat by seat, each told in the log
            app.top.layer.invalidate()
            with record.capture() as items:
                app.frame(DT)
            seen |= set(record.texts(items))
            final = table.mod.state.final
            # the front as the results count it, a Sun said apart after it (playtest 32)
            said = [f"{name}\u00a0: devant {_front(final, q)} PV" for q, name in enumerate(table.names)
                    ] if final is not None else ["?"]
            if all(_logged(x, seen) for x in said):
                break
    finally:
        i18n.set_language("en")
    assert all(_logged(x, seen) for x in said), (said, sorted(seen))
    assert not [x for x in seen if x.startswith("Devant ") and "PV" not in x], sorted(seen)
