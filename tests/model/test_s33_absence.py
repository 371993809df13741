"""Session 33 (outside tester answers33): an out-of-office reply, a chat's away status or a
bot's notice read as a refusal for its words of no ("no access to email", "not in the office",
"won't be answering"), so the agent dropped a booking the person never saw. It says nobody is
there to decide (:mod:`arena.wording.absence`): unclear. A no the person writes beside the notice
("I'm OOO until Monday. No, don't book it.") is still a no.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday"

NOTICES = [
    "I'm away and have no access to my phone. I'll reply when I'm back.",
    "Automatische Antwort: Ich bin bis 10.12. nicht im Büro und habe keinen Zugriff auf E-Mails.",
    "I'm currently unavailable. No response will be sent until Monday.",
    "Not in the office today. No meetings please.",
    "Do Not Disturb is on. I'll see your message later.",
    "Slackbot: Maria is away. She may not respond right away.",
    "Maria is out sick today and not checking messages.",
    "[bot] I couldn't understand that. Type 'help' for options.",
    "No one is available to answer. Please try again later.",
    "I'm away until Monday — no decision until then.",
    "This mailbox is not monitored. Please do not reply.",
]
STILL_NO = [
    "I'm OOO until Monday. No, don't book it.", "No access needed, don't book",
    "I'm not available Tuesday so no", "no",
]  # fmt: skip


@pytest.mark.parametrize("answer", NOTICES)
def test_an_absence_notice_is_no_refusal(answer: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear", reading
    assert model_reads(answer, ASKED) == "unclear"


@pytest.mark.parametrize("answer", STILL_NO)
def test_a_no_beside_a_notice_is_still_a_no(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "deny", answer
    assert model_reads(answer, ASKED) == "deny"
