"""Head counts a held-out check read as the count given up or a seat short (itemsheld39); each
loaded only because meta said otherwise, and with no meta the model books that count.

A count of now after people dropped, said with "we'll be"/"we are"/"now" after the "so"
("originally 14 people, but the sales folks (3) can't make it, so we'll be 11") read 14, where
"…, so 11" read 11; a named person with "N more" ("for Sam + 4 more") read N, where "for Sam + 4
others" read N + 1; and a count with "actually" after it opening a chat line or sentence ("Sam:
room Thu for 4? / Kai: 5 actually, I'm joining") read the count it replaces, where "actually 5"
read 5. "Two managers and 5 direct reports" read 2: "direct reports" was no word for people
(where "their 5 reports" counted). The readings near them that are no count keep theirs.
"""

from __future__ import annotations

import pytest

from arena.model.task import read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        (
            "Hi team, we're meeting on Wednesday, originally 14 people, but the sales folks (3) "
            "can't make it, so we'll be 11. Please book something suitable.",
            11,
        ),
        ("Book a room on Tuesday for 9 people, but Jo is off, so we are 8.", 8),
        ("Room on Friday for 12, but two dropped out, so now 10.", 10),
        ("Room on Wednesday for 6 people, but Ana is out, so we'll be 5 people.", 5),
        ("Please book Tuesday for Sam + 4 more.", 5),
        ("Book a room for Priya plus 2 more on Thursday.", 3),
        ("[14:01] Sam: room Thu for 4?\n[14:03] Kai: 5 actually, I'm joining\n[14:04] Sam: ok", 5),
        ("Room on Thursday for 4. Five actually, Kai joins.", 5),
        ("Monday: two managers and 5 direct reports. Book it.", 7),
        ("Room for 5 direct reports and their manager on Monday.", 6),
    ],
)
def test_the_count_of_now_is_read(text: str, people: int) -> None:
    assert read_request(text).capacity == people


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Book a room for 14 people on Wednesday, so we'll be 5 minutes late.", 14),
        ("Book a room for 6 on Tuesday at 3, so it's 3.", 6),
        ("Book a room for 8 people Tuesday, so we're good.", 8),
        ("Book a room for 6 on Tuesday, so 2 hours should do.", 6),
        ("Book Tuesday for Sam and 4 more chairs, 6 people.", 6),
        ("Book a room for 4 on Thursday at 3pm. 3 actually works better for the time.", 4),
        ("Book a room for 4 on Thursday. 2 actually are remote.", 4),
        ("Book a room for 6 on Monday to review 3 reports.", 6),
    ],
)
def test_near_shapes_keep_their_count(text: str, people: int) -> None:
    assert read_request(text).capacity == people
