"""The "since your last turn" recap tells only what other seats' turns did, at the start of the player's own
turn (issue 18, Al Cabohne playtest): it popped up mid-turn for the Mafia's sale after the player's own tax
(rule AC-17), and over the rival's fields and the "if the game ended now" line."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame

from engine.core import Event, Player, Rules, Words, words
from engine.recap import Recount, points_change
from game.kit.log import GameLog
from game.kit.notes import Recap
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, click, game_clickables, make_app, open_table

MAFIA = -1  # the Mafia's lines are nobody's seat


class _Words:
    @staticmethod
    def describe_event(e: Event, viewer: int | None) -> Words:
        if e.kind == "turn":
            return words("— {who}: turn —", who=e.seat, tone="turn")
        return words("{who} {what}", who=e.seat, what=e.target)

    @staticmethod
    def rival_score(v: SimpleNamespace) -> int:
        return 0  # the Mafia: a rival that is no seat, with a block of its own

    RIVAL_NAME = None
    score_change = staticmethod(points_change)


class _Game(Rules):
    wording = _Words  # type: ignore[assignment]


VIEW = SimpleNamespace(scores=(0, 0))


def test_the_mafia_s_sale_in_the_player_s_own_turn_is_not_recalled_mid_turn() -> None:
    log, recap = GameLog(_Game(), ["Alice", "Nova"]), Recap()
    log.add(Event("turn", 0))
    recap.acted(0, log.mark(), VIEW)  # Alice pays her tax (AC-17) ...
    log.add(Event("sale", MAFIA, target="sells Puff"))  # ... and the Boss sells it, still in her turn
    recap.turn_starts(0, log, VIEW)  # her Plant phase opens
    assert not recap.active, recap.lines


def test_at_the_start_of_the_turn_only_the_other_seats_turns_are_told() -> None:
    log, recap = GameLog(_Game(), ["Alice", "Nova"]), Recap()
    log.add(Event("turn", 0))
    recap.acted(0, log.mark(), VIEW)
    log.add(Event("sale", MAFIA, target="sells Red"))  # the Mafia in Alice's own turn
    log.add(Event("turn", 1))
    log.add(Event("plant", 1, target="plants Green"))
    log.add(Event("sale", MAFIA, target="sells Blue"))  # the Mafia acting because of Nova
    log.add(Event("turn", 0))
    log.add(Event("tax", MAFIA, target="taxes"))  # Alice's own turn again
    recap.turn_starts(0, log, VIEW)
    texts = [text for text, _ in recap.lines]
    assert "1 plants Green" in texts and "-1 sells Blue" in texts
    assert "-1 sells Red" not in texts and "-1 taxes" not in texts, texts


def test_the_recap_over_al_cabohne_s_log_hides_no_panel() -> None:
    pygame.init()  # the recap's height counts its lines wrapped in the game's font
    recap = Recap()
    recap.blocks, recap.names = [Recount(1, Player(1), 0, 2, None, (Words("Nova plants Green"),) * 3, 0)], ["A", "N"]
    box = recap.box(L.LOG, [L.OPP_PANEL.union(L.SCORE_PANEL)])
    assert not box.colliderect(L.OPP_PANEL) and not box.colliderect(L.SCORE_PANEL), box
    assert not box.colliderect(L.BUTTONS) and L.LOG.contains(box), box


def test_solo_al_cabohne_never_recaps_the_player_s_own_turns(data_dir: str) -> None:
    """Solo: every turn is the player's, so whatever the Mafia did, it did in the player's own turns."""
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=5)
    app.push(table)
    rng = random.Random(3)
    for _ in range(400):
        if table.mod.over:
            break
        assert not table.recap.active, table.recap.lines
        offers = game_clickables(table) if app.top is table and table.input_open else []
        if offers:
            click(app, rng.choice(offers)[0].center)
        else:
            app.frame(DT)
    assert len(table.mod.recipe.actions) > 20


def test_two_players_recap_at_alice_s_turn(data_dir: str) -> None:
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=5)
    app.push(table)
    rng, shown = random.Random(3), 0
    for _ in range(600):
        if table.mod.over or shown:
            break
        if table.recap.active:
            shown += 1
            box = table.recap_box()
            assert box is not None and not box.colliderect(L.OPP_PANEL), box
            assert table.mod.state.seat == 0 and pygame.Rect(L.LOG).contains(box)
        offers = game_clickables(table) if app.top is table and table.input_open else []
        if offers:
            click(app, rng.choice(offers)[0].center)
        else:
            app.frame(DT)
    assert shown


def test_a_long_recap_line_is_wrapped_whole_never_cut_with_an_ellipsis(monkeypatch) -> None:
    """Space Lab's layout walk found "Alice's bottom slot triggers the Red + Red + Green Objective: Draw…": a
    recap says how points came, to the end of the sentence."""
    from tests.client.space_lab.steps import cuts

    pygame.init()
    recap = Recap()
    long = "Orbit's bottom slot triggers the Red + Red + Blue Objective: Draw 2 Project cards, keep 1, score 4 VP"
    recap.blocks = [Recount(2, Player(2), 0, 4, None, (Words(long), Words("Nova takes 2 Gold cards")), 0)]
    recap.names = ["Alice", "Nova", "Orbit"]
    cut = cuts(monkeypatch)
    surface = pygame.Surface((1280, 720))
    recap.draw(surface, pygame.Rect(760, 520, 380, 190))
    assert not cut, cut
    rows = recap.rows(380)
    assert len(rows) >= 4 and rows[0][0] == "Orbit" and " ".join(r[0] for r in rows[1:-1]) == long
