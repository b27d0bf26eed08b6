"""The replay viewer has the kit's speeds (playtest 15: watching took 1–1.3 s a move, a solo game nearly three
minutes, with no way to hurry it): its Speed button goes slow → normal → fast → instant, for this replay alone, and
the moves come that much sooner."""

from __future__ import annotations

from game import i18n
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
    return next(b.label for b in watch.buttons.buttons if b.key == "watch:speed")


def test_the_speed_button_hurries_the_replay_and_leaves_the_settings_alone(data_dir: str) -> None:
    watch, rec = _watch("space_beans")
    app = watch.app
    assert _label(watch) == "Normal"
    normal = _moves_in(watch, SECONDS)
    click_key(app, "watch:speed")
    assert watch.speed == "fast" and _label(watch) == "Fast"
    fast = _moves_in(watch, SECONDS)
    click_key(app, "watch:speed")
    assert _label(watch) == "Instant"
    instant = _moves_in(watch, SECONDS)
    assert 0 < normal < fast < instant, (normal, fast, instant)
    assert fast >= 1.8 * normal, (normal, fast)
    assert app.settings.speed == "normal"  # the settings' speed is the player's own
    click_key(app, "watch:speed")
    assert _label(watch) == "Slow"
    # a step back rebuilds the table: it keeps the replay's speed
    click_key(app, "watch:back")
    assert watch.table.speed() == 1.8 and watch.table.anim.speed == 1.8


def test_the_speed_label_fits_its_button_in_french(data_dir: str) -> None:
    """Each speed's name fits the button at its own size, under its caption, in French."""
    watch, _rec = _watch("al_cabohne")
    i18n.set_language("fr")
    try:
        from game import theme

        for _ in SPEED_ORDER:
            watch._build_buttons()
            button = next(b for b in watch.buttons.buttons if b.key == "watch:speed")
            assert button.label in ("Lent", "Normal", "Rapide", "Instantané"), button.label
            assert theme.font(17, True).size(button.label)[0] <= button.rect.w - button.room, button.label  # not shrunk
            watch.toggle_speed()
    finally:
        i18n.set_language("en")


def test_instant_plays_the_replay_in_a_few_seconds(data_dir: str) -> None:
    """Playtest 16b: "Instant" played about 4 moves a second (291 moves took 75 s). Now it plays a move a frame:
    two seconds of watching play at least 60 whole moves (or the game to its end)."""
    watch, _rec = _watch("space_beans")
    while watch.speed != "instant":
        click_key(watch.app, "watch:speed")
    left = len(watch.stops) - 1 - watch.step
    before = watch.step
    _moves_in(watch, 2.0)
    assert watch.step - before >= min(60, left), (watch.step - before, left)
