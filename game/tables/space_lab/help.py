"""The Space Lab rules pages: (heading, items), read in the rules scene; an item is a paragraph or card pictures.

Written for someone who has never played: set-up, the three actions,
placing and paying, the slots, Objectives and validation, Projects, the
hand limit, the end, scoring with an example, solo, how the screen works,
and a glossary. Card pictures are drawn with the game's own art.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.space_lab.content import CAPSULE_COLOURS, SLOT_ROW
from game import theme
from game.i18n import N_, tr


def draw_station(surface: pygame.Surface, band: pygame.Rect) -> None:
    """A station as the table lays it out, small: 3 capsules in a row, the 3 top and 3 bottom slots above and below
    them, the 4 middle slots between and beside them; each row of slots named at its right."""
    from game.tables.space_lab import icons
    from game.tables.space_lab.layout import StationGeometry

    geo = StationGeometry(band.x, band.y + 2, (32, 44), 64, 4, 0, 0)
    for i, cap in enumerate(geo.capsules):
        pygame.draw.rect(surface, icons.CAPSULE_RGB[i], cap, border_radius=8)
        theme.blit_fit(surface, tr(CAPSULE_COLOURS[i]), 13, cap.center, cap.w - 6, (20, 20, 30), bold=True,
                       anchor="center", smallest=9)
    for k, r in enumerate(geo.slots):
        pygame.draw.rect(surface, (28, 34, 64), r, border_radius=4)
        pygame.draw.rect(surface, (150, 165, 220) if SLOT_ROW[k] != 1 else (110, 120, 170), r, 2, border_radius=4)
    x = geo.area.right + 24
    rows = (tr("3 top slots: the card draws Projects"), tr("4 middle slots: each touches the capsules beside it"),
            tr("3 bottom slots: the capsule's Objective may trigger"))
    for row, text in enumerate(rows):
        slot = next(r for k, r in enumerate(geo.slots) if SLOT_ROW[k] == row)
        theme.blit_fit(surface, text, 17, (x, slot.centery), band.right - x, theme.TEXT_DIM, anchor="midleft",
                       smallest=12)


PAGES: list[tuple[str, list[Any]]] = [
    (
        N_("Space Lab — the goal"),
        [
            N_("1 to 4 players each build a space station: 3 capsules with 10 slots around them for Lab cards. "
               "The most victory points (VP) at the end wins."),
            N_("Points come from the Lab cards in your station, from your Objectives, from the Validation tiles "
               "you win, and from your secret Projects."),
            N_("The 60 Lab cards belong to 4 agencies, each with its colour, pattern and mark: Red Rocket (a "
               "rocket, stripes), Blue Future (a diamond, dots), Green Explorer (a compass star, waves) and "
               "Golden Planet (a ringed planet, rings)."),
            ("cards", (1, 16, 31, 46)),
        ],
    ),
    (
        N_("Reading a Lab card"),
        [
            N_("Top left: its cost (0 to 3). Top right: its specialty: Doctor (a cross), Pilot (wings), "
               "Researcher (a flask) or Technician (a wrench)."),
            N_("The box at the bottom is its effect. A white box scores at the end of the game, for example "
               "\"6 VP\" or \"1 VP per Red card in your station\". A yellow box with a lightning happens once, "
               "at once, when the card is placed: draw Lab cards, or draw Projects and keep one."),
            N_("\"In this row\" counts the row the card sits in; \"in your station\" counts all 10 slots. A card "
               "counts itself when it qualifies."),
            ("cards", (4, 12, 14, 60)),
        ],
    ),
    (
        N_("Set-up"),
        [
            N_("Everyone starts with an empty hand. Each player is dealt 3 Objectives and secretly puts one on "
               "each capsule: Yellow on the left, Violet in the centre, Pink on the right. When everyone has "
               "chosen, all Objectives are shown at once."),
            N_("An Objective shows three colours its capsule must have around it, and a specialty for the "
               "capsule's bottom slot with what it gives."),
            ("cards", (201, 205, 207)),
            N_("On this screen: click one capsule, then another, to swap their Objectives; Confirm when the "
               "order suits you. With several people at the screen, the others look away."),
        ],
    ),
    (
        N_("Your turn: one of three actions"),
        [
            N_("Draw: 3 Lab cards are revealed one by one. Take every revealed card of one agency (click one of "
               "them); the others go to the Recruitment Centre, onto their agency's stack."),
            N_("Recruit: take a whole stack of the Recruitment Centre (click it). Its cards are public, so "
               "everyone knows them while they stay in your hand."),
            N_("Place: put one or more cards from your hand into empty slots of your station, paying for each "
               "(next page). After each card you may place again or end your turn."),
            N_("Cards taken by Draw and Recruit are seen by everyone; cards drawn by effects are secret."),
        ],
    ),
    (
        N_("Placing and paying"),
        [
            N_("A card costs 0 to 3: discard exactly that many other cards from your hand. A card costing 2 "
               "needs 2 other cards in hand. Discarded cards go to the discard pile, face up."),
            N_("Any empty slot will do, in any order. Cards never move once placed. Cards you gain while "
               "placing may be placed or paid with in the same turn."),
            N_("On this screen: click a hand card; the slots it may go to glow, and gold slots do something "
               "more (they say what). Click a slot, then click the cards to discard, then Confirm. Back lets "
               "the card go."),
            N_("When a card is placed: first its own lightning effect (in any slot), then the slot's effect, "
               "then the validations."),
        ],
    ),
    (
        N_("The slots"),
        [
            ("drawing", draw_station, 148),
            N_("Top slots (above each capsule): draw as many Projects as the placed card's cost, keep one, the "
               "others go under the Project deck. A card costing 0 draws none."),
            N_("Middle slots: no effect of their own, but the two between capsules touch both, so they count "
               "for two capsules."),
            N_("Bottom slots: if the card's specialty is the one on that capsule's Objective, the Objective's "
               "effect triggers: at once if it has a lightning, at the end of the game if it scores."),
        ],
    ),
    (
        N_("Objectives and validation"),
        [
            N_("A capsule's neighbours are its top and bottom slots and the middle slots on both sides. When its "
               "neighbours hold the Objective's 3 colours, a card for each colour mark (Blue twice: two Blue "
               "cards; other cards do not hurt), the capsule is validated."),
            N_("You take the top Validation tile of that capsule's pile: 10, then 8, 6 and 4 VP. The first "
               "tile of the Yellow pile also gives a Lab card, the first of the Pink pile a Project."),
            ("cards", (301, 305, 309)),
            N_("A capsule is validated once and stays so. A card between two capsules can validate both. On "
               "this screen a green check marks each colour already in place."),
        ],
    ),
    (
        N_("Projects"),
        [
            N_("Projects are kept secret in front of you and score at the end. Most count your station: 2 VP "
               "per Doctor, Pilot, Researcher or Technician; 5 VP per complete set of the 4 agencies; 6 VP per "
               "complete set of the 4 specialties."),
            N_("Space Telescope scores by how many you hold: 3, 8, 14, 20 or 26 VP for 1 to 5 copies."),
            ("cards", (101, 113, 118, 122)),
            N_("Whenever a draw gives you more than one Project, you keep one and the rest go under the deck."),
        ],
    ),
    (
        N_("The hand limit and the end"),
        [
            N_("If you start your turn with 5 or more cards in hand, you may only place cards: Draw and Recruit "
               "are not allowed that turn. Nothing is ever discarded for the limit."),
            N_("You pass only when nothing at all is possible; the turn still counts."),
            N_("The end is triggered when a player's station holds 10 cards or all 3 of its capsules are "
               "validated. That player may finish placing."),
            N_("Then the round is completed, so that everyone has played the same number of turns, and the "
               "game ends. (An option gives every other player one more turn instead.)"),
            N_("A banner says who triggered the end and how many turns are left; the box at the top right "
               "keeps counting."),
            N_("The highest total wins. A tie goes to the player with the most Projects; if still tied, they "
               "share the victory."),
        ],
    ),
    (
        N_("Scoring"),
        [
            N_("1. Lab cards: every scoring effect in your station. 2. Objectives: a scoring Objective whose "
               "bottom slot holds its specialty. 3. Validation tiles. 4. Projects. Cards left in hand score "
               "nothing."),
            N_("Example: your station holds a Red Doctor (6 VP) and a Red Researcher (1 VP per Red card in your "
               "station) with 3 Red cards: 9 VP. A Doctor sits under an Objective worth 3 VP per Doctor in your "
               "bottom row: 3 VP. Tiles of 10 and 8: 18 VP. Medical Research with 3 Doctors in the station: 6 VP, "
               "and two Space Telescopes: 8 VP. In all 9 + 3 + 18 + 14 = 44 VP."),
            ("cards", (12, 7, 207, 101, 113)),
        ],
    ),
    (
        N_("Solo"),
        [
            N_("Play alone within 20 turns, with the same rules and three more."),
            N_("After each of your turns a rival removes the largest Recruitment Centre stack to the discard "
               "pile (on a tie: Red, then Blue, Green, Gold)."),
            N_("After your 5th, 10th and 15th turns the top tile of each Validation pile is removed, with its "
               "bonus."),
            N_("The game ends at once on the usual trigger, or after your 20th turn. Your score gives your "
               "rating: Cadet below 55 VP, Flight Engineer from 55, Commander from 65, Station Director from "
               "75. Your best score is kept and shown on the results."),
        ],
    ),
    (
        N_("On this screen · Glossary"),
        [
            N_("White outlines mark what you may click now; moving ones mark where a move goes. The line under "
               "your station says what is expected."),
            N_("Point at any card, slot, capsule, stack or tile to read it in full. Click another player's "
               "station on the right to see it large, or the discard pile to list it."),
            N_("Your Projects (bottom left) and your hand are shown only to you; with several people at the "
               "screen it is covered between turns."),
            N_("A click while cards are moving skips the animation. Animation speed is in Settings."),
            # the words the other pages explain, in one place
            N_("Glossary. Agency: a Lab card's colour. Specialty: Doctor, Pilot, Researcher or Technician. "
               "Neighbours: the 4 slots around a capsule. Recruitment Centre: the 4 public stacks. Lightning: an "
               "effect that happens at once."),
        ],
    ),
]
