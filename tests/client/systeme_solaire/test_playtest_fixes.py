"""What a newcomer's playtest of Système Solaire found (issue 18), checked on what the screen says."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.core import Action
from engine.systeme_solaire import card_id
from engine.systeme_solaire.positions import position
from game import i18n, record
from game.kit.choices import Pick
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import bid, eager, inject, play_until, press, table_app


def _texts(app) -> list[str]:
    app.top.layer.invalidate()
    with record.capture() as items:
        app.frame(DT)
    return record.texts(items)


def _point(app, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


def test_the_payment_banner_follows_the_cards_selected(data_dir: str) -> None:
    # SS-13: the banner said "Pay 5 more with hand cards" with 5 of 5 already selected
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P1", "P2", "P3", "P4", "P5"], 1: ["P1"], 2: ["P1"]},
                           groups=[["Mars"], ["Venus"], ["Sun"]]))
    bid(app, table, 5)  # the others cannot beat 5: they pass by themselves
    assert table.view.phase == "pay" and table.view.winner == 0
    assert table.ui.prompt()[0].startswith("Pay 5 with hand cards")
    press(app, table, Pick("pick", "hand", card_id("P2")))
    assert table.ui.prompt()[0].startswith("Pay 3 more with hand cards")
    press(app, table, Pick("pick", "hand", card_id("P3")))
    banner = table.ui.prompt()[0]
    assert "more" not in banner and banner == "Selected 5 of 5: click Pay (no change is given)."
    assert banner in _texts(app)  # what is drawn, not only what is worded


def test_pointing_at_a_card_says_which_number_is_which(data_dir: str) -> None:
    # SS-23: a probe is never placed in a front; spent, it is discarded (SS-13): the tip said it stays in hand
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P5", "Mars"], 1: ["P1"], 2: ["P1"]},
                           groups=[["Neptune"], ["Venus"], ["Sun"]]))
    strips = dict(table.ui.hand_strips())
    _point(app, strips[card_id("P5")].center)
    tip = table.ui.hover_text()
    assert tip == "Probe 5: auction value 5, no VP; never placed in a front: spent, it is discarded\ngold coin: auction value"
    # each line drawn whole, wrapped where the tip stands beside the hand
    assert "stay in hand" not in tip and all(line in " ".join(_texts(app)) for line in tip.split("\n"))
    _point(app, L.group_card(0, 3, 0, 1).center)
    tip = table.ui.hover_text()
    assert tip == "Neptune: auction value 3, 4 VP in a front\ngold coin: auction value · white tile: VP"
    assert all(line in _texts(app) for line in tip.split("\n"))


def test_the_french_log_says_1_carte() -> None:
    # SS-26: "Main de Alice : 1 (1 cartes)" in the replay's log
    from engine.core import Event
    from engine.systeme_solaire import GAME
    from engine.systeme_solaire.kinds import EventKind
    from game import i18n
    from game.words import say

    one = GAME.describe_event(Event(EventKind.HAND, 0, (card_id("P1"),), value=1), None)
    two = GAME.describe_event(Event(EventKind.HAND, 0, (card_id("P1"), card_id("P2")), value=3), None)
    i18n.set_language("fr")
    try:
        said = [say(w, ["Alice"]).replace("\u00a0", " ") for w in (one, two)]  # French puts a no-break space
        assert said[0].endswith(" : 1 (1 carte)") and said[1].endswith(" : 3 (2 cartes)")
    finally:
        i18n.set_language("en")


def test_the_log_shows_whole_entries_never_a_wrapped_tail_on_top() -> None:
    # an orphan "5" topped the log: the tail of a wrapped entry whose start did not fit
    from game import theme
    from game.kit import panels

    pygame.font.init()
    long = "Alice takes probes 1, 2, 3, 4, 5 and a great many more words, so that this entry wraps onto 5"
    parts = theme.wrap(long, 14, L.LOG.w - 28)
    assert len(parts) >= 2
    lines = [(long, theme.TEXT)] + [(f"Mars → group {k}", theme.TEXT) for k in range(12 - len(parts) + 1)]
    surface = pygame.Surface((1280, 720))
    with record.capture() as items:
        panels.log(surface, L.LOG, lines, count=12, spacing=21, wrap=True)
    drawn = record.texts(items)
    assert not any(p in drawn for p in parts[1:]), "a wrapped entry's tail is shown without its start"
    # the top line drawn is the entry's start, whole, or (its rest having no room) the note that earlier lines are
    # in the whole log: no blank row, no entry cut short
    assert drawn[-1] in (parts[0], "▲ earlier lines: click the log"), drawn[-1]


def test_the_replay_caption_of_the_last_move_is_shown_whole_in_french(data_dir: str) -> None:
    # the last move's caption (the whole scoring) ended in "…"
    from game import i18n, replays, theme
    from game.scenes.watch import CAPTION, WatchScene, caption_lines
    from game.seats import Seat
    from tests.client.driver import make_app
    from tests.client.test_replay_end import finished_recipe

    rec = finished_recipe("systeme_solaire", 11)
    assert replays.add(rec, [Seat(f"P{i + 1}", i == 0) for i in range(rec.players)], [0] * rec.players, [])
    (kept,) = replays.listing()
    app = make_app()
    i18n.set_language("fr")
    try:
        watch = WatchScene(app, kept)
        watch.index = watch.total
        caption = watch.caption()
        assert "Fin de partie" in caption and len(caption) > 200, "the last move says the whole scoring"
        size, lines = caption_lines(caption)
        assert " ".join(lines) == caption and not any(x.endswith("…") for x in lines)
        assert all(theme.font(size).size(x)[0] <= CAPTION.w for x in lines)
        with record.capture() as items:
            watch.draw(pygame.Surface((1280, 720)))
        assert all(x in record.texts(items) for x in lines)
    finally:
        i18n.set_language("en")


def test_the_hint_line_gets_the_width_of_the_tables_hint_pill(data_dir: str) -> None:
    # the pill spans the table, so a Hint line there may name the next best move (engine.search.hint.why)
    _app, table = table_app(3, 2)
    assert table.advisor.width == table.ui.hint_width == L.HINT_MAX_W - 40


def _button_action(key: object) -> Action | None:
    """The engine move a button sends: its own action, or the end of the payment or selection it confirms."""
    if isinstance(key, Action):
        return key
    if isinstance(key, Pick) and key.kind == "commit":
        return Action("paid") if key.zone == "pay" else Action("done")
    return None  # the bid adjusters, Clear, the Hand/Front toggles: no move of their own


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_names_each_move_by_its_buttons_words(data_dir: str, language: str) -> None:
    # issue 18: the coach said "…, then Done selecting" ("Choix terminé") beside a button reading
    # "Confirm: total 7" ("Confirmer : total 7"): the move's words are the button's words
    app, table = table_app(3, 4)
    seen: set[str] = set()

    def check(t: Any) -> bool:
        for c in t.ui.controls():
            action = _button_action(c.key)
            if action is None or not c.button.enabled:
                continue
            said = t.say(t.game.describe_in(t.view, action))
            label = c.button.label
            assert said in label or said.startswith(label), (said, label)
            seen.add(action.kind)
        return {"bid", "pass", "paid", "done", "take"} <= seen

    i18n.set_language(language)
    try:
        assert play_until(app, table, check, choose=eager), seen
    finally:
        i18n.set_language("en")


def test_nothing_paid_yet_is_no_pay_more(data_dir: str) -> None:
    # SS-13: "Pay 10 more" before any card was paid; "more" once a first card is chosen
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P1", "P2", "P3", "P4", "P5"], 1: ["P1"], 2: ["P1"]},
                           groups=[["Mars"], ["Venus"], ["Sun"]]))
    bid(app, table, 5)
    assert table.ui.prompt()[0].startswith("Pay 5 with hand cards")
    i18n.set_language("fr")
    try:
        assert table.ui.prompt()[0].startswith("Payez 5 avec des cartes"), table.ui.prompt()[0]
    finally:
        i18n.set_language("en")
    press(app, table, Pick("pick", "hand", card_id("P2")))
    assert table.ui.prompt()[0].startswith("Pay 3 more with hand cards")


def _finished(seed: int) -> Any:
    """A three-player game played to its end at random, with a hand bonus won by a seat that is not seat 0."""
    import random

    from engine import GAMES

    game = GAMES["systeme_solaire"]
    rng = random.Random(seed)
    s = game.new(3, seed)
    while not game.is_over(s):
        s, _ = game.apply(s, rng.choice(game.legal_actions(s)))
    return s


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_final_panels_show_the_total_with_the_hand_bonus(data_dir: str, language: str) -> None:
    # SS-26, SS-27: the banner said "Orbit wins." over two panels reading 23 VP, the +6 hand bonus only in the log;
    # at the end each panel reads the engine's final total, with the bonus in it
    app, table = table_app(3, 2)
    state = next(s for s in map(_finished, range(1, 40)) if any(sc.bonus for sc in s.final.seats))
    inject(table, state)
    i18n.set_language(language)
    try:
        table.layer.invalidate()
        with record.capture() as items:  # the table itself, as drawn under the results that open over it
            table.draw(pygame.Surface((1280, 720)))
        texts = " | ".join(record.texts(items))
        for q, sc in enumerate(state.final.seats):
            total = i18n.tr("{n} VP", n=sc.total)
            if sc.bonus:
                total = i18n.tr("{n} VP incl. {bonus} hand bonus", n=sc.total, bonus=sc.bonus)
            # on a narrow panel the bonus goes on a line under the total (test_final_panel.py)
            split = [i18n.tr("{n} VP", n=sc.total), i18n.tr("incl. {bonus} hand bonus", bonus=sc.bonus)]
            assert total in texts or sc.bonus and all(t in texts for t in split), (q, total, texts)
            if sc.bonus:
                assert str(sc.total) in total and str(sc.bonus) in total and total != i18n.tr("{n} VP", n=sc.total)
    finally:
        i18n.set_language("en")


def test_the_seat_panels_say_no_round_step_once_the_game_is_over(data_dir: str) -> None:
    # a playtest (issue 18): at the end Nova's panel still read "tie: nearest the first player · revealed 5"; the
    # last round's steps are past once the final scoring is shown (SS-25)
    app, table = table_app(3, 2)
    inject(table, _finished(3))
    table.layer.invalidate()
    with record.capture() as items:
        table.draw(pygame.Surface((1280, 720)))
    texts = " | ".join(record.texts(items))
    for step in ("revealed", "passed", "cards chosen", "took group", "nearest"):  # the reveal board keeps its last
        assert step not in texts, (step, texts)  # round ("won the auction" beside the cards): that is no panel
