"""Space Beans, Learn to play: every cue points at the coach's one move (playtest 14, 06-learn.png, 13-draw.png: the
draw pile, or the open collection, kept its moving "click me" outline while the coach picked "Don't draw" or
"Done — keep it"; cur2.png: with eight cards in hand the coach's arrow beside "Done — keep it" was not drawn)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.core import Action
from engine.space_beans import GAME, card_id
from engine.space_beans.positions import position
from engine.space_beans.state import CLOSE, DRAW
from game.kit.coach import arrow
from game.kit.table import Table
from game.tables.space_beans import layout as L
from tests.client.space_beans.screens import BE, BL, EIGHT, MO, K, table_at

WIDE = [*EIGHT, card_id(MO, 3)]  # nine cards: the hand at its widest


def _glows(table: Any) -> list[pygame.Rect]:
    return table.ui.paint_live(pygame.Surface((1280, 720)))


def _pick(monkeypatch: pytest.MonkeyPatch, action: Action | None) -> None:
    monkeypatch.setattr(Table, "coach_pick", property(lambda self: action))


def test_the_draw_pile_pulses_only_when_the_coach_picks_the_draw(data_dir: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # SB-6: at the draw step a player draws 2 cards or does not draw
    state = position(3, phase=DRAW, hands={0: [card_id(K, 4), card_id(K, 7)]}, open={0: [card_id(BE, 2)]})
    kinds = {a.kind for a in GAME.legal_actions(state)}
    other = next(a for a in GAME.legal_actions(state) if a.kind != "draw")
    assert "draw" in kinds
    _app, table = table_at(state)
    pile = L.DRAW_PILE
    _pick(monkeypatch, None)
    assert any(r.colliderect(pile) for r in _glows(table)), "with no coach, the pile invites a click"
    _pick(monkeypatch, other)
    assert not any(r.colliderect(pile) for r in _glows(table)), "the coach says not to draw: the pile is still"
    _pick(monkeypatch, Action("draw"))
    assert any(r.colliderect(pile) for r in _glows(table)), "the coach's own move pulses"


def test_the_arrow_is_drawn_beside_done_keep_it_with_the_widest_hand(data_dir: str,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # SB-15: at the close step the player may close the open collection or keep it (Done)
    state = position(6, phase=CLOSE, hands={0: WIDE}, open={0: [card_id(K, 4), card_id(K, 7)]},
                     secret={0: [card_id(BL, 2), card_id(BL, 5)]})
    app, table = table_at(state)
    whole = max(r.right for _c, r in table.ui.hand_places())  # no coach: the hand has the whole width
    monkeypatch.setattr(Table, "coach_speaking", property(lambda self: True))  # Learn to play's coach speaks
    assert max(r.right for _c, r in table.ui.hand_places()) < whole
    done = next(o.rect for o in table.current_offers() if isinstance(o.key, Action) and o.key.kind == "end")
    hand = max(r.right for _c, r in table.ui.hand_places())
    assert len(table.ui.hand_places()) == len(WIDE) and hand < done.x - 40, (hand, done)
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    grow = 9  # the ring at its widest
    pygame.draw.rect(surface, (80, 220, 255), done.inflate(grow * 2, grow * 2), 4, border_radius=10)
    assert arrow(surface, done, grow + 4) is not None, "the coach's arrow finds plain ground beside the button"
