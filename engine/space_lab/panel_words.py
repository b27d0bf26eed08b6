"""What the table's panels say of the rules: the turn box, the solo panel, the ratings, the final score's parts
and the tie-break.

Each line comes with its role in the panel (a title, a rule, a count...): the
screen gives each role its size and colour, the words stay the rules' own.
"""

from __future__ import annotations

from typing import Any

from engine.core import Player, Words, words
from engine.results import FinalPart, FinalRow
from engine.space_lab.content import SOLO_PRESSURE_TURNS, SOLO_RATINGS
from engine.space_lab.facts import card_points, close_to_end, project_scores
from engine.space_lab.words import PART_WORDS, lab_score_words, project_score_words

Said = tuple[str, Words | None]  # (role, words); no words: an empty line between parts of a panel


def status_words(v: Any) -> list[Said]:
    """The turn box: the set-up, the round (solo: the turn of 20) and who plays, then how the end comes."""
    rows: list[Said] = []
    if v.final is not None:
        rows.append(("over", words("Game over")))
    elif v.phase == "assign":
        rows.append(("head", words("Set-up: Objectives")))
        rows.append(("sub", words("{name} chooses", name=Player(v.current))))
    elif v.solo:
        rows.append(("head", words("Turn {n} of {total}", n=v.turn, total=v.turn + (v.solo_turns_left or 0))))
    else:
        rows.append(("head", words("Round {n}", n=v.round)))
        rows.append(("sub", words("{name} to play", name=Player(v.current))))
    if v.trigger is not None and v.final is None:
        rows.append(("end", words("{name} triggered the end:", name=Player(v.trigger))))
        left = v.turns_left or 0
        # whose turn is the last one ("1 more turn after this one" left a player guessing it was theirs: playtest 19)
        last = Player((v.current + left) % v.players)
        rows.append(("end", words("{name} plays the last turn", name=last) if left < 2 else
                     words("{n} more turn; {name} plays the last", plural="{n} more turns; {name} plays the last",
                           n=left, name=last)))
    elif v.final is None and v.phase != "assign":
        near = near_end(v)
        rows.append(("end", near) if near else ("note", words("Ends at 10 cards or 3 validated capsules")))
    return rows


def near_end(v: Any) -> Words | None:
    """Who is close to triggering the end (SL-17: a third validated capsule or a tenth card), said before it comes: a
    rival went from 15 to 73 VP in a last turn nobody saw coming (playtest 19). Two cards short is close already: one
    Place action may put both in (SL-8; playtest 21: nothing warned of a rival's eighth card)."""
    capsule, short = close_to_end(v)
    card = list(short)
    if len(capsule) + len(card) > 1:
        return words("{n} player is close to ending the game", plural="{n} players are close to ending the game",
                     n=len(capsule) + len(card))
    if capsule:
        return words("One more capsule for {name} ends the game", name=Player(capsule[0]))
    if card:
        return words("{n} more card in {name}'s station ends the game",
                     plural="{n} more cards in {name}'s station end the game", n=short[card[0]], name=Player(card[0]))
    return None


def solo_words(v: Any) -> list[Said]:
    """The solo panel (Appendix A): the rival, the pressure on the piles and how often it came, the end, the
    ratings."""
    a, b, c = SOLO_PRESSURE_TURNS
    # what the pressure does, counted ("Pression jusqu'ici" read as jargon; "0 fois" oddly: playtest 16), in tiles
    # as the Validation piles' note counts them: « 1 fois » here beside « 3 retirées » there read as two figures
    # (issue 18)
    removed = (words("Top tiles removed so far: {n}", n=len(v.removed)) if v.removed
               else words("No top tile removed yet"))
    return [("title", words("Solo: 20 turns")),
            ("rule", words("After each of your turns the rival removes the largest Recruitment Centre stack.")),
            ("rule", words("The Validation piles lose their top tile after turns {a}, {b} and {c}.", a=a, b=b, c=c)),
            ("count", removed),
            ("rule", words("The game ends after turn 20, or earlier once your station holds 10 cards or 3 validated "
                           "capsules.")),
            ("gap", None), ("ratings", ratings_words())]


def ratings_words() -> Words:
    """The solo ratings and their thresholds (Appendix A, from the engine's table)."""
    (_, a), (x, b), (y, c), (z, d) = SOLO_RATINGS
    return words("Ratings: {a} below {x} · {b} from {x} · {c} from {y} · {d} from {z} VP", a=words(a), b=words(b),
                 c=words(c), d=words(d), x=x, y=y, z=z)


def tie_words(final: Any) -> Words | None:
    """How a tie on points was broken (R-25): by the most Projects, or not at all (a shared victory)."""
    if final.tie_break == "projects":
        return words("Tied on points: {name} holds the most Projects and wins.", name=Player(final.winners[0]))
    if final.tie_break == "shared":
        return words("Tied on points and on Projects: the victory is shared.")
    return None  # nobody tied: the tie-break decided nothing


def result_parts(v: Any, i: int) -> list[FinalPart]:
    """Seat ``i``'s final score in its four parts (section 13), by the names the score line and side panel use
    ("Objectives 0" beside validated capsules read as failed Objectives, "Tiles" beside "Objective tiles" as one
    thing), each with its points in VP ("Lab cards: 9" read as a count), its pieces and what each piece scored."""
    sc = v.final.scores[i]
    station = tuple(c for c in v.stations[i] if c)
    tiles = tuple(t for t in v.tiles[i] if t)
    # the Lab cards and Projects, pointed at, list what each scored (playtests 16, 17)
    projects = tuple(project_score_words(*x) for x in project_scores(v.stations[i], tiles, sc.projects))
    cards = tuple(lab_score_words(c, card_points(v.stations[i], k, tiles)) for k, c in enumerate(v.stations[i]) if c)
    lab, bottom, val, proj = PART_WORDS
    four = ((lab, sc.lab, station, cards), (bottom, sc.bottom, tuple(v.objectives[i]), ()),
            (val, sc.validation, tiles, ()), (proj, sc.project, sc.projects, projects))
    return [FinalPart(name, vp, pieces, words("{n} VP", n=vp), lines) for name, vp, pieces, lines in four]


def final_rows(v: Any) -> list[FinalRow] | None:
    """The results' rows: each seat's total in its four parts, under it the solo rating or the Projects (R-25's
    tie-break); solo has no one to beat: the rating says how it went, not a win. ``None`` before the end."""
    f = v.final
    if f is None:
        return None
    return [FinalRow(i, sc.total, i in f.winners and not v.solo, tuple(result_parts(v, i)),
                     words(f.rating) if v.solo else words("{n} Project", plural="{n} Projects", n=len(sc.projects)))
            for i, sc in enumerate(f.scores)]


def final_notes(v: Any) -> list[Words]:
    """The lines under the results: solo, the rating scale (the headline gives the score and rating already);
    else how a tie was broken, if one was."""
    if v.final is None:
        return []
    if v.solo:
        return [ratings_words()]
    tie = tie_words(v.final)
    return [tie] if tie is not None else []
