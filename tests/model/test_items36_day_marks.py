"""Outside tester 36 (open since session 35): a request that changes its day in writing named
both days and was refused at load as naming several weekdays: "(was Mon, now Wed)", "Friday
was originally Thursday", "Tuesday → Thursday", "(Orig. Wed → now Fri.)", Markdown's
"~~Tuesday~~ Thursday", a form's tick boxes ("[ ] Mon [x] Tue [ ] Wed", "☐ Monday ☑ Wednesday")
and "Tue ✗ Wed ✓". arena.model.day_marks leaves out the day given up; a to-do's own box
("- [ ] book a room for Thursday") and a day said in passing ("The last one was Monday") keep
the request's day."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    ("[09:00] Amy: room for 4 on mon\n[09:10] Amy: (was Mon, now Wed)\n[09:11] Amy: book it",
     "Wednesday"),
    ("Room for 4 people, Thursday (was Tue, now Thu). Please book.", "Thursday"),
    ("Please book a room for 4 people on Friday. Friday was originally Thursday.", "Friday"),
    ("Book a room for 4 on Thursday; Tuesday → Thursday change agreed.", "Thursday"),
    ("Book a room for 4 on Fri. (Orig. Wed → now Fri.)", "Friday"),
    ("Room for 4 on Tue -> Thu, please book.", "Thursday"),
    ("Which day?\n[ ] Mon [x] Tue [ ] Wed [ ] Thu [ ] Fri\nWe're 4. Please book.", "Tuesday"),
    ("Day:  ☐ Monday  ☐ Tuesday  ☑ Wednesday  ☐ Thursday\nPeople: 4\nPlease book.", "Wednesday"),
    ("- [x] Tue\n- [ ] Wed\nRoom for 4 please, book it for the ticked day.", "Tuesday"),
    ("Retro notes: ~~Tuesday~~ Thursday, 4 people. Book a room please.", "Thursday"),
    ("Please book a room for 4 people. Tue ✗, Wed ✓", "Wednesday"),
    # the request's own day stays
    ("- [ ] @bot: book a room for Thursday's call (4 people)\n- [x] Ana: send agenda", "Thursday"),
    ("Book a room for 4 on Tuesday. The last one was Monday.", "Tuesday"),
    ("Was Tuesday OK? Book a room for 4 on Tuesday.", "Tuesday"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "day"), CASES)
def test_the_day_kept_is_the_day_booked(text: str, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (4, day)
