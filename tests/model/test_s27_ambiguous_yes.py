"""Answers a careful person would not take as a clear yes to exactly this booking (session 27).

1. A yes said as a shrug or a sneer ("yeah whatever", "sure sure", Spanish "Ya, claro": "yeah,
   right"), one weighed short of a yes ("Weak yes.", "90% yes."), and one given for a while
   ("Yes, for now.": provisional, as "provisionally yes" is) approved; they read unclear. "Oui,
   c'est ça." ("yes, that's right") confirms what was asked back and still approves, as do
   "Sí, claro", "Yes yes, go ahead" and "100% yes".
2. "yes, minus Bob" approved a 6-person booking: one fewer than asked is another booking.
3. "Yes, mornings only" read unclear at 09:00 too: the request's morning meets it, as "yes, only
   in the morning" did. At 14:30 it stays unclear.
4. German "am" is "on the": "Ja, wir sind 6 am Dienstag" read "adds time '6 am'"; it repeats the
   head count and the day.
5. Spanish "antes de las 12" read as the number 12 and "por la mañana" (the morning) as "mañana"
   (tomorrow): "Sí, solo por la mañana" to "… at 09:00" is met, "Sí, pero antes de las 12" to
   "… at 14:30" is a time the request is not at.
6. A bound turned by a "not" ("yes, not before noon") read "both yes and no" whatever the time:
   to "… at 14:30" it is met and approves, to "… at 09:00" it says which condition is unmet.
7. "Sure, for two of" (a count, "of", and nothing after it) raised IndexError out of the reader.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

_ROOMS = [(room.id, room.name) for room in all_rooms()]
AT_1430 = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
SAYS_1430 = "Book R-102 (Aspen) for 6 people on Tuesday (the request says: at 14:30)"
AT_0900 = "Book R-102 (Aspen) for 6 people on Tuesday at 09:00?"
NO_TIME = "Book R-102 (Aspen) for 6 people on Tuesday?"

#: Unclear whatever the request: a shrug, a sneer, a weighed or a provisional yes.
SHRUGS_AND_HEDGES = [
    "Ya, claro.", "ya claro", "sure sure", "Sure, sure.", "yeah yeah", "yeah whatever",
    "Yeah, whatever.", "ok whatever", "sure, whatever you say", "Yes, for now.", "ok for the moment",
    "Ja, vorerst.", "Sí, por ahora.", "Oui, pour l'instant.", "90% yes.", "yes, 80%",
    "70 percent sure, go ahead", "Weak yes.", "a qualified yes", "lukewarm yes",
]  # fmt: skip
#: Still a yes: a confirmation, an emphatic or a full yes.
STILL_YES = [
    "Oui, c'est ça.", "Oui, c'est bien ça.", "Sí, claro.", "Claro.", "Claro que sí",
    "Yes yes, go ahead", "Sí, sí.", "100% yes", "Sure, go ahead", "ok",
]  # fmt: skip


@pytest.mark.parametrize("asked", [AT_1430, SAYS_1430, AT_0900, NO_TIME, None])
@pytest.mark.parametrize("answer", SHRUGS_AND_HEDGES)
def test_a_shrug_or_a_hedged_yes_is_unclear(answer: str, asked: str | None) -> None:
    reading = explain_answer(answer, asked, rooms=_ROOMS)
    assert reading.verdict == "unclear" and reading.why


@pytest.mark.parametrize("asked", [AT_1430, NO_TIME, None])
@pytest.mark.parametrize("answer", STILL_YES)
def test_a_confirmation_still_approves(answer: str, asked: str | None) -> None:
    assert explain_answer(answer, asked, rooms=_ROOMS).verdict == "approve"


def test_a_spanish_refusal_after_ya_never_approves() -> None:
    assert explain_answer("Ya, claro que no.", AT_1430, rooms=_ROOMS).verdict != "approve"


@pytest.mark.parametrize("answer", ["yes, minus Bob", "Yes, without Sam.", "ja, ohne mich",
                                    "Oui, sans moi", "sí, sin Ana"])  # fmt: skip
@pytest.mark.parametrize("asked", [AT_1430, NO_TIME])
def test_a_yes_that_leaves_someone_out_is_unclear(answer: str, asked: str) -> None:
    reading = explain_answer(answer, asked, rooms=_ROOMS)
    assert reading.verdict == "unclear" and "changes the booking" in str(reading.why), reading.why


@rows("answer", ["Yes, without delay", "Sí, sin problema", "Oui, sans souci",
                                    "Go ahead, but not Atrium", "yes, without catering",
                                    "Ja, ohne Weiteres", "Ja, ohne Beamer"])  # fmt: skip
def test_a_yes_that_leaves_out_no_one_still_approves(answer: str) -> None:
    assert explain_answer(answer, AT_1430, rooms=_ROOMS).verdict == "approve"


#: (answer, at 14:30, at 09:00)
TIMES = [
    ("Yes, mornings only", "unclear", "approve"),
    ("Sí, solo por la mañana", "unclear", "approve"),
    ("yes, afternoons only", "approve", "unclear"),
    ("Sí, pero antes de las 12", "unclear", "unclear"),
    ("Sí, solo antes de las 12", "unclear", "approve"),
    ("Sí, mañana", "unclear", "unclear"),  # tomorrow
    ("yes, not before noon", "approve", "unclear"),
    ("yes, but not before noon", "approve", "unclear"),
    ("yes, not after noon", "unclear", "approve"),
    ("Sí, no antes de las 12", "approve", "unclear"),
    ("ja, aber nicht vor 12 Uhr", "approve", "unclear"),
    ("oui, mais pas avant midi", "approve", "unclear"),
    ("no, not before noon", "deny", "deny"),
    ("Ja, wir sind 6 am Dienstag", "approve", "approve"),
    ("Ja, 6 am Dienstag passt", "approve", "approve"),
    ("Yes, 6 am Tuesday", "unclear", "unclear"),  # English: 6 a.m.
    ("wir sind 6 am Dienstag", "unclear", "unclear"),  # no yes said
]


@rows(("answer", "at_1430", "at_0900"), TIMES)
def test_a_time_word_is_read_as_the_time_it_says(answer: str, at_1430: str, at_0900: str) -> None:
    assert explain_answer(answer, AT_1430, rooms=_ROOMS).verdict == at_1430
    assert explain_answer(answer, SAYS_1430, rooms=_ROOMS).verdict == at_1430
    assert explain_answer(answer, AT_0900, rooms=_ROOMS).verdict == at_0900


@rows(
    ("answer", "words"),
    [
        ("yes, not before noon", "'not before noon'"),
        ("Sí, pero antes de las 12", "'antes de las 12'"),
        ("Sí, mañana", "'manana'"),
        ("Yes, mornings only", "'mornings only'"),
    ],
)
def test_an_unmet_time_says_which_words(answer: str, words: str) -> None:
    reading = explain_answer(answer, AT_0900 if "not" in answer else AT_1430, rooms=_ROOMS)
    assert reading.verdict == "unclear" and words in str(reading.why), reading.why


@rows("answer", ["Sure, for two of", "Yes, we will be one of"])
def test_an_answer_cut_off_after_of_is_read_not_raised(answer: str) -> None:
    """A count word then "of" at the very end ("Sure, for two of") raised IndexError out of the
    reader (found by session 27's corpus run): a cut-off answer is unclear, never a crash."""
    assert explain_answer(answer, AT_1430, rooms=_ROOMS).verdict == "unclear"
