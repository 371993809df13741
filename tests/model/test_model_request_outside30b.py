"""Outside tester 30b: a request that names its day short and a reply deadline in full ("need a
room thurs for 8, reply before monday pls") was booked for Monday, and items for it passed; a
count added after a comma ("Room for 4 on Tuesday, 2 more are joining") or after a corrected
day ("…, no wait, Tuesday, and 2 more are coming") was read as 4 and as 2; and corrections said
as "ach nein, Donnerstag", "mejor el jueves" or "perdón, para siete" were not read (two weekdays,
so the item was refused; or the first count booked)."""

from __future__ import annotations

from arena.model.task import BookingRequest, read_request
from row_table import rows


@rows(
    ("task", "day"),
    [
        ("room wed for 5 pls, let me know by friday", "Wednesday"),
        ("Can I get a room tues for 3? Answer before Thursday if you can.", "Tuesday"),
        ("fri, 6 people. Please respond until Wednesday.", "Friday"),
        ("Room for 7 on Friday; get back to me before Tuesday.", "Friday"),
        ("Room for 4 on Monday, please confirm no later than Thursday", "Monday"),
    ],
)
def test_a_reply_deadline_is_not_the_day_asked(task: str, day: str) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.day == day


@rows(
    ("task", "people"),
    [
        ("Need a room for 5 on Wednesday, 3 more are coming", 8),
        ("Room for 2 on Friday, two more people will be joining", 4),
        ("Book for 3 on Monday, oops, Thursday, and 1 more is coming", 4),
        # away, not in the room: as before
        ("Room for 5 on Wednesday, 3 more are joining remotely", 5),
        ("Room for 5 on Wednesday, 3 more are joining on Zoom", 5),
        ("Room for 5 on Wednesday, 3 more chairs are coming", 5),
    ],
)
def test_a_count_added_after_a_comma_or_a_corrected_day_adds(task: str, people: int) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.capacity == people


@rows(
    ("task", "day", "people"),
    [
        ("Sala para 4 el lunes, mejor el miércoles.", "Wednesday", 4),
        ("Raum für 5 am Dienstag – ach nein, Freitag.", "Friday", 5),
        ("Room for 3 on Monday, oh no, Wednesday.", "Wednesday", 3),
        ("Reserva una sala para cuatro el viernes, perdón, para cinco.", "Friday", 5),
        ("Salle pour 6 le lundi, pardon, pour sept.", "Monday", 7),
        # no correction: as before
        ("Room for 6 on Tuesday, oh no catering needed", "Tuesday", 6),
        ("Room for 5 on Monday, better with a whiteboard", "Monday", 5),
    ],
)
def test_a_correction_in_other_words_wins(task: str, day: str, people: int) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and (req.day, req.capacity) == (day, people)


@rows(
    ("task", "people"),
    [
        ("Room for 5 on Thursday. Oh, and Dana is joining too.", 6),
        ("Need a room for 2 on Monday; our intern will come as well", 3),
        ("Room for 4 on Friday — Lee and Kim are coming too", 6),
        ("Room for 8 on Tuesday. The director is also attending too.", 9),
        # from afar, or no person: as before
        ("Room for 5 on Thursday, Dana is joining by video too", 5),
        ("Room for 5 on Thursday. It is coming too soon.", 5),
    ],
)
def test_a_person_said_to_come_too_is_counted(task: str, people: int) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.capacity == people


@rows(
    ("task", "day"),
    [
        ("Today is Tuesday, so could you book a room for 4 on Thursday?", "Thursday"),
        ("Room for 5 on Wednesday. (I emailed facilities on Monday too.)", "Wednesday"),
        ("Need a room for 3 on Friday — it's Monday today, sorry for the rush", "Friday"),
        ("Room for 6 on Monday; the deadline to confirm is Wednesday.", "Monday"),
    ],
)
def test_the_day_the_writer_writes_on_is_not_the_day_asked(task: str, day: str) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.day == day


@rows(
    ("task", "people"),
    [
        ("Room for 7 on Tuesday, 2 dial in so 5 in person... no, book for 7.", 7),
        ("Room for 3 on Thursday. No, go with 5.", 5),
        ("Room for 4 on Monday, no, let's say 6 people.", 6),
        # "no" before no count: as before
        ("Room for 4 on Monday. No, just a quiet one.", 4),
    ],
)
def test_a_no_then_a_verb_then_a_count_corrects_it(task: str, people: int) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.capacity == people
