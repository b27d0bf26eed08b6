"""Flight recipes (``game.kit.recipes``): an event's cards flown as a row of data says, one after another, from the
places it names or reads off the event and the stage, with its sound, and the next event timed after them."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from game.kit.recipes import Flights, fly


class FakeStage:
    def __init__(self) -> None:
        self.sim: dict[Any, list[int]] = {("pile", -1, 1): [5]}
        self.flown: list[tuple[int, Any, Any, float, float, dict[str, Any]]] = []

    def fly(self, card: int, src: Any, dst: Any, delay: float, move: float, **kw: Any) -> None:
        self.flown.append((card, src, dst, round(delay, 6), move, kw))


class FakeFx:
    def __init__(self) -> None:
        self.cues: list[tuple[str, float]] = []

    def cue(self, name: str, at: float = 0.0) -> None:
        self.cues.append((name, round(at, 6)))


def test_cards_fly_from_a_zone_to_the_place_the_event_names_one_after_another() -> None:
    stage, fx = FakeStage(), FakeFx()
    recipe = Flights(("deck", -1, 0), lambda e, c, s: ("hand", e.seat, 0), 0.25, 0.1, face_from=False)
    end = fly(recipe, Event("draw", 1, (7, 8, 9)), 2.0, stage, fx)  # type: ignore[arg-type]
    assert [(c, src, dst, at) for c, src, dst, at, _m, _kw in stage.flown] == [
        (7, ("deck", -1, 0), ("hand", 1, 0), 2.0), (8, ("deck", -1, 0), ("hand", 1, 0), 2.1),
        (9, ("deck", -1, 0), ("hand", 1, 0), 2.2)]
    assert all(kw["face_from"] is False and kw["face_to"] is None for *_r, kw in stage.flown)
    assert fx.cues == [("card", 2.0)]  # one sound as they leave
    assert abs(end - (2.0 + 0.25 + 2 * 0.1)) < 1e-9  # the next event waits for the last to land


def test_a_source_read_off_the_stage_finds_the_pile_a_card_lies_in() -> None:
    stage, fx = FakeStage(), FakeFx()

    def pile(e: Event, c: int, s: Any) -> Any:
        return next(z for z, cards in s.sim.items() if c in cards)

    fly(Flights(pile, ("discard", -1, 0), 0.3, 0.04, cue=None), Event("discard", 0, (5,)), 0.0, stage, fx)  # type: ignore[arg-type]
    assert stage.flown[0][1] == ("pile", -1, 1)
    assert fx.cues == []  # no sound of its own


def test_cards_turned_over_one_after_another_each_sound_and_the_next_event_waits_a_step_a_card() -> None:
    stage, fx = FakeStage(), FakeFx()
    recipe = Flights(("deck", -1, 0), ("boss", -1, 0), 0.2, 0.3, "flip", True, flip=0.13, face_from=False,
                     face_to=True, wait=0.3)
    end = fly(recipe, Event("endow", -1, (1, 2)), 1.0, stage, fx)  # type: ignore[arg-type]
    assert fx.cues == [("flip", 1.0), ("flip", 1.3)]
    assert [kw["flip"] for *_r, kw in stage.flown] == [0.13, 0.13]
    assert abs(end - 1.6) < 1e-9


def test_an_event_with_no_cards_moves_nothing_sounds_nothing_and_takes_no_time() -> None:
    stage, fx = FakeStage(), FakeFx()
    end = fly(Flights(("a",), ("b",), 0.3, 0.1, front=True), Event("plant", 0, ()), 4.0, stage, fx)  # type: ignore[arg-type]
    assert (end, stage.flown, fx.cues) == (4.0, [], [])
