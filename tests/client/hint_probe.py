"""A table showing a Hint line made to be long: its two longest-named legal moves, level or one ahead."""

from __future__ import annotations

from typing import Any

import pygame

from engine import GAMES
from engine.core import Action
from engine.search.hint import Hint, why
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table


def hint_table(name: str, seed: int = 1, moves: int = 0) -> tuple[Any, Any]:
    """A table of the fewest players but one, where the human is to act, at rest, after ``moves`` of theirs (each
    the first legal one)."""
    app = make_app("instant")
    players = max(2, GAMES[name].min_players)
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(players - 1)]
    table = open_table(app, name, seats, seed=seed)
    app.push(table)
    for k in range(moves + 1):
        for _ in range(3000):
            if table.input_open and not table.anim.blocking:
                break
            app.frame(DT)
        if k < moves and not table.mod.over:
            table.play(table.game.legal_actions(table.mod.state)[0])
    return app, table


def show_hint(table: Any, level: bool) -> tuple[str, str]:
    """Shows a Hint naming the two longest-named legal moves (``level``: just as good); returns the line and
    the runner-up's name as the line says it."""
    game, view, mod = table.game, table.view, table.mod
    legal = game.legal_actions(mod.state)

    def name(a: Action) -> str:
        return str(table.say(game.describe_in(view, a)))

    longest = sorted(legal, key=lambda a: -len(name(a)))
    hooks = game.search_hooks()
    alike = hooks.alike if hooks is not None and hooks.alike is not None else (lambda v, a, b: False)
    # the runner-up is a different move: one that comes to the same as the best is never named beside it
    others = [a for a in longest[1:] if not alike(view, longest[0], a)]
    best, other = (longest[0], others[0]) if others else (legal[0], legal[0])
    ranked = ((best, 60, 0.5), (other, 40, 0.5 if level else 0.3))
    adv = table.advisor
    adv._advice, adv._advice_at, adv._shown = Hint(best, why(game, ranked, view=view), ranked), adv._position(), True
    table.layer.surface = None
    line = adv.line()
    assert line is not None
    # the runner-up as the line names it: the game's shorter words for it beside the best, where it has them
    shorter = hooks.other_words(view, best, other) if hooks is not None and hooks.other_words is not None else None
    return line[0], str(table.say(shorter)) if shorter is not None else name(other)


def hint_boxes(ink: Any, line: str, button: pygame.Rect) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The hint's pill and its rows' inked rects, in a frame's ink (``layout_probe.table_frame``); ``button``: the
    Hint button, whose label is no row of the line."""
    def flat(s: str) -> str:
        return " ".join(s.replace("\xa0", " ").split())

    first = [b.rect for b in ink.texts
             if len(flat(b.text)) > 6 and flat(line).startswith(flat(b.text).rstrip("…")) and not b.rect.colliderect(button)]
    assert first, f"the hint {line!r} is not drawn"
    # a row of other words may begin as the hint does (Space Beans' own line, kept beside the piles while the Hint
    # shows: "Start your open collection: …"); the hint's first row is the one in a frame
    framed = [r for r in first if any(p.contains(r) for p in ink.panels)]
    pills = [p for p in ink.panels if framed and p.contains(framed[0])]
    assert pills, f"the hint {line!r} has no frame around it"
    pill = min(pills, key=lambda p: p.w * p.h)
    rows = [b.rect for b in ink.texts if pill.colliderect(b.rect) and flat(b.text).rstrip("…") in flat(line)]
    return pill, rows
