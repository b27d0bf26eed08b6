"""A newcomer's fourth Space Lab playtest (issue 18): each finding checked on what the screen shows.

The coach rings the slot its line names; the tray names the seat whose draw it shows; the results name their
columns as the engine scores them and speak of a tie only when one was broken; the agency pick reads right
for one card as for several.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from engine.core import Action, Event
from engine.space_lab import Final, FinalScore
from engine.space_lab.codes import lab, project
from engine.space_lab.content import SLOTS
from engine.space_lab.positions import position
from engine.space_lab.words import describe, slot_words
from game import i18n, theme
from game import words as say_words
from game.kit.choices import Pick
from game.kit.coach import Coach
from game.tables.space_lab import coach as script
from game.tables.space_lab import layout as L
from game.tables.space_lab import paint
from tests.client.driver import DT, click_key, make_app
from tests.client.space_lab import steps


def _start(players: int = 2, **kw):
    app, table = steps.start(players, 1)
    steps.at(table, position(players, **kw))
    app.frame(DT)
    return app, table


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_rings_the_slot_its_line_names(data_dir: str, language: str) -> None:
    """Screen 225: "Place Red Doctor on the bottom centre slot" rang the top-left slot, the first the card fits.
    For every slot the card may go to, the ring is on that slot once the card is chosen."""
    i18n.set_language(language)
    card, others = lab("L12"), [lab("L46"), lab("L47")]  # Red Doctor, cost 1
    app, table = _start(hands={0: [card, *others]}, project_deck=[project("P01")])
    click_key(app, Pick("select", "hand", card))
    targets = [a.target for a in table.choices.for_card(card, "place")]
    assert len(targets) > 2
    for slot in targets:
        aim = Action("place", card, slot)
        coach = Coach(script, "space_lab")
        coach._plan, coach._aim, coach._text = [aim, Action("pay", others[0])], aim, "line"
        assert say_words.say(slot_words(slot), []) in say_words.say(describe(aim), [])  # the line names it
        spot = coach.target(table.current_offers(), table.action_rects)
        assert spot is not None and spot.contains(L.OWN.slots[SLOTS.index(slot)]), (slot, spot)
    # the slot clicked, the ring goes on to the card to pay with (never to the card placed: a click there cancels)
    coach.clicked(spot, table.current_offers(), table.action_rects)
    click_key(app, aim)
    spot = coach.target(table.current_offers(), table.action_rects)
    payer = dict(table.ui.hand_places())[others[0]]
    assert spot is not None and payer.contains(spot), (spot, payer)


def _tray_titles(surface: pygame.Surface, d: paint.Picture, monkeypatch) -> list[str]:
    said: list[str] = []
    real = theme.blit_fit
    monkeypatch.setattr(theme, "blit_fit", lambda s, text, *a, **kw: (said.append(text), real(s, text, *a, **kw))[1])
    paint._tray(surface, d)
    return said


def test_the_tray_names_the_seat_whose_cards_it_shows(data_dir: str, monkeypatch) -> None:
    """Screen 13: while Nova's revealed cards fly to the Recruitment Centre the turn is Alice's already, and the
    tray read "Alice reveals Lab cards". It names Nova, who drew them."""
    app, table = _start()
    assert table.view.current == 0
    shown = [lab("L46"), lab("L47")]
    table.ui.choreograph([Event("reveal", 1, (c,)) for c in shown], table.view)
    d = paint.picture_of(table.ui)
    d = dataclasses.replace(d, cards=lambda z: shown if z == L.REVEAL else [])
    titles = _tray_titles(pygame.Surface((1280, 720)), d, monkeypatch)
    assert "Orbit reveals Lab cards" in titles and "Alice reveals Lab cards" not in titles


def _final(table, winners: tuple[int, ...], tie_break: str, totals: tuple[int, int]):
    scores = tuple(FinalScore(t, 0, 0, 0, t, ()) for t in totals)
    return dataclasses.replace(table.view, final=Final(scores, winners, tie_break, "cards", ""))


def test_results_speak_of_a_tie_only_when_one_was_broken(data_dir: str) -> None:
    """Screen 196: "A tie on points goes to…" showed when nobody tied (SL-20: the tie-break only parts equal
    totals)."""
    app, table = _start()
    table.view = _final(table, (0,), "", (40, 30))
    assert table.flow.result_notes() == []
    table.view = _final(table, (1,), "projects", (40, 40))
    assert table.flow.result_notes() == ["Tied on points: Orbit holds the most Projects and wins."]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_result_columns_say_which_points_they_count(data_dir: str, language: str) -> None:
    """Screen 101: "Objectives: 0" beside validated capsules read as failed Objectives. The columns are the
    engine's scoring parts named apart: Objective tiles (bottom-slot effects) and Validation tiles (the side
    panel's name: "Tiles" beside "Objective tiles" read as one thing, playtest 16)."""
    i18n.set_language(language)
    app, table = _start()
    table.view = _final(table, (0,), "", (40, 30))
    labels = [p.label for p in table.result_rows()[0].parts]
    assert labels == [i18n.tr(w) for w in ("Lab cards", "Objective effect", "Validation tiles", "Projects")]
    assert i18n.tr("Objectives") not in labels and i18n.tr("Validation") not in labels


@pytest.mark.parametrize("language", ["en", "fr"])
def test_taking_an_agency_reads_right_for_one_card(language: str) -> None:
    """Screens 153, 216: "Take the revealed Green Explorer cards" for one card. The move's words hold no count
    (the action does not know it), so they read right for one card and for three: "every … card". Where the reveal
    is in view, the Hint and the coach say the cards it shows (playtest 13: "every revealed Red card" of one card)."""
    from engine.space_lab import GAME
    from engine.space_lab.cards import AGENCY_OF, LAB_IDS
    from engine.space_lab.words import describe_in

    i18n.set_language(language)
    text = say_words.say(describe(Action("agency", 2)), [])
    assert text == {"en": "Take every revealed Green card", "fr": "Prendre chaque carte verte révélée"}[language]
    greens = [c for c in LAB_IDS if AGENCY_OF[c] == 2][:2]
    red = next(c for c in LAB_IDS if AGENCY_OF[c] == 0)
    view = dataclasses.replace(GAME.view(position(2), 0), phase="agency", revealed=(greens[0], red, greens[1]))
    one = say_words.say(describe_in(view, Action("agency", 0)), [])
    two = say_words.say(describe_in(view, Action("agency", 2)), [])
    assert (one, two) == {"en": ("Take the revealed Red card", "Take the 2 revealed Green cards"),
                          "fr": ("Prendre la carte rouge révélée", "Prendre les 2 cartes vertes révélées")}[language]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_stays_up_through_the_whole_learn_to_play_game(data_dir: str, language: str) -> None:
    """Screens 20, 23, 229: after the first placement (turn 3) the coach was gone for good. Like the other games'
    coaches, it is on screen at every decision to the end, and a move it names is legal and played."""
    from tests.client.test_coach_follow import follow

    try:
        seen = follow("space_lab", language, always_up=True)
    finally:
        i18n.set_language("en")
    assert seen.get("named", 0) >= 20, seen


def test_no_line_speaks_of_gold_slots_before_any_is_gold() -> None:
    """Screens 11, 223: "gold slots score more" was said with no card chosen, when nothing on screen is gold. The
    opening's words speak of gold only as what a chosen card lights up."""
    for line in script.OPENING:
        text = line.text.lower()
        assert "gold slots" not in text, line.text
        assert "gold" not in text or "light up" in text, line.text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_learn_to_play_says_what_it_deals_when_the_setup_differs(data_dir: str, language: str) -> None:
    """Learn to play, chosen from the 1-player setup, dealt a 2-player lesson against Nova with no word of it. Under
    its button the set-up says who sits at the lesson's table, whatever the count chosen (the caption's own test,
    ``test_setup_learn_caption``, checks it against the table opened)."""
    from game.scenes.setup import SetupScene, learn_caption
    from game.scenes.title import TitleScene

    i18n.set_language(language)
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    setup = SetupScene(app, "space_lab")  # as the title's Space Lab button opens it
    app.push(setup)
    app.frame(DT)

    def label() -> str:
        return next(b.label for b in setup.buttons.buttons if b.key == "learn")

    while len(setup.seats) != script.PLAYERS:
        click_key(app, "players+" if len(setup.seats) < script.PLAYERS else "players-")
    assert label() == i18n.tr("Learn to play")
    while len(setup.seats) > 1:
        click_key(app, "players-")
    assert label() == i18n.tr("Learn to play")
    caption = learn_caption("space_lab")
    assert caption == i18n.trn("a guided game with {n} Easy computer", "a guided game with {n} Easy computers",
                               script.PLAYERS - 1)
    assert str(script.PLAYERS - 1) in caption


@pytest.mark.parametrize("players", [2, 4])
def test_a_validation_tile_covers_no_objective_and_no_slot(data_dir: str, players: int) -> None:
    """Screens 66, 174: the tile's "8" sat on the player's own capsule's Objective, over its colour icons and their
    ticks: there it covers no Objective, no capsule, no slot. The other players' small stations keep it on the
    Objective's corner, inside their panel and under its title row (above their capsules is the owner's name), and
    inside the capsule: the fifth re-test found its "10" on the corner of the card in the next middle slot."""
    app, table = _start(players)
    layout = table.ui.layout
    for seat in range(players):
        geo = layout.station(seat)
        covered = [geo.objective(i) for i in range(3)] + list(geo.capsules) + list(geo.slots)
        for i in range(3):
            t = geo.token(i)
            if seat != layout.bottom:
                panel = layout.panels[seat]
                assert panel.contains(t) and t.top >= panel.y + L.PANEL_TITLE, (seat, i, t)
                assert geo.capsules[i].contains(t) and t.collidelist(geo.slots) == -1, (seat, i, t)
                continue
            assert t.collidelist(covered) == -1, (seat, i, t)
            top = geo.slots[i]  # beside its own top slot, in the top row (playtest 18: clear of the legend too)
            assert top.top <= t.top and t.bottom <= top.bottom and abs(t.centerx - top.centerx) < top.w + t.w, (i, t)


def _tip_rects(app, table, points, monkeypatch) -> list[tuple[tuple[int, int], pygame.Rect]]:
    """Where the tip is drawn with the mouse at each point (points with no tip are left out)."""
    from types import SimpleNamespace

    from game.tables.space_lab import tips

    out: list[tuple[tuple[int, int], pygame.Rect]] = []
    drawn: list[pygame.Rect] = []
    real = tips.ui
    # the tip's own frame only (the module's ``ui`` as the tips see it): every other panel is drawn as before
    monkeypatch.setattr(tips, "ui", SimpleNamespace(panel=lambda s, r, *a, **kw: (drawn.append(pygame.Rect(r)),
                                                                                  real.panel(s, r, *a, **kw))))
    for pos in points:
        drawn.clear()
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(DT)
        table.draw(pygame.Surface((1280, 720)))
        out += [(pos, r) for r in drawn]
    monkeypatch.setattr(tips, "ui", real)
    return out


@pytest.mark.parametrize("language", ["en", "fr"])
def test_tips_cover_no_button(data_dir: str, language: str, monkeypatch) -> None:
    """Screens 17, 48, 76, 88, 99: picking the cards to pay, a card's tip covered Confirm; 73, 81: a placed card's
    tip covered Hint and the solo panel's title. A tip, wherever the mouse points, covers no button of the game
    and no title of the right column."""
    from game.tables.space_lab import offers

    i18n.set_language(language)
    card, others = lab("L12"), [lab("L46"), lab("L47"), lab("L31")]
    placed = {"T0": lab("L01"), "M1": lab("L02"), "T2": lab("L16"), "M3": lab("L05"), "B2": lab("L06")}
    for players in (1, 2):
        app, table = _start(players, hands={0: [card, *others]}, stations={0: placed}, project_deck=[project("P01")])
        click_key(app, Pick("select", "hand", card))
        click_key(app, Action("place", card, "T1"))  # paying now: Confirm and Cancel are up
        buttons = [b.rect for b, _k, _r in offers.buttons(table.ui)[0]]
        assert buttons
        points = [r.center for _c, r in table.ui.hand_places()] + [r.center for r in L.OWN.slots]
        points += [(r.right - 6, r.bottom - 6) for _c, r in table.ui.hand_places()]
        shown = _tip_rects(app, table, points, monkeypatch)
        assert len(shown) >= 8
        menu = pygame.Rect(1164, 10, 106, 108)  # Rules, Settings, Leave
        titles = [pygame.Rect(p.x, p.y, p.w, 40) for p in (table.ui.layout.panels.values() or [L.SIDE])]
        clear = buttons + [L.HINT_BUTTON, L.UNDO_BUTTON, menu] + titles
        for pos, r in shown:
            assert r.collidelist(clear) == -1, (players, pos, r, clear[r.collidelist(clear)])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_replay_shows_no_live_control_and_no_later_record(data_dir: str, language: str) -> None:
    """Screen 108: the replay's set-up step showed a live-looking Confirm, glowing capsules and "click two
    capsules"; 103: its snapshot read "Your record: 62 VP", a record this very game set at its end. A replay's
    position offers nothing, tells the mouse nothing, and shows no record."""
    from engine import GAMES
    from engine.recipe import replay
    from game import record, replays
    from game.scenes.watch import WatchScene
    from game.seats import Seat
    from game.tables.space_lab import BEST
    from tests.client.test_replay_end import finished_recipe

    i18n.set_language(language)
    game, rec = GAMES["space_lab"], finished_recipe("space_lab", 3, players=1)
    s = replay(rec)[0]
    assert replays.add(rec, [Seat("Alice", True)], list(game.scores(s)), [])
    BEST.move_on(BEST.outcome(game.view(s, 0)))  # the record this game set, kept before the replay is watched
    best = BEST.load()
    assert best is not None
    app = make_app("instant")
    app.router.watch(replays.listing()[0])
    watch = app.top
    assert isinstance(watch, WatchScene)
    for step in range(3):  # the deal (the Objectives to arrange), then the first moves
        app.frame(DT)
        table = watch.table
        assert table.ui.offers() == []
        assert paint.picture_of(table.ui).buttons == []
        with record.capture() as items:
            app.draw()
        texts = " ".join(record.texts(items))
        for word in ("Confirm", "Your best: {n} VP · {rating}", "No solo game finished yet: your best score will "
                     "be kept here.", "Your Objectives: click two, on the capsules or below, to swap them, "
                     "then Confirm"):
            said = i18n.tr(word, n=best.score, rating=i18n.tr(best.rating)) if "{" in word else i18n.tr(word)
            assert said not in texts, (step, said)
        click_key(app, "watch:next")


def test_solo_results_stand_in_the_middle_of_the_screen(data_dir: str, monkeypatch) -> None:
    """Screen 101: a solo result's one row sat at the top and its notes at the bottom, the half between empty. The
    row and its notes stand as one block in the middle of the room between the headline and the buttons."""
    from game.scenes.results import ResultsScene

    app, table = steps.start(1, 3)
    steps.play_until(app, table, lambda t: False, seed=3)
    scene = app.top
    assert isinstance(scene, ResultsScene) and len(scene.rows) == 1 and scene.notes
    rows: list[pygame.Rect] = []
    real = ResultsScene._draw_row
    monkeypatch.setattr(ResultsScene, "_draw_row", lambda self, s, row, r, *a: (rows.append(r), real(self, s, row, r, *a)))
    scene.draw(pygame.Surface((1280, 720)))
    (r,) = rows
    notes_bottom = r.bottom + 8 + 4 + 26 * len(scene.notes)
    above, below = r.top - 104, 636 - notes_bottom
    assert above > 100 and abs(above - below) < 40, (above, below)


def test_the_coach_arrow_covers_no_words_above_the_ringed_thing(data_dir: str) -> None:
    """Screens 15, 219: the arrow over a ringed slot or revealed card covered the header "Alice 0 VP · Lab cards"
    and the tray's title. Words just above the ring stay as they were; the arrow points from plainer ground."""
    from types import SimpleNamespace

    from game.kit.choices import Offer

    pygame.font.init()  # the panel's words
    surface = pygame.Surface((400, 300))
    surface.fill((20, 24, 50))
    words = pygame.Rect(100, 60, 200, 22)  # a title just above the thing to click
    surface.fill((240, 240, 240), words)
    spot = pygame.Rect(150, 100, 100, 80)
    fake = SimpleNamespace(GATHERED={}, OPENING=[], FIRSTS={}, SEED=1, PANEL=(300, 200, 90, 90))
    coach = Coach(fake)  # type: ignore[arg-type]
    aim = Action("draw")
    coach._plan, coach._aim, coach._text = [aim], aim, "line"
    before = pygame.image.tobytes(surface.subsurface(words), "RGB")
    coach.draw(surface, [Offer(spot, aim, lambda: None)], 0.0)
    assert pygame.image.tobytes(surface.subsurface(words), "RGB") == before
    assert surface.get_at((spot.centerx, spot.bottom + 20))[:3] != (20, 24, 50)  # the arrow, below the ring
