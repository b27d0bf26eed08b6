"""The kit's one painter of a public pile shown whole (``game.kit.card_list``), used by every game's lists."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import record
from game.kit.card_list import ListLook, counted, paint_list

LOOK = ListLook(big=(70, 98), small=(56, 78), big_up_to=20)


def setup_module() -> None:
    pygame.init()  # the fonts


class Spy(pygame.Surface):
    """A screen that remembers where each card face was blitted."""

    def __init__(self) -> None:
        super().__init__((1280, 720))
        self.faces: list[pygame.Rect] = []

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        if getattr(source, "card_face", False):
            self.faces.append(pygame.Rect(dest))
        return super().blit(source, dest, *args, **kwargs)


class Face(pygame.Surface):
    card_face = True


def face(card: int, w: int, h: int) -> pygame.Surface:
    return Face((w, h))


@pytest.mark.parametrize("count", [0, 1, 20, 21, 60])
def test_every_card_is_laid_inside_the_box_big_while_short(count: int) -> None:
    screen = Spy()
    box = paint_list(screen, LOOK, "Discard pile", list(range(count)), face)
    assert len(screen.faces) == count
    assert all(box.contains(r) for r in screen.faces)
    assert len({r.topleft for r in screen.faces}) == count  # no card hides another
    assert all(r.size == (LOOK.big if count <= LOOK.big_up_to else LOOK.small) for r in screen.faces)


def test_a_summary_too_long_for_one_line_wraps_between_items() -> None:
    items = [f"Interplanetary cargo freighter {k} ×{k}" for k in range(12)]
    with record.capture() as drawn:
        paint_list(Spy(), LOOK, "Discard pile", [1, 2, 3], face, summary=items)
    lines = [t for t in record.texts(drawn) if "×" in t]
    assert len(lines) > 1
    assert [item for line in lines for item in line.split("   ")] == items  # each item whole, in order


def test_framed_lists_say_how_they_close_and_mark_the_top_when_asked() -> None:
    with record.capture() as drawn:
        paint_list(Spy(), LOOK, "Discard pile", [4, 5], face, mark_top=True)
    assert "Click anywhere to close" in record.texts(drawn) and "top" in record.texts(drawn)
    with record.capture() as drawn:
        paint_list(Spy(), LOOK, "Discard pile", [4, 5], face, framed=False)
    assert "Click anywhere to close" not in record.texts(drawn) and "top" not in record.texts(drawn)


def test_counted_lists_each_kind_present_in_order() -> None:
    assert counted([5, 1, 5, 3], lambda c: c // 2, 4) == [(0, 1), (1, 1), (2, 2)]
