"""The Space Beans rules pages: the rules' own, written by the engine (``engine.space_beans.pages``), and the
page about this screen, which only the client can tell (what glows, what is dimmed, what a click does)."""

from __future__ import annotations

from engine.space_beans.pages import PAGES as RULES
from game.i18n import N_
from game.kit.contract import Page

PAGES: list[Page] = [
    *RULES,
    (
        N_("On this screen"),
        [
            N_("Glowing outlines mark what you may click now; cards you cannot play are dimmed. Click a hand "
               "card, then the glowing collection it should go to; a card with one possible place goes there "
               "at once."),
            N_("The line above your collections says what the current step expects. Done ends a step "
               "when that is allowed. A click on something not allowed says why."),
            N_("Playing your last card of the type you are collecting ends your turn at once: the rest of "
               "your hand is passed."),
            N_("A click while cards are moving skips the animation. Animation speed is in Settings."),
        ],
    ),
]
