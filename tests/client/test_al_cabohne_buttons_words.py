"""Al Cabohne as a newcomer re-tested it (issue 18): the buy button keeps out of the other buttons' places, every
button reads as the coach names its move, the lead agrees with the final sale shown under it, and the words for
one card or a rival's partly known hand are right."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FRENCH, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action
from game import i18n
from game.kit.coach import engine_choice
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table, pass_on
from tests.client.test_al_cabohne_newcomer import _texts
from tests.client.test_newcomer_fixes import _ac_table_at


def _human_turns(lang: str, seed: int, turns: int = 150) -> list[tuple[Any, list[tuple[pygame.Rect, str, Action]]]]:
    """A seeded two-player game (Alice against the Normal computer), Alice playing as the Normal computer would:
    at each of her decisions, her view and every decision button as (rect, label, action)."""
    app = make_app("instant")
    i18n.set_language(lang)  # after the app, which sets the language of its settings
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=seed)
    app.push(table)
    seen: list[tuple[Any, list[tuple[pygame.Rect, str, Action]]]] = []
    for _ in range(20000):
        if table.mod.over or len(seen) >= turns:
            break
        if pass_on(app, table):
            continue
        if app.top is table and table.input_open and table.view.seat == table.view.current:
            buttons = [(b.rect.copy(), b.label, a) for b, a in table.ui.buttons() if isinstance(a, Action)]
            seen.append((table.view, buttons))
            table.play(engine_choice("al_cabohne", table.view, table.mod.legal(), f"{seed}:{len(seen)}"))
        app.frame(DT)
    return seen


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_buy_button_never_takes_another_buttons_place(data_dir: str, lang: str) -> None:
    """After planting, "Buy 3rd field" stood where Reveal usually is: the habitual click bought the field. Its
    button now has a place no other decision button (nor a harvest button of the two first fields) ever uses."""
    try:
        buys: list[pygame.Rect] = []
        others: list[tuple[pygame.Rect, str]] = []
        for seed in (3, 8):
            for _view, buttons in _human_turns(lang, seed):
                buys += [r for r, _label, a in buttons if a.kind == "buy_field"]
                others += [(r, a.kind) for r, _label, a in buttons if a.kind != "buy_field"]
        from game.tables.al_cabohne import layout as L

        # the third field's own harvest button shares the row: it comes only once that field is bought, when
        # buying is never offered again
        others += [(L.harvest_button(i), "harvest") for i in range(2)]
        assert buys, "no buy was offered: the test proves nothing"
        assert {o[1] for o in others} >= {"end", "tax"}
        for b in buys:
            for r, kind in others:
                assert not b.colliderect(r), f"the buy button {b} overlaps the {kind} button at {r}"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_button_reads_as_the_coach_names_its_move(data_dir: str, lang: str) -> None:
    """"The coach's pick: End the phase" while the button read "Reveal": the coach names a move by the game's
    ``describe_in``, which must be the button's words."""
    from engine import GAMES
    from game.words import say

    game = GAMES["al_cabohne"]
    try:
        kinds: set[str] = set()
        for view, buttons in _human_turns(lang, 3):
            for _r, label, a in buttons:
                name = say(game.describe_in(view, a), ["Alice", "Nova"])
                assert name in label, (name, label)
                kinds.add(a.kind)
        assert kinds >= {"end", "tax"}
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "mafia_leads", "you_lead"),
                         [("en", "the Mafia leads by 1", "you lead by"), ("fr", "la Mafia mène de 1", "vous menez")])
def test_the_lead_is_the_one_the_final_sale_would_give(data_dir: str, monkeypatch: Any, lang: str,
                                                       mafia_leads: str, you_lead: str) -> None:
    """AC-34, AC-35: 1 coin against an empty treasury, but French ×3 under a Boss sells for 1, doubled in solo:
    the final sale would give Alice 1 and the Mafia 2. The line said "you lead by 1" over those figures."""
    try:
        table = _ac_table_at(position(1, phase=CULTIVATE, fields={0: [[PUFF]]}, bosses=[[FRENCH] * 3, [], []],
                                      coins={0: 1}, treasury=0))
        i18n.set_language(lang)  # after the app, which sets the language of its settings
        texts = _texts(table, monkeypatch)
        # the solo panel's one figure a side: "If the game ended now (coins + fields sold):" over "Alice 1 vs 2" (playtest 29)
        at = texts.index(i18n.tr("If the game ended now (coins + fields sold):"))
        assert texts[at + 1:at + 5] == ["Alice", "1", i18n.tr("vs"), "2"], texts
        assert mafia_leads in texts
        assert not any(you_lead in t for t in texts)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "some", "all_"), [("en", "cards you know", "hand shown to you"),
                                                    ("fr", "cartes connues", "main montrée")])
def test_a_rival_hand_partly_known_says_cards_you_know(data_dir: str, monkeypatch: Any, lang: str, some: str,
                                                       all_: str) -> None:
    """AC-24: the rival showed one card of three; "hand shown to you" told of a whole hand."""
    try:
        app = make_app("instant")
        i18n.set_language(lang)  # after the app, which sets the language of its settings
        table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Bob", False, "normal")], seed=1)
        app.push(table)
        state = position(2, phase=CULTIVATE, hands={1: [BLUE, BROAD, PUFF]}, bosses=[[FRENCH], []])
        state.shown[1] = (state.hands[1][0],)
        table.mod.state = state
        table.forget_screen()
        app.frame(DT)
        texts = _texts(table, monkeypatch)
        assert some in texts and all_ not in texts
        state.shown[1] = tuple(state.hands[1])
        table.forget_screen()
        app.frame(DT)
        texts = _texts(table, monkeypatch)
        assert all_ in texts and some not in texts
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "one", "two"), [("en", "Put the Blue bean on", "Put the Blue beans on"),
                                                  ("fr", "Mettre Bleu sur", "Mettre Bleu ×2 sur")])
def test_a_unit_of_one_card_is_named_in_the_singular(data_dir: str, lang: str, one: str, two: str) -> None:
    """AC-22: a kept unit of one card reads "the Blue bean" ("Bleu"), not "the Blue beans" ("Bleu ×2")."""
    from engine import GAMES
    from engine.al_cabohne.view import project
    from game.words import say

    game = GAMES["al_cabohne"]
    i18n.set_language(lang)
    try:
        for n, start in ((1, one), (2, two)):
            state = position(1, phase=CULTIVATE, kept=[[BLUE] * n], bosses=[[FRENCH], [PUFF], [BROAD]])
            view = project(state, 0)
            line = say(game.describe_in(view, Action("place", state.kept[0][0], "field:0")), ["Alice"])
            assert line.startswith(start), line
    finally:
        i18n.set_language("en")
