"""The Système Solaire table UI: input, the choices collected on screen, the prompt line and the results' card faces.

It shows ``t.view`` (the engine's view for the seat in front of the
screen) and offers exactly what ``legal_actions`` allows: probe sets, groups,
the bid buttons, hand cards, the Hand / Front toggles. Two decisions the
engine takes in picks are collected whole on screen first — the payment and
the secret selection — and sent as the engine's picks in ascending card
order with the confirmation (``play_all``). Choreography is in ``choreo``,
painting in ``paint``, ``seats`` and ``board``, the lists here, the buttons in
``controls``, geometry in ``layout``, card faces in ``art``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable
from functools import partial
from typing import Any

import pygame

from engine.core import Action, Event, Player, Words, words
from engine.systeme_solaire import table_words
from engine.systeme_solaire.advice import aimed_take
from engine.systeme_solaire.cards import NAMES, PROBE_SETS, auction_value, hand_value, kind
from engine.systeme_solaire.facts import start_split
from engine.systeme_solaire.kinds import EventKind
from engine.systeme_solaire.words import card_info, paying, revealed_words, split_words, take_why_not
from engine.systeme_solaire.words import hint as engine_hint
from game import theme
from game.i18n import tr, trn
from game.kit import panels, tips
from game.kit.advisor import MENU_COLUMN
from game.kit.card_list import ListLook, counted, paint_list
from game.kit.choices import Offer, Pick
from game.kit.contract import Context, Line, ModalList, PerViewer, TableUI
from game.kit.rows import strips
from game.kit.stage import Zone
from game.tables.systeme_solaire import choreo, coach, controls, paint
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire.art import ART, kind_name
from game.tables.systeme_solaire.controls import COMMIT, PLACE, Control
from game.tables.systeme_solaire.layout import DISCARD_PILE, Layout

# the share of the kit's pause left between computers' auction moves once every human has passed (and their payment)
QUICK_PAUSE = 0.35
DISCARD_LIST = Pick("view", "discard")
REMOVED_LIST = Pick("view", "removed")
# the widths a tip beside the hand tries, widest first: two or three lines of the Bid tip fit beside the hand
BESIDE_WIDTHS = (panels.TIP_WIDTH, 400, 320, 240)
LIST_LOOK = ListLook(big=(70, 98), small=(56, 78), big_up_to=52)  # big while the pile fits in four rows


class SystemeSolaireUI(TableUI):
    # a hand's count, a secret choice: told, not flown; the order of choice is told in the log and shown on each
    # seat's panel (its place and why) once the revealed totals have been held, nothing moves for it
    still_events = frozenset({EventKind.HAND, EventKind.SELECT, EventKind.ORDER})
    art = ART
    painter = paint
    choreo = choreo
    hint_width = L.HINT_MAX_W - 40  # the hint pill spans the table: a Hint line names the next best move too

    def hint_fits(self, text: str) -> bool:
        return paint.PROMPT.holds(text, self.hint_width)  # two lines where one is not enough: the move and its why
    pass_rect = L.PASS  # hot-seat: never where Pass or Bid was (the kit's place, bottom right)
    prompt_rect = pygame.Rect(640 - (L.HINT_MAX_W + 30) // 2, L.HINT_Y - 20, L.HINT_MAX_W + 30, 40)
    own_rect = L.OWN  # the viewer's own area, which the recap of others' moves leaves clear
    recap_clear = (L.BUTTONS,)  # the buttons, greyed ones too

    @property
    def seat_rects(self) -> list[pygame.Rect]:
        return [L.OWN, *(b.panel for b in self.layout.boxes.values())]

    @property
    def log_rect(self) -> pygame.Rect:
        """The log panel (its foot is "Pass to …" or "Results ▸" while one stands there)."""
        return L.LOG_HANDING if self.t.kit_button_shown else L.LOG

    def __init__(self, t: Context) -> None:
        self.t = t
        # one layout per viewer, and one for the end (every hand shown)
        self.layouts: PerViewer[Layout] = PerViewer(Layout)
        self.picked: tuple[int, ...] = ()  # hand cards chosen for the payment or the selection, not sent yet
        self.amount = 0  # the amount on the Bid button
        self.advised_bid: int | None = None  # the amount the coach or the Hint put there at this decision
        self.group: int | None = None  # the group being taken
        self.split = ""  # where each of its cards goes: "h" hand, "f" front
        self.advice: Action | None = None  # the take or Pass the coach or the Hint named at this decision
        # each seat's take its last bid's reason named ("Win to pick first (group 2: …)"), by round: the group's
        # cards start that way once that bid wins (``facts.start_split``)
        self.aimed: dict[tuple[Any, int], Action | None] = {}
        self._decision: Hashable = None
        self.tip = tips.Hover(L.TIP_ROOM, (panels.TIP_WIDTH, L.TIP_WIDE))
        # this round's takes, group → (seat, where its cards went): the slot of a taken group says it, so a computer's
        # take made while the reveal still played out can be read after it (playtest 12, 11-after.png)
        self.took: dict[int, tuple[int, Words]] = {}
        # the choice on screen before each click that changed it, latest last: Undo takes those clicks back one by
        # one before any move (a newcomer who picked a wrong card read "a computer's answer" on a greyed Undo)
        self.steps: list[tuple[tuple[int, ...], int, int | None, str]] = []

    # --- geometry and choreography ------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        v = self.t.view
        return self.layouts.get(v.players, self.t.bottom, v.seat, v.phase == "over")

    def choreograph(self, events: list[Event], before: Any) -> None:
        for e in events:  # kept over the round's end: its last takes are said while it is held (``choreo``)
            if e.kind == EventKind.TAKE:
                self.took[e.value] = (e.seat, split_words(e.cards, e.target))
        choreo.choreograph(events, self.t.stage, self.layout, self.t.effects)

    # --- the choice collected on screen -------------------------------------------------------------
    def _sync(self) -> None:
        """A new decision: the screen's own choice starts afresh. Checked before the choice is read (the
        table's legal actions are only known once it is built, and a resumed game reaches a decision without
        a move)."""
        v, t = self.t.view, self.t
        decision = (v.phase, v.round, v.to_act, v.high, v.taking, t.viewer, t.human_turn)
        if decision != self._decision:
            self._decision = decision
            self.picked, self.steps = (), []
            self.group, self.split = None, ""
            self.advice = self.advised_bid = None
            amounts = controls.bid_amounts(t.choices)
            self.amount = amounts[0] if amounts else 0
            hand = v.hands[v.seat] if v.seat is not None else ()
            if v.phase == "pay" and v.to_act == v.seat and not t.replaying and hand_value(hand) == v.high - v.paid:
                # SS-13: a hand worth the bid exactly is owed whole, each card worth something chosen for the player
                # (a bid of 8 with a hand of 8 was paid card by card, playtest 33, 56_n24.png); a Sun, worth 0, stays
                self.picked = tuple(c for c in hand if auction_value(c))
            if v.phase == "bid" and t.human_turn:
                self.aimed[v.seat, v.round] = aimed_take(v)

    def tick(self, dt: float) -> None:
        self._sync()
        t = self.t
        if t.view.phase == "take" and t.input_open and t.human_turn:
            # thought out a slice a frame from the moment the seat may take (``Advisor.ranked``): mostly done before
            # the group is clicked; a group clicked sooner shows its cards in place once it is
            t.advisor.ranked()
        if self.placing and not t.advisor.ranking:
            self.split = self.start(self.group or 0)[1]

    @property
    def placing(self) -> bool:
        """A group is chosen and where its cards start is still being thought out."""
        return self.group is not None and not self.split

    def played(self) -> None:
        self._sync()

    def bot_pause(self, pause: float) -> float:
        """Shorter between computers' bids and payment picks once every human has passed this auction: five
        players' bidding war and card-by-card payment took some 14 s of watching (playtest 14, 180.png); each bid
        still holds its plate for ``AUCTION_BEAT`` first."""
        t, v = self.t, self.t.view
        if v.to_act is None or t.is_human(v.to_act) or v.phase not in ("bid", "pay"):
            return pause
        humans = [q for q in range(v.players) if t.is_human(q)]
        if v.phase == "bid" and not all(v.passed[q] for q in humans):
            return pause
        return pause * QUICK_PAUSE

    def reset(self) -> None:
        self._sync()
        self.tip.forget()  # worded for the previous viewer

    @property
    def paying(self) -> bool:
        return self.t.input_open and self.t.view.phase == "pay"

    @property
    def selecting(self) -> bool:
        return self.t.input_open and self.t.view.phase == "select"

    def pick(self, card: int) -> None:
        """A hand card chosen (or let go) for the payment or the selection."""
        self._step()
        self.picked = tuple(sorted(set(self.picked) ^ {card}))

    def _step(self) -> None:
        """A click is about to change the choice on screen: what it was is kept for Undo."""
        self.steps.append((self.picked, self.amount, self.group, self.split))

    def step_back(self, check: bool = False) -> bool:
        if not self.steps or check:
            return bool(self.steps)
        self.picked, self.amount, self.group, self.split = self.steps.pop()
        return True

    def commit(self) -> None:
        """Send the collected payment or selection: the engine's picks in ascending id order, then confirm."""
        kind, done = ("pay", "paid") if self.t.view.phase == "pay" else ("select", "done")
        self.t.play_all([Action(kind, c) for c in sorted(self.picked)] + [Action(done)])

    def raise_bid(self, step: int) -> None:
        if self.amount + step in controls.bid_amounts(self.t.choices):
            self._step()
            self.amount += step

    def legal_splits(self, g: int) -> set[str]:
        return {a.target for a in self.t.choices.of("take") if a.card == g}

    def choose_group(self, g: int) -> None:
        """Take group ``g`` (or let it go): its cards start as ``start`` puts them."""
        self._step()
        # no split until ``tick`` finds where the cards start (the ranking may still think)
        self.group, self.split = None if self.group == g else g, ""

    def start(self, g: int) -> tuple[str, str]:
        """Why and how group ``g``'s cards start: as the coach's or the Hint's pick puts them, so Take plays the
        advised move; else as the engine starts a group not advised (``facts.start_split``)."""
        advised = self.advised_split(g)
        if advised is not None:
            return "", advised
        v = self.t.view
        aimed = self.aimed.get((v.seat, v.round)) if v.winner == v.seat else None
        return start_split(v, g, self.legal_splits(g), self.t.advisor.ranked(), aimed)

    def advised_split(self, g: int | None) -> str | None:
        """The split the coach or the Hint named for group ``g`` at this decision, if it named a legal take of it."""
        a = self.advice
        return a.target if g is not None and a is not None and a.card == g and a.target in self.legal_splits(g) else None

    def place(self, j: int, where: str) -> None:
        split = self.split[:j] + where + self.split[j + 1:]
        if self.group is not None and split in self.legal_splits(self.group):
            self._step()
            self.split = split

    # --- input --------------------------------------------------------------------------------------
    def lists(self) -> list[ModalList]:
        """The discard pile, and with three players the cards set aside face up, listed whole."""
        out = [ModalList(DISCARD_LIST, DISCARD_PILE.copy(), partial(self.card_list, DISCARD_LIST))]
        if self.t.view.players == 3:
            out.append(ModalList(REMOVED_LIST, L.removed_strip(2), partial(self.card_list, REMOVED_LIST)))
        return out

    def card_list(self, key: Pick, surface: pygame.Surface) -> None:
        """Every card of a public pile (the discard pile, or the cards set aside face up for the whole game), oldest
        first, with a count per name under it."""
        v = self.t.view
        cards = v.discard if key == DISCARD_LIST else v.removed
        title = (trn("Discard pile — {n} card, oldest first", "Discard pile — {n} cards, oldest first", len(cards))
                 if key == DISCARD_LIST else
                 trn("Set aside face up for the whole game — {n} card (and {unseen} unseen)",
                     "Set aside face up for the whole game — {n} cards (and {unseen} unseen)", len(cards),
                     unseen=v.unseen))
        summary = [tr("{card} ×{n}", card=kind_name(k), n=n) for k, n in counted(cards, kind, len(NAMES))]
        paint_list(surface, LIST_LOOK, title, cards, ART.face, summary=summary)

    def controls(self) -> list[Control]:
        """The buttons of the decision now (only on the viewer's turn)."""
        if not self.t.input_open:
            return []
        v = self.t.view
        if v.phase == "bid":
            return controls.bidding(self.t.choices, self.amount, self.advice == Action("pass"))
        # the cards already sent count too: none while playing (the screen sends a payment or a selection
        # whole), some in a game review that stops halfway through one
        if v.phase == "pay":
            total = hand_value(self.picked) + v.paid
            return controls.committing("pay", tr("Pay {n}", n=total),
                                       total >= v.high and bool(self.picked or v.payment), bool(self.picked))
        if v.phase == "select":
            return controls.committing("select", tr("Confirm: total {n}", n=hand_value(v.selection + self.picked)),
                                       bool(self.picked or v.selection), bool(self.picked))
        if v.phase == "take":
            return controls.taking(self.group, self.split)
        return []

    def toggles(self) -> list[tuple[Control, Control, bool]]:
        if not self.t.input_open or self.group is None:
            return []
        return controls.toggles(self.group, self.legal_splits(self.group), self.split)

    def run(self, key: Action | Pick) -> None:
        """What a click on a control does."""
        if isinstance(key, Action):
            self.t.play(key)
        elif key.kind == "bid":
            self.raise_bid(key.card)
        elif key.kind == COMMIT:
            self.commit()
        elif key.kind == PLACE:
            self.place(key.card, key.zone)
        else:
            self._step()
            self.picked = ()

    def offers(self) -> list[Offer]:
        v, choices, play = self.t.view, self.t.choices, self.t.play
        out = [Offer(c.button.rect, c.key, partial(self.run, c.key)) for c in self.controls() if c.button.enabled]
        for hand, front, _barred in self.toggles():
            for c in (hand, front):
                if c.button.enabled and not c.button.primary:
                    out.append(Offer(c.button.rect, c.key, partial(self.run, c.key)))
        n = v.players
        for a in choices.of("lay"):
            out.append(Offer(L.group_area(a.card, n), a, partial(play, a), glow=True))
        for a in choices.of("probes"):
            for i, (comp, cards) in enumerate(PROBE_SETS):
                if comp == a.card and any(c == cards for _k, c in v.probe_sets):
                    out.append(Offer(L.set_slot(i), a, partial(play, a), glow=True))
        for g in sorted({a.card for a in choices.of("take")}):
            out.append(Offer(L.group_area(g, n), Pick("group", "", g), partial(self.choose_group, g),
                             glow=g != self.group))
        if self.paying or self.selecting:
            for card, r in reversed(self.hand_strips()):
                out.append(Offer(r, Pick("pick", "hand", card), partial(self.pick, card)))
        return out

    def explain(self, pos: tuple[int, int]) -> Action | str | None:
        """A click on a hand card, a group, a probe set or a greyed button that is not offered: the move it
        seems to try (the engine says why not, in the words of the step the round is at); on a seat's revealed
        cards, what they were for: its total and its place in the order of choice (a click there said nothing)."""
        t, v = self.t, self.t.view
        intent = self.intent_at(pos)
        if intent is not None:
            return intent if intent not in t.choices.legal else None
        for s in range(v.players):
            n = len(t.cards_in(("reveal", s)))
            if any(self._shown_rect(("reveal", s), i, n).collidepoint(pos) for i in range(n)):
                return t.say(revealed_words(v, s))
        return None

    def intent_at(self, pos: tuple[int, int]) -> Action | None:
        """The move a click at ``pos`` seems to try, offered or not: a button, a Hand / Front toggle, a hand card, a
        probe set or a group (the engine says why one not offered is not possible)."""
        v = self.t.view
        for c in [*self.controls(), *(c for toggles in self.toggles() for c in toggles[:2])]:
            if c.button.rect.collidepoint(pos):
                return c.move
        for card, r in self.hand_strips():
            if r.collidepoint(pos):
                return Action("select" if v.phase == "select" else "pay", card)
        if v.phase == "probes":
            return next((Action("probes", comp) for i, (comp, _cards) in enumerate(PROBE_SETS)
                         if L.set_slot(i).collidepoint(pos)), None)
        for g in range(len(v.groups)):
            if L.group_area(g, v.players).collidepoint(pos):
                return Action("lay", g) if v.phase == "lay" else Action("take", g, "h" * max(1, len(v.groups[g])))
        return None

    def advised(self, a: Action) -> None:
        """A hinted bid is put on the Bid button, so the outlined button says what the hint says; a hinted take
        is kept, so choosing its group sets its cards out as the hint does."""
        self._sync()  # a new decision first drops the last one's choice, never this advice
        if a.kind == "bid" and a.card in controls.bid_amounts(self.t.choices):
            self.amount, self.advised_bid, self.advice = a.card, a.card, None
        elif a.kind in ("take", "pass"):  # an advised Pass is the gold button
            self.advice = a

    def action_rects(self, a: Action) -> list[pygame.Rect] | None:
        """Where a hinted move is: a bid on the Bid button (only while it shows that amount), a confirmation on
        Pay / Confirm, a take on its group, or once that group is chosen, on Take when its cards lie as the move
        puts them, else on the toggles that move them there."""
        if a.kind == "bid":  # another amount is not on the button: ringing it would name a bid not made
            on = [c.button.rect for c in self.controls() if c.key == a]
            # the review's move played, the better bid on the button: the amount buttons a bid is set with (a close
            # call ringed the better bid and no move played, playtest 33, 62_review3.png)
            steps = [c.button.rect for c in self.controls() if isinstance(c.key, Pick) and c.key.kind == "bid"]
            return [steps[0].unionall(steps)] if self.t.replaying and steps and not on else on
        if a.kind == "pay" and a.card in self.picked and self.paying:
            a = Action("paid")  # chosen on screen already (a whole hand owed): a click there would take it back
        if a.kind in ("paid", "done"):
            key = "pay" if a.kind == "paid" else "select"
            # greyed until the cards are picked: the Hint rang it as a step of the whole move before the first
            # card was chosen, a button that does nothing (playtest 23); its hand cards are ringed instead
            return [c.button.rect for c in self.controls() if c.button.key == key and c.button.enabled]
        if a.kind == "take":
            if self.group != a.card or not self.t.input_open or self.placing:
                return [L.group_area(a.card, self.t.view.players)]
            if self.split == a.target:
                return [c.button.rect for c in self.controls() if c.key == a]
            return [(hand if where == "h" else front).button.rect
                    for (hand, front, _b), where, now in zip(self.toggles(), a.target, self.split, strict=True)
                    if where != now]
        return None

    def hand_strips(self) -> list[tuple[int, pygame.Rect]]:
        """Each own hand card with the part of it left uncovered by the next card (which lies on top)."""
        return strips(paint.hand_rects(self.picture_stub()))

    # --- words --------------------------------------------------------------------------------------
    def prompt(self) -> Line:
        self._sync()
        t, v = self.t, self.t.view
        if (busy := table_words.busy(t.label, v.players)) is not None:
            return t.say(busy), theme.TEXT
        if v.final is not None:
            return t.say(engine_hint(v)), theme.GOLD
        if v.to_act is not None and (not t.human_turn or t.embedded):  # a replay describes, gives no orders
            # a replay plays no one's move: "Nova is bidding…" paused there read as a computer at work (playtest 28)
            if (t.is_human(v.to_act) and v.phase == "select") or t.replaying:
                return t.say(words("{who}'s turn", who=Player(v.to_act))), theme.TEXT_DIM
            return t.say(table_words.waiting(v)), theme.TEXT_DIM
        if self.paying and self.picked and hand_value(self.picked) + v.paid >= v.high:
            # the selection covers the bid: the only thing left is the Pay button (the engine's "Pay n more"
            # counts only what was sent, and nothing is sent before Pay)
            said, over = paying(v, self.picked)  # past the bid where some cards pay it exactly: what is lost
            return t.say(said), theme.BAD if over else theme.ACCENT
        if self.paying and self.picked:  # what is still due once the cards chosen on screen are sent
            v = dataclasses.replace(v, payment=v.payment + self.picked)
        text = t.say(engine_hint(v))
        choice = self.choice_words()
        line = tr("{hint}  ▸  {choice}", hint=text, choice=choice) if choice else text
        # past one line at 13 points the pill takes two (``paint.PROMPT``): no word is cut
        return line, theme.ACCENT

    def choice_words(self) -> str:
        """The table's own words about the choice being collected."""
        v = self.t.view
        if v.phase == "take":
            if self.group is None:
                return tr("click a group")
            # the cards named, as the Hint names them ("Saturn to your hand, Neptune to your front")
            return self.t.say(self.t.game.describe_in(self.t.view, Action("take", self.group, self.split)))
        said = table_words.choice(v, self.amount, self.advised_bid, self.picked)
        return "" if said is None else self.t.say(said)

    def hover_text(self) -> str | None:
        """What a face-up card under the mouse is worth, or what a bid on the Bid button commits to (the engine's
        words); looked up again only when the mouse, the cards or the buttons move."""
        t = self.t
        return self.tip.said((t.tip_mouse, t.stage.version, id(t.view), self.picked, t.open_list, t.viewer,
                              t.input_open), self._card_under_mouse)

    def _card_under_mouse(self) -> str | None:
        t = self.t
        at = t.tip_mouse  # nowhere while the pointer rests where it clicked (the kit's)
        if t.open_list is not None or not theme.SCREEN.collidepoint(at):
            return None
        if any(c.button.key == "bid" and c.button.rect.collidepoint(at) for c in self.controls()):
            return t.say(table_words.bid_stands())  # said before the bid, where the bid is made
        lay = self.layout
        for zone in reversed(lay.zones(t.view)):
            cards = t.cards_in(zone)
            for i in range(len(cards) - 1, -1, -1):
                c = cards[i]
                if c >= 0 and lay.face_up(zone, c) and self._shown_rect(zone, i, len(cards)).collidepoint(at):
                    # two lines of the tip (panels.tip), not one sentence: each is translated whole
                    return "\n".join((t.say(card_info(c)), t.say(table_words.face_legend(c))))
        return None

    def _shown_rect(self, zone: Zone, i: int, n: int) -> pygame.Rect:
        if zone[0] == "group":
            return L.group_card(zone[1], self.t.view.players, i, n)
        r = self.layout.card_rect(zone, i, n)
        if zone == ("hand", self.t.bottom) and self.t.cards_in(zone)[i] in self.picked:
            r.y -= L.LIFT
        return r

    # --- drawing ------------------------------------------------------------------------------------
    def static_key(self) -> Hashable:
        self._sync()  # asked before the offers and the picture are made
        return (self.picked, self.amount, self.group, self.split, self.advice)

    def picture_stub(self) -> paint.Picture:
        t = self.t
        return paint.Picture(view=t.view, layout=self.layout, art=self.art, cards=t.cards_in, seats=t.seats,
                           say=t.say, prompt=("", theme.TEXT), log=[], picked=self.picked, shown=t.label,
                           live=not t.embedded)

    def picture(self) -> paint.Picture:
        t = self.t
        open_ = t.input_open and t.open_list is None
        offers = t.current_offers() if open_ else []
        toggles = self.toggles() if open_ else []  # only while a group is chosen
        began, split = self.start(self.group) if self.group is not None else ("", "")  # said until a card is moved
        reasons = []
        for j, (_h, _f, barred) in enumerate(toggles):
            other = "f" if self.split[j] == "h" else "h"
            why = take_why_not(t.view, self.group or 0, self.split[:j] + other + self.split[j + 1:]) if barred else None
            reasons.append(t.say(why) if why is not None else None)
        return paint.Picture.of(
            t, self.layout, self.art, controls=self.controls() if open_ else [],
            picked=self.picked, pickable=open_ and (self.paying or self.selecting),
            paying=self.paying, selecting=self.selecting, group=self.group if open_ else None,
            start=began if self.group is not None and split == self.split else "",
            groups_open=frozenset(o.key.card for o in offers if isinstance(o.key, (Action, Pick))
                                  and o.key.kind in ("lay", "group")),
            sets_open=frozenset(i for o in offers if isinstance(o.key, Action) and o.key.kind == "probes"
                                for i in range(len(PROBE_SETS)) if L.set_slot(i) == o.rect),
            toggles=toggles, reasons=reasons,
            shown=t.label, handing=t.kit_button_shown, live=not t.embedded,
            took={g: (seat, t.say(said)) for g, (seat, said) in self.took.items()  # an undone take is not said
                  if t.label == "take" or g < len(t.view.taken) and t.view.taken[g] == seat},
        )

    def paint_live(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return self.t.effects.lit_offers(surface, self.t.current_offers(), self.t.mouse, lambda o: isinstance(
            o.key, Action | Pick) and o.key.kind != "pick", DISCARD_PILE)

    def paint_over(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The tip of the card under the mouse, over everything: the coach's panel and the recap beside the groups
        cut it off when it was drawn under them."""
        text, at = self.hover_text(), self.t.mouse
        if text is None:
            return []
        clear = self.keep_clear()
        hand = self._hand_row()
        if L.BUTTONS.collidepoint(at):
            # the Bid button's tip: found clear of the whole table it stood across the top, over the seats' panels,
            # "5 cards set aside unseen" and, in French, a rival's bid (playtest 32); where no place beside the
            # hand holds it, over the bid's column above the button (its amount is chosen), and only then over the
            # hand: there it hid two cards' coins and values (playtest 33)
            spot = self._beside(surface, text, ((L.BID_TIP_ROOM, clear), (L.BID_COLUMN, hand),
                                                (L.BID_TIP_ROOM, [r for r in clear if r not in hand])))
        elif any(r.collidepoint(at) for r in hand):
            # a hand card's tip in the viewer's own row, beside the hand or over the front, under the panel's
            # words: found clear of the whole table it stood at the top, over "Round 2 of 5" (playtest 32)
            spot = self._beside(surface, text, ((L.OWN_ROW, [*clear, L.OWN_WORDS]),))
        else:
            spot = None
        return [spot or tips.clear_tip(surface, text, at, clear, self.tip.room, self.tip.widths)]

    def _beside(self, surface: pygame.Surface, text: str,
                keeps: tuple[tuple[pygame.Rect, list[pygame.Rect]], ...]) -> pygame.Rect | None:
        """The tip ``text`` drawn at the first of ``keeps`` (a room, what it keeps clear of there) that leaves it a
        place (``tips.place``); where it drew, ``None`` where it found no place."""
        for room, keep in keeps:
            if (spot := tips.place(text, self.t.mouse, keep, room, BESIDE_WIDTHS)) is not None:
                return panels.tip(surface, text, spot[0], BESIDE_WIDTHS[spot[1]])
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """What a tip never covers: the prompt line, the move's buttons and their heading, the toggles, "Pass to …",
        the menu column, the coach's panel while it speaks (a tip hid "Hide coach", playtest 19), the board's
        status under the groups ("Selected: 8 of 8", the order reveal), the log (playtest 24: tips hid them) and the
        groups (playtest 28: a French hand card's tip hid them)."""
        hint = tips.prompt_pill(self.t.prompt_line(), L.HINT_Y, L.HINT_MAX_W, 20)
        return [hint, MENU_COLUMN, L.BUTTONS, L.PASS, L.BOARD, L.GROUPS_ROW, self.log_rect,
                *paint.own_words(self.picture_stub()),
                *(c.button.rect for p in self.toggles() for c in p[:2]), *self._hand_row(),
                *([pygame.Rect(coach.PANEL)] if self.t.coach_speaking else [])]

    def _hand_row(self) -> list[pygame.Rect]:
        """The viewer's hand cards as drawn, chosen ones lifted: a tip over the hand hid which cards were raised for
        a payment (SS-13), so it stands above them."""
        zone = ("hand", self.t.bottom)
        n = len(self.t.cards_in(zone))
        rects = [self._shown_rect(zone, i, n) for i in range(n)]
        return [rects[0].unionall(rects[1:]).inflate(0, 2 * L.LIFT)] if rects else []

    # --- results (the engine's ``final_rows``) --------------------------------------------------------
    def card_painter(self) -> Callable[[int, int, int], pygame.Surface] | None:
        return self.art.fanned  # a results row lays each card over the next: faces without a name band label
