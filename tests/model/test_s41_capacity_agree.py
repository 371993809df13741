"""parse_capacity and read_request read one head count (items41).

``parse_capacity`` (the harness, the scripted model's tool arguments, the booking's fit) read
the raw text while ``read_request`` (the loader, the model's reading) read it after spelling out
texted shorthand, so "cn u bk a rm 4 6p on tue" was 6 people to one and 4 to the other.
"""

from __future__ import annotations

import itertools

from arena.model.task import BookingRequest, parse_capacity, read_request
from row_table import rows

#: Texted counts: the differential below reads each in every frame.
FORMS = ("{n}ppl", "{n} ppl", "{n}pax", "x{n}", "{n}p", "{n} peeps", "{n} ppls", "{n}pers")
FORMS += ("{n} prs", "{n}ps", "{n} hc", "{n}人", "{n} +1", "{n}pp", "{n} seats", "{n}-seater")
FORMS += ("{n}max", "{n}x people", "{n}x", "{n} people", "party of {n}", "me+{n}")
FRAMES = ("room {f} tue", "tue {f}", "need rm {f} on wed 3pm", "{f}, thursday")
FRAMES += ("Mon 10am {f} pls", "cn u bk a rm 4 {f} on tue", "pls bk rm 4 {f} fri")


@rows(("form", "frame"), list(itertools.product(FORMS, FRAMES)))
def test_one_count_for_both_readers(form: str, frame: str) -> None:
    for n in (3, 6, 12):
        text = frame.format(f=form.format(n=n))
        read = read_request(text)
        booked = read.capacity if isinstance(read, BookingRequest) else None
        assert parse_capacity(text) == booked, text


@rows(
    ("text", "people"),
    [
        ("cn u bk a rm 4 6p on tue", 6),
        ("pls bk a rm 4 6 peeps on wed", 6),
        ("cn u bk a rm 4 12 prs on tue", 12),
        ("can u book a rm 4 3 +1 on fri", 4),
        # honest neighbours: a count said plainly reads as before in both
        ("Book a room for 4 on Tuesday", 4),
        ("room 4 6ppl tue", 6),
        ("6 pax, Monday", 6),
        ("tue x6", 6),
    ],
)
def test_texted_for_is_no_count(text: str, people: int) -> None:
    assert parse_capacity(text) == people
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == people
