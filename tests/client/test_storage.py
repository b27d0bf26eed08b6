"""Stored files that cannot be read are kept aside and said once; saves are atomic, even with
two copies of the game running or a kill at any moment; a failed save is said on screen."""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time

import pytest

from game import saves, storage
from game.scenes.replays import ReplaysScene
from game.scenes.statistics import StatisticsScene
from game.scenes.title import TitleScene
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# each stored entry, and the screen that reads it
ENTRIES = {
    "settings": "title",
    "setup": "setup",
    "streak_al_cabohne": "title",
    "save_space_beans": "title",
    "statistics": "statistics",
    "replay-20260101-120000-00-al_cabohne": "replays",
}


def _damage(path: str, how: str) -> bytes | None:
    """Damage ``path`` one way; what it holds afterwards (``None`` for a folder or a FIFO)."""
    if how == "truncated":
        data = b'{"format": 1, "recipe": {"game": "sp'
    elif how == "binary":
        data = bytes(range(256)) * 4
    elif how == "wrong type":
        data = b'[1, 2, "three"]'
    elif how == "huge":
        with open(path, "wb") as f:
            f.truncate(storage.MAX_BYTES + 10)  # sparse: costs no disk
        return None
    elif how == "folder":
        os.mkdir(path)
        return None
    elif how == "fifo":
        os.mkfifo(path)
        return None
    else:
        raise ValueError(how)
    with open(path, "wb") as f:
        f.write(data)
    return data


def _visit(app, screen: str) -> list[str]:
    """Open the screen that reads the entry; the lines it says about set-aside files."""
    title = TitleScene(app)
    app.push(title)
    app.frame(DT)
    if screen == "title":
        return title.problem_text
    if screen == "setup":
        app.router.setup("space_beans")
        app.frame(DT)
        app.router.title()
        app.frame(DT)
        return app.top.problem_text
    scene = ReplaysScene(app) if screen == "replays" else StatisticsScene(app)
    app.push(scene)
    app.frame(DT)
    return ["set aside"] if scene.problems else []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("key", list(ENTRIES))
@pytest.mark.parametrize("how", ["truncated", "binary", "wrong type", "huge", "folder", "fifo"])
def test_a_damaged_entry_is_kept_aside_and_said(key: str, how: str, data_dir: str) -> None:
    path = os.path.join(data_dir, f"{key}.json")
    held = _damage(path, how)
    started = time.monotonic()
    app = make_app("instant")  # reads the settings: a FIFO there would hang here
    said = _visit(app, ENTRIES[key])
    assert time.monotonic() - started < 20
    assert said, f"{key} ({how}) was set aside silently"
    aside = [n for n in os.listdir(data_dir) if n.startswith(f"{key}.bad-")]
    assert len(aside) == 1, os.listdir(data_dir)
    kept = os.path.join(data_dir, aside[0])
    if held is not None:
        with open(kept, "rb") as f:
            assert f.read() == held  # kept exactly as it was
    elif how == "folder":
        assert os.path.isdir(kept)
    elif how == "fifo":
        import stat

        assert stat.S_ISFIFO(os.stat(kept).st_mode)
    # and the next save writes a fresh entry, never over the damaged one
    if key == "settings":
        app.settings.speed = "fast"
        assert app.settings.save()
        with open(path, encoding="utf-8") as f:
            assert json.load(f)["speed"] == "fast"


def test_a_saved_game_from_other_rules_or_another_game_is_refused_and_kept(data_dir: str) -> None:
    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=4)
    app.push(table)
    rng = random.Random(1)
    while len(table.mod.recipe.actions) < 6:
        if table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    path = os.path.join(data_dir, "save_space_beans.json")
    with open(path, encoding="utf-8") as f:
        good = json.load(f)
    for changed, word in ((lambda d: d["recipe"].update(version=99), "newer"),
                          (lambda d: d["recipe"].update(game="al_cabohne"), "Al Cabohne")):
        d = json.loads(json.dumps(good))
        changed(d)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(d, f)
        again = make_app("instant")
        title = TitleScene(again)
        again.push(title)
        again.frame(DT)
        assert not title.saved  # no Continue for it
        assert any(word in line and "cannot be continued" in line for line in title.problem_text), title.problem_text
        kept = [n for n in os.listdir(data_dir) if n.startswith("save_space_beans.old-")]
        assert kept
        with open(os.path.join(data_dir, kept[-1]), encoding="utf-8") as f:
            assert json.load(f) == d
        for n in kept:
            os.remove(os.path.join(data_dir, n))


def test_a_failed_save_is_said_on_the_table(data_dir: str, monkeypatch) -> None:
    blocker = os.path.join(data_dir, "file-not-folder")
    open(blocker, "w").close()
    monkeypatch.setenv("BEANIVERSE_DATA", os.path.join(blocker, "sub"))
    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=4)
    app.push(table)
    rng = random.Random(2)
    for _ in range(3000):
        if table.mod.recipe.actions:
            break
        if table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    assert table.notice.active and "cannot be saved" in table.notice.text


def _hammer(args: tuple[str, int, int]) -> int:
    """One process saving many versions of the same entry (run twice at once)."""
    folder, who, count = args
    os.environ["BEANIVERSE_DATA"] = folder
    failed = 0
    for i in range(count):
        value = {"who": who, "i": i, "padding": "x" * random.Random(i).randrange(10, 20_000)}
        failed += not storage.save("contested", value)
    return failed


def test_two_processes_saving_at_once_never_leave_an_unreadable_file(data_dir: str) -> None:
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        pending = pool.map_async(_hammer, [(data_dir, 1, 300), (data_dir, 2, 300)])
        reads = bad = 0
        while not pending.ready():
            try:
                with open(os.path.join(data_dir, "contested.json"), "rb") as f:
                    raw = f.read()
            except FileNotFoundError:
                continue
            reads += 1
            try:
                json.loads(raw)
            except ValueError:
                bad += 1
        assert pending.get() == [0, 0]
    assert reads > 10 and bad == 0
    assert not [n for n in os.listdir(data_dir) if n.endswith(".tmp")]  # no temporary file left behind


CHILD = """
import os, random, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
from engine import GAMES
from game.moderator import Moderator
from game.seats import Seat
from game import saves
mod = Moderator("space_beans", [Seat("Alice", True), Seat("Bruno", True)], 7)
rng = random.Random(1)
print("ready", flush=True)
while not mod.over:
    mod.hand_over(mod.to_act)
    mod.apply(rng.choice(mod.legal()))
    saves.keep(mod.recipe, mod.seats)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_kill_at_any_moment_leaves_a_saved_game_that_continues(data_dir: str) -> None:
    env = {**os.environ, "BEANIVERSE_DATA": data_dir, "PYTHONPATH": ROOT}
    for delay in (0.05, 0.2, 0.35, 0.5):
        child = subprocess.Popen([sys.executable, "-c", CHILD], env=env, stdout=subprocess.PIPE, cwd=ROOT)
        assert child.stdout is not None and child.stdout.readline().strip() == b"ready"
        time.sleep(delay)
        child.send_signal(signal.SIGKILL)
        child.wait()
        found = saves.find("space_beans")
        assert found is not None, os.listdir(data_dir)  # the old file or the new one, never a torn one
        assert found.saved.play_out() is not None
        assert not [n for n in os.listdir(data_dir) if ".bad-" in n]
