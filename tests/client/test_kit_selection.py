"""The kit's choose-a-card-then-its-place part (``game.kit.selection``), over a table stand-in: what may be chosen,
what is chosen without a click, where a chosen card may go, the places one card alone may go to, and a move held
for a second click."""

from __future__ import annotations

from typing import Any

import pygame

from engine.core import Action
from game.kit.choices import Choices, Pick
from game.kit.selection import Held, Selection, step_line


class Stand:
    """The few parts of a table's ``Context`` the selection reads: the view, the choices and ``play``."""

    def __init__(self, legal: list[Action]) -> None:
        self.view: Any = object()
        self.choices = Choices()
        self.choices.update(legal)
        self.played: list[Action] = []

    def play(self, a: Action) -> None:
        self.played.append(a)


KINDS = {"hand": ("give",), "kept": ("place",)}


def _zone(a: Action) -> str:
    return "kept" if a.kind == "place" else "hand"


def _sel(t: Stand, alone: Any = lambda pick: True) -> Selection:
    return Selection(t, KINDS, _zone, alone)  # type: ignore[arg-type]


def _rect(target: str) -> pygame.Rect:
    return pygame.Rect(int(target.partition(":")[2]) * 100, 0, 90, 90)


def test_the_candidates_come_from_the_legal_moves_by_zone_and_a_lone_one_is_chosen_unless_on_purpose() -> None:
    t = Stand([Action("place", 7, "field:0"), Action("place", 7, "field:1"), Action("plant", 3, "field:0")])
    sel = _sel(t)
    assert sel.candidates() == {Pick("select", "kept", 7)}
    assert sel.chosen() == Pick("select", "kept", 7)
    assert [a.target for a in sel.targets(Pick("select", "kept", 7))] == ["field:0", "field:1"]
    assert _sel(t, alone=lambda pick: pick.zone != "kept").chosen() is None
    t.choices.update([Action("give", 5, "boss:0"), Action("place", 7, "field:1")])
    assert _sel(t).chosen() is None  # two candidates: the player chooses
    assert _sel(t).keep(Pick("select", "hand", 5)) and not _sel(t).keep(Pick("select", "hand", 9))


def test_a_chosen_card_lights_its_places_and_a_place_one_card_alone_may_go_to_takes_it_unchosen() -> None:
    t = Stand([Action("give", 5, "boss:0"), Action("give", 6, "boss:0"), Action("place", 7, "field:1")])
    sel = _sel(t)
    assert sel.sole_movers() == {"field:1": Action("place", 7, "field:1")}  # boss:0 has two cards that may go
    assert sel.target_offers(_rect, t.play) == []
    (sole,) = sel.sole_offers(_rect, t.play)
    sole.run()
    assert t.played == [Action("place", 7, "field:1")] and not sole.glow
    offers = sel.choose_offers([(Pick("select", "hand", 5), pygame.Rect(0, 0, 9, 9)),
                                (Pick("select", "hand", 8), pygame.Rect(9, 0, 9, 9))])
    assert [o.key for o in offers] == [Pick("select", "hand", 5)]  # card 8 may not be chosen
    offers[0].run()
    assert sel.chosen() == Pick("select", "hand", 5) and sel.sole_offers(_rect, t.play) == []
    (lit,) = sel.target_offers(_rect, t.play)
    assert lit.glow and lit.key == Action("give", 5, "boss:0") and lit.rect == _rect("boss:0")


def test_a_held_move_plays_on_its_second_click_and_is_forgotten_when_the_choice_moves_on() -> None:
    t = Stand([Action("give", 5, "boss:0"), Action("give", 6, "boss:0")])
    held = Held(t)  # type: ignore[arg-type]
    held.click(Action("give", 5, "boss:0"), twice=True)
    assert t.played == [] and held.action == Action("give", 5, "boss:0")
    held.click(Action("give", 5, "boss:0"), twice=True)
    assert t.played == [Action("give", 5, "boss:0")] and held.action is None
    held.hold(Action("give", 6, "boss:0"))
    t.choices.select(Pick("select", "hand", 6))  # another choice: the held move no longer stands
    assert held.action is None
    held.click(Action("give", 6, "boss:0"), twice=False)
    assert t.played[-1] == Action("give", 6, "boss:0")


def test_the_step_line_keeps_the_phase_when_it_fits_and_opens_with_a_capital() -> None:
    assert step_line("Give", "your Kidney", "a Boss", lambda s: True) == "Give  ▸  Your Kidney: click a Boss"
    assert step_line("Give", "your Kidney", "a Boss", lambda s: False) == "Your Kidney: click a Boss"
