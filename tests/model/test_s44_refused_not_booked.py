"""A room the request refuses is not booked (regress44, reviewing ab7db729): requests44's new
readings of "do that again", Swedish/Norwegian "boka"/"bestill" and Chinese/Korean booking words
took the refusal beside them for a wish. "Cedar last time was a disaster, I don't want to do that
again.", "Boka inte Maple på tisdag, vi är sex.", "星期二不要订Cedar" and "Aspen 회의실 예약하지
마세요" booked the very room refused (on 00ed7537 each asked or booked another room); and
(c9a71b0a) "Not Cedar, Aspen is the one we hate." booked Aspen, read as "Aspen is the one". The
asking neighbours keep their room."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from row_table import rows


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@rows(
    ("text", "refused"),
    [
        (
            "Cedar last time was a disaster, I don't want to do that again. Book a room Tuesday "
            "for 6.",
            "R-204",
        ),
        ("We had Cedar last week. Let's never do that again! Tuesday, 6 people.", "R-204"),
        ("Boka inte Maple på tisdag, vi är sex.", "R-210"),
        ("Ikke bestill Maple på tirsdag, vi er seks.", "R-210"),
        ("Bestill ikke Maple på tirsdag, vi er seks.", "R-210"),
        ("星期二不要订Cedar，我们六个人", "R-204"),
        ("星期二不要预订Cedar，我们六个人", "R-204"),
        ("星期二别预订Cedar，我们六个人", "R-204"),
        ("화요일에 Aspen 회의실 예약하지 마세요. 6명입니다.", "R-102"),
        ("화요일에 Aspen 예약 안 해도 돼요, 6명.", "R-102"),
        # c9a71b0a: "Not Cedar, Aspen is right" asks for Aspen; these rule it out too
        ("Not Cedar, Aspen is the one we hate. Wednesday for 5.", "R-102"),
        ("Not Cedar, Aspen is better avoided too. Wednesday for 5.", "R-102"),
        ("Not Cedar, Aspen is right out too, Wednesday for 5.", "R-102"),
    ],
)
def test_the_room_refused_is_not_booked(text: str, refused: str) -> None:
    assert refused not in _booked(text)


@rows(
    ("text", "room"),
    [
        ("Boka inte Maple, boka Aspen på tisdag för sex personer.", "R-102"),
        ("星期二不要订Cedar，订Aspen，我们六个人", "R-102"),
        # neighbours that ask: unchanged
        ("Boka Maple på tisdag för sex personer.", "R-210"),
        ("Bestill Maple på tirsdag, vi er seks.", "R-210"),
        ("星期二帮我订Cedar，我们六个人", "R-204"),
        ("화요일에 Cedar 회의실 예약해 주세요. 6명입니다.", "R-204"),
        ("Cedar was great last time, let's do that again. Tuesday, 6 people.", "R-204"),
        ("We had Cedar last month and loved it. Book it again for Tuesday, 6 people.", "R-204"),
        ("Cedar was okay last time, let's book it again. Tuesday, 6 people.", "R-204"),
        ("Not Cedar, Aspen is right, Wednesday for 5.", "R-102"),
        ("No Juniper - Aspen is best. Wednesday for 5.", "R-102"),
        ("Not Cedar, Aspen is the one for us. Wednesday for 5.", "R-102"),
    ],
)
def test_the_room_asked_for_is_booked(text: str, room: str) -> None:
    assert _booked(text) == [room]
