"""Session 50 (users50): a yes that first says who is answering ("I'm the approver: yes.", "Yes,
my vote is yes.", "Speaking as budget owner: go", "Als Genehmiger: ja", "La respuesta es sí")
approves; a single "no" waving off a worry before a go-ahead ("No, go ahead") approves.

Each read unclear: "I'm the approver" was a receipt ("Yes, I'm the approver" answers "who is
this?"), "speaking" a telephone "yes, speaking", "my vote is yes" someone else's group vote, a
capitalised German role ("Als Genehmiger") a name before the yes, French "en tant que" the
condition "tant que", and a clause-final Spanish/Italian "sí" after a copula no word at all. The
agent would ask again an approver who had plainly said yes.

Near misses stay as they were: a yes before the self-identification alone ("Yes, I'm the
approver." answers "are you?"), someone else's role or vote ("As Priya's assistant: yes", "The
team's vote is yes", "Speaking for Dana: yes" and "yes on behalf of Priya" approve since answers52b: delegation,
test_s52_delegated_yes), "I'm not the approver, but yes", a verdict of no, "No. Go
ahead." (two answers), "No, book Cedar instead" (another booking), and "creo que sí" (I think so).
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording.answers import read_answer

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ASKED = "May I book Aspen (R-102) for 6 people on Tuesday? Please reply yes or no."


def _readings(text: str) -> set[str]:
    """How the harness (with and without the request and rooms) and the model read ``text``."""
    return {
        read_answer(text, ASKED, rooms=ROOMS),
        read_answer(text),
        model_reads(text, asked=ASKED),
    }


OWN_ROLE_YES = [
    "I'm the approver: yes.",
    "I'm the approver and I say yes.",
    "I'm the approver, and yes.",
    "I'm the approver. Yes.",
    "i am the approver - yes",
    "Speaking as budget owner: go",
    "speaking as the budget owner, go ahead",
    "Yes, my vote is yes.",
    "My vote is yes.",
    "my vote is yes, book it",
    "As Approver: yes",
    "As Budget Owner - yes",
    "Als Genehmiger: ja.",
    "Als Genehmigerin: ja, buchen.",
    "Als Entscheider: ja",
    "Mein Votum: ja",
    "En tant que décideur : oui.",
    "En tant qu'approbatrice : oui.",
    "Mi voto es sí.",
    "La respuesta es sí.",
    "Mi decisión es sí",
    "Es un sí.",
    "Digo que sí.",
    "Il mio voto è sì.",
    "La risposta è sì.",
    "Dico di sì.",
    "No, go ahead",
    "no, go ahead.",
    "Nope, go for it!",
    "Nah, be my guest",
    "no - by all means",
    "No, please go ahead",
]


@pytest.mark.parametrize("text", OWN_ROLE_YES)
def test_own_role_or_vote_before_a_yes_approves(text: str) -> None:
    assert _readings(text) == {"approve"}, text


STAYS_UNCLEAR = [
    "Yes, I'm the approver.",
    "I'm the approver.",
    "I'm not the approver, but yes",
    "I'm not the approver: yes",
    "As Priya's assistant: yes",
    "As the approver's assistant: yes",
    "I'm the approver's deputy: yes",
    "Yes, speaking.",
    "Their vote is yes.",
    "The team's vote is yes.",
    "My boss's vote is yes",
    "Sam: yes",
    "Priya - yes",
    "Ich bin nicht der Genehmiger, aber ja",
    "Creo que sí.",
    "No sé si",
    "No, yes",
    "Oui, tant que c'est Aspen et pas Cedar",
]


@pytest.mark.parametrize("text", STAYS_UNCLEAR)
def test_near_misses_stay_unclear(text: str) -> None:
    assert read_answer(text) == "unclear", text


STAYS_NO = [
    "My vote is no.",
    "I'm the approver: no.",
    "Als Genehmiger: nein.",
    "Speaking as budget owner: no",
    "Mi voto es no.",
    "No, don't go ahead",
    "No, no.",
    "Nope.",
]


@pytest.mark.parametrize("text", STAYS_NO)
def test_a_role_before_a_no_still_denies(text: str) -> None:
    assert read_answer(text) == "deny", text


@pytest.mark.parametrize(
    "text", ["No. Go ahead.", "No, book Cedar instead", "no, go ahead and cancel it"]
)
def test_a_no_then_another_answer_does_not_approve(text: str) -> None:
    assert read_answer(text, ASKED, rooms=ROOMS) != "approve", text


@pytest.mark.parametrize("text", ["Sure, be my guest.", "Be my guest!", "yes - be my guest"])
def test_be_my_guest_adds_nobody(text: str) -> None:
    """ "be my guest" is a go-ahead, not a guest joining the booking asked."""
    assert _readings(text) == {"approve"}, text


@pytest.mark.parametrize("text", ["Yes, my guest is joining.", "yes, and my guest will come too"])
def test_a_guest_who_comes_still_adds_someone(text: str) -> None:
    assert read_answer(text, ASKED, rooms=ROOMS) == "unclear", text
