"""The Système Solaire table by clicks: every step reachable with the mouse and doing what it says.

Set-up with the variant, the five-player probe sets, the layout, the auction
buttons, the payment collected on screen and sent as ascending picks, Earth
landing in front, the secret selection behind the curtain, the reveal and the
order tokens, the Hand / Front toggles with the engine's reasons, the lists,
the hints and the results.
"""

from __future__ import annotations

import dataclasses
import random

import pygame

from engine.core import Action, english
from engine.systeme_solaire import card_id, card_words
from engine.systeme_solaire.facts import final_result
from engine.systeme_solaire.positions import position
from game import record
from game.kit.choices import Pick
from game.kit.contract import CLOSE_LIST
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire import seats as S
from game.tables.systeme_solaire.table import DISCARD_LIST, REMOVED_LIST
from tests.client.driver import DT, click, click_key, game_clickables, make_app, pass_on
from tests.client.systeme_solaire.drive import (
    bid,
    eager,
    finish,
    inject,
    lift_curtain,
    offered_keys,
    play_until,
    press,
    table_app,
    tied_totals,
)


def _texts(app) -> list[str]:
    app.top.layer.invalidate()
    with record.capture() as items:
        app.frame(DT)
    return record.texts(items)


def test_setup_offers_three_to_five_seats_and_the_variant(data_dir: str) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    click_key(app, "game:systeme_solaire")
    setup = app.top
    counts = {len(setup.seats)}
    for key in ("players-", "players-", "players+", "players+", "players+", "players+"):
        if key in {k for _r, k in setup.clickables()}:
            click_key(app, key)
        counts.add(len(setup.seats))
    assert counts == {3, 4, 5} and len(setup.seats) == 5  # three to five seats, never more or fewer
    click_key(app, "kind:1")  # a second human
    click_key(app, "option:variant")
    assert setup.options == {"variant": True}
    click_key(app, "start")
    app.frame(DT)
    assert type(app.top).__name__ == "CurtainScene"  # two humans: seat 2 chooses a probe set first
    lift_curtain(app)
    table = app.top
    assert type(table.ui).__name__ == "SystemeSolaireUI" and table.mod.viewer == 1
    assert table.view.variant and table.view.players == 5 and sum(s.human for s in table.seats) == 2


def test_the_layout_deals_card_g_and_g_plus_n_to_group_g_one_by_one(data_dir: str) -> None:
    app, table = table_app(4, 5, speed="normal")
    lays = [f for f in table.stage.flights() if f.dst and f.dst[0] == "group"]
    assert len(lays) == 7 and all(f.src == L.DECK for f in lays)
    starts = sorted(f.delay for f in lays)
    assert all(b > a for a, b in zip(starts, starts[1:], strict=False))  # one card after the other
    order = [f.dst[1] for f in sorted(lays, key=lambda f: f.delay)]
    assert order == [0, 1, 2, 3, 0, 1, 2]
    click(app, (640, 5))  # a click skips the animation
    app.frame(DT)
    assert not table.anim.blocking
    assert [len(g) for g in table.view.groups] == [2, 2, 2, 1]


def test_five_players_choose_probe_sets_in_seat_order_from_the_cards(data_dir: str) -> None:
    app, table = table_app(5, 3, humans=3, first_bot=True)  # seat 0 is a computer: it takes the last set
    for seat in (1, 2, 3):
        app.frame(DT)
        pass_on(app, table)  # the last chooser hands the screen on
        if type(app.top).__name__ == "CurtainScene":
            lift_curtain(app)
        assert table.view.phase == "probes" and table.view.to_act == seat == table.mod.viewer
        shown = [table.cards_in(("set", i)) for i in range(5)]
        left = [cards for _k, cards in table.view.probe_sets]
        assert [tuple(c) for c in shown if c] == left  # every set left is on the table as its cards
        offers = [k for k in offered_keys(table) if isinstance(k, Action)]
        assert {a.kind for a in offers} == {"probes"}
        press(app, table, offers[-1])
        app.frame(DT)
    for _ in range(200):  # seat 4 (a computer) chooses, seat 0 gets the last set
        if table.view.phase != "probes":
            break
        app.frame(DT)
    assert table.view.phase in ("bid", "lay")
    assert all(table.view.hand_sizes[s] == 4 for s in range(5))


def test_the_variant_lets_the_first_player_place_each_drawn_card(data_dir: str) -> None:
    app, table = table_app(4, 21, variant=True)
    assert table.view.phase == "lay" and table.view.to_act == 0
    while table.view.phase == "lay":
        offers = [k for k in offered_keys(table) if isinstance(k, Action)]
        assert offers and all(a.kind == "lay" and len(table.view.groups[a.card]) < 2 for a in offers)
        drawn = table.view.drawn
        press(app, table, offers[0])
        assert drawn in table.view.groups[offers[0].card]
    assert sorted(len(g) for g in table.view.groups) == [1, 2, 2, 2]


def test_placing_the_last_drawn_card_can_be_undone_but_not_past_a_draw(data_dir: str) -> None:
    # rule SS-V1: the drawn card is shown when drawn; putting it in a group shows nothing new, so the
    # first player may take the last placement back (the one before is followed by a draw: no undo)
    app, table = table_app(4, 21, variant=True)
    while table.view.phase == "lay":
        button = table.menu.get("ui:undo")
        assert button is not None and not button.enabled
        reason = english(table.mod.why_no_undo(), table.names)
        assert "→" not in reason, f"a placement is not news: {reason}"
        drawn, before = table.view.drawn, table.view.groups
        press(app, table, next(k for k in offered_keys(table) if isinstance(k, Action)))
    assert table.view.phase == "bid" and table.view.to_act == 0, "the first player opens the auction"
    app.frame(DT)
    assert table.menu.get("ui:undo").enabled, english(table.mod.why_no_undo(), table.names)
    click_key(app, "ui:undo")
    assert table.view.phase == "lay" and table.view.drawn == drawn and table.view.groups == before


def test_each_seat_panel_shows_its_standing_bid(data_dir: str) -> None:
    # rules SS-9, SS-12: an outbid seat's bid stands until it raises or passes; its panel says so
    from engine.systeme_solaire import GAME as SS

    app, table = table_app(3, 2)
    s = position(3, hands={0: ["P3", "P4"], 1: ["P5", "P2"], 2: ["P5", "P4"]}, groups=[["Mars"], ["Venus"], ["Sun"]],
                 marker=1)
    s, _ = SS.apply(s, Action("bid", 2))  # Nova opens at 2
    s, _ = SS.apply(s, Action("bid", 4))  # Orbit raises to 4: Alice is to bid
    inject(table, s)
    app.frame(DT)
    assert table.view.bids == (0, 2, 4) and table.view.to_act == 0
    texts = _texts(app)
    assert "bid 2, outbid" in texts and "high bid: 4" in texts, texts


def test_bid_buttons_offer_only_legal_bids_and_the_opener_cannot_pass(data_dir: str) -> None:
    app, table = table_app(3, 2)
    assert table.view.phase == "bid" and table.view.to_act == 0 and table.view.bidder < 0
    keys = offered_keys(table)
    assert Action("pass") not in keys  # the opener must bid
    assert Action("bid", 1) in keys
    press(app, table, Pick("bid", "", 5))
    press(app, table, Pick("bid", "", 5))
    value = table.view.hand_values[0]
    assert table.ui.amount == 11 and Pick("bid", "", 5) not in offered_keys(table)  # 16 > the hand value 15
    while Pick("bid", "", 1) in offered_keys(table):
        press(app, table, Pick("bid", "", 1))
    assert table.ui.amount == value
    press(app, table, Pick("bid", "", -1))
    before = len(table.mod.recipe.actions)
    press(app, table, Action("bid", value - 1))
    assert table.mod.recipe.actions[before] == Action("bid", value - 1)
    play_until(app, table, lambda t: t.view.phase == "bid" and t.view.bidder >= 0)
    if table.view.phase == "bid":
        assert Action("pass") in offered_keys(table)
        assert all(a.card > table.view.high for a in offered_keys(table) if isinstance(a, Action) and a.kind == "bid")


def test_the_payment_is_collected_on_screen_and_sent_in_ascending_picks(data_dir: str) -> None:
    app, table = table_app(3, 2)
    hands = {1: ["P1"], 2: ["P1"]}
    inject(table, position(3, hands={0: ["P2", "P3", "Mercury", "Earth"], **hands},
                           groups=[["Mars"], ["Venus"], ["Sun"]]))
    bid(app, table, 4)  # the others cannot beat 4: they pass by themselves
    assert table.view.phase == "pay" and table.view.winner == 0
    earth, p3, p2 = card_id("Earth"), card_id("P3"), card_id("P2")
    assert Pick("commit", "pay") not in offered_keys(table)
    press(app, table, Pick("pick", "hand", earth))
    assert Pick("commit", "pay") not in offered_keys(table)  # 3 of 4
    assert "selected 3 of 4" in table.ui.prompt()[0]
    press(app, table, Pick("pick", "hand", p3))
    press(app, table, Pick("pick", "hand", p2))
    press(app, table, Pick("pick", "hand", p2))  # a second click lets it go
    assert table.ui.picked == tuple(sorted((earth, p3)))
    before = len(table.mod.recipe.actions)
    press(app, table, Pick("commit", "pay"))
    assert table.mod.recipe.actions[before:before + 3] == [Action("pay", p3), Action("pay", earth), Action("paid")]
    assert earth in table.view.fronts[0] and p3 in table.view.discard  # the Earth lands in front
    assert table.view.marker == 0


def test_the_paid_cards_fly_to_the_discard_and_the_earth_to_the_front(data_dir: str) -> None:
    app, table = table_app(3, 2, speed="normal")
    table.anim.skip()
    inject(table, position(3, hands={0: ["P3", "Earth"], 1: ["P1"], 2: ["P1"]}, groups=[["Mars"], ["Venus"], ["Sun"]]))
    bid(app, table, 4)
    app.frame(DT)
    table.anim.skip()
    press(app, table, Pick("pick", "hand", card_id("Earth")))
    press(app, table, Pick("pick", "hand", card_id("P3")))
    press(app, table, Pick("commit", "pay"))
    dests = {f.card: f.dst for f in table.stage.flights() if f.src == L.PAY}
    assert dests == {card_id("Earth"): ("front", 0), card_id("P3"): L.DISCARD}


def test_a_secret_selection_behind_the_curtain_is_never_shown_to_the_next_human(data_dir: str) -> None:
    app, table = table_app(4, 9, humans=2)  # a deal where Alice selects before Bruno (the reveal waits for him)
    assert play_until(app, table, lambda t: t.view.phase == "select" and t.mod.viewer == 0, 8, eager)
    card = table.view.hands[0][-1]
    press(app, table, Pick("pick", "hand", card))
    assert Pick("commit", "select") in offered_keys(table)
    press(app, table, Pick("commit", "select"))
    assert table.view.selection == (card,)  # Alice sees her own selection
    for _ in range(600):
        if type(app.top).__name__ == "CurtainScene" or table.view.phase != "select":
            break
        if not pass_on(app, table):
            app.frame(DT)
    if type(app.top).__name__ != "CurtainScene":
        return  # the reveal came first: nothing left to hide
    lift_curtain(app)
    assert table.mod.viewer == 1
    assert table.view.selection == () and table.view.chosen[0]
    texts = _texts(app)
    assert any("cards chosen" in t for t in texts)
    assert not any("Alice selects" in t for t in texts)  # her own log line of it


def test_the_reveal_turns_every_selection_at_once_then_the_order_tokens_appear(data_dir: str) -> None:
    app, table = table_app(4, 3)
    inject(table, position(4, hands={0: ["P1", "P4"], 1: ["P2"], 2: ["P5"], 3: ["P3", "P2"]},
                           groups=[["Mars"], ["Venus"], ["Sun"], ["Earth"]], marker=1, winner=1, phase="select"))
    table.app.settings.speed = "normal"
    table.anim.speed = 1.0
    for _ in range(200):  # the computers select first, then Alice (seat 0)
        if table.input_open and table.view.phase == "select" and table.view.to_act == 0:
            break
        app.frame(DT)
    press(app, table, Pick("pick", "hand", card_id("P4")))
    press(app, table, Pick("commit", "select"))
    flips = [f for f in table.stage.flights() if f.src == f.dst and f.src[0] == "reveal"]
    assert len(flips) >= 3 and len({f.delay for f in flips}) == 1  # all turn over together
    assert all(S.order_place(table.ui.picture(), s) is None for s in range(4))  # the order waits for the cards
    click(app, (640, 5))
    app.frame(DT)
    d = table.ui.picture()
    assert [S.order_place(d, s) for s in table.view.order] == [1, 2, 3, 4]
    assert table.view.order[0] == 1


def test_equal_totals_show_the_tie_break_that_placed_them(data_dir: str) -> None:
    app, table = tied_totals()
    assert table.view.phase == "take" and table.view.totals[:3] == (3, 3, 3)
    assert table.view.order == (3, 2, 1, 0) and table.view.reasons[1:3] == ("marker", "marker")
    texts = _texts(app)
    # the seats' panels say it in their short words (SS-17.4); the board beside the revealed cards in full
    assert sum("counterclockwise" in t for t in texts) >= 2
    # each seat of the tie says its own place in the whole order, never the same words (playtest 12, 53.png; 17,
    # 160b: never "1st" inside a tie), and which tie (its total) with the way it was broken (playtest 14)
    assert any("tie at 3: 2nd, counterclockwise" in t for t in texts), texts
    assert any("tie at 3: 3rd, counterclockwise" in t for t in texts), texts


def _barred(app, table) -> None:
    inject(table, position(3, hands={0: [], 1: ["P2"], 2: ["P3"]}, fronts={0: ["Mars"]},
                           groups=[["Mars", "Venus"], ["Saturn", "Pluto"], ["Sun"]], order=[0, 1, 2], winner=0,
                           round=3, phase="take"))


def test_take_toggles_follow_the_legal_splits_and_say_why_a_place_is_barred(data_dir: str) -> None:
    app, table = table_app(3, 2)
    _barred(app, table)
    keys = offered_keys(table)
    assert {Pick("group", "", g) for g in range(3)} <= set(keys)
    press(app, table, Pick("group", "", 0))  # Mars (already in front) and Venus
    if table.ui.split[1] == "f":  # it starts where the engine would put it (SS-20): Venus back to the hand
        press(app, table, Pick("place", "h", 1))
    keys = offered_keys(table)
    assert Pick("place", "f", 0) not in keys and Pick("place", "f", 1) in keys
    assert any("Mars is already in your front" in t for t in _texts(app))
    press(app, table, Pick("group", "", 1))  # Saturn and Pluto, with an empty hand before the last round
    if table.ui.split[0] != "f":
        press(app, table, Pick("place", "f", 0))
    keys = offered_keys(table)
    assert Pick("place", "f", 1) not in keys
    assert any("Your hand is empty" in t for t in _texts(app))
    assert table.ui.split == "fh"
    press(app, table, Action("take", 1, "fh"))
    assert card_id("Saturn") in table.view.fronts[0] and card_id("Pluto") in table.view.hands[0]


def test_in_the_last_round_an_empty_hand_may_send_both_cards_to_the_front(data_dir: str) -> None:
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: [], 1: ["P2"], 2: ["P3"]}, groups=[["Saturn", "Pluto"], ["Mars"], ["Sun"]],
                           order=[0, 1, 2], winner=0, round=5, phase="take"))
    press(app, table, Pick("group", "", 0))
    press(app, table, Pick("place", "f", 0))
    press(app, table, Pick("place", "f", 1))
    assert table.ui.split == "ff"
    press(app, table, Action("take", 0, "ff"))
    assert len(table.view.fronts[0]) == 2


def test_the_lists_open_over_the_table_and_close_with_a_click(data_dir: str) -> None:
    app, table = table_app(3, 4)
    press(app, table, REMOVED_LIST)  # three players: the cards set aside face up
    assert [k for _r, k in table.clickables()] == [CLOSE_LIST]
    assert any("Set aside face up for the whole game" in t for t in _texts(app))
    press(app, table, CLOSE_LIST)
    moves = len(table.mod.recipe.actions)
    press(app, table, DISCARD_LIST)
    assert any("Discard pile" in t for t in _texts(app))
    press(app, table, CLOSE_LIST)
    assert table.open_list is None and len(table.mod.recipe.actions) == moves


def test_the_hint_says_what_to_do_and_what_is_chosen(data_dir: str) -> None:
    app, table = table_app(3, 2)
    text, _ = table.ui.prompt()
    assert text.startswith("Open the auction") and "your bid: 1" in text
    _barred(app, table)
    assert table.ui.prompt()[0].endswith("click a group")
    press(app, table, Pick("group", "", 0))
    assert "Take group 1" in table.ui.prompt()[0]


def test_a_computer_secret_pick_costs_no_time_and_draws_nothing(data_dir: str) -> None:
    app, table = table_app(4, 3)
    inject(table, position(4, hands={0: ["P1"], 1: ["P2", "P3", "P4"], 2: ["P5"], 3: ["P3"]},
                           groups=[["Mars"], ["Venus"], ["Sun"], ["Earth"]], marker=0, winner=0, phase="select"))
    logged = table.log.version
    raw = table.mod.state
    assert table.view.to_act == 1
    table.play(Action("select", card_id("P2")))  # seat 1's pick: Alice may not see it
    assert table.mod.state is not raw and table.log.version == logged and table.pause == 0
    assert not table.stage.flights()


def test_results_show_fronts_the_sun_the_bonus_holders_and_the_tie_break(data_dir: str) -> None:
    app, table = table_app(3, 6)
    finish(app, table, 6)
    assert isinstance(app.top, ResultsScene)
    final = table.view.final
    rows = {r.seat: r for r in table.result_rows()}
    for s, sc in enumerate(final.seats):
        assert rows[s].total == sc.total and sum(p.points for p in rows[s].parts) == sc.total
        assert {c for p in rows[s].parts for c in p.cards} >= {c for c, _vp in sc.front}
    # a crafted end: a Sun in a four-card front, two hands tied for the bonus, a tie broken for seat 0
    sun, merc, earth, jup = (card_id(n) for n in ("Sun", "Mercury", "Earth", "Jupiter"))
    fronts = [(sun, merc, earth, jup), (card_id("Neptune"), card_id("Mars"), card_id("Venus"), card_id("Saturn")),
              (card_id("Jupiter", 1),)]
    hands = [(card_id("P2"),), (card_id("P2", 1),), ()]
    crafted = final_result(hands, fronts)
    assert crafted.tie_break and crafted.winners == (0,)
    table.view = dataclasses.replace(table.view, final=crafted)
    rows = {r.seat: r for r in table.result_rows()}
    assert rows[0].parts[0].label == "Sun" and rows[0].parts[0].points == 4 and rows[0].parts[0].cards == (sun,)
    assert rows[0].winner and not rows[1].winner
    notes = table.flow.result_notes()
    assert "Alice, Nova" in notes[0] and "2 VP per card" in notes[0]
    assert "the tie goes to Alice, who began the game" in notes[1]  # one fact (playtest 24), SS-27


def test_a_four_player_game_with_two_humans_is_played_to_the_results_by_clicks(data_dir: str) -> None:
    app, table = table_app(4, 17, humans=2)
    rng = random.Random(17)
    clicks = 0
    for _ in range(40_000):
        top = type(app.top).__name__
        if top == "ResultsScene":
            break
        if top == "CurtainScene":
            lift_curtain(app)
            continue
        if pass_on(app, table):
            continue
        if table.input_open:
            offered = game_clickables(table)
            legal = table.game.legal_actions(table.mod.state)
            assert all(k in legal for _r, k in offered if isinstance(k, Action))
            rect, _key = eager(table, offered, rng)
            click(app, rect.center)
            clicks += 1
        else:
            app.frame(DT)
    assert type(app.top).__name__ == "ResultsScene" and table.view.final is not None
    assert clicks > 30 and table.view.round == 5


def test_random_clicks_and_pointing_never_raise(data_dir: str) -> None:
    app, table = table_app(3, 29, humans=2, speed="normal")
    rng = random.Random(29)
    for _ in range(500):
        pos = (rng.randrange(1280), rng.randrange(720))
        if table.awaiting_pass and rng.random() < 0.3:
            pos = table.pass_button().rect.center  # the screen passed on now and then, as players do
        if pos[0] > 1150 and pos[1] < 130:
            continue  # keep away from Leave
        if rng.random() < 0.7:
            click(app, pos, frames=rng.randrange(1, 4))
        else:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.frame(DT)
        if type(app.top).__name__ == "ResultsScene":
            break
    assert len(table.mod.recipe.actions) > 3


def test_pointing_at_a_card_names_its_values(data_dir: str) -> None:
    app, table = table_app(4, 5)
    g = next(g for g, cards in enumerate(table.view.groups) if cards)
    card = table.view.groups[g][0]
    pos = L.group_card(g, 4, 0, len(table.view.groups[g])).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    tip = table.ui.hover_text()
    assert tip is not None and tip.startswith(english(card_words(card), []))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 478), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    assert table.ui.hover_text() is None


def test_the_screens_module_renders_the_rules_and_the_rulings(data_dir: str, tmp_path) -> None:
    from tests.client.systeme_solaire import screens

    paths = screens.setups(str(tmp_path)) + screens.rulings(str(tmp_path)) + screens.rules(str(tmp_path))
    assert len(paths) >= 10
    for p in paths:
        img = pygame.image.load(p)
        assert len({img.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}) > 20, p


def test_every_rules_screen_with_cards_has_words_beside_them() -> None:
    """A rules page cut in two once left a row of cards alone on its "continued" screen, with no words."""
    from game import i18n
    from game.scenes import help as rules
    from game.tables import help_pages
    from tests.client.layout_walk import _set_language

    pygame.font.init()
    try:
        for lang in ("en", "fr", "long"):
            _set_language(lang)
            for page in help_pages("systeme_solaire"):
                for heading, items in rules._screens(page):
                    said = [t for t in map(rules.item_text, items) if t is not None]
                    assert said, f"{lang}: the screen {heading!r} shows cards with no words"
    finally:
        i18n.set_language("en")


def test_the_group_outlines_keep_clear_of_the_group_titles() -> None:
    """The dashed outline of a group one may click (and the chosen group's outline) once cut through "Group N"."""
    from game import theme, ui
    from game.i18n import tr

    pygame.font.init()
    for n in (3, 4, 5):
        for g in range(n):
            slot, area = L.group_slot(g, n), L.group_area(g, n)
            title = theme.text(tr("Group {n}", n=g + 1), 15, bold=True).get_rect(midtop=(slot.centerx, slot.y + 1))
            assert title.bottom <= slot.y + 1 + 20 and slot.contains(title)
            for outline in (area.inflate(10, 10), area.inflate(8, 8), area.inflate(2 * ui.CLICK_RING, 2 * ui.CLICK_RING)):
                assert not title.colliderect(outline), (n, g, title, outline)
            assert all(area.contains(L.group_card(g, n, i, 2)) for i in range(2)), "a click on a card hits its group"


def test_words_about_a_seat_show_on_its_panel_clear_of_every_card(data_dir: str) -> None:
    """"bids 4", "has chosen" and "front 22 VP" once rose bare over the cards; then, on a plate over the front, the
    plate hid a card. Now the plate lies on the seat's panel, over the status lines it stands for, clear of the
    hand and the front however full (ten names), and the final scoring's two plates side by side."""
    from game import theme
    from game.i18n import tr
    from game.kit.flights import Popup
    from game.tables.systeme_solaire.choreo import Callout

    app, table = table_app(4, 3, speed="normal")
    layout = table.ui.layout
    for s in range(4):
        panel = layout.boxes[s].panel if s in layout.boxes else L.OWN
        cards = [layout.card_rect((zone, s), i, 10) for zone in ("hand", "front") for i in range(10)]
        for part in (0, 1, 2):
            plate = layout.callout(s, part)
            assert panel.contains(plate), (s, part, plate)
            assert not any(plate.colliderect(c) for c in cards), (s, part, plate)
            for text in (tr("wins the auction at {n}", n=15), tr("front {n} VP", n=22), tr("cards chosen")):
                c = Callout(text, plate, theme.GOLD, 24, 1.0, 0.0)
                assert plate.contains(theme.text(c.text, c.size, bold=True).get_rect(center=plate.center)), text
        if s in layout.boxes:  # its status lines: hidden whole under the plate while it shows
            assert layout.callout(s).contains(layout.boxes[s].status)
    before = list(table.anim.tweens)
    table.ui.choreograph(table.mod.game.apply(table.mod.state, Action("bid", 1))[1], None)
    said = [tw for tw in table.anim.tweens if isinstance(tw, Popup) and tw not in before]
    assert said and all(isinstance(tw, Callout) for tw in said), [type(tw).__name__ for tw in said]
