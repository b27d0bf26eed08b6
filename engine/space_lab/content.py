"""Space Lab content: every card, tile, objective, pile and rating, as tables a designer may edit.

Everything here is house content from the rules specification (sections 3, 6,
8, 9, 10 and Appendix A). The rules code reads these tables and never names a
card: changing a row changes the game, nothing else needs editing. Effects are
written with the eight constructors of section 4 (``VP_FLAT(2)``,
``VP_PER_AGENCY(RED, 1, ROW)`` ...) and read by one evaluator (``facts``).

Ids: a Lab card ``Lnn`` is the int ``nn`` (1..60), a Project ``Pnn`` is
``100 + nn``, an Objective ``Onn`` is ``200 + nn`` and Validation tiles are
``301..312`` (pile by pile, top first). One id space for every component
keeps events and the "everything once" check unambiguous.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core import N_

# --- enumerations (section 2) ---------------------------------------------------------

RED, BLUE, GREEN, GOLD = range(4)
# N_ marks the names for the translation catalogue
AGENCY_NAMES = (N_("Red Rocket"), N_("Blue Future"), N_("Green Explorer"), N_("Golden Planet"))
AGENCY_COLOURS = (N_("Red"), N_("Blue"), N_("Green"), N_("Gold"))

DOCTOR, PILOT, RESEARCHER, TECHNICIAN = range(4)
SPECIALTY_NAMES = (N_("Doctor"), N_("Pilot"), N_("Researcher"), N_("Technician"))

# effect scopes and the two dimensions of a complete set (section 4)
STATION, ROW = "station", "row"
SPECIALTY, AGENCY = "specialty", "agency"

# the eight effect kinds (section 4); IMM kinds resolve at once, the others score at the end
K_DRAW_LAB, K_DRAW_PROJECT, K_FLAT, K_PER_SPECIALTY, K_PER_AGENCY, K_COMPLETE_SET, K_PER_VALIDATION, K_SET = range(
    1, 9
)
IMMEDIATE_KINDS = (K_DRAW_LAB, K_DRAW_PROJECT)


class Effect(NamedTuple):
    kind: int
    value: int  # n cards for the draw kinds, VP otherwise
    key: int = -1  # the specialty or agency counted
    scope: str = STATION  # STATION or ROW; for a complete set, the dimension
    table: tuple[int, ...] = ()  # VP_SET_COLLECTION: VP by copies held

    @property
    def immediate(self) -> bool:
        return self.kind in IMMEDIATE_KINDS


def DRAW_LAB(n: int) -> Effect:
    return Effect(K_DRAW_LAB, n)


def DRAW_PROJECT(n: int) -> Effect:
    return Effect(K_DRAW_PROJECT, n)


def VP_FLAT(v: int) -> Effect:
    return Effect(K_FLAT, v)


def VP_PER_SPECIALTY(specialty: int, v: int, scope: str) -> Effect:
    return Effect(K_PER_SPECIALTY, v, specialty, scope)


def VP_PER_AGENCY(agency: int, v: int, scope: str) -> Effect:
    return Effect(K_PER_AGENCY, v, agency, scope)


def VP_PER_COMPLETE_SET(dimension: str, v: int, scope: str = STATION) -> Effect:
    return Effect(K_COMPLETE_SET, v, -1, dimension)


def VP_PER_VALIDATION(v: int) -> Effect:
    return Effect(K_PER_VALIDATION, v)


def VP_SET_COLLECTION(table: list[int]) -> Effect:
    return Effect(K_SET, 0, table=tuple(table))


# --- the 60 Lab cards (section 6) ------------------------------------------------------------


class Lab(NamedTuple):
    id: int
    agency: int
    specialty: int
    cost: int
    effect: Effect


# Section 5.1: the four agencies share one 15-card template. A template row gives the cost, the
# card's specialty as a place in its agency's rotation (S1..S4), and the effect, where OWN stands
# for the card's own agency and S1..S4 for specialties of its rotation. Card Lnn is row
# nn - 15*k of agency k. A designer who wants an agency to differ changes CHANGES, by card id.
S1, S2, S3, S4 = -11, -12, -13, -14
OWN = -20
_SPECIALTIES = (DOCTOR, PILOT, RESEARCHER, TECHNICIAN)
# each agency's rotation starts one specialty further on: RED (D, P, R, T), BLUE (P, R, T, D) ...
ROTATION: dict[int, tuple[int, ...]] = {a: _SPECIALTIES[a:] + _SPECIALTIES[:a] for a in (RED, BLUE, GREEN, GOLD)}
TEMPLATE: tuple[tuple[int, int, Effect], ...] = (  # (cost, specialty, effect), rows 1..15, by cost
    (0, S1, VP_FLAT(2)), (0, S2, VP_PER_AGENCY(OWN, 1, ROW)), (0, S3, VP_PER_SPECIALTY(S3, 1, ROW)),
    (1, S4, DRAW_LAB(1)), (1, S1, DRAW_PROJECT(1)), (1, S2, VP_PER_SPECIALTY(S2, 1, STATION)),
    (1, S3, VP_PER_AGENCY(OWN, 1, STATION)), (1, S4, VP_FLAT(4)),
    (2, S1, DRAW_PROJECT(2)), (2, S2, VP_PER_SPECIALTY(S1, 4, ROW)), (2, S3, VP_PER_COMPLETE_SET(SPECIALTY, 5, STATION)),
    (2, S1, VP_FLAT(6)), (2, S2, DRAW_LAB(2)),
    (3, S3, VP_PER_AGENCY(OWN, 2, STATION)), (3, S4, VP_PER_VALIDATION(3)),
)
CHANGES: dict[int, Lab] = {}  # one-off cards that leave the template (none in this content)


def _resolve(key: int, agency: int) -> int:
    """A template key (OWN, S1..S4) made into the agency or specialty it stands for."""
    if key == OWN:
        return agency
    if S4 <= key <= S1:
        return ROTATION[agency][S1 - key]
    return key


def _card(agency: int, row: int) -> Lab:
    cost, specialty, effect = TEMPLATE[row]
    card_id = 15 * agency + row + 1
    return CHANGES.get(card_id) or Lab(card_id, agency, _resolve(specialty, agency), cost,
                                       effect._replace(key=_resolve(effect.key, agency)))


LAB_CARDS: tuple[Lab, ...] = tuple(_card(agency, row) for agency in (RED, BLUE, GREEN, GOLD)
                                   for row in range(len(TEMPLATE)))


# --- the 24 Project cards (section 10): one row per type, ids given in order ------------------


class ProjectType(NamedTuple):
    code: str
    name: str
    copies: int
    effect: Effect


PROJECT_TYPES: tuple[ProjectType, ...] = (
    ProjectType("PA", N_("Medical Research"), 3, VP_PER_SPECIALTY(DOCTOR, 2, STATION)),
    ProjectType("PB", N_("Flight Program"), 3, VP_PER_SPECIALTY(PILOT, 2, STATION)),
    ProjectType("PC", N_("Science Program"), 3, VP_PER_SPECIALTY(RESEARCHER, 2, STATION)),
    ProjectType("PD", N_("Engineering Program"), 3, VP_PER_SPECIALTY(TECHNICIAN, 2, STATION)),
    ProjectType("PE", N_("Space Telescope"), 5, VP_SET_COLLECTION([0, 3, 8, 14, 20, 26])),
    ProjectType("PF", N_("International Summit"), 4, VP_PER_COMPLETE_SET(AGENCY, 5, STATION)),
    ProjectType("PG", N_("Full Crew"), 3, VP_PER_COMPLETE_SET(SPECIALTY, 6, STATION)),
)
PROJECT_BASE = 100  # Pnn is the int 100 + nn

# --- the 12 Objective tiles (section 8) -------------------------------------------------------


class Objective(NamedTuple):
    id: int  # Onn is the int 200 + nn
    colours: tuple[int, int, int]  # the agencies the capsule's neighbours must hold (SL-13)
    specialty: int  # the bottom-slot specialty (SL-12)
    effect: Effect  # the bottom-slot effect; END effects count the BOTTOM row


OBJECTIVES: tuple[Objective, ...] = (
    Objective(201, (RED, BLUE, GREEN), DOCTOR, DRAW_LAB(2)),
    Objective(202, (RED, BLUE, GOLD), PILOT, DRAW_PROJECT(2)),
    Objective(203, (RED, GREEN, GOLD), RESEARCHER, VP_PER_SPECIALTY(RESEARCHER, 3, ROW)),
    Objective(204, (BLUE, GREEN, GOLD), TECHNICIAN, VP_PER_AGENCY(GREEN, 3, ROW)),
    Objective(205, (RED, RED, BLUE), TECHNICIAN, DRAW_LAB(2)),
    Objective(206, (RED, RED, GREEN), RESEARCHER, DRAW_PROJECT(2)),
    Objective(207, (BLUE, BLUE, GREEN), DOCTOR, VP_PER_SPECIALTY(DOCTOR, 3, ROW)),
    Objective(208, (BLUE, BLUE, GOLD), PILOT, VP_PER_AGENCY(BLUE, 3, ROW)),
    Objective(209, (GREEN, GREEN, GOLD), PILOT, DRAW_LAB(2)),
    Objective(210, (GREEN, GREEN, RED), TECHNICIAN, DRAW_PROJECT(2)),
    Objective(211, (GOLD, GOLD, RED), RESEARCHER, DRAW_LAB(2)),
    Objective(212, (GOLD, GOLD, BLUE), DOCTOR, DRAW_PROJECT(2)),
)
OBJECTIVE_BASE = 200  # Onn is the int 200 + nn
OBJECTIVES_DEALT = 3  # per player (SU-3)

# --- station geometry (section 3) ------------------------------------------------------------

TOP, MIDDLE, BOTTOM = range(3)
SLOTS = ("T0", "T1", "T2", "M0", "M1", "M2", "M3", "B0", "B1", "B2")
SLOT_ROW = (TOP, TOP, TOP, MIDDLE, MIDDLE, MIDDLE, MIDDLE, BOTTOM, BOTTOM, BOTTOM)
# the capsules each slot surrounds; M1 and M2 are shared (S1)
SLOT_CAPSULES: tuple[tuple[int, ...], ...] = ((0,), (1,), (2,), (0,), (0, 1), (1, 2), (2,), (0,), (1,), (2,))
CAPSULES = 3
CAPSULE_COLOURS = (N_("Yellow"), N_("Violet"), N_("Pink"))  # C0 left, C1 centre, C2 right (SU-2)

# --- Validation piles (section 9) --------------------------------------------------------------

PILE_VALUES: tuple[tuple[int, ...], ...] = ((10, 8, 6, 4), (10, 8, 6, 4), (10, 8, 6, 4))  # top first
TOP_TILE_BONUS: tuple[Effect | None, ...] = (DRAW_LAB(1), None, DRAW_PROJECT(1))  # only the original top tile
TILE_BASE = 300  # tile k (from the top) of pile i is 301 + 4*i + k; 300 is the 0-VP tile of R-14

# --- turn figures (sections 12 and 17) ----------------------------------------------------------

REVEAL = 3  # cards a DRAW reveals (SL-5)
HAND_LIMIT = 5  # from this hand size at the start of a turn only PLACE is legal (SL-2)

# --- solo (Appendix A) --------------------------------------------------------------------------

SOLO_TURNS = 20
SOLO_PRESSURE_TURNS = (5, 10, 15)
SOLO_RATINGS: tuple[tuple[int, str], ...] = (  # (lowest score, rating), best last
    (0, N_("Cadet")),
    (55, N_("Flight Engineer")),
    (65, N_("Commander")),
    (75, N_("Station Director")),
)
