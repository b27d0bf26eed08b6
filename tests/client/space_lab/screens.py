"""Save a screenshot of every step of the Space Lab table, headless, by driving the real client with clicks.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m tests.client.space_lab.screens /tmp/space_lab_shots

The human seat plays the normal bot's moves by clicks (``steps``). Written
(``sl_`` prefix): the title and the setup in solo, 2 and 4 players; for solo,
2, 3 and 4 players the Objectives to arrange (a capsule chosen), the reveal
banner, a turn's start, a card chosen with its slots lit, a payment being
picked, a reveal in flight and the agency choice, a Project to keep, a
validation in flight, the hand limit, a station and the discard list shown
large, a tip; the rival and the pressure (solo), the end banner, the
hand-over curtain, the results (solo with a record) and the rules pages.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile

# headless, silent, and a private data folder unless one is given (the solo record must not touch the player's)
for _key, _value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"), ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
                     ("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-sl-shots-"))):
    os.environ.setdefault(_key, _value)

import pygame  # noqa: E402

from engine.core import Action  # noqa: E402
from engine.space_lab.cards import COST_OF, TOP_OF  # noqa: E402
from engine.space_lab.codes import lab, project  # noqa: E402
from engine.space_lab.content import SLOTS  # noqa: E402
from engine.space_lab.facts import slot_facts  # noqa: E402
from engine.space_lab.positions import position  # noqa: E402
from game.app import App  # noqa: E402
from game.kit.choices import Pick  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.tables.space_lab import choreo  # noqa: E402
from tests.client.driver import DT, click, click_key, make_app  # noqa: E402
from tests.client.space_lab import steps  # noqa: E402


def _save(app: App, folder: str, name: str) -> str:
    app.draw()
    path = os.path.join(folder, f"sl_{name}.png")
    pygame.image.save(app.screen, path)
    return path


def _hover(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


def _frames_until(app: App, done, limit: int = 600) -> bool:
    for _ in range(limit):
        if done():
            return True
        app.frame(DT)
    return False


def _takes(table, rng) -> Action | None:
    """Draw or recruit while the hand is small (reveals and agency choices to look at)."""
    legal = table.choices.legal
    grab = [a for a in legal if a.kind in ("draw", "recruit")]
    if grab and len(table.view.hands[table.bottom]) < 5:
        return next((a for a in grab if a.kind == "draw"), grab[0])
    return None


def _costly_top(table, rng) -> Action | None:
    """Place a card of cost 2 or more on a top slot when one can (a Project draw to keep from)."""
    tops = [a for a in table.choices.of("place") if TOP_OF[SLOTS.index(a.target)] >= 0 and COST_OF[a.card] >= 2]
    return tops[0] if tops else _takes(table, rng) if len(table.view.hands[table.bottom]) < 3 else None


def _validating(table) -> Action | None:
    for a in table.choices.of("place"):
        for f in slot_facts(table.view, a.card):
            if f.slot == a.target and f.validates:
                return a
    return None


def take_game(folder: str, players: int, seed: int) -> list[str]:
    tag = {1: "solo", 2: "p2", 3: "p3", 4: "p4"}[players]
    out = []
    app, table = steps.start(players, seed)
    steps.settle(app, table)
    click_key(app, Pick("swap", "capsule", 0))
    out.append(_save(app, folder, f"{tag}_assign"))
    click_key(app, Pick("swap", "capsule", 2))
    table.anim.speed = 1.0
    click_key(app, table.ui.assign_action())
    _frames_until(app, lambda: any(tw.raw > 0.5 for tw in table.anim.of_type(choreo.Banner)), 400)
    out.append(_save(app, folder, f"{tag}_reveal_banner"))
    table.anim.speed = 0.0
    steps.settle(app, table)
    steps.play_until(app, table, lambda t: t.view.phase == "start" and len(t.view.hands[t.bottom]) >= 2,
                     seed, choose=_takes)
    out.append(_save(app, folder, f"{tag}_turn"))
    # a reveal in flight, then the agency choice
    if "draw" in table.choices.kinds:
        table.anim.speed = 1.0
        click_key(app, Action("draw"))
        for _ in range(20):
            app.frame(DT)
        out.append(_save(app, folder, f"{tag}_reveal_flying"))
        steps.settle(app, table)
        table.anim.speed = 0.0
        if table.view.phase == "agency":
            _hover(app, steps.offered(table, table.choices.of("agency")[0]).center)
            out.append(_save(app, folder, f"{tag}_agency"))
            if table.view.solo:  # the rival clears the largest stack once the turn is over
                table.anim.speed = 1.0
                click_key(app, table.choices.of("agency")[0])
                if _frames_until(app, lambda: any(f.src and f.src[0] == "rc" and f.dst == ("discard", -1, 0)
                                                  and f.raw > 0.3 for f in table.stage.flights()), 300):
                    out.append(_save(app, folder, f"{tag}_rival"))
                steps.settle(app, table)
                table.anim.speed = 0.0
    # a card chosen, its slots lit; then a payment being picked
    steps.play_until(app, table, lambda t: any(COST_OF[a.card] >= 1 for a in t.choices.of("place"))
                     and t.view.phase == "start", seed, choose=_takes)
    a = next(a for a in table.choices.of("place") if COST_OF[a.card] >= 1)
    click_key(app, Pick("select", "hand", a.card))
    _hover(app, steps.offered(table, a).center)
    out.append(_save(app, folder, f"{tag}_chosen"))
    click_key(app, a)
    other = next(c for c in table.view.hands[table.bottom] if c != a.card)
    click_key(app, Pick("pay", "hand", other))
    out.append(_save(app, folder, f"{tag}_paying"))
    click_key(app, Pick("cancel"))
    # a Project to keep
    if steps.play_until(app, table, lambda t: t.view.phase == "keep", seed, choose=_costly_top, max_moves=60):
        out.append(_save(app, folder, f"{tag}_keep"))
    out += _views(app, table, folder, tag)
    # a validation in flight
    if steps.play_until(app, table, lambda t: _validating(t) is not None, seed,
                        max_moves=40 if players == 1 else 16):
        a = _validating(table)
        table.anim.speed = 1.0
        steps.click_move(app, table, a)
        _frames_until(app, lambda: any(f.dst and f.dst[0] == "tile" and f.raw > 0.5
                                       for f in table.stage.flights()), 200)
        out.append(_save(app, folder, f"{tag}_validation"))
        table.anim.speed = 0.0
        steps.settle(app, table)
    out += _finish(app, table, folder, tag, seed)
    return out


def _views(app: App, table, folder: str, tag: str) -> list[str]:
    out = []
    steps.settle(app, table)
    if isinstance(app.top, ResultsScene):
        return out
    for s in table.ui.layout.panels:
        _hover(app, table.ui.layout.minis[s].capsules[1].center)
        out.append(_save(app, folder, f"{tag}_tip_capsule"))
        click(app, table.ui.layout.panels[s].center)
        out.append(_save(app, folder, f"{tag}_station_view"))
        click(app, (640, 360))
        break
    click_key(app, Pick("view", "discard"))
    out.append(_save(app, folder, f"{tag}_discard_list"))
    click(app, (640, 360))
    return out


def _finish(app: App, table, folder: str, tag: str, seed: int) -> list[str]:
    """Play on (the hand limit, the solo rival and pressure, the end banner) to the results."""
    out = []
    hoard = lambda t, rng: _takes(t, rng) if len(t.view.hands[t.bottom]) < 6 else None  # noqa: E731
    if steps.play_until(app, table, lambda t: t.view.phase == "start" and t.view.hand_limited, seed, choose=hoard,
                        max_moves=60):
        out.append(_save(app, folder, f"{tag}_hand_limit"))
    seen: set[str] = set()
    rng = random.Random(seed)
    while not isinstance(app.top, ResultsScene):
        steps.settle(app, table)
        if isinstance(app.top, ResultsScene):
            break
        table.anim.speed = 1.0
        steps.click_move(app, table, steps.bot_move(table, rng))
        for _ in range(900):
            banners = [b for b in table.anim.of_type(choreo.Banner) if b.raw > 0.5]
            rival = [f for f in table.stage.flights() if f.src and f.src[0] == "rc" and f.dst == ("discard", -1, 0)
                     and f.raw > 0.3]
            if banners and banners[0].title not in seen:
                seen.add(banners[0].title)
                out.append(_save(app, folder, f"{tag}_banner_{len(seen)}"))
            if rival and "rival" not in seen and table.view.solo:
                seen.add("rival")
                out.append(_save(app, folder, f"{tag}_rival"))
            if not table.anim.busy or isinstance(app.top, ResultsScene):
                break
            app.frame(DT)
        table.anim.speed = 0.0
    out.append(_save(app, folder, f"{tag}_results"))
    return out


def take_curtain(folder: str) -> list[str]:
    app, table = steps.start(2, 4, humans=2)
    for _ in range(30):
        app.frame(DT)
    out = [_save(app, folder, "p2_curtain")]
    steps.settle(app, table)
    out.append(_save(app, folder, "p2_hotseat_assign"))
    return out


def take_menus(folder: str) -> list[str]:
    out = []
    app = make_app("normal")
    app.push(TitleScene(app))
    app.frame(DT)
    out.append(_save(app, folder, "title"))
    click_key(app, "game:space_lab")
    setup = app.top
    while len(setup.seats) > 1:
        click_key(app, "players-")
    out.append(_save(app, folder, "setup_solo"))
    click_key(app, "players+")
    out.append(_save(app, folder, "setup_p2"))
    click_key(app, "players+")
    click_key(app, "players+")
    out.append(_save(app, folder, "setup_p4"))
    click_key(app, "rules")
    page = 0
    while True:
        out.append(_save(app, folder, f"rules_{page + 1}"))
        b = app.top.buttons.get("next")
        if b is None or not b.enabled:
            break
        click_key(app, "next")
        page += 1
    return out


def take_projects(folder: str) -> list[str]:
    """The viewer's Projects panel at 5, 6, 7 and 9 Projects (smaller cards, every name and effect whole), a hand
    that cannot pay for any of its cards, and a gold slot naming an Objective's effect."""
    out = []
    kept = [project(f"P{i:02d}") for i in (1, 4, 7, 10, 13, 16, 19, 22, 24)]
    for n in (5, 6, 7, 9):
        app, table = steps.start(1, 1)
        steps.at(table, position(1, projects={0: kept[:n]}, hands={0: [lab("L14"), lab("L09")]},
                                 rc={1: [lab("L16")]}))
        out.append(_save(app, folder, f"projects_{n}"))
    app, table = steps.start(1, 1)
    steps.at(table, position(1, hands={0: [lab("L01"), lab("L46")]}))
    click_key(app, Pick("select", "hand", lab("L01")))  # a Doctor: the bottom slot under a Doctor Objective is gold
    out.append(_save(app, folder, "gold_objective_slot"))
    return out


def take_all(folder: str) -> list[str]:
    os.makedirs(folder, exist_ok=True)
    out = take_menus(folder)
    out += take_projects(folder)
    for players, seed in ((1, 3), (2, 5), (3, 7), (4, 9)):
        out += take_game(folder, players, seed)
    out += take_curtain(folder)
    app = make_app("normal")
    app.push(TitleScene(app))
    app.frame(DT)
    out.append(_save(app, folder, "title_after_solo"))
    return out


if __name__ == "__main__":
    for p in take_all(sys.argv[1] if len(sys.argv) > 1 else "shots"):
        print(p)
