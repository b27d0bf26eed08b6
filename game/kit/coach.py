"""The coach of "Learn to play": a panel that explains a guided first game, one step at a time.

A game that offers a guided first game declares its script on its ``Client``
(``coach``), a module beside its rules pages, ``game/tables/<game>/coach.py``, holding:

- ``SEED``, ``PLAYERS``, ``OPTIONS``: the fixed, friendly deal (the human sits at seat 0,
  the others are Easy computers);
- ``PANEL``: ``(x, y, w, h)`` of the coach panel, a part of the table no card ever uses;
- ``situation(view) -> str | None``: the human's decision of the moment as a word ("draw", "tax"...);
- ``OPENING``: the scripted first decisions, ``Line``s in order, each said when its situation comes;
- ``FIRSTS``: ``{word: text}`` said once, the first time that situation or that event kind is met
  (after the opening the coach speaks only then);
- optionally ``event_key(event) -> str | None`` (a finer word for an event than its kind) and
  ``facts(view) -> dict`` (blanks in the texts, from the human's own view).

Privacy: the coach reads only the viewer's view, the viewer's legal actions and the events as
filtered for the viewer, so it can never tell what the seat may not know. A new game adds its own
script only; nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pygame

from engine.core import Action, Event
from game import theme, ui
from game.i18n import tr
from game.kit.choices import Offer, Pick

Aim = Callable[[Any, list[Action]], Action | None]
TEXT_SIZE = 16
WIDE = 400  # a panel at least this wide has its buttons beside its title


@dataclass(frozen=True)
class Line:
    """One scripted step: said when the human's situation is ``key``; ``aim`` names the move it advises."""

    key: str
    text: str
    aim: Aim | None = None


def deciding(view: Any) -> bool:
    """Whether the human in front of the screen has a decision to make (a script's ``situation`` speaks then)."""
    return view.seat is not None and view.to_act == view.seat


@dataclass
class Coach:
    script: ModuleType
    pos: int = 0  # the next opening line not yet done
    line: int | None = None  # the opening line on show
    notes: list[str] = field(default_factory=list)  # "first time" texts waiting, oldest first
    said: set[str] = field(default_factory=set)
    hidden: bool = False  # "Got it": the opening line on show is put away
    off: bool = False  # "Hide coach": silent for the rest of the game
    heard: list[str] = field(default_factory=list)  # every text shown, in order (what the player read)
    _aim: Action | None = None
    _facts: dict[str, Any] = field(default_factory=dict)

    # --- what happens ------------------------------------------------------------------------
    @property
    def opening_done(self) -> bool:
        return self.pos >= len(self.script.OPENING)

    def saw(self, events: list[Event], mine: bool = False) -> None:
        """Events as the viewer saw them: a kind met for the first time brings its note. The viewer's own
        move (``mine``) puts away the notes shown before it: they were read, and acted upon."""
        if mine:
            self.notes.clear()
        key_of = getattr(self.script, "event_key", None)
        for e in events:
            self._first(key_of(e) if key_of is not None else e.kind)

    def _first(self, key: str | None) -> None:
        if key is None:
            return
        text = self.script.FIRSTS.get(key)
        if text is not None and key not in self.said:
            self.said.add(key)
            self.notes.append(text)

    def tick(self, view: Any, legal: list[Action], open_: bool) -> None:
        """Once a frame: on the human's turn, the opening line for their situation, and the firsts."""
        if not open_:
            return
        key = self.script.situation(view)
        facts = getattr(self.script, "facts", None)
        self._facts = facts(view) if facts is not None else {}
        opening = self.script.OPENING
        if self.line is not None and opening[self.line].key != key:
            self.pos, self.line = self.line + 1, None  # the player answered that step
        if self.line is None:
            for j in range(self.pos, min(self.pos + 3, len(opening))):  # a step the game skipped is passed over
                if opening[j].key == key:
                    self.line, self.hidden = j, False
                    self.said.add(key)  # the opening has explained it: no "first time" note besides
                    break
        self._first(key)
        line = opening[self.line] if self.line is not None else None
        self._aim = line.aim(view, legal) if line is not None and line.aim is not None and not self.notes else None
        if self.text and (not self.heard or self.heard[-1] != self.text):
            self.heard.append(self.text)

    # --- what it says ----------------------------------------------------------------------------
    @property
    def text(self) -> str:
        """What the panel says now ('' when nothing: hidden, dismissed, or between steps)."""
        if self.off:
            return ""
        if self.notes:
            return tr(self.notes[0], **self._facts)
        if self.line is not None and not self.hidden:
            return tr(self.script.OPENING[self.line].text, **self._facts)
        return ""

    @property
    def aim(self) -> Action | None:
        """The move the coach advises now (from the viewer's legal actions), if it advises one."""
        return self._aim if self.text else None

    def got_it(self) -> None:
        if self.notes:
            self.notes.pop(0)
        else:
            self.hidden = True

    def hide(self) -> None:
        self.off = True

    # --- on screen ---------------------------------------------------------------------------
    @property
    def panel(self) -> pygame.Rect:
        return pygame.Rect(self.script.PANEL)

    def _buttons(self) -> list[tuple[pygame.Rect, str, str, Callable[[], None]]]:
        p = self.panel  # a wide panel: the buttons share the title row; a narrow one: they go under the words
        y = p.y + 6 if p.w >= WIDE else p.bottom - 32
        ok = pygame.Rect(p.right - 104, y, 96, 26)
        hide = pygame.Rect(ok.x - 126, y, 120, 26)
        return [(ok, "ui:coach-ok", tr("Got it"), self.got_it), (hide, "ui:coach-hide", tr("Hide coach"), self.hide)]

    @staticmethod
    def overlaid(offers: list[Offer]) -> bool:
        """A list or overlay over the whole table is open (one click anywhere closes it): the coach waits."""
        return any(o.rect.w >= theme.WIDTH and o.rect.h >= theme.HEIGHT for o in offers)

    def offers(self, table_offers: list[Offer]) -> list[Offer]:
        """Its two buttons while it speaks (UI keys: they are not moves of the game)."""
        if not self.text or self.overlaid(table_offers):
            return []
        return [Offer(r, key, run) for r, key, _label, run in self._buttons()]

    def covers(self, pos: tuple[int, int]) -> bool:
        return bool(self.text) and self.panel.collidepoint(pos)

    def target(self, offers: list[Offer]) -> pygame.Rect | None:
        """Where to click to follow the advice: the move itself, or the card to choose first."""
        aim = self.aim
        if aim is None:
            return None
        for o in offers:
            if o.key == aim:
                return o.rect
        for o in offers:
            if isinstance(o.key, Pick) and o.key.card == aim.card and aim.card != -1:
                return o.rect
        return None

    def draw(self, surface: pygame.Surface, offers: list[Offer], clock: float) -> None:
        text = self.text
        if not text or self.overlaid(offers):
            return
        spot = self.target(offers)
        if spot is not None:  # a ring that breathes around the thing to click, and an arrow over it
            grow = 5 + int(4 * abs((clock * 2) % 2 - 1))
            pygame.draw.rect(surface, theme.ACCENT_2, spot.inflate(grow * 2, grow * 2), 4, border_radius=10)
            x, y = spot.centerx, spot.top - grow - 4
            pygame.draw.polygon(surface, theme.ACCENT_2, [(x - 12, y - 16), (x + 12, y - 16), (x, y)])
        p = self.panel
        ui.panel(surface, p, (22, 30, 60), theme.ACCENT_2, width=3)
        theme.blit_text(surface, tr("Coach"), 18, (p.x + 14, p.y + 9), theme.ACCENT_2, bold=True)
        y = p.y + 38
        for row in theme.wrap(text, TEXT_SIZE, p.w - 28):
            if y + TEXT_SIZE > p.bottom - (4 if p.w >= WIDE else 38):
                break
            theme.blit_text(surface, row, TEXT_SIZE, (p.x + 14, y), theme.TEXT)
            y += TEXT_SIZE + 5
        for r, _key, label, _run in self._buttons():
            ui.panel(surface, r, (40, 52, 96), theme.TEXT_DIM, radius=8)
            theme.blit_text(surface, label, 14, r.center, theme.TEXT, bold=True, anchor="center")


def seats_for(script: ModuleType, human: str) -> list[Any]:
    """The tutorial's seats: the human at seat 0, the others Easy computers with the usual names."""
    from game.seats import BOT_NAMES, Seat

    bots = [b for b in BOT_NAMES if b != human]
    return [Seat(human, True, "easy")] + [Seat(bots[i], False, "easy") for i in range(script.PLAYERS - 1)]
