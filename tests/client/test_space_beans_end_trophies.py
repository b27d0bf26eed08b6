"""The final table's "Trophies: n of 30 pts" is the points won in play, as the results say (playtest 14: a replay's end
read "Trophies: 24 of 30 pts" where the results said "Trophies: 11"; the final scoring's collections were counted
in it). SB-16: trophies are the closed collections' points; SB-24: the final scoring counts the collections left."""

from __future__ import annotations

from typing import Any

from engine.space_beans import GAME
from game import record
from tests.client.space_beans.played import first_ended
from tests.client.space_beans.screens import table_at


def _finished_with_end_trophies() -> object:
    return first_ended(2, range(40), lambda s: any(f is not None and f.end_trophies for f in GAME.view(s, 0).final),
                       "collections scored at the end")


def _final_table_texts() -> tuple[Any, list[str]]:
    """The final table of a game whose end count scored collections: its view and every text drawn."""
    app, table = table_at(_finished_with_end_trophies())  # type: ignore[arg-type]
    with record.capture() as items:
        app.draw()
    return table.view, record.texts(items)


def test_the_final_tables_trophies_are_those_won_in_play(data_dir: str) -> None:
    v, texts = _final_table_texts()
    for seat, final in enumerate(v.final):
        assert final is not None
        if final.end_trophies:
            assert final.trophy_points != v.trophy_points[seat], "the end scoring added to the trophies"
    mine = v.final[0]
    assert _label(mine, True) in texts, texts
    theirs = v.final[1]
    assert _label(theirs, False) in texts, texts


def _label(final: object, own: bool) -> str:
    """The trophies' label: past the goal it says so ("34 of 30" read oddly), and a rival's final count leaves the
    goal out (playtest 18: "14/30 pts +5" was cut on its panel)."""
    got, plus = final.trophy_points, _plus(final)  # type: ignore[attr-defined]
    if own:
        return f"Trophies: {got} pts{plus} (goal 30 reached)" if got >= 30 else f"Trophies: {got} of 30 pts{plus}"
    return f"{got} pts{plus}" if plus or got >= 30 else f"{got}/30 pts"


def _plus(final: object) -> str:
    m = sum(p for _c, p in final.collections)  # type: ignore[attr-defined]
    return f" +{m}" if m else ""


def test_the_final_count_stands_beside_the_trophies_won_in_play(data_dir: str) -> None:
    """SB-27, SB-28 (playtest 16b): "20/30 pts" stood under a score of 25 once the final count had scored a
    collection +5: the label gives the count's points beside the trophies, so the two add up to the score."""
    v, texts = _final_table_texts()
    scored = [s for s, f in enumerate(v.final) if sum(p for _c, p in f.collections)]
    assert scored
    for seat in scored:
        f = v.final[seat]
        m = sum(p for _c, p in f.collections)
        assert _label(f, seat == 0) in texts, texts
        assert f.trophy_points + m + f.bonus == v.scores[seat] == f.total  # the label and the bonus make the score
