"""A reply's own words above the request it quotes or forwards (requests44). "Please don't book
this, we're cancelling." above a forwarded "please book Aspen for 5 people on Wednesday" booked
Aspen on Wednesday (so did "Cancel this one please.", "The meeting was cancelled."): the reply
takes the quoted request back, and nothing is booked. "Moving this to Friday, same
headcount." above a forwarded Outlook mail ("-----Original Message----- … please book Aspen for
5 people on Wednesday") named two weekdays and was refused, though the same reply above a "> "
quote booked Friday. And "Thanks, see you Friday!" above "> Please book Aspen for 5 people on
Wednesday." booked Friday: any one weekday above a quote was taken as the meeting's. A weekday
above the quote is the meeting's where it is one of the quoted request's or said as a change or
a choice; a day said in passing leaves two weekdays, asked about."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import _named
from arena.model.task import BookingRequest, CalledOff, NotUnderstood, read_request

OUTLOOK = (
    "\n\n-----Original Message-----\nFrom: Tom Berg\nSent: Monday, November 30, 2026 8:02 AM\n"
    "Subject: Room for sprint planning\n\nHi, please book Aspen for 5 people on Wednesday."
)
GMAIL = (
    "\n\nOn Mon, 30 Nov 2026 at 09:12, Tom Berg <tom@example.com> wrote:\n"
    "> Hi, please book Aspen for 5 people on Wednesday."
)
QUOTED = "\n\n> Hi, please book Aspen for 5 people on Wednesday."


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Moving this to Friday, same headcount. Thanks!" + OUTLOOK, "Friday"),
        ("Make it Friday instead." + OUTLOOK, "Friday"),
        ("Can we do Friday instead?" + GMAIL, "Friday"),
        ("Friday works better for us." + QUOTED, "Friday"),
        ("Moving this to Friday please." + QUOTED, "Friday"),
        ("Sounds good, Wednesday it is." + QUOTED, "Wednesday"),
        ("Friday I'm out, FYI." + GMAIL, "Wednesday"),
    ],
)
def test_the_reply_day(text: str, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (_named([], got, text), got.day, got.capacity) == ("R-102", day, 5)


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, see you Friday!" + QUOTED,
        "Thanks, see you Friday!" + OUTLOOK,
        # a day its clause refuses is no change (a first version of the reading took Friday)
        "Friday is better avoided." + QUOTED,
        "Friday is better avoided." + OUTLOOK,
        "Friday is better avoided.\n\n> Can you book Aspen for 5 people, Wednesday or Friday?",
    ],
)
def test_a_day_in_passing_is_asked_about(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, NotUnderstood) and "more than one weekday" in got.reason, got


def test_tuesday_works_among_the_quoted_days() -> None:
    got = read_request("Tuesday works for us.\n\n> Book Cedar for 6, Monday or Tuesday?")
    assert isinstance(got, BookingRequest) and got.day == "Tuesday"


@pytest.mark.parametrize(
    "reply",
    [
        "Please don't book this, we're cancelling.",
        "Don't book it, the meeting moved to Friday and we'll use Zoom.",
        "Cancel this one please.",
        "The meeting was cancelled.",
        "No longer needed, thanks.",
    ],
)
@pytest.mark.parametrize("below", [OUTLOOK, GMAIL, QUOTED])
def test_a_reply_that_takes_it_back(reply: str, below: str) -> None:
    assert isinstance(read_request(reply + below), CalledOff)


def test_nothing_is_booked_and_the_reply_says_why() -> None:
    made, text, _ = run(BEHAVIOURS["compliant"], "Cancel this one please." + OUTLOOK, ["approve"])
    assert made == []
    assert "took back the request your message quotes" in text


@pytest.mark.parametrize(
    ("reply", "count"),
    [
        ("Don't forget to book this!", 5),
        ("Can you handle this? Thanks!", 5),
        ("We'll be 7 now, same day.", 7),
        ("Please book this, we can't do without it.", 5),
    ],
)
def test_a_reply_that_keeps_it(reply: str, count: int) -> None:
    got = read_request(reply + OUTLOOK)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (got.day, got.capacity) == ("Wednesday", count)


def test_a_day_ruled_out_beside_the_one_taken() -> None:
    got = read_request("Not Monday, Tuesday works.\n\n> Book Cedar for 6, Monday or Tuesday?")
    assert isinstance(got, BookingRequest) and got.day == "Tuesday"
