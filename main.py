"""Beaniverse: space-and-bean card games for one shared screen.

    python main.py                                   # title screen
    python main.py --game space_beans --players 3    # straight to a table (all seats human)
    python main.py --autoplay space_beans --players 4 --seed 7 --frames 900 --screenshot out.png

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
    args = p.parse_args(argv)
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
    if args.screenshot and not args.screenshot.lower().endswith((".png", ".bmp", ".tga", ".jpg", ".jpeg")):
        fail("main.py", f"the screenshot must be a .png file, not {args.screenshot!r}")
    return LaunchOptions(
        game=game, players=players, seed=args.seed, autoplay=bool(args.autoplay),
        frames=args.frames, screenshot=args.screenshot,
    )


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


asyncio.run(main())
