"""The trading variant (ruling R-16) at the Al Cabohne table: building a proposal, answering one.

While the boss fill is due, "Propose a trade" opens a draft kept here, on screen only: the player
picks hand cards to give on the hand and bean types to ask for on chips laid over the log, then
"Propose" plays the whole proposal as one move (the engine's ``trade``, its picks in the engine's
order, ``propose``); "Cancel" drops the draft and uses no proposal. The opponent then sees the
proposal over the log, with Accept and Refuse as buttons. Every number and card shown comes from
the view (``view.proposal``, the hands).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from engine.al_cabohne.cards import N_TYPES, TYPES
from engine.core import Action
from game import theme, ui
from game.i18n import tr, trn
from game.kit.choices import Offer, Pick
from game.kit.contract import Context
from game.tables.al_cabohne import layout as L

PANEL = L.LOG.copy()  # the draft and the proposal lie over the log, which comes back once they are done
# four rows of chips end 17 pixels over the "Give" line: at 30 a chip and 6 between, the last row touched it and the
# French line (« Donner : 2 cartes choisies… ») read squeezed under « Grimpant » (playtest 29)
CHIP_W, CHIP_H, CHIP_GAP = 170, 26, 5
GIVE_Y = PANEL.bottom - 22  # the "Give" line's top, under the chips
CHIPS_Y = PANEL.y + 34
LESS_W = 30  # a lit chip's "−" end
OPEN, CANCEL, SEND = Pick("trade", "open"), Pick("trade", "cancel"), Pick("trade", "propose")
MINI_W, MINI_H = 48, 67  # the offered cards in the answer panel


def chip_rect(t: int) -> pygame.Rect:
    """The chip asking for bean type ``t``: two columns of four under the panel's title."""
    col, row = t % 2, t // 2
    return pygame.Rect(PANEL.x + 8 + col * (CHIP_W + CHIP_GAP), CHIPS_Y + row * (CHIP_H + CHIP_GAP), CHIP_W, CHIP_H)


def less_rect(t: int) -> pygame.Rect:
    """The "−" end of a lit chip: one fewer of that type (playtest 16: a mis-click could only go up, to ×7)."""
    r = chip_rect(t)
    return pygame.Rect(r.right - LESS_W, r.y, LESS_W, r.h)


@dataclass
class Draft:
    """A proposal being put together on screen: the hand cards to give, and per bean type how many asked."""

    give: set[int] = field(default_factory=set)
    ask: list[int] = field(default_factory=lambda: [0] * N_TYPES)

    def key(self) -> tuple[Any, ...]:
        return tuple(sorted(self.give)), tuple(self.ask)

    def empty(self) -> bool:
        return not self.give and not any(self.ask)


class Trading:
    """The table's part of the variant, asked by ``AlCabohneUI`` for offers, buttons and a panel to paint."""

    def __init__(self, t: Context) -> None:
        self.t = t
        self.draft: Draft | None = None
        self._for: tuple[int, int] | None = None  # the (turn, proposals) the draft was opened in

    # --- what is going on ---------------------------------------------------------------------------
    def drafting(self) -> Draft | None:
        """The draft, while its moment lasts (the same boss fill, the trade still offered)."""
        v = self.t.view
        if self.draft is not None and (self._for != (v.turn, v.proposals) or "trade" not in self.t.choices.kinds):
            self.draft = None
        return self.draft

    def over_log(self) -> bool:
        """The panel lies over the log: a draft, or a proposal sent and not yet answered."""
        p = self.t.view.proposal
        return self.drafting() is not None or (p is not None and p.sent)

    def static_key(self) -> Any:
        d = self.drafting()
        return None if d is None else d.key()

    # --- clicks ------------------------------------------------------------------------------------
    def toggle_give(self, card: int) -> None:
        d = self.drafting()
        if d is not None:
            d.give ^= {card}

    def bump_ask(self, t: int) -> None:
        """One more of that type, up to what the opponent holds; past that the chip goes back to none."""
        d = self.drafting()
        if d is None:
            return
        room = len(self.t.view.hands[1 - self.t.view.current])
        d.ask[t] = d.ask[t] + 1 if sum(d.ask) < room else 0

    def lower_ask(self, t: int) -> None:
        d = self.drafting()
        if d is not None and d.ask[t]:
            d.ask[t] -= 1

    def send(self) -> None:
        """The whole proposal as one move, its picks in the engine's order (hand order, then type order)."""
        d = self.drafting()
        if d is None or d.empty():
            return
        hand = self.t.view.hands[self.t.view.current]
        picks = [Action("offer", c) for c in hand if c in d.give]
        picks += [Action("ask", t) for t in range(N_TYPES) for _ in range(d.ask[t])]
        self.draft = None
        self.t.play_all([Action("trade"), *picks, Action("propose")])

    def offers(self, strips: list[pygame.Rect], hand: list[int]) -> list[Offer]:
        """The draft's clicks: the hand cards (topmost first) and the chips; the buttons come with the others'."""
        d = self.drafting()
        if d is None:
            return []
        out = [Offer(strips[i], Pick("give", "hand", hand[i]), partial(self.toggle_give, hand[i]))
               for i in range(len(hand) - 1, -1, -1)]
        # a lit chip's "−" end first: the chip's own click, under it, asks for one more
        out += [Offer(less_rect(t), Pick("ask", "less", t), partial(self.lower_ask, t)) for t in range(N_TYPES)
                if d.ask[t]]
        out += [Offer(chip_rect(t), Pick("ask", "type", t), partial(self.bump_ask, t)) for t in range(N_TYPES)]
        return out

    def buttons(self) -> list[tuple[str, Pick | Action, bool]]:
        """(label, key, primary) of the buttons the variant adds now, in their column order."""
        legal = self.t.choices.legal
        d = self.drafting()
        if d is not None:
            out: list[tuple[str, Pick | Action, bool]] = []
            if not d.empty():
                out.append((tr("Propose"), SEND, True))
            return [*out, (tr("Cancel"), CANCEL, False)]
        out = []
        if Action("accept") in legal:
            out.append((tr("Accept the trade"), Action("accept"), True))
        if Action("refuse") in legal:
            out.append((tr("Refuse the trade"), Action("refuse"), Action("accept") not in legal))
        if Action("trade") in legal:
            out.append((tr("Propose a trade"), OPEN, False))
        return out

    def run(self, key: Pick | Action) -> None:
        if key == OPEN:
            self.draft, self._for = Draft(), (self.t.view.turn, self.t.view.proposals)
        elif key == CANCEL:
            self.draft = None
        elif key == SEND:
            self.send()
        elif isinstance(key, Action):
            self.t.play(key)

    # --- painting ------------------------------------------------------------------------------------
    def paint(self, surface: pygame.Surface, art: Any, names: list[str]) -> None:
        """The panel over the log: the draft's chips, or the proposal the viewer answers or waits on."""
        if not self.over_log():
            return
        d, p = self.drafting(), self.t.view.proposal
        ui.panel(surface, PANEL, theme.PANEL, theme.ACCENT_2)
        if d is not None:
            # the "−" is told of once a chip shows one: said before, it named a button nowhere to be seen (playtest 29)
            ask = tr("Ask for (click: one more, −: one fewer):") if any(d.ask) else tr("Ask for (click: one more):")
            theme.blit_fit(surface, ask, 16, (PANEL.x + 10, PANEL.y + 8), PANEL.w - 20, theme.TEXT_DIM)
            for t in range(N_TYPES):
                r = chip_rect(t)
                on = d.ask[t] > 0
                ui.panel(surface, r, theme.ACCENT if on else theme.PANEL_HI, theme.PANEL_EDGE, radius=8)
                label = tr("{bean} ×{n}", bean=tr(TYPES[t]), n=d.ask[t]) if on else tr(TYPES[t])
                middle = r.inflate(-2 * LESS_W, 0).center if on else r.center  # clear of the "−"
                theme.blit_text(surface, label, 16, middle, theme.INK if on else theme.TEXT, bold=on,
                                anchor="center")
                if on:
                    less = less_rect(t)
                    pygame.draw.line(surface, theme.PANEL_EDGE, less.topleft, less.bottomleft, 2)
                    theme.blit_text(surface, "−", 20, less.center, theme.INK, bold=True, anchor="center")
            theme.blit_fit(surface, trn("Give: {n} card picked on your hand", "Give: {n} cards picked on your hand",
                                        len(d.give)), 15, (PANEL.x + 10, GIVE_Y), PANEL.w - 20, theme.ACCENT_2)
            return
        assert p is not None
        who = names[p.proposer]
        theme.blit_text(surface, tr("{name} proposes a trade", name=who), 18, (PANEL.x + 10, PANEL.y + 8),
                        theme.ACCENT_2, bold=True)
        theme.blit_text(surface, tr("gives:"), 15, (PANEL.x + 10, PANEL.y + 40), theme.TEXT_DIM)
        x = PANEL.x + 70
        if not p.offer:
            theme.blit_text(surface, tr("nothing"), 15, (x, PANEL.y + 40), theme.TEXT)
        for c in p.offer:
            r = pygame.Rect(x, PANEL.y + 34, MINI_W, MINI_H)
            surface.blit(art.card(c, MINI_W, MINI_H, True), r)
            x += MINI_W + 4
        text = ", ".join(tr("{bean} ×{n}", bean=tr(TYPES[t]), n=n) for t, n in Counter(p.ask).items()) or tr("nothing")
        theme.blit_text(surface, tr("asks for: {beans}", beans=text), 15, (PANEL.x + 10, PANEL.y + 112),
                        theme.TEXT)
