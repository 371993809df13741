"""Held-out tester 34 (answers34b): clear answers the reader read as unclear. Chinese, Finnish,
Hindi and Vietnamese "yes, book it" and "no, don't book" ("好的，请预订。", "Kyllä, varaa se.",
"हाँ, बुक कर दो।" with its Devanagari full stop, "Có, đặt đi.", "不用了，别订。", "Ei, älä varaa."); a
struck-out yes before a no ("~~yes~~ no"), as "yes… actually no"; a Slack mention whose id held
a number ("<@U02ABC> yes" added 02); a greeting before a dash ("Morning — approved.") read as a
time; and a no above a signature whose slogan says yes ("--\\nMaria Keller\\nApproved vendor
since 2019"). What is no clear yes stays unapproved."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday afternoon?"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@rows(
    "answer",
    ["好的，预订吧。", "是的，请预订", "Kyllä, varaa se", "Joo, varaa se!", "हाँ, बुक कर दो।",
     "हाँ। बुक कर दो।", "Có, đặt đi.", "Có", "Vâng, đặt đi"],
)  # fmt: skip
def test_other_languages_yes_book_it(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["不用了，别订。", "不，不要订", "Ei, älä varaa.", "Ei, älä varaa sitä"])
def test_other_languages_no_dont_book(answer: str) -> None:
    assert _verdict(answer) == "deny"


@rows("answer", ["好的，请预订周五", "Co, dat di.", "请不要订?", "Kyllä, varaa se huomenna"])
def test_other_languages_more_than_a_yes_stays_open(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["~~yes~~ no", "~yes~ no, sorry", "~~approved~~ denied"])
def test_struck_yes_then_no_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"


# "~~no~~ yes" approves since session 53: a struck no is taken back as "no... actually yes" is
@rows("answer", ["~~yes~~", "~yes~", "~~maybe~~ yes"])
def test_struck_words_alone_or_before_yes_approve_nothing(answer: str) -> None:
    assert _verdict(answer) == "unclear"


def test_slack_mention_holds_no_number() -> None:
    reading = explain_answer("<@U02ABC> yes, go ahead", ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear" and "02" not in (reading.why or "")
    assert "said to" in (reading.why or "")  # as "@sam yes": said to someone


@rows(
    ("answer", "verdict"),
    [("<@U7X9Y1|roombot> yes, go ahead", "approve"), ("<@U0451|sam> yes", "unclear"),
     ("Yes, book it. cc <@U12345>", "approve"), ("<@U02ABC> no", "deny")],
)  # fmt: skip
def test_slack_mentions_read_as_mentions(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict


@rows("answer", ["Morning — approved.", "Morning - yes, go ahead", "Evening – approved"])
def test_greeting_before_a_dash_is_no_time(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["Morning-ish, yes", "Morning? yes", "Yes - morning"])
def test_morning_as_a_time_stays_open(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    "answer",
    ["No, sorry.\n\n--\nMaria Keller | Head of Ops\nApproved vendor since 2019",
     "Declined.\n--\nTom Reyes\nYes we can! Facilities team",
     "Please don't book it.\n\nBest regards,\nJan | Yes, we're hiring! careers.acme.com",
     "No thanks.\nCheers,\nAnna Lind - Approved partner - acme.io"],
)  # fmt: skip
def test_no_above_a_signature_slogan_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"


@rows(
    "answer",
    ["Yes.\n--\nMaria Keller\nApproved vendor since 2019 - wait, on second thought, no",
     "Yes, book it.\n\n--\nMaria Keller | Head of Ops\nNo meetings on Fridays",
     "No.\nThanks\nMaria Keller\nActually yes, go ahead"],
)  # fmt: skip
def test_signature_slogan_makes_no_yes(answer: str) -> None:
    assert _verdict(answer) != "approve"


@rows("answer", ["That's approved.", "It’s approved", "That's fine - go ahead"])
def test_a_contraction_opening_a_yes_is_no_name(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["Sam's approved", "Sam - yes", "Kim Lee: yes"])
def test_a_name_opening_a_yes_still_says_whose(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["O'Neill - yes", "D’Arcy — approved", "O'Brien 👍"])
def test_a_name_with_an_apostrophe_says_whose_yes_as_any_name(answer: str) -> None:
    # "Sam - yes" was unclear, "O'Neill - yes" approved: its one-letter start was no word
    assert _verdict(answer) == "unclear"


@rows("answer", ["O'Neill, yes go ahead", "I'm - yes", "OK - yes"])
def test_an_apostrophe_opening_no_name_stays_a_yes(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["OK to book", "ok, book", "Fine to book.", "ok - book"])
def test_book_after_an_ok_is_the_go_ahead(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["OK to book?", "ok, book later", "ok to book tomorrow"])
def test_book_after_an_ok_with_more_stays_open(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["Y pls", "y please", "y plz!"])
def test_a_one_letter_yes_with_please_approves_as_with_thanks(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows(("answer", "verdict"), [("y pls?", "unclear"), ("n pls", "deny")])
def test_a_one_letter_answer_with_please_otherwise(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict
