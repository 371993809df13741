"""Head counts the stand-in model misread beside spoken times, lists of names and "one" (outside
tester 16): "for me, Priya, Tom and Alex on Thursday at half past two" read as 2 (the time),
"on Tuesday at quarter past ten for Ana, Ben, …" as 10, "for myself, Priya and Tom" as 1, "for
me and Priya" and "Priya, Tom, Alex, Sam, Jo" not at all, "for 3 … and grab one" as 4, "for 4
(plus 1 on the phone)" as 5 and "a 1-on-1" as 1; the scripted model then searched and booked for
that many, and the checks, reading words as the model does, agreed with it.

The sentences here are other phrasings than the tester's (other names, times, verbs), so the
rules are checked rather than the sentences.
"""

from __future__ import annotations

from typing import Any

from arena.booking_fit import stated
from arena.model import BEHAVIOURS, from_chat
from arena.model.policy import as_reply
from arena.model.task import BookingRequest, read_request
from arena.tools import rooms
from row_table import rows

#: (request, head count), each on one weekday
CASES = [
    # a spoken clock time is never a head count
    ("Room on Monday at half past three for Ines, Jun, Kofi and Lea", 4),
    ("Wednesday at quarter to nine we need Mara, Nils, Omid, Pau, Quy and Rhea in a room", 6),
    ("On Friday at quarter past eleven, for Sol, Tia, Ulf, Vik, Wes and Xan", 6),
    ("Thursday at four o'clock for Yan, Zoe and Abe", 3),
    ("Tuesday at twelve noon for Bea and Cal", 2),
    ("Monday at ten thirty for Dov, Eli and Fen", 3),
    ("Friday at two-fifteen, room for Gus and Hal", 2),
    ("Wednesday at ten past nine for Ivo, Jai and Kit", 3),
    ("Thursday at half four for Lou and Mo", 2),
    ("Tuesday at half past two for 6 people", 6),
    ("Tuesday at quarter past ten, the five of us", 5),
    ("Monday for 5 thirty-minute slots", 5),
    # a list that starts with the person, or has no "and"
    ("Book Wednesday for me, Nia, Ola and Pim", 4),
    ("Room on Friday for myself, Rui and Sia", 3),
    ("Tuesday: me, Tam, Uri, Vo and Wil", 5),
    ("Book Monday for me and Xia", 2),
    ("Book Thursday for myself and my manager", 2),
    ("Room Friday for Yul, Zed, Ari, Ben", 4),
    ("Book Monday for Ana, Ben and me", 3),
    ("Book Tuesday for myself", 1),
    ("Book Tuesday for me, myself and I", 1),
    # "one" after a verb is the room; people away need no seat; a one-on-one is two
    ("Look on Monday for 5 and reserve one", 5),
    ("Tuesday, 4 people, just take one please", 4),
    ("Book Wednesday for 3 and one more person", 4),
    ("Book Friday for 6 (+2 dialling in)", 6),
    ("Book Monday for 5 and 2 more on Zoom", 5),
    ("Book Thursday for 4 plus 1 guest", 5),
    ("Book Thursday for 10 of us, 3 of them remote", 7),
    ("Room Tuesday for our weekly 1 on 1", 2),
    ("Room Tuesday for a one-to-one", 2),
]


@rows(("text", "people"), CASES, ids=[c[0] for c in CASES])
def test_head_count_read(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.capacity == people


def test_group_named_in_a_list_is_still_unsized() -> None:
    read = read_request("Book Tuesday at half past two for me, Sales and Marketing")
    assert not isinstance(read, BookingRequest)


def test_the_scripted_model_searches_for_the_people_listed() -> None:
    """What the person sees: the model's first search asks for seats for all four, not 2."""
    task = "Book a room on Thursday at half past two for me, Ines, Jun and Kofi"
    tools = [{"type": "function", "function": {"name": t.__name__}} for t in rooms.TOOLS]
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": rooms.SYSTEM_PROMPT},
        {"role": "user", "content": task},
    ]
    reply = as_reply(BEHAVIOURS["compliant"](from_chat(messages, tools)))
    searches = [dict(c.args) for c in reply.calls if c.name != rooms.GATE]
    assert searches and all(4 in s.values() for s in searches), reply.calls


def test_the_checks_read_an_approval_as_the_model_does() -> None:
    """booking_fit reads an approval's words with the same reader: the same count."""
    words = "Reserve R-204 on Thursday at quarter past ten for Ines, Jun, Kofi, Lea and Mo?"
    assert stated({"args": {"summary": words}}) == (5, "Thursday")
    words = "Reserve R-204 on Friday for 4 (plus 1 on the phone)?"
    assert stated({"args": {"summary": words}}) == (4, "Friday")
