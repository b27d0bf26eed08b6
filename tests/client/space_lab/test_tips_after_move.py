"""A tip is about the position it was read on (issue 18, the fifth re-test): after a recruit, the tip read over the
stack before the click stayed up on the new position. Once the view changes, no tip shows until the pointer moves;
then it tells the new position (SL-6: the stack recruited is empty now).
"""

from __future__ import annotations

import pygame

from engine.core import Action
from engine.space_lab.codes import lab
from engine.space_lab.positions import position
from game.tables.space_lab import tips
from tests.client.driver import DT, click
from tests.client.space_lab import steps


def _point(table: object, pos: tuple[int, int], app: object) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)  # type: ignore[attr-defined]


def test_no_tip_stays_from_before_a_recruit(data_dir: str) -> None:
    app, table = steps.start(2, 1, speed="normal")
    steps.at(table, position(2, hands={0: [lab("L46")]}, rc={3: [lab("L47"), lab("L48")], 1: [lab("L16")]}))
    for _ in range(600):
        app.frame(DT)
        if table.input_open:
            break
    stack = next(o.rect for o in table.current_offers() if o.key == Action("recruit", 3))
    _point(table, stack.center, app)
    before = tips.tip(table.ui)
    assert before and before[0].endswith(": 2 cards"), before
    click(app, stack.center)
    shown: list[list[str]] = []
    for _ in range(400):  # the recruit, the computer's turn, the human's turn again: the pointer never moves
        app.frame(DT)
        shown.append(tips.tip(table.ui))
    assert table.input_open and table.view.rc[3] == ()
    assert not any(shown), [s for s in shown if s][:2]
    _point(table, (stack.centerx + 1, stack.centery), app)
    assert tips.tip(table.ui)[0].endswith(": 0 cards")  # read again: the new position


def test_no_tip_stays_from_before_a_click_that_changes_the_choice(data_dir: str) -> None:
    """A hand card clicked to place it: the card's tip read before the click goes, and so does a slot's once the
    card waits there for its payment (its tip had covered the station); moving the pointer reads again."""
    app, table = steps.start(2, 1, speed="normal")
    card = lab("L12")  # Red Doctor, not free: it waits in its slot for the cards that pay for it
    steps.at(table, position(2, hands={0: [card, lab("L46"), lab("L47")]}))
    for _ in range(600):
        app.frame(DT)
        if table.input_open:
            break
    spot = dict(table.ui.hand_places())[card].center
    _point(table, spot, app)
    assert tips.tip(table.ui), "the card's tip before the click"
    click(app, spot)
    assert table.ui.selected == card and tips.tip(table.ui) == []
    _point(table, (spot[0] + 1, spot[1]), app)
    assert tips.tip(table.ui)
    slot = next(o.rect for o in table.current_offers() if isinstance(o.key, Action) and o.key.kind == "place")
    _point(table, slot.center, app)
    click(app, slot.center)
    assert table.ui.pending is not None and tips.tip(table.ui) == []


def test_another_seats_projects_tip_says_they_are_not_in_its_vp(data_dir: str) -> None:
    """Playtest 13: a rival's 30-point deficit became 18 at the end, its 7 secret Projects revealed (15.4), and
    nothing had said its VP left them out. Pointing at its Projects says how many and that the VP above leave
    them out."""
    from game.tables.space_lab import layout as L

    app, table = steps.start(2, 1)
    steps.at(table, position(2, projects={1: [101, 102, 103]}))
    steps.settle(app, table)
    _point(table, L.mini_projects(table.ui.layout.panels[1]).center, app)
    lines = tips.tip(table.ui)
    assert lines[:1] == ["3 secret Projects"] and "Not counted in the VP above" in lines[1], lines
