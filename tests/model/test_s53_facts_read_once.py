"""speed53b: one reading of an answer read the same texts' facts some seven times over (~0.5 ms
each, half of every answer test's CPU). What a text names is kept per text and rooms; what a
caller gets is still its own list, and other rooms or another text still read anew."""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording import mail, named_facts
from arena.wording.answers import explain_answer
from arena.wording.named_facts import read_facts, room_keys

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"
ROOMS = [(room.id, room.name) for room in all_rooms()]


@pytest.mark.parametrize(
    "answer",
    [
        "Yes, book Aspen for 6 on Tuesday.",
        "Ok, R-101 is fine",
        "Ja, für sechs Personen am Dienstag, passt.",
        "yes but not on friday pls",
        "Approved — Cedar is great",
    ],
)
def test_an_answer_reads_each_text_once(answer: str) -> None:
    """Each text read (the answer, its parts, the request) costs one reading, however many of
    the reader's rules ask what it names."""
    named_facts._read_facts.cache_clear()
    explain_answer(answer, ASKED, rooms=ROOMS)
    info = named_facts._read_facts.cache_info()
    assert info.hits > 0 and info.misses < info.hits, info


def test_a_callers_list_is_its_own() -> None:
    first = read_facts("Yes, Cedar on Tuesday for 6", ROOMS)
    first.clear()
    again = read_facts("Yes, Cedar on Tuesday for 6", ROOMS)
    assert [f.kind for f in again] == ["room", "day", "count"]


@pytest.mark.parametrize(
    ("rooms", "kinds"),
    [
        (ROOMS, ["room", "day"]),  # Cedar is a room
        (None, ["day"]),  # no rooms known: no name is one
        ([("R-1", "Juniper")], ["day"]),  # another arena's rooms
        (iter([("R-204", "Cedar")]), ["room", "day"]),  # handed over once, as a generator
        ([frozenset({"r204", "cedar"})], ["room", "day"]),  # the keys read before
    ],
)
def test_the_rooms_still_decide(rooms: object, kinds: list[str]) -> None:
    read_facts("Yes, Cedar on Tuesday", ROOMS)  # read with the arena's rooms first
    assert [f.kind for f in read_facts("Yes, Cedar on Tuesday", rooms)] == kinds  # type: ignore[arg-type]


@pytest.mark.parametrize("rooms", [[3], [("R-1", ["Aspen"])], [("R-1", 3)], [None]])
def test_what_no_room_is_is_still_refused(rooms: list[object]) -> None:
    for _ in range(2):  # the refusal is no cached reading
        with pytest.raises(TypeError, match="a room is given as"):
            room_keys(rooms)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("answer", "own"),
    [
        ("Yes, go ahead.\n\nBest,\nMaria", "Yes, go ahead."),
        ("> Yes, go ahead.", ""),  # someone else's words quoted
        ("Ja, bitte.\n\nAm Mo. schrieb Bob:\n> Buchen?", "Ja, bitte."),
    ],
)
def test_the_persons_own_words_are_found_once(answer: str, own: str) -> None:
    """One reading asked for the person's own words of the same text ~15 times (speed53b)."""
    mail.own_words.cache_clear()
    explain_answer(answer, ASKED, rooms=ROOMS)
    info = mail.own_words.cache_info()
    assert info.hits > 0 and info.misses < info.hits, info
    assert mail.own_words(answer).strip() == own
