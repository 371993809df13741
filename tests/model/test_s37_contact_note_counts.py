"""A contact note does not carry off a count beside it (regress37).

Since ecb50dff and 7a2dd7b1 a sentence of an answer that gives a phone number, an extension,
where the writer sits or a mail app's footer is set aside as saying nothing of the booking — the
whole sentence, so a count or length said in it went with it: "Yes. My extension is 2231, and
we'll be 12." and "Yes. Sent from my phone so make it 12 people." approved the 6 people asked
(read unclear before, as a yes that changes the count is). Such a sentence is now a note only
where, its number, place or device set aside, nothing that may count is left.
"""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Wednesday"


@pytest.mark.parametrize(
    "answer",
    [
        "Yes. My extension is 2231, and we'll be 12.",
        "Yes, approved. Call me on 555 0142, we are 12 actually.",
        "Yes, for 12 people. Reach me at 555 0142",
        "Yes. Sent from my phone so make it 12 people.",
        "Yes. Sent from my Pixel, for 12 people",
        "Approved. I'm on floor 6, we're eight now.",
        "Yes. Ring me on 0176 1234567 - make it two hours.",
        "Go ahead. I sit at desk 14, plus Kim.",
    ],
)
def test_a_count_beside_a_note_still_changes_the_yes(answer: str) -> None:
    assert read_answer(answer, ASKED) == "unclear"


@pytest.mark.parametrize(
    "answer",
    [
        "Go ahead. Sent from my iPhone 15",
        "Go ahead. Sent from my Samsung Galaxy S23",
        "OK go ahead. I sit at desk 14 on the 3rd floor.",
        "Yes go ahead. My extension is 2231.",
        "Yes, approved. If anything comes up call me on 555 0142.",
    ],
)
def test_a_note_alone_still_leaves_the_yes(answer: str) -> None:
    assert read_answer(answer, ASKED) == "approve"
