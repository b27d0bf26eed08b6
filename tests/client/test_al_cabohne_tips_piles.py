"""A tip keeps the piles' words and the phase track in sight (playtest 18, 168-indice.png: the Hint's warning over
an empty field, "Votre champ de Rouge (champ 1) sera imposé au prochain tour…", lay over "cliquez pour voir" and
"épuisée 0/3" under the discard and draw piles). Rule AC-17: the warning tells of the tax."""

from __future__ import annotations

from typing import Any

import pygame

from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import PLANT
from engine.core import Action
from game import theme
from game.i18n import tr
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne import paint
from tests.client.layout_walk import _set_language
from tests.client.test_al_cabohne_warnings_unhovered import AWAY, lang  # noqa: F401 (the language fixture)
from tests.client.test_newcomer_fixes import _ac_table_at


def _words_kept_in_sight(table: Any, monkeypatch: Any) -> list[tuple[str, pygame.Rect]]:
    """The words drawn under the piles (left of the revealed cards) and in the phase track, where they are drawn."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text
    with monkeypatch.context() as m:
        m.setattr(theme, "blit_text", lambda *a, **k: drawn.append((a[1], real(*a, **k))) or drawn[-1][1])
        paint.paint(pygame.Surface((1280, 720)), table.ui.picture())
    out = [(t, r) for t, r in drawn if r.right <= L.KEPT_X and L.DISCARD_PILE.bottom < r.y < L.HINT_Y - 20
           or r.bottom <= L.TRACK.bottom + 2]
    assert {tr("click to list"), tr("Tax")} <= {t for t, _r in out} or len(out) >= 6, out
    return out


def test_the_hints_warning_and_the_tips_leave_the_piles_words_and_the_phase_track(lang: str, data_dir: str,  # noqa: F811
                                                                                monkeypatch: Any) -> None:
    table = _ac_table_at(position(1, phase=PLANT, hands={0: [FIRE, FRENCH, BLUE]}, fields={0: [[], [], []]},
                                  bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]]))  # the front Fire: Al grows Fire
    _set_language(lang)
    kept = _words_kept_in_sight(table, monkeypatch)
    surface = pygame.Surface((1280, 720))
    for i in range(3):  # the Hint names the plant on each empty field: its warning shows above it, unhovered
        table.mouse = AWAY
        table.ui.advised(Action("plant", table.view.hands[0][0], f"field:{i}"))
        tips = table.ui.paint_over(surface)
        assert tips, i
        for tip in tips:
            assert not [t for t, r in kept if r.colliderect(tip)], (i, tip)
    for area in [L.field_area(i) for i in range(3)] + [L.boss_area(j) for j in range(3)]:  # and hovered
        for at in ((area.centerx, area.y + 4), area.center):
            table.mouse = at
            for tip in table.ui.paint_over(surface):
                assert not [t for t, r in kept if r.colliderect(tip)], (at, tip)
