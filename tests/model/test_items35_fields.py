"""A ticket's count field behind its markup (outside tester items35): Jira's "*Attendees:* 8"
and a Jira table's "|Headcount|9|" were no count beside the ticket's other numbers ("*Story
Points:* 3", "h2."), so the request was refused as naming several numbers and none a count. And
a number at a line's end ran on into the next line's field: "Priority: 2" above "Attendees: 12"
read as 2 attendees, "Attendees: 12" above "Day: Friday" as "12 day" (no count at all)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        ("[FAC-4411] Book room - sprint planning\n*Priority:* High\n*Labels:* team-orion, q1\n"
         "*Story Points:* 3\n*Attendees:* 8\n*Date:* Wednesday\nPlease book a room.", 8, "Wednesday"),
        ("**Story points:** 3\n**Pax:** 12\n**Day:** Friday\nPlease book.", 12, "Friday"),
        ("h2. Details\n||Field||Value||\n|Day|Monday|\n|Headcount|9|\n|Room|any|\nPlease book.",
         9, "Monday"),
        ("|Day|Monday|\n|Floor|3|\n|Headcount|9|\nPlease book.", 9, "Monday"),
        ("Room | 4\nDay: Tuesday, 6 people. Book it.", 6, "Tuesday"),
        ("Priority: 2\nAttendees: 12\nDay: Friday\nPlease book.", 12, "Friday"),
        ("Attendees: 12\nDay: Friday\nOther: none\nPriority: 1\nPlease book.", 12, "Friday"),
        ("Book a room for 3\nPeople: Ana, Bob, Cy\nTuesday", 3, "Tuesday"),
    ],
)  # fmt: skip
def test_s35_count_field_behind_markup(text: str, people: int, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (people, day)
