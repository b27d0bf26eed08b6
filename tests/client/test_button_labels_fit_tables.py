"""Every game table's buttons show their labels at the button's own size, in English and French.

Playtest 24: a label too wide for its button is drawn smaller (``Button.fitted``) and reads as less important
than its neighbours: Al Cabohne's « Récolter +N » (English "Harvest +N"), « Fin du tour · piocher »,
« Pas d'impôt · planter » and « il en faut 2+ », Space Lab's « Confirmer N sur M » and « Piocher : révéler 3 »,
Système Solaire's « Prendre le groupe N ». Each game is played by clicks, one human and computers, at every
player count; every button drawn on its table is checked.
"""

from __future__ import annotations

import random

import pygame
import pytest

from engine import GAMES
from game import i18n, ui
from game.scenes.results import ResultsScene
from game.seats import BOT_NAMES, Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on

# Al Cabohne's "Harvest +N" under a field (playtest 25: its column of 92 px held neither language's words at 16) is
# checked too, solo as well as against a player: the fields' row gives it room
SOLO_TOO = ("al_cabohne",)
CLICKS = 300  # a game's worth of decisions at the fewer counts; enough to meet every button below


def _play(game: str, players: int, seed: int, lang: str) -> None:
    """One human and computers at ``game``, the human clicking at random among what the table offers."""
    app = make_app("instant")
    i18n.set_language(lang)  # after the app: it sets the language of its settings
    seats = [Seat("Alice", True)] + [Seat(BOT_NAMES[i], False, "easy") for i in range(players - 1)]
    table = open_table(app, game, seats, seed=seed)
    app.push(table)
    rng = random.Random(seed)
    clicks = 0
    for _ in range(20000):
        if isinstance(app.top, ResultsScene) or clicks >= CLICKS:
            return
        if pass_on(app, table):
            continue
        offered = game_clickables(table) if app.top is table and table.input_open else []
        if offered:
            click(app, rng.choice(offered)[0].center)
            clicks += 1
        else:
            app.frame(DT)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_button_label_is_shrunk_on_a_game_table(game: str, lang: str, data_dir: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    draw = ui.Button.draw

    def spied(b: ui.Button, surface: pygame.Surface) -> list[pygame.Rect]:
        if b.fitted() < b.size:
            seen.append(f"{b.label!r} at {b.fitted()} for {b.size} in {b.rect.w} px")
        return draw(b, surface)

    monkeypatch.setattr(ui.Button, "draw", spied)
    spec = GAMES[game]
    for players in range(spec.min_players if game in SOLO_TOO else max(2, spec.min_players), spec.max_players + 1):
        for seed in range(2):
            _play(game, players, seed, lang)
    assert not seen, "\n".join(dict.fromkeys(seen))
