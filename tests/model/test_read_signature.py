"""A request written as mail: its writer's signature ("Floor 3, Room 305", "Office R-400", phone
numbers, a disclaimer) is not the request (outside tester 20: the agent asked for R-305 for 7
people, and the approval question quoted "900123\nFloor, 3"). The question holds no raw newline,
nor a date that refers to an earlier exchange ("further to our call on 3 March")."""

from __future__ import annotations

import pytest

from arena import Driver, ModelChoice
from arena.model.task import BookingRequest, read_request

SIGNED = [
    (
        "Hi,\n\nCould you book a room for 5 on Wednesday please?\n\nThanks,\nAnna Kowalski\n"
        "Office R-204, Building B\nPhone 555 0199",
        5,
        "Wednesday",
    ),
    (
        "Please reserve a meeting room for 3 people on Friday.\n\nBest,\nTom\n--\n"
        "Tom Reyes | Room 101 | ext 4455\nSent from my iPhone",
        3,
        "Friday",
    ),
    (
        "Book a room for four on Monday please.\n\n--\nJo Smith\nDesk R-305 / 12\nM: 07700 900456",
        4,
        "Monday",
    ),
    (
        "Dear Facilities team,\n\nCould you reserve a meeting room on Tuesday for our review? "
        "There will be seven attendees.\n\nKind regards,\n\nMargaret Whitfield\nSenior Manager | "
        "Finance\nTel: +44 20 7946 0321 | Mob: 07700 900123\nFloor 3, Room 305, 1 Canada Square, "
        "London E14 5AB\n\nCONFIDENTIALITY NOTICE: This email is confidential. Registered in "
        "England No. 01234567.",
        7,
        "Tuesday",
    ),
]


def _read(text: str) -> BookingRequest:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read


@pytest.mark.parametrize(("text", "people", "day"), SIGNED)
def test_a_signature_names_no_room_count_or_day(text: str, people: int, day: str) -> None:
    read = _read(text)
    assert (read.capacity, read.day, read.room, read.book) == (people, day, None, True)


def test_a_room_asked_for_above_the_signature_stays() -> None:
    text = "Please book R-102 for 6 on Tuesday.\n\nKind regards,\nSara Lind\nFloor 4, Room 410"
    assert _read(text).room == "R-102"


def test_a_sign_off_followed_by_more_request_is_no_signature() -> None:
    assert _read("Book a room for 4 on Monday.\nThanks\nActually make it 6 people.").capacity == 6


def _question(text: str) -> str:
    with ModelChoice(behaviour="compliant").open() as ep, Driver.for_adapter("vanilla", ep) as t:
        t.send(text)
        return t.require_input_request().prompt


def test_the_approval_question_books_a_free_room_and_quotes_no_signature() -> None:
    text = SIGNED[3][0].replace("our review?", "our review? Further to our call on 3 March.")
    asked = _question(text.replace("Room 305", "Office R-400"))
    assert asked.startswith("Book ") and "for 7 people on Tuesday" in asked
    assert "\n" not in asked and "900123" not in asked and "3 March" not in asked
    assert "R-305" not in asked and "R-400" not in asked  # Sequoia/Atrium: the office, unasked
