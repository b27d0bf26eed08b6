"""The engine in WebAssembly: CPython compiled to WASM (Pyodide, run by Node) plays
the same seeded games as desktop CPython and must reach exactly the same ends.

Every game in ``engine.GAMES`` at every player count, random legal play from a
seeded ``random.Random``: scores, winners, action counts and a hash of the
whole trace of actions, events and their log lines must match. The engine is
copied from the working tree into Pyodide's file system, so a game added to
``engine/`` is covered without touching this file. Also prints how much
slower the engine runs in WebAssembly.
"""

from __future__ import annotations

import warnings

import pytest

from tests.web import browser_support as bs
from tests.web import engine_trace


class EngineSpeed(UserWarning):
    """Not a problem: the WebAssembly/desktop speed, shown in pytest's warnings summary,
    which is the one report that reaches the terminal from xdist's workers."""


@pytest.fixture(scope="module")
def wasm() -> dict:
    bs.need_npm_package("pyodide")
    return bs.run_node("engine_wasm.mjs", str(bs.ROOT), timeout=600)


# about ten CPU seconds (Node starts Pyodide, then every game at every count is played twice): collected last of
# the suite, it was dealt to a worker when the other had little left (tests/conftest.py deals the slow ones first)
@pytest.mark.slow
def test_engine_runs_in_webassembly_exactly_as_on_the_desktop(wasm: dict) -> None:
    desktop = engine_trace.run()
    assert wasm["platform"] == "emscripten", "the WASM side must really be WebAssembly CPython"
    cases = {(r["game"], r["players"], r["seed"]) for r in desktop["records"]}
    assert cases == set(engine_trace.cases()), "the desktop run must cover every game and player count"
    assert {(r["game"], r["players"], r["seed"]) for r in wasm["records"]} == cases
    by_case = {(r["game"], r["players"], r["seed"]): r for r in wasm["records"]}
    for want in desktop["records"]:
        got = by_case[(want["game"], want["players"], want["seed"])]
        assert got == want, f"WebAssembly differs from the desktop: {got} != {want}"
    assert all(r["actions"] > 0 for r in desktop["records"])
    ratio = wasm["seconds"] / desktop["seconds"]
    line = (
        f"engine in WebAssembly (CPython {wasm['python']}, Pyodide) vs desktop CPython {desktop['python']}: "
        f"{wasm['seconds']:.2f} s vs {desktop['seconds']:.2f} s for {len(cases)} games, {ratio:.2f}x slower"
    )
    print(line)
    warnings.warn(line, EngineSpeed, stacklevel=1)
