"""A coach script's optional hooks are declared once (``game.kit.coach.ScriptHooks``), with their defaults; a
misspelt one fails here instead of turning its feature off unseen (issue 17: "hooks are found by name")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine import GAMES
from game.kit.coach import REQUIRED_HOOKS, Coach, ScriptHooks, misspelt_hooks
from game.tables import coach_script

SCRIPTS = [name for name in GAMES if coach_script(name) is not None]


@pytest.mark.parametrize("name", SCRIPTS)
def test_every_coach_script_gives_its_hooks_under_their_declared_names(name: str) -> None:
    script = coach_script(name)
    assert [h for h in REQUIRED_HOOKS if h not in vars(script)] == []
    assert misspelt_hooks(script) == []
    hooks = Coach(script, name).hooks
    given = [h for h in vars(ScriptHooks()) if h in vars(script)]
    assert given and all(getattr(hooks, h) is vars(script)[h] for h in given), "each hook given is the one used"


def test_a_misspelt_hook_is_caught_and_a_missing_one_takes_its_default() -> None:
    script = coach_script(SCRIPTS[0])
    fake = SimpleNamespace(**{h: vars(script)[h] for h in REQUIRED_HOOKS}, STEADDY={"draw": "Draw"}, NUMBER=("bid",))
    assert sorted(misspelt_hooks(fake)) == ["NUMBER", "STEADDY"]
    hooks = Coach(fake).hooks  # type: ignore[arg-type]
    assert hooks.STEADY == {} and hooks.NUMBERS == () and hooks.event_key is None
