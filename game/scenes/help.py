"""Rules help: each game's rules pages, paged (buttons, wheel, arrow keys), with card pictures.

A page is ``(heading, items)``; an item is a paragraph (a string, translated
here), a paragraph with blanks ``("say", msgid, {name: value})`` or the engine's
``Words`` (so counts come from the engine's data), a picture ``("cards", (card ids...))`` drawn with the
game's own card art, so the pages show the cards a player will meet at the
table (``("cards", ids, words)``: with what each says written beside them, one a line), or a drawing
``("drawing", draw, height)``: ``draw(surface, rect)`` fills a
band of the page (a game's board, say). A page longer than the panel continues on the next screen ("continued"),
cut between paragraphs, so nothing is ever clipped or shrunk unreadably.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.core import Words
from game import theme, ui
from game.i18n import language, tr
from game.scene import MenuScene
from game.words import say

BODY = pygame.Rect(150, 142, 980, 466)
CARD_H = 96
SIZE = 20  # body text; a page that does not fit continues on the next screen
CAPTION = 16  # what a row of cards says, beside it
ROOM = BODY.h - 80  # the panel's height under the heading


def item_text(item: Any) -> str | None:
    """A paragraph item as the player reads it (translated, blanks filled); ``None`` for a picture."""
    if isinstance(item, tuple) and item and item[0] in ("cards", "drawing"):
        return None
    if isinstance(item, Words):  # a page the engine writes: its rules, in its own words
        return say(item, ())
    if isinstance(item, tuple) and item and item[0] == "say":
        return tr(item[1], **item[2])
    return tr(item)


def _layout(items: list[Any], size: int) -> list[tuple[str, Any, int]]:
    """("line", text, size), ("gap", None, px) and ("cards", (ids, caption lines), height) blocks, top to bottom."""
    out: list[tuple[str, Any, int]] = []
    for item in items:
        text = item_text(item)
        if text is None and item[0] == "drawing":
            out.append(("drawing", item[1], item[2]))
        elif text is None:
            ids, quotes = tuple(item[1]), (*item[2:], ())[0]
            # the cards' words beside them (``("cards", ids, words)``), a card a line, in the room right of the
            # pictures: under them they took a screen of their own (a page read in more screens)
            room = BODY.w - 50 - len(ids) * (CARD_H * 5 // 7 + 10)
            caption = [line for said in quotes for line in theme.wrap(item_text(said) or "", CAPTION, room)]
            out.append(("cards", (ids, caption), max(CARD_H, len(caption) * (CAPTION + 5))))
        else:
            out += [("line", line, size) for line in theme.wrap(text, size, BODY.w - 40)]
        out.append(("gap", None, max(8, size // 2)))
    return out


def _height(blocks: list[tuple[str, Any, int]]) -> int:
    return sum(h + 8 if kind == "line" else h + 6 if kind in ("cards", "drawing") else h for kind, _, h in blocks)


TIGHT = (SIZE - 1, SIZE - 2)  # the sizes a page takes rather than leave a screen of its own to its last item


def body_size(items: list[Any]) -> int:
    """The body text's size on a screen: ``SIZE``, else the largest of ``TIGHT`` at which the items fit."""
    return next((z for z in (SIZE, *TIGHT) if _height(_layout(items, z)) <= ROOM), SIZE)


def _screens(page: tuple[str, list[Any]]) -> list[tuple[str, list[Any]]]:
    """One rules page as screens that each fit the panel, cut between items; headings translated. A page that
    fits whole a size or two smaller stays one screen: the French « La pioche et la fin » left its example alone
    on a mostly empty screen of its own, nine screens against eight in English (newcomer test 29)."""
    heading, items = tr(page[0]), list(page[1])
    if _height(_layout(items, SIZE)) > ROOM and body_size(items) != SIZE:
        return [(heading, items)]
    out: list[list[Any]] = [[]]
    for item in items:
        if out[-1] and _height(_layout([*out[-1], item], SIZE)) > ROOM:
            out.append([])
        out[-1].append(item)
    return [(heading if k == 0 else tr("{heading} (continued)", heading=heading), chunk)
            for k, chunk in enumerate(out)]


class HelpScene(MenuScene):
    def __init__(self, app, game_name: str | None = None) -> None:
        super().__init__(app)
        from engine import GAMES
        from game.tables import listed

        self.games = listed(GAMES)
        if game_name in GAMES and game_name not in self.games:
            self.games.append(game_name)  # the rules of the game on the table, even one the title does not offer
        self.game_name = game_name if game_name in self.games else self.games[0]
        self.page = 0
        self._screens: list[tuple[str, list[Any]]] = []
        self._screens_key: tuple[str, str] | None = None
        self._build()

    @property
    def pages(self) -> list[tuple[str, list[Any]]]:
        """The game's pages as screens: a long page is cut into several, each fitting the panel."""
        from game.tables import help_pages

        key = (self.game_name, language())
        if self._screens_key != key:
            self._screens = [screen for page in help_pages(self.game_name) for screen in _screens(page)]
            self._screens_key = key
        return self._screens

    def turn(self, step: int) -> None:
        self.page = max(0, min(len(self.pages) - 1, self.page + step))
        self._build()

    def pick(self, name: str) -> None:
        self.game_name, self.page = name, 0
        self._build()

    def _build(self) -> None:
        from engine import GAMES

        b = ui.ButtonRow()
        if len(self.games) > 1:
            w = min(240, (1240 - 12 * (len(self.games) - 1)) // len(self.games))
            x = 640 - (len(self.games) * (w + 12) - 12) // 2
            for name in self.games:
                title = GAMES[name].title if name in GAMES else name
                b.add(ui.Button(pygame.Rect(x, 88, w, 40), title, lambda n=name: self.pick(n), key=f"tab:{name}",
                                size=18, primary=name == self.game_name))
                x += w + 12
        last = len(self.pages) - 1
        b.add(ui.Button(pygame.Rect(150, 636, 200, 52), tr("◀ Prev"), lambda: self.turn(-1), key="prev",
                        enabled=self.page > 0))
        b.add(ui.Button(pygame.Rect(930, 636, 200, 52), tr("Next ▶"), lambda: self.turn(1), key="next",
                        enabled=self.page < last))
        b.add(ui.Button(pygame.Rect(565, 636, 150, 52), tr("Back"), self.app.router.back, key="back"))
        self.buttons = b
        heading, items = self.pages[self.page]
        self.heading = heading
        self.blocks = _layout(items, body_size(items))

    def draw(self, surface: pygame.Surface) -> None:
        from game.tables import card_art

        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, tr("Rules"), 40, (640, 44), theme.GOLD, bold=True, anchor="center")
        ui.panel(surface, BODY)
        theme.blit_text(surface, self.heading, 28, (BODY.x + 20, BODY.y + 16), theme.GOLD, bold=True)
        y = BODY.y + 64
        art = card_art(self.game_name)
        for kind, payload, h in self.blocks:
            if kind == "line":
                theme.blit_text(surface, payload, h, (BODY.x + 20, y), theme.TEXT)
                y += h + 8
            elif kind == "cards" and art is not None:
                ids, caption = payload
                w = CARD_H * 5 // 7
                for k, card in enumerate(ids):
                    surface.blit(art.face(card, w, CARD_H), (BODY.x + 20 + k * (w + 10), y))
                x = BODY.x + 20 + len(ids) * (w + 10) + 10
                for k, line in enumerate(caption):
                    theme.blit_text(surface, line, CAPTION, (x, y + k * (CAPTION + 5)), theme.TEXT_DIM)
                y += h + 6
            elif kind == "drawing":
                payload(surface, pygame.Rect(BODY.x + 20, y, BODY.w - 40, h))
                y += h + 6
            else:
                y += h
        theme.blit_text(surface, tr("page {page} of {pages}", page=self.page + 1, pages=len(self.pages)), 18,
                        (640, 620), theme.TEXT_FAINT, anchor="center")
        self.buttons.draw(surface)
