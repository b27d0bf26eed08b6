"""The review's summary line counts every decision it reviewed, and a marked decision says where it came in the
game (playtest 15: "23 decisions reviewed: 1 inaccuracy; you played the engine's choice or one as good in 21",
1 + 21 ≠ 23; "move 38" told a player nothing)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from engine import GAMES
from engine.review import INACCURACY, NONE, Decision, summarize
from game import replays
from game.i18n import set_language
from game.seats import Seat
from tests.client.driver import DT, click_key, make_app
from tests.client.test_review_screen import (
    _planted,
    _texts,
    decision_points,
    keep,
    open_from_replays,
    opening_moves,
)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summary_counts_every_decision_and_says_the_round(lang: str, data_dir: str) -> None:
    set_language(lang)
    rec = opening_moves("systeme_solaire", 3, 21, moves=60)
    entry = keep(rec, [Seat("Alice", True), Seat("Bruno", True), Seat("Chiara", True)])
    game = GAMES[rec.game]
    s = game.new(rec.players, rec.seed)
    points, rounds = [], []
    for i, a in enumerate(rec.actions):
        legal = game.legal_actions(s)
        if game.to_act(s) == 0 and len(legal) > 1:
            points.append((i + 1, a, next(b for b in legal if b != a), len(legal)))
            rounds.append(s.round)
        s, _ = game.apply(s, a)
    # an inaccuracy; a move as good (a loss within the check's margin); one a little behind, too little to mark
    losses = [(INACCURACY, 1.5), (NONE, 0.2), (NONE, 0.8), (NONE, 0.0)]
    chosen = [Decision(move, a, b, loss, 0.5, m, n) for (move, a, b, n), (m, loss) in zip(points, losses, strict=False)]
    summary = summarize(rec.game, chosen)
    entry.reviews["0"] = replace(_planted(rec, 0), decisions=chosen, summary=summary).to_dict()
    assert replays.store(entry)
    app = make_app("instant")
    scene = open_from_replays(app)
    click_key(app, "review:seat:0")
    assert scene.reused
    line = scene.summary_line()
    figures = [int(n) for n in re.findall(r"\d+", line)]
    assert figures[0] == 4 and sum(figures[1:]) == 4, line  # 1 inaccuracy + 1 behind + 2 as good
    texts = _texts(app)
    head = next(x for x in texts if x.startswith(("1 of 2 · ", "1 sur 2 · ")))  # one count over every page
    assert f"{rounds[0]} " in head and ("round" in head or "manche" in head), head
    assert "move" not in head and "coup" not in head, head


def test_how_far_to_trust_the_review_is_centred_under_the_summary(
        data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Al Cabohne solo: "A rough guide only: …" stood flush left under the centred summary (157-review.png)."""
    from game import theme
    from tests.client.test_review_screen import finish

    set_language("en")
    keep(opening_moves("al_cabohne", 1, 2, moves=12), [Seat("Alice", True)])
    app = make_app("instant")
    scene = open_from_replays(app)
    finish(scene)
    drawn: list[tuple[str, tuple[int, int], str]] = []
    real = theme.blit_text

    def spy(surface: Any, s: str, size: int, pos: tuple[int, int], *a: Any, **kw: Any) -> Any:
        drawn.append((s, pos, kw.get("anchor", "topleft")))
        return real(surface, s, size, pos, *a, **kw)

    monkeypatch.setattr(theme, "blit_text", spy)
    app.frame(DT)
    guide = [(pos, anchor) for s, pos, anchor in drawn if s.startswith("This review is a rough guide only")]
    assert guide, [s for s, _p, _a in drawn]
    assert all(pos[0] == 640 and anchor == "midtop" for pos, anchor in guide), guide


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_decision_as_good_reads_all_of_them(lang: str, data_dir: str) -> None:
    """Playtest 15: "80 decisions reviewed: nothing marked; … or one as good in 80" read oddly: "in all 80"."""
    set_language(lang)
    try:
        rec = opening_moves("systeme_solaire", 3, 21, moves=60)
        entry = keep(rec, [Seat("Alice", True), Seat("Bruno", True), Seat("Chiara", True)])
        points = decision_points(rec)
        chosen = [Decision(move, a, b, 0.0, 0.5, NONE, n) for move, a, b, n in points[:3]]
        entry.reviews["0"] = replace(_planted(rec, 0), decisions=chosen, summary=summarize(rec.game, chosen)).to_dict()
        assert replays.store(entry)
        app = make_app("instant")
        scene = open_from_replays(app)
        click_key(app, "review:seat:0")
        line = scene.summary_line()
        assert line.startswith(("3 decisions reviewed", "3 décisions analysées")), line
        assert line.endswith((" in all 3", " à chacune des 3")), line
    finally:
        set_language("en")
