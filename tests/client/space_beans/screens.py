"""Save Space Beans screens the mid-game set rarely meets, headless, by driving the real client.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m tests.client.space_beans.screens /tmp/shots

Written (``sb_`` prefix): a close that turns a scoring secret collection face up (its prompt), an
8-card hand (every name whole), the same hand with a card just played while the mouse is over it (closed
up at once), a card chosen with two places to go at six
players, a forced close, the goal reached with the last card of a type in hand, and one card left to draw. The layout walk checks every frame on the way, in each language.
"""

from __future__ import annotations

import os
import sys
import tempfile

for _key, _value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"), ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
                     ("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-sb-shots-"))):
    os.environ.setdefault(_key, _value)

import pygame  # noqa: E402

from engine.space_beans import card_id  # noqa: E402
from engine.space_beans.positions import position  # noqa: E402
from engine.space_beans.state import CLOSE, COLLECT, DRAW, State  # noqa: E402
from game.app import App  # noqa: E402
from game.kit.choices import Pick  # noqa: E402
from game.seats import BOT_NAMES, Seat  # noqa: E402
from tests.client.driver import DT, click, make_app, open_table  # noqa: E402

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order
# one of each type and a second Centauribohnen: the longest names side by side
EIGHT = [card_id(K, 9), card_id(D, 3), card_id(BL, 7), card_id(BE, 4), card_id(CE, 6), card_id(CE, 2),
         card_id(BO, 9), card_id(MO, 8)]


def _save(app: App, folder: str, name: str) -> str:
    app.draw()
    path = os.path.join(folder, f"{name}.png")
    pygame.image.save(app.screen, path)
    return path


def table_at(state: State, speed: str = "instant") -> tuple[App, object]:
    """A table of ``state.players`` seats (the human first, computers after) showing ``state``."""
    app = make_app(speed)
    seats = [Seat("Alice", True)] + [Seat(BOT_NAMES[i], False, "greedy") for i in range(state.players - 1)]
    table = open_table(app, "space_beans", seats, seed=1)
    app.push(table)
    table.mod.state = state
    table.forget_screen()
    for _ in range(3):
        app.frame(DT)
    return app, table


def take_all(folder: str) -> list[str]:
    os.makedirs(folder, exist_ok=True)
    out = []
    app, _table = table_at(position(6, phase=CLOSE, hands={0: EIGHT}, open={0: [card_id(K, 4), card_id(K, 7)]},
                               secret={0: [card_id(BL, 2), card_id(BL, 5)]}, trophies={2: [card_id(MO, 1)]}))
    out.append(_save(app, folder, "sb_close_flip"))

    app, table = table_at(position(2, phase=COLLECT, hands={0: EIGHT}, open={0: [card_id(K, 4)]},
                              secret={0: [card_id(CE, 1)]}))
    out.append(_save(app, folder, "sb_hand8"))
    card, rect = next((c, r) for c, r in table.ui.hand_places() if c == card_id(CE, 2))
    click(app, rect.center, frames=3)  # to the secret Centauribohnen: the other one may follow, the mouse stays
    out.append(_save(app, folder, "sb_hand_played"))

    app, table = table_at(position(6, phase=COLLECT, hands={0: EIGHT}, open={0: [card_id(CE, 3)]}))
    table.choices.select(Pick("select", "hand", card_id(CE, 6)))
    app.frame(DT)
    out.append(_save(app, folder, "sb_choose_target"))
    # a card alone of its type: the line also says that playing it ends the turn, the longest prompt
    table.choices.select(Pick("select", "hand", card_id(BO, 9)))
    app.frame(DT)
    out.append(_save(app, folder, "sb_choose_ends_turn"))

    app, _table = table_at(position(3, phase=CLOSE, hands={0: [card_id(MO, 8)]}, open={0: [card_id(K, 4)]},
                               secret={0: [card_id(BL, 2), card_id(BL, 5)]}))
    out.append(_save(app, folder, "sb_forced_close"))

    # the goal reached (the note left of the draw pile), the last card of a type (its warning), a short pile
    app, _table = table_at(position(3, phase=COLLECT, collecting=(K, "open"),
                                    hands={0: [card_id(K, 4), card_id(BL, 5), card_id(MO, 8)]},
                                    open={0: [card_id(K, 7)]}, secret={0: [card_id(CE, 6), card_id(CE, 2)]},
                                    trophies={0: [card_id(MO, 9), card_id(MO, 7), card_id(BO, 9), card_id(BE, 7)],
                                              1: [card_id(CE, 5)]}))
    out.append(_save(app, folder, "sb_goal_last_of_type"))
    app, _table = table_at(position(3, phase=DRAW, hands={0: [card_id(K, 4)]}, draw=[card_id(BL, 5)], leftover=1))
    out.append(_save(app, folder, "sb_draw_one"))

    # a computer drawing into a hand of 3 at normal speed: every frame of the flight is checked (the cards landing
    # covered "3 in hand" while they came), then a computer's last card ends its turn and its hand is passed
    app, table = table_at(position(3, seat=1, phase=DRAW, hands={1: [card_id(K, 4), card_id(BL, 5), card_id(MO, 8)]},
                                   open={1: [card_id(K, 7)]}), speed="normal")
    for _ in range(240):
        app.frame(DT)
    out.append(_save(app, folder, "sb_computer_draws"))
    return out


if __name__ == "__main__":
    for p in take_all(sys.argv[1] if len(sys.argv) > 1 else "shots"):
        print(p)
