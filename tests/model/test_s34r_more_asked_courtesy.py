"""regress34: cf00f44b reads a clause beside a yes that asks for a thing of the meeting ("yes,
with hybrid", "yes, zoom too") as unclear, unless each word left is a courtesy, a booking word or
the request's. Honest yeses whose clause is a courtesy or says the booking suits ("yes, with my
blessing", "yes, works for me as well", "yes, Thursday works too", "yes, and a big thank you",
"yes and a happy Thursday to you") read unclear too, and so did an errand that ends "too" ("can
you also order coffee too?", where its docstring says an errand is still a yes: the old tests read
it without the request, which the scripted model always gives), a thing declined ("Yes. No
catering please.") and "Yes, but quickly please."; each approved before it and approves again.
What asks for more still reads unclear."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-305 (Sequoia) for 12 people on Thursday at 9am?"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@rows(
    "answer",
    ["yes, with my blessing", "yes, with approval from me", "yes, works for me as well",
     "yes, Sequoia works too", "yes, Thursday works too", "yes, and a big thank you",
     "yes and a happy Thursday to you", "yes, and a huge thanks",
     "Yes, can you also order coffee too?", "yes, also send the invite too",
     "Yes. No catering please.", "Yes, but quickly please."],
)  # fmt: skip
def test_a_courtesy_or_a_fit_beside_the_yes_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


@rows(
    "answer",
    ["yes, and a big room", "yes, happy hour too", "yes, zoom works too", "yes, with my laptop",
     "yes, with a projector", "yes, with hybrid", "yes, also get a speakerphone too",
     "yes, also a webex link too", "yes, but with hybrid please", "yes, no Thursday please",
     "yes, no Sequoia please", "yes, also invite the whole sales team too",
     "yes, and let marketing join too", "yes, please order a bigger room too",
     "yes, and call in the vendors too"],
)  # fmt: skip
def test_what_asks_for_more_is_still_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer
