"""Held-out tester 39: yeses that answered something else than the booking asked, read as approve.

A yes below (or above) a quoted question that is not the booking ("> Can we get pizza?\\nyes",
"> Can Sam join too?\\nsure") approved and booked the room; so did a yes said to another
request by topic ("yes re: travel request"), a yes the person said was for another thread
("Yes — oops, that was for the catering thread"), a head count that is the request's hour ("yes,
we're 9 now" to "for 8 people … at 9am"), a yes that adds to the slot's length ("yes please, add
an extra hour"), a "yes" to a quoted "Any objections?", a machine's "[Automated] … approved" and a
yes that hands the request on ("yes, send it to Dana for sign-off") or books to no end ("yes through
December", "keep it open-ended"), and a yes above another request an Outlook reply quotes below its
"From: …\\nSent: …" block. Each now reads unclear; the same shapes that keep to the request
still approve.
"""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer

ROOMS = [(r.id, r.name) for r in TABLE]
ASPEN = "Book R-102 (Aspen) for 6 people on Wednesday?"
CEDAR = "Book Cedar (R-204) for 4 people on Friday 10:00-11:00?"
SEQUOIA = "Book R-305 Sequoia for 8 people on Thursday at 9am?"

NOT_THIS_BOOKING = [
    # a quoted question that is not the booking: the yes answers it
    (ASPEN, "> Can we get pizza?\nyes"),
    (CEDAR, "> Can Sam join too?\nsure"),
    (SEQUOIA, "> Should I invite the whole team?\nyes"),
    (ASPEN, "> Do you want me to order coffee?\nyes please"),
    (CEDAR, "yes\n\nOn Mon, 30 Nov 2026, Sam wrote:\n> Can we record the session?"),
    (SEQUOIA, "Answer from dana: > Is the caterer sorted?\nyes"),
    # a yes said to another request by its topic
    (CEDAR, "yes re: travel request"),
    (ASPEN, "approved, re: the expense request"),
    # the person says the yes was for another thread
    (ASPEN, "Yes — oops, that was for the catering thread"),
    (CEDAR, "yes, that was meant for the finance channel"),
    # a head count said as "we're N" that is the request's hour
    (SEQUOIA, "yes, we're 9 now"),
    (SEQUOIA, "yes, we're nine now"),
    (SEQUOIA, "yes, there'll be 9"),
    # a longer slot than asked
    (CEDAR, "yes please, add an extra hour"),
    (CEDAR, "yes, another half hour please"),
    # a yes to "any objections?" is an objection: since answers40 a no, not unclear
    # (tests/model/test_s40_answers.py holds it to deny)
    # a machine's tag opening the answer
    (ASPEN, "[Automated] Your request has been approved."),
    (CEDAR, "[BOT] yes"),
    # the request handed on for someone else's say
    (CEDAR, "yes and share it with Sam for a quick review"),
    (CEDAR, "yes, send it to Dana for sign-off"),
    # a booking with no end, or up to a month
    (ASPEN, "yes through December"),
    (ASPEN, "yes thru jan"),
    (CEDAR, "yes but keep it open-ended"),
    # another request quoted below an Outlook reply's header block
    (
        ASPEN,
        "yes pls\n\n________________________________\nFrom: RoomBot\nSent: Monday\n"
        "Subject: Book R-204 (Cedar) for 10 people on Friday?",
    ),
]

STILL_YES = [
    (ASPEN, "> Book R-102 (Aspen) for 6 people on Wednesday?\nyes"),
    (ASPEN, "> Is Aspen OK for you?\nyes"),
    (ASPEN, "> Shall I go ahead?\nyes"),
    (CEDAR, "> Do you want me to proceed?\nok"),
    (CEDAR, "> OK to go ahead with Friday?\nyes"),
    (CEDAR, "yes re: the room request"),
    (CEDAR, "yes re: the Cedar booking"),
    (CEDAR, "Re: your booking request - yes"),
    (CEDAR, "yes, this is for the team meeting"),
    (SEQUOIA, "yes we're 8 now"),
    (SEQUOIA, "yes, at 9"),
    (CEDAR, "yes, one more thing: thanks"),
    (CEDAR, "yes, book it [urgent]"),
    (CEDAR, "yes, and send me the confirmation"),
    (CEDAR, "yes, forward it to me"),
    (CEDAR, "yes, I'll forward it to my manager as well"),
    (ASPEN, "Yes, book it.\n\nPriya wrote:\n> Shall we cancel?"),
    (ASPEN, "yes, may I add, thanks for asking"),
    (
        ASPEN,
        "Yes\n\nFrom: RoomBot\nSent: Monday 09:00\nTo: Dana\nSubject: Approval needed\n\n"
        "Book R-102 (Aspen) for 6 people on Wednesday?",
    ),
]


@pytest.mark.parametrize(("asked", "answer"), NOT_THIS_BOOKING)
def test_a_yes_to_something_else_is_unclear(asked: str, answer: str) -> None:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert reading.verdict == "unclear", reading
    assert reading.why


@pytest.mark.parametrize(("asked", "answer"), STILL_YES)
def test_a_yes_to_the_booking_itself_approves(asked: str, answer: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "approve"
