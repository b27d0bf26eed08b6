"""What a newcomer's playtest of Space Lab found (issue 18), each checked on what the screen shows.

A hand that cannot pay for any of its cards is greyed and told only what it may do; the station shows no slot
codes; French reads the agencies' French names; text on the table and the rules pages is written whole.
"""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pygame
import pytest

from engine.core import Action
from engine.space_lab.cards import IS_LAB, IS_PROJECT, MAX_ID, OBJECTIVE
from engine.space_lab.codes import lab, objective
from engine.space_lab.content import AGENCY_NAMES, SLOTS
from engine.space_lab.positions import position
from engine.space_lab.words import describe
from game import i18n, theme
from game import record as shown
from game.kit.choices import Pick
from game.tables.space_lab import art, icons, paint, paint_station
from game.tables.space_lab import layout as L
from tests.client.driver import DT, click_key
from tests.client.space_lab import steps


def _start(players: int = 1, **kw):
    app, table = steps.start(players, 1)
    steps.at(table, position(players, **kw))
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
    assert "place" not in text.lower() and "eveal 3 Lab cards" in text and "recruit" in text
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


@pytest.mark.parametrize(("lang", "expected"), [("en", "Reveal 3 Lab cards."), ("fr", "Révélez 3 cartes Lab.")])
def test_an_empty_hand_is_not_told_to_place_cards(data_dir: str, lang: str, expected: str) -> None:
    """SL-7, screen 146: with no card in hand only revealing is legal; the line on the table says only that,
    in both languages, as the Hint does (screen 168)."""
    app, table = _start(hands={0: []})
    assert table.choices.kinds == {"draw"}
    i18n.set_language(lang)
    try:
        assert table.ui.prompt()[0] == expected
    finally:
        i18n.set_language("en")


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
        # an agency's cards are named by their colour, as the cards themselves are ("Pilote Or", "prend 2 cartes Or")
        assert any(re.search(r"\b(cartes?|pile) (Rouge|Bleu|Vert|Or)\b", t) for t in read)
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


@pytest.fixture
def cuts(monkeypatch) -> list[str]:
    """Every text cut with "…" while the test draws."""
    return steps.cuts(monkeypatch)


def _in(lang: str, draw) -> None:
    pygame.init()
    i18n.set_language(lang)
    try:
        draw()
    finally:
        i18n.set_language("en")


RULES_CARD = (68, 96)  # a card on a rules page (``game.scenes.help``: 96 high, 5/7 as wide)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_face_on_a_rules_page_and_in_the_projects_panel_is_written_whole(lang: str, cuts) -> None:
    """Lab cards, Projects and Objectives at the rules pages' size, and Projects at the sizes the panel gives 5 to 9
    of them, say their name and effect whole: never "2 VP per ⬡ in your stati…", "Programme s…" or "6 PV par…"
    (screens 51, 123, 125)."""

    def draw() -> None:
        for c in range(MAX_ID):
            if IS_LAB[c] or IS_PROJECT[c]:
                art.ART.paint_face(c, *RULES_CARD)
            if IS_PROJECT[c]:
                for n in (5, 6, 7, 9):
                    art.ART.paint_face(c, *L.project_rect(0, n).size)
        for o in OBJECTIVE:
            art.ART.paint_face(o, *RULES_CARD)
    _in(lang, draw)
    assert cuts == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_gold_slot_says_the_objective_it_wakes_whole(lang: str, cuts) -> None:
    """A card aimed at a bottom slot under a matching Objective lights it gold with what it triggers: "Objectif :
    pioch…" must read whole (screen 89)."""

    def draw() -> None:
        surface = pygame.Surface((200, 200))
        r = L.OWN.slots[7]
        for o in OBJECTIVE.values():
            fact = SimpleNamespace(projects=0, bottom=o.effect, tiles=(), bonus=())
            icons.draw_lines(surface, paint_station._fact_lines(fact), r.inflate(-6, -10), 14)
    _in(lang, draw)
    assert cuts == []


def test_an_objective_s_bottom_slot_words_stay_clear_of_its_specialty_badge(monkeypatch) -> None:
    """Section 5: an Objective shows the specialty its bottom slot asks for and says "bottom slot" beside it; on the
    rules pages' narrow tile the words ran over the icon (screen 52)."""

    def ink(surface: pygame.Surface, other: pygame.Surface) -> pygame.Rect:
        """The bounding box of the pixels where two paintings differ."""
        diff = [(x, y) for x in range(surface.get_width()) for y in range(surface.get_height())
                if surface.get_at((x, y)) != other.get_at((x, y))]
        xs, ys = [p[0] for p in diff], [p[1] for p in diff]
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)

    pygame.init()
    for size in (RULES_CARD, (84, 84), (110, 110)):
        whole = art.paint_objective(objective("O01"), *size)
        with monkeypatch.context() as m:
            m.setattr(icons, "badge", lambda *a, **kw: None)
            no_badge = art.paint_objective(objective("O01"), *size)
        with monkeypatch.context() as m:
            m.setattr(art, "tr", lambda s, **kw: "" if s == "bottom slot" else i18n.tr(s, **kw))
            no_words = art.paint_objective(objective("O01"), *size)
        assert not ink(whole, no_badge).colliderect(ink(whole, no_words)), size


def test_a_two_line_prompt_keeps_a_readable_size(data_dir: str, monkeypatch) -> None:
    """A French prompt too wide for one line is written on two lines at 14 points or more, not shrunk to 12 (screens
    87, 94), and still between the station and the hand."""

    app, table = _start(hands={0: [lab("L09"), lab("L46"), lab("L47"), lab("L01")]})
    i18n.set_language("fr")
    try:
        click_key(app, Pick("select", "hand", lab("L09")))
        text = table.ui.prompt()[0]
        sizes: list[tuple[str, int]] = []
        real = theme.text
        monkeypatch.setattr(theme, "text", lambda s, size, *a, **kw: (sizes.append((s, size)),
                                                                       real(s, size, *a, **kw))[1])
        box = paint.prompt(pygame.Surface((1280, 720)), text, theme.ACCENT)
    finally:
        i18n.set_language("en")
    lines = [(s, size) for s, size in sizes if s in text]
    assert len(lines) == 2 and " ".join(s for s, _ in lines) == text
    assert min(size for _, size in lines) >= 14
    assert box.top >= L.OWN.slots[7].bottom and box.bottom <= min(r.top for _c, r in table.ui.hand_places())


def test_the_french_agency_choice_title_is_whole(data_dir: str, cuts) -> None:
    """The tray over the revealed cards says what a click does, whole in French (screen 87)."""
    app, table = _start(deck=[lab("L01"), lab("L20"), lab("L02"), lab("L31")])
    i18n.set_language("fr")
    try:
        click_key(app, Action("draw"))
        steps.settle(app, table)
        assert table.view.phase == "agency"
        table.layer.invalidate()
        with shown.capture() as items:
            app.frame(DT)
    finally:
        i18n.set_language("en")
    assert any(t.startswith("Cliquez sur une carte") for t in shown.texts(items))
    assert cuts == []


def test_five_to_nine_projects_lie_side_by_side_inside_their_panel() -> None:
    """Five or more Projects never pile on one another and stay inside their panel (screens 123, 125)."""

    for n in range(5, 10):
        rects = [L.project_rect(k, n) for k in range(n)]
        assert all(L.PROJECTS_PANEL.contains(r) for r in rects), n
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), n


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_every_two_line_prompt_leaves_room_above_the_hand(lang: str) -> None:
    """The longest prompts the table says (a chosen card with its effect, the Confirm line), drawn for every Lab
    card in English, French and the made-up wide language, keep clear of the station above and of the hand's card
    tops below by a few pixels (screens 147, 149, 158: the pill's frame sat on the cards)."""
    from engine.space_lab.cards import EFFECT_OF, LAB_IDS
    from engine.space_lab.words import card_words, effect_words, slot_words
    from game.i18n import tr
    from game.words import say

    pygame.init()
    _speak(lang)
    try:
        surface = pygame.Surface((1280, 720))
        boxes = []
        for c in LAB_IDS:
            name, e = say(card_words(c), ["Alice"]), EFFECT_OF[c]
            texts = [tr("{card}: click a glowing slot; gold slots trigger an effect there", card=name),
                     tr("Click Pay to place {card} on {slot}", card=name, slot=say(slot_words("T2"), ["Alice"]))]
            if e is not None and e.immediate:
                texts.append(tr("{card}: click a glowing slot. Its own effect ({effect}) works in any slot; gold "
                                "slots add more", card=name, effect=say(effect_words(e), ["Alice"])))
            boxes += [paint.prompt(surface, t, theme.ACCENT) for t in texts]
    finally:
        i18n.set_language("en")
    hand_top = min(L.hand_card(i, n).top for n in range(1, 8) for i in range(n))
    assert max(b.bottom for b in boxes) <= hand_top - 4
    assert min(b.top for b in boxes) >= L.OWN.slots[7].bottom + 2


def test_another_player_s_hand_shows_each_known_card_s_colour_and_backs_for_the_rest(data_dir: str,
                                                                                     monkeypatch) -> None:
    """Section 15: cards taken publicly (DRAW, RECRUIT) are known to all, the rest are not. Nova's panel drew one
    gold face and "×3" for a hand of 1 gold and 2 blue (screen 209): each card is drawn, known faces as they are,
    unknown ones as backs, and nothing of the unknown ones is shown."""
    from engine.space_lab.cards import AGENCY_OF

    known = [lab("L02"), lab("L20")]
    hand = known + [lab("L31")]
    s = position(2, hands={1: hand})
    s.known[1] = tuple(known)
    app, table = steps.start(2, 1)
    steps.at(table, s)
    app.frame(DT)
    size = L.MINI_HAND
    drawn: list[tuple[int, bool]] = []
    art_ = table.ui.art
    fitted, back = art_.fitted, art_.back
    monkeypatch.setattr(art_, "fitted", lambda c, w, h: (
        drawn.append((c, True)) if (w, h) == size else None, fitted(c, w, h))[1])
    monkeypatch.setattr(art_, "back", lambda w, h: (
        drawn.append((-1, False)) if (w, h) == size else None, back(w, h))[1])
    paint.paint(pygame.Surface((1280, 720)), paint.picture_of(table.ui))
    faces = [c for c, face in drawn if face]
    assert sorted(faces) == sorted(known) and len(drawn) == len(hand)
    assert len({AGENCY_OF[c] for c in known}) == 2  # two colours, both on screen
    assert lab("L31") not in [c for c, _f in drawn]  # the card taken in secret is a back


@pytest.mark.parametrize("count", [2, 5, 6, 8])
def test_hidden_projects_show_project_backs_at_every_count(count: int, monkeypatch) -> None:
    """A replay watched from the table hides every seat's Projects (section 15.4): five or six stand upright in the
    panel, and their backs read as Lab cards ("LAB", screen 195c against 193). They are Project backs."""
    from engine.core import HIDDEN
    from game.tables.space_lab import paint_supply

    pygame.init()
    backs: list[str] = []
    monkeypatch.setattr(art, "paint_lab_back", lambda w, h: (backs.append("lab"), pygame.Surface((w, h)))[1])
    real = art.paint_project_back
    monkeypatch.setattr(art, "paint_project_back", lambda w, h: (backs.append("project"), real(w, h))[1])
    d = SimpleNamespace(view=SimpleNamespace(seat=None, final=None, project_points=0), layout=SimpleNamespace(bottom=0),
                        cards=lambda zone: [HIDDEN] * count, name=lambda s: "Alice", art=art.SpaceLabArt())
    paint_supply._projects(pygame.Surface((1280, 720)), d)
    assert backs and set(backs) == {"project"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_space_telescope_shows_its_points_and_its_words_keep_off_the_copies_line(lang: str, monkeypatch) -> None:
    """A Project's face says what it scores: the small Space Telescope in the Projects panel showed only its picture
    (screens 160, 161); on the large card being kept "for 1 to 5 copies" ran into "5 copies in the game" (187)."""
    from engine.space_lab.cards import PROJECT_TYPES, PTYPE_OF

    pygame.init()
    telescope = next(c for c in range(MAX_ID) if IS_PROJECT[c] and PROJECT_TYPES[PTYPE_OF[c]].code == "PE")
    i18n.set_language(lang)
    try:
        for size in (L.PROJECT, L.tray_card("drawn", 0, 2).size):
            boxes, texts = _painted_project(telescope, size, monkeypatch)
            assert boxes, size  # the effect is written, not the picture alone
            (box, lines), = boxes
            assert any("26" in t for line in lines for t in line if isinstance(t, str))
            copies = [(c, sz) for t, c, sz in texts if "5" in t and t != tr_name(telescope)]
            for centre, sz in copies:  # the copies line's top stays under the effect's box
                assert centre[1] - theme.font(sz).get_height() / 2 >= box.bottom + 2, size
    finally:
        i18n.set_language("en")



def tr_name(card: int) -> str:
    from engine.space_lab.cards import PROJECT_TYPES, PTYPE_OF

    return i18n.tr(PROJECT_TYPES[PTYPE_OF[card]].name)


def _painted_project(card: int, size: tuple[int, int], monkeypatch) -> tuple[list, list]:
    """A Project painted at ``size``: the effect's boxes and lines, and the texts written with their centre and size."""
    boxes: list[tuple[pygame.Rect, list]] = []
    texts: list[tuple[str, tuple[float, float], int]] = []
    real_draw, real_text = icons.draw_lines, art.fit_text
    with monkeypatch.context() as m:
        m.setattr(icons, "draw_lines", lambda s, lines, box, *a, **kw: (
            boxes.append((pygame.Rect(box), lines)), real_draw(s, lines, box, *a, **kw))[1])
        m.setattr(art, "fit_text", lambda s, text, size_, col, centre, *a, **kw: (
            texts.append((text, centre, size_)), real_text(s, text, size_, col, centre, *a, **kw))[1])
        art.paint_project(card, *size)
    return boxes, texts


def test_the_revealed_cards_labels_sit_clear_of_their_rings_and_inside_the_tray(data_dir: str, monkeypatch) -> None:
    """Screen 147: "Gold ×1 / Red ×2" under the revealed cards touched the clickable ring's halo (7 pixels round
    a card) and the tray's bottom: each label starts under the halo and ends inside the tray."""
    app, table = _start(deck=[lab("L01"), lab("L20"), lab("L02"), lab("L31")])
    click_key(app, Action("draw"))
    steps.settle(app, table)
    assert table.view.phase == "agency"
    labels: list[pygame.Rect] = []
    real = theme.blit_text

    def blit_text(surface: pygame.Surface, text: str, *a, **kw) -> pygame.Rect:
        r = real(surface, text, *a, **kw)
        if "×" in text and kw.get("anchor") == "midtop":
            labels.append(r)
        return r

    monkeypatch.setattr(paint.theme, "blit_text", blit_text)
    paint.paint(pygame.Surface((1280, 720)), paint.picture_of(table.ui))
    assert len(labels) == 3
    for k, r in enumerate(labels):
        card = L.tray_card("reveal", k, 3)
        assert r.top >= card.bottom + 8 and r.bottom <= L.TRAY.bottom - 6, (r, card)


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_the_click_to_skip_pill_sits_between_the_buttons_and_the_side_panel(lang: str, monkeypatch) -> None:
    """Screens 159, 188, 204: the kit's "click to skip ▸▸" pill sat on the side panel's top border. It sits in the
    gap under the Undo button, clear of the side panel (the solo panel and the other players' panels alike)."""
    from game.kit import notes, panels

    pygame.init()
    boxes: list[pygame.Rect] = []
    real = panels.ui.panel
    monkeypatch.setattr(panels.ui, "panel", lambda surface, r, *a, **kw: (boxes.append(pygame.Rect(r)),
                                                                          real(surface, r, *a, **kw))[1])
    _speak(lang)
    try:
        notes.skip_badge(pygame.Surface((1280, 720)))
    finally:
        i18n.set_language("en")
    (pill,) = boxes
    assert pill.top >= L.UNDO_BUTTON.bottom + 2 and pill.bottom + 2 <= L.SIDE.top
    assert all(p.top >= pill.bottom + 2 for n in (1, 2, 3) for p in L.side_panels(n))


def _speak(lang: str) -> None:
    """Switch to ``lang`` as the layout walk does ("long": English stretched about 30% wider)."""
    from tests.client.layout_walk import _set_language

    _set_language(lang)


def test_an_objective_woken_on_another_station_is_said_on_a_plate(data_dir: str) -> None:
    """Screen 211: "Draw 2 Project cards, keep 1" floated bare over Nova's small station, read as printed on it.
    It is laid on a plate of its own, inside her panel, as the viewer's own are over the hand."""
    from engine.core import Event
    from engine.space_lab.cards import OBJECTIVE
    from game.tables.space_lab import choreo

    app, table = steps.start(2, 1)
    layout = table.ui.layout
    other = next(s for s in range(2) if s != layout.bottom)
    added: list = []
    fx = SimpleNamespace(say=table.say, burst=lambda *a, **kw: None, add=added.append,
                         popup=lambda *a, **kw: added.append(("bare", a)))
    card = next(c for c, o in OBJECTIVE.items() if o.effect is not None)
    choreo._objective(Event("objective", other, value=0, cards=(card,)), 0.0, layout, fx)
    (plate,) = added
    assert isinstance(plate, choreo.Plate)
    text_w = theme.font(plate.size, True).size(plate.text)[0] + 28
    panel = layout.panels[other]
    assert panel.left <= plate.pos[0] - text_w // 2 and plate.pos[0] + text_w // 2 <= panel.right


def test_the_greyed_undo_button_s_reason_leaves_the_solo_title_readable(monkeypatch) -> None:
    """Screen 179: the reason under a greyed Undo covered "Solo against the clock", the side panel's title. The
    side panel starts low enough that the reason ends above the title's first line (14 pixels into the panel)."""
    from game import ui
    from game.kit import keeper
    from game.words import say

    pygame.init()
    boxes: list[pygame.Rect] = []
    monkeypatch.setattr(keeper.ui, "panel", lambda surface, r, *a, **kw: boxes.append(pygame.Rect(r)))
    button = ui.Button(L.UNDO_BUTTON.copy(), "Undo", lambda: None, key="ui:undo", enabled=False)
    mod = SimpleNamespace(human_turn=True, owns_screen=True, why_no_undo=lambda: keeper_reason())
    stub = SimpleNamespace(mod=mod, say=lambda w: say(w, ["Alice"]))
    keeper.Keeper.undo_tip(stub, pygame.Surface((1280, 720)), button, L.UNDO_BUTTON.center)
    (tip,) = boxes
    assert tip.bottom + 2 <= L.SIDE.y + 14


def keeper_reason():
    from game.moderator import NOTHING_YET

    return NOTHING_YET
