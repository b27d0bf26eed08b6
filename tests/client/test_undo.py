"""Undo as online board-game players know it: your own moves of this turn, never past something new.

The moderator keeps the states before the viewer's moves; a draw or a reveal,
an automated opponent acting, another seat acting or a hand-over ends what
may be taken back (``Game.news`` names the event kinds that are new).
"""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import Action, english
from game.moderator import Moderator
from game.seats import Seat
from tests.client.driver import DT, click, click_key, game_clickables, make_app, open_table

NAMES = list(GAMES)


def _solo_human(name: str, seed: int) -> Moderator:
    game = GAMES[name]
    players = max(game.min_players, min(3, game.max_players))
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(1, players)]
    return Moderator(name, seats, seed)


def _bot_move(mod: Moderator) -> list:
    while (a := mod.think(0.05)) is None:
        pass
    return mod.apply(a)


@pytest.mark.parametrize("name", NAMES)
def test_undoing_allowed_moves_and_playing_them_again_gives_the_same_game(name: str) -> None:
    """The property: for random games, undo k steps the policy allows, replay the same actions: same state."""
    undone = 0
    for seed in range(12):
        rng = random.Random(seed)
        mod = _solo_human(name, seed)
        while not mod.over:
            if not mod.human_turn:
                _bot_move(mod)
                continue
            a = rng.choice(mod.legal())
            mod.apply(a)
            if mod.can_undo and rng.random() < 0.5:
                trail = len(mod._trail)
                k = rng.randint(1, trail)
                before, taken = mod.state, mod.recipe.actions[-k:]
                for _ in range(k):
                    mod.undo()
                assert len(mod.recipe.actions) + k == len(taken) + len(mod.recipe.actions)
                for b in taken:
                    assert b in mod.legal()  # the same moves are open again
                    mod.apply(b)
                assert mod.state == before
                undone += k
    assert undone > 20, "the test never undid anything"


@pytest.mark.parametrize("name", NAMES)
def test_no_undo_past_news_another_seat_or_a_hand_over(name: str) -> None:
    game = GAMES[name]
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        mod = _solo_human(name, seed)
        while not mod.over:
            if not mod.human_turn:
                events = _bot_move(mod)
                # a computer acted (or it is not the human's turn at all); only its secret pick, which shows
                # nothing but that it was made, leaves the human's move before it to take back
                assert not mod.can_undo or all(e.kind in game.secret_moves for e in events), events
                continue
            state = mod.state
            a = rng.choice(mod.legal())
            _, events = game.apply(state, a)
            mod.apply(a)
            if game.brings_news(events):
                assert not mod.can_undo, f"undo allowed past {[e.kind for e in events]}"
                said = english(mod.why_no_undo(), ["Alice", "C1", "C2"])
                assert said.startswith(("Undo stops here: something new was shown.",
                                        "Undo stops here: your move gave C")), said  # cards passed on
                checked += 1
    assert checked > 5
    two = Moderator(name, [Seat("A", True), Seat("B", True)] + [Seat("C", False, "easy")] * (game.min_players - 2),
                    1) if game.max_players >= 2 else None
    if two is not None:
        two.hand_over(two.to_act)
        first = two.to_act
        while two.to_act == first and not two.over:
            two.apply(random.Random(1).choice(two.legal()))
        if two.is_human(two.to_act) and two.to_act != first:
            two.hand_over(two.to_act)
            assert not two.can_undo  # the curtain came down: the last player's moves are theirs, not ours


def _sb_at(mod: Moderator, rng: random.Random, wanted) -> bool:
    """Play Space Beans (the human at random, computers by themselves) until ``wanted(view)`` on the human's turn."""
    for _ in range(3000):
        if mod.over:
            return False
        if not mod.human_turn:
            _bot_move(mod)
            continue
        if wanted(mod.view()):
            return True
        legal = mod.legal()
        plays = [a for a in legal if a.kind == "play"]
        mod.apply(rng.choice(plays or legal))
    return False


def test_space_beans_undo_within_a_multi_card_collect() -> None:
    """SB-12: a collect step places one card at a time; each can be taken back while the step goes on."""
    rng = random.Random(4)
    for seed in range(40):
        mod = Moderator("space_beans", [Seat("Alice", True), Seat("Nova", False, "normal")], seed)
        if not _sb_at(mod, rng, lambda v: v.collecting is not None and v.phase == "collect"):
            continue
        start, moves = mod.state, len(mod.recipe.actions)
        placed = 0
        while mod.view().collecting is not None and mod.human_turn:
            plays = [a for a in mod.legal() if a.kind == "play"]
            if len(plays) < 2:  # the last card would end the step, and the turn goes on to the next seat
                break
            mod.apply(plays[0])
            assert mod.can_undo
            placed += 1
        if placed < 2:
            continue
        for _ in range(placed):
            mod.undo()
        assert mod.state == start and len(mod.recipe.actions) == moves
        return
    pytest.fail("no multi-card collect came up")


def test_space_beans_undo_of_a_close_but_never_of_a_draw() -> None:
    """SB-14: closing is a choice that can be taken back; SB-6: a draw shows new cards and cannot."""
    rng = random.Random(5)
    for seed in range(40):
        mod = Moderator("space_beans", [Seat("Alice", True), Seat("Nova", False, "normal")], seed)
        if not _sb_at(mod, rng, lambda v, m=mod: v.phase == "close" and Action("close") in m.legal()):
            continue
        assert not mod.can_undo and "draws" in english(mod.why_no_undo(), ["Alice", "Nova"])  # the draw before
        before = mod.state
        mod.apply(Action("close"))
        assert mod.can_undo
        mod.undo()
        assert mod.state == before and Action("close") in mod.legal()
        return
    pytest.fail("no close step came up")


def _ac_solo(seed: int) -> Moderator:
    return Moderator("al_cabohne", [Seat("Alice", True)], seed)


def test_al_cabohne_undo_of_a_plant_and_of_a_placement_but_not_past_a_reveal() -> None:
    """AC-8: planting is the player's own; AC-10: revealing shows new cards, so nothing before it comes back."""
    planted = placed = revealed = 0
    for seed in range(30):
        mod, rng = _ac_solo(seed), random.Random(seed)
        while not mod.over and (not planted or not placed or not revealed):
            legal = mod.legal()
            a = rng.choice(legal)
            state = mod.state
            events = mod.apply(a)
            kinds = {e.kind for e in events}
            if a.kind == "plant" and not GAMES["al_cabohne"].brings_news(events):
                assert mod.can_undo
                mod.undo()
                assert mod.state == state
                mod.apply(a)
                planted += 1
            elif a.kind == "place" and not GAMES["al_cabohne"].brings_news(events):
                assert mod.can_undo
                mod.undo()
                assert mod.state == state
                mod.apply(a)
                placed += 1
            if "reveal" in kinds:
                assert not mod.can_undo
                revealed += 1
    assert planted and placed and revealed


def test_the_table_undo_button_ctrl_z_and_backspace(data_dir: str) -> None:
    """By clicks: the button is greyed with a reason until there is something to take back."""
    import pygame

    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=3)
    app.push(table)
    rng = random.Random(2)
    undos = 0
    for _ in range(6000):
        if undos >= 3 or table.mod.over:
            break
        if not (app.top is table and table.input_open):
            app.frame(DT)
            continue
        app.frame(DT)
        button = table.menu.get("ui:undo")
        assert button is not None and button.enabled == table.mod.can_undo
        if table.mod.can_undo:
            moves, lines = len(table.mod.recipe.actions), table.log.mark()
            how = undos % 3
            if how == 0:
                click_key(app, "ui:undo")
            else:
                key = pygame.K_z if how == 1 else pygame.K_BACKSPACE
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_CTRL if how == 1 else 0,
                                                     unicode=""))
                app.frame(DT)
            assert len(table.mod.recipe.actions) == moves - 1
            assert table.log.mark() <= lines
            undos += 1
            continue
        if table.mod.human_turn and not table.mod.can_undo:
            click(app, button.rect.center)  # greyed: says why, changes nothing
            assert table.notice.active and table.notice.text
        click(app, rng.choice(game_clickables(table))[0].center)
    assert undos >= 3


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hot_seat_undo_after_a_pass_says_who_learnt_something(lang: str) -> None:
    """SB-22: the cards left in hand go to the right-hand neighbour, whose hand they join unseen by the others. To
    the passer nothing was shown: Undo's reason says the move told the neighbour something new, not that a hidden
    card was revealed (playtest 28, hot-seat French: « une carte cachée a été révélée » after Alice's pass)."""
    from game.i18n import set_language
    from game.words import say

    names = ["Alice", "Bruno"]
    rng = random.Random(4)
    try:
        set_language(lang)
        mod = Moderator("space_beans", [Seat(n, True) for n in names], 3)
        for _ in range(400):
            seat = mod.to_act
            assert seat is not None
            mod.hand_over(seat)
            events = mod.apply(rng.choice(mod.legal()))
            kinds = {e.kind for e in events}
            if "pass" in kinds and kinds.isdisjoint({"draw", "flip", "deal"}):
                break
        else:
            pytest.fail("no pass came")
        reason = say(mod.why_no_undo(), names)
        who = names[1 - seat]
        assert reason.startswith({"en": f"Undo stops here: your move gave {who} new information. ",
                                  "fr": "Défaire s'arrête ici : votre coup a donné une information nouvelle à "
                                        f"{who}. "}[lang]), reason
        assert "révélée" not in reason and "shown" not in reason, reason
    finally:
        set_language("en")
