"""The end of a round is seen, and the next round's layout is lit as the layout (playtest 16, 14a.png: between
rounds the strip lit "2 Auction" and the prompt said "Orbit is bidding…" while round 2's groups were still empty;
the last take of round 1 flashed past in about a second). SS-23, SS-24: when every group is taken the round ends
and the next begins with its layout (SS-7)."""

from __future__ import annotations

from typing import Any

import pytest

from game.i18n import tr
from game.tables.systeme_solaire.paint import STEP_NAMES
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import offered_keys, press, tied_totals


def _lit(drawn: list[tuple[str, Any]], calls: list[dict[str, Any]]) -> list[str]:
    """The phase strip's steps drawn bold (the lit one) this frame."""
    return [t for (t, _r), kw in zip(drawn, calls, strict=True) if t in {tr(n) for n in STEP_NAMES} and kw.get("bold")]


def test_the_last_take_is_held_and_the_layout_is_lit_while_it_is_dealt(data_dir: str,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = tied_totals()
    for _ in range(300):  # the computers' takes; Alice takes the last group
        if any(k.kind == "group" for k in offered_keys(table)):
            break
        app.frame(DT)
    app.settings.speed = "normal"
    table.anim.speed = table.speed()
    from game import theme

    drawn: list[tuple[str, Any]] = []
    calls: list[dict[str, Any]] = []
    real = theme.blit_fit

    def spy(surface: Any, s: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append((s, None))
        calls.append(kwargs)
        return real(surface, s, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_fit", spy)
    takers = {g: max(seat, 0) for g, seat in enumerate(table.view.taken)}  # Alice (0) takes the group left
    press(app, table, next(k for k in offered_keys(table) if k.kind == "group"))
    press(app, table, next(k for k in offered_keys(table) if k.kind == "take"))
    assert table.view.round == 2, table.view.round
    frames: list[tuple[list[str], bool, str]] = []  # lit step, any group card on the board, the prompt
    said: list[dict[int, int]] = []  # who each group slot says took it
    lit: list[str] = []
    for _ in range(300):
        drawn.clear()
        calls.clear()
        app.frame(DT)
        lit = _lit(drawn, calls) or lit  # the strip is drawn again only when it changes
        grouped = any(table.stage.sim.get(("group", g)) for g in range(table.view.players))
        frames.append((lit, grouped, table.ui.prompt()[0]))
        said.append({g: seat for g, (seat, _split) in table.ui.picture().took.items()})
    over = tr("Every group is taken: the round is over")
    held = [f for f in frames if f[0] == [tr(STEP_NAMES[3])] and f[2] == over]
    assert len(held) * DT >= 0.8, len(held)  # the board as the last take left it, "4 Group selection" lit
    # each group slot says who took it, round 1's takes (the view is round 2's already)
    assert all(said[i] == takers for i, f in enumerate(frames) if f in held), (takers, said[:3])
    assert not said[-1], said[-1]  # round 2's groups: none taken yet
    # until round 2's layout has landed, "2 Auction" is never lit and nobody is said to bid
    first_laid = next(i for i, f in enumerate(frames) if f[0] == [tr(STEP_NAMES[0])] and f[1])
    before = frames[:first_laid]
    assert all(f[0] != [tr(STEP_NAMES[1])] for f in before), [f[0] for f in before]
    assert all("bidding" not in f[2] for f in before), [f[2] for f in before]


def test_the_next_auction_is_not_told_under_the_round_held(data_dir: str) -> None:
    """Playtest 33 (67_replay_mid.png): while the round's last take is held in sight ("Round 2 of 5", "4 Group
    selection" lit, every group "taken by"), the board said "No bid yet: Alice must open with at least 1" and the
    panels "must open the auction", "in the auction": round 3's auction, under round 2 (SS-23, SS-24)."""
    from game import record

    app, table = tied_totals()
    for _ in range(300):
        if any(k.kind == "group" for k in offered_keys(table)):
            break
        app.frame(DT)
    app.settings.speed = "normal"
    table.anim.speed = table.speed()
    press(app, table, next(k for k in offered_keys(table) if k.kind == "group"))
    press(app, table, next(k for k in offered_keys(table) if k.kind == "take"))
    held = 0
    auction = [tr("must open the auction"), tr("in the auction"), tr("you must open the auction")]
    for _ in range(300):
        app.frame(DT)
        if table.label != "take":
            continue
        held += 1
        with record.capture() as items:
            app.draw()
        texts = record.texts(items)
        assert not [t for t in texts if t in auction or t.startswith(tr("No bid yet"))], texts
    assert held * DT >= 0.8, held
