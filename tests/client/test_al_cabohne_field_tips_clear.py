"""A field's tip keeps off the seat's name and the hand's heading (playtest 24: "Field 1: Broad ×1 — harvest now…"
lay edge to edge with "Alice" and over "Hand — planted from the front…", in English and in French)."""

from __future__ import annotations

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import theme
from game.kit import panels
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne import paint
from tests.client.driver import DT, make_app, open_table
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_field_tip_covers_neither_the_name_nor_the_hand_heading(lang: str, data_dir: str) -> None:  # AC-12
    table = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [KIDNEY, PUFF, BROAD]},
                                  fields={0: [[FIRE] * 4, [BLUE] * 5, [RUNNER]]}, bosses=[[FRENCH], [PUFF], [BROAD]]))
    _set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    name = pygame.Rect(L.NAME_AT, theme.font(L.NAME_SIZE, True).size(panels.seat_label(table.seats[0])))
    near = [name.inflate(8, 0), paint.heading_rect()]  # a tip touching the name read as lying on it
    for i in range(3):
        table.mouse = L.field_area(i).center
        table.app.frame(DT)
        assert table.ui.hover_text(), i
        drawn = table.ui.paint_over(pygame.Surface((1280, 720)))
        assert drawn and all(r.collidelist(near) < 0 for r in drawn), (i, drawn, near)


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_field_tip_is_drawn_next_to_its_field(lang: str, players: int, data_dir: str) -> None:  # AC-12
    # playtest 25: the French tip of a field (« Champ 1 : Feu ×4 — récolte : 1 pièce maintenant · … ») found no room
    # over the fields between the name and the hand's heading, and was drawn under the Mafia's panel, 250 px up
    app = make_app("instant")
    seats = [Seat("Alice", True), *[Seat("Bob", False, "easy")] * (players - 1)]
    table = open_table(app, "al_cabohne", seats, seed=1)
    app.push(table)
    # two Bosses at two players (AC-4): a third made a view no deal can give, which the harvest's warning now reads
    table.mod.state = position(players, phase=CULTIVATE, hands={0: [KIDNEY, PUFF, BROAD]},
                               fields={0: [[FIRE] * 4, [BLUE] * 5, [RUNNER]]},
                               bosses=[[FRENCH], [PUFF], [BROAD]][:3 if players == 1 else 2])
    _set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    name = pygame.Rect(L.NAME_AT, theme.font(L.NAME_SIZE, True).size(panels.seat_label(table.seats[0])))
    for i in range(3):
        field = L.field_area(i)
        table.mouse = field.center
        table.app.frame(DT)
        assert table.ui.hover_text(), i
        drawn = table.ui.paint_over(pygame.Surface((1280, 720)))
        assert len(drawn) == 1, drawn
        tip = drawn[0]
        # just above its field, over its column, within the seat's own panel: next to it
        assert field.top - 80 <= tip.top and tip.bottom <= field.top + 2, (i, tip, field)
        assert tip.left <= field.right and field.left <= tip.right, (i, tip, field)
        assert not tip.colliderect(name.inflate(8, 0)) and not tip.colliderect(paint.heading_rect()), (i, tip)



@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_boss_tip_says_where_harvested_beans_of_his_type_go(lang: str, data_dir: str) -> None:  # AC-12, AC-21
    # playtest 25: a newcomer never learned that harvested beans top the discard and a reveal hands them to the Boss
    # growing them ("from the discard: Fire → Don Corlebohne" in the log was the first word of it)
    from game.i18n import tr

    table = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [KIDNEY, PUFF, BROAD]},
                                  fields={0: [[FIRE] * 4, [BLUE] * 5, [RUNNER]]}, bosses=[[FRENCH], [FIRE], []]))
    _set_language(lang)
    table.forget_screen()
    table.app.frame(DT)
    said, drawn = [], []
    for j in range(3):
        table.mouse = L.boss_area(j).center
        table.app.frame(DT)
        said.append(table.ui.hover_text() or "")
        drawn += table.ui.paint_over(pygame.Surface((1280, 720)))
    discard = "discard" if lang == "en" else "défausse"
    assert discard in said[1] and tr("Fire") in said[1] and said[1].startswith(tr("Don Corlebohne")), said[1]
    # no French field of Alice's: no "Your harvested French beans" (playtest 34, 159.png)
    assert discard not in said[0] and tr("French") in said[0], said[0]
    assert discard not in said[2], said[2]  # an empty Boss grows nothing yet: nothing to say
    assert len(drawn) == 3 and all(L.TIP_ROOM.contains(r) for r in drawn), drawn  # drawn whole on the table
