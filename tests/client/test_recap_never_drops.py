""""Since your last turn" never leaves a line out unsaid: every seat's heading and line is drawn, or counted in the
footer ("+2 more lines: click for the whole log"), and a click there opens the whole log (playtest 16: under Système
Solaire's coach the recap told one line and dropped the rest silently; playtest 17: "Orbit takes group 3: Saturn →
hand" missing, with nothing to say so, 15-after-take2.png)."""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.kit.notes import LogView
from tests.client.driver import click
from tests.client.recap_fakes import drawn_texts
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_line_is_told_or_counted_under_the_coach(lang: str, data_dir: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    try:
        app, table = _learn("systeme_solaire")
        seen = counted = 0
        for _ in range(200):
            _settle(app, table)
            if table.mod.over:
                break
            box = table.recap_box()
            if box is not None:
                recap = table.recap
                with monkeypatch.context() as m:
                    drawn = drawn_texts(recap, box, m)
                said = " ".join(" ".join(drawn).split())
                heads = [recap._head(b)[0] for b in recap.blocks]
                lines = [recap._line(w)[0].strip() for b in recap.blocks for w in (b.heard or b.told)]
                told = sum(" ".join(x.split()) in said for x in lines)
                # the count is read from the footer, the last text drawn: a heading says its points' change
                # too ("Nova: 0 → 1 VP (+1)"), and read as the count it hid the footer's "+3 more lines"
                footer = re.match(r"\+(\d+)", drawn[-1])
                # the footer is the last text drawn (cut with "…" at most)
                assert recap.footer(box.w, box.h, recap.size).startswith(drawn[-1].removesuffix("…")), drawn
                n = int(footer.group(1)) if footer else 0
                assert n == recap.left_out(box.w, box.h, recap.size), (drawn, n)  # the count drawn is the count
                assert told + n >= len(lines), (drawn, heads, lines)  # every line drawn or counted
                # a seat's heading (its score) drawn, or its lines named it and the footer counts what is left
                assert all(" ".join(h.split()) in said for h in heads) or n > 0, (drawn, heads)
                seen += 1
                counted += n > 0
            table.play_all([table.coach.aim])
        assert table.mod.over and seen >= 5 and counted >= 1, (seen, counted)
    finally:
        i18n.set_language("en")


def test_a_click_on_the_count_opens_the_whole_log(data_dir: str) -> None:
    i18n.set_language("en")
    app, table = _learn("systeme_solaire")
    for _ in range(200):
        _settle(app, table)
        box = table.recap_box()
        if box is not None and table.recap.left_out(box.w, box.h, table.recap.size):
            click(app, (box.centerx, box.bottom - 8))  # on the footer that counts the lines left out
            assert isinstance(table.log_view, LogView)
            return
        table.play_all([table.coach.aim])
    raise AssertionError("no recap counted lines away on this deal")
