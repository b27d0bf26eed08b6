"""A replay's log panel says "▲ earlier lines: click the log", and a click on it opens the whole log, as in a live
game (playtest 16b: in a replay the click opened nothing); a click anywhere closes it, and the replay goes on."""

from __future__ import annotations

import pytest

from game.kit.notes import LogView
from game.scenes.watch import SCALE, VIEW
from tests.client.driver import DT, click, click_key
from tests.client.test_replay_end import GAMES_WITH_TABLES, _watch


@pytest.mark.parametrize("name", GAMES_WITH_TABLES)
def test_a_click_on_the_replays_log_opens_the_whole_log(data_dir: str, name: str) -> None:
    watch, _rec = _watch(name)
    app = watch.app
    click_key(app, "watch:end")
    table_log = watch.table.log_rect
    assert table_log is not None
    # where the panel is drawn: the table is drawn scaled into the replay's view
    spot = (round(table_log.centerx * SCALE), round(table_log.centery * SCALE))
    assert VIEW.collidepoint(spot)
    click(app, spot)
    app.frame(DT)
    view = getattr(watch, "log_view", None)
    assert isinstance(view, LogView)
    lines = view.lines
    assert lines and lines == watch.table.log.lines(watch.table.mod.viewer)
    app.frame(DT)  # it draws over the replay
    click(app, (30, 30))  # any click closes it, and no button under it ran
    assert watch.log_view is None and watch.index == watch.total
    click_key(app, "watch:back")
    assert watch.log_view is None and watch.index < watch.total  # the controls answer again
