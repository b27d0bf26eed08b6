# What pygbag's runtime installs before it runs this file in the browser (PEP 723;
# web/package.py keeps this block when it strips comments):
# /// script
# dependencies = [
#     "pygame-ce",
# ]
# ///
"""Beaniverse: space-and-bean card games for one shared screen.

    python main.py                                   # title screen
    python main.py --game space_beans --players 3    # straight to a table (all seats human)
    python main.py --autoplay space_beans --players 4 --seed 7 --frames 900 --screenshot out.png
    python main.py --replay FILE                     # watch a finished game again (a replay-*.json)

Runs the same on the desktop and in the browser (pygbag): the loop is one
asyncio task and nothing follows ``asyncio.run``.
"""

import asyncio
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def parse_options(argv: list[str]):
    """Command-line options; a bad line prints one sentence and exits with status 2."""
    from engine.cli_args import OneLineParser, check_game_and_players, fail, positive_int, seed_arg
    from game.app import LaunchOptions

    p = OneLineParser(prog="main.py", description="Beaniverse card games")
    p.add_argument("--game", help="open this game's table at once, every seat human")
    p.add_argument("--autoplay", metavar="GAME", help="computers play GAME on their own (attract mode)")
    p.add_argument("--players", type=positive_int)
    p.add_argument("--seed", type=seed_arg)
    p.add_argument("--frames", type=positive_int, help="stop after this many frames")
    p.add_argument("--screenshot", metavar="FILE.png", help="save the screen at --frames (or at game end)")
    p.add_argument("--replay", metavar="FILE", help="watch a finished game again (a replay file of the data folder)")
    args = p.parse_args(argv)
    if args.replay and (args.game or args.autoplay):
        fail("main.py", "--replay opens a game of its own: leave out --game and --autoplay")
    if args.game and args.autoplay:
        fail("main.py", "choose either --game or --autoplay, not both")
    game = args.autoplay or args.game
    players = args.players
    if game is not None:
        players = check_game_and_players("main.py", game, args.players)
        from game.tables import has_table

        if not has_table(game):
            fail("main.py", f"{game} has no table yet; it is coming soon")
    elif args.players is not None or args.seed is not None:
        fail("main.py", "--players and --seed need --game or --autoplay")
    if args.seed is not None and args.seed >= 1 << 64:  # a game's seed is 64 bits: the save seals that many
        fail("main.py", f"the seed must be below 2**64 ({1 << 64}), like every seed the game draws")
    if args.screenshot:
        check_screenshot_path(args.screenshot)
    replay = None
    if args.replay:
        from game import replays

        try:
            replay = replays.from_file(args.replay)
        except ValueError as exc:
            fail("main.py", str(exc)[:300])
    return LaunchOptions(
        game=game, players=players, seed=args.seed, autoplay=bool(args.autoplay),
        frames=args.frames, screenshot=args.screenshot, replay=replay,
    )


def check_screenshot_path(path: str) -> None:
    """Before any frame runs: the screenshot can be written there (else one line, exit 2)."""
    from engine.cli_args import fail

    shown = path if len(path) <= 80 else path[:79] + "…"
    if not path.lower().endswith((".png", ".bmp", ".tga", ".jpg", ".jpeg")):
        fail("main.py", f"the screenshot must be a .png file, not {shown!r}")
    if os.path.isdir(path):
        fail("main.py", f"cannot write the screenshot {shown!r}: it is a folder")
    existed = os.path.exists(path)
    try:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "ab"):
            pass
    except OSError as exc:
        fail("main.py", f"cannot write the screenshot {shown!r}: {exc.strerror or exc}")
    if not existed:
        os.remove(path)  # only a trial: the real picture is taken at the end


async def main() -> None:
    from game.app import LaunchOptions
    from game.app import main as run_app

    options = LaunchOptions() if sys.platform == "emscripten" else parse_options(sys.argv[1:])
    code = await run_app(options)
    if sys.platform != "emscripten":
        import pygame

        pygame.quit()
        if code:
            sys.exit(code)


def run() -> None:
    """Start the game; whatever goes wrong ends in one sentence (and a report), never a traceback."""
    if sys.platform == "emscripten":
        asyncio.run(main())  # the page shows failures in its own error panel
        return
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as exc:
        from game import crashlog

        report = crashlog.write(exc, [])
        where = f"; the details are in {report}" if report else ""
        print(f"main.py: Beaniverse stopped: {type(exc).__name__}: {str(exc)[:200]}{where}", file=sys.stderr)
        sys.exit(1)


run()
