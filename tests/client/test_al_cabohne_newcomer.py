"""Al Cabohne as a newcomer meets it: refused clicks that say why, a tax step that says what is left,
Boss labels that name their unit, and what the final sale would give now."""

from __future__ import annotations

from typing import Any

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, TAX
from engine.core import Action
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, click, make_app, open_table
from tests.client.test_newcomer_fixes import _ac_table_at


def _table_at(state: Any) -> tuple[Any, Any]:
    """A solo Al Cabohne table showing ``state`` (a position built for the test), and its app."""
    table = _ac_table_at(state)
    return table.app, table


def _button_labels(table: Any) -> dict[str, str]:
    return {b.key: b.label for b, _a in table.ui.buttons()}


def test_after_the_taxed_field_is_harvested_the_tax_step_says_nothing_is_due(data_dir: str) -> None:
    """AC-17, R-14: harvesting the taxed field avoids the tax; the step then no longer offers to pay one."""
    app, table = _table_at(position(1, phase=TAX, fields={0: [[PUFF, PUFF], [BLUE]]}, bosses=[[FRENCH], [PUFF], []]))
    assert _button_labels(table)["tax"] == "Pay tax"
    offers = {o.key: o.rect for o in table.current_offers() if isinstance(o.key, Action)}
    click(app, offers[Action("harvest", -1, "field:0")].center)
    app.frame(DT)
    assert table.view.phase == "tax" and not table.view.tax_due
    assert _button_labels(table)["tax"] != "Pay tax"
    text, _colour = table.prompt_line()
    assert "No tax is due" in text
    click(app, {o.key: o.rect for o in table.current_offers() if isinstance(o.key, Action)}[Action("tax")].center)
    assert table.view.phase == "plant" and len(table.view.bosses[1].cards) == 1  # nothing was taxed


def test_a_click_on_a_revealed_unit_with_nowhere_to_go_says_harvest_first(data_dir: str) -> None:
    """AC-22, AC-28: a kept Runner fits no full field and no Boss; the click says to harvest a field first."""
    app, table = _table_at(position(1, phase=CULTIVATE, fields={0: [[BLUE, BLUE], [KIDNEY], [FIRE, FIRE]]},
                                    bosses=[[FRENCH], [PUFF], [BROAD]], kept=[[RUNNER, RUNNER]]))
    cards = table.cards_in(("kept", -1, 0))
    assert cards and not any(a.kind == "place" for a in table.choices.legal)
    moves = len(table.mod.recipe.actions)
    click(app, L.kept_area(0, len(cards)).center)
    assert table.notice.active and "harvest a field first" in table.notice.text
    assert len(table.mod.recipe.actions) == moves  # the click played nothing


def test_field_labels_lie_clear_of_the_glow_round_the_fields(data_dir: str, monkeypatch) -> None:
    """The glowing outline of a field a unit may go to (5 px outside its mat) never runs through its label."""
    import pygame

    from game import theme

    app, table = _table_at(position(1, phase=CULTIVATE, fields={0: [[BLUE, BLUE], [], []]},
                                    bosses=[[FRENCH], [PUFF], [BROAD]], kept=[[RUNNER]]))
    glowing = [o.rect for o in table.current_offers() if o.glow]
    assert len(glowing) == 2  # the two empty fields
    drawn: list[tuple[str, pygame.Rect]] = []  # each label with where it landed
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, s, *a, **kw: drawn.append((s, real(surface, s, *a, **kw)))
                        or drawn[-1][1])
    table.ui.paint(pygame.Surface((1280, 720)))
    labels = {s: r for s, r in drawn if s in ("Field 2", "Field 3")}
    assert len(labels) == 2
    for area in glowing:
        halo = area.inflate(10, 10)  # ui.marching's outline
        for s, r in labels.items():
            assert not halo.colliderect(r), f"the glow round {area} runs through {s!r} at {r}"
    for i in range(3):  # and the label stays clear of the harvest button under it
        assert all(not L.harvest_button(i).colliderect(r) for r in labels.values())


def _texts(table: Any, monkeypatch) -> list[str]:
    """Every line of text the table paints now."""
    import pygame

    from game import theme

    seen: list[str] = []
    real = theme.text

    def noted(s: str, *args, **kw):
        seen.append(s)
        return real(s, *args, **kw)

    monkeypatch.setattr(theme, "text", noted)
    table.ui.paint(pygame.Surface((1280, 720)))
    monkeypatch.setattr(theme, "text", real)
    return seen


def test_the_solo_score_says_what_the_final_sale_would_give_now(data_dir: str, monkeypatch) -> None:
    """AC-34, AC-35: Fire ×3 sells for 1 and a lone Puff for 0; French ×3 for 1 on a treasury of 4, doubled."""
    _app, table = _table_at(position(1, phase=CULTIVATE, fields={0: [[FIRE] * 3, [PUFF]]},
                                     bosses=[[FRENCH] * 3, [], []], coins={0: 5}, treasury=4))
    texts = _texts(table, monkeypatch)
    # one figure a side, named as the engine names it: "Score so far 5 vs 8" beside "If the game ended now 6 vs 10"
    # read as two answers to one question (playtests 27, 29); the coins banked are on the coin piles
    assert "If the game ended now (coins + fields sold):" in texts and "6" in texts and "10" in texts
    assert "5" not in texts and "8" not in texts and "Score so far: you against the Mafia" not in texts


def test_two_players_see_what_the_final_sale_would_give_now(data_dir: str, monkeypatch) -> None:
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Bob", True)], seed=1)
    app.push(table)
    table.mod.state = position(2, phase=CULTIVATE, fields={0: [[FIRE] * 3], 1: [[BLUE] * 4]},
                               bosses=[[FRENCH] * 3, []], coins={0: 2, 1: 1}, treasury=3)
    table.forget_screen()
    app.frame(DT)
    texts = _texts(table, monkeypatch)
    assert "If the game ended now (coins + fields sold):" in texts and "Alice 3 · Bob 2 · the Mafia 4" in texts


def test_a_boss_says_his_sale_in_coins_and_his_field_in_beans(data_dir: str, monkeypatch) -> None:
    """AC-13: the plate's coins are what his sale brings; the label under his field counts beans."""
    _app, table = _table_at(position(1, phase=CULTIVATE, fields={0: [[BLUE, BLUE]]},
                                     bosses=[[RUNNER] * 2, [PUFF], []]))
    texts = _texts(table, monkeypatch)
    assert texts.count("sells at 5 beans") == 2  # Runner ×2 under Al (3 coins), Puff ×1 under Don (2 coins)
    assert not any(t.endswith(("sells at 5", "sells at 4")) for t in texts)
