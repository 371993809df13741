"""Attendee lists as calendar invites write them (outside tester items35): names split by
semicolons ("Required Attendees: Lena Vogt; Tom Berg; …") under a "Subject: Q1 roadmap sync"
read as 1 person (the quarter's "1"); a list of mail addresses under "Who:" as no head count;
"Guests: manager, skip manager, me" below a "1:1" as 2. Now a list keeps to the separator it
opens with ("," or ";"), a role with the word that says which ("skip manager") is one person, a
mail address is the person it names, a quarter ("Q1", "H2") and a calendar file's stamp are no
count, a calendar file's ATTENDEE lines are its people, and a list of people says more than a
"1:1"."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        (
            "Subject: Q1 roadmap sync\nWhen: Tuesday, 8 December 2026 14:00-15:00\n"
            "Required Attendees: Lena Vogt; Tom Berg; Aisha Khan; Marco Rossi\n\n"
            "Hi - can you book a room for this one? Thx",
            4,
        ),
        ("Book a room on Tuesday for Ana; Ben; Cy", 3),
        ("H2 kickoff on Tuesday for 6, book a room", 6),
        (
            "Invitation: Design crit @ Tue Dec 8, 2026 10am\n\nWho:\n  • ana@example.com - organizer\n"
            "  • raj@example.com\n  • li@example.com\n  • tom2@example.com\n\nPlease reserve a room.",
            4,
        ),
        ("Attendees: ana@x.io, ben.lee@x.io, cy@x.io. Book a room on Tuesday.", 3),
        ("Book a room for 4 on Tuesday, questions to ops2@x.io", 4),
        (
            "Invitation: 1:1 + skip level @ Tue Dec 8, 2026 9am\nGuests: manager, skip manager, me\n"
            "Book a room please.",
            3,
        ),
        ("Book a 1:1 with Ana on Tuesday", 2),
        (
            "BEGIN:VEVENT\nDTSTART:20261208T140000Z\nSUMMARY:Ops handover\n"
            "ATTENDEE;CN=Ana:mailto:ana@x.io\nATTENDEE;CN=Ben;ROLE=REQ-PARTICIPANT:mailto:ben@x.io\n"
            "ATTENDEE;CN=Cy:MAILTO:cy@x.io\nEND:VEVENT\nBook a room for this please.",
            3,
        ),
        ("DTSTART:20261208T140000Z\nSUMMARY:Ops handover for 5 people\nBook a room please.", 5),
    ],
)
def test_items35b_an_invites_attendee_list_is_counted(text: str, people: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (people, "Tuesday")
