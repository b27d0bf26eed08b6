"""The one asyncio main loop and the scene stack.

Every frame: ``dt = clock.tick(60) / 1000``, input events to the top scene,
``update(dt)``, ``draw``, ``display.flip()``, the top scene's ``spare`` (what is left
of the frame's sixtieth of a second, for a search thought out ahead), then
``await asyncio.sleep(0)`` so the browser (pygbag) gets control back. Nothing in here blocks: computer
players think in slices inside the table scene's ``update``.

``App.frame`` is one synchronous frame, so tests can drive the real client
frame by frame with posted events and a fixed ``dt``.
"""

from __future__ import annotations

import asyncio
import os
import time
import warnings
from dataclasses import dataclass
from typing import Any

import pygame

from game import i18n, memory, sound, storage, theme, web
from game import settings as settings_mod
from game.router import Router
from game.scene import Scene

MIN_WINDOW = (1024, 576)
FRAME_SECONDS = 1 / 60  # the loop's pace (``clock.tick(60)``)
SPARE_MARGIN = 0.002  # seconds of the frame the spare work leaves, so the next frame is never late for it
# the clock the spare work is measured on: the wall clock, as the frame's pace is; a test on a machine busy with other
# work gives it the process's own time, so the spare it finds does not shrink with the other work
spare_clock = time.perf_counter


@dataclass
class LaunchOptions:
    """What the command line asked for (all optional)."""

    game: str | None = None
    players: int | None = None
    seed: int | None = None
    autoplay: bool = False
    frames: int | None = None  # stop after this many frames
    screenshot: str | None = None  # saved at ``frames``, or at game end without ``frames``
    replay: Any = None  # a ``replays.Replay`` to watch (``--replay FILE``)


class App:
    def __init__(self, options: LaunchOptions | None = None) -> None:
        self.options = options or LaunchOptions()
        memory.steady_heap()  # before the first surface: large ones must never settle in the heap
        pygame.init()
        pygame.display.set_caption("Beaniverse")
        # SCALED lets the GPU scale our 1280×720 frame and maps the mouse back to it; in the
        # browser the page letterboxes the canvas itself and RESIZABLE is not supported
        flags = pygame.SCALED if web.on_web() else pygame.SCALED | pygame.RESIZABLE
        # without a GPU (CI, the dummy driver) SDL falls back to software scaling; that is fine
        warnings.filterwarnings("ignore", message="no fast renderer")
        try:
            self.screen = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT), flags)
        except pygame.error:
            self.screen = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT))
        self._fit_window()
        self.clock = pygame.time.Clock()
        storage.clean_stale_temps()  # what a save killed half-way left behind
        self.settings = settings_mod.load()
        i18n.set_language(self.settings.language)
        self.fullscreen = False
        if self.settings.fullscreen:
            self.apply_fullscreen()
        self.sound = sound.Sound(self.settings)
        self.stack: list[Scene] = []
        self.router = Router(self)
        self.last_game: str | None = None  # the game of the last table opened: the title's Rules open on it
        self.running = True
        self.frames = 0
        self.screenshot_taken = False
        self.exit_code = 0
        self.crashed = False  # the last frame failed (a second failure in a row is not caught)
        # a failing screen shows "Something went wrong"; the test suite turns this off to see the failure itself
        self.catch_crashes = os.environ.get("BEANIVERSE_CRASH_SCREEN", "1") != "0"

    # --- the window ---------------------------------------------------------
    def _fit_window(self) -> None:
        """Let the window shrink to 1024×576 (a 1366×768 laptop, with its title bar and taskbar)
        and open it smaller when the desktop is; the picture keeps 16:9 and is letterboxed."""
        if web.on_web() or pygame.display.get_driver() == "dummy":
            # headless there is no desktop to fit; and resizing a SCALED window makes pygame write to freed
            # memory when the next App (a test's) opens its display in the same process
            return
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                window = pygame.Window.from_display_module()
            desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
            room_w, room_h = desk_w - 40, desk_h - 120  # title bar, taskbar, a margin
            if room_w < theme.WIDTH or room_h < theme.HEIGHT:
                scale = max(MIN_WINDOW[0] / theme.WIDTH, min(room_w / theme.WIDTH, room_h / theme.HEIGHT))
                window.size = (int(theme.WIDTH * scale), int(theme.HEIGHT * scale))
            # the size first, then the minimum: the other order crashes the next set_mode (pygame-ce 2.5)
            window.minimum_size = MIN_WINDOW
        except Exception:  # an old SDL or a driver without windows: the default size stays
            pass

    def apply_fullscreen(self) -> None:
        """Match full screen to the setting (F11, Alt+Enter and Settings all change the setting)."""
        if web.on_web() or self.fullscreen == self.settings.fullscreen:
            return
        try:
            pygame.display.toggle_fullscreen()
            self.fullscreen = self.settings.fullscreen
        except pygame.error:
            self.settings.fullscreen = self.fullscreen  # the driver cannot: keep the setting true to the screen

    def _window_key(self, event: pygame.event.Event) -> bool:
        """F11 or Alt+Enter toggles full screen on any screen."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_F11 or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT):
            self.settings.fullscreen = not self.settings.fullscreen
            self.apply_fullscreen()
            self.settings.save()
            return True
        return False

    # --- the scene stack -------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> None:
        if len(self.stack) > 1:
            self.stack.pop()
            self.stack[-1].enter()

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Make ``scene`` the only scene (back to the menu, a new game)."""
        self.stack.clear()
        self.push(scene)

    def remove(self, scene: Scene) -> None:
        if scene in self.stack and len(self.stack) > 1:
            was_top = scene is self.stack[-1]
            self.stack.remove(scene)
            if was_top:
                self.stack[-1].enter()

    def quit(self) -> None:
        self.running = False

    # --- one frame ----------------------------------------------------------
    def frame(self, dt: float | None = None) -> None:
        """Input, update, draw, flip. ``dt`` in seconds (measured when not given)."""
        if dt is None:
            dt = self.clock.tick(60) / 1000.0
        start = spare_clock()
        dt = min(dt, 0.1)  # a stall (window drag, breakpoint) must not teleport every card
        try:
            self._step(dt)
        except Exception as exc:
            if not self.catch_crashes or self.crashed:
                raise  # the crash screen itself failed: main says so in one line
            self.crashed = True
            self.router.crash(exc)
            self.draw()
        else:
            self.crashed = False
        pygame.display.flip()
        top = self.top
        if top is not None and not self.crashed:  # what the frame leaves of its sixtieth, before the loop sleeps it away
            top.spare(start + FRAME_SECONDS - SPARE_MARGIN, spare_clock)
        if self.frames == 0:
            web.first_frame()  # the browser page hides its loading layer
        self.frames += 1
        opts = self.options
        if opts.frames is not None and self.frames >= opts.frames:
            if opts.screenshot and not self.screenshot_taken:
                self.save_screenshot(opts.screenshot)
            self.running = False

    def _step(self, dt: float) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if self._window_key(event):
                continue
            top = self.top
            if top is not None:
                top.handle(event)
        top = self.top
        if top is not None:
            top.update(dt)
        self.draw()

    def draw(self) -> None:
        # paint from the last opaque scene up, so dialogs show what they cover
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        for scene in self.stack[start:]:
            scene.draw(self.screen)

    def save_screenshot(self, path: str) -> None:
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(self.screen, path)
        self.screenshot_taken = True

    def game_ended(self) -> None:
        """Called by a table scene when its game is over (the autoplay screenshot moment)."""
        opts = self.options
        if opts.screenshot and opts.frames is None and not self.screenshot_taken:
            self.save_screenshot(opts.screenshot)

    async def run(self) -> int:
        while self.running:
            self.frame()
            await asyncio.sleep(0)  # hand control to the browser every frame
        return self.exit_code


def first_scene(app: App) -> Scene:
    """The title screen, or straight into a game when the command line asked for one."""
    from engine import GAMES
    from game.seats import default_seats

    opts = app.options
    if opts.replay is not None:
        app.push(app.router.title_scene())
        return app.router.watch_scene(opts.replay)
    if opts.game is not None:
        from game import saves
        from game.i18n import tr

        game = GAMES[opts.game]
        n = opts.players if opts.players is not None else game.min_players
        seats = default_seats(opts.game, n, humans=0 if opts.autoplay else n)
        # a deal given on the command line is one someone can know: it keeps no records
        chosen = opts.seed is not None and not opts.autoplay
        table = app.router.table(opts.game, seats, seed=opts.seed, attract=opts.autoplay, chosen=chosen)
        if table is not None and not opts.autoplay and saves.find(opts.game) is not None:
            # its first move would replace the saved game of that game: ask first, as Set-up does
            app.push(app.router.title_scene())
            return app.router.confirm_scene(tr("Replace the saved game?"), lambda: app.push(table))
        if table is not None:
            return table
    return app.router.title_scene()


async def main(options: LaunchOptions | None = None) -> int:
    try:
        app = App(options)
        app.push(first_scene(app))
        return await app.run()
    except Exception as exc:
        web.show_exception(exc)  # in the browser: the page's error panel rather than a frozen canvas
        raise
