"""Head counts a held-out check read a seat or more short, or as the count given up (itemsheld38).

A person with "+ N" or "and N" where the count ends its phrase ("for him + 5 on Tuesday",
"(her + 2)", "Priya + 4, Thursday") was left out: read N where "me + 2" read three and "Anna and
3 colleagues" four; so were a name after a title ("for Dr. Okafor + 1 candidate" read 1) and one
with "(+N)" ("for Ana (+2)"). A count of now said after a comma in a correction ("We planned 10
but most of the team is out, so it's just the four of us now") read the count it replaces.
German "sie und 5 Kunden" after a comma (her and 5, or them and 5?) read 5, where "für sie und
3" is asked about. And the most who may come, said on a condition or after "a dozen" ("12
people, maybe 13 if Mark joins", "about a dozen, maybe 13"), was left out where "6 people, maybe
7" read 7.
"""

from __future__ import annotations

import pytest

from arena.model.task import NotUnderstood, read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("For Stefan's team (him + 5) on Tuesday please book a room.", 6),
        ("Book a room for her + 2 on Tuesday.", 3),
        ("Book a room for Anna and 3 on Friday at 10am.", 4),
        ("Book a room for Priya + 4, Thursday.", 5),
        ("Room for Dan + 3 tue 10am pls", 4),
        ("Book a room for Dr. Okafor + 1 candidate on Friday.", 2),
        ("Book a room for Mr. Alvarez and his 8 reports on Thursday.", 9),
        ("Book a room for Ms. Lee, Sam and 2 guests on Tuesday.", 4),
        ("Please book a room for Ana (+2) on Tuesday.", 3),
        ("Book a room for Ana (+ 2 guests) on Tuesday.", 3),
    ],
)
def test_the_person_beside_a_bare_count_is_counted(text: str, people: int) -> None:
    assert read_request(text).capacity == people


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Book a room for me + 2 on Tuesday.", 3),
        ("Book a room for Anna and 3 colleagues on Tuesday.", 4),
        ("Book a room for Marketing + 4 on Friday.", 4),
        ("Book Maple + 2 chairs for 5 on Tuesday.", 5),
        ("Book Maple (+2 chairs) for 5 on Monday.", 5),
        ("Book a room for 4 (+2 remote) on Tuesday.", 4),
    ],
)
def test_no_one_more_where_the_count_holds_them_or_names_no_one(text: str, people: int) -> None:
    assert read_request(text).capacity == people


@pytest.mark.parametrize(
    ("text", "people"),
    [
        (
            "Could you book a room on Tuesday for 4 people? Originally we planned 10 but most of"
            " the team is at the offsite, so it's just the four of us now. Cheers, Ben",
            4,
        ),
        ("Room for 6 on Monday. We were 9, but two left, we're only 7 people now.", 7),
        ("Room for 6 on Tuesday. Oh wait, it's 10 now, two more people signed up.", 10),
    ],
)
def test_a_count_of_now_after_a_comma_is_the_count(text: str, people: int) -> None:
    assert read_request(text).capacity == people


def test_sie_after_a_comma_is_asked_about() -> None:
    read = read_request("Bitte für Frau Keller einen Raum buchen, Freitag, sie und 5 Kunden.")
    assert isinstance(read, NotUnderstood)
    assert read.reason == (
        "it counts 'sie' (her, or them?) with the others, so it does not say how many people"
    )


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Could you book a room for Friday for 12 people, maybe 13 if Mark joins?", 13),
        ("Could you book a room for Friday, about a dozen people, maybe 13 if Mark joins?", 13),
        ("Could you book a room for Friday for about a dozen, maybe 13?", 13),
        ("Could you book a room for Friday for 6 people, maybe 7?", 7),
    ],
)
def test_the_most_who_may_come_on_a_condition_is_seated(text: str, people: int) -> None:
    assert read_request(text).capacity == people


def test_a_maybe_that_is_no_count_of_more_keeps_the_count() -> None:
    assert read_request("Book a room for 6 on Friday, maybe 2 if people are out.").capacity == 6
