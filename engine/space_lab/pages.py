"""The Space Lab rules pages: (heading, items) for the rules scene, written beside the rules they explain.

Written for someone who has never played: set-up, the three actions,
placing and paying, the slots, Objectives and validation, Projects, the
hand limit, the end, scoring with an example, solo, how the screen works,
and a glossary. A paragraph is the engine's ``Words``; a row of card
pictures is ``("cards", ids)``, drawn by the client with the game's own art;
the one drawing (a station, small) is the client's, passed in (``rules_pages``).
"""

from __future__ import annotations

from typing import Any

from engine.core import N_, Words, words
from engine.space_lab.cards import IS_LAB, OBJECTIVE
from engine.space_lab.tips import card_tip
from engine.space_lab.words import card_words

Page = tuple[str, list[Any]]

# what the set-up screen says of a player count with rules of its own (its name, what changes)
MODES: dict[int, tuple[str, str]] = {
    1: (N_("Solo"), N_("Against the clock: 20 turns, a rival empties the Recruitment Centre, tiles vanish")),
}
STATION = ("station",)  # where the client's drawing of a station goes, on "The slots"


def rules_pages(station: Any) -> list[Page]:
    """The pages in reading order, with the client's ``station`` drawing item in its place, and each row of cards
    with what those cards say, one ``quote`` a card (written beside the pictures: ``game.scenes.help``)."""
    return [(heading, [station if item is STATION else (*item, tuple(map(quote, item[1])))
                       if item[:1] == ("cards",) else item for item in items]) for heading, items in PAGES]


def quote(card: int) -> Words:
    """One card as the table says it, in the words of its tip: a Lab card by the name the log and the Hint give it,
    its effect included; an Objective by what its bottom slot does (its colours are pictured); a Project or a tile
    by its name and what it does. The rules said "6 VP" where the tip, the log and the Hint each said it otherwise
    (playtest 22)."""
    if IS_LAB[card]:
        return card_words(card)
    said = card_tip(card)
    if card in OBJECTIVE or len(said) == 1:
        return said[-1]
    return words("{tag} · {rest}", tag=said[0], rest=said[1])


PAGES: list[Page] = [
    (N_("Space Lab — the goal"), [
        words("1 to 4 players each build a space station: 3 capsules with 10 slots around them for Lab cards. "
              "The most victory points (VP) at the end wins."),
        words("Points come from the Lab cards in your station, from your Objectives, from the Validation tiles "
              "you win, and from your secret Projects."),
        words("The 60 Lab cards belong to 4 agencies, each with its colour, pattern and mark: Red Rocket (a "
              "rocket, stripes), Blue Future (a diamond, dots), Green Explorer (a compass star, waves) and "
              "Golden Planet (a ringed planet, rings)."),
        ("cards", (1, 16, 31, 46)),
    ]),
    (N_("Reading a Lab card"), [
        words("Top left: its cost (0 to 3). Top right: its specialty: Doctor (a cross), Pilot (wings), "
              "Researcher (a flask) or Technician (a wrench)."),
        words("The box at the bottom is its effect. A white box scores at the end of the game, for example "
              "\"6 VP\" or \"1 VP per Red card in its station\". A yellow box with a lightning happens once, "
              "at once, when the card is placed: draw Lab cards, or draw Projects and keep one."),
        words("\"In this row\" counts the row the card sits in; \"in its station\" counts all 10 slots. A card "
              "counts itself when it qualifies."),
        ("cards", (4, 12, 14, 60)),
    ]),
    (N_("Set-up"), [
        words("Everyone starts with an empty hand. Each player is dealt 3 Objectives and secretly puts one on "
              "each capsule: Yellow on the left, Violet in the centre, Pink on the right. When everyone has "
              "chosen, all Objectives are shown at once."),
        words("An Objective shows three colours its capsule must have around it, and a specialty for the "
              "capsule's bottom slot with what it gives."),
        ("cards", (201, 205, 207)),
        words("On this screen: click one capsule, then another, to swap their Objectives; Confirm when the "
              "order suits you. With several people at the screen, the others look away."),
    ]),
    (N_("Your turn: one of three actions"), [
        words("Reveal: 3 Lab cards are turned over one by one. Take every revealed card of one agency (click one of "
              "them); the others go to the Recruitment Centre, onto their agency's stack."),
        words("Recruit: take a whole stack of the Recruitment Centre (click it). Its cards are public, so "
              "everyone knows them while they stay in your hand."),
        words("Place: put one or more cards from your hand into empty slots of your station, paying for each "
              "(next page). After each card you may place again or end your turn."),
        words("Cards taken by Reveal and Recruit are seen by everyone; cards drawn by effects are secret."),
    ]),
    (N_("Placing and paying"), [
        words("A card costs 0 to 3: discard exactly that many other cards from your hand. A card costing 2 "
              "needs 2 other cards in hand. Discarded cards go to the discard pile, face up."),
        words("Any empty slot will do, in any order. Cards never move once placed. Cards you gain while "
              "placing may be placed or paid with in the same turn."),
        words("On this screen: click a hand card; the slots it may go to glow, and gold slots do something "
              "more (they say what). Click a slot, then click the cards to discard, then Pay. Back lets "
              "the card go."),
        words("When a card is placed: first its own lightning effect (in any slot), then the slot's effect, "
              "then the validations."),
    ]),
    (N_("The slots"), [
        STATION,
        words("Top slots (above each capsule): draw as many Projects as the placed card's cost, keep one, the "
              "others go under the Project deck. A card costing 0 draws none."),
        words("Middle slots: no effect of their own, but the two between capsules touch both, so they count "
              "for two capsules."),
        words("Bottom slots: if the card's specialty is the one on that capsule's Objective, the Objective's "
              "effect triggers: at once if it has a lightning, at the end of the game if it scores."),
    ]),
    (N_("Objectives and validation"), [
        words("A capsule's neighbours are its top and bottom slots and the middle slots on both sides. When its "
              "neighbours hold the Objective's 3 colours, a card for each colour mark (Blue twice: two Blue "
              "cards; other cards do not hurt), the capsule is validated."),
        words("You take the top Validation tile of that capsule's pile: 10, then 8, 6 and 4 VP. The first "
              "tile of the Yellow pile also gives a Lab card, the first of the Pink pile a Project."),
        ("cards", (301, 305, 309)),
        words("A capsule is validated once and stays so. A card between two capsules can validate both. On "
              "this screen a green check marks each colour already in place."),
    ]),
    (N_("Projects"), [
        words("Projects are kept secret in front of you and score at the end. Most count your station: 2 VP "
              "per Doctor, Pilot, Researcher or Technician; 5 VP per complete set of the 4 agencies; 6 VP per "
              "complete set of the 4 specialties."),
        words("Space Telescope scores by how many you hold: 3, 8, 14, 20 or 26 VP for 1 to 5 copies."),
        ("cards", (101, 113, 118, 122)),
        words("Whenever a draw gives you more than one Project, you keep one and the rest go under the deck."),
    ]),
    (N_("The hand limit and the end"), [
        words("If you start your turn with 5 or more cards in hand, you may only place cards: Reveal and Recruit "
              "are not allowed that turn. Nothing is ever discarded for the limit."),
        words("You pass only when nothing at all is possible; the turn still counts."),
        words("The end is triggered when a player's station holds 10 cards or all 3 of its capsules are "
              "validated. That player may finish placing."),
        words("Then the round is completed, so that everyone has played the same number of turns, and the "
              "game ends. (An option gives every other player one more turn instead.)"),
        words("A banner says who triggered the end and how many turns are left; the box at the top right "
              "keeps counting."),
        words("The highest total wins. A tie goes to the player with the most Projects; if still tied, they "
              "share the victory."),
    ]),
    (N_("Scoring"), [
        words("1. Lab cards: every scoring effect in your station. 2. Objectives: a scoring Objective whose "
              "bottom slot holds its specialty. 3. Validation tiles. 4. Projects. Cards left in hand score "
              "nothing."),
        words("Example: your station holds a Red Doctor (6 VP) and a Red Researcher (1 VP per Red card in its "
              "station) with 3 Red cards: 9 VP. A Doctor sits under an Objective worth 3 VP per Doctor in your "
              "bottom row: 3 VP. Tiles of 10 and 8: 18 VP. Medical Research with 3 Doctors in the station: 6 VP, "
              "and two Space Telescopes: 8 VP. In all 9 + 3 + 18 + 14 = 44 VP."),
        ("cards", (12, 7, 207, 101, 113)),
    ]),
    (N_("Solo"), [
        words("Play alone within 20 turns, with the same rules and three more."),
        words("After each of your turns a rival removes the largest Recruitment Centre stack to the discard "
              "pile (on a tie: Red, then Blue, Green, Gold)."),
        words("After your 5th, 10th and 15th turns the top tile of each Validation pile is removed, with its "
              "bonus."),
        words("The game ends at once on the usual trigger, or after your 20th turn. Your score gives your "
              "rating: Cadet below 55 VP, Flight Engineer from 55, Commander from 65, Station Director from "
              "75. Your best score is kept and shown on the results."),
    ]),
    (N_("On this screen · Glossary"), [
        words("White outlines mark what you may click now; moving ones mark where a move goes. The line under "
              "your station says what is expected."),
        words("Point at any card, slot, capsule, stack or tile to read it in full. Click another player's "
              "station on the right to see it large, or the discard pile to list it."),
        words("Your Projects (bottom left) and your hand are shown only to you; with several people at the "
              "screen it is covered between turns."),
        words("A click while cards are moving skips the animation. Animation speed is in Settings."),
        # the words the other pages explain, in one place
        words("Glossary. Agency: a Lab card's colour. Specialty: Doctor, Pilot, Researcher or Technician. "
              "Neighbours: the 4 slots around a capsule. Recruitment Centre: the 4 public stacks. Lightning: an "
              "effect that happens at once."),
    ]),
]
