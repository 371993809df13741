"""A mail thread pasted or forwarded as one request (outside tester items35): the request is in
its newest mail, the earlier ones are what it replaced. "Can we do Tuesday with 5?" quoted below
"OK final answer: Wednesday, 7 of us" was read as naming two weekdays and refused; and an "On
Tue, Dec 1, 2026 Jo wrote: room for 6 on Friday please." line was set aside whole as a mail
header, request and all, so a thread of such lines named no weekday. The newest mail is the one
whose header carries the latest date; where any has none, or two share it, nothing is guessed."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request

FORWARDED = """Please book this - see below, the last message is what we agreed.

---------- Forwarded message ---------
From: Tom <tom@example.org>
Date: Thu, 3 Dec 2026 at 16:02
Subject: Re: room
OK final answer: {new}.

---------- Forwarded message ---------
From: Ana <ana@example.org>
Date: Wed, 2 Dec 2026 at 10:15
Subject: room
{old}"""

QUOTED = """Book a room as per the last email below. Thanks.

> On Fri, Dec 4, 2026, Mia wrote:
> Let's do Thursday, 6 people.
>> On Thu, Dec 3, 2026, Joe wrote:
>> Friday for 4?"""

#: oldest first, each message on its "wrote:" line
INLINE = """Please action the latest request in this thread.

On Tue, Dec 1, 2026 Jo wrote: room for 6 on Friday please.
On Wed, Dec 2, 2026 Jo wrote: scrap that, we'll use the canteen.
On Thu, Dec 3, 2026 Jo wrote: back to the room on Friday, but 8 of us now. Please book."""


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        (
            FORWARDED.format(new="Wednesday, 7 of us", old="Can we do Tuesday with 5?"),
            7,
            "Wednesday",
        ),
        (FORWARDED.format(new="Monday for 3", old="Friday, 9 people?"), 3, "Monday"),
        (QUOTED, 6, "Thursday"),
        (INLINE, 8, "Friday"),
        (INLINE.replace("on Friday, but", "on Monday, but"), 8, "Monday"),
    ],
)
def test_items35b_the_newest_mail_of_a_thread_is_the_request(
    text: str, people: int, day: str
) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day, got.book) == (people, day, True)


def test_items35b_a_thread_whose_order_cannot_be_told_still_names_two_days() -> None:
    undated = QUOTED.replace(", Dec 4, 2026", "").replace(", Dec 3, 2026", "")
    same_day = QUOTED.replace("Dec 3", "Dec 4")
    for text in (undated, same_day):
        got = read_request(text)
        assert isinstance(got, NotUnderstood), got
        assert "more than one weekday" in got.reason


def test_items35b_a_reply_above_its_quote_still_reads_as_before() -> None:
    # the writer's own day above a quoted question stays the request (outside tester 34)
    text = "Tuesday works for us, book it for 5.\n\n> On Mon, Nov 30, 2026, Li wrote:\n> Monday or Tuesday?"
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (5, "Tuesday")


@pytest.mark.parametrize(
    ("text", "day"),
    [
        (
            "BEGIN:VEVENT\nDTSTART;TZID=Europe/London:20261210T093000\nDTEND;TZID=Europe/London:"
            "20261210T103000\nSUMMARY:Vendor review (6 people)\nEND:VEVENT\nBook a room for this.",
            "Thursday",
        ),
        (
            "DTSTART:20261207T140000Z\nSUMMARY:Ops handover for 3 people\nBook a room please.",
            "Monday",
        ),
    ],
)
def test_items35b_a_calendar_files_compact_date_names_its_weekday(text: str, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.day == day


@pytest.mark.parametrize(
    ("text", "day"),
    [
        (
            "Re: Re: room\nLatest: Monday, panel of 3 plus the candidate. Ignore my Tuesday mail. "
            "Please book.",
            "Monday",
        ),
        ("Book Wednesday for 5, disregard the earlier Friday request", "Wednesday"),
        ("Please do not ignore this: Tuesday for 4, book it", "Tuesday"),
    ],
)
def test_items35b_a_day_whose_mail_is_to_be_ignored_is_not_asked_for(text: str, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.day == day


CHAT = "Forwarded chain, {order}:\n{lines}"
NEWEST_FIRST = [
    "(3) Nadia: ok final - Friday, 10 ppl. book pls",
    "(2) Femi: friday better",
    "(1) Nadia: thursday for 10?",
]


@pytest.mark.parametrize(
    "text",
    [
        CHAT.format(order="newest first", lines="\n".join(NEWEST_FIRST)),
        # numbered, whichever way it runs
        CHAT.format(order="as sent", lines="\n".join(reversed(NEWEST_FIRST))),
        # unnumbered, the order said
        CHAT.format(order="newest first", lines="\n".join(s[4:] for s in NEWEST_FIRST)),
        CHAT.format(order="oldest first", lines="\n".join(s[4:] for s in reversed(NEWEST_FIRST))),
    ],
)
def test_items35b_the_newest_message_of_a_pasted_chat_is_the_request(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (10, "Friday")


@pytest.mark.parametrize(
    "text",
    [
        # no order said, or no conversation: nothing is guessed
        CHAT.format(order="see below", lines="\n".join(s[4:] for s in NEWEST_FIRST)),
        "1. Ana: Tuesday for 4\n2. Ben: Wednesday for 4\nBook whichever",
    ],
)
def test_items35b_a_chat_whose_order_is_not_told_still_names_two_days(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, NotUnderstood), got
    assert "more than one weekday" in got.reason
