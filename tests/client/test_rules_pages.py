"""The rules pages a newcomer reads: no rule codes, the engine's own numbers, every screen readable."""

from __future__ import annotations

import re

import pygame
import pytest

from engine import GAMES
from game import i18n
from game.scenes import help as rules
from game.tables import help_pages

CODE = re.compile(r"\b(SB|AC|SS|SL|R|T)-\d+")


def _texts(game: str) -> list[str]:
    out = []
    for heading, items in help_pages(game):
        out.append(i18n.tr(heading))
        out += [t for t in (rules.item_text(item) for item in items) if t is not None]
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", list(GAMES))
def test_no_rule_code_reaches_a_player(game: str, lang: str) -> None:
    i18n.set_language(lang)
    try:
        texts = _texts(game)
    finally:
        i18n.set_language("en")
    assert texts
    coded = [t for t in texts if CODE.search(t)]
    assert not coded, coded


def test_the_code_pattern_catches_what_it_must() -> None:
    assert CODE.search("worth its value (SB-16).") and CODE.search("(AC-22 to AC-24)")
    assert not CODE.search("6-Puff field, P1 to P5")


def _all(game: str) -> str:
    return "\n".join(_texts(game))


def test_space_beans_set_up_counts_are_the_engines_deal() -> None:
    """SB-2: the dealer (last seat) gets none; the pages state the real deal and draw pile sizes."""
    game = GAMES["space_beans"]
    text = _all("space_beans")
    for n in range(game.min_players, game.max_players + 1):
        s = game.new(n, 7)
        assert len(s.hands[-1]) == 0
        dealt = len(s.hands[0])
        assert f"gets {dealt} cards face down, except the dealer" in text
        assert f"{len(s.draw)} " in text, n
    assert "dealer" in text and "draw pile is shuffled" not in text  # the reshuffle is said with the discard
    assert "discard pile is shuffled at once into a new draw pile" in text  # SB-8


def test_al_cabohne_set_up_counts_are_the_engines_deal() -> None:
    """AC-2, AC-6: the hand sizes the pages state are the hands the engine deals."""
    game = GAMES["al_cabohne"]
    text = _all("al_cabohne")
    solo, duo = game.new(1, 3), game.new(2, 3)
    assert f"a {len(solo.hands[0])}-card hand" in text
    assert f"{len(duo.hands[0])} cards each" in text
    assert "no reshuffle" in text and "shuffled into a new deck" in text  # AC-31, AC-33


@pytest.mark.parametrize("game", ["space_beans", "al_cabohne"])
def test_the_learning_pages_are_there(game: str) -> None:
    """A newcomer's list: set-up, the end, a worked example, a glossary, card pictures."""
    headings = [h for h, _ in help_pages(game)]
    assert "Set-up" in headings and "Words on the table" in headings
    text = _all(game)
    assert "Example" in text
    assert any(isinstance(i, tuple) and i[0] == "cards" for _h, items in help_pages(game) for i in items)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_rules_screen_fits_its_panel(game: str, lang: str) -> None:
    """A long page continues on the next screen instead of running off the panel."""
    pygame.font.init()
    i18n.set_language(lang)
    try:
        for page in help_pages(game):
            screens = rules._screens(page)
            for heading, items in screens:
                blocks = rules._layout(items, rules.body_size(items))  # a page may take a size or two less
                assert len(items) == 1 or rules._height(blocks) <= rules.ROOM, heading
            assert sum(len(items) for _h, items in screens) == len(page[1])
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_space_lab_rules_screen_is_whole_and_draws_the_station(lang: str, data_dir: str, monkeypatch) -> None:
    """Nothing on Space Lab's rules screens is cut with "…" (the card reading "2 VP per ⬡ in your stati…") or drawn
    over another text, in English and French; and the pages carry the drawing of the station (SU-2)."""
    from game import theme
    from tests.client.driver import make_app
    from tests.client.layout_probe import Probe, recording
    from tests.client.space_lab.steps import cuts

    cut = cuts(monkeypatch)
    app = make_app()
    i18n.set_language(lang)
    try:
        with recording() as rec:
            scene = rules.HelpScene(app, "space_lab")
            for page in range(len(scene.pages)):
                scene.page = page
                scene._build()
                screen = Probe((theme.WIDTH, theme.HEIGHT))
                rec.fill(screen, None)
                scene.draw(screen)
                rec.screen_check(screen)
    finally:
        i18n.set_language("en")
    assert cut == [] and [str(i) for i in rec.issues] == []
    assert any(isinstance(i, tuple) and i[0] == "drawing" for _h, items in help_pages("space_lab") for i in items)


def test_space_beans_pages_on_cards_and_collections_show_them() -> None:
    """The set-up, the collections and the turn are read beside card pictures (issue 18: only the first page and the
    closing example had any; the end scoring's page is full of words, in French a row there went to a page of its
    own). Each row of one collection is of one type (SB-13)."""
    from engine.space_beans.cards import card_type

    rows = {h: [i[1] for i in items if isinstance(i, tuple) and i[0] == "cards"] for h, items in help_pages("space_beans")}
    for heading in ("Set-up", "Collections", "Your turn", "Forced close and closing"):
        assert rows[heading], heading
    for heading in ("Collections", "Your turn", "Forced close and closing"):
        assert all(len({card_type(c) for c in row}) == 1 for row in rows[heading]), heading


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_space_lab_rules_fill_every_page_and_fit_it(lang: str, data_dir: str) -> None:
    """Space Lab's rules read in at most 12 screens, none mostly empty: what each screen draws under its heading
    reaches at least 40% down the panel, and ends inside it. There were 16, "The slots (continued)" and "Scoring
    (continued)" a line or two each (issue 18, the merged re-test)."""
    from game import theme
    from tests.client.driver import make_app

    pygame.init()
    app = make_app()
    i18n.set_language(lang)
    try:
        scene = rules.HelpScene(app, "space_lab")
        assert len(scene.pages) <= 12, [h for h, _ in scene.pages]
        top = rules.BODY.y + 64  # where the first paragraph starts, under the heading
        for page in range(len(scene.pages)):
            scene.page = page
            scene._build()
            drawn = pygame.Surface((theme.WIDTH, theme.HEIGHT))
            scene.draw(drawn)
            blocks, scene.blocks = scene.blocks, []
            bare = pygame.Surface((theme.WIDTH, theme.HEIGHT))
            scene.draw(bare)  # the same screen with nothing under its heading
            scene.blocks = blocks
            rows = [y for y in range(top, rules.BODY.bottom)
                    if pygame.image.tobytes(drawn.subsurface((rules.BODY.x, y, rules.BODY.w, 1)), "RGB")
                    != pygame.image.tobytes(bare.subsurface((rules.BODY.x, y, rules.BODY.w, 1)), "RGB")]
            assert rows, scene.heading
            filled = (rows[-1] - top) / rules.ROOM
            assert filled >= 0.4, (scene.heading, round(filled, 2))
            assert rows[-1] < rules.BODY.bottom - 8, scene.heading  # inside the panel, clear of its border
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_al_cabohne_glossary_reads_the_boss_labels_as_the_board_shows_them(lang: str) -> None:  # rules AC-13, AC-35
    """Playtest 16: the glossary said "“sells at” is the coins" while a Boss's label says "sells at 6 beans" (a bean
    count) and "sells for ●●●" (the coins); and the gentle Mafia of Learn to play was never explained."""
    i18n.set_language(lang)
    try:
        texts = _texts("al_cabohne")
        at, coins = i18n.trn("sells at {n} bean", "sells at {n} beans", 6), i18n.tr("sells for")
        learn = i18n.tr("Learn to play")
    finally:
        i18n.set_language("en")
    glossary = [t for t in texts if at in t]
    assert glossary and coins in glossary[0], texts
    assert any(learn in t and ("doubled" in t or "doublées" in t) for t in texts), texts


def test_space_beans_french_end_of_game_says_each_word_once() -> None:
    # SB-26: the other end of the game; « se termine aussi aussitôt » said "also" twice over (playtest 28)
    i18n.set_language("fr")
    try:
        text = _all("space_beans")
    finally:
        i18n.set_language("en")
    assert "aussi aussitôt" not in text
    assert "La partie prend aussi fin dès que la pioche, la défausse et toutes les mains sont vides" in text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "If both piles hold fewer than 2 cards together, a draw takes what is left."),
    ("fr", "Si la pioche et la défausse ont moins de 2 cartes à elles deux, on pioche ce qui reste."),
])
def test_space_beans_short_draw_names_both_piles(lang: str, said: str) -> None:
    # SB-9: "If both hold fewer than 2 cards" left a newcomer asking "both what? The piles?" (playtest 33, r6.png)
    i18n.set_language(lang)
    try:
        text = _all("space_beans")
    finally:
        i18n.set_language("en")
    assert said in text, text
