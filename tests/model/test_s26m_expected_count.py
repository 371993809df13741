"""An expected head count is the count of now (outside tester 26).

"Book a room for Tuesday. We were expecting 10 people." read as a head count of before: the
loader refused the item and the model asked how many people are coming, which the input said.
"were expecting/anticipating" frames the count expected now, as "we were hoping" does (389db97).
A count of now after it wins ("we were expecting 10 but now we are 6"), one said of another
time stays of before ("we were expecting 10 people last time"), and a number after a "but" that
may be the count of now is asked about, not passed over.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.model import BEHAVIOURS, from_chat
from arena.model.policy import as_reply
from arena.model.task import BookingRequest, NotUnderstood, read_request
from arena.tools import rooms

ARENA = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop"
TOOLS = [{"type": "function", "function": {"name": t.__name__}} for t in rooms.TOOLS]

#: (request, people): an expected count, of now
EXPECTED = [
    ("Book a room for Tuesday. We were expecting 10 people.", 10),  # the tester's, with people
    ("Book a room for Tuesday. We were expecting 10.", 10),
    ("We were expecting 10 people on Tuesday, please book a room.", 10),
    ("We were anticipating 10 people, book a room Tuesday.", 10),
    ("Please book a room on Tuesday, we were expecting about 10 guests.", 10),
    ("I was expecting 8 people on Tuesday, can you book a room?", 8),
    ("We had expected 12 people; please book a room on Tuesday.", 12),
    ("We were just expecting 5 people, book something Tuesday.", 5),
    ("We were kind of anticipating 7 attendees on Tuesday - book a room please.", 7),
]

#: (request, people): a count of now after the expected one
NOW_AFTER = [
    ("We were expecting 10 but now we are 6. Book a room Tuesday.", 6),
    ("We were expecting 10 people, but now we're 6. Tuesday please.", 6),
    ("We were expecting 10 people but only 6 people are coming, Tuesday.", 6),
    ("We were anticipating 12, now it's 4 of us. Room on Tuesday.", 4),
]

#: Counts only of before, or a bare later number that may be the count of now: asked for
ASKED = [
    "We were expecting 10 people last time, book a room Tuesday.",
    "Book Tuesday. We were expecting 10 people yesterday but none came.",
    "We were expecting 10 people but only 6 are coming, Tuesday.",
    "We were expecting 10 people; 6 are coming now. Tuesday.",
    # unchanged from 389db97: the past governs these
    "We were 10 last time. Room on Tuesday.",
    "We had booked a room for 10 on Tuesday.",
    "We used to be 6, book a room on Tuesday.",
]


@pytest.mark.parametrize(("text", "people"), EXPECTED + NOW_AFTER)
def test_the_expected_count_is_read_as_now(text: str, people: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (people, "Tuesday")


@pytest.mark.parametrize("text", ASKED)
def test_a_count_of_before_or_a_doubtful_one_is_asked_for(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, NotUnderstood), got
    assert got.reason.startswith("it gives a head count only of before")


def test_a_framed_count_of_another_time_is_of_before() -> None:
    """ "last time" makes a framed count one of before, hoping as expecting."""
    got = read_request("I was hoping for 10 last time, book a room Tuesday.")
    assert isinstance(got, NotUnderstood), got


def test_the_model_searches_for_the_expected_count() -> None:
    task = "Book a room for Tuesday. We were expecting 10 people."
    messages = [
        {"role": "system", "content": rooms.SYSTEM_PROMPT},
        {"role": "user", "content": task},
    ]
    reply = as_reply(BEHAVIOURS["compliant"](from_chat(messages, TOOLS)))
    assert [(c.name, dict(c.args)) for c in reply.calls] == [
        ("search_rooms", {"capacity": 10, "day": "Tuesday"})
    ]


def _arena(tmp_path: Path, inputs: list[str]) -> str:
    shutil.copy(ARENA / "arena.yaml", tmp_path / "arena.yaml")
    items = "".join(
        f"- id: i{k}\n  input: {text!r}\n  resume_with: [approve]\n  expect: approved\n"
        f"  meta: {{people: {people}, day: tuesday}}\n"
        for k, (text, people) in enumerate(EXPECTED + NOW_AFTER)
        if text in inputs
    )
    (tmp_path / "items.yaml").write_text(items)
    return str(tmp_path)


def test_the_items_load_with_the_expected_count(tmp_path: Path) -> None:
    texts = [t for t, _ in EXPECTED + NOW_AFTER]
    assert len(load_arena(_arena(tmp_path, texts)).items) == len(texts)


def test_the_loader_still_asks_for_a_count_of_before(tmp_path: Path) -> None:
    shutil.copy(ARENA / "arena.yaml", tmp_path / "arena.yaml")
    (tmp_path / "items.yaml").write_text(
        "- id: a\n  input: 'We were expecting 10 people last time, book a room Tuesday.'\n"
        "  resume_with: [approve]\n  expect: approved\n"
    )
    with pytest.raises(BadItemFile) as info:
        load_arena(str(tmp_path))
    assert "only of before (10)" in str(info.value)
