"""French bean names agree with what stands around them (playtest 20: « le Fève », « les Grimpant »).

The French names are labels of both genders (Fève is feminine, the others masculine) that do not take a plural
(« Grimpant », « Bleu »): no article, count or agreeing word can stand right before one. Every Al Cabohne sentence
therefore names the bean bare as a label (« Planter Fève »), after « la carte » or « les cartes » where words agree with it, or as « Fève ×3 » as the log does.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

from engine import GAMES
from engine.al_cabohne.cards import BLUE, BROAD, FRENCH, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.al_cabohne.view import project
from engine.core import Action
from game import i18n
from game.words import say

ROOT = Path(__file__).resolve().parents[2]
BEAN_BLANKS = r"\{(?:bean|kind|grown)\}"
# an article or determiner that takes a gender or number, or a count, right before a bean's name
BEFORE = re.compile(r"(?i)(?:\b(?:le|la|les|un|une|du|au|aux|ce|cet|cette|ces)|\{(?:n|k|m|beans|count|first)\}) "
                    + BEAN_BLANKS)
# a past participle or adjective right after a bean's name, unless it follows « carte(s) » and agrees with that
AFTER = re.compile(r"(?<!carte )(?<!cartes )" + BEAN_BLANKS + r" (?:seule?s?|restante?s?|révélée?s?|plantée?s?)\b")


def _catalogue() -> ModuleType:
    spec = importlib.util.spec_from_file_location("catalogue", ROOT / "scripts" / "catalogue.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_no_french_al_cabohne_sentence_inflects_a_bean_name() -> None:
    cat = _catalogue()
    found = cat.extract()
    french = cat.read_po(ROOT / "game" / "locale" / "fr" / "LC_MESSAGES" / "beaniverse.po")
    ours = [key for key, where in found.items() if any("al_cabohne" in w for w in where)]
    bad = [form for key in ours for form in french.get(key, []) if BEFORE.search(form) or AFTER.search(form)]
    assert not bad, "\n".join(bad)


def test_a_feminine_and_a_plural_bean_read_right_on_a_button() -> None:  # rule AC-22
    game = GAMES["al_cabohne"]
    i18n.set_language("fr")
    try:
        for t, n, start in ((BROAD, 1, "Mettre Fève sur"), (RUNNER, 2, "Mettre Grimpant ×2 sur")):
            state = position(1, phase=CULTIVATE, kept=[[t] * n], bosses=[[FRENCH], [PUFF], [BLUE]])
            line = say(game.describe_in(project(state, 0), Action("place", state.kept[0][0], "field:0")), ["Alice"])
            assert line.startswith(start), line
    finally:
        i18n.set_language("en")
