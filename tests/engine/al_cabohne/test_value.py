"""Al Cabohne's learned leaf value: its weights load, it sees only the seat's view, and it judges sensibly."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.al_cabohne import rollout, value, value_weights
from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from tests.engine.search.helpers import positions

GAME = GAMES["al_cabohne"]
FV = rollout._SOLO.fv


def test_weights_module_matches_the_features() -> None:
    """The generated weights module names the features ``value`` computes, one float each, per mode."""
    assert value_weights.FEATURES == value.NAMES
    for w in (value_weights.SOLO, value_weights.DUO):
        assert len(w) == len(value.NAMES)
        assert all(isinstance(x, float) for x in w)
    # a trained model, not the all-zero placeholder: the leaves differ from Normal's value
    assert any(w != 0.0 for w in value_weights.SOLO)
    assert any(w != 0.0 for w in value_weights.DUO)


@pytest.mark.parametrize("players", [1, 2])
def test_value_is_a_function_of_the_view(players: int) -> None:
    """No peek: re-dealing every card a seat cannot see (the draw order, the other hand) changes neither its
    features nor its learned correction, and the search's leaf value for the seat to act stays the same."""
    tried = 0
    for k, s in enumerate(positions(GAME, players, 11 + players, every=7, limit=900)):
        for p in range(players):
            other = GAME.resample(s, p, random.Random(k))
            assert GAME.view(other, p) == GAME.view(s, p)
            m = rollout.normal_margins(s)[p]
            assert value.features(other, p, m, FV) == value.features(s, p, m, FV)
            assert value.correction(other, p, m, FV) == pytest.approx(value.correction(s, p, m, FV), abs=1e-12)
        seat = GAME.to_act(s)
        again = GAME.resample(s, seat, random.Random(k + 1))
        assert rollout.board_margins(again)[seat] == pytest.approx(rollout.board_margins(s)[seat], abs=1e-12)
        tried += 1
    assert tried >= 20


def _solo(front: int) -> object:
    """Solo, cultivate phase: a Fire field of 2, Al grows Kidney; the hand's front card is ``front``."""
    return position(
        1, hands={0: [front, RUNNER]}, fields={0: [[FIRE, FIRE]]}, bosses=[[KIDNEY], [], []],
        phase=CULTIVATE, turn=5,
    )  # fmt: skip


def test_next_card_onto_a_field_beats_next_card_for_the_boss() -> None:
    """AC-18: the front hand card is planted first. Normal's value gives the held hand no worth at a leaf, so it
    rates a front card that grows a field and one of the type Al grows alike (planted, that one starts a field
    the tax takes a bean off every turn, AC-17); the learned value rates the first higher."""
    grows, feeds = _solo(FIRE), _solo(KIDNEY)
    # Normal's value moves only by the unseen counts (one Fire or one Kidney fewer still to come)
    normal = rollout.normal_margins(grows)[0] - rollout.normal_margins(feeds)[0]
    assert abs(normal) < 0.05
    assert rollout.board_margins(grows)[0] - rollout.board_margins(feeds)[0] > normal + 0.25


def test_features_read_the_position() -> None:
    s = _solo(FIRE)
    x = dict(zip(value.NAMES, value.features(s, 0, 0.0, FV), strict=True))
    assert x["front_grows"] == 1.0 and x["front_boss"] == 0.0 and x["second_grows"] == 0.0
    assert x["boss_empty"] == 2 * 2.0  # two empty Bosses, doubled in solo like every Mafia term
    assert x["empty_fields"] == 2.0
    blue = _solo(BLUE)
    y = dict(zip(value.NAMES, value.features(blue, 0, 0.0, FV), strict=True))
    assert y["front_grows"] == 0.0 and y["front_blocked"] == 0.0  # an empty field takes it
