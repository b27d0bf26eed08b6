"""A coach script's optional hooks are declared once (``game.kit.coach.ScriptHooks``), with their defaults; a
misspelt one fails here instead of turning its feature off unseen (issue 17: "hooks are found by name")."""

from __future__ import annotations

import difflib
from dataclasses import fields
from types import SimpleNamespace
from typing import Any

import pytest

from engine import GAMES
from game.kit.coach import Coach, ScriptHooks
from game.tables import coach_script

# what every script gives (see ``game.kit.coach``'s notes)
REQUIRED_HOOKS = ("SEED", "PLAYERS", "OPTIONS", "PANEL", "situation", "OPENING", "FIRSTS")


def misspelt_hooks(script: Any) -> list[str]:
    """The names a script defines that are close to a hook's name without being one ("STEADY_" for "STEADY")
    (kept with the tests, the only ones to ask: the browser package stays small)."""
    hooks = [*REQUIRED_HOOKS, *(f.name for f in fields(ScriptHooks))]
    return [name for name in vars(script) if not name.startswith("_") and name not in hooks
            and difflib.get_close_matches(name, hooks, n=1, cutoff=0.8)]

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
