"""What a newcomer met at the table: hints that tell the truth, clicks never lost, names that read right."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FRENCH, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, PLANT, TAX
from engine.core import Action
from game import theme
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.seats import Seat
from tests.client.driver import DT, click, click_key, make_app, open_table, run_until


def _ac_table_at(state: Any) -> Any:
    """A solo Al Cabohne table showing ``state`` (a position built for the test)."""
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True, "easy")], seed=1)
    app.push(table)
    table.mod.state = state
    table.forget_screen()
    app.frame(DT)
    return table


def test_the_tax_hint_offers_a_harvest_only_when_a_taxed_field_can_be_harvested(data_dir: str) -> None:
    """AC-17 with AC-11: a lone taxed bean beside a field of 2 cannot be harvested, so the hint does not say so."""
    lone = _ac_table_at(position(1, phase=TAX, fields={0: [[PUFF], [BLUE, BLUE]]}, bosses=[[FRENCH], [PUFF], []]))
    assert lone.view.tax_due
    text, _colour = lone.ui.prompt()
    assert "tax" in text and "harvest a taxed field first" not in text
    pair = _ac_table_at(position(1, phase=TAX, fields={0: [[PUFF, PUFF], [BLUE]]}, bosses=[[FRENCH], [PUFF], []]))
    assert "harvest a taxed field first" in pair.ui.prompt()[0]


def test_the_hint_warns_before_end_that_an_empty_boss_must_be_filled(data_dir: str) -> None:
    """AC-24: an empty Boss gets a card when the cultivate phase ends; the line says so before End."""
    empty = _ac_table_at(position(1, phase=CULTIVATE, fields={0: [[BLUE, BLUE]]}, bosses=[[FRENCH], [PUFF], []],
                                  hands={0: [BROAD]}))
    assert "will then have to be filled" in empty.ui.prompt()[0]
    full = _ac_table_at(position(1, phase=CULTIVATE, fields={0: [[BLUE, BLUE]]}, bosses=[[FRENCH], [PUFF], [BROAD]],
                                 hands={0: [BROAD]}))
    assert "have to be filled" not in full.ui.prompt()[0]


def test_a_click_during_ones_own_harvest_animation_is_not_lost(data_dir: str) -> None:
    """The click that lands while one's own harvest still flies finishes the flight and then acts."""
    app = make_app("normal")
    table = open_table(app, "al_cabohne", [Seat("Alice", True, "easy")], seed=1)
    app.push(table)
    table.mod.state = position(1, phase=PLANT, planted=2, fields={0: [[BLUE, BLUE, BLUE], [PUFF, PUFF]]},
                               bosses=[[FRENCH], [BROAD], []], hands={0: [BROAD]})
    table.forget_screen()
    run_until(app, lambda: table.input_open)
    offers = {o.key: o.rect for o in table.current_offers() if isinstance(o.key, Action)}
    end = offers[Action("end")]
    click(app, offers[Action("harvest", -1, "field:0")].center)
    assert table.anim.blocking  # the beans are still flying to the coins
    before = table.view.phase
    click(app, end.center)
    assert before == "plant" and table.view.phase != "plant"  # the End click acted


def test_a_click_during_a_computers_move_only_skips(data_dir: str) -> None:
    app = make_app("normal")
    table = open_table(app, "space_beans", [Seat("Bot", False, "easy"), Seat("Alice", True, "easy")], seed=3)
    app.push(table)
    run_until(app, lambda: table.anim.blocking and not table.mod.human_turn, 2000)
    moves = len(table.mod.recipe.actions)
    click(app, (640, 300))
    assert len(table.mod.recipe.actions) <= moves + 1  # at most the computer's own next move, never a human one
    assert not table._mine


@pytest.mark.parametrize("name", ["Me", "You", "moi"])
def test_a_name_that_reads_as_a_pronoun_is_quoted_in_the_log(data_dir: str, name: str) -> None:
    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat(name, True, "easy"), Seat("Nova", False, "easy")], seed=5)
    app.push(table)
    run_until(app, lambda: table.input_open)
    click_key(app, Action("draw"))
    lines = [text for text, _c in table.log.lines(table.mod.viewer)]
    assert f"“{name}” draws 2 cards" in lines
    assert not any(line.startswith(f"{name} ") for line in lines)


def _drawn_texts(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    real = theme.blit_text

    def spy(surface: pygame.Surface, s: str, *args: Any, **kw: Any) -> Any:
        seen.append(s)
        return real(surface, s, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", spy)
    app.draw()
    monkeypatch.setattr(theme, "blit_text", real)
    return seen


def test_al_cabohne_set_up_keeps_the_name_typed_before_and_never_mixes_level_and_rules(
        data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, "game:space_beans")
    click_key(app, "name:0")  # a click selects the whole name: what is typed replaces it
    for ch in "Zoé":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.frame(DT)
    setup = app.top
    assert setup.seats[0].name == "Zoé"
    click_key(app, "start")
    app.router.title()
    app.frame(DT)
    click_key(app, "game:al_cabohne")
    ac = app.top
    assert isinstance(ac, SetupScene) and ac.seats[0].name == "Zoé"
    for _ in range(2):  # both modes: solo and two players
        texts = _drawn_texts(app, monkeypatch)
        assert not [t for t in texts if "level" in t.lower() and "Mafia" in t], texts
        click_key(app, "players-" if len(ac.seats) == 2 else "players+")


@pytest.mark.parametrize("game", ["space_lab", "systeme_solaire", "al_cabohne"])
def test_a_pronoun_name_is_quoted_in_the_tables_own_sentences(data_dir: str, game: str) -> None:
    """The tables' own status lines ("{name} chooses", "High bid: {n} — {name}", "{name}'s turn") quote
    a name that reads as a pronoun, as the engine's log lines do."""
    from game import record

    seats = [Seat("Nova", False, "easy"), Seat("You", True, "easy"), Seat("Orbit", False, "easy")]
    n = 2 if game == "al_cabohne" else 3
    app = make_app("instant")
    table = open_table(app, game, seats[:n], seed=5)
    app.push(table)
    seen: list[str] = []
    for _ in range(400):
        app.frame(DT)
        with record.capture() as items:
            app.draw()
        seen += record.texts(items)
        if any("“You”" in s for s in seen):
            break
    assert any("“You”" in s for s in seen), "the name was never shown in a sentence"
    bare = [s for s in seen if s.startswith("You ") and s not in ("You draw Projects",)]
    assert not bare, f"sentences that read as a pronoun: {bare[:3]}"


def test_the_optional_second_plant_is_offered_as_a_choice_with_its_tax_as_a_consequence(data_dir: str) -> None:
    """AC-19, AC-17 (playtest 16): with one card planted, the prompt said "Your French: click a glowing field — Your
    French field (field 3) will be taxed next turn" while the coach said Reveal: a hypothetical stated as fact. The
    second plant is offered as a choice, its tax as what follows if it is made."""

    table = _ac_table_at(position(1, phase=PLANT, planted=1, hands={0: [FRENCH, BLUE]},
                                  fields={0: [[BLUE, BLUE], [BROAD], []]}, bosses=[[FRENCH], [PUFF], []]))
    assert not table.view.must_plant and table.choices.of("plant")
    text, _colour = table.ui.prompt()
    assert text.startswith("You may plant your French too") and "Once planted: " in text, text
    assert text.index("Once planted") < text.index("will be taxed"), text
    # no "If you do: If not harvested first": one condition, said once (playtest 34)
    assert "If you do" not in text, text
