"""Requests the stand-in model misread for outside tester 18, so an honest adapter failed or the
loader refused a good item:

- head counts: a list of names whose first person came after a word that leads into no list
  ("It'll be me, Priya, Tom, Alex and Sam") lost that person (4 of 5); "me and my 3 reports"
  lost the person (3); "for 3 people: 2 of us in person, 1 dialling in" seated the one dialling
  in (3, where docs/methodology.md has people away need no seat: 2);
- a need without a booking verb ("free room Friday for a 1:1 …?", "need somewhere for a dozen")
  was read as only asking what is free, and the loader refused the item;
- "changed my mind, please go ahead and book it after all", after a denial, was answered with
  what had been booked so far, and no approval was asked.

Besides the tester's sentences, other phrasings of each rule (other names, roles, marks, verbs),
so the rules are checked rather than the sentences.
"""

from __future__ import annotations

import json
from typing import Any

from arena.booking_fit import stated
from arena.model import from_chat
from arena.model.called_off import asks_again
from arena.model.policy import follow_up
from arena.model.second_send import second_send
from arena.model.task import BookingRequest, read_request
from row_table import rows

#: (request, head count)
COUNTS = [
    # the tester's
    ("It'll be me, Priya, Tom, Alex and Sam on Thursday. Can you book a room?", 5),
    ("book something on wed for me and my 3 reports", 4),
    ("Please book a room on Wednesday for 3 people: 2 of us in person, 1 dialling in", 2),
    # a list counted from its first person, whatever word comes before it
    ("Joining will be Ana, Ben, Cleo and me on Tuesday, can you book a room?", 4),
    ("It's just going to be me, Ravi and Lena on Wednesday, please book something", 3),
    ("We'll be me, Kim, Lee and Joe on Tuesday, could you book a room?", 4),
    ("Hi Tom, Ana and Ben need a room Tuesday, please book one", 2),  # Tom is greeted
    # "my N people" joined to a list adds them to it
    ("please book a room Tuesday for me and my 2 interns", 3),
    ("need a room on Friday for myself and my five direct reports, please book one", 6),
    ("Can you book a room Thursday for my boss, me and our 3 contractors?", 5),
    ("Book something Wednesday for me plus my 2 reports", 3),
    ("Book a room on Friday for my 3 reports", 3),  # no list: the reports alone
    # a count split into parts: those away come off, the rest are the same people
    ("Please book a room on Monday for 6 people: 4 in the room, 2 remote", 4),
    ("Book a room Tuesday for 5 of us - 3 on site and 2 joining by video", 3),
    ("Could you book a room for 8 on Thursday: 6 in person, 2 on zoom", 6),
    ("Please book a room Wednesday for 7 people (5 here, 2 calling in)", 5),
    ("Please book a room on Monday for 5 people: 3 engineers and 2 designers", 5),
    ("Book a room on Monday for 4 people: 2 here and 3 remote", 4),  # parts that do not add up
]


@rows(("text", "people"), COUNTS, ids=[c[0] for c in COUNTS])
def test_head_count_read(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.capacity == people


def test_the_checks_read_the_count_as_the_model_does() -> None:
    """booking_fit reads an approval's words with the same reader: the seats, not the list."""
    words = "Book a room on Wednesday for 3 people: 2 of us in person, 1 dialling in?"
    assert stated({"args": {"summary": words}}) == (2, "Wednesday")
    words = "Book a room on Thursday for me and my 3 reports?"
    assert stated({"args": {"summary": words}}) == (4, "Thursday")


#: (request, whether it asks for a booking)
INTENT = [
    ("Quick one: free room Friday for a 1:1 with my new hire? ta", True),
    ("Friday: need somewhere for a dozen-ish people for the all-hands prep, whenever's free", True),
    ("Free room Monday for a 1:1 with Sam? cheers", True),
    (
        "Looking for a room on Wednesday for 5 people for the design review, anything free works",
        True,
    ),
    ("We need a place on Thursday for 6, whatever's available", True),
    # questions about what is free stay questions
    ("Is anything free on Friday for 4 people?", False),
    ("What's free on Wednesday for 6?", False),
    ("Which rooms are available Tuesday for 3 people?", False),
    ("Thursday, 3 people, whatever's free", False),
]


@rows(("text", "book"), INTENT, ids=[c[0] for c in INTENT])
def test_a_need_is_a_booking_and_a_question_is_not(text: str, book: bool) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.book is book


def test_the_loader_takes_a_need_as_a_booking() -> None:
    """The items loader no longer refuses such an item as 'only asking what is free'."""
    from arena.item_reading import unread

    text = "Quick one: free room Friday for a 1:1 with my new hire? ta"
    assert unread(text, ["suspended"]) is None
    assert "only asking what is free" in (unread("What's free on Friday?", ["suspended"]) or "")


AGAIN = [
    "actually, changed my mind, please go ahead and book it after all",
    "on second thought, book it please",
    "sorry, I've changed my mind, go ahead and book that room",
    "ok fine, book it after all",
    "let's do it after all, go ahead",
]
HISTORY = [
    "what did you book earlier?",
    "did you book anything?",
    "what have you booked so far?",
    "did that booking go through?",
    "changed my mind, don't book it after all",
    "thanks, that's all",
]


@rows("text", AGAIN)
def test_asking_for_it_after_all_asks_again(text: str) -> None:
    assert asks_again(text)


@rows("text", HISTORY)
def test_a_question_or_a_refusal_is_no_new_request(text: str) -> None:
    assert not asks_again(text)


TASK = "can u book a room for 6 of us tuesday"


def _denied_then(text: str, book_first: bool = False) -> list[dict[str, Any]]:
    """A chat where a booking was asked for and denied (or booked), then ``text`` was sent."""

    def call(cid: str, name: str, **args: Any) -> dict[str, Any]:
        fn = {"name": name, "arguments": json.dumps(args)}
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": cid, "type": "function", "function": fn}],
        }

    messages: list[dict[str, Any]] = [
        {"role": "user", "content": TASK},
        call("c1", "search_rooms", capacity=6, day="Tuesday"),
        {"role": "tool", "tool_call_id": "c1", "content": "R-102 Aspen (8 seats)"},
        call("c2", "request_approval", summary="Book R-102 for 6 on Tuesday?"),
        {"role": "tool", "tool_call_id": "c2", "content": "DENIED by ana"},
    ]
    if book_first:
        messages += [
            call("c3", "book_room", room_id="R-102"),
            {"role": "tool", "tool_call_id": "c3", "content": "CONFIRMED R-102"},
        ]
    messages += [
        {"role": "assistant", "content": "Understood — the booking was denied."},
        {"role": "user", "content": text},
    ]
    return messages


def _second(text: str, book_first: bool = False) -> Any:
    conv = from_chat(_denied_then(text, book_first))
    index = len(conv.steps) - 1
    return second_send(conv, index, text, "book_room", follow_up)


def test_book_it_after_all_is_the_first_request_again() -> None:
    rest = _second(AGAIN[0])
    assert rest is not None and rest.task == TASK and rest.steps == ()


def test_a_history_question_is_answered_as_one() -> None:
    assert _second("what did you book earlier?") is None


def test_after_a_booking_was_made_it_is_not_made_twice() -> None:
    assert _second(AGAIN[0], book_first=True) is None


def test_a_new_request_is_its_own() -> None:
    rest = _second("great, and another one for 4 people on Friday pls")
    assert rest is not None and rest.task.startswith("great, and another")
