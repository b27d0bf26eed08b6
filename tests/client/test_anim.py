"""The animation layer: delays, on_end, speed scaling, instant, skip."""

from __future__ import annotations

from game.anim import Animator, Tween, Wait, ease_out_cubic


def test_tween_delay_progress_and_on_end() -> None:
    ended: list[str] = []
    tw = Tween(1.0, delay=0.5, ease=linear, on_end=lambda: ended.append("x"))
    an = Animator(1.0)
    an.add(tw)
    an.update(0.25)
    assert tw.waiting and tw.t == 0.0
    an.update(0.75)
    assert not tw.waiting and abs(tw.t - 0.5) < 1e-9
    an.update(1.0)
    assert tw.done and ended == ["x"] and not an.busy


def test_speed_scales_every_duration() -> None:
    an = Animator(2.0)
    tw = an.add(Tween(1.0, delay=1.0, ease=linear))
    an.update(2.0)
    assert tw.t == 0
    an.update(1.0)
    assert abs(tw.t - 0.5) < 1e-9


def test_instant_speed_finishes_on_add() -> None:
    ended = []
    an = Animator(0.0)
    tw = an.add(Wait(0.3, on_end=lambda: ended.append(1)))
    assert tw.done and ended == [1] and tw.t == 1.0
    assert not an.blocking


def test_skip_finishes_everything_including_chained_tweens() -> None:
    an = Animator(1.0)
    order: list[str] = []

    def chain() -> None:
        order.append("first")
        an.add(Tween(5.0, on_end=lambda: order.append("second")))

    an.add(Tween(5.0, on_end=chain))
    an.add(Tween(1.0, blocking=False))
    assert an.blocking
    an.skip()
    assert order == ["first", "second"]
    assert not an.busy


def test_blocking_ignores_decoration() -> None:
    an = Animator(1.0)
    an.add(Tween(1.0, blocking=False))
    assert an.busy and not an.blocking


def linear(t: float) -> float:  # a steady pace, so the times below read plainly
    return t


def test_easings_start_and_end_in_place() -> None:
    for ease in (linear, ease_out_cubic):
        assert abs(ease(0.0)) < 1e-9 and abs(ease(1.0) - 1.0) < 1e-9
