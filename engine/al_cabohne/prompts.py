"""What the Al Cabohne table says about the rules besides the log and the hint line (``words``): the prompt's
parts while a card is chosen, the tips over fields, Bosses and hand cards, why to choose a card first, the words
of the phase track and the score panels, and the results' lines.

Every sentence is ``engine.core.Words``, so the catalogue translates it and the screen fills in names; every
figure comes from the view (a field's worth, a Boss's ``sells_at``) or from the caller's cards as they lie.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.al_cabohne.cards import card_type
from engine.al_cabohne.facts import mafia_factor
from engine.al_cabohne.kinds import ActionKind
from engine.al_cabohne.view import AlCabohneView, if_ended_now
from engine.al_cabohne.words import BEAN_WORDS, BOSS_WORDS, bean_list, describe_in
from engine.core import N_, Action, Player, Words, words

# while the cards move, the prompt says what they are doing rather than what comes after
BUSY: dict[str, Words] = {
    "reveal": words("Revealing: the Mafia's Bosses take their types, three piles are kept"),
    "draw": words("Drawing"),
    "over": words("Final sale: every field and every Boss is sold"),
}
# the places a chosen card may go to, by the kinds of target glowing
WHERE: dict[frozenset[str], Words] = {
    frozenset({"field"}): words("a glowing field"),
    frozenset({"boss"}): words("a glowing Boss"),
    frozenset({"discard"}): words("the discard"),
    frozenset({"field", "boss"}): words("a glowing field or Boss"),
    frozenset({"field", "discard"}): words("a glowing field or the discard"),
    frozenset({"boss", "discard"}): words("a glowing Boss or the discard"),
}
ANY_PLACE = words("a glowing place")
# a click on the front card while it may be planted: the move is made on a field, not on the card
PLANT_ON_FIELD = words("This card is planted next: click a glowing field to plant it there.")
HARVEST_BUTTON = words("A field is harvested with the button under it.")
DRAFTING = words("Click the hand cards to give and the beans to ask for, then Propose.")
# the prompt that asks for cards for the Mafia, under the mouse: why one would give them (AC-23)
WHY_GIVE = words("Why give? Your hand is planted from the front, in order: a card you would rather not plant can "
                 "go to the Boss who grows its type, or to an empty Boss.")
# where each card that may go to a place lies (a newcomer told only "the Fire ×1" looked for it among the fields)
LIES = {"kept": N_("{cards} among your revealed beans"), "hand": N_("{cards} in your hand"),
        "leftover": N_("{cards} among the leftovers")}
PHASES = {
    "leftovers": N_("{n} Leftovers"), "tax": N_("{n} Tax"), "plant": N_("{n} Plant"), "reveal": N_("{n} Reveal"),
    "cultivate": N_("{n} Cultivate"), "draw": N_("{n} Draw"),
}
SOLO_TRACK = ("tax", "plant", "reveal", "cultivate", "draw")
DUO_TRACK = ("leftovers", "tax", "plant", "reveal", "cultivate", "draw")


def track(solo: bool) -> list[Words]:
    """The phase track, numbered in turn order (the two-player turn opens with the leftovers)."""
    return [words(PHASES[name], n=k + 1) for k, name in enumerate(SOLO_TRACK if solo else DUO_TRACK)]


def chosen(zone: str, card: int, n: int) -> Words:
    """A chosen card or unit as the prompt names it: "your Kidney", "the Blue ×2", "a leftover Fire (1 to place)"; ``n``
    is how many of its type lie in its piles (a revealed unit moves whole; leftovers go one card at a time)."""
    bean = BEAN_WORDS[card_type(card)]
    if zone == "hand":
        return words("your {bean}", bean=bean)
    if zone == "kept":
        return words("the {bean} ×{n}", plural="the {bean} ×{n}", n=n, bean=bean)
    return words("a leftover {bean} ({n} to place)", bean=bean, n=n)  # this one included ("left" was ambiguous)


def sending(v: AlCabohneView, zone: str | None, card: int, n: int,
            targets: Sequence[Action]) -> tuple[Words, Words]:
    """What the prompt names and where it says to click it: the chosen card (``chosen``; R-10: a Boss is filled
    card by card, "1 Blue"), or with nothing chosen (``zone`` None) the front card to plant (AC-19: the second
    plant is a choice; playtest 16: "Your French: click …" read as an order); and the kinds of the glowing
    places."""
    bean = BEAN_WORDS[card_type(card)]
    if zone is None:
        what = words(N_("your {bean}") if v.must_plant else N_("you may plant your {bean} too"), bean=bean)
    elif zone == "kept" and all(a.kind == "fill" for a in targets):
        what = words("1 {bean}", bean=bean)
    else:
        what = chosen(zone, card, n)
    return what, WHERE.get(frozenset(a.target.partition(":")[0] for a in targets), ANY_PLACE)


def cancelled(v: AlCabohneView, move: Action) -> Words:
    """The notice when a click elsewhere lets go of ``move``, which waited for its second click: without it the
    prompt went back to the phase's words and the gift seemed lost for no reason (playtest 24)."""
    return words("Not played: {move}.", move=describe_in(v, move))


def end_first(v: AlCabohneView, move: Action, end: Action) -> Words:
    """The notice when End turn is clicked while ``move`` waits for its second click: the turn is not ended on that
    click, or the gift was lost with no word and found only in the review (playtest 34); a second click on End turn
    ends it without the move."""
    return words("Not played yet: {move}. Click it again, or “{end}” again to skip it.", move=describe_in(v, move),
                 end=describe_in(v, end))


def confirm(v: AlCabohneView, move: Action, warning: str) -> Words:
    """The prompt while ``move`` waits for its second click: what it will bring (its warnings, as said), else the
    move itself; the third field's purchase with what it costs the score: the coins paid count no more (AC-35), and
    "If the game ended now: Alice 8" fell to 4 with no word (playtest 31). Only that purchase: a gift or a tax
    pays nothing of the seat's."""
    if warning:
        return words("{warning} Click again to confirm.", warning=warning)
    if move.kind == ActionKind.BUY_FIELD:
        return words("{move}: these coins leave your score. Click again to confirm.", move=describe_in(v, move))
    return words("{move}. Click again to confirm.", move=describe_in(v, move))


def choose_first(lying: list[tuple[str, list[Words]]]) -> Words:
    """A click on a place with nothing chosen, where several cards may go: which to choose first, each named where
    it lies (``lying``: the zone and the cards' names, in the order said)."""
    said = [words(LIES[zone], cards=bean_list(names)) for zone, names in lying]
    cards = said[-1]
    for earlier in reversed(said[:-1]):
        cards = words("{a} or {b}", a=earlier, b=cards)
    return words("Choose a card first: click {cards}, then click here.", cards=cards)


def worth(now: int, next_at: int) -> Words:
    """What a field is worth now, and where the next coin is (from the view)."""
    if next_at:
        return words("{n} coin now · {more} at {at}", plural="{n} coins now · {more} at {at}", n=now,
                     more=words("{n} coin", plural="{n} coins", n=now + 1), at=next_at)
    return words("{n} coin (the most)", plural="{n} coins (the most)", n=now)


def field_tip(v: AlCabohneView, seat: int, i: int, cards: list[int], own: bool) -> Words:
    """Over field ``i`` of ``seat`` (its ``cards`` as they lie; the viewer's ``own`` or the opponent's): what
    harvesting it now would earn."""
    if not cards:
        return words("Field {n}: empty", n=i + 1)
    bean, value = BEAN_WORDS[card_type(cards[0])], worth(*v.field_worth[seat][i])
    if own:
        return words("Field {n}: {bean} ×{count} — harvest now: {worth}", n=i + 1, bean=bean, count=len(cards),
                     worth=value)
    return words("{name}'s {bean} ×{count}: {worth}", name=Player(seat), bean=bean, count=len(cards), worth=value)


def boss_tip(v: AlCabohneView, j: int, cards: list[int]) -> Words:
    """Over Boss ``j`` (his ``cards`` as they lie): what his field is worth, and when he sells (AC-13)."""
    b = v.bosses[j]
    if not cards:
        return words("{boss}: empty — sells as soon as a field is worth {n} coin",
                     plural="{boss}: empty — sells as soon as a field is worth {n} coins", n=b.threshold,
                     boss=BOSS_WORDS[j])
    bean = BEAN_WORDS[card_type(cards[0])]
    tip = words("{boss}: {bean} ×{count} — worth {n} coin, sells at {at} beans",
                plural="{boss}: {bean} ×{count} — worth {n} coins, sells at {at} beans", n=b.worth, boss=BOSS_WORDS[j],
                bean=bean, count=len(cards), at=b.sells_at)
    # AC-12, AC-21: where else his beans come from (playtest 25); only to a seat growing the type: "Your harvested
    # Broad beans" with no Broad field read as a mistake (playtest 34)
    t = card_type(cards[0])
    if v.seat is None or not any(f and card_type(f[0]) == t for f in v.fields[v.seat]):
        return tip
    return words("{tip}. Your harvested {bean} beans that earn no coin go to the discard; a reveal can hand them to "
                 "him.", tip=tip, bean=bean)


def hand_tip(v: AlCabohneView, card: int, boss: int) -> Words:
    """An outlined hand card that may go to Boss ``boss``: why one would give it."""
    if v.filling:  # AC-24: an empty Boss must get an eligible card
        return words("{bean}: may fill {boss}, whose field is empty", bean=BEAN_WORDS[card_type(card)],
                     boss=BOSS_WORDS[boss])
    # AC-23: any hand card may go to the Boss of its type; it leaves the hand and will not be planted
    return words("{bean}: may be given to {boss}, so you never have to plant it", bean=BEAN_WORDS[card_type(card)],
                 boss=BOSS_WORDS[boss])


def lead(v: AlCabohneView) -> Words:
    """Who would win the final sale if the game ended now, by how much (the figures of ``sale_now``)."""
    now = if_ended_now(v)
    ahead = now.players[0] - now.mafia
    if ahead > 0:
        return words("you lead by {n}", n=ahead)
    return words("equal: a tie goes to the Mafia") if ahead == 0 else words("the Mafia leads by {n}", n=-ahead)


# the heading of the final sale's figures while playing: a newcomer read "Alice 0 · Nova 1" as coins alone, beside
# piles of 0 coins (playtest 32b): the fields' sale counts too (AC-34)
NOW = words("If the game ended now (coins + fields sold):")
# under them with two players: who must be beaten, said on the table, not only in the rules (AC-36, playtest 32b);
# and the results' line under the rows where a tie decided the game (AC-36, R-13)
BEAT = TIE = words("Only a player richer than the Mafia wins.")


def doubled(v: AlCabohneView) -> bool:
    """Whether the Mafia's coins count twice at the final score (AC-35: solo, except against the gentle Mafia)."""
    return mafia_factor(v.players, v.gentle) > 1


def mafia_tally(v: AlCabohneView, n: int, plain: Words) -> Words:
    """The Mafia's ``n`` coins as a score: "7 × 2 = 14" where they count twice (AC-35), else ``plain``. The
    product is made from ``n`` itself, so a treasury still filling during the final sale never reads "20 × 2 = 46"."""
    factor = mafia_factor(v.players, v.gentle)
    return words("{n} × 2 = {score}", n=n, score=n * factor) if factor > 1 else plain


def treasury(v: AlCabohneView) -> Words:
    """The treasury's name on the results, saying when it counts twice (AC-35)."""
    return words("Treasury (doubled in solo)") if doubled(v) else words("Treasury")
