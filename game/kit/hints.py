"""The words a table shows of its own: the hint line, whose turn it is, an action's name.

``TableScene`` mixes this in.
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Player, Words, words
from game import theme
from game import words as say_words
from game.i18n import tr

Color = tuple[int, int, int]


class Hints:
    names: list[str]
    game: Any
    mod: Any
    view: Any
    notice: Any
    # and from the table: hint()

    def say(self, w: Words) -> str:
        return say_words.say(w, self.names)

    def current_hint(self) -> tuple[str, Color]:
        """The hint line, or for a moment the reason the last click did nothing."""
        if self.notice.active:
            return self.notice.text, theme.BAD
        return self.hint()

    def action_words(self, a: Action) -> str:
        return self.say(self.game.describe(a))

    def turn_hint(self) -> tuple[str, Color] | None:
        """The hint while it is not the viewer's turn (someone else plays), or ``None``."""
        v = self.view
        if v.to_act is None:
            return tr("Game over"), theme.GOLD
        if self.mod.human_turn:
            return None
        if self.mod.is_human(v.to_act):
            return self.say(words("{who}'s turn", who=Player(v.to_act))), theme.TEXT_DIM
        return self.say(words("{who} is playing…", who=Player(v.to_act))), theme.TEXT_DIM
