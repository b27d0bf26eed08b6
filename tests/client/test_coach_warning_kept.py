"""A reason that warns stays in the coach's panel before the line's general advice (playtest 15, issue 18): the
coach dropped its pick's reason first to make room, and with it Space Lab's "Yellow can no longer be validated",
which the Hint and the slot's tip say. A warning (``Words.tone`` "bad") now goes after the line's last sentences;
a plain reason still goes first."""

from __future__ import annotations

import pygame

from game.kit.coach import Coach
from game.tables.space_lab import coach as script

LINE = " ".join(f"Tip {i}: each capsule wants the colours of its Objective in the slots around it." for i in range(9))
PICK = "Place Green Researcher (2 VP) on the slot left of Yellow, pay with Blue Pilot"
WHY = "It scores 3 VP now; Yellow, 1 card short, is lost."


def _coach() -> Coach:
    pygame.init()
    c = Coach(script, "space_lab")
    assert not c.fits(f"{LINE}\nThe coach's pick: {PICK}. {WHY}"), "the whole line, pick and reason must not fit here"
    return c


def test_a_warning_is_kept_before_the_lines_general_advice() -> None:
    c = _coach()
    shown = c._shortened(LINE, PICK, WHY, warns=True)
    assert WHY in shown and PICK in shown and c.fits(shown), shown
    assert LINE.split(". ")[0] in shown


def test_a_plain_reason_still_goes_first() -> None:
    c = _coach()
    shown = c._shortened(LINE, PICK, WHY)
    assert WHY not in shown and PICK in shown, shown
