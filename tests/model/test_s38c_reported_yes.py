"""A yes someone named or an assistant gave the person, passed on as theirs, and a yes said to be
about another thing after "re" in brackets or after a colon (session 38, fixes38c: each approved).

"Jo told me yes on the phone" and 'Copilot suggested: "Yes, go ahead"' are someone else's yes,
as "Tom thinks it's fine" is (:mod:`arena.wording.reported`); "yes (re: the catering)" is a yes
to the catering, as "yes, re the catering" was (:mod:`arena.wording.addressed`).
"""

from __future__ import annotations

from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Approve booking R-101 (Maple) for 4 people on Tuesday at 14:30?"


@rows(
    "text",
    [
        "Jo told me yes on the phone",
        'Copilot suggested: "Yes, go ahead"',
        "Copilot suggested: \u201cYes, go ahead\u201d",
        "My AI assistant drafted: Yes, go ahead",
        "ChatGPT suggested yes",
        "The bot recommended approving it",
        "Jo texted me yes",
        "Jo texted yes",
        "Jo messaged: approved",
        "Jo confirmed: yes",
        "Jo mentioned it's fine",
        "Jo said on the phone: yes",
        "Jo said: yes, go ahead",
        "Jo nodded yes",
        "Copilot's suggestion: yes",
        "Suggested by Copilot: Yes, go ahead",
        "Yes (suggested by Copilot)",
        "Suggested by the assistant: yes",
        "Copilot drafted this reply: Yes, go ahead",
        "AI-generated reply: Yes, go ahead",
        "Jo on the phone: yes",
        'Jo: "yes"',
        "Jo replied with a yes",
        "Jo sent a thumbs up",
        "Jo is happy for it to go ahead",
        "Called Jo - she's happy to go ahead",
    ],
)
def test_someone_elses_yes_is_unclear(text: str) -> None:
    reading = explain_answer(text, ASKED)
    assert reading.verdict == "unclear", text
    assert reading.why == "the yes is someone else's or an earlier one"


@rows(
    "text",
    [
        "Yes, as suggested",
        "As you suggested, yes",
        "yes, as you recommended",
        "I told Jo yes",
        "Yes, I suggested it",
        "Yes, Jo told me about the meeting",
        "Yes, the suggested room is fine",
        "Booking confirmed: yes",
        "Yes, I'm happy for it to go ahead",
        "Yes, everyone is happy to go ahead",
        "Yes, Maple is fine with us",
        "Yes, I sent a thumbs up",
        "Yes. The time suggested by the system is fine",
        "Yes, the room suggested by you is fine",
        "Yes, go ahead. Jo sent the agenda",
        "Jo replied with a yes, so go ahead",
        # their yes passed on with the person's own after it, as "HR approved, so go ahead"
        "Jo told me yes, so go ahead",
        "Copilot suggested yes and I agree, go ahead",
        'Copilot suggested: "Yes, go ahead". I agree, book it.',
    ],
)
def test_own_yes_still_approves(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "approve", text


def test_delegated_yes_approves() -> None:
    # docs/methodology.md (answers52b): approving on someone's behalf is delegation, the
    # speaker's own act; a yes only sent or typed for someone ("sent on Jane's behalf") is not
    assert explain_answer("Approved on Dana's behalf \u2014 Kim (EA)", ASKED).verdict == "approve"
    assert explain_answer("yes \u2014 sent on Jane's behalf", ASKED).verdict == "unclear"


@rows(
    "text",
    ["yes (re: the catering)", "yes re: catering", "Re catering: yes", "yes [re: catering]",
     "yes, re the catering", "re the catering - yes", "Yes - re the parking - fine"],
)  # fmt: skip
def test_yes_about_another_thing_is_unclear(text: str) -> None:
    reading = explain_answer(text, ASKED)
    assert reading.verdict == "unclear", text
    assert "re" in (reading.why or "")


@rows(
    "text",
    ["yes re: the booking", "Yes (re: Maple on Tuesday)", "yes (re: the invite)", "re: yes",
     "Yes (re: your question)", "Re: Room request\n\nYes, go ahead", "yes re the room",
     # a side of the booking itself, after "re" with a comma too
     "Yes, regarding attendance, 4 of us", "Yes, re timing: fine", "yes, re the date: fine",
     "Yes, re your email, go ahead"],
)  # fmt: skip
def test_yes_about_the_booking_approves(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "approve", text
