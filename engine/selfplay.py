"""Play complete computer games and check every invariant after every action.

    python -m engine.selfplay --game NAME --players 4 --games 100 --seed 1 --bots easy,normal

One JSON line per game, then a summary line. Exit status 1 if an invariant
broke, 2 for a bad command line.
"""

from __future__ import annotations

import json
import random
from typing import Any

from engine import GAMES
from engine.bots import Bot, decide, make_bot, situation
from engine.cli_args import OneLineParser, check_game_and_players, fail, positive_int, seed_arg
from engine.cli_tools import run
from engine.core import Action, Game, english


def play_one(game: Game, players: int, seed: int, bots: list[Bot]) -> dict[str, Any]:
    """Play one game to the end; returns its record. Raises AssertionError on a broken invariant."""
    state, actions = play_actions(game, players, seed, bots)
    return {
        "seed": seed,
        "players": players,
        # the game's own measure of length ("turn 41", "round 5 of 5"): not every game counts turns
        "progress": english(game.progress(state), [f"seat {i}" for i in range(players)]),
        "actions": len(actions),
        "scores": game.scores(state),
        "winners": game.winners(state),
    }


def play_actions(
    game: Game, players: int, seed: int, bots: list[Bot], check: bool = True
) -> tuple[Any, list[Action]]:
    """Play one game to the end: the final state and the actions taken (a recipe's, with the same seed)."""
    state = game.new(players, seed)
    rng = random.Random(seed)
    actions: list[Action] = []
    while not game.is_over(state):
        seat = game.to_act(state)
        legal = game.legal_actions(state)
        assert legal, f"no legal action for seat {seat} in a running game"
        action = decide(bots[seat % len(bots)], situation(game, state, rng))
        assert action in legal, f"bot chose an illegal action {action}"
        state, _ = game.apply(state, action)
        actions.append(action)
        if check:
            game.check(state)
    return state, actions


def main(argv: list[str] | None = None) -> int:
    p = OneLineParser(prog="selfplay", description=__doc__.splitlines()[0])
    p.add_argument("--game", required=True, help=f"one of: {', '.join(GAMES)}")
    p.add_argument("--players", type=int)
    p.add_argument("--games", type=positive_int, default=10)
    p.add_argument("--seed", type=seed_arg, default=0)
    p.add_argument("--bots", default="easy", help="comma-separated bot levels, one per seat, cycled")
    p.add_argument("--quiet", action="store_true", help="print only the summary line")
    args = p.parse_args(argv)
    players = check_game_and_players("selfplay", args.game, args.players)
    game = GAMES[args.game]
    try:
        bots = [make_bot(args.game, level) for level in args.bots.split(",")]
    except ValueError as exc:
        fail("selfplay", str(exc))
    total_actions = 0
    wins = [0] * players
    no_winner = 0
    for g in range(args.games):
        seed = args.seed + g
        try:
            rec = play_one(game, players, seed, bots)
        except AssertionError as exc:
            print(json.dumps({"seed": seed, "error": str(exc)}))
            return 1
        total_actions += rec["actions"]
        for w in rec["winners"]:
            wins[w] += 1
        if not rec["winners"]:
            no_winner += 1
        if not args.quiet:
            print(json.dumps(rec))
    summary = {
        "summary": True,
        "game": args.game,
        "players": players,
        "games": args.games,
        "bots": args.bots,
        "actions": total_actions,
        "wins_per_seat": wins,
        "games_without_player_winner": no_winner,
        "player_win_rate": round(1 - no_winner / args.games, 4),
    }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    run(main)
