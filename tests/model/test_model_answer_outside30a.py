"""Outside tester 30a: answers to an approval question as people type them in chat and mail,
read against "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?". The sentences are new ones,
not the tester's own: each rule is read from its word class, not from a list of sentences.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


def _verdict(answer: str, asked: str = ASKED) -> str:
    return explain_answer(answer, asked, rooms=ROOMS).verdict


# a yes asked back through dots or a "!": "Ok...?" is as much a question as "ok?"
@pytest.mark.parametrize(
    "answer", ["Alright...?", "go for it\u2026?", "Confirmed!?", "Book it..?", "yep!?"]
)
def test_a_yes_asked_back_after_dots_or_a_bang_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@pytest.mark.parametrize(
    "answer", ["Yes... which floor is it on?", "Sure! Can you also send the invite?", "Yes!!!"]
)
def test_a_question_after_a_yes_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


# a yes spoken of rather than given: taken back, sent astray, quoted as a word, recalled
@pytest.mark.parametrize(
    "answer",
    [
        "Her ok earlier was a typo",
        "That thumbs up was meant for Priya.",
        "the approval above went to the wrong chat",
        "'Sure' might be a stretch.",
        "Email recalled: approved",
    ],
)
def test_a_yes_spoken_of_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


# a yes with changes, doubts or a "but" it never spells out, or one waiting to see
@pytest.mark.parametrize(
    "answer",
    [
        "Approved, with minor tweaks",
        "OK with a couple of corrections",
        "Approved as revised",
        "yes - see inline comments",
        "Sure, although we have some concerns",
        "ok but",
        "Sure, except...",
        "Approved... well...",
        "Fine, let's wait and see",
    ],
)
def test_a_yes_with_unsaid_changes_or_doubts_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


# someone else's yes, or one given before: "yes from Dana", "Already approved."
@pytest.mark.parametrize(
    "answer",
    ["approved via Lena", "ok per Marco", "I'm going with Priya.", "It's already been okayed."],
)
def test_a_yes_on_someone_elses_word_or_given_before_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@pytest.mark.parametrize(
    "answer",
    [
        "Approved, with thanks",
        "Yes, with no changes",
        "Yes, I agree with Priya, go ahead",
        "yes, that ok was mine",
        "I already approved it, so book it",
        "yes from us",
        "Sure, with pleasure",
        "Yes, very well",
    ],
)
def test_a_plain_yes_beside_such_words_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"
