"""The replay viewer has the kit's speeds (playtest 15: watching took 1–1.3 s a move, a solo game nearly three
minutes, with no way to hurry it): its speed buttons, slow → normal → fast → instant as one reads them (playtest 29:
one button cycling from the settings' speed read as no order at all), set the speed for this replay alone, and the
moves come that much sooner."""

from __future__ import annotations

import pytest

from game import i18n
from game.scenes.settings import SPEED_NAMES
from game.scenes.watch import WatchScene
from game.settings import SPEED_ORDER
from tests.client.driver import DT, click_key
from tests.client.test_replay_end import _watch

SECONDS = 6.0  # of watching at each speed


def _moves_in(watch: WatchScene, seconds: float) -> int:
    start = watch.index
    click_key(watch.app, "watch:play")
    for _ in range(int(seconds / DT)):
        watch.app.frame(DT)
    click_key(watch.app, "watch:play")  # paused again
    return watch.index - start


def _label(watch: WatchScene) -> str:
    """The lit speed's name (the one in use)."""
    (lit,) = [b.label for b in watch.buttons.buttons if b.key.startswith("watch:speed:") and b.primary]
    return lit


def test_the_speed_button_hurries_the_replay_and_leaves_the_settings_alone(data_dir: str) -> None:
    watch, rec = _watch("space_beans")
    app = watch.app
    assert _label(watch) == "Normal"
    normal = _moves_in(watch, SECONDS)
    click_key(app, "watch:speed:fast")
    assert watch.speed == "fast" and _label(watch) == "Fast"
    fast = _moves_in(watch, SECONDS)
    click_key(app, "watch:speed:instant")
    assert _label(watch) == "Instant"
    instant = _moves_in(watch, SECONDS)
    assert 0 < normal < fast < instant, (normal, fast, instant)
    assert fast >= 1.8 * normal, (normal, fast)
    assert app.settings.speed == "normal"  # the settings' speed is the player's own
    click_key(app, "watch:speed:slow")
    assert _label(watch) == "Slow"
    # a step back rebuilds the table: it keeps the replay's speed
    click_key(app, "watch:back")
    assert watch.table.speed() == 1.8 and watch.table.anim.speed == 1.8


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_speeds_read_slow_to_fast_and_each_name_fits_its_button(language: str, data_dir: str) -> None:
    """The four speeds stand in reading order, slow → fast (left to right, then the next row), under their caption,
    over Back; each name whole at one size, in French too."""
    watch, _rec = _watch("al_cabohne")
    i18n.set_language(language)
    try:
        from game import theme

        watch._build_buttons()
        buttons = {b.key: b for b in watch.buttons.buttons}
        speeds = [buttons[f"watch:speed:{sp}"] for sp in SPEED_ORDER]
        assert [b.label for b in speeds] == [i18n.tr(SPEED_NAMES[sp]) for sp in SPEED_ORDER]
        places = [(b.rect.y, b.rect.x) for b in speeds]
        assert places == sorted(places) and len(set(places)) == len(places), places  # reading order
        assert len({b.fitted() for b in speeds}) == 1  # one size for all
        for b in speeds:
            assert theme.font(b.fitted(), True).size(b.label)[0] <= b.rect.w - b.room, b.label  # not shrunk
            assert not b.rect.colliderect(buttons["back"].rect)
        for a in speeds:
            assert not any(a.rect.colliderect(b.rect) for b in speeds if b is not a)
    finally:
        i18n.set_language("en")


def test_instant_plays_the_replay_in_a_few_seconds(data_dir: str) -> None:
    """Playtest 16b: "Instant" played about 4 moves a second (291 moves took 75 s). Now it plays a move a frame:
    two seconds of watching play at least 60 whole moves (or the game to its end)."""
    watch, _rec = _watch("space_beans")
    click_key(watch.app, "watch:speed:instant")
    left = len(watch.stops) - 1 - watch.step
    before = watch.step
    _moves_in(watch, 2.0)
    assert watch.step - before >= min(60, left), (watch.step - before, left)
