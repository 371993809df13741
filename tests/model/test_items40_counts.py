"""Head counts outside tester items40 wrote, which session 39 left open: a count pointed back at
("… only 6 will be in the office, so book for the 6"), a name opening a sentence before "plus 4
others", "for them and our 2 finance leads" after the names, singular role fields ("Observer:
1", "Chair: 1", "Note-taker: 1", "Audience: 9"), "11 not 14", the writer's own count above a
"> " quote, and a count said again with more ("for 3 hires … the 3 of them plus 1 trainer").
Each was read as another count (a room booked for 12 of 9, for 4 of 5) or as several numbers
(refused at load) on 7f58402a (the last on 44941e9e)."""

from __future__ import annotations

from arena.model.task import parse_capacity
from row_table import rows

CASES = [
    # a count pointed back at among those said
    ("The team is 10 but only 6 will be in the office on Wednesday, so book for the 6.", 6),
    ("Only 4 will be in the office on Friday (out of 11), so a room for those 4, please.", 4),
    ("We're 12 on paper, but only 9 will be on site Tuesday - book for the 9.", 9),
    ("There are 14 in the group; 8 are flying in Thursday, so reserve a room for those 8.", 8),
    # a name opening a sentence before "plus N others"
    ("Priya plus 4 others need a room on Tuesday.", 5),
    ("Marco plus 2 others need a room on Friday.", 3),
    ("Need a room Monday. Tom plus 3 others are presenting.", 4),
    ("Lena and 6 others need somewhere to meet on Wednesday.", 7),
    ("Ana and 3 colleagues need a room on Tuesday.", 4),
    # "them": the names listed before
    ("Alice, Bob and Chen are coming Monday. Book a room for them and our 2 finance leads.", 5),
    ("Hugo and Ama are flying in Tuesday; book a room for them plus our 3 engineers.", 5),
    ("Zoe and Kai will be there Thursday. Book a room for them and 3 of our analysts.", 5),
    # role fields with a singular or hyphenated key
    ("Book a room on Thursday.\nFacilitator: 1\nTrainees: 4\nObserver: 1", 6),
    ("Workshop on Tuesday.\nTrainer: 1\nTrainees: 8\nNote-taker: 1", 10),
    ("Chair: 1\nMembers: 6\nSecretary: 1\nDay: Wednesday\nPlease book a room.", 8),
    ("Host: 1\nSpeakers: 3\nAudience: 9\nDay: Tuesday", 13),
    # a count said against the one it replaces
    ("Tuesday is fine but 11 not 14. Please book.", 11),
    ("Book for six, not eight, on Tuesday.", 6),
    # the count said again with people added to it
    (
        "New starter checklist for 3 hires starting Monday:\n1. IT accounts\n2. Book a room "
        "Monday for their induction - the 3 of them plus 1 trainer\n3. Lunch",
        4,
    ),
    ("We are 5. The 5 of us plus our manager need a room on Tuesday.", 6),
    # the writer's own count above a quote
    ("Only 9 can come.\n> Can you book for 12 on Tuesday?", 9),
    ("Go with 9.\n> Can you book for 12 on Tuesday?", 9),
    ("Tuesday is fine but 11 not 14.\n> Can we get a room Tuesday for 14 people?", 11),
]

KEPT = [
    # a number pointed back at that was a time is no count
    ("The 4 of us meet at 3. Book for the 3 on Tuesday.", 4),
    ("We are 6. Book a room for the 6 of us on Tuesday.", 6),
    # a capitalised word for people or a group opening the sentence is no name
    ("Engineers and 3 guests need a room on Tuesday.", 3),
    ("Book a room on Tuesday for Sam, Ana and 2 guests.", 4),
    # the whole group's key keeps the others in it
    ("Book a room on Thursday.\nFacilitator: 1\nParticipants: 4", 4),
    ("Book 6 people on Tuesday at 3 not 4pm.", 6),
    ("We are 5 on Tuesday; all 5 of us will present.", 5),
    # words above a quote that give no count leave the quoted one
    ("Thanks, see below.\n> Book a room for 12 on Tuesday", 12),
    ("Yes, at 3 works.\n> Book a room for 12 on Tuesday", 12),
    ("Please book for 12 on Tuesday.\n> we are 6 people", 12),
    # a size above the quote describes something else (ecf5ef63 read 10 here)
    ("For our 10-seat room, please:\n> Book a room for 4 on Tuesday", 4),
]


@rows(("text", "people"), CASES)
def test_the_count_meant_is_read(text: str, people: int) -> None:
    assert parse_capacity(text) == people


@rows(("text", "people"), KEPT)
def test_what_was_read_before_stays(text: str, people: int) -> None:
    assert parse_capacity(text) == people
