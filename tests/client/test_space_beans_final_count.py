"""The final count is seen on the table (playtest 15: after the last move the table emptied in one step, the
secrets never turned face up there and each collection's score was only in the log, live and in a replay).

SB-27: at the end every collection left is scored. Now the hands go to the discards, every secret collection turns
face up where it lies, then each collection scores in turn with its "+N" rising from it, and only then come the
final table's words and "Results ▸"; at the "instant" speed all of it is at once (tests/client/test_final_table.py).
"""

from __future__ import annotations

import random

from engine.core import Action
from engine.space_beans import GAME, card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game import record
from tests.client.driver import DT, click_key
from tests.client.space_beans.screens import table_at
from tests.client.test_replay_end import _watch

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order
SECONDS = 7.0  # longer than any count: what the frames show until the table rests


def _frames(app: object, seconds: float = SECONDS) -> list[tuple[list[str], set[int]]]:
    """Each frame's words and the cards it showed face up."""
    out = []
    for _ in range(int(seconds / DT)):
        with record.capture() as items:
            app.frame(DT)  # type: ignore[attr-defined]
        out.append((record.texts(items), {c for _art, c in record.cards(items)}))
    return out


def _first(frames: list[tuple[list[str], set[int]]], seen: object) -> int:
    return next((i for i, f in enumerate(frames) if seen(f)), len(frames))  # type: ignore[operator]


def _count_is_seen(frames: list[tuple[list[str], set[int]]], final: tuple, hidden: list[tuple[int, ...]]) -> int:
    """The secrets turn face up before any score, and the scores come one by one (each "+N" first seen on a later
    frame than the one before it). Returns the frame of the last score."""
    scores = [f"+{points}" for fs in final for _cards, points in fs.collections if points]
    assert scores and len(set(scores)) == len(scores), "the position scores distinct points: one text each"
    firsts = [_first(frames, lambda f, s=s: s in f[0]) for s in scores]
    assert all(at < len(frames) for at in firsts), ("a score is never shown", scores, firsts)
    for cards in hidden:
        turned = _first(frames, lambda f, cards=cards: set(cards) <= f[1])
        assert turned < min(firsts), ("a secret is seen face up only with the scores, or never", cards, turned, firsts)
    assert len(set(firsts)) == len(firsts), ("the collections score all at once", dict(zip(scores, firsts, strict=True)))
    return max(firsts)


def test_the_final_count_is_played_out_on_the_table_before_results(data_dir: str) -> None:
    # Alice plays her last Klingbohns with 32 trophy points: her turn ends, and the game (SB-25); Nova's secret
    # collection, never seen, is counted with the rest
    nova_secret = (card_id(MO, 2), card_id(MO, 4), card_id(MO, 5))
    state = position(3, phase=COLLECT, collecting=(K, "open"),
                     hands={0: [card_id(K, 4), card_id(BL, 5), card_id(MO, 8)]},
                     open={0: [card_id(K, 7)], 1: [card_id(BO, v) for v in (3, 5, 7, 2, 6)],
                           2: [card_id(BE, v) for v in (2, 3, 5)]},
                     secret={0: [card_id(CE, 6), card_id(CE, 2)], 1: list(nova_secret)},
                     trophies={0: [card_id(MO, 9), card_id(MO, 7), card_id(BO, 9), card_id(BE, 7)],
                               1: [card_id(CE, 5)]})
    app, table = table_at(state, "normal")
    click_key(app, Action("play", card_id(K, 4), "open"))
    assert table.mod.over  # type: ignore[attr-defined]
    frames = _frames(app)
    last = _count_is_seen(frames, table.view.final, [nova_secret])  # type: ignore[attr-defined]
    results = _first(frames, lambda f: "Results ▸" in f[0])
    assert last < results < len(frames), ("Results ▸ came before the count ended, or never", last, results)
    # Nova's score rises with her collections' "+5": before it her panel reads her trophies only
    final = table.view.final  # type: ignore[attr-defined]
    nova_plus = _first(frames, lambda f: "+5" in f[0])
    assert f"{final[1].total - 5} pts" in frames[nova_plus - 1][0], frames[nova_plus - 1][0]
    assert f"{final[1].total} pts" in frames[-1][0]
    # the table then rests on the count: every collection face up with its score, until "Results ▸"
    texts, faces = frames[-1]
    assert set(nova_secret) <= faces
    assert {"+2", "+5", "+3"} <= set(texts), texts


def _recipe_with_a_counted_secret() -> int:
    """A seed whose two-player random game ends with the other seat's secret counted, and a score."""
    for seed in range(11, 200):
        rng = random.Random(seed)
        s = GAME.new(2, seed)
        while not GAME.is_over(s):
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))[0]
        final = GAME.view(s, 0).final
        scores = [p for fs in final for _c, p in fs.collections if p]
        if len(final[1].collections) == 2 and scores and len(set(scores)) == len(scores):
            return seed
    raise AssertionError("no seed fits")


def test_a_replays_last_step_plays_the_count_out(data_dir: str, monkeypatch: object) -> None:
    import tests.client.test_replay_end as replay_end

    seed = _recipe_with_a_counted_secret()
    real = replay_end.finished_recipe
    monkeypatch.setattr(replay_end, "finished_recipe",  # type: ignore[attr-defined]
                        lambda name, _seed, players=None: real(name, seed, players))
    watch, _rec = _watch("space_beans")
    watch.go(watch.total - 1)
    click_key(watch.app, "watch:next")
    table = watch.table
    assert table.mod.over
    final = table.view.final
    frames = _frames(watch.app)
    # the replay is seen from P1's seat: P2's secret was never shown before the count
    _count_is_seen(frames, final, [final[1].collections[1][0]])
