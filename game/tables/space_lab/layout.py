"""Where everything sits on the Space Lab table (1280×720 logical pixels), and the zones cards fly between.

Left column: the Recruitment Centre, the decks and the discard pile, the
Validation piles, the viewer's Projects. Centre: the viewer's station (3
capsules, 10 slots), the prompt line, the hand, the tray (the log, or a
reveal or a Project draw to choose from) and the buttons. Right column: the
turn and the other stations (in solo, the rival and the record).

Zones are ``(kind, seat, index)``; seat −1 for the shared places.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.core import HIDDEN
from engine.space_lab.content import SLOT_CAPSULES, SLOT_ROW, SLOTS
from game.kit.rows import in_row
from game.kit.stage import Geometry

Zone = tuple[str, int, int]
Rect = pygame.Rect

# --- the left column ---------------------------------------------------------------------------
RC_PANEL = Rect(8, 8, 242, 238)
RC_CARD = (52, 72)
RC_TOP = 62
# the hand limit's note (SL-2: no recruiting this turn, and why), at the foot of the Recruitment Centre
LIMIT_NOTE = Rect(RC_PANEL.x + 6, RC_PANEL.bottom - 84, RC_PANEL.w - 12, 78)
RIVAL_LINE_Y = RC_PANEL.y + 185  # the solo rival's line (Appendix A), under the columns, where no note is
DECKS_PANEL = Rect(8, 252, 242, 116)
LAB_DECK = Rect(16, 260, 52, 72)
DISCARD = Rect(86, 260, 52, 72)
PROJECT_DECK = Rect(160, 270, 80, 56)
# each pile's label keeps to its own column, so "Lab 42" and "Défausse 11" never run together
DECK_LABEL_W = (62, 78, 86)
DECK_HINT_W = 130  # the discard's "click to list" under its label: the row under the others' is free
PILES_PANEL = Rect(8, 374, 242, 126)
TILE = 50  # room under each pile for its name, what is left and the top tile's bonus
PILE_STEP = 78  # from one pile to the next
REMOVED = Rect(214, 470, 24, 24)
PROJECTS_PANEL = Rect(8, 506, 242, 206)
PILES = {"deck": LAB_DECK, "pdeck": PROJECT_DECK, "removed": REMOVED}  # one place each; the rest, the discard
PROJECT = (104, 72)
PROJECT_UPRIGHT = (68, 80)  # three columns of two rows, five or six Projects: room for the name and effect whole
PROJECT_SMALL = (68, 50)  # three columns, seven Projects or more

# --- the centre: the viewer's station, hand, tray and buttons ------------------------------------
CENTRE = Rect(258, 8, 664, 704)
OWN_BAR = Rect(258, 8, 664, 36)
SLOT = (66, 92)
CAPSULE_W = 114
GAP = 6
STATION_X = 269
STATION_Y = 52
HINT_Y = 360
HINT_W = 620  # the pill adds its frame around this
HAND_AREA = Rect(262, 388, 656, 116)  # 4 pixels under a two-line prompt's pill, still above the tray
HAND = (83, 116)
TRAY = Rect(258, 510, 506, 202)
BUTTONS = Rect(772, 514, 150, 196)

# --- the right column ------------------------------------------------------------------------------
STATUS = Rect(930, 8, 226, 110)
SIDE = Rect(930, 186, 342, 526)  # under the row of the Hint and Undo buttons and the kit's "click to skip" pill
SIDE_SHORT = 170  # another station's panel where there are two or more
UNDO_BUTTON = Rect(1164, 124, 106, 32)  # under the menu, above the other stations
HINT_BUTTON = Rect(1050, 124, 106, 32)  # left of Undo
MENU = Rect(1164, 10, 106, 108)  # the kit's Rules, Settings and Leave, down the top right corner
PANEL_TITLE = 40  # the title row atop each panel of the right column (a station's owner, the solo panel's name)
LEFT_TITLE = 30  # the title row atop each titled panel of the left column ("Recruitment Centre", "Your Projects")
# another player's station, small: slot, capsule width, gap, Objective and tile sizes; hand and Project cards
MINI_SLOT, MINI_CAPSULE, MINI_GAP, MINI_OBJ, MINI_TILE = (28, 40), 40, 3, 34, 20
MINI_HAND, MINI_PROJECT = (20, 28), (30, 21)
INFO_X = 264  # the column of figures beside another player's station

SHARED = ("deck", "discard", "pdeck", "reveal", "drawn", "removed", "box")
DECK, DISCARD_Z, PDECK, REVEAL, DRAWN, REMOVED_Z, BOX = ((k, -1, 0) for k in SHARED)


def columns(x0: int, slot_w: int, cap_w: int, gap: int) -> list[int]:
    """x of the 7 columns of a station (M0, C0, M1, C1, M2, C2, M3)."""
    out, x = [], x0
    for k in range(7):
        out.append(x)
        x += (cap_w if k % 2 else slot_w) + gap
    return out


class StationGeometry:
    """One station's slots, capsules, objective tiles and validation tokens at some scale."""

    def __init__(self, x: int, y: int, slot: tuple[int, int], cap_w: int, gap: int, obj: int, tile: int,
                 inside: bool | None = None) -> None:
        """``inside``: a capsule's tile keeps inside it (another player's station, under its title row); by default
        where the tile is the small stations' size."""
        self.slot, self.cap_w, self.obj, self.tile = slot, cap_w, obj, tile
        self.inside = tile == MINI_TILE if inside is None else inside
        cols = columns(x, slot[0], cap_w, gap)
        rows = [y + r * (slot[1] + gap) for r in range(3)]
        self.capsules = [Rect(cols[1 + 2 * i], rows[1], cap_w, slot[1]) for i in range(3)]
        self.slots: list[Rect] = []
        for k, name in enumerate(SLOTS):
            row = SLOT_ROW[k]
            if row == 1:  # M0..M3 sit in the even columns
                self.slots.append(Rect(cols[2 * int(name[1])], rows[1], *slot))
            else:  # T and B slots sit above and below their capsule
                cap = self.capsules[SLOT_CAPSULES[k][0]]
                self.slots.append(Rect(cap.centerx - slot[0] // 2, rows[row], *slot))
        self.area = self.slots[3].union(self.slots[6]).union(self.slots[0]).union(self.slots[7])

    def objective(self, i: int) -> Rect:
        r = Rect(0, 0, max(self.obj, self.cap_w - 10), self.obj)  # as wide as the capsule allows: « dans la rangée du bas »
        r.center = self.capsules[i].center
        return r

    def token(self, i: int) -> Rect:
        """A capsule's Validation tile: in the top row's free room beside its top slot, clear of the cards and the
        legend (on the Objective it hid its colours; on the capsule's corner, the legend and a card: playtest 18)."""
        cap, top = self.capsules[i], self.slots[i]
        if self.inside:
            # another player's small station: above its capsules is its owner's title row, so the tile keeps to the
            # Objective's corner inside its capsule (past it, it sat on the card in the next middle slot)
            return Rect(cap.right - self.tile, cap.y, self.tile, self.tile)
        half = (self.slots[1].x - self.slots[0].right + self.tile) // 2  # the first capsule's right holds the legend
        return Rect(top.x - half if i == 0 else top.right + half - self.tile, top.centery - self.tile // 2, *[self.tile] * 2)


OWN_OBJ, OWN_TILE = 84, 40  # the viewer's station's Objective and Validation tile
OWN = StationGeometry(STATION_X, STATION_Y, SLOT, CAPSULE_W, GAP, OWN_OBJ, OWN_TILE)


def scaled_station(box: Rect) -> StationGeometry:
    """A station drawn as large as ``box`` allows, centred in it, in the viewer's station's proportions (a
    results row's picture)."""
    f = min(box.w / OWN.area.w, box.h / OWN.area.h)
    sizes = ((max(8, round(SLOT[0] * f)), max(10, round(SLOT[1] * f))), max(10, round(CAPSULE_W * f)),
             max(2, round(GAP * f)), max(8, round(OWN_OBJ * f)), max(8, round(OWN_TILE * f)))
    area = StationGeometry(0, 0, *sizes, inside=False).area
    return StationGeometry(box.centerx - area.w // 2 - area.x, box.centery - area.h // 2 - area.y, *sizes,
                           inside=False)


def side_panels(count: int) -> list[Rect]:
    """The other stations' panels down the right column."""
    if count <= 0:
        return []
    # two or more as tall as four need: at three, the column's foot under them is the coach's (over the third
    # station it hid it, playtest 32b)
    h = 206 if count == 1 else min(SIDE_SHORT, (SIDE.h - 8 * (count - 1)) // count)
    return [Rect(SIDE.x, SIDE.y + k * (h + 8), SIDE.w, h) for k in range(count)]


def mini_station(panel: Rect) -> StationGeometry:
    return StationGeometry(panel.x + 8, panel.y + 34, MINI_SLOT, MINI_CAPSULE, MINI_GAP, MINI_OBJ, MINI_TILE)


def mini_hand(panel: Rect) -> Rect:
    """Where another player's hand is shown (a card and its count); cards fly there."""
    return Rect(panel.x + INFO_X, panel.y + 100, *MINI_HAND)


def mini_projects(panel: Rect) -> Rect:
    return Rect(panel.x + INFO_X - 4, panel.y + 136, *MINI_PROJECT)


def rc_rect(agency: int, index: int, count: int) -> Rect:
    """A Recruitment Centre card: each stack fans downwards in its own column."""
    room = RC_PANEL.bottom - 26 - RC_TOP - RC_CARD[1]
    step = 18 if count <= 1 else max(4, min(18, room // (count - 1)))
    return Rect(RC_PANEL.x + 10 + agency * 58, RC_TOP + index * step, *RC_CARD)


def rc_column(agency: int) -> Rect:
    return Rect(RC_PANEL.x + 8 + agency * 58, RC_TOP - 22, 56, RC_PANEL.bottom - RC_TOP + 18)


def pile_rect(i: int, index: int = 0, count: int = 1) -> Rect:
    """A Validation pile: the tiles stacked, the top one (last) drawn highest."""
    return Rect(PILES_PANEL.x + 21 + i * PILE_STEP + 2 * index, PILES_PANEL.y + 32 - 3 * index, TILE, TILE)


def project_rect(index: int, count: int) -> Rect:
    """The viewer's Projects: up to 4 in two columns, 5 or 6 upright in three, up to 9 smaller in three, side by
    side (none lies over another), and only beyond that overlapping."""
    cols, size, gap = ((2, PROJECT, 12) if count <= 4 else (3, PROJECT_UPRIGHT, 6) if count <= 6
                       else (3, PROJECT_SMALL, 6))
    rows = max(1, -(-count // cols))
    room = PROJECTS_PANEL.h - 40 - size[1]
    step = size[1] + 6 if rows <= 1 else max(14, min(size[1] + 6, room // (rows - 1)))
    return Rect(PROJECTS_PANEL.x + 12 + (index % cols) * (size[0] + gap), PROJECTS_PANEL.y + 32 + (index // cols) * step,
                *size)


def hand_card(index: int, count: int) -> Rect:
    """Card ``index`` of the viewer's hand of ``count``, centred under the station."""
    return in_row(HAND_AREA, HAND, index, count, HAND[0] + 8, least=6, centred=True)


REVEAL_LABEL_GAP = 9  # a revealed card's "Gold ×1" under the 7-pixel halo of its clickable ring, clear of it


def tray_card(kind: str, index: int, count: int) -> Rect:
    """A revealed card (``reveal``), a drawn Project (``drawn``) or a dealt Objective (``box``) in the tray."""
    size = {"reveal": (92, 128), "drawn": (160, 110), "box": (110, 110)}[kind]
    area = Rect(TRAY.x + 12, TRAY.y + 36, TRAY.w - 24, size[1])
    return in_row(area, size, index, count, size[0] + (BOX_GAP if kind == "box" else 22), least=6, centred=True)


# between two dealt Objectives in the tray: room for each one's number (``objective_number``) left of it, clear of
# the coach's ring round the card before it
BOX_GAP = 44


def objective_number(card: Rect) -> tuple[int, int]:
    """The centre of a dealt Objective's number, left of its card in the tray (the coach's "order 2-1-3" counts
    them)."""
    return card.x - BOX_GAP // 2, card.centery


def seat_zones(s: int) -> list[Zone]:
    """A seat's own zones: hand, Projects, the station's 10 slots, 3 Objectives, 3 tiles."""
    return ([("hand", s, 0), ("proj", s, 0)] + [("slot", s, k) for k in range(10)]
            + [("obj", s, i) for i in range(3)] + [("tile", s, i) for i in range(3)])


# the view's field a zone shows whole: a seat's own, or a shared one
BY_SEAT = {"hand": "hands", "proj": "projects"}
BY_NAME = {"discard": "discard", "reveal": "revealed", "drawn": "drawn", "removed": "removed"}
FACE_DOWN = {"deck": "lab_deck", "pdeck": "project_deck"}  # the view's count of a pile no one sees


class Layout(Geometry):
    """The geometry of one table as one viewer sees it: where each zone is and what it holds."""

    def __init__(self, players: int, bottom: int, viewer: int | None) -> None:
        self.players, self.bottom, self.viewer = players, bottom, viewer
        others = [(bottom + k) % players for k in range(1, players)]
        self.panels: dict[int, Rect] = dict(zip(others, side_panels(len(others)), strict=True))
        self.minis = {s: mini_station(p) for s, p in self.panels.items()}
        self.arrangement: tuple[int, int, int] = (0, 1, 2)  # the viewer's Objectives before choosing
        # the zones depend on the player count alone: listed once, not at every frame the stage asks
        shared: list[Zone] = [DECK, DISCARD_Z, PDECK, REVEAL, DRAWN, REMOVED_Z, BOX]
        shared += [("rc", -1, a) for a in range(4)] + [("pile", -1, i) for i in range(3)]
        self.all_zones = shared + [z for s in range(players) for z in seat_zones(s)]

    def station(self, seat: int) -> StationGeometry:
        return OWN if seat == self.bottom else self.minis[seat]

    def zones(self, view: Any) -> list[Zone]:
        return self.all_zones

    def zone_cards(self, v: Any, zone: Zone) -> list[int]:
        kind, s, i = zone
        if kind in BY_SEAT:
            return list(getattr(v, BY_SEAT[kind])[s])
        if kind in BY_NAME:
            return list(getattr(v, BY_NAME[kind]))
        if kind == "slot":
            c = v.stations[s][i]
            if c:
                return [c]
            return [v.placing] if v.placing and s == v.current and v.target == SLOTS[i] else []
        if kind == "obj":
            return self._objective(v, s, i)
        if kind == "tile":
            return [v.tiles[s][i]] if v.tiles[s][i] else []
        if kind == "rc":
            return list(v.rc[i])
        if kind == "pile":
            return list(reversed(v.piles[i]))  # bottom first: the top tile is drawn last
        if kind in FACE_DOWN:
            return [HIDDEN] * getattr(v, FACE_DOWN[kind])
        return []

    def _objective(self, v: Any, s: int, i: int) -> list[int]:
        if v.objectives[s]:
            return [v.objectives[s][i]]
        if s == v.seat and v.dealt:
            return [v.dealt[self.arrangement[i]]]
        return [] if v.public_objectives else [HIDDEN]

    def arrange(self, zone: Zone, cards: list[int]) -> list[int]:
        """Hands and Projects as the view keeps them: known cards sorted, hidden ones after."""
        if zone[0] in ("hand", "proj"):
            return sorted(c for c in cards if c != HIDDEN) + [HIDDEN] * cards.count(HIDDEN)
        return cards

    def card_rect(self, zone: Zone, index: int = 0, count: int = 1) -> Rect:
        kind, s, i = zone
        if kind == "slot":
            return self.station(s).slots[i].copy()
        if kind == "obj":
            return self.station(s).objective(i)
        if kind == "tile":
            return self.station(s).token(i)
        if kind in ("hand", "proj"):  # the viewer's row, or another seat's place in its panel
            if s == self.bottom:
                return (hand_card if kind == "hand" else project_rect)(index, count)
            return (mini_hand if kind == "hand" else mini_projects)(self.panels[s])
        if kind == "rc":
            return rc_rect(i, index, count)
        if kind == "pile":
            return pile_rect(i, index, count)
        if kind in ("reveal", "drawn", "box"):
            return tray_card(kind, index, count)
        return PILES.get(kind, DISCARD).copy()

    def face_up(self, zone: Zone, card: int) -> bool:
        return card != HIDDEN and zone[0] not in ("deck", "pdeck")
