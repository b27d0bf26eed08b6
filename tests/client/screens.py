"""Save a screenshot of every screen, headless, by driving the real client with clicks.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m tests.client.screens /tmp/shots

Writes title.png, setup.png, table2/4/6.png (a human's turn mid-game, a card
selected where possible), curtain.png, results.png, settings.png, rules.png,
and for Al Cabohne (``ac_*.png``): the setup in both modes, a solo table in
the plant and cultivate phases, a harvest in flight, the hover value, the
discard list, a two-player table with the opponent's leftovers, the curtain,
both results screens (with a stored solo streak) and the title's streak line;
and Space Beans' rarer moments (``sb_*.png``, ``tests/client/space_beans/screens.py``).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# a private data folder unless one is given: the screenshots store a solo streak and must not touch the player's
os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-shots-"))

import pygame  # noqa: E402

from engine.core import Action  # noqa: E402
from game.app import App  # noqa: E402
from game.kit.choices import Pick  # noqa: E402
from game.kit.contract import CLOSE_LIST  # noqa: E402
from game.scenes.curtain import CurtainScene  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.seats import BOT_NAMES, Seat  # noqa: E402
from game.tables.al_cabohne.table import DISCARD_LIST  # noqa: E402
from tests.client.driver import DT, click, click_key, game_clickables, make_app, open_table, pass_on  # noqa: E402
from tests.client.space_beans import screens as space_beans_screens  # noqa: E402


def _save(app: App, folder: str, name: str) -> str:
    app.draw()
    path = os.path.join(folder, f"{name}.png")
    pygame.image.save(app.screen, path)
    return path


def _mid_game(players: int, seed: int, turns: int) -> App:
    """One human and computers, played by clicks until ``turns`` turns are done, stopped on the human's turn."""
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(BOT_NAMES[i], False, "greedy") for i in range(players - 1)]
    table = open_table(app, "space_beans", seats, seed=seed)
    app.push(table)
    rng = random.Random(seed)
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        if table.input_open:
            if table.view.turn >= turns and table.view.phase in ("collect", "start"):
                break
            offered = game_clickables(table)
            # prefer playing cards over ending steps, so collections grow
            plays = [o for o in offered if not (isinstance(o[1], Action) and o[1].kind in ("end", "close"))]
            rect, _key = rng.choice(plays or offered)
            click(app, rect.center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    selects = [r for r, k in game_clickables(table) if isinstance(k, Pick) and k.kind == "select"]
    if selects:
        click(app, selects[0].center)
    table.anim.speed = 1.0
    return app


def _ac_table(players: int, seed: int, humans: int = 1, speed: str = "instant") -> tuple[App, object]:
    app = make_app(speed)
    seats = [Seat("Alice", True), Seat("Bruno", True) if humans == 2 else Seat("Nova", False, "greedy")][:players]
    table = open_table(app, "al_cabohne", seats, seed=seed)
    app.push(table)
    return app, table


def _ac_play_until(app: App, table, done, seed: int) -> bool:
    """Random clicks (growing fields rather than ending phases) until ``done(table)`` on a human decision."""
    rng = random.Random(seed)
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            return False
        if table.input_open:
            if done(table):
                return True
            offered = [o for o in game_clickables(table) if o[1] != DISCARD_LIST]
            grow = [o for o in offered if isinstance(o[1], Action) and o[1].kind in ("plant", "place", "leftover")]
            rect, _key = rng.choice(grow if grow and rng.random() < 0.8 else offered)
            click(app, rect.center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    return False


def _ac_finish(app: App, table, seed: int) -> None:
    rng = random.Random(seed)
    while not isinstance(app.top, ResultsScene):
        if table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)


def take_al_cabohne(folder: str) -> list[str]:
    from game import storage
    from game.tables.al_cabohne import STREAK

    out = []
    app = make_app("normal")
    app.push(TitleScene(app))
    click_key(app, "game:al_cabohne")
    while len(app.top.seats) > 1:
        click_key(app, "players-")
    out.append(_save(app, folder, "ac_setup_solo"))
    click_key(app, "players+")
    out.append(_save(app, folder, "ac_setup_duo"))

    app, table = _ac_table(1, 11)
    _ac_play_until(app, table, lambda t: t.view.turn >= 2 and t.view.phase == "plant", 11)
    out.append(_save(app, folder, "ac_solo_plant"))
    _ac_play_until(app, table, lambda t: t.view.turn >= 4 and t.view.phase == "cultivate" and any(t.view.kept), 11)
    selects = [r for r, k in game_clickables(table) if isinstance(k, Pick) and k.zone == "kept"]
    if selects:
        click(app, selects[0].center)
    out.append(_save(app, folder, "ac_solo_cultivate"))
    i = next((i for i, f in enumerate(table.view.fields[0]) if f), 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_ac_field_center(i), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    out.append(_save(app, folder, "ac_hover"))
    click_key(app, DISCARD_LIST)
    out.append(_save(app, folder, "ac_discard"))
    click_key(app, CLOSE_LIST)

    # a sale in flight: coins turning over on their way to the coin pile
    app, table = _ac_table(1, 7)
    _ac_play_until(app, table, lambda t: t.view.phase == "cultivate" and any(
        a.kind == "harvest" and len(t.view.fields[0][int(a.target[-1])]) >= 4 for a in t.choices.legal), 7)
    table.anim.speed = 1.0
    harvest = max((a for a in table.choices.legal if a.kind == "harvest"),
                  key=lambda a: len(table.view.fields[0][int(a.target[-1])]))
    click(app, [r for r, k in table.clickables() if k == harvest][0].center)
    for _ in range(14):
        app.frame(DT)
    out.append(_save(app, folder, "ac_harvest"))

    app, table = _ac_table(2, 12)
    _ac_play_until(app, table, lambda t: t.view.phase == "leftovers" and t.view.turn >= 5, 12)
    out.append(_save(app, folder, "ac_duo_leftovers"))
    _ac_play_until(app, table, lambda t: t.view.phase == "cultivate" and t.view.turn >= 9, 12)
    out.append(_save(app, folder, "ac_duo_cultivate"))
    _ac_finish(app, table, 12)
    out.append(_save(app, folder, "ac_results_duo"))

    app, table = _ac_table(2, 3, humans=2)
    for _ in range(30):
        app.frame(DT)
    assert isinstance(app.top, CurtainScene)
    out.append(_save(app, folder, "ac_curtain"))

    out += _ac_crowded(folder)

    storage.save(STREAK.key, {"current": 2, "best": 4})
    app, table = _ac_table(1, 3)
    _ac_finish(app, table, 3)
    out.append(_save(app, folder, "ac_results_solo"))
    app = make_app("normal")
    app.push(TitleScene(app))
    app.frame(DT)
    out.append(_save(app, folder, "ac_title_streak"))
    return out


def _ac_crowded(folder: str) -> list[str]:
    """The places playtest 29 found crowded, set up: the greyed "needs 2+" buttons beside a hovered Harvest with 14
    coins beside field 3, a two-player Boss's tip with revealed beans waiting, and a trade being put together (its
    "−" and its Give line)."""
    from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
    from engine.al_cabohne.positions import position
    from game.tables.al_cabohne import layout as al_cabohne_layout

    def at(players: int, state: object, options: dict[str, Any] | None = None) -> tuple[App, Any]:
        app = make_app("instant")
        seats = [Seat("Alice", True), Seat("Nova", False, "easy")][:players]
        table = open_table(app, "al_cabohne", seats, seed=1, options=options)
        app.push(table)
        table.mod.state = state
        table.forget_screen()
        app.frame(DT)
        return app, table

    def hover(app: App, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(DT)

    out = []
    app, _table = at(1, position(1, phase="plant", hands={0: [BROAD]}, fields={0: [[PUFF], [BLUE] * 4, [FRENCH]]},
                                 coins={0: 14}))
    hover(app, al_cabohne_layout.harvest_button(1).center)
    out.append(_save(app, folder, "ac_lone_beans"))
    app, _table = at(2, position(2, phase="cultivate", hands={0: [RUNNER, BLUE, FRENCH], 1: [PUFF, FIRE]},
                                 fields={0: [[RUNNER] * 3, [FIRE]], 1: [[BLUE], [BROAD] * 2]},
                                 kept=([KIDNEY], [BLUE, BLUE], [BROAD] * 3), bosses=[[KIDNEY], [PUFF]],
                                 coins={0: 12, 1: 3}, treasury=5, draw_top=[PUFF] * 9))
    hover(app, al_cabohne_layout.boss_plate(0).center)
    out.append(_save(app, folder, "ac_duo_boss_tip"))
    app, table = at(2, position(2, phase="cultivate", hands={0: [RUNNER, BLUE, FRENCH], 1: [PUFF, FIRE, BROAD]},
                                fields={0: [[RUNNER] * 3, [FIRE]], 1: [[BLUE], [BROAD] * 2]}, bosses=[[KIDNEY], []],
                                coins={0: 12, 1: 3}, treasury=5, draw_top=[PUFF] * 9, trading=True, planted=1),
                    {"trading": True})
    table.play(Action("end"))
    app.frame(DT)
    click_key(app, Pick("trade", "open"))
    out.append(_save(app, folder, "ac_trade_draft"))
    click_key(app, Pick("ask", "type", FIRE))
    click_key(app, Pick("give", "hand", table.view.hands[0][0]))
    out.append(_save(app, folder, "ac_trade_draft_lit"))
    return out


def _ac_field_center(i: int) -> tuple[int, int]:
    from game.tables.al_cabohne import layout as al_cabohne_layout

    return al_cabohne_layout.field_area(i).center


def take_all(folder: str) -> list[str]:
    os.makedirs(folder, exist_ok=True)
    out = []
    app = make_app("normal", attract=True)
    app.push(TitleScene(app))
    for _ in range(200):
        app.frame(0.03)
    out.append(_save(app, folder, "title"))
    click_key(app, "game:space_beans")
    click_key(app, "players+")
    click_key(app, "kind:1")
    out.append(_save(app, folder, "setup"))

    for players, seed, turns in ((2, 21, 8), (4, 7, 14), (6, 5, 20)):
        out.append(_save(_mid_game(players, seed, turns), folder, f"table{players}"))

    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Bruno", True), Seat("Nova", False, "greedy")]
    app.push(open_table(app, "space_beans", seats, seed=3))
    for _ in range(30):
        app.frame(DT)
    assert isinstance(app.top, CurtainScene)
    out.append(_save(app, folder, "curtain"))

    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(n, False, "greedy") for n in BOT_NAMES[:3]]
    table = open_table(app, "space_beans", seats, seed=7)
    app.push(table)
    rng = random.Random(7)
    while not isinstance(app.top, ResultsScene):
        if table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    out.append(_save(app, folder, "results"))

    app = make_app("normal")
    app.push(TitleScene(app))
    click_key(app, "settings")
    out.append(_save(app, folder, "settings"))
    click_key(app, "back")
    click_key(app, "rules")
    click_key(app, "next")
    click_key(app, "next")
    out.append(_save(app, folder, "rules"))
    out += take_al_cabohne(folder)
    out += space_beans_screens.take_all(folder)  # the Space Beans moments a random game rarely meets (``sb_*``)
    return out


if __name__ == "__main__":
    for p in take_all(sys.argv[1] if len(sys.argv) > 1 else "shots"):
        print(p)
