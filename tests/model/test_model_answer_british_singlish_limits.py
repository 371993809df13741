"""British and Singlish yeses read too widely (session 23 review): "crack on" read as "go ahead"
whatever followed it ("You crack on, we'll sort it"), "Cheers" read as a yes beside a goodbye
("Cheers, bye") or trailing off, Singlish "can" read as a yes with a question after it ("can,
what time ah?"), and a particle dropped a name ("check with Sha"). Each booked a room the person
had not agreed to; what is still a yes stays one."""

from __future__ import annotations

import pytest

from arena.wording.answers import classify, read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


@pytest.mark.parametrize(
    "answer",
    [
        # "crack on" with more than a go-ahead: on with something else, or grudgingly
        "You crack on, we'll sort it",
        "No worries, crack on with your day",
        "crack on with your day",
        "crack on if you must",
        "Should I crack on?",
        # "Cheers" taking leave or trailing off
        "Cheers, bye",
        "Cheers, talk later",
        "Cheers, have a good weekend",
        "Cheers then",
        "Cheers...",
        "Ta...",
        # Singlish "can" with a question: it may itself ask
        "can, can you check first?",
        "Can, but check first?",
        "Can, right?",
        "can, what time ah?",
        "Can, is Maple free too?",
        # a name is no particle
        "Yes, but check with Sha.",
        "Sure, ask Sha.",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_british_or_singlish_word_beside_more_is_no_yes(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) != "approve"


@pytest.mark.parametrize(
    "answer",
    ["Cheers!", "Ta!", "Cheers mate", "Crack on.", "Spot on, crack on then.", "Yes, crack on with it",
     "Cheers, crack on.", "can lah", "can, go ahead", "ok lah", "Lovely, ta."],
)  # fmt: skip
@pytest.mark.parametrize("asked", [None, ASKED])
def test_the_plain_british_or_singlish_yes_still_approves(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "approve"


def test_classify_reads_cheers_alone_as_yes_and_with_a_goodbye_as_none() -> None:
    assert classify("Cheers!") == "approve"
    assert classify("Cheers, bye") != "approve"


@pytest.mark.parametrize(
    "answer",
    ["can, no", "can lah, don't need already", "no wahala, we go manage",
     "no wahala, e don book already", "we don find one"],
)  # fmt: skip
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_singlish_or_pidgin_no_after_a_yes_word_denies(answer: str, asked: str | None) -> None:
    """A Singlish "can" with a refusal after it is no yes; Pidgin "we go manage" (we will manage)
    and "e don book already" (it is booked already) say the room is not needed."""
    assert read_answer(answer, asked) == "deny"
