"""answers52b: three mechanisms on the answer reader, each read by an answer's structure.

1. Delegation (arena.wording.delegated): "Approved on behalf of Dana (she's out today)." and "On
   behalf of Maria (she's in a meeting): yes, approved." — every outside writer (heldout49-52)
   expected approve; a delegation frame names the authority the speaker acts under, so the
   verdict after it is the speaker's own. A relay (someone else's act reported) stays unclear.
2. A casual stack that ends on a shrug ("yeah sure why not", heldout52) is a yes: "why not" is no
   word that says the question did not need asking ("obviously", "as always").
3. A yes withdrawn for the very room or day asked ("Sure, but not Maple") stays a no whatever
   follows that never names it again ("— we need something else.", heldout52).
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar"), ("R-210", "Maple"), ("R-305", "Sequoia")]
SEQUOIA = "Approve booking Sequoia (R-305) for 12 on Monday?"
MAPLE = "Can I reserve Maple R-210 for 9 people on Thursday?"
ASPEN = "Request: book Aspen (R-102), 5 people, Wednesday. OK?"

DELEGATED: list[tuple[str, str]] = [
    ("Approved on behalf of Dana (she's out today).", "approve"),  # heldout52 a031
    ("On behalf of Dana (she's in a meeting): yes, approved.", "approve"),  # heldout50 a051
    ("Approved on behalf of my manager.", "approve"),
    ("Speaking for my manager: yes, that's approved", "approve"),
    ("yes on behalf of Priya", "approve"),
    ("Approved on Dana's behalf — Kim (EA)", "approve"),
    ("In Dana's absence: approved.", "approve"),
    ("Replying on behalf of Dana: go ahead.", "approve"),
    ("Im Auftrag von Maria (sie ist im Urlaub): ja, genehmigt.", "approve"),
    ("De la part de Maria : oui, c'est bon.", "approve"),
    ("Por parte de mi jefa: sí, adelante.", "approve"),
    ("Da parte di Maria: sì.", "approve"),
    ("Uit naam van Maria: ja, prima.", "approve"),
    # the verdict after the frame is read as written
    ("On behalf of Dana: no, she doesn't want it booked.", "deny"),  # heldout50 a101
    ("On behalf of the approver: denied.", "deny"),  # heldout51 a51-093
    ("not approved on behalf of Marco, he says no", "deny"),  # heldout49 a128
    ("Im Auftrag von Maria: nein.", "deny"),
    ("On behalf of Dana: maybe", "unclear"),
    ("On behalf of Dana: yes, but book it for 20", "unclear"),
    # near misses: a relay (another's act reported), a booking made for someone, a team, a note
    # that is no absence, a standing approval
    ("On behalf of Priya: she said go", "unclear"),
    ("On behalf of Priya: she approved it.", "unclear"),
    ("Jane says: yes, go ahead", "unclear"),
    ("My manager says yes, go ahead.", "unclear"),
    ("yes (relaying for Kim)", "unclear"),
    ("yes — sent on Jane's behalf", "unclear"),
    ("Yes, reserve it on behalf of Tom.", "unclear"),
    ("Yes, on behalf of the sales team.", "unclear"),
    ("Oui, au nom de Julie.", "unclear"),
    ("Sí, en nombre de Pedro.", "unclear"),
    ("Approved on behalf of Dana (she said it's fine)", "unclear"),
    ("Approved on behalf of Dana, and approve future bookings too", "unclear"),
    ("I'm not the approver, but yes", "unclear"),
    ("Yes, book it on my behalf", "approve"),
    # session 54's policy, unchanged: a relay stays someone else's word, and a delegated yes to
    # another day, room or count than asked is no yes to this booking
    ("Per Maria: approved", "unclear"), ("Dana says go ahead", "unclear"),
    ("my manager OK'd it", "unclear"), ("On behalf of Dana: yes, for Tuesday", "unclear"),
    ("On behalf of Dana: yes, Maple", "unclear"), ("On behalf of Dana: approved for 14 people", "unclear"),
    ("Im Auftrag von Maria: ja, aber am Donnerstag", "unclear"),
]  # fmt: skip

WHY_NOT: list[tuple[str, str]] = [
    ("yeah sure why not", "approve"),  # heldout52 a039
    ("yeah, sure, why not", "approve"),
    ("ok sure why not", "approve"),
    ("yep ok why not", "approve"),
    ("na klar, warum nicht", "approve"),
    ("ouais, pourquoi pas", "approve"),
    ("oui bien sûr, pourquoi pas", "approve"),
    # near misses: said as sarcasm or a wave of the hand
    ("yes, yes, obviously, as always", "unclear"),
    ("yeah sure obviously", "unclear"),
    ("Yes. Yes. Of course. Why not.", "unclear"),
    ("sure sure why not", "unclear"),
    ("Oh sure, go right ahead, why not", "unclear"),
    ("Why not Cedar?", "unclear"),
]

TAILS: list[tuple[str, str, str]] = [
    (MAPLE, "Sure, but not Maple — we need something else.", "deny"),  # heldout52 a087
    (MAPLE, "Sure, but not Maple. We need something else.", "deny"),
    (MAPLE, "Sure, but not Maple — too small.", "deny"),
    (MAPLE, "Sure, but not Maple, find another room.", "deny"),
    (MAPLE, "yes but not Maple, something else please", "deny"),
    (MAPLE, "Sure, but not Thursday — we need another day.", "deny"),
    (MAPLE, "Ja, aber nicht Maple – wir brauchen etwas anderes.", "deny"),
    (MAPLE, "Oui, mais pas Maple, il nous faut autre chose.", "deny"),
    (MAPLE, "Sí, pero no Maple, necesitamos otra cosa.", "deny"),
    (MAPLE, "Sure, but not Maple", "deny"),
    # near misses: a tail that gives it back, goes on with the list, names another booking, or
    # another room ruled out
    (MAPLE, "Sure, but not Maple unless nothing else is free", "unclear"),
    (MAPLE, "Sure, but not Maple... actually Maple is fine, go ahead", "unclear"),
    (MAPLE, "Sure, but not Maple — go ahead with something else", "unclear"),
    (MAPLE, "Sure, except Thursday and Friday", "unclear"),
    (MAPLE, "Yes but not that room. Book Cedar.", "unclear"),
    (MAPLE, "yes but not Cedar", "approve"),
]


@pytest.mark.parametrize(("answer", "verdict"), DELEGATED, ids=[a for a, _ in DELEGATED])
def test_s52_a_delegated_verdict_is_the_speakers_own(answer: str, verdict: str) -> None:
    assert read_answer(answer, SEQUOIA, ROOMS) == verdict, answer


@pytest.mark.parametrize(("answer", "verdict"), WHY_NOT, ids=[a for a, _ in WHY_NOT])
def test_s52_a_casual_yes_ending_on_why_not(answer: str, verdict: str) -> None:
    assert read_answer(answer, ASPEN, ROOMS) == verdict, answer


@pytest.mark.parametrize(("asked", "answer", "verdict"), TAILS, ids=[a for _, a, _ in TAILS])
def test_s52_a_withdrawn_yes_keeps_its_no_past_the_tail(
    asked: str, answer: str, verdict: str
) -> None:
    assert read_answer(answer, asked, ROOMS) == verdict, answer


def test_s52_broken_readers_fail_the_tables() -> None:
    """A reader that approves whatever names someone ("on behalf of", "says") approves the relays;
    one that takes any "but not" for a side remark approves the refusals (a check that cannot
    fail is a defect)."""

    def names_someone(answer: str) -> str:
        return "approve" if "behalf" in answer or "says" in answer else "unclear"

    def side_remark(answer: str) -> str:
        return "approve" if "but not" in answer else "unclear"

    def shrug(answer: str) -> str:
        return "approve" if "why not" in answer.lower() else "unclear"

    assert any(names_someone(a) != v for a, v in DELEGATED if v == "unclear")
    assert any(shrug(a) != v for a, v in WHY_NOT if v == "unclear")
    assert any(side_remark(a) != v for _, a, v in TAILS if v == "deny")
