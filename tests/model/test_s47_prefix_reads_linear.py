"""A request's room readers read the words before each word without searching the text again.

room_asked.ruled_out_rooms and asked_at asked, for every word of a request, whether the words
before it rule a room out ("not …"), greet a person ("Hi …"), label a room ("Room: …") or end
a clause: each a search of ``text[:start]``, so a request's reading grew with the square of its
length (a 2.9 KB voice transcript: ~1.8 s of the scripted model's one thread, every other run's
requests waiting; perf47b). The searches now start after the last character no match can hold,
and clause and line ends are kept once per text. Counted here in characters searched, not time.
Requests over 3,000 characters are not read at all (REQUEST_AT_MOST), so 2.9 KB is the longest.
"""

from __future__ import annotations

import secrets
import sys
from typing import Any

import pytest

from arena.model import room_asked
from arena.model.room_asked import asked_at, asked_names, ruled_out_rooms
from arena.model.task import read_request
from arena.wording.numbers import fold

SPOKEN = (
    "so um yeah we talked about it and Cedar was too noisy last time and the Atrium was too big "
    "so let's avoid those and uh the projector in Maple had a broken cable but it's fixed now "
    "and by the way catering was ordered for another room and Juniper and Aspen are too small "
    "and Sam will bring the slides and Lee the budget sheet, okay, right, "
)
#: The patterns asked about the words before each word, by the name room_asked holds them.
SEARCHED = ("ROOM_RULED_OUT", "_AFTER_AUX", "_IF_BEFORE", "GREETED", "_ROOM_LABEL", "_CLAUSE_END")


class _Spanned:
    """A pattern whose searches count the characters they may look at."""

    def __init__(self, inner: Any, seen: list[int]) -> None:
        self.inner, self.seen = inner, seen
        self.pattern = getattr(inner, "pattern", None)

    def _count(self, string: str, pos: int, endpos: int) -> None:
        self.seen.append(max(0, min(endpos, len(string)) - pos))

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Any:
        self._count(string, pos, endpos)
        return self.inner.search(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Any:
        self._count(string, pos, endpos)
        return self.inner.finditer(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Any:
        return self.inner.match(string, pos, endpos)


@pytest.fixture
def seen(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    counts: list[int] = []
    for name in SEARCHED:
        monkeypatch.setattr(room_asked, name, _Spanned(getattr(room_asked, name), counts))
    return counts


def _transcript(size: int) -> str:
    task = f"Book a meeting room for 6 people on Tuesday at 10am, not R-101 ({secrets.token_hex(4)}).\n"
    return (task + SPOKEN * (size // len(SPOKEN) + 1))[:size]


def test_a_long_transcript_is_searched_in_about_its_length(seen: list[int]) -> None:
    text = _transcript(2900)
    read = read_request(text)
    assert type(read).__name__ == "BookingRequest" and read.capacity == 6  # type: ignore[union-attr]
    # each search now spans at most a sentence's words (~0.6 million characters here); the
    # parent's spanned each word's whole text before it (7.6 million)
    assert sum(seen) < 400 * len(text), (sum(seen), len(seen))


def test_twice_the_text_is_about_twice_the_search(seen: list[int]) -> None:
    ruled_out_rooms(fold(_transcript(1400)))
    short, seen[:] = sum(seen), []
    ruled_out_rooms(fold(_transcript(2800)))
    assert sum(seen) < 3 * short, (short, sum(seen))


@pytest.mark.parametrize(
    ("text", "asked", "out"),
    [
        ("Not Cedar, book Aspen for 6 on Tuesday.", {"aspen"}, {"cedar"}),
        ("Hi Aspen, could you book a room for Tuesday for 4?", set(), set()),
        ("Room: Sequoia. Tuesday, 6 people.", {"sequoia"}, set()),
        ("Room - Aspen\nDay: Friday", {"aspen"}, set()),
        (
            "Maple did not work for us; book a room near the Atrium for 5",
            {"maple", "atrium"},  # named (room_stance reads them: a complaint, a landmark)
            {"maple", "atrium"},
        ),
        ("Book a room for 4 on Monday; last time Cedar was too noisy", set(), {"cedar"}),
        ("Is Cedar free on Friday? We are 6.", {"cedar"}, set()),
        ("@priya maple tue 6ppl?", set(), set()),
        ("Anything but Aspen or Cedar, for 8 on Wednesday", set(), {"aspen", "cedar"}),
        ("Cedar, or Maple if Aspen is taken, Thursday 4 people", {"cedar"}, set()),
        ("x-Cedar und nicht Aspen: Raum Maple bitte", {"maple"}, {"aspen"}),
    ],
)
def test_each_reading_stays(text: str, asked: set[str], out: set[str]) -> None:
    rooms = {"aspen", "cedar", "maple", "sequoia", "atrium", "juniper"}
    assert asked_names(text) & rooms == asked and ruled_out_rooms(fold(text)) & rooms == out


def test_a_word_run_into_from_the_left_is_read_as_before() -> None:
    folded = fold("Book R-204 for 6 on Tuesday.x-cedar please")
    start = folded.index("cedar")
    assert asked_at(folded, start, start + 5)  # "cedar please": asked for, after "x-"
