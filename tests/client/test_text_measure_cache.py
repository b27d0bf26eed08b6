"""The text measures the theme keeps (a width, a wrapped paragraph, a line cut with "…") give what measuring again
gives, for every input that changes the answer, and stay bounded.

A table measured the same labels every frame (the layout walks spent most of their drawing there); each measure
is now kept, keyed by all it depends on: a key missing the size or the width would hand one label's fitting to
another.
"""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.surface_cache import Lru


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def _measured(size: int, bold: bool, text: str) -> tuple[int, int]:
    """``text``'s size measured afresh by pygame, past every cache."""
    return pygame.font.Font.size(theme.font(size, bold), text)


@pytest.mark.parametrize("text", ["Draw pile 66", "Pioche 66", "i", "WWWW", "", "a\0b"])
def test_a_kept_width_is_the_width_measured(text: str) -> None:
    for size in (12, 13, 22):
        for bold in (False, True):
            assert theme.font(size, bold).size(text) == _measured(size, bold, theme.clean(text))
            assert theme.font(size, bold).size(text) == _measured(size, bold, theme.clean(text)), "asked again"


def test_widths_follow_size_face_and_text() -> None:
    assert theme.font(14).size("Harvest") != theme.font(20).size("Harvest")
    assert theme.font(20).size("Harvest") != theme.font(20, True).size("Harvest")
    assert theme.font(20).size("Harvest") != theme.font(20).size("Harvests")


def test_a_wrap_follows_width_size_and_face() -> None:
    text = "Pick a bean field to harvest: its beans are sold for coins at the rate its card says"
    narrow, wide = theme.wrap(text, 16, 180), theme.wrap(text, 16, 600)
    assert len(narrow) > len(wide)
    assert theme.wrap(text, 16, 180) == narrow
    assert theme.wrap(text, 24, 600) != wide, "a larger size breaks elsewhere"
    assert theme.wrap(text, 16, 600, bold=True) != wide, "a bold face breaks elsewhere"
    for size, width, bold in ((16, 180, False), (16, 600, False), (24, 600, False), (16, 600, True)):
        rows = theme.wrap(text, size, width, bold)
        assert rows == theme._wrap(text, size, width, bold), "kept as wrapping afresh gives"
        assert all(theme.font(size, bold).size(r)[0] <= width for r in rows)
        assert " ".join(rows) == text


def test_a_wrapped_list_changed_by_its_caller_leaves_the_next_wrap_whole() -> None:
    rows = theme.wrap("one two three four five six seven eight", 16, 90)
    kept = list(rows)
    rows.append("changed")
    rows[0] = "x"
    assert theme.wrap("one two three four five six seven eight", 16, 90) == kept


def test_a_cut_follows_its_width() -> None:
    text = "Système Solaire: the longest name a seat may have"
    cuts = [theme.shorten(text, 16, w) for w in (80, 160, 1000)]
    assert cuts[0].endswith("…") and cuts[1].endswith("…") and cuts[2] == text
    assert len(cuts[0]) < len(cuts[1])
    assert theme.shorten(text, 16, 80) == cuts[0]
    assert theme.shorten(text, 22, 160) != cuts[1], "a larger size keeps fewer letters"


def test_the_measure_caches_are_bounded_and_drop_the_oldest() -> None:
    for k in range(theme._sizes.size + 500):
        theme.font(13).size(f"label {k}")
        theme.wrap(f"a paragraph numbered {k}", 13, 120)
        theme.shorten(f"a line much too long to fit, numbered {k}", 13, 60)
    assert len(theme._sizes) == theme._sizes.size
    assert len(theme._wraps) == theme._wraps.size
    assert len(theme._cuts) == theme._cuts.size
    # the newest stays, the oldest went; one asked again comes back right
    assert theme.font(13).size("label 0") == _measured(13, False, "label 0")
    assert theme.wrap("a paragraph numbered 0", 13, 120) == theme._wrap("a paragraph numbered 0", 13, 120, False)


def test_lru_keeps_what_is_used_and_drops_the_least_recent() -> None:
    lru: Lru[int] = Lru(3)
    made: list[str] = []

    def make(key: str):
        return lambda: made.append(key) or len(made)

    for key in "abc":
        lru.get(key, make(key))
    lru.get("a", make("a"))  # used again: now the most recent
    lru.get("d", make("d"))  # one too many: "b" goes
    assert len(lru) == 3 and made == ["a", "b", "c", "d"]
    lru.get("b", make("b"))
    assert made[-1] == "b", "the dropped one is made again"
    assert lru.get("a", make("a")) == 1 and made.count("a") == 1
