"""A count or a weekday taken back with a bare "no" and said again (evals48): "Boek een zaal
op dinsdag voor 5, nee 6 personen." and "Boka ett rum för 5, nej 7 personer på tisdag." asked to
book Aspen for 5 (Aspen seats 6: the seven do not fit), and "op maandag, nee sorry, dinsdag" was
refused as naming two weekdays. The words after such a "no" are the ones meant, in each
language; a "no" that is also a "not" ("el lunes, no el martes", "Monday, no Tuesday", "para 5,
não 6") keeps its reading, and so do "5, not 6 like last time" and a clock time."""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows


def _read(text: str) -> BookingRequest:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read


@rows(
    ("text", "count"),
    [
        ("Boek een zaal op dinsdag voor 5, nee 6 personen.", 6),
        ("Boka ett rum f\u00f6r 5, nej 7 personer p\u00e5 tisdag.", 7),
        ("Book a room on Tuesday for 5, no 6 people.", 6),
        ("Book a room on Tuesday for 5 no sorry 6 people.", 6),
        ("Buch einen Raum am Dienstag f\u00fcr 5, nein 6 Personen.", 6),
        ("Reserva una sala el martes para 5, no, mejor 6 personas.", 6),
        ("Sal\u0131 g\u00fcn\u00fc 5 yok 6 ki\u015filik oda ay\u0131r\u0131n.", 6),
        (
            "\ud654\uc694\uc77c\uc5d0 5\uba85, \uc544\ub2c8 6\uba85 \ud68c\uc758\uc2e4 \uc608\uc57d\ud574 \uc8fc\uc138\uc694.",
            6,
        ),
        (
            "\u706b\u66dc\u65e5\u306b5\u4eba\u3001\u3044\u30846\u4eba\u3067\u4f1a\u8b70\u5ba4\u3092\u4e88\u7d04\u3057\u3066\u304f\u3060\u3055\u3044\u3002",
            6,
        ),
        ("Prenota una sala marted\u00ec per 5, no, 6 persone.", 6),
        ("Reserve uma sala na ter\u00e7a para 5, n\u00e3o, 6 pessoas.", 6),
        ("Book a room for 5 people (sorry, 6) on Tuesday.", 6),
    ],
)
def test_the_count_after_a_no_is_meant(text: str, count: int) -> None:
    assert _read(text).capacity == count


@rows(
    ("text", "count"),
    [
        ("Book a room on Tuesday for 5, not 6 like last time.", 5),
        ("Book a room on Tuesday for 5 now, maybe 6 later.", 5),
        ("Book a room on Tuesday at 5, no 6pm, for 4 people.", 4),
        # "no" is "not" here: the count said stands
        ("Reserva una sala el martes para 5, no 6 personas.", 5),
        ("Reserve uma sala na ter\u00e7a para 5, n\u00e3o 6 pessoas.", 5),
        # a "nope" on a chat line of its own answers the line before it
        (
            "jen  11:47\nquick one - pls book a room wed for me + 3 others\n  dan  11:50\n"
            "  3 others? i thought 4\n  jen  11:51\n  nope, 3 others",
            4,
        ),
    ],
)
def test_a_count_with_no_correction_stands(text: str, count: int) -> None:
    assert _read(text).capacity == count


@rows(
    "text",
    [
        "Kun je een zaal boeken voor 6 personen op maandag, nee sorry, dinsdag?",
        "Boek een zaal voor 6 personen op maandag, nee, dinsdag.",
        "Boek een zaal voor 6 personen op maandag. Correctie: dinsdag.",
        "Boka ett rum f\u00f6r 6 personer p\u00e5 m\u00e5ndag, nej f\u00f6rresten, tisdag.",
        "Boka ett rum f\u00f6r 6 personer p\u00e5 m\u00e5ndag, nej, tisdag.",
        "Pazartesi g\u00fcn\u00fc, yok yok sal\u0131 g\u00fcn\u00fc, 6 ki\u015filik oda ay\u0131r\u0131n l\u00fctfen.",
        "\uc6d4\uc694\uc77c, \uc544\ub2c8 \ud654\uc694\uc77c\uc5d0 6\uba85 \ud68c\uc758\uc2e4 \uc608\uc57d\ud574 \uc8fc\uc138\uc694.",
        "Book a room for 6 people on Monday (sorry, typo: Tuesday).",
        "Book a room for 6 people on Monday, nope, Tuesday.",
        "Buch einen Raum f\u00fcr 6 Personen am Montag, nein, Dienstag.",
    ],
)
def test_the_day_after_a_no_is_meant(text: str) -> None:
    read = _read(text)
    assert (read.day, read.capacity) == ("Tuesday", 6)


@rows(
    ("text", "day"),
    [
        # a "no" that is also a "not" rules the day after it out
        ("Book a room for 6 people on Monday, no Tuesday.", "Monday"),
        ("Reserva una sala para 6 personas el lunes, no el martes.", "Monday"),
    ],
)
def test_a_day_ruled_out_stays_ruled_out(text: str, day: str) -> None:
    assert _read(text).day == day


def test_two_days_with_no_correction_still_ask() -> None:
    read = read_request("Book a room for 6 people on Monday or Tuesday.")
    assert isinstance(read, NotUnderstood) and "more than one weekday" in read.reason
