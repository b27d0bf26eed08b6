"""The Space Beans table UI: input, the prompt line and results, over the shared table.

It shows ``t.view`` (the engine's view for the seat in front of the
screen) and offers exactly the legal actions: hand cards, the collection a
chosen card may go to, the draw pile, and buttons. Choreography is in
``choreo``, painting in ``paint``, geometry in ``layout``, card faces in ``art``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from engine.core import Action, Event, Player, Words, words
from engine.space_beans.kinds import ActionKind, EventKind
from engine.space_beans.words import card_words, describe_in, ends_turn, goes_to, what_the_discard_is
from engine.space_beans.words import prompt as prompt_words
from game import theme, ui
from game.i18n import trn
from game.kit import panels
from game.kit.choices import Offer, Pick
from game.kit.contract import Context, Line, PerViewer, TableUI
from game.kit.hand import Hand, reach
from game.kit.stage import Zone
from game.tables.space_beans import choreo, paint
from game.tables.space_beans import layout as L
from game.tables.space_beans.art import ART
from game.tables.space_beans.layout import Layout

# the share of the kit's pause left between the moves of one computer's turn
STEP_PAUSE = 0.4


class SpaceBeansUI(TableUI):
    still_events: frozenset[str] = frozenset()  # a new turn moves nothing, but sets the longer pause after it
    art = ART
    painter = paint
    choreo = choreo
    log_rect = L.LOG_RECT
    recap_clear = (L.OWN_TITLES,)  # the recap lay over "Trophies: 0 of 30 pts" (playtest 18)

    # one recommendation: the best move and its reason. Three lines at 14 points naming the next best too, under the
    # game's own line, were skimmed past by newcomers (newcomer test 29); the game review names the other moves
    hint_alone = True

    def hint_name(self, view: Any, action: Action) -> Words | None:
        # a card with one place to go is named alone: the prompt over it says the step ("Start your open collection:
        # click a card"), and "Best: Start your open collection with Klingbohns 2" said it again, leaving the French
        # reason no room in two lines (newcomer test 29); a move of a step with two places keeps the whole move's
        # name, the card's only place too: under "Click a card to add to your open collection or start your secret
        # one", "Best: Darth Beans 5" left unsaid that it starts the secret one (playtest 32, 66_n22_hint.png)
        places = {a.target for a in self.t.choices.of("play")}
        alone = action.kind == ActionKind.PLAY and places == {action.target}
        return card_words(action.card) if alone else None

    def hint_fits(self, text: str) -> bool:
        # the Hint's line is drawn in its box beside the piles (``paint.instruction_block``): whole there at a
        # readable size, else the reason gives way to the move alone
        return paint.aside_fits(text, self.layout.aside)

    def __init__(self, t: Context) -> None:
        self.t = t
        self.turn_passed = True  # the last move played ended its seat's turn (``bot_pause``)
        self.dealing = False  # the deal still lands while the viewer, first to play, may act (``opening``)
        self.layouts = PerViewer(Layout)
        self.hand = Hand(t)  # the hand keeps its places while the pointer is over it
        self.unscored: set[L.Zone] = set()  # the final count's collections whose "+N" has not risen yet
        self.painted: paint.Picture | None = None  # what the static layer was last painted from

    # --- geometry (the stage asks these) -------------------------------------------------------
    @property
    def layout(self) -> Layout:
        return self.layouts.get(self.t.view.players, self.t.bottom, self.t.view.seat, self.t.coach_speaking)

    @property
    def prompt_rect(self) -> pygame.Rect:  # type: ignore[override]
        # as wide as the line shown needs: the recap keeps its room beside a one-line prompt
        wide = self.layout.prompt_rect
        shown = self.instruction() or self.t.prompt_line()  # the step's own line stays there beside the Hint's box
        if paint.PROMPT.fits_one_line(shown[0]):
            return wide.inflate(L.HINT_MAX_W + 30 - wide.w, 0)
        return wide

    @property
    def own_rect(self) -> pygame.Rect:
        """The bottom seat's name and score panel (the recap of others' moves leaves it clear)."""
        return self.layout.boxes[self.t.bottom].panel

    @property
    def seat_rects(self) -> list[pygame.Rect]:
        own = self.layout.boxes[self.t.bottom]  # the viewer's own panel, collections and hand: all theirs
        # the pass chevrons too (SB-22): the recap lay over the one under Nova's panel (playtest 23)
        arrows = [a.rect() for a in self.layout.pass_arrows(self.t.view.pass_to)] if self.t.view.final is None else []
        # the trophies where they lie: their row runs to the right margin, and the recap keeps the room they leave
        trophies = self.layout.zone_rect(("trophy", self.t.bottom), len(self.t.cards_in(("trophy", self.t.bottom))))
        return [b.panel for b in self.layout.boxes.values()] + [own.hand, own.open, own.secret, trophies, *arrows]

    # --- choreography ------------------------------------------------------------------------------
    def opening(self, events: list[Event]) -> None:
        # the viewer first to play may act as the cards come (``choreo.opening``); a replay or the title's background
        # plays on as it always did, once the deal has landed
        ready = not self.t.embedded and self.t.human_turn and self.t.view.to_act == self.t.bottom
        self.dealing = ready
        choreo.opening(events, self.t.view, self.t.stage, self.layout, self.t.effects, ready=ready)

    def choreograph(self, events: list[Event], before: Any) -> None:
        # whether this move ended its seat's turn: the next computer's first move keeps the whole pause
        self.turn_passed = any(e.kind == EventKind.TURN for e in events)
        if self.dealing:
            # a move made while the deal still lands (``opening``) lands it first: the next step is to click a hand
            # card, and cards still flying were nowhere to click while the prompt asked for one
            self.dealing = False
            self.t.anim.skip()
        choreo.choreograph(events, self.t.stage, self.layout, self.t.effects, self.unscored)

    def bot_pause(self, pause: float) -> float:
        """Shorter between the steps of one computer's turn (its draw, its close, each card it collects, its end):
        a computer's turn of four moves took some 4.7 s of watching at four players, 0.9 s of it after each move, and
        newcomers found the computers slow (newcomer test 29). Each card still lands before the next move; a turn
        passing on, to a computer or a human, keeps the whole pause, so whose turn begins is seen."""
        nxt = self.t.view.to_act
        if self.turn_passed or nxt is None or self.t.is_human(nxt):
            return pause
        return pause * STEP_PAUSE

    # --- input -------------------------------------------------------------------------------------
    @property
    def selected(self) -> int | None:
        sel = self.t.choices.selected
        return sel.card if sel is not None else None

    def buttons(self) -> list[tuple[ui.Button, Action]]:
        singles = self.t.choices.of("draw", "no_draw", "close", "end")
        rects = panels.column(L.BUTTONS_RECT, len(singles), 60, 10)
        pick = self.t.coach_pick if self.t.coach_pick in singles else None  # the coach's, alone, when it names one
        out = []
        for a, r in zip(singles, rects, strict=True):
            # the move's words (``describe_in``, the Close button's figures the prompt's): the coach and the Hint
            # name what the button reads
            label = self.t.say(describe_in(self.t.view, a))
            if a.kind == "draw":
                label = trn("Draw {n} card", "Draw {n} cards", self.t.view.draw_brings())  # SB-8, SB-9
            elif a.kind == "end" and self.t.view.phase == "collect" and self.t.view.hands[self.t.bottom]:
                # Done passes the rest of the hand (SB-22): to whom, on the button that does it; newcomers had
                # to open the rules to learn who receives it (newcomer test 30)
                label = self.t.say(words("Done · to {who} ▸", who=Player(self.t.view.pass_to[self.t.bottom])))
            # the coach's pick alone in Learn to play; else lit only as the one way on: beside "Don't draw", a lit
            # Draw read as the advised move where the Hint picked the other (issue 18 playtest)
            primary = a == pick if pick is not None else len(singles) == 1
            # 21: the French Close, "Fermer +0 (puis +6)", with room on either side
            out.append((ui.Button(r, label, key=a.kind, size=21, primary=primary), a))
        return out

    def hand_places(self) -> list[tuple[int, pygame.Rect]]:
        """The viewer's hand, left to right (the chosen one stands higher), its places kept while the pointer is over
        it until the turn changes (``game.kit.hand``)."""
        zone, layout = ("hand", self.t.bottom), self.layout
        return self.hand.places(self.t.cards_in(zone), partial(layout.card_rect, zone), layout.boxes[zone[1]].hand,
                                self.t.view.turn, lifted=self.selected, lift=L.SELECTED_LIFT,
                                near=(self._target_rect("open"), self._target_rect("secret")))

    def card_place(self, zone: Zone, card: int, index: int, count: int) -> pygame.Rect | None:
        return self.hand.place_of(card, self.hand_places) if zone == ("hand", self.t.bottom) else None

    def offers(self) -> list[Offer]:
        me = self.t.bottom
        lit = [(L.DRAW_PILE.copy(), Action("draw"))] if "draw" in self.t.choices.kinds else []
        if "close" in self.t.choices.kinds and self.t.view.open[me]:
            # the collection the prompt, the Hint and the Close button name is ringed whatever the close scores: a
            # ring on some close steps and not others left "Close it" pointing nowhere (playtest 25); Learn to
            # play's coach still rings its own pick alone
            lit.append((self._target_rect("open"), Action("close")))
        if self.selected is not None:
            lit += [(self._target_rect(a.target), a) for a in self.t.choices.for_card(self.selected, "play")]
        out = [Offer(b.rect, a, partial(self.t.play, a)) for b, a in self.buttons()]
        out += [Offer(r, a, partial(self.t.play, a), glow=True) for r, a in lit]
        for card, r in reach(self.hand_places()):
            plays = self.t.choices.for_card(card, "play")
            if len(plays) == 1:
                out.append(Offer(r, plays[0], partial(self._hand_click, partial(self.t.play, plays[0]))))
            elif plays:
                pick = Pick("select", "hand", card)
                out.append(Offer(r, pick, partial(self._hand_click, partial(self.t.choices.select, pick))))
        return out

    def starts_over(self, key: Any) -> bool:
        # a second click on the chosen card puts it down: the coach's ring, lost to that click, comes back
        return isinstance(key, Pick) and key.kind == "select" and self.selected is None

    def _hand_click(self, run: Callable[[], None]) -> None:
        self.hand.click(self.hand_places(), run)

    def explain(self, pos: tuple[int, int]) -> Action | str | None:
        """A click on a card or a place that is not offered: the move it seems to try (the engine says why not)."""
        me = self.t.bottom
        card = self.hand.at(pos, self.hand_places())
        if card is not None:
            return Action("play", card, "open")
        for kind in ("open", "secret"):
            if self._target_rect(kind).collidepoint(pos):
                if self.selected is not None:
                    return Action("play", self.selected, kind)
                if kind == "open" and self.t.view.open[me]:
                    return Action("close")
                return self._no_card_chosen(kind)
        if L.DRAW_PILE.collidepoint(pos):
            return Action("draw")
        return self.t.say(what_the_discard_is(self.t.view)) if L.DISCARD_PILE.collidepoint(pos) else None

    def _no_card_chosen(self, kind: str) -> Action | str | None:
        """A click on a collection with no card chosen (playtest 30: the empty Secret slot said nothing): a hand card
        the rules keep out of it, for the engine to say why; else, some card may go there, the step's own line."""
        v, legal = self.t.view, self.t.choices.legal
        hand = v.hands[self.t.bottom] if any(a.kind == ActionKind.PLAY for a in legal) else ()
        kept_out = next((c for c in hand if Action("play", c, kind) not in legal), None)
        if kept_out is not None:
            return Action("play", kept_out, kind)
        return self.t.say(prompt_words(v, self.t.bottom, legal, None)) if hand else None

    def _target_rect(self, kind: str) -> pygame.Rect:
        """Where a card may be dropped: the whole collection, one card wider while a card is chosen."""
        zone = (kind, self.t.bottom)
        n = len(self.t.cards_in(zone)) + (1 if self.selected is not None else 0)
        return self.layout.zone_rect(zone, n)

    # --- hints ---------------------------------------------------------------------------------------
    def prompt(self) -> Line:
        other = self.t.turn_prompt()
        if other is not None:
            return other
        said = prompt_words(self.t.view, self.t.bottom, self.t.choices.legal, self.selected)
        hovered = self.hovered() if self.selected is None else None
        if hovered is not None:
            # a card the rules send to a new collection without asking "open or secret?" says so before the click;
            # else a card whose click ends the turn at once says so (one click passed a newcomer's whole hand)
            v, legal = self.t.view, self.t.choices.legal
            said = goes_to(v, self.t.bottom, legal, hovered) or ends_turn(v, self.t.bottom, legal, hovered) or said
        # a card in hand waits for its place: the line takes the selection's colour
        chosen = self.selected is not None and self.t.view.phase not in ("draw", "close")
        return self.t.say(said), theme.ACCENT_2 if chosen else theme.ACCENT

    # --- drawing -------------------------------------------------------------------------------------
    def hovered(self) -> int | None:
        """The playable hand card under the mouse (it rises a little)."""
        if not self.t.input_open:
            return None
        card = self.hand.at(self.t.mouse, self.hand_places())
        return card if card is not None and self.t.choices.for_card(card, "play") and card != self.selected else None

    def tick(self, dt: float) -> None:
        self.hand.tick(dt)

    def static_key(self) -> Any:
        hand = ("hand", self.t.bottom)  # "(no cards in hand)" gives way while cards fly to the hand
        places = self.hand_places()  # where its cards are this frame, and whether they slide
        return (self.hovered(), self.t.bottom, any(f.dst == hand for f in self.t.stage.flights()),
                # the hand closes up as the pointer leaves it, and makes room for a card dealt to it; while its cards
                # slide it is painted over the layer each frame (``paint_live``), not the whole table again: the
                # slides of a 6-player deal were a third of its frames
                True if self.hand.sliding else tuple(r.x for _c, r in places),
                tuple(sorted(self.unscored)))

    def instruction(self) -> Line | None:
        """The game's line where the prompt area shows another (the Hint's) at the human's decision."""
        if not self.t.human_turn or not self.t.input_open:
            return None
        own = self.prompt()
        return own if self.t.prompt_line()[0] != own[0] else None

    def picture(self) -> paint.Picture:
        playable = {c for c in self.t.choices.by_card if self.t.choices.for_card(c, "play")} if self.t.input_open else set()
        hand = self.hand_places()
        instruction = self.instruction()
        # the Hint shown is the move the coach's words name now with its reason (one voice, ``Context.coach_pick``):
        # its box beside the piles said it all again (playtest 33, 163.png), so the step's line stays alone; a
        # notice ("Sure?") still shows there
        said = self.t.coach_pick == getattr(self.t.advisor.advice, "action", 0) and \
            self.t.prompt_line() == self.t.advisor.line()
        self.painted = paint.Picture.of(
            self.t, self.layout, self.art,
            buttons=[b for b, _ in self.buttons()] if self.t.input_open else [],
            selected=self.selected, playable=playable, hovered=self.hovered(), your_turn=self.t.human_turn,
            hand=[] if self.hand.sliding else hand, unscored=set(self.unscored), instruction=None if said else instruction,
            leaving={f.src for f in self.t.stage.flights() if f.waiting and f.src is not None},
        )
        if said and instruction:
            self.painted.prompt = instruction  # the step's own line in its place; the coach says the Hint's
        return self.painted

    def paint_live(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Pulsing outlines on the places a click would play now, and the hovered button; where they are. While
        Learn to play's coach names a move, only that move's place pulses: the draw pile's outline beside the coach's
        "Don't draw" (a collection's beside "Done, keep it") pointed two ways at once. Under them, the hand while its
        cards slide (``static_key``)."""
        drawn: list[pygame.Rect] = []
        if self.hand.sliding and self.painted is not None:  # under the outlines, as in the static layer
            drawn = paint.hand_row(surface, self.painted, self.hand_places(), self.t.bottom)
        buttons = [b for b, _a in self.buttons()] if self.t.input_open else []
        return drawn + self.t.effects.lit_offers(surface, self.t.current_offers(), self.t.mouse,
                                                 only=self.t.coach_pick, buttons=buttons)
