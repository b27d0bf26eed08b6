"""Short rules summaries for the rules scene, one list of pages per game.

Each page is (heading, paragraphs). Rule numbers (SB-n) point into the full
rules specification, so a player can look up the precise wording.
"""

from __future__ import annotations

Page = tuple[str, list[str]]

SPACE_BEANS: list[Page] = [
    (
        "Space Beans — the goal",
        [
            "2–6 players build bean collections. Close a collection of N cards that holds a card "
            "of value N, and that card becomes a trophy worth its value (SB-16).",
            "The game ends at the end of a turn in which the player on turn has 30 or more trophy "
            "points: they get +3, every remaining collection is closed and scored, highest total "
            "wins (SB-25, SB-27, SB-28).",
            "105 cards: 7 bean types × 15 cards, values 1, 2, 3 once and 4–9 twice each. Every type "
            "has its own colour and its own symbol.",
        ],
    ),
    (
        "Collections",
        [
            "You own at most two collections, each of a single bean type: one open (face up) and "
            "one secret (face down, everyone sees how many cards) (SB-10).",
            "With no collection, a new one is open; with one, the new one is secret (SB-11). Both "
            "may be of the same type (SB-12).",
        ],
    ),
    (
        "Your turn",
        [
            "1. Draw: take 2 cards, or none. With an empty hand you must draw (SB-6, SB-7).",
            "2. First turn only: start your open collection with cards of one type (SB-13).",
            "2. Later turns — close: you may close your open collection; your secret one then turns "
            "face up and may be closed too (SB-14, SB-15).",
            "3. Later turns — collect: add cards of one type to one of your collections of that "
            "type, or start a new collection if you have fewer than two (SB-20).",
            "Last: the cards left in your hand go to your right-hand neighbour (SB-22).",
        ],
    ),
    (
        "Forced close and closing",
        [
            "If you have two collections and no hand card of either type, you must close the open "
            "one — even with an empty hand (SB-18). With one collection you are never forced (SB-19).",
            "Closing N cards: one card of value N (if any) becomes your trophy, the rest are "
            "discarded. Closing with no card of value N is allowed and scores nothing (SB-16, SB-17).",
        ],
    ),
    (
        "On this screen",
        [
            "Yellow outlines mark what you may click now. Click a hand card, then the glowing "
            "collection it should go to; a card with one possible place goes there at once.",
            "The line above your collections says what the current step expects. Done ends a step "
            "when that is allowed.",
            "A click while cards are moving skips the animation. Animation speed is in Settings.",
        ],
    ),
]

AL_CABOHNE: list[Page] = [
    (
        "Al Cabohne — the goal",
        [
            "Solo or two players against the bean Mafia. Plant beans, harvest fields for coins "
            "(a coin is a bean card turned over), and end richer than the Mafia. Ties go to the "
            "Mafia (AC-35, AC-36).",
            "Solo: 3 Bosses, a 7-card hand, 3 fields, the deck is played once, and the Mafia's "
            "treasury counts double. Two players: 2 Bosses, 5-card hands, 2 fields and a third "
            "to buy for 4 coins, the deck is played three times (AC-1 to AC-7).",
            "The bean-o-meter along the bottom of every card says how many beans earn 1, 2, 3 and "
            "4 coins; the number in the corner is how many cards of that type exist (AC-12).",
        ],
    ),
    (
        "Fields and harvests",
        [
            "A field holds one bean type. You may not grow a type on two of your fields; the Bosses "
            "never grow the same type either (AC-9).",
            "Harvest a field any time on your own turn except while revealing. A lone bean may be "
            "harvested only if none of your fields holds 2 or more (AC-10, AC-11).",
            "A Boss sells his field the moment it is worth his number of coins — Al 3, Don 2, "
            "Joe 1 — and the coins go to the Mafia's treasury (AC-13).",
        ],
    ),
    (
        "Your turn: before the reveal",
        [
            "Leftovers (two players): place the opponent's unplanted revealed beans on your fields "
            "or the discard (AC-16).",
            "Tax: each of your fields whose type a Boss grows gives him one bean. Harvest first to "
            "avoid it (AC-17).",
            "Plant: the front card of your hand must be planted — on the field growing its type, "
            "else on an empty field, else harvest first. A second card may follow. The hand's order "
            "never changes (AC-15, AC-18, AC-19).",
        ],
    ),
    (
        "Your turn: reveal, cultivate, draw",
        [
            "Reveal: cards are turned from the deck until three are kept; a bean a Boss grows goes "
            "to him. After each card, the top discard joins a matching kept pile or Boss, again and "
            "again (AC-20, AC-21).",
            "Cultivate: place each kept type whole on your fields or the Bosses, and give hand cards "
            "to the Mafia if you like. An empty Boss must then get a card (AC-22 to AC-24). Solo: "
            "every kept card must be placed (AC-28).",
            "Draw: 2 cards (solo: 3 with one card left, 4 with none) (AC-26, AC-29).",
        ],
    ),
    (
        "The end",
        [
            "Solo: when the deck is used up, the turn is finished and the game ends. Two players: "
            "the third time the deck runs out (AC-32, AC-33).",
            "Every field and Boss is sold at its bean-o-meter value, whatever the thresholds. Your "
            "coins against the Mafia's treasury (doubled in solo): only a richer player wins (AC-34 "
            "to AC-36).",
            "Solo keeps a win streak: the most consecutive wins without a defeat.",
        ],
    ),
    (
        "On this screen",
        [
            "The track at the top lights the current phase; the line above your fields says what "
            "is expected. Yellow outlines mark what you may click.",
            "Plant: click a glowing field. A revealed type or a hand card for the Mafia: click it, "
            "then the glowing field or Boss (with only one revealed type, click the target at once).",
            "Harvest with the button under a field — it shows the coins. Point at any field or Boss "
            "to see what it is worth now. Click the discard pile to list all of its cards.",
            "A click while cards are moving skips the animation. Animation speed is in Settings.",
        ],
    ),
]

PAGES: dict[str, list[Page]] = {"space_beans": SPACE_BEANS, "al_cabohne": AL_CABOHNE}

# How the setup screen names a player count, and what that mode means, where a game has modes.
MODES: dict[str, dict[int, tuple[str, str]]] = {
    "al_cabohne": {
        1: ("Solo", "3 Bosses · 7-card hand · 3 fields · deck played once · Mafia doubled"),
        2: ("Two players", "2 Bosses · 5-card hands · 2 fields + a 3rd for 4 coins · deck played 3 times"),
    },
}


def pages_for(game_name: str) -> list[Page]:
    from engine import GAMES

    if game_name in PAGES:
        return PAGES[game_name]
    title = GAMES[game_name].title if game_name in GAMES else game_name
    return [(title, ["The rules summary for this game is coming soon."])]
