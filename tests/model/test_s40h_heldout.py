"""Held-out tester 40: answers read as approval that give no clear yes to this booking.

A calendar's own auto-accept, a chat app's notice that a reaction was taken back, a form's blank
left unfilled, a yes to a request named by another kind ("the catering request"), a yes beside
someone's "disagrees" and one that gives the attendee list anew were each read as approve; each
now reads unclear. The same shapes that do answer the booking still approve."""

from __future__ import annotations

from arena.wording.answers import explain_answer, read_answer
from row_table import rows

ASKED = "Book R-102 for 6 people on Wednesday?"
ROOMS = [("R-101", "Aspen"), ("R-102", "Birch"), ("R-305", "Oak")]


@rows(
    "answer",
    [
        # a calendar accepted the invitation, no person answered
        "Your calendar has automatically accepted this invitation.",
        "This invitation was automatically accepted.",
        "Auto-accepted: Team sync",
        # a reaction taken back is no reaction
        "Reaction removed: 👍",
        "Removed a reaction: 👍",
        "Dana removed a reaction 👍",
        # a form's blank, never filled in
        "Approve: ___",
        "Approved by: ______",
        "Approve: [ ]",
        # a yes to another request, named by its kind
        "Approved the catering request.",
        "Approved your visitor-badge application.",
        # a yes beside someone who disagrees
        "Most of us approve; finance disagrees.",
        "We approve, but Kim disagrees.",
        "Yes, though the team lead disagreed.",
    ],
)
def test_no_clear_yes_to_this_booking_is_not_approval(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) != "approve"
    assert read_answer(answer) != "approve"


@rows(
    "answer",
    [
        "yes, the attendee list is now Ann, Bo, Cy, Di, Ed",
        "Yes. New guest list: Ann, Bo, Cy",
        "yes, attendees have changed, I'll send the list",
    ],
)
def test_a_yes_that_gives_the_people_anew_is_unclear(answer: str) -> None:
    # the count asked (6) may no longer hold: five names, or a list yet to come
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows(
    "answer",
    [
        "Approved the room request.",
        "Approved the booking request.",
        "Approved the above request.",
        "Yes, approved the Wednesday request.",
        "Approved the R-102 request.",
        "Approve: yes",
        "Approve: [x]",
        "Approved.\nNotes: ________",
        "Yes, nobody disagrees.",
        "No one disagreed, so go ahead.",
        "I don't disagree, go ahead.",
        "Accepted, go ahead.",
        "yes 👍",
        "Yes, the attendee list is in the invite.",
    ],
)
def test_a_yes_to_this_booking_still_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


def test_the_reason_names_the_words() -> None:
    reading = explain_answer("Reaction removed: 👍", ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear"
    assert "reaction removed" in (reading.why or "")
    reading = explain_answer("Approved the catering request.", ASKED, rooms=ROOMS)
    assert "catering request" in (reading.why or "")


@rows(
    "answer",
    [
        "Yes — Paul is against it though.",
        "Yes from me; Paul's against it.",
        "Approved, though Jo opposes it.",
        "Yes from the team, Jo opposes.",
        "yes, I'm fine with it but Marta hates the idea",
    ],
)
def test_a_yes_beside_someone_set_against_it_is_no_approval(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) != "approve"


@rows(
    "answer",
    [
        "I'm not against it, go ahead.",
        "I'm not opposed to it, go ahead.",
        "Nobody is against it, go ahead.",
        "Yes, nobody's against it.",
        "Yes, nobody opposes it.",
        "Yes, I'd hate to lose the slot.",
    ],
)
def test_nobody_against_it_still_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


@rows(
    "answer",
    [
        "yes (auto-filled)",
        "Yes [prefilled]",
        "Default answer: yes",
        "yes (default)",
        "yes — autocompleted by my phone",
        "Approved (pre-selected)",
    ],
)
def test_a_yes_a_form_or_keyboard_filled_in_is_no_approval(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"
    assert read_answer(answer) == "unclear"


def test_the_default_room_is_still_a_yes() -> None:
    assert read_answer("yes, the default room is fine", ASKED, rooms=ROOMS) == "approve"
