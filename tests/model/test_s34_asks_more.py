"""Outside tester 34: a clause beside a yes that asks for a thing of the meeting ("yes — remote
option too please", "yes, with hybrid", "yes & a webex bridge pls", "yes, also grab the big
screen", "yes, but we need a speakerphone", "Oui, avec visio aussi", "Ja, mit Videokonferenz
bitte") approved and booked a room that may have none of it; the lists of things
(:mod:`arena.wording.requirements`) missed each. A clause is read by its shape now
(:mod:`arena.wording.more_asked`): one opened by "with", one that adds "a …", one that ends
"too", one that says a need, a thing alone with a please. Courtesies, the request's own words,
people asked for and errands beside the booking ("and order coffee", "send the invite": session
33's design) still approve.
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-204 (Cedar) for 8 people on Wednesday at 10:00?"
PROJECTOR = "Book R-204 (Cedar) for 8 people on Wednesday at 10:00, with a projector?"


def _verdict(answer: str, asked: str = ASKED) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked) == verdict, "the scripted model reads it otherwise"
    return verdict


@rows(
    "answer",
    ["yes — remote option too please", "yes, with hybrid", "yes & a webex bridge pls",
     "yes, also grab the big screen", "yes, but we need a speakerphone", "Oui, avec visio aussi.",
     "Ja, mit Videokonferenz bitte.", "yes - zoom too", "yes, dial-in too",
     "yes, online option please", "yes, get a hybrid setup", "yes, plus a video link",
     "yes, need wheelchair access too", "yes, and a second room for breakout"],
)  # fmt: skip
def test_a_clause_that_asks_for_more_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@rows(
    "answer",
    ["yes and the team", "yes, and thanks", "yes, with pleasure", "oui, avec plaisir",
     "sí, con gusto", "Yes, with no changes", "Yes please, and order coffee", "sure, send the invite",
     "Yes. Thanks, Kim too!", "HR has approved it, so yes from me too", "yes, we need it",
     "Yes, hold the room please", "sí, a las diez", "Yes, Wednesday please",
     "yes, and have a great weekend", "yes, and let me know when it's done"],
)  # fmt: skip
def test_a_courtesy_an_errand_or_the_request_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


def test_a_thing_the_request_names_is_no_addition() -> None:
    assert _verdict("Yes, with the projector", PROJECTOR) == "approve"
