"""heldout43's silent wrong bookings: a Latin room name beside Japanese script, "not A, B
please", and a count taken back ("not for 10, we're now 18"), with their neighbours."""

from __future__ import annotations

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request
from row_table import rows


def _read(text: str) -> tuple[str | None, str, int]:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    return _named([], got, text), got.day, got.capacity


@rows(
    "text",
    [
        "木曜日にCedarを5人で予約してください。",
        "木曜日に Cedar を5人で予約してください。",
        "木曜日にcedarで5人お願いします。",
        "Not Juniper, Cedar please - 5 people, Thursday.",
        "Not Juniper - Cedar, please. 5 people, Thursday.",
        "Nicht Juniper, Cedar bitte - 5 Personen, Donnerstag.",
    ],
)
def test_the_room_asked_for_is_read(text: str) -> None:
    assert _read(text) == ("R-204", "Thursday", 5)


@rows(
    ("text", "room"),
    [
        ("Book Aspen, not Cedar, for 5 on Thursday", "R-102"),
        ("Book Cedar for 5 on Thursday. よろしくお願いします", "R-204"),
        ("木曜日にアスペンを5人で予約してください。", "R-102"),
        ("木曜日、Aspen以外で5人で予約してください。", None),
        ("Not Juniper or Cedar please - 5 people, Thursday.", None),
        ("Not Juniper, Cedar or Aspen - 5 people Thursday", None),
    ],
)
def test_honest_neighbours_keep_their_room(text: str, room: str | None) -> None:
    assert _read(text)[0] == room


def test_a_room_only_ruled_out_is_never_named() -> None:
    got = read_request("Not Juniper or Cedar please - 5 people, Thursday.")
    assert isinstance(got, BookingRequest) and {"juniper", "cedar"} <= got.avoid


@rows(
    "text",
    [
        "Book the Atrium Thursday - not for 10, we're now 18.",
        "Book the Atrium Thursday - not for 10 people, we are now 18.",
        "Book the Atrium Thursday, not for 10 but for 18.",
        "Book the Atrium for 10 on Thursday, now 18.",
        "Atrium, Thursday, not 10 - now it's 18",
        "Reserva el Atrium el jueves, no para 10 sino para 18.",
        "Reserva el Atrium el jueves para 10, ahora somos 18.",
        "Buche das Atrium am Donnerstag, nicht für 10, sondern für 18.",
        "Buche das Atrium am Donnerstag für 10, jetzt sind wir 18.",
    ],
)
def test_the_count_of_now_wins(text: str) -> None:
    assert _read(text)[1:] == ("Thursday", 18)


@rows(
    ("text", "count"),
    [
        ("Book the Atrium Thursday for 10 people, not 18.", 10),
        ("Book the Atrium Thursday for 10, now that Sam is back.", 10),
        ("Book the Atrium for 10 on Thursday, now 14:30 works best.", 10),
        ("Book the Atrium for 18 on Thursday, not 10 but all of us.", 18),
    ],
)
def test_honest_counts_unchanged(text: str, count: int) -> None:
    assert _read(text)[2] == count
