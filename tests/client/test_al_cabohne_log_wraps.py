"""Al Cabohne's log wraps its long lines and cuts none (issue 18, newcomer: "Puff… contre rien", a French trade line
cut short). The table's log panel is the kit's (``panels.log`` over ``GameLog``'s lines); a two-player game with
trades (R-16), in French and the made-up wide language, is drawn at each of the human's decisions: every log line
drawn is a whole row of an entry's wrapping, never an entry's start ending in "…"; the line saying that earlier
lines are in the whole log, when there is room for it, meets no other text."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import i18n, record
from game.kit.coach import engine_choice
from game.seats import Seat
from game.tables.al_cabohne import paint
from tests.client import layout_probe
from tests.client.driver import DT, make_app, open_table
from tests.client.test_coach_panel_fits import _set_language

MOVES = 120


def _log_rows(table: Any) -> list[str]:
    """The texts drawn when the table is drawn now."""
    table.layer.surface = None  # painted afresh: the log is in the static layer
    with record.capture() as items:
        table.draw(table.app.screen)
    return record.texts(items)


@pytest.mark.parametrize("lang", ["fr", "long"])
def test_no_log_line_is_cut(data_dir: str, lang: str, monkeypatch: Any) -> None:
    logged: list[list[str]] = []
    real = paint.panels.log

    def spy(surface: Any, r: Any, lines: Any, *args: Any, **kw: Any) -> None:
        logged.append([text for text, _color in lines])
        real(surface, r, lines, *args, **kw)

    monkeypatch.setattr(paint.panels, "log", spy)
    try:
        app = make_app("instant")
        _set_language(lang)  # after the app, which starts in the stored language
        assert i18n.tr("Discard {n}", n=1) != "Discard 1"
        table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=3,
                           options={"trading": True})
        app.push(table)
        rng = random.Random(3)
        cut: set[str] = set()
        trades = moves = 0
        note, clash = i18n.tr("▲ earlier lines: click the log"), set()
        for n in range(40_000):
            if table.mod.over or moves >= MOVES:
                break
            app.frame(DT)
            if not (table.input_open and table.mod.viewer is not None):
                continue
            logged.clear()
            drawn = _log_rows(table)
            assert logged, "the table draws no log panel"
            entries = logged[-1][-8:]
            trades += any(getattr(e, "kind", "") == "proposal" for e in table.log.entries)
            cut |= {t for t in drawn if t.endswith("…") and any(e.startswith(t[:-1].rstrip()) for e in entries)}
            if moves % 3 == 0:  # the note on earlier lines, when shown, lies on a row of its own
                _ink, rec = layout_probe.table_frame(table)
                clash |= {str(i) for i in rec.issues if note in (i.text, i.other)}
            moves += 1
            legal = table.mod.legal()
            kinds = {a.kind: a for a in legal}
            if "trade" in kinds:  # the human proposes whenever it may: a card for nothing, the newcomer's line
                table.play(kinds["trade"])
            elif "offer" in kinds and table.view.proposal is not None and not table.view.proposal.offer:
                table.play(kinds["offer"])
            elif "propose" in kinds:
                table.play(kinds["propose"])
            else:
                table.play(rng.choice(legal) if rng.random() < 0.3 else engine_choice("al_cabohne", table.view, legal,
                                                                                     str(n)))
        assert trades, "no trade line was met"
        assert not cut, f"log lines cut: {sorted(cut)}"
        assert not clash, clash
    finally:
        i18n.set_language("en")
