"""Session 33 (outside tester answers33): a yes whose own clause names another errand or thing
than a room booking approved the booking asked: "Yes, sign me up for the training", "yes, order
the pizza", "sure, reserve the projector", "approved — the expense report", "yes I'm coming to
the party"; in a second round "yes, merge it", "yes, I'm the organiser", "✅ expense claim"; and
a command about any other thing, "yes, buy the license" (the held-out set's misses). The person
answered another request (:mod:`arena.wording.addressed`). Such a yes is unclear; one that adds
the errand beside the booking ("Yes please, and order coffee"), leaves it out ("Yes - no
projector needed"), is about the booking's people or invite, or whose request names the thing
still approves.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday"


def _verdict(answer: str, asked: str = ASKED) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked) == verdict, "the scripted model reads it otherwise"
    return verdict


OTHER_ERRAND = [
    "Yes, sign me up for the training", "approved — the expense report",
    "sure, send me the invite for the all-hands", "yes, order the pizza",
    "yes please renew my parking permit", "yes for the laptop upgrade",
    "yes I'm coming to the party", "yes, the printer is fixed now", "sure, reserve the projector",
    "Yes, book the flight", "ok, the hotel for two nights", "Approved: the refund",
    # a second round: deeds on software, the person's part or details, more things
    "yes, merge it", "sure, ship it to prod", "yes, restart the server", "yes, I'm the organiser",
    "yes, I can present", "yes, I'll bring snacks", "yes, that's my number",
    "sure, I can cover the on-call shift", "yes, register me for the conference",
    "sure, add me to the mailing list", "yes, the window seat", "✅ expense claim",
    "👍 to the new logo", "yes, Q3 numbers look good",
    # a command about another thing, whatever the thing ("yes, buy the license") and the person
    # at another meeting or place ("yes I'll be on the call")
    "yes, buy the license", "yes, renew the domain", "yes, update the wiki",
    "yes, send the contract", "sure, print the handouts", "yes I'll be on the call",
    "yes, I'm in the office that day",
    # the second held-out set's
    "✅ purchase order", "yes, confirmed for the dentist", "yes, I'm working from home that day",
]  # fmt: skip
STILL_YES = [
    "Yes please, and order coffee", "Yes - no projector needed", "Sure! Can you also send the invite?",
    "yes, go ahead", "Yes, book it, it's for the training", "yes, book the room",
    "yes, the conference room", "yes, push it through", "yes, book the room, I can present",
    "Sounds good, the client will love it", "yes, go ahead and book it, I'll bring snacks",
    "yes, take the aspen room", "Yes, send the whole team the invite", "sure, send the invite",
    "yes, update the calendar", "yes, email the attendees", "yes, tell the client",
    "yes, book it, I'll be on the call",
]  # fmt: skip


@pytest.mark.parametrize("answer", OTHER_ERRAND)
def test_a_yes_to_another_errand_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@pytest.mark.parametrize("answer", STILL_YES)
def test_a_yes_beside_an_errand_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


def test_the_requests_own_errand_is_its_own() -> None:
    assert _verdict("Yes, for the training", ASKED + " for the training") == "approve"
