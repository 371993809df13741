"""Session 50 (users50): a verdict after the person names themself as the one who decides ("I'm
the one who decides: yes", "C'est moi qui décide : oui", "Ik beslis: ja"), Dutch "goedgekeurd" and
"ik keur het goed", "no problem at all" and "my vote's yes" read as what they say.

Each read unclear: "decides" as a decision left open or to someone else (hedges), "goedgekeurd" as
no word at all, "at all" after "no problem" as words that give no go-ahead, and "vote's" as another
thing than the booking. Someone else deciding ("Dana decides: yes", "Dana is the one who decides:
yes"), a yes before the self-identification ("Yes, I'm the one who decides": answering "who
decides?"), the self-identification alone, and someone else's vote stay unclear; a no after the
preamble ("I decide: no", "ik keur het niet goed") denies.
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording.answers import read_answer
from row_table import rows

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ASKED = "May I book Aspen (R-102) for 6 people on Tuesday? Please reply yes or no."


def _readings(text: str) -> set[str]:
    """How the harness (with and without the request and rooms) and the model read ``text``."""
    return {
        read_answer(text, ASKED, rooms=ROOMS),
        read_answer(text),
        model_reads(text, asked=ASKED),
        model_reads(f"Answer from eval: {text}", asked=ASKED),
    }


APPROVE = [
    "I'm the one who decides: yes",
    "i'm the one who approves these: yes",
    "I'm the person who signs off: yes",
    "As the one who signs off: yes",
    "I decide: yes",
    "It's me, the approver. Yes.",
    "it's me, your budget owner: go ahead",
    "C'est moi qui décide : oui",
    "Soy yo quien decide: sí",
    "Ich bin diejenige, die entscheidet: ja",
    "Ik beslis: ja",
    "Ik keur het goed.",
    "goedgekeurd",
    "Goedgekeurd!",
    "no problem at all",
    "no worries at all!",
    "My vote's yes",
    "my answer's yes",
]


@rows("text", APPROVE)
def test_the_one_who_decides_then_a_yes_approves(text: str) -> None:
    assert _readings(text) == {"approve"}, text


UNCLEAR = [
    "Dana decides: yes",
    "Dana is the one who decides: yes",
    "Yes, Dana is the one who signs off",
    "Yes, I'm the one who decides",
    "I'm the one who decides.",
    "I decide later",
    "It's me, the approver.",
    "Yes, it's me, the approver",
    "Dana's vote is yes",
    "c'est Dana qui décide : oui",
    "Answer from my boss: I decide: yes",
]


@rows("text", UNCLEAR)
def test_someone_else_deciding_or_the_preamble_alone_stays_unclear(text: str) -> None:
    assert read_answer(text) == "unclear", text


@rows("text", ["I decide: no", "ik keur het niet goed", "niet goedgekeurd"])
def test_a_no_after_it_denies(text: str) -> None:
    assert read_answer(text) == "deny", text
