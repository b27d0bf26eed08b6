"""No "1 pts": a sentence that counts things takes the plural form its number asks for (issue 18 §5).

Every player-facing sentence in the code (``words``/``Words``/``tr``, as ``scripts/catalogue.py`` finds
them) that puts a count before a noun ("{n} pts", "{n} cards") must be a plural pair (``plural=``,
``trn``), unless its count can never be 1 (listed below with the reason).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COUNTED = re.compile(r"\{n\} (?:\w+ )?(?:pts|points|cards|coins|beans|turns|games|players|Projects|Objectives)\b")
SINGLE = {"words", "Words", "tr"}
# the count is never 1 here, so one form is right in every language
NEVER_ONE = {
    "{n} cards",  # Système Solaire: three or more cards (one or two are named)
    "You started the turn with {n} cards: with 5 or more you may only place cards.",  # 5 or more (SL-9)
    "Buy a third field for {n} coins",  # the price, 3 (AC-29)
    "A third field costs {n} coins.",
    "Buy 3rd field · {n} coins",
    "buy for {n} coins",
    "{who} buys a third field for {n} coins",
    "{who} is dealt {n} Objectives",  # three (SU-4)
    "The last {n} finished games. Click one to watch it again.",  # Replays keeps twenty
    "{n} cards: the most of any colour.",  # Space Lab: said only for two or more cards (advice._taking)
    "{n} cards: the largest stack.",
}


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def counted_without_plural() -> list[str]:
    found = []
    for top in ("engine", "game"):
        for path in sorted((ROOT / top).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and _name(node.func) in SINGLE and node.args):
                    continue
                text = node.args[0]
                if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                    continue
                if any(k.arg == "plural" for k in node.keywords) or text.value in NEVER_ONE:
                    continue
                if COUNTED.search(text.value):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {text.value}")
    return found


def test_every_counted_sentence_has_its_plural() -> None:
    assert counted_without_plural() == []
