"""The Space Lab table by clicks: each decision step reachable and doing what it says, the screens around it.

Positions come from the engine's ``position`` builder (installed in the
table as a game in progress) or from playing by clicks (``steps``).
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import re

import pygame
import pytest

from engine.core import Action
from engine.space_lab import Final, FinalScore
from engine.space_lab.cards import PERMS
from engine.space_lab.codes import lab, objective, project
from engine.space_lab.facts import slot_facts
from engine.space_lab.positions import position
from engine.space_lab.words import why_not
from game import record as shown
from game.kit.choices import Pick
from game.kit.contract import CLOSE_LIST as CLOSE
from game.scenes.help import item_text
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.seats import Seat
from game.tables import help_pages, modes
from game.tables.space_lab import BEST as best
from game.tables.space_lab import Best, choreo, offers
from game.tables.space_lab import layout as L
from tests.client.driver import DT, click, click_key, game_clickables, make_app
from tests.client.space_lab import steps
from tests.client.space_lab.steps import at

CODE = re.compile(r"\b[LPO]\d\d\b")  # the specification's card codes (L12, P07, O05), never shown


def keys(table) -> list:
    return [k for _r, k in game_clickables(table)]


def texts_drawn(app) -> list[str]:
    with shown.capture() as items:
        app.frame(DT)
    return shown.texts(items)


# --- set-up: the Objectives --------------------------------------------------------------------
def test_title_and_setup_name_solo(data_dir: str) -> None:
    app = make_app()
    app.push(TitleScene(app))
    click_key(app, "game:space_lab")
    while len(app.top.seats) > 1:
        click_key(app, "players-")
    assert app.top.mode is not None and app.top.mode[0] == "Solo"
    assert modes("space_lab")[1][0] == "Solo"
    assert {o.key for o in app.top.game.options} == {"end_mode", "objectives"}


def test_solo_set_up_offers_no_end_of_game_choice_and_two_players_do(data_dir: str) -> None:
    """Section 16: "Equal turns" or "One more turn each" decides how the round ends after the trigger; alone,
    both end with the player's own turn, so solo does not offer it (nor pass it on)."""
    app = make_app()
    app.push(TitleScene(app))
    click_key(app, "game:space_lab")
    while len(app.top.seats) > 1:
        click_key(app, "players-")
    setup = app.top
    offered = [k for _r, k in setup.clickables() if isinstance(k, str) and k.startswith("option:")]
    assert offered == ["option:objectives"]
    drawn = texts_drawn(app)
    assert "End of the game" not in drawn and "Equal turns" not in drawn and "Objectives" in drawn
    # the Objectives choice in words for one player, not "each player" (screen 142)
    said = " ".join(drawn)  # the option's note may be wrapped on two rows
    assert "Place your 3 Objectives yourself" in said and "each player" not in said
    click_key(app, "start")
    assert "end_mode" not in app.top.options
    app = make_app()
    app.push(TitleScene(app))
    click_key(app, "game:space_lab")
    while len(app.top.seats) < 2:
        click_key(app, "players+")
    offered = [k for _r, k in app.top.clickables() if isinstance(k, str) and k.startswith("option:")]
    assert offered == ["option:end_mode", "option:objectives"]


def test_objectives_are_swapped_by_clicks_and_confirmed(data_dir: str) -> None:
    app, table = steps.start(3, 2)
    dealt = table.view.dealt
    assert table.view.phase == "assign" and len(dealt) == 3
    click_key(app, Pick("swap", "capsule", 0))
    assert table.ui.swap_from == 0 and "swap" in table.ui.prompt()[0]
    click_key(app, Pick("swap", "capsule", 2))
    assert table.ui.arrangement == (2, 1, 0) and table.ui.swap_from is None
    assert table.cards_in(("obj", 0, 0)) == [dealt[2]]
    click_key(app, Action("assign", PERMS.index((2, 1, 0))))
    steps.settle(app, table)
    assert table.view.objectives[0] == (dealt[2], dealt[1], dealt[0])
    assert table.view.public_objectives  # the computers chose; all were shown together


def test_hot_seat_assignments_stay_secret_until_all_have_chosen(data_dir: str) -> None:
    app, table = steps.start(2, 6, humans=2)
    steps.settle(app, table)
    assert table.viewer == 0
    steps.click_move(app, table, Action("assign", 1))
    steps.settle(app, table)  # the curtain, then the second player
    assert table.viewer == 1 and table.view.phase == "assign"
    assert table.view.objectives[0] == () and table.cards_in(("obj", 0, 0)) == [-1]
    assert table.ui.arrangement == (0, 1, 2)  # nothing of the first player's choice survives
    table.anim.speed = 1.0
    steps.click_move(app, table, Action("assign", 0))
    flips = [f for f in table.stage.flights() if f.src and f.src[0] == "obj" and f.src[1] == 0]
    assert len(flips) == 3 and all(f.face_to and not f.face_from for f in flips)  # the reveal turns them over
    assert table.anim.of_type(choreo.Banner)


# --- the three actions -----------------------------------------------------------------------------
def _start(players: int = 2, **kw) -> tuple:
    app, table = steps.start(players, 1)
    at(table, position(players, **kw))
    return app, table


def test_draw_reveals_then_one_agency_is_taken(data_dir: str) -> None:
    app, table = _start(deck=[lab("L01"), lab("L20"), lab("L02"), lab("L31")], rc={1: [lab("L16")]})
    table.anim.speed = 1.0
    click_key(app, Action("draw"))
    reveals = [f for f in table.stage.flights() if f.dst == L.REVEAL]
    assert len(reveals) == 3 and [f.delay for f in reveals] == sorted(f.delay for f in reveals)
    steps.settle(app, table)
    assert table.view.phase == "agency"
    assert sorted(k.card for k in keys(table) if isinstance(k, Action)) == [0, 0, 1]  # a click per revealed card
    click_key(app, Action("agency", 0))
    assert sorted(table.mod.state.hands[0]) == [lab("L01"), lab("L02")]
    assert table.view.rc[1] == (lab("L16"), lab("L20"))  # the Blue card went to its stack
    assert {f.dst for f in table.stage.flights()} == {("hand", 0, 0), ("rc", -1, 1)}


def test_recruit_is_a_click_on_a_stack(data_dir: str) -> None:
    app, table = _start(hands={0: [lab("L31")]}, rc={0: [lab("L01"), lab("L02")], 1: [lab("L16")]})
    assert Action("recruit", 2) not in keys(table)  # an empty stack is not offered
    click(app, L.rc_column(0).center)
    assert sorted(table.mod.state.hands[0]) == [lab("L01"), lab("L02"), lab("L31")]


def test_a_chosen_card_lights_its_slots_and_the_gold_ones_say_what_happens(data_dir: str) -> None:
    app, table = _start(hands={0: [lab("L12"), lab("L46"), lab("L47")]}, project_deck=[project("P01")])
    click_key(app, Pick("select", "hand", lab("L12")))
    aims = {k.target for k in keys(table) if isinstance(k, Action) and k.kind == "place"}
    assert aims == {a.target for a in table.choices.for_card(lab("L12"), "place")}
    facts = table.ui.slot_facts()
    assert facts == {f.slot: f for f in slot_facts(table.view, lab("L12"))}
    assert facts["T1"].projects == 2 and facts["M0"].projects == 0
    assert table.ui.prompt()[0].startswith("Red Doctor (6 VP):")


def test_payment_is_picked_then_confirmed_in_ascending_order(data_dir: str) -> None:
    hand = [lab("L12"), lab("L46"), lab("L31"), lab("L47")]
    app, table = _start(hands={0: hand}, project_deck=[project("P01"), project("P13")])
    click_key(app, Pick("select", "hand", lab("L12")))
    click_key(app, Action("place", lab("L12"), "T1"))
    assert all(not (isinstance(k, Action) and k.kind == "place") for k in keys(table))  # not yet: 0 of 2
    click_key(app, Pick("pay", "hand", lab("L47")))
    click_key(app, Pick("pay", "hand", lab("L31")))
    assert Action("place", lab("L12"), "T1") in keys(table)  # exactly the cost: Confirm is offered
    click_key(app, Action("place", lab("L12"), "T1"))
    assert table.mod.recipe.actions[-3:] == [Action("place", lab("L12"), "T1"), Action("pay", lab("L31")),
                                             Action("pay", lab("L47"))]
    assert table.view.phase == "keep"  # two Projects drawn by the top slot
    assert sorted(table.view.discard[-2:]) == [lab("L31"), lab("L47")]
    click_key(app, Action("keep", project("P13")))
    assert project("P13") in table.view.projects[0]


def test_cancel_lets_a_payment_go_and_a_free_card_goes_at_once(data_dir: str) -> None:
    app, table = _start(hands={0: [lab("L12"), lab("L46"), lab("L47")]})
    click_key(app, Pick("select", "hand", lab("L12")))
    click_key(app, Action("place", lab("L12"), "M0"))
    click_key(app, Pick("pay", "hand", lab("L46")))
    click_key(app, Pick("cancel"))
    assert table.ui.pending is None and not table.ui.payment and table.ui.selected is None
    moves = len(table.mod.recipe.actions)
    click_key(app, Pick("select", "hand", lab("L46")))
    click_key(app, Action("place", lab("L46"), "M0"))  # cost 0: the slot click places it
    assert len(table.mod.recipe.actions) == moves + 1 and table.view.stations[0][3] == lab("L46")
    assert Action("end") in keys(table)  # keep placing or end the turn


def test_the_hand_limit_greys_out_draw_and_recruit_with_the_engine_reason(data_dir: str) -> None:
    hand = [lab(c) for c in ("L01", "L02", "L16", "L17", "L31", "L32")]
    app, table = _start(hands={0: hand}, rc={2: [lab("L33")]})
    assert table.view.hand_limited
    assert Action("draw") not in keys(table) and Action("recruit", 2) not in keys(table)
    reason = table.say(why_not(table.view, Action("draw")))
    b = offers.buttons(table.ui)[0][0][0]
    assert not b.enabled
    drawn = " ".join(texts_drawn(app))
    assert reason in table.say(why_not(table.view, Action("recruit", 2)))
    assert "5 or more" in drawn and "only place" in table.ui.prompt()[0]


def test_a_validation_flies_its_tile_to_the_capsule(data_dir: str) -> None:
    objs = (objective("O05"), objective("O01"), objective("O09"))
    app, table = _start(objectives={0: objs}, hands={0: [lab("L01")]}, deck=[lab("L46"), lab("L47")],
                        stations={0: {"T0": lab("L02"), "B0": lab("L17"), "T1": lab("L22"), "B1": lab("L32")}})
    click_key(app, Pick("select", "hand", lab("L01")))
    assert table.ui.slot_facts()["M1"].validates == (0, 1)
    table.anim.speed = 1.0
    click_key(app, Action("place", lab("L01"), "M1"))
    tiles = [f for f in table.stage.flights() if f.dst and f.dst[0] == "tile"]
    assert [f.dst for f in tiles] == [("tile", 0, 0), ("tile", 0, 1)]
    steps.settle(app, table)
    assert table.view.tiles[0][0] and table.view.tiles[0][1]
    assert [f.validated for f in table.ui.capsules(0)] == [True, True, False]


# --- views over the table ------------------------------------------------------------------------
def test_another_station_opens_large_and_the_game_waits(data_dir: str) -> None:
    app, table = steps.start(3, 4, level="easy")
    steps.settle(app, table)
    steps.click_move(app, table, Action("assign", 0))
    click(app, table.ui.layout.panels[1].center)
    assert table.open_list == Pick("view", "station", 1)
    assert keys(table) == [CLOSE]
    moves = len(table.mod.recipe.actions)
    for _ in range(120):
        app.frame(DT)
    assert len(table.mod.recipe.actions) == moves  # nobody plays while the view is open
    click(app, (100, 100))
    assert table.open_list is None
    click_key(app, Pick("view", "discard"))
    assert table.open_list == Pick("view", "discard")


def test_a_computer_waits_while_a_large_view_is_read_on_its_turn(data_dir: str) -> None:
    """A view opened between two computer moves holds the game: the computer plays once it is closed."""
    app, table = _start(3, seat=1)
    assert not table.mod.human_turn and not table.anim.blocking
    click_key(app, Pick("view", "discard"))
    assert table.open_list == Pick("view", "discard")
    for _ in range(120):
        app.frame(DT)
    assert table.mod.recipe.actions == [] and table.view.current == 1
    click(app, (640, 360))
    for _ in range(120):
        app.frame(DT)
    assert table.open_list is None and table.mod.recipe.actions


def test_hovering_a_card_names_it_and_says_what_it_does(data_dir: str) -> None:
    app, table = _start(hands={0: [lab("L07")]}, stations={1: {"T0": lab("L12")}})
    r = offers.hand_strips(table.ui)[0][1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    drawn = texts_drawn(app)
    # its name, then its cost and effect in the words its log name ends with (playtest 22)
    assert "Red Researcher" in drawn and "Cost 1: 1 VP per Red card in its station" in drawn
    assert not [t for t in drawn if CODE.search(t)], "a card named by its specification code"
    mini = table.ui.layout.minis[1].slots[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mini.center, rel=(0, 0), buttons=(0, 0, 0)))
    drawn = texts_drawn(app)
    assert "Red Doctor" in drawn and "Cost 2: 6 VP" in drawn


def test_a_station_opened_large_names_what_the_mouse_points_at(data_dir: str) -> None:
    app, table = _start(stations={1: {"T0": lab("L12")}})
    click(app, table.ui.layout.panels[1].center)
    assert table.open_list == Pick("view", "station", 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=L.OWN.slots[0].center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drawn = texts_drawn(app)
    assert "Red Doctor" in drawn and "Cost 2: 6 VP" in drawn


# --- the end, results and the solo record --------------------------------------------------------
def test_a_whole_three_player_game_by_clicks_reaches_the_results(data_dir: str) -> None:
    app, table = steps.start(3, 8)
    assert steps.play_until(app, table, lambda t: False, seed=8) is False
    assert isinstance(app.top, ResultsScene)
    rows = app.top.rows
    assert len(rows) == 3 and all({p.label for p in r.parts} == {"Lab cards", "Objective effect", "Validation tiles", "Projects"}
                                  for r in rows)
    final = table.view.final
    assert sorted(r.total for r in rows) == sorted(s.total for s in final.scores)
    assert all(len(r.parts[3].cards) == len(final.scores[r.seat].projects) for r in rows)  # Projects revealed


def test_solo_plays_to_a_rating_and_keeps_the_best(data_dir: str) -> None:
    assert best.load() is None
    app, table = steps.start(1, 3)
    steps.play_until(app, table, lambda t: False, seed=3)
    assert isinstance(app.top, ResultsScene)
    final = table.view.final
    kept = best.load()
    assert kept == (final.scores[0].total, final.rating)
    assert any("best solo score" in n for n in app.top.notes) and final.rating in app.top.rows[0].detail
    # the headline gives the score and rating (Appendix A); the notes under the rows do not say it again (189)
    assert str(final.scores[0].total) in app.top.headline and final.rating in app.top.headline
    assert app.top.headline not in app.top.notes
    with open(os.path.join(data_dir, "record_space_lab.json"), encoding="utf-8") as f:
        assert json.load(f) == {"score": kept.score, "rating": kept.rating}
    best.move_on(Best(kept.score - 1, "Cadet"))  # a lower score leaves the record alone
    assert best.load() == kept


@pytest.mark.parametrize("stored", ['{"score": "x", "rating": "Cadet"}', "not json {", '{"score": true, '
                                    '"rating": "Cadet"}', '{"score": 50, "rating": "Admiral"}', "[1, 2]"])
def test_a_damaged_record_reads_as_none(data_dir: str, stored: str) -> None:
    with open(os.path.join(data_dir, "record_space_lab.json"), "w", encoding="utf-8") as f:
        f.write(stored)
    assert best.load() is None
    assert best.move_on(Best(60, "Flight Engineer"))[1] == (60, "Flight Engineer")


def test_computer_and_attract_games_keep_no_record(data_dir: str) -> None:
    app = make_app("instant")
    final = Final((FinalScore(40, 3, 20, 20, 83, ()),), (0,), "", "solo_turns", "Station Director")
    for seats, attract in (([Seat("Nova", False, "easy")], False), ([Seat("Alice", True)], True)):
        table = app.router.table("space_lab", seats, seed=2, attract=attract)
        table.view = dataclasses.replace(table.view, final=final)
        table.move_solo_record()
    assert best.load() is None
    table = app.router.table("space_lab", [Seat("Alice", True)], seed=2)
    table.view = dataclasses.replace(table.view, final=final)
    table.move_solo_record()  # the same end with a human at the table is kept
    assert best.load() == (83, "Station Director") and "83" in table.solo_note[0]


def test_solo_rival_and_pressure_are_animated(data_dir: str) -> None:
    app, table = steps.start(1, 5)
    seen = {"rival": False, "pressure": False}
    rng = random.Random(5)
    while table.view.turn < 6 and not table.mod.over:
        steps.settle(app, table)
        table.anim.speed = 1.0
        steps.click_move(app, table, steps.bot_move(table, rng))
        for f in table.stage.flights():
            seen["rival"] |= f.dst == L.DISCARD_Z and f.src is not None and f.src[0] == "rc"
            seen["pressure"] |= f.dst == L.REMOVED_Z
        table.anim.skip()
        table.anim.speed = 0.0
    assert seen["pressure"] and table.view.removed
    assert "of 20" in " ".join(texts_drawn(app))


# --- rules pages, robustness ---------------------------------------------------------------------
def test_rules_pages_cover_the_game_without_rule_codes() -> None:
    pages = help_pages("space_lab")
    headings = " ".join(h for h, _ in pages)
    for topic in ("Set-up", "actions", "paying", "slots", "validation", "Projects", "hand limit", "end", "Scoring",
                  "Solo", "Glossary"):
        assert topic in headings, topic
    # each paragraph as the rules scene reads it (the engine's words, or a string)
    text = " ".join(t for _, items in pages for t in map(item_text, items) if t is not None)
    assert not re.search(r"\b(SL|SU|R|TV)-\d", text)
    assert not CODE.search(text), "a card named by its code"
    assert "Example" in text
    assert any(isinstance(i, tuple) and i[0] == "cards" for _, items in pages for i in items)


@pytest.mark.parametrize("speed, seed, humans", [("normal", 1, 1), ("fast", 2, 2), ("instant", 3, 1)])
def test_random_clicks_never_raise(data_dir: str, speed: str, seed: int, humans: int) -> None:
    rng = random.Random(seed)
    app, table = steps.start(2 if humans == 2 else 3, seed, humans=humans, speed=speed, level="easy")
    for _ in range(500):
        if app.top is table and rng.random() < 0.7:
            offered = [r for r, _k in game_clickables(table)]
            if table.awaiting_pass:
                offered.append(table.pass_button().rect)  # the screen is passed on, as players do
            pos = rng.choice(offered).center if offered else (rng.randrange(1280), rng.randrange(720))
        else:
            pos = (rng.randrange(1280), rng.randrange(720))
        if pos[0] > 1150 and pos[1] < 130:
            continue  # keep away from Leave
        if rng.random() < 0.8:
            click(app, pos, frames=rng.randrange(1, 6))
        else:  # the mouse passing over the table (tips, hover)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.frame(DT)
        if isinstance(app.top, ResultsScene):
            break
    assert len(table.mod.recipe.actions) > 10


def test_every_offered_click_is_legal_in_every_phase(data_dir: str) -> None:
    app, table = steps.start(2, 12)
    phases = set()
    rng = random.Random(12)
    for _ in range(300):
        steps.settle(app, table)
        if isinstance(app.top, ResultsScene):
            break
        phases.add(table.view.phase)
        legal = table.game.legal_actions(table.mod.state)
        assert all(k in legal for k in keys(table) if isinstance(k, Action))
        steps.click_move(app, table, steps.bot_move(table, rng))
    assert {"assign", "start", "place"} <= phases


def test_a_long_prompt_is_written_whole_on_two_lines_in_french(data_dir: str) -> None:
    """A card with its own effect selected: the French prompt is too wide for one line even at its smallest size.
    It is written whole on two lines between the station and the hand, never cut with "…"."""
    from game import i18n, theme

    app, table = _start(hands={0: [lab("L09"), lab("L46"), lab("L47"), lab("L01")]})
    i18n.set_language("fr")
    try:
        click_key(app, Pick("select", "hand", lab("L09")))
        text = table.ui.prompt()[0]
        assert text.startswith("Médecin Rouge") and theme.font(13, True).size(text)[0] > L.HINT_W  # too wide
        # the prompt's own rows (the card's name alone is drawn on the hovered card's tip too)
        name = text.split("\xa0:")[0]  # the card's name alone, as its tip draws it
        lines = [t for t in texts_drawn(app) if len(t) > 30 and t != name and (t in text or t.rstrip("…") in text)]
        assert " ".join(lines) == text and not any(t.endswith("…") for t in lines)
    finally:
        i18n.set_language("en")


def test_the_rules_pages_draw_the_station_three_capsules_and_ten_slots(data_dir: str) -> None:
    """SU-2: a station is 3 capsules and 10 slots; the rules pages draw one, each capsule in its colour and each row
    of slots named, on the page about the slots."""
    from game.tables.space_lab import icons

    slots_page = next(items for heading, items in help_pages("space_lab") if heading == "The slots")
    drawing = next(i for i in slots_page if isinstance(i, tuple) and i[0] == "drawing")
    pygame.init()
    band = pygame.Rect(0, 0, 960, drawing[2])
    surface = pygame.Surface(band.size)
    with shown.capture() as items:
        drawing[1](surface, band)
    texts = shown.texts(items)
    assert [t.split(":")[0] for t in texts if "slots" in t] == ["3 top slots", "4 middle slots", "3 bottom slots"]
    for rgb in icons.CAPSULE_RGB:
        mask = pygame.mask.from_threshold(surface, rgb, (2, 2, 2, 255))
        assert mask.count() > 1000 and len(mask.connected_components(200)) == 1
    outline = pygame.mask.from_threshold(surface, (150, 165, 220), (2, 2, 2, 255))
    middle = pygame.mask.from_threshold(surface, (110, 120, 170), (2, 2, 2, 255))
    assert len(outline.connected_components(20)) == 6 and len(middle.connected_components(20)) == 4


def test_an_objective_effect_rising_over_the_hand_is_a_note_on_its_own_plate(data_dir: str) -> None:
    """TV-04: a Doctor on B0 under an Objective whose bottom slot asks a Doctor draws 2 Lab cards. Those words rise
    over the viewer's hand on a plate of their own, not bare over a card, where they read as that card's effect."""
    from game.kit.flights import Popup

    objs = (objective("O01"), objective("O05"), objective("O09"))
    app, table = _start(objectives={0: objs}, hands={0: [lab("L01"), lab("L02")]}, deck=[lab("L46"), lab("L47")])
    table.anim.speed = 1.0
    click_key(app, Pick("select", "hand", lab("L01")))
    click_key(app, Action("place", lab("L01"), "B0"))
    notes = [tw for tw in table.anim.tweens if isinstance(tw, Popup) and tw.text == "Draw 2 Lab cards"]
    assert notes and all(isinstance(tw, choreo.Plate) for tw in notes)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_objective_on_its_capsule_says_its_effect_whole(lang: str, monkeypatch) -> None:
    """An Objective tile on the viewer's capsule (section 5: a specialty for the bottom slot and what it gives) reads
    whole, never "in your bottom r…", in English and French."""
    from game import i18n
    from game.tables.space_lab import art

    cut = steps.cuts(monkeypatch)
    pygame.init()
    i18n.set_language(lang)
    try:
        for o in range(objective("O01"), objective("O12") + 1):
            art.paint_objective(o, *L.OWN.objective(0).size)  # at the size the capsule shows it
    finally:
        i18n.set_language("en")
    assert cut == []
