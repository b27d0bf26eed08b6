"""Walk the screenshot set with the layout probe on, in one language, and list what collides or is cut.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m tests.client.layout_walk en /tmp/shots

Every frame drawn on the way is checked (the screens the set saves and the
play, curtains and animations between them), not only the saved pictures:
the "+5" flying over a label lives between two screenshots. ``long`` is a
made-up language a third longer than English, to find boxes that only just fit.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-layout-"))

from game import i18n  # noqa: E402
from game.app import App  # noqa: E402
from tests.client import layout_probe  # noqa: E402
from tests.client.layout_probe import Issue, Recorder  # noqa: E402

DEFAULT = ("screens", "extra", "dialogs")  # the walks the layout test makes
# walks whose every text must be written whole in English and French: a text cut with "…" there is an issue
# ("shortened"), not a fitting. A label that only fits by an ellipsis reads "Programme s…" to a player; the
# probe alone accepts it, which is how Space Lab's French cut titles went unseen
WHOLE = ("sl",)
WHOLE_LANGUAGES = ("en", "fr")
SHOW_DIR = os.environ.get("LAYOUT_SHOW", "")  # a folder: each new issue's frame saved there, its box in red
_shown: set[tuple] = set()


def _show(screen, issues: list[Issue]) -> None:
    import pygame

    for issue in issues:
        key = _key(issue)
        if key in _shown:
            continue
        _shown.add(key)
        img = screen.copy()
        pygame.draw.rect(img, (255, 0, 0), pygame.Rect(issue.box).inflate(4, 4), 2)
        os.makedirs(SHOW_DIR, exist_ok=True)
        pygame.image.save(img, os.path.join(SHOW_DIR, f"{len(_shown):03d}_{issue.kind}.png"))
        print(f"{len(_shown):03d}", issue, flush=True)


def _where(app: App) -> str:
    top = app.top
    name = type(top).__name__ if top is not None else "-"
    game = getattr(top, "game_id", None) or getattr(getattr(top, "game", None), "name", None) or ""
    return f"{name}{':' + str(game) if game else ''}"


_REAL_SET = i18n.set_language


def _set_language(lang: str) -> None:
    if lang == "long":
        _REAL_SET("en")
        i18n._catalogue = layout_probe.LongCatalogue()
    else:
        _REAL_SET(lang)


whole = {"on": False}  # the walk under way is one of WHOLE, in one of WHOLE_LANGUAGES
skipped = {"frames": 0}  # frames of a table at rest not drawn again (the screen holds them)


def _still(app: App) -> Hashable | None:
    """What a frame of a table at rest shows, as far as text goes: a frame with the same answer as the one
    before draws the same texts in the same places (``None``: a frame to check whatever came before; cards
    in flight, a coach, any screen but a table alone)."""
    from game.kit.table import Table

    top = app.top
    if not isinstance(top, Table) or not top.opaque or top.anim.tweens or top.coach is not None:
        return None
    recap = top.recap
    log_view = top.log_view
    return (id(top), top._static_key(), top.mouse, top.finished, recap.active and tuple(recap.lines),
            log_view is not None and (log_view.top, len(log_view.lines)))


_columns: dict[int, tuple[object, tuple[int, int]]] = {}  # per table (kept: its id stays its own), its recap column


def _recap_check(app: App, rec: Recorder) -> None:
    """The "since your last turn" recap on a table: over the log it lies on the log's own place (the whole log,
    or its foot with two of its lines in sight above), or clear of it; and while it counts lines away, no row's
    worth of it stands empty (playtest 11: askew over Système Solaire's log, two rows short in Space Beans)."""
    from game import theme
    from game.kit.notes import SIZES
    from game.kit.table import Table

    top = app.top
    if not isinstance(top, Table) or top.embedded:
        return
    box, log = top.recap_box(), top.log_rect
    if box is None or log is None:
        return
    recap = top.recap
    own = top.ui.own_rect
    if own is not None and box.colliderect(own):
        rec.flag("recap", "recap over the player's own panel", detail=f"own {tuple(own)}", box=box)
    # one place from turn to turn (issue 18: a box to look for anew each turn); a table's first recap sets it
    column = _columns.setdefault(id(top), (top, (box.x, box.w)))[1]
    if column != (box.x, box.w):
        rec.flag("recap", "recap moved from its place", detail=f"column {column}", box=box)
    if box.colliderect(log) and not (box.x == log.x and box.bottom == log.bottom
                                     and (box.y <= log.y or box.y - log.y >= 40)):
        rec.flag("recap", "recap askew over the log", detail=f"log {tuple(log)}", box=box)
    rows = recap.fitted(box.w, box.h, recap.size)
    step, _head, foot = SIZES[recap.size]
    counted = bool(rows) and rows[-1][1] == theme.TEXT_FAINT
    if counted and box.h - foot - (recap.row_ys(rows, box.h, recap.size)[-1] + step) >= step:
        rec.flag("recap", "recap row empty while lines are counted away", detail=f"{len(rows)} rows", box=box)


@contextmanager
def checked_apps(lang: str) -> Iterator[Recorder]:
    """Every App made in the block draws on a probe, in ``lang``, and each frame it draws is checked."""
    real_init, real_set = App.__init__, i18n.set_language

    def init(self: App, *args, **kw) -> None:
        real_init(self, *args, **kw)
        _set_language(lang)
        layout_probe.screen_probe(self)
        real_draw = self.draw

        last: list[Hashable] = [None]

        def draw() -> None:
            seen, last[0] = last[0], _still(self)
            if seen is not None and seen == last[0]:
                # the frame checked last, again: the screen holds it already and nothing new is to check (a table
                # at rest while a computer's pause runs is most frames of a game played at normal speed)
                skipped["frames"] += 1
                return
            rec.where = f"{lang}:{_where(self)}"
            rec.fill(self.screen, None)  # a new frame
            before = len(rec.issues)
            real_draw()
            rec.screen_check(self.screen)
            _recap_check(self, rec)
            if SHOW_DIR:
                _show(self.screen, rec.issues[before:])

        self.draw = draw  # type: ignore[method-assign]

    from game.tables.space_lab import choreo as space_lab_choreo
    from game.tables.space_lab import tips as space_lab_tips

    # Space Lab's hover facts are a tip of several lines and its banner a band held over the hand for a moment,
    # opening from its middle: like the kit's tip and recap note, what they float over is not a glitch (the
    # probe itself names only the kit's)
    real_tip, real_banner = space_lab_tips.draw, space_lab_choreo.Banner.draw
    real_plate = space_lab_choreo.Plate.draw  # a popup on its own plate, laid over the hand for a moment

    def floating(draw):
        def drawn(*args, **kw) -> None:
            rec.floating += 1
            try:
                draw(*args, **kw)
            finally:
                rec.floating -= 1
        return drawn

    from game import memory, theme

    real_shorten = theme.shorten
    real_settle = memory.settle

    def shorten(text: str, size: int, width: int, bold: bool = False) -> str:
        out = real_shorten(text, size, width, bold)
        if out != text and whole["on"] and not rec.floating:  # a card in flight passes through every size
            rec.flag("shortened", text, detail=f"{width} px at {size} pt")
        return out

    from tests.client.systeme_solaire import drive as systeme_solaire_drive

    with layout_probe.recording() as rec:
        # Système Solaire's screens share one App per process: one made in an earlier walk drew with that walk's
        # checks, kept every surface that walk drew alive, and a second walk in the process (a test worker walks
        # several) took over three times as long. Each walk makes its own, and lets it go after
        systeme_solaire_drive._app = None
        App.__init__ = init  # type: ignore[method-assign]
        theme.shorten = shorten
        # no full collection at each new table: the recorder holds every surface drawn, and collecting it
        # all again for each of the walk's tables took longer than drawing them
        memory.settle = lambda: None
        space_lab_tips.draw = floating(real_tip)
        space_lab_choreo.Banner.draw = floating(real_banner)  # type: ignore[method-assign]
        space_lab_choreo.Plate.draw = floating(real_plate)  # type: ignore[method-assign]
        i18n.set_language = lambda _lang: (_set_language(lang), lang)[1]  # settings may not switch it back
        try:
            yield rec
        finally:
            systeme_solaire_drive._app = None
            App.__init__ = real_init  # type: ignore[method-assign]
            theme.shorten = real_shorten
            memory.settle = real_settle
            space_lab_tips.draw = real_tip
            space_lab_choreo.Banner.draw = real_banner  # type: ignore[method-assign]
            space_lab_choreo.Plate.draw = real_plate  # type: ignore[method-assign]
            i18n.set_language = real_set
            real_set("en")


def walks() -> dict[str, Callable[[str], list[str]]]:
    """The screenshot sets: Space Beans and Al Cabohne, menus, replays, statistics and the crash screen."""
    from tests.client import screens
    from tests.client.layout_extra import dialogs, take_extra
    from tests.client.space_lab import screens as space_lab
    from tests.client.systeme_solaire import screens as systeme_solaire

    # the last two are walked by the test on their own (``python -m tests.client.layout_walk en out ss sl``); Space
    # Lab's in French and the long language too
    return {"screens": screens.take_all, "extra": take_extra, "ss": systeme_solaire.take_all, "sl": space_lab.take_all,
            "dialogs": dialogs}


def walk(lang: str, folder: str, only: tuple[str, ...] = (), taken: dict[str, list[str]] | None = None,
         pictures: bool | tuple[str, ...] = True) -> list[Issue]:
    """Every issue met, once each (a glitch seen in many frames is one line). ``taken``, if given, is filled with
    the pictures each walk saved, by walk (a test reads the screenshot set from the walk rather than take it again).
    ``pictures``: whether the walks write their screenshots as files, or which walks do (a test that reads none of
    them spends no time encoding hundreds of PNGs; the screens are drawn and checked all the same)."""
    import pygame

    real_save = pygame.image.save
    with checked_apps(lang) as rec:
        for name, take in walks().items():
            if name in only or (not only and name in DEFAULT):
                whole["on"] = name in WHOLE and lang in WHOLE_LANGUAGES
                if not (pictures is True or (pictures and name in pictures)):
                    pygame.image.save = lambda *_args, **_kw: None
                try:
                    paths = take(os.path.join(folder, lang))
                finally:
                    whole["on"] = False
                    pygame.image.save = real_save
                if taken is not None:
                    taken[name] = paths
    seen: dict[tuple, Issue] = {}
    for issue in rec.issues:
        seen.setdefault(_key(issue), issue)
    return list(seen.values())


def _key(issue: Issue) -> tuple[str, ...]:
    """The same glitch whatever the numbers in it ("Draw pile 66" and "Draw pile 65" are one)."""
    return issue.kind, re.sub(r"\d+", "#", issue.text), re.sub(r"\d+", "#", issue.other), issue.where


if __name__ == "__main__":
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    out = sys.argv[2] if len(sys.argv) > 2 else "shots"
    found = walk(lang, out, tuple(sys.argv[3:]))
    for issue in found:
        print(issue)
    print(f"{len(found)} issues")
