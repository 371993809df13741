"""A yes taken back at its end, and a yes that waits on someone else (tester 14, finding 5).

"Approve. Wait, no, deny.", "Yes. Actually, don't." and "Oui. Non, finalement non." read unclear
while "Go ahead. On second thought, don't." denied: the methodology says a yes taken back at its
end denies. Now a clear answer whose last clause, after a turn ("actually", "wait", "scratch
that", "eigentlich", "finalement", "espera" ...), only refuses denies; a turn back to a yes stays
unclear (a slip never books a room), and so does a turn whose clause says anything else.
"""

from __future__ import annotations

from arena.wording.answers import read_answer
from row_table import rows

ASK = "Book R-102 (Aspen) for 6 people on Tuesday"
ROOMS = [("R-101", "Birch"), ("R-102", "Aspen"), ("R-204", "Cedar"), ("R-305", "Maple")]


def _read(text: str) -> str:
    return read_answer(text, ASK, rooms=ROOMS)


TAKEN_BACK = [
    "Approve. Wait, no, deny.", "Yes. Actually, don't.", "Go ahead. Actually, don't book it.",
    "Yes - scratch that, no.", "Oui. Non, finalement non.", "Go ahead. On second thought, don't.",
    "Sure, book it. Actually, no.", "Go for it. Wait — no, don't.", "Approved. On reflection, no.",
    "OK go ahead. Actually scratch that, don't book it.", "Yes. Hang on, no. Don't book it.",
    "Yeah go ahead. Actually, I've changed my mind: no.", "Approved. Wait. Denied.",
    "Yes. Never mind, no.", "Ja. Warte, nein.", "Ja, bitte. Eigentlich nein, lieber nicht.",
    "Ja, buch es. Nein, doch nicht.", "Oui, vas-y. En fait non, ne réserve pas.",
    "Oui. Attends, non.", "Sí, resérvala. Espera, no.", "Sí. Mejor no.",
    "Vale, adelante. Pensándolo bien, no.", "Go ahead. Hmm, no, don't.",
]  # fmt: skip

#: Taken back, then given again, or a turn to a yes: approved since session 53: a self-correction's last word wins (tests/model/test_s53_corrected_last.py)
#: (unclear in sessions 26-52).
GIVEN_AGAIN = [
    "No wait, yes, book it.", "Yes. Actually no. Actually yes, go ahead.",
    "Approve. Wait, no. Sorry, yes, approve.", "Deny. On second thought, approve.",
    "Nein. Doch, ja, buch es.", "Nope. Actually yeah, go ahead.", "Cancel. Actually, go ahead.",
]  # fmt: skip

#: A turn whose clause takes nothing back, or a hesitant "ok..." before the no: as before.
KEPT = [
    ("Yes. Actually, don't forget the projector.", "approve"),
    ("Yes, actually, go ahead.", "approve"),
    ("Yes. Never mind the projector.", "approve"),
    ("Yes. Actually, don't tell Bob.", "unclear"),
    ("Sure, go ahead. Actually wait.", "unclear"),
    ("ok... actually no", "deny"),  # session 53
    ("Yes, never mind the whole thing.", "unclear"),
]

#: A yes that waits on someone else's say is a condition the agent cannot know.
WAITS_ON_SOMEONE = [
    "Yes, let me know when Bob agrees.", "Sure, tell me when the team has signed off.",
    "Go ahead, let me know when Priya approves it.",
]  # fmt: skip

#: Hearing back about the booking itself is no condition.
HEAR_BACK = [
    "Yes, let me know when it's confirmed.", "Yes, let me know when you've booked it.",
    "Go ahead, let me know when you're done.",
]  # fmt: skip


@rows("text", TAKEN_BACK)
def test_a_yes_taken_back_at_its_end_denies(text: str) -> None:
    assert _read(text) == "deny"


@rows("text", GIVEN_AGAIN)
def test_a_yes_given_again_after_a_correction_approves(text: str) -> None:
    assert _read(text) == "approve"


@rows(("text", "verdict"), KEPT)
def test_a_turn_that_takes_nothing_back_keeps_its_reading(text: str, verdict: str) -> None:
    assert _read(text) == verdict


@rows("text", WAITS_ON_SOMEONE)
def test_a_yes_waiting_on_someone_elses_say_is_unclear(text: str) -> None:
    assert _read(text) == "unclear"


@rows("text", HEAR_BACK)
def test_a_yes_asking_to_hear_back_approves(text: str) -> None:
    assert _read(text) == "approve"
