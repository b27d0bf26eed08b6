"""Save a screenshot of every step of a Système Solaire game, headless, by driving the real client with clicks.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m tests.client.systeme_solaire.screens /tmp/ss_shots

Writes ``ss_*.png``: the setup (4 players; 5 with the variant), then for 3, 4
and 5 players (``ss3_``, ``ss4_``, ``ss5_``) the layout being dealt, the
auction, the payment, the secret selection, the reveal while it holds, the
order of choice, a group being taken (with a barred place and its reason),
the discard list, the results; the five-player probe sets, the variant's
placement, the hand-over curtain and a second human's selection behind it;
the empty-hand rule; and every rules page.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-shots-"))

import pygame  # noqa: E402

from engine.core import Action  # noqa: E402
from engine.systeme_solaire.positions import position  # noqa: E402
from game.app import App  # noqa: E402
from game.kit.choices import Pick  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.tables import help_pages  # noqa: E402
from game.tables.systeme_solaire.table import DISCARD_LIST, REMOVED_LIST  # noqa: E402
from tests.client.driver import DT, click_key, pass_on  # noqa: E402
from tests.client.systeme_solaire.drive import (  # noqa: E402
    eager,
    finish,
    inject,
    play_until,
    press,
    press_any,
    shared_app,
    table_app,
)


def _save(app: App, folder: str, name: str) -> str:
    app.draw()
    path = os.path.join(folder, f"{name}.png")
    pygame.image.save(app.screen, path)
    return path


def _frames(app: App, n: int) -> None:
    for _ in range(n):
        app.frame(DT)


def setups(folder: str) -> list[str]:
    app = shared_app("normal")
    app.reset(TitleScene(app))
    click_key(app, "game:systeme_solaire")
    while len(app.top.seats) < 4:
        click_key(app, "players+")
    if not app.top.seats[1].human:
        click_key(app, "kind:1")
    out = [_save(app, folder, "ss_setup_4")]
    click_key(app, "players+")
    click_key(app, "option:variant")
    out.append(_save(app, folder, "ss_setup_5_variant"))
    return out


def steps(folder: str, players: int, seed: int, variant: bool = False) -> list[str]:
    """One human against computers: every step of a round, by clicks (the next seed if a step never comes)."""
    for s in range(seed, seed + 20):
        try:
            return _steps(folder, players, s, variant)
        except AssertionError:
            continue
    raise AssertionError(f"no seed from {seed} shows every step at {players} players")


def _steps(folder: str, players: int, seed: int, variant: bool) -> list[str]:
    tag = f"ss{players}"
    out = []
    app, table = table_app(players, seed, speed="normal", variant=variant, first_bot=players == 5,
                           app=shared_app())
    _frames(app, 40 if players < 5 else 20)  # the deal (or the probe sets) in flight
    out.append(_save(app, folder, f"{tag}_opening"))
    table.anim.speed = 0
    table.anim.skip()
    if players == 5:
        assert play_until(app, table, lambda t: t.view.phase == "probes")
        out.append(_save(app, folder, f"{tag}_probes"))
    assert play_until(app, table, lambda t: t.view.phase == "bid" and t.view.round >= 2, seed, eager)
    press_any(app, table, [Pick("bid", "", 2), Pick("bid", "", 1)])
    out.append(_save(app, folder, f"{tag}_auction"))
    assert play_until(app, table, lambda t: t.view.phase == "pay", seed, eager), "the human won no auction"
    hand = sorted(table.view.hands[table.bottom], key=lambda c: -c)
    for c in hand[:2]:
        press(app, table, Pick("pick", "hand", c))
    out.append(_save(app, folder, f"{tag}_payment"))
    if variant:  # the auction winner is the next round's first player: it places the drawn cards
        assert play_until(app, table, lambda t: t.view.phase == "lay", seed, eager), "no placement"
        out.append(_save(app, folder, f"{tag}_variant_lay"))
    assert play_until(app, table, lambda t: t.view.phase == "select", seed, eager), "no selection"
    press(app, table, Pick("pick", "hand", table.view.hands[table.bottom][0]))
    out.append(_save(app, folder, f"{tag}_select"))
    # the reveal at normal speed: the selections turned over on the board
    table.anim.speed = 1.0
    press(app, table, Pick("commit", "select"))
    for _ in range(600):  # until the selections turn over on the board, then a moment into the hold
        if any(f.src == f.dst and f.src[0] == "reveal" and not f.waiting for f in table.stage.flights()):
            _frames(app, 30)
            break
        app.frame(DT)
    out.append(_save(app, folder, f"{tag}_reveal"))
    table.anim.speed = 0
    table.anim.skip()
    assert play_until(app, table, lambda t: t.view.phase == "take", seed, eager)
    out.append(_save(app, folder, f"{tag}_order"))
    groups = sorted({a.card for a in table.choices.of("take")})
    press(app, table, Pick("group", "", groups[-1]))
    out.append(_save(app, folder, f"{tag}_take"))
    press(app, table, DISCARD_LIST)
    out.append(_save(app, folder, f"{tag}_discard"))
    press(app, table, Pick("view", "close"))
    if players == 3:
        press(app, table, REMOVED_LIST)
        out.append(_save(app, folder, f"{tag}_removed"))
        press(app, table, Pick("view", "close"))
    play_until(app, table, lambda t: t.view.round == 5 and t.view.phase == "take", seed, eager)
    out.append(_save(app, folder, f"{tag}_last_round"))
    finish(app, table, seed)
    out.append(_save(app, folder, f"{tag}_results"))
    return out


def hot_seat(folder: str) -> list[str]:
    """Two humans and two computers: the curtain before the second human's secret selection, then behind it."""
    out = []
    app, table = table_app(4, 8, humans=2, app=shared_app())
    play_until(app, table, lambda t: t.view.phase == "select" and t.mod.viewer == 0 and t.view.round >= 2, 8, eager)
    press(app, table, Pick("pick", "hand", table.view.hands[0][-1]))
    out.append(_save(app, folder, "ss4_select_alice"))
    press(app, table, Pick("commit", "select"))
    for _ in range(400):
        if type(app.top).__name__ == "CurtainScene" or table.mod.viewer == 1:
            break
        if table.awaiting_pass:
            out.append(_save(app, folder, "ss4_pass_alice"))  # Alice's selection in view, "Pass to Bruno ▸"
            pass_on(app, table)
            continue
        app.frame(DT)
    if type(app.top).__name__ == "CurtainScene":
        _frames(app, 12)
        out.append(_save(app, folder, "ss4_curtain"))
    play_until(app, table, lambda t: t.view.phase in ("select", "take") and t.mod.viewer == 1, 8, eager)
    out.append(_save(app, folder, "ss4_after_curtain_bruno"))
    return out


def variant_lay(folder: str) -> list[str]:
    app, table = table_app(4, 21, variant=True, app=shared_app())
    play_until(app, table, lambda t: t.view.phase == "lay", 21)
    return [_save(app, folder, "ss4v_lay")]


def rulings(folder: str) -> list[str]:
    """Barred places: a name already in the front, and the empty-hand rule before the last round; the last round's
    start."""
    out = []
    app, table = table_app(3, 2, app=shared_app())
    inject(table, position(3, hands={0: [], 1: ["P2"], 2: ["P3"]}, fronts={0: ["Mars"]},
                           groups=[["Mars", "Venus"], ["Saturn", "Pluto"], ["Sun"]], order=[0, 1, 2], winner=0,
                           round=3, phase="take"))
    press(app, table, Pick("group", "", 0))
    out.append(_save(app, folder, "ss3_barred_duplicate"))
    press(app, table, Pick("group", "", 1))
    press(app, table, Pick("place", "f", 0))
    out.append(_save(app, folder, "ss3_barred_empty_hand"))
    press(app, table, Action("take", 1, "fh"))
    # the last round: a group starts where its cards score more (the Sun in front), and the note says so
    app, table = table_app(3, 4, app=shared_app())
    inject(table, position(3, hands={0: ["Uranus"], 1: ["Mars", "P1"], 2: ["Saturn", "P5"]},
                           fronts={0: ["Venus", "Mercury", "Neptune", "Uranus"]}, order=[0, 1, 2], round=5,
                           groups=[["Neptune", "Sun"], ["Venus", "Saturn"], ["Mercury"]], phase="take"))
    press(app, table, Pick("group", "", 0))
    out.append(_save(app, folder, "ss3_last_round_take"))
    # equal totals: the order of choice is settled by the seats' distance to the first player
    app, table = table_app(4, 2, app=shared_app())
    inject(table, position(4, hands={0: ["P3"], 1: ["P3"], 2: ["Uranus"], 3: ["P1"]},
                           groups=[["Mars"], ["Venus"], ["Sun"], ["Earth", "Pluto"]], marker=3, winner=3,
                           phase="select"))
    press(app, table, Pick("pick", "hand", table.view.hands[0][0]))
    press(app, table, Pick("commit", "select"))
    _frames(app, 60)
    out.append(_save(app, folder, "ss4_tie_break"))
    return out


def rules(folder: str) -> list[str]:
    app = shared_app("normal")
    app.reset(TitleScene(app))
    app.router.rules("systeme_solaire")
    out = []
    for k in range(len(help_pages("systeme_solaire"))):
        out.append(_save(app, folder, f"ss_rules_{k + 1}"))
        if k + 1 < len(help_pages("systeme_solaire")):
            click_key(app, "next")
    return out


def take_all(folder: str) -> list[str]:
    os.makedirs(folder, exist_ok=True)
    out = setups(folder)
    out += steps(folder, 3, 4)
    out += steps(folder, 4, 3)
    out += steps(folder, 5, 2, variant=True)
    out += hot_seat(folder)
    out += variant_lay(folder)
    out += rulings(folder)
    out += rules(folder)
    return out


if __name__ == "__main__":
    for p in take_all(sys.argv[1] if len(sys.argv) > 1 else "ss_shots"):
        print(p)
