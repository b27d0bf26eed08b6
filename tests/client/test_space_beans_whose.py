"""Space Beans' guided game says whose secret collection turned face up (SB-15): "A secret collection turned face
up" sent a newcomer to look at their own, still face down, when a computer's had turned (playtest 16b)."""

from __future__ import annotations

from tests.client.driver import DT, click, click_key
from tests.client.test_coach import _learn, _ready


def test_the_coach_names_whose_secret_collection_turned(data_dir: str) -> None:
    app, table = _learn("space_beans")
    names = [s.name for s in table.seats]
    said: list[str] = []
    for _ in range(120):
        for _frame in range(3000):
            if (_ready(table) and table.coach.text) or table.mod.over:
                break
            app.frame(DT)
        if table.mod.over:
            break
        text = table.coach.text
        if "secret collection turned face up" in text and text not in said:
            said.append(text)
            who = text.split("'s secret collection")[0] if "'s secret" in text else None
            if who is None:
                assert text.startswith("Your secret collection"), text
                assert not table.view.secret[0] and table.view.open[0], text  # rule SB-15: it is the open one now
            else:
                assert names.index(who) != 0, text  # a seat's name, not "A", and not the human's
                flips = [e.seat for e in table.log.entries if getattr(e, "kind", "") == "flip"]
                assert flips and names[flips[-1]] == who, (text, flips)  # rule SB-15: the last flip was theirs
        spot = table.coach.target(table.current_offers())
        if spot is None:
            click_key(app, "ui:coach-ok")
        else:
            click(app, spot.center)
    assert any("'s secret collection" in t for t in said), said  # a computer's flip was told, by name
