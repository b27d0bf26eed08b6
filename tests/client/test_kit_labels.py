"""Labels as layout data (``game.kit.labels``): words placed by their anchor, kept within their room (smaller,
then cut), tags in dark ink on a plate of their colour, and words on a dark backing over the stars."""

from __future__ import annotations

import pygame

from game import theme
from game.kit import labels
from game.kit.labels import TAG, Label, Plate


def setup_module() -> None:
    pygame.init()  # the fonts


def _surface() -> pygame.Surface:
    s = pygame.Surface((400, 120))
    s.fill((0, 0, 0))
    return s


def test_a_label_stands_where_its_anchor_says_and_rows_left_out_are_skipped() -> None:
    s = _surface()
    rects = labels.draw(s, [Label("Draw 12", 16, (200, 30), theme.TEXT, bold=True, anchor="midtop"), None])
    assert len(rects) == 1
    assert rects[0].midtop == (200, 30)
    r = rects[0]
    assert any(s.get_at((x, y))[:3] != (0, 0, 0) for x in range(r.x, r.right) for y in range(r.y, r.bottom))
    assert not any(s.get_at((x, r.bottom + 2))[:3] != (0, 0, 0) for x in range(400))  # nothing else drawn


def test_words_wider_than_their_room_shrink_then_are_cut_never_past_it() -> None:
    long = "a label far too long for the narrow room it is given on the table"
    assert Label("short", 16, (0, 0), room=300).fitted() == ("short", 16)
    text, size = Label(long, 16, (0, 0), room=120, smallest=11).fitted()
    assert size == 11 and text.endswith("…")
    r = labels.draw(_surface(), [Label(long, 16, (10, 10), room=120, smallest=11)])[0]
    assert r.w <= 120
    # a little too wide: a smaller size, whole (3 points less at most by default)
    word = "Discard 12"
    room = theme.font(16).size(word)[0] - 2
    text, size = Label(word, 16, (0, 0), room=room).fitted()
    assert text == word and 13 <= size < 16


def test_a_tag_is_dark_ink_on_a_plate_of_its_colour() -> None:
    s = _surface()
    box = labels.draw(s, [Label("seen", 12, (200, 60), (240, 200, 80), anchor="center", plate=TAG)])[0]
    assert abs(box.centerx - 200) <= 1 and abs(box.centery - 60) <= 1
    assert s.get_at((box.x + 3, box.centery))[:3] == (240, 200, 80)  # the plate, inside its rounded corner
    inks = {s.get_at((x, y))[:3] for x in range(box.x, box.right) for y in range(box.y, box.bottom)}
    assert any(sum(c) < 200 for c in inks)  # the words, dark on the plate


def test_words_over_the_stars_may_sit_on_a_dark_backing_in_their_own_colour() -> None:
    s = _surface()
    s.fill((200, 200, 200))  # a bright sky, so the backing shows
    back = Plate(fill=(10, 12, 30), pad=(8, 4), radius=4)
    box = labels.draw(s, [Label("Treasury", 16, (100, 20), (250, 250, 250), plate=back)])[0]
    assert box.w > theme.font(16).size("Treasury")[0]  # larger than the words
    assert s.get_at((box.x + 2, box.centery))[:3] == (10, 12, 30)
    assert s.get_at((box.x - 2, box.centery))[:3] == (200, 200, 200)  # nothing drawn outside it
