"""Someone else's yes, or a no, stays what it was after 18753a12's own-role yeses (regress50).

18753a12 taught the answer reader the person's own role or vote before a yes ("As Approver: yes",
"Mi voto es sí") and "No, go ahead". Each reached past its family: a name after "As"/"Als"/
"Como"/"En tant que" ("As Priya: yes", "Als Anna: ja"), "Stem Priya: ja" and the name "Mia"
("Mia - approved") stopped being a name, so someone else's yes approved; "El voto de Ana es sí",
"La risposta di Marco è sì", "Su respuesta es sí" approved as the person's own; "No es sí", "La
respuesta no es sí", "Il mio voto non è sì" went from a no to unclear; and "No, go ahead and look
for something cheaper", "No, by all means find something cheaper" approved. Near misses: each
own role, vote and "No, go ahead" of the commit still approves.
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


SOMEONE_ELSES = [
    "As Sam: yes",
    "As Priya: yes",
    "Als Priya: ja",
    "Als Anna: ja",
    "Como Ana: sí",
    "En tant que Sam : oui",
    "En tant que Priya, oui.",
    "Stem Priya: ja",
    "Mia - approved",
    "Mia yes",
    "Mia 👍",
    "El voto de Ana es sí.",
    "El voto del equipo es sí.",
    "La respuesta del jefe es sí.",
    "Su respuesta es sí.",
    "Il voto di Marco è sì.",
    "La risposta di Marco è sì.",
]


@rows("text", SOMEONE_ELSES)
def test_someone_elses_yes_does_not_approve(text: str) -> None:
    assert "approve" not in _readings(text), text


@rows("text", ["No es sí.", "La respuesta no es sí.", "Mi voto no es sí.", "Il mio voto non è sì."])
def test_a_yes_said_not_to_be_one_denies(text: str) -> None:
    assert _readings(text) == {"deny"}, text


@rows(
    "text",
    [
        "No, go ahead and look for something cheaper.",
        "No, by all means find something cheaper.",
        "Nope, go for it, pick another room.",
        "No, feel free to look elsewhere.",
        "No, just go ahead with Maple instead.",
    ],
)
def test_a_no_before_a_go_ahead_to_something_else_does_not_approve(text: str) -> None:
    assert "approve" not in _readings(text), text


OWN_STILL_APPROVES = [
    "As Approver: yes",
    "As Budget Owner - yes",
    "Als Genehmigerin: ja, buchen.",
    "Als Teamleiter: ja",
    "Mein Votum: ja",
    "Meine Stimme: ja",
    "En tant que décideur : oui",
    "En tant que responsable du budget : oui",
    "Mi voto es sí.",
    "Il mio voto è sì.",
    "La respuesta es sí.",
    "Es un sí.",
    "Dico di sì.",
    "No, go ahead",
    "No, go ahead, thanks!",
    "No, go ahead and book it.",
    "no - by all means",
    "Nah, be my guest",
]


@rows("text", OWN_STILL_APPROVES)
def test_the_persons_own_role_or_vote_still_approves(text: str) -> None:
    assert _readings(text) == {"approve"}, text
