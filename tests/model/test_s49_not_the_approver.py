"""Session 49 (answers49c): "I'm not the approver" decides nothing, and a yes that only
introduces a refusal ("Yes, I'm saying no.") refuses.

"I'm not the approver", "I don't have approval rights", "ce n'est pas moi qui décide" read as a
denial (their "not"): the run would record a human denial nobody gave. They say the question went
to someone who cannot decide, as "not my call" and "I'm not the right person" already did: unclear.
"Yes, I'm saying no.", "Yes, I'm declining.", "Ja, ich sage nein" read unclear ("Yes — I'm
refusing." approved): the yes only answers that the person heard; the answer is the no. "Yes, no."
stays as mixed as it reads, and a turn to a yes ("No, I'm saying yes.") never books.

Relayed approvals ("On behalf of Priya: approved.", "My manager says yes, go ahead.") stay unclear
on purpose (docs/methodology.md: someone else's say-so is theirs): the run records the person it
asked as the one who answered, so a yes passed on for someone else is not theirs to record.
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
    }


NOT_THE_APPROVER = [
    "I'm not the approver",
    "I'm not the approver.",
    "I am not the approver, sorry.",
    "im not the approver",
    "Sorry, I'm not the decision maker here.",
    "I'm not the budget owner.",
    "I don't have approval rights.",
    "I do not have sign-off authority.",
    "I'm not authorised to approve this.",
    "I am not allowed to approve that.",
    "Ich bin nicht der Freigeber.",
    "No soy quien aprueba.",
    "Ce n'est pas moi qui décide.",
    "Non sono io a decidere.",
    "Não sou eu quem decide.",
    "Ik ga er niet over.",
]


@rows("text", NOT_THE_APPROVER)
def test_not_the_approver_decides_nothing(text: str) -> None:
    assert _readings(text) == {"unclear"}


YES_THEN_NO = [
    "Yes, I'm saying no.",
    "Yes, I am saying no.",
    "Yes, I'm saying no to that.",
    "Yes — I'm refusing.",
    "Yes, I'm declining.",
    "Yeah, I decline.",
    "Yes, that's a no.",
    "Yes, it's a no from me.",
    "Yes, the answer is no.",
    "Ja, ich sage nein.",
    "Sí, digo que no.",
    "Oui, je dis non.",
    "Ja, ik zeg nee.",
]


@rows("text", YES_THEN_NO)
def test_a_yes_that_introduces_a_refusal_refuses(text: str) -> None:
    assert _readings(text) == {"deny"}


@rows(
    ("text", "verdict"),
    [
        # near misses: a plain no, a mixed answer, a turn to a yes, a yes said as itself
        ("No, I'm the approver and I say no.", "deny"),
        ("Not my call.", "unclear"),
        ("I am not the approver, but yes.", "unclear"),
        ("Yes, no.", "unclear"),
        ("No, I'm saying yes.", "unclear"),
        ("Yes, I'm saying yes.", "approve"),
        ("Yes, I'm saying go ahead.", "approve"),
        ("Oui, je dis oui.", "approve"),
        ("Yes, I'm saying no rush, book it.", "approve"),
        ("Yes, I mean no.", "deny"),
        ("I decline.", "deny"),
        ("No.", "deny"),
        # a "no" inside another word is no refusal
        ("Yes, that's a no-brainer.", "unclear"),
        # relayed: someone else's say-so, on purpose (docs/methodology.md)
        ("yes on behalf of Priya, she's the approver and she said go", "unclear"),
        ("On behalf of Priya: approved.", "approve"),  # delegation: answers52b
        ("My manager says yes, go ahead.", "unclear"),
        ("Ask Priya, she decides.", "unclear"),
    ],
)
def test_near_misses_keep_their_reading(text: str, verdict: str) -> None:
    assert _readings(text) == {verdict}
