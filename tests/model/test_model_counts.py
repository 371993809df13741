"""Head counts said with group words, halves, people away and the person alone (outside tester 5,
finding 8): "a half dozen" was read as 12, "two teams of 3 and our manager" as 6, "a team of 5,
and 2 of them are remote" as 5, "a trio of engineers" and "just me" not at all.

A count the text does not make sure of stays unread (the model then asks and books nothing).
"""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows

COUNTS = [
    # halves of a dozen, in every order (the tester's first two were 12)
    ("A half dozen of us need a room on Fri.", 6),
    ("a half-dozen people need a room on Friday", 6),
    ("Book for half dozen engineers on Friday", 6),
    ("Half a dozen of us on Friday", 6),
    ("a dozen and a half of us on Friday", 18),
    ("Book a room for one and a half dozen people on Friday", 18),
    ("two dozen and a half attendees on Friday", 30),
    ("Book for 1 dozen and a half people on Friday", 18),
    ("a dozen of us on Friday", 12),
    # groups of a size, with people added to them (were 6, 8 and 6 without the added ones)
    ("two teams of 3 and our manager need a room on Friday", 7),
    ("Two teams of 3 and our manager on Friday.", 7),
    ("2 teams of 4 plus two guests on Friday", 10),
    ("three groups of 2 and me on Friday", 7),
    ("Book a room on Friday for 2 teams of 5 plus our director", 11),
    ("two teams of 3 on Friday", 6),
    # group words that say their own size
    ("a trio of engineers Friday", 3),
    ("a quartet of designers on Friday", 4),
    ("a duo on Friday", 2),
    ("a pair of interviewers on Friday", 2),
    ("a couple of us on Friday", 2),
    # the person alone
    ("just me on Friday", 1),
    ("Only me, Friday.", 1),
    ("Book a room for myself on Friday", 1),
    ("just myself on Friday", 1),
    ("me, myself and I on Friday", 1),
    ("by myself on Friday", 1),
    ("nur ich am Freitag", 1),
    ("solo yo el viernes", 1),
    ("seulement moi vendredi", 1),
    # ...and not alone when others are listed with them
    ("just me and my boss on Friday", 2),
    ("only me plus 2 guests on Friday", 3),
    # people of the count who will not be in the room need no seat (were the whole count)
    ("a team of 5, and 2 of them are remote, Friday", 3),
    ("10 of us but 3 are remote, Friday", 7),
    ("There are 10 of us but 3 are remote, so book a room for the rest on Friday.", 7),
    ("we are 8 on Friday, 2 can't come", 6),
    ("8 people on Friday, 2 of whom are remote", 6),
    ("8 people on Friday, 2 joining remotely", 6),
    ("Book for 10 people on Friday, 3 will dial in.", 7),
    ("12 of us on Friday but 4 are out of office", 8),
    ("a team of 6 on Friday; 2 won't be there", 4),
    ("10 people minus 2 on Friday", 8),
    # ...and what reads as before
    ("Book a room for 6 people on Friday, 2 of them are from sales.", 6),
    ("Room for 8 on Friday, 2 out of 8 are managers", 8),
    ("Book a room for 4 people on Friday for 2 and a half hours", 4),
    ("a team of 5 plus our manager on Friday", 6),
    ("Book a room for 6 people including 2 guests on Friday", 6),
]


@rows(("text", "people"), COUNTS)
def test_group_words_halves_and_people_away_are_counted(text: str, people: int) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day) == (people, "Friday")


#: Not sure of a count: said so, never guessed.
UNSURE = [
    ("3 of us on Friday but 5 are remote", "it counts 5 people away but only 3 in all"),
    ("for 10 on Friday, 10 of them are remote", "it counts 10 people away but only 10 in all"),
    ("I need a room on Friday", "it does not say how many people"),
    ("Book me a room on Friday", "it does not say how many people"),
    ("just me with a client on Friday", "it does not say how many people"),
    ("not just me, the whole team, on Friday", "it does not say how many people"),
    ("half the team on Friday", "it does not say how many people"),
]


@rows(("text", "reason"), UNSURE)
def test_a_count_it_cannot_be_sure_of_stays_unread(text: str, reason: str) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood), found
    assert found.reason.endswith(reason)
