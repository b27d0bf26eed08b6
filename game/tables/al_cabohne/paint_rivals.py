"""Painting the other side of the Al Cabohne table: the phase track, the Mafia, the opponent or the solo score."""

from __future__ import annotations

import pygame

from engine.al_cabohne import prompts
from engine.al_cabohne.facts import mafia_factor
from engine.al_cabohne.view import if_ended_now
from engine.al_cabohne.words import last_turn
from engine.core import HIDDEN, words
from game import theme, ui
from game.i18n import tr, trn
from game.kit import labels, panels
from game.kit.labels import Label
from game.tables.al_cabohne import GENTLE_STREAK
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.art import MAFIA_RED
from game.tables.al_cabohne.layout import TREASURY
from game.tables.al_cabohne.paint import Picture, coin_pile, coins, stack


def track(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    phases = prompts.SOLO_TRACK if v.solo else prompts.DUO_TRACK
    w = (L.TRACK.w - L.TRACK_GAP * (len(phases) - 1)) // len(phases)
    rows: list[Label] = []
    for k, (name, said) in enumerate(zip(phases, prompts.track(v.solo), strict=True)):
        r = pygame.Rect(L.TRACK.x + k * (w + L.TRACK_GAP), L.TRACK.y, w, L.TRACK.h)
        lit = name == d.phase
        ui.panel(surface, r, theme.ACCENT if lit else (24, 30, 58), (255, 236, 170) if lit else (60, 70, 112),
                 radius=8, width=2)
        rows.append(Label(d.say(said), 15, r.center, theme.INK if lit else theme.TEXT_DIM, lit, "center", r.w - 10,
                           11))
    if v.final is not None:
        label = tr("Game over")
    elif last_turn(v):  # said before the draw that ends the game too, not only after a reveal emptied the deck
        label = tr("Turn {n} · {name} · last turn", n=v.turn, name=d.name(v.current))
    else:
        label = tr("Turn {n} · {name}", n=v.turn, name=d.name(v.current))
    labels.draw(surface, [*rows, Label(label, 18, L.TURN_POS, theme.TEXT, True, "midleft")])


def mafia(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    nb = d.layout.bosses
    ui.panel(surface, L.mafia_panel(nb), (40, 22, 34), (120, 50, 64), radius=14)
    rows: list[Label] = []
    for j, b in enumerate(v.bosses):
        if not b.active:
            continue
        surface.blit(d.art.boss_plate(b.name, b.threshold, *L.PLATE), L.boss_plate(j))
        cards = d.cards(("boss", -1, j))
        r = L.boss_stack(j)
        stack(surface, d, r, cards, True, empty=tr("empty"), meter_lit=True, ring=b.threshold - 1)
        if j in d.selling:  # the move the prompt warns of makes him sell: lit as a taxed field is
            pygame.draw.rect(surface, MAFIA_RED, r.inflate(8, 8), 2, border_radius=10)
        if not cards and b.cards:  # his cards still on their way (the deal's endowment): nothing said yet
            continue  # (playtest 28: a label flashed that was not his, before his card landed)
        if cards and b.sells_at:
            label = trn("sells at {n} bean", "sells at {n} beans", b.sells_at)  # his card above names the type
        else:
            label = tr("a type no Boss grows")  # AC-24: two Bosses never grow the same type ("any type" was refused)
        rows.append(Label(label, 13, (r.centerx, r.bottom + 8), anchor="midtop", room=L.SLOT_W - 8))
    r = L.treasury_stack(nb)
    treasure = d.cards(TREASURY)
    rows += coins(surface, d, r, treasure)
    n = len(treasure)
    tally = d.say(prompts.mafia_tally(v, n, words("{n} coin", plural="{n} coins", n=n)))
    labels.draw(surface, [*rows, Label(tr("Treasury"), 16, (r.centerx, L.MAFIA_Y + 14), theme.TEXT, True, "midtop"),
                          Label(tally, 17, (r.centerx, r.bottom + 6), MAFIA_RED, True, "midtop"),
                          Label(tr("The Mafia"), 13, (r.centerx, L.MAFIA_Y + 34), theme.TEXT_FAINT, anchor="midtop")])


def scoreboard(surface: pygame.Surface, d: Picture) -> None:
    """Solo: the race against the Mafia, the deck and the win streak."""
    v = d.view
    p = L.SCORE_PANEL
    ui.panel(surface, p, theme.PANEL, theme.PANEL_EDGE, radius=14)
    y = p.y + 62  # the scores' middle
    # AC-35; the gentle Mafia, a house variant, counts its coins once
    said = tr("Gentle Mafia") if v.gentle else tr("Mafia (treasury × 2)")
    if v.final is None:  # one figure a side, the engine's: what the final sale would give (AC-34 to AC-36)
        now = if_ended_now(v)
        title, mine, theirs = d.say(prompts.NOW), now.players[0], now.mafia
    else:  # the piles as they lie: a score changes when its coins land (playtest 29: "Mafia 44" beside a treasury
        # still reading 19 × 2 = 38 while the coins flew)
        mine = len(d.cards(("coins", 0, 0)))
        theirs = len(d.cards(TREASURY)) * mafia_factor(v.players, v.gentle)
        # "Final score" once the sale's coins have landed: said over 33–26 that became 34–27 as they did, it read as
        # a final score that changed (playtest 34, a replay at Fast)
        landed = (mine, theirs) == (v.final.players[0], v.final.mafia)
        title = tr("Final score: you against the Mafia") if landed else tr("Final sale")
    rows: list[Label | None] = [
        # playtest 29: "Score so far 1 vs 1" beside "If the game ended now 2 vs 2" read as two answers to one
        # question: the coins banked are on the coin piles, the scores are the final sale's
        Label(title, 20, (p.x + 20, p.y + 14), theme.TEXT, True, room=p.w - 40),
        Label(d.name(0), 18, (p.x + 20, y), anchor="midleft"),
        Label(str(mine), 40, (p.x + 210, y), theme.GOLD, True, "midright"),
        Label(tr("vs"), 18, (p.x + 250, y), theme.TEXT_FAINT, anchor="center"),
        Label(str(theirs), 40, (p.x + 290, y), MAFIA_RED, True, "midleft"),
        Label(said, 18, (p.x + 360, y), anchor="midleft", room=p.w - 376),
        Label(tr("Solo: 3 Bosses · 3 fields · the deck is played once"), 15, (p.x + 20, p.bottom - 58),
              theme.TEXT_FAINT),
    ]
    if v.final is None:  # who leads is who the final sale would make the winner: the figures above
        rows.append(Label(d.say(prompts.lead(v)), 16, (p.x + 20, y + 40)))
    if d.streak is not None:
        if v.gentle:  # its games neither grow nor end the streak (game.tables.al_cabohne.RulesStreak)
            line = tr(GENTLE_STREAK)
        elif d.seats[0].human:
            line = tr("Win streak {current} · best {best}", current=d.streak.current, best=d.streak.best)
        else:
            line = tr("Win streak {current} · best {best} (computer games don't count)", current=d.streak.current,
                      best=d.streak.best)
        rows.append(Label(line, 16, (p.x + 20, p.bottom - 32), theme.ACCENT_2))
    labels.draw(surface, rows)


def opponent(surface: pygame.Surface, d: Picture) -> None:
    v = d.view
    o = 1 - d.layout.bottom
    p = L.OPP_PANEL
    panels.seat_box(surface, p, d.seats[o], v.current == o and v.final is None, 19, (p.x + 14, p.y + 9), 14)
    hand = d.cards(("hand", o, 0))
    rows: list[Label | None] = [Label(trn("{n} card in hand", "{n} cards in hand", len(hand)), 15,
                                      (p.x + 260, p.y + 12))]
    for i, c in enumerate(hand):
        surface.blit(d.art.card(c, *L.MINI, c != HIDDEN), L.opp_hand_rect(i, len(hand)))
    if hand:
        r = L.opp_hand_rect(0, len(hand))
        pygame.draw.polygon(surface, theme.ACCENT, [(r.x + 4, r.y - 6), (r.x + 14, r.y - 6), (r.x + 9, r.y - 1)])
    for i in range(3):
        r = L.opp_field(i)
        if i < len(v.fields[o]):
            stack(surface, d, r, d.cards(("field", o, i)), True, empty=tr("Field {n}", n=i + 1), meter_lit=True)
        else:
            surface.blit(d.art.third_field(r.w, r.h, dim=True), r)
            rows.append(Label(tr("not bought"), 12, (r.centerx, r.bottom + 4), theme.TEXT_FAINT, anchor="midtop"))
    r = L.opp_coins()
    rows += coin_pile(surface, d, r, o, 17)
    x = r.right + 26
    if v.bought[o]:
        rows.append(Label(tr("bought the 3rd field"), 13, (x, r.y + 6)))
    x -= 10  # the final sale's lines: the panel's width to its edge (their heading says what they count)
    if v.shown[o]:  # AC-24 shows some cards; "hand shown" said all of them were known
        known = tr("hand shown to you") if HIDDEN not in hand else tr("cards you know")
        rows.append(Label(known, 13, known_rect().topleft, theme.ACCENT_2))
    if v.final is None:
        rows += [Label(line, 14, (x, r.y + 52 + 20 * k), theme.TEXT if k == 1 else theme.TEXT_DIM,
                       room=p.right - 10 - x) for k, line in enumerate(sale_now(d))]
    labels.draw(surface, rows)


def known_rect() -> pygame.Rect:
    """Where "cards you know" stands by the opponent's coins (its tip is said over it)."""
    r = L.opp_coins()
    return pygame.Rect(r.right + 26, r.y + 26, 200, 18)


def sale_now(d: Picture) -> tuple[str, str, str]:
    """What the final sale would give if the game ended now (the engine's figures, AC-34 to AC-36):
    the heading, each seat's coins and the Mafia's score, then who wins."""
    now = if_ended_now(d.view)
    figures = [f"{d.name(p)} {n}" for p, n in enumerate(now.players)] + [tr("the Mafia {n}", n=now.mafia)]
    return d.say(prompts.NOW), " · ".join(figures), d.say(prompts.BEAT)
