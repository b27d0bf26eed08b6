"""The viewer's hand row: where each card lies, kept still while the pointer is over it, and what shows of each.

Every table lays the player's hand out in a row, side by side and then overlapped. Closing the gap after every card
played slid the next card under a resting pointer, and the second click of a double click played it too. So while
the pointer stays over the row every card keeps its place (``Slots``: a card played leaves a gap); the row closes up
once the pointer leaves it, rests still ``CLOSE_UP`` seconds, or the step changes, its cards sliding to their new
places (``Slides``) instead of jumping. A rest never slides another card under the pointer: the card a click would
reach there stays that card from the pointer's coming to the click, or the gap waits for the pointer to leave. A click
into the gap a card just left reaches nothing (``at``, ``click``).

Overlapped cards show a strip each: ``showing`` says how many pixels of each, ``band_text`` which name a strip
carries and at what size, and ``one_style`` which kinds of card carry a short form of their name on every card of
that kind (a long name beside its short form read as two kinds).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import theme
from game.kit.panels import fit_size
from game.kit.rows import bridged, strips, under
from game.kit.slots import Slides, Slots

if TYPE_CHECKING:
    from game.kit.contract import Context

Placed = list[tuple[int, pygame.Rect]]  # each card of the row, left to right, with where it is drawn

# seconds the pointer rests still over the hand after a click before a card played leaves no gap: longer than a
# double click's two clicks (the second one must not play the card sliding in), short enough that the hand does not
# seem to hang (1.2 s read as slow: playtest 25)
CLOSE_UP = 0.6
NO_POINTER = (-1, -1)  # the table's pointer after a second tap on one spot put its tip away: where it was is kept
# seconds (at normal speed) a hand card takes to slide to its new place as the hand closes up: a jump moved the cards
# under a resting pointer at once
SLIDE = 0.18


class Hand:
    """One table's hand row as the viewer handles it: the places kept, the slides, the last click's spot."""

    def __init__(self, t: Context) -> None:
        self.t = t
        self.slots = Slots()
        self.slides = Slides()
        self._left = 0  # counts looks at the hand with the pointer away from it (see ``places``)
        self._still = (t.mouse, 0.0)  # where the pointer rests, and for how long
        self._rests = 0  # how many times it has rested ``CLOSE_UP`` seconds (the hand may close up each time)
        self._taken = 0  # the rests the layout has closed up for (``places``: one that would swap cards is let go)
        self._pointer = t.mouse  # where the pointer was last known to be
        # where the last click on a hand card was, the card it reached and the layout it was made in (``in_hole``)
        self._clicked: tuple[tuple[int, int], int | None, Hashable] | None = None
        self._laid: tuple[Hashable, Placed] = (None, [])  # the last row laid out at rest, and what it came from

    def places(self, cards: list[int], rect_at: Callable[[int, int], pygame.Rect], area: pygame.Rect,
               step: Hashable, *, lifted: int | None = None, lift: int = 0,
               near: Sequence[pygame.Rect] = ()) -> Placed:
        """Each of ``cards`` (in their display order) with where it is drawn: ``rect_at(place, count)`` in the row
        at rest, the ``lifted`` card ``lift`` pixels higher (a chosen card stands out of the row).

        While the pointer stays over ``area`` (or the height a card rises above it) every card keeps its place
        within one ``step`` (the game's key for "the same turn"). A second click on the same spot tells the table
        to put a tap's tip away (``NO_POINTER``), but the pointer has not left: the hand keeps still, or a double
        click on a gap closed the hand up under the pointer and the next click there played the card that slid in.
        ``near``: the places a card picked up in the hand is put down on; the pointer going there and back has not
        left the hand (playtest 28: the row closed up while it was on a collection, and the click back on the next
        card met nothing), nor does a rest there close the row up.
        """
        if self.t.mouse != NO_POINTER:
            self._pointer = self.t.mouse
        if area.inflate(0, 2 * lift).collidepoint(self._pointer):
            if self._rests != self._taken and not self._rest_keeps(cards, rect_at, lifted, lift):
                self._rests = self._taken  # the gap waits for the pointer to leave
            self._taken = self._rests
            epoch: tuple[Any, ...] = ("over", step, self._left, self._taken)
        elif any(r.collidepoint(self._pointer) for r in near):
            epoch = ("over", step, self._left, self._taken)
        else:
            self._left += 1  # every look while away lays the hand out afresh
            epoch = ("away", self._left)
        kept, count = self.slots.layout(epoch, cards)
        # a row at rest comes out the same from the same cards, places and geometry: the table asks for it every
        # frame (its static key), and laying it out afresh each time was a good part of what a quiet frame of a
        # 6-player deal costs over the floor frame
        shape = _shape(rect_at)
        key = (tuple(cards), tuple(kept), count, shape, lifted, lift)
        if shape is not None and key == self._laid[0] and not self.slides.moving:
            return [(c, r.copy()) for c, r in self._laid[1]]
        out = []
        for c, k in zip(cards, kept, strict=True):
            r = rect_at(k, count)
            r.x = self.slides.at(c, r.x, self.t.clock, SLIDE * self.t.anim.speed)
            if c == lifted:
                r.y -= lift
            out.append((c, r))
        self.slides.keep(cards)
        self._laid = (key, [(c, r.copy()) for c, r in out]) if not self.slides.moving else (None, [])
        return out

    def _rest_keeps(self, cards: list[int], rect_at: Callable[[int, int], pygame.Rect], lifted: int | None,
                    lift: int) -> bool:
        """Closing the row up now leaves the card a click reaches under the pointer as it is (or fills the gap of the
        last click, which reaches nothing): a newcomer who rested the pointer on the card after the gap, reading it,
        clicked the card that had slid there instead (issue 18)."""
        def at(place: Callable[[int], int], count: int) -> int | None:
            return self.at(self._pointer, [(c, rect_at(place(c), count).move(0, -lift * (c == lifted))) for c in cards])

        # a new card lays the row out afresh anyway
        now = all(c in self.slots.places for c in cards) and at(self.slots.places.__getitem__, self.slots.count)
        return now is None or now is False or now == at(cards.index, len(cards))

    @property
    def sliding(self) -> bool:
        """Some card of the row is on its way to its new place (as of the last ``places``)."""
        return bool(self.slides.moving)

    def place_of(self, card: int, placed: Callable[[], Placed]) -> pygame.Rect | None:
        """Where ``card`` is drawn now if it keeps a place in the row (a flight lands there); else ``None``."""
        return self.slots.place_of(card, placed)

    def tick(self, dt: float) -> None:
        """The pointer resting still over the hand for ``CLOSE_UP`` seconds since it came or clicked closes its gaps
        (``places``)."""
        at, still = self._still
        if self.t.mouse != at:
            self._still = (self.t.mouse, 0.0)
            return
        if still < CLOSE_UP <= still + dt:
            self._rests += 1
        self._still = (at, still + dt)

    def in_hole(self, pos: tuple[int, int], placed: Placed) -> bool:
        """``pos`` is the spot of the last click on a hand card, which has left the row since, its places kept: the
        second half of a double click on the card just played, which must not play another. In an overlapped row the
        card before it shows whole there now, and took that click (issue 18); once the row has closed up, the card
        that slid there takes it."""
        if self._clicked is None:
            return False
        spot, card, epoch = self._clicked
        return pos == spot and epoch == self.slots.epoch and all(c != card for c, _r in placed)

    def at(self, pos: tuple[int, int], placed: Placed) -> int | None:
        """The card of the row a click at ``pos`` reaches (it is the one that rises under the pointer): none in the
        gap of the last click (``in_hole``), where the neighbour reaching into it rose but did not take the click."""
        return None if self.in_hole(pos, placed) else under(reach(placed), pos)

    def click(self, placed: Placed, run: Callable[[], None]) -> None:
        """A click on a hand card at the pointer: ``run`` it, unless it is the second half of a double click on a card
        played (``in_hole``)."""
        if not self.in_hole(self.t.mouse, placed):
            self._clicked = (self.t.mouse, under(reach(placed), self.t.mouse), self.slots.epoch)
            # the rest is counted from the click: counted from when the pointer came, a card read a while before its
            # click closed the hand up at once after it, and the quick second click hit the card that slid in
            self._still = (self.t.mouse, 0.0)
            run()


def _shape(rect_at: Callable[[int, int], pygame.Rect]) -> Hashable:
    """What ``rect_at`` answers from when that can be told: a ``partial`` of a layout's method (the tables pass one
    made afresh each time) is its method and arguments; ``None`` for any other (its row is laid out every time)."""
    if isinstance(rect_at, partial) and not rect_at.keywords:
        return (rect_at.func, rect_at.args)
    return None


def reach(placed: Placed) -> Placed:
    """Each card of a row with the part of it a click reaches, topmost (rightmost) first: a card lifted out of the
    row covers nothing, and a gap left by a card played belongs half to each neighbour (``rows.bridged``). A lifted
    card reaches down to the row still: clicked near its foot, it rose from under the pointer, and the second click
    that puts it down took the card before it (issue 18)."""
    row = bridged(strips(placed, rise=0))
    base = max((r.y for _c, r in placed), default=0)
    for _c, r in row:
        r.h += base - r.y
    return row[::-1]


def showing(placed: Sequence[tuple[int, pygame.Rect]], covered: int = 0) -> list[int]:
    """How many pixels of each card of a row show: up to the next card, less the ``covered`` pixels its outline may
    lie over; a card with no card over it shows whole (its width or more)."""
    out = []
    for k, (_c, r) in enumerate(placed):
        nxt = placed[k + 1][1].x if k + 1 < len(placed) else None
        out.append(nxt - r.x - covered if nxt is not None and nxt > r.x else r.w)
    return out


def one_style(placed: Sequence[tuple[int, pygame.Rect]], shown: Sequence[int], kind: Callable[[int], Hashable],
              shortens: Callable[[int, int, int], bool]) -> set[Hashable]:
    """The kinds of card (``kind``) of which some strip carries its name's short form (``shortens(card, width,
    showing)``): every card of such a kind carries the short form, so that one kind reads one way across the row
    ("Centauri" beside "Centauribohnen" read as two kinds), while the kinds whose names fit stay whole."""
    return {kind(c) for (c, r), vis in zip(placed, shown, strict=True) if vis < r.w and shortens(c, r.w, vis)}


SQUEEZE = 0.78  # a name may be drawn this much narrower than its font's own width, and no narrower
BAND_READABLE = 8  # the smallest size a name on a strip of an overlapped card is drawn at, before its short form
NAME_MARGIN = 2  # pixels a name on a strip keeps from each side of the part that shows


def strip_room(w: int, visible: int) -> int:
    """The width a name may take on the strip of a face ``w`` wide of which ``visible`` pixels show."""
    return min(w - 8, visible - 2 * NAME_MARGIN)


def band_text(name: str, w: int, visible: int, short: str | None = None) -> tuple[str, int]:
    """A name band's text and (bold) font size for a face ``w`` wide with ``visible`` pixels showing.

    The kind is read off the band in an overlapped row, so the font shrinks to the part that shows before the name
    is shortened; a whole name a little too wide for its strip is drawn narrower (``squeezed``, down to
    ``SQUEEZE``: a twelve-card hand read "Blueb" where "Bluebeans" lacked 8 pixels). Where the whole name would
    need a size smaller than ``BAND_READABLE``, the name's ``short`` form is written ("Centauri"), as readable as
    the others. Where neither fits, the band carries no name ("" and size 0): its colour says the kind, where
    "Ce…" read as a name cut off. A face shown whole lends its band's full width but for a 2-pixel margin a side
    and may go down to 7 points (a small card on the rules pages reads "Centauribohnen", not "Centauribohn…").
    """
    start = max(8, int(w * 0.12))
    whole = visible >= w
    room = w - 4 if whole else strip_room(w, visible)
    for text in (name, short) if short is not None else (name,):
        size = fit_size(text, start, room, smallest=7 if whole else BAND_READABLE)
        width = theme.font(size, True).size(text)[0]
        if width <= room or (not whole and text == name and width * SQUEEZE <= room):
            return text, size
    return "", 0


def squeezed(name: pygame.Surface, room: int) -> pygame.Surface:
    """A name's image drawn narrower to fit ``room`` pixels (``band_text`` says when it may be); as it is if it fits."""
    return pygame.transform.smoothscale(name, (room, name.get_height())) if name.get_width() > room else name
