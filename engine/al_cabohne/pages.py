"""The Al Cabohne rules pages: (heading, items), written beside the rules and read in the rules scene.

An item is a paragraph in the engine's own ``Words``, whose blanks the engine's
data fill (hand sizes, deck, thresholds, bean-o-meters), so the pages cannot
drift from what the engine plays, or a row of card pictures ``("cards", ids)``.
"""

from __future__ import annotations

from typing import Any

from engine.al_cabohne.cards import (
    BEANS,
    BLUE,
    BOSSES,
    COIN_TABLE,
    DECK_SIZE,
    FIRST_ID,
    THIRD_FIELD_COST,
    THRESHOLDS,
)
from engine.al_cabohne.facts import HAND_SIZE, LAST_EXHAUSTION, MAX_PROPOSALS, SOLO_SHORT_DRAW
from engine.core import N_, words

# what the set-up screen says of each player count (its name, what changes). Whether the Mafia's coins count twice
# is the "Mafia" option's to say (AC-35, the gentle Mafia): a fixed "Mafia doubled" here contradicted the option
# when it was set to gentle.
MODES: dict[int, tuple[str, str]] = {
    1: (N_("Solo"), N_("3 Bosses · 7-card hand · 3 fields · deck played once")),
    2: (N_("Two players"), N_("2 Bosses · 5-card hands · 2 fields + a 3rd for 4 coins · deck played 3 times")),
}


def _cards(*types: int) -> tuple[str, tuple[int, ...]]:
    """One card picture of each bean type given (its first copy)."""
    return ("cards", tuple(FIRST_ID[t] for t in types))


AL, DON, JOE = THRESHOLDS
BLUE_METER = BEANS[BLUE].meter
# the glossary's line on the revealed piles, said on the table too over two kept piles of one type
PILES_WHOLE = words("Piles 1, 2, 3: the three places for the revealed cards you keep. The revealed cards of one type "
                    "are placed together, as a whole.")

PAGES: list[tuple[str, list[Any]]] = [
    (
        N_("Al Cabohne — the goal"),
        [
            words("Solo or two players against the bean Mafia. Plant beans, harvest fields for coins "
                  "(a coin is a bean card turned over), and end richer than the Mafia. Ties go to the "
                  "Mafia."),
            words("The bean-o-meter along the bottom of every card says how many beans earn 1, 2, 3 and 4 "
                  "coins; the number in the corner is how many cards of that type exist ({deck} cards in "
                  "{types} types).", deck=DECK_SIZE, types=len(BEANS)),
            _cards(*range(len(BEANS))),
        ],
    ),
    (
        N_("Set-up"),
        [
            words("Solo: {bosses} Bosses, a {hand}-card hand, 3 fields, the deck is played once and the "
                  "Mafia's treasury counts double.", bosses=len(BOSSES), hand=HAND_SIZE[1]),
            words("Two players: 2 Bosses (Al and Don), {hand} cards each, 2 fields each and a third to buy "
                  "once for {cost} coins; the deck is played {times} times.", hand=HAND_SIZE[2],
                  cost=THIRD_FIELD_COST, times=LAST_EXHAUSTION),
            words("The Mafia's endowment: cards are turned from the deck onto Al while they are of his type; the "
                  "next type goes to Don (solo: then a third type to Joe). A Boss whose field is already worth "
                  "his threshold in coins sells it at once."),
            words("Two players: the first player's very first turn starts with planting (no leftovers, no tax)."),
        ],
    ),
    (
        N_("Fields and harvests"),
        [
            words("A field holds one bean type. You may not grow a type on two of your fields; the Bosses "
                  "never grow the same type either."),
            words("Harvest a field any time on your own turn except while revealing. A lone bean may be "
                  "harvested only if none of your fields holds 2 or more."),
            words("A Boss sells his field the moment it is worth his number of coins — Al {al}, Don {don}, "
                  "Joe {joe} — and the coins go to the Mafia's treasury.", al=AL, don=DON, joe=JOE),
            words("Example: a field of 6 Blue beans is harvested. Blue's meter reads {m1} {m2} {m3} {m4}: "
                  "{coins} cards turn into coins and the other {rest} are discarded.", m1=BLUE_METER[0],
                  m2=BLUE_METER[1], m3=BLUE_METER[2], m4=BLUE_METER[3], coins=COIN_TABLE[BLUE][6],
                  rest=6 - COIN_TABLE[BLUE][6]),
            _cards(BLUE),
        ],
    ),
    (
        N_("Your turn: before the reveal"),
        [
            words("Leftovers (two players): place the opponent's unplanted revealed beans on your fields "
                  "or the discard."),
            words("Tax: each of your fields whose type a Boss grows gives him one bean, even its only one. Harvest "
                  "such a field first to avoid it — a lone bean only if none of your fields holds 2 or more."),
            words("Plant: the front card of your hand must be planted — on the field growing its type, "
                  "else on an empty field, else harvest first. A second card may follow; an empty hand plants "
                  "nothing. The hand's order never changes."),
        ],
    ),
    (
        N_("Your turn: reveal, cultivate, draw"),
        [
            words("Reveal: cards are turned from the deck until three are kept; a bean a Boss grows goes "
                  "to him. After each card, the top discard joins a matching kept pile or Boss, again and "
                  "again."),
            words("Cultivate: place each kept type whole on your fields or the Bosses, and give hand cards "
                  "to the Mafia if you like. Solo: every kept card must be placed. Then each empty Boss must get "
                  "one card of your choice, from your hand or the kept cards, of a type no other Boss grows. Two "
                  "players: if none of your cards may go there, your hand is shown to your opponent."),
            words("Draw: 2 cards (solo: {one} with one card in your hand, {none} with none).",
                  one=SOLO_SHORT_DRAW[1], none=SOLO_SHORT_DRAW[0]),
        ],
    ),
    (
        N_("The deck and the end"),
        [
            words("Solo: there is no reshuffle; when the deck is used up, the turn is finished and the game "
                  "ends. Two players: when the deck runs out the discard pile (and coins paid for a field) "
                  "is shuffled into a new deck, at once; the game ends when it runs out for the last time "
                  "({times} times in all).",
                  times=LAST_EXHAUSTION),
            words("Every field and Boss is sold at its bean-o-meter value, whatever the thresholds. Your "
                  "coins against the Mafia's treasury (doubled in solo): only a player richer than the Mafia wins."),
            words("Example (solo): you end with 15 coins, the Mafia with 7, doubled to 14: you win. With 14 "
                  "coins the tie goes to the Mafia."),
            words("Solo keeps a win streak: the most consecutive wins without a defeat."),
            words("“Gentle” is a house variant, the Mafia of Learn to play: its coins count once, not doubled, "
                  "and the game leaves your win streak as it is."),
        ],
    ),
    (
        N_("Two players: the trading variant"),
        [
            words("A set-up option for two players, off unless chosen: when an empty Boss must get a card at the "
                  "end of your cultivate phase, you may offer your opponent a trade instead — any of your hand "
                  "cards, even your whole hand, for any of theirs, even none."),
            words("Click “Propose a trade”, then the hand cards to give and the beans to ask for, and "
                  "Propose. Your opponent accepts or refuses; either way you are back to the Boss's card. "
                  "At most {n} proposals each time a Boss must be filled.", n=MAX_PROPOSALS),
            words("Cards you offer are seen by your opponent. Cards received go to the back of the hand. If no "
                  "card you hold may go to the empty Boss any more, the turn goes on without it."),
        ],
    ),
    (
        N_("Words on the table"),
        [
            words("Field: a row of beans of one type in front of you. Boss: a Mafia field; “sells at 6 beans”: he "
                  "sells it once it holds that many; “sells for ●●●”: the coins it then brings the Mafia. Treasury: "
                  "the Mafia's coins."),
            words("Front card: the leftmost card of your hand, the one you must plant next. Kept: a revealed "
                  "card waiting to be placed. Tax: a bean a Boss takes from your field of his type."),
            PILES_WHOLE,
            words("Under the deck, “{once}” (solo) or “{ran}” (two players): how often it has run out; the last "
                  "time ends the game.", once=words("played once"),
                  ran=words("ran out {n} of {limit}", n=0, limit=LAST_EXHAUSTION)),
        ],
    ),
    (
        N_("On this screen"),
        [
            words("The track at the top lights the current phase; the line above your fields says what "
                  "is expected. Glowing outlines mark what you may click; a click on something not allowed "
                  "says why."),
            words("Plant: click a glowing field. A revealed type or a hand card for the Mafia: click it, "
                  "then the glowing field or Boss (with only one revealed type, click the target at once)."),
            words("Harvest with the button under a field — it shows the coins. Point at any field or Boss "
                  "to see what it is worth now. Click the discard pile to list all of its cards."),
            words("A click while cards are moving skips the animation. Animation speed is in Settings."),
        ],
    ),
]
