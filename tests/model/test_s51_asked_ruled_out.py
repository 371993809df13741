"""Session 51 (answers51b): a yes that rules out the very room, day or head count asked denies.

heldout51 expected a denial for "yes but not Cedar" to "May I book Cedar …?", "ok, but not
Thursday" and "no problem, but not Tuesday" to requests for that day, "Yes to a room, no to
Maple." to a Maple request; each read unclear, as heldout49/50's "yes but not that room" was
meant to. Both verdicts book nothing; a denial records what the person said, a refusal of the
call asked, where unclear records that nobody decided and asks the same question again
(docs/methodology.md). A yes that puts another room or day in its place ("Yes, but use Cedar
instead of Maple") stays unclear as the counter-offer "No, book Cedar instead" does; another room,
day or count ruled out ("yes but not Maple" to Cedar) approves as before.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar"), ("R-210", "Maple"), ("R-305", "Sequoia")]
CEDAR = "May I book Cedar (R-204) for 6 on Tuesday?"
MAPLE = "Is it OK to book Maple (R-210) Monday for 9 people?"
SEQUOIA = "Approve booking Sequoia R-305 for 12 on Thursday?"

CASES: list[tuple[str, str, str]] = [
    # the asked room ruled out
    (CEDAR, "yes but not Cedar", "deny"),  # heldout51 a51-100
    (CEDAR, "yes but not Cedar pls", "deny"),
    (CEDAR, "Yes but not R-204.", "deny"),
    (CEDAR, "yes but not that room", "deny"),  # heldout50 a124, heldout49 a027: unclear before
    (CEDAR, "Sure, just not Cedar, thanks!", "deny"),
    (CEDAR, "Ja, aber nicht Cedar", "deny"),
    (CEDAR, "Oui, mais pas Cedar", "deny"),
    (CEDAR, "Sí, pero no Cedar", "deny"),
    (CEDAR, "Sì, ma non Cedar", "deny"),
    (CEDAR, "Ja, maar niet Cedar", "deny"),
    (CEDAR, "Sim, mas não a Cedar", "deny"),
    (MAPLE, "Yes to a room, no to Maple.", "deny"),  # heldout51 a51-105
    (CEDAR, "Yes to the meeting, no to Cedar.", "deny"),
    (CEDAR, "yes no to Cedar", "deny"),
    (MAPLE, "Ja zu einem Raum, nein zu Maple.", "deny"),
    (MAPLE, "Oui pour une salle, non à Maple.", "deny"),
    (CEDAR, "Sure, anything but Cedar is fine", "deny"),
    (CEDAR, "Yes, except Cedar", "deny"),
    (CEDAR, "Yes - not Cedar though", "deny"),
    (CEDAR, "Oui, tout sauf Cedar", "deny"),
    (CEDAR, "Sí, todo menos Cedar", "deny"),
    # the asked day ruled out
    (SEQUOIA, "ok, but not Thursday", "deny"),  # heldout51 a51-102
    (CEDAR, "no problem, but not Tuesday", "deny"),  # heldout51 a51-146
    (CEDAR, "Yes but not Tuesday", "deny"),
    (CEDAR, "Ja, aber nicht am Dienstag", "deny"),
    (CEDAR, "Oui, mais pas le mardi, merci", "deny"),
    (CEDAR, "Sí, pero no el martes", "deny"),
    (CEDAR, "Sì, ma non martedì", "deny"),
    (CEDAR, "Ja, maar niet op dinsdag", "deny"),
    (CEDAR, "Sim, mas não na terça", "deny"),
    # the asked head count ruled out
    (SEQUOIA, "yes, but not for 12", "deny"),
    (SEQUOIA, "yes, just not 12", "deny"),
    (SEQUOIA, "sì, ma non per 12 persone", "deny"),
    # ... with a stop after it, as before (heldout50)
    (CEDAR, "Yes but not that room. Don't book Cedar.", "deny"),
    (CEDAR, "Yes but not Tuesday. Don't book it for Tuesday.", "deny"),
    # near misses: another booking in its place (a counter-offer), another room, day or count
    # ruled out, a stop aimed elsewhere, a yes to the asked room beside another's no
    # heldout51 a51-101: the booking moved elsewhere, a no since session 54 (moved_yes)
    (MAPLE, "Yes, but use Cedar instead of Maple.", "deny"),
    (CEDAR, "yes but not Cedar, Maple is better", "unclear"),
    (CEDAR, "Yes but not that room. Book Maple.", "unclear"),
    (CEDAR, "Yes but not that room. Don't worry.", "deny"),  # answers52b: the tail names no room
    (CEDAR, "No to Cedar, but yes to Maple", "deny"),  # answers52: "no to" the asked room
    (CEDAR, "yes but not Maple", "approve"),
    (CEDAR, "Ja, aber nicht Maple", "approve"),
    (CEDAR, "yes but not Wednesday", "approve"),
    (CEDAR, "Sì, ma non mercoledì", "approve"),
    (SEQUOIA, "yes, but not for 10", "approve"),
    (CEDAR, "Yes, but not on Monday or Tuesday", "unclear"),  # a list: may say Monday instead
    (CEDAR, "Yes, but not Tuesday morning", "unclear"),
    (CEDAR, "Yes, but not before noon", "unclear"),
    (CEDAR, "Yes, but not the projector", "unclear"),  # as before
    (CEDAR, "yes, avoid Cedar", "deny"),  # answers52: kept away from by a verb
    (CEDAR, "Yes, we can do without it", "unclear"),
    (CEDAR, "Yes, but it is small", "unclear"),
    (CEDAR, "Yes, except for the projector", "unclear"),
]


@pytest.mark.parametrize(("asked", "answer", "verdict"), CASES, ids=[a for _, a, _ in CASES])
def test_s51_asked_ruled_out(asked: str, answer: str, verdict: str) -> None:
    assert read_answer(answer, asked=asked, rooms=ROOMS) == verdict


def test_s51_a_reader_blind_to_the_request_fails_the_table() -> None:
    """A reader that takes "but not X" as a side remark whatever X is approves the asked room
    ruled out: the table tells it apart (a check that cannot fail is a defect)."""

    def broken(answer: str) -> str:
        return "approve" if " not " in f" {answer.lower()} " else "unclear"

    assert any(broken(a) != v for _, a, v in CASES if v == "deny")
