"""The animation layer: delays, on_end, speed scaling, instant, skip, timelines."""

from __future__ import annotations

from game.anim import Animator, Slide, Timeline, Tween, Value, ease_out_back, ease_out_cubic, linear


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
    tw = an.add(Value(0, 10, 1.0, delay=1.0, ease=linear))
    an.update(2.0)
    assert tw.value == 0
    an.update(1.0)
    assert abs(tw.value - 5) < 1e-9


def test_instant_speed_finishes_on_add() -> None:
    ended = []
    an = Animator(0.0)
    tw = an.add(Slide((0, 0), (100, 50), 0.3, on_end=lambda: ended.append(1)))
    assert tw.done and ended == [1] and tw.pos == (100, 50)
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


def test_timeline_places_tweens_in_sequence() -> None:
    tl = Timeline()
    a = tl.then(Tween(0.5))
    b = tl.then(Tween(0.25), gap=0.1)
    c = tl.also(Tween(1.0), offset=0.05)
    assert a.delay == 0 and abs(b.delay - 0.6) < 1e-9 and abs(c.delay - 0.65) < 1e-9
    assert abs(tl.cursor - 1.65) < 1e-9
    an = Animator(1.0)
    tl.play(an)
    assert len(an.tweens) == 3


def test_easings_start_and_end_in_place() -> None:
    for ease in (linear, ease_out_cubic, ease_out_back):
        assert abs(ease(0.0)) < 1e-9 and abs(ease(1.0) - 1.0) < 1e-9
