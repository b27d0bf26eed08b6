"""The Système Solaire decision buttons and the take panel's toggles, built from the legal actions.

Each control is a ``ui.Button`` with the key a click on it sends: an engine
``Action`` (bid, pass, take) or a ``Pick`` the table handles itself (raise
the bid on the button, confirm or clear a payment or a selection, put a card
of the chosen group in the hand or the front). A control whose result the
legal actions do not allow is drawn disabled and never offered.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.core import Action
from game import ui
from game.i18n import tr
from game.kit.choices import Choices, Pick
from game.tables.systeme_solaire import layout as L

STEPS = (-1, 1, 2, 5)  # the bid adjusters
COMMIT = "commit"
CLEAR = "clear"
PLACE = "place"
MAIN = pygame.Rect(L.BUTTONS.x, L.BUTTONS.y + 80, L.BUTTONS.w, 54)  # Bid, Pay, Confirm, Take
# Pass, Clear: short enough that the coach's arrow under Pass, breathing, stays whole above the screen's foot (44
# pixels tall, it ran off it: playtest 32)
SECOND = pygame.Rect(L.BUTTONS.x, L.BUTTONS.y + 144, L.BUTTONS.w, 36)


@dataclass
class Control:
    button: ui.Button
    key: Action | Pick
    # the engine move a click on it seems to try, when its key is the table's own (the engine says why it is greyed)
    tries: Action | None = None

    @property
    def move(self) -> Action | None:
        return self.key if isinstance(self.key, Action) else self.tries


def bid_amounts(choices: Choices) -> list[int]:
    """The amounts the seat may bid now, lowest first (from the legal ``bid`` actions)."""
    return sorted(a.card for a in choices.of("bid"))


def bidding(choices: Choices, amount: int, passing: bool = False) -> list[Control]:
    """−1 / +1 / +2 / +5 move the amount on the Bid button; Bid N; Pass unless the seat must open. ``passing``: the
    coach or the Hint advises Pass, which is then the gold button (a gold Bid beside "Pass" read as the advice)."""
    amounts = set(bid_amounts(choices))
    out = []
    w = (L.BUTTONS.w - 6 * (len(STEPS) - 1)) // len(STEPS)
    for k, step in enumerate(STEPS):
        r = pygame.Rect(L.BUTTONS.x + k * (w + 6), L.BUTTONS.y + 30, w, 40)
        label = f"{step:+d}".replace("-", "−")
        out.append(Control(ui.Button(r, label, key=f"bid{step:+d}", size=20, enabled=amount + step in amounts),
                           Pick("bid", "", step), Action("bid", amount + step)))
    bid = Action("bid", amount)
    out.append(Control(ui.Button(MAIN.copy(), tr("Bid {n}", n=amount), key="bid", size=24, primary=not passing,
                                 enabled=amount in amounts), bid))
    if Action("pass") in choices.legal:
        out.append(Control(ui.Button(SECOND.copy(), tr("Pass"), key="pass", size=20, primary=passing), Action("pass")))
    return out


# the wide column's main buttons leave their labels 6 px a side, not 10: « Prendre le groupe 5 » and « Confirmer :
# total 12 » then read at the size of the buttons round them rather than a size smaller (playtest 24)
MAIN_ROOM = 12


def committing(what: str, label: str, ready: bool, picked: bool) -> list[Control]:
    """Confirm a payment or a selection collected on screen, or clear it."""
    confirm = ui.Button(MAIN.copy(), label, key=what, size=22, primary=True, enabled=ready, room=MAIN_ROOM)
    clear = ui.Button(SECOND.copy(), tr("Clear"), key=CLEAR, size=20, enabled=picked)
    return [Control(confirm, Pick(COMMIT, what), Action("paid" if what == "pay" else "done")),
            Control(clear, Pick(CLEAR, what))]


def taking(g: int | None, split: str) -> list[Control]:
    """The Take button once a group is chosen (its split is legal: the toggles only allow legal ones); greyed
    "Thinking…" while where its cards start is still being thought out (no split yet)."""
    if g is None:
        return []
    if not split:
        return [Control(ui.Button(MAIN.copy(), tr("Thinking…"), key="take", size=22, enabled=False, room=MAIN_ROOM),
                        Pick("thinking", ""))]
    return [Control(ui.Button(MAIN.copy(), tr("Take group {n}", n=g + 1), key="take", size=22, primary=True,
                              room=MAIN_ROOM), Action("take", g, split))]


def toggle_rects(j: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Card ``j`` of the group being taken: its Hand and Front halves in the board."""
    x = L.BOARD.x + 86 + j * (L.BOARD.w // 2)
    return pygame.Rect(x, L.BOARD.y + 12, 96, 32), pygame.Rect(x + 100, L.BOARD.y + 12, 96, 32)


def take_card(j: int) -> pygame.Rect:
    return pygame.Rect(L.BOARD.x + 14 + j * (L.BOARD.w // 2), L.BOARD.y + 10, *L.FRONT)


def toggles(g: int, legal: set[str], split: str) -> list[tuple[Control, Control, bool]]:
    """Per card of group ``g``: its Hand and Front toggles, and whether the other place is barred (to say why)."""
    out = []
    for j, where in enumerate(split):
        hand_r, front_r = toggle_rects(j)
        to_h = split[:j] + "h" + split[j + 1:]
        to_f = split[:j] + "f" + split[j + 1:]
        hand = ui.Button(hand_r, tr("Hand"), key=f"hand:{j}", size=17, primary=where == "h",
                         enabled=where == "h" or to_h in legal)
        front = ui.Button(front_r, tr("Front"), key=f"front:{j}", size=17, primary=where == "f",
                          enabled=where == "f" or to_f in legal)
        barred = (to_f not in legal) if where == "h" else (to_h not in legal)
        out.append((Control(hand, Pick(PLACE, "h", j), Action("take", g, to_h)),
                    Control(front, Pick(PLACE, "f", j), Action("take", g, to_f)), barred))
    return out
