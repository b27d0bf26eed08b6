"""What a newcomer's playtest of Space Lab found (issue 18), each checked on what the screen shows.

A hand that cannot pay for any of its cards is greyed and told only what it may do; the station shows no slot
codes; French reads the agencies' French names; text on the table and the rules pages is written whole.
"""

from __future__ import annotations

import random
import re

import pygame

from engine.space_lab import position
from engine.space_lab.cards import lab
from engine.space_lab.content import AGENCY_NAMES, SLOTS
from engine.space_lab.words import describe
from game import i18n
from game import record as shown
from game.tables.space_lab import layout as L
from game.tables.space_lab import paint
from tests.client.driver import DT
from tests.client.space_lab import steps


def _start(players: int = 1, **kw):
    app, table = steps.start(players, 1)
    table.mod.state = position(players, **kw)
    table.view = table.mod.view()
    table.ui.reset()
    table.choices.clear()
    table.refresh()
    table.stage.reset()
    table.layer.invalidate()
    app.frame(DT)
    return app, table


def _dimmed(table, monkeypatch) -> list[pygame.Rect]:
    """The rects the table greys while painting itself at rest."""
    dims: list[pygame.Rect] = []
    real = paint.ui.dim
    monkeypatch.setattr(paint.ui, "dim", lambda surface, r, *a, **kw: (dims.append(pygame.Rect(r)),
                                                                          real(surface, r, *a, **kw)))
    paint.paint(pygame.Surface((1280, 720)), paint.picture_of(table.ui))
    return dims


def test_two_cards_nobody_can_pay_for_are_greyed_and_the_prompt_names_only_what_is_legal(data_dir: str,
                                                                                           monkeypatch) -> None:
    """SL-7: a card costs as many other hand cards as its cost. A hand of a cost-3 and a cost-2 card pays for
    neither: both are greyed, and the line says reveal or recruit, never "or place cards" (screens 145, 146)."""
    hand = [lab("L14"), lab("L09")]  # costs 3 and 2
    app, table = _start(hands={0: hand}, rc={1: [lab("L16")]})
    assert not table.choices.of("place") and {"draw", "recruit"} <= table.choices.kinds
    text = table.ui.prompt()[0]
    assert "place" not in text.lower() and "Reveal 3 Lab cards" in text and "recruit" in text
    rects = dict(table.ui.hand_places())
    assert len(rects) == 2
    dims = _dimmed(table, monkeypatch)
    assert all(any(d.colliderect(rects[c]) and d.w >= rects[c].w - 12 for d in dims) for c in hand)


def test_a_payable_card_stays_lit_and_the_prompt_still_offers_placing(data_dir: str, monkeypatch) -> None:
    """The other side of the same rule: with a cost-0 card beside the cost-3 one, placing is offered and only the
    cost-3 card is greyed."""
    app, table = _start(hands={0: [lab("L14"), lab("L01")]}, rc={1: [lab("L16")]})
    assert "place" in table.ui.prompt()[0]
    rects = dict(table.ui.hand_places())
    dims = _dimmed(table, monkeypatch)
    assert any(d.colliderect(rects[lab("L14")]) for d in dims)
    assert not any(d.colliderect(rects[lab("L01")]) for d in dims)


def test_with_no_stack_to_recruit_the_line_does_not_offer_recruiting(data_dir: str) -> None:
    """SL-6: an empty Recruitment Centre cannot be recruited from: the line says reveal or place."""
    app, table = _start(hands={0: [lab("L01")]})
    assert "recruit" not in table.choices.kinds
    assert "recruit" not in table.ui.prompt()[0].lower()


ENGLISH_AGENCIES = re.compile("|".join(AGENCY_NAMES))


def test_french_log_prompts_and_buttons_name_the_agencies_in_french(data_dir: str) -> None:
    """Every name a player reads is translated: a French game's log, prompts, buttons, tips and the words of every
    move offered never say "Red Rocket" while the columns say Rouge (screens 88, 92, 95)."""
    app, table = steps.start(1, 3)
    i18n.set_language("fr")
    try:
        rng = random.Random(3)
        read: list[str] = []
        for _ in range(40):
            steps.settle(app, table)
            if table.view.final is not None:
                break
            read += [line for line, _c in table.log_lines()]
            read.append(table.ui.prompt()[0])
            read += [table.say(describe(a)) for a in table.choices.legal]
            with shown.capture() as items:  # the tips over the hand and the Recruitment Centre's stacks
                for pos in [r.center for _c, r in table.ui.hand_places()] + [L.rc_column(a).center for a in range(4)]:
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                    app.frame(DT)
            read += shown.texts(items)
            steps.click_move(app, table, steps.bot_move(table, rng))
        assert any("Fusée Rouge" in t or "Futur Bleu" in t or "Explorateur Vert" in t or "Planète d'Or" in t
                   for t in read)
        english = sorted({t for t in read if ENGLISH_AGENCIES.search(t)})
        assert not english, english
    finally:
        i18n.set_language("en")


SLOT_CODE = re.compile(r"^[TMB]\d$")


def test_the_station_shows_no_slot_codes(data_dir: str) -> None:
    """The engine's slot names (T0, M1, B2) mean nothing to a player: an empty station shows none (screen 85)."""
    app, table = _start(hands={0: [lab("L01")]})
    table.layer.invalidate()
    with shown.capture() as items:
        app.frame(DT)
    texts = shown.texts(items)
    assert texts and not [t for t in texts if SLOT_CODE.match(t.strip())]
    assert not [s for s in SLOTS if s in texts]
