"""No text on any screen collides with another or is cut: the layout probe over the screenshot set, in English,
French and a made-up language about 30% wider; and the probe itself, on layouts broken on purpose."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import theme
from tests.client import layout_probe
from tests.client.layout_probe import Probe, recording, stretch
from tests.client.layout_walk import walk


def _kinds(draw) -> list[tuple[str, str]]:
    """Draw with ``draw(screen)`` on a probe and return (kind, text) of what the probe found."""
    pygame.init()
    with recording() as rec:
        screen = Probe((theme.WIDTH, theme.HEIGHT))
        draw(screen)
        rec.screen_check(screen)
    return [(i.kind, i.text) for i in rec.issues]


# --- the checker, on layouts broken on purpose ------------------------------------------------------------

def test_two_labels_drawn_over_each_other_overlap() -> None:
    def draw(s: pygame.Surface) -> None:
        theme.blit_text(s, "Trophies 5 pts", 17, (100, 100))
        theme.blit_text(s, "+5", 34, (150, 95))
    assert _kinds(draw) == [("overlap", "+5")]


def test_lines_stacked_by_their_height_and_a_shadow_do_not_overlap() -> None:
    def draw(s: pygame.Surface) -> None:
        y = 100
        for line in ("Alice draws 2", "Nova plays Kidney", "Bruno harvests"):
            r = theme.blit_text(s, line, 16, (100, y))
            y = r.bottom  # no gap at all: the inked pixels still do not touch
        theme.blit_text(s, "Beaniverse", 40, (402, 302), (0, 0, 0), bold=True)  # the shadow
        theme.blit_text(s, "Beaniverse", 40, (400, 300), bold=True)
    assert _kinds(draw) == []


def test_a_card_laid_over_half_a_label_covers_it_and_a_card_hiding_it_whole_does_not() -> None:
    card = pygame.Surface((60, 90))
    card.fill((200, 40, 40))

    def half(s: pygame.Surface) -> None:
        theme.blit_text(s, "5 in hand", 16, (100, 100))
        s.blit(card, (130, 80))

    def whole(s: pygame.Surface) -> None:
        theme.blit_text(s, "hand", 16, (100, 100))
        s.blit(pygame.transform.scale(card, (120, 90)), (90, 80))
    assert _kinds(half) == [("covered", "5 in hand")]
    assert _kinds(whole) == []


def test_text_past_the_screen_is_clipped() -> None:
    assert _kinds(lambda s: theme.blit_text(s, "Discard pile 12", 16, (1230, 10))) == [("clipped", "Discard pile 12")]


def test_text_cut_to_a_width_without_an_ellipsis_is_cut_and_shortened_text_is_not() -> None:
    def cut(s: pygame.Surface) -> None:
        img = theme.text("Alice: Centauribohnen 6 → open collection", 14)
        s.blit(img.subsurface((0, 0, 120, img.get_height())), (20, 20))

    def shortened(s: pygame.Surface) -> None:
        theme.blit_text(s, theme.shorten("Alice: Centauribohnen 6 → open collection", 14, 120), 14, (20, 20))
    assert _kinds(cut) == [("cut", "Alice: Centauribohnen 6 → open collection")]
    assert _kinds(shortened) == []


def test_a_label_running_out_of_its_panel_is_found() -> None:
    from game import ui

    def draw(s: pygame.Surface) -> None:
        ui.panel(s, pygame.Rect(100, 100, 120, 40))
        theme.blit_text(s, "Buy 3rd field · 4 coins", 18, (110, 110))
    assert _kinds(draw) == [("panel", "Buy 3rd field · 4 coins")]


def test_text_painted_into_a_layer_is_followed_onto_the_screen() -> None:
    def draw(s: pygame.Surface) -> None:
        layer = pygame.Surface((theme.WIDTH, theme.HEIGHT))  # the static layer of a table
        theme.blit_text(layer, "Open collection (2)", 17, (330, 437))
        s.blit(layer, (0, 0))
        theme.blit_text(s, "0", 24, (440, 430))  # a popup drawn each frame over it
    assert _kinds(draw) == [("overlap", "0")]


def test_a_layer_shown_again_on_a_new_frame_is_checked_again_and_a_changed_one_anew() -> None:
    """The probe keeps what a static layer left on a frame begun afresh and lays it again while the layer holds
    the same texts: each frame it is shown on still reports what it holds, and a layer drawn again is read again."""
    pygame.init()
    with recording() as rec:
        screen = Probe((theme.WIDTH, theme.HEIGHT))
        layer = Probe((theme.WIDTH, theme.HEIGHT))
        rec.where = "layer"
        theme.blit_text(layer, "Open collection (2)", 17, (330, 437))
        theme.blit_text(layer, "0", 24, (440, 430))  # over the label, in the layer itself
        found = []
        for where, moved in (("first", False), ("second", False), ("third", True)):
            if moved:  # the layer painted again: its label elsewhere, nothing over it
                layer.fill((0, 0, 0))
                theme.blit_text(layer, "Open collection (2)", 17, (330, 537))
                theme.blit_text(layer, "0", 24, (440, 430))
            rec.where = where
            screen.fill((0, 0, 0))  # a new frame
            screen.blit(layer, (0, 0))
            theme.blit_text(screen, "Discards 3", 16, (440, 530))  # drawn each frame over it
            found += [(i.where, i.kind, i.text) for i in rec.issues]
            rec.issues.clear()
    assert found == [("layer", "overlap", "0"), ("first", "overlap", "0"), ("second", "overlap", "0"),
                     ("third", "overlap", "Discards 3")]


def test_a_name_on_a_card_face_cut_by_the_next_card_of_a_pile_is_found() -> None:
    def draw(s: pygame.Surface) -> None:
        font = theme.font(14, True)
        for k in range(3):
            card = pygame.Surface((84, 118))
            card.fill((120, 20, 60))
            card.blit(font.render("Kidney", True, (255, 255, 255)), (20, 2))
            s.blit(card, (272, 300 + 13 * k))  # 13 pixels apart: the 16-pixel name band is cut
    assert ("covered", "Kidney") in _kinds(draw)


def test_the_long_language_is_about_a_third_wider_and_keeps_its_blanks() -> None:
    pygame.init()
    s = "Discard pile — {n} cards, bottom first, top last"
    long = stretch(s)
    assert "{n}" in long and long.count("{") == 1
    samples = [s, "Place every kept unit on your fields or the Bosses.", "Trophies {n} pts", "End turn · draw"]
    f = theme.font(16)
    ratio = sum(f.size(stretch(t))[0] for t in samples) / sum(f.size(t)[0] for t in samples)
    assert 1.25 <= ratio <= 1.4
    assert layout_probe.LongCatalogue().ngettext("{n} card", "{n} cards", 2) == stretch("{n} cards")


# --- every screen -----------------------------------------------------------------------------------------

SCREEN_SET = {"title", "setup", "table2", "table4", "table6", "curtain", "results", "settings", "rules",
              "ac_setup_solo", "ac_setup_duo", "ac_solo_plant", "ac_solo_cultivate", "ac_hover", "ac_discard",
              "ac_harvest", "ac_duo_leftovers", "ac_duo_cultivate", "ac_results_duo", "ac_curtain",
              "ac_results_solo", "ac_title_streak", "ac_trade_draft", "ac_trade_draft_lit", "ac_duo_boss_tip",
              "ac_lone_beans",
              "sb_close_flip", "sb_hand8", "sb_hand_played", "sb_choose_target",
              "sb_choose_ends_turn",
              "sb_forced_close", "sb_goal_last_of_type", "sb_computer_draws", "sb_draw_one"}


# the session's, not the module's: pytest ends a module's fixtures whenever the next test its worker runs is of
# another module, so a worker handed other tests between the two (``-n 2`` without ``--dist loadgroup``, which
# sends them together) would walk again for the second
@pytest.fixture(scope="session")
def english_walk(tmp_path_factory: pytest.TempPathFactory) -> tuple[list, dict[str, list[str]]]:
    """The English walk of the screenshot set and the extra screens, made once for the tests that read it: what
    it found, and the pictures each part saved (the screenshot set was taken a second time, unprobed, for the
    check that every screen renders). Its own data folder, as each test has."""
    folder = tmp_path_factory.mktemp("english-walk")
    taken: dict[str, list[str]] = {}
    with pytest.MonkeyPatch.context() as mp:
        (folder / "data").mkdir()
        mp.setenv("BEANIVERSE_DATA", str(folder / "data"))
        found = walk("en", str(folder), ("screens", "extra"), taken, pictures=("screens",))
    return found, taken


# the English walk's tests go to one worker (``--dist loadgroup``), which walks once for both
@pytest.mark.slow
@pytest.mark.xdist_group("english_walk")
def test_no_text_collides_or_is_cut_on_any_screen_in_english(english_walk: tuple[list, dict[str, list[str]]]) -> None:
    """The screenshot set (every table at 2 to 6 players, Al Cabohne's phases, curtain, results, settings,
    rules) and whole games at normal speed (every animation frame), every rules page, every set-up, statistics,
    replays and the crash screen. The yes/no questions and the full Replays list have their own test below."""
    found, _taken = english_walk
    assert not found, f"{len(found)} layout glitches:\n" + "\n".join(map(str, found[:40]))


@pytest.mark.slow
@pytest.mark.xdist_group("english_walk")
def test_every_screen_renders(english_walk: tuple[list, dict[str, list[str]]]) -> None:
    """Every screen of the screenshot set is taken and shows something (headless screenshots, as a player would
    see them): the pictures the English walk saved."""
    paths = english_walk[1]["screens"]
    assert {Path(p).stem for p in paths} == SCREEN_SET
    for p in paths:
        img = pygame.image.load(p)
        colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 20) for y in range(0, 720, 20)}
        assert len(colours) > 20, f"{p} looks blank"


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "long"])
def test_no_text_collides_or_is_cut_on_any_screen(lang: str, data_dir: str, tmp_path) -> None:
    """The screenshot set (see above) in French and the made-up wider language."""
    found = walk(lang, str(tmp_path), ("screens",), pictures=False)
    assert not found, f"{len(found)} layout glitches:\n" + "\n".join(map(str, found[:40]))


@pytest.mark.slow
@pytest.mark.parametrize("game", ["ss", "sl"])
def test_no_text_collides_or_is_cut_on_the_systeme_solaire_and_space_lab_screens(game: str, data_dir: str,
                                                                                 tmp_path) -> None:
    """Système Solaire's and Space Lab's own screenshot sets in English (their tables at every player count,
    phases, popups, tips, banners, results and rules pages), each frame drawn on the way checked."""
    found = walk("en", str(tmp_path), (game,), pictures=False)
    assert not found, f"{len(found)} layout glitches:\n" + "\n".join(map(str, found[:40]))



@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "long"])
def test_no_text_collides_or_is_cut_on_the_space_lab_screens_in_french_and_the_long_language(
        lang: str, data_dir: str, tmp_path) -> None:
    """Space Lab's own screenshot set (see above) in French and the made-up wider language too."""
    found = walk(lang, str(tmp_path), ("sl",), pictures=False)
    assert not found, f"{len(found)} layout glitches:\n" + "\n".join(map(str, found[:40]))


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_no_text_runs_out_of_a_dialog_or_the_replays_list(lang: str, data_dir: str, tmp_path) -> None:
    """The yes/no questions and a full Replays list, in every language (walked here only: the walks above leave
    them out; "Remplacer la partie sauvegardée ?" ran out of its box on both sides)."""
    found = walk(lang, str(tmp_path), ("dialogs",), pictures=False)
    assert not found, f"{len(found)} layout glitches:\n" + "\n".join(map(str, found[:40]))


def test_a_label_touching_its_panels_side_border_is_found() -> None:
    """Issue 18: "(incl. 3 bonus)" ran onto the own panel's right border, inside the panel, unseen by the probe."""
    from game import ui

    def touching(s: pygame.Surface) -> None:
        ui.panel(s, pygame.Rect(100, 100, 200, 40))
        text = "(incl. 3 bonus)"
        theme.blit_text(s, text, 16, (299 - theme.font(16).size(text)[0], 110))

    def clear(s: pygame.Surface) -> None:
        ui.panel(s, pygame.Rect(100, 100, 200, 40))
        theme.blit_text(s, "(incl. 3 bonus)", 16, (112, 110))
    assert _kinds(touching) == [("border", "(incl. 3 bonus)")]
    assert _kinds(clear) == []
