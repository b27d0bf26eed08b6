"""The Al Cabohne table UI: input, the prompt line, hover values, results and the solo streak, over the shared table.

It shows ``t.view`` (the engine's view for the seat in front of the screen) and offers exactly ``legal_actions`` as
glowing fields, Bosses, piles, hand cards and buttons. Choreography is in ``choreo``, painting in ``paint`` and
``paint_rivals`` (the discard list too), geometry in ``layout``, card faces in ``art``. Every number about beans it
shows comes from the view (``field_worth``, a Boss's ``sells_at``).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from engine.al_cabohne import foresight, prompts, tally
from engine.al_cabohne.cards import card_type
from engine.al_cabohne.kinds import EventKind
from engine.al_cabohne.pages import PILES_WHOLE
from engine.al_cabohne.words import LONE_BEAN_BUTTON, known_tip, lone_bean, seen_tip
from engine.al_cabohne.words import describe_in as engine_describe_in
from engine.al_cabohne.words import hint as engine_hint
from engine.core import Action, Event, Words, words
from engine.results import FinalRow
from game import theme, ui
from game.i18n import N_, language, tr
from game.kit import panels, tips
from game.kit.advisor import MENU_COLUMN
from game.kit.choices import Offer, Pick
from game.kit.contract import Context, Line, ModalList, PerViewer, TableUI
from game.kit.rows import strips
from game.kit.selection import Held, Selection, step_line
from game.tables.al_cabohne import choreo, paint, paint_rivals
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.art import ART, MAFIA_RED
from game.tables.al_cabohne.layout import DISCARD, Layout
from game.tables.al_cabohne.trading import Trading

DISCARD_LIST = Pick("view", "discard")
# moves a warning may come before
FORETOLD_KINDS = ("plant", "place", "give", "fill", "leftover", "tax", "end", "harvest")
TARGET_KINDS = {"leftover": ("leftover",), "kept": ("place", "fill"), "hand": ("give", "fill")}
CARD_MOVES = ("place", "fill", "give", "leftover")  # a chosen card (or unit) sent to a place
CONFIRMED_KINDS = ("give", "place", "fill")  # moves onto a Boss: one that makes him sell asks for a second click
PLACED = {"field": ("place", "fill", "leftover"), "boss": CONFIRMED_KINDS}  # the moves each kind of place takes

# AC-14, AC-31, AC-35: what the pile is, and that it counts for no one (playtest 31: the score fell with no word)
SET_ASIDE_TIP = words("Coins paid for third fields: they count for no one and go back into the deck at the next "
                      "reshuffle.")
TIP_WIDTHS = (panels.TIP_WIDTH, 420, 236)  # a tip's widths tried, widest first: 236 fits the move buttons' column


class AlCabohneUI(TableUI):
    # the end is shown by the results; a proposal made or withdrawn is told in the log and its panel
    # no animation of their own: the prompt line and the log say an empty Boss must be filled (BOSS_FILL)
    still_events = frozenset({EventKind.GAME_OVER, EventKind.PROPOSAL, EventKind.WITHDRAWN, EventKind.BOSS_FILL})
    art = ART
    painter = paint
    hint_width = L.HINT_MAX_W - 40  # the hint pill spans the table: a Hint line names the next best move too
    # the hand fills the bottom right: "Pass to …" takes the top of the button column, empty between turns
    pass_rect = pygame.Rect(L.BUTTONS.x, L.BUTTONS.y, L.BUTTONS.w, 56)
    prompt_rect = pygame.Rect(640 - (L.HINT_MAX_W + 30) // 2, L.HINT_Y - 20, L.HINT_MAX_W + 30, 40)
    # the recap of others' moves hides none of the panels above the log (the rival's fields, the score and
    # "if the game ended now"): with no room left above, it covers the log it summarises
    own_rect = L.OPP_PANEL.union(L.SCORE_PANEL)
    # nor the phase track and the Mafia's panel (the Bosses' names and fields, the treasury): with the coach over most
    # of the log, it lay there at the start of each turn, over phases 2 to 4 and the Bosses' titles (playtest 31); nor
    # the captions along the top of the player's own panel (its name, "Hand — planted from the front")
    recap_clear = (L.TRACK, L.mafia_panel(3), pygame.Rect(L.OWN_PANEL.x, L.OWN_PANEL.y, L.OWN_PANEL.w, 26))

    def hint_fits(self, text: str) -> bool:
        return paint.prompt_holds(text, self.hint_width)  # two lines where one is not enough: the move and its why

    def __init__(self, t: Context) -> None:
        self.t = t
        self.layouts = PerViewer(Layout)
        self.trading = Trading(t)  # the two-player trading variant
        self.tip = tips.Hover(L.TIP_ROOM, TIP_WIDTHS)
        # the warnings of the moves asked about, for one view in one language
        self._foretold: tuple[Any, str, dict[Action, tuple[str, ...]]] | None = None
        # a card (a revealed unit, a leftover, a hand card for the Mafia) chosen, then where it goes; a hand card
        # given to the Mafia is a choice made on purpose, never taken alone, unless the boss-fill check demands it
        self.choosing = Selection(t, TARGET_KINDS, self._chosen_from,
                                  alone=lambda pick: pick.zone != "hand" or t.view.filling)
        # the selection's questions, as the prompt, the picture and the coach's tests ask them
        self.candidates, self.selection, self.targets = self.choosing.candidates, self.choosing.chosen, \
            self.choosing.targets
        # a move that makes a Boss sell at once, clicked once: a second click on it plays it; a move, another choice
        # or a click on nothing offered forgets it
        self.second_click = Held(t)
        # the move that waited when End turn was clicked: the next click on End turn ends the turn without it
        self.end_asked = Held(t)
        # the Hint's move as shown, for its warning by the ringed place: the move the Hint or the coach names now,
        # while the view and the choice it was named for stand
        self.hinted = Held(t)
        # each Boss's sales seen at this table (AC-13, AC-34): the coins and how many sales, for the results; a sale
        # is news, so no undo takes one back
        self._sales: dict[str, list[tuple[int, ...]]] = {}

    @property
    def log_rect(self) -> pygame.Rect | None:
        """The log, while no trade panel lies over it: "since your last turn" waits until the proposal is answered
        (it covered the cards offered), and a click on the panel does not open the log over it."""
        return None if self.trading.over_log() else L.LOG

    # --- geometry -----------------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        v = self.t.view
        return self.layouts.get(v.players, self.t.bottom, sum(1 for b in v.bosses if b.active))

    # --- choreography and its moments -------------------------------------------------------------
    def opening(self, events: list[Event]) -> None:
        tally.record_sales(self._sales, events)
        if self.t.anim.speed <= 0:
            self.t.effects.narrate_all(events)
            return
        choreo.opening(events, self.t.view, self.t.stage, self.layout, self.t.effects)

    def choreograph(self, events: list[Event], before: Any) -> None:
        tally.record_sales(self._sales, events)
        choreo.choreograph(events, self.t.view, self.t.stage, self.layout, self.t.effects)

    def tick(self, dt: float) -> None:
        if not self.t.anim.blocking:  # the phase being animated is over: the next move starts from the view's
            self.t.effects.show_label(None)

    # --- input --------------------------------------------------------------------------------
    def lists(self) -> list[ModalList]:
        return [ModalList(DISCARD_LIST, L.DISCARD_PILE.copy(),
                          lambda surface: paint.discard_list(surface, self.t.cards_in(DISCARD), self.art))]

    def _chosen_from(self, a: Action) -> str:
        """Where the card of a move to a place is chosen: the leftovers, the revealed units ("kept") or the hand (a
        Boss is filled from the revealed units or from the hand, R-10)."""
        if a.kind == "leftover":
            return "leftover"
        hand = self.t.view.hands[self.t.bottom] if self.t.view.seat is not None else ()
        return "kept" if a.kind == "place" or (a.kind == "fill" and a.card not in hand) else "hand"

    def places(self) -> dict[str, pygame.Rect]:
        """Every place a card may go to, by the engine's name for it: the fields, the Bosses, the discard."""
        bosses = {f"boss:{j}": L.boss_area(j) for j in range(len(self.t.view.bosses))}
        return {**{f"field:{i}": L.field_area(i) for i in range(3)}, **bosses, "discard": L.DISCARD_PILE.copy()}

    def target_rect(self, target: str) -> pygame.Rect:
        return self.places()[target]

    def pile_rects(self, kind: str, card: int) -> list[pygame.Rect]:
        """Every kept (or leftover) pile of that card's type: a unit is all of them."""
        piles = [self.t.cards_in((kind, -1, i)) for i in range(3)]
        return [L.kept_area(i, len(p)) for i, p in enumerate(piles) if p and card_type(p[0]) == card_type(card)]

    def hand_strips(self) -> list[pygame.Rect]:
        """The visible part of each own hand card (cards overlap when the hand is long)."""
        hand = self.t.cards_in(("hand", self.t.bottom, 0))
        return [r for _, r in strips([(c, L.hand_rect(i, len(hand))) for i, c in enumerate(hand)])]

    def offers(self) -> list[Offer]:
        play = self.t.play
        out = [Offer(b.rect, a, partial(self.press, a)) for b, a in self.buttons()]
        if self.trading.drafting() is not None:  # a proposal being put together takes every click
            return out + self.trading.offers(self.hand_strips(), self.t.cards_in(("hand", self.t.bottom, 0)))
        for a in self.t.choices.of("harvest"):
            out.append(Offer(L.harvest_button(int(a.target.partition(":")[2])), a, partial(play, a)))
        for a in self.t.choices.of("buy_field"):
            out.append(Offer(L.field_area(2), a, partial(self._confirmed, a), glow=True))
        out += self.choosing.target_offers(self.target_rect, self._confirmed)
        plants = self.t.choices.of("plant")
        out += [Offer(self.target_rect(a.target), a, partial(play, a), glow=True) for a in plants]
        strips = self.hand_strips()
        hand = self.t.cards_in(("hand", self.t.bottom, 0))
        if len(plants) == 1 and hand:
            out.append(Offer(strips[0], plants[0], partial(play, plants[0])))
        # the rightmost hand card lies on top; then the revealed units, then the leftovers, on each pile of
        # their type
        places = [(Pick("select", "hand", hand[i]), strips[i]) for i in range(len(hand) - 1, -1, -1)]
        places += [(pick, r) for pick in sorted(self.candidates()) if pick.zone != "hand"
                   for r in self.pile_rects(pick.zone, pick.card)]
        out += self.choosing.choose_offers(places)
        # a place only one card may go to takes it with nothing chosen (the coach's ring is no choice)
        out += self.choosing.sole_offers(self.target_rect, self._confirmed)
        # the place the coach (or the Hint) names for a card takes that card with nothing chosen: a newcomer
        # clicks where the pick says the card goes, and was told "Choose a card first"
        named = self.hinted.action if self.selection() is None else None
        if named is not None and named.kind in CARD_MOVES and named.target and \
                named.target not in self.choosing.sole_movers():
            out.append(Offer(self.target_rect(named.target), named, partial(self._confirmed, named)))
        return out

    def _confirmed(self, a: Action) -> None:
        """Play ``a``, unless it makes a Boss sell at once (AC-13, ``foresight.mafia_coins``) and was not clicked
        just before: then the prompt says what will happen, and a second click on the same place plays it."""
        v = self.t.view
        # AC-14: the third field takes 4 of the player's coins, too many for one unmeant click
        # the tax too: "Pay tax" sold Al's Blue ×8 for 3 coins with no word on the click (playtest 23)
        costly = a.kind == "buy_field" or a.kind in (*CONFIRMED_KINDS, "tax") and foresight.mafia_coins(v, a) > 0
        self.second_click.click(a, twice=costly)

    def advised(self, a: Action) -> None:
        self.hinted.hold(a)

    def let_go(self, a: Action) -> str | None:
        return self.t.say(prompts.cancelled(self.t.view, a))

    def armed(self) -> Action | None:
        """The move waiting for its second click, while the view and the choice it was clicked with stand."""
        return self.second_click.action

    def _choose_first(self, target: str) -> str | None:
        """A click on ``target`` with nothing chosen, where several cards (or a hand card for the Mafia) may go:
        which to choose first. ``None`` where no card may go there."""
        movers = self.choosing.movers(target)
        if not movers:
            return None
        named = [(pick.zone, prompts.chosen(pick.zone, pick.card, self._lying(pick))) for pick, _a in movers]
        lying = [(zone, list(dict.fromkeys(w for z, w in named if z == zone)))
                 for zone in ("kept", "hand", "leftover")]
        return self.t.say(prompts.choose_first([(zone, names) for zone, names in lying if names]))

    def _lying(self, pick: Pick) -> int:
        """How many cards of the chosen card's type lie in its piles (a revealed unit moves whole)."""
        return sum(len(c) for i in range(3) if (c := self.t.cards_in((pick.zone, -1, i)))
                   and card_type(c[0]) == card_type(pick.card))

    def keep_selection(self, pick: Pick) -> bool:
        return self.choosing.keep(pick)

    def explain(self, pos: tuple[int, int]) -> Action | str | None:
        """A click on a field, a Boss or a card that is not offered: the move it seems to try, or where a card
        that may go is played from; where it says neither, that the move waiting for its second click is let go."""
        # a click beside the move waiting for its second click: that move is no longer meant
        armed = self.second_click.action
        self.second_click.hold(None)
        said = self._explain(pos)
        if said is None and armed is not None:
            return self.t.say(prompts.cancelled(self.t.view, armed))
        return said

    def _explain(self, pos: tuple[int, int]) -> Action | str | None:
        v = self.t.view
        sel = self.selection()
        hand = self.t.cards_in(("hand", self.t.bottom, 0))
        kind = {"hand": "fill" if v.filling else "give", "kept": "fill" if v.filling else "place",
                "leftover": "leftover"}.get(sel.zone, "") if sel is not None else ""
        under = next((t for t, r in self.places().items() if r.collidepoint(pos)), "")
        # nothing chosen, on a place some card may go to: which card to choose first
        if sel is None and under and (said := self._choose_first(under)) is not None:
            return said
        if sel is not None and kind in PLACED.get(under.partition(":")[0], ()):  # the chosen card sent there
            return Action(kind, sel.card, under)
        for i in range(3):
            if L.field_area(i).collidepoint(pos):
                if v.phase == "plant" and hand:
                    return Action("plant", hand[0], f"field:{i}")
                if self.t.cards_in(("field", self.t.bottom, i)):  # a full field clicked: the player tries to harvest
                    harvest = Action("harvest", -1, f"field:{i}")
                    # not offered: the engine says why (AC-11, a lone bean beside a field of 2 or more)
                    return harvest if harvest not in self.t.choices.legal else self.t.say(prompts.HARVEST_BUTTON)
            if L.harvest_button(i).collidepoint(pos):
                return Action("harvest", -1, f"field:{i}")
        for i in range(3):  # a revealed unit not offered (a leftover always may go to the discard)
            cards = self.t.cards_in(("kept", -1, i))
            if cards and L.kept_area(i, len(cards)).collidepoint(pos):
                return Action("place", cards[-1])  # no place named: the engine says why it may go nowhere
        for i, r in enumerate(self.hand_strips()):
            if r.collidepoint(pos) and i < len(hand):
                if v.phase == "plant" and self.t.choices.for_card(hand[i], "plant"):
                    return self.t.say(prompts.PLANT_ON_FIELD)  # the card may go: the click belongs on a field
                return Action("plant", hand[i], "field:0") if v.phase == "plant" else Action("give", hand[i], "boss:0")
        return None

    def press(self, key: Action | Pick) -> None:
        """A button: the trade's go to the variant's part, the others are moves."""
        if isinstance(key, Pick) or key.kind in ("accept", "refuse"):
            self.trading.run(key)
        elif key.kind in ("buy_field", "tax"):  # the tax may make a Boss sell (AC-17, AC-13): asked like a gift
            self._confirmed(key)
        elif key.kind == "end" and (waiting := self.armed()) is not None and self.end_asked.action != waiting:
            # End turn while a move waits for its second click: the turn goes on, and the notice says how to play or
            # skip that move (playtest 34: the gift was dropped with no word, found only in the review)
            self.end_asked.hold(waiting)
            self.t.notice.show(self.t.say(prompts.end_first(self.t.view, waiting, key)))
        else:
            self.t.play(key)

    def buttons(self) -> list[tuple[ui.Button, Action | Pick]]:
        trade = self.trading.buttons()
        drafting = self.trading.drafting() is not None
        acts = [] if drafting else [a for a in self.t.choices.legal if a.kind in ("tax", "end")]
        rects = panels.column(L.BUTTONS, len(acts) + len(trade), L.BUTTON_H, 10)
        out: list[tuple[ui.Button, Action | Pick]] = []
        # a button is known in tests by its move's kind, or by the trade step's name
        for (label, key, primary), r in zip(trade, rects[:len(trade)], strict=True):
            name = key.kind if isinstance(key, Action) else f"trade:{key.zone}"
            out.append((ui.Button(r, label, key=name, size=20, primary=primary), key))
        rects = rects[len(trade):]
        # the button's words are the move's (``describe_in``): the coach and the hint name what it reads
        pick = self.t.coach_pick if self.t.coach_pick in acts else None  # the coach's, alone, when it names one
        for a, r in zip(acts, rects, strict=True):
            out.append((ui.Button(r, self._label(a), key=a.kind, size=22, primary=pick is None or a == pick), a))
        if not drafting:
            # under the field it adds, never in the column: there it took Reveal's usual place after planting,
            # and the habitual click spent the coins
            out += [(ui.Button(L.BUY_BUTTON.copy(), self._label(a), key=a.kind, size=16), a)
                    for a in self.t.choices.of("buy_field")]
        return out

    def _label(self, a: Action) -> str:
        """A button's words: the move's (``describe_in``), or "Confirm" while it waits for its second click (playtest
        25: the first click on Pay tax changed only the prompt's end, and seemed to do nothing)."""
        return tr("Confirm") if a == self.armed() else self.t.say(engine_describe_in(self.t.view, a))

    # --- words ------------------------------------------------------------------------------------
    def prompt(self) -> Line:
        v = self.t.view
        busy = self.t.label
        if busy in prompts.BUSY:  # while the cards move, say what they are doing rather than what comes after
            return self.t.say(prompts.BUSY[busy]), theme.TEXT
        if v.final is not None:
            return self.t.say(engine_hint(v)), (MAFIA_RED if not v.final.winners else theme.GOLD)
        other = self.t.turn_prompt()
        if other is not None:
            return other
        if self.trading.drafting() is not None:
            return self.t.say(prompts.DRAFTING), theme.ACCENT
        armed = self.armed()
        if armed is not None:  # what the second click will bring, in the engine's words
            return self.t.say(prompts.confirm(v, armed, " ".join(self._warnings(armed)))), MAFIA_RED
        text = self.t.say(engine_hint(v))
        sel = self.selection()
        if sel is not None and sel in self.candidates():
            targets = self.targets(sel)
            sending = prompts.sending(v, sel.zone, sel.card, self._lying(sel), targets)
        elif plants := self.t.choices.of("plant"):  # the front card: planted by a click on a field, never chosen
            targets, sending = plants, prompts.sending(v, None, plants[0].card, 0, plants)
        elif (tax := self.t.choices.of("tax")) and (taxed := self._warnings(tax[0])):
            # a tax that makes a Boss sell at once (AC-17, AC-13), said before Pay tax: harvesting first may avoid it
            return " ".join(taxed), MAFIA_RED
        elif tax and v.tax_due and (fed := foresight.tax_fed(v)) is not None:
            # the way out of the tax that feeds the Boss anyway at the reveal (AC-21): said before the harvest is
            # clicked, not only in the Hint (playtest 32b); after the phase's words where both fit
            line = self.t.say(words("{a} {b}", a=engine_hint(v), b=fed))
            return (line if _fits(line) else self.t.say(fed)), MAFIA_RED
        else:
            return text, theme.ACCENT
        what, where = map(self.t.say, sending)
        # what a place the chosen card may go to would bring (a Boss who sells, a field taxed) is said here, not
        # only in the tip over that place: the phase's words give way to it
        # only a warning every glowing place shares: the first place's ("field 1 will be taxed") read as the one to
        # click, where the coach named another field (each glowing field has its own number)
        # (a Boss's sale names its Boss, so it is said whatever the other places bring)
        said = {self._warnings(a) for a in targets}
        # nor, first, a lone bean barred from harvest (AC-11), which names the field that bars it (playtest 34: the
        # revealed type then had nowhere to go, with no word before the click)
        warned = said.pop() if len(said) == 1 else tuple(dict.fromkeys(
            [self.t.say(b) for a in targets if a.target.startswith("field") and (b := foresight.bars(v, a))]
            + [w for a in targets if a.target.startswith("boss") for w in self._warnings(a)]))
        if warned:
            maybe = sel is None and not v.must_plant  # AC-19: the second plant, its warning what follows if made
            # "Once planted", not "If you do": the tax warning is a condition of its own ("If you do: If not
            # harvested first, …", playtest 34)
            line = tr(N_("{what}: click {where}. Once planted: {warning}") if maybe else N_("{what}: click {where} — {warning}"),
                      what=what, where=where, warning=" ".join(warned))
            if not _fits(line):  # too long even at the prompt's smallest size:
                # the warning alone (the glowing places show where the card may go)
                line = tr("Once planted: {warning}", warning=" ".join(warned)) if maybe else " ".join(warned)
            if not _fits(line):  # two Bosses' sales: the first (each Boss's tip
                line = warned[0]  # and the second click's confirm say the other)
            return line[:1].upper() + line[1:], theme.ACCENT  # "your Broad: …" opens the line: "Your Broad: …"
        if sel is None:  # planting: the phase's own words say what to do
            return text, theme.ACCENT
        # too long even at the prompt's smallest size: the chosen card's step alone, the phase is on the track
        return step_line(text, what, where, _fits), theme.ACCENT

    def _warnings(self, move: Action) -> tuple[str, ...]:
        """The engine's warnings for ``move`` (``engine.al_cabohne.foresight``), worked out once per view and move."""
        v = self.t.view
        if self._foretold is None or self._foretold[0] is not v or self._foretold[1] != language():
            self._foretold = (v, language(), {})
        said = self._foretold[2]
        if move not in said:
            warned = foresight.warnings(v, move) if move.kind != "harvest" else foresight.fed_warnings(v, move)
            said[move] = tuple(self.t.say(w) for w in warned)
        return said[move]

    def hover_text(self) -> str | None:
        """What the mouse is over says what selling it now would earn (from the view's field worth); over a move
        that makes a Boss sell or leaves a field to be taxed, the engine's warning comes first."""
        said = next((self.t.say(said) for r, said in self.tip_rows() if r.collidepoint(self.t.mouse)), None)
        return "\n".join([*self.warnings_at(self.t.mouse), *([said] if said else [])]) or None

    def warnings_at(self, pos: tuple[int, int]) -> tuple[str, ...]:
        """The engine's warnings for the move under ``pos`` (``engine.al_cabohne.foresight``), worked out once
        per view and move: a Boss who will sell at once, a field the next tax will take from."""
        if self.t.anim.blocking or self.trading.drafting() is not None:
            return ()
        move = next((o.key for o in self.t.current_offers() if isinstance(o.key, Action)
                     and o.key.kind in FORETOLD_KINDS and o.rect.collidepoint(pos)), None)
        return () if move is None else self._warnings(move)

    def tip_rows(self) -> list[tuple[pygame.Rect, Words]]:
        """What each place says under the mouse, the first place that holds it speaking: a greyed harvest button
        why it may not be clicked, a field or a Boss what selling now would earn (from the view's field worth), an
        outlined hand card and the prompt asking for cards for the Mafia why one would give them (AC-23), the tags
        of known cards what they mean (AC-24, R-16)."""
        v, me = self.t.view, self.t.bottom
        rows = [(L.harvest_button(i), why) for i, why in self.barred_harvests().items()]
        rows += [(L.field_area(i), prompts.field_tip(v, me, i, self.t.cards_in(("field", me, i)), own=True))
                 for i in range(len(v.fields[me]))]
        hand, strips = self.t.cards_in(("hand", me, 0)), self.hand_strips()
        cands = self.candidates()
        for i in range(len(hand) - 1, -1, -1):  # the rightmost lies on top
            pick = Pick("select", "hand", hand[i])
            bosses = sorted({int(a.target.partition(":")[2]) for a in self.targets(pick)} if pick in cands else set())
            rows += [(strips[i], prompts.hand_tip(v, hand[i], bosses[0]))] if bosses else []
        if "give" in self.t.choices.kinds and not v.filling:
            rows.append((tips.measured(lambda m: paint.prompt(m, *self.t.prompt_line())), prompts.WHY_GIVE))
        if v.players == 2:
            o = 1 - me
            rows += [(paint.seen_rect(hand, i), seen_tip(o)) for i, c in enumerate(hand) if c in v.shown[me]]
            rows += [(paint_rivals.known_rect(), known_tip(o))] if v.shown[o] else []
            # an empty field of the opponent's says nothing
            rows += [(L.opp_field(i), prompts.field_tip(v, o, i, cards, own=False)) for i in range(len(v.fields[o]))
                     if (cards := self.t.cards_in(("field", o, i)))]
        # the coins paid for third fields (AC-14): "4 coins set aside" by the deck said nothing of why (playtest 29)
        if self.t.cards_in(L.SET_ASIDE):
            rows.append((L.SET_ASIDE_PILE.inflate(12, 44).move(0, 20), SET_ASIDE_TIP))
        # two kept piles of one type: what moves them both at one click is said where they are (playtest 29: the
        # prompt said "each type whole", and one click moving two piles was unexplained)
        kept = [self.t.cards_in(("kept", -1, i)) for i in range(3)]
        types = [card_type(p[0]) if p else -1 for p in kept]
        rows += [(L.kept_area(i, len(p)), PILES_WHOLE) for i, p in enumerate(kept) if p and types.count(types[i]) > 1]
        # a Boss's tip once his pile as it lies agrees with the view: while his cards still fly (the deal's endowment,
        # a sale) it said "empty" over the card landing, or "sells at 0 beans" over the beans he had just sold
        return rows + [(L.boss_area(j), prompts.boss_tip(v, j, cards)) for j, b in enumerate(v.bosses)
                       if b.active and bool(cards := self.t.cards_in(("boss", -1, j))) == bool(b.cards)]

    # --- drawing ---------------------------------------------------------------------------------
    def static_key(self) -> Any:
        # the named move: its place takes the card with nothing chosen (``offers``)
        return self.selection(), self.trading.static_key(), self.armed(), self.hinted.action

    def picture(self) -> paint.Picture:
        t = self.t
        open_ = t.input_open and t.open_list is None
        offers = t.current_offers() if open_ else []
        return paint.Picture.of(
            t, self.layout, self.art, phase=t.label if t.label is not None else t.view.phase,
            # the streak is today's: a replay or a review shows a past position, where it read as the streak then
            streak=None if t.embedded else t.solo_record,
            buttons=[b for b, _ in self.buttons()] if open_ else [],
            harvests={int(o.key.target[-1]): o.rect for o in offers
                      if isinstance(o.key, Action) and o.key.kind == "harvest"},
            barred={i: self.t.say(LONE_BEAN_BUTTON) for i in self.barred_harvests()} if open_ else {},
            selected=self.selection() if open_ else None,
            selectable={o.key for o in offers if isinstance(o.key, Pick) and o.key.kind in ("select", "give")},
            front_plays=any(isinstance(o.key, Action) and o.key.kind == "plant" for o in offers),
            can_buy="buy_field" in t.choices.kinds and open_,
            forced_harvest=t.view.forced_harvest,
            giving=frozenset(d.give) if (d := self.trading.drafting()) is not None else frozenset(),
            selling=self._selling() if open_ else frozenset(),
            feeding=frozenset(int(o.key.target[-1]) for o in offers if isinstance(o.key, Action)
                              and o.key.kind == "harvest" and self._warnings(o.key)),
            trade=partial(self.trading.paint, art=self.art, names=self.t.names),
        )

    def barred_harvests(self) -> dict[int, Words]:
        """The viewer's lone beans that AC-11 keeps from harvest while other fields may be harvested, with the
        engine's reason: their button is shown greyed (a button that vanished read as a bug)."""
        v = self.t.view
        if v.seat is None or not self.t.choices.of("harvest") or self.trading.drafting() is not None:
            return {}
        fields = v.fields[self.t.bottom]
        return {i: why for i in range(len(fields)) if (why := lone_bean(fields, i)) is not None}

    def _selling(self) -> frozenset[int]:
        """The Bosses the move the prompt warns of makes sell at once (AC-13): the move waiting for its second
        click, else the tax (AC-17), which the prompt warns of before Pay tax is clicked."""
        move = self.armed() or next(iter(self.t.choices.of("tax")), None)
        return foresight.sellers(self.t.view, move) if move is not None else frozenset()

    def paint_live(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return self.t.effects.lit_offers(surface, self.t.current_offers(), self.t.mouse, lambda o: isinstance(
            o.key, Action) and o.key.kind in ("harvest", "tax", "end"), L.DISCARD_PILE)

    def paint_over(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The tip under the mouse, over everything: a coin's "+1" rising from the pile ran across a long warning."""
        # as wide as the kit makes it, else narrower: a warning by the move buttons fits the column under them
        key = (self.t.mouse, id(self.t.view), self.t.stage.version, self.t.choices.version, self.t.label, language())
        text, at = self.tip.said(key, self.hover_text), self.t.mouse
        if not text:
            text, at = self._advised_warning() or (None, at)
        # a tip keeps off the hand (playtest 15: the warnings of "End turn · draw" lay over it; playtest 29: the
        # Hint's warning by the hand card it names lay over the hand's other cards)
        return self.tip.draw(surface, text, at, lambda: self._clear_of(text or "", at, self.keep_clear()))

    def _clear_of(self, text: str, at: tuple[int, int], clear: list[pygame.Rect]) -> list[pygame.Rect]:
        """``clear``, or where a tip finds no place clear of it all, the first of fewer things to keep clear where it
        finds one: ``clear`` but the Mafia's panel (the tip lies over the other Bosses' fields, never over the one
        pointed at nor the beans the player is placing, AC-22), then only what is read beside the tip (``in_sight``):
        where none was found the tip stood where the kit puts it, over the Bosses' names and cards and the
        opponent's hand (playtest 29, French)."""
        mafia = L.mafia_panel(self.layout.bosses)
        pointed = [r for j in range(len(self.t.view.bosses)) if (r := L.boss_area(j)).collidepoint(at)]
        sight = self.in_sight()
        for keep in ([*clear, *sight], [r for r in clear if r != mafia] + pointed + sight, sight + pointed):
            tip = tips.measured(partial(tips.clear_tip, text=text, at=at, keep_clear=keep, room=self.tip.room,
                                        widths=self.tip.widths))
            if tip.collidelist(keep) < 0 and not tip.collidepoint(at):
                return keep
        return clear + sight

    def in_sight(self) -> list[pygame.Rect]:
        """What a tip never covers, wherever it is: the Bosses' name tags and cards, the revealed beans and their
        heading, the cards of both hands, the prompt line and the buttons (playtest 29: a French Boss's tip hid
        the Bosses' names and the opponent's hand; another lay over "Your revealed beans")."""
        v = self.t.view
        active = self.layout.bosses
        out = [L.boss_plate(j).inflate(4, 4) for j in range(active)]
        out += [L.boss_stack(j).inflate(4, 4) for j in range(active)] + [L.treasury_stack(active)]
        piles = [L.kept_area(i, len(p)) for kept in (v.kept, v.leftovers) for i, p in enumerate(kept) if p]
        if piles:
            out += [*piles, paint.revealed_title_rect(paint.revealed_title(v, self.t.names.__getitem__)).inflate(8, 4)]
        out.append(L.HAND_AREA.inflate(0, 32))  # the chosen card rises 16 pixels, the "plant next" tag over it
        if v.players == 2:
            out.append(L.OPP_HAND)
        return out + [tips.measured(lambda m: paint.prompt(m, *self.t.prompt_line()))] + \
            ([b.rect for b, _a in self.buttons()] if self.t.input_open else [])

    def keep_clear(self) -> list[pygame.Rect]:
        """What a tip never covers: the buttons, the prompt line, the log (where the coach speaks), the panels and
        the phase track at the top, the viewer's fields and the piles with their words (playtest 18: a field's tip
        lay over "cliquez pour voir", "épuisée 0/3"), the name over the fields (a field's tip lay on "Alice") and the
        hand's heading, and the revealed beans still to place (playtest 27: a Boss's tip lay over them)."""
        v, fields = self.t.view, L.field_area(0).union(L.harvest_button(2))
        piles = [L.kept_area(i, len(p)) for kept in (v.kept, v.leftovers) for i, p in enumerate(kept) if p]
        name = pygame.Rect(L.NAME_AT, theme.font(L.NAME_SIZE, True).size(panels.seat_label(self.t.seats[self.t.bottom])))
        # a tip edge to edge with the name, or over the hand's heading, read as covering them (playtest 24)
        name, heading = name.inflate(16, 4), paint.heading_rect().inflate(16, 4)
        hint = tips.measured(lambda m: paint.prompt(m, *self.t.prompt_line()))
        buttons = [b.rect for b, _a in self.buttons()] if self.t.input_open else []
        return [hint, MENU_COLUMN, L.LOG, fields, name, heading, L.BUY_BUTTON, L.TRACK, L.PILES, *buttons,
                L.mafia_panel(self.layout.bosses), *([self.pass_rect] * self.t.kit_button_shown),
                L.OPP_PANEL if v.players == 2 else L.SCORE_PANEL, *piles]

    def _advised_warning(self) -> tuple[str, tuple[int, int]] | None:
        """The Hint's move, when it makes a Boss sell or leaves a field to be taxed: its warning, by the ringed
        place and without hovering (the Hint's line takes the prompt's place, and a newcomer never hovers)."""
        a = self.hinted.action
        if a is None or self.t.coach_speaking:  # the coach's words give the pick's reason already
            return None
        # where the Hint rings it: the move's place, or the card to choose first
        rect = next((o.rect for o in self.t.current_offers() if o.key == a or getattr(o.key, "card", None) == a.card
                     and isinstance(o.key, Pick)), None)
        warned = a.kind in FORETOLD_KINDS and not self.t.anim.blocking and self._warnings(a)
        return (" ".join(warned), rect.midtop) if warned and rect else None

    # --- results: the piles from the sales seen at this table (``tally``), the notes the engine's -----------
    def result_rows(self) -> list[FinalRow] | None:
        return tally.rows(self.t.view, self._sales, self.t.effects.log.entries)

    def card_painter(self) -> Any:
        return self.art.coin_face


def _fits(line: str) -> bool:
    """Whether a prompt line fits the prompt's pill at its smallest size (13 points)."""
    return theme.font(13, True).size(line)[0] <= L.HINT_MAX_W
