"""A trade's answer (R-16) shows where it covers no words: floating over the log, "Nova refuses the trade: no free
field left for Broad" ran over the log's lines (among them the same answer); over the piles' row it hid the discard,
the draw pile and the revealed beans (playtest 14); over the opponent's hand, that hand (playtest 28). It stands on a
plate in the opponent's hand row, right of the hand's cards, on two rows where one is too long, clear of the
opponent's fields it speaks of, whole on the screen, in English and in French."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action
from game import i18n, theme
from game.kit.flights import Popup
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, make_app, open_table
from tests.client.layout_walk import _set_language


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _trading_table(lang: str, hand: list[int]) -> tuple[Any, Any]:
    """Two players with the trading variant (R-16), Alice to cultivate with ``hand``; Nova's fields grow Runner and
    French, her hand is a Puff and a Kidney."""
    app = make_app("normal")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1,
                       options={"trading": True})
    app.push(table)
    table.mod.state = position(2, phase=CULTIVATE, trading=True, hands={0: hand, 1: [PUFF, KIDNEY]},
                               fields={0: [[FIRE]], 1: [[RUNNER, RUNNER], [FRENCH]]}, bosses=[[FIRE] * 2, []])
    table.forget_screen()
    app.frame(DT)
    _set_language(lang)
    return app, table


def _propose(app: Any, table: Any, *offers: Action) -> None:
    """Alice ends her cultivate step, opens a trade, gives ``offers`` and asks for a Blue: the proposal is sent."""
    for a in [Action("end"), Action("trade"), *offers, Action("ask", BLUE), Action("propose")]:
        assert a in table.mod.legal(), (a, table.mod.legal())
        table.play(a)
        app.frame(DT)


def _refusal(app: Any, table: Any) -> tuple[str, list[pygame.Rect]]:
    """The other seat's refusal as its answer's plate said it, and where the plate was drawn while it stood."""
    answers: list[pygame.Rect] = []
    refusal = ""
    for _ in range(400):
        app.frame(DT)
        for tw in table.anim.tweens:
            if isinstance(tw, Popup) and not tw.waiting and tw.color == theme.BAD:
                refusal = tw.text.replace("\n", " ")  # its rows
                answers += tw.draw(pygame.Surface(theme.SCREEN.size))
        if answers and not any(isinstance(tw, Popup) and tw.color == theme.BAD for tw in table.anim.tweens):
            break
    return refusal, answers


def test_a_refused_trade_s_answer_covers_no_line_of_the_log(lang: str, data_dir: str) -> None:  # rule R-16
    # Nova grows Runner and French on both fields: two Broad for a Blue leaves no field for the Broad
    app, table = _trading_table(lang, [BROAD, BROAD, BLUE])
    _propose(app, table, Action("offer", table.view.hands[0][0]), Action("offer", table.view.hands[0][1]))
    refusal, answers = _refusal(app, table)
    assert refusal == i18n.tr("{who} refuses the trade: {bean} would have to be planted later, and {who} has no "
                              "field for it", who="Nova", bean=i18n.tr("Broad")), refusal
    assert answers
    for r in answers:
        assert not r.colliderect(L.LOG), (r, L.LOG)
        assert theme.SCREEN.contains(r), r
        assert L.OPP_PANEL.contains(r), (r, L.OPP_PANEL)  # on the panel of the seat that answers
        # clear of the piles, the revealed beans, the Bosses, the opponent's fields and the opponent's hand (playtest
        # 28: the answer lay over the hand's cards)
        n = len(table.view.hands[1])
        for other in (L.DISCARD_PILE, L.DRAW_PILE, L.kept_area(0, 1), L.boss_area(0), L.boss_area(1),
                      *(L.opp_field(i) for i in range(2)), L.opp_coins(), *(L.opp_hand_rect(i, n) for i in range(n))):
            assert not r.colliderect(other), (r, other)


def test_a_trade_refused_for_no_public_reason_still_says_one(lang: str, data_dir: str) -> None:  # rule R-16
    """Playtest 15: "Nova refuses" with no reason left the proposer nothing to go on. A refusal whose reason is the
    refusing hand (here it holds no Blue, which the proposer cannot know) says the hand decided, and names no card
    of it: the answer's plate and the log both."""
    # a Runner for Nova's Runner field, one card for one: nothing public stands against it; Nova holds no Blue
    app, table = _trading_table(lang, [RUNNER, BROAD, BLUE])
    _propose(app, table, Action("offer", table.view.hands[0][0]))
    refusal, _answers = _refusal(app, table)
    said = i18n.tr("{who} refuses the trade: it does not suit {who}'s hand", who="Nova")
    assert refusal == said, refusal
    assert i18n.tr("Puff") not in refusal and i18n.tr("Kidney") not in refusal  # nothing of the hidden hand


def test_beside_a_long_hand_the_answer_still_reads_whole(lang: str, data_dir: str) -> None:  # rule R-16
    """Nova holding 8 cards (the most met at a proposal in 40 random games): the answer's room is narrower; its rows
    are smaller and more, each whole in it."""
    from game.kit.moves import Plate
    from game.tables.al_cabohne.choreo import answer_place

    make_app("instant")
    _set_language(lang)
    text = i18n.tr("{who} refuses the trade: {bean} would have to be planted later, and {who} has no field for it",
                   who="Nova", bean=i18n.tr("Broad"))
    room, size, rows = answer_place(text, 8)
    assert size >= 12 and rows.replace("\n", " ") == text  # fitted above the smallest size, no word lost
    assert all(theme.font(size, True).size(row)[0] <= room.w - 28 for row in rows.split("\n"))
    plate = Plate(rows, room.center, theme.BAD, size=size, rise=0)  # placed as the table places it
    plate.update(0.1)
    (r,) = plate.draw(pygame.Surface(theme.SCREEN.size))
    assert room.contains(r), (r, room)
    assert not any(r.colliderect(L.opp_hand_rect(i, 8)) for i in range(8))
