"""The search AI behind the Hard level and the hint: SO-ISMCTS over the common game protocol.

Modules: ``budget`` (time and iteration budgets, slices), ``policy`` (the
optional game hooks and their defaults), ``ismcts`` (the search), ``pimc``
(the plain determinized search, for comparison), ``bot`` (``SearchBot``, the
Hard level), ``hint`` (a suggestion for a human seat).
See docs/search.md.
"""

from engine.search.bot import SearchBot
from engine.search.budget import Budget, iterations, seconds
from engine.search.hint import Hint, hint, hint_steps
from engine.search.ismcts import Search, Tree
from engine.search.policy import Hooks, SearchHooks, hooks

__all__ = [
    "Budget",
    "Hint",
    "Hooks",
    "SearchHooks",
    "Search",
    "SearchBot",
    "Tree",
    "hint",
    "hint_steps",
    "hooks",
    "iterations",
    "seconds",
]
