"""Head counts that add role groups, take a named person away, multiply a group word or say who
is remote in German, Spanish or French (outside tester 6, finding 5): "4 engineers + 1 PM + me"
was 4 (the "1 PM" read as a time), "a team of 6 minus Bob" 6, "the whole team of 9 except me"
9, "two pairs" 2 and "für 6 Personen, 2 davon remote" 6.

A count the text does not make sure of stays unread (NotUnderstood: the model asks and books
nothing), never a guess: "4 engineers and 1 PM" may be a time, "minus bob" someone unnamed,
"except Aspen" a room.
"""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows

COUNTS = [
    # sums of role groups: a "PM" joined to a count of people is a person, not 1pm
    ("Book a room for 4 engineers + 1 PM + me on Tuesday.", 6),
    ("4 engineers, 1 PM and me on Tuesday", 6),
    ("for 3 devs plus 1 PM on Tuesday", 4),
    ("4 engineers and 1 PM and our manager on Tuesday", 6),
    ("for 4 engineers + 2 QA + me on Tuesday", 7),
    ("Book for 2 designers, 2 PMs and me on Tuesday", 5),
    # a time stays a time
    ("4 engineers on Tuesday at 1 pm", 4),
    ("for 6 people, 1 pm on Tuesday", 6),
    ("6 people on Tuesday from 1 pm to 3 pm", 6),
    # someone named taken from the count
    ("Book a room on Tuesday for a team of 6 minus Bob.", 5),
    ("a team of 6 minus Bob and Anna, Tuesday", 4),
    ("the whole team of 9 except me on Tuesday", 8),
    ("10 of us except me and my boss on Tuesday", 8),
    ("6 Personen ohne mich am Dienstag", 5),
    # what "except" takes that is no one
    ("8 people on Tuesday, except if it rains", 8),
    ("6 Personen ohne Beamer am Dienstag", 6),
    ("6 people minus one on Tuesday", 5),
    ("for 6 on Tuesday, any room except Aspen", 6),
    # group words with a multiplier
    ("two pairs on Tuesday", 4),
    ("Book for 2 pairs on Tuesday", 4),
    ("two couples on Tuesday", 4),
    ("3 trios of engineers on Tuesday", 9),
    ("a pair of us on Tuesday", 2),
    # people away, in German, Spanish and French
    ("für 6 Personen, 2 davon remote, am Dienstag", 4),
    ("für 6 Personen, davon 2 online, am Dienstag", 4),
    ("8 Leute am Dienstag, 3 von ihnen sind im Homeoffice", 5),
    ("para 6 personas, 2 de ellas en remoto, el martes", 4),
    ("el martes para 7 personas, 2 de ellos por videollamada", 5),
    ("pour 6 personnes, dont 2 en ligne, mardi", 4),
    ("pour 8 personnes mardi, dont 3 en visio", 5),
]
UNREAD = [
    "4 engineers and 1 PM on Tuesday",  # 1 PM: a time, or a product manager?
    "4 engineers, 1 pm on Tuesday",
    "9 people minus bob on Tuesday",  # someone, but not a name it can tell
    "the team of 9 except the sales team on Tuesday",
    "6 people except Aspen on Tuesday",  # a room ruled out, or a person?
    "a team of 2 minus me and Bob on Tuesday",
]


@rows(("text", "people"), COUNTS)
def test_head_count(text: str, people: int) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert found.capacity == people


@rows("text", UNREAD)
def test_an_unsure_count_is_not_understood(text: str) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood), found
