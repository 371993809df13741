"""Words that decide only as the whole answer ("y", "n", "Lovely.", "Spot on.") were looked up
with everything but their letters stripped (session 23 review), so an emoji, a typed face or a
trailing-off beside them was dropped unread: "Brilliant 👎", "Grand ❌" and "Spot on 🙄" approved
and booked the room. They are looked up only when nothing but the word and a "." or "!" is left;
beside anything else a British "great" reads as "Great" does, and "y 👎" is no yes."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


@pytest.mark.parametrize(
    "answer",
    ["Brilliant 👎", "Lovely 👎", "Grand ❌", "Brilliant, 👎", "Brilliant 🙄", "Spot on 🙄",
     "Excellent 🙄", "Awesome 🙃", "Brilliant 😒", "Lovely -_-", "Sure -_-", "Brilliant...",
     "Grand...", "Great...", "Lovely…", "y 👎", "kk 👎"],
)  # fmt: skip
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_word_alone_beside_a_face_or_trailing_off_is_no_yes(
    answer: str, asked: str | None
) -> None:
    # a thumbs-down beside a yes says both; alone beside "y" it may be the answer
    allowed = {"unclear", "deny"} if "👎" in answer else {"unclear"}
    assert read_answer(answer, asked) in allowed


@pytest.mark.parametrize(
    "answer", ["Lovely.", "Brilliant!", "Grand.", "Spot on.", "Excellent!!", "y", "Y.", "kk", "100%",
               "Brilliant 👍", "Lovely, ta."],
)  # fmt: skip
@pytest.mark.parametrize("asked", [None, ASKED])
def test_the_word_alone_still_decides(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "approve"


@pytest.mark.parametrize("answer", ["n", "N.", "pass"])
def test_a_no_alone_still_denies(answer: str) -> None:
    assert read_answer(answer) == "deny"
